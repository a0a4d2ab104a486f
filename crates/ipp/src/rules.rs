//! The soundness rules of the projection's input (README.md, "tass ipp"): what the
//! global invariant may name, what makes a variable uniform, and what user annotations
//! may not do to the generated ghost state. Pure functions over the AST and the text.
//!
//! Each rule is a located error, checked before anything is generated:
//! - the `ipp invariant`s name no program or user ghost variable but `nprocs` and the
//!   `ipp uniform` ones (free identifiers of the ACSL AST, bound names excluded), and
//!   never `rank`: the stubs assume phi of the other processes because it is one global
//!   statement;
//! - a uniform variable is a global scalar assigned only by top-level statements of
//!   `main` before its first communicating statement, from constants, `nprocs` and
//!   uniform variables (an AST walk of every function);
//! - user annotations neither write the generated ghost state nor declare its names (a
//!   scan of the annotation comments' text: ghost code is not in the AST).

use tass_syntax::ast::*;
use tass_syntax::Span;

/// An annotation comment of the user's file: the byte range of its body (after `/*@` or
/// `//@`, before `*/` or the end of the line).
#[derive(Debug, Clone, Copy)]
pub(crate) struct Comment {
    pub lo: usize,
    pub hi: usize,
}

/// The annotation comments of `text` (`/*@ ... */`, `//@ ...`), skipping strings,
/// character constants and ordinary comments.
pub(crate) fn annotation_comments(text: &str) -> Vec<Comment> {
    let b = text.as_bytes();
    let mut out = Vec::new();
    let mut i = 0;
    while i < b.len() {
        match b[i] {
            b'"' | b'\'' => {
                let q = b[i];
                i += 1;
                while i < b.len() && b[i] != q && b[i] != b'\n' {
                    if b[i] == b'\\' {
                        i += 1;
                    }
                    i += 1;
                }
                i += 1;
            }
            b'/' if b.get(i + 1) == Some(&b'*') => {
                let end = text[i + 2..].find("*/").map_or(b.len(), |e| i + 2 + e);
                if b.get(i + 2) == Some(&b'@') {
                    out.push(Comment { lo: i + 3, hi: end });
                }
                i = end + 2;
            }
            b'/' if b.get(i + 1) == Some(&b'/') => {
                let end = text[i..].find('\n').map_or(b.len(), |e| i + e);
                if b.get(i + 2) == Some(&b'@') {
                    out.push(Comment { lo: i + 3, hi: end });
                }
                i = end;
            }
            _ => i += 1,
        }
    }
    out
}

fn is_word(c: u8) -> bool {
    c.is_ascii_alphanumeric() || c == b'_'
}

/// The occurrences of the word `w` in `text[lo..hi]`: byte offsets.
pub(crate) fn word_occurrences(text: &str, lo: usize, hi: usize, w: &str) -> Vec<usize> {
    let b = text.as_bytes();
    let mut out = Vec::new();
    let mut from = lo;
    while let Some(p) = text[from..hi].find(w) {
        let at = from + p;
        let end = at + w.len();
        let before_ok = at == 0 || !is_word(b[at - 1]);
        let after_ok = end >= b.len() || !is_word(b[end]);
        if before_ok && after_ok {
            out.push(at);
        }
        from = end;
    }
    out
}

/// Whether the occurrence of a name at `at..end` in `text` is written: an assignment
/// (`=`, `+=`, ... after its subscripts), an increment or decrement, or its address
/// taken (`&NAME`).
pub(crate) fn is_written(text: &str, at: usize, end: usize, hi: usize) -> bool {
    let b = text.as_bytes();
    // Before: `++`, `--`, `&` (not `&&`).
    let mut p = at;
    while p > 0 && (b[p - 1] as char).is_whitespace() {
        p -= 1;
    }
    if p >= 2 && (&text[p - 2..p] == "++" || &text[p - 2..p] == "--") {
        return true;
    }
    if p >= 1 && b[p - 1] == b'&' && !(p >= 2 && b[p - 2] == b'&') {
        return true;
    }
    // After: subscripts, then an assignment operator.
    let mut q = end;
    loop {
        while q < hi && (b[q] as char).is_whitespace() {
            q += 1;
        }
        if q < hi && b[q] == b'[' {
            let mut depth = 0;
            while q < hi {
                if b[q] == b'[' {
                    depth += 1;
                } else if b[q] == b']' {
                    depth -= 1;
                    if depth == 0 {
                        q += 1;
                        break;
                    }
                }
                q += 1;
            }
            continue;
        }
        break;
    }
    let rest = &text[q..hi.min(q + 3).max(q)];
    if rest.starts_with("==") {
        return false;
    }
    for op in [
        "<<=", ">>=", "++", "--", "+=", "-=", "*=", "/=", "%=", "&=", "|=", "^=",
    ] {
        if rest.starts_with(op) {
            return true;
        }
    }
    rest.starts_with('=')
}

