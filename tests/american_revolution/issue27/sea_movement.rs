//! Item 4, movement limits at sea (A.1.a): militia stay in their region, French SPs with
//! their fleet.

use super::texts;
use crate::american_revolution::fixture::{rules, sps, state};
use pbem::rules::american_revolution::american::sea as am_sea;
use pbem::rules::american_revolution::log::Log;
use pbem::rules::american_revolution::orders::SeaMove;
use pbem::rules::american_revolution::state::{Kind, Season, Side};

#[test]
fn item_4_a_1_a_militia_may_not_leave_their_region_by_sea_and_sf_stay_with_the_fleet() {
    let r = rules();
    let mut st = state(Season::Spring);
    st.fleets.insert(Side::American, "gulf-of-maine".into());
    st.holding_mut("boston", Side::American).open = sps(&[(Kind::M, 4), (Kind::SF, 2)]);
    let m = SeaMove {
        from: "boston".into(),
        sps: sps(&[(Kind::M, 2)]),
        to: "manhattan".into(),
        condition: None,
    };
    assert!(am_sea::plan(&r, &st, Side::American, &m)
        .unwrap_err()
        .contains("militia may not leave"));
    let mut log = Log::default();
    am_sea::american(&r, &mut st, &[], Some("atlantic"), &mut log);
    assert_eq!(
        st.fleets[&Side::American],
        "gulf-of-maine",
        "{:#?}",
        texts(&log)
    );
    assert!(
        log.lines[0].text.contains("2 SF in boston behind"),
        "{:#?}",
        texts(&log)
    );
    // carrying the SF along is allowed
    let sf = SeaMove {
        from: "boston".into(),
        sps: sps(&[(Kind::SF, 2)]),
        to: "manhattan".into(),
        condition: None,
    };
    assert_eq!(
        am_sea::plan(&r, &st, Side::American, &sf).as_deref(),
        Ok("atlantic")
    );
}
