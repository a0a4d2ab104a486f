//! A readable, stable text form of a model (like CIVL's `-showModel`), for `tass show`
//! and snapshot tests.
//!
//! Locations are numbered per function; each transition prints as
//! `[guard] statement -> Lk  @line:col`. Expressions print in C syntax, fully
//! parenthesised below the top level, with constants from macros shown by name.

use crate::ir::*;
use std::fmt::Write;
use tass_syntax::ast::{FloatKind, IntKind, IoKind, Quantifier};
use tass_syntax::{SourceMap, Span};

/// Renders a type, naming structs from `structs`.
pub fn type_str(t: &Type, structs: &[StructDef]) -> String {
    match t {
        Type::Void => "void".into(),
        Type::Bool => "bool".into(),
        Type::Int { kind, unsigned } => {
            let base = match kind {
                IntKind::Bool => return "_Bool".into(),
                IntKind::Char => "char",
                IntKind::Short => "short",
                IntKind::Int => "int",
                IntKind::Long => "long",
                IntKind::LongLong => "long long",
            };
            if *unsigned {
                format!("unsigned {base}")
            } else {
                base.into()
            }
        }
        Type::Integer => "integer".into(),
        Type::Real(k) => match k {
            FloatKind::Float => "float",
            FloatKind::Double => "double",
            FloatKind::LongDouble => "long double",
        }
        .into(),
        Type::MathReal => "real".into(),
        Type::Pointer(t) => format!("{}*", type_str(t, structs)),
        Type::Array(..) => {
            let mut dims = String::new();
            let mut t = t;
            while let Type::Array(e, x) = t {
                match x {
                    Extent::Const(n) => dims.push_str(&format!("[{n}]")),
                    Extent::Expr(_) => dims.push_str("[*]"),
                    Extent::Unknown => dims.push_str("[]"),
                }
                t = e;
            }
            format!("{}{dims}", type_str(t, structs))
        }
        Type::Struct(id) => match structs.get(id.0 as usize) {
            Some(d) if d.is_union => format!("union {}", d.name),
            Some(d) => format!("struct {}", d.name),
            None => "struct ?".into(),
        },
        Type::Function(s) => {
            let ps: Vec<String> = s.params.iter().map(|p| type_str(p, structs)).collect();
            format!(
                "{}({}{})",
                type_str(&s.ret, structs),
                ps.join(", "),
                if s.variadic { ", ..." } else { "" }
            )
        }
    }
}

/// Names used when printing expressions.
struct Printer<'a> {
    p: &'a Program,
    f: Option<&'a Function>,
    bound: Vec<String>,
}

