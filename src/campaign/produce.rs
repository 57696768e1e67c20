//! Producing a history entry's files from its inputs: the one path that `resolve` writes
//! and `verify` replays, so both give the same bytes.

use super::deadline::Deadline;
use super::{Campaign, StateFile};
use crate::error::{Error, Result};
use crate::fairness::{history, ChaChaDice, Dice, DieRecord, Digest, SeedInputs};
use crate::report::{self, email};
use crate::rules::Header;
use crate::yaml::{self, Source};
use serde::{Deserialize, Serialize};
use std::collections::BTreeMap;

/// The inputs of one entry.
#[derive(Debug, Clone)]
pub struct Inputs {
    /// Entry number.
    pub entry: u32,
    /// Player -> commitment.
    pub commitments: BTreeMap<String, Digest>,
    /// Player -> revealed orders bytes.
    pub orders: BTreeMap<String, Vec<u8>>,
    /// Participant -> entropy value.
    pub entropy: BTreeMap<String, Digest>,
    /// RFC 3339 time written as the messages' Date (passed in, never read from the clock here).
    pub mail_date: String,
    /// Players resolved with the standing orders (NMR), and why.
    pub nmr: BTreeMap<String, String>,
    /// Participants with a chain whose entropy value was not given by the deadline.
    pub entropy_withheld: Vec<String>,
    /// The entry's deadline, if one was set.
    pub deadline: Option<Deadline>,
    /// Commitments the moderator voided in this entry (`voided.yaml`, written only when any).
    pub voided: Vec<super::void::Voided>,
    /// The history hash of the entries before this one, `H_(k-1)` (docs/fairness.md,
    /// section 8). `Some` for entries resolved by pbem 0.4.0 on: resolution.yaml records
    /// this entry's `history` and every report mail carries it. `None` replays an entry
    /// resolved before, which recorded no history hash, byte for byte as it was.
    pub previous_history: Option<Digest>,
    /// The program recorded as having resolved the entry: [`ENGINE`] for a new entry, the
    /// recorded one when an entry is replayed (a newer pbem replays older entries).
    pub engine: String,
}

/// This program, as `resolution.yaml` records it: `pbem <version>`.
pub use crate::rules::ENGINE;

/// resolution.yaml.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Resolution {
    /// `pbem-resolution-v1`.
    pub format: String,
    /// `pbem-seed-v1`.
    pub protocol: String,
    /// The program that resolved it.
    pub engine: String,
    /// Campaign id.
    pub campaign: String,
    /// Entry number.
    pub entry: u32,
    /// Turn.
    pub turn: u32,
    /// Phase.
    pub phase: String,
    /// SHA-256 of the previous state.yaml.
    pub previous_state_sha256: Digest,
    /// Player -> commitment.
    pub commitments: BTreeMap<String, Digest>,
    /// Participant -> entropy value.
    pub entropy: BTreeMap<String, Digest>,
    /// The seed.
    pub seed: Digest,
    /// The history hash through this entry, `H_k` (docs/fairness.md, section 8); absent
    /// in entries resolved before pbem 0.4.0, whose mails do not carry it.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub history: Option<Digest>,
    /// The messages' Date.
    pub mail_date: String,
    /// The entry's deadline, if one was set.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub deadline: Option<Deadline>,
    /// Players resolved with the standing orders (no moves received), and why; their
    /// orders are the game's NMR defaults, written to `nmr/<player>.yaml`.
    #[serde(default, skip_serializing_if = "BTreeMap::is_empty")]
    pub nmr: BTreeMap<String, String>,
    /// Players who had no decision in this entry (entries of pbem 0.5.0 on): not awaited;
    /// resolved with the standing orders unless they sent orders anyway, neither late nor
    /// NMR; their entropy is not in the seed unless docs/fairness.md says it is needed.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub no_decision: Vec<String>,
    /// Participants whose entropy value was withheld past the deadline; their next value
    /// links back over the gap (docs/fairness.md).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub entropy_withheld: Vec<String>,
    /// The dice log.
    pub dice: Vec<DieRecord>,
    /// SHA-256 of every other file of the entry.
    pub outputs: BTreeMap<String, Digest>,
}

/// An entry's files.
#[derive(Debug, Clone)]
pub struct Produced {
    /// Folder name (`0001-1-land-combat-turkey`).
    pub name: String,
    /// Relative path -> bytes.
    pub files: BTreeMap<String, Vec<u8>>,
}

