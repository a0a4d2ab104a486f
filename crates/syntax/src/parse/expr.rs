//! Expressions: C99's grammar by precedence climbing, extended in annotation modes with
//! quantifiers, `==>`, `<==>`, ACSL chained comparisons, `\old`, `\result`, `PROC[e]`
//! and `spec.x`.

use super::{describe, ident_expr, AnnMode, PResult, Parser, MAX_EXPR_HEIGHT};
use crate::ast::*;
use crate::token::{Punct, TokenKind};

/// Binding power of a binary operator token in the current mode.
fn binop(p: Punct, ann: AnnMode) -> Option<(BinOp, u8)> {
    use Punct as P;
    let r = match p {
        P::Star => (BinOp::Mul, 13),
        P::Slash => (BinOp::Div, 13),
        P::Percent => (BinOp::Mod, 13),
        P::Plus => (BinOp::Add, 12),
        P::Minus => (BinOp::Sub, 12),
        P::Shl => (BinOp::Shl, 11),
        P::Shr => (BinOp::Shr, 11),
        P::Lt => (BinOp::Lt, 10),
        P::Gt => (BinOp::Gt, 10),
        P::Le => (BinOp::Le, 10),
        P::Ge => (BinOp::Ge, 10),
        P::EqEq => (BinOp::Eq, 9),
        P::Ne => (BinOp::Ne, 9),
        P::Amp => (BinOp::BitAnd, 8),
        P::Caret => (BinOp::BitXor, 7),
        P::Pipe => (BinOp::BitOr, 6),
        P::AndAnd => (BinOp::And, 5),
        P::OrOr => (BinOp::Or, 4),
        P::Implies if ann != AnnMode::C => (BinOp::Implies, 3),
        // CIVL-C's `=>` (never valid C, so accepted everywhere).
        P::FatArrow => (BinOp::Implies, 3),
        P::Iff if ann != AnnMode::C => (BinOp::Iff, 2),
        _ => return None,
    };
    Some(r)
}

fn assign_op(p: Punct) -> Option<Option<BinOp>> {
    use Punct as P;
    Some(match p {
        P::Eq => None,
        P::StarEq => Some(BinOp::Mul),
        P::SlashEq => Some(BinOp::Div),
        P::PercentEq => Some(BinOp::Mod),
        P::PlusEq => Some(BinOp::Add),
        P::MinusEq => Some(BinOp::Sub),
        P::ShlEq => Some(BinOp::Shl),
        P::ShrEq => Some(BinOp::Shr),
        P::AmpEq => Some(BinOp::BitAnd),
        P::CaretEq => Some(BinOp::BitXor),
        P::PipeEq => Some(BinOp::BitOr),
        _ => return None,
    })
}

fn binary(op: BinOp, l: Expr, r: Expr) -> Expr {
    let span = l.span.to(r.span);
    Expr::new(ExprKind::Binary(op, Box::new(l), Box::new(r)), span)
}

