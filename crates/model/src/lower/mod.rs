//! Checking and lowering: the AST of one program to its [`Program`] model.
//!
//! Resolves names, computes C types and the usual arithmetic conversions, checks lvalues
//! and the annotation rules (inputs are read-only, outputs write-only, an input's
//! condition mentions only inputs declared before it), sequences C's side effects into
//! statements, and builds each function's guarded transition system. Errors are
//! collected as diagnostics; lowering goes on after an error where it can, so one run
//! reports several.
//!
//! Decisions:
//! - Conditions are of type `Bool`: C's truth values are converted (`e != 0`) where a
//!   condition is needed and back (`(int)b`) where a number is. Implicit conversions are
//!   explicit `Cast` nodes, so a C-semantics mode can reuse the same model; ACSL
//!   `integer` and `real` are `Type::Integer` and `Type::MathReal`.
//! - Inputs are read-only; outputs may be read after they are written (the corpus does,
//!   e.g. `matmul_tiled.c`); an output read before any write has an undefined value, which
//!   the verifier reports.
//! - A function declared without a pragma (as in preprocessed `.i` files) that the
//!   registry knows is a system function (`library_kind`: an abstract one for `math.h`;
//!   every `MPI_` name is MPI's); a definition in the program replaces that guess (a
//!   `#pragma TASS system|abstract` function with a body is an error, and so is either
//!   pragma before a variable). A call of an `MPI_` function that nothing declares (one
//!   `mpi.h` leaves out, such as `MPI_Pcontrol`) declares it there as `int f()`, a
//!   system function: a process reaching the call makes the verdict *unknown* naming it.
//!   The guard of `#pragma TASS system` is not applied (listed as not checked).
//! - A library function the registry marks `may_fail` (`fopen`, `fgets`) is a call
//!   followed by a choice of two transitions with guard true: the call's value, or the
//!   null pointer (`tass show` shows both). The handler itself only makes the success.
//! - SV-COMP functions are recognised by name (`lowered`, the registry's
//!   `Handler::Lowered`) when the program does not define them: `__VERIFIER_nondet_T()`
//!   is a `Havoc` of a fresh temporary; `__VERIFIER_assume`, `assume_abort_if_not` are
//!   `Assume`; `reach_error`, `__VERIFIER_error`, `__assert_fail` are `Assert(false)`;
//!   `abort()` is `Assume(false)` (the path ends without error). C `assert` is the
//!   `Assert` statement. CIVL-C `$assert(e)`/`$assume(e)` are statements: calls inside `e`
//!   are lowered as calls before the check; `$forall`/`$exists` may stand in any
//!   expression.
//! - Locations are numbered depth-first from the entry and unconditional `noop` hops are
//!   bypassed, so `tass show` reads top to bottom.
//! - Nothing parses into silence: annotations tass parses but does not check
//!   (`terminates`, `allocates`, `frees`, `exits`, `loop allocates`, `decreases ... for`,
//!   lemmas, inductive definitions, ghost code, a contract on a declaration without a
//!   body) are recorded in `Program::annotations` as unsupported (what, where, why), and
//!   pragmas of other tools as foreign; `tass show` lists them. A new annotation kind must
//!   be recorded where it is lowered.

mod acsl;
mod builder;
mod contract;
mod expr;
mod init;
mod make;
mod spec;
mod stmt;

pub use spec::SpecScope;

use crate::ir::*;
use std::collections::HashMap;
use std::sync::Arc;
use tass_syntax::ast::{self, IoKind};
use tass_syntax::{Diagnostic, Span};

/// A lowering failure whose diagnostic has been recorded.
#[derive(Debug)]
pub(crate) struct Fail;

pub(crate) type LResult<T> = Result<T, Fail>;

/// The result of lowering.
#[derive(Debug)]
pub struct LowerOutput {
    /// The model, when there were no errors.
    pub program: Option<Program>,
    /// Errors and warnings.
    pub diagnostics: Vec<Diagnostic>,
}

/// What a file-scope name denotes.
#[derive(Clone, Debug)]
pub(crate) enum Symbol {
    Var(VarRef, Type),
    Function(FunctionId),
    EnumConst(i128),
    Typedef(Type),
}

/// What a function declared without a pragma (as in preprocessed `.i` files) is, by the
/// registry: the library functions tass models, and any of MPI, are system functions,
/// the math functions abstract; the ones the lowering turns into statements
/// (`__VERIFIER_assume`, ...) stay undefined, so that a program may define them.
pub(crate) fn library_kind(name: &str) -> Option<FunctionKind> {
    use crate::library::{self, Handler, Library};
    match library::lookup(name) {
        Some(f) => match f.handler {
            Handler::Lowered(_) => None,
            Handler::Math => Some(FunctionKind::Abstract),
            _ => Some(FunctionKind::System(None)),
        },
        None => {
            (library::library_of(name) == Some(Library::Mpi)).then_some(FunctionKind::System(None))
        }
    }
}

