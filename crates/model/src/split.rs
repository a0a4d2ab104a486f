//! Small arrays used as scalars become scalars (scalar replacement of aggregates, as
//! compilers do it), before lowering: `int sum[1]; ... sum[0] += a[i];` is lowered as if
//! it declared one variable named `sum[0]`. SV-COMP's array programs keep accumulators,
//! running maxima and flags in one-element arrays, and the techniques that decide loops
//! (`parallel`, `induction`, invariants) relate scalars by their differences and closed
//! forms; an array written at a constant index would otherwise make them decline.
//!
//! An array is split only when doing so cannot change what any execution does or what
//! any check sees:
//! - it is declared once in the whole program, and its name is declared nowhere else
//!   (no shadowing, no parameter, bound variable or logic parameter of that name), not
//!   `extern`, not a typedef, not an input or output (pragmas and `tass compare` name it);
//! - its length is an integer constant of at most [`MAX_LEN`], its elements are numbers;
//! - every occurrence of its name, in the code and in every annotation, is the base of
//!   an index that is an integer constant within the length, and no such element has
//!   its address taken (`&a[0]`): no pointer, `sizeof`, call or quantifier sees the
//!   array itself;
//! - its initialiser, if any, is a plain list of expressions, one per element at most
//!   (the other elements are zero, as C says); designators or a string keep the array.
//!
//! The element scalars keep the array's storage class and the declarator's span, and an
//! element expression keeps the span of `a[c]`, so reports point where they did. The
//! scalar's name `a[c]` is not a C identifier, so it clashes with nothing, and traces
//! print it as the element. Bounds are not lost: an index outside the length keeps the
//! array whole, so the bounds check still reports it.

use std::collections::{BTreeMap, BTreeSet};
use tass_syntax::ast::{
    Declaration, Expr, ExprKind, ExternalDecl, InitDeclarator, Initializer, Name, Storage,
    TranslationUnit, TypeExpr, UnOp,
};
use tass_syntax::visit::{walk_expr, walk_type, Visit};
use tass_syntax::visit_mut::{walk_decl_mut, walk_expr_mut, VisitMut};

/// The longest array split.
pub const MAX_LEN: u128 = 8;

/// Splits the arrays of `unit` that are used as scalars (see the module doc); returns
/// their names.
pub fn arrays(unit: &mut TranslationUnit) -> Vec<Name> {
    let mut scan = Scan::default();
    scan.visit_unit(unit);
    for item in &unit.items {
        if let ExternalDecl::InputMacro(m) = &item {
            scan.bare.insert(m.name.clone());
        }
    }
    let chosen: BTreeMap<Name, u128> = scan
        .candidates
        .into_iter()
        .filter(|(n, _)| scan.declared.get(n) == Some(&1) && !scan.bare.contains(n))
        .filter(|(n, len)| scan.max_index.get(n).is_none_or(|m| m < len))
        .collect();
    if chosen.is_empty() {
        return Vec::new();
    }
    let mut rw = Rewrite { chosen: &chosen };
    rw.visit_unit_mut(unit);
    chosen.into_keys().collect()
}

/// The name of element `i` of array `a`.
fn element(a: &str, i: u128) -> Name {
    format!("{a}[{i}]").into()
}

/// What the program does with each name.
#[derive(Default)]
struct Scan {
    /// How many times each name is declared (objects, parameters, bound variables,
    /// logic parameters, functions).
    declared: BTreeMap<Name, u32>,
    /// The arrays that may be split, with their lengths.
    candidates: BTreeMap<Name, u128>,
    /// Names used other than as the base of a constant index.
    bare: BTreeSet<Name>,
    /// The greatest constant index each name is used with.
    max_index: BTreeMap<Name, u128>,
}

impl Scan {
    fn declare(&mut self, n: &Name) {
        *self.declared.entry(n.clone()).or_default() += 1;
    }
}

