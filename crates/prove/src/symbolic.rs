//! The prover of tass: validity of tass-symbolic expressions.
//!
//! [`SymbolicProver::valid`] asks, in order:
//!
//! 1. its cache, keyed by the (hash-consed) assumption and predicate;
//! 2. the simplifier of tass-symbolic (layer 1): a *yes* or *no* there is
//!    final (a *no* carries the simplifier's witness);
//! 3. the solvers (layer 2), through an [`SmtProver`]: the simplified
//!    assumption and the simplified predicate are translated to SMT-LIB2
//!    (see the `translate` module), and the solver's model is read back
//!    into concrete values of the symbolic constants.

use std::collections::HashMap;
use std::time::Instant;

use tass_symbolic::{Assignment, Expr, Simplifier};

use crate::answer::{Answer, Reason};
use crate::config::Config;
use crate::engine::{Query, SatOutcome};
use crate::prover::{Prover, SmtProver};
use crate::smt::{term, Prepared};
use crate::stats::{Layer, Stats};
use crate::translate::Translator;

/// How many answers the symbolic cache keeps before it is cleared (it keeps
/// the expressions alive).
const CACHE_LIMIT: usize = 1 << 16;

/// The prover over tass-symbolic expressions: simplifier first, then the
/// solvers of the [`Config`].
pub struct SymbolicProver {
    smt: SmtProver,
    cache: HashMap<(Expr, Expr), Answer<Assignment>>,
}

impl std::fmt::Debug for SymbolicProver {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("SymbolicProver")
            .field("smt", &self.smt)
            .field("cached", &self.cache.len())
            .finish()
    }
}

impl SymbolicProver {
    /// A prover as `config` says (see [`SmtProver::new`]: never fails).
    pub fn new(config: Config) -> SymbolicProver {
        SymbolicProver {
            smt: SmtProver::new(config),
            cache: HashMap::new(),
        }
    }

    /// The solver layer.
    pub fn smt(&self) -> &SmtProver {
        &self.smt
    }

    /// The solver layer, mutably (to clear its cache, say).
    pub fn smt_mut(&mut self) -> &mut SmtProver {
        &mut self.smt
    }

    /// The answer to `valid(assumption, predicate)` when it is in the cache (no work
    /// otherwise; not counted as a query).
    pub fn cached(&self, assumption: &Expr, predicate: &Expr) -> Option<&Answer<Assignment>> {
        self.cache.get(&(assumption.clone(), predicate.clone()))
    }

    /// Asks the solvers alone, with neither the simplifier nor this layer's cache: a
    /// second opinion when a model of an earlier answer failed its check by evaluation.
    pub fn solve_direct(&mut self, assumption: &Expr, predicate: &Expr) -> Answer<Assignment> {
        self.smt.stats_mut().queries += 1;
        self.solve(assumption.clone(), predicate.clone(), false)
    }

    /// Forgets the cached answers, of this layer and of the solver layer.
    pub fn clear_cache(&mut self) {
        self.cache.clear();
        self.smt.clear_cache();
    }

    fn answer(&mut self, assumption: &Expr, predicate: &Expr) -> Answer<Assignment> {
        // Layer 1: the simplifier.
        if !self.smt.config().simplifier {
            return self.solve(assumption.clone(), predicate.clone(), true);
        }
        let start = Instant::now();
        let simplified = match Simplifier::for_assumption(assumption) {
            Ok(simplifier) => {
                let decided = match simplifier.valid(predicate) {
                    tass_symbolic::Answer::Yes => Some(Answer::Yes),
                    tass_symbolic::Answer::No => Some(Answer::No(simplifier.witness().cloned())),
                    tass_symbolic::Answer::Maybe => None,
                };
                Ok((decided, simplifier))
            }
            Err(e) => Err(e),
        };
        let layer = self.smt.stats_mut().layer_mut(Layer::Simplifier);
        layer.calls += 1;
        layer.time += start.elapsed();
        let (assumption, predicate) = match simplified {
            Ok((Some(answer), _)) => {
                layer.decided += 1;
                match answer {
                    Answer::Yes => layer.unsat += 1,
                    _ => layer.sat += 1,
                }
                return answer;
            }
            Ok((None, simplifier)) => {
                layer.unknown += 1;
                (
                    simplifier.assumption().clone(),
                    simplifier.simplify(predicate),
                )
            }
            Err(_) => {
                // The simplifier refuses (an ill-typed predicate, say): the
                // solvers see the question as it was asked.
                layer.failures += 1;
                (assumption.clone(), predicate.clone())
            }
        };

        self.solve(assumption, predicate, true)
    }

