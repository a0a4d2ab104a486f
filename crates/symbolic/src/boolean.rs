//! Boolean expressions in the conjunctive canonical form of seed 001 (4.5), relational
//! atoms, comparisons, equality, and quantifiers.
//!
//! A boolean expression is `true`, `false`, a clause, or an [`And`](ExprKind::And) of at
//! least two clauses; a clause is a literal or an [`Or`](ExprKind::Or) of at least two
//! literals; a literal is a boolean primitive `p`, its negation `!p`, a quantifier, or a
//! relational atom `f > 0`, `f >= 0`, `f = 0`, `f != 0` (over the integers `f > 0`
//! becomes `f - 1 >= 0`, and `f` is divided by the gcd of its coefficients, rounding the
//! constant term, so `2x + 3 >= 0` is `x + 1 >= 0`). Clauses and literals are sorted by
//! the expression order and deduplicated; a clause with complementary literals is `true`;
//! a clause that contains another clause of the same conjunction is dropped; a unit clause
//! together with its negation is `false`.
//!
//! Distributing `or` over `and` (and negating a conjunction of disjunctions) can blow up:
//! when the conjunctive form would have more than [`CNF_LIMIT`] clauses, the disjunction
//! keeps the conjunctions as disjuncts instead. The result is still an equivalent
//! expression, but no longer in the strict form.
//!
//! Quantifiers range over a half-open interval `[lower, upper)` of the integers or the
//! reals; `∀x.(f1 ∧ f2)` becomes `(∀x.f1) ∧ (∀x.f2)`, `∃x.(f1 ∨ f2)` becomes
//! `(∃x.f1) ∨ (∃x.f2)`, and a body that does not involve the variable is pulled out.

use num_integer::Integer;
use std::collections::HashMap;

use crate::error::{Error, Result};
use crate::expr::{intern, Binder, Expr, ExprKind, RelOp};
use crate::expr::{Poly, Quantifier, RatFn, Type, TypeKind};
use crate::numeric::{from_poly, from_ratfn, int_sign, ratfn_of, type_error};
use crate::poly::poly_of;

/// The largest number of clauses that distributing a disjunction may produce before the
/// disjunction keeps conjunctions as disjuncts.
pub const CNF_LIMIT: usize = 64;

fn holds(sign: i32, op: RelOp) -> bool {
    match op {
        RelOp::Gt => sign > 0,
        RelOp::Ge => sign >= 0,
        RelOp::Eq => sign == 0,
        RelOp::Ne => sign != 0,
    }
}

/// The canonical atom `f op 0` for a numeric `f`.
/// The order of two integer constants (a comparison of them needs no new expression);
/// `None` unless both are integer constants.
fn int_order(a: &Expr, b: &Expr) -> Option<std::cmp::Ordering> {
    match (a.kind(), b.kind()) {
        (ExprKind::Int(x), ExprKind::Int(y)) if a.ty().is_int() && b.ty().is_int() => {
            Some(x.cmp(y))
        }
        _ => None,
    }
}

