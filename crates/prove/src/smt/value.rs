//! Concrete values read from solver models.
//!
//! A solver prints the value of a constant as a term: `5`, `(- 5)`,
//! `(/ 1 3)`, `2.0`, `true`, `(store ((as const (Array Int Int)) 0) 1 7)`,
//! `(mk-pair 3 2.0)`, `(fp #b0 #b01111111111 #x0000000000000)`, `(_ NaN 11 53)`.
//! [`Value::from_sexp`] turns such terms into exact values;
//! what it does not understand (irrational algebraic numbers, function
//! interpretations, abstract values of uninterpreted sorts) it keeps as the
//! term the solver printed.

use std::fmt;

use num_bigint::BigInt;
use num_rational::BigRational;

use super::sexp::{int_of, rational_of, Sexp};

/// A concrete value of a model.
#[derive(Clone, Debug, PartialEq, Eq)]
#[non_exhaustive]
pub enum Value {
    /// A Boolean.
    Bool(bool),
    /// A mathematical integer.
    Int(BigInt),
    /// A real number (always rational in the values read here).
    Real(BigRational),
    /// An array: a default value for every index, overridden at finitely many
    /// indices (each index once, latest store first removed).
    Array {
        /// The value at every index not in `entries`, when the solver gave one.
        default: Option<Box<Value>>,
        /// `(index, value)` pairs, in the order of the stores, each index once.
        entries: Vec<(Value, Value)>,
    },
    /// A value of a datatype (a tuple, say): a constructor applied to fields.
    Datatype {
        /// The constructor's name.
        constructor: String,
        /// The fields' values, in order.
        fields: Vec<Value>,
    },
    /// A value of a FloatingPoint sort.
    Float(FloatValue),
    /// A term this module does not interpret, as the solver printed it.
    Other(Sexp),
}

/// A value of an SMT-LIB FloatingPoint sort.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum FloatValue {
    /// Not a number.
    NaN,
    /// An infinity, negative when `true`.
    Infinite(bool),
    /// A zero, negative when `true`.
    Zero(bool),
    /// A finite non-zero value, exactly.
    Finite(BigRational),
}

impl FloatValue {
    /// The value of `(fp sign exponent significand)` from the bits of its fields.
    fn of_fields(sign: &str, exponent: &str, significand: &str) -> Option<FloatValue> {
        use num_traits::{One, Zero};
        // (No format has an exponent of more than 32 bits; a longer field is not read.)
        if sign.len() != 1 || exponent.len() < 2 || exponent.len() > 32 || significand.is_empty() {
            return None;
        }
        let negative = sign == "1";
        let eb = exponent.len() as i64;
        let p = significand.len() as i64 + 1;
        let e = BigInt::parse_bytes(exponent.as_bytes(), 2)?;
        let t = BigInt::parse_bytes(significand.as_bytes(), 2)?;
        let all_ones = exponent.bytes().all(|b| b == b'1');
        if all_ones {
            return Some(if t.is_zero() {
                FloatValue::Infinite(negative)
            } else {
                FloatValue::NaN
            });
        }
        let bias = (1i64 << (eb - 1)) - 1;
        let (m, exp) = if e.is_zero() {
            if t.is_zero() {
                return Some(FloatValue::Zero(negative));
            }
            (t, 1 - bias - (p - 1))
        } else {
            let e = i64::try_from(e).ok()?;
            ((BigInt::one() << (p - 1) as usize) + t, e - bias - (p - 1))
        };
        let two = |k: i64| BigInt::one() << (k as usize);
        let q = if exp >= 0 {
            BigRational::from_integer(m * two(exp))
        } else {
            BigRational::new(m, two(-exp))
        };
        Some(FloatValue::Finite(if negative { -q } else { q }))
    }

    /// The value of `(_ NaN eb sb)`, `(_ +oo eb sb)`, `(_ -zero eb sb)`, ...
    fn of_constant(name: &str) -> Option<FloatValue> {
        Some(match name {
            "NaN" => FloatValue::NaN,
            "+oo" => FloatValue::Infinite(false),
            "-oo" => FloatValue::Infinite(true),
            "+zero" => FloatValue::Zero(false),
            "-zero" => FloatValue::Zero(true),
            _ => return None,
        })
    }
}

impl fmt::Display for FloatValue {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            FloatValue::NaN => f.write_str("NaN"),
            FloatValue::Infinite(n) => f.write_str(if *n { "-inf" } else { "+inf" }),
            FloatValue::Zero(n) => f.write_str(if *n { "-0.0" } else { "0.0" }),
            FloatValue::Finite(q) => write!(f, "{q}"),
        }
    }
}

/// Heads of terms that are operators, not datatype constructors.
const OPERATORS: &[&str] = &[
    "_", "!", "as", "let", "lambda", "forall", "exists", "match", "ite", "store", "select",
    "root-obj", "+", "-", "*", "/", "div", "mod", "and", "or", "not", "=", "<", "<=", ">", ">=",
    "=>",
];

