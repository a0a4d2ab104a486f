//! The invariant-preserving projection (seed 003, Sections II-IV) of an annotated C/MPI
//! program: one sequential C program with ACSL for an arbitrary process `rank` among
//! `nprocs`, which Frama-C/WP proves for every number of processes.
//!
//! Input: the MPI program with ACSL annotations and `ipp` annotations (README.md,
//! "tass ipp"): `/*@ ipp channel NAME: to DEST from SRC tag T; */` and `/*@ ipp
//! invariant LABEL: PRED; */`. Output: the program's text with spans replaced
//! (corpus/ipp/exchanger_ipp.c, written by hand, is the model):
//!
//! - `#include <mpi.h>` becomes a prelude (`<limits.h>`, the MPI names the program may
//!   still use);
//! - at the first `ipp` annotation, the ghost state: per channel `NAME_size`,
//!   `NAME_msg`, `NAME_sent`, `NAME_recvd` (arrays of `INT_MAX` elements); each `ipp
//!   invariant` becomes `predicate LABEL = PRED;`; after the last one, `ipp_inv` (their
//!   conjunction with `0 <= rank < nprocs`), the stubs of `MPI_Comm_rank`/`_size`, the
//!   channel checks, and per communication site K the stubs `ipp_presend_interleave_K`,
//!   `ipp_send_K` (or `ipp_prerecv_interleave_K`, `ipp_recv_K`);
//! - each `MPI_Send`/`MPI_Recv` statement becomes `{ interleave; send or receive; ghost
//!   counter update; one assertion per invariant }`, the user's assertions that directly
//!   follow the statement (in its block) placed before the invariant's, so that they are
//!   hints for it; an `MPI_Sendrecv` becomes a send site followed by a receive site (two
//!   such blocks, sites `k` and `k + 1`); `MPI_Init`/`MPI_Finalize` go;
//! - `assigns` and `loop assigns` of the functions and loops that communicate get the
//!   ghost arrays; `main` gets the initial state as precondition.
//! - deadlock freedom (seed 003 IV.A): the ghost `ipp_pc` (`k` before site `k`, `-1` in a
//!   block, `-2` terminated), `ipp_enabled`, `ipp_EN`; phi at the end of `main`'s
//!   initial block and at its returns; the obligation `ipp_inv ==> ipp_EN` as the
//!   contract of the user's ghost function (`/*@ ipp deadlock proof FUNC; */`) or as
//!   `lemma ipp_deadlock_free`.
//!
//! Before generating, the soundness rules of [`crate::rules`]: the invariant names only
//! what is the same on every process (`ipp uniform` variables checked), and user
//! annotations do not write or redeclare the generated ghost state.
//!
//! Every generated clause is labelled `tass_<line>_<column>_<kind>` with the position in
//! the user's file of what it comes from, so [`crate::locate`] maps WP's goals back.
//!
//! Assumptions (stated by [`Projection::assumptions`]): one message per channel
//! (standard-mode sends buffered, seed 003's channel size 1); scalar messages (count 1).
//! Anything else MPI is a located "not supported by tass ipp yet" error, never dropped.
//!
//! `MPI_Sendrecv` as a send then a receive adds no assumption. MPI defines it as a send
//! and a receive run concurrently (two threads, then a join). Under the assumption the
//! send is buffered: it completes by appending its message to its channel and waits for
//! nothing the receive does; the receive takes from another FIFO channel (the incoming
//! one; with `SRC == rank` and one tag, from the head of the same FIFO). So in an
//! execution where the receive completes first, the send can be moved back to the start
//! of the call: appending earlier changes no other action's result (a receive from that
//! channel still takes its head), and the execution becomes one of `MPI_Send;
//! MPI_Recv`, with the same final state and the same deadlocks. That program is then
//! projected as any other, under the same capacity-1 reading of buffered sends: site
//! `k` (the send) is enabled when `rank`'s channel is empty, site `k + 1` (the receive)
//! when the channel of its source is full, and the invariant must say where a process
//! is at each.
//!
//! Also generated: `ipp_start` (every process in its initial block) and
//! `ipp_initial_interleave` (phi at the end of the initial block, then the other
//! processes' initial blocks). `Projection::deadlock` (`Deadlock::{NotChecked, Lemma,
//! Proof}`, `owns(goal)`) tells the CLI which goals are deadlock freedom;
//! `Projection::termination_gaps` lists loops without a variant and recursion. `ipp`
//! annotations are `AnnotKind::Ipp` of the ACSL parser (file scope); `tass-model` records
//! them as not checked, so `tass verify` never drops them silently. An MPI call inside an
//! expression or a macro is unsupported too (`ProjectError` with `unsupported` set: the
//! CLI's verdict *unknown*). With `--deadlock=none`, partial correctness only.

use std::collections::{BTreeMap, BTreeSet};
use std::path::Path;
use tass_library::mpi::{self, Kind};
use tass_library::{Comm, Handler, LibFn, Library, Mpi, Role, Side};
use tass_syntax::ast::*;
use tass_syntax::parse::{parse, ParseOptions};
use tass_syntax::pp::{preprocess_file, PpOptions};
use tass_syntax::visit::{walk_expr, walk_stmt, Visit};
use tass_syntax::{Diagnostic, FileId, Severity, SourceMap, Span};

/// The prefix of the projection's generated names (`ipp_pc`, `ipp_inv`, ...): a user
/// declaration may not take one.
pub const GENERATED_PREFIX: &str = "ipp_";

/// A generated projection.
#[derive(Debug, Clone)]
pub struct Projection {
    /// The projected program (C with ACSL), ready for Frama-C/WP.
    pub text: String,
    /// The channels, in declaration order.
    pub channels: Vec<String>,
    /// The communication sites: (`send` or `recv`, channel, line, column in the user's
    /// file).
    pub sites: Vec<(String, String, usize, usize)>,
    /// How deadlock freedom is checked.
    pub deadlock: Deadlock,
    /// Why termination does not follow from the proof (loops without `loop variant`,
    /// recursion), one sentence each with its line; empty when every loop has a variant.
    pub termination_gaps: Vec<String>,
    /// The user's axioms (name, line), which WP assumes: the report states them.
    pub axioms: Vec<(String, usize)>,
    /// The lines of the user's `admit`/`assume` clauses, which WP assumes too.
    pub admits: Vec<usize>,
    /// For each line of `text` (0-based), the user's line (1-based) it comes from.
    line_map: Vec<usize>,
}

/// How the projection checks deadlock freedom (`ipp_inv ==> ipp_EN`, seed 003 IV.A).
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Deadlock {
    /// Not checked (`--deadlock=none`): the result is partial correctness.
    NotChecked,
    /// By the generated `lemma ipp_deadlock_free`, left to the provers; `line`, `column`:
    /// the first `ipp invariant` of the user's file.
    Lemma {
        /// Line, 1-based.
        line: usize,
        /// Column, 1-based.
        column: usize,
    },
    /// By the user's ghost function `func` (`/*@ ipp deadlock proof func; */`), whose
    /// goals (WP's names `typed_..._func_...`) are the proof.
    Proof {
        /// The ghost function.
        func: String,
        /// Line of its name, 1-based.
        line: usize,
    },
}

impl Deadlock {
    /// Whether WP's goal `name` is part of the deadlock-freedom proof.
    pub fn owns(&self, name: &str) -> bool {
        match self {
            Deadlock::NotChecked => false,
            Deadlock::Lemma { .. } => name.ends_with("lemma_ipp_deadlock_free"),
            Deadlock::Proof { func, .. } => name.contains(&format!("_{func}_")),
        }
    }
}

impl Projection {
    /// The line of the user's file that line `line` (1-based) of the projection comes
    /// from.
    pub fn user_line(&self, line: usize) -> Option<usize> {
        line.checked_sub(1)
            .and_then(|l| self.line_map.get(l))
            .copied()
    }

    /// The ghost state the projection generates, which user annotations may name and
    /// only the projection gives a meaning: `NAME_size`, `NAME_msg`, `NAME_sent`,
    /// `NAME_recvd` of every channel; every name that starts with
    /// [`GENERATED_PREFIX`] (`ipp_pc`, `ipp_inv`, `ipp_enabled`, `ipp_EN`, ...) too.
    pub fn generated_names(&self) -> Vec<String> {
        self.channels
            .iter()
            .flat_map(|c| {
                ["size", "msg", "sent", "recvd"]
                    .iter()
                    .map(move |k| format!("{c}_{k}"))
            })
            .collect()
    }

    /// What a proof of the projection assumes, in sentences.
    pub fn assumptions(&self) -> Vec<String> {
        let mut v: Vec<String> = vec![
            "channel capacity 1: a standard-mode send is buffered, one message per channel (seed 003's channel size 1)".into(),
            "messages are scalars (count 1)".into(),
        ];
        if !self.axioms.is_empty() {
            let list: Vec<String> = self
                .axioms
                .iter()
                .map(|(n, l)| format!("{n} (line {l})"))
                .collect();
            v.push(format!(
                "the program's axioms are assumed, not proved (an inconsistent axiom would prove anything): {}",
                list.join(", ")
            ));
        }
        if !self.admits.is_empty() {
            let lines: Vec<String> = self.admits.iter().map(|l| format!("line {l}")).collect();
            v.push(format!(
                "the program's admit/assume clauses are assumed, not proved: {}",
                lines.join(", ")
            ));
        }
        if self.deadlock == Deadlock::NotChecked {
            v.push(
                "deadlock freedom not checked (--deadlock=none): the result is partial correctness"
                    .into(),
            );
        }
        v
    }
}