pub(crate) fn mk_rel(op: RelOp, f: &Expr) -> Expr {
    // A comparison of a conditional between two constants (C's truth values as
    // integers, `(c ? 1 : 0) != 0`) is the condition or its negation.
    if let ExprKind::Cond(c, a, b) = f.kind() {
        if let (Some(x), Some(y)) = (a.as_int(), b.as_int()) {
            return match (holds(int_sign(x), op), holds(int_sign(y), op)) {
                (true, true) => Expr::bool(true),
                (false, false) => Expr::bool(false),
                (true, false) => c.clone(),
                (false, true) => mk_not(c),
            };
        }
    }
    if f.ty().is_int() {
        let mut p = poly_of(f);
        if let Some(c) = p.as_constant() {
            return Expr::bool(holds(int_sign(&c), op));
        }
        let mut op = op;
        if op == RelOp::Gt {
            op = RelOp::Ge;
            p = p.sub(&Poly::one());
        }
        let c0 = p.constant_term();
        let g = p.content_without_constant();
        let q = match op {
            RelOp::Ge => {
                let rest = p.without_constant().div_exact_scalar(&g);
                rest.add(&Poly::constant(c0.div_floor(&g)))
            }
            _ => {
                if !c0.is_multiple_of(&g) {
                    return Expr::bool(op == RelOp::Ne);
                }
                let q = p.div_exact_scalar(&g);
                if q.leading_sign() < 0 {
                    q.neg()
                } else {
                    q
                }
            }
        };
        intern(ExprKind::Rel(op, from_poly(q)), Type::bool())
    } else {
        let r = ratfn_of(f);
        if let Some(c) = r.as_constant() {
            return Expr::bool(holds(crate::ratfn::sign(&c), op));
        }
        let p = match op {
            RelOp::Eq | RelOp::Ne => r.numerator().clone(),
            RelOp::Gt | RelOp::Ge => {
                if r.has_constant_denominator() {
                    r.numerator().clone()
                } else {
                    // p/q and p*q have the same sign wherever q is not zero.
                    r.numerator().mul(r.denominator())
                }
            }
        };
        if let Some(c) = p.as_constant() {
            return Expr::bool(holds(int_sign(&c), op));
        }
        let mut g = p.content();
        if matches!(op, RelOp::Eq | RelOp::Ne) && p.leading_sign() < 0 {
            g = -g;
        }
        let q = p.div_exact_scalar(&g);
        intern(
            ExprKind::Rel(op, from_ratfn(RatFn::from_poly(q))),
            Type::bool(),
        )
    }
}

/// The negation of an atom `f op 0`.
fn negate_rel(op: RelOp, f: &Expr) -> Expr {
    let neg = || f.negated().unwrap_or_else(|_| f.clone());
    match op {
        RelOp::Gt => mk_rel(RelOp::Ge, &neg()),
        RelOp::Ge => mk_rel(RelOp::Gt, &neg()),
        RelOp::Eq => mk_rel(RelOp::Ne, f),
        RelOp::Ne => mk_rel(RelOp::Eq, f),
    }
}

/// Is the expression a literal (something whose negation is cheap and a literal)?
fn is_literal(e: &Expr) -> bool {
    !matches!(
        e.kind(),
        ExprKind::And(_) | ExprKind::Or(_) | ExprKind::Bool(_)
    )
}

/// The negation of a boolean expression in canonical form.
pub(crate) fn mk_not(e: &Expr) -> Expr {
    not_shared(e, &mut HashMap::new())
}

/// [`mk_not`], negating each shared sub-expression once: a formula whose conjunctions
/// and disjunctions share their parts (the conditions of a loop's iterations) is a DAG
/// much smaller than its tree, and negating the tree took exponential time.
fn not_shared(e: &Expr, memo: &mut HashMap<Expr, Expr>) -> Expr {
    match e.kind() {
        ExprKind::Bool(b) => return Expr::bool(!b),
        ExprKind::Not(p) => return p.clone(),
        ExprKind::Rel(op, f) => return negate_rel(*op, f),
        _ => {}
    }
    if let Some(r) = memo.get(e) {
        return r.clone();
    }
    let r = match e.kind() {
        ExprKind::And(cs) => {
            let parts: Vec<Expr> = cs.iter().map(|c| not_shared(c, memo)).collect();
            mk_or_all(parts)
        }
        ExprKind::Or(ls) => mk_and_all(ls.iter().map(|l| not_shared(l, memo)).collect()),
        ExprKind::Forall(b) => quant_bound(
            Quantifier::Exists,
            &b.var,
            b.lower.as_ref(),
            b.upper.as_ref(),
            &not_shared(&b.body, memo),
        ),
        ExprKind::Exists(b) => quant_bound(
            Quantifier::Forall,
            &b.var,
            b.lower.as_ref(),
            b.upper.as_ref(),
            &not_shared(&b.body, memo),
        ),
        _ => intern(ExprKind::Not(e.clone()), Type::bool()),
    };
    memo.insert(e.clone(), r.clone());
    r
}