impl Printer<'_> {
    fn var(&self, v: VarRef) -> String {
        match v {
            VarRef::Shared(i) => self
                .p
                .shared
                .get(i as usize)
                .map(|s| s.var.name.to_string())
                .unwrap_or_else(|| "?".into()),
            VarRef::Global(i) => self
                .p
                .globals
                .get(i as usize)
                .map(|s| s.name.to_string())
                .unwrap_or_else(|| "?".into()),
            VarRef::Local(i) => self
                .f
                .and_then(|f| f.locals.get(i as usize))
                .map(|s| s.name.to_string())
                .unwrap_or_else(|| format!("local{i}")),
            VarRef::Bound(d) => self
                .bound
                .len()
                .checked_sub(d as usize + 1)
                .and_then(|i| self.bound.get(i))
                .cloned()
                .unwrap_or_else(|| format!("bound{d}")),
        }
    }

    fn expr(&mut self, e: &Expr) -> String {
        self.expr_prec(e, 0)
    }

    /// Prints `e`, parenthesised unless `top` is 0.
    fn expr_prec(&mut self, e: &Expr, top: u8) -> String {
        let s = match &e.kind {
            ExprKind::Int(v, m) => {
                return m
                    .as_ref()
                    .map(|m| m.to_string())
                    .unwrap_or_else(|| v.to_string())
            }
            ExprKind::Real(v, m) => {
                return m
                    .as_ref()
                    .map(|m| m.to_string())
                    .unwrap_or_else(|| v.to_string())
            }
            ExprKind::Bool(b) => return b.to_string(),
            ExprKind::Var(v) => return self.var(*v),
            ExprKind::Null => return "NULL".into(),
            ExprKind::Zero => return format!("zero<{}>", type_str(&e.ty, &self.p.structs)),
            ExprKind::Result => return "\\result".into(),
            ExprKind::Spec(n) => return format!("spec.{n}"),
            ExprKind::FunctionRef(id) => return self.p.functions[id.0 as usize].name.to_string(),
            ExprKind::Str(b) => return format!("{:?}", String::from_utf8_lossy(b)),
            ExprKind::SizeOf(t) => return format!("sizeof({})", type_str(t, &self.p.structs)),
            ExprKind::Index(a, i) => {
                let a = self.expr_prec(a, 1);
                let i = self.expr(i);
                return format!("{a}[{i}]");
            }
            ExprKind::Member(a, i) => {
                let name = match &a.ty {
                    Type::Struct(id) => self.p.structs[id.0 as usize]
                        .fields
                        .get(*i as usize)
                        .map(|f| f.0.to_string()),
                    _ => None,
                }
                .unwrap_or_else(|| i.to_string());
                if let ExprKind::Deref(p) = &a.kind {
                    let p = self.expr_prec(p, 1);
                    return format!("{p}->{name}");
                }
                let a = self.expr_prec(a, 1);
                return format!("{a}.{name}");
            }
            ExprKind::Apply(id, args) => {
                let args: Vec<String> = args.iter().map(|a| self.expr(a)).collect();
                return format!(
                    "{}({})",
                    self.p.functions[id.0 as usize].name,
                    args.join(", ")
                );
            }
            ExprKind::Builtin(n, args)
                if matches!(&**n, "\\valid" | "\\valid_read" | "\\separated") =>
            {
                // Location sets (pointer, lo, hi); `p` alone when the range is 0 .. 0.
                let zero = |e: &Expr| matches!(e.kind, ExprKind::Int(0, _));
                let sets: Vec<String> = args
                    .chunks(3)
                    .map(|t| match t {
                        [p, lo, hi] if zero(lo) && zero(hi) => self.expr(p),
                        [p, lo, hi] => {
                            let p = self.expr_prec(p, 12);
                            format!("{p} + ({} .. {})", self.expr(lo), self.expr(hi))
                        }
                        _ => String::new(),
                    })
                    .collect();
                return format!("{n}({})", sets.join(", "));
            }
            // A range location of `assigns`, as ACSL writes it.
            ExprKind::Builtin(n, args) if &**n == "range" && args.len() == 3 => {
                let base = self.expr_prec(&args[0], 1);
                return format!("{base}[{} .. {}]", self.expr(&args[1]), self.expr(&args[2]));
            }
            ExprKind::Builtin(n, args) => {
                let args: Vec<String> = args.iter().map(|a| self.expr(a)).collect();
                return format!("{n}({})", args.join(", "));
            }
            ExprKind::Old(a) => return format!("\\old({})", self.expr(a)),
            ExprKind::Proc { rank, func, var } => {
                let r = self.expr(rank);
                return match func {
                    Some(f) => format!("PROC[{r}]@{f}.{var}"),
                    None => format!("PROC[{r}].{var}"),
                };
            }
            ExprKind::Unary(op, a) => {
                let a = self.expr_prec(a, 1);
                match op {
                    UnOp::Neg => format!("-{a}"),
                    UnOp::Not => format!("!{a}"),
                    UnOp::BitNot => format!("~{a}"),
                }
            }
            ExprKind::Deref(a) => format!("*{}", self.expr_prec(a, 1)),
            ExprKind::AddrOf(a) => format!("&{}", self.expr_prec(a, 1)),
            ExprKind::Cast(a) => format!(
                "({}){}",
                type_str(&e.ty, &self.p.structs),
                self.expr_prec(a, 1)
            ),
            ExprKind::Binary(op, a, b) => {
                let a = self.expr_prec(a, 1);
                let b = self.expr_prec(b, 1);
                format!("{a} {} {b}", op.as_str())
            }
            ExprKind::PtrAdd(a, b) => {
                let a = self.expr_prec(a, 1);
                let b = self.expr_prec(b, 1);
                format!("{a} +p {b}")
            }
            ExprKind::PtrDiff(a, b) => {
                let a = self.expr_prec(a, 1);
                let b = self.expr_prec(b, 1);
                format!("{a} -p {b}")
            }
            ExprKind::Cond(c, a, b) => {
                let c = self.expr_prec(c, 1);
                let a = self.expr_prec(a, 1);
                let b = self.expr_prec(b, 1);
                format!("{c} ? {a} : {b}")
            }
            ExprKind::Fold {
                op,
                var,
                lo,
                hi,
                body,
            } => {
                let lo = self.expr(lo);
                let hi = self.expr(hi);
                self.bound.push(var.to_string());
                let b = self.expr(body);
                self.bound.pop();
                format!("{}({lo}, {hi}, \\lambda integer {var}; {b})", op.name())
            }
            ExprKind::Quant {
                q,
                var,
                restrict,
                body,
            } => {
                let qs = match q {
                    Quantifier::Forall => "forall",
                    Quantifier::Exists => "exists",
                };
                self.bound.push(var.0.to_string());
                let r = restrict
                    .as_ref()
                    .map(|r| format!(" | {}", self.expr(r)))
                    .unwrap_or_default();
                let b = self.expr(body);
                self.bound.pop();
                format!(
                    "{qs} {{{} {}{r}}} {b}",
                    type_str(&var.1, &self.p.structs),
                    var.0
                )
            }
        };
        if top == 0 {
            s
        } else {
            format!("({s})")
        }
    }

    fn stmt(&mut self, s: &Stmt) -> String {
        match s {
            Stmt::Noop => "noop".into(),
            Stmt::Declare(i) => {
                let v = self.f.and_then(|f| f.locals.get(*i as usize));
                match v {
                    Some(v) => {
                        let ext = match &v.ty {
                            Type::Array(_, Extent::Expr(e)) => format!(" [{}]", self.expr(e)),
                            _ => String::new(),
                        };
                        format!(
                            "declare {} {}{ext}",
                            type_str(&v.ty, &self.p.structs),
                            v.name
                        )
                    }
                    None => format!("declare local{i}"),
                }
            }
            Stmt::Assign(l, r) => format!("{} = {}", self.expr(l), self.expr(r)),
            Stmt::Call { lhs, callee, args } => {
                let name = match callee {
                    Callee::Function(id) => self.p.functions[id.0 as usize].name.to_string(),
                    Callee::Pointer(e) => format!("(*{})", self.expr(e)),
                };
                let args: Vec<String> = args.iter().map(|a| self.expr(a)).collect();
                let call = format!("call {name}({})", args.join(", "));
                match lhs {
                    Some(l) => format!("{} = {call}", self.expr(l)),
                    None => call,
                }
            }
            Stmt::Return(None) => "return".into(),
            Stmt::Return(Some(e)) => format!("return {}", self.expr(e)),
            Stmt::Assert(e, k) => format!("assert[{}] {}", assert_kind(*k), self.expr(e)),
            Stmt::Assume(e) => format!("assume {}", self.expr(e)),
            Stmt::Havoc(e) => format!("havoc {}", self.expr(e)),
            Stmt::MultiAssert { joint, label, expr } => {
                format!(
                    "{} assert {label} {}",
                    if *joint { "joint" } else { "collective" },
                    self.expr(expr)
                )
            }
        }
    }
}

