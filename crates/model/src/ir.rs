//! The program model of seed 001, 3.1: shared input/output variables, process-global
//! variables, and functions as guarded transition systems over locations.
//!
//! Expressions here have no side effects and are typed; C's side effects have been
//! sequenced into statements by the lowering. Every element keeps its source span.
//!
//! Types keep their C spelling ([`Type::Int`] with its C kind, [`Type::Real`] with its
//! C floating kind), but their *meaning* in the default mode is mathematical: every
//! integer type denotes the integers and every floating type the reals (seed 001, 3.2).
//! A C-semantics mode can later give the same model bounded meaning without relowering.

use std::sync::Arc;
use tass_syntax::ast::{FloatKind, IntKind, Quantifier};
use tass_syntax::Span;

/// A name.
pub type Name = Arc<str>;

/// Index of a function in [`Program::functions`].
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct FunctionId(pub u32);

/// Index of a location in its function's [`Function::locations`].
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct LocId(pub u32);

/// Index of a struct or union in [`Program::structs`].
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct StructId(pub u32);

/// A model type.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum Type {
    /// `void`
    Void,
    /// The annotation-language boolean (results of comparisons and logical operators in
    /// annotations; C's `_Bool` is an integer type).
    Bool,
    /// A C integer type: mathematical integers by default.
    Int {
        /// The C kind.
        kind: IntKind,
        /// Unsigned.
        unsigned: bool,
    },
    /// ACSL's `integer` (unbounded in every mode).
    Integer,
    /// A C floating type: real numbers by default.
    Real(FloatKind),
    /// ACSL's and TASS's `real` (exact in every mode).
    MathReal,
    /// A pointer.
    Pointer(Box<Type>),
    /// An array with its extent.
    Array(Box<Type>, Extent),
    /// A struct or union.
    Struct(StructId),
    /// A function type.
    Function(Arc<Signature>),
}

/// The length of an array type.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum Extent {
    /// A constant length.
    Const(u64),
    /// A length computed when the declaration is reached (VLA, or an input-sized array).
    Expr(Box<Expr>),
    /// Unknown (`T a[]` parameters, `extern T a[];`).
    Unknown,
}

/// A function signature.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Signature {
    /// Return type.
    pub ret: Type,
    /// Parameter types (after array-to-pointer adjustment).
    pub params: Vec<Type>,
    /// Variadic.
    pub variadic: bool,
}

/// The C data model: LP64 (x86_64 Linux, the default) or ILP32 (i386 Linux, `gcc -m32`:
/// `long` and pointers of 32 bits, `double`, `long long` and `long double` aligned to 4
/// in structs, `long double` of 12 bytes).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum DataModel {
    /// x86_64: `int` 32 bits, `long` and pointers 64.
    Lp64,
    /// i386: `int`, `long` and pointers 32 bits.
    Ilp32,
}

/// Whether the run uses ILP32 (one data model per run: set once by the command line,
/// before anything is lowered).
static ILP32: std::sync::atomic::AtomicBool = std::sync::atomic::AtomicBool::new(false);

/// Sets the data model of the run (before the program is read).
pub fn set_data_model(m: DataModel) {
    ILP32.store(m == DataModel::Ilp32, std::sync::atomic::Ordering::Relaxed);
}

/// The data model of the run.
pub fn data_model() -> DataModel {
    if ILP32.load(std::sync::atomic::Ordering::Relaxed) {
        DataModel::Ilp32
    } else {
        DataModel::Lp64
    }
}

impl Type {
    /// The width in bits of a C integer type: `_Bool` 1, `char` 8, `short` 16, `int` 32,
    /// `long` 64 (LP64) or 32 (ILP32), `long long` 64; `None` for other types.
    pub fn int_bits(&self) -> Option<u32> {
        match self {
            Type::Int { kind, .. } => Some(match kind {
                IntKind::Bool => 1,
                IntKind::Char => 8,
                IntKind::Short => 16,
                IntKind::Int => 32,
                IntKind::Long if data_model() == DataModel::Ilp32 => 32,
                IntKind::Long | IntKind::LongLong => 64,
            }),
            _ => None,
        }
    }