/// Why no projection was generated: located diagnostics, in the source map that names
/// their files.
#[derive(Debug)]
pub struct ProjectError {
    /// The files read.
    pub map: SourceMap,
    /// The errors (at least one).
    pub diagnostics: Vec<Diagnostic>,
    /// True when the input is valid but uses what `tass ipp` does not support yet (the
    /// verdict is then unknown, not an input error).
    pub unsupported: bool,
}

/// The kind of a communication site.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Dir {
    Send,
    Recv,
}

impl Dir {
    fn word(self) -> &'static str {
        match self {
            Dir::Send => "send",
            Dir::Recv => "recv",
        }
    }
}

struct Channel {
    name: String,
    dest: String,
    src: String,
    tag: String,
    span: Span,
    /// The C type of its messages (from the datatype of its sites).
    ty: Option<String>,
}

struct Invariant {
    label: String,
    pred: String,
    expr: Expr,
}

struct Site {
    dir: Dir,
    channel: usize,
    /// The statement (with its `;`).
    stmt: Span,
    /// The value sent, or the lvalue received into.
    buf: String,
    line: usize,
    col: usize,
}

/// What the walk of the functions collects.
#[derive(Default)]
struct Walk {
    /// Calls of user functions per function: (caller, callee, span).
    calls: Vec<(String, String, Span)>,
    /// Loops with their annotations: (function, body span, annotations).
    loops: Vec<(String, Span, Vec<Annotation>)>,
    /// MPI call statements: (function, statement span, call).
    mpi: Vec<(String, Span, Expr)>,
    /// MPI calls in other positions.
    nested_mpi: Vec<Span>,
    /// Annotations in statement position.
    annots: Vec<Annotation>,
    /// The ACSL assertions that directly follow an MPI call statement in its block: (the
    /// call statement, the assertions, where the next statement starts).
    hints: Vec<(Span, Vec<Span>, Option<u32>)>,
}

/// The C type of the messages of the MPI datatype named `datatype`: the registry's C
/// type of a scalar datatype, when the prelude defines the name (a projected program
/// can still write it).
fn c_type(datatype: &str) -> Option<&'static str> {
    let in_prelude = PRELUDE.lines().any(|l| {
        l.strip_prefix("#define ")
            .and_then(|d| d.split_whitespace().next())
            == Some(datatype)
    });
    match mpi::consts().datatype_named(datatype)?.kind {
        Kind::Scalar(c, _) if in_prelude => Some(c.spelling()),
        _ => None,
    }
}

/// The name of the MPI function the engine runs with `m`, from the registry.
fn mpi_name(m: Mpi) -> &'static str {
    tass_library::all()
        .find(|f| f.handler == Handler::Mpi(m))
        .map_or("", |f| f.name)
}

/// Whether `name` is an MPI function's (the registry's library of the name).
fn is_mpi(name: &str) -> bool {
    tass_library::library_of(name) == Some(Library::Mpi)
}

/// The arguments of the `dir` side of a point-to-point call of `f`, by their roles:
/// buffer, count, datatype, peer, tag.
fn side_args<'e>(f: &LibFn, dir: Dir, args: &'e [Expr]) -> Option<[&'e Expr; 5]> {
    let (side, peer) = match dir {
        Dir::Send => (Side::Send, Role::Dest),
        Dir::Recv => (Side::Recv, Role::Source),
    };
    let at = |r: Role| f.position(r).and_then(|i| args.get(i));
    Some([
        at(Role::Buffer(side))?,
        at(Role::Count(side))?,
        at(Role::Datatype(side))?,
        at(peer)?,
        at(Role::Tag(side))?,
    ])
}

/// The prelude that replaces `#include <mpi.h>`: what a program may still name.
const PRELUDE: &str = "#include <limits.h>
/* tass ipp: the MPI names the program may still use (no MPI function remains). */
typedef struct { int MPI_SOURCE; int MPI_TAG; int MPI_ERROR; } MPI_Status;
typedef int MPI_Comm;
typedef int MPI_Datatype;
#define MPI_COMM_WORLD 0
#define MPI_STATUS_IGNORE ((MPI_Status *)0)
#define MPI_SUCCESS 0
#define MPI_CHAR 1
#define MPI_SHORT 2
#define MPI_INT 3
#define MPI_LONG 4
#define MPI_LONG_LONG 5
#define MPI_LONG_LONG_INT 5
#define MPI_UNSIGNED 6
#define MPI_FLOAT 7
#define MPI_DOUBLE 8";

/// Collapses white space: none between punctuation, one space between words.
pub fn normalize(text: &str) -> String {
    let mut out = String::new();
    let mut pending_space = false;
    for c in text.chars() {
        if c.is_whitespace() {
            pending_space = true;
            continue;
        }
        if pending_space {
            let word = |c: char| c.is_alphanumeric() || c == '_';
            if out.chars().next_back().is_some_and(word) && word(c) {
                out.push(' ');
            }
            pending_space = false;
        }
        out.push(c);
    }
    out
}

/// Generates the projection of the annotated MPI program `path`, with deadlock freedom.
pub fn project(path: &Path) -> Result<Projection, ProjectError> {
    project_with(path, true)
}

/// Generates the projection of `path`; `deadlock` false leaves deadlock freedom out
/// (`--deadlock=none`: no `ipp_inv ==> ipp_EN` obligation, the proof function dropped).
pub fn project_with(path: &Path, deadlock: bool) -> Result<Projection, ProjectError> {
    let mut map = SourceMap::default();
    let (file, pp) = match preprocess_file(&mut map, path, &PpOptions::default()) {
        Ok(x) => x,
        Err(e) => {
            let id = map.add(path, String::new(), false);
            return Err(ProjectError {
                diagnostics: vec![Diagnostic::error(
                    Span::new(id, 0, 0),
                    format!("cannot read {}: {e}", path.display()),
                )],
                map,
                unsupported: false,
            });
        }
    };
    let mut diags: Vec<Diagnostic> = pp
        .diagnostics
        .into_iter()
        .filter(|d| d.severity == Severity::Error)
        .collect();
    let parsed = parse(&pp.tokens, ParseOptions { civl: pp.civl });
    diags.extend(
        parsed
            .diagnostics
            .into_iter()
            .filter(|d| d.severity == Severity::Error),
    );
    if !diags.is_empty() {
        return Err(ProjectError {
            map,
            diagnostics: diags,
            unsupported: false,
        });
    }
    let text = map.file(file).text.to_string();
    let mut g = Gen {
        map: &map,
        file,
        text: &text,
        errors: Vec::new(),
        unsupported: Vec::new(),
        deadlock,
    };
    let out = g.run(&parsed.unit);
    let (errors, unsupported) = (g.errors, g.unsupported);
    match out {
        Some(p) if errors.is_empty() && unsupported.is_empty() => Ok(p),
        _ => {
            let is_unsupported = errors.is_empty();
            let mut diagnostics = errors;
            diagnostics.extend(unsupported);
            if diagnostics.is_empty() {
                diagnostics.push(Diagnostic::error(
                    Span::new(file, 0, 0),
                    "no projection was generated",
                ));
            }
            Err(ProjectError {
                map,
                diagnostics,
                unsupported: is_unsupported,
            })
        }
    }
}

struct Gen<'a> {
    map: &'a SourceMap,
    file: FileId,
    text: &'a str,
    errors: Vec<Diagnostic>,
    unsupported: Vec<Diagnostic>,
    /// Check deadlock freedom.
    deadlock: bool,
}

/// One replacement of the user's text.
struct Edit {
    lo: usize,
    hi: usize,
    text: String,
}

