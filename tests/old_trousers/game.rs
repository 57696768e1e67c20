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
    assert_eq!(st.turn, 8);
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
