//! Producing a history entry's files from its inputs: the one path that `resolve` writes
//! and `verify` replays, so both give the same bytes.

mod files;
mod history;
pub mod keys;
mod orders;
mod pictures;
mod readable;
mod render;

use super::deadline::Deadline;
use super::{Campaign, StateFile};
use crate::engine::revision::{Revision, Upgrade};
use crate::error::Result;
use crate::fairness::{ChaChaDice, Dice, DieRecord, Digest, SeedInputs};
use crate::rules::PhaseInfo;
use crate::yaml;
use serde::{Deserialize, Serialize};
use std::collections::BTreeMap;

pub use history::history_before;
pub use readable::check_file as check_readable;

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
    /// The rules revision fixed before the entry's first commitment, and the upgrade to it
    /// if one was recorded (entries of pbem 0.6.0 on; `None` replays an older entry, whose
    /// rules are those of `engine`). docs/fairness.md, section 12.
    pub revision: Option<(Revision, Option<Upgrade>)>,
    /// The mail keys, tags and key removals of the entry (entries of pbem 0.7.0 on;
    /// `None` replays an older entry). docs/fairness.md, section 13.
    pub mail_keys: Option<keys::MailKeys>,
    /// The moderator's time the standing orders were decided, the earlier of `pbem close`
    /// and `pbem resolve --nmr` (entries of pbem 0.7.0 resolved with standing orders or
    /// withheld entropy; `None` otherwise and in older entries).
    pub nmr_at: Option<String>,
    /// The handovers of this entry (entries of pbem 0.8.0 on; empty before).
    pub handovers: Vec<super::handover::Handover>,
}

impl Inputs {
    /// The engine string the rules and templates read (`Ctx.engine`): the one the entry's
    /// rules revision stands for, or, for an entry of pbem 0.5.0 or older, its recorded
    /// engine.
    ///
    /// # Errors
    /// A revision this pbem does not know.
    pub fn rules_engine(&self, game: &str) -> Result<String> {
        match &self.revision {
            Some((r, _)) => crate::engine::revision::engine_of(game, *r),
            None => Ok(self.engine.clone()),
        }
    }
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
    /// The game's rules revision the entry was resolved by, fixed before its first
    /// commitment (absent in entries of pbem 0.5.0 or older). docs/fairness.md, section 12.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub revision: Option<Revision>,
    /// The upgrade to `revision` recorded before the entry's first commitment, if any.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub upgrade: Option<Upgrade>,
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
    /// When the standing orders were decided, by the moderator's clock: the earlier of
    /// commitments closed (`pbem close`) and `pbem resolve --nmr` (entries of pbem 0.7.0 on
    /// that give anyone the standing orders): verify refuses one before the deadline's end
    /// of grace.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub nmr_at: Option<String>,
    /// The mail keys, the commitments' tags and the keys removed (every entry of pbem
    /// 0.7.0 on); docs/fairness.md, section 13.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub mail_keys: Option<keys::MailKeys>,
    /// Sides handed to a new participant from this entry on (entries of pbem 0.8.0 on;
    /// docs/fairness.md, section 15); absent when none.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub handovers: Vec<super::handover::Handover>,
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
    /// The files already found equal to the stored ones by [`replay`] (report mails,
    /// checked by their parts): their bytes in `files` are the stored bytes. Empty from
    /// [`produce`].
    pub checked: std::collections::BTreeSet<String>,
}

/// The public picture of the board in an entry folder (a player's is `reports/<id>.svg`).
pub const PUBLIC_PICTURE: &str = "map.svg";

/// Produces entry `inputs.entry` from the previous state's bytes.
///
/// # Errors
/// Orders or state errors; template and mail errors; a file over the limits pbem reads
/// back ([`readable::check`]).
pub fn produce(
    c: &Campaign,
    prev_state: &[u8],
    inputs: &Inputs,
    templates: &crate::report::Templates,
) -> Result<Produced> {
    let prev_hash = Digest::of(prev_state);
    produce_in(c, (prev_state, prev_hash), inputs, templates, None)
}

/// [`produce`] for `pbem verify`, beside the entry stored in the folder `stored`, from the
/// previous state's bytes and their hash `prev_hash` (verify has it already): the same
/// files, but a report mail stored there that is byte for byte the one [`produce`] builds
/// is found so by its parts, without encoding them, and its stored bytes are taken (named
/// in [`Produced::checked`]); any other mail is built as [`produce`] builds it. The files
/// are not screened against the read limits ([`readable::check`]): verify writes none, and
/// compares each with the stored one, which pbem's readers screen when they read it.
///
/// # Errors
/// As [`produce`], but for the read limits.
pub fn replay(
    c: &Campaign,
    prev_state: &[u8],
    prev_hash: Digest,
    inputs: &Inputs,
    templates: &crate::report::Templates,
    stored: &std::path::Path,
) -> Result<Produced> {
    produce_in(c, (prev_state, prev_hash), inputs, templates, Some(stored))
}

