//! The campaign folder (DESIGN.md): campaign.yaml, state.yaml, the pending entry's
//! commitments, reveals and entropy, and the history of resolved entries.

pub mod ahead;
pub mod check;
pub mod create;
pub mod deadline;
pub mod files;
pub mod pending;
pub mod produce;
pub mod resolve;
pub mod verify;

use crate::data::GameData;
use crate::error::{Error, Result};
use crate::fairness::Digest;
use crate::rules::{self, Ctx, GameSystem, LoadedState, PhaseInfo};
use crate::yaml::Source;
use serde::{Deserialize, Serialize};
use std::collections::BTreeMap;
use std::path::{Path, PathBuf};
use std::sync::{Arc, Mutex};

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
    /// Id: lowercase letters, digits and hyphens.
    pub id: String,
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
    pub smtp: Option<crate::mail::transport::SmtpSettings>,
    /// The sendmail program for `--transport sendmail` [default: /usr/sbin/sendmail].
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub sendmail: Option<String>,
}

/// campaign.yaml.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct CampaignFile {
    /// `pbem-campaign-v1`.
    pub format: String,
    /// Campaign id (in every seed and orders header).
    pub id: String,
    /// Game system id.
    pub game: String,
    /// Scenario id.
    pub scenario: String,
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
    /// The game state this command decoded last, so it decodes each state once.
    decoded: Decoded,
}

/// A state.yaml's bytes and its game state, decoded.
type DecodedSlot = Option<(Vec<u8>, Arc<LoadedState>)>;

/// The [`DecodedSlot`] shared by the clones of a campaign.
#[derive(Clone, Default)]
struct Decoded(Arc<Mutex<DecodedSlot>>);

impl std::fmt::Debug for Decoded {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("Decoded")
    }
}

impl Decoded {
    fn slot(&self) -> std::sync::MutexGuard<'_, DecodedSlot> {
        self.0
            .lock()
            .unwrap_or_else(std::sync::PoisonError::into_inner)
    }
}

impl Campaign {
    /// Opens the campaign in `dir`.
    ///
    /// # Errors
    /// A missing or malformed campaign.yaml, an unknown game.
    pub fn open(dir: &Path) -> Result<Self> {
        let path = dir.join("campaign.yaml");
        if !path.exists() {
            return Err(Error::Campaign(format!(
                "{} is not a campaign folder (no campaign.yaml)",
                dir.display()
            )));
        }
        let file: CampaignFile = Source::read(&path)?.parse()?;
        Self::from_file(dir, file)
    }

    /// A campaign from an in-memory campaign.yaml.
    ///
    /// # Errors
    /// An unknown game, or a bad house-rules folder.
    pub fn from_file(dir: &Path, file: CampaignFile) -> Result<Self> {
        rules::find(&file.game)?;
        let data = GameData::with_overrides(
            &file.game,
            file.data.as_ref().map(|d| dir.join(d)).as_deref(),
        )?;
        let players = file
            .participants
            .iter()
            .filter(|p| p.role == "player")
            .map(|p| (p.id.clone(), p.sides.clone()))
            .collect();
        Ok(Campaign {
            dir: dir.to_path_buf(),
            file,
            data,
            players,
            decoded: Decoded::default(),
        })
    }

    /// The game system.
    pub fn system(&self) -> &'static dyn GameSystem {
        rules::find(&self.file.game).expect("checked when opened")
    }

    /// The game state of the state.yaml `bytes` (parsed as `st`), decoded for the game's
    /// calls: once per command, the later calls for the same bytes share it.
    ///
    /// # Errors
    /// A state the game cannot read, naming its YAML path.
    pub fn decoded(&self, bytes: &[u8], st: &StateFile) -> Result<Arc<LoadedState>> {
        let mut slot = self.decoded.slot();
        if let Some((b, l)) = &*slot {
            if b.as_slice() == bytes {
                return Ok(Arc::clone(l));
            }
        }
        let l = Arc::new(self.system().load(&st.state)?);
        *slot = Some((bytes.to_vec(), Arc::clone(&l)));
        Ok(l)
    }

    /// [`Campaign::decoded`], taken for a call that consumes it (resolving): the decoded
    /// state of `bytes` if this command holds it and nothing else shares it, else decoded
    /// anew.
    ///
    /// # Errors
    /// A state the game cannot read, naming its YAML path.
    pub fn take_decoded(&self, bytes: &[u8], st: &StateFile) -> Result<LoadedState> {
        let held = {
            let mut slot = self.decoded.slot();
            match slot.take() {
                Some((b, l)) if b.as_slice() == bytes => Some(l),
                other => {
                    *slot = other;
                    None
                }
            }
        };
        match held.and_then(|l| Arc::try_unwrap(l).ok()) {
            Some(l) => Ok(l),
            None => self.system().load(&st.state),
        }
    }

    /// The rules' context.
    pub fn ctx(&self) -> Ctx<'_> {
        Ctx {
            data: &self.data,
            options: &self.file.options,
            players: &self.players,
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

    /// Resolved entries' folder names, sorted (the setup `0000-setup` first).
    ///
    /// # Errors
    /// [`Error::Io`].
    pub fn entries(&self) -> Result<Vec<String>> {
        let h = self.history_dir();
        let mut v: Vec<String> = std::fs::read_dir(&h)
            .map_err(|e| Error::io(&h, e))?
            .filter_map(|e| e.ok())
            .filter(|e| e.path().is_dir())
            .map(|e| e.file_name().to_string_lossy().into_owned())
            .filter(|n| n.len() > 4 && n[..4].chars().all(|c| c.is_ascii_digit()))
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

    /// The current state.yaml's bytes and parsed envelope.
    ///
    /// # Errors
    /// Missing or malformed state.yaml.
    pub fn state(&self) -> Result<(Vec<u8>, StateFile)> {
        let p = self.dir.join("state.yaml");
        let bytes = std::fs::read(&p).map_err(|e| Error::io(&p, e))?;
        let src = Source::new(
            p.display().to_string(),
            String::from_utf8_lossy(&bytes).into_owned(),
        );
        Ok((bytes, src.parse()?))
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

/// Checks an id: lowercase ASCII letters, digits and hyphens, starting with a letter.
///
/// # Errors
/// [`Error::Campaign`].
pub fn check_id(what: &str, id: &str) -> Result<()> {
    let ok = id.chars().next().is_some_and(|c| c.is_ascii_lowercase())
        && id
            .chars()
            .all(|c| c.is_ascii_lowercase() || c.is_ascii_digit() || c == '-');
    if ok {
        Ok(())
    } else {
        Err(Error::Campaign(format!(
            "{what} '{id}' must be lowercase letters, digits and hyphens, starting with a letter"
        )))
    }
}
