//! The functions of other verifiers' dialects: CIVL-C (`civlc.cvh`) and the SV-COMP
//! conventions, known without a declaration (except when the program defines them).

use super::Handler::{ChooseInt, Lowered as L};
use super::Lowered::*;
use super::Role::*;
use super::{Handler, LibFn, Library, Role};

const fn civl(name: &'static str, params: &'static [Role], handler: Handler) -> LibFn {
    LibFn::new(Library::Civl, name, params, handler)
}

const fn sv(name: &'static str, params: &'static [Role], handler: Handler) -> LibFn {
    LibFn::new(Library::SvComp, name, params, handler)
}

/// CIVL-C.
pub(super) const CIVL: &[LibFn] = &[
    civl("$choose_int", &[Bound], ChooseInt),
    civl("$havoc", &[Out], L(Havoc)).writes(&[Out]),
];

/// SV-COMP, with the GCC builtins of its preprocessed files and `abort` (the path ends
/// without error).
pub(super) const SVCOMP: &[LibFn] = &[
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
pub(super) fn family(name: &str) -> Option<&'static LibFn> {
    name.starts_with(NONDET.name).then_some(&NONDET)
}
