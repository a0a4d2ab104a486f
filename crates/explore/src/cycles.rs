//! Where the search counts the iterations of loops whose head does not decide them.
//!
//! The search counts a loop's iterations where the loop branches: at its head, when the
//! lowering put the loop's condition there (`while (i < n)`, `for (...; i < n; ...)`), and
//! gives up on a path there when the loop ran more than `--loop-bound` times or is driven
//! by a value with no bound (`Search::loop_cut`). A loop is any cycle of a function's
//! graph, though, and many do not branch at their head:
//!
//! - a condition with side effects or calls (`while (x-- > 0)`, `while (n--)`,
//!   `while (more(i))`, `while (__VERIFIER_nondet_int())`): the head runs the condition's
//!   statements and the loop branches a few locations later;
//! - a constant condition (`while (1)`, `for (;;)`): the loop ends at a `break`, a
//!   `return` or a `goto` in its body;
//! - a loop made of `goto`s: no loop statement at all.
//!
//! Such loops were never counted, so a symbolic one was followed for ever, depth first,
//! and the search neither ended nor reached the violations of its shorter executions. This
//! module finds, for each function, every loop (the natural loop of each back edge of a
//! depth-first search from the entry; a loop entered by a `goto` from outside is cut at
//! the head the search met first) and the locations where it branches (its *points*):
//!
//! - a loop statement whose condition is not constant, branching after its head: the
//!   location where its condition branches (it is counted exactly as a head that
//!   branches is);
//! - any other loop (constant condition, `goto`): the locations of the loop itself (not
//!   of a loop nested in it) that branch out of the loop, or, when none does (a loop
//!   left only by ending the program), every location of the loop itself that branches.
//!
//! A loop head that branches on its condition needs no point: the search counts it as it
//! always did. Recursion needs none either: the call depth limit
//! (`Config::max_call_depth`) bounds it and ends the path *unknown*.
//!
//! The search counts a point's visits on the current path like a head's, after the state
//! there was looked up in the store of seen states (a state met before ends the path
//! anyway, and a loop that only repeats states, `x = nondet(); if (x) ...` in a
//! `while (1)`, must still end as it did), and puts the choices that leave the loop first
//! when deepening (`Search::exits_first`).

use tass_model::{ExprKind, Function, LocId, Program};

/// A location where a loop that does not branch at its head is counted.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) struct Point {
    /// The loop's head (its loop statement's location when it has one).
    pub head: LocId,
    /// For each transition of the point: whether it leaves the loop.
    pub leaves: Vec<bool>,
}

/// For each program, each function, each location: the loop point there, if any.
pub(crate) struct Cuts {
    points: Vec<Vec<Vec<Option<Point>>>>,
}

impl Cuts {
    /// The points of the programs of a run.
    pub(crate) fn new(progs: &[&Program]) -> Cuts {
        Cuts {
            points: progs
                .iter()
                .map(|p| p.functions.iter().map(points).collect())
                .collect(),
        }
    }

    /// The point at location `loc` of function `func` of program `model`.
    pub(crate) fn point(&self, model: u8, func: u32, loc: u32) -> Option<&Point> {
        self.points
            .get(model as usize)?
            .get(func as usize)?
            .get(loc as usize)?
            .as_ref()
    }
}

/// Whether a guard is written as a constant (`while (1)`'s, `for (;;)`'s).
fn literal(e: &tass_model::Expr) -> bool {
    matches!(e.kind, ExprKind::Bool(_) | ExprKind::Int(..))
}

/// The heads of the back edges of a depth-first search of `f` from its entry, with the
/// sources of their back edges.
fn back_edges(f: &Function) -> Vec<(usize, Vec<usize>)> {
    let n = f.locations.len();
    let mut heads: Vec<Vec<usize>> = vec![Vec::new(); n];
    // 0: not visited, 1: on the stack, 2: done.
    let mut mark = vec![0u8; n];
    let entry = f.entry.0 as usize;
    if entry >= n {
        return Vec::new();
    }
    let mut stack = vec![(entry, 0usize)];
    mark[entry] = 1;
    while let Some((l, i)) = stack.last_mut() {
        let l = *l;
        match f.locations[l].out.get(*i) {
            Some(t) => {
                *i += 1;
                let t = t.target.0 as usize;
                match mark.get(t) {
                    Some(0) => {
                        mark[t] = 1;
                        stack.push((t, 0));
                    }
                    Some(1) => heads[t].push(l),
                    _ => {}
                }
            }
            None => {
                mark[l] = 2;
                stack.pop();
            }
        }
    }
    heads
        .into_iter()
        .enumerate()
        .filter(|(_, s)| !s.is_empty())
        .collect()
}

