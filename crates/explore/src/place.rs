//! Places (lvalues): the object and path an lvalue or a pointer denotes, with the
//! checks a place carries (array bounds, pointer validity, the type a heap object gets
//! at its first typed access).
//!
//! Lifetimes of objects (C11 6.2.4): a dereference checks that its object is alive
//! (`object_alive`): a heap object not freed, a frame still on the stack, a local whose
//! block the frame has not left (`Function::local_blocks`), and an instance of a local
//! that its block has not replaced: when a declaration runs again (each iteration of a
//! loop body), `memory::end_instance` gives every pointer to the previous instance
//! `ENDED_FRAME`. A heap object gets its element type at its first typed access (`bytes /
//! sizeof(T)` elements).
//!
//! When a transition needs a concrete integer (the length of a heap array of structs, an
//! index into an aggregate array) the path splits on its possible values (`split_on`: at
//! most 65, bounded by the prover), each a guarded choice of the same transition (a
//! `Split`, branching from the state before the transition).

use crate::eval::{is_symbolic, size_of, Init};
use crate::lvalue::Place;
use crate::machine::{Halt, Machine, R};
use crate::report::PropertyKind;
use std::sync::Arc;
use tass_model::{Expr as MExpr, ExprKind as K, Extent, Type as MType, VarRef};
use tass_state::{Base, Pointer, ProcId, State, Step, Value};
use tass_symbolic::{BigInt, Expr, Type};
use tass_syntax::ast::IntKind;
use tass_syntax::Span;

