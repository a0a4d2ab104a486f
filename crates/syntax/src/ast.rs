//! The abstract syntax tree of annotated C.
//!
//! One tree for C99 and for every annotation language tass reads (TASS pragmas, CIVL-C
//! primitives, ACSL comments, SV-COMP conventions): annotation expressions are C
//! expressions extended with quantifiers, implication, `\old`, `\result` and references
//! to other processes and models ([`ExprKind`]). Every node has a [`Span`] into an
//! original source file. Types are written as [`TypeExpr`] trees with the declarator
//! already applied to the base type, so later layers never see C's declarator syntax.

use crate::source::Span;
use std::sync::Arc;

/// An identifier.
pub type Name = Arc<str>;

/// A whole program: the external declarations of all its files, in order.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct TranslationUnit {
    /// File-scope items in source order.
    pub items: Vec<ExternalDecl>,
}

/// A file-scope item.
#[derive(Clone, Debug, PartialEq)]
pub enum ExternalDecl {
    /// A declaration (variables, typedefs, prototypes, struct definitions).
    Decl(Declaration),
    /// A function definition.
    Function(FunctionDef),
    /// `#pragma TASS input|output` followed by an object-like `#define NAME ...`: a
    /// shared variable named by a macro (seed 001, 3.3).
    InputMacro(InputMacro),
    /// A file-scope annotation that is not attached to a declaration, e.g. CIVL's
    /// `$assume(e);` at file scope, `#pragma TASS assume e`, or an ACSL `predicate`.
    Annotation(Annotation),
}

/// A shared variable introduced by a macro name.
#[derive(Clone, Debug, PartialEq)]
pub struct InputMacro {
    /// Input or output.
    pub io: IoKind,
    /// The macro name.
    pub name: Name,
    /// The type given in the pragma.
    pub ty: TypeExpr,
    /// The condition given in the pragma (`{ cond }`), for inputs.
    pub cond: Option<Expr>,
    /// Span of the macro name in the `#define`.
    pub span: Span,
    /// Span of the pragma.
    pub pragma_span: Span,
}

/// Whether a shared variable is an input or an output.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum IoKind {
    /// Read-only, symbolic at start.
    Input,
    /// Write-only, compared by `tass compare`.
    Output,
}

/// Storage class.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Storage {
    /// `typedef`
    Typedef,
    /// `extern`
    Extern,
    /// `static`
    Static,
    /// `auto`
    Auto,
    /// `register`
    Register,
}

/// A declaration: storage class, annotations that precede it, and its declarators.
#[derive(Clone, Debug, PartialEq)]
pub struct Declaration {
    /// Storage class, if any.
    pub storage: Option<Storage>,
    /// `$input`/`$output` qualifiers (CIVL-C) or a preceding `#pragma TASS input|output`.
    pub io: Option<IoDecl>,
    /// `#pragma TASS system|abstract` before a prototype.
    pub fn_kind: Option<FnAnnotation>,
    /// The base type, with any struct/union/enum it defines.
    pub base: TypeExpr,
    /// The declared names with their full types and initialisers (may be empty, e.g.
    /// `struct S { int x; };`).
    pub declarators: Vec<InitDeclarator>,
    /// The whole declaration.
    pub span: Span,
}

/// An input/output marking of a declaration.
#[derive(Clone, Debug, PartialEq)]
pub struct IoDecl {
    /// Input or output.
    pub io: IoKind,
    /// The pragma's `{ cond }`.
    pub cond: Option<Expr>,
    /// Where the marking is (pragma or qualifier).
    pub span: Span,
}

/// `#pragma TASS system [guard e]` or `#pragma TASS abstract` before a prototype.
#[derive(Clone, Debug, PartialEq)]
pub enum FnAnnotation {
    /// A system (library) function, given meaning by the verifier; optional guard.
    System(Option<Expr>),
    /// An abstract, side-effect-free mathematical function.
    Abstract,
}

