//! Property tests for arrays: writes, χ expressions and reads agree with a concrete
//! model, and writes at distinct concrete indices commute to the same object.

use proptest::prelude::*;
use tass_symbolic::{Assignment, Expr, ExprKind, Type, Value};

const N: usize = 4;

#[derive(Clone, Debug)]
enum Index {
    Const(usize),
    Var(usize),
}

fn index() -> impl Strategy<Value = Index> {
    prop_oneof![
        (0..N).prop_map(Index::Const),
        (0..3usize).prop_map(Index::Var)
    ]
}

struct Env {
    vars: Vec<Expr>,
    arr: Expr,
}

fn env() -> Env {
    let int = Type::int();
    Env {
        vars: ["x", "y", "z"]
            .iter()
            .map(|n| Expr::symbol(n, &int).unwrap())
            .collect(),
        arr: Expr::symbol("arr", &Type::array(&int, Some(&Expr::int(N))).unwrap()).unwrap(),
    }
}

fn index_expr(e: &Env, i: &Index) -> Expr {
    match i {
        Index::Const(c) => Expr::int(*c),
        Index::Var(v) => e.vars[*v].clone(),
    }
}

fn index_value(vals: &[usize], i: &Index) -> usize {
    match i {
        Index::Const(c) => *c,
        Index::Var(v) => vals[*v],
    }
}

fn config() -> ProptestConfig {
    ProptestConfig {
        cases: 500,
        failure_persistence: None,
        ..ProptestConfig::default()
    }
}

proptest! {
    #![proptest_config(config())]

    #[test]
    fn writes_and_reads_agree_with_a_concrete_array(
        writes in proptest::collection::vec((index(), -5i64..6, prop::bool::ANY), 0..8),
        reads in proptest::collection::vec(index(), 1..4),
        vals in proptest::collection::vec(0..N, 3),
        base in proptest::collection::vec(-5i64..6, N),
    ) {
        let e = env();
        let mut a = Assignment::new();
        for (s, v) in e.vars.iter().zip(&vals) {
            a.set(s, Value::int(*v as i64)).unwrap();
        }
        a.set(&e.arr, Value::Array(base.iter().map(|v| Value::int(*v)).collect())).unwrap();
        let mut model: Vec<i64> = base.clone();
        let mut sym = e.arr.clone();
        for (i, v, use_var) in &writes {
            // The value written is a constant or x + constant.
            let value = if *use_var { e.vars[0].plus(&Expr::int(*v)).unwrap() } else { Expr::int(*v) };
            let concrete = if *use_var { vals[0] as i64 + v } else { *v };
            sym = sym.write(&index_expr(&e, i), &value).unwrap();
            model[index_value(&vals, i)] = concrete;
        }
        let expect = Value::Array(model.iter().map(|v| Value::int(*v)).collect());
        prop_assert_eq!(sym.eval(&a).unwrap(), expect, "{}", sym);
        prop_assert_eq!(sym.extent().unwrap(), Expr::int(N));
        for r in &reads {
            let x = sym.read(&index_expr(&e, r)).unwrap();
            prop_assert_eq!(x.eval(&a).unwrap(), Value::int(model[index_value(&vals, r)]), "{}", x);
        }
    }

    #[test]
    fn concrete_writes_commute(perm in Just((0..N).collect::<Vec<_>>()).prop_shuffle(), vals in proptest::collection::vec(-5i64..6, N)) {
        let e = env();
        let mut a = e.arr.clone();
        let mut b = e.arr.clone();
        for k in 0..N {
            a = a.write(&Expr::int(k), &Expr::int(vals[k])).unwrap();
            let j = perm[k];
            b = b.write(&Expr::int(j), &Expr::int(vals[j])).unwrap();
        }
        prop_assert_eq!(&a, &b);
        prop_assert!(matches!(a.kind(), ExprKind::Chi(..)));
    }
}

#[test]
fn expressions_built_in_threads_are_shared() {
    let handles: Vec<_> = (0..4)
        .map(|_| {
            std::thread::spawn(|| {
                let x = Expr::symbol("tx", &Type::int()).unwrap();
                let y = Expr::symbol("ty", &Type::int()).unwrap();
                (&(&x + &y) * &(&x - &y)).less(&x).unwrap()
            })
        })
        .collect();
    let results: Vec<Expr> = handles.into_iter().map(|h| h.join().unwrap()).collect();
    assert!(results.windows(2).all(|w| w[0].ptr_eq(&w[1])));
    fn check<T: Send + Sync>() {}
    check::<tass_symbolic::Simplifier>();
    check::<Expr>();
}
