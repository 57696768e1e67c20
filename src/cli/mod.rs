//! The command line, defined once: clap parses it, and the man pages (man/) and shell
//! completions are generated from the same definition.

pub mod complete;
mod judge;
mod judge_schedule;
mod mail;
mod meta;
pub mod pages;
mod phase;
mod tools;
mod verify;

pub use judge::*;
pub use judge_schedule::*;
pub use mail::*;
pub use meta::*;
pub use phase::*;
pub use tools::*;
pub use verify::*;

use crate::ids::{CampaignId, ParticipantId, ScenarioId};
use clap::{Args, Parser, Subcommand, ValueEnum};
use clap_complete::engine::ArgValueCompleter;
use std::path::PathBuf;

/// pbem: a play-by-email adjudicator for Napoleonic wargames, with dice anyone can re-check.
///
/// Each phase, every player commits to an orders file (its SHA-256) before anyone reveals;
/// the seed of the dice is the hash of those commitments and each participant's entropy
/// chain value; `pbem resolve` adjudicates by the rules and writes the new state, the dice
/// log and the reports; `pbem verify` replays the whole campaign.
#[derive(Debug, Parser)]
#[command(name = "pbem", version, about, long_about, propagate_version = true)]
pub struct Cli {
    /// What to do.
    #[command(subcommand)]
    pub command: Command,
}

/// The commands.
#[derive(Debug, Subcommand)]
pub enum Command {
    /// Make a campaign folder from a scenario.
    New(NewArgs),
    /// List the game systems this pbem plays, their embedded scenarios and the sides each needs.
    Games(GamesArgs),
    /// Entropy chains: make one (init), reveal this entry's value (reveal), or print the line
    /// that reveals it by mail (show).
    #[command(subcommand)]
    Entropy(EntropyCommand),
    /// Show the entry the campaign waits for and whose commitments, orders and entropy are awaited.
    Status(StatusArgs),
    /// Orders files: write a template (new), check one without writing anything (check), or
    /// print one as a block to paste into a mail (armor).
    #[command(subcommand)]
    Orders(OrdersCommand),
    /// Record a player's commitment: the SHA-256 of the orders file, before any reveal.
    Commit(CommitArgs),
    /// Reveal a player's orders file; its hash must equal the commitment.
    Reveal(RevealArgs),
    /// Resolve the waiting entry: needs every commitment, reveal and entropy value.
    Resolve(ResolveArgs),
    /// Print a report of a resolved entry, rendered from the templates.
    Report(ReportArgs),
    /// Draw the map of the current state or of an entry as a player may see it (SVG or PNG).
    Map(MapArgs),
    /// Replay the whole campaign and name the first entry and file that differ.
    Verify(VerifyArgs),
    /// Write the campaign as a static web site whose page checks the dice in the browser.
    Site(crate::site::SiteArgs),
    /// Write the public copy of a campaign: every file a player may see, each file the
    /// game hides replaced by a salted commitment (docs/fairness.md, section 14).
    Publish(PublishArgs),
    /// Mail: send the report messages of an entry (send), remind those who are late (remind),
    /// make a player's mail key (key), or fetch an IMAP mailbox into a Maildir (fetch).
    #[command(subcommand)]
    Mail(MailCommand),
    /// Read orders, commitments and entropy values from mail (.eml, mbox, Maildir).
    Inbox(InboxArgs),
    /// Set the deadline of the waiting entry, with an optional grace period.
    Deadline(DeadlineArgs),
    /// Close commitments after the deadline: who has not committed gets the standing orders.
    Close(CloseArgs),
    /// Pause the campaign: mail is still taken, but no deadline is set and nothing resolves.
    Pause(PauseArgs),
    /// Resume a paused campaign (the next deadline by schedule is counted from now).
    Resume(ResumeArgs),
    /// Record a player's absence (dates): deadlines by schedule move past it, within the
    /// campaign's cap.
    Absence(AbsenceArgs),
    /// Give a side to a new participant from the waiting entry on, with a new entropy
    /// chain, and mail them the side's latest report (docs/fairness.md, section 15).
    Handover(HandoverArgs),
    /// Void a player's disputed (forged) pending commitment; recorded in the entry with the reason.
    Void(VoidArgs),
    /// Move the waiting entry to the newest rules revision this pbem plays, before its first
    /// commitment; recorded in the entry and said in its report mail.
    Upgrade(UpgradeArgs),
    /// Exact battle odds from the rules' own combat code: Empires in Arms field combat, an
    /// 1812 battle or an American Revolution attack, in a campaign's area or from a file
    /// (docs/odds.md).
    Odds(OddsArgs),
    /// The judge: runs a group's campaigns by itself from real mail (docs/judge.md).
    #[command(subcommand)]
    Judge(JudgeCommand),
    /// Build and play a game's demonstration campaign (Danube 1810 by default) from start to
    /// verify.
    Demo(DemoArgs),
    /// Write the man pages generated from this definition.
    #[command(hide = true)]
    Man(ManArgs),
    /// Print the script that makes your shell complete pbem's commands, flags and the game,
    /// scenario, player and participant ids of the campaign on the line.
    Completions(CompletionArgs),
}

