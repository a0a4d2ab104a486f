//! Statements over symbolic states: assignment, calls and returns, assertions and
//! assumptions, and the initial state.
//!
//! The initial state: each input is a symbolic constant named after it, or the value
//! `-inputN=` fixes, with its condition in the path condition; the process-global
//! variables are initialised by the model's generated `$init` function; `main`'s
//! `requires` are assumed after that (module `contract`). The set-up of processes checks
//! the time and memory limits too. In `compare` both programs run in one state (two
//! models) sharing the input constants, one after the other, and `compare_outputs`
//! compares their outputs at the end (module `observe`).

use crate::eval::{is_symbolic, Init};
use crate::machine::{Halt, Machine, ARGUMENTS_SITE, R};
use crate::report::{PropertyKind, StopReason};
use crate::Error as SetupError;
use std::sync::Arc;
use tass_model::{
    Callee, Expr as MExpr, FunctionId, FunctionKind, LocId, Program, Stmt, Transition,
    Type as MType,
};
use tass_state::{Frame, HeapObject, ModelState, Pointer, ProcId, Process, State, Value};
use tass_symbolic::{Expr, Type};
use tass_syntax::ast::IoKind;
use tass_syntax::Span;

pub(crate) use crate::machine::MAX_ARGS;

/// The conditions of the inputs as the initial state assumes them, and, for the base
/// case of an induction on an input N (`parameter`), those that read N (`on_param`: the
/// sizes whose N - 1 they reject are covered by the base case too).
struct Conditions {
    parameter: Option<Expr>,
    on_param: Vec<Expr>,
}

impl Conditions {
    /// Assumes `c` in the path condition of `st`.
    fn assume(&mut self, st: &mut State, c: Expr) -> Result<(), Setup> {
        if self
            .parameter
            .as_ref()
            .is_some_and(|x| c.free_symbols().contains(x))
        {
            self.on_param.push(c.clone());
        }
        st.pc = st.pc.and(&c).map_err(SetupError::from)?;
        Ok(())
    }
}

impl<'a> Machine<'a> {
    // ----- the initial state ------------------------------------------------------------------

    /// The initial state: inputs symbolic (or fixed by the configuration), outputs and
    /// globals uninitialised, each process about to run `$init` then `main`. `stop` is
    /// asked now and then while processes are set up (a time limit, an interrupt).
    ///
    /// The steps: for each program, its processes (`processes`), its shared variables
    /// in order with their conditions (`shared_variables`), its assumptions, and
    /// `argc`/`argv` when `main` takes them (`main_arguments`); then the configuration
    /// is checked against the programs (`check_arguments`), and the input conditions
    /// against satisfiability; last, for the base case of an induction on an input, the
    /// sizes the inductive step does not cover.
    pub(crate) fn initial_state(
        &mut self,
        stop: &dyn Fn() -> Option<StopReason>,
    ) -> Result<State, Setup> {
        let mut st = State {
            pc: Expr::bool(true),
            models: Vec::new(),
            queue: Arc::new(Vec::new()),
            buffers: Arc::new(Vec::new()),
            abstracted: false,
            marks: Vec::new(),
            shared_writers: Vec::new(),
            pairing: Arc::new(Vec::new()),
            float_ops: Default::default(),
        };
        // The base case of an induction on an input N covers the sizes up to the base
        // and the sizes N whose N - 1 the input conditions reject (the inductive step
        // has no hypothesis for them): the conditions that read N are kept in `on_param`
        // to make that disjunct.
        let parameter: Option<Expr> = match &self.cfg.induction {
            Some(ind) if !ind.step => match &ind.param {
                crate::config::Parameter::Input(n) => Some(Expr::symbol(n, &Type::int())?),
                crate::config::Parameter::Site(..) => None,
            },
            _ => None,
        };
        let mut conds = Conditions {
            parameter,
            on_param: Vec::new(),
        };
        let mut takes_arguments = false;
        for (m, prog) in self.progs.clone().iter().enumerate() {
            let nprocs = if m == 0 {
                self.cfg.procs
            } else {
                self.cfg.procs2
            };
            let procs = self.processes(m as u8, prog, nprocs, stop)?;
            st.models.push(ModelState {
                shared: Arc::new(vec![Value::Undef; prog.shared.len()]),
                procs,
            });
            let p0 = ProcId {
                model: m as u8,
                rank: 0,
            };
            self.shared_variables(&mut st, &mut conds, p0, prog)?;
            for a in &prog.assumptions {
                let cv = self
                    .eval(&mut st, p0, a)
                    .map_err(|h| setup_error(&h, a.span))?;
                let cx = self
                    .scalar(cv, &a.ty, a.span)
                    .map_err(|h| setup_error(&h, a.span))?;
                conds.assume(&mut st, cx)?;
            }
            takes_arguments |= self.main_arguments(&mut st, m as u8, prog, nprocs, stop)?;
        }
        self.check_arguments(takes_arguments)?;
        if st.pc.is_false() {
            return Err(SetupError::new("the input conditions are contradictory").into());
        }
        // Input conditions no value satisfies: every path ends at once, for them (the
        // cause a vacuous *holds* says).
        if !st.pc.is_true() && !self.feasible(&st, &st.pc.clone()) {
            let main = &self.progs[0].functions[self.progs[0].main.0 as usize];
            self.note_end(main.span, "the input conditions cannot be satisfied");
        }
        if let (Some(x), Some(ind)) = (&conds.parameter, &self.cfg.induction) {
            let mut before = Expr::bool(true);
            for c in &conds.on_param {
                before = before.and(&c.substitute_one(x, &x.minus(&Expr::int(1))?)?)?;
            }
            let first = x.less_eq(&Expr::int(ind.base))?.or(&before.not()?)?;
            st.pc = st.pc.and(&first)?;
        }
        Ok(st)
    }

