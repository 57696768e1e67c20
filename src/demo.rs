//! `pbem demo`: a game's demonstration campaign (`games/<game>/demo/demo.yaml`) played from
//! `pbem new` to `pbem verify` by the campaign functions behind the commands a group would
//! type; each step prints that command line, then what it did.

use crate::campaign::check::check_orders;
use crate::campaign::create::{self, default_secret_path, NewCampaign, ScenarioChoice, SecretFile};
use crate::campaign::pending::Pending;
use crate::campaign::recover::Lock;
use crate::campaign::{resolve, verify, Campaign, Participant};
use crate::data::GameData;
use crate::error::{Error, Result};
use crate::fairness::commitment;
use crate::yaml::Source;
use serde::Deserialize;
use std::collections::BTreeMap;
use std::path::{Path, PathBuf};

/// The chain length of the demo's entropy chains (`pbem entropy init`'s default).
const CHAIN_LENGTH: u32 = 10_000;

/// The From: of the demo's report messages (`pbem new`'s default).
const MAIL_FROM: &str = "pbem moderator <moderator@example.org>";

/// `games/<game>/demo/demo.yaml`.
#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
struct Manifest {
    id: crate::ids::CampaignId,
    scenario: crate::ids::ScenarioId,
    players: BTreeMap<String, String>,
    entries: u32,
    orders: String,
    /// Orders of an entry without a prepared file: the orders template's defaults, or
    /// (`standing: true`) the standing orders pbem decides for the player's side.
    #[serde(default)]
    standing: bool,
    /// Entries played after `entries` until the events show what the demo is to show.
    #[serde(default)]
    until: Option<Until>,
}

/// `until:` of a demo: play on, entry after entry, until an entry's events.yaml has a
/// line holding `line` in a section whose rule begins with `rule`, but never past `most`
/// entries in all.
#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
struct Until {
    /// The rule of the section (`III.B.6`, `4.`).
    rule: String,
    /// Words of one of its lines (` against `).
    line: String,
    /// The most entries the demo plays.
    most: u32,
}

impl Until {
    /// Whether the events.yaml `events` (bytes) hold the line looked for.
    fn seen(&self, events: &[u8]) -> bool {
        let Ok(v) = serde_yaml::from_slice::<serde_yaml::Value>(events) else {
            return false;
        };
        let sections = v.get("sections").and_then(|s| s.as_sequence());
        sections.into_iter().flatten().any(|s| {
            let rule = s.get("rule").and_then(|r| r.as_str()).unwrap_or("");
            let lines = s.get("lines").and_then(|l| l.as_sequence());
            rule.starts_with(&self.rule)
                && lines
                    .into_iter()
                    .flatten()
                    .filter_map(|l| l.as_str())
                    .any(|l| l.contains(&self.line))
        })
    }
}

/// Prints the command line a group would type for the next step.
fn say(args: &[&str]) {
    println!("\n$ pbem {}", args.join(" "));
}

fn participant(id: &str, role: &str, sides: &str) -> Result<Participant> {
    Ok(Participant {
        id: id.parse()?,
        name: id.into(),
        email: Some(format!("{id}@example.org")),
        role: role.into(),
        sides: sides
            .split(',')
            .filter(|s| !s.is_empty())
            .map(str::to_string)
            .collect(),
        entropy: None,
    })
}

/// Prints whose commitments, reveals and entropy the waiting entry awaits.
fn status(dir: &Path) -> Result<()> {
    let c = Campaign::open(dir)?;
    let p = Pending::load(&c)?;
    println!(
        "waiting for entry {}: turn {}, {}",
        p.id.entry, p.id.turn, p.id.phase
    );
    for (what, who) in [
        ("commitments", p.awaited_commitments(&c)),
        ("reveals", p.awaited_reveals(&c)),
        ("entropy", p.awaited_entropy(&c)),
    ] {
        if !who.is_empty() {
            println!("  awaiting {what}: {}", who.join(", "));
        }
    }
    Ok(())
}

/// Commits (`reveal` false) or reveals `player`'s orders file `file`, as `pbem commit` and
/// `pbem reveal` do for orders of the waiting entry.
fn send(dir: &Path, player: &str, file: &Path, reveal: bool) -> Result<()> {
    let _lock = Lock::take(dir)?;
    let c = Campaign::open(dir)?;
    let mut p = Pending::load(&c)?;
    let bytes = crate::store::read(file)?;
    let name = file.display().to_string();
    if reveal {
        p.reveal(&c, player, &name, bytes)?;
        println!(
            "entry {}: orders of {player} revealed and match the commitment",
            p.id.entry
        );
    } else {
        check_orders(&c, &p, player, &name, &bytes)?;
        let hash = commitment(&bytes);
        p.commit(&c, player, hash)?;
        println!(
            "entry {}: commitment of {player} recorded: {hash}",
            p.id.entry
        );
    }
    Ok(())
}