impl Gen<'_> {
    fn snippet(&self, s: Span) -> &str {
        self.map.snippet(s)
    }

    fn pos(&self, s: Span) -> (usize, usize) {
        let l = self.map.location(s);
        (l.line as usize, l.column as usize)
    }

    fn label(&self, s: Span, kind: &str) -> String {
        let (l, c) = self.pos(s);
        format!("tass_{l}_{c}_{kind}")
    }

    fn error(&mut self, s: Span, msg: impl Into<String>) {
        self.errors.push(Diagnostic::error(s, msg));
    }

    fn unsupported(&mut self, s: Span, what: impl Into<String>) {
        self.unsupported.push(
            Diagnostic::error(s, format!("{} is not supported by tass ipp yet", what.into()))
                .with_note(format!(
                    "tass ipp projects {}, {} and {} of one element (count 1) on MPI_COMM_WORLD, {}, {}, {} and {}",
                    mpi_name(Mpi::Send),
                    mpi_name(Mpi::Recv),
                    mpi_name(Mpi::Sendrecv),
                    mpi_name(Mpi::CommRank),
                    mpi_name(Mpi::CommSize),
                    mpi_name(Mpi::Init),
                    mpi_name(Mpi::Finalize)
                )),
        );
    }

    /// The whole comment `/*@ ... */` or `//@ ...` that holds the annotation at `s`, if
    /// the annotation is alone in it.
    fn own_comment(&self, s: Span) -> Option<(usize, usize)> {
        let t = self.text;
        let (lo, hi) = (s.lo as usize, s.hi as usize);
        let block = t[..lo].rfind("/*@");
        let line = t[..lo].rfind("//@");
        let (start, end) = match (block, line) {
            (Some(b), l) if l.map_or(true, |l| b > l) => {
                let close = t[hi..].find("*/")? + hi;
                (b, close + 2)
            }
            (_, Some(l)) => {
                let nl = t[hi..].find('\n').map_or(t.len(), |n| n + hi);
                (l, nl)
            }
            _ => return None,
        };
        let before = &t[start + 3..lo];
        let after = &t[hi..end];
        let after = after.strip_suffix("*/").unwrap_or(after);
        let blank = |x: &str| x.chars().all(|c| c.is_whitespace() || c == '@' || c == ';');
        (blank(before) && blank(after)).then_some((start, end))
    }

    fn span(&self, lo: usize, hi: usize) -> Span {
        Span::new(self.file, lo as u32, hi as u32)
    }

    /// User annotations may not write the generated ghost state, and user declarations
    /// may not take its names.
    fn check_generated(
        &mut self,
        comments: &[crate::rules::Comment],
        generated: &[String],
        globals: &BTreeMap<String, Span>,
        funcs: &BTreeMap<String, &FunctionDef>,
    ) {
        use crate::rules::{is_declared, is_written, word_occurrences};
        for (name, at) in globals
            .iter()
            .map(|(n, s)| (n, *s))
            .chain(funcs.iter().map(|(n, f)| (n, f.name_span)))
        {
            if generated.contains(name) || name.starts_with("ipp_") {
                self.error(at, format!("`{name}` is a name tass ipp generates (the ghost state of the channels and `ipp_*`): rename it"));
            }
        }
        for c in comments {
            for g in generated {
                for at in word_occurrences(self.text, c.lo, c.hi, g) {
                    let end = at + g.len();
                    if is_declared(self.text, at) {
                        self.error(self.span(at, end), format!("`{g}` is a name tass ipp generates (ghost state): a declaration of yours may not take it"));
                    } else if self.text[c.lo..c.hi].trim_start().starts_with("ghost")
                        && !self.text[end..c.hi].trim_start().starts_with('[')
                    {
                        self.error(self.span(at, end), format!("`{g}` is ghost state tass ipp generates: ghost code may read its elements (`{g}[i]`), not alias the array"));
                    } else if is_written(self.text, at, end, c.hi) {
                        self.error(self.span(at, end), format!("`{g}` is ghost state tass ipp generates and updates at the communications: an annotation may read it, not write it (nor take its address)"));
                    }
                }
            }
            // Other reserved names declared in annotations.
            let body = &self.text[c.lo..c.hi];
            let mut from = 0;
            while let Some(p) = body[from..].find("ipp_") {
                let at = c.lo + from + p;
                let end = at
                    + self.text[at..c.hi]
                        .find(|ch: char| !(ch.is_alphanumeric() || ch == '_'))
                        .unwrap_or(c.hi - at);
                let whole_word = at == 0
                    || !self.text[..at].ends_with(|ch: char| ch.is_alphanumeric() || ch == '_');
                if whole_word && is_declared(self.text, at) {
                    let n = &self.text[at..end];
                    self.error(
                        self.span(at, end),
                        format!("`{n}`: names `ipp_*` are reserved for what tass ipp generates"),
                    );
                }
                from = end - c.lo;
            }
        }
    }

    /// The names the user's ghost code declares (per-process state, as program
    /// variables are).
    fn user_ghost_names(&self, comments: &[crate::rules::Comment]) -> BTreeSet<String> {
        let mut out = BTreeSet::new();
        for c in comments {
            let body = &self.text[c.lo..c.hi];
            if !body.trim_start().starts_with("ghost") {
                continue;
            }
            let mut i = 0;
            let b = body.as_bytes();
            while i < b.len() {
                if b[i].is_ascii_alphabetic() || b[i] == b'_' {
                    let start = i;
                    while i < b.len() && (b[i].is_ascii_alphanumeric() || b[i] == b'_') {
                        i += 1;
                    }
                    let rest = body[i..].trim_start();
                    if crate::rules::is_declared(self.text, c.lo + start) && !rest.starts_with('(')
                    {
                        out.insert(body[start..i].to_string());
                    }
                } else {
                    i += 1;
                }
            }
        }
        out
    }

    /// `ipp uniform x`: a global scalar assigned only at the top level of main, before
    /// the first statement that communicates, from `nprocs`, constants and other uniform
    /// variables.
    fn check_uniform(
        &mut self,
        uniform: &[(String, Span)],
        globals: &BTreeMap<String, &InitDeclarator>,
        funcs: &BTreeMap<String, &FunctionDef>,
        first_comm: Option<&Stmt>,
    ) {
        let names: Vec<String> = uniform.iter().map(|u| u.0.clone()).collect();
        let why = "a uniform variable has the same value on every process at every interleaving point: it is assigned only by statements `x = e;` at the top level of main's body, before the first statement that communicates, with `e` made of constants, `nprocs` and uniform variables";
        for (n, at) in uniform {
            if n == "rank" {
                self.error(
                    *at,
                    "`rank` is not uniform: it differs between processes by definition",
                );
                continue;
            }
            if n == "nprocs" {
                continue;
            }
            match globals.get(n) {
                None => self.error(*at, format!("`ipp uniform {n}`: `{n}` is not a global variable of the program")),
                Some(d) if !crate::rules::is_scalar(&d.ty) => self.error(
                    *at,
                    format!("`ipp uniform {n}`: `{n}` is not a scalar (an integer or floating variable)"),
                ),
                Some(d) => {
                    if let Some(Initializer::Expr(e)) = &d.init {
                        if let Some((what, sp)) = crate::rules::non_uniform_in(e, &names) {
                            self.errors.push(Diagnostic::error(sp, format!("the initialiser of uniform `{n}` mentions {what}")).with_note(why));
                        }
                    }
                }
            }
        }
        if names.is_empty() {
            return;
        }
        let mut writes = Vec::new();
        for f in funcs.values() {
            crate::rules::writes_of(f, &names, &mut writes);
        }
        let limit = first_comm.map(|s| s.span.lo);
        let comm_line = first_comm.map(|s| self.pos(s.span).0);
        for w in writes {
            let n = self.snippet(w.span).to_string();
            let msg = if w.address {
                Some(format!(
                    "`{n}` takes the address of a uniform variable: it could be written anywhere"
                ))
            } else if w.func != "main" {
                Some(format!(
                    "a uniform variable is written in `{}`: only main's top level may assign it",
                    w.func
                ))
            } else if w.top.is_none() {
                Some("a uniform variable is written in a loop, a branch or inside an expression: only a statement `x = e;` at the top level of main's body may assign it".to_string())
            } else if limit.is_some_and(|l| w.span.lo >= l) {
                Some(format!("a uniform variable is assigned after the first statement of main that communicates (line {}): other processes may already read their invariant with another value", comm_line.unwrap_or(0)))
            } else {
                w.rhs
                    .as_ref()
                    .and_then(|r| crate::rules::non_uniform_in(r, &names))
                    .map(|(what, _)| format!("the value assigned to a uniform variable mentions {what}, which may differ between processes"))
            };
            if let Some(m) = msg {
                self.errors
                    .push(Diagnostic::error(w.span, m).with_note(why));
            }
        }
    }

    /// The global invariant names only what is the same for every process: the
    /// generated ghost state, logic definitions, `nprocs`, bound and uniform variables.
    fn check_invariant(
        &mut self,
        inv: &Invariant,
        generated: &[String],
        uniform: &[String],
        globals: &BTreeMap<String, Span>,
        ghost_vars: &BTreeSet<String>,
    ) {
        let note = "the invariant is one statement about all processes, proved for an arbitrary process `rank` and assumed of the others: it may name the ghost state tass ipp generates (NAME_size, NAME_msg, NAME_sent, NAME_recvd, ipp_pc), logic definitions, `nprocs`, bound variables, and globals declared `/*@ ipp uniform x; */`";
        let mut seen = BTreeSet::new();
        for (n, at) in crate::rules::free_idents(&inv.expr) {
            if !seen.insert(n.clone()) {
                continue;
            }
            let msg = if n == "rank" {
                Some(format!("the invariant `{}` names `rank`, which differs between processes: quantify over them instead (`\\forall integer i; 0 <= i < nprocs ==> ...`)", inv.label))
            } else if n == "nprocs" || generated.contains(&n) || uniform.contains(&n) {
                None
            } else if globals.contains_key(&n) || ghost_vars.contains(&n) {
                Some(format!("the invariant `{}` names `{n}`, a variable of each process that may differ between them: declare it `/*@ ipp uniform {n}; */` if every process assigns it the same value before communicating, or mirror it in ghost state", inv.label))
            } else {
                None
            };
            if let Some(m) = msg {
                self.errors.push(Diagnostic::error(at, m).with_note(note));
            }
        }
    }

    /// Whether the communicator `comm` is MPI_COMM_WORLD and the status (of a receive)
    /// MPI_STATUS_IGNORE; otherwise a located "not supported".
    fn world_and_status(&mut self, name: &str, comm: &Expr, status: Option<&Expr>) -> bool {
        if normalize(self.snippet(comm.span)) != "MPI_COMM_WORLD" {
            self.unsupported(
                comm.span,
                format!("`{name}` on a communicator other than MPI_COMM_WORLD"),
            );
            return false;
        }
        if let Some(st) = status {
            if normalize(self.snippet(st.span)) != "MPI_STATUS_IGNORE" {
                self.unsupported(
                    st.span,
                    format!("`{name}` with a status other than MPI_STATUS_IGNORE"),
                );
                return false;
            }
        }
        true
    }

    /// The communication site of the arguments `buf, count, datatype, peer, tag` of
    /// `name` (a send or a receive, or a part of MPI_Sendrecv) at the statement `stmt`:
    /// its channel (whose message type it fixes), its buffer; `None` after a located
    /// diagnostic.
    fn site(
        &mut self,
        f: &LibFn,
        dir: Dir,
        args: [&Expr; 5],
        stmt: Span,
        channels: &mut [Channel],
    ) -> Option<Site> {
        let name = f.name;
        let two_sided = f.comm == Some(Comm::SendRecv);
        let arg = |i: usize| normalize(self.map.snippet(args[i].span));
        let part = if two_sided {
            format!("the {} part of `{name}`", dir.word())
        } else {
            format!("`{name}`")
        };
        if arg(1) != "1" {
            self.unsupported(args[1].span, format!("{part} with a count other than 1"));
            return None;
        }
        let dt = arg(2);
        let Some(ty) = c_type(&dt) else {
            self.unsupported(args[2].span, format!("the datatype `{dt}`"));
            return None;
        };
        let peer = arg(3);
        let tag = arg(4);
        let found = channels.iter().position(|c| {
            c.tag == tag
                && if dir == Dir::Send {
                    c.dest == peer
                } else {
                    c.src == peer
                }
        });
        let Some(k) = found else {
            let (role, word) = if dir == Dir::Send {
                ("destination", "to")
            } else {
                ("source", "from")
            };
            let choices: Vec<String> = channels
                .iter()
                .map(|c| {
                    format!(
                        "`{}`: {word} {} tag {}",
                        c.name,
                        if dir == Dir::Send { &c.dest } else { &c.src },
                        c.tag
                    )
                })
                .collect();
            let at = Span::new(args[0].span.file, args[0].span.lo, args[4].span.hi);
            let at = if two_sided { at } else { stmt };
            self.errors.push(
                Diagnostic::error(
                    at,
                    format!("{part} with {role} `{peer}` and tag `{tag}` matches no `ipp channel`"),
                )
                .with_note(format!(
                    "the channels are {} (the {role} and the tag must be written as in the channel, up to white space)",
                    if choices.is_empty() { "none".to_string() } else { choices.join(", ") }
                )),
            );
            return None;
        };
        match &channels[k].ty {
            Some(t) if t != ty => {
                let msg = format!(
                    "channel `{}` carries {t} elsewhere, {ty} here",
                    channels[k].name
                );
                self.error(args[2].span, msg);
                return None;
            }
            _ => channels[k].ty = Some(ty.to_string()),
        }
        let b = args[0];
        let buf = match &b.kind {
            ExprKind::Unary(UnOp::AddrOf, inner) => self.snippet(inner.span).to_string(),
            _ => format!("*({})", self.snippet(b.span)),
        };
        let (line, col) = self.pos(stmt);
        Some(Site {
            dir,
            channel: k,
            stmt,
            buf,
            line,
            col,
        })
    }

    fn run(&mut self, unit: &TranslationUnit) -> Option<Projection> {
        let file_span = Span::new(self.file, 0, 0);
        // Globals `rank` and `nprocs`.
        let mut globals: BTreeMap<String, Span> = BTreeMap::new();
        let mut global_decls: BTreeMap<String, &InitDeclarator> = BTreeMap::new();
        for item in &unit.items {
            if let ExternalDecl::Decl(d) = item {
                for dcl in &d.declarators {
                    if d.span.file == self.file {
                        globals.insert(dcl.name.to_string(), dcl.span);
                        global_decls.insert(dcl.name.to_string(), dcl);
                    }
                }
            }
        }
        for (v, by) in [("rank", Mpi::CommRank), ("nprocs", Mpi::CommSize)] {
            if !globals.contains_key(v) {
                self.error(
                    file_span,
                    format!(
                        "tass ipp needs a global `int {v};` set in main by {}(MPI_COMM_WORLD, &{v})",
                        mpi_name(by)
                    ),
                );
            }
        }
        // The ipp annotations.
        let mut channels: Vec<Channel> = Vec::new();
        let mut invariants: Vec<Invariant> = Vec::new();
        let mut ipp_comments: Vec<(usize, usize, Span, Option<usize>)> = Vec::new();
        let mut uniform: Vec<(String, Span)> = Vec::new();
        let mut dl_proof: Option<(String, Span)> = None;
        let mut first_invariant: Option<Span> = None;
        let mut axioms: Vec<(String, usize)> = Vec::new();
        for item in &unit.items {
            let ExternalDecl::Annotation(a) = item else {
                continue;
            };
            if let AnnotKind::Axiom(name, _) = &a.kind {
                axioms.push((name.to_string(), self.pos(a.span).0));
                continue;
            }
            let AnnotKind::Ipp(ipp) = &a.kind else {
                continue;
            };
            if a.span.file != self.file {
                self.error(a.span, "`ipp` annotations must be in the program's file");
                continue;
            }
            let Some((lo, hi)) = self.own_comment(a.span) else {
                self.error(
                    a.span,
                    "an `ipp` annotation must be alone in its comment (`/*@ ipp ...; */`)",
                );
                continue;
            };
            for v in ["rank", "nprocs"] {
                if globals.get(v).is_some_and(|s| s.lo > a.span.lo) {
                    self.error(
                        a.span,
                        format!("`ipp` annotations must follow the declaration of `{v}`"),
                    );
                }
            }
            let inv_index = match &**ipp {
                IppAnnot::Invariant { .. } => Some(invariants.len()),
                _ => None,
            };
            ipp_comments.push((lo, hi, a.span, inv_index));
            match &**ipp {
                IppAnnot::Channel {
                    name,
                    name_span,
                    dest,
                    src,
                    tag,
                } => {
                    if channels.iter().any(|c| *c.name == **name) {
                        self.error(*name_span, format!("a second channel `{name}`"));
                    }
                    let tag_text = normalize(self.snippet(tag.span));
                    if let Some(c) = channels.iter().find(|c| c.tag == tag_text) {
                        let msg = format!("channels `{}` and `{name}` have the same tag {tag_text}: MPI would mix their messages when their destinations coincide (e.g. with 2 processes); give each channel its own tag", c.name);
                        self.error(tag.span, msg);
                    }
                    channels.push(Channel {
                        name: name.to_string(),
                        dest: normalize(self.snippet(dest.span)),
                        src: normalize(self.snippet(src.span)),
                        tag: tag_text,
                        span: a.span,
                        ty: None,
                    });
                }
                IppAnnot::Invariant {
                    label,
                    label_span,
                    pred,
                } => {
                    if invariants.iter().any(|i| *i.label == **label)
                        || label.starts_with("ipp_")
                        || label.starts_with("tass_")
                    {
                        self.error(
                            *label_span,
                            format!("the invariant label `{label}` is used twice or reserved (ipp_*, tass_*)"),
                        );
                    }
                    invariants.push(Invariant {
                        label: label.to_string(),
                        pred: self.snippet(pred.span).to_string(),
                        expr: pred.clone(),
                    });
                    if first_invariant.is_none() {
                        first_invariant = Some(*label_span);
                    }
                }
                IppAnnot::Uniform { name, name_span } => {
                    uniform.push((name.to_string(), *name_span));
                }
                IppAnnot::DeadlockProof { func, func_span } => {
                    if dl_proof.is_some() {
                        self.error(*func_span, "a second `ipp deadlock proof`");
                    }
                    dl_proof = Some((func.to_string(), *func_span));
                }
            }
        }
        if channels.is_empty() {
            self.error(
                file_span,
                "no `/*@ ipp channel NAME: to DEST from SRC tag T; */` annotation: tass ipp needs the channels",
            );
        }
        if invariants.is_empty() {
            self.error(
                file_span,
                "no `/*@ ipp invariant LABEL: PRED; */` annotation: tass ipp needs the global invariant",
            );
        }

        // The functions: MPI calls, user calls, loops.
        let mut walk = Walk::default();
        let mut funcs: BTreeMap<String, &FunctionDef> = BTreeMap::new();
        for item in &unit.items {
            if let ExternalDecl::Function(f) = item {
                if f.span.file == self.file {
                    funcs.insert(f.name.to_string(), f);
                    Walker {
                        func: &f.name,
                        w: &mut walk,
                    }
                    .visit_stmt(&f.body);
                }
            }
        }
        for s in walk.nested_mpi.clone() {
            let name = self
                .snippet(s)
                .split('(')
                .next()
                .unwrap_or("")
                .trim()
                .to_string();
            self.unsupported(
                s,
                format!(
                    "`{name}` inside an expression (an MPI call must be a statement of its own)"
                ),
            );
        }
        let mut edits: Vec<Edit> = Vec::new();
        let mut sites: Vec<Site> = Vec::new();
        let mut communicating: BTreeSet<String> = BTreeSet::new();
        let (mut saw_rank, mut saw_size) = (false, false);
        for (func, stmt, call) in walk.mpi.clone() {
            let ExprKind::Call(f, args) = &call.kind else {
                continue;
            };
            let ExprKind::Ident(name) = &f.kind else {
                continue;
            };
            if stmt.file != self.file || call.macro_name.is_some() {
                self.unsupported(call.span, format!("`{name}` written by a macro"));
                continue;
            }
            let arg = |i: usize| args.get(i).map(|a| normalize(self.map.snippet(a.span)));
            let (lo, hi) = (stmt.lo as usize, stmt.hi as usize);
            let entry = tass_library::lookup(name);
            let Some((f, Handler::Mpi(m))) = entry.map(|f| (f, f.handler)) else {
                self.unsupported(call.span, format!("`{name}`"));
                continue;
            };
            match m {
                Mpi::Init | Mpi::Finalize => edits.push(Edit {
                    lo,
                    hi,
                    text: format!("/* {name}: removed by tass ipp */;"),
                }),
                Mpi::CommRank | Mpi::CommSize => {
                    let (var, stub) = if m == Mpi::CommRank {
                        saw_rank = true;
                        ("rank", "ipp_comm_rank")
                    } else {
                        saw_size = true;
                        ("nprocs", "ipp_comm_size")
                    };
                    let role = |r: Role| f.position(r).and_then(arg);
                    if role(Role::Communicator).as_deref() != Some("MPI_COMM_WORLD") {
                        self.unsupported(
                            call.span,
                            format!("`{name}` on a communicator other than MPI_COMM_WORLD"),
                        );
                    } else if role(Role::Out) != Some(format!("&{var}")) {
                        self.error(
                            call.span,
                            format!("tass ipp needs `{name}(MPI_COMM_WORLD, &{var})`: `{var}` is the global the projection and the annotations name"),
                        );
                    } else {
                        edits.push(Edit {
                            lo,
                            hi,
                            text: format!("{stub}();"),
                        });
                    }
                }
                // A send, a receive, or a send then a receive (sites k and k + 1: under
                // the assumption that standard-mode sends are buffered, the send part
                // waits for nothing the receive part does, module doc).
                Mpi::Send | Mpi::Recv | Mpi::Sendrecv => {
                    let want = f.params.len();
                    if args.len() != want {
                        self.error(call.span, format!("`{name}` takes {want} arguments"));
                        continue;
                    }
                    let at = |r: Role| f.position(r).map(|i| &args[i]);
                    let Some(comm) = at(Role::Communicator) else {
                        continue;
                    };
                    if !self.world_and_status(name, comm, at(Role::Status)) {
                        continue;
                    }
                    let dirs: &[Dir] = match f.comm {
                        Some(Comm::Send) => &[Dir::Send],
                        Some(Comm::Recv) => &[Dir::Recv],
                        _ => &[Dir::Send, Dir::Recv],
                    };
                    let parts: Vec<Option<Site>> = dirs
                        .iter()
                        .map(|&dir| {
                            let args = side_args(f, dir, args)?;
                            self.site(f, dir, args, stmt, &mut channels)
                        })
                        .collect();
                    if parts.iter().all(Option::is_some) {
                        communicating.insert(func.clone());
                        sites.extend(parts.into_iter().flatten());
                    }
                }
                _ => {
                    self.unsupported(call.span, format!("`{name}`"));
                }
            }
        }
        if !saw_rank || !saw_size {
            self.error(
                file_span,
                format!(
                    "tass ipp needs `{}(MPI_COMM_WORLD, &rank)` and `{}(MPI_COMM_WORLD, &nprocs)` in the program",
                    mpi_name(Mpi::CommRank),
                    mpi_name(Mpi::CommSize)
                ),
            );
        }
        if !self.errors.is_empty() || !self.unsupported.is_empty() {
            return None;
        }
        for c in channels.iter_mut() {
            if c.ty.is_none() {
                // A channel no statement uses: its messages are never read.
                c.ty = Some("int".into());
            }
        }
        // Functions that communicate, directly or through calls.
        loop {
            let mut grew = false;
            for (caller, callee, _) in &walk.calls {
                if communicating.contains(callee) && communicating.insert(caller.clone()) {
                    grew = true;
                }
            }
            if !grew {
                break;
            }
        }

        let ghost_locs = |channels: &[Channel]| -> String {
            let mut v = Vec::new();
            for c in channels {
                for a in ["size", "msg", "sent", "recvd"] {
                    v.push(format!("{}_{a}[0 .. nprocs - 1]", c.name));
                }
            }
            v.push("ipp_pc[0 .. nprocs - 1]".into());
            v.join(", ")
        };
        let locs = ghost_locs(&channels);

        // The first top-level statement of main that communicates (directly or by a
        // call): the end of the initial block, where the uniform variables are set.
        let Some(main) = funcs.get("main").copied() else {
            self.error(file_span, "tass ipp needs `main` (the entry point)");
            return None;
        };
        let main_stmts: &[Stmt] = match &main.body.kind {
            StmtKind::Block(ss) => ss,
            _ => &[],
        };
        let first_comm = main_stmts.iter().position(|st| {
            let inside = |x: Span| x.lo >= st.span.lo && x.hi <= st.span.hi;
            sites.iter().any(|s| inside(s.stmt))
                || walk
                    .calls
                    .iter()
                    .any(|(_, callee, at)| communicating.contains(callee) && inside(*at))
        });

        // The soundness rules: what the invariant may name, uniform variables, the
        // generated ghost state.
        let generated: Vec<String> = channels
            .iter()
            .flat_map(|c| {
                ["size", "msg", "sent", "recvd"]
                    .into_iter()
                    .map(move |a| format!("{}_{a}", c.name))
            })
            .chain(std::iter::once("ipp_pc".to_string()))
            .collect();
        let comments = crate::rules::annotation_comments(self.text);
        let ipp_ranges: Vec<(usize, usize)> = ipp_comments.iter().map(|c| (c.0, c.1)).collect();
        let user_comments: Vec<crate::rules::Comment> = comments
            .iter()
            .copied()
            .filter(|c| !ipp_ranges.iter().any(|(lo, hi)| c.lo >= *lo && c.hi <= *hi))
            .collect();
        self.check_generated(&user_comments, &generated, &globals, &funcs);
        let ghost_vars = self.user_ghost_names(&user_comments);
        let uniform_names: Vec<String> = uniform.iter().map(|u| u.0.clone()).collect();
        self.check_uniform(
            &uniform,
            &global_decls,
            &funcs,
            first_comm.map(|i| &main_stmts[i]),
        );
        for inv in &invariants {
            self.check_invariant(inv, &generated, &uniform_names, &globals, &ghost_vars);
        }
        if !self.errors.is_empty() {
            return None;
        }

        // A first line that says what the file is.
        let name = self
            .map
            .file(self.file)
            .path
            .file_name()
            .map(|n| n.to_string_lossy().to_string())
            .unwrap_or_default();
        edits.push(Edit {
            lo: 0,
            hi: 0,
            text: format!("/* Generated by `tass ipp` from {name}: its invariant-preserving projection (seed 003), for Frama-C/WP. */\n"),
        });
        // `#include <mpi.h>`.
        match find_mpi_include(self.text) {
            Some((lo, hi)) => edits.push(Edit {
                lo,
                hi,
                text: PRELUDE.to_string(),
            }),
            None => edits.push(Edit {
                lo: 0,
                hi: 0,
                text: format!("{PRELUDE}\n"),
            }),
        }

        // The ipp annotations: the ghost state at the first, predicates in place, the
        // invariant and the stubs after the last.
        let first = ipp_comments.iter().map(|c| c.0).min().unwrap_or(0);
        let last = ipp_comments.iter().map(|c| c.1).max().unwrap_or(0);
        for (lo, hi, span, inv) in &ipp_comments {
            let mut t = String::new();
            if *lo == first {
                t.push_str(&self.ghost_state(&channels));
            }
            match inv.and_then(|i| invariants.get(i)) {
                Some(i) => {
                    t.push_str(&format!(
                        "/*@ predicate {} =\n      {}; */",
                        i.label, i.pred
                    ));
                }
                None => {
                    let (l, _) = self.pos(*span);
                    t.push_str(&format!("/* ipp channel (line {l}): ghost state above */"));
                }
            }
            if *hi == last {
                t.push('\n');
                let lemma = self.deadlock && dl_proof.is_none();
                t.push_str(&self.stubs(&channels, &invariants, &sites, &locs, lemma));
            }
            edits.push(Edit {
                lo: *lo,
                hi: *hi,
                text: t,
            });
        }

        // The communication sites (MPI_Sendrecv: a send site and a receive site, one
        // after the other); phi after the assertions that directly follow them.
        let mut k = 0;
        while k < sites.len() {
            let stmt = sites[k].stmt;
            let last = (k..sites.len())
                .take_while(|&j| sites[j].stmt == stmt)
                .last()
                .unwrap_or(k);
            let ind = indentation(self.text, stmt.lo as usize);
            let mut text = String::new();
            for (j, s) in sites.iter().enumerate().take(last).skip(k) {
                let (open, close) = self.site_text(j, s, &channels, &invariants);
                text.push_str(&format!("{open}{close}\n{ind}"));
            }
            let s = &sites[last];
            let (open, close) = self.site_text(last, s, &channels, &invariants);
            match self.hints_end(stmt, &walk.hints, &comments) {
                Some(end) => {
                    text.push_str(&open);
                    edits.push(Edit {
                        lo: end,
                        hi: end,
                        text: format!(
                            "\n{ind}  /* tass ipp: phi again, after the assertions that follow the {} */\n{close}",
                            s.dir.word()
                        ),
                    });
                }
                None => text.push_str(&format!("{open}{close}")),
            }
            edits.push(Edit {
                lo: stmt.lo as usize,
                hi: stmt.hi as usize,
                text,
            });
            k = last + 1;
        }

        // assigns of the functions that communicate, loop assigns of the loops that do.
        for name in &communicating {
            let Some(f) = funcs.get(name) else { continue };
            for a in &f.contract {
                if let AnnotKind::Assigns(l) = &a.kind {
                    edits.push(self.extend_assigns(a.span, l.is_empty(), "assigns", &locs));
                }
            }
        }
        for (_, body, annots) in &walk.loops {
            let inside = |s: Span| s.lo >= body.lo && s.hi <= body.hi;
            let comm = sites.iter().any(|s| inside(s.stmt))
                || walk
                    .calls
                    .iter()
                    .any(|(_, callee, at)| communicating.contains(callee) && inside(*at));
            if !comm {
                continue;
            }
            for a in annots {
                if let AnnotKind::LoopAssigns(l) = &a.kind {
                    edits.push(self.extend_assigns(a.span, l.is_empty(), "loop assigns", &locs));
                }
            }
        }

        // The user's `admit`s (`assume`s): WP assumes them, the report states them.
        let admits: Vec<usize> = walk
            .annots
            .iter()
            .chain(walk.loops.iter().flat_map(|(_, _, a)| a.iter()))
            .filter(|a| matches!(a.kind, AnnotKind::Assume(..)))
            .map(|a| self.pos(a.span).0)
            .collect();

        // Labels on the user's unlabelled clauses, so that WP's goals are located.
        let mut clauses: Vec<&Annotation> = Vec::new();
        for f in funcs.values() {
            clauses.extend(f.contract.iter());
        }
        for (_, _, annots) in &walk.loops {
            clauses.extend(annots.iter());
        }
        clauses.extend(walk.annots.iter());
        for a in clauses {
            let (e, kind) = match &a.kind {
                AnnotKind::Requires(e) => (e, "requires"),
                AnnotKind::Ensures(e) => (e, "ensures"),
                AnnotKind::Invariant(_, e, Dialect::Acsl) => (e, "loop_invariant"),
                AnnotKind::Assert(e, Dialect::Acsl) => (e, "assert"),
                _ => continue,
            };
            if a.span.file != self.file || e.span.file != self.file || e.span.lo < a.span.lo {
                continue;
            }
            if self.text[a.span.lo as usize..e.span.lo as usize].contains(':') {
                continue;
            }
            edits.push(Edit {
                lo: e.span.lo as usize,
                hi: e.span.lo as usize,
                text: format!("{}: ", self.label(a.span, kind)),
            });
        }

        // main: the initial state.
        if let Some(main) = funcs.get("main") {
            let mut zero = Vec::new();
            for c in &channels {
                for a in ["size", "sent", "recvd"] {
                    zero.push(format!("{}_{a}[i] == 0", c.name));
                }
            }
            let (l, c) = self.pos(main.name_span);
            let req = format!(
                "requires tass_{l}_{c}_initial_state: \\forall integer i; 0 <= i < INT_MAX ==>\n      {};",
                zero.join(" && ")
            );
            match main.contract.first() {
                Some(a) => edits.push(Edit {
                    lo: a.span.lo as usize,
                    hi: a.span.lo as usize,
                    text: format!("{req}\n    "),
                }),
                None => {
                    let lo = line_start(self.text, main.span.lo as usize);
                    edits.push(Edit {
                        lo,
                        hi: lo,
                        text: format!(
                            "/* tass ipp: the initial state of every process. */\n/*@ {req} */\n"
                        ),
                    });
                }
            }
        } else {
            self.error(file_span, "tass ipp needs `main` (the entry point)");
            return None;
        }

        // main: every process starts in a block (ipp_pc -1); at the end of the initial
        // block phi holds of the initial state and the others may run their initial
        // blocks; at every return, ipp_pc[rank] = -2 (terminated) and phi.
        let body_lo = main.body.span.lo as usize;
        edits.push(Edit {
            lo: body_lo + 1,
            hi: body_lo + 1,
            text: "\n  ipp_start();".into(),
        });
        let first_stmt = first_comm.map(|i| &main_stmts[i]);
        let ends_with_return = matches!(
            main_stmts.last().map(|s| &s.kind),
            Some(StmtKind::Return(_))
        );
        let mut returns = Returns::default();
        returns.visit_stmt(&main.body);
        let returns = returns.0;
        let init_at = first_stmt
            .map(|s| s.span)
            .or_else(|| returns.first().copied());
        match init_at {
            Some(at) => {
                let ind = indentation(self.text, at.lo as usize);
                edits.push(Edit {
                    lo: at.lo as usize,
                    hi: at.lo as usize,
                    text: format!("{}\n{ind}", self.initial_text(at, &invariants, &ind)),
                });
            }
            None => {
                let hi = main.body.span.hi as usize - 1;
                edits.push(Edit {
                    lo: hi,
                    hi,
                    text: format!(
                        "  {}\n",
                        self.initial_text(main.body.span, &invariants, "  ")
                    ),
                });
            }
        }
        for r in &returns {
            let ind = indentation(self.text, r.lo as usize);
            edits.push(Edit {
                lo: r.lo as usize,
                hi: r.lo as usize,
                text: format!(
                    "{}{ind}  ",
                    self.end_text(*r, &invariants, &format!("{ind}  "))
                ),
            });
            edits.push(Edit {
                lo: r.hi as usize,
                hi: r.hi as usize,
                text: format!("\n{ind}}}"),
            });
        }
        if !ends_with_return {
            let hi = main.body.span.hi as usize - 1;
            let mut t = self.end_text(main.body.span, &invariants, "    ");
            t.push_str("  }\n");
            edits.push(Edit {
                lo: hi,
                hi,
                text: format!("  {t}"),
            });
        }

        // Deadlock freedom: the user's proof function with the generated contract, or
        // the lemma.
        let deadlock = if !self.deadlock {
            if let Some((f, _)) = &dl_proof {
                if let Some((lo, hi, _)) = self.find_ghost_function(&user_comments, f) {
                    edits.push(Edit {
                        lo,
                        hi,
                        text: format!("/* tass ipp: the deadlock proof `{f}` is not checked (--deadlock=none) */"),
                    });
                }
            }
            Deadlock::NotChecked
        } else if let Some((f, fspan)) = &dl_proof {
            let Some((lo, hi, at)) = self.find_ghost_function(&user_comments, f) else {
                self.error(*fspan, format!("no ghost function `{f}` in the program: write it in a ghost comment (`/*@ ghost int {f}(void) {{ ... }} */`) after the `ipp` annotations"));
                return None;
            };
            if lo < last {
                self.error(self.span(at, at + f.len()), format!("the deadlock proof `{f}` must follow the `ipp` annotations (it names ipp_inv and ipp_EN)"));
                return None;
            }
            if self.text[lo..at].contains("/@") {
                self.error(self.span(at, at + f.len()), format!("the deadlock proof `{f}` must not have a contract of its own: tass ipp gives it `requires ipp_inv; assigns \\nothing; ensures ipp_EN;`"));
                return None;
            }
            let body = &self.text[at..hi];
            let loops = crate::rules::word_occurrences(body, 0, body.len(), "while").len()
                + crate::rules::word_occurrences(body, 0, body.len(), "for").len();
            let variants = body.matches("loop variant").count();
            if loops > variants {
                self.error(self.span(at, at + f.len()), format!("every loop of the deadlock proof `{f}` needs a `loop variant` ({loops} loop(s), {variants} variant(s)): its termination is part of the proof"));
                return None;
            }
            let (l, c) = self.pos(self.span(at, at + f.len()));
            let ls = line_start(self.text, at);
            let ind = indentation(self.text, at);
            edits.push(Edit {
                lo: ls,
                hi: ls,
                text: format!("{ind}/@ requires ipp_inv;\n{ind}    assigns \\nothing;\n{ind}    ensures tass_{l}_{c}_deadlock_free: ipp_EN; @/\n"),
            });
            Deadlock::Proof {
                func: f.clone(),
                line: l,
            }
        } else {
            let (line, column) = first_invariant.map_or((1, 1), |s| self.pos(s));
            Deadlock::Lemma { line, column }
        };

        // Termination: loops without a variant.
        let mut termination_gaps = Vec::new();
        for (func, body, annots) in &walk.loops {
            if !annots
                .iter()
                .any(|a| matches!(a.kind, AnnotKind::LoopVariant(_)))
            {
                let (l, _) = self.pos(*body);
                termination_gaps.push(format!(
                    "the loop at line {l} (in `{func}`) has no `loop variant`"
                ));
            }
        }
        if let Some(f) = recursive(&walk.calls) {
            termination_gaps.push(format!(
                "`{f}` is recursive: recursion is not checked for termination"
            ));
        }

        let (text, line_map) = self.apply(edits)?;
        Some(Projection {
            axioms,
            admits,
            text,
            channels: channels.iter().map(|c| c.name.clone()).collect(),
            sites: sites
                .iter()
                .map(|s| {
                    (
                        s.dir.word().to_string(),
                        channels[s.channel].name.clone(),
                        s.line,
                        s.col,
                    )
                })
                .collect(),
            deadlock,
            termination_gaps,
            line_map,
        })
    }

    /// phi, one assertion per conjunct, labelled `PREFIX_LABEL`.
    fn phi_asserts(&self, prefix: &str, invs: &[Invariant], ind: &str) -> String {
        let mut t = format!("{ind}//@ assert {prefix}_rank: 0 <= rank < nprocs;\n");
        for i in invs {
            t.push_str(&format!(
                "{ind}//@ assert {prefix}_{}: {};\n",
                i.label, i.label
            ));
        }
        t
    }

    /// The end of the initial block (before the statement at `at`): phi, then the other
    /// processes run their initial blocks.
    fn initial_text(&self, at: Span, invs: &[Invariant], ind: &str) -> String {
        let i2 = format!("{ind}  ");
        format!(
            "{{ /* tass ipp: the end of the initial block */\n{}{i2}ipp_initial_interleave();\n{ind}}}",
            self.phi_asserts(&self.label(at, "initial"), invs, &i2)
        )
    }

    /// Termination (before the return at `at`, or the end of main): `ipp_pc[rank] = -2`
    /// and phi, opening a block the caller closes.
    fn end_text(&self, at: Span, invs: &[Invariant], ind: &str) -> String {
        format!(
            "{{ /* tass ipp: this process terminates */\n{ind}/*@ ghost ipp_pc[rank] = -2; */\n{}",
            self.phi_asserts(&self.label(at, "end"), invs, ind)
        )
    }

    /// The ghost function `f` in the user's ghost comments: (the comment's start and end
    /// offsets, the offset of its name in the definition).
    fn find_ghost_function(
        &self,
        comments: &[crate::rules::Comment],
        f: &str,
    ) -> Option<(usize, usize, usize)> {
        for c in comments {
            if !self.text[c.lo..c.hi].trim_start().starts_with("ghost") {
                continue;
            }
            for at in crate::rules::word_occurrences(self.text, c.lo, c.hi, f) {
                let after = self.text[at + f.len()..c.hi].trim_start();
                if after.starts_with('(') && crate::rules::is_declared(self.text, at) {
                    let block = self.text[..c.lo].ends_with("/*@");
                    let close = if block {
                        (c.hi + 2).min(self.text.len())
                    } else {
                        c.hi
                    };
                    return Some((c.lo - 3, close, at));
                }
            }
        }
        None
    }

    fn extend_assigns(&self, span: Span, empty: bool, kw: &str, locs: &str) -> Edit {
        if empty {
            Edit {
                lo: span.lo as usize,
                hi: span.hi as usize,
                text: format!("{kw} {locs}"),
            }
        } else {
            Edit {
                lo: span.hi as usize,
                hi: span.hi as usize,
                text: format!(", {locs}"),
            }
        }
    }

    /// The ghost state of the channels.
    fn ghost_state(&self, channels: &[Channel]) -> String {
        let mut t = String::from(
            "/* tass ipp: ghost state. The process of rank ipp_rank among ipp_nprocs, for\n * any such pair (what MPI_Comm_rank and MPI_Comm_size give), and per channel NAME, for every process i:\n * NAME_size[i] messages (0 or 1) buffered in i's channel, NAME_msg[i] the message,\n * NAME_sent[i] and NAME_recvd[i] the sends of i on NAME and the receives of i from\n * its source's channel NAME. */\n/*@ axiomatic ipp_run {\n      logic integer ipp_nprocs;\n      logic integer ipp_rank;\n      axiom ipp_processes: 1 <= ipp_nprocs <= INT_MAX && 0 <= ipp_rank < ipp_nprocs;\n    } */\n",
        );
        for c in channels {
            let ty = c.ty.as_deref().unwrap_or("int");
            let (l, _) = self.pos(c.span);
            t.push_str(&format!(
                "/* ipp channel {} (line {l}): to {} from {} tag {} */\n",
                c.name, c.dest, c.src, c.tag
            ));
            t.push_str(&format!("//@ ghost int {}_size[INT_MAX];\n", c.name));
            t.push_str(&format!("//@ ghost {ty} {}_msg[INT_MAX];\n", c.name));
            t.push_str(&format!("//@ ghost int {}_sent[INT_MAX];\n", c.name));
            t.push_str(&format!("//@ ghost int {}_recvd[INT_MAX];\n", c.name));
        }
        t.push_str("/* tass ipp: ipp_pc[i] is k when process i is just before communication site k,\n * -1 when it runs a block (it is enabled), -2 when it has terminated. */\n//@ ghost int ipp_pc[INT_MAX];\n");
        t
    }

    /// `ipp_inv`, the stubs and the channel checks.
    fn stubs(
        &self,
        channels: &[Channel],
        invariants: &[Invariant],
        sites: &[Site],
        locs: &str,
        deadlock_lemma: bool,
    ) -> String {
        let mut t = String::new();
        let conj: Vec<&str> = invariants.iter().map(|i| i.label.as_str()).collect();
        t.push_str(&format!(
            "/* tass ipp: the global invariant phi. */\n/*@ predicate ipp_inv = 0 <= rank < nprocs && {}; */\n",
            conj.join(" && ")
        ));
        // Deadlock freedom (seed 003 IV.A): EN, every process has terminated or some
        // process is enabled.
        let mut en = vec!["ipp_pc[i] == -1".to_string()];
        for (k, s) in sites.iter().enumerate() {
            let c = &channels[s.channel];
            en.push(match s.dir {
                Dir::Send => format!("(ipp_pc[i] == {k} && {}_size[i] == 0)", c.name),
                Dir::Recv => format!(
                    "(ipp_pc[i] == {k} && (\\let rank = i; {}_size[({})] == 1))",
                    c.name, c.src
                ),
            });
        }
        t.push_str(&format!(
            "/* tass ipp: deadlock freedom (seed 003 IV.A). Process i is enabled when it runs a\n * block or its communication can happen: site k's channel is empty (send) or full\n * (receive). */\n/*@ predicate ipp_enabled(integer i) =\n      {};\n    predicate ipp_EN = (\\forall integer i; 0 <= i < nprocs ==> ipp_pc[i] == -2)\n      || (\\exists integer i; 0 <= i < nprocs && ipp_enabled(i)); */\n",
            en.join("\n      || ")
        ));
        if deadlock_lemma {
            t.push_str("/* tass ipp: the invariant implies EN (no proof given: `ipp deadlock proof FUNC`). */\n/*@ lemma ipp_deadlock_free{L}: ipp_inv{L} ==> ipp_EN{L}; */\n");
        }
        t.push_str(
            "/* tass ipp: the initial state of the program counters (every process runs its\n * initial block), and the other processes' initial blocks. */\n/*@ assigns ipp_pc[0 .. INT_MAX - 1];\n    ensures \\forall integer i; 0 <= i < INT_MAX ==> ipp_pc[i] == -1; */\nvoid ipp_start(void);\n/*@ requires ipp_inv;\n    assigns ipp_pc[0 .. nprocs - 1];\n    ensures ipp_pc[rank] == \\old(ipp_pc[rank]);\n    ensures ipp_inv; */\nvoid ipp_initial_interleave(void);\n"
        );
        t.push_str(
            "/* tass ipp: MPI_Comm_rank and MPI_Comm_size. */\n/*@ assigns rank;\n    ensures rank == ipp_rank; */\nvoid ipp_comm_rank(void);\n/*@ assigns nprocs;\n    ensures nprocs == ipp_nprocs; */\nvoid ipp_comm_size(void);\n",
        );
        for c in channels {
            let lab = |k: &str| self.label(c.span, k);
            t.push_str(&format!(
                "/* tass ipp: channel {} connects the processes that use it. */\n/*@ requires 1 <= nprocs;\n    assigns \\nothing;\n    ensures {}: \\forall integer rank; 0 <= rank < nprocs ==> 0 <= ({}) < nprocs;\n    ensures {}: \\forall integer rank; 0 <= rank < nprocs ==> 0 <= ({}) < nprocs;\n    ensures {}: \\forall integer rank; 0 <= rank < nprocs ==>\n      (\\let ipp_i = rank; \\let rank = ({}); ({}) == ipp_i); */\nvoid ipp_channel_{}(void) {{}}\n",
                c.name,
                lab("channel_dest_in_range"),
                c.dest,
                lab("channel_src_in_range"),
                c.src,
                lab("channel_src_of_dest"),
                c.dest,
                c.src,
                c.name
            ));
        }
        for (k, s) in sites.iter().enumerate() {
            let c = &channels[s.channel];
            let ty = c.ty.as_deref().unwrap_or("int");
            let kind = s.dir.word();
            let lab = |what: &str| format!("tass_{}_{}_{what}", s.line, s.col);
            let requires = format!("requires {}: ipp_inv;", lab(&format!("before_{kind}")));
            let mut keep = vec!["ensures ipp_pc[rank] == \\old(ipp_pc[rank]);".to_string()];
            for c in channels {
                keep.push(format!(
                    "ensures {n}_sent[rank] == \\old({n}_sent[rank]) && {n}_recvd[rank] == \\old({n}_recvd[rank]);",
                    n = c.name
                ));
                keep.push(format!(
                    "ensures {n}_msg[rank] == \\old({n}_msg[rank]);",
                    n = c.name
                ));
            }
            let enabled = match s.dir {
                Dir::Send => format!("{}_size[rank] == 0", c.name),
                Dir::Recv => format!("{}_size[{}] == 1", c.name, c.src),
            };
            t.push_str(&format!(
                "/* tass ipp: the {kind} on channel {} at line {}. */\n/*@ {}\n    assigns {locs};\n    {}\n    ensures ipp_inv;\n    ensures {enabled}; */\nvoid ipp_pre{kind}_interleave_{k}(void);\n",
                c.name,
                s.line,
                requires,
                keep.join("\n    "),
            ));
            match s.dir {
                Dir::Send => t.push_str(&format!(
                    "/*@ requires {}: 0 <= rank < nprocs && {enabled};\n    assigns {n}_msg[rank], {n}_size[rank];\n    ensures {n}_msg[rank] == x && {n}_size[rank] == 1; */\nvoid ipp_send_{k}({ty} x);\n",
                    lab("send_enabled"),
                    n = c.name
                )),
                Dir::Recv => t.push_str(&format!(
                    "/*@ requires {}: 0 <= rank < nprocs && {enabled};\n    assigns {n}_size[{src}];\n    ensures \\result == {n}_msg[{src}] && {n}_size[{src}] == 0; */\n{ty} ipp_recv_{k}(void);\n",
                    lab("recv_enabled"),
                    n = c.name,
                    src = c.src
                )),
            }
        }
        t
    }

    /// The text of communication site `k`, in two parts: up to the communication and its
    /// ghost updates (opening a block), and phi again (closing it). The user's assertions
    /// that directly follow the statement go between the two.
    fn site_text(
        &self,
        k: usize,
        s: &Site,
        channels: &[Channel],
        invs: &[Invariant],
    ) -> (String, String) {
        let c = &channels[s.channel];
        let ind = indentation(self.text, s.stmt.lo as usize);
        let kind = s.dir.word();
        let lab = |what: &str| format!("tass_{}_{}_{what}", s.line, s.col);
        let mut t = String::from("{\n");
        let i2 = format!("{ind}  ");
        t.push_str(&format!("{i2}/*@ ghost ipp_pc[rank] = {k}; */\n"));
        // phi at the end of the block before, one conjunct at a time.
        t.push_str(&format!(
            "{i2}//@ assert {}: 0 <= rank < nprocs;\n",
            lab(&format!("before_{kind}_rank"))
        ));
        for i in invs {
            t.push_str(&format!(
                "{i2}//@ assert {}: {};\n",
                lab(&format!("before_{kind}_{}", i.label)),
                i.label
            ));
        }
        match s.dir {
            Dir::Send => {
                t.push_str(&format!("{i2}ipp_presend_interleave_{k}();\n"));
                t.push_str(&format!("{i2}ipp_send_{k}({});\n", s.buf));
                t.push_str(&format!("{i2}/*@ ghost {}_sent[rank]++; */\n", c.name));
            }
            Dir::Recv => {
                t.push_str(&format!("{i2}ipp_prerecv_interleave_{k}();\n"));
                t.push_str(&format!("{i2}{} = ipp_recv_{k}();\n", s.buf));
                t.push_str(&format!("{i2}/*@ ghost {}_recvd[rank]++; */\n", c.name));
            }
        }
        t.push_str(&format!("{i2}/*@ ghost ipp_pc[rank] = -1; */\n"));
        let open = t;
        let mut t = String::new();
        t.push_str(&format!(
            "{i2}//@ assert {}: 0 <= rank < nprocs;\n",
            lab(&format!("{kind}_rank"))
        ));
        for i in invs {
            t.push_str(&format!(
                "{i2}//@ assert {}: {};\n",
                lab(&format!("{kind}_{}", i.label)),
                i.label
            ));
        }
        t.push_str(&format!("{ind}}}"));
        (open, t)
    }

    /// Where the assertions that directly follow the statement `stmt` end (the end of the
    /// comment of the last one), when there are some: phi is asserted again after them.
    fn hints_end(
        &self,
        stmt: Span,
        hints: &[(Span, Vec<Span>, Option<u32>)],
        comments: &[crate::rules::Comment],
    ) -> Option<usize> {
        let (_, asserts, next) = hints.iter().find(|h| h.0 == stmt)?;
        // The comment of each assertion; the group stops before a comment that also holds
        // something else than these assertions (what follows must stay after phi).
        let mut end = None;
        for a in asserts {
            let c = comments
                .iter()
                .find(|c| c.lo <= a.lo as usize && a.hi as usize <= c.hi)?;
            let close = if self.text[..c.lo].ends_with("/*@") {
                c.hi + 2
            } else {
                c.hi
            };
            let later = asserts
                .iter()
                .any(|b| b.lo > a.lo && (b.lo as usize) < close);
            if next.is_some_and(|n| (n as usize) < close) {
                break;
            }
            if !later {
                end = Some(close);
            }
        }
        end
    }

    /// Applies the edits (sorted, not overlapping) and maps the lines back.
    fn apply(&mut self, mut edits: Vec<Edit>) -> Option<(String, Vec<usize>)> {
        edits.sort_by_key(|e| (e.lo, e.hi));
        for w in edits.windows(2) {
            if w[1].lo < w[0].hi {
                let span = Span::new(self.file, w[1].lo as u32, w[1].hi as u32);
                self.error(span, "tass ipp cannot rewrite two overlapping pieces of the program here (a communication inside an annotation or a macro?)");
                return None;
            }
        }
        let src = self.text;
        let line_of = |off: usize| self.map.file(self.file).line_col(off as u32).0 as usize;
        let mut out = String::new();
        let mut map = Vec::new();
        let mut push = |s: &str, mut line: usize, verbatim: bool, out: &mut String| {
            for ch in s.chars() {
                if out.is_empty() || out.ends_with('\n') {
                    map.push(line);
                }
                out.push(ch);
                if ch == '\n' && verbatim {
                    line += 1;
                }
            }
        };
        let mut at = 0;
        for e in &edits {
            push(&src[at..e.lo], line_of(at), true, &mut out);
            push(&e.text, line_of(e.lo), false, &mut out);
            at = e.hi;
        }
        push(&src[at..], line_of(at), true, &mut out);
        Some((out, map))
    }
}

