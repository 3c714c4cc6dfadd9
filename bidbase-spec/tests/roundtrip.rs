//! The canonical printer and the parser agree: `parse(print(ast)) == ast` for every AST the
//! parser can produce, and printing is idempotent.

use bidbase_runtime::rules::{Cmp, PositionCode, VulCode};
use bidbase_runtime::{shape, Call, Deck, GibQuality, GibStop, Suit};
use bidbase_spec::ast::*;
use bidbase_spec::parse::parse_file;
use bidbase_spec::print::print_file;
use bidbase_spec::span::{Span, Spanned};
use proptest::collection::vec;
use proptest::prelude::*;
use proptest::sample::{select, subsequence};

// ---------------------------------------------------------------------------------------
// Strategies. Choices are made by an index into a tuple of candidates rather than with
// `prop_oneof!`, which is much slower to generate in debug builds.

fn sp<T>(v: T) -> Spanned<T> {
    Spanned::new(Span::default(), v)
}

/// `Some(v)` with probability `percent`/100.
fn maybe<S: Strategy + Clone>(percent: u32, s: S) -> impl Strategy<Value = Option<S::Value>> + Clone {
    (0u32..100, s).prop_map(move |(r, v)| (r < percent).then_some(v))
}

/// A whole number in hundredths, mostly small, sometimes up to the six digits `dec` reads.
fn whole() -> impl Strategy<Value = Dec> + Clone {
    (0u8..8, 0i32..=40, 0i32..=999_999).prop_map(|(k, small, big)| if k == 0 { big * 100 } else { small * 100 })
}

/// A number with up to two decimals: `12`, `2.5`, `0.25`, `10.05`.
fn decimal() -> impl Strategy<Value = Dec> + Clone {
    (0u8..3, whole(), 0i32..=40, 1i32..=9, 1i32..=99).prop_map(|(k, w, n, tenth, hundredth)| match k {
        0 => w,
        1 => n * 100 + tenth * 10,
        _ => n * 100 + hundredth,
    })
}

/// Every RangeSpec form over the given numbers.
fn range_of(n: impl Strategy<Value = Dec> + Clone) -> impl Strategy<Value = RangeSpec> + Clone {
    (0u8..7, n.clone(), n).prop_map(|(k, a, b)| match k {
        0 => RangeSpec::Exact(a),
        1 => RangeSpec::Plus(a),
        2 => RangeSpec::Between(a, b),
        3 => RangeSpec::Lt(a),
        4 => RangeSpec::Le(a),
        5 => RangeSpec::Gt(a),
        _ => RangeSpec::Ge(a),
    })
}

fn range() -> impl Strategy<Value = RangeSpec> + Clone {
    range_of(whole())
}

fn range_dec() -> impl Strategy<Value = RangeSpec> + Clone {
    range_of(decimal())
}

fn suit() -> impl Strategy<Value = Suit> + Clone {
    (0usize..4).prop_map(Suit::from_index)
}

/// A suit variable: a lowercase letter other than `x`.
fn var() -> impl Strategy<Value = char> + Clone {
    (0u8..25).prop_map(|i| {
        let c = (b'a' + i) as char;
        if c == 'x' {
            'z'
        } else {
            c
        }
    })
}

fn suit_term() -> impl Strategy<Value = SuitTerm> + Clone {
    (0u8..4, suit(), var()).prop_map(|(k, s, v)| if k == 0 { SuitTerm::Var(v) } else { SuitTerm::Suit(s) })
}

fn strain_term() -> impl Strategy<Value = StrainTerm> + Clone {
    (0u8..5, suit_term()).prop_map(|(k, s)| if k == 0 { StrainTerm::NoTrump } else { StrainTerm::Suit(s) })
}

fn digit_term() -> impl Strategy<Value = DigitTerm> + Clone {
    (0u8..4, 0u8..=5, var()).prop_map(|(k, d, v)| if k == 0 { DigitTerm::Var(v) } else { DigitTerm::Digit(d) })
}

fn tag_term() -> impl Strategy<Value = TagTerm> + Clone {
    (0u8..3, digit_term(), digit_term()).prop_map(|(k, a, b)| match k {
        0 => TagTerm::Ask(a, b),
        1 => TagTerm::Cue(a),
        _ => TagTerm::Gsf(a),
    })
}

