// bidbase in the browser: the C ABI of bidbase-ffi (include/bidbase.h), built for
// wasm32-unknown-unknown, wrapped for JavaScript. No other code runs: every answer comes from
// the same functions a C program calls.
//
//   import { load } from './bidbase.js';
//   const bb = await load('bidbase.wasm');
//   const sayc = bb.open('sayc');
//   const board = bb.deal(1, 0);                     // seed 1, board index 0
//   const call = sayc.bid(board.hands.N, [], board.dealer, board.vulnerability);
//   call.text, call.convention, call.alert, call.description ...

const OK = 0;
const NO_ENTRY = 1;
const SEATS = ['N', 'E', 'S', 'W'];
const VULS = ['None', 'NS', 'EW', 'All'];

// Struct sizes and offsets on wasm32, checked at compile time in bidbase-ffi/src/lib.rs.
const CALL_SIZE = 80;
const TABLE_SIZE = 16;
const AUCTION_SIZE = 56;
const BOARD_SIZE = 136;
const DESC_CAP = 1024;

/** An error from the library: `status` is its BB_* code. */
export class BidbaseError extends Error {
  constructor(status, message) {
    super(message);
    this.name = 'BidbaseError';
    this.status = status;
  }
}

function seatCode(seat) {
  const i = SEATS.indexOf(String(seat).toUpperCase()[0]);
  if (i < 0) throw new BidbaseError(7, `bad seat '${seat}': expected N, E, S or W`);
  return i;
}

function vulCode(vul) {
  const v = String(vul).toUpperCase();
  const i = { NONE: 0, NS: 1, EW: 2, ALL: 3, BOTH: 3 }[v];
  if (i === undefined) throw new BidbaseError(7, `bad vulnerability '${vul}': expected None, NS, EW or All`);
  return i;
}

/** Loads the module from `url` (or from bytes) and returns the library. */
export async function load(url = 'bidbase.wasm') {
  let instance;
  if (url instanceof ArrayBuffer || ArrayBuffer.isView(url)) {
    ({ instance } = await WebAssembly.instantiate(url, {}));
  } else {
    const response = await fetch(url);
    if (!response.ok) throw new Error(`cannot load ${url}: ${response.status}`);
    ({ instance } = await WebAssembly.instantiate(await response.arrayBuffer(), {}));
  }
  return new Bidbase(instance.exports);
}

/** The library: opening systems, dealing, scoring, auctions. */
export class Bidbase {
  constructor(exports) {
    this.x = exports;
    this.encoder = new TextEncoder();
    this.decoder = new TextDecoder();
  }

  bytes() {
    return new Uint8Array(this.x.memory.buffer);
  }

  view() {
    return new DataView(this.x.memory.buffer);
  }

  // Runs `f` with scratch memory from `sizes`, freed afterwards.
  scratch(sizes, f) {
    const ptrs = sizes.map((n) => this.x.bb_alloc(n));
    try {
      return f(...ptrs);
    } finally {
      ptrs.forEach((p, i) => this.x.bb_free(p, sizes[i]));
    }
  }

  // A NUL-terminated copy of `s` in the module's memory (free with bb_free(ptr, size)).
  cstring(s) {
    const b = this.encoder.encode(String(s));
    const size = b.length + 1;
    const ptr = this.x.bb_alloc(size);
    const mem = this.bytes();
    mem.set(b, ptr);
    mem[ptr + b.length] = 0;
    return [ptr, size];
  }

  withStrings(strings, f) {
    const held = strings.map((s) => (s === null ? [0, 0] : this.cstring(s)));
    try {
      return f(...held.map((h) => h[0]));
    } finally {
      held.forEach(([p, n]) => p && this.x.bb_free(p, n));
    }
  }

  readC(ptr, max) {
    const mem = this.bytes();
    let end = ptr;
    while (end < ptr + max && mem[end] !== 0) end++;
    return this.decoder.decode(mem.subarray(ptr, end));
  }

  readStr(ptr) {
    const v = this.view();
    const p = v.getUint32(ptr, true);
    const n = v.getUint32(ptr + 4, true);
    return this.decoder.decode(this.bytes().subarray(p, p + n));
  }

  lastError() {
    return this.scratch([DESC_CAP], (buf) => {
      this.x.bb_last_error(buf, DESC_CAP);
      return this.readC(buf, DESC_CAP);
    });
  }

  check(status) {
    if (status !== OK && status !== NO_ENTRY) throw new BidbaseError(status, this.lastError());
    return status;
  }

  /** The library's version. */
  version() {
    return this.readC(this.x.bb_version(), 64);
  }

  /** Opens a built-in system by name (`sayc`, `2over1`, `examples`, `bidittle`). */
  open(name = 'sayc') {
    return this.openWith('bb_open', name);
  }

