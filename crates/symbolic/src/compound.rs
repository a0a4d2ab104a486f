//! Conditionals, arrays, tuples and function applications.
//!
//! Arrays follow seed 001 (4.5): a write at a concrete non-negative index gives the
//! concrete array expression χ (a base array with some concrete indices overwritten),
//! reads at concrete indices of χ and of concrete arrays are resolved, a read of a write
//! at the same index (or at an index differing by a non-zero constant) is resolved, and a
//! read of an array lambda is the lambda's body at that index. Array lambdas of a small
//! concrete extent are expanded into concrete arrays, and `λi. a[i]` over the extent of
//! `a` is `a` itself.

use std::sync::Arc;

use num_bigint::BigInt;
use num_traits::{Signed, ToPrimitive, Zero};

use crate::boolean::{bind_var, mk_and_all, mk_not, mk_or2};
use crate::error::{Error, Result};
use crate::expr::{intern, Expr, ExprKind};
use crate::expr::{Type, TypeKind};
use crate::numeric::type_error;

/// Array lambdas whose extent is a concrete integer up to this bound are expanded into
/// concrete arrays.
pub const LAMBDA_EXPANSION_LIMIT: u64 = 64;

/// Writes at concrete indices up to this bound give χ expressions; larger ones stay
/// array writes.
pub const CHI_INDEX_LIMIT: u64 = 1 << 16;

fn invalid(operation: &'static str, reason: impl Into<String>) -> Error {
    Error::InvalidArgument {
        operation,
        reason: reason.into(),
    }
}

fn check_compatible(operation: &'static str, expected: &Type, found: &Type) -> Result<()> {
    if expected.compatible(found) {
        Ok(())
    } else {
        Err(type_error(operation, &expected.to_string(), found))
    }
}

fn element_type(operation: &'static str, a: &Expr) -> Result<Type> {
    a.ty()
        .element()
        .cloned()
        .ok_or_else(|| type_error(operation, "array", a.ty()))
}

fn check_index(operation: &'static str, i: &Expr) -> Result<()> {
    if i.ty().is_int() {
        Ok(())
    } else {
        Err(type_error(operation, "int index", i.ty()))
    }
}

/// A concrete index usable for χ: a non-negative integer constant within the limit.
fn concrete_index(i: &Expr) -> Option<usize> {
    let n = i.as_int()?;
    if n.is_negative() || n > &BigInt::from(CHI_INDEX_LIMIT) {
        return None;
    }
    n.to_usize()
}

/// `lambda` over an already bound variable: the canonical rules and the node.
pub(crate) fn lambda_bound(extent: &Expr, var: &Expr, body: &Expr) -> Result<Expr> {
    let ExprKind::Bound(k) = *var.kind() else {
        return Err(invalid("array_lambda", "the variable is not bound"));
    };
    // Eta: λi. a[i] over the extent of a is a.
    if let ExprKind::Read(a, i) = body.kind() {
        if i == var && !a.mentions_bound(k) && a.extent().ok().as_ref() == Some(extent) {
            return Ok(a.clone());
        }
    }
    let h = body.height();
    let (var, body) = if h < k {
        let nv = Expr::bound(h, var.ty());
        let map = [(var.clone(), nv.clone())].into_iter().collect();
        match body.replace_leaves(&map) {
            Ok(b) => (nv, b),
            Err(_) => (var.clone(), body.clone()),
        }
    } else {
        (var.clone(), body.clone())
    };
    let ty = Type::array(body.ty(), Some(extent))?;
    Ok(intern(ExprKind::Lambda(extent.clone(), var, body), ty))
}

