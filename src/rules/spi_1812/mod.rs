//! SPI "1812: The Campaign of Napoleon in Russia" (1972), the area game, by Don Johnson's
//! expanded sequence of play: each turn the Russian player turn (A), the French player turn
//! (B), the supply interphase (C) and the victory points interphase (D), thirteen turns.
//! One history entry is one player turn; the French one closes the game turn with C and D.

pub mod attrition;
pub mod battle;
pub mod battle_plan;
pub mod charts;
pub mod check;
pub mod combat_phase;
pub mod combat_resolution;
pub mod decides;
pub mod depot_destruction;
pub mod depot_supply;
pub mod elimination;
pub mod forced_march;
pub mod log;
pub mod losses;
pub mod map;
pub mod move_list;
pub mod movement;
pub mod odds;
pub mod orders;
pub mod picture;
pub mod player_turn;
pub mod pursuit;
pub mod reinforcement;
pub mod result_codes;
pub mod retreat;
pub mod retreat_before_combat;
pub mod revision;
pub mod seen;
pub mod state;
pub mod supply;
pub mod template;
pub mod unsupplied;
pub mod victory;
pub mod view;
pub mod words;

use crate::engine::{
    sides_of, Ctx, EngineVersion, Game, Given, Header, Notes, Outcome, PhaseInfo, Side as SideInfo,
    Start,
};
use crate::error::{Error, Result};
use crate::fairness::Dice;
use crate::yaml::Source;
use state::{Side, State};
use std::collections::BTreeMap;

/// The 1812 game system.
pub struct Spi1812;

/// The data the rules read: charts, map, and the campaign's choice of depletion row.
#[derive(Debug, Clone)]
pub struct Rules {
    /// Every chart.
    pub charts: charts::Charts,
    /// The map.
    pub map: map::Map,
    /// C.2 the depletion row option.
    pub row: supply::RowChoice,
    /// C.3: what the opponent reads of unsupplied losses (by the revision, see
    /// [`unsupplied::Disclosure::of`]).
    pub c3: unsupplied::Disclosure,
    /// A.2.A: the order of the moves in the mover's report (by the revision, see
    /// [`move_list::MoveList::of`]).
    pub moves: move_list::MoveList,
    /// The rules revision of the entry (by the engine, see [`revision::Revision::of`]).
    pub revision: revision::Revision,
}

impl Spi1812 {
    /// The rules' data for `state` under the campaign's options.
    ///
    /// # Errors
    /// Data errors, or an unknown option value.
    pub fn rules(ctx: Ctx, state: &State) -> Result<Rules> {
        let row = match ctx
            .options
            .get("depletion_row")
            .map_or("lesser", String::as_str)
        {
            "lesser" => supply::RowChoice::Lesser,
            "always" => supply::RowChoice::Always,
            other => {
                return Err(Error::Campaign(format!(
                    "campaign option depletion_row is '{other}'; expected lesser or always"
                )))
            }
        };
        let revision = revision::Revision::of(ctx.engine);
        let mut charts = charts::Charts::load(ctx.data)?;
        if !revision.has(revision::Change::ChitNamesAsPrinted) {
            charts.battle_plan.shown = charts::ChitNames::Former;
        }
        Ok(Rules {
            charts,
            map: map::Map::load(ctx.data, &state.map)?,
            row,
            c3: unsupplied::Disclosure::of(revision),
            moves: move_list::MoveList::of(revision),
            revision,
        })
    }
}

impl Game for Spi1812 {
    type Rules = Rules;
    type State = State;
    type Orders = orders::Orders;
    type Report = view::Report;
    type Private = Vec<view::StepView>;
    type View = view::PlayerView;

    const ID: &'static str = "spi-1812";
    const NAME: &'static str = "1812 (SPI, area game)";
    // The note's limit has held in every entry of this game.
    const NOTE_LIMIT_SINCE: EngineVersion = EngineVersion::new(0, 0, 0);

    fn setup(ctx: Ctx, scenario: &Source) -> Result<Start<State>> {
        let sc: state::Scenario = scenario.parse()?;
        let title = sc.title.clone();
        let st = State::from(sc);
        let map = map::Map::load(ctx.data, &st.map)?;
        let all = st
            .units
            .iter()
            .chain(st.reinforcements.iter().map(|r| &r.unit));
        let mut seen = std::collections::BTreeSet::new();
        for (i, u) in all.enumerate() {
            let path = if i < st.units.len() {
                format!("units[{i}]")
            } else {
                format!("reinforcements[{}].unit", i - st.units.len())
            };
            if !map.has(&u.at) {
                return Err(scenario.invalid(
                    &format!("{path}.at"),
                    format!("unknown area or sub-area '{}'", u.at),
                ));
            }
            if !seen.insert(u.id.clone()) {
                return Err(scenario.invalid(
                    &format!("{path}.id"),
                    format!("unit id '{}' is used twice", u.id),
                ));
            }
            if u.kind == state::Kind::Hidden {
                return Err(scenario.invalid(
                    &format!("{path}.kind"),
                    "'hidden' is a player's view of an enemy stack, not a unit of a scenario",
                ));
            }
            if u.is_corps() != (u.strength > 0) {
                return Err(scenario.invalid(
                    &format!("{path}.strength"),
                    "corps, and only corps, have strength",
                ));
            }
        }
        if st.dates.len() < st.last_turn as usize {
            return Err(scenario.invalid(
                "dates",
                format!("{} dates for {} turns", st.dates.len(), st.last_turn),
            ));
        }
        let sides = st
            .sides
            .iter()
            .map(|(id, s)| SideInfo {
                id: id.key().to_string(),
                name: s.name.clone(),
            })
            .collect();
        Ok(Start {
            state: st,
            sides,
            title,
        })
    }