/// `pbem status`.
#[derive(Debug, Args)]
pub struct StatusArgs {
    /// The campaign folder.
    pub dir: PathBuf,
    /// The time compared with the deadline, RFC 3339 [default: now].
    #[arg(long)]
    pub now: Option<String>,
}

/// `pbem new`.
#[derive(Debug, Args)]
pub struct NewArgs {
    /// The campaign folder to make.
    pub dir: PathBuf,
    #[arg(long, help = meta::game_help(), add = ArgValueCompleter::new(complete::games))]
    pub game: String,
    /// Embedded scenario id (e.g. danube-1810; `pbem games` lists them).
    #[arg(
        long,
        conflicts_with = "scenario_file",
        required_unless_present = "scenario_file",
        add = ArgValueCompleter::new(complete::scenarios)
    )]
    pub scenario: Option<ScenarioId>,
    /// A scenario file of your own (copied into the campaign's data/ folder).
    #[arg(long)]
    pub scenario_file: Option<PathBuf>,
    /// Campaign id, used in every orders header and seed: 1 to 64 lowercase letters, digits
    /// and hyphens, starting with a letter [default: the folder's name].
    #[arg(long)]
    pub id: Option<CampaignId>,
    /// A player: ID:SIDE[,SIDE...][:EMAIL], e.g. turkey:turkey:sultan@example.org. Repeat per player.
    // The doc comment is the --help text, brackets and all.
    #[allow(rustdoc::broken_intra_doc_links)]
    #[arg(long = "player", value_name = "ID:SIDES[:EMAIL]", required = true)]
    pub players: Vec<String>,
    /// The moderator: ID[:EMAIL] (takes part in entropy, sends no orders).
    #[allow(rustdoc::broken_intra_doc_links)]
    #[arg(long, value_name = "ID[:EMAIL]")]
    pub moderator: Option<String>,
    /// From: of report messages.
    #[arg(long, default_value = "pbem moderator <moderator@example.org>")]
    pub mail_from: String,
    /// A side of the scenario that no player takes: it gets the standing orders every entry,
    /// recorded in campaign.yaml. Repeat per side. Every side needs a player or this.
    #[arg(long, value_name = "SIDE")]
    pub unplayed: Vec<String>,
    /// Every side that no player takes is unplayed (each is named in campaign.yaml).
    #[arg(long)]
    pub unplayed_rest: bool,
    /// How the group trusts its moderator (docs/fairness.md, section 11).
    #[arg(long, value_enum, default_value_t = CampaignMode::Open)]
    pub mode: CampaignMode,
}

/// `pbem new --mode`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, ValueEnum)]
pub enum CampaignMode {
    /// Players commit a hash first and send orders once every commitment is in: nobody,
    /// the moderator included, reads orders early.
    Open,
    /// One mail per player per entry (orders and entropy line) to the moderator, who reads
    /// orders on receipt; the moderator's entropy value comes first, so the dice stay out
    /// of the moderator's hands. Needs --moderator.
    Moderated,
}

/// `pbem commit`.
#[derive(Debug, Args)]
pub struct CommitArgs {
    /// The campaign folder.
    pub dir: PathBuf,
    /// Player id.
    #[arg(long, add = ArgValueCompleter::new(complete::players))]
    pub player: ParticipantId,
    /// The orders file (checked, then hashed; the file itself is not recorded yet).
    #[arg(required_unless_present = "hash", conflicts_with = "hash")]
    pub file: Option<PathBuf>,
    /// The commitment (64 hex digits) when the file is not disclosed yet.
    #[arg(long)]
    pub hash: Option<String>,
    /// With --hash: the entry it is for, when ahead of the waiting one [default: the waiting
    /// entry]. With a file, its header says.
    #[arg(long, requires = "hash")]
    pub entry: Option<u32>,
}

/// `pbem reveal`.
#[derive(Debug, Args)]
pub struct RevealArgs {
    /// The campaign folder.
    pub dir: PathBuf,
    /// Player id.
    #[arg(long, add = ArgValueCompleter::new(complete::players))]
    pub player: ParticipantId,
    /// The orders file, byte for byte as committed.
    pub file: PathBuf,
}

