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

use std::collections::{BTreeMap, HashMap};
use std::fmt;

use num_bigint::BigInt;
use num_rational::BigRational;
use num_traits::{Signed, ToPrimitive, Zero};

use crate::error::{Error, Result};
use crate::expr::{Expr, ExprKind, RelOp};
use crate::poly::Poly;
use crate::ratfn::trunc;
use crate::types::{Type, TypeKind};

/// The largest number of values a quantifier or array lambda is evaluated at.
pub const QUANTIFIER_LIMIT: u64 = 1 << 20;

/// A concrete value.
#[derive(Clone, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Value {
    /// A boolean.
    Bool(bool),
    /// An integer.
    Int(BigInt),
    /// A real (an exact rational).
    Real(BigRational),
    /// A character code.
    Char(u32),
    /// An array: its elements; its extent is their number.
    Array(Vec<Value>),
    /// A tuple: its fields.
    Tuple(Vec<Value>),
    /// A function given by a finite table and a default value.
    Function(FunctionTable),
    /// A value of a floating type that is not a rational (NaN, an infinity, `-0.0`;
    /// module `float`): the value of a real-typed expression only where IEEE 754
    /// functions ([`crate::FpFunction`]) compute it.
    Float(crate::float::Special),
}

/// A function value: explicit entries, and a value for all other arguments.
#[derive(Clone, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct FunctionTable {
    /// The value at given arguments.
    pub entries: BTreeMap<Vec<Value>, Value>,
    /// The value at every other argument.
    pub default: Box<Value>,
}

impl FunctionTable {
    /// The function that is `default` everywhere.
    pub fn constant(default: Value) -> FunctionTable {
        FunctionTable {
            entries: BTreeMap::new(),
            default: Box::new(default),
        }
    }

    /// The value at `args`.
    pub fn apply(&self, args: &[Value]) -> &Value {
        self.entries.get(args).unwrap_or(&self.default)
    }
}

impl Value {
    /// An integer value.
    pub fn int(i: impl Into<BigInt>) -> Value {
        Value::Int(i.into())
    }

    /// The real value `n/d` (`d` must not be zero).
    pub fn real(n: impl Into<BigInt>, d: impl Into<BigInt>) -> Result<Value> {
        let d = d.into();
        if d.is_zero() {
            return Err(Error::DivisionByZero);
        }
        Ok(Value::Real(BigRational::new(n.into(), d)))
    }

    /// Does the value have the shape of type `ty`? (Array extents are not checked.)
    pub fn has_type(&self, ty: &Type) -> bool {
        match (self, ty.kind()) {
            (Value::Bool(_), TypeKind::Bool)
            | (Value::Int(_), TypeKind::Int)
            | (Value::Real(_), TypeKind::Real)
            | (Value::Float(_), TypeKind::Real)
            | (Value::Char(_), TypeKind::Char) => true,
            (Value::Array(xs), TypeKind::Array { element, .. }) => {
                xs.iter().all(|x| x.has_type(element))
            }
            (Value::Tuple(xs), TypeKind::Tuple { fields, .. }) => {
                xs.len() == fields.len() && xs.iter().zip(fields.iter()).all(|(x, t)| x.has_type(t))
            }
            (Value::Function(f), TypeKind::Function { params, result }) => {
                f.default.has_type(result)
                    && f.entries.iter().all(|(args, v)| {
                        v.has_type(result)
                            && args.len() == params.len()
                            && args.iter().zip(params.iter()).all(|(a, t)| a.has_type(t))
                    })
            }
            _ => false,
        }
    }

    /// The constant expression of this value at type `ty`. Function values have no
    /// expression.
    pub fn to_expr(&self, ty: &Type) -> Result<Expr> {
        let bad = || Error::ValueType {
            expected: ty.to_string(),
            found: self.to_string(),
        };
        match (self, ty.kind()) {
            (Value::Bool(b), TypeKind::Bool) => Ok(Expr::bool(*b)),
            (Value::Int(i), TypeKind::Int) => Ok(Expr::int(i.clone())),
            (Value::Real(r), TypeKind::Real) => Ok(Expr::real(r.clone())),
            (Value::Char(c), TypeKind::Char) => Ok(Expr::char(*c)),
            (Value::Array(xs), TypeKind::Array { element, .. }) => {
                let elems = xs
                    .iter()
                    .map(|x| x.to_expr(element))
                    .collect::<Result<Vec<_>>>()?;
                Expr::array(element, elems)
            }
            (Value::Tuple(xs), TypeKind::Tuple { fields, .. }) if xs.len() == fields.len() => {
                let elems = xs
                    .iter()
                    .zip(fields.iter())
                    .map(|(x, t)| x.to_expr(t))
                    .collect::<Result<Vec<_>>>()?;
                Expr::tuple(ty, elems)
            }
            _ => Err(bad()),
        }
    }

