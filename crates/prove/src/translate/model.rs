//! Reading a solver's model back: the terms whose values a query asks for
//! ([`ModelPlan`]) and the concrete values of the symbolic constants rebuilt from them.

use std::collections::{HashMap, HashSet};

use num_bigint::BigInt;
use num_rational::BigRational;
use num_traits::{ToPrimitive, Zero};
use tass_symbolic::{Assignment, Expr, FunctionTable, Type, TypeKind};

use super::{untranslatable, Translator, MAX_EXPANDED_EQUALITY};
use crate::answer::Model;
use crate::error::Result;
use crate::smt::{int_of, term, FloatValue, Sexp, Value};

/// The largest array a model is read back into a concrete value for.
const MAX_MODEL_ARRAY: u64 = 1 << 16;

/// What a query needs back from a model to rebuild the values of its
/// symbolic constants.
#[derive(Clone, Debug, Default)]
pub(crate) struct ModelPlan {
    /// The symbolic constants, each with its term and, for arrays, the term
    /// of its extent.
    symbols: Vec<(Expr, Sexp, Option<Sexp>)>,
    /// The reads of the elements of arrays of a small concrete extent, by
    /// array term: a fallback for array values the solver prints in a form
    /// that is not read (z3's `(_ as-array f)`).
    elements: HashMap<Sexp, Vec<Sexp>>,
    /// Ground applications of function constants: the function, the terms
    /// of the arguments and the term of the application.
    applications: Vec<(Expr, Vec<Sexp>, Sexp)>,
    /// For array constants: the extent term of each level, outermost first (arrays
    /// of arrays), when every level has one.
    levels: HashMap<Sexp, Vec<Sexp>>,
}

impl ModelPlan {
    /// The terms whose values are asked of the solver.
    pub(crate) fn terms(&self) -> Vec<Sexp> {
        let mut terms = Vec::new();
        let mut seen = HashSet::new();
        let mut add = |t: &Sexp, terms: &mut Vec<Sexp>| {
            if seen.insert(t.clone()) {
                terms.push(t.clone());
            }
        };
        for (symbol, term, extent) in &self.symbols {
            if !symbol.ty().is_function() {
                add(term, &mut terms);
            }
            if let Some(extent) = extent {
                add(extent, &mut terms);
            }
            for level in self.levels.get(term).into_iter().flatten() {
                add(level, &mut terms);
            }
            let mut pending: Vec<&Sexp> = self.elements.get(term).into_iter().flatten().collect();
            while let Some(read) = pending.pop() {
                add(read, &mut terms);
                pending.extend(self.elements.get(read).into_iter().flatten());
            }
        }
        for (_, args, application) in &self.applications {
            for arg in args {
                add(arg, &mut terms);
            }
            add(application, &mut terms);
        }
        terms
    }

    /// The arrays whose elements the engine reads once their extents are known.
    pub(crate) fn array_levels(&self) -> Vec<(Sexp, Vec<Sexp>)> {
        self.symbols
            .iter()
            .filter_map(|(_, term, _)| Some((term.clone(), self.levels.get(term)?.clone())))
            .collect()
    }

    /// The value of an array from the values of its element reads at every level,
    /// with the extents the model gives.
    pub(super) fn read_levels(
        &self,
        ty: &Type,
        term: &Sexp,
        levels: &[Sexp],
        model: &Model,
    ) -> Option<tass_symbolic::Value> {
        let Some((extent, rest)) = levels.split_first() else {
            return concrete(ty, model.value_of(term)?, None);
        };
        let n = model.value_of(extent)?.as_int()?.to_u64()?;
        if n > crate::engine::MAX_READ_BACK {
            return None;
        }
        let element = ty.element()?;
        (0..n)
            .map(|k| {
                let read = term::select(term.clone(), Sexp::int(k));
                self.read_levels(element, &read, rest, model)
            })
            .collect::<Option<Vec<_>>>()
            .map(tass_symbolic::Value::Array)
    }

