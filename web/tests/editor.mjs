#!/usr/bin/env node
// Browser test of the system editor (web/editor.html) with editor.wasm and web/rules/.
//
//   node web/tests/editor.mjs --hand KQ92.A873.86.Q95 --file sayc/notrump.bb \
//        --error-line 40 --error-text 'P hcp=' --shadow-line 60 --shadow-text '2D' \
//        --screenshot /tmp/editor.png [--base http://127.0.0.1:8000/]
//
// With --base the page is read from that server (python3 -m http.server in web/, say);
// otherwise from an in-process static server of web/.
// Opens the editor on SAYC in headless Chromium and, as a user would:
// 1. waits for the system to load and be checked, and reads the time the engine took;
// 2. browses 1NT-Pass-2C-Pass by clicking the calls and reads the meanings of 2D, 2H and 2S;
// 3. types the hand and reads the call and entry the system gives it there;
// 4. in --file, replaces line --error-line with --error-text and reads the first error shown;
// 5. restores it, inserts --shadow-text after line --shadow-line, and reads the lint warnings at
//    the new line; 6. removes it and checks that they clear;
// 7. times keystrokes while the engine works (the page must not block); 8. opens a local file
// with the name of --file (it replaces that file) and asks for test-hand proposals. The
// screenshot shows the shadowed entry found (5).
// Prints one JSON object with what it read; exits 1 on any failure or page error.

import { launch, serve, waitFor, watchErrors, TIMEOUT_MS, WEB } from './harness.mjs';

function parseArgs(argv) {
  const opts = { system: 'sayc', hand: null, file: null, 'error-line': null, 'error-text': null,
    'shadow-line': null, 'shadow-text': null, screenshot: null, base: null };
  for (let i = 0; i < argv.length; i++) {
    const m = /^--([a-z-]+)(?:=(.*))?$/.exec(argv[i]);
    if (!m || !(m[1] in opts)) throw new Error(`unknown argument '${argv[i]}'`);
    const value = m[2] ?? argv[++i];
    if (value === undefined) throw new Error(`--${m[1]} needs a value`);
    opts[m[1]] = value;
  }
  for (const k of ['hand', 'file', 'error-line', 'error-text', 'shadow-line', 'shadow-text']) {
    if (opts[k] === null) throw new Error(`--${k} is required`);
  }
  return opts;
}

/** Waits until the engine has answered for the last edit up to `phase` (checked, linted, loaded). */
async function settled(page, phase) {
  await page.waitForFunction(
    (p) => {
      const s = document.getElementById('status').dataset;
      return s.phase === p || (s.phase === 'loaded' && s.loaded === 'false');
    },
    phase,
    { timeout: TIMEOUT_MS },
  );
}

/** Sets the text of the open file as typing would (an input event). */
async function setText(page, text) {
  await page.evaluate((t) => {
    const ta = document.getElementById('source');
    ta.value = t;
    document.getElementById('status').dataset.phase = 'editing';
    ta.dispatchEvent(new Event('input', { bubbles: true }));
  }, text);
}

async function clickCall(page, call, auctionAfter) {
  await page.click(`#calls button.call[data-call="${call}"]`);
  await page.waitForSelector(`#calls[data-auction="${auctionAfter}"]`, { timeout: TIMEOUT_MS });
}

