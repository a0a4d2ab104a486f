//! SMT-LIB2 S-expressions: an owned term type, its printer and its parser.
//!
//! Everything sent to a solver is built as a [`Sexp`] and printed by this
//! module, so the text is always balanced: a [`Symbol`] that is not a simple
//! symbol is printed quoted (`|a b|`), a string literal has its quotes
//! doubled, and numerals and decimals are printed from numbers. No caller can
//! inject unbalanced text.
//!
//! The parser reads what solvers print back (`success`, `sat`, models,
//! values, errors). It is iterative, as is the printer, so deep terms do not
//! exhaust the stack.

use std::fmt;
use std::sync::Arc;

use num_bigint::{BigInt, BigUint, Sign};
use num_rational::BigRational;
use num_traits::{Signed, Zero};

use crate::error::{Error, Result};

/// An SMT-LIB2 symbol: any non-empty text without `|` or `\`.
///
/// Printed bare when it is a simple symbol (letters, digits and
/// `~!@$%^&*_-+=<>.?/`, not starting with a digit), quoted as `|...|`
/// otherwise. Reserved words (`let`, `forall`, `_`, `as`, ...) are simple
/// symbols and printed bare, so that they can be used as syntax; a caller that
/// names its constants must avoid them.
#[derive(Clone, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Symbol(Arc<str>);

impl Symbol {
    /// Makes a symbol, or [`Error::InvalidSymbol`] if `name` is empty or
    /// contains `|` or `\`.
    pub fn new(name: impl AsRef<str>) -> Result<Symbol> {
        let name = name.as_ref();
        if name.is_empty() || name.contains(['|', '\\']) {
            return Err(Error::InvalidSymbol(name.to_owned()));
        }
        Ok(Symbol(name.into()))
    }

    /// Makes a symbol from a name known to be valid (an operator of the
    /// SMT-LIB2 standard, say).
    ///
    /// # Panics
    ///
    /// If `name` is not a valid symbol: that is a bug in the caller.
    pub fn known(name: &str) -> Symbol {
        match Symbol::new(name) {
            Ok(symbol) => symbol,
            Err(_) => panic!("`{name}` is not a valid SMT-LIB2 symbol"),
        }
    }

    /// The symbol's name, unquoted.
    pub fn as_str(&self) -> &str {
        &self.0
    }

    /// Whether the symbol is printed without quotes.
    pub fn is_simple(&self) -> bool {
        is_simple_symbol(&self.0)
    }
}

impl fmt::Display for Symbol {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if self.is_simple() {
            f.write_str(&self.0)
        } else {
            write!(f, "|{}|", self.0)
        }
    }
}

impl fmt::Debug for Symbol {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Display::fmt(self, f)
    }
}

/// An SMT-LIB2 keyword such as `:print-success` (stored without the colon).
#[derive(Clone, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Keyword(Arc<str>);

impl Keyword {
    /// Makes a keyword from its name without the colon, or
    /// [`Error::InvalidSymbol`] if the name is not made of simple-symbol
    /// characters.
    pub fn new(name: impl AsRef<str>) -> Result<Keyword> {
        let name = name.as_ref();
        if name.is_empty() || !name.chars().all(is_symbol_char) {
            return Err(Error::InvalidSymbol(format!(":{name}")));
        }
        Ok(Keyword(name.into()))
    }

    /// Makes a keyword from a name known to be valid.
    ///
    /// # Panics
    ///
    /// If `name` is not a valid keyword name: that is a bug in the caller.
    pub fn known(name: &str) -> Keyword {
        match Keyword::new(name) {
            Ok(keyword) => keyword,
            Err(_) => panic!("`:{name}` is not a valid SMT-LIB2 keyword"),
        }
    }

    /// The keyword's name, without the colon.
    pub fn as_str(&self) -> &str {
        &self.0
    }
}

impl fmt::Display for Keyword {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, ":{}", self.0)
    }
}

impl fmt::Debug for Keyword {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Display::fmt(self, f)
    }
}

