//! The prover over tass-symbolic expressions, against every back end: the
//! translation of each kind of expression (with the simplifier off, so that
//! the solvers decide), models read back into concrete values and checked
//! with tass-symbolic's evaluator, and random differential tests.

use crate::common;

use common::Rng;
use tass_prove::{Answer, Backend, Config, Prover, SymbolicProver};
use tass_symbolic::{
    Assignment, BigRational, Expr, Format, FpFunction, FpOp, Special, Type, Value,
};

backend_tests!(
    arithmetic_and_models,
    c_division_all_signs,
    reals_and_truncation,
    arrays_with_extents,
    tuples,
    functions,
    quantifiers,
    random_models_satisfy_formulas,
    random_pinned_formulas,
    shared_terms_stay_small,
    same_name_different_types,
    ieee_floating_point,
);

/// A prover that sends everything to the solvers.
fn solvers(backend: Backend) -> SymbolicProver {
    SymbolicProver::new(
        Config::default()
            .with_backend(backend)
            .with_simplifier(false),
    )
}

fn int(name: &str) -> Expr {
    Expr::symbol(name, &Type::int()).unwrap()
}

fn real(name: &str) -> Expr {
    Expr::symbol(name, &Type::real()).unwrap()
}

fn i(n: i64) -> Expr {
    Expr::int(n)
}

fn holds(e: &Expr, a: &Assignment) -> bool {
    e.eval(a).unwrap() == Value::Bool(true)
}

/// A counterexample must satisfy the assumption and violate the predicate.
fn check_counterexample(answer: &Answer<Assignment>, assumption: &Expr, predicate: &Expr) {
    let model = answer
        .model()
        .unwrap_or_else(|| panic!("no counterexample: {answer:?}"));
    assert!(holds(assumption, model), "{model:?} violates {assumption}");
    assert!(!holds(predicate, model), "{model:?} satisfies {predicate}");
}

fn arithmetic_and_models(backend: Backend) {
    for mut p in [
        solvers(backend),
        SymbolicProver::new(Config::default().with_backend(backend)),
    ] {
        let (x, y) = (int("X0"), int("X1"));
        let assumption = x
            .plus(&y)
            .unwrap()
            .equals(&i(10))
            .unwrap()
            .and(&x.minus(&y).unwrap().equals(&i(-4)).unwrap())
            .unwrap();
        assert!(p.valid(&assumption, &x.equals(&i(3)).unwrap()).is_yes());
        let predicate = y.not_equals(&i(7)).unwrap();
        let answer = p.valid(&assumption, &predicate);
        check_counterexample(&answer, &assumption, &predicate);
        // Nonlinear, beyond the simplifier.
        let square = x.times(&x).unwrap().greater_eq(&i(0)).unwrap();
        assert!(p.valid(&Expr::tt(), &square).is_yes());
        assert!(p
            .nsat(&x.times(&x).unwrap().equals(&i(2)).unwrap())
            .is_yes());
    }
}

fn c_division_all_signs(backend: Backend) {
    let mut p = solvers(backend);
    let (a, b) = (int("A"), int("B"));
    for av in -7i64..=7 {
        for bv in (-7i64..=7).filter(|&b| b != 0) {
            let pin = a
                .equals(&i(av))
                .unwrap()
                .and(&b.equals(&i(bv)).unwrap())
                .unwrap();
            let q = a.c_div(&b).unwrap().equals(&i(av / bv)).unwrap();
            let r = a.c_rem(&b).unwrap().equals(&i(av % bv)).unwrap();
            let both = q.and(&r).unwrap();
            assert!(p.valid(&pin, &both).is_yes(), "{av} / {bv}");
            let wrong = a.c_div(&b).unwrap().equals(&i(av / bv + 1)).unwrap();
            assert!(p.valid(&pin, &wrong).is_no(), "{av} / {bv}");
        }
    }
}