    /// Layer 2: the solvers.
    fn solve(&mut self, assumption: Expr, predicate: Expr, cached: bool) -> Answer<Assignment> {
        let mut translator = Translator::with_deadline(self.smt.config().deadline);
        let translated = (|| {
            translator.float_sorts(&[&assumption, &predicate])?;
            let a = translator.root(&assumption)?;
            let p = translator.root(&predicate)?;
            let plan = translator.model_plan()?;
            Ok::<_, crate::Error>((a, p, plan))
        })();
        let (a, p, plan) = match translated {
            Ok(translated) => translated,
            Err(crate::Error::TooLarge { limit }) => return Answer::Maybe(Reason::TooLarge(limit)),
            Err(crate::Error::Deadline) => return Answer::Maybe(Reason::Deadline),
            Err(e) => return Answer::Maybe(Reason::InvalidQuery(e.to_string())),
        };
        let mut assertions: Vec<Prepared> = translator
            .side_assertions()
            .iter()
            .map(Prepared::assert)
            .collect();
        if !a.is_symbol("true") {
            assertions.push(Prepared::assert(&a));
        }
        assertions.push(Prepared::assert(&term::not(p)));
        let query = Query {
            declarations: translator
                .declarations()
                .iter()
                .map(|d| (d.name().clone(), Prepared::declare(d)))
                .collect(),
            assertions,
            model_terms: plan.terms(),
            model_functions: Vec::new(),
            array_levels: plan.array_levels(),
            floating: translator.floating(),
        };
        let outcome = if cached {
            self.smt.decide(&query)
        } else {
            self.smt.decide_fresh(&query)
        };
        match outcome {
            SatOutcome::Unsat => Answer::Yes,
            SatOutcome::Sat(model) => Answer::No(model.and_then(|m| plan.assignment(&m))),
            SatOutcome::Unknown(reason) => Answer::Maybe(reason),
        }
    }
}

impl Prover for SymbolicProver {
    type Formula = Expr;
    type Model = Assignment;

    fn valid(&mut self, assumption: &Expr, predicate: &Expr) -> Answer<Assignment> {
        let start = Instant::now();
        self.smt.stats_mut().queries += 1;
        let key = (assumption.clone(), predicate.clone());
        let answer = match self.cache.get(&key) {
            Some(answer) => {
                self.smt.stats_mut().cache_hits += 1;
                answer.clone()
            }
            None => {
                let answer = self.answer(assumption, predicate);
                let transient = matches!(&answer, Answer::Maybe(r) if r.is_transient());
                if !transient {
                    if self.cache.len() >= CACHE_LIMIT {
                        self.cache.clear();
                    }
                    self.cache.insert(key, answer.clone());
                }
                answer
            }
        };
        let stats = self.smt.stats_mut();
        match &answer {
            Answer::Yes => stats.yes += 1,
            Answer::No(_) => stats.no += 1,
            Answer::Maybe(_) => stats.maybe += 1,
        }
        stats.time += start.elapsed();
        answer
    }

    fn nsat(&mut self, formula: &Expr) -> Answer<Assignment> {
        self.valid(formula, &Expr::bool(false))
    }

    fn stats(&self) -> &Stats {
        self.smt.stats()
    }
}
