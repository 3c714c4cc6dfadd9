//! The canonical printer: AST back to DSL text. Fields come out in a fixed order, one entry per
//! line; parsing the output gives back an equal AST.

use bidbase_runtime::{GibQuality, GibStop};

use crate::ast::*;
use crate::parse::quote;
use crate::span::Spanned;

/// Prints a whole file.
pub fn print_file(f: &RuleFile) -> String {
    let mut out = String::new();
    let mut prev_section = false;
    for item in &f.items {
        match item {
            Item::System(s) => {
                out.push_str(&format!("system {}", quote(&s.name.value)));
                if let Some(d) = &s.deck {
                    out.push_str(&format!(" deck={}", d.value.name()));
                }
                out.push('\n');
                prev_section = false;
            }
            Item::Include(p) => {
                out.push_str(&format!("include {}\n", quote(&p.value)));
                prev_section = false;
            }
            Item::Convention(c) => {
                out.push_str(&format!("convention {}", quote(&c.path.value)));
                if let Some(code) = &c.code {
                    out.push_str(&format!(" = {}", use_code_text(code.value)));
                }
                out.push('\n');
                prev_section = false;
            }
            Item::Base(p) => {
                out.push_str(&format!("base {}\n", quote(&p.value)));
                prev_section = false;
            }
            Item::Change(c) => {
                out.push_str(&print_change(c));
                prev_section = false;
            }
            Item::Similar(d) => {
                let auctions: Vec<String> = d
                    .auctions
                    .iter()
                    .map(|a| format!("[{}]", a.value.iter().map(|c| c.to_bidbase()).collect::<Vec<_>>().join("-")))
                    .collect();
                out.push_str(&format!("similar {}\n", auctions.join(" ")));
                prev_section = false;
            }
            Item::Section(s) => {
                if !out.is_empty() {
                    out.push('\n');
                }
                out.push_str(&print_section(s));
                prev_section = true;
            }
        }
    }
    let _ = prev_section;
    out
}

/// A convention's selection code as written after `=`.
fn use_code_text(code: UseCode) -> &'static str {
    match code {
        UseCode::On => "on",
        UseCode::Off => "off",
        UseCode::We => "we",
        UseCode::They => "they",
    }
}

/// Prints a change to the base system (one line).
pub fn print_change(c: &Change) -> String {
    match c {
        Change::RemoveSection { section, .. } => format!("remove {}", print_section(section)),
        Change::RemoveEntries { section, calls, .. } => {
            let calls: Vec<String> = calls.iter().map(|c| print_call(&c.value)).collect();
            format!("remove {} from {}", calls.join(" "), print_section(section))
        }
        Change::RemoveConvention { path, .. } => format!("remove convention {}\n", quote(&path.value)),
        Change::Default { path, code, .. } => {
            format!("default {} = {}\n", quote(&path.value), use_code_text(code.value))
        }
    }
}

/// Prints a section: its header and its entries.
pub fn print_section(s: &Section) -> String {
    let mut out = String::new();
    if s.replaces.is_some() {
        out.push_str("replace ");
    }
    if let Some(b) = &s.block {
        out.push_str(&format!("block {}", quote(&b.value)));
    } else {
        out.push('[');
        match &s.pattern {
            Some(p) => out.push_str(&p.iter().map(|e| print_pat_elem(&e.value)).collect::<Vec<_>>().join(" ")),
            None => out.push_str(&s.prior.iter().map(|c| print_call(&c.value)).collect::<Vec<_>>().join("-")),
        }
        out.push(']');
        if !s.constraints.is_empty() {
            out.push_str(" where ");
            out.push_str(&s.constraints.iter().map(|c| print_constraint(&c.value)).collect::<Vec<_>>().join(", "));
        }
        if let Some(a) = &s.alias {
            out.push_str(" as [");
            out.push_str(&a.value.iter().map(|c| print_call(&c.value)).collect::<Vec<_>>().join("-"));
            out.push(']');
        }
        if s.complete.is_some() {
            out.push_str(" complete");
        }
    }
    out.push('\n');
    let mut uses = s.uses.iter().peekable();
    for (i, e) in s.entries.iter().enumerate() {
        while let Some((_, u)) = uses.next_if(|(at, _)| *at <= i) {
            out.push_str(&format!("use {}\n", quote(&u.value)));
        }
        out.push_str(&print_entry(e));
        out.push('\n');
    }
    for (_, u) in uses {
        out.push_str(&format!("use {}\n", quote(&u.value)));
    }
    out
}

