//! `terminate_all` kills every solver process of every session, from another thread,
//! and keeps new ones from starting. A test binary of its own, not a module of `it`:
//! it closes the registry of the whole test process, so it would kill the solvers of
//! the tests running beside it and keep the later ones from starting.

use std::time::{Duration, Instant};
use tass_prove::smt::{terminate_all, Session, SessionConfig, SolverKind, SolverSpec};
use tass_prove::Error;

/// Whether process `pid` is still running (not gone, not a zombie).
fn alive(pid: u32) -> bool {
    match std::fs::read_to_string(format!("/proc/{pid}/stat")) {
        Err(_) => false,
        Ok(stat) => {
            // The state follows the command name in parentheses.
            let state = stat.rsplit(')').next().unwrap_or("").trim_start();
            !state.starts_with('Z') && !state.starts_with('X')
        }
    }
}

#[test]
fn terminate_all_kills_the_solvers_and_keeps_new_ones_from_starting() {
    // A solver that acknowledges its start-up commands, then never answers again.
    let script = "while read -r line; do case \"$line\" in *check-sat*) exec sleep 100;; *) echo success;; esac; done";
    let config = SessionConfig::new(SolverSpec {
        kind: SolverKind::Z3,
        program: "sh".into(),
        args: vec!["-c".into(), script.into()],
    })
    .with_timeout(Duration::from_secs(60));
    let mut session = Session::new(config.clone()).expect("session");
    let pid = session.pid().expect("a process");
    assert!(alive(pid));
    let killer = std::thread::spawn(|| {
        std::thread::sleep(Duration::from_millis(300));
        terminate_all()
    });
    let start = Instant::now();
    // The query would wait for a minute; it ends when the solver is killed.
    let answer = session.check_sat();
    assert!(answer.is_err(), "{answer:?}");
    assert!(
        start.elapsed() < Duration::from_secs(5),
        "{:?}",
        start.elapsed()
    );
    assert_eq!(killer.join().expect("killer"), 1);
    assert!(!alive(pid));
    // No solver starts after it.
    match Session::new(config) {
        Err(Error::Cancelled { .. }) => {}
        other => panic!("{other:?}"),
    }
    assert!(session.check_sat().is_err());
    assert!(session.pid().is_none());
}
