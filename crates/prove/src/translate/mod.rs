//! Translation of tass-symbolic expressions to SMT-LIB2, and of solver models
//! back to concrete values.
//!
//! | tass-symbolic | SMT-LIB2 |
//! | --- | --- |
//! | bool, int, real | `Bool`, `Int`, `Real` (mixed only through `to_real`) |
//! | char | `Int` (the character code) |
//! | polynomials, rational functions | `+`, `*`, `-`, `/` with literal coefficients |
//! | C `/` and `%` | Euclidean `div`/`mod` with an `ite` on the sign of the dividend ([`term::c_div`]) |
//! | truncation to int | `to_int` (the floor) mirrored for negative values |
//! | array of `T` | `(Array Int T)`; its extent is a separate integer term: a literal's length, a lambda's extent, the declared extent of the type, or `(_len.N a)`, an uninterpreted non-negative function of the array |
//! | array literal, χ, write | `store` chains over a constant array |
//! | array lambda | a fresh array constant defined by a quantified assertion |
//! | equality of arrays | equal extents and equal elements below the extent (not SMT's extensional `=`, which would compare elements past the extent too) |
//! | tuple (struct) | a datatype with one constructor and a selector per field |
//! | function constant | `declare-fun`; applications are applications |
//! | quantifier over `[lower, upper)` | `forall`/`exists` with the range as a guard |
//! | IEEE 754 function (`fp.add.d`, ...: `tass_symbolic::FpFunction`) | `fp.add RNE`, `fp.lt`, `fp.eq`, `(_ to_fp eb sb)`, `fp.to_sbv` read as an integer; its real-typed arguments and results, and the symbols, `ite`s and arrays there, of sort `(_ FloatingPoint eb sb)` ([`Translator::float_sorts`]); real constants there as `((_ to_fp eb sb) RNE c)` |
//!
//! Symbolic constants are named `v.<name>` (with `%`, `|` and `\` escaped; one of a
//! FloatingPoint sort `v.<name>%!<a per array level><format letter>`),
//! bound variables `_b<k>` (their canonical index), everything the
//! translation invents starts with `_`, so no name can capture another.
//! Invented names are derived from what they stand for (`_T.<tuple type>`,
//! `_len.<array sort>`), so that two queries never declare one name two
//! ways: the solver sessions keep declarations from query to query.
//!
//! The translation is recursive in the depth of the expression, and memoized
//! per expression (expressions are hash-consed, so sharing is recognized in
//! O(1)). A term is a tree, so an expression whose parts are shared (a
//! value read through writes that themselves read the array: `v_n` made of
//! `v_{n-1}` twice) would be exponentially larger as a term than as an
//! expression: a large closed term without quantifiers is named instead, a
//! constant `_sh<n>.<sort>` defined by a side assertion `(= _sh<n> term)`
//! ([`SHARE_SIZE`]), which keeps a query linear in the size of the
//! expression. What cannot be named (a term under a binder that uses its
//! variable) is bounded: a query whose terms grow past [`MAX_TERM_NODES`]
//! nodes is not translated ([`Error::TooLarge`]), and neither is one whose
//! translation outlasts the run's deadline ([`Error::Deadline`]).
//!
//! A read of an array lambda under writes at a closed index is translated as
//! conditionals over the written indices with the lambda's body last (the same value), so
//! such reads need no quantified definition of the lambda. A lambda that depends on an
//! enclosing binder (the rows of a 2-d summary) is lifted to a fresh function of the
//! enclosing variables, defined for all of them. `SHARE_SIZE` is 256 nodes and
//! `MAX_TERM_NODES` 4 million; a too-large query is `Maybe(TooLarge)` (cached), one past
//! the deadline `Maybe(Deadline)` (never cached). FloatingPoint sorts are given to the
//! arguments and results of IEEE 754 functions and to the symbols, conditionals and array
//! reads there (`float_sorts`; a term needed both as a real and as a float is refused:
//! *unknown*); z3 bit-blasts such queries (`check-sat-using`), and models' FP values are
//! read back.
//!
//! The translation is in one part per kind of expression: numbers (`arith`), relations,
//! connectives and quantifiers (`logic`), arrays (`arrays`), sorts, tuples and
//! applications (`sorts`), symbolic constants (`symbols`) and IEEE 754 functions
//! (`float`); reading a model back is `model`.

