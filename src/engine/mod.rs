//! The typed game trait, below every game: a game says what its rules bundle, state,
//! orders, report and player view are, and works on them alone. YAML meets a game at one
//! place, [`adapter`], which decodes the state once per command, parses orders files with
//! their file, line and YAML path, and encodes the new state and the report once.

pub mod adapter;
pub mod campaign_rules;
pub mod odds;
pub mod orders;
pub mod revision;
pub mod version;
pub mod words;

pub use adapter::{Adapter, GameSystem, LoadedState, Pictures, Resolved, Setup};
pub use campaign_rules::{sides_of, Notes, SideId};
pub use orders::{Header, Opening, OrdersFile};
pub use version::{at_least, EngineVersion};

use crate::data::GameData;
use crate::error::Result;
use crate::fairness::Dice;
use crate::yaml::Source;
use serde::de::DeserializeOwned;
use serde::Serialize;
use std::collections::BTreeMap;

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

/// A new campaign's start, typed.
#[derive(Debug, Clone)]
pub struct Start<S> {
    /// The game state.
    pub state: S,
    /// The sides players can take.
    pub sides: Vec<Side>,
    /// Scenario title.
    pub title: String,
}

/// A resolved phase, typed.
#[derive(Debug, Clone)]
pub struct Outcome<S, R, P> {
    /// The new game state.
    pub state: S,
    /// What happened, for the report templates (public: `events.yaml` and `report.md`).
    pub report: R,
    /// Player -> what only that player may read (hidden units' moves and losses), for the
    /// player's report (`private` in the template). Empty for a game without hidden
    /// information.
    pub private: BTreeMap<String, P>,
}

/// One player's orders as the game is given them: parsed, with the file they came from
/// (for errors naming its lines).
#[derive(Debug, Clone)]
pub struct Given<'a, O> {
    /// The orders body.
    pub orders: O,
    /// The orders file.
    pub src: &'a Source,
    /// Its `note:` to the other players, read by the engine
    /// ([`campaign_rules::note_of`]).
    pub note: Option<String>,
}

