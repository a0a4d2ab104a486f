//! The math library (`<math.h>`) in real arithmetic: the functions with an exact meaning
//! over the reals are interpreted (`fabs`, `fmin`, `fmax`, `floor`, `ceil`, `trunc`,
//! `round`, `pow` with an integer exponent, `sqrt` of perfect squares, and a few exact
//! values such as `exp(0)`); the others stay uninterpreted function symbols, with the
//! standard facts about them (ranges, signs, monotonicity) stated as axioms.
//!
//! Every axiom here is a theorem of real analysis about the real function, so adding it
//! to a path condition never excludes a real execution, and a counterexample found with
//! the axioms as the only knowledge of a function holds for the real function whenever it
//! holds for *every* interpretation satisfying them (see `confirm`).

use num_traits::{One, Signed, ToPrimitive, Zero};
use std::collections::HashSet;
use tass_symbolic::{BigInt, BigRational, Expr, ExprKind, Result};

/// The name of a math function without its `float` / `long double` suffix (`sinf` ->
/// `sin`), when the registry knows it as a math function.
pub(crate) fn base_name(name: &str) -> Option<&'static str> {
    tass_model::library::lookup(name)
        .filter(|f| f.library == tass_model::library::Library::Math)
        .map(|f| f.name)
}

fn real(n: i64, d: i64) -> Expr {
    Expr::real(BigRational::new(BigInt::from(n), BigInt::from(d)))
}

fn zero() -> Expr {
    real(0, 1)
}

fn one() -> Expr {
    real(1, 1)
}

/// The exact value of `name(args)` in real arithmetic, when the function has one that
/// the symbolic algebra can express; `None` leaves the call uninterpreted.
pub(crate) fn interpret(name: &str, args: &[Expr]) -> Option<Result<Expr>> {
    let base = base_name(name)?;
    if !args.iter().all(|a| a.ty().is_real()) {
        return None;
    }
    let r = match (base, args) {
        ("fabs", [x]) => x.less(&zero()).and_then(|neg| {
            let mx = x.negated()?;
            Expr::cond(&neg, &mx, x)
        }),
        ("fmax", [x, y]) => x.greater_eq(y).and_then(|c| Expr::cond(&c, x, y)),
        ("fmin", [x, y]) => x.greater_eq(y).and_then(|c| Expr::cond(&c, y, x)),
        ("floor" | "ceil" | "trunc" | "round", [x]) => rounding(base, x),
        ("pow", [x, y]) => {
            let n = y
                .as_real()
                .filter(|c| c.is_integer())?
                .to_integer()
                .to_i64()?;
            // A negative power of zero is a pole (HUGE_VAL in C): left uninterpreted.
            if n < 0 && x.as_real().is_none_or(|c| c.is_zero()) {
                return None;
            }
            if n.abs() > 64 {
                return None;
            }
            x.pow(n)
        }
        ("sqrt", [x]) => {
            let c = x.as_real()?;
            let s = exact_sqrt(c)?;
            Ok(Expr::real(s))
        }
        ("cbrt", [x]) if x.as_real().is_some_and(|c| c.is_zero()) => Ok(zero()),
        ("exp" | "exp2" | "cosh", [x]) if x.as_real().is_some_and(|c| c.is_zero()) => Ok(one()),
        ("expm1" | "log1p" | "sin" | "tan" | "asin" | "atan" | "sinh" | "tanh" | "erf", [x])
            if x.as_real().is_some_and(|c| c.is_zero()) =>
        {
            Ok(zero())
        }
        ("cos", [x]) if x.as_real().is_some_and(|c| c.is_zero()) => Ok(one()),
        ("log" | "log2" | "log10", [x]) if x.as_real().is_some_and(|c| c.is_one()) => Ok(zero()),
        _ => return None,
    };
    Some(r)
}

/// Whether the function's result in IEEE 754 is its exact real result for operands
/// that are values of the type (`fabs`, `fmin`, `fmax`, and the roundings to integers:
/// their results are values of the type), so that reading it in real arithmetic loses
/// nothing.
pub(crate) fn exact_in_ieee(base: &str) -> bool {
    matches!(
        base,
        "fabs" | "fmin" | "fmax" | "floor" | "ceil" | "trunc" | "round"
    )
}

