//! III.B.2 movement on the table: the MOVEMENT TABLE allowance, TERRAIN TYPE MOVEMENT
//! EFFECT, formation and facing change costs (provisional), out of command and orders.

use super::common::{maida, orders, text, unit};
use pbem::board::table::measure::{Angle, Point};
use pbem::board::table::stand::Formation;
use pbem::rules::old_trousers::log::Log;
use pbem::rules::old_trousers::movement::walk;
use pbem::rules::old_trousers::revision::Revision;
use pbem::rules::old_trousers::sequence::movement::{self, steps};
use pbem::rules::old_trousers::state::{OrderKind, State};
use pbem::rules::old_trousers::Rules;
use std::collections::BTreeSet;

fn try_walk(
    rules: &Rules,
    st: &State,
    id: &str,
    words: &[&str],
) -> Result<pbem::rules::old_trousers::movement::Walk, String> {
    let w: Vec<String> = words.iter().map(|s| s.to_string()).collect();
    let stands = st.stands();
    walk(rules, &st.units[unit(st, id)], &stands, &steps(&w), true).map_err(|r| r.to_string())
}

#[test]
fn infantry_in_line_moves_four_inches() {
    let (rules, st) = maida();
    let w = try_walk(&rules, &st, "78th", &["advance 4"]).unwrap();
    assert_eq!(w.stand.centre, Point::inches(47, 20));
    assert!(w.moved);
    let e = try_walk(&rules, &st, "78th", &["advance 3", "advance 1.001"]).unwrap_err();
    assert!(e.contains("step 2") && e.contains("MOVEMENT TABLE"), "{e}");
}

#[test]
fn attack_column_moves_six_and_cavalry_in_line_nine() {
    let (rules, st) = maida();
    assert!(try_walk(&rules, &st, "1-leger-1", &["advance 6"]).is_ok());
    assert!(try_walk(&rules, &st, "1-leger-1", &["advance 6.5"]).is_err());
    assert!(try_walk(&rules, &st, "9-chasseurs", &["advance 9"]).is_ok());
    assert!(try_walk(&rules, &st, "9-chasseurs", &["advance 9.5"]).is_err());
}

#[test]
fn unlimbered_guns_limber_before_they_move() {
    let (rules, st) = maida();
    let e = try_walk(&rules, &st, "ra-guns", &["advance 1"]).unwrap_err();
    assert!(
        e.contains("foot-artillery in unlimbered does not move"),
        "{e}"
    );
    let w = try_walk(&rules, &st, "ra-guns", &["form limbered"]).unwrap();
    assert_eq!(w.stand.formation, Formation::Limbered);
    // Limbering is the whole move (charts/formation-changes.yaml, provisional).
    assert!(try_walk(&rules, &st, "ra-guns", &["form limbered", "advance 1"]).is_err());
}

#[test]
fn a_formation_change_costs_half_the_new_allowance() {
    let (rules, st) = maida();
    let w = try_walk(&rules, &st, "78th", &["form attack-column", "advance 3"]).unwrap();
    assert_eq!(w.stand.formation, Formation::AttackColumn);
    assert!(
        w.lines[0].contains("1/2 of its move, PROVISIONAL"),
        "{:?}",
        w.lines
    );
    assert!(try_walk(&rules, &st, "78th", &["form attack-column", "advance 3.1"]).is_err());
    // The front stays where it was.
    assert_eq!(
        w.stand.front_centre().y,
        st.unit("78th").unwrap().stand.front_centre().y + 3000
    );
}

#[test]
fn facing_changes_cost_a_quarter() {
    let (rules, st) = maida();
    let w = try_walk(&rules, &st, "78th", &["face 90", "advance 3"]).unwrap();
    assert_eq!(w.stand.facing, Angle(90));
    assert_eq!(w.stand.centre, Point::inches(50, 16));
    assert!(try_walk(&rules, &st, "78th", &["about face", "advance 3.5"]).is_err());
}

