//! The PIP Phase (2.), the dice: a corps' PIP dice, one d6 per divisional general, rolled
//! together; with a Plan the generals take them highest first in the Plan's order,
//! without one each gets their average rounded down; a changed Plan loses the corps this
//! turn's PIPs. Then: a bad corps or army commander turns every 1 into 0, and that die
//! takes no +1 that turn (neither the great general's nor a commander's: the reading and
//! its reason in pip/pip_dice.rs and docs/grande-tactique.md); great divisional generals
//! +1, bad -1; each corps and army commander +1 to one divisional general within 9".

use super::super::model::Rules;
use super::super::orders::Orders;
use super::super::pip::{pip_dice, Corps, Division};
use super::super::state::{Command, General, Rank, State};
use crate::fairness::Dice;
use crate::rules::grande_tactique::words::{phases::Said, say};
use crate::rules::table_game::log::Log;
use std::collections::BTreeMap;

/// Each divisional general's PIPs this turn.
pub type Pips = BTreeMap<String, u32>;

/// Rolls and assigns the moving side's PIPs (pip/pip_dice.rs, corps by corps); applies
/// new Plans first: a corps whose Plan changed rolls nothing and has no PIPs this turn.
pub fn run(rules: &Rules, st: &mut State, o: &Orders, dice: &mut dyn Dice, log: &mut Log) -> Pips {
    let side = st.moving_side().to_string();
    for (corps, plan) in &o.plans {
        st.plans.insert(corps.clone(), plan.clone());
        log.line(say(&Said::PlanChanged { corps, plan }));
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
        if o.plans.contains_key(&corps) {
            for d in st.divisions_of(&corps) {
                pips.insert(d.id.clone(), 0);
            }
            continue;
        }
        let c = corps_of(rules, st, o, (&corps, rank), army_bad);
        match pip_dice(&rules.charts, &c, dice) {
            Ok(rolls) => {
                for r in rolls {
                    log.line(r.breakdown.to_string());
                    pips.insert(r.general, r.pips);
                }
            }
            Err(e) => log.line(say(&Said::NoPips {
                corps: &corps,
                why: &e.to_string(),
            })),
        }
    }
    pips
}

/// PIP Phase (2.): corps `corps` (its commander of `rank`) as it rolls: its divisional
/// generals in the Plan's order, each with the commanders giving him +1; a bad corps or
/// army commander (`army_bad`).
fn corps_of(
    rules: &Rules,
    st: &State,
    o: &Orders,
    (corps, rank): (&str, Rank),
    army_bad: bool,
) -> Corps {
    let mut divs: Vec<&General> = st.divisions_of(corps);
    let plan = st.plans.get(corps);
    if let Some(plan) = plan {
        divs.sort_by_key(|d| plan.iter().position(|p| *p == d.id).unwrap_or(usize::MAX));
    }
    Corps {
        name: corps.to_string(),
        divisions: divs
            .iter()
            .map(|d| Division {
                general: d.id.clone(),
                rank: d.rank,
                commander_bonus: o
                    .plus_one
                    .iter()
                    .filter(|(cmd, t)| **t == d.id && plus_one_reaches(rules, st, cmd, &d.id))
                    .map(|(cmd, _)| cmd.clone())
                    .collect(),
            })
            .collect(),
        plan: plan.is_some(),
        bad_commander: rank == Rank::Bad || army_bad,
    }
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
