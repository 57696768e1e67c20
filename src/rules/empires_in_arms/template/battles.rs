//! One combat of the player's in the orders template: the forces, the enemy, and the
//! battle's orders with their choices and defaults (7.5.2).

use crate::rules::empires_in_arms::combat::land_combat::Site;
use crate::rules::empires_in_arms::combat::sieges::sally::is_relief;
use crate::rules::empires_in_arms::model::map::Map;
use crate::rules::empires_in_arms::model::orders::default_chit;
use crate::rules::empires_in_arms::model::state::State;
use crate::rules::empires_in_arms::tables::chits::Chit;
use std::fmt::Write as _;

/// The lines for `site`, fought by the player of `powers` (`attacker`: the phasing power's
/// player). `per_supply`: army factors a city holds per point of supply value (7.3.3.4).
pub(super) fn site(
    map: &Map,
    state: &State,
    powers: &[String],
    attacker: bool,
    per_supply: u32,
    site: &Site,
    s: &mut String,
) {
    let side: Vec<&String> = if attacker {
        vec![&state.phasing]
    } else {
        site.defenders
            .iter()
            .filter(|d| powers.contains(d))
            .collect()
    };
    forces(map, state, attacker, site, &side, s);
    orders(map, state, powers, attacker, per_supply, site, &side, s);
}

/// The comment lines naming the combat, the player's forces and leaders, and the enemy.
fn forces(map: &Map, state: &State, attacker: bool, site: &Site, side: &[&String], s: &mut String) {
    let _ = writeln!(
        s,
        "  # {} ({}): you {}; {} combat.",
        map.name(&site.area),
        map.terrain(&site.area),
        if attacker { "attack" } else { "defend" },
        match site.kind {
            crate::rules::empires_in_arms::combat::battle::Kind::Field => "field",
            crate::rules::empires_in_arms::combat::battle::Kind::Trivial =>
                "trivial (7.5.3: no chits)",
        }
    );
    for u in state
        .units
        .iter()
        .filter(|u| u.area == site.area && side.contains(&&u.power))
    {
        let f: Vec<String> = u
            .factors
            .iter()
            .map(|(t, n)| format!("{n} {}", t.label()))
            .collect();
        let _ = writeln!(s, "  #   {} ({}): {}", u.name, u.id, f.join(", "));
    }
    for l in state
        .leaders
        .iter()
        .filter(|l| l.area == site.area && side.contains(&&l.power))
    {
        let _ = writeln!(
            s,
            "  #   leader {} ({}): strategic {}, tactical {}",
            l.name, l.id, l.strategic, l.tactical
        );
    }
    let enemy: Vec<String> = state
        .units
        .iter()
        .filter(|u| {
            u.area == site.area
                && !side.contains(&&u.power)
                && state.at_war(&u.power, &side[0].clone())
        })
        .map(|u| u.name.clone())
        .collect();
    let _ = writeln!(
        s,
        "  #   facing: {} (strengths revealed in step six)",
        enemy.join(", ")
    );
}

/// The battle's orders: chits by day, outflanking, end of day, pursuit, the enemy depot,
/// retirement or sally, retreat preference and reinforcements, with their defaults.
#[allow(clippy::too_many_arguments)]
fn orders(
    map: &Map,
    state: &State,
    powers: &[String],
    attacker: bool,
    per_supply: u32,
    site: &Site,
    side: &[&String],
    s: &mut String,
) {
    days(attacker, site, s);
    retire_or_sally(map, state, powers, attacker, per_supply, site, s);
    retreats_and_reinforcements(map, state, side, site, s);
}

/// 7.5.2.1, 7.5.2.3, 7.5.2.13, 7.5.2.10.2, 7.5.2.14: the chits by day (the side's set),
/// outflanking, end of day, pursuit and the enemy depot, with their defaults.
fn days(attacker: bool, site: &Site, s: &mut String) {
    let set: &[Chit] = if attacker {
        &Chit::ATTACKER
    } else {
        &Chit::DEFENDER
    };
    let _ = writeln!(s, "  {}:", site.area);
    let _ = writeln!(
        s,
        "    days:   # one entry per day of combat; the last serves for later days"
    );
    let _ = writeln!(
        s,
        "      - chit: {}   # {}",
        default_chit(attacker).key(),
        set.iter().map(|c| c.key()).collect::<Vec<_>>().join(" | ")
    );
    let _ = writeln!(s, "        # outflanking: [unit ids]   # with outflank: the force moving around the flank (7.5.2.3)");
    let _ = writeln!(
        s,
        "        end_of_day: fight   # fight | withdraw (7.5.2.13)"
    );
    let _ = writeln!(
        s,
        "    pursue: true   # pursue a broken or withdrawing enemy with your cavalry (7.5.2.10.2)"
    );
    let _ = writeln!(
        s,
        "    enemy_depot: destroy   # destroy | convert (7.5.2.14)"
    );
}

/// 7.5.1.1: a defender's retirement into the area's city; 7.5.4.2.3: an attacker relieving
/// a besieged city, its units inside that may sally.
fn retire_or_sally(
    map: &Map,
    state: &State,
    powers: &[String],
    attacker: bool,
    per_supply: u32,
    site: &Site,
    s: &mut String,
) {
    if !attacker {
        if let Some(c) = map.areas.get(&site.area).and_then(|a| a.city.as_ref()) {
            let _ = writeln!(s, "    # retire: [unit ids]   # 7.5.1.1: whole corps into {} (holds {} factors) when attacked", c.name, c.supply * per_supply);
        }
    } else if is_relief(state, &site.area) {
        let inside: Vec<&str> = state
            .units
            .iter()
            .filter(|u| u.area == site.area && u.in_city && powers.contains(&u.power))
            .map(|u| u.id.as_str())
            .collect();
        let _ = writeln!(s, "    # sally: [unit ids]   # 7.5.4.2.3: your besieged units that fight beside the relieving force: {}", inside.join(", "));
    }
}

/// 7.5.2.10.3.1: the retreat preference; 7.5.2.11: reinforcements, with the side's units
/// adjacent (not across a crossing arrow).
fn retreats_and_reinforcements(
    map: &Map,
    state: &State,
    side: &[&String],
    site: &Site,
    s: &mut String,
) {
    let _ = writeln!(s, "    # retreat_preference: [area ids]   # ties between equally close retreat areas (7.5.2.10.3.1)");
    let cands: Vec<String> = map
        .neighbours(&site.area)
        .into_iter()
        .filter(|(_, b)| !b.crossing)
        .flat_map(|(a, _)| {
            let side = &side;
            state
                .units
                .iter()
                .filter(move |u| u.area == a && side.contains(&&u.power))
                .map(|u| format!("{} at {}", u.id, u.area))
                .collect::<Vec<_>>()
        })
        .collect();
    if cands.is_empty() {
        let _ = writeln!(
            s,
            "    # reinforce: []   # 7.5.2.11: none of your units is adjacent"
        );
    } else {
        let _ = writeln!(
            s,
            "    # reinforce:   # 7.5.2.11, candidates: {}",
            cands.join(", ")
        );
        let _ = writeln!(s, "    #   - {{from: AREA, units: [IDS], leader: LEADER}}");
    }
}
