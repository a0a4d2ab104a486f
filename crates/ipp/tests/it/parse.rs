//! The log parser on captured Frama-C 25 output (snapshot style: the rendering of the
//! report is compared with the expected text).

use tass_ipp::{locate, parse_log, Report, Status};

fn render(r: &Report) -> String {
    let mut s = format!(
        "goals {} proved {}\n",
        r.goals.len(),
        r.goals
            .iter()
            .filter(|g| g.status == Status::Proved)
            .count()
    );
    for g in r.unproved() {
        let at = g
            .location
            .as_ref()
            .map(|l| format!(" at {}:{} {} {}", l.line, l.column, l.clause, l.label))
            .unwrap_or_default();
        s += &format!("{} {:?}{at}\n", g.name, g.status);
        for a in &g.attempts {
            s += &format!("  {} {:?} {:?}\n", a.prover, a.status, a.time);
        }
    }
    s
}

const SOURCE: &str = include_str!("../../../../corpus/ipp/exchanger_ipp_wrong_neighbour.c");

#[test]
fn wrong_neighbour_log() {
    let mut r = parse_log(include_str!("../data/wrong_neighbour.log")).unwrap();
    locate(&mut r, SOURCE);
    let line = |pat: &str| SOURCE.lines().position(|l| l.contains(pat)).unwrap() + 1;
    let expected = format!(
        "goals 121 proved 119\n\
         typed_real_exchange_assert_recv_count Timeout at {}:16 assert recv_count\n  \
           Z3 4.8.12 Timeout Some(5s)\n  CVC5 1.0.3 Timeout Some(5s)\n\
         typed_real_exchange_assert_recv_inv4 Timeout at {}:16 assert recv_inv4\n  \
           Z3 4.8.12 Timeout Some(5s)\n  CVC5 1.0.3 Timeout Some(5s)\n",
        line("assert recv_count:"),
        line("assert recv_inv4:")
    );
    assert_eq!(render(&r), expected);
    let proved = r
        .goals
        .iter()
        .find(|g| g.name == "typed_real_exchange_assert_recv_value");
    let by = proved.unwrap().proved_by().unwrap();
    assert_eq!(by.prover, "Z3 4.8.12");
    assert_eq!(by.time, Some(std::time::Duration::from_millis(20)));
}

#[test]
fn qed_and_single_prover_lines() {
    let log = "[wp] 3 goals scheduled\n\
               [wp] [Qed] Goal typed_f_ensures_ok : Valid (0.81ms)\n\
               [wp] [CVC5 1.0.3] Goal typed_lemma_nonlin : Timeout (6s)\n\
               [wp] [Z3 4.8.12] Goal typed_f_ensures_bad : Failed\n  Unknown error\n\
               [wp] Proved goals:    1 / 3\n";
    let r = parse_log(log).unwrap();
    assert_eq!(
        render(&r),
        "goals 3 proved 1\n\
         typed_lemma_nonlin Timeout\n  CVC5 1.0.3 Timeout Some(6s)\n\
         typed_f_ensures_bad Failed\n  Z3 4.8.12 Failed None\n"
    );
    assert!(!r.all_proved());
}

#[test]
fn a_missing_goal_is_an_error_not_a_shorter_report() {
    let log = "[wp] 2 goals scheduled\n[wp] [Qed] Goal typed_f_ensures : Valid\n";
    assert!(parse_log(log).is_err());
}

#[test]
fn tass_labels_carry_the_user_location() {
    let log = "[wp] 1 goals scheduled\n\
               [wp] [Failed] Goal typed_exchange_loop_invariant_tass_12_5_loop_invariant_preserved\n  \
               Z3 4.8.12: Unknown (10ms)\n";
    let mut r = parse_log(log).unwrap();
    locate(
        &mut r,
        "/*@ loop invariant tass_12_5_loop_invariant: x == 0; */",
    );
    let l = r.goals[0].location.clone().unwrap();
    assert_eq!(
        (l.line, l.column, l.clause.as_str(), l.in_user_source),
        (12, 5, "loop invariant", true)
    );
    assert_eq!(r.goals[0].status, Status::Unknown);
}

/// A result WP took from its cache (`(cached)`, after the time and step count) is
/// marked so, with its status and time; one it ran the prover for is not.
#[test]
fn cached_results_are_marked() {
    let log = "[wp] 3 goals scheduled\n\
               [wp] [Z3 4.8.12] Goal typed_lemma_a : Valid (3.1s) (9478152) (cached)\n\
               [wp] [CVC5 1.0.3] Goal typed_f_ensures : Valid (Qed:0.99ms) (20ms) (cached)\n\
               [wp] [CVC5 1.0.3] Goal typed_f_assert : Valid (Qed:13ms) (60ms)\n";
    let r = parse_log(log).unwrap();
    let cached: Vec<_> = r
        .goals
        .iter()
        .map(|g| (g.status, g.attempts[0].cached, g.attempts[0].time))
        .collect();
    use std::time::Duration;
    assert_eq!(
        cached,
        vec![
            (Status::Proved, true, Some(Duration::from_millis(3100))),
            (Status::Proved, true, Some(Duration::from_millis(20))),
            (Status::Proved, false, Some(Duration::from_millis(60))),
        ]
    );
}

/// `with_cache` passes WP's cache options before the file; without it there are none.
#[test]
fn the_cache_options() {
    let f = std::path::Path::new("p.c");
    let plain = tass_ipp::Options::default().args(f);
    assert!(!plain.iter().any(|a| a.starts_with("-wp-cache")));
    let cached = tass_ipp::Options::default().with_cache("/tmp/c").args(f);
    let tail: Vec<&str> = cached
        .iter()
        .rev()
        .take(5)
        .rev()
        .map(String::as_str)
        .collect();
    assert_eq!(
        tail,
        ["-wp-cache", "update", "-wp-cache-dir", "/tmp/c", "p.c"]
    );
}
