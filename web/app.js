// The bidbase web page: deals a seeded board and bids it with a built-in system (SAYC or 2/1
// Game Forcing), all of it computed by bidbase compiled to WebAssembly (bidbase.js is the only
// API used). No framework, no build.
//
// URL parameters: ?seed=7&board=3&mode=all&system=sayc (mode `all`: the system bids all four
// seats; `south`: you bid South and the system the other three seats; system `sayc` or
// `2over1`).

import { load } from './bidbase.js';
import { el } from './dom.js';

const SEATS = ['N', 'E', 'S', 'W'];
const SEAT_NAMES = { N: 'North', E: 'East', S: 'South', W: 'West' };
const COLUMNS = ['W', 'N', 'E', 'S']; // the auction table's columns
const SUITS = [
  { key: 'S', symbol: '\u2660', name: 'spades' },
  { key: 'H', symbol: '\u2665', name: 'hearts' },
  { key: 'D', symbol: '\u2666', name: 'diamonds' },
  { key: 'C', symbol: '\u2663', name: 'clubs' },
];
const STRAINS = {
  C: { symbol: '\u2663', name: 'clubs' },
  D: { symbol: '\u2666', name: 'diamonds' },
  H: { symbol: '\u2665', name: 'hearts' },
  S: { symbol: '\u2660', name: 'spades' },
  N: { symbol: 'NT', name: 'notrump' },
};
const VUL_SEATS = { None: [], NS: ['N', 'S'], EW: ['E', 'W'], All: ['N', 'E', 'S', 'W'] };
const VUL_TEXT = { None: 'None vulnerable', NS: 'N-S vulnerable', EW: 'E-W vulnerable', All: 'Both vulnerable' };
const HCP = { A: 4, K: 3, Q: 2, J: 1 };
const NO_ENTRY_TEXT = 'no entry: natural guess';
const MAX_CALLS = 320; // more than any legal auction has
// The systems the page offers: the built-in systems of the standard deck, by their C ABI name.
const SYSTEMS = { sayc: 'SAYC', '2over1': '2/1' };

const $ = (id) => document.getElementById(id);

const state = {
  lib: null,
  system: null, // the open system
  systemName: 'sayc', // its key in SYSTEMS
  seed: '1',
  index: 0,
  mode: 'all',
  board: null, // { board, dealer, vulnerability, hands }
  calls: [], // PBN texts as bid, with their @ annotations
  meanings: [], // describeAt for each call (null: no entry)
  box: new Map(), // legal call -> meaning (null: no entry), for the current turn
};

// ---------------------------------------------------------------------------------------------
// Small helpers


/** The call without its `@` annotation: `4NT@40` -> `4NT`. */
function plainCall(text) {
  return String(text).split('@')[0];
}

/** A call for display, suit symbols coloured: `1H` -> 1♥, `2NT`, Pass, X, XX. */
function callNode(text) {
  const t = plainCall(text);
  const m = /^([1-7])(NT|N|C|D|H|S)$/i.exec(t);
  if (!m) return el('span', { class: `call-text ${t === 'Pass' ? 'pass' : 'double'}`, text: t });
  const strain = STRAINS[m[2][0].toUpperCase()];
  return el('span', { class: 'call-text' }, m[1], el('span', { class: `strain ${strain.name}`, text: strain.symbol }));
}

/** A contract for display: `4SX` -> 4♠X. */
function contractNode(text) {
  const m = /^([1-7])(NT|N|C|D|H|S)(X{0,2})$/i.exec(text);
  if (!m) return document.createTextNode(text);
  const strain = STRAINS[m[2][0].toUpperCase()];
  return el('span', { class: 'call-text' }, m[1], el('span', { class: `strain ${strain.name}`, text: strain.symbol }), m[3]);
}

function handHcp(pbn) {
  return [...pbn].reduce((n, c) => n + (HCP[c] ?? 0), 0);
}