/// Prints a pattern element: `partner:4N`, `D|bid`, `we:P...`, `...`.
pub fn print_pat_elem(e: &PatElem) -> String {
    let mut s = e.owner.prefix().to_string();
    if e.run && e.alts == [PatAtom::Any] {
        s.push_str("...");
        return s;
    }
    let alts: Vec<String> = e
        .alts
        .iter()
        .map(|a| match a {
            PatAtom::Any => "?".to_string(),
            PatAtom::Call(c) => print_call(c),
            PatAtom::Class { level, kind } => {
                let k = match kind {
                    BidClass::Bid => "bid",
                    BidClass::Suit => "suit",
                    BidClass::Nt => "nt",
                };
                if *level == 0 {
                    k.to_string()
                } else {
                    format!("{level}{k}")
                }
            }
        })
        .collect();
    s.push_str(&alts.join("|"));
    if e.run {
        s.push_str("...");
    }
    s
}

fn print_constraint(c: &Constraint) -> String {
    match c {
        Constraint::Order { a, rel, b } => {
            let r = match rel {
                Relation::Lt => "<",
                Relation::Gt => ">",
                Relation::Eq => "=",
                Relation::Ne => "!=",
            };
            format!("{a}{r}{b}")
        }
        Constraint::In { var, suits } => {
            format!("{var} in {}", suits.iter().map(|s| s.letter()).collect::<String>())
        }
        Constraint::Level { var, cmp, rhs } => {
            let r = match rhs {
                LevelRhs::Level(l) => l.to_string(),
                LevelRhs::Var(v, 0) => format!("{v}+0"),
                LevelRhs::Var(v, d) if *d > 0 => format!("{v}+{d}"),
                LevelRhs::Var(v, d) => format!("{v}{d}"),
            };
            format!("{var}{}{r}", cmp.symbol())
        }
        Constraint::LevelIn { var, levels } => {
            format!("{var} in {}", levels.iter().map(|l| l.to_string()).collect::<String>())
        }
        Constraint::Jump { var, jump: true } => format!("jump({var})"),
        Constraint::Jump { var, jump: false } => format!("nonjump({var})"),
    }
}

/// Prints a decimal in hundredths: `12`, `2.5`, `0.25`.
pub fn print_dec(v: Dec) -> String {
    if v % 100 == 0 {
        format!("{}", v / 100)
    } else if v % 10 == 0 {
        format!("{}.{}", v / 100, (v % 100) / 10)
    } else {
        format!("{}.{:02}", v / 100, v % 100)
    }
}

/// Prints a range as written.
pub fn print_range(r: &RangeSpec) -> String {
    match *r {
        RangeSpec::Exact(v) => print_dec(v),
        RangeSpec::Plus(v) => format!("{}+", print_dec(v)),
        RangeSpec::Between(a, b) => format!("{}-{}", print_dec(a), print_dec(b)),
        RangeSpec::Lt(v) => format!("<{}", print_dec(v)),
        RangeSpec::Le(v) => format!("<={}", print_dec(v)),
        RangeSpec::Gt(v) => format!(">{}", print_dec(v)),
        RangeSpec::Ge(v) => format!(">={}", print_dec(v)),
    }
}

fn print_suit(s: &SuitTerm) -> String {
    match s {
        SuitTerm::Suit(s) => s.letter().to_string(),
        SuitTerm::Var(v) => format!("{{{v}}}"),
    }
}

