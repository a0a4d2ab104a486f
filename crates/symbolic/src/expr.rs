//! Hash-consed symbolic expressions: the [`Expr`] handle, its [`ExprKind`], and the
//! interner that makes equal expressions one shared object. The data the expressions are
//! made of is defined here with them, as it contains them in turn: [`Type`] (an array's
//! extent is an expression), [`Poly`] and [`Monomial`] (over primitive expressions),
//! [`RatFn`], [`Quantifier`]; their operations are in `types`, `poly`, `ratfn`.
//!
//! Every expression is built by a smart constructor (see the `impl Expr` blocks of the
//! `numeric`, `boolean` and `compound` modules) that puts it in canonical form and then
//! *interns* it: the global interner keeps one weak reference per live expression, keyed
//! by a structural hash, so that building an expression equal to a live one returns the
//! existing node. Hence `==` is a pointer comparison and `Hash` writes a precomputed
//! 64-bit structural hash; both are O(1). The order ([`Ord`]) is structural (kind, then
//! contents, then type) with a pointer-equality short cut; it does not depend on addresses
//! or creation order, so it is the same in every run.
//!
//! The interner is a hand-written sharded table of `Weak` references (`hashbrown`'s
//! `HashTable`, 32 shards each behind a `Mutex`); dead entries are swept when a shard has
//! doubled since its last sweep, so memory of unused expressions is returned. It is global
//! (no context object to thread through the verifier), and `Expr` is `Send + Sync`.
//!
//! An entry of the same hash whose expression died is reused by the next new node (a
//! constant built and dropped at every loop test would otherwise leave a pile of dead
//! entries that every lookup of that hash walks). Small integers (-256..4096, [`SMALL`]) are kept alive
//! for good. Expressions are graphs whose parts are shared;
//! written out as a tree one may be exponentially larger (`hits[k % N] = hits[k % N] + 1`
//! run a few times): `Expr::tree_size` gives that size in time linear in the graph.

use std::cmp::Ordering;
use std::fmt;
use std::hash::{Hash, Hasher};
use std::sync::{Arc, LazyLock, Mutex, PoisonError, Weak};

use hashbrown::HashTable;
use num_bigint::BigInt;
use num_rational::BigRational;
use rustc_hash::FxHasher;

// ---------------------------------------------------------------------------------------
// The data of symbolic expressions, defined together because they contain each other (a
// type's extent is an expression, a polynomial's primitives are expressions, an
// expression may be a polynomial or a rational function); their operations are in
// `types`, `poly`, `ratfn`, `numeric`, `boolean` and `compound`.

/// The type of a symbolic expression: a cheap handle with structural equality, hashing
/// and a deterministic total order.
#[derive(Clone, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Type(pub(crate) Arc<TypeKind>);

/// The shape of a [`Type`].
#[derive(Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum TypeKind {
    /// Booleans.
    Bool,
    /// Mathematical (unbounded) integers.
    Int,
    /// Mathematical reals, with exact rational constants.
    Real,
    /// Characters (Unicode scalar values or C byte codes).
    Char,
    /// A tuple (C struct) with a name and the types of its fields, in order.
    Tuple {
        /// The name of the tuple type (the C struct tag); tuples of different names are
        /// different types.
        name: Arc<str>,
        /// The field types.
        fields: Arc<[Type]>,
    },
    /// An array of `element`s, with an optional declared extent of integer type.
    Array {
        /// The element type.
        element: Type,
        /// The declared extent, an integer expression, if known.
        extent: Option<Expr>,
    },
    /// An (uninterpreted) function type.
    Function {
        /// The parameter types.
        params: Arc<[Type]>,
        /// The result type.
        result: Type,
    },
}

/// A product of primitive expressions with positive exponents; the empty product is 1.
#[derive(Clone, PartialEq, Eq, Hash)]
pub struct Monomial(pub(crate) Arc<[(Expr, u32)]>, pub(crate) u64);

/// A polynomial with integer coefficients: terms with non-zero coefficients in decreasing
/// monomial order. The zero polynomial has no terms.
#[derive(Clone, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Poly(pub(crate) Arc<[(Monomial, BigInt)]>);

/// A quotient of two integer polynomials, normalized (see the module documentation).
#[derive(Clone)]
pub struct RatFn {
    pub(crate) num: Poly,
    pub(crate) den: Poly,
    pub(crate) num_factors: Arc<[Poly]>,
    pub(crate) den_factors: Arc<[Poly]>,
}