fn reals_and_truncation(backend: Backend) {
    let mut p = solvers(backend);
    let r = real("R");
    let n = int("N");
    // 3r = -5 makes r = -5/3, whose truncation is -1 (the floor would be -2).
    let assumption = r
        .times(&Expr::real_frac(3, 1).unwrap())
        .unwrap()
        .equals(&Expr::real_frac(-5, 1).unwrap())
        .unwrap();
    assert!(p
        .valid(&assumption, &r.to_int().unwrap().equals(&i(-1)).unwrap())
        .is_yes());
    // Mixed: to_real(n) < r < to_real(n) + 1.
    let between = n
        .to_real()
        .unwrap()
        .less(&r)
        .unwrap()
        .and(&r.less(&n.plus(&i(1)).unwrap().to_real().unwrap()).unwrap())
        .unwrap();
    let both = assumption.and(&between).unwrap();
    assert!(p.valid(&both, &n.equals(&i(-2)).unwrap()).is_yes());
    let predicate = r.greater(&Expr::real_frac(-1, 1).unwrap()).unwrap();
    let answer = p.valid(&between, &predicate);
    check_counterexample(&answer, &between, &predicate);
}

fn arrays_with_extents(backend: Backend) {
    let mut p = solvers(backend);
    let n = int("N");
    let ty = Type::array(&Type::int(), Some(&n)).unwrap();
    let a = Expr::symbol("A", &ty).unwrap();
    let k = int("K");
    let in_range = i(0).less_eq(&k).unwrap().and(&k.less(&n).unwrap()).unwrap();
    // A write is read back.
    let w = a.write(&k, &i(5)).unwrap();
    assert!(p
        .valid(&in_range, &w.read(&k).unwrap().equals(&i(5)).unwrap())
        .is_yes());
    // The extent is the declared one, and a counterexample array has it.
    let predicate = a.read(&k).unwrap().equals(&i(5)).unwrap();
    let answer = p.valid(&in_range, &predicate);
    check_counterexample(&answer, &in_range, &predicate);
    // Literals, and equality up to the extent only.
    let lit = Expr::array(&Type::int(), [i(1), i(2), i(3)]).unwrap();
    let b = Expr::symbol("B", &Type::array(&Type::int(), Some(&i(3))).unwrap()).unwrap();
    let same = b.equals(&lit).unwrap();
    assert!(p
        .valid(&same, &b.read(&i(2)).unwrap().equals(&i(3)).unwrap())
        .is_yes());
    let elements = (0..3)
        .map(|j| b.read(&i(j)).unwrap().equals(&i(j + 1)).unwrap())
        .reduce(|x, y| x.and(&y).unwrap())
        .unwrap();
    assert!(p.valid(&elements, &same).is_yes());
    // Arrays of unknown extent: Length.
    let c = Expr::symbol("C", &Type::array(&Type::int(), None).unwrap()).unwrap();
    let len = c.extent().unwrap();
    assert!(p
        .valid(&Expr::tt(), &len.greater_eq(&i(0)).unwrap())
        .is_yes());
    let predicate = len.less(&i(2)).unwrap();
    let answer = p.valid(&Expr::tt(), &predicate);
    check_counterexample(&answer, &Expr::tt(), &predicate);
    // Equal arrays have equal extents.
    let d = Expr::symbol("D", &Type::array(&Type::int(), None).unwrap()).unwrap();
    let eq = c.equals(&d).unwrap();
    assert!(p
        .valid(
            &eq,
            &c.extent().unwrap().equals(&d.extent().unwrap()).unwrap()
        )
        .is_yes());
    // A lambda: the array of squares of extent 4.
    let j = int("J");
    let squares = Expr::array_lambda(&j, &i(4), &j.times(&j).unwrap()).unwrap();
    assert!(p
        .valid(
            &Expr::tt(),
            &squares.read(&i(3)).unwrap().equals(&i(9)).unwrap()
        )
        .is_yes());
    // A lambda inside a lambda, depending on the outer variable (a 2-d summary,
    // `λx. λy. 10x + y`), read inside a quantifier: lifted to a function of `x`.
    let (x, y, n) = (int("X"), int("Y"), int("N"));
    let row = Expr::array_lambda(&y, &n, &x.times(&i(10)).unwrap().plus(&y).unwrap()).unwrap();
    let grid = Expr::array_lambda(&x, &n, &row).unwrap();
    let k = int("K");
    let cell = grid.read(&k).unwrap().read(&i(1)).unwrap();
    let body = cell
        .equals(&k.times(&i(10)).unwrap().plus(&i(1)).unwrap())
        .unwrap();
    let all = Expr::forall(&k, Some(&i(0)), Some(&n), &body).unwrap();
    let big = n.greater(&i(2)).unwrap();
    assert!(p.valid(&big, &all).is_yes());
    let wrong = Expr::forall(
        &k,
        Some(&i(0)),
        Some(&n),
        &cell.equals(&k.times(&i(10)).unwrap()).unwrap(),
    )
    .unwrap();
    assert!(!p.valid(&big, &wrong).is_yes());
}