/// The clauses of a canonical boolean expression (`true` has none).
pub(crate) fn clauses_of(e: &Expr) -> Vec<Expr> {
    match e.kind() {
        ExprKind::And(cs) => cs.to_vec(),
        ExprKind::Bool(true) => vec![],
        _ => vec![e.clone()],
    }
}

/// The disjuncts of a clause (`false` has none).
pub(crate) fn literals_of(e: &Expr) -> Vec<Expr> {
    match e.kind() {
        ExprKind::Or(ls) => ls.to_vec(),
        ExprKind::Bool(false) => vec![],
        _ => vec![e.clone()],
    }
}

/// The disjunction of literals (or, in the fallback form, conjunctions).
fn mk_or_lits(mut lits: Vec<Expr>) -> Expr {
    lits.sort();
    lits.dedup();
    if lits.iter().any(Expr::is_true) {
        return Expr::tt();
    }
    lits.retain(|l| !l.is_false());
    if lits.len() >= 2 {
        for l in &lits {
            if is_literal(l) && lits.binary_search(&mk_not(l)).is_ok() {
                return Expr::tt();
            }
        }
    }
    match lits.len() {
        0 => Expr::ff(),
        1 => lits.pop().unwrap_or_else(Expr::ff),
        _ => intern(ExprKind::Or(lits.into()), Type::bool()),
    }
}

/// Is the sorted list `a` a subset of the sorted list `b`?
fn subset(a: &[Expr], b: &[Expr]) -> bool {
    if a.len() > b.len() {
        return false;
    }
    let mut j = 0;
    for x in a {
        while j < b.len() && b[j] < *x {
            j += 1;
        }
        if j == b.len() || b[j] != *x {
            return false;
        }
        j += 1;
    }
    true
}

/// The conjunction of clauses.
pub(crate) fn mk_and_all(items: Vec<Expr>) -> Expr {
    let mut cs = Vec::with_capacity(items.len());
    for c in items {
        match c.kind() {
            ExprKind::And(inner) => cs.extend(inner.iter().cloned()),
            ExprKind::Bool(true) => {}
            ExprKind::Bool(false) => return Expr::ff(),
            _ => cs.push(c),
        }
    }
    cs.sort();
    cs.dedup();
    if cs.len() >= 2 {
        let units: Vec<&Expr> = cs
            .iter()
            .filter(|c| !matches!(c.kind(), ExprKind::Or(_)))
            .collect();
        // A unit clause and its negation.
        for u in &units {
            if is_literal(u) && cs.binary_search(&mk_not(u)).is_ok() {
                return Expr::ff();
            }
        }
        // Clauses subsumed by a unit clause or (for small conjunctions) by another clause.
        let lits: Vec<Vec<Expr>> = cs.iter().map(literals_of).collect();
        let n = cs.len();
        let mut keep = vec![true; n];
        for i in 0..n {
            if lits[i].len() < 2 {
                continue;
            }
            if lits[i].iter().any(|l| cs.binary_search(l).is_ok()) {
                keep[i] = false;
                continue;
            }
            if n <= 32 {
                for j in 0..n {
                    if i != j
                        && keep[j]
                        && lits[j].len() >= 2
                        && lits[j].len() <= lits[i].len()
                        && subset(&lits[j], &lits[i])
                    {
                        keep[i] = false;
                        break;
                    }
                }
            }
        }
        let mut k = 0;
        cs.retain(|_| {
            k += 1;
            keep[k - 1]
        });
    }
    match cs.len() {
        0 => Expr::tt(),
        1 => cs.pop().unwrap_or_else(Expr::tt),
        _ => intern(ExprKind::And(cs.into()), Type::bool()),
    }
}

