//! Maida played in the process on fixed dice with both sides on the standing orders pbem
//! decides (posture attack), 12 player phases: no unit's base overlaps an enemy's in any
//! phase's state (from pbem 0.12.0 a charger moved adjacent squares to the edge it
//! strikes; the 0.11 rules on seed 20 leave the 42e Ligne's 2nd Bn on the 81st). Friends
//! are left out: a routed unit boxed in turns in place to face away and may overlap a
//! friend beside it (RALLY "rout move", a reading of its own, not a charge).

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

/// Every two enemy units whose bases overlap.
fn enemies_overlapping(st: &State) -> Vec<(String, String)> {
    let mut v = vec![];
    for (k, a) in st.units.iter().enumerate() {
        for b in st.units[k + 1..].iter().filter(|b| b.side() != a.side()) {
            let (fa, fb) = (a.stand.footprint(), b.stand.footprint());
            if convex_overlap(&fa.corners(), &fb.corners()) {
                v.push((a.id().to_string(), b.id().to_string()));
            }
        }
    }
    v
}

/// Maida played by `rules` on the dice of `seed`: each phase whose state has enemy bases
/// overlapping, with the pairs.
fn play(rules: &Rules, seed: u8) -> Vec<(u32, Vec<(String, String)>)> {
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
        let o = enemies_overlapping(&st);
        if !o.is_empty() {
            found.push((n, o));
        }
    }
    found
}

#[test]
fn maida_never_leaves_enemy_bases_overlapping_iii_b_4() {
    let (rules, _) = maida();
    for seed in [5, 14, 20] {
        assert_eq!(play(&rules, seed), vec![], "seed {seed}");
    }
    let mut old = rules.clone();
    old.revision = Revision::V0_11;
    let o = play(&old, 20);
    assert_eq!(o.first().map(|(n, _)| *n), Some(5), "{o:?}");
    assert_eq!(o[0].1, vec![("81st".to_string(), "42-ligne-2".to_string())]);
}
