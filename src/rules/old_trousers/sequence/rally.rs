// III.B.1 Rally Subsegment: "The player may issue Rally orders to routed combat units & they may attempt to rally. Any routed unit that does not rally must make a rout move."
//! Every routed unit of the phasing side tries to rally (the default Rally order); one that
//! does not makes its rout move straight away from the nearest enemy, as far as the table
//! and other units let it (PROVISIONAL: rout distances and the rally roll are not in our
//! text; a rout move stops short, inch by inch, where it would leave the table or run into a
//! unit).

use super::super::model::Rules;
use super::super::morale::rally::{rally, RallyInput, RallyResult};
use super::super::state::State;
use super::morale::{flags, leader_of};
use crate::board::table::measure::Length;
use crate::board::table::moves::{make_move, Move, MoveRules};
use crate::board::table::range::{bearing_to, range_centre};
use crate::fairness::Dice;
use crate::rules::old_trousers::revision::Change;
use crate::rules::old_trousers::words::{rally::Said, say};
use crate::rules::table_game::log::{Log, Track};

/// Moves routed unit `i` up to `d` away from the nearest enemy; returns the distance run.
pub fn rout_move(rules: &Rules, st: &mut State, i: usize, d: Length) -> Length {
    let u = &st.units[i];
    let Some(enemy) = st
        .units
        .iter()
        .filter(|e| e.side() != u.side())
        .min_by_key(|e| (range_centre(&u.stand, &e.stand), e.id().to_string()))
    else {
        return Length::ZERO;
    };
    let away = bearing_to(enemy.stand.centre, u.stand.centre);
    let stands = st.stands();
    let costs = Default::default();
    let mr = MoveRules::unbounded(&rules.table, &stands, &costs);
    let Ok(turned) = make_move(&u.stand, Move::ChangeFacing(away), &mr) else {
        return Length::ZERO;
    };
    let mut left = d;
    while left.0 > 0 {
        if let Ok(m) = make_move(&turned.stand, Move::Advance(left), &mr) {
            st.units[i].stand = m.stand;
            return left;
        }
        left = left - Length::inches(1).min(left);
    }
    st.units[i].stand = turned.stand;
    Length::ZERO
}

/// Runs the rally attempts and rout moves of the phasing side.
pub fn run(rules: &Rules, st: &mut State, dice: &mut dyn Dice, log: &mut Log) {
    log.open("III.B.1", &say(&Said::RallySection));
    let side = st.phasing_side().to_string();
    let mut any = false;
    for i in 0..st.units.len() {
        let u = &st.units[i];
        if u.side() != side || !u.stand.markers.routed {
            continue;
        }
        any = true;
        let input = RallyInput {
            quality: u.quality,
            arm: u.troop.arm(),
            leader: leader_of(st, i),
            hits: u.hits,
            strength: rules.strength(u),
            flags: flags(rules, st, i),
        };
        let name = u.name.clone();
        match rally(&rules.charts, &input, dice) {
            RallyResult::Rallied(b) => {
                let m = &mut st.units[i].stand.markers;
                m.routed = false;
                m.shaken = true;
                m.disordered = true;
                log.line(say(&Said::Rallies {
                    unit: &name,
                    breakdown: &b.to_string(),
                }));
            }
            RallyResult::RoutMove(d, b) => {
                let from = st.units[i].stand.centre;
                let (ran, how) = if rules.revision.has(Change::RoutMoveRuns) {
                    let r = super::rout::rout_move(rules, st, i, d);
                    (r.distance, Some(r.words))
                } else {
                    (rout_move(rules, st, i, d), None)
                };
                let to = st.units[i].stand.centre;
                log.tracks.push(Track {
                    id: st.units[i].id().to_string(),
                    side: side.clone(),
                    path: vec![from, to],
                });
                log.line(say(&Said::RoutsForRally {
                    unit: &name,
                    ran: &ran.to_string(),
                    most: &d.to_string(),
                    how: how.as_deref(),
                    breakdown: &b.to_string(),
                }));
            }
        }
    }
    if !any {
        log.line(say(&Said::NoRoutedUnit));
    }
}