/// `floor`, `ceil`, `trunc` and `round` (half away from zero) of a real, as reals.
fn rounding(base: &str, x: &Expr) -> Result<Expr> {
    let t = x.to_int()?; // Truncation toward zero.
    let tr = t.to_real()?;
    let exact = x.equals(&tr)?;
    let out = match base {
        "trunc" => tr,
        "floor" => {
            let below = x.less(&zero())?.and(&exact.not()?)?;
            Expr::cond(&below, &tr.minus(&one())?, &tr)?
        }
        "ceil" => {
            let above = x.greater(&zero())?.and(&exact.not()?)?;
            Expr::cond(&above, &tr.plus(&one())?, &tr)?
        }
        _ => {
            // round(x) = sign(x) * floor(|x| + 1/2).
            let half = real(1, 2);
            let up = x.plus(&half)?;
            let down = x.minus(&half)?;
            let pos = rounding("floor", &up)?;
            let neg = rounding("ceil", &down)?;
            Expr::cond(&x.greater_eq(&zero())?, &pos, &neg)?
        }
    };
    Ok(out)
}

/// The square root of a non-negative rational that is the square of a rational.
fn exact_sqrt(c: &BigRational) -> Option<BigRational> {
    if c.is_negative() {
        return None;
    }
    let n = c.numer().sqrt();
    let d = c.denom().sqrt();
    (&n * &n == *c.numer() && &d * &d == *c.denom()).then(|| BigRational::new(n, d))
}

/// The standard facts about one application `app` = `name(args)` of an uninterpreted
/// math function, as one formula (true when there are none).
pub(crate) fn axioms(name: &str, app: &Expr, args: &[Expr]) -> Result<Expr> {
    let Some(base) = base_name(name) else {
        return Ok(Expr::bool(true));
    };
    if !app.ty().is_real() || !args.iter().all(|a| a.ty().is_real()) {
        return Ok(Expr::bool(true));
    }
    let r = app;
    // A bound on pi/2 from above and below, as rationals.
    let half_pi_hi = real(15708, 10000);
    let pi_hi = real(31416, 10000);
    let facts: Vec<Expr> = match (base, args) {
        ("sqrt", [x]) => {
            let dom = x.greater_eq(&zero())?;
            let pos = r.greater_eq(&zero())?;
            let sq = r.times(r)?.equals(x)?;
            vec![dom.implies(&pos.and(&sq)?)?]
        }
        ("cbrt", [x]) => vec![r.times(r)?.times(r)?.equals(x)?],
        ("exp" | "exp2", [x]) => vec![
            r.greater(&zero())?,
            // e^x >= 1 + x (and 2^x >= 1 + x ln 2 is weaker; use the sign facts).
            if base == "exp" {
                r.greater_eq(&one().plus(x)?)?
            } else {
                x.greater_eq(&zero())?.implies(&r.greater_eq(&one())?)?
            },
            x.less_eq(&zero())?.implies(&r.less_eq(&one())?)?,
            x.greater_eq(&zero())?.implies(&r.greater_eq(&one())?)?,
        ],
        ("expm1", [x]) => vec![r.greater(&real(-1, 1))?, r.greater_eq(x)?],
        ("log" | "log2" | "log10", [x]) => {
            let dom = x.greater(&zero())?;
            let mut f = vec![
                x.greater_eq(&one())?.implies(&r.greater_eq(&zero())?)?,
                x.less_eq(&one())?.implies(&r.less_eq(&zero())?)?,
            ];
            if base == "log" {
                // ln x <= x - 1.
                f.push(r.less_eq(&x.minus(&one())?)?);
            }
            let all = Expr::and_all(f.iter())?;
            vec![dom.implies(&all)?]
        }
        ("log1p", [x]) => {
            let dom = x.greater(&real(-1, 1))?;
            vec![dom.implies(&r.less_eq(x)?)?]
        }
        ("sin" | "cos", [_]) => vec![r.greater_eq(&real(-1, 1))?, r.less_eq(&one())?],
        ("tanh" | "erf", [x]) => vec![
            r.greater(&real(-1, 1))?,
            r.less(&one())?,
            x.greater_eq(&zero())?.implies(&r.greater_eq(&zero())?)?,
            x.less_eq(&zero())?.implies(&r.less_eq(&zero())?)?,
        ],
        ("erfc", [_]) => vec![r.greater(&zero())?, r.less(&real(2, 1))?],
        ("atan", [x]) => vec![
            r.greater(&half_pi_hi.negated()?)?,
            r.less(&half_pi_hi)?,
            x.greater_eq(&zero())?.implies(&r.greater_eq(&zero())?)?,
            x.less_eq(&zero())?.implies(&r.less_eq(&zero())?)?,
        ],
        ("asin", [x]) => {
            let dom = x.greater_eq(&real(-1, 1))?.and(&x.less_eq(&one())?)?;
            let range = r
                .greater_eq(&half_pi_hi.negated()?)?
                .and(&r.less_eq(&half_pi_hi)?)?;
            vec![dom.implies(&range)?]
        }
        ("acos", [x]) => {
            let dom = x.greater_eq(&real(-1, 1))?.and(&x.less_eq(&one())?)?;
            let range = r.greater_eq(&zero())?.and(&r.less_eq(&pi_hi)?)?;
            vec![dom.implies(&range)?]
        }
        ("atan2", [_, _]) => vec![r.greater_eq(&pi_hi.negated()?)?, r.less_eq(&pi_hi)?],
        ("sinh", [x]) => vec![
            x.greater_eq(&zero())?.implies(&r.greater_eq(x)?)?,
            x.less_eq(&zero())?.implies(&r.less_eq(x)?)?,
        ],
        ("cosh", [_]) => vec![r.greater_eq(&one())?],
        ("hypot", [x, y]) => vec![
            r.greater_eq(&zero())?,
            r.times(r)?.equals(&x.times(x)?.plus(&y.times(y)?)?)?,
        ],
        ("pow", [x, _]) => vec![x.greater(&zero())?.implies(&r.greater(&zero())?)?],
        ("fmod", [x, y]) => {
            // |fmod(x, y)| < |y| with the sign of x, for y != 0.
            let ny = y.not_equal_zero()?;
            let bound = r
                .times(r)?
                .less(&y.times(y)?)?
                .and(&x.greater_eq(&zero())?.implies(&r.greater_eq(&zero())?)?)?
                .and(&x.less_eq(&zero())?.implies(&r.less_eq(&zero())?)?)?;
            vec![ny.implies(&bound)?]
        }
        _ => Vec::new(),
    };
    Expr::and_all(facts.iter())
}

