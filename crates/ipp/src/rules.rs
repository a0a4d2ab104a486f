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
use tass_syntax::visit::{walk_expr, walk_stmt, Visit};
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
    let mut f = Free::default();
    f.visit_expr(e);
    f.out
}

#[derive(Default)]
struct Free {
    bound: Vec<String>,
    out: Vec<(String, Span)>,
}

impl<'ast> Visit<'ast> for Free {
    fn visit_expr(&mut self, e: &'ast Expr) {
        use ExprKind as K;
        match &e.kind {
            K::Ident(n) => {
                if !self.bound.iter().any(|b| **b == **n) {
                    self.out.push((n.to_string(), e.span));
                }
            }
            // A name called is not a free identifier.
            K::Call(f, args) => {
                if !matches!(f.kind, K::Ident(_)) {
                    self.visit_expr(f);
                }
                args.iter().for_each(|a| self.visit_expr(a));
            }
            K::Quant {
                vars,
                restrict,
                body,
                ..
            } => {
                let n = self.bound.len();
                self.bound
                    .extend(vars.iter().map(|(_, v, _)| v.to_string()));
                if let Some(r) = restrict {
                    self.visit_expr(r);
                }
                self.visit_expr(body);
                self.bound.truncate(n);
            }
            K::Builtin(name, args) if &**name == "\\let" && args.len() == 3 => {
                self.visit_expr(&args[1]);
                if let K::Ident(v) = &args[0].kind {
                    self.bound.push(v.to_string());
                    self.visit_expr(&args[2]);
                    self.bound.pop();
                }
            }
            K::Builtin(name, args) if &**name == "\\lambda" && args.len() >= 2 => {
                if let K::Ident(v) = &args[0].kind {
                    self.bound.push(v.to_string());
                    self.visit_expr(&args[1]);
                    self.bound.pop();
                }
            }
            // `\at(e, L)`: the label is not a variable.
            K::Builtin(name, args) if &**name == "\\at" && args.len() == 2 => {
                self.visit_expr(&args[0]);
            }
            // Not entered: statement expressions and compound literals.
            K::StmtExpr(_) | K::CompoundLit(..) => {}
            _ => walk_expr(self, e),
        }
    }

    /// Types are not entered (the lengths of array types).
    fn visit_type(&mut self, _: &'ast TypeExpr) {}
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
    Writes { func, names, out }.visit_stmt(s)
}

fn expr_writes(func: &str, e: &Expr, names: &[String], out: &mut Vec<Write>) {
    Writes { func, names, out }.visit_expr(e)
}

/// The writes of `names` in a function's code, in order: a statement's expressions
/// before its statements.
struct Writes<'w> {
    func: &'w str,
    names: &'w [String],
    out: &'w mut Vec<Write>,
}

impl<'ast> Visit<'ast> for Writes<'_> {
    fn visit_stmt(&mut self, s: &'ast Stmt) {
        match &s.kind {
            StmtKind::DoWhile(body, c, _) => {
                self.visit_expr(c);
                self.visit_stmt(body);
            }
            StmtKind::For {
                init,
                cond,
                step,
                body,
                ..
            } => {
                for e in [cond, step].into_iter().flatten() {
                    self.visit_expr(e);
                }
                if let Some(i) = init {
                    self.visit_stmt(i);
                }
                self.visit_stmt(body);
            }
            // Case labels are constants: not entered.
            StmtKind::Case(_, _, b) => self.visit_stmt(b),
            _ => walk_stmt(self, s),
        }
    }

    /// The types (a variable-length array's length is evaluated) and the initializers,
    /// not the pragmas' conditions.
    fn visit_decl(&mut self, d: &'ast Declaration) {
        self.visit_type(&d.base);
        for dcl in &d.declarators {
            self.visit_type(&dcl.ty);
            if let Some(i) = &dcl.init {
                self.visit_init(i);
            }
        }
    }

    fn visit_expr(&mut self, e: &'ast Expr) {
        use ExprKind as K;
        let address = match &e.kind {
            K::Assign(_, l, _) if ident_in(l, self.names) => Some(false),
            K::Unary(UnOp::PreInc | UnOp::PreDec | UnOp::PostInc | UnOp::PostDec, a)
                if ident_in(a, self.names) =>
            {
                Some(false)
            }
            K::Unary(UnOp::AddrOf, a) if ident_in(a, self.names) => Some(true),
            _ => None,
        };
        if let Some(address) = address {
            self.out.push(Write {
                func: self.func.to_string(),
                top: None,
                rhs: None,
                span: e.span,
                address,
            });
        }
        match &e.kind {
            // Annotation-only expressions: not entered.
            K::Quant { .. } | K::Proc { .. } => {}
            _ => walk_expr(self, e),
        }
    }

    /// Annotations are not code: they write nothing.
    fn visit_annotation(&mut self, _: &'ast Annotation) {}

    /// Designators are constants: not entered.
    fn visit_designator(&mut self, _: &'ast Designator) {}
}

/// What the right-hand side of an assignment of a uniform variable names that it may
/// not: a variable other than `nprocs` and the uniform ones, or a call.
pub(crate) fn non_uniform_in(e: &Expr, uniform: &[String]) -> Option<(String, Span)> {
    let mut v = NonUniform {
        uniform,
        found: None,
    };
    v.visit_expr(e);
    v.found
}

/// The first subexpression (in source order) that may differ between processes.
struct NonUniform<'u> {
    uniform: &'u [String],
    found: Option<(String, Span)>,
}

impl<'ast> Visit<'ast> for NonUniform<'_> {
    fn visit_expr(&mut self, e: &'ast Expr) {
        use ExprKind as K;
        if self.found.is_some() {
            return;
        }
        let what = match &e.kind {
            K::Ident(n) if &**n != "nprocs" && !self.uniform.iter().any(|u| **u == **n) => {
                format!("`{n}`")
            }
            K::Call(..) | K::StmtExpr(_) | K::Assign(..) => "a call or a side effect".into(),
            K::Unary(UnOp::PreInc | UnOp::PreDec | UnOp::PostInc | UnOp::PostDec, _) => {
                "a side effect".into()
            }
            K::Member(..) | K::Builtin(..) | K::CompoundLit(..) | K::Old(_) | K::Proc { .. } => {
                "what is not a constant".into()
            }
            K::Unary(..)
            | K::Cast(..)
            | K::Binary(..)
            | K::Comma(..)
            | K::Index(..)
            | K::Cond(..) => return walk_expr(self, e),
            // Constants, `nprocs` and uniform variables, what `sizeof` and `_Alignof`
            // measure; quantifiers are not entered.
            K::Ident(_)
            | K::Int(_)
            | K::Float { .. }
            | K::Char(_)
            | K::Str(_)
            | K::Result
            | K::Spec(_)
            | K::SizeofExpr(_)
            | K::SizeofType(_)
            | K::AlignofType(_)
            | K::Quant { .. } => return,
        };
        self.found = Some((what, e.span));
    }

    /// Types are not entered (the type of a cast).
    fn visit_type(&mut self, _: &'ast TypeExpr) {}
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
