//! 7.4.1 foraging and 7.4.5 besieged supply: the die modifiers, the losses against the
//! lowest forage value passed through (or the city supply value when besieged), and which
//! factors take them (7.4.1.3).

use crate::rules::empires_in_arms::model::map::Map;
use crate::rules::empires_in_arms::tables::land_charts::{Besieged, Forage};
use crate::rules::empires_in_arms::words::supply::Modifier;

/// What the foraging die is modified by (7.4.1.2).
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct Circumstances {
    /// Other unbesieged corps in the area, of any power (7.4.1.2.1).
    pub other_corps: u32,
    /// Movement points not used (7.4.1.2.2).
    pub unused: u32,
    /// Besieging, or about to (7.4.1.2.2 exception; 7.4.5.3: as if the whole allowance was
    /// spent).
    pub besieging: bool,
    /// Force marched (7.4.1.2.3).
    pub force_marched: bool,
    /// Winter, and the corps is in the winter zone (7.4.1.2.4).
    pub winter_in_zone: bool,
    /// Neither moved out of nor is outside its power's territory (7.4.1.2.5, errata).
    pub own_territory: bool,
}

/// 7.4.1.2: the cumulative modifier, with each part named (none zero).
pub fn modifier(f: &Forage, c: &Circumstances) -> (i32, Vec<Modifier>) {
    let mut parts = Vec::new();
    let mut total = 0;
    let mut add = |n: i32, why: &'static str| {
        if n != 0 {
            total += n;
            parts.push(Modifier { n, why });
        }
    };
    add(
        (c.other_corps as i32 * f.other_corps_each).min(f.other_corps_max),
        "other_corps",
    );
    if !c.besieging {
        add(c.unused as i32 * f.unused_movement_point, "unused");
    }
    if c.force_marched {
        add(f.force_march, "force_march");
    }
    if c.winter_in_zone {
        add(f.winter_in_zone, "winter");
    }
    if c.own_territory {
        add(f.own_territory, "own_territory");
    }
    (total, parts)
}

/// 7.4.1.1: the forage value foraged against: the lowest of the areas passed through or
/// stopped in, not the start unless the corps did not move. None: an area without a forage
/// value (the map cannot adjudicate foraging there).
pub fn forage_value(map: &Map, start: &str, entered: &[String]) -> Option<u32> {
    let areas: Vec<&str> = if entered.is_empty() {
        vec![start]
    } else {
        entered.iter().map(String::as_str).collect()
    };
    areas
        .iter()
        .map(|a| map.areas.get(*a).and_then(|x| x.forage))
        .collect::<Option<Vec<u32>>>()
        .and_then(|v| v.into_iter().min())
}

/// 7.4.1.1 / 7.4.5.2: army factors lost: one for each point of the modified die above the
/// value.
pub fn losses(die: u32, modifier: i32, value: u32) -> u32 {
    (die as i32 + modifier - value as i32).max(0) as u32
}

/// 7.4.5.1: +1 for every full 5 army factors in the besieged city, at most +2.
pub fn besieged_modifier(b: &Besieged, factors: u32) -> i32 {
    ((factors / b.per_factors.max(1)) as i32 * b.each).min(b.max)
}

/// Where forage losses come from (7.4.1.3).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Allocation {
    /// Factors lost from those in the corps at the end of movement.
    pub from_corps: u32,
    /// Factors lost from those it detached while moving.
    pub from_detached: u32,
    /// The corps counter is removed: every factor that was part of it during movement is
    /// lost (7.4.1.3.2); its leaders leave the map if no corps is left (7.4.1.3.3).
    pub corps_removed: bool,
}

/// 7.4.1.3.1-2: `loss` factors from a corps holding `in_corps` factors after moving, having
/// detached `detached` on the way. Losses come out of the corps if possible, but the corps
/// keeps at least one factor unless every factor is lost.
pub fn allocate(in_corps: u32, detached: u32, loss: u32) -> Allocation {
    if loss >= in_corps + detached {
        return Allocation {
            from_corps: in_corps,
            from_detached: detached,
            corps_removed: true,
        };
    }
    let from_corps = loss.min(in_corps.saturating_sub(1));
    Allocation {
        from_corps,
        from_detached: loss - from_corps,
        corps_removed: false,
    }
}
