//! The C preprocessor: files to the parser's token stream.
//!
//! [`preprocess`] lexes a file ([`crate::lex`]), executes its directives, expands macros
//! and returns one vector of [`Token`]s ending with [`TokenKind::Eof`], plus diagnostics.
//! It is hand-written: no maintained Rust crate gives a C preprocessor that keeps spans
//! into the original sources through macro expansion and keeps pragmas and ACSL comments
//! as tokens in place, which the verifier needs for its reports and annotations.
//!
//! # What it does
//! - Directives: `#include` (`"..."`: the including file's folder, then the `-I` folders,
//!   then the bundled headers; `<...>`: the `-I` folders, then the bundled headers; a
//!   macro-expanded name is accepted), `#define`/`#undef` (object-like and function-like
//!   macros, `#`, `##`, `...`/`__VA_ARGS__`, GNU named variadic parameters and the GNU
//!   `, ## __VA_ARGS__` comma deletion), `#if`/`#ifdef`/`#ifndef`/`#elif`/`#elifdef`/
//!   `#elifndef`/`#else`/`#endif` with full integer constant expressions in 64-bit
//!   arithmetic, `#error`, `#warning`, `#line` (ignored), `#pragma`, `#ident` (ignored)
//!   and the null directive. `#pragma once` and include guards make repeated includes
//!   harmless; each file is read and lexed at most once.
//! - Macros follow C99 6.10.3: arguments are fully expanded before substitution unless
//!   they are operands of `#` or `##`, and a macro is not expanded again while its own
//!   replacement is rescanned (identifiers met then are "painted blue" for good).
//!   Predefined: `__FILE__`, `__LINE__`, `__COUNTER__`, `__DATE__`, `__TIME__` (fixed
//!   values), `__STDC__` (1), `__STDC_HOSTED__` (1), `__STDC_VERSION__` (199901L) and
//!   `_TASS` (1); `_CIVL` (1) from the point where `civlc.cvh` is included, or from the
//!   start for a `.cvl` file or with `--civl`. `-D`/`-U` options are read from a synthetic file
//!   `<command line>` and the predefined macros from `<built-in>`.
//! - Spans: every token keeps the span of its own text in an original file. A token that a
//!   macro expansion produces (from a replacement list, by `#` or by `##`) gets the span
//!   of the outermost macro invocation in the file (for a function-like macro, from its
//!   name to the closing parenthesis) and [`Token::macro_name`] = that macro's name.
//!   Tokens of macro *arguments* keep their own origin (their own span, or the invocation
//!   that produced them), so errors in `MAX(a, b/c)` can point at `b/c`.
//! - `#pragma NS ...` becomes one [`TokenKind::Pragma`] token where the directive was;
//!   bodies of `TASS` and `CIVL` pragmas are macro-expanded, others are kept as written.
//!   `#pragma once` is consumed. `_Pragma("...")` is supported the same way (its tokens
//!   get the span of the `_Pragma` operator). A pragma directive met while the arguments
//!   of a macro are collected is placed before that macro's expansion.
//! - Input macros (seed 001, 3.3): `#pragma TASS input ...` or `#pragma TASS output ...`
//!   directly followed by an object-like `#define NAME value` sets the pragma's
//!   `macro_def` and does *not* define `NAME`: it stays an identifier everywhere
//!   (including later pragma bodies and ACSL comments). `defined(NAME)`/`#ifdef NAME`
//!   are true for an input macro; using its value in `#if` is an error; defining it
//!   again is an error; `#undef NAME` ends its input-macro status.
//! - ACSL comments are [`TokenKind::Acsl`] tokens whose contents are macro-expanded with
//!   the definitions in force where the comment is.
//!
//! # Limits and robustness
//! No input makes it panic, overflow the stack or hang: includes nest at most
//! [`MAX_INCLUDE_DEPTH`] deep and at most [`MAX_INCLUDES`] times in all; macro
//! expansion may produce at most [`MAX_EXPANSION_TOKENS`] tokens in all, its `#` and `##`
//! operators at most [`MAX_EXPANSION_BYTES`] bytes of text in all, and nest
//! argument expansions at most [`MAX_ARG_NESTING`] deep; `#if` expressions nest at most
//! 200 deep. Exceeding the expansion limits is a fatal error: the output stops there.
//!
//! # Not supported
//! `__has_include` and similar GCC/Clang extensions (they evaluate as 0 or give a syntax
//! error in `#if`), `__VA_OPT__`, `#include_next` (treated as `#include`), `#line`
//! (accepted, without effect), directives inside the arguments of a macro other than
//! conditionals, `#define`, `#undef` and `#pragma` (`#include` there is an error).

mod definition;
mod expr;
mod headers;
mod macros;

pub use headers::BUNDLED_HEADERS;

use crate::diag::Diagnostic;
use crate::lex::{classify_number, lex, lex_with, Interner, PpKind, PpToken};
use crate::source::{FileId, SourceMap, Span};
use crate::token::{AcslComment, Pragma, Punct, Token, TokenKind};
use definition::{Context, Floor, Macro};
use std::collections::{HashMap, HashSet};
use std::path::{Path, PathBuf};
use std::rc::Rc;
use std::sync::Arc;