impl Expr {
    /// `if c then a else b`. The branches must have compatible types. When `c` is an
    /// atom or a negated primitive, the smaller of `c` and its negation is used, so
    /// `cond(!c, b, a)` is `cond(c, a, b)`.
    pub fn cond(c: &Expr, a: &Expr, b: &Expr) -> Result<Expr> {
        if !c.ty().is_bool() {
            return Err(type_error("cond", "bool condition", c.ty()));
        }
        check_compatible("cond", a.ty(), b.ty())?;
        if let Some(v) = c.as_bool() {
            return Ok(if v { a.clone() } else { b.clone() });
        }
        if a == b {
            return Ok(a.clone());
        }
        if a.ty().is_bool() {
            let x = mk_or2(&mk_not(c), a);
            let y = mk_or2(c, b);
            return Ok(mk_and_all(vec![x, y]));
        }
        // Of an atomic condition and its negation (for which double negation is exact),
        // use the smaller one.
        if matches!(c.kind(), ExprKind::Rel(..) | ExprKind::Not(_)) {
            let nc = mk_not(c);
            if nc < *c {
                return Expr::cond(&nc, b, a);
            }
        }
        let ty = if a.ty() == b.ty() {
            a.ty().clone()
        } else {
            a.ty().without_extent()
        };
        Ok(intern(ExprKind::Cond(c.clone(), a.clone(), b.clone()), ty))
    }

    /// The concrete array of the given element type and elements.
    pub fn array(element: &Type, elems: impl IntoIterator<Item = Expr>) -> Result<Expr> {
        let elems: Vec<Expr> = elems.into_iter().collect();
        for e in &elems {
            check_compatible("array", element, e.ty())?;
        }
        let ty = Type::array(element, Some(&Expr::int(elems.len())))?;
        Ok(intern(ExprKind::ArrayLit(elems.into()), ty))
    }

    /// The element of the array `self` at `index`.
    pub fn read(&self, index: &Expr) -> Result<Expr> {
        let elem = element_type("read", self)?;
        check_index("read", index)?;
        match self.kind() {
            ExprKind::ArrayLit(xs) => {
                if let Some(i) = index.as_int().and_then(|i| i.to_usize()) {
                    if i < xs.len() {
                        return Ok(xs[i].clone());
                    }
                }
            }
            ExprKind::Chi(base, elems) => {
                if let Some(i) = index.as_int() {
                    if let Some(Some(v)) = i.to_usize().and_then(|i| elems.get(i)) {
                        return Ok(v.clone());
                    }
                    if !i.is_negative() {
                        return base.read(index);
                    }
                }
            }
            ExprKind::Write(b, j, v) => {
                let d = index.minus(j)?;
                if let Some(d) = d.as_int() {
                    return if d.is_zero() {
                        Ok(v.clone())
                    } else {
                        b.read(index)
                    };
                }
            }
            ExprKind::Lambda(_, var, body) if !index.has_free_bound() => {
                let map = [(var.clone(), index.clone())].into_iter().collect();
                if let Ok(v) = body.replace_leaves(&map) {
                    return Ok(v);
                }
            }
            _ => {}
        }
        Ok(intern(ExprKind::Read(self.clone(), index.clone()), elem))
    }

    /// The array `self` with the element at `index` replaced by `value`.
    pub fn write(&self, index: &Expr, value: &Expr) -> Result<Expr> {
        let elem = element_type("write", self)?;
        check_index("write", index)?;
        check_compatible("write", &elem, value.ty())?;
        if let Some(n) = concrete_index(index) {
            match self.kind() {
                ExprKind::ArrayLit(xs) => {
                    if n < xs.len() {
                        let mut ys = xs.to_vec();
                        ys[n] = value.clone();
                        return Ok(intern(ExprKind::ArrayLit(ys.into()), self.ty().clone()));
                    }
                }
                ExprKind::Chi(base, elems) => {
                    let mut ys = elems.to_vec();
                    if ys.len() <= n {
                        ys.resize(n + 1, None);
                    }
                    ys[n] = Some(value.clone());
                    return Ok(intern(
                        ExprKind::Chi(base.clone(), ys.into()),
                        self.ty().clone(),
                    ));
                }
                _ => {
                    let mut ys = vec![None; n + 1];
                    ys[n] = Some(value.clone());
                    return Ok(intern(
                        ExprKind::Chi(self.clone(), ys.into()),
                        self.ty().clone(),
                    ));
                }
            }
        }
        if let ExprKind::Write(b, j, _) = self.kind() {
            if j == index {
                return b.write(index, value);
            }
        }
        Ok(intern(
            ExprKind::Write(self.clone(), index.clone(), value.clone()),
            self.ty().clone(),
        ))
    }