/// An SMT-LIB2 decimal literal such as `2.50`: `mantissa / 10^scale`, with at
/// least one digit after the point.
#[derive(Clone, PartialEq, Eq, Hash, Debug)]
pub struct Decimal {
    mantissa: BigUint,
    scale: u32,
}

impl Decimal {
    /// The decimal `mantissa / 10^scale`; a scale of 0 is printed as `.0`.
    pub fn new(mantissa: BigUint, scale: u32) -> Decimal {
        if scale == 0 {
            Decimal {
                mantissa: mantissa * 10u32,
                scale: 1,
            }
        } else {
            Decimal { mantissa, scale }
        }
    }

    /// The exact value of the literal.
    pub fn to_rational(&self) -> BigRational {
        let denominator = BigInt::from(10u32).pow(self.scale);
        BigRational::new(BigInt::from(self.mantissa.clone()), denominator)
    }
}

impl fmt::Display for Decimal {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let digits = self.mantissa.to_string();
        let scale = self.scale as usize;
        let digits = if digits.len() <= scale {
            format!("{}{digits}", "0".repeat(scale + 1 - digits.len()))
        } else {
            digits
        };
        let (whole, fraction) = digits.split_at(digits.len() - scale);
        write!(f, "{whole}.{fraction}")
    }
}

/// An SMT-LIB2 S-expression: an atom or a list.
///
/// `Display` prints the canonical text: atoms as described on each variant,
/// list elements separated by one space, no newlines (unless inside a string
/// literal).
///
/// Printing, parsing, cloning, comparing, hashing and dropping are all
/// iterative: a term may be nested as deeply as memory allows.
pub enum Sexp {
    /// A symbol, bare or quoted as needed.
    Symbol(Symbol),
    /// A keyword, `:name`.
    Keyword(Keyword),
    /// A numeral (a non-negative integer literal).
    Numeral(BigUint),
    /// A decimal literal.
    Decimal(Decimal),
    /// A string literal; `"` is printed as `""`.
    String(String),
    /// A bit-vector literal, `#b...` or `#x...` as read, kept as its binary digits
    /// (`'0'` and `'1'`, the most significant first); printed as `#b...`.
    Bits(String),
    /// A parenthesised list.
    List(Vec<Sexp>),
}

impl Sexp {
    /// The symbol `name`, or [`Error::InvalidSymbol`].
    pub fn symbol(name: impl AsRef<str>) -> Result<Sexp> {
        Symbol::new(name).map(Sexp::Symbol)
    }

    /// The symbol `name`, known to be valid (see [`Symbol::known`]).
    pub fn known(name: &str) -> Sexp {
        Sexp::Symbol(Symbol::known(name))
    }

    /// The application `(head args...)`, or `head` alone if there are no
    /// arguments.
    pub fn app(head: impl Into<Sexp>, args: impl IntoIterator<Item = Sexp>) -> Sexp {
        let mut items = vec![head.into()];
        items.extend(args);
        if items.len() == 1 {
            items.pop().unwrap_or_else(|| Sexp::List(Vec::new()))
        } else {
            Sexp::List(items)
        }
    }

    /// The list `(items...)`.
    pub fn list(items: impl IntoIterator<Item = Sexp>) -> Sexp {
        Sexp::List(items.into_iter().collect())
    }

    /// An integer term: a numeral, or `(- n)` for a negative value.
    pub fn int(value: impl Into<BigInt>) -> Sexp {
        let value = value.into();
        let magnitude = Sexp::Numeral(value.magnitude().clone());
        if value.sign() == Sign::Minus {
            Sexp::app(Symbol::known("-"), [magnitude])
        } else {
            magnitude
        }
    }

    /// A real term for an exact rational: `n.0`, `(/ n.0 d.0)`, with `(- ...)`
    /// around it for a negative value.
    pub fn real(value: &BigRational) -> Sexp {
        let decimal = |n: &BigInt| Sexp::Decimal(Decimal::new(n.magnitude().clone(), 0));
        let magnitude = if value.denom() == &BigInt::from(1) {
            decimal(value.numer())
        } else {
            Sexp::app(
                Symbol::known("/"),
                [decimal(value.numer()), decimal(value.denom())],
            )
        };
        if value.is_negative() {
            Sexp::app(Symbol::known("-"), [magnitude])
        } else {
            magnitude
        }
    }