#[derive(Serialize)]
struct Context<'a> {
    campaign: BTreeMap<&'a str, &'a str>,
    game: &'a str,
    entry: u32,
    turn: u32,
    phase: &'a str,
    phase_title: &'a str,
    next_phase: String,
    seed: String,
    dice: &'a [DieRecord],
    report: &'a serde_yaml::Value,
    nmr: &'a BTreeMap<String, String>,
    /// Players without a decision in this entry ([`Resolution::no_decision`]).
    no_decision: &'a [String],
    /// Moderated mode: one mail per player, orders and entropy line (docs/fairness.md, 11).
    moderated: bool,
    deadline: Option<&'a Deadline>,
    entropy_withheld: &'a [String],
    /// The history hash through this entry (lowercase hex), for the mail's anchor line.
    history: Option<String>,
    viewer: Option<BTreeMap<&'a str, &'a str>>,
    view: Option<serde_yaml::Value>,
    private: Option<&'a serde_yaml::Value>,
    /// The public report as rendered, for the per-player template to begin with
    /// (`{{ public | safe }}`), so it is rendered once, not once per player.
    public: String,
    body: String,
    /// The picture of the board beside the report being rendered, relative to it
    /// (`map.svg` beside report.md, `<player>.svg` beside reports/<player>.md); `None` when
    /// the entry has none ([`crate::engine::Game::picture`]).
    picture: Option<String>,
}

/// The public picture of the board in an entry folder (a player's is `reports/<id>.svg`).
pub const PUBLIC_PICTURE: &str = "map.svg";