fn print_suit_or_x(s: &SuitOrX) -> String {
    match s {
        SuitOrX::Suit(t) => print_suit(t),
        SuitOrX::X => "x".into(),
    }
}

/// `25+`, `11-`, `15-17`, `8` or `any`, as [`crate::parse`] reads them.
fn print_bounds(lo: i32, hi: i32) -> String {
    match (lo == i32::MIN, hi == i32::MAX) {
        (true, true) => "any".into(),
        (false, true) => format!("{lo}+"),
        (true, false) => format!("{hi}-"),
        _ if lo == hi => format!("{lo}"),
        _ => format!("{lo}-{hi}"),
    }
}

fn print_strain(s: &StrainTerm) -> String {
    match s {
        StrainTerm::NoTrump => "N".into(),
        StrainTerm::Suit(s) => print_suit(s),
    }
}

fn print_digit(d: &DigitTerm) -> String {
    match d {
        DigitTerm::Digit(n) => n.to_string(),
        DigitTerm::Var(v) => format!("{{{v}}}"),
    }
}

/// Prints a call term: `1C`, `2x`, `4N@40`, `2{a}`, `P`, `D`, `R`.
pub fn print_call(c: &CallTerm) -> String {
    match c {
        CallTerm::X { level } => format!("{level}x"),
        CallTerm::XVar { var, offset: 0 } => format!("{{{var}}}x"),
        CallTerm::XVar { var, offset } => format!("{{{var}{offset:+}}}x"),
        CallTerm::Call { kind, tag } => {
            let mut s = match kind {
                CallShape::Pass => "P".to_string(),
                CallShape::Double => "D".to_string(),
                CallShape::Redouble => "R".to_string(),
                CallShape::Bid(l, st) => format!("{l}{}", print_strain(st)),
                CallShape::LevelVar(v, 0, st) => format!("{{{v}}}{}", print_strain(st)),
                CallShape::LevelVar(v, d, st) => format!("{{{v}{d:+}}}{}", print_strain(st)),
            };
            if let Some(t) = tag {
                s.push('@');
                s.push_str(&match t {
                    TagTerm::Ask(a, b) => format!("{}{}", print_digit(a), print_digit(b)),
                    TagTerm::Cue(a) => format!("Q{}", print_digit(a)),
                    TagTerm::Gsf(a) => format!("G{}", print_digit(a)),
                });
            }
            s
        }
    }
}

fn print_hcp(h: &HcpSpec) -> String {
    match *h {
        HcpSpec::Range(r) => print_range(&r),
        HcpSpec::Partnership(r) => format!("P{}", print_range(&r)),
        HcpSpec::Min { above: true, .. } => "Min+".into(),
        HcpSpec::Min { delta: 0, .. } => "Min".into(),
        HcpSpec::Min { delta, .. } => format!("Min{delta:+}"),
        HcpSpec::Nt { n, add: None } => format!("{n}N"),
        HcpSpec::Nt { n, add: Some((a, b)) } if a == b => format!("{n}N{a:+}"),
        HcpSpec::Nt { n, add: Some((a, b)) } => format!("{n}N{a:+}{b:+}"),
        HcpSpec::NtRange(n) => format!("HCP{n}N"),
    }
}

fn print_num(n: &NumAlt) -> String {
    match n {
        NumAlt::X => "x".into(),
        NumAlt::Range(r) => print_range(r),
        NumAlt::Rel { cmp, other } => format!(
            "{}{}",
            cmp.symbol(),
            match other {
                RelTarget::X => "x".to_string(),
                RelTarget::Suit(s) => print_suit(s),
            }
        ),
    }
}

fn print_ints(i: &Option<u8>) -> String {
    i.map(|n| format!("i{n}")).unwrap_or_default()
}

