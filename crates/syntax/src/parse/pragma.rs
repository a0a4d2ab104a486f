//! TASS and CIVL pragmas (seed 001, 3.3; seed 000, 5).
//!
//! Grammar of the body of `#pragma TASS ...`:
//!
//! ```text
//! input [{cond}] [type]            before a global declaration or an object-like #define
//! output [type]                    likewise
//! assert e | assume e
//! invariant [LABEL] e              before a loop
//! collective (assert|invariant) LABEL e
//! joint (assert|invariant) LABEL e
//! system [guard e] | abstract      before a function prototype
//! ```
//!
//! Expressions are C expressions extended with `forall {T i | cond} e`, `exists`,
//! `PROC[e].x`, `PROC[e]@f.x` and `spec.x`.

use super::decl::Pending;
use super::{describe, AnnMode, PResult, Parser};
use crate::ast::*;
use crate::diag::Diagnostic;
use crate::source::Span;
use crate::token::{Pragma, Punct, Token, TokenKind};

const TASS_PRAGMAS: &str =
    "input, output, assert, assume, invariant, collective, joint, system, abstract";

const CIVL_PRAGMAS: &str =
    "`#pragma CIVL ACSL`, `#pragma CIVL $assume(e)`, `#pragma CIVL $assert(e)`";

