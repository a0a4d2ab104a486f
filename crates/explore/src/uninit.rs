//! Uninitialised elements of arrays.
//!
//! A scalar variable never written holds `Value::Undef`, and reading it is an
//! `uninitialized` violation (module `eval`). An array's elements cannot each hold
//! `Undef`: an array of numbers is one symbolic value. An array never written is instead
//! a fresh symbolic constant whose name says that its contents are indeterminate (`undef$`
//! for automatic arrays, `heap$` for memory from `malloc`), and an element stored from an
//! uninitialised scalar is a fresh `undef$` scalar. The value read from an array is an
//! expression over writes, conditionals and such constants; [`origin`] gives the
//! condition under which it is taken from indeterminate contents, which the reading
//! statement checks is impossible.
//!
//! # Assumptions give values
//!
//! `$assume($forall (int i : 0 .. n-1) u[i] == 0)` on a fresh array is how CIVL-C gives
//! an array a value, and `__VERIFIER_assume(x == 5)` (or `main`'s `requires`) how a
//! harness constrains a variable it left uninitialised: what an assumption reads it
//! constrains, it does not read. While an assumption is evaluated (`in_assume`), an
//! indeterminate element or scalar it reads is given a fresh symbolic value (named
//! `assumed$`, so determinate) *in the state*, before the assumption's formula is built
//! from it: the formula then constrains the very value that later reads see, so that
//! `s == 0` after summing `u` is provable ([`Machine::assumed_element`]).
//!
//! Only the elements the assumption reads become determinate, and only under the
//! condition under which it reads them: the guard of the enclosing `&&`, `||`, `?:` and
//! quantifier restrictions (`ctx`). A read at an index that is a quantifier's bound
//! variable `i` (not expanded because its range is symbolic) defines the array as the
//! lambda `k -> (guard[i := k] && indeterminate(a[k])) ? fresh[k] : a[k]`: the elements
//! the quantifier's range covers, and no others, which stay indeterminate and are
//! reported when read. An index that mixes a bound variable into an expression
//! (`u[2*i]`) is not inverted: the read is checked as any other (a possible
//! `uninitialized` violation, never a silent pass). An uninitialised scalar read in an
//! assumption becomes a fresh value whatever the guard (a scalar has no parts to keep
//! indeterminate). Assertions (`$assert`, `assert`, a `requires` checked at a call) are
//! reads of the program and are checked as before.

use crate::lvalue::Place;
use crate::machine::{Machine, R};
use tass_state::{ProcId, State, Step, Value};
use tass_symbolic::{Expr, ExprKind, Result};
use tass_syntax::Span;

/// The most expression nodes one check visits; beyond it the check gives up (the caller
/// makes the verdict unknown, naming the read).
const BUDGET: usize = 100_000;

/// Whether `e` is a constant standing for indeterminate contents.
fn indeterminate(e: &Expr) -> bool {
    e.symbol_name()
        .is_some_and(|n| n.starts_with("undef$") || n.starts_with("heap$"))
}

/// The condition under which the scalar `x` (the value of a read) is indeterminate;
/// `None` when the expression is too large to analyse.
pub(crate) fn origin(x: &Expr) -> Option<Expr> {
    // The common case at once: an element of a named array (an input, say), whose
    // contents are all determinate (what `at` finds, without the walk).
    let mut base = x;
    while let ExprKind::Read(m, _) = base.kind() {
        base = m;
    }
    if matches!(base.kind(), ExprKind::Symbol(_)) && !indeterminate(base) {
        return Some(Expr::bool(false));
    }
    let mut budget = BUDGET;
    at(x, &[], &mut budget).ok().flatten()
}

