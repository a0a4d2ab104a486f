//! The smallest counterexample: a provable violation's model gives the values of the
//! inputs that lead to it, but the solver picks them as it likes (a loop bound of
//! 153,912 where 1,415 fails already). The values that bound loops (the symbolic
//! constants of the loop conditions the search met, `Symbols::loop_symbols`) are made
//! as small as the prover can: for each, in order of name, a binary search on `m` asks
//! for a model of the violation with the value in `[0, m]`. A *no* gives a smaller
//! value (its model is checked by evaluation, as every counterexample is), a *yes*
//! raises the lower end, a *maybe* ends the search with the last value known. The
//! values already minimised keep their bound while the next is minimised.
//!
//! Assumes: the model given is a checked counterexample (`confirm::complete` accepted
//! it) of a violation without uninterpreted functions; the result is one too, or the
//! model given is kept.
//!
//! At most 100 queries. A summarised loop's closed form leaves the size free
//! (`triangular_sum_limit_bad`: 153,912 becomes 1,415); a loop run iteration by iteration
//! fixes it on its path, and the exits-first order of deepening finds the smallest one
//! there (`histogram_bucket_cap_bad`: 101).

use crate::machine::Machine;
use crate::oracle::Decision;
use num_traits::ToPrimitive;
use tass_symbolic::{Assignment, Expr, Value};

/// The most prover queries one counterexample's minimisation asks.
const MAX_QUERIES: usize = 100;

impl Machine<'_> {
    /// `model`, a checked counterexample to `a ⇒ pred`, with the loop-bounding values it
    /// gives made as small as the prover can (non-negative values only; the others are
    /// kept as they are). Every model returned makes `a` true and `pred` false by exact
    /// evaluation.
    pub(crate) fn minimise(&mut self, a: &Expr, pred: &Expr, model: Assignment) -> Assignment {
        let mut symbols: Vec<Expr> = model
            .iter()
            .map(|(s, _)| s.clone())
            .filter(|s| {
                s.ty().is_int()
                    && self.symbols.loop_symbols.contains(s)
                    && s.symbol_name().is_some_and(|n| self.reported(n))
            })
            .collect();
        symbols.sort_by(|x, y| x.symbol_name().cmp(&y.symbol_name()));
        let mut best = model;
        let mut bounds: Vec<Expr> = Vec::new();
        let mut queries = 0;
        for s in symbols {
            let Some(v) = int_value(&best, &s) else {
                continue;
            };
            if v <= 0 {
                continue;
            }
            let (mut lo, mut hi) = (0i128, v);
            while lo < hi && queries < MAX_QUERIES {
                let mid = lo + (hi - lo) / 2;
                queries += 1;
                match self.smaller(a, pred, &bounds, &s, mid) {
                    Found::Model(m) => {
                        // The model may give a value below `mid`: a shorter search.
                        match int_value(&m, &s) {
                            Some(w) if (0..=mid).contains(&w) => {
                                hi = w;
                                best = m;
                            }
                            _ => break,
                        }
                    }
                    Found::None => lo = mid + 1,
                    Found::Unknown => break,
                }
            }
            if let Ok(b) = s.less_eq(&Expr::int(hi)) {
                bounds.push(b);
            }
        }
        best
    }

    /// A checked counterexample with `0 <= s <= m` and the bounds of the values
    /// minimised before, if the prover gives one.
    fn smaller(&mut self, a: &Expr, pred: &Expr, bounds: &[Expr], s: &Expr, m: i128) -> Found {
        let range = s
            .greater_eq(&Expr::int(0))
            .and_then(|lo| lo.and(&s.less_eq(&Expr::int(m))?));
        let Ok(range) = range else {
            return Found::Unknown;
        };
        let Ok(assumption) = Expr::and_all(bounds.iter().chain([&range])).and_then(|b| a.and(&b))
        else {
            return Found::Unknown;
        };
        match self.oracle.valid(&assumption, pred) {
            Decision::Yes => Found::None,
            Decision::Maybe(_) => Found::Unknown,
            // The counterexample must stand as the original one did: checked against the
            // path condition itself (which the bounds only strengthen).
            Decision::No(model) => {
                match crate::confirm::complete(a, pred, &model.unwrap_or_default()) {
                    Some(m) => Found::Model(m),
                    None => Found::Unknown,
                }
            }
        }
    }
}

