//! Types of symbolic expressions.
//!
//! The type system of seed 001 (section 2): the primitive types boolean, integer
//! (unbounded), real (exact rationals) and char, and the compound types tuple (C
//! structs), array (an element type and an optional symbolic extent) and function
//! (uninterpreted functions). A [`Type`] is a cheap, immutable, `Arc`-shared handle.
//!
//! Array types carry their *declared* extent, an integer [`Expr`], when one is known
//! (`int a[n]`); `None` means the extent is only known through the array value (see
//! [`Expr::extent`]). Two array types are [compatible](Type::compatible) when their
//! element types are, whatever their extents: the extent is a property of the value, and
//! constructors such as `write` or `cond` accept arrays of compatible types.

use std::fmt;
use std::sync::{Arc, LazyLock};

use crate::error::{Error, Result};
use crate::expr::{Expr, Type, TypeKind};

static BOOL: LazyLock<Type> = LazyLock::new(|| Type(Arc::new(TypeKind::Bool)));
static INT: LazyLock<Type> = LazyLock::new(|| Type(Arc::new(TypeKind::Int)));
static REAL: LazyLock<Type> = LazyLock::new(|| Type(Arc::new(TypeKind::Real)));
static CHAR: LazyLock<Type> = LazyLock::new(|| Type(Arc::new(TypeKind::Char)));

impl Type {
    /// The boolean type.
    pub fn bool() -> Type {
        BOOL.clone()
    }

    /// The (unbounded) integer type.
    pub fn int() -> Type {
        INT.clone()
    }

    /// The real type.
    pub fn real() -> Type {
        REAL.clone()
    }

    /// The character type.
    pub fn char() -> Type {
        CHAR.clone()
    }

    /// A tuple type with the given name and field types.
    pub fn tuple(name: &str, fields: impl IntoIterator<Item = Type>) -> Type {
        Type(Arc::new(TypeKind::Tuple {
            name: name.into(),
            fields: fields.into_iter().collect(),
        }))
    }

    /// An array type with elements of type `element` and an optional declared extent,
    /// which must be an integer expression.
    pub fn array(element: &Type, extent: Option<&Expr>) -> Result<Type> {
        if let Some(e) = extent {
            if !e.ty().is_int() {
                return Err(Error::TypeMismatch {
                    operation: "array type",
                    expected: "int extent".into(),
                    found: e.ty().to_string(),
                });
            }
        }
        Ok(Type(Arc::new(TypeKind::Array {
            element: element.clone(),
            extent: extent.cloned(),
        })))
    }

    /// A function type.
    pub fn function(params: impl IntoIterator<Item = Type>, result: &Type) -> Type {
        Type(Arc::new(TypeKind::Function {
            params: params.into_iter().collect(),
            result: result.clone(),
        }))
    }

    /// The shape of the type.
    pub fn kind(&self) -> &TypeKind {
        &self.0
    }

    /// Is this the boolean type?
    pub fn is_bool(&self) -> bool {
        matches!(*self.0, TypeKind::Bool)
    }

    /// Is this the integer type?
    pub fn is_int(&self) -> bool {
        matches!(*self.0, TypeKind::Int)
    }

    /// Is this the real type?
    pub fn is_real(&self) -> bool {
        matches!(*self.0, TypeKind::Real)
    }

    /// Is this the integer or the real type?
    pub fn is_numeric(&self) -> bool {
        matches!(*self.0, TypeKind::Int | TypeKind::Real)
    }

    /// Is this the character type?
    pub fn is_char(&self) -> bool {
        matches!(*self.0, TypeKind::Char)
    }

    /// Is this an array type?
    pub fn is_array(&self) -> bool {
        matches!(*self.0, TypeKind::Array { .. })
    }

    /// Is this a tuple type?
    pub fn is_tuple(&self) -> bool {
        matches!(*self.0, TypeKind::Tuple { .. })
    }

    /// Is this a function type?
    pub fn is_function(&self) -> bool {
        matches!(*self.0, TypeKind::Function { .. })
    }

    /// The element type of an array type.
    pub fn element(&self) -> Option<&Type> {
        match &*self.0 {
            TypeKind::Array { element, .. } => Some(element),
            _ => None,
        }
    }

    /// The declared extent of an array type, if any.
    pub fn declared_extent(&self) -> Option<&Expr> {
        match &*self.0 {
            TypeKind::Array { extent, .. } => extent.as_ref(),
            _ => None,
        }
    }

    /// The field types of a tuple type.
    pub fn fields(&self) -> Option<&[Type]> {
        match &*self.0 {
            TypeKind::Tuple { fields, .. } => Some(fields),
            _ => None,
        }
    }

    /// The same array type without a declared extent; other types are returned unchanged.
    pub fn without_extent(&self) -> Type {
        match &*self.0 {
            TypeKind::Array {
                element,
                extent: Some(_),
            } => Type(Arc::new(TypeKind::Array {
                element: element.clone(),
                extent: None,
            })),
            _ => self.clone(),
        }
    }

