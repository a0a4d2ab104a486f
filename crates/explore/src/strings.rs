//! Numbers read from strings: `atoi`, `atol`, `atoll`, `atof`, `strtol`, `strtoul`,
//! `strtoll`, `strtoull`, `strtod`, `strtof`.
//!
//! The result is a function of the characters of the string (up to its terminating zero),
//! so the same contents give the same number. A string whose characters are known is
//! read exactly, as the C library does (C11 7.22.1). Otherwise the result is an
//! uninterpreted function applied to the characters, those after the first zero replaced
//! by zero (so that only the string's contents matter).

use crate::eval::scalar_type;
use crate::library::Call;
use crate::machine::{Halt, Machine, R};
use crate::report::PropertyKind;
use tass_model::library::{Handler, Number, Role};
use tass_model::{Expr as MExpr, Type as MType};
use tass_state::{Pointer, ProcId, State, Step, Value};
use tass_symbolic::{BigInt, BigRational, Expr, Type, Value as Concrete};
use tass_syntax::Span;

/// The longest string read character by character (longer ones: unsupported).
const MAX_CHARS: i64 = 4096;

/// The largest decimal exponent read exactly by `atof` and `strtod` (beyond the range of
/// `double` anyway).
const MAX_EXPONENT: i64 = 4000;