/** The tooltip lines of a meaning: convention, alert/announce line, description. */
function tooltipLines(meaning) {
  if (!meaning) return [{ cls: 'tip-none', text: NO_ENTRY_TEXT }];
  const lines = [];
  if (meaning.convention) lines.push({ cls: 'tip-convention', text: meaning.convention });
  if (meaning.alert || meaning.announce) {
    const word = meaning.alert ? 'Alert' : 'Announce';
    lines.push({ cls: 'tip-disclosure', text: meaning.disclosure ? `${word}: ${meaning.disclosure}` : word });
  }
  if (meaning.description) lines.push({ cls: 'tip-description', text: meaning.description });
  return lines;
}

function tooltipText(meaning) {
  return tooltipLines(meaning).map((l) => l.text).join('\n');
}

function isAlerted(meaning) {
  return Boolean(meaning && (meaning.alert || meaning.announce));
}

// ---------------------------------------------------------------------------------------------
// Status and errors: never let an exception vanish.

function showError(e) {
  const message = e instanceof Error ? `${e.name === 'Error' ? '' : `${e.name}: `}${e.message}` : String(e);
  const status = $('status');
  status.textContent = message;
  status.className = 'status error';
  console.error(e);
}

function showInfo(text) {
  const status = $('status');
  status.textContent = text;
  status.className = text ? 'status info' : 'status';
}

function guarded(f) {
  return (...args) => {
    try {
      const r = f(...args);
      if (r && typeof r.catch === 'function') r.catch(showError);
    } catch (e) {
      showError(e);
    }
  };
}

window.addEventListener('error', (ev) => showError(ev.error ?? ev.message));
window.addEventListener('unhandledrejection', (ev) => showError(ev.reason));

// ---------------------------------------------------------------------------------------------
// The game

function auctionState() {
  const b = state.board;
  return state.lib.auction(state.calls, b.dealer, b.vulnerability);
}

function readInputs() {
  const seed = $('seed').value.trim();
  const index = $('board').value.trim();
  if (!/^\d+$/.test(seed)) throw new Error(`The seed must be a whole number, 0 or more${seed ? `, not '${seed}'` : ''}.`);
  if (!/^\d+$/.test(index)) throw new Error(`The board index must be a whole number, 0 or more${index ? `, not '${index}'` : ''}.`);
  if (BigInt(seed) >= 2n ** 64n) throw new Error('The seed must be less than 2^64.');
  state.seed = seed;
  state.index = Number(index);
  state.mode = $('mode').value === 'south' ? 'south' : 'all';
  const name = $('system').value in SYSTEMS ? $('system').value : 'sayc';
  if (name !== state.systemName || !state.system) {
    const opened = state.lib.open(name);
    if (state.system) state.system.close();
    state.system = opened;
    state.systemName = name;
    $('version').textContent = `bidbase ${state.lib.version()} \u00b7 ${SYSTEMS[name]}`;
  }
}

/** The open system's short name, for the texts: SAYC or 2/1. */
function systemLabel() {
  return SYSTEMS[state.systemName];
}

function updateUrl() {
  const url = new URL(window.location.href);
  url.searchParams.set('seed', state.seed);
  url.searchParams.set('board', String(state.index));
  url.searchParams.set('mode', state.mode);
  url.searchParams.set('system', state.systemName);
  window.history.replaceState(null, '', url);
}

/** Deals the board of the inputs, with an empty auction (south mode: bids up to South). */
function deal() {
  readInputs();
  showInfo('');
  state.board = state.lib.deal(state.seed, state.index);
  state.calls = [];
  state.meanings = [];
  updateUrl();
  if (state.mode === 'south') autoBid();
  render();
}

/** The system makes the call of the seat to bid now (Pass when no entry matches). */
function systemBids() {
  const b = state.board;
  const turn = auctionState();
  if (turn.over) return;
  const chosen = state.system.bid(b.hands[turn.nextSeat], state.calls, b.dealer, b.vulnerability);
  const call = chosen ? chosen.call : 'Pass';
  if (!turn.legal.includes(plainCall(call))) {
    throw new Error(`${systemLabel()} chose ${call} for ${SEAT_NAMES[turn.nextSeat]}, which is not legal after '${state.calls.join(' ')}'.`);
  }
  append(call, chosen);
}

