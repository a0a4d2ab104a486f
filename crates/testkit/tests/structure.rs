//! The shape of the code, checked on every crate's sources (parsed with `syn`):
//!
//! - no import circle between the files of a crate: file A names B (`use` or a path
//!   through `crate::`, `super::`, `self::` or a child module), B names A, directly or
//!   through others. A module that only declares its children (`mod x;`) or re-exports
//!   their items (`pub use`) does not name them; one that calls them does;
//! - no source file over 1,500 lines, no function over 200 lines;
//! - the engine's `Machine` and `Search` have at most 12 fields each.
//!
//! What exceeds a limit is listed in `KNOWN`, empty since issue 28 split the last of
//! them: the list may only shrink (an entry that no longer exceeds fails the test, so
//! that it is removed).

use std::collections::{BTreeMap, BTreeSet};
use std::path::{Path, PathBuf};
use syn::visit::Visit;

const MAX_FILE_LINES: usize = 1500;
const MAX_FN_LINES: usize = 200;
const MAX_FIELDS: usize = 12;
/// The structs whose fields are bounded.
const BOUNDED_STRUCTS: &[(&str, &str)] = &[("explore", "Machine"), ("explore", "Search")];

/// What exceeds a limit today: `file:CRATE/PATH`, `fn:CRATE/PATH:NAME`,
/// `fields:CRATE:STRUCT`, `cycle:CRATE:MOD,MOD,...` (the modules of the circle, sorted).
const KNOWN: &[&str] = &[];

fn root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("../..")
        .canonicalize()
        .unwrap()
}

/// The crates of the workspace: (name, src folder).
fn crates() -> Vec<(String, PathBuf)> {
    let mut v: Vec<_> = std::fs::read_dir(root().join("crates"))
        .unwrap()
        .flatten()
        .map(|e| e.path())
        .filter(|p| p.join("src").is_dir())
        .map(|p| {
            (
                p.file_name().unwrap().to_string_lossy().to_string(),
                p.join("src"),
            )
        })
        .collect();
    v.sort();
    v
}

fn rs_files(dir: &Path) -> Vec<PathBuf> {
    let mut out = Vec::new();
    let mut stack = vec![dir.to_path_buf()];
    while let Some(d) = stack.pop() {
        for e in std::fs::read_dir(&d).unwrap().flatten() {
            let p = e.path();
            if p.is_dir() {
                stack.push(p);
            } else if p.extension().is_some_and(|x| x == "rs") {
                out.push(p);
            }
        }
    }
    out.sort();
    out
}

/// The module path of a source file under `src` (`lib.rs` and `main.rs` are the root,
/// `a/mod.rs` is `a`, `a/b.rs` is `a::b`).
fn module_of(src: &Path, file: &Path) -> Vec<String> {
    let rel = file.strip_prefix(src).unwrap();
    let mut parts: Vec<String> = rel
        .iter()
        .map(|c| c.to_string_lossy().trim_end_matches(".rs").to_string())
        .collect();
    if matches!(
        parts.last().map(String::as_str),
        Some("mod" | "lib" | "main")
    ) {
        parts.pop();
    }
    parts
}

/// The paths a file names, relative to its crate, and its functions' lengths.
#[derive(Default)]
struct Names {
    /// Module of the file.
    here: Vec<String>,
    /// Child modules declared in the file (`mod x;` or inline `mod x { }`).
    children: BTreeSet<String>,
    /// Absolute paths named (segments after `crate`).
    paths: Vec<Vec<String>>,
    /// (function name, lines).
    fns: Vec<(String, usize)>,
    /// (struct name, fields).
    structs: Vec<(String, usize)>,
    /// Inline modules entered (their items belong to the file).
    inline: Vec<String>,
}

impl Names {
    fn resolve(&self, segs: &[String]) -> Option<Vec<String>> {
        let first = segs.first()?;
        let mut base: Vec<String> = self.here.clone();
        base.extend(self.inline.iter().cloned());
        let mut rest = segs;
        match first.as_str() {
            "crate" => {
                base.clear();
                rest = &segs[1..];
            }
            "self" => rest = &segs[1..],
            "super" => {
                while rest.first().is_some_and(|s| s == "super") {
                    base.pop();
                    rest = &rest[1..];
                }
            }
            c if self.children.contains(c) && self.inline.is_empty() => {}
            _ => return None,
        }
        base.extend(rest.iter().cloned());
        Some(base)
    }

