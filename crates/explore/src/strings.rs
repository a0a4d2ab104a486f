//! Numbers read from strings: `atoi`, `atol`, `atoll`, `atof`, `strtol`, `strtoul`,
//! `strtoll`, `strtoull`, `strtod`, `strtof`.
//!
//! The result is a function of the characters of the string (up to its terminating zero),
//! so the same contents give the same number. A string whose characters are known is
//! read exactly, as the C library does (C11 7.22.1). Otherwise the result is an
//! uninterpreted function applied to the characters, those after the first zero replaced
//! by zero (so that only the string's contents matter).
//!
//! A known string is read with the end pointer written. Counterexamples through these
//! functions are checked with the functions' real values (`numbers::exact`); when the
//! solver's model gives a function a value its string does not spell, the strings are
//! fixed to spell those values (`numbers::preimage`) and the solvers are asked again
//! (module `confirm`). A provable violation lists the uninterpreted functions it involves
//! and how their values were checked (`Violation::functions`), and `--replay` repeats it.

use crate::eval::scalar_type;
use crate::library::Call;
use crate::machine::{Halt, Machine, R};
use crate::numbers::{scan_integer, scan_real};
use crate::report::PropertyKind;
use tass_model::library::{Number, Role};
use tass_model::{Expr as MExpr, Type as MType};
use tass_state::{Pointer, ProcId, State, Step, Value};
use tass_symbolic::{BigInt, Expr, Type};
use tass_syntax::Span;

/// The longest string read character by character (longer ones: unsupported).
const MAX_CHARS: i64 = 4096;

/// The characters of a string: each known or symbolic, up to the end of its array.
struct Chars {
    /// The characters from the start of the string to the end of its array.
    chars: Vec<Expr>,
    /// The characters up to the terminating zero, when all of them are known.
    known: Option<Vec<u8>>,
}

