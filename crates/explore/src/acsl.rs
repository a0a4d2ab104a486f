//! The ACSL built-ins of annotations over symbolic states: `\valid`, `\valid_read` and
//! `\separated` on pointers and ranges of them, and the generalised quantifiers `\sum`,
//! `\product`, `\numof`, `\max`, `\min`.
//!
//! The generalised quantifiers are exact over ranges whose bounds are constants under
//! the path condition (the body is evaluated once per value, at most 4096 values);
//! otherwise the path is *unknown*, naming the construct.
//!
//! A bound with a few possible values splits the path, as `place::split_on` does for
//! lengths. `\valid(p + (lo .. hi))` is `lo > hi` or every offset inside the live object
//! `p` points into (a string literal is `\valid_read` only); `\separated` compares the
//! objects and paths of its location sets (different objects or members: apart; the same
//! array: disjoint index ranges; anything else: *unknown*).

use crate::lvalue::Place;
use crate::machine::{Halt, Machine, R};
use tass_model::{Expr as MExpr, FoldOp, Type as MType};
use tass_state::{Base, Pointer, ProcId, State, Step, Value};
use tass_symbolic::Expr;
use tass_syntax::Span;

/// The most values a generalised quantifier is expanded over.
const MAX_FOLD: i64 = 4096;