    /// The value of the array (or scalar) `term` of type `ty` from the values of its
    /// element reads, level by level (arrays of arrays included).
    pub(super) fn read_back(
        &self,
        ty: &Type,
        term: &Sexp,
        model: &Model,
    ) -> Option<tass_symbolic::Value> {
        match (ty.element(), self.elements.get(term)) {
            (Some(element), Some(reads)) => reads
                .iter()
                .map(|read| self.read_back(element, read, model))
                .collect::<Option<Vec<_>>>()
                .map(tass_symbolic::Value::Array),
            _ => concrete(ty, model.value_of(term)?, None),
        }
    }

    /// The concrete values of the symbolic constants in a model, if every
    /// one can be rebuilt.
    pub(crate) fn assignment(&self, model: &Model) -> Option<Assignment> {
        let mut assignment = Assignment::new();
        for (symbol, term, extent) in &self.symbols {
            let value = if let TypeKind::Function { params, result } = symbol.ty().kind() {
                let mut table = FunctionTable::constant(default_value(result)?);
                for (function, args, application) in &self.applications {
                    if function != symbol {
                        continue;
                    }
                    let args = params
                        .iter()
                        .zip(args)
                        .map(|(ty, arg)| concrete(ty, model.value_of(arg)?, None))
                        .collect::<Option<Vec<_>>>()?;
                    let value = concrete(result, model.value_of(application)?, None)?;
                    table.entries.insert(args, value);
                }
                tass_symbolic::Value::Function(table)
            } else {
                let extent = match extent {
                    Some(extent) => Some(model.value_of(extent)?.as_int()?.clone()),
                    None => None,
                };
                if let Some(v) = self
                    .levels
                    .get(term)
                    .and_then(|levels| self.read_levels(symbol.ty(), term, levels, model))
                {
                    assignment.set(symbol, v).ok()?;
                    continue;
                }
                let value = model.value_of(term)?;
                match (symbol.ty().element(), value, self.elements.get(term)) {
                    (Some(_), Value::Other(_), Some(_)) => {
                        self.read_back(symbol.ty(), term, model)?
                    }
                    (Some(element), _, Some(_)) if element.is_array() => {
                        self.read_back(symbol.ty(), term, model)?
                    }
                    _ => concrete(symbol.ty(), value, extent)?,
                }
            };
            assignment.set(symbol, value).ok()?;
        }
        Some(assignment)
    }
}

/// A value of type `ty` that nothing constrains (for entries a model leaves open).
fn default_value(ty: &Type) -> Option<tass_symbolic::Value> {
    use tass_symbolic::Value as V;
    Some(match ty.kind() {
        TypeKind::Bool => V::Bool(false),
        TypeKind::Int => V::Int(BigInt::zero()),
        TypeKind::Real => V::Real(BigRational::zero()),
        TypeKind::Char => V::Char(0),
        TypeKind::Array { .. } => V::Array(Vec::new()),
        TypeKind::Tuple { fields, .. } => {
            V::Tuple(fields.iter().map(default_value).collect::<Option<_>>()?)
        }
        TypeKind::Function { result, .. } => {
            V::Function(FunctionTable::constant(default_value(result)?))
        }
    })
}

