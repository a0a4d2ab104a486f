//! The solvers tass knows, their command lines and start-up commands, and
//! their discovery on `PATH`.

use std::env;
use std::fmt;
use std::path::{Path, PathBuf};
use std::str::FromStr;
use std::time::Duration;

use super::command::Command;
use super::sexp::{Keyword, Sexp, Symbol};

/// A solver tass can run.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum SolverKind {
    /// Z3 (tested with 4.8.12).
    Z3,
    /// cvc5 (tested with 1.0.3).
    Cvc5,
}

impl SolverKind {
    /// Every solver kind, in the order the portfolio lists them.
    pub const ALL: [SolverKind; 2] = [SolverKind::Z3, SolverKind::Cvc5];

    /// The solver's name, as on the command line of tass (`z3`, `cvc5`).
    pub fn name(self) -> &'static str {
        match self {
            SolverKind::Z3 => "z3",
            SolverKind::Cvc5 => "cvc5",
        }
    }

    /// The program looked for on `PATH`.
    pub fn default_program(self) -> &'static str {
        self.name()
    }

    /// The arguments that make the solver read SMT-LIB2 commands on its
    /// standard input, answering each as it comes.
    pub fn default_args(self) -> Vec<String> {
        let args: &[&str] = match self {
            SolverKind::Z3 => &["-in", "-smt2"],
            SolverKind::Cvc5 => &["--lang=smt2", "--incremental", "--quiet"],
        };
        args.iter().map(|s| (*s).to_owned()).collect()
    }

    /// The option setting the solver's own time limit for each `check-sat`.
    pub fn timeout_command(self, timeout: Duration) -> Command {
        let ms = timeout.as_millis().clamp(1, u128::from(u32::MAX));
        let key = match self {
            SolverKind::Z3 => "timeout",
            SolverKind::Cvc5 => "tlimit-per",
        };
        Command::SetOption(Keyword::known(key), Sexp::Numeral(ms.into()))
    }

    /// The commands sent at start-up, after `(set-option :print-success true)`.
    pub fn init_commands(self, timeout: Duration, models: bool) -> Vec<Command> {
        let mut commands = vec![Command::SetOption(
            Keyword::known("produce-models"),
            Sexp::bool(models),
        )];
        commands.push(self.timeout_command(timeout));
        if self == SolverKind::Cvc5 {
            // cvc5 wants a logic; ALL has every theory, quantifiers and
            // nonlinear arithmetic. Z3 picks its own when none is set.
            commands.push(Command::SetLogic(Symbol::known("ALL")));
        }
        commands
    }

    /// The solver's program on `PATH`, if there is one.
    pub fn discover(self) -> Option<PathBuf> {
        find_on_path(self.default_program())
    }
}

impl fmt::Display for SolverKind {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

impl FromStr for SolverKind {
    type Err = String;

    fn from_str(s: &str) -> Result<SolverKind, String> {
        match s {
            "z3" => Ok(SolverKind::Z3),
            "cvc5" => Ok(SolverKind::Cvc5),
            _ => Err(format!("unknown solver `{s}` (expected z3 or cvc5)")),
        }
    }
}

/// How to start a solver: its kind, program and arguments.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SolverSpec {
    /// Which solver this is (it decides the start-up commands).
    pub kind: SolverKind,
    /// The program: a path, or a bare name looked up on `PATH`.
    pub program: PathBuf,
    /// The arguments.
    pub args: Vec<String>,
}

impl SolverSpec {
    /// The solver found on `PATH` under its usual name, with the default
    /// arguments (the program may not exist: starting it then fails with
    /// [`Error::SolverNotFound`](crate::Error::SolverNotFound)).
    pub fn new(kind: SolverKind) -> SolverSpec {
        SolverSpec {
            kind,
            program: kind.default_program().into(),
            args: kind.default_args(),
        }
    }

    /// The solver at `program`, with the default arguments.
    pub fn at(kind: SolverKind, program: impl Into<PathBuf>) -> SolverSpec {
        SolverSpec {
            kind,
            program: program.into(),
            args: kind.default_args(),
        }
    }
}

/// The first executable file named `program` in the directories of `PATH`;
/// `program` itself if it contains a `/` and is an executable file.
pub fn find_on_path(program: &str) -> Option<PathBuf> {
    if program.contains('/') {
        let path = PathBuf::from(program);
        return is_executable(&path).then_some(path);
    }
    let path = env::var_os("PATH")?;
    env::split_paths(&path)
        .map(|dir| dir.join(program))
        .find(|candidate| is_executable(candidate))
}

fn is_executable(path: &Path) -> bool {
    use std::os::unix::fs::PermissionsExt;
    path.metadata()
        .map(|m| m.is_file() && m.permissions().mode() & 0o111 != 0)
        .unwrap_or(false)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names() {
        assert_eq!("z3".parse::<SolverKind>(), Ok(SolverKind::Z3));
        assert_eq!("cvc5".parse::<SolverKind>(), Ok(SolverKind::Cvc5));
        assert!("yices".parse::<SolverKind>().is_err());
        assert_eq!(SolverKind::Cvc5.to_string(), "cvc5");
    }

    #[test]
    fn path_lookup() {
        assert!(find_on_path("sh").is_some());
        assert!(find_on_path("no-such-program-tass").is_none());
        assert!(find_on_path("/no/such/dir/z3").is_none());
    }
}