fn assert_kind(k: AssertKind) -> &'static str {
    match k {
        AssertKind::C => "c",
        AssertKind::Tass => "tass",
        AssertKind::Civl => "civl",
        AssertKind::Acsl => "acsl",
        AssertKind::SvComp => "svcomp",
        AssertKind::Abort => "abort",
    }
}

fn at(map: &SourceMap, span: Span) -> String {
    if span == Span::default() && map.files().next().is_none() {
        return String::new();
    }
    let loc = map.location(span);
    format!("{}:{}", loc.line, loc.column)
}

/// Renders one expression of function `f` (or of file scope, when `f` is `None`).
pub fn expr_str(p: &Program, f: Option<FunctionId>, e: &Expr) -> String {
    let mut pr = Printer {
        p,
        f: f.map(|f| &p.functions[f.0 as usize]),
        bound: Vec::new(),
    };
    pr.expr(e)
}

/// Renders one statement of function `f`.
pub fn stmt_str(p: &Program, f: FunctionId, s: &Stmt) -> String {
    let mut pr = Printer {
        p,
        f: Some(&p.functions[f.0 as usize]),
        bound: Vec::new(),
    };
    pr.stmt(s)
}

/// Renders a program. Library functions that are declared but never called are left out.
pub fn show(p: &Program, map: &SourceMap) -> String {
    let mut out = String::new();
    let mut pr = Printer {
        p,
        f: None,
        bound: Vec::new(),
    };
    for s in &p.shared {
        shared_var(&mut out, &mut pr, s, map);
    }
    for a in &p.assumptions {
        let _ = writeln!(out, "assume {}", pr.expr(a));
    }
    types_and_globals(&mut out, p, map);
    let called = called_functions(p);
    for (i, f) in p.functions.iter().enumerate() {
        function(
            &mut out,
            &mut pr,
            f,
            called.contains(&FunctionId(i as u32)),
            map,
        );
    }
    for a in &p.annotations {
        let why = match &a.status {
            crate::ir::AnnotationStatus::Checked => continue,
            crate::ir::AnnotationStatus::Assumed => " (assumed, not checked)".into(),
            crate::ir::AnnotationStatus::Unsupported(why) if why.is_empty() => String::new(),
            crate::ir::AnnotationStatus::Unsupported(why) => format!(" ({why})"),
            crate::ir::AnnotationStatus::Foreign(_) => " (a pragma of another tool)".into(),
        };
        let _ = writeln!(out, "\nnot checked: {}{why}  @{}", a.what, at(map, a.span));
    }
    out
}

