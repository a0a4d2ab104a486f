//! Traversals and rewritings: substitution, the ordered list of symbolic constants an
//! expression involves, and the internal rebuilding of an expression from new operands.
//!
//! Rewriting goes bottom-up through the smart constructors, so results are canonical.
//! Bound variables are handled by *opening* binders: to rewrite under a quantifier or
//! lambda, its bound variable is replaced by a fresh internal symbolic constant, the body
//! is rewritten, and the binder is rebuilt from that constant. Rewrites therefore never
//! see a free bound variable, and no capture can happen. Every expression carries a small
//! Bloom filter of its symbolic constants, so a substitution skips the subexpressions
//! that cannot involve the constants it replaces.

use std::collections::{HashMap, HashSet};

use crate::boolean::{mk_and_all, mk_not, mk_or_all, quant_bound};
use crate::compound::lambda_bound;
use crate::error::{Error, Result};
use crate::expr::Poly;
use crate::expr::Quantifier;
use crate::expr::RatFn;
use crate::expr::Type;
use crate::expr::{intern, Expr, ExprKind};
use crate::numeric::{from_poly, from_ratfn, poly_of_numeric, ratfn_of, real_div_by_zero};
use crate::poly::poly_of;
use num_traits::Zero;

/// Rebuilds the polynomial `p` (over primitives of type `ty`) with each primitive
/// replaced by `f(primitive)`.
fn rebuild_poly(
    p: &Poly,
    is_int: bool,
    f: &mut dyn FnMut(&Expr) -> Result<Expr>,
) -> Result<Result<Poly, RatFn>> {
    // Map each primitive once.
    let mut images: HashMap<Expr, Expr> = HashMap::new();
    for (m, _) in p.terms() {
        for (x, _) in m.factors() {
            if !images.contains_key(x) {
                let y = f(x)?;
                images.insert(x.clone(), y);
            }
        }
    }
    let polys: Option<HashMap<&Expr, Poly>> = images
        .iter()
        .map(|(x, y)| {
            if is_int {
                Some((x, poly_of(y)))
            } else {
                poly_of_numeric(y).map(|q| (x, q))
            }
        })
        .collect();
    if let Some(polys) = polys {
        let mut terms = Vec::new();
        for (m, c) in p.terms() {
            let mut t = Poly::constant(c.clone());
            for (x, e) in m.factors() {
                t = t.mul(&polys[x].pow(*e));
            }
            terms.extend(t.terms().iter().cloned());
        }
        return Ok(Ok(Poly::from_terms(terms)));
    }
    let mut acc = RatFn::from_poly(Poly::zero());
    for (m, c) in p.terms() {
        let mut t = RatFn::from_poly(Poly::constant(c.clone()));
        for (x, e) in m.factors() {
            t = t.mul(&ratfn_of(&images[x]).pow(i64::from(*e))?)?;
        }
        acc = acc.add(&t)?;
    }
    Ok(Err(acc))
}

fn map_opt(e: &Option<Expr>, f: &mut dyn FnMut(&Expr) -> Result<Expr>) -> Result<Option<Expr>> {
    e.as_ref().map(f).transpose()
}

fn map_list(xs: &[Expr], f: &mut dyn FnMut(&Expr) -> Result<Expr>) -> Result<Vec<Expr>> {
    xs.iter().map(f).collect()
}

