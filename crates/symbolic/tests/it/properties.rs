//! Property tests: canonicalization, substitution and simplification preserve values;
//! polynomials equal as functions are the same object.

use std::collections::HashMap;

use num_bigint::BigInt;
use num_integer::Integer;
use num_rational::BigRational;
use num_traits::{Signed, Zero};
use proptest::prelude::*;
use tass_symbolic::{Answer, Assignment, Expr, Simplifier, Type, Value};

const INT_VARS: [&str; 3] = ["x", "y", "z"];
const REAL_VARS: [&str; 2] = ["u", "v"];
const BOOL_VARS: [&str; 2] = ["p", "q"];

#[derive(Clone, Debug)]
enum I {
    C(i64),
    V(usize),
    Add(Box<I>, Box<I>),
    Sub(Box<I>, Box<I>),
    Mul(Box<I>, Box<I>),
    Neg(Box<I>),
    Div(Box<I>, Box<I>),
    Rem(Box<I>, Box<I>),
    Pow(Box<I>, u32),
    Cond(Box<B>, Box<I>, Box<I>),
    Trunc(Box<R>),
    Read(Box<I>),
}

#[derive(Clone, Debug)]
enum R {
    C(i64, i64),
    V(usize),
    Add(Box<R>, Box<R>),
    Sub(Box<R>, Box<R>),
    Mul(Box<R>, Box<R>),
    Div(Box<R>, Box<R>),
    Neg(Box<R>),
    Cast(Box<I>),
}

#[derive(Clone, Debug)]
enum B {
    C(bool),
    V(usize),
    Lt(Box<I>, Box<I>),
    Le(Box<I>, Box<I>),
    Eq(Box<I>, Box<I>),
    Ne(Box<I>, Box<I>),
    RLt(Box<R>, Box<R>),
    REq(Box<R>, Box<R>),
    And(Box<B>, Box<B>),
    Or(Box<B>, Box<B>),
    Not(Box<B>),
    Implies(Box<B>, Box<B>),
    Iff(Box<B>, Box<B>),
    Forall(Box<I>, Box<B>),
}

fn int_leaf() -> BoxedStrategy<I> {
    prop_oneof![
        (-3i64..4).prop_map(I::C),
        (0..INT_VARS.len()).prop_map(I::V)
    ]
    .boxed()
}

fn real_leaf() -> BoxedStrategy<R> {
    prop_oneof![
        (-3i64..4, 1i64..4).prop_map(|(n, d)| R::C(n, d)),
        (0..REAL_VARS.len()).prop_map(R::V)
    ]
    .boxed()
}

fn bool_leaf() -> BoxedStrategy<B> {
    prop_oneof![
        any::<bool>().prop_map(B::C),
        (0..BOOL_VARS.len()).prop_map(B::V)
    ]
    .boxed()
}

fn int_ast(d: u32) -> BoxedStrategy<I> {
    if d == 0 {
        return int_leaf();
    }
    let s = int_ast(d - 1);
    let b = bool_ast(d - 1);
    let r = real_ast(d - 1);
    let bx = |x: I| Box::new(x);
    prop_oneof![
        3 => int_leaf(),
        3 => (s.clone(), s.clone()).prop_map(move |(a, c)| I::Add(bx(a), bx(c))),
        2 => (s.clone(), s.clone()).prop_map(move |(a, c)| I::Sub(bx(a), bx(c))),
        3 => (s.clone(), s.clone()).prop_map(move |(a, c)| I::Mul(bx(a), bx(c))),
        1 => s.clone().prop_map(move |a| I::Neg(bx(a))),
        1 => (s.clone(), s.clone()).prop_map(move |(a, c)| I::Div(bx(a), bx(c))),
        1 => (s.clone(), s.clone()).prop_map(move |(a, c)| I::Rem(bx(a), bx(c))),
        1 => (s.clone(), 0u32..4).prop_map(move |(a, n)| I::Pow(bx(a), n)),
        1 => (b, s.clone(), s.clone()).prop_map(move |(c, a, e)| I::Cond(Box::new(c), bx(a), bx(e))),
        1 => r.prop_map(|x| I::Trunc(Box::new(x))),
        1 => s.prop_map(move |a| I::Read(bx(a))),
    ]
    .boxed()
}

