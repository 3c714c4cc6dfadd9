//! An entry lowered: its call, its requirements on the situation as conditions over runtime
//! leaves, its X rule, its test hand and the data it shows (the requirements on the hand are
//! in `hand`, a suit's in `suits`).

use bidbase_runtime::rules::{AgainstKey, Leaf, Scoring, SuitRef, Use};
use bidbase_runtime::{Call, Contract, Deck, Doubled, Hand, SlamTag, Strain, Suit};

use crate::ast::*;
use crate::ir::{EntryData, EntryIr};
use crate::print::{print_asks, print_call};
use crate::span::{Diagnostic, Severity, Spanned};
use bidbase_runtime::rules::EntryCall;
use bidbase_runtime::rules::{Cond, XRule};

use super::cx::EntryCx;
use super::declarations::normalize_path;
use super::suits::x_mentioned;

impl EntryCx<'_> {
    /// The entry lowered as entry `id` of section `section`, at `place` in it; `None` when it
    /// has errors (every one reported).
    pub(super) fn lower(&mut self, id: u32, section: u32, place: usize) -> Option<EntryIr> {
        let e = self.entry;
        let f = &e.fields;
        let errors_before = self.diags.list.len();
        let candidates = self.x_candidates();
        let call = self.call(candidates);
        let (convention, mut pre) = self.convention();
        let disabled = self.pct_codes(&mut pre);
        self.against(&mut pre);
        self.best_only_for_dda();
        self.situation(&mut pre);
        let hand = self.hand_requirements(candidates);
        let shows = self.shows();
        let x = f.x.as_ref().map(|xs| XRule {
            candidates,
            up_the_line: xs.value.up,
            test: self.x_test(&xs.value, SuitRef::X, xs.span),
        });
        let (hand_pre, hand) = split_on_x(hand, x.is_some());
        let (test, other_tests) = self.test_hands();
        if self.diags.list[errors_before..].iter().any(|d| d.severity == Severity::Error) {
            return None;
        }
        Some(EntryIr {
            id,
            section,
            call,
            pre: if disabled { Cond::False } else { Cond::and(pre) },
            x,
            hand_pre,
            hand,
            pct: None,
            disabled,
            test,
            other_tests,
            legal_check: self.sec.pattern,
            forcing: forcing_level(f),
            shows,
            span: e.span,
            data: self.data(place, convention),
        })
    }

    /// The suits that can be the x suit (those with `x` in their Num), as bits; the X spec and
    /// the x marks are checked against each other.
    fn x_candidates(&mut self) -> u8 {
        let e = self.entry;
        let x_spec = e.fields.x.as_ref();
        if x_spec.is_none() && x_mentioned(e) {
            self.err(e.span, "x is used, but the entry has no X spec (X=...)");
        }
        let mut candidates = 0u8;
        for s in &e.fields.suits {
            let suit = self.fixed(s.span, s.value.suit);
            if let Some(pos) = s.value.num.iter().position(|n| *n == NumAlt::X) {
                if pos != 0 {
                    self.err(s.span, "x must be the first alternative of a suit's Num (x,4+)");
                }
                candidates |= 1 << suit.index();
            }
        }
        if x_spec.is_some() && candidates == 0 {
            self.err(x_spec.map(|x| x.span).unwrap_or(e.span), "an X spec needs suits marked x (S=x ...)");
        }
        candidates
    }

    /// The call, checked: legal after the Prior Bids (in an exact section), "@" only on a bid.
    fn call(&mut self, candidates: u8) -> EntryCall {
        let e = self.entry;
        match e.call.value {
            CallTerm::X { level } => self.x_call(level, candidates),
            ref term => match term.concrete() {
                Some((c, tag)) => self.fixed_call(c, tag),
                None => {
                    self.err(e.call.span, "this call names a suit variable the section does not bind");
                    EntryCall::Fixed(Call::PASS, None)
                }
            },
        }
    }

    /// A bid in the x suit: legal with every candidate suit.
    fn x_call(&mut self, level: u8, candidates: u8) -> EntryCall {
        let span = self.entry.call.span;
        if self.entry.fields.x.is_none() {
            self.err(span, format!("{level}x bids the x suit, but the entry has no X spec"));
        }
        for s in Suit::ALL {
            if candidates & (1 << s.index()) != 0 && !self.sec.pattern {
                let c = Call::bid(level, s.into());
                if let Err(err) = self.sec.auction.check(c) {
                    self.err(
                        span,
                        format!(
                            "{level}x with x = {} ({c}) is illegal after {}: {err}",
                            s.letter(),
                            self.prior_display()
                        ),
                    );
                }
            }
        }
        EntryCall::X(level)
    }

    /// A fixed call with its "@" annotation.
    fn fixed_call(&mut self, c: Call, tag: Option<SlamTag>) -> EntryCall {
        let span = self.entry.call.span;
        if tag.is_some() && !c.is_bid() {
            self.err(span, "only a bid can carry an '@' annotation");
        }
        if let Some(SlamTag::Cue { trump: 0 } | SlamTag::GrandSlamForce { trump: 0 }) = tag {
            self.err(span, "a cue bid (@Q) or grand slam force (@G) needs a trump suit number 1-5");
        }
        if c == Call::REDOUBLE && self.sys.deck == Deck::Bidittle {
            self.err(span, "BIDittle has no redouble (system deck=bidittle): an entry cannot redouble");
        } else if !self.sec.pattern {
            if let Err(err) = self.sec.auction.check(c) {
                self.err(span, format!("{c} is illegal after {}: {err}", self.prior_display()));
            }
        }
        EntryCall::Fixed(c, tag)
    }

    /// The entry's convention path, and the requirements that it and each of its prefixes are
    /// switched on (none when a prefix is not declared: an error).
    fn convention(&mut self) -> (String, Vec<Cond>) {
        let e = self.entry;
        let mut pre = Vec::new();
        let convention = e.name.as_ref().map(|n| normalize_path(&n.value)).unwrap_or_default();
        if convention.is_empty() {
            return (convention, pre);
        }
        let mut prefix = String::new();
        let ids: Option<Vec<u16>> = convention
            .split(": ")
            .map(|part| {
                if !prefix.is_empty() {
                    prefix.push_str(": ");
                }
                prefix.push_str(part);
                self.conventions.get(&prefix).copied()
            })
            .collect();
        match ids {
            Some(ids) => pre.extend(ids.into_iter().map(|i| Cond::Leaf(Leaf::Convention(i)))),
            None => {
                let span = e.name.as_ref().map(|n| n.span).unwrap_or(e.span);
                self.err(
                    span,
                    format!("unknown convention '{convention}': declare it with  convention \"{convention}\""),
                );
            }
        }
        (convention, pre)
    }

    /// `against=`: one of the named meanings (`natural` or a declared convention's root) for
    /// the opponents' last call, to `pre`.
    fn against(&mut self, pre: &mut Vec<Cond>) {
        let Some(a) = &self.entry.fields.against else {
            return;
        };
        let span = a.span;
        let mut any = Vec::new();
        for name in a.value.split('|').map(str::trim) {
            if name.is_empty() {
                self.err(
                    span,
                    "against= names the meanings of the opponents' call: natural or a convention, separated by |",
                );
                return;
            }
            let leaf = if name.eq_ignore_ascii_case("natural") {
                Leaf::Against { key: AgainstKey::NATURAL, conv: u16::MAX }
            } else {
                let path = normalize_path(name);
                match self.conventions.get(&path).copied() {
                    Some(id) if !path.contains(':') => Leaf::Against { key: AgainstKey::of_path(&path), conv: id },
                    Some(_) => {
                        self.err(span, format!("against= names a convention, not a subcategory: '{path}'"));
                        return;
                    }
                    None => {
                        self.err(
                            span,
                            format!("unknown convention '{path}' in against=: declare it with  convention \"{path}\" (or write natural)"),
                        );
                        return;
                    }
                }
            };
            if !any.contains(&Cond::Leaf(leaf)) {
                any.push(Cond::Leaf(leaf));
            }
        }
        pre.push(if any.len() == 1 { any.pop().unwrap_or(Cond::True) } else { Cond::Or(any) });
    }

    /// The Pct codes: side, scoring and best-contract requirements go to `pre`. Returns whether
    /// the entry is switched off (`0` or `x..`).
    fn pct_codes(&mut self, pre: &mut Vec<Cond>) -> bool {
        let f = &self.entry.fields;
        let Some(p) = &f.pct else {
            return false;
        };
        let mut disabled = false;
        // A few hundred codes at most: `seen` stays short however many repeat.
        let mut seen = Vec::new();
        for c in &p.value {
            if seen.contains(c) {
                self.err(p.span, "a Pct code given twice");
            } else {
                seen.push(*c);
            }
            match c {
                PctCode::Off | PctCode::Percent { disabled: true, .. } => disabled = true,
                PctCode::We => pre.push(Cond::Leaf(Leaf::Used(Use::We))),
                PctCode::They => pre.push(Cond::Leaf(Leaf::Used(Use::They))),
                PctCode::Matchpoints => pre.push(Cond::Leaf(Leaf::Scoring(Scoring::Matchpoints))),
                PctCode::Imps => pre.push(Cond::Leaf(Leaf::Scoring(Scoring::Imps))),
                PctCode::Dda => match &f.best {
                    Some(b) => {
                        if let Some(c) = self.best(b) {
                            pre.push(Cond::Leaf(Leaf::BestContract(c)));
                        }
                    }
                    None => self.err(p.span, "a D entry needs its best contract (best=4S)"),
                },
                PctCode::Percent { .. } => {}
            }
        }
        if seen.iter().filter(|c| matches!(c, PctCode::Off | PctCode::Percent { .. })).count() > 1 {
            self.err(p.span, "at most one of 0 and a percentage in Pct");
        }
        disabled
    }

    /// `best=` outside a D entry is a warning: it is not used.
    fn best_only_for_dda(&mut self) {
        let f = &self.entry.fields;
        if let Some(b) = &f.best {
            let dda = f.pct.as_ref().is_some_and(|p| p.value.contains(&PctCode::Dda));
            if !dda {
                self.diags.push(Diagnostic::warning(b.span, "best= is only used by D entries (pct=D)"));
            }
        }
    }

    /// Position, forcing, vulnerability, round and player requirements, to `pre`. In an exact
    /// section the round and player are known: a field that disagrees is an error, one that
    /// agrees adds nothing.
    fn situation(&mut self, pre: &mut Vec<Cond>) {
        let f = &self.entry.fields;
        if let Some(p) = &f.pos {
            pre.push(Cond::Leaf(Leaf::Position(p.value)));
        }
        if f.forced.is_some() {
            pre.push(Cond::Leaf(Leaf::Forced));
        }
        if f.gameforce.is_some() {
            pre.push(Cond::Leaf(Leaf::GameForce));
        }
        if let Some(v) = &f.vul {
            pre.push(Cond::Leaf(Leaf::Vul(v.value)));
        }
        let n = self.sec.calls.len();
        for (field, expected, what) in
            [(&f.round, (n / 4 + 1) as u8, "round"), (&f.player, (n % 4 + 1) as u8, "player")]
        {
            let Some(sp) = field else { continue };
            let v = sp.value;
            if what == "player" && v > 4 {
                self.err(sp.span, format!("player={v}: the player number is 1 to 4"));
            } else if self.sec.tag.is_some() || self.sec.pattern {
                pre.push(Cond::Leaf(if what == "round" { Leaf::Round(v) } else { Leaf::Player(v) }));
            } else if v != expected {
                self.err(
                    sp.span,
                    format!(
                        "{what}={v} does not match the Prior Bids {}: the bidder here has {what} {expected}",
                        self.prior_display()
                    ),
                );
            }
        }
    }

    /// The best contract of a D entry.
    fn best(&mut self, b: &Spanned<BestSpec>) -> Option<Contract> {
        let strain = match b.value.strain {
            StrainTerm::NoTrump => Strain::NoTrump,
            StrainTerm::Suit(t) => self.fixed(b.span, t).into(),
        };
        let doubled = [Doubled::Undoubled, Doubled::Doubled, Doubled::Redoubled][b.value.doubled.min(2) as usize];
        Some(Contract::new(b.value.level, strain, doubled))
    }

    /// The test hands, read for the system's deck: the first, and the others of a
    /// `test=H1|H2|...` list.
    fn test_hands(&mut self) -> (Option<Hand>, Vec<Hand>) {
        let Some(t) = self.entry.fields.test.as_ref() else { return (None, Vec::new()) };
        let mut hands = Vec::new();
        for text in t.value.split('|') {
            match Hand::parse_for(self.sys.deck, text.trim()) {
                Ok(h) => hands.push(h),
                Err(err) => {
                    self.err(t.span, format!("bad test hand: {err}"));
                    return (None, Vec::new());
                }
            }
        }
        let first = (!hands.is_empty()).then(|| hands.remove(0));
        (first, hands)
    }

    /// What the entry shows in listings and explanations.
    fn data(&self, place: usize, convention: String) -> EntryData {
        let e = self.entry;
        let f = &e.fields;
        let text = |t: &Option<Spanned<String>>| t.as_ref().map(|t| t.value.clone()).unwrap_or_default();
        EntryData {
            file: self.sys.sources.file(e.span.file).map(|f| f.name.clone()).unwrap_or_default(),
            line: self.sys.sources.line(e.span),
            bon: f.bon.as_ref().map(|b| b.value.clone()).unwrap_or_else(|| format!("#{}", place + 1)),
            prior_bids: self.sec.text.clone(),
            call: print_call(&e.call.value),
            convention,
            alert: f.alert.is_some(),
            announce: f.announce.is_some(),
            prealert: f.prealert.is_some(),
            text: text(&f.text),
            asks: f.asks.as_ref().map(|a| print_asks(&a.value)).unwrap_or_default(),
            shows: text(&f.shows),
            reference: text(&f.reference),
            note: text(&f.note),
            layer: self.sec.layer,
            bon_generated: false,
            date: f.date.as_ref().map(|d| d.value.clone()).unwrap_or_default(),
        }
    }
}

