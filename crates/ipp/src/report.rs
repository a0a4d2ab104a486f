//! Frama-C/WP's log, read into one result per proof obligation, and the map from an
//! obligation to the annotation it came from.
//!
//! Frama-C 25 has a JSON report (`-wp-report-json`), but it aggregates by property and
//! records neither sub-goals nor times; the log has one entry per goal:
//!
//! ```text
//! [wp] [Z3 4.8.12] Goal typed_real_exchange_assert_recv_value : Valid (Qed:32ms) (20ms) (87500)
//! [wp] [Qed] Goal typed_real_exchange_ensures : Valid (9ms)
//! [wp] [Failed] Goal typed_real_exchange_assert_recv_count
//!   Z3 4.8.12: Timeout (Qed:30ms) (5s)
//!   CVC5 1.0.3: Timeout (Qed:30ms) (5s)
//! ```
//!
//! The parser checks that it read as many goals as WP scheduled, so a change in the
//! format is an error, not a silently shorter report.
//!
//! Goals map back to annotations by clause labels (`KEYWORD NAME:` in the projected
//! file); a label `tass_<line>_<column>_<kind>`, the names tass gives the clauses it
//! emits, carries the line and column of the user's annotation in the MPI source, and
//! the projection's map from its lines to the user's lines places the user's own labels.

use crate::{Error, Result};
use std::time::Duration;

/// What a prover (or WP's simplifier Qed) answered for one goal.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Status {
    /// Frama-C reports the goal `Valid`: the only answer that proves it.
    Proved,
    /// The prover gave up (`Unknown`, also a counterexample or a step limit).
    Unknown,
    /// The prover ran out of time.
    Timeout,
    /// The prover failed (crash, memory limit, unreadable answer); not a disproof.
    Failed,
}

impl Status {
    fn parse(word: &str) -> Status {
        match word {
            "Valid" => Status::Proved,
            "Timeout" => Status::Timeout,
            "Failed" => Status::Failed,
            // Unknown, Invalid, Stepout and anything new: not a proof.
            _ => Status::Unknown,
        }
    }
}

/// One prover's attempt on a goal.
#[derive(Debug, Clone, PartialEq)]
pub struct Attempt {
    /// The prover as Frama-C names it (`Z3 4.8.12`, `CVC5 1.0.3`, `Qed`).
    pub prover: String,
    /// Its answer.
    pub status: Status,
    /// Its time, when the log gives one (Qed's share is not counted).
    pub time: Option<Duration>,
    /// Whether WP took the answer from its cache (`(cached)`: the same prover task was
    /// run before, see [`crate::Options::cache`]) instead of running the prover.
    pub cached: bool,
}

/// Where an obligation comes from: a named ACSL clause.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Location {
    /// The clause's name (`recv_count`, `tass_12_5_ensures`).
    pub label: String,
    /// The kind of clause (`assert`, `ensures`, `loop invariant`, ...).
    pub clause: String,
    /// Line, 1-based: of the user's annotation when the label carries it
    /// (`tass_<line>_<column>_<kind>`), else of the label in the projected file.
    pub line: usize,
    /// Column, 1-based, likewise.
    pub column: usize,
    /// True when line and column are the user's (decoded from a `tass_` label).
    pub in_user_source: bool,
}

/// The result of one proof obligation.
#[derive(Debug, Clone, PartialEq)]
pub struct Goal {
    /// WP's name of the goal (`typed_real_exchange_assert_recv_count`).
    pub name: String,
    /// Proved when some attempt is; otherwise the answer of the last attempt.
    pub status: Status,
    /// Every attempt the log shows.
    pub attempts: Vec<Attempt>,
    /// The annotation it comes from, when [`locate`] found it.
    pub location: Option<Location>,
}

impl Goal {
    /// The attempt that proved the goal, if any.
    pub fn proved_by(&self) -> Option<&Attempt> {
        self.attempts.iter().find(|a| a.status == Status::Proved)
    }
}

/// Every goal of one Frama-C run.
#[derive(Debug, Clone, PartialEq)]
pub struct Report {
    /// In the order of the log.
    pub goals: Vec<Goal>,
}

impl Report {
    /// True when there is at least one goal and every goal is proved.
    pub fn all_proved(&self) -> bool {
        !self.goals.is_empty() && self.goals.iter().all(|g| g.status == Status::Proved)
    }

    /// The goals not proved.
    pub fn unproved(&self) -> impl Iterator<Item = &Goal> {
        self.goals.iter().filter(|g| g.status != Status::Proved)
    }
}

/// Reads WP's log into one [`Goal`] per obligation (locations not yet filled in).
pub fn parse_log(log: &str) -> Result<Report> {
    let mut scheduled: Option<usize> = None;
    let mut goals: Vec<Goal> = Vec::new();
    // The goal whose per-prover lines follow (`[wp] [Failed] Goal NAME`).
    let mut open: Option<usize> = None;
    for line in log.lines() {
        if let Some(rest) = line.strip_prefix("[wp] ") {
            open = None;
            if let Some(n) = rest.strip_suffix(" goals scheduled") {
                scheduled = n.trim().parse().ok();
                continue;
            }
            let Some((tag, after)) = bracketed(rest) else {
                continue;
            };
            let Some(goal) = after.strip_prefix(" Goal ") else {
                continue;
            };
            match goal.split_once(" : ") {
                Some((name, answer)) => {
                    let attempt = attempt(tag, answer);
                    goals.push(Goal {
                        name: name.trim().to_string(),
                        status: attempt.status,
                        attempts: vec![attempt],
                        location: None,
                    });
                }
                None => {
                    // A summary tag ([Failed], [Unknown], ...): the attempts follow.
                    goals.push(Goal {
                        name: goal.trim().to_string(),
                        status: Status::parse(tag),
                        attempts: Vec::new(),
                        location: None,
                    });
                    open = Some(goals.len() - 1);
                }
            }
        } else if let (Some(i), Some(rest)) = (open, line.strip_prefix("  ")) {
            if let Some((prover, answer)) = rest.split_once(": ") {
                let a = attempt(prover.trim(), answer);
                goals[i].attempts.push(a);
            }
        } else {
            open = None;
        }
    }
    for g in &mut goals {
        g.status = if g.attempts.iter().any(|a| a.status == Status::Proved) {
            Status::Proved
        } else {
            g.attempts.last().map_or(Status::Unknown, |a| a.status)
        };
    }
    match scheduled {
        Some(n) if n == goals.len() => Ok(Report { goals }),
        Some(n) => Err(Error::Parse(format!(
            "WP scheduled {n} goals, the log reports {}",
            goals.len()
        ))),
        None if goals.is_empty() && log.contains("No proof obligations") => Ok(Report { goals }),
        None => Err(Error::Parse("no \"goals scheduled\" line".to_string())),
    }
}