/// Rebuilds `e` from its operands mapped by `f`, through the smart constructors. Leaves
/// are returned unchanged (symbolic constants with extents in their type get the type
/// mapped); binders map their variable, bounds and body as they are, without opening.
pub(crate) fn rebuild(e: &Expr, f: &mut dyn FnMut(&Expr) -> Result<Expr>) -> Result<Expr> {
    Ok(match e.kind() {
        ExprKind::Bool(_)
        | ExprKind::Int(_)
        | ExprKind::Real(_)
        | ExprKind::Char(_)
        | ExprKind::Bound(_) => e.clone(),
        ExprKind::Symbol(n) => {
            if e.ty().has_exprs() {
                intern(ExprKind::Symbol(n.clone()), e.ty().try_map_exprs(f)?)
            } else {
                e.clone()
            }
        }
        ExprKind::Poly(p) => match rebuild_poly(p, true, f)? {
            Ok(q) => from_poly(q),
            Err(r) => from_ratfn(r),
        },
        ExprKind::Rational(r) => {
            let as_ratfn = |x: Result<Poly, RatFn>| match x {
                Ok(p) => RatFn::from_poly(p),
                Err(r) => r,
            };
            let num = as_ratfn(rebuild_poly(r.numerator(), false, f)?);
            let den = as_ratfn(rebuild_poly(r.denominator(), false, f)?);
            if den.is_zero() {
                return Ok(real_div_by_zero(
                    &from_ratfn(num),
                    &Expr::real(num_rational::BigRational::zero()),
                ));
            }
            from_ratfn(num.div(&den)?)
        }
        ExprKind::IntDiv(a, b) => f(a)?.c_div(&f(b)?)?,
        ExprKind::IntMod(a, b) => f(a)?.c_rem(&f(b)?)?,
        ExprKind::RealDiv(a, b) => f(a)?.divided_by(&f(b)?)?,
        ExprKind::ToReal(a) => f(a)?.to_real()?,
        ExprKind::ToInt(a) => f(a)?.to_int()?,
        ExprKind::CharToInt(a) => f(a)?.char_to_int()?,
        ExprKind::IntToChar(a) => f(a)?.int_to_char()?,
        ExprKind::Length(a) => f(a)?.extent()?,
        ExprKind::Rel(op, a) => Expr::rel(*op, &f(a)?)?,
        ExprKind::Not(a) => mk_not(&f(a)?),
        ExprKind::And(cs) => mk_and_all(map_list(cs, f)?),
        ExprKind::Or(ls) => mk_or_all(map_list(ls, f)?),
        ExprKind::Equal(a, b) => f(a)?.equals(&f(b)?)?,
        ExprKind::Forall(b) | ExprKind::Exists(b) => {
            let q = if matches!(e.kind(), ExprKind::Forall(_)) {
                Quantifier::Forall
            } else {
                Quantifier::Exists
            };
            let var = f(&b.var)?;
            let lower = map_opt(&b.lower, f)?;
            let upper = map_opt(&b.upper, f)?;
            let body = f(&b.body)?;
            quant_bound(q, &var, lower.as_ref(), upper.as_ref(), &body)
        }
        ExprKind::Cond(c, a, b) => Expr::cond(&f(c)?, &f(a)?, &f(b)?)?,
        ExprKind::Read(a, i) => f(a)?.read(&f(i)?)?,
        ExprKind::Write(a, i, v) => f(a)?.write(&f(i)?, &f(v)?)?,
        ExprKind::ArrayLit(xs) => {
            let ty = e.ty().try_map_exprs(f)?;
            let elem = ty.element().cloned().unwrap_or_else(Type::int);
            Expr::array(&elem, map_list(xs, f)?)?
        }
        ExprKind::Chi(base, elems) => {
            let ys = elems
                .iter()
                .map(|x| map_opt(x, f))
                .collect::<Result<Vec<_>>>()?;
            Expr::chi(&f(base)?, &ys)?
        }
        ExprKind::Lambda(n, var, body) => lambda_bound(&f(n)?, &f(var)?, &f(body)?)?,
        ExprKind::Tuple(xs) => Expr::tuple(&e.ty().try_map_exprs(f)?, map_list(xs, f)?)?,
        ExprKind::Field(t, i) => f(t)?.field(*i)?,
        ExprKind::SetField(t, i, v) => f(t)?.with_field(*i, &f(v)?)?,
        ExprKind::Apply(g, args) => f(g)?.apply(&map_list(args, f)?)?,
    })
}