fn tuples(backend: Backend) {
    let mut p = solvers(backend);
    let ty = Type::tuple("point", [Type::int(), Type::real()]);
    let s = Expr::symbol("S", &ty).unwrap();
    let t = s.with_field(0, &i(4)).unwrap();
    assert!(p
        .valid(&Expr::tt(), &t.field(0).unwrap().equals(&i(4)).unwrap())
        .is_yes());
    assert!(p
        .valid(
            &Expr::tt(),
            &t.field(1).unwrap().equals(&s.field(1).unwrap()).unwrap()
        )
        .is_yes());
    let lit = Expr::tuple(&ty, [i(1), Expr::real_frac(1, 2).unwrap()]).unwrap();
    let predicate = s.equals(&lit).unwrap();
    let answer = p.valid(&Expr::tt(), &predicate);
    check_counterexample(&answer, &Expr::tt(), &predicate);
    let assumption = s.field(0).unwrap().equals(&i(1)).unwrap();
    let predicate = s
        .field(1)
        .unwrap()
        .equals(&Expr::real_frac(1, 2).unwrap())
        .unwrap();
    let answer = p.valid(&assumption, &predicate);
    check_counterexample(&answer, &assumption, &predicate);
}

fn functions(backend: Backend) {
    let mut p = solvers(backend);
    let f = Expr::symbol("f", &Type::function([Type::int()], &Type::int())).unwrap();
    let (x, y) = (int("X"), int("Y"));
    let fx = f.apply(std::slice::from_ref(&x)).unwrap();
    let fy = f.apply(std::slice::from_ref(&y)).unwrap();
    assert!(p
        .valid(&x.equals(&y).unwrap(), &fx.equals(&fy).unwrap())
        .is_yes());
    // A counterexample gives f a table at the points the formula uses.
    let predicate = fx.equals(&fy).unwrap();
    let answer = p.valid(&Expr::tt(), &predicate);
    check_counterexample(&answer, &Expr::tt(), &predicate);
}

fn quantifiers(backend: Backend) {
    let mut p = solvers(backend);
    let n = int("N");
    let a = Expr::symbol("A", &Type::array(&Type::int(), Some(&n)).unwrap()).unwrap();
    let j = int("J");
    let all_positive = Expr::forall(
        &j,
        Some(&i(0)),
        Some(&n),
        &a.read(&j).unwrap().greater(&i(0)).unwrap(),
    )
    .unwrap();
    let assumption = all_positive.and(&n.greater(&i(2)).unwrap()).unwrap();
    assert!(p
        .valid(&assumption, &a.read(&i(2)).unwrap().greater(&i(0)).unwrap())
        .is_yes());
    let some_negative = Expr::exists(
        &j,
        Some(&i(0)),
        Some(&n),
        &a.read(&j).unwrap().less(&i(0)).unwrap(),
    )
    .unwrap();
    assert!(p.nsat(&assumption.and(&some_negative).unwrap()).is_yes());
    // A model of a quantified formula (which z3 may print as `as-array`).
    let b = Expr::symbol("B", &Type::array(&Type::int(), Some(&i(4))).unwrap()).unwrap();
    let doubles = Expr::forall(
        &j,
        Some(&i(0)),
        Some(&i(4)),
        &b.read(&j)
            .unwrap()
            .equals(&j.times(&i(2)).unwrap())
            .unwrap(),
    )
    .unwrap();
    let answer = p.nsat(&doubles);
    if !answer.is_maybe() {
        // cvc5 may give up on the quantifier; a model, when given, is right.
        check_counterexample(&answer, &doubles, &Expr::ff());
    }
}