  /** Opens a system from rules text (interpreted); errors carry every diagnostic. */
  openRules(text) {
    return this.openWith('bb_open_rules', text);
  }

  openWith(fn, arg) {
    return this.scratch([4], (out) =>
      this.withStrings([arg], (s) => {
        this.check(this.x[fn](s, out));
        return new System(this, this.view().getUint32(out, true));
      }),
    );
  }

  /**
   * Board `index` of seeded run `seed`: `{ board, dealer, vulnerability, hands: {N, E, S, W} }`
   * (PBN hands), as `bidbase deal --seed` and `bidbase simulate --boards --seed` deal it. Seeds
   * above 2^53 must be given as a string or a BigInt.
   */
  deal(seed, index) {
    return this.scratch([BOARD_SIZE], (out) => {
      this.check(this.x.bb_deal(BigInt(seed), BigInt(index), out));
      const v = this.view();
      const hands = {};
      SEATS.forEach((s, i) => (hands[s] = this.readC(out + 40 + 24 * i, 24)));
      return {
        board: v.getUint32(out, true),
        dealer: SEATS[v.getUint8(out + 4)],
        vulnerability: VULS[v.getUint8(out + 5)],
        hands,
      };
    });
  }

  // Fills a BbTable at `ptr` for the auction string at `auctionPtr`.
  table(ptr, auctionPtr, dealer, vulnerability, options = {}) {
    const v = this.view();
    v.setUint32(ptr, auctionPtr, true);
    v.setUint8(ptr + 4, seatCode(dealer));
    v.setUint8(ptr + 5, vulCode(vulnerability));
    v.setUint8(ptr + 6, options.scoring === 'MP' ? 1 : 0);
    v.setUint8(ptr + 7, options.we === 'EW' ? 1 : 0);
    v.setBigUint64(ptr + 8, BigInt(options.seed ?? 0), true);
  }

  withTable(auction, dealer, vulnerability, options, f) {
    const text = Array.isArray(auction) ? auction.join(' ') : String(auction ?? '');
    return this.withStrings([text], (a) =>
      this.scratch([TABLE_SIZE], (t) => {
        this.table(t, a, dealer, vulnerability, options);
        return f(t);
      }),
    );
  }

  /**
   * The state of an auction: `{ calls, over, nextSeat, contract, declarer, legal }`, `legal`
   * being the legal calls' PBN texts in order.
   */
  auction(auction, dealer, vulnerability = 'None') {
    return this.withTable(auction, dealer, vulnerability, {}, (t) =>
      this.scratch([AUCTION_SIZE], (out) => {
        this.check(this.x.bb_auction(t, out));
        const v = this.view();
        const n = v.getUint8(out + 53);
        const legal = [];
        for (let i = 0; i < n; i++) legal.push(this.callText(v.getUint8(out + 15 + i)));
        const declarer = v.getUint8(out + 14);
        return {
          calls: v.getUint32(out, true),
          over: v.getUint8(out + 4) === 1,
          nextSeat: SEATS[v.getUint8(out + 5)],
          contract: this.readC(out + 6, 8),
          declarer: declarer < 4 ? SEATS[declarer] : null,
          legal,
        };
      }),
    );
  }

  /** The PBN text of a call code. */
  callText(code) {
    return this.scratch([8], (out) => {
      this.check(this.x.bb_call_text(code, out));
      return this.readC(out, 8);
    });
  }

  /** The call code of a PBN or BidBase call text (`1NT`, `1N`, `Pass`, `P`, `X`, `XX`). */
  callCode(text) {
    const t = String(text).toUpperCase().split('@')[0];
    if (t === 'P' || t === 'PASS') return 0;
    if (t === 'X' || t === 'D') return 1;
    if (t === 'XX' || t === 'R') return 2;
    const level = Number(t[0]);
    const strain = 'CDHSN'.indexOf(t[1]);
    if (!(level >= 1 && level <= 7) || strain < 0) throw new BidbaseError(7, `bad call '${text}'`);
    return 3 + 5 * (level - 1) + strain;
  }

  /** The duplicate score of `contract` for the declaring side. */
  score(contract, vulnerable, tricks) {
    return this.scratch([4], (out) =>
      this.withStrings([contract], (c) => {
        this.check(this.x.bb_score(c, vulnerable ? 1 : 0, tricks, out));
        return this.view().getInt32(out, true);
      }),
    );
  }
}

/** An open system. */
export class System {
  constructor(lib, ptr) {
    this.lib = lib;
    this.ptr = ptr;
  }

  /** Closes the system. */
  close() {
    if (this.ptr) this.lib.x.bb_close(this.ptr);
    this.ptr = 0;
  }