/// Prints one Points atom.
pub fn print_atom(a: &PointsAtom) -> String {
    match a {
        PointsAtom::Hcp { range, ints } => format!("{}{}", print_range(range), print_ints(ints)),
        PointsAtom::Letters { set, ints } => {
            let letters: String = (0..4).filter(|i| set & (1 << i) != 0).map(|i| (b'a' + i) as char).collect();
            format!("{letters}{}", print_ints(ints))
        }
        PointsAtom::Ace => "A".into(),
        PointsAtom::King => "K".into(),
        PointsAtom::OfTop { n, m } => format!("{n}/{m}"),
        PointsAtom::HonorsSeq { hcp, honors } => format!("{}H{honors}", print_range(hcp)),
        PointsAtom::Stop(c) => match c {
            StopCode::Zero => "0stop",
            StopCode::Half => "hstop",
            StopCode::One => "1stop",
            StopCode::Two => "2stop",
        }
        .into(),
        PointsAtom::Frc => "FRC".into(),
        PointsAtom::Src => "SRC".into(),
        PointsAtom::Protected => "P".into(),
        PointsAtom::HelpAsk => "HA".into(),
        PointsAtom::HelpHave => "HH".into(),
        PointsAtom::Solid => "SS".into(),
        PointsAtom::Ints(n) => format!("i{n}"),
        PointsAtom::X => "x".into(),
    }
}

fn print_points(p: &[PointsAlt]) -> String {
    p.iter().map(|alt| alt.iter().map(print_atom).collect::<String>()).collect::<Vec<_>>().join(",")
}

fn string_or_word(s: &str) -> String {
    if !s.is_empty() && !s.contains(|c: char| c.is_whitespace() || c == '"' || c == '#' || c == '\\') {
        s.to_string()
    } else {
        quote(s)
    }
}

/// Prints one entry on one line, fields in canonical order.
pub fn print_entry(e: &Entry) -> String {
    let f = &e.fields;
    let mut parts: Vec<String> = vec![print_call(&e.call.value)];
    if let Some(n) = &e.name {
        parts.push(quote(&n.value));
    }
    if let Some(b) = &f.bon {
        parts.push(format!("bon={}", string_or_word(&b.value)));
    }
    print_points_fields(f, &mut parts);
    print_suit_fields(f, &mut parts);
    print_situation_fields(f, &mut parts);
    print_text_fields(f, &mut parts);
    parts.join(" ")
}

/// Points, tricks and shape: `hcp` to `shape`.
fn print_points_fields(f: &Fields, parts: &mut Vec<String>) {
    if let Some(h) = &f.hcp {
        parts.push(format!("hcp={}", print_hcp(&h.value)));
    }
    if let Some(d) = &f.dist {
        parts.push(format!("dist={}{}", if d.value.total { "T" } else { "" }, print_range(&d.value.range)));
    }
    if let Some(d) = &f.dummy {
        parts.push(format!("dummy={}{}:{}", print_suit(&d.value.trump), d.value.partner, print_range(&d.value.range)));
    }
    if let Some(c) = &f.custom {
        let vals: String = c
            .value
            .values
            .iter()
            .zip("AKQJT".chars())
            .filter_map(|(v, r)| v.map(|v| format!("{r}{}", print_dec(v))))
            .collect();
        parts.push(format!("custom={}:{vals}", print_range(&c.value.range)));
    }
    print_ranges(&[("knr", &f.knr), ("rule20", &f.rule20), ("rule15", &f.rule15)], parts);
    if let Some(w) = &f.winners {
        parts.push(format!("winners={}{}", if w.value.running { "R" } else { "" }, print_range(&w.value.range)));
    }
    print_ranges(&[("losers", &f.losers), ("qt", &f.qt), ("stopped", &f.stopped), ("ints", &f.ints)], parts);
    if let Some(s) = &f.shape {
        parts.push(format!("shape={}", s.value.join("|")));
    }
}

