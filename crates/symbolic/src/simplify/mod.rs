//! The simplifier: simplification of expressions under an assumption (seed 001, 4.5), and
//! the light-weight validity check that the prover runs first.
//!
//! A [`Simplifier`] is built from an assumption (a path condition). It extracts *facts*
//! from the unit clauses of the assumption:
//!
//! - linear equalities over monomials (from atoms `f = 0` and from bounds whose interval
//!   is a single point), solved by Gaussian elimination into reduced row echelon form;
//!   rows with a single monomial give that monomial a concrete value;
//! - an interval for each "monic" linear form `P` (a polynomial without constant term,
//!   coefficients coprime, leading coefficient positive) from atoms `g*P + c >= 0`,
//!   `> 0`, `= 0`, with integer rounding for integer forms, and excluded values from
//!   `g*P + c != 0`;
//! - the truth values of boolean primitives from literals `p` and `!p`;
//! - the remaining unit clauses (quantifiers) and the non-unit clauses.
//!
//! The assumption is then rendered back from these facts (rows, bounds, literals, and the
//! other clauses simplified under the facts), and the process repeats until it reaches a
//! fixed point: that is the simplified assumption ([`Simplifier::assumption`]). Any
//! expression is simplified ([`Simplifier::simplify`]) by substituting the concrete
//! values of monomials, deciding relational atoms by interval analysis (the interval of
//! a linear form comes from its own bound, from the bounds of its monomials, and from one
//! step of combination with another bounded form: under `0 <= i` and `i < n`, `n >= 1`
//! holds), resolving literals with the known boolean facts, and dropping clauses that
//! contain a clause of the assumption. Results are cached in the simplifier, and
//! simplifiers are cached per assumption ([`Simplifier::for_assumption`]).
//!
//! [`valid`] answers `assumption => predicate` with [`Answer::Yes`] when the simplified
//! predicate is `true` (or the assumption was found inconsistent), [`Answer::No`] when it
//! is `false` *and* a concrete model of the assumption was found by a small search (so the
//! answer is sound even for assumptions that might be unsatisfiable), and
//! [`Answer::Maybe`] otherwise.

mod facts;
mod interval;
mod linear;

use std::collections::{HashMap, HashSet};
use std::sync::{Arc, LazyLock, Mutex, OnceLock, PoisonError};

use num_bigint::BigInt;
use num_rational::BigRational;
use num_traits::{One, Zero};

use crate::error::Result;
use crate::expr::{Expr, ExprKind};
use crate::expr::{Monomial, Poly};
use crate::numeric::{from_poly_typed, type_error};
use crate::value::{Assignment, Value};

/// A three-valued answer: only `Yes` proves anything; `Maybe` means "could not tell".
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Answer {
    /// The property holds.
    Yes,
    /// The property does not hold.
    No,
    /// The simplifier cannot tell.
    Maybe,
}

/// How many times the assumption is re-rendered from its facts at most.
const MAX_ROUNDS: usize = 6;
/// The number of simplifiers kept in the global cache before it is cleared.
const SIMPLIFIER_CACHE_LIMIT: usize = 512;
/// The number of cached simplifications per simplifier before the cache is cleared.
const RESULT_CACHE_LIMIT: usize = 1 << 16;
/// The number of assignments tried when looking for a model of the assumption.
const WITNESS_ATTEMPTS: usize = 64;

use facts::{Facts, FULL};
use interval::rat;
use linear::Row;

/// A simplifier for one assumption: the facts extracted from it, the simplified
/// assumption, and a cache of simplified expressions. Shared as `Arc<Simplifier>`; all
/// methods take `&self` and are thread-safe.
pub struct Simplifier {
    original: Expr,
    full: Expr,
    reduced: Expr,
    facts: Facts,
    cache: Mutex<HashMap<Expr, Expr>>,
    witness: OnceLock<Option<Assignment>>,
}

