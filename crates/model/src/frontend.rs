//! The front-end pipeline: preprocess each file, parse them as one program, lower it.
//! Used by the CLI and by in-process tests of the engine (files on disk or texts in
//! memory).

use crate::Program;
use std::path::{Path, PathBuf};
use tass_syntax::parse::{parse, ParseOptions};
use tass_syntax::pp::{preprocess, preprocess_file, PpOptions};
use tass_syntax::visit::{walk_expr, Visit};
use tass_syntax::visit_mut::{walk_stmt_mut, VisitMut};
use tass_syntax::{Diagnostic, Severity, SourceMap, Span, TokenKind};

/// Options of the front end.
#[derive(Clone, Debug, Default)]
pub struct FrontOptions {
    /// `-I` folders.
    pub include_dirs: Vec<PathBuf>,
    /// `-D` definitions.
    pub defines: Vec<(String, Option<String>)>,
    /// Read the CIVL-C dialect from the start (`--civl`).
    pub civl: bool,
    /// For the implementation of `tass compare`: the specification's variables, which
    /// `spec.x` in its joint annotations reads ([`crate::SpecScope::of`]). Default is
    /// none.
    pub spec: Option<std::sync::Arc<crate::SpecScope>>,
    /// Annotations to leave out before lowering (the cross-check of `tass ipp`: the
    /// annotations that belong to the projection alone). Default: none; every one left
    /// out is listed in [`FrontOutput::dropped`].
    pub drop: Option<std::sync::Arc<DropAnnotations>>,
    /// Keep every array whole ([`crate::split`] does not run): the specification of
    /// `tass compare`, whose variables the implementation's joint annotations read by
    /// their names (`spec.a[0]` names the array `a`). Default: small arrays used as
    /// scalars are split.
    pub keep_arrays: bool,
    /// Make the program's large constant macros inputs ([`crate::generalise`]): the
    /// program is then the one in which `SIZE` is a parameter. Default: as written;
    /// [`FrontOutput::parameters`] lists the macros either way.
    pub generalise: bool,
}

/// Which annotations the front end leaves out ([`FrontOptions::drop`]): the `ipp`
/// annotations, ghost code, and every annotation (assertion, loop clause, contract
/// clause, logic definition, axiom) that names one of `names`, a name that starts with
/// one of `prefixes`, or a logic definition left out before it (in file order).
#[derive(Clone, Debug, Default)]
pub struct DropAnnotations {
    /// Names (e.g. the projection's ghost arrays `c_sent`, ...).
    pub names: Vec<String>,
    /// Name prefixes (e.g. `ipp_`).
    pub prefixes: Vec<String>,
}

/// An annotation the front end left out ([`FrontOptions::drop`]).
#[derive(Clone, Debug, PartialEq)]
pub struct DroppedAnnotation {
    /// Where it is.
    pub span: Span,
    /// What it is (`assert`, `loop invariant`, `requires`, `ipp invariant inv1`, ...).
    pub what: String,
    /// Why: the names it mentions that made it go (empty for `ipp` annotations and
    /// ghost code, which go whole).
    pub names: Vec<String>,
}

/// What the front end produced.
pub struct FrontOutput {
    /// Every file read.
    pub map: SourceMap,
    /// The model, when there was no error.
    pub program: Option<Program>,
    /// Errors and warnings of every phase.
    pub diagnostics: Vec<Diagnostic>,
    /// How far the pipeline got.
    pub stage: Stage,
    /// The annotations left out by [`FrontOptions::drop`], in file order.
    pub dropped: Vec<DroppedAnnotation>,
    /// The large constant macros [`crate::generalise`] makes inputs (made inputs in
    /// `program` when [`FrontOptions::generalise`] was asked).
    pub parameters: Vec<crate::generalise::Parameter>,
}

/// The last phase that ran.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Stage {
    /// Reading or preprocessing failed.
    Preprocess,
    /// Parsing failed.
    Parse,
    /// Lowering ran (successfully or not).
    Lower,
}

fn has_errors(d: &[Diagnostic]) -> bool {
    d.iter().any(|d| d.severity == Severity::Error)
}

/// The most errors (and, apart, warnings) reported for one run.
pub const MAX_ERRORS: usize = 20;

