//! A player's view file (docs/fairness.md, section 14): the state as that player alone may
//! see it ([`crate::engine::Game::seen_state`]), written per player into each entry of a
//! game that hides the state (entries of pbem 0.9.0 on, `views/<player>.yaml`), listed in
//! the entry's `outputs` and attached to the player's report mail. On the public copy the
//! player's commands read it in place of the withheld state, once its SHA-256 is the one
//! the latest entry's `resolution.yaml` lists for that player (`crate::publish::view`).

use super::{Campaign, StateFile};
use crate::engine::{Ctx, LoadedState};
use crate::error::Result;
use crate::yaml::Source;
use serde::{Deserialize, Serialize};
use std::collections::BTreeMap;

/// The view file's `format:`.
pub const FORMAT: &str = "pbem-view-v1";

/// A player's view file.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct ViewFile {
    /// [`FORMAT`].
    pub format: String,
    /// The game id.
    pub game: String,
    /// The campaign id.
    pub campaign: String,
    /// The entry whose state this is a view of (the state.yaml's `entry`).
    pub entry: u32,
    /// The player who may see it.
    pub player: String,
    /// The turn the state waits for.
    pub turn: u32,
    /// The phase the state waits for.
    pub phase: String,
    /// The state as the player sees it (`state:` of a state.yaml, the rest left out).
    pub state: serde_yaml::Value,
}

/// The view file's path in an entry folder: `views/<player>.yaml`.
pub fn path(player: &str) -> String {
    format!("views/{player}.yaml")
}

impl ViewFile {
    /// The view as the state file the player's commands read (no previous state's hash:
    /// the view does not chain).
    pub fn state_file(&self) -> StateFile {
        StateFile {
            format: "pbem-state-v1".into(),
            game: self.game.clone(),
            campaign: self.campaign.clone(),
            entry: self.entry,
            previous_state_sha256: None,
            turn: self.turn,
            phase: self.phase.clone(),
            state: self.state.clone(),
        }
    }

    /// The view in `bytes` (`name`: the file, for errors).
    ///
    /// # Errors
    /// A malformed view file, with file, line and YAML path.
    pub fn parse(name: &str, bytes: &[u8]) -> Result<ViewFile> {
        let src = Source::new(name, String::from_utf8_lossy(bytes).into_owned());
        let v: ViewFile = src.parse()?;
        if v.format != FORMAT {
            return Err(src.invalid("format", format!("expected {FORMAT}")));
        }
        Ok(v)
    }
}

/// `player`'s view file of the state `st` (decoded as `loaded`), as its bytes; `None` for
/// a game that hides no state.
///
/// # Errors
/// A player not in the campaign; writing the YAML.
pub fn bytes_of(
    ctx: Ctx,
    c: &Campaign,
    loaded: &LoadedState,
    st: &StateFile,
    player: &str,
) -> Result<Option<Vec<u8>>> {
    let Some(state) = c.system().seen_state(ctx, loaded, player)? else {
        return Ok(None);
    };
    let v = ViewFile {
        format: FORMAT.into(),
        game: st.game.clone(),
        campaign: st.campaign.clone(),
        entry: st.entry,
        player: player.to_string(),
        turn: st.turn,
        phase: st.phase.clone(),
        state,
    };
    Ok(Some(crate::yaml::to_string(&v)?.into_bytes()))
}

/// Every player's view file of an entry's new state `st`, by path in the entry
/// (`views/<player>.yaml`); none for a game that hides no state.
///
/// # Errors
/// As [`bytes_of`].
pub fn entry_views(
    ctx: Ctx,
    c: &Campaign,
    loaded: &LoadedState,
    st: &StateFile,
) -> Result<BTreeMap<String, Vec<u8>>> {
    let mut out = BTreeMap::new();
    for p in c.player_ids() {
        if let Some(b) = bytes_of(ctx, c, loaded, st, &p)? {
            out.insert(path(&p), b);
        }
    }
    Ok(out)
}
