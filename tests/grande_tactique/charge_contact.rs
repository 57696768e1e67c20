//! How a charger meets its target's edge (2. PIP Phase, the move into contact): from pbem
//! 0.12.0 it squares to the edge (PROVISIONAL, charts/charge.yaml `charger-squares`), so an
//! oblique arrival never leaves the two bases overlapping; entries of older revisions keep
//! the old placement (facing kept, front centre on the contact point). The situation is
//! the demo's (entry 0008-4-turn-4-prussian of a 0.12.0 demo): jagow-1, facing 180, charges
//! the right flank of habert-1, facing 301.

use super::common::{ligny, orders, place, text, unit};
use pbem::board::table::geometry::convex_overlap;
use pbem::board::table::measure::{Angle, Length, Point};
use pbem::board::table::range::range_edge;
use pbem::board::table::stand::{Edge, Stand};
use pbem::fairness::ScriptedDice;
use pbem::rules::grande_tactique::revision::Revision;
use pbem::rules::grande_tactique::sequence::pip_phase;
use pbem::rules::grande_tactique::state::State;
use pbem::rules::grande_tactique::Rules;
use pbem::rules::old_trousers::log::Log;

/// Whether two stands' bases overlap by a positive area.
fn overlap(a: &Stand, b: &Stand) -> bool {
    convex_overlap(&a.footprint().corners(), &b.footprint().corners())
}

/// Every two units whose bases overlap.
pub fn overlapping(st: &State) -> Vec<(String, String)> {
    let mut v = vec![];
    for (k, a) in st.units.iter().enumerate() {
        for b in &st.units[k + 1..] {
            if overlap(&a.stand, &b.stand) {
                v.push((a.id().to_string(), b.id().to_string()));
            }
        }
    }
    v
}

/// habert-1 facing 301 in the open south of Balâtre; jagow-1 facing 180 with its front
/// centre at (67.8, 19.2): in habert-1's right flank sector, 2.4" from the flank's middle. The
/// Prussians move; `extra` more units placed (id, x, y thou, facing).
fn situation(revision: Revision, extra: &[(&str, i64, i64, i32)]) -> (Rules, State) {
    let (rules, mut st) = ligny();
    let rules = rules.at(revision);
    st.moving = 1;
    place(&mut st, "habert-1", 66, 16, 301);
    let j = unit(&st, "jagow-1");
    st.units[j].stand = st.units[j]
        .stand
        .placed(Point::new(67_800, 19_700), Angle::facing(180));
    for (id, x, y, f) in extra {
        let i = unit(&st, id);
        st.units[i].stand = st.units[i]
            .stand
            .placed(Point::new(*x, *y), Angle::facing(*f));
    }
    assert!(overlapping(&st).is_empty(), "{:?}", overlapping(&st));
    (rules, st)
}

/// jagow's PIP Phase with the charge, every PIP die a 6; the report's text.
fn charge(rules: &Rules, st: &mut State) -> String {
    let (o, _) = orders("pips:\n  jagow: [jagow-1 charge habert-1]\n");
    let mut log = Log::default();
    pip_phase::run(rules, st, &o, &mut ScriptedDice::new([6; 60]), &mut log);
    text(&log)
}

#[test]
fn an_oblique_flank_charge_squares_to_the_flank_and_leaves_no_overlap_2_pip_phase() {
    let (rules, mut st) = situation(Revision::default(), &[]);
    let t = charge(&rules, &mut st);
    let (j, h) = (
        &st.units[unit(&st, "jagow-1")].stand,
        &st.units[unit(&st, "habert-1")].stand,
    );
    assert!(
        t.contains("jagow-1 charges habert-1: moves 2.420\" into contact with its RightFlank edge, squares to the edge (provisional: charge 'a charger moving into contact squares to the edge it meets:"),
        "{t}"
    );
    assert!(t.contains("; Charge marker (2 PIPs)"), "{t}");
    assert_eq!(j.facing, Angle(211), "squared: 301 + 90 out, reversed");
    assert!(!overlap(j, h), "{j:?} {h:?}");
    assert_eq!(range_edge(j, h), Length::ZERO, "touching");
    assert!(overlapping(&st).is_empty(), "{:?}", overlapping(&st));
    assert_eq!(
        st.units[unit(&st, "jagow-1")].markers.charge.as_deref(),
        Some("habert-1")
    );
    // The report's provisional data name the reading.
    assert!(rules
        .provisional()
        .iter()
        .any(|n| n.starts_with("charge 'a charger moving into contact squares")));
}

