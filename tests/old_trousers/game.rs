//! Maida played to its end with standing orders (every phase the defaults): the sequence
//! runs turn after turn, the battle ends after the last turn and names its outcome, and the
//! same dice give the same battle.

use super::common::{maida, orders};
use pbem::fairness::{ChaChaDice, Digest};
use pbem::rules::old_trousers::orders::Orders;
use pbem::rules::old_trousers::sequence::{player_phase, PhaseOrders};
use pbem::rules::old_trousers::state::State;

fn play(seed: u8, first: &Orders) -> (State, Vec<String>) {
    let (rules, mut st) = maida();
    let mut dice = ChaChaDice::new(&Digest([seed; 32]));
    let none = Orders::default();
    let mut phases = vec![];
    while st.ending.is_none() {
        assert!(phases.len() < 40, "the battle must end");
        phases.push(st.phase());
        let phasing = if phases.len() == 1 { first } else { &none };
        player_phase(
            &rules,
            &mut st,
            PhaseOrders {
                phasing,
                other: &none,
            },
            &mut dice,
        );
    }
    (st, phases)
}

#[test]
fn maida_is_played_to_its_end_with_standing_orders() {
    let (first, _) = orders(
        "moves:\n  78th: [advance 4]\norders:\n  - {from: stuart, to: oswald, order: advance}\n",
    );
    let (st, phases) = play(7, &first);
    assert_eq!(phases.len(), 16, "8 turns of two phases: {phases:?}");
    assert_eq!(phases[0], "turn-1-first");
    assert_eq!(phases[15], "turn-8-second");
    assert_eq!(st.battle.turn, 8);
    let end = st.ending.as_ref().expect("an ending");
    // Standing orders: nobody charges, the lines trade fire until the last turn.
    assert!(
        end.reason.contains("after the last turn") || end.reason.contains("broke"),
        "{end:?}"
    );
    assert!(
        st.units.iter().any(|u| u.hits > 0),
        "the lines in range fired"
    );
    assert_eq!(st.unit("78th").unwrap().stand.centre.y, 20_000);
    let (again, _) = play(7, &first);
    assert_eq!(st, again, "the same dice give the same battle");
}

/// Standing orders of a bold player: every unit that may charge its nearest enemy does.
fn bold(rules: &pbem::rules::old_trousers::Rules, st: &State) -> Orders {
    use pbem::board::table::range::range_centre;
    use pbem::rules::old_trousers::sequence::charges::refusal;
    let side = st.phasing_side().to_string();
    let mut o = Orders::default();
    for u in st
        .units
        .iter()
        .filter(|u| u.side() == side && !u.stand.markers.routed)
    {
        let nearest = st
            .units
            .iter()
            .filter(|e| e.side() != side && !e.stand.markers.routed)
            .min_by_key(|e| (range_centre(&u.stand, &e.stand), e.id().to_string()));
        if let Some(e) = nearest {
            if refusal(rules, st, &side, u.id(), e.id()).is_none() {
                o.charges.insert(u.id().to_string(), e.id().to_string());
            }
        }
    }
    o
}

fn fight(seed: u8) -> (State, Vec<String>, String) {
    let (rules, mut st) = maida();
    let mut dice = ChaChaDice::new(&Digest([seed; 32]));
    let none = Orders::default();
    let mut phases = vec![];
    let mut all = String::new();
    while st.ending.is_none() {
        assert!(phases.len() < 40, "the battle must end");
        phases.push(st.phase());
        let o = bold(&rules, &st);
        let src = pbem::yaml::Source::new("bold.yaml", "");
        pbem::rules::old_trousers::check::check(&rules, &st, st.phasing_side(), &o, &src)
            .expect("bold orders are legal");
        let log = player_phase(
            &rules,
            &mut st,
            PhaseOrders {
                phasing: &o,
                other: &none,
            },
            &mut dice,
        );
        all.push_str(&super::common::text(&log));
    }
    (st, phases, all)
}

#[test]
fn maida_fought_to_its_end_by_bold_players_names_its_outcome() {
    let (st, phases, log) = fight(3);
    let end = st.ending.as_ref().expect("an ending");
    assert!(
        log.contains("charges home") && log.contains("MELEE: COMBAT RESOLUTION"),
        "{log}"
    );
    assert!(
        end.victor.is_some() || end.reason.contains("equal") || end.reason.contains("both"),
        "{end:?}"
    );
    eprintln!("bold Maida: {} phases, {end:?}", phases.len());
    let (again, _, _) = fight(3);
    assert_eq!(st, again, "the same dice give the same battle");
}