    /// The Boolean literal `true` or `false`.
    pub fn bool(value: bool) -> Sexp {
        Sexp::known(if value { "true" } else { "false" })
    }

    /// The symbol's name if this is a symbol.
    pub fn as_symbol(&self) -> Option<&str> {
        match self {
            Sexp::Symbol(symbol) => Some(symbol.as_str()),
            _ => None,
        }
    }

    /// The elements if this is a list.
    pub fn as_list(&self) -> Option<&[Sexp]> {
        match self {
            Sexp::List(items) => Some(items),
            _ => None,
        }
    }

    /// Whether this is the symbol `name`.
    pub fn is_symbol(&self, name: &str) -> bool {
        self.as_symbol() == Some(name)
    }

    /// Whether this is a list whose first element is the symbol `name`.
    pub fn is_app_of(&self, name: &str) -> bool {
        matches!(self.as_list(), Some([head, ..]) if head.is_symbol(name))
    }

    /// The text, shortened to about `max` characters (for error messages).
    pub fn abbreviated(&self, max: usize) -> String {
        abbreviate(&self.to_string(), max)
    }
}

impl Sexp {
    /// A copy of an atom; lists are copied by [`Clone::clone`].
    fn clone_atom(&self) -> Sexp {
        match self {
            Sexp::Symbol(s) => Sexp::Symbol(s.clone()),
            Sexp::Keyword(k) => Sexp::Keyword(k.clone()),
            Sexp::Numeral(n) => Sexp::Numeral(n.clone()),
            Sexp::Decimal(d) => Sexp::Decimal(d.clone()),
            Sexp::String(s) => Sexp::String(s.clone()),
            Sexp::Bits(s) => Sexp::Bits(s.clone()),
            Sexp::List(items) => {
                debug_assert!(items.is_empty(), "lists are copied by clone");
                Sexp::List(Vec::new())
            }
        }
    }
}