/// The function the lowering turns into a statement, by the registry.
pub(crate) fn lowered(name: &str) -> Option<(crate::library::Lowered, crate::library::Library)> {
    match crate::library::lookup(name) {
        Some(f) => match f.handler {
            crate::library::Handler::Lowered(l) => Some((l, f.library)),
            _ => None,
        },
        None => None,
    }
}

/// Whether tass knows `name` without a declaration: the SV-COMP and CIVL functions the
/// lowering turns into statements (C's `assert` needs its header).
pub(crate) fn is_known_builtin(name: &str) -> bool {
    lowered(name).is_some_and(|(_, lib)| lib != crate::library::Library::C)
}

/// Lowers a whole program.
pub fn lower(unit: &ast::TranslationUnit) -> LowerOutput {
    lower_with(unit, None)
}

/// Lowers a whole program; `spec`, when the program is the implementation of
/// `tass compare`, gives `spec.x` in its joint annotations the specification's types.
pub fn lower_with(unit: &ast::TranslationUnit, spec: Option<Arc<SpecScope>>) -> LowerOutput {
    let mut cx = Lowerer {
        spec,
        ..Lowerer::default()
    };
    cx.program(unit);
    let program = if cx
        .diags
        .iter()
        .any(|d| d.severity == tass_syntax::Severity::Error)
    {
        None
    } else {
        cx.finish()
    };
    LowerOutput {
        program,
        diagnostics: cx.diags,
    }
}

#[derive(Default)]
pub(crate) struct Lowerer {
    pub(crate) diags: Vec<Diagnostic>,
    pub(crate) globals_scope: HashMap<Name, Symbol>,
    pub(crate) struct_tags: HashMap<Name, StructId>,
    pub(crate) enum_tags: HashMap<Name, ()>,
    /// Struct specifiers already lowered, by the address of their shared AST node.
    pub(crate) struct_nodes: HashMap<usize, StructId>,
    pub(crate) shared: Vec<SharedVar>,
    pub(crate) assumptions: Vec<Expr>,
    pub(crate) globals: Vec<Var>,
    pub(crate) structs: Vec<StructDef>,
    pub(crate) functions: Vec<Function>,
    pub(crate) fn_bodies: Vec<Option<(ast::FunctionDef, usize)>>,
    /// Global initialisers in order: (global index, initialiser).
    pub(crate) global_inits: Vec<(u32, Option<ast::Initializer>, Span)>,
    /// Inputs declared so far (for the rule on input conditions).
    pub(crate) inputs_visible: usize,
    /// The names of every shared variable of the program.
    pub(crate) all_shared: std::collections::HashSet<Name>,
    /// Every annotation read, with its fate.
    pub(crate) annotations: Vec<AnnotationRecord>,
    /// Functions whose kind came from the registry, declared without a pragma: a
    /// definition in the program replaces it.
    pub(crate) from_registry: std::collections::HashSet<FunctionId>,
    /// The specification's variables, when this is the implementation of `tass compare`.
    pub(crate) spec: Option<Arc<SpecScope>>,
    /// ACSL logic definitions expanded at their uses (those with a body, and those tass
    /// does not interpret), by name.
    pub(crate) logic_defs: HashMap<Name, Arc<ast::LogicDef>>,
}

/// What the model records for an ACSL clause or definition kept as its keyword.
pub(crate) fn unsupported_message(w: &str) -> (String, String) {
    match w {
        "predicate" | "logic" | "lemma" | "axiomatic" | "inductive" | "type" | "axiom"
        | "global" => (
            format!("the ACSL `{w}` definition"),
            "tass does not interpret logic definitions".into(),
        ),
        "ghost" => (
            "ACSL ghost code".into(),
            "tass does not interpret ghost code".into(),
        ),
        _ => (
            format!("the ACSL `{w}` clause"),
            "tass does not check this clause".into(),
        ),
    }
}

