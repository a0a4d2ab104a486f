//! The C lexer: source text to preprocessing tokens.
//!
//! [`lex`] turns the text of one file into a vector of [`PpToken`]s, the "pp-tokens" of the
//! C standard, which the preprocessor ([`crate::pp`]) then expands into the parser's
//! [`Token`](crate::token::Token)s. The lexer is hand-written: it is the core of the front
//! end, and no maintained Rust crate lexes C while keeping spans into the original text
//! through line splices, CIVL and ACSL extensions included.
//!
//! What it does and assumes:
//! - Line splices (backslash-newline, also with `\r\n`) are removed before tokenizing, as in
//!   translation phase 2, but every [`Span`] is a byte range of the *original* text: a token
//!   split by a splice spans both pieces.
//! - Comments are whitespace, except ACSL annotation comments `/*@ ... */` and `//@ ...`,
//!   which become one [`PpKind::Acsl`] token holding the tokens of their contents. Inside a
//!   block annotation an `@` at the start of a line (after blanks) and the `@`s just before
//!   the closing `*/` are blanks, as in Frama-C.
//! - Identifiers include `$`-identifiers of CIVL-C (`$input`) and `\`-identifiers of ACSL
//!   (`\forall`); non-ASCII letters are accepted in identifiers.
//! - Preprocessing numbers follow the C grammar, except that a `.` followed by another `.`
//!   ends the number, so `0..n` is `0`, `..`, `n` (CIVL and ACSL ranges).
//! - Punctuators are those of C99 (with digraphs) plus `==>`, `<==>`, `..` and `@`.
//! - After `#include` at the start of a line, `<...>` is one [`PpKind::HeaderName`] token.
//! - Errors that depend on whether the code is compiled (stray characters, unterminated
//!   character or string literals) become [`PpKind::Invalid`] tokens, reported by the
//!   preprocessor only outside skipped conditional groups. Unterminated comments are
//!   reported directly in [`Lexed::diagnostics`].
//!
//! The lexer never panics and runs in time linear in the input.

use crate::diag::Diagnostic;
use crate::source::{FileId, Span};
use crate::token::{Punct, TokenKind};
use std::borrow::Cow;
use std::collections::HashSet;
use std::sync::Arc;

/// A preprocessing token: what the lexer produces and the preprocessor consumes.
#[derive(Clone, Debug, PartialEq)]
pub struct PpToken {
    /// What the token is.
    pub kind: PpKind,
    /// Where it came from in an original file (see [`crate::token::Token::span`]).
    pub span: Span,
    /// Whether whitespace (or a comment, or a newline) preceded the token.
    pub leading_space: bool,
    /// Whether the token is the first one on its (logical) line.
    pub bol: bool,
    /// Set by the preprocessor on an identifier that must never be macro-expanded again
    /// (the "painted blue" rule of C99 6.10.3.4).
    pub noexpand: bool,
    /// Set by the preprocessor: the outermost macro whose expansion produced the token.
    pub macro_name: Option<Arc<str>>,
}

impl PpToken {
    /// A token without flags or macro origin.
    pub fn new(kind: PpKind, span: Span) -> PpToken {
        PpToken {
            kind,
            span,
            leading_space: false,
            bol: false,
            noexpand: false,
            macro_name: None,
        }
    }

    /// Whether the token is the punctuator `p`.
    pub fn is(&self, p: Punct) -> bool {
        self.kind == PpKind::Punct(p)
    }

    /// The identifier text, when the token is one.
    pub fn ident(&self) -> Option<&Arc<str>> {
        match &self.kind {
            PpKind::Ident(s) => Some(s),
            _ => None,
        }
    }
}

/// The kinds of preprocessing tokens.
#[derive(Clone, Debug, PartialEq)]
pub enum PpKind {
    /// An identifier, including `$name` and `\name`.
    Ident(Arc<str>),
    /// A preprocessing number, as written (see [`classify_number`]).
    Number(Arc<str>),
    /// A character constant with its prefix and quotes.
    Char(Arc<str>),
    /// A string literal with its prefix and quotes.
    Str(Arc<str>),
    /// A punctuator.
    Punct(Punct),
    /// The `<...>` of an `#include` line, without the angle brackets.
    HeaderName(Arc<str>),
    /// An ACSL annotation comment, with its contents lexed (not yet macro-expanded).
    Acsl(Arc<RawAcsl>),
    /// Text that is not a valid token; the message says why. Reported by the preprocessor
    /// when the token is in code that is not skipped.
    Invalid(Arc<str>),
    /// The empty token of C99 6.10.3.3, used only inside the preprocessor during `##`.
    Placemarker,
}

