//! Streams and formatted strings of `stdio.h`, and `realloc`: `fopen` (a new stream;
//! the null pointer of a failure is the lowering's choice), `fgets` (a line of unknown
//! characters), `sprintf`/`snprintf` (unknown characters where the output provably
//! fits), and the check that a stream argument is not null.

use super::Call;
use crate::machine::{Halt, Machine, R, STREAM_SITE};
use crate::report::PropertyKind;
use std::sync::Arc;
use tass_model::library::{Access, Role};
use tass_model::Type as MType;
use tass_state::{Base, HeapObject, Pointer, ProcId, State, Value};
use tass_symbolic::{Expr, Type};
use tass_syntax::ast::IntKind;

impl Machine<'_> {
    /// A null `FILE *` given to a function that reads or writes it is undefined (C11
    /// 7.21.3, 7.1.4): a pointer violation.
    pub(super) fn check_streams(&mut self, st: &State, call: &Call) -> R<()> {
        for (i, role) in call.f.params.iter().enumerate() {
            if *role != Role::Stream {
                continue;
            }
            if let Some(Value::Ptr(Pointer::Null)) = call.vals.get(i) {
                return Err(self.definite(
                    st,
                    PropertyKind::Pointer,
                    call.span,
                    format!("`{}` of a null stream", call.name),
                ));
            }
        }
        Ok(())
    }

    /// `fopen`: a new stream, a heap object that is not reported if never closed.
    pub(super) fn open(&mut self, st: &mut State, p: ProcId) -> R<Value> {
        Ok(crate::memory::allocate(
            st,
            p,
            HeapObject {
                bytes: Expr::int(4),
                value: None,
                elem: None,
                site: STREAM_SITE,
                zeroed: false,
            },
        ))
    }

    /// `fgets(s, n, stream)`: a string of at most `n - 1` unknown characters and its
    /// terminating zero in `s`, which must have room for `n` characters (a long enough
    /// line fills them); the value is `s` (or null: the lowering's choice).
    pub(super) fn gets(&mut self, st: &mut State, p: ProcId, call: &Call) -> R<Value> {
        let span = call.span;
        let (n, a) = call.arg(Role::Length)?;
        let n = self.scalar(n.clone(), &a.ty, span)?;
        let (d, _) = call.arg(Role::Block(Access::Write))?;
        let positive = self.sym(n.greater(&Expr::int(0)), span)?;
        self.check(
            st,
            positive,
            PropertyKind::ArrayBounds,
            span,
            "`fgets` with a size that may not be positive".into(),
        )?;
        let len = self.fresh(&Type::int(), "nondet");
        let c = self.sym(
            len.greater_eq(&Expr::int(0))
                .and_then(|a| a.and(&len.less(&n)?)),
            span,
        )?;
        self.assume(st, &c, span)?;
        self.write_unknown_string(st, p, call, (&n, &len), None)?;
        Ok(d.clone())
    }

    /// `sprintf(s, format, ...)`, `snprintf(s, n, format, ...)`: unknown characters
    /// and a terminating zero in `s`; the value is the length of the whole output.
    /// `snprintf` writes at most `n` characters (its zero included), `sprintf` at most
    /// the longest output of its format (the longest text each conversion makes) and
    /// its zero: what may be written must provably fit, else the call is unsupported
    /// (the actual output, which tass does not compute, might fit or not).
    pub(super) fn print(&mut self, st: &mut State, p: ProcId, call: &Call) -> R<Value> {
        let span = call.span;
        let out = self.fresh(&Type::int(), "nondet");
        let nonneg = self.sym(out.greater_eq(&Expr::int(0)), span)?;
        self.assume(st, &nonneg, span)?;
        match call.try_arg(Role::Bytes) {
            Some((n, a)) => {
                // snprintf: min(out, n - 1) characters, nothing when n is 0.
                let n = self.scalar(n.clone(), &a.ty, span)?;
                let zero = self.sym(n.equals(&Expr::int(0)), span)?;
                let zero = zero.simplify_under(&st.pc).unwrap_or(zero);
                if zero.is_true() {
                    return Ok(Value::Sym(out));
                }
                if !zero.is_false() {
                    let nz = self.sym(n.greater(&Expr::int(0)), span)?;
                    if !self.known_true(st, &nz) {
                        return Err(Halt::Unsupported(
                            span,
                            "`snprintf` with a size that may be 0".into(),
                        ));
                    }
                }
                // What is written is at most the format's longest output and its zero,
                // and at most `n`: a buffer shorter than both may or may not overflow,
                // as the actual output is not known (unsupported then, never a guess).
                let bound = self.format_bound(st, p, call)?;
                if let Some(b) = bound {
                    let hi = self.sym(out.less_eq(&Expr::int(b)), span)?;
                    self.assume(st, &hi, span)?;
                }
                let fits = self.sym(out.less(&n), span)?;
                let last = self.sym(n.minus(&Expr::int(1)), span)?;
                let len = self.sym(Expr::cond(&fits, &out, &last), span)?;
                let room = match bound {
                    Some(b) => {
                        let small = self.sym(n.less_eq(&Expr::int(b + 1)), span)?;
                        self.sym(Expr::cond(&small, &n, &Expr::int(b + 1)), span)?
                    }
                    None => n.clone(),
                };
                self.write_unknown_string(st, p, call, (&room, &len), Some("snprintf"))?;
            }
            None => {
                let Some(bound) = self.format_bound(st, p, call)? else {
                    return Err(Halt::Unsupported(
                        span,
                        format!(
                            "`{}` with a format whose output has no bound tass knows (%s without a precision, `*`, %n)",
                            call.name
                        ),
                    ));
                };
                let hi = self.sym(out.less_eq(&Expr::int(bound)), span)?;
                self.assume(st, &hi, span)?;
                let room = Expr::int(bound + 1);
                self.write_unknown_string(st, p, call, (&room, &out), Some("sprintf"))?;
            }
        }
        Ok(Value::Sym(out))
    }

    /// Whether `c` provably holds on this path.
    fn known_true(&mut self, st: &State, c: &Expr) -> bool {
        let a = self.assumption(st);
        if matches!(tass_symbolic::valid(&a, c), Ok(tass_symbolic::Answer::Yes)) {
            return true;
        }
        matches!(self.oracle.valid(&a, c), crate::oracle::Decision::Yes)
    }

    /// The longest output of the call's format: the format's own characters plus, for
    /// each conversion, the longest text it makes (its width if larger). `None` for a
    /// format that is not a known string or a conversion without a bound.
    fn format_bound(&mut self, st: &mut State, p: ProcId, call: &Call) -> R<Option<i64>> {
        let (v, a) = call.arg(Role::Format)?;
        let Some(text) = self.known_string(st, p, v.clone(), a, call.name, call.span)? else {
            return Ok(None);
        };
        Ok(format_bound(&text))
    }

    /// Writes `len` unknown non-zero characters and a zero at the start of the buffer
    /// argument, after checking that `room` characters fit there (with `exact`, the
    /// name of a function whose `room` is only a bound: then a buffer that may be too
    /// small is unsupported rather than a violation).
    fn write_unknown_string(
        &mut self,
        st: &mut State,
        p: ProcId,
        call: &Call,
        (room, len): (&Expr, &Expr),
        exact: Option<&str>,
    ) -> R<()> {
        let span = call.span;
        let name = call.name;
        let (d, a) = call.arg(Role::Block(Access::Write))?;
        let typed = crate::flat::static_pointee(a);
        let what = format!("`{name}`");
        let dst = self.flat_at(
            st,
            p,
            d,
            typed.as_ref(),
            (&what, PropertyKind::Pointer),
            span,
        )?;
        if !matches!(
            dst.elem,
            MType::Int {
                kind: IntKind::Char,
                ..
            }
        ) {
            return Err(Halt::Unsupported(
                span,
                format!("{what} into an array that is not of characters"),
            ));
        }
        let end = self.sym(dst.start.plus(room), span)?;
        let inside = self.sym(
            dst.start
                .greater_eq(&Expr::int(0))
                .and_then(|a| end.less_eq(&dst.total).and_then(|b| a.and(&b))),
            span,
        )?;
        match exact {
            None => self.check(
                st,
                inside,
                PropertyKind::ArrayBounds,
                span,
                format!("{what} may write past the end of its buffer"),
            )?,
            Some(f) => {
                if !self.known_true(st, &inside) {
                    return Err(Halt::Unsupported(
                        span,
                        format!("`{f}` into a buffer that the longest output of its format ({room} characters with the zero) may not fit"),
                    ));
                }
            }
        }
        let old = self.read(st, p, &dst.obj, span)?;
        let old = self.scalar(old, &dst.elem, span)?;
        let chars_ty = self.sym(Type::array(&Type::int(), Some(&dst.total)), span)?;
        let chars = self.fresh(&chars_ty, "nondet");
        let start = dst.start.clone();
        let stop = self.sym(start.plus(len), span)?;
        let new = dst.lambda(
            self,
            &mut |m: &mut Machine<'_>, f: &Expr| {
                let before = m.sym(
                    f.greater_eq(&start).and_then(|a| f.less(&stop)?.and(&a)),
                    span,
                )?;
                let at_end = m.sym(f.equals(&stop), span)?;
                let kept = dst.read_at(&old, f, span)?;
                let c = m.sym(chars.read(f), span)?;
                let tail = m.sym(Expr::cond(&at_end, &Expr::int(0), &kept), span)?;
                m.sym(Expr::cond(&before, &c, &tail), span)
            },
            span,
        )?;
        // The characters before the zero are not zero.
        let k = self.fresh(&Type::int(), "k");
        let nonzero = self.sym(
            chars.read(&k).and_then(|c| c.not_equals(&Expr::int(0))),
            span,
        )?;
        let all = self.sym(Expr::forall(&k, Some(&start), Some(&stop), &nonzero), span)?;
        self.assume(st, &all, span)?;
        self.step.block = Some((dst.start.clone(), self.sym(stop.plus(&Expr::int(1)), span)?));
        let r = self.write(st, p, &dst.obj, Value::Sym(new), span);
        self.step.block = None;
        r
    }

    /// `realloc(ptr, size)`: a new block of `size` bytes holding the old block's first
    /// elements (as many as fit), the rest uninitialised, and the old block freed; a
    /// null `ptr` is `malloc(size)`. tass's `malloc` never fails, nor does this.
    pub(super) fn reallocate(
        &mut self,
        st: &mut State,
        p: ProcId,
        call: &Call,
        from: tass_model::LocId,
    ) -> R<Value> {
        let span = call.span;
        let (old, _) = call.arg(Role::Pointer)?;
        let old = old.clone();
        let new = self.allocate(st, p, call, from)?;
        let Value::Ptr(Pointer::Obj {
            base: Base::Heap { proc, obj },
            ..
        }) = &old
        else {
            if matches!(old, Value::Ptr(Pointer::Null)) {
                return Ok(new);
            }
            self.free(st, p, old, span)?;
            return Ok(new);
        };
        let owner = ProcId {
            model: proc.0,
            rank: proc.1,
        };
        let contents = match st.proc(owner).heap.get(*obj as usize) {
            Some(Some(o)) => o.elem.clone().zip(o.value.clone()),
            _ => None,
        };
        if let (Some((elem, value)), Value::Ptr(Pointer::Obj { base: new_base, .. })) =
            (contents, &new)
        {
            self.type_heap_object(st, p, new_base, &elem, span)?;
            let Base::Heap { obj: nobj, .. } = new_base else {
                return Err(Halt::Infeasible);
            };
            let fresh = match st.proc(p).heap.get(*nobj as usize) {
                Some(Some(o)) => o.value.clone(),
                _ => None,
            };
            let copied = match (value, fresh) {
                (Value::Sym(a), Some(Value::Sym(b))) => {
                    let (na, nb) = (self.sym(a.extent(), span)?, self.sym(b.extent(), span)?);
                    let i = self.fresh(&Type::int(), "k");
                    let keep = self.sym(i.less(&na), span)?;
                    let body = self.sym(
                        a.read(&i).and_then(|x| Expr::cond(&keep, &x, &b.read(&i)?)),
                        span,
                    )?;
                    Value::Sym(self.sym(Expr::array_lambda(&i, &nb, &body), span)?)
                }
                (Value::Agg(a), Some(Value::Agg(b))) => {
                    let mut v: Vec<Value> = b.to_vec();
                    for (k, x) in a.iter().enumerate().take(v.len()) {
                        v[k] = x.clone();
                    }
                    Value::Agg(v.into())
                }
                _ => {
                    return Err(Halt::Unsupported(
                        span,
                        "`realloc` of a block of this kind".into(),
                    ))
                }
            };
            let heap = Arc::make_mut(&mut st.proc_mut(p).heap);
            if let Some(Some(o)) = heap.get_mut(*nobj as usize) {
                o.value = Some(copied);
            }
        }
        self.free(st, p, old, span)?;
        Ok(new)
    }
}