fn call_term() -> impl Strategy<Value = CallTerm> + Clone {
    (0u8..8, 1u8..=7, strain_term(), maybe(20, tag_term())).prop_map(|(k, level, strain, tag)| {
        let kind = match k {
            0 => return CallTerm::X { level },
            1 => CallShape::Pass,
            2 => CallShape::Double,
            3 => CallShape::Redouble,
            _ => CallShape::Bid(level, strain),
        };
        CallTerm::Call { kind, tag }
    })
}

/// Characters for strings: quotes, backslashes, blanks, `#`, newlines, a tab, a carriage
/// return, brackets and non-ASCII.
const TEXT_CHARS: &[char] = &[
    'a', 'b', 'z', 'A', 'N', 'T', '1', '5', '0', ' ', ' ', '"', '"', '\\', '\\', '#', '\n', '\t', '\r', '=', ':', ',',
    '.', '-', '+', '<', '>', '@', '|', '[', ']', '{', '}', '/', '\'', '%', 'é', 'ß', '中', '🂡', '\u{2028}', '\u{a0}',
];

fn text() -> impl Strategy<Value = String> + Clone {
    vec(select(TEXT_CHARS), 0..=12).prop_map(|v| v.into_iter().collect())
}

/// A value written as a word when it can be, quoted otherwise (BON, test hand).
fn word() -> impl Strategy<Value = String> + Clone {
    const WORD_CHARS: &[char] =
        &['A', 'K', 'Q', 'J', 'T', '9', '2', '-', '-', '.', 'x', '=', '<', '+', '"', '#', '\\', ' '];
    (0u8..3, vec(select(&b"0123456789"[..]), 1..=6), vec(select(WORD_CHARS), 0..=10)).prop_map(|(k, digits, chars)| {
        if k == 0 {
            chars.into_iter().collect()
        } else {
            digits.into_iter().map(char::from).collect()
        }
    })
}

fn hcp_spec() -> impl Strategy<Value = HcpSpec> + Clone {
    (0u8..6, range(), -127i8..=127, 1u8..=3, maybe(60, (-127i8..=127, -127i8..=127))).prop_map(
        |(k, r, delta, n, add)| match k {
            0 => HcpSpec::Range(r),
            1 => HcpSpec::Partnership(r),
            2 => HcpSpec::Min { delta: 0, above: true },
            3 => HcpSpec::Min { delta, above: false },
            4 => HcpSpec::Nt { n, add },
            _ => HcpSpec::NtRange(n.min(2)),
        },
    )
}

fn dist_spec() -> impl Strategy<Value = DistSpec> + Clone {
    (any::<bool>(), range()).prop_map(|(total, range)| DistSpec { total, range })
}

fn dummy_spec() -> impl Strategy<Value = DummySpec> + Clone {
    (suit_term(), 0u8..=13, range()).prop_map(|(trump, partner, range)| DummySpec { trump, partner, range })
}

fn custom_spec() -> impl Strategy<Value = CustomSpec> + Clone {
    (range_dec(), 1u8..32, [decimal(), decimal(), decimal(), decimal(), decimal()]).prop_map(|(range, present, v)| {
        let mut values = [None; 5];
        for (i, x) in v.into_iter().enumerate() {
            if present & (1 << i) != 0 {
                values[i] = Some(x);
            }
        }
        CustomSpec { range, values }
    })
}

fn winners_spec() -> impl Strategy<Value = WinnersSpec> + Clone {
    (any::<bool>(), range(), range_dec())
        .prop_map(|(running, whole, dec)| WinnersSpec { running, range: if running { whole } else { dec } })
}

fn shape_spec() -> impl Strategy<Value = Vec<String>> + Clone {
    vec(select(&shape::NAMES[..]), 1..=3).prop_map(|v| v.into_iter().map(|(_, n)| n.to_string()).collect())
}

fn num_alt() -> impl Strategy<Value = NumAlt> + Clone {
    (0u8..7, range(), select(&[Cmp::Lt, Cmp::Le, Cmp::Eq, Cmp::Ge, Cmp::Gt][..]), suit_term()).prop_map(
        |(k, r, cmp, s)| match k {
            0 => NumAlt::X,
            1 => NumAlt::Rel { cmp, other: RelTarget::X },
            2 | 3 => NumAlt::Rel { cmp, other: RelTarget::Suit(s) },
            _ => NumAlt::Range(r),
        },
    )
}

