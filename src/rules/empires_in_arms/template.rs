//! `pbem orders new`: a commented orders file for the current step, listing the player's
//! combats, forces, the legal choices and the defaults, that parses as it stands.

use super::combat::land_combat::sites;
use super::combat::sieges::sally::is_relief;
use super::model::map::Map;
use super::model::order_parts::DEFAULT_PRIORITY;
use super::model::orders::default_chit;
use super::model::state::State;
use super::tables::chits::Chit;
use crate::engine::{Header, Opening};
use serde::Serialize;
use std::fmt::Write as _;

/// The opening of every orders template for the player of `h` controlling `powers`: what
/// the file is for (`step`), how to send it, the header, and the optional note.
pub fn opening(state: &State, powers: &[String], h: &Header, step: &str) -> String {
    let names: Vec<String> = powers.iter().map(|p| state.power_name(p)).collect();
    let names: Vec<&str> = names.iter().map(String::as_str).collect();
    Opening {
        game: "Empires in Arms",
        sides: &names,
        step: &format!("{step}, {}, turn {}.", state.date, state.turn),
        defaults: "",
        note: "\"A message to the other players, printed in the report.\"",
    }
    .render(h)
}

/// The template for the player of `h` controlling `powers`.
/// `per_supply`: army factors a city holds per point of supply value (7.3.3.4).
pub fn orders_template(
    map: &Map,
    state: &State,
    powers: &[String],
    h: &Header,
    per_supply: u32,
) -> String {
    let attacker = powers.contains(&state.phasing);
    let step = match state.land_phase {
        super::state::LandPhase::CombatOnly => format!(
            "Land combat step of {} (rule 7.5)",
            state.power_name(&state.phasing)
        ),
        super::state::LandPhase::MovementSupplyCombat => format!(
            "Land phase sequence of {}: movement, supply and combat (rules 7.3-7.5)",
            state.power_name(&state.phasing)
        ),
    };
    let mut s = opening(state, powers, h, &step);
    super::positions::comment(map, state, &mut s);
    let prio: Vec<&str> = DEFAULT_PRIORITY.iter().map(|t| t.key()).collect();
    let _ = writeln!(
        s,
        "# 7.5.2.9.2 standing loss priority for all your battles (first lost first):"
    );
    let _ = writeln!(s, "loss_priority: [{}]", prio.join(", "));
    let mine: Vec<_> = sites(state)
        .into_iter()
        .filter(|x| attacker || x.defenders.iter().any(|d| powers.contains(d)))
        .collect();
    if attacker && !mine.is_empty() {
        let _ = writeln!(s, "# 7.5.1.3 the order of your combats:");
        let _ = writeln!(
            s,
            "fight_order: [{}]",
            mine.iter()
                .map(|x| x.area.clone())
                .collect::<Vec<_>>()
                .join(", ")
        );
    }
    if mine.is_empty() {
        if !attacker && state.land_phase == super::state::LandPhase::MovementSupplyCombat {
            standing_section(map, state, powers, per_supply, &mut s);
            return s;
        }
        if attacker && state.land_phase == super::state::LandPhase::MovementSupplyCombat {
            let _ = writeln!(s, "# No combat yet: combats come from your moves (7.3.7); add `battles:` orders for them.\nbattles: {{}}");
            movement_section(map, state, &mut s);
            return s;
        }
        let _ = writeln!(s, "# You have no combat in this step.\nbattles: {{}}");
        return s;
    }
    let _ = writeln!(s, "battles:");
    let set: &[Chit] = if attacker {
        &Chit::ATTACKER
    } else {
        &Chit::DEFENDER
    };
    for site in &mine {
        let side: Vec<&String> = if attacker {
            vec![&state.phasing]
        } else {
            site.defenders
                .iter()
                .filter(|d| powers.contains(d))
                .collect()
        };
        let _ = writeln!(
            s,
            "  # {} ({}): you {}; {} combat.",
            map.name(&site.area),
            map.terrain(&site.area),
            if attacker { "attack" } else { "defend" },
            match site.kind {
                super::battle::Kind::Field => "field",
                super::battle::Kind::Trivial => "trivial (7.5.3: no chits)",
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
        let _ = writeln!(s, "    pursue: true   # pursue a broken or withdrawing enemy with your cavalry (7.5.2.10.2)");
        let _ = writeln!(
            s,
            "    enemy_depot: destroy   # destroy | convert (7.5.2.14)"
        );
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
    if attacker && state.land_phase == super::state::LandPhase::MovementSupplyCombat {
        movement_section(map, state, &mut s);
    }
    s
}

/// A nonphasing power's standing battle orders with movement: the areas it holds where the
/// phasing power may yet declare an attack (7.3.7, 7.3.8.2).
fn standing_section(map: &Map, state: &State, powers: &[String], per_supply: u32, s: &mut String) {
    let _ = writeln!(
        s,
        "# Standing orders, for areas you hold where {} may attack after moving (7.3.7):",
        state.power_name(&state.phasing)
    );
    let _ = writeln!(
        s,
        "#   AREA: {{days: [{{chit: defend}}], retire: [UNIT IDS]}}   # chits: {}; retire into the",
        Chit::DEFENDER
            .iter()
            .map(|c| c.key())
            .collect::<Vec<_>>()
            .join(" | ")
    );
    let _ = writeln!(s, "#   area's city, whole corps within its capacity (7.5.1.1). Unlisted areas: defend, fight, pursue.");
    let _ = writeln!(s, "# garrisons: {{AREA: {{sortie: true, honours_of_war: true, on_breach: fight}}}}   # 7.5.4.1, your besieged");
    let _ = writeln!(
        s,
        "#   cities (defaults as shown; on_breach: fight | surrender)"
    );
    let mut areas: Vec<&str> = state
        .units
        .iter()
        .filter(|u| powers.contains(&u.power) && !u.in_city)
        .map(|u| u.area.as_str())
        .collect();
    areas.sort_unstable();
    areas.dedup();
    for a in areas {
        let ids: Vec<&str> = state
            .units
            .iter()
            .filter(|u| u.area == a && powers.contains(&u.power) && !u.in_city)
            .map(|u| u.id.as_str())
            .collect();
        let city = map.areas.get(a).and_then(|x| x.city.as_ref()).map_or_else(
            || "no city".to_string(),
            |c| format!("{} holds {}", c.name, c.supply * per_supply),
        );
        let _ = writeln!(s, "#   {a}: {}  ({city})", ids.join(", "));
    }
    let _ = writeln!(s, "battles: {{}}");
}

/// The land movement and supply part of the phasing power's template (7.3, 7.4).
fn movement_section(map: &Map, state: &State, s: &mut String) {
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
            super::disembark::landing_areas(map, f).join(", ")
        );
        let _ = writeln!(s, "# into_port: [UNITS]   # 7.3.5 errata: into the landing area's besieged friendly port, if it has room");
    }
    let _ = writeln!(s, "# enemy_depots: {{AREA: destroy | convert}}   # 7.3.6.1, an ungarrisoned enemy depot entered (default destroy)");
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

/// What the player holding some powers alone sees after the phase (`view` in the player's
/// report).
#[derive(Debug, Clone, Serialize)]
pub struct PlayerView {
    /// Its units.
    pub units: Vec<UnitView>,
    /// Its leaders.
    pub leaders: Vec<LeaderView>,
    /// Where every power's forces stand (public), area by area.
    pub positions: Vec<super::positions::Position>,
}

/// A unit in [`PlayerView`].
#[derive(Debug, Clone, Serialize)]
pub struct UnitView {
    /// Name.
    pub name: String,
    /// The area's name.
    pub area: String,
    /// Factors in words (`6 infantry, 2 cavalry`).
    pub factors: String,
    /// Total factors.
    pub total: u32,
}

/// A leader in [`PlayerView`].
#[derive(Debug, Clone, Serialize)]
pub struct LeaderView {
    /// Name.
    pub name: String,
    /// The area's name.
    pub area: String,
}

/// What the player holding `powers` alone sees after the phase: its units (name, area,
/// factors in words, total) and leaders (name, area).
pub fn player_view(map: &Map, st: &State, powers: &[String]) -> PlayerView {
    let units = st
        .units
        .iter()
        .filter(|u| powers.contains(&u.power))
        .map(|u| {
            let f: Vec<String> = u
                .factors
                .iter()
                .map(|(t, n)| format!("{n} {}", t.label()))
                .collect();
            UnitView {
                name: u.name.clone(),
                area: map.name(&u.area),
                factors: f.join(", "),
                total: u.total(),
            }
        })
        .collect();
    let leaders = st
        .leaders
        .iter()
        .filter(|l| powers.contains(&l.power))
        .map(|l| LeaderView {
            name: l.name.clone(),
            area: map.name(&l.area),
        })
        .collect();
    PlayerView {
        units,
        leaders,
        positions: super::positions::positions(map, st),
    }
}