/// What the prover says of a smaller counterexample.
enum Found {
    /// One, checked.
    Model(Assignment),
    /// None: the property holds with the value that small.
    None,
    /// It cannot tell, or its model failed the check.
    Unknown,
}

/// The integer value `model` gives `s`, if it fits in an `i128`.
fn int_value(model: &Assignment, s: &Expr) -> Option<i128> {
    match model.get(s)? {
        Value::Int(v) => v.to_i128(),
        _ => None,
    }
}

#[cfg(test)]
mod tests {
    use crate::machine::Machine;
    use crate::oracle::{Decision, Oracle};
    use crate::Config;
    use tass_symbolic::{Assignment, Expr, Type, Value};

    /// An oracle that decides by trying every value of `n` from 0 to 1000 (the other
    /// constants fixed as in `base`): *no* with the largest counterexample, so that the
    /// minimisation has to work for a small one. After `answers` queries it says
    /// *maybe*; with `lie`, its counterexamples give `n` the value 5 whatever it found.
    struct Brute {
        n: Expr,
        base: Assignment,
        answers: usize,
        lie: bool,
        queries: usize,
    }

    impl Oracle for Brute {
        fn valid(&mut self, a: &Expr, pred: &Expr) -> Decision {
            self.queries += 1;
            if self.queries > self.answers {
                return Decision::Maybe(tass_prove::Reason::NoSolver("by design".into()));
            }
            for v in (0..=1000).rev() {
                let mut m = self.base.clone();
                m.set(&self.n, Value::int(v)).unwrap();
                if a.eval(&m) == Ok(Value::Bool(true)) && pred.eval(&m) == Ok(Value::Bool(false)) {
                    if self.lie {
                        m.set(&self.n, Value::int(5)).unwrap();
                    }
                    return Decision::No(Some(m));
                }
            }
            Decision::Yes
        }
    }

    /// `n >= 1` and the property `n*(n-1) < 10000`, which fails from `n = 101` on; the
    /// counterexample the search was given has `n = 1000`.
    fn problem() -> (Expr, Expr, Expr, Assignment) {
        let n = Expr::symbol("nondet$1", &Type::int()).unwrap();
        let a = n.greater_eq(&Expr::int(1)).unwrap();
        let pred = n
            .times(&n.minus(&Expr::int(1)).unwrap())
            .unwrap()
            .less(&Expr::int(10000))
            .unwrap();
        let mut model = Assignment::new();
        model.set(&n, Value::int(1000)).unwrap();
        (n, a, pred, model)
    }

    fn minimised(oracle: &mut Brute, loop_bound: bool) -> Value {
        let (n, a, pred, model) = problem();
        let cfg = Config::default();
        let mut m = Machine::new(Vec::new(), oracle, &cfg);
        if loop_bound {
            m.symbols.loop_symbols.insert(n.clone());
        }
        m.minimise(&a, &pred, model).get(&n).cloned().unwrap()
    }

    fn brute(answers: usize, lie: bool) -> Brute {
        let (n, ..) = problem();
        Brute {
            n,
            base: Assignment::new(),
            answers,
            lie,
            queries: 0,
        }
    }

    #[test]
    fn the_smallest_failing_value_is_found() {
        let mut o = brute(usize::MAX, false);
        assert_eq!(minimised(&mut o, true), Value::int(101));
        // A binary search: about log2(1000) queries.
        assert!(o.queries <= 12, "{} queries", o.queries);
    }

    #[test]
    fn a_maybe_keeps_the_last_value_known() {
        // 1000 -> 500 -> 250 -> 125, then no answer.
        assert_eq!(minimised(&mut brute(3, false), true), Value::int(125));
    }

    #[test]
    fn a_model_that_fails_its_check_is_not_taken() {
        // The oracle claims `n = 5` fails; evaluation says it does not: 1000 stays.
        assert_eq!(
            minimised(&mut brute(usize::MAX, true), true),
            Value::int(1000)
        );
    }

    #[test]
    fn only_values_that_bound_loops_are_minimised() {
        let mut o = brute(usize::MAX, false);
        assert_eq!(minimised(&mut o, false), Value::int(1000));
        assert_eq!(o.queries, 0);
    }
}
