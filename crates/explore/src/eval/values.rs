//! Values of model types: the scalar a value holds, symbolic types, the initial value
//! of a type (zero, unconstrained, or a named input) and the zero of a symbolic type.

use crate::machine::{Halt, Machine, R};
use tass_model::{Extent, Type as MType};
use tass_state::{Pointer, ProcId, State, Value};
use tass_symbolic::{Expr, Type};
use tass_syntax::Span;

/// Whether a model type is a scalar the symbolic layer represents directly.
pub(crate) fn is_scalar(t: &MType) -> bool {
    matches!(
        t,
        MType::Int { .. } | MType::Integer | MType::Real(_) | MType::MathReal | MType::Bool
    )
}

/// Whether values of the type are symbolic expressions (scalars and arrays of them).
pub(crate) fn is_symbolic(t: &MType) -> bool {
    match t {
        MType::Array(e, _) => is_symbolic(e),
        t => is_scalar(t),
    }
}

/// The symbolic type of a scalar model type.
pub(crate) fn scalar_type(t: &MType) -> Type {
    match t {
        MType::Real(_) | MType::MathReal => Type::real(),
        MType::Bool => Type::bool(),
        _ => Type::int(),
    }
}

/// The size in bytes and the alignment of a type on x86_64 (LP64), when constant (the
/// model owns C's type system: [`MType::size_align`]).
pub(crate) fn size_of(t: &MType, structs: &[tass_model::StructDef]) -> Option<(u64, u64)> {
    t.size_align(structs)
}

/// How to initialise a new value.
#[derive(Clone, Debug)]
pub(crate) enum Init {
    /// Uninitialised.
    Undef,
    /// All zero.
    Zero,
    /// The symbolic constant with this name (inputs).
    Symbol(String),
}