    fn as_bool(&self) -> Result<bool> {
        match self {
            Value::Bool(b) => Ok(*b),
            v => Err(value_error("bool", v)),
        }
    }

    fn as_int(&self) -> Result<&BigInt> {
        match self {
            Value::Int(i) => Ok(i),
            v => Err(value_error("int", v)),
        }
    }

    /// The value as a rational (integers and reals).
    fn as_rational(&self) -> Result<BigRational> {
        match self {
            Value::Int(i) => Ok(BigRational::from_integer(i.clone())),
            Value::Real(r) => Ok(r.clone()),
            v => Err(value_error("int or real", v)),
        }
    }

    fn as_array(&self) -> Result<&Vec<Value>> {
        match self {
            Value::Array(xs) => Ok(xs),
            v => Err(value_error("array", v)),
        }
    }
}

fn value_error(expected: &str, v: &Value) -> Error {
    Error::ValueType {
        expected: expected.into(),
        found: v.to_string(),
    }
}

impl fmt::Display for Value {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Value::Bool(b) => write!(f, "{b}"),
            Value::Int(i) => write!(f, "{i}"),
            Value::Real(r) => write!(f, "{r}"),
            Value::Float(x) => write!(f, "{x}"),
            Value::Char(c) => match char::from_u32(*c) {
                Some(ch) if !ch.is_control() => write!(f, "'{ch}'"),
                _ => write!(f, "'\\x{c:x}'"),
            },
            Value::Array(xs) | Value::Tuple(xs) => {
                let (open, close) = if matches!(self, Value::Array(_)) {
                    ("[", "]")
                } else {
                    ("<", ">")
                };
                f.write_str(open)?;
                for (i, x) in xs.iter().enumerate() {
                    if i > 0 {
                        f.write_str(", ")?;
                    }
                    write!(f, "{x}")?;
                }
                f.write_str(close)
            }
            Value::Function(t) => {
                f.write_str("{")?;
                for (args, v) in &t.entries {
                    f.write_str("(")?;
                    for (i, a) in args.iter().enumerate() {
                        if i > 0 {
                            f.write_str(", ")?;
                        }
                        write!(f, "{a}")?;
                    }
                    write!(f, ") -> {v}, ")?;
                }
                write!(f, "else -> {}}}", t.default)
            }
        }
    }
}

/// An assignment of concrete values to symbolic constants.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Assignment {
    values: HashMap<Expr, Value>,
}

impl Assignment {
    /// The empty assignment.
    pub fn new() -> Assignment {
        Assignment::default()
    }

    /// Gives the symbolic constant `symbol` the value `value`, which must have its type.
    pub fn set(&mut self, symbol: &Expr, value: Value) -> Result<()> {
        if !symbol.is_symbol() {
            return Err(Error::InvalidArgument {
                operation: "assignment",
                reason: format!("`{symbol}` is not a symbolic constant"),
            });
        }
        if !value.has_type(symbol.ty()) {
            return Err(Error::ValueType {
                expected: symbol.ty().to_string(),
                found: value.to_string(),
            });
        }
        self.values.insert(symbol.clone(), value);
        Ok(())
    }

    /// The value of a symbolic constant.
    pub fn get(&self, symbol: &Expr) -> Option<&Value> {
        self.values.get(symbol)
    }

    /// The assigned constants and their values, sorted by constant.
    pub fn iter(&self) -> impl Iterator<Item = (&Expr, &Value)> {
        let mut v: Vec<_> = self.values.iter().collect();
        v.sort_by(|a, b| a.0.cmp(b.0));
        v.into_iter()
    }

    /// The number of assigned constants.
    pub fn len(&self) -> usize {
        self.values.len()
    }

