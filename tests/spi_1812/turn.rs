//! 1812 attrition (A.1) and movement (A.2) phases, from the sequence of play's wording,
//! and the orders checks that cite the step forbidding an order.

use crate::support;

use pbem::fairness::{Dice, ScriptedDice};
use pbem::rules::spi_1812::check::check;
use pbem::rules::spi_1812::log::Log;
use pbem::rules::spi_1812::state::{Side, State};
use pbem::rules::spi_1812::{attrition, depot_destruction, forced_march, movement, reinforcement};
use pbem::yaml::Source;
use support::spi::*;

const F: Side = Side::France;
const R: Side = Side::Russia;

/// `pbem orders check` on `body` for the player of `sides`: Ok or the error's text.
fn checked(s: &State, sides: &[Side], body: &str) -> Result<(), String> {
    let text =
        format!("game: spi-1812\ncampaign: t\nentry: 1\nturn: 1\nphase: p\nplayer: p\n{body}");
    let src = Source::new("o.yaml", text);
    let o = src.parse().unwrap();
    check(&rules(), s, sides, &o, &src).map_err(|e| e.to_string())
}

fn refused(s: &State, sides: &[Side], body: &str, expect: &str) {
    match checked(s, sides, body) {
        Ok(()) => panic!("accepted: {body}"),
        Err(e) => assert!(e.contains(expect), "expected '{expect}' in: {e}"),
    }
}

#[test]
fn reinforcements_are_placed_regardless_of_opposing_units() {
    let r = rules();
    let mut s = state(R, 5, vec![inf("fr-1", F, "moscow", 9)]);
    s.reinforcements
        .push(pbem::rules::spi_1812::state::Reinforcement {
            turn: 5,
            unit: leader("kutuzov", R, "moscow", 25, 1, false),
        });
    s.reinforcements
        .push(pbem::rules::spi_1812::state::Reinforcement {
            turn: 6,
            unit: inf("ru-militia", R, "moscow", 3),
        });
    let mut log = Log::default();
    reinforcement::place(&r.map, &mut s, R, &mut log);
    assert_eq!(at(&s, "kutuzov").as_deref(), Some("moscow"));
    assert_eq!(at(&s, "ru-militia"), None, "turn 6's wait");
    assert_eq!(s.reinforcements.len(), 1);
    assert_eq!(
        log.steps[0].public,
        vec!["Russian reinforcements arrive at Moscow."]
    );
    assert_eq!(log.steps[0].private[&R], vec!["kutuzov placed at Moscow"]);
}

#[test]
fn attrition_die_then_the_non_phasing_player_picks_an_area_per_loss() {
    // French summer (turn 2), die 6: 3 losses (provisional chart). Russia picks Vilna, then
    // Kovno, then Kovno again, which has no French corps left: the default, the area with
    // the most French strength (Vilna).
    let r = rules();
    let mut s = state(
        F,
        2,
        vec![
            inf("fr-1", F, "vilna", 9),
            inf("fr-2", F, "vilna", 4),
            inf("fr-3", F, "kovno", 1),
            leader("ney", F, "kovno", 8, 1, false),
        ],
    );
    let p = plans(
        "loss_order: [fr-2]",
        "attrition_areas: [vilna, kovno, kovno]",
    );
    let mut d = ScriptedDice::new([6]);
    let mut log = Log::default();
    attrition::attrition(
        &r.charts,
        &r.map,
        &mut s,
        p.of(F),
        p.of(R),
        &mut d,
        &mut log,
    );
    assert_eq!(d.log()[0].purpose, "A.1.B attrition, French");
    assert_eq!(
        strength(&s, "fr-2"),
        Some(2),
        "the French loss order picks fr-2 in Vilna twice"
    );
    assert_eq!(at(&s, "fr-3"), None);
    assert_eq!(strength(&s, "fr-1"), Some(9));
    let public = &log.steps[0].public;
    assert_eq!(
        public[0],
        "Attrition Table (provisional): die 6, French loses 3 strength points."
    );
    assert_eq!(
        &public[1..],
        [
            "Russian picks Vilna: 1 loss.",
            "Russian picks Kovno: 1 loss.",
            "Russian picks Vilna (the default): 1 loss."
        ]
    );
    assert!(s.combat_losses.is_empty(), "attrition is not a combat loss");
}

