//! The mail, inbox and deadline commands' arguments (part of the one definition in
//! `cli/mod.rs`).

use clap::{Args, Subcommand, ValueEnum};
use std::path::PathBuf;

/// `pbem mail ...`.
#[derive(Debug, Subcommand)]
pub enum MailCommand {
    /// Send each player's report message of an entry (once: mail-log.yaml records it).
    Send(MailSendArgs),
    /// Mail the participants whose commitment, orders or entropy the waiting entry awaits.
    Remind(MailRemindArgs),
    /// Make a player's mail key: from then on the inbox takes only commitments tagged with it.
    Key(MailKeyArgs),
    /// Fetch each new message of an IMAP mailbox into a Maildir (where `pbem inbox` and
    /// `pbem judge run` read it), once: a fetch stopped anywhere and run again takes no
    /// message twice.
    Fetch(MailFetchArgs),
}

/// `pbem mail fetch`.
#[derive(Debug, Args)]
pub struct MailFetchArgs {
    /// The mailbox: imaps://USER@HOST[:PORT][/MAILBOX] (TLS), imap://USER@HOST[:PORT][/MAILBOX]
    /// (STARTTLS required), or imap://...?plain on a loopback address (plain text when the
    /// server offers no STARTTLS). USER percent-encoded (judge%40example.org); MAILBOX
    /// [default: INBOX]; never a password in it.
    #[arg(long, value_name = "URL")]
    pub imap: String,
    /// The Maildir to deliver into (tmp/, new/, cur/ made where missing); the state file
    /// MAILDIR.fetch.yaml is written beside it.
    #[arg(long)]
    pub maildir: PathBuf,
    /// A file whose first line is the login's password.
    #[arg(long, value_name = "FILE", required_unless_present = "password_env")]
    pub password_file: Option<PathBuf>,
    /// An environment variable that holds the login's password.
    #[arg(long, value_name = "VAR", conflicts_with = "password_file")]
    pub password_env: Option<String>,
    /// Delete each message on the server once delivered (instead of marking it seen).
    #[arg(long)]
    pub expunge: bool,
    /// A PEM certificate to trust for the IMAP server besides the web's roots.
    #[arg(long, value_name = "FILE")]
    pub imap_ca_file: Option<PathBuf>,
}

/// `pbem mail key`.
#[derive(Debug, Args)]
pub struct MailKeyArgs {
    /// The campaign folder.
    pub dir: PathBuf,
    /// Player id.
    #[arg(long, add = clap_complete::engine::ArgValueCompleter::new(super::complete::players))]
    pub player: String,
    /// Where to write the key (outside the campaign) [default:
    /// DIR.secrets/ID.mail-key.yaml beside the folder]. Give the player a copy by a way
    /// other than this campaign's mail.
    #[arg(long, conflicts_with = "remove")]
    pub key: Option<PathBuf>,
    /// Remove the player's key instead: from then on the player's commitments need no tag.
    /// Recorded in the waiting entry (its resolution.yaml) and told in its report mail;
    /// deleting mail-keys.yaml or a line of it does not remove a key.
    #[arg(long)]
    pub remove: bool,
    /// The time recorded for --remove, RFC 3339 [default: now].
    #[arg(long, requires = "remove")]
    pub now: Option<String>,
}

/// How messages leave.
#[derive(Debug, Clone, Copy, PartialEq, Eq, ValueEnum)]
pub enum TransportKind {
    /// An SMTP server (campaign.yaml mail.smtp, or --smtp-host).
    Smtp,
    /// The local sendmail program.
    Sendmail,
    /// .eml files in the --out folder, named by Message-ID (not recorded as sent).
    File,
}