/// `key=range` for each field given.
fn print_ranges(fields: &[(&str, &Option<Spanned<RangeSpec>>)], parts: &mut Vec<String>) {
    for (key, v) in fields {
        if let Some(v) = v {
            parts.push(format!("{key}={}", print_range(&v.value)));
        }
    }
}

/// The suits: the X spec, each suit, combined suits, GIB features, `ours.` and `pard.`.
fn print_suit_fields(f: &Fields, parts: &mut Vec<String>) {
    if let Some(x) = &f.x {
        let mut s = format!("X={}", x.value.num.iter().map(print_range).collect::<Vec<_>>().join(","));
        if x.value.up {
            s.push('U');
        }
        if !x.value.points.is_empty() {
            s.push(':');
            s.push_str(&print_points(&x.value.points));
        }
        parts.push(s);
    }
    for s in &f.suits {
        let v = &s.value;
        let mut t = format!("{}={}", print_suit(&v.suit), v.num.iter().map(print_num).collect::<Vec<_>>().join(","));
        if v.or || !v.points.is_empty() {
            t.push(':');
            if v.or {
                t.push_str("or");
            }
            t.push_str(&print_points(&v.points));
        }
        parts.push(t);
    }
    for c in &f.combos {
        parts.push(print_combo(&c.value));
    }
    for g in &f.gib {
        let v = &g.value;
        let (kind, name) = match v.kind {
            GibKind::Quality => ("quality", GibQuality::ALL.get(v.level as usize).map(|q| q.name()).unwrap_or("none")),
            GibKind::Stop => ("stop", GibStop::ALL.get(v.level as usize).map(|q| q.name()).unwrap_or("none")),
        };
        let bound = match v.bound {
            GibBound::Exact => "",
            GibBound::AtLeast => "+",
            GibBound::AtMost => "-",
        };
        parts.push(format!("{}.{kind}={name}{bound}", print_suit(&v.suit)));
    }
    for sd in &f.sides {
        let v = &sd.value;
        let what = match v.measure {
            MeasureTerm::Hcp => "hcp".to_string(),
            MeasureTerm::Total => "total".to_string(),
            MeasureTerm::Len(s) => print_suit_or_x(&s),
        };
        parts.push(format!("{}.{what}={}", if v.partner { "pard" } else { "ours" }, print_bounds(v.lo, v.hi)));
    }
}

/// A combined suits field: `SH=8-9`, `CD>7`, `SHC=:7+`.
fn print_combo(v: &Combo) -> String {
    let key = format!("{}{}", if v.x { "x" } else { "" }, v.suits.iter().map(print_suit).collect::<String>());
    match (&v.num, &v.points) {
        (Some(r @ (RangeSpec::Lt(_) | RangeSpec::Le(_) | RangeSpec::Gt(_) | RangeSpec::Ge(_))), None) => {
            format!("{key}{}", print_range(r))
        }
        (num, points) => {
            let mut t = format!("{key}=");
            if let Some(n) = num {
                t.push_str(&print_range(n));
            }
            if let Some(p) = points {
                t.push(':');
                t.push_str(&print_range(p));
            }
            t
        }
    }
}