/// The disjunction of two canonical boolean expressions.
pub(crate) fn mk_or2(a: &Expr, b: &Expr) -> Expr {
    if a.is_true() || b.is_true() {
        return Expr::tt();
    }
    if a.is_false() {
        return b.clone();
    }
    if b.is_false() {
        return a.clone();
    }
    let (ca, cb) = (clauses_of(a), clauses_of(b));
    if ca.len() == 1 && cb.len() == 1 {
        let mut lits = literals_of(a);
        lits.extend(literals_of(b));
        return mk_or_lits(lits);
    }
    if ca.len() * cb.len() <= CNF_LIMIT {
        let mut out = Vec::with_capacity(ca.len() * cb.len());
        for c in &ca {
            for d in &cb {
                let mut lits = literals_of(c);
                lits.extend(literals_of(d));
                out.push(mk_or_lits(lits));
            }
        }
        return mk_and_all(out);
    }
    let disjuncts = |e: &Expr| match e.kind() {
        ExprKind::And(_) => vec![e.clone()],
        _ => literals_of(e),
    };
    let mut lits = disjuncts(a);
    lits.extend(disjuncts(b));
    mk_or_lits(lits)
}

/// The disjunction of canonical boolean expressions.
pub(crate) fn mk_or_all(items: Vec<Expr>) -> Expr {
    // Disjoin the small ones first to keep distribution cheap.
    let mut items = items;
    items.sort_by_key(|e| clauses_of(e).len());
    let mut acc = Expr::ff();
    for x in &items {
        acc = mk_or2(&acc, x);
        if acc.is_true() {
            break;
        }
    }
    acc
}

fn check_bool(operation: &'static str, e: &Expr) -> Result<()> {
    if e.ty().is_bool() {
        Ok(())
    } else {
        Err(type_error(operation, "bool", e.ty()))
    }
}

/// `lower >= upper`: the half-open range `[lower, upper)` is empty (`false` when a bound
/// is missing).
fn range_empty(lower: Option<&Expr>, upper: Option<&Expr>) -> Expr {
    match (lower, upper) {
        (Some(l), Some(u)) => match l.minus(u) {
            Ok(d) => mk_rel(RelOp::Ge, &d),
            Err(_) => Expr::ff(),
        },
        _ => Expr::ff(),
    }
}

/// Builds a quantifier over the bound variable `var` (an [`ExprKind::Bound`]) whose
/// body is already in terms of `var`, applying the canonical rules.
pub(crate) fn quant_bound(
    q: Quantifier,
    var: &Expr,
    lower: Option<&Expr>,
    upper: Option<&Expr>,
    body: &Expr,
) -> Expr {
    let ExprKind::Bound(k) = *var.kind() else {
        return body.clone();
    };
    match (q, body.as_bool()) {
        (Quantifier::Forall, Some(true)) => return Expr::tt(),
        (Quantifier::Forall, Some(false)) => return range_empty(lower, upper),
        (Quantifier::Exists, Some(true)) => return mk_not(&range_empty(lower, upper)),
        (Quantifier::Exists, Some(false)) => return Expr::ff(),
        _ => {}
    }
    if !body.mentions_bound(k) {
        let empty = range_empty(lower, upper);
        return match q {
            Quantifier::Forall => mk_or2(&empty, body),
            Quantifier::Exists => mk_and_all(vec![mk_not(&empty), body.clone()]),
        };
    }
    match (q, body.kind()) {
        (Quantifier::Forall, ExprKind::And(cs)) => {
            return mk_and_all(
                cs.iter()
                    .map(|c| quant_bound(q, var, lower, upper, c))
                    .collect(),
            )
        }
        (Quantifier::Exists, ExprKind::Or(ls)) => {
            return mk_or_all(
                ls.iter()
                    .map(|l| quant_bound(q, var, lower, upper, l))
                    .collect(),
            )
        }
        _ => {}
    }
    // Keep the index canonical: the height of the body.
    let h = body.height();
    let (var, body) = if h < k {
        let nv = Expr::bound(h, var.ty());
        let map = [(var.clone(), nv.clone())].into_iter().collect();
        match body.replace_leaves(&map) {
            Ok(b) => (nv, b),
            Err(_) => (var.clone(), body.clone()),
        }
    } else {
        (var.clone(), body.clone())
    };
    let binder = Binder {
        var,
        lower: lower.cloned(),
        upper: upper.cloned(),
        body,
    };
    let kind = match q {
        Quantifier::Forall => ExprKind::Forall(binder),
        Quantifier::Exists => ExprKind::Exists(binder),
    };
    intern(kind, Type::bool())
}

