//! The C standard library functions tass models (`stdlib.h`, `stdio.h`, `string.h`,
//! `time.h`, `assert.h`).

use crate::entry::Access::{Read, Write};
use crate::entry::Effect::{Exit, Heap};
use crate::entry::Handler::*;
use crate::entry::Role::*;
use crate::entry::{Handler, LibFn, Library, Lowered, Number, Role};

const fn c(name: &'static str, params: &'static [Role], handler: Handler) -> LibFn {
    LibFn::new(Library::C, name, params, handler)
}

/// The table.
pub(crate) const TABLE: &[LibFn] = &[
    // Memory.
    c("malloc", &[Bytes], Malloc).effect(Heap),
    c("calloc", &[Length, Bytes], Calloc).effect(Heap),
    c("realloc", &[Pointer, Bytes], Realloc).effect(Heap),
    c("free", &[Pointer], Free).effect(Heap),
    c("memset", &[Block(Write), Value, Bytes], MemSet).writes(&[Block(Write)]),
    c("memcpy", &[Block(Write), Block(Read), Bytes], MemCopy).writes(&[Block(Write)]),
    c("memmove", &[Block(Write), Block(Read), Bytes], MemCopy).writes(&[Block(Write)]),
    c("strlen", &[String], Strlen),
    // Output, and calls with no effect tass observes.
    c("printf", &[Format], Ignored).rest(Value),
    c("sprintf", &[Block(Write), Format], Print)
        .rest(Value)
        .writes(&[Block(Write)]),
    c("snprintf", &[Block(Write), Bytes, Format], Print)
        .rest(Value)
        .writes(&[Block(Write)]),
    c("fprintf", &[Stream, Format], Ignored).rest(Value),
    c("puts", &[String], Ignored),
    c("putchar", &[Value], Ignored),
    c("fputs", &[String, Stream], Ignored),
    c("fputc", &[Value, Stream], Ignored),
    c("putc", &[Value, Stream], Ignored),
    c("fflush", &[Stream], Ignored),
    c("perror", &[String], Ignored),
    c("fclose", &[Stream], Ignored),
    c("srand", &[Value], Ignored),
    // Input.
    c("scanf", &[Format], Scan).rest(Out).writes(&[Out]),
    c("fscanf", &[Stream, Format], Scan)
        .rest(Out)
        .writes(&[Out]),
    c("sscanf", &[String, Format], Scan)
        .rest(Out)
        .writes(&[Out]),
    c("getchar", &[], Input),
    c("fgetc", &[Stream], Input),
    c("getc", &[Stream], Input),
    c("feof", &[Stream], Input),
    c("fgets", &[Block(Write), Length, Stream], Gets)
        .writes(&[Block(Write)])
        .may_fail(),
    c("fopen", &[String, String], Open).effect(Heap).may_fail(),
    c("clock", &[], Input),
    // C writes the time through a non-null `tloc` too (tass does not).
    c("time", &[Out], Input).writes(&[Out]),
    c("rand", &[], Rand),
    // Numbers from strings.
    c("atoi", &[String], StringToNumber(Number::Int)),
    c("atol", &[String], StringToNumber(Number::Int)),
    c("atoll", &[String], StringToNumber(Number::Int)),
    c("atof", &[String], StringToNumber(Number::Real)),
    c("strtol", &[String, Out, Base], StringToNumber(Number::Int)).writes(&[Out]),
    c("strtoll", &[String, Out, Base], StringToNumber(Number::Int)).writes(&[Out]),
    c(
        "strtoul",
        &[String, Out, Base],
        StringToNumber(Number::Unsigned),
    )
    .writes(&[Out]),
    c(
        "strtoull",
        &[String, Out, Base],
        StringToNumber(Number::Unsigned),
    )
    .writes(&[Out]),
    c("strtod", &[String, Out], StringToNumber(Number::Real)).writes(&[Out]),
    c("strtof", &[String, Out], StringToNumber(Number::Real)).writes(&[Out]),
    c("strtold", &[String, Out], StringToNumber(Number::Real)).writes(&[Out]),
    // Arithmetic.
    c("abs", &[Value], Abs),
    c("labs", &[Value], Abs),
    c("llabs", &[Value], Abs),
    // The process.
    c("exit", &[Value], Handler::Exit).effect(Exit),
    // `assert` needs its header (it may be a macro); `abort` is SV-COMP's.
    c("assert", &[Value], Lowered(Lowered::Assert)),
];
