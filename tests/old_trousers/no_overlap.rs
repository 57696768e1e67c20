//! Maida played in the process on fixed dice with both sides on the standing orders pbem
//! decides (posture attack), 12 player phases: no unit's base overlaps another's, friend
//! or enemy, and every base is wholly on the table, in any phase's state. From pbem 0.12.0
//! a charger moved adjacent squares to the edge it strikes, and a routed unit boxed in
//! turns in place only where its turned base fits (charts/rout.yaml `boxed-in`). The 0.11
//! rules on seed 20 leave the 42e Ligne's 2nd Bn on the 81st (the charge); on seed 14 the
//! routed Swiss Battalion and the 42e Ligne's 2nd Bn overlap, and on seed 3 the routed 1st
//! Polish Legion's base hangs over the table edge (boxed-in turns); the 0.12.0 rules
//! showed friends overlapping on seeds 5 and 16 before the boxed-in reading.

use super::common::maida;
use pbem::board::table::geometry::convex_overlap;
use pbem::fairness::{ChaChaDice, Digest};
use pbem::rules::old_trousers::orders::Orders;
use pbem::rules::old_trousers::revision::Revision;
use pbem::rules::old_trousers::sequence::{player_phase, PhaseOrders};
use pbem::rules::old_trousers::standing_orders::body;
use pbem::rules::old_trousers::state::State;
use pbem::rules::old_trousers::Rules;
use pbem::rules::table_game::posture::Posture;
use pbem::yaml::Source;

/// `side`'s standing orders, parsed as a player's file is.
fn standing(rules: &Rules, st: &State, side: &str) -> Orders {
    let Some(text) = body(rules, st, side, Posture::Attack) else {
        return Orders::default();
    };
    Source::new(format!("standing orders of {side}"), text)
        .parse()
        .expect("orders parse")
}

/// Every two units whose bases overlap (`a on b`) and every unit whose base is not wholly
/// on the table (`a off the table`).
fn misplaced(rules: &Rules, st: &State) -> Vec<String> {
    let mut v = vec![];
    for (k, a) in st.units.iter().enumerate() {
        let fa = a.stand.footprint().corners();
        if fa.iter().any(|c| !rules.table.has(*c)) {
            v.push(format!("{} off the table", a.id()));
        }
        for b in &st.units[k + 1..] {
            if convex_overlap(&fa, &b.stand.footprint().corners()) {
                v.push(format!("{} on {}", a.id(), b.id()));
            }
        }
    }
    v
}

/// Maida played by `rules` on the dice of `seed`: each phase whose state has a base
/// misplaced, with what is.
fn play(rules: &Rules, seed: u8) -> Vec<(u32, Vec<String>)> {
    let (_, mut st) = maida();
    let mut dice = ChaChaDice::new(&Digest([seed; 32]));
    let mut found = vec![];
    for n in 1..=12 {
        if st.ending.is_some() {
            break;
        }
        let phasing = st.phasing_side().to_string();
        let other = st.enemy_of(&phasing).to_string();
        let (a, b) = (standing(rules, &st, &phasing), standing(rules, &st, &other));
        let orders = PhaseOrders {
            phasing: &a,
            other: &b,
        };
        player_phase(rules, &mut st, orders, &mut dice);
        let o = misplaced(rules, &st);
        if !o.is_empty() {
            found.push((n, o));
        }
    }
    found
}

#[test]
fn maida_never_leaves_a_base_on_another_or_off_the_table() {
    let (rules, _) = maida();
    for seed in [3, 5, 14, 16, 20] {
        assert_eq!(play(&rules, seed), vec![], "seed {seed}");
    }
    let mut old = rules.clone();
    old.revision = Revision::V0_11;
    let first = |seed| play(&old, seed).into_iter().next();
    let at = |n: u32, what: &[&str]| Some((n, what.iter().map(|w| w.to_string()).collect()));
    let o = first(20).expect("seed 20");
    assert_eq!(o.0, 5, "{o:?}");
    assert!(o.1.contains(&"81st on 42-ligne-2".to_string()), "{o:?}");
    assert_eq!(first(14), at(10, &["42-ligne-2 on swiss-bn"]));
    assert_eq!(first(3), at(7, &["polish-legion off the table"]));
}
