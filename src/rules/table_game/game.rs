//! The one [`Game`] of the miniatures games on the measured table: a game system gives
//! its scenario, its data, its sequence and its report through [`TableGame`], and the
//! campaign reaches it through the blanket `impl Game for T: TableGame`. Sides are found
//! by player, orders checked and gathered by side, the sequence run once per entry, each
//! player's view and picture made here, so no game repeats it.

use super::battle::{ending_words, Battle, Ending};
use super::log::Log;
use super::posture::{self, Posture};
use super::report::Report;
use super::sides::{side_infos, side_of};
use super::words;
use crate::data::GameData;
use crate::engine::campaign_rules::note_of;
use crate::engine::odds::GameOdds;
use crate::engine::{orders, Ctx, Game, Given, Header, Notes, Outcome, PhaseInfo, Start};
use crate::error::Result;
use crate::fairness::Dice;
use crate::yaml::Source;
use serde::de::DeserializeOwned;
use serde::Serialize;
use std::collections::BTreeMap;

/// The orders of one entry by side (a side without orders takes its standing orders), and
/// the players' notes by player.
pub struct SideOrders<O> {
    /// Side id -> its orders, checked.
    pub by_side: BTreeMap<String, O>,
    /// Player id -> the note printed in the report.
    pub notes: BTreeMap<String, String>,
}

/// A miniatures game on the measured table, as the shared engine code needs it. Every
/// method is pure; `side` is a side id of the state.
pub trait TableGame: Send + Sync + 'static {
    /// The rules' data (the table, the charts).
    type Rules: Send + Sync + 'static;
    /// The game state.
    type State: Serialize + DeserializeOwned + Send + Sync + 'static;
    /// One side's orders for an entry; the default is the standing orders.
    type Orders: DeserializeOwned + Default;
    /// A unit's row in the public report.
    type UnitRow: Serialize;
    /// The game's own fields of the public report.
    type ReportFields: Serialize;
    /// What one player alone reads.
    type View: Serialize;
    /// A side of the state.
    type Side;

    /// Id, the folder under games/ and templates/.
    const ID: &'static str;
    /// Name.
    const NAME: &'static str;

    /// The starting state from a scenario file.
    ///
    /// # Errors
    /// Scenario errors with file, line and path.
    fn start(data: &GameData, scenario: &Source) -> Result<Self::State>;
    /// Loads the data and the table `table` (a path under `games/ID/`).
    ///
    /// # Errors
    /// Data errors with file, line and path.
    fn load_rules(data: &GameData, table: &str) -> Result<Self::Rules>;
    /// Loads the rules for the entry `ctx` resolves (its engine names the revision of the
    /// rules an old entry replays with); by default [`TableGame::load_rules`].
    ///
    /// # Errors
    /// Data errors with file, line and path.
    fn load_rules_at(ctx: Ctx, table: &str) -> Result<Self::Rules> {
        Self::load_rules(ctx.data, table)
    }
    /// The battle's header: scenario, title, table file, turn.
    fn battle(st: &Self::State) -> &Battle;
    /// The sides by id.
    fn sides(st: &Self::State) -> &BTreeMap<String, Self::Side>;
    /// A side's name.
    fn side_name(side: &Self::Side) -> &str;
    /// How the battle ended, once it has.
    fn ending(st: &Self::State) -> Option<&Ending>;
    /// The phase slug (`turn-2-french`, `over`).
    fn phase_slug(st: &Self::State) -> String;
    /// The phase title while the battle goes on (`Turn 2: French moves`).
    fn phase_title(st: &Self::State) -> String;
    /// The commented orders file of `side`.
    fn template(rules: &Self::Rules, st: &Self::State, side: &str, h: &Header) -> String;
    /// Whether `side` decides in the entry `st` waits for (default: yes).
    fn decides(_st: &Self::State, _side: &str) -> bool {
        true
    }
    /// Checks `side`'s orders against the state.
    ///
    /// # Errors
    /// [`crate::error::Error::Invalid`] naming the file, path and rule.
    fn check(
        rules: &Self::Rules,
        st: &Self::State,
        side: &str,
        orders: &Self::Orders,
        src: &Source,
    ) -> Result<()>;
    /// Whether these rules decide the standing orders of a side without orders (and of a
    /// side no player commands), as [`TableGame::standing_orders`] gives them: each game's
    /// named change of pbem 0.6.0 (`Change::StandingOrdersDecided`); before, such a side
    /// took its defaults.
    fn decides_standing_orders(rules: &Self::Rules) -> bool;
    /// The standing orders a prudent commander of `side` gives in the entry `st` waits
    /// for, with `posture` (pbem 0.6.0 on): an orders file's body (without the header),
    /// every line it decides marked, its `note:` naming each decision for the report.
    /// `None`: the defaults alone (docs/<game>.md "No moves received").
    fn standing_orders(
        _rules: &Self::Rules,
        _st: &Self::State,
        _side: &str,
        _posture: Posture,
    ) -> Option<String> {
        None
    }
    /// Plays the entry `st` waits for with the checked orders: the sequence and its report.
    fn play(
        rules: &Self::Rules,
        st: &mut Self::State,
        orders: SideOrders<Self::Orders>,
        dice: &mut dyn Dice,
    ) -> Report<Self::UnitRow, Self::ReportFields>;
    /// What `side`'s player alone reads.
    fn view(rules: &Self::Rules, st: &Self::State, side: &str) -> Self::View;
    /// The table as an SVG document, with `log`'s moves, as `side` sees it (`None`: public).
    fn draw(rules: &Self::Rules, st: &Self::State, log: &Log, side: Option<&str>) -> String;
    /// The table as `side` sees it with the fire arc and range bands of each of `side`'s
    /// own units as the game's charts give them (`pbem map --arcs`).
    fn draw_arcs(rules: &Self::Rules, st: &Self::State, side: &str) -> String;
    /// The game's battle odds ([`Game::odds`]), implemented in the game's own folder;
    /// `None` (the default) for a game without them.
    fn odds() -> Option<&'static dyn GameOdds<Self>>
    where
        Self: Sized,
    {
        None
    }

    /// The side `player` commands.
    ///
    /// # Errors
    /// [`crate::error::Error::Campaign`] for a player not in the campaign or not of
    /// exactly one side.
    fn side_of(ctx: Ctx, st: &Self::State, player: &str) -> Result<String> {
        side_of(ctx, &Self::battle(st).title, Self::sides(st), player)
    }
}

