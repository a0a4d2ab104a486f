//! Concrete values: of every type (numbers, characters, arrays, tuples, functions as
//! tables, IEEE 754's special values), and assignments of values to symbolic constants,
//! as evaluation (`eval`) and models read them.

use std::collections::{BTreeMap, HashMap};
use std::fmt;

use num_bigint::BigInt;
use num_rational::BigRational;
use num_traits::Zero;

use crate::error::{Error, Result};
use crate::expr::Expr;
use crate::expr::{Type, TypeKind};

/// A value of a floating type that is not a rational.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Special {
    /// Not a number (any NaN: C cannot tell them apart but through their bits).
    NaN,
    /// `+inf`.
    PosInf,
    /// `-inf`.
    NegInf,
    /// `-0.0` (the zero whose sign is negative: `1/-0.0` is `-inf`).
    NegZero,
}

impl std::fmt::Display for Special {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(match self {
            Special::NaN => "NaN",
            Special::PosInf => "+inf",
            Special::NegInf => "-inf",
            Special::NegZero => "-0.0",
        })
    }
}

/// A concrete value.
#[derive(Clone, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Value {
    /// A boolean.
    Bool(bool),
    /// An integer.
    Int(BigInt),
    /// A real (an exact rational).
    Real(BigRational),
    /// A character code.
    Char(u32),
    /// An array: its elements; its extent is their number.
    Array(Vec<Value>),
    /// A tuple: its fields.
    Tuple(Vec<Value>),
    /// A function given by a finite table and a default value.
    Function(FunctionTable),
    /// A value of a floating type that is not a rational (NaN, an infinity, `-0.0`;
    /// module `float`): the value of a real-typed expression only where IEEE 754
    /// functions ([`crate::FpFunction`]) compute it.
    Float(Special),
}

/// A function value: explicit entries, and a value for all other arguments.
#[derive(Clone, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct FunctionTable {
    /// The value at given arguments.
    pub entries: BTreeMap<Vec<Value>, Value>,
    /// The value at every other argument.
    pub default: Box<Value>,
}

impl FunctionTable {
    /// The function that is `default` everywhere.
    pub fn constant(default: Value) -> FunctionTable {
        FunctionTable {
            entries: BTreeMap::new(),
            default: Box::new(default),
        }
    }

    /// The value at `args`.
    pub fn apply(&self, args: &[Value]) -> &Value {
        self.entries.get(args).unwrap_or(&self.default)
    }
}

impl Value {
    /// An integer value.
    pub fn int(i: impl Into<BigInt>) -> Value {
        Value::Int(i.into())
    }

    /// The real value `n/d` (`d` must not be zero).
    pub fn real(n: impl Into<BigInt>, d: impl Into<BigInt>) -> Result<Value> {
        let d = d.into();
        if d.is_zero() {
            return Err(Error::DivisionByZero);
        }
        Ok(Value::Real(BigRational::new(n.into(), d)))
    }

    /// Does the value have the shape of type `ty`? (Array extents are not checked.)
    pub fn has_type(&self, ty: &Type) -> bool {
        match (self, ty.kind()) {
            (Value::Bool(_), TypeKind::Bool)
            | (Value::Int(_), TypeKind::Int)
            | (Value::Real(_), TypeKind::Real)
            | (Value::Float(_), TypeKind::Real)
            | (Value::Char(_), TypeKind::Char) => true,
            (Value::Array(xs), TypeKind::Array { element, .. }) => {
                xs.iter().all(|x| x.has_type(element))
            }
            (Value::Tuple(xs), TypeKind::Tuple { fields, .. }) => {
                xs.len() == fields.len() && xs.iter().zip(fields.iter()).all(|(x, t)| x.has_type(t))
            }
            (Value::Function(f), TypeKind::Function { params, result }) => {
                f.default.has_type(result)
                    && f.entries.iter().all(|(args, v)| {
                        v.has_type(result)
                            && args.len() == params.len()
                            && args.iter().zip(params.iter()).all(|(a, t)| a.has_type(t))
                    })
            }
            _ => false,
        }
    }