/// Whether the occurrence of a name at `at` in `text` declares it: preceded by a type
/// or a logic keyword (`int c_sent[...]`, `predicate ipp_EN`, `logic integer x`).
pub(crate) fn is_declared(text: &str, at: usize) -> bool {
    let before = text[..at].trim_end();
    let word_start = before
        .rfind(|c: char| !(c.is_alphanumeric() || c == '_'))
        .map_or(0, |i| i + 1);
    let prev = &before[word_start..];
    matches!(
        prev,
        "int"
            | "char"
            | "short"
            | "long"
            | "unsigned"
            | "signed"
            | "float"
            | "double"
            | "integer"
            | "real"
            | "boolean"
            | "_Bool"
            | "predicate"
            | "lemma"
            | "axiom"
            | "axiomatic"
            | "logic"
            | "void"
    ) || before.ends_with('*') && !before.ends_with("*/") && pointer_declarator(before)
}

/// Whether the `*`s that end `before` make a pointer declarator (`T *x`), not a product
/// (`4 * x`, `a[i] * x`, `== b * x`): the word before the stars is a name (not a number)
/// that does not follow an operator.
fn pointer_declarator(before: &str) -> bool {
    let s = before.trim_end_matches(|c: char| c == '*' || c.is_whitespace());
    // `T (*x)`: a parenthesised declarator (a dereference of a generated array is never
    // what an annotation means): taken as a declaration, refused.
    if s.ends_with('(') {
        return true;
    }
    let ws = s
        .rfind(|c: char| !(c.is_alphanumeric() || c == '_'))
        .map_or(0, |i| i + 1);
    let w = &s[ws..];
    if w.is_empty() || w.starts_with(|c: char| c.is_ascii_digit()) {
        return false;
    }
    let prev = s[..ws].trim_end().chars().next_back();
    !prev.is_some_and(|c| "=+-<>!&|?:*/%^".contains(c))
}

/// The free identifiers of an ACSL predicate or term (bound variables of quantifiers,
/// `\let` and `\lambda` excluded; names called as functions excluded): (name, span).
pub(crate) fn free_idents(e: &Expr) -> Vec<(String, Span)> {
    let mut out = Vec::new();
    let mut bound: Vec<String> = Vec::new();
    free_rec(e, &mut bound, &mut out);
    out
}

fn free_rec(e: &Expr, bound: &mut Vec<String>, out: &mut Vec<(String, Span)>) {
    use ExprKind as K;
    match &e.kind {
        K::Ident(n) if !bound.iter().any(|b| **b == **n) => {
            out.push((n.to_string(), e.span));
        }
        K::Unary(_, a) | K::SizeofExpr(a) | K::Old(a) | K::Member(a, _, _) | K::Cast(_, a) => {
            free_rec(a, bound, out)
        }
        K::Binary(_, a, b) | K::Assign(_, a, b) | K::Comma(a, b) | K::Index(a, b) => {
            free_rec(a, bound, out);
            free_rec(b, bound, out);
        }
        K::Cond(a, b, c) => {
            free_rec(a, bound, out);
            free_rec(b, bound, out);
            free_rec(c, bound, out);
        }
        K::Call(f, args) => {
            if !matches!(f.kind, K::Ident(_)) {
                free_rec(f, bound, out);
            }
            args.iter().for_each(|a| free_rec(a, bound, out));
        }
        K::Quant {
            vars,
            restrict,
            body,
            ..
        } => {
            let n = bound.len();
            bound.extend(vars.iter().map(|(_, v, _)| v.to_string()));
            if let Some(r) = restrict {
                free_rec(r, bound, out);
            }
            free_rec(body, bound, out);
            bound.truncate(n);
        }
        K::Builtin(name, args) if &**name == "\\let" && args.len() == 3 => {
            free_rec(&args[1], bound, out);
            if let K::Ident(v) = &args[0].kind {
                bound.push(v.to_string());
                free_rec(&args[2], bound, out);
                bound.pop();
            }
        }
        K::Builtin(name, args) if &**name == "\\lambda" && args.len() >= 2 => {
            if let K::Ident(v) = &args[0].kind {
                bound.push(v.to_string());
                free_rec(&args[1], bound, out);
                bound.pop();
            }
        }
        K::Builtin(name, args) if &**name == "\\at" && args.len() == 2 => {
            free_rec(&args[0], bound, out);
        }
        K::Builtin(_, args) => args.iter().for_each(|a| free_rec(a, bound, out)),
        K::Proc { rank, .. } => free_rec(rank, bound, out),
        _ => {}
    }
}