/// Which quantifier.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Quantifier {
    /// For all.
    Forall,
    /// There exists.
    Exists,
}

/// A symbolic expression: a cheap, immutable, hash-consed handle.
///
/// Cloning is an `Arc` clone; equality and hashing are O(1); the order is total and
/// deterministic. Build expressions with the constructors on `Expr` (for instance
/// [`Expr::int`], [`Expr::symbol`], [`Expr::plus`], [`Expr::and`], [`Expr::read`]) and
/// inspect them with [`Expr::kind`] and [`Expr::ty`].
#[derive(Clone)]
pub struct Expr(pub(crate) Arc<Node>);

/// The node behind an [`Expr`].
pub(crate) struct Node {
    pub(crate) kind: ExprKind,
    pub(crate) ty: Type,
    pub(crate) hash: u64,
    /// The nesting depth of binders (quantifiers, array lambdas) in the expression.
    pub(crate) height: u32,
    /// Bit `min(k, 63)` is set when the bound variable of index `k` occurs free.
    pub(crate) bound_mask: u64,
    /// A Bloom filter of the symbolic constants that occur (bit `hash % 64` of each).
    pub(crate) sym_bloom: u64,
}

/// A name of a symbolic constant. Names are ordered by a 64-bit key computed from the
/// text (so that comparing two names is usually one integer comparison), then
/// *naturally* (digit runs compare as numbers), then as strings. The key preserves the
/// natural order of the usual names (a letter prefix of up to a few bytes and a number),
/// so `X2 < X10 < Y1`.
#[derive(Clone)]
pub struct Name {
    text: Arc<str>,
    key: u64,
}

impl Name {
    pub(crate) fn new(text: &str) -> Name {
        Name {
            text: text.into(),
            key: natural_key(text),
        }
    }

    /// The name as a string.
    pub fn as_str(&self) -> &str {
        &self.text
    }
}

/// The first eight bytes of an order-preserving encoding of the name: non-digit bytes as
/// they are; a digit run as the byte `'0'`, the number of significant digits, and the
/// digits.
fn natural_key(text: &str) -> u64 {
    let b = text.as_bytes();
    let mut out = [0u8; 8];
    let mut k = 0;
    let mut i = 0;
    while i < b.len() && k < 8 {
        if b[i].is_ascii_digit() {
            let s = i;
            while i < b.len() && b[i].is_ascii_digit() {
                i += 1;
            }
            let digits = trim_zeros(&b[s..i]);
            for x in std::iter::once(b'0')
                .chain(std::iter::once(digits.len().min(255) as u8))
                .chain(digits.iter().copied())
            {
                if k == 8 {
                    break;
                }
                out[k] = x;
                k += 1;
            }
        } else {
            out[k] = b[i];
            k += 1;
            i += 1;
        }
    }
    u64::from_be_bytes(out)
}

impl PartialEq for Name {
    fn eq(&self, other: &Self) -> bool {
        self.text == other.text
    }
}

impl Eq for Name {}

impl Hash for Name {
    fn hash<H: Hasher>(&self, state: &mut H) {
        self.text.hash(state);
    }
}

impl Ord for Name {
    fn cmp(&self, other: &Self) -> Ordering {
        self.key
            .cmp(&other.key)
            .then_with(|| natural_cmp(&self.text, &other.text))
            .then_with(|| self.text.cmp(&other.text))
    }
}

impl PartialOrd for Name {
    fn partial_cmp(&self, other: &Self) -> Option<Ordering> {
        Some(self.cmp(other))
    }
}

impl fmt::Debug for Name {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.text)
    }
}

fn natural_cmp(a: &str, b: &str) -> Ordering {
    let (a, b) = (a.as_bytes(), b.as_bytes());
    let (mut i, mut j) = (0, 0);
    while i < a.len() && j < b.len() {
        if a[i].is_ascii_digit() && b[j].is_ascii_digit() {
            let si = i;
            while i < a.len() && a[i].is_ascii_digit() {
                i += 1;
            }
            let sj = j;
            while j < b.len() && b[j].is_ascii_digit() {
                j += 1;
            }
            let da = trim_zeros(&a[si..i]);
            let db = trim_zeros(&b[sj..j]);
            let o = da.len().cmp(&db.len()).then_with(|| da.cmp(db));
            if o != Ordering::Equal {
                return o;
            }
        } else {
            let o = a[i].cmp(&b[j]);
            if o != Ordering::Equal {
                return o;
            }
            i += 1;
            j += 1;
        }
    }
    (a.len() - i).cmp(&(b.len() - j))
}