#[test]
fn basic_movement_paths_allowances_and_stopping() {
    let s = state(
        F,
        1,
        vec![
            inf("fr-1", F, "kovno", 9),
            cav("fr-c", F, "kovno", 2),
            leader("ney", F, "kovno", 8, 1, false),
            train("fr-t", F, "kovno"),
            inf("ru-1", R, "vilna", 3),
        ],
    );
    assert_eq!(
        checked(
            &s,
            &[F],
            "moves: {fr-1: [grodno, minsk], fr-c: [grodno, minsk, borisov]}"
        ),
        Ok(())
    );
    refused(
        &s,
        &[F],
        "moves: {fr-1: [grodno, minsk, borisov]}",
        "A.2.A: fr-1 may enter 2 areas; this move enters 3",
    );
    refused(
        &s,
        &[F],
        "moves: {fr-1: [moscow]}",
        "A.2.A: Moscow is not adjacent to Kovno",
    );
    refused(
        &s,
        &[F],
        "moves: {fr-c: [vilna, minsk]}",
        "A.2.A: fr-c stops in Vilna, occupied by Russian units; it cannot go on to Minsk",
    );
    refused(
        &s,
        &[F],
        "moves: {ney: [vilna]}",
        "A.2.A: must use a corps to move into an area occupied by opposing units",
    );
    assert_eq!(
        checked(
            &s,
            &[F],
            "moves: {ney: [vilna], fr-t: [vilna], fr-1: [vilna]}"
        ),
        Ok(())
    );
    refused(
        &s,
        &[R],
        "moves: {ru-1: [minsk]}",
        "A.2-3: only the phasing player (French) moves",
    );
    refused(&s, &[F], "moves: {ghost: [vilna]}", "unknown unit 'ghost'");
}

#[test]
fn a_french_depot_moves_only_stacked_with_one_supply_unit() {
    let s = state(
        F,
        1,
        vec![
            depot("fr-d", "kovno"),
            depot("fr-d2", "kovno"),
            train("fr-t", F, "kovno"),
            inf("fr-1", F, "kovno", 3),
        ],
    );
    refused(
        &s,
        &[F],
        "moves: {fr-d: [vilna]}",
        "A.2.A: F can only move a depot when one depot is stacked with one supply unit",
    );
    assert_eq!(
        checked(&s, &[F], "moves: {fr-d: [vilna], fr-t: [vilna]}"),
        Ok(())
    );
    refused(
        &s,
        &[F],
        "moves: {fr-d: [vilna], fr-d2: [vilna], fr-t: [vilna]}",
        "one depot is stacked with one supply unit",
    );
    let r = rules();
    let mut s = s.clone();
    let mut log = Log::default();
    let moves = orders("moves: {fr-d: [vilna, minsk], fr-t: [vilna, minsk]}").moves;
    movement::basic_movement(&r.charts, &r.map, &mut s, &moves, r.moves, &mut log);
    assert_eq!(at(&s, "fr-d").as_deref(), Some("minsk"));
    assert_eq!(at(&s, "fr-t").as_deref(), Some("minsk"));
}

#[test]
fn forced_march_corps_roll_leaders_march_supply_units_may_not() {
    let r = rules();
    let mut s = state(
        F,
        1,
        vec![
            inf("fr-1", F, "kovno", 9),
            inf("fr-2", F, "kovno", 4),
            leader("ney", F, "kovno", 8, 1, false),
            train("fr-t", F, "kovno"),
        ],
    );
    refused(
        &s,
        &[F],
        "forced_march: {fr-t: [vilna]}",
        "A.2.B: move corps and leaders only (no supply or depot units)",
    );
    refused(
        &s,
        &[F],
        "forced_march: {fr-1: [vilna, minsk]}",
        "A.2.B: fr-1 may enter 1 area; this move enters 2",
    );
    // After basic movement to Vilna: fr-1 die 1 marches; fr-2 die 6 stays and loses 1; Ney
    // marches without a die.
    let o = orders("moves: {fr-1: [vilna], fr-2: [vilna], ney: [vilna]}\nforced_march: {fr-1: [minsk], fr-2: [minsk], ney: [minsk]}");
    assert_eq!(checked(&s, &[F], "moves: {fr-1: [vilna], fr-2: [vilna], ney: [vilna]}\nforced_march: {fr-1: [minsk], fr-2: [minsk], ney: [minsk]}"), Ok(()));
    let mut log = Log::default();
    movement::basic_movement(&r.charts, &r.map, &mut s, &o.moves, r.moves, &mut log);
    let mut d = ScriptedDice::new([1, 6]);
    forced_march::forced_march(&r.charts, &r.map, &mut s, &o, &mut d, &mut log);
    assert_eq!(at(&s, "fr-1").as_deref(), Some("minsk"));
    assert_eq!(at(&s, "fr-2").as_deref(), Some("vilna"));
    assert_eq!(strength(&s, "fr-2"), Some(3));
    assert_eq!(at(&s, "ney").as_deref(), Some("minsk"));
    assert_eq!(d.log().len(), 2, "one die per corps, none for the leader");
}