impl Machine<'_> {
    /// An integer annotation expression, simplified under the path condition.
    fn int_value(&mut self, st: &mut State, p: ProcId, e: &MExpr) -> R<Expr> {
        let v = self.eval(st, p, e)?;
        let x = self.scalar(v, &e.ty, e.span)?;
        Ok(x.simplify_under(&st.pc).unwrap_or(x))
    }

    /// `\sum(lo, hi, \lambda integer k; body)` and the others, with the result of type
    /// `ty`.
    pub(crate) fn fold(
        &mut self,
        st: &mut State,
        p: ProcId,
        op: FoldOp,
        (lo, hi, body): (&MExpr, &MExpr, &MExpr),
        ty: &MType,
        span: Span,
    ) -> R<Value> {
        let name = op.name();
        let l = self.int_value(st, p, lo)?;
        let h = self.int_value(st, p, hi)?;
        // A bound that is not a constant on this path but has a few possible values:
        // the path splits on them.
        for b in [&l, &h] {
            if b.as_int().is_none() {
                return Err(match self.split_on(st, b.clone(), span) {
                    split @ Halt::Split { .. } => split,
                    _ => Halt::Unsupported(
                        span,
                        format!(
                            "`{name}` over a range whose bounds are not constants on this path"
                        ),
                    ),
                });
            }
        }
        let (Some(l), Some(h)) = (
            l.as_int().and_then(|v| i64::try_from(v).ok()),
            h.as_int().and_then(|v| i64::try_from(v).ok()),
        ) else {
            return Err(Halt::Unsupported(
                span,
                format!("`{name}` over a range whose bounds are not constants on this path"),
            ));
        };
        let real = ty.is_real();
        let constant = |v: i64| {
            if real {
                Expr::real(tass_symbolic::BigRational::from_integer(v.into()))
            } else {
                Expr::int(v)
            }
        };
        if h < l {
            return match op {
                FoldOp::Sum | FoldOp::Numof => Ok(Value::Sym(constant(0))),
                FoldOp::Product => Ok(Value::Sym(constant(1))),
                FoldOp::Max | FoldOp::Min => Err(Halt::Unsupported(
                    span,
                    format!("`{name}` over an empty range (undefined in ACSL)"),
                )),
            };
        }
        if h - l >= MAX_FOLD {
            return Err(Halt::Unsupported(
                span,
                format!("`{name}` over a range of more than {MAX_FOLD} values"),
            ));
        }
        let mut acc: Option<Expr> = None;
        for k in l..=h {
            self.scope.bound.push(Expr::int(k));
            let v = self.eval(st, p, body);
            self.scope.bound.pop();
            let x = self.scalar(v?, &body.ty, span)?;
            let x = match op {
                FoldOp::Numof => self.sym(Expr::cond(&x, &constant(1), &constant(0)), span)?,
                _ => x,
            };
            let next = match acc {
                None => x,
                Some(a) => {
                    let r = match op {
                        FoldOp::Sum | FoldOp::Numof => a.plus(&x),
                        FoldOp::Product => a.times(&x),
                        FoldOp::Max => a.greater_eq(&x).and_then(|c| Expr::cond(&c, &a, &x)),
                        FoldOp::Min => a.less_eq(&x).and_then(|c| Expr::cond(&c, &a, &x)),
                    };
                    self.sym(r, span)?
                }
            };
            acc = Some(next);
        }
        Ok(Value::Sym(acc.unwrap_or_else(|| constant(0))))
    }

    /// `\valid` (`write`) or `\valid_read` of the location sets `args`, triples
    /// (pointer, lo, hi): each `p + (lo .. hi)` is empty or lies inside a live object.
    pub(crate) fn valid(
        &mut self,
        st: &mut State,
        p: ProcId,
        args: &[MExpr],
        write: bool,
        span: Span,
    ) -> R<Value> {
        let mut parts = Vec::new();
        for t in args.chunks(3) {
            let [ptr, lo, hi] = t else {
                return Err(Halt::Unsupported(span, "a malformed `\\valid`".into()));
            };
            let lenient = std::mem::replace(&mut self.scope.lenient_pointers, true);
            let pv = self.eval(st, p, ptr);
            self.scope.lenient_pointers = lenient;
            let pv = pv?;
            let l = self.int_value(st, p, lo)?;
            let h = self.int_value(st, p, hi)?;
            let empty = self.sym(h.less(&l), span)?;
            let inside = self.inside(st, p, pv, ptr, (&l, &h), write, span)?;
            parts.push(self.sym(empty.or(&inside), span)?);
        }
        Ok(Value::Sym(self.sym(Expr::and_all(parts.iter()), span)?))
    }

    /// Whether the offsets `lo..=hi` from pointer `pv` all lie inside its live object.
    #[allow(clippy::too_many_arguments)]
    fn inside(
        &mut self,
        st: &mut State,
        p: ProcId,
        pv: Value,
        ptr: &MExpr,
        (l, h): (&Expr, &Expr),
        write: bool,
        span: Span,
    ) -> R<Expr> {
        let Value::Ptr(Pointer::Obj { base, path }) = pv else {
            // Null, a function, or no pointer at all: no object.
            return Ok(Expr::bool(false));
        };
        if self.object_alive(st, &base, span).is_err() || (write && matches!(base, Base::Str(_))) {
            return Ok(Expr::bool(false));
        }
        let elem = match &ptr.ty {
            MType::Pointer(t) => (**t).clone(),
            _ => {
                return Err(Halt::Unsupported(
                    span,
                    "`\\valid` of something that is not a pointer".into(),
                ))
            }
        };
        if let Base::Heap { .. } = base {
            self.type_heap_object(st, p, &base, &elem, span)?;
        }
        let single = |m: &mut Self| -> R<Expr> {
            let z = Expr::int(0);
            let r = l
                .equals(&z)
                .and_then(|a| h.equals(&z).and_then(|b| a.and(&b)));
            m.sym(r, span)
        };
        match path.last() {
            Some(Step::Index(i)) => {
                let parent = Place {
                    base: base.clone(),
                    path: path[..path.len() - 1].to_vec(),
                };
                let arr = self.read(st, p, &parent, span)?;
                match self.length(&arr, span)? {
                    Some(n) => {
                        let r = i
                            .plus(l)
                            .and_then(|a| a.greater_eq(&Expr::int(0)))
                            .and_then(|a| {
                                i.plus(h).and_then(|b| b.less(&n)).and_then(|b| a.and(&b))
                            });
                        self.sym(r, span)
                    }
                    None => {
                        let r = i
                            .plus(l)
                            .and_then(|a| a.equals(&Expr::int(0)))
                            .and_then(|a| {
                                i.plus(h)
                                    .and_then(|b| b.equals(&Expr::int(0)))
                                    .and_then(|b| a.and(&b))
                            });
                        self.sym(r, span)
                    }
                }
            }
            _ => single(self),
        }
    }

    /// `\separated` of the location sets `args`, triples (pointer, lo, hi): no two
    /// share a memory location.
    pub(crate) fn separated(
        &mut self,
        st: &mut State,
        p: ProcId,
        args: &[MExpr],
        span: Span,
    ) -> R<Value> {
        let mut sets = Vec::new();
        for t in args.chunks(3) {
            let [ptr, lo, hi] = t else {
                return Err(Halt::Unsupported(span, "a malformed `\\separated`".into()));
            };
            let lenient = std::mem::replace(&mut self.scope.lenient_pointers, true);
            let pv = self.eval(st, p, ptr);
            self.scope.lenient_pointers = lenient;
            let pv = pv?;
            let l = self.int_value(st, p, lo)?;
            let h = self.int_value(st, p, hi)?;
            sets.push((pv, l, h));
        }
        let mut parts = Vec::new();
        for a in 0..sets.len() {
            for b in a + 1..sets.len() {
                let c = self.apart(&sets[a], &sets[b], span)?;
                parts.push(c);
            }
        }
        Ok(Value::Sym(self.sym(Expr::and_all(parts.iter()), span)?))
    }

    /// Whether two location sets share no location.
    fn apart(&mut self, x: &(Value, Expr, Expr), y: &(Value, Expr, Expr), span: Span) -> R<Expr> {
        let unsupported = || {
            Halt::Unsupported(
                span,
                "`\\separated` of locations tass cannot compare (pointers into the same object along different paths)".into(),
            )
        };
        let ((px, lx, hx), (py, ly, hy)) = (x, y);
        let empty = self.sym(
            hx.less(lx).and_then(|a| hy.less(ly).and_then(|b| a.or(&b))),
            span,
        )?;
        let (
            Value::Ptr(Pointer::Obj { base: bx, path: sx }),
            Value::Ptr(Pointer::Obj { base: by, path: sy }),
        ) = (px, py)
        else {
            return match (px, py) {
                // The null pointer and functions have no memory locations.
                (Value::Ptr(_), Value::Ptr(_)) => Ok(Expr::bool(true)),
                _ => Err(unsupported()),
            };
        };
        if bx != by {
            return Ok(Expr::bool(true));
        }
        // Different members of one struct on the way: apart.
        for (a, b) in sx.iter().zip(sy.iter()) {
            match (a, b) {
                (Step::Field(f), Step::Field(g)) if f != g => return Ok(Expr::bool(true)),
                (a, b) if a == b => continue,
                _ => break,
            }
        }
        if sx.len() == sy.len()
            && sx[..sx.len().saturating_sub(1)] == sy[..sy.len().saturating_sub(1)]
        {
            match (sx.last(), sy.last()) {
                (Some(Step::Index(i)), Some(Step::Index(j))) => {
                    // [i+lx, i+hx] and [j+ly, j+hy] do not meet.
                    let r = i
                        .plus(hx)
                        .and_then(|a| j.plus(ly).and_then(|b| a.less(&b)))
                        .and_then(|before| {
                            j.plus(hy)
                                .and_then(|a| i.plus(lx).and_then(|b| a.less(&b)))
                                .and_then(|after| before.or(&after))
                        });
                    let r = self.sym(r, span)?;
                    return self.sym(empty.or(&r), span);
                }
                _ if sx == sy => return Ok(empty),
                _ => {}
            }
        }
        Err(unsupported())
    }
}
