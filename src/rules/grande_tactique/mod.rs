//! Grande Tactique (Jack Mitchell; Creative Commons BY): Napoleonic miniatures at grand
//! tactical scale (125 m to the inch; a unit is 2-3 battalions, 1-2 cavalry regiments or
//! 6-12 guns) on the measured table (src/board/table/). The sides alternate turns; one
//! campaign entry is one player's turn: the de-shaking, PIP, firing and charge phases of
//! the moving side. Only the moving player decides; the other's fire priorities stand.

pub mod charge;
pub mod check;
pub mod deshaking;
pub mod firing;
pub mod morale;
pub mod movement;
pub mod orders;
pub mod picture;
pub mod pip;
pub mod pip_costs;
pub mod scenario;
pub mod sequence;
pub mod state;
pub mod tables;
pub mod template;
pub mod units;
pub mod view;

use crate::board::table::terrain::Table;
use crate::engine::{Ctx, Game, Given, Header, Outcome, PhaseInfo, Start};
use crate::error::Result;
use crate::fairness::Dice;
use crate::rules::table_game;
use crate::yaml::Source;
use state::State;
use std::collections::BTreeMap;

/// The Grande Tactique game system.
pub struct GrandeTactique;

/// The data the rules read: the table, the bases and rates, the PIP costs.
#[derive(Debug, Clone)]
pub struct Rules {
    /// The scenario's table.
    pub table: Table,
    /// Bases and movement rates (units.yaml).
    pub units: units::Units,
    /// PIP costs (pip-costs.yaml).
    pub pips: pip_costs::PipCosts,
    /// The charts (games/grande-tactique/charts/).
    pub charts: std::sync::Arc<tables::Charts>,
}

impl Rules {
    /// Loads the data and the table `table` (a path under games/grande-tactique/).
    ///
    /// # Errors
    /// Data errors with file, line and path.
    pub fn load(data: &crate::data::GameData, table: &str) -> Result<Rules> {
        Ok(Rules {
            table: Table::load(data, table)?,
            units: units::Units::load(data)?,
            pips: pip_costs::PipCosts::load(data)?,
            charts: tables::Charts::load(data)?,
        })
    }

    /// Every provisional piece of data this game uses, with its note.
    pub fn provisional(&self) -> Vec<String> {
        let mut v = vec![
            format!("units.yaml: {}", self.units.note),
            format!("pip-costs.yaml: {}", self.pips.note),
        ];
        v.extend(self.charts.provisional());
        v.push(sequence::end_of_turn::PROVISIONAL.into());
        v
    }
}

impl GrandeTactique {
    /// The side `player` commands.
    ///
    /// # Errors
    /// [`Error::Campaign`] for a player not in the campaign or not of exactly one side.
    pub fn side_of(ctx: Ctx, st: &State, player: &str) -> Result<String> {
        table_game::side_of(ctx, &st.title, &st.sides, player)
    }
}

impl Game for GrandeTactique {
    type Rules = Rules;
    type State = State;
    type Orders = orders::Orders;
    type Report = view::Report;
    type Private = view::PlayerView;
    type View = view::PlayerView;

    const ID: &'static str = "grande-tactique";
    const NAME: &'static str = "Grande Tactique (miniatures, grand tactical)";

    fn setup(ctx: Ctx, sc: &Source) -> Result<Start<State>> {
        let u = units::Units::load(ctx.data)?;
        let st = scenario::load(sc, |t| Table::load(ctx.data, t), &u)?;
        Rules::load(ctx.data, &st.table)?;
        let sides = table_game::side_infos(&st.sides, |s| &s.name);
        let title = st.title.clone();
        Ok(Start {
            state: st,
            sides,
            title,
        })
    }

    fn rules(ctx: Ctx, st: &State) -> Result<Rules> {
        Rules::load(ctx.data, &st.table)
    }

    fn phase(st: &State) -> PhaseInfo {
        let title = match &st.ending {
            Some(e) => format!("The battle is over: {}", view::ending_words(e)),
            None => format!(
                "Turn {}: {} moves",
                st.turn,
                st.sides
                    .get(st.moving_side())
                    .map_or(st.moving_side(), |s| s.name.as_str())
            ),
        };
        PhaseInfo {
            turn: st.turn,
            phase: st.phase(),
            title,
        }
    }

    fn orders_template(ctx: Ctx, rules: &Rules, st: &State, h: &Header) -> Result<String> {
        let side = Self::side_of(ctx, st, &h.player)?;
        Ok(template::orders_template(rules, st, &side, h))
    }

    fn decides(ctx: Ctx, _rules: &Rules, st: &State, player: &str) -> Result<bool> {
        let side = Self::side_of(ctx, st, player)?;
        Ok(st.ending.is_none() && st.moving_side() == side)
    }

    fn check_orders(
        ctx: Ctx,
        rules: &Rules,
        st: &State,
        player: &str,
        g: Given<orders::Orders>,
    ) -> Result<()> {
        let side = Self::side_of(ctx, st, player)?;
        check::check(rules, st, &side, &g.orders, g.src)
    }

    fn resolve(
        ctx: Ctx,
        rules: &Rules,
        mut st: State,
        given: BTreeMap<String, Given<orders::Orders>>,
        dice: &mut dyn Dice,
    ) -> Result<Outcome<State, view::Report, view::PlayerView>> {
        let mut notes = BTreeMap::new();
        let mut by_side = BTreeMap::new();
        for (player, g) in given {
            let side = Self::side_of(ctx, &st, &player)?;
            check::check(rules, &st, &side, &g.orders, g.src)?;
            if let Some(n) = &g.orders.note {
                notes.insert(player.clone(), n.clone());
            }
            by_side.insert(side, g.orders);
        }
        let moving = st.moving_side().to_string();
        for o in by_side.values() {
            sequence::priorities::stand(&mut st, o);
        }
        let none = orders::Orders::default();
        let turn = st.turn;
        let log = sequence::turn(rules, &mut st, by_side.get(&moving).unwrap_or(&none), dice);
        let report = view::report(rules, &st, log, (turn, moving), notes);
        let mut private = BTreeMap::new();
        for player in ctx.players.keys() {
            let side = Self::side_of(ctx, &st, player)?;
            private.insert(player.clone(), view::player_view(rules, &st, &side));
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
        let side = match reader {
            Some(p) => Some(Self::side_of(ctx, st, p)?),
            None => None,
        };
        Ok(Some(picture::draw(rules, st, &report.log, side.as_deref())))
    }

    fn state_picture(
        ctx: Ctx,
        rules: &Rules,
        st: &State,
        reader: Option<&str>,
    ) -> Result<Option<String>> {
        let side = match reader {
            Some(p) => Some(Self::side_of(ctx, st, p)?),
            None => None,
        };
        Ok(Some(picture::draw(
            rules,
            st,
            &Default::default(),
            side.as_deref(),
        )))
    }

    fn player_views(
        ctx: Ctx,
        rules: &Rules,
        st: &State,
        players: &[&str],
    ) -> Result<BTreeMap<String, view::PlayerView>> {
        players
            .iter()
            .map(|p| {
                let side = Self::side_of(ctx, st, p)?;
                Ok(((*p).to_string(), view::player_view(rules, st, &side)))
            })
            .collect()
    }
}