    /// The range of values of a C integer type (LP64), `None` for other types.
    pub fn int_range(&self) -> Option<(i128, i128)> {
        let bits = self.int_bits()?;
        let unsigned = matches!(self, Type::Int { unsigned: true, .. }) || bits == 1;
        Some(if unsigned {
            (0, (1i128 << bits) - 1)
        } else {
            (-(1i128 << (bits - 1)), (1i128 << (bits - 1)) - 1)
        })
    }

    /// The size in bytes and the alignment of the type in the run's data model, when constant
    /// (`structs`: the program's struct definitions, for struct types).
    pub fn size_align(&self, structs: &[StructDef]) -> Option<(u64, u64)> {
        let ilp32 = data_model() == DataModel::Ilp32;
        Some(match self {
            Type::Void => (1, 1),
            Type::Bool => (1, 1),
            Type::Int { .. } => {
                let bytes = u64::from(self.int_bits()?.div_ceil(8));
                (bytes, if ilp32 { bytes.min(4) } else { bytes })
            }
            Type::Integer => (8, 8),
            Type::Real(k) => match (k, ilp32) {
                (FloatKind::Float, _) => (4, 4),
                (FloatKind::Double, false) => (8, 8),
                (FloatKind::Double, true) => (8, 4),
                (FloatKind::LongDouble, false) => (16, 16),
                (FloatKind::LongDouble, true) => (12, 4),
            },
            Type::MathReal => (8, 8),
            Type::Pointer(_) | Type::Function(_) if ilp32 => (4, 4),
            Type::Pointer(_) | Type::Function(_) => (8, 8),
            Type::Array(e, Extent::Const(n)) => {
                let (s, a) = e.size_align(structs)?;
                (s * n, a)
            }
            Type::Array(..) => return None,
            Type::Struct(id) => {
                let l = structs.get(id.0 as usize)?.layout(structs)?;
                (l.size, l.align)
            }
        })
    }

    /// The offset in bytes of member `field` of struct `id` in the run's data model, as
    /// [`Type::size_align`] lays the struct out (`offsetof`); `None` for a bit-field
    /// (it has no address) or a struct without a constant layout.
    pub fn member_offset(structs: &[StructDef], id: StructId, field: u32) -> Option<u64> {
        let d = structs.get(id.0 as usize)?;
        if d.bit_width(field).is_some() {
            return None;
        }
        let l = d.layout(structs)?;
        l.offsets.get(field as usize).map(|b| b / 8)
    }

    /// `int`
    pub const INT: Type = Type::Int {
        kind: IntKind::Int,
        unsigned: false,
    };
    /// `double`
    pub const DOUBLE: Type = Type::Real(FloatKind::Double);
    /// `char`
    pub const CHAR: Type = Type::Int {
        kind: IntKind::Char,
        unsigned: false,
    };

    /// Whether values of the type are integers (C integers, enums, `_Bool`, `integer`).
    pub fn is_integer(&self) -> bool {
        matches!(self, Type::Int { .. } | Type::Integer)
    }

    /// Whether values of the type are reals.
    pub fn is_real(&self) -> bool {
        matches!(self, Type::Real(_) | Type::MathReal)
    }

    /// Integer or real.
    pub fn is_arithmetic(&self) -> bool {
        self.is_integer() || self.is_real()
    }

    /// Arithmetic, boolean or pointer: usable as a condition.
    pub fn is_scalar(&self) -> bool {
        self.is_arithmetic() || matches!(self, Type::Pointer(_) | Type::Bool)
    }

    /// The pointee of a pointer type.
    pub fn pointee(&self) -> Option<&Type> {
        match self {
            Type::Pointer(t) => Some(t),
            _ => None,
        }
    }

    /// The element type of an array type.
    pub fn element(&self) -> Option<&Type> {
        match self {
            Type::Array(t, _) => Some(t),
            _ => None,
        }
    }
}

/// Where a variable lives.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum VarRef {
    /// A shared input/output variable of the program (index in [`Program::shared`]).
    Shared(u32),
    /// A process-global variable (index in [`Program::globals`]).
    Global(u32),
    /// A local variable or parameter of the current function (index in
    /// [`Function::locals`]).
    Local(u32),
    /// A variable bound by a quantifier (de Bruijn-style: the number of binders between
    /// the use and its binder, innermost 0).
    Bound(u32),
}

