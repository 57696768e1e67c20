//! `pbem orders new`: a commented orders file for the current player turn that parses as
//! it stands, listing the player's units, where they may go, the chits and the defaults;
//! and the standing orders of a player who sent none.

use super::map::Map;
use super::state::{Kind, Side, State};
use super::Rules;
use crate::engine::{Header, Opening};
use std::fmt::Write as _;

fn unit_line(map: &Map, rules: &Rules, u: &super::state::Unit) -> String {
    let what = match u.kind {
        Kind::Infantry => format!("infantry {}", u.strength),
        Kind::Cavalry => format!("cavalry {}", u.strength),
        Kind::Leader => format!(
            "leader, command {}, {:+}{}",
            u.command,
            u.tactical,
            if u.cavalry { ", cavalry" } else { "" }
        ),
        Kind::Supply => "supply unit".into(),
        Kind::Depot => "depot (moves only with one supply unit)".into(),
        Kind::Hidden => "a stack, its units hidden".into(),
    };
    let allowance = rules
        .charts
        .movement
        .allowance
        .get(&u.kind)
        .map_or(String::new(), |a| format!("; moves {a}"));
    format!(
        "#   {:<18} {}, {what}, at {}{allowance}; next to: {}",
        u.id,
        u.name,
        map.name(&u.at),
        map.neighbours(&u.at).join(", ")
    )
}

/// The template for the player of `h` controlling `sides`.
pub fn orders_template(rules: &Rules, state: &State, sides: &[Side], h: &Header) -> String {
    let phasing = sides.contains(&state.phasing);
    let names: Vec<&str> = sides.iter().map(|s| s.adjective()).collect();
    let mut s = Opening {
        game: "1812 (SPI, area game)",
        sides: &names,
        step: &format!(
            "{} player turn, turn {} ({}).",
            state.phasing.adjective(),
            state.turn,
            state.date()
        ),
        defaults: " (docs/spi-1812.md)",
        note: "a message for the report",
    }
    .render(h);
    your_units(rules, state, sides, &mut s);
    if phasing {
        movement_help(rules, state, sides, &mut s);
    } else {
        attrition_help(&rules.map, state, &mut s);
    }
    battles_help(rules, phasing, &mut s);
    if state.phasing == Side::France {
        interphases_help(sides, &mut s);
    }
    s
}

/// The player's units, and the reinforcements placed this player turn (A.1.A), each
/// with where it may go.
fn your_units(rules: &Rules, state: &State, sides: &[Side], s: &mut String) {
    let map = &rules.map;
    let _ = writeln!(s, "#\n# Your units:");
    for u in state.units.iter().filter(|u| sides.contains(&u.side)) {
        let _ = writeln!(s, "{}", unit_line(map, rules, u));
    }
    let arriving: Vec<_> = state
        .reinforcements
        .iter()
        .filter(|r| {
            sides.contains(&r.unit.side) && r.unit.side == state.phasing && r.turn <= state.turn
        })
        .collect();
    if !arriving.is_empty() {
        let _ = writeln!(
            s,
            "# A.1.A reinforcements placed this player turn (they may move):"
        );
        for r in arriving {
            let _ = writeln!(s, "{}", unit_line(map, rules, &r.unit));
        }
    }
}

/// A corps of the phasing player's, with a place next to it and one beyond, for the
/// examples of moves and forced marches (empty when it has none).
fn example_move(map: &Map, state: &State, sides: &[Side]) -> (String, String, String) {
    let example = state
        .units
        .iter()
        .find(|u| u.side == state.phasing && sides.contains(&u.side) && u.is_corps());
    match example {
        Some(u) => {
            let n1 = map
                .neighbours(&u.at)
                .first()
                .map_or(String::new(), |n| n.to_string());
            let n2 = map
                .neighbours(&n1)
                .into_iter()
                .find(|n| *n != u.at)
                .unwrap_or_default()
                .to_string();
            (u.id.clone(), n1, n2)
        }
        None => (String::new(), String::new(), String::new()),
    }
}

