//! Concrete values read from solver models.
//!
//! A solver prints the value of a constant as a term: `5`, `(- 5)`,
//! `(/ 1 3)`, `2.0`, `true`, `(store ((as const (Array Int Int)) 0) 1 7)`,
//! `(mk-pair 3 2.0)`. [`Value::from_sexp`] turns such terms into exact values;
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
    /// A term this module does not interpret, as the solver printed it.
    Other(Sexp),
}

/// Heads of terms that are operators, not datatype constructors.
const OPERATORS: &[&str] = &[
    "_", "!", "as", "let", "lambda", "forall", "exists", "match", "ite", "store", "select",
    "root-obj", "+", "-", "*", "/", "div", "mod", "and", "or", "not", "=", "<", "<=", ">", ">=",
    "=>",
];

impl Value {
    /// Reads a value from the term a solver printed for it.
    pub fn from_sexp(sexp: &Sexp) -> Value {
        if let Some(value) = Self::try_from_sexp(sexp) {
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
    fn datatypes_and_others() {
        assert_eq!(value("(mk-pair 3 2.0)").to_string(), "mk-pair(3, 2)");
        assert!(matches!(value("(_ as-array k!0)"), Value::Other(_)));
        assert!(matches!(
            value("(root-obj (+ (^ x 2) (- 2)) 1)"),
            Value::Other(_)
        ));
        assert!(matches!(value("T!val!0"), Value::Other(_)));
    }
}
