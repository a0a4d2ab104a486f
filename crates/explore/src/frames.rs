//! Frame layouts: where the engine keeps the state of a function's ACSL annotations in
//! its frames (slots after the function's locals: `assigns` rosters, `decreases`
//! measures, `loop assigns` and `loop variant` values). Computed from the program alone;
//! the checks that use them are in module `contract`.

use std::collections::HashSet;
use std::sync::Arc;
use tass_model::{AssignsClause, Expr as MExpr, ExprKind, FunctionId, LocId, Program, Stmt};

/// Where the engine keeps the state of a function's annotations in its frames.
#[derive(Debug, Default)]
pub(crate) struct Layout {
    /// The number of slots of a frame (the function's locals, then the engine's).
    pub total: usize,
    /// The function's `assigns` clauses.
    pub assigns: Option<WriteSet>,
    /// The slot holding the `decreases` measure on entry.
    pub measure: Option<usize>,
    /// The loops with `loop assigns` or a `loop variant`.
    pub loops: Vec<LoopSlots>,
}

/// The slots of a set of locations a region may write (function or loop).
#[derive(Debug)]
pub(crate) struct WriteSet {
    /// The heap objects that existed when the region was entered (an aggregate of
    /// pointers); undefined while the region has not been entered.
    pub roster: usize,
    /// The clauses: a write must lie in each that applies.
    pub clauses: Vec<ClauseSlots>,
}

/// The slots of one `assigns` clause.
#[derive(Debug)]
pub(crate) struct ClauseSlots {
    /// The slot holding whether the clause applies (a behavior's `assumes` on entry).
    pub when: Option<usize>,
    /// The locations.
    pub locs: Vec<LocSlots>,
}

/// The slots of one location: its place as a pointer, and for a range `base[lo .. hi]`
/// the bounds (the pointer is then to element 0 of the base).
#[derive(Debug)]
pub(crate) struct LocSlots {
    pub place: usize,
    pub range: Option<(usize, usize)>,
}

/// The slots and facts of one annotated loop.
#[derive(Debug)]
pub(crate) struct LoopSlots {
    /// The head.
    pub head: LocId,
    /// The natural loop without its head.
    pub body: crate::loops::LocSet,
    /// The locals declared inside the body (never constrained by `loop assigns`).
    pub inner: HashSet<u32>,
    /// `loop assigns`.
    pub assigns: Option<WriteSet>,
    /// The slot holding the variant's value at the start of the iteration.
    pub variant: Option<usize>,
}

/// Numbers the slots after a function's locals.
struct Slots(usize);

impl Slots {
    fn next(&mut self) -> usize {
        self.0 += 1;
        self.0 - 1
    }

    /// The slots of a write set with these clauses (condition, locations).
    fn write_set(&mut self, clauses: &[(Option<&MExpr>, &[MExpr])]) -> WriteSet {
        let roster = self.next();
        let clauses = clauses
            .iter()
            .map(|(when, locs)| ClauseSlots {
                when: when.map(|_| self.next()),
                locs: locs
                    .iter()
                    .map(|l| LocSlots {
                        place: self.next(),
                        range: range_parts(l).map(|_| (self.next(), self.next())),
                    })
                    .collect(),
            })
            .collect();
        WriteSet { roster, clauses }
    }
}

/// Computes the layout of function `f`.
pub(crate) fn layout(prog: &Program, f: FunctionId) -> Layout {
    let func = &prog.functions[f.0 as usize];
    let mut slots = Slots(func.locals.len());
    let assigns = (!func.contract.assigns.is_empty()).then(|| {
        let clauses: Vec<(Option<&MExpr>, &[MExpr])> = func
            .contract
            .assigns
            .iter()
            .map(|a: &AssignsClause| (a.when.as_ref(), a.locations.as_slice()))
            .collect();
        slots.write_set(&clauses)
    });
    let measure = func.contract.decreases.as_ref().map(|_| slots.next());
    let mut loops = Vec::new();
    for (i, loc) in func.locations.iter().enumerate() {
        let Some(li) = &loc.loop_info else { continue };
        if li.assigns.is_none() && li.variant.is_none() {
            continue;
        }
        let head = LocId(i as u32);
        let body = crate::loops::natural_body(func, head).unwrap_or_default();
        let mut inner = HashSet::new();
        for l in &body {
            for t in &func.locations[l.0 as usize].out {
                if let Stmt::Declare(v) = t.stmt {
                    inner.insert(v);
                }
            }
        }
        let assigns = li
            .assigns
            .as_ref()
            .map(|locs| slots.write_set(&[(None, locs.as_slice())]));
        let variant = li.variant.as_ref().map(|_| slots.next());
        loops.push(LoopSlots {
            head,
            body,
            inner,
            assigns,
            variant,
        });
    }
    Layout {
        total: slots.0,
        assigns,
        measure,
        loops,
    }
}

/// The parts of a range location `range(base, lo, hi)`.
pub(crate) fn range_parts(e: &MExpr) -> Option<(&MExpr, &MExpr, &MExpr)> {
    match &e.kind {
        ExprKind::Builtin(n, args) if &**n == "range" && args.len() == 3 => {
            Some((&args[0], &args[1], &args[2]))
        }
        _ => None,
    }
}

/// Whether a program has annotations checked at writes or loop heads.
pub(crate) fn has_frame_checks(prog: &Program) -> bool {
    prog.functions.iter().any(|f| {
        !f.contract.assigns.is_empty()
            || f.locations.iter().any(|l| {
                l.loop_info
                    .as_ref()
                    .is_some_and(|li| li.assigns.is_some() || li.variant.is_some())
            })
    })
}

/// Layouts computed so far, by (model, function).
pub(crate) type Layouts = rustc_hash::FxHashMap<(u8, FunctionId), Arc<Layout>>;
