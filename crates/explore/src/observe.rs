//! What `compare` compares.
//!
//! Two programs are equivalent when they compute the same outputs from the same inputs
//! (seed 001): the outputs are the variables both declare with `#pragma TASS output` (or
//! CIVL's `$output`), compared at the end of every pair of executions
//! (`Machine::compare_outputs`). A pair in which *neither* program declares an output
//! has nothing to compare that way, and answering *equivalent* for it would be a claim
//! about nothing (two programs returning 280 and 110 would be "equivalent"). What such a
//! program shows is then compared: its exit status, the value `main` returns (or
//! `exit` is given; reaching the end of `main` returns 0, C11 5.1.2.2.3). Each program
//! is given a hidden output, [`EXIT`], that the return from `main` writes, and a second
//! one, [`EXIT_AT`], with the place of that return (encoded as a number), so that a
//! difference is reported at the implementation's `return`.
//!
//! What tass does not model cannot be compared: what a program prints (`printf` and the
//! other output functions of `stdio.h` have no effect in the model) and what it writes
//! to files, and the exit statuses of several processes. For such a pair `compare`
//! refuses (an input error) and says how to declare the outputs, rather than compare
//! the return values alone and call programs equivalent that print different things.
//!
//! Declared outputs are compared element by element over their whole extent (expanded
//! when the extent is a constant under the path condition, a bounded quantifier
//! otherwise); an element no program wrote is zero (static storage), so one written on
//! one side only is compared with zero, and an indeterminate element equals nothing.

use crate::machine::Machine;
use crate::{Config, Error as SetupError};
use std::sync::Arc;
use tass_model::{Callee, FunctionKind, Program, SharedVar, Stmt, Type as MType, Var};
use tass_state::{ProcId, State, Value};
use tass_symbolic::Expr;
use tass_syntax::ast::IoKind;
use tass_syntax::Span;

/// The hidden output holding the exit status (the value `main` returns).
pub(crate) const EXIT: &str = "$exit";
/// The hidden output holding the place of the `return` (or `exit` call) that ended the
/// program, [`encode`]d.
pub(crate) const EXIT_AT: &str = "$exit$at";

/// Library functions whose effect (printing, writing a file) the model drops.
const UNMODELLED_OUTPUT: &[&str] = &[
    "printf", "fprintf", "puts", "putchar", "fputs", "fputc", "putc", "perror",
];

/// How to declare an output, for the messages.
const HOW: &str = "declare what the programs compute as an output in both, with `#pragma TASS output` before a file-scope variable (or CIVL's `$output`), and write it";

/// Whether neither of two programs declares an output.
fn no_outputs(progs: &[&Program]) -> bool {
    progs
        .iter()
        .all(|p| p.shared.iter().all(|s| s.io != IoKind::Output))
}

/// For a comparison where neither program declares an output: the programs with the
/// hidden outputs of the exit status added; `None` when the programs are compared by
/// their outputs (or not compared). An error when what they show cannot be compared.
pub(crate) fn prepare(
    progs: &[&Program],
    cfg: &Config,
) -> Result<Option<Vec<Program>>, SetupError> {
    if progs.len() != 2 || cfg.induction.is_some() || !no_outputs(progs) {
        return Ok(None);
    }
    if cfg.procs > 1 || cfg.procs2 > 1 {
        return Err(SetupError::new(format!(
            "neither program declares an output, and the exit statuses of several processes are not compared: {HOW}"
        )));
    }
    let mut out = Vec::with_capacity(2);
    for p in progs {
        if let Some((name, span)) = prints(p) {
            return Err(SetupError::at(
                span,
                format!(
                    "neither program declares an output, and what `{name}` prints is not modelled, so it cannot be compared: {HOW}"
                ),
            ));
        }
        let main = &p.functions[p.main.0 as usize];
        if !matches!(main.sig.ret, MType::Int { .. }) {
            return Err(SetupError::at(
                main.span,
                format!("neither program declares an output, and `{}` does not return an `int` to compare: {HOW}", main.name),
            ));
        }
        let mut q = (*p).clone();
        for name in [EXIT, EXIT_AT] {
            q.shared.push(SharedVar {
                var: Var {
                    name: name.into(),
                    ty: main.sig.ret.clone(),
                    span: main.span,
                },
                io: IoKind::Output,
                cond: None,
                from_macro: false,
                default: None,
            });
        }
        out.push(q);
    }
    Ok(Some(out))
}

