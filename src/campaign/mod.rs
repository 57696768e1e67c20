//! The campaign folder (DESIGN.md): campaign.yaml, state.yaml, the pending entry's
//! commitments, reveals and entropy, and the history of resolved entries.

pub mod ahead;
pub mod awaited;
pub mod check;
pub mod closing;
pub mod create;
pub mod deadline;
pub mod decides;
pub mod handover;
pub mod keyring;
mod memo;
pub mod next;
pub mod pause;
pub mod pending;
pub mod produce;
pub mod recover;
pub mod resolve;
pub mod revision;
pub mod schedule;
pub mod secret;
pub mod settings;
pub mod upgrade;
pub mod validate;
pub mod verify;
pub mod view;
pub mod void;

use crate::data::GameData;
use crate::error::{Error, Result};
use crate::fairness::Digest;
use crate::ids::{CampaignId, ParticipantId, ScenarioId};
use crate::rules::{self, Ctx, GameSystem, PhaseInfo};
use crate::store;
use crate::yaml::Source;
use serde::{Deserialize, Serialize};
use std::collections::BTreeMap;
use std::path::{Path, PathBuf};

/// A participant's published entropy chain anchor (protocol step 2).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct EntropyAnchor {
    /// `H^N(s)`.
    pub anchor: Digest,
    /// N.
    pub length: u32,
}

/// A player or the moderator.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Participant {
    /// Id (the id alphabet, [`crate::ids`]).
    pub id: ParticipantId,
    /// Name for reports and mail.
    pub name: String,
    /// E-mail address, if reports are to be mailed.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub email: Option<String>,
    /// `player` or `moderator`.
    pub role: String,
    /// The sides (major powers) a player controls.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub sides: Vec<String>,
    /// Entropy chain, if the participant made one.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub entropy: Option<EntropyAnchor>,
}

/// Mail settings.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct MailSettings {
    /// The From: mailbox of report messages; its domain is the Message-IDs' domain.
    pub from: String,
    /// The SMTP server `pbem mail send` uses by default (never credentials: those come from
    /// the environment or a credentials file).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub smtp: Option<settings::SmtpSettings>,
    /// The sendmail program for `--transport sendmail` [default: /usr/sbin/sendmail].
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub sendmail: Option<String>,
}

/// campaign.yaml.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct CampaignFile {
    /// `pbem-campaign-v1` ([`validate::FORMAT`]).
    pub format: String,
    /// Campaign id (in every seed and orders header).
    pub id: CampaignId,
    /// Game system id.
    pub game: String,
    /// Scenario id.
    pub scenario: ScenarioId,
    /// Scenario title.
    pub title: String,
    /// Options, with the game's defaults written out.
    pub options: BTreeMap<String, String>,
    /// House-rules data folder, relative to the campaign folder.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub data: Option<String>,
    /// Templates folder, relative to the campaign folder.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub templates: Option<String>,
    /// Mail settings.
    pub mail: MailSettings,
    /// Participants, sorted by id.
    pub participants: Vec<Participant>,
    /// Sides of the scenario that no player takes, named by the group at `pbem new`
    /// (`--unplayed`): they get the standing orders every entry. Absent when every side
    /// has a player.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub unplayed: Vec<String>,
    /// `open` (the default, omitted) or `moderated` ([`settings::Mode`]).
    #[serde(default, skip_serializing_if = "settings::Mode::is_open")]
    pub mode: settings::Mode,
    /// The game's rules revision entry 1 opens with, fixed at `pbem new` (absent in
    /// campaigns made before pbem 0.6.0). docs/fairness.md, section 12.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub revision: Option<crate::engine::revision::Revision>,
    /// When the judge sets each entry's deadline (issue 29, [`schedule::Schedule`]);
    /// absent: deadlines are set by hand (`pbem deadline`).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub schedule: Option<schedule::Schedule>,
    /// Sides that changed hands (issue 29, [`handover::Handover`]), oldest first;
    /// `participants` are those of the waiting entry.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub handovers: Vec<handover::Handover>,
}

