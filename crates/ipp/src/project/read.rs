//! The reading phases of the projection: the globals, the `ipp` annotations, the walk
//! of the functions, the MPI calls and their communication sites.

use super::{
    mpi_name, normalize, Annots, Channel, Dir, Edit, Gen, Invariant, Site, Walk, MESSAGE_TYPES,
};
use std::collections::{BTreeMap, BTreeSet};
use tass_library::mpi::{self, Kind};
use tass_library::{Comm, Handler, LibFn, Library, Mpi, Role, Side};
use tass_syntax::ast::*;
use tass_syntax::visit::{walk_expr, walk_stmt, Visit};
use tass_syntax::{Diagnostic, Span};

/// The C type of the messages of the MPI datatype named `datatype`: the registry's C
/// type of a scalar datatype, when it is one of [`MESSAGE_TYPES`] (the prelude defines
/// the name: a projected program can still write it).
fn c_type(datatype: &str) -> Option<&'static str> {
    match mpi::consts().datatype_named(datatype)?.kind {
        Kind::Scalar(c, _) if MESSAGE_TYPES.contains(&c) => Some(c.spelling()),
        _ => None,
    }
}

/// Whether `text` (an argument, white space normalised) names the world communicator.
fn is_world(text: &str) -> bool {
    let c = mpi::consts();
    c.comm_named(text) == Some(c.comm_world)
}

/// Whether `name` is an MPI function's (the registry's library of the name).
fn is_mpi(name: &str) -> bool {
    tass_library::library_of(name) == Some(Library::Mpi)
}

/// The arguments of the `dir` side of a point-to-point call of `f`, by their roles:
/// buffer, count, datatype, peer, tag.
fn side_args<'e>(f: &LibFn, dir: Dir, args: &'e [Expr]) -> Option<[&'e Expr; 5]> {
    let (side, peer) = match dir {
        Dir::Send => (Side::Send, Role::Dest),
        Dir::Recv => (Side::Recv, Role::Source),
    };
    let at = |r: Role| f.position(r).and_then(|i| args.get(i));
    Some([
        at(Role::Buffer(side))?,
        at(Role::Count(side))?,
        at(Role::Datatype(side))?,
        at(peer)?,
        at(Role::Tag(side))?,
    ])
}