mod arith;
mod arrays;
mod float;
mod logic;
mod model;
mod sorts;
mod symbols;

use std::collections::{HashMap, HashSet};

use tass_symbolic::{Expr, ExprKind, Format, TypeKind};

use crate::error::{Error, Result};
use crate::smt::{term, Declaration, Sexp, Symbol};

/// The largest concrete extent at which an equality of arrays is written
/// element by element rather than with a quantifier.
const MAX_EXPANDED_EQUALITY: u64 = 64;

/// The size (in nodes) from which a closed term without quantifiers is named by a
/// defined constant rather than copied wherever it is used.
pub(crate) const SHARE_SIZE: u64 = 256;

/// The most nodes the terms of one query may have in all (about 50 bytes each): a
/// query that needs more is [`Error::TooLarge`], so its translation takes bounded time
/// and memory.
pub(crate) const MAX_TERM_NODES: u64 = 4_000_000;

/// How many expressions are translated between two looks at the clock.
const DEADLINE_EVERY: u32 = 1024;

/// The SMT-LIB2 names of a tuple type.
#[derive(Clone, Debug)]
struct TupleSort {
    sort: Symbol,
    constructor: Symbol,
    selectors: Vec<Symbol>,
}

/// Translates expressions into one SMT-LIB2 query, collecting the
/// declarations and side assertions they need.
#[derive(Default)]
pub(crate) struct Translator {
    declarations: Vec<Declaration>,
    side: Vec<Sexp>,
    symbols: HashMap<Expr, Sexp>,
    symbol_order: Vec<Expr>,
    /// The SMT constants declared for each name, with their sorts. Constants of one
    /// name whose types differ only where the sort does not show it (an array with and
    /// without its extent: one object, as tass names it, seen with and without its
    /// length; the input `a` of a specification and of an implementation) are one
    /// constant, declared once; of one name and different sorts, each after the first
    /// gets a name of its own.
    symbol_names: HashMap<String, Vec<(Sexp, Symbol)>>,
    tuples: HashMap<String, TupleSort>,
    lengths: HashMap<String, Symbol>,
    axioms: HashSet<Symbol>,
    base_arrays: HashMap<String, Symbol>,
    lambdas: usize,
    memo: HashMap<Expr, Sexp>,
    applications: Vec<(Expr, Vec<Sexp>, Sexp)>,
    fresh: usize,
    /// The number of named terms (`_sh<n>.<sort>`).
    shared: usize,
    /// The nodes of the terms built so far (counted once per translated expression).
    nodes: u64,
    /// When the translation must give up ([`Error::Deadline`]).
    deadline: Option<std::time::Instant>,
    /// Expressions translated since the clock was last read.
    ticks: u32,
    /// The terms of a FloatingPoint sort, with their format ([`Translator::float_sorts`]).
    floats: HashMap<Expr, Format>,
}

/// The number of nodes of `t`, counting at most `limit + 1` of them (the walk stops
/// there), and whether it has a quantifier among them.
fn tree_size(t: &Sexp, limit: u64) -> (u64, bool) {
    let mut count = 0u64;
    let mut quantified = false;
    let mut stack = vec![t];
    while let Some(t) = stack.pop() {
        count += 1;
        if count > limit {
            break;
        }
        if let Some(items) = t.as_list() {
            if items
                .first()
                .is_some_and(|h| h.is_symbol("forall") || h.is_symbol("exists"))
            {
                quantified = true;
            }
            stack.extend(items.iter());
        }
    }
    (count, quantified)
}

fn untranslatable(what: impl Into<String>) -> Error {
    Error::Untranslatable(what.into())
}

fn known(name: &str) -> Sexp {
    Sexp::known(name)
}

/// `prefix` and `key` with `%`, `|` and `\` escaped as `%25`, `%7C` and
/// `%5C`: a valid symbol, distinct for distinct keys.
fn escaped(prefix: &str, key: &str) -> Symbol {
    let mut name = String::with_capacity(prefix.len() + key.len());
    name.push_str(prefix);
    for c in key.chars() {
        match c {
            '%' => name.push_str("%25"),
            '|' => name.push_str("%7C"),
            '\\' => name.push_str("%5C"),
            c => name.push(c),
        }
    }
    Symbol::known(&name)
}

