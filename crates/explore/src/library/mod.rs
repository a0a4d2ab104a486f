//! Calls of library functions: the registry (`tass_model::library`) gives each its
//! handler and the roles of its arguments; this module matches the handler once and
//! runs it, the handlers reading their arguments by role ([`Call::arg`]).
//!
//! Handlers live with their library: module `c` (heap, input, memory blocks, `strlen`,
//! `abs`, CIVL's `$choose_int`), `strings` (`atoi` and kin), `math` (abstract
//! functions, evaluated in expressions), `mpi` (MPI). A call of a library function
//! tass does not model makes the verdict unknown.
//!
//! A function the registry does not know, or whose handler is not the engine's, makes the
//! verdict unknown; the library functions of preprocessed (`.i`) files, declared without
//! pragmas, are recognised by the registry. A process ends here: `exit` and the return of
//! `main` both end it, with the leak check (memory never freed at the end of the program
//! is a leak, reported at the allocation site).

mod c;
mod stdio;

use crate::machine::{stay_at, Halt, Machine, ARGUMENTS_SITE, R, SNAPSHOT_SITE, STREAM_SITE};
use crate::report::PropertyKind;
use tass_model::library::{self, Handler, LibFn, Library, Role};
use tass_model::{Expr as MExpr, FunctionId, LocId, Type as MType};
use tass_state::{Base, HeapObject, Pointer, ProcId, State, Value};
use tass_symbolic::{Expr, Type};
use tass_syntax::Span;

/// A call of a library function: its registry entry, the name the program calls it by,
/// its argument expressions and their values.
#[derive(Clone, Copy)]
pub(crate) struct Call<'a> {
    /// The registry's entry.
    pub f: &'static LibFn,
    /// The name the program calls it by (`sinf` for the entry `sin`).
    pub name: &'a str,
    /// The argument expressions.
    pub args: &'a [MExpr],
    /// The values of the arguments.
    pub vals: &'a [Value],
    /// The call site.
    pub span: Span,
}

impl<'a> Call<'a> {
    /// A call of `f`.
    pub(crate) fn new(
        f: &'static LibFn,
        args: &'a [MExpr],
        vals: &'a [Value],
        span: Span,
    ) -> Call<'a> {
        Call {
            f,
            name: f.name,
            args,
            vals,
            span,
        }
    }

    /// The argument of role `role`, if the function has one.
    pub(crate) fn try_arg(&self, role: Role) -> Option<(&'a Value, &'a MExpr)> {
        let i = self.f.position(role)?;
        Some((self.vals.get(i)?, self.args.get(i)?))
    }

    /// The argument of role `role` (value and expression).
    pub(crate) fn arg(&self, role: Role) -> R<(&'a Value, &'a MExpr)> {
        self.try_arg(role).ok_or_else(|| {
            Halt::Unsupported(
                self.span,
                format!(
                    "a call of `{}` without its argument of role {role:?}",
                    self.name
                ),
            )
        })
    }

    /// The `k`-th argument (from 0) of role `role`.
    pub(crate) fn nth(&self, role: Role, k: usize) -> R<(&'a Value, &'a MExpr)> {
        self.f
            .nth_position(role, k)
            .and_then(|i| Some((self.vals.get(i)?, self.args.get(i)?)))
            .ok_or_else(|| {
                Halt::Unsupported(
                    self.span,
                    format!(
                        "a call of `{}` without its argument {k} of role {role:?}",
                        self.name
                    ),
                )
            })
    }

    /// The arguments after the parameters of a variadic function.
    pub(crate) fn rest(&self) -> impl Iterator<Item = (&'a Value, &'a MExpr)> {
        let n = self.f.params.len();
        self.vals.iter().zip(self.args.iter()).skip(n)
    }
}

