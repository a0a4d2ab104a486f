//! The JSON report (`tass verify --json`, `tass compare --json`): its shape as types.
//!
//! [`JsonReport`] is the report of a run; [`JsonEarlyReport`] is the shorter one the
//! watchdog prints when a signal or a limit ends the run before the search could report
//! ([`crate::control`]). Both carry [`FORMAT_VERSION`] and the version of tass.
//!
//! **Key order.** Every object's keys come out sorted, as they did when the report was
//! built with `serde_json::json!` (whose map is a `BTreeMap`: the crate's
//! `preserve_order` feature is not enabled in this workspace). The fields of each struct
//! are therefore *declared in alphabetical order* (byte order: `_` sorts before
//! letters, so `c_integers_from` comes before `compared`), and the structs are
//! serialised directly. This keeps the output independent of serde_json's features
//! (turning `preserve_order` on for another crate would not reorder the report) and
//! costs no intermediate `Value`; the unit test at the end checks that the declared order
//! is the sorted one.
//!
//! **Absent and null.** A field that is `null` when it has no value (`replay`,
//! `induction`, `decided_by`, ...) is an `Option` serialised as `null`; the two fields
//! that are left out when they do not apply (`compared` outside `tass compare`, `svcomp`
//! without `--property`) are skipped when `None`.

use crate::text::{loc, stop_text};
use serde::Serialize;
use tass_explore::{Certainty, Outcome, Report, Violation};
use tass_syntax::{SourceMap, Span};

/// The version of the JSON report's shape (README, "The JSON report"): raised when a
/// field changes meaning or goes away; new fields may appear within a version.
pub const FORMAT_VERSION: u32 = 1;

/// The version of tass that made the report.
const TASS_VERSION: &str = env!("CARGO_PKG_VERSION");

/// The report of a run of `tass verify --json` or `tass compare --json`.
#[derive(Clone, Debug, Serialize)]
pub struct JsonReport {
    /// The inputs fixed by the bounds the verdict holds within (`-inputN=10`).
    pub bounds: Vec<JsonBound>,
    /// With mathematical integers: where (`file:line:column`, the file's name only) a
    /// value C wraps may leave its type's range, so that the run was made again with C's
    /// integers; `null` otherwise.
    pub c_integers_from: Option<String>,
    /// `tass compare` only: the outputs compared (those both programs declare).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub compared: Option<Vec<String>>,
    /// Where paths of the search ended before the end of the program, and why (the
    /// causes of a vacuous verdict).
    pub ended_early: Vec<JsonEnded>,
    /// How symbolic floating-point values were read: `real` (as real numbers) or `ieee`
    /// (IEEE 754).
    pub floating_point: &'static str,
    /// The version of this shape: [`FORMAT_VERSION`].
    pub format_version: u32,
    /// With a verdict of the technique `induction`: what the proof was made of; `null`
    /// otherwise.
    pub induction: Option<JsonInduction>,
    /// When induction was tried and did not decide: why, and the checks of its
    /// inductive step that were not proved; `null` otherwise.
    pub induction_failed: Option<JsonInductionFailure>,
    /// The loops the techniques were consulted on.
    pub loops: Vec<JsonLoop>,
    /// What the verdict does not cover: annotations tass gives no meaning to, properties
    /// switched off by an option.
    pub not_checked: Vec<JsonNotChecked>,
    /// Remarks on how the verdict was reached, each a sentence without a final period.
    pub notes: Vec<String>,
    /// With `--replay`: whether running the first counterexample's inputs again reached
    /// the same violation (`reproduced with ...` or `NOT reproduced with ...`); `null`
    /// otherwise.
    pub replay: Option<String>,
    /// Statistics of the search (times and memory vary from run to run).
    pub stats: JsonStats,
    /// Why the search stopped, in words (`every reachable state was explored`, ...).
    pub stop_reason: String,
    /// With `--property`: SV-COMP's property and verdict.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub svcomp: Option<JsonSvcomp>,
    /// The version of tass that made the report.
    pub tass_version: &'static str,
    /// With verdict `holds`: whether it holds vacuously (no execution reaches the end of
    /// the program).
    pub vacuous: bool,
    /// `holds`, `violation` or `unknown`.
    pub verdict: &'static str,
    /// The violations: with verdict `violation` those found, with `unknown` the possible
    /// ones (the prover could neither rule them out nor confirm them).
    pub violations: Vec<JsonViolation>,
}

