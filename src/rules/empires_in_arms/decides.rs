//! Who has a decision in an entry of the land phase: the players whose powers have
//! something to order or choose that the standing orders (docs/empires-in-arms.md, "No
//! moves received") would not do. The others are not awaited (pbem 0.5.0 on).

use super::combat::land_combat::sites;
use super::model::sides::FRANCE;
use super::model::state::{LandPhase, State};

/// Whether the player controlling `powers` decides in the entry `st` waits for.
pub fn decides(st: &State, powers: &[String]) -> bool {
    if st.announcing() {
        return announces(st, powers);
    }
    let phasing = st.phasing_powers();
    // 7.3 movement, 7.4 supply, 7.5.1.3 the order of combats, 7.5.2 the attacker's chits.
    if powers.iter().any(|p| phasing.contains(p)) {
        return true;
    }
    match st.land_phase {
        LandPhase::CombatOnly => defends(st, powers) || besieged(st, powers, &phasing),
        LandPhase::MovementSupplyCombat => standing(st, powers, &phasing),
    }
}

/// 7.1: France chooses its place in the sequence; 7.1.2: a power with an ally in the
/// sequence may announce a combined movement with it.
fn announces(st: &State, powers: &[String]) -> bool {
    powers.iter().any(|p| p == FRANCE)
        || st
            .sequence
            .iter()
            .any(|q| !powers.contains(q) && powers.iter().any(|p| st.allied(p, q)))
}

/// 7.5.2 the defender's chits, retiring into a city (7.5.1.1), pursuit: a combat of this
/// step where one of `powers` defends.
fn defends(st: &State, powers: &[String]) -> bool {
    sites(st)
        .iter()
        .any(|s| s.defenders.iter().any(|d| powers.contains(d)))
}

/// 7.5.4.1 garrison standing orders (sortie, honours of war, breach): a unit of `powers`
/// inside a city where a phasing power at war with it stands.
fn besieged(st: &State, powers: &[String], phasing: &[String]) -> bool {
    st.units.iter().any(|u| {
        u.in_city
            && powers.contains(&u.power)
            && phasing.iter().any(|q| st.at_war(&u.power, q))
            && st
                .units
                .iter()
                .any(|e| e.area == u.area && phasing.contains(&e.power) && !e.in_city)
    })
}

/// The nonphasing powers' standing orders in a sequence with movement: battle orders for
/// the areas the phasing power may attack after moving (7.3.7), garrisons (7.5.4.1) and
/// depots to destroy (7.3.6.2) of a power at war with a phasing power; joining the
/// defence of an ally attacked (7.3.8.3); letting an ally live off its depots (7.4.2.2).
fn standing(st: &State, powers: &[String], phasing: &[String]) -> bool {
    let has_forces = |p: &String| {
        st.units.iter().any(|u| &u.power == p && u.total() > 0)
            || st.depots.iter().any(|d| &d.power == p)
    };
    powers.iter().any(|p| {
        let at_war = phasing.iter().any(|q| st.at_war(p, q));
        let ally_attacked = st
            .powers
            .keys()
            .any(|a| st.allied(p, a) && phasing.iter().any(|q| st.at_war(a, q)));
        let ally_moves = phasing.iter().any(|q| st.allied(p, q));
        (at_war || ally_attacked || ally_moves) && has_forces(p)
    })
}
