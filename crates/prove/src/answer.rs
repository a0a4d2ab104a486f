//! Three-valued answers, the reasons for *maybe*, and counterexample models.

use std::fmt;
use std::time::Duration;

use crate::smt::{Sexp, SolverKind, Symbol, Value};

/// The answer to "is `assumption => predicate` valid?", with counterexamples
/// of type `M` (a [`Model`] of SMT-LIB2 values by default).
///
/// Never collapse it into a `bool`: only [`Answer::Yes`] proves anything.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Answer<M = Model> {
    /// Valid: proved.
    Yes,
    /// Not valid; with values of the constants that violate it, when the
    /// solver gave them.
    No(Option<M>),
    /// Nothing can be concluded; the reason says why.
    Maybe(Reason),
}

impl<M> Answer<M> {
    /// Whether this is [`Answer::Yes`].
    pub fn is_yes(&self) -> bool {
        matches!(self, Answer::Yes)
    }

    /// Whether this is [`Answer::No`].
    pub fn is_no(&self) -> bool {
        matches!(self, Answer::No(_))
    }

    /// Whether this is [`Answer::Maybe`].
    pub fn is_maybe(&self) -> bool {
        matches!(self, Answer::Maybe(_))
    }

    /// The counterexample of a [`Answer::No`], if any.
    pub fn model(&self) -> Option<&M> {
        match self {
            Answer::No(model) => model.as_ref(),
            _ => None,
        }
    }

    /// The reason of a [`Answer::Maybe`].
    pub fn reason(&self) -> Option<&Reason> {
        match self {
            Answer::Maybe(reason) => Some(reason),
            _ => None,
        }
    }

    /// The same answer with the counterexample converted by `f`.
    pub fn map_model<N>(self, f: impl FnOnce(M) -> Option<N>) -> Answer<N> {
        match self {
            Answer::Yes => Answer::Yes,
            Answer::No(model) => Answer::No(model.and_then(f)),
            Answer::Maybe(reason) => Answer::Maybe(reason),
        }
    }
}

impl<M: fmt::Display> fmt::Display for Answer<M> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Answer::Yes => f.write_str("yes"),
            Answer::No(None) => f.write_str("no"),
            Answer::No(Some(model)) => write!(f, "no ({model})"),
            Answer::Maybe(reason) => write!(f, "maybe ({reason})"),
        }
    }
}

/// Why an answer is [`Answer::Maybe`].
#[derive(Clone, Debug, PartialEq, Eq)]
#[non_exhaustive]
pub enum Reason {
    /// The solver answered `unknown`, with its own reason (`timeout`,
    /// `incomplete`, ...).
    Unknown {
        /// The solver.
        solver: SolverKind,
        /// Its `:reason-unknown`.
        reason: String,
    },
    /// The solver did not answer before the wall-clock deadline; its process
    /// was killed.
    Timeout {
        /// The solver.
        solver: SolverKind,
        /// How long it was given.
        after: Duration,
    },
    /// The solver could not answer: it is missing, it crashed, it refused
    /// the query.
    Failed {
        /// The solver.
        solver: SolverKind,
        /// What went wrong.
        message: String,
    },
    /// The query was cancelled (the portfolio stops the slower solver).
    Cancelled {
        /// The solver.
        solver: SolverKind,
    },
    /// The solvers contradict each other: one says satisfiable, the other
    /// unsatisfiable. A bug in a solver or in the translation; audit it.
    Disagreement {
        /// Each solver's answer, as text.
        answers: Vec<(SolverKind, String)>,
    },
    /// Cross-check: not every solver gave a definite answer, so nothing is
    /// confirmed.
    NotConfirmed {
        /// The definite answers given (`sat` or `unsat`), by solver.
        definite: Vec<(SolverKind, String)>,
        /// Why the other solvers gave none.
        others: Vec<Reason>,
    },
    /// No solver is configured or found, and the simplifier could not decide.
    NoSolver(String),
    /// The query is malformed (conflicting declarations, say).
    InvalidQuery(String),
    /// The query is too large to be sent to a solver (its SMT-LIB2 terms would have
    /// more than this many nodes).
    TooLarge(u64),
    /// Several solvers were asked and none gave a definite answer.
    All(Vec<Reason>),
    /// The deadline of the run ([`Config::deadline`](crate::Config::deadline))
    /// passed before the query was asked or while it ran.
    Deadline,
}

