//! Bitwise operators and shifts as exact integer arithmetic (module `bits`): constant
//! operands computed, a constant mask or shift rewritten, two symbolic operands taken
//! apart into bits the machine keeps (`bit_cache`).

use crate::machine::{Halt, Machine, R};
use tass_model::{BinOp, Type as MType};
use tass_state::{State, Value};
use tass_symbolic::{BigInt, Expr, Type};
use tass_syntax::Span;

impl Machine<'_> {
    /// A bitwise operator or shift (`op`) of `x` and `y`, the left operand of type `left`
    /// and the result of type `ty`: the checks of shifts, exact arithmetic (module
    /// `bits`), then C's wrapping or the note of it.
    pub(super) fn bitwise_binary(
        &mut self,
        st: &mut State,
        op: BinOp,
        (x, y): (&Expr, &Expr),
        (left, ty): (&MType, &MType),
        span: Span,
    ) -> R<Value> {
        if matches!(op, BinOp::Shl | BinOp::Shr) {
            self.shift_amount_check(st, op, y, ty, span)?;
        }
        let r = match (x.as_int(), y.as_int()) {
            (Some(i), Some(j)) => Expr::int(bit_op(op, i, j).ok_or_else(|| {
                Halt::Unsupported(span, "a shift by a negative or huge amount".into())
            })?),
            _ => self.bitwise(st, op, (x, y), left, span)?,
        };
        if op == BinOp::Shl {
            self.left_shift_check(st, (x, &r), ty, span)?;
        }
        if self.cfg.c_integers {
            return Ok(Value::Sym(self.wrap(&st.pc, r, ty, span)?));
        }
        Ok(Value::Sym(self.note_wrap(&st.pc, r, ty, false, span)?))
    }

    /// A bitwise operator with a symbolic operand, as exact integer arithmetic (module
    /// `bits`): a constant mask or shift is rewritten at once; `x & y` of two symbolic
    /// values needs both within 64 bits, a symbolic shift amount must lie from 0 to
    /// below the width of the promoted left operand (C11 6.5.7; else undefined).
    /// Otherwise the operator is unsupported, naming it.
    fn bitwise(
        &mut self,
        st: &mut State,
        op: BinOp,
        (x, y): (&Expr, &Expr),
        left: &MType,
        span: Span,
    ) -> R<Expr> {
        use crate::bits;
        let sym = |r: tass_symbolic::Result<Expr>| -> R<Expr> {
            r.map_err(|e| {
                Halt::Unsupported(span, format!("bitwise operator `{}`: {e}", op.as_str()))
            })
        };
        let nonneg = |m: &mut Self, v: &Expr| {
            m.known(
                st,
                &v.greater_eq(&Expr::int(0)).unwrap_or(Expr::bool(false)),
            )
        };
        let unsupported = |why: &str| {
            Halt::Unsupported(span, format!("bitwise operator `{}` {why}", op.as_str()))
        };
        match op {
            BinOp::Shl | BinOp::Shr => {
                if let Some(k) = y.as_int() {
                    let k = u32::try_from(k)
                        .ok()
                        .filter(|k| *k < 4096)
                        .ok_or_else(|| unsupported("by a negative or huge amount"))?;
                    if op == BinOp::Shl {
                        return sym(bits::shl_const(x, k));
                    }
                    let nn = nonneg(self, x);
                    return sym(bits::shr_const(x, k, nn));
                }
                // A symbolic amount: a choice over 0 .. width - 1.
                let w = left.int_bits().unwrap_or(32).max(32);
                let in_range = sym(y
                    .greater_eq(&Expr::int(0))
                    .and_then(|a| a.and(&y.less(&Expr::int(w as u64))?)))?;
                if !self.known(st, &in_range) {
                    return Err(unsupported(&format!(
                        "by a symbolic amount that may be negative or at least {w} (the width of its type)"
                    )));
                }
                let nn = nonneg(self, x);
                let mut r = match op {
                    BinOp::Shl => sym(bits::shl_const(x, w - 1))?,
                    _ => sym(bits::shr_const(x, w - 1, nn))?,
                };
                for k in (0..w - 1).rev() {
                    let v = match op {
                        BinOp::Shl => sym(bits::shl_const(x, k))?,
                        _ => sym(bits::shr_const(x, k, nn))?,
                    };
                    let c = sym(y.equals(&Expr::int(k as u64)))?;
                    r = sym(Expr::cond(&c, &v, &r))?;
                }
                Ok(r)
            }
            _ => {
                // A constant operand is a mask.
                let (v, c) = match (x.as_int(), y.as_int()) {
                    (_, Some(c)) => (x, Some(c.clone())),
                    (Some(c), _) => (y, Some(c.clone())),
                    _ => (x, None),
                };
                let and = match &c {
                    Some(c) => {
                        let nn = nonneg(self, v);
                        sym(bits::and_const(v, c, nn))?
                    }
                    None => {
                        let Some(w) = [4u32, 8, 16, 32, 64].into_iter().find(|w| {
                            let b = Expr::int(bits::pow2(*w));
                            let within = |m: &mut Self, v: &Expr| {
                                let c = v.less(&b).and_then(|hi| {
                                    hi.and(&v.greater_eq(&Expr::int(-bits::pow2(*w)))?)
                                });
                                c.is_ok_and(|c| m.known(st, &c))
                            };
                            within(self, x) && within(self, y)
                        }) else {
                            return Err(unsupported(
                                "on symbolic values that may not fit in 64 bits",
                            ));
                        };
                        let bx = self.bits_of(st, x, w, span)?;
                        let by = self.bits_of(st, y, w, span)?;
                        sym(bits::and_of_bits((&bx.0, &bx.1), (&by.0, &by.1)))?
                    }
                };
                let (a, b) = match &c {
                    Some(c) => (v.clone(), Expr::int(c.clone())),
                    None => (x.clone(), y.clone()),
                };
                let r = match op {
                    BinOp::BitAnd => Ok(and),
                    BinOp::BitOr => bits::or_from_and(&a, &b, &and),
                    _ => bits::xor_from_and(&a, &b, &and),
                };
                self.sym(r, span)
            }
        }
    }

    /// Fresh bits and sign of `x`, known to lie in `-2^w .. 2^w`, with its
    /// decomposition added to the path condition (module `bits`).
    fn bits_of(&mut self, st: &mut State, x: &Expr, w: u32, span: Span) -> R<(Vec<Expr>, Expr)> {
        let key = (x.clone(), w);
        let (bits, sign): (Vec<Expr>, Expr) = match self.caches.bit_cache.get(&key) {
            Some((b, s)) => (b.clone(), s.clone()),
            None => {
                let bits: Vec<Expr> = (0..w).map(|_| self.fresh(&Type::int(), "bit")).collect();
                let sign = self.fresh(&Type::int(), "bit");
                self.caches
                    .bit_cache
                    .insert(key, (bits.clone(), sign.clone()));
                (bits, sign)
            }
        };
        let d = self.sym(crate::bits::decomposition(x, &bits, &sign), span)?;
        self.assume(st, &d, span)?;
        Ok((bits, sign))
    }
}

/// A bitwise operator or shift of two integer constants; `None` for a shift by a
/// negative or huge amount.
fn bit_op(op: BinOp, i: &BigInt, j: &BigInt) -> Option<BigInt> {
    Some(match op {
        BinOp::BitAnd => i & j,
        BinOp::BitOr => i | j,
        BinOp::BitXor => i ^ j,
        BinOp::Shl => {
            let s: u32 = u32::try_from(j).ok().filter(|s| *s < 4096)?;
            i << s
        }
        BinOp::Shr => {
            let s: u32 = u32::try_from(j).ok().filter(|s| *s < 4096)?;
            i >> s
        }
        _ => return None,
    })
}