impl PpKind {
    /// Appends the token's spelling (its C source text) to `out`.
    pub fn spell(&self, out: &mut String) {
        match self {
            PpKind::Ident(s) | PpKind::Number(s) | PpKind::Char(s) | PpKind::Str(s) => {
                out.push_str(s)
            }
            PpKind::Punct(p) => out.push_str(p.as_str()),
            PpKind::HeaderName(s) => {
                out.push('<');
                out.push_str(s);
                out.push('>');
            }
            PpKind::Acsl(a) => out.push_str(if a.line_comment { "//@" } else { "/*@ */" }),
            PpKind::Invalid(_) | PpKind::Placemarker => {}
        }
    }

    /// The token's spelling.
    pub fn spelling(&self) -> Cow<'_, str> {
        match self {
            PpKind::Ident(s) | PpKind::Number(s) | PpKind::Char(s) | PpKind::Str(s) => {
                Cow::Borrowed(s)
            }
            PpKind::Punct(p) => Cow::Borrowed(p.as_str()),
            _ => {
                let mut s = String::new();
                self.spell(&mut s);
                Cow::Owned(s)
            }
        }
    }
}

/// An ACSL comment as lexed: its contents as pp-tokens.
#[derive(Clone, Debug, PartialEq)]
pub struct RawAcsl {
    /// The tokens of the contents, without the `@` line markers.
    pub body: Vec<PpToken>,
    /// True for `//@` comments.
    pub line_comment: bool,
}

/// The result of lexing one file.
#[derive(Clone, Debug, Default)]
pub struct Lexed {
    /// The tokens, in order.
    pub tokens: Vec<PpToken>,
    /// Errors that do not depend on conditional compilation (unterminated comments).
    pub diagnostics: Vec<Diagnostic>,
}

/// Shares the text of identifiers and numbers between tokens: every spelling is allocated
/// once per preprocessing run.
#[derive(Debug, Default)]
pub struct Interner {
    set: HashSet<Arc<str>>,
}

impl Interner {
    /// An empty interner.
    pub fn new() -> Interner {
        Interner::default()
    }

    /// The shared copy of `s`.
    pub fn intern(&mut self, s: &str) -> Arc<str> {
        if let Some(a) = self.set.get(s) {
            return a.clone();
        }
        let a: Arc<str> = Arc::from(s);
        self.set.insert(a.clone());
        a
    }
}

/// Whether a preprocessing number is a floating constant (`Float`) or an integer
/// constant (`Int`); the text is kept as written. Malformed numbers are classified as
/// integers and left to the parser to reject.
pub fn classify_number(text: Arc<str>) -> TokenKind {
    let b = text.as_bytes();
    let hex = b.len() > 1 && b[0] == b'0' && (b[1] == b'x' || b[1] == b'X');
    let float = if hex {
        b.iter().any(|&c| c == b'.' || c == b'p' || c == b'P')
    } else {
        b.iter().any(|&c| c == b'.' || c == b'e' || c == b'E')
    };
    if float {
        TokenKind::Float(text)
    } else {
        TokenKind::Int(text)
    }
}

/// Lexes the whole text of file `file`, recognising ACSL comments.
pub fn lex(text: &str, file: FileId, interner: &mut Interner) -> Lexed {
    lex_with(text, file, interner, true)
}

/// Lexes `text` like [`lex`]; when `acsl_comments` is false, `/*@` and `//@` are ordinary
/// comments (used for text built by the preprocessor itself: `##` and `_Pragma`).
pub fn lex_with(text: &str, file: FileId, interner: &mut Interner, acsl_comments: bool) -> Lexed {
    let logical = Logical::new(text);
    // A UTF-8 byte order mark at the start is not part of the program.
    let start = if logical.text.starts_with('\u{feff}') {
        3
    } else {
        0
    };
    let mut lx = Lexer {
        src: logical.text.as_bytes(),
        text: &logical.text,
        logical: &logical,
        file,
        pos: start,
        end: logical.text.len(),
        acsl_comments,
        in_acsl: false,
        trailing_at: usize::MAX,
        acsl_line_start: false,
        interner,
        out: Vec::new(),
        diags: Vec::new(),
        leading_space: false,
        bol: true,
        dir_state: 0,
    };
    lx.run();
    Lexed {
        tokens: lx.out,
        diagnostics: lx.diags,
    }
}

