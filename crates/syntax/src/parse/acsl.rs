//! ACSL annotation comments (Frama-C's language; seed 003).
//!
//! A comment holds clauses ended by `;`: loop annotations (`loop invariant`, `loop
//! assigns`, `loop variant`), statement annotations (`assert`, `check`, `assume`),
//! function contracts (`requires`, `ensures`, `assigns`, `behavior` with `assumes`,
//! `complete`/`disjoint behaviors`, `for b:`), and the clauses and logic definitions
//! tass gives no meaning (`terminates`, `decreases`, `predicate`, `logic`, `lemma`,
//! `axiomatic`, `inductive`, `type`, `ghost`, ...), kept as [`AnnotKind::Other`] so that
//! the verifier can say it did not check them.

use super::{describe, AnnMode, Fatal, PResult, Parser};
use crate::ast::*;
use crate::source::Span;
use crate::token::{AcslComment, Punct};

impl Parser<'_> {
    /// Parses an ACSL comment into its clauses. Errors are recorded; the clauses that
    /// parsed are returned.
    pub(crate) fn acsl_comment(&mut self, c: &AcslComment) -> Vec<Annotation> {
        self.with_body(&c.body, c.span, AnnMode::Acsl, |s| {
            let mut out = Vec::new();
            while !s.at_eof() {
                let before = s.pos;
                if s.eat(Punct::Semi) {
                    continue;
                }
                if let Some(kw) = s.peek().ident().map(str::to_owned) {
                    if matches!(kw.as_str(), "predicate" | "logic" | "axiomatic" | "axiom") {
                        s.logic_items(&kw, c.span, &mut out);
                        continue;
                    }
                }
                match s.acsl_clause() {
                    Ok(Some(a)) => out.push(a),
                    Ok(None) => {
                        // A logic definition: the rest of the comment belongs to it.
                        while !s.at_eof() {
                            s.bump();
                        }
                        let kw = s
                            .toks
                            .get(before)
                            .and_then(|t| t.ident())
                            .unwrap_or("logic");
                        out.push(Annotation {
                            kind: AnnotKind::Other(kw.into()),
                            span: c.span,
                        });
                    }
                    Err(super::Fatal) => {
                        // Skip to the next clause.
                        while !s.at_eof() && !s.is(Punct::Semi) {
                            s.bump();
                        }
                    }
                }
                if s.pos == before {
                    s.bump();
                }
            }
            Ok(out)
        })
        .unwrap_or_default()
    }

    /// Logic definitions (`predicate`, `logic`, `axiomatic` blocks and their `axiom`s)
    /// from the current token on, pushed to `out`. A form tass does not parse
    /// (polymorphic logic types, ...) is kept as [`AnnotKind::Other`] with the rest of
    /// the comment, so that the verifier says it did not interpret it.
    fn logic_items(&mut self, kw: &str, comment: Span, out: &mut Vec<Annotation>) {
        let (pos, ndiags, nerrors) = (self.pos, self.diags.len(), self.errors);
        let mut items = Vec::new();
        match self.logic_item(&mut items) {
            Ok(()) => out.extend(items),
            Err(super::Fatal) => {
                self.pos = pos;
                self.diags.truncate(ndiags);
                self.errors = nerrors;
                while !self.at_eof() {
                    self.bump();
                }
                out.push(Annotation {
                    kind: AnnotKind::Other(kw.into()),
                    span: comment,
                });
            }
        }
    }

    /// One logic definition, declaration, axiom or axiomatic block.
    fn logic_item(&mut self, out: &mut Vec<Annotation>) -> PResult<()> {
        let t = self.bump();
        let kw = t.ident().unwrap_or("").to_owned();
        match kw.as_str() {
            "axiomatic" => {
                self.expect_ident("the name of the axiomatic block")?;
                self.expect(Punct::LBrace, "after the name of the axiomatic block")?;
                while !self.eat(Punct::RBrace) {
                    if self.at_eof() {
                        return Err(
                            self.fail(t.span, "an `axiomatic` block without its closing `}`")
                        );
                    }
                    if self.eat(Punct::Semi) {
                        continue;
                    }
                    match self.peek().ident() {
                        Some("predicate" | "logic" | "axiom" | "axiomatic") => {
                            self.logic_item(out)?
                        }
                        _ => return Err(Fatal),
                    }
                }
                Ok(())
            }
            "axiom" => {
                let (name, _) = self.expect_ident("the name of the axiom")?;
                self.expect(Punct::Colon, "after the name of the axiom")?;
                let e = self.expr()?;
                self.end_logic()?;
                out.push(Annotation {
                    kind: AnnotKind::Axiom(name, e),
                    span: t.span.to(self.prev_span()),
                });
                Ok(())
            }
            _ => {
                let ret = if kw == "logic" {
                    Some(self.bound_type()?)
                } else {
                    None
                };
                let (name, name_span) = self.expect_ident("the name of the logic definition")?;
                let mut unsupported: Option<Name> = None;
                if self.is(Punct::LBrace) {
                    // Labels: `predicate p{L1, L2}(...)`.
                    while !self.at_eof() && !self.eat(Punct::RBrace) {
                        self.bump();
                    }
                    unsupported = Some("labels `{L}` on a logic definition".into());
                }
                let mut params = Vec::new();
                if self.eat(Punct::LParen) {
                    if !self.is(Punct::RParen) {
                        loop {
                            let ty = self.bound_type()?;
                            let (n, ns) = self.expect_ident("a parameter name")?;
                            params.push((ty, n, ns));
                            if !self.eat(Punct::Comma) {
                                break;
                            }
                        }
                    }
                    self.expect(
                        Punct::RParen,
                        "after the parameters of the logic definition",
                    )?;
                }
                if self.eat_ident("reads") {
                    while !self.at_eof() && !self.is(Punct::Semi) && !self.is(Punct::Eq) {
                        self.bump();
                    }
                    unsupported = Some("a `reads` clause".into());
                }
                let body = if self.eat(Punct::Eq) {
                    Some(self.expr()?)
                } else if self.is(Punct::LBrace) {
                    // An inductive-style definition by cases.
                    return Err(Fatal);
                } else {
                    None
                };
                self.end_logic()?;
                out.push(Annotation {
                    kind: AnnotKind::Logic(Box::new(LogicDef {
                        name,
                        params,
                        ret,
                        body,
                        unsupported,
                        name_span,
                    })),
                    span: t.span.to(self.prev_span()),
                });
                Ok(())
            }
        }
    }

    /// The `;` ending a logic item (optional at the end of the comment or a block).
    fn end_logic(&mut self) -> PResult<()> {
        if self.eat(Punct::Semi) || self.at_eof() || self.is(Punct::RBrace) {
            return Ok(());
        }
        let t = self.peek().clone();
        Err(self.fail(
            t.span,
            format!(
                "expected `;` after the logic definition, found {}",
                describe(&t)
            ),
        ))
    }

    /// One clause; `Ok(None)` for a logic definition that extends to the end.
    fn acsl_clause(&mut self) -> PResult<Option<Annotation>> {
        let t = self.peek().clone();
        let Some(w) = t.ident().map(str::to_owned) else {
            return Err(self.fail(
                t.span,
                format!("expected an ACSL clause, found {}", describe(&t)),
            ));
        };
        // `for b1, b2: clause`: a clause of the named behaviours.
        if w == "for" {
            self.bump();
            let mut names = Vec::new();
            loop {
                names.push(self.expect_ident("a behavior name")?.0);
                if !self.eat(Punct::Comma) {
                    break;
                }
            }
            self.expect(Punct::Colon, "after behavior names")?;
            let Some(inner) = self.acsl_clause()? else {
                return Err(self.fail(t.span, "`for` must be followed by a contract clause"));
            };
            return Ok(Some(Annotation {
                kind: AnnotKind::For(names, Box::new(inner.kind)),
                span: t.span.to(inner.span),
            }));
        }
        self.bump();
        let kind = match w.as_str() {
            "loop" => {
                let t2 = self.peek().clone();
                let w2 = t2.ident().map(str::to_owned).unwrap_or_default();
                self.bump();
                match w2.as_str() {
                    "invariant" => {
                        self.skip_clause_name();
                        AnnotKind::Invariant(None, self.expr()?, Dialect::Acsl)
                    }
                    "assigns" => AnnotKind::LoopAssigns(self.locations()?),
                    "variant" => {
                        let e = self.expr()?;
                        if self.eat_ident("for") {
                            self.expect_ident("a relation name")?;
                        }
                        AnnotKind::LoopVariant(e)
                    }
                    "allocates" | "frees" => {
                        self.locations()?;
                        AnnotKind::Other(format!("loop {w2}").into())
                    }
                    _ => {
                        return Err(self.fail(
                            t2.span,
                            format!("unknown ACSL clause `loop {w2}`; supported: loop invariant, loop assigns, loop variant"),
                        ))
                    }
                }
            }
            "assert" | "check" => {
                self.skip_clause_name();
                AnnotKind::Assert(self.expr()?, Dialect::Acsl)
            }
            "assume" | "admit" => {
                self.skip_clause_name();
                AnnotKind::Assume(self.expr()?, Dialect::Acsl)
            }
            "requires" => {
                self.skip_clause_name();
                AnnotKind::Requires(self.expr()?)
            }
            "ensures" => {
                self.skip_clause_name();
                AnnotKind::Ensures(self.expr()?)
            }
            "assigns" => AnnotKind::Assigns(self.locations()?),
            "assumes" => AnnotKind::Assumes(self.expr()?),
            "decreases" => {
                let e = self.expr()?;
                if self.eat_ident("for") {
                    self.expect_ident("a relation name")?;
                    AnnotKind::Other("decreases ... for".into())
                } else {
                    AnnotKind::Decreases(e)
                }
            }
            "terminates" | "allocates" | "frees" | "exits" | "returns" | "breaks"
            | "continues" => {
                self.skip_to_semi();
                AnnotKind::Other(w.as_str().into())
            }
            "behavior" | "behaviour" => {
                let (name, _) = self.expect_ident("a behavior name")?;
                self.expect(Punct::Colon, "after behavior name")?;
                // A behavior header is not ended by `;`: its clauses follow.
                return Ok(Some(Annotation {
                    kind: AnnotKind::Behavior(name),
                    span: t.span.to(self.prev_span()),
                }));
            }
            "complete" | "disjoint" => {
                if !self.eat_ident("behaviors") && !self.eat_ident("behaviours") {
                    let t2 = self.peek().clone();
                    return Err(self.fail(
                        t2.span,
                        format!("expected `behaviors` after `{w}`, found {}", describe(&t2)),
                    ));
                }
                let mut names = Vec::new();
                while !self.at_eof() && !self.is(Punct::Semi) {
                    names.push(self.expect_ident("a behavior name")?.0);
                    if !self.eat(Punct::Comma) {
                        break;
                    }
                }
                AnnotKind::Behaviors(w == "complete", names)
            }
            "lemma" | "inductive" | "type" | "ghost" | "global" => return Ok(None),
            w if w.starts_with("\\mpi_collective") => {
                // CIVL's MPI contract block `\mpi_collective(comm, kind):`; its clauses
                // follow.
                if self.eat(Punct::LParen) {
                    let mut depth = 1;
                    while !self.at_eof() && depth > 0 {
                        if self.is(Punct::LParen) {
                            depth += 1;
                        } else if self.is(Punct::RParen) {
                            depth -= 1;
                        }
                        self.bump();
                    }
                }
                self.eat(Punct::Colon);
                return Ok(Some(Annotation {
                    kind: AnnotKind::Other("\\mpi_collective".into()),
                    span: t.span.to(self.prev_span()),
                }));
            }
            "invariant" => {
                self.skip_clause_name();
                AnnotKind::Invariant(None, self.expr()?, Dialect::Acsl)
            }
            "ipp" => AnnotKind::Ipp(Box::new(self.ipp_annotation()?)),
            _ => {
                return Err(self.fail(
                    t.span,
                    format!("unknown ACSL clause `{w}`; supported: loop invariant, loop assigns, loop variant, assert, assume, requires, ensures, assigns, and logic definitions"),
                ))
            }
        };
        let end = self.prev_span();
        if !self.at_eof() {
            self.expect(Punct::Semi, "after ACSL clause")?;
        }
        Ok(Some(Annotation {
            kind,
            span: t.span.to(end),
        }))
    }

    /// The rest of an `ipp` annotation (after `ipp`): `channel NAME: to DEST from SRC
    /// tag T` or `invariant LABEL: PRED`.
    fn ipp_annotation(&mut self) -> PResult<IppAnnot> {
        let t = self.peek().clone();
        let w = t.ident().unwrap_or("").to_owned();
        match w.as_str() {
            "channel" => {
                self.bump();
                let (name, name_span) = self.expect_ident("the name of the channel")?;
                self.expect(Punct::Colon, "after the name of the channel")?;
                self.expect_word("to", "`to DEST` in `ipp channel NAME: to DEST from SRC tag T`")?;
                let dest = self.expr()?;
                self.expect_word("from", "`from SRC` in `ipp channel NAME: to DEST from SRC tag T`")?;
                let src = self.expr()?;
                self.expect_word("tag", "`tag T` in `ipp channel NAME: to DEST from SRC tag T`")?;
                let tag = self.expr()?;
                Ok(IppAnnot::Channel {
                    name,
                    name_span,
                    dest,
                    src,
                    tag,
                })
            }
            "invariant" => {
                self.bump();
                let (label, label_span) = self.expect_ident("the label of the invariant")?;
                self.expect(Punct::Colon, "after the label of the invariant")?;
                let pred = self.expr()?;
                Ok(IppAnnot::Invariant {
                    label,
                    label_span,
                    pred,
                })
            }
            "uniform" => {
                self.bump();
                let (name, name_span) = self.expect_ident("the name of a global variable")?;
                Ok(IppAnnot::Uniform { name, name_span })
            }
            "deadlock" => {
                self.bump();
                self.expect_word("proof", "`proof` in `ipp deadlock proof FUNC`")?;
                let (func, func_span) = self.expect_ident("the name of the ghost function")?;
                Ok(IppAnnot::DeadlockProof { func, func_span })
            }
            _ => Err(self.fail(
                t.span,
                format!(
                    "unknown `ipp` annotation {}; supported: `ipp channel NAME: to DEST from SRC tag T;`, `ipp invariant LABEL: PRED;`, `ipp uniform x;` and `ipp deadlock proof FUNC;`",
                    describe(&t)
                ),
            )),
        }
    }

    /// Eats the word `w` or fails, saying `what` was expected.
    fn expect_word(&mut self, w: &str, what: &str) -> PResult<()> {
        if self.eat_ident(w) {
            return Ok(());
        }
        let t = self.peek().clone();
        Err(self.fail(t.span, format!("expected {what}, found {}", describe(&t))))
    }

    /// Skips an ACSL clause name `name:` (not a `::`).
    fn skip_clause_name(&mut self) {
        if self.peek().ident().is_some()
            && self.peek_at(1).is(Punct::Colon)
            && !self.peek_at(2).is(Punct::Colon)
        {
            self.bump();
            self.bump();
        }
    }

    fn skip_to_semi(&mut self) {
        while !self.at_eof() && !self.is(Punct::Semi) {
            self.bump();
        }
    }

    /// A location list: `\nothing` or comma-separated lvalues.
    fn locations(&mut self) -> PResult<Vec<Expr>> {
        if self.eat_ident("\\nothing") {
            return Ok(Vec::new());
        }
        let mut out = Vec::new();
        loop {
            out.push(self.assign()?);
            if !self.eat(Punct::Comma) {
                break;
            }
        }
        if self.is(Punct::Semi) || self.at_eof() {
            Ok(out)
        } else {
            let t = self.peek().clone();
            Err(self.fail(
                t.span,
                format!(
                    "expected `,` or `;` in location list, found {}",
                    describe(&t)
                ),
            ))
        }
    }
}
