//! The tass program model: typed program graphs (seed 001, 3.1), and the lowering of
//! the front end's AST into them.
//!
//! A [`Program`] has shared input/output variables, process-global variables, and
//! functions as guarded transition systems over locations. This crate knows the C
//! type system and the annotation rules, but nothing of symbolic values, solvers or
//! processes. Its [`library`] registry says what tass knows of each library function.
#![warn(missing_docs)]

pub mod generalise;
pub mod ir;
pub mod lower;
pub mod show;
pub mod split;

pub mod frontend;
pub use ir::*;
pub use lower::{lower, lower_with, LowerOutput, SpecScope};
/// The function registry (crate `tass-library`), where the model's readers find it.
pub use tass_library as library;

/// The C types of MPI datatypes, as model types.
impl library::mpi::CTypes for Type {
    fn int(kind: tass_syntax::ast::IntKind, unsigned: bool) -> Type {
        Type::Int { kind, unsigned }
    }
    fn real(kind: tass_syntax::ast::FloatKind) -> Type {
        Type::Real(kind)
    }
    fn is_bool(&self) -> bool {
        matches!(
            self,
            Type::Int {
                kind: tass_syntax::ast::IntKind::Bool,
                ..
            } | Type::Bool
        )
    }
}

#[cfg(test)]
mod tests {
    use crate::library::mpi::CType;
    use crate::Type;

    #[test]
    fn c_types_match_exactly() {
        let int = Type::INT;
        assert!(CType::Int.holds(&int));
        assert!(!CType::Unsigned.holds(&int));
        assert!(!CType::Long.holds(&int));
        assert!(!CType::Double.holds(&int));
        assert!(CType::Double.holds(&Type::DOUBLE));
        assert!(!CType::Float.holds(&Type::DOUBLE));
        assert!(CType::Char.holds(&Type::CHAR));
        assert!(CType::SignedChar.holds(&Type::CHAR));
        assert!(!CType::UnsignedChar.holds(&Type::CHAR));
        assert_eq!(
            CType::Bool.model::<Type>(),
            Type::Int {
                kind: tass_syntax::ast::IntKind::Bool,
                unsigned: false
            }
        );
    }
}