static SIMPLIFIERS: LazyLock<Mutex<HashMap<Expr, Arc<Simplifier>>>> =
    LazyLock::new(|| Mutex::new(HashMap::new()));

impl std::fmt::Debug for Simplifier {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Simplifier")
            .field("assumption", &self.original)
            .field("simplified", &self.full)
            .finish()
    }
}

impl Simplifier {
    /// Builds a simplifier for a boolean assumption (not cached; see
    /// [`for_assumption`](Self::for_assumption)).
    pub fn new(assumption: &Expr) -> Result<Simplifier> {
        if !assumption.ty().is_bool() {
            return Err(type_error("simplifier", "bool assumption", assumption.ty()));
        }
        let mut current = assumption.clone();
        let mut facts = Facts::extract(&current);
        for _ in 0..MAX_ROUNDS {
            if facts.inconsistent {
                break;
            }
            let next = facts.render(false);
            if next == current {
                break;
            }
            current = next;
            facts = Facts::extract(&current);
        }
        let (full, reduced) = if facts.inconsistent {
            (Expr::ff(), Expr::ff())
        } else {
            (current, facts.render(true))
        };
        Ok(Simplifier {
            original: assumption.clone(),
            full,
            reduced,
            facts,
            cache: Mutex::new(HashMap::new()),
            witness: OnceLock::new(),
        })
    }

    /// The simplifier of an assumption from the global cache, built on first use.
    pub fn for_assumption(assumption: &Expr) -> Result<Arc<Simplifier>> {
        if let Some(s) = SIMPLIFIERS
            .lock()
            .unwrap_or_else(PoisonError::into_inner)
            .get(assumption)
        {
            return Ok(s.clone());
        }
        let s = Arc::new(Simplifier::new(assumption)?);
        let mut cache = SIMPLIFIERS.lock().unwrap_or_else(PoisonError::into_inner);
        if cache.len() >= SIMPLIFIER_CACHE_LIMIT {
            cache.clear();
        }
        Ok(cache.entry(assumption.clone()).or_insert(s).clone())
    }

    /// The assumption the simplifier was built from.
    pub fn original(&self) -> &Expr {
        &self.original
    }

    /// The simplified assumption, equivalent to the original one (`false` if it was found
    /// inconsistent).
    pub fn assumption(&self) -> &Expr {
        &self.full
    }

    /// The simplified assumption without the equations that give symbolic constants a
    /// concrete value (such as `X1 = -4` in the example of seed 001): equivalent to the
    /// original one only together with those equations, so use it only for a state all of
    /// whose expressions are simplified by this simplifier, which removes those constants.
    pub fn reduced_assumption(&self) -> &Expr {
        &self.reduced
    }

    /// Has the assumption been found unsatisfiable?
    pub fn is_inconsistent(&self) -> bool {
        self.facts.inconsistent
    }

    /// The symbolic constants (and other primitives) that the assumption gives a concrete
    /// value, with those values, sorted.
    pub fn solved(&self) -> Vec<(Expr, Expr)> {
        let mut v: Vec<(Expr, Expr)> = self
            .facts
            .prim_values
            .iter()
            .map(|(k, v)| (k.clone(), v.clone()))
            .collect();
        v.sort();
        v
    }

    /// Simplifies `e` under the assumption: the result equals `e` wherever the assumption
    /// holds. Under an inconsistent assumption `e` is returned unchanged.
    pub fn simplify(&self, e: &Expr) -> Expr {
        if self.facts.inconsistent {
            return e.clone();
        }
        let mut memo =
            std::mem::take(&mut *self.cache.lock().unwrap_or_else(PoisonError::into_inner));
        if memo.len() > RESULT_CACHE_LIMIT {
            memo.clear();
        }
        let (r, memo) = self.facts.rewrite(FULL, e, memo);
        let mut cache = self.cache.lock().unwrap_or_else(PoisonError::into_inner);
        if cache.len() < memo.len() {
            *cache = memo;
        }
        r
    }

