//! Tests of one solver session: the SMT-LIB2 protocol, models, errors,
//! deadlines, cancellation and restarts, against z3 and cvc5, and against
//! fake solvers (`cat`, `true`, `sleep`) that misbehave on purpose.

use crate::common;

use std::time::{Duration, Instant};

use common::{factoring, int, kill, n, sym, temp_dir};
use tass_prove::smt::{
    parse, term, CheckSat, Command, Constructor, Declaration, Session, SessionConfig, Sexp,
    SolverKind, SolverSpec, Value,
};
use tass_prove::Error;

fn session(kind: SolverKind) -> Session {
    Session::new(SessionConfig::new(SolverSpec::new(kind))).unwrap()
}

/// Runs a test body against both solvers.
fn each_solver(test: impl Fn(SolverKind)) {
    for kind in SolverKind::ALL {
        test(kind);
    }
}

#[test]
fn sat_unsat_push_pop() {
    each_solver(|kind| {
        let mut s = session(kind);
        let (dx, x) = int("x");
        s.declare(&dx).unwrap();
        s.assert(&term::gt(x.clone(), n(0))).unwrap();
        assert_eq!(s.check_sat().unwrap(), CheckSat::Sat, "{kind}");
        s.push(1).unwrap();
        assert_eq!(s.level(), 1);
        s.assert(&term::lt(x.clone(), n(0))).unwrap();
        assert_eq!(s.check_sat().unwrap(), CheckSat::Unsat, "{kind}");
        s.pop(1).unwrap();
        assert_eq!(s.level(), 0);
        assert_eq!(s.check_sat().unwrap(), CheckSat::Sat, "{kind}");
        assert_eq!(s.restarts(), 0);
    });
}

#[test]
fn unknown_is_kept_apart() {
    each_solver(|kind| {
        let config =
            SessionConfig::new(SolverSpec::new(kind)).with_timeout(Duration::from_millis(300));
        let mut s = Session::new(config).unwrap();
        let fermat = common::fermat();
        for declaration in fermat.declarations() {
            s.declare(declaration).unwrap();
        }
        s.assert(fermat.term()).unwrap();
        match s.check_sat() {
            Ok(CheckSat::Unknown(reason)) => assert!(!reason.is_empty(), "{kind}"),
            Err(Error::Timeout { .. }) => {}
            other => panic!("{kind}: {other:?}"),
        }
    });
}

#[test]
fn values_of_every_kind() {
    each_solver(|kind| {
        let mut s = session(kind);
        let (dx, x) = int("x");
        let (dr, r) = common::real("r");
        let da = Declaration::constant(
            sym("a"),
            term::array_sort(term::int_sort(), term::int_sort()),
        );
        let a = Sexp::Symbol(sym("a"));
        let pair = Declaration::Datatype {
            name: sym("Pair"),
            constructors: vec![Constructor {
                name: sym("mk-pair"),
                fields: vec![
                    (sym("first"), term::int_sort()),
                    (sym("second"), term::real_sort()),
                ],
            }],
        };
        let dp = Declaration::constant(sym("p"), Sexp::Symbol(sym("Pair")));
        let p = Sexp::Symbol(sym("p"));
        for d in [&dx, &dr, &da, &pair, &dp] {
            s.declare(d).unwrap();
        }
        let facts = [
            term::eq(x.clone(), n(-5)),
            term::eq(term::mul([n(3), r.clone()]), term::to_real(n(-1))),
            term::eq(term::select(a.clone(), n(2)), n(-7)),
            term::eq(term::select(a.clone(), n(5)), n(9)),
            term::eq(
                p.clone(),
                Sexp::app(sym("mk-pair"), [n(3), parse("2.5").unwrap()]),
            ),
        ];
        for fact in &facts {
            s.assert(fact).unwrap();
        }
        assert_eq!(s.check_sat().unwrap(), CheckSat::Sat, "{kind}");
        let values = s.get_value(&[x, r, a, p]).unwrap();
        let values: Vec<Value> = values.iter().map(|(_, v)| Value::from_sexp(v)).collect();
        assert_eq!(values[0], Value::Int((-5).into()), "{kind}");
        assert_eq!(
            values[1],
            Value::Real(num_rational::BigRational::new((-1).into(), 3.into())),
            "{kind}"
        );
        let at = |i: i64| values[2].select(&Value::Int(i.into())).cloned();
        assert_eq!(
            at(2),
            Some(Value::Int((-7).into())),
            "{kind}: {}",
            values[2]
        );
        assert_eq!(at(5), Some(Value::Int(9.into())), "{kind}: {}", values[2]);
        assert_eq!(values[3].to_string(), "mk-pair(3, 5/2)", "{kind}");
        let model = s.get_model().unwrap();
        assert!(model.iter().any(|d| d.name().as_str() == "x"), "{kind}");
    });
}

