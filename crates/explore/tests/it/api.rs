//! Tests of the engine through its public API, below the level of whole verdicts: the
//! oracle contract (a *maybe* never proves, a model is checked before it is believed,
//! the prover statistics come from the oracle), set-up errors, the limits and the
//! interrupt, several violations in one run, the report's statistics, traces and
//! counterexample inputs.

use crate::common;

use common::{run, verify, Options, Prover};
use std::sync::atomic::AtomicBool;
use std::sync::Arc;
use std::time::Duration;
use tass_explore::{
    Certainty, Decision, Oracle, Outcome, PropertyKind, SimplifierOracle, StopReason,
};
use tass_symbolic::Expr;

/// A program whose assertion holds for every input, but only a prover can tell.
const TRUE_ASSERTION: &str = "
#include <assert.h>
#pragma TASS input {-100 <= x && x <= 100} int
#define x 0
int main(void) {
  int y = x * x - 2 * x + 1;
  assert(y >= 0);
  return 0;
}
";

/// Runs `src` (one program) with `oracle` and the default configuration.
fn with_oracle(src: &str, oracle: &mut dyn Oracle) -> tass_explore::Report {
    let mut map = tass_syntax::SourceMap::new();
    let program = common::front_end(&mut map, &[common::Source::snippet(src)])
        .unwrap_or_else(|e| panic!("the snippet did not load:\n{e}"));
    tass_explore::verify(
        &[&program],
        &tass_explore::Config::default(),
        oracle,
        None,
        None,
    )
    .expect("no set-up error")
}

/// An oracle that cannot decide anything.
struct Undecided;

impl Oracle for Undecided {
    fn valid(&mut self, _: &Expr, _: &Expr) -> Decision {
        Decision::Maybe(tass_prove::Reason::NoSolver("undecided by design".into()))
    }
}

#[test]
fn a_maybe_never_proves_a_property() {
    let r = with_oracle(TRUE_ASSERTION, &mut Undecided);
    assert!(matches!(r.outcome, Outcome::Unknown), "{:?}", r.outcome);
    let v = r.possible.first().expect("a possible violation");
    assert_eq!(v.kind, PropertyKind::Assertion);
    assert_eq!(v.certainty, Certainty::Possible);
    assert!(
        v.reason
            .as_deref()
            .is_some_and(|r| r.contains("undecided by design")),
        "the oracle's reason is reported: {:?}",
        v.reason
    );
}

/// An oracle that says *no* to everything, without a model.
struct Liar {
    asked_again: u64,
}

impl Oracle for Liar {
    fn valid(&mut self, _: &Expr, _: &Expr) -> Decision {
        Decision::No(None)
    }

    fn valid_again(&mut self, _: &Expr, _: &Expr) -> Decision {
        self.asked_again += 1;
        Decision::No(None)
    }
}

#[test]
fn a_counterexample_is_checked_before_it_is_believed() {
    // The lying prover claims the assertion fails; the default values of its empty
    // model (x = 0) satisfy the assertion, so the claim must not become a provable
    // violation.
    let mut liar = Liar { asked_again: 0 };
    let r = with_oracle(TRUE_ASSERTION, &mut liar);
    assert!(
        !matches!(r.outcome, Outcome::Violation(_)),
        "a refuted model made a violation: {:?}",
        r.outcome
    );
    assert!(matches!(r.outcome, Outcome::Unknown), "{:?}", r.outcome);
    assert!(r
        .possible
        .iter()
        .all(|v| v.certainty == Certainty::Possible));
    assert!(
        liar.asked_again > 0,
        "a model that fails its check is followed by a second query"
    );
}

/// The simplifier, counting the queries it is asked.
#[derive(Default)]
struct Counting {
    inner: SimplifierOracle,
    queries: u64,
}

impl Oracle for Counting {
    fn valid(&mut self, assumption: &Expr, predicate: &Expr) -> Decision {
        self.queries += 1;
        self.inner.valid(assumption, predicate)
    }

    fn describe_stats(&self) -> Vec<(String, u64)> {
        vec![("counted".into(), self.queries)]
    }
}

#[test]
fn the_prover_statistics_are_the_oracles() {
    let mut oracle = Counting::default();
    let r = with_oracle(
        "
#pragma TASS input {0 <= n && n <= 3} int
#define n 0
int main(void) {
  int a[4];
  for (int i = 0; i < n; i++)
    a[i] = i;
  return 0;
}",
        &mut oracle,
    );
    assert!(matches!(r.outcome, Outcome::Holds), "{:?}", r.outcome);
    assert!(oracle.queries > 0, "the bounds checks ask the oracle");
    assert_eq!(
        r.stats.prover,
        vec![("counted".to_string(), oracle.queries)]
    );
}

