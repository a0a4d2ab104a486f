//! Sorts of types, tuple datatypes, and the terms of tuples and of applications of
//! function constants.

use tass_symbolic::{Expr, FpFunction, Type, TypeKind};

use super::{escaped, untranslatable, Translator, TupleSort};
use crate::error::Result;
use crate::smt::{term, Constructor, Declaration, Sexp};

impl Translator {
    /// The sort of a type.
    pub(crate) fn sort(&mut self, ty: &Type) -> Result<Sexp> {
        Ok(match ty.kind() {
            TypeKind::Bool => term::bool_sort(),
            TypeKind::Int | TypeKind::Char => term::int_sort(),
            TypeKind::Real => term::real_sort(),
            TypeKind::Array { element, .. } => {
                term::array_sort(term::int_sort(), self.sort(element)?)
            }
            TypeKind::Tuple { .. } => Sexp::Symbol(self.tuple(ty)?.sort),
            TypeKind::Function { .. } => {
                return Err(untranslatable(format!("a function type as a value: {ty}")))
            }
        })
    }

    /// The sort of `e`: of its type, or a FloatingPoint one ([`Translator::float_sorts`]).
    pub(super) fn sort_of(&mut self, e: &Expr) -> Result<Sexp> {
        match self.floats.get(e) {
            Some(fmt) => Self::float_sort(e.ty(), *fmt),
            None => self.sort(e.ty()),
        }
    }

    /// The datatype of a tuple type, declared on first use.
    pub(super) fn tuple(&mut self, ty: &Type) -> Result<TupleSort> {
        let TypeKind::Tuple { name, fields } = ty.kind() else {
            return Err(untranslatable(format!("not a tuple type: {ty}")));
        };
        let sorts = fields
            .iter()
            .map(|f| self.sort(f))
            .collect::<Result<Vec<_>>>()?;
        let key = format!("{name}:{}", Sexp::List(sorts.clone()));
        if let Some(tuple) = self.tuples.get(&key) {
            return Ok(tuple.clone());
        }
        // Names derived from the type, so that every query names a type
        // alike (solvers keep declarations between queries).
        let tuple = TupleSort {
            sort: escaped("_T.", &key),
            constructor: escaped("_mk.", &key),
            selectors: (0..sorts.len())
                .map(|i| escaped(&format!("_s{i}."), &key))
                .collect(),
        };
        self.declarations.push(Declaration::Datatype {
            name: tuple.sort.clone(),
            constructors: vec![Constructor {
                name: tuple.constructor.clone(),
                fields: tuple.selectors.iter().cloned().zip(sorts).collect(),
            }],
        });
        self.tuples.insert(key, tuple.clone());
        Ok(tuple)
    }

    /// The term of field `i` of the tuple `t`.
    pub(super) fn field(&mut self, t: &Expr, i: u32) -> Result<Sexp> {
        let tuple = self.tuple(t.ty())?;
        let selector = tuple
            .selectors
            .get(i as usize)
            .cloned()
            .ok_or_else(|| untranslatable(format!("field {i} of {}", t.ty())))?;
        Ok(Sexp::app(selector, [self.term(t)?]))
    }

    /// The term of the tuple `t` with field `i` set to `v`.
    pub(super) fn set_field(&mut self, t: &Expr, i: u32, v: &Expr) -> Result<Sexp> {
        let tuple = self.tuple(t.ty())?;
        let base = self.term(t)?;
        let value = self.term(v)?;
        let fields = tuple.selectors.iter().enumerate().map(|(j, selector)| {
            if j == i as usize {
                value.clone()
            } else {
                Sexp::app(selector.clone(), [base.clone()])
            }
        });
        Ok(Sexp::app(
            tuple.constructor.clone(),
            fields.collect::<Vec<_>>(),
        ))
    }

    /// The term of the application of `f` to `args` (`e`): an IEEE 754 function's, or
    /// a function constant's, recorded for the model when it is ground.
    pub(super) fn application(&mut self, e: &Expr, f: &Expr, args: &[Expr]) -> Result<Sexp> {
        if let Some(fp) = FpFunction::of_symbol(f) {
            return self.float_application(fp, args);
        }
        let Sexp::Symbol(name) = &self.term(f)? else {
            return Err(untranslatable(format!(
                "an application of {f}, not a function constant"
            )));
        };
        let args = args
            .iter()
            .map(|a| self.term(a))
            .collect::<Result<Vec<_>>>()?;
        let application = Sexp::app(name.clone(), args.clone());
        if f.is_symbol() && Self::max_bound(e).is_none() {
            self.applications
                .push((f.clone(), args, application.clone()));
        }
        Ok(application)
    }
}
