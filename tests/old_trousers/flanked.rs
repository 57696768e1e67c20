//! Issue 26, item 5: the MORALE TABLE's "Flanked -4" applied when the flank measure of
//! charts/flanks.yaml says so (the firer's front centre in the target's flank sector).

use super::common::{maida, text, unit, ByPurpose};
use pbem::board::table::measure::{Angle, Point};
use pbem::rules::old_trousers::orders::Orders;
use pbem::rules::old_trousers::revision::Revision;
use pbem::rules::old_trousers::sequence::{player_phase, PhaseOrders};

fn fired_on_from(at: Point, facing: i32, revision: Revision) -> String {
    let (mut rules, mut st) = maida();
    rules.revision = revision;
    st.units
        .retain(|u| u.id() == "78th" || u.id() == "1-leger-1");
    let k = unit(&st, "1-leger-1");
    st.units[k].stand.centre = at;
    st.units[k].stand.facing = Angle(facing);
    let none = Orders::default();
    let mut d = ByPurpose::new(&[("morale", 9)], 10);
    let t = text(&player_phase(
        &rules,
        &mut st,
        PhaseOrders {
            phasing: &none,
            other: &none,
        },
        &mut d,
    ));
    t.lines()
        .find(|l| l.starts_with("2/78th Highlanders checks morale"))
        .unwrap_or_else(|| panic!("{t}"))
        .to_string()
}

// MORALE TABLE "Flanked -4": the 1er Léger fires into the 78th's right flank from 2".
#[test]
fn morale_table_flanked_minus_4_when_fired_on_from_a_flank() {
    let flank = fired_on_from(Point::new(51_000, 16_000), 270, Revision::V0_6);
    assert!(flank.contains("Flanked -4"), "{flank}");
    let front = fired_on_from(Point::new(47_000, 19_000), 180, Revision::V0_6);
    assert!(!front.contains("Flanked"), "{front}");
    let old = fired_on_from(Point::new(51_000, 16_000), 270, Revision::V0_5);
    assert!(!old.contains("Flanked"), "{old}");
}

// FIRE COMBAT - MUSKETRY "Rifle Range - 8 inches (45°)": a rifle-armed unit fires at 6"; a
// musket-armed one does not.
#[test]
fn musketry_rifle_range_8_inches_for_rifle_armed_units() {
    for (rifles, fires) in [(true, true), (false, false)] {
        let (rules, mut st) = maida();
        st.units
            .retain(|u| u.id() == "78th" || u.id() == "1-leger-1");
        let i = unit(&st, "78th");
        if rifles {
            st.units[i]
                .traits
                .insert(pbem::rules::old_trousers::state::Trait::Rifles);
        }
        let k = unit(&st, "1-leger-1");
        // The column's front edge 6" beyond the 78th's (16.25).
        st.units[k].stand.centre = Point::new(47_000, 23_000);
        st.order = vec!["french".into(), "british".into()];
        let none = Orders::default();
        let mut d = ByPurpose::new(&[], 5);
        let t = text(&player_phase(
            &rules,
            &mut st,
            PhaseOrders {
                phasing: &none,
                other: &none,
            },
            &mut d,
        ));
        assert_eq!(t.contains("2/78th Highlanders fires at"), fires, "{t}");
    }
}
