//! `pbem new`: making a campaign folder. (`pbem entropy init` is [`super::secret`],
//! re-exported here.)

pub use super::secret::{default_secret_path, entropy_init, secrets_dir, SecretFile};

use super::{validate, Campaign, CampaignFile, MailSettings, Participant, StateFile};
use crate::error::{Error, Result};
use crate::ids::{CampaignId, ScenarioId};
use crate::rules::Side;
use crate::store::write_atomic;
use crate::yaml::{self, Source};
use serde::Deserialize;
use std::collections::BTreeSet;
use std::path::{Path, PathBuf};

/// What `pbem new` is given.
#[derive(Debug, Clone)]
pub struct NewCampaign {
    /// Campaign id.
    pub id: CampaignId,
    /// Game system.
    pub game: String,
    /// Embedded scenario id, or a scenario file to copy into the campaign.
    pub scenario: ScenarioChoice,
    /// Participants.
    pub participants: Vec<Participant>,
    /// From: mailbox.
    pub mail_from: String,
    /// Sides the group names as played by nobody (`--unplayed`).
    pub unplayed: Vec<String>,
    /// Every side no player takes is unplayed (`--unplayed-rest`).
    pub unplayed_rest: bool,
    /// How the group trusts its moderator (`--mode`); moderated needs a moderator.
    pub mode: super::settings::Mode,
}

/// Where the scenario comes from.
#[derive(Debug, Clone)]
pub enum ScenarioChoice {
    /// `games/<game>/scenarios/<id>.yaml`.
    Embedded(ScenarioId),
    /// A file, copied to `<campaign>/data/scenarios/<id>.yaml`.
    File(PathBuf),
}

/// The engine whose rules make a campaign's set-up (`pbem 0.6.0`): that of the rules
/// revision campaign.yaml records (fixed at `pbem new`), or, for a campaign made before
/// pbem 0.6.0 recorded one, that of pbem 0.5.0's revision of the game. `pbem verify`
/// rebuilds `0000-setup` with it, so a set-up whose rules changed since stays as it was
/// made (the American Revolution's 1775 set-up, issue 27 item 8).
///
/// # Errors
/// A game without a schedule; a revision this pbem does not know.
pub fn setup_engine(c: &Campaign) -> Result<String> {
    use crate::engine::revision;
    let r = match c.file.revision {
        Some(r) => r,
        None => revision::implied(&c.file.game, "pbem 0.5.0")?,
    };
    revision::engine_of(&c.file.game, r)
}

/// The setup state.yaml bytes of a campaign, made from its scenario by the rules of
/// [`setup_engine`].
///
/// # Errors
/// Scenario errors; as [`setup_engine`]; a state pbem could not read back
/// (docs/limits.md).
pub fn setup_state_bytes(c: &Campaign) -> Result<Vec<u8>> {
    let src = c
        .data
        .source(&format!("scenarios/{}.yaml", c.file.scenario))?;
    let engine = setup_engine(c)?;
    let ctx = crate::engine::Ctx {
        engine: &engine,
        ..c.ctx()
    };
    let setup = c.system().setup(ctx, &src)?;
    let info = c.system().phase(&setup.state)?;
    let sf = StateFile {
        format: "pbem-state-v1".into(),
        game: c.file.game.clone(),
        campaign: c.file.id.to_string(),
        entry: 0,
        previous_state_sha256: None,
        turn: info.turn,
        phase: info.phase,
        state: setup.encoded,
    };
    let bytes = yaml::to_string(&sf)?.into_bytes();
    // What pbem writes, it can read (docs/limits.md).
    super::produce::check_readable("0000-setup", "state.yaml", &bytes)?;
    Ok(bytes)
}

/// Makes the campaign folder `dir` (which must not hold a campaign). On an error nothing
/// is left behind: a folder it made is removed, and so is a scenario file it copied into an
/// existing one.
///
/// # Errors
/// Participants [`validate::participants`] refuses; an unknown game, scenario or side; a
/// side without a player that is not named unplayed ([`unplayed_sides`]); an existing
/// campaign.
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
    if dir.join("campaign.yaml").exists() {
        return Err(Error::Campaign(format!(
            "{} already holds a campaign",
            dir.display()
        )));
    }
    let sys = crate::rules::find(&n.game)?;
    let participants = participants(n.participants, n.mode)?;
    std::fs::create_dir_all(dir).map_err(|e| Error::io(dir, e))?;
    let (scenario_id, data, own) = match &n.scenario {
        ScenarioChoice::Embedded(id) => (id.clone(), None, None),
        ScenarioChoice::File(path) => {
            let (id, src) = copy_scenario(dir, path, copied)?;
            (id, Some("data".to_string()), Some(src))
        }
    };
    let base = crate::data::GameData::with_overrides(
        &n.game,
        data.as_ref().map(|d| dir.join(d)).as_deref(),
    )?;
    let scen_src = scenario_source(&base, &n.game, &scenario_id, own)?;
    let file = CampaignFile {
        format: validate::FORMAT.into(),
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
        unplayed: Vec::new(),
        mode: n.mode,
        revision: Some(crate::engine::revision::newest(&n.game)?),
        schedule: None,
        handovers: Vec::new(),
    };
    let mut c = Campaign::from_file(dir, file)?;
    let setup = c.system().setup(c.ctx(), &scen_src)?;
    c.file.unplayed = unplayed_sides(
        &c.file.participants,
        &setup.sides,
        &n.unplayed,
        n.unplayed_rest,
    )?;
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