    /// The `nprocs` processes of program `m`, each about to run `$init` then `main`.
    fn processes(
        &mut self,
        m: u8,
        prog: &Program,
        nprocs: u32,
        stop: &dyn Fn() -> Option<StopReason>,
    ) -> Result<Vec<Arc<Process>>, Setup> {
        let mut procs = Vec::new();
        let main_slots = self.layout(m, prog.main).total;
        let init_slots = self.layout(m, prog.init).total;
        for r in 0..nprocs {
            if r % 1024 == 1023 {
                if let Some(reason) = stop() {
                    return Err(Setup::Stopped(reason));
                }
            }
            let main = &prog.functions[prog.main.0 as usize];
            let init = &prog.functions[prog.init.0 as usize];
            procs.push(Arc::new(Process {
                stack: vec![
                    Arc::new(Frame {
                        func: prog.main,
                        loc: main.entry,
                        locals: vec![Value::Undef; main_slots],
                        uid: 0,
                        call_site: None,
                    }),
                    Arc::new(Frame {
                        func: prog.init,
                        loc: init.entry,
                        locals: vec![Value::Undef; init_slots],
                        uid: 1,
                        call_site: None,
                    }),
                ],
                globals: Arc::new(vec![Value::Undef; prog.globals.len()]),
                heap: Arc::new(Vec::new()),
                next_uid: 2,
                mpi_initialized: false,
                mpi_finalized: false,
                requests: Vec::new(),
                phase: Default::default(),
                comms: Vec::new(),
                types: Vec::new(),
            }));
        }
        Ok(procs)
    }

    /// The shared variables of `prog` (the program of `p0`), in order (extents and
    /// conditions refer to earlier inputs), their C ranges and conditions assumed.
    fn shared_variables(
        &mut self,
        st: &mut State,
        conds: &mut Conditions,
        p0: ProcId,
        prog: &Program,
    ) -> Result<(), Setup> {
        let m = p0.model as usize;
        for (i, sv) in prog.shared.iter().enumerate() {
            let name = sv.var.name.to_string();
            let v = self.shared_value(st, p0, sv, &name)?;
            if let Value::Sym(x) = &v {
                self.note_narrow(x, &sv.var.ty, sv.var.span);
                if let Some(c) = self.c_range(x, &sv.var.ty) {
                    conds.assume(st, c)?;
                }
            }
            Arc::make_mut(&mut st.models[m].shared)[i] = v;
            if let Some(c) = &sv.cond {
                let cv = self.eval(st, p0, c).map_err(|h| setup_error(&h, c.span))?;
                let cx = self
                    .scalar(cv, &c.ty, c.span)
                    .map_err(|h| setup_error(&h, c.span))?;
                if cx.is_false() {
                    return Err(SetupError::at(
                        c.span,
                        format!("the value given for `{name}` violates its condition"),
                    )
                    .into());
                }
                conds.assume(st, cx)?;
            }
        }
        Ok(())
    }

    /// The initial value of the shared variable `sv` (named `name`) of the program of
    /// `p0`: an input's value given on the command line, else a symbolic constant (the
    /// induction parameter adjusted in an inductive step); an output zero.
    fn shared_value(
        &mut self,
        st: &mut State,
        p0: ProcId,
        sv: &tass_model::SharedVar,
        name: &str,
    ) -> Result<Value, Setup> {
        let fixed = self
            .cfg
            .inputs
            .iter()
            .find(|(n, _)| *n == name)
            .map(|(_, v)| v.clone());
        let span = sv.var.span;
        Ok(match (sv.io, fixed) {
            (IoKind::Input, Some(text)) => {
                if !crate::eval::is_scalar(&sv.var.ty) {
                    return Err(SetupError::at(
                        span,
                        format!("the input `{name}` is not a number and cannot be given a value"),
                    )
                    .into());
                }
                let e = parse_model_value(&text, sv.var.ty.is_real());
                match e {
                    Some(e) => Value::Sym(e),
                    None => {
                        let what = if sv.var.ty.is_real() {
                            "a number such as 10, -3 or 2.5"
                        } else {
                            "a whole number such as 10 or -3"
                        };
                        return Err(SetupError::at(
                            span,
                            format!(
                                "`{text}` is not a valid value for the input `{name}`: write {what}"
                            ),
                        )
                        .into());
                    }
                }
            }
            (IoKind::Input, None) => {
                let v = self
                    .initial(st, p0, &sv.var.ty, Init::Symbol(name.to_string()), span)
                    .map_err(|h| setup_error(&h, span))?;
                // The induction parameter: N - 1 in the first copy of an
                // inductive step, N in the second.
                match (&v, &self.cfg.induction) {
                    (Value::Sym(x), Some(ind))
                        if crate::config::InductionSetup::is_input(&self.cfg.induction, name)
                            && x.ty().is_int() =>
                    {
                        if !ind.step {
                            v
                        } else if p0.model == 0 {
                            st.pc = st.pc.and(&x.greater_eq(&Expr::int(ind.base))?)?;
                            v
                        } else {
                            Value::Sym(x.plus(&Expr::int(1))?)
                        }
                    }
                    _ => v,
                }
            }
            // An output is a file-scope variable: static storage, zero until
            // written (C11 6.7.9 10), in both programs of a comparison alike.
            (IoKind::Output, _) => self
                .initial(st, p0, &sv.var.ty, Init::Zero, span)
                .map_err(|h| setup_error(&h, span))?,
        })
    }

    /// `main(int argc, char *argv[])` of program `m`: argc is symbolic, from 1 to
    /// `MAX_ARGS`, and each of the `nprocs` processes gets it and `argv`. Returns whether
    /// `main` takes arguments.
    fn main_arguments(
        &mut self,
        st: &mut State,
        m: u8,
        prog: &Program,
        nprocs: u32,
        stop: &dyn Fn() -> Option<StopReason>,
    ) -> Result<bool, Setup> {
        let main = &prog.functions[prog.main.0 as usize];
        if main.sig.params.is_empty() || !main.sig.params[0].is_integer() {
            return Ok(false);
        }
        let argc = Expr::symbol("argc", &Type::int())?;
        let ge = argc.greater_eq(&Expr::int(1))?;
        let le = argc.less_eq(&Expr::int(MAX_ARGS as u64))?;
        st.pc = st.pc.and(&ge).and_then(|pc| pc.and(&le))?;
        // `--arg K=TEXT`: argv[K] exists.
        if let Some(k) = self.cfg.arguments.iter().map(|(k, _)| *k).max() {
            let gt = argc.greater(&Expr::int(k as u64))?;
            st.pc = st.pc.and(&gt)?;
        }
        for r in 0..nprocs {
            if r % 1024 == 1023 {
                if let Some(reason) = stop() {
                    return Err(Setup::Stopped(reason));
                }
            }
            let p = ProcId { model: m, rank: r };
            let argv = if main.sig.params.len() >= 2 {
                Some(self.argument_vector(st, p, &argc)?)
            } else {
                None
            };
            let frame = Arc::make_mut(&mut st.proc_mut(p).stack[0]);
            frame.locals[0] = Value::Sym(argc.clone());
            if let Some(argv) = argv {
                frame.locals[1] = argv;
            }
        }
        Ok(true)
    }