/// The reader's side, `None` for the public picture.
fn reader_side<G: TableGame>(
    ctx: Ctx,
    st: &G::State,
    reader: Option<&str>,
) -> Result<Option<String>> {
    reader.map(|p| G::side_of(ctx, st, p)).transpose()
}

impl<G: TableGame> Game for G {
    type Rules = G::Rules;
    type State = G::State;
    type Orders = G::Orders;
    type Report = Report<G::UnitRow, G::ReportFields>;
    type Private = G::View;
    type View = G::View;

    const ID: &'static str = <G as TableGame>::ID;
    const NAME: &'static str = <G as TableGame>::NAME;

    fn setup(ctx: Ctx, sc: &Source) -> Result<Start<G::State>> {
        let state = G::start(ctx.data, sc)?;
        // Every chart must load before a campaign starts on them.
        G::load_rules(ctx.data, &G::battle(&state).table)?;
        Ok(Start {
            sides: side_infos(G::sides(&state), G::side_name),
            title: G::battle(&state).title.clone(),
            state,
        })
    }

    fn rules(ctx: Ctx, st: &G::State) -> Result<G::Rules> {
        // A posture the option cannot read is refused before anything is resolved.
        for side in G::sides(st).keys() {
            posture::of_side(ctx.options, G::sides(st), side)?;
        }
        G::load_rules_at(ctx, &G::battle(st).table)
    }

    // The battle is over once it has its ending (the end-of-turn step that found it).
    fn over(st: &G::State) -> bool {
        G::ending(st).is_some()
    }

    fn phase(st: &G::State) -> PhaseInfo {
        let title = match G::ending(st) {
            Some(e) => words::say(&words::Said::BattleOver {
                ending: &ending_words(e),
            }),
            None => G::phase_title(st),
        };
        PhaseInfo {
            turn: G::battle(st).turn,
            phase: G::phase_slug(st),
            title,
        }
    }

    fn orders_template(ctx: Ctx, rules: &G::Rules, st: &G::State, h: &Header) -> Result<String> {
        let side = G::side_of(ctx, st, &h.player)?;
        Ok(G::template(rules, st, &side, h))
    }

    fn decides(ctx: Ctx, _rules: &G::Rules, st: &G::State, player: &str) -> Result<bool> {
        let side = G::side_of(ctx, st, player)?;
        Ok(G::decides(st, &side))
    }

