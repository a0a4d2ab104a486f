//! The signal that interrupted the run: recorded by the signal handler of
//! [`crate::control`], named by the reports (`interrupted by SIGTERM`).

use std::sync::atomic::{AtomicI32, Ordering};

/// The signal received first (0: none).
static SIGNAL: AtomicI32 = AtomicI32::new(0);

/// Records `signal` as the one that interrupted the run; false when another came first.
pub(crate) fn record(signal: i32) -> bool {
    SIGNAL
        .compare_exchange(0, signal, Ordering::SeqCst, Ordering::SeqCst)
        .is_ok()
}

/// The name of the signal that interrupted the run, if one did.
pub fn signal_name() -> Option<&'static str> {
    let s = SIGNAL.load(Ordering::SeqCst);
    use signal_hook::consts::signal::{SIGHUP, SIGINT, SIGTERM};
    match s {
        0 => None,
        SIGTERM => Some("SIGTERM"),
        SIGINT => Some("SIGINT"),
        SIGHUP => Some("SIGHUP"),
        _ => Some("a signal"),
    }
}
