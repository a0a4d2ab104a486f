//! Macro definitions as the expander reads them (the replacement list with its
//! parameters, `#` and `##` resolved) and the contexts of replacement lists being
//! rescanned; the algorithms are in `macros`.

use crate::lex::{PpKind, PpToken};
use crate::source::Span;
use std::cell::Cell;
use std::rc::Rc;
use std::sync::Arc;

/// A macro definition.
pub(crate) struct Macro {
    pub(crate) name: Arc<str>,
    pub(crate) function_like: bool,
    /// Parameter names; a variadic macro's last one is `__VA_ARGS__` (or its GNU name).
    pub(crate) params: Vec<Arc<str>>,
    pub(crate) variadic: bool,
    /// The replacement list as written.
    pub(crate) body: Rc<Vec<PpToken>>,
    /// The replacement list with parameters, `#` and `##` resolved.
    pub(crate) items: Vec<Item>,
    /// How many times each parameter occurs in `items`.
    pub(crate) uses: Vec<u32>,
    /// Object-like without `##`: expands to `body` as is.
    pub(crate) simple: bool,
    /// The macro name in its definition.
    pub(crate) span: Span,
    pub(crate) builtin: Option<Builtin>,
    pub(crate) disabled: Cell<bool>,
}

/// A macro whose expansion tass computes (`__FILE__`, `__LINE__`, `__COUNTER__`).
#[derive(Clone, Copy)]
pub(crate) enum Builtin {
    File,
    Line,
    Counter,
}

/// One element of a resolved replacement list.
pub(crate) enum Item {
    Tok(PpToken),
    /// Parameter index, whitespace before it.
    Param(usize, bool),
    Stringize(usize, bool),
    Paste,
}

/// Where an expansion may read from.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub(crate) enum Floor {
    /// Down to the current file (its directives are executed).
    File,
    /// Down to the context at this index only.
    Ctx(usize),
}

/// Where tokens produced by an expansion come from.
#[derive(Clone)]
pub(crate) struct Origin {
    pub(crate) span: Span,
    pub(crate) name: Arc<str>,
    pub(crate) leading_space: bool,
}

/// The tokens of a context: a macro's body, shared, or a list made for it.
pub(crate) enum CtxToks {
    Shared(Rc<Vec<PpToken>>),
    Owned(Vec<PpToken>),
}

/// A replacement list being rescanned.
pub(crate) struct Context {
    pub(crate) toks: CtxToks,
    pub(crate) pos: usize,
    pub(crate) mac: Option<Rc<Macro>>,
    /// For shared bodies: the origin to stamp on each token read.
    pub(crate) origin: Option<Origin>,
}

impl Context {
    /// The next token, not taken.
    pub(crate) fn peek(&self) -> Option<&PpToken> {
        match &self.toks {
            CtxToks::Shared(v) => v.get(self.pos),
            CtxToks::Owned(v) => v.get(self.pos),
        }
    }

    /// Takes the next token, stamped with the origin of a shared body.
    pub(crate) fn next(&mut self) -> Option<PpToken> {
        let mut t = match &mut self.toks {
            CtxToks::Shared(v) => v.get(self.pos)?.clone(),
            // Each token of an owned list is read once: move it out.
            CtxToks::Owned(v) => std::mem::replace(
                v.get_mut(self.pos)?,
                PpToken::new(PpKind::Placemarker, Span::default()),
            ),
        };
        if let Some(o) = &self.origin {
            t.span = o.span;
            t.macro_name = Some(o.name.clone());
            if self.pos == 0 {
                t.leading_space = o.leading_space;
            }
        }
        self.pos += 1;
        Some(t)
    }
}

/// Whether two definitions of a macro are the same (C99 6.10.3p2: a redefinition must
/// be identical, whitespace included).
pub(crate) fn same_definition(a: &Macro, b: &Macro) -> bool {
    a.function_like == b.function_like
        && a.variadic == b.variadic
        && a.params == b.params
        && a.body.len() == b.body.len()
        && a.body
            .iter()
            .zip(b.body.iter())
            .enumerate()
            .all(|(i, (x, y))| x.kind == y.kind && (i == 0 || x.leading_space == y.leading_space))
}
