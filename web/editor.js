// The bidbase system editor (editor.html, docs/editor.md): opens a built-in system's rule
// files (web/rules/, written by web/build.sh) or local .bb files, and lets the user browse the
// system as an auction tree, try hands, and edit the rules with `check` and `lint` run as he
// types. The engine (web/editor.wasm, the bidbase-editor crate) runs in a Web Worker
// (editor-worker.js), so typing is never blocked. No framework, no build.
//
// URL parameters: ?system=sayc (a built-in system of web/rules/index.json)&auction=1NT+Pass.

import { el } from './dom.js';

const $ = (id) => document.getElementById(id);
const CHECK_DELAY_MS = 350; // quiet time after a keystroke before the system is checked again
const LINT = { boards: 60, samples: 8, search: 120 }; // lint's effort while editing
// Lint's checks, the likeliest mistakes of an edit first.
const CHECK_ORDER = ['test-hand', 'shadowed', 'gap', 'forcing', 'description', 'runaway', 'similar', 'unreachable'];

const state = {
  systems: [], // web/rules/index.json
  files: new Map(), // name -> text, as edited
  original: new Map(), // name -> text, as opened
  root: '',
  current: '', // the file shown
  title: '',
  loaded: false, // a system is loaded in the engine
  problems: [], // { file, line, col, severity, message, rendered, check? }
  fills: [],
  auction: [], // calls of the browse position
  seq: 0, // the edit the engine works on; stale answers are dropped
  timer: 0,
};

// ---------------------------------------------------------------------------------------------
// The engine

const worker = new Worker(new URL('editor-worker.js', import.meta.url), { type: 'module' });
const pending = new Map();
let nextId = 1;
worker.onmessage = (ev) => {
  const { id, answer, error, ms } = ev.data;
  const p = pending.get(id);
  pending.delete(id);
  if (!p) return;
  if (error) p.reject(new Error(error));
  else p.resolve({ answer, ms });
};

/** Sends a request to the engine: `{ answer, ms }`. */
function engine(request) {
  return new Promise((resolve, reject) => {
    const id = nextId++;
    pending.set(id, { resolve, reject });
    worker.postMessage({ id, request });
  });
}

// ---------------------------------------------------------------------------------------------
// Small helpers


function status(text, kind = 'ok', data = {}) {
  const s = $('status');
  s.textContent = text;
  s.dataset.state = kind;
  for (const [k, v] of Object.entries(data)) s.dataset[k] = String(v);
}