/// The forcing level an entry declares: `asks=G` 2 (game), `asks=1` 1 (one round), else 0.
fn forcing_level(f: &Fields) -> u8 {
    f.asks.as_ref().map_or(0, |a| {
        if a.value.contains(&Ask::Game) {
            2
        } else if a.value.contains(&Ask::OneRound) {
            1
        } else {
            0
        }
    })
}

/// With an X spec, the requirements that do not name x are tested before the x suit is chosen
/// (the order changes no result: every requirement is a pure test): (before, after).
fn split_on_x(hand: Vec<Cond>, has_x: bool) -> (Cond, Cond) {
    if has_x {
        let (before, after): (Vec<Cond>, Vec<Cond>) = hand.into_iter().partition(|c| !c.uses_x());
        (Cond::and(before), Cond::and(after))
    } else {
        (Cond::True, Cond::and(hand))
    }
}

#[cfg(test)]
mod tests {
    use bidbase_runtime::rules::{PositionCode, VulCode};

    use super::super::testing::{diagnostics, entry, errors, offset, system};
    use super::*;

    const NT: &str = "[]\n1N bon=130000 hcp=15-17\n";

    #[test]
    fn a_fixed_call_and_its_situation_requirements() {
        let sys = system(&format!("convention \"A: B\" = we\n{NT}[1N-P]\n2C \"A: B\" pos=Y forced vul=F asks=G\n"));
        let e = entry(&sys, "1N-P", "2C");
        assert_eq!(e.call, EntryCall::Fixed(Call::parse("2C").unwrap(), None));
        assert_eq!(
            e.pre,
            Cond::And(vec![
                Cond::Leaf(Leaf::Convention(0)),
                Cond::Leaf(Leaf::Convention(1)),
                Cond::Leaf(Leaf::Position(PositionCode::from_code('Y').unwrap())),
                Cond::Leaf(Leaf::Forced),
                Cond::Leaf(Leaf::Vul(VulCode::from_code('F').unwrap())),
            ])
        );
        assert_eq!(e.forcing, 2);
        assert_eq!(e.data.convention, "A: B");
        assert_eq!(e.data.prior_bids, "1N-P");
        // No BON written: the Editor's number for a 2C of convention "A".
        assert_eq!(e.data.bon, "112000");
    }

