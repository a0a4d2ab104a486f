//! Differential tests of the SMT-LIB2 encoding: random ground formulas over
//! integers (with C division and remainder), reals (with `to_real`) and
//! Booleans, evaluated directly here and decided by the solvers. Half of the
//! leaves are constants pinned to their values by the assumption, so that
//! the solver reasons rather than just evaluates.

use crate::common;

use common::{formula, int, n, real, Rng};
use num_bigint::BigInt;
use num_rational::BigRational;
use num_traits::Zero;
use tass_prove::smt::{term, Declaration, Sexp, Value};
use tass_prove::{Answer, Backend, Prover};

backend_tests!(random_ground_formulas);

/// Builds random terms with their values, and the constants they pin.
struct Generator {
    rng: Rng,
    declarations: Vec<Declaration>,
    pins: Vec<Sexp>,
}

impl Generator {
    fn int_leaf(&mut self) -> (Sexp, BigInt) {
        let value = self.rng.range(-20, 20);
        if self.rng.below(2) == 0 {
            return (n(value), value.into());
        }
        let name = format!("i{}", self.declarations.len());
        let (declaration, constant) = int(&name);
        self.declarations.push(declaration);
        self.pins.push(term::eq(constant.clone(), n(value)));
        (constant, value.into())
    }

    fn real_leaf(&mut self) -> (Sexp, BigRational) {
        let value = BigRational::new(self.rng.range(-20, 20).into(), self.rng.range(1, 6).into());
        if self.rng.below(2) == 0 {
            return (Sexp::real(&value), value);
        }
        let name = format!("r{}", self.declarations.len());
        let (declaration, constant) = real(&name);
        self.declarations.push(declaration);
        self.pins
            .push(term::eq(constant.clone(), Sexp::real(&value)));
        (constant, value)
    }

    /// A nonzero divisor: the term if its value is not zero, 3 otherwise.
    fn divisor(&mut self, depth: u32) -> (Sexp, BigInt) {
        let (t, v) = self.int(depth);
        if v.is_zero() {
            (n(3), 3.into())
        } else {
            (t, v)
        }
    }

    fn int(&mut self, depth: u32) -> (Sexp, BigInt) {
        if depth == 0 {
            return self.int_leaf();
        }
        let d = depth - 1;
        match self.rng.below(9) {
            0 => self.int_leaf(),
            1 => {
                let (a, x) = self.int(d);
                let (b, y) = self.int(d);
                let (c, z) = self.int(d);
                (term::add([a, b, c]), x + y + z)
            }
            2 => {
                let (a, x) = self.int(d);
                let (b, y) = self.int(d);
                (term::sub(a, b), x - y)
            }
            3 => {
                let (a, x) = self.int(d);
                (term::neg(a), -x)
            }
            4 => {
                let (a, x) = self.int(d);
                let (b, y) = self.int(d);
                (term::mul([a, b]), x * y)
            }
            // BigInt's `/` and `%` truncate toward zero, as C's do.
            5 => {
                let (a, x) = self.int(d);
                let (b, y) = self.divisor(d);
                (term::c_div(a, b), x / y)
            }
            6 => {
                let (a, x) = self.int(d);
                let (b, y) = self.divisor(d);
                (term::c_mod(a, b), x % y)
            }
            7 => {
                let (c, p) = self.bool(d);
                let (a, x) = self.int(d);
                let (b, y) = self.int(d);
                (term::ite(c, a, b), if p { x } else { y })
            }
            _ => {
                // to_int: the floor of a real.
                let (a, x) = self.real(d);
                (term::to_int(a), x.floor().to_integer())
            }
        }
    }

