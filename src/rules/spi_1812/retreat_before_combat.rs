//! A.3 step 3 retreat before combat: "First Defender, then Attacker may choose to retreat
//! friendly cavalry, leaders and supply units stacked with retreating cavalry to an adjacent
//! area/sub-area not occupied by opposing units. Infantry and F Depots cannot retreat. If
//! opponent has infantry and you have no infantry, you must retreat all cavalry; cavalry
//! that cannot retreat are eliminated."

use super::log::Battle;
use super::losses::{count_combat, eliminate_unit};
use super::map::Map;
use super::orders::Orders;
use super::retreat::destination;
use super::state::{Kind, Side, State};
use super::words::{say, Fought};

/// Step 3 for one side at `place`. `orders` is that side's. With a forced retreat and no
/// `retreat_before_combat` order, every leader and supply unit goes with the cavalry (the
/// documented default).
pub fn retreat_side(
    map: &Map,
    state: &mut State,
    place: &str,
    side: Side,
    orders: &Orders,
    battle: &mut Battle,
) {
    let has_inf = |s: &State, sd: Side| s.at(place, sd).any(|u| u.is_infantry());
    let forced = has_inf(state, side.other()) && !has_inf(state, side);
    let chosen = orders.battle(place).retreat_before_combat;
    let going = retreating(state, place, side, orders, forced);
    if going.is_empty() {
        return;
    }
    let wanted = chosen.as_ref().and_then(|c| c.to.as_deref());
    match destination(map, state, place, side, wanted) {
        Some(to) => {
            let mut names = Vec::new();
            for (id, _) in &going {
                let u = state.unit_mut(id).expect("unit at place");
                u.at = to.clone();
                names.push(u.name.clone());
            }
            battle.lines.push(say(&Fought::RetreatBeforeCombat {
                side: side.adjective(),
                forced,
                to: map.name(&to),
                units: &names,
            }));
        }
        None if forced => {
            for (id, _) in going.iter().filter(|(_, k)| *k == Kind::Cavalry) {
                let t = eliminate_unit(state, id, "A.3 step 3: cavalry that cannot retreat");
                count_combat(state, side, t.strength);
                battle.at_step("3", t.lines);
            }
        }
        None => battle.lines.push(say(&Fought::CannotRetreatBeforeCombat {
            side: side.adjective(),
        })),
    }
}

/// Step 3: the units of `side` at `place` that retreat before combat, with their kind:
/// the cavalry its orders list (all of it when `forced`), and the leaders and supply
/// units listed (all of them when forced with no order), but these only with retreating
/// cavalry.
fn retreating(
    state: &State,
    place: &str,
    side: Side,
    orders: &Orders,
    forced: bool,
) -> Vec<(String, Kind)> {
    let chosen = orders.battle(place).retreat_before_combat;
    let listed = |id: &str| {
        chosen
            .as_ref()
            .is_some_and(|c| c.units.iter().any(|u| u == id))
    };
    let going: Vec<(String, Kind)> = state
        .at(place, side)
        .map(|u| (u.id.clone(), u.kind))
        .filter(|(id, kind)| match kind {
            Kind::Cavalry => forced || listed(id),
            Kind::Leader | Kind::Supply => listed(id) || (forced && chosen.is_none()),
            Kind::Infantry | Kind::Depot | Kind::Hidden => false,
        })
        .collect();
    if !going.iter().any(|(_, k)| *k == Kind::Cavalry) {
        return Vec::new(); // leaders and supply units go only with retreating cavalry
    }
    going
}