/// The atom that may open a Points alternative: it is the only one that reads digits or
/// lowercase letters, so at most one per alternative keeps the text unambiguous.
fn strength_atom() -> impl Strategy<Value = PointsAtom> + Clone {
    (
        0u8..6,
        range(),
        maybe(50, 0u8..=9),
        0u8..=9,
        1u8..=5,
        1u8..=15,
        select(&[StopCode::Zero, StopCode::Half, StopCode::One, StopCode::Two][..]),
    )
        .prop_map(|(k, range, ints, d, m, set, stop)| match k {
            0 => PointsAtom::Hcp { range, ints },
            1 => PointsAtom::HonorsSeq { hcp: range, honors: d },
            2 => PointsAtom::OfTop { n: d, m },
            3 => PointsAtom::Letters { set, ints },
            4 => PointsAtom::Stop(stop),
            _ => PointsAtom::Ints(d),
        })
}

const FLAGS: [PointsAtom; 8] = [
    PointsAtom::Ace,
    PointsAtom::King,
    PointsAtom::Frc,
    PointsAtom::Src,
    PointsAtom::Protected,
    PointsAtom::HelpAsk,
    PointsAtom::HelpHave,
    PointsAtom::Solid,
];

fn points_alt() -> impl Strategy<Value = PointsAlt> + Clone {
    (0u8..9, maybe(70, strength_atom()), vec(0usize..FLAGS.len(), 0..=4)).prop_map(|(k, s, flags)| {
        if k == 0 {
            return vec![PointsAtom::X];
        }
        let mut alt: PointsAlt = s.into_iter().collect();
        // Distinct flags, in any order.
        for f in flags {
            if !alt.contains(&FLAGS[f]) {
                alt.push(FLAGS[f]);
            }
        }
        if alt.is_empty() {
            alt.push(PointsAtom::King);
        }
        alt
    })
}

fn suit_body() -> impl Strategy<Value = (Vec<NumAlt>, bool, Vec<PointsAlt>)> + Clone {
    (vec(num_alt(), 0..=3), any::<bool>(), vec(points_alt(), 0..=3)).prop_map(|(mut num, or, points)| {
        // A suit spec needs a Num or Points; `or` needs Points.
        if num.is_empty() && points.is_empty() {
            num.push(NumAlt::Range(RangeSpec::Plus(500)));
        }
        let or = or && !points.is_empty();
        (num, or, points)
    })
}

/// Up to four suit specs for distinct suits (a suit may be given once per entry).
fn suit_specs() -> impl Strategy<Value = Vec<Spanned<SuitSpec>>> + Clone {
    const SUITS: [SuitTerm; 7] = [
        SuitTerm::Suit(Suit::Spades),
        SuitTerm::Suit(Suit::Hearts),
        SuitTerm::Suit(Suit::Diamonds),
        SuitTerm::Suit(Suit::Clubs),
        SuitTerm::Var('a'),
        SuitTerm::Var('b'),
        SuitTerm::Var('z'),
    ];
    (subsequence(&SUITS[..], 0..=4).prop_shuffle(), [suit_body(), suit_body(), suit_body(), suit_body()]).prop_map(
        |(suits, bodies)| {
            suits
                .into_iter()
                .zip(bodies)
                .map(|(suit, (num, or, points))| sp(SuitSpec { suit, num, or, points }))
                .collect()
        },
    )
}

fn x_spec() -> impl Strategy<Value = XSpec> + Clone {
    (vec(range(), 1..=3), any::<bool>(), vec(points_alt(), 0..=2)).prop_map(|(num, up, points)| XSpec {
        num,
        up,
        points,
    })
}

fn combo() -> impl Strategy<Value = Combo> + Clone {
    (any::<bool>(), vec(suit_term(), 1..=3), 0u8..3, range(), range()).prop_map(|(x, mut suits, which, num, points)| {
        // 2 or 3 suits counting x, with a length, an HCP range or both.
        if suits.len() + usize::from(x) < 2 {
            suits.push(SuitTerm::Suit(Suit::Clubs));
        }
        if suits.len() + usize::from(x) > 3 {
            suits.pop();
        }
        Combo { suits, x, num: (which != 1).then_some(num), points: (which != 0).then_some(points) }
    })
}

