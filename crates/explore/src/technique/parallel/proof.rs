//! The questions the technique asks the prover: implications decided outright, or,
//! inside the generic iteration of an enclosing loop, collected as its obligations.

use crate::search::Search;
use tass_symbolic::{Expr, Type};

/// What the sums of `sums` need of the search: fresh integer constants, and proofs.
impl crate::technique::sums::Tools for Search<'_, '_> {
    fn fresh_int(&mut self) -> Expr {
        self.m.fresh(&Type::int(), "sum")
    }
    fn decide(&mut self, hyp: &Expr, c: &Expr) -> bool {
        decide(self, hyp, c)
    }
}

/// Whether `hyp ⇒ c`: the simplifier, then (when checks are on) the prover.
pub(super) fn decide(search: &mut Search<'_, '_>, hyp: &Expr, c: &Expr) -> bool {
    if matches!(tass_symbolic::valid(hyp, c), Ok(tass_symbolic::Answer::Yes)) {
        return true;
    }
    !search.m.checks.unchecked && search.out_of_budget().is_none() && search.m.proves(hyp, c)
}
/// Whether `a` implies `c` (a *maybe* is a no). In a generic iteration of an
/// enclosing loop the question becomes its obligation; while discovering what a
/// loop writes, nothing is proved.
pub(super) fn prove(search: &mut Search<'_, '_>, a: &Expr, c: &Expr) -> bool {
    if search.m.checks.unchecked {
        return true;
    }
    if let Some(list) = &mut search.m.checks.obligations {
        list.push((a.clone(), c.clone()));
        return true;
    }
    // Once a limit of the run has passed, nothing more is proved (the attempt then
    // declines for the limit).
    search.out_of_budget().is_none() && search.m.proves(a, c)
}
