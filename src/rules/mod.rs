//! Game systems behind one trait. Rules code is pure: it reads no file, clock or
//! environment; the campaign layer hands it data, state, orders and dice.

pub mod empires_in_arms;
pub mod spi_1812;

use crate::data::GameData;
use crate::error::{Error, Result};
use crate::fairness::Dice;
use crate::yaml::Source;
use serde::{Deserialize, Serialize};
use std::collections::BTreeMap;

/// The header every orders file starts with (docs/orders.md).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Header {
    /// Game system id.
    pub game: String,
    /// Campaign id.
    pub campaign: String,
    /// History entry, 1-based.
    pub entry: u32,
    /// Game turn.
    pub turn: u32,
    /// Phase slug.
    pub phase: String,
    /// Player id.
    pub player: String,
}

/// What the rules are given besides state and orders.
#[derive(Debug, Clone, Copy)]
pub struct Ctx<'a> {
    /// The game's data (charts, maps, scenarios).
    pub data: &'a GameData,
    /// Campaign options, defaults filled in.
    pub options: &'a BTreeMap<String, String>,
    /// Player id -> the sides (powers) the player controls.
    pub players: &'a BTreeMap<String, Vec<String>>,
    /// The engine resolving the entry as resolution.yaml records it (`pbem 0.3.0`): this
    /// binary's ([`ENGINE`]) for a new entry, the recorded one when replaying an old entry,
    /// so that rules whose text changed since reproduce the old entry's bytes.
    pub engine: &'a str,
}

/// This binary as resolution.yaml's `engine` names it.
pub const ENGINE: &str = concat!("pbem ", env!("CARGO_PKG_VERSION"));

/// A side of a scenario.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct Side {
    /// Id (a major power).
    pub id: String,
    /// Name.
    pub name: String,
}

/// A new campaign's start.
#[derive(Debug, Clone)]
pub struct Setup {
    /// The game state.
    pub state: serde_yaml::Value,
    /// The sides players can take.
    pub sides: Vec<Side>,
    /// Scenario title.
    pub title: String,
}

/// The next phase to resolve.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct PhaseInfo {
    /// Game turn.
    pub turn: u32,
    /// Phase slug (`land-combat-turkey`), used in folder names and orders headers.
    pub phase: String,
    /// Words for reports ("Land combat step of Turkey, June 1810").
    pub title: String,
}

/// A resolved phase.
#[derive(Debug, Clone)]
pub struct Resolved {
    /// The new game state.
    pub state: serde_yaml::Value,
    /// What happened, as data for the report templates (public: `events.yaml` and
    /// `report.md`).
    pub report: serde_yaml::Value,
    /// Player -> what happened that only that player may read (hidden units' moves and
    /// losses), as data for the player's report (`reports/<player>.md`, `private` in the
    /// template). Empty for a game without hidden information.
    pub private: BTreeMap<String, serde_yaml::Value>,
}