impl Expr {
    /// Replaces leaves (symbolic constants or bound variables) by the given expressions
    /// everywhere, including under binders, which are not opened. The caller guarantees that
    /// no capture can happen: the replacements are closed, or are bound variables whose index
    /// is above every binder they are placed under.
    pub(crate) fn replace_leaves(&self, map: &HashMap<Expr, Expr>) -> Result<Expr> {
        let mut bloom = 0u64;
        let mut mask = 0u64;
        for k in map.keys() {
            bloom |= k.sym_bloom();
            mask |= k.0.bound_mask;
        }
        let mut memo = HashMap::new();
        replace_rec(self, map, bloom, mask, &mut memo)
    }
}

impl Expr {
    /// `self` as `f0 + a*k` with `f0` and `a` free of the symbolic constant `k` and `a`
    /// not zero, if it is.
    pub fn linear_in(&self, k: &Expr) -> Result<Option<(Expr, Expr)>> {
        let f0 = self.substitute_one(k, &Expr::int(0))?;
        let a = self.substitute_one(k, &Expr::int(1))?.minus(&f0)?;
        let zero = |e: &Expr| {
            e.as_int()
                .is_some_and(|d| d.sign() == num_bigint::Sign::NoSign)
        };
        if a.involves(k) || zero(&a) {
            return Ok(None);
        }
        let lin = f0.plus(&k.times(&a)?)?;
        Ok(zero(&self.minus(&lin)?).then_some((f0, a)))
    }

    /// Replaces every occurrence of each closed subterm `from` (no bound variable in it)
    /// by `to`, also under binders (a closed subterm cannot capture). Used to give a
    /// primitive a value (`(k + 1) % 2` as `1` on the odd iterations).
    pub fn replace_subterms(&self, pairs: &[(Expr, Expr)]) -> Result<Expr> {
        let mut map = HashMap::new();
        for (from, to) in pairs {
            if from.has_free_bound() || to.has_free_bound() || !from.ty().compatible(to.ty()) {
                return Err(Error::InvalidArgument {
                    operation: "replace_subterms",
                    reason: format!("`{from}` cannot be replaced by `{to}`"),
                });
            }
            map.insert(from.clone(), to.clone());
        }
        self.replace_leaves(&map)
    }
}

fn replace_rec(
    e: &Expr,
    map: &HashMap<Expr, Expr>,
    bloom: u64,
    mask: u64,
    memo: &mut HashMap<Expr, Expr>,
) -> Result<Expr> {
    if e.sym_bloom() & bloom == 0 && e.0.bound_mask & mask == 0 {
        return Ok(e.clone());
    }
    if let Some(v) = map.get(e) {
        return Ok(v.clone());
    }
    if let Some(v) = memo.get(e) {
        return Ok(v.clone());
    }
    let r = rebuild(e, &mut |c| replace_rec(c, map, bloom, mask, memo))?;
    memo.insert(e.clone(), r.clone());
    Ok(r)
}

/// A substitution of symbolic constants by expressions (or by other constants).
#[derive(Clone, Debug, Default)]
pub struct Substitution {
    map: HashMap<Expr, Expr>,
    bloom: u64,
}

impl Substitution {
    /// The empty substitution.
    pub fn new() -> Substitution {
        Substitution::default()
    }

    /// Maps the symbolic constant `symbol` to `value`, which must have a compatible type.
    pub fn insert(&mut self, symbol: &Expr, value: &Expr) -> Result<()> {
        if !symbol.is_symbol() || symbol.symbol_name().is_some_and(|n| n.starts_with('#')) {
            return Err(Error::InvalidArgument {
                operation: "substitution",
                reason: format!("`{symbol}` is not a symbolic constant"),
            });
        }
        if !symbol.ty().compatible(value.ty()) {
            return Err(crate::numeric::type_error(
                "substitution",
                &symbol.ty().to_string(),
                value.ty(),
            ));
        }
        if value.has_free_bound() {
            return Err(Error::InvalidArgument {
                operation: "substitution",
                reason: "the value has a free bound variable".into(),
            });
        }
        self.bloom |= symbol.sym_bloom();
        self.map.insert(symbol.clone(), value.clone());
        Ok(())
    }

