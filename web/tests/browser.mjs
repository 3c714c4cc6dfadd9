#!/usr/bin/env node
// Browser test of the bidbase web page (web/index.html) with bidbase.wasm.
//
//   node web/tests/browser.mjs --seed 1 --board 0 [--system 2over1] --screenshot /tmp/page.png
//
// Serves web/ from an in-process HTTP server on 127.0.0.1, opens the page in headless
// Chromium (Debian's /usr/bin/chromium, or $CHROMIUM) through playwright-core, chooses the
// system (SAYC unless --system), lets it bid the board, hovers a call and prints one JSON object:
//   { system, dealer, vulnerability, hands: {N, E, S, W}, auction: [...], hover: {index, call,
//     description}, box: {call: description} }
// Exits 0; or prints the error to stderr and exits 1 (including any console or page error).

import { launch, serve, waitFor, watchErrors, TIMEOUT_MS, WEB } from './harness.mjs';

function usage(message) {
  const text = 'usage: node web/tests/browser.mjs [--seed S] [--board I] [--system NAME] [--screenshot PATH]';
  const e = new Error(message ? `${message}\n${text}` : text);
  e.usage = true;
  return e;
}

function parseArgs(argv) {
  const opts = { seed: '1', board: '0', system: null, screenshot: null };
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i];
    const m = /^--(seed|board|system|screenshot)(?:=(.*))?$/.exec(a);
    if (!m) throw usage(`unknown argument '${a}'`);
    const value = m[2] ?? argv[++i];
    if (value === undefined) throw usage(`--${m[1]} needs a value`);
    opts[m[1]] = value;
  }
  if (!/^\d+$/.test(opts.seed)) throw usage(`--seed must be a whole number, not '${opts.seed}'`);
  if (!/^\d+$/.test(opts.board)) throw usage(`--board must be a whole number, not '${opts.board}'`);
  return opts;
}

async function run(opts) {
  const server = await serve(WEB);
  const browser = await launch();
  let errors = [];
  try {
    const page = await browser.newPage({ viewport: { width: 1100, height: 800 } });
    errors = watchErrors(page);

    const { port } = server.address();
    const url = `http://127.0.0.1:${port}/index.html?seed=${opts.seed}&board=${opts.board}&mode=all`;
    await page.goto(url, { waitUntil: 'load', timeout: TIMEOUT_MS });
    // The system, chosen as a user does: from the select, which deals the board again.
    if (opts.system) {
      await waitFor(page, '#bidding-box button[data-call="1NT"]', 'the bidding box');
      await page.selectOption('#system', opts.system);
      await page.waitForFunction(
        (name) => new URL(window.location.href).searchParams.get('system') === name,
        opts.system,
        { timeout: TIMEOUT_MS },
      );
    }
    const system = await page.$eval('#system', (s) => s.value);

    // The bidding box for the dealer, the auction empty.
    await waitFor(page, '#bidding-box button[data-call="1NT"]', 'the bidding box');
    const box = await page.$$eval('#bidding-box button[data-call]', (buttons) =>
      Object.fromEntries(
        buttons
          .filter((b) => !b.disabled || b.dataset.call === '1NT')
          .map((b) => [b.dataset.call, b.dataset.description ?? '']),
      ),
    );
    const before = await page.$$eval('#auction td.call', (cells) => cells.length);
    if (before !== 0) throw new Error(`the page bid ${before} calls before Bid was clicked`);

    // The system bids the board.
    await page.click('#bid-button');
    await waitFor(page, '#auction[data-complete="true"]', 'the end of the auction');

    const board = await page.$eval('#board-info', (e) => ({ ...e.dataset }));
    const hands = {};
    for (const seat of ['N', 'E', 'S', 'W']) {
      hands[seat] = await page.$eval(`#hand-${seat}`, (e) => e.dataset.hand ?? null);
      if (!hands[seat]) throw new Error(`#hand-${seat} shows no hand`);
    }
    const cells = await page.$$eval('#auction td.call', (tds) =>
      tds.map((td) => ({ index: Number(td.dataset.index), call: td.dataset.call, alert: td.classList.contains('alert') })),
    );
    cells.sort((a, b) => a.index - b.index);
    cells.forEach((c, i) => {
      if (c.index !== i) throw new Error(`the auction's call cells are numbered ${cells.map((x) => x.index).join(',')}`);
    });
    const auction = cells.map((c) => c.call);
    if (auction.length < 4) throw new Error(`the auction has ${auction.length} calls: ${auction.join(' ')}`);

    // Hover the first alerted call (or the first call) and read the tooltip.
    const target = cells.find((c) => c.alert) ?? cells[0];
    await page.hover(`#auction td.call[data-index="${target.index}"]`);
    await page.waitForSelector('#tooltip', { state: 'visible', timeout: TIMEOUT_MS });
    const description = await page.$eval('#tooltip', (t) => t.querySelector('.tip-description')?.textContent ?? '');
    const hover = { index: target.index, call: target.call, description };

    if (opts.screenshot) {
      await page.screenshot({ path: opts.screenshot, fullPage: true });
      if (!(await page.isVisible('#tooltip'))) throw new Error('the tooltip was gone when the screenshot was taken');
    }

    const status = await page.$eval('#status', (s) => (s.classList.contains('error') ? s.textContent.trim() : ''));
    if (status) errors.push(`#status: ${status}`);
    if (errors.length) throw new Error(`the page reported errors:\n  ${errors.join('\n  ')}`);

    return {
      system,
      dealer: board.dealer,
      vulnerability: board.vulnerability,
      hands,
      auction,
      hover,
      box,
    };
  } catch (e) {
    if (errors.length && !String(e.message).includes('reported errors')) {
      e.message += `\nerrors in the page:\n  ${errors.join('\n  ')}`;
    }
    throw e;
  } finally {
    await browser.close().catch(() => {});
    await new Promise((ok) => server.close(ok));
  }
}

try {
  const result = await run(parseArgs(process.argv.slice(2)));
  process.stdout.write(`${JSON.stringify(result)}\n`);
  process.exit(0);
} catch (e) {
  process.stderr.write(`browser test failed: ${e?.usage ? e.message : e?.stack ?? e}\n`);
  process.exit(1);
}
