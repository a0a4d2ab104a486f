//! Expressions of an inductive step made as simple as the path allows: the values the
//! path condition gives the techniques' symbols put in, reads of written elements
//! resolved by the prover. Used by the pairing of loops (module `induction`) and by the
//! strengthening (module `strengthen`).

use crate::search::Search;
use crate::technique::parallel::Decline;
use crate::technique::sums::solved_for;
use tass_symbolic::{Expr, ExprKind};

/// A symbolic operation's failure, as a reason to decline.
pub(crate) fn err<T>(r: tass_symbolic::Result<T>) -> Result<T, Decline> {
    r.map_err(|e| Decline::from(format!("a symbolic operation failed ({e})")))
}

/// `e` simplified under `pc` once the values that `pc` gives the techniques' symbols
/// (`ind$13 == N`: a loop's counter after it) replace them in both, but for `keep` (the
/// counter of the iteration): reads through a region's bounds then resolve, and reads
/// of an element written at another index the prover tells apart (`a[n := 2][k]` with
/// `k < n`).
pub(crate) fn settled(
    search: &mut Search<'_, '_>,
    pc: &Expr,
    e: &Expr,
    keep: Option<&Expr>,
) -> Result<Expr, Decline> {
    let (mut pc, mut e) = (pc.clone(), e.clone());
    for _ in 0..8 {
        let mut found = None;
        'clauses: for c in pc.clauses() {
            for x in c.free_symbols() {
                if Some(&x) == keep || !x.symbol_name().is_some_and(|n| n.starts_with("ind$")) {
                    continue;
                }
                if let Ok(Some(v)) = solved_for(&c, &x) {
                    if !v.involves(&x) {
                        found = Some((x, v));
                        break 'clauses;
                    }
                }
            }
        }
        let Some((x, v)) = found else { break };
        pc = err(pc.substitute_one(&x, &v))?;
        e = err(e.substitute_one(&x, &v))?;
    }
    let mut e = e.simplify_under(&pc).unwrap_or(e);
    for _ in 0..16 {
        let Some((read, b, j, v, i)) = read_of_write(&e) else {
            break;
        };
        let by = if search.proves_under(&pc, &err(i.not_equals(&j))?) {
            err(b.read(&i))?
        } else if search.proves_under(&pc, &err(i.equals(&j))?) {
            v
        } else {
            break;
        };
        e = err(e.replace_subterms(&[(read, by)]))?;
        e = e.simplify_under(&pc).unwrap_or(e);
    }
    Ok(e)
}

/// A read `b[j := v][i]` in `e` (outside binders), with its parts.
fn read_of_write(e: &Expr) -> Option<(Expr, Expr, Expr, Expr, Expr)> {
    if let ExprKind::Read(w, i) = e.kind() {
        if let ExprKind::Write(b, j, v) = w.kind() {
            if !e.has_free_bound() {
                return Some((e.clone(), b.clone(), j.clone(), v.clone(), i.clone()));
            }
        }
    }
    e.children().iter().find_map(read_of_write)
}