impl Clone for Sexp {
    fn clone(&self) -> Sexp {
        let Sexp::List(items) = self else {
            return self.clone_atom();
        };
        // Each frame is a list being copied and the copies of its elements so far.
        let mut stack: Vec<(std::slice::Iter<'_, Sexp>, Vec<Sexp>)> =
            vec![(items.iter(), Vec::with_capacity(items.len()))];
        loop {
            let Some((source, copied)) = stack.last_mut() else {
                return Sexp::List(Vec::new());
            };
            match source.next() {
                Some(Sexp::List(inner)) => {
                    stack.push((inner.iter(), Vec::with_capacity(inner.len())));
                }
                Some(atom) => copied.push(atom.clone_atom()),
                None => {
                    let list = match stack.pop() {
                        Some((_, copied)) => Sexp::List(copied),
                        None => Sexp::List(Vec::new()),
                    };
                    match stack.last_mut() {
                        Some((_, parent)) => parent.push(list),
                        None => return list,
                    }
                }
            }
        }
    }
}

impl PartialEq for Sexp {
    fn eq(&self, other: &Sexp) -> bool {
        let mut pending = vec![(self, other)];
        while let Some(pair) = pending.pop() {
            let same = match pair {
                (Sexp::List(a), Sexp::List(b)) => {
                    if a.len() != b.len() {
                        return false;
                    }
                    pending.extend(a.iter().zip(b));
                    true
                }
                (Sexp::Symbol(a), Sexp::Symbol(b)) => a == b,
                (Sexp::Keyword(a), Sexp::Keyword(b)) => a == b,
                (Sexp::Numeral(a), Sexp::Numeral(b)) => a == b,
                (Sexp::Decimal(a), Sexp::Decimal(b)) => a == b,
                (Sexp::String(a), Sexp::String(b)) => a == b,
                (Sexp::Bits(a), Sexp::Bits(b)) => a == b,
                _ => false,
            };
            if !same {
                return false;
            }
        }
        true
    }
}

impl Eq for Sexp {}

impl std::hash::Hash for Sexp {
    fn hash<H: std::hash::Hasher>(&self, state: &mut H) {
        let mut pending = vec![self];
        while let Some(sexp) = pending.pop() {
            std::mem::discriminant(sexp).hash(state);
            match sexp {
                Sexp::List(items) => {
                    items.len().hash(state);
                    pending.extend(items.iter().rev());
                }
                Sexp::Symbol(s) => s.hash(state),
                Sexp::Keyword(k) => k.hash(state),
                Sexp::Numeral(n) => n.hash(state),
                Sexp::Decimal(d) => d.hash(state),
                Sexp::String(s) | Sexp::Bits(s) => s.hash(state),
            }
        }
    }
}

impl Drop for Sexp {
    /// Drops nested lists without recursion, so that deep terms do not
    /// exhaust the stack.
    fn drop(&mut self) {
        let Sexp::List(items) = self else { return };
        if items
            .iter()
            .all(|item| !matches!(item, Sexp::List(inner) if !inner.is_empty()))
        {
            return;
        }
        let mut pending = std::mem::take(items);
        while let Some(mut item) = pending.pop() {
            if let Sexp::List(inner) = &mut item {
                pending.append(inner);
            }
        }
    }
}

impl From<Symbol> for Sexp {
    fn from(symbol: Symbol) -> Sexp {
        Sexp::Symbol(symbol)
    }
}

impl From<Keyword> for Sexp {
    fn from(keyword: Keyword) -> Sexp {
        Sexp::Keyword(keyword)
    }
}

impl From<bool> for Sexp {
    fn from(value: bool) -> Sexp {
        Sexp::bool(value)
    }
}

impl From<i64> for Sexp {
    fn from(value: i64) -> Sexp {
        Sexp::int(value)
    }
}

/// Shortens `text` to at most about `max` characters, marking the cut.
pub(crate) fn abbreviate(text: &str, max: usize) -> String {
    if text.len() <= max {
        return text.to_owned();
    }
    let mut end = max;
    while !text.is_char_boundary(end) {
        end -= 1;
    }
    format!("{}...", &text[..end])
}

fn is_symbol_char(c: char) -> bool {
    c.is_ascii_alphanumeric() || "~!@$%^&*_-+=<>.?/".contains(c)
}

fn is_simple_symbol(name: &str) -> bool {
    !name.is_empty()
        && !name.starts_with(|c: char| c.is_ascii_digit())
        && name.chars().all(is_symbol_char)
}

fn write_atom(out: &mut impl fmt::Write, atom: &Sexp) -> fmt::Result {
    match atom {
        Sexp::Symbol(symbol) => write!(out, "{symbol}"),
        Sexp::Keyword(keyword) => write!(out, "{keyword}"),
        Sexp::Numeral(n) => write!(out, "{n}"),
        Sexp::Decimal(d) => write!(out, "{d}"),
        Sexp::Bits(b) => write!(out, "#b{b}"),
        Sexp::String(s) => {
            out.write_char('"')?;
            for c in s.chars() {
                if c == '"' {
                    out.write_str("\"\"")?;
                } else {
                    out.write_char(c)?;
                }
            }
            out.write_char('"')
        }
        Sexp::List(items) => {
            debug_assert!(items.is_empty(), "lists are printed by write_sexp");
            out.write_str("()")
        }
    }
}

/// Prints `sexp` without recursion.
fn write_sexp(out: &mut impl fmt::Write, sexp: &Sexp) -> fmt::Result {
    // Each frame is a list being printed and whether its next element is its first.
    let mut stack: Vec<(std::slice::Iter<'_, Sexp>, bool)> = Vec::new();
    let mut next = Some(sexp);
    loop {
        if let Some(current) = next.take() {
            match current {
                Sexp::List(items) => {
                    out.write_char('(')?;
                    stack.push((items.iter(), true));
                }
                atom => write_atom(out, atom)?,
            }
        }
        let Some((items, first)) = stack.last_mut() else {
            return Ok(());
        };
        match items.next() {
            Some(item) => {
                if !*first {
                    out.write_char(' ')?;
                }
                *first = false;
                next = Some(item);
            }
            None => {
                out.write_char(')')?;
                stack.pop();
            }
        }
    }
}

impl fmt::Display for Sexp {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write_sexp(f, self)
    }
}

impl fmt::Debug for Sexp {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write_sexp(f, self)
    }
}