impl Machine<'_> {
    /// The place an lvalue denotes, with its checks (array bounds, pointer validity).
    pub(crate) fn place(&mut self, st: &mut State, p: ProcId, e: &MExpr) -> R<Place> {
        self.place_inner(st, p, e, false)
    }

    /// The place whose address is taken: one past the end of an array is allowed.
    pub(crate) fn place_addr(&mut self, st: &mut State, p: ProcId, e: &MExpr) -> R<Place> {
        self.place_inner(st, p, e, true)
    }

    pub(crate) fn place_inner(
        &mut self,
        st: &mut State,
        p: ProcId,
        e: &MExpr,
        addr: bool,
    ) -> R<Place> {
        let span = e.span;
        match &e.kind {
            K::Var(v) => {
                let base = match v {
                    VarRef::Shared(i) => Base::Shared {
                        model: p.model,
                        var: *i,
                    },
                    VarRef::Global(i) => Base::Global {
                        proc: (p.model, p.rank),
                        var: *i,
                    },
                    VarRef::Local(i) => {
                        let uid = st.proc(p).top().map(|f| f.uid).unwrap_or(0);
                        Base::Local {
                            proc: (p.model, p.rank),
                            frame: uid,
                            var: *i,
                        }
                    }
                    VarRef::Bound(_) => {
                        return Err(Halt::Unsupported(
                            span,
                            "a bound variable is not a place".into(),
                        ))
                    }
                };
                Ok(Place {
                    base,
                    path: Vec::new(),
                })
            }
            K::Index(a, i) => {
                let mut pl = self.place_inner(st, p, a, false)?;
                let iv = self.eval(st, p, i)?;
                let ix = self.scalar(iv, &i.ty, span)?;
                if self.cfg.properties.array_bounds && !self.scope.in_quantifier {
                    let n = match self.declared_length(st, p, &pl) {
                        Some(n) => Some(n),
                        None => {
                            let arr = self.read(st, p, &pl, span)?;
                            self.length(&arr, span)?
                        }
                    };
                    if let Some(n) = n {
                        self.bounds_check(st, &ix, &n, addr, span, PropertyKind::ArrayBounds)?;
                    }
                }
                pl.path.push(Step::Index(ix));
                Ok(pl)
            }
            K::Member(a, f) => {
                let mut pl = self.place_inner(st, p, a, false)?;
                pl.path.push(Step::Field(*f));
                Ok(pl)
            }
            K::Deref(ptr) => {
                // `p[i]` is `*(p + i)`: the access checks the index (as array-bounds),
                // not the arithmetic.
                let pv = match &ptr.kind {
                    K::PtrAdd(a, k) => {
                        let av = self.eval(st, p, a)?;
                        let kv = self.eval(st, p, k)?;
                        let kx = self.scalar(kv, &k.ty, span)?;
                        self.ptr_add(av, kx, span)?
                    }
                    _ => self.eval(st, p, ptr)?,
                };
                // `a[i]` on a pointer is `*(a + i)`: out of range, it is an index out of
                // bounds; `*q` beyond its object is an invalid pointer.
                let kind = if matches!(ptr.kind, K::PtrAdd(..)) {
                    PropertyKind::ArrayBounds
                } else {
                    PropertyKind::Pointer
                };
                self.deref_as(st, p, pv, &e.ty, addr, span, kind)
            }
            _ => Err(Halt::Unsupported(
                span,
                "this expression is not a place".into(),
            )),
        }
    }

    /// The place a pointer value points to, checked.
    pub(crate) fn deref(
        &mut self,
        st: &mut State,
        p: ProcId,
        pv: Value,
        ty: &MType,
        addr: bool,
        span: Span,
    ) -> R<Place> {
        self.deref_as(st, p, pv, ty, addr, span, PropertyKind::Pointer)
    }

    /// [`Machine::deref`], reporting an offset outside the object as `range_kind`.
    #[allow(clippy::too_many_arguments)]
    pub(crate) fn deref_as(
        &mut self,
        st: &mut State,
        p: ProcId,
        pv: Value,
        ty: &MType,
        addr: bool,
        span: Span,
        range_kind: PropertyKind,
    ) -> R<Place> {
        let check = self.cfg.properties.pointers;
        match pv {
            Value::Ptr(Pointer::Obj { base, path }) => {
                // The object must still exist.
                if let Err(msg) = self.object_alive(st, &base, span) {
                    if check {
                        return Err(self.definite(st, PropertyKind::Pointer, span, msg));
                    }
                    return Err(Halt::Unsupported(
                        span,
                        "a dereference of an invalid pointer".into(),
                    ));
                }
                if let Base::Heap { .. } = base {
                    self.type_heap_object(st, p, &base, ty, span)?;
                }
                // Values are typed, not bytes: an access through a pointer of another
                // type (type punning) cannot be interpreted soundly.
                if let Some(declared) = self.declared_type(st, &base, &path) {
                    if !same_representation(&declared, ty) {
                        return Err(Halt::Unsupported(
                            span,
                            "an access to an object through a pointer of another type".into(),
                        ));
                    }
                }
                let mut path: Vec<Step> = path.to_vec();
                // A last index must lie inside its array (one past the end only for `&`).
                if let Some(Step::Index(i)) = path.last().cloned() {
                    let parent = Place {
                        base: base.clone(),
                        path: path[..path.len() - 1].to_vec(),
                    };
                    let arr = self.read(st, p, &parent, span)?;
                    match self.length(&arr, span)? {
                        Some(n) => {
                            let enabled = match range_kind {
                                PropertyKind::ArrayBounds => self.cfg.properties.array_bounds,
                                _ => self.cfg.properties.pointers,
                            };
                            if enabled && !self.scope.in_quantifier {
                                self.bounds_check(st, &i, &n, addr, span, range_kind)?;
                            }
                        }
                        None => {
                            // A pointer to a single object: only offset 0 is inside it.
                            if !self.scope.in_quantifier {
                                let z = i.equals(&Expr::int(0));
                                let z = self.sym(z, span)?;
                                self.check(
                                    st,
                                    z,
                                    PropertyKind::Pointer,
                                    span,
                                    "a pointer beyond its object is dereferenced".into(),
                                )?;
                            }
                            path.pop();
                        }
                    }
                }
                Ok(Place { base, path })
            }
            // With pointer checks switched off, a dereference of no object ends the
            // path (nothing is there to read or write), a cause the report names.
            Value::Ptr(Pointer::Null) | Value::Undef if !check => {
                self.note_end(
                    span,
                    "a dereference of a null or uninitialised pointer, with pointer checks switched off (--no-check pointers)",
                );
                Err(Halt::Infeasible)
            }
            Value::Ptr(Pointer::Null) => {
                let v = self.definite(
                    st,
                    PropertyKind::Pointer,
                    span,
                    "dereference of a null pointer".into(),
                );
                Err(v)
            }
            Value::Ptr(Pointer::Func(_)) => Err(Halt::Unsupported(
                span,
                "a function pointer used as data".into(),
            )),
            Value::Undef => {
                let v = self.definite(
                    st,
                    PropertyKind::Pointer,
                    span,
                    "dereference of an uninitialised pointer".into(),
                );
                Err(v)
            }
            _ => Err(Halt::Unsupported(
                span,
                "dereference of something that is not a pointer".into(),
            )),
        }
    }

    /// The declared type of the place `base` + `path` (the element type for a last index
    /// into an array, the object itself for an index 0 into a single object).
    pub(crate) fn declared_type(&self, st: &State, base: &Base, path: &[Step]) -> Option<MType> {
        let mut t = match base {
            Base::Shared { model, var } => self
                .progs
                .get(*model as usize)?
                .shared
                .get(*var as usize)?
                .var
                .ty
                .clone(),
            Base::Global { proc, var } => self
                .progs
                .get(proc.0 as usize)?
                .globals
                .get(*var as usize)?
                .ty
                .clone(),
            Base::Local { proc, frame, var } => {
                let pr = st.proc(ProcId {
                    model: proc.0,
                    rank: proc.1,
                });
                let f = pr.stack.iter().find(|f| f.uid == *frame)?;
                self.progs.get(proc.0 as usize)?.functions[f.func.0 as usize]
                    .locals
                    .get(*var as usize)?
                    .ty
                    .clone()
            }
            Base::Heap { proc, obj } => {
                let pr = st.proc(ProcId {
                    model: proc.0,
                    rank: proc.1,
                });
                let elem = pr.heap.get(*obj as usize)?.as_ref()?.elem.clone()?;
                MType::Array(Box::new(elem), Extent::Unknown)
            }
            Base::Str(_) => MType::Array(Box::new(MType::CHAR), Extent::Unknown),
        };
        let model = match base {
            Base::Shared { model, .. } => *model,
            Base::Global { proc, .. } | Base::Local { proc, .. } | Base::Heap { proc, .. } => {
                proc.0
            }
            Base::Str(_) => 0,
        };
        let structs = &self.progs.get(model as usize)?.structs;
        for step in path {
            t = match (step, t) {
                (Step::Index(_), MType::Array(e, _)) => *e,
                (Step::Index(_), other) => other,
                (Step::Field(i), MType::Struct(id)) => structs
                    .get(id.0 as usize)?
                    .fields
                    .get(*i as usize)?
                    .1
                    .clone(),
                _ => return None,
            };
        }
        Some(t)
    }

    /// `0 <= i < n` (or `<= n` when taking an address), checked.
    pub(crate) fn bounds_check(
        &mut self,
        st: &mut State,
        i: &Expr,
        n: &Expr,
        addr: bool,
        span: Span,
        kind: PropertyKind,
    ) -> R<()> {
        if let (Some(k), Some(len)) = (i.as_int(), n.as_int()) {
            // Both known: nothing to prove (no expression to build) when in bounds.
            let zero = tass_symbolic::BigInt::from(0);
            if *k >= zero && (k < len || (addr && k == len)) {
                return Ok(());
            }
        }
        let lo = i.greater_eq(&Expr::int(0));
        let hi = if addr { i.less_eq(n) } else { i.less(n) };
        let c = lo.and_then(|lo| hi.and_then(|hi| lo.and(&hi)));
        let c = self.sym(c, span)?;
        if c.is_true() {
            // Nothing to check (and no message to write).
            return Ok(());
        }
        self.check(
            st,
            c,
            kind,
            span,
            format!("index {} out of bounds [0, {})", i, n),
        )
    }

    /// The length of an array value, if it is one.
    pub(crate) fn length(&mut self, v: &Value, span: Span) -> R<Option<Expr>> {
        match v {
            Value::Sym(e) if e.ty().is_array() => {
                let r = e.extent();
                Ok(Some(self.sym(r, span)?))
            }
            Value::Agg(items) => Ok(Some(Expr::int(items.len() as u64))),
            _ => Ok(None),
        }
    }

    /// Whether the object still exists when it is accessed at `span`: `Err` with the
    /// reason otherwise.
    pub(crate) fn object_alive(&self, st: &State, base: &Base, span: Span) -> Result<(), String> {
        match base {
            Base::Local { proc, frame, var } => {
                let pid = ProcId {
                    model: proc.0,
                    rank: proc.1,
                };
                let pr = st.proc(pid);
                if *frame == tass_state::ENDED_FRAME {
                    return Err("dereference of a pointer to a local variable whose lifetime has ended (its function returned, or its block was entered again)".into());
                }
                let Some(at) = pr.stack.iter().position(|f| f.uid == *frame) else {
                    return Err("dereference of a pointer to a local variable of a function that has returned".into());
                };
                if self.block_ended(pid, &pr.stack, at, *var, span) {
                    return Err(
                        "dereference of a pointer to a local variable whose block has ended".into(),
                    );
                }
                Ok(())
            }
            Base::Heap { proc, obj } => {
                let pr = st.proc(ProcId {
                    model: proc.0,
                    rank: proc.1,
                });
                match pr.heap.get(*obj as usize) {
                    Some(Some(_)) => Ok(()),
                    _ => Err("dereference of a pointer to freed memory".into()),
                }
            }
            _ => Ok(()),
        }
    }

    /// Whether the local `var` of the frame `stack[at]` is declared in a block that its
    /// frame has left: the frame's position is `span` (the access) when it is the frame
    /// running, else the span of the call it waits in. A position tass cannot place (no
    /// span, another file) counts as inside the block.
    fn block_ended(
        &self,
        pid: ProcId,
        stack: &[std::sync::Arc<tass_state::Frame>],
        at: usize,
        var: u32,
        span: Span,
    ) -> bool {
        let prog = &self.progs[pid.model as usize];
        let func = &prog.functions[stack[at].func.0 as usize];
        let Some(Some(block)) = func.local_blocks.get(var as usize) else {
            return false;
        };
        let here = match stack.get(at + 1) {
            None => span,
            Some(callee) => match callee.call_site {
                Some((loc, t)) => match func
                    .locations
                    .get(loc.0 as usize)
                    .and_then(|l| l.out.get(t as usize))
                {
                    Some(tr) => tr.span,
                    None => return false,
                },
                None => return false,
            },
        };
        if here == Span::default() || here.file != block.file {
            return false;
        }
        here.lo < block.lo || here.hi > block.hi
    }

    /// Gives a heap object its element type at its first typed access.
    pub(crate) fn type_heap_object(
        &mut self,
        st: &mut State,
        p: ProcId,
        base: &Base,
        ty: &MType,
        span: Span,
    ) -> R<()> {
        let Base::Heap { proc, obj } = base else {
            return Ok(());
        };
        let owner = ProcId {
            model: proc.0,
            rank: proc.1,
        };
        let (bytes, typed, zeroed, site) = match st.proc(owner).heap.get(*obj as usize) {
            Some(Some(o)) => (o.bytes.clone(), o.elem.is_some(), o.zeroed, o.site),
            _ => return Ok(()),
        };
        if typed {
            return Ok(());
        }
        let arguments = site == crate::machine::ARGUMENTS_SITE;
        if arguments && !matches!(ty, MType::Pointer(_)) {
            return Err(Halt::Unsupported(
                span,
                "an access to the argument vector `argv` through a pointer of another type".into(),
            ));
        }
        let structs = &self.progs[p.model as usize].structs;
        let Some((size, _)) = size_of(ty, structs) else {
            return Err(Halt::Unsupported(span, "heap objects of this type".into()));
        };
        let count = match bytes.as_int() {
            Some(b) => {
                let b: BigInt = b.clone();
                if b.clone() % BigInt::from(size) != BigInt::from(0) {
                    return Err(Halt::Unsupported(
                        span,
                        "a heap object whose size is not a multiple of its element size".into(),
                    ));
                }
                Expr::int(b / BigInt::from(size))
            }
            None => {
                let r = bytes.c_div(&Expr::int(size));
                self.sym(r, span)?
            }
        };
        let arr_ty = MType::Array(Box::new(ty.clone()), Extent::Const(0));
        let value = if is_symbolic(ty) {
            let et = self.sym_type(st, p, ty, span)?;
            let at = self.sym(Type::array(&et, Some(&count)), span)?;
            if zeroed {
                Value::Sym(self.zero_of(&at, span)?)
            } else {
                Value::Sym(self.fresh(&at, "heap"))
            }
        } else {
            let count = count.simplify_under(&st.pc).unwrap_or(count);
            let Some(n) = count.as_int().and_then(|n| u64::try_from(n).ok()) else {
                // Split on the length's possible values.
                return Err(self.split_on(st, count, span));
            };
            let mut vals = Vec::new();
            if arguments {
                vals = self.argument_strings(st, owner, n, span)?;
            } else {
                for _ in 0..n {
                    let init = if zeroed { Init::Zero } else { Init::Undef };
                    vals.push(self.initial(st, p, ty, init, span)?);
                }
            }
            Value::Agg(vals.into())
        };
        let _ = arr_ty;
        let pr = st.proc_mut(owner);
        let heap = Arc::make_mut(&mut pr.heap);
        if let Some(Some(o)) = heap.get_mut(*obj as usize) {
            o.elem = Some(ty.clone());
            o.value = Some(value);
        }
        Ok(())
    }

    /// A split of the path on the values an integer expression may take, found by asking
    /// the prover for an upper bound (at most 64 values); unsupported otherwise.
    pub(crate) fn split_on(&mut self, st: &State, value: Expr, span: Span) -> Halt {
        let lo_ok = value
            .greater_eq(&Expr::int(0))
            .map(|c| matches!(self.oracle.valid(&st.pc, &c), crate::oracle::Decision::Yes))
            .unwrap_or(false);
        if lo_ok {
            for hi in [1i64, 2, 4, 8, 16, 32, 64] {
                let fits = value
                    .less_eq(&Expr::int(hi))
                    .map(|c| matches!(self.oracle.valid(&st.pc, &c), crate::oracle::Decision::Yes))
                    .unwrap_or(false);
                if fits {
                    return Halt::Split {
                        value,
                        candidates: (0..=hi).collect(),
                    };
                }
            }
        }
        Halt::Unsupported(
            span,
            "an array of structs or pointers whose length has no small bound".into(),
        )
    }
}

/// Whether a value stored as `a` may be accessed as `b`: the same type, up to array
/// extents, qualifiers and the pointee of pointers (pointer values are uniform).
pub(crate) fn same_representation(a: &MType, b: &MType) -> bool {
    match (a, b) {
        (MType::Array(x, _), MType::Array(y, _)) => same_representation(x, y),
        (MType::Pointer(_), MType::Pointer(_)) => true,
        (
            MType::Int {
                kind: k1,
                unsigned: u1,
            },
            MType::Int {
                kind: k2,
                unsigned: u2,
            },
        ) => k1 == k2 && (u1 == u2 || *k1 == IntKind::Char),
        _ => a == b,
    }
}