/// Checks a user-supplied binder variable and returns the bound variable to use for a body.
pub(crate) fn bind_var(operation: &'static str, var: &Expr, body: &Expr) -> Result<(Expr, Expr)> {
    if !var.is_symbol() {
        return Err(Error::InvalidArgument {
            operation,
            reason: format!("the bound variable `{var}` is not a symbolic constant"),
        });
    }
    let k = body.height();
    let b = Expr::bound(k, var.ty());
    let map = [(var.clone(), b.clone())].into_iter().collect();
    Ok((b, body.replace_leaves(&map)?))
}

impl Expr {
    /// The canonical relational atom `f op 0` for an integer or real `f`.
    pub fn rel(op: RelOp, f: &Expr) -> Result<Expr> {
        if !f.ty().is_numeric() {
            return Err(type_error("rel", "int or real", f.ty()));
        }
        Ok(mk_rel(op, f))
    }

    /// `self < other`.
    pub fn less(&self, other: &Expr) -> Result<Expr> {
        if let Some(o) = int_order(self, other) {
            return Ok(Expr::bool(o.is_lt()));
        }
        Ok(mk_rel(RelOp::Gt, &other.minus(self)?))
    }

    /// `self <= other`.
    pub fn less_eq(&self, other: &Expr) -> Result<Expr> {
        if let Some(o) = int_order(self, other) {
            return Ok(Expr::bool(o.is_le()));
        }
        Ok(mk_rel(RelOp::Ge, &other.minus(self)?))
    }

    /// `self > other`.
    pub fn greater(&self, other: &Expr) -> Result<Expr> {
        if let Some(o) = int_order(self, other) {
            return Ok(Expr::bool(o.is_gt()));
        }
        Ok(mk_rel(RelOp::Gt, &self.minus(other)?))
    }

    /// `self >= other`.
    pub fn greater_eq(&self, other: &Expr) -> Result<Expr> {
        if let Some(o) = int_order(self, other) {
            return Ok(Expr::bool(o.is_ge()));
        }
        Ok(mk_rel(RelOp::Ge, &self.minus(other)?))
    }

    /// `self = other`, for operands of compatible types: numeric equality is an atom,
    /// boolean equality is `iff`, tuples are compared field by field, concrete arrays
    /// element by element; other values give an [`ExprKind::Equal`] primitive.
    pub fn equals(&self, other: &Expr) -> Result<Expr> {
        let (ta, tb) = (self.ty(), other.ty());
        if !ta.compatible(tb) {
            return Err(type_error("equals", &ta.to_string(), tb));
        }
        if self == other {
            return Ok(Expr::tt());
        }
        if let Some(o) = int_order(self, other) {
            return Ok(Expr::bool(o.is_eq()));
        }
        match ta.kind() {
            TypeKind::Int | TypeKind::Real => Ok(mk_rel(RelOp::Eq, &self.minus(other)?)),
            TypeKind::Bool => self.iff(other),
            TypeKind::Char => match (self.as_char(), other.as_char()) {
                (Some(a), Some(b)) => Ok(Expr::bool(a == b)),
                _ => Ok(equal_atom(self, other)),
            },
            TypeKind::Tuple { fields, .. } => {
                let mut parts = Vec::with_capacity(fields.len());
                for i in 0..fields.len() {
                    let i = i as u32;
                    parts.push(self.field(i)?.equals(&other.field(i)?)?);
                }
                Ok(mk_and_all(parts))
            }
            TypeKind::Array { .. } => {
                if let (ExprKind::ArrayLit(xs), ExprKind::ArrayLit(ys)) =
                    (self.kind(), other.kind())
                {
                    if xs.len() != ys.len() {
                        return Ok(Expr::ff());
                    }
                    let mut parts = Vec::with_capacity(xs.len());
                    for (x, y) in xs.iter().zip(ys.iter()) {
                        parts.push(x.equals(y)?);
                    }
                    return Ok(mk_and_all(parts));
                }
                let (ea, eb) = (self.extent()?, other.extent()?);
                if let (Some(a), Some(b)) = (ea.as_int(), eb.as_int()) {
                    if a != b {
                        return Ok(Expr::ff());
                    }
                }
                Ok(equal_atom(self, other))
            }
            TypeKind::Function { .. } => Ok(equal_atom(self, other)),
        }
    }