    /// The concrete array expression χ{λ0, ..., λn}: `base` with the element at index
    /// `i` replaced by `elems[i]` wherever that is `Some`.
    pub fn chi(base: &Expr, elems: &[Option<Expr>]) -> Result<Expr> {
        let elem = element_type("chi", base)?;
        for e in elems.iter().flatten() {
            check_compatible("chi", &elem, e.ty())?;
        }
        let mut ys: Vec<Option<Expr>> = elems.to_vec();
        while ys.last().is_some_and(Option::is_none) {
            ys.pop();
        }
        if ys.is_empty() {
            return Ok(base.clone());
        }
        match base.kind() {
            ExprKind::ArrayLit(xs) => {
                if ys.len() > xs.len() {
                    return Err(invalid(
                        "chi",
                        "an index is out of the bounds of the concrete base array",
                    ));
                }
                let mut zs = xs.to_vec();
                for (i, y) in ys.into_iter().enumerate() {
                    if let Some(y) = y {
                        zs[i] = y;
                    }
                }
                Ok(intern(ExprKind::ArrayLit(zs.into()), base.ty().clone()))
            }
            ExprKind::Chi(b, old) => {
                let mut zs = old.to_vec();
                if zs.len() < ys.len() {
                    zs.resize(ys.len(), None);
                }
                for (i, y) in ys.into_iter().enumerate() {
                    if y.is_some() {
                        zs[i] = y;
                    }
                }
                Ok(intern(
                    ExprKind::Chi(b.clone(), zs.into()),
                    base.ty().clone(),
                ))
            }
            _ => Ok(intern(
                ExprKind::Chi(base.clone(), ys.into()),
                base.ty().clone(),
            )),
        }
    }

    /// The array lambda: the array of extent `extent` whose element at index `var` is
    /// `body`. `var` is an integer symbolic constant that becomes bound.
    pub fn array_lambda(var: &Expr, extent: &Expr, body: &Expr) -> Result<Expr> {
        if !var.ty().is_int() {
            return Err(type_error("array_lambda", "int variable", var.ty()));
        }
        if !extent.ty().is_int() {
            return Err(type_error("array_lambda", "int extent", extent.ty()));
        }
        if extent.free_symbols().contains(var) {
            return Err(invalid(
                "array_lambda",
                "the extent involves the bound variable",
            ));
        }
        if let Some(n) = extent.as_int().and_then(|n| n.to_u64()) {
            if n <= LAMBDA_EXPANSION_LIMIT {
                let mut elems = Vec::with_capacity(n as usize);
                for i in 0..n {
                    elems.push(body.substitute_one(var, &Expr::int(i))?);
                }
                return Expr::array(body.ty(), elems);
            }
        }
        let (b, body) = bind_var("array_lambda", var, body)?;
        lambda_bound(extent, &b, &body)
    }

    /// The extent (length) of the array `self`: the number of elements of a concrete
    /// array, the extent of a lambda, the extent of the base of a write or χ, the
    /// declared extent of the type, or else the primitive `len(self)`.
    pub fn extent(&self) -> Result<Expr> {
        if !self.ty().is_array() {
            return Err(type_error("extent", "array", self.ty()));
        }
        Ok(match self.kind() {
            ExprKind::ArrayLit(xs) => Expr::int(xs.len()),
            ExprKind::Chi(b, _) | ExprKind::Write(b, _, _) => b.extent()?,
            ExprKind::Lambda(n, _, _) => n.clone(),
            ExprKind::Cond(c, a, b) => Expr::cond(c, &a.extent()?, &b.extent()?)?,
            _ => match self.ty().declared_extent() {
                Some(e) => e.clone(),
                None => intern(ExprKind::Length(self.clone()), Type::int()),
            },
        })
    }

