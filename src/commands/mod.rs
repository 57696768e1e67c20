//! One function per command: the glue between the command line and the library.

pub mod common;
pub mod entropy;
pub mod games;
pub mod mail;
pub mod map;
pub mod odds;
pub mod orders_check;
pub mod report;
pub mod schedule;
pub mod void;

use common::print_awaited;

use crate::campaign::ahead;
use crate::campaign::check::check_orders;
use crate::campaign::create::{self, NewCampaign, ScenarioChoice};
use crate::campaign::pending::Pending;
use crate::campaign::recover::Lock;
use crate::campaign::{resolve, verify, Campaign, Participant};
use crate::cli::*;
use crate::error::{Error, Result};
use crate::fairness::{commitment, Digest};
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
        Command::Orders(OrdersCommand::New(a)) => {
            let c = Campaign::open(&a.dir)?;
            let p = Pending::load(&c)?;
            if !c.players.contains_key(a.player.as_str()) {
                return Err(Error::Campaign(format!(
                    "'{}' is not a player; players: {}",
                    a.player,
                    c.player_ids().join(", ")
                )));
            }
            let (bytes, st) = c.state()?;
            let text = c.system().orders_template(
                c.ctx(),
                &*c.decoded(&bytes, &st)?,
                &p.header(&c, &a.player),
            )?;
            match a.output {
                Some(f) => {
                    write_atomic(&f, text.as_bytes())?;
                    println!(
                        "orders template for {} written to {}",
                        a.player,
                        f.display()
                    );
                }
                None => print!("{text}"),
            }
            Ok(())
        }
        Command::Orders(OrdersCommand::Armor(a)) => {
            let bytes = crate::yaml::read_bounded(&a.file)?;
            print!("{}", crate::mail::armor::armor(&bytes));
            Ok(())
        }
        Command::Entropy(EntropyCommand::Show(a)) => entropy::show(a),
        Command::Orders(OrdersCommand::Check(a)) => orders_check::check(a),
        Command::Commit(a) => {
            let _lock = Lock::take(&a.dir)?;
            let c = Campaign::open(&a.dir)?;
            let mut p = Pending::load(&c)?;
            let (hash, entry) = match (&a.file, &a.hash) {
                (Some(f), _) => {
                    let bytes = crate::yaml::read_bounded(f)?;
                    let name = f.display().to_string();
                    let src = Source::new(name.clone(), String::from_utf8_lossy(&bytes));
                    let h: crate::rules::Header = src.parse()?;
                    if h.entry > p.id.entry {
                        ahead::check_header(&c, p.id.entry, &a.player, &src)?;
                    } else {
                        check_orders(&c, &p, &a.player, &name, &bytes)?;
                    }
                    (commitment(&bytes), h.entry)
                }
                (None, Some(h)) => (Digest::parse(h)?, a.entry.unwrap_or(p.id.entry)),
                (None, None) => unreachable!("clap requires one"),
            };
            if entry > p.id.entry {
                let old = ahead::commit(&c, p.id.entry, entry, &a.player, hash)?;
                println!(
                    "entry {entry} (ahead; the campaign waits for entry {}): commitment of {} recorded: {hash}{}; {}",
                    p.id.entry,
                    a.player,
                    old.map(|o| format!(" (replacing {o})")).unwrap_or_default(),
                    ahead::replace_note(entry)
                );
                return Ok(());
            }
            p.commit(&c, &a.player, hash)?;
            println!(
                "entry {}: commitment of {} recorded: {hash}",
                p.id.entry, a.player
            );
            schedule::print_released(&p.release_held(&c)?);
            print_awaited(&c, &p);
            Ok(())
        }
        Command::Reveal(a) => {
            let _lock = Lock::take(&a.dir)?;
            let c = Campaign::open(&a.dir)?;
            let mut p = Pending::load(&c)?;
            let bytes = crate::yaml::read_bounded(&a.file)?;
            let name = a.file.display().to_string();
            let src = Source::new(name.clone(), String::from_utf8_lossy(&bytes));
            if src.parse::<crate::rules::Header>()?.entry > p.id.entry {
                let k = ahead::check_header(&c, p.id.entry, &a.player, &src)?;
                ahead::hold(&c, k, &a.player, &name, &bytes)?;
                println!("entry {k} (ahead): orders of {} held, sealed, until entry {k} waits and every commitment is in", a.player);
                return Ok(());
            }
            p.reveal(&c, &a.player, &name, bytes)?;
            println!(
                "entry {}: orders of {} revealed and match the commitment",
                p.id.entry, a.player
            );
            print_awaited(&c, &p);
            Ok(())
        }
        Command::Resolve(a) => {
            let date = a.date.clone().unwrap_or_else(|| {
                humantime::format_rfc3339_seconds(std::time::SystemTime::now()).to_string()
            });
            let nmr = if a.nmr {
                Some(common::now_or_clock(&a.now)?)
            } else {
                None
            };
            let out = resolve::resolve(
                &a.dir,
                &resolve::Options {
                    mail_date: date,
                    dry_run: a.dry_run,
                    nmr,
                },
            )?;
            if a.dry_run {
                print!("{}", String::from_utf8_lossy(&out.files["report.md"]));
                eprintln!("(dry run: nothing was written)");
            } else {
                let at = a.dir.join("history").join(&out.name);
                println!(
                    "resolved {}: report {}",
                    out.name,
                    at.join("report.md").display()
                );
            }
            Ok(())
        }
        Command::Report(a) => report::report(a),
        Command::Map(a) => map::map(a),
        Command::Verify(a) => {
            let anchor = a
                .anchor
                .as_deref()
                .map(crate::fairness::Digest::parse)
                .transpose()?;
            let v = verify::verify_with(&a.dir, anchor.as_ref(), a.threads.map(usize::from))?;
            println!("verified {}: {} entries replayed byte for byte, {} dice re-derived from their seeds", a.dir.display(), v.entries, v.dice);
            if let Some(h) = v.history {
                println!("history hash through entry {}: {h}", v.entries);
            }
            if let (Some(k), Some(h)) = (v.anchor, &anchor) {
                println!("anchor {h}: the history hash of entry {k}, held by this campaign");
            }
            Ok(())
        }
        Command::Mail(MailCommand::Send(a)) => mail::send(a),
        Command::Mail(MailCommand::Remind(a)) => mail::remind(a),
        Command::Mail(MailCommand::Key(a)) => mail::key(a),
        Command::Void(a) => void::void(a),
        Command::Inbox(a) => mail::inbox(a),
        Command::Deadline(a) => schedule::deadline(a),
        Command::Close(a) => schedule::close(a),
        Command::Odds(a) => odds::odds(a),
        Command::Demo(a) => crate::demo::run(&a.dir, &a.game),
        Command::Man(a) => {
            for (name, bytes) in man_pages() {
                write_atomic(&a.dir.join(&name), &bytes)?;
            }
            println!("man pages written to {}", a.dir.display());
            Ok(())
        }
        Command::Completions(a) => completions(a.shell),
    }
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

/// Parses ID:SIDES[:EMAIL] (player) or ID[:EMAIL] (moderator).
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

fn new(a: NewArgs) -> Result<()> {
    let mut participants = Vec::new();
    for s in &a.players {
        participants.push(participant(s, true)?);
    }
    if let Some(m) = &a.moderator {
        participants.push(participant(m, false)?);
    }
    let id = match a.id.clone() {
        Some(id) => id,
        None => {
            let name = a
                .dir
                .file_name()
                .map_or_else(|| "campaign".into(), |n| n.to_string_lossy().to_lowercase());
            name.parse::<CampaignId>().map_err(|e| {
                Error::Campaign(format!(
                    "{e}: the folder's name is not a campaign id; give one with --id"
                ))
            })?
        }
    };
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
