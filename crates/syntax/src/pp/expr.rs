//! `#if` expressions: integer constant expressions in `intmax_t`/`uintmax_t` (64-bit)
//! arithmetic, after macro expansion (C99 6.10.1).
//!
//! `defined X` and `defined(X)` are evaluated here (their operand was protected from
//! expansion by the caller); identifiers left after expansion are 0, except input
//! macros, which are an error. Operands that are not evaluated (`0 && 1/0`) cannot fail.

use crate::diag::Diagnostic;
use crate::lex::{PpKind, PpToken};
use crate::source::Span;
use crate::token::Punct;

/// How deep parentheses, unary operators and conditional operators may nest.
const MAX_DEPTH: usize = 200;

/// A value: 64 bits, signed or unsigned.
#[derive(Clone, Copy, Debug)]
struct Val {
    v: i64,
    unsigned: bool,
}

impl Val {
    fn int(v: i64) -> Val {
        Val { v, unsigned: false }
    }

    fn bool(b: bool) -> Val {
        Val::int(b as i64)
    }

    fn truth(self) -> bool {
        self.v != 0
    }
}

type R = Result<Val, Diagnostic>;

struct Eval<'a> {
    toks: &'a [PpToken],
    pos: usize,
    depth: usize,
    defined: &'a dyn Fn(&str) -> bool,
    input: &'a dyn Fn(&str) -> bool,
    /// For errors at the end of the line.
    end: Span,
}

/// Evaluates the (macro-expanded) tokens of an `#if` line; `kw` is the directive keyword.
pub(crate) fn evaluate(
    toks: &[PpToken],
    defined: &dyn Fn(&str) -> bool,
    input: &dyn Fn(&str) -> bool,
    kw: Span,
) -> Result<bool, Diagnostic> {
    let end = toks.last().map(|t| t.span).unwrap_or(kw);
    let mut e = Eval {
        toks,
        pos: 0,
        depth: 0,
        defined,
        input,
        end,
    };
    let v = e.comma(true)?;
    if let Some(t) = e.peek() {
        return Err(Diagnostic::error(
            t.span,
            format!("unexpected `{}` in `#if` expression", t.kind.spelling()),
        ));
    }
    Ok(v.truth())
}

fn binop(p: Punct) -> Option<u8> {
    use Punct::*;
    Some(match p {
        OrOr => 1,
        AndAnd => 2,
        Pipe => 3,
        Caret => 4,
        Amp => 5,
        EqEq | Ne => 6,
        Lt | Gt | Le | Ge => 7,
        Shl | Shr => 8,
        Plus | Minus => 9,
        Star | Slash | Percent => 10,
        _ => return None,
    })
}