    /// The tuple of type `ty` with the given fields.
    pub fn tuple(ty: &Type, fields: impl IntoIterator<Item = Expr>) -> Result<Expr> {
        let Some(types) = ty.fields() else {
            return Err(type_error("tuple", "tuple type", ty));
        };
        let fields: Vec<Expr> = fields.into_iter().collect();
        if fields.len() != types.len() {
            return Err(invalid(
                "tuple",
                format!("{} fields given for {ty}", fields.len()),
            ));
        }
        for (t, f) in types.iter().zip(&fields) {
            check_compatible("tuple", t, f.ty())?;
        }
        // Eta: <t.0, ..., t.n> is t.
        if let Some(ExprKind::Field(t0, 0)) = fields.first().map(Expr::kind) {
            let eta = t0.ty() == ty
                && fields
                    .iter()
                    .enumerate()
                    .all(|(i, f)| matches!(f.kind(), ExprKind::Field(t, j) if t == t0 && *j as usize == i));
            if eta {
                return Ok(t0.clone());
            }
        }
        Ok(intern(ExprKind::Tuple(fields.into()), ty.clone()))
    }

    /// Field `i` of the tuple `self`.
    pub fn field(&self, i: u32) -> Result<Expr> {
        let Some(types) = self.ty().fields() else {
            return Err(type_error("field", "tuple", self.ty()));
        };
        let Some(t) = types.get(i as usize) else {
            return Err(invalid("field", format!("no field {i} in {}", self.ty())));
        };
        match self.kind() {
            ExprKind::Tuple(xs) => Ok(xs[i as usize].clone()),
            ExprKind::SetField(u, j, v) => {
                if *j == i {
                    Ok(v.clone())
                } else {
                    u.field(i)
                }
            }
            _ => Ok(intern(ExprKind::Field(self.clone(), i), t.clone())),
        }
    }

    /// The tuple `self` with field `i` replaced by `value`.
    pub fn with_field(&self, i: u32, value: &Expr) -> Result<Expr> {
        let Some(types) = self.ty().fields() else {
            return Err(type_error("with_field", "tuple", self.ty()));
        };
        let Some(t) = types.get(i as usize) else {
            return Err(invalid(
                "with_field",
                format!("no field {i} in {}", self.ty()),
            ));
        };
        check_compatible("with_field", t, value.ty())?;
        match self.kind() {
            ExprKind::Tuple(xs) => {
                let mut ys = xs.to_vec();
                ys[i as usize] = value.clone();
                return Expr::tuple(self.ty(), ys);
            }
            ExprKind::SetField(u, j, _) if *j == i => return u.with_field(i, value),
            _ => {}
        }
        if self.field(i)? == *value {
            return Ok(self.clone());
        }
        Ok(intern(
            ExprKind::SetField(self.clone(), i, value.clone()),
            self.ty().clone(),
        ))
    }