/**
 * Appends `call` (PBN, with any annotation) to the auction and records its meaning: the entry
 * the system chose it by (`chosen`, from bid()), else what the call showed where it was made.
 */
function append(call, chosen = null) {
  const b = state.board;
  state.calls.push(call);
  state.meanings.push(chosen ?? state.system.describeAt(state.calls, b.dealer, b.vulnerability, state.calls.length - 1));
}

/** In south mode, the system bids every seat but South until South is to call or the auction ends. */
function autoBid() {
  for (let guard = 0; guard < MAX_CALLS; guard++) {
    const turn = auctionState();
    if (turn.over || (state.mode === 'south' && turn.nextSeat === 'S')) return;
    systemBids();
  }
  throw new Error('The auction did not end.');
}

/** The Bid button: all mode, the system bids the whole auction; south mode, it makes South's call. */
function bidButton() {
  if (!state.board) return;
  if (state.mode === 'all') {
    if (auctionState().over) {
      state.calls = [];
      state.meanings = [];
    }
    for (let guard = 0; guard < MAX_CALLS && !auctionState().over; guard++) systemBids();
    if (!auctionState().over) throw new Error('The auction did not end.');
  } else {
    const turn = auctionState();
    if (!turn.over && turn.nextSeat === 'S') systemBids();
    autoBid();
  }
  render();
}

/** A call from the bidding box (or the list of meanings) for the seat to bid. */
function playerCall(call) {
  const turn = auctionState();
  if (turn.over) return;
  if (state.mode === 'south' && turn.nextSeat !== 'S') return;
  if (!turn.legal.includes(call)) throw new Error(`${call} is not legal here.`);
  append(call);
  if (state.mode === 'south') autoBid();
  render();
}

// ---------------------------------------------------------------------------------------------
// Rendering

function render() {
  const turn = auctionState();
  renderHands(turn);
  renderBoardInfo(turn);
  renderAuction(turn);
  renderContract(turn);
  renderBox(turn);
  renderSummary(turn);
  $('bid-button').textContent = state.mode === 'south' ? 'Bid for me' : 'Bid';
  $('bid-button').title =
    state.mode === 'south' ? `${systemLabel()} makes South's call` : `${systemLabel()} bids the whole auction`;
  $('mode').options[0].textContent = `${systemLabel()} bids all four seats`;
  hideTooltip();
}

function renderHands(turn) {
  const b = state.board;
  const vul = VUL_SEATS[b.vulnerability];
  for (const seat of SEATS) {
    const box = $(`hand-${seat}`);
    const shown = state.mode === 'all' || seat === 'S' || turn.over;
    const pbn = b.hands[seat];
    box.replaceChildren();
    box.classList.toggle('to-call', !turn.over && turn.nextSeat === seat);
    box.classList.toggle('vulnerable', vul.includes(seat));
    const head = el('div', { class: 'hand-head' },
      el('span', { class: 'seat-name', text: SEAT_NAMES[seat] }),
      seat === b.dealer ? el('span', { class: 'badge dealer', text: 'Dealer', title: 'Dealer' }) : null,
      vul.includes(seat) ? el('span', { class: 'badge vul', text: 'Vul', title: 'Vulnerable' }) : null,
      shown ? el('span', { class: 'hcp', text: `${handHcp(pbn)} HCP` }) : null,
    );
    box.append(head);
    if (shown) {
      box.dataset.hand = pbn;
      const holdings = pbn.split('.');
      SUITS.forEach((suit, i) => {
        const cards = holdings[i] ?? '';
        box.append(el('div', { class: 'suit-row' },
          el('span', { class: `strain ${suit.name}`, text: suit.symbol, 'aria-label': suit.name }),
          el('span', { class: 'cards', text: cards ? [...cards].map((c) => (c === 'T' ? '10' : c)).join(' ') : '\u2014' }),
        ));
      });
    } else {
      delete box.dataset.hand;
      box.append(el('div', { class: 'hidden-hand', text: 'hidden until the auction ends' }));
    }
  }
}