/// The kind of number the library function `name` reads from a string, if it is one of
/// the registry's string-to-number functions.
fn number(name: &str) -> Option<Number> {
    match tass_model::library::lookup(name)?.handler {
        Handler::StringToNumber(n) => Some(n),
        _ => None,
    }
}

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
                    (Expr::real(q), n)
                } else {
                    let (mut v, n) = scan_integer(text, base);
                    if v < BigInt::from(0) && number == Number::Unsigned {
                        // The negation is taken in the unsigned type (C11 7.22.1.4), of
                        // 64 bits (LP64).
                        v += BigInt::from(1) << 64;
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

/// The library function and string length of a function symbol made by
/// `string_to_number` for a string of symbolic characters (`atoi$16`).
fn symbol_function(symbol: &str) -> Option<(&str, usize)> {
    let (name, n) = symbol.rsplit_once('$')?;
    number(name)?;
    Some((name, n.parse().ok()?))
}

/// Whether `name` reads a floating-point number.
fn reads_real(name: &str) -> bool {
    number(name) == Some(Number::Real)
}

/// Whether `name` reads an unsigned integer.
fn reads_unsigned(name: &str) -> bool {
    number(name) == Some(Number::Unsigned)
}

/// The value the C library gives for the function symbol `symbol` made by
/// `string_to_number` at concrete arguments (the base, then the characters): what the
/// real function computes, so that a model can be checked against it.
pub(crate) fn exact(symbol: &str, args: &[Concrete]) -> Option<Concrete> {
    let (name, _) = symbol_function(symbol)?;
    let (base, chars) = args.split_first()?;
    let base = match base {
        Concrete::Int(b) => u32::try_from(b).ok()?,
        _ => return None,
    };
    let mut text = Vec::new();
    for c in chars {
        let z: i64 = match c {
            Concrete::Int(z) => i64::try_from(z).ok()?,
            Concrete::Char(z) => i64::from(*z),
            _ => return None,
        };
        if z == 0 {
            break;
        }
        text.push(z.rem_euclid(256) as u8);
    }
    if reads_real(name) {
        scan_real(&text).map(|(q, _)| Concrete::Real(q))
    } else {
        let (mut v, _) = scan_integer(&text, base);
        if v < BigInt::from(0) && reads_unsigned(name) {
            v += BigInt::from(1) << 64;
        }
        Some(Concrete::Int(v))
    }
}

/// A string (its characters, without the terminating zero) that the function symbol
/// `symbol` reads as `value` in `base`, short enough for the symbol's string: the
/// number written out in that base, when it has a finite expansion.
pub(crate) fn preimage(symbol: &str, base: u32, value: &Concrete) -> Option<Vec<u8>> {
    let (name, len) = symbol_function(symbol)?;
    let text = match value {
        Concrete::Int(v) if !reads_real(name) => {
            let base = if base == 0 { 10 } else { base };
            if !(2..=36).contains(&base) || (reads_unsigned(name) && *v < BigInt::from(0)) {
                return None;
            }
            let digits = v.magnitude().to_str_radix(base);
            let sign = if *v < BigInt::from(0) { "-" } else { "" };
            format!("{sign}{digits}")
        }
        Concrete::Real(q) if reads_real(name) => decimal(q)?,
        _ => return None,
    };
    (text.len() < len).then(|| text.into_bytes())
}

/// `q` written in decimal, when its expansion is finite.
fn decimal(q: &BigRational) -> Option<String> {
    use num_traits::{Signed, Zero};
    let mut den = q.denom().clone();
    let (two, five, ten) = (BigInt::from(2), BigInt::from(5), BigInt::from(10));
    // The number of decimal places: the larger power of 2 or 5 in the denominator.
    let (mut twos, mut fives) = (0u32, 0u32);
    while (&den % &two).is_zero() {
        den /= &two;
        twos += 1;
    }
    while (&den % &five).is_zero() {
        den /= &five;
        fives += 1;
    }
    if den != BigInt::from(1) {
        return None;
    }
    let places = twos.max(fives);
    let scaled = (q * BigRational::from_integer(ten.pow(places))).to_integer();
    let digits = scaled.abs().to_string();
    let sign = if q.is_negative() { "-" } else { "" };
    if places == 0 {
        return Some(format!("{sign}{digits}"));
    }
    let p = places as usize;
    let padded = format!("{digits:0>width$}", width = p + 1);
    let (int, frac) = padded.split_at(padded.len() - p);
    Some(format!("{sign}{int}.{frac}"))
}

/// Whether `c` is white space for `isspace` in the "C" locale.
fn is_space(c: u8) -> bool {
    matches!(c, b' ' | b'\t' | b'\n' | 0x0b | 0x0c | b'\r')
}

/// The value of the integer at the start of `text` in `base` (0: decimal, octal with a
/// leading `0`, hexadecimal with `0x`), as `strtol` reads it, and how many characters
/// it takes (0 when there is no number).
pub(crate) fn scan_integer(text: &[u8], base: u32) -> (BigInt, usize) {
    let mut i = 0;
    while i < text.len() && is_space(text[i]) {
        i += 1;
    }
    let negative = text.get(i) == Some(&b'-');
    if matches!(text.get(i), Some(b'+' | b'-')) {
        i += 1;
    }
    let hex_prefix = |i: usize| {
        text.get(i) == Some(&b'0')
            && matches!(text.get(i + 1), Some(b'x' | b'X'))
            && text
                .get(i + 2)
                .is_some_and(|c| (*c as char).is_ascii_hexdigit())
    };
    let (base, start) = match base {
        0 if hex_prefix(i) => (16, i + 2),
        0 if text.get(i) == Some(&b'0') => (8, i),
        0 => (10, i),
        16 if hex_prefix(i) => (16, i + 2),
        b => (b, i),
    };
    let mut value = BigInt::from(0);
    let mut j = start;
    while let Some(d) = text.get(j).and_then(|c| (*c as char).to_digit(base)) {
        value = value * BigInt::from(base) + BigInt::from(d);
        j += 1;
    }
    if j == start {
        return (BigInt::from(0), 0);
    }
    (if negative { -value } else { value }, j)
}

/// The decimal number at the start of `text`, as `strtod` reads it, exactly, and how
/// many characters it takes (0 when there is no number); `None` for what has no exact
/// rational value here (infinity, NaN, hexadecimal, an exponent beyond
/// [`MAX_EXPONENT`]).
pub(crate) fn scan_real(text: &[u8]) -> Option<(BigRational, usize)> {
    let mut i = 0;
    while i < text.len() && is_space(text[i]) {
        i += 1;
    }
    let sign = i;
    if matches!(text.get(i), Some(b'+' | b'-')) {
        i += 1;
    }
    let rest = &text[i..];
    let lower: Vec<u8> = rest.iter().take(3).map(u8::to_ascii_lowercase).collect();
    if lower == b"inf" || lower == b"nan" {
        return None;
    }
    if rest.first() == Some(&b'0') && matches!(rest.get(1), Some(b'x' | b'X')) {
        return None;
    }
    let digits = |j: &mut usize| {
        let from = *j;
        while text.get(*j).is_some_and(u8::is_ascii_digit) {
            *j += 1;
        }
        *j - from
    };
    let mut j = i;
    let mut n = digits(&mut j);
    if text.get(j) == Some(&b'.') {
        let mut k = j + 1;
        let f = digits(&mut k);
        if n + f > 0 {
            j = k;
            n += f;
        }
    }
    if n == 0 {
        return Some((BigRational::from_integer(BigInt::from(0)), 0));
    }
    if matches!(text.get(j), Some(b'e' | b'E')) {
        let mut k = j + 1;
        if matches!(text.get(k), Some(b'+' | b'-')) {
            k += 1;
        }
        let from = k;
        if digits(&mut k) > 0 {
            let exp = std::str::from_utf8(&text[from..k]).ok()?;
            if exp.len() > 6 || exp.parse::<i64>().ok()? > MAX_EXPONENT {
                return None;
            }
            j = k;
        }
    }
    let number = std::str::from_utf8(&text[sign..j]).ok()?;
    let (negative, unsigned) = match number.as_bytes().first() {
        Some(b'-') => (true, &number[1..]),
        Some(b'+') => (false, &number[1..]),
        _ => (false, number),
    };
    let q = crate::eval::parse_real(unsigned)?;
    Some((if negative { -q } else { q }, j))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn integers_are_read_as_strtol_does() {
        let int = |t: &str, b: u32| {
            let (v, n) = scan_integer(t.as_bytes(), b);
            (v.to_string(), n)
        };
        assert_eq!(int("42", 10), ("42".into(), 2));
        assert_eq!(int("  -17xyz", 10), ("-17".into(), 5));
        assert_eq!(int("+8", 10), ("8".into(), 2));
        assert_eq!(int("abc", 10), ("0".into(), 0));
        assert_eq!(int("-", 10), ("0".into(), 0));
        assert_eq!(int("0x1F", 0), ("31".into(), 4));
        assert_eq!(int("0x1F", 16), ("31".into(), 4));
        assert_eq!(int("0xg", 16), ("0".into(), 1));
        assert_eq!(int("017", 0), ("15".into(), 3));
        assert_eq!(int("zz", 36), ("1295".into(), 2));
        assert_eq!(
            int("12345678901234567890123", 10).0,
            "12345678901234567890123"
        );
    }

    #[test]
    fn reals_are_read_exactly_as_strtod_does() {
        let real = |t: &str| scan_real(t.as_bytes()).map(|(q, n)| (q.to_string(), n));
        assert_eq!(real("2.5"), Some(("5/2".into(), 3)));
        assert_eq!(real(" -1e-2x"), Some(("-1/100".into(), 6)));
        assert_eq!(real("3."), Some(("3".into(), 2)));
        assert_eq!(real(".5e"), Some(("1/2".into(), 2)));
        assert_eq!(real("x"), Some(("0".into(), 0)));
        assert_eq!(real("1e5000"), None);
        assert_eq!(real("inf"), None);
        assert_eq!(real("-NaN"), None);
        assert_eq!(real("0x1p3"), None);
    }

    #[test]
    fn symbols_are_evaluated_as_the_library_does_and_inverted() {
        let chars = |t: &str, n: usize| {
            let mut v: Vec<Concrete> = t.bytes().map(|b| Concrete::Int(b.into())).collect();
            v.resize(n, Concrete::Int(0.into()));
            v
        };
        let args = |base: u32, t: &str| {
            let mut a = vec![Concrete::Int(base.into())];
            a.extend(chars(t, 16));
            a
        };
        assert_eq!(
            exact("atoi$16", &args(10, " -42x")),
            Some(Concrete::Int((-42).into()))
        );
        assert_eq!(
            exact("strtol$16", &args(16, "ff")),
            Some(Concrete::Int(255.into()))
        );
        assert_eq!(
            exact("atof$16", &args(10, "2.5")),
            Some(Concrete::Real(BigRational::new(5.into(), 2.into())))
        );
        assert_eq!(exact("sin$16", &args(10, "1")), None);
        for (sym, base, v) in [
            ("atoi$16", 10, Concrete::Int((-1234).into())),
            ("strtol$16", 16, Concrete::Int(4095.into())),
            ("strtol$16", 0, Concrete::Int(7.into())),
            ("strtoul$16", 2, Concrete::Int(5.into())),
            (
                "atof$16",
                10,
                Concrete::Real(BigRational::new((-3).into(), 8.into())),
            ),
            (
                "strtod$16",
                10,
                Concrete::Real(BigRational::new(1250.into(), 1.into())),
            ),
        ] {
            let text = preimage(sym, base, &v).expect("a preimage");
            let text = String::from_utf8(text).unwrap();
            assert_eq!(
                exact(sym, &args(base, &text)),
                Some(v.clone()),
                "{sym} {text}"
            );
        }
        assert_eq!(
            preimage(
                "atof$16",
                10,
                &Concrete::Real(BigRational::new(1.into(), 3.into()))
            ),
            None
        );
        assert_eq!(preimage("atoi$4", 10, &Concrete::Int(1234.into())), None);
    }
}