/// One declared name.
#[derive(Clone, Debug, PartialEq)]
pub struct InitDeclarator {
    /// The name.
    pub name: Name,
    /// Its complete type.
    pub ty: TypeExpr,
    /// Its initialiser.
    pub init: Option<Initializer>,
    /// Span of the name.
    pub span: Span,
}

/// An initialiser.
#[derive(Clone, Debug, PartialEq)]
pub enum Initializer {
    /// `= e`
    Expr(Expr),
    /// `= { ... }` with optional designators.
    List(Vec<(Vec<Designator>, Initializer)>, Span),
}

impl Initializer {
    /// The span of the initialiser.
    pub fn span(&self) -> Span {
        match self {
            Initializer::Expr(e) => e.span,
            Initializer::List(_, s) => *s,
        }
    }
}

/// A designator in an initialiser list.
#[derive(Clone, Debug, PartialEq)]
pub enum Designator {
    /// `[e] =`
    Index(Expr),
    /// `.f =`
    Field(Name, Span),
}

/// A function definition.
#[derive(Clone, Debug, PartialEq)]
pub struct FunctionDef {
    /// `static`, `extern` or none.
    pub storage: Option<Storage>,
    /// The name.
    pub name: Name,
    /// The function type (a [`TypeExpr::Function`]).
    pub ty: TypeExpr,
    /// ACSL contract clauses given before the definition.
    pub contract: Vec<Annotation>,
    /// The body.
    pub body: Stmt,
    /// Span of the name.
    pub name_span: Span,
    /// The whole definition.
    pub span: Span,
}

impl FunctionDef {
    /// The parameters of the function.
    pub fn params(&self) -> &[Param] {
        match &self.ty {
            TypeExpr::Function { params, .. } => params,
            _ => &[],
        }
    }
}

/// Integer base types, by rank.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum IntKind {
    /// `_Bool`
    Bool,
    /// `char`
    Char,
    /// `short`
    Short,
    /// `int`
    Int,
    /// `long`
    Long,
    /// `long long`
    LongLong,
}

/// Floating base types.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum FloatKind {
    /// `float`
    Float,
    /// `double`
    Double,
    /// `long double`
    LongDouble,
}

/// `struct` or `union`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Aggregate {
    /// `struct`
    Struct,
    /// `union`
    Union,
}

/// A struct or union specifier.
#[derive(Clone, Debug, PartialEq)]
pub struct StructSpec {
    /// `struct` or `union`.
    pub kind: Aggregate,
    /// The tag, if any.
    pub tag: Option<Name>,
    /// The members, when this specifier defines them.
    pub fields: Option<Vec<Field>>,
    /// Span of the specifier.
    pub span: Span,
}

/// A member of a struct or union.
#[derive(Clone, Debug, PartialEq)]
pub struct Field {
    /// The name (`None` for anonymous members and unnamed bit-fields).
    pub name: Option<Name>,
    /// Its type.
    pub ty: TypeExpr,
    /// Bit-field width.
    pub bits: Option<Expr>,
    /// Span.
    pub span: Span,
}

/// An enum specifier.
#[derive(Clone, Debug, PartialEq)]
pub struct EnumSpec {
    /// The tag, if any.
    pub tag: Option<Name>,
    /// The enumerators with their explicit values, when this specifier defines them.
    pub items: Option<Vec<(Name, Option<Expr>, Span)>>,
    /// Span of the specifier.
    pub span: Span,
}

/// Type qualifiers.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct Quals {
    /// `const`
    pub is_const: bool,
    /// `volatile`
    pub is_volatile: bool,
    /// `restrict`
    pub is_restrict: bool,
}

