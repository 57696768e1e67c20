//! D the attrition interphase: in winter a die on the Winter Attrition Table gives the part
//! of C SPs removed, area by area; SPs left over where the fraction does not divide evenly
//! each roll to survive. Then M SPs go out of forts where C+F+SF < M.

use super::fortification::militia_out;
use super::log::Log;
use super::rules_data::Rules;
use super::state::{Condition, Kind, Side, State};
use super::words::{dice as purpose, interphase::Said, say};
use crate::fairness::Dice;

/// D: winter attrition of the C SPs.
pub fn interphase(rules: &Rules, st: &mut State, dice: &mut dyn Dice, log: &mut Log) {
    if !st.date.winter() {
        return;
    }
    let die = dice.roll(6, &say(&purpose::Said::AttritionDie)).value;
    let (row, fr) = (
        rules.tables.winter.row(die),
        rules.tables.winter.row(die).loss,
    );
    let notes = rules.tables.winter_note();
    let said = Said::WinterAttrition {
        die,
        lose: fr.lose,
        of: fr.of,
    };
    log.add_provisional("D", say(&said), notes.clone());
    let areas: Vec<String> = st.areas.keys().cloned().collect();
    for area in areas {
        let c = st.at(&area).american.all().get(Kind::C);
        if c == 0 {
            continue;
        }
        // The table's split: none left over to roll when nothing is removed.
        let (mut lost, rest) = row.split(c);
        for i in 0..rest {
            let said = purpose::Said::SurvivalDie {
                sp: i + 1,
                area: rules.geo.name(&area),
            };
            let s = dice.roll(6, &say(&said)).value;
            if !row.survives(s) {
                lost += 1;
            }
        }
        let h = st.holding_mut(&area, Side::American);
        let mut left = lost;
        for cond in [Condition::Open, Condition::Besieging, Condition::Fortified] {
            left -= h.remove(cond, Kind::C, left);
        }
        let out = militia_out(st, &area);
        let said = Said::AttritionLoss {
            area: rules.geo.name(&area),
            lost,
            c,
            militia_out: out,
        };
        log.add_provisional("D", say(&said), notes.clone());
    }
    st.tidy();
}
