//! The bundled headers: tass's models of the C library, MPI and CIVL-C.
//!
//! Each is plain C the parser reads (typedefs, structures, macro constants, prototypes).
//! Library functions are prototypes preceded by `#pragma TASS system` (or
//! `#pragma TASS abstract` for pure mathematical functions). The texts are embedded in
//! the binary and added to the source map as `<tass>/NAME` when first included.

/// Every bundled header: its name (as in `#include <NAME>`) and its text.
pub const BUNDLED_HEADERS: &[(&str, &str)] = &[
    ("assert.h", include_str!("../../headers/assert.h")),
    ("civl-mpi.cvh", include_str!("../../headers/civl-mpi.cvh")),
    ("civlc.cvh", include_str!("../../headers/civlc.cvh")),
    (
        "concurrency.cvh",
        include_str!("../../headers/concurrency.cvh"),
    ),
    ("ctype.h", include_str!("../../headers/ctype.h")),
    ("errno.h", include_str!("../../headers/errno.h")),
    ("float.h", include_str!("../../headers/float.h")),
    ("inttypes.h", include_str!("../../headers/inttypes.h")),
    ("iso646.h", include_str!("../../headers/iso646.h")),
    ("limits.h", include_str!("../../headers/limits.h")),
    ("math.h", include_str!("../../headers/math.h")),
    ("mpi.h", include_str!("../../headers/mpi.h")),
    ("pointer.cvh", include_str!("../../headers/pointer.cvh")),
    ("seq.cvh", include_str!("../../headers/seq.cvh")),
    ("stdarg.h", include_str!("../../headers/stdarg.h")),
    ("stdbool.h", include_str!("../../headers/stdbool.h")),
    ("stddef.h", include_str!("../../headers/stddef.h")),
    ("stdint.h", include_str!("../../headers/stdint.h")),
    ("stdio.h", include_str!("../../headers/stdio.h")),
    ("stdlib.h", include_str!("../../headers/stdlib.h")),
    ("string.h", include_str!("../../headers/string.h")),
    ("time.h", include_str!("../../headers/time.h")),
];

/// The bundled header called `name`, with its name as a static string.
pub(crate) fn get(name: &str) -> Option<(&'static str, &'static str)> {
    BUNDLED_HEADERS.iter().find(|(n, _)| *n == name).copied()
}
