//! The soundness rules of the projection's input, checked before anything is
//! generated (the rules themselves: [`crate::rules`]).

use super::{Annots, Gen, Invariant};
use crate::rules::Comment;
use std::collections::{BTreeMap, BTreeSet};
use tass_syntax::ast::*;
use tass_syntax::{Diagnostic, Span};

impl Gen<'_> {
    /// User annotations may not write the generated ghost state, and user declarations
    /// may not take its names.
    fn check_generated(
        &mut self,
        comments: &[Comment],
        generated: &[String],
        globals: &BTreeMap<String, Span>,
        funcs: &BTreeMap<String, &FunctionDef>,
    ) {
        use crate::rules::{is_declared, is_written, word_occurrences};
        for (name, at) in globals
            .iter()
            .map(|(n, s)| (n, *s))
            .chain(funcs.iter().map(|(n, f)| (n, f.name_span)))
        {
            if generated.contains(name) || name.starts_with("ipp_") {
                self.error(at, format!("`{name}` is a name tass ipp generates (the ghost state of the channels and `ipp_*`): rename it"));
            }
        }
        for c in comments {
            for g in generated {
                for at in word_occurrences(self.text, c.lo, c.hi, g) {
                    let end = at + g.len();
                    if is_declared(self.text, at) {
                        self.error(self.span(at, end), format!("`{g}` is a name tass ipp generates (ghost state): a declaration of yours may not take it"));
                    } else if self.text[c.lo..c.hi].trim_start().starts_with("ghost")
                        && !self.text[end..c.hi].trim_start().starts_with('[')
                    {
                        self.error(self.span(at, end), format!("`{g}` is ghost state tass ipp generates: ghost code may read its elements (`{g}[i]`), not alias the array"));
                    } else if is_written(self.text, at, end, c.hi) {
                        self.error(self.span(at, end), format!("`{g}` is ghost state tass ipp generates and updates at the communications: an annotation may read it, not write it (nor take its address)"));
                    }
                }
            }
            // Other reserved names declared in annotations.
            let body = &self.text[c.lo..c.hi];
            let mut from = 0;
            while let Some(p) = body[from..].find("ipp_") {
                let at = c.lo + from + p;
                let end = at
                    + self.text[at..c.hi]
                        .find(|ch: char| !(ch.is_alphanumeric() || ch == '_'))
                        .unwrap_or(c.hi - at);
                let whole_word = at == 0
                    || !self.text[..at].ends_with(|ch: char| ch.is_alphanumeric() || ch == '_');
                if whole_word && is_declared(self.text, at) {
                    let n = &self.text[at..end];
                    self.error(
                        self.span(at, end),
                        format!("`{n}`: names `ipp_*` are reserved for what tass ipp generates"),
                    );
                }
                from = end - c.lo;
            }
        }
    }

    /// The names the user's ghost code declares (per-process state, as program
    /// variables are).
    fn user_ghost_names(&self, comments: &[Comment]) -> BTreeSet<String> {
        let mut out = BTreeSet::new();
        for c in comments {
            let body = &self.text[c.lo..c.hi];
            if !body.trim_start().starts_with("ghost") {
                continue;
            }
            let mut i = 0;
            let b = body.as_bytes();
            while i < b.len() {
                if b[i].is_ascii_alphabetic() || b[i] == b'_' {
                    let start = i;
                    while i < b.len() && (b[i].is_ascii_alphanumeric() || b[i] == b'_') {
                        i += 1;
                    }
                    let rest = body[i..].trim_start();
                    if crate::rules::is_declared(self.text, c.lo + start) && !rest.starts_with('(')
                    {
                        out.insert(body[start..i].to_string());
                    }
                } else {
                    i += 1;
                }
            }
        }
        out
    }

    /// `ipp uniform x`: a global scalar assigned only at the top level of main, before
    /// the first statement that communicates, from `nprocs`, constants and other uniform
    /// variables.
    fn check_uniform(
        &mut self,
        uniform: &[(String, Span)],
        globals: &BTreeMap<String, &InitDeclarator>,
        funcs: &BTreeMap<String, &FunctionDef>,
        first_comm: Option<&Stmt>,
    ) {
        let names: Vec<String> = uniform.iter().map(|u| u.0.clone()).collect();
        let why = "a uniform variable has the same value on every process at every interleaving point: it is assigned only by statements `x = e;` at the top level of main's body, before the first statement that communicates, with `e` made of constants, `nprocs` and uniform variables";
        for (n, at) in uniform {
            if n == "rank" {
                self.error(
                    *at,
                    "`rank` is not uniform: it differs between processes by definition",
                );
                continue;
            }
            if n == "nprocs" {
                continue;
            }
            match globals.get(n) {
                None => self.error(*at, format!("`ipp uniform {n}`: `{n}` is not a global variable of the program")),
                Some(d) if !crate::rules::is_scalar(&d.ty) => self.error(
                    *at,
                    format!("`ipp uniform {n}`: `{n}` is not a scalar (an integer or floating variable)"),
                ),
                Some(d) => {
                    if let Some(Initializer::Expr(e)) = &d.init {
                        if let Some((what, sp)) = crate::rules::non_uniform_in(e, &names) {
                            self.errors.push(Diagnostic::error(sp, format!("the initialiser of uniform `{n}` mentions {what}")).with_note(why));
                        }
                    }
                }
            }
        }
        if names.is_empty() {
            return;
        }
        let mut writes = Vec::new();
        for f in funcs.values() {
            crate::rules::writes_of(f, &names, &mut writes);
        }
        let limit = first_comm.map(|s| s.span.lo);
        let comm_line = first_comm.map(|s| self.pos(s.span).0);
        for w in writes {
            let n = self.snippet(w.span).to_string();
            let msg = if w.address {
                Some(format!(
                    "`{n}` takes the address of a uniform variable: it could be written anywhere"
                ))
            } else if w.func != "main" {
                Some(format!(
                    "a uniform variable is written in `{}`: only main's top level may assign it",
                    w.func
                ))
            } else if w.top.is_none() {
                Some("a uniform variable is written in a loop, a branch or inside an expression: only a statement `x = e;` at the top level of main's body may assign it".to_string())
            } else if limit.is_some_and(|l| w.span.lo >= l) {
                Some(format!("a uniform variable is assigned after the first statement of main that communicates (line {}): other processes may already read their invariant with another value", comm_line.unwrap_or(0)))
            } else {
                w.rhs
                    .as_ref()
                    .and_then(|r| crate::rules::non_uniform_in(r, &names))
                    .map(|(what, _)| format!("the value assigned to a uniform variable mentions {what}, which may differ between processes"))
            };
            if let Some(m) = msg {
                self.errors
                    .push(Diagnostic::error(w.span, m).with_note(why));
            }
        }
    }

    /// The global invariant names only what is the same for every process: the
    /// generated ghost state, logic definitions, `nprocs`, bound and uniform variables.
    fn check_invariant(
        &mut self,
        inv: &Invariant,
        generated: &[String],
        uniform: &[String],
        globals: &BTreeMap<String, Span>,
        ghost_vars: &BTreeSet<String>,
    ) {
        let note = "the invariant is one statement about all processes, proved for an arbitrary process `rank` and assumed of the others: it may name the ghost state tass ipp generates (NAME_size, NAME_msg, NAME_sent, NAME_recvd, ipp_pc), logic definitions, `nprocs`, bound variables, and globals declared `/*@ ipp uniform x; */`";
        let mut seen = BTreeSet::new();
        for (n, at) in crate::rules::free_idents(&inv.expr) {
            if !seen.insert(n.clone()) {
                continue;
            }
            let msg = if n == "rank" {
                Some(format!("the invariant `{}` names `rank`, which differs between processes: quantify over them instead (`\\forall integer i; 0 <= i < nprocs ==> ...`)", inv.label))
            } else if n == "nprocs" || generated.contains(&n) || uniform.contains(&n) {
                None
            } else if globals.contains_key(&n) || ghost_vars.contains(&n) {
                Some(format!("the invariant `{}` names `{n}`, a variable of each process that may differ between them: declare it `/*@ ipp uniform {n}; */` if every process assigns it the same value before communicating, or mirror it in ghost state", inv.label))
            } else {
                None
            };
            if let Some(m) = msg {
                self.errors.push(Diagnostic::error(at, m).with_note(note));
            }
        }
    }

    /// The soundness rules (what the invariant may name, uniform variables, the
    /// generated ghost state); the annotation comments of the file and the user's among
    /// them, or `None` after errors.
    pub(super) fn check_rules(
        &mut self,
        ann: &Annots,
        globals: &BTreeMap<String, Span>,
        global_decls: &BTreeMap<String, &InitDeclarator>,
        funcs: &BTreeMap<String, &FunctionDef>,
        first_comm: Option<&Stmt>,
    ) -> Option<(Vec<Comment>, Vec<Comment>)> {
        let Annots {
            channels,
            invariants,
            comments: ipp_comments,
            uniform,
            ..
        } = ann;
        let generated: Vec<String> = channels
            .iter()
            .flat_map(|c| {
                ["size", "msg", "sent", "recvd"]
                    .into_iter()
                    .map(move |a| format!("{}_{a}", c.name))
            })
            .chain(std::iter::once("ipp_pc".to_string()))
            .collect();
        let comments = crate::rules::annotation_comments(self.text);
        let ipp_ranges: Vec<(usize, usize)> = ipp_comments.iter().map(|c| (c.0, c.1)).collect();
        let user_comments: Vec<Comment> = comments
            .iter()
            .copied()
            .filter(|c| !ipp_ranges.iter().any(|(lo, hi)| c.lo >= *lo && c.hi <= *hi))
            .collect();
        self.check_generated(&user_comments, &generated, globals, funcs);
        let ghost_vars = self.user_ghost_names(&user_comments);
        let uniform_names: Vec<String> = uniform.iter().map(|u| u.0.clone()).collect();
        self.check_uniform(uniform, global_decls, funcs, first_comm);
        for inv in invariants {
            self.check_invariant(inv, &generated, &uniform_names, globals, &ghost_vars);
        }
        if !self.errors.is_empty() {
            return None;
        }
        Some((comments, user_comments))
    }
}