/// What an `ipp` annotation is, and why `tass verify` does not check it.
pub(crate) fn ipp_message(a: &ast::IppAnnot) -> (String, String) {
    let what = match a {
        ast::IppAnnot::Channel { name, .. } => format!("the `ipp channel {name}` annotation"),
        ast::IppAnnot::Invariant { label, .. } => {
            format!("the `ipp invariant {label}` annotation")
        }
        ast::IppAnnot::Uniform { name, .. } => format!("the `ipp uniform {name}` annotation"),
        ast::IppAnnot::DeadlockProof { func, .. } => {
            format!("the `ipp deadlock proof {func}` annotation")
        }
    };
    (
        what,
        "checked by `tass ipp` only (the invariant-preserving projection, for every number of processes)".into(),
    )
}

impl Lowerer {
    /// Records what becomes of an annotation: every annotation lowered is recorded
    /// exactly once, as checked or as unsupported with the reason.
    pub(crate) fn record(&mut self, span: Span, what: impl Into<Name>, status: AnnotationStatus) {
        self.annotations.push(AnnotationRecord {
            span,
            what: what.into(),
            status,
        });
    }

    /// Records an annotation that tass does not check: what it is, and why it is not
    /// checked.
    pub(crate) fn note_unsupported(&mut self, span: Span, (what, why): (String, String)) {
        self.record(span, what, AnnotationStatus::Unsupported(why));
    }

    /// Records a pragma of another tool (namespace `ns`).
    pub(crate) fn note_foreign(&mut self, span: Span, ns: &Name) {
        self.record(
            span,
            format!("#pragma {ns}"),
            AnnotationStatus::Foreign(ns.clone()),
        );
    }

    pub(crate) fn error(&mut self, span: Span, msg: impl Into<String>) -> Fail {
        self.diags.push(Diagnostic::error(span, msg));
        Fail
    }

    pub(crate) fn error_note(
        &mut self,
        span: Span,
        msg: impl Into<String>,
        note: impl Into<String>,
    ) -> Fail {
        self.diags
            .push(Diagnostic::error(span, msg).with_note(note));
        Fail
    }

    fn program(&mut self, unit: &ast::TranslationUnit) {
        // Names of all shared variables, for the message on input conditions that
        // mention inputs declared later.
        for item in &unit.items {
            match item {
                ast::ExternalDecl::Decl(d) if d.io.is_some() => {
                    self.all_shared
                        .extend(d.declarators.iter().map(|x| x.name.clone()));
                }
                ast::ExternalDecl::InputMacro(m) => {
                    self.all_shared.insert(m.name.clone());
                }
                _ => {}
            }
        }
        for item in &unit.items {
            match item {
                ast::ExternalDecl::Decl(d) => {
                    let _ = self.file_decl(d);
                }
                ast::ExternalDecl::Function(f) => {
                    let _ = self.function_def(f);
                }
                ast::ExternalDecl::InputMacro(m) => {
                    let _ = self.input_macro(m);
                }
                ast::ExternalDecl::Annotation(a) => {
                    let _ = self.file_annotation(a);
                }
            }
        }
    }

    fn file_annotation(&mut self, a: &ast::Annotation) -> LResult<()> {
        match &a.kind {
            ast::AnnotKind::Assume(e, d) => {
                let mut fb = self.annotation_context();
                let c = fb.condition_pure(e)?;
                drop(fb);
                self.assumptions.push(c);
                self.record(
                    a.span,
                    annotation_name(&a.kind, *d),
                    AnnotationStatus::Checked,
                );
                Ok(())
            }
            ast::AnnotKind::Other(w) => {
                self.note_unsupported(a.span, unsupported_message(w));
                Ok(())
            }
            ast::AnnotKind::Logic(d) => self.logic_def(d, a.span),
            ast::AnnotKind::Axiom(name, e) => self.axiom(name, e, a.span),
            ast::AnnotKind::Ipp(ipp) => {
                self.note_unsupported(a.span, ipp_message(ipp));
                Ok(())
            }
            ast::AnnotKind::Ignored(_) => Ok(()),
            ast::AnnotKind::Foreign(ns) => {
                self.note_foreign(a.span, ns);
                Ok(())
            }
            ast::AnnotKind::Requires(_)
            | ast::AnnotKind::Ensures(_)
            | ast::AnnotKind::Assigns(_)
            | ast::AnnotKind::Behavior(_)
            | ast::AnnotKind::Assumes(_)
            | ast::AnnotKind::Behaviors(..)
            | ast::AnnotKind::Decreases(_)
            | ast::AnnotKind::For(..) => {
                self.note_unsupported(
                    a.span,
                    (
                        "an ACSL contract on a declaration without a body".into(),
                        "tass checks the contracts written before a function's definition".into(),
                    ),
                );
                Ok(())
            }
            _ => Err(self.error(a.span, "this annotation is not allowed at file scope")),
        }
    }