    /// `self != other` (see [`equals`](Self::equals)).
    pub fn not_equals(&self, other: &Expr) -> Result<Expr> {
        Ok(mk_not(&self.equals(other)?))
    }

    /// The conjunction.
    pub fn and(&self, other: &Expr) -> Result<Expr> {
        check_bool("and", self)?;
        check_bool("and", other)?;
        if self.is_true() {
            return Ok(other.clone());
        }
        if other.is_true() || self == other {
            return Ok(self.clone());
        }
        Ok(mk_and_all(vec![self.clone(), other.clone()]))
    }

    /// The disjunction.
    pub fn or(&self, other: &Expr) -> Result<Expr> {
        check_bool("or", self)?;
        check_bool("or", other)?;
        Ok(mk_or2(self, other))
    }

    /// The negation.
    pub fn not(&self) -> Result<Expr> {
        check_bool("not", self)?;
        Ok(mk_not(self))
    }

    /// The implication `self => other`.
    pub fn implies(&self, other: &Expr) -> Result<Expr> {
        check_bool("implies", self)?;
        check_bool("implies", other)?;
        Ok(mk_or2(&mk_not(self), other))
    }

    /// The equivalence `self <=> other`.
    pub fn iff(&self, other: &Expr) -> Result<Expr> {
        check_bool("iff", self)?;
        check_bool("iff", other)?;
        let a = mk_or2(&mk_not(self), other);
        let b = mk_or2(self, &mk_not(other));
        Ok(mk_and_all(vec![a, b]))
    }