    /// The configuration's arguments and inputs against the programs: at most
    /// `MAX_ARGS` arguments, only for a `main` that takes them (`takes_arguments`), and
    /// every input named exists.
    fn check_arguments(&self, takes_arguments: bool) -> Result<(), Setup> {
        if let Some((k, _)) = self.cfg.arguments.iter().find(|(k, _)| *k >= MAX_ARGS) {
            return Err(SetupError::new(format!(
                "--arg {k}=...: tass runs programs with at most {MAX_ARGS} command-line arguments (argv[0] to argv[{}])",
                MAX_ARGS - 1
            ))
            .into());
        }
        if !self.cfg.arguments.is_empty() && !takes_arguments {
            return Err(SetupError::new(
                "--arg gives command-line arguments, but `main` takes none",
            )
            .into());
        }
        for name in self.cfg.inputs.iter().map(|(n, _)| n) {
            if !self.progs.iter().any(|p| {
                p.shared
                    .iter()
                    .any(|s| &*s.var.name == name && s.io == IoKind::Input)
            }) {
                return Err(
                    SetupError::new(format!("the program has no input named `{name}`")).into(),
                );
            }
        }
        Ok(())
    }

    /// `argv`: a pointer to the argument vector, `argc + 1` pointers (the arguments, then
    /// a null pointer, C11 5.1.2.2.1). Its contents are made when it is first accessed
    /// ([`Machine::argument_strings`]), when the path splits on `argc`; a program that
    /// never looks at its arguments runs for every `argc` at once.
    fn argument_vector(
        &mut self,
        st: &mut State,
        p: ProcId,
        argc: &Expr,
    ) -> tass_symbolic::Result<Value> {
        let (size, _) = crate::eval::size_of(
            &MType::Pointer(Box::new(MType::CHAR)),
            &self.progs[p.model as usize].structs,
        )
        .unwrap_or((8, 8));
        let bytes = argc.plus(&Expr::int(1))?.times(&Expr::int(size))?;
        Ok(crate::memory::allocate(
            st,
            p,
            HeapObject {
                bytes,
                value: None,
                elem: None,
                site: ARGUMENTS_SITE,
                zeroed: false,
            },
        ))
    }

    // ----- statements ---------------------------------------------------------------------------

    /// Executes transition `t` (number `idx` of location `from`) of process `p`, whose guard
    /// has been added to the path condition.
    pub(crate) fn execute(
        &mut self,
        st: &mut State,
        p: ProcId,
        from: LocId,
        idx: u32,
        t: &'a Transition,
    ) -> R<()> {
        self.step.change = None;
        self.step.at = Some((p, from));
        let uid = {
            let pr = st.proc_mut(p);
            let Some(top) = pr.stack.last_mut() else {
                return Ok(());
            };
            Arc::make_mut(top).loc = t.target;
            top.uid
        };
        let r = self.statement(st, p, from, idx, t);
        self.step.at = None;
        r?;
        // The frame moved (calls and returns move their callers when they return).
        match st.proc(p).top() {
            Some(f) if f.uid == uid && !matches!(t.stmt, Stmt::Return(_)) => {
                let to = f.loc;
                self.moved(st, p, from, to)
            }
            _ => Ok(()),
        }
    }

    /// The effect of the statement of transition `t` (the frame is already at its target).
    fn statement(
        &mut self,
        st: &mut State,
        p: ProcId,
        from: LocId,
        idx: u32,
        t: &'a Transition,
    ) -> R<()> {
        let span = t.span;
        match &t.stmt {
            Stmt::Noop => Ok(()),
            Stmt::Declare(i) => self.declare(st, p, *i, span),
            Stmt::Assign(l, r) => {
                let v = self.eval(st, p, r)?;
                let pl = self.place(st, p, l)?;
                self.check_owned(st, p, &pl, crate::pending::Access::Write, span)?;
                self.write(st, p, &pl, v.clone(), span)?;
                self.step.change = Some((None, l, v));
                Ok(())
            }
            Stmt::Havoc(l) => self.havoc(st, p, from, l, span),
            Stmt::Assert(c, kind) => self.assert_stmt(st, p, c, *kind, span),
            Stmt::Assume(c) => self.assume_stmt(st, p, c, span),
            Stmt::Return(e) => {
                let v = match e {
                    Some(e) => Some(self.eval(st, p, e)?),
                    None => None,
                };
                self.ret(st, p, v, span)
            }
            Stmt::Call { lhs, callee, args } => {
                self.call(st, p, (from, idx), lhs.as_ref(), callee, args, span)
            }
            Stmt::MultiAssert {
                joint: true,
                label,
                expr,
            } => self.joint_assert(st, p, (from, idx), label, expr, span, false),
            Stmt::MultiAssert {
                joint: false,
                label,
                expr,
            } => self.collective_assert(st, p, (from, idx), label, expr, span, false),
        }
    }

    /// `Declare(i)`: local `i` begins a new lifetime, indeterminate.
    fn declare(&mut self, st: &mut State, p: ProcId, i: u32, span: Span) -> R<()> {
        let (func, ty) = {
            let f = st.proc(p).top().map(|f| f.func).ok_or(Halt::Infeasible)?;
            (
                f,
                self.progs[p.model as usize].functions[f.0 as usize].locals[i as usize]
                    .ty
                    .clone(),
            )
        };
        let _ = func;
        let v = self.initial(st, p, &ty, Init::Undef, span)?;
        if let Some(uid) = st.proc(p).top().map(|f| f.uid) {
            crate::memory::end_instance(st, p, uid, i);
        }
        let pr = st.proc_mut(p);
        if let Some(top) = pr.stack.last_mut() {
            Arc::make_mut(top).locals[i as usize] = v;
        }
        Ok(())
    }

