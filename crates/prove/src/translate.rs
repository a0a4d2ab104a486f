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

use std::collections::{HashMap, HashSet};

use num_bigint::BigInt;
use num_rational::BigRational;
use num_traits::{One, ToPrimitive, Zero};
use tass_symbolic::{
    Assignment, Binder, Expr, ExprKind, Format, FpFunction, FpOp, FunctionTable, Poly, RelOp, Type,
    TypeKind,
};

use crate::answer::Model;
use crate::error::{Error, Result};
use crate::smt::{
    int_of, term, Constructor, Declaration, FloatValue, Keyword, Sexp, Symbol, Value,
};

/// The largest array a model is read back into a concrete value for.
const MAX_MODEL_ARRAY: u64 = 1 << 16;

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

/// What a query needs back from a model to rebuild the values of its
/// symbolic constants.
#[derive(Clone, Debug, Default)]
pub(crate) struct ModelPlan {
    /// The symbolic constants, each with its term and, for arrays, the term
    /// of its extent.
    symbols: Vec<(Expr, Sexp, Option<Sexp>)>,
    /// The reads of the elements of arrays of a small concrete extent, by
    /// array term: a fallback for array values the solver prints in a form
    /// that is not read (z3's `(_ as-array f)`).
    elements: HashMap<Sexp, Vec<Sexp>>,
    /// Ground applications of function constants: the function, the terms
    /// of the arguments and the term of the application.
    applications: Vec<(Expr, Vec<Sexp>, Sexp)>,
    /// For array constants: the extent term of each level, outermost first (arrays
    /// of arrays), when every level has one.
    levels: HashMap<Sexp, Vec<Sexp>>,
}

impl ModelPlan {
    /// The terms whose values are asked of the solver.
    pub(crate) fn terms(&self) -> Vec<Sexp> {
        let mut terms = Vec::new();
        let mut seen = HashSet::new();
        let mut add = |t: &Sexp, terms: &mut Vec<Sexp>| {
            if seen.insert(t.clone()) {
                terms.push(t.clone());
            }
        };
        for (symbol, term, extent) in &self.symbols {
            if !symbol.ty().is_function() {
                add(term, &mut terms);
            }
            if let Some(extent) = extent {
                add(extent, &mut terms);
            }
            for level in self.levels.get(term).into_iter().flatten() {
                add(level, &mut terms);
            }
            let mut pending: Vec<&Sexp> = self.elements.get(term).into_iter().flatten().collect();
            while let Some(read) = pending.pop() {
                add(read, &mut terms);
                pending.extend(self.elements.get(read).into_iter().flatten());
            }
        }
        for (_, args, application) in &self.applications {
            for arg in args {
                add(arg, &mut terms);
            }
            add(application, &mut terms);
        }
        terms
    }

    /// The arrays whose elements the engine reads once their extents are known.
    pub(crate) fn array_levels(&self) -> Vec<(Sexp, Vec<Sexp>)> {
        self.symbols
            .iter()
            .filter_map(|(_, term, _)| Some((term.clone(), self.levels.get(term)?.clone())))
            .collect()
    }

    /// The value of an array from the values of its element reads at every level,
    /// with the extents the model gives.
    fn read_levels(
        &self,
        ty: &Type,
        term: &Sexp,
        levels: &[Sexp],
        model: &Model,
    ) -> Option<tass_symbolic::Value> {
        let Some((extent, rest)) = levels.split_first() else {
            return concrete(ty, model.value_of(term)?, None);
        };
        let n = model.value_of(extent)?.as_int()?.to_u64()?;
        if n > crate::engine::MAX_READ_BACK {
            return None;
        }
        let element = ty.element()?;
        (0..n)
            .map(|k| {
                let read = term::select(term.clone(), Sexp::int(k));
                self.read_levels(element, &read, rest, model)
            })
            .collect::<Option<Vec<_>>>()
            .map(tass_symbolic::Value::Array)
    }

    /// The value of the array (or scalar) `term` of type `ty` from the values of its
    /// element reads, level by level (arrays of arrays included).
    fn read_back(&self, ty: &Type, term: &Sexp, model: &Model) -> Option<tass_symbolic::Value> {
        match (ty.element(), self.elements.get(term)) {
            (Some(element), Some(reads)) => reads
                .iter()
                .map(|read| self.read_back(element, read, model))
                .collect::<Option<Vec<_>>>()
                .map(tass_symbolic::Value::Array),
            _ => concrete(ty, model.value_of(term)?, None),
        }
    }

    /// The concrete values of the symbolic constants in a model, if every
    /// one can be rebuilt.
    pub(crate) fn assignment(&self, model: &Model) -> Option<Assignment> {
        let mut assignment = Assignment::new();
        for (symbol, term, extent) in &self.symbols {
            let value = if let TypeKind::Function { params, result } = symbol.ty().kind() {
                let mut table = FunctionTable::constant(default_value(result)?);
                for (function, args, application) in &self.applications {
                    if function != symbol {
                        continue;
                    }
                    let args = params
                        .iter()
                        .zip(args)
                        .map(|(ty, arg)| concrete(ty, model.value_of(arg)?, None))
                        .collect::<Option<Vec<_>>>()?;
                    let value = concrete(result, model.value_of(application)?, None)?;
                    table.entries.insert(args, value);
                }
                tass_symbolic::Value::Function(table)
            } else {
                let extent = match extent {
                    Some(extent) => Some(model.value_of(extent)?.as_int()?.clone()),
                    None => None,
                };
                if let Some(v) = self
                    .levels
                    .get(term)
                    .and_then(|levels| self.read_levels(symbol.ty(), term, levels, model))
                {
                    assignment.set(symbol, v).ok()?;
                    continue;
                }
                let value = model.value_of(term)?;
                match (symbol.ty().element(), value, self.elements.get(term)) {
                    (Some(_), Value::Other(_), Some(_)) => {
                        self.read_back(symbol.ty(), term, model)?
                    }
                    (Some(element), _, Some(_)) if element.is_array() => {
                        self.read_back(symbol.ty(), term, model)?
                    }
                    _ => concrete(symbol.ty(), value, extent)?,
                }
            };
            assignment.set(symbol, value).ok()?;
        }
        Some(assignment)
    }
}

