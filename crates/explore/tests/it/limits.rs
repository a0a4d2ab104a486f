//! The limits of a run (time, memory) stop a technique's attempt at a loop as they stop
//! the search: the run ends *unknown* for the limit, and the report says the technique
//! was stopped at that loop. An oracle trips the limit at the first query of the
//! technique `parallel`'s generic iteration (a query about its iteration `k$…`). The
//! memory test reads the resident set of the whole process, so this file holds the
//! tests that need it to themselves.

use crate::common;

use std::time::{Duration, Instant};
use tass_explore::{Decision, Oracle, Outcome, SimplifierOracle, StopReason, Technique};
use tass_symbolic::Expr;

/// A loop the technique `parallel` summarises, with a bound no search reaches.
const LOOP: &str = "
extern int __VERIFIER_nondet_int(void);
int main(void) {
  int n = __VERIFIER_nondet_int();
  if (n <= 0)
    return 0;
  int a[n];
  for (int i = 0; i < n; i++)
    a[i] = 2 * i;
  return a[n - 1];
}
";

/// The simplifier, and `trip` called once, at the first query about a generic
/// iteration.
struct Tripwire<F: FnMut()> {
    inner: SimplifierOracle,
    trip: Option<F>,
    queries_after: u64,
}

impl<F: FnMut()> Oracle for Tripwire<F> {
    fn valid(&mut self, assumption: &Expr, predicate: &Expr) -> Decision {
        let generic = |e: &Expr| {
            e.free_symbols()
                .iter()
                .any(|s| s.symbol_name().is_some_and(|n| n.starts_with("k$")))
        };
        if self.trip.is_none() {
            self.queries_after += 1;
        } else if generic(assumption) || generic(predicate) {
            if let Some(mut trip) = self.trip.take() {
                trip();
            }
        }
        self.inner.valid(assumption, predicate)
    }
}

fn run(cfg: &tass_explore::Config, oracle: &mut dyn Oracle) -> tass_explore::Report {
    let mut map = tass_syntax::SourceMap::new();
    let program = common::front_end(&mut map, &[common::Source::snippet(LOOP)])
        .unwrap_or_else(|e| panic!("the snippet did not load:\n{e}"));
    tass_explore::verify(&[&program], cfg, oracle, None, None).expect("no set-up error")
}

/// What the report says `parallel` made of the loop.
fn parallel_at_the_loop(r: &tass_explore::Report) -> Option<String> {
    let l = r.loops.iter().find(|l| l.span.lo > 0)?;
    if l.decided_by == Some(Technique::Parallel) {
        return Some("decided".into());
    }
    l.declined
        .iter()
        .find(|(t, _)| *t == Technique::Parallel)
        .map(|(_, why)| why.clone())
}

/// Without a limit, the technique decides the loop and the program holds.
#[test]
fn the_loop_is_summarised_without_a_limit() {
    let mut oracle = Tripwire {
        inner: SimplifierOracle::default(),
        trip: Some(|| {}),
        queries_after: 0,
    };
    let r = run(&tass_explore::Config::default(), &mut oracle);
    assert!(matches!(r.outcome, Outcome::Holds), "{:?}", r.outcome);
    assert_eq!(parallel_at_the_loop(&r).as_deref(), Some("decided"));
    assert!(
        oracle.trip.is_none(),
        "no query about the generic iteration"
    );
}

/// The time limit passes while `parallel` executes its generic iteration: the attempt
/// stops, and so does the run, at once, for the time limit.
#[test]
fn the_time_limit_stops_a_technique() {
    let limit = Duration::from_secs(1);
    let mut cfg = tass_explore::Config::default();
    cfg.time_limit = Some(limit);
    let mut oracle = Tripwire {
        inner: SimplifierOracle::default(),
        trip: Some(|| std::thread::sleep(limit + Duration::from_millis(100))),
        queries_after: 0,
    };
    let start = Instant::now();
    let r = run(&cfg, &mut oracle);
    assert!(start.elapsed() < 3 * limit, "{:?}", start.elapsed());
    assert_eq!(r.stop, StopReason::TimeLimit(limit));
    assert!(matches!(r.outcome, Outcome::Unknown), "{:?}", r.outcome);
    assert_eq!(
        parallel_at_the_loop(&r).as_deref(),
        Some("the time limit passed during the attempt"),
        "{:?}",
        r.loops
    );
    // Nothing more was asked once the limit had passed.
    assert!(
        oracle.queries_after <= 1,
        "{} queries",
        oracle.queries_after
    );
}

/// The memory limit is reached while `parallel` executes its generic iteration (the
/// oracle takes 256 MiB): the attempt stops, and so does the run, for the memory limit.
#[test]
fn the_memory_limit_stops_a_technique() {
    let Some(resident) = resident() else {
        // No /proc/self/status: the limit cannot be read on this system.
        return;
    };
    let mut cfg = tass_explore::Config::default();
    let limit = resident + (128 << 20);
    cfg.memory_limit = Some(limit);
    let mut held: Vec<Vec<u8>> = Vec::new();
    let mut oracle = Tripwire {
        inner: SimplifierOracle::default(),
        trip: Some(|| {
            // Touched, so resident.
            held.push(vec![1u8; 256 << 20]);
            // The resident set is read at most every 20 ms.
            std::thread::sleep(Duration::from_millis(50));
        }),
        queries_after: 0,
    };
    let r = run(&cfg, &mut oracle);
    assert_eq!(r.stop, StopReason::MemoryLimit(limit));
    assert!(matches!(r.outcome, Outcome::Unknown), "{:?}", r.outcome);
    assert_eq!(
        parallel_at_the_loop(&r).as_deref(),
        Some("the memory limit was reached during the attempt"),
        "{:?}",
        r.loops
    );
    assert!(
        oracle.queries_after <= 1,
        "{} queries",
        oracle.queries_after
    );
    assert_eq!(held.len(), 1);
}

/// The resident set of this process, in bytes.
fn resident() -> Option<u64> {
    let status = std::fs::read_to_string("/proc/self/status").ok()?;
    let kib: u64 = status
        .lines()
        .find(|l| l.starts_with("VmRSS:"))?
        .split_whitespace()
        .nth(1)?
        .parse()
        .ok()?;
    Some(kib * 1024)
}
