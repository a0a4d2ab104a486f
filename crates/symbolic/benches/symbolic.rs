//! Benchmarks of `tass-symbolic`: canonicalizing random polynomial operations, the worked
//! simplification of seed 001 (4.5), and a batch of typical verification queries from
//! bounded loops over arrays, of which the share decided by the simplifier alone is
//! printed.

use std::hint::black_box;
use std::time::Duration;

use criterion::{criterion_group, criterion_main, Criterion};
use tass_symbolic::{Answer, Expr, Simplifier, Type};

/// A small deterministic generator (xorshift), so that runs are comparable.
struct Rng(u64);

impl Rng {
    fn next(&mut self) -> u64 {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        self.0
    }

    fn below(&mut self, n: u64) -> u64 {
        self.next() % n
    }
}

/// Performs `ops` random `+`, `-`, `*` operations on a pool of polynomials over eight
/// integer constants, replacing the result when its degree exceeds 4 so that sizes stay
/// typical of verification conditions. Returns the number of terms of the final pool.
fn random_polynomial_operations(ops: usize) -> usize {
    let vars: Vec<Expr> = (0..8)
        .map(|i| Expr::symbol(&format!("X{i}"), &Type::int()).unwrap())
        .collect();
    let mut pool: Vec<Expr> = vars.clone();
    pool.extend((0..8).map(|i| Expr::int(i - 3)));
    let mut rng = Rng(0x9E37_79B9_7F4A_7C15);
    for _ in 0..ops {
        let a = &pool[rng.below(pool.len() as u64) as usize];
        let b = &pool[rng.below(pool.len() as u64) as usize];
        let r = match rng.below(3) {
            0 => a.plus(b),
            1 => a.minus(b),
            _ => a.times(b),
        }
        .unwrap();
        let slot = rng.below(pool.len() as u64) as usize;
        pool[slot] = if degree(&r) > 4 {
            vars[slot % 8].clone()
        } else {
            r
        };
    }
    pool.iter().map(|e| e.children().len()).sum()
}

fn degree(e: &Expr) -> u64 {
    match e.kind() {
        tass_symbolic::ExprKind::Poly(p) => p.degree(),
        _ => 1,
    }
}

fn seed_example() -> (Expr, Expr, Expr) {
    let int = Type::int();
    let x0 = Expr::symbol("X0", &int).unwrap();
    let x1 = Expr::symbol("X1", &int).unwrap();
    let x2 = Expr::symbol("X2", &int).unwrap();
    let s = &(&x0 + &x1) + &x2;
    let pc = Expr::and_all([
        &s.less_eq(&Expr::int(6)).unwrap(),
        &s.greater_eq(&Expr::int(6)).unwrap(),
        &(&(&x0 - &(&Expr::int(2) * &x1)) + &x2)
            .equals(&Expr::int(18))
            .unwrap(),
    ])
    .unwrap();
    let a = &(&(&x0 * &x0) + &(&x1 * &x1)) + &(&x2 * &x2);
    let b = x1.greater(&Expr::int(0)).unwrap();
    (pc, a, b)
}

