//! Declarations: specifiers, declarators, type names, initialisers, struct/union/enum
//! specifiers, function definitions, and the attachment of file-scope annotations
//! (`#pragma TASS input|output|system|abstract`, ACSL contracts) to what follows them.

use super::{describe, name, Fatal, PResult, Parser};
use crate::ast::*;
use crate::diag::Diagnostic;
use crate::source::Span;
use crate::token::{Punct, TokenKind};
use std::sync::Arc;

/// Annotations waiting for the declaration they apply to.
#[derive(Default)]
pub(crate) struct Pending {
    pub(crate) io: Option<IoDecl>,
    pub(crate) fn_kind: Option<(FnAnnotation, Span)>,
    pub(crate) contract: Vec<Annotation>,
}

impl Pending {
    /// Reports annotations left without a declaration at the end of input.
    pub(crate) fn report_unused(&mut self, p: &mut Parser<'_>) {
        if let Some(io) = self.io.take() {
            p.error(
                io.span,
                "`#pragma TASS input|output` must be followed by a variable declaration or an object-like `#define`",
            );
        }
        if let Some((_, s)) = self.fn_kind.take() {
            p.error(
                s,
                "`#pragma TASS system|abstract` must be followed by a function prototype",
            );
        }
        if let Some(a) = self.contract.first() {
            p.error(
                a.span,
                "an ACSL contract must be followed by a function definition",
            );
            self.contract.clear();
        }
    }
}

/// One step of a declarator, applied to the base type in order.
enum Derive {
    Pointer(Quals),
    Array(Option<Box<Expr>>),
    Function(Vec<Param>, bool, bool),
}

fn apply(mut ty: TypeExpr, ops: Vec<Derive>) -> TypeExpr {
    for op in ops {
        ty = match op {
            Derive::Pointer(q) => {
                let p = TypeExpr::Pointer(Box::new(ty));
                if q == Quals::default() {
                    p
                } else {
                    TypeExpr::Qualified(q, Box::new(p))
                }
            }
            Derive::Array(n) => TypeExpr::Array(Box::new(ty), n),
            Derive::Function(params, variadic, old_style) => TypeExpr::Function {
                ret: Box::new(ty),
                params,
                variadic,
                old_style,
            },
        };
    }
    ty
}

/// Declaration specifiers, collected.
#[derive(Default)]
struct Specs {
    storage: Option<Storage>,
    quals: Quals,
    io: Option<(IoKind, Span)>,
    void: bool,
    bool_: bool,
    char_: bool,
    short: u8,
    int: bool,
    long: u8,
    float: bool,
    double: bool,
    signed: bool,
    unsigned: bool,
    other: Option<TypeExpr>,
    any: bool,
    span: Option<Span>,
}