// TERRAIN TYPE MOVEMENT EFFECT "Light Woods: Formed units move at ½ speed": the part of the
// path inside the woods pays double, the rest its length (issue 26, item 4).
#[test]
fn terrain_light_woods_halve_only_the_part_of_the_move_inside_them() {
    let (rules, mut st) = maida();
    let i = unit(&st, "light-bn");
    st.units[i].stand.centre = Point::inches(58, 21);
    st.units[i].stand.facing = Angle(90);
    // The centre is 2" short of the scrub (x = 60): 3" costs 2" + 1" x 2 = 4", all of a
    // line's 4"; 4" would cost 2" + 2" x 2 = 6".
    let w = try_walk(&rules, &st, "light-bn", &["advance 3"]).unwrap();
    assert!(
        w.lines[0].contains("costing 4.000\" = 2.000\" open (MOVEMENT TABLE) + 2.000\" in scrub-by-the-sea (x2) (TERRAIN TYPE MOVEMENT EFFECT) of 4.000\""),
        "{:?}",
        w.lines
    );
    let e = try_walk(&rules, &st, "light-bn", &["advance 4"]).unwrap_err();
    assert!(
        e.contains("the move costs 6.000\" = 2.000\" open (MOVEMENT TABLE) + 4.000\" in scrub-by-the-sea (x2) (TERRAIN TYPE MOVEMENT EFFECT) with 4.000\" of its 4.000\" left"),
        "{e}"
    );
    // In skirmish order it is not formed: no penalty (12" in skirmish).
    st.units[i].stand.formation = Formation::Skirmish;
    assert!(try_walk(&rules, &st, "light-bn", &["advance 10"]).is_ok());
}

// Entries of pbem 0.5.0 replay with the whole move at half speed once it touches the woods.
#[test]
fn terrain_before_0_6_0_the_whole_move_paid_half_speed() {
    let (mut rules, mut st) = maida();
    rules.revision = Revision::V0_5;
    let i = unit(&st, "light-bn");
    st.units[i].stand.centre = Point::inches(58, 21);
    st.units[i].stand.facing = Angle(90);
    // The front edge is at x = 58.25; the scrub starts at x = 60.
    let w = try_walk(&rules, &st, "light-bn", &["advance 2"]).unwrap();
    assert!(
        w.lines[0].contains("costing 4.000\" of 4.000\""),
        "{:?}",
        w.lines
    );
    let e = try_walk(&rules, &st, "light-bn", &["advance 1", "advance 1.6"]).unwrap_err();
    assert!(e.contains("MOVEMENT TABLE"), "{e}");
}

#[test]
fn a_unit_may_not_pass_through_another() {
    let (rules, st) = maida();
    // The 58th (38, 9) in attack column straight at the guns (37, 16).
    assert!(try_walk(&rules, &st, "58th", &["advance 5"]).is_ok());
    let e = try_walk(&rules, &st, "58th", &["advance 6"]).unwrap_err();
    assert!(e.contains("ra-guns"), "{e}");
}

#[test]
fn out_of_command_units_only_face_form_or_rally_and_orders_free_them() {
    let (rules, mut st) = maida();
    let i = unit(&st, "78th");
    st.units[i].stand.markers.out_of_command = true;
    let (o, _) = orders("moves:\n  78th: [advance 2]\n  81st: [advance 2]\n");
    let mut log = Log::default();
    let moved = movement::run(
        &rules,
        &mut st,
        &o,
        &BTreeSet::new(),
        &mut pbem::fairness::ScriptedDice::new([]),
        &mut log,
    );
    assert_eq!(moved, BTreeSet::from(["81st".to_string()]));
    assert!(
        text(&log).contains("out of command and without an order"),
        "{}",
        text(&log)
    );
    assert!(movement::try_unit(&rules, &st, i, &["face 45".into()], &BTreeSet::new()).is_ok());
    // A command point, or an `advance` order to Acland, lets it move.
    let pts = BTreeSet::from(["78th".to_string()]);
    assert!(movement::try_unit(&rules, &st, i, &["advance 2".into()], &pts).is_ok());
    st.active.insert("acland".into(), OrderKind::Advance);
    assert!(movement::try_unit(&rules, &st, i, &["advance 2".into()], &BTreeSet::new()).is_ok());
    // `hold` keeps even units in command in place.
    st.active.insert("acland".into(), OrderKind::Hold);
    let j = unit(&st, "81st");
    let e =
        movement::try_unit(&rules, &st, j, &["advance 2".into()], &BTreeSet::new()).unwrap_err();
    assert!(e.contains("hold"), "{e}");
    assert!(movement::try_unit(
        &rules,
        &st,
        j,
        &["form attack-column".into()],
        &BTreeSet::new()
    )
    .is_ok());
}

#[test]
fn a_square_that_moves_is_disordered() {
    let (rules, st) = maida();
    let w = try_walk(&rules, &st, "58th", &["form square"]).unwrap();
    assert!(!w.stand.markers.disordered);
    // Square allowance 2": half of it for the change, then 1".
    let w = try_walk(&rules, &st, "58th", &["form square", "advance 1"]).unwrap();
    assert!(w.stand.markers.disordered);
}