function renderBoardInfo(turn) {
  const b = state.board;
  const info = $('board-info');
  info.dataset.board = String(b.board);
  info.dataset.dealer = b.dealer;
  info.dataset.vulnerability = b.vulnerability;
  info.replaceChildren(
    el('div', { class: 'board-number' }, el('span', { class: 'label', text: 'Board' }), el('strong', { text: String(b.board) })),
    el('div', { class: 'board-line' }, 'Dealer ', el('strong', { id: 'dealer', text: SEAT_NAMES[b.dealer] })),
    el('div', { class: `board-line vul-${b.vulnerability}` }, el('strong', { id: 'vulnerability', text: VUL_TEXT[b.vulnerability] })),
    el('div', { class: 'board-seed', text: `seed ${state.seed} \u00b7 index ${state.index}` }),
    el('div', { class: 'board-turn', text: turn.over ? 'Auction over' : `${SEAT_NAMES[turn.nextSeat]} to call` }),
  );
}

function renderAuction(turn) {
  const b = state.board;
  const table = $('auction');
  const vul = VUL_SEATS[b.vulnerability];
  const head = el('tr', {}, COLUMNS.map((s) =>
    el('th', { class: vul.includes(s) ? 'vul' : null, scope: 'col', title: `${SEAT_NAMES[s]}${vul.includes(s) ? ' (vulnerable)' : ''}` }, s)));
  const rows = [];
  let row = el('tr');
  const pad = COLUMNS.indexOf(b.dealer);
  for (let i = 0; i < pad; i++) row.append(el('td', { class: 'empty' }));
  let col = pad;
  const place = (cell) => {
    if (col === 4) {
      rows.push(row);
      row = el('tr');
      col = 0;
    }
    row.append(cell);
    col++;
  };
  state.calls.forEach((call, i) => {
    const meaning = state.meanings[i];
    const alerted = isAlerted(meaning);
    place(el('td', {
      class: `call${alerted ? ' alert' : ''}${meaning ? '' : ' no-entry'}`,
      'data-index': i,
      'data-call': call,
      'aria-label': `${plainCall(call)}: ${tooltipText(meaning).replace(/\n/g, '; ')}`,
    }, callNode(call), alerted ? el('sup', { class: 'alert-mark', text: '!' }) : null));
  });
  if (!turn.over) place(el('td', { class: 'next', text: '?' }));
  if (row.children.length) {
    while (row.children.length < 4) row.append(el('td', { class: 'empty' }));
    rows.push(row);
  }
  table.replaceChildren(el('thead', {}, head), el('tbody', {}, rows));
  if (turn.over) table.setAttribute('data-complete', 'true');
  else table.removeAttribute('data-complete');
}

function renderContract(turn) {
  const c = $('contract');
  c.replaceChildren();
  delete c.dataset.contract;
  delete c.dataset.declarer;
  c.className = 'contract';
  if (!turn.over) return;
  if (!turn.contract) {
    c.dataset.contract = 'Passed out';
    c.classList.add('shown');
    c.append(el('span', { class: 'contract-label', text: 'Final contract' }), el('strong', { text: 'Passed out' }));
    return;
  }
  c.dataset.contract = turn.contract;
  c.dataset.declarer = turn.declarer ?? '';
  c.classList.add('shown');
  c.append(
    el('span', { class: 'contract-label', text: 'Final contract' }),
    el('strong', {}, contractNode(turn.contract), ` by ${SEAT_NAMES[turn.declarer] ?? '?'}`),
  );
}