/// Whether a type is a scalar (integer, floating, enum, possibly qualified or a typedef
/// name: not an array, pointer, struct or function).
pub(crate) fn is_scalar(t: &TypeExpr) -> bool {
    match t {
        TypeExpr::Int { .. } | TypeExpr::Float(_) | TypeExpr::Enum(_) | TypeExpr::Named(..) => true,
        TypeExpr::Qualified(_, t) => is_scalar(t),
        _ => false,
    }
}

/// A write of a variable found in the program.
pub(crate) struct Write {
    /// The function.
    pub func: String,
    /// The index of the top-level statement of the function's body it is, when the whole
    /// statement is this write (`x = e;`, `x++;`).
    pub top: Option<usize>,
    /// The right-hand side of an assignment.
    pub rhs: Option<Expr>,
    /// Where.
    pub span: Span,
    /// `&x`.
    pub address: bool,
}

/// Every write of the variables `names` (assignment, increment, address taken) in the
/// function `f`.
pub(crate) fn writes_of(f: &FunctionDef, names: &[String], out: &mut Vec<Write>) {
    let func = f.name.to_string();
    if let StmtKind::Block(ss) = &f.body.kind {
        for (i, s) in ss.iter().enumerate() {
            // A whole statement `x = e;` or `x++;` at the top level.
            if let StmtKind::Expr(Some(e)) = &s.kind {
                let direct = match &e.kind {
                    ExprKind::Assign(_, l, r) if ident_in(l, names) => Some(Some((**r).clone())),
                    ExprKind::Unary(
                        UnOp::PreInc | UnOp::PreDec | UnOp::PostInc | UnOp::PostDec,
                        a,
                    ) if ident_in(a, names) => Some(None),
                    _ => None,
                };
                if let Some(rhs) = direct {
                    out.push(Write {
                        func: func.clone(),
                        top: Some(i),
                        rhs: rhs.clone(),
                        span: e.span,
                        address: false,
                    });
                    if let Some(r) = &rhs {
                        expr_writes(&func, r, names, out);
                    }
                    continue;
                }
            }
            stmt_writes(&func, s, names, out);
        }
    } else {
        stmt_writes(&func, &f.body, names, out);
    }
}

fn ident_in(e: &Expr, names: &[String]) -> bool {
    matches!(&e.kind, ExprKind::Ident(n) if names.iter().any(|x| **x == **n))
}

fn stmt_writes(func: &str, s: &Stmt, names: &[String], out: &mut Vec<Write>) {
    let mut exprs: Vec<&Expr> = Vec::new();
    let mut stmts: Vec<&Stmt> = Vec::new();
    match &s.kind {
        StmtKind::Expr(Some(e)) | StmtKind::Return(Some(e)) => exprs.push(e),
        StmtKind::Decl(d) => {
            for dcl in &d.declarators {
                if let Some(i) = &dcl.init {
                    init_writes(func, i, names, out);
                }
            }
        }
        StmtKind::Block(ss) => stmts.extend(ss.iter()),
        StmtKind::If(c, a, b) => {
            exprs.push(c);
            stmts.push(a);
            if let Some(b) = b {
                stmts.push(b);
            }
        }
        StmtKind::While(c, body, _) | StmtKind::DoWhile(body, c, _) => {
            exprs.push(c);
            stmts.push(body);
        }
        StmtKind::For {
            init,
            cond,
            step,
            body,
            ..
        } => {
            if let Some(i) = init {
                stmts.push(i);
            }
            exprs.extend([cond, step].into_iter().flatten());
            stmts.push(body);
        }
        StmtKind::Switch(e, b) => {
            exprs.push(e);
            stmts.push(b);
        }
        StmtKind::Case(_, _, b) | StmtKind::Default(b) | StmtKind::Labeled(_, b) => stmts.push(b),
        _ => {}
    }
    for e in exprs {
        expr_writes(func, e, names, out);
    }
    for s in stmts {
        stmt_writes(func, s, names, out);
    }
}

fn init_writes(func: &str, i: &Initializer, names: &[String], out: &mut Vec<Write>) {
    match i {
        Initializer::Expr(e) => expr_writes(func, e, names, out),
        Initializer::List(items, _) => items
            .iter()
            .for_each(|(_, i)| init_writes(func, i, names, out)),
    }
}