/// How deep `#include` may nest.
pub const MAX_INCLUDE_DEPTH: usize = 200;
/// How many `#include`s one run may execute in all.
pub const MAX_INCLUDES: usize = 20_000;
/// How many tokens macro expansion may produce in one run, in all.
pub const MAX_EXPANSION_TOKENS: usize = 5_000_000;
/// How many bytes of text the `#` and `##` operators may make in one run, in all (a
/// token pasted from two halves doubles at every level of a nested macro while the
/// count of tokens stays the same: this bounds the memory such macros take).
pub const MAX_EXPANSION_BYTES: usize = 64 << 20;
/// How deep the expansion of macro arguments may nest (`f(g(h(...)))`).
pub const MAX_ARG_NESTING: usize = 100;

/// Options of the preprocessor, as given on the command line.
#[derive(Default, Clone, Debug)]
pub struct PpOptions {
    /// `-I` folders, searched in order.
    pub include_dirs: Vec<PathBuf>,
    /// `-D NAME` (`None`: defined as `1`) and `-D NAME=VALUE`. `NAME` may be a
    /// function-like macro head such as `F(x)`.
    pub defines: Vec<(String, Option<String>)>,
    /// `-U NAME`, applied after all `defines`.
    pub undefines: Vec<String>,
    /// Read the CIVL-C dialect from the start (`--civl`), as for a `.cvl` file.
    pub civl: bool,
}

/// The result of preprocessing one file.
#[derive(Clone, Debug)]
pub struct PpOutput {
    /// The tokens for the parser; the last one is [`TokenKind::Eof`].
    pub tokens: Vec<Token>,
    /// Errors and warnings, in the order found.
    pub diagnostics: Vec<Diagnostic>,
    /// Whether the CIVL-C dialect was detected (`civlc.cvh` included, or a `.cvl` file).
    pub civl: bool,
    /// Each `#define` of an object-like macro in the program's own files (not the
    /// bundled headers), in the order read: the name and its span in the definition.
    pub defines: Vec<(Arc<str>, Span)>,
}

/// Preprocesses `file`, which must already be in `map`; included files and bundled
/// headers are added to `map`.
pub fn preprocess(map: &mut SourceMap, file: FileId, opts: &PpOptions) -> PpOutput {
    let mut pp = Pp::new(map, opts);
    pp.run(file);
    let len = pp.map.file(file).text.len() as u32;
    let mut tokens = pp.out;
    tokens.push(Token::new(TokenKind::Eof, Span::new(file, len, len)));
    PpOutput {
        tokens,
        diagnostics: pp.diags,
        civl: pp.civl,
        defines: pp.defines,
    }
}

/// Reads the file at `path`, adds it to `map` and preprocesses it. A file that is not C
/// source text (a NUL byte, bytes that are not UTF-8, more than [`MAX_FILE_BYTES`]) is an
/// error of kind [`std::io::ErrorKind::InvalidData`] carrying a [`NotText`].
pub fn preprocess_file(
    map: &mut SourceMap,
    path: &Path,
    opts: &PpOptions,
) -> Result<(FileId, PpOutput), std::io::Error> {
    let text = read_text(path)?;
    let id = map.add(path, text, false);
    Ok((id, preprocess(map, id, opts)))
}

/// The largest source file read, in bytes (spans are 32-bit offsets).
pub const MAX_FILE_BYTES: u64 = 1 << 30;

/// Why a file is not read as C source text: where, and what is wrong.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct NotText {
    /// One-based line of the first offending byte.
    pub line: u32,
    /// One-based column (in characters) of the first offending byte.
    pub column: u32,
    /// What is wrong and what is accepted, without a final period.
    pub message: String,
}

impl std::fmt::Display for NotText {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(
            f,
            "line {}, column {}: {}",
            self.line, self.column, self.message
        )
    }
}

impl std::error::Error for NotText {}

/// The error for a file that is not text, at byte `at` of `bytes`.
fn not_text(bytes: &[u8], at: usize, message: String) -> std::io::Error {
    let before = &bytes[..at.min(bytes.len())];
    let line_start = before
        .iter()
        .rposition(|&b| b == b'\n')
        .map_or(0, |i| i + 1);
    let line = before.iter().filter(|&&b| b == b'\n').count() + 1;
    let column = String::from_utf8_lossy(&before[line_start..])
        .chars()
        .count()
        + 1;
    std::io::Error::new(
        std::io::ErrorKind::InvalidData,
        NotText {
            line: u32::try_from(line).unwrap_or(u32::MAX),
            column: u32::try_from(column).unwrap_or(u32::MAX),
            message,
        },
    )
}

