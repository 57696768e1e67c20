// III.B.2 Movement Subsegment: charges, judged by MELEE: COMBAT RESOLUTION.
//! Charges when the odds favour them: for each unit that may charge (not routed, shaken or
//! disordered, free to move), every enemy it may declare a charge on (the charge check)
//! within its move and the charge bonus's mean is judged by the MELEE: COMBAT RESOLUTION
//! chart without its die (both sides roll the same die): the charger's value and
//! modifiers as it would charge, against the target's as it stands. The best margin
//! charges when it reaches the posture's threshold (`attack` 1, `hold` 3), one charger a
//! target.

use super::super::melee::combat_resolution::{melee_total, MeleeSide};
use super::super::model::Rules;
use super::super::sequence::charges::refusal;
use super::super::sequence::melee::side as melee_side;
use super::super::sequence::movement::may_move;
use super::super::state::{Arm, State};
use super::Decided;
use crate::board::table::fire_lane::charge;
use crate::board::table::measure::Length;
use crate::fairness::{Dice, DieRecord};
use crate::rules::old_trousers::words::{say, standing::Said};
use crate::rules::table_game::posture::Posture;
use std::collections::BTreeSet;

/// The margin a charge needs under `posture` (charts/standing-orders.yaml `charge-margin`).
pub fn threshold(rules: &Rules, posture: Posture) -> i32 {
    rules.charts.standing_orders.margin(posture)
}

/// No die: the chart's total is read without it (its `die` is left out of the margin).
struct NoDie(Vec<DieRecord>);

impl Dice for NoDie {
    fn roll(&mut self, sides: u32, purpose: &str) -> DieRecord {
        DieRecord {
            index: 0,
            sides,
            value: 0,
            purpose: purpose.to_string(),
        }
    }
    fn log(&self) -> &[DieRecord] {
        &self.0
    }
}

/// A side's MELEE: COMBAT RESOLUTION value and modifiers against `enemy`, without a die.
fn value(rules: &Rules, side: &MeleeSide, enemy: &MeleeSide) -> i32 {
    let b = melee_total(&rules.charts, side, enemy, false, false, &mut NoDie(vec![]));
    b.base.as_ref().map_or(0, |t| t.value) + b.modifiers()
}

/// The margin of unit `i` charging unit `j`: its value and modifiers less the target's.
pub fn margin(rules: &Rules, st: &State, i: usize, j: usize) -> i32 {
    let c = melee_side(rules, st, i, j, true);
    let t = melee_side(rules, st, j, i, false);
    value(rules, &c, &t) - value(rules, &t, &c)
}

/// The farthest a charge of unit `i` is planned: its move and the charge bonus's mean.
fn reach(rules: &Rules, st: &State, i: usize) -> Option<Length> {
    let u = &st.units[i];
    let allow = rules
        .charts
        .movement
        .allowance(u.troop, u.stand.formation)?;
    let bonus = rules.charts.movement.charge_bonus(u.troop.arm())?;
    let mean = i64::from(bonus.dice) * i64::from(bonus.sides + 1) * 1000 / 2;
    Some(allow + Length(mean))
}

/// Whether unit `i` is fit to charge.
fn fit(st: &State, i: usize) -> bool {
    let m = st.units[i].stand.markers;
    st.units[i].troop.arm() != Arm::Artillery
        && !m.routed
        && !m.shaken
        && !m.disordered
        && matches!(may_move(st, i, &BTreeSet::new()), Ok(true))
}

/// The charges of `side` (phasing) under `posture`.
pub fn charges(rules: &Rules, st: &State, side: &str, posture: Posture, d: &mut Decided) {
    let stands = st.stands();
    let mut taken = BTreeSet::new();
    for i in 0..st.units.len() {
        if st.units[i].side() != side || !fit(st, i) {
            continue;
        }
        let Some(most) = reach(rules, st, i) else {
            continue;
        };
        let best = st
            .units
            .iter()
            .enumerate()
            .filter(|(j, e)| e.side() != side && !e.stand.markers.routed && !taken.contains(j))
            .filter(|(_, e)| refusal(rules, st, side, st.units[i].id(), e.id()).is_none())
            .filter(|(_, e)| charge(&st.units[i].stand, &e.stand, &stands).distance <= most)
            .map(|(j, e)| {
                (
                    margin(rules, st, i, j),
                    std::cmp::Reverse(e.id().to_string()),
                    j,
                )
            })
            .max();
        let Some((m, _, j)) = best else { continue };
        if m < threshold(rules, posture) {
            continue;
        }
        taken.insert(j);
        let (c, t) = (st.units[i].id(), st.units[j].id());
        d.orders.charges.insert(c.to_string(), t.to_string());
        d.say(
            "charges",
            c,
            say(&Said::ChargesAtOdds {
                target: t,
                odds: m,
                posture: posture.word(),
                needs: threshold(rules, posture),
            }),
        );
    }
}
