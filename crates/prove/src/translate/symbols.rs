//! Symbolic constants: their SMT-LIB2 names and declarations.

use tass_symbolic::{Expr, Name, TypeKind};

use super::{constant_name, Translator};
use crate::error::Result;
use crate::smt::{Declaration, Sexp, Symbol};

impl Translator {
    /// The term of the symbolic constant `e` named `name`, declared on first use (one
    /// declaration for the constants of a name and a sort).
    pub(super) fn symbol(&mut self, e: &Expr, name: &Name) -> Result<Sexp> {
        if let Some(t) = self.symbols.get(e) {
            return Ok(t.clone());
        }
        let sort = match e.ty().kind() {
            TypeKind::Function { .. } => None,
            _ => Some(self.sort_of(e)?),
        };
        let same = self.symbol_names.get(name.as_str()).and_then(|v| {
            v.iter()
                .find(|(s, _)| Some(s) == sort.as_ref())
                .map(|(_, n)| n.clone())
        });
        if let Some(symbol) = same {
            let t = Sexp::Symbol(symbol);
            self.symbols.insert(e.clone(), t.clone());
            self.symbol_order.push(e.clone());
            return Ok(t);
        }
        let taken = self.symbol_names.get(name.as_str()).map_or(0, Vec::len);
        let symbol = match (taken, self.floats.get(e)) {
            // A floating-point constant has a name of its own (`%!` and a letter
            // per array level and the format's): the sessions keep declarations,
            // and the same input is a real in other queries.
            (_, Some(fmt)) => {
                let mut levels = String::new();
                let mut ty = e.ty().clone();
                while let Some(el) = ty.element().cloned() {
                    levels.push('a');
                    ty = el;
                }
                Symbol::known(&format!(
                    "{}%!{levels}{}",
                    constant_name(name.as_str())?.as_str(),
                    fmt.letter()
                ))
            }
            // `%!` never occurs in an escaped name (`%` is always `%25`).
            (0, None) => constant_name(name.as_str())?,
            (k, None) => Symbol::known(&format!("{}%!{k}", constant_name(name.as_str())?.as_str())),
        };
        if let Some(s) = &sort {
            self.symbol_names
                .entry(name.as_str().to_owned())
                .or_default()
                .push((s.clone(), symbol.clone()));
        }
        let declaration = match e.ty().kind() {
            TypeKind::Function { params, result } => Declaration::Fun {
                name: symbol.clone(),
                args: params.iter().map(|p| self.sort(p)).collect::<Result<_>>()?,
                result: self.sort(result)?,
            },
            _ => Declaration::constant(
                symbol.clone(),
                sort.unwrap_or_else(|| unreachable!("a constant has a sort")),
            ),
        };
        self.declarations.push(declaration);
        let t = Sexp::Symbol(symbol);
        self.symbols.insert(e.clone(), t.clone());
        self.symbol_order.push(e.clone());
        Ok(t)
    }
}
