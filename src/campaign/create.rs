//! `pbem new` and `pbem entropy init`: making a campaign folder and entropy chains.

use super::files::{write_atomic, Lock};
use super::{
    check_id, Campaign, CampaignFile, EntropyAnchor, MailSettings, Participant, StateFile,
};
use crate::error::{Error, Result};
use crate::fairness::Chain;
use crate::yaml::{self, Source};
use serde::{Deserialize, Serialize};
use std::path::{Path, PathBuf};

/// What `pbem new` is given.
#[derive(Debug, Clone)]
pub struct NewCampaign {
    /// Campaign id.
    pub id: String,
    /// Game system.
    pub game: String,
    /// Embedded scenario id, or a scenario file to copy into the campaign.
    pub scenario: ScenarioChoice,
    /// Participants.
    pub participants: Vec<Participant>,
    /// From: mailbox.
    pub mail_from: String,
}

/// Where the scenario comes from.
#[derive(Debug, Clone)]
pub enum ScenarioChoice {
    /// `games/<game>/scenarios/<id>.yaml`.
    Embedded(String),
    /// A file, copied to `<campaign>/data/scenarios/<id>.yaml`.
    File(PathBuf),
}

/// The setup state.yaml bytes of a campaign, made from its scenario.
///
/// # Errors
/// Scenario errors.
pub fn setup_state_bytes(c: &Campaign) -> Result<Vec<u8>> {
    let src = c
        .data
        .source(&format!("scenarios/{}.yaml", c.file.scenario))?;
    let setup = c.system().setup(c.ctx(), &src)?;
    let info = c.system().phase(&setup.state)?;
    let sf = StateFile {
        format: "pbem-state-v1".into(),
        game: c.file.game.clone(),
        campaign: c.file.id.clone(),
        entry: 0,
        previous_state_sha256: None,
        turn: info.turn,
        phase: info.phase,
        state: setup.encoded,
    };
    Ok(yaml::to_string(&sf)?.into_bytes())
}

/// Makes the campaign folder `dir` (which must not hold a campaign). On an error nothing
/// is left behind: a folder it made is removed, and so is a scenario file it copied into an
/// existing one.
///
/// # Errors
/// Bad ids, unknown game, scenario or side; an existing campaign.
pub fn create(dir: &Path, n: NewCampaign) -> Result<Campaign> {
    let existed = dir.exists();
    let mut copied = None;
    let made = create_in(dir, n, &mut copied);
    if made.is_err() {
        if !existed {
            let _ = std::fs::remove_dir_all(dir);
        } else if let Some(f) = copied {
            let _ = std::fs::remove_file(&f);
            // data/scenarios and data, where they are empty now.
            for d in f.ancestors().skip(1).take(2) {
                let _ = std::fs::remove_dir(d);
            }
        }
    }
    made
}

fn create_in(dir: &Path, n: NewCampaign, copied: &mut Option<PathBuf>) -> Result<Campaign> {
    check_id("campaign id", &n.id)?;
    if dir.join("campaign.yaml").exists() {
        return Err(Error::Campaign(format!(
            "{} already holds a campaign",
            dir.display()
        )));
    }
    let sys = crate::rules::find(&n.game)?;
    std::fs::create_dir_all(dir).map_err(|e| Error::io(dir, e))?;
    let (scenario_id, data, own) = match &n.scenario {
        ScenarioChoice::Embedded(id) => (id.clone(), None, None),
        ScenarioChoice::File(path) => {
            let src = Source::read(path)?;
            #[derive(Deserialize)]
            struct IdOnly {
                id: String,
            }
            let IdOnly { id } = serde_yaml::from_str(&src.text)
                .map_err(|e| Error::Campaign(format!("{}: {e}", path.display())))?;
            check_id("scenario id", &id)?;
            let copy = dir.join("data/scenarios").join(format!("{id}.yaml"));
            write_atomic(&copy, src.text.as_bytes())?;
            *copied = Some(copy);
            (id, Some("data".to_string()), Some(src))
        }
    };
    let base = crate::data::GameData::with_overrides(
        &n.game,
        data.as_ref().map(|d| dir.join(d)).as_deref(),
    )?;
    let mut participants = n.participants;
    participants.sort_by(|a, b| a.id.cmp(&b.id));
    for p in &participants {
        check_id("participant id", &p.id)?;
    }
    // A scenario file's errors name the file as given, not its copy.
    let scen_src = match own {
        Some(src) => Ok(src),
        None => base.source(&format!("scenarios/{scenario_id}.yaml")),
    }
    .map_err(|_| {
        Error::Campaign(format!(
            "no scenario '{scenario_id}' for {}; embedded: {}",
            n.game,
            base.list("scenarios/").join(", ")
        ))
    })?;
    let file = CampaignFile {
        format: "pbem-campaign-v1".into(),
        id: n.id,
        game: n.game.clone(),
        scenario: scenario_id,
        title: String::new(),
        options: sys.default_options(&base)?,
        data,
        templates: None,
        mail: MailSettings {
            from: n.mail_from,
            smtp: None,
            sendmail: None,
        },
        participants,
    };
    let mut c = Campaign::from_file(dir, file)?;
    let setup = c.system().setup(c.ctx(), &scen_src)?;
    for p in c.file.participants.iter().filter(|p| p.role == "player") {
        for s in &p.sides {
            if !setup.sides.iter().any(|x| &x.id == s) {
                let ids: Vec<&str> = setup.sides.iter().map(|x| x.id.as_str()).collect();
                return Err(Error::Campaign(format!(
                    "player {} takes side '{s}', which the scenario does not have; sides: {}",
                    p.id,
                    ids.join(", ")
                )));
            }
        }
    }
    c.file.title = setup.title;
    let bytes = setup_state_bytes(&c)?;
    write_atomic(&dir.join("history/0000-setup/state.yaml"), &bytes)?;
    write_atomic(&dir.join("state.yaml"), &bytes)?;
    write_atomic(
        &dir.join("campaign.yaml"),
        yaml::to_string(&c.file)?.as_bytes(),
    )?;
    Ok(c)
}