/// The line of an input or output variable: type, name, extents, condition, default.
fn shared_var(out: &mut String, pr: &mut Printer<'_>, s: &SharedVar, map: &SourceMap) {
    let io = match s.io {
        IoKind::Input => "input ",
        IoKind::Output => "output",
    };
    let _ = write!(
        out,
        "{io} {} {}",
        type_str(&s.var.ty, &pr.p.structs),
        s.var.name
    );
    if let Type::Array(..) = &s.var.ty {
        let mut t = &s.var.ty;
        let mut dims = Vec::new();
        while let Type::Array(e, x) = t {
            if let Extent::Expr(x) = x {
                dims.push(pr.expr(x));
            }
            t = e;
        }
        if !dims.is_empty() {
            let _ = write!(out, " extents [{}]", dims.join("]["));
        }
    }
    if let Some(c) = &s.cond {
        let _ = write!(out, " {{{}}}", pr.expr(c));
    }
    if let Some(d) = &s.default {
        let _ = write!(out, " = {d} (default)");
    }
    if s.from_macro {
        out.push_str(" (macro)");
    }
    let _ = writeln!(out, "  @{}", at(map, s.var.span));
}

/// The complete structs and unions, and the globals not of a bundled header.
fn types_and_globals(out: &mut String, p: &Program, map: &SourceMap) {
    for (i, d) in p.structs.iter().enumerate() {
        if !d.complete {
            continue;
        }
        let fields: Vec<String> = d
            .fields
            .iter()
            .map(|(n, t)| format!("{} {n};", type_str(t, &p.structs)))
            .collect();
        let _ = writeln!(
            out,
            "{} {} {{ {} }}  #{i}",
            if d.is_union { "union" } else { "struct" },
            d.name,
            fields.join(" ")
        );
    }
    for g in &p.globals {
        if g.span.file != tass_syntax::FileId::default()
            && map
                .files()
                .nth(g.span.file.0 as usize)
                .map(|(_, f)| f.bundled)
                .unwrap_or(false)
        {
            continue;
        }
        let _ = writeln!(
            out,
            "global {} {}  @{}",
            type_str(&g.ty, &p.structs),
            g.name,
            at(map, g.span)
        );
    }
}

