//! The command line, defined once: clap parses it, and the man pages (man/) and shell
//! completions are generated from the same definition.

mod mail;

pub use mail::*;

use crate::ids::{CampaignId, ParticipantId, ScenarioId};
use clap::{Args, Parser, Subcommand, ValueEnum};
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
    /// Entropy chains: make one (init) or reveal this entry's value (reveal).
    #[command(subcommand)]
    Entropy(EntropyCommand),
    /// Show the entry the campaign waits for and whose commitments, orders and entropy are awaited.
    Status(StatusArgs),
    /// Orders files: write a template (new) or check one without writing anything (check).
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
    /// Replay the whole campaign and name the first entry and file that differ.
    Verify(VerifyArgs),
    /// Mail: send the report messages of an entry, or remind those who are late.
    #[command(subcommand)]
    Mail(MailCommand),
    /// Read orders, commitments and entropy values from mail (.eml, mbox, Maildir).
    Inbox(InboxArgs),
    /// Set the deadline of the waiting entry, with an optional grace period.
    Deadline(DeadlineArgs),
    /// Close commitments after the deadline: who has not committed gets the standing orders.
    Close(CloseArgs),
    /// Void a player's disputed (forged) pending commitment; recorded in the entry with the reason.
    Void(VoidArgs),
    /// Exact battle odds from the rules' own combat code: Empires in Arms field combat in a
    /// campaign's area or from a file (docs/odds.md), the 1812 combat results table.
    Odds(OddsArgs),
    /// Build and play the demonstration campaign (Danube 1810) from start to verify.
    Demo(DemoArgs),
    /// Write the man pages generated from this definition.
    #[command(hide = true)]
    Man(ManArgs),
    /// Print shell completions.
    Completions(CompletionArgs),
}

/// `pbem odds`.
#[derive(Debug, Args)]
#[command(group = clap::ArgGroup::new("source").required(true).args(["dir", "file"]))]
pub struct OddsArgs {
    /// A campaign folder: the forces of its current state in `--area`.
    #[arg(requires = "area")]
    pub dir: Option<PathBuf>,
    /// The area whose field combat to give the odds of (an area id of the map).
    #[arg(long, requires = "dir")]
    pub area: Option<String>,
    /// An odds file instead of a campaign (docs/odds.md; examples under
    /// games/empires-in-arms/odds/ and games/spi-1812/odds/). Its `game:` says which.
    #[arg(long, conflicts_with = "dir")]
    pub file: Option<PathBuf>,
    /// The attacker's chit (Empires in Arms) or battle plan (1812) [default: the file's, or
    /// every one: the matrix of pairings].
    #[arg(long, value_name = "CHIT")]
    pub attacker: Option<String>,
    /// The defender's chit or battle plan [default: the file's, or every one].
    #[arg(long, value_name = "CHIT")]
    pub defender: Option<String>,
    /// Every outcome with its exact probability as a fraction, not only the summary.
    #[arg(long)]
    pub detail: bool,
    /// Also fight the battle N times with the protocol's ChaCha20 dice (keyed by the
    /// SHA-256 of `--seed`) and print the counts beside the exact odds.
    #[arg(long, value_name = "N")]
    pub simulate: Option<u64>,
    /// The seed text of `--simulate`: the same text gives the same dice.
    #[arg(long, default_value = "pbem odds", value_name = "TEXT")]
    pub seed: String,
}

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
    #[arg(long, help = game_help())]
    pub game: String,
    /// Embedded scenario id (e.g. danube-1810; `pbem games` lists them).
    #[arg(
        long,
        conflicts_with = "scenario_file",
        required_unless_present = "scenario_file"
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
    #[arg(long = "player", value_name = "ID:SIDES[:EMAIL]", required = true)]
    pub players: Vec<String>,
    /// The moderator: ID[:EMAIL] (takes part in entropy, sends no orders).
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
}

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

/// `pbem entropy show`.
#[derive(Debug, Args)]
pub struct EntropyShowArgs {
    /// Your secret file.
    #[arg(long)]
    pub secret: PathBuf,
    /// The entry.
    #[arg(long)]
    pub entry: u32,
}

/// `pbem entropy init`.
#[derive(Debug, Args)]
pub struct EntropyInitArgs {
    /// The campaign folder.
    pub dir: PathBuf,
    /// Participant id.
    #[arg(long)]
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
    #[arg(long)]
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
    /// Check an orders file against the campaign; writes nothing. Prints the commitment line.
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
    #[arg(long)]
    pub player: ParticipantId,
    /// Write to this file instead of standard output.
    #[arg(long, short)]
    pub output: Option<PathBuf>,
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
}

/// `pbem commit`.
#[derive(Debug, Args)]
pub struct CommitArgs {
    /// The campaign folder.
    pub dir: PathBuf,
    /// Player id.
    #[arg(long)]
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
    #[arg(long)]
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
    #[arg(long)]
    pub player: Option<ParticipantId>,
    /// Output format.
    #[arg(long, value_enum, default_value_t = Format::Markdown)]
    pub format: Format,
    /// Render with the templates in this folder (same layout as templates/).
    #[arg(long)]
    pub templates: Option<PathBuf>,
}

/// The help of `pbem new --game`: every game id of the registry, sorted.
fn game_help() -> String {
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
    pub game: Option<String>,
}

/// `pbem demo`.
#[derive(Debug, Args)]
pub struct DemoArgs {
    /// Where to build it (an earlier demo there is replaced).
    #[arg(default_value = "pbem-demo")]
    pub dir: PathBuf,
    /// The game whose demo to play: empires-in-arms (Danube 1810, two land combat steps) or
    /// spi-1812 (turns 1-3 of the 1812 campaign).
    #[arg(long, default_value = "empires-in-arms")]
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

/// Every man page: (file name, roff text), for `pbem` and each subcommand.
pub fn man_pages() -> Vec<(String, Vec<u8>)> {
    use clap::CommandFactory;
    let cmd = Cli::command();
    let mut out = Vec::new();
    fn walk(cmd: &clap::Command, prefix: &str, out: &mut Vec<(String, Vec<u8>)>) {
        let name = if prefix.is_empty() {
            cmd.get_name().to_string()
        } else {
            format!("{prefix}-{}", cmd.get_name())
        };
        let mut buf = Vec::new();
        let page = clap_mangen::Man::new(cmd.clone().name(name.clone()));
        page.render(&mut buf).expect("rendering to memory");
        out.push((format!("{name}.1"), buf));
        for sub in cmd.get_subcommands().filter(|s| !s.is_hide_set()) {
            walk(sub, &name, out);
        }
    }
    walk(&cmd, "", &mut out);
    out
}