async function run(opts) {
  const server = opts.base ? null : await serve(WEB);
  const base = opts.base ?? `http://127.0.0.1:${server.address().port}/`;
  const browser = await launch();
  let errors = [];
  try {
    const page = await browser.newPage({ viewport: { width: 1400, height: 900 } });
    errors = watchErrors(page);
    await page.goto(new URL(`editor.html?system=${opts.system}`, base).href, { waitUntil: 'load', timeout: TIMEOUT_MS });

    // 1. Loaded and checked: the engine's time for both.
    await settled(page, 'checked');
    const status = await page.$eval('#status', (s) => ({ ...s.dataset, text: s.textContent }));
    if (status.loaded !== 'true') throw new Error(`the system did not load: ${status.text}`);
    const timing = { loadMs: Number(status.loadMs), checkMs: Number(status.checkMs), wallMs: Number(status.wallMs) };
    await settled(page, 'linted');

    // 2. Browse 1NT Pass 2C Pass.
    await page.waitForSelector('#calls[data-auction=""] button.call[data-call="1NT"]', { timeout: TIMEOUT_MS });
    await clickCall(page, '1NT', '1NT');
    await clickCall(page, 'Pass', '1NT Pass');
    await clickCall(page, '2C', '1NT Pass 2C');
    await clickCall(page, 'Pass', '1NT Pass 2C Pass');
    const meanings = {};
    for (const call of ['2D', '2H', '2S']) {
      meanings[call] = await page.$eval(`#calls li[data-call="${call}"]`, (li) => li.dataset.text);
    }

    // 3. Try a hand there.
    await page.fill('#hand', opts.hand);
    await page.dispatchEvent('#hand', 'change');
    await page.waitForSelector('#try-call', { timeout: TIMEOUT_MS });
    const tried = await page.$eval('#try-call', (d) => ({ call: d.dataset.call, file: d.dataset.file, line: Number(d.dataset.line) }));

    // 4. An error in a file.
    await page.click(`#files li[data-file="${opts.file}"]`);
    const original = await page.$eval('#source', (t) => t.value);
    const lines = original.split('\n');
    const broken = [...lines];
    broken[Number(opts['error-line']) - 1] = opts['error-text'];
    // 7. Typing while the engine works: the page draws a frame while a check runs (a check that
    // blocked the page would finish first), and each keystroke's handling is timed.
    await setText(page, broken.join('\n'));
    await page.waitForFunction(() => document.getElementById('status').dataset.state === 'busy', null, { timeout: TIMEOUT_MS });
    const frameWhileChecking = await page.evaluate(
      () => new Promise((done) => requestAnimationFrame(() => done(document.getElementById('status').dataset.state))),
    );
    const keystrokes = await page.evaluate(() => {
      // The page's own work for a keystroke: its input handler (the browser's editing of the
      // textarea itself is not the page's).
      const ta = document.getElementById('source');
      const times = [];
      for (let i = 0; i < 20; i++) {
        ta.value = i % 2 ? ta.value.slice(0, -1) : `${ta.value} `;
        const t0 = performance.now();
        ta.dispatchEvent(new Event('input', { bubbles: true }));
        times.push(performance.now() - t0);
      }
      return { max: Math.max(...times), mean: times.reduce((a, b) => a + b, 0) / times.length };
    });
    await settled(page, 'checked');
    const error = await page.$eval('#problems li.error', (li) => ({
      file: li.dataset.file, line: Number(li.dataset.line), col: Number(li.dataset.col),
      rendered: li.querySelector('pre.rendered').textContent,
    }));

    // 5. Fixed, then a shadowed entry.
    const shadowAt = Number(opts['shadow-line']);
    const shadowed = [...lines.slice(0, shadowAt), opts['shadow-text'], ...lines.slice(shadowAt)];
    await setText(page, shadowed.join('\n'));
    await settled(page, 'linted');
    const warnings = await page.$$eval(`#problems li[data-file="${opts.file}"][data-line="${shadowAt + 1}"]`, (lis) =>
      lis.map((li) => ({ check: li.dataset.check, severity: li.className, rendered: li.querySelector('pre.rendered').textContent })));
    const loadedWithShadow = await page.$eval('#status', (s) => s.dataset.errors);
    if (opts.screenshot) {
      // The picture of docs/editor.md: the shadowed entry found, its line shown.
      await page.click(`#problems li[data-check="shadowed"] .loc`);
      await page.screenshot({ path: opts.screenshot, fullPage: true });
    }

    // 6. Fixed again: the warnings at that line clear.
    await setText(page, original);
    await settled(page, 'linted');
    const after = await page.$$eval(`#problems li[data-file="${opts.file}"][data-line="${shadowAt + 1}"][data-check="shadowed"]`, (l) => l.length);
    const errorsAfter = await page.$eval('#status', (s) => Number(s.dataset.errors));

    // 8. A local file of the same name replaces the system's (as the file picker gives it),
    // and the fill proposals come one click away.
    const local = [...lines.slice(0, shadowAt), opts['shadow-text'], ...lines.slice(shadowAt)].join('\n');
    const baseName = opts.file.split('/').pop();
    await page.evaluate(() => { document.getElementById('status').dataset.phase = 'editing'; });
    await page.setInputFiles('#open-files', { name: baseName, mimeType: 'text/plain', buffer: Buffer.from(local) });
    await settled(page, 'linted');
    const opened = {
      current: await page.$eval('#files li.current', (li) => li.dataset.file),
      shadowed: await page.$$eval(`#problems li[data-file="${opts.file}"][data-line="${shadowAt + 1}"][data-check="shadowed"]`, (l) => l.length),
    };
    await page.click('#fill-button');
    await page.waitForSelector('#fills li', { timeout: TIMEOUT_MS });
    const fills = await page.$$eval('#fills li', (lis) => lis.map((li) => li.textContent));

    if (errors.length) throw new Error(`the page reported errors:\n  ${errors.join('\n  ')}`);
    return { timing, entries: status.text, meanings, tried, error, warnings, loadedWithShadow, shadowedAfterFix: after, errorsAfter, keystrokes, frameWhileChecking, opened, fills: fills.length, fill: fills[0] };
  } catch (e) {
    if (errors.length) e.message += `\nerrors in the page:\n  ${errors.join('\n  ')}`;
    throw e;
  } finally {
    await browser.close().catch(() => {});
    if (server) await new Promise((ok) => server.close(ok));
  }
}

try {
  console.log(JSON.stringify(await run(parseArgs(process.argv.slice(2)))));
} catch (e) {
  console.error(e.stack ?? String(e));
  process.exit(1);
}