    fn note(&mut self, segs: Vec<String>) {
        if let Some(p) = self.resolve(&segs) {
            self.paths.push(p);
        }
    }
}

fn lines(span: proc_macro2::Span) -> (usize, usize) {
    (span.start().line, span.end().line)
}

fn use_paths(tree: &syn::UseTree, prefix: &mut Vec<String>, out: &mut Vec<Vec<String>>) {
    match tree {
        syn::UseTree::Path(p) => {
            prefix.push(p.ident.to_string());
            use_paths(&p.tree, prefix, out);
            prefix.pop();
        }
        syn::UseTree::Name(n) => {
            let mut v = prefix.clone();
            if n.ident != "self" {
                v.push(n.ident.to_string());
            }
            out.push(v);
        }
        syn::UseTree::Rename(r) => {
            let mut v = prefix.clone();
            v.push(r.ident.to_string());
            out.push(v);
        }
        syn::UseTree::Glob(_) => out.push(prefix.clone()),
        syn::UseTree::Group(g) => {
            for t in &g.items {
                use_paths(t, prefix, out);
            }
        }
    }
}

impl<'ast> Visit<'ast> for Names {
    fn visit_item_use(&mut self, u: &'ast syn::ItemUse) {
        // A re-export (`pub use`) is the module's public face, not a use of the code.
        if !matches!(u.vis, syn::Visibility::Inherited) {
            return;
        }
        let mut out = Vec::new();
        use_paths(&u.tree, &mut Vec::new(), &mut out);
        for p in out {
            self.note(p);
        }
    }

    fn visit_path(&mut self, p: &'ast syn::Path) {
        let segs: Vec<String> = p.segments.iter().map(|s| s.ident.to_string()).collect();
        self.note(segs);
        syn::visit::visit_path(self, p);
    }

    fn visit_item_mod(&mut self, m: &'ast syn::ItemMod) {
        if let Some((_, items)) = &m.content {
            self.inline.push(m.ident.to_string());
            for i in items {
                self.visit_item(i);
            }
            self.inline.pop();
        } else if self.inline.is_empty() {
            self.children.insert(m.ident.to_string());
        }
    }

    fn visit_item_fn(&mut self, f: &'ast syn::ItemFn) {
        let (a, _) = lines(f.sig.fn_token.span);
        let (_, b) = lines(f.block.brace_token.span.close());
        self.fns.push((f.sig.ident.to_string(), b + 1 - a));
        syn::visit::visit_item_fn(self, f);
    }

    fn visit_impl_item_fn(&mut self, f: &'ast syn::ImplItemFn) {
        let (a, _) = lines(f.sig.fn_token.span);
        let (_, b) = lines(f.block.brace_token.span.close());
        self.fns.push((f.sig.ident.to_string(), b + 1 - a));
        syn::visit::visit_impl_item_fn(self, f);
    }

    fn visit_trait_item_fn(&mut self, f: &'ast syn::TraitItemFn) {
        if let Some(block) = &f.default {
            let (a, _) = lines(f.sig.fn_token.span);
            let (_, b) = lines(block.brace_token.span.close());
            self.fns.push((f.sig.ident.to_string(), b + 1 - a));
        }
        syn::visit::visit_trait_item_fn(self, f);
    }

    fn visit_item_struct(&mut self, s: &'ast syn::ItemStruct) {
        self.structs.push((s.ident.to_string(), s.fields.len()));
        syn::visit::visit_item_struct(self, s);
    }
}