/// The natural loop of head `h` with back edges from `sources`: `h` and the locations
/// reached from `h` that reach a source without passing `h`.
fn natural(f: &Function, preds: &[Vec<usize>], h: usize, sources: &[usize]) -> Vec<bool> {
    let n = f.locations.len();
    let mut fwd = vec![false; n];
    let mut stack = vec![h];
    while let Some(l) = stack.pop() {
        for t in &f.locations[l].out {
            let t = t.target.0 as usize;
            if t < n && !fwd[t] {
                fwd[t] = true;
                stack.push(t);
            }
        }
    }
    let mut body = vec![false; n];
    body[h] = true;
    let mut stack: Vec<usize> = sources.to_vec();
    while let Some(l) = stack.pop() {
        if body[l] || !fwd[l] {
            continue;
        }
        body[l] = true;
        stack.extend(preds[l].iter().copied());
    }
    body
}

/// The loop points of `f` (see the module documentation).
pub(crate) fn points(f: &Function) -> Vec<Option<Point>> {
    let n = f.locations.len();
    let heads = back_edges(f);
    if heads.is_empty() {
        return vec![None; n];
    }
    let mut preds: Vec<Vec<usize>> = vec![Vec::new(); n];
    for (l, loc) in f.locations.iter().enumerate() {
        for t in &loc.out {
            if let Some(p) = preds.get_mut(t.target.0 as usize) {
                p.push(l);
            }
        }
    }
    let mut loops: Vec<(usize, Vec<bool>)> = heads
        .into_iter()
        .map(|(h, s)| {
            let body = natural(f, &preds, h, &s);
            (h, body)
        })
        .collect();
    // Outer loops first: the innermost loop of a location is the last one containing it.
    loops.sort_by_key(|(_, b)| std::cmp::Reverse(b.iter().filter(|x| **x).count()));
    let mut innermost: Vec<Option<usize>> = vec![None; n];
    for (k, (_, body)) in loops.iter().enumerate() {
        for (l, inside) in body.iter().enumerate() {
            if *inside {
                innermost[l] = Some(k);
            }
        }
    }
    let branches = |l: usize| f.locations[l].out.len() >= 2;
    let point = |h: usize, body: &[bool], l: usize| Point {
        head: LocId(h as u32),
        leaves: f.locations[l]
            .out
            .iter()
            .map(|t| !body.get(t.target.0 as usize).copied().unwrap_or(false))
            .collect(),
    };
    let mut out: Vec<Option<Point>> = vec![None; n];
    for (k, (h, body)) in loops.iter().enumerate() {
        let h = *h;
        // A loop statement: where its condition branches (the transition to its body).
        let cond = f.locations[h].loop_info.as_ref().and_then(|li| {
            (0..n).find(|&l| {
                body[l] && branches(l) && f.locations[l].out.iter().any(|t| t.target == li.body)
            })
        });
        let conditioned = cond.filter(|&c| {
            f.locations[c]
                .out
                .iter()
                .filter(|t| !literal(&t.guard))
                .count()
                >= 2
        });
        match conditioned {
            // The head branches: counted there already.
            Some(c) if c == h => {}
            Some(c) => out[c] = Some(point(h, body, c)),
            None => {
                let own: Vec<usize> = (0..n)
                    .filter(|&l| body[l] && innermost[l] == Some(k) && branches(l))
                    .collect();
                let exits: Vec<usize> = own
                    .iter()
                    .copied()
                    .filter(|&l| {
                        let inside = |t: &tass_model::Transition| {
                            body.get(t.target.0 as usize) == Some(&true)
                        };
                        let ts = &f.locations[l].out;
                        ts.iter().any(|t| !inside(t)) && ts.iter().any(inside)
                    })
                    .collect();
                let chosen = if exits.is_empty() { own } else { exits };
                for l in chosen {
                    // A loop statement's own head keeps its counting.
                    if f.locations[l].loop_info.is_none() {
                        out[l] = Some(point(h, body, l));
                    }
                }
            }
        }
    }
    out
}
