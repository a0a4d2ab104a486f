//! The layers of the engine go one way: no module names a module of a higher layer
//! (`crate::x` paths and `use crate::x` imports), no module calls a method of the
//! machine that a higher layer defines (each layer adds methods to `Machine` in its own
//! `impl` block, which imports alone would not show), and every module has a layer. The
//! order is the one ARCHITECTURE.md gives for `tass-explore`.

use std::path::Path;

/// Each module of `crates/explore/src` and its layer, bottom (0) to top.
const LAYERS: &[(&str, u32)] = &[
    // Values, reports and pure functions of programs and numbers.
    ("report", 0),
    ("config", 0),
    ("lvalue", 0),
    ("oracle", 0),
    ("math", 0),
    ("bits", 0),
    ("numbers", 0),
    ("ieee", 0),
    ("loops", 0),
    ("frames", 0),
    ("lemma", 0),
    // The machine: the interpreter's context and the property checks.
    ("machine", 1),
    ("confirm", 1),
    ("minimise", 1),
    // Expressions: evaluation, places, reading and writing.
    ("eval", 2),
    ("fpsym", 2),
    ("acsl", 2),
    ("place", 2),
    ("memory", 2),
    ("liveness", 2),
    ("cycles", 2),
    ("assigns", 2),
    ("pending", 2),
    ("uninit", 2),
    // The library: C, strings, memory blocks, MPI.
    ("library", 3),
    ("strings", 3),
    ("flat", 3),
    ("mpi", 3),
    ("observe", 3),
    // Statements and contracts.
    ("exec", 4),
    ("contract", 4),
    // The search: the scheduler, the depth-first search, the store.
    ("search", 5),
    // Techniques, then a whole run.
    ("technique", 6),
    ("once", 7),
    ("run", 7),
    ("deepen", 7),
];

fn layer(module: &str) -> Option<u32> {
    LAYERS.iter().find(|(m, _)| *m == module).map(|(_, l)| *l)
}

/// The module a source file belongs to (`mpi/point.rs` belongs to `mpi`).
fn module_of(rel: &Path) -> String {
    let first = rel
        .components()
        .next()
        .unwrap()
        .as_os_str()
        .to_string_lossy();
    first.trim_end_matches(".rs").to_string()
}

fn files(dir: &Path, out: &mut Vec<std::path::PathBuf>) {
    for e in std::fs::read_dir(dir).unwrap() {
        let p = e.unwrap().path();
        if p.is_dir() {
            files(&p, out);
        } else if p.extension().is_some_and(|x| x == "rs") {
            out.push(p);
        }
    }
}

/// The modules a source text names as `crate::x` (in paths and `use` lines).
fn named(text: &str) -> Vec<String> {
    let mut out = Vec::new();
    let mut rest = text;
    while let Some(i) = rest.find("crate::") {
        rest = &rest[i + "crate::".len()..];
        let name: String = rest
            .chars()
            .take_while(|c| c.is_ascii_lowercase() || *c == '_')
            .collect();
        if !name.is_empty() && !out.contains(&name) {
            out.push(name);
        }
    }
    out
}

#[test]
fn no_module_names_a_higher_layer() {
    let src = Path::new(env!("CARGO_MANIFEST_DIR")).join("src");
    let mut all = Vec::new();
    files(&src, &mut all);
    let mut problems = Vec::new();
    for f in &all {
        let rel = f.strip_prefix(&src).unwrap();
        let module = module_of(rel);
        if module == "lib" {
            continue;
        }
        let Some(own) = layer(&module) else {
            problems.push(format!("{}: module `{module}` has no layer", rel.display()));
            continue;
        };
        let text = std::fs::read_to_string(f).unwrap();
        for m in named(&text) {
            if let Some(l) = layer(&m) {
                if l > own {
                    problems.push(format!(
                        "{}: `{module}` (layer {own}) names `{m}` (layer {l})",
                        rel.display()
                    ));
                }
            }
        }
    }
    assert!(problems.is_empty(), "{}", problems.join("\n"));
}

/// The source text without its unit tests.
fn code(text: &str) -> &str {
    text.split("#[cfg(test)]").next().unwrap_or(text)
}

/// The methods a source text defines in its `impl Machine` blocks.
fn machine_methods(text: &str) -> Vec<String> {
    let mut out = Vec::new();
    let mut inside = false;
    for line in code(text).lines() {
        if line.starts_with("impl") && line.contains("Machine") && line.ends_with('{') {
            inside = true;
        } else if line == "}" {
            inside = false;
        } else if inside {
            let rest = line
                .strip_prefix("    pub(crate) fn ")
                .or_else(|| line.strip_prefix("    pub fn "))
                .or_else(|| line.strip_prefix("    fn "));
            if let Some(rest) = rest {
                let name: String = rest
                    .chars()
                    .take_while(|c| c.is_ascii_alphanumeric() || *c == '_')
                    .collect();
                out.push(name);
            }
        }
    }
    out
}

/// Whether a source text calls the machine's method `name`.
fn calls(text: &str, name: &str) -> bool {
    let text = code(text);
    [
        format!("self.{name}("),
        format!("self.{name}::<"),
        format!("Self::{name}("),
        format!("Machine::{name}("),
    ]
    .iter()
    .any(|c| text.contains(c.as_str()))
}

#[test]
fn no_module_calls_a_method_of_a_higher_layer() {
    let src = Path::new(env!("CARGO_MANIFEST_DIR")).join("src");
    let mut all = Vec::new();
    files(&src, &mut all);
    let texts: Vec<(String, String)> = all
        .iter()
        .map(|f| {
            let rel = f.strip_prefix(&src).unwrap();
            (module_of(rel), std::fs::read_to_string(f).unwrap())
        })
        .collect();
    let mut problems = Vec::new();
    for (definer, text) in &texts {
        let Some(high) = layer(definer) else { continue };
        for method in machine_methods(text) {
            for (caller, other) in &texts {
                let Some(low) = layer(caller) else { continue };
                if low < high && calls(other, &method) {
                    problems.push(format!(
                        "`{caller}` (layer {low}) calls `Machine::{method}`, defined in \
                         `{definer}` (layer {high})"
                    ));
                }
            }
        }
    }
    assert!(problems.is_empty(), "{}", problems.join("\n"));
}

#[test]
fn the_check_sees_upward_names() {
    assert_eq!(
        named("use crate::machine::Halt; let x = crate::search::memory(\"k\");"),
        vec!["machine".to_string(), "search".to_string()]
    );
    assert_eq!(module_of(Path::new("mpi/point.rs")), "mpi");
    assert!(layer("run") > layer("technique"));
    let defs = "impl Machine<'_> {\n    pub(crate) fn terminate(&mut self) {}\n    fn helper() {}\n}\nfn free() {}\n";
    assert_eq!(machine_methods(defs), vec!["terminate", "helper"]);
    assert!(calls("fn f(&mut self) { self.terminate(st) }", "terminate"));
    assert!(!calls("fn f(&mut self) { e.terminate(st) }", "terminate"));
    assert!(!calls("x\n#[cfg(test)]\nself.terminate(st)", "terminate"));
}