/// A C type as written, with the declarator applied.
#[derive(Clone, Debug, PartialEq)]
pub enum TypeExpr {
    /// `void`
    Void,
    /// An integer type.
    Int {
        /// Which.
        kind: IntKind,
        /// `unsigned`; for `char` without a sign specifier, false (signed, as on x86_64).
        unsigned: bool,
    },
    /// A floating type.
    Float(FloatKind),
    /// A typedef name.
    Named(Name, Span),
    /// A struct or union (shared between declarators of one declaration).
    Struct(Arc<StructSpec>),
    /// An enum.
    Enum(Arc<EnumSpec>),
    /// A qualified type.
    Qualified(Quals, Box<TypeExpr>),
    /// A pointer.
    Pointer(Box<TypeExpr>),
    /// An array, with its length expression if given (may be non-constant: a VLA).
    Array(Box<TypeExpr>, Option<Box<Expr>>),
    /// A function type.
    Function {
        /// Return type.
        ret: Box<TypeExpr>,
        /// Parameters (`(void)` gives none).
        params: Vec<Param>,
        /// Ends with `...`.
        variadic: bool,
        /// Declared without a prototype: `f()`.
        old_style: bool,
    },
}

impl TypeExpr {
    /// The type without top-level qualifiers.
    pub fn unqualified(&self) -> &TypeExpr {
        match self {
            TypeExpr::Qualified(_, t) => t.unqualified(),
            t => t,
        }
    }
}

/// A function parameter.
#[derive(Clone, Debug, PartialEq)]
pub struct Param {
    /// The name, if given.
    pub name: Option<Name>,
    /// Its type as declared (arrays and functions not yet adjusted to pointers).
    pub ty: TypeExpr,
    /// Span.
    pub span: Span,
}

/// A type name, as in casts and `sizeof`.
pub type TypeName = TypeExpr;

/// A statement.
#[derive(Clone, Debug, PartialEq)]
pub struct Stmt {
    /// What it is.
    pub kind: StmtKind,
    /// Where.
    pub span: Span,
}

/// Statement kinds.
#[derive(Clone, Debug, PartialEq)]
pub enum StmtKind {
    /// `e;` or `;`
    Expr(Option<Expr>),
    /// A block-scope declaration.
    Decl(Declaration),
    /// `{ ... }`
    Block(Vec<Stmt>),
    /// `if (c) s [else s]`
    If(Expr, Box<Stmt>, Option<Box<Stmt>>),
    /// `while (c) s`, with the loop annotations before it.
    While(Expr, Box<Stmt>, Vec<Annotation>),
    /// `do s while (c);`
    DoWhile(Box<Stmt>, Expr, Vec<Annotation>),
    /// `for (init; cond; step) s`
    For {
        /// Initial clause.
        init: Option<Box<Stmt>>,
        /// Condition.
        cond: Option<Expr>,
        /// Step.
        step: Option<Expr>,
        /// Body.
        body: Box<Stmt>,
        /// Loop annotations.
        annots: Vec<Annotation>,
    },
    /// `switch (e) s`
    Switch(Expr, Box<Stmt>),
    /// `case e: s` (GNU `case lo ... hi:` has a second expression).
    Case(Expr, Option<Expr>, Box<Stmt>),
    /// `default: s`
    Default(Box<Stmt>),
    /// `label: s`
    Labeled(Name, Box<Stmt>),
    /// `goto label;`
    Goto(Name),
    /// `break;`
    Break,
    /// `continue;`
    Continue,
    /// `return [e];`
    Return(Option<Expr>),
    /// An annotation in statement position (assertion, assumption, ...).
    Annotation(Annotation),
}

/// An expression.
#[derive(Clone, Debug, PartialEq)]
pub struct Expr {
    /// What it is.
    pub kind: ExprKind,
    /// Where (for a macro expansion: the macro name at the expansion site).
    pub span: Span,
    /// The macro whose expansion produced the whole expression, when it is a single
    /// constant from an object-like macro (reports print the name, seed 001, 3.2).
    pub macro_name: Option<Name>,
    /// The height of the expression tree: 1 for a leaf, one more than the highest
    /// subexpression otherwise. The parser counts the expressions inside the
    /// statements, type names and initializers of an expression as its subexpressions
    /// too, and bounds the height (later stages recurse on it). [`Expr::new`] (in
    /// [`crate::visit`], whose visitor finds the direct subexpressions) computes it.
    pub height: u32,
}