/// Reveals `who`'s entropy value for the waiting entry from the secret beside the campaign.
fn entropy_reveal(dir: &Path, who: &str) -> Result<()> {
    let _lock = Lock::take(dir)?;
    let c = Campaign::open(dir)?;
    let mut p = Pending::load(&c)?;
    let s: SecretFile = Source::read(&default_secret_path(dir, &who.parse()?))?.parse()?;
    let value = s.chain()?.value(p.id.entry)?;
    p.entropy(&c, who, value)?;
    println!("entry {}: entropy of {who} recorded: {value}", p.id.entry);
    Ok(())
}

/// Empties the way for a demo `id` in `dir`: an earlier demo there, its secrets and its
/// orders folder are removed; any other folder with something in it is refused.
fn clear(dir: &Path, id: &str, secrets: &Path) -> Result<()> {
    if !dir.exists() {
        return Ok(());
    }
    let earlier = Campaign::open(dir)
        .map(|c| c.file.id == id)
        .unwrap_or(false);
    if !earlier
        && std::fs::read_dir(dir)
            .map_err(|e| Error::io(dir, e))?
            .next()
            .is_some()
    {
        return Err(Error::Campaign(format!(
            "{} exists and is not an earlier demo; name another folder",
            dir.display()
        )));
    }
    std::fs::remove_dir_all(dir).map_err(|e| Error::io(dir, e))?;
    for old in [secrets.to_path_buf(), dir.with_extension("orders")] {
        if old.exists() {
            std::fs::remove_dir_all(&old).map_err(|e| Error::io(&old, e))?;
        }
    }
    Ok(())
}

/// `pbem new` and every participant's `pbem entropy init`, as the demo's group would type.
fn make(dir: &Path, game: &str, demo: &Manifest, everyone: &[&str]) -> Result<()> {
    let d = dir.to_string_lossy().into_owned();
    let players: Vec<String> = demo
        .players
        .iter()
        .map(|(p, side)| format!("{p}:{side}:{p}@example.org"))
        .collect();
    let mut args = vec![
        "new",
        &d,
        "--game",
        game,
        "--scenario",
        &demo.scenario,
        "--id",
        &demo.id,
    ];
    for p in &players {
        args.extend(["--player", p.as_str()]);
    }
    args.extend(["--moderator", "moderator:moderator@example.org"]);
    say(&args);
    let mut participants: Vec<Participant> = demo
        .players
        .iter()
        .map(|(p, side)| participant(p, "player", side))
        .collect::<Result<_>>()?;
    participants.push(participant("moderator", "moderator", "")?);
    let c = create::create(
        dir,
        NewCampaign {
            id: demo.id.clone(),
            game: game.into(),
            scenario: ScenarioChoice::Embedded(demo.scenario.clone()),
            participants,
            mail_from: MAIL_FROM.into(),
            unplayed: Vec::new(),
            unplayed_rest: false,
            mode: Default::default(),
        },
    )?;
    println!("campaign {} ({}) made in {d}", c.file.id, c.file.title);
    for who in everyone {
        say(&["entropy", "init", &d, "--participant", who]);
        let id = who.parse()?;
        let secret = default_secret_path(dir, &id);
        let anchor = create::entropy_init(dir, &id, CHAIN_LENGTH, &secret)?;
        println!(
            "{who}: chain of length {} made; anchor {}",
            anchor.length, anchor.anchor
        );
    }
    Ok(())
}

/// Whether the events.yaml `events` (bytes) end the game (`ending:` not null).
fn ended(events: &[u8]) -> bool {
    serde_yaml::from_slice::<serde_yaml::Value>(events)
        .ok()
        .and_then(|v| v.get("ending").cloned())
        .is_some_and(|e| !e.is_null())
}

