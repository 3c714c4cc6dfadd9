//! An entry's requirements on the hand: points and their forms (P, Min, 1N+3, HCP1N), tricks,
//! shape, suits and their lengths together, combined suits, GIB features, what the side holds
//! (`ours.`, `pard.`), and the `shows.` fields with their suits resolved.

use bidbase_runtime::rules::{Leaf, Measure, Range, SuitRef};
use bidbase_runtime::{shape, CustomPoints, GibQuality, GibStop};

use crate::ast::*;
use crate::ir::System;
use crate::span::Span;
use bidbase_runtime::rules::Cond;

use super::cx::EntryCx;
use super::ranges::{shift, Bare, Unit};
use super::suits::length_bounds;

/// A leaf of one range.
type RangeLeaf = fn(Range) -> Leaf;

impl EntryCx<'_> {
    /// Every requirement on the hand, in field order.
    pub(super) fn hand_requirements(&mut self, candidates: u8) -> Vec<Cond> {
        let mut hand = Vec::new();
        self.points(&mut hand);
        self.tricks(&mut hand);
        self.suits(&mut hand);
        self.combos(&mut hand, candidates);
        self.gib(&mut hand);
        self.sides(&mut hand);
        hand
    }

    /// HCP, distribution or total points, dummy points, custom points, KnR, Rule of 20 and 15.
    fn points(&mut self, hand: &mut Vec<Cond>) {
        let f = &self.entry.fields;
        if let Some(h) = &f.hcp {
            if let Some(r) = self.hcp(h.span, h.value) {
                hand.push(Cond::Leaf(Leaf::Hcp(r)));
            }
        }
        if let Some(d) = &f.dist {
            let r = self.range(d.span, d.value.range, Unit::Points, Bare::Exact);
            hand.push(Cond::Leaf(if d.value.total { Leaf::Total(r) } else { Leaf::Dist(r) }));
        }
        if let Some(d) = &f.dummy {
            let trump = self.fixed(d.span, d.value.trump);
            let r = self.range(d.span, d.value.range, Unit::Points, Bare::Exact);
            hand.push(Cond::Leaf(Leaf::Dummy { trump: SuitRef::Fixed(trump), partner: d.value.partner, range: r }));
        }
        if let Some(c) = &f.custom {
            let mut v = [0u16; 5];
            for (i, val) in c.value.values.iter().enumerate() {
                if let Some(val) = val {
                    if !(0..=u16::MAX as i32).contains(val) {
                        self.err(c.span, "custom point values must be between 0 and 655");
                    }
                    v[i] = (*val).clamp(0, u16::MAX as i32) as u16;
                }
            }
            let r = self.range(c.span, c.value.range, Unit::Hundredths, Bare::AtLeast);
            hand.push(Cond::Leaf(Leaf::Custom { points: CustomPoints::new(v[0], v[1], v[2], v[3], v[4]), range: r }));
        }
        let plain: [(_, _, RangeLeaf); 3] = [
            (&f.knr, Unit::Hundredths, Leaf::Knr),
            (&f.rule20, Unit::Points, Leaf::Rule20),
            (&f.rule15, Unit::Points, Leaf::Rule15),
        ];
        for (field, unit, leaf) in plain {
            if let Some(v) = field {
                let r = self.range(v.span, v.value, unit, Bare::AtLeast);
                hand.push(Cond::Leaf(leaf(r)));
            }
        }
    }

    /// Winners (or running winners), losers, quick tricks, suits stopped, intermediates, shape.
    fn tricks(&mut self, hand: &mut Vec<Cond>) {
        let f = &self.entry.fields;
        if let Some(w) = &f.winners {
            if w.value.running {
                let r = self.range(w.span, w.value.range, Unit::Points, Bare::AtLeast);
                hand.push(Cond::Leaf(Leaf::Running(r)));
            } else {
                let r = self.range(w.span, w.value.range, Unit::Halves, Bare::AtLeast);
                hand.push(Cond::Leaf(Leaf::Winners(r)));
            }
        }
        let plain: [(_, _, _, RangeLeaf); 4] = [
            (&f.losers, Unit::Halves, Bare::PlusIsMore, Leaf::Losers),
            (&f.qt, Unit::Halves, Bare::AtLeast, Leaf::QuickTricks),
            (&f.stopped, Unit::Halves, Bare::AtLeast, Leaf::Stopped),
            (&f.ints, Unit::Points, Bare::AtLeast, Leaf::Intermediates),
        ];
        for (field, unit, bare, leaf) in plain {
            if let Some(v) = field {
                let r = self.range(v.span, v.value, unit, bare);
                hand.push(Cond::Leaf(leaf(r)));
            }
        }
        if let Some(s) = &f.shape {
            let flags = s.value.iter().filter_map(|n| shape::from_name(n)).fold(0u8, |a, b| a | b);
            hand.push(Cond::Leaf(Leaf::Shape(flags)));
        }
    }

    /// Each suit's Num and Points; the lengths together must fit a hand.
    fn suits(&mut self, hand: &mut Vec<Cond>) {
        let e = self.entry;
        let f = &e.fields;
        let hand_size = self.sys.deck.hand_size() as i32;
        let mut mins = [0i32; 4];
        let mut maxs = [13i32; 4];
        for s in &f.suits {
            let suit = self.fixed(s.span, s.value.suit);
            let c = self.suit(s, suit, f.x.as_ref().map(|x| &x.value));
            hand.push(c);
            let (lo, hi) = length_bounds(&s.value.num);
            // A suit given twice (through a variable: `{a}=0 S=x` with a = S) needs both.
            mins[suit.index()] = mins[suit.index()].max(lo);
            maxs[suit.index()] = maxs[suit.index()].min(hi.min(13));
        }
        let (sum_min, sum_max): (i32, i32) = (mins.iter().sum(), maxs.iter().map(|m| (*m).min(hand_size)).sum());
        let span = f.suits.first().map(|s| s.span).unwrap_or(e.span);
        if sum_min > hand_size || mins.iter().any(|m| *m > hand_size) {
            self.err(
                span,
                format!(
                    "no hand can meet these suit lengths: they need at least {sum_min} cards, a hand has {hand_size}"
                ),
            );
        } else if sum_max < hand_size {
            self.err(
                span,
                format!(
                    "no hand can meet these suit lengths: they allow at most {sum_max} cards, a hand has {hand_size}"
                ),
            );
        }
    }

    /// Combined suits (`SH=8-9`, `xD:7+`): their length and HCP together.
    fn combos(&mut self, hand: &mut Vec<Cond>, candidates: u8) {
        for c in &self.entry.fields.combos {
            let mut mask = 0u8;
            for t in &c.value.suits {
                let s = self.fixed(c.span, *t);
                if mask & (1 << s.index()) != 0 {
                    self.err(c.span, "a suit appears twice in a combined spec");
                }
                mask |= 1 << s.index();
            }
            if c.value.x && mask & candidates != 0 {
                self.err(
                    c.span,
                    "a combined spec with x names a suit that can be the x suit: it could count that suit twice",
                );
            }
            if let Some(n) = c.value.num {
                let r = self.range(c.span, n, Unit::Points, Bare::Exact);
                hand.push(Cond::Leaf(Leaf::CombLen { suits: mask, x: c.value.x, range: r }));
            }
            if let Some(p) = c.value.points {
                let r = self.range(c.span, p, Unit::Points, Bare::Exact);
                hand.push(Cond::Leaf(Leaf::CombHcp { suits: mask, x: c.value.x, range: r }));
            }
        }
    }

    /// GIB suit quality and stoppers (`S.quality=rebiddable+`).
    fn gib(&mut self, hand: &mut Vec<Cond>) {
        for g in &self.entry.fields.gib {
            let suit = SuitRef::Fixed(self.fixed(g.span, g.value.suit));
            let (lo, hi) = match g.value.bound {
                GibBound::Exact => (g.value.level, g.value.level),
                GibBound::AtLeast => (g.value.level, u8::MAX),
                GibBound::AtMost => (0, g.value.level),
            };
            hand.push(Cond::Leaf(match g.value.kind {
                GibKind::Quality => Leaf::GibQuality {
                    suit,
                    min: GibQuality::ALL[lo.min(7) as usize],
                    max: GibQuality::ALL[hi.min(7) as usize],
                },
                GibKind::Stop => {
                    Leaf::GibStop { suit, min: GibStop::ALL[lo.min(4) as usize], max: GibStop::ALL[hi.min(4) as usize] }
                }
            }));
        }
    }

    /// What the side holds together (`ours.`) and what partner has shown (`pard.`).
    fn sides(&mut self, hand: &mut Vec<Cond>) {
        let f = &self.entry.fields;
        for sd in &f.sides {
            let v = sd.value;
            let measure = match v.measure {
                MeasureTerm::Hcp => Measure::Hcp,
                MeasureTerm::Total => Measure::Total,
                MeasureTerm::Len(s) => match self.suit_or_x(sd.span, s, f.x.is_some()) {
                    Some(r) => Measure::Len(r),
                    None => continue,
                },
            };
            let range = Range::new(v.lo, v.hi);
            hand.push(Cond::Leaf(if v.partner {
                Leaf::Pard { measure, range }
            } else {
                Leaf::Ours { measure, range }
            }));
        }
    }

    /// What the entry shows in place of what its requirements give: the `shows.` fields, suits
    /// resolved (a fixed suit or the x suit).
    pub(super) fn shows(&mut self) -> Vec<ShowSpec> {
        let f = &self.entry.fields;
        let mut shows = Vec::new();
        for sh in &f.show {
            let mut v = sh.value;
            let ok = match &mut v {
                ShowSpec::Len(s, ..) | ShowSpec::Stop(s, _) | ShowSpec::Quality(s, _) | ShowSpec::Honors(s, _) => {
                    match self.suit_or_x(sh.span, *s, f.x.is_some()) {
                        Some(SuitRef::Fixed(t)) => {
                            *s = SuitOrX::Suit(SuitTerm::Suit(t));
                            true
                        }
                        Some(_) => true,
                        None => false,
                    }
                }
                _ => true,
            };
            if ok {
                shows.push(v);
            }
        }
        shows
    }

    /// An HCP field, its forms resolved against the system's NT ranges: `P` (partnership
    /// points after partner's 1N or 2N), `Min` (the NT opener's rebid), `1N+3`, `HCP1N`.
    fn hcp(&mut self, span: Span, h: HcpSpec) -> Option<Range> {
        let nt = |n: u8, sys: &System| if n == 1 { sys.nt1 } else { sys.nt2 };
        let need = |this: &mut Self, n: u8| -> Option<(u8, u8)> {
            let r = nt(n, this.sys);
            if r.is_none() {
                this.err(
                    span,
                    format!("this form needs the system's {n}N opening range: add a 1N/2N opening entry with a plain HCP range (BON 130000 / 110000)"),
                );
            }
            r
        };
        match h {
            HcpSpec::Range(r) => Some(self.range(span, r, Unit::Points, Bare::Exact)),
            HcpSpec::NtRange(n) => need(self, n).map(|(lo, hi)| Range::new(lo as i32, hi as i32)),
            HcpSpec::Nt { n, add } => {
                let (base_lo, base_hi) = match n {
                    1 | 2 => need(self, n)?,
                    _ => {
                        let (lo, _) = need(self, 2)?;
                        (lo + 4, lo + 5)
                    }
                };
                Some(match add {
                    None => Range::new(base_lo as i32, base_hi as i32),
                    Some((a, b)) => {
                        let r = Range::new(base_lo as i32 + a as i32, base_lo as i32 + b as i32);
                        if r.is_empty() {
                            self.err(span, "empty range: the second offset must not be smaller than the first");
                        }
                        r
                    }
                })
            }
            HcpSpec::Partnership(r) => {
                let n = self.sec.calls.len();
                match self.sec.nt {
                    Some(level) if n % 4 == 2 => {
                        let (min, _) = need(self, level)?;
                        Some(shift(self.range(span, r, Unit::Points, Bare::Exact), min as i32))
                    }
                    _ => {
                        self.err(span, "P (partnership points) needs partner to have opened 1N or 2N: use it in sections such as [1N-P] or [1N-P-2C-P-2D-P]");
                        None
                    }
                }
            }
            HcpSpec::Min { delta, above } => {
                let n = self.sec.calls.len();
                match self.sec.nt {
                    Some(level) if n % 4 == 0 => {
                        let (min, _) = need(self, level)?;
                        let min = min as i32;
                        Some(if above { Range::at_least(min + 1) } else { Range::exactly(min + delta as i32) })
                    }
                    _ => {
                        self.err(
                            span,
                            "Min is for rebids by the 1N or 2N opener: use it in sections such as [1N-P-2N-P]",
                        );
                        None
                    }
                }
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use bidbase_runtime::Suit;

    use super::super::testing::{entry, errors, offset, system};
    use super::*;

    const NT: &str = "[]\n2N bon=110000 hcp=20-21\n1N bon=130000 hcp=15-17\n";

    fn leaves(c: &Cond) -> Vec<Leaf> {
        c.leaves().into_iter().copied().collect()
    }

    #[test]
    fn point_fields_lower_to_their_ranges() {
        let sys = system("[]\n1C hcp=12+ dist=T14 knr=10.5+ losers=7 qt=2.5 shape=balanced\n");
        let want = vec![
            Leaf::Hcp(Range::at_least(12)),
            Leaf::Total(Range::exactly(14)),
            Leaf::Knr(Range::at_least(1050)),
            Leaf::Losers(Range::at_most(14)),
            Leaf::QuickTricks(Range::at_least(5)),
            Leaf::Shape(shape::BALANCED),
        ];
        assert_eq!(leaves(&entry(&sys, "", "1C").hand), want);
    }

    #[test]
    fn nt_forms_are_resolved_against_the_openings() {
        let text = format!("{NT}[1N-P]\n3N hcp=P25-29\n[1N-P-2N-P]\n3N hcp=Min+1\n[1C-P-1H-P]\n2N hcp=1N+3+4\n");
        let sys = system(&text);
        assert_eq!(entry(&sys, "1N-P", "3N").hand, Cond::Leaf(Leaf::Hcp(Range::new(10, 14))));
        assert_eq!(entry(&sys, "1N-P-2N-P", "3N").hand, Cond::Leaf(Leaf::Hcp(Range::exactly(16))));
        assert_eq!(entry(&sys, "1C-P-1H-P", "2N").hand, Cond::Leaf(Leaf::Hcp(Range::new(18, 19))));
    }

    #[test]
    fn partnership_points_need_partner_s_nt_opening() {
        let text = format!("{NT}[1C-P]\n1H hcp=P25+\n");
        let errs = errors(&text);
        assert!(errs[0].message.starts_with("P (partnership points) needs partner to have opened 1N or 2N"));
        assert_eq!(errs[0].span.start, offset(&text, "hcp=P25+"));
    }

    #[test]
    fn suit_lengths_that_no_hand_meets_are_errors() {
        let errs = errors("[]\n1C S=5+ H=5+ D=4+\n");
        assert!(errs[0].message.contains("they need at least 14 cards, a hand has 13"), "{}", errs[0].message);
        let errs = errors("[]\n1C S=<3 H=<3 D=<3 C=<3\n");
        assert!(errs[0].message.contains("they allow at most 8 cards"), "{}", errs[0].message);
    }

    #[test]
    fn combined_suits_gib_features_and_sides() {
        let sys = system("[]\n1C SH=8-9 S.quality=rebiddable+ ours.hcp=25+ pard.S=4+\n");
        let hand = leaves(&entry(&sys, "", "1C").hand);
        let sh = 1 << Suit::Spades.index() | 1 << Suit::Hearts.index();
        assert_eq!(hand[0], Leaf::CombLen { suits: sh, x: false, range: Range::new(8, 9) });
        assert!(matches!(hand[1], Leaf::GibQuality { suit: SuitRef::Fixed(Suit::Spades), .. }));
        assert_eq!(hand[2], Leaf::Ours { measure: Measure::Hcp, range: Range::new(25, i32::MAX) });
        let spades = Measure::Len(SuitRef::Fixed(Suit::Spades));
        assert_eq!(hand[3], Leaf::Pard { measure: spades, range: Range::new(4, i32::MAX) });
    }

    #[test]
    fn shows_fields_resolve_their_suits() {
        let sys = system("[1{a}-P] where a in H\n2{a} shows.{a}=4+ shows.hcp=6-9\n");
        let e = entry(&sys, "1H-P", "2H");
        assert_eq!(
            e.shows,
            vec![ShowSpec::Len(SuitOrX::Suit(SuitTerm::Suit(Suit::Hearts)), 4, i32::MAX), ShowSpec::Hcp(6, 9)]
        );
        let errs = errors("[]\n1C shows.x=4+\n");
        assert_eq!(errs[0].message, "'x' names the x suit, and this entry has no X= field");
    }
}