    fn rules(ctx: Ctx, state: &State) -> Result<Rules> {
        Spi1812::rules(ctx, state)
    }

    // D.3 the campaign is over once its outcome is decided (the last turn, or before).
    fn over(st: &State) -> bool {
        st.outcome.is_some()
    }

    fn phase(st: &State) -> PhaseInfo {
        let (turn, date) = (st.turn, st.date());
        let title = words::say(&match (&st.outcome, st.phasing) {
            (Some(o), _) => words::Titled::CampaignOver {
                side: o.victor.adjective(),
                level: &o.level,
            },
            (None, Side::Russia) => words::Titled::RussianPlayerTurn { turn, date },
            (None, Side::France) => words::Titled::FrenchPlayerTurn { turn, date },
        });
        PhaseInfo {
            turn: st.turn,
            phase: st.phase(),
            title,
        }
    }

    fn orders_template(ctx: Ctx, rules: &Rules, st: &State, header: &Header) -> Result<String> {
        Ok(template::orders_template(
            rules,
            st,
            &sides_of::<Side>(ctx, &header.player)?,
            header,
        ))
    }

    fn decides(ctx: Ctx, _rules: &Rules, _st: &State, player: &str) -> Result<bool> {
        Ok(decides::decides(&sides_of::<Side>(ctx, player)?))
    }

    fn check_orders(
        ctx: Ctx,
        rules: &Rules,
        st: &State,
        player: &str,
        given: &Given<orders::Orders>,
    ) -> Result<()> {
        check::check(
            rules,
            st,
            &sides_of::<Side>(ctx, player)?,
            &given.orders,
            given.src,
        )
    }

    fn resolve(
        ctx: Ctx,
        rules: &Rules,
        mut st: State,
        orders: BTreeMap<String, Given<orders::Orders>>,
        notes: Notes,
        dice: &mut dyn Dice,
    ) -> Result<Outcome<State, view::Report, Vec<view::StepView>>> {
        let mut by_side = BTreeMap::new();
        for (player, given) in orders {
            for s in sides_of::<Side>(ctx, &player)? {
                by_side.insert(s, given.orders.clone());
            }
        }
        let plans = orders::Plans::new(by_side);
        let (phasing, turn, date) = (st.phasing, st.turn, st.date().to_string());
        let log = player_turn::player_turn(rules, &mut st, &plans, dice);
        let report = view::report(rules, &st, &log, (phasing, turn, date), notes);
        let mut private = BTreeMap::new();
        for player in ctx.players.keys() {
            let sides = sides_of::<Side>(ctx, player)?;
            private.insert(player.clone(), view::private_steps(&log, &sides));
        }
        Ok(Outcome {
            state: st,
            report,
            private,
        })
    }

    fn picture(
        ctx: Ctx,
        rules: &Rules,
        st: &State,
        report: &view::Report,
        reader: Option<&str>,
    ) -> Result<Option<String>> {
        picture::picture(ctx, rules, st, Some(report), reader)
    }

    fn state_picture(
        ctx: Ctx,
        rules: &Rules,
        st: &State,
        reader: Option<&str>,
    ) -> Result<Option<String>> {
        picture::picture(ctx, rules, st, None, reader)
    }

    fn player_views(
        ctx: Ctx,
        rules: &Rules,
        st: &State,
        players: &[&str],
        _shared: bool,
    ) -> Result<BTreeMap<String, view::PlayerView>> {
        players
            .iter()
            .map(|p| {
                let sides = sides_of::<Side>(ctx, p)?;
                let view = view::PlayerView {
                    sides: sides.iter().map(|s| s.adjective()).collect(),
                    forces: view::own_forces(&rules.map, st, &sides),
                };
                Ok(((*p).to_string(), view))
            })
            .collect()
    }

    /// A.3 step 2: the state as the player's own sides see it (enemy stacks as markers);
    /// `None` for entries before [`revision::Change::PlayerViews`], which wrote no view.
    fn seen_state(ctx: Ctx, rules: &Rules, st: &State, player: &str) -> Result<Option<State>> {
        if !rules.revision.has(revision::Change::PlayerViews) {
            return Ok(None);
        }
        Ok(Some(seen::seen(st, &sides_of::<Side>(ctx, player)?)))
    }

    fn odds() -> Option<&'static dyn crate::engine::odds::GameOdds<Self>> {
        Some(&odds::BattleOdds)
    }
}