/// Unary operators.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum UnOp {
    /// `-e`
    Neg,
    /// `+e`
    Plus,
    /// `!e`
    Not,
    /// `~e`
    BitNot,
    /// `*e`
    Deref,
    /// `&e`
    AddrOf,
    /// `++e`
    PreInc,
    /// `--e`
    PreDec,
    /// `e++`
    PostInc,
    /// `e--`
    PostDec,
}

/// Binary operators (C's and the annotation languages').
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[allow(missing_docs)]
pub enum BinOp {
    Mul,
    Div,
    Mod,
    Add,
    Sub,
    Shl,
    Shr,
    Lt,
    Gt,
    Le,
    Ge,
    Eq,
    Ne,
    BitAnd,
    BitXor,
    BitOr,
    And,
    Or,
    /// `==>`
    Implies,
    /// `<==>`
    Iff,
}

impl BinOp {
    /// The operator's C spelling.
    pub fn as_str(self) -> &'static str {
        use BinOp::*;
        match self {
            Mul => "*",
            Div => "/",
            Mod => "%",
            Add => "+",
            Sub => "-",
            Shl => "<<",
            Shr => ">>",
            Lt => "<",
            Gt => ">",
            Le => "<=",
            Ge => ">=",
            Eq => "==",
            Ne => "!=",
            BitAnd => "&",
            BitXor => "^",
            BitOr => "|",
            And => "&&",
            Or => "||",
            Implies => "==>",
            Iff => "<==>",
        }
    }

    /// Whether the operator is a comparison.
    pub fn is_comparison(self) -> bool {
        matches!(
            self,
            BinOp::Lt | BinOp::Gt | BinOp::Le | BinOp::Ge | BinOp::Eq | BinOp::Ne
        )
    }
}

/// Quantifiers.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Quantifier {
    /// For all.
    Forall,
    /// There exists.
    Exists,
}

/// The value of an integer constant.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct IntLit {
    /// The value (an integer constant in C is never negative).
    pub value: u128,
    /// `u`/`U` suffix.
    pub unsigned: bool,
    /// Number of `l`/`L` in the suffix.
    pub longs: u8,
    /// Written in decimal (affects the type of large constants).
    pub decimal: bool,
}

