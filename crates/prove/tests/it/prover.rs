//! The prover test suite, run against every back end: z3, cvc5, the
//! portfolio and the cross-check (one `#[test]` per case and back end).

use crate::common;

use std::time::{Duration, Instant};

use common::{factoring, fermat, formula, int, kill, n, prover, prover_with_timeout, real};
use tass_prove::smt::{term, Declaration, Sexp, Value};
use tass_prove::{Answer, Backend, Config, Formula, Layer, Prover, Reason, SmtProver};

backend_tests!(
    yes_and_no,
    nsat_is_valid_with_false,
    counterexample_model,
    real_and_mixed_arithmetic,
    arrays_and_extents,
    uninterpreted_functions_and_quantifiers,
    c_division_all_signs,
    unknown_is_maybe,
    hung_query_returns_maybe_in_time,
    deadline_bounds_every_query,
    killed_mid_query_recovers,
    cache_and_stats,
    redeclared_symbols,
);

fn x_positive() -> (Declaration, Sexp, Formula) {
    let (dx, x) = int("x");
    let f = formula(&[&dx], term::gt(x.clone(), n(0)));
    (dx, x, f)
}

fn yes_and_no(backend: Backend) {
    let mut p = prover(backend);
    let (dx, x, positive) = x_positive();
    let nonneg = formula(&[&dx], term::ge(x.clone(), n(0)));
    assert_eq!(p.valid(&positive, &nonneg), Answer::Yes);
    assert!(p.valid(&nonneg, &positive).is_no());
    assert!(p.valid(&Formula::constant(true), &positive).is_no());
    assert_eq!(p.valid(&positive, &Formula::constant(true)), Answer::Yes);
    assert_eq!(p.valid(&Formula::constant(false), &positive), Answer::Yes);
}

fn nsat_is_valid_with_false(backend: Backend) {
    let mut p = prover(backend);
    let (dx, x, positive) = x_positive();
    let contradiction = formula(
        &[&dx],
        term::and([term::gt(x.clone(), n(0)), term::lt(x.clone(), n(1))]),
    );
    assert_eq!(p.nsat(&contradiction), Answer::Yes);
    assert!(p.nsat(&positive).is_no());
    assert_eq!(
        p.nsat(&contradiction),
        p.valid(&contradiction, &Formula::constant(false))
    );
    assert_eq!(p.nsat(&Formula::constant(false)), Answer::Yes);
}

fn counterexample_model(backend: Backend) {
    let mut p = prover(backend);
    let (dx, x) = int("x");
    let (dy, y) = int("y");
    // x + y = 10 and x - y = -4 force x = 3 and y = 7: `y != 7` fails with
    // exactly that counterexample, and `x = 3` holds.
    let assumption = formula(
        &[&dx, &dy],
        term::and([
            term::eq(term::add([x.clone(), y.clone()]), n(10)),
            term::eq(term::sub(x.clone(), y.clone()), n(-4)),
        ]),
    );
    let predicate = formula(&[&dy], term::distinct(y.clone(), n(7)));
    let answer = p.valid(&assumption, &predicate);
    let model = answer.model().unwrap_or_else(|| panic!("{answer}"));
    assert_eq!(model.get("x"), Some(&Value::Int(3.into())), "{model}");
    assert_eq!(model.get("y"), Some(&Value::Int(7.into())), "{model}");
    let predicate = formula(&[&dx], term::eq(x, n(3)));
    assert_eq!(p.valid(&assumption, &predicate), Answer::Yes);
}

fn real_and_mixed_arithmetic(backend: Backend) {
    let mut p = prover(backend);
    let (dr, r) = real("r");
    let (di, i) = int("i");
    // 3r = 1 and to_real(i) <= r imply i <= 0.
    let assumption = formula(
        &[&dr, &di],
        term::and([
            term::eq(term::mul([common::r(3), r.clone()]), common::r(1)),
            term::le(term::to_real(i.clone()), r.clone()),
        ]),
    );
    let predicate = formula(&[&di], term::le(i.clone(), n(0)));
    assert_eq!(p.valid(&assumption, &predicate), Answer::Yes);
    let predicate = formula(&[&di], term::lt(i.clone(), n(0)));
    let answer = p.valid(&assumption, &predicate);
    let model = answer.model().unwrap_or_else(|| panic!("{answer}"));
    assert_eq!(
        model.get("r"),
        Some(&Value::Real(num_rational::BigRational::new(
            1.into(),
            3.into()
        )))
    );
    assert_eq!(model.get("i"), Some(&Value::Int(0.into())));
}

