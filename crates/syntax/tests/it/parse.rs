//! Parser tests: declarators, the typedef ambiguity, casts, annotations in each dialect,
//! error recovery and located errors.

use tass_syntax::ast::*;
use tass_syntax::parse::{parse, ParseOptions, ParseOutput};
use tass_syntax::pp::{preprocess, PpOptions};
use tass_syntax::{Severity, SourceMap};

fn parse_src(src: &str) -> (ParseOutput, SourceMap) {
    let mut map = SourceMap::new();
    let id = map.add("t.c", src, false);
    let pp = preprocess(&mut map, id, &PpOptions::default());
    assert!(
        pp.diagnostics.iter().all(|d| d.severity != Severity::Error),
        "{:?}",
        pp.diagnostics
    );
    (parse(&pp.tokens, ParseOptions { civl: pp.civl }), map)
}

fn ok(src: &str) -> TranslationUnit {
    let (out, map) = parse_src(src);
    let errs: Vec<String> = out
        .diagnostics
        .iter()
        .filter(|d| d.severity == Severity::Error)
        .map(|d| format!("{}: {}", map.location(d.span), d.message))
        .collect();
    assert!(errs.is_empty(), "{errs:?}");
    out.unit
}

fn errors(src: &str) -> Vec<(String, String)> {
    let (out, map) = parse_src(src);
    out.diagnostics
        .iter()
        .filter(|d| d.severity == Severity::Error)
        .map(|d| {
            let l = map.location(d.span);
            (format!("{}:{}", l.line, l.column), d.message.clone())
        })
        .collect()
}

fn decl_types(u: &TranslationUnit) -> Vec<(String, TypeExpr)> {
    let mut out = Vec::new();
    for it in &u.items {
        if let ExternalDecl::Decl(d) = it {
            for x in &d.declarators {
                out.push((x.name.to_string(), x.ty.clone()));
            }
        }
    }
    out
}

fn main_body(u: &TranslationUnit) -> Vec<Stmt> {
    for it in &u.items {
        if let ExternalDecl::Function(f) = it {
            if &*f.name == "main" {
                if let StmtKind::Block(items) = &f.body.kind {
                    return items.clone();
                }
            }
        }
    }
    panic!("no main")
}

const INT: TypeExpr = TypeExpr::Int {
    kind: IntKind::Int,
    unsigned: false,
};

#[test]
fn declarators_apply_inside_out() {
    let u = ok("int *a[3]; int (*fp)(int); int (*pa)[4]; int **pp; unsigned long long u;");
    let t = decl_types(&u);
    assert_eq!(
        t[0].1,
        TypeExpr::Array(
            Box::new(TypeExpr::Pointer(Box::new(INT))),
            Some(Box::new(Expr::new(
                ExprKind::Int(IntLit {
                    value: 3,
                    unsigned: false,
                    longs: 0,
                    decimal: true
                }),
                t_span(&t[0].1)
            )))
        )
    );
    match &t[1].1 {
        TypeExpr::Pointer(f) => assert!(matches!(**f, TypeExpr::Function { .. })),
        other => panic!("{other:?}"),
    }
    match &t[2].1 {
        TypeExpr::Pointer(a) => assert!(matches!(**a, TypeExpr::Array(..))),
        other => panic!("{other:?}"),
    }
    assert!(matches!(&t[3].1, TypeExpr::Pointer(p) if matches!(**p, TypeExpr::Pointer(_))));
    assert_eq!(
        t[4].1,
        TypeExpr::Int {
            kind: IntKind::LongLong,
            unsigned: true
        }
    );
}

/// The span of the length expression of an array type (test helper).
fn t_span(t: &TypeExpr) -> tass_syntax::Span {
    match t {
        TypeExpr::Array(_, Some(e)) => e.span,
        _ => Default::default(),
    }
}