/// The text after removing line splices, with the way back to original offsets.
struct Logical<'a> {
    text: Cow<'a, str>,
    /// `(logical offset, bytes removed before it)` at each splice, in order.
    splices: Vec<(u32, u32)>,
}

impl<'a> Logical<'a> {
    fn new(text: &'a str) -> Logical<'a> {
        let b = text.as_bytes();
        let splice_len = |i: usize| -> usize {
            if b[i] != b'\\' {
                return 0;
            }
            match (b.get(i + 1), b.get(i + 2)) {
                (Some(b'\n'), _) => 2,
                (Some(b'\r'), Some(b'\n')) => 3,
                _ => 0,
            }
        };
        if !(0..b.len()).any(|i| splice_len(i) > 0) {
            return Logical {
                text: Cow::Borrowed(text),
                splices: Vec::new(),
            };
        }
        let mut out = String::with_capacity(text.len());
        let mut splices = Vec::new();
        let mut removed = 0u32;
        let mut last = 0;
        let mut i = 0;
        while i < b.len() {
            let n = splice_len(i);
            if n > 0 {
                out.push_str(&text[last..i]);
                removed += n as u32;
                splices.push((out.len() as u32, removed));
                i += n;
                last = i;
            } else {
                i += 1;
            }
        }
        out.push_str(&text[last..]);
        Logical {
            text: Cow::Owned(out),
            splices,
        }
    }

    /// The original offset of logical offset `l`.
    fn orig(&self, l: usize) -> u32 {
        let l = l as u32;
        let i = self.splices.partition_point(|&(p, _)| p <= l);
        if i == 0 {
            l
        } else {
            l + self.splices[i - 1].1
        }
    }
}

struct Lexer<'a, 'i> {
    src: &'a [u8],
    text: &'a str,
    logical: &'a Logical<'a>,
    file: FileId,
    pos: usize,
    end: usize,
    /// Whether `/*@` and `//@` start ACSL comments.
    acsl_comments: bool,
    /// Whether this lexer reads the inside of an ACSL block comment.
    in_acsl: bool,
    /// Inside an ACSL block: where the final run of blanks and `@`s begins.
    trailing_at: usize,
    acsl_line_start: bool,
    interner: &'i mut Interner,
    out: Vec<PpToken>,
    diags: Vec<Diagnostic>,
    leading_space: bool,
    bol: bool,
    /// 1 after `#` at the start of a line, 2 after `# include`.
    dir_state: u8,
}

fn is_ident_start(c: u8) -> bool {
    c.is_ascii_alphabetic() || c == b'_' || c == b'$'
}

fn is_ident_continue(c: u8) -> bool {
    c.is_ascii_alphanumeric() || c == b'_' || c == b'$'
}

impl<'a> Lexer<'a, '_> {
    fn at(&self, k: usize) -> u8 {
        let i = self.pos + k;
        if i < self.end {
            self.src[i]
        } else {
            0
        }
    }

    fn span(&self, lo: usize, hi: usize) -> Span {
        let l = self.logical.orig(lo);
        let h = if hi > lo {
            self.logical.orig(hi - 1) + 1
        } else {
            l
        };
        Span::new(self.file, l, h)
    }