/// The byte range of the line `#include <mpi.h>` (without its newline).
fn find_mpi_include(text: &str) -> Option<(usize, usize)> {
    let mut off = 0;
    for line in text.split_inclusive('\n') {
        let t = line.trim();
        if let Some(rest) = t.strip_prefix('#') {
            let rest = rest.trim_start();
            if let Some(h) = rest.strip_prefix("include") {
                let h = h.trim();
                if h == "<mpi.h>" || h == "\"mpi.h\"" {
                    return Some((off, off + line.trim_end_matches(['\n', '\r']).len()));
                }
            }
        }
        off += line.len();
    }
    None
}

fn line_start(text: &str, off: usize) -> usize {
    text[..off].rfind('\n').map_or(0, |i| i + 1)
}

fn indentation(text: &str, off: usize) -> String {
    let ls = line_start(text, off);
    text[ls..off]
        .chars()
        .take_while(|c| c.is_whitespace())
        .collect()
}

/// A function on a cycle of the call graph, if any.
fn recursive(calls: &[(String, String, Span)]) -> Option<String> {
    let mut edges: BTreeMap<&str, BTreeSet<&str>> = BTreeMap::new();
    for (a, b, _) in calls {
        edges.entry(a.as_str()).or_default().insert(b.as_str());
    }
    for (start, next) in &edges {
        let mut seen = BTreeSet::new();
        let mut stack: Vec<&str> = next.iter().copied().collect();
        while let Some(f) = stack.pop() {
            if f == *start {
                return Some(start.to_string());
            }
            if seen.insert(f) {
                if let Some(n) = edges.get(f) {
                    stack.extend(n.iter().copied());
                }
            }
        }
    }
    None
}

