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