impl Eval<'_> {
    fn peek(&self) -> Option<&PpToken> {
        self.toks.get(self.pos)
    }

    fn peek_punct(&self, p: Punct) -> bool {
        self.peek().is_some_and(|t| t.is(p))
    }

    fn enter(&mut self) -> Result<(), Diagnostic> {
        self.depth += 1;
        if self.depth > MAX_DEPTH {
            let span = self.peek().map(|t| t.span).unwrap_or(self.end);
            return Err(Diagnostic::error(
                span,
                format!("`#if` expression nested more than {MAX_DEPTH} levels deep"),
            ));
        }
        Ok(())
    }

    fn expect(&mut self, p: Punct) -> Result<(), Diagnostic> {
        if self.peek_punct(p) {
            self.pos += 1;
            return Ok(());
        }
        let (span, found) = match self.peek() {
            Some(t) => (t.span, format!("`{}`", t.kind.spelling())),
            None => (self.end, "the end of the line".to_string()),
        };
        Err(Diagnostic::error(
            span,
            format!(
                "expected `{}` in `#if` expression, found {found}",
                p.as_str()
            ),
        ))
    }

    fn comma(&mut self, ev: bool) -> R {
        let mut v = self.cond(ev)?;
        while self.peek_punct(Punct::Comma) {
            self.pos += 1;
            v = self.cond(ev)?;
        }
        Ok(v)
    }

    fn cond(&mut self, ev: bool) -> R {
        self.enter()?;
        let c = self.binary(1, ev)?;
        let r = if self.peek_punct(Punct::Question) {
            self.pos += 1;
            let t = self.comma(ev && c.truth())?;
            self.expect(Punct::Colon)?;
            let f = self.cond(ev && !c.truth())?;
            let unsigned = t.unsigned || f.unsigned;
            Val {
                v: if c.truth() { t.v } else { f.v },
                unsigned,
            }
        } else {
            c
        };
        self.depth -= 1;
        Ok(r)
    }

    fn binary(&mut self, min: u8, ev: bool) -> R {
        let mut lhs = self.unary(ev)?;
        while let Some((op, prec, span)) = self.peek().and_then(|t| match t.kind {
            PpKind::Punct(p) => binop(p).map(|prec| (p, prec, t.span)),
            _ => None,
        }) {
            if prec < min {
                break;
            }
            self.pos += 1;
            let rev = match op {
                Punct::AndAnd => ev && lhs.truth(),
                Punct::OrOr => ev && !lhs.truth(),
                _ => ev,
            };
            let rhs = self.binary(prec + 1, rev)?;
            lhs = apply(op, lhs, rhs, ev, span)?;
        }
        Ok(lhs)
    }

    fn unary(&mut self, ev: bool) -> R {
        self.enter()?;
        let r = self.unary_inner(ev);
        self.depth -= 1;
        r
    }

    fn unary_inner(&mut self, ev: bool) -> R {
        let toks = self.toks;
        let Some(t) = toks.get(self.pos) else {
            return Err(Diagnostic::error(
                self.end,
                "`#if` expression ends where an operand was expected",
            ));
        };
        let span = t.span;
        self.pos += 1;
        match &t.kind {
            PpKind::Punct(Punct::Plus) => self.unary(ev),
            PpKind::Punct(Punct::Minus) => {
                let v = self.unary(ev)?;
                Ok(Val {
                    v: v.v.wrapping_neg(),
                    unsigned: v.unsigned,
                })
            }
            PpKind::Punct(Punct::Tilde) => {
                let v = self.unary(ev)?;
                Ok(Val {
                    v: !v.v,
                    unsigned: v.unsigned,
                })
            }
            PpKind::Punct(Punct::Bang) => {
                let v = self.unary(ev)?;
                Ok(Val::bool(!v.truth()))
            }
            PpKind::Punct(Punct::LParen) => {
                let v = self.comma(ev)?;
                self.expect(Punct::RParen)?;
                Ok(v)
            }
            PpKind::Number(s) => parse_int(s).map_err(|m| Diagnostic::error(span, m)),
            PpKind::Char(s) => Ok(parse_char(s)),
            PpKind::Ident(name) if &**name == "defined" => {
                let paren = self.peek_punct(Punct::LParen);
                if paren {
                    self.pos += 1;
                }
                let Some(id) = self.peek().and_then(|t| t.ident()).cloned() else {
                    let span = self.peek().map(|t| t.span).unwrap_or(span);
                    return Err(Diagnostic::error(
                        span,
                        "operator `defined` requires an identifier",
                    ));
                };
                self.pos += 1;
                if paren {
                    self.expect(Punct::RParen)?;
                }
                Ok(Val::bool((self.defined)(&id)))
            }
            PpKind::Ident(name) => {
                if (self.input)(name) {
                    return Err(Diagnostic::error(
                        span,
                        format!("input macro `{name}` has no value in `#if`"),
                    )
                    .with_note(
                        "an input macro names an input variable of the program; \
                         its value is not known when preprocessing",
                    ));
                }
                Ok(Val::int(0))
            }
            k => Err(Diagnostic::error(
                span,
                format!("unexpected `{}` in `#if` expression", k.spelling()),
            )),
        }
    }
}

fn apply(op: Punct, a: Val, b: Val, ev: bool, span: Span) -> R {
    use Punct::*;
    let unsigned = a.unsigned || b.unsigned;
    let (x, y) = (a.v, b.v);
    let (ux, uy) = (x as u64, y as u64);
    let arith = |s: i64, u: u64| {
        if unsigned {
            Val {
                v: u as i64,
                unsigned: true,
            }
        } else {
            Val::int(s)
        }
    };
    Ok(match op {
        OrOr => Val::bool(a.truth() || b.truth()),
        AndAnd => Val::bool(a.truth() && b.truth()),
        Pipe => arith(x | y, ux | uy),
        Caret => arith(x ^ y, ux ^ uy),
        Amp => arith(x & y, ux & uy),
        EqEq => Val::bool(x == y),
        Ne => Val::bool(x != y),
        Lt => Val::bool(if unsigned { ux < uy } else { x < y }),
        Gt => Val::bool(if unsigned { ux > uy } else { x > y }),
        Le => Val::bool(if unsigned { ux <= uy } else { x <= y }),
        Ge => Val::bool(if unsigned { ux >= uy } else { x >= y }),
        Plus => arith(x.wrapping_add(y), ux.wrapping_add(uy)),
        Minus => arith(x.wrapping_sub(y), ux.wrapping_sub(uy)),
        Star => arith(x.wrapping_mul(y), ux.wrapping_mul(uy)),
        Slash | Percent => {
            if y == 0 {
                if ev {
                    return Err(Diagnostic::error(
                        span,
                        "division by zero in `#if` expression",
                    ));
                }
                return Ok(arith(0, 0));
            }
            if op == Slash {
                arith(x.wrapping_div(y), ux / uy)
            } else {
                arith(x.wrapping_rem(y), ux % uy)
            }
        }
        Shl | Shr => {
            // The type is that of the left operand; a negative count shifts the other way.
            let neg = !b.unsigned && y < 0;
            let count = if neg { y.unsigned_abs() } else { uy };
            let left = (op == Shl) != neg;
            let v = if count >= 64 {
                if !left && !a.unsigned && x < 0 {
                    -1
                } else {
                    0
                }
            } else if left {
                (ux << count) as i64
            } else if a.unsigned {
                (ux >> count) as i64
            } else {
                x >> count
            };
            Val {
                v,
                unsigned: a.unsigned,
            }
        }
        _ => return Err(Diagnostic::error(span, "operator not allowed in `#if`")),
    })
}