/// A variable declaration.
#[derive(Clone, Debug, PartialEq)]
pub struct Var {
    /// Source name (locals in different blocks may share a name).
    pub name: Name,
    /// Type.
    pub ty: Type,
    /// Declaration site.
    pub span: Span,
}

/// A shared input or output variable (seed 001, 3.3).
#[derive(Clone, Debug, PartialEq)]
pub struct SharedVar {
    /// The variable.
    pub var: Var,
    /// Input or output.
    pub io: tass_syntax::ast::IoKind,
    /// The input condition (over inputs declared before this one and this one).
    pub cond: Option<Expr>,
    /// Declared by a macro (`#pragma TASS input int` + `#define N 10`).
    pub from_macro: bool,
    /// The value of the initialiser of an input (`$input int N = 5;`, CIVL): the value
    /// the input has unless the command line gives one (`-inputN=`), as number text.
    pub default: Option<String>,
}

/// One program (a TASS "model").
#[derive(Clone, Debug, PartialEq)]
pub struct Program {
    /// Shared inputs and outputs.
    pub shared: Vec<SharedVar>,
    /// Assumptions on the inputs made at file scope (`$assume` at file scope).
    pub assumptions: Vec<Expr>,
    /// Process-global variables.
    pub globals: Vec<Var>,
    /// Structs and unions.
    pub structs: Vec<StructDef>,
    /// All functions: defined ones, library (system) ones, abstract ones.
    pub functions: Vec<Function>,
    /// The function that initialises the globals; run before `main`.
    pub init: FunctionId,
    /// `main`.
    pub main: FunctionId,
    /// Every annotation the front end read, with what the verifier does with it (the
    /// rule that nothing parses into silence): the search consults it before it says
    /// *holds*, and the report lists the annotations that are not checked.
    pub annotations: Vec<AnnotationRecord>,
}

/// An annotation read from the program, and its fate.
#[derive(Clone, Debug, PartialEq)]
pub struct AnnotationRecord {
    /// Where it was written.
    pub span: Span,
    /// What it is, in the user's words (`ACSL loop variant`, `#pragma TASS assert`).
    pub what: Name,
    /// Checked, or why not.
    pub status: AnnotationStatus,
}

/// What the verifier does with an annotation.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum AnnotationStatus {
    /// It contributes to the verdict: checked (assertions, invariants, contracts) or
    /// assumed (assumptions, input conditions).
    Checked,
    /// tass does not give it a meaning: the verdict cannot be *holds*, and the report
    /// names it with the reason.
    Unsupported(String),
    /// A pragma of another tool (its namespace: `omp`): the program is verified as
    /// compiled without it; the verdict cannot be *holds* unless the user accepts that
    /// (`--ignore-pragma`).
    Foreign(Name),
    /// Assumed without being checked (an ACSL `axiom`): the verdict may be *holds*, and
    /// the report says what it assumed.
    Assumed,
}

/// A struct or union definition.
#[derive(Clone, Debug, PartialEq)]
pub struct StructDef {
    /// Tag (or a generated name).
    pub name: Name,
    /// Union rather than struct.
    pub is_union: bool,
    /// Members in order.
    pub fields: Vec<(Name, Type)>,
    /// Whether the definition was seen (false for an incomplete type).
    pub complete: bool,
    /// Where.
    pub span: Span,
    /// The width of each member that is a bit-field (by member index; shorter than
    /// `fields` when the last members are not bit-fields).
    pub bits: Vec<Option<u32>>,
    /// Unnamed bit-fields (padding, C11 6.7.2.1p12): the index of the member they
    /// precede (`fields.len()` after the last), their declared type and width (0: the
    /// next bit-field starts at a new unit of that type).
    pub unnamed_bits: Vec<(u32, Type, u32)>,
}

/// The layout of a struct: where each member starts, in bits, and the size and
/// alignment in bytes.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Layout {
    /// The offset of each member in bits (a multiple of 8 for members that are not
    /// bit-fields).
    pub offsets: Vec<u64>,
    /// The size in bytes (with the padding at the end).
    pub size: u64,
    /// The alignment in bytes.
    pub align: u64,
}

impl StructDef {
    /// The width of member `field` when it is a bit-field.
    pub fn bit_width(&self, field: u32) -> Option<u32> {
        self.bits.get(field as usize).copied().flatten()
    }

