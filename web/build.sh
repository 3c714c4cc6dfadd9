#!/usr/bin/env bash
# Builds the web pages' WebAssembly modules and data:
# - web/bidbase.wasm: bidbase-ffi (the built-in systems compiled in), for the table (index.html);
# - web/editor.wasm: bidbase-editor (the interpreter, check and lint), for the editor (editor.html);
# - web/rules/: the built-in systems' rule files and web/rules/index.json, which the editor opens.
# Needs the target once: rustup target add wasm32-unknown-unknown
set -euo pipefail
cd "$(dirname "$0")/.."
if command -v rustup >/dev/null 2>&1 && ! rustup target list --installed | grep -qx wasm32-unknown-unknown; then
    rustup target add wasm32-unknown-unknown
fi
cargo build -p bidbase-ffi --target wasm32-unknown-unknown --profile wasm
cp target/wasm32-unknown-unknown/wasm/bidbase_ffi.wasm web/bidbase.wasm
echo "web/bidbase.wasm: $(wc -c < web/bidbase.wasm) bytes"
cargo build -p bidbase-editor --target wasm32-unknown-unknown --profile wasm-fast
cp target/wasm32-unknown-unknown/wasm-fast/bidbase_editor.wasm web/editor.wasm
echo "web/editor.wasm: $(wc -c < web/editor.wasm) bytes"
python3 web/rules_index.py
