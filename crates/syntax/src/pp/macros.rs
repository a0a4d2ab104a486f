//! Macro definitions and expansion (the data of definitions and contexts: `definition`).
//!
//! Expansion uses a stack of contexts, one per macro replacement being rescanned, on top
//! of the current file. A macro is disabled while its context is on the stack; an
//! identifier naming a disabled macro is marked `noexpand` for good (C99 6.10.3.4).
//! Arguments are expanded on their own ([`Pp::expand_isolated`]) before substitution,
//! with a context that ends the expansion when exhausted (its "floor").

use super::definition::{same_definition, Builtin, Context, CtxToks, Floor, Item, Macro, Origin};
use super::{Pp, MAX_ARG_NESTING, MAX_EXPANSION_BYTES, MAX_EXPANSION_TOKENS};
use crate::diag::Diagnostic;
use crate::lex::{lex_with, PpKind, PpToken};
use crate::source::Span;
use crate::token::Punct;
use std::cell::Cell;
use std::rc::Rc;
use std::sync::Arc;

impl Pp<'_> {
    /// Defines `__FILE__`, `__LINE__` and `__COUNTER__`.
    pub(super) fn define_builtins(&mut self) {
        for (name, b) in [
            ("__FILE__", Builtin::File),
            ("__LINE__", Builtin::Line),
            ("__COUNTER__", Builtin::Counter),
        ] {
            let name = self.interner.intern(name);
            let m = Macro {
                name: name.clone(),
                function_like: false,
                params: Vec::new(),
                variadic: false,
                body: Rc::new(Vec::new()),
                items: Vec::new(),
                uses: Vec::new(),
                simple: false,
                span: Span::default(),
                builtin: Some(b),
                disabled: Cell::new(false),
            };
            self.macros.insert(name, Rc::new(m));
        }
    }

    /// Defines an object-like macro with the given replacement list.
    pub(super) fn define_object(&mut self, name: &str, body: Vec<PpToken>, span: Span) {
        let name = self.interner.intern(name);
        let items = body.iter().cloned().map(Item::Tok).collect();
        let m = Macro {
            name: name.clone(),
            function_like: false,
            params: Vec::new(),
            variadic: false,
            body: Rc::new(body),
            items,
            uses: Vec::new(),
            simple: true,
            span,
            builtin: None,
            disabled: Cell::new(false),
        };
        self.macros.insert(name, Rc::new(m));
    }

    pub(super) fn do_define(&mut self, rest: &[PpToken], kw: Span) {
        let Some(m) = self.parse_define(rest, kw) else {
            return;
        };
        if let Some(&input) = self.input_macros.get(&m.name) {
            let loc = self.map.location(input);
            let d = Diagnostic::error(
                m.span,
                format!("`{}` is an input macro and cannot be defined again", m.name),
            )
            .with_note(format!(
                "it was declared an input by `#pragma TASS input|output` before its `#define` at {loc}"
            ));
            self.diags.push(d);
            return;
        }
        if let Some(old) = self.macros.get(&m.name) {
            if old.builtin.is_some() || !same_definition(old, &m) {
                let note = if old.builtin.is_some() || old.span == Span::default() {
                    "it is predefined".to_string()
                } else {
                    format!(
                        "the previous definition is at {}",
                        self.map.location(old.span)
                    )
                };
                let d = Diagnostic::warning(m.span, format!("macro `{}` redefined", m.name))
                    .with_note(note);
                self.diags.push(d);
            }
        }
        if !m.function_like && !self.map.file(m.span.file).bundled {
            self.defines.push((m.name.clone(), m.span));
        }
        self.macros.insert(m.name.clone(), Rc::new(m));
    }

    pub(super) fn do_undef(&mut self, rest: &[PpToken], kw: Span) {
        let Some(name) = rest.first().and_then(|t| t.ident()).cloned() else {
            self.error(
                rest.first().map(|t| t.span).unwrap_or(kw),
                "`#undef` needs a macro name",
            );
            return;
        };
        if &*name == "defined" {
            self.error(rest[0].span, "`defined` cannot be used as a macro name");
            return;
        }
        self.warn_extra(&rest[1..], "undef");
        self.macros.remove(&name);
        self.input_macros.remove(&name);
    }

    fn parse_define(&mut self, rest: &[PpToken], kw: Span) -> Option<Macro> {
        let Some(name_tok) = rest.first() else {
            self.error(kw, "`#define` needs a macro name");
            return None;
        };
        let Some(name) = name_tok.ident().cloned() else {
            let msg = format!(
                "macro name must be an identifier, not `{}`",
                name_tok.kind.spelling()
            );
            self.error(name_tok.span, msg);
            return None;
        };
        if &*name == "defined" || &*name == "__VA_ARGS__" {
            self.error(
                name_tok.span,
                format!("`{name}` cannot be used as a macro name"),
            );
            return None;
        }
        let mut params: Vec<Arc<str>> = Vec::new();
        let mut variadic = false;
        let mut function_like = false;
        let mut i = 1;
        if rest
            .get(1)
            .is_some_and(|t| t.is(Punct::LParen) && !t.leading_space)
        {
            function_like = true;
            i = 2;
            let va = self.interner.intern("__VA_ARGS__");
            loop {
                let Some(t) = rest.get(i) else {
                    self.error(name_tok.span, "missing `)` in macro parameter list");
                    return None;
                };
                i += 1;
                match &t.kind {
                    PpKind::Punct(Punct::RParen) if params.is_empty() => break,
                    PpKind::Punct(Punct::Ellipsis) => {
                        variadic = true;
                        params.push(va.clone());
                    }
                    PpKind::Ident(p) => {
                        if params.contains(p) || *p == va {
                            self.error(t.span, format!("bad or duplicate macro parameter `{p}`"));
                            return None;
                        }
                        params.push(p.clone());
                        if rest.get(i).is_some_and(|t| t.is(Punct::Ellipsis)) {
                            variadic = true;
                            i += 1;
                        }
                    }
                    k => {
                        let msg = format!("expected a parameter name, found `{}`", k.spelling());
                        self.error(t.span, msg);
                        return None;
                    }
                }
                match rest.get(i) {
                    Some(t) if t.is(Punct::RParen) => {
                        i += 1;
                        break;
                    }
                    Some(t) if t.is(Punct::Comma) && !variadic => i += 1,
                    Some(t) => {
                        let msg = format!(
                            "expected `,` or `)` in macro parameter list, found `{}`",
                            t.kind.spelling()
                        );
                        self.error(t.span, msg);
                        return None;
                    }
                    None => {
                        self.error(name_tok.span, "missing `)` in macro parameter list");
                        return None;
                    }
                }
            }
        }
        let tail = rest.get(i..).unwrap_or(&[]);
        if self.report_invalid(tail) {
            return None;
        }
        let mut body: Vec<PpToken> = tail
            .iter()
            .filter(|t| !matches!(t.kind, PpKind::Acsl(_)))
            .cloned()
            .collect();
        for t in &mut body {
            t.bol = false;
        }
        if let Some(t) = body.first_mut() {
            t.leading_space = false;
        }
        let mut items = Vec::with_capacity(body.len());
        let mut has_paste = false;
        let mut j = 0;
        while j < body.len() {
            let t = &body[j];
            if function_like && t.is(Punct::Hash) {
                let p = body
                    .get(j + 1)
                    .and_then(|n| n.ident())
                    .and_then(|n| params.iter().position(|p| p == n));
                match p {
                    Some(p) => {
                        items.push(Item::Stringize(p, t.leading_space));
                        j += 2;
                        continue;
                    }
                    None => {
                        self.error(t.span, "`#` is not followed by a macro parameter");
                        return None;
                    }
                }
            }
            if t.is(Punct::HashHash) {
                if j == 0 || j + 1 == body.len() {
                    self.error(
                        t.span,
                        "`##` cannot appear at either end of a macro replacement list",
                    );
                    return None;
                }
                has_paste = true;
                items.push(Item::Paste);
                j += 1;
                continue;
            }
            if let Some(n) = t.ident() {
                if let Some(p) = params.iter().position(|p| p == n) {
                    items.push(Item::Param(p, t.leading_space));
                    j += 1;
                    continue;
                }
                if &**n == "__VA_ARGS__" {
                    let span = t.span;
                    self.warning(
                        span,
                        "`__VA_ARGS__` can only appear in the expansion of a variadic macro",
                    );
                }
            }
            items.push(Item::Tok(t.clone()));
            j += 1;
        }
        let mut uses = vec![0u32; params.len()];
        for item in &items {
            if let Item::Param(p, _) | Item::Stringize(p, _) = item {
                uses[*p] += 1;
            }
        }
        Some(Macro {
            name,
            function_like,
            params,
            variadic,
            body: Rc::new(body),
            items,
            uses,
            simple: !function_like && !has_paste,
            span: name_tok.span,
            builtin: None,
            disabled: Cell::new(false),
        })
    }

    fn pop_ctx(&mut self) {
        if let Some(c) = self.ctx.pop() {
            if let Some(m) = c.mac {
                m.disabled.set(false);
            }
        }
    }

    /// The next token, not macro-expanded; `None` at the floor's end.
    fn next_raw(&mut self, floor: Floor) -> Option<PpToken> {
        loop {
            if self.aborted {
                return None;
            }
            let base = match floor {
                Floor::File => 0,
                Floor::Ctx(b) => b,
            };
            let n = self.ctx.len();
            if n > base {
                if let Some(t) = self.ctx[n - 1].next() {
                    return Some(t);
                }
                if n - 1 > base || floor == Floor::File {
                    self.pop_ctx();
                    continue;
                }
                return None;
            }
            return match floor {
                Floor::File => self.next_file_token(),
                Floor::Ctx(_) => None,
            };
        }
    }

    /// Whether the next token is `(`, popping exhausted contexts on the way.
    fn peek_is_lparen(&mut self, floor: Floor) -> bool {
        loop {
            let base = match floor {
                Floor::File => 0,
                Floor::Ctx(b) => b,
            };
            let n = self.ctx.len();
            if n > base {
                if let Some(t) = self.ctx[n - 1].peek() {
                    return t.is(Punct::LParen);
                }
                if n - 1 > base || floor == Floor::File {
                    self.pop_ctx();
                    continue;
                }
                return false;
            }
            if floor != Floor::File {
                return false;
            }
            let Some(f) = self.frames.last() else {
                return false;
            };
            return f.toks.get(f.pos).is_some_and(|t| t.is(Punct::LParen));
        }
    }

    /// The next fully macro-expanded token; `None` at the floor's end (or the end of the
    /// current file for [`Floor::File`]).
    pub(super) fn next_expanded(&mut self, floor: Floor) -> Option<PpToken> {
        loop {
            let mut tok = self.next_raw(floor)?;
            if tok.noexpand {
                return Some(tok);
            }
            let Some(name) = tok.ident() else {
                return Some(tok);
            };
            let Some(m) = self.macros.get(name).cloned() else {
                return Some(tok);
            };
            if m.disabled.get() {
                tok.noexpand = true;
                return Some(tok);
            }
            if m.function_like {
                if !self.peek_is_lparen(floor) {
                    return Some(tok);
                }
                let _lparen = self.next_raw(floor);
                let Some((args, rparen)) = self.collect_args(&m, &tok, floor) else {
                    continue;
                };
                self.enter_macro(m, &tok, args, Some(&rparen));
            } else {
                self.enter_macro(m, &tok, Vec::new(), None);
            }
        }
    }

    /// Reads the arguments of a function-like macro invocation after its `(`.
    fn collect_args(
        &mut self,
        m: &Macro,
        name: &PpToken,
        floor: Floor,
    ) -> Option<(Vec<Vec<PpToken>>, PpToken)> {
        if floor == Floor::File {
            self.collecting_args += 1;
        }
        let np = m.params.len();
        let mut args: Vec<Vec<PpToken>> = vec![Vec::new()];
        let mut depth = 0usize;
        let mut rparen = None;
        while let Some(t) = self.next_raw(floor) {
            match t.kind {
                PpKind::Punct(Punct::LParen) => depth += 1,
                PpKind::Punct(Punct::RParen) => {
                    if depth == 0 {
                        rparen = Some(t);
                        break;
                    }
                    depth -= 1;
                }
                PpKind::Punct(Punct::Comma) if depth == 0 && !(m.variadic && args.len() >= np) => {
                    args.push(Vec::new());
                    continue;
                }
                _ => {}
            }
            if let Some(a) = args.last_mut() {
                a.push(t);
            }
        }
        if floor == Floor::File {
            self.collecting_args -= 1;
        }
        let Some(rparen) = rparen else {
            if !self.aborted {
                let msg = format!("unterminated argument list invoking macro `{}`", m.name);
                self.error(name.span, msg);
            }
            return None;
        };
        let given = if args.len() == 1 && args[0].is_empty() {
            0
        } else {
            args.len()
        };
        let ok = if np == 0 {
            args.clear();
            given == 0
        } else if m.variadic {
            if args.len() + 1 == np {
                args.push(Vec::new());
            }
            args.len() == np
        } else {
            args.len() == np
        };
        if !ok {
            let want = if m.variadic {
                format!("at least {}", np - 1)
            } else {
                np.to_string()
            };
            let span = if rparen.span.file == name.span.file {
                name.span.to(rparen.span)
            } else {
                name.span
            };
            let msg = format!(
                "macro `{}` takes {want} argument{}, but {given} {} given",
                m.name,
                if want == "1" { "" } else { "s" },
                if given == 1 { "was" } else { "were" }
            );
            self.error(span, msg);
            return None;
        }
        Some((args, rparen))
    }

    fn charge(&mut self, n: usize, span: Span) {
        self.expanded += n;
        if self.expanded > MAX_EXPANSION_TOKENS && !self.aborted {
            let d = Diagnostic::error(
                span,
                format!(
                    "macro expansion produced more than {MAX_EXPANSION_TOKENS} tokens; stopping"
                ),
            )
            .with_note("a macro probably expands exponentially or without end");
            self.diags.push(d);
            self.aborted = true;
        }
    }

    /// Charges the text of a token made by `#` or `##` to the budget of
    /// [`MAX_EXPANSION_BYTES`]: such tokens may double in length at every level of a
    /// nested macro without adding tokens, so the count of tokens does not bound them.
    fn charge_text(&mut self, t: &PpToken, span: Span) {
        let n = match &t.kind {
            PpKind::Str(x) | PpKind::Char(x) => x.len(),
            _ => 0,
        };
        self.charge_bytes(n, span);
    }

    fn charge_bytes(&mut self, n: usize, span: Span) {
        self.made_bytes = self.made_bytes.saturating_add(n);
        if self.made_bytes > MAX_EXPANSION_BYTES && !self.aborted {
            let d = Diagnostic::error(
                span,
                format!(
                    "the `#` and `##` operators of macro expansion made more than {MAX_EXPANSION_BYTES} bytes of text; stopping"
                ),
            )
            .with_note("a macro probably pastes or stringizes exponentially");
            self.diags.push(d);
            self.aborted = true;
        }
    }

    /// Pushes the expansion of `m` invoked by `name` (with `args` and closing `rparen` for
    /// a function-like macro).
    fn enter_macro(
        &mut self,
        m: Rc<Macro>,
        name: &PpToken,
        args: Vec<Vec<PpToken>>,
        rparen: Option<&PpToken>,
    ) {
        let mut span = name.span;
        if let Some(r) = rparen {
            if r.macro_name.is_none() && r.span.file == span.file {
                span = span.to(r.span);
            }
        }
        let origin = Origin {
            span,
            name: name.macro_name.clone().unwrap_or_else(|| m.name.clone()),
            leading_space: name.leading_space,
        };
        self.charge(1, span);
        if let Some(b) = m.builtin {
            let kind = match b {
                Builtin::File => {
                    let path = self
                        .frames
                        .last()
                        .map(|f| self.map.file(f.file).path.display().to_string())
                        .unwrap_or_default();
                    let mut s = String::from("\"");
                    for c in path.chars() {
                        if c == '"' || c == '\\' {
                            s.push('\\');
                        }
                        s.push(c);
                    }
                    s.push('"');
                    PpKind::Str(Arc::from(s))
                }
                Builtin::Line => {
                    let line = self.map.file(span.file).line_col(span.lo).0;
                    PpKind::Number(self.interner.intern(&line.to_string()))
                }
                Builtin::Counter => {
                    self.counter += 1;
                    PpKind::Number(self.interner.intern(&(self.counter - 1).to_string()))
                }
            };
            let mut t = PpToken::new(kind, span);
            t.macro_name = Some(origin.name.clone());
            t.leading_space = origin.leading_space;
            self.ctx.push(Context {
                toks: CtxToks::Owned(vec![t]),
                pos: 0,
                mac: None,
                origin: None,
            });
            return;
        }
        let toks = if m.simple {
            self.charge(m.body.len(), span);
            CtxToks::Shared(m.body.clone())
        } else {
            let v = self.substitute(&m, args, &origin);
            self.charge(v.len(), span);
            CtxToks::Owned(v)
        };
        let origin = m.simple.then_some(origin);
        m.disabled.set(true);
        self.ctx.push(Context {
            toks,
            pos: 0,
            mac: Some(m),
            origin,
        });
    }

    /// A token of a replacement list, as produced by an expansion.
    fn stamp(t: &PpToken, o: &Origin) -> PpToken {
        let mut t = t.clone();
        t.span = o.span;
        t.macro_name = Some(o.name.clone());
        t
    }

    /// The replacement list of `m` with its arguments substituted, `#` and `##` applied.
    fn substitute(&mut self, m: &Macro, mut args: Vec<Vec<PpToken>>, o: &Origin) -> Vec<PpToken> {
        let placemarker = || PpToken::new(PpKind::Placemarker, o.span);
        let mut out: Vec<PpToken> = Vec::with_capacity(m.items.len());
        let mut expanded: Vec<Option<Vec<PpToken>>> = vec![None; args.len()];
        // Uses of each parameter still to come: the last one may take the argument.
        let mut remaining = m.uses.clone();
        remaining.resize(args.len(), 0);
        let items = &m.items;
        let mut i = 0;
        while i < items.len() {
            match &items[i] {
                Item::Tok(t) => out.push(Self::stamp(t, o)),
                Item::Param(p, ls) => {
                    let start = out.len();
                    let p = *p;
                    let last = remaining.get(p).is_some_and(|&r| r <= 1);
                    if let Some(r) = remaining.get_mut(p) {
                        *r = r.saturating_sub(1);
                    }
                    if matches!(items.get(i + 1), Some(Item::Paste)) {
                        let arg = args.get(p).map(Vec::as_slice).unwrap_or(&[]);
                        if arg.is_empty() {
                            out.push(placemarker());
                        } else {
                            out.extend(arg.iter().cloned());
                        }
                    } else if p < args.len() {
                        if expanded[p].is_none() {
                            let input = if last {
                                std::mem::take(&mut args[p])
                            } else {
                                args[p].clone()
                            };
                            expanded[p] = Some(self.expand_isolated(input));
                        }
                        if last {
                            out.extend(expanded[p].take().unwrap_or_default());
                        } else if let Some(e) = &expanded[p] {
                            out.extend(e.iter().cloned());
                        }
                    }
                    if let Some(first) = out.get_mut(start) {
                        first.leading_space = *ls;
                    }
                }
                Item::Stringize(p, ls) => {
                    if let Some(r) = remaining.get_mut(*p) {
                        *r = r.saturating_sub(1);
                    }
                    let arg = args.get(*p).map(Vec::as_slice).unwrap_or(&[]);
                    let mut t = Self::stringize(arg, o);
                    self.charge_text(&t, o.span);
                    t.leading_space = *ls;
                    out.push(t);
                }
                Item::Paste => {
                    i += 1;
                    let Some(rhs_item) = items.get(i) else {
                        break;
                    };
                    if let Item::Param(p, _) | Item::Stringize(p, _) = rhs_item {
                        if let Some(r) = remaining.get_mut(*p) {
                            *r = r.saturating_sub(1);
                        }
                    }
                    if let Item::Param(p, _) = rhs_item {
                        let comma_before =
                            i >= 2 && matches!(&items[i - 2], Item::Tok(t) if t.is(Punct::Comma));
                        if m.variadic && *p + 1 == m.params.len() && comma_before {
                            // GNU: `, ## __VA_ARGS__` drops the comma when there are no
                            // variable arguments.
                            match args.get(*p) {
                                Some(a) if !a.is_empty() => out.extend(a.iter().cloned()),
                                _ => {
                                    out.pop();
                                }
                            }
                            i += 1;
                            continue;
                        }
                    }
                    let rhs: Vec<PpToken> = match rhs_item {
                        Item::Tok(t) => vec![Self::stamp(t, o)],
                        Item::Param(p, _) => match args.get(*p) {
                            Some(a) if !a.is_empty() => a.clone(),
                            _ => vec![placemarker()],
                        },
                        Item::Stringize(p, _) => {
                            let arg = args.get(*p).map(Vec::as_slice).unwrap_or(&[]);
                            let t = Self::stringize(arg, o);
                            self.charge_text(&t, o.span);
                            vec![t]
                        }
                        Item::Paste => vec![PpToken {
                            kind: PpKind::Punct(Punct::HashHash),
                            ..placemarker()
                        }],
                    };
                    let lhs = out.pop().unwrap_or_else(placemarker);
                    let mut rhs = rhs.into_iter();
                    if let Some(first) = rhs.next() {
                        let pasted = self.paste(lhs, first, o);
                        out.extend(pasted);
                    } else {
                        out.push(lhs);
                    }
                    out.extend(rhs);
                }
            }
            i += 1;
        }
        out.retain(|t| t.kind != PpKind::Placemarker);
        out
    }

    /// The `#` operator: the spelling of `arg` as a string literal.
    fn stringize(arg: &[PpToken], o: &Origin) -> PpToken {
        let mut s = String::from("\"");
        for (i, t) in arg.iter().enumerate() {
            if i > 0 && t.leading_space {
                s.push(' ');
            }
            match &t.kind {
                PpKind::Str(x) | PpKind::Char(x) => {
                    for c in x.chars() {
                        if c == '"' || c == '\\' {
                            s.push('\\');
                        }
                        s.push(c);
                    }
                }
                k => k.spell(&mut s),
            }
        }
        s.push('"');
        let mut t = PpToken::new(PpKind::Str(Arc::from(s)), o.span);
        t.macro_name = Some(o.name.clone());
        t
    }

    /// The `##` operator on two tokens; on failure, an error and both tokens unchanged.
    fn paste(&mut self, lhs: PpToken, rhs: PpToken, o: &Origin) -> Vec<PpToken> {
        if lhs.kind == PpKind::Placemarker {
            return vec![rhs];
        }
        if rhs.kind == PpKind::Placemarker {
            return vec![lhs];
        }
        let mut text = String::new();
        lhs.kind.spell(&mut text);
        let split = text.len();
        rhs.kind.spell(&mut text);
        self.charge_bytes(text.len(), o.span);
        if self.aborted {
            return vec![lhs];
        }
        let lexed = lex_with(&text, o.span.file, &mut self.interner, false);
        let valid = lexed.diagnostics.is_empty()
            && lexed.tokens.len() == 1
            && !matches!(
                lexed.tokens[0].kind,
                PpKind::Invalid(_) | PpKind::HeaderName(_)
            );
        if valid {
            if let Some(mut t) = lexed.tokens.into_iter().next() {
                t.span = o.span;
                t.macro_name = Some(o.name.clone());
                t.leading_space = lhs.leading_space;
                t.bol = false;
                return vec![t];
            }
        }
        let msg = format!(
            "pasting `{}` and `{}` does not give a valid preprocessing token",
            &text[..split],
            &text[split..]
        );
        self.error(o.span, msg);
        vec![lhs, rhs]
    }

    /// Fully macro-expands `toks` on their own (macro arguments, `#if` lines, pragma
    /// bodies, ACSL comments), with the macros being rescanned still disabled.
    pub(super) fn expand_isolated(&mut self, toks: Vec<PpToken>) -> Vec<PpToken> {
        if self.aborted {
            return toks;
        }
        if self.nesting >= MAX_ARG_NESTING {
            let span = toks.first().map(|t| t.span).unwrap_or_default();
            let d = Diagnostic::error(
                span,
                format!("macro arguments nested more than {MAX_ARG_NESTING} levels deep; stopping"),
            );
            self.diags.push(d);
            self.aborted = true;
            return toks;
        }
        self.charge(toks.len(), toks.first().map(|t| t.span).unwrap_or_default());
        if self.aborted {
            return toks;
        }
        self.nesting += 1;
        let base = self.ctx.len();
        let mut out = Vec::with_capacity(toks.len());
        self.ctx.push(Context {
            toks: CtxToks::Owned(toks),
            pos: 0,
            mac: None,
            origin: None,
        });
        while let Some(t) = self.next_expanded(Floor::Ctx(base)) {
            out.push(t);
        }
        while self.ctx.len() > base {
            self.pop_ctx();
        }
        self.nesting -= 1;
        out
    }
}