#[test]
fn solver_error_is_reported_and_state_survives() {
    each_solver(|kind| {
        let mut s = session(kind);
        let (dx, x) = int("x");
        s.declare(&dx).unwrap();
        s.assert(&term::gt(x.clone(), n(0))).unwrap();
        // `y` is not declared: the solver refuses the assertion.
        let error = s
            .assert(&term::gt(Sexp::Symbol(sym("y")), n(0)))
            .unwrap_err();
        assert!(matches!(error, Error::Solver { .. }), "{kind}: {error}");
        // The session restarts with `x` declared and `x > 0` asserted.
        s.assert(&term::lt(x.clone(), n(1))).unwrap();
        assert_eq!(s.check_sat().unwrap(), CheckSat::Unsat, "{kind}");
        assert_eq!(s.restarts(), 1, "{kind}");
    });
}

#[test]
fn killed_while_idle_restarts_transparently() {
    each_solver(|kind| {
        let mut s = session(kind);
        let (dx, x) = int("x");
        s.declare(&dx).unwrap();
        s.push(1).unwrap();
        s.assert(&term::eq(x.clone(), n(4))).unwrap();
        let pid = s.pid().unwrap();
        kill(pid);
        // Let the kernel finish the process.
        std::thread::sleep(Duration::from_millis(50));
        assert_eq!(s.check_sat().unwrap(), CheckSat::Sat, "{kind}");
        assert_ne!(s.pid(), Some(pid));
        assert_eq!(s.restarts(), 1, "{kind}");
        let value = s.get_value(std::slice::from_ref(&x)).unwrap();
        assert_eq!(
            Value::from_sexp(&value[0].1),
            Value::Int(4.into()),
            "{kind}"
        );
        s.pop(1).unwrap();
        s.assert(&term::eq(x.clone(), n(5))).unwrap();
        assert_eq!(s.check_sat().unwrap(), CheckSat::Sat, "{kind}");
    });
}

#[test]
fn hung_solver_is_killed_at_the_deadline() {
    each_solver(|kind| {
        let config = SessionConfig::new(SolverSpec::new(kind))
            .with_timeout(Duration::from_millis(200))
            .with_grace(Duration::from_millis(300));
        let mut s = Session::new(config).unwrap();
        let problem = factoring();
        for declaration in problem.declarations() {
            s.declare(declaration).unwrap();
        }
        s.push(1).unwrap();
        s.assert(problem.term()).unwrap();
        let start = Instant::now();
        let result = s.check_sat();
        let elapsed = start.elapsed();
        assert!(elapsed < Duration::from_millis(1500), "{kind}: {elapsed:?}");
        match result {
            Ok(CheckSat::Unknown(_)) | Err(Error::Timeout { .. }) => {}
            other => panic!("{kind}: {other:?}"),
        }
        // Works again, with the declarations replayed if it was killed.
        s.pop(1).unwrap();
        let (_, x) = int("x");
        s.assert(&term::eq(x, n(3))).unwrap();
        assert_eq!(s.check_sat().unwrap(), CheckSat::Sat, "{kind}");
    });
}

#[test]
fn cancel_from_another_thread() {
    each_solver(|kind| {
        let config =
            SessionConfig::new(SolverSpec::new(kind)).with_timeout(Duration::from_secs(20));
        let mut s = Session::new(config).unwrap();
        let problem = factoring();
        for declaration in problem.declarations() {
            s.declare(declaration).unwrap();
        }
        s.push(1).unwrap();
        s.assert(problem.term()).unwrap();
        let canceller = s.canceller();
        let start = Instant::now();
        let stopper = std::thread::spawn(move || {
            std::thread::sleep(Duration::from_millis(200));
            canceller.cancel();
        });
        let result = s.check_sat();
        stopper.join().unwrap();
        assert!(
            matches!(result, Err(Error::Cancelled { .. })),
            "{kind}: {result:?}"
        );
        assert!(start.elapsed() < Duration::from_secs(2), "{kind}");
        // Still cancelled until cleared.
        assert!(matches!(s.check_sat(), Err(Error::Cancelled { .. })));
        s.clear_cancel();
        s.pop(1).unwrap();
        assert_eq!(s.check_sat().unwrap(), CheckSat::Sat, "{kind}");
    });
}

#[test]
fn missing_program_is_an_error_value() {
    let spec = SolverSpec::at(SolverKind::Z3, "/no/such/dir/z3");
    match Session::new(SessionConfig::new(spec)) {
        Err(Error::SolverNotFound { kind, program }) => {
            assert_eq!(kind, SolverKind::Z3);
            assert_eq!(program, std::path::Path::new("/no/such/dir/z3"));
        }
        other => panic!("{other:?}"),
    }
}