    /// The value of a symbolic constant, if it is substituted.
    pub fn get(&self, symbol: &Expr) -> Option<&Expr> {
        self.map.get(symbol)
    }

    /// The number of substituted constants.
    pub fn len(&self) -> usize {
        self.map.len()
    }

    /// Is the substitution empty?
    pub fn is_empty(&self) -> bool {
        self.map.is_empty()
    }

    /// A substitution from pairs (constant, value).
    pub fn from_pairs<'a>(
        pairs: impl IntoIterator<Item = (&'a Expr, &'a Expr)>,
    ) -> Result<Substitution> {
        let mut s = Substitution::new();
        for (k, v) in pairs {
            s.insert(k, v)?;
        }
        Ok(s)
    }

    /// The pairs (constant, value), in no particular order.
    pub fn iter(&self) -> impl Iterator<Item = (&Expr, &Expr)> {
        self.map.iter()
    }
}

/// Rewrites expressions bottom-up through the smart constructors, opening binders.
///
/// For each node: `skip` says it is unchanged; otherwise `pre` may give its image
/// directly; otherwise its operands are rewritten and the node rebuilt, and `post` is
/// applied to the result. With `lenient`, a node whose rebuilding fails (a division by a
/// constant zero appeared) is kept as it was. Results are memoized in `memo`, which a
/// caller may keep between runs when `pre` and `post` do not change.
pub(crate) struct Rewriter<'a> {
    pub(crate) pre: &'a mut dyn FnMut(&Expr) -> Option<Expr>,
    pub(crate) skip: &'a dyn Fn(&Expr) -> bool,
    pub(crate) post: &'a mut dyn FnMut(Expr) -> Expr,
    pub(crate) lenient: bool,
    pub(crate) memo: HashMap<Expr, Expr>,
}

impl Rewriter<'_> {
    pub(crate) fn run(&mut self, e: &Expr) -> Result<Expr> {
        if (self.skip)(e) {
            return Ok(e.clone());
        }
        if let Some(v) = self.memo.get(e) {
            return Ok(v.clone());
        }
        if let Some(v) = (self.pre)(e) {
            self.memo.insert(e.clone(), v.clone());
            return Ok(v);
        }
        let r = match e.kind() {
            ExprKind::Forall(b) | ExprKind::Exists(b) => self.open_quantifier(e, b),
            ExprKind::Lambda(n, var, body) => self.open_lambda(n, var, body),
            _ => rebuild(e, &mut |c| self.run(c)),
        };
        let r = match r {
            Ok(r) => r,
            Err(_) if self.lenient => e.clone(),
            Err(err) => return Err(err),
        };
        let r = (self.post)(r);
        self.memo.insert(e.clone(), r.clone());
        Ok(r)
    }

    fn open_quantifier(&mut self, e: &Expr, b: &crate::expr::Binder) -> Result<Expr> {
        let t = Expr::temp_symbol(b.var.ty());
        let open: HashMap<Expr, Expr> = [(b.var.clone(), t.clone())].into_iter().collect();
        let body = self.run(&b.body.replace_leaves(&open)?)?;
        let lower = b.lower.as_ref().map(|x| self.run(x)).transpose()?;
        let upper = b.upper.as_ref().map(|x| self.run(x)).transpose()?;
        if matches!(e.kind(), ExprKind::Forall(_)) {
            Expr::forall(&t, lower.as_ref(), upper.as_ref(), &body)
        } else {
            Expr::exists(&t, lower.as_ref(), upper.as_ref(), &body)
        }
    }

    fn open_lambda(&mut self, n: &Expr, var: &Expr, body: &Expr) -> Result<Expr> {
        let t = Expr::temp_symbol(var.ty());
        let open: HashMap<Expr, Expr> = [(var.clone(), t.clone())].into_iter().collect();
        let body = self.run(&body.replace_leaves(&open)?)?;
        let n = self.run(n)?;
        Expr::array_lambda(&t, &n, &body)
    }
}

