//! The PIP Phase (2.), the dice: a corps' PIP dice, one d6 per divisional general, rolled
//! together; with a Plan the generals take them highest first in the Plan's order,
//! without one each gets their average rounded down; a changed Plan loses the corps this
//! turn's PIPs. Then: a bad corps or army commander turns every 1 into 0 (and gives no
//! +1); great divisional generals +1, bad -1; each corps and army commander +1 to one
//! divisional general within 9".

use super::super::orders::Orders;
use super::super::state::{Command, Rank, State};
use super::super::Rules;
use crate::fairness::Dice;
use crate::rules::old_trousers::log::Log;
use std::collections::BTreeMap;

/// Each divisional general's PIPs this turn.
pub type Pips = BTreeMap<String, u32>;

/// Rolls and assigns the moving side's PIPs; applies new Plans first.
pub fn run(rules: &Rules, st: &mut State, o: &Orders, dice: &mut dyn Dice, log: &mut Log) -> Pips {
    let side = st.moving_side().to_string();
    for (corps, plan) in &o.plans {
        st.plans.insert(corps.clone(), plan.clone());
        log.line(format!(
            "{corps} changes the Plan to {}: the corps' PIPs are lost this turn",
            plan.join(", ")
        ));
    }
    let army_bad = st
        .sides
        .get(&side)
        .and_then(|s| st.general(&s.commander))
        .is_some_and(|g| g.rank == Rank::Bad);
    let mut pips = Pips::new();
    let rollers: Vec<(String, Rank)> = st
        .dice_rollers(&side)
        .iter()
        .map(|g| (g.id.clone(), g.rank))
        .collect();
    for (corps, rank) in rollers {
        let divs: Vec<(String, Rank)> = st
            .divisions_of(&corps)
            .iter()
            .map(|g| (g.id.clone(), g.rank))
            .collect();
        let mut rolled: Vec<u32> = divs
            .iter()
            .map(|(d, _)| dice.roll(6, &format!("PIP die of {corps} ({d})")).value)
            .collect();
        let lost = o.plans.contains_key(&corps);
        let plan = st.plans.get(&corps);
        let assigned: Vec<(String, u32, String)> = if lost {
            divs.iter()
                .map(|(d, _)| (d.clone(), 0, "Plan changed".into()))
                .collect()
        } else if let Some(plan) = plan {
            rolled.sort_unstable_by(|a, b| b.cmp(a));
            plan.iter()
                .zip(rolled.iter())
                .map(|(d, v)| (d.clone(), *v, "by the Plan".into()))
                .collect()
        } else {
            let avg = rolled.iter().sum::<u32>() / rolled.len().max(1) as u32;
            divs.iter()
                .map(|(d, _)| (d.clone(), avg, "the average, no Plan".into()))
                .collect()
        };
        log.line(format!(
            "{corps} rolls {} PIP dice: {}",
            rolled.len(),
            rolled
                .iter()
                .map(u32::to_string)
                .collect::<Vec<_>>()
                .join(", ")
        ));
        let bad_above = rank == Rank::Bad || army_bad;
        for (d, v, how) in assigned {
            let drank = divs.iter().find(|x| x.0 == d).map_or(Rank::Normal, |x| x.1);
            let mut total = v as i32;
            let mut why = vec![format!("{v} ({how})")];
            if bad_above && v == 1 && !lost {
                total = 0;
                why.push("1 becomes 0 under a bad commander".into());
            }
            if !lost {
                match drank {
                    Rank::Great => {
                        total += 1;
                        why.push("great general +1".into());
                    }
                    Rank::Bad => {
                        total -= 1;
                        why.push("bad general -1".into());
                    }
                    Rank::Normal => {}
                }
                for (cmd, target) in &o.plus_one {
                    if target == &d && plus_one_reaches(rules, st, cmd, &d) && !bad_above {
                        total += 1;
                        why.push(format!("+1 from {cmd}"));
                    }
                }
            }
            let total = total.max(0) as u32;
            log.line(format!(
                "{d}: {total} PIP{}: {}",
                super::spending::plural(total),
                why.join(", ")
            ));
            pips.insert(d, total);
        }
    }
    pips
}

/// Whether corps or army commander `cmd` may give his +1 to divisional general `div`: his
/// own division (a corps commander) or any of his army's (the army commander), within
/// reach (9").
pub fn plus_one_reaches(rules: &Rules, st: &State, cmd: &str, div: &str) -> bool {
    let (Some(c), Some(d)) = (st.general(cmd), st.general(div)) else {
        return false;
    };
    let under = match c.command {
        Command::Army => d.side == c.side,
        Command::Corps => d.superior.as_deref() == Some(cmd),
        Command::Division => false,
    };
    under && d.command == Command::Division && c.at.distance(d.at) <= rules.pips.commander_reach()
}

/// The most PIPs divisional general `div` could have this turn: the highest die, +1 if
/// great, +1 from each commander who names him (the orders check's bound).
pub fn most(rules: &Rules, st: &State, o: &Orders, div: &str) -> u32 {
    let g = st.general(div);
    let mut n = rules.pips.die();
    match g.map(|g| g.rank) {
        Some(Rank::Great) => n += 1,
        Some(Rank::Bad) => n = n.saturating_sub(1),
        _ => {}
    }
    n + o.plus_one.values().filter(|d| *d == div).count() as u32
}
