//! Uninitialised elements of arrays.
//!
//! A scalar variable never written holds `Value::Undef`, and reading it is an
//! `uninitialized` violation (module `eval`). An array's elements cannot each hold
//! `Undef`: an array of numbers is one symbolic value. An array never written is instead
//! a fresh symbolic constant whose name says that its contents are indeterminate (`undef$`
//! for automatic arrays, `heap$` for memory from `malloc`), and an element stored from an
//! uninitialised scalar is a fresh `undef$` scalar. The value read from an array is an
//! expression over writes, conditionals and such constants; [`origin`] gives the
//! condition under which it is taken from indeterminate contents, which the reading
//! statement checks is impossible.

use tass_symbolic::{Expr, ExprKind, Result};

/// The most expression nodes one check visits; beyond it the check gives up (the caller
/// makes the verdict unknown, naming the read).
const BUDGET: usize = 100_000;

/// Whether `e` is a constant standing for indeterminate contents.
fn indeterminate(e: &Expr) -> bool {
    e.symbol_name()
        .is_some_and(|n| n.starts_with("undef$") || n.starts_with("heap$"))
}

/// The condition under which the scalar `x` (the value of a read) is indeterminate;
/// `None` when the expression is too large to analyse.
pub(crate) fn origin(x: &Expr) -> Option<Expr> {
    // The common case at once: an element of a named array (an input, say), whose
    // contents are all determinate (what `at` finds, without the walk).
    let mut base = x;
    while let ExprKind::Read(m, _) = base.kind() {
        base = m;
    }
    if matches!(base.kind(), ExprKind::Symbol(_)) && !indeterminate(base) {
        return Some(Expr::bool(false));
    }
    let mut budget = BUDGET;
    at(x, &[], &mut budget).ok().flatten()
}

/// The condition under which the element of `e` at `path` (indices, outermost first;
/// empty for `e` itself) is indeterminate.
fn at(e: &Expr, path: &[Expr], budget: &mut usize) -> Result<Option<Expr>> {
    if *budget == 0 {
        return Ok(None);
    }
    *budget -= 1;
    let f = Expr::bool(false);
    if indeterminate(e) {
        return Ok(Some(Expr::bool(true)));
    }
    let split = path.split_first();
    Ok(Some(match (e.kind(), split) {
        (ExprKind::Read(m, k), _) => {
            let mut p = Vec::with_capacity(path.len() + 1);
            p.push(k.clone());
            p.extend_from_slice(path);
            return at(m, &p, budget);
        }
        (ExprKind::Cond(c, a, b), _) => {
            let (Some(x), Some(y)) = (at(a, path, budget)?, at(b, path, budget)?) else {
                return Ok(None);
            };
            if x.is_false() && y.is_false() {
                return Ok(Some(f));
            }
            c.and(&x)?.or(&c.not()?.and(&y)?)?
        }
        (ExprKind::Write(base, j, v), Some((h, rest))) => {
            let (Some(x), Some(y)) = (at(v, rest, budget)?, at(base, path, budget)?) else {
                return Ok(None);
            };
            if x.is_false() && y.is_false() {
                return Ok(Some(f));
            }
            let same = h.equals(j)?;
            same.and(&x)?.or(&same.not()?.and(&y)?)?
        }
        (ExprKind::Chi(base, items), Some((h, rest))) => {
            let mut any = Vec::new();
            let mut other = Vec::new();
            for (k, item) in items.iter().enumerate() {
                let Some(item) = item else { continue };
                let idx = Expr::int(k as u64);
                let Some(x) = at(item, rest, budget)? else {
                    return Ok(None);
                };
                if !x.is_false() {
                    any.push(h.equals(&idx)?.and(&x)?);
                }
                other.push(h.equals(&idx)?.not()?);
            }
            let Some(y) = at(base, path, budget)? else {
                return Ok(None);
            };
            if !y.is_false() {
                other.push(y);
                any.push(Expr::and_all(other.iter())?);
            }
            Expr::or_all(any.iter())?
        }
        (ExprKind::ArrayLit(items), Some((h, rest))) => {
            let mut any = Vec::new();
            for (k, item) in items.iter().enumerate() {
                let Some(x) = at(item, rest, budget)? else {
                    return Ok(None);
                };
                if !x.is_false() {
                    any.push(h.equals(&Expr::int(k as u64))?.and(&x)?);
                }
            }
            Expr::or_all(any.iter())?
        }
        (ExprKind::Lambda(..), Some((h, rest))) => {
            let element = e.read(h)?;
            if matches!(element.kind(), ExprKind::Read(a, _) if a == e) {
                f
            } else {
                return at(&element, rest, budget);
            }
        }
        _ => f,
    }))
}

#[cfg(test)]
mod tests {
    use super::*;
    use tass_symbolic::{Assignment, Type, Value};

    fn int_array(name: &str, n: u64) -> Expr {
        Expr::symbol(
            name,
            &Type::array(&Type::int(), Some(&Expr::int(n))).unwrap(),
        )
        .unwrap()
    }

    /// The condition evaluated with `i` set to each index: which elements are
    /// indeterminate.
    fn pattern(arr: &Expr, n: u64) -> Vec<bool> {
        let i = Expr::symbol("i", &Type::int()).unwrap();
        let read = arr.read(&i).unwrap();
        let cond = origin(&read).expect("small");
        (0..n)
            .map(|k| {
                let mut m = Assignment::new();
                m.set(&i, Value::int(k)).unwrap();
                cond.eval(&m).unwrap() == Value::Bool(true)
            })
            .collect()
    }

    #[test]
    fn written_elements_are_determinate() {
        let u = int_array("undef$1", 4);
        let j = Expr::symbol("j", &Type::int()).unwrap();
        // a[1] = 5; a[3] = 7 (concrete indices), then a[j] = 0 with j = 2 unknown here.
        let a = u.write(&Expr::int(1), &Expr::int(5)).unwrap();
        let a = a.write(&Expr::int(3), &Expr::int(7)).unwrap();
        assert_eq!(pattern(&a, 4), vec![true, false, true, false]);
        let b = a.write(&j, &Expr::int(0)).unwrap();
        let i = Expr::symbol("i", &Type::int()).unwrap();
        let cond = origin(&b.read(&i).unwrap()).unwrap();
        let mut m = Assignment::new();
        m.set(&i, Value::int(2)).unwrap();
        m.set(&j, Value::int(2)).unwrap();
        assert_eq!(cond.eval(&m).unwrap(), Value::Bool(false));
        m.set(&j, Value::int(0)).unwrap();
        assert_eq!(cond.eval(&m).unwrap(), Value::Bool(true));
    }

    #[test]
    fn inputs_and_literals_are_determinate() {
        let x = int_array("x", 3);
        assert_eq!(pattern(&x, 3), vec![false, false, false]);
        let lit = Expr::array(&Type::int(), vec![Expr::int(1), Expr::int(2)]).unwrap();
        assert_eq!(pattern(&lit, 2), vec![false, false]);
        let h = int_array("heap$4", 2);
        assert_eq!(pattern(&h, 2), vec![true, true]);
    }
}