fn gib() -> impl Strategy<Value = GibSpec> + Clone {
    (
        suit_term(),
        any::<bool>(),
        any::<prop::sample::Index>(),
        select(&[GibBound::Exact, GibBound::AtLeast, GibBound::AtMost][..]),
    )
        .prop_map(|(suit, quality, level, bound)| {
            let (kind, n) =
                if quality { (GibKind::Quality, GibQuality::ALL.len()) } else { (GibKind::Stop, GibStop::ALL.len()) };
            GibSpec { suit, kind, level: level.index(n) as u8, bound }
        })
}

fn suit_or_x() -> impl Strategy<Value = SuitOrX> + Clone {
    (any::<bool>(), suit_term()).prop_map(|(x, t)| if x { SuitOrX::X } else { SuitOrX::Suit(t) })
}

/// Bounds as `ours.`, `pard.` and `shows.` write them: any, n+, n-, n, n-m.
fn bounds() -> impl Strategy<Value = (i32, i32)> + Clone {
    (0u8..5, 0i32..=40, 0i32..=40).prop_map(|(k, a, b)| {
        let (a, b) = (a.min(b), a.max(b));
        match k {
            0 => (i32::MIN, i32::MAX),
            1 => (a, i32::MAX),
            2 => (i32::MIN, b),
            3 => (a, a),
            _ => (a, b),
        }
    })
}

fn side() -> impl Strategy<Value = SideSpec> + Clone {
    (any::<bool>(), 0u8..3, suit_or_x(), bounds()).prop_map(|(partner, k, s, (lo, hi))| SideSpec {
        partner,
        measure: match k {
            0 => MeasureTerm::Hcp,
            1 => MeasureTerm::Total,
            _ => MeasureTerm::Len(s),
        },
        lo,
        hi,
    })
}

/// Up to three `shows.` fields, no feature twice.
fn shows() -> impl Strategy<Value = Vec<Spanned<ShowSpec>>> + Clone {
    let one = (0u8..8, suit_or_x(), bounds(), 0u8..4, 0u8..8, 0u8..16).prop_map(|(k, s, (a, b), c, q, h)| match k {
        0 => ShowSpec::Hcp(a, b),
        1 => ShowSpec::Total(a, b),
        2 => ShowSpec::Len(s, a, b),
        3 => ShowSpec::Stop(s, c),
        4 => ShowSpec::Quality(s, q),
        5 => ShowSpec::Honors(s, h),
        6 => ShowSpec::Balanced([None, Some(true), Some(false)][(c % 3) as usize]),
        _ => ShowSpec::Forcing(c % 3),
    });
    vec(one, 0..=3).prop_map(|v| {
        let key = |s: &ShowSpec| {
            let mut t = *s;
            let suit = t.suit_mut().copied();
            let x = matches!(
                s,
                ShowSpec::Len(SuitOrX::X, ..)
                    | ShowSpec::Stop(SuitOrX::X, _)
                    | ShowSpec::Quality(SuitOrX::X, _)
                    | ShowSpec::Honors(SuitOrX::X, _)
            );
            (core::mem::discriminant(s), suit, x)
        };
        let mut out: Vec<ShowSpec> = Vec::new();
        for s in v {
            if !out.iter().any(|o| key(o) == key(&s)) {
                out.push(s);
            }
        }
        out.into_iter().map(sp).collect()
    })
}

const POSITIONS: [PositionCode; 10] = [
    PositionCode::Seat(1),
    PositionCode::Seat(2),
    PositionCode::Seat(3),
    PositionCode::Seat(4),
    PositionCode::FirstOrSecond,
    PositionCode::ThirdOrFourth,
    PositionCode::Passed,
    PositionCode::Unpassed,
    PositionCode::PartnerPassed,
    PositionCode::PartnerUnpassed,
];

const VULS: [VulCode; 6] = [
    VulCode::Unfavourable,
    VulCode::Favourable,
    VulCode::Both,
    VulCode::Neither,
    VulCode::Vulnerable,
    VulCode::NotVulnerable,
];