impl Machine<'_> {
    /// A call of a string-to-number function reading a number of kind `number`: the
    /// number, and the end pointer written through the `strto*` functions' second argument.
    pub(crate) fn string_to_number(
        &mut self,
        st: &mut State,
        p: ProcId,
        call: &Call,
        number: Number,
        ret: &MType,
    ) -> R<Value> {
        let (name, span) = (call.name, call.span);
        let Some((val, arg)) = call.try_arg(Role::String) else {
            return Err(Halt::Unsupported(
                span,
                format!("`{name}` without a string"),
            ));
        };
        let chars = self.string_chars(st, p, val.clone(), arg, name, span)?;
        let real = scalar_type(ret).is_real();
        let end_ptr = call.try_arg(Role::Out);
        let base = if call.f.has(Role::Base) && !real {
            let Some((v, a)) = call.try_arg(Role::Base) else {
                return Err(Halt::Unsupported(span, format!("`{name}` without a base")));
            };
            let b = self.scalar(v.clone(), &a.ty, span)?;
            let b = b.simplify_under(&st.pc).unwrap_or(b);
            match b.as_int().and_then(|b| u32::try_from(b).ok()) {
                Some(b) if b == 0 || (2..=36).contains(&b) => b,
                _ => {
                    return Err(Halt::Unsupported(
                        span,
                        format!("`{name}` with a base that is not a constant from 0 or 2 to 36"),
                    ))
                }
            }
        } else {
            10
        };
        let (value, consumed) = match &chars.known {
            Some(text) => {
                let (value, consumed) = if real {
                    let Some((q, n)) = scan_real(text) else {
                        return Err(Halt::Unsupported(
                            span,
                            format!("`{name}` of a string that is not a decimal number (infinity, NaN, hexadecimal, huge exponent)"),
                        ));
                    };
                    // The library returns the value of its type nearest to the number.
                    (self.fp_round(Expr::real(q), ret, span)?, n)
                } else {
                    let (mut v, n) = scan_integer(text, base);
                    if v < BigInt::from(0) && number == Number::Unsigned {
                        // The negation is taken in the unsigned type (C11 7.22.1.4):
                        // `unsigned long` (64 bits in LP64, 32 in ILP32).
                        let bits = ret.int_bits().unwrap_or(64);
                        v += BigInt::from(1) << bits as usize;
                    }
                    (Expr::int(v), n)
                };
                (value, Some(consumed))
            }
            None => {
                let ty = scalar_type(ret);
                let args = self.string_arguments(&chars.chars, base, span)?;
                let params: Vec<Type> = args.iter().map(|a| a.ty().clone()).collect();
                let f = format!("{name}${}", chars.chars.len());
                let fsym = self.sym(Expr::symbol(&f, &Type::function(params, &ty)), span)?;
                (self.sym(fsym.apply(&args), span)?, None)
            }
        };
        if let Some((end, end_arg)) = end_ptr {
            self.write_end(st, p, name, val, end, Some(end_arg), consumed, span)?;
        }
        Ok(Value::Sym(value))
    }

    /// The array of numbers the string `v` points into, the index of its first character
    /// and the array's length, both concrete under the path condition (`name`: the
    /// library function, for messages).
    pub(crate) fn string_array(
        &mut self,
        st: &mut State,
        p: ProcId,
        v: Value,
        arg: &MExpr,
        name: &str,
        span: Span,
    ) -> R<(Expr, i64, i64)> {
        let (place, _, i) = self.array_at(st, p, v, arg, span)?;
        let Value::Sym(arr) = self.read(st, p, &place, span)? else {
            return Err(Halt::Unsupported(span, format!("`{name}` of this value")));
        };
        let n = self.sym(arr.extent(), span)?;
        let n = n.simplify_under(&st.pc).unwrap_or(n);
        let i0 = i.simplify_under(&st.pc).unwrap_or(i);
        let (Some(n), Some(i0)) = (
            n.as_int().and_then(|x| i64::try_from(x).ok()),
            i0.as_int().and_then(|x| i64::try_from(x).ok()),
        ) else {
            return Err(Halt::Unsupported(
                span,
                format!("`{name}` of a string in an array of symbolic length"),
            ));
        };
        Ok((arr, i0, n))
    }

    /// The text of the string `v` points to when every character up to its zero is
    /// known (checked as the string functions check it).
    pub(crate) fn known_string(
        &mut self,
        st: &mut State,
        p: ProcId,
        v: Value,
        arg: &MExpr,
        name: &str,
        span: Span,
    ) -> R<Option<Vec<u8>>> {
        Ok(self.string_chars(st, p, v, arg, name, span)?.known)
    }

    /// The characters of the string `v` points to; a string without a terminating zero
    /// in its array is an array-bounds violation.
    fn string_chars(
        &mut self,
        st: &mut State,
        p: ProcId,
        v: Value,
        arg: &MExpr,
        name: &str,
        span: Span,
    ) -> R<Chars> {
        let (arr, i0, n) = self.string_array(st, p, v, arg, name, span)?;
        if n - i0 > MAX_CHARS {
            return Err(Halt::Unsupported(
                span,
                format!("`{name}` of a string in an array longer than {MAX_CHARS} characters"),
            ));
        }
        let mut chars = Vec::new();
        let mut known = Some(Vec::new());
        let mut terminated = None;
        for k in i0.max(0)..n {
            let c = self.sym(arr.read(&Expr::int(k)), span)?;
            let c = c.simplify_under(&st.pc).unwrap_or(c);
            if terminated.is_none() {
                match c.as_int().and_then(|z| i64::try_from(z).ok()) {
                    Some(0) => terminated = Some(true),
                    Some(z) => {
                        if let Some(text) = known.as_mut() {
                            // A `char` holds -128..127; the library reads it as unsigned.
                            text.push(z.rem_euclid(256) as u8);
                        }
                    }
                    None => {
                        known = None;
                        terminated = Some(false);
                    }
                }
            }
            chars.push(c);
        }
        match terminated {
            Some(true) => {}
            Some(false) => {
                // Some character is symbolic: one of them must be the terminating zero.
                let zero = Expr::int(0);
                let mut any = Vec::new();
                for c in &chars {
                    any.push(self.sym(c.equals(&zero), span)?);
                }
                let cond = self.sym(Expr::or_all(any.iter()), span)?;
                self.check(
                    st,
                    cond,
                    PropertyKind::ArrayBounds,
                    span,
                    format!(
                        "`{name}` may read past the end of a string without a terminating zero"
                    ),
                )?;
            }
            None => {
                return Err(self.definite(
                    st,
                    PropertyKind::ArrayBounds,
                    span,
                    format!("`{name}` reads past the end of a string without a terminating zero"),
                ))
            }
        }
        Ok(Chars { chars, known })
    }

    /// The arguments of the uninterpreted function for a string of symbolic characters:
    /// the base (for `strto*` of integers), then each character, or 0 after the first 0.
    fn string_arguments(&mut self, chars: &[Expr], base: u32, span: Span) -> R<Vec<Expr>> {
        let zero = Expr::int(0);
        let mut args = vec![Expr::int(base)];
        let mut before = Expr::bool(true);
        for c in chars {
            args.push(self.sym(Expr::cond(&before, c, &zero), span)?);
            let nonzero = self.sym(c.equals(&zero).and_then(|z| z.not()), span)?;
            before = self.sym(before.and(&nonzero), span)?;
        }
        Ok(args)
    }

    /// `*endptr = s + consumed` when `endptr` is not null.
    #[allow(clippy::too_many_arguments)]
    fn write_end(
        &mut self,
        st: &mut State,
        p: ProcId,
        name: &str,
        s: &Value,
        end: &Value,
        end_arg: Option<&MExpr>,
        consumed: Option<usize>,
        span: Span,
    ) -> R<()> {
        if matches!(end, Value::Ptr(Pointer::Null)) {
            return Ok(());
        }
        let (Some(consumed), Some(end_arg), Value::Ptr(Pointer::Obj { base, path })) =
            (consumed, end_arg, s)
        else {
            return Err(Halt::Unsupported(
                span,
                format!("`{name}` with an end pointer, on a string with symbolic characters"),
            ));
        };
        let mut path: Vec<Step> = path.to_vec();
        match path.last_mut() {
            Some(Step::Index(i)) => *i = self.sym(i.plus(&Expr::int(consumed as u64)), span)?,
            _ => {
                return Err(Halt::Unsupported(
                    span,
                    format!("`{name}` of a pointer that does not point into an array"),
                ))
            }
        }
        let MType::Pointer(target) = &end_arg.ty else {
            return Err(Halt::Unsupported(
                span,
                format!("`{name}` with this end pointer"),
            ));
        };
        let place = self.deref(st, p, end.clone(), target, false, span)?;
        let moved = Value::Ptr(Pointer::Obj {
            base: base.clone(),
            path: path.into(),
        });
        self.write(st, p, &place, moved, span)
    }
}