fn real_ast(d: u32) -> BoxedStrategy<R> {
    if d == 0 {
        return real_leaf();
    }
    let s = real_ast(d - 1);
    let i = int_ast(d - 1);
    let bx = |x: R| Box::new(x);
    prop_oneof![
        3 => real_leaf(),
        3 => (s.clone(), s.clone()).prop_map(move |(a, c)| R::Add(bx(a), bx(c))),
        2 => (s.clone(), s.clone()).prop_map(move |(a, c)| R::Sub(bx(a), bx(c))),
        3 => (s.clone(), s.clone()).prop_map(move |(a, c)| R::Mul(bx(a), bx(c))),
        2 => (s.clone(), s.clone()).prop_map(move |(a, c)| R::Div(bx(a), bx(c))),
        1 => s.prop_map(move |a| R::Neg(bx(a))),
        1 => i.prop_map(|a| R::Cast(Box::new(a))),
    ]
    .boxed()
}

fn bool_ast(d: u32) -> BoxedStrategy<B> {
    if d == 0 {
        return bool_leaf();
    }
    let s = bool_ast(d - 1);
    let i = int_ast(d - 1);
    let r = real_ast(d - 1);
    let bx = |x: B| Box::new(x);
    let ib = |x: I| Box::new(x);
    prop_oneof![
        1 => bool_leaf(),
        2 => (i.clone(), i.clone()).prop_map(move |(a, c)| B::Lt(ib(a), ib(c))),
        2 => (i.clone(), i.clone()).prop_map(move |(a, c)| B::Le(ib(a), ib(c))),
        2 => (i.clone(), i.clone()).prop_map(move |(a, c)| B::Eq(ib(a), ib(c))),
        1 => (i.clone(), i.clone()).prop_map(move |(a, c)| B::Ne(ib(a), ib(c))),
        1 => (r.clone(), r.clone()).prop_map(|(a, c)| B::RLt(Box::new(a), Box::new(c))),
        1 => (r.clone(), r).prop_map(|(a, c)| B::REq(Box::new(a), Box::new(c))),
        2 => (s.clone(), s.clone()).prop_map(move |(a, c)| B::And(bx(a), bx(c))),
        2 => (s.clone(), s.clone()).prop_map(move |(a, c)| B::Or(bx(a), bx(c))),
        1 => s.clone().prop_map(move |a| B::Not(bx(a))),
        1 => (s.clone(), s.clone()).prop_map(move |(a, c)| B::Implies(bx(a), bx(c))),
        1 => (s.clone(), s.clone()).prop_map(move |(a, c)| B::Iff(bx(a), bx(c))),
        1 => (i, s).prop_map(move |(n, body)| B::Forall(ib(n), bx(body))),
    ]
    .boxed()
}

/// The symbols, and the array `arr` of extent 4 read by `I::Read` (reads are taken
/// modulo 4 to stay in bounds).
struct Env {
    ints: Vec<Expr>,
    reals: Vec<Expr>,
    bools: Vec<Expr>,
    arr: Expr,
    bound: Expr,
}

fn env() -> Env {
    let int = Type::int();
    let arr_ty = Type::array(&int, Some(&Expr::int(4))).unwrap();
    Env {
        ints: INT_VARS
            .iter()
            .map(|n| Expr::symbol(n, &int).unwrap())
            .collect(),
        reals: REAL_VARS
            .iter()
            .map(|n| Expr::symbol(n, &Type::real()).unwrap())
            .collect(),
        bools: BOOL_VARS
            .iter()
            .map(|n| Expr::symbol(n, &Type::bool()).unwrap())
            .collect(),
        arr: Expr::symbol("arr", &arr_ty).unwrap(),
        bound: Expr::symbol("k", &int).unwrap(),
    }
}