impl Gen<'_> {
    /// The globals of the program's file (`rank` and `nprocs` among them): their names'
    /// spans and declarators.
    pub(super) fn globals<'u>(
        &mut self,
        unit: &'u TranslationUnit,
    ) -> (BTreeMap<String, Span>, BTreeMap<String, &'u InitDeclarator>) {
        let file_span = Span::new(self.file, 0, 0);
        let mut globals: BTreeMap<String, Span> = BTreeMap::new();
        let mut global_decls: BTreeMap<String, &InitDeclarator> = BTreeMap::new();
        for item in &unit.items {
            if let ExternalDecl::Decl(d) = item {
                for dcl in &d.declarators {
                    if d.span.file == self.file {
                        globals.insert(dcl.name.to_string(), dcl.span);
                        global_decls.insert(dcl.name.to_string(), dcl);
                    }
                }
            }
        }
        for (v, by) in [("rank", Mpi::CommRank), ("nprocs", Mpi::CommSize)] {
            if !globals.contains_key(v) {
                self.error(
                    file_span,
                    format!(
                        "tass ipp needs a global `int {v};` set in main by {}({}, &{v})",
                        mpi_name(by),
                        mpi::NAMES.comm_world
                    ),
                );
            }
        }
        (globals, global_decls)
    }

    /// The `ipp` annotations (and the axioms, for the report).
    pub(super) fn ipp_annotations(
        &mut self,
        unit: &TranslationUnit,
        globals: &BTreeMap<String, Span>,
    ) -> Annots {
        let file_span = Span::new(self.file, 0, 0);
        let mut channels: Vec<Channel> = Vec::new();
        let mut invariants: Vec<Invariant> = Vec::new();
        let mut comments: Vec<(usize, usize, Span, Option<usize>)> = Vec::new();
        let mut uniform: Vec<(String, Span)> = Vec::new();
        let mut dl_proof: Option<(String, Span)> = None;
        let mut first_invariant: Option<Span> = None;
        let mut axioms: Vec<(String, usize)> = Vec::new();
        for item in &unit.items {
            let ExternalDecl::Annotation(a) = item else {
                continue;
            };
            if let AnnotKind::Axiom(name, _) = &a.kind {
                axioms.push((name.to_string(), self.pos(a.span).0));
                continue;
            }
            let AnnotKind::Ipp(ipp) = &a.kind else {
                continue;
            };
            if a.span.file != self.file {
                self.error(a.span, "`ipp` annotations must be in the program's file");
                continue;
            }
            let Some((lo, hi)) = self.own_comment(a.span) else {
                self.error(
                    a.span,
                    "an `ipp` annotation must be alone in its comment (`/*@ ipp ...; */`)",
                );
                continue;
            };
            for v in ["rank", "nprocs"] {
                if globals.get(v).is_some_and(|s| s.lo > a.span.lo) {
                    self.error(
                        a.span,
                        format!("`ipp` annotations must follow the declaration of `{v}`"),
                    );
                }
            }
            let inv_index = match &**ipp {
                IppAnnot::Invariant { .. } => Some(invariants.len()),
                _ => None,
            };
            comments.push((lo, hi, a.span, inv_index));
            match &**ipp {
                IppAnnot::Channel {
                    name,
                    name_span,
                    dest,
                    src,
                    tag,
                } => {
                    if channels.iter().any(|c| *c.name == **name) {
                        self.error(*name_span, format!("a second channel `{name}`"));
                    }
                    let tag_text = normalize(self.snippet(tag.span));
                    if let Some(c) = channels.iter().find(|c| c.tag == tag_text) {
                        let msg = format!("channels `{}` and `{name}` have the same tag {tag_text}: MPI would mix their messages when their destinations coincide (e.g. with 2 processes); give each channel its own tag", c.name);
                        self.error(tag.span, msg);
                    }
                    channels.push(Channel {
                        name: name.to_string(),
                        dest: normalize(self.snippet(dest.span)),
                        src: normalize(self.snippet(src.span)),
                        tag: tag_text,
                        span: a.span,
                        ty: None,
                    });
                }
                IppAnnot::Invariant {
                    label,
                    label_span,
                    pred,
                } => {
                    if invariants.iter().any(|i| *i.label == **label)
                        || label.starts_with("ipp_")
                        || label.starts_with("tass_")
                    {
                        self.error(
                            *label_span,
                            format!("the invariant label `{label}` is used twice or reserved (ipp_*, tass_*)"),
                        );
                    }
                    invariants.push(Invariant {
                        label: label.to_string(),
                        pred: self.snippet(pred.span).to_string(),
                        expr: pred.clone(),
                    });
                    if first_invariant.is_none() {
                        first_invariant = Some(*label_span);
                    }
                }
                IppAnnot::Uniform { name, name_span } => {
                    uniform.push((name.to_string(), *name_span));
                }
                IppAnnot::DeadlockProof { func, func_span } => {
                    if dl_proof.is_some() {
                        self.error(*func_span, "a second `ipp deadlock proof`");
                    }
                    dl_proof = Some((func.to_string(), *func_span));
                }
            }
        }
        if channels.is_empty() {
            self.error(
                file_span,
                "no `/*@ ipp channel NAME: to DEST from SRC tag T; */` annotation: tass ipp needs the channels",
            );
        }
        if invariants.is_empty() {
            self.error(
                file_span,
                "no `/*@ ipp invariant LABEL: PRED; */` annotation: tass ipp needs the global invariant",
            );
        }

        Annots {
            channels,
            invariants,
            comments,
            uniform,
            dl_proof,
            first_invariant,
            axioms,
        }
    }

    /// The walk of the functions of the program's file (MPI calls, user calls, loops),
    /// by name; an MPI call inside an expression is unsupported.
    pub(super) fn functions<'u>(
        &mut self,
        unit: &'u TranslationUnit,
    ) -> (Walk, BTreeMap<String, &'u FunctionDef>) {
        let mut walk = Walk::default();
        let mut funcs: BTreeMap<String, &FunctionDef> = BTreeMap::new();
        for item in &unit.items {
            if let ExternalDecl::Function(f) = item {
                if f.span.file == self.file {
                    funcs.insert(f.name.to_string(), f);
                    Walker {
                        func: &f.name,
                        w: &mut walk,
                    }
                    .visit_stmt(&f.body);
                }
            }
        }
        for s in walk.nested_mpi.clone() {
            let name = self
                .snippet(s)
                .split('(')
                .next()
                .unwrap_or("")
                .trim()
                .to_string();
            self.unsupported(
                s,
                format!(
                    "`{name}` inside an expression (an MPI call must be a statement of its own)"
                ),
            );
        }
        (walk, funcs)
    }

    /// The MPI call statements: their edits (`MPI_Init` and kin), the communication
    /// sites, the functions that communicate (directly or through calls); `None` after
    /// errors. Every channel gets the type of its messages.
    pub(super) fn communication(
        &mut self,
        walk: &Walk,
        channels: &mut [Channel],
        edits: &mut Vec<Edit>,
    ) -> Option<(Vec<Site>, BTreeSet<String>)> {
        let file_span = Span::new(self.file, 0, 0);
        let mut sites: Vec<Site> = Vec::new();
        let mut communicating: BTreeSet<String> = BTreeSet::new();
        let (mut saw_rank, mut saw_size) = (false, false);
        for (func, stmt, call) in walk.mpi.clone() {
            let ExprKind::Call(f, args) = &call.kind else {
                continue;
            };
            let ExprKind::Ident(name) = &f.kind else {
                continue;
            };
            if stmt.file != self.file || call.macro_name.is_some() {
                self.unsupported(call.span, format!("`{name}` written by a macro"));
                continue;
            }
            let arg = |i: usize| args.get(i).map(|a| normalize(self.map.snippet(a.span)));
            let (lo, hi) = (stmt.lo as usize, stmt.hi as usize);
            let entry = tass_library::lookup(name);
            let Some((f, Handler::Mpi(m))) = entry.map(|f| (f, f.handler)) else {
                self.unsupported(call.span, format!("`{name}`"));
                continue;
            };
            match m {
                Mpi::Init | Mpi::Finalize => edits.push(Edit {
                    lo,
                    hi,
                    text: format!("/* {name}: removed by tass ipp */;"),
                }),
                Mpi::CommRank | Mpi::CommSize => {
                    let (var, stub) = if m == Mpi::CommRank {
                        saw_rank = true;
                        ("rank", "ipp_comm_rank")
                    } else {
                        saw_size = true;
                        ("nprocs", "ipp_comm_size")
                    };
                    let role = |r: Role| f.position(r).and_then(arg);
                    let world = mpi::NAMES.comm_world;
                    if !role(Role::Communicator).is_some_and(|c| is_world(&c)) {
                        self.unsupported(
                            call.span,
                            format!("`{name}` on a communicator other than {world}"),
                        );
                    } else if role(Role::Out) != Some(format!("&{var}")) {
                        self.error(
                            call.span,
                            format!("tass ipp needs `{name}({world}, &{var})`: `{var}` is the global the projection and the annotations name"),
                        );
                    } else {
                        edits.push(Edit {
                            lo,
                            hi,
                            text: format!("{stub}();"),
                        });
                    }
                }
                // A send, a receive, or a send then a receive (sites k and k + 1: under
                // the assumption that standard-mode sends are buffered, the send part
                // waits for nothing the receive part does, module doc).
                Mpi::Send | Mpi::Recv | Mpi::Sendrecv => {
                    let want = f.params.len();
                    if args.len() != want {
                        self.error(call.span, format!("`{name}` takes {want} arguments"));
                        continue;
                    }
                    let at = |r: Role| f.position(r).map(|i| &args[i]);
                    let Some(comm) = at(Role::Communicator) else {
                        continue;
                    };
                    if !self.world_and_status(name, comm, at(Role::Status)) {
                        continue;
                    }
                    let dirs: &[Dir] = match f.comm {
                        Some(Comm::Send) => &[Dir::Send],
                        Some(Comm::Recv) => &[Dir::Recv],
                        _ => &[Dir::Send, Dir::Recv],
                    };
                    let parts: Vec<Option<Site>> = dirs
                        .iter()
                        .map(|&dir| {
                            let args = side_args(f, dir, args)?;
                            self.site(f, dir, args, stmt, channels)
                        })
                        .collect();
                    if parts.iter().all(Option::is_some) {
                        communicating.insert(func.clone());
                        sites.extend(parts.into_iter().flatten());
                    }
                }
                _ => {
                    self.unsupported(call.span, format!("`{name}`"));
                }
            }
        }
        if !saw_rank || !saw_size {
            self.error(
                file_span,
                format!(
                    "tass ipp needs `{}({world}, &rank)` and `{}({world}, &nprocs)` in the program",
                    mpi_name(Mpi::CommRank),
                    mpi_name(Mpi::CommSize),
                    world = mpi::NAMES.comm_world,
                ),
            );
        }
        if !self.errors.is_empty() || !self.unsupported.is_empty() {
            return None;
        }
        for c in channels.iter_mut() {
            if c.ty.is_none() {
                // A channel no statement uses: its messages are never read.
                c.ty = Some("int".into());
            }
        }
        // Functions that communicate, directly or through calls.
        loop {
            let mut grew = false;
            for (caller, callee, _) in &walk.calls {
                if communicating.contains(callee) && communicating.insert(caller.clone()) {
                    grew = true;
                }
            }
            if !grew {
                break;
            }
        }

        Some((sites, communicating))
    }

    /// Whether the communicator `comm` is the world communicator and the status (of a
    /// receive) the one that is ignored (the registry's names); otherwise a located "not
    /// supported".
    pub(super) fn world_and_status(
        &mut self,
        name: &str,
        comm: &Expr,
        status: Option<&Expr>,
    ) -> bool {
        let names = &mpi::NAMES;
        if !is_world(&normalize(self.snippet(comm.span))) {
            self.unsupported(
                comm.span,
                format!("`{name}` on a communicator other than {}", names.comm_world),
            );
            return false;
        }
        if let Some(st) = status {
            if normalize(self.snippet(st.span)) != names.status_ignore {
                self.unsupported(
                    st.span,
                    format!("`{name}` with a status other than {}", names.status_ignore),
                );
                return false;
            }
        }
        true
    }

    /// The communication site of the arguments `buf, count, datatype, peer, tag` of
    /// `name` (a send or a receive, or a part of MPI_Sendrecv) at the statement `stmt`:
    /// its channel (whose message type it fixes), its buffer; `None` after a located
    /// diagnostic.
    pub(super) fn site(
        &mut self,
        f: &LibFn,
        dir: Dir,
        args: [&Expr; 5],
        stmt: Span,
        channels: &mut [Channel],
    ) -> Option<Site> {
        let name = f.name;
        let two_sided = f.comm == Some(Comm::SendRecv);
        let arg = |i: usize| normalize(self.map.snippet(args[i].span));
        let part = if two_sided {
            format!("the {} part of `{name}`", dir.word())
        } else {
            format!("`{name}`")
        };
        if arg(1) != "1" {
            self.unsupported(args[1].span, format!("{part} with a count other than 1"));
            return None;
        }
        let dt = arg(2);
        let Some(ty) = c_type(&dt) else {
            self.unsupported(args[2].span, format!("the datatype `{dt}`"));
            return None;
        };
        let peer = arg(3);
        let tag = arg(4);
        let found = channels.iter().position(|c| {
            c.tag == tag
                && if dir == Dir::Send {
                    c.dest == peer
                } else {
                    c.src == peer
                }
        });
        let Some(k) = found else {
            let (role, word) = if dir == Dir::Send {
                ("destination", "to")
            } else {
                ("source", "from")
            };
            let choices: Vec<String> = channels
                .iter()
                .map(|c| {
                    format!(
                        "`{}`: {word} {} tag {}",
                        c.name,
                        if dir == Dir::Send { &c.dest } else { &c.src },
                        c.tag
                    )
                })
                .collect();
            let at = Span::new(args[0].span.file, args[0].span.lo, args[4].span.hi);
            let at = if two_sided { at } else { stmt };
            self.errors.push(
                Diagnostic::error(
                    at,
                    format!("{part} with {role} `{peer}` and tag `{tag}` matches no `ipp channel`"),
                )
                .with_note(format!(
                    "the channels are {} (the {role} and the tag must be written as in the channel, up to white space)",
                    if choices.is_empty() { "none".to_string() } else { choices.join(", ") }
                )),
            );
            return None;
        };
        match &channels[k].ty {
            Some(t) if t != ty => {
                let msg = format!(
                    "channel `{}` carries {t} elsewhere, {ty} here",
                    channels[k].name
                );
                self.error(args[2].span, msg);
                return None;
            }
            _ => channels[k].ty = Some(ty.to_string()),
        }
        let b = args[0];
        let buf = match &b.kind {
            ExprKind::Unary(UnOp::AddrOf, inner) => self.snippet(inner.span).to_string(),
            _ => format!("*({})", self.snippet(b.span)),
        };
        let (line, col) = self.pos(stmt);
        Some(Site {
            dir,
            channel: k,
            stmt,
            buf,
            line,
            col,
        })
    }
}

