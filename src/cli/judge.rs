//! `pbem judge`: the command line of the judge (docs/judge.md).

use clap::{Args, Subcommand};
use std::path::PathBuf;

/// `pbem judge`.
#[derive(Debug, Subcommand)]
pub enum JudgeCommand {
    /// One run over every campaign under ROOT: read the new mail, answer each sender, do
    /// each campaign's fair next step, send the reports, commit.
    Run(JudgeRunArgs),
}

/// `pbem judge run`.
#[derive(Debug, Args)]
pub struct JudgeRunArgs {
    /// The judge's folder: judge.yaml and one folder per campaign (any subfolder with a
    /// campaign.yaml).
    pub root: PathBuf,
    /// The run's time, RFC 3339 [default: now]; compared with the deadlines and recorded.
    /// Outside the simulation mode (PBEM_CLOCK=simulated) it may differ from the clock by
    /// at most 5 minutes.
    #[arg(long)]
    pub now: Option<String>,
    /// Read one message from standard input (an MTA's pipe delivery) and deliver it into
    /// the Maildir before the run.
    #[arg(long)]
    pub stdin: bool,
}