    /// The layout of the struct as gcc lays it out on x86_64 and i386 Linux (the System
    /// V ABIs): members in order, each aligned to its type's alignment; a bit-field
    /// goes at the next free bit unless it would straddle a unit of its declared type
    /// (an aligned block of that type's size), then at the next such unit; a zero-width
    /// bit-field moves to the next unit; an unnamed bit-field does not add to the
    /// struct's alignment. Every member of a union starts at 0.
    pub fn layout(&self, structs: &[StructDef]) -> Option<Layout> {
        let (mut bit, mut align, mut size_bits) = (0u64, 1u64, 0u64);
        let mut offsets = Vec::with_capacity(self.fields.len());
        // Places a member of type `t` (bit-field of `width` when given) and returns its
        // offset in bits.
        let mut place = |t: &Type, width: Option<u32>, named: bool| -> Option<u64> {
            let (s, a) = t.size_align(structs)?;
            let unit = a * 8;
            let start = if self.is_union { 0 } else { bit };
            let (at, len) = match width {
                None => (start.div_ceil(unit) * unit, s * 8),
                Some(0) => (start.div_ceil(unit) * unit, 0),
                Some(w) => {
                    let w = u64::from(w);
                    if start / unit != (start + w - 1) / unit {
                        (start.div_ceil(unit) * unit, w)
                    } else {
                        (start, w)
                    }
                }
            };
            if named {
                align = align.max(a);
            }
            if self.is_union {
                size_bits = size_bits.max(len);
            } else {
                bit = at + len;
                size_bits = bit;
            }
            Some(at)
        };
        for (i, (_, ft)) in self.fields.iter().enumerate() {
            for (_, t, w) in self.unnamed_bits.iter().filter(|u| u.0 as usize == i) {
                place(t, Some(*w), false)?;
            }
            offsets.push(place(ft, self.bit_width(i as u32), true)?);
        }
        for (_, t, w) in self
            .unnamed_bits
            .iter()
            .filter(|u| u.0 as usize >= self.fields.len())
        {
            place(t, Some(*w), false)?;
        }
        let size = size_bits.div_ceil(8).div_ceil(align) * align;
        Some(Layout {
            offsets,
            size,
            align,
        })
    }
}

/// What a function is.
#[derive(Clone, Debug, PartialEq)]
pub enum FunctionKind {
    /// Defined in C: has a body.
    Defined,
    /// A system (library) function given meaning by the verifier, with a guard.
    System(Option<Expr>),
    /// An abstract, side-effect-free mathematical function (uninterpreted).
    Abstract,
    /// Declared but not defined and not a known library function: calling it is an
    /// error reported at lowering.
    Undefined,
}

/// A function: locals, a return type and a guarded transition system.
#[derive(Clone, Debug, PartialEq)]
pub struct Function {
    /// Name.
    pub name: Name,
    /// Signature.
    pub sig: Arc<Signature>,
    /// The first `sig.params.len()` locals are the parameters.
    pub locals: Vec<Var>,
    /// For each local declared in a block of the body (by index; shorter than `locals`
    /// when the last ones have none), the span of the block (or `for` statement) whose
    /// end ends its lifetime: C 6.2.4, an object of a block ends with the block, so a
    /// pointer to it is dangling outside. `None` for parameters, locals of the body's
    /// outermost block and temporaries (they live as long as the call).
    pub local_blocks: Vec<Option<Span>>,
    /// What it is.
    pub kind: FunctionKind,
    /// Locations; empty unless `Defined`.
    pub locations: Vec<Location>,
    /// The initial location.
    pub entry: LocId,
    /// The ACSL contract (empty when the function has none).
    pub contract: Contract,
    /// Where.
    pub span: Span,
}

/// An ACSL function contract, with its behaviors folded into the clauses: a clause of
/// behavior `b` applies when the `assumes` of `b` held on entry.
#[derive(Clone, Debug, PartialEq, Default)]
pub struct Contract {
    /// `requires` clauses (a behavior's as `assumes ==> requires`), over the parameters
    /// on entry.
    pub requires: Vec<Clause>,
    /// `complete behaviors` and `disjoint behaviors` as conditions on the `assumes` of
    /// the behaviors, checked on entry.
    pub behaviors: Vec<Clause>,
    /// `ensures` clauses (a behavior's as `\old(assumes) ==> ensures`), checked at each
    /// return. Pre-state values (`\old(e)`, and the parameters, which ACSL reads in
    /// their pre-state in `ensures`) are read from the locals of [`Contract::saved`].
    pub ensures: Vec<Clause>,
    /// `assigns` clauses: each bounds the locations that existed on entry which the
    /// function may write.
    pub assigns: Vec<AssignsClause>,
    /// `decreases`: the measure (an integer over the parameters on entry) that must be
    /// non-negative at each recursive call and larger than the callee's.
    pub decreases: Option<Clause>,
    /// What is saved on entry for the `ensures` clauses.
    pub saved: Vec<Saved>,
}