    fn input_macro(&mut self, m: &ast::InputMacro) -> LResult<()> {
        let ty = self.lower_type(&m.ty, m.span, true)?;
        if !ty.is_arithmetic() {
            return Err(self.error(
                m.span,
                format!(
                    "the input macro `{}` must have an integer or floating type",
                    m.name
                ),
            ));
        }
        self.add_shared(m.name.clone(), ty, m.io, m.cond.as_ref(), m.span, true)
    }

    fn add_shared(
        &mut self,
        name: Name,
        ty: Type,
        io: IoKind,
        cond: Option<&ast::Expr>,
        span: Span,
        from_macro: bool,
    ) -> LResult<()> {
        if self.globals_scope.contains_key(&name) {
            return Err(self.error(span, format!("`{name}` is declared twice at file scope")));
        }
        let idx = self.shared.len() as u32;
        self.shared.push(SharedVar {
            var: Var {
                name: name.clone(),
                ty: ty.clone(),
                span,
            },
            io,
            cond: None,
            from_macro,
            default: None,
        });
        self.globals_scope
            .insert(name, Symbol::Var(VarRef::Shared(idx), ty));
        if io == IoKind::Input {
            self.inputs_visible = self.shared.len();
        }
        if let Some(c) = cond {
            let mut fb = self.annotation_context();
            fb.input_condition = true;
            let r = fb.condition_pure(c);
            drop(fb);
            self.shared[idx as usize].cond = Some(r?);
        }
        Ok(())
    }

    /// A file-scope declaration.
    fn file_decl(&mut self, d: &ast::Declaration) -> LResult<()> {
        // Struct/enum definitions in the base type.
        self.lower_type(&d.base, d.span, false)?;
        if d.fn_kind.is_some()
            && d.declarators
                .iter()
                .any(|x| !matches!(x.ty, ast::TypeExpr::Function { .. }))
        {
            return Err(self.error(
                d.span,
                "`#pragma TASS system|abstract` must be followed by a function prototype",
            ));
        }
        for decl in &d.declarators {
            let ty = match self.lower_type(
                &decl.ty,
                decl.span,
                d.storage == Some(ast::Storage::Typedef),
            ) {
                Ok(t) => t,
                Err(_) => continue,
            };
            if d.storage == Some(ast::Storage::Typedef) {
                self.name_anonymous(&ty, &decl.name);
                self.globals_scope
                    .insert(decl.name.clone(), Symbol::Typedef(ty));
                continue;
            }
            if let Type::Function(sig) = &ty {
                if d.io.is_some() {
                    self.error(
                        decl.span,
                        "an input or output pragma must precede a variable, not a function",
                    );
                    continue;
                }
                let kind = match &d.fn_kind {
                    Some(ast::FnAnnotation::Abstract) => {
                        self.record(d.span, "#pragma TASS abstract", AnnotationStatus::Checked);
                        FunctionKind::Abstract
                    }
                    Some(ast::FnAnnotation::System(g)) => {
                        let guard = match g {
                            Some(g) => {
                                let mut fb = self.annotation_context();
                                let r = fb.condition_pure(g);
                                drop(fb);
                                // The guard (when a call may proceed) is not applied by
                                // the engine yet.
                                self.record(
                                    d.span,
                                    "the guard of `#pragma TASS system`",
                                    AnnotationStatus::Unsupported(
                                        "tass does not apply guards of system functions; a call proceeds whatever the guard says".into(),
                                    ),
                                );
                                r.ok()
                            }
                            None => {
                                self.record(
                                    d.span,
                                    "#pragma TASS system",
                                    AnnotationStatus::Checked,
                                );
                                None
                            }
                        };
                        FunctionKind::System(guard)
                    }
                    None => FunctionKind::Undefined,
                };
                let _ = self.declare_function(&decl.name, sig.clone(), kind, decl.span);
                continue;
            }
            if let Some(io) = &d.io {
                // An input's initialiser is its default value (CIVL's `$input int N =
                // 5;`): a number, which `-inputN=` overrides.
                let mut default = None;
                if let Some(initializer) = &decl.init {
                    let number = match initializer {
                        ast::Initializer::Expr(e) if io.io == IoKind::Input => {
                            number_text(e, ty.is_real())
                        }
                        _ => None,
                    };
                    match number {
                        Some(t) => default = Some(t),
                        None => {
                            let what = if io.io == IoKind::Input {
                                let kind = if ty.is_real() {
                                    "a number (`= 5`, `= -2.5`)"
                                } else {
                                    "a whole number (`= 5`, `= -3`)"
                                };
                                format!(
                                    "only {kind}, its default value, which -input{}= overrides",
                                    decl.name
                                )
                            } else {
                                "none (an output gets its value from the program)".to_string()
                            };
                            self.error(
                                decl.span,
                                format!(
                                    "the {} `{}` cannot have this initialiser: it can have {what}",
                                    io_word(io.io),
                                    decl.name
                                ),
                            );
                            continue;
                        }
                    }
                }
                let n = self.shared.len();
                let ok = self.add_shared(
                    decl.name.clone(),
                    ty,
                    io.io,
                    io.cond.as_ref(),
                    decl.span,
                    false,
                );
                if ok.is_ok() {
                    if let Some(sv) = self.shared.get_mut(n) {
                        sv.default = default;
                    }
                }
                continue;
            }
            if let Some(Symbol::Var(VarRef::Global(i), old)) =
                self.globals_scope.get(&decl.name).cloned()
            {
                // A redeclaration (`extern int x; int x = 1;`).
                if !compatible(&old, &ty) {
                    self.error(
                        decl.span,
                        format!("`{}` redeclared with a different type", decl.name),
                    );
                } else if decl.init.is_some() {
                    self.global_inits.push((i, decl.init.clone(), decl.span));
                }
                continue;
            }
            if self.globals_scope.contains_key(&decl.name) {
                self.error(
                    decl.span,
                    format!("`{}` is declared twice at file scope", decl.name),
                );
                continue;
            }
            let idx = self.globals.len() as u32;
            self.globals.push(Var {
                name: decl.name.clone(),
                ty: ty.clone(),
                span: decl.span,
            });
            self.globals_scope
                .insert(decl.name.clone(), Symbol::Var(VarRef::Global(idx), ty));
            self.global_inits.push((idx, decl.init.clone(), decl.span));
        }
        Ok(())
    }