    /// The conjunction of any number of boolean expressions (`true` for none).
    pub fn and_all<'a>(items: impl IntoIterator<Item = &'a Expr>) -> Result<Expr> {
        let items: Vec<Expr> = items.into_iter().cloned().collect();
        for x in &items {
            check_bool("and_all", x)?;
        }
        Ok(mk_and_all(items))
    }

    /// The disjunction of any number of boolean expressions (`false` for none).
    pub fn or_all<'a>(items: impl IntoIterator<Item = &'a Expr>) -> Result<Expr> {
        let items: Vec<Expr> = items.into_iter().cloned().collect();
        for x in &items {
            check_bool("or_all", x)?;
        }
        Ok(mk_or_all(items))
    }

    /// The clauses of the conjunctive form (`true` has none; a clause is itself).
    pub fn clauses(&self) -> Vec<Expr> {
        clauses_of(self)
    }

    /// The disjuncts of a clause (`false` has none; a literal is itself).
    pub fn disjuncts(&self) -> Vec<Expr> {
        literals_of(self)
    }

    /// `∀ var ∈ [lower, upper) . body`, where `var` is an integer or real symbolic
    /// constant that becomes bound (the result does not involve it), and missing bounds
    /// mean an unbounded side.
    pub fn forall(
        var: &Expr,
        lower: Option<&Expr>,
        upper: Option<&Expr>,
        body: &Expr,
    ) -> Result<Expr> {
        quantifier(Quantifier::Forall, var, lower, upper, body)
    }

    /// The instance of the universal quantifier `self` at the closed term `value`:
    /// `value` lies outside the range, or the body holds of it. `self` implies it.
    /// `None` when `self` is not a universal quantifier.
    pub fn forall_instance(&self, value: &Expr) -> Result<Option<Expr>> {
        let ExprKind::Forall(b) = self.kind() else {
            return Ok(None);
        };
        if value.ty() != b.var.ty() {
            return Err(type_error(
                "forall_instance",
                "the bound variable's type",
                value.ty(),
            ));
        }
        if value.has_free_bound() {
            return Err(Error::InvalidArgument {
                operation: "forall_instance",
                reason: format!("`{value}` is not a closed term"),
            });
        }
        let map = [(b.var.clone(), value.clone())].into_iter().collect();
        let mut out = b.body.replace_leaves(&map)?;
        if let Some(l) = &b.lower {
            out = value.less(l)?.or(&out)?;
        }
        if let Some(u) = &b.upper {
            out = value.greater_eq(u)?.or(&out)?;
        }
        Ok(Some(out))
    }

    /// `∃ var ∈ [lower, upper) . body` (see [`forall`](Self::forall)).
    pub fn exists(
        var: &Expr,
        lower: Option<&Expr>,
        upper: Option<&Expr>,
        body: &Expr,
    ) -> Result<Expr> {
        quantifier(Quantifier::Exists, var, lower, upper, body)
    }
}

fn quantifier(
    q: Quantifier,
    var: &Expr,
    lower: Option<&Expr>,
    upper: Option<&Expr>,
    body: &Expr,
) -> Result<Expr> {
    let op = match q {
        Quantifier::Forall => "forall",
        Quantifier::Exists => "exists",
    };
    check_bool(op, body)?;
    if !var.ty().is_numeric() {
        return Err(type_error(op, "int or real bound variable", var.ty()));
    }
    for b in lower.iter().chain(upper.iter()) {
        if b.ty() != var.ty() {
            return Err(type_error(op, &var.ty().to_string(), b.ty()));
        }
        if b.free_symbols().contains(var) {
            return Err(Error::InvalidArgument {
                operation: op,
                reason: "a bound of the range involves the bound variable".into(),
            });
        }
    }
    let (b, body) = bind_var(op, var, body)?;
    Ok(quant_bound(q, &b, lower, upper, &body))
}

/// The primitive `a = b` with ordered operands.
fn equal_atom(a: &Expr, b: &Expr) -> Expr {
    let (a, b) = if a <= b { (a, b) } else { (b, a) };
    intern(ExprKind::Equal(a.clone(), b.clone()), Type::bool())
}

#[cfg(test)]
mod tests {
    use super::*;

    fn var(n: &str) -> Expr {
        Expr::symbol(n, &Type::int()).unwrap()
    }

    fn bvar(n: &str) -> Expr {
        Expr::symbol(n, &Type::bool()).unwrap()
    }

    #[test]
    fn atoms_are_normalized() {
        let x = var("x");
        let a = (&(&x * &Expr::int(2)) + &Expr::int(3))
            .greater_eq(&Expr::int(0))
            .unwrap();
        assert_eq!(a.to_string(), "x >= -1");
        let b = x.greater(&Expr::int(0)).unwrap();
        assert_eq!(b, x.greater_eq(&Expr::int(1)).unwrap());
        assert!(matches!(b.kind(), ExprKind::Rel(RelOp::Ge, _)));
        let c = (&x * &Expr::int(2)).equals(&Expr::int(3)).unwrap();
        assert!(c.is_false());
        let d = Expr::int(1).equals(&x).unwrap();
        assert_eq!(d, x.equals(&Expr::int(1)).unwrap());
    }