fn fake(program: &str, args: &[&str]) -> SessionConfig {
    SessionConfig::new(SolverSpec {
        kind: SolverKind::Z3,
        program: program.into(),
        args: args.iter().map(|s| (*s).to_owned()).collect(),
    })
    .with_timeout(Duration::from_millis(100))
    .with_grace(Duration::from_millis(200))
}

#[test]
fn solver_that_exits_at_once() {
    let start = Instant::now();
    let error = Session::new(fake("true", &[])).unwrap_err();
    assert!(
        matches!(error, Error::Exited { .. } | Error::Io { .. }),
        "{error}"
    );
    assert!(start.elapsed() < Duration::from_secs(1));
}

#[test]
fn solver_that_never_answers() {
    let start = Instant::now();
    let error = Session::new(fake("sleep", &["100"])).unwrap_err();
    assert!(matches!(error, Error::Timeout { .. }), "{error}");
    assert!(start.elapsed() < Duration::from_secs(1));
}

#[test]
fn solver_that_answers_nonsense() {
    // `cat` echoes each command back instead of `success`.
    let error = Session::new(fake("cat", &[])).unwrap_err();
    assert!(matches!(error, Error::NotSmtLib { .. }), "{error}");
    assert!(
        error.to_string().contains("which is not SMT-LIB"),
        "{error}"
    );
    // Unbalanced output is malformed.
    let error = Session::new(fake("sh", &["-c", "echo ')'; exec sleep 100"])).unwrap_err();
    assert!(matches!(error, Error::NotSmtLib { .. }), "{error}");
    // An S-expression left open for the whole wait is not a slow answer.
    let error = Session::new(fake("sh", &["-c", "echo '((garbage'; exec sleep 100"])).unwrap_err();
    assert!(matches!(error, Error::NotSmtLib { .. }), "{error}");
    assert!(error.to_string().contains("((garbage"), "{error}");
}

#[test]
fn the_deadline_bounds_the_start_up() {
    // The solver's own time limit is long; the run's deadline is near.
    let config = fake("sleep", &["100"])
        .with_timeout(Duration::from_secs(30))
        .with_deadline(Some(Instant::now() + Duration::from_millis(300)));
    let start = Instant::now();
    let error = Session::new(config).unwrap_err();
    assert!(matches!(error, Error::Timeout { .. }), "{error}");
    assert!(
        start.elapsed() < Duration::from_secs(2),
        "{:?}",
        start.elapsed()
    );
}

#[test]
fn solver_that_crashes_reports_its_stderr() {
    let error =
        Session::new(fake("sh", &["-c", "echo success; echo oops >&2; exit 3"])).unwrap_err();
    match error {
        Error::Exited { status, stderr, .. } => {
            assert!(status.contains('3'), "{status}");
            assert!(stderr.contains("oops"), "{stderr}");
        }
        other => panic!("{other}"),
    }
}

#[test]
fn replay_file_reproduces_the_session() {
    let dir = temp_dir("session-replay");
    for kind in SolverKind::ALL {
        let path = dir.join(format!("{kind}.smt2"));
        {
            let config = SessionConfig::new(SolverSpec::new(kind)).with_replay(&path);
            let mut s = Session::new(config).unwrap();
            let (dx, x) = int("x");
            s.declare(&dx).unwrap();
            s.push(1).unwrap();
            s.assert(&term::gt(x.clone(), n(2))).unwrap();
            assert_eq!(s.check_sat().unwrap(), CheckSat::Sat);
            s.get_value(std::slice::from_ref(&x)).unwrap();
            s.pop(1).unwrap();
            s.assert(&term::lt(x.clone(), x.clone())).unwrap();
            assert_eq!(s.check_sat().unwrap(), CheckSat::Unsat);
        }
        let text = std::fs::read_to_string(&path).unwrap();
        let recorded: Vec<&str> = text
            .lines()
            .filter_map(|l| l.strip_prefix("; response: "))
            .map(str::trim)
            .collect();
        assert!(recorded.contains(&"unsat"), "{text}");
        let mut command = match kind {
            SolverKind::Z3 => std::process::Command::new("z3"),
            SolverKind::Cvc5 => {
                let mut c = std::process::Command::new("cvc5");
                c.args(["--lang=smt2", "--incremental", "--quiet"]);
                c
            }
        };
        let output = command.arg(&path).output().unwrap();
        let stdout = String::from_utf8(output.stdout).unwrap();
        let replayed: Vec<&str> = stdout.lines().map(str::trim).collect();
        assert_eq!(recorded, replayed, "{kind}: {text}");
    }
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn timeout_can_change_mid_session() {
    each_solver(|kind| {
        let mut s = session(kind);
        s.set_timeout(Duration::from_millis(1500)).unwrap();
        assert_eq!(s.config().timeout, Duration::from_millis(1500));
        let responses = s
            .execute(&[Command::Push(1), Command::CheckSat, Command::Pop(1)])
            .unwrap();
        assert!(responses[1].is_symbol("sat"), "{kind}");
    });
}
