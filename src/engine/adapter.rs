//! The one place YAML meets a game: [`Adapter`] makes any [`Game`] a [`GameSystem`], the
//! object-safe trait the campaign uses through `&dyn`. It decodes the state once per
//! command into a [`LoadedState`] that the campaign hands back to every call, parses
//! orders files into the game's orders type, and encodes the new state and the report once.

use super::campaign_rules::{checked_again, given};
use super::{Ctx, Game, Header, PhaseInfo, Side};
use crate::data::GameData;
use crate::error::{Error, Location, Result};
use crate::fairness::Dice;
use crate::yaml::Source;
use serde::{Deserialize, Serialize};
use std::any::Any;
use std::cell::Cell;
use std::collections::BTreeMap;
use std::sync::{Arc, OnceLock};

mod system;

thread_local! {
    static DECODES: Cell<u64> = const { Cell::new(0) };
}

/// How many times this thread decoded a game state from YAML (a count for tests and
/// measurements: a command decodes the state it reads once).
pub fn state_decodes() -> u64 {
    DECODES.with(Cell::get)
}

/// A game state decoded once, with the rules' data loaded the first time a call needs
/// them. Made by [`GameSystem::load`] (or [`GameSystem::setup`], [`GameSystem::resolve`])
/// and handed back to the same game's calls.
pub struct LoadedState {
    game: &'static str,
    inner: Box<dyn Any + Send + Sync>,
}

impl LoadedState {
    /// The typed state of game `G` and its rules bundle for `ctx` (`pbem odds` reads a
    /// campaign's forces with them).
    ///
    /// # Errors
    /// A state of another game; rules data that does not load.
    pub fn typed<G: Game>(&self, ctx: Ctx) -> Result<(&G::State, Arc<G::Rules>)> {
        let l = Adapter::<G>::typed(self)?;
        Ok((&l.state, Adapter::<G>::rules(ctx, l)?))
    }
}

impl std::fmt::Debug for LoadedState {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "LoadedState({})", self.game)
    }
}

/// The typed state of game `G` and its rules bundle (shared with the states that follow),
/// with the engine it was loaded for ([`Ctx::engine`]: a replay of an older entry loads
/// the rules as that engine had them).
struct Loaded<G: Game> {
    state: G::State,
    rules: OnceLock<(String, Arc<G::Rules>)>,
}

/// A new campaign's start.
#[derive(Debug)]
pub struct Setup {
    /// The game state, decoded.
    pub state: LoadedState,
    /// The game state as YAML (`state:` of state.yaml).
    pub encoded: serde_yaml::Value,
    /// The sides players can take.
    pub sides: Vec<Side>,
    /// Scenario title.
    pub title: String,
}

/// A resolved phase.
#[derive(Debug)]
pub struct Resolved {
    /// The new game state, decoded.
    pub state: LoadedState,
    /// The new game state as YAML (`state:` of state.yaml).
    pub encoded: serde_yaml::Value,
    /// What happened, as data for the report templates (public: `events.yaml` and
    /// `report.md`).
    pub report: serde_yaml::Value,
    /// Player -> what happened that only that player may read, as data for the player's
    /// report (`reports/<player>.md`, `private` in the template). Empty for a game without
    /// hidden information.
    pub private: BTreeMap<String, serde_yaml::Value>,
    /// The pictures of the board after the phase ([`Game::picture`]): public, and per
    /// player of [`Ctx::players`]. Empty for a game without pictures and for an entry of an
    /// engine older than [`crate::engine::version::V0_5_0`].
    pub pictures: Pictures,
}

/// The SVG pictures of a resolved phase.
#[derive(Debug, Default, Clone, PartialEq, Eq)]
pub struct Pictures {
    /// What every participant may see (`map.svg`).
    pub public: Option<String>,
    /// Player id -> what that player may see (`reports/<player>.svg`).
    pub players: BTreeMap<String, String>,
    /// Players whose picture is byte for byte the public one, which an entry of pbem 0.12.0
    /// on keeps once, as `map.svg` (they are then not in `players`): every player when the
    /// game draws one picture for all ([`crate::engine::Game::one_picture`]).
    pub shared: std::collections::BTreeSet<String>,
}