fn trim_zeros(d: &[u8]) -> &[u8] {
    let k = d.iter().take_while(|&&c| c == b'0').count();
    &d[k..]
}

/// A relational operator of a canonical atom `f op 0`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum RelOp {
    /// `f > 0` (only over the reals: over the integers it becomes `f - 1 >= 0`).
    Gt,
    /// `f >= 0`.
    Ge,
    /// `f = 0`.
    Eq,
    /// `f != 0`.
    Ne,
}

impl RelOp {
    /// The operator as written in C.
    pub fn symbol(self) -> &'static str {
        match self {
            RelOp::Gt => ">",
            RelOp::Ge => ">=",
            RelOp::Eq => "==",
            RelOp::Ne => "!=",
        }
    }
}

/// The parts of a quantifier: `∀ var ∈ [lower, upper) . body` (or `∃`).
///
/// The range is half-open, `lower <= var < upper`, over the integers or the reals (the
/// type of `var`); a missing bound means unbounded on that side. `var` is a
/// [`ExprKind::Bound`] variable.
#[derive(Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Binder {
    /// The bound variable, an [`ExprKind::Bound`] expression.
    pub var: Expr,
    /// The inclusive lower bound, if any.
    pub lower: Option<Expr>,
    /// The exclusive upper bound, if any.
    pub upper: Option<Expr>,
    /// The body, a boolean expression in which `var` occurs.
    pub body: Expr,
}

/// The kind of an expression, with its operands. This is the view other crates match on
/// (the prover translates each kind to SMT-LIB).
///
/// The canonical-form invariants that the constructors maintain are listed per variant.
/// Numeric "primitives" are the integer or real expressions that are not constants,
/// [`Poly`](ExprKind::Poly) or [`Rational`](ExprKind::Rational): they are the atoms of
/// polynomials. Boolean "primitives" are symbolic constants, array and tuple reads,
/// function applications and [`Equal`](ExprKind::Equal); they are the atoms of literals.
#[derive(Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum ExprKind {
    /// A boolean constant.
    Bool(bool),
    /// An integer constant.
    Int(BigInt),
    /// A real constant (never an integer-valued node of type int: the type says which).
    Real(BigRational),
    /// A character constant (its code).
    Char(u32),
    /// A symbolic constant with a name; its type is the node's type.
    Symbol(Name),
    /// The variable of an enclosing binder ([`Binder`] or [`ExprKind::Lambda`]). Indices
    /// are canonical: a binder's index is the binder nesting height of its body, so an
    /// inner binder always has a smaller index than an enclosing one and alpha-equivalent
    /// expressions are the same object. Names such as `_b0` appear only in printing.
    Bound(u32),
    /// An integer polynomial over primitives: at least two terms, or one term that is
    /// neither a constant nor a bare primitive. Coefficients are integers; terms are in
    /// decreasing (graded lexicographic) monomial order.
    Poly(Poly),
    /// A real rational function `p/q` over real primitives, with integer coefficients,
    /// common factors cancelled where known, the content of `p` and `q` coprime and `q`
    /// with a positive leading coefficient; never a constant or a bare primitive.
    Rational(RatFn),
    /// C integer division `a / b`, truncating toward zero (an integer primitive). The
    /// divisor may be the constant zero (then the value is undefined: evaluation fails).
    IntDiv(Expr, Expr),
    /// C integer remainder `a % b`, whose sign is that of `a` (an integer primitive).
    IntMod(Expr, Expr),
    /// A real quotient `a / b` whose divisor is the constant zero (a real primitive): its
    /// value is undefined and evaluation fails. It exists so that building a division, a
    /// substitution or a simplification never fails.
    RealDiv(Expr, Expr),
    /// An integer primitive seen as a real (a real primitive). The cast distributes over
    /// integer polynomials, so its operand is always a primitive.
    ToReal(Expr),
    /// A real truncated toward zero to an integer (an integer primitive).
    ToInt(Expr),
    /// The code of a character (an integer primitive).
    CharToInt(Expr),
    /// The character of an integer code.
    IntToChar(Expr),
    /// The extent of an array whose extent is not otherwise known (an integer primitive).
    Length(Expr),
    /// A relational atom `f op 0`. `f` is an integer or real polynomial (real ones with
    /// integer coefficients and no denominator), divided by the gcd of its coefficients;
    /// for `Eq` and `Ne` its leading coefficient is positive; over the integers `op` is
    /// never `Gt`.
    Rel(RelOp, Expr),
    /// The negation of a boolean primitive.
    Not(Expr),
    /// A conjunction of at least two clauses, sorted, without duplicates.
    And(Arc<[Expr]>),
    /// A disjunction of at least two literals, sorted, without duplicates or complementary
    /// pairs. (When putting a formula in conjunctive form would produce too many clauses,
    /// a disjunct may be an `And`: see the `boolean` module.)
    Or(Arc<[Expr]>),
    /// Equality of two values of a non-numeric, non-boolean type (char, array, tuple,
    /// function), with the operands in increasing order: a boolean primitive.
    Equal(Expr, Expr),
    /// A universal quantifier.
    Forall(Binder),
    /// An existential quantifier.
    Exists(Binder),
    /// `if c then a else b`, for types other than bool (boolean conditionals are put in
    /// conjunctive form); an atomic `c` is smaller than its negation.
    Cond(Expr, Expr, Expr),
    /// The element of an array at an integer index.
    Read(Expr, Expr),
    /// An array with one element replaced, at an index that is not a concrete
    /// non-negative integer (those give [`ExprKind::Chi`]).
    Write(Expr, Expr, Expr),
    /// A concrete array: the elements, in order; its extent is their number.
    ArrayLit(Arc<[Expr]>),
    /// The concrete array expression χ{λ0, ..., λn} of seed 001: the base array with the
    /// element at index `i` replaced by `λi` wherever `λi` is `Some`. The base is neither
    /// a `Chi` nor an `ArrayLit`, the list is not empty and does not end with `None`.
    Chi(Expr, Arc<[Option<Expr>]>),
    /// The array of the given extent whose element at index `var` is `body`:
    /// `(extent, var, body)`, `var` being an [`ExprKind::Bound`] integer variable.
    Lambda(Expr, Expr, Expr),
    /// A tuple value from its fields.
    Tuple(Arc<[Expr]>),
    /// Field `i` of a tuple.
    Field(Expr, u32),
    /// A tuple with field `i` replaced.
    SetField(Expr, u32, Expr),
    /// The application of a function to arguments.
    Apply(Expr, Arc<[Expr]>),
}

