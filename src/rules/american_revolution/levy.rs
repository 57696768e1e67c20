//! C the continental levy interphase: a die on the Continental Levy Chart; each region it
//! names that the British do not control gets its continental allowance in any of its areas
//! (standing order); a second roll once there have been 2 major successes.

use super::log::Log;
use super::rules_data::Rules;
use super::state::{Kind, Side, State};
use super::words::{dice as purpose, interphase::Said, say};
use crate::fairness::Dice;

/// The area of `region` the levy goes to: the standing order's if in the region, else the
/// first area without British SPs, else the first area.
pub fn area(rules: &Rules, st: &State, region: &str) -> String {
    let named = st.standing_of(Side::American).levy.get(region).cloned();
    if let Some(a) = named.filter(|a| rules.geo.region_of(a) == region) {
        return a;
    }
    let areas = rules.geo.board.areas_in(region);
    areas
        .iter()
        .find(|a| st.at(a.as_str()).british.is_empty())
        .or_else(|| areas.first())
        .map(|a| a.to_string())
        .unwrap_or_default()
}

/// C: the levy rolls of this interphase.
pub fn interphase(rules: &Rules, st: &mut State, dice: &mut dyn Dice, log: &mut Log) {
    // C rolls again if there have been 2 Major Successes.
    let rolls = if st.major_successes >= 2 { 2 } else { 1 };
    for _ in 0..rolls {
        let die = dice.roll(6, &say(&purpose::Said::LevyDie)).value;
        let regions = rules.tables.levy.levied(die);
        for (region, n) in regions {
            if st.british_controls(&region) || n == 0 {
                let said = Said::LevyNone {
                    die,
                    region: rules.geo.name(&region),
                };
                log.add_provisional("C", say(&said), rules.tables.levy_note());
                continue;
            }
            let at = area(rules, st, &region);
            if at.is_empty() {
                continue;
            }
            st.holding_mut(&at, Side::American).open.add(Kind::C, n);
            let mut notes = rules.tables.levy_note();
            notes.extend(rules.region_note(&region));
            let said = Said::Levy {
                die,
                c: n,
                area: rules.geo.name(&at),
                region: rules.geo.name(&region),
            };
            log.add_provisional("C", say(&said), notes);
        }
    }
}
