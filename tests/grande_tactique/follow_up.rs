//! Follow-up charges of successful cavalry (4. Charge Phase: "Successful cavalry charges
//! may result in follow-up charges, which are resolved immediately"): the standing order
//! `follow_ups: UNIT: charge | halt` (default charge), the nearest enemy in the front
//! wedge within the provisional 3" reach, no attacker's check, once a phase.

use super::common::{ligny, orders, place, text, unit};
use pbem::fairness::ScriptedDice;
use pbem::rules::grande_tactique::check::check;
use pbem::rules::grande_tactique::sequence::charge;
use pbem::rules::grande_tactique::state::State;
use pbem::rules::old_trousers::log::Log;

/// strolz-1 (dragoons) in contact with kemphen-1's front in the open west of Wagnelée;
/// kemphen-2 (raw) stands 3.5" to the right of where kemphen-1 flees, inside strolz-1's
/// front wedge once it has pursued.
fn fight(body: &str, rolls: &[u32]) -> (State, String) {
    let (rules, mut st) = ligny();
    place(&mut st, "kemphen-1", 4, 10, 180);
    place(&mut st, "strolz-1", 4, 9, 0);
    place(&mut st, "kemphen-2", 7, 17, 180);
    let k = unit(&st, "kemphen-2");
    st.units[k].stand.centre.x = 7_500;
    let i = unit(&st, "strolz-1");
    st.units[i].markers.charge = Some("kemphen-1".into());
    let (o, _) = orders(body);
    let mut log = Log::default();
    let mut dice = ScriptedDice::new(rolls.iter().copied());
    charge::run(&rules, &mut st, &o, &mut dice, &mut log);
    assert_eq!(dice.remaining(), 0, "every die used");
    (st, text(&log))
}

#[test]
fn successful_cavalry_follow_up_at_once_without_an_attackers_check() {
    // Attacker's check 4 passes; kemphen-1 rolls 1 and flees 7"; strolz-1's check 5 passes:
    // it pursues 6" and follows up on kemphen-2, which rolls 6 (raw -1 = 5) and holds.
    let (st, t) = fight("", &[4, 1, 5, 6]);
    for l in [
        "kemphen-1 routs and flees 7.000\" (infantry flee 7\"): runs 7.000\"",
        "strolz-1: MORALE CHECK, strolz-1: 4+: d6 5 = 5: passes (needs 4+)",
        "; pursues 6.000\"",
        "strolz-1 follows up on kemphen-2, the nearest enemy in its front wedge within 3.000\": moves",
        "kemphen-2: defender's check MORALE CHECK, kemphen-2: 4+: d6 6 + raw -1 = 5: passes (needs 5+)",
        "strolz-1 is repulsed: Shaken",
        "(provisional: charge 'follow-up:",
        // From pbem 0.12.0 it squares to the edge it meets (here already square).
        "each unit follows up once a phase': our text says only that follow-up charges are resolved immediately), squares to the edge (provisional: charge 'a charger moving into contact squares",
    ] {
        assert!(t.contains(l), "{l}\n{t}");
    }
    assert!(
        !t.contains("strolz-1 charges kemphen-2"),
        "no attacker's check: {t}"
    );
    let s = &st.units[unit(&st, "strolz-1")];
    assert_eq!(
        s.stand.front_centre(),
        pbem::board::table::measure::Point::new(6_250, 16_500)
    );
    assert!(s.markers.shaken);
}

#[test]
fn a_follow_up_that_succeeds_pursues_but_follows_up_once_a_phase() {
    // kemphen-2 rolls 1 and flees too; strolz-1 passes again (6) and pursues, then halts.
    let (st, t) = fight("", &[4, 1, 5, 1, 6]);
    assert!(t.contains("kemphen-2 routs and flees 7.000\""), "{t}");
    assert!(
        t.contains("strolz-1 has followed up this phase: halts"),
        "{t}"
    );
    assert!(st.units[unit(&st, "kemphen-2")].markers.routed);
}

#[test]
fn halt_stops_the_follow_up_and_a_failed_check_too() {
    let (_, t) = fight("follow_ups: {strolz-1: halt}\n", &[4, 1, 5]);
    assert!(
        t.contains("strolz-1 halts: no follow-up (follow_ups: halt)"),
        "{t}"
    );
    assert!(!t.contains("follows up on"), "{t}");
    // The cavalry's check fails (3): it halts, no pursuit, no follow-up.
    let (_, t) = fight("", &[4, 1, 3]);
    assert!(
        t.contains("strolz-1: MORALE CHECK, strolz-1: 4+: d6 3 = 3: fails (needs 4+); halts"),
        "{t}"
    );
    assert!(!t.contains("follows up on"), "{t}");
}

#[test]
fn only_the_moving_players_cavalry_take_follow_up_orders() {
    let (rules, st) = ligny();
    let (o, src) = orders("follow_ups: {lefol-1: halt}\n");
    let e = check(&rules, &st, "french", &o, &src)
        .unwrap_err()
        .to_string();
    assert!(
        e.contains("follow_ups.lefol-1") && e.contains("no cavalry"),
        "{e}"
    );
    let (o, src) = orders("follow_ups: {strolz-1: charge}\n");
    check(&rules, &st, "french", &o, &src).expect("passes");
    let e = check(&rules, &st, "prussian", &o, &src)
        .unwrap_err()
        .to_string();
    assert!(e.contains("follow_ups"), "{e}");
}