impl ExprKind {
    /// Calls `f` on each direct operand, in the canonical order used for traversals
    /// (polynomials yield their primitives in term order; quantifiers their variable,
    /// bounds and body). Types are not visited.
    pub fn for_each_child(&self, mut f: impl FnMut(&Expr)) {
        match self {
            ExprKind::Bool(_)
            | ExprKind::Int(_)
            | ExprKind::Real(_)
            | ExprKind::Char(_)
            | ExprKind::Symbol(_)
            | ExprKind::Bound(_) => {}
            ExprKind::Poly(p) => p.for_each_primitive(&mut f),
            ExprKind::Rational(r) => {
                r.numerator().for_each_primitive(&mut f);
                r.denominator().for_each_primitive(&mut f);
            }
            ExprKind::ToReal(a)
            | ExprKind::ToInt(a)
            | ExprKind::CharToInt(a)
            | ExprKind::IntToChar(a)
            | ExprKind::Length(a)
            | ExprKind::Rel(_, a)
            | ExprKind::Not(a)
            | ExprKind::Field(a, _) => f(a),
            ExprKind::IntDiv(a, b)
            | ExprKind::IntMod(a, b)
            | ExprKind::RealDiv(a, b)
            | ExprKind::Equal(a, b)
            | ExprKind::Read(a, b) => {
                f(a);
                f(b);
            }
            ExprKind::SetField(a, _, b) => {
                f(a);
                f(b);
            }
            ExprKind::And(xs) | ExprKind::Or(xs) | ExprKind::ArrayLit(xs) | ExprKind::Tuple(xs) => {
                xs.iter().for_each(f)
            }
            ExprKind::Forall(b) | ExprKind::Exists(b) => {
                f(&b.var);
                if let Some(l) = &b.lower {
                    f(l);
                }
                if let Some(u) = &b.upper {
                    f(u);
                }
                f(&b.body);
            }
            ExprKind::Cond(a, b, c) | ExprKind::Write(a, b, c) | ExprKind::Lambda(a, b, c) => {
                f(a);
                f(b);
                f(c);
            }
            ExprKind::Chi(base, elems) => {
                f(base);
                elems.iter().flatten().for_each(f);
            }
            ExprKind::Apply(g, args) => {
                f(g);
                args.iter().for_each(f);
            }
        }
    }