/// A game system, typed. Implementations are pure: they read no file, clock or
/// environment. The campaign reaches a game through [`Adapter`] as a [`GameSystem`].
pub trait Game: Send + Sync + 'static {
    /// The rules' data (charts, map, campaign options), loaded once per command. A
    /// campaign keeps its map and options, so one bundle serves each state of a campaign.
    type Rules: Send + Sync + 'static;
    /// The game state (`state:` of state.yaml).
    type State: Serialize + DeserializeOwned + Send + Sync + 'static;
    /// One player's orders: the body of an orders file (the header is shared; see
    /// [`orders::SkipHeader`]).
    type Orders: DeserializeOwned;
    /// What a resolved phase reports publicly (`events.yaml`, `report` in the templates).
    type Report: Serialize;
    /// What a resolved phase reports to one player alone (`private` in the template).
    type Private: Serialize;
    /// What one player sees of the state (`view` in the player's report).
    type View: Serialize;

    /// Id (`empires-in-arms`), the folder under games/ and templates/.
    const ID: &'static str;
    /// Name.
    const NAME: &'static str;
    /// The first engine whose entries hold a note to at most
    /// [`campaign_rules::NOTE_LIMIT`] characters: 0.8.0 for a game that had no limit
    /// before (an older entry with a longer note still replays).
    const NOTE_LIMIT_SINCE: EngineVersion = version::V0_8_0;

    /// The start of a campaign from a scenario file.
    ///
    /// # Errors
    /// Scenario errors with file, line and path.
    fn setup(ctx: Ctx, scenario: &Source) -> Result<Start<Self::State>>;
    /// The rules' data for the campaign whose state is `state`.
    ///
    /// # Errors
    /// Data errors, or an unknown option value.
    fn rules(ctx: Ctx, state: &Self::State) -> Result<Self::Rules>;
    /// The phase `state` waits for.
    fn phase(state: &Self::State) -> PhaseInfo;
    /// A commented orders file for `header.player`.
    ///
    /// # Errors
    /// A player not in the campaign.
    fn orders_template(
        ctx: Ctx,
        rules: &Self::Rules,
        state: &Self::State,
        header: &Header,
    ) -> Result<String>;
    /// Whether the game has ended in `state` (the battle is over, the campaign's victor
    /// decided): no entry follows it, so `pbem status` says so, `pbem resolve` refuses and
    /// the judge leaves the campaign be. Default: never (a game that plays on).
    fn over(_state: &Self::State) -> bool {
        false
    }
    /// Whether `player` has a decision in the entry `state` waits for: something to order
    /// or choose that the standing orders would not do. The campaign awaits commitments,
    /// orders and reminders only from players who decide, and resolves the others with
    /// [`Game::nmr_orders`] without calling them late (entries of pbem 0.5.0 on). The
    /// default: every player decides.
    ///
    /// # Errors
    /// A player not in the campaign; data errors.
    fn decides(
        _ctx: Ctx,
        _rules: &Self::Rules,
        _state: &Self::State,
        _player: &str,
    ) -> Result<bool> {
        Ok(true)
    }
    /// The standing orders of a player whose orders did not come (no moves received): the
    /// game's documented defaults for this phase, as an orders file with `header`. The
    /// default is the header alone, so every choice takes the default `docs/<id>.md` names
    /// under "No moves received".
    ///
    /// # Errors
    /// Data or state errors, in a game that overrides it.
    fn nmr_orders(
        _ctx: Ctx,
        _rules: &Self::Rules,
        _state: &Self::State,
        header: &Header,
    ) -> Result<String> {
        Ok(orders::standing_orders(Self::ID, header))
    }
    /// Checks `player`'s orders (header already checked by the campaign layer, the note's
    /// limit by the engine).
    ///
    /// # Errors
    /// [`crate::error::Error::Invalid`] naming the file, path and rule.
    fn check_orders(
        ctx: Ctx,
        rules: &Self::Rules,
        state: &Self::State,
        player: &str,
        orders: &Given<Self::Orders>,
    ) -> Result<()>;
    /// Resolves the phase `state` waits for. `orders`: player -> its orders, already
    /// checked again by the engine with [`Game::check_orders`]; `notes`: player -> the note
    /// of its orders.
    ///
    /// # Errors
    /// Data errors.
    fn resolve(
        ctx: Ctx,
        rules: &Self::Rules,
        state: Self::State,
        orders: BTreeMap<String, Given<Self::Orders>>,
        notes: Notes,
        dice: &mut dyn Dice,
    ) -> Result<Outcome<Self::State, Self::Report, Self::Private>>;
    /// The picture of the board after a resolved phase as `reader` may see it (`None`: the
    /// public picture, what every participant may see), an SVG document: areas or the
    /// table, the units the reader may see, this phase's moves and battles from `report`.
    /// `None` for a game without a picture (the default). The campaign writes it beside the
    /// report (`map.svg`, `reports/<player>.svg`) for entries resolved by pbem 0.5.0 or
    /// later ([`version::V0_5_0`]); older entries replay without it.
    ///
    /// # Errors
    /// Data or state errors; a reader not in the campaign.
    fn picture(
        _ctx: Ctx,
        _rules: &Self::Rules,
        _state: &Self::State,
        _report: &Self::Report,
        _reader: Option<&str>,
    ) -> Result<Option<String>> {
        Ok(None)
    }
    /// Whether every player sees the public picture under `rules` (a map that hides
    /// nothing): the public picture alone is then drawn, and each player shares it
    /// ([`Pictures::shared`]). False by default: each reader's picture is drawn.
    fn one_picture(_ctx: Ctx, _rules: &Self::Rules) -> bool {
        false
    }
    /// [`Game::picture`] for each of `readers`, in order: a game whose readers see the same
    /// board under their own titles draws it once (the default asks `picture` for each).
    ///
    /// # Errors
    /// As [`Game::picture`].
    fn pictures(
        ctx: Ctx,
        rules: &Self::Rules,
        state: &Self::State,
        report: &Self::Report,
        readers: &[Option<&str>],
    ) -> Result<Vec<Option<String>>> {
        (readers.iter())
            .map(|r| Self::picture(ctx, rules, state, report, *r))
            .collect()
    }
    /// The picture of `state` alone as `reader` may see it (`None`: public), without a
    /// phase's moves or battles: what `pbem map` draws for the current state or any entry.
    /// `None` for a game without a picture (the default).
    ///
    /// # Errors
    /// Data or state errors; a reader not in the campaign.
    fn state_picture(
        _ctx: Ctx,
        _rules: &Self::Rules,
        _state: &Self::State,
        _reader: Option<&str>,
    ) -> Result<Option<String>> {
        Ok(None)
    }
    /// [`Game::state_picture`] as `reader` sees it, with the fire arc and range bands of
    /// each of the reader's own units as the game's charts give them (`pbem map --arcs`,
    /// never in an entry). `None` for a game without fire arcs (the default).
    ///
    /// # Errors
    /// Data or state errors; a reader not in the campaign.
    fn arcs_picture(
        _ctx: Ctx,
        _rules: &Self::Rules,
        _state: &Self::State,
        _reader: &str,
    ) -> Result<Option<String>> {
        Ok(None)
    }
    /// What each of `players` alone may see of `state` (own forces), by player id; without
    /// the part [`Game::shared_view`] gives when `shared` (the player's report prints that
    /// part as said once, `shared` in the built-in `player.md.tera`).
    ///
    /// # Errors
    /// A player not in the campaign.
    fn player_views(
        ctx: Ctx,
        rules: &Self::Rules,
        state: &Self::State,
        players: &[&str],
        shared: bool,
    ) -> Result<BTreeMap<String, Self::View>>;
    /// The part of a view every player has alike (Empires in Arms: where every power's
    /// forces stand), for the game's `shared.md.tera` to say once per entry: each player's
    /// report then shows that text (`shared`) instead of saying the same rows once per
    /// player (issue 30, item 6). `None` (the default): the game has no such part.
    ///
    /// # Errors
    /// Data or state errors.
    fn shared_view(
        _ctx: Ctx,
        _rules: &Self::Rules,
        _state: &Self::State,
    ) -> Result<Option<Self::View>> {
        Ok(None)
    }

    /// The state as `player` alone may see it, for a game whose rules hide the state from
    /// the players (`hidden: [state]` in its game.yaml): what each entry's view file
    /// `views/<player>.yaml` holds (entries of pbem 0.9.0 on) and what the player's
    /// commands (`orders new`, `orders check`, `odds --player`, `map --player`) read, on the
    /// folder and, from the view file, on the public copy (docs/fairness.md, section 14).
    /// `None` (the default): the game hides no state.
    ///
    /// # Errors
    /// A player not in the campaign.
    fn seen_state(
        _ctx: Ctx,
        _rules: &Self::Rules,
        _state: &Self::State,
        _player: &str,
    ) -> Result<Option<Self::State>> {
        Ok(None)
    }
    /// The game's battle odds (`pbem odds`, and the odds `pbem orders check` prints);
    /// `None` for a game without them (the default).
    fn odds() -> Option<&'static dyn odds::GameOdds<Self>>
    where
        Self: Sized,
    {
        None
    }
}