/// `v_0 = x`, `v_k = c_k > 0 ? v_{k-1} + 1 : 2*v_{k-1}`: an expression of `3*levels`
/// nodes whose tree has about `2^levels`.
fn doubling(x: &Expr, levels: usize) -> Expr {
    let mut v = x.clone();
    for k in 0..levels {
        let c = int(&format!("C{k}")).greater(&i(0)).unwrap();
        let up = v.plus(&i(1)).unwrap();
        let twice = v.times(&i(2)).unwrap();
        v = Expr::cond(&c, &up, &twice).unwrap();
    }
    v
}

/// An expression whose parts are shared, exponentially larger as a tree (60 levels:
/// 2^60 nodes), is translated in linear size: the solvers decide it at once. Under a
/// quantifier whose variable it uses, where its parts cannot be named, the query is
/// refused as too large instead of filling the memory.
fn shared_terms_stay_small(backend: Backend) {
    let start = std::time::Instant::now();
    let mut p = solvers(backend);
    let x = int("X");
    let v = doubling(&x, 60);
    let mut all_up = Expr::tt();
    for k in 0..60 {
        all_up = all_up
            .and(&int(&format!("C{k}")).greater(&i(0)).unwrap())
            .unwrap();
    }
    let sixty_more = v.equals(&x.plus(&i(60)).unwrap()).unwrap();
    assert!(p.valid(&all_up, &sixty_more).is_yes());
    let answer = p.valid(&Expr::tt(), &sixty_more);
    check_counterexample(&answer, &Expr::tt(), &sixty_more);
    let j = int("J");
    let under = doubling(&j, 60);
    let all = Expr::forall(&j, Some(&i(0)), Some(&x), &under.greater_eq(&i(0)).unwrap()).unwrap();
    match p.valid(&Expr::tt(), &all) {
        Answer::Maybe(tass_prove::Reason::TooLarge(_)) => {}
        other => panic!("{other:?}"),
    }
    assert!(
        start.elapsed() < std::time::Duration::from_secs(30),
        "{:?}",
        start.elapsed()
    );
}

/// Random boolean formulas over a few integer and real constants, an array
/// of four integers and a pair of integers.
struct Generator {
    rng: Rng,
    ints: Vec<Expr>,
    reals: Vec<Expr>,
    array: Expr,
    pair: Expr,
}

impl Generator {
    fn new(seed: u64) -> Generator {
        let array_type = Type::array(&Type::int(), Some(&i(4))).unwrap();
        let pair_type = Type::tuple("pair", [Type::int(), Type::int()]);
        Generator {
            rng: Rng::new(seed),
            ints: (0..3).map(|k| int(&format!("X{k}"))).collect(),
            reals: (0..2).map(|k| real(&format!("R{k}"))).collect(),
            array: Expr::symbol("A", &array_type).unwrap(),
            pair: Expr::symbol("T", &pair_type).unwrap(),
        }
    }

    /// An index, in range or not (formulas that read out of range are
    /// skipped: they have no value).
    fn index(&mut self) -> Expr {
        if self.rng.below(3) == 0 {
            self.ints[self.rng.below(3) as usize].clone()
        } else {
            i(self.rng.range(0, 3))
        }
    }

    fn array(&mut self, depth: u32) -> Expr {
        let d = depth.saturating_sub(1);
        match if depth == 0 { 0 } else { self.rng.below(3) } {
            0 => self.array.clone(),
            1 => {
                let (base, k, v) = (self.array(d), self.index(), self.int(d));
                base.write(&k, &v).unwrap()
            }
            _ => Expr::array(&Type::int(), (0..4).map(|_| self.int(d))).unwrap(),
        }
    }