/// A.2-3, for the phasing player: basic movement, forced march, depletion, depots and
/// the order of battles.
fn movement_help(rules: &Rules, state: &State, sides: &[Side], s: &mut String) {
    let (eid, e1, e2) = example_move(&rules.map, state, sides);
    let _ = writeln!(s, "#\n# A.2.A basic movement: unit: [the areas/sub-areas it enters, in order]. Only corps may");
    let _ = writeln!(
        s,
        "# enter a place held by the enemy (leaders and supply units with them); entering one ends"
    );
    let _ = writeln!(
        s,
        "# the move. A depot moves only with the one supply unit stacked with it (same path)."
    );
    let _ = writeln!(s, "# moves:\n#   {eid}: [{e1}]");
    let _ = writeln!(
        s,
        "# A.2.B forced march, after basic movement: corps and leaders, {} more place(s);",
        rules.charts.movement.forced_march
    );
    let _ = writeln!(
        s,
        "# a die per corps on the Forced March Table, leaders automatic."
    );
    let _ = writeln!(s, "# forced_march:\n#   {eid}: [{e2}]");
    let _ = writeln!(
        s,
        "# A.2.C: deplete: [areas holding your supply unit and no enemy] to 100%."
    );
    if sides.contains(&Side::France) {
        let _ = writeln!(s, "# France: destroy_depots: [depot ids]; depots: [a place in an area you deplete that was undepleted].");
    }
    let _ = writeln!(
        s,
        "# A.3 combat_order: [places], the order of battles (default: by name)."
    );
}

/// A.1.C, for the non-phasing player: the areas for attrition losses, among those
/// holding the phasing player's stacks.
fn attrition_help(map: &Map, state: &State, s: &mut String) {
    let _ = writeln!(s, "#\n# A.1.C attrition: pick the areas, one loss each in order, among those holding {} stacks:", state.phasing.adjective());
    let mut areas: Vec<&str> = state
        .units
        .iter()
        .filter(|u| u.side == state.phasing)
        .map(|u| map.area_of(&u.at))
        .collect();
    areas.sort_unstable();
    areas.dedup();
    let _ = writeln!(
        s,
        "#   {}\n# (default: the area with the most {} strength)",
        areas.join(", "),
        state.phasing.adjective()
    );
    let _ = writeln!(
        s,
        "# attrition_areas: [{}]",
        areas.first().copied().unwrap_or("")
    );
}

/// A.3: the battle plan chits (the attacker's for the phasing player), retreats,
/// pursuit and the order of losses.
fn battles_help(rules: &Rules, phasing: bool, s: &mut String) {
    let bp = &rules.charts.battle_plan;
    let (set, role) = if phasing {
        (&bp.attacker, "attacker")
    } else {
        (&bp.defender, "defender")
    };
    let _ = writeln!(
        s,
        "#\n# A.3 battles, by place: your secret battle plan chit as {role} ({}; default {}),",
        set.join(", "),
        bp.default[role]
    );
    let _ = writeln!(
        s,
        "# retreat before combat (cavalry, with leaders and supply units), pursuit (default yes),"
    );
    let _ = writeln!(s, "# and where to retreat after combat (default: the free neighbour with most friendly strength).");
    let _ = writeln!(s, "# battles:\n#   vilna: {{chit: {}, pursue: true, retreat_to: minsk, retreat_before_combat: {{units: [cavalry ids], to: minsk}}}}", set[0]);
    let _ = writeln!(s, "# default_chit: {}", set[0]);
    let _ = writeln!(
        s,
        "# loss_order: [your corps, first to take losses] (default: the strongest first)"
    );
}

/// C and D, after the French player turn: the interphase orders of each side.
fn interphases_help(sides: &[Side], s: &mut String) {
    let _ = writeln!(
        s,
        "#\n# After the French player turn: C supply and D victory points interphases."
    );
    if sides.contains(&Side::Russia) {
        let _ = writeln!(
            s,
            "# C.1 supply_order: [areas] (default: 100% depleted areas first, then by name)"
        );
    }
    if sides.contains(&Side::France) {
        let _ = writeln!(s, "# C.2 depot_supply: [undepleted areas whose French corps draw on a depot] (default: the area)");
        let _ = writeln!(s, "# C.2 keep_depots: [depots to keep when an area's corps must expend one, first kept first] (default: by id, the last expended)");
        let _ = writeln!(s, "# D.2 political_loss: the corps to eliminate if below the minimum (default: the weakest)");
    }
    let _ = writeln!(s, "# C.2 transfers: {{100% depleted area: adjacent area}} (default: the first allowed, by name)");
}
