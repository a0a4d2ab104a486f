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
//!   counter update; one assertion per invariant }`; `MPI_Init`/`MPI_Finalize` go;
//! - `assigns` and `loop assigns` of the functions and loops that communicate get the
//!   ghost arrays; `main` gets the initial state as precondition.
//!
//! Every generated clause is labelled `tass_<line>_<column>_<kind>` with the position in
//! the user's file of what it comes from, so [`crate::locate`] maps WP's goals back.
//!
//! Assumptions (stated by [`Projection::assumptions`]): one message per channel
//! (standard-mode sends buffered, seed 003's channel size 1); scalar messages (count 1).
//! Anything else MPI is a located "not supported by tass ipp yet" error, never dropped.

use std::collections::{BTreeMap, BTreeSet};
use std::path::Path;
use tass_syntax::ast::*;
use tass_syntax::parse::{parse, ParseOptions};
use tass_syntax::pp::{preprocess_file, PpOptions};
use tass_syntax::{Diagnostic, FileId, Severity, SourceMap, Span};

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
    /// For each line of `text` (0-based), the user's line (1-based) it comes from.
    line_map: Vec<usize>,
}

impl Projection {
    /// The line of the user's file that line `line` (1-based) of the projection comes
    /// from.
    pub fn user_line(&self, line: usize) -> Option<usize> {
        line.checked_sub(1)
            .and_then(|l| self.line_map.get(l))
            .copied()
    }

