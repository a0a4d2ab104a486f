//! Printing expressions in a C-like notation.
//!
//! Polynomials print in term order (`X0^2 + X2^2 + 16`), relational atoms move their
//! constant term to the right (`X0 + X2 == 10`), bound variables print as `_b<index>`.
//! The output is for people (reports, test failures); it is not parsed back.
//!
//! An expression is a graph whose parts may be shared, and its text is a tree, which
//! may be exponentially larger (a value read through writes that read the array
//! again): one printing shows at most [`DISPLAY_NODES`] subexpressions and writes `…`
//! for the others, so it takes bounded time and memory.

use std::cell::Cell;
use std::fmt::{self, Display, Formatter, Write};

use num_traits::{One, Signed, Zero};

use crate::expr::{Expr, ExprKind, RelOp};
use crate::expr::{Monomial, Poly};

fn write_monomial(f: &mut Formatter<'_>, m: &Monomial) -> fmt::Result {
    for (i, (p, e)) in m.factors().iter().enumerate() {
        if i > 0 {
            f.write_char('*')?;
        }
        write_atom(f, p)?;
        if *e != 1 {
            write!(f, "^{e}")?;
        }
    }
    Ok(())
}

/// Writes a polynomial; `negate` prints `-p` instead.
fn write_poly(f: &mut Formatter<'_>, p: &Poly) -> fmt::Result {
    if p.is_zero() {
        return f.write_char('0');
    }
    for (i, (m, c)) in p.terms().iter().enumerate() {
        let neg = c.is_negative();
        let a = c.abs();
        if i == 0 {
            if neg {
                f.write_char('-')?;
            }
        } else {
            f.write_str(if neg { " - " } else { " + " })?;
        }
        if m.is_one() {
            write!(f, "{a}")?;
        } else {
            if !a.is_one() {
                write!(f, "{a}*")?;
            }
            write_monomial(f, m)?;
        }
    }
    Ok(())
}

/// Writes an operand, parenthesized unless it is atomic.
fn write_atom(f: &mut Formatter<'_>, e: &Expr) -> fmt::Result {
    let atomic = matches!(
        e.kind(),
        ExprKind::Bool(_)
            | ExprKind::Char(_)
            | ExprKind::Symbol(_)
            | ExprKind::Bound(_)
            | ExprKind::Read(..)
            | ExprKind::Field(..)
            | ExprKind::Apply(..)
            | ExprKind::Length(_)
            | ExprKind::ToReal(_)
            | ExprKind::ToInt(_)
            | ExprKind::CharToInt(_)
            | ExprKind::IntToChar(_)
            | ExprKind::Cond(..)
            | ExprKind::ArrayLit(_)
            | ExprKind::Tuple(_)
    ) || matches!(e.kind(), ExprKind::Int(i) if !i.is_negative());
    if atomic {
        write!(f, "{e}")
    } else {
        write!(f, "({e})")
    }
}

fn write_list(f: &mut Formatter<'_>, xs: &[Expr], sep: &str) -> fmt::Result {
    for (i, x) in xs.iter().enumerate() {
        if i > 0 {
            f.write_str(sep)?;
        }
        write!(f, "{x}")?;
    }
    Ok(())
}

/// The most subexpressions one printing of an expression shows.
pub const DISPLAY_NODES: usize = 20_000;

thread_local! {
    /// The subexpressions the printing under way may still show (`None`: none is under
    /// way).
    static LEFT: Cell<Option<usize>> = const { Cell::new(None) };
}

/// Ends the budget of the outermost printing, even if it panics.
struct Outermost;

impl Drop for Outermost {
    fn drop(&mut self) {
        LEFT.with(|l| l.set(None));
    }
}

impl Display for Expr {
    fn fmt(&self, f: &mut Formatter<'_>) -> fmt::Result {
        let left = LEFT.with(Cell::get);
        let _outermost = left.is_none().then_some(Outermost);
        match left.unwrap_or(DISPLAY_NODES) {
            0 => {
                LEFT.with(|l| l.set(Some(0)));
                f.write_char('…')
            }
            n => {
                LEFT.with(|l| l.set(Some(n - 1)));
                self.write_text(f)
            }
        }
    }
}