/// The concrete value of type `ty` that a solver's value stands for; arrays
/// need their extent (nested arrays are not read back).
fn concrete(ty: &Type, value: &Value, extent: Option<BigInt>) -> Option<tass_symbolic::Value> {
    use tass_symbolic::Value as V;
    match (ty.kind(), value) {
        (TypeKind::Bool, Value::Bool(b)) => Some(V::Bool(*b)),
        (TypeKind::Int, Value::Int(n)) => Some(V::Int(n.clone())),
        (TypeKind::Real, Value::Real(q)) => Some(V::Real(q.clone())),
        (TypeKind::Real, Value::Int(n)) => Some(V::Real(BigRational::from_integer(n.clone()))),
        (TypeKind::Real, Value::Float(x)) => Some(match x {
            FloatValue::Finite(q) => V::Real(q.clone()),
            FloatValue::Zero(false) => V::Real(BigRational::zero()),
            FloatValue::Zero(true) => V::Float(tass_symbolic::Special::NegZero),
            FloatValue::NaN => V::Float(tass_symbolic::Special::NaN),
            FloatValue::Infinite(false) => V::Float(tass_symbolic::Special::PosInf),
            FloatValue::Infinite(true) => V::Float(tass_symbolic::Special::NegInf),
        }),
        (TypeKind::Char, Value::Int(n)) => n.to_u32().map(V::Char),
        (TypeKind::Tuple { fields, .. }, Value::Datatype { fields: values, .. })
            if fields.len() == values.len() =>
        {
            fields
                .iter()
                .zip(values)
                .map(|(ty, v)| concrete(ty, v, None))
                .collect::<Option<Vec<_>>>()
                .map(V::Tuple)
        }
        (TypeKind::Array { element, .. }, Value::Array { .. }) => {
            let n = extent?.to_u64()?;
            if n > MAX_MODEL_ARRAY {
                return None;
            }
            (0..n)
                .map(|i| match value.select(&Value::Int(i.into())) {
                    Some(v) => concrete(element, v, None),
                    None => default_value(element),
                })
                .collect::<Option<Vec<_>>>()
                .map(V::Array)
        }
        _ => None,
    }
}

impl Translator {
    /// The plan for reading a model back: every symbolic constant translated
    /// so far, the extents of the arrays, the ground applications.
    pub(crate) fn model_plan(&mut self) -> Result<ModelPlan> {
        let mut symbols = Vec::new();
        let mut elements = HashMap::new();
        let mut levels = HashMap::new();
        for symbol in self.symbol_order.clone() {
            let term = self.symbols[&symbol].clone();
            let extent = if symbol.ty().is_array() {
                let extent = symbol.extent().map_err(|e| untranslatable(e.to_string()))?;
                let extent = self.term(&extent)?;
                // The extent of every level, for reading the elements back.
                let mut all = vec![extent.clone()];
                let mut ty = symbol.ty().element().cloned();
                let mut complete = true;
                while let Some(t) = ty.filter(|t| t.is_array()) {
                    match t.declared_extent().map(|e| self.term(e)) {
                        Some(Ok(e)) => all.push(e),
                        _ => {
                            complete = false;
                            break;
                        }
                    }
                    ty = t.element().cloned();
                }
                if complete {
                    levels.insert(term.clone(), all);
                }
                if let Some(n) = int_of(&extent).and_then(|n| n.to_u64()) {
                    if n <= MAX_EXPANDED_EQUALITY {
                        let reads: Vec<Sexp> = (0..n)
                            .map(|k| term::select(term.clone(), Sexp::int(k)))
                            .collect();
                        // Arrays of arrays of small constant extents: every level is read.
                        if let Some(inner) = symbol.ty().element().filter(|t| t.is_array()) {
                            self.nested_reads(inner, &reads, &mut elements)?;
                        }
                        elements.insert(term.clone(), reads);
                    }
                }
                Some(extent)
            } else {
                None
            };
            symbols.push((symbol, term, extent));
        }
        Ok(ModelPlan {
            symbols,
            elements,
            applications: self.applications.clone(),
            levels,
        })
    }

    /// The element reads of each array term in `terms` (all of type `ty`), when its
    /// extent is a small constant, level by level.
    pub(super) fn nested_reads(
        &mut self,
        ty: &Type,
        terms: &[Sexp],
        elements: &mut HashMap<Sexp, Vec<Sexp>>,
    ) -> Result<()> {
        let Some(extent) = ty.declared_extent() else {
            return Ok(());
        };
        let Some(n) = extent
            .as_int()
            .and_then(|n| n.to_u64())
            .filter(|n| *n <= MAX_EXPANDED_EQUALITY)
        else {
            return Ok(());
        };
        let mut next = Vec::new();
        for t in terms {
            let reads: Vec<Sexp> = (0..n)
                .map(|k| term::select(t.clone(), Sexp::int(k)))
                .collect();
            next.extend(reads.iter().cloned());
            elements.insert(t.clone(), reads);
        }
        if let Some(inner) = ty.element().filter(|t| t.is_array()) {
            self.nested_reads(inner, &next, elements)?;
        }
        Ok(())
    }
}