fn arrays_and_extents(backend: Backend) {
    let mut p = prover(backend);
    let sort = term::array_sort(term::int_sort(), term::int_sort());
    let da = Declaration::constant(common::sym("a"), sort);
    let a = Sexp::Symbol(common::sym("a"));
    let (dlen, len) = int("a_len");
    let (di, i) = int("i");
    // An array with its extent as a separate term: a[i] = 5 after storing 5
    // at i, for 0 <= i < len.
    let decls = [&da, &dlen, &di];
    let assumption = formula(
        &decls,
        term::and([term::le(n(0), i.clone()), term::lt(i.clone(), len.clone())]),
    );
    let stored = term::store(a.clone(), i.clone(), n(5));
    let predicate = formula(&decls, term::eq(term::select(stored, i.clone()), n(5)));
    assert_eq!(p.valid(&assumption, &predicate), Answer::Yes);
    let predicate = formula(&decls, term::eq(term::select(a.clone(), i.clone()), n(5)));
    let answer = p.valid(&assumption, &predicate);
    let model = answer.model().unwrap_or_else(|| panic!("{answer}"));
    let index = model.get("i").unwrap().clone();
    let element = model.get("a").unwrap().select(&index);
    assert_ne!(element, Some(&Value::Int(5.into())), "{model}");
}

fn uninterpreted_functions_and_quantifiers(backend: Backend) {
    let mut p = prover(backend);
    let df = Declaration::Fun {
        name: common::sym("f"),
        args: vec![term::int_sort()],
        result: term::int_sort(),
    };
    let f = |t: Sexp| Sexp::app(common::sym("f"), [t]);
    let (dx, x) = int("x");
    let (dy, y) = int("y");
    let decls = [&df, &dx, &dy];
    // Congruence.
    let assumption = formula(&decls, term::eq(x.clone(), y.clone()));
    let predicate = formula(&decls, term::eq(f(x.clone()), f(y.clone())));
    assert_eq!(p.valid(&assumption, &predicate), Answer::Yes);
    // A universally quantified assumption, instantiated.
    let k = common::sym("k");
    let kv = Sexp::Symbol(k.clone());
    let monotone = term::forall(vec![(k, term::int_sort())], term::gt(f(kv.clone()), kv));
    let assumption = formula(&decls, monotone);
    let predicate = formula(&decls, term::gt(f(n(3)), n(3)));
    assert_eq!(p.valid(&assumption, &predicate), Answer::Yes);
}

/// C division and remainder, on every sign combination, against Rust's
/// `/` and `%` (which truncate as C does).
fn c_division_all_signs(backend: Backend) {
    let mut p = prover(backend);
    let (da, a) = int("a");
    let (db, b) = int("b");
    let decls = [&da, &db];
    for av in -7i64..=7 {
        for bv in (-7i64..=7).filter(|&b| b != 0) {
            let assumption = formula(
                &decls,
                term::and([term::eq(a.clone(), n(av)), term::eq(b.clone(), n(bv))]),
            );
            let quotient = term::c_div(a.clone(), b.clone());
            let remainder = term::c_mod(a.clone(), b.clone());
            let right = formula(
                &decls,
                term::and([
                    term::eq(quotient.clone(), n(av / bv)),
                    term::eq(remainder.clone(), n(av % bv)),
                ]),
            );
            assert_eq!(p.valid(&assumption, &right), Answer::Yes, "{av} / {bv}");
            let wrong = formula(&decls, term::eq(quotient, n(av / bv + 1)));
            assert!(p.valid(&assumption, &wrong).is_no(), "{av} / {bv}");
        }
    }
}

fn unknown_is_maybe(backend: Backend) {
    let mut p = prover_with_timeout(backend, Duration::from_millis(300));
    let answer = p.nsat(&fermat());
    assert!(answer.is_maybe(), "{answer}");
    assert!(!answer.reason().unwrap().to_string().is_empty());
}

