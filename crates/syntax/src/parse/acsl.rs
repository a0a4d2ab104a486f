//! ACSL annotation comments (Frama-C's language; seed 003).
//!
//! A comment holds clauses ended by `;`: loop annotations (`loop invariant`, `loop
//! assigns`, `loop variant`), statement annotations (`assert`, `check`, `assume`),
//! function contracts (`requires`, `ensures`, `assigns`, `behavior` with `assumes`,
//! `complete`/`disjoint behaviors`, `for b:`), and the clauses and logic definitions
//! tass gives no meaning (`terminates`, `decreases`, `predicate`, `logic`, `lemma`,
//! `axiomatic`, `inductive`, `type`, `ghost`, ...), kept as [`AnnotKind::Other`] so that
//! the verifier can say it did not check them.

use super::{describe, AnnMode, PResult, Parser};
use crate::ast::*;
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
            "predicate" | "logic" | "lemma" | "axiomatic" | "inductive" | "type" | "ghost"
            | "axiom" | "global" => return Ok(None),
            "invariant" => {
                self.skip_clause_name();
                AnnotKind::Invariant(None, self.expr()?, Dialect::Acsl)
            }
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
