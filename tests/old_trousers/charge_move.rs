//! Issue 26, item 1: chargers move in the Movement Subsegment (III.B.2 "All charging &
//! counter charging units are moved"), Stationary Fire (III.B.3) sees them where they
//! stand, and the Charge Test (III.B.4) moves a successful charger adjacent.

use super::common::{maida, orders, text, unit, ByPurpose};
use pbem::board::table::measure::{Length, Point};
use pbem::board::table::range::{in_contact, range_edge};
use pbem::rules::old_trousers::orders::Orders;
use pbem::rules::old_trousers::revision::Revision;
use pbem::rules::old_trousers::sequence::{player_phase, PhaseOrders};
use pbem::rules::old_trousers::state::State;
use pbem::rules::old_trousers::Rules;

/// The French 1er Léger (attack column, 6" allowance) 8" in front of the British 78th
/// (line), the French phasing.
fn column_and_line() -> (Rules, State) {
    let (rules, mut st) = maida();
    st.units
        .retain(|u| u.id() == "78th" || u.id() == "1-leger-1");
    st.order = vec!["french".into(), "british".into()];
    // The 78th's front edge is at y = 16.25; the column's (1.5" deep) at 25 - 0.75.
    let i = unit(&st, "1-leger-1");
    st.units[i].stand.centre = Point::new(47_000, 25_000);
    let l = st.leaders.iter().position(|l| l.id == "compere").unwrap();
    st.leaders[l].at = Point::new(47_000, 30_000);
    (rules, st)
}

fn phase(rules: &Rules, st: &mut State, o: &Orders, r: &Orders, d: &mut ByPurpose) -> String {
    text(&player_phase(
        rules,
        st,
        PhaseOrders {
            phasing: o,
            other: r,
        },
        d,
    ))
}

// III.B.2 / III.B.3: the column closes 6" to 2" away in the Movement Subsegment; the line
// fires at it there (musket range 4"); the charge test then takes it home with the bonus.
#[test]
fn iii_b_2_a_column_charging_a_line_from_8_inches_is_fired_on_at_2_inches() {
    let (rules, mut st) = column_and_line();
    let gap = range_edge(&st.units[0].stand, &st.units[1].stand);
    assert_eq!(gap, Length::inches(8));
    let (o, _) = orders("charges:\n  1-leger-1: 78th\n");
    let none = Orders::default();
    // Every die 1 but the charge test (10 passes) and its bonus (6").
    let mut d = ByPurpose::new(&[("charge test", 10), ("charge bonus", 6)], 1);
    let t = phase(&rules, &mut st, &o, &none, &mut d);
    assert!(
        t.contains("1er Léger, 1st Bn charges 6.000\" toward 2/78th Highlanders, costing 6.000\" = 6.000\" open (MOVEMENT TABLE); 2.000\" to go"),
        "{t}"
    );
    let fire = t
        .split("## III.B.3")
        .nth(1)
        .and_then(|s| s.split("## III.B.4").next())
        .unwrap_or_default();
    assert!(fire.contains("2/78th Highlanders"), "{t}");
    assert!(fire.contains("1er Léger, 1st Bn"), "{t}");
    assert!(t.contains("passes and charges home, 2.000\""), "{t}");
    assert!(t.contains("## III.B.6 Melee Subsegment"), "{t}");
}

// III.B.4 "If they are not then they remain halted": where the move left them.
#[test]
fn iii_b_4_a_charger_that_fails_its_test_remains_halted_where_it_moved() {
    let (rules, mut st) = column_and_line();
    let (o, _) = orders("charges:\n  1-leger-1: 78th\n");
    let none = Orders::default();
    let mut d = ByPurpose::new(&[], 1);
    let t = phase(&rules, &mut st, &o, &none, &mut d);
    assert!(t.contains("fails its charge test and halts"), "{t}");
    let (a, b) = (
        &st.unit("78th").unwrap().stand,
        &st.unit("1-leger-1").unwrap().stand,
    );
    assert_eq!(range_edge(a, b), Length::inches(2), "{t}");
    assert!(!in_contact(a, b));
}

// III.B.2: a charger whose allowance reaches its target halts short of contact
// (PROVISIONAL charger-halts, 1") and closes in the Charge Test.
#[test]
fn iii_b_2_a_charger_in_reach_halts_one_inch_short_then_closes() {
    let (rules, mut st) = column_and_line();
    let i = unit(&st, "1-leger-1");
    st.units[i].stand.centre = Point::new(47_000, 21_000);
    let (o, _) = orders("charges:\n  1-leger-1: 78th\n");
    let none = Orders::default();
    let mut d = ByPurpose::new(&[("charge test", 10), ("charge bonus", 1)], 1);
    let t = phase(&rules, &mut st, &o, &none, &mut d);
    assert!(t.contains("charges 3.000\" toward"), "{t}");
    assert!(t.contains("charger-halts"), "{t}");
    assert!(t.contains("passes and charges home, 1.000\""), "{t}");
}

// Entries of pbem 0.5.0 replay with the charger held back until the Charge Test: the line
// never fires at a column charging it from beyond 4".
#[test]
fn iii_b_2_before_0_6_0_chargers_waited_for_the_charge_test() {
    let (mut rules, mut st) = column_and_line();
    rules.revision = Revision::V0_5;
    let (o, _) = orders("charges:\n  1-leger-1: 78th\n");
    let none = Orders::default();
    let mut d = ByPurpose::new(&[("charge test", 10), ("charge bonus", 6)], 1);
    let t = phase(&rules, &mut st, &o, &none, &mut d);
    assert!(!t.contains("charges 6.000\" toward"), "{t}");
    assert!(t.contains("passes and charges home, 8.000\""), "{t}");
}