/// A function: a defined one with its contract, locals and locations; a system or
/// abstract one, when called, by its signature; nothing for others.
fn function<'a>(
    out: &mut String,
    pr: &mut Printer<'a>,
    f: &'a Function,
    called: bool,
    map: &SourceMap,
) {
    let p = pr.p;
    match &f.kind {
        FunctionKind::Defined => {}
        _ if !called => return,
        FunctionKind::System(g) => {
            let guard = g
                .as_ref()
                .map(|g| format!(" guard {}", pr.expr(g)))
                .unwrap_or_default();
            let _ = writeln!(
                out,
                "\nsystem {} {}{guard}",
                type_str(&Type::Function(f.sig.clone()), &p.structs),
                f.name
            );
            return;
        }
        FunctionKind::Abstract => {
            let _ = writeln!(
                out,
                "\nabstract {} {}",
                type_str(&Type::Function(f.sig.clone()), &p.structs),
                f.name
            );
            return;
        }
        FunctionKind::Undefined => return,
    }
    if f.locations.len() <= 2
        && &*f.name == "$init"
        && f.locations
            .iter()
            .all(|l| l.out.iter().all(|t| matches!(t.stmt, Stmt::Return(_))))
    {
        return;
    }
    pr.f = Some(f);
    let params: Vec<String> = f
        .locals
        .iter()
        .take(f.sig.params.len())
        .map(|v| format!("{} {}", type_str(&v.ty, &p.structs), v.name))
        .collect();
    let _ = writeln!(
        out,
        "\nfunction {}({}) -> {}",
        f.name,
        params.join(", "),
        type_str(&f.sig.ret, &p.structs)
    );
    contract(out, pr, f);
    let locals: Vec<String> = f
        .locals
        .iter()
        .skip(f.sig.params.len())
        .map(|v| format!("{} {}", type_str(&v.ty, &p.structs), v.name))
        .collect();
    if !locals.is_empty() {
        let _ = writeln!(out, "  locals {}", locals.join(", "));
    }
    for (li, loc) in f.locations.iter().enumerate() {
        location(out, pr, f, li, loc, map);
    }
}

/// The contract of a function: requires, behaviors, ensures, decreases, assigns, and
/// the values saved on entry.
fn contract(out: &mut String, pr: &mut Printer<'_>, f: &Function) {
    let c = &f.contract;
    for r in &c.requires {
        let _ = writeln!(out, "  requires {}", pr.expr(&r.expr));
    }
    for r in &c.behaviors {
        let head = match &r.written.kind {
            ExprKind::Builtin(n, args) => {
                let names: Vec<String> = args
                    .iter()
                    .map(|a| match &a.kind {
                        ExprKind::Builtin(b, _) => b.to_string(),
                        _ => "?".into(),
                    })
                    .collect();
                format!("{n} behaviors {}", names.join(", "))
            }
            _ => "behaviors".into(),
        };
        let _ = writeln!(out, "  {head}: {}", pr.expr(&r.expr));
    }
    for e in &c.ensures {
        let _ = writeln!(out, "  ensures {}", pr.expr(&e.expr));
    }
    if let Some(d) = &c.decreases {
        let _ = writeln!(out, "  decreases {}", pr.expr(&d.expr));
    }
    for a in &c.assigns {
        let locs: Vec<String> = a.locations.iter().map(|x| pr.expr(x)).collect();
        let locs = if locs.is_empty() {
            "\\nothing".to_string()
        } else {
            locs.join(", ")
        };
        let when = a
            .when
            .as_ref()
            .map(|w| format!(" when {}", pr.expr(w)))
            .unwrap_or_default();
        let _ = writeln!(out, "  assigns {locs}{when}");
    }
    for sv in &c.saved {
        let name = f
            .locals
            .get(sv.local as usize)
            .map(|v| v.name.to_string())
            .unwrap_or_default();
        let what = match &sv.what {
            SavedKind::Var(v) => pr.var(*v),
            SavedKind::Object(q) => format!("copy of the object {} points into", pr.expr(q)),
        };
        let _ = writeln!(out, "  on entry {name} = {what}");
    }
}