/// The strongly connected components (Tarjan) of more than one module.
fn circles(edges: &BTreeMap<String, BTreeSet<String>>) -> Vec<Vec<String>> {
    struct T<'a> {
        edges: &'a BTreeMap<String, BTreeSet<String>>,
        index: BTreeMap<&'a str, usize>,
        low: BTreeMap<&'a str, usize>,
        stack: Vec<&'a str>,
        on: BTreeSet<&'a str>,
        out: Vec<Vec<String>>,
    }
    fn go<'a>(t: &mut T<'a>, v: &'a str) {
        let i = t.index.len();
        t.index.insert(v, i);
        t.low.insert(v, i);
        t.stack.push(v);
        t.on.insert(v);
        if let Some(ws) = t.edges.get(v) {
            for w in ws {
                let w = w.as_str();
                if !t.index.contains_key(w) {
                    go(t, w);
                    let l = t.low[w].min(t.low[v]);
                    t.low.insert(v, l);
                } else if t.on.contains(w) {
                    let l = t.index[w].min(t.low[v]);
                    t.low.insert(v, l);
                }
            }
        }
        if t.low[v] == t.index[v] {
            let mut comp = Vec::new();
            loop {
                let w = t.stack.pop().unwrap();
                t.on.remove(w);
                comp.push(w.to_string());
                if w == v {
                    break;
                }
            }
            if comp.len() > 1 {
                comp.sort();
                t.out.push(comp);
            }
        }
    }
    let mut t = T {
        edges,
        index: BTreeMap::new(),
        low: BTreeMap::new(),
        stack: Vec::new(),
        on: BTreeSet::new(),
        out: Vec::new(),
    };
    for v in edges.keys() {
        if !t.index.contains_key(v.as_str()) {
            go(&mut t, v);
        }
    }
    t.out
}

#[test]
fn files_functions_structs_and_imports_stay_small_and_acyclic() {
    let mut found: BTreeSet<String> = BTreeSet::new();
    for (krate, src) in crates() {
        let files = rs_files(&src);
        let modules: BTreeSet<Vec<String>> = files.iter().map(|f| module_of(&src, f)).collect();
        let mut edges: BTreeMap<String, BTreeSet<String>> = BTreeMap::new();
        for f in &files {
            let text = std::fs::read_to_string(f).unwrap();
            let rel = f
                .strip_prefix(root().join("crates"))
                .unwrap()
                .display()
                .to_string();
            if text.lines().count() > MAX_FILE_LINES {
                found.insert(format!("file:{rel}"));
            }
            let ast = syn::parse_file(&text).unwrap_or_else(|e| panic!("{rel}: {e}"));
            let mut n = Names {
                here: module_of(&src, f),
                ..Names::default()
            };
            // Children first: a path through a child module needs to know it.
            for item in &ast.items {
                if let syn::Item::Mod(m) = item {
                    if m.content.is_none() {
                        n.children.insert(m.ident.to_string());
                    }
                }
            }
            n.visit_file(&ast);
            for (name, len) in &n.fns {
                if *len > MAX_FN_LINES {
                    found.insert(format!("fn:{rel}:{name}"));
                }
            }
            for (name, fields) in &n.structs {
                if BOUNDED_STRUCTS.contains(&(krate.as_str(), name.as_str()))
                    && *fields > MAX_FIELDS
                {
                    found.insert(format!("fields:{krate}:{name}"));
                }
            }
            let here = n.here.join("::");
            for p in &n.paths {
                // The longest prefix that is a file's module.
                let Some(target) = (0..=p.len())
                    .rev()
                    .map(|k| p[..k].to_vec())
                    .find(|m| modules.contains(m))
                else {
                    continue;
                };
                let target = target.join("::");
                if target != here {
                    edges.entry(here.clone()).or_default().insert(target);
                }
            }
        }
        for c in circles(&edges) {
            let c: Vec<String> = c
                .into_iter()
                .map(|m| if m.is_empty() { "<root>".into() } else { m })
                .collect();
            found.insert(format!("cycle:{krate}:{}", c.join(",")));
        }
    }
    let known: BTreeSet<String> = KNOWN.iter().map(|s| s.to_string()).collect();
    let new: Vec<_> = found.difference(&known).collect();
    let gone: Vec<_> = known.difference(&found).collect();
    assert!(
        new.is_empty() && gone.is_empty(),
        "over a limit and not known ({}):\n  {}\nknown but no longer over (remove from KNOWN):\n  {}",
        new.len(),
        new.iter().map(|s| s.as_str()).collect::<Vec<_>>().join("\n  "),
        gone.iter().map(|s| s.as_str()).collect::<Vec<_>>().join("\n  ")
    );
}