/// The outcome of parsing one S-expression from the start of a text.
#[derive(Debug)]
pub(crate) enum Step {
    /// An S-expression and the number of bytes it took (with leading blanks).
    Done(Sexp, usize),
    /// The text holds the beginning of an S-expression but not its end.
    Incomplete,
    /// The text holds only whitespace and comments.
    Empty,
    /// The text is malformed.
    Malformed(String),
}

/// Parses the first S-expression of `text`.
pub(crate) fn parse_prefix(text: &str) -> Step {
    let bytes = text.as_bytes();
    let mut pos = 0;
    let mut stack: Vec<Vec<Sexp>> = Vec::new();
    loop {
        // Skip blanks and comments.
        while pos < bytes.len() {
            match bytes[pos] {
                b' ' | b'\t' | b'\n' | b'\r' => pos += 1,
                b';' => {
                    while pos < bytes.len() && bytes[pos] != b'\n' {
                        pos += 1;
                    }
                }
                _ => break,
            }
        }
        if pos == bytes.len() {
            return if stack.is_empty() {
                Step::Empty
            } else {
                Step::Incomplete
            };
        }
        let atom = match bytes[pos] {
            b'(' => {
                pos += 1;
                stack.push(Vec::new());
                continue;
            }
            b')' => {
                pos += 1;
                match stack.pop() {
                    Some(items) => Sexp::List(items),
                    None => return Step::Malformed("unbalanced `)`".to_owned()),
                }
            }
            b'"' => {
                let mut value = String::new();
                let mut i = pos + 1;
                loop {
                    match text[i..].find('"') {
                        None => return Step::Incomplete,
                        Some(offset) => {
                            value.push_str(&text[i..i + offset]);
                            i += offset + 1;
                            if bytes.get(i) == Some(&b'"') {
                                value.push('"');
                                i += 1;
                            } else if i == bytes.len() {
                                // The closing quote might be the first of a doubled one.
                                return Step::Incomplete;
                            } else {
                                break;
                            }
                        }
                    }
                }
                pos = i;
                Sexp::String(value)
            }
            b'|' => match text[pos + 1..].find('|') {
                None => return Step::Incomplete,
                Some(offset) => {
                    let name = &text[pos + 1..pos + 1 + offset];
                    pos += offset + 2;
                    match Symbol::new(name) {
                        Ok(symbol) => Sexp::Symbol(symbol),
                        Err(e) => return Step::Malformed(e.to_string()),
                    }
                }
            },
            _ => {
                let start = pos;
                while pos < bytes.len()
                    && !matches!(
                        bytes[pos],
                        b' ' | b'\t' | b'\n' | b'\r' | b'(' | b')' | b'"' | b';' | b'|'
                    )
                {
                    pos += 1;
                }
                if pos == bytes.len() && !stack.is_empty() {
                    // A token at the very end may go on in text not read yet.
                    return Step::Incomplete;
                }
                match parse_token(&text[start..pos]) {
                    Ok(atom) => atom,
                    Err(message) => return Step::Malformed(message),
                }
            }
        };
        match stack.last_mut() {
            Some(items) => items.push(atom),
            None => return Step::Done(atom, pos),
        }
    }
}

