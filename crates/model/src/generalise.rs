//! Large constants as parameters (seed 002's treatment of `SIZE`): a program whose
//! arrays and loops are sized by a large object-like macro, `#define SIZE 100000`, is
//! the instance `SIZE = 100000` of the program in which `SIZE` is an input. The
//! bounded search would run its loops a hundred thousand times; the techniques that
//! decide loops for every bound (`parallel`, `induction`) need the bound to be a
//! parameter. So the front end can rewrite the program: each such macro becomes an
//! input of type `int` with the condition `1 <= SIZE`, and each constant it expanded to
//! reads the input.
//!
//! Soundness: the rewritten program `P'` with `SIZE = 100000` is the original program
//! `P` (every expression that was the constant now reads an input that has that value;
//! nothing else changed), and `100000` satisfies `1 <= SIZE`. So when every property
//! holds in every execution of `P'` for every value of the input, it holds in every
//! execution of `P`. The converse does not hold: a violation of `P'` may need another
//! value of `SIZE`, so a violation of `P'` says nothing about `P` (the caller then
//! verifies `P` itself). The rewrite is chosen only where the types stay the same:
//!
//! - the macro is defined in the program's own files (not a bundled header: `INT_MAX`
//!   and `RAND_MAX` stay constants), once, without `#undef` and a second definition;
//! - every constant that carries its name (an expansion that is one integer constant,
//!   also inside another macro) has the same value, at least [`LARGE`] and at most
//!   `INT_MAX`, written in decimal without suffix: its type is `int`, the input's;
//! - no declaration, parameter or input already uses the name.
//!
//! Constants written without a macro stay as they are (they may mean something else
//! than the bound), and so do the uses the macro's name does not reach (`SIZE - 1` is
//! `SIZE - 1`, read from the input). Where C needs a constant expression (a `case`
//! label, a bit-field width, the length of a struct member or a `static` array), the
//! rewritten program may not lower; the caller then keeps the original.

use std::collections::BTreeMap;
use tass_syntax::ast::{
    BinOp, Expr, ExprKind, ExternalDecl, InputMacro, IntKind, IoKind, Name, TranslationUnit,
    TypeExpr,
};
use tass_syntax::visit::{walk_expr, Visit};
use tass_syntax::visit_mut::{walk_expr_mut, VisitMut};
use tass_syntax::Span;

/// The least constant taken as a parameter: below it, the search runs the loops as
/// they are.
pub const LARGE: u128 = 1024;

/// A macro the rewrite makes an input.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Parameter {
    /// The macro's name.
    pub name: Name,
    /// Its value in the program as written.
    pub value: u128,
    /// The macro's name in its `#define`.
    pub define: Span,
    /// How many constants of the program it expanded to.
    pub uses: usize,
}

/// The macros of `unit` the rewrite would make inputs (see the module doc), given the
/// object-like `#define`s of the program's own files in the order read.
pub fn candidates(unit: &TranslationUnit, defines: &[(Name, Span)]) -> Vec<Parameter> {
    let mut count: BTreeMap<&Name, (usize, Span)> = BTreeMap::new();
    for (n, span) in defines {
        let e = count.entry(n).or_insert((0, *span));
        e.0 += 1;
    }
    let mut scan = Scan::default();
    scan.visit_unit(unit);
    for item in &unit.items {
        if let ExternalDecl::InputMacro(m) = item {
            scan.idents.insert(m.name.clone());
        }
    }
    let mut out = Vec::new();
    for (name, uses) in &scan.uses {
        let Some((1, define)) = count.get(name) else {
            continue;
        };
        if scan.idents.contains(name) || scan.other.contains(name) {
            continue;
        }
        let value = uses.value;
        if !(LARGE..=i32::MAX as u128).contains(&value) {
            continue;
        }
        out.push(Parameter {
            name: name.clone(),
            value,
            define: *define,
            uses: uses.count,
        });
    }
    out.sort_by_key(|p| (p.define.file.0, p.define.lo));
    out
}

/// Rewrites `unit`: each of `params` becomes an input `1 <= NAME` of type `int`, read
/// where the program had its constant.
pub fn rewrite(unit: &mut TranslationUnit, params: &[Parameter]) {
    if params.is_empty() {
        return;
    }
    let mut rw = Rewrite { params };
    rw.visit_unit_mut(unit);
    let inputs = params.iter().map(|p| {
        let ident = Expr::new(ExprKind::Ident(p.name.clone()), p.define);
        let one = Expr::new(
            ExprKind::Int(tass_syntax::ast::IntLit {
                value: 1,
                unsigned: false,
                longs: 0,
                decimal: true,
            }),
            p.define,
        );
        ExternalDecl::InputMacro(InputMacro {
            io: IoKind::Input,
            name: p.name.clone(),
            ty: TypeExpr::Int {
                kind: IntKind::Int,
                unsigned: false,
            },
            cond: Some(Expr::new(
                ExprKind::Binary(BinOp::Le, Box::new(one), Box::new(ident)),
                p.define,
            )),
            span: p.define,
            pragma_span: p.define,
        })
    });
    let rest = std::mem::take(&mut unit.items);
    unit.items = inputs.chain(rest).collect();
}

/// The constants a macro expanded to.
struct Uses {
    value: u128,
    count: usize,
}

#[derive(Default)]
struct Scan {
    /// The macros whose every constant is a plain decimal `int` of one value.
    uses: BTreeMap<Name, Uses>,
    /// Macros with a constant of another value or type.
    other: std::collections::BTreeSet<Name>,
    /// Every identifier the program uses or declares.
    idents: std::collections::BTreeSet<Name>,
}

