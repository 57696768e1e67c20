//! A.2.C depot destruction / area depletion: "F can choose to destroy depots. An area with
//! phasing player's supply unit and no non-phasing units may be 100% depleted; F may place
//! depot if area was undepleted."

use super::log::Log;
use super::map::Map;
use super::movement::Illegal;
use super::orders::Orders;
use super::state::{Kind, Side, State, Unit};
use super::words::{say, Moved, Refused};

/// Checks the step's orders of the phasing side against `state`; the first illegal one.
pub fn validate(map: &Map, state: &State, o: &Orders) -> Result<(), Illegal> {
    check_destroy(state, o)?;
    check_deplete(map, state, o)?;
    check_depots(map, state, o)
}

/// The refusal of the order at `path`.
fn bad(path: String, why: &Refused) -> Result<(), Illegal> {
    Err(Illegal {
        path,
        message: say(why),
    })
}

/// A.2.C: "F can choose to destroy depots": French depots, in the French player turn.
fn check_destroy(state: &State, o: &Orders) -> Result<(), Illegal> {
    let side = state.phasing;
    for (i, id) in o.destroy_depots.iter().enumerate() {
        let ok = state
            .unit(id)
            .is_some_and(|u| u.side == Side::France && u.kind == Kind::Depot);
        if side != Side::France || !ok {
            return bad(
                format!("destroy_depots[{i}]"),
                &Refused::NotAFrenchDepot { id },
            );
        }
    }
    Ok(())
}

/// A.2.C: "An area with phasing player's supply unit and no non-phasing units may be 100%
/// depleted."
fn check_deplete(map: &Map, state: &State, o: &Orders) -> Result<(), Illegal> {
    let side = state.phasing;
    for (i, area) in o.deplete.iter().enumerate() {
        if !map.is_area(area) {
            return bad(format!("deplete[{i}]"), &Refused::UnknownArea { area });
        }
        let in_area = |u: &&Unit| map.area_of(&u.at) == area;
        if !state
            .units
            .iter()
            .filter(in_area)
            .any(|u| u.side == side && u.kind == Kind::Supply)
        {
            return bad(
                format!("deplete[{i}]"),
                &Refused::DepleteWithoutSupply {
                    area: map.name(area),
                    side: side.adjective(),
                },
            );
        }
        if state.units.iter().filter(in_area).any(|u| u.side != side) {
            return bad(
                format!("deplete[{i}]"),
                &Refused::DepleteHeld {
                    area: map.name(area),
                    enemy: side.other().adjective(),
                },
            );
        }
    }
    Ok(())
}

/// A.2.C: "F may place depot if area was undepleted": one in each area France 100%
/// depletes, within the scenario's limit of depots on the map.
fn check_depots(map: &Map, state: &State, o: &Orders) -> Result<(), Illegal> {
    let side = state.phasing;
    let on_map =
        state.units.iter().filter(|u| u.kind == Kind::Depot).count() - o.destroy_depots.len();
    for (i, place) in o.depots.iter().enumerate() {
        let path = format!("depots[{i}]");
        if side != Side::France {
            return bad(path, &Refused::OnlyFrancePlacesDepots);
        }
        if !map.has(place) {
            return bad(path, &Refused::UnknownPlace { place });
        }
        let area = map.area_of(place);
        if !o.deplete.iter().any(|a| a == area) {
            return bad(path, &Refused::DepotOutsideDepletion { area });
        }
        if state.depletion_of(area) > 0 {
            return bad(
                path,
                &Refused::DepotInDepletedArea {
                    area: map.name(area),
                    level: state.depletion_of(area),
                },
            );
        }
        if o.depots[..i].iter().any(|p| map.area_of(p) == area) {
            return bad(
                path,
                &Refused::SecondDepot {
                    area: map.name(area),
                },
            );
        }
        if on_map + i + 1 > state.depot_limit as usize {
            return bad(
                path,
                &Refused::DepotLimit {
                    limit: state.depot_limit,
                },
            );
        }
    }
    Ok(())
}

/// Destroys, depletes and places as ordered; orders no longer legal (after a failed forced
/// march, say) are cancelled and said so.
pub fn depot_destruction(map: &Map, state: &mut State, o: &Orders, log: &mut Log) {
    let side = state.phasing;
    log.begin("A.2.C", "Depot destruction / area depletion");
    if let Err(e) = validate(map, state, o) {
        let reason = &e.message;
        log.private(side, say(&Moved::DepotOrdersCancelled { reason }));
        log.public(say(&Moved::NoDepotDestruction));
        return;
    }
    for id in &o.destroy_depots {
        if let Some(u) = state.eliminate(id, "A.2.C destroyed by its owner") {
            log.private(
                side,
                say(&Moved::DepotDestroyed {
                    depot: &u.name,
                    place: map.name(&u.at),
                }),
            );
        }
    }
    for area in &o.deplete {
        let was = state.depletion_of(area);
        state.depletion.insert(area.clone(), 100);
        log.public(say(&Moved::Depletes {
            side: side.adjective(),
            area: map.name(area),
            was,
        }));
    }
    for place in &o.depots {
        state.depots_placed += 1;
        let n = state.depots_placed;
        let unit = Unit {
            id: format!("fr-depot-new-{n}"),
            side: Side::France,
            kind: Kind::Depot,
            name: format!("Depot {n} of {}", map.name(place)),
            at: place.clone(),
            strength: 0,
            command: 0,
            tactical: 0,
            cavalry: false,
        };
        log.private(
            side,
            say(&Moved::DepotPlaced {
                depot: &unit.name,
                id: &unit.id,
            }),
        );
        state.units.push(unit);
    }
    if o.destroy_depots.is_empty() && o.deplete.is_empty() {
        log.public(say(&Moved::NoAreaDepleted));
    }
}