    /// Is `assumption => predicate` valid? `Yes` and `No` are sound; see the module
    /// documentation. A predicate that is not boolean gives `Maybe`.
    pub fn valid(&self, predicate: &Expr) -> Answer {
        if self.facts.inconsistent {
            return Answer::Yes;
        }
        if !predicate.ty().is_bool() {
            return Answer::Maybe;
        }
        let q = self.simplify(predicate);
        if q.is_true() {
            Answer::Yes
        } else if q.is_false() && self.witness().is_some() {
            Answer::No
        } else {
            Answer::Maybe
        }
    }

    /// Is the assumption satisfiable? `Yes` comes with a model found by a small search
    /// ([`witness`](Self::witness)); `No` when the facts are inconsistent.
    pub fn satisfiable(&self) -> Answer {
        if self.facts.inconsistent {
            Answer::No
        } else if self.witness().is_some() {
            Answer::Yes
        } else {
            Answer::Maybe
        }
    }

    /// A concrete assignment satisfying the assumption, if a small search finds one. The
    /// search assigns integer, real and boolean constants, and constant arrays of them.
    pub fn witness(&self) -> Option<&Assignment> {
        self.witness.get_or_init(|| self.find_witness()).as_ref()
    }

    fn find_witness(&self) -> Option<Assignment> {
        if self.facts.inconsistent {
            return None;
        }
        let all = self.original.free_symbols();
        let scalar = |s: &Expr| s.ty().is_numeric() || s.ty().is_bool();
        let is_simple_array = |s: &Expr| {
            s.ty()
                .element()
                .is_some_and(|t| t.is_numeric() || t.is_bool())
        };
        if all.iter().any(|s| !scalar(s) && !is_simple_array(s)) {
            return None;
        }
        let (syms, arrays): (Vec<Expr>, Vec<Expr>) = all.into_iter().partition(|s| scalar(s));
        // Symbols solved by a row from the others.
        let mut pivots: Vec<(Expr, &Row)> = Vec::new();
        for r in &self.facts.rows {
            if let Some(x) = r.pivot().and_then(Monomial::as_primitive) {
                if x.is_symbol() {
                    pivots.push((x.clone(), r));
                }
            }
        }
        let pivot_set: HashSet<&Expr> = pivots.iter().map(|(x, _)| x).collect();
        let free: Vec<&Expr> = syms.iter().filter(|s| !pivot_set.contains(s)).collect();
        let cands: Vec<Vec<Value>> = free.iter().map(|s| self.candidates(s)).collect();
        let total: usize = cands
            .iter()
            .map(Vec::len)
            .try_fold(1usize, |a, n| a.checked_mul(n))
            .unwrap_or(usize::MAX);
        for attempt in 0..WITNESS_ATTEMPTS.min(total) {
            let mut a = Assignment::new();
            let mut k = attempt;
            for (s, cs) in free.iter().zip(&cands) {
                let v = cs[k % cs.len()].clone();
                k /= cs.len();
                if a.set(s, v).is_err() {
                    return None;
                }
            }
            let mut ok = true;
            for (x, r) in pivots.iter().rev() {
                let mut v = r.rhs.clone();
                for (m, c) in &r.terms {
                    if m.as_primitive() == Some(x) {
                        continue;
                    }
                    let e = from_poly_typed(Poly::term(m.clone(), BigInt::one()), x.ty());
                    match e.eval(&a) {
                        Ok(Value::Int(i)) => v -= c * rat(i),
                        Ok(Value::Real(q)) => v -= c * q,
                        _ => {
                            ok = false;
                            break;
                        }
                    }
                }
                let value = if x.ty().is_int() {
                    if !v.is_integer() {
                        ok = false;
                        break;
                    }
                    Value::Int(v.to_integer())
                } else {
                    Value::Real(v)
                };
                if !ok || a.set(x, value).is_err() {
                    ok = false;
                    break;
                }
            }
            if !ok {
                continue;
            }
            // Arrays of scalars: constant arrays of their declared extent (8 if none).
            for arr in &arrays {
                let len = match arr.ty().declared_extent().map(|n| n.eval(&a)) {
                    None => Some(8),
                    Some(Ok(Value::Int(n))) => usize::try_from(n).ok().filter(|n| *n <= 1024),
                    Some(_) => None,
                };
                let Some(len) = len else {
                    ok = false;
                    break;
                };
                let elem = match arr.ty().element() {
                    Some(t) if t.is_bool() => Value::Bool(attempt % 2 == 0),
                    Some(t) if t.is_int() => Value::Int(BigInt::from([1, 0, -1, 2][attempt % 4])),
                    _ => Value::Real(rat([1, 0, -1, 2][attempt % 4])),
                };
                if a.set(arr, Value::Array(vec![elem; len])).is_err() {
                    ok = false;
                    break;
                }
            }
            if ok && matches!(self.original.eval(&a), Ok(Value::Bool(true))) {
                return Some(a);
            }
        }
        None
    }

