//! SMT-LIB2 commands and declarations, as values.
//!
//! A [`Command`] knows its text (through [`Command::to_sexp`]) and what kind
//! of response it calls for, which is what lets a session check every
//! response and send commands in batches.

use std::fmt;

use super::sexp::{Keyword, Sexp, Symbol};

/// A constructor of a datatype: a name and named, sorted fields.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Constructor {
    /// The constructor's name.
    pub name: Symbol,
    /// The fields' selector names and sorts.
    pub fields: Vec<(Symbol, Sexp)>,
}

/// A declaration of a symbol used by a formula.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub enum Declaration {
    /// `(declare-sort name arity)`: an uninterpreted sort.
    Sort {
        /// The sort's name.
        name: Symbol,
        /// How many sort parameters it takes.
        arity: u32,
    },
    /// `(declare-fun name () sort)`: a constant.
    Const {
        /// The constant's name.
        name: Symbol,
        /// Its sort.
        sort: Sexp,
    },
    /// `(declare-fun name (args...) result)`: an uninterpreted function.
    Fun {
        /// The function's name.
        name: Symbol,
        /// The sorts of its arguments.
        args: Vec<Sexp>,
        /// The sort of its result.
        result: Sexp,
    },
    /// `(define-fun name ((x S)...) result body)`: a defined function or
    /// constant.
    Define {
        /// The name defined.
        name: Symbol,
        /// Its parameters, with their sorts.
        params: Vec<(Symbol, Sexp)>,
        /// The sort of the result.
        result: Sexp,
        /// The definition.
        body: Sexp,
    },
    /// `(declare-datatypes ((name 0)) ((constructors...)))`: a datatype
    /// without parameters (a tuple type, say).
    Datatype {
        /// The datatype's name.
        name: Symbol,
        /// Its constructors.
        constructors: Vec<Constructor>,
    },
}

impl Declaration {
    /// A constant of the given sort.
    pub fn constant(name: Symbol, sort: Sexp) -> Declaration {
        Declaration::Const { name, sort }
    }

    /// The symbol declared (the datatype's name, for a datatype).
    pub fn name(&self) -> &Symbol {
        match self {
            Declaration::Sort { name, .. }
            | Declaration::Const { name, .. }
            | Declaration::Fun { name, .. }
            | Declaration::Define { name, .. }
            | Declaration::Datatype { name, .. } => name,
        }
    }

    /// The declaration as a command.
    pub fn to_sexp(&self) -> Sexp {
        let sym = |s: &Symbol| Sexp::Symbol(s.clone());
        let pair = |(s, sort): &(Symbol, Sexp)| Sexp::List(vec![sym(s), sort.clone()]);
        match self {
            Declaration::Sort { name, arity } => Sexp::List(vec![
                Sexp::known("declare-sort"),
                sym(name),
                Sexp::Numeral((*arity).into()),
            ]),
            Declaration::Const { name, sort } => Sexp::List(vec![
                Sexp::known("declare-fun"),
                sym(name),
                Sexp::List(Vec::new()),
                sort.clone(),
            ]),
            Declaration::Fun { name, args, result } => Sexp::List(vec![
                Sexp::known("declare-fun"),
                sym(name),
                Sexp::List(args.clone()),
                result.clone(),
            ]),
            Declaration::Define {
                name,
                params,
                result,
                body,
            } => Sexp::List(vec![
                Sexp::known("define-fun"),
                sym(name),
                Sexp::list(params.iter().map(pair)),
                result.clone(),
                body.clone(),
            ]),
            Declaration::Datatype { name, constructors } => {
                let constructors = constructors.iter().map(|c| {
                    let mut items = vec![sym(&c.name)];
                    items.extend(c.fields.iter().map(pair));
                    Sexp::List(items)
                });
                Sexp::List(vec![
                    Sexp::known("declare-datatypes"),
                    Sexp::List(vec![Sexp::List(vec![sym(name), Sexp::int(0)])]),
                    Sexp::List(vec![Sexp::list(constructors)]),
                ])
            }
        }
    }
}

impl fmt::Display for Declaration {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.to_sexp())
    }
}

/// What a command calls for, given `:print-success true`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Expect {
    /// `success`.
    Success,
    /// `success` or `unsupported` (for `set-option`).
    Option,
    /// `sat`, `unsat` or `unknown`.
    CheckSat,
    /// Any S-expression (models, values, information).
    Sexp,
}

/// An SMT-LIB2 command.
#[derive(Clone, Debug, PartialEq, Eq)]
#[non_exhaustive]
pub enum Command {
    /// `(set-option :name value)`.
    SetOption(Keyword, Sexp),
    /// `(set-logic name)`.
    SetLogic(Symbol),
    /// A declaration or definition.
    Declare(Declaration),
    /// `(assert term)`.
    Assert(Sexp),
    /// `(push n)`.
    Push(u32),
    /// `(pop n)`.
    Pop(u32),
    /// `(check-sat)`.
    CheckSat,
    /// `(check-sat-using tactic)` (z3).
    CheckSatUsing(Sexp),
    /// `(get-model)`.
    GetModel,
    /// `(get-value (terms...))`.
    GetValue(Vec<Sexp>),
    /// `(get-info :name)`.
    GetInfo(Keyword),
    /// `(reset)`: back to the state at start-up, options included.
    Reset,
}

