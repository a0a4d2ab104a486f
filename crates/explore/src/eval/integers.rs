//! C integers: wrapping a value into the range of its type (`--c-integers`), and with
//! mathematical integers the note of where C would wrap (module doc of `eval`).

use crate::machine::{Machine, R};
use tass_model::Type as MType;
use tass_symbolic::{BigInt, Expr};
use tass_syntax::ast::IntKind;
use tass_syntax::Span;

impl Machine<'_> {
    /// C semantics (`--c-integers`): the value of `x` in the C integer type `ty` (x86_64
    /// LP64): modulo 2^w for unsigned types, and wrapped into the range of a narrower
    /// signed type (as gcc does). Signed overflow of `int` and wider types is undefined in
    /// C and left mathematical.
    pub(crate) fn wrap(&mut self, pc: &Expr, x: Expr, ty: &MType, span: Span) -> R<Expr> {
        self.wrap_as(pc, x, ty, false, span)
    }

    /// With mathematical integers: notes (in [`crate::machine::Caveats::wraps`]) a result that C
    /// integer semantics would wrap to `ty` ([`Machine::wrap_as`]) when it may lie
    /// outside `ty`'s range: there the two semantics part ways, and the run does not
    /// model C. Returns `x` unchanged.
    pub(crate) fn note_wrap(
        &mut self,
        pc: &Expr,
        x: Expr,
        ty: &MType,
        conversion: bool,
        span: Span,
    ) -> R<Expr> {
        if self.caveats.wraps.get().is_some() {
            return Ok(x);
        }
        let Some((bits, unsigned)) = wrapping(ty, conversion) else {
            return Ok(x);
        };
        if !self.in_range(pc, &x, bits, unsigned, span)? {
            self.caveats.wraps.set(Some(span));
        }
        Ok(x)
    }

    /// Is `x` shown (by evaluation or the simplifier, under `pc`) to lie in the range of
    /// the C integer type `bits` wide?
    fn in_range(&mut self, pc: &Expr, x: &Expr, bits: u32, unsigned: bool, span: Span) -> R<bool> {
        let (lo, hi) = int_range(bits, unsigned);
        if let Some(v) = x.as_int() {
            return Ok(lo <= *v && *v <= hi);
        }
        let inside = self.sym(
            x.greater_eq(&Expr::int(lo))
                .and_then(|a| x.less_eq(&Expr::int(hi)).and_then(|b| a.and(&b))),
            span,
        )?;
        let inside = inside.simplify_under(&Expr::bool(true)).unwrap_or(inside);
        Ok(inside.is_true()
            || (!pc.is_true() && inside.simplify_under(pc).is_ok_and(|i| i.is_true())))
    }

    /// [`Machine::wrap`], also for a signed type of 32 bits or more when `conversion`
    /// (the value is converted from a type with a range the type does not contain).
    pub(crate) fn wrap_as(
        &mut self,
        pc: &Expr,
        x: Expr,
        ty: &MType,
        conversion: bool,
        span: Span,
    ) -> R<Expr> {
        match wrapping(ty, conversion) {
            Some((bits, unsigned)) => self.modulo(pc, x, bits, unsigned, span),
            None => Ok(x),
        }
    }

    /// The integer of the C type `bits` wide (`unsigned` or two's complement) that is
    /// congruent to `x` modulo `2^bits`: what the bits of `x` mean in that type.
    pub(crate) fn modulo(
        &mut self,
        pc: &Expr,
        x: Expr,
        bits: u32,
        unsigned: bool,
        span: Span,
    ) -> R<Expr> {
        let m: BigInt = BigInt::from(1) << (bits as usize);
        let (lo, _) = int_range(bits, unsigned);
        if let Some(v) = x.as_int() {
            let mut r = (v - &lo) % &m;
            if r < BigInt::from(0) {
                r += &m;
            }
            return Ok(Expr::int(r + lo));
        }
        // In range already (as the prover or simplifier may show): unchanged (`4 * n * n`
        // of `size_t` with `n <= 1000` in the path condition).
        if self.in_range(pc, &x, bits, unsigned, span)? {
            return Ok(x);
        }
        // ((x - lo) % m + m) % m + lo, with C's remainder.
        let mx = Expr::int(m);
        let shifted = self.sym(x.minus(&Expr::int(lo.clone())), span)?;
        let r1 = self.sym(shifted.c_rem(&mx), span)?;
        let r2 = self.sym(r1.plus(&mx).and_then(|t| t.c_rem(&mx)), span)?;
        self.sym(r2.plus(&Expr::int(lo)), span)
    }
}

/// The width and signedness of the C integer type `ty` when C wraps results to it: an
/// unsigned type, a signed type narrower than 32 bits, or (`conversion`: a value from a
/// type with a range `ty` does not contain) any signed type; `None` for `_Bool` and
/// non-integer types.
fn wrapping(ty: &MType, conversion: bool) -> Option<(u32, bool)> {
    let MType::Int { kind, unsigned } = ty else {
        return None;
    };
    let bits = ty.int_bits()?;
    if *kind == IntKind::Bool || (!*unsigned && bits >= 32 && !conversion) {
        return None;
    }
    Some((bits, *unsigned))
}

/// The range of the C integer type `bits` wide, `unsigned` or two's complement.
fn int_range(bits: u32, unsigned: bool) -> (BigInt, BigInt) {
    let m: BigInt = BigInt::from(1) << (bits as usize);
    if unsigned {
        (BigInt::from(0), m - 1)
    } else {
        let half: BigInt = m >> 1usize;
        (-half.clone(), half - 1)
    }
}