impl<'a> Machine<'a> {
    /// A call statement of the library function `name`: runs its handler and stores its
    /// value into `lhs`. A call that has not finished (an MPI call waiting) stays at its
    /// location `from` and runs again.
    #[allow(clippy::too_many_arguments)]
    pub(crate) fn library_call(
        &mut self,
        st: &mut State,
        p: ProcId,
        name: &str,
        lhs: Option<&'a MExpr>,
        args: &[MExpr],
        vals: Vec<Value>,
        ret: &MType,
        (from, span): (LocId, Span),
    ) -> R<()> {
        let unsupported = || {
            let what = if library::library_of(name) == Some(Library::Mpi) {
                format!("`{name}`")
            } else {
                format!("the library function `{name}`")
            };
            Halt::Unsupported(span, what)
        };
        let Some(f) = library::lookup(name) else {
            return Err(unsupported());
        };
        let call = Call {
            f,
            name,
            args,
            vals: &vals,
            span,
        };
        self.check_streams(st, &call)?;
        let result: Option<Value> = match f.handler {
            Handler::Malloc | Handler::Calloc => Some(self.allocate(st, p, &call, from)?),
            Handler::Realloc => Some(self.reallocate(st, p, &call, from)?),
            Handler::Open => Some(self.open(st, p)?),
            Handler::Gets => Some(self.gets(st, p, &call)?),
            Handler::Print => Some(self.print(st, p, &call)?),
            Handler::Free => {
                let (v, _) = call.arg(Role::Pointer)?;
                self.free(st, p, v.clone(), span)?;
                None
            }
            Handler::Ignored => Some(Value::Sym(self.fresh(&Type::int(), "nondet"))),
            Handler::Scan => Some(self.scan(st, p, &call)?),
            Handler::StringToNumber(n) => Some(self.string_to_number(st, p, &call, n, ret)?),
            Handler::Input | Handler::Rand => Some(self.input(st, &call, ret)?),
            Handler::MemSet | Handler::MemCopy => Some(self.memory(st, p, &call)?),
            Handler::Strlen => {
                let (v, a) = call.arg(Role::String)?;
                Some(Value::Sym(self.strlen(st, p, v.clone(), a, span)?))
            }
            Handler::Abs => Some(self.abs(&call)?),
            Handler::Exit => {
                let status = call.vals.first().cloned();
                self.observe_exit(st, p, status, span);
                st.proc_mut(p).stack.clear();
                return self.terminate(st, p, span);
            }
            Handler::ChooseInt => Some(self.choose_int(st, &call)?),
            Handler::Mpi(m) => match self.mpi_call(st, p, m, &call)? {
                Some(r) => r,
                None => {
                    // The call has not finished: it runs again.
                    stay_at(st, p, from);
                    return Ok(());
                }
            },
            // Statements of the model and abstract functions are never called.
            Handler::Lowered(_) | Handler::Math => return Err(unsupported()),
        };
        if let (Some(lhs), Some(v)) = (lhs, result) {
            let pl = self.place(st, p, lhs)?;
            self.write(st, p, &pl, v.clone(), span)?;
            self.step.change = Some((None, lhs, v));
        }
        Ok(())
    }

    /// The process has ended: checks for memory leaks.
    pub(crate) fn terminate(&mut self, st: &mut State, p: ProcId, span: Span) -> R<()> {
        if st.proc(p).mpi_initialized && !st.proc(p).mpi_finalized {
            let msg = format!("process {} ends without calling `MPI_Finalize`", p.rank);
            return Err(self.mpi_error(st, span, msg));
        }
        self.collective_records_at_end(st, p, span)?;
        if !self.cfg.properties.memory_leaks {
            return Ok(());
        }
        // SV-COMP's valid-memtrack counts only memory lost at the end: a block a global
        // still points to (directly or through other blocks) is tracked, and only
        // valid-memcleanup wants it freed.
        let tracked = if self.cfg.svcomp == Some(crate::SvProperty::ValidMemsafety) {
            reachable_from_globals(st, p)
        } else {
            Vec::new()
        };
        let leaked: Option<(FunctionId, LocId)> = st
            .proc(p)
            .heap
            .iter()
            .enumerate()
            .filter(|(i, _)| !tracked.get(*i).copied().unwrap_or(false))
            .filter_map(|(_, o)| o.as_ref())
            .map(|o| o.site)
            .find(|s| ![ARGUMENTS_SITE, SNAPSHOT_SITE, STREAM_SITE].contains(s));
        if let Some((f, l)) = leaked {
            let prog = self.progs[p.model as usize];
            let site = prog.functions[f.0 as usize].locations[l.0 as usize]
                .out
                .first()
                .map(|t| t.span)
                .unwrap_or(span);
            if self.checks.hypothesis {
                // The program for `N - 1` of an inductive step does not leak.
                return Err(Halt::Infeasible);
            }
            let a = self.assumption(st);
            let Some(r) = self.refute(&a, &Expr::bool(false)) else {
                return Err(Halt::Infeasible);
            };
            let v = self.violation(
                st,
                PropertyKind::MemoryLeak,
                site,
                "memory allocated here is never freed".into(),
                r,
            );
            return Err(v.into());
        }
        Ok(())
    }
}

/// The heap blocks of process `p` that its globals point to, directly or through other
/// blocks (by index in its heap).
fn reachable_from_globals(st: &State, p: ProcId) -> Vec<bool> {
    let pr = st.proc(p);
    let mut seen = vec![false; pr.heap.len()];
    let mut work: Vec<&Value> = pr.globals.iter().collect();
    while let Some(v) = work.pop() {
        match v {
            Value::Ptr(Pointer::Obj {
                base: Base::Heap { proc, obj },
                ..
            }) if proc.0 == p.model && proc.1 == p.rank => {
                let i = *obj as usize;
                if i < seen.len() && !seen[i] {
                    seen[i] = true;
                    if let Some(Some(HeapObject {
                        value: Some(inner), ..
                    })) = pr.heap.get(i)
                    {
                        work.push(inner);
                    }
                }
            }
            Value::Agg(items) => work.extend(items.iter()),
            _ => {}
        }
    }
    seen
}
