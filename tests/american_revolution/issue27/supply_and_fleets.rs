//! Items 2 and 3: supply traces to every supplied coastal area, Quebec included (E.c.1,
//! E.c.4); a fleet may end in the enemy fleet's sea but not pass through it (E.c.3).

use crate::american_revolution::fixture::{rules, sps, state};
use pbem::rules::american_revolution::american::sea as am_sea;
use pbem::rules::american_revolution::log::Log;
use pbem::rules::american_revolution::state::{Kind, Season, Side};
use pbem::rules::american_revolution::turn_record::supply;
use pbem::rules::american_revolution::Revision;

#[test]
fn item_2_e_c_4_an_army_at_albany_traces_supply_to_quebec() {
    let r = rules();
    let mut st = state(Season::Summer);
    // Canada not British controlled (E.c.2 does not apply); Quebec and Montreal held
    st.holding_mut("quebec", Side::British).fortified = sps(&[(Kind::B, 1)]);
    st.holding_mut("montreal", Side::British).open = sps(&[(Kind::B, 1)]);
    st.holding_mut("albany", Side::British).open = sps(&[(Kind::B, 6)]);
    st.holding_mut("worcester", Side::American).open = sps(&[(Kind::M, 3)]);
    st.holding_mut("manhattan", Side::American).open = sps(&[(Kind::C, 2)]);
    assert!(supply::supplied(&r, &st).contains("albany"));
    let mut old = rules();
    old.revision = Revision::V0_5;
    assert!(!supply::supplied(&old, &st).contains("albany"));
}

#[test]
fn item_3_a_1_b_e_c_3_a_fleet_may_end_in_the_enemy_fleets_sea_but_not_pass_through_it() {
    let r = rules();
    let mut st = state(Season::Spring);
    st.fleets.insert(Side::British, "gulf-of-maine".into());
    st.fleets.insert(Side::American, "atlantic".into());
    let mut log = Log::default();
    am_sea::sail(&r, &mut st, Side::British, "atlantic", "B.1.c", &mut log);
    assert_eq!(st.fleets[&Side::British], "atlantic");
    assert!(log.lines[0].text.contains("contests the american fleet"));
    assert!(
        !log.lines[0].provisional.is_empty(),
        "the ruling is provisional"
    );
    // through the French fleet in the Gulf of Maine to the St. Lawrence: no
    let mut st = state(Season::Spring);
    st.fleets.insert(Side::British, "atlantic".into());
    st.fleets.insert(Side::American, "gulf-of-maine".into());
    am_sea::sail(&r, &mut st, Side::British, "st-lawrence", "B.1.c", &mut log);
    assert_eq!(st.fleets[&Side::British], "atlantic");
    // E.c.3: a coast with both fleets off it stays in British supply
    st.fleets.insert(Side::British, "gulf-of-maine".into());
    assert!(supply::supplied(&r, &st).contains("boston"));
}
