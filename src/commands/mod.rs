//! One function per command: the glue between the command line and the library.

pub mod common;
pub mod entropy;
mod entry;
pub mod games;
pub mod judge;
pub mod judge_schedule;
pub mod mail;
pub mod mail_fetch;
pub mod map;
pub mod odds;
pub mod orders_check;
pub mod publish;
pub mod report;
pub mod schedule;
pub mod site;
pub mod void;

use crate::campaign::create::{self, NewCampaign, ScenarioChoice};
use crate::campaign::Participant;
use crate::cli::*;
use crate::error::{Error, Result};
use crate::ids::{CampaignId, ParticipantId};
use crate::store::write_atomic;
use crate::yaml::Source;
use std::path::Path;

/// Runs a parsed command line; prints what it did. Something recorded before, identically,
/// is not an error: the command says so and succeeds.
///
/// # Errors
/// Whatever the command met; the binary prints it and exits non-zero.
pub fn run(cli: Cli) -> Result<()> {
    match dispatch(cli) {
        Err(Error::Already(what)) => {
            println!("{what}: nothing to do");
            Ok(())
        }
        r => r,
    }
}

fn dispatch(cli: Cli) -> Result<()> {
    match cli.command {
        Command::New(a) => new(a),
        Command::Games(a) => games::games(a),
        Command::Entropy(EntropyCommand::Init(a)) => entropy::init(a),
        Command::Entropy(EntropyCommand::Reveal(a)) => entropy::reveal(a),
        Command::Status(a) => schedule::status(a),
        Command::Orders(OrdersCommand::New(a)) => entry::orders_new(a),
        Command::Orders(OrdersCommand::Armor(a)) => entry::orders_armor(a),
        Command::Entropy(EntropyCommand::Show(a)) => entropy::show(a),
        Command::Orders(OrdersCommand::Check(a)) => orders_check::check(a),
        Command::Commit(a) => entry::commit(a),
        Command::Reveal(a) => entry::reveal(a),
        Command::Resolve(a) => entry::resolve(a),
        Command::Report(a) => report::report(a),
        Command::Map(a) => map::map(a),
        Command::Verify(a) => entry::verify(a),
        Command::Site(a) => site::site(a),
        Command::Publish(a) => publish::publish(a),
        Command::Mail(MailCommand::Send(a)) => mail::send(a),
        Command::Mail(MailCommand::Remind(a)) => mail::remind(a),
        Command::Mail(MailCommand::Key(a)) => mail::key(a),
        Command::Mail(MailCommand::Fetch(a)) => mail_fetch::fetch(a),
        Command::Void(a) => void::void(a),
        Command::Upgrade(a) => void::upgrade(a),
        Command::Inbox(a) => mail::inbox(a),
        Command::Deadline(a) => schedule::deadline(a),
        Command::Close(a) => schedule::close(a),
        Command::Pause(a) => judge_schedule::pause(a),
        Command::Resume(a) => judge_schedule::resume(a),
        Command::Absence(a) => judge_schedule::absence(a),
        Command::Handover(a) => judge_schedule::handover(a),
        Command::Odds(a) => odds::odds(a),
        Command::Judge(JudgeCommand::Run(a)) => judge::run(a),
        Command::Demo(a) => crate::demo::run(&a.dir, &a.game),
        Command::Man(a) => man(a),
        Command::Completions(a) => completions(a.shell),
    }
}

/// `pbem man DIR`: writes the man pages generated from the command line's definition.
///
/// # Errors
/// Writing a page.
fn man(a: ManArgs) -> Result<()> {
    for (name, bytes) in man_pages() {
        write_atomic(&a.dir.join(&name), &bytes)?;
    }
    println!("man pages written to {}", a.dir.display());
    Ok(())
}

/// `pbem completions SHELL`: the script that makes `shell` ask pbem itself for completions
/// (commands, flags, and the game, scenario, player and participant ids of the campaign
/// on the line), as `COMPLETE=SHELL pbem` prints it.
///
/// # Errors
/// Writing to standard output.
fn completions(shell: clap_complete::Shell) -> Result<()> {
    use clap_complete::env::{Bash, Elvish, EnvCompleter, Fish, Powershell, Zsh};
    let completer: &dyn EnvCompleter = match shell {
        clap_complete::Shell::Bash => &Bash,
        clap_complete::Shell::Elvish => &Elvish,
        clap_complete::Shell::Fish => &Fish,
        clap_complete::Shell::PowerShell => &Powershell,
        clap_complete::Shell::Zsh => &Zsh,
        other => {
            return Err(Error::Campaign(format!(
                "no completions for {other}; pbem completes bash, elvish, fish, powershell and zsh"
            )))
        }
    };
    let mut out = std::io::stdout().lock();
    completer
        .write_registration("COMPLETE", "pbem", "pbem", "pbem", &mut out)
        .map_err(|e| Error::Io {
            path: "standard output".into(),
            source: e,
        })
}

