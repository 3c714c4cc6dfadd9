#!/usr/bin/env bash
# Builds bidbase-ffi for WebAssembly (SAYC and the examples compiled in) into web/bidbase.wasm.
# Needs the target once: rustup target add wasm32-unknown-unknown
set -euo pipefail
cd "$(dirname "$0")/.."
if command -v rustup >/dev/null 2>&1 && ! rustup target list --installed | grep -qx wasm32-unknown-unknown; then
    rustup target add wasm32-unknown-unknown
fi
cargo build -p bidbase-ffi --target wasm32-unknown-unknown --profile wasm
cp target/wasm32-unknown-unknown/wasm/bidbase_ffi.wasm web/bidbase.wasm
echo "web/bidbase.wasm: $(wc -c < web/bidbase.wasm) bytes"