#[test]
fn typedef_names_make_casts_and_declarations() {
    let u = ok("typedef int T; int main(void) { int x = 1; T y = (T)x; T *p = &y; x = (x) * 2; return *p; }");
    let body = main_body(&u);
    assert!(matches!(body[1].kind, StmtKind::Decl(_)));
    assert!(matches!(body[2].kind, StmtKind::Decl(_)));
    match &body[3].kind {
        StmtKind::Expr(Some(Expr {
            kind: ExprKind::Assign(None, _, r),
            ..
        })) => {
            assert!(matches!(r.kind, ExprKind::Binary(BinOp::Mul, _, _)))
        }
        other => panic!("{other:?}"),
    }
}

#[test]
fn tass_pragmas_attach_to_declarations_and_loops() {
    let u = ok("#pragma TASS input {N > 0}\nint N;\n#pragma TASS input int\n#define M 4\nint main(void) { int i = 0;\n#pragma TASS invariant LOOP i <= N\nwhile (i < N) i++;\n#pragma TASS assert forall {int j | 0 <= j && j < M} j >= 0\nreturn 0; }");
    match &u.items[0] {
        ExternalDecl::Decl(d) => {
            let io = d.io.as_ref().expect("input");
            assert_eq!(io.io, IoKind::Input);
            assert!(io.cond.is_some());
        }
        other => panic!("{other:?}"),
    }
    match &u.items[1] {
        ExternalDecl::InputMacro(m) => {
            assert_eq!(&*m.name, "M");
            assert_eq!(m.ty, INT);
        }
        other => panic!("{other:?}"),
    }
    let body = main_body(&u);
    match &body[1].kind {
        StmtKind::While(_, _, annots) => match &annots[0].kind {
            AnnotKind::Invariant(Some(l), _, Dialect::Tass) => assert_eq!(&**l, "LOOP"),
            other => panic!("{other:?}"),
        },
        other => panic!("{other:?}"),
    }
    match &body[2].kind {
        StmtKind::Annotation(Annotation {
            kind: AnnotKind::Assert(e, Dialect::Tass),
            ..
        }) => {
            assert!(matches!(
                e.kind,
                ExprKind::Quant {
                    q: Quantifier::Forall,
                    ..
                }
            ))
        }
        other => panic!("{other:?}"),
    }
}

#[test]
fn acsl_chains_comparisons_and_attaches_loop_clauses() {
    let u = ok("int main(void) { int i = 0, n = 3;\n/*@ loop invariant 0 <= i <= n;\n    loop assigns i;\n    loop variant n - i; */\nwhile (i < n) i++;\n//@ assert \\forall integer k; 0 <= k < n ==> k < 3;\nreturn 0; }");
    let body = main_body(&u);
    match &body[1].kind {
        StmtKind::While(_, _, annots) => {
            assert_eq!(annots.len(), 3);
            match &annots[0].kind {
                AnnotKind::Invariant(None, e, Dialect::Acsl) => {
                    assert!(
                        matches!(e.kind, ExprKind::Binary(BinOp::And, _, _)),
                        "{e:?}"
                    )
                }
                other => panic!("{other:?}"),
            }
            assert!(matches!(annots[1].kind, AnnotKind::LoopAssigns(_)));
            assert!(matches!(annots[2].kind, AnnotKind::LoopVariant(_)));
        }
        other => panic!("{other:?}"),
    }
    match &body[2].kind {
        StmtKind::Annotation(Annotation {
            kind: AnnotKind::Assert(e, Dialect::Acsl),
            ..
        }) => match &e.kind {
            ExprKind::Quant { body, .. } => {
                assert!(matches!(body.kind, ExprKind::Binary(BinOp::Implies, _, _)))
            }
            other => panic!("{other:?}"),
        },
        other => panic!("{other:?}"),
    }
}