    fn slice(&self, lo: usize, hi: usize) -> &'a str {
        self.text.get(lo..hi).unwrap_or("")
    }

    /// The character at `pos` when it is not ASCII.
    fn wide_char(&self) -> Option<char> {
        self.text.get(self.pos..).and_then(|s| s.chars().next())
    }

    fn push(&mut self, kind: PpKind, lo: usize) {
        let tok = PpToken {
            kind,
            span: self.span(lo, self.pos),
            leading_space: self.leading_space,
            bol: self.bol,
            noexpand: false,
            macro_name: None,
        };
        self.dir_state = match (&tok.kind, self.dir_state) {
            (PpKind::Punct(Punct::Hash), _) if tok.bol => 1,
            (PpKind::Ident(s), 1) if matches!(&**s, "include" | "include_next" | "import") => 2,
            _ => 0,
        };
        self.out.push(tok);
        self.leading_space = false;
        self.bol = false;
    }

    fn run(&mut self) {
        while self.pos < self.end {
            let c = self.src[self.pos];
            match c {
                b'\n' => {
                    self.pos += 1;
                    self.bol = true;
                    self.leading_space = true;
                    self.dir_state = 0;
                    self.acsl_line_start = self.in_acsl;
                    continue;
                }
                b' ' | b'\t' | b'\r' | 0x0b | 0x0c => {
                    self.pos += 1;
                    self.leading_space = true;
                    continue;
                }
                b'@' if self.in_acsl && (self.acsl_line_start || self.pos >= self.trailing_at) => {
                    self.pos += 1;
                    self.leading_space = true;
                    continue;
                }
                b'/' if self.at(1) == b'*' => {
                    self.block_comment();
                    continue;
                }
                b'/' if self.at(1) == b'/' => {
                    self.line_comment();
                    continue;
                }
                _ => {}
            }
            if c >= 0x80 {
                if let Some(ch) = self.wide_char() {
                    if ch.is_whitespace() {
                        self.pos += ch.len_utf8();
                        self.leading_space = true;
                        continue;
                    }
                }
            }
            self.acsl_line_start = false;
            self.token();
        }
    }

    fn block_comment(&mut self) {
        let lo = self.pos;
        let acsl = self.acsl_comments && !self.in_acsl && self.at(2) == b'@';
        let body_lo = lo + 2;
        let close = find(&self.src[body_lo.min(self.end)..self.end], b"*/").map(|i| body_lo + i);
        let Some(close) = close else {
            self.diags.push(
                Diagnostic::error(self.span(lo, lo + 2), "unterminated comment")
                    .with_note("a comment that starts with `/*` must end with `*/`"),
            );
            self.pos = self.end;
            return;
        };
        if acsl {
            let body = self.sub_lex(lo + 3, close, true);
            self.pos = close + 2;
            self.push(
                PpKind::Acsl(Arc::new(RawAcsl {
                    body,
                    line_comment: false,
                })),
                lo,
            );
        } else {
            self.pos = close + 2;
        }
        self.leading_space = true;
    }

    fn line_comment(&mut self) {
        let lo = self.pos;
        let acsl = self.acsl_comments && !self.in_acsl && self.at(2) == b'@';
        let eol = self.src[lo..self.end]
            .iter()
            .position(|&c| c == b'\n')
            .map(|i| lo + i)
            .unwrap_or(self.end);
        if acsl {
            let body = self.sub_lex(lo + 3, eol, false);
            self.pos = eol;
            self.push(
                PpKind::Acsl(Arc::new(RawAcsl {
                    body,
                    line_comment: true,
                })),
                lo,
            );
        } else {
            self.pos = eol;
        }
        self.leading_space = true;
    }

    /// Lexes the contents `lo..hi` of an ACSL comment.
    fn sub_lex(&mut self, lo: usize, hi: usize, block: bool) -> Vec<PpToken> {
        let lo = lo.min(hi);
        let mut trailing_at = hi;
        if block {
            while trailing_at > lo
                && matches!(
                    self.src[trailing_at - 1],
                    b'@' | b' ' | b'\t' | b'\r' | b'\n'
                )
            {
                trailing_at -= 1;
            }
        }
        let mut sub = Lexer {
            src: self.src,
            text: self.text,
            logical: self.logical,
            file: self.file,
            pos: lo,
            end: hi,
            acsl_comments: false,
            in_acsl: true,
            trailing_at: if block { trailing_at } else { usize::MAX },
            acsl_line_start: false,
            interner: self.interner,
            out: Vec::new(),
            diags: Vec::new(),
            leading_space: true,
            bol: false,
            dir_state: 0,
        };
        sub.run();
        let Lexer { out, diags, .. } = sub;
        self.diags.extend(diags);
        out
    }

    fn token(&mut self) {
        let lo = self.pos;
        let c = self.src[lo];
        if self.dir_state == 2 && c == b'<' {
            let rest = &self.src[lo + 1..self.end];
            let stop = rest.iter().position(|&c| c == b'>' || c == b'\n');
            if let Some(i) = stop {
                if rest[i] == b'>' {
                    let name = self.slice(lo + 1, lo + 1 + i).to_string();
                    self.pos = lo + i + 2;
                    self.push(PpKind::HeaderName(Arc::from(name)), lo);
                    return;
                }
            }
        }
        if is_ident_start(c) || (c == b'\\' && is_ident_start(self.at(1)) && self.at(1) != b'$') {
            self.pos += 1;
            self.ident_rest();
            let text = self.slice(lo, self.pos);
            let next = self.at(0);
            if matches!(text, "L" | "u" | "U" | "u8") && next == b'"' {
                self.quoted(lo, b'"');
                return;
            }
            if matches!(text, "L" | "u" | "U" | "u8") && next == b'\'' {
                self.quoted(lo, b'\'');
                return;
            }
            let s = self.interner.intern(text);
            self.push(PpKind::Ident(s), lo);
            return;
        }
        if c >= 0x80 {
            let ch = self.wide_char().unwrap_or('\u{fffd}');
            if ch.is_alphabetic() {
                self.pos += ch.len_utf8();
                self.ident_rest();
                let s = self.interner.intern(self.slice(lo, self.pos));
                self.push(PpKind::Ident(s), lo);
            } else {
                self.pos += ch.len_utf8().max(1);
                self.push(
                    PpKind::Invalid(Arc::from(format!("stray character `{ch}` in program"))),
                    lo,
                );
            }
            return;
        }
        if c.is_ascii_digit() || (c == b'.' && self.at(1).is_ascii_digit()) {
            self.number();
            let s = self.interner.intern(self.slice(lo, self.pos));
            self.push(PpKind::Number(s), lo);
            return;
        }
        if c == b'"' || c == b'\'' {
            self.quoted(lo, c);
            return;
        }
        if let Some((p, n)) = self.punct() {
            self.pos += n;
            self.push(PpKind::Punct(p), lo);
            return;
        }
        self.pos += 1;
        let shown = if c.is_ascii_graphic() {
            format!("stray character `{}` in program", c as char)
        } else {
            format!("stray character (byte 0x{c:02x}) in program")
        };
        self.push(PpKind::Invalid(Arc::from(shown)), lo);
    }

    fn ident_rest(&mut self) {
        while self.pos < self.end {
            let c = self.src[self.pos];
            if is_ident_continue(c) {
                self.pos += 1;
            } else if c >= 0x80 {
                match self.wide_char() {
                    Some(ch) if ch.is_alphanumeric() => self.pos += ch.len_utf8(),
                    _ => break,
                }
            } else {
                break;
            }
        }
    }

    fn number(&mut self) {
        self.pos += 1;
        while self.pos < self.end {
            let c = self.src[self.pos];
            if matches!(c, b'e' | b'E' | b'p' | b'P') && matches!(self.at(1), b'+' | b'-') {
                self.pos += 2;
            } else if is_ident_continue(c) && c != b'$' {
                self.pos += 1;
            } else if c == b'.' {
                if self.at(1) == b'.' {
                    break;
                }
                self.pos += 1;
            } else {
                break;
            }
        }
    }

    /// A character constant or string literal starting at `lo` (its prefix, if any, is
    /// between `lo` and `pos`).
    fn quoted(&mut self, lo: usize, quote: u8) {
        self.pos += 1;
        loop {
            if self.pos >= self.end || self.src[self.pos] == b'\n' {
                let what = if quote == b'"' {
                    "unterminated string literal"
                } else {
                    "unterminated character constant"
                };
                self.push(PpKind::Invalid(Arc::from(what)), lo);
                return;
            }
            let c = self.src[self.pos];
            if c == b'\\' {
                self.pos += if self.at(1) == b'\n' || self.pos + 1 >= self.end {
                    1
                } else {
                    2
                };
            } else if c == quote {
                self.pos += 1;
                break;
            } else {
                self.pos += 1;
            }
        }
        let text: Arc<str> = Arc::from(self.slice(lo, self.pos));
        let kind = if quote == b'"' {
            PpKind::Str(text)
        } else {
            PpKind::Char(text)
        };
        self.push(kind, lo);
    }

    /// The punctuator at `pos` and its length.
    fn punct(&self) -> Option<(Punct, usize)> {
        use Punct::*;
        let (a, b, c, d) = (self.at(0), self.at(1), self.at(2), self.at(3));
        Some(match a {
            b'[' => (LBracket, 1),
            b']' => (RBracket, 1),
            b'(' => (LParen, 1),
            b')' => (RParen, 1),
            b'{' => (LBrace, 1),
            b'}' => (RBrace, 1),
            b'~' => (Tilde, 1),
            b'?' => (Question, 1),
            b';' => (Semi, 1),
            b',' => (Comma, 1),
            b'@' => (At, 1),
            b'.' => match (b, c) {
                (b'.', b'.') => (Ellipsis, 3),
                (b'.', _) => (DotDot, 2),
                _ => (Dot, 1),
            },
            b'-' => match b {
                b'>' => (Arrow, 2),
                b'-' => (MinusMinus, 2),
                b'=' => (MinusEq, 2),
                _ => (Minus, 1),
            },
            b'+' => match b {
                b'+' => (PlusPlus, 2),
                b'=' => (PlusEq, 2),
                _ => (Plus, 1),
            },
            b'&' => match b {
                b'&' => (AndAnd, 2),
                b'=' => (AmpEq, 2),
                _ => (Amp, 1),
            },
            b'*' => match b {
                b'=' => (StarEq, 2),
                _ => (Star, 1),
            },
            b'!' => match b {
                b'=' => (Ne, 2),
                _ => (Bang, 1),
            },
            b'/' => match b {
                b'=' => (SlashEq, 2),
                _ => (Slash, 1),
            },
            b'%' => match (b, c, d) {
                (b'=', _, _) => (PercentEq, 2),
                (b'>', _, _) => (RBrace, 2),
                (b':', b'%', b':') => (HashHash, 4),
                (b':', _, _) => (Hash, 2),
                _ => (Percent, 1),
            },
            b'<' => match (b, c, d) {
                (b'=', b'=', b'>') => (Iff, 4),
                (b'<', b'=', _) => (ShlEq, 3),
                (b'<', _, _) => (Shl, 2),
                (b'=', _, _) => (Le, 2),
                (b':', _, _) => (LBracket, 2),
                (b'%', _, _) => (LBrace, 2),
                _ => (Lt, 1),
            },
            b'>' => match (b, c) {
                (b'>', b'=') => (ShrEq, 3),
                (b'>', _) => (Shr, 2),
                (b'=', _) => (Ge, 2),
                _ => (Gt, 1),
            },
            b'=' => match (b, c) {
                (b'=', b'>') => (Implies, 3),
                (b'=', _) => (EqEq, 2),
                (b'>', _) => (FatArrow, 2),
                _ => (Eq, 1),
            },
            b'^' => match b {
                b'=' => (CaretEq, 2),
                _ => (Caret, 1),
            },
            b'|' => match b {
                b'|' => (OrOr, 2),
                b'=' => (PipeEq, 2),
                _ => (Pipe, 1),
            },
            b':' => match b {
                b'>' => (RBracket, 2),
                _ => (Colon, 1),
            },
            b'#' => match b {
                b'#' => (HashHash, 2),
                _ => (Hash, 1),
            },
            _ => return None,
        })
    }
}