/// The SMT-LIB2 name of a symbolic constant: `v.` and its name, escaped.
fn constant_name(name: &str) -> Result<Symbol> {
    Ok(escaped("v.", name))
}

fn bound_name(k: u32) -> Symbol {
    Symbol::known(&format!("_b{k}"))
}

impl Translator {
    /// A translator that gives up ([`Error::Deadline`]) once `deadline` has passed.
    pub(crate) fn with_deadline(deadline: Option<std::time::Instant>) -> Translator {
        Translator {
            deadline,
            ..Translator::default()
        }
    }

    /// Counts the nodes of a term just built against [`MAX_TERM_NODES`]; returns its
    /// size and whether it has a quantifier.
    fn count(&mut self, t: &Sexp) -> Result<(u64, bool)> {
        let left = MAX_TERM_NODES.saturating_sub(self.nodes);
        let (size, quantified) = tree_size(t, left);
        self.nodes += size;
        if self.nodes > MAX_TERM_NODES {
            return Err(Error::TooLarge {
                limit: MAX_TERM_NODES,
            });
        }
        Ok((size, quantified))
    }

    /// Fails once the deadline has passed (the clock is read now and then).
    fn tick(&mut self) -> Result<()> {
        self.ticks += 1;
        if self.ticks >= DEADLINE_EVERY {
            self.ticks = 0;
            if self
                .deadline
                .is_some_and(|d| std::time::Instant::now() >= d)
            {
                return Err(Error::Deadline);
            }
        }
        Ok(())
    }

    /// The term of `e` as a constant defined to be `t`, when `t` is large, closed and
    /// has no quantifier (a definition under `=` would put one in both polarities);
    /// otherwise `t`.
    fn named(&mut self, e: &Expr, t: Sexp, size: u64, quantified: bool) -> Result<Sexp> {
        if size <= SHARE_SIZE
            || quantified
            || e.has_free_bound()
            || matches!(e.ty().kind(), TypeKind::Function { .. })
        {
            return Ok(t);
        }
        let sort = self.sort_of(e)?;
        let name = escaped(&format!("_sh{}.", self.shared), &sort.to_string());
        self.shared += 1;
        self.declarations
            .push(Declaration::constant(name.clone(), sort));
        self.side.push(term::eq(Sexp::Symbol(name.clone()), t));
        Ok(Sexp::Symbol(name))
    }

    /// The quotient `a / d` of a closed integer polynomial `a` that the constant `d >= 2`
    /// divides at every value of its primitives (`Poly::divides_values`; the closed
    /// forms of sums, `x (x+1) / 2`): a constant `q` with the side assertion `d·q = a`.
    /// Truncation does not matter for an exact division, and the fact that it is exact,
    /// which the solver would need non-linear reasoning to find, is stated.
    fn exact_quotient(&mut self, e: &Expr, a: &Expr, b: &Expr) -> Result<Option<Sexp>> {
        /// The most residue assignments tried.
        const RESIDUES: u64 = 4096;
        let (Some(d), ExprKind::Poly(p)) = (b.as_int(), a.kind()) else {
            return Ok(None);
        };
        if *d < 2.into() || e.has_free_bound() || !p.divides_values(d, RESIDUES) {
            return Ok(None);
        }
        let dividend = self.term(a)?;
        let q = self.fresh_symbol("_q");
        self.declarations
            .push(Declaration::constant(q.clone(), term::int_sort()));
        self.side.push(term::eq(
            term::mul(vec![Sexp::int(d.clone()), Sexp::Symbol(q.clone())]),
            dividend,
        ));
        Ok(Some(Sexp::Symbol(q)))
    }

    /// The term of an expression asserted as a whole (an assumption, a predicate):
    /// its parts may be named, it is not.
    pub(crate) fn root(&mut self, e: &Expr) -> Result<Sexp> {
        if let Some(t) = self.memo.get(e) {
            return Ok(t.clone());
        }
        self.tick()?;
        let t = self.translate(e)?;
        self.count(&t)?;
        self.memo.insert(e.clone(), t.clone());
        Ok(t)
    }

    /// The declarations made so far, in an order where each uses only earlier ones.
    pub(crate) fn declarations(&self) -> &[Declaration] {
        &self.declarations
    }