    /// `Havoc(l)`: `l` gets a nondeterministic value (in the range of its C type, with C
    /// integers), made at `from`.
    fn havoc(&mut self, st: &mut State, p: ProcId, from: LocId, l: &'a MExpr, span: Span) -> R<()> {
        let pl = self.place(st, p, l)?;
        let v = if is_symbolic(&l.ty) {
            let ty = self.sym_type(st, p, &l.ty, span)?;
            let func = st.proc(p).top().map(|f| f.func).unwrap_or(FunctionId(0));
            let x = self.paired_value(st, p, &ty, (func, from), "nondet", span)?;
            if let Some(n) = x.symbol_name() {
                self.symbols
                    .origins
                    .insert(n.to_string(), (p.model, func, from));
            }
            self.note_narrow(&x, &l.ty, span);
            if let Some(c) = self.c_range(&x, &l.ty) {
                self.assume(st, &c, span)?;
            }
            Value::Sym(x)
        } else if no_pointers(self.progs[p.model as usize], &l.ty) {
            // A struct, or an array of structs, of numbers: every member gets a
            // fresh symbolic value (in the range of its C type, with C integers).
            let name = self.fresh(&Type::int(), "nondet");
            let name = name.symbol_name().map(str::to_owned).unwrap_or_default();
            let v = self.initial(st, p, &l.ty, Init::Symbol(name), span)?;
            self.assume_c_ranges(st, p, &v, &l.ty, span)?;
            v
        } else {
            return Err(Halt::Unsupported(
                span,
                "a nondeterministic value of this type".into(),
            ));
        };
        self.check_owned(st, p, &pl, crate::pending::Access::Write, span)?;
        self.write(st, p, &pl, v.clone(), span)?;
        self.step.change = Some((None, l, v));
        Ok(())
    }

    /// `Assert(c, kind)`: `c` is checked (unless the property is off, or SV-COMP's
    /// `unreach-call` concerns another assertion), then assumed.
    fn assert_stmt(
        &mut self,
        st: &mut State,
        p: ProcId,
        c: &MExpr,
        kind: tass_model::AssertKind,
        span: Span,
    ) -> R<()> {
        let cv = self.eval(st, p, c)?;
        let cx = self.scalar(cv, &c.ty, span)?;
        // SV-COMP's `unreach-call` concerns `reach_error()` alone: any other
        // assertion that fails aborts the program, as C's `assert` does.
        let checked = match self.cfg.svcomp {
            Some(crate::SvProperty::UnreachCall) => kind == tass_model::AssertKind::SvComp,
            Some(_) => false,
            None => true,
        };
        if self.cfg.properties.assertions && checked {
            let text = tass_model::show::expr_str(
                self.progs[p.model as usize],
                st.proc(p).top().map(|f| f.func),
                c,
            );
            let msg = match kind {
                tass_model::AssertKind::SvComp => {
                    "reach_error() is reachable (SV-COMP assertion)".to_string()
                }
                tass_model::AssertKind::C if cx.is_false() => {
                    let prog = self.progs[p.model as usize];
                    let in_reach_error = st.proc(p).top().is_some_and(|f| {
                        matches!(
                            &*prog.functions[f.func.0 as usize].name,
                            "reach_error" | "__VERIFIER_error"
                        )
                    });
                    if in_reach_error {
                        "reach_error() is reachable (SV-COMP assertion)".to_string()
                    } else {
                        "`__assert_fail` is reached: a C assertion fails".to_string()
                    }
                }
                _ => format!("assertion `{text}` may be violated"),
            };
            self.check(st, cx.clone(), PropertyKind::Assertion, span, msg)?;
        }
        self.assume(st, &cx, span)
    }

    /// `Assume(c)`: `c` is assumed; a path it makes infeasible ends, its cause noted. In
    /// the hypothesis of an inductive step, an assumption not implied stops the
    /// hypothesis instead.
    fn assume_stmt(&mut self, st: &mut State, p: ProcId, c: &MExpr, span: Span) -> R<()> {
        let cv = self.eval_assumed(st, p, c)?;
        let cx = self.scalar(cv, &c.ty, span)?;
        if self.checks.hypothesis && !cx.is_true() {
            let a = self.assumption(st);
            if !matches!(self.oracle.valid(&a, &cx), crate::oracle::Decision::Yes) {
                // The program for `N - 1` of an inductive step shares its choices
                // with the program for `N`, which an assumption of the smaller
                // one must not restrict: the hypothesis stops here.
                st.proc_mut(p).stack.clear();
                return Ok(());
            }
        }
        let r = self.assume(st, &cx, span);
        if matches!(r, Err(Halt::Infeasible)) {
            let why = if matches!(c.kind, tass_model::ExprKind::Bool(false)) {
                "a call that does not return (`abort`, or a function declared not to return)"
            } else {
                "an assumption that no value satisfies on the path (`assume`)"
            };
            self.note_end(span, why);
        }
        r
    }

