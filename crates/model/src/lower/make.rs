//! Small constructors of model expressions: constants, binary operations, negation.

use crate::ir::*;
use tass_syntax::Span;

/// The constant `true`.
pub(crate) fn tru(span: Span) -> Expr {
    Expr {
        kind: ExprKind::Bool(true),
        ty: Type::Bool,
        span,
    }
}

/// The `int` constant `v`.
pub(crate) fn int(v: i128, span: Span) -> Expr {
    Expr {
        kind: ExprKind::Int(v, None),
        ty: Type::INT,
        span,
    }
}

/// The zero of type `ty` (every scalar and aggregate has one).
pub(crate) fn zero(ty: Type, span: Span) -> Expr {
    Expr {
        kind: ExprKind::Zero,
        ty,
        span,
    }
}

/// The binary operation `a op b` of type `ty`.
pub(crate) fn bin(op: BinOp, a: Expr, b: Expr, ty: Type, span: Span) -> Expr {
    Expr {
        kind: ExprKind::Binary(op, Box::new(a), Box::new(b)),
        ty,
        span,
    }
}

/// Logical negation, simplifying double negation and constants.
pub(crate) fn not(e: Expr) -> Expr {
    let span = e.span;
    match e.kind {
        ExprKind::Bool(b) => Expr {
            kind: ExprKind::Bool(!b),
            ty: Type::Bool,
            span,
        },
        ExprKind::Unary(UnOp::Not, inner) => *inner,
        kind => Expr {
            kind: ExprKind::Unary(
                UnOp::Not,
                Box::new(Expr {
                    kind,
                    ty: Type::Bool,
                    span,
                }),
            ),
            ty: Type::Bool,
            span,
        },
    }
}