/// Keeps the first [`MAX_ERRORS`] errors and warnings; when there are more errors, an
/// error "too many errors; stopping" follows them (at the first error left out), and
/// more warnings are counted in one warning.
fn cap(diagnostics: &mut Vec<Diagnostic>) {
    let (mut errors, mut warnings) = (0, 0);
    let mut dropped_warnings = 0;
    let mut kept = Vec::new();
    for d in diagnostics.drain(..) {
        match d.severity {
            Severity::Error if errors == MAX_ERRORS => {
                kept.push(Diagnostic::error(
                    d.span,
                    format!("too many errors (more than {MAX_ERRORS}); stopping"),
                ));
                break;
            }
            Severity::Error => {
                errors += 1;
                kept.push(d);
            }
            Severity::Warning if warnings == MAX_ERRORS => dropped_warnings += 1,
            Severity::Warning => {
                warnings += 1;
                kept.push(d);
            }
        }
    }
    if dropped_warnings > 0 {
        if let Some(span) = kept.last().map(|d| d.span) {
            kept.push(Diagnostic::warning(
                span,
                format!("{dropped_warnings} more warning(s) are not shown"),
            ));
        }
    }
    *diagnostics = kept;
}

/// How many errors `diagnostics` hold, as text: "3 error(s)", or "more than 20 errors"
/// when they were cut short.
pub fn error_count(diagnostics: &[Diagnostic]) -> String {
    let n = diagnostics
        .iter()
        .filter(|d| d.severity == Severity::Error)
        .count();
    if n > MAX_ERRORS {
        format!("more than {MAX_ERRORS} errors")
    } else {
        format!("{n} error(s)")
    }
}

/// The message for a file that cannot be read: `path:line:column: what` for a file that
/// is not C source text, `cannot read path: why` otherwise.
pub fn read_error(path: &Path, e: &std::io::Error) -> String {
    match e
        .get_ref()
        .and_then(|inner| inner.downcast_ref::<tass_syntax::pp::NotText>())
    {
        Some(n) => format!("{}:{}:{}: {}", path.display(), n.line, n.column, n.message),
        None => format!("cannot read {}: {e}", path.display()),
    }
}

/// Runs the front end on `files` (one program).
pub fn load(
    files: &[PathBuf],
    opts: &FrontOptions,
) -> Result<FrontOutput, (PathBuf, std::io::Error)> {
    load_into(SourceMap::new(), files, opts)
}

/// Runs the front end on `files` (one program), adding the files to `map` (so that two
/// programs compared with each other share one map of spans).
pub fn load_into(
    map: SourceMap,
    files: &[PathBuf],
    opts: &FrontOptions,
) -> Result<FrontOutput, (PathBuf, std::io::Error)> {
    let inputs: Vec<Input<'_>> = files.iter().map(|f| Input::Path(f)).collect();
    load_inputs(map, &inputs, opts)
}

/// A file of a program: on disk, or a text in memory with the name it is reported by.
#[derive(Clone, Copy, Debug)]
pub enum Input<'a> {
    /// A file to read.
    Path(&'a Path),
    /// A text and its name.
    Text {
        /// The name in reports.
        name: &'a Path,
        /// The C source.
        text: &'a str,
    },
}