fn expr_writes(func: &str, e: &Expr, names: &[String], out: &mut Vec<Write>) {
    use ExprKind as K;
    let mut push = |address: bool| {
        out.push(Write {
            func: func.to_string(),
            top: None,
            rhs: None,
            span: e.span,
            address,
        })
    };
    match &e.kind {
        K::Assign(_, l, _) if ident_in(l, names) => push(false),
        K::Unary(UnOp::PreInc | UnOp::PreDec | UnOp::PostInc | UnOp::PostDec, a)
            if ident_in(a, names) =>
        {
            push(false)
        }
        K::Unary(UnOp::AddrOf, a) if ident_in(a, names) => push(true),
        _ => {}
    }
    match &e.kind {
        K::Unary(_, a) | K::SizeofExpr(a) | K::Old(a) | K::Member(a, _, _) | K::Cast(_, a) => {
            expr_writes(func, a, names, out)
        }
        K::Binary(_, a, b) | K::Assign(_, a, b) | K::Comma(a, b) | K::Index(a, b) => {
            expr_writes(func, a, names, out);
            expr_writes(func, b, names, out);
        }
        K::Cond(a, b, c) => {
            expr_writes(func, a, names, out);
            expr_writes(func, b, names, out);
            expr_writes(func, c, names, out);
        }
        K::Call(f, args) => {
            expr_writes(func, f, names, out);
            args.iter().for_each(|a| expr_writes(func, a, names, out));
        }
        K::StmtExpr(s) => stmt_writes(func, s, names, out),
        K::CompoundLit(_, i) => init_writes(func, i, names, out),
        K::Builtin(_, args) => args.iter().for_each(|a| expr_writes(func, a, names, out)),
        _ => {}
    }
}

/// What the right-hand side of an assignment of a uniform variable names that it may
/// not: a variable other than `nprocs` and the uniform ones, or a call.
pub(crate) fn non_uniform_in(e: &Expr, uniform: &[String]) -> Option<(String, Span)> {
    use ExprKind as K;
    match &e.kind {
        K::Ident(n) if &**n != "nprocs" && !uniform.iter().any(|u| **u == **n) => {
            Some((format!("`{n}`"), e.span))
        }
        K::Call(..) | K::StmtExpr(_) | K::Assign(..) => {
            Some(("a call or a side effect".into(), e.span))
        }
        K::Unary(UnOp::PreInc | UnOp::PreDec | UnOp::PostInc | UnOp::PostDec, _) => {
            Some(("a side effect".into(), e.span))
        }
        K::Unary(_, a) | K::Cast(_, a) => non_uniform_in(a, uniform),
        K::Binary(_, a, b) | K::Comma(a, b) | K::Index(a, b) => {
            non_uniform_in(a, uniform).or_else(|| non_uniform_in(b, uniform))
        }
        K::Cond(a, b, c) => non_uniform_in(a, uniform)
            .or_else(|| non_uniform_in(b, uniform))
            .or_else(|| non_uniform_in(c, uniform)),
        K::Member(..) | K::Builtin(..) | K::CompoundLit(..) | K::Old(_) | K::Proc { .. } => {
            Some(("what is not a constant".into(), e.span))
        }
        _ => None,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn at_in(t: &str, w: &str) -> usize {
        word_occurrences(t, 0, t.len(), w)[0]
    }

    #[test]
    fn comments_and_writes() {
        let t =
            "int x; /* no @ */ //@ ghost c_sent[rank]++;\n/*@ assert c_sent[i] == 0; */ \"//@ s\"";
        let cs = annotation_comments(t);
        assert_eq!(cs.len(), 2);
        let occ = word_occurrences(t, cs[0].lo, cs[0].hi, "c_sent");
        assert_eq!(occ.len(), 1);
        assert!(is_written(t, occ[0], occ[0] + 6, cs[0].hi));
        let occ = word_occurrences(t, cs[1].lo, cs[1].hi, "c_sent");
        assert!(!is_written(t, occ[0], occ[0] + 6, cs[1].hi));
        let t = "ghost c_size [ k ] = 1; ghost int c_msg[3]; x = &c_sent; c_recvd[0] <= 1";
        let at = |w: &str| word_occurrences(t, 0, t.len(), w)[0];
        assert!(is_written(t, at("c_size"), at("c_size") + 6, t.len()));
        assert!(is_written(t, at("c_sent"), at("c_sent") + 6, t.len()));
        assert!(!is_written(t, at("c_recvd"), at("c_recvd") + 7, t.len()));
        assert!(is_declared(t, at("c_msg")));
        assert!(!is_declared(t, at("c_size")));
        // A product is not a pointer declarator.
        let t =
            "int *p_a; T **p_b; x == 4 * p_c[i]; y: a * p_d; (n) * p_e; u[i] * p_f; int (*p_g);";
        assert!(is_declared(t, at_in(t, "p_a")));
        assert!(is_declared(t, at_in(t, "p_b")));
        assert!(is_declared(t, at_in(t, "p_g")));
        for w in ["p_c", "p_d", "p_e", "p_f"] {
            assert!(!is_declared(t, at_in(t, w)), "{w}");
        }
    }
}