/// The `return` statements of a function body.
#[derive(Default)]
struct Returns(Vec<Span>);

impl<'ast> Visit<'ast> for Returns {
    fn visit_stmt(&mut self, s: &'ast Stmt) {
        match &s.kind {
            StmtKind::Return(_) => self.0.push(s.span),
            _ => walk_stmt(self, s),
        }
    }

    /// Expressions are not entered (statement expressions included).
    fn visit_expr(&mut self, _: &'ast Expr) {}
}

fn is_mpi_call(e: &Expr) -> bool {
    matches!(&e.kind, ExprKind::Call(f, _) if matches!(&f.kind, ExprKind::Ident(n) if is_mpi(n)))
}

/// The walk of one function's body, into [`Walk`].
struct Walker<'w> {
    func: &'w str,
    w: &'w mut Walk,
}

impl<'ast> Visit<'ast> for Walker<'_> {
    fn visit_stmt(&mut self, s: &'ast Stmt) {
        let func = self.func;
        match &s.kind {
            StmtKind::Expr(Some(e)) if is_mpi_call(e) => {
                self.w.mpi.push((func.to_string(), s.span, e.clone()));
                // The arguments (the callee is not a nested MPI call).
                walk_expr(self, e);
            }
            StmtKind::Block(ss) => {
                for (i, st) in ss.iter().enumerate() {
                    self.visit_stmt(st);
                    if !matches!(&st.kind, StmtKind::Expr(Some(e)) if is_mpi_call(e)) {
                        continue;
                    }
                    let asserts: Vec<Span> = ss[i + 1..]
                        .iter()
                        .map_while(|n| match &n.kind {
                            StmtKind::Annotation(a)
                                if matches!(a.kind, AnnotKind::Assert(_, Dialect::Acsl)) =>
                            {
                                Some(a.span)
                            }
                            _ => None,
                        })
                        .collect();
                    if !asserts.is_empty() {
                        let next = ss.get(i + 1 + asserts.len()).map(|n| n.span.lo);
                        self.w.hints.push((st.span, asserts, next));
                    }
                }
            }
            // A loop: its condition, the loop with its annotations (not walked), its body.
            StmtKind::While(c, body, annots) | StmtKind::DoWhile(body, c, annots) => {
                self.visit_expr(c);
                self.w
                    .loops
                    .push((func.to_string(), s.span, annots.clone()));
                self.visit_stmt(body);
            }
            StmtKind::For {
                init,
                cond,
                step,
                body,
                annots,
            } => {
                if let Some(i) = init {
                    self.visit_stmt(i);
                }
                for e in [cond, step].into_iter().flatten() {
                    self.visit_expr(e);
                }
                self.w
                    .loops
                    .push((func.to_string(), s.span, annots.clone()));
                self.visit_stmt(body);
            }
            // Case labels are constants: not walked.
            StmtKind::Case(_, _, b) => self.visit_stmt(b),
            StmtKind::Annotation(a) => self.w.annots.push(a.clone()),
            _ => walk_stmt(self, s),
        }
    }

    /// The initializers only (not the types, not the pragmas' conditions).
    fn visit_decl(&mut self, d: &'ast Declaration) {
        for dcl in &d.declarators {
            if let Some(i) = &dcl.init {
                self.visit_init(i);
            }
        }
    }

    fn visit_expr(&mut self, e: &'ast Expr) {
        use ExprKind as K;
        match &e.kind {
            K::Call(f, _) => {
                if let K::Ident(n) = &f.kind {
                    if is_mpi(n) {
                        self.w.nested_mpi.push(e.span);
                    } else {
                        self.w
                            .calls
                            .push((self.func.to_string(), n.to_string(), e.span));
                    }
                }
                walk_expr(self, e);
            }
            // Annotation-only expressions: not walked.
            K::Quant { .. } | K::Proc { .. } => {}
            _ => walk_expr(self, e),
        }
    }

    /// Types are not walked (array lengths).
    fn visit_type(&mut self, _: &'ast TypeExpr) {}

    /// Designators are constants: not walked.
    fn visit_designator(&mut self, _: &'ast Designator) {}
}

#[cfg(test)]
mod tests {
    use super::normalize;

    #[test]
    fn normalize_white_space() {
        assert_eq!(normalize(" RIGHT( rank )"), "RIGHT(rank)");
        assert_eq!(normalize("(rank + 1) % nprocs"), "(rank+1)%nprocs");
        assert_eq!(normalize("unsigned  long"), "unsigned long");
    }
}