/// Expression kinds.
#[derive(Clone, Debug, PartialEq)]
pub enum ExprKind {
    /// A variable, function or enumerator name.
    Ident(Name),
    /// An integer constant.
    Int(IntLit),
    /// A floating constant, as written; `single` for an `f`/`F` suffix.
    Float {
        /// The text without suffix.
        text: Name,
        /// `f`/`F` suffix.
        single: bool,
        /// `l`/`L` suffix.
        long: bool,
    },
    /// A character constant's value.
    Char(i64),
    /// A string literal's bytes (without the terminating NUL), adjacent literals joined.
    Str(Vec<u8>),
    /// A unary operation.
    Unary(UnOp, Box<Expr>),
    /// A binary operation (not assignment).
    Binary(BinOp, Box<Expr>, Box<Expr>),
    /// `l = r` (`op` is `None`) or compound `l op= r`.
    Assign(Option<BinOp>, Box<Expr>, Box<Expr>),
    /// `c ? a : b`
    Cond(Box<Expr>, Box<Expr>, Box<Expr>),
    /// `a, b`
    Comma(Box<Expr>, Box<Expr>),
    /// `f(args)`
    Call(Box<Expr>, Vec<Expr>),
    /// `a[i]`
    Index(Box<Expr>, Box<Expr>),
    /// `e.f` (`arrow` false) or `e->f` (`arrow` true).
    Member(Box<Expr>, Name, bool),
    /// `(T) e`
    Cast(Box<TypeName>, Box<Expr>),
    /// `sizeof e`
    SizeofExpr(Box<Expr>),
    /// `sizeof(T)`
    SizeofType(Box<TypeName>),
    /// `_Alignof(T)`
    AlignofType(Box<TypeName>),
    /// `(T){ ... }`
    CompoundLit(Box<TypeName>, Box<Initializer>),
    /// A quantified formula. The bound variables range over their type, restricted by
    /// `restrict` (TASS `| cond`, CIVL `: lo .. hi` as `lo <= i && i <= hi`, ACSL: none,
    /// the body is usually an implication).
    Quant {
        /// ∀ or ∃.
        q: Quantifier,
        /// Bound variables with their types.
        vars: Vec<(TypeName, Name, Span)>,
        /// The restriction, if any.
        restrict: Option<Box<Expr>>,
        /// The body.
        body: Box<Expr>,
    },
    /// ACSL `\old(e)`.
    Old(Box<Expr>),
    /// ACSL `\result`.
    Result,
    /// `PROC[e].x` or `PROC[e]@f.x`: variable `x` (of function `f`, or process-global)
    /// on the process of rank `e` (collective annotations).
    Proc {
        /// The rank.
        rank: Box<Expr>,
        /// The function whose local is meant, if given.
        func: Option<Name>,
        /// The variable.
        var: Name,
    },
    /// `spec.x` in a joint annotation: variable `x` of the specification program.
    Spec(Name),
    /// A GNU statement expression `({ ... })`: the block's statements, then the value of
    /// its last expression statement.
    StmtExpr(Box<Stmt>),
    /// Any other ACSL built-in applied to arguments (`\valid(p)`, `\sum(lo, hi, f)`,
    /// `\at(e, L)`, ...), kept for later layers.
    Builtin(Name, Vec<Expr>),
}

/// Annotations: TASS pragmas, CIVL-C primitives and ACSL clauses, after parsing.
#[derive(Clone, Debug, PartialEq)]
pub struct Annotation {
    /// What it says.
    pub kind: AnnotKind,
    /// Where it is.
    pub span: Span,
}

/// Whether a multi-process annotation is an assertion or a loop invariant.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum AssertOrInvariant {
    /// An assertion.
    Assert,
    /// A loop invariant.
    Invariant,
}

/// Which language an assertion came from (for reports).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Dialect {
    /// `#pragma TASS`.
    Tass,
    /// CIVL-C `$assert`/`$assume`.
    Civl,
    /// ACSL comments.
    Acsl,
}