    /// The quantifier and its parts, for [`ExprKind::Forall`] and [`ExprKind::Exists`].
    pub fn as_quantifier(&self) -> Option<(Quantifier, &Binder)> {
        match self {
            ExprKind::Forall(b) => Some((Quantifier::Forall, b)),
            ExprKind::Exists(b) => Some((Quantifier::Exists, b)),
            _ => None,
        }
    }

    /// The index of the variable bound by this node, for quantifiers and lambdas.
    pub(crate) fn bound_index(&self) -> Option<u32> {
        let var = match self {
            ExprKind::Forall(b) | ExprKind::Exists(b) => &b.var,
            ExprKind::Lambda(_, v, _) => v,
            _ => return None,
        };
        match var.kind() {
            ExprKind::Bound(k) => Some(*k),
            _ => None,
        }
    }
}

fn mask_bit(k: u32) -> u64 {
    1u64 << k.min(63)
}

impl Node {
    fn new(kind: ExprKind, ty: Type, hash: u64) -> Node {
        let mut height = 0;
        let mut mask = 0u64;
        let mut bloom = 0u64;
        kind.for_each_child(|c| {
            height = height.max(c.0.height);
            mask |= c.0.bound_mask;
            bloom |= c.0.sym_bloom;
        });
        ty.for_each_expr(&mut |c| {
            height = height.max(c.0.height);
            mask |= c.0.bound_mask;
            bloom |= c.0.sym_bloom;
        });
        if let ExprKind::Symbol(_) = kind {
            bloom |= 1u64 << (hash % 64);
        }
        if let ExprKind::Bound(k) = kind {
            mask |= mask_bit(k);
        }
        if let Some(k) = kind.bound_index() {
            // The body's height is the index; the binder adds one level.
            height = height.max(k + 1);
            if k < 63 {
                // Recompute: the variable itself is not free here, but it may occur in the
                // bounds only if they are ill-formed, which constructors prevent.
                mask &= !mask_bit(k);
            }
        }
        Node {
            kind,
            ty,
            hash,
            height,
            bound_mask: mask,
            sym_bloom: bloom,
        }
    }
}

const SHARDS: usize = 32;
const MIN_SWEEP: usize = 1024;

struct Shard {
    table: HashTable<(u64, Weak<Node>)>,
    sweep_at: usize,
}

static INTERNER: LazyLock<Vec<Mutex<Shard>>> = LazyLock::new(|| {
    (0..SHARDS)
        .map(|_| {
            Mutex::new(Shard {
                table: HashTable::new(),
                sweep_at: MIN_SWEEP,
            })
        })
        .collect()
});

/// Interns a node: returns the live expression equal to `(kind, ty)` if there is one, or
/// a new one. Callers are the smart constructors, which pass canonical kinds.
pub(crate) fn intern(kind: ExprKind, ty: Type) -> Expr {
    let mut h = FxHasher::default();
    kind.hash(&mut h);
    ty.hash(&mut h);
    let hash = h.finish();
    let shard = &INTERNER[((hash >> 32) as usize) % SHARDS];
    let mut guard = shard.lock().unwrap_or_else(PoisonError::into_inner);
    let mut found = None;
    guard.table.find(hash, |(h, w)| {
        if *h != hash {
            return false;
        }
        match w.upgrade() {
            Some(n) if n.kind == kind && n.ty == ty => {
                found = Some(n);
                true
            }
            _ => false,
        }
    });
    if let Some(n) = found {
        return Expr(n);
    }
    let node = Arc::new(Node::new(kind, ty, hash));
    let shard = &mut *guard;
    // An entry of the same hash whose expression has died (a constant built, dropped
    // and built again) is reused: otherwise such entries pile up until the next sweep
    // and every lookup of that hash walks past all of them. No live entry is equal to
    // the new node (the search above), so the table still holds one per expression.
    if let Some(slot) = shard
        .table
        .find_mut(hash, |(h, w)| *h == hash && w.strong_count() == 0)
    {
        slot.1 = Arc::downgrade(&node);
        return Expr(node);
    }
    if shard.table.len() >= shard.sweep_at {
        shard.table.retain(|(_, w)| w.strong_count() > 0);
        shard.sweep_at = MIN_SWEEP.max(2 * shard.table.len());
    }
    shard
        .table
        .insert_unique(hash, (hash, Arc::downgrade(&node)), |(h, _)| *h);
    Expr(node)
}