    /// The constant expression of this value at type `ty`. Function values have no
    /// expression.
    pub fn to_expr(&self, ty: &Type) -> Result<Expr> {
        let bad = || Error::ValueType {
            expected: ty.to_string(),
            found: self.to_string(),
        };
        match (self, ty.kind()) {
            (Value::Bool(b), TypeKind::Bool) => Ok(Expr::bool(*b)),
            (Value::Int(i), TypeKind::Int) => Ok(Expr::int(i.clone())),
            (Value::Real(r), TypeKind::Real) => Ok(Expr::real(r.clone())),
            (Value::Char(c), TypeKind::Char) => Ok(Expr::char(*c)),
            (Value::Array(xs), TypeKind::Array { element, .. }) => {
                let elems = xs
                    .iter()
                    .map(|x| x.to_expr(element))
                    .collect::<Result<Vec<_>>>()?;
                Expr::array(element, elems)
            }
            (Value::Tuple(xs), TypeKind::Tuple { fields, .. }) if xs.len() == fields.len() => {
                let elems = xs
                    .iter()
                    .zip(fields.iter())
                    .map(|(x, t)| x.to_expr(t))
                    .collect::<Result<Vec<_>>>()?;
                Expr::tuple(ty, elems)
            }
            _ => Err(bad()),
        }
    }

    pub(crate) fn as_bool(&self) -> Result<bool> {
        match self {
            Value::Bool(b) => Ok(*b),
            v => Err(value_error("bool", v)),
        }
    }

    pub(crate) fn as_int(&self) -> Result<&BigInt> {
        match self {
            Value::Int(i) => Ok(i),
            v => Err(value_error("int", v)),
        }
    }

    /// The value as a rational (integers and reals).
    pub(crate) fn as_rational(&self) -> Result<BigRational> {
        match self {
            Value::Int(i) => Ok(BigRational::from_integer(i.clone())),
            Value::Real(r) => Ok(r.clone()),
            v => Err(value_error("int or real", v)),
        }
    }

    pub(crate) fn as_array(&self) -> Result<&Vec<Value>> {
        match self {
            Value::Array(xs) => Ok(xs),
            v => Err(value_error("array", v)),
        }
    }
}

pub(crate) fn value_error(expected: &str, v: &Value) -> Error {
    Error::ValueType {
        expected: expected.into(),
        found: v.to_string(),
    }
}

impl fmt::Display for Value {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Value::Bool(b) => write!(f, "{b}"),
            Value::Int(i) => write!(f, "{i}"),
            Value::Real(r) => write!(f, "{r}"),
            Value::Float(x) => write!(f, "{x}"),
            Value::Char(c) => match char::from_u32(*c) {
                Some(ch) if !ch.is_control() => write!(f, "'{ch}'"),
                _ => write!(f, "'\\x{c:x}'"),
            },
            Value::Array(xs) | Value::Tuple(xs) => {
                let (open, close) = if matches!(self, Value::Array(_)) {
                    ("[", "]")
                } else {
                    ("<", ">")
                };
                f.write_str(open)?;
                for (i, x) in xs.iter().enumerate() {
                    if i > 0 {
                        f.write_str(", ")?;
                    }
                    write!(f, "{x}")?;
                }
                f.write_str(close)
            }
            Value::Function(t) => {
                f.write_str("{")?;
                for (args, v) in &t.entries {
                    f.write_str("(")?;
                    for (i, a) in args.iter().enumerate() {
                        if i > 0 {
                            f.write_str(", ")?;
                        }
                        write!(f, "{a}")?;
                    }
                    write!(f, ") -> {v}, ")?;
                }
                write!(f, "else -> {}}}", t.default)
            }
        }
    }
}

/// An assignment of concrete values to symbolic constants.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Assignment {
    values: HashMap<Expr, Value>,
}

impl Assignment {
    /// The empty assignment.
    pub fn new() -> Assignment {
        Assignment::default()
    }

    /// Gives the symbolic constant `symbol` the value `value`, which must have its type.
    pub fn set(&mut self, symbol: &Expr, value: Value) -> Result<()> {
        if !symbol.is_symbol() {
            return Err(Error::InvalidArgument {
                operation: "assignment",
                reason: format!("`{symbol}` is not a symbolic constant"),
            });
        }
        if !value.has_type(symbol.ty()) {
            return Err(Error::ValueType {
                expected: symbol.ty().to_string(),
                found: value.to_string(),
            });
        }
        self.values.insert(symbol.clone(), value);
        Ok(())
    }

    /// The value of a symbolic constant.
    pub fn get(&self, symbol: &Expr) -> Option<&Value> {
        self.values.get(symbol)
    }

    /// The assigned constants and their values, sorted by constant.
    pub fn iter(&self) -> impl Iterator<Item = (&Expr, &Value)> {
        let mut v: Vec<_> = self.values.iter().collect();
        v.sort_by(|a, b| a.0.cmp(b.0));
        v.into_iter()
    }

    /// The number of assigned constants.
    pub fn len(&self) -> usize {
        self.values.len()
    }

    /// Is the assignment empty?
    pub fn is_empty(&self) -> bool {
        self.values.is_empty()
    }
}