/// The state file's envelope around the game's own state.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct StateFile {
    /// `pbem-state-v1`.
    pub format: String,
    /// Game system.
    pub game: String,
    /// Campaign id.
    pub campaign: String,
    /// The history entry that produced this state (0: the scenario's setup).
    pub entry: u32,
    /// SHA-256 of the previous state.yaml (None for the setup).
    pub previous_state_sha256: Option<Digest>,
    /// Next turn to resolve.
    pub turn: u32,
    /// Next phase to resolve.
    pub phase: String,
    /// The game's state.
    pub state: serde_yaml::Value,
}

/// An open campaign folder.
#[derive(Debug, Clone)]
pub struct Campaign {
    /// The folder.
    pub dir: PathBuf,
    /// campaign.yaml.
    pub file: CampaignFile,
    /// The game's data (embedded, with the campaign's house rules over it).
    pub data: GameData,
    /// Player id -> sides.
    pub players: BTreeMap<String, Vec<String>>,
    /// The state file this command parsed last and the game state it decoded last, so
    /// that it parses and decodes each state once.
    memo: memo::Memo,
    /// A player's view in place of the state ([`Campaign::seen_as`]): its bytes and file.
    seen: Option<(Vec<u8>, StateFile)>,
}

impl Campaign {
    /// Opens the campaign in `dir`, checking campaign.yaml ([`validate`]).
    ///
    /// # Errors
    /// A missing or malformed campaign.yaml, or one that [`validate`] refuses, with file,
    /// line and YAML path; an unknown game.
    pub fn open(dir: &Path) -> Result<Self> {
        let path = dir.join("campaign.yaml");
        if store::kind(&path)? == store::Kind::Missing {
            return Err(Error::Campaign(format!(
                "{} is not a campaign folder (no campaign.yaml)",
                dir.display()
            )));
        }
        // No write below the campaign folder goes through a link (issue 28).
        store::guard(dir);
        let src = Source::new(path.display().to_string(), store::read_text(&path)?);
        let file: CampaignFile = src.parse()?;
        Self::checked(dir, file, |p| src.invalid(&p.path, p.message))
    }

    /// A campaign from an in-memory campaign.yaml, checked as [`Campaign::open`] does.
    ///
    /// # Errors
    /// What [`validate`] refuses (the message alone); an unknown game, or a bad
    /// house-rules folder.
    pub fn from_file(dir: &Path, file: CampaignFile) -> Result<Self> {
        Self::checked(dir, file, |p| Error::Campaign(p.message))
    }

    fn checked(
        dir: &Path,
        file: CampaignFile,
        problem: impl Fn(validate::Problem) -> Error,
    ) -> Result<Self> {
        validate::fields(&file).map_err(&problem)?;
        let sys = rules::find(&file.game)?;
        let data = GameData::with_overrides(
            &file.game,
            file.data.as_ref().map(|d| dir.join(d)).as_deref(),
        )?;
        validate::options(&file, &sys.default_options(&data)?).map_err(&problem)?;
        let players = file
            .participants
            .iter()
            .filter(|p| p.role == "player")
            .map(|p| (p.id.to_string(), p.sides.clone()))
            .collect();
        Ok(Campaign {
            dir: dir.to_path_buf(),
            file,
            data,
            players,
            memo: memo::Memo::default(),
            seen: None,
        })
    }

