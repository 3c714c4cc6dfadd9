//! A system written as differences from a base (`base`, `replace`, `remove`, `default`): the
//! composed system bids as the changes say, and a change that names nothing is an error at its
//! own line.

use std::collections::HashMap;

use bidbase_runtime::rules::{Bidder, Context, Use};
use bidbase_runtime::{Auction, Hand, Seat};
use bidbase_spec::print::print_file;
use bidbase_spec::{parse, Interpreter, MemLoader};

const BASE: &str = r#"system "Base"
convention "Stayman"
convention "Weak Two"
convention "Jacoby: Super" = off

[]
1N hcp=15-17 shape=balanced test=AQ3-KT7-KJ64-Q43
2S "Weak Two" hcp=5-10 S=6 test=KQT982-73-842-T4
1S hcp=12+ S=5+ test=AQ982-K73-A42-T4
1H hcp=12+ H=5+ test=A2-KQ983-A42-T43
P

[1N-P]
2C "Stayman" hcp=8+ S=4+ test=KQ92-A873-86-Q95
2N hcp=8-9 test=K92-Q73-J865-Q95
P

[1S-P]
2S hcp=6-10 S=3+ test=K92-Q73-J865-Q95
P

[1H-P]
1S hcp=6+ S=4+ test=KJ92-73-J865-Q95
2H hcp=6-10 H=3+ test=K92-Q73-J865-Q95
P
"#;

/// The derived file and the base as one loader.
fn loader(derived: &str) -> MemLoader {
    let mut files = HashMap::new();
    files.insert("base.bb".to_string(), BASE.to_string());
    files.insert("derived.bb".to_string(), derived.to_string());
    MemLoader { files }
}

fn load(derived: &str) -> Interpreter {
    match Interpreter::load("derived.bb", &loader(derived)) {
        Ok(i) => i,
        Err((map, d)) => panic!("{}", d.render(&map)),
    }
}

/// The errors of a derived file, rendered with their locations.
fn errors(derived: &str) -> String {
    match Interpreter::load("derived.bb", &loader(derived)) {
        Ok(_) => String::new(),
        Err((map, d)) => d.render(&map),
    }
}

fn call(b: &Interpreter, hand: &str, auction: &str) -> String {
    let a = Auction::parse(Seat::North, auction).unwrap();
    let h = Hand::parse(hand).unwrap();
    b.choose(h, &a, &Context::default()).map_or("none".into(), |c| c.call.to_bidbase())
}

#[test]
fn the_derived_system_bids_as_its_changes_say() {
    let derived = r#"system "Derived"
base "base.bb"

# After 1NT, no invitation: a section of its own in the base's place.
replace [1N-P]
2C "Stayman" hcp=8+ S=4+ test=KQ92-A873-86-Q95
3N hcp=10-15 test=K92-Q73-AJ86-Q95
P

remove [1S-P]
remove 2H from [1H-P]
default "Weak Two" = off
default "Jacoby" = off

[1S-P]
2N hcp=13+ S=4+ test=K952-Q73-AJ6-K95
P
"#;
    let d = load(derived);
    let base = match Interpreter::load("base.bb", &loader("")) {
        Ok(i) => i,
        Err((map, d)) => panic!("{}", d.render(&map)),
    };
    assert_eq!(d.name(), "Derived");
    assert_eq!(base.name(), "Base");
    // replace: 2N is gone from [1N-P], 3N is there, Stayman stays.
    assert_eq!(call(&base, "K92-Q73-J865-Q95", "1N P"), "2N");
    assert_eq!(call(&d, "K92-Q73-J865-Q95", "1N P"), "P");
    assert_eq!(call(&d, "K92-Q73-AJ86-Q95", "1N P"), "3N");
    assert_eq!(call(&d, "KQ92-A873-86-Q95", "1N P"), "2C");
    // remove [1S-P], then a new [1S-P].
    assert_eq!(call(&base, "K92-Q73-J865-Q95", "1S P"), "2S");
    assert_eq!(call(&d, "K92-Q73-J865-Q95", "1S P"), "P");
    assert_eq!(call(&d, "K952-Q73-AJ6-K95", "1S P"), "2N");
    // remove 2H from [1H-P]: the 1S response stays.
    assert_eq!(call(&d, "K92-Q73-J865-Q95", "1H P"), "P");
    assert_eq!(call(&d, "KJ92-73-J865-Q95", "1H P"), "1S");
    // default: Weak Two off, so 2S is not opened; switched on again at run time, it is.
    assert_eq!(call(&base, "KQT982-73-842-T4", ""), "2S");
    assert_eq!(call(&d, "KQT982-73-842-T4", ""), "P");
    let names = d.convention_names().iter().map(|s| s.to_string()).collect::<Vec<_>>();
    let weak = names.iter().position(|n| n == "Weak Two").unwrap() as u16;
    assert_eq!(d.selection().get(weak), Use::Neither);
    let jacoby = names.iter().position(|n| n == "Jacoby").unwrap() as u16;
    assert_eq!(d.selection().get(jacoby), Use::Neither);
    let mut on = d.clone();
    on.set_convention("Weak Two", Use::Both).unwrap();
    assert_eq!(call(&on, "KQT982-73-842-T4", ""), "2S");
}