const BOUNDED_INPUT: &str = "
#pragma TASS input {N >= 0} int
#define N 1
int main(void) {
  int s = 0;
  for (int i = 0; i < N; i++)
    s += i;
  return s;
}";

#[test]
fn an_unknown_input_name_is_a_setup_error() {
    let e = run(BOUNDED_INPUT, &Options::new().input("M", "3"))
        .err()
        .expect("a set-up error");
    assert!(e.contains("M"), "{e}");
}

#[test]
fn an_input_value_against_its_condition_is_a_setup_error_at_the_condition() {
    let e = run(BOUNDED_INPUT, &Options::new().input("N", "-1"))
        .err()
        .expect("a set-up error");
    // The error points into the snippet, at the input's declaration (line 2).
    assert!(e.starts_with("snippet.c:2:"), "{e}");
}

#[test]
fn processes_for_a_program_without_mpi_are_a_setup_error() {
    let e = run(BOUNDED_INPUT, &Options::new().input("N", "2").np(2))
        .err()
        .expect("a set-up error");
    assert!(e.contains("-np=2"), "{e}");
}

#[test]
fn a_front_end_error_is_reported_with_its_place() {
    let e = run("int main(void) { return y; }", &Options::new())
        .err()
        .expect("an error");
    assert!(e.starts_with("snippet.c:1:"), "{e}");
}

#[test]
fn an_interrupt_stops_the_search() {
    let mut map = tass_syntax::SourceMap::new();
    let p = common::front_end(&mut map, &[common::Source::snippet(BOUNDED_INPUT)]).unwrap();
    let flag = Arc::new(AtomicBool::new(true));
    let mut oracle = SimplifierOracle::default();
    let mut cfg = tass_explore::Config::default();
    cfg.inputs = vec![("N".into(), "1000".into())];
    let r = tass_explore::verify(&[&p], &cfg, &mut oracle, Some(flag), None).unwrap();
    assert_eq!(r.stop, StopReason::Interrupted);
    assert!(matches!(r.outcome, Outcome::Unknown), "{:?}", r.outcome);
}

#[test]
fn progress_is_reported_as_the_search_goes() {
    let mut map = tass_syntax::SourceMap::new();
    let p = common::front_end(&mut map, &[common::Source::snippet(BOUNDED_INPUT)]).unwrap();
    let mut oracle = SimplifierOracle::default();
    let mut cfg = tass_explore::Config::default();
    cfg.inputs = vec![("N".into(), "1000".into())];
    let mut seen = Vec::new();
    let mut progress = |s: &tass_explore::Stats| seen.push(s.transitions);
    let r = tass_explore::verify(&[&p], &cfg, &mut oracle, None, Some(&mut progress)).unwrap();
    assert!(matches!(r.outcome, Outcome::Holds), "{:?}", r.outcome);
    assert!(seen.len() >= 2, "progress calls: {seen:?}");
    assert!(seen.windows(2).all(|w| w[0] <= w[1]), "{seen:?}");
    assert!(seen.iter().all(|&t| t <= r.stats.transitions));
}

#[test]
fn the_time_limit_stops_the_search() {
    let opts = {
        let mut o = Options::new()
            .prover(Prover::Simplifier)
            .input("N", "100000000");
        o.config.time_limit = Some(Duration::from_millis(20));
        o
    };
    let r = verify(BOUNDED_INPUT, &opts);
    assert_eq!(
        r.report.stop,
        StopReason::TimeLimit(Duration::from_millis(20))
    );
    assert!(matches!(r.report.outcome, Outcome::Unknown));
    assert!(r.report.stats.transitions > 0);
}

#[test]
fn the_state_limit_bounds_the_states_saved() {
    let src = "
#pragma TASS input
int a[8];
int main(void) {
  int c = 0;
  for (int i = 0; i < 8; i++)
    if (a[i] > 0)
      c++;
  return c;
}";
    let full = verify(src, &Options::new().prover(Prover::Simplifier));
    assert!(matches!(full.report.outcome, Outcome::Holds));
    assert!(full.report.stats.states_saved > 10);
    let cut = verify(
        src,
        &Options::new().prover(Prover::Simplifier).max_states(10),
    );
    assert_eq!(cut.report.stop, StopReason::StateLimit(10));
    assert!(cut.report.stats.states_saved <= 11, "{}", cut.summary());
}