function renderBox(turn) {
  const panel = $('box-panel');
  const boxEl = $('bidding-box');
  const list = $('legal-list');
  state.box = new Map();
  panel.hidden = turn.over;
  if (turn.over) {
    boxEl.replaceChildren();
    list.replaceChildren();
    return;
  }
  const b = state.board;
  const mine = state.mode === 'all' || turn.nextSeat === 'S';
  for (const { call, meaning } of state.system.legalCalls(state.calls, b.dealer, b.vulnerability)) {
    state.box.set(call, meaning);
  }
  $('box-title').textContent = `Bidding box \u00b7 ${SEAT_NAMES[turn.nextSeat]} to call`;

  const button = (call) => {
    const legal = state.box.has(call);
    const meaning = state.box.get(call) ?? null;
    return el('button', {
      type: 'button',
      class: `bid${isAlerted(meaning) ? ' alert' : ''}${legal && !meaning ? ' no-entry' : ''}`,
      'data-call': call,
      'data-description': meaning ? meaning.description : '',
      'aria-label': legal ? `${call}: ${tooltipText(meaning).replace(/\n/g, '; ')}` : `${call}: not legal`,
      disabled: !legal || !mine,
    }, callNode(call));
  };
  const grid = el('div', { class: 'bids' });
  for (let level = 1; level <= 7; level++) {
    for (const s of ['C', 'D', 'H', 'S', 'NT']) grid.append(button(`${level}${s}`));
  }
  const others = el('div', { class: 'others' }, button('Pass'), button('X'), button('XX'));
  others.children[0].classList.add('pass');
  others.children[1].classList.add('double');
  others.children[2].classList.add('redouble');
  boxEl.replaceChildren(grid, others);

  list.replaceChildren();
  for (const [call, meaning] of state.box) {
    if (!meaning) continue;
    const alerted = isAlerted(meaning);
    const extra = tooltipLines(meaning).filter((l) => l.cls !== 'tip-description');
    list.append(el('li', { class: `${alerted ? 'alert' : ''}${mine ? ' playable' : ''}`, 'data-call': call, tabIndex: mine ? 0 : -1 },
      el('span', { class: 'legal-call' }, callNode(call), alerted ? el('sup', { class: 'alert-mark', text: '!' }) : null),
      el('span', { class: 'legal-meaning' },
        extra.map((l) => el('span', { class: l.cls === 'tip-convention' ? 'legal-convention' : 'legal-disclosure', text: l.text })),
        el('span', { class: 'legal-description', text: meaning.description || '\u2014' }),
      ),
    ));
  }
  if (!list.children.length) list.append(el('li', { class: 'empty-list', text: 'No call has an entry here.' }));
}

function renderSummary(turn) {
  const section = $('summary');
  const dl = $('shown');
  section.hidden = !turn.over;
  dl.replaceChildren();
  if (!turn.over) return;
  const b = state.board;
  for (const seat of SEATS) {
    const text = state.system.shownBy(state.calls, b.dealer, b.vulnerability, seat);
    dl.append(el('div', { class: 'shown-row', 'data-seat': seat },
      el('dt', { text: SEAT_NAMES[seat] }),
      el('dd', { class: text && text !== '-' ? null : 'nothing', text: text || '-' }),
    ));
  }
}

// ---------------------------------------------------------------------------------------------
// The tooltip: one element, shown on hover over an auction call or a bidding-box button.

let tipTarget = null;

function tipMeaning(target) {
  if (target.matches('td.call')) return { known: true, meaning: state.meanings[Number(target.dataset.index)] ?? null };
  const call = target.dataset.call;
  if (!state.box.has(call)) return { known: false };
  return { known: true, meaning: state.box.get(call) ?? null };
}