/// The first position of `needle` in `hay`.
fn find(hay: &[u8], needle: &[u8]) -> Option<usize> {
    if needle.is_empty() || hay.len() < needle.len() {
        return None;
    }
    let first = needle[0];
    let mut i = 0;
    while i + needle.len() <= hay.len() {
        match hay[i..hay.len() - needle.len() + 1]
            .iter()
            .position(|&c| c == first)
        {
            None => return None,
            Some(k) => {
                i += k;
                if &hay[i..i + needle.len()] == needle {
                    return Some(i);
                }
                i += 1;
            }
        }
    }
    None
}

#[cfg(test)]
mod tests {
    use super::*;

    fn kinds(text: &str) -> Vec<PpKind> {
        let mut i = Interner::new();
        lex(text, FileId(0), &mut i)
            .tokens
            .into_iter()
            .map(|t| t.kind)
            .collect()
    }

    fn spellings(text: &str) -> Vec<String> {
        kinds(text)
            .iter()
            .map(|k| k.spelling().into_owned())
            .collect()
    }

    #[test]
    fn ranges_and_numbers() {
        assert_eq!(spellings("0..n"), ["0", "..", "n"]);
        assert_eq!(spellings("0 .. n"), ["0", "..", "n"]);
        assert_eq!(spellings("1.5..2"), ["1.5", "..", "2"]);
        assert_eq!(
            spellings("0x1p-3 1e+5 1.0f 07 0x1FUL"),
            ["0x1p-3", "1e+5", "1.0f", "07", "0x1FUL"]
        );
        assert!(matches!(
            classify_number("0x1p-3".into()),
            TokenKind::Float(_)
        ));
        assert!(matches!(classify_number("0x1E".into()), TokenKind::Int(_)));
        assert!(matches!(classify_number(".5".into()), TokenKind::Float(_)));
        assert!(matches!(classify_number("10ULL".into()), TokenKind::Int(_)));
    }