    fn pair(&mut self, depth: u32) -> Expr {
        let d = depth.saturating_sub(1);
        match if depth == 0 { 0 } else { self.rng.below(3) } {
            0 => self.pair.clone(),
            1 => {
                let field = self.rng.below(2) as u32;
                self.pair(d).with_field(field, &self.int(d)).unwrap()
            }
            _ => {
                let fields = [self.int(d), self.int(d)];
                Expr::tuple(&self.pair.ty().clone(), fields).unwrap()
            }
        }
    }

    fn int(&mut self, depth: u32) -> Expr {
        let pick = if depth == 0 {
            self.rng.below(2)
        } else {
            self.rng.below(10)
        };
        let d = depth.saturating_sub(1);
        match pick {
            8 => self.array(d).read(&self.index()).unwrap(),
            9 => self.pair(d).field(self.rng.below(2) as u32).unwrap(),
            0 => i(self.rng.range(-9, 9)),
            1 => self.ints[self.rng.below(3) as usize].clone(),
            2 => self.int(d).plus(&self.int(d)).unwrap(),
            3 => self.int(d).minus(&self.int(d)).unwrap(),
            4 => self.int(d).times(&i(self.rng.range(-3, 3))).unwrap(),
            5 => self
                .int(d)
                .c_div(&i(
                    self.rng.range(1, 4) * [1, -1][self.rng.below(2) as usize]
                ))
                .unwrap(),
            6 => self
                .int(d)
                .c_rem(&i(
                    self.rng.range(1, 4) * [1, -1][self.rng.below(2) as usize]
                ))
                .unwrap(),
            _ => Expr::cond(&self.bool(d), &self.int(d), &self.int(d)).unwrap(),
        }
    }

    fn real(&mut self, depth: u32) -> Expr {
        let pick = if depth == 0 {
            self.rng.below(3)
        } else {
            self.rng.below(5)
        };
        let d = depth.saturating_sub(1);
        match pick {
            0 => Expr::real_frac(self.rng.range(-9, 9), self.rng.range(1, 4)).unwrap(),
            1 => self.reals[self.rng.below(2) as usize].clone(),
            2 => self.int(d).to_real().unwrap(),
            3 => self.real(d).plus(&self.real(d)).unwrap(),
            _ => self
                .real(d)
                .times(&Expr::real_frac(self.rng.range(-3, 3), self.rng.range(1, 3)).unwrap())
                .unwrap(),
        }
    }

    fn bool(&mut self, depth: u32) -> Expr {
        let pick = if depth == 0 {
            self.rng.below(2)
        } else {
            self.rng.below(8)
        };
        let d = depth.saturating_sub(1);
        match pick {
            6 => self.array(d).equals(&self.array(d)).unwrap(),
            7 => self.pair(d).equals(&self.pair(d)).unwrap(),
            0 => {
                let (a, b) = (self.int(d), self.int(d));
                match self.rng.below(3) {
                    0 => a.less(&b),
                    1 => a.equals(&b),
                    _ => a.greater_eq(&b),
                }
                .unwrap()
            }
            1 => {
                let (a, b) = (self.real(d), self.real(d));
                if self.rng.below(2) == 0 {
                    a.less(&b)
                } else {
                    a.equals(&b)
                }
                .unwrap()
            }
            2 => self.bool(d).not().unwrap(),
            3 => self.bool(d).and(&self.bool(d)).unwrap(),
            4 => self.bool(d).or(&self.bool(d)).unwrap(),
            _ => self.real(d).to_int().unwrap().equals(&self.int(d)).unwrap(),
        }
    }