    /// Declares (or redeclares) a function; returns its id.
    pub(crate) fn declare_function(
        &mut self,
        name: &Name,
        sig: Arc<Signature>,
        kind: FunctionKind,
        span: Span,
    ) -> LResult<FunctionId> {
        if let Some(sym) = self.globals_scope.get(name).cloned() {
            match sym {
                Symbol::Function(id) => {
                    let f = &mut self.functions[id.0 as usize];
                    if f.sig.params.len() != sig.params.len()
                        && !f.sig.params.is_empty()
                        && !sig.params.is_empty()
                    {
                        return Err(self.error(
                            span,
                            format!("`{name}` redeclared with a different number of parameters"),
                        ));
                    }
                    if !matches!(kind, FunctionKind::Undefined | FunctionKind::Defined) {
                        // Declared with a pragma: no longer the registry's guess.
                        self.from_registry.remove(&id);
                    }
                    if !matches!(kind, FunctionKind::Undefined)
                        && matches!(f.kind, FunctionKind::Undefined)
                    {
                        f.kind = kind;
                    }
                    if f.sig.params.is_empty() && !sig.params.is_empty() {
                        f.sig = sig;
                    }
                    return Ok(id);
                }
                _ => {
                    return Err(self.error(
                        span,
                        format!("`{name}` is already declared as something other than a function"),
                    ))
                }
            }
        }
        let id = FunctionId(self.functions.len() as u32);
        let kind = match kind {
            FunctionKind::Undefined => match library_kind(name) {
                Some(k) => {
                    self.from_registry.insert(id);
                    k
                }
                None => FunctionKind::Undefined,
            },
            k => k,
        };
        self.functions.push(Function {
            name: name.clone(),
            sig,
            locals: Vec::new(),
            local_blocks: Vec::new(),
            kind,
            locations: Vec::new(),
            entry: LocId(0),
            contract: Contract::default(),
            span,
        });
        self.fn_bodies.push(None);
        self.globals_scope
            .insert(name.clone(), Symbol::Function(id));
        Ok(id)
    }

    fn function_def(&mut self, f: &ast::FunctionDef) -> LResult<()> {
        let ty = self.lower_type(&f.ty, f.name_span, false)?;
        let Type::Function(sig) = ty else {
            return Err(self.error(f.name_span, "expected a function type"));
        };
        if sig.variadic {
            return Err(self.error(
                f.name_span,
                format!(
                    "variadic function definitions (`{}`) are not supported",
                    f.name
                ),
            ));
        }
        let id = self.declare_function(&f.name, sig, FunctionKind::Defined, f.name_span)?;
        let slot = id.0 as usize;
        if matches!(
            self.functions[slot].kind,
            FunctionKind::Abstract | FunctionKind::System(_)
        ) && !self.from_registry.remove(&id)
        {
            return Err(self.error(
                f.name_span,
                format!(
                    "`{}` is declared with `#pragma TASS system|abstract` and also defined here; a function so marked has no body (remove the pragma to verify the body)",
                    f.name
                ),
            ));
        }
        if self.fn_bodies[slot].is_some() {
            return Err(self.error(
                f.name_span,
                format!("function `{}` is defined twice", f.name),
            ));
        }
        self.functions[slot].kind = FunctionKind::Defined;
        self.functions[slot].span = f.name_span;
        // Bodies are lowered after all file-scope declarations, so calls to functions
        // defined later resolve. The scope at the definition is recorded as a count of
        // globals (names declared later are not visible).
        self.fn_bodies[slot] = Some((f.clone(), self.globals.len() + self.shared.len()));
        Ok(())
    }

