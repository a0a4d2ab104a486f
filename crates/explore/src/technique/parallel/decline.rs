//! Why the technique declines a loop: the reasons, whether another state may change
//! them, and the limits of the run that stop an attempt.

use crate::machine::Halt;
use crate::report::StopReason;

/// Why the technique declined a loop, and whether another state might change that (a
/// proof that failed here) or not (the shape of the loop: tried no more in this run).
/// `stop` is set when the attempt ended because a limit of the run passed (time,
/// memory, interrupt): the search then stops too, for that reason.
pub(in crate::technique) struct Decline {
    pub(in crate::technique) why: String,
    pub(in crate::technique) retry: bool,
    pub(in crate::technique) stop: Option<StopReason>,
    /// The loop runs no iteration in this state: nothing to summarise, and no reason
    /// to decline it elsewhere (the search runs it; not recorded).
    pub(in crate::technique) idle: bool,
}

impl Decline {
    /// A proof failed in this state.
    pub(super) fn unproved(why: String) -> Decline {
        Decline {
            why,
            retry: true,
            stop: None,
            idle: false,
        }
    }

    /// The loop runs no iteration in this state.
    pub(super) fn idle() -> Decline {
        Decline {
            why: "the loop runs no iteration".into(),
            retry: true,
            stop: None,
            idle: true,
        }
    }

    /// The attempt stopped because a limit of the run passed.
    pub(in crate::technique) fn stopped(stop: StopReason) -> Decline {
        let why = match &stop {
            StopReason::TimeLimit(_) => "the time limit passed during the attempt",
            StopReason::MemoryLimit(_) => "the memory limit was reached during the attempt",
            _ => "the attempt was interrupted",
        };
        Decline {
            why: why.into(),
            retry: false,
            stop: Some(stop),
            idle: false,
        }
    }

    /// Executing the body stopped for `h`: a limit of the run stops the attempt (and
    /// the search), anything else is a reason to decline.
    pub(in crate::technique) fn halted(h: Halt) -> Decline {
        match h {
            Halt::Cut(stop) if stop.ends_the_run() => Decline::stopped(stop),
            h => Decline::from(describe(h)),
        }
    }
}

impl From<String> for Decline {
    fn from(why: String) -> Decline {
        Decline {
            why,
            retry: false,
            stop: None,
            idle: false,
        }
    }
}

impl From<&str> for Decline {
    fn from(why: &str) -> Decline {
        Decline::from(why.to_string())
    }
}
/// A failed symbolic operation as a reason to decline.
pub(super) fn err<T>(r: tass_symbolic::Result<T>) -> Result<T, String> {
    r.map_err(|e| format!("a symbolic operation failed ({e})"))
}
/// Why executing the generic iteration stopped, as a reason to decline.
fn describe(h: Halt) -> String {
    match h {
        Halt::Unsupported(_, why) => format!("the body has a construct not supported here ({why})"),
        Halt::Split { .. } => "the body needs concrete values of symbolic ones".into(),
        Halt::Cut(_) => "the body hit a limit".into(),
        Halt::Violation(_) => "a check in the body failed".into(),
        Halt::Infeasible => "no path through the body".into(),
    }
}
