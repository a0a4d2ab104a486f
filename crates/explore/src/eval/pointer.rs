//! Pointer expressions: addresses, pointer arithmetic with its range check (C11
//! 6.5.6p8; module doc of `eval`), differences and comparisons of pointers.

use super::values::size_of;
use crate::lvalue::Place;
use crate::machine::{Halt, Machine, R};
use crate::report::PropertyKind;
use tass_model::{BinOp, Expr as MExpr, Type as MType};
use tass_state::{Base, Pointer, ProcId, State, Step, Value};
use tass_symbolic::{BigInt, Expr};
use tass_syntax::Span;

impl Machine<'_> {
    /// `&a`: a pointer to the place of `a`.
    pub(super) fn address_of(&mut self, st: &mut State, p: ProcId, a: &MExpr) -> R<Value> {
        let pl = self.place_addr(st, p, a)?;
        Ok(Value::Ptr(Pointer::Obj {
            base: pl.base,
            path: pl.path.into(),
        }))
    }

    /// `a + k` of a pointer `a`, checked to stay inside its array (C11 6.5.6p8).
    pub(super) fn pointer_add(
        &mut self,
        st: &mut State,
        p: ProcId,
        (a, k): (&MExpr, &MExpr),
        e: &MExpr,
    ) -> R<Value> {
        let span = e.span;
        let pv = self.eval(st, p, a)?;
        let kv = self.eval(st, p, k)?;
        let kx = self.scalar(kv, &k.ty, span)?;
        let r = self.ptr_add(pv.clone(), kx.clone(), span)?;
        self.pointer_range_check(st, p, &pv, &kx, &r, &e.ty, span)?;
        Ok(r)
    }

    /// `a - b` of two pointers: defined only into the same array object.
    pub(super) fn pointer_diff(
        &mut self,
        st: &mut State,
        p: ProcId,
        (a, b): (&MExpr, &MExpr),
        span: Span,
    ) -> R<Value> {
        let x = self.eval(st, p, a)?;
        let y = self.eval(st, p, b)?;
        match (x, y) {
            (
                Value::Ptr(Pointer::Obj { base: b1, path: p1 }),
                Value::Ptr(Pointer::Obj { base: b2, path: p2 }),
            ) if b1 == b2
                && p1.len() == p2.len()
                && p1[..p1.len().saturating_sub(1)] == p2[..p2.len().saturating_sub(1)] =>
            {
                match (p1.last(), p2.last()) {
                    (Some(Step::Index(i)), Some(Step::Index(j))) => {
                        let r = i.minus(j);
                        Ok(Value::Sym(self.sym(r, span)?))
                    }
                    _ => Ok(Value::Sym(Expr::int(0))),
                }
            }
            _ => Err(self.definite(
                st,
                PropertyKind::Pointer,
                span,
                "subtraction of pointers into different objects".into(),
            )),
        }
    }

    /// A comparison (`op`) of two pointers: equality of any two, order only within one
    /// object.
    pub(super) fn pointer_compare(
        &mut self,
        st: &State,
        op: BinOp,
        a: Value,
        b: Value,
        span: Span,
    ) -> R<Value> {
        let (Value::Ptr(x), Value::Ptr(y)) = (a, b) else {
            return Err(Halt::Unsupported(
                span,
                "comparison of a pointer with a number".into(),
            ));
        };
        let _ = st;
        let same_object = |x: &Pointer, y: &Pointer| match (x, y) {
            (Pointer::Obj { base: b1, path: p1 }, Pointer::Obj { base: b2, path: p2 }) => {
                b1 == b2
                    && p1.len() == p2.len()
                    && p1[..p1.len().saturating_sub(1)] == p2[..p2.len().saturating_sub(1)]
            }
            _ => false,
        };
        let r = match op {
            BinOp::Eq | BinOp::Ne => {
                let eq = if same_object(&x, &y) {
                    match (&x, &y) {
                        (Pointer::Obj { path: p1, .. }, Pointer::Obj { path: p2, .. }) => {
                            match (p1.last(), p2.last()) {
                                (Some(Step::Index(i)), Some(Step::Index(j))) => {
                                    let r = i.equals(j);
                                    self.sym(r, span)?
                                }
                                _ => Expr::bool(p1 == p2),
                            }
                        }
                        _ => Expr::bool(true),
                    }
                } else {
                    Expr::bool(x == y)
                };
                if op == BinOp::Eq {
                    eq
                } else {
                    self.sym(eq.not(), span)?
                }
            }
            _ => {
                if !same_object(&x, &y) {
                    return Err(Halt::Unsupported(
                        span,
                        "ordering of pointers into different objects".into(),
                    ));
                }
                match (&x, &y) {
                    (Pointer::Obj { path: p1, .. }, Pointer::Obj { path: p2, .. }) => {
                        match (p1.last(), p2.last()) {
                            (Some(Step::Index(i)), Some(Step::Index(j))) => {
                                let r = match op {
                                    BinOp::Lt => i.less(j),
                                    BinOp::Le => i.less_eq(j),
                                    BinOp::Gt => i.greater(j),
                                    _ => i.greater_eq(j),
                                };
                                self.sym(r, span)?
                            }
                            _ => Expr::bool(matches!(op, BinOp::Le | BinOp::Ge)),
                        }
                    }
                    _ => Expr::bool(false),
                }
            }
        };
        Ok(Value::Sym(r))
    }

    /// C11 6.5.6p8: `p + k` is defined only while it points into the array object `p`
    /// points into, or one past its last element (a single object counts as an array of
    /// one). A result outside is a `pointer` violation where it is computed, even if it
    /// is never dereferenced (`int *q = a + 5;`). `r` is the result of the arithmetic
    /// on `pv`, `ptr_ty` its pointer type. Not under an SV-COMP property: SV-COMP's
    /// `valid-memsafety` counts only invalid dereferences (which the access checks), and
    /// its other properties say nothing of pointers. Not inside `\valid`/`\separated`
    /// and quantifiers (annotations may name any address: [`crate::machine::Scope::lenient_pointers`])
    /// and not for `p[i]`, `*(p + i)` (the access checks the offset, module `place`).
    #[allow(clippy::too_many_arguments)]
    pub(crate) fn pointer_range_check(
        &mut self,
        st: &mut State,
        p: ProcId,
        pv: &Value,
        k: &Expr,
        r: &Value,
        ptr_ty: &MType,
        span: Span,
    ) -> R<()> {
        if !self.cfg.properties.pointers
            || self.cfg.svcomp.is_some()
            || self.scope.in_quantifier
            || self.scope.lenient_pointers
            || k.as_int().is_some_and(|i| *i == BigInt::from(0))
        {
            return Ok(());
        }
        let (
            Value::Ptr(Pointer::Obj { path: before, .. }),
            Value::Ptr(Pointer::Obj { base, path }),
        ) = (pv, r)
        else {
            return Ok(());
        };
        if self.object_alive(st, base, span).is_err() {
            // Arithmetic on a dangling pointer: the dereference reports it.
            return Ok(());
        }
        let Some(Step::Index(i)) = path.last() else {
            return Ok(());
        };
        let n = if !matches!(before.last(), Some(Step::Index(_))) {
            // A pointer to a single object (`&x`, `&s`): an array of one.
            Expr::int(1)
        } else {
            let parent = Place {
                base: base.clone(),
                path: path[..path.len() - 1].to_vec(),
            };
            match self.declared_length(st, p, &parent) {
                Some(n) => n,
                None => match self.heap_count(st, p, &parent, ptr_ty) {
                    Some(n) => n,
                    None => {
                        let Ok(arr) = self.read(st, p, &parent, span) else {
                            return Ok(());
                        };
                        match self.length(&arr, span)? {
                            Some(n) => n,
                            None => return Ok(()),
                        }
                    }
                },
            }
        };
        if let (Some(k), Some(len)) = (i.as_int(), n.as_int()) {
            if *k >= BigInt::from(0) && k <= len {
                return Ok(());
            }
        }
        let c = i
            .greater_eq(&Expr::int(0))
            .and_then(|lo| lo.and(&i.less_eq(&n)?));
        let c = self.sym(c, span)?;
        if c.is_true() {
            return Ok(());
        }
        let shown = |x: &Expr| {
            x.as_int()
                .map(|v| v.to_string())
                .unwrap_or_else(|| x.to_string())
        };
        self.check(
            st,
            c,
            PropertyKind::Pointer,
            span,
            format!(
                "pointer arithmetic leaves its object: offset {} outside 0 .. {} (only the elements and one past the last exist, C11 6.5.6)",
                shown(i),
                shown(&n)
            ),
        )
    }

    /// The number of elements of type `*ptr_ty` of a heap object not yet typed (its
    /// size in bytes over the element's), when `parent` is the whole object.
    fn heap_count(
        &mut self,
        st: &State,
        p: ProcId,
        parent: &Place,
        ptr_ty: &MType,
    ) -> Option<Expr> {
        let Base::Heap { proc, obj } = &parent.base else {
            return None;
        };
        if !parent.path.is_empty() {
            return None;
        }
        let o = st
            .proc(ProcId {
                model: proc.0,
                rank: proc.1,
            })
            .heap
            .get(*obj as usize)?
            .as_ref()?;
        if o.elem.is_some() {
            return None;
        }
        let (size, _) = size_of(ptr_ty.pointee()?, &self.progs[p.model as usize].structs)?;
        if size == 0 {
            return None;
        }
        match o.bytes.as_int() {
            Some(b) if (b % BigInt::from(size)) == BigInt::from(0) => {
                Some(Expr::int(b / BigInt::from(size)))
            }
            Some(_) => None,
            None => o.bytes.c_div(&Expr::int(size)).ok(),
        }
    }

    /// The pointer `pv` moved by `k` elements (a pointer to a single object as one into
    /// an array of one).
    pub(crate) fn ptr_add(&mut self, pv: Value, k: Expr, span: Span) -> R<Value> {
        match pv {
            Value::Ptr(Pointer::Obj { base, path }) => {
                let mut path: Vec<Step> = path.to_vec();
                match path.last_mut() {
                    Some(Step::Index(i)) => {
                        let r = i.plus(&k);
                        *i = self.sym(r, span)?;
                    }
                    _ => {
                        if k.as_int().is_some_and(|i| *i == BigInt::from(0)) {
                        } else {
                            // A pointer to a single object behaves as a pointer into an array
                            // of length one.
                            path.push(Step::Index(k));
                        }
                    }
                }
                Ok(Value::Ptr(Pointer::Obj {
                    base,
                    path: path.into(),
                }))
            }
            Value::Ptr(Pointer::Null) => {
                if k.as_int().is_some_and(|i| *i == BigInt::from(0)) {
                    Ok(Value::Ptr(Pointer::Null))
                } else {
                    Err(Halt::Unsupported(
                        span,
                        "arithmetic on a null pointer".into(),
                    ))
                }
            }
            Value::Undef => Err(Halt::Unsupported(
                span,
                "arithmetic on an uninitialised pointer".into(),
            )),
            _ => Err(Halt::Unsupported(
                span,
                "pointer arithmetic on this value".into(),
            )),
        }
    }
}