impl Parser<'_> {
    /// expression: assignment-expressions separated by commas.
    pub(crate) fn expr(&mut self) -> PResult<Expr> {
        let mut e = self.assign()?;
        // Past the height limit, the rest is parsed (to report its height) but not kept.
        let mut over = None;
        while self.is(Punct::Comma) {
            self.bump();
            let r = self.assign()?;
            match over {
                Some(h) => over = Some(r.height.max(h).saturating_add(1)),
                None => {
                    let span = e.span.to(r.span);
                    e = Expr::new(ExprKind::Comma(Box::new(e), Box::new(r)), span);
                    if e.height > MAX_EXPR_HEIGHT {
                        over = Some(e.height);
                    }
                }
            }
        }
        if let Some(h) = over {
            return Err(self.too_high(e.span, h));
        }
        self.complete(e)
    }

    /// assignment-expression.
    pub(crate) fn assign(&mut self) -> PResult<Expr> {
        self.enter()?;
        let r = self.assign_inner();
        self.leave();
        self.complete(r?)
    }

    fn assign_inner(&mut self) -> PResult<Expr> {
        let lhs = self.conditional()?;
        if let TokenKind::Punct(p) = self.peek().kind {
            if let Some(op) = assign_op(p) {
                self.bump();
                let rhs = self.assign()?;
                let span = lhs.span.to(rhs.span);
                return Ok(Expr::new(
                    ExprKind::Assign(op, Box::new(lhs), Box::new(rhs)),
                    span,
                ));
            }
        }
        Ok(lhs)
    }

    /// conditional-expression.
    pub(crate) fn conditional(&mut self) -> PResult<Expr> {
        let e = self.conditional_inner()?;
        self.complete(e)
    }

    fn conditional_inner(&mut self) -> PResult<Expr> {
        let c = self.binary(0)?;
        if self.eat(Punct::Question) {
            let t = self.expr()?;
            self.expect(Punct::Colon, "in conditional expression")?;
            self.enter()?;
            let f = self.conditional();
            self.leave();
            let f = f?;
            let span = c.span.to(f.span);
            return Ok(Expr::new(
                ExprKind::Cond(Box::new(c), Box::new(t), Box::new(f)),
                span,
            ));
        }
        Ok(c)
    }

    /// Binary operators with binding power above `min`.
    fn binary(&mut self, min: u8) -> PResult<Expr> {
        let mut lhs = self.cast()?;
        // Past the height limit, the rest is parsed (to report its height) but not kept.
        let mut over: Option<u32> = None;
        // The last comparison of an ACSL chain `a <= b < c ...` and its right operand.
        let mut last: Option<(BinOp, Expr)> = None;
        while let TokenKind::Punct(p) = self.peek().kind {
            let Some((op, bp)) = binop(p, self.ann) else {
                break;
            };
            if bp <= min {
                break;
            }
            self.bump();
            // `==>` is right-associative; everything else left-associative.
            let next_min = if op == BinOp::Implies { bp - 1 } else { bp };
            self.enter()?;
            let rhs = self.binary(next_min);
            self.leave();
            let rhs = rhs?;
            if let Some(h) = over {
                over = Some(rhs.height.max(h).saturating_add(1));
                continue;
            }
            // ACSL chains comparisons: `a <= b < c` means `a <= b && b < c`, and
            // `a <= b < c <= d` means `a <= b && b < c && c <= d`.
            let chain = self.ann == AnnMode::Acsl && op.is_comparison();
            match last.take() {
                Some((lop, middle)) if chain && is_chainable(lop, op) => {
                    let right = binary(op, middle, rhs.clone());
                    lhs = binary(BinOp::And, lhs, right);
                }
                _ => lhs = binary(op, lhs, rhs.clone()),
            }
            if chain {
                last = Some((op, rhs));
            }
            if lhs.height > MAX_EXPR_HEIGHT {
                over = Some(lhs.height);
            }
        }
        match over {
            Some(h) => Err(self.too_high(lhs.span, h)),
            None => Ok(lhs),
        }
    }

    /// Whether the tokens at the cursor start a type name (after a `(`).
    pub(crate) fn starts_type_name(&self, n: usize) -> bool {
        match &self.peek_at(n).kind {
            TokenKind::Ident(s) => {
                is_type_keyword(s)
                    || (self.is_typedef_name(s) && !self.peek_at(n + 1).is(Punct::Dot))
                    || (self.ann != AnnMode::C && matches!(&**s, "integer" | "real" | "boolean"))
            }
            _ => false,
        }
    }

    /// cast-expression.
    fn cast(&mut self) -> PResult<Expr> {
        if self.is(Punct::LParen) && self.starts_type_name(1) {
            let mut compound = false;
            let e = self.nested(|s| {
                let open = s.bump().span;
                let ty = s.type_name()?;
                s.expect(Punct::RParen, "after type name in cast")?;
                if s.is(Punct::LBrace) {
                    let init = s.initializer_list()?;
                    let span = open.to(init.span());
                    compound = true;
                    return Ok(Expr::new(
                        ExprKind::CompoundLit(Box::new(ty), Box::new(init)),
                        span,
                    ));
                }
                s.enter()?;
                let e = s.cast();
                s.leave();
                let e = e?;
                let span = open.to(e.span);
                Ok(Expr::new(ExprKind::Cast(Box::new(ty), Box::new(e)), span))
            })?;
            if compound {
                return self.postfix_ops(e);
            }
            return Ok(e);
        }
        self.unary()
    }

    /// unary-expression.
    fn unary(&mut self) -> PResult<Expr> {
        self.enter()?;
        let r = self.unary_inner();
        self.leave();
        r
    }

    fn unary_inner(&mut self) -> PResult<Expr> {
        let t = self.peek().clone();
        let op = match &t.kind {
            TokenKind::Punct(Punct::PlusPlus) => Some(UnOp::PreInc),
            TokenKind::Punct(Punct::MinusMinus) => Some(UnOp::PreDec),
            TokenKind::Punct(Punct::Amp) => Some(UnOp::AddrOf),
            TokenKind::Punct(Punct::Star) => Some(UnOp::Deref),
            TokenKind::Punct(Punct::Plus) => Some(UnOp::Plus),
            TokenKind::Punct(Punct::Minus) => Some(UnOp::Neg),
            TokenKind::Punct(Punct::Tilde) => Some(UnOp::BitNot),
            TokenKind::Punct(Punct::Bang) => Some(UnOp::Not),
            _ => None,
        };
        if let Some(op) = op {
            self.bump();
            let e = if matches!(op, UnOp::PreInc | UnOp::PreDec) {
                self.unary()?
            } else {
                self.cast()?
            };
            let span = t.span.to(e.span);
            return Ok(Expr::new(ExprKind::Unary(op, Box::new(e)), span));
        }
        if let Some(word) = t.ident() {
            match word {
                "sizeof" => {
                    self.bump();
                    if self.is(Punct::LParen) && self.starts_type_name(1) {
                        return self.nested(|s| {
                            s.bump();
                            let ty = s.type_name()?;
                            let close = s.expect(Punct::RParen, "after type name in `sizeof`")?;
                            Ok(Expr::new(
                                ExprKind::SizeofType(Box::new(ty)),
                                t.span.to(close),
                            ))
                        });
                    }
                    let e = self.unary()?;
                    let span = t.span.to(e.span);
                    return Ok(Expr::new(ExprKind::SizeofExpr(Box::new(e)), span));
                }
                "_Alignof" | "__alignof__" | "__alignof" => {
                    return self.nested(|s| {
                        s.bump();
                        s.expect(Punct::LParen, "after `_Alignof`")?;
                        let ty = s.type_name()?;
                        let close = s.expect(Punct::RParen, "after type name")?;
                        Ok(Expr::new(
                            ExprKind::AlignofType(Box::new(ty)),
                            t.span.to(close),
                        ))
                    });
                }
                "__extension__" => {
                    self.bump();
                    return self.cast();
                }
                "$forall" | "$exists" => return self.nested(|s| s.civl_quantifier()),
                "forall" | "exists"
                    if self.ann == AnnMode::Tass && self.peek_at(1).is(Punct::LBrace) =>
                {
                    return self.nested(|s| s.tass_quantifier());
                }
                "\\forall" | "\\exists" if self.ann == AnnMode::Acsl => {
                    return self.nested(|s| s.acsl_quantifier());
                }
                _ => {}
            }
        }
        let e = self.primary()?;
        self.postfix_ops(e)
    }

    /// Postfix operators after a primary expression.
    fn postfix_ops(&mut self, mut e: Expr) -> PResult<Expr> {
        // Past the height limit, the operators are applied to a placeholder (to report
        // the height) instead of the expression.
        let mut over: u32 = 0;
        loop {
            if e.height > MAX_EXPR_HEIGHT {
                over = over.saturating_add(e.height - 1);
                e = Expr::new(ExprKind::Result, e.span);
            }
            let t = self.peek().clone();
            match &t.kind {
                TokenKind::Punct(Punct::LBracket) => {
                    self.bump();
                    let mut i = self.expr()?;
                    if self.ann == AnnMode::Acsl && self.eat(Punct::DotDot) {
                        let hi = self.expr()?;
                        let span = i.span.to(hi.span);
                        i = Expr::new(ExprKind::Builtin("..".into(), vec![i, hi]), span);
                    }
                    let close = self.expect(Punct::RBracket, "after array index")?;
                    let span = e.span.to(close);
                    e = Expr::new(ExprKind::Index(Box::new(e), Box::new(i)), span);
                }
                TokenKind::Punct(Punct::LParen) => {
                    self.bump();
                    let mut args = Vec::new();
                    if !self.is(Punct::RParen) {
                        loop {
                            args.push(self.assign()?);
                            if !self.eat(Punct::Comma) {
                                break;
                            }
                        }
                    }
                    let close = self.expect(Punct::RParen, "after function arguments")?;
                    let span = e.span.to(close);
                    e = Expr::new(ExprKind::Call(Box::new(e), args), span);
                }
                TokenKind::Punct(p @ (Punct::Dot | Punct::Arrow)) => {
                    let arrow = *p == Punct::Arrow;
                    self.bump();
                    let (f, fs) = self.expect_ident("a member name")?;
                    let span = e.span.to(fs);
                    e = Expr::new(ExprKind::Member(Box::new(e), f, arrow), span);
                }
                TokenKind::Punct(Punct::PlusPlus) => {
                    self.bump();
                    let span = e.span.to(t.span);
                    e = Expr::new(ExprKind::Unary(UnOp::PostInc, Box::new(e)), span);
                }
                TokenKind::Punct(Punct::MinusMinus) => {
                    self.bump();
                    let span = e.span.to(t.span);
                    e = Expr::new(ExprKind::Unary(UnOp::PostDec, Box::new(e)), span);
                }
                _ if over > 0 => return Err(self.too_high(e.span, over.saturating_add(e.height))),
                _ => return Ok(e),
            }
        }
    }

    /// primary-expression.
    fn primary(&mut self) -> PResult<Expr> {
        let t = self.peek().clone();
        match &t.kind {
            TokenKind::Ident(s) => {
                let s = s.clone();
                match &*s {
                    "\\result" if self.ann == AnnMode::Acsl => {
                        self.bump();
                        return Ok(Expr::new(ExprKind::Result, t.span));
                    }
                    "\\true" | "\\false" if self.ann == AnnMode::Acsl => {
                        self.bump();
                        let v = u128::from(&*s == "\\true");
                        return Ok(Expr::new(ExprKind::Int(int_lit(v)), t.span));
                    }
                    "PROC" if self.ann == AnnMode::Tass && self.peek_at(1).is(Punct::LBracket) => {
                        return self.proc_ref();
                    }
                    "spec" if self.ann == AnnMode::Tass && self.peek_at(1).is(Punct::Dot) => {
                        self.bump();
                        self.bump();
                        let (v, vs) = self.expect_ident("a variable of the specification")?;
                        return Ok(Expr::new(ExprKind::Spec(v), t.span.to(vs)));
                    }
                    _ => {}
                }
                if s.starts_with('\\') && self.ann == AnnMode::Acsl {
                    return self.acsl_builtin();
                }
                if super::is_keyword(&s) || is_type_keyword(&s) {
                    return Err(self.fail(
                        t.span,
                        format!("expected an expression, found keyword `{s}`"),
                    ));
                }
                self.bump();
                let mut e = ident_expr(s, t.span);
                e.macro_name = t.macro_name.clone();
                Ok(e)
            }
            TokenKind::Int(text) => {
                self.bump();
                let lit = match parse_int(text) {
                    Some(l) => l,
                    None => {
                        self.error(t.span, format!("invalid integer constant `{text}`"));
                        int_lit(0)
                    }
                };
                let mut e = Expr::new(ExprKind::Int(lit), t.span);
                e.macro_name = t.macro_name.clone();
                Ok(e)
            }
            TokenKind::Float(text) => {
                self.bump();
                let (body, single, long) = float_suffix(text);
                if !valid_float(body) {
                    self.error(t.span, format!("invalid floating constant `{text}`"));
                }
                let mut e = Expr::new(
                    ExprKind::Float {
                        text: body.into(),
                        single,
                        long,
                    },
                    t.span,
                );
                e.macro_name = t.macro_name.clone();
                Ok(e)
            }
            TokenKind::Char(text) => {
                self.bump();
                let v = match char_value(text) {
                    Some(v) => v,
                    None => {
                        self.error(t.span, format!("invalid character constant {text}"));
                        0
                    }
                };
                Ok(Expr::new(ExprKind::Char(v), t.span))
            }
            TokenKind::Str(_) => {
                let mut bytes = Vec::new();
                let mut span = t.span;
                while let TokenKind::Str(text) = &self.peek().kind {
                    let text = text.clone();
                    let s = self.bump().span;
                    match string_value(&text) {
                        Some(b) => bytes.extend(b),
                        None => self.error(s, "invalid string literal"),
                    }
                    span = span.to(s);
                }
                Ok(Expr::new(ExprKind::Str(bytes), span))
            }
            TokenKind::Punct(Punct::LParen) => {
                let open = self.bump().span;
                if self.is(Punct::LBrace) {
                    // GNU statement expression.
                    return self.nested(|s| {
                        let block = s.block()?;
                        let close = s.expect(Punct::RParen, "to close the statement expression")?;
                        Ok(Expr::new(
                            ExprKind::StmtExpr(Box::new(block)),
                            open.to(close),
                        ))
                    });
                }
                let mut e = self.expr()?;
                // An ACSL range `(lo .. hi)`, as in `\valid(p + (0 .. n-1))`.
                if self.ann == AnnMode::Acsl && self.eat(Punct::DotDot) {
                    let hi = self.expr()?;
                    let close = self.expect(Punct::RParen, "to close the range `(lo .. hi)`")?;
                    return Ok(Expr::new(
                        ExprKind::Builtin("..".into(), vec![e, hi]),
                        open.to(close),
                    ));
                }
                let close = self.expect(Punct::RParen, "to close `(`")?;
                e.span = open.to(close);
                Ok(e)
            }
            _ => Err(self.fail(
                t.span,
                format!("expected an expression, found {}", describe(&t)),
            )),
        }
    }

    /// `PROC[e].x` or `PROC[e]@f.x`.
    fn proc_ref(&mut self) -> PResult<Expr> {
        let start = self.bump().span;
        self.expect(Punct::LBracket, "after `PROC`")?;
        let rank = self.expr()?;
        self.expect(Punct::RBracket, "after process rank")?;
        let func = if self.eat(Punct::At) {
            Some(self.expect_ident("a function name after `@`")?.0)
        } else {
            None
        };
        self.expect(Punct::Dot, "before the variable name in `PROC[e].x`")?;
        let (var, vs) = self.expect_ident("a variable name")?;
        Ok(Expr::new(
            ExprKind::Proc {
                rank: Box::new(rank),
                func,
                var,
            },
            start.to(vs),
        ))
    }

    /// A quantifier's bound type: a C type name, or `integer`/`real`/`boolean`.
    pub(crate) fn bound_type(&mut self) -> PResult<TypeName> {
        if let Some(w) = self.peek().ident() {
            if matches!(w, "integer" | "real" | "boolean") && !self.is_typedef_name(w) {
                let t = self.bump();
                let n: Name = t.ident().unwrap_or("integer").into();
                return Ok(TypeExpr::Named(n, t.span));
            }
        }
        let base = self.specifiers_for_type_name()?;
        // Pointers in bound types are allowed (`\forall int *p; ...`).
        let mut ty = base;
        while self.eat(Punct::Star) {
            ty = TypeExpr::Pointer(Box::new(ty));
        }
        Ok(ty)
    }

    /// TASS: `forall {int i | cond} body`.
    fn tass_quantifier(&mut self) -> PResult<Expr> {
        let t = self.bump();
        let q = quantifier_of(t.ident().unwrap_or(""));
        self.expect(Punct::LBrace, "after quantifier")?;
        let ty = self.bound_type()?;
        let mut vars = Vec::new();
        loop {
            let (n, s) = self.expect_ident("a bound variable")?;
            vars.push((ty.clone(), n, s));
            if !self.eat(Punct::Comma) {
                break;
            }
        }
        let restrict = if self.eat(Punct::Pipe) {
            Some(Box::new(self.expr()?))
        } else {
            None
        };
        self.expect(Punct::RBrace, "to close the quantifier's bound variable")?;
        let body = self.quant_body()?;
        let span = t.span.to(body.span);
        Ok(Expr::new(
            ExprKind::Quant {
                q,
                vars,
                restrict,
                body: Box::new(body),
            },
            span,
        ))
    }

    /// CIVL-C: `$forall (int i : lo .. hi) body` or `$forall (int i, j | cond) body`.
    fn civl_quantifier(&mut self) -> PResult<Expr> {
        let t = self.bump();
        let q = if t.ident() == Some("$forall") {
            Quantifier::Forall
        } else {
            Quantifier::Exists
        };
        let open = self.expect(Punct::LParen, "after quantifier")?;
        let ty = self.bound_type()?;
        let mut vars = Vec::new();
        loop {
            let (n, s) = self.expect_ident("a bound variable")?;
            vars.push((ty.clone(), n, s));
            if !self.eat(Punct::Comma) {
                break;
            }
        }
        let restrict = if self.eat(Punct::Colon) {
            let lo = self.binary(0)?;
            self.expect(Punct::DotDot, "in range `lo .. hi`")?;
            let hi = self.binary(0)?;
            if vars.len() != 1 {
                return Err(self.fail(open, "a range `lo .. hi` binds exactly one variable"));
            }
            let (_, v, vs) = &vars[0];
            let var = ident_expr(v.clone(), *vs);
            let l = binary(BinOp::Le, lo, var.clone());
            let h = binary(BinOp::Le, var, hi);
            Some(Box::new(binary(BinOp::And, l, h)))
        } else if self.eat(Punct::Pipe) {
            Some(Box::new(self.expr()?))
        } else {
            None
        };
        self.expect(Punct::RParen, "to close the quantifier's bound variables")?;
        let body = self.quant_body()?;
        let span = t.span.to(body.span);
        Ok(Expr::new(
            ExprKind::Quant {
                q,
                vars,
                restrict,
                body: Box::new(body),
            },
            span,
        ))
    }

    /// ACSL: `\forall int i, j; body`.
    fn acsl_quantifier(&mut self) -> PResult<Expr> {
        let t = self.bump();
        let q = if t.ident() == Some("\\forall") {
            Quantifier::Forall
        } else {
            Quantifier::Exists
        };
        let mut vars = Vec::new();
        loop {
            let ty = self.bound_type()?;
            loop {
                let (n, s) = self.expect_ident("a bound variable")?;
                vars.push((ty.clone(), n, s));
                if !self.eat(Punct::Comma) {
                    break;
                }
                // `\forall int i, integer j;` allows a new type after a comma.
                if self.starts_type_name(0) {
                    break;
                }
            }
            if !self.starts_type_name(0) {
                break;
            }
        }
        self.expect(Punct::Semi, "after the quantifier's bound variables")?;
        let body = self.quant_body()?;
        let span = t.span.to(body.span);
        Ok(Expr::new(
            ExprKind::Quant {
                q,
                vars,
                restrict: None,
                body: Box::new(body),
            },
            span,
        ))
    }

    /// A quantifier body extends as far to the right as possible.
    pub(crate) fn quant_body(&mut self) -> PResult<Expr> {
        self.enter()?;
        let r = self.conditional();
        self.leave();
        r
    }

    /// `\old(e)`, `\valid(p)`, `\sum(...)`, `\at(e, L)`, `\null`, ...
    fn acsl_builtin(&mut self) -> PResult<Expr> {
        let t = self.bump();
        let n: Name = t.ident().unwrap_or("").into();
        if &*n == "\\null" {
            return Ok(Expr::new(ExprKind::Int(int_lit(0)), t.span));
        }
        if &*n == "\\let" {
            // `\let x = e; body`: kept as `\let(x, e, body)`.
            let (v, vs) = self.expect_ident("a name after `\\let`")?;
            self.expect(Punct::Eq, "after the name bound by `\\let`")?;
            let value = self.assign()?;
            self.expect(Punct::Semi, "after the value bound by `\\let`")?;
            let body = self.quant_body()?;
            let span = t.span.to(body.span);
            return Ok(Expr::new(
                ExprKind::Builtin(n, vec![Expr::new(ExprKind::Ident(v), vs), value, body]),
                span,
            ));
        }
        if !self.is(Punct::LParen) {
            return Ok(Expr::new(ExprKind::Builtin(n, Vec::new()), t.span));
        }
        self.bump();
        let mut args = Vec::new();
        if !self.is(Punct::RParen) {
            loop {
                args.push(self.acsl_arg()?);
                if !self.eat(Punct::Comma) {
                    break;
                }
            }
        }
        let close = self.expect(Punct::RParen, "after arguments")?;
        let span = t.span.to(close);
        if &*n == "\\old" && args.len() == 1 {
            let a = args.pop().expect("one argument");
            return Ok(Expr::new(ExprKind::Old(Box::new(a)), span));
        }
        Ok(Expr::new(ExprKind::Builtin(n, args), span))
    }

    /// An argument of an ACSL built-in: an expression, a range `a .. b`, or a lambda
    /// `\lambda integer k; e`.
    fn acsl_arg(&mut self) -> PResult<Expr> {
        if self.is_ident("\\lambda") {
            let t = self.bump();
            let ty = self.bound_type()?;
            let (v, vs) = self.expect_ident("a bound variable")?;
            self.expect(Punct::Semi, "after the lambda's bound variable")?;
            let body = self.quant_body()?;
            let span = t.span.to(body.span);
            return Ok(Expr::new(
                ExprKind::Builtin(
                    "\\lambda".into(),
                    vec![
                        Expr::new(ExprKind::Ident(v), vs),
                        body,
                        Expr::new(ExprKind::SizeofType(Box::new(ty)), t.span),
                    ],
                ),
                span,
            ));
        }
        let a = self.assign()?;
        if self.eat(Punct::DotDot) {
            let b = self.assign()?;
            let span = a.span.to(b.span);
            return Ok(Expr::new(ExprKind::Builtin("..".into(), vec![a, b]), span));
        }
        Ok(a)
    }
}