/// The value of an integer constant in `#if`.
fn parse_int(s: &str) -> Result<Val, String> {
    let lower = s.to_ascii_lowercase();
    let digits_end = lower.trim_end_matches(['u', 'l']).len();
    let (digits, suffix) = lower.split_at(digits_end);
    let suffix_ok = matches!(suffix, "" | "u" | "l" | "ul" | "lu" | "ll" | "ull" | "llu");
    let (radix, body) = if let Some(h) = digits.strip_prefix("0x") {
        (16, h)
    } else if let Some(b) = digits.strip_prefix("0b") {
        (2, b)
    } else if digits.len() > 1 && digits.starts_with('0') {
        (8, &digits[1..])
    } else {
        (10, digits)
    };
    let bad = || {
        if s.contains(['.', 'e', 'E', 'p', 'P']) && !s.starts_with("0x") && !s.starts_with("0X")
            || s.contains(['.', 'p', 'P'])
        {
            format!("floating constant `{s}` in `#if` expression")
        } else {
            format!("invalid integer constant `{s}` in `#if` expression")
        }
    };
    if !suffix_ok || body.is_empty() {
        return Err(bad());
    }
    let mut v: u64 = 0;
    for c in body.chars() {
        let d = c.to_digit(radix).ok_or_else(bad)? as u64;
        v = v
            .checked_mul(radix as u64)
            .and_then(|v| v.checked_add(d))
            .ok_or_else(|| format!("integer constant `{s}` is too large"))?;
    }
    Ok(Val {
        v: v as i64,
        unsigned: suffix.contains('u') || v > i64::MAX as u64,
    })
}

/// The value of a character constant in `#if` (plain `char` is signed, as on x86_64).
fn parse_char(s: &str) -> Val {
    let wide = !s.starts_with('\'') && !s.starts_with("u8");
    let start = s.find('\'').map(|i| i + 1).unwrap_or(0);
    let inner = s.get(start..s.len().saturating_sub(1)).unwrap_or("");
    let mut values: Vec<u32> = Vec::new();
    let mut chars = inner.chars().peekable();
    while let Some(c) = chars.next() {
        if c != '\\' {
            if wide {
                values.push(c as u32);
            } else {
                let mut buf = [0u8; 4];
                values.extend(c.encode_utf8(&mut buf).bytes().map(u32::from));
            }
            continue;
        }
        let Some(e) = chars.next() else { break };
        let v = match e {
            'n' => 10,
            't' => 9,
            'r' => 13,
            'a' => 7,
            'b' => 8,
            'f' => 12,
            'v' => 11,
            'e' => 27,
            '0'..='7' => {
                let mut v = e.to_digit(8).unwrap_or(0);
                for _ in 0..2 {
                    match chars.peek().and_then(|c| c.to_digit(8)) {
                        Some(d) => {
                            v = v * 8 + d;
                            chars.next();
                        }
                        None => break,
                    }
                }
                v
            }
            'x' => {
                let mut v: u32 = 0;
                while let Some(d) = chars.peek().and_then(|c| c.to_digit(16)) {
                    v = v.wrapping_mul(16).wrapping_add(d);
                    chars.next();
                }
                v
            }
            other => other as u32,
        };
        values.push(v);
    }
    if wide {
        return Val::int(values.last().copied().unwrap_or(0) as i32 as i64);
    }
    match values.as_slice() {
        [] => Val::int(0),
        [b] => Val::int(*b as u8 as i8 as i64),
        many => {
            let mut v: i32 = 0;
            for b in many {
                v = v.wrapping_shl(8) | (*b as u8 as i32);
            }
            Val::int(v as i64)
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn literals() {
        assert_eq!(parse_int("199901L").map(|v| v.v), Ok(199901));
        assert_eq!(parse_int("0x10").map(|v| v.v), Ok(16));
        assert_eq!(parse_int("010").map(|v| v.v), Ok(8));
        assert_eq!(parse_int("0").map(|v| v.v), Ok(0));
        assert!(parse_int("18446744073709551615UL").is_ok_and(|v| v.unsigned));
        assert!(parse_int("1.5").is_err());
        assert!(parse_int("08").is_err());
        assert!(parse_int("99999999999999999999999").is_err());
        assert_eq!(parse_char("'a'").v, 97);
        assert_eq!(parse_char("'\\n'").v, 10);
        assert_eq!(parse_char("'\\xff'").v, -1);
        assert_eq!(parse_char("'\\0'").v, 0);
        assert_eq!(parse_char("L'\\x100'").v, 256);
        assert_eq!(parse_char("'ab'").v, 0x6162);
    }
}
