#!/usr/bin/env node
// Browser test of the bidbase web page (web/index.html) with bidbase.wasm.
//
//   node web/tests/browser.mjs --seed 1 --board 0 --screenshot /tmp/page.png
//
// Serves web/ from an in-process HTTP server on 127.0.0.1, opens the page in headless
// Chromium (Debian's /usr/bin/chromium, or $CHROMIUM) through playwright-core, lets SAYC bid
// the board, hovers a call and prints one JSON object:
//   { dealer, vulnerability, hands: {N, E, S, W}, auction: [...], hover: {index, call,
//     description}, box: {call: description} }
// Exits 0; or prints the error to stderr and exits 1 (including any console or page error).

import { createServer } from 'node:http';
import { readFile, stat } from 'node:fs/promises';
import { dirname, extname, join, normalize, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';

const WEB = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const TIMEOUT_MS = 60_000; // each wait; loading and bidding take well under a second
const MIME = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.wasm': 'application/wasm',
  '.json': 'application/json; charset=utf-8',
  '.png': 'image/png',
  '.svg': 'image/svg+xml',
  '.ico': 'image/x-icon',
  '.txt': 'text/plain; charset=utf-8',
};

function usage(message) {
  const text = 'usage: node web/tests/browser.mjs [--seed S] [--board I] [--screenshot PATH]';
  const e = new Error(message ? `${message}\n${text}` : text);
  e.usage = true;
  return e;
}

function parseArgs(argv) {
  const opts = { seed: '1', board: '0', screenshot: null };
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i];
    const m = /^--(seed|board|screenshot)(?:=(.*))?$/.exec(a);
    if (!m) throw usage(`unknown argument '${a}'`);
    const value = m[2] ?? argv[++i];
    if (value === undefined) throw usage(`--${m[1]} needs a value`);
    opts[m[1]] = value;
  }
  if (!/^\d+$/.test(opts.seed)) throw usage(`--seed must be a whole number, not '${opts.seed}'`);
  if (!/^\d+$/.test(opts.board)) throw usage(`--board must be a whole number, not '${opts.board}'`);
  return opts;
}

/** A static server of web/ on 127.0.0.1 and a free port. */
async function serve(root) {
  const server = createServer(async (req, res) => {
    try {
      const path = decodeURIComponent(new URL(req.url, 'http://localhost').pathname);
      let file = normalize(join(root, path));
      if (file !== root && !file.startsWith(root + sep)) {
        res.writeHead(403).end('forbidden');
        return;
      }
      if ((await stat(file).catch(() => null))?.isDirectory()) file = join(file, 'index.html');
      const body = await readFile(file);
      res.writeHead(200, {
        'Content-Type': MIME[extname(file).toLowerCase()] ?? 'application/octet-stream',
        'Content-Length': body.length,
        'Cache-Control': 'no-store',
      });
      res.end(req.method === 'HEAD' ? undefined : body);
    } catch (e) {
      res.writeHead(e.code === 'ENOENT' ? 404 : 500, { 'Content-Type': 'text/plain' }).end(String(e.message));
    }
  });
  await new Promise((ok, fail) => {
    server.once('error', fail);
    server.listen(0, '127.0.0.1', ok);
  });
  return server;
}

/** Waits for `selector` (state `state`), failing at once when the page shows an error. */
async function waitFor(page, selector, what, state = 'attached') {
  const error = page
    .waitForSelector('#status.error', { timeout: TIMEOUT_MS })
    .then(async (s) => {
      throw new Error(`the page shows an error while waiting for ${what}: ${(await s.textContent()).trim()}`);
    });
  error.catch(() => {}); // losing the race must not reject unhandled
  await Promise.race([page.waitForSelector(selector, { state, timeout: TIMEOUT_MS }), error]);
}

async function run(opts) {
  const server = await serve(WEB);
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM || '/usr/bin/chromium',
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
  const errors = [];
  try {
    const page = await browser.newPage({ viewport: { width: 1100, height: 800 } });
    page.on('console', (msg) => {
      if (msg.type() === 'error') errors.push(`console error: ${msg.text()}`);
    });
    page.on('pageerror', (e) => errors.push(`page error: ${e.message}`));
    page.on('requestfailed', (r) => errors.push(`request failed: ${r.url()} ${r.failure()?.errorText ?? ''}`));
    page.on('response', (r) => {
      if (r.status() >= 400) errors.push(`HTTP ${r.status()}: ${r.url()}`);
    });

    const { port } = server.address();
    const url = `http://127.0.0.1:${port}/index.html?seed=${opts.seed}&board=${opts.board}&mode=all`;
    await page.goto(url, { waitUntil: 'load', timeout: TIMEOUT_MS });

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

    // SAYC bids the board.
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