    /// What a proof of the projection assumes, in sentences.
    pub fn assumptions(&self) -> Vec<String> {
        vec![
            "channel capacity 1: a standard-mode send is buffered, one message per channel (seed 003's channel size 1)".into(),
            "messages are scalars (count 1)".into(),
        ]
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
}

/// The C types of the MPI datatypes a message may have.
fn c_type(datatype: &str) -> Option<&'static str> {
    Some(match datatype {
        "MPI_INT" => "int",
        "MPI_DOUBLE" => "double",
        "MPI_FLOAT" => "float",
        "MPI_LONG" => "long",
        "MPI_CHAR" => "char",
        "MPI_UNSIGNED" => "unsigned",
        "MPI_SHORT" => "short",
        "MPI_LONG_LONG" | "MPI_LONG_LONG_INT" => "long long",
        _ => return None,
    })
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

/// Generates the projection of the annotated MPI program `path`.
pub fn project(path: &Path) -> Result<Projection, ProjectError> {
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
                .with_note("tass ipp projects MPI_Send and MPI_Recv of one element (count 1) on MPI_COMM_WORLD, MPI_Comm_rank, MPI_Comm_size, MPI_Init and MPI_Finalize"),
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

    fn run(&mut self, unit: &TranslationUnit) -> Option<Projection> {
        let file_span = Span::new(self.file, 0, 0);
        // Globals `rank` and `nprocs`.
        let mut globals: BTreeMap<String, Span> = BTreeMap::new();
        for item in &unit.items {
            if let ExternalDecl::Decl(d) = item {
                for dcl in &d.declarators {
                    if d.span.file == self.file {
                        globals.insert(dcl.name.to_string(), dcl.span);
                    }
                }
            }
        }
        for v in ["rank", "nprocs"] {
            if !globals.contains_key(v) {
                self.error(
                    file_span,
                    format!("tass ipp needs a global `int {v};` set in main by MPI_Comm_{}(MPI_COMM_WORLD, &{v})", if v == "rank" { "rank" } else { "size" }),
                );
            }
        }
        // The ipp annotations.
        let mut channels: Vec<Channel> = Vec::new();
        let mut invariants: Vec<Invariant> = Vec::new();
        let mut ipp_comments: Vec<(usize, usize, Span, Option<usize>)> = Vec::new();
        for item in &unit.items {
            let ExternalDecl::Annotation(a) = item else {
                continue;
            };
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
                IppAnnot::Channel { .. } => None,
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
                    });
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
                    walk_stmt(&f.name, &f.body, &mut walk);
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
            match &**name {
                "MPI_Init" | "MPI_Finalize" => edits.push(Edit {
                    lo,
                    hi,
                    text: format!("/* {name}: removed by tass ipp */;"),
                }),
                "MPI_Comm_rank" | "MPI_Comm_size" => {
                    let (var, stub) = if &**name == "MPI_Comm_rank" {
                        saw_rank = true;
                        ("rank", "ipp_comm_rank")
                    } else {
                        saw_size = true;
                        ("nprocs", "ipp_comm_size")
                    };
                    if arg(0).as_deref() != Some("MPI_COMM_WORLD") {
                        self.unsupported(
                            call.span,
                            format!("`{name}` on a communicator other than MPI_COMM_WORLD"),
                        );
                    } else if arg(1) != Some(format!("&{var}")) {
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
                "MPI_Send" | "MPI_Recv" => {
                    let dir = if &**name == "MPI_Send" {
                        Dir::Send
                    } else {
                        Dir::Recv
                    };
                    let want = if dir == Dir::Send { 6 } else { 7 };
                    if args.len() != want {
                        self.error(call.span, format!("`{name}` takes {want} arguments"));
                        continue;
                    }
                    if arg(1).as_deref() != Some("1") {
                        self.unsupported(
                            args[1].span,
                            format!("`{name}` with a count other than 1"),
                        );
                        continue;
                    }
                    if arg(5).as_deref() != Some("MPI_COMM_WORLD") {
                        self.unsupported(
                            args[5].span,
                            format!("`{name}` on a communicator other than MPI_COMM_WORLD"),
                        );
                        continue;
                    }
                    if dir == Dir::Recv && arg(6).as_deref() != Some("MPI_STATUS_IGNORE") {
                        self.unsupported(
                            args[6].span,
                            "`MPI_Recv` with a status other than MPI_STATUS_IGNORE",
                        );
                        continue;
                    }
                    let dt = arg(2).unwrap_or_default();
                    let Some(ty) = c_type(&dt) else {
                        self.unsupported(args[2].span, format!("the datatype `{dt}`"));
                        continue;
                    };
                    let peer = arg(3).unwrap_or_default();
                    let tag = arg(4).unwrap_or_default();
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
                        self.errors.push(
                            Diagnostic::error(
                                call.span,
                                format!("`{name}` with {role} `{peer}` and tag `{tag}` matches no `ipp channel`"),
                            )
                            .with_note(format!(
                                "the channels are {} (the {role} and the tag must be written as in the channel, up to white space)",
                                if choices.is_empty() { "none".to_string() } else { choices.join(", ") }
                            )),
                        );
                        continue;
                    };
                    match &channels[k].ty {
                        Some(t) if t != ty => {
                            let msg = format!(
                                "channel `{}` carries {t} elsewhere, {ty} here",
                                channels[k].name
                            );
                            self.error(args[2].span, msg);
                            continue;
                        }
                        _ => channels[k].ty = Some(ty.to_string()),
                    }
                    let b = &args[0];
                    let buf = match &b.kind {
                        ExprKind::Unary(UnOp::AddrOf, inner) => {
                            self.snippet(inner.span).to_string()
                        }
                        _ => format!("*({})", self.snippet(b.span)),
                    };
                    let (line, col) = self.pos(stmt);
                    communicating.insert(func.clone());
                    sites.push(Site {
                        dir,
                        channel: k,
                        stmt,
                        buf,
                        line,
                        col,
                    });
                }
                other => {
                    self.unsupported(call.span, format!("`{other}`"));
                }
            }
        }
        if !saw_rank || !saw_size {
            self.error(
                file_span,
                "tass ipp needs `MPI_Comm_rank(MPI_COMM_WORLD, &rank)` and `MPI_Comm_size(MPI_COMM_WORLD, &nprocs)` in the program",
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
            v.join(", ")
        };
        let locs = ghost_locs(&channels);

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
                t.push_str(&self.stubs(&channels, &invariants, &sites, &locs));
            }
            edits.push(Edit {
                lo: *lo,
                hi: *hi,
                text: t,
            });
        }

        // The communication sites.
        for (k, s) in sites.iter().enumerate() {
            edits.push(Edit {
                lo: s.stmt.lo as usize,
                hi: s.stmt.hi as usize,
                text: self.site_text(k, s, &channels, &invariants),
            });
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

        let (text, line_map) = self.apply(edits)?;
        Some(Projection {
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
            line_map,
        })
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
        t
    }