impl Expr {
    /// Writes the expression (its operands through [`Display`], which counts them).
    fn write_text(&self, f: &mut Formatter<'_>) -> fmt::Result {
        match self.kind() {
            ExprKind::Bool(b) => write!(f, "{b}"),
            ExprKind::Int(i) => write!(f, "{i}"),
            ExprKind::Real(r) => write!(f, "{r}"),
            ExprKind::Char(c) => match char::from_u32(*c) {
                Some(ch) if !ch.is_control() && ch != '\'' && ch != '\\' => write!(f, "'{ch}'"),
                _ => write!(f, "'\\x{c:x}'"),
            },
            ExprKind::Symbol(n) => f.write_str(n.as_str()),
            ExprKind::Bound(k) => write!(f, "_b{k}"),
            ExprKind::Poly(p) => write_poly(f, p),
            ExprKind::Rational(r) => {
                let den_one = r.denominator().as_constant().is_some_and(|d| d.is_one());
                if den_one {
                    return write_poly(f, r.numerator());
                }
                if r.numerator().terms().len() > 1 {
                    f.write_char('(')?;
                    write_poly(f, r.numerator())?;
                    f.write_char(')')?;
                } else {
                    write_poly(f, r.numerator())?;
                }
                f.write_char('/')?;
                if r.denominator().is_constant() {
                    write_poly(f, r.denominator())
                } else {
                    f.write_char('(')?;
                    write_poly(f, r.denominator())?;
                    f.write_char(')')
                }
            }
            ExprKind::IntDiv(a, b) => {
                write_atom(f, a)?;
                f.write_str(" / ")?;
                write_atom(f, b)
            }
            ExprKind::RealDiv(a, b) => {
                write_atom(f, a)?;
                f.write_str(" / ")?;
                write_atom(f, b)
            }
            ExprKind::IntMod(a, b) => {
                write_atom(f, a)?;
                f.write_str(" % ")?;
                write_atom(f, b)
            }
            ExprKind::ToReal(a) => {
                f.write_str("(real)")?;
                write_atom(f, a)
            }
            ExprKind::ToInt(a) | ExprKind::CharToInt(a) => {
                f.write_str("(int)")?;
                write_atom(f, a)
            }
            ExprKind::IntToChar(a) => {
                f.write_str("(char)")?;
                write_atom(f, a)
            }
            ExprKind::Length(a) => write!(f, "len({a})"),
            ExprKind::Rel(op, g) => write_rel(f, *op, g),
            ExprKind::Not(a) => {
                f.write_char('!')?;
                write_atom(f, a)
            }
            ExprKind::And(cs) => {
                for (i, c) in cs.iter().enumerate() {
                    if i > 0 {
                        f.write_str(" && ")?;
                    }
                    if matches!(c.kind(), ExprKind::Or(_)) {
                        write!(f, "({c})")?;
                    } else {
                        write!(f, "{c}")?;
                    }
                }
                Ok(())
            }
            ExprKind::Or(ls) => {
                for (i, l) in ls.iter().enumerate() {
                    if i > 0 {
                        f.write_str(" || ")?;
                    }
                    if matches!(l.kind(), ExprKind::And(_)) {
                        write!(f, "({l})")?;
                    } else {
                        write!(f, "{l}")?;
                    }
                }
                Ok(())
            }
            ExprKind::Equal(a, b) => write!(f, "{a} == {b}"),
            ExprKind::Forall(b) | ExprKind::Exists(b) => {
                let q = if matches!(self.kind(), ExprKind::Forall(_)) {
                    "forall"
                } else {
                    "exists"
                };
                write!(f, "({q} {}", b.var)?;
                match (&b.lower, &b.upper) {
                    (Some(l), Some(u)) => write!(f, " in [{l}, {u})")?,
                    (Some(l), None) => write!(f, " >= {l}")?,
                    (None, Some(u)) => write!(f, " < {u}")?,
                    (None, None) => {}
                }
                write!(f, " . {})", b.body)
            }
            ExprKind::Cond(c, a, b) => write!(f, "({c} ? {a} : {b})"),
            ExprKind::Read(a, i) => {
                write_atom(f, a)?;
                write!(f, "[{i}]")
            }
            ExprKind::Write(a, i, v) => {
                write_atom(f, a)?;
                write!(f, "[{i} := {v}]")
            }
            ExprKind::ArrayLit(xs) => {
                f.write_char('[')?;
                write_list(f, xs, ", ")?;
                f.write_char(']')
            }
            ExprKind::Chi(base, elems) => {
                write_atom(f, base)?;
                f.write_char('{')?;
                let mut first = true;
                for (i, x) in elems.iter().enumerate() {
                    if let Some(x) = x {
                        if !first {
                            f.write_str(", ")?;
                        }
                        first = false;
                        write!(f, "{i}: {x}")?;
                    }
                }
                f.write_char('}')
            }
            ExprKind::Lambda(n, v, body) => write!(f, "(lambda {v} < {n} . {body})"),
            ExprKind::Tuple(xs) => {
                f.write_char('<')?;
                write_list(f, xs, ", ")?;
                f.write_char('>')
            }
            ExprKind::Field(t, i) => {
                write_atom(f, t)?;
                write!(f, ".{i}")
            }
            ExprKind::SetField(t, i, v) => {
                write_atom(f, t)?;
                write!(f, "[.{i} := {v}]")
            }
            ExprKind::Apply(g, args) => {
                write_atom(f, g)?;
                f.write_char('(')?;
                write_list(f, args, ", ")?;
                f.write_char(')')
            }
        }
    }
}