fn hung_query_returns_maybe_in_time(backend: Backend) {
    let mut p = prover_with_timeout(backend, Duration::from_millis(200));
    let start = Instant::now();
    let answer = p.nsat(&factoring());
    let elapsed = start.elapsed();
    assert!(answer.is_maybe(), "{answer}");
    // 200 ms of solver time, 300 ms of grace, and room for a loaded machine.
    assert!(elapsed < Duration::from_millis(1500), "{elapsed:?}");
    // The prover still works.
    let (_, _, positive) = x_positive();
    assert!(p.nsat(&positive).is_no());
}

fn deadline_bounds_every_query(backend: Backend) {
    // A long timeout per query, but the run must end 400 ms from now.
    let start = Instant::now();
    let config = Config::default()
        .with_backend(backend)
        .with_timeout(Duration::from_secs(20))
        .with_deadline(start + Duration::from_millis(400));
    let mut p = SmtProver::new(config);
    let answer = p.nsat(&factoring());
    let elapsed = start.elapsed();
    assert_eq!(answer.reason(), Some(&Reason::Deadline), "{answer}");
    // 400 ms, the grace period, and room for a loaded machine.
    assert!(elapsed < Duration::from_millis(1500), "{elapsed:?}");
    std::thread::sleep(Duration::from_millis(
        400usize.saturating_sub(elapsed.as_millis() as usize) as u64,
    ));
    // After the deadline even an easy query is not asked.
    let (_, _, positive) = x_positive();
    let before = Instant::now();
    assert_eq!(p.nsat(&positive).reason(), Some(&Reason::Deadline));
    assert!(before.elapsed() < Duration::from_millis(100));
}

fn killed_mid_query_recovers(backend: Backend) {
    // A long portfolio wait, so that no solver is cancelled (and its process
    // ended) on the first query.
    let config = Config::default()
        .with_backend(backend)
        .with_timeout(Duration::from_secs(20))
        .with_portfolio_wait(Duration::from_secs(5));
    let mut p = SmtProver::new(config);
    let (_, _, positive) = x_positive();
    assert!(p.nsat(&positive).is_no());
    let pids = p.solver_pids();
    assert_eq!(pids.len(), p.solvers().len());
    let killer = std::thread::spawn(move || {
        std::thread::sleep(Duration::from_millis(300));
        for (_, pid) in pids {
            kill(pid);
        }
    });
    let start = Instant::now();
    let answer = p.nsat(&factoring());
    killer.join().unwrap();
    assert!(start.elapsed() < Duration::from_secs(5));
    match answer.reason() {
        Some(reason) => assert!(reason.to_string().contains("exited"), "{reason}"),
        None => panic!("{answer}"),
    }
    let negative = formula(
        positive
            .declarations()
            .iter()
            .collect::<Vec<_>>()
            .as_slice(),
        term::lt(Sexp::Symbol(common::sym("x")), n(0)),
    );
    assert!(p.nsat(&negative).is_no());
    assert_eq!(
        p.valid(&positive, &formula(&[], Sexp::bool(true))),
        Answer::Yes
    );
    let restarts: u64 = [Layer::Z3, Layer::Cvc5]
        .iter()
        .map(|l| p.stats().layer(*l).restarts)
        .sum();
    assert!(restarts >= 1, "{:?}", p.stats());
}

fn cache_and_stats(backend: Backend) {
    let mut p = prover(backend);
    let (dx, x, positive) = x_positive();
    let nonneg = formula(&[&dx], term::ge(x.clone(), n(0)));
    assert_eq!(p.valid(&positive, &nonneg), Answer::Yes);
    assert_eq!(p.valid(&positive, &nonneg), Answer::Yes);
    assert!(p.valid(&nonneg, &positive).is_no());
    assert_eq!(p.valid(&positive, &Formula::constant(true)), Answer::Yes);
    let stats = p.stats().clone();
    assert_eq!(stats.queries, 4);
    assert_eq!(stats.cache_hits, 1);
    assert_eq!((stats.yes, stats.no, stats.maybe), (3, 1, 0));
    assert_eq!(stats.simplifier.calls, 4);
    assert_eq!(stats.simplifier.decided, 1);
    let decided = stats.z3.decided + stats.cvc5.decided;
    assert_eq!(decided, 2, "{stats:?}");
    assert_eq!(stats.disagreements, 0);
    assert!(stats.z3.time + stats.cvc5.time > Duration::ZERO);
    p.clear_cache();
    assert_eq!(p.valid(&positive, &nonneg), Answer::Yes);
    assert_eq!(p.stats().cache_hits, 1);
}