    /// The game system.
    pub fn system(&self) -> &'static dyn GameSystem {
        rules::find(&self.file.game).expect("checked when opened")
    }

    /// The rules' context.
    pub fn ctx(&self) -> Ctx<'_> {
        Ctx {
            data: &self.data,
            options: &self.file.options,
            players: &self.players,
            engine: crate::rules::ENGINE,
        }
    }

    /// A participant by id.
    ///
    /// # Errors
    /// [`Error::Campaign`] naming the participants.
    pub fn participant(&self, id: &str) -> Result<&Participant> {
        self.file
            .participants
            .iter()
            .find(|p| p.id == id)
            .ok_or_else(|| {
                let ids: Vec<&str> = self
                    .file
                    .participants
                    .iter()
                    .map(|p| p.id.as_str())
                    .collect();
                Error::Campaign(format!(
                    "no participant '{id}' in this campaign; participants: {}",
                    ids.join(", ")
                ))
            })
    }

    /// Player ids, sorted.
    pub fn player_ids(&self) -> Vec<String> {
        self.players.keys().cloned().collect()
    }

    /// `history/`.
    pub fn history_dir(&self) -> PathBuf {
        self.dir.join("history")
    }

    /// Resolved entries' folder names, sorted (the setup `0000-setup` first). Only real
    /// folders count: a link named like an entry is not followed.
    ///
    /// # Errors
    /// [`Error::Io`].
    pub fn entries(&self) -> Result<Vec<String>> {
        let mut v: Vec<String> = store::list_dir(&self.history_dir())?
            .into_iter()
            .filter(|(n, k)| {
                *k == store::Kind::Dir
                    && n.len() > 4
                    && n.as_bytes()[..4].iter().all(u8::is_ascii_digit)
            })
            .map(|(n, _)| n)
            .collect();
        v.sort();
        Ok(v)
    }

    /// The folder name of resolved entry `k`, or of the newest when `k` is None.
    ///
    /// # Errors
    /// No such entry; nothing resolved yet.
    pub fn resolved_entry(&self, k: Option<u32>) -> Result<String> {
        let entries: Vec<String> = self
            .entries()?
            .into_iter()
            .filter(|e| !e.starts_with("0000"))
            .collect();
        match k {
            Some(k) => entries
                .into_iter()
                .find(|e| e.starts_with(&format!("{k:04}-")))
                .ok_or_else(|| Error::Campaign(format!("no resolved entry {k}"))),
            None => entries
                .last()
                .cloned()
                .ok_or_else(|| Error::Campaign("no entry is resolved yet".into())),
        }
    }

    /// The current state: the newest history entry's state.yaml, bytes and parsed envelope.
    /// The history is the truth; the campaign's own state.yaml is its copy, the same bytes
    /// except after an interrupted resolve, until the next command rolls it forward
    /// ([`recover`]).
    ///
    /// # Errors
    /// No history entry; a missing or malformed state.yaml.
    pub fn state(&self) -> Result<(Vec<u8>, StateFile)> {
        if let Some((bytes, st)) = &self.seen {
            return Ok((bytes.clone(), st.clone()));
        }
        let (p, bytes) = self.state_bytes_at()?;
        let st = self.parsed_state(&p.display().to_string(), &bytes)?;
        Ok((bytes, StateFile::clone(&st)))
    }

    /// The newest entry's state.yaml as bytes, unparsed ([`Campaign::state`]).
    ///
    /// # Errors
    /// No entry; the file cannot be read.
    pub fn state_bytes(&self) -> Result<Vec<u8>> {
        if let Some((bytes, _)) = &self.seen {
            return Ok(bytes.clone());
        }
        Ok(self.state_bytes_at()?.1)
    }

    /// The campaign as one player's commands read it: `state` (a player's view, with the
    /// view file's `bytes`) in place of the newest state ([`Campaign::state`]); for
    /// `orders new`, `orders check`, `odds` and `map` only (docs/fairness.md, section 14).
    pub fn seen_as(mut self, bytes: Vec<u8>, state: StateFile) -> Campaign {
        self.seen = Some((bytes, state));
        self
    }

    /// The newest entry's state.yaml: its path and bytes.
    fn state_bytes_at(&self) -> Result<(std::path::PathBuf, Vec<u8>)> {
        let newest = self.entries()?.pop().ok_or_else(|| {
            Error::Campaign(format!(
                "{} has no entry, not even 0000-setup",
                self.history_dir().display()
            ))
        })?;
        let p = self.history_dir().join(newest).join("state.yaml");
        let bytes = store::read(&p)?;
        Ok((p, bytes))
    }

    /// The next entry number (1-based) and phase.
    ///
    /// # Errors
    /// State errors.
    pub fn next(&self) -> Result<(u32, PhaseInfo)> {
        let (bytes, st) = self.state()?;
        let info = self.system().phase(&*self.decoded(&bytes, &st)?)?;
        Ok((st.entry + 1, info))
    }

    /// Folder name of entry `k`: `0001-<turn>-<phase>`.
    pub fn entry_name(k: u32, info: &PhaseInfo) -> String {
        format!("{k:04}-{}-{}", info.turn, info.phase)
    }
}