#[test]
fn before_0_12_the_charger_kept_its_facing_and_the_bases_overlapped() {
    let (rules, mut st) = situation(Revision::V0_11, &[]);
    let t = charge(&rules, &mut st);
    assert!(
        t.contains("jagow-1 charges habert-1: moves 2.420\" into contact with its RightFlank edge; Charge marker (2 PIPs)"),
        "{t}"
    );
    let j = &st.units[unit(&st, "jagow-1")].stand;
    assert_eq!(j.facing, Angle(180));
    let h = &st.units[unit(&st, "habert-1")].stand;
    let contact = pbem::board::table::fire_lane::charge(j, h, &[]);
    assert_eq!(
        (contact.edge, contact.distance),
        (Edge::RightFlank, Length::ZERO)
    );
    assert_eq!(
        overlapping(&st),
        vec![("habert-1".into(), "jagow-1".into())]
    );
    assert!(!rules
        .provisional()
        .iter()
        .any(|n| n.contains("squares to the edge")));
}

/// A unit standing where the squared base would go (just past habert-1's rear right
/// corner, along the flank's line), though clear of the old lane (the charger kept at
/// 180, no lower than y 17.126): the charge is blocked by it, the words of a lane blocked.
#[test]
fn a_unit_in_the_way_of_the_squared_base_blocks_the_charge_4_charge_phase() {
    let beside = [("jagow-2", 68_400, 16_200, 0)];
    let (rules, mut st) = situation(Revision::default(), &beside);
    let t = charge(&rules, &mut st);
    assert!(
        t.contains("the charge on habert-1 is blocked by jagow-2 (4. Charge Phase)"),
        "{t}"
    );
    assert_eq!(
        st.units[unit(&st, "jagow-1")].stand.centre,
        Point::new(67_800, 19_700)
    );
    let (old, mut st) = situation(Revision::V0_11, &beside);
    let t = charge(&old, &mut st);
    assert!(t.contains("jagow-1 charges habert-1: moves"), "{t}");
}

/// The reading is data: charts/charge.yaml `charger-squares`, typed at load and refused
/// unless marked provisional with a note (the text does not say it).
#[test]
fn the_squaring_is_a_provisional_reading_of_the_charge_chart() {
    use super::common::{charts, error};
    let r = &charts().charge.charger_squares;
    assert_eq!(
        (r.label.as_str(), r.provisional),
        ("squares to the edge", true)
    );
    assert!(r
        .note
        .ends_with("our text does not say how a charger meets its target's edge"));
    let e = error(
        "charts/charge.yaml",
        "label: \"squares to the edge\"\n  provisional: true",
        "label: \"squares to the edge\"\n  provisional: false",
    );
    assert!(
        e.contains("charge.yaml") && e.contains("charger-squares"),
        "{e}"
    );
}

/// At the near table edge: habert-1 faces 90 (its front edge x = 20.5, y 0.1..2.6) and
/// jagow-1, facing 240 (its lowest corner at y 0.067), strikes it at (20.5, 1.15): squared,
/// facing 270, its 2.5" front would reach y -0.1, off the table. The charge is refused
/// with the movement's words; the old placement stayed on the table.
#[test]
fn a_squared_base_off_the_table_refuses_the_charge_move() {
    let edge = [
        ("habert-1", 20_000, 1_350, 90),
        ("jagow-1", 22_933, 1_400, 240),
    ];
    let (rules, mut st) = situation(Revision::default(), &edge);
    let t = charge(&rules, &mut st);
    assert!(
        t.contains("`jagow-1 charge habert-1` refused: the charge move on habert-1: the move would leave the table (movement)"),
        "{t}"
    );
    let (old, mut st) = situation(Revision::V0_11, &edge);
    let t = charge(&old, &mut st);
    assert!(t.contains("jagow-1 charges habert-1: moves 2.000\""), "{t}");
}