/// An input fixed for the run, and its value.
#[derive(Clone, Debug, Serialize)]
pub struct JsonBound {
    /// The input's name.
    pub input: String,
    /// Its value.
    pub value: String,
}

/// A violation of a property.
#[derive(Clone, Debug, Serialize)]
pub struct JsonViolation {
    /// `provable` (a solver gave inputs that violate the property, checked) or
    /// `possible` (the prover could not show that it holds).
    pub certainty: &'static str,
    /// The column of the violation (one-based).
    pub column: u32,
    /// The file of the violation, as its path was given.
    pub file: String,
    /// The uninterpreted functions a provable counterexample involves, each with how
    /// its values were checked.
    pub functions: Vec<String>,
    /// Values of the inputs that lead to it (provable violations).
    pub inputs: Vec<JsonInput>,
    /// The property, in the words of test headers (`assertion`, `array-bounds`, ...).
    pub kind: &'static str,
    /// The line of the violation (one-based).
    pub line: u32,
    /// What went wrong.
    pub message: String,
    /// The path condition at the violation.
    pub path_condition: String,
    /// Why the prover could not decide (possible violations); `null` otherwise.
    pub reason: Option<String>,
    /// The steps that lead to it, the set-up steps of tass's headers included.
    pub trace: Vec<JsonStep>,
}

/// The value of an input in a counterexample.
#[derive(Clone, Debug, Serialize)]
pub struct JsonInput {
    /// The input's name.
    pub name: String,
    /// Its value.
    pub value: String,
}

/// One step of a violation's trace.
#[derive(Clone, Debug, Serialize)]
pub struct JsonStep {
    /// The variables the step changed, with their new values.
    pub changes: Vec<JsonChange>,
    /// The column of the statement.
    pub column: u32,
    /// The function the statement is in.
    pub function: String,
    /// The line of the statement.
    pub line: u32,
    /// The path condition after the step when the step made it grow; `null` otherwise.
    pub path_condition: Option<String>,
    /// The program: 0 (in `tass compare` the specification), 1 (the implementation).
    pub program: u8,
    /// The process (MPI rank) that took the step.
    pub rank: u32,
    /// The statement, as `tass show` prints it.
    pub statement: String,
}

/// A variable changed by a step.
#[derive(Clone, Debug, Serialize)]
pub struct JsonChange {
    /// Its new (symbolic) value.
    pub value: String,
    /// The variable.
    pub variable: String,
}

/// Where a path ended before the end of the program.
#[derive(Clone, Debug, Serialize)]
pub struct JsonEnded {
    /// The column.
    pub column: u32,
    /// The file, as its path was given.
    pub file: String,
    /// The line.
    pub line: u32,
    /// Why the path ended there.
    pub why: String,
}

/// What the techniques made of one loop.
#[derive(Clone, Debug, Serialize)]
pub struct JsonLoop {
    /// The loop's annotations, each with who checked it.
    pub annotations: Vec<JsonAnnotation>,
    /// The column of the loop's head.
    pub column: u32,
    /// The technique that decided the loop (`invariant`, `joint`, `parallel`,
    /// `induction`); `null` when the search ran it.
    pub decided_by: Option<&'static str>,
    /// The techniques that declined the loop, each with its reason.
    pub declined: Vec<JsonDeclined>,
    /// The file, as its path was given.
    pub file: String,
    /// The line of the loop's head.
    pub line: u32,
}

/// A technique that declined a loop.
#[derive(Clone, Debug, Serialize)]
pub struct JsonDeclined {
    /// Why it declined.
    pub reason: String,
    /// The technique's name.
    pub technique: &'static str,
}

/// An annotation of a loop and who checked it.
#[derive(Clone, Debug, Serialize)]
pub struct JsonAnnotation {
    /// The annotation as written, e.g. ``loop invariant `i <= n` ``.
    pub annotation: String,
    /// Who checked it, and how.
    pub checked_by: String,
    /// The column where it is written.
    pub column: u32,
    /// The line where it is written.
    pub line: u32,
}

/// The artefacts of a proof by induction on a size parameter.
#[derive(Clone, Debug, Serialize)]
pub struct JsonInduction {
    /// The base case: the search checked every value of the parameter up to this one.
    pub base: i64,
    /// The lemmas of seed 002's strengthening the proof added and proved (base case and
    /// step), each at the exit of a loop of `main`.
    pub lemmas: Vec<JsonLemma>,
    /// The loops of the programs for `N - 1` and `N` that were paired.
    pub pairs: Vec<JsonPair>,
    /// The parameter `N`.
    pub parameter: JsonParameter,
}

