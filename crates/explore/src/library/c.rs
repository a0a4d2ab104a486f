//! The C standard library and CIVL-C functions with effects on the state: the heap
//! (`malloc`, `calloc`, `free`), input (`scanf` and kin, `rand`, `$choose_int`), memory
//! blocks (`memset`, `memcpy`, `memmove`), `strlen`, `abs`. The numbers of strings
//! (`atoi`, ...) are module `strings`'s, the math functions module `math`'s.
//!
//! `malloc` never returns `NULL` (a program's `NULL` checks are then dead code). Input
//! functions (`scanf`, `rand`, ...) return fresh symbolic values. `memset`/`memcpy`/
//! `memmove` work on arrays of scalars (as array lambdas, with bounds checks, on the
//! objects' contiguous storage: module `flat`), `strlen` on known strings.

use super::Call;
use crate::eval::scalar_type;
use crate::machine::{Halt, Machine, R};
use crate::report::PropertyKind;
use std::sync::Arc;
use tass_model::library::{Access, Handler, Role};
use tass_model::{Expr as MExpr, LocId, Type as MType};
use tass_state::{Base, HeapObject, Pointer, ProcId, State, Step, Value};
use tass_symbolic::{Expr, Type};
use tass_syntax::Span;

impl Machine<'_> {
    /// `malloc`, `calloc`: a new heap object, its type given at its first typed access.
    pub(super) fn allocate(
        &mut self,
        st: &mut State,
        p: ProcId,
        call: &Call,
        from: LocId,
    ) -> R<Value> {
        let span = call.span;
        let (n, a) = call.arg(Role::Bytes)?;
        let mut bytes = self.scalar(n.clone(), &a.ty, span)?;
        let zeroed = call.f.handler == Handler::Calloc;
        if let Some((n, a)) = call.try_arg(Role::Length) {
            let n = self.scalar(n.clone(), &a.ty, span)?;
            bytes = self.sym(n.times(&bytes), span)?;
        }
        let func = st.proc(p).top().map(|f| f.func).ok_or(Halt::Infeasible)?;
        Ok(crate::memory::allocate(
            st,
            p,
            HeapObject {
                bytes,
                value: None,
                elem: None,
                site: (func, from),
                zeroed,
            },
        ))
    }

    /// `scanf`, `fscanf`, `sscanf`: each conversion writes a fresh number through its
    /// pointer (the arguments after the format); strings (`%s`, `%c` with a width) would
    /// write a whole buffer and are not supported.
    pub(super) fn scan(&mut self, st: &mut State, p: ProcId, call: &Call) -> R<Value> {
        let (name, span) = (call.name, call.span);
        for (v, a) in call.rest() {
            let target = match &a.ty {
                MType::Pointer(t)
                    if crate::eval::is_scalar(t)
                        && !matches!(
                            **t,
                            MType::Int {
                                kind: tass_syntax::ast::IntKind::Char,
                                ..
                            }
                        ) =>
                {
                    t
                }
                _ => {
                    return Err(Halt::Unsupported(
                        span,
                        format!("`{name}` into a string or a character (tass reads numbers only)"),
                    ))
                }
            };
            let pl = self.deref(st, p, v.clone(), target, false, span)?;
            let x = self.fresh(&scalar_type(target), "nondet");
            self.write(st, p, &pl, Value::Sym(x), span)?;
        }
        Ok(Value::Sym(self.fresh(&Type::int(), "nondet")))
    }

    /// `rand`, `time`, `clock`, `getchar`: a fresh value of the return type (`rand`'s not
    /// negative).
    pub(super) fn input(&mut self, st: &mut State, call: &Call, ret: &MType) -> R<Value> {
        let x = self.fresh(&scalar_type(ret), "nondet");
        if ret.is_real() {
            self.note_narrow(&x, ret, call.span);
        }
        if call.f.handler == Handler::Rand {
            let c = x.greater_eq(&Expr::int(0));
            let c = self.sym(c, call.span)?;
            self.assume(st, &c, call.span)?;
        }
        Ok(Value::Sym(x))
    }

    /// `abs`, `labs`, `llabs`.
    pub(super) fn abs(&mut self, call: &Call) -> R<Value> {
        let span = call.span;
        let (v, a) = call.arg(Role::Value)?;
        let x = self.scalar(v.clone(), &a.ty, span)?;
        let neg = self.sym(x.less(&Expr::int(0)), span)?;
        let mx = self.sym(x.negated(), span)?;
        Ok(Value::Sym(self.sym(Expr::cond(&neg, &mx, &x), span)?))
    }

    /// `$choose_int(n)`: a fresh value in `0..n`.
    pub(super) fn choose_int(&mut self, st: &mut State, call: &Call) -> R<Value> {
        let span = call.span;
        let (v, a) = call.arg(Role::Bound)?;
        let n = self.scalar(v.clone(), &a.ty, span)?;
        let x = self.fresh(&Type::int(), "nondet");
        let lo = x.greater_eq(&Expr::int(0));
        let hi = x.less(&n);
        let c = lo.and_then(|lo| hi.and_then(|hi| lo.and(&hi)));
        let c = self.sym(c, span)?;
        self.assume(st, &c, span)?;
        Ok(Value::Sym(x))
    }

    /// `memset`, `memcpy`, `memmove`: the block is written, the destination returned.
    pub(super) fn memory(&mut self, st: &mut State, p: ProcId, call: &Call) -> R<Value> {
        self.mem_block(st, p, call)?;
        Ok(call.arg(Role::Block(Access::Write))?.0.clone())
    }

    /// The array a pointer points into: its place, the element type, the index.
    pub(crate) fn array_at(
        &mut self,
        st: &mut State,
        p: ProcId,
        v: Value,
        arg: &MExpr,
        span: Span,
    ) -> R<(crate::lvalue::Place, MType, Expr)> {
        let Value::Ptr(Pointer::Obj { base, path }) = v else {
            return Err(self.definite(
                st,
                PropertyKind::Pointer,
                span,
                "a block operation on a pointer that is not valid".into(),
            ));
        };
        if let Err(msg) = self.object_alive(st, &base, span) {
            return Err(self.definite(st, PropertyKind::Pointer, span, msg));
        }
        // A heap block gets its element type from the pointer passed (before its
        // conversion to `void *`).
        let mut typed = arg;
        while let tass_model::ExprKind::Cast(inner) = &typed.kind {
            typed = inner;
        }
        if let (Base::Heap { .. }, MType::Pointer(t)) = (&base, &typed.ty) {
            if **t != MType::Void {
                self.type_heap_object(st, p, &base, t, span)?;
            }
        }
        let Some((Step::Index(i), parent)) =
            path.split_last().map(|(l, r)| (l.clone(), r.to_vec()))
        else {
            return Err(Halt::Unsupported(
                span,
                "a block operation on a pointer that does not point into an array".into(),
            ));
        };
        let elem = self.declared_type(st, &base, &path).ok_or_else(|| {
            Halt::Unsupported(
                span,
                "a block operation on memory whose type is not known yet".into(),
            )
        })?;
        let place = crate::lvalue::Place { base, path: parent };
        Ok((place, elem, i))
    }

    /// The object a pointer argument of a `mem*` function designates, as contiguous
    /// storage from the pointer's position.
    fn block_argument(
        &mut self,
        st: &mut State,
        p: ProcId,
        (arg, val): (&MExpr, &Value),
        what: &str,
        span: Span,
    ) -> R<crate::flat::Flat> {
        let typed = crate::flat::static_pointee(arg);
        self.flat_at(
            st,
            p,
            val,
            typed.as_ref(),
            (what, PropertyKind::Pointer),
            span,
        )
    }

    /// `memset`, `memcpy`, `memmove` on whole elements of objects of scalars, a
    /// multi-dimensional array being its contiguous storage (byte patterns other than
    /// zero are supported for `char` objects only).
    fn mem_block(&mut self, st: &mut State, p: ProcId, call: &Call) -> R<()> {
        let (name, span) = (call.name, call.span);
        let (n, a) = call.arg(Role::Bytes)?;
        let bytes = self.scalar(n.clone(), &a.ty, span)?;
        let what = format!("`{name}`");
        let (d, a) = call.arg(Role::Block(Access::Write))?;
        let dst = self.block_argument(st, p, (a, d), &what, span)?;
        let elem = dst.elem.clone();
        let structs = &self.progs[p.model as usize].structs;
        let Some((size, _)) = crate::eval::size_of(&elem, structs) else {
            return Err(Halt::Unsupported(
                span,
                format!("`{name}` on elements of this type"),
            ));
        };
        let count = self.sym(bytes.c_div(&Expr::int(size)), span)?;
        let whole = self.sym(
            bytes
                .c_rem(&Expr::int(size))
                .and_then(|r| r.equals(&Expr::int(0))),
            span,
        )?;
        let whole = whole.simplify_under(&st.pc).unwrap_or(whole);
        if !whole.is_true() {
            return Err(Halt::Unsupported(
                span,
                format!("`{name}` of a number of bytes that is not a whole number of elements"),
            ));
        }
        let end = self.check_block(
            st,
            (&dst.start, &count, &dst.total),
            span,
            format!("`{name}` writes outside its destination object"),
        )?;
        let old = self.read(st, p, &dst.obj, span)?;
        let old = self.scalar(old, &elem, span)?;
        let fill = if call.f.handler == Handler::MemSet {
            let (c, a) = call.arg(Role::Value)?;
            let c = self.scalar(c.clone(), &a.ty, span)?;
            let is_char = matches!(
                elem,
                MType::Int {
                    kind: tass_syntax::ast::IntKind::Char,
                    ..
                }
            );
            if c.as_int().is_some_and(|c| *c == 0.into()) {
                Some(self.zero_of(&crate::eval::scalar_type(&elem), span)?)
            } else if is_char {
                Some(c)
            } else {
                return Err(Halt::Unsupported(
                    span,
                    "`memset` with a non-zero byte on elements wider than a char".into(),
                ));
            }
        } else {
            None
        };
        let src = match fill {
            Some(_) => None,
            None => {
                let (s, a) = call.arg(Role::Block(Access::Read))?;
                let src = self.block_argument(st, p, (a, s), &what, span)?;
                if src.elem != elem {
                    return Err(Halt::Unsupported(
                        span,
                        format!("`{name}` between objects of different element types"),
                    ));
                }
                self.check_block(
                    st,
                    (&src.start, &count, &src.total),
                    span,
                    format!("`{name}` reads outside its source object"),
                )?;
                let v = self.read(st, p, &src.obj, span)?;
                let v = self.scalar(v, &elem, span)?;
                Some((src, v))
            }
        };
        let new = dst.lambda(
            self,
            &mut |m: &mut Machine<'_>, f: &Expr| {
                let in_block = m.sym(
                    f.greater_eq(&dst.start)
                        .and_then(|a| f.less(&end).and_then(|b| a.and(&b))),
                    span,
                )?;
                let kept = dst.read_at(&old, f, span)?;
                let put = match (&fill, &src) {
                    (Some(c), _) => c.clone(),
                    (None, Some((src, v))) => {
                        let at =
                            m.sym(f.minus(&dst.start).and_then(|d| d.plus(&src.start)), span)?;
                        src.read_at(v, &at, span)?
                    }
                    (None, None) => return Err(Halt::Infeasible),
                };
                m.sym(Expr::cond(&in_block, &put, &kept), span)
            },
            span,
        )?;
        // Only the elements of the block are written (for `assigns`).
        self.step.block = Some((dst.start.clone(), end.clone()));
        let r = self.write(st, p, &dst.obj, Value::Sym(new), span);
        self.step.block = None;
        r
    }

    /// Checks that the elements `start .. start + count` lie in an array of `n`
    /// elements (an array-bounds property); returns `start + count`.
    fn check_block(
        &mut self,
        st: &mut State,
        (start, count, n): (&Expr, &Expr, &Expr),
        span: Span,
        msg: String,
    ) -> R<Expr> {
        let end = self.sym(start.plus(count), span)?;
        let inside = self.sym(
            start
                .greater_eq(&Expr::int(0))
                .and_then(|a| end.less_eq(n).and_then(|b| a.and(&b))),
            span,
        )?;
        self.check(st, inside, PropertyKind::ArrayBounds, span, msg)?;
        Ok(end)
    }

    /// `strlen` of a string whose characters are known up to its terminating zero.
    pub(super) fn strlen(
        &mut self,
        st: &mut State,
        p: ProcId,
        v: Value,
        arg: &MExpr,
        span: Span,
    ) -> R<Expr> {
        let (arr, i0, n) = self.string_array(st, p, v, arg, "strlen", span)?;
        for k in i0.max(0)..n {
            let c = self.sym(arr.read(&Expr::int(k)), span)?;
            let c = c.simplify_under(&st.pc).unwrap_or(c);
            match c.as_int() {
                Some(z) if *z == 0.into() => return Ok(Expr::int(k - i0)),
                Some(_) => {}
                None => {
                    return Err(Halt::Unsupported(
                        span,
                        "`strlen` of a string with symbolic characters".into(),
                    ))
                }
            }
        }
        Err(self.definite(
            st,
            PropertyKind::ArrayBounds,
            span,
            "`strlen` reads past the end of a string without a terminating zero".into(),
        ))
    }

    pub(super) fn free(&mut self, st: &mut State, _p: ProcId, v: Value, span: Span) -> R<()> {
        let check = self.cfg.properties.pointers;
        match v {
            Value::Ptr(Pointer::Null) => Ok(()),
            Value::Ptr(Pointer::Obj {
                base: Base::Heap { proc, obj },
                path,
            }) => {
                let owner = ProcId {
                    model: proc.0,
                    rank: proc.1,
                };
                let at_start = match path.as_ref() {
                    [] => Expr::bool(true),
                    [Step::Index(i)] => self.sym(i.equals(&Expr::int(0)), span)?,
                    _ => Expr::bool(false),
                };
                if check {
                    self.check(
                        st,
                        at_start,
                        PropertyKind::Free,
                        span,
                        "free of a pointer that does not point to the start of an allocated block"
                            .into(),
                    )?;
                }
                let live = matches!(st.proc(owner).heap.get(obj as usize), Some(Some(_)));
                if !live {
                    if check {
                        let v = self.definite(
                            st,
                            PropertyKind::Free,
                            span,
                            "double free: the block was already freed".into(),
                        );
                        return Err(v);
                    }
                    return Ok(());
                }
                let pr = st.proc_mut(owner);
                Arc::make_mut(&mut pr.heap)[obj as usize] = None;
                self.forget_object(st, owner, obj);
                Ok(())
            }
            Value::Ptr(_) | Value::Undef | Value::Agg(_) | Value::Sym(_) => {
                if check {
                    let v = self.definite(
                        st,
                        PropertyKind::Free,
                        span,
                        "free of a pointer that was not returned by malloc".into(),
                    );
                    return Err(v);
                }
                Ok(())
            }
        }
    }
}