/// Writes `player`'s orders for `entry` beside the campaign: the demo's prepared file, or
/// else the template's defaults (or pbem's standing orders, `standing: true`).
fn orders_file(
    dir: &Path,
    data: &GameData,
    demo: &Manifest,
    entry: u32,
    player: &str,
) -> Result<PathBuf> {
    let file = dir
        .with_extension("orders")
        .join(format!("entry-{entry}-{player}.yaml"));
    let text = match data.source(&format!("{}/entry-{entry}-{player}.yaml", demo.orders)) {
        Ok(src) => src.text.replace("CAMPAIGN", &demo.id),
        Err(_) => {
            // No prepared orders: the player accepts the template's defaults, or sends the
            // standing orders pbem decides for his side as his own.
            let c = Campaign::open(dir)?;
            let p = Pending::load(&c)?;
            let (bytes, st) = c.state()?;
            let (state, h) = (c.decoded(&bytes, &st)?, p.header(&c, player));
            if demo.standing {
                let text = c.system().nmr_orders(c.ctx(), &state, &h)?;
                let body = text.strip_prefix('#').map_or(text.as_str(), |t| {
                    t.split_once('\n').map_or("", |(_, rest)| rest)
                });
                format!("# The demo's {player} sends pbem's standing orders as his own.\n{body}")
            } else {
                c.system().orders_template(c.ctx(), &state, &h)?
            }
        }
    };
    crate::store::write_atomic(&file, text.as_bytes())?;
    Ok(file)
}

/// Plays entry `entry`: status, every commitment, every reveal, every entropy value,
/// resolve; returns the entry's events.yaml.
fn play(
    dir: &Path,
    data: &GameData,
    demo: &Manifest,
    entry: u32,
    everyone: &[&str],
) -> Result<Vec<u8>> {
    let d = dir.to_string_lossy().into_owned();
    let mut files = Vec::new();
    for player in demo.players.keys() {
        files.push((player, orders_file(dir, data, demo, entry, player)?));
    }
    say(&["status", &d]);
    status(dir)?;
    for reveal in [false, true] {
        for (player, f) in &files {
            let verb = if reveal { "reveal" } else { "commit" };
            say(&[verb, &d, "--player", player, &f.to_string_lossy()]);
            send(dir, player, f, reveal)?;
        }
    }
    for who in everyone {
        say(&["entropy", "reveal", &d, "--participant", who]);
        entropy_reveal(dir, who)?;
    }
    say(&["resolve", &d]);
    let out = resolve::resolve(
        dir,
        &resolve::Options {
            mail_date: humantime::format_rfc3339_seconds(std::time::SystemTime::now()).to_string(),
            ..Default::default()
        },
    )?;
    println!("resolved {}", out.name);
    Ok(out.files.get("events.yaml").cloned().unwrap_or_default())
}

/// Builds `game`'s demo campaign in `dir` (an earlier demo there is replaced) with the
/// participants' secrets in `<dir>.secrets` beside it, and plays its entries.
///
/// # Errors
/// Any command's error; a game without a demo; a folder that holds something other than
/// an earlier demo.
pub fn run(dir: &Path, game: &str) -> Result<()> {
    let data = GameData::embedded(game)?;
    let demo: Manifest = data.parse("demo/demo.yaml")?;
    let secrets = create::secrets_dir(dir);
    clear(dir, &demo.id, &secrets)?;
    let everyone: Vec<&str> = std::iter::once("moderator")
        .chain(demo.players.keys().map(String::as_str))
        .collect();
    make(dir, game, &demo, &everyone)?;
    let mut seen = false;
    let most = demo.until.as_ref().map_or(demo.entries, |u| u.most);
    for entry in 1.. {
        if entry > demo.entries && (seen || entry > most) {
            break;
        }
        let events = play(dir, &data, &demo, entry, &everyone)?;
        seen = seen || demo.until.as_ref().is_some_and(|u| u.seen(&events));
        if ended(&events) {
            break;
        }
    }
    let d = dir.to_string_lossy();
    say(&["verify", &d]);
    let v = verify::verify(dir)?;
    println!(
        "verified {d}: {} entries replayed byte for byte, {} dice re-derived from their seeds",
        v.entries, v.dice
    );
    println!(
        "\nThe demo campaign is in {d}; the participants' secrets are in {} (outside it).",
        secrets.display()
    );
    let c = Campaign::open(dir)?;
    for e in c.entries()?.iter().filter(|e| !e.starts_with("0000")) {
        let h = c.history_dir().join(e);
        println!("  {e}: public report {}", h.join("report.md").display());
        println!(
            "  {e}: players' reports {}, mail {}",
            h.join("reports").display(),
            h.join("mail").display()
        );
    }
    Ok(())
}