/// Runs the front end on `inputs` (one program), adding them to `map`.
pub fn load_inputs(
    mut map: SourceMap,
    inputs: &[Input<'_>],
    opts: &FrontOptions,
) -> Result<FrontOutput, (PathBuf, std::io::Error)> {
    let mut diagnostics = Vec::new();
    let mut tokens = Vec::new();
    let mut civl = false;
    let pp = PpOptions {
        include_dirs: opts.include_dirs.clone(),
        defines: opts.defines.clone(),
        undefines: Vec::new(),
        civl: opts.civl,
    };
    let mut defines = Vec::new();
    for input in inputs {
        let out = match input {
            Input::Path(f) => {
                preprocess_file(&mut map, f, &pp)
                    .map_err(|e| (f.to_path_buf(), e))?
                    .1
            }
            Input::Text { name, text } => {
                let id = map.add(name, *text, false);
                preprocess(&mut map, id, &pp)
            }
        };
        civl |= out.civl;
        defines.extend(out.defines);
        diagnostics.extend(out.diagnostics);
        tokens.extend(out.tokens.into_iter().filter(|t| t.kind != TokenKind::Eof));
    }
    let end = tokens.last().map(|t| t.span).unwrap_or_default();
    tokens.push(tass_syntax::Token::new(
        TokenKind::Eof,
        Span::new(end.file, end.hi, end.hi),
    ));
    cap(&mut diagnostics);
    if has_errors(&diagnostics) {
        return Ok(FrontOutput {
            map,
            program: None,
            diagnostics,
            stage: Stage::Preprocess,
            dropped: Vec::new(),
            parameters: Vec::new(),
        });
    }
    let parsed = parse(&tokens, ParseOptions { civl });
    diagnostics.extend(parsed.diagnostics);
    cap(&mut diagnostics);
    if has_errors(&diagnostics) {
        return Ok(FrontOutput {
            map,
            program: None,
            diagnostics,
            stage: Stage::Parse,
            dropped: Vec::new(),
            parameters: Vec::new(),
        });
    }
    let mut unit = parsed.unit;
    let dropped = match &opts.drop {
        Some(d) => drop_annotations(&mut unit, d),
        None => Vec::new(),
    };
    let parameters = crate::generalise::candidates(&unit, &defines);
    if opts.generalise {
        crate::generalise::rewrite(&mut unit, &parameters);
    }
    if !opts.keep_arrays {
        crate::split::arrays(&mut unit);
    }
    let lowered = crate::lower_with(&unit, opts.spec.clone());
    diagnostics.extend(lowered.diagnostics);
    cap(&mut diagnostics);
    Ok(FrontOutput {
        map,
        program: lowered.program,
        diagnostics,
        stage: Stage::Lower,
        dropped,
        parameters,
    })
}

/// Leaves out of `unit` the annotations `d` names (see [`DropAnnotations`]); returns
/// them in file order. A statement annotation becomes an empty statement, so the
/// program's structure (and every other span) is unchanged.
pub fn drop_annotations(
    unit: &mut tass_syntax::ast::TranslationUnit,
    d: &DropAnnotations,
) -> Vec<DroppedAnnotation> {
    use tass_syntax::ast::{AnnotKind, ExternalDecl};
    let mut f = Dropper {
        names: d.names.clone(),
        prefixes: d.prefixes.clone(),
        out: Vec::new(),
    };
    let items = std::mem::take(&mut unit.items);
    for mut item in items {
        match &mut item {
            ExternalDecl::Annotation(a) if f.drops(a) => {
                // A logic definition left out takes its name with it.
                if let AnnotKind::Logic(l) = &a.kind {
                    f.names.push(l.name.to_string());
                }
                continue;
            }
            ExternalDecl::Function(fd) => {
                fd.contract.retain(|a| !f.drops(a));
                f.visit_stmt_mut(&mut fd.body);
            }
            _ => {}
        }
        unit.items.push(item);
    }
    f.out.sort_by_key(|x| (x.span.file.0, x.span.lo));
    f.out
}

struct Dropper {
    names: Vec<String>,
    prefixes: Vec<String>,
    out: Vec<DroppedAnnotation>,
}

impl Dropper {
    fn matches(&self, n: &str) -> bool {
        self.names.iter().any(|m| m == n) || self.prefixes.iter().any(|p| n.starts_with(&**p))
    }

    /// Whether `a` goes; records it when it does.
    fn drops(&mut self, a: &tass_syntax::ast::Annotation) -> bool {
        use tass_syntax::ast::{AnnotKind as K, IppAnnot};
        let what = match &a.kind {
            K::Ipp(i) => Some(match &**i {
                IppAnnot::Channel { name, .. } => format!("ipp channel {name}"),
                IppAnnot::Invariant { label, .. } => format!("ipp invariant {label}"),
                IppAnnot::Uniform { name, .. } => format!("ipp uniform {name}"),
                IppAnnot::DeadlockProof { func, .. } => format!("ipp deadlock proof {func}"),
            }),
            K::Other(w) if &**w == "ghost" => Some("ghost code".to_string()),
            _ => None,
        };
        if let Some(what) = what {
            self.out.push(DroppedAnnotation {
                span: a.span,
                what,
                names: Vec::new(),
            });
            return true;
        }
        let mut names = Idents {
            matches: |n: &str| self.matches(n),
            found: Vec::new(),
        };
        names.visit_annotation(a);
        let found = names.found;
        if found.is_empty() {
            return false;
        }
        self.out.push(DroppedAnnotation {
            span: a.span,
            what: annot_what(&a.kind),
            names: found,
        });
        true
    }

    fn annots(&mut self, v: &mut Vec<tass_syntax::ast::Annotation>) {
        v.retain(|a| !self.drops(a));
    }
}

/// Through the statements of a function body: a statement annotation that goes becomes
/// an empty statement, a loop's annotations that go leave its list. Not entered: the
/// expressions (nor the statements of a GNU statement expression in them), declarations
/// and the annotations that stay.
impl VisitMut for Dropper {
    fn visit_stmt_mut(&mut self, s: &mut tass_syntax::ast::Stmt) {
        use tass_syntax::ast::StmtKind as S;
        match &mut s.kind {
            S::Annotation(a) if self.drops(a) => s.kind = S::Expr(None),
            S::While(_, _, an) | S::DoWhile(_, _, an) | S::For { annots: an, .. } => {
                self.annots(an);
                walk_stmt_mut(self, s);
            }
            _ => walk_stmt_mut(self, s),
        }
    }
    fn visit_expr_mut(&mut self, _: &mut tass_syntax::ast::Expr) {}
    fn visit_decl_mut(&mut self, _: &mut tass_syntax::ast::Declaration) {}
    fn visit_annotation_mut(&mut self, _: &mut tass_syntax::ast::Annotation) {}
}

/// What an annotation is, in ACSL's words.
fn annot_what(k: &tass_syntax::ast::AnnotKind) -> String {
    use tass_syntax::ast::AnnotKind as K;
    match k {
        K::Assert(..) => "assert".into(),
        K::Assume(..) => "assume".into(),
        K::Invariant(Some(l), ..) => format!("loop invariant {l}"),
        K::Invariant(None, ..) => "loop invariant".into(),
        K::Collective(..) => "collective annotation".into(),
        K::Joint(..) => "joint annotation".into(),
        K::LoopAssigns(_) => "loop assigns".into(),
        K::LoopVariant(_) => "loop variant".into(),
        K::Requires(_) => "requires".into(),
        K::Ensures(_) => "ensures".into(),
        K::Assigns(_) => "assigns".into(),
        K::Assumes(_) => "assumes".into(),
        K::Decreases(_) => "decreases".into(),
        K::For(b, k) => format!(
            "for {}: {}",
            b.iter()
                .map(|n| n.to_string())
                .collect::<Vec<_>>()
                .join(", "),
            annot_what(k)
        ),
        K::Logic(l) => format!("logic definition {}", l.name),
        K::Axiom(n, _) => format!("axiom {n}"),
        _ => "annotation".into(),
    }
}

/// The identifiers of an annotation that `matches` accepts, each once, in order:
/// variables and the names of functions called; bound variables too, which can only
/// make more annotations go.
struct Idents<F> {
    matches: F,
    found: Vec<String>,
}

impl<F: Fn(&str) -> bool> Idents<F> {
    fn note(&mut self, n: &str) {
        if (self.matches)(n) && !self.found.iter().any(|f| f == n) {
            self.found.push(n.to_string());
        }
    }
}

impl<'ast, F: Fn(&str) -> bool> Visit<'ast> for Idents<F> {
    fn visit_expr(&mut self, e: &'ast tass_syntax::ast::Expr) {
        use tass_syntax::ast::ExprKind as K;
        match &e.kind {
            K::Ident(n) => self.note(n),
            K::Proc { var, .. } => {
                self.note(var);
                walk_expr(self, e);
            }
            // Not entered: statement expressions and compound literals.
            K::StmtExpr(_) | K::CompoundLit(..) => {}
            _ => walk_expr(self, e),
        }
    }

    /// Types are not entered (the lengths of array types, in casts and `sizeof`).
    fn visit_type(&mut self, _: &'ast tass_syntax::ast::TypeExpr) {}
}
