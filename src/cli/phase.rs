//! The arguments of the commands of a phase's files: entropy chains (`pbem entropy`) and
//! orders files (`pbem orders`).

use super::complete;
use crate::ids::ParticipantId;
use clap::{Args, Subcommand};
use clap_complete::engine::ArgValueCompleter;
use std::path::PathBuf;

/// `pbem entropy ...`.
#[derive(Debug, Subcommand)]
pub enum EntropyCommand {
    /// Make a participant's chain: a secret kept outside the campaign, and its anchor recorded.
    Init(EntropyInitArgs),
    /// Reveal a participant's chain value for the waiting entry (after all commitments).
    Reveal(EntropyRevealArgs),
    /// Print the line that reveals your chain value for an entry by mail (records nothing).
    Show(EntropyShowArgs),
}

/// `pbem entropy show`: the arguments of `pbem entropy reveal`, or, for a participant
/// without the campaign folder, the secret file and the entry.
#[derive(Debug, Args)]
pub struct EntropyShowArgs {
    /// The campaign folder, as for `pbem entropy reveal`; without it, give --secret and
    /// --entry.
    pub dir: Option<PathBuf>,
    /// Participant id: with DIR, finds your secret at its default place and checks it is
    /// the chain the campaign records for you.
    #[arg(long, requires = "dir", add = ArgValueCompleter::new(complete::participants))]
    pub participant: Option<ParticipantId>,
    /// Your secret file [default with DIR: DIR.secrets/ID.secret.yaml].
    #[arg(long, required_unless_present = "dir")]
    pub secret: Option<PathBuf>,
    /// The entry [default with DIR: the entry the campaign waits for].
    #[arg(long, required_unless_present = "dir")]
    pub entry: Option<u32>,
}

/// `pbem entropy init`.
#[derive(Debug, Args)]
pub struct EntropyInitArgs {
    /// The campaign folder.
    pub dir: PathBuf,
    /// Participant id.
    #[arg(long, add = ArgValueCompleter::new(complete::participants))]
    pub participant: ParticipantId,
    /// Chain length N: the campaign can have at most N entries.
    #[arg(long, default_value_t = 10_000)]
    pub length: u32,
    /// Where to keep the secret [default: DIR.secrets/ID.secret.yaml beside the folder].
    #[arg(long)]
    pub secret: Option<PathBuf>,
}

/// `pbem entropy reveal`.
#[derive(Debug, Args)]
pub struct EntropyRevealArgs {
    /// The campaign folder.
    pub dir: PathBuf,
    /// Participant id.
    #[arg(long, add = ArgValueCompleter::new(complete::participants))]
    pub participant: ParticipantId,
    /// The participant's secret file [default: DIR.secrets/ID.secret.yaml].
    #[arg(long, conflicts_with = "value")]
    pub secret: Option<PathBuf>,
    /// The value itself (64 hex digits), as the participant sent it.
    #[arg(long)]
    pub value: Option<String>,
}

/// `pbem orders ...`.
#[derive(Debug, Subcommand)]
pub enum OrdersCommand {
    /// Write a commented orders template for the waiting entry.
    New(OrdersNewArgs),
    /// Check an orders file against the campaign; writes nothing. Prints the odds of the
    /// battles the orders would fight, as their player may see them, and the commitment line.
    Check(OrdersCheckArgs),
    /// Print an orders file as a block to paste into a mail body (base64, survives mail clients).
    Armor(OrdersArmorArgs),
}

/// `pbem orders armor`.
#[derive(Debug, Args)]
pub struct OrdersArmorArgs {
    /// The orders file.
    pub file: PathBuf,
}

/// `pbem orders new`.
#[derive(Debug, Args)]
pub struct OrdersNewArgs {
    /// The campaign folder.
    pub dir: PathBuf,
    /// Player id.
    #[arg(long, add = ArgValueCompleter::new(complete::players))]
    pub player: ParticipantId,
    /// Write to this file instead of standard output.
    #[arg(long, short)]
    pub output: Option<PathBuf>,
    /// On a public copy of a game that hides the state (1812): your view, the
    /// `view-NNNN-PLAYER.yaml` attached to your latest report mail, or that mail itself
    /// (`.eml`); checked against the latest entry's resolution.yaml (docs/fairness.md,
    /// section 14).
    #[arg(long, value_name = "FILE")]
    pub view: Option<PathBuf>,
}

/// `pbem orders check`.
#[derive(Debug, Args)]
pub struct OrdersCheckArgs {
    /// The campaign folder.
    pub dir: PathBuf,
    /// The orders file.
    pub file: PathBuf,
    /// Your mail key, when the campaign requires tagged commitments [default:
    /// DIR.secrets/ID.mail-key.yaml beside the folder].
    #[arg(long)]
    pub key: Option<PathBuf>,
    /// Leave out the odds of the battles the orders would fight (Empires in Arms field
    /// combat can take seconds to walk).
    #[arg(long)]
    pub no_odds: bool,
    /// On a public copy of a game that hides the state (1812): your view, the
    /// `view-NNNN-PLAYER.yaml` attached to your latest report mail, or that mail itself
    /// (`.eml`); checked against the latest entry's resolution.yaml (docs/fairness.md,
    /// section 14).
    #[arg(long, value_name = "FILE")]
    pub view: Option<PathBuf>,
}