impl Expr {
    /// Applies a substitution: every occurrence of a substituted symbolic constant
    /// (including in array extents of types) is replaced by its value, and the result is
    /// put in canonical form.
    pub fn substitute(&self, s: &Substitution) -> Result<Expr> {
        if s.is_empty() {
            return Ok(self.clone());
        }
        let bloom = s.bloom;
        let mut pre = |e: &Expr| match e.kind() {
            ExprKind::Symbol(_) => s.map.get(e).cloned(),
            _ => None,
        };
        let skip = |e: &Expr| e.sym_bloom() & bloom == 0;
        let mut post = |e: Expr| e;
        let mut rw = Rewriter {
            pre: &mut pre,
            skip: &skip,
            post: &mut post,
            lenient: false,
            memo: HashMap::new(),
        };
        rw.run(self)
    }

    /// Substitutes `value` for the symbolic constant `symbol`.
    pub fn substitute_one(&self, symbol: &Expr, value: &Expr) -> Result<Expr> {
        let mut s = Substitution::new();
        s.insert(symbol, value)?;
        self.substitute(&s)
    }

    /// The symbolic constants the expression involves, each once, in the order of their
    /// first occurrence in a pre-order traversal of operands in canonical order (after a
    /// symbolic constant come the constants of its type's extents). This is the ordered
    /// list that seed 000 (3.1) needs for renaming constants canonically.
    pub fn free_symbols(&self) -> Vec<Expr> {
        let mut out = Vec::new();
        if self.sym_bloom() == 0 {
            return out;
        }
        let mut seen: HashSet<Expr> = HashSet::new();
        let mut stack = vec![self.clone()];
        while let Some(e) = stack.pop() {
            if e.sym_bloom() == 0 || !seen.insert(e.clone()) {
                continue;
            }
            let mut kids = Vec::new();
            if let ExprKind::Symbol(n) = e.kind() {
                if !n.as_str().starts_with('#') {
                    out.push(e.clone());
                }
            }
            e.ty().for_each_expr(&mut |c| kids.push(c.clone()));
            e.for_each_child(|c| kids.push(c.clone()));
            stack.extend(kids.into_iter().rev());
        }
        out
    }

    /// Whether a symbolic constant of the expression occurs in `other` (also in the
    /// extents of a type). The Bloom filters of the symbols prune: a part of `other`
    /// whose filter misses every symbol of `self` is not visited, so the test costs
    /// little when `other` is large and `self` small (a fresh value's range against a
    /// path condition).
    pub fn shares_symbols(&self, other: &Expr) -> bool {
        let mine = self.sym_bloom();
        if mine & other.sym_bloom() == 0 {
            return false;
        }
        let mut syms: HashSet<Expr> = HashSet::new();
        let mut stack = vec![self.clone()];
        while let Some(e) = stack.pop() {
            if e.sym_bloom() == 0 || !syms.insert(e.clone()) {
                continue;
            }
            e.ty().for_each_expr(&mut |c| stack.push(c.clone()));
            e.for_each_child(|c| stack.push(c.clone()));
        }
        syms.retain(|e| matches!(e.kind(), ExprKind::Symbol(_)));
        let mut seen: HashSet<Expr> = HashSet::new();
        let mut stack = vec![other.clone()];
        while let Some(e) = stack.pop() {
            if e.sym_bloom() & mine == 0 || !seen.insert(e.clone()) {
                continue;
            }
            if syms.contains(&e) {
                return true;
            }
            e.ty().for_each_expr(&mut |c| stack.push(c.clone()));
            e.for_each_child(|c| stack.push(c.clone()));
        }
        false
    }