    fn candidates(&self, s: &Expr) -> Vec<Value> {
        if s.ty().is_bool() {
            return match self.facts.literals.get(s) {
                Some(b) => vec![Value::Bool(*b)],
                None => vec![Value::Bool(true), Value::Bool(false)],
            };
        }
        let is_int = s.ty().is_int();
        let mk = |v: BigRational| {
            if is_int {
                Value::Int(v.to_integer())
            } else {
                Value::Real(v)
            }
        };
        if let Some(c) = self.facts.prim_values.get(s) {
            return match c.kind() {
                ExprKind::Int(i) => vec![Value::Int(i.clone())],
                ExprKind::Real(r) => vec![Value::Real(r.clone())],
                _ => vec![],
            };
        }
        let iv = self.facts.interval_of_key(&Poly::primitive(s.clone()));
        let one = BigRational::one();
        let half = BigRational::new(BigInt::one(), BigInt::from(2));
        let step = if is_int { one.clone() } else { half };
        let mut vs: Vec<BigRational> = Vec::new();
        if let Some(l) = &iv.lo {
            vs.push(if l.strict {
                &l.value + &step
            } else {
                l.value.clone()
            });
        }
        if let Some(h) = &iv.hi {
            vs.push(if h.strict {
                &h.value - &step
            } else {
                h.value.clone()
            });
        }
        for v in [0, 1, -1, 2] {
            vs.push(rat(v));
        }
        if let Some(l) = &iv.lo {
            vs.push(&l.value + &one + &one);
        }
        let mut out: Vec<BigRational> = Vec::new();
        for v in vs {
            let v = if is_int { v.floor() } else { v };
            if iv.contains(&v) && !out.contains(&v) {
                out.push(v);
            }
        }
        if out.is_empty() {
            out.push(BigRational::zero());
        }
        out.into_iter().map(mk).collect()
    }
}

/// Is `assumption => predicate` valid, according to the (cached) simplifier of the
/// assumption? The first layer of the prover: `Yes` and `No` are sound, `Maybe` means the
/// question must go to a real prover.
pub fn valid(assumption: &Expr, predicate: &Expr) -> Result<Answer> {
    if !predicate.ty().is_bool() {
        return Err(type_error("valid", "bool predicate", predicate.ty()));
    }
    Ok(Simplifier::for_assumption(assumption)?.valid(predicate))
}

/// Is the assumption satisfiable, according to its (cached) simplifier? `No` when the
/// facts are inconsistent, `Yes` when a small search finds a model.
pub fn satisfiable(assumption: &Expr) -> Result<Answer> {
    Ok(Simplifier::for_assumption(assumption)?.satisfiable())
}