/// Builds the expression; `None` when construction fails (division by a literal zero).
fn build_i(e: &Env, a: &I) -> Option<Expr> {
    Some(match a {
        I::C(c) => Expr::int(*c),
        I::V(v) => e.ints[*v].clone(),
        I::Add(x, y) => build_i(e, x)?.plus(&build_i(e, y)?).unwrap(),
        I::Sub(x, y) => build_i(e, x)?.minus(&build_i(e, y)?).unwrap(),
        I::Mul(x, y) => build_i(e, x)?.times(&build_i(e, y)?).unwrap(),
        I::Neg(x) => build_i(e, x)?.negated().unwrap(),
        I::Div(x, y) => build_i(e, x)?.c_div(&build_i(e, y)?).ok()?,
        I::Rem(x, y) => build_i(e, x)?.c_rem(&build_i(e, y)?).ok()?,
        I::Pow(x, n) => build_i(e, x)?.pow(i64::from(*n)).unwrap(),
        I::Cond(c, x, y) => Expr::cond(&build_b(e, c)?, &build_i(e, x)?, &build_i(e, y)?).unwrap(),
        I::Trunc(r) => build_r(e, r)?.to_int().unwrap(),
        I::Read(x) => {
            let i = build_i(e, x)?;
            // ((i % 4) + 4) % 4 is in [0, 4).
            let four = Expr::int(4);
            let idx = i
                .c_rem(&four)
                .unwrap()
                .plus(&four)
                .unwrap()
                .c_rem(&four)
                .unwrap();
            e.arr.read(&idx).unwrap()
        }
    })
}

fn build_r(e: &Env, a: &R) -> Option<Expr> {
    Some(match a {
        R::C(n, d) => Expr::real_frac(*n, *d).unwrap(),
        R::V(v) => e.reals[*v].clone(),
        R::Add(x, y) => build_r(e, x)?.plus(&build_r(e, y)?).unwrap(),
        R::Sub(x, y) => build_r(e, x)?.minus(&build_r(e, y)?).unwrap(),
        R::Mul(x, y) => build_r(e, x)?.times(&build_r(e, y)?).unwrap(),
        R::Div(x, y) => build_r(e, x)?.divided_by(&build_r(e, y)?).ok()?,
        R::Neg(x) => build_r(e, x)?.negated().unwrap(),
        R::Cast(x) => build_i(e, x)?.to_real().unwrap(),
    })
}

fn build_b(e: &Env, a: &B) -> Option<Expr> {
    Some(match a {
        B::C(b) => Expr::bool(*b),
        B::V(v) => e.bools[*v].clone(),
        B::Lt(x, y) => build_i(e, x)?.less(&build_i(e, y)?).unwrap(),
        B::Le(x, y) => build_i(e, x)?.less_eq(&build_i(e, y)?).unwrap(),
        B::Eq(x, y) => build_i(e, x)?.equals(&build_i(e, y)?).unwrap(),
        B::Ne(x, y) => build_i(e, x)?.not_equals(&build_i(e, y)?).unwrap(),
        B::RLt(x, y) => build_r(e, x)?.less(&build_r(e, y)?).unwrap(),
        B::REq(x, y) => build_r(e, x)?.equals(&build_r(e, y)?).unwrap(),
        B::And(x, y) => build_b(e, x)?.and(&build_b(e, y)?).unwrap(),
        B::Or(x, y) => build_b(e, x)?.or(&build_b(e, y)?).unwrap(),
        B::Not(x) => build_b(e, x)?.not().unwrap(),
        B::Implies(x, y) => build_b(e, x)?.implies(&build_b(e, y)?).unwrap(),
        B::Iff(x, y) => build_b(e, x)?.iff(&build_b(e, y)?).unwrap(),
        B::Forall(n, body) => {
            // forall k in [0, n) . body[x := k + x]
            let k = &e.bound;
            let b = build_b(e, body)?;
            let shifted = k.plus(&e.ints[0]).unwrap();
            let b = b.substitute_one(&e.ints[0], &shifted).ok()?;
            Expr::forall(k, Some(&Expr::int(0)), Some(&build_i(e, n)?), &b).unwrap()
        }
    })
}

/// Reference semantics; `None` for undefined (division by zero), with Kleene logic.
#[derive(Clone, Debug)]
struct Point {
    ints: Vec<BigInt>,
    reals: Vec<BigRational>,
    bools: Vec<bool>,
    arr: Vec<BigInt>,
}

fn ev_i(p: &Point, a: &I) -> Option<BigInt> {
    Some(match a {
        I::C(c) => BigInt::from(*c),
        I::V(v) => p.ints[*v].clone(),
        I::Add(x, y) => ev_i(p, x)? + ev_i(p, y)?,
        I::Sub(x, y) => ev_i(p, x)? - ev_i(p, y)?,
        I::Mul(x, y) => ev_i(p, x)? * ev_i(p, y)?,
        I::Neg(x) => -ev_i(p, x)?,
        I::Div(x, y) => {
            let (a, b) = (ev_i(p, x)?, ev_i(p, y)?);
            if b.is_zero() {
                return None;
            }
            a / b
        }
        I::Rem(x, y) => {
            let (a, b) = (ev_i(p, x)?, ev_i(p, y)?);
            if b.is_zero() {
                return None;
            }
            a % b
        }
        I::Pow(x, n) => num_traits::pow(ev_i(p, x)?, *n as usize),
        I::Cond(c, x, y) => {
            if ev_b(p, c)? {
                ev_i(p, x)?
            } else {
                ev_i(p, y)?
            }
        }
        I::Trunc(r) => {
            let v = ev_r(p, r)?;
            v.numer().div_rem(v.denom()).0
        }
        I::Read(x) => {
            let i = ev_i(p, x)?;
            let k = ((i % 4) + 4) % 4;
            p.arr[usize::try_from(k).ok()?].clone()
        }
    })
}

