//! The prover interface, and the prover over SMT-LIB2 formulas.
//!
//! [`Prover::valid`] is the question TASS asks; [`Prover::nsat`] is the same
//! question with the predicate `false`. [`SmtProver`] answers it for
//! [`Formula`]s (SMT-LIB2 terms with the declarations of their symbols): a
//! trivial check first (the place of the simplifier), then the cache, then
//! the back end chosen by the [`Config`].

use std::collections::HashMap;
use std::time::Instant;

use crate::answer::{Answer, Model, Reason};
use crate::config::{Backend, Config};
use crate::engine::{Decision, Engine, Query, SatOutcome, SolverEngine};
use crate::smt::{Declaration, Prepared, Sexp, SolverKind};
use crate::stats::{Layer, Stats};

/// A theorem prover: decides validity, three-valued.
pub trait Prover {
    /// The formulas it takes.
    type Formula: ?Sized;
    /// The counterexamples it gives.
    type Model;

    /// Is `assumption => predicate` valid (true for every value of the
    /// constants)? *No* comes with a counterexample when there is one.
    fn valid(
        &mut self,
        assumption: &Self::Formula,
        predicate: &Self::Formula,
    ) -> Answer<Self::Model>;

    /// Is `formula` unsatisfiable? This is `valid(formula, false)`: *yes*
    /// means unsatisfiable, *no* comes with a model of `formula`.
    fn nsat(&mut self, formula: &Self::Formula) -> Answer<Self::Model>;

    /// What the prover did so far.
    fn stats(&self) -> &Stats;
}

/// A Boolean SMT-LIB2 term with the declarations of the symbols it uses.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Formula {
    declarations: Vec<Declaration>,
    term: Sexp,
}

impl Formula {
    /// The formula `term`, whose symbols are declared by `declarations` (in
    /// an order in which each declaration uses only earlier ones).
    pub fn new(declarations: Vec<Declaration>, term: Sexp) -> Formula {
        Formula { declarations, term }
    }

    /// The formula `true` or `false`.
    pub fn constant(value: bool) -> Formula {
        Formula::new(Vec::new(), Sexp::bool(value))
    }

    /// The term.
    pub fn term(&self) -> &Sexp {
        &self.term
    }

    /// The declarations.
    pub fn declarations(&self) -> &[Declaration] {
        &self.declarations
    }
}

/// The prover over SMT-LIB2 [`Formula`]s, with its cache and statistics.
pub struct SmtProver {
    config: Config,
    engine: Engine,
    cache: HashMap<String, SatOutcome>,
    stats: Stats,
}

impl std::fmt::Debug for SmtProver {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("SmtProver")
            .field("backend", &self.describe())
            .field("cached", &self.cache.len())
            .finish()
    }
}

/// The solvers on `PATH`, with their programs.
pub fn discover_solvers() -> Vec<(SolverKind, std::path::PathBuf)> {
    SolverKind::ALL
        .into_iter()
        .filter_map(|kind| kind.discover().map(|path| (kind, path)))
        .collect()
}

impl SmtProver {
    /// Sets the instant by which every later query ends, answering *maybe* once it has
    /// passed (`None`: none), as [`Config::deadline`] does from the start.
    pub fn set_deadline(&mut self, deadline: Option<std::time::Instant>) {
        self.config.deadline = deadline;
        self.engine.set_deadline(deadline);
    }

    /// A prover as `config` says. Never fails: a solver that is missing or
    /// cannot start makes the answers that need it *maybe*, saying why.
    /// Solvers start on the first query that needs them.
    pub fn new(config: Config) -> SmtProver {
        if let Some(dir) = &config.replay_dir {
            // If this fails, each session fails to create its file and says so.
            let _ = std::fs::create_dir_all(dir);
        }
        let engine = match config.backend {
            Backend::None => Engine::None("the prover back end is `none`".to_owned()),
            Backend::Z3 => Engine::Single(Box::new(SolverEngine::new(SolverKind::Z3, &config))),
            Backend::Cvc5 => Engine::Single(Box::new(SolverEngine::new(SolverKind::Cvc5, &config))),
            Backend::CrossCheck => Engine::CrossCheck(
                SolverKind::ALL
                    .into_iter()
                    .map(|kind| SolverEngine::new(kind, &config))
                    .collect(),
            ),
            Backend::Portfolio => {
                let engines: Vec<SolverEngine> = SolverKind::ALL
                    .into_iter()
                    .filter(|&kind| config.solver_path(kind).is_some() || kind.discover().is_some())
                    .map(|kind| SolverEngine::new(kind, &config))
                    .collect();
                if engines.is_empty() {
                    Engine::None("no solver found on PATH (looked for z3 and cvc5)".to_owned())
                } else {
                    Engine::Portfolio {
                        engines,
                        wait: config.portfolio_wait,
                    }
                }
            }
        };
        SmtProver {
            config,
            engine,
            cache: HashMap::new(),
            stats: Stats::default(),
        }
    }