    #[test]
    fn pct_codes_are_situation_requirements_and_switches() {
        let sys = system("[]\n1C pct=WM\n1D pct=0\n2C pct=D best=4S\n");
        assert_eq!(
            entry(&sys, "", "1C").pre,
            Cond::And(vec![Cond::Leaf(Leaf::Used(Use::We)), Cond::Leaf(Leaf::Scoring(Scoring::Matchpoints))])
        );
        let off = entry(&sys, "", "1D");
        assert!(off.disabled);
        assert_eq!(off.pre, Cond::False);
        let best = Contract::new(4, Strain::Spades, Doubled::Undoubled);
        assert_eq!(entry(&sys, "", "2C").pre, Cond::Leaf(Leaf::BestContract(best)));
    }

    #[test]
    fn an_x_bid_chooses_its_suit_by_its_x_spec() {
        let sys = system("[]\n1x hcp=12-21 X=5+U S=x H=x\n");
        let e = entry(&sys, "", "1x");
        assert_eq!(e.call, EntryCall::X(1));
        let rule = e.x.as_ref().unwrap();
        assert_eq!(rule.candidates, 1 << Suit::Spades.index() | 1 << Suit::Hearts.index());
        assert!(rule.up_the_line);
        let five = bidbase_runtime::rules::Range::at_least(5);
        assert_eq!(rule.test, Cond::Leaf(Leaf::Len { suit: SuitRef::X, range: five }));
        // The HCP do not name x: they are tested before the x suit is chosen.
        assert_eq!(e.hand_pre, Cond::Leaf(Leaf::Hcp(bidbase_runtime::rules::Range::new(12, 21))));
        assert_eq!(e.hand, Cond::True);
    }