/// The participants of a new campaign, sorted by id and checked; a moderated campaign
/// needs a moderator.
///
/// # Errors
/// Ids or roles that do not check; no moderator in a moderated campaign.
fn participants(
    mut participants: Vec<Participant>,
    mode: super::settings::Mode,
) -> Result<Vec<Participant>> {
    participants.sort_by(|a, b| a.id.cmp(&b.id));
    validate::participants(&participants).map_err(|p| Error::Campaign(p.message))?;
    if mode == super::settings::Mode::Moderated
        && !participants.iter().any(|p| p.role == "moderator")
    {
        return Err(Error::Campaign(
            "a moderated campaign needs a moderator (--moderator ID[:EMAIL]), whose entropy chain fixes the dice before any orders are read".into(),
        ));
    }
    Ok(participants)
}

/// The text of the campaign's scenario: the file given (`own`; its errors name the file
/// as given, not its copy), else the game's embedded scenario `scenario_id`.
///
/// # Errors
/// No such scenario, naming the embedded ones.
fn scenario_source(
    base: &crate::data::GameData,
    game: &str,
    scenario_id: &ScenarioId,
    own: Option<Source>,
) -> Result<Source> {
    match own {
        Some(src) => Ok(src),
        None => base.source(&format!("scenarios/{scenario_id}.yaml")),
    }
    .map_err(|_| {
        Error::Campaign(format!(
            "no scenario '{scenario_id}' for {game}; embedded: {}",
            base.list("scenarios/").join(", ")
        ))
    })
}

/// Copies the scenario file `path` to `<dir>/data/scenarios/<its id>.yaml`.
fn copy_scenario(
    dir: &Path,
    path: &Path,
    copied: &mut Option<PathBuf>,
) -> Result<(ScenarioId, Source)> {
    let src = Source::read(path)?;
    #[derive(Deserialize)]
    struct IdOnly {
        id: ScenarioId,
    }
    let IdOnly { id } = src.parse()?;
    let copy = dir.join("data/scenarios").join(format!("{id}.yaml"));
    write_atomic(&copy, src.text.as_bytes())?;
    *copied = Some(copy);
    Ok((id, src))
}

/// The unplayed sides to record: every side of the scenario has one player, or is named
/// unplayed (`named`, or all the rest when `rest`), so that no power silently gets the
/// standing orders forever. Sorted.
///
/// # Errors
/// A player's side the scenario lacks; a named side the scenario lacks or a player takes;
/// sides without a player that are not named.
pub fn unplayed_sides(
    participants: &[Participant],
    sides: &[Side],
    named: &[String],
    rest: bool,
) -> Result<Vec<String>> {
    let all: Vec<&str> = sides.iter().map(|x| x.id.as_str()).collect();
    let mut played = BTreeSet::new();
    for p in participants.iter().filter(|p| p.role == "player") {
        for s in &p.sides {
            if !all.contains(&s.as_str()) {
                return Err(Error::Campaign(format!(
                    "player {} takes side '{s}', which the scenario does not have; sides: {}",
                    p.id,
                    all.join(", ")
                )));
            }
            played.insert(s.as_str());
        }
    }
    let mut unplayed = BTreeSet::new();
    for s in named {
        if !all.contains(&s.as_str()) {
            return Err(Error::Campaign(format!(
                "unplayed side '{s}' is not a side of the scenario; sides: {}",
                all.join(", ")
            )));
        }
        if let Some(p) = participants.iter().find(|p| p.sides.contains(s)) {
            return Err(Error::Campaign(format!(
                "side '{s}' is named unplayed, but {} plays it",
                p.id
            )));
        }
        unplayed.insert(s.as_str());
    }
    let missing: BTreeSet<&str> = all
        .iter()
        .copied()
        .filter(|s| !played.contains(s) && !unplayed.contains(s))
        .collect();
    if !missing.is_empty() && !rest {
        return Err(Error::Campaign(format!(
            "no player takes {}: give each side a player, or name the sides nobody plays \
             (--unplayed SIDE for each, or --unplayed-rest); they get the standing orders every entry",
            missing.iter().copied().collect::<Vec<_>>().join(", ")
        )));
    }
    Ok(unplayed.union(&missing).map(|s| s.to_string()).collect())
}