/// The length of a candidate array type: a constant of at most [`MAX_LEN`], numbers as
/// elements.
fn split_len(ty: &TypeExpr) -> Option<u128> {
    let TypeExpr::Array(elem, Some(len)) = ty else {
        return None;
    };
    let ExprKind::Int(l) = &len.kind else {
        return None;
    };
    let number = matches!(
        elem.unqualified(),
        TypeExpr::Int { .. } | TypeExpr::Float(_)
    );
    (number && (1..=MAX_LEN).contains(&l.value)).then_some(l.value)
}

/// Whether `init` is a plain list of at most `len` expressions.
fn plain_list(init: &Initializer, len: u128) -> bool {
    match init {
        Initializer::Expr(_) => false,
        Initializer::List(items, _) => {
            items.len() as u128 <= len
                && items
                    .iter()
                    .all(|(d, i)| d.is_empty() && matches!(i, Initializer::Expr(_)))
        }
    }
}

/// `a[c]` with `a` a name and `c` an integer constant.
fn constant_element(e: &Expr) -> Option<(&Name, u128)> {
    let ExprKind::Index(base, idx) = &e.kind else {
        return None;
    };
    match (&base.kind, &idx.kind) {
        (ExprKind::Ident(n), ExprKind::Int(c)) => Some((n, c.value)),
        _ => None,
    }
}

impl<'ast> Visit<'ast> for Scan {
    fn visit_decl(&mut self, d: &'ast Declaration) {
        for dcl in &d.declarators {
            self.declare(&dcl.name);
            let plain = matches!(d.storage, None | Some(Storage::Static | Storage::Auto));
            if let (true, None, Some(len)) = (plain, &d.io, split_len(&dcl.ty)) {
                if dcl.init.as_ref().is_none_or(|i| plain_list(i, len)) {
                    self.candidates.insert(dcl.name.clone(), len);
                }
            }
        }
        tass_syntax::visit::walk_decl(self, d)
    }

    fn visit_function(&mut self, f: &'ast tass_syntax::ast::FunctionDef) {
        self.declare(&f.name);
        tass_syntax::visit::walk_function(self, f)
    }

    fn visit_type(&mut self, t: &'ast TypeExpr) {
        if let TypeExpr::Function { params, .. } = t {
            for p in params {
                if let Some(n) = &p.name {
                    self.declare(n);
                }
            }
        }
        walk_type(self, t)
    }

    fn visit_expr(&mut self, e: &'ast Expr) {
        if let Some((n, c)) = constant_element(e) {
            let m = self.max_index.entry(n.clone()).or_default();
            *m = (*m).max(c);
            return;
        }
        match &e.kind {
            ExprKind::Ident(n) => {
                self.bare.insert(n.clone());
            }
            // `&a[c]`: a pointer into the array.
            ExprKind::Unary(UnOp::AddrOf, inner) => {
                if let Some((n, _)) = constant_element(inner) {
                    self.bare.insert(n.clone());
                }
            }
            ExprKind::Quant { vars, .. } => {
                for (_, n, _) in vars {
                    self.declare(n);
                }
            }
            ExprKind::Proc { var, .. } | ExprKind::Spec(var) => {
                self.bare.insert(var.clone());
            }
            _ => {}
        }
        walk_expr(self, e)
    }

    fn visit_annotation(&mut self, a: &'ast tass_syntax::ast::Annotation) {
        if let tass_syntax::ast::AnnotKind::Logic(l) = &a.kind {
            self.declare(&l.name);
            for (_, n, _) in &l.params {
                self.declare(n);
            }
        }
        tass_syntax::visit::walk_annotation(self, a)
    }
}

/// Replaces the chosen arrays' declarators and elements.
struct Rewrite<'c> {
    chosen: &'c BTreeMap<Name, u128>,
}