/// A lemma of a proof by induction: a property that holds after a loop, for every size.
#[derive(Clone, Debug, Serialize)]
pub struct JsonLemma {
    /// The column of the loop's head.
    pub column: u32,
    /// The file, as its path was given.
    pub file: String,
    /// The lemma, over the variables of `main`.
    pub lemma: String,
    /// The line of the loop's head.
    pub line: u32,
}

/// Why a proof by induction did not decide the program.
#[derive(Clone, Debug, Serialize)]
pub struct JsonInductionFailure {
    /// The checks of the inductive step the prover could neither prove nor refute.
    pub unproved: Vec<JsonUnproved>,
    /// The reason, in words.
    pub why: String,
}

/// A check of an inductive step that was not proved.
#[derive(Clone, Debug, Serialize)]
pub struct JsonUnproved {
    /// The column of the check.
    pub column: u32,
    /// The file, as its path was given.
    pub file: String,
    /// The property.
    pub kind: String,
    /// The line of the check.
    pub line: u32,
    /// What the check says.
    pub message: String,
    /// The path condition it was asked under.
    pub path_condition: String,
    /// Why the prover could not decide, when it said.
    pub reason: Option<String>,
}

/// The parameter of a proof by induction.
#[derive(Clone, Debug, Serialize)]
pub struct JsonParameter {
    /// The column of the statement that makes its value, or of the input's declaration.
    pub column: u32,
    /// The file, as its path was given.
    pub file: String,
    /// The input that is the parameter; `null` for a value a statement makes.
    pub input: Option<String>,
    /// The line of the statement that makes its value, or of the input's declaration.
    pub line: u32,
}

/// Two loops paired by the inductive step.
#[derive(Clone, Debug, Serialize)]
pub struct JsonPair {
    /// The column of the loop's head.
    pub column: u32,
    /// The counter both loops share after pairing.
    pub counter: String,
    /// The candidate relations an iteration did not preserve, dropped.
    pub dropped: Vec<String>,
    /// The file, as its path was given.
    pub file: String,
    /// The line of the loop's head.
    pub line: u32,
    /// The iterations the loop for `N` ran by itself before the loops lined up.
    pub peeled: u32,
    /// The difference invariants that hold at every paired iteration.
    pub relations: Vec<String>,
    /// The rounds of checking and dropping.
    pub rounds: u32,
}

/// Something the verdict does not cover.
#[derive(Clone, Debug, Serialize)]
pub struct JsonNotChecked {
    /// Whether an option asked for it (rather than tass not supporting it).
    pub by_request: bool,
    /// The column of the annotation; `null` when it is not an annotation.
    pub column: Option<u32>,
    /// The file of the annotation; `null` when it is not an annotation.
    pub file: Option<String>,
    /// The line of the annotation; `null` when it is not an annotation.
    pub line: Option<u32>,
    /// Why it was not checked.
    pub reason: String,
    /// What (`ACSL loop variant`, `array bounds`).
    pub what: String,
}

/// SV-COMP's reading of the run (`--property`).
#[derive(Clone, Debug, Serialize)]
pub struct JsonSvcomp {
    /// The property's name (`unreach-call`, ...).
    pub property: &'static str,
    /// SV-COMP's verdict (`TRUE`, `FALSE(unreach-call)`, `UNKNOWN`, ...).
    pub verdict: String,
}

/// Statistics of the search.
#[derive(Clone, Debug, Serialize)]
pub struct JsonStats {
    /// The longest path, in transitions.
    pub max_depth: u64,
    /// Peak resident memory in bytes; `null` when unknown.
    pub peak_memory_bytes: Option<u64>,
    /// Prover queries, by how they were answered.
    pub prover: Vec<JsonProverCount>,
    /// States found already saved.
    pub states_matched: u64,
    /// States saved in the store.
    pub states_saved: u64,
    /// States where the search stopped to look.
    pub states_seen: u64,
    /// Distinct symbolic expressions alive at the end.
    pub symbolic_values: u64,
    /// Wall-clock time of the search, in seconds.
    pub time_seconds: f64,
    /// Transitions executed.
    pub transitions: u64,
}

/// A count of prover queries.
#[derive(Clone, Debug, Serialize)]
pub struct JsonProverCount {
    /// How many.
    pub count: u64,
    /// What they were, or how they were answered.
    pub what: String,
}