impl Value {
    /// Reads a value from the term a solver printed for it (z3 may name
    /// shared subterms with `let`; they are expanded first).
    pub fn from_sexp(sexp: &Sexp) -> Value {
        let expanded;
        let term = if mentions_let(sexp) {
            expanded = expand_lets(sexp, &mut Vec::new());
            &expanded
        } else {
            sexp
        };
        if let Some(value) = Self::try_from_sexp(term) {
            return value;
        }
        Value::Other(sexp.clone())
    }

    fn try_from_sexp(sexp: &Sexp) -> Option<Value> {
        if sexp.is_symbol("true") {
            return Some(Value::Bool(true));
        }
        if sexp.is_symbol("false") {
            return Some(Value::Bool(false));
        }
        if let Some(n) = int_of(sexp) {
            return Some(Value::Int(n));
        }
        if let Some(q) = rational_of(sexp) {
            return Some(Value::Real(q));
        }
        let items = sexp.as_list()?;
        match items {
            [head, Sexp::Bits(sign), Sexp::Bits(exponent), Sexp::Bits(significand)]
                if head.is_symbol("fp") =>
            {
                FloatValue::of_fields(sign, exponent, significand).map(Value::Float)
            }
            [under, Sexp::Symbol(name), Sexp::Numeral(_), Sexp::Numeral(_)]
                if under.is_symbol("_") =>
            {
                FloatValue::of_constant(name.as_str()).map(Value::Float)
            }
            // ((as const (Array I E)) v)
            [head, default] if head.is_app_of("as") => {
                let [_, name, _] = head.as_list()? else {
                    return None;
                };
                name.is_symbol("const").then(|| Value::Array {
                    default: Some(Box::new(Value::from_sexp(default))),
                    entries: Vec::new(),
                })
            }
            [store, array, index, element] if store.is_symbol("store") => {
                let Value::Array {
                    default,
                    mut entries,
                } = Self::try_from_sexp(array)?
                else {
                    return None;
                };
                let index = Value::from_sexp(index);
                entries.retain(|(i, _)| *i != index);
                entries.push((index, Value::from_sexp(element)));
                Some(Value::Array { default, entries })
            }
            [Sexp::Symbol(constructor), fields @ ..]
                if !OPERATORS.contains(&constructor.as_str()) =>
            {
                let fields = fields
                    .iter()
                    .map(Self::try_from_sexp)
                    .collect::<Option<Vec<_>>>()?;
                Some(Value::Datatype {
                    constructor: constructor.as_str().to_owned(),
                    fields,
                })
            }
            _ => None,
        }
    }

    /// The element at `index` if this is an array whose value there is known.
    pub fn select(&self, index: &Value) -> Option<&Value> {
        match self {
            Value::Array { default, entries } => entries
                .iter()
                .rev()
                .find(|(i, _)| i == index)
                .map(|(_, v)| v)
                .or(default.as_deref()),
            _ => None,
        }
    }

    /// The integer if this is one.
    pub fn as_int(&self) -> Option<&BigInt> {
        match self {
            Value::Int(n) => Some(n),
            _ => None,
        }
    }

    /// The Boolean if this is one.
    pub fn as_bool(&self) -> Option<bool> {
        match self {
            Value::Bool(b) => Some(*b),
            _ => None,
        }
    }
}

/// Whether a term has a `let` in it.
fn mentions_let(sexp: &Sexp) -> bool {
    let mut pending = vec![sexp];
    while let Some(s) = pending.pop() {
        if let Some(items) = s.as_list() {
            if items.first().is_some_and(|h| h.is_symbol("let")) {
                return true;
            }
            pending.extend(items);
        }
    }
    false
}

/// The term with every `(let ((x v) ...) body)` replaced by `body` with the
/// `x`s replaced by the `v`s (bindings are parallel, as in SMT-LIB).
fn expand_lets(sexp: &Sexp, scope: &mut Vec<(String, Sexp)>) -> Sexp {
    match sexp {
        Sexp::Symbol(symbol) => scope
            .iter()
            .rev()
            .find(|(name, _)| name == symbol.as_str())
            .map_or_else(|| sexp.clone(), |(_, value)| value.clone()),
        Sexp::List(items) => match items.as_slice() {
            [head, Sexp::List(bindings), body] if head.is_symbol("let") => {
                let bound: Vec<(String, Sexp)> = bindings
                    .iter()
                    .filter_map(|binding| match binding.as_list() {
                        Some([Sexp::Symbol(name), value]) => {
                            Some((name.as_str().to_owned(), expand_lets(value, scope)))
                        }
                        _ => None,
                    })
                    .collect();
                let depth = scope.len();
                scope.extend(bound);
                let body = expand_lets(body, scope);
                scope.truncate(depth);
                body
            }
            _ => Sexp::List(items.iter().map(|item| expand_lets(item, scope)).collect()),
        },
        other => other.clone(),
    }
}