#[test]
fn depot_destruction_and_area_depletion() {
    let mut s = state(
        F,
        1,
        vec![
            inf("fr-1", F, "vilna", 9),
            train("fr-t", F, "vilna"),
            depot("fr-old", "kovno"),
            inf("ru-1", R, "minsk", 3),
            inf("fr-m", F, "minsk", 3),
            train("fr-t2", F, "minsk"),
        ],
    );
    refused(&s, &[F], "deplete: [grodno]", "A.2.C: an area with phasing player's supply unit may be 100% depleted; Grodno has no French supply unit");
    refused(
        &s,
        &[F],
        "deplete: [minsk]",
        "A.2.C: only an area with no non-phasing units may be 100% depleted",
    );
    refused(
        &s,
        &[F],
        "depots: [vilna]",
        "A.2.C: F may place a depot in an area it 100% depletes",
    );
    refused(
        &s,
        &[R],
        "destroy_depots: [fr-old]",
        "only the phasing player",
    );
    let mut half = s.clone();
    half.depletion.insert("vilna".into(), 50);
    refused(
        &half,
        &[F],
        "deplete: [vilna]\ndepots: [vilna]",
        "A.2.C: F may place depot if area was undepleted; Vilna is 50% depleted",
    );
    let o = orders("deplete: [vilna]\ndepots: [vilna]\ndestroy_depots: [fr-old]");
    assert_eq!(
        checked(
            &s,
            &[F],
            "deplete: [vilna]\ndepots: [vilna]\ndestroy_depots: [fr-old]"
        ),
        Ok(())
    );
    let r = rules();
    let mut log = Log::default();
    depot_destruction::depot_destruction(&r.map, &mut s, &o, &mut log);
    assert_eq!(s.depletion_of("vilna"), 100);
    assert_eq!(at(&s, "fr-old"), None);
    assert_eq!(at(&s, "fr-depot-new-1").as_deref(), Some("vilna"));
}

#[test]
fn orders_name_the_step_that_forbids_them() {
    let s = state(
        F,
        1,
        vec![
            inf("fr-1", F, "vilna", 9),
            cav("ru-c", R, "minsk", 1),
            inf("ru-1", R, "minsk", 2),
        ],
    );
    refused(
        &s,
        &[F],
        "attrition_areas: [vilna]",
        "A.1.C: the non-phasing player picks the areas for attrition losses",
    );
    refused(&s, &[F], "battles: {minsk: {chit: hold}}", "A.3 step 1: 'hold' is not your battle plan chit in this player turn; yours: assault, outflank, probe, demonstrate");
    refused(
        &s,
        &[R],
        "battles: {minsk: {retreat_before_combat: {units: [ru-1]}}}",
        "A.3 step 3: Infantry and F Depots cannot retreat before combat",
    );
    refused(
        &s,
        &[R],
        "battles: {minsk: {retreat_to: moscow}}",
        "A.3 step 7: retreat is into an adjacent area/sub-area; Moscow is not adjacent to Minsk",
    );
    refused(
        &s,
        &[F],
        "combat_order: [vilna]",
        "A.3: after these moves no battle is at 'vilna'",
    );
    assert_eq!(
        checked(&s, &[F], "moves: {fr-1: [minsk]}\ncombat_order: [minsk]"),
        Ok(())
    );
    refused(
        &s,
        &[F],
        "supply_order: [vilna]",
        "C.1: R picks area to resolve supply; only Russian orders it",
    );
    assert_eq!(checked(&s, &[R], "supply_order: [vilna]"), Ok(()));
    refused(
        &s,
        &[F],
        "political_loss: ru-1",
        "D.2: F must eliminate one F corps; 'ru-1' is not a French corps",
    );
    let r_turn = state(R, 1, vec![inf("ru-1", R, "minsk", 2)]);
    refused(
        &r_turn,
        &[R],
        "supply_order: [minsk]",
        "the interphases follow the French player turn",
    );
    refused(
        &s,
        &[F],
        "transfers: {vilna: moscow}",
        "C.2: corps transfer from an area to an adjacent area (AA)",
    );
}