fn parse_token(token: &str) -> std::result::Result<Sexp, String> {
    if let Some(name) = token.strip_prefix(':') {
        return Keyword::new(name)
            .map(Sexp::Keyword)
            .map_err(|e| e.to_string());
    }
    if token.starts_with(|c: char| c.is_ascii_digit()) {
        let (whole, fraction) = match token.split_once('.') {
            Some((whole, fraction)) => (whole, Some(fraction)),
            None => (token, None),
        };
        let all_digits = |s: &str| !s.is_empty() && s.bytes().all(|b| b.is_ascii_digit());
        return match fraction {
            None if all_digits(whole) => whole
                .parse::<BigUint>()
                .map(Sexp::Numeral)
                .map_err(|e| e.to_string()),
            Some(fraction) if all_digits(whole) && all_digits(fraction) => {
                let mantissa = format!("{whole}{fraction}")
                    .parse::<BigUint>()
                    .map_err(|e| e.to_string())?;
                let scale = u32::try_from(fraction.len()).map_err(|e| e.to_string())?;
                Ok(Sexp::Decimal(Decimal::new(mantissa, scale)))
            }
            _ => Err(format!("malformed number `{token}`")),
        };
    }
    if let Some(digits) = token.strip_prefix("#b") {
        if !digits.is_empty() && digits.bytes().all(|b| b == b'0' || b == b'1') {
            return Ok(Sexp::Bits(digits.to_owned()));
        }
    }
    if let Some(digits) = token.strip_prefix("#x") {
        if !digits.is_empty() && digits.bytes().all(|b| b.is_ascii_hexdigit()) {
            let mut bits = String::with_capacity(4 * digits.len());
            for c in digits.chars() {
                let v = c.to_digit(16).unwrap_or(0);
                bits.push_str(&format!("{v:04b}"));
            }
            return Ok(Sexp::Bits(bits));
        }
    }
    if token.starts_with('#') {
        return Err(format!("unsupported literal `{token}`"));
    }
    Sexp::symbol(token).map_err(|e| e.to_string())
}

/// Parses a text holding exactly one S-expression (and possibly comments).
pub fn parse(text: &str) -> Result<Sexp> {
    match parse_prefix(text) {
        Step::Done(sexp, used) => match parse_prefix(&text[used..]) {
            Step::Empty => Ok(sexp),
            _ => Err(Error::Parse(format!(
                "text after the S-expression: {}",
                abbreviate(text[used..].trim(), 40)
            ))),
        },
        Step::Incomplete => Err(Error::Parse(format!(
            "unexpected end of text: {}",
            abbreviate(text, 40)
        ))),
        Step::Empty => Err(Error::Parse("no S-expression".to_owned())),
        Step::Malformed(message) => Err(Error::Parse(message)),
    }
}

/// Parses a text holding any number of S-expressions (a script, say).
pub fn parse_all(text: &str) -> Result<Vec<Sexp>> {
    let mut result = Vec::new();
    let mut rest = text;
    loop {
        match parse_prefix(rest) {
            Step::Done(sexp, used) => {
                result.push(sexp);
                rest = &rest[used..];
            }
            Step::Empty => return Ok(result),
            Step::Incomplete => {
                return Err(Error::Parse(format!(
                    "unexpected end of text: {}",
                    abbreviate(rest.trim(), 40)
                )))
            }
            Step::Malformed(message) => return Err(Error::Parse(message)),
        }
    }
}

/// Reads an integer term: a numeral or `(- numeral)`.
pub fn int_of(sexp: &Sexp) -> Option<BigInt> {
    match sexp {
        Sexp::Numeral(n) => Some(BigInt::from(n.clone())),
        Sexp::List(items) => match items.as_slice() {
            [minus, Sexp::Numeral(n)] if minus.is_symbol("-") => Some(-BigInt::from(n.clone())),
            _ => None,
        },
        _ => None,
    }
}