    #[test]
    fn punctuators() {
        assert_eq!(
            spellings("a ==> b <==> c ... .. . -> <<= >>= ## # @ <: :> <% %> %: %:%:"),
            [
                "a", "==>", "b", "<==>", "c", "...", "..", ".", "->", "<<=", ">>=", "##", "#", "@",
                "[", "]", "{", "}", "#", "##"
            ]
        );
    }

    #[test]
    fn identifiers_and_literals() {
        assert_eq!(
            spellings(r#"$input \forall x_1 L"w" u8"s" 'a' '\'' "a\"b" L'x'"#),
            [
                "$input",
                "\\forall",
                "x_1",
                "L\"w\"",
                "u8\"s\"",
                "'a'",
                "'\\''",
                "\"a\\\"b\"",
                "L'x'"
            ]
        );
    }

    #[test]
    fn splices_keep_original_spans() {
        let text = "ab\\\ncd + 1";
        let mut i = Interner::new();
        let l = lex(text, FileId(0), &mut i);
        assert_eq!(l.tokens[0].kind, PpKind::Ident("abcd".into()));
        assert_eq!((l.tokens[0].span.lo, l.tokens[0].span.hi), (0, 6));
        assert_eq!((l.tokens[1].span.lo, l.tokens[1].span.hi), (7, 8));
        assert!(!l.tokens[1].bol);
    }

    #[test]
    fn comments_and_acsl() {
        let k = kinds("a /* x */ b // c\n/*@ loop\n  @ invariant x; @*/ //@ assert y;\nz");
        assert_eq!(k.len(), 5);
        let PpKind::Acsl(a) = &k[2] else { panic!() };
        let body: Vec<_> = a
            .body
            .iter()
            .map(|t| t.kind.spelling().into_owned())
            .collect();
        assert_eq!(body, ["loop", "invariant", "x", ";"]);
        assert!(!a.line_comment);
        let PpKind::Acsl(b) = &k[3] else { panic!() };
        assert!(b.line_comment);
        assert_eq!(b.body.len(), 3);
    }

    #[test]
    fn errors_do_not_panic() {
        let mut i = Interner::new();
        let l = lex("a /* never closed", FileId(0), &mut i);
        assert_eq!(l.diagnostics.len(), 1);
        let k = kinds("`x 'y\n\"z");
        assert!(matches!(k[0], PpKind::Invalid(_)));
        assert!(matches!(k[2], PpKind::Invalid(_)));
        assert!(matches!(k[3], PpKind::Invalid(_)));
        for text in [
            "\\",
            "'",
            "\"",
            "/*",
            "/*@",
            "//@",
            "\\\n",
            "0x",
            "é",
            "\u{a0}x",
            "#include <",
        ] {
            let _ = lex(text, FileId(0), &mut i);
        }
    }

    #[test]
    fn header_names() {
        let k = kinds("#include <sys/x.h>\n#define a <b>\n a < b > c");
        assert_eq!(k[2], PpKind::HeaderName("sys/x.h".into()));
        assert_eq!(kinds("\u{feff}#define X"), kinds("#define X"));
        assert!(
            k.iter()
                .filter(|k| matches!(k, PpKind::HeaderName(_)))
                .count()
                == 1
        );
    }
}
