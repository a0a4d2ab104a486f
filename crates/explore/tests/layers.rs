//! The layers of the engine go one way: no module names a module of a higher layer
//! (`crate::x` paths and `use crate::x` imports), and every module has a layer. The
//! order is the one ARCHITECTURE.md gives for `tass-explore`.

use std::path::Path;

/// Each module of `crates/explore/src` and its layer, bottom (0) to top.
const LAYERS: &[(&str, u32)] = &[
    // Values, reports and pure functions of programs and numbers.
    ("report", 0),
    ("oracle", 0),
    ("math", 0),
    ("numbers", 0),
    ("uninit", 0),
    ("loops", 0),
    ("frames", 0),
    // The machine: the interpreter's context and the property checks.
    ("machine", 1),
    ("confirm", 1),
    // Expressions: evaluation, places, reading and writing.
    ("eval", 2),
    ("place", 2),
    ("memory", 2),
    ("liveness", 2),
    // The library: C, strings, memory blocks, MPI.
    ("library", 3),
    ("strings", 3),
    ("flat", 3),
    ("mpi", 3),
    // Statements and contracts.
    ("exec", 4),
    ("contract", 4),
    // The scheduler, then the search.
    ("schedule", 5),
    ("search", 6),
    ("matching", 6),
    // Techniques, then a whole run.
    ("technique", 7),
    ("run", 8),
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

#[test]
fn the_check_sees_upward_names() {
    assert_eq!(
        named("use crate::machine::Halt; let x = crate::search::memory(\"k\");"),
        vec!["machine".to_string(), "search".to_string()]
    );
    assert_eq!(module_of(Path::new("mpi/point.rs")), "mpi");
    assert!(layer("run") > layer("technique"));
}