impl Command {
    /// The command's text, as an S-expression.
    pub fn to_sexp(&self) -> Sexp {
        let cmd = |name: &str, args: Vec<Sexp>| {
            let mut items = vec![Sexp::known(name)];
            items.extend(args);
            Sexp::List(items)
        };
        match self {
            Command::SetOption(key, value) => cmd(
                "set-option",
                vec![Sexp::Keyword(key.clone()), value.clone()],
            ),
            Command::SetLogic(logic) => cmd("set-logic", vec![Sexp::Symbol(logic.clone())]),
            Command::Declare(declaration) => declaration.to_sexp(),
            Command::Assert(term) => cmd("assert", vec![term.clone()]),
            Command::Push(n) => cmd("push", vec![Sexp::Numeral((*n).into())]),
            Command::Pop(n) => cmd("pop", vec![Sexp::Numeral((*n).into())]),
            Command::CheckSat => cmd("check-sat", vec![]),
            Command::CheckSatUsing(tactic) => cmd("check-sat-using", vec![tactic.clone()]),
            Command::GetModel => cmd("get-model", vec![]),
            Command::GetValue(terms) => cmd("get-value", vec![Sexp::List(terms.clone())]),
            Command::GetInfo(key) => cmd("get-info", vec![Sexp::Keyword(key.clone())]),
            Command::Reset => cmd("reset", vec![]),
        }
    }

    /// The command's text with what it calls for and what it does to the
    /// assertion stack.
    pub(crate) fn prepare(&self) -> Prepared {
        let text = self.to_string();
        let (expect, effect) = match self {
            Command::CheckSat | Command::CheckSatUsing(_) => (Expect::CheckSat, Effect::None),
            Command::GetModel | Command::GetValue(_) | Command::GetInfo(_) => {
                (Expect::Sexp, Effect::None)
            }
            Command::SetOption(..) => (Expect::Option, Effect::None),
            Command::Declare(_) | Command::Assert(_) => (Expect::Success, Effect::Record),
            Command::Push(n) => (Expect::Success, Effect::Push(*n)),
            Command::Pop(n) => (Expect::Success, Effect::Pop(*n)),
            Command::SetLogic(_) | Command::Reset => (Expect::Success, Effect::None),
        };
        Prepared {
            text,
            expect,
            effect,
        }
    }
}

/// What a command does to the assertion stack a session records.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Effect {
    /// Nothing.
    None,
    /// Pushes frames.
    Push(u32),
    /// Pops frames.
    Pop(u32),
    /// Adds itself to the top frame (declarations and assertions).
    Record,
}

/// A command printed, with what it calls for and what it does: what a
/// session sends.
#[derive(Clone, Debug)]
pub(crate) struct Prepared {
    pub(crate) text: String,
    pub(crate) expect: Expect,
    pub(crate) effect: Effect,
}

impl Prepared {
    /// `(declare-...)`, printed without copying the declaration.
    pub(crate) fn declare(declaration: &Declaration) -> Prepared {
        Prepared {
            text: declaration.to_string(),
            expect: Expect::Success,
            effect: Effect::Record,
        }
    }

    /// `(assert term)`, printed without copying the term.
    pub(crate) fn assert(term: &Sexp) -> Prepared {
        Prepared {
            text: format!("(assert {term})"),
            expect: Expect::Success,
            effect: Effect::Record,
        }
    }

    /// A recorded declaration or assertion, replayed after a restart.
    pub(crate) fn replayed(text: &str) -> Prepared {
        Prepared {
            text: text.to_owned(),
            expect: Expect::Success,
            effect: Effect::None,
        }
    }
}

impl fmt::Display for Command {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.to_sexp())
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::smt::term::{int_sort, real_sort};

    #[test]
    fn texts() {
        let pair = Declaration::Datatype {
            name: Symbol::known("Pair"),
            constructors: vec![Constructor {
                name: Symbol::known("mk-pair"),
                fields: vec![
                    (Symbol::known("first"), int_sort()),
                    (Symbol::known("second"), real_sort()),
                ],
            }],
        };
        assert_eq!(
            pair.to_string(),
            "(declare-datatypes ((Pair 0)) (((mk-pair (first Int) (second Real)))))"
        );
        assert_eq!(
            Declaration::constant(Symbol::known("x"), int_sort()).to_string(),
            "(declare-fun x () Int)"
        );
        assert_eq!(Command::Push(1).to_string(), "(push 1)");
        assert_eq!(
            Command::SetOption(Keyword::known("timeout"), Sexp::int(5)).to_string(),
            "(set-option :timeout 5)"
        );
    }
}