fn ev_r(p: &Point, a: &R) -> Option<BigRational> {
    Some(match a {
        R::C(n, d) => BigRational::new((*n).into(), (*d).into()),
        R::V(v) => p.reals[*v].clone(),
        R::Add(x, y) => ev_r(p, x)? + ev_r(p, y)?,
        R::Sub(x, y) => ev_r(p, x)? - ev_r(p, y)?,
        R::Mul(x, y) => ev_r(p, x)? * ev_r(p, y)?,
        R::Div(x, y) => {
            let (a, b) = (ev_r(p, x)?, ev_r(p, y)?);
            if b.is_zero() {
                return None;
            }
            a / b
        }
        R::Neg(x) => -ev_r(p, x)?,
        R::Cast(x) => BigRational::from_integer(ev_i(p, x)?),
    })
}

fn kleene_and(a: Option<bool>, b: Option<bool>) -> Option<bool> {
    match (a, b) {
        (Some(false), _) | (_, Some(false)) => Some(false),
        (Some(true), Some(true)) => Some(true),
        _ => None,
    }
}

fn kleene_not(a: Option<bool>) -> Option<bool> {
    a.map(|b| !b)
}

fn ev_b(p: &Point, a: &B) -> Option<bool> {
    match a {
        B::C(b) => Some(*b),
        B::V(v) => Some(p.bools[*v]),
        B::Lt(x, y) => Some(ev_i(p, x)? < ev_i(p, y)?),
        B::Le(x, y) => Some(ev_i(p, x)? <= ev_i(p, y)?),
        B::Eq(x, y) => Some(ev_i(p, x)? == ev_i(p, y)?),
        B::Ne(x, y) => Some(ev_i(p, x)? != ev_i(p, y)?),
        B::RLt(x, y) => Some(ev_r(p, x)? < ev_r(p, y)?),
        B::REq(x, y) => Some(ev_r(p, x)? == ev_r(p, y)?),
        B::And(x, y) => kleene_and(ev_b(p, x), ev_b(p, y)),
        B::Or(x, y) => kleene_not(kleene_and(kleene_not(ev_b(p, x)), kleene_not(ev_b(p, y)))),
        B::Not(x) => kleene_not(ev_b(p, x)),
        B::Implies(x, y) => kleene_not(kleene_and(ev_b(p, x), kleene_not(ev_b(p, y)))),
        B::Iff(x, y) => {
            let (a, b) = (ev_b(p, x), ev_b(p, y));
            kleene_and(
                kleene_not(kleene_and(a, kleene_not(b))),
                kleene_not(kleene_and(b, kleene_not(a))),
            )
        }
        B::Forall(n, body) => {
            let n = ev_i(p, n)?;
            let mut acc = Some(true);
            let mut k = BigInt::zero();
            while k < n {
                let mut q = Point {
                    ints: p.ints.clone(),
                    reals: p.reals.clone(),
                    bools: p.bools.clone(),
                    arr: p.arr.clone(),
                };
                q.ints[0] = &p.ints[0] + &k;
                acc = kleene_and(acc, ev_b(&q, body));
                k += 1;
            }
            acc
        }
    }
}

fn point_strategy() -> impl Strategy<Value = Point> {
    (
        proptest::collection::vec(-6i64..7, INT_VARS.len()),
        proptest::collection::vec((-6i64..7, 1i64..4), REAL_VARS.len()),
        proptest::collection::vec(any::<bool>(), BOOL_VARS.len()),
        proptest::collection::vec(-5i64..6, 4),
    )
        .prop_map(|(i, r, b, a)| Point {
            ints: i.into_iter().map(BigInt::from).collect(),
            reals: r
                .into_iter()
                .map(|(n, d)| BigRational::new(n.into(), d.into()))
                .collect(),
            bools: b,
            arr: a.into_iter().map(BigInt::from).collect(),
        })
}