    #[test]
    fn round_and_player_are_checked_against_exact_prior_bids() {
        let text = "[1C-P]\n1H round=2\n";
        let errs = errors(text);
        assert_eq!(errs[0].message, "round=2 does not match the Prior Bids 1C-P: the bidder here has round 1");
        assert_eq!(errs[0].span.start, offset(text, "round=2"));
        // Where they are known they add nothing; in a slam section they are requirements.
        let sys = system("[1C-P]\n1H round=1 player=3\n[4N@40-P]\n5C round=3\n");
        assert_eq!(entry(&sys, "1C-P", "1H").pre, Cond::True);
        assert_eq!(entry(&sys, "4N@40-P", "5C").pre, Cond::Leaf(Leaf::Round(3)));
    }

    #[test]
    fn wrong_calls_are_errors_at_the_call() {
        let text = "[1S-P]\n1H\n";
        let errs = errors(text);
        assert!(errs[0].message.starts_with("1H is illegal after 1S-P"), "{}", errs[0].message);
        assert_eq!(errs[0].span.start, offset(text, "1H"));
        let errs = errors("[1S-P]\n1x X=4+ H=x C=x\n");
        assert!(errs[0].message.starts_with("1x with x = C (1C) is illegal after 1S-P"), "{}", errs[0].message);
        let errs = errors("[]\n2x S=x\n");
        assert_eq!(errs[0].message, "x is used, but the entry has no X spec (X=...)");
    }

