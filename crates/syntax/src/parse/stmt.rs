//! Statements and blocks, with annotations in statement position: assertions and
//! assumptions become [`StmtKind::Annotation`]; loop invariants (TASS, ACSL, collective,
//! joint) are attached to the loop that follows them.

use super::{describe, Fatal, PResult, Parser};
use crate::ast::*;
use crate::diag::Diagnostic;
use crate::token::{Punct, TokenKind};

/// Whether an annotation belongs to the loop that follows it.
fn is_loop_annotation(k: &AnnotKind) -> bool {
    matches!(
        k,
        AnnotKind::Invariant(..)
            | AnnotKind::LoopAssigns(_)
            | AnnotKind::LoopVariant(_)
            | AnnotKind::Collective(AssertOrInvariant::Invariant, ..)
            | AnnotKind::Joint(AssertOrInvariant::Invariant, ..)
    )
}

impl Parser<'_> {
    /// `{ block-item* }`
    pub(crate) fn block(&mut self) -> PResult<Stmt> {
        let open = self.expect(Punct::LBrace, "to start a block")?;
        self.push_scope();
        let mut items = Vec::new();
        let mut loop_annots: Vec<Annotation> = Vec::new();
        while !self.is(Punct::RBrace) && !self.at_eof() && !self.too_many_errors() {
            let before = self.pos;
            match self.block_item(&mut loop_annots) {
                Ok(Some(s)) => items.push(s),
                Ok(None) => {}
                Err(Fatal) => self.recover_stmt(),
            }
            if self.pos == before {
                self.pos += 1;
            }
        }
        self.pop_scope();
        self.report_dangling(&mut loop_annots);
        let close = self.expect(Punct::RBrace, "to close the block")?;
        Ok(Stmt {
            kind: StmtKind::Block(items),
            span: open.to(close),
        })
    }

    fn report_dangling(&mut self, annots: &mut Vec<Annotation>) {
        for a in annots.drain(..) {
            self.push(
                Diagnostic::error(a.span, "a loop annotation must be followed by a loop")
                    .with_note("put `invariant`, `loop invariant`, `loop assigns` and `loop variant` right before `while`, `for` or `do`"),
            );
        }
    }

    /// One item of a block: a declaration, a statement, or an annotation. Loop
    /// annotations are collected in `loop_annots` and returned with the next loop.
    fn block_item(&mut self, loop_annots: &mut Vec<Annotation>) -> PResult<Option<Stmt>> {
        let t = self.peek().clone();
        let annots = match &t.kind {
            TokenKind::Pragma(p) => {
                self.bump();
                let p = p.clone();
                self.stmt_pragma(&p)?
            }
            TokenKind::Acsl(c) => {
                self.bump();
                let c = c.clone();
                self.acsl_comment(&c)
            }
            _ => {
                if !loop_annots.is_empty() && !self.starts_loop() {
                    self.report_dangling(loop_annots);
                }
                if self.starts_declaration() {
                    let mut pending = super::decl::Pending::default();
                    let d = match self.declaration(false, &mut pending)? {
                        Ok(d) => d,
                        Err(f) => {
                            return Err(self.fail(
                                f.name_span,
                                "nested function definitions are not supported",
                            ))
                        }
                    };
                    let span = d.span;
                    return Ok(Some(Stmt {
                        kind: StmtKind::Decl(d),
                        span,
                    }));
                }
                let annots = std::mem::take(loop_annots);
                return self.statement_with(annots).map(Some);
            }
        };
        // Annotations in statement position: loop annotations wait for their loop, the
        // others become statements (several in one ACSL comment become a block).
        let mut stmts = Vec::new();
        for a in annots {
            if is_loop_annotation(&a.kind) {
                loop_annots.push(a);
            } else if matches!(a.kind, AnnotKind::Ignored(_)) {
            } else if matches!(
                a.kind,
                AnnotKind::Requires(_)
                    | AnnotKind::Ensures(_)
                    | AnnotKind::Assigns(_)
                    | AnnotKind::Behavior(_)
                    | AnnotKind::Assumes(_)
                    | AnnotKind::Behaviors(..)
                    | AnnotKind::Decreases(_)
                    | AnnotKind::For(..)
            ) {
                self.push(Diagnostic::error(
                    a.span,
                    "function contract clauses are only allowed before a function",
                ));
            } else {
                let span = a.span;
                stmts.push(Stmt {
                    kind: StmtKind::Annotation(a),
                    span,
                });
            }
        }
        Ok(match stmts.len() {
            0 => None,
            1 => stmts.pop(),
            _ => {
                let span = stmts[0].span.to(stmts[stmts.len() - 1].span);
                Some(Stmt {
                    kind: StmtKind::Block(stmts),
                    span,
                })
            }
        })
    }

    fn starts_loop(&self) -> bool {
        matches!(self.peek().ident(), Some("while" | "for" | "do"))
    }

    /// A statement.
    pub(crate) fn statement(&mut self) -> PResult<Stmt> {
        self.statement_with(Vec::new())
    }

    /// A statement; `annots` are loop annotations for it (it must then be a loop).
    fn statement_with(&mut self, annots: Vec<Annotation>) -> PResult<Stmt> {
        self.enter()?;
        let r = self.statement_inner(annots);
        self.leave();
        r
    }

    fn statement_inner(&mut self, mut annots: Vec<Annotation>) -> PResult<Stmt> {
        let t = self.peek().clone();
        let start = t.span;
        if !annots.is_empty()
            && !self.starts_loop()
            && !matches!(t.kind, TokenKind::Pragma(_) | TokenKind::Acsl(_))
        {
            self.report_dangling(&mut annots);
        }
        // Annotations in a position where a single statement is expected.
        if matches!(t.kind, TokenKind::Pragma(_) | TokenKind::Acsl(_)) {
            let mut loop_annots = annots;
            let item = self.block_item(&mut loop_annots)?;
            if !loop_annots.is_empty() {
                return self.statement_with(loop_annots);
            }
            return Ok(item.unwrap_or(Stmt {
                kind: StmtKind::Expr(None),
                span: start,
            }));
        }
        if let TokenKind::Punct(Punct::LBrace) = t.kind {
            return self.block();
        }
        if let TokenKind::Punct(Punct::Semi) = t.kind {
            self.bump();
            return Ok(Stmt {
                kind: StmtKind::Expr(None),
                span: start,
            });
        }
        let word = t.ident().map(str::to_owned);
        let kind = match word.as_deref() {
            Some("if") => {
                self.bump();
                self.expect(Punct::LParen, "after `if`")?;
                let c = self.expr()?;
                self.expect(Punct::RParen, "after `if` condition")?;
                let th = self.statement()?;
                let el = if self.eat_ident("else") {
                    Some(Box::new(self.statement()?))
                } else {
                    None
                };
                StmtKind::If(c, Box::new(th), el)
            }
            Some("while") => {
                self.bump();
                self.expect(Punct::LParen, "after `while`")?;
                let c = self.expr()?;
                self.expect(Punct::RParen, "after `while` condition")?;
                let body = self.statement()?;
                StmtKind::While(c, Box::new(body), annots)
            }
            Some("do") => {
                self.bump();
                let body = self.statement()?;
                if !self.eat_ident("while") {
                    let t = self.peek().clone();
                    return Err(self.fail(
                        t.span,
                        format!("expected `while` after `do` body, found {}", describe(&t)),
                    ));
                }
                self.expect(Punct::LParen, "after `while`")?;
                let c = self.expr()?;
                self.expect(Punct::RParen, "after `do ... while` condition")?;
                self.expect(Punct::Semi, "after `do ... while`")?;
                StmtKind::DoWhile(Box::new(body), c, annots)
            }
            Some("for") => {
                self.bump();
                self.expect(Punct::LParen, "after `for`")?;
                self.push_scope();
                let r = self.for_rest(annots);
                self.pop_scope();
                r?
            }
            Some("switch") => {
                self.bump();
                self.expect(Punct::LParen, "after `switch`")?;
                let c = self.expr()?;
                self.expect(Punct::RParen, "after `switch` expression")?;
                let body = self.statement()?;
                StmtKind::Switch(c, Box::new(body))
            }
            Some("case") => {
                self.bump();
                let e = self.conditional()?;
                let hi = if self.eat(Punct::Ellipsis) {
                    Some(self.conditional()?)
                } else {
                    None
                };
                self.expect(Punct::Colon, "after `case` value")?;
                let s = self.statement_or_empty()?;
                StmtKind::Case(e, hi, Box::new(s))
            }
            Some("default") if self.peek_at(1).is(Punct::Colon) => {
                self.bump();
                self.bump();
                let s = self.statement_or_empty()?;
                StmtKind::Default(Box::new(s))
            }
            Some("break") => {
                self.bump();
                self.expect(Punct::Semi, "after `break`")?;
                StmtKind::Break
            }
            Some("continue") => {
                self.bump();
                self.expect(Punct::Semi, "after `continue`")?;
                StmtKind::Continue
            }
            Some("return") => {
                self.bump();
                let e = if self.is(Punct::Semi) {
                    None
                } else {
                    Some(self.expr()?)
                };
                self.expect(Punct::Semi, "after `return`")?;
                StmtKind::Return(e)
            }
            Some("goto") => {
                self.bump();
                let (l, _) = self.expect_ident("a label after `goto`")?;
                self.expect(Punct::Semi, "after `goto` label")?;
                StmtKind::Goto(l)
            }
            Some("$assert" | "$assume") => {
                let a = self.civl_assert_stmt()?;
                StmtKind::Annotation(a)
            }
            Some(w)
                if self.peek_at(1).is(Punct::Colon)
                    && !super::is_keyword(w)
                    && !self.is_typedef_name(w) =>
            {
                self.bump();
                self.bump();
                let s = self.statement_or_empty()?;
                StmtKind::Labeled(w.into(), Box::new(s))
            }
            _ => {
                if self.starts_declaration() {
                    return Err(self.fail(
                        start,
                        "a declaration is not allowed here; put it in a block `{ ... }`",
                    ));
                }
                if let (Some(w), TokenKind::Ident(_)) = (word.as_deref(), &self.peek_at(1).kind) {
                    if !super::is_keyword(w) {
                        return Err(self.fail(start, format!("unknown type name `{w}`")));
                    }
                }
                let e = self.expr()?;
                self.expect(Punct::Semi, "after expression")?;
                StmtKind::Expr(Some(e))
            }
        };
        let span = start.to(self.prev_span());
        Ok(Stmt { kind, span })
    }

    /// After a label: a statement, or nothing before `}` (accepted as in C23).
    fn statement_or_empty(&mut self) -> PResult<Stmt> {
        if self.is(Punct::RBrace) {
            return Ok(Stmt {
                kind: StmtKind::Expr(None),
                span: self.prev_span(),
            });
        }
        if self.starts_declaration() {
            let mut pending = super::decl::Pending::default();
            return match self.declaration(false, &mut pending)? {
                Ok(d) => {
                    let span = d.span;
                    Ok(Stmt {
                        kind: StmtKind::Decl(d),
                        span,
                    })
                }
                Err(f) => {
                    Err(self.fail(f.name_span, "nested function definitions are not supported"))
                }
            };
        }
        self.statement()
    }

    fn for_rest(&mut self, annots: Vec<Annotation>) -> PResult<StmtKind> {
        let init = if self.eat(Punct::Semi) {
            None
        } else if self.starts_declaration() {
            let mut pending = super::decl::Pending::default();
            let d = match self.declaration(false, &mut pending)? {
                Ok(d) => d,
                Err(f) => {
                    return Err(self.fail(f.name_span, "a function definition is not allowed here"))
                }
            };
            let span = d.span;
            Some(Box::new(Stmt {
                kind: StmtKind::Decl(d),
                span,
            }))
        } else {
            let e = self.expr()?;
            self.expect(Punct::Semi, "after `for` initialisation")?;
            let span = e.span;
            Some(Box::new(Stmt {
                kind: StmtKind::Expr(Some(e)),
                span,
            }))
        };
        let cond = if self.is(Punct::Semi) {
            None
        } else {
            Some(self.expr()?)
        };
        self.expect(Punct::Semi, "after `for` condition")?;
        let step = if self.is(Punct::RParen) {
            None
        } else {
            Some(self.expr()?)
        };
        self.expect(Punct::RParen, "after `for` clauses")?;
        let body = self.statement()?;
        Ok(StmtKind::For {
            init,
            cond,
            step,
            body: Box::new(body),
            annots,
        })
    }

    /// CIVL-C `$assert(e);` / `$assume(e);` (also `$assert(e, "msg", ...)`).
    pub(crate) fn civl_assert_stmt(&mut self) -> PResult<Annotation> {
        self.civl_assertion(true)
    }

    /// `$assert(e)` / `$assume(e)`, followed by `;` (optional unless `semi`).
    pub(crate) fn civl_assertion(&mut self, semi: bool) -> PResult<Annotation> {
        let kw = self.bump();
        self.expect(Punct::LParen, "after CIVL primitive")?;
        let e = self.assign()?;
        while self.eat(Punct::Comma) {
            self.assign()?;
        }
        let mut close = self.expect(Punct::RParen, "after CIVL primitive argument")?;
        if semi || self.is(Punct::Semi) {
            close = self.expect(Punct::Semi, "after CIVL primitive")?;
        }
        let kind = if kw.ident() == Some("$assert") {
            AnnotKind::Assert(e, Dialect::Civl)
        } else {
            AnnotKind::Assume(e, Dialect::Civl)
        };
        Ok(Annotation {
            kind,
            span: kw.span.to(close),
        })
    }
}