fn assignment(e: &Env, p: &Point) -> Assignment {
    let mut a = Assignment::new();
    for (s, v) in e.ints.iter().zip(&p.ints) {
        a.set(s, Value::Int(v.clone())).unwrap();
    }
    for (s, v) in e.reals.iter().zip(&p.reals) {
        a.set(s, Value::Real(v.clone())).unwrap();
    }
    for (s, v) in e.bools.iter().zip(&p.bools) {
        a.set(s, Value::Bool(*v)).unwrap();
    }
    a.set(
        &e.arr,
        Value::Array(p.arr.iter().cloned().map(Value::Int).collect()),
    )
    .unwrap();
    a
}

fn config(cases: u32) -> ProptestConfig {
    // PROPTEST_CASES=n multiplies the number of cases by n / 256 (for long runs).
    let scale = std::env::var("PROPTEST_CASES")
        .ok()
        .and_then(|s| s.parse::<u32>().ok())
        .map_or(1.0, |n| f64::from(n) / 256.0);
    ProptestConfig {
        cases: ((f64::from(cases) * scale) as u32).max(1),
        failure_persistence: None,
        ..ProptestConfig::default()
    }
}

proptest! {
    #![proptest_config(config(400))]

    #[test]
    fn canonical_int_preserves_value(a in int_ast(3), p in point_strategy()) {
        let e = env();
        if let (Some(x), Some(v)) = (build_i(&e, &a), ev_i(&p, &a)) {
            prop_assert_eq!(x.eval(&assignment(&e, &p)).unwrap(), Value::Int(v), "{}", x);
        }
    }

    #[test]
    fn canonical_real_preserves_value(a in real_ast(3), p in point_strategy()) {
        let e = env();
        if let (Some(x), Some(v)) = (build_r(&e, &a), ev_r(&p, &a)) {
            prop_assert_eq!(x.eval(&assignment(&e, &p)).unwrap(), Value::Real(v), "{}", x);
        }
    }

    #[test]
    fn canonical_bool_preserves_value(a in bool_ast(3), p in point_strategy()) {
        let e = env();
        if let (Some(x), Some(v)) = (build_b(&e, &a), ev_b(&p, &a)) {
            prop_assert_eq!(x.eval(&assignment(&e, &p)).unwrap(), Value::Bool(v), "{}", x);
        }
    }

    #[test]
    fn substitution_preserves_value(a in bool_ast(3), r in int_ast(2), which in 0..INT_VARS.len(), p in point_strategy()) {
        let e = env();
        let (Some(x), Some(rx), Some(rv)) = (build_b(&e, &a), build_i(&e, &r), ev_i(&p, &r)) else { return Ok(()) };
        let mut q = Point { ints: p.ints.clone(), reals: p.reals.clone(), bools: p.bools.clone(), arr: p.arr.clone() };
        q.ints[which] = rv;
        let Some(expected) = ev_b(&q, &a) else { return Ok(()) };
        let y = x.substitute_one(&e.ints[which], &rx).unwrap();
        prop_assert!(!y.involves(&e.ints[which]) || rx.involves(&e.ints[which]));
        prop_assert_eq!(y.eval(&assignment(&e, &p)).unwrap(), Value::Bool(expected), "{} [{} := {}] = {}", x, e.ints[which], rx, y);
    }

    #[test]
    fn substitution_of_constants_preserves_value(a in int_ast(3), which in 0..INT_VARS.len(), p in point_strategy()) {
        let e = env();
        let Some(x) = build_i(&e, &a) else { return Ok(()) };
        let Some(v) = ev_i(&p, &a) else { return Ok(()) };
        let c = Expr::int(p.ints[which].clone());
        let y = x.substitute_one(&e.ints[which], &c).unwrap();
        prop_assert!(!y.involves(&e.ints[which]));
        prop_assert_eq!(y.eval(&assignment(&e, &p)).unwrap(), Value::Int(v));
    }
}

/// Linear atoms over the integer variables, true at the point: an assumption that holds.
#[derive(Clone, Debug)]
struct Atom {
    coeffs: Vec<i64>,
    constant: i64,
    kind: u8,
}

