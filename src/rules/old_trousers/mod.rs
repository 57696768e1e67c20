//! Old Trousers v2.4 (John P. Kelly, 2002): Napoleonic miniatures at battalion level on a
//! measured table (src/board/table/). One campaign entry is one player's phase of a turn:
//! the Order Segment and the Action Segment of the phasing side, with the other side's
//! standing orders; the second phase of a turn also runs the End of Turn and the next
//! turn's Initiative and Random Event Phases. Charts are data under games/old-trousers/.

pub mod charge;
pub mod check;
pub mod command;
pub mod fire;
pub mod footprints;
pub use super::table_game::log;
use log::Log;
pub mod melee;
pub mod model;
pub mod morale;
pub mod movement;
pub mod orders;
pub mod picture;
pub mod revision;
pub mod scenario;
pub mod sequence;
pub mod standing_orders;
pub mod state;
pub mod tables;
pub mod template;
pub mod view;
pub mod words;

pub use model::Rules;

use crate::board::table::terrain::Table;
use crate::data::GameData;
use crate::engine::Header;
use crate::error::Result;
use crate::fairness::Dice;
use crate::rules::table_game::posture::Posture;
use crate::rules::table_game::{Battle, Ending, SideOrders, TableGame};
use crate::yaml::Source;
use state::State;
use std::collections::BTreeMap;

/// The Old Trousers game system.
pub struct OldTrousers;

impl TableGame for OldTrousers {
    type Rules = Rules;
    type State = State;
    type Orders = orders::Orders;
    type UnitRow = view::UnitRow;
    type ReportFields = view::PhaseOf;
    type View = view::PlayerView;
    type Side = state::SideState;

    const ID: &'static str = "old-trousers";
    const NAME: &'static str = "Old Trousers v2.4 (miniatures, battalion level)";

    fn start(data: &GameData, sc: &Source) -> Result<State> {
        let fp = footprints::Footprints::load(data)?;
        scenario::load(sc, |t| Table::load(data, t), &fp)
    }

    fn load_rules(data: &GameData, table: &str) -> Result<Rules> {
        Rules::load(data, table)
    }

    fn load_rules_at(ctx: crate::engine::Ctx, table: &str) -> Result<Rules> {
        let mut r = Rules::load(ctx.data, table)?;
        r.revision = revision::Revision::of(ctx.engine);
        Ok(r)
    }

    fn battle(st: &State) -> &Battle {
        &st.battle
    }

    fn phase_slug(st: &State) -> String {
        st.phase()
    }

    fn sides(st: &State) -> &BTreeMap<String, state::SideState> {
        &st.sides
    }

    fn phase_title(st: &State) -> String {
        let side = st.phasing_side();
        let name = st.sides.get(side).map_or(side, |s| s.name.as_str());
        let which = if st.phasing == 0 { "first" } else { "second" };
        words::say(&words::end::Said::PhaseTitle {
            turn: st.battle.turn,
            which,
            name,
        })
    }

    fn side_name(side: &state::SideState) -> &str {
        &side.name
    }

    fn template(rules: &Rules, st: &State, side: &str, h: &Header) -> String {
        template::orders_template(rules, st, side, h)
    }

    fn ending(st: &State) -> Option<&Ending> {
        st.ending.as_ref()
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
        let phasing = st.phasing_side().to_string();
        let other = st.enemy_of(&phasing).to_string();
        let none = orders::Orders::default();
        let po = sequence::PhaseOrders {
            phasing: orders.by_side.get(&phasing).unwrap_or(&none),
            other: orders.by_side.get(&other).unwrap_or(&none),
        };
        let turn = st.battle.turn;
        let log = sequence::player_phase(rules, st, po, dice);
        view::report(rules, st, log, (turn, phasing), orders.notes)
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
