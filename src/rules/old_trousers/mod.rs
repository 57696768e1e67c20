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
pub mod log;
pub mod melee;
pub mod morale;
pub mod movement;
pub mod orders;
pub mod picture;
pub mod scenario;
pub mod sequence;
pub mod state;
pub mod tables;
pub mod template;
pub mod view;

use crate::board::table::terrain::Table;
use crate::engine::{Ctx, Game, Given, Header, Outcome, PhaseInfo, Start};
use crate::error::Result;
use crate::fairness::Dice;
use crate::rules::table_game;
use crate::yaml::Source;
use state::{State, Unit};
use std::collections::BTreeMap;
use std::sync::Arc;

/// The Old Trousers game system.
pub struct OldTrousers;

/// The data the rules read: the table, the charts, the footprints.
#[derive(Debug, Clone)]
pub struct Rules {
    /// The scenario's table.
    pub table: Table,
    /// Stand footprints and the leader move (provisional).
    pub footprints: footprints::Footprints,
    /// Every chart (games/old-trousers/charts/).
    pub charts: Arc<tables::Charts>,
}

impl Rules {
    /// Loads every chart and the table `table` (a path under games/old-trousers/).
    ///
    /// # Errors
    /// Data errors with file, line and path.
    pub fn load(data: &crate::data::GameData, table: &str) -> Result<Rules> {
        Ok(Rules {
            table: Table::load(data, table)?,
            footprints: footprints::Footprints::load(data)?,
            charts: tables::Charts::load(data)?,
        })
    }

    /// A unit's strength in hits: stands times hits per stand (charts/stands.yaml).
    pub fn strength(&self, u: &Unit) -> u32 {
        self.charts.stands.strength(u.troop.arm())
    }

    /// Every provisional piece of data this game uses, with its note.
    pub fn provisional(&self) -> Vec<String> {
        let mut v = vec![format!("footprints.yaml: {}", self.footprints.note)];
        v.push(format!(
            "charts/formation-changes.yaml: {}",
            self.charts.formation_changes.note
        ));
        v.push(format!(
            "charts/random-events.yaml: {}",
            self.charts.random_events.note
        ));
        v.push(format!("charts/stands.yaml: {}", self.charts.stands.note));
        v.push(format!(
            "{}: {}",
            tables::visibility::CHART,
            self.charts.visibility.note
        ));
        if let Some(n) = self.charts.command.activation.roll.provisional_note() {
            v.push(format!("charts/order-activation.yaml roll: {n}"));
        }
        if let Some(n) = &self.charts.command.initiative.ties.provisional {
            v.push(format!("charts/initiative.yaml ties: {n}"));
        }
        v.push(command::command_points::PROVISIONAL.into());
        v
    }
}

impl OldTrousers {
    /// The side `player` commands.
    ///
    /// # Errors
    /// [`Error::Campaign`] for a player not in the campaign or not of exactly one side.
    pub fn side_of(ctx: Ctx, st: &State, player: &str) -> Result<String> {
        table_game::side_of(ctx, &st.title, &st.sides, player)
    }
}

impl Game for OldTrousers {
    type Rules = Rules;
    type State = State;
    type Orders = orders::Orders;
    type Report = view::Report;
    type Private = view::PlayerView;
    type View = view::PlayerView;

    const ID: &'static str = "old-trousers";
    const NAME: &'static str = "Old Trousers v2.4 (miniatures, battalion level)";

    fn setup(ctx: Ctx, sc: &Source) -> Result<Start<State>> {
        let fp = footprints::Footprints::load(ctx.data)?;
        let st = scenario::load(sc, |t| Table::load(ctx.data, t), &fp)?;
        // Every chart must load before a campaign starts on them.
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
                "Turn {}, {} player's phase: {}",
                st.turn,
                if st.phasing == 0 { "first" } else { "second" },
                st.sides
                    .get(st.phasing_side())
                    .map_or(st.phasing_side(), |s| s.name.as_str())
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

    fn check_orders(
        ctx: Ctx,
        rules: &Rules,
        st: &State,
        player: &str,
        g: Given<orders::Orders>,
    ) -> Result<()> {
        check::check(
            rules,
            st,
            &Self::side_of(ctx, st, player)?,
            &g.orders,
            g.src,
        )
    }

    fn resolve(
        ctx: Ctx,
        rules: &Rules,
        mut st: State,
        given: BTreeMap<String, Given<orders::Orders>>,
        dice: &mut dyn Dice,
    ) -> Result<Outcome<State, view::Report, view::PlayerView>> {
        let mut by_side = BTreeMap::new();
        let mut notes = BTreeMap::new();
        for (player, g) in given {
            let side = Self::side_of(ctx, &st, &player)?;
            check::check(rules, &st, &side, &g.orders, g.src)?;
            if let Some(n) = &g.orders.note {
                notes.insert(player.clone(), n.clone());
            }
            by_side.insert(side, g.orders);
        }
        let phasing = st.phasing_side().to_string();
        let other = st.enemy_of(&phasing).to_string();
        let none = orders::Orders::default();
        let po = sequence::PhaseOrders {
            phasing: by_side.get(&phasing).unwrap_or(&none),
            other: by_side.get(&other).unwrap_or(&none),
        };
        let turn = st.turn;
        let log = sequence::player_phase(rules, &mut st, po, dice);
        let report = view::report(rules, &st, log, (turn, phasing), notes);
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
