//! Live local variables, for matching states (seed 001, 5.4): at each location of a
//! function, the locals that may be read before they are written again. Two states that
//! differ only in the values of dead locals have the same futures, so the store of seen
//! states compares them without those values (module `search::matching`, `matching_key`); the
//! search itself keeps every value.
//!
//! The analysis is conservative: a local whose address is taken, that is not a scalar,
//! or that an annotation may read by name (collective assertions `PROC[r].x`, joint
//! invariants `spec.x`, contracts) is always live; a function with such annotations, and
//! every function of a specification in `tass compare`, is left out.

use tass_model::{Callee, Expr, ExprKind as K, Extent, Function, Program, Stmt, Type, VarRef};

/// For each program, each function: the live locals at each location (`None`: the
/// function is left out and every local counts as live).
pub(crate) struct Liveness {
    live: Vec<Vec<Option<Vec<Vec<bool>>>>>,
}

impl Liveness {
    /// The analysis of the programs of a run (`compare` has two; the first is the
    /// specification, whose locals the implementation's annotations read by name).
    pub(crate) fn new(progs: &[&Program]) -> Liveness {
        let live = progs
            .iter()
            .enumerate()
            .map(|(m, p)| {
                p.functions
                    .iter()
                    .map(|f| {
                        if (progs.len() > 1 && m == 0) || by_name(p) {
                            None
                        } else {
                            analyse(f)
                        }
                    })
                    .collect()
            })
            .collect();
        Liveness { live }
    }

    /// Whether local `var` of function `func` of program `model` may be read later when
    /// its frame is at location `loc`.
    pub(crate) fn is_live(&self, model: u8, func: u32, loc: u32, var: usize) -> bool {
        match self
            .live
            .get(model as usize)
            .and_then(|fs| fs.get(func as usize))
        {
            Some(Some(locs)) => locs
                .get(loc as usize)
                .and_then(|l| l.get(var))
                .copied()
                .unwrap_or(true),
            _ => true,
        }
    }
}

/// Whether the program has annotations that read locals by name from elsewhere:
/// collective or joint assertions (their snapshots take every visible variable) or
/// `PROC[r].x` and `spec.x`.
fn by_name(p: &Program) -> bool {
    p.functions.iter().any(|f| {
        f.locations.iter().any(|l| {
            l.out.iter().any(|t| {
                matches!(t.stmt, Stmt::MultiAssert { .. })
                    || stmt_exprs(&t.stmt)
                        .into_iter()
                        .chain(std::iter::once(&t.guard))
                        .any(|e| !reads(e, &mut Vec::new()))
            }) || l.loop_info.as_ref().is_some_and(|li| {
                li.invariants
                    .iter()
                    .any(|i| !reads(&i.expr, &mut Vec::new()))
            })
        })
    })
}

/// The locals read by `e` (into `out`); false when `e` may read locals by name or
/// through means the analysis does not follow.
fn reads(e: &Expr, out: &mut Vec<u32>) -> bool {
    match &e.kind {
        K::Var(VarRef::Local(i)) => {
            out.push(*i);
            true
        }
        K::Old(_) | K::Proc { .. } | K::Spec(_) => false,
        _ => e.children().into_iter().all(|c| reads(c, out)),
    }
}

/// The locals of `func` whose address one of its statements or guards takes.
pub(crate) fn address_taken(func: &tass_model::Function) -> Vec<u32> {
    let mut out = Vec::new();
    for l in &func.locations {
        for t in &l.out {
            addressed(&t.guard, &mut out);
            for e in stmt_exprs(&t.stmt) {
                addressed(e, &mut out);
            }
        }
    }
    out.sort_unstable();
    out.dedup();
    out
}

/// The locals whose address `e` takes.
fn addressed(e: &Expr, out: &mut Vec<u32>) {
    fn root(e: &Expr) -> Option<u32> {
        match &e.kind {
            K::Var(VarRef::Local(i)) => Some(*i),
            K::Index(a, _) | K::Member(a, _) => root(a),
            _ => None,
        }
    }
    if let K::AddrOf(a) = &e.kind {
        out.extend(root(a));
    }
    for c in e.children() {
        addressed(c, out);
    }
}

/// The local an assignment's left side writes as a whole, if it is one.
fn whole_local(lhs: &Expr) -> Option<u32> {
    match &lhs.kind {
        K::Var(VarRef::Local(i)) => Some(*i),
        _ => None,
    }
}

