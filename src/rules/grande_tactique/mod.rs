//! Grande Tactique (Jack Mitchell; Creative Commons BY): Napoleonic miniatures at grand
//! tactical scale (125 m to the inch; a unit is 2-3 battalions, 1-2 cavalry regiments or
//! 6-12 guns) on the measured table (src/board/table/). The sides alternate turns; one
//! campaign entry is one player's turn: the de-shaking, PIP, firing and charge phases of
//! the moving side. Only the moving player decides; the other's fire priorities stand.

pub mod charge;
pub mod check;
pub mod deshaking;
pub mod firing;
pub mod model;
pub mod morale;
pub mod movement;
pub mod orders;
pub mod orders_file;
pub mod picture;
pub mod pip;
pub mod pip_costs;
pub mod revision;
pub mod scenario;
pub mod sequence;
pub mod standing_orders;
pub mod state;
pub mod tables;
pub mod template;
pub mod units;
pub mod view;
pub mod words;

pub use model::Rules;

use crate::board::table::terrain::Table;
use crate::data::GameData;
use crate::engine::Header;
use crate::error::Result;
use crate::fairness::Dice;
use crate::rules::table_game::log::Log;
use crate::rules::table_game::posture::Posture;
use crate::rules::table_game::{Battle, Ending, SideOrders, TableGame};
use crate::yaml::Source;
use state::State;
use std::collections::BTreeMap;

/// The Grande Tactique game system.
pub struct GrandeTactique;

impl TableGame for GrandeTactique {
    type Rules = Rules;
    type State = State;
    type Orders = orders::Orders;
    type UnitRow = view::UnitRow;
    type ReportFields = view::TurnOf;
    type View = view::PlayerView;
    type Side = state::SideState;

    const ID: &'static str = "grande-tactique";
    const NAME: &'static str = "Grande Tactique (miniatures, grand tactical)";

    fn start(data: &GameData, sc: &Source) -> Result<State> {
        let u = units::Units::load(data)?;
        scenario::load(sc, |t| Table::load(data, t), &u)
    }

    fn load_rules(data: &GameData, table: &str) -> Result<Rules> {
        Rules::load(data, table)
    }

    fn load_rules_at(ctx: crate::engine::Ctx, table: &str) -> Result<Rules> {
        Ok(Rules::load(ctx.data, table)?.at(revision::Revision::of(ctx.engine)))
    }

    fn battle(st: &State) -> &Battle {
        &st.battle
    }

    fn sides(st: &State) -> &BTreeMap<String, state::SideState> {
        &st.sides
    }

    fn side_name(side: &state::SideState) -> &str {
        &side.name
    }

    fn ending(st: &State) -> Option<&Ending> {
        st.ending.as_ref()
    }

    fn phase_slug(st: &State) -> String {
        st.phase()
    }

    fn phase_title(st: &State) -> String {
        let side = st.moving_side();
        let name = st.sides.get(side).map_or(side, |s| s.name.as_str());
        words::say(&words::standing::Said::TurnMoves {
            turn: st.battle.turn,
            name,
        })
    }

    fn template(rules: &Rules, st: &State, side: &str, h: &Header) -> String {
        template::orders_template(rules, st, side, h)
    }

    // Only the moving player decides; the other's fire priorities stand.
    fn decides(st: &State, side: &str) -> bool {
        st.ending.is_none() && st.moving_side() == side
    }

    fn check(
        rules: &Rules,
        st: &State,
        side: &str,
        o: &orders::Orders,
        src: &Source,
    ) -> Result<()> {
        check::check(rules, st, side, o, src)
    }

    fn decides_standing_orders(rules: &Rules) -> bool {
        rules.revision.has(revision::Change::StandingOrdersDecided)
    }

    fn standing_orders(rules: &Rules, st: &State, side: &str, p: Posture) -> Option<String> {
        standing_orders::body(rules, st, side, p)
    }

    fn play(
        rules: &Rules,
        st: &mut State,
        orders: SideOrders<orders::Orders>,
        dice: &mut dyn Dice,
    ) -> view::Report {
        let moving = st.moving_side().to_string();
        for o in orders.by_side.values() {
            sequence::priorities::stand(st, o);
        }
        let none = orders::Orders::default();
        let turn = st.battle.turn;
        let own = orders.by_side.get(&moving).unwrap_or(&none);
        let log = sequence::turn(rules, st, own, dice);
        view::report(rules, st, log, (turn, moving), orders.notes)
    }

    fn view(rules: &Rules, st: &State, side: &str) -> view::PlayerView {
        view::player_view(rules, st, side)
    }

    fn draw(rules: &Rules, st: &State, log: &Log, side: Option<&str>) -> String {
        picture::draw(rules, st, log, side)
    }

    fn draw_arcs(rules: &Rules, st: &State, side: &str) -> String {
        picture::arcs(rules, st, side)
    }
}
