//! Checking what will be done (issue 27): random movement orders, built like the orders
//! template's (the phasing power's units, neighbouring areas, now and then any area or
//! another power's unit), either fail `orders check` with the rule that forbids them, or
//! every move appears in the movement step's report as made or as stopped with its rule.

use crate::support;

use pbem::fairness::ChaChaDice;
use pbem::fairness::Digest;
use pbem::rules::empires_in_arms::check_steps::check_moves;
use pbem::rules::empires_in_arms::land_movement::movement_step::movement_step;
use pbem::rules::empires_in_arms::model::orders::Orders;
use pbem::rules::empires_in_arms::model::state::State;
use pbem::yaml::Source;
use proptest::prelude::*;
use support::eia::rules;

/// France's sequence, October 1805: three French corps on the Rhine, Austrians in Swabia
/// and Bavaria.
fn state() -> State {
    let text = r#"scenario: t
map: central-europe-1805
date: October 1805
turn: 1
land_phase: movement-supply-combat
sequence: [france, austria]
phasing: france
wars: [[france, austria]]
powers:
  france: {name: France, capital: paris, home: [france], political_points: 0, money: 3}
  austria: {name: Austria, capital: austria, home: [austria], political_points: 0}
depots:
  - {power: france, area: alsace}
  - {power: austria, area: bavaria}
units:
  - {id: fr-i, name: I Corps, power: france, kind: corps, area: alsace, factors: {infantry: 10, cavalry: 2}}
  - {id: fr-ii, name: II Corps, power: france, kind: corps, area: alsace, factors: {infantry: 8}}
  - {id: fr-res, name: Cavalry Reserve, power: france, kind: corps, area: lorraine, factors: {cavalry: 6}}
  - {id: au-i, name: Mack, power: austria, kind: corps, area: swabia, factors: {infantry: 12}}
  - {id: au-ii, name: Kienmayer, power: austria, kind: corps, area: bavaria, factors: {infantry: 8}}
leaders: []
"#;
    serde_yaml::from_str(text).unwrap()
}

/// An orders body from picks: (unit, first step, second step, how far / force march).
fn body(st: &State, picks: &[(usize, usize, usize, u8)]) -> String {
    let r = rules();
    let areas: Vec<String> = r.map.areas.keys().cloned().collect();
    let ids: Vec<&String> = st.units.iter().map(|u| &u.id).collect();
    let mut moves = std::collections::BTreeMap::new();
    let mut force = Vec::new();
    for (u, a, b, k) in picks {
        // Mostly the phasing power's units; now and then another power's (to refuse).
        let id = ids[u % ids.len()].clone();
        let at = st.units.iter().find(|x| x.id == id).unwrap().area.clone();
        let step = |from: &str, i: usize| -> String {
            let ns = r.map.neighbours(from);
            if i % 13 == 12 || ns.is_empty() {
                areas[i % areas.len()].clone()
            } else {
                ns[i % ns.len()].0.clone()
            }
        };
        let first = step(&at, *a);
        let mut path = vec![first.clone()];
        for i in 0..(k % 4) as usize {
            let last = path.last().unwrap().clone();
            path.push(step(&last, b + i));
        }
        if k % 7 == 0 {
            force.push(id.clone());
        }
        moves.insert(id, path);
    }
    let mut out = String::from("moves:\n");
    for (id, path) in &moves {
        out.push_str(&format!("  {id}: [{}]\n", path.join(", ")));
    }
    force.sort();
    force.dedup();
    if !force.is_empty() {
        out.push_str(&format!("force_march: [{}]\n", force.join(", ")));
    }
    out
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(64))]

    #[test]
    fn c7_3_random_moves_fail_the_check_with_a_rule_or_each_is_reported_made_or_stopped(
        picks in proptest::collection::vec((0usize..10, 0usize..60, 0usize..60, any::<u8>()), 1..5),
        seed in any::<[u8; 32]>(),
    ) {
        let r = rules();
        let st = state();
        let text = format!(
            "game: empires-in-arms\ncampaign: t\nentry: 1\nturn: 1\nphase: p\nplayer: p\n{}",
            body(&st, &picks)
        );
        let src = Source::new("o.yaml", text);
        let o: Orders = src.parse().unwrap();
        let powers = vec!["france".to_string()];
        match check_moves(&r, &st, &powers, &o, &src) {
            Err(pbem::error::Error::Invalid { message, .. }) => {
                prop_assert!(
                    message.starts_with("7.") || message.starts_with("unknown") || message.contains(": 7."),
                    "refused without its rule: {}", message
                );
            }
            Err(e) => return Err(TestCaseError::fail(format!("not an orders error: {e}"))),
            Ok(_) => {
                let mut s = st.clone();
                let mut dice = ChaChaDice::new(&Digest(seed));
                let out = movement_step(&r, &mut s, &o, &powers, &mut dice);
                for id in o.moves.keys() {
                    let name = &st.units.iter().find(|u| &u.id == id).unwrap().name;
                    let made = format!("{name}: ");
                    let stopped = format!("Move of {name} cancelled: 7.");
                    prop_assert!(
                        out.lines.iter().any(|l| l.starts_with(&made) || l.starts_with(&stopped)),
                        "the move of {} is not in the report: {:#?}", id, out.lines
                    );
                }
            }
        }
    }
}
