//! Numbers in strings, as the C library reads them (C11 7.22.1): `strtol` and `strtod`
//! on known text, and the real values (and preimages) of the function symbols that
//! module `strings` makes for strings of symbolic characters. Pure functions, below the
//! machine: the counterexample check (`confirm`) uses them too.

use tass_model::library::{Handler, Number};
use tass_symbolic::{BigInt, BigRational, Value as Concrete};

/// The largest decimal exponent read exactly by `atof` and `strtod` (beyond the range of
/// `double` anyway).
pub(crate) const MAX_EXPONENT: i64 = 4000;

/// The kind of number the library function `name` reads from a string, if it is one of
/// the registry's string-to-number functions.
pub(crate) fn number(name: &str) -> Option<Number> {
    match tass_model::library::lookup(name)?.handler {
        Handler::StringToNumber(n) => Some(n),
        _ => None,
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
    let q = parse_real(unsigned)?;
    Some((if negative { -q } else { q }, j))
}

/// Parses a C floating constant (decimal or hexadecimal) to an exact rational.
pub(crate) fn parse_real(text: &str) -> Option<BigRational> {
    let t = text.trim();
    if let Some(h) = t.strip_prefix("0x").or_else(|| t.strip_prefix("0X")) {
        let (mant, exp) = h.split_once(['p', 'P'])?;
        let exp: i64 = exp.parse().ok()?;
        let (ip, fp) = mant.split_once('.').unwrap_or((mant, ""));
        let digits = format!("{ip}{fp}");
        let m = BigInt::parse_bytes(
            if digits.is_empty() {
                b"0"
            } else {
                digits.as_bytes()
            },
            16,
        )?;
        let e2 = exp - 4 * fp.len() as i64;
        let two = BigInt::from(2);
        return Some(if e2 >= 0 {
            BigRational::from_integer(m * num_pow(&two, e2 as u64))
        } else {
            BigRational::new(m, num_pow(&two, (-e2) as u64))
        });
    }
    let (mant, exp) = match t.find(['e', 'E']) {
        Some(i) => (&t[..i], t[i + 1..].parse::<i64>().ok()?),
        None => (t, 0),
    };
    let (ip, fp) = mant.split_once('.').unwrap_or((mant, ""));
    let digits = format!("{ip}{fp}");
    let m = BigInt::parse_bytes(
        if digits.is_empty() {
            b"0"
        } else {
            digits.as_bytes()
        },
        10,
    )?;
    let e10 = exp - fp.len() as i64;
    let ten = BigInt::from(10);
    if e10.abs() > 4000 {
        return None;
    }
    Some(if e10 >= 0 {
        BigRational::from_integer(m * num_pow(&ten, e10 as u64))
    } else {
        BigRational::new(m, num_pow(&ten, (-e10) as u64))
    })
}

fn num_pow(b: &BigInt, e: u64) -> BigInt {
    let mut r = BigInt::from(1);
    for _ in 0..e {
        r *= b;
    }
    r
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
