//! IEEE 754 functions in SMT-LIB2: which terms are of a FloatingPoint sort, their
//! sorts and constants, and the applications of the functions.

use std::collections::HashSet;

use num_bigint::BigInt;
use num_traits::One;
use tass_symbolic::{Expr, ExprKind, Format, FpFunction, FpOp, Type, TypeKind};

use super::{untranslatable, Translator};
use crate::error::Result;
use crate::smt::{term, Sexp, Symbol};

impl Translator {
    /// Finds the terms of a FloatingPoint sort among the parts of `roots` (to be called
    /// before they are translated): the arguments and results of the IEEE 754 functions
    /// (`fp.add.d`, ...: [`FpFunction`]) are of the sort of the function's format, and so
    /// are the symbolic constants, conditionals and array reads in those positions, and
    /// the arrays they are read from (with what is stored in them). A real constant
    /// there is written as the format's value (exact: a value of the type). A term that
    /// would be needed both as a real and as a floating-point value, or at two formats,
    /// or that is neither of the above in a floating-point position, makes the query
    /// [`Error::Untranslatable`] (*unknown*), never a mixed one.
    pub(crate) fn float_sorts(&mut self, roots: &[&Expr]) -> Result<()> {
        if FpFunction::unused() {
            return Ok(());
        }
        let mut all: Vec<Expr> = Vec::new();
        let mut seen: HashSet<Expr> = HashSet::new();
        let mut stack: Vec<Expr> = roots.iter().map(|e| (*e).clone()).collect();
        let mut work: Vec<(Expr, Format)> = Vec::new();
        while let Some(e) = stack.pop() {
            if !seen.insert(e.clone()) {
                continue;
            }
            if let Some((f, args)) = FpFunction::of_application(&e) {
                if args.len() != f.arity() {
                    return Err(untranslatable(format!("`{e}`: wrong number of arguments")));
                }
                if f.floating_result() {
                    work.push((e.clone(), f.format));
                }
                if f.floating_operands() {
                    work.extend(args.iter().map(|a| (a.clone(), f.operand_format())));
                }
            }
            e.for_each_child(|c| stack.push(c.clone()));
            all.push(e);
        }
        if work.is_empty() {
            return Ok(());
        }
        loop {
            while let Some((e, fmt)) = work.pop() {
                if e.as_real().is_some() {
                    continue;
                }
                match self.floats.get(&e) {
                    Some(g) if *g == fmt => continue,
                    Some(_) => {
                        return Err(untranslatable(format!(
                            "`{e}` as a floating-point value of two formats"
                        )))
                    }
                    None => {}
                }
                self.floats.insert(e.clone(), fmt);
                match e.kind() {
                    ExprKind::Symbol(_) if e.ty().is_real() || e.ty().is_array() => {}
                    ExprKind::Apply(..)
                        if FpFunction::of_application(&e)
                            .is_some_and(|(f, _)| f.floating_result() && f.format == fmt) => {}
                    ExprKind::Cond(_, a, b) => {
                        work.push((a.clone(), fmt));
                        work.push((b.clone(), fmt));
                    }
                    ExprKind::Read(a, _) => work.push((a.clone(), fmt)),
                    ExprKind::Write(a, _, v) => {
                        work.push((a.clone(), fmt));
                        work.push((v.clone(), fmt));
                    }
                    ExprKind::Chi(a, xs) => {
                        work.push((a.clone(), fmt));
                        work.extend(xs.iter().flatten().map(|x| (x.clone(), fmt)));
                    }
                    ExprKind::ArrayLit(xs) => work.extend(xs.iter().map(|x| (x.clone(), fmt))),
                    ExprKind::Lambda(_, _, body) => work.push((body.clone(), fmt)),
                    _ => return Err(untranslatable(format!("`{e}` as a floating-point value"))),
                }
            }
            // The arrays a floating-point array is made from or read into, and
            // conditionals with a floating-point branch, are floating-point too.
            for e in &all {
                if self.floats.contains_key(e) {
                    continue;
                }
                let f = |x: &Expr| self.floats.get(x).copied();
                let fmt = match e.kind() {
                    ExprKind::Read(a, _) => f(a),
                    ExprKind::Write(a, _, v) => f(a).or_else(|| f(v)),
                    ExprKind::Chi(a, xs) => f(a).or_else(|| xs.iter().flatten().find_map(f)),
                    ExprKind::ArrayLit(xs) => xs.iter().find_map(f),
                    ExprKind::Cond(_, a, b) => f(a).or_else(|| f(b)),
                    ExprKind::Lambda(_, _, body) => f(body),
                    _ => None,
                };
                if let Some(fmt) = fmt {
                    work.push((e.clone(), fmt));
                }
            }
            if work.is_empty() {
                break;
            }
        }
        // A floating-point term is used only where one is expected.
        for e in &all {
            let floating = self.floats.contains_key(e);
            let fp = FpFunction::of_application(e).is_some();
            let mut misused = None;
            e.for_each_child(|c| {
                if !self.floats.contains_key(c) {
                    return;
                }
                let fine = match e.kind() {
                    ExprKind::Apply(..) => fp,
                    ExprKind::Cond(..)
                    | ExprKind::Read(..)
                    | ExprKind::Write(..)
                    | ExprKind::Chi(..)
                    | ExprKind::ArrayLit(..)
                    | ExprKind::Lambda(..) => floating,
                    ExprKind::Length(_) => true,
                    _ => false,
                };
                if !fine && misused.is_none() {
                    misused = Some(c.clone());
                }
            });
            if let Some(c) = misused {
                return Err(untranslatable(format!(
                    "`{c}` both as a floating-point value and as a real in `{e}`"
                )));
            }
        }
        Ok(())
    }