    /// The configuration.
    pub fn config(&self) -> &Config {
        &self.config
    }

    /// The solvers the back end uses, in order.
    pub fn solvers(&self) -> Vec<SolverKind> {
        self.engine.solvers().iter().map(|e| e.kind()).collect()
    }

    /// The process ids of the solvers running now.
    pub fn solver_pids(&self) -> Vec<(SolverKind, u32)> {
        self.engine
            .solvers()
            .iter()
            .filter_map(|e| e.pid().map(|pid| (e.kind(), pid)))
            .collect()
    }

    /// The solvers dropped for the rest of the run because they showed themselves
    /// broken (output that is not SMT-LIB, no answer to the start-up commands), each
    /// with the reason: `z3 answered `...`, which is not SMT-LIB: dropped`.
    pub fn dropped(&self) -> Vec<String> {
        self.engine
            .solvers()
            .iter()
            .filter_map(|e| e.dropped().map(str::to_owned))
            .collect()
    }

    /// The back end and its solvers, as text (`portfolio(z3, cvc5)`).
    pub fn describe(&self) -> String {
        let solvers: Vec<String> = self.solvers().iter().map(|k| k.to_string()).collect();
        match &self.engine {
            Engine::None(_) => "none".to_owned(),
            _ => format!("{}({})", self.config.backend, solvers.join(", ")),
        }
    }

    /// Forgets the cached answers.
    pub fn clear_cache(&mut self) {
        self.cache.clear();
    }

    /// The statistics, to update (for the layers above the solvers).
    pub(crate) fn stats_mut(&mut self) -> &mut Stats {
        &mut self.stats
    }

    /// Decides a query with the cache and the back end, recording what the
    /// solvers did (but not counting a prover query).
    pub(crate) fn decide(&mut self, query: &Query) -> SatOutcome {
        let key = self.config.cache.then(|| query.text());
        if let Some(outcome) = key.as_ref().and_then(|k| self.cache.get(k)) {
            self.stats.cache_hits += 1;
            return outcome.clone();
        }
        let decision = self.engine.decide(query);
        self.record(&decision);
        if let Some(key) = key {
            let cacheable = match &decision.outcome {
                SatOutcome::Unknown(reason) => !reason.is_transient(),
                _ => true,
            };
            if cacheable {
                self.cache.insert(key, decision.outcome.clone());
            }
        }
        decision.outcome
    }

    /// Decides a query with the back end alone, bypassing the cache (a second opinion).
    pub(crate) fn decide_fresh(&mut self, query: &Query) -> SatOutcome {
        let decision = self.engine.decide(query);
        self.record(&decision);
        decision.outcome
    }

    /// Decides whether the conjunction of `assertions` is satisfiable, with
    /// the declarations of both formulas' symbols.
    fn check(&mut self, formulas: &[&Formula], assertions: &[Sexp]) -> Answer {
        let start = Instant::now();
        self.stats.queries += 1;
        let answer = self.check_inner(formulas, assertions);
        match &answer {
            Answer::Yes => self.stats.yes += 1,
            Answer::No(_) => self.stats.no += 1,
            Answer::Maybe(_) => self.stats.maybe += 1,
        }
        self.stats.time += start.elapsed();
        answer
    }

