//! Round-trip time of a trivial query to a live solver process.
//!
//! For each solver: `(push 1) (assert (> x 0)) (check-sat) (pop 1)` sent to a
//! running session (one write, four responses), and the same query through
//! the prover (cache off) for each back end, and the same through the
//! symbolic prover (simplifier off, translation included). Prints
//! mean, median, p95 and
//! p99 over `TASS_BENCH_ITERS` iterations (default 2000).
//!
//! Run with `cargo bench -p tass-prove --bench roundtrip`.

use std::time::{Duration, Instant};

use tass_prove::smt::{
    term, Command, Declaration, Session, SessionConfig, Sexp, SolverKind, SolverSpec, Symbol,
};
use tass_prove::{Backend, Config, Formula, Prover, SmtProver, SymbolicProver};

fn report(name: &str, mut samples: Vec<Duration>) {
    samples.sort();
    let total: Duration = samples.iter().sum();
    let mean = total / samples.len() as u32;
    let at = |q: f64| samples[((samples.len() as f64 - 1.0) * q).round() as usize];
    println!(
        "{name:<28} n={:<6} mean={:>9.3?} p50={:>9.3?} p95={:>9.3?} p99={:>9.3?}",
        samples.len(),
        mean,
        at(0.5),
        at(0.95),
        at(0.99)
    );
}

fn measure(iterations: usize, mut once: impl FnMut()) -> Vec<Duration> {
    for _ in 0..iterations / 10 {
        once();
    }
    (0..iterations)
        .map(|_| {
            let start = Instant::now();
            once();
            start.elapsed()
        })
        .collect()
}

fn main() {
    let iterations: usize = std::env::var("TASS_BENCH_ITERS")
        .ok()
        .and_then(|s| s.parse().ok())
        .unwrap_or(2000);
    let x = Symbol::new("x").unwrap();
    let declaration = Declaration::constant(x.clone(), term::int_sort());
    let positive = term::gt(Sexp::Symbol(x.clone()), Sexp::int(0));
    let query = [
        Command::Push(1),
        Command::Assert(positive.clone()),
        Command::CheckSat,
        Command::Pop(1),
    ];

    for kind in SolverKind::ALL {
        let mut session = match Session::new(SessionConfig::new(SolverSpec::new(kind))) {
            Ok(session) => session,
            Err(e) => {
                println!("{kind}: skipped ({e})");
                continue;
            }
        };
        session.declare(&declaration).expect("declare");
        let samples = measure(iterations, || {
            let responses = session.execute(&query).expect("query");
            assert!(responses[2].is_symbol("sat"));
        });
        report(&format!("session {kind}"), samples);
    }

    let formula = Formula::new(vec![declaration], positive);
    let x0 = tass_symbolic::Expr::symbol("X0", &tass_symbolic::Type::int()).expect("symbol");
    let square = x0
        .times(&x0)
        .and_then(|s| s.greater(&tass_symbolic::Expr::int(2)))
        .expect("square");
    for backend in [Backend::Z3, Backend::Cvc5, Backend::Portfolio] {
        let mut prover = SmtProver::new(Config::default().with_backend(backend).with_cache(false));
        let samples = measure(iterations, || {
            assert!(prover.nsat(&formula).is_no());
        });
        report(&format!("prover {}", prover.describe()), samples);
    }
    for backend in [Backend::Z3, Backend::Cvc5] {
        // Translation included, the simplifier off.
        let config = Config::default()
            .with_backend(backend)
            .with_cache(false)
            .with_simplifier(false);
        let mut prover = SymbolicProver::new(config);
        let samples = measure(iterations, || {
            prover.clear_cache();
            assert!(prover.nsat(&square).is_no());
        });
        report(&format!("symbolic {backend}"), samples);
    }
}