/// The smallest and largest integer constants kept interned for good: indices, loop
/// counters and sizes are made again and again, and each would otherwise be looked up
/// in the interner (a hash and a lock).
pub(crate) const SMALL_MIN: i64 = -256;
/// See [`SMALL_MIN`].
pub(crate) const SMALL_MAX: i64 = 4096;
/// The integer constants from [`SMALL_MIN`] to [`SMALL_MAX`], interned for good.
pub(crate) static SMALL: LazyLock<Vec<Expr>> = LazyLock::new(|| {
    (SMALL_MIN..=SMALL_MAX)
        .map(|i| intern(ExprKind::Int(BigInt::from(i)), Type::int()))
        .collect()
});

/// How many of the interner's entries are the small constants kept for good.
pub(crate) fn small_constants() -> usize {
    SMALL.len()
}

/// The number of entries in the interner (live expressions plus dead ones not yet
/// swept), without the small integer constants kept for good: a statistic for reports
/// and benchmarks.
pub fn interned_count() -> usize {
    let small = small_constants();
    INTERNER
        .iter()
        .map(|s| s.lock().unwrap_or_else(PoisonError::into_inner).table.len())
        .sum::<usize>()
        .saturating_sub(small)
}

impl Expr {
    /// The kind of the expression, with its operands.
    pub fn kind(&self) -> &ExprKind {
        &self.0.kind
    }

    /// The type of the expression.
    pub fn ty(&self) -> &Type {
        &self.0.ty
    }

    /// The precomputed structural hash (deterministic across runs).
    pub fn structural_hash(&self) -> u64 {
        self.0.hash
    }

    /// Are the two handles the same object? (The same as `==`.)
    pub fn ptr_eq(&self, other: &Expr) -> bool {
        Arc::ptr_eq(&self.0, &other.0)
    }

    /// The binder nesting height of the expression.
    pub(crate) fn height(&self) -> u32 {
        self.0.height
    }

    /// Does the expression contain a binder (a quantifier or an array lambda)?
    pub fn has_binder(&self) -> bool {
        self.0.height > 0
    }

    /// Does a bound variable occur free (outside its binder) in the expression?
    pub fn has_free_bound(&self) -> bool {
        self.0.bound_mask != 0
    }

    /// The Bloom filter of the symbolic constants of the expression.
    pub(crate) fn sym_bloom(&self) -> u64 {
        self.0.sym_bloom
    }

    /// Does the bound variable of index `k` (possibly) occur free in the expression?
    pub(crate) fn mentions_bound(&self, k: u32) -> bool {
        self.0.bound_mask & mask_bit(k) != 0
    }

    /// Is the expression a concrete constant (bool, int, real or char)?
    pub fn is_constant(&self) -> bool {
        matches!(
            self.kind(),
            ExprKind::Bool(_) | ExprKind::Int(_) | ExprKind::Real(_) | ExprKind::Char(_)
        )
    }

    /// The value of a boolean constant.
    pub fn as_bool(&self) -> Option<bool> {
        match self.kind() {
            ExprKind::Bool(b) => Some(*b),
            _ => None,
        }
    }

    /// The value of an integer constant.
    pub fn as_int(&self) -> Option<&BigInt> {
        match self.kind() {
            ExprKind::Int(i) => Some(i),
            _ => None,
        }
    }

    /// The value of a real constant.
    pub fn as_real(&self) -> Option<&BigRational> {
        match self.kind() {
            ExprKind::Real(r) => Some(r),
            _ => None,
        }
    }

    /// The code of a character constant.
    pub fn as_char(&self) -> Option<u32> {
        match self.kind() {
            ExprKind::Char(c) => Some(*c),
            _ => None,
        }
    }

    /// Is the expression `true`?
    pub fn is_true(&self) -> bool {
        self.as_bool() == Some(true)
    }

