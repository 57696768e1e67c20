//! Orders checks for the steps around combat: the depot, landing, movement, garrison and
//! supply orders of the phasing power (7.2-7.4), run on a copy of the state that the combat
//! checks then use; the siege orders (7.5.4); the other powers' standing orders (7.3.6.2,
//! 7.3.8.3, 7.4.2.2).

use super::model::map::Map;
use super::model::orders::Orders;
use super::model::rules::Rules;
use super::model::state::State;
use super::model::units::UnitKind;
use crate::error::Result;
use crate::yaml::Source;

/// 7.2-7.3: checks the depot orders, landings, moves, garrison transfers, force marches and
/// foraging choices of `o` and returns the state after them, on which the battles are
/// checked. Only the phasing power gives these, and only in a campaign that adjudicates
/// movement.
///
/// # Errors
/// [`crate::error::Error::Invalid`] at `moves.<unit>` (or the list) citing the rule.
pub fn check_moves(
    rules: &Rules,
    state: &State,
    powers: &[String],
    o: &Orders,
    src: &Source,
) -> Result<State> {
    use super::state::LandPhase;
    // The first of the step orders given, to name in an error about them all.
    let given = [
        ("depots", !o.depots.is_empty()),
        ("disembark", !o.disembark.is_empty()),
        ("into_port", !o.into_port.is_empty()),
        ("enemy_depots", !o.enemy_depots.is_empty()),
        ("moves", !o.moves.is_empty()),
        ("detach", !o.detach.is_empty()),
        ("absorb", !o.absorb.is_empty()),
        ("force_march", !o.force_march.is_empty()),
        ("forage", !o.forage.is_empty()),
        ("forgo_siege", !o.forgo_siege.is_empty()),
    ];
    let key = given.iter().find(|(_, g)| *g).map(|(k, _)| *k);
    let phasing_with_movement =
        powers.contains(&state.phasing) && state.land_phase != LandPhase::CombatOnly;
    // Without step orders only the phasing power's default landings change the state.
    let Some(key) = key.or(phasing_with_movement.then_some("moves")) else {
        return Ok(state.clone());
    };
    if state.land_phase == LandPhase::CombatOnly {
        return Err(src.invalid(key, "this scenario adjudicates the land combat step only (land_phase: combat-only); it takes no moves"));
    }
    if !powers.contains(&state.phasing) {
        return Err(src.invalid(
            key,
            format!(
                "7.1.3: only the phasing power ({}) places depots, moves, forages or force marches in its sequence",
                state.power_name(&state.phasing)
            ),
        ));
    }
    let mut sim = state.clone();
    // 7.3.5: landings.
    let carried: Vec<(String, super::state::Fleet)> = state
        .fleets
        .iter()
        .filter(|f| f.power == state.phasing)
        .flat_map(|f| f.carrying.iter().map(move |id| (id.clone(), f.clone())))
        .collect();
    for (id, to) in &o.disembark {
        let at = format!("disembark.{id}");
        let Some((_, fleet)) = carried.iter().find(|(c, _)| c == id) else {
            return Err(src.invalid(
                &at,
                format!(
                    "7.3.5: '{id}' is not carried by a fleet of {}",
                    state.power_name(&state.phasing)
                ),
            ));
        };
        let allowed = super::disembark::landing_areas(&rules.map, fleet);
        if !allowed.contains(to) {
            return Err(src.invalid(
                &at,
                format!(
                    "7.3.5: from the {} it may land only in {}",
                    rules.map.name(&fleet.sea),
                    allowed
                        .iter()
                        .map(|a| rules.map.name(a))
                        .collect::<Vec<_>>()
                        .join(", ")
                ),
            ));
        }
    }
    // The landings, as the movement step makes them, so battle orders can name the areas.
    for (id, fleet) in &carried {
        let allowed = super::disembark::landing_areas(&rules.map, fleet);
        let to =
            o.disembark.get(id).cloned().or_else(|| {
                super::disembark::default_landing(rules, &sim, &state.phasing, &allowed)
            });
        if let (Some(to), Some(u)) = (to, sim.units.iter_mut().find(|u| &u.id == id)) {
            u.area = to;
            u.entered_from = Some(fleet.sea.clone());
        }
    }
    for (i, id) in o.into_port.iter().enumerate() {
        if !carried.iter().any(|(c, _)| c == id) {
            return Err(src.invalid(
                &format!("into_port[{i}]"),
                format!(
                    "7.3.5: '{id}' is not carried by a fleet of {}",
                    state.power_name(&state.phasing)
                ),
            ));
        }
    }
    for (id, _) in &carried {
        for (key, given) in [
            ("moves", o.moves.contains_key(id)),
            ("force_march", o.force_march.contains(id)),
        ] {
            if given {
                return Err(src.invalid(key, format!("7.3.5: {id} is at sea: landing spends its whole movement allowance, and disembarking corps may not force march (errata)")));
            }
        }
    }
    super::depot_step::depot_step(rules, &mut sim, &state.phasing, &o.depots)
        .map_err(|r| src.invalid(&r.path, r.reason))?;
    for area in o.enemy_depots.keys() {
        if !rules.map.has(area) {
            return Err(src.invalid(
                &format!("enemy_depots.{area}"),
                format!("no area '{area}' on this map"),
            ));
        }
    }
    let state = &sim.clone();
    for (list, key) in [
        (&o.force_march, "force_march"),
        (&o.forage, "forage"),
        (&o.forgo_siege, "forgo_siege"),
    ] {
        for (i, id) in list.iter().enumerate() {
            if !state
                .units
                .iter()
                .any(|u| &u.id == id && u.power == state.phasing && u.kind == UnitKind::Corps)
            {
                return Err(src.invalid(
                    &format!("{key}[{i}]"),
                    format!(
                        "'{id}' is not a corps of {}",
                        state.power_name(&state.phasing)
                    ),
                ));
            }
        }
    }
    for (id, path) in &o.moves {
        let at = format!("moves.{id}");
        if let Some(l) = state.leaders.iter().find(|l| &l.id == id) {
            super::movement_step::leader_escort(state, l, path, &o.moves)
                .map_err(|e| src.invalid(&at, e))?;
            if let (Some(last), Some(x)) =
                (path.last(), sim.leaders.iter_mut().find(|x| &x.id == id))
            {
                x.area = last.clone();
                x.in_city = false;
            }
            continue;
        }
        let Some(u) = state.units.iter().find(|u| &u.id == id) else {
            return Err(src.invalid(&at, format!("unknown unit '{id}'")));
        };
        if u.power != state.phasing {
            return Err(src.invalid(
                &at,
                format!(
                    "7.3: {} is not {}'s; only the phasing power moves",
                    u.name,
                    state.power_name(&state.phasing)
                ),
            ));
        }
        let m = super::movement::plan(
            &rules.land.movement,
            &rules.map,
            state,
            u,
            path,
            o.force_march.contains(id),
        )
        .map_err(|e| src.invalid(&at, e))?;
        if let (Some(last), Some(unit)) =
            (m.entered.last(), sim.units.iter_mut().find(|x| &x.id == id))
        {
            unit.area = last.clone();
            unit.in_city = false;
        }
    }
    // 7.3.3 detachments, then absorptions, on the state after the moves.
    let lists = [("detach", &o.detach), ("absorb", &o.absorb)];
    for (key, list) in lists {
        for (i, t) in list.iter().enumerate() {
            let at = format!("{key}[{i}]");
            let Some(u) = state.units.iter().find(|u| u.id == t.corps) else {
                return Err(src.invalid(&at, format!("unknown corps '{}'", t.corps)));
            };
            if u.power != state.phasing {
                return Err(src.invalid(
                    &at,
                    format!(
                        "7.3.3: {} is not {}'s",
                        u.name,
                        state.power_name(&state.phasing)
                    ),
                ));
            }
            let path = o.moves.get(&t.corps).cloned().unwrap_or_default();
            let area = super::garrisons::transfer_area(rules, t, &u.area, &path)
                .map_err(|e| src.invalid(&at, e))?;
            let done = if key == "detach" {
                super::garrisons::detach(rules, &mut sim, t, &area).map(|_| ())
            } else {
                super::garrisons::absorb(rules, &mut sim, t, &area)
            };
            done.map_err(|e| src.invalid(&at, e))?;
        }
    }
    Ok(sim)
}

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
            if map.areas.get(area).is_none_or(|a| a.city.is_none()) {
                return Err(src.invalid(
                    &p,
                    format!(
                        "7.5.4: '{area}' is not an area with a city on map {}",
                        map.id
                    ),
                ));
            }
        }
    }
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
    for area in o.garrisons.keys() {
        let p = format!("garrisons.{area}");
        if phasing {
            return Err(src.invalid(&p, "7.5.4.1: garrison standing orders are for the besieged, in another power's sequence"));
        }
        if map.areas.get(area).is_none_or(|a| a.city.is_none()) {
            return Err(src.invalid(
                &p,
                format!(
                    "7.5.4: '{area}' is not an area with a city on map {}",
                    map.id
                ),
            ));
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
