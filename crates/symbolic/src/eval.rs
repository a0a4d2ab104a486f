//! Evaluation of expressions under a concrete assignment of values to symbolic constants.
//!
//! Used to test that canonicalization, substitution and simplification preserve values,
//! and to replay counterexamples. Integers and reals are exact; C division and remainder
//! truncate toward zero; division by zero, out-of-bounds array accesses and unassigned
//! symbolic constants are errors. Quantifiers over finite integer ranges are evaluated by
//! enumeration (at most [`QUANTIFIER_LIMIT`] values). Conjunctions, disjunctions and
//! quantifiers are evaluated like Kleene's logic: a `false` conjunct makes a conjunction
//! `false` even if another conjunct has no value, and dually for disjunctions, so the
//! order of clauses in canonical forms does not matter.

use std::collections::HashMap;

use num_bigint::BigInt;
use num_rational::BigRational;
use num_traits::{Signed, ToPrimitive, Zero};

use crate::error::{Error, Result};
use crate::expr::Poly;
use crate::expr::RatFn;
use crate::expr::{Binder, Expr, ExprKind, RelOp};
use crate::ratfn::trunc;
use crate::value::{value_error, Assignment, Value};

/// The largest number of values a quantifier or array lambda is evaluated at.
pub const QUANTIFIER_LIMIT: u64 = 1 << 20;

struct Evaluator<'a> {
    assignment: &'a Assignment,
    memo: HashMap<Expr, Value>,
    env: Vec<Option<Value>>,
}

fn sign_of(r: &BigRational) -> i32 {
    if r.is_zero() {
        0
    } else if r.is_negative() {
        -1
    } else {
        1
    }
}

fn index_of(i: &BigInt, len: usize) -> Result<usize> {
    match i.to_usize() {
        Some(k) if k < len => Ok(k),
        _ => Err(Error::IndexOutOfBounds {
            index: i.to_string(),
            extent: len.to_string(),
        }),
    }
}

fn range_count(lo: &BigInt, hi: &BigInt) -> Result<u64> {
    if hi <= lo {
        return Ok(0);
    }
    (hi - lo)
        .to_u64()
        .filter(|n| *n <= QUANTIFIER_LIMIT)
        .ok_or_else(|| Error::NotEvaluable("range too large to enumerate".into()))
}

