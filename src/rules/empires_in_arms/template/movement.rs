//! The phasing power's land movement and supply orders in the orders template (7.2-7.5.4).

use crate::rules::empires_in_arms::model::map::Map;
use crate::rules::empires_in_arms::model::state::State;
use std::fmt::Write as _;

/// The land movement and supply part of the phasing power's template (7.3, 7.4).
pub(super) fn movement_section(map: &Map, state: &State, s: &mut String) {
    depots_part(state, s);
    landing_part(map, state, s);
    moves_part(map, state, s);
    after_moves_part(s);
}

/// 7.2: the depots to remove and place, with the treasury and the power's depots.
fn depots_part(state: &State, s: &mut String) {
    let money = state.powers.get(&state.phasing).map_or(0, |p| p.money);
    let mut own: Vec<String> = state
        .depots
        .iter()
        .filter(|d| d.power == state.phasing)
        .map(|d| d.area.clone())
        .collect();
    own.extend(
        state
            .port_depots
            .iter()
            .filter(|d| d.power == state.phasing)
            .map(|d| format!("{} (inside its besieged port city, 7.4.3.4)", d.area)),
    );
    let _ = writeln!(
        s,
        "# 7.2 depots: remove first, then place (1 money point each; treasury {money}). A new depot"
    );
    let _ = writeln!(s, "# goes in a friendly city area of your territory (7.2.1) or within two unblocked areas of a");
    let _ = writeln!(
        s,
        "# depot in a valid supply chain (7.2.3; outside your territory only with a corps there)."
    );
    let _ = writeln!(s, "# Your depots: {}", own.join(", "));
    let _ = writeln!(s, "# depots: {{remove: [AREAS], place: [AREAS]}}   # a sea id: a depot on your fleet there (7.2.4);");
    let _ = writeln!(
        s,
        "#   your besieged port reached by sea supply: the depot goes inside the city (7.2.2.1)"
    );
}

/// 7.3.5, 7.3.6.1: the landings of the units aboard the power's fleets, and the enemy
/// depots entered.
fn landing_part(map: &Map, state: &State, s: &mut String) {
    for f in state
        .fleets
        .iter()
        .filter(|f| f.power == state.phasing && !f.carrying.is_empty())
    {
        let _ = writeln!(
            s,
            "# disembark: {{UNIT: AREA}}   # 7.3.5: {} aboard in the {} must land: {}",
            f.carrying.join(", "),
            map.name(&f.sea),
            crate::rules::empires_in_arms::disembark::landing_areas(map, f).join(", ")
        );
        let _ = writeln!(s, "# into_port: [UNITS]   # 7.3.5 errata: into the landing area's besieged friendly port, if it has room");
    }
    let _ = writeln!(s, "# enemy_depots: {{AREA: destroy | convert}}   # 7.3.6.1, an ungarrisoned enemy depot entered (default destroy)");
}

/// 7.3: the moves, one line per unit and leader of the power with the areas next to it.
fn moves_part(map: &Map, state: &State, s: &mut String) {
    let _ = writeln!(
        s,
        "# 7.3 land movement: unit or leader id: [areas entered, in order]. A leader moves with a"
    );
    let _ = writeln!(s, "# corps from its area making the same move. Costs: 1 an area, 2 marsh or mountain, +1 across a");
    let _ = writeln!(s, "# river into an enemy corps, +1 a crossing arrow; a corps stops on entering an enemy corps.");
    let _ = writeln!(
        s,
        "# Allowances: cavalry corps, cossacks, freikorps 5; French infantry corps 4; others 3."
    );
    let _ = writeln!(s, "# moves:");
    for u in state.units.iter().filter(|u| u.power == state.phasing) {
        let next: Vec<String> = map
            .neighbours(&u.area)
            .into_iter()
            .map(|(a, _)| a)
            .collect();
        let _ = writeln!(
            s,
            "#   {}: []   # {} at {}; next: {}",
            u.id,
            u.name,
            u.area,
            next.join(", ")
        );
    }
    for l in state.leaders.iter().filter(|l| l.power == state.phasing) {
        let _ = writeln!(s, "#   {}: []   # leader {} at {}", l.id, l.name, l.area);
    }
}

/// 7.3.1.2, 7.3.3, 7.4.1, 7.5.4: force marches, garrison transfers, siege orders and
/// foraging choices.
fn after_moves_part(s: &mut String) {
    let _ = writeln!(
        s,
        "# force_march: [corps ids]   # 7.3.1.2: +1 movement point; such a corps must forage"
    );
    let _ = writeln!(s, "# detach: [{{corps: ID, area: AREA, post: city | depot, factors: {{infantry: N}}}}]   # 7.3.3: garrisons");
    let _ = writeln!(s, "#   left where the corps starts or passes (default: where it ends); cavalry and guard become infantry");
    let _ = writeln!(s, "# absorb: [{{corps: ID, area: AREA, post: city | depot, factors: {{infantry: N}}}}]   # 7.3.3");
    let _ = writeln!(s, "# assaults: [AREAS]   # 7.5.4.1: assault attempts on the cities you besiege, after the combats");
    let _ = writeln!(s, "# grant_honours: [AREAS]   # 7.5.4.1.2.3.1: grant the honours of war there if asked (default: refuse)");
    let _ = writeln!(s, "# garrison_attacks: {{AREA: [UNIT IDS]}}   # 7.5.4.2.1: your besieged forces attack the besiegers ([]: all)");
    let _ = writeln!(s, "# forage: [corps ids]        # 7.4.1: forage though depot supply is open (default: depot supply");
    let _ = writeln!(
        s,
        "#                            # within 3 areas while the treasury lasts, else forage)"
    );
    let _ = writeln!(s, "# forgo_siege: [corps ids]   # 7.4.1.2.2, 7.5.4: forage with unused movement points beside an");
    let _ = writeln!(
        s,
        "#                            # enemy-held city, not besieging it this sequence (default: besiege)"
    );
}