/// Whether `a op1 b op2 c` chains in ACSL (both ascending, both descending, or `==`).
fn is_chainable(l: BinOp, r: BinOp) -> bool {
    use BinOp::*;
    matches!((l, r), (Lt | Le, Lt | Le) | (Gt | Ge, Gt | Ge) | (Eq, Eq))
}

fn quantifier_of(w: &str) -> Quantifier {
    if w.ends_with("forall") {
        Quantifier::Forall
    } else {
        Quantifier::Exists
    }
}

/// Words that begin a type name.
pub(crate) fn is_type_keyword(s: &str) -> bool {
    matches!(
        s,
        "void"
            | "char"
            | "short"
            | "int"
            | "long"
            | "float"
            | "double"
            | "signed"
            | "unsigned"
            | "_Bool"
            | "_Complex"
            | "struct"
            | "union"
            | "enum"
            | "const"
            | "volatile"
            | "restrict"
            | "__const"
            | "__restrict"
            | "__restrict__"
            | "__volatile__"
            | "__signed__"
            | "__signed"
            | "__int128"
            | "typeof"
            | "__typeof__"
            | "__typeof"
            | "__builtin_va_list"
    )
}

pub(crate) fn int_lit(v: u128) -> IntLit {
    IntLit {
        value: v,
        unsigned: false,
        longs: 0,
        decimal: true,
    }
}

