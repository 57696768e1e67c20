//! A.1.B-C: "Phasing player rolls die to determine attrition losses on Attrition Table.
//! Non-phasing player picks area for attrition losses, repeats until losses fulfilled."

use super::charts::Charts;
use super::log::Log;
use super::losses::take;
use super::map::Map;
use super::orders::Orders;
use super::state::{Side, State};
use super::words::{say, Lost, Rolled, Said};
use crate::fairness::Dice;

/// The strength of `side`'s corps in each area, by area id.
fn corps_by_area(map: &Map, state: &State, side: Side) -> Vec<(String, u32)> {
    let mut v: Vec<(String, u32)> = Vec::new();
    for u in state
        .units
        .iter()
        .filter(|u| u.side == side && u.is_corps())
    {
        let area = map.area_of(&u.at).to_string();
        match v.iter_mut().find(|(a, _)| *a == area) {
            Some(e) => e.1 += u.strength,
            None => v.push((area, u.strength)),
        }
    }
    v.sort();
    v
}

/// The next area the non-phasing player picks, and whether it is the default: the first of
/// `picks` not yet used that still holds a corps of the phasing side; else the area with the
/// most phasing corps strength, ties by id.
fn next_pick(
    map: &Map,
    state: &State,
    side: Side,
    picks: &[String],
    used: &mut usize,
) -> Option<(String, bool)> {
    let held = corps_by_area(map, state, side);
    while *used < picks.len() {
        let p = &picks[*used];
        *used += 1;
        if held.iter().any(|(a, s)| a == p && *s > 0) {
            return Some((p.clone(), false));
        }
    }
    held.into_iter()
        .filter(|(_, s)| *s > 0)
        .max_by(|a, b| a.1.cmp(&b.1).then(b.0.cmp(&a.0)))
        .map(|(a, _)| (a, true))
}

/// Rolls the phasing side's attrition and takes each loss from a corps in the area the
/// non-phasing player picks (`picker.attrition_areas`), the phasing player's loss order
/// choosing the corps in it.
pub fn attrition(
    charts: &Charts,
    map: &Map,
    state: &mut State,
    phasing: &Orders,
    picker: &Orders,
    dice: &mut dyn Dice,
    log: &mut Log,
) {
    let side = state.phasing;
    log.begin("A.1.B-C", "Attrition");
    let die = dice
        .roll(
            6,
            &say(&Rolled::AttritionDie {
                side: side.adjective(),
            }),
        )
        .value;
    let (losses, chart) = charts.attrition(side, state.turn, die);
    let chart = log.used(chart);
    log.public(say(&Said::Attrition {
        chart: &chart,
        die,
        side: side.adjective(),
        losses,
    }));
    let mut used = 0;
    for _ in 0..losses {
        let Some((area, default)) = next_pick(map, state, side, &picker.attrition_areas, &mut used)
        else {
            log.public(say(&Lost::NoCorpsForLoss));
            break;
        };
        let ids: Vec<String> = state
            .units
            .iter()
            .filter(|u| u.side == side && u.is_corps() && map.area_of(&u.at) == area)
            .map(|u| u.id.clone())
            .collect();
        let t = take(state, &ids, 1, phasing, false, "A.1 attrition");
        log.public(say(&Said::AttritionPick {
            side: side.other().adjective(),
            area: map.name(&area),
            default,
        }));
        for l in t.lines {
            log.private(side, l);
        }
    }
}
