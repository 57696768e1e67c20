//! The `pbem` binary: parse the command line, run one command, print errors plainly.

use clap::Parser;

fn main() {
    let cli = pbem::cli::Cli::parse();
    if let Err(e) = pbem::commands::run(cli) {
        eprintln!("pbem: error: {e}");
        std::process::exit(1);
    }
}