    /// The application of the function `self` to `args`.
    pub fn apply(&self, args: &[Expr]) -> Result<Expr> {
        let TypeKind::Function { params, result } = self.ty().kind() else {
            return Err(type_error("apply", "function", self.ty()));
        };
        if params.len() != args.len() {
            return Err(invalid(
                "apply",
                format!("{} arguments given for {}", args.len(), self.ty()),
            ));
        }
        for (p, a) in params.iter().zip(args) {
            check_compatible("apply", p, a.ty())?;
        }
        let args: Arc<[Expr]> = args.into();
        Ok(intern(ExprKind::Apply(self.clone(), args), result.clone()))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn var(n: &str) -> Expr {
        Expr::symbol(n, &Type::int()).unwrap()
    }

    fn int_array(name: &str, n: &Expr) -> Expr {
        Expr::symbol(name, &Type::array(&Type::int(), Some(n)).unwrap()).unwrap()
    }

    #[test]
    fn concrete_writes_give_chi() {
        let n = var("n");
        let a = int_array("a", &n);
        let w = a
            .write(&Expr::int(2), &Expr::int(7))
            .unwrap()
            .write(&Expr::int(0), &Expr::int(5))
            .unwrap();
        let ExprKind::Chi(base, elems) = w.kind() else {
            panic!("{w}")
        };
        assert_eq!(base, &a);
        assert_eq!(elems.len(), 3);
        assert_eq!(w.read(&Expr::int(2)).unwrap(), Expr::int(7));
        assert_eq!(
            w.read(&Expr::int(1)).unwrap(),
            a.read(&Expr::int(1)).unwrap()
        );
        assert_eq!(w.extent().unwrap(), n);
        assert_eq!(
            w,
            Expr::chi(&a, &[Some(Expr::int(5)), None, Some(Expr::int(7))]).unwrap()
        );
    }

    #[test]
    fn symbolic_writes_and_reads() {
        let (n, i) = (var("n"), var("i"));
        let a = int_array("a", &n);
        let w = a.write(&i, &Expr::int(1)).unwrap();
        assert_eq!(w.read(&i).unwrap(), Expr::int(1));
        let i1 = &i + &Expr::int(1);
        assert_eq!(w.read(&i1).unwrap(), a.read(&i1).unwrap());
        assert_eq!(
            w.write(&i, &Expr::int(2)).unwrap(),
            a.write(&i, &Expr::int(2)).unwrap()
        );
    }

    #[test]
    fn lambdas() {
        let (n, i, j) = (var("n"), var("i"), var("j"));
        let a = int_array("a", &n);
        let sq = Expr::array_lambda(&i, &n, &(&i * &i)).unwrap();
        assert_eq!(sq.read(&Expr::int(3)).unwrap(), Expr::int(9));
        assert_eq!(sq.read(&j).unwrap(), &j * &j);
        assert_eq!(sq.extent().unwrap(), n);
        assert_eq!(Expr::array_lambda(&i, &n, &a.read(&i).unwrap()).unwrap(), a);
        let small = Expr::array_lambda(&i, &Expr::int(3), &(&i + &Expr::int(1))).unwrap();
        assert_eq!(
            small,
            Expr::array(&Type::int(), [Expr::int(1), Expr::int(2), Expr::int(3)]).unwrap()
        );
        assert_eq!(Expr::array_lambda(&j, &n, &(&j * &j)).unwrap(), sq);
    }

    #[test]
    fn tuples() {
        let ty = Type::tuple("point", [Type::int(), Type::real()]);
        let t = Expr::symbol("t", &ty).unwrap();
        let x = var("x");
        let u = t.with_field(0, &x).unwrap();
        assert_eq!(u.field(0).unwrap(), x);
        assert_eq!(u.field(1).unwrap(), t.field(1).unwrap());
        assert_eq!(
            Expr::tuple(&ty, [t.field(0).unwrap(), t.field(1).unwrap()]).unwrap(),
            t
        );
        assert_eq!(t.with_field(0, &t.field(0).unwrap()).unwrap(), t);
        let e = t.equals(&u).unwrap();
        assert_eq!(e, t.field(0).unwrap().equals(&x).unwrap());
    }

    #[test]
    fn conditionals_and_functions() {
        let (x, y) = (var("x"), var("y"));
        let c = x.less(&y).unwrap();
        assert_eq!(Expr::cond(&c, &x, &x).unwrap(), x);
        assert_eq!(
            Expr::cond(&c.not().unwrap(), &x, &y).unwrap(),
            Expr::cond(&c, &y, &x).unwrap()
        );
        let sin = Expr::symbol("sin", &Type::function([Type::real()], &Type::real())).unwrap();
        let u = Expr::symbol("u", &Type::real()).unwrap();
        assert_eq!(
            sin.apply(std::slice::from_ref(&u)).unwrap().ty(),
            &Type::real()
        );
        assert!(sin.apply(std::slice::from_ref(&x)).is_err());
        assert!(sin.apply(&[]).is_err());
    }

    #[test]
    fn ill_typed_compounds_are_refused() {
        let (n, x) = (var("n"), var("x"));
        let a = int_array("a", &n);
        assert!(x.read(&x).is_err());
        assert!(a.read(&Expr::tt()).is_err());
        assert!(a.write(&x, &Expr::tt()).is_err());
        assert!(Expr::cond(&x, &x, &x).is_err());
        assert!(Expr::cond(&Expr::tt(), &x, &Expr::tt()).is_err());
        assert!(x.field(0).is_err());
        assert!(Expr::array(&Type::int(), [Expr::tt()]).is_err());
        assert!(Type::array(&Type::int(), Some(&Expr::tt())).is_err());
    }
}