    fn finish(&mut self) -> Option<Program> {
        // Lower function bodies.
        for i in 0..self.functions.len() {
            if let Some((def, _)) = self.fn_bodies[i].take() {
                let _ = self.lower_function(FunctionId(i as u32), &def);
            }
        }
        // The initialiser of the globals.
        let inits = std::mem::take(&mut self.global_inits);
        let global_init = self.lower_global_init(&inits);
        let main = match self.globals_scope.get("main") {
            Some(Symbol::Function(id))
                if matches!(self.functions[id.0 as usize].kind, FunctionKind::Defined) =>
            {
                Some(*id)
            }
            _ => None,
        };
        let Some(main) = main else {
            let span = Span::default();
            self.diags.push(
                Diagnostic::error(span, "the program has no `main` function")
                    .with_note("tass verifies whole programs: define `int main(void)` or `int main(int argc, char *argv[])`"),
            );
            return None;
        };
        let init_function = global_init.ok()?;
        if self
            .diags
            .iter()
            .any(|d| d.severity == tass_syntax::Severity::Error)
        {
            return None;
        }
        Some(Program {
            shared: std::mem::take(&mut self.shared),
            assumptions: std::mem::take(&mut self.assumptions),
            globals: std::mem::take(&mut self.globals),
            structs: std::mem::take(&mut self.structs),
            functions: std::mem::take(&mut self.functions),
            init: init_function,
            main,
            annotations: std::mem::take(&mut self.annotations),
        })
    }

    // ----- types ----------------------------------------------------------------------

    /// Lowers a C type. `in_typedef`: VLA extents are allowed to be non-constant (they
    /// are resolved at each use).
    pub(crate) fn lower_type(
        &mut self,
        t: &ast::TypeExpr,
        span: Span,
        in_typedef: bool,
    ) -> LResult<Type> {
        self.lower_type_in(t, span, in_typedef, &mut |cx, e| {
            let mut fb = cx.annotation_context();
            fb.rvalue_pure(e)
        })
    }

    /// Lowers a type, lowering array extents with `extent`.
    pub(crate) fn lower_type_in(
        &mut self,
        t: &ast::TypeExpr,
        span: Span,
        in_typedef: bool,
        extent: &mut dyn FnMut(&mut Lowerer, &ast::Expr) -> LResult<Expr>,
    ) -> LResult<Type> {
        Ok(match t {
            ast::TypeExpr::Void => Type::Void,
            ast::TypeExpr::Int { kind, unsigned } => Type::Int {
                kind: *kind,
                unsigned: *unsigned,
            },
            ast::TypeExpr::Float(k) => Type::Real(*k),
            ast::TypeExpr::Named(n, s) => match &**n {
                "integer" => Type::Integer,
                "real" => Type::MathReal,
                "boolean" => Type::Bool,
                _ => match self.globals_scope.get(n) {
                    Some(Symbol::Typedef(t)) => t.clone(),
                    _ => {
                        if &**n == "__builtin_va_list" {
                            Type::Pointer(Box::new(Type::Void))
                        } else {
                            return Err(self.error(*s, format!("unknown type `{n}`")));
                        }
                    }
                },
            },
            ast::TypeExpr::Struct(st) => Type::Struct(self.lower_struct(st, in_typedef)?),
            ast::TypeExpr::Enum(en) => {
                self.lower_enum(en)?;
                Type::INT
            }
            ast::TypeExpr::Qualified(_, t) => self.lower_type_in(t, span, in_typedef, extent)?,
            ast::TypeExpr::Pointer(t) => {
                Type::Pointer(Box::new(self.lower_type_in(t, span, in_typedef, extent)?))
            }
            ast::TypeExpr::Array(elem, len) => {
                let et = self.lower_type_in(elem, span, in_typedef, extent)?;
                if matches!(et, Type::Void | Type::Function(_)) {
                    return Err(self.error(span, "array of void or of functions"));
                }
                let ext = match len {
                    None => Extent::Unknown,
                    Some(e) => {
                        let x = extent(self, e)?;
                        if !x.ty.is_integer() {
                            return Err(self.error(e.span, "an array length must be an integer"));
                        }
                        match &x.kind {
                            ExprKind::Int(v, _) if *v >= 0 => Extent::Const(*v as u64),
                            ExprKind::Int(v, _) if *v < 0 => {
                                return Err(
                                    self.error(e.span, "an array length must not be negative")
                                )
                            }
                            _ => Extent::Expr(Box::new(x)),
                        }
                    }
                };
                Type::Array(Box::new(et), ext)
            }
            ast::TypeExpr::Function {
                ret,
                params,
                variadic,
                ..
            } => {
                let r = self.lower_type_in(ret, span, in_typedef, extent)?;
                let mut ps = Vec::new();
                for p in params {
                    // Parameter array lengths do not matter: the parameter is a pointer.
                    let pt = self.lower_type_in(&p.ty, p.span, true, &mut |cx, e| {
                        let mut fb = cx.annotation_context();
                        fb.lenient = true;
                        fb.rvalue_pure(e)
                    })?;
                    ps.push(adjust_param(pt));
                }
                Type::Function(Arc::new(Signature {
                    ret: r,
                    params: ps,
                    variadic: *variadic,
                }))
            }
        })
    }