    /// `ipp_inv`, the stubs and the channel checks.
    fn stubs(
        &self,
        channels: &[Channel],
        invariants: &[Invariant],
        sites: &[Site],
        locs: &str,
    ) -> String {
        let mut t = String::new();
        let conj: Vec<&str> = invariants.iter().map(|i| i.label.as_str()).collect();
        t.push_str(&format!(
            "/* tass ipp: the global invariant phi. */\n/*@ predicate ipp_inv = 0 <= rank < nprocs && {}; */\n",
            conj.join(" && ")
        ));
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
            let mut keep = Vec::new();
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

    /// The text of communication site `k`.
    fn site_text(&self, k: usize, s: &Site, channels: &[Channel], invs: &[Invariant]) -> String {
        let c = &channels[s.channel];
        let ind = indentation(self.text, s.stmt.lo as usize);
        let kind = s.dir.word();
        let lab = |what: &str| format!("tass_{}_{}_{what}", s.line, s.col);
        let mut t = String::from("{\n");
        let i2 = format!("{ind}  ");
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
        t
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

fn is_mpi_call(e: &Expr) -> bool {
    matches!(&e.kind, ExprKind::Call(f, _) if matches!(&f.kind, ExprKind::Ident(n) if n.starts_with("MPI_")))
}

fn walk_stmt(func: &str, s: &Stmt, w: &mut Walk) {
    match &s.kind {
        StmtKind::Expr(Some(e)) if is_mpi_call(e) => {
            w.mpi.push((func.to_string(), s.span, e.clone()));
            if let ExprKind::Call(_, args) = &e.kind {
                for a in args {
                    walk_expr(func, a, w);
                }
            }
        }
        StmtKind::Expr(Some(e)) => walk_expr(func, e, w),
        StmtKind::Decl(d) => walk_decl(func, d, w),
        StmtKind::Block(ss) => ss.iter().for_each(|s| walk_stmt(func, s, w)),
        StmtKind::If(c, a, b) => {
            walk_expr(func, c, w);
            walk_stmt(func, a, w);
            if let Some(b) = b {
                walk_stmt(func, b, w);
            }
        }
        StmtKind::While(c, body, annots) => {
            walk_expr(func, c, w);
            w.loops.push((func.to_string(), s.span, annots.clone()));
            walk_stmt(func, body, w);
        }
        StmtKind::DoWhile(body, c, annots) => {
            walk_expr(func, c, w);
            w.loops.push((func.to_string(), s.span, annots.clone()));
            walk_stmt(func, body, w);
        }
        StmtKind::For {
            init,
            cond,
            step,
            body,
            annots,
        } => {
            if let Some(i) = init {
                walk_stmt(func, i, w);
            }
            for e in [cond, step].into_iter().flatten() {
                walk_expr(func, e, w);
            }
            w.loops.push((func.to_string(), s.span, annots.clone()));
            walk_stmt(func, body, w);
        }
        StmtKind::Switch(e, b) => {
            walk_expr(func, e, w);
            walk_stmt(func, b, w);
        }
        StmtKind::Case(_, _, b) | StmtKind::Default(b) | StmtKind::Labeled(_, b) => {
            walk_stmt(func, b, w)
        }
        StmtKind::Return(Some(e)) => walk_expr(func, e, w),
        StmtKind::Annotation(a) => w.annots.push(a.clone()),
        _ => {}
    }
}

fn walk_decl(func: &str, d: &Declaration, w: &mut Walk) {
    for dcl in &d.declarators {
        if let Some(i) = &dcl.init {
            walk_init(func, i, w);
        }
    }
}

fn walk_init(func: &str, i: &Initializer, w: &mut Walk) {
    match i {
        Initializer::Expr(e) => walk_expr(func, e, w),
        Initializer::List(items, _) => items.iter().for_each(|(_, i)| walk_init(func, i, w)),
    }
}

fn walk_expr(func: &str, e: &Expr, w: &mut Walk) {
    use ExprKind as K;
    match &e.kind {
        K::Call(f, args) => {
            if let K::Ident(n) = &f.kind {
                if n.starts_with("MPI_") {
                    w.nested_mpi.push(e.span);
                } else {
                    w.calls.push((func.to_string(), n.to_string(), e.span));
                }
            } else {
                walk_expr(func, f, w);
            }
            args.iter().for_each(|a| walk_expr(func, a, w));
        }
        K::Unary(_, a) | K::SizeofExpr(a) | K::Old(a) | K::Member(a, _, _) | K::Cast(_, a) => {
            walk_expr(func, a, w)
        }
        K::Binary(_, a, b) | K::Assign(_, a, b) | K::Comma(a, b) | K::Index(a, b) => {
            walk_expr(func, a, w);
            walk_expr(func, b, w);
        }
        K::Cond(a, b, c) => {
            walk_expr(func, a, w);
            walk_expr(func, b, w);
            walk_expr(func, c, w);
        }
        K::StmtExpr(s) => walk_stmt(func, s, w),
        K::CompoundLit(_, i) => walk_init(func, i, w),
        K::Builtin(_, args) => args.iter().for_each(|a| walk_expr(func, a, w)),
        _ => {}
    }
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