    /// A call: the arguments evaluated, then a defined function entered (within the
    /// call depth), or a library function run by its handler. `(from, idx)` is the
    /// transition of the call.
    #[allow(clippy::too_many_arguments)]
    fn call(
        &mut self,
        st: &mut State,
        p: ProcId,
        (from, idx): (LocId, u32),
        lhs: Option<&'a MExpr>,
        callee: &Callee,
        args: &'a [MExpr],
        span: Span,
    ) -> R<()> {
        let mut vals = Vec::new();
        for a in args {
            vals.push(self.eval(st, p, a)?);
        }
        let fid = match callee {
            Callee::Function(f) => *f,
            Callee::Pointer(e) => match self.eval(st, p, e)? {
                Value::Ptr(Pointer::Func(f)) => f,
                _ => {
                    let v = self.definite(
                        st,
                        PropertyKind::Pointer,
                        span,
                        "call through a pointer that is not a function".into(),
                    );
                    return Err(v);
                }
            },
        };
        let func = &self.progs[p.model as usize].functions[fid.0 as usize];
        if self.cfg.svcomp == Some(crate::SvProperty::UnreachCall)
            && matches!(&*func.name, "reach_error" | "__VERIFIER_error")
        {
            // The property is that this function is never called, whatever its
            // body does.
            return Err(self.definite(
                st,
                PropertyKind::Assertion,
                span,
                format!("{}() is called (SV-COMP unreach-call)", func.name),
            ));
        }
        match &func.kind {
            FunctionKind::Defined => {
                // `$init` may sit on `main`: count the frames from `main` up.
                let prog = self.progs[p.model as usize];
                let frames = st.proc(p).stack.iter().filter(|f| f.func != prog.init);
                if frames.count() >= self.cfg.max_call_depth {
                    return Err(Halt::Cut(StopReason::CallDepth {
                        span,
                        function: func.name.to_string(),
                        limit: self.cfg.max_call_depth,
                    }));
                }
                let nlocals = self.layout(p.model, fid).total;
                let entry = func.entry;
                let pr = st.proc_mut(p);
                let uid = pr.next_uid;
                pr.next_uid += 1;
                let mut locals = vals;
                locals.resize(nlocals, Value::Undef);
                pr.stack.push(Arc::new(Frame {
                    func: fid,
                    loc: entry,
                    locals,
                    uid,
                    call_site: Some((from, idx)),
                }));
                self.enter(st, p, Some(span))
            }
            FunctionKind::System(_) | FunctionKind::Undefined => {
                let name = func.name.clone();
                let ret = func.sig.ret.clone();
                self.library_call(st, p, &name, lhs, args, vals, &ret, (from, span))
            }
            FunctionKind::Abstract => Err(Halt::Unsupported(
                span,
                "a call statement of an abstract function".into(),
            )),
        }
    }

    /// A joint assertion (`#pragma TASS joint assert LABEL e`, seed 001 3.3), or a
    /// joint invariant checked at one visit of its loop head (`invariant`: without the
    /// technique `joint`). The specification (model 0, one process) runs first:
    /// reaching the assertion, it leaves a snapshot of its variables in the queue for
    /// each process of the implementation. A process of the implementation reaching the
    /// assertion of the same label takes the oldest such snapshot left for it and checks
    /// `e` with `spec.x` read from it.
    #[allow(clippy::too_many_arguments)]
    pub(crate) fn joint_assert(
        &mut self,
        st: &mut State,
        p: ProcId,
        (from, idx): (LocId, u32),
        label: &tass_model::Name,
        expr: &MExpr,
        span: Span,
        invariant: bool,
    ) -> R<()> {
        if self.progs.len() < 2 {
            return Err(Halt::Unsupported(
                span,
                "a joint assertion outside of `tass compare`".into(),
            ));
        }
        if st.models[0].procs.len() != 1 {
            return Err(Halt::Unsupported(
                span,
                "a joint assertion where the specification runs as more than one process".into(),
            ));
        }
        let what = if invariant {
            "joint invariant"
        } else {
            "joint assertion"
        };
        let kind = if invariant {
            PropertyKind::Invariant
        } else {
            PropertyKind::Assertion
        };
        if p.model == 0 {
            // The specification's own expression (its variables only).
            let cv = self.eval(st, p, expr)?;
            let cx = self.scalar(cv, &expr.ty, span)?;
            if invariant || self.cfg.properties.assertions {
                self.check(
                    st,
                    cx.clone(),
                    kind,
                    span,
                    format!("{what} `{label}` may not hold here (the specification)"),
                )?;
            }
            self.assume(st, &cx, span)?;
            let vars = self.visible_vars(st, p);
            let site = (func_of(st, p)?, from, idx);
            let n = st.models[1].procs.len() as u32;
            let queue = Arc::make_mut(&mut st.queue);
            for rank in 0..n {
                queue.push(tass_state::Snapshot {
                    label: label.clone(),
                    joint: true,
                    proc: ProcId { model: 1, rank },
                    site,
                    vars: vars.clone(),
                });
            }
            return Ok(());
        }
        let pos = st
            .queue
            .iter()
            .position(|s| s.joint && s.label == *label && s.proc == p);
        let Some(pos) = pos else {
            let msg = format!(
                "the implementation{} reaches {what} `{label}` but the specification did not reach it as often",
                if st.models[1].procs.len() > 1 { format!(" (process {})", p.rank) } else { String::new() }
            );
            return Err(self.definite(st, kind, span, msg));
        };
        let snap = Arc::make_mut(&mut st.queue).remove(pos);
        self.scope.spec_vars = Some(snap.vars);
        let r = (|| {
            let cv = self.eval(st, p, expr)?;
            self.scalar(cv, &expr.ty, span)
        })();
        self.scope.spec_vars = None;
        let cx = r?;
        if invariant || self.cfg.properties.assertions {
            let msg = if invariant {
                format!("joint invariant `{label}` may not hold here")
            } else {
                format!("joint assertion `{label}` may be violated")
            };
            self.check(st, cx.clone(), kind, span, msg)?;
        }
        self.assume(st, &cx, span)
    }