/// One to three Pct codes, at most one of them numeric (two numbers would run together).
fn pct() -> impl Strategy<Value = Vec<PctCode>> + Clone {
    const LETTERS: [PctCode; 5] = [PctCode::We, PctCode::They, PctCode::Matchpoints, PctCode::Imps, PctCode::Dda];
    (0u8..4, 1u8..=99, any::<bool>(), vec(select(&LETTERS[..]), 0..=3), any::<prop::sample::Index>()).prop_map(
        |(k, value, disabled, mut letters, at)| {
            let numeric = match k {
                0 => None,
                1 => Some(PctCode::Off),
                _ => Some(PctCode::Percent { value, disabled }),
            };
            if let Some(n) = numeric {
                letters.truncate(2);
                let i = at.index(letters.len() + 1);
                letters.insert(i, n);
            }
            if letters.is_empty() {
                letters.push(PctCode::Imps);
            }
            letters
        },
    )
}

fn ask() -> impl Strategy<Value = Ask> + Clone {
    const OTHERS: [Ask; 10] = [
        Ask::Pick,
        Ask::Decide,
        Ask::Unbalanced,
        Ask::Aces,
        Ask::Kings,
        Ask::KeyCards,
        Ask::OneRound,
        Ask::Game,
        Ask::Optional,
        Ask::SignOff,
    ];
    (0u8..5, suit(), 0u8..Call::COUNT as u8, select(&OTHERS[..])).prop_map(|(k, s, code, other)| match k {
        0 => Ask::Help(s),
        1 => Ask::Control(s),
        2 => Ask::Bid(Call::from_code(code).expect("a call code")),
        _ => other,
    })
}

fn best() -> impl Strategy<Value = BestSpec> + Clone {
    (1u8..=7, strain_term(), 0u8..=2).prop_map(|(level, strain, doubled)| BestSpec { level, strain, doubled })
}

/// An optional field, present about a third of the time.
fn opt<S: Strategy + Clone>(s: S) -> impl Strategy<Value = Option<Spanned<S::Value>>> + Clone {
    maybe(35, s).prop_map(|v| v.map(sp))
}

fn flag() -> impl Strategy<Value = Option<Span>> + Clone {
    (0u8..10).prop_map(|r| (r < 3).then(Span::default))
}

fn fields() -> impl Strategy<Value = Fields> + Clone {
    let a = (
        opt(word()),
        opt(hcp_spec()),
        opt(dist_spec()),
        opt(dummy_spec()),
        opt(custom_spec()),
        opt(range_dec()),
        opt(winners_spec()),
        opt(range_dec()),
        opt(range_dec()),
        opt(range_dec()),
        opt(range()),
        opt(shape_spec()),
    );
    let b = (
        opt(x_spec()),
        suit_specs(),
        vec(combo().prop_map(sp), 0..=2),
        vec(gib().prop_map(sp), 0..=2),
        opt(select(&POSITIONS[..])),
        opt(select(&VULS[..])),
        opt(1u8..=9),
        opt(1u8..=9),
        opt(pct()),
        opt(best()),
    );
    let c = (
        flag(),
        flag(),
        flag(),
        opt(text()),
        opt(vec(ask(), 1..=4)),
        opt(text()),
        opt(text()),
        opt(text()),
        opt(word()),
    );
    let d = (opt(range()), opt(range()), vec(side().prop_map(sp), 0..=2), shows(), opt(text()), opt(date()));
    (a, b, c, d).prop_map(
        |(
            (bon, hcp, dist, dummy, custom, knr, winners, losers, qt, stopped, ints, shape),
            (x, suits, combos, gib, pos, vul, round, player, pct, best),
            (alert, announce, prealert, text, asks, shows, reference, note, test),
            (rule20, rule15, sides, show, against, date),
        )| Fields {
            bon,
            hcp,
            dist,
            dummy,
            custom,
            knr,
            rule20,
            rule15,
            winners,
            losers,
            qt,
            stopped,
            ints,
            shape,
            x,
            suits,
            combos,
            gib,
            pos,
            vul,
            round,
            player,
            pct,
            best,
            alert,
            announce,
            prealert,
            text,
            asks,
            shows,
            reference,
            note,
            test,
            forced: alert,
            gameforce: announce,
            sides,
            show,
            against,
            date,
        },
    )
}

/// A Date Saved: a day of the calendar.
fn date() -> impl Strategy<Value = String> + Clone {
    (1990u32..2100, 1u32..=12, 1u32..=28).prop_map(|(y, m, d)| format!("{y}-{m:02}-{d:02}"))
}