#[test]
fn collective_and_joint_annotations() {
    let u = ok("int x;\nint main(void) { int i = 0;\n#pragma TASS collective invariant L i == PROC[1]@main.i\nwhile (i < 2) i++;\n#pragma TASS joint assert J x == spec.x\n#pragma TASS collective assert C PROC[0].x == x\nreturn 0; }");
    let body = main_body(&u);
    match &body[1].kind {
        StmtKind::While(_, _, a) => match &a[0].kind {
            AnnotKind::Collective(AssertOrInvariant::Invariant, l, e) => {
                assert_eq!(&**l, "L");
                match &e.kind {
                    ExprKind::Binary(BinOp::Eq, _, r) => {
                        assert!(
                            matches!(&r.kind, ExprKind::Proc { func: Some(f), var, .. } if &**f == "main" && &**var == "i")
                        )
                    }
                    other => panic!("{other:?}"),
                }
            }
            other => panic!("{other:?}"),
        },
        other => panic!("{other:?}"),
    }
    assert!(matches!(
        &body[2].kind,
        StmtKind::Annotation(Annotation {
            kind: AnnotKind::Joint(AssertOrInvariant::Assert, _, _),
            ..
        })
    ));
    assert!(matches!(
        &body[3].kind,
        StmtKind::Annotation(Annotation {
            kind: AnnotKind::Collective(AssertOrInvariant::Assert, _, _),
            ..
        })
    ));
}

#[test]
fn civl_primitives() {
    let u = ok("#include <civlc.cvh>\n$input int N;\n$assume(N > 0);\nint main(void) { $assert($forall (int i : 0 .. N - 1) i < N); $assume(N < 9); return 0; }");
    assert!(u.items.iter().any(|i| matches!(i, ExternalDecl::Decl(d) if d.io.as_ref().is_some_and(|io| io.io == IoKind::Input))));
    assert!(u.items.iter().any(|i| matches!(
        i,
        ExternalDecl::Annotation(Annotation {
            kind: AnnotKind::Assume(_, Dialect::Civl),
            ..
        })
    )));
    let body = main_body(&u);
    assert!(matches!(
        &body[0].kind,
        StmtKind::Annotation(Annotation {
            kind: AnnotKind::Assert(
                Expr {
                    kind: ExprKind::Quant {
                        restrict: Some(_),
                        ..
                    },
                    ..
                },
                Dialect::Civl
            ),
            ..
        })
    ));
}