/// The condition under which the element of `e` at `path` (indices, outermost first;
/// empty for `e` itself) is indeterminate.
fn at(e: &Expr, path: &[Expr], budget: &mut usize) -> Result<Option<Expr>> {
    if *budget == 0 {
        return Ok(None);
    }
    *budget -= 1;
    let f = Expr::bool(false);
    if indeterminate(e) {
        return Ok(Some(Expr::bool(true)));
    }
    let split = path.split_first();
    Ok(Some(match (e.kind(), split) {
        (ExprKind::Read(m, k), _) => {
            let mut p = Vec::with_capacity(path.len() + 1);
            p.push(k.clone());
            p.extend_from_slice(path);
            return at(m, &p, budget);
        }
        (ExprKind::Cond(c, a, b), _) => {
            let (Some(x), Some(y)) = (at(a, path, budget)?, at(b, path, budget)?) else {
                return Ok(None);
            };
            if x.is_false() && y.is_false() {
                return Ok(Some(f));
            }
            c.and(&x)?.or(&c.not()?.and(&y)?)?
        }
        (ExprKind::Write(base, j, v), Some((h, rest))) => {
            let (Some(x), Some(y)) = (at(v, rest, budget)?, at(base, path, budget)?) else {
                return Ok(None);
            };
            if x.is_false() && y.is_false() {
                return Ok(Some(f));
            }
            let same = h.equals(j)?;
            same.and(&x)?.or(&same.not()?.and(&y)?)?
        }
        (ExprKind::Chi(base, items), Some((h, rest))) => {
            let mut any = Vec::new();
            let mut other = Vec::new();
            for (k, item) in items.iter().enumerate() {
                let Some(item) = item else { continue };
                let idx = Expr::int(k as u64);
                let Some(x) = at(item, rest, budget)? else {
                    return Ok(None);
                };
                if !x.is_false() {
                    any.push(h.equals(&idx)?.and(&x)?);
                }
                other.push(h.equals(&idx)?.not()?);
            }
            let Some(y) = at(base, path, budget)? else {
                return Ok(None);
            };
            if !y.is_false() {
                other.push(y);
                any.push(Expr::and_all(other.iter())?);
            }
            Expr::or_all(any.iter())?
        }
        (ExprKind::ArrayLit(items), Some((h, rest))) => {
            let mut any = Vec::new();
            for (k, item) in items.iter().enumerate() {
                let Some(x) = at(item, rest, budget)? else {
                    return Ok(None);
                };
                if !x.is_false() {
                    any.push(h.equals(&Expr::int(k as u64))?.and(&x)?);
                }
            }
            Expr::or_all(any.iter())?
        }
        (ExprKind::Lambda(..), Some((h, rest))) => {
            let element = e.read(h)?;
            if matches!(element.kind(), ExprKind::Read(a, _) if a == e) {
                f
            } else {
                return at(&element, rest, budget);
            }
        }
        _ => f,
    }))
}