    fn real(&mut self, depth: u32) -> (Sexp, BigRational) {
        if depth == 0 {
            return self.real_leaf();
        }
        let d = depth - 1;
        match self.rng.below(6) {
            0 => self.real_leaf(),
            1 => {
                let (a, x) = self.int(d);
                (term::to_real(a), BigRational::from_integer(x))
            }
            2 => {
                let (a, x) = self.real(d);
                let (b, y) = self.real(d);
                (term::add([a, b]), x + y)
            }
            3 => {
                let (a, x) = self.real(d);
                let (b, y) = self.real(d);
                (term::mul([a, b]), x * y)
            }
            4 => {
                let (a, x) = self.real(d);
                let (b, y) = self.real(d);
                if y.is_zero() {
                    (a, x)
                } else {
                    (term::real_div(a, b), x / y)
                }
            }
            _ => {
                let (a, x) = self.real(d);
                (term::neg(a), -x)
            }
        }
    }

    fn compare<T: Ord>(&mut self, a: Sexp, x: T, b: Sexp, y: T) -> (Sexp, bool) {
        match self.rng.below(6) {
            0 => (term::lt(a, b), x < y),
            1 => (term::le(a, b), x <= y),
            2 => (term::gt(a, b), x > y),
            3 => (term::ge(a, b), x >= y),
            4 => (term::eq(a, b), x == y),
            _ => (term::distinct(a, b), x != y),
        }
    }

    fn bool(&mut self, depth: u32) -> (Sexp, bool) {
        let d = depth.saturating_sub(1);
        match self.rng.below(if depth == 0 { 3 } else { 7 }) {
            0 | 1 => {
                let (a, x) = self.int(d);
                let (b, y) = self.int(d);
                self.compare(a, x, b, y)
            }
            2 => {
                let (a, x) = self.real(d);
                let (b, y) = self.real(d);
                self.compare(a, x, b, y)
            }
            3 => {
                let (a, p) = self.bool(d);
                (term::not(a), !p)
            }
            4 => {
                let (a, p) = self.bool(d);
                let (b, q) = self.bool(d);
                (term::and([a, b]), p && q)
            }
            5 => {
                let (a, p) = self.bool(d);
                let (b, q) = self.bool(d);
                (term::or([a, b]), p || q)
            }
            _ => {
                let (a, p) = self.bool(d);
                let (b, q) = self.bool(d);
                (term::implies(a, b), !p || q)
            }
        }
    }
}

fn random_ground_formulas(backend: Backend) {
    let mut prover = common::prover(backend);
    let mut maybes = Vec::new();
    let (mut yes, mut no) = (0, 0);
    for seed in 0..400u64 {
        let mut g = Generator {
            rng: Rng::new(seed),
            declarations: Vec::new(),
            pins: Vec::new(),
        };
        let (phi, truth) = g.bool(3 + (seed % 2) as u32);
        let declarations: Vec<&Declaration> = g.declarations.iter().collect();
        let assumption = formula(&declarations, term::and(g.pins.clone()));
        let predicate = formula(&declarations, phi.clone());
        match prover.valid(&assumption, &predicate) {
            Answer::Yes => {
                assert!(truth, "seed {seed}: solver proved a false formula: {phi}");
                yes += 1;
            }
            Answer::No(model) => {
                assert!(!truth, "seed {seed}: solver refuted a true formula: {phi}");
                // The counterexample respects the pinned values.
                if let Some(model) = model {
                    for pin in &g.pins {
                        let [_, constant, value] = pin.as_list().unwrap() else {
                            unreachable!()
                        };
                        let name = constant.as_symbol().unwrap();
                        let expected = Value::from_sexp(value);
                        let got = model.get(name).unwrap();
                        let same = match (got, &expected) {
                            (Value::Int(a), Value::Int(b)) => a == b,
                            (Value::Real(a), Value::Real(b)) => a == b,
                            _ => false,
                        };
                        assert!(same, "seed {seed}: {name} = {got}, pinned to {expected}");
                    }
                }
                no += 1;
            }
            Answer::Maybe(reason) => maybes.push((seed, reason.to_string())),
        }
    }
    assert!(maybes.is_empty(), "{maybes:?}");
    // Both outcomes are exercised.
    assert!(yes > 50 && no > 50, "yes {yes}, no {no}");
}
