//! Builders for SMT-LIB2 terms and sorts, and the exact encoding of C
//! integer division.
//!
//! These are thin functions over [`Sexp`]: they exist so that callers (the
//! translation from symbolic expressions, tests) never write SMT-LIB2 text by
//! hand.
//!
//! C division truncates toward zero (C11 6.5.5); SMT-LIB's `div` and `mod` are
//! Euclidean (the remainder is never negative). The two agree when the
//! dividend is non-negative, and truncation is odd in the dividend, so
//! `a / b = ite(a >= 0, div(a, b), -div(-a, b))` and
//! `a % b = ite(a >= 0, mod(a, b), -mod(-a, b))` exactly, for every sign of
//! `b`. Division by zero is left to the caller (C leaves it undefined; SMT-LIB
//! leaves it unspecified).

use super::sexp::{Sexp, Symbol};

fn app<const N: usize>(op: &str, args: [Sexp; N]) -> Sexp {
    Sexp::app(Symbol::known(op), args)
}

fn app_n(op: &str, args: Vec<Sexp>) -> Sexp {
    Sexp::app(Symbol::known(op), args)
}

/// The sort `Int`.
pub fn int_sort() -> Sexp {
    Sexp::known("Int")
}

/// The sort `Real`.
pub fn real_sort() -> Sexp {
    Sexp::known("Real")
}

/// The sort `Bool`.
pub fn bool_sort() -> Sexp {
    Sexp::known("Bool")
}

/// The sort `(Array index element)`.
pub fn array_sort(index: Sexp, element: Sexp) -> Sexp {
    app("Array", [index, element])
}

/// `(not a)`.
pub fn not(a: Sexp) -> Sexp {
    app("not", [a])
}

/// `(and args...)`; `true` if there are none, the argument if there is one.
pub fn and(args: impl IntoIterator<Item = Sexp>) -> Sexp {
    let mut args: Vec<Sexp> = args.into_iter().collect();
    match args.len() {
        0 => Sexp::bool(true),
        1 => args.pop().unwrap_or_else(|| Sexp::bool(true)),
        _ => app_n("and", args),
    }
}

/// `(or args...)`; `false` if there are none, the argument if there is one.
pub fn or(args: impl IntoIterator<Item = Sexp>) -> Sexp {
    let mut args: Vec<Sexp> = args.into_iter().collect();
    match args.len() {
        0 => Sexp::bool(false),
        1 => args.pop().unwrap_or_else(|| Sexp::bool(false)),
        _ => app_n("or", args),
    }
}

/// `(=> a b)`.
pub fn implies(a: Sexp, b: Sexp) -> Sexp {
    app("=>", [a, b])
}

/// `(= a b)`.
pub fn eq(a: Sexp, b: Sexp) -> Sexp {
    app("=", [a, b])
}

/// `(distinct a b)`.
pub fn distinct(a: Sexp, b: Sexp) -> Sexp {
    app("distinct", [a, b])
}

/// `(ite c a b)`.
pub fn ite(c: Sexp, a: Sexp, b: Sexp) -> Sexp {
    app("ite", [c, a, b])
}

/// `(< a b)`.
pub fn lt(a: Sexp, b: Sexp) -> Sexp {
    app("<", [a, b])
}

/// `(<= a b)`.
pub fn le(a: Sexp, b: Sexp) -> Sexp {
    app("<=", [a, b])
}

/// `(> a b)`.
pub fn gt(a: Sexp, b: Sexp) -> Sexp {
    app(">", [a, b])
}

/// `(>= a b)`.
pub fn ge(a: Sexp, b: Sexp) -> Sexp {
    app(">=", [a, b])
}

/// `(+ args...)`; `0` if there are none, the argument if there is one.
pub fn add(args: impl IntoIterator<Item = Sexp>) -> Sexp {
    let mut args: Vec<Sexp> = args.into_iter().collect();
    match args.len() {
        0 => Sexp::int(0),
        1 => args.pop().unwrap_or_else(|| Sexp::int(0)),
        _ => app_n("+", args),
    }
}

/// `(* args...)`; `1` if there are none, the argument if there is one.
pub fn mul(args: impl IntoIterator<Item = Sexp>) -> Sexp {
    let mut args: Vec<Sexp> = args.into_iter().collect();
    match args.len() {
        0 => Sexp::int(1),
        1 => args.pop().unwrap_or_else(|| Sexp::int(1)),
        _ => app_n("*", args),
    }
}

/// `(- a b)`.
pub fn sub(a: Sexp, b: Sexp) -> Sexp {
    app("-", [a, b])
}

/// `(- a)`.
pub fn neg(a: Sexp) -> Sexp {
    app("-", [a])
}

/// SMT-LIB's Euclidean `(div a b)`.
pub fn euclid_div(a: Sexp, b: Sexp) -> Sexp {
    app("div", [a, b])
}