    fn lower_struct(&mut self, st: &Arc<ast::StructSpec>, in_typedef: bool) -> LResult<StructId> {
        let key = Arc::as_ptr(st) as usize;
        if let Some(id) = self.struct_nodes.get(&key) {
            return Ok(*id);
        }
        let is_union = st.kind == ast::Aggregate::Union;
        let id = match &st.tag {
            Some(tag)
                if st.fields.is_none()
                    || !self.struct_tags.contains_key(tag)
                    || !self.structs[self.struct_tags[tag].0 as usize].complete =>
            {
                match self.struct_tags.get(tag) {
                    Some(id) => *id,
                    None => {
                        let id = StructId(self.structs.len() as u32);
                        self.structs.push(StructDef {
                            name: tag.clone(),
                            is_union,
                            fields: Vec::new(),
                            complete: false,
                            span: st.span,
                            bits: Vec::new(),
                            unnamed_bits: Vec::new(),
                        });
                        self.struct_tags.insert(tag.clone(), id);
                        id
                    }
                }
            }
            Some(tag) => {
                return Err(self.error(st.span, format!("`struct {tag}` is defined twice")));
            }
            None => {
                let id = StructId(self.structs.len() as u32);
                self.structs.push(StructDef {
                    name: format!("<anonymous {}>", id.0).into(),
                    is_union,
                    fields: Vec::new(),
                    complete: false,
                    span: st.span,
                    bits: Vec::new(),
                    unnamed_bits: Vec::new(),
                });
                id
            }
        };
        self.struct_nodes.insert(key, id);
        if let Some(fields) = &st.fields {
            let mut out: Vec<(Name, Type)> = Vec::new();
            let mut bits: Vec<Option<u32>> = Vec::new();
            let mut unnamed_bits: Vec<(u32, Type, u32)> = Vec::new();
            for f in fields {
                let ft = self.lower_type(&f.ty, f.span, in_typedef)?;
                if let Type::Struct(sid) = &ft {
                    if *sid == id {
                        return Err(self.error(f.span, "a struct cannot contain itself"));
                    }
                }
                let width = match &f.bits {
                    Some(w) => Some(self.bit_field_width(w, &ft, f.name.is_some(), f.span)?),
                    None => None,
                };
                match &f.name {
                    Some(n) => {
                        if out.iter().any(|(m, _)| m == n) {
                            return Err(self.error(f.span, format!("duplicate member `{n}`")));
                        }
                        out.push((n.clone(), ft));
                        if width.is_some() {
                            bits.resize(out.len() - 1, None);
                            bits.push(width);
                        }
                    }
                    None => {
                        if let Some(w) = width {
                            unnamed_bits.push((out.len() as u32, ft, w));
                            continue;
                        }
                        // Anonymous struct/union member: its members are reachable by
                        // name through a member with a generated name.
                        out.push((format!("<anon{}>", out.len()).into(), ft));
                    }
                }
            }
            let d = &mut self.structs[id.0 as usize];
            d.fields = out;
            d.bits = bits;
            d.unnamed_bits = unnamed_bits;
            d.complete = true;
            d.span = st.span;
        }
        Ok(id)
    }