#[test]
fn the_state_saving_heuristic_skips_branches_that_cannot_meet() {
    // Seed 001, 5.4: an `if` of one process (complementary guards, not at a loop head)
    // is not essentially nondeterministic: its states need not be saved. The search sees
    // the same states and gives the same verdict.
    let src = "
#pragma TASS input
int a[8];
int main(void) {
  int c = 0;
  for (int i = 0; i < 8; i++)
    if (a[i] > 0)
      c++;
  return c;
}";
    let mut o = Options::new().prover(Prover::Simplifier);
    o.config.state_heuristic = true;
    let heuristic = verify(src, &o);
    let every = verify(src, &Options::new().prover(Prover::Simplifier));
    assert!(matches!(heuristic.report.outcome, Outcome::Holds));
    assert!(matches!(every.report.outcome, Outcome::Holds));
    assert_eq!(heuristic.report.stats.states_saved, 0);
    assert_eq!(every.report.stats.states_saved, 255);
    assert_eq!(
        heuristic.report.stats.states_seen,
        every.report.stats.states_seen
    );
}

#[test]
fn statistics_are_the_same_on_every_run() {
    let src = "
#pragma TASS input
int a[5];
int main(void) {
  int c = 0;
  for (int i = 0; i < 5; i++)
    if (a[i] > a[(i + 1) % 5])
      c++;
  return c;
}";
    let opts = Options::new().prover(Prover::Simplifier);
    let key = |r: &common::Run| {
        let s = &r.report.stats;
        (
            s.states_seen,
            s.states_saved,
            s.states_matched,
            s.transitions,
            s.max_depth,
        )
    };
    let first = key(&verify(src, &opts));
    for _ in 0..3 {
        assert_eq!(key(&verify(src, &opts)), first);
    }
}

#[test]
fn several_violations_are_collected_when_asked() {
    let src = "
#include <assert.h>
#pragma TASS input {0 <= k && k <= 3} int
#define k 0
int main(void) {
  int a[2] = {0, 0};
  if (k == 1)
    a[2] = 1;
  else if (k == 2)
    a[0] = 1 / (k - 2);
  else if (k == 3)
    assert(k < 3);
  return a[0];
}";
    let mut opts = Options::new();
    opts.config.max_violations = 3;
    let r = verify(src, &opts);
    let mut got: Vec<(PropertyKind, u32)> = r
        .violations()
        .iter()
        .map(|v| (v.kind, r.line(v.span)))
        .collect();
    got.sort_by_key(|&(_, line)| line);
    assert_eq!(
        got,
        vec![
            (PropertyKind::ArrayBounds, 8),
            (PropertyKind::DivisionByZero, 10),
            (PropertyKind::Assertion, 12),
        ],
        "{}",
        r.summary()
    );
    // One violation by default: the search stops at the first.
    let one = verify(src, &Options::new());
    assert_eq!(one.violations().len(), 1);
    assert_eq!(one.report.stop, StopReason::Violation);
}

#[test]
fn a_counterexample_has_inputs_that_violate_and_a_trace_that_leads_there() {
    let src = "
#include <assert.h>
#pragma TASS input {-10 <= x && x <= 10} int
#define x 0
int main(void) {
  int y = x * x;
  assert(y != 16);
  return 0;
}";
    for prover in [Prover::Z3, Prover::Cvc5] {
        if !common::available(prover) {
            continue;
        }
        let r = verify(src, &Options::new().prover(prover));
        let v = r.violations().first().expect("a violation");
        assert_eq!(v.certainty, Certainty::Provable);
        let x: i64 = v
            .inputs
            .iter()
            .find(|(n, _)| n == "x")
            .map(|(_, x)| x.parse().expect("an integer"))
            .expect("a value for x");
        assert!(x == 4 || x == -4, "x = {x}");
        let last = v.trace.last().expect("a trace");
        assert_eq!(r.line(last.span), 7);
        assert!(v.trace.iter().any(|s| s.statement.contains('y')));
    }
}

