//! III.B.3 Stationary Fire (simultaneous) and III.B.5 Moving Fire, wired to the musketry
//! and artillery procedures through the table engine's fire check.

use super::common::{maida, orders, text, unit};
use pbem::board::table::measure::{Angle, Point};
use pbem::fairness::ScriptedDice;
use pbem::rules::old_trousers::log::Log;
use pbem::rules::old_trousers::orders::Orders;
use pbem::rules::old_trousers::sequence::{moving_fire, stationary_fire, PhaseOrders};
use pbem::rules::old_trousers::state::State;
use std::collections::BTreeSet;

/// The 78th in line facing a column of the 1er Léger 2.5" away, and nothing else.
fn duel() -> (pbem::rules::old_trousers::Rules, State) {
    let (rules, mut st) = maida();
    st.units
        .retain(|u| u.id() == "78th" || u.id() == "1-leger-1");
    let i = unit(&st, "1-leger-1");
    st.units[i].stand.centre = Point::new(47_000, 19_500);
    (rules, st)
}

#[test]
fn stationary_fire_is_simultaneous() {
    let (rules, mut st) = duel();
    let none = Orders::default();
    // 78th: British 3 x 4 stands = 12 (11 - 15), d10 9 + Column +1 = 10: 2 hits.
    // 1er Léger: other infantry 2 x 2 stands = 4 (1 - 5), d10 8 + OG/Sup/Exc +1 = 9: 1 hit.
    let mut d = ScriptedDice::new([9, 8]);
    let mut log = Log::default();
    let fired = stationary_fire::run(
        &rules,
        &mut st,
        PhaseOrders {
            phasing: &none,
            other: &none,
        },
        &BTreeSet::new(),
        &mut d,
        &mut log,
    );
    assert_eq!(fired.len(), 2, "{}", text(&log));
    assert_eq!(st.unit("1-leger-1").unwrap().hits, 2, "{}", text(&log));
    assert_eq!(st.unit("78th").unwrap().hits, 1, "{}", text(&log));
    assert!(
        text(&log).contains("d10 9 + Column +1 = 10"),
        "{}",
        text(&log)
    );
}

#[test]
fn a_unit_that_moved_waits_for_moving_fire_at_minus_one() {
    let (rules, mut st) = duel();
    let none = Orders::default();
    let moved = BTreeSet::from(["78th".to_string()]);
    let mut log = Log::default();
    let fired = stationary_fire::run(
        &rules,
        &mut st,
        PhaseOrders {
            phasing: &none,
            other: &none,
        },
        &moved,
        &mut ScriptedDice::new([1]),
        &mut log,
    );
    assert_eq!(fired, BTreeSet::from(["1-leger-1".to_string()]));
    moving_fire::run(
        &rules,
        &mut st,
        &none.fire,
        (&moved, &fired),
        &mut ScriptedDice::new([5]),
        &mut log,
    );
    assert!(
        text(&log).contains("d10 5 + Column +1 + Moving -1 = 5"),
        "{}",
        text(&log)
    );
}

#[test]
fn out_of_arc_or_held_fire_does_not_fire() {
    let (rules, mut st) = duel();
    let i = unit(&st, "78th");
    st.units[i].stand.facing = Angle(180); // its back to the French
    let (o, _) = orders("fire:\n  1-leger-1: none\n");
    let none = Orders::default();
    let mut log = Log::default();
    let fired = stationary_fire::run(
        &rules,
        &mut st,
        PhaseOrders {
            phasing: &none,
            other: &o,
        },
        &BTreeSet::new(),
        &mut ScriptedDice::new([]),
        &mut log,
    );
    assert!(fired.is_empty(), "{}", text(&log));
    assert_eq!(
        st.unit("78th").unwrap().hits + st.unit("1-leger-1").unwrap().hits,
        0
    );
}