    /// Are values of the two types interchangeable? Equal types are compatible; array
    /// types are compatible when their element types are (extents are ignored); tuple
    /// types when they have the same name and pairwise compatible fields; function types
    /// when they have the same arity and compatible parameter and result types.
    pub fn compatible(&self, other: &Type) -> bool {
        if self == other {
            return true;
        }
        match (&*self.0, &*other.0) {
            (TypeKind::Array { element: a, .. }, TypeKind::Array { element: b, .. }) => {
                a.compatible(b)
            }
            (
                TypeKind::Tuple {
                    name: n1,
                    fields: f1,
                },
                TypeKind::Tuple {
                    name: n2,
                    fields: f2,
                },
            ) => {
                n1 == n2
                    && f1.len() == f2.len()
                    && f1.iter().zip(f2.iter()).all(|(a, b)| a.compatible(b))
            }
            (
                TypeKind::Function {
                    params: p1,
                    result: r1,
                },
                TypeKind::Function {
                    params: p2,
                    result: r2,
                },
            ) => {
                p1.len() == p2.len()
                    && p1.iter().zip(p2.iter()).all(|(a, b)| a.compatible(b))
                    && r1.compatible(r2)
            }
            _ => false,
        }
    }

    /// The symbolic constants that occur in the type (in array extents), in order of
    /// first occurrence.
    pub(crate) fn for_each_expr(&self, f: &mut dyn FnMut(&Expr)) {
        match &*self.0 {
            TypeKind::Bool | TypeKind::Int | TypeKind::Real | TypeKind::Char => {}
            TypeKind::Tuple { fields, .. } => fields.iter().for_each(|t| t.for_each_expr(f)),
            TypeKind::Array { element, extent } => {
                if let Some(e) = extent {
                    f(e);
                }
                element.for_each_expr(f);
            }
            TypeKind::Function { params, result } => {
                params.iter().for_each(|t| t.for_each_expr(f));
                result.for_each_expr(f);
            }
        }
    }

    /// Does the type mention any expression (an array extent)?
    pub(crate) fn has_exprs(&self) -> bool {
        let mut any = false;
        self.for_each_expr(&mut |_| any = true);
        any
    }

    /// Rebuilds the type with every extent expression mapped by `f`.
    pub(crate) fn try_map_exprs(&self, f: &mut dyn FnMut(&Expr) -> Result<Expr>) -> Result<Type> {
        if !self.has_exprs() {
            return Ok(self.clone());
        }
        Ok(match &*self.0 {
            TypeKind::Bool | TypeKind::Int | TypeKind::Real | TypeKind::Char => self.clone(),
            TypeKind::Tuple { name, fields } => Type(Arc::new(TypeKind::Tuple {
                name: name.clone(),
                fields: fields
                    .iter()
                    .map(|t| t.try_map_exprs(f))
                    .collect::<Result<_>>()?,
            })),
            TypeKind::Array { element, extent } => Type(Arc::new(TypeKind::Array {
                element: element.try_map_exprs(f)?,
                extent: extent.as_ref().map(&mut *f).transpose()?,
            })),
            TypeKind::Function { params, result } => Type(Arc::new(TypeKind::Function {
                params: params
                    .iter()
                    .map(|t| t.try_map_exprs(f))
                    .collect::<Result<_>>()?,
                result: result.try_map_exprs(f)?,
            })),
        })
    }
}

impl fmt::Display for Type {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match &*self.0 {
            TypeKind::Bool => f.write_str("bool"),
            TypeKind::Int => f.write_str("int"),
            TypeKind::Real => f.write_str("real"),
            TypeKind::Char => f.write_str("char"),
            TypeKind::Tuple { name, fields } => {
                write!(f, "struct {name} {{")?;
                for (i, t) in fields.iter().enumerate() {
                    if i > 0 {
                        f.write_str(", ")?;
                    }
                    write!(f, "{t}")?;
                }
                f.write_str("}")
            }
            TypeKind::Array { element, extent } => match extent {
                Some(e) => write!(f, "{element}[{e}]"),
                None => write!(f, "{element}[]"),
            },
            TypeKind::Function { params, result } => {
                f.write_str("(")?;
                for (i, t) in params.iter().enumerate() {
                    if i > 0 {
                        f.write_str(", ")?;
                    }
                    write!(f, "{t}")?;
                }
                write!(f, ") -> {result}")
            }
        }
    }
}

impl fmt::Debug for Type {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Display::fmt(self, f)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn compatibility_ignores_extents() {
        let n = Expr::symbol("n", &Type::int()).unwrap();
        let a = Type::array(&Type::int(), Some(&n)).unwrap();
        let b = Type::array(&Type::int(), None).unwrap();
        assert!(a.compatible(&b));
        assert_ne!(a, b);
        assert!(!a.compatible(&Type::array(&Type::real(), None).unwrap()));
        assert!(!Type::tuple("s", [Type::int()]).compatible(&Type::tuple("t", [Type::int()])));
        assert_eq!(a.to_string(), "int[n]");
        assert_eq!(
            Type::function([Type::real()], &Type::real()).to_string(),
            "(real) -> real"
        );
    }
}
