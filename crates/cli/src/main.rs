//! The `tass` binary.
//!
//! The global allocator is `mimalloc` (the maintained Rust binding of Microsoft's
//! allocator). The search allocates and frees many small objects (expressions, frames,
//! choices, values); against the system allocator it made the sequential scale bench
//! about 1.1x faster (matmul N <= 16: 0.27 s against 0.33 s, best of five; the Fig. 10
//! diffusion with 50 processes: 16.4 s against 19.1 s). Peak memory is higher (the
//! allocator keeps freed pages for reuse: that diffusion run 77 MB against 59 MB); the
//! memory limit still measures the resident set.
//!
//! Every command (front end and search) runs on a thread with a 256 MiB stack.

use clap::Parser;
use codespan_reporting::term::termcolor::StandardStream;
use std::io::Write;
use tass_cli::args::{normalize_os, Cli, Command, Common};
use tass_cli::frontend::{load, FrontOptions};
use tass_cli::{report, EXIT_ERROR, EXIT_HOLDS, EXIT_UNKNOWN};

/// mimalloc instead of the system allocator: the search allocates and frees many small
/// objects (expressions, frames, choices); measured on the sequential scale bench
/// (see ARCHITECTURE.md, "Choices" of tass-cli).
#[global_allocator]
static GLOBAL: mimalloc::MiMalloc = mimalloc::MiMalloc;

fn main() {
    // The clock of --time-limit starts here, before the first byte is read.
    tass_cli::control::mark_start();
    let args = normalize_os(std::env::args_os());
    if let Some(a) = args
        .iter()
        .filter_map(|a| a.to_str())
        .find_map(|a| a.strip_prefix("--civl-nprocs-range-unsupported="))
    {
        eprintln!("error: `{a}`: a range of process counts (CIVL's -input_mpi_nprocs_lo/_hi) is not supported; run tass once per count with -np=N (or -input_mpi_nprocs=N)");
        std::process::exit(EXIT_ERROR);
    }
    // Only file names may have bytes that are not UTF-8: an option that is not text is
    // a usage error, said as such (clap would read `-inputx=<0xE9>` as short options).
    if let Some(bad) = args
        .iter()
        .skip(1)
        .find(|a| a.to_str().is_none() && a.as_encoded_bytes().starts_with(b"-"))
    {
        eprintln!(
            "error: the option `{}` is not valid UTF-8: options and their values must be text (only file names may have other bytes)",
            bad.to_string_lossy()
        );
        std::process::exit(EXIT_ERROR);
    }
    let cli = match Cli::try_parse_from(args) {
        Ok(c) => c,
        Err(e) => {
            let code = if e.use_stderr() {
                EXIT_ERROR
            } else {
                EXIT_HOLDS
            };
            let _ = e.print();
            std::process::exit(code);
        }
    };
    // An internal error is a bug in tass, never a verdict: say so plainly, and exit with
    // the status of "unknown".
    std::panic::set_hook(Box::new(|info| {
        let msg = info
            .payload()
            .downcast_ref::<&str>()
            .map(|s| s.to_string())
            .or_else(|| info.payload().downcast_ref::<String>().cloned())
            .unwrap_or_default();
        let at = info
            .location()
            .map(|l| format!(" ({}:{})", l.file(), l.line()))
            .unwrap_or_default();
        eprintln!("internal error in tass: {msg}{at}\nthis is a bug in tass, not in the program; nothing was decided");
    }));
    // Limits and signals hold for the whole run of the commands that report a verdict.
    match &cli.command {
        Command::Verify(v) => tass_cli::control::install(tass_cli::verify::limits(
            &v.search,
            tass_cli::verify::verify_title(v),
        )),
        Command::Compare(c) => {
            let files: Vec<String> = c
                .spec
                .iter()
                .chain(&c.implementation)
                .chain(&c.files)
                .map(|f| f.display().to_string())
                .collect();
            tass_cli::control::install(tass_cli::verify::limits(
                &c.search,
                format!("tass compare {}", files.join(" ")),
            ))
        }
        Command::Ipp(a) => tass_cli::control::install(tass_cli::control::Limits {
            title: format!("tass ipp {}", a.file.display()),
            ..Default::default()
        }),
        Command::Parse(_) | Command::Show(_) => {}
    }
    // The front end recurses on nested input: give it a large stack.
    let code = std::thread::Builder::new()
        .stack_size(256 << 20)
        .spawn(move || run(cli))
        .map(|h| h.join().unwrap_or(EXIT_UNKNOWN))
        .unwrap_or(EXIT_ERROR);
    // No solver outlives the run, whatever path it ended by (a panic, an early return).
    tass_prove::terminate_solvers();
    tass_ipp::terminate_all();
    std::process::exit(code);
}

fn run(cli: Cli) -> i32 {
    match cli.command {
        Command::Parse(c) => front(&c, false),
        Command::Show(c) => front(&c, true),
        Command::Verify(v) => tass_cli::verify::run(&v),
        Command::Compare(c) => tass_cli::verify::run_compare(&c),
        Command::Ipp(a) => tass_cli::ipp::run(&a),
    }
}

fn stderr() -> StandardStream {
    tass_cli::stderr_stream()
}

fn front(c: &Common, show: bool) -> i32 {
    // Options of the search would have no effect here: say so rather than ignore them.
    let command = if show { "show" } else { "parse" };
    for (given, option) in [
        (!c.front.input.is_empty(), "-inputNAME=VALUE"),
        (!c.front.arg.is_empty(), "--arg"),
        (c.front.np.is_some(), "-np"),
    ] {
        if given {
            eprintln!("error: {option} has no effect on `tass {command}`; it is an option of `tass verify` and `tass compare`");
            return EXIT_ERROR;
        }
    }
    if let Err(e) = tass_cli::verify::check_options(&c.front, None) {
        eprintln!("error: {e}");
        return EXIT_ERROR;
    }
    let opts = FrontOptions {
        include_dirs: c.front.include.clone(),
        defines: c.front.defines(),
        civl: c.front.civl,
        spec: None,
        drop: None,
        keep_arrays: false,
        generalise: false,
    };
    let out = match load(&c.files, &opts) {
        Ok(o) => o,
        Err((path, e)) => {
            eprintln!("error: {}", tass_cli::frontend::read_error(&path, &e));
            return EXIT_ERROR;
        }
    };
    let mut err = stderr();
    let _ = report::render(&out.map, &out.diagnostics, &mut err);
    let Some(program) = out.program else {
        let errors = tass_cli::frontend::error_count(&out.diagnostics);
        let _ = writeln!(err, "{errors}; no model was built");
        return EXIT_ERROR;
    };
    let text = if show {
        tass_model::show::show(&program, &out.map)
    } else {
        format!(
            "{}: ok\n",
            c.files
                .iter()
                .map(|f| f.display().to_string())
                .collect::<Vec<_>>()
                .join(" ")
        )
    };
    tass_cli::emit(text.as_bytes(), EXIT_HOLDS)
}
