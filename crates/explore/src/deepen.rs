//! Iterative deepening: the last resort of a run that ends *unknown* because a loop
//! depends on a value with no bound (stop reason `LoopBound { unbounded: true, .. }`)
//! after every technique declined or failed. The search runs again, looking only for a
//! violation, with such loops followed for `2b`, `4b`, ... iterations on a path
//! (`Config::unbounded_cut`, `b` the reach of the first search, a tenth of
//! `loop_bound`) up to `loop_bound`, within a time budget (`Config::deepen`). The first
//! provable violation is the verdict; a rerun that ends otherwise than at its cut, or
//! the budget spent, ends the deepening, and the first report stands with a note saying
//! how far it went. A rerun never makes the verdict *holds*: a search cut at a bound
//! says nothing of the values beyond it.
//!
//! At a loop head the deepened search takes the exits first (`Search::exits_first`), so
//! shorter executions come first and the first violation found is one of the smallest
//! sizes. The budget is what is left of `--time-limit`, else 10 s, capped by `--deepen`
//! (0 switches deepening off); the note is in `Report::notes`.

use crate::oracle::Oracle;
use crate::report::{Certainty, Outcome, Report, StopReason};
use crate::{Config, Error as SetupError, Interrupt};
use std::time::{Duration, Instant};
use tass_model::Program;

/// The budget of deepening when neither `Config::deepen` nor `Config::time_limit` gives
/// one.
pub(crate) const DEFAULT_BUDGET: Duration = Duration::from_secs(10);

/// The report of a run that ended with `first`: a violation found by deepening, or
/// `first` itself (with a note when deepening ran). `start` is when the run began.
pub(crate) fn deepen(
    progs: &[&Program],
    cfg: &Config,
    oracle: &mut dyn Oracle,
    interrupt: &Option<Interrupt>,
    start: Instant,
    mut first: Report,
) -> Result<Report, SetupError> {
    let StopReason::LoopBound {
        unbounded: true, ..
    } = first.stop
    else {
        return Ok(first);
    };
    if !matches!(first.outcome, Outcome::Unknown)
        || !first.possible.is_empty()
        || cfg.unbounded_cut.is_some()
        || cfg.induction.is_some()
    {
        return Ok(first);
    }
    let Some(budget) = budget(cfg, start.elapsed()) else {
        if cfg.deepen.is_none() && cfg.give_up_at.is_some() && cfg.time_limit.is_none() {
            first.notes.push(
                "iterative deepening did not run: the time a run that cannot end holds has was used (--give-up; --deepen gives it time of its own)".into(),
            );
        }
        return Ok(first);
    };
    let deadline = Instant::now() + budget;
    let mut cut = (cfg.loop_bound / 10).max(10);
    if cut >= cfg.loop_bound {
        // The first search already followed such loops up to the loop bound.
        return Ok(first);
    }
    // The deepest cut a rerun reached without finding a violation.
    let mut reached: Option<usize> = None;
    // What the reruns did, for the statistics of the report that stands.
    let mut work = first.stats.clone();
    let end = loop {
        let next = cut.saturating_mul(2).min(cfg.loop_bound);
        if next <= cut {
            break End::LoopBound;
        }
        cut = next;
        let left = deadline.saturating_duration_since(Instant::now());
        if left.is_zero() {
            break End::Budget;
        }
        let mut c = cfg.clone();
        c.unbounded_cut = Some(cut);
        c.time_limit = Some(left);
        let Ok((mut r, _)) = crate::once::verify_once(progs, &c, oracle, interrupt.clone(), None)
        else {
            break End::Other;
        };
        if let Outcome::Violation(vs) = &mut r.outcome {
            if vs.iter().any(|v| v.certainty == Certainty::Provable) {
                vs.sort_by_key(|v| v.certainty != Certainty::Provable);
                work.add_later(&r.stats);
                r.stats = work;
                r.stats.time = start.elapsed();
                r.not_checked = first.not_checked.clone();
                merge_loops(&mut r.loops, &first.loops);
                r.notes.push(format!(
                    "found by iterative deepening, with loops whose condition has no bound followed for up to {cut} iterations (the first search gave up on one earlier)"
                ));
                return Ok(r);
            }
        }
        work.add_later(&r.stats);
        match r.stop {
            StopReason::LoopBound {
                unbounded: true, ..
            } => reached = Some(cut),
            // A loop bounded within the search's reach ran to the loop bound: a deeper
            // cut changes nothing.
            StopReason::LoopBound { .. } => {
                reached = Some(cut);
                break End::LoopBound;
            }
            StopReason::TimeLimit(_) | StopReason::GaveUp(_) => break End::Budget,
            StopReason::Interrupted => break End::Interrupted,
            // The run stops for its memory limit, whatever the rerun found.
            StopReason::MemoryLimit(m) => {
                first.stop = StopReason::MemoryLimit(m);
                break End::Memory;
            }
            _ => break End::Other,
        }
    };
    first.stats = work;
    first.stats.time = start.elapsed();
    let source = match (cfg.deepen, cfg.time_limit, cfg.give_up) {
        (Some(_), _, _) => "--deepen",
        (None, Some(_), _) => "what was left of --time-limit",
        (None, None, Some(_)) => {
            "what was left of the time a run that cannot end holds has (--give-up); --deepen changes it"
        }
        (None, None, None) => "the default; --deepen changes it",
    };
    first.notes.push(note(end, reached, cut, budget, source));
    Ok(first)
}

