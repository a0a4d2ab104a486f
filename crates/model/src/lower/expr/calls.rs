//! Calls: of defined and library functions (their registry entry decides how they
//! lower), their arguments, and the built-in functions of C and the verifiers.

use super::{mk, promote, root_var};
use crate::ir::*;
use crate::library::{Library, Lowered};
use crate::lower::builder::FnBuilder;
use crate::lower::{is_known_builtin, lowered, LResult, Symbol};
use tass_syntax::ast::{self, FloatKind, IntKind};
use tass_syntax::Span;

impl FnBuilder<'_> {
    /// A call. Returns its value when `want` and the function returns one.
    pub(super) fn call(
        &mut self,
        f: &ast::Expr,
        args: &[ast::Expr],
        span: Span,
        want: bool,
    ) -> LResult<Option<Expr>> {
        if let ast::ExprKind::Ident(n) = &f.kind {
            let sym = self.lookup(n);
            let declared = match &sym {
                Some(Symbol::Function(id)) => Some(*id),
                Some(Symbol::Var(..)) => None,
                Some(_) => return Err(self.error(f.span, format!("`{n}` is not a function"))),
                None => {
                    if is_known_builtin(n) {
                        return self.builtin(n, None, args, span, want);
                    }
                    if crate::library::library_of(n) == Some(Library::Mpi) {
                        // An MPI function `mpi.h` does not declare: declared here as
                        // `int f()` (no prototype, arguments promoted), a system function
                        // whose call, when reached, makes the verdict unknown naming it.
                        let sig = std::sync::Arc::new(Signature {
                            ret: Type::INT,
                            params: Vec::new(),
                            variadic: false,
                        });
                        let id = self.cx.declare_function(
                            n,
                            sig.clone(),
                            FunctionKind::System(None),
                            f.span,
                        )?;
                        let args = self.args(&sig, args, span)?;
                        return self.emit_call(Callee::Function(id), &sig, args, span, want);
                    }
                    return Err(self.cx.error_note(
                        f.span,
                        format!("call of undeclared function `{n}`"),
                        "declare the function before calling it, or include the header that declares it",
                    ));
                }
            };
            if let Some(id) = declared {
                let kind = self.cx.functions[id.0 as usize].kind.clone();
                let special = match kind {
                    FunctionKind::Defined => false,
                    FunctionKind::System(_) => lowered(n).is_some(),
                    FunctionKind::Undefined => true,
                    FunctionKind::Abstract => {
                        let sig = self.cx.functions[id.0 as usize].sig.clone();
                        let args = self.args(&sig, args, span)?;
                        return Ok(Some(mk(ExprKind::Apply(id, args), sig.ret.clone(), span)));
                    }
                };
                if special {
                    if lowered(n).is_some() {
                        return self.builtin(n, Some(id), args, span, want);
                    }
                    if matches!(kind, FunctionKind::Undefined) {
                        return Err(self.cx.error_note(
                            f.span,
                            format!("function `{n}` is declared but never defined"),
                            "give its body, or mark its prototype with `#pragma TASS abstract` (a pure mathematical function) or `#pragma TASS system` (a library function tass models)",
                        ));
                    }
                }
                let sig = self.cx.functions[id.0 as usize].sig.clone();
                let args = self.args(&sig, args, span)?;
                return self.emit_call(Callee::Function(id), &sig, args, span, want);
            }
        }
        // A call through a function pointer.
        let fp = self.rvalue(f)?;
        let sig = match &fp.ty {
            Type::Pointer(t) => match &**t {
                Type::Function(s) => s.clone(),
                _ => return Err(self.error(f.span, "called object is not a function")),
            },
            _ => return Err(self.error(f.span, "called object is not a function")),
        };
        let callee = match fp.kind {
            ExprKind::FunctionRef(id) => Callee::Function(id),
            _ => Callee::Pointer(fp),
        };
        let args = self.args(&sig, args, span)?;
        self.emit_call(callee, &sig, args, span, want)
    }

    fn emit_call(
        &mut self,
        callee: Callee,
        sig: &Signature,
        args: Vec<Expr>,
        span: Span,
        want: bool,
    ) -> LResult<Option<Expr>> {
        let lhs = if want && sig.ret != Type::Void {
            Some(self.temp(sig.ret.clone(), span)?)
        } else {
            None
        };
        let fails = match &callee {
            Callee::Function(id) => {
                let f = &self.cx.functions[id.0 as usize];
                matches!(f.kind, FunctionKind::System(_))
                    && crate::library::lookup(&f.name).is_some_and(|l| l.may_fail)
            }
            Callee::Pointer(_) => false,
        };
        self.emit(
            Stmt::Call {
                lhs: lhs.clone(),
                callee,
                args,
            },
            span,
        )?;
        // A call that may fail where C allows it (`fopen`, `fgets`): a choice between
        // its value and a null pointer.
        if let (true, Some(t)) = (fails, &lhs) {
            let cur = self.cur;
            let join = self.new_loc(span);
            let tru = crate::lower::make::tru(span);
            self.add_edge(cur, tru.clone(), Stmt::Noop, join, span);
            let null = mk(ExprKind::Null, t.ty.clone(), span);
            self.add_edge(cur, tru, Stmt::Assign(t.clone(), null), join, span);
            self.cur = join;
        }
        Ok(lhs)
    }

    /// Arguments converted to the parameter types.
    fn args(&mut self, sig: &Signature, args: &[ast::Expr], span: Span) -> LResult<Vec<Expr>> {
        if args.len() < sig.params.len()
            || (args.len() > sig.params.len() && !sig.variadic && !sig.params.is_empty())
        {
            return Err(self.error(
                span,
                format!(
                    "wrong number of arguments: {} given, {} expected",
                    args.len(),
                    sig.params.len()
                ),
            ));
        }
        let mut out = Vec::new();
        for (i, a) in args.iter().enumerate() {
            let v = self.rvalue(a)?;
            let v = match sig.params.get(i) {
                Some(t) => self.convert(v, t, a.span)?,
                None => {
                    let v = self.bool_to_int(v);
                    match &v.ty {
                        Type::Real(FloatKind::Float) => self.convert(v, &Type::DOUBLE, a.span)?,
                        t if t.is_integer() => {
                            let p = promote(t);
                            self.convert(v, &p, a.span)?
                        }
                        _ => v,
                    }
                }
            };
            out.push(v);
        }
        Ok(out)
    }

    /// Functions whose meaning tass knows (SV-COMP, C `assert`, CIVL `$havoc`).
    fn builtin(
        &mut self,
        n: &str,
        id: Option<FunctionId>,
        args: &[ast::Expr],
        span: Span,
        want: bool,
    ) -> LResult<Option<Expr>> {
        let arity = |fb: &mut Self, k: usize| -> LResult<()> {
            if args.len() != k {
                return Err(fb.error(
                    span,
                    format!("`{n}` takes {k} argument(s), {} given", args.len()),
                ));
            }
            Ok(())
        };
        let Some((what, library)) = lowered(n) else {
            return Err(self.error(span, format!("`{n}` is not supported")));
        };
        match what {
            Lowered::Assert => {
                arity(self, 1)?;
                let c = self.condition(&args[0])?;
                let kind = if library == Library::C {
                    AssertKind::C
                } else {
                    AssertKind::SvComp
                };
                self.emit(Stmt::Assert(c, kind), span)?;
                Ok(None)
            }
            Lowered::Fail => {
                for a in args {
                    self.rvalue(a)?;
                }
                // `__assert_fail` is how the C library's `assert` fails (preprocessed
                // files call it); `reach_error` and `__VERIFIER_error` are SV-COMP's.
                let kind = if n == "__assert_fail" {
                    AssertKind::C
                } else {
                    AssertKind::SvComp
                };
                self.emit(
                    Stmt::Assert(mk(ExprKind::Bool(false), Type::Bool, span), kind),
                    span,
                )?;
                Ok(None)
            }
            Lowered::Stop => {
                self.emit(
                    Stmt::Assume(mk(ExprKind::Bool(false), Type::Bool, span)),
                    span,
                )?;
                Ok(None)
            }
            Lowered::Assume => {
                arity(self, 1)?;
                let c = self.condition(&args[0])?;
                self.emit(Stmt::Assume(c), span)?;
                Ok(None)
            }
            Lowered::Havoc => {
                arity(self, 1)?;
                let p = self.rvalue(&args[0])?;
                let Type::Pointer(t) = p.ty.clone() else {
                    return Err(self.error(span, "`$havoc` takes a pointer, e.g. `$havoc(&x)`"));
                };
                let target = match p.kind {
                    ExprKind::AddrOf(lv) => *lv,
                    _ => mk(ExprKind::Deref(Box::new(p)), *t, span),
                };
                // A whole array or struct may be havocked (every element gets a new value).
                let whole = mk(ExprKind::Int(0, None), Type::INT, span);
                self.check_writable(
                    if matches!(target.ty, Type::Array(..)) {
                        &whole
                    } else {
                        &target
                    },
                    span,
                )?;
                if let Some(VarRef::Shared(_)) = root_var(&target) {
                    self.check_writable(&target, span)?;
                }
                self.emit(Stmt::Havoc(target), span)?;
                Ok(None)
            }
            Lowered::Expect => {
                arity(self, 2)?;
                let v = self.rvalue(&args[0])?;
                self.rvalue(&args[1])?;
                Ok(Some(v))
            }
            Lowered::Nondet => {
                arity(self, 0)?;
                let suffix = crate::library::lookup(n).map_or("", |f| &n[f.name.len()..]);
                let ty = match id {
                    Some(id) => self.cx.functions[id.0 as usize].sig.ret.clone(),
                    None => nondet_type(suffix).ok_or_else(|| {
                        self.cx.error(span, format!("unknown nondeterministic function `{n}`; declare it with its return type"))
                    })?,
                };
                if ty == Type::Void {
                    return Err(self.error(span, format!("`{n}` must return a value")));
                }
                let t = self.temp(ty, span)?;
                self.emit(Stmt::Havoc(t.clone()), span)?;
                Ok(if want { Some(t) } else { None })
            }
        }
    }
}

/// The type of `__VERIFIER_nondet_<suffix>` when it was not declared.
fn nondet_type(suffix: &str) -> Option<Type> {
    let i = |kind, unsigned| Type::Int { kind, unsigned };
    Some(match suffix {
        "int" => i(IntKind::Int, false),
        "uint" | "unsigned" | "u32" => i(IntKind::Int, true),
        "long" => i(IntKind::Long, false),
        "ulong" => i(IntKind::Long, true),
        "longlong" => i(IntKind::LongLong, false),
        "ulonglong" => i(IntKind::LongLong, true),
        "short" => i(IntKind::Short, false),
        "ushort" => i(IntKind::Short, true),
        "char" => i(IntKind::Char, false),
        "uchar" => i(IntKind::Char, true),
        "bool" | "_Bool" => i(IntKind::Bool, true),
        "float" => Type::Real(FloatKind::Float),
        "double" => Type::Real(FloatKind::Double),
        "pointer" => Type::Pointer(Box::new(Type::Void)),
        _ => return None,
    })
}