impl Contract {
    /// Whether the function has no contract.
    pub fn is_empty(&self) -> bool {
        self.requires.is_empty()
            && self.behaviors.is_empty()
            && self.ensures.is_empty()
            && self.assigns.is_empty()
            && self.decreases.is_none()
    }
}

/// A predicate of a contract.
#[derive(Clone, Debug, PartialEq)]
pub struct Clause {
    /// The predicate the verifier evaluates.
    pub expr: Expr,
    /// The predicate as written (for messages).
    pub written: Expr,
    /// The behavior the clause belongs to.
    pub behavior: Option<Name>,
    /// The clause.
    pub span: Span,
}

/// An `assigns` clause.
#[derive(Clone, Debug, PartialEq)]
pub struct AssignsClause {
    /// When the clause applies: the `assumes` of its behavior, evaluated on entry.
    pub when: Option<Expr>,
    /// The locations, evaluated on entry: lvalues, or `range(base, lo, hi)` built-ins
    /// for `base[lo .. hi]`; empty for `\nothing`.
    pub locations: Vec<Expr>,
    /// The behavior the clause belongs to.
    pub behavior: Option<Name>,
    /// The clause.
    pub span: Span,
}

/// A value saved on entry of a function in one of its (hidden) locals.
#[derive(Clone, Debug, PartialEq)]
pub struct Saved {
    /// The local that holds it.
    pub local: u32,
    /// What is saved.
    pub what: SavedKind,
}

/// What a [`Saved`] local holds.
#[derive(Clone, Debug, PartialEq)]
pub enum SavedKind {
    /// The value of a variable.
    Var(VarRef),
    /// A copy of the object the pointer (evaluated on entry) points into: the local
    /// points to the same place in the copy.
    Object(Expr),
}

/// A location of a function's program graph.
#[derive(Clone, Debug, PartialEq)]
pub struct Location {
    /// The statements leaving the location. Their guards are disjoint where the source
    /// is deterministic.
    pub out: Vec<Transition>,
    /// Set when the location is a loop head.
    pub loop_info: Option<LoopInfo>,
    /// The source position of the statement that starts here.
    pub span: Span,
}

/// A loop head (seed 000, 3): the branches and the attached annotations.
#[derive(Clone, Debug, PartialEq)]
pub struct LoopInfo {
    /// Where the loop body starts (condition true).
    pub body: LocId,
    /// Where control goes when the condition is false.
    pub exit: LocId,
    /// The loop's invariants.
    pub invariants: Vec<Invariant>,
    /// ACSL `loop assigns` locations.
    pub assigns: Option<Vec<Expr>>,
    /// ACSL `loop variant`.
    pub variant: Option<Expr>,
    /// The loop statement.
    pub span: Span,
}

/// A loop invariant.
#[derive(Clone, Debug, PartialEq)]
pub struct Invariant {
    /// Sequential, collective (over the processes of one program) or joint (over the
    /// two compared programs).
    pub scope: InvariantScope,
    /// The label, if any.
    pub label: Option<Name>,
    /// The predicate.
    pub expr: Expr,
    /// Where it was written.
    pub span: Span,
}

/// The scope of an invariant or assertion.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum InvariantScope {
    /// One process.
    Local,
    /// All processes of the program (`collective`).
    Collective,
    /// The two programs being compared (`joint`).
    Joint,
}

/// An edge of the program graph.
#[derive(Clone, Debug, PartialEq)]
pub struct Transition {
    /// When the statement is enabled.
    pub guard: Expr,
    /// What it does.
    pub stmt: Stmt,
    /// Where control goes.
    pub target: LocId,
    /// The source of the statement.
    pub span: Span,
}

