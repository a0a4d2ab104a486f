//! Source files and spans.
//!
//! Every token, AST node and model element carries a [`Span`]: a byte range in one
//! original source file (never in preprocessed text). A [`SourceMap`] owns the text of
//! every file read during one run (user files and bundled headers) and turns spans into
//! line and column numbers for reports.

use std::path::{Path, PathBuf};
use std::sync::Arc;

/// Index of a file in a [`SourceMap`].
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Default)]
pub struct FileId(pub u32);

/// A byte range `lo..hi` in one source file.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Default)]
pub struct Span {
    /// The file the range lies in.
    pub file: FileId,
    /// First byte.
    pub lo: u32,
    /// One past the last byte.
    pub hi: u32,
}

impl Span {
    /// A span from `lo` to `hi` in `file`.
    pub fn new(file: FileId, lo: u32, hi: u32) -> Span {
        Span { file, lo, hi }
    }

    /// The smallest span covering both, when they lie in the same file; `self` otherwise.
    pub fn to(self, other: Span) -> Span {
        if self.file == other.file {
            Span {
                file: self.file,
                lo: self.lo.min(other.lo),
                hi: self.hi.max(other.hi),
            }
        } else {
            self
        }
    }
}

/// One file read during a run.
#[derive(Debug)]
pub struct SourceFile {
    /// The path as given (or `<tass>/name.h` for a bundled header).
    pub path: PathBuf,
    /// The whole text.
    pub text: Arc<str>,
    /// Whether the file is one of tass's bundled headers.
    pub bundled: bool,
    line_starts: Vec<u32>,
}

impl SourceFile {
    /// One-based line and column (in characters) of byte `offset`.
    pub fn line_col(&self, offset: u32) -> (u32, u32) {
        let line = match self.line_starts.binary_search(&offset) {
            Ok(i) => i,
            Err(i) => i - 1,
        };
        let start = self.line_starts[line] as usize;
        let end = (offset as usize).min(self.text.len());
        let col = self
            .text
            .get(start..end)
            .map(|s| s.chars().count())
            .unwrap_or(end - start);
        (line as u32 + 1, col as u32 + 1)
    }

    /// The text of one-based line `line`, without its newline.
    pub fn line_text(&self, line: u32) -> &str {
        let i = (line as usize).saturating_sub(1);
        let Some(&start) = self.line_starts.get(i) else {
            return "";
        };
        let end = self
            .line_starts
            .get(i + 1)
            .map(|&e| e as usize)
            .unwrap_or(self.text.len());
        self.text
            .get(start as usize..end)
            .unwrap_or("")
            .trim_end_matches(['\n', '\r'])
    }
}

/// All files of one run.
#[derive(Debug, Default)]
pub struct SourceMap {
    files: Vec<SourceFile>,
}

/// A resolved position: file path, one-based line and column.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Location {
    /// Path of the file.
    pub path: PathBuf,
    /// One-based line.
    pub line: u32,
    /// One-based column.
    pub column: u32,
}

impl std::fmt::Display for Location {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "{}:{}:{}", self.path.display(), self.line, self.column)
    }
}

impl SourceMap {
    /// An empty map.
    pub fn new() -> SourceMap {
        SourceMap::default()
    }

    /// Adds a file and returns its id.
    pub fn add(
        &mut self,
        path: impl AsRef<Path>,
        text: impl Into<Arc<str>>,
        bundled: bool,
    ) -> FileId {
        let text: Arc<str> = text.into();
        let mut line_starts = vec![0u32];
        for (i, b) in text.bytes().enumerate() {
            if b == b'\n' {
                line_starts.push(i as u32 + 1);
            }
        }
        self.files.push(SourceFile {
            path: path.as_ref().to_path_buf(),
            text,
            bundled,
            line_starts,
        });
        FileId(self.files.len() as u32 - 1)
    }

    /// The file with id `id`.
    ///
    /// # Panics
    /// If `id` was not returned by this map's [`SourceMap::add`].
    pub fn file(&self, id: FileId) -> &SourceFile {
        &self.files[id.0 as usize]
    }

    /// Every file, in the order added.
    pub fn files(&self) -> impl Iterator<Item = (FileId, &SourceFile)> {
        self.files
            .iter()
            .enumerate()
            .map(|(i, f)| (FileId(i as u32), f))
    }

    /// The start of `span` as path, line and column.
    pub fn location(&self, span: Span) -> Location {
        let f = self.file(span.file);
        let (line, column) = f.line_col(span.lo);
        Location {
            path: f.path.clone(),
            line,
            column,
        }
    }

    /// The source text `span` covers.
    pub fn snippet(&self, span: Span) -> &str {
        self.file(span.file)
            .text
            .get(span.lo as usize..span.hi as usize)
            .unwrap_or("")
    }
}