    /// A collective assertion (seed 001, 3.3 and 5.1): each process leaves a snapshot of
    /// its variables in the queue of collective records; when every process of the
    /// program has one in the oldest record, the assertion is evaluated for each process
    /// in its snapshot, `PROC[e].x` reading `x` in the snapshot of process `e`. As with
    /// collective operations, every process must reach the same collective assertions in
    /// the same order: a process reaching one where another reached a different label,
    /// or one a process that has ended never reached, is an MPI usage error.
    #[allow(clippy::too_many_arguments)]
    pub(crate) fn collective_assert(
        &mut self,
        st: &mut State,
        p: ProcId,
        (from, idx): (LocId, u32),
        label: &tass_model::Name,
        expr: &MExpr,
        span: Span,
        invariant: bool,
    ) -> R<()> {
        let n = st.models[p.model as usize].procs.len() as u32;
        let pending = |st: &State, q: ProcId| -> Vec<Arc<str>> {
            st.queue
                .iter()
                .filter(|s| !s.joint && s.proc == q)
                .map(|s| s.label.clone())
                .collect()
        };
        // This snapshot goes into the record after the ones `p` is already in.
        let k = pending(st, p).len();
        for r in (0..n).filter(|r| *r != p.rank) {
            let q = ProcId {
                model: p.model,
                rank: r,
            };
            let theirs = pending(st, q);
            match theirs.get(k) {
                Some(other) if **other != **label => {
                    let msg = format!("process {} reaches collective assertion `{label}` where process {r} reached `{other}`: every process must reach the same collective assertions in the same order", p.rank);
                    return Err(self.mpi_error(st, span, msg));
                }
                None if st.proc(q).terminated() => {
                    let msg = format!("process {} reaches collective assertion `{label}`, which process {r} never reached before it ended: every process must reach the same collective assertions", p.rank);
                    return Err(self.mpi_error(st, span, msg));
                }
                _ => {}
            }
        }
        let vars = self.visible_vars(st, p);
        let site = (func_of(st, p)?, from, idx);
        Arc::make_mut(&mut st.queue).push(tass_state::Snapshot {
            label: label.clone(),
            joint: false,
            proc: p,
            site,
            vars,
        });
        // The oldest record is complete when every process has a snapshot in it.
        let mut picks = Vec::new();
        for r in 0..n {
            let q = ProcId {
                model: p.model,
                rank: r,
            };
            match st.queue.iter().position(|s| !s.joint && s.proc == q) {
                Some(i) => picks.push(i),
                None => return Ok(()),
            }
        }
        let snaps: Vec<Vec<(Arc<str>, Value)>> =
            picks.iter().map(|&i| st.queue[i].vars.clone()).collect();
        let sites: Vec<(FunctionId, LocId, u32)> =
            picks.iter().map(|&i| st.queue[i].site).collect();
        let mut q: Vec<tass_state::Snapshot> = st.queue.to_vec();
        let mut sorted = picks.clone();
        sorted.sort_unstable_by(|a, b| b.cmp(a));
        for i in sorted {
            q.remove(i);
        }
        st.queue = Arc::new(q);
        // Each process's own assertion, in its own function.
        for r in 0..n {
            let (func, loc, i) = sites[r as usize];
            let t = &self.progs[p.model as usize].functions[func.0 as usize].locations
                [loc.0 as usize]
                .out[i as usize];
            let (expr, span) = match &t.stmt {
                Stmt::MultiAssert { expr, .. } => (expr.clone(), t.span),
                _ => (expr.clone(), span),
            };
            self.scope.snapshots = Some((r as usize, snaps.clone(), Some(func)));
            let v = self.eval(
                st,
                ProcId {
                    model: p.model,
                    rank: r,
                },
                &expr,
            );
            self.scope.snapshots = None;
            let c = self.scalar(v?, &expr.ty, span)?;
            if invariant {
                // A collective loop invariant checked at one visit of its loop head.
                self.check(
                    st,
                    c.clone(),
                    PropertyKind::Invariant,
                    span,
                    format!("collective invariant `{label}` may not hold here (process {r})"),
                )?;
            } else if self.cfg.properties.assertions {
                self.check(
                    st,
                    c.clone(),
                    PropertyKind::Assertion,
                    span,
                    format!("collective assertion `{label}` may be violated on process {r}"),
                )?;
            }
            self.assume(st, &c, span)?;
        }
        Ok(())
    }

    /// The variables visible in the top frame of `p`, by name: locals (innermost
    /// declaration first), globals, shared variables.
    pub(crate) fn visible_vars(&self, st: &State, p: ProcId) -> Vec<(Arc<str>, Value)> {
        let prog = self.progs[p.model as usize];
        let pr = st.proc(p);
        let mut out = Vec::new();
        if let Some(f) = pr.top() {
            let func = &prog.functions[f.func.0 as usize];
            for (i, v) in func.locals.iter().enumerate().rev() {
                if !v.name.starts_with('$') && !v.name.starts_with('\\') {
                    out.push((
                        v.name.clone(),
                        f.locals.get(i).cloned().unwrap_or(Value::Undef),
                    ));
                }
            }
        }
        for (i, g) in prog.globals.iter().enumerate() {
            out.push((
                g.name.clone(),
                pr.globals.get(i).cloned().unwrap_or(Value::Undef),
            ));
        }
        for (i, s) in prog.shared.iter().enumerate() {
            out.push((
                s.var.name.clone(),
                st.models[p.model as usize].shared[i].clone(),
            ));
        }
        out
    }

    /// Returns from the top frame of `p` with value `v`.
    fn ret(&mut self, st: &mut State, p: ProcId, v: Option<Value>, span: Span) -> R<()> {
        self.leave(st, p, v.as_ref())?;
        let frame = {
            let pr = st.proc_mut(p);
            pr.stack.pop()
        };
        let Some(frame) = frame else { return Ok(()) };
        let prog = self.progs[p.model as usize];
        if st.proc(p).stack.is_empty() {
            if frame.func == prog.main {
                self.observe_exit(st, p, v.clone(), span);
            }
            return self.terminate(st, p, span);
        }
        if frame.func == prog.init && st.proc(p).stack.len() == 1 {
            // The globals are initialised: `main` starts.
            return self.enter(st, p, None);
        }
        if let Some((loc, idx)) = frame.call_site {
            let caller = st.proc(p).top().map(|f| f.func).ok_or(Halt::Infeasible)?;
            let t = &prog.functions[caller.0 as usize].locations[loc.0 as usize].out[idx as usize];
            if let (Stmt::Call { lhs: Some(lhs), .. }, Some(v)) = (&t.stmt, v) {
                self.step.at = Some((p, loc));
                let pl = self.place(st, p, lhs)?;
                self.check_owned(st, p, &pl, crate::pending::Access::Write, span)?;
                self.write(st, p, &pl, v.clone(), span)?;
                self.step.change = Some((Some(caller), lhs, v));
            }
            let to = st.proc(p).top().map(|f| f.loc).unwrap_or(loc);
            self.moved(st, p, loc, to)?;
        }
        Ok(())
    }