/// Which language an assertion came from.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum AssertKind {
    /// C `assert(e)`.
    C,
    /// `#pragma TASS assert`.
    Tass,
    /// CIVL-C `$assert`.
    Civl,
    /// ACSL `//@ assert`.
    Acsl,
    /// SV-COMP: `reach_error()`, `__VERIFIER_error()`, `__assert_fail` reached.
    SvComp,
    /// A call of `abort()`.
    Abort,
}

/// Statements.
#[derive(Clone, Debug, PartialEq)]
pub enum Stmt {
    /// Does nothing (branches, joins).
    Noop,
    /// Enters the scope of a local: evaluates VLA extents, makes the value undefined.
    Declare(u32),
    /// `lhs = rhs` (`lhs` an lvalue expression).
    Assign(Expr, Expr),
    /// A call; `lhs` receives the result.
    Call {
        /// Where the result goes.
        lhs: Option<Expr>,
        /// Who is called.
        callee: Callee,
        /// Arguments (after conversion to parameter types).
        args: Vec<Expr>,
    },
    /// `return [e]`.
    Return(Option<Expr>),
    /// Check `cond`; a violation is an assertion failure.
    Assert(Expr, AssertKind),
    /// Add `cond` to the path condition.
    Assume(Expr),
    /// Give an lvalue a fresh unconstrained value (`$havoc`, nondet).
    Havoc(Expr),
    /// A collective (`joint` false) or joint assertion with its label.
    MultiAssert {
        /// Joint rather than collective.
        joint: bool,
        /// Label that matches the assertion across processes/programs.
        label: Name,
        /// The predicate.
        expr: Expr,
    },
}

/// The target of a call.
#[derive(Clone, Debug, PartialEq)]
pub enum Callee {
    /// A function of the program (defined or system).
    Function(FunctionId),
    /// A call through a function pointer.
    Pointer(Expr),
}

/// An expression: side-effect free and typed.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Expr {
    /// What it is.
    pub kind: ExprKind,
    /// Its type.
    pub ty: Type,
    /// Where it was written.
    pub span: Span,
}

impl Expr {
    /// The operands of the expression (for a quantifier: its restriction and body; for
    /// `PROC[r].x`: the rank), in order.
    pub fn children(&self) -> Vec<&Expr> {
        match &self.kind {
            ExprKind::Unary(_, a)
            | ExprKind::Cast(a)
            | ExprKind::Member(a, _)
            | ExprKind::Deref(a)
            | ExprKind::AddrOf(a)
            | ExprKind::Old(a) => vec![a],
            ExprKind::Binary(_, a, b)
            | ExprKind::Index(a, b)
            | ExprKind::PtrAdd(a, b)
            | ExprKind::PtrDiff(a, b) => vec![a, b],
            ExprKind::Cond(a, b, c) => vec![a, b, c],
            ExprKind::Apply(_, args) | ExprKind::Builtin(_, args) => args.iter().collect(),
            ExprKind::Quant { restrict, body, .. } => {
                restrict.iter().map(|r| &**r).chain([&**body]).collect()
            }
            ExprKind::Fold { lo, hi, body, .. } => vec![lo, hi, body],
            ExprKind::Proc { rank, .. } => vec![rank],
            _ => Vec::new(),
        }
    }
}

/// Unary operators of the model.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum UnOp {
    /// Arithmetic negation.
    Neg,
    /// Logical negation (result is boolean).
    Not,
    /// Bitwise complement.
    BitNot,
}

/// Binary operators of the model. `Div` and `Mod` on integers are C's (truncating
/// toward zero); on reals, `Div` is exact division.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[allow(missing_docs)]
pub enum BinOp {
    Add,
    Sub,
    Mul,
    Div,
    Mod,
    Lt,
    Le,
    Gt,
    Ge,
    Eq,
    Ne,
    And,
    Or,
    Implies,
    Iff,
    BitAnd,
    BitOr,
    BitXor,
    Shl,
    Shr,
}

impl BinOp {
    /// The operator's spelling in model listings.
    pub fn as_str(self) -> &'static str {
        use BinOp::*;
        match self {
            Add => "+",
            Sub => "-",
            Mul => "*",
            Div => "/",
            Mod => "%",
            Lt => "<",
            Le => "<=",
            Gt => ">",
            Ge => ">=",
            Eq => "==",
            Ne => "!=",
            And => "&&",
            Or => "||",
            Implies => "=>",
            Iff => "<=>",
            BitAnd => "&",
            BitOr => "|",
            BitXor => "^",
            Shl => "<<",
            Shr => ">>",
        }
    }
}