#[test]
fn removing_a_convention_removes_its_entries_and_its_name() {
    let d = load("base \"base.bb\"\nremove convention \"Stayman\"\n");
    assert_eq!(call(&d, "KQ92-A873-86-Q95", "1N P"), "P");
    assert!(!d.convention_names().contains(&"Stayman"));
    // The base's system line names the system when the derived file has none.
    assert_eq!(d.name(), "Base");
}

#[test]
fn a_change_that_names_nothing_is_an_error_at_its_line() {
    let cases = [
        ("base \"base.bb\"\nreplace [2N-P]\nP\n", "derived.bb:2:1", "replace [2N-P]: the base system has no section"),
        ("base \"base.bb\"\nremove [1D-P]\n", "derived.bb:2:1", "remove [1D-P]: the base system has no section"),
        (
            "base \"base.bb\"\nremove 3C from [1H-P]\n",
            "derived.bb:2:8",
            "remove 3C: no entry of the base section [1H-P]",
        ),
        ("base \"base.bb\"\nremove convention \"Gerber\"\n", "derived.bb:2:1", "declares no such convention"),
        ("base \"base.bb\"\ndefault \"Gerber\" = on\n", "derived.bb:2:1", "declares no such convention"),
        ("remove [1S-P]\n", "derived.bb:1:1", "needs a base system"),
        ("replace [1S-P]\nP\n", "derived.bb:1:1", "replace needs a base system"),
        ("[]\nP\nbase \"base.bb\"\n", "derived.bb:3:6", "base comes first in the root file"),
        ("base \"base.bb\"\nbase \"base.bb\"\n", "derived.bb:2:6", "a second base"),
        ("base \"missing.bb\"\n", "derived.bb:1:6", "cannot include missing.bb"),
        ("base \"base.bb\"\nremove 2C from\n", "derived.bb:2:1", "expected remove convention"),
        ("base \"base.bb\"\ndefault \"Stayman\"\n", "derived.bb:2:1", "expected default \"Name\" = code"),
    ];
    for (text, at, message) in cases {
        let e = errors(text);
        assert!(e.contains(message), "{text:?}: {e}");
        assert!(e.contains(at), "{text:?}: expected at {at}: {e}");
    }
}

#[test]
fn errors_in_the_base_point_at_the_base() {
    let mut files = HashMap::new();
    files.insert("base.bb".to_string(), "[]\n1N hcp=15-17 frob=2\n".to_string());
    files.insert("derived.bb".to_string(), "base \"base.bb\"\n".to_string());
    let e = match Interpreter::load("derived.bb", &MemLoader { files }) {
        Ok(_) => panic!("the base has an error"),
        Err((map, d)) => d.render(&map),
    };
    assert!(e.contains("base.bb:2:"), "{e}");
}

#[test]
fn the_changes_print_and_parse_back() {
    let text = "base \"base.bb\"\nremove [1S-P]\nremove 2H 2S from [1H-P]\nremove convention \"Stayman\"\ndefault \"Weak Two\" = off\n\nreplace [1N-P] complete\n3N hcp=10+\nP\n";
    let (file, errs) = parse::parse_file(0, text);
    assert!(errs.is_empty(), "{errs:?}");
    let printed = print_file(&file);
    assert_eq!(printed, text);
    let (again, errs) = parse::parse_file(0, &printed);
    assert!(errs.is_empty());
    assert_eq!(again, file);
}