    /// At the end of a comparison (both programs terminated): every output of the
    /// specification equals the output of the same name of the implementation, under the
    /// path condition (seed 001, section 2). Arrays are compared element by element over
    /// their whole extent.
    ///
    /// Elements neither program wrote follow C's initial values: an output is a
    /// file-scope variable, static storage, so zero in both (C11 6.7.9 10), and equal. An
    /// element that holds an indeterminate value (stored from an uninitialised automatic
    /// variable, module `uninit`) equals nothing, not even another indeterminate one:
    /// there is no value to compare, and calling it equal would claim what the program
    /// does not compute. With no output declared on either side the exit statuses are
    /// compared (module `observe`).
    pub(crate) fn compare_outputs(&mut self, st: &mut State) -> R<()> {
        let (spec, imp) = (self.progs[0], self.progs[1]);
        for (i0, sv) in spec.shared.iter().enumerate() {
            if sv.io != IoKind::Output || &*sv.var.name == crate::observe::EXIT_AT {
                continue;
            }
            let Some(i1) = imp
                .shared
                .iter()
                .position(|x| x.io == IoKind::Output && x.var.name == sv.var.name)
            else {
                continue;
            };
            let v0 = st.models[0].shared[i0].clone();
            let v1 = st.models[1].shared[i1].clone();
            let exit = &*sv.var.name == crate::observe::EXIT;
            let span = if exit {
                // At the implementation's `return` (module `observe`).
                self.exit_place(st, 1).unwrap_or(imp.shared[i1].var.span)
            } else {
                imp.shared[i1].var.span
            };
            let eq = self.value_eq(st, &v0, &v1, span)?;
            let name = sv.var.name.to_string();
            let a = self.assumption(st);
            match self.refute(&a, &eq) {
                None => {}
                Some(r) => {
                    let model = &r.model;
                    let shown = |v: &Value| crate::machine::value_str(v);
                    let (c0, c1) = if exit {
                        // A status is often a constant, which needs no model.
                        let konst = |v: &Value| match v {
                            Value::Sym(e) if !e.ty().is_array() => e
                                .eval(model)
                                .ok()
                                .and_then(|c| c.to_expr(e.ty()).ok())
                                .map(|x| x.to_string()),
                            _ => None,
                        };
                        (konst(&v0), konst(&v1))
                    } else {
                        (concrete(&v0, model), concrete(&v1, model))
                    };
                    let msg = match (c0, c1) {
                        (Some(x), Some(y)) if exit => format!(
                            "the exit status differs: `main` of the specification returns {x}, of the implementation {y} (neither program declares an output)"
                        ),
                        _ if exit => format!(
                            "the exit status may differ: `main` of the specification returns {}, of the implementation {} (neither program declares an output)",
                            shown(&v0),
                            shown(&v1)
                        ),
                        (Some(x), Some(y)) => format!(
                            "output `{name}` differs: the specification computes {x}, the implementation {y} (symbolically {} and {})",
                            shown(&v0),
                            shown(&v1)
                        ),
                        _ => format!(
                            "output `{name}` may differ: the specification computes {}, the implementation {}",
                            shown(&v0),
                            shown(&v1)
                        ),
                    };
                    let v = self.violation(st, PropertyKind::NotEquivalent, span, msg, r);
                    return Err(v.into());
                }
            }
        }
        Ok(())
    }

    /// The formula saying two output values are equal.
    fn value_eq(&mut self, st: &State, a: &Value, b: &Value, span: Span) -> R<Expr> {
        match (a, b) {
            (Value::Undef, Value::Undef) => Ok(Expr::bool(true)),
            (Value::Sym(x), Value::Sym(y)) => self.sym_eq(st, x, y, span),
            (Value::Agg(xs), Value::Agg(ys)) if xs.len() == ys.len() => {
                let mut parts = Vec::new();
                for (x, y) in xs.iter().zip(ys.iter()) {
                    parts.push(self.value_eq(st, x, y, span)?);
                }
                self.sym(Expr::and_all(parts.iter()), span)
            }
            (Value::Ptr(x), Value::Ptr(y)) => Ok(Expr::bool(x == y)),
            _ => Ok(Expr::bool(false)),
        }
    }

    /// Equality of symbolic values; arrays element-wise (expanded when the extent is a
    /// constant under the path condition, quantified otherwise).
    fn sym_eq(&mut self, st: &State, x: &Expr, y: &Expr, span: Span) -> R<Expr> {
        if !x.ty().is_array() {
            let (x, y) = if x.ty().is_real() != y.ty().is_real() {
                let conv = |e: &Expr| {
                    if e.ty().is_real() {
                        Ok(e.clone())
                    } else {
                        e.to_real()
                    }
                };
                (self.sym(conv(x), span)?, self.sym(conv(y), span)?)
            } else {
                (x.clone(), y.clone())
            };
            let eq = self.sym(x.equals(&y), span)?;
            // An element left uninitialised (automatic storage, or stored from an
            // uninitialised value) equals nothing: it has no value to compare.
            let mut parts = vec![eq];
            for e in [&x, &y] {
                match crate::uninit::origin(e) {
                    Some(c) if c.is_false() => {}
                    Some(c) => parts.push(self.sym(c.not(), span)?),
                    None => {
                        return Err(Halt::Unsupported(
                            span,
                            "the check that an output element is initialised, on a very large array expression".into(),
                        ))
                    }
                }
            }
            return self.sym(Expr::and_all(parts.iter()), span);
        }
        let nx = self.sym(x.extent(), span)?;
        let ny = self.sym(y.extent(), span)?;
        let same_len = self.sym(nx.equals(&ny), span)?;
        let n = nx.simplify_under(&st.pc).unwrap_or(nx.clone());
        if let Some(k) = n
            .as_int()
            .and_then(|k| i64::try_from(k).ok())
            .filter(|k| *k <= 4096)
        {
            let mut parts = vec![same_len];
            for i in 0..k.max(0) {
                let xi = self.sym(x.read(&Expr::int(i)), span)?;
                let yi = self.sym(y.read(&Expr::int(i)), span)?;
                parts.push(self.sym_eq(st, &xi, &yi, span)?);
            }
            return self.sym(Expr::and_all(parts.iter()), span);
        }
        let i = self.fresh(&Type::int(), "i");
        let xi = self.sym(x.read(&i), span)?;
        let yi = self.sym(y.read(&i), span)?;
        let body = self.sym_eq(st, &xi, &yi, span)?;
        let all = self.sym(
            Expr::forall(&i, Some(&Expr::int(0)), Some(&nx), &body),
            span,
        )?;
        self.sym(same_len.and(&all), span)
    }
}

