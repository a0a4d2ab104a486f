//! Typed symbolic expressions in canonical form, their evaluation, and the simplifier of
//! tass (seed 001, sections 2 and 4.5; seed 000, section 3.1).
//!
//! # Architecture invariant
//!
//! This crate knows nothing of SMT-LIB, solvers, processes, C, or I/O. It is pure data and
//! algorithms over expressions; `tass-prove` translates expressions to SMT-LIB and back,
//! and the state and exploration layers build expressions through the constructors here.
//!
//! # A first example
//!
//! ```
//! use tass_symbolic::{Answer, Expr, Simplifier, Type};
//!
//! let int = Type::int();
//! let x0 = Expr::symbol("X0", &int)?;
//! let x1 = Expr::symbol("X1", &int)?;
//! let x2 = Expr::symbol("X2", &int)?;
//! let sum = x0.plus(&x1)?.plus(&x2)?;
//! // The path condition of the example of seed 001 (4.5).
//! let pc = Expr::and_all([
//!     &sum.less_eq(&Expr::int(6))?,
//!     &sum.greater_eq(&Expr::int(6))?,
//!     &x0.minus(&x1.times(&Expr::int(2))?)?.plus(&x2)?.equals(&Expr::int(18))?,
//! ])?;
//! let s = Simplifier::for_assumption(&pc)?;
//! assert_eq!(s.reduced_assumption().to_string(), "X0 + X2 == 10");
//! let a = x0.pow(2)?.plus(&x1.pow(2)?)?.plus(&x2.pow(2)?)?;
//! assert_eq!(s.simplify(&a).to_string(), "X0^2 + X2^2 + 16");
//! assert!(s.simplify(&x1.greater(&Expr::int(0))?).is_false());
//! assert_eq!(s.valid(&x1.less(&Expr::int(0))?), Answer::Yes);
//! # Ok::<(), tass_symbolic::Error>(())
//! ```
//!
//! # Expressions
//!
//! An [`Expr`] is a cheap handle (an `Arc`) to an immutable, *hash-consed* node: the
//! global interner makes two equal expressions one object, so `==` is a pointer
//! comparison and `Hash` writes a precomputed structural hash, both O(1) (the "flyweight"
//! half of TASS's morphic pattern). [`Ord`] is a structural total order, the same in every
//! run (it never looks at addresses). `Expr` and [`Type`] are `Send + Sync`.
//!
//! Inspect an expression with [`Expr::kind`] (an [`ExprKind`], the enum to match on),
//! [`Expr::ty`], [`Expr::for_each_child`], and the `as_*` / `is_*` helpers. Build one
//! with the constructors on `Expr`, all of which check types and return
//! [`Result`]`<Expr>` (an ill-typed construction is an [`Error::TypeMismatch`], never a
//! panic); the operators `+ - * /` and unary `-` on `&Expr` are shorthands that panic on
//! ill-typed operands, for tests and benchmarks:
//!
//! | what | constructors |
//! | --- | --- |
//! | constants | [`Expr::bool`], [`Expr::tt`], [`Expr::ff`], [`Expr::int`], [`Expr::real`], [`Expr::real_frac`], [`Expr::char`], [`Expr::numeral`], [`Value::to_expr`] |
//! | symbolic constants | [`Expr::symbol`] (named and typed), [`Expr::indexed_symbol`] and [`Expr::symbol_index`] for generated names such as `X0` or `Y3` (which are ordered by their number) |
//! | arithmetic | [`Expr::plus`], [`Expr::minus`], [`Expr::times`], [`Expr::negated`], [`Expr::divided_by`] (reals), [`Expr::pow`], [`Expr::c_div`] and [`Expr::c_rem`] (C's truncating `/` and `%`), [`Expr::to_real`], [`Expr::to_int`] (truncation), [`Expr::char_to_int`], [`Expr::int_to_char`], [`Expr::sum`]; a division by the constant zero builds an unevaluated node ([`ExprKind::IntDiv`], [`ExprKind::IntMod`], [`ExprKind::RealDiv`]) whose evaluation fails, so that substitution and simplification never fail |
//! | comparisons | [`Expr::less`], [`Expr::less_eq`], [`Expr::greater`], [`Expr::greater_eq`], [`Expr::equals`], [`Expr::not_equals`], [`Expr::rel`] |
//! | logic | [`Expr::and`], [`Expr::or`], [`Expr::not`], [`Expr::implies`], [`Expr::iff`], [`Expr::and_all`], [`Expr::or_all`], [`Expr::forall`], [`Expr::exists`] |
//! | conditionals | [`Expr::cond`] |
//! | arrays | [`Expr::array`], [`Expr::read`], [`Expr::write`], [`Expr::chi`] (the χ{λ0, ..., λn} of seed 001), [`Expr::array_lambda`], [`Expr::extent`] |
//! | tuples (structs) | [`Expr::tuple`], [`Expr::field`], [`Expr::with_field`] |
//! | functions | [`Expr::apply`] on a symbolic constant of [`Type::function`] type (uninterpreted: `sin`, `#pragma TASS abstract`) |
//!
//! Types ([`Type`]): bool, int (unbounded), real (exact rationals), char, tuple (named,
//! for structs), array (element type and an optional declared extent, an integer
//! expression), function. Integers and reals never mix implicitly.
//!
//! # Canonical forms, always applied
//!
//! Every constructor returns its result in canonical form (seed 001, 4.5):
//!
//! - **integers** are polynomials over integer *primitives* (symbolic constants, C
//!   divisions and remainders, reads, applications, conditionals, ... — anything that is
//!   not a sum, product or constant) with integer coefficients, terms in graded
//!   lexicographic order ([`Poly`], [`Monomial`]); a bare primitive stays itself;
//! - **reals** are quotients `p/q` of integer-coefficient polynomials over real
//!   primitives ([`RatFn`]) with coprime contents, a positive leading coefficient of `q`,
//!   and common factors cancelled where known: factorizations are kept with the
//!   polynomials and merged by products, as TASS does, never computed from scratch;
//!   `int → real` casts distribute over polynomials;
//! - **booleans** are in the conjunctive form of seed 001: an [`ExprKind::And`] of
//!   clauses, each an [`ExprKind::Or`] of literals, each a boolean primitive, its
//!   negation, a quantifier, or a relational atom `f > 0`, `f >= 0`, `f = 0`, `f != 0`
//!   ([`ExprKind::Rel`]); over the integers `f > 0` becomes `f - 1 >= 0` and atoms are
//!   divided by the gcd of their coefficients (so `2x + 3 >= 0` is `x + 1 >= 0`);
//!   clauses and literals are sorted by the total order (the distribution of `or` over
//!   `and` is capped by [`CNF_LIMIT`]);
//! - **arrays**: writes at concrete indices give χ expressions, reads of χ, writes and
//!   lambdas are resolved where the index allows; **tuples**: reads of writes and of
//!   literals are resolved; **quantifiers** distribute (`∀x.(f1 ∧ f2)` is
//!   `(∀x.f1) ∧ (∀x.f2)`) and bound variables are numbered canonically, so
//!   alpha-equivalent expressions are the same object.
//!
//! Canonical forms are exact for polynomials: two integer polynomials that are equal as
//! functions are the same object. Beyond polynomials the form approximates a unique
//! representative, as in TASS.
//!
//! # Bound variables (for translators)
//!
//! Quantifiers ([`ExprKind::Forall`], [`ExprKind::Exists`], with a [`Binder`]) and array
//! lambdas ([`ExprKind::Lambda`]) bind an [`ExprKind::Bound`] variable `k`. Indices are
//! canonical: a binder's index is the nesting height of binders in its body, so a binder
//! nested inside another always has a smaller index and the indices along any path are
//! distinct. A translator can therefore name bound variable `k` after its index (`_b3`)
//! without any renaming. A quantifier ranges over the half-open interval
//! `lower <= var < upper` of its variable's type (int or real); a missing bound is
//! unbounded.
//!
//! Translating the C operations to SMT-LIB (whose `div` and `mod` are Euclidean and whose
//! `to_int` is the floor): `c_div(a, b)` is `a / b` truncated toward zero, e.g.
//! `(ite (>= a 0) (ite (> b 0) (div a b) (- (div a (- b)))) (ite (> b 0) (- (div (- a) b)) (div (- a) (- b))))`;
//! `c_rem(a, b)` is `a - b * c_div(a, b)`; `to_int(r)` is
//! `(ite (>= r 0) (to_int r) (- (to_int (- r))))`; an [`ExprKind::Length`] is a
//! non-negative integer function of its array; an [`ExprKind::RealDiv`] (divisor zero) is
//! SMT-LIB's `/`; an [`ExprKind::Chi`] is a chain of stores;
//! an [`ExprKind::Lambda`] can be declared as a fresh array constrained by a quantifier.
//!
//! # Operations
//!
//! - Substitution of symbolic constants by expressions or constants:
//!   [`Expr::substitute`] with a [`Substitution`], [`Expr::substitute_one`].
//! - The ordered list of symbolic constants an expression involves (first occurrence in
//!   a canonical pre-order traversal; the order seed 000 needs for `canonic`):
//!   [`Expr::free_symbols`], [`Expr::involves`].
//! - Evaluation under a concrete [`Assignment`]: [`Expr::eval`] gives a [`Value`]
//!   (booleans, big integers, rationals, characters, arrays, tuples, function tables
//!   with a default); quantifiers over finite integer ranges are enumerated; division by
//!   zero and out-of-bounds accesses are errors.
//!
//! # The simplifier and the first prover layer
//!
//! A [`Simplifier`] is built from an assumption (a path condition); it extracts linear
//! equalities over monomials (solved by Gaussian elimination) and interval bounds on
//! linear forms, simplifies the assumption itself ([`Simplifier::assumption`],
//! [`Simplifier::reduced_assumption`]) and any expression under it
//! ([`Simplifier::simplify`]), caching results; simplifiers are cached per assumption
//! ([`Simplifier::for_assumption`]). [`valid`]`(assumption, predicate)` answers
//! [`Answer::Yes`] / [`Answer::No`] / [`Answer::Maybe`] (only `Yes` proves; `No` is given
//! only with a concrete model of the assumption in hand), and [`satisfiable`] answers the
//! dual question; these are the light-weight first layer the prover calls before any
//! solver.
//!
//! # Design decisions
//!
//! - Arbitrary precision with `num-bigint` and `num-rational`: well kept, small, and fast
//!   enough (canonicalizing 100,000 random polynomial operations takes well under a
//!   second, see the benchmarks).
//! - Hash-consing with a hand-written interner (`expr` module) rather than the
//!   `hashconsing` crate: we need `Send + Sync` handles, a structural hash that is the
//!   same in every run (so that orders and hash-based decisions are deterministic), and a
//!   structural, creation-independent `Ord`, while `hashconsing` orders by creation id.
//!   The interner is a sharded table of weak references (`hashbrown::HashTable`, 32
//!   shards behind mutexes), swept when a shard doubles, so unused expressions are freed.
//! - The interner and the simplifier cache are global: no context object threads through
//!   the verifier, and expressions from different threads can be compared directly.
//!
//! # Not (yet) done
//!
//! - Floor (mathematical) division and modulus: only C's truncating ones exist.
//! - Full polynomial factorization (by design: only known factors are cancelled).
//! - The simplifier does not instantiate quantified facts, does not use the range of a
//!   quantifier when simplifying its body, and combines bounds one step deep only; its
//!   model search (for `No` answers) tries at most 64 assignments of scalars and constant
//!   arrays.
//! - Very deep expressions (chains of tens of thousands of nested operations) are
//!   processed recursively and may exhaust a thread's stack.

#![warn(missing_docs)]
#![forbid(unsafe_code)]

mod boolean;
mod compound;
mod display;
mod error;
mod eval;
mod expr;
mod float;
mod numeric;
mod poly;
mod ratfn;
mod simplify;
mod transform;
mod types;
mod value;

pub use boolean::CNF_LIMIT;
pub use compound::{CHI_INDEX_LIMIT, LAMBDA_EXPANSION_LIMIT};
pub use error::{Error, Result};
pub use eval::QUANTIFIER_LIMIT;
pub use expr::{
    interned_count, Binder, Expr, ExprKind, Monomial, Name, Poly, Quantifier, RatFn, RelOp, Type,
    TypeKind,
};
pub use float::{Format, FpFunction, FpOp};
pub use num_bigint::BigInt;
pub use num_rational::BigRational;
pub use simplify::{satisfiable, valid, Answer, Simplifier};
pub use transform::Substitution;
pub use value::{Assignment, FunctionTable, Special, Value};
