//! Orders checks for the steps around combat: the depot, landing, movement, garrison and
//! supply orders of the phasing power (7.2-7.4), run on a copy of the state that the combat
//! checks then use; the siege orders (7.5.4); the other powers' standing orders (7.3.6.2,
//! 7.3.8.3, 7.4.2.2).

mod moves;

use super::model::map::Map;
use super::model::orders::Orders;
use super::model::state::State;
use crate::error::Result;
use crate::yaml::Source;

pub use moves::check_moves;

/// 7.5.4 siege orders: assault attempts, honours and garrison attacks are the phasing
/// power's; garrison standing orders the others'.
pub fn check_sieges(
    map: &Map,
    state: &State,
    powers: &[String],
    o: &Orders,
    src: &Source,
) -> Result<()> {
    let phasing = powers.contains(&state.phasing);
    check_assaults(map, state, phasing, o, src)?;
    check_garrison_attacks(map, state, powers, o, src)?;
    for area in o.garrisons.keys() {
        let p = format!("garrisons.{area}");
        if phasing {
            return Err(src.invalid(&p, "7.5.4.1: garrison standing orders are for the besieged, in another power's sequence"));
        }
        city_area(map, area, src, &p)?;
    }
    Ok(())
}

/// 7.5.4: `area` (at YAML path `p`) has a city on `map`.
fn city_area(map: &Map, area: &str, src: &Source, p: &str) -> Result<()> {
    if map.areas.get(area).is_none_or(|a| a.city.is_none()) {
        return Err(src.invalid(
            p,
            format!(
                "7.5.4: '{area}' is not an area with a city on map {}",
                map.id
            ),
        ));
    }
    Ok(())
}

/// 7.5.4.1: assault attempts and grants of the honours of war are the phasing power's, at
/// areas with a city.
fn check_assaults(map: &Map, state: &State, phasing: bool, o: &Orders, src: &Source) -> Result<()> {
    let lists = [
        ("assaults", &o.assaults),
        ("grant_honours", &o.grant_honours),
    ];
    for (key, areas) in lists {
        for (i, area) in areas.iter().enumerate() {
            let p = format!("{key}[{i}]");
            if !phasing {
                return Err(src.invalid(&p, format!("7.5.4.1: only the phasing power ({}) makes assault attempts and grants the honours of war", state.power_name(&state.phasing))));
            }
            city_area(map, area, src, &p)?;
        }
    }
    Ok(())
}

/// 7.5.4.2: garrisons attack besiegers in their own power's sequence, with units of the
/// player inside the city.
fn check_garrison_attacks(
    map: &Map,
    state: &State,
    powers: &[String],
    o: &Orders,
    src: &Source,
) -> Result<()> {
    let phasing = powers.contains(&state.phasing);
    for (area, ids) in &o.garrison_attacks {
        let p = format!("garrison_attacks.{area}");
        if !phasing {
            return Err(src.invalid(
                &p,
                "7.5.4.2: garrisons attack besiegers in their own power's sequence",
            ));
        }
        if !map.has(area) {
            return Err(src.invalid(&p, format!("unknown area '{area}'")));
        }
        for (k, id) in ids.iter().enumerate() {
            if !state
                .units
                .iter()
                .any(|u| &u.id == id && &u.area == area && u.in_city && powers.contains(&u.power))
            {
                return Err(src.invalid(
                    &format!("{p}[{k}]"),
                    format!(
                        "'{id}' is not a unit of yours inside the city of {}",
                        map.name(area)
                    ),
                ));
            }
        }
    }
    Ok(())
}

/// The nonphasing powers' standing orders for the phasing power's movement and supply:
/// 7.3.8.3 `join_defence` and 7.3.6.2 `destroy_depots` for areas of the map, 7.4.2.2
/// `supply_allies` for allies.
pub fn check_standing(
    map: &Map,
    state: &State,
    powers: &[String],
    o: &Orders,
    src: &Source,
) -> Result<()> {
    let lists = [
        ("join_defence", "7.3.8.3", &o.join_defence),
        ("destroy_depots", "7.3.6.2", &o.destroy_depots),
    ];
    for (key, rule, areas) in lists {
        for (i, area) in areas.iter().enumerate() {
            let p = format!("{key}[{i}]");
            if powers.contains(&state.phasing) {
                return Err(src.invalid(
                    &p,
                    format!("{rule}: {key} is a standing order of the powers the phasing power moves against"),
                ));
            }
            if !map.has(area) {
                return Err(src.invalid(&p, format!("unknown area '{area}'")));
            }
        }
    }
    for (i, p) in o.supply_allies.iter().enumerate() {
        if !powers.iter().any(|mine| state.allied(mine, p)) {
            return Err(src.invalid(
                &format!("supply_allies[{i}]"),
                format!(
                    "7.4.2.2: '{p}' is not an ally of yours; only allies may live off your depots"
                ),
            ));
        }
    }
    Ok(())
}
