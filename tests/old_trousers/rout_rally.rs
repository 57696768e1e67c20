//! Issue 26, items 2 and 3: rally from shaken (III.B.2), routed units that run their rout
//! distance (III.B.1) and leave contact, a unit never hit beyond its strength.

use super::common::{maida, orders, text, unit, ByPurpose};
use pbem::board::table::measure::{Angle, Length, Point};
use pbem::board::table::range::in_contact;
use pbem::rules::old_trousers::orders::Orders;
use pbem::rules::old_trousers::sequence::end_of_turn::losses;
use pbem::rules::old_trousers::sequence::rout::rout_move;
use pbem::rules::old_trousers::sequence::{player_phase, PhaseOrders};
use pbem::rules::old_trousers::state::State;
use pbem::rules::old_trousers::Rules;

fn only(ids: &[&str]) -> (Rules, State) {
    let (rules, mut st) = maida();
    st.units.retain(|u| ids.contains(&u.id()));
    (rules, st)
}

fn phase(rules: &Rules, st: &mut State, o: &Orders, d: &mut ByPurpose) -> String {
    let none = Orders::default();
    text(&player_phase(
        rules,
        st,
        PhaseOrders {
            phasing: o,
            other: &none,
        },
        d,
    ))
}

// III.B.2 "rally from a shaken status": a shaken Good unit rolls the MORALE TABLE (needs
// 2): 10 - 1 (Shaken) rallies, 1 - 1 stays shaken; shaken is never permanent.
#[test]
fn iii_b_2_a_shaken_unit_rallies_from_shaken_on_the_morale_table() {
    for (die, shaken) in [(10, false), (1, true)] {
        let (rules, mut st) = only(&["78th", "1-leger-1"]);
        let i = unit(&st, "78th");
        st.units[i].stand.markers.shaken = true;
        let (o, _) = orders("moves:\n  78th: [rally]\n");
        let mut d = ByPurpose::new(&[("morale", die)], 1);
        let t = phase(&rules, &mut st, &o, &mut d);
        assert_eq!(st.unit("78th").unwrap().stand.markers.shaken, shaken, "{t}");
        let said = if shaken {
            "stays shaken"
        } else {
            "rallies from shaken"
        };
        assert!(
            t.contains(&format!(
                "2/78th Highlanders {said}: MORALE TABLE (rally from shaken)"
            )),
            "{t}"
        );
        assert!(t.contains("Shaken -1"), "{t}");
    }
}

// III.B.1 "Any routed unit that does not rally must make a rout move": the whole rout
// distance (12" infantry, charts/rout.yaml), straight away from the nearest enemy, through
// a friend in the way.
#[test]
fn iii_b_1_a_routed_unit_runs_its_whole_rout_distance_through_friends() {
    let (rules, mut st) = only(&["78th", "58th", "1-leger-1"]);
    let i = unit(&st, "78th");
    st.units[i].stand.markers.routed = true;
    st.units[i].stand.markers.shaken = true;
    let j = unit(&st, "58th");
    st.units[j].stand.centre = Point::new(47_000, 12_000);
    let k = unit(&st, "1-leger-1");
    st.units[k].stand.centre = Point::new(47_000, 30_000);
    let mut d = ByPurpose::new(&[], 1);
    let t = phase(&rules, &mut st, &Orders::default(), &mut d);
    assert!(
        t.contains("does not rally and routs 12.000\" of 12.000\""),
        "{t}"
    );
    assert!(t.contains("passes through its own side's units"), "{t}");
    let s = &st.unit("78th").unwrap().stand;
    assert_eq!(
        (s.centre, s.facing),
        (Point::new(47_000, 4_000), Angle(180)),
        "{t}"
    );
}

// III.B.1: boxed in against the table edge it cannot run at all: it stays, still routed,
// and the report names the provisional reading. From 0.12.0 turned away from the 1er
// Léger (oblique) its base would leave the table, so it keeps its facing (charts/rout.yaml
// boxed-in; tests/old_trousers/boxed_in.rs).
#[test]
fn iii_b_1_a_routed_unit_boxed_in_stays_and_the_report_says_why() {
    let (rules, mut st) = only(&["78th", "1-leger-1"]);
    let i = unit(&st, "78th");
    st.units[i].stand.centre = Point::new(47_000, 300);
    st.units[i].stand.markers.routed = true;
    let mut d = ByPurpose::new(&[], 1);
    let t = phase(&rules, &mut st, &Orders::default(), &mut d);
    assert!(
        t.contains("routs 0.000\" of 12.000\", boxed in, it stays as it stands, facing unchanged: turned away it would leave the table (PROVISIONAL"),
        "{t}"
    );
    let s = &st.unit("78th").unwrap().stand;
    assert!(s.markers.routed);
    assert_eq!(
        (s.centre, s.facing),
        (Point::new(47_000, 300), Angle(0)),
        "{t}"
    );
}

// MELEE: COMBAT RESULTS "routs": a unit that routs in contact runs at once and leaves
// contact.
#[test]
fn melee_a_unit_routing_in_contact_leaves_contact() {
    let (rules, mut st) = only(&["78th", "1-leger-1"]);
    let k = unit(&st, "1-leger-1");
    // The column's front edge (0.75" before its centre) on the 78th's front edge (16.25).
    st.units[k].stand.centre = Point::new(47_000, 17_000);
    let i = unit(&st, "78th");
    assert!(in_contact(&st.units[i].stand, &st.units[k].stand));
    let r = rout_move(&rules, &mut st, i, Length::inches(12));
    assert_eq!(r.distance, Length::inches(12));
    assert!(!in_contact(&st.units[i].stand, &st.units[k].stand));
}

// A unit never takes hits beyond its strength (16 for infantry, charts/stands.yaml), and
// hits beyond it never count toward its army's break.
#[test]
fn hits_never_exceed_a_units_strength() {
    let (rules, mut st) = only(&["78th", "1-leger-1"]);
    let i = unit(&st, "78th");
    st.units[i].hits = 15;
    let k = unit(&st, "1-leger-1");
    st.units[k].stand.centre = Point::new(47_000, 19_000);
    st.order = vec!["french".into(), "british".into()];
    let mut d = ByPurpose::new(&[("musketry", 10)], 10);
    let t = phase(&rules, &mut st, &Orders::default(), &mut d);
    assert_eq!(st.unit("78th").unwrap().hits, 16, "{t}");
    st.units[i].hits = 40;
    assert_eq!(losses(&rules, &st, "british"), (16, 16));
}

// FIRE COMBAT: ARTILLERY "points per gun": a battery that has lost a stand (3 hits of 2
// stands) fires with half its guns (PROVISIONAL: guns fall with stands lost).
#[test]
fn artillery_a_battery_weakens_as_it_loses_stands() {
    let (rules, mut st) = only(&["ra-guns", "1-leger-1"]);
    let g = unit(&st, "ra-guns");
    st.units[g].hits = 3;
    let k = unit(&st, "1-leger-1");
    st.units[k].stand.centre = Point::new(37_000, 24_000);
    let mut d = ByPurpose::new(&[], 1);
    let t = phase(&rules, &mut st, &Orders::default(), &mut d);
    assert!(t.contains("3 guns"), "{t}");
    assert!(
        t.contains("has 3 of its 6 guns left after 3 hits (PROVISIONAL"),
        "{t}"
    );
}