/// Parses an integer constant with its suffix.
pub(crate) fn parse_int(text: &str) -> Option<IntLit> {
    let lower = text.to_ascii_lowercase();
    let body_end = lower.trim_end_matches(['u', 'l']).len();
    let (body, suffix) = lower.split_at(body_end);
    let unsigned = suffix.contains('u');
    let longs = suffix.matches('l').count() as u8;
    if suffix.len() != usize::from(unsigned) + usize::from(longs) || longs > 2 {
        return None;
    }
    let (digits, radix, decimal) = if let Some(h) = body.strip_prefix("0x") {
        (h, 16, false)
    } else if let Some(b) = body.strip_prefix("0b") {
        (b, 2, false)
    } else if body.len() > 1 && body.starts_with('0') {
        (&body[1..], 8, false)
    } else {
        (body, 10, true)
    };
    if digits.is_empty() {
        return None;
    }
    let value = u128::from_str_radix(digits, radix).ok()?;
    Some(IntLit {
        value,
        unsigned,
        longs,
        decimal,
    })
}

/// Splits a floating constant's suffix: (body, `f`, `l`).
fn float_suffix(text: &str) -> (&str, bool, bool) {
    let is_hex = text.starts_with("0x") || text.starts_with("0X");
    match text.as_bytes().last() {
        Some(b'f' | b'F') if !is_hex || text.contains(['p', 'P']) => {
            (&text[..text.len() - 1], true, false)
        }
        Some(b'l' | b'L') => (&text[..text.len() - 1], false, true),
        _ => (text, false, false),
    }
}

