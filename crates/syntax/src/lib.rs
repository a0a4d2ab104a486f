//! The tass front end: C preprocessing, parsing and the annotation languages.
//!
//! Turns C source files into an abstract syntax tree ([`ast`]) in which every node has a
//! [`Span`] into an original file. This crate knows nothing about the meaning of programs:
//! name resolution, types and lowering belong to `tass-model`.
#![warn(missing_docs)]

pub mod ast;
pub mod diag;
pub mod lex;
pub mod parse;
pub mod pp;
pub mod source;
pub mod token;
pub mod visit;
pub mod visit_mut;

pub use diag::{Diagnostic, Diagnostics, Severity};
pub use source::{FileId, Location, SourceFile, SourceMap, Span};
pub use token::{AcslComment, Pragma, Punct, Token, TokenKind};