/// Writes the atom `g op 0` the way people write it: the terms with positive coefficients
/// on the left, those with negative ones and the constant on the right (`x - y - 1 >= 0`
/// as `x >= y + 1`), and an atom whose terms are all negative with its relation flipped
/// (`-n + 4 >= 0` as `n <= 4`).
fn write_rel(f: &mut Formatter<'_>, op: RelOp, g: &Expr) -> fmt::Result {
    let poly = match g.kind() {
        ExprKind::Poly(p) => Some(p.clone()),
        ExprKind::Rational(r) if r.denominator().as_constant().is_some_and(|d| d.is_one()) => {
            Some(r.numerator().clone())
        }
        _ => None,
    };
    let Some(p) = poly else {
        return write!(f, "{g} {} 0", op.symbol());
    };
    let c = p.constant_term();
    let (pos, neg): (Vec<_>, Vec<_>) = p
        .without_constant()
        .terms()
        .iter()
        .cloned()
        .partition(|(_, k)| k.is_positive());
    let neg: Vec<_> = neg.into_iter().map(|(m, k)| (m, -k)).collect();
    if pos.is_empty() && !neg.is_empty() {
        // -N + c op 0  <=>  N op' c
        let flipped = match op {
            RelOp::Gt => "<",
            RelOp::Ge => "<=",
            RelOp::Eq => "==",
            RelOp::Ne => "!=",
        };
        write_poly(f, &Poly::from_terms(neg))?;
        return write!(f, " {flipped} {c}");
    }
    write_poly(f, &Poly::from_terms(pos))?;
    write!(f, " {} ", op.symbol())?;
    // The right side: N - c.
    let mut right = neg;
    if !c.is_zero() {
        right.push((crate::expr::Monomial::one(), -c));
    }
    write_poly(f, &Poly::from_terms(right))
}

impl fmt::Debug for Expr {
    fn fmt(&self, f: &mut Formatter<'_>) -> fmt::Result {
        Display::fmt(self, f)
    }
}

#[cfg(test)]
mod tests {
    use crate::expr::Expr;
    use crate::expr::Type;

    #[test]
    fn prints_c_like() {
        let x = Expr::symbol("x", &Type::int()).unwrap();
        let y = Expr::symbol("y", &Type::int()).unwrap();
        let e = &(&x * &x) - &(&Expr::int(3) * &y);
        assert_eq!(e.to_string(), "x^2 - 3*y");
        assert_eq!(x.less(&y).unwrap().to_string(), "y >= x + 1");
        assert_eq!(x.c_rem(&y).unwrap().to_string(), "x % y");
        let i = Expr::symbol("i", &Type::int()).unwrap();
        let f = Expr::forall(&i, Some(&Expr::int(0)), Some(&y), &i.less(&x).unwrap()).unwrap();
        assert_eq!(f.to_string(), "(forall _b0 in [0, y) . x >= _b0 + 1)");
        assert_eq!(Expr::char(u32::from('a')).to_string(), "'a'");
    }

    /// An expression whose parts are shared (60 levels, each using the one below twice:
    /// 2^60 nodes as a tree) prints at once, cut short with `…`; a printing inside
    /// another (an operand) does not restart the count, one after another does.
    #[test]
    fn shared_expressions_print_in_bounded_size() {
        let x = Expr::symbol("x", &Type::int()).unwrap();
        let mut v = x.clone();
        for k in 0..60 {
            let c = Expr::symbol(&format!("c{k}"), &Type::bool()).unwrap();
            let up = v.plus(&Expr::int(1)).unwrap();
            let twice = v.times(&Expr::int(2)).unwrap();
            v = Expr::cond(&c, &up, &twice).unwrap();
        }
        let text = v.to_string();
        assert!(text.contains('…'), "{text}");
        assert!(
            text.len() < 40 * super::DISPLAY_NODES,
            "{} bytes",
            text.len()
        );
        assert_eq!(format!("{v}"), text);
        assert_eq!(format!("{v:?}"), text);
        // A small expression after a large one prints whole.
        assert_eq!(x.plus(&Expr::int(1)).unwrap().to_string(), "x + 1");
    }
}