/// The report the watchdog prints when a signal or a limit ends the run before the
/// search reported: verdict `unknown`, no bounds, violations or notes, and only time and
/// memory as statistics.
#[derive(Clone, Debug, Serialize)]
pub struct JsonEarlyReport {
    /// Always empty.
    pub bounds: Vec<JsonBound>,
    /// The version of this shape: [`FORMAT_VERSION`].
    pub format_version: u32,
    /// Always empty.
    pub notes: Vec<String>,
    /// Time and memory of the run.
    pub stats: JsonEarlyStats,
    /// Why the run ended, and in which phase.
    pub stop_reason: String,
    /// The version of tass that made the report.
    pub tass_version: &'static str,
    /// Always `unknown`.
    pub verdict: &'static str,
    /// Always empty.
    pub violations: Vec<JsonViolation>,
}

/// The statistics of [`JsonEarlyReport`].
#[derive(Clone, Debug, Serialize)]
pub struct JsonEarlyStats {
    /// Resident memory in bytes when the run ended; `null` when unknown.
    pub peak_memory_bytes: Option<u64>,
    /// Wall-clock time of the run, in seconds.
    pub time_seconds: f64,
}

impl JsonEarlyReport {
    /// The report of a run ended for `stop_reason` after `time_seconds`, with
    /// `memory_bytes` resident.
    pub fn new(stop_reason: String, time_seconds: f64, memory_bytes: Option<u64>) -> Self {
        JsonEarlyReport {
            bounds: Vec::new(),
            format_version: FORMAT_VERSION,
            notes: Vec::new(),
            stats: JsonEarlyStats {
                peak_memory_bytes: memory_bytes,
                time_seconds,
            },
            stop_reason,
            tass_version: TASS_VERSION,
            verdict: "unknown",
            violations: Vec::new(),
        }
    }
}

/// The verdict's word.
fn verdict(o: &Outcome) -> &'static str {
    match o {
        Outcome::Holds => "holds",
        Outcome::Violation(_) => "violation",
        Outcome::Unknown => "unknown",
    }
}

impl JsonViolation {
    fn new(map: &SourceMap, v: &Violation) -> Self {
        let l = map.location(v.span);
        JsonViolation {
            certainty: match v.certainty {
                Certainty::Provable => "provable",
                Certainty::Possible => "possible",
            },
            column: l.column,
            file: l.path.display().to_string(),
            functions: v.functions.clone(),
            inputs: v
                .inputs
                .iter()
                .map(|(n, x)| JsonInput {
                    name: n.clone(),
                    value: x.clone(),
                })
                .collect(),
            kind: v.kind.as_str(),
            line: l.line,
            message: v.message.clone(),
            path_condition: v.path_condition.clone(),
            reason: v.reason.clone(),
            trace: v
                .trace
                .iter()
                .map(|s| {
                    let l = map.location(s.span);
                    JsonStep {
                        changes: s
                            .changes
                            .iter()
                            .map(|(n, x)| JsonChange {
                                value: x.clone(),
                                variable: n.clone(),
                            })
                            .collect(),
                        column: l.column,
                        function: s.function.clone(),
                        line: l.line,
                        path_condition: s.path_condition.clone(),
                        program: s.program,
                        rank: s.rank,
                        statement: s.statement.clone(),
                    }
                })
                .collect(),
        }
    }
}