#[test]
fn switched_off_properties_are_listed_as_not_checked() {
    let src = "
#include <stdlib.h>
int main(void) {
  int *p = malloc(sizeof(int));
  *p = 1;
  return 10 / (*p - 1);
}";
    let on = verify(src, &Options::new());
    assert_eq!(on.verdict(), "violation division-by-zero");
    let off = verify(src, &Options::new().no_check("division").no_check("leaks"));
    assert_eq!(off.verdict(), "holds", "{}", off.summary());
    assert_eq!(
        off.report.not_checked.len(),
        2,
        "{:?}",
        off.report.not_checked
    );
    assert!(off.report.not_checked.iter().all(|n| n.by_request));
}

#[test]
fn an_unsatisfiable_input_condition_makes_holds_vacuous() {
    let r = verify(
        "
#include <assert.h>
#pragma TASS input {x > 0 && x < 0} int
#define x 0
int main(void) { assert(0); return 0; }",
        &Options::new().prover(Prover::Simplifier),
    );
    assert_eq!(r.verdict(), "holds");
    assert!(r.report.vacuous);
    let normal = verify(TRUE_ASSERTION, &Options::new());
    assert_eq!(normal.verdict(), "holds");
    assert!(!normal.report.vacuous);
}

#[test]
fn property_words_are_those_of_the_test_headers() {
    let kinds = [
        (PropertyKind::Assertion, "assertion"),
        (PropertyKind::ArrayBounds, "array-bounds"),
        (PropertyKind::DivisionByZero, "division-by-zero"),
        (PropertyKind::Pointer, "pointer"),
        (PropertyKind::MemoryLeak, "memory-leak"),
        (PropertyKind::Invariant, "invariant"),
        (PropertyKind::NotEquivalent, "not-equivalent"),
        (PropertyKind::Deadlock, "deadlock"),
        (PropertyKind::Mpi, "mpi"),
        (PropertyKind::Uninitialized, "uninitialized"),
        (PropertyKind::Free, "pointer"),
        (PropertyKind::Overflow, "overflow"),
    ];
    for (k, w) in kinds {
        assert_eq!(k.as_str(), w);
    }
}

#[test]
fn model_values_are_read_as_solvers_write_them() {
    let text =
        |t: &str, real: bool| tass_explore::parse_model_value(t, real).map(|e| e.to_string());
    assert_eq!(text("5", false).as_deref(), Some("5"));
    assert_eq!(text("(- 5)", false).as_deref(), Some("-5"));
    assert_eq!(text("(/ 1 3)", true).as_deref(), Some("1/3"));
    assert_eq!(text("(- (/ 1 3))", true).as_deref(), Some("-1/3"));
    assert_eq!(text("2.5", true).as_deref(), Some("5/2"));
    assert_eq!(text("x", false), None);
}

#[test]
fn the_harness_reads_headers_and_rejects_what_it_does_not_know() {
    let dir = std::env::temp_dir().join(format!("tass-explore-harness-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let write = |name: &str, header: &str| {
        let p = dir.join(name);
        std::fs::write(
            &p,
            format!("/* tass-test\n{header} */\nint main(void) {{ return 0; }}\n"),
        )
        .unwrap();
        p
    };
    let good = write(
        "good.c",
        " * run: tass verify -inputN=4 -np=2 --no-check=leaks $FILE\n * expect: holds\n * states-saved: <= 3\n * stop: done\n",
    );
    let c = common::read_case(&good).unwrap().expect("a case");
    assert_eq!(
        c.options.config.inputs,
        vec![("N".to_string(), "4".to_string())]
    );
    assert_eq!(c.options.config.procs, 2);
    assert!(!c.options.config.properties.memory_leaks);
    assert_eq!(c.stats.len(), 1);
    assert_eq!(c.stop.as_deref(), Some("done"));
    assert!(c
        .check(Prover::Simplifier)
        .iter()
        .any(|w| w.contains("error")));
    for (name, header) in [
        (
            "key.c",
            " * run: tass verify $FILE\n * expect: holds\n * colour: blue\n",
        ),
        (
            "option.c",
            " * run: tass verify --frobnicate $FILE\n * expect: holds\n",
        ),
        (
            "stop.c",
            " * run: tass verify $FILE\n * expect: holds\n * stop: tired\n",
        ),
        (
            "stat.c",
            " * run: tass verify $FILE\n * expect: holds\n * states-saved: 3\n",
        ),
        ("files.c", " * run: tass compare $FILE\n * expect: holds\n"),
    ] {
        let p = write(name, header);
        assert!(common::read_case(&p).is_err(), "{name} was accepted");
    }
    let _ = std::fs::remove_dir_all(&dir);
}
