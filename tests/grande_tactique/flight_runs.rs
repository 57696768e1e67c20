//! Flight runs (issue 26, item 1): flight "is measured after turning to face away and never
//! passes through units" (reference notes: 4. Charge Phase). A fleeing unit runs its whole
//! distance, sliding past a unit in its way (provisional `slide`), and leaves contact; only
//! a unit boxed in flees 0", and it surrenders (provisional `boxed-in`). Before pbem 0.6.0
//! it stopped short at the first unit in its way.

use super::common::{ligny, orders, place, text, unit};
use pbem::board::table::geometry::convex_overlap;
use pbem::board::table::measure::Point;
use pbem::board::table::range::in_contact;
use pbem::fairness::ScriptedDice;
use pbem::rules::grande_tactique::revision::Revision;
use pbem::rules::grande_tactique::sequence::{charge, pip_phase};
use pbem::rules::grande_tactique::state::State;
use pbem::rules::grande_tactique::Rules;
use pbem::rules::old_trousers::log::Log;

/// Delort's cuirassiers (delort-1, 64", 13" facing the far edge) charge stulpnagel-2 (64",
/// 18" facing the near edge) in the open east of Ligny, with `extra` placed too. Every
/// French PIP die a 6; then the attacker's check 4 passes, the defender's 2 (raw -1) fails,
/// and the cuirassiers' pursuit check 6 passes; they halt after it.
fn charge_on_stulpnagel(rules: &Rules, st: &mut State, extra: &[(&str, i64, i64, i32)]) -> String {
    place(st, "stulpnagel-2", 64, 18, 180);
    place(st, "delort-1", 64, 13, 0);
    for (id, x, y, f) in extra {
        // (x, y) in thou.
        let i = unit(st, id);
        st.units[i].stand = st.units[i].stand.placed(
            Point::new(*x, *y),
            pbem::board::table::measure::Angle::facing(*f),
        );
    }
    let (o, _) =
        orders("pips:\n  delort: [delort-1 charge stulpnagel-2]\nfollow_ups: {delort-1: halt}\n");
    let mut log = Log::default();
    let mut dice = ScriptedDice::new([6, 6, 6, 6, 6, 6, 6, 6, 6, 6, 6, 6, 4, 2, 6]);
    pip_phase::run(rules, st, &o, &mut dice, &mut log);
    charge::run(rules, st, &o, &mut dice, &mut log);
    assert_eq!(dice.remaining(), 0, "every die used");
    text(&log)
}

#[test]
fn flight_4_slides_past_a_unit_in_its_way_and_runs_its_7_inches() {
    let (rules, mut st) = ligny();
    // stulpnagel-1 stands 4" behind the fleeing brigade, square across its way.
    let t = charge_on_stulpnagel(&rules, &mut st, &[("stulpnagel-1", 64_000, 22_000, 180)]);
    // Turned about (facing 0), it runs 3" to stulpnagel-1, slides 2.5" to its left (both
    // ways are 2.5": left when equal) and runs the 1.5" left: 7" in all.
    assert!(
        t.contains("stulpnagel-2 routs and flees 7.000\" (infantry flee 7\"): runs 7.000\", sliding past stulpnagel-1 (2.500\") (provisional: slides past units in its way)"),
        "{t}"
    );
    let d = &st.units[unit(&st, "stulpnagel-2")];
    assert_eq!(d.stand.centre, Point::new(61_500, 22_500));
    assert_eq!(d.stand.facing.0, 0, "turned to face away");
    let s1 = &st.units[unit(&st, "stulpnagel-1")];
    assert!(!convex_overlap(
        &d.stand.footprint().corners(),
        &s1.stand.footprint().corners()
    ));
    // It left contact: the cuirassiers cannot charge it again from where they stand.
    let c = &st.units[unit(&st, "delort-1")];
    assert!(
        !in_contact(&c.stand, &d.stand),
        "the fleeing unit left contact"
    );
    assert!(rules
        .provisional()
        .iter()
        .any(|n| n.starts_with("flight 'a fleeing unit that meets a unit in its way slides")));
}

#[test]
fn flight_4_before_0_6_stopped_at_the_first_unit_in_its_way() {
    let (rules, mut st) = ligny();
    let rules = rules.at(Revision::V0_5);
    let t = charge_on_stulpnagel(&rules, &mut st, &[("stulpnagel-1", 64_000, 22_000, 180)]);
    assert!(
        t.contains("runs 3.000\" (stopped by Stand(\"stulpnagel-1\"))"),
        "{t}"
    );
}

#[test]
fn flight_4_a_unit_boxed_in_flees_0_and_surrenders_provisional() {
    let (rules, mut st) = ligny();
    // Its rear and both flanks touched by friends, its front by the charger: no way out.
    let t = charge_on_stulpnagel(
        &rules,
        &mut st,
        &[
            ("stulpnagel-1", 64_000, 19_000, 180),
            ("kemphen-1", 61_500, 18_000, 180),
            ("kemphen-2", 66_500, 18_000, 180),
        ],
    );
    assert!(
        t.contains("stulpnagel-2 routs and flees 7.000\" (infantry flee 7\"): runs 0\" (boxed in by stulpnagel-1): surrenders, taken off the table as lost (provisional: boxed in: surrenders)"),
        "{t}"
    );
    assert!(st.unit("stulpnagel-2").is_none());
    assert!(st.sides["prussian"]
        .lost
        .contains(&"stulpnagel-2".to_string()));
}
