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

mod check;
mod emit;
mod read;

use crate::rules::Comment;
use std::collections::{BTreeMap, BTreeSet};
use std::path::Path;
use std::sync::OnceLock;
use tass_library::mpi::{self, CType, Kind};
use tass_library::{Handler, Mpi};
use tass_syntax::ast::*;
use tass_syntax::parse::{parse, ParseOptions};
use tass_syntax::pp::{preprocess_file, PpOptions};
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

/// The name of the MPI function the engine runs with `m`, from the registry.
fn mpi_name(m: Mpi) -> &'static str {
    tass_library::all()
        .find(|f| f.handler == Handler::Mpi(m))
        .map_or("", |f| f.name)
}

/// The C types of the messages tass ipp projects: the prelude defines the datatypes of
/// these types (the registry's, with their aliases), and no other.
const MESSAGE_TYPES: &[CType] = &[
    CType::Char,
    CType::Short,
    CType::Int,
    CType::Long,
    CType::LongLong,
    CType::Unsigned,
    CType::Float,
    CType::Double,
];

/// The datatypes the prelude defines, in the registry's order: each with its aliases
/// (the header's macros defined as its name), in the order of their names.
fn prelude_datatypes() -> Vec<(mpi::Datatype, Vec<&'static str>)> {
    let c = mpi::consts();
    c.datatypes
        .iter()
        .filter(|d| matches!(d.kind, Kind::Scalar(t, _) if MESSAGE_TYPES.contains(&t)))
        .map(|d| {
            let mut aliases: Vec<&str> = c
                .aliases
                .iter()
                .filter(|(_, to)| to.as_str() == d.name)
                .map(|(a, _)| a.as_str())
                .collect();
            aliases.sort();
            (*d, aliases)
        })
        .collect()
}

/// The prelude that replaces `#include <mpi.h>`: what a program may still name (the
/// registry's names of `mpi.h`), with values of its own (datatypes numbered from 1).
fn prelude() -> &'static str {
    static P: OnceLock<String> = OnceLock::new();
    P.get_or_init(|| {
        let n = &mpi::NAMES;
        let [source, tag, error] = n.status_fields;
        let mut t = format!(
            "#include <limits.h>\n\
             /* tass ipp: the MPI names the program may still use (no MPI function remains). */\n\
             typedef struct {{ int {source}; int {tag}; int {error}; }} {status};\n\
             typedef int {comm};\n\
             typedef int {datatype};\n\
             #define {world} 0\n\
             #define {ignore} (({status} *)0)\n\
             #define {success} 0",
            status = n.status_type,
            comm = n.comm_type,
            datatype = n.datatype_type,
            world = n.comm_world,
            ignore = n.status_ignore,
            success = n.success,
        );
        for (i, (d, aliases)) in prelude_datatypes().iter().enumerate() {
            for name in std::iter::once(&d.name).chain(aliases) {
                t.push_str(&format!("\n#define {name} {}", i + 1));
            }
        }
        t
    })
}

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
            Diagnostic::error(
                s,
                format!("{} is not supported by tass ipp yet", what.into()),
            )
            .with_note(format!(
                "tass ipp projects {}, {} and {} of one element (count 1) on {}, {}, {}, {} and {}",
                mpi_name(Mpi::Send),
                mpi_name(Mpi::Recv),
                mpi_name(Mpi::Sendrecv),
                mpi::NAMES.comm_world,
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
}

/// The `ipp` annotations of the program (and its axioms).
struct Annots {
    channels: Vec<Channel>,
    invariants: Vec<Invariant>,
    /// The comments of the `ipp` annotations: (start, end, the annotation, the index of
    /// its invariant).
    comments: Vec<(usize, usize, Span, Option<usize>)>,
    uniform: Vec<(String, Span)>,
    dl_proof: Option<(String, Span)>,
    first_invariant: Option<Span>,
    /// The user's axioms: name, line.
    axioms: Vec<(String, usize)>,
}

/// What the reading phases found, for the generation.
struct Found<'u> {
    ann: Annots,
    walk: Walk,
    funcs: BTreeMap<String, &'u FunctionDef>,
    sites: Vec<Site>,
    /// The functions that communicate, directly or through calls.
    communicating: BTreeSet<String>,
    /// The ghost state, as `assigns` locations.
    locs: String,
    main: &'u FunctionDef,
    main_stmts: &'u [Stmt],
    /// The first top-level statement of main that communicates.
    first_comm: Option<usize>,
    /// The annotation comments of the file.
    comments: Vec<Comment>,
    /// The user's (not the `ipp` annotations').
    user_comments: Vec<Comment>,
}

impl Gen<'_> {
    /// The projection of `unit`: its reading phases (`read`), the soundness rules
    /// (`check`), then the edits of the user's text (`emit`) in the order they are made
    /// (edits at one place keep it), applied. `None` after errors.
    fn run(&mut self, unit: &TranslationUnit) -> Option<Projection> {
        let file_span = Span::new(self.file, 0, 0);
        let (globals, global_decls) = self.globals(unit);
        let mut ann = self.ipp_annotations(unit, &globals);
        let (walk, funcs) = self.functions(unit);
        let mut edits: Vec<Edit> = Vec::new();
        let (sites, communicating) = self.communication(&walk, &mut ann.channels, &mut edits)?;
        let locs = ghost_locs(&ann.channels);

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

        let (comments, user_comments) = self.check_rules(
            &ann,
            &globals,
            &global_decls,
            &funcs,
            first_comm.map(|i| &main_stmts[i]),
        )?;
        let found = Found {
            ann,
            walk,
            funcs,
            sites,
            communicating,
            locs,
            main,
            main_stmts,
            first_comm,
            comments,
            user_comments,
        };
        self.header_edits(&mut edits);
        self.annotation_edits(&found, &mut edits);
        self.site_edits(&found, &mut edits);
        self.assigns_edits(&found, &mut edits);
        let admits = self.admits(&found);
        self.label_edits(&found, &mut edits);
        self.main_edits(&found, &mut edits)?;
        let deadlock = self.deadlock_edits(&found, &mut edits)?;
        let termination_gaps = self.termination_gaps(&found);
        let Found {
            ann: Annots {
                axioms, channels, ..
            },
            sites,
            ..
        } = found;
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
}

/// The ghost state, as `assigns` locations.
fn ghost_locs(channels: &[Channel]) -> String {
    let mut v = Vec::new();
    for c in channels {
        for a in ["size", "msg", "sent", "recvd"] {
            v.push(format!("{}_{a}[0 .. nprocs - 1]", c.name));
        }
    }
    v.push("ipp_pc[0 .. nprocs - 1]".into());
    v.join(", ")
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
                let name = h
                    .strip_prefix('<')
                    .and_then(|h| h.strip_suffix('>'))
                    .or_else(|| h.strip_prefix('"').and_then(|h| h.strip_suffix('"')));
                if name == Some(mpi::HEADER) {
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
