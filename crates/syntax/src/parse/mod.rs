//! The parser: preprocessed tokens to the [`ast`](crate::ast).
//!
//! A hand-written recursive-descent parser for C99 with the usual typedef-name tracking
//! (the "lexer hack"), GNU attributes and `__extension__` skipped, and the annotation
//! languages parsed in place: TASS pragmas ([`pragma`]), ACSL comments ([`acsl`]) and
//! CIVL-C primitives (in the expression and declaration grammar).
//!
//! Hand-written rather than generated (`lang-c` was the candidate) because the parser
//! must consume the preprocessor's tokens, which carry original-file spans through macro
//! expansion and hold pragmas and ACSL comments at their positions; `lang-c` parses text
//! only, stops at the first error, and has no place for annotations in statement
//! position. This parser recovers at statement and declaration boundaries, so one run
//! reports several errors, and it bounds its nesting depth so no input overflows the
//! stack.
//!
//! The height of expression trees is bounded too (`MAX_EXPR_HEIGHT`, 10,000): every AST
//! `Expr` knows its height, the expressions in its statements, types and initializers
//! included, so a chain `1+1+...+1`, a left-deep tree the parser builds in a loop, cannot
//! overflow the stack of a later stage.

mod acsl;
mod decl;
mod expr;
mod pragma;
mod stmt;

use crate::ast::*;
use crate::diag::Diagnostic;
use crate::source::Span;
use crate::token::{Punct, Token, TokenKind};
use std::collections::HashMap;
use std::sync::Arc;

/// The deepest nesting of expressions, statements and declarators accepted.
const MAX_DEPTH: u32 = 200;

/// The greatest height of an expression tree accepted (a chain `a + b + ...` of `n`
/// operands has height `n`): the stages after the parser recurse on expressions.
pub const MAX_EXPR_HEIGHT: u32 = 10_000;

/// The most errors reported before parsing gives up.
const MAX_ERRORS: usize = 50;

/// A parse failure whose diagnostic has been recorded; the caller recovers.
#[derive(Debug)]
pub(crate) struct Fatal;

pub(crate) type PResult<T> = Result<T, Fatal>;

/// The result of parsing: a tree (possibly partial) and the diagnostics.
#[derive(Debug, Default)]
pub struct ParseOutput {
    /// The items that parsed.
    pub unit: TranslationUnit,
    /// Errors and warnings, in source order of discovery.
    pub diagnostics: Vec<Diagnostic>,
}

/// Options of the parser.
#[derive(Clone, Copy, Debug, Default)]
pub struct ParseOptions {
    /// Whether the CIVL-C dialect is on (`$`-keywords are recognised either way).
    pub civl: bool,
}

/// Parses the tokens of one preprocessed program (ending with [`TokenKind::Eof`]).
pub fn parse(tokens: &[Token], options: ParseOptions) -> ParseOutput {
    let mut p = Parser::new(tokens, options);
    let unit = p.translation_unit();
    ParseOutput {
        unit,
        diagnostics: p.diags,
    }
}

/// Parses one expression of the annotation language (for tests and for `-D`-style
/// command-line conditions).
pub fn parse_annotation_expr(tokens: &[Token]) -> ParseOutput {
    let mut p = Parser::new(tokens, ParseOptions::default());
    p.ann = AnnMode::Acsl;
    if let Ok(e) = p.expr() {
        p.unit.items.push(ExternalDecl::Annotation(Annotation {
            span: e.span,
            kind: AnnotKind::Assert(e, Dialect::Acsl),
        }));
    }
    if !p.at_eof() {
        let t = p.peek().clone();
        p.error(
            t.span,
            format!("unexpected `{}` after expression", t.text()),
        );
    }
    ParseOutput {
        unit: std::mem::take(&mut p.unit),
        diagnostics: p.diags,
    }
}

/// Which annotation language the expression being parsed belongs to.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum AnnMode {
    /// Plain C (CIVL-C `$forall` is accepted too).
    C,
    /// A TASS pragma: C plus `forall {..}`, `PROC[e]`, `spec.x`, `==>`.
    Tass,
    /// ACSL: C plus `\forall`, `==>`, `<==>`, chained comparisons, `\old`, ...
    Acsl,
}

pub(crate) struct Parser<'t> {
    toks: &'t [Token],
    pos: usize,
    eof: Token,
    pub(crate) diags: Vec<Diagnostic>,
    errors: usize,
    depth: u32,
    /// The greatest height of the expressions completed since the start of the
    /// innermost expression whose statements, types or initializers are being parsed.
    pub(crate) max_height: u32,
    /// Scopes of ordinary identifiers: true when the name is a typedef name.
    scopes: Vec<HashMap<Name, bool>>,
    pub(crate) ann: AnnMode,
    pub(crate) options: ParseOptions,
    unit: TranslationUnit,
    /// Names of input/output macros, which are identifiers of the program.
    pub(crate) input_macros: Vec<Name>,
}

