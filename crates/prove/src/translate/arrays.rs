//! Arrays: extents, literals, χ and writes over a base array, lambdas as defined
//! arrays, and reads through writes over a lambda.

use tass_symbolic::{Expr, ExprKind, Type};

use super::{bound_name, escaped, known, untranslatable, Translator};
use crate::error::Result;
use crate::smt::{term, Declaration, Keyword, Sexp, Symbol};

impl Translator {
    /// The uninterpreted extent function of an array sort.
    pub(super) fn length_function(&mut self, array_sort: &Sexp) -> Symbol {
        let key = array_sort.to_string();
        if let Some(f) = self.lengths.get(&key) {
            return f.clone();
        }
        let f = escaped("_len.", &key);
        self.declarations.push(Declaration::Fun {
            name: f.clone(),
            args: vec![array_sort.clone()],
            result: term::int_sort(),
        });
        self.lengths.insert(key, f.clone());
        f
    }

    /// The extent of `array` (of sort `array_sort`) through the extent
    /// function, with the fact that it is not negative: a side assertion for
    /// a ground term, an axiom over all arrays of the sort otherwise (a
    /// quantifier keeps cvc5 from answering `sat`, so it is avoided where it
    /// can be).
    pub(super) fn length(&mut self, array_sort: &Sexp, array: Sexp, ground: bool) -> Sexp {
        let f = self.length_function(array_sort);
        let application = Sexp::app(f.clone(), [array]);
        if ground {
            self.side.push(term::ge(application.clone(), Sexp::int(0)));
        } else {
            self.length_axiom(array_sort, &f);
        }
        application
    }

    /// `forall a. f(a) >= 0`, once per extent function.
    pub(super) fn length_axiom(&mut self, array_sort: &Sexp, f: &Symbol) {
        if !self.axioms.insert(f.clone()) {
            return;
        }
        let a = Symbol::known("_a");
        let application = Sexp::app(f.clone(), [Sexp::Symbol(a.clone())]);
        let axiom = term::forall(
            vec![(a, array_sort.clone())],
            Sexp::List(vec![
                known("!"),
                term::ge(application.clone(), Sexp::int(0)),
                Sexp::Keyword(Keyword::known("pattern")),
                Sexp::List(vec![application]),
            ]),
        );
        self.side.push(axiom);
    }

    /// An array constant of the sort that nothing constrains: the base of
    /// array literals, whose elements past the extent are never observed.
    /// (cvc5 accepts only values in a constant array, so `(as const ...)`
    /// with an unknown element would not do.)
    pub(super) fn base_array(&mut self, sort: &Sexp) -> Symbol {
        let key = sort.to_string();
        if let Some(d) = self.base_arrays.get(&key) {
            return d.clone();
        }
        let d = escaped("_base.", &key);
        self.declarations
            .push(Declaration::constant(d.clone(), sort.clone()));
        self.base_arrays.insert(key, d.clone());
        d
    }

    /// The extent of an array of type `ty` denoted by the SMT-LIB2 term
    /// `array` (used where no expression is at hand: elements of arrays,
    /// fields of tuples inside a generated equality).
    pub(super) fn extent_of_term(&mut self, ty: &Type, array: &Sexp) -> Result<Sexp> {
        match ty.declared_extent() {
            Some(extent) => self.term(extent),
            None => {
                let sort = self.sort(ty)?;
                Ok(self.length(&sort, array.clone(), false))
            }
        }
    }

    /// The term of the read of `a` at `i`.
    pub(super) fn read(&mut self, a: &Expr, i: &Expr) -> Result<Sexp> {
        Ok(match read_through_writes(a, i) {
            // Reading a lambda needs no quantified definition of it.
            Some(e) => self.term(&e)?,
            None => term::select(self.term(a)?, self.term(i)?),
        })
    }

    /// The term of the array literal `e` with elements `xs`.
    pub(super) fn array_literal(&mut self, e: &Expr, xs: &[Expr]) -> Result<Sexp> {
        let sort = self.sort_of(e)?;
        let mut array = Sexp::Symbol(self.base_array(&sort));
        for (i, x) in xs.iter().enumerate() {
            let x = self.element_term(e, x)?;
            array = term::store(array, Sexp::int(i as u64), x);
        }
        Ok(array)
    }

    /// The term of `base` with the elements given in `elements` (`e`, a χ) set.
    pub(super) fn chi(&mut self, e: &Expr, base: &Expr, elements: &[Option<Expr>]) -> Result<Sexp> {
        let mut array = self.term(base)?;
        for (i, x) in elements.iter().enumerate() {
            if let Some(x) = x {
                let x = self.element_term(e, x)?;
                array = term::store(array, Sexp::int(i as u64), x);
            }
        }
        Ok(array)
    }