function escapeHtml(t) {
  return t.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/** A link to `file:line:col` that opens the file there. */
function loc(file, line, col = 1) {
  return el('span', { class: 'loc', 'data-file': file, 'data-line': line, onclick: () => reveal(file, line, col) },
    `${file}:${line}:${col}`);
}

// ---------------------------------------------------------------------------------------------
// Files

async function openBuiltin(name) {
  const sys = state.systems.find((s) => s.name === name) ?? state.systems[0];
  status(`Opening ${sys.title}\u2026`, 'busy');
  const texts = await Promise.all(
    sys.files.map((f) =>
      fetch(`rules/${f}`).then((r) => {
        if (!r.ok) throw new Error(`rules/${f}: HTTP ${r.status} (run 'bash web/build.sh')`);
        return r.text();
      }),
    ),
  );
  setFiles(sys.files.map((f, i) => [f, texts[i]]), sys.root, sys.title);
  const url = new URL(window.location.href);
  url.searchParams.set('system', sys.name);
  window.history.replaceState(null, '', url);
}

/** Local files: each replaces the file of the same name, or (none matching) they become the system. */
async function openLocal(list) {
  const read = await Promise.all([...list].map(async (f) => [f.name, await f.text()]));
  const matching = read.filter(([name]) => matchName(name));
  if (matching.length === read.length && read.length > 0) {
    for (const [name, text] of read) state.files.set(matchName(name), text);
    selectFile(matchName(read[0][0]));
    scheduleCheck(0);
    return;
  }
  const root = read.find(([, t]) => /^\s*system\s+"/m.test(t))?.[0] ?? read[0]?.[0];
  if (!root) return;
  setFiles(read, root, root);
}

/** The file of the set with this name or this base name. */
function matchName(name) {
  if (state.files.has(name)) return name;
  return [...state.files.keys()].find((k) => k.split('/').pop() === name) ?? null;
}

function setFiles(list, root, title) {
  state.files = new Map(list);
  state.original = new Map(list);
  state.root = root;
  state.title = title;
  state.auction = [];
  renderFiles();
  selectFile(root);
  scheduleCheck(0);
}

function renderFiles() {
  const bad = new Set(state.problems.filter((p) => p.severity === 'error').map((p) => p.file));
  $('files').replaceChildren(
    ...[...state.files.keys()].map((name) =>
      el('li', {
        class: [name === state.current && 'current', state.files.get(name) !== state.original.get(name) && 'changed',
          bad.has(name) && 'bad'].filter(Boolean).join(' '),
        'data-file': name,
        onclick: () => selectFile(name),
        text: name,
      }),
    ),
  );
}

function selectFile(name) {
  state.current = name;
  $('source').value = state.files.get(name) ?? '';
  $('source').scrollTop = 0;
  $('file-name').textContent = name;
  renderFiles();
  highlight();
}

/** Opens `file` and puts the cursor at line:col. */
function reveal(file, line, col = 1) {
  if (!state.files.has(file)) return;
  if (state.current !== file) selectFile(file);
  const ta = $('source');
  const lines = ta.value.split('\n');
  let at = 0;
  for (let i = 0; i < Math.min(line - 1, lines.length); i++) at += lines[i].length + 1;
  at += Math.max(0, col - 1);
  ta.focus();
  ta.setSelectionRange(at, at);
  ta.scrollTop = Math.max(0, (line - 5) * 18);
  syncScroll();
  showCursor();
}

function download(name) {
  const blob = new Blob([state.files.get(name) ?? ''], { type: 'text/plain' });
  const a = el('a', { href: URL.createObjectURL(blob), download: name.split('/').pop() });
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(a.href), 1000);
}

// ---------------------------------------------------------------------------------------------
// The code area: a textarea over a highlighted copy

const KEYWORDS = /^(\s*)(system|base|include|convention|default|remove|replace|alias|block|use)\b/;
const CALL = /^([1-7](?:[CDHSNx]|NT|\{[a-z]\})|P|D|R|X|XX|Pass)(?=[\s@]|$)/;
// The tokens of an entry line after its call: strings, `field=` names, and the rest.
const TOKENS = /("[^"]*"?)|([A-Za-z_][A-Za-z_.{}0-9]*)(?==)|([^"A-Za-z_]+|[A-Za-z_][A-Za-z_.{}0-9]*)/g;

function span(cls, text) {
  return `<span class="${cls}">${escapeHtml(text)}</span>`;
}