/// Adds to the loop records of a rerun what the first search learnt of each loop (the
/// techniques that declined it there), without undoing a decision of the rerun.
fn merge_loops(loops: &mut Vec<crate::LoopRecord>, first: &[crate::LoopRecord]) {
    for f in first {
        match loops.iter_mut().find(|l| l.span == f.span) {
            Some(l) => {
                for (t, why) in &f.declined {
                    if l.decided_by != Some(*t) && !l.declined.iter().any(|(u, _)| u == t) {
                        l.declined.push((*t, why.clone()));
                    }
                }
            }
            None => loops.push(f.clone()),
        }
    }
}

/// Why deepening ended without a violation.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum End {
    /// The cut reached the loop bound, or a loop ran to it.
    LoopBound,
    /// The time budget was used.
    Budget,
    /// The user interrupted it.
    Interrupted,
    /// The memory limit was reached (the run stops for it).
    Memory,
    /// A rerun ended otherwise than at its cut (every path it reached ended, or the
    /// prover left a violation possible).
    Other,
}

/// The time deepening may take when the run has taken `spent`: `None` when it is
/// switched off or no time is left.
fn budget(cfg: &Config, spent: Duration) -> Option<Duration> {
    let left = match cfg.time_limit {
        Some(t) => Some(t.checked_sub(spent)?),
        None => None,
    };
    let own = match (cfg.deepen, left) {
        (Some(d), _) => d,
        (None, Some(l)) => l,
        (None, None) => DEFAULT_BUDGET,
    };
    let mut b = left.map_or(own, |l| l.min(own));
    // Without `--deepen`, no later than the run's time to give up.
    if let (None, Some(at)) = (cfg.deepen, cfg.give_up_at) {
        b = b.min(at.saturating_duration_since(Instant::now()));
    }
    (!b.is_zero()).then_some(b)
}

/// What the report says of deepening that found nothing: the deepest cut reached, and
/// why it went no further (`cut` the last one tried; `source` says where the budget came
/// from).
fn note(end: End, reached: Option<usize>, cut: usize, budget: Duration, source: &str) -> String {
    let so_far = match reached {
        Some(r) => format!(
            "iterative deepening found no violation with loops whose condition has no bound followed for up to {r} iterations"
        ),
        None => "iterative deepening found no violation".to_string(),
    };
    let why = match end {
        End::LoopBound => "(--loop-bound)".to_string(),
        End::Budget if reached == Some(cut) => format!(
            "(its time budget of {:.1} s, {source}, was used)",
            budget.as_secs_f64()
        ),
        End::Budget => format!(
            "(the search with loops followed for up to {cut} iterations did not end within its time budget of {:.1} s, {source})",
            budget.as_secs_f64()
        ),
        End::Interrupted => "(interrupted)".to_string(),
        End::Memory => "(the memory limit was reached)".to_string(),
        End::Other => format!(
            "(the search with loops followed for up to {cut} iterations ended without reaching that bound)"
        ),
    };
    format!("{so_far} {why}")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_budget_is_the_time_left_or_the_default() {
        let mut cfg = Config::default();
        let s = Duration::from_secs;
        assert_eq!(budget(&cfg, s(3)), Some(DEFAULT_BUDGET));
        cfg.time_limit = Some(s(60));
        assert_eq!(budget(&cfg, s(20)), Some(s(40)));
        assert_eq!(budget(&cfg, s(60)), None);
        cfg.deepen = Some(s(5));
        assert_eq!(budget(&cfg, s(20)), Some(s(5)));
        assert_eq!(budget(&cfg, s(58)), Some(s(2)));
        cfg.deepen = Some(Duration::ZERO);
        assert_eq!(budget(&cfg, s(1)), None);
        cfg.time_limit = None;
        assert_eq!(budget(&cfg, s(1)), None);
    }
}