impl Parser<'_> {
    /// The translation unit: external declarations to the end of input, recovering after
    /// errors; annotations left without a declaration are reported.
    pub(crate) fn translation_unit(&mut self) -> TranslationUnit {
        let mut pending = Pending::default();
        while !self.at_eof() && !self.too_many_errors() {
            let before = self.pos;
            match self.external(&mut pending) {
                Ok(items) => {
                    for it in items {
                        self.unit.items.push(it);
                    }
                }
                Err(Fatal) => self.recover_stmt(),
            }
            if self.pos == before {
                // No progress: skip the token so the loop always ends.
                self.pos += 1;
            }
        }
        pending.report_unused(self);
        std::mem::take(&mut self.unit)
    }

    /// Skips `__attribute__((...))`, `__asm__(...)` and `__extension__` where they may appear.
    pub(crate) fn skip_attributes(&mut self) -> PResult<()> {
        loop {
            let Some(w) = self.peek().ident().map(str::to_owned) else {
                return Ok(());
            };
            match w.as_str() {
                "__attribute__" | "__attribute" | "__asm__" | "__asm" | "asm" | "__declspec" => {
                    self.bump();
                    if !self.is(Punct::LParen) {
                        let t = self.peek().clone();
                        return Err(self.fail(t.span, format!("expected `(` after `{w}`")));
                    }
                    self.skip_balanced()?;
                }
                "__extension__" | "__inline" | "__inline__" | "_Noreturn" | "__noreturn__" => {
                    self.bump();
                }
                _ => return Ok(()),
            }
        }
    }

    /// Skips a balanced parenthesised group starting at `(`.
    fn skip_balanced(&mut self) -> PResult<()> {
        let open = self.peek().span;
        let mut depth = 0usize;
        loop {
            let t = self.bump();
            match t.kind {
                TokenKind::Punct(Punct::LParen) => depth += 1,
                TokenKind::Punct(Punct::RParen) => {
                    depth -= 1;
                    if depth == 0 {
                        return Ok(());
                    }
                }
                TokenKind::Eof => return Err(self.fail(open, "unbalanced `(`")),
                _ => {}
            }
        }
    }

    /// Whether the current token can start a declaration.
    pub(crate) fn starts_declaration(&self) -> bool {
        let t = self.peek();
        let Some(w) = t.ident() else {
            return false;
        };
        match w {
            "typedef" | "extern" | "static" | "auto" | "register" | "inline" | "__inline"
            | "__inline__" | "_Noreturn" | "_Thread_local" | "__thread" | "$input" | "$output"
            | "__attribute__" | "_Static_assert" | "__extension__" => true,
            _ => {
                super::expr::is_type_keyword(w)
                    || (self.is_typedef_name(w)
                        && !matches!(
                            self.peek_at(1).kind,
                            TokenKind::Punct(
                                Punct::Eq
                                    | Punct::Dot
                                    | Punct::Arrow
                                    | Punct::LBracket
                                    | Punct::PlusPlus
                                    | Punct::MinusMinus
                                    | Punct::Colon
                                    | Punct::PlusEq
                                    | Punct::MinusEq
                            )
                        ))
            }
        }
    }

    /// Declaration specifiers.
    fn specs(&mut self, allow_storage: bool) -> PResult<Specs> {
        let mut s = Specs::default();
        loop {
            self.skip_attributes()?;
            let t = self.peek().clone();
            let Some(w) = t.ident() else { break };
            let mut mark = true;
            match w {
                "typedef" | "extern" | "static" | "auto" | "register" => {
                    if !allow_storage {
                        return Err(self.fail(t.span, format!("storage class `{w}` is not allowed here")));
                    }
                    if s.storage.is_some() {
                        return Err(self.fail(t.span, "more than one storage class in a declaration"));
                    }
                    s.storage = Some(match w {
                        "typedef" => Storage::Typedef,
                        "extern" => Storage::Extern,
                        "static" => Storage::Static,
                        "auto" => Storage::Auto,
                        _ => Storage::Register,
                    });
                    mark = false;
                }
                "inline" | "_Thread_local" | "__thread" => mark = false,
                "const" | "__const" => s.quals.is_const = true,
                "volatile" | "__volatile__" | "__volatile" => s.quals.is_volatile = true,
                "restrict" | "__restrict" | "__restrict__" => s.quals.is_restrict = true,
                "$input" | "$output" => {
                    let io = if w == "$input" { IoKind::Input } else { IoKind::Output };
                    s.io = Some((io, t.span));
                    mark = false;
                }
                "void" => s.void = true,
                "_Bool" => s.bool_ = true,
                "char" => s.char_ = true,
                "short" => s.short += 1,
                "int" => s.int = true,
                "long" => s.long += 1,
                "float" => s.float = true,
                "double" => s.double = true,
                "signed" | "__signed__" | "__signed" => s.signed = true,
                "unsigned" => s.unsigned = true,
                "_Complex" | "_Imaginary" => {
                    return Err(self.fail(
                        t.span,
                        format!("`{w}` types are not supported; use real and imaginary parts in separate variables"),
                    ))
                }
                "__int128" => {
                    return Err(self.fail(t.span, "`__int128` is not supported; use `long long`"))
                }
                "typeof" | "__typeof__" | "__typeof" => {
                    return Err(self.fail(t.span, format!("`{w}` is not supported; write the type")))
                }
                "__builtin_va_list" => {
                    if s.any_type() {
                        break;
                    }
                    s.other = Some(TypeExpr::Named(name("__builtin_va_list"), t.span));
                }
                "struct" | "union" => {
                    if s.any_type() {
                        return Err(self.fail(t.span, "two types in one declaration"));
                    }
                    let st = self.struct_spec()?;
                    s.other = Some(TypeExpr::Struct(Arc::new(st)));
                    s.any = true;
                    s.span = Some(s.span.map_or(t.span, |x| x.to(t.span)));
                    continue;
                }
                "enum" => {
                    if s.any_type() {
                        return Err(self.fail(t.span, "two types in one declaration"));
                    }
                    let en = self.enum_spec()?;
                    s.other = Some(TypeExpr::Enum(Arc::new(en)));
                    s.any = true;
                    s.span = Some(s.span.map_or(t.span, |x| x.to(t.span)));
                    continue;
                }
                _ => {
                    if !s.any_type() && self.is_typedef_name(w) {
                        s.other = Some(TypeExpr::Named(w.into(), t.span));
                    } else {
                        break;
                    }
                }
            }
            self.bump();
            if mark {
                s.any = true;
            }
            s.span = Some(s.span.map_or(t.span, |x| x.to(t.span)));
        }
        Ok(s)
    }

    /// Resolves collected specifiers to a base type.
    fn base_type(&mut self, s: &Specs, at: Span) -> PResult<TypeExpr> {
        let count_kinds = [
            s.void,
            s.bool_,
            s.char_,
            s.float,
            s.double,
            s.other.is_some(),
        ]
        .iter()
        .filter(|b| **b)
        .count();
        let bad = |p: &mut Parser<'_>| p.fail(at, "invalid combination of type specifiers");
        if count_kinds > 1 || (s.signed && s.unsigned) || s.short > 1 || s.long > 2 {
            return Err(bad(self));
        }
        let ty = if let Some(o) = &s.other {
            if s.int || s.short > 0 || s.long > 0 || s.signed || s.unsigned {
                return Err(bad(self));
            }
            o.clone()
        } else if s.void {
            TypeExpr::Void
        } else if s.bool_ {
            TypeExpr::Int {
                kind: IntKind::Bool,
                unsigned: true,
            }
        } else if s.char_ {
            TypeExpr::Int {
                kind: IntKind::Char,
                unsigned: s.unsigned,
            }
        } else if s.float {
            TypeExpr::Float(FloatKind::Float)
        } else if s.double {
            TypeExpr::Float(if s.long > 0 {
                FloatKind::LongDouble
            } else {
                FloatKind::Double
            })
        } else {
            let kind = if s.short > 0 {
                IntKind::Short
            } else if s.long == 1 {
                IntKind::Long
            } else if s.long == 2 {
                IntKind::LongLong
            } else {
                IntKind::Int
            };
            if !(s.int || s.short > 0 || s.long > 0 || s.signed || s.unsigned) {
                let t = self.peek().clone();
                return Err(self.fail(t.span, format!("expected a type, found {}", describe(&t))));
            }
            TypeExpr::Int {
                kind,
                unsigned: s.unsigned,
            }
        };
        if s.quals != Quals::default() {
            Ok(TypeExpr::Qualified(s.quals, Box::new(ty)))
        } else {
            Ok(ty)
        }
    }

    /// The specifiers of a type name (no storage class), resolved.
    pub(crate) fn specifiers_for_type_name(&mut self) -> PResult<TypeExpr> {
        let at = self.peek().span;
        let s = self.specs(false)?;
        if !s.any {
            let t = self.peek().clone();
            return Err(self.fail(t.span, format!("expected a type, found {}", describe(&t))));
        }
        self.base_type(&s, at)
    }

    /// A type name: specifiers and an abstract declarator.
    pub(crate) fn type_name(&mut self) -> PResult<TypeExpr> {
        let base = self.specifiers_for_type_name()?;
        let (n, ops, _) = self.declarator(true)?;
        if let Some(n) = n {
            let s = self.prev_span();
            return Err(self.fail(s, format!("unexpected name `{n}` in a type name")));
        }
        Ok(apply(base, ops))
    }

    /// A declarator: returns the name (if any), the derivations in application order and
    /// the span of the name.
    fn declarator(&mut self, abstract_ok: bool) -> PResult<(Option<Name>, Vec<Derive>, Span)> {
        self.enter()?;
        let r = self.declarator_inner(abstract_ok);
        self.leave();
        r
    }

    fn declarator_inner(
        &mut self,
        abstract_ok: bool,
    ) -> PResult<(Option<Name>, Vec<Derive>, Span)> {
        let mut ptrs = Vec::new();
        loop {
            self.skip_attributes()?;
            if !self.eat(Punct::Star) {
                break;
            }
            let mut q = Quals::default();
            loop {
                self.skip_attributes()?;
                match self.peek().ident() {
                    Some("const" | "__const") => q.is_const = true,
                    Some("volatile" | "__volatile__") => q.is_volatile = true,
                    Some("restrict" | "__restrict" | "__restrict__") => q.is_restrict = true,
                    _ => break,
                }
                self.bump();
            }
            ptrs.push(Derive::Pointer(q));
        }
        self.skip_attributes()?;
        let t = self.peek().clone();
        let mut name_span = t.span;
        let (name, inner): (Option<Name>, Vec<Derive>) = match &t.kind {
            TokenKind::Ident(s) if !super::is_keyword(s) && !super::expr::is_type_keyword(s) => {
                if abstract_ok && self.is_typedef_name(s) {
                    (None, Vec::new())
                } else {
                    self.bump();
                    (Some(s.clone()), Vec::new())
                }
            }
            TokenKind::Punct(Punct::LParen) if self.nested_declarator_follows(abstract_ok) => {
                self.bump();
                let (n, ops, s) = self.declarator(abstract_ok)?;
                self.expect(Punct::RParen, "to close the declarator")?;
                name_span = s;
                (n, ops)
            }
            _ => {
                if !abstract_ok {
                    return Err(self.fail(
                        t.span,
                        format!("expected a name in declaration, found {}", describe(&t)),
                    ));
                }
                (None, Vec::new())
            }
        };
        let mut suffixes = Vec::new();
        loop {
            if self.is(Punct::LBracket) {
                self.bump();
                // `static`, qualifiers and `*` inside array parameters.
                while matches!(
                    self.peek().ident(),
                    Some("static" | "const" | "volatile" | "restrict")
                ) {
                    self.bump();
                }
                if self.is(Punct::Star) && self.peek_at(1).is(Punct::RBracket) {
                    self.bump();
                    self.bump();
                    suffixes.push(Derive::Array(None));
                    continue;
                }
                let len = if self.is(Punct::RBracket) {
                    None
                } else {
                    Some(Box::new(self.assign()?))
                };
                self.expect(Punct::RBracket, "after array length")?;
                suffixes.push(Derive::Array(len));
            } else if self.is(Punct::LParen) {
                self.bump();
                let (params, variadic, old) = self.params()?;
                suffixes.push(Derive::Function(params, variadic, old));
            } else {
                break;
            }
        }
        self.skip_attributes()?;
        let mut ops = ptrs;
        ops.extend(suffixes.into_iter().rev());
        ops.extend(inner);
        Ok((name, ops, name_span))
    }

    /// At a `(` in declarator position: a nested declarator (rather than parameters)?
    fn nested_declarator_follows(&self, abstract_ok: bool) -> bool {
        let next = self.peek_at(1);
        if !abstract_ok {
            return true;
        }
        match &next.kind {
            TokenKind::Punct(Punct::Star | Punct::LParen | Punct::LBracket) => true,
            TokenKind::Ident(s) => {
                !(super::expr::is_type_keyword(s)
                    || self.is_typedef_name(s)
                    || &**s == "__attribute__")
            }
            _ => false,
        }
    }

    /// Parameters after `(`, up to and including `)`.
    fn params(&mut self) -> PResult<(Vec<Param>, bool, bool)> {
        if self.eat(Punct::RParen) {
            return Ok((Vec::new(), false, true));
        }
        if self.is_ident("void") && self.peek_at(1).is(Punct::RParen) {
            self.bump();
            self.bump();
            return Ok((Vec::new(), false, false));
        }
        let mut params = Vec::new();
        let mut variadic = false;
        self.push_scope();
        let r = (|| -> PResult<()> {
            loop {
                if self.eat(Punct::Ellipsis) {
                    variadic = true;
                    break;
                }
                let start = self.peek().span;
                let specs = self.specs(true)?;
                if !specs.any {
                    let t = self.peek().clone();
                    if let TokenKind::Ident(_) = t.kind {
                        return Err(self.fail(
                            t.span,
                            format!(
                                "unknown type name {}; old-style (K&R) parameter lists are not supported",
                                describe(&t)
                            ),
                        ));
                    }
                    return Err(self.fail(
                        t.span,
                        format!("expected a parameter type, found {}", describe(&t)),
                    ));
                }
                let base = self.base_type(&specs, start)?;
                let (n, ops, s) = self.declarator(true)?;
                if let Some(n) = &n {
                    self.declare(n, false);
                }
                params.push(Param {
                    name: n,
                    ty: apply(base, ops),
                    span: if s == start { start } else { start.to(s) },
                });
                if !self.eat(Punct::Comma) {
                    break;
                }
            }
            Ok(())
        })();
        self.pop_scope();
        r?;
        self.expect(Punct::RParen, "after parameters")?;
        Ok((params, variadic, false))
    }

    /// `struct`/`union` specifier (the keyword is at the cursor).
    fn struct_spec(&mut self) -> PResult<StructSpec> {
        let kw = self.bump();
        let kind = if kw.ident() == Some("union") {
            Aggregate::Union
        } else {
            Aggregate::Struct
        };
        self.skip_attributes()?;
        let mut span = kw.span;
        let tag = match self.peek().ident() {
            Some(s) if !super::is_keyword(s) => {
                let t = self.bump();
                span = span.to(t.span);
                t.ident().map(Arc::from)
            }
            _ => None,
        };
        let fields = if self.is(Punct::LBrace) {
            self.bump();
            let mut fields = Vec::new();
            while !self.is(Punct::RBrace) && !self.at_eof() {
                if matches!(self.peek().kind, TokenKind::Pragma(_) | TokenKind::Acsl(_)) {
                    self.bump();
                    continue;
                }
                if self.eat(Punct::Semi) {
                    continue;
                }
                if self.is_ident("_Static_assert") {
                    self.static_assert()?;
                    continue;
                }
                let start = self.peek().span;
                let specs = self.specs(false)?;
                if !specs.any {
                    let t = self.peek().clone();
                    return Err(self.fail(
                        t.span,
                        format!("expected a member declaration, found {}", describe(&t)),
                    ));
                }
                let base = self.base_type(&specs, start)?;
                if self.eat(Punct::Semi) {
                    // Anonymous struct/union member.
                    fields.push(Field {
                        name: None,
                        ty: base,
                        bits: None,
                        span: start,
                    });
                    continue;
                }
                loop {
                    let (n, ops, s) = if self.is(Punct::Colon) {
                        (None, Vec::new(), self.peek().span)
                    } else {
                        self.declarator(false)?
                    };
                    let bits = if self.eat(Punct::Colon) {
                        Some(self.conditional()?)
                    } else {
                        None
                    };
                    fields.push(Field {
                        name: n,
                        ty: apply(base.clone(), ops),
                        bits,
                        span: s,
                    });
                    if !self.eat(Punct::Comma) {
                        break;
                    }
                }
                self.expect(Punct::Semi, "after member declaration")?;
            }
            let close = self.expect(Punct::RBrace, "to close the struct")?;
            span = span.to(close);
            Some(fields)
        } else {
            if tag.is_none() {
                let t = self.peek().clone();
                return Err(self.fail(
                    t.span,
                    format!(
                        "expected a tag or `{{` after `struct`, found {}",
                        describe(&t)
                    ),
                ));
            }
            None
        };
        self.skip_attributes()?;
        Ok(StructSpec {
            kind,
            tag,
            fields,
            span,
        })
    }

    /// `enum` specifier.
    fn enum_spec(&mut self) -> PResult<EnumSpec> {
        let kw = self.bump();
        self.skip_attributes()?;
        let mut span = kw.span;
        let tag = match self.peek().ident() {
            Some(s) if !super::is_keyword(s) => {
                let t = self.bump();
                span = span.to(t.span);
                t.ident().map(Arc::from)
            }
            _ => None,
        };
        let items = if self.eat(Punct::LBrace) {
            let mut items = Vec::new();
            while !self.is(Punct::RBrace) {
                let (n, s) = self.expect_ident("an enumerator name")?;
                let v = if self.eat(Punct::Eq) {
                    Some(self.conditional()?)
                } else {
                    None
                };
                self.declare(&n, false);
                items.push((n, v, s));
                if !self.eat(Punct::Comma) {
                    break;
                }
            }
            let close = self.expect(Punct::RBrace, "to close the enum")?;
            span = span.to(close);
            Some(items)
        } else {
            if tag.is_none() {
                let t = self.peek().clone();
                return Err(self.fail(t.span, "expected a tag or `{` after `enum`"));
            }
            None
        };
        Ok(EnumSpec { tag, items, span })
    }

    /// `_Static_assert(e, "msg");`: checked by later layers? No: parsed and dropped.
    fn static_assert(&mut self) -> PResult<()> {
        self.bump();
        self.expect(Punct::LParen, "after `_Static_assert`")?;
        self.conditional()?;
        if self.eat(Punct::Comma) {
            self.assign()?;
        }
        self.expect(Punct::RParen, "after `_Static_assert` arguments")?;
        self.expect(Punct::Semi, "after `_Static_assert`")?;
        Ok(())
    }

    /// An initialiser: an assignment expression or a braced list.
    pub(crate) fn initializer(&mut self) -> PResult<Initializer> {
        if self.is(Punct::LBrace) {
            self.initializer_list()
        } else {
            Ok(Initializer::Expr(self.assign()?))
        }
    }

    /// `{ [designators =] init, ... }`
    pub(crate) fn initializer_list(&mut self) -> PResult<Initializer> {
        self.enter()?;
        let r = self.initializer_list_inner();
        self.leave();
        r
    }

    fn initializer_list_inner(&mut self) -> PResult<Initializer> {
        let open = self.expect(Punct::LBrace, "to start an initialiser list")?;
        let mut items = Vec::new();
        while !self.is(Punct::RBrace) {
            let mut desigs = Vec::new();
            loop {
                if self.eat(Punct::LBracket) {
                    let e = self.conditional()?;
                    if self.eat(Punct::Ellipsis) {
                        let s = self.prev_span();
                        return Err(
                            self.fail(s, "GNU range designators `[a ... b]` are not supported")
                        );
                    }
                    self.expect(Punct::RBracket, "after array designator")?;
                    desigs.push(Designator::Index(e));
                } else if self.is(Punct::Dot) {
                    self.bump();
                    let (n, s) = self.expect_ident("a member name")?;
                    desigs.push(Designator::Field(n, s));
                } else {
                    break;
                }
            }
            if !desigs.is_empty() {
                self.expect(Punct::Eq, "after designator")?;
            }
            let init = self.initializer()?;
            items.push((desigs, init));
            if !self.eat(Punct::Comma) {
                break;
            }
        }
        let close = self.expect(Punct::RBrace, "to close the initialiser list")?;
        Ok(Initializer::List(items, open.to(close)))
    }

    /// A declaration at block or file scope, after its specifiers have been recognised.
    /// Returns the declaration, or a function definition when `allow_fn` and a body
    /// follows.
    pub(crate) fn declaration(
        &mut self,
        allow_fn: bool,
        pending: &mut Pending,
    ) -> PResult<Result<Declaration, FunctionDef>> {
        let start = self.peek().span;
        if self.is_ident("_Static_assert") {
            self.static_assert()?;
            return Ok(Ok(Declaration {
                storage: None,
                io: None,
                fn_kind: None,
                base: TypeExpr::Void,
                declarators: Vec::new(),
                span: start,
            }));
        }
        let specs = self.specs(true)?;
        if !specs.any {
            let t = self.peek().clone();
            return Err(self.fail(
                t.span,
                format!("expected a declaration, found {}", describe(&t)),
            ));
        }
        let base = self.base_type(&specs, start)?;
        let mut io = pending.io.take();
        if let Some((k, s)) = specs.io {
            io = Some(IoDecl {
                io: k,
                cond: None,
                span: s,
            });
        }
        let fn_kind = pending.fn_kind.take().map(|(k, _)| k);
        let is_typedef = specs.storage == Some(Storage::Typedef);
        let mut declarators = Vec::new();
        if self.eat(Punct::Semi) {
            return Ok(Ok(Declaration {
                storage: specs.storage,
                io,
                fn_kind,
                base,
                declarators,
                span: start.to(self.prev_span()),
            }));
        }
        loop {
            let (n, ops, s) = self.declarator(false)?;
            let n = n.unwrap_or_else(|| name("<anonymous>"));
            let ty = apply(base.clone(), ops);
            self.declare(&n, is_typedef);
            // A function definition?
            if allow_fn && declarators.is_empty() && matches!(ty, TypeExpr::Function { .. }) {
                if self.is(Punct::LBrace) {
                    if let Some(io) = io {
                        self.error(
                            io.span,
                            "an input or output pragma cannot precede a function definition",
                        );
                    }
                    if fn_kind.is_some() {
                        self.error(
                            start,
                            "`#pragma TASS system|abstract` must precede a function prototype, not a definition: tass gives meaning to the functions it marks, and would ignore the body",
                        );
                    }
                    let contract = std::mem::take(&mut pending.contract);
                    return Ok(Err(self.function_body(
                        specs.storage,
                        n,
                        ty,
                        s,
                        start,
                        contract,
                    )?));
                }
                if matches!(self.peek().ident(), Some(w) if self.is_typedef_name(w) || super::expr::is_type_keyword(w))
                {
                    return Err(self.fail(
                        s,
                        "old-style (K&R) function definitions are not supported; declare parameter types in the parameter list",
                    ));
                }
            }
            let init = if self.eat(Punct::Eq) {
                Some(self.initializer()?)
            } else {
                None
            };
            declarators.push(InitDeclarator {
                name: n,
                ty,
                init,
                span: s,
            });
            if !self.eat(Punct::Comma) {
                break;
            }
        }
        self.expect(Punct::Semi, "after declaration")?;
        Ok(Ok(Declaration {
            storage: specs.storage,
            io,
            fn_kind,
            base,
            declarators,
            span: start.to(self.prev_span()),
        }))
    }

    fn function_body(
        &mut self,
        storage: Option<Storage>,
        n: Name,
        ty: TypeExpr,
        name_span: Span,
        start: Span,
        contract: Vec<Annotation>,
    ) -> PResult<FunctionDef> {
        self.push_scope();
        if let TypeExpr::Function { params, .. } = &ty {
            for p in params {
                if let Some(pn) = &p.name {
                    self.declare(pn, false);
                }
            }
        }
        let body = self.block();
        self.pop_scope();
        let body = body?;
        let span = start.to(body.span);
        Ok(FunctionDef {
            storage,
            name: n,
            ty,
            contract,
            body,
            name_span,
            span,
        })
    }

    /// One file-scope item (or several, when a pragma expands to more).
    pub(crate) fn external(&mut self, pending: &mut Pending) -> PResult<Vec<ExternalDecl>> {
        let t = self.peek().clone();
        match &t.kind {
            TokenKind::Pragma(p) => {
                self.bump();
                let p = p.clone();
                return self.file_pragma(&p, pending);
            }
            TokenKind::Acsl(c) => {
                self.bump();
                let c = c.clone();
                let annots = self.acsl_comment(&c);
                let mut out = Vec::new();
                for a in annots {
                    match &a.kind {
                        AnnotKind::Requires(_)
                        | AnnotKind::Ensures(_)
                        | AnnotKind::Assigns(_)
                        | AnnotKind::Behavior(_)
                        | AnnotKind::Assumes(_)
                        | AnnotKind::Behaviors(..)
                        | AnnotKind::Decreases(_)
                        | AnnotKind::For(..) => pending.contract.push(a),
                        AnnotKind::Other(w) if is_contract_keyword(w) => pending.contract.push(a),
                        AnnotKind::Other(_)
                        | AnnotKind::Logic(_)
                        | AnnotKind::Axiom(..)
                        | AnnotKind::Ipp(_) => {
                            out.push(ExternalDecl::Annotation(a))
                        }
                        _ => self.push(
                            Diagnostic::error(a.span, "this ACSL annotation is not allowed at file scope")
                                .with_note("at file scope, ACSL comments may hold function contracts (requires, ensures, assigns) and logic definitions"),
                        ),
                    }
                }
                return Ok(out);
            }
            TokenKind::Punct(Punct::Semi) => {
                self.bump();
                return Ok(Vec::new());
            }
            TokenKind::Ident(w) if &**w == "$assume" || &**w == "$assert" => {
                let a = self.civl_assert_stmt()?;
                return Ok(vec![ExternalDecl::Annotation(a)]);
            }
            _ => {}
        }
        self.skip_attributes()?;
        if !self.starts_declaration() {
            let t = self.peek().clone();
            if let TokenKind::Ident(w) = &t.kind {
                if matches!(self.peek_at(1).kind, TokenKind::Ident(_)) && !super::is_keyword(w) {
                    return Err(self.fail(t.span, format!("unknown type name `{w}`")));
                }
                if self.peek_at(1).is(Punct::LParen) {
                    return Err(self.fail(
                        t.span,
                        format!("a declaration of `{w}` without a type is not supported (implicit int); write the return type"),
                    ));
                }
            }
            return Err(self.fail(
                t.span,
                format!(
                    "expected a declaration or function definition, found {}",
                    describe(&t)
                ),
            ));
        }
        match self.declaration(true, pending)? {
            Ok(d) => {
                // A contract before a declaration that is not a function definition
                // stays in the program as file-scope annotations: the model records
                // that it is not checked.
                let mut out: Vec<ExternalDecl> = pending
                    .contract
                    .drain(..)
                    .map(ExternalDecl::Annotation)
                    .collect();
                out.push(ExternalDecl::Decl(d));
                Ok(out)
            }
            Err(f) => Ok(vec![ExternalDecl::Function(f)]),
        }
    }
}

/// The keywords of ACSL contract clauses kept as [`AnnotKind::Other`].
pub(crate) fn is_contract_keyword(w: &str) -> bool {
    matches!(
        w,
        "terminates"
            | "decreases ... for"
            | "allocates"
            | "frees"
            | "exits"
            | "returns"
            | "breaks"
            | "continues"
            | "\\mpi_collective"
    )
}

impl Specs {
    fn any_type(&self) -> bool {
        self.void
            || self.bool_
            || self.char_
            || self.short > 0
            || self.int
            || self.long > 0
            || self.float
            || self.double
            || self.signed
            || self.unsigned
            || self.other.is_some()
    }
}