/// `[tag] rest` -> (tag, rest).
fn bracketed(s: &str) -> Option<(&str, &str)> {
    let s = s.strip_prefix('[')?;
    let end = s.find(']')?;
    Some((&s[..end], &s[end + 1..]))
}

/// `Valid (Qed:32ms) (20ms) (87500)` from prover `tag`.
fn attempt(prover: &str, answer: &str) -> Attempt {
    let word = answer.split_whitespace().next().unwrap_or("");
    let mut time = None;
    let mut cached = false;
    for part in answer.split('(').skip(1) {
        let inner = part.split(')').next().unwrap_or("");
        if let Some(t) = duration(inner) {
            time = Some(t);
        }
        cached |= inner == "cached";
    }
    Attempt {
        prover: prover.to_string(),
        status: Status::parse(word),
        time,
        cached,
    }
}

/// `20ms`, `1.6s`, `0.74ms` (not `Qed:32ms`, not a step count).
fn duration(s: &str) -> Option<Duration> {
    let (num, scale) = if let Some(n) = s.strip_suffix("ms") {
        (n, 1e-3)
    } else if let Some(n) = s.strip_suffix('s') {
        (n, 1.0)
    } else {
        return None;
    };
    let v: f64 = num.parse().ok()?;
    Some(Duration::from_secs_f64(v * scale))
}

/// The clause keywords whose labels [`locate`] looks for, longest first.
const CLAUSES: [&str; 8] = [
    "loop invariant",
    "invariant",
    "requires",
    "ensures",
    "assert",
    "check",
    "lemma",
    "axiom",
];

/// Fills in each goal's [`Location`] from the labels of the ACSL clauses in `source`,
/// the projected program. A goal belongs to the longest label that occurs in its name
/// as `_<label>` followed by the end or `_`. A label `tass_<line>_<column>_<kind>` (the
/// names tass gives the clauses it emits) carries the user's location; any other label
/// is located in `source`. Unnamed clauses stay unlocated.
pub fn locate(report: &mut Report, source: &str) {
    let labels = labels(source);
    for g in &mut report.goals {
        let mut best: Option<&Location> = None;
        for l in &labels {
            let pat = format!("_{}", l.label);
            let hit = g.name.match_indices(&pat).any(|(i, _)| {
                let after = &g.name[i + pat.len()..];
                after.is_empty() || after.starts_with('_')
            });
            if hit && best.map_or(true, |b| l.label.len() > b.label.len()) {
                best = Some(l);
            }
        }
        g.location = best.cloned();
    }
}

/// Every `KEYWORD NAME:` in `source`, located.
fn labels(source: &str) -> Vec<Location> {
    let mut out = Vec::new();
    for (ln, line) in source.lines().enumerate() {
        for kw in CLAUSES {
            let mut from = 0;
            while let Some(i) = line[from..].find(kw) {
                let start = from + i;
                from = start + kw.len();
                let before_ok = start == 0
                    || !line[..start]
                        .chars()
                        .next_back()
                        .is_some_and(|c| c.is_alphanumeric() || c == '_');
                let rest = &line[from..];
                if !before_ok || !rest.starts_with(char::is_whitespace) {
                    continue;
                }
                let trimmed = rest.trim_start();
                let ident: String = trimmed
                    .chars()
                    .take_while(|c| c.is_alphanumeric() || *c == '_')
                    .collect();
                let after = trimmed[ident.len()..].trim_start();
                if ident.is_empty() || !after.starts_with(':') || after.starts_with("::") {
                    continue;
                }
                let col = from + (rest.len() - trimmed.len()) + 1;
                let mut loc = Location {
                    label: ident.clone(),
                    clause: kw.to_string(),
                    line: ln + 1,
                    column: col,
                    in_user_source: false,
                };
                if let Some((l, c, kind)) = decode_tass_label(&ident) {
                    loc.line = l;
                    loc.column = c;
                    loc.clause = kind;
                    loc.in_user_source = true;
                }
                if !out.iter().any(|o: &Location| o.label == loc.label) {
                    out.push(loc);
                }
            }
        }
    }
    out
}

/// `tass_12_5_loop_invariant` -> (12, 5, "loop invariant").
fn decode_tass_label(label: &str) -> Option<(usize, usize, String)> {
    let rest = label.strip_prefix("tass_")?;
    let mut parts = rest.splitn(3, '_');
    let line = parts.next()?.parse().ok()?;
    let col = parts.next()?.parse().ok()?;
    let kind = parts.next()?.replace('_', " ");
    Some((line, col, kind))
}