function showTooltip(target) {
  const { known, meaning } = tipMeaning(target);
  const tip = $('tooltip');
  if (!known) {
    hideTooltip();
    return;
  }
  tipTarget = target;
  const lines = tooltipLines(meaning);
  const children = lines.map((l) => el('div', { class: l.cls, text: l.text }));
  // .tip-description is always there (empty when there is none), for whoever reads it.
  if (!lines.some((l) => l.cls === 'tip-description')) children.push(el('div', { class: 'tip-description', text: '' }));
  tip.replaceChildren(...children);
  tip.classList.toggle('tip-alert', isAlerted(meaning));
  tip.hidden = false;
  const r = target.getBoundingClientRect();
  const w = tip.offsetWidth;
  const h = tip.offsetHeight;
  const margin = 8;
  let left = r.left + r.width / 2 - w / 2;
  left = Math.max(margin, Math.min(left, document.documentElement.clientWidth - w - margin));
  // Above the call, or below it when there is no room above.
  let top = r.top - h - margin;
  if (top < margin) top = r.bottom + margin;
  tip.style.left = `${left + window.scrollX}px`;
  tip.style.top = `${top + window.scrollY}px`;
}

function hideTooltip() {
  tipTarget = null;
  const tip = $('tooltip');
  if (tip) tip.hidden = true;
}

const TIP_SELECTOR = 'td.call, #bidding-box button[data-call]';

function setupTooltip() {
  document.addEventListener('mouseover', guarded((ev) => {
    const target = ev.target instanceof Element ? ev.target.closest(TIP_SELECTOR) : null;
    if (target && target !== tipTarget) showTooltip(target);
    else if (!target && tipTarget) hideTooltip();
  }));
  document.addEventListener('mouseout', (ev) => {
    if (!tipTarget) return;
    const to = ev.relatedTarget instanceof Element ? ev.relatedTarget.closest(TIP_SELECTOR) : null;
    if (to !== tipTarget) hideTooltip();
  });
  document.addEventListener('focusin', guarded((ev) => {
    const target = ev.target instanceof Element ? ev.target.closest(TIP_SELECTOR) : null;
    if (target) showTooltip(target);
  }));
  document.addEventListener('focusout', () => hideTooltip());
  window.addEventListener('scroll', () => hideTooltip(), { passive: true });
}

// ---------------------------------------------------------------------------------------------
// Start

function setup() {
  $('controls').addEventListener('submit', guarded((ev) => {
    ev.preventDefault();
    deal();
  }));
  $('next-button').addEventListener('click', guarded(() => {
    const index = Number($('board').value || 0);
    $('board').value = String((Number.isFinite(index) ? Math.floor(index) : 0) + 1);
    deal();
  }));
  $('mode').addEventListener('change', guarded(() => deal()));
  $('system').addEventListener('change', guarded(() => deal()));
  $('bid-button').addEventListener('click', guarded(() => bidButton()));
  $('bidding-box').addEventListener('click', guarded((ev) => {
    const button = ev.target instanceof Element ? ev.target.closest('button[data-call]') : null;
    if (button && !button.disabled) playerCall(button.dataset.call);
  }));
  const fromList = guarded((ev) => {
    const li = ev.target instanceof Element ? ev.target.closest('li.playable[data-call]') : null;
    if (!li) return;
    if (ev.type === 'keydown' && ev.key !== 'Enter' && ev.key !== ' ') return;
    ev.preventDefault();
    playerCall(li.dataset.call);
  });
  $('legal-list').addEventListener('click', fromList);
  $('legal-list').addEventListener('keydown', fromList);
  setupTooltip();
}

async function main() {
  setup();
  const params = new URLSearchParams(window.location.search);
  if (params.has('seed')) $('seed').value = params.get('seed');
  if (params.has('board')) $('board').value = params.get('board');
  if (params.has('mode')) $('mode').value = params.get('mode') === 'south' ? 'south' : 'all';
  if (params.get('system') in SYSTEMS) $('system').value = params.get('system');
  showInfo('Loading bidbase.wasm\u2026');
  try {
    state.lib = await load(new URL('bidbase.wasm', import.meta.url));
  } catch (e) {
    throw new Error(`Cannot load bidbase.wasm (${e.message}): build it with 'bash web/build.sh'.`);
  }
  showInfo('');
  deal();
}

main().catch(showError);