fn entry() -> impl Strategy<Value = Entry> + Clone {
    (call_term(), maybe(40, text()), fields()).prop_map(|(call, name, fields)| Entry {
        span: Span::default(),
        call: sp(call),
        name: name.map(sp),
        fields,
    })
}

fn constraint() -> impl Strategy<Value = Constraint> + Clone {
    (
        any::<bool>(),
        var(),
        select(&[Relation::Lt, Relation::Gt, Relation::Eq, Relation::Ne][..]),
        var(),
        vec(suit(), 1..=4),
    )
        .prop_map(
            |(order, a, rel, b, suits)| {
                if order {
                    Constraint::Order { a, rel, b }
                } else {
                    Constraint::In { var: a, suits }
                }
            },
        )
}

fn section() -> impl Strategy<Value = Section> + Clone {
    (vec(call_term(), 0..=5), vec(constraint(), 0..=3), vec(entry(), 0..=4)).prop_map(
        |(prior, constraints, entries)| {
            let mut s = Section::new(Span::default(), prior.into_iter().map(sp).collect());
            s.constraints = constraints.into_iter().map(sp).collect();
            s.entries = entries;
            s
        },
    )
}

fn item() -> impl Strategy<Value = Item> + Clone {
    const CODES: [UseCode; 4] = [UseCode::On, UseCode::Off, UseCode::We, UseCode::They];
    // Sections are generated lazily: only when the item is one.
    (0u8..7, text(), maybe(50, select(&Deck::ALL[..])), maybe(50, select(&CODES[..]))).prop_flat_map(
        |(k, t, deck, code)| match k {
            0 => Just(Item::System(SystemDecl { name: sp(t), deck: deck.map(sp) })).boxed(),
            1 => Just(Item::Include(sp(t))).boxed(),
            2 => Just(Item::Convention(ConventionDecl { span: Span::default(), path: sp(t), code: code.map(sp) }))
                .boxed(),
            _ => section().prop_map(Item::Section).boxed(),
        },
    )
}

fn rule_file() -> impl Strategy<Value = RuleFile> + Clone {
    vec(item(), 0..=6).prop_map(|items| RuleFile { items })
}

// ---------------------------------------------------------------------------------------
// Properties

fn check_roundtrip(ast: &RuleFile) -> Result<(), TestCaseError> {
    let printed = print_file(ast);
    let (back, errors) = parse_file(0, &printed);
    prop_assert!(errors.is_empty(), "printed text does not parse cleanly:\n{printed}\nerrors: {:#?}", errors);
    prop_assert_eq!(&back, ast, "printed text:\n{}", printed);
    let again = print_file(&back);
    prop_assert_eq!(&again, &printed, "printing is not idempotent");
    Ok(())
}

proptest! {
    #![proptest_config(ProptestConfig {
        cases: 640,
        failure_persistence: None,
        ..ProptestConfig::default()
    })]

    #[test]
    fn parse_of_print_is_identity(ast in rule_file()) {
        check_roundtrip(&ast)?;
    }

    /// One section with many entries: exercises every field more often per case.
    #[test]
    fn entries_roundtrip(entries in vec(entry(), 1..=8)) {
        let ast = RuleFile {
            items: vec![Item::Section({
                let mut s = Section::new(
                    Span::default(),
                    vec![sp(CallTerm::Call { kind: CallShape::Bid(1, StrainTerm::NoTrump), tag: None }),
                         sp(CallTerm::Call { kind: CallShape::Pass, tag: None })],
                );
                s.entries = entries;
                s
            })],
        };
        check_roundtrip(&ast)?;
    }
}

// ---------------------------------------------------------------------------------------
// A hand-written file with every field

const EVERY_FIELD: &str = r#"# A file that uses every field and every form.
system "Every \"Field\" \\ System" deck=standard
include "other.bb"
convention "NT, Strong"
convention "2C Strong: 2D Waiting" = on
convention "Stayman" =off
convention "Jacoby" = we
convention "Michaels" = they

[]
1N "NT, Strong" bon=130000 hcp=15-17 shape=bal announce text="15-17" test=AQ3-KT87-K63-A54
2N bon=110000 hcp=20-21 shape=balanced|1-suiter test=AKQ-KQ87-AQ3-K54
1x bon=140000 hcp=>=12 dist=T13+ X=5+U:5+ S=x H=x D=x,<4 C=x:x test=AQ432-K87-K-A654
    pos=F vul=N pct=50WM