/// A value of type `ty` that nothing constrains (for entries a model leaves open).
fn default_value(ty: &Type) -> Option<tass_symbolic::Value> {
    use tass_symbolic::Value as V;
    Some(match ty.kind() {
        TypeKind::Bool => V::Bool(false),
        TypeKind::Int => V::Int(BigInt::zero()),
        TypeKind::Real => V::Real(BigRational::zero()),
        TypeKind::Char => V::Char(0),
        TypeKind::Array { .. } => V::Array(Vec::new()),
        TypeKind::Tuple { fields, .. } => {
            V::Tuple(fields.iter().map(default_value).collect::<Option<_>>()?)
        }
        TypeKind::Function { result, .. } => {
            V::Function(FunctionTable::constant(default_value(result)?))
        }
    })
}

/// The concrete value of type `ty` that a solver's value stands for; arrays
/// need their extent (nested arrays are not read back).
fn concrete(ty: &Type, value: &Value, extent: Option<BigInt>) -> Option<tass_symbolic::Value> {
    use tass_symbolic::Value as V;
    match (ty.kind(), value) {
        (TypeKind::Bool, Value::Bool(b)) => Some(V::Bool(*b)),
        (TypeKind::Int, Value::Int(n)) => Some(V::Int(n.clone())),
        (TypeKind::Real, Value::Real(q)) => Some(V::Real(q.clone())),
        (TypeKind::Real, Value::Int(n)) => Some(V::Real(BigRational::from_integer(n.clone()))),
        (TypeKind::Real, Value::Float(x)) => Some(match x {
            FloatValue::Finite(q) => V::Real(q.clone()),
            FloatValue::Zero(false) => V::Real(BigRational::zero()),
            FloatValue::Zero(true) => V::Float(tass_symbolic::Special::NegZero),
            FloatValue::NaN => V::Float(tass_symbolic::Special::NaN),
            FloatValue::Infinite(false) => V::Float(tass_symbolic::Special::PosInf),
            FloatValue::Infinite(true) => V::Float(tass_symbolic::Special::NegInf),
        }),
        (TypeKind::Char, Value::Int(n)) => n.to_u32().map(V::Char),
        (TypeKind::Tuple { fields, .. }, Value::Datatype { fields: values, .. })
            if fields.len() == values.len() =>
        {
            fields
                .iter()
                .zip(values)
                .map(|(ty, v)| concrete(ty, v, None))
                .collect::<Option<Vec<_>>>()
                .map(V::Tuple)
        }
        (TypeKind::Array { element, .. }, Value::Array { .. }) => {
            let n = extent?.to_u64()?;
            if n > MAX_MODEL_ARRAY {
                return None;
            }
            (0..n)
                .map(|i| match value.select(&Value::Int(i.into())) {
                    Some(v) => concrete(element, v, None),
                    None => default_value(element),
                })
                .collect::<Option<Vec<_>>>()
                .map(V::Array)
        }
        _ => None,
    }
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
    /// `build(a)` where `a` occurs twice (C division and remainder test its sign): a
    /// compound dividend is bound by `let` once, so nested divisions stay linear in size
    /// instead of doubling at each level.
    fn with_shared_dividend(&mut self, a: Sexp, build: impl FnOnce(Sexp) -> Sexp) -> Result<Sexp> {
        if a.as_list().is_none() {
            return Ok(build(a));
        }
        self.fresh += 1;
        let v = Symbol::new(format!("_div{}", self.fresh))?;
        Ok(Sexp::app(
            Symbol::known("let"),
            [
                Sexp::list([Sexp::list([Sexp::from(v.clone()), a])]),
                build(Sexp::from(v)),
            ],
        ))
    }

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

    /// Finds the terms of a FloatingPoint sort among the parts of `roots` (to be called
    /// before they are translated): the arguments and results of the IEEE 754 functions
    /// (`fp.add.d`, ...: [`FpFunction`]) are of the sort of the function's format, and so
    /// are the symbolic constants, conditionals and array reads in those positions, and
    /// the arrays they are read from (with what is stored in them). A real constant
    /// there is written as the format's value (exact: a value of the type). A term that
    /// would be needed both as a real and as a floating-point value, or at two formats,
    /// or that is neither of the above in a floating-point position, makes the query
    /// [`Error::Untranslatable`] (*unknown*), never a mixed one.
    pub(crate) fn float_sorts(&mut self, roots: &[&Expr]) -> Result<()> {
        if FpFunction::unused() {
            return Ok(());
        }
        let mut all: Vec<Expr> = Vec::new();
        let mut seen: HashSet<Expr> = HashSet::new();
        let mut stack: Vec<Expr> = roots.iter().map(|e| (*e).clone()).collect();
        let mut work: Vec<(Expr, Format)> = Vec::new();
        while let Some(e) = stack.pop() {
            if !seen.insert(e.clone()) {
                continue;
            }
            if let Some((f, args)) = FpFunction::of_application(&e) {
                if args.len() != f.arity() {
                    return Err(untranslatable(format!("`{e}`: wrong number of arguments")));
                }
                if f.floating_result() {
                    work.push((e.clone(), f.format));
                }
                if f.floating_operands() {
                    work.extend(args.iter().map(|a| (a.clone(), f.operand_format())));
                }
            }
            e.for_each_child(|c| stack.push(c.clone()));
            all.push(e);
        }
        if work.is_empty() {
            return Ok(());
        }
        loop {
            while let Some((e, fmt)) = work.pop() {
                if e.as_real().is_some() {
                    continue;
                }
                match self.floats.get(&e) {
                    Some(g) if *g == fmt => continue,
                    Some(_) => {
                        return Err(untranslatable(format!(
                            "`{e}` as a floating-point value of two formats"
                        )))
                    }
                    None => {}
                }
                self.floats.insert(e.clone(), fmt);
                match e.kind() {
                    ExprKind::Symbol(_) if e.ty().is_real() || e.ty().is_array() => {}
                    ExprKind::Apply(..)
                        if FpFunction::of_application(&e)
                            .is_some_and(|(f, _)| f.floating_result() && f.format == fmt) => {}
                    ExprKind::Cond(_, a, b) => {
                        work.push((a.clone(), fmt));
                        work.push((b.clone(), fmt));
                    }
                    ExprKind::Read(a, _) => work.push((a.clone(), fmt)),
                    ExprKind::Write(a, _, v) => {
                        work.push((a.clone(), fmt));
                        work.push((v.clone(), fmt));
                    }
                    ExprKind::Chi(a, xs) => {
                        work.push((a.clone(), fmt));
                        work.extend(xs.iter().flatten().map(|x| (x.clone(), fmt)));
                    }
                    ExprKind::ArrayLit(xs) => work.extend(xs.iter().map(|x| (x.clone(), fmt))),
                    ExprKind::Lambda(_, _, body) => work.push((body.clone(), fmt)),
                    _ => return Err(untranslatable(format!("`{e}` as a floating-point value"))),
                }
            }
            // The arrays a floating-point array is made from or read into, and
            // conditionals with a floating-point branch, are floating-point too.
            for e in &all {
                if self.floats.contains_key(e) {
                    continue;
                }
                let f = |x: &Expr| self.floats.get(x).copied();
                let fmt = match e.kind() {
                    ExprKind::Read(a, _) => f(a),
                    ExprKind::Write(a, _, v) => f(a).or_else(|| f(v)),
                    ExprKind::Chi(a, xs) => f(a).or_else(|| xs.iter().flatten().find_map(f)),
                    ExprKind::ArrayLit(xs) => xs.iter().find_map(f),
                    ExprKind::Cond(_, a, b) => f(a).or_else(|| f(b)),
                    ExprKind::Lambda(_, _, body) => f(body),
                    _ => None,
                };
                if let Some(fmt) = fmt {
                    work.push((e.clone(), fmt));
                }
            }
            if work.is_empty() {
                break;
            }
        }
        // A floating-point term is used only where one is expected.
        for e in &all {
            let floating = self.floats.contains_key(e);
            let fp = FpFunction::of_application(e).is_some();
            let mut misused = None;
            e.for_each_child(|c| {
                if !self.floats.contains_key(c) {
                    return;
                }
                let fine = match e.kind() {
                    ExprKind::Apply(..) => fp,
                    ExprKind::Cond(..)
                    | ExprKind::Read(..)
                    | ExprKind::Write(..)
                    | ExprKind::Chi(..)
                    | ExprKind::ArrayLit(..)
                    | ExprKind::Lambda(..) => floating,
                    ExprKind::Length(_) => true,
                    _ => false,
                };
                if !fine && misused.is_none() {
                    misused = Some(c.clone());
                }
            });
            if let Some(c) = misused {
                return Err(untranslatable(format!(
                    "`{c}` both as a floating-point value and as a real in `{e}`"
                )));
            }
        }
        Ok(())
    }

    /// Whether some term is of a FloatingPoint sort.
    pub(crate) fn floating(&self) -> bool {
        !self.floats.is_empty()
    }

    /// The sort of `e`: of its type, or a FloatingPoint one ([`Translator::float_sorts`]).
    fn sort_of(&mut self, e: &Expr) -> Result<Sexp> {
        match self.floats.get(e) {
            Some(fmt) => Self::float_sort(e.ty(), *fmt),
            None => self.sort(e.ty()),
        }
    }

    /// The sort of a real, or of an array of them, whose reals are of format `fmt`.
    fn float_sort(ty: &Type, fmt: Format) -> Result<Sexp> {
        match ty.kind() {
            TypeKind::Real => Ok(term::float_sort(fmt.exponent_bits(), fmt.precision())),
            TypeKind::Array { element, .. } => Ok(term::array_sort(
                term::int_sort(),
                Self::float_sort(element, fmt)?,
            )),
            _ => Err(untranslatable(format!(
                "a floating-point value of type {ty}"
            ))),
        }
    }

    /// The term of `e` in a position of format `fmt`: a real constant as the format's
    /// value (refused when it is not one), anything else as its term.
    fn float_term(&mut self, e: &Expr, fmt: Format) -> Result<Sexp> {
        let Some(c) = e.as_real() else {
            return self.term(e);
        };
        if FpFunction::round(c, fmt).as_ref() != Some(c) {
            return Err(untranslatable(format!(
                "the constant {c}, not a value of the floating-point format {fmt:?}"
            )));
        }
        Ok(term::to_float(
            fmt.exponent_bits(),
            fmt.precision(),
            Sexp::real(c),
        ))
    }

    /// The term of an application of an IEEE 754 function (rounding to nearest, ties
    /// to even).
    fn float_application(&mut self, f: FpFunction, args: &[Expr]) -> Result<Sexp> {
        let xs = args
            .iter()
            .map(|a| {
                if f.floating_operands() {
                    self.float_term(a, f.operand_format())
                } else {
                    self.term(a)
                }
            })
            .collect::<Result<Vec<_>>>()?;
        let (eb, sb) = (f.format.exponent_bits(), f.format.precision());
        let first = || {
            xs.first()
                .cloned()
                .ok_or_else(|| untranslatable("an IEEE 754 function of no argument"))
        };
        Ok(match f.op {
            FpOp::Add => term::float_rounded("fp.add", xs),
            FpOp::Sub => term::float_rounded("fp.sub", xs),
            FpOp::Mul => term::float_rounded("fp.mul", xs),
            FpOp::Div => term::float_rounded("fp.div", xs),
            FpOp::Sqrt => term::float_rounded("fp.sqrt", xs),
            FpOp::Neg => term::float_exact("fp.neg", xs),
            FpOp::Abs => term::float_exact("fp.abs", xs),
            FpOp::Min => term::float_exact("fp.min", xs),
            FpOp::Max => term::float_exact("fp.max", xs),
            FpOp::Lt => term::float_exact("fp.lt", xs),
            FpOp::Le => term::float_exact("fp.leq", xs),
            FpOp::Eq => term::float_exact("fp.eq", xs),
            FpOp::Convert(_) => term::to_float(eb, sb, first()?),
            FpOp::OfInt => term::to_float(eb, sb, term::to_real(first()?)),
            FpOp::ToInt => {
                // Truncation toward zero of the (finite, in range: the engine checks it
                // first) value, as a 65-bit two's complement number (every C integer
                // type's range fits), read as an integer.
                const WIDTH: u64 = 65;
                let bits = Sexp::List(vec![
                    Sexp::List(vec![
                        Sexp::known("_"),
                        Sexp::known("fp.to_sbv"),
                        Sexp::int(WIDTH),
                    ]),
                    Sexp::known("RTZ"),
                    first()?,
                ]);
                self.fresh += 1;
                let b = Symbol::new(format!("_fpi{}", self.fresh))?;
                let bt = Sexp::from(b.clone());
                let zero = Sexp::List(vec![Sexp::known("_"), Sexp::known("bv0"), Sexp::int(WIDTH)]);
                let negative = Sexp::app(Symbol::known("bvslt"), [bt.clone(), zero]);
                let value = term::sub(
                    Sexp::app(Symbol::known("bv2nat"), [bt]),
                    term::ite(
                        negative,
                        Sexp::int(BigInt::one() << WIDTH as usize),
                        Sexp::int(0),
                    ),
                );
                Sexp::app(
                    Symbol::known("let"),
                    [Sexp::list([Sexp::list([Sexp::from(b), bits])]), value],
                )
            }
        })
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

    /// The plan for reading a model back: every symbolic constant translated
    /// so far, the extents of the arrays, the ground applications.
    pub(crate) fn model_plan(&mut self) -> Result<ModelPlan> {
        let mut symbols = Vec::new();
        let mut elements = HashMap::new();
        let mut levels = HashMap::new();
        for symbol in self.symbol_order.clone() {
            let term = self.symbols[&symbol].clone();
            let extent = if symbol.ty().is_array() {
                let extent = symbol.extent().map_err(|e| untranslatable(e.to_string()))?;
                let extent = self.term(&extent)?;
                // The extent of every level, for reading the elements back.
                let mut all = vec![extent.clone()];
                let mut ty = symbol.ty().element().cloned();
                let mut complete = true;
                while let Some(t) = ty.filter(|t| t.is_array()) {
                    match t.declared_extent().map(|e| self.term(e)) {
                        Some(Ok(e)) => all.push(e),
                        _ => {
                            complete = false;
                            break;
                        }
                    }
                    ty = t.element().cloned();
                }
                if complete {
                    levels.insert(term.clone(), all);
                }
                if let Some(n) = int_of(&extent).and_then(|n| n.to_u64()) {
                    if n <= MAX_EXPANDED_EQUALITY {
                        let reads: Vec<Sexp> = (0..n)
                            .map(|k| term::select(term.clone(), Sexp::int(k)))
                            .collect();
                        // Arrays of arrays of small constant extents: every level is read.
                        if let Some(inner) = symbol.ty().element().filter(|t| t.is_array()) {
                            self.nested_reads(inner, &reads, &mut elements)?;
                        }
                        elements.insert(term.clone(), reads);
                    }
                }
                Some(extent)
            } else {
                None
            };
            symbols.push((symbol, term, extent));
        }
        Ok(ModelPlan {
            symbols,
            elements,
            applications: self.applications.clone(),
            levels,
        })
    }

    /// The element reads of each array term in `terms` (all of type `ty`), when its
    /// extent is a small constant, level by level.
    fn nested_reads(
        &mut self,
        ty: &Type,
        terms: &[Sexp],
        elements: &mut HashMap<Sexp, Vec<Sexp>>,
    ) -> Result<()> {
        let Some(extent) = ty.declared_extent() else {
            return Ok(());
        };
        let Some(n) = extent
            .as_int()
            .and_then(|n| n.to_u64())
            .filter(|n| *n <= MAX_EXPANDED_EQUALITY)
        else {
            return Ok(());
        };
        let mut next = Vec::new();
        for t in terms {
            let reads: Vec<Sexp> = (0..n)
                .map(|k| term::select(t.clone(), Sexp::int(k)))
                .collect();
            next.extend(reads.iter().cloned());
            elements.insert(t.clone(), reads);
        }
        if let Some(inner) = ty.element().filter(|t| t.is_array()) {
            self.nested_reads(inner, &next, elements)?;
        }
        Ok(())
    }

    /// The sort of a type.
    pub(crate) fn sort(&mut self, ty: &Type) -> Result<Sexp> {
        Ok(match ty.kind() {
            TypeKind::Bool => term::bool_sort(),
            TypeKind::Int | TypeKind::Char => term::int_sort(),
            TypeKind::Real => term::real_sort(),
            TypeKind::Array { element, .. } => {
                term::array_sort(term::int_sort(), self.sort(element)?)
            }
            TypeKind::Tuple { .. } => Sexp::Symbol(self.tuple(ty)?.sort),
            TypeKind::Function { .. } => {
                return Err(untranslatable(format!("a function type as a value: {ty}")))
            }
        })
    }

    fn tuple(&mut self, ty: &Type) -> Result<TupleSort> {
        let TypeKind::Tuple { name, fields } = ty.kind() else {
            return Err(untranslatable(format!("not a tuple type: {ty}")));
        };
        let sorts = fields
            .iter()
            .map(|f| self.sort(f))
            .collect::<Result<Vec<_>>>()?;
        let key = format!("{name}:{}", Sexp::List(sorts.clone()));
        if let Some(tuple) = self.tuples.get(&key) {
            return Ok(tuple.clone());
        }
        // Names derived from the type, so that every query names a type
        // alike (solvers keep declarations between queries).
        let tuple = TupleSort {
            sort: escaped("_T.", &key),
            constructor: escaped("_mk.", &key),
            selectors: (0..sorts.len())
                .map(|i| escaped(&format!("_s{i}."), &key))
                .collect(),
        };
        self.declarations.push(Declaration::Datatype {
            name: tuple.sort.clone(),
            constructors: vec![Constructor {
                name: tuple.constructor.clone(),
                fields: tuple.selectors.iter().cloned().zip(sorts).collect(),
            }],
        });
        self.tuples.insert(key, tuple.clone());
        Ok(tuple)
    }

    /// The uninterpreted extent function of an array sort.
    fn length_function(&mut self, array_sort: &Sexp) -> Symbol {
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
    fn length(&mut self, array_sort: &Sexp, array: Sexp, ground: bool) -> Sexp {
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
    fn length_axiom(&mut self, array_sort: &Sexp, f: &Symbol) {
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
    fn base_array(&mut self, sort: &Sexp) -> Symbol {
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
    fn extent_of_term(&mut self, ty: &Type, array: &Sexp) -> Result<Sexp> {
        match ty.declared_extent() {
            Some(extent) => self.term(extent),
            None => {
                let sort = self.sort(ty)?;
                Ok(self.length(&sort, array.clone(), false))
            }
        }
    }

    /// The C meaning of `a == b` at type `ty`; the extents of arrays are
    /// given when known.
    fn equality(
        &mut self,
        ty: &Type,
        a: Sexp,
        b: Sexp,
        extents: Option<(Sexp, Sexp)>,
    ) -> Result<Sexp> {
        match ty.kind() {
            TypeKind::Bool | TypeKind::Int | TypeKind::Real | TypeKind::Char => Ok(term::eq(a, b)),
            TypeKind::Tuple { fields, .. } => {
                let tuple = self.tuple(ty)?;
                let mut parts = Vec::new();
                for (field, selector) in fields.iter().zip(&tuple.selectors) {
                    let fa = Sexp::app(selector.clone(), [a.clone()]);
                    let fb = Sexp::app(selector.clone(), [b.clone()]);
                    parts.push(self.equality(field, fa, fb, None)?);
                }
                Ok(term::and(parts))
            }
            TypeKind::Array { element, .. } => {
                let (ea, eb) = match extents {
                    Some(extents) => extents,
                    None => (self.extent_of_term(ty, &a)?, self.extent_of_term(ty, &b)?),
                };
                // A small concrete extent: element by element.
                if let Some(n) = int_of(&ea).and_then(|n| n.to_u64()) {
                    if n <= MAX_EXPANDED_EQUALITY {
                        let mut parts = vec![term::eq(ea, eb)];
                        for k in 0..n {
                            let (x, y) = (
                                term::select(a.clone(), Sexp::int(k)),
                                term::select(b.clone(), Sexp::int(k)),
                            );
                            parts.push(self.equality(element, x, y, None)?);
                        }
                        return Ok(term::and(parts));
                    }
                }
                let k = self.fresh_symbol("_e");
                let kv = Sexp::Symbol(k.clone());
                let (sa, sb) = (term::select(a, kv.clone()), term::select(b, kv.clone()));
                let elements = self.equality(element, sa.clone(), sb.clone(), None)?;
                let in_range =
                    term::and([term::le(Sexp::int(0), kv.clone()), term::lt(kv, ea.clone())]);
                // Instantiated wherever an element of either array is read.
                let body = Sexp::List(vec![
                    known("!"),
                    term::implies(in_range, elements),
                    Sexp::Keyword(Keyword::known("pattern")),
                    Sexp::List(vec![sa]),
                    Sexp::Keyword(Keyword::known("pattern")),
                    Sexp::List(vec![sb]),
                ]);
                Ok(term::and([
                    term::eq(ea, eb),
                    term::forall(vec![(k, term::int_sort())], body),
                ]))
            }
            TypeKind::Function { params, .. } => {
                let mut variables = Vec::new();
                for param in params.iter() {
                    let sort = self.sort(param)?;
                    variables.push((self.fresh_symbol("_p"), sort));
                }
                let args: Vec<Sexp> = variables
                    .iter()
                    .map(|(v, _)| Sexp::Symbol(v.clone()))
                    .collect();
                let apply = |f: Sexp| match &f {
                    Sexp::Symbol(f) => Ok(Sexp::app(f.clone(), args.clone())),
                    other => Err(untranslatable(format!(
                        "a function that is not a constant: {other}"
                    ))),
                };
                Ok(term::forall(variables, term::eq(apply(a)?, apply(b)?)))
            }
        }
    }

    /// The term of a polynomial, with integer or real literals.
    fn poly(&mut self, p: &Poly, real: bool) -> Result<Sexp> {
        let literal = |c: &BigInt| {
            if real {
                Sexp::real(&BigRational::from_integer(c.clone()))
            } else {
                Sexp::int(c.clone())
            }
        };
        let mut sum = Vec::new();
        for (monomial, coefficient) in p.terms() {
            let mut factors = Vec::new();
            for (primitive, exponent) in monomial.factors() {
                let t = self.term(primitive)?;
                // The copies are counted before they are made.
                let left = MAX_TERM_NODES.saturating_sub(self.nodes);
                let (size, _) = tree_size(&t, left);
                if size.saturating_mul(u64::from(*exponent)) > left {
                    return Err(Error::TooLarge {
                        limit: MAX_TERM_NODES,
                    });
                }
                for _ in 0..*exponent {
                    factors.push(t.clone());
                }
            }
            let product = if factors.is_empty() {
                literal(coefficient)
            } else if coefficient.is_one() {
                term::mul(factors)
            } else if (-coefficient).is_one() {
                term::neg(term::mul(factors))
            } else {
                let mut all = vec![literal(coefficient)];
                all.extend(factors);
                term::mul(all)
            };
            sum.push(product);
        }
        Ok(if sum.is_empty() {
            literal(&BigInt::zero())
        } else {
            term::add(sum)
        })
    }

    /// The largest index of a bound variable `e` mentions, if any. Indices
    /// are canonical: inside a binder of index `k`, a variable of index
    /// above `k` is bound outside it.
    fn max_bound(e: &Expr) -> Option<u32> {
        let mut seen: HashSet<Expr> = HashSet::new();
        let mut stack = vec![e.clone()];
        let mut max = None;
        while let Some(e) = stack.pop() {
            if !seen.insert(e.clone()) {
                continue;
            }
            if let ExprKind::Bound(j) = e.kind() {
                max = max.max(Some(*j));
            }
            e.for_each_child(|c| stack.push(c.clone()));
        }
        max
    }

    /// The bound variables of `e` with an index above `k` (those of enclosing binders).
    fn bounds_above(e: &Expr, k: u32, out: &mut Vec<Expr>) {
        let mut seen: HashSet<Expr> = HashSet::new();
        let mut stack = vec![e.clone()];
        while let Some(e) = stack.pop() {
            if !seen.insert(e.clone()) {
                continue;
            }
            if let ExprKind::Bound(j) = e.kind() {
                if *j > k && !out.contains(&e) {
                    out.push(e.clone());
                }
            }
            e.for_each_child(|c| stack.push(c.clone()));
        }
    }

    fn quantifier(&mut self, binder: &Binder, universal: bool) -> Result<Sexp> {
        let ExprKind::Bound(k) = binder.var.kind() else {
            return Err(untranslatable("a quantifier whose variable is not bound"));
        };
        let v = bound_name(*k);
        let vt = Sexp::Symbol(v.clone());
        let sort = self.sort(binder.var.ty())?;
        let mut range = Vec::new();
        if let Some(lower) = &binder.lower {
            range.push(term::le(self.term(lower)?, vt.clone()));
        }
        if let Some(upper) = &binder.upper {
            range.push(term::lt(vt.clone(), self.term(upper)?));
        }
        let body = self.term(&binder.body)?;
        let variables = vec![(v, sort)];
        Ok(if universal {
            let body = if range.is_empty() {
                body
            } else {
                term::implies(term::and(range), body)
            };
            term::forall(variables, body)
        } else {
            range.push(body);
            term::exists(variables, term::and(range))
        })
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

    fn translate(&mut self, e: &Expr) -> Result<Sexp> {
        Ok(match e.kind() {
            ExprKind::Bool(b) => Sexp::bool(*b),
            ExprKind::Int(n) => Sexp::int(n.clone()),
            ExprKind::Real(q) => Sexp::real(q),
            ExprKind::Char(c) => Sexp::int(*c),
            ExprKind::Symbol(name) => {
                if let Some(t) = self.symbols.get(e) {
                    return Ok(t.clone());
                }
                let sort = match e.ty().kind() {
                    TypeKind::Function { .. } => None,
                    _ => Some(self.sort_of(e)?),
                };
                let same = self.symbol_names.get(name.as_str()).and_then(|v| {
                    v.iter()
                        .find(|(s, _)| Some(s) == sort.as_ref())
                        .map(|(_, n)| n.clone())
                });
                if let Some(symbol) = same {
                    let t = Sexp::Symbol(symbol);
                    self.symbols.insert(e.clone(), t.clone());
                    self.symbol_order.push(e.clone());
                    return Ok(t);
                }
                let taken = self.symbol_names.get(name.as_str()).map_or(0, Vec::len);
                let symbol = match (taken, self.floats.get(e)) {
                    // A floating-point constant has a name of its own (`%!` and a letter
                    // per array level and the format's): the sessions keep declarations,
                    // and the same input is a real in other queries.
                    (_, Some(fmt)) => {
                        let mut levels = String::new();
                        let mut ty = e.ty().clone();
                        while let Some(el) = ty.element().cloned() {
                            levels.push('a');
                            ty = el;
                        }
                        Symbol::known(&format!(
                            "{}%!{levels}{}",
                            constant_name(name.as_str())?.as_str(),
                            fmt.letter()
                        ))
                    }
                    // `%!` never occurs in an escaped name (`%` is always `%25`).
                    (0, None) => constant_name(name.as_str())?,
                    (k, None) => {
                        Symbol::known(&format!("{}%!{k}", constant_name(name.as_str())?.as_str()))
                    }
                };
                if let Some(s) = &sort {
                    self.symbol_names
                        .entry(name.as_str().to_owned())
                        .or_default()
                        .push((s.clone(), symbol.clone()));
                }
                let declaration = match e.ty().kind() {
                    TypeKind::Function { params, result } => Declaration::Fun {
                        name: symbol.clone(),
                        args: params.iter().map(|p| self.sort(p)).collect::<Result<_>>()?,
                        result: self.sort(result)?,
                    },
                    _ => Declaration::constant(
                        symbol.clone(),
                        sort.unwrap_or_else(|| unreachable!("a constant has a sort")),
                    ),
                };
                self.declarations.push(declaration);
                let t = Sexp::Symbol(symbol);
                self.symbols.insert(e.clone(), t.clone());
                self.symbol_order.push(e.clone());
                t
            }
            ExprKind::Bound(k) => Sexp::Symbol(bound_name(*k)),
            ExprKind::Poly(p) => self.poly(p, e.ty().is_real())?,
            ExprKind::Rational(r) => {
                let numerator = self.poly(r.numerator(), true)?;
                match r.denominator().as_constant() {
                    Some(d) if d.is_one() => numerator,
                    _ => {
                        let denominator = self.poly(r.denominator(), true)?;
                        term::real_div(numerator, denominator)
                    }
                }
            }
            ExprKind::IntDiv(a, b) => {
                let (a, b) = (self.term(a)?, self.term(b)?);
                self.with_shared_dividend(a, |a| term::c_div(a, b))?
            }
            ExprKind::IntMod(a, b) => {
                let (a, b) = (self.term(a)?, self.term(b)?);
                self.with_shared_dividend(a, |a| term::c_mod(a, b))?
            }
            ExprKind::RealDiv(a, b) => term::real_div(self.term(a)?, self.term(b)?),
            ExprKind::ToReal(a) => term::to_real(self.term(a)?),
            ExprKind::ToInt(a) => {
                // Truncation toward zero; SMT-LIB's to_int is the floor.
                let a = self.term(a)?;
                term::ite(
                    term::ge(a.clone(), Sexp::real(&BigRational::zero())),
                    term::to_int(a.clone()),
                    term::neg(term::to_int(term::neg(a))),
                )
            }
            ExprKind::CharToInt(a) | ExprKind::IntToChar(a) => self.term(a)?,
            ExprKind::Length(a) => {
                let array = self.term(a)?;
                let sort = self.sort_of(a)?;
                self.length(&sort, array, Self::max_bound(a).is_none())
            }
            ExprKind::Rel(op, f) => {
                let zero = if f.ty().is_real() {
                    Sexp::real(&BigRational::zero())
                } else {
                    Sexp::int(0)
                };
                let f = self.term(f)?;
                match op {
                    RelOp::Gt => term::gt(f, zero),
                    RelOp::Ge => term::ge(f, zero),
                    RelOp::Eq => term::eq(f, zero),
                    RelOp::Ne => term::not(term::eq(f, zero)),
                }
            }
            ExprKind::Not(a) => term::not(self.term(a)?),
            ExprKind::And(xs) => term::and(
                xs.iter()
                    .map(|x| self.term(x))
                    .collect::<Result<Vec<_>>>()?,
            ),
            ExprKind::Or(xs) => term::or(
                xs.iter()
                    .map(|x| self.term(x))
                    .collect::<Result<Vec<_>>>()?,
            ),
            ExprKind::Equal(a, b) => {
                let (ta, tb) = (self.term(a)?, self.term(b)?);
                let extents = if a.ty().is_array() {
                    let ea = a.extent().map_err(|e| untranslatable(e.to_string()))?;
                    let eb = b.extent().map_err(|e| untranslatable(e.to_string()))?;
                    Some((self.term(&ea)?, self.term(&eb)?))
                } else {
                    None
                };
                self.equality(a.ty(), ta, tb, extents)?
            }
            ExprKind::Forall(binder) => self.quantifier(binder, true)?,
            ExprKind::Exists(binder) => self.quantifier(binder, false)?,
            ExprKind::Cond(c, a, b) => match self.floats.get(e).copied() {
                Some(fmt) => {
                    let c = self.term(c)?;
                    term::ite(c, self.float_term(a, fmt)?, self.float_term(b, fmt)?)
                }
                None => term::ite(self.term(c)?, self.term(a)?, self.term(b)?),
            },
            ExprKind::Read(a, i) => match read_through_writes(a, i) {
                // Reading a lambda needs no quantified definition of it.
                Some(e) => self.term(&e)?,
                None => term::select(self.term(a)?, self.term(i)?),
            },
            ExprKind::Write(a, i, v) => {
                let (a, i) = (self.term(a)?, self.term(i)?);
                let v = self.element_term(e, v)?;
                term::store(a, i, v)
            }
            ExprKind::ArrayLit(xs) => {
                let sort = self.sort_of(e)?;
                let mut array = Sexp::Symbol(self.base_array(&sort));
                for (i, x) in xs.iter().enumerate() {
                    let x = self.element_term(e, x)?;
                    array = term::store(array, Sexp::int(i as u64), x);
                }
                array
            }
            ExprKind::Chi(base, elements) => {
                let mut array = self.term(base)?;
                for (i, x) in elements.iter().enumerate() {
                    if let Some(x) = x {
                        let x = self.element_term(e, x)?;
                        array = term::store(array, Sexp::int(i as u64), x);
                    }
                }
                array
            }
            ExprKind::Lambda(extent, var, body) => {
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
                let definition =
                    term::forall(params, term::implies(in_range, term::eq(element, body)));
                self.side.push(definition);
                applied
            }
            ExprKind::Tuple(xs) => {
                let tuple = self.tuple(e.ty())?;
                let fields = xs
                    .iter()
                    .map(|x| self.term(x))
                    .collect::<Result<Vec<_>>>()?;
                Sexp::app(tuple.constructor, fields)
            }
            ExprKind::Field(t, i) => {
                let tuple = self.tuple(t.ty())?;
                let selector = tuple
                    .selectors
                    .get(*i as usize)
                    .cloned()
                    .ok_or_else(|| untranslatable(format!("field {i} of {}", t.ty())))?;
                Sexp::app(selector, [self.term(t)?])
            }
            ExprKind::SetField(t, i, v) => {
                let tuple = self.tuple(t.ty())?;
                let base = self.term(t)?;
                let value = self.term(v)?;
                let fields = tuple.selectors.iter().enumerate().map(|(j, selector)| {
                    if j == *i as usize {
                        value.clone()
                    } else {
                        Sexp::app(selector.clone(), [base.clone()])
                    }
                });
                Sexp::app(tuple.constructor.clone(), fields.collect::<Vec<_>>())
            }
            ExprKind::Apply(f, args) => {
                if let Some(fp) = FpFunction::of_symbol(f) {
                    return self.float_application(fp, args);
                }
                let Sexp::Symbol(name) = &self.term(f)? else {
                    return Err(untranslatable(format!(
                        "an application of {f}, not a function constant"
                    )));
                };
                let args = args
                    .iter()
                    .map(|a| self.term(a))
                    .collect::<Result<Vec<_>>>()?;
                let application = Sexp::app(name.clone(), args.clone());
                if f.is_symbol() && Self::max_bound(e).is_none() {
                    self.applications
                        .push((f.clone(), args, application.clone()));
                }
                application
            }
        })
    }
}

impl Translator {
    /// The term of `x`, an element of the array `array` (a floating-point one's as
    /// such).
    fn element_term(&mut self, array: &Expr, x: &Expr) -> Result<Sexp> {
        match self.floats.get(array).copied() {
            Some(fmt) => self.float_term(x, fmt),
            None => self.term(x),
        }
    }
}

/// The most writes [`read_through_writes`] looks through.
const WRITES_READ_THROUGH: usize = 16;

/// A read at the closed index `i` of writes over an array lambda, as conditionals over
/// the written indices with the lambda's body at `i` last: the same value, without the
/// lambda. `None` for any other array.
fn read_through_writes(a: &Expr, i: &Expr) -> Option<Expr> {
    if i.has_free_bound() {
        return None;
    }
    let mut writes = Vec::new();
    let mut base = a;
    while let ExprKind::Write(b, j, v) = base.kind() {
        if writes.len() == WRITES_READ_THROUGH {
            return None;
        }
        writes.push((j, v));
        base = b;
    }
    if writes.is_empty() || !matches!(base.kind(), ExprKind::Lambda(..)) {
        return None;
    }
    let mut e = base.read(i).ok()?;
    if matches!(e.kind(), ExprKind::Read(..)) && e.children().first() == Some(base) {
        return None;
    }
    for (j, v) in writes.into_iter().rev() {
        e = Expr::cond(&i.equals(j).ok()?, v, &e).ok()?;
    }
    Some(e)
}