/// Expression kinds.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum ExprKind {
    /// An integer constant; `macro_name` when written as an object-like macro.
    Int(i128, Option<Name>),
    /// A real constant as exact decimal or hexadecimal text.
    Real(Name, Option<Name>),
    /// A boolean constant.
    Bool(bool),
    /// A variable.
    Var(VarRef),
    /// A unary operation.
    Unary(UnOp, Box<Expr>),
    /// A binary operation on operands already converted to a common type.
    Binary(BinOp, Box<Expr>, Box<Expr>),
    /// `c ? a : b` (no side effects in any operand).
    Cond(Box<Expr>, Box<Expr>, Box<Expr>),
    /// Conversion to `ty` (integer ↔ real, integer ↔ integer, pointer casts, to bool).
    Cast(Box<Expr>),
    /// Element `i` of an array lvalue.
    Index(Box<Expr>, Box<Expr>),
    /// Member `n` (by index) of a struct lvalue.
    Member(Box<Expr>, u32),
    /// The object a pointer points to.
    Deref(Box<Expr>),
    /// The address of an lvalue.
    AddrOf(Box<Expr>),
    /// Pointer plus integer (in elements).
    PtrAdd(Box<Expr>, Box<Expr>),
    /// Pointer minus pointer (in elements).
    PtrDiff(Box<Expr>, Box<Expr>),
    /// The null pointer.
    Null,
    /// The all-zero value of the expression's type (C's default initialisation).
    Zero,
    /// A pointer to a function.
    FunctionRef(FunctionId),
    /// A string literal: a pointer to its first character.
    Str(Arc<[u8]>),
    /// The size in bytes of a type (x86_64 sizes, kept symbolic in the model).
    SizeOf(Type),
    /// An application of an abstract (pure) function.
    Apply(FunctionId, Vec<Expr>),
    /// A quantified formula over one bound variable of type `var_ty`.
    Quant {
        /// ∀ or ∃.
        q: Quantifier,
        /// The bound variable's name (for printing) and type.
        var: (Name, Type),
        /// The restriction (implied by, or conjoined with, the body).
        restrict: Option<Box<Expr>>,
        /// The body.
        body: Box<Expr>,
    },
    /// An ACSL generalised quantifier (`\sum`, `\product`, `\numof`, `\max`, `\min`)
    /// of `body` over the integers `lo..=hi`, bound to one variable of type `Integer`.
    Fold {
        /// Which.
        op: FoldOp,
        /// The bound variable's name (for printing).
        var: Name,
        /// The lowest value (outside the binder).
        lo: Box<Expr>,
        /// The highest value (outside the binder).
        hi: Box<Expr>,
        /// The body, under the binder (a condition for `\numof`).
        body: Box<Expr>,
    },
    /// ACSL `\old(e)`: the value of `e` on function entry.
    Old(Box<Expr>),
    /// ACSL `\result`.
    Result,
    /// `PROC[rank]@func.var`: a variable of another process (collective annotations).
    Proc {
        /// The rank.
        rank: Box<Expr>,
        /// The function when a local is meant.
        func: Option<Name>,
        /// The variable name.
        var: Name,
    },
    /// `spec.var` in a joint annotation.
    Spec(Name),
    /// An ACSL built-in kept for later layers (`\valid`, `\sum`, ...).
    Builtin(Name, Vec<Expr>),
}

/// The ACSL generalised quantifiers.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum FoldOp {
    /// `\sum(lo, hi, f)`: `f(lo) + ... + f(hi)`, 0 on an empty range.
    Sum,
    /// `\product(lo, hi, f)`: 1 on an empty range.
    Product,
    /// `\numof(lo, hi, p)`: how many `k` in the range satisfy `p(k)`.
    Numof,
    /// `\max(lo, hi, f)`: undefined on an empty range.
    Max,
    /// `\min(lo, hi, f)`: undefined on an empty range.
    Min,
}