    /// The side assertions (axioms and definitions) made so far.
    pub(crate) fn side_assertions(&self) -> &[Sexp] {
        &self.side
    }

    fn fresh_symbol(&mut self, prefix: &str) -> Symbol {
        self.fresh += 1;
        Symbol::known(&format!("{prefix}{}", self.fresh))
    }

    /// The term of an expression.
    pub(crate) fn term(&mut self, e: &Expr) -> Result<Sexp> {
        if let Some(t) = self.memo.get(e) {
            return Ok(t.clone());
        }
        self.tick()?;
        let t = self.translate(e)?;
        let (size, quantified) = self.count(&t)?;
        let t = self.named(e, t, size, quantified)?;
        self.memo.insert(e.clone(), t.clone());
        Ok(t)
    }

    /// The term of `e`, built from the terms of its parts (the dispatch to one method
    /// per kind of expression).
    fn translate(&mut self, e: &Expr) -> Result<Sexp> {
        Ok(match e.kind() {
            ExprKind::Bool(b) => Sexp::bool(*b),
            ExprKind::Int(n) => Sexp::int(n.clone()),
            ExprKind::Real(q) => Sexp::real(q),
            ExprKind::Char(c) => Sexp::int(*c),
            ExprKind::Symbol(name) => self.symbol(e, name)?,
            ExprKind::Bound(k) => Sexp::Symbol(bound_name(*k)),
            ExprKind::Poly(p) => self.poly(p, e.ty().is_real())?,
            ExprKind::Rational(r) => self.rational(r)?,
            ExprKind::IntDiv(a, b) => match self.exact_quotient(e, a, b)? {
                Some(q) => q,
                None => {
                    let (a, b) = (self.term(a)?, self.term(b)?);
                    self.with_shared_dividend(a, |a| term::c_div(a, b))?
                }
            },
            ExprKind::IntMod(a, b) => {
                let (a, b) = (self.term(a)?, self.term(b)?);
                self.with_shared_dividend(a, |a| term::c_mod(a, b))?
            }
            ExprKind::RealDiv(a, b) => term::real_div(self.term(a)?, self.term(b)?),
            ExprKind::ToReal(a) => term::to_real(self.term(a)?),
            ExprKind::ToInt(a) => self.truncation(a)?,
            ExprKind::CharToInt(a) | ExprKind::IntToChar(a) => self.term(a)?,
            ExprKind::Length(a) => {
                let array = self.term(a)?;
                let sort = self.sort_of(a)?;
                self.length(&sort, array, Self::max_bound(a).is_none())
            }
            ExprKind::Rel(op, f) => self.relation(*op, f)?,
            ExprKind::Not(a) => term::not(self.term(a)?),
            ExprKind::And(xs) => term::and(self.terms(xs)?),
            ExprKind::Or(xs) => term::or(self.terms(xs)?),
            ExprKind::Equal(a, b) => self.equal(a, b)?,
            ExprKind::Forall(binder) => self.quantifier(binder, true)?,
            ExprKind::Exists(binder) => self.quantifier(binder, false)?,
            ExprKind::Cond(c, a, b) => self.conditional(e, c, a, b)?,
            ExprKind::Read(a, i) => self.read(a, i)?,
            ExprKind::Write(a, i, v) => {
                let (a, i) = (self.term(a)?, self.term(i)?);
                let v = self.element_term(e, v)?;
                term::store(a, i, v)
            }
            ExprKind::ArrayLit(xs) => self.array_literal(e, xs)?,
            ExprKind::Chi(base, elements) => self.chi(e, base, elements)?,
            ExprKind::Lambda(extent, var, body) => self.lambda(e, extent, var, body)?,
            ExprKind::Tuple(xs) => {
                let tuple = self.tuple(e.ty())?;
                Sexp::app(tuple.constructor, self.terms(xs)?)
            }
            ExprKind::Field(t, i) => self.field(t, *i)?,
            ExprKind::SetField(t, i, v) => self.set_field(t, *i, v)?,
            ExprKind::Apply(f, args) => self.application(e, f, args)?,
        })
    }

    /// The terms of `xs`, in order.
    fn terms(&mut self, xs: &[Expr]) -> Result<Vec<Sexp>> {
        xs.iter().map(|x| self.term(x)).collect()
    }
}