/// The transport options of `pbem mail send` and `pbem mail remind`.
#[derive(Debug, Args)]
pub struct TransportArgs {
    /// How to send [default: smtp when campaign.yaml has mail.smtp or --smtp-host is given].
    #[arg(long, value_enum)]
    pub transport: Option<TransportKind>,
    /// SMTP server host (over campaign.yaml's mail.smtp.host).
    #[arg(long)]
    pub smtp_host: Option<String>,
    /// SMTP port [default: 587 for starttls, 465 for tls, 25 for none].
    #[arg(long)]
    pub smtp_port: Option<u16>,
    /// SMTP security [default: campaign.yaml's, else starttls].
    #[arg(long, value_enum)]
    pub security: Option<crate::mail::transport::Security>,
    /// A PEM certificate to trust for the SMTP server (a group's own server).
    #[arg(long)]
    pub ca_file: Option<PathBuf>,
    /// A YAML file with `user:` and `password:` for SMTP [default: the environment's
    /// PBEM_SMTP_USER and PBEM_SMTP_PASSWORD, if set].
    #[arg(long)]
    pub credentials: Option<PathBuf>,
    /// The sendmail program [default: campaign.yaml's mail.sendmail, else /usr/sbin/sendmail].
    #[arg(long)]
    pub sendmail: Option<String>,
    /// Folder for --transport file.
    #[arg(long, required_if_eq("transport", "file"))]
    pub out: Option<PathBuf>,
    /// Send again messages that mail-log.yaml records as sent.
    #[arg(long)]
    pub again: bool,
    /// The time recorded in mail-log.yaml (and for remind, compared with the deadline), RFC 3339 [default: now].
    #[arg(long)]
    pub now: Option<String>,
}

/// `pbem mail send`.
#[derive(Debug, Args)]
pub struct MailSendArgs {
    /// The campaign folder.
    pub dir: PathBuf,
    /// Entry number [default: the newest].
    #[arg(long)]
    pub entry: Option<u32>,
    /// Transport.
    #[command(flatten)]
    pub transport: TransportArgs,
}

/// `pbem mail remind`.
#[derive(Debug, Args)]
pub struct MailRemindArgs {
    /// The campaign folder.
    pub dir: PathBuf,
    /// Transport.
    #[command(flatten)]
    pub transport: TransportArgs,
}

/// `pbem inbox`.
#[derive(Debug, Args)]
pub struct InboxArgs {
    /// The campaign folder.
    pub dir: PathBuf,
    /// Messages: .eml files, mbox files, or Maildir folders (with cur/ and new/).
    #[arg(required = true)]
    pub files: Vec<PathBuf>,
    /// The folder of the players' mail keys (ID.mail-key.yaml), for a campaign whose
    /// commitments must be tagged [default: DIR.secrets/ beside the folder].
    #[arg(long)]
    pub keys: Option<PathBuf>,
    /// Take only messages that the receiving server named here (its authserv-id in the
    /// Authentication-Results field) found DKIM- or DMARC-signed by the From domain.
    #[arg(long, value_name = "AUTHSERV-ID")]
    pub trust_dkim: Option<String>,
}

/// `pbem upgrade`.
#[derive(Debug, Args)]
pub struct UpgradeArgs {
    /// The campaign folder.
    pub dir: PathBuf,
    /// The time recorded, RFC 3339 [default: now].
    #[arg(long)]
    pub now: Option<String>,
}

/// `pbem void`.
#[derive(Debug, Args)]
pub struct VoidArgs {
    /// The campaign folder.
    pub dir: PathBuf,
    /// The player whose pending commitment is void (forged or disputed).
    #[arg(long, add = clap_complete::engine::ArgValueCompleter::new(super::complete::players))]
    pub player: String,
    /// Why, in words; recorded in the entry (voided.yaml).
    #[arg(long)]
    pub reason: String,
    /// The time recorded, RFC 3339 [default: now].
    #[arg(long)]
    pub now: Option<String>,
}

/// `pbem deadline`.
#[derive(Debug, Args)]
pub struct DeadlineArgs {
    /// The campaign folder.
    pub dir: PathBuf,
    /// The deadline, RFC 3339 (e.g. 2026-12-01T18:00:00Z).
    #[arg(
        long,
        required_unless_present = "by_schedule",
        conflicts_with = "by_schedule"
    )]
    pub at: Option<String>,
    /// Grace after the deadline before NMR resolution is allowed (e.g. 12h, 2days).
    #[arg(long, default_value = "0s", conflicts_with = "by_schedule")]
    pub grace: String,
    /// Set the deadline (and grace) by campaign.yaml's `schedule:`, from now, moved for
    /// the absences recorded (docs/mail.md, "Deadlines by schedule").
    #[arg(long)]
    pub by_schedule: bool,
    /// The time the deadline is set at, RFC 3339 [default: now]; the deadline may not be
    /// before it, and it is recorded in the entry.
    #[arg(long)]
    pub now: Option<String>,
}

/// `pbem close`.
#[derive(Debug, Args)]
pub struct CloseArgs {
    /// The campaign folder.
    pub dir: PathBuf,
    /// The time to compare with the deadline, RFC 3339 [default: now].
    #[arg(long)]
    pub now: Option<String>,
}