    fn assignment(&mut self) -> Assignment {
        let mut a = Assignment::new();
        for x in self.ints.clone() {
            a.set(&x, Value::int(self.rng.range(-9, 9))).unwrap();
        }
        for r in self.reals.clone() {
            a.set(
                &r,
                Value::real(self.rng.range(-9, 9), self.rng.range(1, 4)).unwrap(),
            )
            .unwrap();
        }
        let elements = (0..4).map(|_| Value::int(self.rng.range(-9, 9))).collect();
        a.set(&self.array, Value::Array(elements)).unwrap();
        let fields = (0..2).map(|_| Value::int(self.rng.range(-9, 9))).collect();
        a.set(&self.pair, Value::Tuple(fields)).unwrap();
        a
    }
}

/// Every model a solver gives satisfies the formula, by tass-symbolic's
/// evaluator; every formula found unsatisfiable is false at a random point.
fn random_models_satisfy_formulas(backend: Backend) {
    let mut p = solvers(backend);
    let (mut sat, mut unsat) = (0, 0);
    for seed in 0..200 {
        let mut g = Generator::new(seed);
        let phi = g.bool(3);
        let point = g.assignment();
        if phi.eval(&point).is_err() {
            continue;
        }
        match p.nsat(&phi) {
            Answer::No(Some(model)) => {
                let mut full = point.clone();
                for (symbol, value) in model.iter() {
                    full.set(symbol, value.clone()).unwrap();
                }
                // A model may read out of range where the formula does not
                // care; then it has no value to check.
                if let Ok(value) = phi.eval(&full) {
                    assert_eq!(
                        value,
                        Value::Bool(true),
                        "seed {seed}: {model:?} does not satisfy {phi}"
                    );
                    sat += 1;
                }
            }
            Answer::Yes => {
                assert!(
                    !holds(&phi, &point),
                    "seed {seed}: {phi} holds at {point:?}"
                );
                unsat += 1;
            }
            other => panic!("seed {seed}: {phi}: {other:?}"),
        }
    }
    assert!(sat > 30 && unsat > 5, "sat {sat}, unsat {unsat}");
}

/// With every constant pinned to a value, the solver's verdict is the
/// evaluator's.
fn random_pinned_formulas(backend: Backend) {
    let mut p = solvers(backend);
    let mut checked = 0;
    for seed in 1000..1200 {
        let mut g = Generator::new(seed);
        let phi = g.bool(3);
        let point = g.assignment();
        if phi.eval(&point).is_err() {
            continue;
        }
        checked += 1;
        let pins = point
            .iter()
            .map(|(s, v)| s.equals(&v.to_expr(s.ty()).unwrap()).unwrap())
            .reduce(|a, b| a.and(&b).unwrap())
            .unwrap();
        let truth = holds(&phi, &point);
        match p.valid(&pins, &phi) {
            Answer::Yes => assert!(truth, "seed {seed}: proved a false {phi}"),
            Answer::No(_) => assert!(!truth, "seed {seed}: refuted a true {phi}"),
            Answer::Maybe(reason) => panic!("seed {seed}: {phi}: {reason}"),
        }
    }
    assert!(checked > 100, "{checked}");
}

#[test]
fn simplifier_answers_first() {
    let mut p = SymbolicProver::new(Config::default().with_backend(Backend::None));
    let x = int("X0");
    let positive = x.greater(&i(0)).unwrap();
    assert!(p.valid(&positive, &x.greater_eq(&i(0)).unwrap()).is_yes());
    assert!(p
        .valid(&positive, &x.times(&x).unwrap().greater(&i(5)).unwrap())
        .is_maybe());
    assert_eq!(p.stats().simplifier.decided, 1);
    // The cache answers the same question again.
    assert!(p.valid(&positive, &x.greater_eq(&i(0)).unwrap()).is_yes());
    assert_eq!(p.stats().cache_hits, 1);
    assert_eq!(p.stats().queries, 3);
}

#[test]
fn provers_can_move_between_threads() {
    fn assert_send<T: Send>() {}
    assert_send::<SymbolicProver>();
    assert_send::<tass_prove::SmtProver>();
    assert_send::<tass_prove::smt::Session>();
}