/// Annotation kinds.
#[derive(Clone, Debug, PartialEq)]
pub enum AnnotKind {
    /// `assert e` (TASS pragma, ACSL `assert`).
    Assert(Expr, Dialect),
    /// `assume e`.
    Assume(Expr, Dialect),
    /// A loop invariant, with an optional label (TASS) or none (ACSL `loop invariant`).
    Invariant(Option<Name>, Expr, Dialect),
    /// `collective assert|invariant LABEL e` (seed 001 3.3, seed 000 5).
    Collective(AssertOrInvariant, Name, Expr),
    /// `joint assert|invariant LABEL e` (relates two compared programs).
    Joint(AssertOrInvariant, Name, Expr),
    /// ACSL `loop assigns l1, ...;`
    LoopAssigns(Vec<Expr>),
    /// ACSL `loop variant e;`
    LoopVariant(Expr),
    /// ACSL `requires e;`
    Requires(Expr),
    /// ACSL `ensures e;`
    Ensures(Expr),
    /// ACSL `assigns l1, ...;` (`\nothing` gives an empty list).
    Assigns(Vec<Expr>),
    /// ACSL `behavior b:`: the contract clauses that follow belong to behavior `b`.
    Behavior(Name),
    /// ACSL `assumes e;` (inside a behavior).
    Assumes(Expr),
    /// ACSL `complete behaviors b1, ...;` (`complete` true) or `disjoint behaviors
    /// b1, ...;`; no names means all the behaviors of the contract.
    Behaviors(bool, Vec<Name>),
    /// ACSL `decreases e;` (the measure of a recursive function).
    Decreases(Expr),
    /// ACSL `for b1, ...: clause`: a clause of the named behaviors.
    For(Vec<Name>, Box<AnnotKind>),
    /// An ACSL `predicate` or `logic` definition or declaration (the latter in an
    /// `axiomatic` block).
    Logic(Box<LogicDef>),
    /// An ACSL `axiom name: e;` of an `axiomatic` block.
    Axiom(Name, Expr),
    /// ACSL clauses tass parses but gives no meaning (`terminates`, `decreases`,
    /// `allocates`, `frees`, `exits`, `loop allocates`, ...) and logic definitions
    /// (`predicate`, `logic`, `lemma`, `axiomatic`, `ghost`, ...), kept as their keyword.
    Other(Name),
    /// `#pragma CIVL ACSL` and other pragmas with no effect on the model.
    Ignored(Name),
    /// An `ipp` annotation (`/*@ ipp channel ...; */`, `/*@ ipp invariant ...; */`): input
    /// of `tass ipp`, the invariant-preserving projection (crate `tass-ipp`); `tass
    /// verify` does not check it.
    Ipp(Box<IppAnnot>),
    /// A pragma of another tool that may change what the program computes (`#pragma omp
    /// parallel for`, `#pragma acc ...`), kept as its namespace: tass verifies the program
    /// as compiled without it, and the report says so.
    Foreign(Name),
}

/// The `ipp` annotations of `tass ipp` (file scope).
#[derive(Clone, Debug, PartialEq)]
pub enum IppAnnot {
    /// `ipp channel NAME: to DEST from SRC tag T;`: process `rank` sends on its channel
    /// `NAME` to `DEST` (an expression in `rank`), and receives with tag `T` from `SRC`
    /// what `SRC`'s channel `NAME` holds.
    Channel {
        /// The channel's name.
        name: Name,
        /// The name's span.
        name_span: Span,
        /// The destination, in `rank`.
        dest: Expr,
        /// The source, in `rank`.
        src: Expr,
        /// The tag.
        tag: Expr,
    },
    /// `ipp invariant LABEL: PRED;`: a conjunct of the global invariant.
    Invariant {
        /// The label (the name of the predicate in the projection).
        label: Name,
        /// The label's span.
        label_span: Span,
        /// The predicate.
        pred: Expr,
    },
    /// `ipp uniform x;`: the global `x` has the same value on every process at every
    /// interleaving point (checked by `tass ipp`), so the global invariant may name it.
    Uniform {
        /// The variable.
        name: Name,
        /// The name's span.
        name_span: Span,
    },
    /// `ipp deadlock proof FUNC;`: the ghost function `FUNC` is the proof of
    /// `ipp_inv ==> ipp_EN` (deadlock freedom, seed 003 Section IV.A).
    DeadlockProof {
        /// The ghost function.
        func: Name,
        /// The name's span.
        func_span: Span,
    },
}

/// An ACSL logic function or predicate: `predicate p(integer x) = e;`, `logic integer
/// f(integer x) = e;`, or a declaration without a definition (`logic integer f(integer
/// x);` in an `axiomatic` block).
#[derive(Clone, Debug, PartialEq)]
pub struct LogicDef {
    /// The name.
    pub name: Name,
    /// The parameters (`None` when the definition has no parameter list).
    pub params: Vec<(TypeName, Name, Span)>,
    /// The result type; `None` for a predicate.
    pub ret: Option<TypeName>,
    /// The definition; `None` for a declaration.
    pub body: Option<Expr>,
    /// A part of the definition tass does not interpret (labels `{L}`, a `reads`
    /// clause), named.
    pub unsupported: Option<Name>,
    /// The name's span.
    pub name_span: Span,
}
