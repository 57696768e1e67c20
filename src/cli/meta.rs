//! The arguments of the commands about pbem itself rather than a campaign: `pbem games`
//! (the game systems, scenarios and sides), `pbem demo`, `pbem man` and `pbem completions`.

use super::complete;
use clap::Args;
use clap_complete::engine::ArgValueCompleter;
use std::path::PathBuf;

/// The help of `pbem new --game`: every game id of the registry, sorted.
pub(super) fn game_help() -> String {
    let mut ids: Vec<&str> = crate::rules::registry().iter().map(|g| g.id()).collect();
    ids.sort_unstable();
    format!(
        "Game system: {} (`pbem games` lists their scenarios and sides)",
        ids.join(", ")
    )
}

/// `pbem games`.
#[derive(Debug, Args)]
pub struct GamesArgs {
    /// Only this game system (its id); all of them when left out. The output is sorted:
    /// per game a header line, then per scenario its id and title, with an indented line of
    /// the sides (`id (Name)`) that `pbem new --player ID:SIDE` takes.
    #[arg(add = ArgValueCompleter::new(complete::games))]
    pub game: Option<String>,
}

/// `pbem demo`.
#[derive(Debug, Args)]
pub struct DemoArgs {
    /// Where to build it (an earlier demo there is replaced).
    #[arg(default_value = "pbem-demo")]
    pub dir: PathBuf,
    /// The game whose demo to play: empires-in-arms (Danube 1810, two land combat steps),
    /// spi-1812 (turns 1-3 of the 1812 campaign), american-revolution (game turns 1-2 of
    /// the War of Independence), old-trousers (two turns of Maida 1806) or grande-tactique
    /// (two turns of Ligny 1815).
    #[arg(long, default_value = "empires-in-arms", add = ArgValueCompleter::new(complete::games))]
    pub game: String,
}

/// `pbem man`.
#[derive(Debug, Args)]
pub struct ManArgs {
    /// Folder to write the pages to.
    #[arg(default_value = "man")]
    pub dir: PathBuf,
}

/// `pbem completions`.
#[derive(Debug, Args)]
pub struct CompletionArgs {
    /// The shell.
    #[arg(value_enum)]
    pub shell: clap_complete::Shell,
}