/// Produces entry `inputs.entry` from the previous state's bytes.
///
/// # Errors
/// Orders or state errors; template and mail errors.
pub fn produce(
    c: &Campaign,
    prev_state: &[u8],
    inputs: &Inputs,
    templates: &crate::report::Templates,
) -> Result<Produced> {
    // The reports and mails as the entry's engine wrote them.
    let templates = templates.for_engine(&inputs.engine);
    let sys = c.system();
    let prev: StateFile = Source::new("state.yaml", String::from_utf8_lossy(prev_state)).parse()?;
    // The rules as the entry's engine had them: a replay of an old entry gets its text.
    let rules_ctx = crate::rules::Ctx {
        engine: &inputs.engine,
        ..c.ctx()
    };
    let loaded = c.take_decoded(prev_state, &prev)?;
    let info = sys.phase(&loaded)?;
    let name = Campaign::entry_name(inputs.entry, &info);
    let prev_hash = Digest::of(prev_state);
    let seed = SeedInputs {
        campaign: c.file.id.to_string(),
        entry: inputs.entry,
        state: prev_hash,
        orders: inputs.commitments.clone(),
        entropy: inputs.entropy.clone(),
    }
    .seed();
    let mut orders = BTreeMap::new();
    for (p, bytes) in &inputs.orders {
        let text = String::from_utf8(bytes.clone())
            .map_err(|_| Error::Campaign(format!("orders of {p} are not UTF-8")))?;
        orders.insert(
            p.clone(),
            Source::new(format!("{name}/orders/{p}.yaml"), text),
        );
    }
    let mut nmr_files = BTreeMap::new();
    for p in inputs.nmr.keys() {
        let header = Header {
            game: c.file.game.clone(),
            campaign: c.file.id.to_string(),
            entry: inputs.entry,
            turn: info.turn,
            phase: info.phase.clone(),
            player: p.clone(),
        };
        let text = sys.nmr_orders(rules_ctx, &loaded, &header)?;
        nmr_files.insert(format!("nmr/{p}.yaml"), text.clone().into_bytes());
        orders.insert(p.clone(), Source::new(format!("{name}/nmr/{p}.yaml"), text));
    }
    // Players without a decision (pbem 0.5.0 on): the standing orders, not written out.
    let deciders = super::pending::deciders(c, &loaded, &inputs.engine)?;
    let no_decision: Vec<String> = c
        .player_ids()
        .into_iter()
        .filter(|p| !deciders.contains(p))
        .collect();
    let standing: Vec<&String> = no_decision
        .iter()
        .filter(|p| !orders.contains_key(*p))
        .collect();
    for p in standing {
        let header = Header {
            game: c.file.game.clone(),
            campaign: c.file.id.to_string(),
            entry: inputs.entry,
            turn: info.turn,
            phase: info.phase.clone(),
            player: p.clone(),
        };
        let text = sys.nmr_orders(rules_ctx, &loaded, &header)?;
        orders.insert(
            p.clone(),
            Source::new(format!("{name}/standing orders of {p}"), text),
        );
    }
    let mut dice = ChaChaDice::new(&seed);
    let resolved = sys.resolve(rules_ctx, loaded, &orders, &mut dice)?;
    let next = sys.phase(&resolved.state)?;
    let state_file = StateFile {
        format: "pbem-state-v1".into(),
        game: c.file.game.clone(),
        campaign: c.file.id.to_string(),
        entry: inputs.entry,
        previous_state_sha256: Some(prev_hash),
        turn: next.turn,
        phase: next.phase.clone(),
        state: resolved.encoded,
    };
    let mut files: BTreeMap<String, Vec<u8>> = BTreeMap::new();
    files.insert(
        "commitments.yaml".into(),
        yaml::to_string(&inputs.commitments)?.into_bytes(),
    );
    for (p, bytes) in &inputs.orders {
        files.insert(format!("orders/{p}.yaml"), bytes.clone());
    }
    files.extend(nmr_files);
    if !inputs.voided.is_empty() {
        files.insert(
            super::void::FILE.into(),
            yaml::to_string(&inputs.voided)?.into_bytes(),
        );
    }
    if !inputs.entropy.is_empty() {
        files.insert(
            "entropy.yaml".into(),
            yaml::to_string(&inputs.entropy)?.into_bytes(),
        );
    }
    let state_bytes = yaml::to_string(&state_file)?.into_bytes();
    let history = inputs
        .previous_history
        .map(|h| history::next(&h, inputs.entry, &seed, &Digest::of(&state_bytes)));
    files.insert("state.yaml".into(), state_bytes);
    files.insert(
        "events.yaml".into(),
        yaml::to_string(&resolved.report)?.into_bytes(),
    );
    // The pictures of the board (entries of pbem 0.5.0 on; none for older ones).
    if let Some(svg) = &resolved.pictures.public {
        files.insert(PUBLIC_PICTURE.into(), svg.clone().into_bytes());
    }
    for (p, svg) in &resolved.pictures.players {
        files.insert(format!("reports/{p}.svg"), svg.clone().into_bytes());
    }

    let mut ctx = Context {
        campaign: BTreeMap::from([("id", c.file.id.as_str()), ("title", c.file.title.as_str())]),
        game: sys.name(),
        entry: inputs.entry,
        turn: info.turn,
        phase: &info.phase,
        phase_title: &info.title,
        next_phase: next.title.clone(),
        seed: seed.hex(),
        dice: dice.log(),
        report: &resolved.report,
        nmr: &inputs.nmr,
        no_decision: &no_decision,
        moderated: c.file.mode == super::settings::Mode::Moderated,
        deadline: inputs.deadline.as_ref(),
        entropy_withheld: &inputs.entropy_withheld,
        history: history.map(|h| h.hex()),
        viewer: None,
        view: None,
        private: None,
        public: String::new(),
        body: String::new(),
        picture: resolved
            .pictures
            .public
            .as_ref()
            .map(|_| PUBLIC_PICTURE.to_string()),
    };
    let game = sys.id();
    let public = report::render(templates, &format!("{game}/report.md.tera"), &ctx)?;
    files.insert("report.md".into(), public.clone().into_bytes());
    ctx.public = public;
    let date = humantime::parse_rfc3339(&inputs.mail_date)
        .map_err(|e| Error::Campaign(format!("mail date '{}': {e}", inputs.mail_date)))?;
    let players: Vec<&str> = c
        .file
        .participants
        .iter()
        .filter(|p| p.role == "player")
        .map(|p| p.id.as_str())
        .collect();
    let mut views = sys.player_views(rules_ctx, &resolved.state, &players)?;
    for p in c.file.participants.iter().filter(|p| p.role == "player") {
        ctx.viewer = Some(BTreeMap::from([
            ("id", p.id.as_str()),
            ("name", p.name.as_str()),
        ]));
        ctx.view = views.remove(p.id.as_str());
        ctx.private = resolved.private.get(p.id.as_str());
        ctx.picture = resolved
            .pictures
            .players
            .contains_key(p.id.as_str())
            .then(|| format!("{}.svg", p.id));
        let body = report::render(templates, &format!("{game}/player.md.tera"), &ctx)?;
        files.insert(format!("reports/{}.md", p.id), body.clone().into_bytes());
        if let Some(addr) = &p.email {
            ctx.body = body.clone();
            let text = report::render(templates, "email.txt.tera", &ctx)?;
            let thread = email::Thread::new(&c.file.id, &c.file.mail.from)?;
            let (in_reply_to, references) = thread.follows(inputs.entry, &p.id);
            let mail = email::Mail {
                from: &c.file.mail.from,
                to_name: &p.name,
                to_email: addr,
                subject: thread.subject(inputs.entry, &info),
                message_id: thread.report_id(inputs.entry, &p.id),
                in_reply_to,
                references,
                date,
                body: text,
                attachments: report_attachments(inputs.entry, &p.id, body, &resolved.pictures),
            };
            files.insert(
                format!("mail/{}.eml", p.id),
                email::build_report(&mail, history.as_ref())?,
            );
            ctx.body = String::new();
        }
    }
    let resolution = Resolution {
        format: "pbem-resolution-v1".into(),
        protocol: crate::fairness::seed::PROTOCOL.into(),
        engine: inputs.engine.clone(),
        campaign: c.file.id.to_string(),
        entry: inputs.entry,
        turn: info.turn,
        phase: info.phase.clone(),
        previous_state_sha256: prev_hash,
        commitments: inputs.commitments.clone(),
        entropy: inputs.entropy.clone(),
        seed,
        history,
        mail_date: inputs.mail_date.clone(),
        deadline: inputs.deadline.clone(),
        nmr: inputs.nmr.clone(),
        no_decision: no_decision.clone(),
        entropy_withheld: inputs.entropy_withheld.clone(),
        dice: dice.log().to_vec(),
        outputs: files
            .iter()
            .map(|(k, v)| (k.clone(), Digest::of(v)))
            .collect(),
    };
    files.insert(
        "resolution.yaml".into(),
        yaml::to_string(&resolution)?.into_bytes(),
    );
    Ok(Produced { name, files })
}