2C "2C Strong" bon=150000 hcp=22+ knr=12.5-14 rule20=20 rule15=15+ winners=R9 losers=4.5 qt=2.5+ stopped=1.5 ints=3
   dummy=H5:10-12 custom=10.5+:A4K3Q2J1T.5 alert prealert
P bon=900000 hcp=<12 note="no opening" ref="seed 000" shows="weakness"

[1N-P]
2C "NT, Strong" hcp=P23+ S=4 H=4 SH>=8 CD<7 xD=:5+ S.quality=rebiddable+ H.stop=likely- D.stop=none
2D hcp=P25-31 H=5,>=S:abi2,3H4 S=<=H:2/3FRC C=6+:or8+ D=:hstopSRC best=4HX pct=D asks=HS,CD,B2H,P,KC,SO
3N hcp=1N+3+4 round=1 player=3 pct=x50 asks=D,U,A,K,1,G,O
4N hcp=HCP1N text="[hidden] quantitative" pct=0IT
P

[1N-P-2C-P]
2D hcp=Min
2H hcp=Min+ H=4
2S hcp=Min-1 S=4
2N hcp=Min+2 C=:0stop,1stop,2stop,i2,4+i1,aA,KPHAHHSS

[1{a}-P] where a in HS, a!=b, a<b, a>b, a=b
2{a} "Raise {a}" hcp=6-10 {a}=3+:5+ {b}=<3 {a}{b}=7+ x{a}=:10+ {a}.quality=3-card- dummy={a}4:7-9 best=4{a}
3{b} S=>x

[4N@40-P]
5C@Q1 hcp=2N+3 best=6NXX
5D@G{a} hcp=3N
[1C-P-1H-D]
R hcp=10+
XX hcp=11+
Pass hcp=<10
Dbl hcp=9
"#;

#[test]
fn every_field_file_roundtrips() {
    let (ast, errors) = parse_file(0, EVERY_FIELD);
    assert!(errors.is_empty(), "{errors:#?}");
    // Every item kind and every field is present.
    let entries: Vec<&Entry> = ast
        .items
        .iter()
        .filter_map(|i| match i {
            Item::Section(s) => Some(s),
            _ => None,
        })
        .flat_map(|s| s.entries.iter())
        .collect();
    let any = |f: &dyn Fn(&Fields) -> bool| entries.iter().any(|e| f(&e.fields));
    assert!(any(&|f| f.bon.is_some()));
    assert!(any(&|f| f.hcp.is_some()));
    assert!(any(&|f| f.dist.is_some()));
    assert!(any(&|f| f.dummy.is_some()));
    assert!(any(&|f| f.custom.is_some()));
    assert!(any(&|f| f.knr.is_some()));
    assert!(any(&|f| f.rule20.is_some()));
    assert!(any(&|f| f.rule15.is_some()));
    assert!(any(&|f| f.winners.is_some()));
    assert!(any(&|f| f.losers.is_some()));
    assert!(any(&|f| f.qt.is_some()));
    assert!(any(&|f| f.stopped.is_some()));
    assert!(any(&|f| f.ints.is_some()));
    assert!(any(&|f| f.shape.is_some()));
    assert!(any(&|f| f.x.is_some()));
    assert!(any(&|f| !f.suits.is_empty()));
    assert!(any(&|f| !f.combos.is_empty()));
    assert!(any(&|f| !f.gib.is_empty()));
    assert!(any(&|f| f.pos.is_some()));
    assert!(any(&|f| f.vul.is_some()));
    assert!(any(&|f| f.round.is_some()));
    assert!(any(&|f| f.player.is_some()));
    assert!(any(&|f| f.pct.is_some()));
    assert!(any(&|f| f.best.is_some()));
    assert!(any(&|f| f.alert.is_some()));
    assert!(any(&|f| f.announce.is_some()));
    assert!(any(&|f| f.prealert.is_some()));
    assert!(any(&|f| f.text.is_some()));
    assert!(any(&|f| f.asks.is_some()));
    assert!(any(&|f| f.shows.is_some()));
    assert!(any(&|f| f.reference.is_some()));
    assert!(any(&|f| f.note.is_some()));
    assert!(any(&|f| f.test.is_some()));

    // Some values read as written.
    let e = entries.iter().find(|e| e.fields.custom.is_some()).unwrap();
    assert_eq!(
        e.fields.custom.as_ref().unwrap().value,
        CustomSpec { range: RangeSpec::Plus(1050), values: [Some(400), Some(300), Some(200), Some(100), Some(50)] }
    );
    assert_eq!(e.fields.knr.as_ref().unwrap().value, RangeSpec::Between(1250, 1400));
    // The continuation line belongs to the 1x entry.
    let onex = entries.iter().find(|e| e.call.value == CallTerm::X { level: 1 }).unwrap();
    assert_eq!(onex.fields.pos.as_ref().unwrap().value, PositionCode::FirstOrSecond);
    assert_eq!(
        onex.fields.pct.as_ref().unwrap().value,
        vec![PctCode::Percent { value: 50, disabled: false }, PctCode::We, PctCode::Matchpoints]
    );
    // The alias `bal` reads as `balanced`.
    assert_eq!(entries[0].fields.shape.as_ref().unwrap().value, vec!["balanced".to_string()]);

    let printed = print_file(&ast);
    let (back, errors) = parse_file(0, &printed);
    assert!(errors.is_empty(), "{printed}\n{errors:#?}");
    assert_eq!(back, ast, "printed:\n{printed}");
    assert_eq!(print_file(&back), printed);
}