/// Whether a floating constant body is well-formed.
fn valid_float(body: &str) -> bool {
    if body.starts_with("0x") || body.starts_with("0X") {
        return body.contains(['p', 'P']);
    }
    body.parse::<f64>().is_ok()
}

/// Decodes one escape sequence starting after the backslash; returns the value and
/// the number of bytes consumed.
fn escape(b: &[u8]) -> Option<(i64, usize)> {
    let c = *b.first()?;
    Some(match c {
        b'n' => (10, 1),
        b't' => (9, 1),
        b'r' => (13, 1),
        b'0'..=b'7' => {
            let mut v = 0i64;
            let mut n = 0;
            while n < 3 && n < b.len() && (b'0'..=b'7').contains(&b[n]) {
                v = v * 8 + i64::from(b[n] - b'0');
                n += 1;
            }
            (v, n)
        }
        b'x' => {
            let mut v = 0i64;
            let mut n = 1;
            while n < b.len() && b[n].is_ascii_hexdigit() && n < 17 {
                v = v * 16 + i64::from((b[n] as char).to_digit(16)?);
                n += 1;
            }
            if n == 1 {
                return None;
            }
            (v, n)
        }
        b'a' => (7, 1),
        b'b' => (8, 1),
        b'f' => (12, 1),
        b'v' => (11, 1),
        b'e' => (27, 1),
        b'\\' | b'\'' | b'"' | b'?' => (i64::from(c), 1),
        _ => return None,
    })
}