/// Whether the real function of `base` is non-decreasing on the whole line (or on its
/// domain, given by the returned condition on an argument).
fn monotone(base: &str, x: &Expr) -> Result<Option<Expr>> {
    Ok(match base {
        "exp" | "exp2" | "expm1" | "cbrt" | "atan" | "tanh" | "sinh" | "erf" | "floor" | "ceil"
        | "trunc" | "round" => Some(Expr::bool(true)),
        "sqrt" => Some(x.greater_eq(&zero())?),
        "log" | "log2" | "log10" => Some(x.greater(&zero())?),
        "log1p" => Some(x.greater(&real(-1, 1))?),
        _ => None,
    })
}

/// Monotonicity facts between the application `app` of a one-argument math function
/// and the other applications of the same function in `context`: `x <= y` implies
/// `f(x) <= f(y)` where both arguments lie in the function's domain.
pub(crate) fn monotonicity(name: &str, app: &Expr, context: &Expr) -> Result<Expr> {
    let Some(base) = base_name(name) else {
        return Ok(Expr::bool(true));
    };
    let ExprKind::Apply(f, args) = app.kind() else {
        return Ok(Expr::bool(true));
    };
    let [x] = &args[..] else {
        return Ok(Expr::bool(true));
    };
    if monotone(base, x)?.is_none() {
        return Ok(Expr::bool(true));
    }
    let mut facts = Vec::new();
    for other in applications(context) {
        let ExprKind::Apply(g, oargs) = other.kind() else {
            continue;
        };
        let [y] = &oargs[..] else { continue };
        if g != f || y == x {
            continue;
        }
        let (Some(dx), Some(dy)) = (monotone(base, x)?, monotone(base, y)?) else {
            continue;
        };
        let dom = dx.and(&dy)?;
        facts.push(dom.and(&x.less_eq(y)?)?.implies(&app.less_eq(&other)?)?);
        facts.push(dom.and(&y.less_eq(x)?)?.implies(&other.less_eq(app)?)?);
    }
    Expr::and_all(facts.iter())
}

/// The applications of function symbols in `e`, each once.
pub(crate) fn applications(e: &Expr) -> Vec<Expr> {
    let mut out = Vec::new();
    let mut seen = HashSet::new();
    let mut stack = vec![e.clone()];
    while let Some(x) = stack.pop() {
        if !seen.insert(x.clone()) {
            continue;
        }
        if matches!(x.kind(), ExprKind::Apply(..)) {
            out.push(x.clone());
        }
        x.for_each_child(|c| stack.push(c.clone()));
    }
    out
}

/// The standard facts about every application of a known math function in `e`.
pub(crate) fn axioms_of(e: &Expr) -> Result<Expr> {
    let mut facts = Vec::new();
    for app in applications(e) {
        let ExprKind::Apply(f, args) = app.kind() else {
            continue;
        };
        let Some(name) = f.symbol_name() else {
            continue;
        };
        facts.push(axioms(name, &app, args)?);
        facts.push(monotonicity(name, &app, e)?);
    }
    Expr::and_all(facts.iter())
}

trait NonZero {
    fn not_equal_zero(&self) -> Result<Expr>;
}

