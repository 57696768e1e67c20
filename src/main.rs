//! The `pbem` binary: parse the command line, run one command, print errors plainly.

fn main() {
    // Rust ignores SIGPIPE, so printing into a closed pipe (`pbem status | head`) would
    // panic; restore the default: the process ends quietly, as Unix tools do.
    #[cfg(unix)]
    // SAFETY: called first thing in main, before any thread exists; SIG_DFL is a valid
    // disposition for SIGPIPE.
    unsafe {
        libc::signal(libc::SIGPIPE, libc::SIG_DFL);
    }
    // A shell asking for completions (COMPLETE=bash pbem -- pbem WORDS…): answer and exit.
    clap_complete::CompleteEnv::with_factory(pbem::cli::command).complete();
    let cli = pbem::cli::parse();
    if let Err(e) = pbem::commands::run(cli) {
        eprintln!("pbem: error: {e}");
        std::process::exit(1);
    }
}