impl Evaluator<'_> {
    fn eval_poly_int(&mut self, p: &Poly) -> Result<BigInt> {
        let mut acc = BigInt::zero();
        for (m, c) in p.terms() {
            let mut t = c.clone();
            for (x, e) in m.factors() {
                let v = self.eval(x)?;
                t *= num_traits::pow(v.as_int()?.clone(), *e as usize);
            }
            acc += t;
        }
        Ok(acc)
    }

    fn eval_poly_rat(&mut self, p: &Poly) -> Result<BigRational> {
        let mut acc = BigRational::zero();
        for (m, c) in p.terms() {
            let mut t = BigRational::from_integer(c.clone());
            for (x, e) in m.factors() {
                let v = self.eval(x)?.as_rational()?;
                t *= num_traits::pow(v, *e as usize);
            }
            acc += t;
        }
        Ok(acc)
    }

    fn set_bound(&mut self, var: &Expr, v: Value) {
        if let ExprKind::Bound(k) = var.kind() {
            let k = *k as usize;
            if self.env.len() <= k {
                self.env.resize(k + 1, None);
            }
            self.env[k] = Some(v);
        }
    }

    fn eval(&mut self, e: &Expr) -> Result<Value> {
        let cacheable = !e.has_free_bound();
        if cacheable {
            if let Some(v) = self.memo.get(e) {
                return Ok(v.clone());
            }
        }
        let v = self.eval_uncached(e)?;
        if cacheable {
            self.memo.insert(e.clone(), v.clone());
        }
        Ok(v)
    }

    /// The value of `e`, from the values of its parts (the dispatch to one method per
    /// kind of expression that needs more than a line).
    fn eval_uncached(&mut self, e: &Expr) -> Result<Value> {
        Ok(match e.kind() {
            ExprKind::Bool(b) => Value::Bool(*b),
            ExprKind::Int(i) => Value::Int(i.clone()),
            ExprKind::Real(r) => Value::Real(r.clone()),
            ExprKind::Char(c) => Value::Char(*c),
            ExprKind::Symbol(n) => self
                .assignment
                .get(e)
                .cloned()
                .ok_or_else(|| Error::Unassigned(n.as_str().to_string()))?,
            ExprKind::Bound(k) => self
                .env
                .get(*k as usize)
                .cloned()
                .flatten()
                .ok_or_else(|| Error::NotEvaluable("free bound variable".into()))?,
            ExprKind::Poly(p) => Value::Int(self.eval_poly_int(p)?),
            ExprKind::Rational(r) => self.rational(r)?,
            ExprKind::IntDiv(a, b) => self.int_division(a, b, true)?,
            ExprKind::IntMod(a, b) => self.int_division(a, b, false)?,
            ExprKind::RealDiv(a, b) => self.real_division(a, b)?,
            ExprKind::ToReal(a) => Value::Real(self.eval(a)?.as_rational()?),
            ExprKind::ToInt(a) => Value::Int(trunc(&self.eval(a)?.as_rational()?)),
            ExprKind::CharToInt(a) => match self.eval(a)? {
                Value::Char(c) => Value::Int(c.into()),
                v => return Err(value_error("char", &v)),
            },
            ExprKind::IntToChar(a) => self.char_of(a)?,
            ExprKind::Length(a) => Value::Int(self.eval(a)?.as_array()?.len().into()),
            ExprKind::Rel(op, f) => self.relation(*op, f)?,
            ExprKind::Not(a) => Value::Bool(!self.eval(a)?.as_bool()?),
            ExprKind::And(xs) => self.connective(xs, true)?,
            ExprKind::Or(xs) => self.connective(xs, false)?,
            ExprKind::Equal(a, b) => Value::Bool(self.eval(a)? == self.eval(b)?),
            ExprKind::Forall(b) => self.quantifier(b, true)?,
            ExprKind::Exists(b) => self.quantifier(b, false)?,
            ExprKind::Cond(c, a, b) => {
                if self.eval(c)?.as_bool()? {
                    self.eval(a)?
                } else {
                    self.eval(b)?
                }
            }
            ExprKind::Read(a, i) => self.read(a, i)?,
            ExprKind::Write(a, i, v) => self.write(a, i, v)?,
            ExprKind::ArrayLit(xs) => {
                Value::Array(xs.iter().map(|x| self.eval(x)).collect::<Result<_>>()?)
            }
            ExprKind::Chi(base, elems) => self.chi(base, elems)?,
            ExprKind::Lambda(n, var, body) => self.lambda(n, var, body)?,
            ExprKind::Tuple(xs) => {
                Value::Tuple(xs.iter().map(|x| self.eval(x)).collect::<Result<_>>()?)
            }
            ExprKind::Field(t, i) => self.field(t, *i)?,
            ExprKind::SetField(t, i, v) => self.set_field(t, *i, v)?,
            ExprKind::Apply(g, args) => self.apply(g, args)?,
        })
    }

    /// A rational function: its numerator over its denominator.
    fn rational(&mut self, r: &RatFn) -> Result<Value> {
        let n = self.eval_poly_rat(r.numerator())?;
        let d = self.eval_poly_rat(r.denominator())?;
        if d.is_zero() {
            return Err(Error::DivisionByZero);
        }
        Ok(Value::Real(n / d))
    }

    /// C's `a / b` (`quotient`) or `a % b` on integers: truncated toward zero.
    fn int_division(&mut self, a: &Expr, b: &Expr, quotient: bool) -> Result<Value> {
        let x = self.eval(a)?.as_int()?.clone();
        let y = self.eval(b)?.as_int()?.clone();
        if y.is_zero() {
            return Err(Error::DivisionByZero);
        }
        Ok(if quotient {
            Value::Int(x / y)
        } else {
            Value::Int(x % y)
        })
    }

    /// `a / b` on reals.
    fn real_division(&mut self, a: &Expr, b: &Expr) -> Result<Value> {
        let x = self.eval(a)?.as_rational()?;
        let y = self.eval(b)?.as_rational()?;
        if y.is_zero() {
            return Err(Error::DivisionByZero);
        }
        Ok(Value::Real(x / y))
    }

    /// The character of the code `a`.
    fn char_of(&mut self, a: &Expr) -> Result<Value> {
        let i = self.eval(a)?.as_int()?.clone();
        Ok(Value::Char(i.to_u32().ok_or_else(|| {
            Error::NotEvaluable(format!("character code {i}"))
        })?))
    }

    /// `f op 0`.
    fn relation(&mut self, op: RelOp, f: &Expr) -> Result<Value> {
        let s = sign_of(&self.eval(f)?.as_rational()?);
        Ok(Value::Bool(match op {
            RelOp::Gt => s > 0,
            RelOp::Ge => s >= 0,
            RelOp::Eq => s == 0,
            RelOp::Ne => s != 0,
        }))
    }

    /// A conjunction (`is_and`) or disjunction, in Kleene's logic: a deciding operand
    /// decides it even when another has no value.
    fn connective(&mut self, xs: &[Expr], is_and: bool) -> Result<Value> {
        let mut err = None;
        for x in xs.iter() {
            match self.eval(x).and_then(|v| v.as_bool()) {
                Ok(b) if b != is_and => return Ok(Value::Bool(b)),
                Ok(_) => {}
                Err(er) => err = err.or(Some(er)),
            }
        }
        match err {
            Some(er) => Err(er),
            None => Ok(Value::Bool(is_and)),
        }
    }

    /// A universal (`is_all`) or existential quantifier over a finite integer range, by
    /// enumeration, in Kleene's logic.
    fn quantifier(&mut self, b: &Binder, is_all: bool) -> Result<Value> {
        let (Some(lo), Some(hi)) = (&b.lower, &b.upper) else {
            return Err(Error::NotEvaluable(
                "quantifier over an unbounded range".into(),
            ));
        };
        let lo = self.eval(lo)?;
        let hi = self.eval(hi)?;
        if b.var.ty().is_real() {
            if lo.as_rational()? >= hi.as_rational()? {
                return Ok(Value::Bool(is_all));
            }
            return Err(Error::NotEvaluable(
                "quantifier over a real interval".into(),
            ));
        }
        let (lo, hi) = (lo.as_int()?.clone(), hi.as_int()?.clone());
        let n = range_count(&lo, &hi)?;
        let mut err = None;
        let saved = self.env.clone();
        let mut result = is_all;
        for k in 0..n {
            self.set_bound(&b.var, Value::Int(&lo + k));
            match self.eval(&b.body).and_then(|v| v.as_bool()) {
                Ok(v) if v != is_all => {
                    result = v;
                    err = None;
                    break;
                }
                Ok(_) => {}
                Err(er) => err = err.or(Some(er)),
            }
        }
        self.env = saved;
        if let Some(er) = err {
            return Err(er);
        }
        Ok(Value::Bool(result))
    }

    /// The element of `a` at `i`. A closed array is read in the memo, not copied out of
    /// it (a check over each element of a large array would copy it at every read).
    fn read(&mut self, a: &Expr, i: &Expr) -> Result<Value> {
        let i = self.eval(i)?;
        if !a.has_free_bound() {
            if !self.memo.contains_key(a) {
                let v = self.eval_uncached(a)?;
                self.memo.insert(a.clone(), v);
            }
            let xs = self.memo[a].as_array()?;
            return Ok(xs[index_of(i.as_int()?, xs.len())?].clone());
        }
        let xs = self.eval(a)?;
        let xs = xs.as_array()?;
        Ok(xs[index_of(i.as_int()?, xs.len())?].clone())
    }

    /// `a` with the element at `i` set to `v`.
    fn write(&mut self, a: &Expr, i: &Expr, v: &Expr) -> Result<Value> {
        let mut xs = self.eval(a)?.as_array()?.clone();
        let i = self.eval(i)?;
        let k = index_of(i.as_int()?, xs.len())?;
        xs[k] = self.eval(v)?;
        Ok(Value::Array(xs))
    }

    /// `base` with the elements given in `elems` set.
    fn chi(&mut self, base: &Expr, elems: &[Option<Expr>]) -> Result<Value> {
        let mut xs = self.eval(base)?.as_array()?.clone();
        for (i, y) in elems.iter().enumerate() {
            if let Some(y) = y {
                let k = index_of(&BigInt::from(i), xs.len())?;
                xs[k] = self.eval(y)?;
            }
        }
        Ok(Value::Array(xs))
    }

    /// The array of extent `n` whose element `var` is `body`.
    fn lambda(&mut self, n: &Expr, var: &Expr, body: &Expr) -> Result<Value> {
        let n = self.eval(n)?.as_int()?.clone();
        if n.is_negative() {
            return Err(Error::NotEvaluable(format!("negative array extent {n}")));
        }
        let count = range_count(&BigInt::zero(), &n)?;
        let saved = self.env.clone();
        let mut xs = Vec::with_capacity(count as usize);
        for i in 0..count {
            self.set_bound(var, Value::Int(i.into()));
            match self.eval(body) {
                Ok(v) => xs.push(v),
                Err(er) => {
                    self.env = saved;
                    return Err(er);
                }
            }
        }
        self.env = saved;
        Ok(Value::Array(xs))
    }

    /// Field `i` of the tuple `t`.
    fn field(&mut self, t: &Expr, i: u32) -> Result<Value> {
        match self.eval(t)? {
            Value::Tuple(xs) => xs
                .get(i as usize)
                .cloned()
                .ok_or_else(|| Error::NotEvaluable(format!("no field {i}"))),
            v => Err(value_error("tuple", &v)),
        }
    }

    /// The tuple `t` with field `i` set to `v`.
    fn set_field(&mut self, t: &Expr, i: u32, v: &Expr) -> Result<Value> {
        match self.eval(t)? {
            Value::Tuple(mut xs) => {
                let k = i as usize;
                if k >= xs.len() {
                    return Err(Error::NotEvaluable(format!("no field {i}")));
                }
                xs[k] = self.eval(v)?;
                Ok(Value::Tuple(xs))
            }
            v => Err(value_error("tuple", &v)),
        }
    }

    /// The application of `g` to `args`: an IEEE 754 function computed, a function
    /// constant read from its table.
    fn apply(&mut self, g: &Expr, args: &[Expr]) -> Result<Value> {
        let args = args
            .iter()
            .map(|x| self.eval(x))
            .collect::<Result<Vec<_>>>()?;
        // IEEE 754 arithmetic is computed, whatever the assignment gives it.
        if let Some(f) = crate::float::FpFunction::of_symbol(g) {
            return f.eval(&args);
        }
        let g = self.eval(g)?;
        match g {
            Value::Function(t) => Ok(t.apply(&args).clone()),
            v => Err(value_error("function", &v)),
        }
    }
}