impl NonZero for Expr {
    fn not_equal_zero(&self) -> Result<Expr> {
        self.equals(&zero())?.not()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use tass_symbolic::{Assignment, Type, Value};

    fn r(n: i64, d: i64) -> Expr {
        real(n, d)
    }

    fn value(e: &Expr) -> Value {
        e.eval(&Assignment::new()).unwrap()
    }

    #[test]
    fn rounding_functions_are_exact() {
        let cases = [
            ("floor", (5, 2), (2, 1)),
            ("floor", (-5, 2), (-3, 1)),
            ("floor", (-2, 1), (-2, 1)),
            ("ceil", (5, 2), (3, 1)),
            ("ceil", (-5, 2), (-2, 1)),
            ("trunc", (-5, 2), (-2, 1)),
            ("round", (5, 2), (3, 1)),
            ("round", (-5, 2), (-3, 1)),
            ("round", (12, 5), (2, 1)),
        ];
        for (f, (n, d), (rn, rd)) in cases {
            let e = interpret(f, &[r(n, d)]).unwrap().unwrap();
            assert_eq!(value(&e), value(&r(rn, rd)), "{f}({n}/{d})");
        }
        // Symbolic: floor(x) <= x < floor(x) + 1 for a sample of values.
        let x = Expr::symbol("x", &Type::real()).unwrap();
        let fl = interpret("floor", std::slice::from_ref(&x))
            .unwrap()
            .unwrap();
        for (n, d) in [(7, 3), (-7, 3), (0, 1), (-1, 1), (9, 1)] {
            let mut a = Assignment::new();
            a.set(&x, Value::Real(BigRational::new(n.into(), d.into())))
                .unwrap();
            let lo = fl.less_eq(&x).unwrap();
            let hi = x.less(&fl.plus(&r(1, 1)).unwrap()).unwrap();
            assert_eq!(lo.and(&hi).unwrap().eval(&a).unwrap(), Value::Bool(true));
        }
    }

    #[test]
    fn powers_and_roots() {
        let x = Expr::symbol("x", &Type::real()).unwrap();
        let p = interpret("pow", &[x.clone(), r(3, 1)]).unwrap().unwrap();
        assert_eq!(p, x.times(&x).unwrap().times(&x).unwrap());
        assert!(interpret("pow", &[x.clone(), r(1, 2)]).is_none());
        let s = interpret("sqrt", &[r(9, 4)]).unwrap().unwrap();
        assert_eq!(value(&s), value(&r(3, 2)));
        assert!(interpret("sqrt", &[r(2, 1)]).is_none());
        assert!(interpret("sqrtf", &[r(2, 1)]).is_none());
        assert_eq!(base_name("sinf"), Some("sin"));
        assert_eq!(base_name("fabsl"), Some("fabs"));
        assert_eq!(base_name("self"), None);
    }

    #[test]
    fn axioms_hold_for_the_real_functions() {
        // Each axiom, evaluated with the value of the real function (to double precision,
        // rounded to a rational), holds at sample points away from its bounds.
        let f = |name: &str, x: f64, y: f64| -> f64 {
            match name {
                "sin" => x.sin(),
                "cos" => x.cos(),
                "exp" => x.exp(),
                "log" => x.ln(),
                "atan" => x.atan(),
                "tanh" => x.tanh(),
                "sqrt" => x.sqrt(),
                "sinh" => x.sinh(),
                "cosh" => x.cosh(),
                "pow" => x.powf(y),
                "atan2" => x.atan2(y),
                _ => unreachable!(),
            }
        };
        let rat = |v: f64| BigRational::from_float(v).unwrap();
        for name in [
            "sin", "cos", "exp", "log", "atan", "tanh", "sinh", "cosh", "pow", "atan2",
        ] {
            for x in [-2.5, -0.75, 0.5, 1.0, 3.25] {
                let two = matches!(name, "pow" | "atan2");
                if matches!(name, "log" | "pow") && x <= 0.0 {
                    continue;
                }
                let y = 1.5;
                let fty = if two {
                    Type::function(vec![Type::real(), Type::real()], &Type::real())
                } else {
                    Type::function(vec![Type::real()], &Type::real())
                };
                let fs = Expr::symbol(name, &fty).unwrap();
                let args: Vec<Expr> = if two {
                    vec![Expr::real(rat(x)), Expr::real(rat(y))]
                } else {
                    vec![Expr::real(rat(x))]
                };
                let app = fs.apply(&args).unwrap();
                let ax = axioms(name, &app, &args).unwrap();
                let mut a = Assignment::new();
                let table = tass_symbolic::FunctionTable {
                    entries: [(
                        args.iter().map(value).collect::<Vec<_>>(),
                        Value::Real(rat(f(name, x, y))),
                    )]
                    .into_iter()
                    .collect(),
                    default: Box::new(Value::Real(BigRational::zero())),
                };
                a.set(&fs, Value::Function(table)).unwrap();
                assert_eq!(ax.eval(&a).unwrap(), Value::Bool(true), "{name}({x})");
            }
        }
    }
}
