//! Several systems compiled by one `system!`: they share their hand requirements and section
//! functions, and each still bids as its interpreter does.

use bidbase::Interpreter;

mod common;

bidbase::system! {
    /// The examples system, compiled beside the patterns fixture.
    pub Examples = "../rules/examples.bb";
    pub(crate) Patterns = "tests/fixtures/patterns.bb";
}

fn examples() -> Interpreter {
    common::load(concat!(env!("CARGO_MANIFEST_DIR"), "/.."), "rules/examples.bb")
}

fn patterns() -> Interpreter {
    common::load(env!("CARGO_MANIFEST_DIR"), "tests/fixtures/patterns.bb")
}

#[test]
fn each_system_compiled_together_equals_its_interpreter() {
    common::compare(Examples::new, &examples(), 20_000, 11);
    common::compare(Patterns::new, &patterns(), 20_000, 12);
}

#[test]
fn each_system_keeps_its_own_name_and_entries() {
    use bidbase::Bidder;
    let (e, p) = (Examples::new(), Patterns::new());
    assert_eq!(e.name(), examples().name());
    assert_eq!(p.name(), patterns().name());
    assert_eq!(e.entry_count(), examples().entry_count());
    assert_eq!(p.entry_count(), patterns().entry_count());
    assert_ne!(e.entry_count(), p.entry_count());
}
