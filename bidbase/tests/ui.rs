//! Compile errors of `system!`: DSL errors name `file.bb:line:col` and say what is wrong.
//! Regenerate the expected output with `TRYBUILD=overwrite cargo test -p bidbase --test ui`.

#[test]
fn ui() {
    let t = trybuild::TestCases::new();
    t.compile_fail("tests/ui/*.rs");
}