/// The expressions of a statement that it reads (the left side of an assignment to a
/// whole local is not read).
pub(crate) fn stmt_exprs(s: &Stmt) -> Vec<&Expr> {
    match s {
        Stmt::Noop | Stmt::Declare(_) => Vec::new(),
        Stmt::Assign(l, r) => {
            let mut v = vec![r];
            if whole_local(l).is_none() {
                v.push(l);
            }
            v
        }
        Stmt::Havoc(l) => {
            if whole_local(l).is_none() {
                vec![l]
            } else {
                Vec::new()
            }
        }
        Stmt::Call { lhs, callee, args } => {
            let mut v: Vec<&Expr> = args.iter().collect();
            if let Callee::Pointer(e) = callee {
                v.push(e);
            }
            if let Some(l) = lhs {
                if whole_local(l).is_none() {
                    v.push(l);
                }
            }
            v
        }
        Stmt::Return(e) => e.iter().collect(),
        Stmt::Assert(e, _) | Stmt::Assume(e) => vec![e],
        Stmt::MultiAssert { expr, .. } => vec![expr],
    }
}

/// The local a statement writes as a whole (the value before it does not matter).
fn stmt_def(s: &Stmt) -> Option<u32> {
    match s {
        Stmt::Declare(i) => Some(*i),
        Stmt::Assign(l, _) | Stmt::Havoc(l) => whole_local(l),
        Stmt::Call { lhs: Some(l), .. } => whole_local(l),
        _ => None,
    }
}

/// The extents of a type's arrays (expressions a declaration evaluates).
fn extents(t: &Type, out: &mut Vec<Expr>) {
    if let Type::Array(e, ext) = t {
        if let Extent::Expr(x) = ext {
            out.push((**x).clone());
        }
        extents(e, out);
    }
}

/// The live locals at each location of `f`, or `None` when the function is left out.
fn analyse(f: &Function) -> Option<Vec<Vec<bool>>> {
    let c = &f.contract;
    if !c.requires.is_empty()
        || !c.ensures.is_empty()
        || !c.assigns.is_empty()
        || !c.behaviors.is_empty()
        || c.decreases.is_some()
        || f.locations.is_empty()
    {
        return None;
    }
    let n = f.locals.len();
    // Locals always live: not scalars, or address taken.
    let mut pinned = vec![false; n];
    for (i, v) in f.locals.iter().enumerate() {
        if !crate::eval::is_scalar(&v.ty) {
            pinned[i] = true;
        }
    }
    let mut addr = Vec::new();
    // What each location reads and writes on each of its transitions.
    struct Edge {
        uses: Vec<u32>,
        def: Option<u32>,
        target: usize,
    }
    let mut edges: Vec<Vec<Edge>> = Vec::with_capacity(f.locations.len());
    let mut head_uses: Vec<Vec<u32>> = Vec::with_capacity(f.locations.len());
    for loc in &f.locations {
        let mut hu = Vec::new();
        if let Some(li) = &loc.loop_info {
            let mut exprs: Vec<&Expr> = li.invariants.iter().map(|i| &i.expr).collect();
            exprs.extend(li.assigns.iter().flatten());
            exprs.extend(li.variant.iter());
            for e in exprs {
                addressed(e, &mut addr);
                if !reads(e, &mut hu) {
                    return None;
                }
            }
        }
        head_uses.push(hu);
        let mut out = Vec::new();
        for t in &loc.out {
            let mut uses = Vec::new();
            let mut exprs = stmt_exprs(&t.stmt);
            exprs.push(&t.guard);
            let mut ext = Vec::new();
            if let Stmt::Declare(i) = &t.stmt {
                extents(&f.locals[*i as usize].ty, &mut ext);
            }
            exprs.extend(ext.iter());
            for e in exprs {
                addressed(e, &mut addr);
                if !reads(e, &mut uses) {
                    return None;
                }
            }
            out.push(Edge {
                uses,
                def: stmt_def(&t.stmt),
                target: t.target.0 as usize,
            });
        }
        edges.push(out);
    }
    for i in addr {
        if let Some(x) = pinned.get_mut(i as usize) {
            *x = true;
        }
    }
    // Backward fixpoint: live(l) = head uses ∪ ⋃ (uses(t) ∪ (live(target) − def(t))).
    let mut live = vec![pinned.clone(); f.locations.len()];
    let mut changed = true;
    while changed {
        changed = false;
        for l in (0..f.locations.len()).rev() {
            let mut now = pinned.clone();
            for &u in &head_uses[l] {
                now[u as usize] = true;
            }
            for e in &edges[l] {
                for &u in &e.uses {
                    now[u as usize] = true;
                }
                if let Some(after) = live.get(e.target) {
                    for (v, a) in after.iter().enumerate() {
                        if *a && e.def != Some(v as u32) {
                            now[v] = true;
                        }
                    }
                }
            }
            if now != live[l] {
                live[l] = now;
                changed = true;
            }
        }
    }
    Some(live)
}
