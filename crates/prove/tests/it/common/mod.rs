//! Helpers shared by the integration tests: formula builders, back ends to
//! iterate over, a small deterministic random generator, temporary paths.

#![allow(dead_code)]

use std::path::PathBuf;
use std::time::Duration;

use tass_prove::smt::{term, Declaration, Sexp, Symbol};
use tass_prove::{Backend, Config, Formula, SmtProver};

/// Generates one `#[test]` per back end (z3, cvc5, portfolio, crosscheck)
/// for each listed case, a function taking a [`Backend`].
#[macro_export]
macro_rules! backend_tests {
    ($($case:ident),* $(,)?) => {
        $(
            mod $case {
                use tass_prove::Backend;
                #[test]
                fn z3() {
                    super::$case(Backend::Z3)
                }
                #[test]
                fn cvc5() {
                    super::$case(Backend::Cvc5)
                }
                #[test]
                fn portfolio() {
                    super::$case(Backend::Portfolio)
                }
                #[test]
                fn crosscheck() {
                    super::$case(Backend::CrossCheck)
                }
            }
        )*
    };
}

/// A prover with the given back end and a 5 s timeout.
pub fn prover(backend: Backend) -> SmtProver {
    SmtProver::new(Config::default().with_backend(backend))
}

/// A prover with the given back end and timeout (and a 300 ms grace).
pub fn prover_with_timeout(backend: Backend, timeout: Duration) -> SmtProver {
    SmtProver::new(
        Config::default()
            .with_backend(backend)
            .with_timeout(timeout),
    )
}

/// The symbol `name`.
pub fn sym(name: &str) -> Symbol {
    Symbol::new(name).unwrap()
}

/// An integer constant: its declaration and the term naming it.
pub fn int(name: &str) -> (Declaration, Sexp) {
    (
        Declaration::constant(sym(name), term::int_sort()),
        Sexp::Symbol(sym(name)),
    )
}

/// A real constant: its declaration and the term naming it.
pub fn real(name: &str) -> (Declaration, Sexp) {
    (
        Declaration::constant(sym(name), term::real_sort()),
        Sexp::Symbol(sym(name)),
    )
}

/// A formula over the given declarations.
pub fn formula(declarations: &[&Declaration], term: Sexp) -> Formula {
    Formula::new(declarations.iter().map(|d| (*d).clone()).collect(), term)
}

/// An integer literal.
pub fn n(value: i64) -> Sexp {
    Sexp::int(value)
}

/// The formula `x^3 + y^3 = z^3, x, y, z > 1`: nonlinear, out of reach of
/// both solvers (they answer unknown, or run until their time limit).
pub fn fermat() -> Formula {
    let (dx, x) = int("x");
    let (dy, y) = int("y");
    let (dz, z) = int("z");
    let cube = |v: &Sexp| term::mul([v.clone(), v.clone(), v.clone()]);
    formula(
        &[&dx, &dy, &dz],
        term::and([
            term::gt(x.clone(), n(1)),
            term::gt(y.clone(), n(1)),
            term::gt(z.clone(), n(1)),
            term::eq(term::add([cube(&x), cube(&y)]), cube(&z)),
        ]),
    )
}

/// The formula `x * y = 1000000016000000063, x, y > 1` (a product of two
/// primes): z3 4.8.12 runs past its own time limit on it, without answering.
pub fn factoring() -> Formula {
    let (dx, x) = int("x");
    let (dy, y) = int("y");
    formula(
        &[&dx, &dy],
        term::and([
            term::gt(x.clone(), n(1)),
            term::gt(y.clone(), n(1)),
            term::eq(term::mul([x, y]), Sexp::int(1_000_000_016_000_000_063i64)),
        ]),
    )
}

/// A fresh temporary directory for one test.
pub fn temp_dir(name: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("tass-prove-{}-{name}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    dir
}

/// Kills a process by id, as another program would.
pub fn kill(pid: u32) {
    let status = std::process::Command::new("kill")
        .arg("-9")
        .arg(pid.to_string())
        .status()
        .unwrap();
    assert!(status.success());
}

/// SplitMix64: a small deterministic generator for random test cases.
pub struct Rng(u64);

impl Rng {
    /// A generator from a seed.
    pub fn new(seed: u64) -> Rng {
        Rng(seed)
    }

    /// The next 64 random bits.
    pub fn next_u64(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9e37_79b9_7f4a_7c15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
        z ^ (z >> 31)
    }

    /// A number in `0..bound`.
    pub fn below(&mut self, bound: u64) -> u64 {
        self.next_u64() % bound
    }

    /// A number in `low..=high`.
    pub fn range(&mut self, low: i64, high: i64) -> i64 {
        low + self.below((high - low + 1) as u64) as i64
    }
}

/// A real literal with an integer value.
pub fn r(value: i64) -> Sexp {
    Sexp::real(&num_rational::BigRational::from_integer(value.into()))
}