/// Reads a source file: UTF-8 text without NUL bytes, at most [`MAX_FILE_BYTES`] long
/// (a regular file, a pipe or a device alike).
fn read_text(path: &Path) -> Result<String, std::io::Error> {
    let size = std::fs::metadata(path)?.len();
    if size > MAX_FILE_BYTES {
        return Err(std::io::Error::new(
            std::io::ErrorKind::InvalidData,
            format!(
                "the file has {size} bytes; tass reads source files of at most {MAX_FILE_BYTES} bytes"
            ),
        ));
    }
    // Read through the same cap whatever the file is: a pipe, a device (`/dev/zero`) or
    // a file still growing has no size to check beforehand. A NUL byte ends the reading
    // at once (binary data: `/dev/zero`, an executable).
    let mut file = std::fs::File::open(path)?;
    let mut bytes = Vec::new();
    let mut chunk = vec![0u8; 1 << 16];
    loop {
        let n = match std::io::Read::read(&mut file, &mut chunk) {
            Ok(0) => break,
            Ok(n) => n,
            Err(e) if e.kind() == std::io::ErrorKind::Interrupted => continue,
            Err(e) => return Err(e),
        };
        let before = bytes.len();
        bytes.extend_from_slice(&chunk[..n]);
        if let Some(at) = chunk[..n].iter().position(|&b| b == 0) {
            return Err(not_text(
                &bytes,
                before + at,
                "a NUL byte: this is binary data, not C source text".into(),
            ));
        }
        if bytes.len() as u64 > MAX_FILE_BYTES {
            return Err(std::io::Error::new(
                std::io::ErrorKind::InvalidData,
                format!(
                    "the file has more than {MAX_FILE_BYTES} bytes; tass reads source files of at most {MAX_FILE_BYTES} bytes"
                ),
            ));
        }
    }
    String::from_utf8(bytes).map_err(|e| {
        let at = e.utf8_error().valid_up_to();
        let bytes = e.as_bytes();
        not_text(
            bytes,
            at,
            format!(
                "byte 0x{:02X} is not UTF-8: tass reads C source files as UTF-8 (or ASCII) text; convert the file, e.g. with `iconv -f LATIN1 -t UTF-8`",
                bytes[at]
            ),
        )
    })
}

/// One file being read.
struct Frame {
    file: FileId,
    toks: Rc<Vec<PpToken>>,
    pos: usize,
    /// Open conditionals of this file.
    conds: Vec<Cond>,
    /// The folder for `#include "..."`; `None` for bundled and synthetic files.
    dir: Option<PathBuf>,
    bundled: bool,
}

/// An open `#if` group.
struct Cond {
    /// The `#if` line.
    span: Span,
    /// Whether one of its groups was (or is being) included.
    taken: bool,
    seen_else: bool,
}

/// Where an include was found.
enum Found {
    Path(PathBuf),
    Bundled(&'static str, &'static str),
}

/// The state of one preprocessing run.
struct Pp<'a> {
    map: &'a mut SourceMap,
    opts: &'a PpOptions,
    interner: Interner,
    diags: Vec<Diagnostic>,
    out: Vec<Token>,
    civl: bool,
    frames: Vec<Frame>,
    /// Macro expansions being read, innermost last.
    ctx: Vec<Context>,
    macros: HashMap<Arc<str>, Rc<Macro>>,
    /// Input macros and the span of their name in the `#define`.
    input_macros: HashMap<Arc<str>, Span>,
    /// Object-like macros defined in the program's files ([`PpOutput::defines`]).
    defines: Vec<(Arc<str>, Span)>,
    /// Canonical path of every file read.
    file_ids: HashMap<PathBuf, FileId>,
    bundled_ids: HashMap<&'static str, FileId>,
    lexed: HashMap<FileId, Rc<Vec<PpToken>>>,
    once: HashSet<FileId>,
    includes: usize,
    /// Tokens produced by macro expansion so far.
    expanded: usize,
    /// Bytes of text made by `#` and `##` so far.
    made_bytes: usize,
    /// Depth of nested argument expansions.
    nesting: usize,
    /// Greater than zero while the arguments of a macro are read from a file.
    collecting_args: usize,
    counter: u64,
    /// A fatal error happened: stop.
    aborted: bool,
}