impl Expr {
    /// Simplifies the expression under an assumption, with the cached simplifier of the
    /// assumption.
    pub fn simplify_under(&self, assumption: &Expr) -> Result<Expr> {
        Ok(Simplifier::for_assumption(assumption)?.simplify(self))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::expr::Type;

    fn var(n: &str) -> Expr {
        Expr::symbol(n, &Type::int()).unwrap()
    }

    #[test]
    fn seed_001_worked_example() {
        let (x0, x1, x2) = (var("X0"), var("X1"), var("X2"));
        let s = &(&x0 + &x1) + &x2;
        let pc = Expr::and_all([
            &s.less_eq(&Expr::int(6)).unwrap(),
            &s.greater_eq(&Expr::int(6)).unwrap(),
            &(&(&x0 - &(&Expr::int(2) * &x1)) + &x2)
                .equals(&Expr::int(18))
                .unwrap(),
        ])
        .unwrap();
        let simp = Simplifier::new(&pc).unwrap();
        let expect = (&x0 + &x2).equals(&Expr::int(10)).unwrap();
        assert_eq!(simp.reduced_assumption(), &expect);
        assert_eq!(
            simp.assumption(),
            &expect.and(&x1.equals(&Expr::int(-4)).unwrap()).unwrap()
        );
        assert_eq!(simp.solved(), vec![(x1.clone(), Expr::int(-4))]);
        let a = &(&(&x0 * &x0) + &(&x1 * &x1)) + &(&x2 * &x2);
        assert_eq!(
            simp.simplify(&a),
            &(&(&x0 * &x0) + &(&x2 * &x2)) + &Expr::int(16)
        );
        assert!(simp
            .simplify(&x1.greater(&Expr::int(0)).unwrap())
            .is_false());
        assert_eq!(simp.valid(&x1.greater(&Expr::int(0)).unwrap()), Answer::No);
        assert_eq!(
            simp.valid(&(&x0 + &x2).greater_eq(&Expr::int(10)).unwrap()),
            Answer::Yes
        );
        assert_eq!(simp.satisfiable(), Answer::Yes);
    }

    #[test]
    fn loop_index_queries() {
        let (i, n) = (var("i"), var("n"));
        let pc = Expr::int(0)
            .less_eq(&i)
            .unwrap()
            .and(&i.less(&n).unwrap())
            .unwrap();
        let yes = |p: Expr| assert_eq!(valid(&pc, &p).unwrap(), Answer::Yes, "{p}");
        yes((&i + &Expr::int(1)).less_eq(&n).unwrap());
        yes(n.greater_eq(&Expr::int(1)).unwrap());
        yes(Expr::int(0).less_eq(&(&i + &Expr::int(1))).unwrap());
        yes((&(&n - &Expr::int(1)) - &i)
            .greater_eq(&Expr::int(0))
            .unwrap());
        yes(i.not_equals(&n).unwrap());
        assert_eq!(
            valid(&pc, &(&i + &Expr::int(1)).less(&n).unwrap()).unwrap(),
            Answer::Maybe
        );
        assert_eq!(
            valid(&pc, &i.less(&Expr::int(0)).unwrap()).unwrap(),
            Answer::No
        );
    }

    #[test]
    fn integer_tightening_and_exclusions() {
        let (i, n) = (var("i"), var("n"));
        // i <= n && i != n gives i < n.
        let pc = i
            .less_eq(&n)
            .unwrap()
            .and(&i.not_equals(&n).unwrap())
            .unwrap();
        assert_eq!(valid(&pc, &i.less(&n).unwrap()).unwrap(), Answer::Yes);
        // 2i >= 1 gives i >= 1.
        let pc2 = (&i * &Expr::int(2)).greater_eq(&Expr::int(1)).unwrap();
        assert_eq!(
            valid(&pc2, &i.greater_eq(&Expr::int(1)).unwrap()).unwrap(),
            Answer::Yes
        );
        // 0 <= i < 1 gives i = 0.
        let pc3 = i
            .greater_eq(&Expr::int(0))
            .unwrap()
            .and(&i.less(&Expr::int(1)).unwrap())
            .unwrap();
        let s = Simplifier::new(&pc3).unwrap();
        assert_eq!(s.solved(), vec![(i.clone(), Expr::int(0))]);
        assert_eq!(s.simplify(&(&i + &n)), n);
    }

    #[test]
    fn inconsistency_is_detected() {
        let (i, n) = (var("i"), var("n"));
        let pc = i.less(&n).unwrap().and(&n.less(&i).unwrap()).unwrap();
        let s = Simplifier::new(&pc).unwrap();
        assert!(s.is_inconsistent());
        assert_eq!(s.assumption(), &Expr::ff());
        let pc2 = i
            .greater(&Expr::int(3))
            .unwrap()
            .and(&i.less(&Expr::int(2)).unwrap())
            .unwrap();
        assert!(pc2.is_false() || Simplifier::new(&pc2).unwrap().is_inconsistent());
        let pc3 = (&i + &n)
            .equals(&Expr::int(1))
            .unwrap()
            .and(&(&i + &n).equals(&Expr::int(2)).unwrap())
            .unwrap();
        let s3 = Simplifier::new(&pc3).unwrap();
        assert!(s3.is_inconsistent());
        assert_eq!(s3.valid(&Expr::ff()), Answer::Yes);
        assert_eq!(s3.satisfiable(), Answer::No);
    }

    #[test]
    fn boolean_facts_and_clauses() {
        let p = Expr::symbol("p", &Type::bool()).unwrap();
        let q = Expr::symbol("q", &Type::bool()).unwrap();
        let r = Expr::symbol("r", &Type::bool()).unwrap();
        let pc = p.and(&q.or(&r).unwrap()).unwrap();
        let s = Simplifier::new(&pc).unwrap();
        assert!(s.simplify(&p).is_true());
        assert_eq!(s.simplify(&p.and(&q).unwrap()), q);
        assert_eq!(
            s.valid(&q.or(&r).unwrap().or(&p.not().unwrap()).unwrap()),
            Answer::Yes
        );
        assert_eq!(s.valid(&q), Answer::Maybe);
        // The assumption of a literal fact simplifies clauses containing it.
        let pc2 = p.not().unwrap().and(&p.or(&q).unwrap()).unwrap();
        assert_eq!(
            Simplifier::new(&pc2).unwrap().assumption(),
            &p.not().unwrap().and(&q).unwrap()
        );
    }

    #[test]
    fn simplifiers_are_cached() {
        let i = var("i");
        let pc = i.greater(&Expr::int(0)).unwrap();
        let a = Simplifier::for_assumption(&pc).unwrap();
        let b = Simplifier::for_assumption(&pc).unwrap();
        assert!(Arc::ptr_eq(&a, &b));
        assert!(Simplifier::new(&i).is_err());
        assert!(valid(&pc, &i).is_err());
    }

    #[test]
    fn real_and_array_facts() {
        let u = Expr::symbol("u", &Type::real()).unwrap();
        let half = Expr::real_frac(1, 2).unwrap();
        let pc = u.greater(&half).unwrap();
        assert_eq!(
            valid(&pc, &u.greater(&Expr::real_frac(0, 1).unwrap()).unwrap()).unwrap(),
            Answer::Yes
        );
        assert_eq!(
            valid(&pc, &u.greater(&Expr::real_frac(1, 1).unwrap()).unwrap()).unwrap(),
            Answer::Maybe
        );
        let a = Expr::symbol("a", &Type::array(&Type::int(), None).unwrap()).unwrap();
        let i = var("i");
        let pc2 = a.read(&i).unwrap().equals(&Expr::int(3)).unwrap();
        let s = Simplifier::new(&pc2).unwrap();
        assert_eq!(
            s.simplify(&(&a.read(&i).unwrap() * &Expr::int(2))),
            Expr::int(6)
        );
        assert_eq!(
            s.valid(&a.extent().unwrap().greater_eq(&Expr::int(0)).unwrap()),
            Answer::Yes
        );
        let m = i.c_rem(&Expr::int(4)).unwrap();
        assert_eq!(s.valid(&m.less(&Expr::int(4)).unwrap()), Answer::Yes);
    }
}