impl<'t> Parser<'t> {
    pub(crate) fn new(toks: &'t [Token], options: ParseOptions) -> Parser<'t> {
        let end = toks.last().map(|t| t.span).unwrap_or_default();
        Parser {
            toks,
            pos: 0,
            eof: Token::new(TokenKind::Eof, Span::new(end.file, end.hi, end.hi)),
            diags: Vec::new(),
            errors: 0,
            depth: 0,
            max_height: 0,
            scopes: vec![HashMap::new()],
            ann: AnnMode::C,
            options,
            unit: TranslationUnit::default(),
            input_macros: Vec::new(),
        }
    }

    // ----- token access -------------------------------------------------------------

    pub(crate) fn peek(&self) -> &Token {
        self.toks.get(self.pos).unwrap_or(&self.eof)
    }

    pub(crate) fn peek_at(&self, n: usize) -> &Token {
        self.toks.get(self.pos + n).unwrap_or(&self.eof)
    }

    pub(crate) fn at_eof(&self) -> bool {
        matches!(self.peek().kind, TokenKind::Eof)
    }

    pub(crate) fn bump(&mut self) -> Token {
        let t = self.peek().clone();
        if self.pos < self.toks.len() {
            self.pos += 1;
        }
        t
    }

    pub(crate) fn is(&self, p: Punct) -> bool {
        self.peek().is(p)
    }

    pub(crate) fn is_ident(&self, name: &str) -> bool {
        self.peek().ident() == Some(name)
    }

    pub(crate) fn eat(&mut self, p: Punct) -> bool {
        if self.is(p) {
            self.pos += 1;
            true
        } else {
            false
        }
    }

    pub(crate) fn eat_ident(&mut self, name: &str) -> bool {
        if self.is_ident(name) {
            self.pos += 1;
            true
        } else {
            false
        }
    }

    /// The span of the previous token.
    pub(crate) fn prev_span(&self) -> Span {
        if self.pos == 0 {
            self.peek().span
        } else {
            self.toks
                .get(self.pos - 1)
                .map(|t| t.span)
                .unwrap_or(self.eof.span)
        }
    }

    pub(crate) fn expect(&mut self, p: Punct, what: &str) -> PResult<Span> {
        if self.is(p) {
            Ok(self.bump().span)
        } else {
            let t = self.peek().clone();
            Err(self.fail(
                t.span,
                format!("expected `{}` {}, found {}", p.as_str(), what, describe(&t)),
            ))
        }
    }

    pub(crate) fn expect_ident(&mut self, what: &str) -> PResult<(Name, Span)> {
        let t = self.peek().clone();
        match &t.kind {
            TokenKind::Ident(s) if !is_keyword(s) => {
                self.pos += 1;
                Ok((s.clone(), t.span))
            }
            _ => Err(self.fail(t.span, format!("expected {what}, found {}", describe(&t)))),
        }
    }

    // ----- diagnostics --------------------------------------------------------------

    pub(crate) fn error(&mut self, span: Span, msg: impl Into<String>) {
        self.push(Diagnostic::error(span, msg));
    }

    pub(crate) fn push(&mut self, d: Diagnostic) {
        if d.severity == crate::diag::Severity::Error {
            self.errors += 1;
            if self.errors > MAX_ERRORS {
                return;
            }
        }
        self.diags.push(d);
    }

    /// Records an error and returns the marker that unwinds to the nearest recovery point.
    pub(crate) fn fail(&mut self, span: Span, msg: impl Into<String>) -> Fatal {
        self.error(span, msg);
        Fatal
    }

    pub(crate) fn enter(&mut self) -> PResult<()> {
        self.depth += 1;
        if self.depth > MAX_DEPTH {
            let s = self.peek().span;
            self.depth -= 1;
            return Err(self.fail(
                s,
                format!("nesting deeper than {MAX_DEPTH} levels is not supported"),
            ));
        }
        Ok(())
    }

    pub(crate) fn leave(&mut self) {
        self.depth = self.depth.saturating_sub(1);
    }

    /// The error for an expression of height `height`, above [`MAX_EXPR_HEIGHT`].
    pub(crate) fn too_high(&mut self, span: Span, height: u32) -> Fatal {
        self.push(
            Diagnostic::error(
                Span::new(span.file, span.lo, span.lo),
                format!(
                    "expression nested too deeply or too long ({height} levels); the limit is {MAX_EXPR_HEIGHT}"
                ),
            )
            .with_note("write it as several statements, with variables for its parts"),
        );
        Fatal
    }

    /// A complete expression: checked against [`MAX_EXPR_HEIGHT`] and counted in
    /// [`Parser::max_height`].
    pub(crate) fn complete(&mut self, e: Expr) -> PResult<Expr> {
        if e.height > MAX_EXPR_HEIGHT {
            return Err(self.too_high(e.span, e.height));
        }
        self.max_height = self.max_height.max(e.height);
        Ok(e)
    }

    /// Parses with `f` an expression that contains statements, type names or
    /// initializers: its height is at least one more than that of every expression
    /// parsed in them.
    pub(crate) fn nested(&mut self, f: impl FnOnce(&mut Self) -> PResult<Expr>) -> PResult<Expr> {
        let outer = std::mem::replace(&mut self.max_height, 0);
        let r = f(self);
        let inner = self.max_height;
        self.max_height = outer.max(inner);
        let mut e = r?;
        e.height = e.height.max(inner.saturating_add(1));
        Ok(e)
    }

    fn too_many_errors(&self) -> bool {
        self.errors > MAX_ERRORS
    }

    // ----- scopes -------------------------------------------------------------------

    pub(crate) fn push_scope(&mut self) {
        self.scopes.push(HashMap::new());
    }

    pub(crate) fn pop_scope(&mut self) {
        if self.scopes.len() > 1 {
            self.scopes.pop();
        }
    }

    pub(crate) fn declare(&mut self, name: &Name, is_typedef: bool) {
        if let Some(s) = self.scopes.last_mut() {
            s.insert(name.clone(), is_typedef);
        }
    }

    pub(crate) fn is_typedef_name(&self, name: &str) -> bool {
        for s in self.scopes.iter().rev() {
            if let Some(&t) = s.get(name) {
                return t;
            }
        }
        false
    }

    // ----- recovery -----------------------------------------------------------------

    /// Skips to just after the next `;` at nesting depth 0, or to a `}` that closes the
    /// current block (not consumed), or to a brace that starts a new top-level item.
    pub(crate) fn recover_stmt(&mut self) {
        let mut depth = 0i32;
        let start = self.pos;
        loop {
            let t = self.peek();
            match &t.kind {
                TokenKind::Eof => return,
                TokenKind::Punct(Punct::LParen | Punct::LBracket | Punct::LBrace) => depth += 1,
                TokenKind::Punct(Punct::RParen | Punct::RBracket) => depth -= 1,
                TokenKind::Punct(Punct::RBrace) => {
                    if depth <= 0 {
                        if self.pos == start {
                            self.pos += 1;
                        }
                        return;
                    }
                    depth -= 1;
                    if depth == 0 {
                        self.pos += 1;
                        return;
                    }
                }
                TokenKind::Punct(Punct::Semi) if depth <= 0 => {
                    self.pos += 1;
                    return;
                }
                _ => {}
            }
            self.pos += 1;
        }
    }
}

/// Words the parser treats as keywords (never as variable names).
pub(crate) fn is_keyword(s: &str) -> bool {
    matches!(
        s,
        "auto"
            | "break"
            | "case"
            | "char"
            | "const"
            | "continue"
            | "default"
            | "do"
            | "double"
            | "else"
            | "enum"
            | "extern"
            | "float"
            | "for"
            | "goto"
            | "if"
            | "inline"
            | "int"
            | "long"
            | "register"
            | "restrict"
            | "return"
            | "short"
            | "signed"
            | "sizeof"
            | "static"
            | "struct"
            | "switch"
            | "typedef"
            | "union"
            | "unsigned"
            | "void"
            | "volatile"
            | "while"
            | "_Bool"
            | "_Complex"
            | "_Imaginary"
            | "_Alignof"
            | "_Static_assert"
            | "_Noreturn"
            | "_Thread_local"
            | "__attribute__"
            | "__attribute"
            | "__extension__"
            | "$input"
            | "$output"
            | "$forall"
            | "$exists"
            | "$assert"
            | "$assume"
    )
}

/// A token described for an error message.
pub(crate) fn describe(t: &Token) -> String {
    match &t.kind {
        TokenKind::Eof => "end of input".to_string(),
        TokenKind::Pragma(p) => format!("`#pragma {}`", p.namespace),
        TokenKind::Acsl(_) => "an ACSL annotation".to_string(),
        TokenKind::Ident(s) => format!("`{s}`"),
        _ => format!("`{}`", t.text()),
    }
}

/// An identifier expression.
pub(crate) fn ident_expr(name: Name, span: Span) -> Expr {
    Expr::new(ExprKind::Ident(name), span)
}

/// Shorthand for a shared name.
pub(crate) fn name(s: &str) -> Name {
    Arc::from(s)
}