impl fmt::Display for Value {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Value::Bool(b) => write!(f, "{b}"),
            Value::Int(n) => write!(f, "{n}"),
            Value::Real(q) => write!(f, "{q}"),
            Value::Array { default, entries } => {
                f.write_str("[")?;
                for (i, (index, value)) in entries.iter().enumerate() {
                    if i > 0 {
                        f.write_str(", ")?;
                    }
                    write!(f, "{index} -> {value}")?;
                }
                if let Some(default) = default {
                    if !entries.is_empty() {
                        f.write_str(", ")?;
                    }
                    write!(f, "_ -> {default}")?;
                }
                f.write_str("]")
            }
            Value::Datatype {
                constructor,
                fields,
            } => {
                write!(f, "{constructor}(")?;
                for (i, field) in fields.iter().enumerate() {
                    if i > 0 {
                        f.write_str(", ")?;
                    }
                    write!(f, "{field}")?;
                }
                f.write_str(")")
            }
            Value::Float(x) => write!(f, "{x}"),
            Value::Other(sexp) => write!(f, "{sexp}"),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::smt::sexp::parse;

    fn value(text: &str) -> Value {
        Value::from_sexp(&parse(text).unwrap())
    }

    #[test]
    fn numbers_and_booleans() {
        assert_eq!(value("(- 4)"), Value::Int((-4).into()));
        assert_eq!(value("true"), Value::Bool(true));
        assert_eq!(
            value("(/ 1.0 3.0)"),
            Value::Real(BigRational::new(1.into(), 3.into()))
        );
        assert_eq!(
            value("(- (/ 1 3))"),
            Value::Real(BigRational::new((-1).into(), 3.into()))
        );
        assert_eq!(
            value("2.0"),
            Value::Real(BigRational::from_integer(2.into()))
        );
    }

    #[test]
    fn arrays() {
        let a = value("(store (store ((as const (Array Int Int)) 0) 2 (- 7)) 5 9)");
        assert_eq!(
            a.select(&Value::Int(2.into())),
            Some(&Value::Int((-7).into()))
        );
        assert_eq!(a.select(&Value::Int(5.into())), Some(&Value::Int(9.into())));
        assert_eq!(a.select(&Value::Int(6.into())), Some(&Value::Int(0.into())));
        assert_eq!(a.to_string(), "[2 -> -7, 5 -> 9, _ -> 0]");
        let b = value("(store (store ((as const (Array Int Int)) 0) 2 1) 2 3)");
        let Value::Array { entries, .. } = &b else {
            panic!("{b:?}")
        };
        assert_eq!(entries.len(), 1);
        assert_eq!(b.select(&Value::Int(2.into())), Some(&Value::Int(3.into())));
    }

    #[test]
    fn lets_are_expanded() {
        let a = value(
            "(let ((a!1 (store (store ((as const (Array Int Int)) 4) 1 (- 6)) 0 7))) (store a!1 2 9))",
        );
        assert_eq!(a.to_string(), "[1 -> -6, 0 -> 7, 2 -> 9, _ -> 4]");
        let nested = value("(let ((x 1)) (let ((x 2) (y x)) (mk-pair x y)))");
        assert_eq!(nested.to_string(), "mk-pair(2, 1)");
    }

    #[test]
    fn datatypes_and_others() {
        assert_eq!(value("(mk-pair 3 2.0)").to_string(), "mk-pair(3, 2)");
        assert!(matches!(value("(_ as-array k!0)"), Value::Other(_)));
        assert!(matches!(
            value("(root-obj (+ (^ x 2) (- 2)) 1)"),
            Value::Other(_)
        ));
        assert!(matches!(value("T!val!0"), Value::Other(_)));
        let q =
            |n: i64, d: i64| Value::Float(FloatValue::Finite(BigRational::new(n.into(), d.into())));
        assert_eq!(value("(fp #b0 #b01111111111 #x0000000000000)"), q(1, 1));
        assert_eq!(
            value("(fp #b1 #b01111111110 #b0000000000000000000000000000000000000000000000000000)"),
            q(-1, 2)
        );
        assert_eq!(
            value("(fp #b0 #b10000000 #b10000000000000000000000)"),
            q(3, 1)
        );
        // The least subnormal double, 2^-1074.
        assert_eq!(
            value("(fp #b0 #b00000000000 #x0000000000001)"),
            Value::Float(FloatValue::Finite(BigRational::new(
                1.into(),
                BigInt::from(1) << 1074usize
            )))
        );
        assert_eq!(
            value("(fp #b1 #b00000000000 #x0000000000000)"),
            Value::Float(FloatValue::Zero(true))
        );
        assert_eq!(
            value("(fp #b0 #b11111111111 #x8000000000000)"),
            Value::Float(FloatValue::NaN)
        );
        assert_eq!(
            value("(fp #b1 #b11111111111 #x0000000000000)"),
            Value::Float(FloatValue::Infinite(true))
        );
        assert_eq!(value("(_ NaN 11 53)"), Value::Float(FloatValue::NaN));
        assert_eq!(
            value("(_ +oo 8 24)"),
            Value::Float(FloatValue::Infinite(false))
        );
        assert_eq!(
            value("(_ -zero 15 64)"),
            Value::Float(FloatValue::Zero(true))
        );
    }
}