    /// Is the assignment empty?
    pub fn is_empty(&self) -> bool {
        self.values.is_empty()
    }
}

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
            ExprKind::Rational(r) => {
                let n = self.eval_poly_rat(r.numerator())?;
                let d = self.eval_poly_rat(r.denominator())?;
                if d.is_zero() {
                    return Err(Error::DivisionByZero);
                }
                Value::Real(n / d)
            }
            ExprKind::IntDiv(a, b) | ExprKind::IntMod(a, b) => {
                let x = self.eval(a)?.as_int()?.clone();
                let y = self.eval(b)?.as_int()?.clone();
                if y.is_zero() {
                    return Err(Error::DivisionByZero);
                }
                if matches!(e.kind(), ExprKind::IntDiv(..)) {
                    Value::Int(x / y)
                } else {
                    Value::Int(x % y)
                }
            }
            ExprKind::RealDiv(a, b) => {
                let x = self.eval(a)?.as_rational()?;
                let y = self.eval(b)?.as_rational()?;
                if y.is_zero() {
                    return Err(Error::DivisionByZero);
                }
                Value::Real(x / y)
            }
            ExprKind::ToReal(a) => Value::Real(self.eval(a)?.as_rational()?),
            ExprKind::ToInt(a) => Value::Int(trunc(&self.eval(a)?.as_rational()?)),
            ExprKind::CharToInt(a) => match self.eval(a)? {
                Value::Char(c) => Value::Int(c.into()),
                v => return Err(value_error("char", &v)),
            },
            ExprKind::IntToChar(a) => {
                let i = self.eval(a)?.as_int()?.clone();
                Value::Char(
                    i.to_u32()
                        .ok_or_else(|| Error::NotEvaluable(format!("character code {i}")))?,
                )
            }
            ExprKind::Length(a) => Value::Int(self.eval(a)?.as_array()?.len().into()),
            ExprKind::Rel(op, f) => {
                let s = sign_of(&self.eval(f)?.as_rational()?);
                Value::Bool(match op {
                    RelOp::Gt => s > 0,
                    RelOp::Ge => s >= 0,
                    RelOp::Eq => s == 0,
                    RelOp::Ne => s != 0,
                })
            }
            ExprKind::Not(a) => Value::Bool(!self.eval(a)?.as_bool()?),
            ExprKind::And(xs) | ExprKind::Or(xs) => {
                let is_and = matches!(e.kind(), ExprKind::And(_));
                let mut err = None;
                for x in xs.iter() {
                    match self.eval(x).and_then(|v| v.as_bool()) {
                        Ok(b) if b != is_and => return Ok(Value::Bool(b)),
                        Ok(_) => {}
                        Err(er) => err = err.or(Some(er)),
                    }
                }
                match err {
                    Some(er) => return Err(er),
                    None => Value::Bool(is_and),
                }
            }
            ExprKind::Equal(a, b) => Value::Bool(self.eval(a)? == self.eval(b)?),
            ExprKind::Forall(b) | ExprKind::Exists(b) => {
                let is_all = matches!(e.kind(), ExprKind::Forall(_));
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
                Value::Bool(result)
            }
            ExprKind::Cond(c, a, b) => {
                if self.eval(c)?.as_bool()? {
                    self.eval(a)?
                } else {
                    self.eval(b)?
                }
            }
            ExprKind::Read(a, i) => {
                let xs = self.eval(a)?;
                let i = self.eval(i)?;
                let xs = xs.as_array()?;
                xs[index_of(i.as_int()?, xs.len())?].clone()
            }
            ExprKind::Write(a, i, v) => {
                let mut xs = self.eval(a)?.as_array()?.clone();
                let i = self.eval(i)?;
                let k = index_of(i.as_int()?, xs.len())?;
                xs[k] = self.eval(v)?;
                Value::Array(xs)
            }
            ExprKind::ArrayLit(xs) => {
                Value::Array(xs.iter().map(|x| self.eval(x)).collect::<Result<_>>()?)
            }
            ExprKind::Chi(base, elems) => {
                let mut xs = self.eval(base)?.as_array()?.clone();
                for (i, y) in elems.iter().enumerate() {
                    if let Some(y) = y {
                        let k = index_of(&BigInt::from(i), xs.len())?;
                        xs[k] = self.eval(y)?;
                    }
                }
                Value::Array(xs)
            }
            ExprKind::Lambda(n, var, body) => {
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
                Value::Array(xs)
            }
            ExprKind::Tuple(xs) => {
                Value::Tuple(xs.iter().map(|x| self.eval(x)).collect::<Result<_>>()?)
            }
            ExprKind::Field(t, i) => match self.eval(t)? {
                Value::Tuple(xs) => xs
                    .get(*i as usize)
                    .cloned()
                    .ok_or_else(|| Error::NotEvaluable(format!("no field {i}")))?,
                v => return Err(value_error("tuple", &v)),
            },
            ExprKind::SetField(t, i, v) => match self.eval(t)? {
                Value::Tuple(mut xs) => {
                    let k = *i as usize;
                    if k >= xs.len() {
                        return Err(Error::NotEvaluable(format!("no field {i}")));
                    }
                    xs[k] = self.eval(v)?;
                    Value::Tuple(xs)
                }
                v => return Err(value_error("tuple", &v)),
            },
            ExprKind::Apply(g, args) => {
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
                    Value::Function(t) => t.apply(&args).clone(),
                    v => return Err(value_error("function", &v)),
                }
            }
        })
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
