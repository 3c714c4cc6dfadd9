//! The checked-in C header is what cbindgen makes of the crate now: a change to the ABI that
//! is not regenerated fails here. Regenerate with
//! `BIDBASE_BLESS=1 cargo test -p bidbase-ffi --test header`.

use std::path::Path;

#[test]
fn header_is_current() {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR"));
    let config = cbindgen::Config::from_file(dir.join("cbindgen.toml")).expect("cbindgen.toml");
    let bindings =
        cbindgen::Builder::new().with_crate(dir).with_config(config).generate().expect("cbindgen generates the header");
    let mut fresh = Vec::new();
    bindings.write(&mut fresh);
    let fresh = String::from_utf8(fresh).expect("UTF-8");
    let path = dir.join("include/bidbase.h");
    if std::env::var_os("BIDBASE_BLESS").is_some() {
        std::fs::write(&path, &fresh).expect("write include/bidbase.h");
        return;
    }
    let checked_in = std::fs::read_to_string(&path).unwrap_or_default();
    assert!(
        checked_in == fresh,
        "bidbase-ffi/include/bidbase.h is stale: regenerate it with \
         `BIDBASE_BLESS=1 cargo test -p bidbase-ffi --test header` and commit it"
    );
}