/// A participant's chain secret, kept outside the campaign folder.
#[derive(Debug, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct SecretFile {
    /// Campaign id.
    pub campaign: String,
    /// Participant id.
    pub participant: String,
    /// N.
    pub length: u32,
    /// The 32 secret bytes, hex. Never share this file.
    pub secret: String,
}

impl SecretFile {
    /// The chain.
    ///
    /// # Errors
    /// A malformed secret.
    pub fn chain(&self) -> Result<Chain> {
        let d = crate::fairness::Digest::parse(&self.secret)?;
        Ok(Chain::new(d.0, self.length))
    }
}

/// The default place of a participant's secret: `<campaign folder>.secrets/<id>.secret.yaml`
/// beside the campaign folder.
pub fn default_secret_path(dir: &Path, participant: &str) -> PathBuf {
    let name = dir
        .file_name()
        .map_or_else(|| "campaign".into(), |n| n.to_string_lossy().into_owned());
    dir.parent()
        .unwrap_or(Path::new("."))
        .join(format!("{name}.secrets"))
        .join(format!("{participant}.secret.yaml"))
}

/// `pbem entropy init`: makes `participant`'s chain, writes the secret to `secret_path`
/// (outside the campaign folder) and records the anchor in campaign.yaml.
///
/// # Errors
/// The secret inside the campaign folder; a chain already made; entries already resolved.
pub fn entropy_init(
    dir: &Path,
    participant: &str,
    length: u32,
    secret_path: &Path,
) -> Result<EntropyAnchor> {
    let _lock = Lock::take(dir)?;
    let mut c = Campaign::open(dir)?;
    let abs_dir = std::fs::canonicalize(dir).map_err(|e| Error::io(dir, e))?;
    let parent = secret_path
        .parent()
        .filter(|p| !p.as_os_str().is_empty())
        .unwrap_or(Path::new("."));
    std::fs::create_dir_all(parent).map_err(|e| Error::io(parent, e))?;
    let abs_secret = std::fs::canonicalize(parent).map_err(|e| Error::io(parent, e))?;
    if abs_secret.starts_with(&abs_dir) {
        return Err(Error::Campaign(format!(
            "the secret must be kept outside the campaign folder, not in {}",
            secret_path.display()
        )));
    }
    if c.entries()?.len() > 1 || dir.join("pending").exists() {
        return Err(Error::Campaign(
            "entropy chains are made before the first commitment".into(),
        ));
    }
    if secret_path.exists() {
        return Err(Error::Campaign(format!(
            "{} exists; not overwriting a secret",
            secret_path.display()
        )));
    }
    let idx = c
        .file
        .participants
        .iter()
        .position(|p| p.id == participant)
        .ok_or_else(|| Error::Campaign(format!("no participant '{participant}'")))?;
    if c.file.participants[idx].entropy.is_some() {
        return Err(Error::Campaign(format!(
            "{participant} already has an entropy chain"
        )));
    }
    let chain = Chain::generate(length)?;
    let secret = SecretFile {
        campaign: c.file.id.clone(),
        participant: participant.into(),
        length,
        secret: hex::encode(chain.secret()),
    };
    write_atomic(secret_path, yaml::to_string(&secret)?.as_bytes())?;
    let anchor = EntropyAnchor {
        anchor: chain.anchor(),
        length,
    };
    c.file.participants[idx].entropy = Some(anchor.clone());
    write_atomic(
        &dir.join("campaign.yaml"),
        yaml::to_string(&c.file)?.as_bytes(),
    )?;
    Ok(anchor)
}