/// Path conditions and predicates typical of bounded loops over arrays: loop bounds,
/// nested loops, strided and reversed indices, and the index checks made at each access.
fn loop_queries() -> Vec<(Expr, Expr)> {
    let int = Type::int();
    let v = |n: &str| Expr::symbol(n, &int).unwrap();
    let (i, j, n, m) = (v("i"), v("j"), v("n"), v("m"));
    let a = Expr::symbol("a", &Type::array(&int, Some(&n)).unwrap()).unwrap();
    let k = |c: i64| Expr::int(c);
    let zero = k(0);
    let le = |x: &Expr, y: &Expr| x.less_eq(y).unwrap();
    let lt = |x: &Expr, y: &Expr| x.less(y).unwrap();
    let and = |xs: &[Expr]| Expr::and_all(xs).unwrap();
    let i1 = &i + &k(1);
    let im1 = &i - &k(1);
    let rev = &(&n - &k(1)) - &i;
    let two_i = &i * &k(2);
    let assumptions = vec![
        and(&[le(&zero, &i), lt(&i, &n)]),
        and(&[le(&zero, &i), lt(&i, &n), le(&n, &k(100))]),
        and(&[le(&zero, &i), lt(&i1, &n)]),
        and(&[le(&k(1), &i), le(&i, &n), lt(&n, &k(50))]),
        and(&[le(&zero, &i), lt(&i, &n), le(&zero, &j), lt(&j, &i)]),
        and(&[i.equals(&zero).unwrap(), le(&k(1), &n)]),
        and(&[le(&zero, &i), lt(&i, &n), lt(&zero, &a.read(&i).unwrap())]),
        and(&[le(&zero, &i), lt(&i, &k(10)), n.equals(&k(10)).unwrap()]),
        and(&[le(&zero, &two_i), lt(&(&two_i + &k(1)), &n)]),
        and(&[
            le(&zero, &i),
            lt(&i, &n),
            le(&zero, &j),
            lt(&j, &m),
            m.equals(&n).unwrap(),
        ]),
        and(&[le(&zero, &i), le(&i, &n), i.not_equals(&n).unwrap()]),
        and(&[le(&zero, &i), lt(&i, &n), le(&n, &m)]),
    ];
    let predicates = vec![
        le(&zero, &i),
        lt(&i, &n),
        le(&zero, &i1),
        lt(&i1, &n),
        le(&i1, &n),
        le(&zero, &im1),
        lt(&im1, &n),
        lt(&zero, &n),
        le(&zero, &rev),
        lt(&rev, &n),
        le(&zero, &j),
        lt(&j, &n),
        lt(&i, &m),
        lt(&(&two_i + &k(1)), &n),
        lt(&i, &k(100)),
        lt(&i, &zero),
    ];
    let mut out = Vec::new();
    for pc in &assumptions {
        for p in &predicates {
            out.push((pc.clone(), p.clone()));
        }
    }
    out
}

fn benches(c: &mut Criterion) {
    c.bench_function("canonicalize 100000 random polynomial operations", |b| {
        b.iter(|| black_box(random_polynomial_operations(100_000)))
    });

    let (pc, a, bx) = seed_example();
    c.bench_function("seed 001 worked simplification", |b| {
        b.iter(|| {
            let s = Simplifier::new(black_box(&pc)).unwrap();
            black_box((
                s.reduced_assumption().clone(),
                s.simplify(&a),
                s.simplify(&bx),
            ))
        })
    });

    let queries = loop_queries();
    let (mut yes, mut no) = (0, 0);
    for (pc, p) in &queries {
        match Simplifier::new(pc).unwrap().valid(p) {
            Answer::Yes => yes += 1,
            Answer::No => no += 1,
            Answer::Maybe => {}
        }
    }
    println!(
        "loop queries decided by the simplifier alone: {} of {} ({:.1}%): {} yes, {} no",
        yes + no,
        queries.len(),
        100.0 * (yes + no) as f64 / queries.len() as f64,
        yes,
        no
    );
    c.bench_function("loop queries, fresh simplifiers", |b| {
        b.iter(|| {
            let mut decided = 0;
            for (pc, p) in &queries {
                if Simplifier::new(pc).unwrap().valid(p) != Answer::Maybe {
                    decided += 1;
                }
            }
            black_box(decided)
        })
    });
    c.bench_function("loop queries, cached simplifiers", |b| {
        b.iter(|| {
            let mut decided = 0;
            for (pc, p) in &queries {
                if tass_symbolic::valid(pc, p).unwrap() != Answer::Maybe {
                    decided += 1;
                }
            }
            black_box(decided)
        })
    });
}

criterion_group! {
    name = symbolic;
    config = Criterion::default().sample_size(10).measurement_time(Duration::from_secs(4)).warm_up_time(Duration::from_secs(1));
    targets = benches
}
criterion_main!(symbolic);