#[test]
fn full_c99_statements_and_expressions_parse() {
    ok(r#"
struct S { int a; struct { int b; } inner; unsigned flags : 3; };
union U { int i; double d; };
enum Color { RED, GREEN = 5, BLUE };
static inline int sq(int x) { return x * x; }
int apply(int (*f)(int), int v) { return f(v); }
int main(int argc, char *argv[]) {
  struct S s = { .a = 1, .inner = { 2 } };
  int m[2][3] = { {1, 2, 3}, [1] = {4, 5, 6} };
  int *p = (int[]){1, 2, 3};
  int x = argc > 1 ? sq(2) : -~3 ^ 5 | 6 & 7 << 1 >> 2;
  x += sizeof(struct S) + sizeof x + _Alignof(double);
  x %= 3, x <<= 1, x >>= 1, x &= 0xff, x |= 010, x ^= 1u;
  do { x--; if (x == 2) continue; else break; } while (x > 0);
  switch (x) { case 0: x = 1; break; case RED + 1: default: x = 2; }
  for (;;) { goto done; }
done:
  x = apply(sq, p[1]) + s.inner.b + m[1][2] + (int)'a' + (int)"str"[0];
  return x;
}
"#);
}

#[test]
fn errors_are_located_and_recovery_finds_several() {
    let e = errors("int main(void) {\n  int x = (1 + ;\n  int y = 2\n  return x;\n}\n");
    assert!(e.len() >= 2, "{e:?}");
    assert_eq!(e[0].0, "2:16");
    assert!(e[0].1.contains("expected an expression"), "{e:?}");
    assert_eq!(e[1].0, "4:3");
}

#[test]
fn deep_nesting_is_an_error_not_a_crash() {
    let src = format!(
        "int main(void) {{ return {}1{}; }}",
        "(".repeat(5000),
        ")".repeat(5000)
    );
    let t = std::thread::Builder::new()
        .stack_size(64 << 20)
        .spawn(move || errors(&src))
        .unwrap();
    let e = t.join().unwrap();
    assert!(e.iter().any(|(_, m)| m.contains("nesting deeper")), "{e:?}");
}

#[test]
fn unknown_tass_pragma_names_the_supported_ones() {
    let (out, _) = parse_src("int main(void) {\n#pragma TASS frob x\nreturn 0; }");
    let d = &out.diagnostics[0];
    assert!(d.message.contains("unknown TASS pragma `frob`"));
    assert!(d.notes[0].contains("input, output, assert"));
}

#[test]
fn acsl_contract_keeps_behaviors_in_order() {
    let u = ok("/*@ requires n >= 0;\n    decreases n;\n    behavior zero:\n      assumes n == 0;\n      ensures \\result == 0;\n    behavior more: assumes n > 0;\n    for more: assigns \\nothing;\n    complete behaviors;\n    disjoint behaviors zero, more;\n    terminates n < 10;\n */\nint f(int n) { return n; }\n//@ predicate p(integer x) = x > 0;\n/*@ requires x > 0; */\nint g(int x);\nint main(void) { return f(1); }");
    let f = u
        .items
        .iter()
        .find_map(|i| match i {
            ExternalDecl::Function(f) if &*f.name == "f" => Some(f),
            _ => None,
        })
        .expect("f");
    let kinds: Vec<&AnnotKind> = f.contract.iter().map(|a| &a.kind).collect();
    assert!(matches!(kinds[0], AnnotKind::Requires(_)), "{kinds:?}");
    assert!(matches!(kinds[1], AnnotKind::Decreases(_)), "{kinds:?}");
    assert!(matches!(kinds[2], AnnotKind::Behavior(b) if &**b == "zero"));
    assert!(matches!(kinds[3], AnnotKind::Assumes(_)));
    assert!(matches!(kinds[4], AnnotKind::Ensures(_)));
    assert!(matches!(kinds[5], AnnotKind::Behavior(b) if &**b == "more"));
    assert!(matches!(kinds[6], AnnotKind::Assumes(_)));
    match kinds[7] {
        AnnotKind::For(names, inner) => {
            assert_eq!(names.len(), 1);
            assert!(matches!(**inner, AnnotKind::Assigns(ref l) if l.is_empty()));
        }
        other => panic!("{other:?}"),
    }
    assert!(matches!(kinds[8], AnnotKind::Behaviors(true, n) if n.is_empty()));
    assert!(matches!(kinds[9], AnnotKind::Behaviors(false, n) if n.len() == 2));
    assert!(matches!(kinds[10], AnnotKind::Other(w) if &**w == "terminates"));
    assert_eq!(kinds.len(), 11);
    // The logic definition and the contract of a prototype stay in the program, at file
    // scope, for the model to record as not checked.
    let file_annots: Vec<&AnnotKind> = u
        .items
        .iter()
        .filter_map(|i| match i {
            ExternalDecl::Annotation(a) => Some(&a.kind),
            _ => None,
        })
        .collect();
    assert!(
        matches!(file_annots[0], AnnotKind::Logic(d) if &*d.name == "p" && d.ret.is_none() && d.params.len() == 1 && d.body.is_some())
    );
    assert!(matches!(file_annots[1], AnnotKind::Requires(_)));
}

/// A short description of a parsed annotation, for the data-driven tests below.
fn annot_summary(k: &AnnotKind) -> String {
    fn expr(e: &Expr) -> String {
        match &e.kind {
            ExprKind::Builtin(n, args) => {
                let a: Vec<String> = args.iter().map(expr).collect();
                format!("{n}({})", a.join(", "))
            }
            ExprKind::Binary(op, a, b) => format!("({} {} {})", expr(a), op.as_str(), expr(b)),
            ExprKind::Ident(n) => n.to_string(),
            ExprKind::Int(l) => l.value.to_string(),
            ExprKind::Quant { restrict, .. } => format!("quant(restrict: {})", restrict.is_some()),
            _ => "_".into(),
        }
    }
    match k {
        AnnotKind::Logic(d) => format!(
            "{} {}/{}{}{}",
            if d.ret.is_some() {
                "logic"
            } else {
                "predicate"
            },
            d.name,
            d.params.len(),
            if d.body.is_some() { " =" } else { "" },
            d.unsupported
                .as_ref()
                .map(|u| format!(" [{u}]"))
                .unwrap_or_default()
        ),
        AnnotKind::Axiom(n, e) => format!("axiom {n}: {}", expr(e)),
        AnnotKind::Other(w) => format!("other {w}"),
        AnnotKind::Assert(e, d) => format!("assert[{d:?}] {}", expr(e)),
        AnnotKind::Requires(e) => format!("requires {}", expr(e)),
        AnnotKind::Assigns(l) => format!(
            "assigns {}",
            l.iter().map(expr).collect::<Vec<_>>().join(", ")
        ),
        other => format!("{other:?}"),
    }
}

/// Every annotation of a program, file scope, contracts and statements, summarised.
fn all_annotations(src: &str) -> Vec<String> {
    fn stmt(s: &Stmt, out: &mut Vec<String>) {
        match &s.kind {
            StmtKind::Annotation(a) => out.push(annot_summary(&a.kind)),
            StmtKind::Block(b) => b.iter().for_each(|x| stmt(x, out)),
            _ => {}
        }
    }
    let u = ok(src);
    let mut out = Vec::new();
    for i in &u.items {
        match i {
            ExternalDecl::Annotation(a) => out.push(annot_summary(&a.kind)),
            ExternalDecl::Function(f) => {
                out.extend(f.contract.iter().map(|a| annot_summary(&a.kind)));
                stmt(&f.body, &mut out);
            }
            _ => {}
        }
    }
    out
}

#[test]
fn acsl_logic_definitions_ranges_and_builtins() {
    let cases: &[(&str, &[&str])] = &[
        (
            "/*@ predicate pos(integer x) = x > 0;\n    logic integer sq(integer x) = x * x; */",
            &["predicate pos/1 =", "logic sq/1 ="],
        ),
        (
            "/*@ axiomatic A { logic integer f(integer x); axiom f0: f(0) == 1; predicate q(int *p); } */",
            &["logic f/1", "axiom f0: (_ == 1)", "predicate q/1"],
        ),
        (
            "int g;\n/*@ predicate big{L}(integer t) reads g = g > t; */",
            &["predicate big/1 = [a `reads` clause]"],
        ),
        // Forms tass does not parse stay a keyword the model reports.
        ("/*@ lemma l: \\true; */", &["other lemma"]),
        ("/*@ inductive even(integer n) { case z: even(0); } */", &["other inductive"]),
        (
            "/*@ requires \\valid(a + (0 .. n-1)) && \\separated(a, b);\n    assigns a[0 .. n-1]; */\nvoid f(int *a, int *b, int n) {}",
            &[
                "requires (\\valid((a + ..(0, (n - 1)))) && \\separated(a, b))",
                "assigns _",
            ],
        ),
        (
            "int main(void) { int a[3];\n//@ assert \\sum(0, 2, \\lambda integer k; a[k]) == \\let x = 1; x;\n return 0; }",
            &["assert[Acsl] (\\sum(0, 2, \\lambda(k, _, _)) == \\let(x, 1, x))"],
        ),
        (
            "/*@ \\mpi_collective(MPI_COMM_WORLD, P2P):\n    requires \\mpi_valid(b, n, t); */\nvoid f(int *b, int n, int t) {}",
            &["other \\mpi_collective", "requires \\mpi_valid(b, n, t)"],
        ),
        // CIVL-C's `=>`, in C mode.
        (
            "int main(void) { int x = 1; $assert(x > 0 => x != 0); return 0; }",
            &["assert[Civl] ((x > 0) ==> (x != 0))"],
        ),
    ];
    for (src, want) in cases {
        let got = all_annotations(src);
        assert_eq!(&got, want, "{src}");
    }
}