    fn nmr_orders(ctx: Ctx, rules: &G::Rules, st: &G::State, h: &Header) -> Result<String> {
        if !G::decides_standing_orders(rules) || G::ending(st).is_some() {
            return Ok(orders::standing_orders(<G as TableGame>::ID, h));
        }
        let side = G::side_of(ctx, st, &h.player)?;
        let p = posture::of_side(ctx.options, G::sides(st), &side)?;
        Ok(match G::standing_orders(rules, st, &side, p) {
            Some(body) => words::say(&words::Said::StandingOrdersFile {
                player: &h.player,
                posture: p.word(),
                header: &h.yaml_lines(),
                body: &body,
            }),
            None => orders::standing_orders(<G as TableGame>::ID, h),
        })
    }

    fn check_orders(
        ctx: Ctx,
        rules: &G::Rules,
        st: &G::State,
        player: &str,
        g: &Given<G::Orders>,
    ) -> Result<()> {
        G::check(rules, st, &G::side_of(ctx, st, player)?, &g.orders, g.src)
    }

    fn resolve(
        ctx: Ctx,
        rules: &G::Rules,
        mut st: G::State,
        given: BTreeMap<String, Given<G::Orders>>,
        notes: Notes,
        dice: &mut dyn Dice,
    ) -> Result<Outcome<G::State, Self::Report, G::View>> {
        let mut orders = SideOrders {
            by_side: BTreeMap::new(),
            notes,
        };
        for (player, g) in given {
            let side = G::side_of(ctx, &st, &player)?;
            orders.by_side.insert(side, g.orders);
        }
        if G::decides_standing_orders(rules) {
            unplayed::<G>(ctx, rules, &st, &mut orders)?;
        }
        let report = G::play(rules, &mut st, orders, dice);
        let private = Self::player_views(
            ctx,
            rules,
            &st,
            &ctx.players.keys().map(String::as_str).collect::<Vec<_>>(),
            false,
        )?;
        Ok(Outcome {
            state: st,
            report,
            private,
        })
    }

    fn picture(
        ctx: Ctx,
        rules: &G::Rules,
        st: &G::State,
        report: &Self::Report,
        reader: Option<&str>,
    ) -> Result<Option<String>> {
        let side = reader_side::<G>(ctx, st, reader)?;
        Ok(Some(G::draw(rules, st, &report.log, side.as_deref())))
    }

    fn state_picture(
        ctx: Ctx,
        rules: &G::Rules,
        st: &G::State,
        reader: Option<&str>,
    ) -> Result<Option<String>> {
        let side = reader_side::<G>(ctx, st, reader)?;
        Ok(Some(G::draw(rules, st, &Log::default(), side.as_deref())))
    }

    fn arcs_picture(
        ctx: Ctx,
        rules: &G::Rules,
        st: &G::State,
        reader: &str,
    ) -> Result<Option<String>> {
        let side = G::side_of(ctx, st, reader)?;
        Ok(Some(G::draw_arcs(rules, st, &side)))
    }

    fn player_views(
        ctx: Ctx,
        rules: &G::Rules,
        st: &G::State,
        players: &[&str],
        _shared: bool,
    ) -> Result<BTreeMap<String, G::View>> {
        players
            .iter()
            .map(|p| {
                let side = G::side_of(ctx, st, p)?;
                Ok(((*p).to_string(), G::view(rules, st, &side)))
            })
            .collect()
    }

    fn odds() -> Option<&'static dyn GameOdds<G>> {
        <G as TableGame>::odds()
    }
}

/// The standing orders of every side no player commands (pbem 0.6.0 on; earlier entries
/// left such a side its defaults), checked like a player's, the note under the side's id.
fn unplayed<G: TableGame>(
    ctx: Ctx,
    rules: &G::Rules,
    st: &G::State,
    orders: &mut SideOrders<G::Orders>,
) -> Result<()> {
    if G::ending(st).is_some() {
        return Ok(());
    }
    let free: Vec<String> = G::sides(st)
        .keys()
        .filter(|s| !orders.by_side.contains_key(*s))
        .cloned()
        .collect();
    for side in free {
        let p = posture::of_side(ctx.options, G::sides(st), &side)?;
        let Some(body) = G::standing_orders(rules, st, &side, p) else {
            continue;
        };
        let src = Source::new(format!("standing orders of {side}"), body);
        let o: G::Orders = src.parse()?;
        G::check(rules, st, &side, &o, &src)?;
        if let Some(n) = note_of(&src) {
            orders.notes.insert(side.clone(), n);
        }
        orders.by_side.insert(side, o);
    }
    Ok(())
}
