//! Objects seen as their contiguous storage, as MPI buffers and `memcpy`, `memset`,
//! `memmove` see them: a multi-dimensional array is its scalars in row-major order, and
//! a pointer into it is a position in that sequence. `&b[0][0]`, `b` and `&b[0]` of an
//! `int b[R][C]` all start a buffer of `R * C` ints; only the end of the whole (outermost)
//! object bounds it.

use crate::eval::is_scalar;
use crate::lvalue::Place;
use crate::machine::{Halt, Machine, R};
use tass_model::{Expr as MExpr, Type as MType};
use tass_state::{Base, Pointer, ProcId, State, Step, Value};
use tass_symbolic::Expr;
use tass_syntax::Span;

/// A pointer into the contiguous storage of an object of scalars.
#[derive(Clone, Debug)]
pub(crate) struct Flat {
    /// The object: the place of the outermost array (the pointer's path without its
    /// trailing indexes), or of a single scalar.
    pub obj: Place,
    /// The extents of the object's dimensions, outermost first; empty for a single scalar.
    pub dims: Vec<Expr>,
    /// The scalar element type.
    pub elem: MType,
    /// The position of the pointer among the object's scalars.
    pub start: Expr,
    /// The number of scalars of the object.
    pub total: Expr,
}

impl Flat {
    /// The multi-index of the scalar at flat position `f` (row-major).
    pub(crate) fn indexes(&self, f: &Expr, span: Span) -> R<Vec<Expr>> {
        let sym =
            |r: tass_symbolic::Result<Expr>| r.map_err(|e| Halt::Unsupported(span, e.to_string()));
        let n = self.dims.len();
        let mut out = Vec::with_capacity(n);
        let mut stride = Expr::int(1);
        let mut strides = vec![Expr::int(1); n];
        for j in (0..n).rev() {
            strides[j] = stride.clone();
            stride = sym(stride.times(&self.dims[j]))?;
        }
        for (j, (s, d)) in strides.iter().zip(&self.dims).enumerate() {
            let q = if s.as_int().is_some_and(|s| *s == 1.into()) {
                f.clone()
            } else {
                sym(f.c_div(s))?
            };
            out.push(if j == 0 { q } else { sym(q.c_rem(d))? });
        }
        Ok(out)
    }

    /// The scalar at flat position `f` of `value`, the object's value.
    pub(crate) fn read_at(&self, value: &Expr, f: &Expr, span: Span) -> R<Expr> {
        let mut e = value.clone();
        for i in self.indexes(f, span)? {
            e = e
                .read(&i)
                .map_err(|err| Halt::Unsupported(span, err.to_string()))?;
        }
        Ok(e)
    }

    /// `value` (the object's value) with the scalar at flat position `f` replaced by `x`.
    pub(crate) fn write_at(&self, value: &Expr, f: &Expr, x: &Expr, span: Span) -> R<Expr> {
        let idx = self.indexes(f, span)?;
        write_path(value, &idx, x).map_err(|e| Halt::Unsupported(span, e.to_string()))
    }

