//! Golden snapshot of the code generated for a small fixture: a change to code generation is
//! visible in review.

use bidbase_codegen::{format, generate, Options};
use bidbase_spec::{compile, FsLoader};
use proc_macro2::Span;

#[test]
fn small_fixture() {
    let sys = match compile("tests/fixtures/small.bb", &FsLoader::new(env!("CARGO_MANIFEST_DIR"))) {
        Ok(s) => s,
        Err((map, d)) => panic!("{}", d.render(&map)),
    };
    let opts = Options {
        attrs: Vec::new(),
        vis: syn::parse_quote!(pub),
        name: syn::Ident::new("Small", Span::call_site()),
        track: vec!["tests/fixtures/small.bb".to_string()],
        base: std::path::PathBuf::new(),
        span: Span::call_site(),
    };
    let code = format(&generate(&sys, &opts)).expect("generated code parses");
    insta::assert_snapshot!("small", code);
}

#[test]
fn names_and_stub() {
    assert_eq!(bidbase_codegen::struct_name("rules/sayc.bb"), "Sayc");
    assert_eq!(bidbase_codegen::struct_name("rules/my-system_v2.bb"), "MySystemV2");
    assert_eq!(bidbase_codegen::struct_name("2over1.bb"), "System2over1");
    let opts = Options {
        attrs: Vec::new(),
        vis: syn::parse_quote!(pub(crate)),
        name: syn::Ident::new("Broken", Span::call_site()),
        track: Vec::new(),
        base: std::path::PathBuf::new(),
        span: Span::call_site(),
    };
    let stub = format(&bidbase_codegen::stub(&opts)).expect("the stub parses");
    assert!(stub.contains("pub(crate) struct Broken"));
    // Code that reads the system's rules files still type-checks.
    assert!(stub.contains("pub const SOURCES"));
}

#[test]
fn macro_input_errors_are_compile_errors() {
    let out = bidbase_codegen::expand(quote::quote!(pub Sayc "rules/sayc.bb"));
    assert!(out.to_string().contains("compile_error"));
    let missing = bidbase_codegen::expand_with_base(
        &syn::parse2(quote::quote!(pub Missing = "no/such/file.bb")).unwrap(),
        std::path::Path::new(env!("CARGO_MANIFEST_DIR")),
    );
    let text = missing.to_string();
    assert!(text.contains("compile_error") && text.contains("no/such/file.bb"), "{text}");
    assert!(text.contains("struct Missing"), "a stub is emitted: {text}");
}

#[test]
fn systems_generated_together_share_their_section_functions() {
    let sys = match compile("tests/fixtures/small.bb", &FsLoader::new(env!("CARGO_MANIFEST_DIR"))) {
        Ok(s) => s,
        Err((map, d)) => panic!("{}", d.render(&map)),
    };
    let opts = |name: &str| Options {
        attrs: Vec::new(),
        vis: syn::parse_quote!(pub),
        name: syn::Ident::new(name, Span::call_site()),
        track: vec!["tests/fixtures/small.bb".to_string()],
        base: std::path::PathBuf::new(),
        span: Span::call_site(),
    };
    let (a, b) = (opts("Small"), opts("Again"));
    let alone = format(&generate(&sys, &a)).expect("generated code parses");
    let together = format(&bidbase_codegen::generate_together(&[(&sys, &a), (&sys, &b)])).expect("parses");
    let count = |code: &str, what: &str| code.matches(what).count();
    // The same rules twice: every section function and requirement once, in the shared module.
    assert_eq!(count(&together, "fn section_"), count(&alone, "fn section_"));
    assert_eq!(count(&together, "const L"), count(&alone, "const L"));
    assert!(together.contains("mod __bidbase_shared_Small"));
    assert!(together.contains("pub struct Small") && together.contains("pub struct Again"));
    assert_eq!(count(&together, "use __bidbase_shared_Small::*;"), 2);
}