fn atom_strategy() -> impl Strategy<Value = Atom> {
    (
        proptest::collection::vec(-2i64..3, INT_VARS.len()),
        -4i64..5,
        0u8..4,
    )
        .prop_map(|(coeffs, constant, kind)| Atom {
            coeffs,
            constant,
            kind,
        })
}

/// The atom `Σ c x + k  op 0`, negated if it is false at the point.
fn atom_expr(e: &Env, a: &Atom, p: &Point) -> Expr {
    // Equalities are made to hold at the point, so that there are many of them.
    let mut partial = BigInt::zero();
    for (c, xv) in a.coeffs.iter().zip(&p.ints) {
        partial += xv * c;
    }
    let constant = if a.kind == 2 {
        -partial
    } else {
        BigInt::from(a.constant)
    };
    let mut f = Expr::int(constant.clone());
    let mut v = constant;
    for ((c, x), xv) in a.coeffs.iter().zip(&e.ints).zip(&p.ints) {
        f = f.plus(&x.times(&Expr::int(*c)).unwrap()).unwrap();
        v += xv * c;
    }
    let zero = Expr::int(0);
    let (atom, holds) = match a.kind {
        0 => (f.greater_eq(&zero).unwrap(), !v.is_negative()),
        1 => (f.greater(&zero).unwrap(), v.is_positive()),
        2 => (f.equals(&zero).unwrap(), v.is_zero()),
        _ => (f.not_equals(&zero).unwrap(), !v.is_zero()),
    };
    if holds {
        atom
    } else {
        atom.not().unwrap()
    }
}

/// The atom `Σ c x + k  op 0` as it is.
fn raw_atom(e: &Env, a: &Atom) -> Expr {
    let mut f = Expr::int(a.constant);
    for (c, x) in a.coeffs.iter().zip(&e.ints) {
        f = f.plus(&x.times(&Expr::int(*c)).unwrap()).unwrap();
    }
    let zero = Expr::int(0);
    match a.kind {
        0 => f.greater_eq(&zero).unwrap(),
        1 => f.greater(&zero).unwrap(),
        2 => f.equals(&zero).unwrap(),
        _ => f.not_equals(&zero).unwrap(),
    }
}

proptest! {
    #![proptest_config(config(300))]

    #[test]
    fn simplification_preserves_value(atoms in proptest::collection::vec(atom_strategy(), 1..5), queries in proptest::collection::vec(atom_strategy(), 0..4), b in bool_ast(2), i in int_ast(2), p in point_strategy()) {
        let e = env();
        let parts: Vec<Expr> = atoms.iter().map(|a| atom_expr(&e, a, &p)).collect();
        let assumption = Expr::and_all(&parts).unwrap();
        let asg = assignment(&e, &p);
        prop_assert_eq!(assumption.eval(&asg).unwrap(), Value::Bool(true));
        let s = Simplifier::new(&assumption).unwrap();
        prop_assert!(!s.is_inconsistent(), "{} found inconsistent", assumption);
        prop_assert_eq!(s.assumption().eval(&asg).unwrap(), Value::Bool(true), "{} -> {}", assumption, s.assumption());
        if let (Some(x), Some(v)) = (build_b(&e, &b), ev_b(&p, &b)) {
            let y = s.simplify(&x);
            prop_assert_eq!(y.eval(&asg).unwrap(), Value::Bool(v), "{} under {} gave {}", x, assumption, y);
            match s.valid(&x) {
                Answer::Yes => prop_assert!(v, "{} => {} said valid", assumption, x),
                Answer::No => prop_assert!(!v, "{} => {} said invalid", assumption, x),
                Answer::Maybe => {}
            }
        }
        if let (Some(x), Some(v)) = (build_i(&e, &i), ev_i(&p, &i)) {
            let y = s.simplify(&x);
            prop_assert_eq!(y.eval(&asg).unwrap(), Value::Int(v), "{} under {} gave {}", x, assumption, y);
        }
        // Linear atoms over the same variables, as predicates.
        for a in &queries {
            let x = raw_atom(&e, a);
            let v = x.eval(&asg).unwrap();
            prop_assert_eq!(s.simplify(&x).eval(&asg).unwrap(), v.clone(), "{} under {}", x, assumption);
            match s.valid(&x) {
                Answer::Yes => prop_assert_eq!(v, Value::Bool(true), "{} => {} said valid", assumption, x),
                Answer::No => prop_assert_eq!(v, Value::Bool(false), "{} => {} said invalid", assumption, x),
                Answer::Maybe => {}
            }
        }
        // The reduced assumption, with the solved constants, is equivalent at the point.
        let reduced = s.reduced_assumption();
        prop_assert_eq!(reduced.eval(&asg).unwrap(), Value::Bool(true));
    }

    #[test]
    fn witnesses_satisfy_the_assumption(atoms in proptest::collection::vec(atom_strategy(), 1..5), p in point_strategy()) {
        let e = env();
        let parts: Vec<Expr> = atoms.iter().map(|a| atom_expr(&e, a, &p)).collect();
        let assumption = Expr::and_all(&parts).unwrap();
        let s = Simplifier::new(&assumption).unwrap();
        if let Some(w) = s.witness() {
            prop_assert_eq!(assumption.eval(w).unwrap(), Value::Bool(true));
        }
    }
}

