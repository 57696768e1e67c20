//! Item 9, standing orders a commander would give.

use super::{mv, texts};
use crate::american_revolution::fixture::{rules, sps, state};
use pbem::fairness::ScriptedDice;
use pbem::rules::american_revolution::british::{land, overseas};
use pbem::rules::american_revolution::commander;
use pbem::rules::american_revolution::log::Log;
use pbem::rules::american_revolution::state::{Kind, Season, Side};

#[test]
fn item_9_b_1_b_2_the_british_standing_orders_take_the_field_and_land_with_the_main_army() {
    let r = rules();
    let mut st = state(Season::Summer);
    st.phasing = Side::British;
    st.british_regions.insert("mass-bay".into());
    st.holding_mut("boston", Side::British).open = sps(&[(Kind::B, 10)]);
    st.holding_mut("worcester", Side::American).open = sps(&[(Kind::M, 4)]);
    let mut log = Log::default();
    let o = commander::movement(&r, &st, Side::British, &mut log);
    assert_eq!(o.moves.len(), 1, "{:#?}", texts(&log));
    assert_eq!(o.moves[0].path, vec!["worcester".to_string()]);
    assert!(
        texts(&log)[0].starts_with(
            "B.1.b: standing orders (active posture): group of 10 B from boston to worcester"
        ),
        "{:#?}",
        texts(&log)
    );
    // the hold posture stands still
    let mut hold = rules();
    hold.postures.british = pbem::rules::american_revolution::Posture::Hold;
    assert!(commander::movement(&hold, &st, Side::British, &mut log)
        .moves
        .is_empty());
    // reinforcements land with the main army (Boston is coastal)
    assert_eq!(
        overseas::main_army_landing(&r, &st)
            .map(|(a, _)| a)
            .as_deref(),
        Some("boston")
    );
}

#[test]
fn item_9_b_1_b_4_a_militia_gather_away_from_the_fresh_british_landing() {
    let r = rules();
    let mut st = state(Season::Summer);
    st.phasing = Side::British;
    st.holding_mut("manhattan", Side::British).open = sps(&[(Kind::B, 6)]);
    let g = mv("manhattan", &[(Kind::B, 6)], &["albany"], None);
    let mut log = Log::default();
    land::phase(&r, &mut st, &[g], &mut ScriptedDice::new([5]), &mut log);
    // New York's 5 M go to Manhattan, the area of the region away from the British in Albany
    assert_eq!(
        st.at("manhattan").american.open.get(Kind::M),
        5,
        "{:#?}",
        texts(&log)
    );
    assert!(texts(&log)
        .iter()
        .any(|l| l.contains("militia gather away from the British")));
}