/// `H_(k-1)`, the history hash of the resolved entries before entry `k` (docs/fairness.md,
/// section 8), from their resolution.yaml files: from the newest that records its
/// `history`, or from the setup's state when none does (a campaign begun before 0.4.0).
///
/// # Errors
/// Unreadable or malformed resolution.yaml or setup state; a resolution without the hash
/// of its state.yaml in `outputs`.
pub fn history_before(c: &Campaign, k: u32) -> Result<Digest> {
    let before: Vec<String> = c
        .entries()?
        .into_iter()
        .filter(|n| n[..4].parse::<u32>().is_ok_and(|j| (1..k).contains(&j)))
        .collect();
    let mut walk = Vec::new();
    let mut h = None;
    for name in before.iter().rev() {
        let path = c.history_dir().join(name).join("resolution.yaml");
        let res: Resolution = Source::read(&path)?.parse()?;
        if let Some(recorded) = res.history {
            h = Some(recorded);
            break;
        }
        walk.push((path, res));
    }
    let mut h = match h {
        Some(h) => h,
        None => {
            let setup = c.history_dir().join("0000-setup").join("state.yaml");
            let bytes = std::fs::read(&setup).map_err(|e| Error::io(&setup, e))?;
            history::genesis(&Digest::of(&bytes))
        }
    };
    for (path, res) in walk.iter().rev() {
        let state = res.outputs.get("state.yaml").ok_or_else(|| {
            Error::Campaign(format!("{}: outputs has no state.yaml", path.display()))
        })?;
        h = history::next(&h, res.entry, &res.seed, state);
    }
    Ok(h)
}

/// A player's report mail's attachments: the Markdown report, then the player's picture of
/// the board as `<player>.svg` (the name the report's `![map](...)` line uses) when the
/// entry has one (entries of pbem 0.5.0 on: older entries keep their one attachment).
fn report_attachments(
    entry: u32,
    player: &str,
    report: String,
    pictures: &crate::engine::Pictures,
) -> Vec<email::Attached> {
    let mut out = vec![email::Attached {
        name: format!("report-{entry:04}-{player}.md"),
        body: report,
        content_type: email::MARKDOWN,
    }];
    if let Some(svg) = pictures.players.get(player) {
        out.push(email::Attached {
            name: format!("{player}.svg"),
            body: svg.clone(),
            content_type: email::SVG,
        });
    }
    out
}