impl<'ast> Visit<'ast> for Scan {
    fn visit_expr(&mut self, e: &'ast Expr) {
        match (&e.kind, &e.macro_name) {
            (ExprKind::Int(l), Some(m)) => {
                let plain = !l.unsigned && l.longs == 0 && l.decimal;
                match self.uses.get_mut(m) {
                    _ if !plain => {
                        self.other.insert(m.clone());
                    }
                    Some(u) if u.value == l.value => u.count += 1,
                    Some(_) => {
                        self.other.insert(m.clone());
                    }
                    None => {
                        self.uses.insert(
                            m.clone(),
                            Uses {
                                value: l.value,
                                count: 1,
                            },
                        );
                    }
                }
            }
            (ExprKind::Ident(n), _) => {
                self.idents.insert(n.clone());
            }
            _ => {}
        }
        walk_expr(self, e)
    }

    fn visit_decl(&mut self, d: &'ast tass_syntax::ast::Declaration) {
        for dcl in &d.declarators {
            self.idents.insert(dcl.name.clone());
        }
        tass_syntax::visit::walk_decl(self, d)
    }

    fn visit_function(&mut self, f: &'ast tass_syntax::ast::FunctionDef) {
        self.idents.insert(f.name.clone());
        tass_syntax::visit::walk_function(self, f)
    }
}

struct Rewrite<'a> {
    params: &'a [Parameter],
}

impl VisitMut for Rewrite<'_> {
    fn visit_expr_mut(&mut self, e: &mut Expr) {
        if let (ExprKind::Int(_), Some(m)) = (&e.kind, &e.macro_name) {
            if self.params.iter().any(|p| p.name == *m) {
                *e = Expr::new(ExprKind::Ident(m.clone()), e.span);
                return;
            }
        }
        walk_expr_mut(self, e)
    }
}

#[cfg(test)]
mod tests {
    use super::{candidates, rewrite, Parameter};
    use tass_syntax::SourceMap;

    /// What the front end makes of `src`: the candidates, the map, and the program
    /// (rewritten when `generalise`), when it lowers.
    struct Loaded {
        parameters: Vec<Parameter>,
        map: SourceMap,
        program: Option<crate::Program>,
    }

    fn load(src: &str, generalise: bool) -> Loaded {
        let mut map = SourceMap::new();
        let id = map.add("t.c", src, false);
        let pp = tass_syntax::pp::preprocess(&mut map, id, &tass_syntax::pp::PpOptions::default());
        let parsed =
            tass_syntax::parse::parse(&pp.tokens, tass_syntax::parse::ParseOptions { civl: false });
        let mut unit = parsed.unit;
        let parameters = candidates(&unit, &pp.defines);
        if generalise {
            rewrite(&mut unit, &parameters);
        }
        let program = crate::lower(&unit).program;
        Loaded {
            parameters,
            map,
            program,
        }
    }

    fn names(src: &str) -> Vec<(String, u128, usize)> {
        load(src, false)
            .parameters
            .iter()
            .map(|p| (p.name.to_string(), p.value, p.uses))
            .collect()
    }

    #[test]
    fn a_large_size_macro_becomes_an_input() {
        let src = "#define SIZE 100000\nint a[SIZE];\n\
                   int main(void) { for (int i = 0; i < SIZE; i++) a[i] = i; return a[SIZE - 1]; }";
        assert_eq!(names(src), vec![("SIZE".to_string(), 100000, 3)]);
        let written = load(src, false).program.expect("lowers");
        assert!(written.shared.is_empty());
        let out = load(src, true);
        let p = out.program.expect("the rewritten program lowers");
        assert_eq!(p.shared.len(), 1);
        let s = &p.shared[0];
        assert_eq!(&*s.var.name, "SIZE");
        assert_eq!(s.io, tass_syntax::ast::IoKind::Input);
        assert_eq!(s.var.ty, crate::Type::INT);
        let cond = crate::show::expr_str(&p, None, s.cond.as_ref().expect("a condition"));
        assert_eq!(cond, "1 <= SIZE");
        // The global array's length reads the input.
        assert!(matches!(
            p.globals[0].ty,
            crate::Type::Array(_, crate::Extent::Expr(_))
        ));
    }

    #[test]
    fn constants_that_must_stay_are_not_chosen() {
        for src in [
            // Small: the search runs the loops.
            "#define N 100\nint main(void) { int a[N]; return a[0] = N; }",
            // A bundled header's limit.
            "#include <limits.h>\nint main(void) { int x = INT_MAX; return x; }",
            // With a suffix: not of type int.
            "#define N 100000UL\nint main(void) { return N > 5; }",
            // Larger than int.
            "#define N 3000000000\nint main(void) { return N > 5; }",
            // Defined twice, with two values.
            "#define N 2000\nint x = N;\n#undef N\n#define N 3000\nint main(void) { return N + x; }",
            // Written in hexadecimal.
            "#define N 0x10000\nint main(void) { return N > 5; }",
            // Not a lone constant: `N` expands to an expression.
            "#define N (1000 + 1000)\nint main(void) { return N > 5; }",
            // Function-like.
            "#define N() 100000\nint main(void) { return N() > 5; }",
        ] {
            assert_eq!(names(src), Vec::new(), "{src}");
        }
    }

    #[test]
    fn constants_written_without_the_macro_stay() {
        let src =
            "#define SIZE 5000\nint main(void) { int a[SIZE]; a[4999] = 1; return a[SIZE - 1]; }";
        let out = load(src, true);
        let p = out.program.as_ref().expect("lowers");
        let shown = crate::show::show(p, &out.map);
        assert!(shown.contains("4999"), "{shown}");
        assert_eq!(out.parameters.len(), 1);
    }
}