    fn check_inner(&mut self, formulas: &[&Formula], assertions: &[Sexp]) -> Answer {
        // Layer 1: the trivial cases (tass-symbolic's simplifier goes here).
        let start = Instant::now();
        let trivial = if assertions.iter().any(|a| a.is_symbol("false")) {
            Some(SatOutcome::Unsat)
        } else if assertions.iter().all(|a| a.is_symbol("true")) {
            Some(SatOutcome::Sat(None))
        } else {
            None
        };
        let simplifier = self.stats.layer_mut(Layer::Simplifier);
        simplifier.calls += 1;
        simplifier.time += start.elapsed();
        if let Some(outcome) = trivial {
            simplifier.decided += 1;
            match outcome {
                SatOutcome::Unsat => simplifier.unsat += 1,
                _ => simplifier.sat += 1,
            }
            return answer_of(outcome);
        }
        simplifier.unknown += 1;

        match build_query(formulas, assertions) {
            Ok(query) => answer_of(self.decide(&query)),
            Err(reason) => Answer::Maybe(reason),
        }
    }

    fn record(&mut self, decision: &Decision) {
        if decision.disagreement {
            self.stats.disagreements += 1;
        }
        for run in &decision.runs {
            let layer = self.stats.layer_mut(Layer::from(run.solver));
            layer.calls += 1;
            layer.time += run.time;
            layer.restarts += run.restarts;
            match &run.outcome {
                SatOutcome::Sat(_) => layer.sat += 1,
                SatOutcome::Unsat => layer.unsat += 1,
                SatOutcome::Unknown(Reason::Timeout { .. }) => layer.timeouts += 1,
                SatOutcome::Unknown(Reason::Cancelled { .. }) => layer.cancelled += 1,
                SatOutcome::Unknown(Reason::Failed { .. }) => layer.failures += 1,
                SatOutcome::Unknown(_) => layer.unknown += 1,
            }
        }
        if let Some(solver) = decision.decided_by {
            self.stats.layer_mut(Layer::from(solver)).decided += 1;
        }
    }
}

impl Prover for SmtProver {
    type Formula = Formula;
    type Model = Model;

    fn valid(&mut self, assumption: &Formula, predicate: &Formula) -> Answer {
        let negated = if predicate.term.is_symbol("true") {
            Sexp::bool(false)
        } else if predicate.term.is_symbol("false") {
            Sexp::bool(true)
        } else {
            crate::smt::term::not(predicate.term.clone())
        };
        let mut assertions = Vec::with_capacity(2);
        if !assumption.term.is_symbol("true") {
            assertions.push(assumption.term.clone());
        }
        assertions.push(negated);
        self.check(&[assumption, predicate], &assertions)
    }

    fn nsat(&mut self, formula: &Formula) -> Answer {
        self.check(&[formula], std::slice::from_ref(&formula.term))
    }

    fn stats(&self) -> &Stats {
        &self.stats
    }
}

/// Satisfiability of `assumption and not predicate`, read as validity.
pub(crate) fn answer_of(outcome: SatOutcome) -> Answer {
    match outcome {
        SatOutcome::Unsat => Answer::Yes,
        SatOutcome::Sat(model) => Answer::No(model),
        SatOutcome::Unknown(reason) => Answer::Maybe(reason),
    }
}

/// The declarations of all formulas (each once) and the assertions, printed.
fn build_query(formulas: &[&Formula], assertions: &[Sexp]) -> Result<Query, Reason> {
    let mut declared: HashMap<&str, &Declaration> = HashMap::new();
    let mut prepared = Vec::new();
    let mut model_terms = Vec::new();
    let mut model_functions = Vec::new();
    for declaration in formulas.iter().flat_map(|f| &f.declarations) {
        let name = declaration.name().as_str();
        match declared.get(name) {
            Some(earlier) if *earlier == declaration => continue,
            Some(_) => {
                return Err(Reason::InvalidQuery(format!(
                    "conflicting declarations of `{name}`"
                )))
            }
            None => {}
        }
        declared.insert(name, declaration);
        match declaration {
            Declaration::Const { name, .. } => model_terms.push(Sexp::Symbol(name.clone())),
            Declaration::Fun { name, .. } => model_functions.push(name.clone()),
            _ => {}
        }
        prepared.push((declaration.name().clone(), Prepared::declare(declaration)));
    }
    Ok(Query {
        declarations: prepared,
        assertions: assertions.iter().map(Prepared::assert).collect(),
        model_terms,
        model_functions,
        array_levels: Vec::new(),
        floating: false,
    })
}