/// The longest output of a `printf` format: its characters plus the longest text of
/// each conversion (C11 7.21.6.1), its width if larger; `None` for a conversion with no
/// bound (`%s` without a precision, a `*` width or precision, `%n`, an unknown one).
fn format_bound(fmt: &[u8]) -> Option<i64> {
    let mut total: i64 = 0;
    let mut i = 0;
    let num = |i: &mut usize| -> Option<i64> {
        let s = *i;
        while *i < fmt.len() && fmt[*i].is_ascii_digit() {
            *i += 1;
        }
        std::str::from_utf8(&fmt[s..*i]).ok()?.parse().ok()
    };
    while i < fmt.len() {
        if fmt[i] != b'%' {
            total += 1;
            i += 1;
            continue;
        }
        i += 1;
        while i < fmt.len() && b"-+ #0".contains(&fmt[i]) {
            i += 1;
        }
        if fmt.get(i) == Some(&b'*') {
            return None;
        }
        let width = num(&mut i).unwrap_or(0);
        let mut precision = None;
        if fmt.get(i) == Some(&b'.') {
            i += 1;
            if fmt.get(i) == Some(&b'*') {
                return None;
            }
            precision = Some(num(&mut i).unwrap_or(0));
        }
        let mut long = 0;
        let mut long_double = false;
        while let Some(c) = fmt.get(i) {
            match c {
                b'h' => {}
                b'l' | b'j' | b'z' | b't' => long += 1,
                b'L' => long_double = true,
                _ => break,
            }
            i += 1;
        }
        let p = precision.unwrap_or(6);
        let wide = long > 0;
        let conv = match fmt.get(i)? {
            b'%' => 1,
            b'd' | b'i' => (if wide { 20 } else { 11 }).max(precision.unwrap_or(0) + 1),
            b'u' => (if wide { 20 } else { 10 }).max(precision.unwrap_or(0)),
            b'x' | b'X' => (if wide { 16 } else { 8 }).max(precision.unwrap_or(0)) + 2,
            b'o' => (if wide { 22 } else { 11 }).max(precision.unwrap_or(0)) + 1,
            b'c' => 1,
            b'p' => 18,
            b's' => precision?,
            // The integer part of the largest double has 309 digits (4933 for long double).
            b'f' | b'F' => (if long_double { 4933 } else { 309 }) + p + 2,
            b'e' | b'E' => p + if long_double { 9 } else { 8 },
            b'g' | b'G' => p.max(1) + if long_double { 9 } else { 8 },
            b'a' | b'A' => p.max(13) + 12,
            _ => return None,
        };
        i += 1;
        total += conv.max(width);
    }
    Some(total)
}

#[cfg(test)]
mod tests {
    use super::format_bound;

    #[test]
    fn bounds_of_formats() {
        assert_eq!(format_bound(b"out_%04d.dat"), Some(4 + 11 + 4));
        assert_eq!(format_bound(b"%d"), Some(11));
        assert_eq!(format_bound(b"%ld %%"), Some(20 + 1 + 1));
        assert_eq!(format_bound(b"%10.3s|"), Some(11));
        assert_eq!(format_bound(b"%s"), None);
        assert_eq!(format_bound(b"%*d"), None);
        assert_eq!(format_bound(b"%n"), None);
        assert_eq!(format_bound(b"%g"), Some(14));
        // -1.797693e+308: 14 characters.
        assert!(format_bound(b"%e").unwrap() >= 14);
        assert!(format_bound(b"%f").unwrap() >= 317);
    }
}