// ---------------------------------------------------------------------------------------
// Real and broken files: whatever the parser reads (even with errors) prints back to text
// that reads the same.

fn shipped_files() -> &'static [(String, String)] {
    static FILES: std::sync::OnceLock<Vec<(String, String)>> = std::sync::OnceLock::new();
    FILES.get_or_init(read_shipped_files)
}

fn read_shipped_files() -> Vec<(String, String)> {
    let dir = std::path::PathBuf::from(concat!(env!("CARGO_MANIFEST_DIR"), "/../rules"));
    let mut out = vec![("every-field".to_string(), EVERY_FIELD.to_string())];
    let mut stack = vec![dir];
    while let Some(d) = stack.pop() {
        let Ok(read) = std::fs::read_dir(&d) else {
            continue;
        };
        for e in read.flatten() {
            let p = e.path();
            if p.is_dir() {
                stack.push(p);
            } else if p.extension().is_some_and(|x| x == "bb") {
                if let Ok(t) = std::fs::read_to_string(&p) {
                    out.push((p.display().to_string(), t));
                }
            }
        }
    }
    out
}

fn check_text_roundtrip(text: &str) -> Result<(), TestCaseError> {
    let (ast, _) = parse_file(0, text);
    check_roundtrip(&ast)
}

#[test]
fn shipped_files_roundtrip() {
    for (name, text) in shipped_files() {
        let (ast, errors) = parse_file(0, text);
        assert!(errors.is_empty(), "{name}: {errors:#?}");
        if let Err(e) = check_roundtrip(&ast) {
            panic!("{name}: {e}");
        }
    }
}

proptest! {
    #![proptest_config(ProptestConfig {
        cases: 256,
        failure_persistence: None,
        ..ProptestConfig::default()
    })]

    /// Character edits of real files: the parser's reading of the result, errors or not,
    /// round-trips.
    #[test]
    fn edited_files_roundtrip(
        which in any::<prop::sample::Index>(),
        edits in vec(
            (
                any::<prop::sample::Index>(),
                0u8..3,
                select(" \n\"\\#[]{}=:,<>+-.@|xiabSHDCNPRXUTAKQ0123456789".chars().collect::<Vec<_>>()),
            ),
            1..6,
        ),
    ) {
        let files = shipped_files();
        let (_, text) = &files[which.index(files.len())];
        let mut chars: Vec<char> = text.chars().collect();
        for (at, op, c) in edits {
            match op {
                0 if !chars.is_empty() => {
                    chars.remove(at.index(chars.len()));
                }
                1 => chars.insert(at.index(chars.len() + 1), c),
                _ if !chars.is_empty() => {
                    let i = at.index(chars.len());
                    chars[i] = c;
                }
                _ => {}
            }
        }
        let edited: String = chars.into_iter().collect();
        check_text_roundtrip(&edited)?;
    }
}
