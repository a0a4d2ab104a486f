//! Tokens after preprocessing: what the parser consumes.
//!
//! The preprocessor turns files into one stream of [`Token`]s. Each token keeps the
//! [`Span`] of the text it came from in an original file; a token produced by a macro
//! expansion carries the span of the macro's name at the expansion site and the name of
//! the outermost macro, so reports can show `N` rather than `10` (seed 001, 3.2).
//! Annotation pragmas and ACSL comments are single tokens that hold their own tokens,
//! at the position where they appeared.

use crate::source::Span;
use std::sync::Arc;

/// Punctuators of C99, plus the few that annotation languages add (`==>`, `<==>`, `..`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[allow(missing_docs)]
pub enum Punct {
    LBracket,
    RBracket,
    LParen,
    RParen,
    LBrace,
    RBrace,
    Dot,
    Arrow,
    PlusPlus,
    MinusMinus,
    Amp,
    Star,
    Plus,
    Minus,
    Tilde,
    Bang,
    Slash,
    Percent,
    Shl,
    Shr,
    Lt,
    Gt,
    Le,
    Ge,
    EqEq,
    Ne,
    Caret,
    Pipe,
    AndAnd,
    OrOr,
    Question,
    Colon,
    Semi,
    Ellipsis,
    Eq,
    StarEq,
    SlashEq,
    PercentEq,
    PlusEq,
    MinusEq,
    ShlEq,
    ShrEq,
    AmpEq,
    CaretEq,
    PipeEq,
    Comma,
    Hash,
    HashHash,
    /// `==>` (ACSL implication).
    Implies,
    /// `<==>` (ACSL equivalence).
    Iff,
    /// `=>` (CIVL-C implication).
    FatArrow,
    /// `..` (CIVL and ACSL ranges).
    DotDot,
    /// `@` (`PROC[e]@f.x` in collective annotations).
    At,
}

impl Punct {
    /// The spelling of the punctuator.
    pub fn as_str(self) -> &'static str {
        use Punct::*;
        match self {
            LBracket => "[",
            RBracket => "]",
            LParen => "(",
            RParen => ")",
            LBrace => "{",
            RBrace => "}",
            Dot => ".",
            Arrow => "->",
            PlusPlus => "++",
            MinusMinus => "--",
            Amp => "&",
            Star => "*",
            Plus => "+",
            Minus => "-",
            Tilde => "~",
            Bang => "!",
            Slash => "/",
            Percent => "%",
            Shl => "<<",
            Shr => ">>",
            Lt => "<",
            Gt => ">",
            Le => "<=",
            Ge => ">=",
            EqEq => "==",
            Ne => "!=",
            Caret => "^",
            Pipe => "|",
            AndAnd => "&&",
            OrOr => "||",
            Question => "?",
            Colon => ":",
            Semi => ";",
            Ellipsis => "...",
            Eq => "=",
            StarEq => "*=",
            SlashEq => "/=",
            PercentEq => "%=",
            PlusEq => "+=",
            MinusEq => "-=",
            ShlEq => "<<=",
            ShrEq => ">>=",
            AmpEq => "&=",
            CaretEq => "^=",
            PipeEq => "|=",
            Comma => ",",
            Hash => "#",
            HashHash => "##",
            Implies => "==>",
            Iff => "<==>",
            FatArrow => "=>",
            DotDot => "..",
            At => "@",
        }
    }
}

/// What a token is.
#[derive(Clone, Debug, PartialEq)]
pub enum TokenKind {
    /// An identifier or keyword (keywords are recognised by the parser). Includes
    /// `$`-identifiers of CIVL-C (`$input`) and `\`-identifiers of ACSL (`\forall`).
    Ident(Arc<str>),
    /// An integer constant, as written (with any suffix).
    Int(Arc<str>),
    /// A floating constant, as written (with any suffix).
    Float(Arc<str>),
    /// A character constant, as written with its quotes.
    Char(Arc<str>),
    /// A string literal, as written with its quotes. Adjacent literals stay separate tokens.
    Str(Arc<str>),
    /// A punctuator.
    Punct(Punct),
    /// A `#pragma` line (other than those the preprocessor consumes itself).
    Pragma(Arc<Pragma>),
    /// An ACSL annotation comment `/*@ ... */` or `//@ ...`.
    Acsl(Arc<AcslComment>),
    /// End of input.
    Eof,
}

/// A `#pragma` directive, kept at its position in the token stream.
#[derive(Clone, Debug, PartialEq)]
pub struct Pragma {
    /// The first word after `pragma` (`TASS`, `CIVL`, `omp`, ...).
    pub namespace: Arc<str>,
    /// The tokens after the namespace word, to the end of the (continued) line. For
    /// `TASS` and `CIVL` pragmas they are macro-expanded, except input macros.
    pub body: Vec<Token>,
    /// For `#pragma TASS input|output` directly followed by an object-like `#define NAME ...`:
    /// the macro name and its span. The macro is then *not* defined: `NAME` stays an
    /// identifier and names an input variable (seed 001, 3.3).
    pub macro_def: Option<(Arc<str>, Span)>,
    /// The span of the whole directive line.
    pub span: Span,
}

/// An ACSL annotation comment: its contents as tokens (the leading `@` of each line removed).
#[derive(Clone, Debug, PartialEq)]
pub struct AcslComment {
    /// The tokens inside the comment, macro-expanded.
    pub body: Vec<Token>,
    /// True for `//@` line comments.
    pub line_comment: bool,
    /// The span of the whole comment.
    pub span: Span,
}

/// A preprocessed token.
#[derive(Clone, Debug, PartialEq)]
pub struct Token {
    /// What the token is.
    pub kind: TokenKind,
    /// Where it came from: its own text, or for a token produced by macro expansion,
    /// the name of the outermost macro at the expansion site.
    pub span: Span,
    /// The name of the outermost macro whose expansion produced this token, if any.
    pub macro_name: Option<Arc<str>>,
    /// Whether whitespace preceded the token (for `#` stringizing and printing).
    pub leading_space: bool,
}

impl Token {
    /// A token without macro origin.
    pub fn new(kind: TokenKind, span: Span) -> Token {
        Token {
            kind,
            span,
            macro_name: None,
            leading_space: false,
        }
    }

    /// The identifier text, when the token is one.
    pub fn ident(&self) -> Option<&str> {
        match &self.kind {
            TokenKind::Ident(s) => Some(s),
            _ => None,
        }
    }

    /// Whether the token is the punctuator `p`.
    pub fn is(&self, p: Punct) -> bool {
        self.kind == TokenKind::Punct(p)
    }

    /// The token as C source text.
    pub fn text(&self) -> String {
        match &self.kind {
            TokenKind::Ident(s)
            | TokenKind::Int(s)
            | TokenKind::Float(s)
            | TokenKind::Char(s)
            | TokenKind::Str(s) => s.to_string(),
            TokenKind::Punct(p) => p.as_str().to_string(),
            TokenKind::Pragma(p) => format!("#pragma {}", p.namespace),
            TokenKind::Acsl(_) => "/*@ ... */".to_string(),
            TokenKind::Eof => "end of input".to_string(),
        }
    }
}