/// A location: its number, its loop's annotations when it is a loop head, its
/// transitions.
fn location(
    out: &mut String,
    pr: &mut Printer<'_>,
    f: &Function,
    li: usize,
    loc: &Location,
    map: &SourceMap,
) {
    let mut head = format!("  L{li}");
    if LocId(li as u32) == f.entry {
        head.push_str(" (entry)");
    }
    if let Some(l) = &loc.loop_info {
        let _ = write!(head, " loop body L{} exit L{}", l.body.0, l.exit.0);
        let _ = writeln!(out, "{head}");
        for inv in &l.invariants {
            let scope = match inv.scope {
                InvariantScope::Local => "invariant",
                InvariantScope::Collective => "collective invariant",
                InvariantScope::Joint => "joint invariant",
            };
            let label = inv
                .label
                .as_ref()
                .map(|l| format!(" {l}"))
                .unwrap_or_default();
            let _ = writeln!(out, "    {scope}{label} {}", pr.expr(&inv.expr));
        }
        if let Some(a) = &l.assigns {
            let a: Vec<String> = a.iter().map(|x| pr.expr(x)).collect();
            let _ = writeln!(out, "    assigns {}", a.join(", "));
        }
        if let Some(v) = &l.variant {
            let _ = writeln!(out, "    variant {}", pr.expr(v));
        }
    } else {
        let _ = writeln!(out, "{head}");
    }
    for t in &loc.out {
        let guard = match t.guard.kind {
            ExprKind::Bool(true) => String::new(),
            _ => format!("[{}] ", pr.expr(&t.guard)),
        };
        let _ = writeln!(
            out,
            "    {guard}{} -> L{}  @{}",
            pr.stmt(&t.stmt),
            t.target.0,
            at(map, t.span)
        );
    }
}

/// Functions called from defined functions (directly, by pointer, or in expressions).
fn called_functions(p: &Program) -> std::collections::HashSet<FunctionId> {
    let mut set = std::collections::HashSet::new();
    fn visit(e: &Expr, set: &mut std::collections::HashSet<FunctionId>) {
        match &e.kind {
            ExprKind::Apply(id, args) => {
                set.insert(*id);
                args.iter().for_each(|a| visit(a, set));
            }
            ExprKind::FunctionRef(id) => {
                set.insert(*id);
            }
            ExprKind::Unary(_, a)
            | ExprKind::Cast(a)
            | ExprKind::Deref(a)
            | ExprKind::AddrOf(a)
            | ExprKind::Old(a)
            | ExprKind::Member(a, _) => visit(a, set),
            ExprKind::Binary(_, a, b)
            | ExprKind::Index(a, b)
            | ExprKind::PtrAdd(a, b)
            | ExprKind::PtrDiff(a, b) => {
                visit(a, set);
                visit(b, set);
            }
            ExprKind::Cond(a, b, c) => {
                visit(a, set);
                visit(b, set);
                visit(c, set);
            }
            ExprKind::Quant { restrict, body, .. } => {
                if let Some(r) = restrict {
                    visit(r, set);
                }
                visit(body, set);
            }
            ExprKind::Fold { lo, hi, body, .. } => {
                visit(lo, set);
                visit(hi, set);
                visit(body, set);
            }
            _ => {}
        }
    }
    for f in &p.functions {
        let c = &f.contract;
        for e in c.requires.iter().chain(&c.ensures).chain(&c.behaviors) {
            visit(&e.expr, &mut set);
        }
        for a in &c.assigns {
            a.locations.iter().for_each(|x| visit(x, &mut set));
        }
        for l in &f.locations {
            for t in &l.out {
                visit(&t.guard, &mut set);
                match &t.stmt {
                    Stmt::Call { callee, args, lhs } => {
                        if let Callee::Function(id) = callee {
                            set.insert(*id);
                        }
                        args.iter().for_each(|a| visit(a, &mut set));
                        if let Some(l) = lhs {
                            visit(l, &mut set);
                        }
                    }
                    Stmt::Assign(a, b) => {
                        visit(a, &mut set);
                        visit(b, &mut set);
                    }
                    Stmt::Assert(e, _)
                    | Stmt::Assume(e)
                    | Stmt::Havoc(e)
                    | Stmt::Return(Some(e)) => visit(e, &mut set),
                    _ => {}
                }
            }
        }
    }
    set
}
