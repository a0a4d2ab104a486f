//! The tests of the `tass` binary that are not one program's verdict (those are the
//! `corpus` test's): options, limits, signals and faults, deepening, soundness guards,
//! techniques named in reports, `tass ipp`'s options, and the report's wording.

mod common;
mod deepen;
mod faults;
mod front_end;
mod ipp;
mod limits;
mod soundness;
mod techniques;
mod verify;