    #[test]
    fn an_unknown_convention_is_an_error_and_best_without_d_a_warning() {
        let errs = errors("convention \"A\"\n[]\n1C \"A: B\"\n");
        assert!(errs[0].message.starts_with("unknown convention 'A: B'"));
        let warnings = diagnostics("[]\n1C best=4S\n");
        assert_eq!(warnings[0].message, "best= is only used by D entries (pct=D)");
    }

    #[test]
    fn the_test_hand_is_read_for_the_deck() {
        let sys = system("[]\n1C test=AKQ2-K32-Q32-J32\n");
        assert_eq!(entry(&sys, "", "1C").test, Hand::parse("AKQ2-K32-Q32-J32").ok());
        let errs = errors("[]\n1C test=AKQ\n");
        assert!(errs[0].message.starts_with("bad test hand"));
    }

    #[test]
    fn several_test_hands_are_read_in_order() {
        let sys = system("[]\n1C test=\"AKQ2-K32-Q32-J32|K32-AKQ2-Q32-J32 | K32-Q32-AKQ2-J32\"\n");
        let e = entry(&sys, "", "1C");
        assert_eq!(e.test, Hand::parse("AKQ2-K32-Q32-J32").ok());
        let others: Vec<Hand> =
            ["K32-AKQ2-Q32-J32", "K32-Q32-AKQ2-J32"].iter().map(|h| Hand::parse(h).unwrap()).collect();
        assert_eq!(e.other_tests, others);
        let errs = errors("[]\n1C test=AKQ2-K32-Q32-J32|AKQ\n");
        assert!(errs[0].message.starts_with("bad test hand"));
    }
}