impl JsonReport {
    /// The report of `r`, with the result of `--replay` if one was made. The fields that
    /// depend on the run's configuration (`floating_point`, `compared`, `svcomp`) are
    /// set by the caller.
    pub fn new(map: &SourceMap, r: &Report, replay: Option<&str>) -> Self {
        let listed: &[Violation] = match &r.outcome {
            Outcome::Violation(vs) => vs,
            _ => &r.possible,
        };
        let place = |s: Span| {
            let at = map.location(s);
            (at.path.display().to_string(), at.line, at.column)
        };
        JsonReport {
            bounds: r
                .bounds
                .iter()
                .map(|(n, v)| JsonBound {
                    input: n.clone(),
                    value: v.clone(),
                })
                .collect(),
            c_integers_from: r.wraps.map(|s| loc(map, s)),
            compared: None,
            ended_early: r
                .ended
                .iter()
                .map(|(s, why)| {
                    let (file, line, column) = place(*s);
                    JsonEnded {
                        column,
                        file,
                        line,
                        why: why.clone(),
                    }
                })
                .collect(),
            floating_point: "real",
            format_version: FORMAT_VERSION,
            induction: r.induction.as_ref().map(|i| {
                let (file, line, column) = place(i.parameter);
                JsonInduction {
                    base: i.base,
                    lemmas: i
                        .lemmas
                        .iter()
                        .map(|(span, text)| {
                            let (file, line, column) = place(*span);
                            JsonLemma {
                                column,
                                file,
                                lemma: text.clone(),
                                line,
                            }
                        })
                        .collect(),
                    pairs: i
                        .pairs
                        .iter()
                        .map(|p| {
                            let (file, line, column) = place(p.span);
                            JsonPair {
                                column,
                                counter: p.counter.clone(),
                                dropped: p.dropped.clone(),
                                file,
                                line,
                                peeled: p.peeled,
                                relations: p.relations.clone(),
                                rounds: p.rounds,
                            }
                        })
                        .collect(),
                    parameter: JsonParameter {
                        column,
                        file,
                        input: i.input.clone(),
                        line,
                    },
                }
            }),
            induction_failed: r.induction_failure.as_ref().map(|f| JsonInductionFailure {
                unproved: f
                    .unproved
                    .iter()
                    .map(|v| {
                        let (file, line, column) = place(v.span);
                        JsonUnproved {
                            column,
                            file,
                            kind: v.kind.as_str().to_string(),
                            line,
                            message: v.message.clone(),
                            path_condition: v.path_condition.clone(),
                            reason: v.reason.clone(),
                        }
                    })
                    .collect(),
                why: f.why.clone(),
            }),
            loops: r
                .loops
                .iter()
                .map(|l| {
                    let (file, line, column) = place(l.span);
                    JsonLoop {
                        annotations: l
                            .annotations
                            .iter()
                            .map(|a| {
                                let at = map.location(a.span);
                                JsonAnnotation {
                                    annotation: a.text.clone(),
                                    checked_by: a.checked_by.clone(),
                                    column: at.column,
                                    line: at.line,
                                }
                            })
                            .collect(),
                        column,
                        decided_by: l.decided_by.map(|t| t.name()),
                        declined: l
                            .declined
                            .iter()
                            .map(|(t, why)| JsonDeclined {
                                reason: why.clone(),
                                technique: t.name(),
                            })
                            .collect(),
                        file,
                        line,
                    }
                })
                .collect(),
            not_checked: r
                .not_checked
                .iter()
                .map(|n| {
                    let at = n
                        .span
                        .filter(|s| (s.file.0 as usize) < map.files().count())
                        .map(place);
                    JsonNotChecked {
                        by_request: n.by_request,
                        column: at.as_ref().map(|a| a.2),
                        file: at.as_ref().map(|a| a.0.clone()),
                        line: at.as_ref().map(|a| a.1),
                        reason: n.reason.clone(),
                        what: n.what.clone(),
                    }
                })
                .collect(),
            notes: r.notes.clone(),
            replay: replay.map(str::to_string),
            stats: JsonStats {
                max_depth: r.stats.max_depth,
                peak_memory_bytes: r.stats.peak_memory,
                prover: r
                    .stats
                    .prover
                    .iter()
                    .map(|(k, v)| JsonProverCount {
                        count: *v,
                        what: k.clone(),
                    })
                    .collect(),
                states_matched: r.stats.states_matched,
                states_saved: r.stats.states_saved,
                states_seen: r.stats.states_seen,
                symbolic_values: r.stats.symbolic_values,
                time_seconds: r.stats.time.as_secs_f64(),
                transitions: r.stats.transitions,
            },
            stop_reason: stop_text(map, &r.stop),
            svcomp: None,
            tass_version: TASS_VERSION,
            vacuous: r.vacuous,
            verdict: verdict(&r.outcome),
            violations: listed.iter().map(|v| JsonViolation::new(map, v)).collect(),
        }
    }
}