fn is_mpi_call(e: &Expr) -> bool {
    matches!(&e.kind, ExprKind::Call(f, _) if matches!(&f.kind, ExprKind::Ident(n) if is_mpi(n)))
}

/// The walk of one function's body, into [`Walk`].
struct Walker<'w> {
    func: &'w str,
    w: &'w mut Walk,
}

impl<'ast> Visit<'ast> for Walker<'_> {
    fn visit_stmt(&mut self, s: &'ast Stmt) {
        let func = self.func;
        match &s.kind {
            StmtKind::Expr(Some(e)) if is_mpi_call(e) => {
                self.w.mpi.push((func.to_string(), s.span, e.clone()));
                // The arguments (the callee is not a nested MPI call).
                walk_expr(self, e);
            }
            StmtKind::Block(ss) => {
                for (i, st) in ss.iter().enumerate() {
                    self.visit_stmt(st);
                    if !matches!(&st.kind, StmtKind::Expr(Some(e)) if is_mpi_call(e)) {
                        continue;
                    }
                    let asserts: Vec<Span> = ss[i + 1..]
                        .iter()
                        .map_while(|n| match &n.kind {
                            StmtKind::Annotation(a)
                                if matches!(a.kind, AnnotKind::Assert(_, Dialect::Acsl)) =>
                            {
                                Some(a.span)
                            }
                            _ => None,
                        })
                        .collect();
                    if !asserts.is_empty() {
                        let next = ss.get(i + 1 + asserts.len()).map(|n| n.span.lo);
                        self.w.hints.push((st.span, asserts, next));
                    }
                }
            }
            // A loop: its condition, the loop with its annotations (not walked), its body.
            StmtKind::While(c, body, annots) | StmtKind::DoWhile(body, c, annots) => {
                self.visit_expr(c);
                self.w
                    .loops
                    .push((func.to_string(), s.span, annots.clone()));
                self.visit_stmt(body);
            }
            StmtKind::For {
                init,
                cond,
                step,
                body,
                annots,
            } => {
                if let Some(i) = init {
                    self.visit_stmt(i);
                }
                for e in [cond, step].into_iter().flatten() {
                    self.visit_expr(e);
                }
                self.w
                    .loops
                    .push((func.to_string(), s.span, annots.clone()));
                self.visit_stmt(body);
            }
            // Case labels are constants: not walked.
            StmtKind::Case(_, _, b) => self.visit_stmt(b),
            StmtKind::Annotation(a) => self.w.annots.push(a.clone()),
            _ => walk_stmt(self, s),
        }
    }

    /// The initializers only (not the types, not the pragmas' conditions).
    fn visit_decl(&mut self, d: &'ast Declaration) {
        for dcl in &d.declarators {
            if let Some(i) = &dcl.init {
                self.visit_init(i);
            }
        }
    }

    fn visit_expr(&mut self, e: &'ast Expr) {
        use ExprKind as K;
        match &e.kind {
            K::Call(f, _) => {
                if let K::Ident(n) = &f.kind {
                    if is_mpi(n) {
                        self.w.nested_mpi.push(e.span);
                    } else {
                        self.w
                            .calls
                            .push((self.func.to_string(), n.to_string(), e.span));
                    }
                }
                walk_expr(self, e);
            }
            // Annotation-only expressions: not walked.
            K::Quant { .. } | K::Proc { .. } => {}
            _ => walk_expr(self, e),
        }
    }

    /// Types are not walked (array lengths).
    fn visit_type(&mut self, _: &'ast TypeExpr) {}

    /// Designators are constants: not walked.
    fn visit_designator(&mut self, _: &'ast Designator) {}
}