  // Reads a BbCall at `out` with its description at `desc`; null for BB_NO_ENTRY.
  readCall(status, out, desc) {
    const lib = this.lib;
    if (status === NO_ENTRY) return null;
    const v = lib.view();
    return {
      call: lib.readC(out + 1, 16),
      code: v.getUint8(out),
      entry: v.getUint32(out + 20, true),
      file: lib.readStr(out + 24),
      line: v.getUint32(out + 32, true),
      bon: lib.readStr(out + 36),
      priorBids: lib.readStr(out + 44),
      convention: lib.readStr(out + 52),
      alert: v.getUint8(out + 60) === 1,
      announce: v.getUint8(out + 61) === 1,
      prealert: v.getUint8(out + 62) === 1,
      disclosure: lib.readStr(out + 64),
      forcing: v.getUint8(out + 72),
      description: lib.readC(desc, DESC_CAP),
      // The description did not fit the buffer and was cut (never seen: they are short).
      truncated: v.getUint32(out + 76, true) >= DESC_CAP,
    };
  }

  callWith(fn, auction, dealer, vulnerability, options, args) {
    const lib = this.lib;
    return lib.withTable(auction, dealer, vulnerability, options, (t) =>
      lib.scratch([CALL_SIZE, DESC_CAP], (out, desc) => {
        const status = lib.check(fn(t, ...args(), out, desc, DESC_CAP));
        return this.readCall(status, out, desc);
      }),
    );
  }

  /**
   * The call for `hand` (PBN or BidBase) after `auction` (array or text of calls): `{ call,
   * convention, alert, announce, disclosure, description, file, line, ... }`, or null when no
   * entry matches. Append `call` (it carries any `@` annotation) to the auction.
   */
  bid(hand, auction, dealer, vulnerability = 'None', options = {}) {
    const lib = this.lib;
    return lib.withStrings([hand], (h) =>
      this.callWith((t, hp, out, d, cap) => lib.x.bb_bid(this.ptr, t, hp, out, d, cap), auction, dealer,
        vulnerability, options, () => [h]),
    );
  }

  /** What call `index` of `auction` showed where it was made (null: no entry makes it). */
  describeAt(auction, dealer, vulnerability, index, options = {}) {
    const lib = this.lib;
    return this.callWith((t, i, out, d, cap) => lib.x.bb_describe(this.ptr, t, i, out, d, cap), auction, dealer,
      vulnerability, options, () => [index]);
  }

  /** What `call` (text) would show if made now after `auction` (null: no entry makes it). */
  describeCall(auction, dealer, vulnerability, call, options = {}) {
    const lib = this.lib;
    const code = lib.callCode(call);
    return this.callWith((t, c, out, d, cap) => lib.x.bb_describe_call(this.ptr, t, c, out, d, cap), auction,
      dealer, vulnerability, options, () => [code]);
  }

  /** Every legal call now with its meaning: `[{ call, meaning }]`, meaning null when none. */
  legalCalls(auction, dealer, vulnerability = 'None', options = {}) {
    const state = this.lib.auction(auction, dealer, vulnerability);
    return state.legal.map((call) => ({ call, meaning: this.describeCall(auction, dealer, vulnerability, call, options) }));
  }

  /** What `seat` has shown with all of his calls, as text. */
  shownBy(auction, dealer, vulnerability, seat, options = {}) {
    const lib = this.lib;
    return lib.withTable(auction, dealer, vulnerability, options, (t) =>
      lib.scratch([DESC_CAP, 4], (desc, len) => {
        lib.check(lib.x.bb_shown_by(this.ptr, t, seatCode(seat), desc, DESC_CAP, len));
        return lib.readC(desc, DESC_CAP);
      }),
    );
  }

  /** Convention names and settings: `[{ name, setting }]`, setting off/on/we/they. */
  conventions() {
    const lib = this.lib;
    return lib.scratch([4, 8, 1], (count, name, setting) => {
      lib.check(lib.x.bb_convention_count(this.ptr, count));
      const n = lib.view().getUint32(count, true);
      const out = [];
      for (let i = 0; i < n; i++) {
        lib.check(lib.x.bb_convention(this.ptr, i, name, setting));
        out.push({ name: lib.readStr(name), setting: ['off', 'on', 'we', 'they'][lib.bytes()[setting]] });
      }
      return out;
    });
  }

  /** Switches a convention: setting 'off', 'on', 'we' or 'they'. */
  setConvention(name, setting) {
    const lib = this.lib;
    const code = ['off', 'on', 'we', 'they'].indexOf(setting);
    if (code < 0) throw new BidbaseError(7, `bad setting '${setting}'`);
    lib.withStrings([name], (n) => lib.check(lib.x.bb_set_convention(this.ptr, n, code)));
  }
}