impl Expr {
    /// The value of the expression under the assignment (see the module documentation
    /// for the errors).
    pub fn eval(&self, assignment: &Assignment) -> Result<Value> {
        let mut ev = Evaluator {
            assignment,
            memo: HashMap::new(),
            env: Vec::new(),
        };
        ev.eval(self)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::expr::Type;
    use crate::value::FunctionTable;

    fn var(n: &str) -> Expr {
        Expr::symbol(n, &Type::int()).unwrap()
    }

    #[test]
    fn evaluates_arithmetic_with_c_semantics() {
        let (x, y) = (var("x"), var("y"));
        let mut a = Assignment::new();
        a.set(&x, Value::int(-7)).unwrap();
        a.set(&y, Value::int(2)).unwrap();
        assert_eq!(x.c_div(&y).unwrap().eval(&a).unwrap(), Value::int(-3));
        assert_eq!(x.c_rem(&y).unwrap().eval(&a).unwrap(), Value::int(-1));
        let z = x.c_div(&(&y - &Expr::int(2))).unwrap();
        assert_eq!(z.eval(&a), Err(Error::DivisionByZero));
        assert_eq!(var("w").eval(&a), Err(Error::Unassigned("w".into())));
        assert!(a.set(&x, Value::Bool(true)).is_err());
    }

    #[test]
    fn evaluates_arrays_tuples_functions_and_quantifiers() {
        let (n, i) = (var("n"), var("i"));
        let arr = Expr::symbol("a", &Type::array(&Type::int(), Some(&n)).unwrap()).unwrap();
        let f = Expr::symbol("f", &Type::function([Type::int()], &Type::bool())).unwrap();
        let mut a = Assignment::new();
        a.set(&n, Value::int(3)).unwrap();
        a.set(
            &arr,
            Value::Array(vec![Value::int(1), Value::int(2), Value::int(3)]),
        )
        .unwrap();
        let mut table = FunctionTable::constant(Value::Bool(false));
        table.entries.insert(vec![Value::int(2)], Value::Bool(true));
        a.set(&f, Value::Function(table)).unwrap();
        let pos = Expr::forall(
            &i,
            Some(&Expr::int(0)),
            Some(&n),
            &arr.read(&i).unwrap().greater(&Expr::int(0)).unwrap(),
        )
        .unwrap();
        assert_eq!(pos.eval(&a).unwrap(), Value::Bool(true));
        let some = Expr::exists(
            &i,
            Some(&Expr::int(0)),
            Some(&n),
            &f.apply(&[arr.read(&i).unwrap()]).unwrap(),
        )
        .unwrap();
        assert_eq!(some.eval(&a).unwrap(), Value::Bool(true));
        let oob = arr.read(&n).unwrap();
        assert!(matches!(oob.eval(&a), Err(Error::IndexOutOfBounds { .. })));
        let lam = Expr::array_lambda(&i, &n, &(&i * &i)).unwrap();
        assert_eq!(
            lam.eval(&a).unwrap(),
            Value::Array(vec![Value::int(0), Value::int(1), Value::int(4)])
        );
        let ty = Type::tuple("s", [Type::int(), Type::bool()]);
        let t = Expr::tuple(&ty, [n.clone(), Expr::tt()]).unwrap();
        assert_eq!(
            t.eval(&a).unwrap(),
            Value::Tuple(vec![Value::int(3), Value::Bool(true)])
        );
        let unbounded = Expr::forall(&i, None, None, &i.greater(&n).unwrap()).unwrap();
        assert!(matches!(unbounded.eval(&a), Err(Error::NotEvaluable(_))));
    }

    #[test]
    fn kleene_conjunction() {
        let (x, y) = (var("x"), var("y"));
        let mut a = Assignment::new();
        a.set(&x, Value::int(0)).unwrap();
        // x != 0 && 1/x > 0 is false at x = 0, whatever the order of the clauses.
        let e = x
            .not_equals(&Expr::int(0))
            .unwrap()
            .and(&Expr::int(1).c_div(&x).unwrap().greater(&y).unwrap())
            .unwrap();
        assert_eq!(e.eval(&a).unwrap(), Value::Bool(false));
    }

    #[test]
    fn values_convert_to_expressions() {
        let ty = Type::array(&Type::real(), None).unwrap();
        let v = Value::Array(vec![Value::real(1, 2).unwrap(), Value::real(3, 1).unwrap()]);
        let e = v.to_expr(&ty).unwrap();
        assert_eq!(e.eval(&Assignment::new()).unwrap(), v);
        assert!(Value::Bool(true).to_expr(&Type::int()).is_err());
        assert_eq!(v.to_string(), "[1/2, 3]");
    }
}