    #[test]
    fn conjunctive_form() {
        let (p, q, r) = (bvar("p"), bvar("q"), bvar("r"));
        let e = p.or(&q.and(&r).unwrap()).unwrap();
        assert_eq!(e, p.or(&q).unwrap().and(&p.or(&r).unwrap()).unwrap());
        assert!(p.or(&p.not().unwrap()).unwrap().is_true());
        assert!(p.and(&p.not().unwrap()).unwrap().is_false());
        // Absorption: p && (p || q) is p.
        assert_eq!(p.and(&p.or(&q).unwrap()).unwrap(), p);
        assert_eq!(p.and(&q).unwrap(), q.and(&p).unwrap());
        let n = p.and(&q).unwrap().not().unwrap();
        assert_eq!(n, p.not().unwrap().or(&q.not().unwrap()).unwrap());
        assert_eq!(p.iff(&q).unwrap(), q.iff(&p).unwrap());
    }

    #[test]
    fn negation_of_atoms() {
        let x = var("x");
        let a = x.less(&Expr::int(5)).unwrap();
        assert_eq!(a.not().unwrap(), x.greater_eq(&Expr::int(5)).unwrap());
        let e = x.equals(&Expr::int(5)).unwrap();
        assert_eq!(e.not().unwrap(), x.not_equals(&Expr::int(5)).unwrap());
        assert!(x
            .less(&Expr::int(5))
            .unwrap()
            .or(&x.greater_eq(&Expr::int(5)).unwrap())
            .unwrap()
            .is_true());
    }

    #[test]
    fn quantifiers_distribute_and_are_alpha_canonical() {
        let (i, j, n) = (var("i"), var("j"), var("n"));
        let zero = Expr::int(0);
        let body = |v: &Expr| {
            v.greater_eq(&zero)
                .unwrap()
                .and(&v.less(&Expr::int(9)).unwrap())
                .unwrap()
        };
        let a = Expr::forall(&i, Some(&zero), Some(&n), &body(&i)).unwrap();
        let b = Expr::forall(&j, Some(&zero), Some(&n), &body(&j)).unwrap();
        assert_eq!(a, b);
        assert!(matches!(a.kind(), ExprKind::And(_)));
        assert!(!a.involves(&i));
        let c = Expr::forall(&i, Some(&zero), Some(&n), &n.greater(&zero).unwrap()).unwrap();
        assert_eq!(
            c,
            n.greater_eq(&Expr::int(1))
                .unwrap()
                .or(&zero.greater_eq(&n).unwrap())
                .unwrap()
        );
        let d = a.not().unwrap();
        assert!(matches!(d.kind(), ExprKind::Or(_)));
        assert!(Expr::forall(&i, None, None, &Expr::tt()).unwrap().is_true());
    }

    #[test]
    fn nested_binders_get_distinct_indices() {
        let (i, j, n) = (var("i"), var("j"), var("n"));
        let zero = Expr::int(0);
        let inner = Expr::exists(&j, Some(&zero), Some(&n), &j.equals(&i).unwrap()).unwrap();
        let outer = Expr::forall(&i, Some(&zero), Some(&n), &inner).unwrap();
        let ExprKind::Forall(b) = outer.kind() else {
            panic!("{outer}")
        };
        let ExprKind::Exists(c) = b.body.kind() else {
            panic!("{outer}")
        };
        assert_eq!(b.var.kind(), &ExprKind::Bound(1));
        assert_eq!(c.var.kind(), &ExprKind::Bound(0));
        assert_eq!(outer.free_symbols(), vec![n]);
    }

    #[test]
    fn ill_typed_logic_is_refused() {
        let x = var("x");
        assert!(x.and(&Expr::tt()).is_err());
        assert!(Expr::tt().not_equals(&x).is_err());
        assert!(Expr::forall(&Expr::int(1), None, None, &Expr::tt()).is_err());
        assert!(Expr::forall(&bvar("b"), None, None, &Expr::tt()).is_err());
        assert!(Expr::tt().less(&Expr::ff()).is_err());
    }
}