impl VisitMut for Rewrite<'_> {
    fn visit_decl_mut(&mut self, d: &mut Declaration) {
        if d.declarators
            .iter()
            .any(|dcl| self.chosen.contains_key(&dcl.name))
        {
            let old = std::mem::take(&mut d.declarators);
            for dcl in old {
                let Some(&len) = self.chosen.get(&dcl.name) else {
                    d.declarators.push(dcl);
                    continue;
                };
                let TypeExpr::Array(elem, _) = &dcl.ty else {
                    unreachable!("a chosen array has an array type")
                };
                let mut items = match dcl.init {
                    Some(Initializer::List(items, _)) => Some(items.into_iter()),
                    _ => None,
                };
                for i in 0..len {
                    // An initialised array's other elements are zero.
                    let init = items.as_mut().map(|it| match it.next() {
                        Some((_, init)) => init,
                        None => Initializer::Expr(Expr::new(
                            ExprKind::Int(tass_syntax::ast::IntLit {
                                value: 0,
                                unsigned: false,
                                longs: 0,
                                decimal: true,
                            }),
                            dcl.span,
                        )),
                    });
                    d.declarators.push(InitDeclarator {
                        name: element(&dcl.name, i),
                        ty: (**elem).clone(),
                        init,
                        span: dcl.span,
                    });
                }
            }
        }
        walk_decl_mut(self, d)
    }

    fn visit_expr_mut(&mut self, e: &mut Expr) {
        if let Some((n, c)) = constant_element(e) {
            if self.chosen.contains_key(n) {
                let name = element(n, c);
                *e = Expr::new(ExprKind::Ident(name), e.span);
                return;
            }
        }
        walk_expr_mut(self, e)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn split(src: &str) -> (Vec<Name>, String) {
        let mut map = tass_syntax::SourceMap::new();
        let id = map.add("t.c", src, false);
        let pp = tass_syntax::pp::preprocess(&mut map, id, &tass_syntax::pp::PpOptions::default());
        let parsed =
            tass_syntax::parse::parse(&pp.tokens, tass_syntax::parse::ParseOptions { civl: false });
        assert!(parsed.diagnostics.is_empty(), "{:?}", parsed.diagnostics);
        let mut unit = parsed.unit;
        let names = arrays(&mut unit);
        (names, format!("{unit:?}"))
    }

    #[test]
    fn accumulator_cell_is_split() {
        let (n, ast) = split(
            "int main(void) { int a[3] = {1, 2, 3}; int s[1]; s[0] = 0;\n\
             for (int i = 0; i < 3; i++) s[0] += a[i];\n\
             /*@ assert s[0] == 6; */ return s[0]; }",
        );
        assert_eq!(n, vec![Name::from("s")]);
        assert!(ast.contains("\"s[0]\""), "{ast}");
    }

    #[test]
    fn initialised_cells_get_their_values_and_zeros() {
        let (n, ast) = split("int main(void) { int m[3] = {7}; return m[0] + m[2]; }");
        assert_eq!(n, vec![Name::from("m")]);
        assert!(
            ast.contains("\"m[1]\"") && ast.contains("\"m[2]\""),
            "{ast}"
        );
    }

    #[test]
    fn arrays_seen_whole_are_kept() {
        for src in [
            // Indexed by a variable.
            "int main(void) { int s[2]; int i = 1; s[i] = 0; return 0; }",
            // An index past the end: the bounds check must see it.
            "int main(void) { int s[1]; s[1] = 0; return 0; }",
            // Its address, or an element's.
            "void f(int *p); int main(void) { int s[1]; f(s); return 0; }",
            "int main(void) { int s[2]; int *p = &s[0]; *p = 1; return s[1]; }",
            // sizeof.
            "int main(void) { int s[1]; return sizeof s; }",
            // Shadowed.
            "int s[1]; int main(void) { int s[1]; s[0] = 1; return s[0]; }",
            // A designator.
            "int main(void) { int s[2] = {[1] = 3}; return s[1]; }",
            // Too long, or not numbers.
            "int main(void) { int s[9]; s[0] = 1; return s[0]; }",
            "int main(void) { int *s[1]; s[0] = 0; return 0; }",
            // Named by an annotation as a whole.
            "int main(void) { int s[1]; s[0] = 0; /*@ assert \\valid(s); */ return 0; }",
            // An input or output.
            "#pragma TASS output\nint s[1];\nint main(void) { s[0] = 1; return 0; }",
            "extern int s[1]; int main(void) { return s[0]; }",
        ] {
            let (n, _) = split(src);
            assert!(n.is_empty(), "{src}: split {n:?}");
        }
    }
}
