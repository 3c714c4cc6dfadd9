use bidbase_runtime::{Auction, Bidder, Context, Hand, Seat};
use bidbase_spec::{Interpreter, MemLoader};

const SRC: &str = r#"
system "Smoke"
convention "NT, Strong"
convention "Stayman"

[]
1N "NT, Strong" bon=130000 hcp=15-17 shape=balanced announce text="15-17" test=AQ3-KT87-K63-A54
1x hcp=12-21 X=5+ S=x H=x D=x C=x test=AQ432-K87-K-A654
P test=Q32-J87-K632-954

[1N-P]
2C "Stayman" hcp=P23+ S=4 alert test=AQ32-T87-K632-54
3N hcp=P25-31 test=A32-T87-K632-K54
P
"#;

#[test]
fn smoke() {
    let interp = match Interpreter::load("smoke.bb", &MemLoader::single("smoke.bb", SRC)) {
        Ok(i) => i,
        Err((map, d)) => panic!("{}", d.render(&map)),
    };
    assert_eq!(interp.system.nt1, Some((15, 17)));
    let ctx = Context::default();
    let open =
        |h: &str| interp.bid(Hand::parse(h).unwrap(), &Auction::new(Seat::North), &ctx).map(|d| d.call.to_string());
    assert_eq!(open("AQ3-KT87-K63-A54").as_deref(), Some("1N"));
    assert_eq!(open("AQ432-K87-K-A654").as_deref(), Some("1S"));
    assert_eq!(open("AQ-K8-K65432-A43").as_deref(), Some("1D"));
    let a = Auction::parse(Seat::North, "1N P").unwrap();
    let d = interp.bid(Hand::parse("AQ32-T87-K632-54").unwrap(), &a, &ctx).unwrap();
    assert_eq!(d.call.to_string(), "2C");
    assert!(d.entry.disclosure.alert);
    let report = interp.check();
    assert_eq!(report.failures, vec![], "{}", report.render(&interp));
    assert_eq!(report.passed, 5);
}