    /// The object's value whose scalar at each flat position `f` is `body(f)`: nested
    /// array lambdas over the dimensions.
    pub(crate) fn lambda(
        &self,
        m: &mut Machine<'_>,
        body: &mut dyn FnMut(&mut Machine<'_>, &Expr) -> R<Expr>,
        span: Span,
    ) -> R<Expr> {
        let vars: Vec<Expr> = self
            .dims
            .iter()
            .map(|_| m.fresh(&tass_symbolic::Type::int(), "k"))
            .collect();
        // The flat position of the element at the index variables.
        let mut f = Expr::int(0);
        for (j, v) in vars.iter().enumerate() {
            f = m.sym(f.times(&self.dims[j]).and_then(|x| x.plus(v)), span)?;
        }
        let mut e = body(m, &f)?;
        for (j, v) in vars.iter().enumerate().rev() {
            e = m.sym(Expr::array_lambda(v, &self.dims[j], &e), span)?;
        }
        Ok(e)
    }
}

/// `a` with the element at the path of indexes `idx` replaced by `x`.
fn write_path(a: &Expr, idx: &[Expr], x: &Expr) -> tass_symbolic::Result<Expr> {
    match idx {
        [] => Ok(x.clone()),
        [i, rest @ ..] => {
            let inner = write_path(&a.read(i)?, rest, x)?;
            a.write(i, &inner)
        }
    }
}

/// The pointee type of a pointer argument before its conversion to `void *`, if it
/// is not `void`.
pub(crate) fn static_pointee(arg: &MExpr) -> Option<MType> {
    let mut e = arg;
    loop {
        if let MType::Pointer(t) = &e.ty {
            if **t != MType::Void {
                return Some((**t).clone());
            }
        }
        match &e.kind {
            tass_model::ExprKind::Cast(inner) => e = inner,
            _ => return None,
        }
    }
}

/// The scalar type under any number of array dimensions.
fn innermost(t: &MType) -> &MType {
    match t {
        MType::Array(e, _) => innermost(e),
        t => t,
    }
}

impl Machine<'_> {
    /// The contiguous storage the pointer `v` points into. `typed` is the type the
    /// program gives the storage (the pointee type of the argument before its
    /// conversion to `void *`, or the element type an MPI datatype names): it types a
    /// heap object at its first access. `what` names the operation for messages, `kind`
    /// is the property an invalid pointer violates.
    pub(crate) fn flat_at(
        &mut self,
        st: &mut State,
        p: ProcId,
        v: &Value,
        typed: Option<&MType>,
        (what, kind): (&str, crate::report::PropertyKind),
        span: Span,
    ) -> R<Flat> {
        let Value::Ptr(Pointer::Obj { base, path }) = v else {
            let msg = match v {
                Value::Ptr(Pointer::Null) => format!("{what} on a null pointer"),
                Value::Undef => format!("{what} on an uninitialised pointer"),
                _ => format!("{what} on a pointer that is not valid"),
            };
            return Err(self.definite(st, kind, span, msg));
        };
        if let Err(msg) = self.object_alive(st, base, span) {
            return Err(self.definite(st, kind, span, format!("{what}: {msg}")));
        }
        if let (Base::Heap { .. }, Some(t)) = (base, typed) {
            // Only a heap object with no type yet takes this one.
            self.type_heap_object(st, p, base, t, span)?;
        }
        let cut = path
            .iter()
            .rposition(|s| !matches!(s, Step::Index(_)))
            .map_or(0, |i| i + 1);
        let prefix = path[..cut].to_vec();
        let trailing: Vec<Expr> = path[cut..]
            .iter()
            .filter_map(|s| match s {
                Step::Index(i) => Some(i.clone()),
                Step::Field(_) => None,
            })
            .collect();
        let Some(declared) = self.declared_type(st, base, &prefix) else {
            return Err(Halt::Unsupported(
                span,
                format!("{what} on memory whose type is not known yet"),
            ));
        };
        let elem = innermost(&declared).clone();
        if !is_scalar(&elem) {
            return Err(Halt::Unsupported(
                span,
                format!("{what} on memory of structs or pointers"),
            ));
        }
        let obj = Place {
            base: base.clone(),
            path: prefix,
        };
        let value = self.read(st, p, &obj, span)?;
        let mut dims = Vec::new();
        if let Value::Sym(a) = &value {
            if a.ty().is_array() {
                dims.push(self.sym(a.extent(), span)?);
                let mut t = a.ty().element().cloned();
                while let Some(et) = t.filter(|t| t.is_array()) {
                    let Some(n) = et.declared_extent() else {
                        return Err(Halt::Unsupported(
                            span,
                            format!("{what} on an array whose rows have no known length"),
                        ));
                    };
                    dims.push(n.clone());
                    t = et.element().cloned();
                }
            }
        } else if !matches!(value, Value::Undef) {
            return Err(Halt::Unsupported(
                span,
                format!("{what} on memory of structs or pointers"),
            ));
        }
        if matches!(value, Value::Undef) && matches!(declared, MType::Array(..)) {
            return Err(Halt::Unsupported(
                span,
                format!("{what} on an array that has no value yet"),
            ));
        }
        if trailing.len() > dims.len().max(1) {
            return Err(Halt::Unsupported(
                span,
                format!("{what} through a pointer that does not fit its object"),
            ));
        }
        let mut total = Expr::int(1);
        for d in &dims {
            total = self.sym(total.times(d), span)?;
        }
        // The position: each index times the number of scalars of its dimension's
        // elements (a single scalar has one position, index 0).
        let mut start = Expr::int(0);
        for (j, i) in trailing.iter().enumerate() {
            let mut stride = Expr::int(1);
            for d in dims.iter().skip(j + 1) {
                stride = self.sym(stride.times(d), span)?;
            }
            start = self.sym(i.times(&stride).and_then(|x| start.plus(&x)), span)?;
        }
        let start = start.simplify_under(&st.pc).unwrap_or(start);
        Ok(Flat {
            obj,
            dims,
            elem,
            start,
            total,
        })
    }

