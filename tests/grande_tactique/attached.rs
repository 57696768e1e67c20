//! Generals attached to units: `attach UNIT` / `detach` as a general's first line, +1 to
//! the unit's morale checks, his other units' PIP costs doubled, the general moving with
//! the unit, and lost on a 1 when it flees.

use super::common::{ligny, orders, place, text, unit};
use pbem::fairness::ScriptedDice;
use pbem::rules::grande_tactique::check::check;
use pbem::rules::grande_tactique::orders::Orders;
use pbem::rules::grande_tactique::sequence::morale::{need, unit_factors};
use pbem::rules::grande_tactique::sequence::{charge, pip_phase};
use pbem::rules::grande_tactique::state::State;
use pbem::rules::old_trousers::log::Log;

/// Six PIPs for every French divisional general (12 dice of 6: four corps of three).
fn sixes() -> ScriptedDice {
    ScriptedDice::new([6; 12])
}

fn general_at(st: &State, g: &str) -> pbem::board::table::measure::Point {
    st.general(g).expect("general").at
}

#[test]
fn attached_his_other_units_pay_double_and_he_moves_with_his_unit() {
    let (rules, mut st) = ligny();
    let (o, src) = orders(
        "pips: {berthezene: [attach berthezene-1, berthezene-2 advance 2, berthezene-1 advance 2, iii-artillery start firing]}\n",
    );
    check(&rules, &st, "french", &o, &src).expect("the orders pass");
    let mut log = Log::default();
    pip_phase::run(&rules, &mut st, &o, &mut sixes(), &mut log);
    let t = text(&log);
    for l in [
        "berthezene: berthezene attaches himself to berthezene-1: +1 to its morale checks, his other units' PIP costs doubled",
        "berthezene: berthezene-2 advance 2.000\": moves 2.000\" (full move 3.000\") (2 PIPs)",
        "berthezene: berthezene-1 advance 2.000\": moves 2.000\" (full move 3.000\") (1 PIP)",
        "berthezene: 1 PIP unspent",
    ] {
        assert!(t.contains(l), "{l}\n{t}");
    }
    // 2 (doubled) + 1 (his own unit) + 2 (doubled) of 6.
    assert!(
        t.contains("berthezene: iii-artillery starts firing (2 PIPs)"),
        "{t}"
    );
    let u = &st.units[unit(&st, "berthezene-1")];
    assert_eq!(general_at(&st, "berthezene"), u.stand.centre);
    assert_eq!(
        st.general("berthezene").unwrap().attached.as_deref(),
        Some("berthezene-1")
    );
    // His player reads where he is attached.
    let view = pbem::rules::grande_tactique::view::player_view(&rules, &st, "french");
    let row = view.generals.iter().find(|g| g.id == "berthezene").unwrap();
    assert_eq!(row.attached, "berthezene-1");
    let other = view.generals.iter().find(|g| g.id == "lefol").unwrap();
    assert_eq!(other.attached, "-");
    // Shaken, the unit needs 4+ with its general (shaken -1, general attached +1).
    let mut st2 = st.clone();
    let i = unit(&st2, "berthezene-1");
    st2.units[i].markers.shaken = true;
    assert_eq!(need(&rules, &unit_factors(&rules, &st2, &st2.units[i])), 4);
    let j = unit(&st2, "berthezene-2");
    st2.units[j].markers.shaken = true;
    assert_eq!(need(&rules, &unit_factors(&rules, &st2, &st2.units[j])), 5);
}

#[test]
fn detached_the_costs_are_single_again_and_he_rides() {
    let (rules, mut st) = ligny();
    let g = st
        .generals
        .iter()
        .position(|g| g.id == "berthezene")
        .unwrap();
    st.generals[g].attached = Some("berthezene-1".into());
    let (o, src) = orders(
        "pips: {berthezene: [detach, berthezene-2 advance 2]}\ngenerals: {berthezene: [19, 12]}\n",
    );
    check(&rules, &st, "french", &o, &src).expect("the orders pass");
    let mut log = Log::default();
    pip_phase::run(&rules, &mut st, &o, &mut sixes(), &mut log);
    let t = text(&log);
    assert!(
        t.contains("berthezene: berthezene detaches from berthezene-1"),
        "{t}"
    );
    assert!(
        t.contains("(1 PIP)") && t.contains("berthezene: 5 PIPs unspent"),
        "{t}"
    );
    assert!(t.contains("berthezene rides to"), "{t}");
    assert_eq!(st.general("berthezene").unwrap().attached, None);
}

#[test]
fn the_orders_check_refuses_a_late_attach_another_divisions_unit_and_a_ride() {
    let (rules, st) = ligny();
    let refusal = |body: &str| {
        let (o, src) = orders(body);
        check(&rules, &st, "french", &o, &src)
            .unwrap_err()
            .to_string()
    };
    let e = refusal("pips: {berthezene: [berthezene-2 advance 1, attach berthezene-1]}\n");
    assert!(
        e.contains("pips.berthezene[1]") && e.contains("first line"),
        "{e}"
    );
    let e = refusal("pips: {berthezene: [attach lefol-1]}\n");
    assert!(e.contains("'lefol-1' is no unit of berthezene's"), "{e}");
    let e =
        refusal("pips: {berthezene: [attach berthezene-1]}\ngenerals: {berthezene: [19, 12]}\n");
    assert!(
        e.contains("generals.berthezene") && e.contains("attached to berthezene-1"),
        "{e}"
    );
    let e = refusal("pips: {berthezene: [detach]}\n");
    assert!(e.contains("attached to no unit"), "{e}");
}

/// berthezene attached to berthezene-1, charged in the open by roder-1 in the Prussian
/// turn; the defender rolls 1 (+1 general = 2, fails: needs 3+) and flees 7".
fn flee(general_die: u32) -> (State, String) {
    let (rules, mut st) = ligny();
    place(&mut st, "berthezene-1", 56, 14, 0);
    place(&mut st, "roder-1", 56, 15, 180);
    let g = st
        .generals
        .iter()
        .position(|g| g.id == "berthezene")
        .unwrap();
    st.generals[g].attached = Some("berthezene-1".into());
    st.moving = 1;
    let i = unit(&st, "roder-1");
    st.units[i].markers.charge = Some("berthezene-1".into());
    let mut log = Log::default();
    let mut dice = ScriptedDice::new([4, 1, general_die, 3]);
    charge::run(&rules, &mut st, &Orders::default(), &mut dice, &mut log);
    assert_eq!(dice.remaining(), 0);
    (st, text(&log))
}

#[test]
fn when_his_unit_flees_he_is_lost_on_a_1() {
    let (st, t) = flee(1);
    assert!(
        t.contains("berthezene-1: defender's check MORALE CHECK, berthezene-1: 4+: d6 1 + general attached +1 = 2: fails (needs 3+)"),
        "{t}"
    );
    assert!(
        t.contains("berthezene, attached to berthezene-1: general lost on a 1 (d6 1): lost"),
        "{t}"
    );
    assert!(st.general("berthezene").is_none());
    let (st, t) = flee(2);
    assert!(
        t.contains(
            "berthezene, attached to berthezene-1: general lost on a 1 (d6 2): flees with it"
        ),
        "{t}"
    );
    let u = &st.units[unit(&st, "berthezene-1")];
    assert_eq!(general_at(&st, "berthezene"), u.stand.centre);
    assert!(u.stand.centre.y < 14_000, "fled south");
}
