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
//!    *possible*, and the report says which functions it depends on. Functions whose
//!    real values tass computes (`atoi` and its kin on a string of symbolic characters,
//!    module `strings`) are evaluated for real instead: the counterexample stands if the
//!    model, with the functions' real values, is one, or if the solvers find one once each
//!    string is fixed to spell the number the model gave its function.
//! 3. with IEEE 754 concrete values (`verify`), the counterexample, found in real
//!    arithmetic, is one of the C program: its floating-point inputs are values of their
//!    types, and every floating-point operation on symbolic values the path computed
//!    (`State::float_ops`) is exact at the model's values, so that C's rounding changes
//!    nothing along the path (`Machine::ieee_unconfirmed`). A rounding operation is not
//!    re-executed in IEEE arithmetic: an inexact one leaves the violation *possible*
//!    (`x + 1e-20 == x` for `1 <= x <= 2` fails in the reals and never in C). The result of
//!    a library function other than the exact ones (module `ieee`) passes only when the
//!    violation occurs for every value its standard facts allow (item 2), and not for
//!    `sqrt`/`cbrt`, whose facts pin the real root; the facts are theorems of the real
//!    functions that glibc's results satisfy except in last-bit cases (`exp(1e-17)` is
//!    `1.0`, below `1 + x`): a known gap, as is a library result that is NaN. With
//!    `--float=ieee` the operations module `fpsym` encodes are IEEE 754 functions, which
//!    evaluation computes exactly (with NaN and the infinities): they are neither
//!    uninterpreted (item 2) nor rounding operations read as reals, and a model's NaN or
//!    infinite inputs are values of their types.

use crate::machine::{Machine, Refutation};
use crate::oracle::Decision;
use tass_state::State;
use tass_symbolic::{Assignment, Expr, ExprKind, FunctionTable, TypeKind, Value};