/// SMT-LIB's Euclidean `(mod a b)`.
pub fn euclid_mod(a: Sexp, b: Sexp) -> Sexp {
    app("mod", [a, b])
}

/// C's `a / b` on integers (truncation toward zero), exactly.
///
/// `a` is repeated in the result; pass a constant or a small term.
pub fn c_div(a: Sexp, b: Sexp) -> Sexp {
    ite(
        ge(a.clone(), Sexp::int(0)),
        euclid_div(a.clone(), b.clone()),
        neg(euclid_div(neg(a), b)),
    )
}

/// C's `a % b` on integers (the remainder has the sign of `a`), exactly.
///
/// `a` is repeated in the result; pass a constant or a small term.
pub fn c_mod(a: Sexp, b: Sexp) -> Sexp {
    ite(
        ge(a.clone(), Sexp::int(0)),
        euclid_mod(a.clone(), b.clone()),
        neg(euclid_mod(neg(a), b)),
    )
}

/// Real division `(/ a b)`.
pub fn real_div(a: Sexp, b: Sexp) -> Sexp {
    app("/", [a, b])
}

/// `(to_real a)`: an integer as a real.
pub fn to_real(a: Sexp) -> Sexp {
    app("to_real", [a])
}

/// `(to_int a)`: the floor of a real.
pub fn to_int(a: Sexp) -> Sexp {
    app("to_int", [a])
}

/// `(select array index)`.
pub fn select(array: Sexp, index: Sexp) -> Sexp {
    app("select", [array, index])
}

/// `(store array index value)`.
pub fn store(array: Sexp, index: Sexp, value: Sexp) -> Sexp {
    app("store", [array, index, value])
}

/// `((as const (Array I E)) value)`: the array with `value` everywhere.
pub fn const_array(sort: Sexp, value: Sexp) -> Sexp {
    Sexp::List(vec![app("as", [Sexp::known("const"), sort]), value])
}

/// `(_ FloatingPoint eb sb)`.
pub fn float_sort(eb: u64, sb: u64) -> Sexp {
    Sexp::List(vec![
        Sexp::known("_"),
        Sexp::known("FloatingPoint"),
        Sexp::int(eb),
        Sexp::int(sb),
    ])
}

/// `((_ to_fp eb sb) RNE a)`: a real or another format's value rounded to the format
/// (nearest, ties to even).
pub fn to_float(eb: u64, sb: u64, a: Sexp) -> Sexp {
    let op = Sexp::List(vec![
        Sexp::known("_"),
        Sexp::known("to_fp"),
        Sexp::int(eb),
        Sexp::int(sb),
    ]);
    Sexp::List(vec![op, Sexp::known("RNE"), a])
}

/// `(op RNE args...)`: an operation of the FloatingPoint theory that rounds (to
/// nearest, ties to even).
pub fn float_rounded(op: &str, args: Vec<Sexp>) -> Sexp {
    let mut items = vec![Sexp::known(op), Sexp::known("RNE")];
    items.extend(args);
    Sexp::List(items)
}

/// `(op args...)`: an operation of the FloatingPoint theory that does not round.
pub fn float_exact(op: &str, args: Vec<Sexp>) -> Sexp {
    app_n(op, args)
}

fn binder(quantifier: &str, variables: Vec<(Symbol, Sexp)>, body: Sexp) -> Sexp {
    if variables.is_empty() {
        return body;
    }
    let variables = variables
        .into_iter()
        .map(|(name, sort)| Sexp::List(vec![Sexp::Symbol(name), sort]));
    app(quantifier, [Sexp::list(variables), body])
}

/// `(forall ((x S) ...) body)`; `body` if there are no variables.
pub fn forall(variables: Vec<(Symbol, Sexp)>, body: Sexp) -> Sexp {
    binder("forall", variables, body)
}

/// `(exists ((x S) ...) body)`; `body` if there are no variables.
pub fn exists(variables: Vec<(Symbol, Sexp)>, body: Sexp) -> Sexp {
    binder("exists", variables, body)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn shapes() {
        let x = Sexp::known("x");
        assert_eq!(
            c_div(x.clone(), Sexp::int(-2)).to_string(),
            "(ite (>= x 0) (div x (- 2)) (- (div (- x) (- 2))))"
        );
        assert_eq!(and([]).to_string(), "true");
        assert_eq!(or([x.clone()]).to_string(), "x");
        assert_eq!(
            const_array(array_sort(int_sort(), int_sort()), Sexp::int(0)).to_string(),
            "((as const (Array Int Int)) 0)"
        );
        assert_eq!(
            forall(vec![(Symbol::known("i"), int_sort())], gt(x, Sexp::int(0))).to_string(),
            "(forall ((i Int)) (> x 0))"
        );
    }
}