    /// Checks that `count` scalars from the flat pointer lie in its object (kind
    /// `kind`); `what` describes the access for the message.
    pub(crate) fn flat_check(
        &mut self,
        st: &mut State,
        fl: &Flat,
        count: &Expr,
        kind: crate::report::PropertyKind,
        what: String,
        span: Span,
    ) -> R<()> {
        let end = self.sym(fl.start.plus(count), span)?;
        let c = self.sym(
            fl.start
                .greater_eq(&Expr::int(0))
                .and_then(|lo| end.less_eq(&fl.total).and_then(|hi| lo.and(&hi))),
            span,
        )?;
        self.check(st, c, kind, span, what)
    }

    /// The `count` scalars from the flat pointer (checked by [`Machine::flat_check`]
    /// before).
    pub(crate) fn flat_read(
        &mut self,
        st: &mut State,
        p: ProcId,
        fl: &Flat,
        count: u64,
        span: Span,
    ) -> R<Vec<Expr>> {
        if count == 0 {
            return Ok(Vec::new());
        }
        let value = self.read(st, p, &fl.obj, span)?;
        // An uninitialised scalar reads as a fresh value, as everywhere.
        let a = self.scalar(value, &fl.elem, span)?;
        let mut out = Vec::with_capacity(count as usize);
        for k in 0..count {
            let f = self.sym(fl.start.plus(&Expr::int(k)), span)?;
            out.push(if fl.dims.is_empty() {
                a.clone()
            } else {
                let x = fl.read_at(&a, &f, span)?;
                self.sym(Ok(x), span)?
            });
        }
        Ok(out)
    }

    /// The scalars at `positions` (in scalars after the flat pointer; checked before),
    /// in order.
    pub(crate) fn flat_read_at(
        &mut self,
        st: &mut State,
        p: ProcId,
        fl: &Flat,
        positions: &[i64],
        span: Span,
    ) -> R<Vec<Expr>> {
        if positions.is_empty() {
            return Ok(Vec::new());
        }
        let value = self.read(st, p, &fl.obj, span)?;
        let a = self.scalar(value, &fl.elem, span)?;
        let mut out = Vec::with_capacity(positions.len());
        for k in positions {
            let f = self.sym(fl.start.plus(&Expr::int(*k)), span)?;
            out.push(if fl.dims.is_empty() {
                a.clone()
            } else {
                let x = fl.read_at(&a, &f, span)?;
                self.sym(Ok(x), span)?
            });
        }
        Ok(out)
    }

