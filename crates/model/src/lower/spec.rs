//! The variables of a specification that the joint annotations of an implementation
//! may read (`spec.x`, `spec.a[i]` in `tass compare`): for each label of a joint
//! annotation of the specification, the variables visible there (the locals of its
//! function, the globals and the shared variables) with their types, so that the
//! implementation's lowering types `spec.x` as the specification declares `x`.

use crate::ir::{Extent, InvariantScope, Name, Program, Stmt, Type};
use std::collections::HashMap;

/// The variables of the specification by label of its joint annotations.
#[derive(Clone, Debug, Default)]
pub struct SpecScope {
    /// For each label, each visible name with its type, or why `spec.name` cannot be
    /// read there (declared more than once, or not a number or an array of numbers).
    labels: HashMap<Name, HashMap<Name, Result<Type, String>>>,
}

/// The type of a specification's variable as the implementation sees it: numbers and
/// arrays of numbers (a length computed at run time becomes unknown: the value carries
/// it).
fn portable(ty: &Type) -> Option<Type> {
    match ty {
        Type::Bool | Type::Int { .. } | Type::Integer | Type::Real(_) | Type::MathReal => {
            Some(ty.clone())
        }
        Type::Array(elem, ext) => {
            let ext = match ext {
                Extent::Const(n) => Extent::Const(*n),
                _ => Extent::Unknown,
            };
            Some(Type::Array(Box::new(portable(elem)?), ext))
        }
        _ => None,
    }
}

impl SpecScope {
    /// The scope of the joint annotations of `spec`.
    pub fn of(spec: &Program) -> SpecScope {
        let mut labels: HashMap<Name, HashMap<Name, Result<Type, String>>> = HashMap::new();
        for f in &spec.functions {
            let mut here: Vec<Name> = Vec::new();
            for l in &f.locations {
                if let Some(li) = &l.loop_info {
                    for i in &li.invariants {
                        if i.scope == InvariantScope::Joint {
                            here.extend(i.label.clone());
                        }
                    }
                }
                for t in &l.out {
                    if let Stmt::MultiAssert {
                        joint: true, label, ..
                    } = &t.stmt
                    {
                        here.push(label.clone());
                    }
                }
            }
            if here.is_empty() {
                continue;
            }
            // The names visible in the function, each with how often it is declared.
            let mut vars: Vec<(Name, Type)> = Vec::new();
            for v in &f.locals {
                if !v.name.starts_with('$') && !v.name.starts_with('\\') {
                    vars.push((v.name.clone(), v.ty.clone()));
                }
            }
            for v in &spec.globals {
                vars.push((v.name.clone(), v.ty.clone()));
            }
            for s in &spec.shared {
                vars.push((s.var.name.clone(), s.var.ty.clone()));
            }
            let mut scope: HashMap<Name, Result<Type, String>> = HashMap::new();
            for (name, ty) in &vars {
                let entry = if vars.iter().filter(|(n, _)| n == name).count() > 1 {
                    Err(format!("the specification declares more than one `{name}` where its joint annotations are (in `{}` or at file scope)", f.name))
                } else {
                    portable(ty).ok_or_else(|| {
                        format!(
                            "the specification's `{name}` is not a number or an array of numbers"
                        )
                    })
                };
                scope.insert(name.clone(), entry);
            }
            for label in here {
                let merged = labels.entry(label).or_default();
                for (name, entry) in &scope {
                    match merged.get(name) {
                        Some(old) if old != entry => {
                            merged.insert(
                                name.clone(),
                                Err(format!("the specification's joint annotations with this label see more than one `{name}`")),
                            );
                        }
                        Some(_) => {}
                        None => {
                            merged.insert(name.clone(), entry.clone());
                        }
                    }
                }
            }
        }
        SpecScope { labels }
    }

    /// The type of `spec.name` in a joint annotation labelled `label`, or why it cannot
    /// be read.
    pub fn lookup(&self, label: &str, name: &str) -> Result<Type, String> {
        let Some(vars) = self.labels.get(label) else {
            return Err(format!(
                "the specification has no joint annotation labelled `{label}`"
            ));
        };
        match vars.get(name) {
            Some(r) => r.clone(),
            None => Err(format!(
                "the specification has no variable `{name}` visible at its joint annotations labelled `{label}`"
            )),
        }
    }
}
