//! The tables together: the entry of a name.

use crate::entry::{LibFn, Library};
use crate::{c, math, mpi, verifiers};
use std::collections::HashMap;
use std::sync::OnceLock;

/// Every table.
fn tables() -> [&'static [LibFn]; 5] {
    [
        c::TABLE,
        math::TABLE,
        mpi::TABLE,
        verifiers::CIVL,
        verifiers::SVCOMP,
    ]
}

/// Name prefixes that belong to a library whether or not the function is modelled: a
/// function so named and declared without a pragma is a library function (a call of an
/// unmodelled one makes the verdict unknown).
const PREFIXES: &[(&str, Library)] = &[("MPI_", Library::Mpi)];

fn index() -> &'static HashMap<&'static str, &'static LibFn> {
    static INDEX: OnceLock<HashMap<&'static str, &'static LibFn>> = OnceLock::new();
    INDEX.get_or_init(|| {
        tables()
            .into_iter()
            .flatten()
            .map(|f| (f.name, f))
            .collect()
    })
}

/// The entry of the library function `name`: its own, the `double` function's for a
/// math function with the suffix `f` or `l` (`sinf`), or the family's for a name of a
/// family (`__VERIFIER_nondet_int`).
pub fn lookup(name: &str) -> Option<&'static LibFn> {
    let index = index();
    if let Some(f) = index.get(name) {
        return Some(f);
    }
    let base = name
        .strip_suffix('f')
        .or_else(|| name.strip_suffix('l'))
        .and_then(|b| index.get(b))
        .filter(|f| f.library == Library::Math);
    if let Some(f) = base {
        return Some(f);
    }
    verifiers::family(name)
}

/// The library a function name belongs to: that of its entry, or of its prefix.
pub fn library_of(name: &str) -> Option<Library> {
    lookup(name).map(|f| f.library).or_else(|| {
        PREFIXES
            .iter()
            .find(|(p, _)| name.starts_with(p))
            .map(|(_, l)| *l)
    })
}

/// Every entry, table by table.
pub fn all() -> impl Iterator<Item = &'static LibFn> {
    tables().into_iter().flatten()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::entry::{Handler, Lowered, Role, Side};

    #[test]
    fn names_are_unique_and_roles_fit() {
        let mut seen = std::collections::HashSet::new();
        for f in all() {
            assert!(seen.insert(f.name), "{} is in the registry twice", f.name);
            for w in f.writes {
                assert!(
                    f.has(*w) || f.rest == Some(*w),
                    "{} writes through a {w:?} it does not take",
                    f.name
                );
            }
            if f.library == Library::Mpi {
                assert!(matches!(f.handler, Handler::Mpi(_)), "{}", f.name);
            }
        }
    }

    /// The C library, math and CIVL functions the engine runs are declared by the
    /// bundled headers with the pragma their kind needs (a few are only recognised in
    /// preprocessed files, which declare them themselves).
    #[test]
    fn functions_are_declared_by_the_headers() {
        const UNDECLARED: &[&str] = &["strtold", "erf", "erfc"];
        let headers = tass_syntax::pp::BUNDLED_HEADERS;
        let modelled = |f: &&LibFn| !matches!(f.handler, Handler::Lowered(_) | Handler::Mpi(_));
        for f in all().filter(modelled) {
            let pragma = match f.handler {
                Handler::Math => "#pragma TASS abstract",
                _ => "#pragma TASS system",
            };
            let declared = headers.iter().any(|(_, text)| {
                let lines: Vec<&str> = text.lines().collect();
                lines.iter().enumerate().any(|(i, l)| {
                    let named = [" ", "*"]
                        .iter()
                        .any(|b| l.contains(&format!("{b}{}(", f.name)));
                    named && i > 0 && lines[i - 1] == pragma
                })
            });
            assert_eq!(
                declared,
                !UNDECLARED.contains(&f.name),
                "{} in the bundled headers",
                f.name
            );
        }
    }

    #[test]
    fn lookup_by_suffix_family_and_prefix() {
        assert_eq!(lookup("sinf").map(|f| f.name), Some("sin"));
        assert_eq!(lookup("fabsl").map(|f| f.name), Some("fabs"));
        assert_eq!(lookup("ceil").map(|f| f.name), Some("ceil"));
        assert!(lookup("self").is_none());
        // `labs` is the C library's, not `lab` with a suffix.
        assert_eq!(lookup("labs").map(|f| f.library), Some(Library::C));
        assert_eq!(
            lookup("__VERIFIER_nondet_uint").map(|f| f.handler),
            Some(Handler::Lowered(Lowered::Nondet))
        );
        assert_eq!(library_of("MPI_Pcontrol"), Some(Library::Mpi));
        assert!(lookup("MPI_Pcontrol").is_none());
    }

    #[test]
    fn arguments_by_role() {
        let send = lookup("MPI_Sendrecv_replace").unwrap();
        assert_eq!(send.position(Role::Buffer(Side::Send)), Some(0));
        assert_eq!(send.position(Role::Buffer(Side::Recv)), Some(0));
        assert_eq!(send.position(Role::Tag(Side::Recv)), Some(6));
        assert_eq!(send.position(Role::Communicator), Some(7));
        let reduce = lookup("MPI_Reduce").unwrap();
        assert_eq!(reduce.position(Role::Root), Some(5));
        assert!(!reduce.is_pure());
        assert!(lookup("printf").unwrap().is_pure());
        assert!(!lookup("scanf").unwrap().is_pure());
        assert!(!lookup("malloc").unwrap().is_pure());
    }
}