/// `pbem resolve`.
#[derive(Debug, Args)]
pub struct ResolveArgs {
    /// The campaign folder.
    pub dir: PathBuf,
    /// Show the public report without writing anything.
    #[arg(long)]
    pub dry_run: bool,
    /// Date of the report messages, RFC 3339 [default: now]; recorded for replay.
    #[arg(long)]
    pub date: Option<String>,
    /// After the deadline and grace: resolve with the standing orders (NMR defaults) for
    /// every player whose orders are not in.
    #[arg(long)]
    pub nmr: bool,
    /// The time compared with the deadline for --nmr, RFC 3339 [default: now].
    #[arg(long, requires = "nmr")]
    pub now: Option<String>,
}

/// Report format.
#[derive(Debug, Clone, Copy, PartialEq, Eq, ValueEnum)]
pub enum Format {
    /// The Markdown report.
    Markdown,
    /// The e-mail message (needs --player).
    Email,
}

/// `pbem report`.
#[derive(Debug, Args)]
pub struct ReportArgs {
    /// The campaign folder.
    pub dir: PathBuf,
    /// Entry number [default: the newest].
    #[arg(long)]
    pub entry: Option<u32>,
    /// A player's own view instead of the public report.
    #[arg(long, add = ArgValueCompleter::new(complete::players))]
    pub player: Option<ParticipantId>,
    /// Output format.
    #[arg(long, value_enum, default_value_t = Format::Markdown)]
    pub format: Format,
    /// Render with the templates in this folder (same layout as templates/).
    #[arg(long)]
    pub templates: Option<PathBuf>,
}

/// The command line as clap defines it, with each command's examples and files
/// ([`pages`]) after its options in `--help`.
pub fn command() -> clap::Command {
    use clap::CommandFactory;
    fn add(cmd: clap::Command, path: &str) -> clap::Command {
        let mut cmd = match pages::page(path) {
            Some(p) => cmd.after_long_help(pages::help_text(p)),
            None => cmd,
        };
        let names: Vec<String> = cmd
            .get_subcommands()
            .map(|s| s.get_name().to_string())
            .collect();
        for n in names {
            let sub_path = if path.is_empty() {
                n.clone()
            } else {
                format!("{path} {n}")
            };
            cmd = cmd.mut_subcommand(&n, |s| add(s, &sub_path));
        }
        cmd
    }
    add(Cli::command(), "")
}

/// Parses the process's arguments with [`command`]; on an error or `--help`, prints and
/// exits as clap does.
pub fn parse() -> Cli {
    use clap::FromArgMatches;
    let matches = command().get_matches();
    Cli::from_arg_matches(&matches).unwrap_or_else(|e| e.exit())
}

/// Every man page: (file name, roff text), for `pbem` and each subcommand. The synopsis
/// names the command as typed (`pbem entropy reveal`); EXAMPLES and FILES come from
/// [`pages`].
pub fn man_pages() -> Vec<(String, Vec<u8>)> {
    let mut out = Vec::new();
    fn walk(cmd: &clap::Command, words: &[String], out: &mut Vec<(String, Vec<u8>)>) {
        let mut words = words.to_vec();
        words.push(cmd.get_name().to_string());
        let file = words.join("-");
        let path = words[1..].join(" ");
        let page_cmd = cmd
            .clone()
            .name(file.clone())
            .display_name(file.clone())
            .bin_name(words.join(" "));
        let man = clap_mangen::Man::new(page_cmd.clone());
        let mut roff = clap_mangen::roff::Roff::default();
        let mut buf = Vec::new();
        let render = |w: &mut Vec<u8>| -> std::io::Result<()> {
            man.render_title(w)?;
            man.render_name_section(w)?;
            man.render_synopsis_section(w)?;
            man.render_description_section(w)?;
            if page_cmd.get_arguments().any(|a| !a.is_hide_set()) {
                man.render_options_section(w)?;
            }
            if page_cmd.has_subcommands() {
                man.render_subcommands_section(w)?;
            }
            Ok(())
        };
        render(&mut buf).expect("rendering to memory");
        if let Some(p) = pages::page(&path) {
            pages::man_sections(p, &mut roff);
            roff.to_writer(&mut buf).expect("rendering to memory");
        }
        if page_cmd.get_version().is_some() {
            man.render_version_section(&mut buf)
                .expect("rendering to memory");
        }
        out.push((format!("{file}.1"), buf));
        // clap's own `help` subcommand is not a page of its own.
        for sub in cmd
            .get_subcommands()
            .filter(|s| !s.is_hide_set() && s.get_name() != "help")
        {
            walk(sub, &words, out);
        }
    }
    let mut cmd = command();
    cmd.build();
    walk(&cmd, &[], &mut out);
    out
}
