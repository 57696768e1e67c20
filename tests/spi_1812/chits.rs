//! A.3 steps 1 and 4: the battle plan chits by their printed names ("outflank", "probe",
//! "assault"), the former name "envelop" still read from old orders, and entries resolved
//! by pbem 0.5.0 and older printing the names they printed.

use crate::support;

use pbem::fairness::ScriptedDice;
use pbem::rules::spi_1812::battle::battle;
use pbem::rules::spi_1812::charts::ChitNames;
use pbem::rules::spi_1812::log::Log;
use pbem::rules::spi_1812::state::Side;
use support::spi::*;

const F: Side = Side::France;
const R: Side = Side::Russia;

fn borisov() -> pbem::rules::spi_1812::state::State {
    state(
        F,
        1,
        vec![inf("fr-1", F, "borisov", 9), inf("ru-1", R, "borisov", 6)],
    )
}

#[test]
fn a3_step_4_outflank_is_the_printed_name_and_envelop_still_reads_as_it() {
    let r = rules();
    let bp = &r.charts.battle_plan;
    assert!(bp.attacker.iter().any(|c| c == "outflank"));
    assert!(["assault", "probe"]
        .iter()
        .all(|c| bp.attacker.iter().any(|a| a == c)));
    assert!(!bp.attacker.iter().any(|c| c == "envelop"));
    // Both names give the same battle: outflank v hold is CRS PS; 9 v 6 = 1-1, die 5: D1.
    for chit in ["outflank", "envelop"] {
        let mut s = borisov();
        let b = fight(
            &mut s,
            "borisov",
            &plans(&format!("battles: {{borisov: {{chit: {chit}}}}}"), ""),
            &[5],
        );
        assert!(
            said(
                &b,
                "Battle Plan Chart (provisional): French outflank against Russian hold: combat resolution, pursuit allowed."
            ),
            "{:#?}",
            b.lines
        );
    }
}

#[test]
fn a3_step_4_entries_of_pbem_0_5_print_envelop_as_they_did() {
    let mut r = rules();
    r.charts.battle_plan.shown = ChitNames::Former;
    let mut s = borisov();
    let mut d = ScriptedDice::new([5]);
    let mut log = Log::default();
    let p = plans("battles: {borisov: {chit: envelop}}", "");
    let b = battle(&r.charts, &r.map, &mut s, "borisov", &p, &mut d, &mut log);
    assert!(
        said(&b, "French envelop against Russian hold"),
        "{:#?}",
        b.lines
    );
}