impl Machine<'_> {
    /// The scalar a value holds; an uninitialised scalar reads as a fresh value.
    pub(crate) fn scalar(&mut self, v: Value, ty: &MType, span: Span) -> R<Expr> {
        match v {
            Value::Sym(e) => Ok(e),
            Value::Undef => Ok(self.fresh(&scalar_type(ty), "undef")),
            Value::Ptr(_) => Err(Halt::Unsupported(span, "a pointer used as a number".into())),
            Value::Agg(_) => Err(Halt::Unsupported(
                span,
                "an aggregate used as a number".into(),
            )),
        }
    }

    /// The symbolic type of a model type whose values are symbolic, with the array
    /// extents evaluated in the current frame of `p`.
    pub(crate) fn sym_type(&mut self, st: &mut State, p: ProcId, t: &MType, span: Span) -> R<Type> {
        match t {
            MType::Array(e, ext) => {
                let et = self.sym_type(st, p, e, span)?;
                let n = self.extent(st, p, ext, span)?;
                let r = Type::array(&et, n.as_ref());
                self.sym(r, span)
            }
            t if is_scalar(t) => Ok(scalar_type(t)),
            _ => Err(Halt::Unsupported(
                span,
                "a value of this type cannot be symbolic".into(),
            )),
        }
    }

    /// An array extent's value.
    pub(crate) fn extent(
        &mut self,
        st: &mut State,
        p: ProcId,
        ext: &Extent,
        span: Span,
    ) -> R<Option<Expr>> {
        Ok(match ext {
            Extent::Const(n) => Some(Expr::int(*n)),
            Extent::Expr(e) => {
                let v = self.eval(st, p, e)?;
                let n = self.scalar(v, &e.ty, span)?;
                Some(n)
            }
            Extent::Unknown => None,
        })
    }

    /// A value of type `t`: zero, unconstrained, or the symbolic constant `name`.
    pub(crate) fn initial(
        &mut self,
        st: &mut State,
        p: ProcId,
        t: &MType,
        init: Init,
        span: Span,
    ) -> R<Value> {
        if is_symbolic(t) {
            let ty = self.sym_type(st, p, t, span)?;
            return Ok(match init {
                Init::Symbol(n) => Value::Sym(self.sym(Expr::symbol(&n, &ty), span)?),
                Init::Zero => Value::Sym(self.zero_of(&ty, span)?),
                Init::Undef => {
                    if is_scalar(t) {
                        Value::Undef
                    } else {
                        Value::Sym(self.fresh(&ty, "undef"))
                    }
                }
            });
        }
        match t {
            MType::Pointer(_) => Ok(match init {
                Init::Zero => Value::Ptr(Pointer::Null),
                _ => Value::Undef,
            }),
            MType::Struct(id) => {
                let def = &self.progs[p.model as usize].structs[id.0 as usize];
                let fields = def.fields.clone();
                let union = def.is_union;
                if union && matches!(init, Init::Symbol(_)) {
                    return Err(Halt::Unsupported(
                        span,
                        "a union with a symbolic value (an input or a havoc)".into(),
                    ));
                }
                let mut vals = Vec::with_capacity(fields.len() + 1);
                for (fname, ft) in fields.iter() {
                    let sub = match &init {
                        Init::Symbol(n) => Init::Symbol(format!("{n}.{fname}")),
                        Init::Zero => Init::Zero,
                        Init::Undef => Init::Undef,
                    };
                    vals.push(self.initial(st, p, ft, sub, span)?);
                }
                if union {
                    // The member last written: none yet (module `memory`).
                    vals.push(Value::Undef);
                }
                Ok(Value::Agg(vals.into()))
            }
            MType::Array(e, ext) => {
                let n = self.extent(st, p, ext, span)?;
                let Some(n) = n
                    .as_ref()
                    .and_then(|n| n.as_int())
                    .and_then(|n| u64::try_from(n).ok())
                else {
                    return Err(Halt::Unsupported(
                        span,
                        "arrays of structs or pointers need a constant length".into(),
                    ));
                };
                if n > 100_000 {
                    return Err(Halt::Unsupported(
                        span,
                        format!("an array of {n} structs or pointers is too large"),
                    ));
                }
                let mut vals = Vec::with_capacity(n as usize);
                for i in 0..n {
                    let sub = match &init {
                        Init::Symbol(name) => Init::Symbol(format!("{name}[{i}]")),
                        Init::Zero => Init::Zero,
                        Init::Undef => Init::Undef,
                    };
                    vals.push(self.initial(st, p, e, sub, span)?);
                }
                Ok(Value::Agg(vals.into()))
            }
            _ => Ok(Value::Undef),
        }
    }

    /// The zero of a symbolic type (arrays of zeros included).
    pub(crate) fn zero_of(&mut self, ty: &Type, span: Span) -> R<Expr> {
        if let Some(elem) = ty.element() {
            let z = self.zero_of(&elem.clone(), span)?;
            let n = match ty.declared_extent() {
                Some(n) => n.clone(),
                None => {
                    return Err(Halt::Unsupported(
                        span,
                        "zero of an array of unknown length".into(),
                    ))
                }
            };
            let k = self.fresh(&Type::int(), "k");
            let r = Expr::array_lambda(&k, &n, &z);
            return self.sym(r, span);
        }
        let r = Expr::zero(ty);
        self.sym(r, span)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn sizes_follow_lp64_with_padding() {
        use tass_model::StructDef;
        let int = MType::INT;
        let dbl = MType::DOUBLE;
        let s = StructDef {
            name: "S".into(),
            is_union: false,
            fields: vec![
                ("c".into(), MType::CHAR),
                ("d".into(), dbl.clone()),
                ("i".into(), int.clone()),
            ],
            complete: true,
            bits: Vec::new(),
            unnamed_bits: Vec::new(),
            span: Default::default(),
        };
        let structs = vec![s];
        assert_eq!(size_of(&int, &structs), Some((4, 4)));
        assert_eq!(
            size_of(&MType::Pointer(Box::new(int.clone())), &structs),
            Some((8, 8))
        );
        // char, 7 bytes of padding, double, int, 4 bytes of padding.
        assert_eq!(
            size_of(&MType::Struct(tass_model::StructId(0)), &structs),
            Some((24, 8))
        );
        assert_eq!(
            size_of(&MType::Array(Box::new(dbl), Extent::Const(3)), &structs),
            Some((24, 8))
        );
    }
}
