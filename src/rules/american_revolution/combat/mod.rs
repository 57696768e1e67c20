//! A.3 / B.3 the combat phase: the phasing player's attacks in the order given, each SP in
//! one combat at most; none in winter for the British (B.3).

pub mod battle;
pub mod crt;
pub mod losses;
pub mod major_success;
pub mod strength;

use super::log::Log;
use super::orders::Attack;
use super::rules_data::Rules;
use super::state::{Condition, Side, State};
use super::words::{combat::Said, say};
use crate::fairness::Dice;
use crate::rules::american_revolution::revision::Change;
use std::collections::BTreeSet;

/// Resolves `attacks` by `side` in order; an attack whose SPs already fought, or that can no
/// longer be made, is skipped with a line saying why.
pub fn phase(
    rules: &Rules,
    st: &mut State,
    side: Side,
    attacks: &[Attack],
    dice: &mut dyn Dice,
    log: &mut Log,
) {
    let rule = if side == Side::American { "A.3" } else { "B.3" };
    // B.3 if Winter, none.
    if side == Side::British && st.date.winter() {
        if !attacks.is_empty() {
            log.add(rule, say(&Said::NoBritishCombat));
        }
        return;
    }
    let mut engaged: BTreeSet<(String, Side, Condition)> = BTreeSet::new();
    for a in attacks {
        if st.ending.is_some() {
            // Checking what will be done (pbem 0.7.0 on): the attacks left are named.
            if !rules.revision.has(Change::AttacksLeftNamed) {
                break;
            }
            let area = rules.geo.name(&a.area);
            log.add(rule, say(&Said::AttackNotMadeOver { area }));
            continue;
        }
        // A.3 an SP can only be in one combat each combat phase.
        let used = a
            .with
            .iter()
            .map(|c| (a.area.clone(), side, *c))
            .chain(a.against.iter().map(|c| (a.area.clone(), side.other(), *c)))
            .collect::<Vec<_>>();
        if used.iter().any(|u| engaged.contains(u)) {
            let area = rules.geo.name(&a.area);
            log.add(rule, say(&Said::AlreadyInCombat { area }));
            continue;
        }
        if let Some(why) = battle::refusal(st, side, a) {
            let (area, why) = (rules.geo.name(&a.area), &why);
            log.add(rule, say(&Said::AttackSkipped { area, why }));
            continue;
        }
        if battle::resolve(rules, st, side, a, dice, log).is_some() {
            log.battle(&a.area);
            engaged.extend(used);
            let h = st.holding_mut(&a.area, side);
            if a.with.contains(&Condition::Open) {
                let open = h.open.clone();
                h.employed = open;
                h.arrived = Default::default();
            }
            // A.4 / B.4 SPs that fought, attacked or attacked, may not fortify (pbem 0.6.0 on).
            if rules.revision.has(Change::FoughtMayNotFortify)
                && a.against.contains(&Condition::Open)
            {
                let h = st.holding_mut(&a.area, side.other());
                let open = h.open.clone();
                h.employed = open;
                h.arrived = Default::default();
            }
        }
    }
    st.tidy();
}