/// A game system as the campaign sees it. Implemented once, by [`Adapter`].
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
    /// Decodes `state` (`state:` of a state.yaml) once for the calls that follow.
    ///
    /// # Errors
    /// [`Error::Yaml`] naming `state.yaml` and the YAML path.
    fn load(&self, state: &serde_yaml::Value) -> Result<LoadedState>;
    /// The phase the state is waiting for.
    ///
    /// # Errors
    /// A state of another game.
    fn phase(&self, state: &LoadedState) -> Result<PhaseInfo>;
    /// A commented orders file for `header.player`.
    ///
    /// # Errors
    /// Data errors; a player not in the campaign.
    fn orders_template(&self, ctx: Ctx, state: &LoadedState, header: &Header) -> Result<String>;
    /// Whether the game has ended in the state ([`Game::over`]).
    ///
    /// # Errors
    /// A state of another game.
    fn over(&self, state: &LoadedState) -> Result<bool>;
    /// Whether `player` has a decision in the entry the state waits for ([`Game::decides`]).
    ///
    /// # Errors
    /// Data errors; a player not in the campaign.
    fn decides(&self, ctx: Ctx, state: &LoadedState, player: &str) -> Result<bool>;
    /// The standing orders of a player whose orders did not come, as an orders file with
    /// `header` (written to the entry as `nmr/<player>.yaml`).
    ///
    /// # Errors
    /// Data errors.
    fn nmr_orders(&self, ctx: Ctx, state: &LoadedState, header: &Header) -> Result<String>;
    /// Checks an orders file (header already checked by the campaign layer).
    ///
    /// # Errors
    /// [`Error::Yaml`] or [`Error::Invalid`] naming the file, line, path and rule.
    fn check_orders(
        &self,
        ctx: Ctx,
        state: &LoadedState,
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
        state: LoadedState,
        orders: &BTreeMap<String, Source>,
        dice: &mut dyn Dice,
    ) -> Result<Resolved>;
    /// What each of `players` alone may see after the phase (own forces), by player id, as
    /// the player's report reads it (`view`, a template value); without the part every
    /// player has alike when `shared` (the report prints it as said once,
    /// [`Game::player_views`]).
    ///
    /// # Errors
    /// A player not in the campaign.
    fn player_views(
        &self,
        ctx: Ctx,
        state: &LoadedState,
        players: &[&str],
        shared: bool,
    ) -> Result<BTreeMap<String, serde_json::Value>>;
    /// The part of a view every player has alike ([`Game::shared_view`]), as the game's
    /// `shared.md.tera` reads it (`view`, a template value); `None` for a game without one.
    ///
    /// # Errors
    /// Data or state errors; a state of another game.
    fn shared_view(&self, ctx: Ctx, state: &LoadedState) -> Result<Option<serde_json::Value>>;
    /// The state as `player` alone may see it ([`Game::seen_state`]), encoded as a
    /// state.yaml's `state:`; `None` for a game that hides no state.
    ///
    /// # Errors
    /// A player not in the campaign; a state of another game.
    fn seen_state(
        &self,
        ctx: Ctx,
        state: &LoadedState,
        player: &str,
    ) -> Result<Option<serde_yaml::Value>>;
    /// The picture of `state` as `reader` may see it (`None`: public), SVG, without a
    /// phase's moves or battles ([`Game::state_picture`]); `None` for a game without one.
    ///
    /// # Errors
    /// Data or state errors; a reader not in the campaign.
    fn picture(
        &self,
        ctx: Ctx,
        state: &LoadedState,
        reader: Option<&str>,
    ) -> Result<Option<String>>;
    /// The picture of `state` as `reader` sees it with the fire arc and range bands of
    /// each of the reader's own units (`pbem map --arcs`; [`Game::arcs_picture`]); `None`
    /// for a game that draws no arcs.
    ///
    /// # Errors
    /// Data or state errors; a reader not in the campaign.
    fn arcs_picture(&self, ctx: Ctx, state: &LoadedState, reader: &str) -> Result<Option<String>>;
    /// The game's battle odds ([`Game::odds`]); `None` for a game without them.
    fn odds(&self) -> Option<&dyn super::odds::Odds>;
}

/// Game `G` as a [`GameSystem`].
pub struct Adapter<G>(std::marker::PhantomData<fn() -> G>);

impl<G> Adapter<G> {
    /// The adapter of `G`.
    pub const fn new() -> Self {
        Adapter(std::marker::PhantomData)
    }
}

impl<G> Default for Adapter<G> {
    fn default() -> Self {
        Self::new()
    }
}

impl<G: Game> Adapter<G> {
    fn loaded(state: G::State, rules: Option<(String, Arc<G::Rules>)>) -> LoadedState {
        let cell = OnceLock::new();
        if let Some(r) = rules {
            let _ = cell.set(r);
        }
        LoadedState {
            game: G::ID,
            inner: Box::new(Loaded::<G> { state, rules: cell }),
        }
    }

    fn typed(state: &LoadedState) -> Result<&Loaded<G>> {
        state.inner.downcast_ref::<Loaded<G>>().ok_or_else(|| {
            Error::Campaign(format!("a state of {} handed to {}", state.game, G::ID))
        })
    }

    /// The rules bundle for `ctx`'s engine: the one kept with the state when it was loaded
    /// for the same engine, else loaded now (and kept if none was).
    fn rules(ctx: Ctx, l: &Loaded<G>) -> Result<Arc<G::Rules>> {
        if let Some((engine, r)) = l.rules.get() {
            if engine == ctx.engine {
                return Ok(Arc::clone(r));
            }
            return Ok(Arc::new(G::rules(ctx, &l.state)?));
        }
        let r = Arc::new(G::rules(ctx, &l.state)?);
        let _ = l.rules.set((ctx.engine.to_string(), Arc::clone(&r)));
        Ok(r)
    }
}

/// Serializes into a YAML value, fields in the type's order (the state).
fn encode<T: Serialize>(v: &T) -> Result<serde_yaml::Value> {
    serde_yaml::to_value(v).map_err(|e| Error::Campaign(format!("cannot serialize: {e}")))
}

/// Serializes into a template value (a JSON value: every mapping's keys sorted, as
/// [`encode_sorted`] sorts them), for a template alone: a player's view is read by the
/// player's report and written nowhere, so it is not made a YAML value on the way.
fn template_value<T: Serialize>(v: &T) -> Result<serde_json::Value> {
    serde_json::to_value(v).map_err(|e| Error::Campaign(format!("cannot serialize: {e}")))
}

/// Serializes into a YAML value with every mapping's keys sorted: reports and views, as
/// `events.yaml` has always been written.
fn encode_sorted<T: Serialize>(v: &T) -> Result<serde_yaml::Value> {
    let json =
        serde_json::to_value(v).map_err(|e| Error::Campaign(format!("cannot serialize: {e}")))?;
    encode(&json)
}
