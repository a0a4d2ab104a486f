//! Executing one iteration of a loop's body along every path, as the engine executes
//! any code (`Search::process_choices`, `step_inner`): the leaves are the paths back to
//! the head; a path that leaves the loop otherwise becomes an obligation.

use super::decline::Decline;
use crate::machine::Halt;
use crate::search::{Choice, Search};
use tass_model::{FunctionId, LocId};
use tass_state::{ProcId, State, Value};
use tass_symbolic::Expr;

/// The most transitions one generic iteration may take (with its callees).
const STEP_LIMIT: usize = 20_000;
/// The most paths one generic iteration may have.
const LEAF_LIMIT: usize = 64;
/// The most times one path of a generic iteration may pass a loop head in the body (an
/// inner loop no technique summarised runs at most this many iterations).
const INNER_LIMIT: usize = 32;

/// The result of executing one generic iteration: the paths back to the head.
pub(super) type Leaves = Vec<State>;
/// Whether a condition at the loop head where `p` is involves symbolic values.
pub(in crate::technique) fn symbolic_head(
    search: &mut Search<'_, '_>,
    st: &State,
    p: ProcId,
) -> bool {
    let Some(top) = st.proc(p).top() else {
        return false;
    };
    let prog = search.m.progs[p.model as usize];
    let location = &prog.functions[top.func.0 as usize].locations[top.loc.0 as usize];
    let mut probe = st.clone();
    location
        .out
        .iter()
        .any(|t| match search.m.eval(&mut probe, p, &t.guard) {
            Ok(Value::Sym(g)) => !g.free_symbols().is_empty(),
            _ => true,
        })
}
/// A guard's value as a condition.
pub(in crate::technique) fn sym_guard(
    search: &mut Search<'_, '_>,
    st: &mut State,
    p: ProcId,
    g: &tass_model::Expr,
) -> Result<Expr, Decline> {
    match search.m.eval(st, p, g).map_err(Decline::halted)? {
        Value::Sym(e) => Ok(e),
        _ => Err(Decline::from("a loop condition that is not a number")),
    }
}
/// Executes one iteration of the loop from `gen` (the process at the head): every
/// path through the body, each a leaf when it gets back to the head. A path that
/// leaves the loop otherwise adds the obligation that it cannot happen.
pub(in crate::technique) fn generic_run(
    search: &mut Search<'_, '_>,
    gen: State,
    p: ProcId,
    (func, head, bi): (FunctionId, LocId, usize),
    body: &crate::loops::LocSet,
    depth: usize,
) -> Result<Leaves, Decline> {
    let uid = gen.proc(p).stack[depth].uid;
    let prog = search.m.progs[p.model as usize];
    let t = &prog.functions[func.0 as usize].locations[head.0 as usize].out[bi];
    // Only this run collects where the hypothesis stopped, not the runs of loops
    // nested in its body (their techniques see none).
    let mut stopped = search.path.hyp_stopped.take();
    search.m.acting(p);
    let mut first = gen;
    let g = sym_guard(search, &mut first, p, &t.guard)?;
    let mut stack = Vec::new();
    let c = Choice::step(p, func, head, bi as u32, g);
    match search.step_inner(&mut first, &c) {
        Ok(()) => stack.push((first, 0usize, Vec::new())),
        Err(Halt::Infeasible) => {}
        Err(h) => return Err(Decline::halted(h)),
    }
    let mut leaves = Vec::new();
    let mut steps = 0usize;
    let abstracted = stack
        .first()
        .is_some_and(|(s, _, _): &(State, usize, Vec<(u32, LocId)>)| s.abstracted);
    while let Some((mut st, mut inner, mut seen)) = stack.pop() {
        loop {
            if let Some(stop) = search.out_of_budget() {
                return Err(Decline::stopped(stop));
            }
            steps += 1;
            if steps > STEP_LIMIT {
                return Err(Decline::from(
                    "one iteration of the body takes too many steps",
                ));
            }
            if st.abstracted != abstracted {
                return Err(Decline::from(
                    "a loop in the body was summarised by its invariant",
                ));
            }
            let pr = st.proc(p);
            if pr.terminated() && p.model == 0 {
                // The hypothesis of an inductive step stopped in the paired iteration
                // itself: the larger run goes on from here (technique `induction`
                // decides what that means).
                if let Some(list) = &mut stopped {
                    list.push(st);
                    break;
                }
            }
            let left = pr.terminated() || pr.stack.len() <= depth || pr.stack[depth].uid != uid;
            if left
                || (pr.stack.len() == depth + 1
                    && !body.contains(&pr.stack[depth].loc)
                    && pr.stack[depth].loc != head)
            {
                // Leaving the loop but by its condition: must not happen.
                if !search.m.checks.unchecked {
                    let a = search.m.assumption(&st);
                    if let Some(list) = &mut search.m.checks.obligations {
                        search.path.exits.push((a.clone(), pr.terminated()));
                        list.push((a, Expr::bool(false)));
                    }
                }
                break;
            }
            let top = &pr.stack[pr.stack.len() - 1];
            let at_inner_head = prog.functions[top.func.0 as usize].locations[top.loc.0 as usize]
                .loop_info
                .is_some()
                && !(pr.stack.len() == depth + 1 && top.loc == head);
            if at_inner_head {
                inner += 1;
                // An inner loop that no technique summarised (its head reached a
                // second time on this path) and whose condition is symbolic cannot
                // be run to its end here.
                let here = (top.uid, top.loc);
                let again = seen.contains(&here);
                if !again {
                    seen.push(here);
                }
                if inner > INNER_LIMIT || (again && symbolic_head(search, &st, p)) {
                    return Err(Decline::from("a loop in the body is not summarised"));
                }
            }
            let pr = st.proc(p);
            if pr.stack.len() == depth + 1 && pr.stack[depth].loc == head {
                leaves.push(st);
                if leaves.len() > LEAF_LIMIT {
                    return Err(Decline::from(
                        "one iteration of the body has too many paths",
                    ));
                }
                break;
            }
            if search.m.comm_at(&st, p).is_some() {
                return Err(Decline::from("the body communicates (MPI)"));
            }
            let choices = match search.process_choices(&mut st, p) {
                Ok(c) => c,
                Err(Halt::Infeasible) => break,
                Err(h) => return Err(Decline::halted(h)),
            };
            let Some((c0, rest)) = choices.split_first() else {
                break;
            };
            for c in rest {
                let mut s2 = st.clone();
                match search.step_inner(&mut s2, c) {
                    Ok(()) => stack.push((s2, inner, seen.clone())),
                    Err(Halt::Infeasible) => {}
                    Err(h) => return Err(Decline::halted(h)),
                }
            }
            match search.step_inner(&mut st, c0) {
                Ok(()) => {}
                Err(Halt::Infeasible) => break,
                Err(h) => return Err(Decline::halted(h)),
            }
        }
    }
    search.path.hyp_stopped = stopped;
    Ok(leaves)
}
/// Whether two states differ only in what a loop iteration may change (memory values):
/// the same frames, heap objects, messages and marks.
pub(in crate::technique) fn same_shape(a: &State, b: &State, p: ProcId) -> Result<(), Decline> {
    let (pa, pb) = (a.proc(p), b.proc(p));
    if pa.heap.len() != pb.heap.len() {
        return Err(Decline::from("the body allocates memory"));
    }
    if pa
        .heap
        .iter()
        .zip(pb.heap.iter())
        .any(|(x, y)| x.is_some() != y.is_some())
    {
        return Err(Decline::from("the body frees memory"));
    }
    if pa.stack.len() != pb.stack.len() || a.buffers != b.buffers || a.queue != b.queue {
        return Err(Decline::from("the body changes more than memory"));
    }
    if a.marks != b.marks {
        return Err(Decline::from("a loop in the body is not summarised"));
    }
    if pa.requests != pb.requests
        || pa.comms != pb.comms
        || pa.types != pb.types
        || (pa.mpi_initialized, pa.mpi_finalized) != (pb.mpi_initialized, pb.mpi_finalized)
        || pa.globals.len() != pb.globals.len()
    {
        return Err(Decline::from("the body changes more than memory"));
    }
    Ok(())
}