/// Invented names (datatypes, extent functions, lambdas) are derived from
/// what they stand for: queries over different types share a solver session
/// without a restart.
#[test]
fn different_types_share_a_session() {
    let mut p = solvers(Backend::Z3);
    let point = Type::tuple("point", [Type::int(), Type::real()]);
    let pair = Type::tuple("pair", [Type::int(), Type::int()]);
    for (name, ty) in [("P", &point), ("Q", &pair), ("R", &point)] {
        let s = Expr::symbol(name, ty).unwrap();
        let t = s.with_field(0, &i(4)).unwrap();
        assert!(p
            .valid(&Expr::tt(), &t.field(0).unwrap().equals(&i(4)).unwrap())
            .is_yes());
        let j = int("J");
        let extent = s.field(0).unwrap();
        let lambda = Expr::array_lambda(&j, &extent, &j.plus(&i(1)).unwrap()).unwrap();
        let assumption = extent.greater(&i(1)).unwrap();
        let predicate = lambda.read(&i(1)).unwrap().equals(&i(2)).unwrap();
        assert!(p.valid(&assumption, &predicate).is_yes());
    }
    assert_eq!(p.stats().z3.restarts, 0, "{:?}", p.stats());
    assert_eq!(p.stats().z3.failures, 0, "{:?}", p.stats());
}

/// Symbolic constants of one name: with types that differ only in what the sort does
/// not show (an array with and without its extent: one object as tass names it) they
/// are one constant, declared once; with different sorts (an int and a real) they are
/// distinct constants. Never a constant declared twice (a solver error).
fn same_name_different_types(backend: Backend) {
    let mut p = solvers(backend);
    let whole = Expr::symbol("H", &Type::array(&Type::int(), None).unwrap()).unwrap();
    let three = Expr::symbol("H", &Type::array(&Type::int(), Some(&i(3))).unwrap()).unwrap();
    let assumption = whole.read(&i(0)).unwrap().equals(&i(1)).unwrap();
    let predicate = three.read(&i(0)).unwrap().equals(&i(1)).unwrap();
    assert!(p.valid(&assumption, &predicate).is_yes());
    let (x, y) = (int("X"), real("X"));
    let assumption = x.equals(&i(1)).unwrap();
    let predicate = y.equals(&Expr::real_frac(1, 1).unwrap()).unwrap();
    assert!(matches!(p.valid(&assumption, &predicate), Answer::No(_)));
    let stats = p.stats();
    assert_eq!(stats.z3.failures + stats.cvc5.failures, 0, "{stats:?}");
}