    /// Stores `data[i]` at `positions[i]` (in scalars after the flat pointer; checked
    /// before).
    pub(crate) fn flat_write_at(
        &mut self,
        st: &mut State,
        p: ProcId,
        fl: &Flat,
        positions: &[i64],
        data: &[Expr],
        span: Span,
    ) -> R<()> {
        if data.is_empty() {
            return Ok(());
        }
        if fl.dims.is_empty() {
            return self.write(st, p, &fl.obj, Value::Sym(data[0].clone()), span);
        }
        let value = self.read(st, p, &fl.obj, span)?;
        let Value::Sym(mut a) = value else {
            return Err(Halt::Unsupported(
                span,
                "a write into an array that has no value yet".into(),
            ));
        };
        for (k, x) in positions.iter().zip(data) {
            let f = self.sym(fl.start.plus(&Expr::int(*k)), span)?;
            a = fl.write_at(&a, &f, x, span)?;
        }
        self.write(st, p, &fl.obj, Value::Sym(a), span)
    }

    /// Stores `data` from the flat pointer on (checked before).
    pub(crate) fn flat_write(
        &mut self,
        st: &mut State,
        p: ProcId,
        fl: &Flat,
        data: &[Expr],
        span: Span,
    ) -> R<()> {
        if data.is_empty() {
            return Ok(());
        }
        if fl.dims.is_empty() {
            return self.write(st, p, &fl.obj, Value::Sym(data[0].clone()), span);
        }
        let value = self.read(st, p, &fl.obj, span)?;
        let mut a = match value {
            Value::Sym(a) => a,
            _ => {
                return Err(Halt::Unsupported(
                    span,
                    "a write into an array that has no value yet".into(),
                ))
            }
        };
        for (k, x) in data.iter().enumerate() {
            let f = self.sym(fl.start.plus(&Expr::int(k as u64)), span)?;
            a = fl.write_at(&a, &f, x, span)?;
        }
        self.write(st, p, &fl.obj, Value::Sym(a), span)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use tass_state::Base;

    fn flat(dims: &[u64]) -> Flat {
        Flat {
            obj: Place {
                base: Base::Str(std::sync::Arc::from(Vec::new())),
                path: Vec::new(),
            },
            dims: dims.iter().map(|d| Expr::int(*d)).collect(),
            elem: MType::INT,
            start: Expr::int(0),
            total: Expr::int(dims.iter().product::<u64>()),
        }
    }

    /// Flat positions map onto row-major multi-indexes, and back through `lambda`.
    #[test]
    fn row_major_indexes() {
        let f = flat(&[2, 3, 4]);
        let idx = f.indexes(&Expr::int(17), Span::default()).unwrap();
        let got: Vec<i64> = idx
            .iter()
            .map(|e| i64::try_from(e.as_int().unwrap()).unwrap())
            .collect();
        assert_eq!(got, vec![1, 1, 1]);
        let one = flat(&[5]);
        let idx = one.indexes(&Expr::int(3), Span::default()).unwrap();
        assert_eq!(idx, vec![Expr::int(3)]);
        assert!(flat(&[])
            .indexes(&Expr::int(0), Span::default())
            .unwrap()
            .is_empty());
    }

    /// Writing then reading a flat position of a nested array gives the value back and
    /// leaves the other positions alone.
    #[test]
    fn write_then_read() {
        let f = flat(&[2, 3]);
        let row = Expr::array(&tass_symbolic::Type::int(), (0..3).map(Expr::int)).unwrap();
        let rt = row.ty().clone();
        let a = Expr::array(&rt, [row.clone(), row]).unwrap();
        let b = f
            .write_at(&a, &Expr::int(4), &Expr::int(9), Span::default())
            .unwrap();
        let at = |k: i64| f.read_at(&b, &Expr::int(k), Span::default()).unwrap();
        assert_eq!(at(4), Expr::int(9));
        assert_eq!(at(1), Expr::int(1));
        assert_eq!(at(5), Expr::int(2));
    }
}