impl<'a> Pp<'a> {
    fn new(map: &'a mut SourceMap, opts: &'a PpOptions) -> Pp<'a> {
        Pp {
            map,
            opts,
            interner: Interner::new(),
            diags: Vec::new(),
            out: Vec::new(),
            civl: false,
            frames: Vec::new(),
            ctx: Vec::new(),
            macros: HashMap::new(),
            input_macros: HashMap::new(),
            defines: Vec::new(),
            file_ids: HashMap::new(),
            bundled_ids: HashMap::new(),
            lexed: HashMap::new(),
            once: HashSet::new(),
            includes: 0,
            expanded: 0,
            made_bytes: 0,
            nesting: 0,
            collecting_args: 0,
            counter: 0,
            aborted: false,
        }
    }

    fn error(&mut self, span: Span, msg: impl Into<String>) {
        self.diags.push(Diagnostic::error(span, msg));
    }

    fn warning(&mut self, span: Span, msg: impl Into<String>) {
        self.diags.push(Diagnostic::warning(span, msg));
    }

    fn run(&mut self, main: FileId) {
        self.define_builtins();
        let builtin = self.map.add("<built-in>", BUILTIN_DEFINES, true);
        self.run_synthetic(builtin);
        let mut cmd = String::new();
        for (name, value) in &self.opts.defines {
            let value = value.as_deref().unwrap_or("1");
            cmd.push_str(&format!("#define {} {}\n", one_line(name), one_line(value)));
        }
        for name in &self.opts.undefines {
            cmd.push_str(&format!("#undef {}\n", one_line(name)));
        }
        if !cmd.is_empty() {
            let id = self.map.add("<command line>", cmd, false);
            self.run_synthetic(id);
        }

        let path = self.map.file(main).path.clone();
        if let Ok(c) = std::fs::canonicalize(&path) {
            self.file_ids.insert(c, main);
        }
        if self.opts.civl || path.extension().is_some_and(|e| e == "cvl") {
            self.enable_civl(Span::new(main, 0, 0));
        }
        let dir = path.parent().map(Path::to_path_buf).unwrap_or_default();
        let bundled = self.map.file(main).bundled;
        self.push_frame(main, (!bundled).then_some(dir));
        self.main_loop();
    }

    /// Runs the directives of a synthetic file (predefined macros, `-D`, `-U`).
    fn run_synthetic(&mut self, id: FileId) {
        self.push_frame(id, None);
        while let Some(t) = self.next_file_token() {
            let msg = format!("unexpected `{}` in a macro definition", t.kind.spelling());
            self.error(t.span, msg);
        }
        self.pop_frame();
    }

    fn lex_file(&mut self, id: FileId) -> Rc<Vec<PpToken>> {
        if let Some(t) = self.lexed.get(&id) {
            return t.clone();
        }
        let text = self.map.file(id).text.clone();
        let lexed = lex(&text, id, &mut self.interner);
        self.diags.extend(lexed.diagnostics);
        let toks = Rc::new(lexed.tokens);
        self.lexed.insert(id, toks.clone());
        toks
    }

    fn push_frame(&mut self, file: FileId, dir: Option<PathBuf>) {
        let toks = self.lex_file(file);
        let bundled = self.map.file(file).bundled;
        self.frames.push(Frame {
            file,
            toks,
            pos: 0,
            conds: Vec::new(),
            dir,
            bundled,
        });
    }

    /// Closes the current file; returns whether a file remains open.
    fn pop_frame(&mut self) -> bool {
        if let Some(f) = self.frames.pop() {
            if !self.aborted {
                for c in f.conds {
                    self.diags.push(
                        Diagnostic::error(c.span, "unterminated conditional directive")
                            .with_note("this `#if` has no matching `#endif` in its file"),
                    );
                }
            }
        }
        !self.frames.is_empty()
    }

    fn main_loop(&mut self) {
        loop {
            if self.aborted {
                break;
            }
            match self.next_expanded(Floor::File) {
                Some(tok) => {
                    if !tok.noexpand && tok.ident().is_some_and(|s| &**s == "_Pragma") {
                        self.pragma_operator(tok);
                    } else if let Some(t) = self.convert(tok) {
                        self.out.push(t);
                    }
                }
                None => {
                    if self.aborted || !self.pop_frame() {
                        break;
                    }
                }
            }
        }
    }

    /// The next token of the current file outside skipped groups, executing directives;
    /// `None` at the end of the file.
    fn next_file_token(&mut self) -> Option<PpToken> {
        loop {
            if self.aborted {
                return None;
            }
            let f = self.frames.last_mut()?;
            let t = f.toks.get(f.pos)?.clone();
            f.pos += 1;
            if t.bol && t.is(Punct::Hash) {
                self.directive(&t);
                continue;
            }
            if let PpKind::Invalid(msg) = &t.kind {
                self.error(t.span, msg.to_string());
                continue;
            }
            return Some(t);
        }
    }

    /// The rest of the current directive line (ACSL comments dropped).
    fn take_line(&mut self) -> Vec<PpToken> {
        let Some(f) = self.frames.last_mut() else {
            return Vec::new();
        };
        let start = f.pos;
        let mut end = start;
        while end < f.toks.len() && !f.toks[end].bol {
            end += 1;
        }
        f.pos = end;
        f.toks[start..end]
            .iter()
            .filter(|t| !matches!(t.kind, PpKind::Acsl(_)))
            .cloned()
            .collect()
    }

    /// Reports the invalid tokens of `toks`; returns whether there were any.
    fn report_invalid(&mut self, toks: &[PpToken]) -> bool {
        let mut any = false;
        for t in toks {
            if let PpKind::Invalid(msg) = &t.kind {
                self.error(t.span, msg.to_string());
                any = true;
            }
        }
        any
    }

    fn directive(&mut self, hash: &PpToken) {
        let line = self.take_line();
        let Some(first) = line.first() else {
            return; // null directive
        };
        let name = match &first.kind {
            PpKind::Ident(s) => s.clone(),
            PpKind::Number(_) => return, // `# 12 "file"` line marker
            k => {
                let msg = format!("invalid preprocessing directive `#{}`", k.spelling());
                self.error(first.span, msg);
                return;
            }
        };
        let kw = first.span;
        let rest = &line[1..];
        match &*name {
            "define" => self.do_define(rest, kw),
            "undef" => self.do_undef(rest, kw),
            "include" | "include_next" => self.do_include(hash, rest, kw),
            "if" => {
                let v = self.eval_if(rest, kw);
                self.push_cond(hash.span.to(kw), v);
            }
            "ifdef" | "ifndef" => {
                let v = self.ifdef_value(rest, kw, &name);
                self.push_cond(hash.span.to(kw), v);
            }
            "elif" | "elifdef" | "elifndef" => self.do_elif(rest, kw, &name),
            "else" => self.do_else(rest, kw),
            "endif" => self.do_endif(rest, kw),
            "error" | "warning" => {
                let text = self.raw_text(kw, rest);
                let msg = format!("#{name} {text}").trim_end().to_string();
                if &*name == "error" {
                    self.error(kw, msg);
                } else {
                    self.warning(kw, msg);
                }
            }
            "line" | "ident" | "sccs" => {}
            "pragma" => {
                let end = rest.last().map(|t| t.span).unwrap_or(kw);
                let span = hash.span.to(end);
                self.make_pragma(rest.to_vec(), span, true);
            }
            _ => {
                let msg = format!("unknown preprocessing directive `#{name}`");
                self.error(kw, msg);
            }
        }
    }

    /// The source text of a directive after its keyword, for `#error` and `#warning`.
    fn raw_text(&self, kw: Span, rest: &[PpToken]) -> String {
        let Some(last) = rest.last() else {
            return String::new();
        };
        if last.span.file != kw.file || last.macro_name.is_some() {
            return String::new();
        }
        let span = Span::new(kw.file, kw.hi, last.span.hi);
        self.map
            .snippet(span)
            .replace("\\\r\n", "")
            .replace("\\\n", "")
            .trim()
            .to_string()
    }

    fn warn_extra(&mut self, rest: &[PpToken], directive: &str) {
        if let Some(t) = rest.first() {
            let msg = format!("extra tokens at the end of `#{directive}`");
            self.warning(t.span, msg);
        }
    }

    fn is_defined(&self, name: &str) -> bool {
        self.macros.contains_key(name) || self.input_macros.contains_key(name)
    }

    fn ifdef_value(&mut self, rest: &[PpToken], kw: Span, directive: &str) -> bool {
        let Some(name) = rest.first().and_then(|t| t.ident()).cloned() else {
            let msg = format!("`#{directive}` needs a macro name");
            self.error(rest.first().map(|t| t.span).unwrap_or(kw), msg);
            return false;
        };
        self.warn_extra(&rest[1..], directive);
        self.is_defined(&name) != directive.ends_with("ndef")
    }

    fn push_cond(&mut self, span: Span, value: bool) {
        if let Some(f) = self.frames.last_mut() {
            f.conds.push(Cond {
                span,
                taken: value,
                seen_else: false,
            });
        }
        if !value {
            self.skip_group();
        }
    }

    /// The state of the innermost open conditional: `(taken, seen_else)`.
    fn top_cond(&self) -> Option<(bool, bool)> {
        self.frames
            .last()
            .and_then(|f| f.conds.last())
            .map(|c| (c.taken, c.seen_else))
    }

    fn set_top_cond(&mut self, taken: bool, seen_else: bool) {
        if let Some(c) = self.frames.last_mut().and_then(|f| f.conds.last_mut()) {
            c.taken = taken;
            c.seen_else = seen_else;
        }
    }

    fn do_elif(&mut self, rest: &[PpToken], kw: Span, directive: &str) {
        let Some((taken, seen_else)) = self.top_cond() else {
            let msg = format!("`#{directive}` without `#if`");
            self.error(kw, msg);
            return;
        };
        if seen_else {
            let msg = format!("`#{directive}` after `#else`");
            self.error(kw, msg);
        }
        if taken {
            self.skip_group();
            return;
        }
        let v = if directive == "elif" {
            self.eval_if(rest, kw)
        } else {
            self.ifdef_value(rest, kw, directive)
        };
        if v {
            self.set_top_cond(true, seen_else);
        } else {
            self.skip_group();
        }
    }

    fn do_else(&mut self, rest: &[PpToken], kw: Span) {
        let Some((taken, seen_else)) = self.top_cond() else {
            self.error(kw, "`#else` without `#if`");
            return;
        };
        self.warn_extra(rest, "else");
        if seen_else {
            self.error(kw, "`#else` after `#else`");
        }
        self.set_top_cond(true, true);
        if taken {
            self.skip_group();
        }
    }

    fn do_endif(&mut self, rest: &[PpToken], kw: Span) {
        self.warn_extra(rest, "endif");
        let popped = self.frames.last_mut().and_then(|f| f.conds.pop());
        if popped.is_none() {
            self.error(kw, "`#endif` without `#if`");
        }
    }

    /// Skips to the `#elif`, `#else` or `#endif` that ends the current group (leaving it to
    /// be read next), or to the end of the file.
    fn skip_group(&mut self) {
        let Some(f) = self.frames.last_mut() else {
            return;
        };
        let toks = &f.toks;
        let mut depth = 0usize;
        let mut i = f.pos;
        while i < toks.len() {
            let t = &toks[i];
            if t.bol && t.is(Punct::Hash) {
                let name = toks.get(i + 1).filter(|n| !n.bol).and_then(|n| n.ident());
                match name.map(|s| &**s) {
                    Some("if" | "ifdef" | "ifndef") => depth += 1,
                    Some("endif") => {
                        if depth == 0 {
                            break;
                        }
                        depth -= 1;
                    }
                    Some("elif" | "else" | "elifdef" | "elifndef") if depth == 0 => break,
                    _ => {}
                }
            }
            i += 1;
        }
        f.pos = i;
    }

    fn eval_if(&mut self, rest: &[PpToken], kw: Span) -> bool {
        if rest.is_empty() {
            self.error(kw, "`#if` with no expression");
            return false;
        }
        if self.report_invalid(rest) {
            return false;
        }
        let mut toks = rest.to_vec();
        for k in 0..toks.len() {
            if toks[k].ident().is_some_and(|s| &**s == "defined") {
                let j = if toks.get(k + 1).is_some_and(|t| t.is(Punct::LParen)) {
                    k + 2
                } else {
                    k + 1
                };
                if let Some(t) = toks.get_mut(j) {
                    t.noexpand = true;
                }
            }
        }
        let toks = self.expand_isolated(toks);
        if self.aborted {
            return false;
        }
        let defined_macros = &self.macros;
        let inputs = &self.input_macros;
        let defined = |n: &str| defined_macros.contains_key(n) || inputs.contains_key(n);
        let input = |n: &str| inputs.contains_key(n);
        match expr::evaluate(&toks, &defined, &input, kw) {
            Ok(v) => v,
            Err(d) => {
                self.diags.push(d);
                false
            }
        }
    }

    fn do_include(&mut self, hash: &PpToken, rest: &[PpToken], kw: Span) {
        if self.collecting_args > 0 {
            self.error(
                kw,
                "`#include` inside the arguments of a macro is not supported",
            );
            return;
        }
        if self.report_invalid(rest) {
            return;
        }
        let Some((name, angled, span, extra)) = self.include_name(rest, kw) else {
            return;
        };
        if extra {
            self.warning(span, "extra tokens at the end of `#include`");
        }
        let span = hash.span.to(span);
        let found = match self.find_include(&name, angled) {
            Ok(f) => f,
            Err(searched) => {
                let d = Diagnostic::error(span, format!("cannot find include file `{name}`"))
                    .with_note(format!("searched: {searched}"));
                self.diags.push(d);
                return;
            }
        };
        let (id, dir) = match found {
            Found::Bundled(hname, text) => {
                let id = match self.bundled_ids.get(hname) {
                    Some(&id) => id,
                    None => {
                        let id = self.map.add(format!("<tass>/{hname}"), text, true);
                        self.bundled_ids.insert(hname, id);
                        id
                    }
                };
                (id, None)
            }
            Found::Path(p) => {
                let canon = std::fs::canonicalize(&p).unwrap_or_else(|_| p.clone());
                let id = match self.file_ids.get(&canon) {
                    Some(&id) => id,
                    None => match read_text(&p) {
                        Ok(text) => {
                            let id = self.map.add(&p, text, false);
                            self.file_ids.insert(canon, id);
                            id
                        }
                        Err(e) => {
                            let msg = format!("cannot read include file `{}`: {e}", p.display());
                            self.error(span, msg);
                            return;
                        }
                    },
                };
                let dir = p.parent().map(Path::to_path_buf).unwrap_or_default();
                (id, Some(dir))
            }
        };
        if self.once.contains(&id) {
            return;
        }
        if self.frames.len() >= MAX_INCLUDE_DEPTH {
            let d = Diagnostic::error(
                span,
                format!("`#include` nested more than {MAX_INCLUDE_DEPTH} levels deep"),
            )
            .with_note("a file probably includes itself without an include guard");
            self.diags.push(d);
            return;
        }
        self.includes += 1;
        if self.includes > MAX_INCLUDES {
            let d = Diagnostic::error(
                span,
                format!("more than {MAX_INCLUDES} `#include`s executed; stopping"),
            );
            self.diags.push(d);
            self.aborted = true;
            return;
        }
        let file_name = self.map.file(id).path.file_name().map(|n| n.to_owned());
        if file_name.is_some_and(|n| n == "civlc.cvh") {
            self.enable_civl(span);
        }
        self.push_frame(id, dir);
    }

    /// The file name of an `#include` line: `(name, angled, span, extra tokens follow)`.
    fn include_name(&mut self, rest: &[PpToken], kw: Span) -> Option<(String, bool, Span, bool)> {
        match rest.first().map(|t| &t.kind) {
            Some(PpKind::Str(s)) if s.starts_with('"') && s.len() >= 2 => {
                return Some((
                    s[1..s.len() - 1].to_string(),
                    false,
                    rest[0].span,
                    rest.len() > 1,
                ))
            }
            Some(PpKind::HeaderName(s)) => {
                return Some((s.to_string(), true, rest[0].span, rest.len() > 1))
            }
            _ => {}
        }
        let toks = self.expand_isolated(rest.to_vec());
        let bad = |pp: &mut Pp, span: Span| {
            pp.error(span, "`#include` expects \"FILENAME\" or <FILENAME>");
            None
        };
        let Some(first) = toks.first() else {
            return bad(self, kw);
        };
        let span = first.span;
        match &first.kind {
            PpKind::Str(s) if s.starts_with('"') && s.len() >= 2 => {
                Some((s[1..s.len() - 1].to_string(), false, span, toks.len() > 1))
            }
            PpKind::Punct(Punct::Lt) => {
                let mut name = String::new();
                for (i, t) in toks.iter().enumerate().skip(1) {
                    if t.is(Punct::Gt) {
                        return Some((name, true, span.to(t.span), i + 1 < toks.len()));
                    }
                    if i > 1 && t.leading_space {
                        name.push(' ');
                    }
                    t.kind.spell(&mut name);
                }
                bad(self, span)
            }
            _ => bad(self, span),
        }
    }

    /// Searches for an include file; on failure, describes where it looked.
    fn find_include(&self, name: &str, angled: bool) -> Result<Found, String> {
        let mut searched = Vec::new();
        let bundled = headers::get(name);
        let frame = self.frames.last();
        if !angled {
            if let Some(f) = frame {
                if f.bundled {
                    if let Some((n, t)) = bundled {
                        return Ok(Found::Bundled(n, t));
                    }
                } else if let Some(dir) = &f.dir {
                    let p = dir.join(name);
                    if p.is_file() {
                        return Ok(Found::Path(p));
                    }
                    let shown = if dir.as_os_str().is_empty() {
                        ".".to_string()
                    } else {
                        dir.display().to_string()
                    };
                    searched.push(format!("`{shown}` (the including file's folder)"));
                }
            }
        }
        for dir in &self.opts.include_dirs {
            let p = dir.join(name);
            if p.is_file() {
                return Ok(Found::Path(p));
            }
            searched.push(format!("`{}`", dir.display()));
        }
        if let Some((n, t)) = bundled {
            return Ok(Found::Bundled(n, t));
        }
        searched.push(format!(
            "the bundled headers of tass ({})",
            BUNDLED_HEADERS
                .iter()
                .map(|(n, _)| *n)
                .collect::<Vec<_>>()
                .join(", ")
        ));
        Err(searched.join(", "))
    }

    fn enable_civl(&mut self, span: Span) {
        self.civl = true;
        if !self.macros.contains_key("_CIVL") {
            let one = self.interner.intern("1");
            self.define_object("_CIVL", vec![PpToken::new(PpKind::Number(one), span)], span);
        }
    }

    /// Handles the tokens of a pragma (`rest` starts with the namespace word).
    fn make_pragma(&mut self, rest: Vec<PpToken>, span: Span, directive: bool) {
        let mut it = rest.into_iter();
        let Some(first) = it.next() else {
            return; // `#pragma` alone: ignored, as by other compilers
        };
        let namespace: Arc<str> = match &first.kind {
            PpKind::Ident(s) => s.clone(),
            k => Arc::from(k.spelling().as_ref()),
        };
        if &*namespace == "once" {
            if directive {
                if let Some(f) = self.frames.last() {
                    self.once.insert(f.file);
                }
            }
            return;
        }
        let mut body: Vec<PpToken> = it.collect();
        let mut macro_def = None;
        let annotation = matches!(&*namespace, "TASS" | "CIVL");
        if &*namespace == "TASS"
            && directive
            && body
                .first()
                .and_then(|t| t.ident())
                .is_some_and(|w| &**w == "input" || &**w == "output")
        {
            macro_def = self.take_input_macro();
        }
        if annotation {
            body = self.expand_isolated(body);
        }
        let body = body.into_iter().filter_map(|t| self.convert(t)).collect();
        let pragma = Pragma {
            namespace,
            body,
            macro_def,
            span,
        };
        self.out.push(Token {
            kind: TokenKind::Pragma(Arc::new(pragma)),
            span,
            macro_name: None,
            leading_space: true,
        });
    }

    /// After `#pragma TASS input|output`: when the next line is an object-like `#define`,
    /// consumes it and records its name as an input macro.
    fn take_input_macro(&mut self) -> Option<(Arc<str>, Span)> {
        let f = self.frames.last()?;
        let t = &f.toks;
        let p = f.pos;
        let hash = t.get(p)?;
        if !(hash.bol && hash.is(Punct::Hash)) {
            return None;
        }
        let def = t.get(p + 1)?;
        if def.bol || def.ident().map(|s| &**s) != Some("define") {
            return None;
        }
        let name_tok = t.get(p + 2)?;
        if name_tok.bol {
            return None;
        }
        let name = name_tok.ident()?.clone();
        if &*name == "defined" {
            return None;
        }
        if let Some(n) = t.get(p + 3) {
            if !n.bol && n.is(Punct::LParen) && !n.leading_space {
                return None;
            }
        }
        let span = name_tok.span;
        let mut q = p + 3;
        while q < t.len() && !t[q].bol {
            q += 1;
        }
        if let Some(f) = self.frames.last_mut() {
            f.pos = q;
        }
        if let Some(old) = self.macros.remove(&name) {
            let loc = self.map.location(old.span);
            let d = Diagnostic::warning(
                span,
                format!("input macro `{name}` was already defined as a macro; that definition is dropped"),
            )
            .with_note(format!("the earlier definition is at {loc}"));
            self.diags.push(d);
        }
        self.input_macros.insert(name.clone(), span);
        Some((name, span))
    }

    /// The `_Pragma ( "..." )` operator: reads its operand and emits a pragma token.
    fn pragma_operator(&mut self, kw: PpToken) {
        let lp = self.next_expanded(Floor::File);
        let s = self.next_expanded(Floor::File);
        let rp = self.next_expanded(Floor::File);
        let (Some(lp), Some(s), Some(rp)) = (lp, s, rp) else {
            self.error(kw.span, "`_Pragma` must be followed by `(\"...\")`");
            return;
        };
        let PpKind::Str(text) = &s.kind else {
            self.error(s.span, "`_Pragma` takes a string literal");
            return;
        };
        if !lp.is(Punct::LParen) || !rp.is(Punct::RParen) {
            self.error(kw.span, "`_Pragma` must be followed by `(\"...\")`");
            return;
        }
        let span = if kw.macro_name.is_none() && rp.macro_name.is_none() {
            kw.span.to(rp.span)
        } else {
            kw.span
        };
        let inner = destringize(text);
        let lexed = lex_with(&inner, span.file, &mut self.interner, false);
        let toks: Vec<PpToken> = lexed
            .tokens
            .into_iter()
            .map(|mut t| {
                t.span = span;
                t.bol = false;
                t.macro_name = kw.macro_name.clone();
                t
            })
            .collect();
        self.make_pragma(toks, span, false);
    }

    /// Turns a pp-token into a parser token; reports invalid ones.
    fn convert(&mut self, tok: PpToken) -> Option<Token> {
        let kind = match tok.kind {
            PpKind::Ident(s) => TokenKind::Ident(s),
            PpKind::Number(s) => classify_number(s),
            PpKind::Char(s) => TokenKind::Char(s),
            PpKind::Str(s) => TokenKind::Str(s),
            PpKind::Punct(p) => TokenKind::Punct(p),
            PpKind::Acsl(raw) => {
                let body = self.expand_isolated(raw.body.clone());
                let body = body.into_iter().filter_map(|t| self.convert(t)).collect();
                TokenKind::Acsl(Arc::new(AcslComment {
                    body,
                    line_comment: raw.line_comment,
                    span: tok.span,
                }))
            }
            PpKind::HeaderName(s) => {
                self.error(tok.span, format!("unexpected header name `<{s}>`"));
                return None;
            }
            PpKind::Invalid(msg) => {
                self.error(tok.span, msg.to_string());
                return None;
            }
            PpKind::Placemarker => return None,
        };
        Some(Token {
            kind,
            span: tok.span,
            macro_name: tok.macro_name,
            leading_space: tok.leading_space,
        })
    }
}