/// The first call of a function whose output the model drops, with its place.
fn prints(p: &Program) -> Option<(String, Span)> {
    for f in &p.functions {
        for l in &f.locations {
            for t in &l.out {
                let Stmt::Call {
                    callee: Callee::Function(g),
                    ..
                } = &t.stmt
                else {
                    continue;
                };
                let g = &p.functions[g.0 as usize];
                if matches!(g.kind, FunctionKind::System(_))
                    && UNMODELLED_OUTPUT.contains(&&*g.name)
                {
                    return Some((g.name.to_string(), t.span));
                }
            }
        }
    }
    None
}

/// What a comparison of these programs compares, for the report: the outputs both
/// declare, or the exit status when neither declares one.
pub fn compared(progs: &[&Program]) -> Vec<String> {
    if progs.len() != 2 {
        return Vec::new();
    }
    if no_outputs(progs) {
        return vec![
            "the value `main` returns (the exit status): neither program declares an output".into(),
        ];
    }
    progs[0]
        .shared
        .iter()
        .filter(|s| s.io == IoKind::Output)
        .filter(|s| {
            progs[1]
                .shared
                .iter()
                .any(|t| t.io == IoKind::Output && t.var.name == s.var.name)
        })
        .map(|s| format!("output `{}`", s.var.name))
        .collect()
}

impl Machine<'_> {
    /// The program ends (`main` returns `v`, or `exit(v)` is called at `span`): with
    /// the hidden outputs of the exit status, the status and its place are kept.
    pub(crate) fn observe_exit(&mut self, st: &mut State, p: ProcId, v: Option<Value>, span: Span) {
        let prog = self.progs[p.model as usize];
        let slot = |n: &str| prog.shared.iter().position(|s| &*s.var.name == n);
        let (Some(i), Some(j)) = (slot(EXIT), slot(EXIT_AT)) else {
            return;
        };
        // Reaching the end of `main` returns 0 (C11 5.1.2.2.3).
        let v = v.unwrap_or_else(|| Value::Sym(Expr::int(0)));
        let shared = Arc::make_mut(&mut st.models[p.model as usize].shared);
        shared[i] = v;
        shared[j] = Value::Sym(Expr::int_i128(encode(span)));
    }

    /// Where program `model` ended (its hidden output [`EXIT_AT`]).
    pub(crate) fn exit_place(&self, st: &State, model: usize) -> Option<Span> {
        let prog = self.progs.get(model)?;
        let j = prog.shared.iter().position(|s| &*s.var.name == EXIT_AT)?;
        match st.models.get(model)?.shared.get(j)? {
            Value::Sym(e) => e
                .as_int()
                .and_then(|n| i128::try_from(n).ok())
                .and_then(decode),
            _ => None,
        }
    }
}

/// A place as a number (for [`EXIT_AT`]).
pub(crate) fn encode(span: Span) -> i128 {
    ((span.file.0 as i128) << 64) | ((span.lo as i128) << 32) | span.hi as i128
}

/// The place a number of [`encode`] stands for.
pub(crate) fn decode(n: i128) -> Option<Span> {
    let file = u32::try_from(n >> 64).ok()?;
    let lo = ((n >> 32) & 0xffff_ffff) as u32;
    let hi = (n & 0xffff_ffff) as u32;
    Some(Span::new(tass_syntax::FileId(file), lo, hi))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn places_round_trip() {
        let s = Span::new(tass_syntax::FileId(3), 17, 4000);
        assert_eq!(decode(encode(s)), Some(s));
    }
}