impl Machine<'_> {
    /// Evaluates an assumption's condition: what it reads uninitialised it gives a value
    /// (module docs).
    pub(crate) fn eval_assumed(
        &mut self,
        st: &mut State,
        p: ProcId,
        e: &tass_model::Expr,
    ) -> R<Value> {
        let saved = self.scope.in_assume;
        self.scope.in_assume = true;
        let v = self.eval(st, p, e);
        self.scope.in_assume = saved;
        v
    }

    /// Writes `v` at `pl` as the engine (not the program): no `assigns` check.
    fn write_engine(
        &mut self,
        st: &mut State,
        p: ProcId,
        pl: &Place,
        v: Value,
        span: Span,
    ) -> R<()> {
        let saved = self.step.internal_write;
        self.step.internal_write = true;
        let r = self.write(st, p, pl, v, span);
        self.step.internal_write = saved;
        r
    }

    /// In an assumption: the uninitialised scalar at `pl` gets a fresh value of type
    /// `ty`, written to the state (module docs).
    pub(crate) fn assumed_scalar(
        &mut self,
        st: &mut State,
        p: ProcId,
        pl: &Place,
        ty: &tass_symbolic::Type,
        span: Span,
    ) -> R<Expr> {
        let x = self.fresh(ty, "assumed");
        self.write_engine(st, p, pl, Value::Sym(x.clone()), span)?;
        Ok(x)
    }

    /// In an assumption: the element `x` read at `pl`, indeterminate under `cond`, is
    /// given a fresh value where the assumption reads it (module docs); the value read
    /// then, or `None` when the read's index cannot be inverted (the caller checks it as
    /// a read).
    pub(crate) fn assumed_element(
        &mut self,
        st: &mut State,
        p: ProcId,
        pl: &Place,
        x: &Expr,
        cond: &Expr,
        span: Span,
    ) -> R<Option<Expr>> {
        let guard = self.sym(Expr::and_all(self.scope.ctx.iter()), span)?;
        let bound: Vec<Expr> = self
            .scope
            .bound
            .iter()
            .filter(|b| b.is_symbol())
            .cloned()
            .collect();
        let mut occurs: Vec<Expr> = Vec::new();
        if !bound.is_empty() {
            let mut syms = guard.free_symbols();
            for s in &pl.path {
                if let Step::Index(i) = s {
                    syms.extend(i.free_symbols());
                }
            }
            occurs = bound.iter().filter(|b| syms.contains(b)).cloned().collect();
        }
        if occurs.is_empty() {
            // A read at indices that do not depend on a bound variable: that element.
            let fresh = self.fresh(x.ty(), "assumed");
            let c = self.sym(guard.and(cond), span)?;
            let v = self.sym(Expr::cond(&c, &fresh, x), span)?;
            self.write_engine(st, p, pl, Value::Sym(v.clone()), span)?;
            return Ok(Some(v));
        }
        // The array of numbers the trailing indices read from.
        let trailing = pl
            .path
            .iter()
            .rev()
            .take_while(|s| matches!(s, Step::Index(_)))
            .count();
        let mut found = None;
        for j in pl.path.len() - trailing..pl.path.len() {
            let prefix = Place {
                base: pl.base.clone(),
                path: pl.path[..j].to_vec(),
            };
            if let Value::Sym(a) = self.read(st, p, &prefix, span)? {
                if a.ty().is_array() {
                    found = Some((prefix, a, j));
                    break;
                }
            }
            if j > pl.path.len() - trailing {
                // Deeper prefixes lie inside an array of numbers (already tried) or
                // under an array of structs (its elements are not one value).
                break;
            }
        }
        let Some((prefix, a, j)) = found else {
            return Ok(None);
        };
        let idx: Vec<Expr> = pl.path[j..]
            .iter()
            .filter_map(|s| match s {
                Step::Index(i) => Some(i.clone()),
                Step::Field(_) => None,
            })
            .collect();
        // Each bound variable the read depends on must be one whole index.
        let mut ks = Vec::with_capacity(idx.len());
        let mut extents = Vec::with_capacity(idx.len());
        let mut sub = guard.clone();
        let mut at_k = Vec::new();
        let mut ty = a.ty().clone();
        let mut covered = Vec::new();
        for i in &idx {
            let Some(n) = ty.declared_extent().cloned() else {
                return Ok(None);
            };
            let Some(et) = ty.element().cloned() else {
                return Ok(None);
            };
            let k = self.fresh(&tass_symbolic::Type::int(), "k");
            if occurs.contains(i) && !covered.contains(i) {
                covered.push(i.clone());
                sub = self.sym(sub.substitute_one(i, &k), span)?;
            } else {
                let fs = i.free_symbols();
                if occurs.iter().any(|b| fs.contains(b)) {
                    return Ok(None);
                }
                at_k.push(self.sym(k.equals(i), span)?);
            }
            ks.push(k);
            extents.push(n);
            ty = et;
        }
        if covered.len() != occurs.len() {
            return Ok(None);
        }
        let mut elem = a.clone();
        let fresh = self.fresh(a.ty(), "assumed");
        let mut fresh_elem = fresh.clone();
        for k in &ks {
            elem = self.sym(elem.read(k), span)?;
            fresh_elem = self.sym(fresh_elem.read(k), span)?;
        }
        let Some(o) = origin(&elem) else {
            return Ok(None);
        };
        at_k.push(sub);
        at_k.push(o);
        let d = self.sym(Expr::and_all(at_k.iter()), span)?;
        let mut body = self.sym(Expr::cond(&d, &fresh_elem, &elem), span)?;
        for (k, n) in ks.iter().zip(extents.iter()).rev() {
            body = self.sym(Expr::array_lambda(k, n, &body), span)?;
        }
        self.write_engine(st, p, &prefix, Value::Sym(body.clone()), span)?;
        let mut v = body;
        for i in &idx {
            v = self.sym(v.read(i), span)?;
        }
        Ok(Some(v))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use tass_symbolic::{Assignment, Type, Value};

    fn int_array(name: &str, n: u64) -> Expr {
        Expr::symbol(
            name,
            &Type::array(&Type::int(), Some(&Expr::int(n))).unwrap(),
        )
        .unwrap()
    }

    /// The condition evaluated with `i` set to each index: which elements are
    /// indeterminate.
    fn pattern(arr: &Expr, n: u64) -> Vec<bool> {
        let i = Expr::symbol("i", &Type::int()).unwrap();
        let read = arr.read(&i).unwrap();
        let cond = origin(&read).expect("small");
        (0..n)
            .map(|k| {
                let mut m = Assignment::new();
                m.set(&i, Value::int(k)).unwrap();
                cond.eval(&m).unwrap() == Value::Bool(true)
            })
            .collect()
    }

    #[test]
    fn written_elements_are_determinate() {
        let u = int_array("undef$1", 4);
        let j = Expr::symbol("j", &Type::int()).unwrap();
        // a[1] = 5; a[3] = 7 (concrete indices), then a[j] = 0 with j = 2 unknown here.
        let a = u.write(&Expr::int(1), &Expr::int(5)).unwrap();
        let a = a.write(&Expr::int(3), &Expr::int(7)).unwrap();
        assert_eq!(pattern(&a, 4), vec![true, false, true, false]);
        let b = a.write(&j, &Expr::int(0)).unwrap();
        let i = Expr::symbol("i", &Type::int()).unwrap();
        let cond = origin(&b.read(&i).unwrap()).unwrap();
        let mut m = Assignment::new();
        m.set(&i, Value::int(2)).unwrap();
        m.set(&j, Value::int(2)).unwrap();
        assert_eq!(cond.eval(&m).unwrap(), Value::Bool(false));
        m.set(&j, Value::int(0)).unwrap();
        assert_eq!(cond.eval(&m).unwrap(), Value::Bool(true));
    }

    #[test]
    fn inputs_and_literals_are_determinate() {
        let x = int_array("x", 3);
        assert_eq!(pattern(&x, 3), vec![false, false, false]);
        let lit = Expr::array(&Type::int(), vec![Expr::int(1), Expr::int(2)]).unwrap();
        assert_eq!(pattern(&lit, 2), vec![false, false]);
        let h = int_array("heap$4", 2);
        assert_eq!(pattern(&h, 2), vec![true, true]);
    }
}
