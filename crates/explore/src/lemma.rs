//! The lemmas of an induction (seed 002's strengthening ξ, derived by
//! `technique::induction::strengthen`): properties added to the program at a location,
//! what a run records to derive them, and how a lemma reads a frame. Shared by the
//! configuration (the lemmas of a run), the search (which checks them, see
//! `Search::check_lemmas`) and the report (what a run suggests); it knows nothing of
//! either.

use tass_model::{FunctionId, LocId};
use tass_state::{ProcId, State, Value};
use tass_symbolic::Expr;
use tass_syntax::Span;

/// A property the induction adds to the program (seed 002's strengthening ξ of the
/// post-condition, from a check the inductive step could not prove): at every visit of
/// location `at` of `func` (the exit of a loop of `main` outside any other loop),
/// `formula` holds, its placeholders read as the values of their places in the frame
/// there.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) struct Lemma {
    pub(crate) func: FunctionId,
    pub(crate) at: LocId,
    /// Each place the formula reads, with the placeholder that stands for its value.
    pub(crate) places: Vec<(Place, Expr)>,
    pub(crate) formula: Expr,
    /// In words, for the report (`x == N^3`).
    pub(crate) text: String,
    /// The loop it holds after.
    pub(crate) span: Span,
}

/// A scalar place of a frame: a local, a member of a local struct, a global, a member of
/// a global struct.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub(crate) enum Place {
    Local(usize),
    LocalMember(usize, usize),
    Global(usize),
    GlobalMember(usize, usize),
}

/// What a run found for the strengthening of an induction: the lemmas its failed checks
/// suggest (from the inductive step) and the lemmas it could not prove.
#[derive(Clone, Debug, Default)]
pub(crate) struct Strengthening {
    pub(crate) candidates: Vec<Lemma>,
    pub(crate) unproved: Vec<String>,
}

/// The hypothesis's values at the exit of a loop of `main`.
#[derive(Clone, Debug)]
pub(crate) struct Exit {
    pub(crate) at: LocId,
    /// The loop.
    pub(crate) span: Span,
    /// Each scalar place of the frame that holds a symbol, with it.
    pub(crate) values: Vec<(Place, Expr)>,
}

/// Every scalar place of the top frame of `p` and of its globals, with its value.
pub(crate) fn places(st: &State, p: ProcId) -> Vec<(Place, Value)> {
    let pr = st.proc(p);
    let mut out = Vec::new();
    let mut add = |v: &Value, whole: Place, member: &dyn Fn(usize) -> Place| match v {
        Value::Agg(items) => {
            for (m, x) in items.iter().enumerate() {
                out.push((member(m), x.clone()));
            }
        }
        v => out.push((whole, v.clone())),
    };
    if let Some(f) = pr.top() {
        for (i, v) in f.locals.iter().enumerate() {
            add(v, Place::Local(i), &|m| Place::LocalMember(i, m));
        }
    }
    for (i, v) in pr.globals.iter().enumerate() {
        add(v, Place::Global(i), &|m| Place::GlobalMember(i, m));
    }
    out
}

/// The value of a scalar place of the top frame of `p`.
fn place_value(st: &State, p: ProcId, place: Place) -> Option<Expr> {
    let pr = st.proc(p);
    let member = |v: &Value, m: usize| match v {
        Value::Agg(items) => items.get(m).cloned(),
        _ => None,
    };
    let v = match place {
        Place::Local(i) => pr.top()?.locals.get(i).cloned(),
        Place::LocalMember(i, m) => member(pr.top()?.locals.get(i)?, m),
        Place::Global(i) => pr.globals.get(i).cloned(),
        Place::GlobalMember(i, m) => member(pr.globals.get(i)?, m),
    }?;
    match v {
        Value::Sym(e) => Some(e),
        _ => None,
    }
}

/// The condition lemma `l` states in the frame of `p` (at its location), `None` when a
/// place it reads holds no scalar value.
pub(crate) fn lemma_here(st: &State, p: ProcId, l: &Lemma) -> Option<Expr> {
    let mut c = l.formula.clone();
    for (place, ph) in &l.places {
        let v = place_value(st, p, *place)?;
        if v.ty() != ph.ty() {
            return None;
        }
        c = c.substitute_one(ph, &v).ok()?;
    }
    Some(c)
}