/// The same name declared with another sort in a later query: the solvers
/// keep declarations between queries, so they must start afresh.
fn redeclared_symbols(backend: Backend) {
    let mut p = prover(backend);
    let (_, _, positive) = x_positive();
    assert!(p.nsat(&positive).is_no());
    let (dr, r) = real("x");
    let half = formula(
        &[&dr],
        term::and([
            term::gt(r.clone(), common::r(0)),
            term::lt(r.clone(), common::r(1)),
        ]),
    );
    let answer = p.nsat(&half);
    let model = answer.model().unwrap_or_else(|| panic!("{answer}"));
    assert!(matches!(model.get("x"), Some(Value::Real(_))), "{model}");
    // And back.
    let (dx, x) = int("x");
    let between = formula(
        &[&dx],
        term::and([term::gt(x.clone(), n(0)), term::lt(x, n(1))]),
    );
    assert_eq!(p.nsat(&between), Answer::Yes);
}

#[test]
fn declarations_are_sent_once() {
    let dir = common::temp_dir("declared-once");
    let config = Config::default()
        .with_backend(Backend::Z3)
        .with_replay_dir(&dir);
    let mut p = SmtProver::new(config);
    let (dx, x, positive) = x_positive();
    for bound in 0..5 {
        let predicate = formula(&[&dx], term::gt(x.clone(), n(bound)));
        assert_eq!(p.valid(&positive, &predicate).is_yes(), bound == 0);
    }
    drop(p);
    let file = std::fs::read_dir(&dir)
        .unwrap()
        .next()
        .unwrap()
        .unwrap()
        .path();
    let text = std::fs::read_to_string(file).unwrap();
    assert_eq!(text.matches("(declare-fun x () Int)").count(), 1, "{text}");
    assert_eq!(text.matches("(check-sat)").count(), 5, "{text}");
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn missing_solver_gives_maybe_with_reason() {
    for kind in tass_prove::smt::SolverKind::ALL {
        let config = Config::default()
            .with_backend(Backend::from(kind))
            .with_solver_path(kind, "/no/such/dir/solver");
        let mut p = SmtProver::new(config);
        let (_, _, positive) = x_positive();
        let answer = p.nsat(&positive);
        match answer {
            Answer::Maybe(Reason::Failed { solver, message }) => {
                assert_eq!(solver, kind);
                assert!(message.contains("not found"), "{message}");
            }
            other => panic!("{other}"),
        }
        assert_eq!(p.stats().layer(Layer::from(kind)).failures, 1);
        // Trivial queries are still answered, by the simplifier.
        assert_eq!(p.nsat(&Formula::constant(false)), Answer::Yes);
    }
}

#[test]
fn portfolio_survives_a_missing_solver() {
    let config = Config::default().with_solver_path(tass_prove::smt::SolverKind::Z3, "/no/such/z3");
    let mut p = SmtProver::new(config);
    assert_eq!(p.describe(), "portfolio(z3, cvc5)");
    let (dx, x, positive) = x_positive();
    let nonneg = formula(&[&dx], term::ge(x, n(0)));
    assert_eq!(p.valid(&positive, &nonneg), Answer::Yes);
    assert_eq!(p.stats().cvc5.decided, 1);
    assert_eq!(p.stats().z3.failures, 1);
}

#[test]
fn crosscheck_needs_every_solver() {
    let config = Config::default()
        .with_backend(Backend::CrossCheck)
        .with_solver_path(tass_prove::smt::SolverKind::Cvc5, "/no/such/cvc5");
    let mut p = SmtProver::new(config);
    let (dx, x, positive) = x_positive();
    let nonneg = formula(&[&dx], term::ge(x, n(0)));
    match p.valid(&positive, &nonneg) {
        Answer::Maybe(Reason::NotConfirmed { definite, others }) => {
            assert_eq!(definite.len(), 1);
            assert_eq!(others.len(), 1);
        }
        other => panic!("{other}"),
    }
}

#[test]
fn crosscheck_reports_disagreement() {
    // A "solver" that answers unsat to everything, against z3.
    let dir = common::temp_dir("liar");
    let liar = dir.join("liar.sh");
    std::fs::write(
        &liar,
        "#!/bin/sh\nwhile read -r line; do case \"$line\" in\n\
         '(check-sat)') echo unsat ;;\n*) echo success ;;\nesac; done\n",
    )
    .unwrap();
    use std::os::unix::fs::PermissionsExt;
    std::fs::set_permissions(&liar, std::fs::Permissions::from_mode(0o755)).unwrap();
    let config = Config::default()
        .with_backend(Backend::CrossCheck)
        .with_solver_path(tass_prove::smt::SolverKind::Cvc5, &liar);
    let mut p = SmtProver::new(config);
    let (dx, x, positive) = x_positive();
    let wrong = formula(&[&dx], term::gt(x.clone(), n(5)));
    match p.valid(&positive, &wrong) {
        Answer::Maybe(reason @ Reason::Disagreement { .. }) => {
            assert!(reason.to_string().contains("DISAGREE"), "{reason}");
        }
        other => panic!("{other}"),
    }
    assert_eq!(p.stats().disagreements, 1);
    // Where the liar happens to be right, the cross-check agrees.
    let right = formula(&[&dx], term::ge(x, n(0)));
    assert_eq!(p.valid(&positive, &right), Answer::Yes);
    // The portfolio also notices a contradiction when it sees both answers.
    let config = Config::default()
        .with_portfolio_wait(Duration::from_secs(2))
        .with_solver_path(tass_prove::smt::SolverKind::Cvc5, &liar);
    let mut p = SmtProver::new(config);
    assert!(p.valid(&positive, &wrong).is_maybe());
    assert_eq!(p.stats().disagreements, 1);
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn none_backend_is_the_simplifier_alone() {
    let mut p = SmtProver::new(Config::default().with_backend(Backend::None));
    let (_, _, positive) = x_positive();
    assert!(matches!(
        p.nsat(&positive),
        Answer::Maybe(Reason::NoSolver(_))
    ));
    assert_eq!(p.nsat(&Formula::constant(false)), Answer::Yes);
    assert_eq!(p.valid(&positive, &Formula::constant(true)), Answer::Yes);
    assert!(p.solvers().is_empty());
    assert_eq!(p.describe(), "none");
    assert_eq!(p.stats().simplifier.decided, 2);
}

#[test]
fn conflicting_declarations_are_an_invalid_query() {
    let mut p = prover(Backend::Z3);
    let (_, _, positive) = x_positive();
    let (dr, _) = real("x");
    let other = formula(
        &[&dr],
        term::gt(Sexp::Symbol(common::sym("x")), common::r(0)),
    );
    assert!(matches!(
        p.valid(&positive, &other),
        Answer::Maybe(Reason::InvalidQuery(_))
    ));
}

#[test]
fn replay_directory_holds_every_session() {
    let dir = common::temp_dir("prover-replay");
    let mut p = SmtProver::new(Config::default().with_replay_dir(&dir));
    let (_, _, positive) = x_positive();
    assert!(p.nsat(&positive).is_no());
    drop(p);
    let mut names: Vec<String> = std::fs::read_dir(&dir)
        .unwrap()
        .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
        .collect();
    names.sort();
    assert_eq!(names.len(), 2, "{names:?}");
    assert!(names[0].starts_with("cvc5-") && names[1].starts_with("z3-"));
    let texts: Vec<String> = names
        .iter()
        .map(|name| std::fs::read_to_string(dir.join(name)).unwrap())
        .collect();
    for text in &texts {
        assert!(text.contains("(assert (> x 0))"), "{text}");
    }
    // The slower solver may have been cancelled before it answered.
    assert!(
        texts.iter().any(|t| t.contains("; response: sat")),
        "{texts:?}"
    );
    let _ = std::fs::remove_dir_all(&dir);
}