/// A one-line description of a halt during set-up.
/// The setup error a halt means, at the halt's place or at `span`.
fn setup_error(h: &Halt, span: Span) -> Setup {
    let at = match h {
        Halt::Violation(v) => v.span,
        Halt::Unsupported(s, _) if *s != Span::default() => *s,
        _ => span,
    };
    let message = match h {
        Halt::Unsupported(_, s) => format!("{s} is not supported while inputs are set up"),
        other => describe_halt(other),
    };
    Setup::Error(SetupError::at(at, message))
}

/// Why no initial state was built.
pub(crate) enum Setup {
    /// The configuration does not fit the program.
    Error(SetupError),
    /// A limit was reached (or the user interrupted) while processes were set up.
    Stopped(StopReason),
}

impl From<SetupError> for Setup {
    fn from(e: SetupError) -> Setup {
        Setup::Error(e)
    }
}

impl From<tass_symbolic::Error> for Setup {
    fn from(e: tass_symbolic::Error) -> Setup {
        Setup::Error(e.into())
    }
}

pub(crate) fn describe_halt(h: &Halt) -> String {
    match h {
        Halt::Violation(v) => v.message.clone(),
        Halt::Unsupported(_, s) => s.clone(),
        Halt::Infeasible => "the input conditions are contradictory".into(),
        Halt::Cut(_) => "a limit was reached while inputs were set up".into(),
        Halt::Split { .. } => "a value needed by the set-up is symbolic".into(),
    }
}

/// The concrete value of a symbolic value under a counterexample, when it is a scalar
/// the model determines.
fn concrete(v: &Value, model: &tass_symbolic::Assignment) -> Option<String> {
    let Value::Sym(e) = v else { return None };
    if e.ty().is_array() || model.is_empty() {
        return None;
    }
    let c = e.eval(model).ok()?;
    c.to_expr(e.ty()).ok().map(|x| x.to_string())
}

/// Parses a value as solvers and users write it: `5`, `-5`, `(- 5)`, `1/3`, `(/ 1 3)`,
/// `(- (/ 1 3))`, `2.5`.
pub fn parse_model_value(text: &str, real: bool) -> Option<Expr> {
    let t: String = text.replace(['(', ')'], " ");
    let words: Vec<&str> = t.split_whitespace().collect();
    let (neg, rest) = match words.first() {
        Some(&"-") => (true, &words[1..]),
        _ => (false, &words[..]),
    };
    let r = match rest {
        [x] if x.contains('/') => {
            let (a, b) = x.split_once('/')?;
            let a = crate::eval::parse_real(a.trim_start_matches('-'))?;
            let b = crate::eval::parse_real(b)?;
            if b == tass_symbolic::BigRational::from_integer(0.into()) {
                return None;
            }
            if x.starts_with('-') {
                -(a / b)
            } else {
                a / b
            }
        }
        [x] => crate::eval::parse_real(x.trim_start_matches('-')).map(|r| {
            if x.starts_with('-') {
                -r
            } else {
                r
            }
        })?,
        ["/", a, b] => {
            let a = crate::eval::parse_real(a)?;
            let b = crate::eval::parse_real(b)?;
            if b == tass_symbolic::BigRational::from_integer(0.into()) {
                return None;
            }
            a / b
        }
        [a, "/", b] => crate::eval::parse_real(a)? / crate::eval::parse_real(b)?,
        _ => return None,
    };
    let r = if neg { -r } else { r };
    if real {
        Some(Expr::real(r))
    } else if r.is_integer() {
        Some(Expr::int(r.to_integer()))
    } else {
        None
    }
}

/// The function process `p` is running.
fn func_of(st: &State, p: ProcId) -> R<FunctionId> {
    st.proc(p).top().map(|f| f.func).ok_or(Halt::Infeasible)
}

/// Whether values of type `t` hold no pointers (numbers, and structs and arrays of them).
fn no_pointers(prog: &tass_model::Program, t: &MType) -> bool {
    match t {
        MType::Array(e, _) => no_pointers(prog, e),
        MType::Struct(id) => prog.structs[id.0 as usize]
            .fields
            .iter()
            .all(|(_, ft)| no_pointers(prog, ft)),
        t => crate::eval::is_scalar(t),
    }
}

#[cfg(test)]
mod tests {
    use super::parse_model_value;
    use tass_symbolic::{BigInt, BigRational, Expr};

    #[test]
    fn model_values_in_every_solver_spelling() {
        assert_eq!(parse_model_value("5", false), Some(Expr::int(5)));
        assert_eq!(parse_model_value("-5", false), Some(Expr::int(-5)));
        assert_eq!(parse_model_value("(- 5)", false), Some(Expr::int(-5)));
        let third = Expr::real(BigRational::new(BigInt::from(1), BigInt::from(3)));
        assert_eq!(parse_model_value("(/ 1 3)", true), Some(third.clone()));
        assert_eq!(parse_model_value("1/3", true), Some(third));
        assert_eq!(
            parse_model_value("(- (/ 1 2))", true),
            Some(Expr::real(BigRational::new(
                BigInt::from(-1),
                BigInt::from(2)
            )))
        );
        assert_eq!(
            parse_model_value("2.5", true),
            Some(Expr::real(BigRational::new(
                BigInt::from(5),
                BigInt::from(2)
            )))
        );
        // A fraction is not an integer.
        assert_eq!(parse_model_value("1/2", false), None);
        assert_eq!(parse_model_value("(/ 1 0)", true), None);
        assert_eq!(parse_model_value("true", false), None);
    }
}