/// A report pretty-printed, with a final newline, as `tass` prints it.
pub fn to_text<T: Serialize>(report: &T) -> String {
    format!(
        "{}\n",
        serde_json::to_string_pretty(report).unwrap_or_default()
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A report with every optional field present and every list non-empty.
    fn full() -> JsonReport {
        JsonReport {
            bounds: vec![JsonBound {
                input: "N".into(),
                value: "4".into(),
            }],
            c_integers_from: Some("a.c:3:4".into()),
            compared: Some(vec!["out".into()]),
            ended_early: vec![JsonEnded {
                column: 1,
                file: "a.c".into(),
                line: 2,
                why: "assumption".into(),
            }],
            floating_point: "real",
            format_version: FORMAT_VERSION,
            induction: Some(JsonInduction {
                base: 2,
                lemmas: vec![JsonLemma {
                    column: 3,
                    file: "a.c".into(),
                    lemma: "x == N^3".into(),
                    line: 7,
                }],
                pairs: vec![JsonPair {
                    column: 1,
                    counter: "i".into(),
                    dropped: vec!["x".into()],
                    file: "a.c".into(),
                    line: 5,
                    peeled: 1,
                    relations: vec!["y".into()],
                    rounds: 2,
                }],
                parameter: JsonParameter {
                    column: 1,
                    file: "a.c".into(),
                    input: Some("N".into()),
                    line: 1,
                },
            }),
            induction_failed: Some(JsonInductionFailure {
                unproved: vec![JsonUnproved {
                    column: 5,
                    file: "a.c".into(),
                    kind: "assertion".into(),
                    line: 9,
                    message: "m".into(),
                    path_condition: "N >= 5".into(),
                    reason: None,
                }],
                why: "w".into(),
            }),
            loops: vec![JsonLoop {
                annotations: vec![JsonAnnotation {
                    annotation: "loop invariant `i <= n`".into(),
                    checked_by: "the search".into(),
                    column: 3,
                    line: 4,
                }],
                column: 3,
                decided_by: Some("invariant"),
                declined: vec![JsonDeclined {
                    reason: "no".into(),
                    technique: "parallel",
                }],
                file: "a.c".into(),
                line: 5,
            }],
            not_checked: vec![JsonNotChecked {
                by_request: true,
                column: Some(1),
                file: Some("a.c".into()),
                line: Some(1),
                reason: "asked".into(),
                what: "array bounds".into(),
            }],
            notes: vec!["a note".into()],
            replay: Some("reproduced with N=1".into()),
            stats: JsonStats {
                max_depth: 1,
                peak_memory_bytes: Some(1),
                prover: vec![JsonProverCount {
                    count: 1,
                    what: "valid".into(),
                }],
                states_matched: 1,
                states_saved: 1,
                states_seen: 1,
                symbolic_values: 1,
                time_seconds: 0.5,
                transitions: 1,
            },
            stop_reason: "done".into(),
            svcomp: Some(JsonSvcomp {
                property: "unreach-call",
                verdict: "TRUE".into(),
            }),
            tass_version: TASS_VERSION,
            vacuous: false,
            verdict: "violation",
            violations: vec![JsonViolation {
                certainty: "provable",
                column: 1,
                file: "a.c".into(),
                functions: vec!["f".into()],
                inputs: vec![JsonInput {
                    name: "N".into(),
                    value: "1".into(),
                }],
                kind: "assertion",
                line: 1,
                message: "m".into(),
                path_condition: "true".into(),
                reason: Some("r".into()),
                trace: vec![JsonStep {
                    changes: vec![JsonChange {
                        value: "1".into(),
                        variable: "x".into(),
                    }],
                    column: 1,
                    function: "main".into(),
                    line: 1,
                    path_condition: Some("true".into()),
                    program: 0,
                    rank: 0,
                    statement: "x = 1".into(),
                }],
            }],
        }
    }

    /// The fields are declared in sorted order: serialising directly gives the same text
    /// as serialising through `serde_json::Value`, whose map sorts its keys (without the
    /// `preserve_order` feature, as in this workspace).
    #[test]
    fn fields_are_declared_sorted() {
        let r = full();
        let direct = serde_json::to_string_pretty(&r).unwrap();
        let sorted = serde_json::to_string_pretty(&serde_json::to_value(&r).unwrap()).unwrap();
        assert_eq!(direct, sorted);
        let e = JsonEarlyReport::new("why".into(), 1.0, Some(2));
        let direct = serde_json::to_string_pretty(&e).unwrap();
        let sorted = serde_json::to_string_pretty(&serde_json::to_value(&e).unwrap()).unwrap();
        assert_eq!(direct, sorted);
    }

    /// Absent and null: `compared` and `svcomp` are left out when `None`, the other
    /// optional fields are `null`.
    #[test]
    fn absent_and_null() {
        let mut r = full();
        r.compared = None;
        r.svcomp = None;
        r.replay = None;
        r.induction = None;
        let v = serde_json::to_value(&r).unwrap();
        assert!(v.get("compared").is_none());
        assert!(v.get("svcomp").is_none());
        assert!(v["replay"].is_null());
        assert!(v["induction"].is_null());
    }
}