/// Decodes the bytes between quotes.
fn decode(inner: &[u8]) -> Option<Vec<i64>> {
    let mut out = Vec::new();
    let mut i = 0;
    while i < inner.len() {
        if inner[i] == b'\\' {
            let (v, n) = escape(&inner[i + 1..])?;
            out.push(v);
            i += 1 + n;
        } else {
            out.push(i64::from(inner[i]));
            i += 1;
        }
    }
    Some(out)
}

/// The value of a character constant such as `'a'` or `'\n'` (prefixes ignored).
pub(crate) fn char_value(text: &str) -> Option<i64> {
    let start = text.find('\'')?;
    let inner = text.get(start + 1..text.len().checked_sub(1)?)?;
    let v = decode(inner.as_bytes())?;
    match v.as_slice() {
        [c] => Some(if *c > 127 && *c < 256 { *c - 256 } else { *c }),
        _ => None,
    }
}

/// The bytes of a string literal such as `"a\n"` (prefixes ignored).
pub(crate) fn string_value(text: &str) -> Option<Vec<u8>> {
    let start = text.find('"')?;
    let inner = text.get(start + 1..text.len().checked_sub(1)?)?;
    Some(
        decode(inner.as_bytes())?
            .into_iter()
            .map(|v| v as u8)
            .collect(),
    )
}