impl FoldOp {
    /// The ACSL name, with its backslash.
    pub fn name(self) -> &'static str {
        match self {
            FoldOp::Sum => "\\sum",
            FoldOp::Product => "\\product",
            FoldOp::Numof => "\\numof",
            FoldOp::Max => "\\max",
            FoldOp::Min => "\\min",
        }
    }

    /// The operator of an ACSL name.
    pub fn of_name(n: &str) -> Option<FoldOp> {
        Some(match n {
            "\\sum" => FoldOp::Sum,
            "\\product" => FoldOp::Product,
            "\\numof" => FoldOp::Numof,
            "\\max" => FoldOp::Max,
            "\\min" => FoldOp::Min,
            _ => return None,
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn int(kind: IntKind, unsigned: bool) -> Type {
        Type::Int { kind, unsigned }
    }

    #[test]
    fn integer_widths_and_ranges_are_lp64() {
        assert_eq!(int(IntKind::Char, false).int_range(), Some((-128, 127)));
        assert_eq!(int(IntKind::Char, true).int_range(), Some((0, 255)));
        assert_eq!(int(IntKind::Short, false).int_bits(), Some(16));
        assert_eq!(
            int(IntKind::Int, false).int_range(),
            Some((i32::MIN.into(), i32::MAX.into()))
        );
        assert_eq!(
            int(IntKind::Long, true).int_range(),
            Some((0, u64::MAX.into()))
        );
        assert_eq!(int(IntKind::Bool, false).int_range(), Some((0, 1)));
        assert_eq!(Type::DOUBLE.int_bits(), None);
    }

    #[test]
    fn bit_fields_pack_as_gcc_packs_them() {
        let u = int(IntKind::Int, true);
        let def = |fields: Vec<(&str, Type)>, bits: Vec<Option<u32>>, unnamed| StructDef {
            name: "s".into(),
            fields: fields.into_iter().map(|(n, t)| (n.into(), t)).collect(),
            is_union: false,
            complete: true,
            span: Span::default(),
            bits,
            unnamed_bits: unnamed,
        };
        // { unsigned a : 3; int b : 4; unsigned c : 1; unsigned d : 32; }: d does not fit
        // in the rest of the first unit.
        let s = def(
            vec![
                ("a", u.clone()),
                ("b", Type::INT),
                ("c", u.clone()),
                ("d", u.clone()),
            ],
            vec![Some(3), Some(4), Some(1), Some(32)],
            vec![],
        );
        let l = s.layout(&[]).unwrap();
        assert_eq!(l.offsets, vec![0, 3, 7, 32]);
        assert_eq!((l.size, l.align), (8, 4));
        // { char c; unsigned a : 4; unsigned b : 6; } is 4 bytes; `b` starts at bit 12.
        let s = def(
            vec![("c", Type::CHAR), ("a", u.clone()), ("b", u.clone())],
            vec![None, Some(4), Some(6)],
            vec![],
        );
        let l = s.layout(&[]).unwrap();
        assert_eq!(l.offsets, vec![0, 8, 12]);
        assert_eq!(l.size, 4);
        // { char c; unsigned : 0; char d; }: the zero-width field moves `d` to the next
        // int unit, and adds nothing to the alignment.
        let s = def(
            vec![("c", Type::CHAR), ("d", Type::CHAR)],
            vec![],
            vec![(1, u.clone(), 0)],
        );
        let l = s.layout(&[]).unwrap();
        assert_eq!(l.offsets, vec![0, 32]);
        assert_eq!((l.size, l.align), (5, 1));
        let structs = vec![s];
        assert_eq!(Type::member_offset(&structs, StructId(0), 1), Some(4));
    }

    #[test]
    fn sizes_include_padding() {
        let s = StructDef {
            name: "s".into(),
            fields: vec![
                ("c".into(), Type::CHAR),
                ("d".into(), Type::DOUBLE),
                ("i".into(), Type::INT),
            ],
            is_union: false,
            complete: true,
            span: Span::default(),
            bits: Vec::new(),
            unnamed_bits: Vec::new(),
        };
        let structs = vec![s];
        assert_eq!(
            Type::Struct(StructId(0)).size_align(&structs),
            Some((24, 8))
        );
        assert_eq!(
            Type::Array(Box::new(Type::INT), Extent::Const(5)).size_align(&structs),
            Some((20, 4))
        );
        assert_eq!(
            Type::Array(Box::new(Type::INT), Extent::Unknown).size_align(&structs),
            None
        );
    }
}