    /// The term of the array lambda `e`: a fresh array (or function of the enclosing
    /// bound variables) defined by a quantified assertion.
    pub(super) fn lambda(
        &mut self,
        e: &Expr,
        extent: &Expr,
        var: &Expr,
        body: &Expr,
    ) -> Result<Sexp> {
        let ExprKind::Bound(k) = var.kind() else {
            return Err(untranslatable(
                "an array lambda whose variable is not bound",
            ));
        };
        // A lambda inside a quantifier (or another lambda) is lifted: a fresh
        // function of the enclosing variables it uses, defined for all of them.
        let mut outer: Vec<Expr> = Vec::new();
        Self::bounds_above(body, *k, &mut outer);
        Self::bounds_above(extent, *k, &mut outer);
        outer.sort_by_key(|b| match b.kind() {
            ExprKind::Bound(j) => *j,
            _ => 0,
        });
        let mut params = Vec::new();
        for b in &outer {
            let ExprKind::Bound(j) = b.kind() else {
                continue;
            };
            params.push((bound_name(*j), self.sort(b.ty())?));
        }
        let sort = self.sort_of(e)?;
        // A constant body that is a value (`λi < n. 0`, a zeroed global array): the
        // constant array, without a quantifier. The symbolic layer reads a lambda at any
        // index as its body (`Expr::read`), so the array is that value everywhere, as
        // here; cvc5 takes only values in a constant array.
        if outer.is_empty()
            && !body.has_free_bound()
            && !self.floats.contains_key(e)
            && (body.as_int().is_some() || body.as_bool().is_some())
        {
            return Ok(term::const_array(sort, self.term(body)?));
        }
        let array = escaped(&format!("_lam{}.", self.lambdas), &sort.to_string());
        self.lambdas += 1;
        let applied = if params.is_empty() {
            self.declarations
                .push(Declaration::constant(array.clone(), sort));
            Sexp::Symbol(array)
        } else {
            self.declarations.push(Declaration::Fun {
                name: array.clone(),
                args: params.iter().map(|(_, s)| s.clone()).collect(),
                result: sort,
            });
            Sexp::app(
                array,
                params
                    .iter()
                    .map(|(v, _)| Sexp::Symbol(v.clone()))
                    .collect::<Vec<_>>(),
            )
        };
        let v = bound_name(*k);
        let vt = Sexp::Symbol(v.clone());
        let in_range = term::and([
            term::le(Sexp::int(0), vt.clone()),
            term::lt(vt.clone(), self.term(extent)?),
        ]);
        let element = term::select(applied.clone(), vt);
        params.push((v, term::int_sort()));
        let body = self.element_term(e, body)?;
        let definition = term::forall(params, term::implies(in_range, term::eq(element, body)));
        self.side.push(definition);
        Ok(applied)
    }

    /// The term of `x`, an element of the array `array` (a floating-point one's as
    /// such).
    pub(super) fn element_term(&mut self, array: &Expr, x: &Expr) -> Result<Sexp> {
        match self.floats.get(array).copied() {
            Some(fmt) => self.float_term(x, fmt),
            None => self.term(x),
        }
    }
}

/// The most writes [`read_through_writes`] looks through.
const WRITES_READ_THROUGH: usize = 16;

/// A read at the closed index `i` of writes (and χs) over an array lambda, as conditionals over
/// the written indices with the lambda's body at `i` last: the same value, without the
/// lambda. `None` for any other array.
fn read_through_writes(a: &Expr, i: &Expr) -> Option<Expr> {
    if i.has_free_bound() {
        return None;
    }
    // The writes, newest first (a χ's elements as writes at their indices).
    let mut writes: Vec<(Expr, Expr)> = Vec::new();
    let mut base = a;
    loop {
        match base.kind() {
            ExprKind::Write(b, j, v) => {
                writes.push((j.clone(), v.clone()));
                base = b;
            }
            ExprKind::Chi(b, elems) => {
                for (j, v) in elems.iter().enumerate().rev() {
                    if let Some(v) = v {
                        writes.push((Expr::int(j as i64), v.clone()));
                    }
                }
                base = b;
            }
            _ => break,
        }
        if writes.len() > WRITES_READ_THROUGH {
            return None;
        }
    }
    if writes.is_empty() || !matches!(base.kind(), ExprKind::Lambda(..)) {
        return None;
    }
    let mut e = base.read(i).ok()?;
    if matches!(e.kind(), ExprKind::Read(..)) && e.children().first() == Some(base) {
        return None;
    }
    for (j, v) in writes.into_iter().rev() {
        e = Expr::cond(&i.equals(&j).ok()?, &v, &e).ok()?;
    }
    Some(e)
}