fn header_player(file: &Path, bytes: &[u8]) -> Result<String> {
    let h: crate::rules::Header =
        Source::new(file.display().to_string(), String::from_utf8_lossy(bytes)).parse()?;
    Ok(h.player)
}

/// Parses `ID:SIDES[:EMAIL]` (player) or `ID[:EMAIL]` (moderator).
fn participant(spec: &str, player: bool) -> Result<Participant> {
    let parts: Vec<&str> = spec.splitn(if player { 3 } else { 2 }, ':').collect();
    let bad = || {
        Error::Campaign(format!(
            "'{spec}': expected {}",
            if player {
                "ID:SIDES[:EMAIL]"
            } else {
                "ID[:EMAIL]"
            }
        ))
    };
    let id: ParticipantId = parts
        .first()
        .filter(|s| !s.is_empty())
        .ok_or_else(bad)?
        .parse()?;
    let (sides, email) = if player {
        let sides: Vec<String> = parts
            .get(1)
            .ok_or_else(bad)?
            .split(',')
            .map(str::to_string)
            .filter(|s| !s.is_empty())
            .collect();
        (sides, parts.get(2).map(|s| s.to_string()))
    } else {
        (Vec::new(), parts.get(1).map(|s| s.to_string()))
    };
    if player && sides.is_empty() {
        return Err(bad());
    }
    Ok(Participant {
        name: id.to_string(),
        id,
        email,
        role: if player { "player" } else { "moderator" }.into(),
        sides,
        entropy: None,
    })
}

/// The id of a new campaign: `--id`, else the folder's name in lower case.
///
/// # Errors
/// The folder's name is not a campaign id.
fn campaign_id(a: &NewArgs) -> Result<CampaignId> {
    match a.id.clone() {
        Some(id) => Ok(id),
        None => {
            let name = a
                .dir
                .file_name()
                .map_or_else(|| "campaign".into(), |n| n.to_string_lossy().to_lowercase());
            name.parse::<CampaignId>().map_err(|e| {
                Error::Campaign(format!(
                    "{e}: the folder's name is not a campaign id; give one with --id"
                ))
            })
        }
    }
}

/// `pbem new`: makes a campaign folder from a scenario, with its participants.
///
/// # Errors
/// A malformed participant or id; whatever making the campaign meets.
fn new(a: NewArgs) -> Result<()> {
    let mut participants = Vec::new();
    for s in &a.players {
        participants.push(participant(s, true)?);
    }
    if let Some(m) = &a.moderator {
        participants.push(participant(m, false)?);
    }
    let id = campaign_id(&a)?;
    let scenario = match (&a.scenario, &a.scenario_file) {
        (Some(s), _) => ScenarioChoice::Embedded(s.clone()),
        (None, Some(f)) => ScenarioChoice::File(f.clone()),
        _ => unreachable!("clap requires one"),
    };
    let c = create::create(
        &a.dir,
        NewCampaign {
            id,
            game: a.game,
            scenario,
            participants,
            mail_from: a.mail_from,
            unplayed: a.unplayed,
            unplayed_rest: a.unplayed_rest,
            mode: match a.mode {
                crate::cli::CampaignMode::Open => crate::campaign::settings::Mode::Open,
                crate::cli::CampaignMode::Moderated => crate::campaign::settings::Mode::Moderated,
            },
        },
    )?;
    println!(
        "campaign {} ({}) made in {}",
        c.file.id,
        c.file.title,
        a.dir.display()
    );
    if !c.file.unplayed.is_empty() {
        println!(
            "unplayed (standing orders every entry, recorded in campaign.yaml): {}",
            c.file.unplayed.join(", ")
        );
    }
    println!(
        "warning: no participant has an entropy chain yet. Without chains the seed can be ground by the last to commit \
         (docs/fairness.md); run `pbem entropy init {} --participant ID` for each participant before the first commitment.",
        a.dir.display()
    );
    Ok(())
}
