//! Expressions over symbolic states: model expressions to [`Value`]s, with the checks
//! expressions carry (division by zero, uninitialised reads); places are in module
//! `place`, reading and writing through them in module `memory`.
//!
//! Undefined arithmetic of C (C11 6.5p5, 6.5.5, 6.5.6, 6.5.7) is checked where it is
//! computed:
//! - a shift by a negative amount or by the width of the promoted left operand or more
//!   (`shift_amount_check`), whatever the semantics of integers: kind `overflow`, the
//!   kind of undefined integer arithmetic (a result that does not exist in its type),
//!   reported only when certain (a concrete amount, or a counterexample the prover
//!   gives and evaluation confirms); when the prover cannot tell, *unknown*;
//! - with SV-COMP's `no-overflow`: `+ - *` and unary `-` leaving the range of a signed
//!   type of `int` width or more, `x / y` and `x % y` with `x` the type's minimum and
//!   `y = -1` (the quotient does not fit, and then `%` is undefined too), and `x << k`
//!   of a signed `x` that is negative or whose `x * 2^k` does not fit;
//! - pointer arithmetic (`pointer_range_check`, C11 6.5.6p8): `p + k` must stay inside
//!   the array `p` points into or one past its end (a single object is an array of
//!   one): kind `pointer` where it is computed. SV-COMP's `valid-memsafety` counts
//!   only dereferences (the access checks them), so under `--property` the arithmetic
//!   itself is not checked.
//!
//! Operands of `&&`, `||`, `?:` are evaluated under the condition that makes them
//! evaluated, so `i < n && a[i] > 0` checks `a[i]` only where `i < n`. Quantifiers over an
//! integer range whose bounds are constants under the path condition are expanded into
//! finite conjunctions (exact); others go to the solver as quantifiers.
//!
//! Integers: without `--c-integers` they are mathematical, and every place that would
//! wrap (`note_wrap`: unsigned arithmetic, narrowing conversions) checks, by evaluation or
//! the simplifier, that the result stays in its type's range (else `run` verifies again
//! with C integers). With `--c-integers` results of unsigned `+ - *` and negation, and
//! conversions between integer types, are wrapped into the type's range
//! (`((x - lo) % 2^w + 2^w) % 2^w + lo`, skipped when the simplifier shows the value in range), and inputs
//! and nondeterministic values get their type's range in the path condition; signed
//! overflow of `int` and wider stays mathematical (SV-COMP's `no-overflow` checks it).
//! Bitwise operators are module `bits`'s (`bitwise` here): the bits of a value are kept by
//! the machine (`bit_cache`) and reused on every path, each path assuming the
//! decomposition where it uses them; a side condition that cannot be shown makes the
//! operator unsupported. In `compare`, `spec.a[i]` is read from the specification's array
//! with the bounds and uninitialised-read checks of any read.
//!
//! `dispatch` evaluates an expression by the method of its kind, one file per kind, each
//! adding its methods to `Machine`: `literal` (constants), `read` (lvalues), `arith`,
//! `bitwise`, `logic` (conditions), `pointer`, `cast`, `call` (abstract functions),
//! `quantifier`, `annotation`; beside them `values` (values of types), `integers` (C's
//! wrapping), `overflow` (the checks of undefined arithmetic), `float` (IEEE 754 rounding
//! of concrete values).

mod annotation;
mod arith;
mod bitwise;
mod call;
mod cast;
mod dispatch;
mod float;
mod integers;
mod literal;
mod logic;
mod overflow;
mod pointer;
mod quantifier;
mod read;
mod values;

pub(crate) use crate::numbers::parse_real;
pub(crate) use values::{is_scalar, is_symbolic, scalar_type, size_of, Init};