/// Reads a real term as solvers print them: a decimal, a numeral, `(- x)`,
/// `(/ x y)` with `x`, `y` themselves such terms (and `y` not zero).
pub fn rational_of(sexp: &Sexp) -> Option<BigRational> {
    match sexp {
        Sexp::Numeral(n) => Some(BigRational::from_integer(BigInt::from(n.clone()))),
        Sexp::Decimal(d) => Some(d.to_rational()),
        Sexp::List(items) => match items.as_slice() {
            [minus, x] if minus.is_symbol("-") => rational_of(x).map(|x| -x),
            [slash, x, y] if slash.is_symbol("/") => {
                let (x, y) = (rational_of(x)?, rational_of(y)?);
                (!y.is_zero()).then(|| x / y)
            }
            _ => None,
        },
        _ => None,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn roundtrip(text: &str) {
        let sexp = parse(text).unwrap();
        assert_eq!(sexp.to_string(), text);
    }

    #[test]
    fn prints_and_parses() {
        roundtrip("(assert (and (> x 0) (= y (- 5))))");
        roundtrip("(declare-fun |a b| () Int)");
        roundtrip("(set-option :print-success true)");
        roundtrip("(echo \"say \"\"hi\"\"\")");
        roundtrip("(/ 1.0 3.25)");
        roundtrip("((as const (Array Int Int)) 0)");
        roundtrip("0.05");
    }

    #[test]
    fn symbols_are_quoted_when_needed() {
        assert_eq!(Sexp::symbol("x!0").unwrap().to_string(), "x!0");
        assert_eq!(Sexp::symbol("a) (b").unwrap().to_string(), "|a) (b|");
        assert_eq!(Sexp::symbol("1x").unwrap().to_string(), "|1x|");
        assert!(Symbol::new("a|b").is_err());
        assert!(Symbol::new("a\\b").is_err());
        assert!(Symbol::new("").is_err());
        assert!(Keyword::new("a b").is_err());
    }

    #[test]
    fn numbers() {
        assert_eq!(Sexp::int(-5).to_string(), "(- 5)");
        assert_eq!(Sexp::int(7).to_string(), "7");
        let third = BigRational::new((-1).into(), 3.into());
        assert_eq!(Sexp::real(&third).to_string(), "(- (/ 1.0 3.0))");
        assert_eq!(rational_of(&Sexp::real(&third)), Some(third));
        assert_eq!(
            rational_of(&parse("(/ (- 1) 3)").unwrap()),
            Some(BigRational::new((-1).into(), 3.into()))
        );
        assert_eq!(
            rational_of(&parse("2.50").unwrap()),
            Some(BigRational::new(5.into(), 2.into()))
        );
        assert_eq!(int_of(&parse("(- 12)").unwrap()), Some((-12).into()));
        assert_eq!(Decimal::new(5u32.into(), 3).to_string(), "0.005");
    }

    #[test]
    fn streaming() {
        assert!(matches!(parse_prefix("(a (b"), Step::Incomplete));
        assert!(matches!(parse_prefix("(a \"b"), Step::Incomplete));
        assert!(matches!(parse_prefix("  ; comment\n"), Step::Empty));
        assert!(matches!(parse_prefix(")"), Step::Malformed(_)));
        match parse_prefix("success\nsat\n") {
            Step::Done(sexp, used) => {
                assert!(sexp.is_symbol("success"));
                assert_eq!(used, 7);
            }
            other => panic!("{other:?}"),
        }
        assert_eq!(parse_all("a (b c) ; x\n d").unwrap().len(), 3);
        assert!(parse("a b").is_err());
        assert_eq!(parse("#x1F").unwrap(), Sexp::Bits("00011111".into()));
        assert_eq!(parse("#b101").unwrap().to_string(), "#b101");
        assert!(parse("#xg").is_err());
        assert!(parse("#b").is_err());
    }

    #[test]
    fn deep_terms_do_not_overflow() {
        let mut term = Sexp::known("x");
        for _ in 0..200_000 {
            term = Sexp::List(vec![Sexp::known("not"), term]);
        }
        let text = term.to_string();
        assert_eq!(text.len(), 200_000 * 6 + 1);
        let parsed = parse(&text).unwrap();
        assert_eq!(parsed, term);
        assert_eq!(parsed.clone(), term);
        let state = std::hash::RandomState::new();
        assert_eq!(
            std::hash::BuildHasher::hash_one(&state, &parsed),
            std::hash::BuildHasher::hash_one(&state, &term)
        );
    }
}