    /// Whether some term is of a FloatingPoint sort.
    pub(crate) fn floating(&self) -> bool {
        !self.floats.is_empty()
    }

    /// The sort of a real, or of an array of them, whose reals are of format `fmt`.
    pub(super) fn float_sort(ty: &Type, fmt: Format) -> Result<Sexp> {
        match ty.kind() {
            TypeKind::Real => Ok(term::float_sort(fmt.exponent_bits(), fmt.precision())),
            TypeKind::Array { element, .. } => Ok(term::array_sort(
                term::int_sort(),
                Self::float_sort(element, fmt)?,
            )),
            _ => Err(untranslatable(format!(
                "a floating-point value of type {ty}"
            ))),
        }
    }

    /// The term of `e` in a position of format `fmt`: a real constant as the format's
    /// value (refused when it is not one), anything else as its term.
    pub(super) fn float_term(&mut self, e: &Expr, fmt: Format) -> Result<Sexp> {
        let Some(c) = e.as_real() else {
            return self.term(e);
        };
        if FpFunction::round(c, fmt).as_ref() != Some(c) {
            return Err(untranslatable(format!(
                "the constant {c}, not a value of the floating-point format {fmt:?}"
            )));
        }
        Ok(term::to_float(
            fmt.exponent_bits(),
            fmt.precision(),
            Sexp::real(c),
        ))
    }

    /// The term of an application of an IEEE 754 function (rounding to nearest, ties
    /// to even).
    pub(super) fn float_application(&mut self, f: FpFunction, args: &[Expr]) -> Result<Sexp> {
        let xs = args
            .iter()
            .map(|a| {
                if f.floating_operands() {
                    self.float_term(a, f.operand_format())
                } else {
                    self.term(a)
                }
            })
            .collect::<Result<Vec<_>>>()?;
        let (eb, sb) = (f.format.exponent_bits(), f.format.precision());
        let first = || {
            xs.first()
                .cloned()
                .ok_or_else(|| untranslatable("an IEEE 754 function of no argument"))
        };
        Ok(match f.op {
            FpOp::Add => term::float_rounded("fp.add", xs),
            FpOp::Sub => term::float_rounded("fp.sub", xs),
            FpOp::Mul => term::float_rounded("fp.mul", xs),
            FpOp::Div => term::float_rounded("fp.div", xs),
            FpOp::Sqrt => term::float_rounded("fp.sqrt", xs),
            FpOp::Neg => term::float_exact("fp.neg", xs),
            FpOp::Abs => term::float_exact("fp.abs", xs),
            FpOp::Min => term::float_exact("fp.min", xs),
            FpOp::Max => term::float_exact("fp.max", xs),
            FpOp::Lt => term::float_exact("fp.lt", xs),
            FpOp::Le => term::float_exact("fp.leq", xs),
            FpOp::Eq => term::float_exact("fp.eq", xs),
            FpOp::Convert(_) => term::to_float(eb, sb, first()?),
            FpOp::OfInt => term::to_float(eb, sb, term::to_real(first()?)),
            FpOp::ToInt => {
                // Truncation toward zero of the (finite, in range: the engine checks it
                // first) value, as a 65-bit two's complement number (every C integer
                // type's range fits), read as an integer.
                const WIDTH: u64 = 65;
                let bits = Sexp::List(vec![
                    Sexp::List(vec![
                        Sexp::known("_"),
                        Sexp::known("fp.to_sbv"),
                        Sexp::int(WIDTH),
                    ]),
                    Sexp::known("RTZ"),
                    first()?,
                ]);
                self.fresh += 1;
                let b = Symbol::new(format!("_fpi{}", self.fresh))?;
                let bt = Sexp::from(b.clone());
                let zero = Sexp::List(vec![Sexp::known("_"), Sexp::known("bv0"), Sexp::int(WIDTH)]);
                let negative = Sexp::app(Symbol::known("bvslt"), [bt.clone(), zero]);
                let value = term::sub(
                    Sexp::app(Symbol::known("bv2nat"), [bt]),
                    term::ite(
                        negative,
                        Sexp::int(BigInt::one() << WIDTH as usize),
                        Sexp::int(0),
                    ),
                );
                Sexp::app(
                    Symbol::known("let"),
                    [Sexp::list([Sexp::list([Sexp::from(b), bits])]), value],
                )
            }
        })
    }
}
