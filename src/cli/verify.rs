//! The arguments of `pbem verify` and `pbem publish`: checking a campaign or its public
//! copy, and writing that copy.

use clap::Args;
use std::path::PathBuf;

/// `pbem verify`.
#[derive(Debug, Args)]
pub struct VerifyArgs {
    /// The campaign folder.
    pub dir: PathBuf,
    /// A history hash kept from a report mail (the line after "The history hash through
    /// entry", or its X-Pbem-History header): verify also checks that an entry of the
    /// campaign has it, so a rewritten or removed entry shows (docs/fairness.md, section 8).
    #[arg(long, value_name = "HASH")]
    pub anchor: Option<String>,
    /// Replay on N threads (default: one per core; 1 replays on the main thread). The
    /// outcome is the same whatever N.
    #[arg(long, value_name = "N", value_parser = clap::value_parser!(u16).range(1..))]
    pub threads: Option<u16>,
    /// On a public copy (`pbem publish`): the salts the moderator released
    /// (publish-salts.yaml); every commitment of the copy must open against the full
    /// folder's files (--full, default: the folder the salts file is in).
    #[arg(long, value_name = "FILE")]
    pub salts: Option<PathBuf>,
    /// With --salts: the full campaign folder, or its released public copy, whose files
    /// open the commitments.
    #[arg(long, value_name = "DIR", requires = "salts")]
    pub full: Option<PathBuf>,
}

/// `pbem publish`.
#[derive(Debug, Args)]
pub struct PublishArgs {
    /// The campaign folder (the moderator's, with every file).
    pub dir: PathBuf,
    /// The public copy to write: a new or empty folder, or an earlier copy to update
    /// (its .git is kept).
    pub out: PathBuf,
    /// The campaign is over: copy the withheld files too and release the salts
    /// (publish-salts.yaml), so that every commitment made during the war opens.
    #[arg(long)]
    pub release: bool,
}