impl Parser<'_> {
    /// Runs `f` on a sub-parser over `body`, in annotation mode `mode`, requiring that it
    /// consumes every token. Diagnostics are merged into this parser.
    pub(crate) fn with_body<T>(
        &mut self,
        body: &[Token],
        end: Span,
        mode: AnnMode,
        f: impl FnOnce(&mut Parser<'_>) -> PResult<T>,
    ) -> PResult<T> {
        let mut toks: Vec<Token> = body.to_vec();
        toks.push(Token::new(
            TokenKind::Eof,
            Span::new(end.file, end.hi, end.hi),
        ));
        let mut sub = Parser::new(&toks, self.options);
        sub.scopes = self.scopes.clone();
        sub.ann = mode;
        sub.depth = self.depth;
        let r = f(&mut sub);
        if r.is_ok() && !sub.at_eof() {
            let t = sub.peek().clone();
            sub.error(t.span, format!("unexpected {} in annotation", describe(&t)));
        }
        let failed = sub.errors > 0;
        self.errors += sub.errors;
        self.diags.append(&mut sub.diags);
        match r {
            Ok(v) if !failed => Ok(v),
            _ => Err(super::Fatal),
        }
    }

    /// A TASS or CIVL pragma at file scope.
    pub(crate) fn file_pragma(
        &mut self,
        p: &Pragma,
        pending: &mut Pending,
    ) -> PResult<Vec<ExternalDecl>> {
        match &*p.namespace {
            "TASS" => {}
            "CIVL" => {
                return Ok(self
                    .civl_pragma(p)?
                    .into_iter()
                    .map(ExternalDecl::Annotation)
                    .collect())
            }
            _ => {
                return Ok(self
                    .other_pragma(p)
                    .into_iter()
                    .map(ExternalDecl::Annotation)
                    .collect())
            }
        }
        let Some(word) = p.body.first().and_then(|t| t.ident()) else {
            return Err(self.fail(
                p.span,
                format!("empty `#pragma TASS`; expected one of {TASS_PRAGMAS}"),
            ));
        };
        match word {
            "input" | "output" => {
                let io = if word == "input" {
                    IoKind::Input
                } else {
                    IoKind::Output
                };
                let (cond, ty) = self.with_body(&p.body[1..], p.span, AnnMode::Tass, |s| {
                    let cond = if s.eat(Punct::LBrace) {
                        let c = s.expr()?;
                        s.expect(Punct::RBrace, "to close the input condition")?;
                        Some(c)
                    } else {
                        None
                    };
                    let ty = if s.at_eof() {
                        None
                    } else {
                        Some(s.type_name()?)
                    };
                    Ok((cond, ty))
                })?;
                if io == IoKind::Output && cond.is_some() {
                    self.error(p.span, "an output cannot have a condition `{...}`");
                }
                if let Some((name, span)) = &p.macro_def {
                    let Some(ty) = ty else {
                        return Err(self.fail(
                            p.span,
                            format!("`#pragma TASS {word}` before the macro `{name}` must give its type, e.g. `#pragma TASS {word} int`"),
                        ));
                    };
                    self.input_macros.push(name.clone());
                    self.declare(name, false);
                    return Ok(vec![ExternalDecl::InputMacro(InputMacro {
                        io,
                        name: name.clone(),
                        ty,
                        cond,
                        span: *span,
                        pragma_span: p.span,
                    })]);
                }
                if let Some(prev) = pending.io.take() {
                    self.error(
                        prev.span,
                        "this input/output pragma is not followed by a declaration",
                    );
                }
                pending.io = Some(IoDecl {
                    io,
                    cond,
                    span: p.span,
                });
                Ok(Vec::new())
            }
            "system" | "abstract" => {
                let kind = if word == "abstract" {
                    self.with_body(&p.body[1..], p.span, AnnMode::Tass, |_| Ok(()))?;
                    FnAnnotation::Abstract
                } else {
                    let guard = self.with_body(&p.body[1..], p.span, AnnMode::Tass, |s| {
                        if s.eat_ident("guard") {
                            Ok(Some(s.expr()?))
                        } else {
                            Ok(None)
                        }
                    })?;
                    FnAnnotation::System(guard)
                };
                if pending.fn_kind.is_some() {
                    self.error(p.span, "two function pragmas in a row");
                }
                pending.fn_kind = Some((kind, p.span));
                Ok(Vec::new())
            }
            "assume" => {
                let a = self.tass_stmt_pragma(p)?;
                Ok(a.into_iter().map(ExternalDecl::Annotation).collect())
            }
            "assert" | "invariant" | "collective" | "joint" => Err(self.fail(
                p.span,
                format!("`#pragma TASS {word}` must be inside a function"),
            )),
            _ => Err(self.unknown_tass(p, word)),
        }
    }

    fn unknown_tass(&mut self, p: &Pragma, word: &str) -> super::Fatal {
        let span = p.body.first().map(|t| t.span).unwrap_or(p.span);
        self.push(
            Diagnostic::error(span, format!("unknown TASS pragma `{word}`"))
                .with_note(format!("supported: {TASS_PRAGMAS}")),
        );
        super::Fatal
    }

    /// A pragma of another tool. Those that do not change what a program computes
    /// (`once`, `GCC`, `clang`, `pack`, `STDC`, `message`, `region`, `ident`, `unroll`)
    /// are dropped; any other (`omp`, `acc`, `ivdep`, ...) is kept as a foreign
    /// annotation, which the report lists as not checked, with a warning.
    fn other_pragma(&mut self, p: &Pragma) -> Option<Annotation> {
        if matches!(
            &*p.namespace,
            "once"
                | "GCC"
                | "clang"
                | "pack"
                | "STDC"
                | "message"
                | "region"
                | "endregion"
                | "ident"
                | "unroll"
                | "nounroll"
        ) {
            return None;
        }
        self.push(Diagnostic::warning(
            p.span,
            format!(
                "`#pragma {}` is not interpreted: tass verifies the program as compiled without it",
                p.namespace
            ),
        ));
        Some(Annotation {
            kind: AnnotKind::Foreign(p.namespace.clone()),
            span: p.span,
        })
    }

    /// `#pragma CIVL ...`: `ACSL` switches ACSL comments on (they always are in tass);
    /// `$assume(e)` and `$assert(e)` are CIVL-C's statements in pragma form. Other CIVL
    /// pragmas change the meaning of the program and are errors.
    fn civl_pragma(&mut self, p: &Pragma) -> PResult<Vec<Annotation>> {
        let first = p.body.first();
        match first.and_then(|t| t.ident()) {
            Some("ACSL") => {
                self.with_body(&p.body[1..], p.span, AnnMode::C, |_| Ok(()))?;
                Ok(vec![Annotation {
                    kind: AnnotKind::Ignored("CIVL ACSL".into()),
                    span: p.span,
                }])
            }
            Some("$assume" | "$assert") => {
                let a = self.with_body(&p.body, p.span, AnnMode::C, |s| s.civl_assertion(false))?;
                Ok(vec![a])
            }
            word => {
                let what = match word {
                    Some(w) => format!("unknown CIVL pragma `{w}`"),
                    None => "empty `#pragma CIVL`".to_string(),
                };
                self.push(
                    Diagnostic::error(first.map_or(p.span, |t| t.span), what)
                        .with_note(format!("supported: {CIVL_PRAGMAS}")),
                );
                Err(super::Fatal)
            }
        }
    }

    /// A pragma in statement position.
    pub(crate) fn stmt_pragma(&mut self, p: &Pragma) -> PResult<Vec<Annotation>> {
        match &*p.namespace {
            "TASS" => self.tass_stmt_pragma(p),
            "CIVL" => self.civl_pragma(p),
            _ => Ok(self.other_pragma(p).into_iter().collect()),
        }
    }

    fn tass_stmt_pragma(&mut self, p: &Pragma) -> PResult<Vec<Annotation>> {
        let Some(word) = p.body.first().and_then(|t| t.ident()) else {
            return Err(self.fail(
                p.span,
                format!("empty `#pragma TASS`; expected one of {TASS_PRAGMAS}"),
            ));
        };
        let rest = &p.body[1..];
        let kind = match word {
            "assert" => {
                let e = self.with_body(rest, p.span, AnnMode::Tass, |s| s.expr())?;
                AnnotKind::Assert(e, Dialect::Tass)
            }
            "assume" => {
                let e = self.with_body(rest, p.span, AnnMode::Tass, |s| s.expr())?;
                AnnotKind::Assume(e, Dialect::Tass)
            }
            "invariant" => {
                let (label, e) = self.with_body(rest, p.span, AnnMode::Tass, |s| {
                    let label = s.optional_label();
                    Ok((label, s.expr()?))
                })?;
                AnnotKind::Invariant(label, e, Dialect::Tass)
            }
            "collective" | "joint" => {
                let (k, label, e) = self.with_body(rest, p.span, AnnMode::Tass, |s| {
                    let k = if s.eat_ident("assert") {
                        AssertOrInvariant::Assert
                    } else if s.eat_ident("invariant") {
                        AssertOrInvariant::Invariant
                    } else {
                        let t = s.peek().clone();
                        return Err(s.fail(
                            t.span,
                            format!(
                                "expected `assert` or `invariant` after `{word}`, found {}",
                                describe(&t)
                            ),
                        ));
                    };
                    let (label, _) = s.expect_ident("a label naming the annotation")?;
                    Ok((k, label, s.expr()?))
                })?;
                if word == "collective" {
                    AnnotKind::Collective(k, label, e)
                } else {
                    AnnotKind::Joint(k, label, e)
                }
            }
            "input" | "output" | "system" | "abstract" => {
                return Err(self.fail(
                    p.span,
                    format!("`#pragma TASS {word}` is only allowed at file scope"),
                ))
            }
            _ => return Err(self.unknown_tass(p, word)),
        };
        Ok(vec![Annotation { kind, span: p.span }])
    }

    /// An optional label before an invariant: an identifier followed by the start of an
    /// expression (`invariant LOOP i <= n`).
    fn optional_label(&mut self) -> Option<Name> {
        let t = self.peek();
        let w = t.ident()?;
        if super::is_keyword(w) || w == "PROC" || w == "spec" || w == "forall" || w == "exists" {
            return None;
        }
        let next = self.peek_at(1);
        let starts_expr = matches!(
            &next.kind,
            TokenKind::Ident(_)
                | TokenKind::Int(_)
                | TokenKind::Float(_)
                | TokenKind::Char(_)
                | TokenKind::Punct(Punct::LParen | Punct::Bang | Punct::Tilde)
        );
        if starts_expr {
            let n: Name = w.into();
            self.bump();
            Some(n)
        } else {
            None
        }
    }
}
