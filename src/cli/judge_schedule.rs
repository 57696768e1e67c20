//! The arguments of `pbem pause`, `pbem resume`, `pbem absence` and `pbem handover`
//! (issue 29).

use super::complete;
use crate::ids::ParticipantId;
use clap::Args;
use clap_complete::engine::ArgValueCompleter;
use std::path::PathBuf;

/// `pbem pause`.
#[derive(Debug, Args)]
pub struct PauseArgs {
    /// The campaign folder.
    pub dir: PathBuf,
    /// Why, in words (recorded in pause.yaml and shown by `pbem status`).
    #[arg(long)]
    pub reason: Option<String>,
    /// The time of the pause, RFC 3339 [default: now].
    #[arg(long)]
    pub now: Option<String>,
}

/// `pbem resume`.
#[derive(Debug, Args)]
pub struct ResumeArgs {
    /// The campaign folder.
    pub dir: PathBuf,
    /// The time of the resume, RFC 3339 [default: now].
    #[arg(long)]
    pub now: Option<String>,
}

/// `pbem absence`.
#[derive(Debug, Args)]
pub struct AbsenceArgs {
    /// The campaign folder.
    pub dir: PathBuf,
    /// The player who will be away.
    #[arg(long, add = ArgValueCompleter::new(complete::players))]
    pub player: ParticipantId,
    /// First day away, YYYY-MM-DD (in the schedule's zone).
    #[arg(long)]
    pub from: String,
    /// Last day away, YYYY-MM-DD.
    #[arg(long)]
    pub to: String,
    /// The time it is recorded at, RFC 3339 [default: now].
    #[arg(long)]
    pub now: Option<String>,
}

/// `pbem handover`.
#[derive(Debug, Args)]
pub struct HandoverArgs {
    /// The campaign folder.
    pub dir: PathBuf,
    /// The side that changes hands.
    #[arg(long)]
    pub side: String,
    /// The new participant: ID[:EMAIL] (a new id, never one of the campaign's).
    #[allow(rustdoc::broken_intra_doc_links)]
    #[arg(long, value_name = "ID[:EMAIL]")]
    pub to: String,
    /// The new participant's name [default: the id].
    #[arg(long)]
    pub name: Option<String>,
    /// The anchor of an entropy chain the new participant made (64 hex digits) [default:
    /// pbem makes a chain and writes its secret to --secret].
    #[arg(long, value_name = "HEX")]
    pub anchor: Option<String>,
    /// The chain's length N.
    #[arg(long, default_value_t = 10_000)]
    pub length: u32,
    /// Where the secret of the chain pbem makes goes (outside the campaign folder) [default:
    /// DIR.secrets/ID.secret.yaml]; give it to the new participant.
    #[arg(long, conflicts_with = "anchor")]
    pub secret: Option<PathBuf>,
    /// Record nothing: print the `PBEM-HANDOVER` line that asks the judge (or the inbox)
    /// for this handover by the moderator's mail, tagged with the moderator's mail key
    /// (DIR.secrets/MOD.mail-key.yaml) when campaign mail is authenticated.
    #[arg(long, conflicts_with_all = ["anchor", "secret"])]
    pub mail_line: bool,
    /// How the catch-up mail goes (none: the handover is recorded, the mail not sent).
    #[command(flatten)]
    pub transport: super::TransportArgs,
}