    /// Whether [`tree_size`](Self::tree_size) is at most `limit`, in time bounded by
    /// `limit` whatever the expression's size (the walk stops once it has counted more).
    pub fn tree_size_at_most(&self, limit: u64) -> bool {
        let mut count = 0u64;
        let mut stack = vec![self.clone()];
        while let Some(e) = stack.pop() {
            count += 1;
            if count > limit {
                return false;
            }
            e.for_each_child(|c| stack.push(c.clone()));
        }
        true
    }

    /// The number of nodes of the expression written out as a tree (every shared
    /// operand counted at each of its uses), at most `u64::MAX`. Expressions are
    /// graphs: this size may be exponential in theirs (a value read through writes that
    /// read the array again), and every tree-shaped rendering (printing, a solver's
    /// term) is that large. Linear in the size of the graph.
    pub fn tree_size(&self) -> u64 {
        // Operands first: a node's size is known once its operands' are.
        let mut sizes: HashMap<Expr, u64> = HashMap::new();
        let mut stack = vec![(self.clone(), false)];
        while let Some((e, expanded)) = stack.pop() {
            if sizes.contains_key(&e) {
                continue;
            }
            if expanded {
                let mut n: u64 = 1;
                e.for_each_child(|c| n = n.saturating_add(sizes.get(c).copied().unwrap_or(1)));
                sizes.insert(e, n);
            } else {
                stack.push((e.clone(), true));
                e.for_each_child(|c| {
                    if !sizes.contains_key(c) {
                        stack.push((c.clone(), false));
                    }
                });
            }
        }
        sizes.get(self).copied().unwrap_or(1)
    }

