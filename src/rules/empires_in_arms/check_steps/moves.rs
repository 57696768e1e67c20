//! 7.2-7.3: the phasing power's depot, landing, movement, garrison transfer, force march
//! and foraging orders, checked on a copy of the state that the combat checks then use.

use super::super::depots::depot_step;
use super::super::land_movement::{disembark, garrisons, leader_escort, movement};
use super::super::model::orders::Orders;
use super::super::model::rules::Rules;
use super::super::model::state::{Fleet, LandPhase, State};
use super::super::model::units::UnitKind;
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
    if !gives_step_orders(state, powers, o, src)? {
        return Ok(state.clone());
    }
    let mut sim = state.clone();
    // 7.3.5: landings.
    let carried = carried(state);
    check_landings(rules, state, o, src, &carried)?;
    land(rules, state, &mut sim, o, &carried);
    check_at_sea(state, o, src, &carried)?;
    depot_step::depot_step(rules, &mut sim, &state.phasing, &o.depots)
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
    check_corps_lists(state, o, src)?;
    for (id, path) in &o.moves {
        check_move(rules, state, &mut sim, o, src, id, path)?;
    }
    // 7.3.3 detachments, then absorptions, on the state after the moves.
    check_transfers(rules, state, &mut sim, o, src)?;
    Ok(sim)
}

/// 7.1.3: whether the player gives step orders to check (or, as the phasing power in a
/// campaign with movement, has default landings to make); an error when it gives them
/// but may not: in a combat-only scenario, or as a nonphasing power.
fn gives_step_orders(state: &State, powers: &[String], o: &Orders, src: &Source) -> Result<bool> {
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
        return Ok(false);
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
    Ok(true)
}

/// 7.3.5: the units the phasing power's fleets carry, each with its fleet.
fn carried(state: &State) -> Vec<(String, Fleet)> {
    state
        .fleets
        .iter()
        .filter(|f| f.power == state.phasing)
        .flat_map(|f| f.carrying.iter().map(move |id| (id.clone(), f.clone())))
        .collect()
}

/// 7.3.5: each landing ordered is of a carried unit, into an area its fleet may land it in.
fn check_landings(
    rules: &Rules,
    state: &State,
    o: &Orders,
    src: &Source,
    carried: &[(String, Fleet)],
) -> Result<()> {
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
        let allowed = disembark::landing_areas(&rules.map, fleet);
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
    Ok(())
}

/// 7.3.5: the landings, ordered or default, made on `sim` as the movement step makes them,
/// so battle orders can name the areas.
fn land(rules: &Rules, state: &State, sim: &mut State, o: &Orders, carried: &[(String, Fleet)]) {
    for (id, fleet) in carried {
        let allowed = disembark::landing_areas(&rules.map, fleet);
        let to = o
            .disembark
            .get(id)
            .cloned()
            .or_else(|| disembark::default_landing(rules, sim, &state.phasing, &allowed));
        if let (Some(to), Some(u)) = (to, sim.units.iter_mut().find(|u| &u.id == id)) {
            u.area = to;
            u.entered_from = Some(fleet.sea.clone());
        }
    }
}

/// 7.3.5: units sailing into port are carried; units at sea neither move on land nor force
/// march (errata).
fn check_at_sea(
    state: &State,
    o: &Orders,
    src: &Source,
    carried: &[(String, Fleet)],
) -> Result<()> {
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
    for (id, _) in carried {
        for (key, given) in [
            ("moves", o.moves.contains_key(id)),
            ("force_march", o.force_march.contains(id)),
        ] {
            if given {
                return Err(src.invalid(key, format!("7.3.5: {id} is at sea: landing spends its whole movement allowance, and disembarking corps may not force march (errata)")));
            }
        }
    }
    Ok(())
}

/// 7.3.1.2, 7.4.1, 7.4.1.2.2: force marches, foraging and forgone sieges name corps of the phasing
/// power.
fn check_corps_lists(state: &State, o: &Orders, src: &Source) -> Result<()> {
    for (list, key, rule) in [
        (&o.force_march, "force_march", "7.3.1.2"),
        (&o.forage, "forage", "7.4.1"),
        (&o.forgo_siege, "forgo_siege", "7.4.1.2.2"),
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
                        "{rule}: '{id}' is not a corps of {}",
                        state.power_name(&state.phasing)
                    ),
                ));
            }
        }
    }
    Ok(())
}

/// 7.3: one move `id: path`, checked against `state` and made on `sim`: a leader's (with
/// its escort) or a unit's of the phasing power, planned by the movement rules.
fn check_move(
    rules: &Rules,
    state: &State,
    sim: &mut State,
    o: &Orders,
    src: &Source,
    id: &String,
    path: &[String],
) -> Result<()> {
    let at = format!("moves.{id}");
    if let Some(l) = state.leaders.iter().find(|l| &l.id == id) {
        leader_escort::leader_escort(state, l, path, &o.moves).map_err(|e| src.invalid(&at, e))?;
        if let (Some(last), Some(x)) = (path.last(), sim.leaders.iter_mut().find(|x| &x.id == id)) {
            x.area = last.clone();
            x.in_city = false;
        }
        return Ok(());
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
    let m = movement::plan(
        &rules.land.movement,
        &rules.map,
        state,
        u,
        path,
        o.force_march.contains(id),
    )
    .map_err(|e| src.invalid(&at, cite_7_3(e)))?;
    if let (Some(last), Some(unit)) = (m.entered.last(), sim.units.iter_mut().find(|x| &x.id == id))
    {
        unit.area = last.clone();
        unit.in_city = false;
    }
    Ok(())
}

/// A movement refusal with its rule: the planner's reason, under 7.3 (land movement) where
/// it names no rule of its own ("Styria is not adjacent to Hanover").
fn cite_7_3(e: String) -> String {
    if e.starts_with("7.") {
        e
    } else {
        format!("7.3: {e}")
    }
}

/// 7.3.3: the detachments, then the absorptions, of corps of the phasing power, made on
/// `sim`.
fn check_transfers(
    rules: &Rules,
    state: &State,
    sim: &mut State,
    o: &Orders,
    src: &Source,
) -> Result<()> {
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
            let area = garrisons::transfer_area(rules, t, &u.area, &path)
                .map_err(|e| src.invalid(&at, e))?;
            let done = if key == "detach" {
                garrisons::detach(rules, sim, t, &area).map(|_| ())
            } else {
                garrisons::absorb(rules, sim, t, &area)
            };
            done.map_err(|e| src.invalid(&at, e))?;
        }
    }
    Ok(())
}
