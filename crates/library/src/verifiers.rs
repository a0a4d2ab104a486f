//! The functions of other verifiers' dialects: CIVL-C (`civlc.cvh`) and the SV-COMP
//! conventions, known without a declaration (except when the program defines them).

use crate::entry::Handler::{ChooseInt, Lowered as L};
use crate::entry::Lowered::*;
use crate::entry::Role::*;
use crate::entry::{Handler, LibFn, Library, Role};

const fn civl(name: &'static str, params: &'static [Role], handler: Handler) -> LibFn {
    LibFn::new(Library::Civl, name, params, handler)
}

const fn sv(name: &'static str, params: &'static [Role], handler: Handler) -> LibFn {
    LibFn::new(Library::SvComp, name, params, handler)
}

/// CIVL-C.
pub(crate) const CIVL: &[LibFn] = &[
    civl("$choose_int", &[Bound], ChooseInt),
    civl("$havoc", &[Out], L(Havoc)).writes(&[Out]),
];

/// SV-COMP, with the GCC builtins of its preprocessed files and `abort` (the path ends
/// without error).
pub(crate) const SVCOMP: &[LibFn] = &[
    sv("__VERIFIER_assert", &[Value], L(Assert)),
    sv("__VERIFIER_assume", &[Value], L(Assume)),
    sv("assume_abort_if_not", &[Value], L(Assume)),
    sv("__VERIFIER_error", &[], L(Fail)),
    sv("reach_error", &[], L(Fail)),
    sv("__assert_fail", &[String, String, Value, String], L(Fail)),
    sv("abort", &[], L(Stop)),
    sv("__builtin_unreachable", &[], L(Stop)),
    sv("__builtin_expect", &[Value, Value], L(Expect)),
];

/// `__VERIFIER_nondet_T`, for every type `T`.
static NONDET: LibFn = sv("__VERIFIER_nondet_", &[], L(Nondet));

/// The entry of a function of a family (a name prefix).
pub(crate) fn family(name: &str) -> Option<&'static LibFn> {
    name.starts_with(NONDET.name).then_some(&NONDET)
}