    /// Does the expression involve the symbolic constant `symbol`?
    pub fn involves(&self, symbol: &Expr) -> bool {
        if self.sym_bloom() & symbol.sym_bloom() == 0 {
            return false;
        }
        self.free_symbols().contains(symbol)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn var(n: &str) -> Expr {
        Expr::symbol(n, &Type::int()).unwrap()
    }

    #[test]
    fn tree_size_counts_shared_operands_at_each_use() {
        let (x, y) = (var("X"), var("Y"));
        let c = Expr::symbol("C", &Type::bool()).unwrap();
        assert_eq!(x.tree_size(), 1);
        assert_eq!(Expr::cond(&c, &x, &y).unwrap().tree_size(), 4);
        // Each level uses the one below twice: 2^k as a tree, 3k nodes as a graph.
        let mut v = x.clone();
        let mut sizes = Vec::new();
        for k in 0..70 {
            let c = Expr::symbol(&format!("C{k}"), &Type::bool()).unwrap();
            v = Expr::cond(&c, &v.plus(&Expr::int(1)).unwrap(), &v.times(&y).unwrap()).unwrap();
            sizes.push(v.tree_size());
        }
        assert!(sizes
            .windows(2)
            .all(|w| w[1] >= 2 * w[0] || w[1] == u64::MAX));
        assert_eq!(sizes.last(), Some(&u64::MAX));
    }

    #[test]
    fn substitution_of_constants_and_expressions() {
        let (x, y, z) = (var("X"), var("Y"), var("Z"));
        // The example of seed 000 (3.1), over the integers: 2XY + Z with X := Y.
        let e = &(&(&x * &y) * &Expr::int(2)) + &z;
        assert_eq!(
            e.substitute_one(&x, &y).unwrap(),
            &(&(&y * &y) * &Expr::int(2)) + &z
        );
        assert_eq!(
            e.substitute_one(&z, &Expr::int(3)).unwrap().to_string(),
            "2*X*Y + 3"
        );
        let mut s = Substitution::new();
        s.insert(&x, &y).unwrap();
        s.insert(&y, &x).unwrap();
        assert_eq!(e.substitute(&s).unwrap(), e);
        assert!(s.insert(&x, &Expr::tt()).is_err());
        assert!(s.insert(&Expr::int(1), &x).is_err());
    }

    #[test]
    fn substitution_under_binders() {
        let (i, n, m) = (var("i"), var("n"), var("m"));
        let a = Expr::symbol("a", &Type::array(&Type::int(), None).unwrap()).unwrap();
        let body = a.read(&i).unwrap().less(&m).unwrap();
        let all = Expr::forall(&i, Some(&Expr::int(0)), Some(&n), &body).unwrap();
        let r = all.substitute_one(&m, &Expr::int(4)).unwrap();
        let expect = Expr::forall(
            &i,
            Some(&Expr::int(0)),
            Some(&n),
            &a.read(&i).unwrap().less(&Expr::int(4)).unwrap(),
        )
        .unwrap();
        assert_eq!(r, expect);
        // Substituting into the range of a small concrete quantifier keeps it a quantifier.
        let s = all.substitute_one(&n, &Expr::int(2)).unwrap();
        assert!(s.free_symbols().iter().all(|x| *x != n));
        let lam = Expr::array_lambda(&i, &n, &(&i + &m)).unwrap();
        let l2 = lam.substitute_one(&m, &Expr::int(1)).unwrap();
        assert_eq!(l2.read(&Expr::int(5)).unwrap(), Expr::int(6));
    }

    #[test]
    fn free_symbols_in_order_of_first_occurrence() {
        let (x, y, z, n) = (var("x"), var("y"), var("z"), var("n"));
        let e = &(&z * &x) + &y;
        assert_eq!(e.free_symbols(), vec![x.clone(), z.clone(), y.clone()]);
        let a = Expr::symbol("a", &Type::array(&Type::int(), Some(&n)).unwrap()).unwrap();
        let r = a.read(&y).unwrap().less(&x).unwrap();
        let fs = r.free_symbols();
        assert_eq!(fs.len(), 4);
        assert!(fs.contains(&n));
        let pos = |s: &Expr| fs.iter().position(|t| t == s).unwrap();
        assert!(pos(&a) < pos(&n));
        assert!(e.involves(&z) && !e.involves(&n));
    }

    #[test]
    fn bounded_tree_size_agrees_with_tree_size() {
        let (x, y) = (var("x"), var("y"));
        let mut e = &x + &y;
        for _ in 0..6 {
            // Shared operands: the tree doubles at each step.
            e = &e * &e;
        }
        let n = e.tree_size();
        assert!(e.tree_size_at_most(n));
        assert!(!e.tree_size_at_most(n - 1));
        assert!(x.tree_size_at_most(1) && !x.tree_size_at_most(0));
    }

    #[test]
    fn shared_symbols_are_found_through_types_and_full_filters() {
        let (x, n) = (var("x"), var("n"));
        // A conjunction of many symbols fills the Bloom filter: the exact test decides.
        let mut pc = Expr::bool(true);
        for k in 0..200 {
            let v = var(&format!("v{k}"));
            pc = pc.and(&v.less(&Expr::int(k)).unwrap()).unwrap();
        }
        let fresh = x.less(&Expr::int(3)).unwrap();
        assert!(!fresh.shares_symbols(&pc));
        assert!(var("v17").less(&Expr::int(0)).unwrap().shares_symbols(&pc));
        // A symbol that occurs only in the extent of an array's type.
        let a = Expr::symbol("a", &Type::array(&Type::int(), Some(&n)).unwrap()).unwrap();
        let read = a.read(&Expr::int(0)).unwrap().less(&Expr::int(1)).unwrap();
        let on_n = n.less(&Expr::int(5)).unwrap();
        assert!(on_n.shares_symbols(&read));
        assert!(read.shares_symbols(&on_n));
        assert!(!Expr::bool(true).shares_symbols(&pc));
    }

    #[test]
    fn renaming_reaches_types() {
        let (n, m) = (var("n"), var("m"));
        let a = Expr::symbol("a", &Type::array(&Type::int(), Some(&n)).unwrap()).unwrap();
        let b = a.substitute_one(&n, &m).unwrap();
        assert_eq!(b.extent().unwrap(), m);
        assert_eq!(b.symbol_name(), Some("a"));
    }
}