    /// The width of a bit-field (C11 6.7.2.1p4-5): an integer constant expression, not
    /// negative, at most the width of its type (an integer type), 0 only when unnamed.
    fn bit_field_width(
        &mut self,
        w: &ast::Expr,
        ty: &Type,
        named: bool,
        span: Span,
    ) -> LResult<u32> {
        let Some(max) = ty.int_bits() else {
            return Err(self.error(span, "a bit-field must have an integer type"));
        };
        let mut fb = self.annotation_context();
        let e = fb.rvalue_pure(w);
        drop(fb);
        let ExprKind::Int(v, _) = e?.kind else {
            return Err(self.error(
                w.span,
                "the width of a bit-field must be an integer constant",
            ));
        };
        if v < 0 || v > i128::from(max) {
            return Err(self.error(
                w.span,
                format!("the width of a bit-field must lie from 0 to {max} (the width of its type), not {v}"),
            ));
        }
        if v == 0 && named {
            return Err(self.error(w.span, "a named bit-field cannot have width 0"));
        }
        Ok(v as u32)
    }

    fn lower_enum(&mut self, en: &Arc<ast::EnumSpec>) -> LResult<()> {
        let Some(items) = &en.items else {
            return Ok(());
        };
        if let Some(tag) = &en.tag {
            self.enum_tags.insert(tag.clone(), ());
        }
        let mut next: i128 = 0;
        for (n, v, s) in items {
            if let Some(v) = v {
                let mut fb = self.annotation_context();
                let e = fb.rvalue_pure(v);
                drop(fb);
                match e?.kind {
                    ExprKind::Int(x, _) => next = x,
                    _ => {
                        return Err(
                            self.error(v.span, "an enumerator value must be an integer constant")
                        )
                    }
                }
            }
            self.globals_scope
                .insert(n.clone(), Symbol::EnumConst(next));
            let _ = s;
            next += 1;
        }
        Ok(())
    }

    /// Gives an anonymous struct the name of the typedef that names it.
    pub(crate) fn name_anonymous(&mut self, ty: &Type, name: &Name) {
        if let Type::Struct(id) = ty {
            let d = &mut self.structs[id.0 as usize];
            if d.name.starts_with("<anonymous") {
                d.name = name.clone();
            }
        }
    }

    /// The member index and type of `field` in struct `id`.
    pub(crate) fn field(&self, id: StructId, field: &str) -> Option<(u32, Type)> {
        let d = self.structs.get(id.0 as usize)?;
        d.fields
            .iter()
            .position(|(n, _)| &**n == field)
            .map(|i| (i as u32, d.fields[i].1.clone()))
    }
}

/// Adjusts a parameter type: arrays and functions become pointers.
pub(crate) fn adjust_param(t: Type) -> Type {
    match t {
        Type::Array(e, _) => Type::Pointer(e),
        Type::Function(s) => Type::Pointer(Box::new(Type::Function(s))),
        t => t,
    }
}

/// Whether two declarations' types are compatible enough to denote one object.
pub(crate) fn compatible(a: &Type, b: &Type) -> bool {
    match (a, b) {
        (Type::Array(x, _), Type::Array(y, _)) => compatible(x, y),
        _ => a == b,
    }
}

pub(crate) fn io_word(io: IoKind) -> &'static str {
    match io {
        IoKind::Input => "input",
        IoKind::Output => "output",
    }
}

/// The user's name for an assertion or assumption of a dialect.
pub(crate) fn annotation_name(kind: &ast::AnnotKind, d: ast::Dialect) -> String {
    let word = match kind {
        ast::AnnotKind::Assert(..) => "assert",
        ast::AnnotKind::Assume(..) => "assume",
        ast::AnnotKind::Invariant(..) => "invariant",
        _ => "annotation",
    };
    match d {
        ast::Dialect::Tass => format!("#pragma TASS {word}"),
        ast::Dialect::Civl => format!("${word}"),
        ast::Dialect::Acsl => format!("ACSL {word}"),
    }
}

/// The text of a number written as an initialiser (`5`, `-3`, `2.5`, `-1e3`), if the
/// expression is one (a real input takes both kinds, an integer one whole numbers).
fn number_text(e: &ast::Expr, real: bool) -> Option<String> {
    match &e.kind {
        ast::ExprKind::Int(lit) => Some(lit.value.to_string()),
        ast::ExprKind::Float { text, .. } if real => Some(text.to_string()),
        ast::ExprKind::Unary(ast::UnOp::Neg, inner) => {
            number_text(inner, real).map(|t| format!("-{t}"))
        }
        _ => None,
    }
}
