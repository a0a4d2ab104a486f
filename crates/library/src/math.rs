//! The `math.h` functions tass knows: abstract (uninterpreted) functions with the facts
//! of the real functions, some interpreted exactly. One entry per `double` function;
//! the `float` and `long double` ones (`sinf`, `sinl`) are found by their suffix.

use crate::entry::Role::Value;
use crate::entry::{Handler, LibFn, Library, Role};

const fn m(name: &'static str, params: &'static [Role]) -> LibFn {
    LibFn::new(Library::Math, name, params, Handler::Math)
}

const X: &[Role] = &[Value];
const XY: &[Role] = &[Value, Value];

/// The table.
pub(crate) const TABLE: &[LibFn] = &[
    m("fabs", X),
    m("fmin", XY),
    m("fmax", XY),
    m("floor", X),
    m("ceil", X),
    m("trunc", X),
    m("round", X),
    m("pow", XY),
    m("sqrt", X),
    m("cbrt", X),
    m("exp", X),
    m("exp2", X),
    m("expm1", X),
    m("log", X),
    m("log2", X),
    m("log10", X),
    m("log1p", X),
    m("sin", X),
    m("cos", X),
    m("tan", X),
    m("asin", X),
    m("acos", X),
    m("atan", X),
    m("atan2", XY),
    m("sinh", X),
    m("cosh", X),
    m("tanh", X),
    m("hypot", XY),
    m("erf", X),
    m("erfc", X),
    m("fmod", XY),
];
