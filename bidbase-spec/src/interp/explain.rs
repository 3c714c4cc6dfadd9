//! `bid --explain`: every section a lookup tries, and why each of its entries did or did not
//! match.

use bidbase_runtime::rules::{choose_x, Context};
use bidbase_runtime::{Auction, Hand};

use super::interpreter::Interpreter;
use super::words::describe_cond;

impl Interpreter {
    /// Every section tried, in lookup order, and why each of its entries did or did not match:
    /// for `bid --explain`. The last entry listed with no reasons is the one that matched.
    pub fn explain(&self, hand: Hand, auction: &Auction, context: &Context) -> Vec<SectionTrace> {
        if auction.is_over() {
            return Vec::new();
        }
        let s = self.situation(hand, auction, context);
        let mut out = Vec::new();
        self.system.walk_chain(auction.prior_slam_tag(), auction.prior_bids(), &mut |sid| {
            let mut entries = Vec::new();
            let mut matched = false;
            for &id in &self.system.sections[sid as usize].entries {
                let e = &self.system.entries[id as usize];
                if e.disabled {
                    continue;
                }
                let mut why = Vec::new();
                let mut fails = Vec::new();
                e.pre.failures(&s, None, &mut fails);
                e.hand_pre.failures(&s, None, &mut fails);
                why.extend(fails.iter().map(|c| describe_cond(c, &s, None)));
                let x = match &e.x {
                    Some(r) => {
                        let x = choose_x(&s.features, r.candidates, r.up_the_line, |t| r.test.eval(&s, Some(t)));
                        if x.is_none() {
                            why.push("no suit marked x meets the X spec".into());
                        }
                        x
                    }
                    None => None,
                };
                let mut fails = Vec::new();
                e.hand.failures(&s, x, &mut fails);
                why.extend(fails.iter().map(|c| describe_cond(c, &s, x)));
                if why.is_empty() && !e.call_legal(&s, x) {
                    why.push("the call is not legal in this auction".into());
                }
                matched = why.is_empty();
                entries.push((id, why));
                if matched {
                    break;
                }
            }
            out.push(SectionTrace { section: sid, entries });
            matched
        });
        out
    }
}

/// One section tried by a lookup, for explanations.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SectionTrace {
    /// The section.
    pub section: u32,
    /// Its entries tried, with the requirements each failed (empty: it matched).
    pub entries: Vec<(u32, Vec<String>)>,
}
