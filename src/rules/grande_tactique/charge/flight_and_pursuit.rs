// 4. Charge phase: flight and pursuit distances; the attached general lost on a 1
//! How far a unit flees (infantry 7"; cavalry 11" from infantry or artillery, 11" + 2d6"
//! from cavalry; a battery does not flee, provisional), how far cavalry pursue (6" after
//! infantry, 1" less than the distance fled after cavalry), and whether a general whose
//! unit flees is lost (on a 1).

use super::super::tables::{Branch, Charts};
use crate::board::table::measure::Length;
use crate::fairness::Dice;
use crate::rules::grande_tactique::words::{charge::Said, say};

/// A flight distance and the dice that made it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Flight {
    /// The distance.
    pub distance: Length,
    /// The dice rolled (2d6 when cavalry flee cavalry), in order.
    pub dice: Vec<u32>,
    /// `infantry flee 7"`, `cavalry flee 11" + 2d6" (3 + 5) = 19" from cavalry`.
    pub words: String,
}

/// How far `fleeing` flees from chargers among which cavalry (`from_cavalry`); `None` for
/// a battery, which does not flee (the reading's note in the flight chart).
pub fn flight_distance(
    charts: &Charts,
    fleeing: Branch,
    from_cavalry: bool,
    unit: &str,
    dice: &mut dyn Dice,
) -> Option<Flight> {
    let f = &charts.flight;
    match fleeing {
        Branch::Artillery => None,
        Branch::Infantry => Some(Flight {
            distance: f.infantry,
            dice: vec![],
            words: say(&Said::InfantryFlee {
                distance: &inches(f.infantry),
            }),
        }),
        Branch::Cavalry if !from_cavalry => Some(Flight {
            distance: f.cavalry_from_foot,
            dice: vec![],
            words: say(&Said::CavalryFleeFromFoot {
                distance: &inches(f.cavalry_from_foot),
            }),
        }),
        Branch::Cavalry => {
            let c = f.cavalry_from_cavalry;
            let rolled: Vec<u32> = (0..c.dice)
                .map(|_| dice.roll(c.die, &format!("flight of {unit}")).value)
                .collect();
            let extra: i64 = rolled.iter().map(|v| i64::from(*v)).sum();
            let distance = c.inches.0 + Length::inches(extra);
            let shown: Vec<String> = rolled.iter().map(u32::to_string).collect();
            Some(Flight {
                distance,
                words: say(&Said::CavalryFleeFromCavalry {
                    base: &inches(c.inches.0),
                    dice: c.dice,
                    sides: c.die,
                    rolled: &shown,
                    distance: &inches(distance),
                }),
                dice: rolled,
            })
        }
    }
}

/// How far cavalry pursue a unit of `fled` that fled `distance`: 6" after infantry, 1" less
/// than it fled after cavalry (never below 0); `None` after a battery (it did not flee).
pub fn pursuit_distance(charts: &Charts, fled: Branch, distance: Length) -> Option<Length> {
    let p = &charts.flight.pursuit;
    match fled {
        Branch::Infantry => Some(p.infantry.0),
        Branch::Cavalry => Some((distance - p.cavalry_less.0).max(Length::ZERO)),
        Branch::Artillery => None,
    }
}

/// Rolls for the general attached to a unit that flees: the die and whether he is lost.
pub fn general_lost(charts: &Charts, general: &str, dice: &mut dyn Dice) -> (u32, bool) {
    let l = &charts.general.lost;
    let v = dice.roll(l.die, &format!("{}: {general}", l.label)).value;
    (v, l.on.contains(i32::try_from(v).unwrap_or(i32::MAX)))
}

/// A length in inches as the rules write it (`7"`, `11.5"`).
pub(super) fn inches(l: Length) -> String {
    let whole = l.0 / 1000;
    let frac = (l.0 % 1000).abs();
    if frac == 0 {
        format!("{whole}\"")
    } else {
        format!("{whole}.{}\"", format!("{frac:03}").trim_end_matches('0'))
    }
}
