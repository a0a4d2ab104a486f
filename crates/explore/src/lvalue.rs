//! Places: an object (a variable, a heap object, ...) and a path into it (fields and
//! elements), what an lvalue evaluates to. Plain data, shared by the modules that
//! evaluate, read, write and check places.

use tass_state::{Base, Step};

/// A place: an object and a path into it.
#[derive(Clone, Debug)]
pub(crate) struct Place {
    pub base: Base,
    pub path: Vec<Step>,
}
