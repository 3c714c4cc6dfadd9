// The editor's engine in a Web Worker, so that loading, checking and linting a system never
// block typing: web/editor.wasm (the bidbase-editor crate) answers JSON requests.
//
// Messages in: { id, request } (request: an object, see bidbase-editor's documentation).
// Messages out: { id, answer, ms } (answer: the parsed JSON; ms: the time the engine took), or
// { id, error } when the module cannot answer at all.

let engine = null;

async function start() {
  const bytes = await fetch(new URL('editor.wasm', import.meta.url)).then((r) => {
    if (!r.ok) throw new Error(`editor.wasm: HTTP ${r.status} (build it with 'bash web/build.sh')`);
    return r.arrayBuffer();
  });
  const { instance } = await WebAssembly.instantiate(bytes, {});
  const x = instance.exports;
  const encoder = new TextEncoder();
  const decoder = new TextDecoder();
  return (request) => {
    const bytesIn = encoder.encode(JSON.stringify(request));
    const at = x.ed_input(bytesIn.length);
    new Uint8Array(x.memory.buffer, at, bytesIn.length).set(bytesIn);
    const len = x.ed_handle();
    const out = new Uint8Array(x.memory.buffer, x.ed_output(), len);
    return JSON.parse(decoder.decode(out.slice()));
  };
}

const ready = start().then((e) => (engine = e));

self.onmessage = async (ev) => {
  const { id, request } = ev.data;
  try {
    await ready;
    const t0 = performance.now();
    const answer = engine(request);
    self.postMessage({ id, answer, ms: performance.now() - t0 });
  } catch (e) {
    self.postMessage({ id, error: String(e && e.message ? e.message : e) });
  }
};
