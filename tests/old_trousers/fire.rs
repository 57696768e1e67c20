//! III.B.3 Stationary Fire (simultaneous) and III.B.5 Moving Fire, wired to the musketry
//! and artillery procedures through the table engine's fire check.

use super::common::{maida, orders, text, unit};
use pbem::board::table::measure::{Angle, Point};
use pbem::fairness::ScriptedDice;
use pbem::rules::old_trousers::log::Log;
use pbem::rules::old_trousers::orders::Orders;
use pbem::rules::old_trousers::sequence::{moving_fire, stationary_fire, PhaseOrders};
use pbem::rules::old_trousers::state::State;
use std::collections::{BTreeMap, BTreeSet};

/// The 78th in line facing a column of the 1er Léger 2.5" away, and nothing else.
fn duel() -> (pbem::rules::old_trousers::Rules, State) {
    let (rules, mut st) = maida();
    st.units
        .retain(|u| u.id() == "78th" || u.id() == "1-leger-1");
    let i = unit(&st, "1-leger-1");
    st.units[i].stand.centre = Point::new(47_000, 19_500);
    (rules, st)
}

// Firefight +2 (provisional reading: two units firing at each other in one subsegment).
#[test]
fn stationary_fire_is_simultaneous_and_a_firefight() {
    let (rules, mut st) = duel();
    let none = Orders::default();
    // They fire at each other: each adds Firefight +2.
    // 78th: British 3 x 4 stands = 12 (11 - 15), d10 9 + Column +1 + Firefight +2 = 12: > 10, 3 hits.
    // 1er Léger: other infantry 2 x 2 stands = 4 (1 - 5), d10 8 + Firefight +2 + OG/Sup/Exc +1 = 11: > 10, 2 hits.
    // Then each unit hit checks morale (provisional): both pass on a 10.
    let mut d = ScriptedDice::new([9, 8, 10, 10]);
    let mut log = Log::default();
    let fired = stationary_fire::run(
        &rules,
        &mut st,
        PhaseOrders {
            phasing: &none,
            other: &none,
        },
        (&BTreeSet::new(), &BTreeMap::new()),
        &mut d,
        &mut log,
    );
    assert_eq!(fired.len(), 2, "{}", text(&log));
    assert_eq!(st.unit("1-leger-1").unwrap().hits, 3, "{}", text(&log));
    assert_eq!(st.unit("78th").unwrap().hits, 2, "{}", text(&log));
    let t = text(&log);
    assert!(
        t.contains("d10 9 + Column +1 + Firefight +2 = 12: > 10 (3 hits)"),
        "{t}"
    );
    assert!(
        t.contains("d10 8 + Firefight +2 + OG / Sup / Exc +1 = 11: > 10 (2 hits)"),
        "{t}"
    );
    assert!(
        t.contains("charts/musketry.yaml firefight: the text gives Firefight +2"),
        "{t}"
    );
}

// Firefight needs both to fire at each other: one holding its fire gives none.
#[test]
fn no_firefight_when_only_one_fires() {
    let (rules, mut st) = duel();
    let (o, _) = orders("fire:\n  1-leger-1: none\n");
    let none = Orders::default();
    let mut log = Log::default();
    // 78th: 12 points, d10 9 + Column +1 = 10: 2 hits; the French hit checks morale (10).
    stationary_fire::run(
        &rules,
        &mut st,
        PhaseOrders {
            phasing: &none,
            other: &o,
        },
        (&BTreeSet::new(), &BTreeMap::new()),
        &mut ScriptedDice::new([9, 10]),
        &mut log,
    );
    let t = text(&log);
    assert!(t.contains("d10 9 + Column +1 = 10: 9 - 10 (2 hits)"), "{t}");
    assert!(!t.contains("Firefight"), "{t}");
    assert_eq!(st.unit("1-leger-1").unwrap().hits, 2, "{t}");
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
        (&moved, &BTreeMap::new()),
        &mut ScriptedDice::new([1]),
        &mut log,
    );
    assert_eq!(fired, BTreeSet::from(["1-leger-1".to_string()]));
    moving_fire::run(
        &rules,
        &mut st,
        &none.fire,
        (&moved, &fired),
        &mut ScriptedDice::new([5, 10]),
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
        (&BTreeSet::new(), &BTreeMap::new()),
        &mut ScriptedDice::new([]),
        &mut log,
    );
    assert!(fired.is_empty(), "{}", text(&log));
    assert_eq!(
        st.unit("78th").unwrap().hits + st.unit("1-leger-1").unwrap().hits,
        0
    );
}

// MORALE TABLE after fire (when: provisional): a failure by 1-2 shakes, by more routs.
#[test]
fn a_unit_hit_checks_morale_and_may_rout() {
    let (rules, mut st) = duel();
    let none = Orders::default();
    // 78th 2 hits on the French (d10 9); French 1 hit on the 78th (d10 8); the 78th's
    // morale: Good needs 2, d10 1 passes? 1 < 2 by 1: shaken. The French: d10 1 = fails.
    let mut d = ScriptedDice::new([9, 8, 1, 1]);
    let mut log = Log::default();
    stationary_fire::run(
        &rules,
        &mut st,
        PhaseOrders {
            phasing: &none,
            other: &none,
        },
        (&BTreeSet::new(), &BTreeMap::new()),
        &mut d,
        &mut log,
    );
    let t = text(&log);
    assert!(t.contains("checks morale"), "{t}");
    assert!(
        t.contains("PROVISIONAL: a unit hit by fire checks morale"),
        "{t}"
    );
    assert!(st.unit("78th").unwrap().stand.markers.shaken, "{t}");
}

// III.B.1 Rally: a routed unit of the phasing side rallies or makes its rout move away.
#[test]
fn routed_units_rally_or_rout_away_from_the_enemy() {
    use pbem::rules::old_trousers::sequence::rally;
    let (rules, mut st) = duel();
    let i = unit(&st, "78th");
    st.units[i].stand.markers.routed = true;
    let before = st.units[i].stand.centre;
    let mut log = Log::default();
    rally::run(&rules, &mut st, &mut ScriptedDice::new([1]), &mut log);
    let u = st.unit("78th").unwrap();
    assert!(u.stand.markers.routed, "{}", text(&log));
    assert!(
        u.stand.centre.y < before.y,
        "away from the French: {:?}",
        u.stand.centre
    );
    assert!(
        text(&log).contains("does not rally and routs 12.000\" of 12.000\""),
        "{}",
        text(&log)
    );
    let mut st2 = st.clone();
    rally::run(&rules, &mut st2, &mut ScriptedDice::new([10]), &mut log);
    let u = st2.unit("78th").unwrap();
    assert!(
        !u.stand.markers.routed && u.stand.markers.shaken && u.stand.markers.disordered,
        "{}",
        text(&log)
    );
}
