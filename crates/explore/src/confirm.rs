//! Counterexamples are checked before they are believed.
//!
//! A prover's *no* comes with a model: values of the symbolic constants under which the
//! path condition holds and the property fails. A solver may be wrong, or the model may
//! be partial, so a violation is called *provable* only when
//!
//! 1. the model, completed with default values for the constants it does not mention,
//!    makes the path condition true and the property false when both are evaluated with
//!    tass's own exact arithmetic (a failed check asks the solvers once more, without the
//!    simplifier and caches; a second failure leaves the violation *possible*), and
//! 2. the violation does not hinge on values the model invents for uninterpreted
//!    functions (`sin`, `exp`, abstract functions), which need not be values the real
//!    function takes: with the other constants fixed to the model's values, the violation
//!    must occur for *every* interpretation of the functions that satisfies the standard
//!    facts about them (module `math`), which includes the real one. Otherwise it is
//!    *possible*, and the report says which functions it depends on.

use crate::exec::Machine;
use crate::oracle::Decision;
use tass_symbolic::{Assignment, Expr, FunctionTable, TypeKind, Value};

/// Why a property may fail, as far as the prover can tell.
pub(crate) struct Refutation {
    /// The values of the symbolic constants (checked when `reason` is `None`).
    pub model: Assignment,
    /// Why the violation is only possible; `None` for a provable one.
    pub reason: Option<String>,
}

impl Machine<'_> {
    /// Whether `pred` holds whenever `a` does: `None` when proved, otherwise how it fails.
    pub(crate) fn refute(&mut self, a: &Expr, pred: &Expr) -> Option<Refutation> {
        let model = match self.oracle.valid(a, pred) {
            Decision::Yes => return None,
            Decision::Maybe(reason) => return Some(possible(reason)),
            Decision::No(model) => model,
        };
        let model = match complete(a, pred, &model) {
            Some(m) => m,
            None => match self.oracle.valid_again(a, pred) {
                Decision::No(second) => match complete(a, pred, &second) {
                    Some(m) => m,
                    None => {
                        return Some(possible(
                            "the solver's counterexample does not satisfy the path condition and the negated property when checked by evaluation".into(),
                        ))
                    }
                },
                Decision::Yes => {
                    return Some(possible(
                        "the provers disagree: a counterexample that failed its check, then a proof".into(),
                    ))
                }
                Decision::Maybe(reason) => {
                    return Some(possible(format!(
                        "the counterexample failed its check by evaluation, and a second query gave no answer ({reason})"
                    )))
                }
            },
        };
        let functions = uninterpreted(a, pred);
        if functions.is_empty() {
            return Some(Refutation {
                model,
                reason: None,
            });
        }
        // The violation must not depend on the values the model gives the functions.
        let reason = match self.independent_of_functions(a, pred, &model) {
            Ok(true) => None,
            Ok(false) | Err(_) => Some(format!(
                "the counterexample depends on the values of the uninterpreted function{} {}, which tass cannot evaluate exactly",
                if functions.len() == 1 { "" } else { "s" },
                functions.join(", ")
            )),
        };
        Some(Refutation { model, reason })
    }

    /// Whether, with every non-function constant fixed to its value in `model`, the
    /// violation (`a` holds and `pred` fails) occurs for every interpretation of the
    /// uninterpreted functions that satisfies the standard facts about them.
    fn independent_of_functions(
        &mut self,
        a: &Expr,
        pred: &Expr,
        model: &Assignment,
    ) -> tass_symbolic::Result<bool> {
        let violated = a.and(&pred.not()?)?;
        let mut fixed = Vec::new();
        for s in violated.free_symbols() {
            if s.ty().is_function() {
                continue;
            }
            let Some(v) = model.get(&s) else {
                return Ok(false);
            };
            let Ok(c) = v.to_expr(s.ty()) else {
                return Ok(false);
            };
            fixed.push(s.equals(&c)?);
        }
        fixed.push(crate::math::axioms_of(&violated)?);
        let assumption = Expr::and_all(fixed.iter())?;
        Ok(matches!(
            self.oracle.valid(&assumption, &violated),
            Decision::Yes
        ))
    }
}

fn possible(reason: String) -> Refutation {
    Refutation {
        model: Assignment::new(),
        reason: Some(reason),
    }
}

/// The names of the uninterpreted functions that `a` or `pred` apply.
pub(crate) fn uninterpreted(a: &Expr, pred: &Expr) -> Vec<String> {
    let mut out: Vec<String> = Vec::new();
    for e in [a, pred] {
        for s in e.free_symbols() {
            if s.ty().is_function() {
                if let Some(n) = s.symbol_name() {
                    if !out.iter().any(|m| m == n) {
                        out.push(n.to_string());
                    }
                }
            }
        }
    }
    out
}

/// The model completed with default values for the constants of `a` and `pred` that it
/// does not give, when it makes `a` true and `pred` false by exact evaluation.
fn complete(a: &Expr, pred: &Expr, model: &Assignment) -> Option<Assignment> {
    let mut m = model.clone();
    // Scalars first: the extents of arrays are expressions over them.
    let mut missing: Vec<Expr> = Vec::new();
    for e in [a, pred] {
        for s in e.free_symbols() {
            if m.get(&s).is_none() && !missing.contains(&s) {
                missing.push(s);
            }
        }
    }
    missing.sort_by_key(|s| s.ty().is_array());
    for s in &missing {
        let v = default_value(s.ty(), &m)?;
        m.set(s, v).ok()?;
    }
    let holds = |e: &Expr| e.eval(&m).ok();
    match (holds(a), holds(pred)) {
        (Some(Value::Bool(true)), Some(Value::Bool(false))) => Some(m),
        _ => None,
    }
}

/// A value of type `ty` for a constant the model leaves free (any value will do: the
/// check by evaluation decides whether the completed model is a counterexample).
fn default_value(ty: &tass_symbolic::Type, m: &Assignment) -> Option<Value> {
    /// The longest array given default elements.
    const MAX_ELEMENTS: u64 = 1 << 16;
    Some(match ty.kind() {
        TypeKind::Bool => Value::Bool(false),
        TypeKind::Int => Value::int(0),
        TypeKind::Real => Value::real(0, 1).ok()?,
        TypeKind::Char => Value::Char(0),
        TypeKind::Function { result, .. } => {
            Value::Function(FunctionTable::constant(default_value(result, m)?))
        }
        TypeKind::Tuple { fields, .. } => Value::Tuple(
            fields
                .iter()
                .map(|f| default_value(f, m))
                .collect::<Option<_>>()?,
        ),
        TypeKind::Array { element, extent } => {
            let n = match extent.as_ref()?.eval(m).ok()? {
                Value::Int(n) => u64::try_from(n).ok().filter(|n| *n <= MAX_ELEMENTS)?,
                _ => return None,
            };
            let e = default_value(element, m)?;
            Value::Array(vec![e; n as usize])
        }
    })
}