/// A tiny polynomial grammar, so that equal pairs are frequent.
#[derive(Clone, Debug)]
enum P {
    C(i64),
    V(usize),
    Add(Box<P>, Box<P>),
    Sub(Box<P>, Box<P>),
    Mul(Box<P>, Box<P>),
}

fn poly_ast() -> impl Strategy<Value = P> {
    let leaf = prop_oneof![(0i64..3).prop_map(P::C), (0usize..2).prop_map(P::V)];
    leaf.prop_recursive(3, 12, 2, |inner| {
        prop_oneof![
            (inner.clone(), inner.clone()).prop_map(|(a, b)| P::Add(Box::new(a), Box::new(b))),
            (inner.clone(), inner.clone()).prop_map(|(a, b)| P::Sub(Box::new(a), Box::new(b))),
            (inner.clone(), inner).prop_map(|(a, b)| P::Mul(Box::new(a), Box::new(b))),
        ]
    })
}

fn build_p(vars: &[Expr], a: &P) -> Expr {
    match a {
        P::C(c) => Expr::int(*c),
        P::V(v) => vars[*v].clone(),
        P::Add(x, y) => &build_p(vars, x) + &build_p(vars, y),
        P::Sub(x, y) => &build_p(vars, x) - &build_p(vars, y),
        P::Mul(x, y) => &build_p(vars, x) * &build_p(vars, y),
    }
}

fn eval_p(vals: &[i64], a: &P) -> BigInt {
    match a {
        P::C(c) => BigInt::from(*c),
        P::V(v) => BigInt::from(vals[*v]),
        P::Add(x, y) => eval_p(vals, x) + eval_p(vals, y),
        P::Sub(x, y) => eval_p(vals, x) - eval_p(vals, y),
        P::Mul(x, y) => eval_p(vals, x) * eval_p(vals, y),
    }
}

proptest! {
    #![proptest_config(config(2000))]

    #[test]
    fn polynomials_equal_by_evaluation_are_the_same_object(a in poly_ast(), b in poly_ast(), pts in proptest::collection::vec((-1000i64..1000, -1000i64..1000), 8)) {
        let vars = [Expr::symbol("s", &Type::int()).unwrap(), Expr::symbol("t", &Type::int()).unwrap()];
        let (x, y) = (build_p(&vars, &a), build_p(&vars, &b));
        let agree = pts.iter().all(|(s, t)| eval_p(&[*s, *t], &a) == eval_p(&[*s, *t], &b));
        prop_assert_eq!(agree, x == y, "{} vs {}", x, y);
        if x == y {
            prop_assert!(x.ptr_eq(&y));
        }
    }

    #[test]
    fn rewritten_polynomials_are_the_same_object(a in poly_ast(), b in poly_ast(), c in poly_ast()) {
        let vars = [Expr::symbol("s", &Type::int()).unwrap(), Expr::symbol("t", &Type::int()).unwrap()];
        let (x, y, z) = (build_p(&vars, &a), build_p(&vars, &b), build_p(&vars, &c));
        // Distributivity, commutativity, associativity.
        prop_assert_eq!(&x * &(&y + &z), &(&z * &x) + &(&y * &x));
        prop_assert_eq!(&(&x + &y) + &z, &x + &(&z + &y));
        prop_assert_eq!(&(&x - &y) * &(&x + &y), &(&x * &x) - &(&y * &y));
        let mut h: HashMap<Expr, u32> = HashMap::new();
        h.insert(&x * &y, 1);
        prop_assert_eq!(h.get(&(&y * &x)), Some(&1));
    }
}