/// The predefined object-like macros (`__FILE__`, `__LINE__` and `__COUNTER__` are built
/// in separately).
const BUILTIN_DEFINES: &str = "#define __STDC__ 1
#define __STDC_VERSION__ 199901L
#define __STDC_HOSTED__ 1
#define _TASS 1
#define __DATE__ \"Jan  1 1970\"
#define __TIME__ \"00:00:00\"
";

/// A command-line word with its line breaks turned into spaces.
fn one_line(s: &str) -> String {
    s.replace(['\n', '\r'], " ")
}

/// The text of a string literal used by `_Pragma`: prefix and quotes removed, `\"` and
/// `\\` unescaped.
fn destringize(lit: &str) -> String {
    let start = lit.find('"').map(|i| i + 1).unwrap_or(0);
    let end = if lit.len() > start && lit.ends_with('"') {
        lit.len() - 1
    } else {
        lit.len()
    };
    let inner = lit.get(start..end).unwrap_or("");
    let mut out = String::with_capacity(inner.len());
    let mut chars = inner.chars().peekable();
    while let Some(c) = chars.next() {
        if c == '\\' && matches!(chars.peek(), Some('"') | Some('\\')) {
            if let Some(n) = chars.next() {
                out.push(n);
            }
        } else {
            out.push(c);
        }
    }
    out
}