/// A game system. Implementations are pure.
pub trait GameSystem: Sync {
    /// Id (`empires-in-arms`), the folder under games/ and templates/.
    fn id(&self) -> &'static str;
    /// Name.
    fn name(&self) -> &'static str;
    /// Campaign options with their defaults: `options:` of the game's `game.yaml`.
    ///
    /// # Errors
    /// Data errors.
    fn default_options(&self, data: &GameData) -> Result<BTreeMap<String, String>> {
        #[derive(Deserialize)]
        struct GameFile {
            #[serde(default)]
            options: BTreeMap<String, String>,
        }
        Ok(data.parse::<GameFile>("game.yaml")?.options)
    }
    /// The start of a campaign from a scenario file.
    ///
    /// # Errors
    /// Scenario errors with file, line and path.
    fn setup(&self, ctx: Ctx, scenario: &Source) -> Result<Setup>;
    /// The phase the state is waiting for.
    ///
    /// # Errors
    /// A state that does not parse.
    fn phase(&self, ctx: Ctx, state: &serde_yaml::Value) -> Result<PhaseInfo>;
    /// A commented orders file for `header.player`.
    ///
    /// # Errors
    /// Data or state errors.
    fn orders_template(
        &self,
        ctx: Ctx,
        state: &serde_yaml::Value,
        header: &Header,
    ) -> Result<String>;
    /// The standing orders of a player whose orders did not come (no moves received): the
    /// game's documented defaults for this phase, as an orders file with `header`. The
    /// campaign writes it to the entry as `nmr/<player>.yaml`. The default is the header
    /// alone, so every choice takes the default `docs/<id>.md` names under "No moves
    /// received"; a game whose defaults need more overrides it.
    ///
    /// # Errors
    /// Data or state errors.
    fn nmr_orders(&self, _ctx: Ctx, _state: &serde_yaml::Value, h: &Header) -> Result<String> {
        Ok(format!(
            "# No moves received from {}: the standing orders. Every choice takes its default\n\
             # (docs/{}.md, \"No moves received\").\n\
             game: {}\ncampaign: {}\nentry: {}\nturn: {}\nphase: {}\nplayer: {}\n",
            h.player,
            self.id(),
            h.game,
            h.campaign,
            h.entry,
            h.turn,
            h.phase,
            h.player
        ))
    }
    /// Checks an orders file (header already checked by the campaign layer).
    ///
    /// # Errors
    /// [`Error::Yaml`] or [`Error::Invalid`] naming the path and the rule.
    fn check_orders(
        &self,
        ctx: Ctx,
        state: &serde_yaml::Value,
        header: &Header,
        orders: &Source,
    ) -> Result<()>;
    /// Resolves the phase. `orders`: player -> revealed orders file.
    ///
    /// # Errors
    /// Data or state errors; orders are checked again.
    fn resolve(
        &self,
        ctx: Ctx,
        state: &serde_yaml::Value,
        orders: &BTreeMap<String, Source>,
        dice: &mut dyn Dice,
    ) -> Result<Resolved>;
    /// What `player` alone may see after the phase (own forces), for the per-player report.
    ///
    /// # Errors
    /// A state that does not parse.
    fn player_view(
        &self,
        ctx: Ctx,
        state: &serde_yaml::Value,
        player: &str,
    ) -> Result<serde_yaml::Value>;
    /// [`GameSystem::player_view`] for each of `players`, by player id. A game whose state
    /// is costly to read overrides this to read it once for all.
    ///
    /// # Errors
    /// A state that does not parse.
    fn player_views(
        &self,
        ctx: Ctx,
        state: &serde_yaml::Value,
        players: &[&str],
    ) -> Result<BTreeMap<String, serde_yaml::Value>> {
        players
            .iter()
            .map(|p| Ok(((*p).to_string(), self.player_view(ctx, state, p)?)))
            .collect()
    }
}

/// Every game system, by id.
pub fn registry() -> Vec<&'static dyn GameSystem> {
    vec![&empires_in_arms::EmpiresInArms, &spi_1812::Spi1812]
}

/// The game system `id`.
///
/// # Errors
/// [`Error::Campaign`] naming the known systems.
pub fn find(id: &str) -> Result<&'static dyn GameSystem> {
    registry()
        .into_iter()
        .find(|g| g.id() == id)
        .ok_or_else(|| {
            let known: Vec<&str> = registry().iter().map(|g| g.id()).collect();
            Error::Campaign(format!(
                "unknown game '{id}'; this pbem plays: {}",
                known.join(", ")
            ))
        })
}

/// Parses a YAML value into `T`, naming the path on error.
///
/// # Errors
/// [`Error::Yaml`] with `file` and the YAML path.
pub fn from_value<T: serde::de::DeserializeOwned>(file: &str, v: &serde_yaml::Value) -> Result<T> {
    serde_path_to_error::deserialize(v.clone()).map_err(|e| Error::Yaml {
        location: crate::error::Location {
            file: file.into(),
            line: None,
            column: None,
            path: e.path().to_string(),
        },
        message: e.into_inner().to_string(),
    })
}

/// Serializes into a YAML value.
///
/// # Errors
/// Never for the types used here; mapped to [`Error::Campaign`].
pub fn to_value<T: Serialize>(v: &T) -> Result<serde_yaml::Value> {
    serde_yaml::to_value(v).map_err(|e| Error::Campaign(format!("cannot serialize: {e}")))
}