impl Machine<'_> {
    /// Whether the prover shows `a ⇒ c` (a *maybe* is a no).
    pub(crate) fn proves(&mut self, a: &Expr, c: &Expr) -> bool {
        self.proves_by_instances(a, c) || matches!(self.oracle.valid(a, c), Decision::Yes)
    }

    /// Whether `a ⇒ c` follows from the instances of `a`'s quantified facts at the terms
    /// that index arrays (which `a` implies), asked without quantifiers: the solvers must
    /// otherwise find the instances a proof needs themselves, which cvc5 often does not.
    /// False when `a` has no quantified fact.
    fn proves_by_instances(&mut self, a: &Expr, c: &Expr) -> bool {
        crate::machine::instances(a, c)
            .is_some_and(|weaker| matches!(self.oracle.valid(&weaker, c), Decision::Yes))
    }

    /// Whether `pred` holds whenever `a` does: `None` when proved, otherwise how it fails.
    pub(crate) fn refute(&mut self, a: &Expr, pred: &Expr) -> Option<Refutation> {
        if let Some(list) = &mut self.checks.obligations {
            // A generic iteration: the check is proved later, for every iteration.
            list.push((a.clone(), pred.clone()));
            if let Some(checked) = &mut self.checks.checked {
                checked.push((a.clone(), pred.clone()));
            }
            return None;
        }
        // Under quantified facts, first their instances at the terms that index arrays,
        // without quantifiers (which `a` implies): a proof of that is one of `a ⇒ pred`,
        // and a model of it that evaluation shows satisfies `a` itself (its quantifiers
        // over the model's ranges) is a counterexample, both found without the solvers'
        // handling of quantifiers.
        let mut found = None;
        if let Some(weaker) = crate::machine::instances(a, pred) {
            match self.oracle.valid(&weaker, pred) {
                Decision::Yes => return None,
                Decision::No(Some(m)) => found = complete(a, pred, &m),
                _ => {}
            }
        }
        let model = match found {
            Some(m) => Some(m),
            None => match self.oracle.valid(a, pred) {
                Decision::Yes => return None,
                Decision::Maybe(reason) => return Some(possible(reason.to_string())),
                Decision::No(model) => complete(a, pred, &model.unwrap_or_default()),
            },
        };
        let model = match model {
            Some(m) => m,
            None => match self.oracle.valid_again(a, pred) {
                Decision::No(second) => match complete(a, pred, &second.unwrap_or_default()) {
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
                model: self.minimise(a, pred, model),
                reason: None,
                functions,
                any_function_value: false,
            });
        }
        // Functions whose real values tass computes (the string-to-number functions):
        // the model, with their real values, may be a counterexample as it stands, or
        // after the strings are chosen to spell the numbers the solver picked.
        if let Some(real) = self.realize(a, pred, &model) {
            return Some(Refutation {
                model: real,
                reason: None,
                functions: functions
                    .iter()
                    .map(|f| format!("{} (evaluated as the C library does)", display_name(f)))
                    .collect(),
                any_function_value: false,
            });
        }
        // The violation must not depend on the values the model gives the functions.
        let names: Vec<&str> = functions.iter().map(|f| display_name(f)).collect();
        Some(match self.independent_of_functions(a, pred, &model) {
            Ok(true) => Refutation {
                model,
                reason: None,
                functions: names
                    .iter()
                    .map(|f| format!("{f} (the violation occurs for every value it can take)"))
                    .collect(),
                any_function_value: true,
            },
            Ok(false) | Err(_) => Refutation {
                model: Assignment::new(),
                reason: Some(format!(
                    "the counterexample depends on the values of the uninterpreted function{} {}, which tass cannot evaluate exactly",
                    if names.len() == 1 { "" } else { "s" },
                    names.join(", ")
                )),
                functions: Vec::new(),
                any_function_value: false,
            },
        })
    }

    /// A model in which every uninterpreted function takes its real values (module
    /// `strings` computes them), that makes `a` true and `pred` false by exact evaluation:
    /// `model` itself with the functions' real values, or else a model the solvers give
    /// when each application's arguments are fixed to a string that the real function
    /// reads as the value `model` gives the application.
    fn realize(&mut self, a: &Expr, pred: &Expr, model: &Assignment) -> Option<Assignment> {
        let apps: Vec<Expr> = [a, pred]
            .into_iter()
            .flat_map(crate::math::applications)
            .collect();
        if apps.is_empty() {
            return None;
        }
        if let Some(m) = with_real_functions(a, pred, &apps, model) {
            return Some(m);
        }
        let mut spelled = Vec::new();
        for app in &apps {
            let ExprKind::Apply(f, args) = app.kind() else {
                return None;
            };
            let symbol = f.symbol_name()?;
            let value = app.eval(model).ok()?;
            let base = match args.first()?.eval(model).ok()? {
                Value::Int(b) => u32::try_from(b).ok()?,
                _ => return None,
            };
            let text = crate::numbers::preimage(symbol, base, &value)?;
            for (k, c) in args[1..].iter().enumerate() {
                let byte = text.get(k).copied().unwrap_or(0);
                let v = match c.ty().kind() {
                    TypeKind::Char => Value::Char(byte.into()),
                    _ => Value::int(byte),
                };
                spelled.push(c.equals(&v.to_expr(c.ty()).ok()?).ok()?);
            }
        }
        let fixed = a.and(&Expr::and_all(spelled.iter()).ok()?).ok()?;
        let Decision::No(second) = self.oracle.valid(&fixed, pred) else {
            return None;
        };
        let second = second.unwrap_or_default();
        let second = complete(&fixed, pred, &second)?;
        with_real_functions(a, pred, &apps, &second)
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

/// `model` with each function symbol applied in `apps` replaced by the real function on
/// the arguments `apps` give it, when every one has a real value (module `strings`) and
/// the result makes `a` true and `pred` false by exact evaluation.
fn with_real_functions(
    a: &Expr,
    pred: &Expr,
    apps: &[Expr],
    model: &Assignment,
) -> Option<Assignment> {
    let mut tables: Vec<(Expr, FunctionTable)> = Vec::new();
    for app in apps {
        let ExprKind::Apply(f, args) = app.kind() else {
            return None;
        };
        let args: Vec<Value> = args
            .iter()
            .map(|x| x.eval(model).ok())
            .collect::<Option<_>>()?;
        let value = crate::numbers::exact(f.symbol_name()?, &args)?;
        let at = match tables.iter().position(|(g, _)| g == f) {
            Some(i) => i,
            None => {
                // Outside the applications, the function's value does not matter.
                tables.push((f.clone(), FunctionTable::constant(value.clone())));
                tables.len() - 1
            }
        };
        tables[at].1.entries.insert(args, value);
    }
    let mut m = model.clone();
    for (f, table) in tables {
        m.set(&f, Value::Function(table)).ok()?;
    }
    match (a.eval(&m).ok()?, pred.eval(&m).ok()?) {
        (Value::Bool(true), Value::Bool(false)) => Some(m),
        _ => None,
    }
}

fn possible(reason: String) -> Refutation {
    Refutation {
        model: Assignment::new(),
        reason: Some(reason),
        functions: Vec::new(),
        any_function_value: false,
    }
}

/// The name of a function symbol as the program wrote it (`atoi$16` is `atoi` of a
/// 16-character string).
fn display_name(symbol: &str) -> &str {
    symbol.split('$').next().unwrap_or(symbol)
}

/// The names of the uninterpreted functions that `a` or `pred` apply (not the IEEE 754
/// functions, which evaluation computes exactly: module `fpsym`).
pub(crate) fn uninterpreted(a: &Expr, pred: &Expr) -> Vec<String> {
    let mut out: Vec<String> = Vec::new();
    for e in [a, pred] {
        for s in e.free_symbols() {
            if s.ty().is_function() && tass_symbolic::FpFunction::of_symbol(&s).is_none() {
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
pub(crate) fn complete(a: &Expr, pred: &Expr, model: &Assignment) -> Option<Assignment> {
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

impl Machine<'_> {
    /// With [`crate::Config::ieee_concrete`] (`verify`): why the counterexample `model`
    /// of the path of `st`, found in real arithmetic, may not be one of the C program
    /// with IEEE 754 floating point; `None` when it is. It is one when every value it
    /// gives a floating-point input is a value of the input's type (`float_kinds`;
    /// `double` when unknown, a subset of `long double`) and every floating-point
    /// operation on symbolic values that the path computed in real arithmetic
    /// (`State::float_ops`) has, at the model's values, an exact result that is a value
    /// of its type: then, operation by operation, the rounded result of C is the exact
    /// one (rounding a value of the type gives it back), no NaN or infinity arises, and
    /// the C program takes the same path with the same values (comparisons of finite
    /// values are exact). An operation whose result is the C library's (`sin`, ...) is
    /// never confirmed: tass does not compute it.
    pub(crate) fn ieee_unconfirmed(
        &self,
        st: &State,
        model: &Assignment,
        any_function_value: bool,
    ) -> Option<String> {
        use tass_syntax::ast::FloatKind;
        if !self.cfg.ieee_concrete {
            return None;
        }
        for (s, v) in model.iter() {
            let (Some(name), Value::Real(r)) = (s.symbol_name(), v) else {
                continue;
            };
            let kind = self
                .symbols
                .float_kinds
                .get(name)
                .copied()
                .unwrap_or(FloatKind::Double);
            if crate::ieee::round(r, kind).as_ref() != Some(r) {
                return Some(format!(
                    "the counterexample gives `{}` the value {r}, which is not a value of type {} (found in real arithmetic, not confirmed with IEEE 754 floating point)",
                    display_name(name),
                    crate::ieee::type_name(kind)
                ));
            }
        }
        if st.float_ops.0.is_empty() {
            return None;
        }
        let mut m = model.clone();
        for (e, ty) in st.float_ops.0.iter() {
            // A library function's result that the violation does not depend on (it
            // occurs for every value satisfying the standard facts, which bound the
            // function without pinning it; `sqrt` and `cbrt` are pinned to the real root
            // by theirs, so their results never pass). The facts are theorems about the
            // real function that the library's rounded value satisfies but for the
            // last-bit cases noted in the module doc.
            if any_function_value {
                if let ExprKind::Apply(f, _) = e.kind() {
                    let pinned = f
                        .symbol_name()
                        .and_then(crate::math::base_name)
                        .is_none_or(|b| matches!(b, "sqrt" | "cbrt"));
                    if !pinned {
                        continue;
                    }
                }
            }
            let fs = uninterpreted(e, &Expr::bool(true));
            if !fs.is_empty() {
                let names: Vec<&str> = fs.iter().map(|f| display_name(f)).collect();
                return Some(format!(
                    "the path computes {} of the C library, whose IEEE 754 results tass does not compute: the counterexample, found in real arithmetic, is not confirmed",
                    names.join(", ")
                ));
            }
            for s in e.free_symbols() {
                if m.get(&s).is_none() {
                    let set = default_value(s.ty(), &m).and_then(|v| m.set(&s, v).ok());
                    if set.is_none() {
                        return Some(format!(
                            "the floating-point operation `{e}` could not be evaluated at the counterexample's values: not confirmed with IEEE 754 rounding"
                        ));
                    }
                }
            }
            let tass_model::Type::Real(kind) = ty else {
                continue;
            };
            let exact = match e.eval(&m) {
                Ok(Value::Real(r)) => crate::ieee::round(&r, *kind).is_some_and(|v| v == r),
                _ => false,
            };
            if !exact {
                return Some(format!(
                    "at the counterexample's values, the floating-point operation `{e}` of type {} rounds in IEEE 754 (or overflows), while tass computed it in real arithmetic: the counterexample is not confirmed for C (--float=real reads floating point as real numbers)",
                    crate::ieee::type_name(*kind)
                ));
            }
        }
        None
    }
}
