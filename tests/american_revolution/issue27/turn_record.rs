//! Item 5, the turn record in the text's order, once (E.b, E.c).

use super::texts;
use crate::american_revolution::fixture::{rules, sps, state};
use pbem::rules::american_revolution::log::Log;
use pbem::rules::american_revolution::state::{Kind, Season, Side};
use pbem::rules::american_revolution::turn_record;
use pbem::rules::american_revolution::Revision;

#[test]
fn item_5_e_b_e_c_a_region_entered_and_starved_does_not_change_hands_twice() {
    let run = |rev| {
        let mut r = rules();
        r.revision = rev;
        let mut st = state(Season::Summer);
        st.phasing = Side::British;
        st.british_regions.insert("canada".into());
        // 12 B in the open in Massachusetts Bay (8 VP + 1 C): British by E.b.3, but cut off
        st.holding_mut("worcester", Side::British).open = sps(&[(Kind::B, 12)]);
        st.holding_mut("boston", Side::American).open = sps(&[(Kind::C, 1)]);
        let mut log = Log::default();
        turn_record::record(&r, &mut st, &mut log);
        (st, texts(&log))
    };
    let (st, t) = run(Revision::V0_6);
    assert!(t.iter().all(|l| !l.starts_with("E.b")), "{t:#?}");
    assert_eq!(
        st.at("boston").american.open.get(Kind::M),
        0,
        "no free militia"
    );
    assert!(st.at("worcester").british.is_empty());
    assert_eq!(st.major_successes, 1, "E.c.6: 12 B eliminated");
    let (old, t5) = run(Revision::V0_5);
    assert_eq!(
        t5.iter().filter(|l| l.starts_with("E.b")).count(),
        2,
        "{t5:#?}"
    );
    assert_eq!(old.at("boston").american.open.get(Kind::M), 27);
}