/// IEEE 754 functions (`fp.add.d`, ...) are decided in the solvers' FloatingPoint
/// theory: rounding, NaN and infinities, models read back (NaN and infinities too) and
/// checked by evaluation; a real needed as a floating-point value too is refused.
fn ieee_floating_point(backend: Backend) {
    // Bit-blasted queries take a second or so each: time enough on a loaded machine.
    let mut p = SymbolicProver::new(
        Config::default()
            .with_backend(backend)
            .with_simplifier(false)
            .with_timeout(std::time::Duration::from_secs(60)),
    );
    let d = |op| FpFunction::new(op, Format::Double);
    let c = |x: f64| Expr::real(BigRational::from_float(x).unwrap());
    let app = |op, args: &[Expr]| d(op).apply(args).unwrap();
    let x = real("fx");
    // 1 <= x <= 2 => x + 1e-20 == x (in IEEE, not in the reals).
    let range = app(FpOp::Le, &[c(1.0), x.clone()])
        .and(&app(FpOp::Le, &[x.clone(), c(2.0)]))
        .unwrap();
    let absorbed = app(
        FpOp::Eq,
        &[app(FpOp::Add, &[x.clone(), c(1e-20)]), x.clone()],
    );
    assert!(p.valid(&range, &absorbed).is_yes(), "{backend:?}");
    // x < x + 1 fails (NaN, infinities, large values).
    let bigger = app(FpOp::Lt, &[x.clone(), app(FpOp::Add, &[x.clone(), c(1.0)])]);
    let answer = p.valid(&Expr::tt(), &bigger);
    check_counterexample(&answer, &Expr::tt(), &bigger);
    // x == x fails exactly for NaN.
    let reflexive = app(FpOp::Eq, &[x.clone(), x.clone()]);
    let answer = p.valid(&Expr::tt(), &reflexive);
    check_counterexample(&answer, &Expr::tt(), &reflexive);
    assert_eq!(
        answer.model().unwrap().get(&x),
        Some(&Value::Float(Special::NaN))
    );
    // Non-associativity, with a model.
    let (y, z) = (real("fy"), real("fz"));
    let left = app(
        FpOp::Add,
        &[app(FpOp::Add, &[x.clone(), y.clone()]), z.clone()],
    );
    let right = app(
        FpOp::Add,
        &[x.clone(), app(FpOp::Add, &[y.clone(), z.clone()])],
    );
    let assoc = app(FpOp::Eq, &[left, right]);
    let answer = p.valid(&Expr::tt(), &assoc);
    check_counterexample(&answer, &Expr::tt(), &assoc);
    // 0 <= x <= 10 => x * 2 <= 20.
    let range = app(FpOp::Le, &[c(0.0), x.clone()])
        .and(&app(FpOp::Le, &[x.clone(), c(10.0)]))
        .unwrap();
    let doubled = app(FpOp::Le, &[app(FpOp::Mul, &[x.clone(), c(2.0)]), c(20.0)]);
    assert!(p.valid(&range, &doubled).is_yes());
    // Conversions: no float is the double 0.1.
    let f = real("ff");
    let widened = FpFunction::new(FpOp::Convert(Format::Single), Format::Double)
        .apply(std::slice::from_ref(&f))
        .unwrap();
    let not_tenth = app(FpOp::Eq, &[widened, c(0.1)]).not().unwrap();
    assert!(p.valid(&Expr::tt(), &not_tenth).is_yes());
    // Arrays of doubles.
    let a = Expr::symbol("fa", &Type::array(&Type::real(), Some(&i(3))).unwrap()).unwrap();
    let a0 = a.read(&i(0)).unwrap();
    let le1 = app(FpOp::Le, &[a0.clone(), c(1.0)]);
    let le2 = app(FpOp::Le, &[a0, c(2.0)]);
    assert!(p.valid(&le1, &le2).is_yes());
    // Stores of constants, conditionals of a constant and a symbol, and the model of an
    // array of doubles read back (its elements may be NaN or infinite).
    let stored = a.write(&i(1), &c(1.5)).unwrap().read(&i(1)).unwrap();
    let exact = app(FpOp::Eq, &[stored, c(1.5)]);
    assert!(p.valid(&Expr::tt(), &exact).is_yes());
    let b = Expr::symbol("fb", &Type::bool()).unwrap();
    let pick = Expr::cond(&b, &x, &c(3.0)).unwrap();
    let picked = app(FpOp::Eq, &[pick.clone(), pick]);
    let answer = p.valid(&Expr::tt(), &picked);
    check_counterexample(&answer, &Expr::tt(), &picked);
    let a1 = a.read(&i(1)).unwrap();
    let self_equal = app(FpOp::Eq, &[a1.clone(), a1]);
    let answer = p.valid(&Expr::tt(), &self_equal);
    check_counterexample(&answer, &Expr::tt(), &self_equal);
    // Truncation to an integer.
    let t = d(FpOp::ToInt).apply(std::slice::from_ref(&x)).unwrap();
    let range = app(FpOp::Le, &[c(-2.5), x.clone()])
        .and(&app(FpOp::Le, &[x.clone(), c(3.75)]))
        .unwrap();
    let within = t
        .greater_eq(&i(-2))
        .unwrap()
        .and(&t.less_eq(&i(3)).unwrap())
        .unwrap();
    let answer = p.valid(&range, &within);
    assert!(answer.is_yes(), "{answer:?}");
    // A real used both ways is not translated: unknown, never a wrong answer.
    let positive = x
        .greater(&Expr::real(BigRational::from_integer(0.into())))
        .unwrap();
    assert!(p.valid(&positive, &reflexive).is_maybe());
}
