//! Intervals of rationals with open or closed ends, and their arithmetic (the bounds of
//! linear forms).

use num_bigint::BigInt;
use num_rational::BigRational;
use num_traits::{One, Signed, Zero};

#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) struct Bound {
    pub(crate) value: BigRational,
    pub(crate) strict: bool,
}

/// An interval of rationals with optional, possibly strict, ends.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub(crate) struct Interval {
    pub(crate) lo: Option<Bound>,
    pub(crate) hi: Option<Bound>,
}

pub(crate) fn rat(i: impl Into<BigInt>) -> BigRational {
    BigRational::from_integer(i.into())
}

impl Interval {
    pub(crate) fn all() -> Interval {
        Interval::default()
    }

    pub(crate) fn point(v: BigRational) -> Interval {
        Interval {
            lo: Some(Bound {
                value: v.clone(),
                strict: false,
            }),
            hi: Some(Bound {
                value: v,
                strict: false,
            }),
        }
    }

    pub(crate) fn at_least(v: BigRational, strict: bool) -> Interval {
        Interval {
            lo: Some(Bound { value: v, strict }),
            hi: None,
        }
    }

    pub(crate) fn at_most(v: BigRational, strict: bool) -> Interval {
        Interval {
            lo: None,
            hi: Some(Bound { value: v, strict }),
        }
    }

    pub(crate) fn is_all(&self) -> bool {
        self.lo.is_none() && self.hi.is_none()
    }

    pub(crate) fn intersect(&self, o: &Interval) -> Interval {
        let lo = match (&self.lo, &o.lo) {
            (Some(a), Some(b)) => Some(if a.value > b.value || (a.value == b.value && a.strict) {
                a.clone()
            } else {
                b.clone()
            }),
            (a, b) => a.clone().or_else(|| b.clone()),
        };
        let hi = match (&self.hi, &o.hi) {
            (Some(a), Some(b)) => Some(if a.value < b.value || (a.value == b.value && a.strict) {
                a.clone()
            } else {
                b.clone()
            }),
            (a, b) => a.clone().or_else(|| b.clone()),
        };
        Interval { lo, hi }
    }

    pub(crate) fn is_empty(&self) -> bool {
        match (&self.lo, &self.hi) {
            (Some(l), Some(h)) => {
                l.value > h.value || (l.value == h.value && (l.strict || h.strict))
            }
            _ => false,
        }
    }

    pub(crate) fn as_point(&self) -> Option<&BigRational> {
        match (&self.lo, &self.hi) {
            (Some(l), Some(h)) if l.value == h.value && !l.strict && !h.strict => Some(&l.value),
            _ => None,
        }
    }

    pub(crate) fn contains(&self, v: &BigRational) -> bool {
        let lo_ok = self
            .lo
            .as_ref()
            .map_or(true, |l| *v > l.value || (*v == l.value && !l.strict));
        let hi_ok = self
            .hi
            .as_ref()
            .map_or(true, |h| *v < h.value || (*v == h.value && !h.strict));
        lo_ok && hi_ok
    }

    pub(crate) fn scale(&self, k: &BigRational) -> Interval {
        if k.is_zero() {
            return Interval::point(BigRational::zero());
        }
        let f = |b: &Option<Bound>| {
            b.as_ref().map(|b| Bound {
                value: &b.value * k,
                strict: b.strict,
            })
        };
        if k.is_positive() {
            Interval {
                lo: f(&self.lo),
                hi: f(&self.hi),
            }
        } else {
            Interval {
                lo: f(&self.hi),
                hi: f(&self.lo),
            }
        }
    }

    pub(crate) fn add(&self, o: &Interval) -> Interval {
        let f = |a: &Option<Bound>, b: &Option<Bound>| match (a, b) {
            (Some(a), Some(b)) => Some(Bound {
                value: &a.value + &b.value,
                strict: a.strict || b.strict,
            }),
            _ => None,
        };
        Interval {
            lo: f(&self.lo, &o.lo),
            hi: f(&self.hi, &o.hi),
        }
    }

    pub(crate) fn shift(&self, c: &BigRational) -> Interval {
        self.add(&Interval::point(c.clone()))
    }

    /// Rounds the ends of the interval of an integer-valued quantity, skipping excluded
    /// values at the ends.
    pub(crate) fn tighten_int(&mut self, excluded: &[BigRational]) {
        if let Some(l) = &mut self.lo {
            let mut v = l.value.ceil();
            if l.strict && v == l.value {
                v += BigRational::one();
            }
            while excluded.contains(&v) {
                v += BigRational::one();
            }
            *l = Bound {
                value: v,
                strict: false,
            };
        }
        if let Some(h) = &mut self.hi {
            let mut v = h.value.floor();
            if h.strict && v == h.value {
                v -= BigRational::one();
            }
            while excluded.contains(&v) {
                v -= BigRational::one();
            }
            *h = Bound {
                value: v,
                strict: false,
            };
        }
    }

    pub(crate) fn lower_nonneg(&self) -> bool {
        self.lo.as_ref().is_some_and(|b| !b.value.is_negative())
    }

    pub(crate) fn lower_positive(&self) -> bool {
        self.lo
            .as_ref()
            .is_some_and(|b| b.value.is_positive() || (b.value.is_zero() && b.strict))
    }

    pub(crate) fn upper_nonpos(&self) -> bool {
        self.hi.as_ref().is_some_and(|b| !b.value.is_positive())
    }

    pub(crate) fn upper_negative(&self) -> bool {
        self.hi
            .as_ref()
            .is_some_and(|b| b.value.is_negative() || (b.value.is_zero() && b.strict))
    }

    /// The product of two intervals (ends made non-strict, which only widens).
    pub(crate) fn mul(&self, o: &Interval) -> Interval {
        if let (Some(a), Some(b), Some(c), Some(d)) = (&self.lo, &self.hi, &o.lo, &o.hi) {
            let ps = [
                &a.value * &c.value,
                &a.value * &d.value,
                &b.value * &c.value,
                &b.value * &d.value,
            ];
            let lo = ps.iter().min().cloned().unwrap_or_else(BigRational::zero);
            let hi = ps.iter().max().cloned().unwrap_or_else(BigRational::zero);
            return Interval::at_least(lo, false).intersect(&Interval::at_most(hi, false));
        }
        let sign = |i: &Interval| {
            if i.lower_nonneg() {
                Some(1)
            } else if i.upper_nonpos() {
                Some(-1)
            } else {
                None
            }
        };
        match (sign(self), sign(o)) {
            (Some(1), Some(1)) => {
                let lo = match (&self.lo, &o.lo) {
                    (Some(a), Some(b)) => &a.value * &b.value,
                    _ => BigRational::zero(),
                };
                Interval::at_least(lo, false)
            }
            (Some(x), Some(y)) if x * y > 0 => Interval::at_least(BigRational::zero(), false),
            (Some(_), Some(_)) => Interval::at_most(BigRational::zero(), false),
            _ => Interval::all(),
        }
    }

    pub(crate) fn pow(&self, e: u32) -> Interval {
        if e == 0 {
            return Interval::point(BigRational::one());
        }
        let mut r = self.clone();
        for _ in 1..e {
            r = r.mul(self);
        }
        if e % 2 == 0 {
            r = r.intersect(&Interval::at_least(BigRational::zero(), false));
        }
        r
    }
}