    /// Is the expression `false`?
    pub fn is_false(&self) -> bool {
        self.as_bool() == Some(false)
    }

    /// Is the expression a symbolic constant?
    pub fn is_symbol(&self) -> bool {
        matches!(self.kind(), ExprKind::Symbol(_))
    }

    /// The name of a symbolic constant.
    pub fn symbol_name(&self) -> Option<&str> {
        match self.kind() {
            ExprKind::Symbol(n) => Some(n.as_str()),
            _ => None,
        }
    }

    /// Is the expression a numeric primitive (an integer or real atom of polynomials)?
    pub fn is_numeric_primitive(&self) -> bool {
        self.ty().is_numeric()
            && !matches!(
                self.kind(),
                ExprKind::Int(_) | ExprKind::Real(_) | ExprKind::Poly(_) | ExprKind::Rational(_)
            )
    }

    /// Calls `f` on each direct operand (see [`ExprKind::for_each_child`]).
    pub fn for_each_child(&self, f: impl FnMut(&Expr)) {
        self.kind().for_each_child(f)
    }

    /// The direct operands, in canonical order.
    pub fn children(&self) -> Vec<Expr> {
        let mut v = Vec::new();
        self.for_each_child(|c| v.push(c.clone()));
        v
    }
}

impl PartialEq for Expr {
    fn eq(&self, other: &Self) -> bool {
        Arc::ptr_eq(&self.0, &other.0)
    }
}

impl Eq for Expr {}

impl Hash for Expr {
    fn hash<H: Hasher>(&self, state: &mut H) {
        state.write_u64(self.0.hash);
    }
}

impl Ord for Expr {
    fn cmp(&self, other: &Self) -> Ordering {
        if Arc::ptr_eq(&self.0, &other.0) {
            return Ordering::Equal;
        }
        if let (ExprKind::Symbol(a), ExprKind::Symbol(b)) = (&self.0.kind, &other.0.kind) {
            return a.cmp(b).then_with(|| self.0.ty.cmp(&other.0.ty));
        }
        self.0
            .kind
            .cmp(&other.0.kind)
            .then_with(|| self.0.ty.cmp(&other.0.ty))
    }
}

impl PartialOrd for Expr {
    fn partial_cmp(&self, other: &Self) -> Option<Ordering> {
        Some(self.cmp(other))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn natural_order_of_names() {
        let n = Name::new;
        assert!(n("X2") < n("X10"));
        assert!(n("X10") < n("Y1"));
        assert!(n("a") < n("b"));
        assert!(n("X02") != n("X2"));
        assert!(n("X") < n("X0"));
        assert!(n("X9") < n("X10") && n("X99") < n("X100"));
        assert!(n("abcdefgh1") < n("abcdefgh2"));
        assert!(n("i") < n("j") && n("n") < n("n0"));
    }

    #[test]
    fn interning_shares_objects() {
        let a = Expr::int(5);
        let b = Expr::int(5);
        assert!(a.ptr_eq(&b));
        let x = Expr::symbol("x", &Type::int()).unwrap();
        let y = Expr::symbol("x", &Type::int()).unwrap();
        assert_eq!(x, y);
        assert_ne!(x, Expr::symbol("x", &Type::real()).unwrap());
    }

    #[test]
    fn a_dead_entry_is_reused_and_expressions_stay_unique() {
        // A constant built and dropped again and again takes one entry, not one per
        // build.
        let big = |k: i64| Expr::int(1_000_000_007_i64 * 1_000 + k);
        let hash = big(1).structural_hash();
        for _ in 0..300 {
            drop(big(1));
        }
        let shard = INTERNER[((hash >> 32) as usize) % SHARDS]
            .lock()
            .unwrap_or_else(PoisonError::into_inner);
        let same = shard.table.iter().filter(|(h, _)| *h == hash).count();
        drop(shard);
        assert!(same <= 1, "{same} entries for one constant");
        // Reusing a slot never makes a second live node for one expression.
        let a = big(2);
        drop(big(3));
        let b = big(2);
        let c = big(3);
        assert!(a.ptr_eq(&b));
        assert!(!a.ptr_eq(&c));
        assert!(c.ptr_eq(&big(3)));
    }

    #[test]
    fn handles_are_send_and_sync() {
        fn check<T: Send + Sync>() {}
        check::<Expr>();
        check::<Type>();
    }
}