/** One line of rules as HTML: comments, headers, keywords, the call, fields and strings. */
function highlightLine(line, mark) {
  let html;
  if (/^\s*#/.test(line)) html = span('hl-comment', line);
  else if (/^\s*(replace\s+|remove\s+)?\[/.test(line)) html = span('hl-header', line);
  else {
    const hash = line.search(/(^|\s)#/);
    let code = hash >= 0 ? line.slice(0, hash) : line;
    const comment = hash >= 0 ? line.slice(hash) : '';
    html = '';
    const kw = KEYWORDS.exec(code);
    const call = CALL.exec(code);
    if (kw) {
      html += escapeHtml(kw[1]) + span('hl-keyword', kw[2]);
      code = code.slice(kw[0].length);
    } else if (call) {
      html += span('hl-call', call[1]);
      code = code.slice(call[0].length);
    }
    for (const m of code.matchAll(TOKENS)) {
      if (m[1]) html += span('hl-string', m[1]);
      else if (m[2]) html += span('hl-key', m[2]);
      else html += escapeHtml(m[3]);
    }
    if (comment) html += span('hl-comment', comment);
  }
  return mark ? `<span class="hl-line-${mark}">${html || ' '}</span>` : html;
}

const LINE_PX = 18; // the code area's line height (editor.css)

/**
 * Highlights the lines in view (and a margin) of the open file: the highlighted copy holds only
 * those, moved under the textarea's scroll position, so a keystroke costs the same in a file of
 * any length.
 */
function highlight() {
  const ta = $('source');
  const marks = new Map();
  for (const p of state.problems) {
    if (p.file !== state.current) continue;
    if (p.severity === 'error' || !marks.has(p.line)) marks.set(p.line, p.severity);
  }
  const lines = ta.value.split('\n');
  const first = Math.max(0, Math.floor(ta.scrollTop / LINE_PX) - 20);
  const last = Math.min(lines.length, first + Math.ceil(ta.clientHeight / LINE_PX) + 40);
  const html = [];
  for (let i = first; i < last; i++) html.push(highlightLine(lines[i], marks.get(i + 1)));
  const inner = $('highlight-lines');
  inner.innerHTML = html.join('\n') + '\n';
  inner.dataset.first = String(first);
  inner.dataset.last = String(last);
  inner.dataset.lines = String(lines.length);
  place();
}

/** On scrolling: moves the highlighted lines, highlighting others when they come into view. */
function syncScroll() {
  const ta = $('source');
  const d = $('highlight-lines').dataset;
  const top = Math.floor(ta.scrollTop / LINE_PX);
  const bottom = Math.min(Number(d.lines ?? 0), top + Math.ceil(ta.clientHeight / LINE_PX));
  if (top < Number(d.first ?? 0) || bottom > Number(d.last ?? 0)) highlight();
  else place();
}

function place() {
  const ta = $('source');
  const inner = $('highlight-lines');
  inner.style.transform = `translate(${-ta.scrollLeft}px, ${Number(inner.dataset.first) * LINE_PX - ta.scrollTop}px)`;
}

function showCursor() {
  const ta = $('source');
  const before = ta.value.slice(0, ta.selectionStart);
  const line = before.split('\n').length;
  const col = before.length - before.lastIndexOf('\n');
  $('cursor').textContent = `line ${line}, column ${col}`;
}

// ---------------------------------------------------------------------------------------------
// Check and lint as the user types

function scheduleCheck(delay = CHECK_DELAY_MS) {
  clearTimeout(state.timer);
  state.timer = setTimeout(() => runCheck().catch(fail), delay);
}

async function runCheck() {
  const seq = ++state.seq;
  const started = performance.now();
  status('Checking\u2026', 'busy');
  const files = Object.fromEntries(state.files);
  const { answer: load, ms: loadMs } = await engine({ op: 'load', root: state.root, files });
  if (seq !== state.seq) return;
  if (load.error) throw new Error(load.error);
  if (!load.ok) {
    state.loaded = false;
    state.problems = load.diagnostics;
    state.fills = [];
    renderProblems();
    const errors = load.diagnostics.filter((d) => d.severity === 'error').length;
    status(`${state.title}: ${errors} error${errors === 1 ? '' : 's'}: the rules do not load`, 'error', {
      phase: 'loaded', loaded: 'false', errors,
    });
    return;
  }
  state.loaded = true;
  const { answer: check, ms: checkMs } = await engine({ op: 'check' });
  if (seq !== state.seq) return;
  state.problems = [...load.diagnostics, ...check.failures];
  renderProblems();
  const total = loadMs + checkMs;
  const head = `${load.system}: ${load.entries.toLocaleString('en')} entries in ${load.sections.toLocaleString('en')} sections`;
  status(`${head} \u00b7 loaded and checked in ${(total / 1000).toFixed(2)} s \u00b7 test hands ${check.passed}/${check.tested} \u00b7 linting\u2026`,
    check.failures.length ? 'error' : 'ok',
    { phase: 'checked', loaded: 'true', loadMs: Math.round(loadMs), checkMs: Math.round(checkMs),
      wallMs: Math.round(performance.now() - started), errors: check.failures.length });
  // The edited system replaces the old one for browsing and trying.
  Promise.all([refreshBrowse(), tryHand()]).catch(fail);
  const { answer: lint, ms: lintMs } = await engine({ op: 'lint', ...LINT });
  if (seq !== state.seq) return;
  const seen = new Set(state.problems.map((p) => `${p.file}:${p.line}:${p.message ?? p.rendered}`));
  for (const f of lint.findings) {
    if (f.check === 'test-hand' && seen.has(`${f.file}:${f.line}:${f.message}`)) continue;
    state.problems.push(f);
  }
  renderProblems();
  const errors = state.problems.filter((p) => p.severity === 'error').length;
  const warnings = state.problems.length - errors;
  status(`${head} \u00b7 loaded and checked in ${(total / 1000).toFixed(2)} s \u00b7 test hands ${check.passed}/${check.tested} \u00b7 ${errors} errors, ${warnings} warnings (lint ${(lintMs / 1000).toFixed(1)} s)`,
    errors ? 'error' : 'ok', { phase: 'linted', errors, warnings });
}

function renderProblems() {
  const order = { error: 0, warning: 1 };
  const rank = (p) => CHECK_ORDER.indexOf(p.check ?? 'test-hand');
  const sorted = [...state.problems].sort((a, b) => order[a.severity] - order[b.severity]
    || (b.file === state.current) - (a.file === state.current) || rank(a) - rank(b));
  const shown = sorted.slice(0, 300);
  $('problems').replaceChildren(
    ...shown.map((p) =>
      el('li', { class: p.severity, 'data-file': p.file, 'data-line': p.line, 'data-col': p.col, 'data-check': p.check ?? 'check' },
        loc(p.file, p.line, p.col), ' ', el('span', { class: p.severity, text: p.check ? `${p.check}: ` : '' }),
        el('span', { class: 'message', text: firstLine(p.rendered ?? p.message) }),
        el('pre', { class: 'rendered', hidden: true, text: p.rendered ?? p.message })),
    ),
  );
  const errors = state.problems.filter((p) => p.severity === 'error').length;
  $('problem-count').textContent = `${errors} errors, ${state.problems.length - errors} warnings${state.problems.length > shown.length ? ` (first ${shown.length} listed)` : ''}`;
  renderFiles();
  highlight();
}

function firstLine(t) {
  return (t ?? '').split('\n')[0];
}

async function proposeFills() {
  if (!state.loaded) return;
  status('Proposing test hands\u2026', 'busy');
  const { answer } = await engine({ op: 'lint', ...LINT, fill: true });
  state.fills = answer.fills ?? [];
  $('fills').replaceChildren(
    ...state.fills.slice(0, 200).map((f) =>
      el('li', {}, loc(f.file, f.line, f.col), ` ${f.call}: test=${f.test} (fewest HCP) `,
        el('button', { type: 'button', onclick: () => insertTest(f, f.test), text: 'Insert' }),
        ` Auto-Fill: test=${f.editor} `,
        el('button', { type: 'button', onclick: () => insertTest(f, f.editor), text: 'Insert' })),
    ),
  );
  status(`${state.fills.length} test hands proposed: the fewest HCP found, and the Editor's Auto-Fill (the worst hand, spots from the 2 up)`, 'ok');
}

/** Adds `test=HAND` at the end of the entry's first line. */
function insertTest(f, hand) {
  const lines = (state.files.get(f.file) ?? '').split('\n');
  if (!lines[f.line - 1]) return;
  lines[f.line - 1] = `${lines[f.line - 1].replace(/\s+$/, '')} test=${hand}`;
  state.files.set(f.file, lines.join('\n'));
  if (state.current === f.file) $('source').value = state.files.get(f.file);
  reveal(f.file, f.line);
  scheduleCheck(0);
}

// ---------------------------------------------------------------------------------------------
// Browse

function table() {
  return { auction: state.auction.join(' '), dealer: $('dealer').value, vul: $('vul').value };
}

async function refreshBrowse() {
  if (!state.loaded) return;
  $('auction').value = state.auction.join(' ');
  renderPath();
  const { answer } = await engine({ op: 'calls', ...table() });
  if (answer.error) {
    $('calls').replaceChildren(el('li', { class: 'none', text: answer.error }));
    return;
  }
  $('calls').replaceChildren(
    ...(answer.over ? [el('li', { class: 'none', text: 'The auction has ended.' })] : []),
    ...answer.calls.map((c) => callItem(c)),
  );
  $('chain').replaceChildren(
    ...answer.chain.map((s) => el('li', {}, `[${s.header}] ${s.layer} `, loc(s.file, s.line, s.col))),
  );
  $('calls').dataset.auction = state.auction.join(' ');
}

function callItem(c) {
  const e = c.entry;
  const tags = [];
  if (e?.convention) tags.push(e.convention);
  if (c.forcing && c.forcing !== 'no') tags.push(`forcing ${c.forcing}`);
  const alert = e?.alert ? el('span', { class: 'alert', text: 'alert' }) : e?.announce ? el('span', { class: 'alert', text: 'announce' }) : null;
  return el('li', { class: c.text == null ? 'none' : '', 'data-call': c.call, 'data-text': c.text ?? '' },
    el('button', { type: 'button', class: 'call', 'data-call': c.call, onclick: guarded(() => { state.auction.push(c.call); return Promise.all([refreshBrowse(), tryHand()]); }), text: c.call }),
    c.text == null ? '(no entry)' : c.text,
    tags.length ? el('span', { class: 'tags', text: ` [${tags.join('; ')}]` }) : null, alert ? ' ' : null, alert,
    e ? el('span', {}, ' ', loc(e.file, e.line)) : null,
    c.entries.length ? el('details', {}, el('summary', { text: `${c.entries.length} entr${c.entries.length === 1 ? 'y' : 'ies'} can make it` }),
      ...c.entries.map((x) => el('div', {}, loc(x.file, x.line, x.col), el('pre', { text: x.source })))) : null);
}

function renderPath() {
  const crumbs = [el('button', { type: 'button', onclick: guarded(() => { state.auction = []; return Promise.all([refreshBrowse(), tryHand()]); }), text: 'start' })];
  state.auction.forEach((c, i) => crumbs.push(el('button', {
    type: 'button', onclick: guarded(() => { state.auction = state.auction.slice(0, i + 1); return Promise.all([refreshBrowse(), tryHand()]); }), text: c,
  })));
  $('path').replaceChildren(...crumbs);
}

// ---------------------------------------------------------------------------------------------
// Try

async function tryHand() {
  const hand = $('hand').value.trim();
  if (!hand || !state.loaded) {
    $('try').replaceChildren();
    $('trace').replaceChildren();
    return;
  }
  const { answer } = await engine({ op: 'bid', hand, ...table() });
  if (answer.error) {
    $('try').replaceChildren(el('span', { class: 'error', text: answer.error }));
    $('trace').replaceChildren();
    return;
  }
  const e = answer.entry;
  $('try').replaceChildren(
    el('div', { id: 'try-call', 'data-call': answer.call ?? '', 'data-file': e?.file ?? '', 'data-line': e?.line ?? '' },
      el('strong', { text: answer.call ?? 'no entry (Pass)' }), answer.shows ? ` \u2014 ${answer.shows}` : '',
      e ? el('span', {}, ' by ', loc(e.file, e.line)) : null),
    e ? el('pre', { text: e.source }) : null,
  );
  $('trace').replaceChildren(
    ...answer.trace.map((t) => el('li', {}, `[${t.section?.header ?? ''}] ${t.section?.layer ?? ''} `,
      t.section ? loc(t.section.file, t.section.line, t.section.col) : null,
      el('ul', {}, ...t.entries.map((x) => el('li', {}, loc(x.file, x.line, x.col), ` ${x.call} `,
        x.reasons.length ? el('span', { class: 'reasons', text: `\u2014 ${x.reasons.join('; ')}` }) : el('strong', { text: '\u2014 matches' })))))),
  );
}

function randomHand() {
  const deck = [];
  for (const s of [0, 1, 2, 3]) for (const r of 'AKQJT98765432') deck.push([s, r]);
  for (let i = deck.length - 1; i > 0; i--) {
    const j = Math.floor(Math.random() * (i + 1));
    [deck[i], deck[j]] = [deck[j], deck[i]];
  }
  const order = 'AKQJT98765432';
  const suits = [[], [], [], []];
  for (const [s, r] of deck.slice(0, 13)) suits[s].push(r);
  return suits.map((cards) => cards.sort((a, b) => order.indexOf(a) - order.indexOf(b)).join('')).join('.');
}

// ---------------------------------------------------------------------------------------------
// Setup

/** Shows an error in the status line. */
function fail(e) {
  status(String(e?.message ?? e), 'error');
}

/** `f` with its errors (thrown or rejected) shown in the status line. */
function guarded(f) {
  return (...args) => Promise.resolve().then(() => f(...args)).catch(fail);
}

function setup() {
  const ta = $('source');
  ta.addEventListener('input', () => {
    state.files.set(state.current, ta.value);
    highlight();
    showCursor();
    scheduleCheck();
  });
  ta.addEventListener('scroll', syncScroll);
  ta.addEventListener('click', showCursor);
  ta.addEventListener('keyup', showCursor);
  $('system').addEventListener('change', guarded(() => openBuiltin($('system').value)));
  $('open-files').addEventListener('change', guarded((ev) => openLocal(ev.target.files)));
  $('code').addEventListener('dragover', (ev) => ev.preventDefault());
  $('code').addEventListener('drop', guarded((ev) => { ev.preventDefault(); return openLocal(ev.dataTransfer.files); }));
  $('download').addEventListener('click', () => download(state.current));
  $('download-all').addEventListener('click', () => {
    for (const name of state.files.keys()) if (state.files.get(name) !== state.original.get(name)) download(name);
  });
  $('fill-button').addEventListener('click', guarded(proposeFills));
  $('problems').addEventListener('click', (ev) => {
    const li = ev.target.closest('li');
    if (li && !ev.target.classList.contains('loc')) li.querySelector('pre.rendered')?.toggleAttribute('hidden');
  });
  const browse = guarded(() => {
    const text = $('auction').value.trim();
    state.auction = text ? text.split(/[\s-]+/) : [];
    return Promise.all([refreshBrowse(), tryHand()]);
  });
  $('auction').addEventListener('change', browse);
  $('dealer').addEventListener('change', browse);
  $('vul').addEventListener('change', browse);
  $('hand').addEventListener('change', guarded(tryHand));
  $('random-hand').addEventListener('click', guarded(() => { $('hand').value = randomHand(); return tryHand(); }));
}

async function main() {
  setup();
  const index = await fetch('rules/index.json').then((r) => {
    if (!r.ok) throw new Error(`rules/index.json: HTTP ${r.status} (run 'bash web/build.sh')`);
    return r.json();
  });
  state.systems = index.systems;
  $('system').replaceChildren(...state.systems.map((s) => el('option', { value: s.name, text: s.title })));
  const params = new URLSearchParams(window.location.search);
  const name = state.systems.some((s) => s.name === params.get('system')) ? params.get('system') : state.systems[0].name;
  $('system').value = name;
  if (params.get('auction')) state.auction = params.get('auction').split(/[\s-]+/);
  await openBuiltin(name);
}

main().catch(fail);