/// The situation: position, vulnerability, round, player, Pct, best contract, and the flags.
fn print_situation_fields(f: &Fields, parts: &mut Vec<String>) {
    if let Some(p) = &f.pos {
        parts.push(format!("pos={}", p.value.code()));
    }
    if let Some(v) = &f.vul {
        parts.push(format!("vul={}", v.value.code()));
    }
    if let Some(r) = &f.round {
        parts.push(format!("round={}", r.value));
    }
    if let Some(p) = &f.player {
        parts.push(format!("player={}", p.value));
    }
    if let Some(p) = &f.pct {
        let codes: String = p
            .value
            .iter()
            .map(|c| match c {
                PctCode::Off => "0".to_string(),
                PctCode::We => "W".into(),
                PctCode::They => "T".into(),
                PctCode::Matchpoints => "M".into(),
                PctCode::Imps => "I".into(),
                PctCode::Dda => "D".into(),
                PctCode::Percent { value, disabled } => {
                    format!("{}{value}", if *disabled { "x" } else { "" })
                }
            })
            .collect();
        parts.push(format!("pct={codes}"));
    }
    if let Some(b) = &f.best {
        let d = ["", "X", "XX"][b.value.doubled.min(2) as usize];
        parts.push(format!("best={}{}{d}", b.value.level, print_strain(&b.value.strain)));
    }
    if let Some(a) = &f.against {
        parts.push(format!("against={}", string_or_word(&a.value)));
    }
    let flags = [
        ("alert", &f.alert),
        ("announce", &f.announce),
        ("prealert", &f.prealert),
        ("forced", &f.forced),
        ("gameforce", &f.gameforce),
    ];
    parts.extend(flags.into_iter().filter(|(_, v)| v.is_some()).map(|(k, _)| k.to_string()));
}

/// The texts and what the entry tells: text, asks, shows, ref, note, `shows.` fields, test.
fn print_text_fields(f: &Fields, parts: &mut Vec<String>) {
    if let Some(t) = &f.text {
        parts.push(format!("text={}", quote(&t.value)));
    }
    if let Some(a) = &f.asks {
        parts.push(format!("asks={}", print_asks(&a.value)));
    }
    for (key, v) in [("shows", &f.shows), ("ref", &f.reference), ("note", &f.note)] {
        if let Some(v) = v {
            parts.push(format!("{key}={}", quote(&v.value)));
        }
    }
    for sh in &f.show {
        parts.push(print_show(&sh.value));
    }
    if let Some(t) = &f.test {
        parts.push(format!("test={}", string_or_word(&t.value)));
    }
    if let Some(d) = &f.date {
        parts.push(format!("date={}", d.value));
    }
}

/// A `shows.` field.
fn print_show(v: &ShowSpec) -> String {
    match *v {
        ShowSpec::Hcp(a, b) => format!("shows.hcp={}", print_bounds(a, b)),
        ShowSpec::Total(a, b) => format!("shows.total={}", print_bounds(a, b)),
        ShowSpec::Len(s, a, b) => format!("shows.{}={}", print_suit_or_x(&s), print_bounds(a, b)),
        ShowSpec::Stop(s, c) => {
            format!("shows.{}.stop={}", print_suit_or_x(&s), ["0", "h", "1", "2"][c.min(3) as usize])
        }
        ShowSpec::Quality(s, q) => format!(
            "shows.{}.quality={}",
            print_suit_or_x(&s),
            GibQuality::ALL.get(q as usize).map_or("none", |g| g.name())
        ),
        ShowSpec::Honors(s, v) => format!("shows.{}.honors={v}", print_suit_or_x(&s)),
        ShowSpec::Balanced(b) => {
            format!("shows.shape={}", b.map_or("any", |b| if b { "balanced" } else { "unbalanced" }))
        }
        ShowSpec::Forcing(l) => format!("shows.forcing={}", ["0", "1", "G"][l.min(2) as usize]),
    }
}

/// The text of every ask, comma-separated, as the DSL writes it.
pub fn print_asks(asks: &[Ask]) -> String {
    asks.iter()
        .map(|a| match a {
            Ask::Help(s) => format!("H{}", s.letter()),
            Ask::Control(s) => format!("C{}", s.letter()),
            Ask::Bid(c) => format!("B{}", c.to_bidbase()),
            Ask::Pick => "P".into(),
            Ask::Decide => "D".into(),
            Ask::Unbalanced => "U".into(),
            Ask::Aces => "A".into(),
            Ask::Kings => "K".into(),
            Ask::KeyCards => "KC".into(),
            Ask::OneRound => "1".into(),
            Ask::Game => "G".into(),
            Ask::Optional => "O".into(),
            Ask::SignOff => "SO".into(),
        })
        .collect::<Vec<_>>()
        .join(",")
}