/// [`produce`] or [`replay`], from the previous state's bytes and hash.
fn produce_in(
    c: &Campaign,
    (prev_state, prev_hash): (&[u8], Digest),
    inputs: &Inputs,
    templates: &crate::report::Templates,
    stored: Option<&std::path::Path>,
) -> Result<Produced> {
    // The reports, mails and rules as the entry's revision (or older engine) has them.
    let engine = inputs.rules_engine(&c.file.game)?;
    // A group's own player template may read the whole view.
    let own_player = templates.is_own(&format!("{}/player.md.tera", c.system().id()));
    let templates = templates.for_engine(&engine)?;
    let sys = c.system();
    let prev = c.parsed_state("state.yaml", prev_state)?;
    // The rules as the entry's engine had them: a replay of an old entry gets its text.
    let rules_ctx = crate::rules::Ctx {
        engine: &engine,
        ..c.ctx()
    };
    let loaded = c.take_decoded(prev_state, &prev)?;
    let info = sys.phase(&loaded)?;
    let name = Campaign::entry_name(inputs.entry, &info);
    let seed = seed_of(c, inputs, prev_hash);
    let gathered = orders::gather(c, rules_ctx, &loaded, inputs, &info, &name)?;
    let mut dice = ChaChaDice::new(&seed);
    let crate::engine::Resolved {
        state,
        encoded,
        report,
        private,
        pictures,
    } = sys.resolve(rules_ctx, loaded, &gathered.orders, &mut dice)?;
    // The pictures as the entry's pbem writes them (pictures.rs).
    let form = pictures::Form::of(&inputs.engine);
    let pictures = form.apply(pictures);
    let next = sys.phase(&state)?;
    let state_file = state_file(c, inputs, prev_hash, &next, encoded);
    let (mut files, history) = files::entry_files(
        inputs,
        gathered.nmr_files,
        &state_file,
        &seed,
        &report,
        &pictures,
    )?;
    // Each player's view of the new state, in a game whose rules (of the entry's revision)
    // hide it.
    files.extend(super::view::entry_views(rules_ctx, c, &state, &state_file)?);
    let reports = render::Reports {
        c,
        templates,
        own_player,
        inputs,
        info: &info,
        next_title: &next.title,
        seed: &seed,
        dice: dice.log(),
        report: &report,
        private: &private,
        pictures: &pictures,
        form,
        hashes: pictures::hashes(&pictures, form),
        no_decision: &gathered.no_decision,
        history: history.as_ref(),
        stored,
    };
    let mut checked = std::collections::BTreeSet::new();
    reports.render(rules_ctx, &state, &mut files, &mut checked)?;
    write_resolution(&reports, prev_hash, &mut files)?;
    // What pbem writes, it can read (docs/limits.md); a replay writes nothing.
    if stored.is_none() {
        readable::check(&name, &files)?;
    }
    // The next entry's previous state, parsed already.
    if let Some(bytes) = files.get("state.yaml") {
        c.remember_parsed(bytes.clone(), state_file);
    }
    Ok(Produced {
        name,
        files,
        checked,
    })
}

/// The entry's seed (docs/fairness.md): from the campaign, the entry, the previous
/// state's hash, the commitments and the entropy values.
fn seed_of(c: &Campaign, inputs: &Inputs, prev_hash: Digest) -> Digest {
    SeedInputs {
        campaign: c.file.id.to_string(),
        entry: inputs.entry,
        state: prev_hash,
        orders: inputs.commitments.clone(),
        entropy: inputs.entropy.clone(),
    }
    .seed()
}

/// The entry's state.yaml: the state the rules encoded, at the `next` phase, chained to
/// the previous state by its hash.
fn state_file(
    c: &Campaign,
    inputs: &Inputs,
    prev_hash: Digest,
    next: &PhaseInfo,
    encoded: serde_yaml::Value,
) -> StateFile {
    StateFile {
        format: "pbem-state-v1".into(),
        game: c.file.game.clone(),
        campaign: c.file.id.to_string(),
        entry: inputs.entry,
        previous_state_sha256: Some(prev_hash),
        turn: next.turn,
        phase: next.phase.clone(),
        state: encoded,
    }
}

/// Adds the entry's resolution.yaml to `files`, from what its reports were rendered
/// from: what went in (commitments, entropy, seed, deadline, NMR), the dice drawn, and
/// the hash of every other file of the entry.
///
/// # Errors
/// Writing the YAML.
fn write_resolution(
    r: &render::Reports,
    prev_hash: Digest,
    files: &mut BTreeMap<String, Vec<u8>>,
) -> Result<()> {
    let (c, inputs, info) = (r.c, r.inputs, r.info);
    let resolution = Resolution {
        format: "pbem-resolution-v1".into(),
        protocol: crate::fairness::seed::PROTOCOL.into(),
        engine: inputs.engine.clone(),
        revision: inputs.revision.as_ref().map(|(r, _)| *r),
        upgrade: inputs.revision.as_ref().and_then(|(_, u)| u.clone()),
        campaign: c.file.id.to_string(),
        entry: inputs.entry,
        turn: info.turn,
        phase: info.phase.clone(),
        previous_state_sha256: prev_hash,
        commitments: inputs.commitments.clone(),
        entropy: inputs.entropy.clone(),
        seed: *r.seed,
        history: r.history.copied(),
        mail_date: inputs.mail_date.clone(),
        deadline: inputs.deadline.clone(),
        nmr: inputs.nmr.clone(),
        no_decision: r.no_decision.to_vec(),
        entropy_withheld: inputs.entropy_withheld.clone(),
        nmr_at: inputs.nmr_at.clone(),
        mail_keys: inputs.mail_keys.clone(),
        handovers: inputs.handovers.clone(),
        dice: r.dice.to_vec(),
        // A picture's file is hashed once: the hash its kept mails name is the file's.
        outputs: files
            .iter()
            .map(|(k, v)| {
                let sha = r.hashes.get(k).copied().unwrap_or_else(|| Digest::of(v));
                debug_assert_eq!(
                    sha,
                    Digest::of(v),
                    "{k}: the picture file is the one hashed"
                );
                (k.clone(), sha)
            })
            .collect(),
    };
    files.insert(
        "resolution.yaml".into(),
        yaml::to_string(&resolution)?.into_bytes(),
    );
    Ok(())
}