impl Reason {
    /// Whether the same query may well get a definite answer if asked again
    /// (the solver was killed, missing or cancelled), so that the answer must
    /// not be cached.
    pub fn is_transient(&self) -> bool {
        match self {
            Reason::Timeout { .. }
            | Reason::Failed { .. }
            | Reason::Cancelled { .. }
            | Reason::Deadline => true,
            Reason::All(reasons) => reasons.iter().any(Reason::is_transient),
            Reason::NotConfirmed { others, .. } => others.iter().any(Reason::is_transient),
            _ => false,
        }
    }
}

impl fmt::Display for Reason {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let list = |f: &mut fmt::Formatter<'_>, answers: &[(SolverKind, String)]| {
            for (i, (solver, answer)) in answers.iter().enumerate() {
                if i > 0 {
                    f.write_str(", ")?;
                }
                write!(f, "{solver}: {answer}")?;
            }
            Ok(())
        };
        match self {
            Reason::Unknown { solver, reason } => write!(f, "{solver} answered unknown ({reason})"),
            Reason::Timeout { solver, after } => {
                write!(f, "{solver} did not answer within {after:?}")
            }
            Reason::Failed { solver, message } => write!(f, "{solver} failed: {message}"),
            Reason::Cancelled { solver } => write!(f, "{solver} was cancelled"),
            Reason::Disagreement { answers } => {
                f.write_str("SOLVERS DISAGREE: ")?;
                list(f, answers)
            }
            Reason::NotConfirmed { definite, others } => {
                f.write_str("not confirmed by every solver: ")?;
                list(f, definite)?;
                for reason in others {
                    write!(f, "; {reason}")?;
                }
                Ok(())
            }
            Reason::NoSolver(why) => write!(f, "no solver: {why}"),
            Reason::InvalidQuery(why) => write!(f, "invalid query: {why}"),
            Reason::TooLarge(limit) => write!(
                f,
                "the query is too large for the solvers (more than {limit} terms in SMT-LIB2)"
            ),
            Reason::Deadline => f.write_str("the time limit of the run was reached"),
            Reason::All(reasons) => {
                for (i, reason) in reasons.iter().enumerate() {
                    if i > 0 {
                        f.write_str("; ")?;
                    }
                    write!(f, "{reason}")?;
                }
                Ok(())
            }
        }
    }
}

/// Concrete values for the constants of a query, from a solver's model.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Model {
    values: Vec<(Sexp, Value)>,
    functions: Vec<FunctionModel>,
}

/// A solver's interpretation of an uninterpreted function: its body over its
/// parameters, as the solver printed it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct FunctionModel {
    /// The function's name.
    pub name: Symbol,
    /// The parameters and their sorts.
    pub params: Vec<(Symbol, Sexp)>,
    /// The body, a term over the parameters.
    pub body: Sexp,
}

impl Model {
    /// A model with the given values of terms (constants, mostly) and
    /// function interpretations.
    pub fn new(values: Vec<(Sexp, Value)>, functions: Vec<FunctionModel>) -> Model {
        Model { values, functions }
    }

    /// The value of the constant `name`.
    pub fn get(&self, name: &str) -> Option<&Value> {
        self.values
            .iter()
            .find(|(term, _)| term.as_symbol() == Some(name))
            .map(|(_, value)| value)
    }

    /// The value of a term that was asked for.
    pub fn value_of(&self, term: &Sexp) -> Option<&Value> {
        self.values
            .iter()
            .find(|(t, _)| t == term)
            .map(|(_, value)| value)
    }

    /// The interpretation of the function `name`.
    pub fn function(&self, name: &str) -> Option<&FunctionModel> {
        self.functions.iter().find(|f| f.name.as_str() == name)
    }

    /// The terms and their values, in the order they were asked for.
    pub fn iter(&self) -> impl Iterator<Item = (&Sexp, &Value)> {
        self.values.iter().map(|(s, v)| (s, v))
    }

    /// How many terms have values.
    pub fn len(&self) -> usize {
        self.values.len()
    }

    /// Whether no term has a value.
    pub fn is_empty(&self) -> bool {
        self.values.is_empty()
    }
}

impl fmt::Display for Model {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for (i, (term, value)) in self.values.iter().enumerate() {
            if i > 0 {
                f.write_str(", ")?;
            }
            match term.as_symbol() {
                Some(name) => write!(f, "{name} = {value}")?,
                None => write!(f, "{term} = {value}")?,
            }
        }
        for function in &self.functions {
            write!(f, ", {} = {}", function.name.as_str(), function.body)?;
        }
        Ok(())
    }
}
