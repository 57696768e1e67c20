//! The words of A.2 movement and of a battle's steps, said by templates/spi-1812/lines.tera
//! (issue 30, item 5): each kind says exactly what the rules' Rust said before, so entries
//! keep their bytes.

use pbem::rules::spi_1812::state::Kind;
use pbem::rules::spi_1812::words::{say, Fought, Moved};

#[test]
fn a2_movement_lines_say_what_the_rules_said_before_the_template() {
    let path: &[&str] = &["Kovno", "Vilna"];
    let losses = vec!["I Corps (Davout) -1 (13 left; A.2.B forced march)".to_string()];
    let cases = [
        (
            Moved::MoveCancelled {
                unit: "fr-1",
                reason: "A.2.A: x",
            },
            "Move of fr-1 cancelled: A.2.A: x",
        ),
        (
            Moved::Moves {
                unit: "I Corps",
                from: "Grodno",
                path,
            },
            "I Corps: Grodno → Kovno → Vilna",
        ),
        (
            Moved::DoesNotMove { side: "Russian" },
            "Russian does not move.",
        ),
        (
            Moved::MovesUnder {
                side: "French",
                chart: "Movement chart",
            },
            "French moves under the Movement chart (the map below shows where its stacks stand).",
        ),
        (
            Moved::ForcedMarchCancelled {
                unit: "fr-2",
                reason: "A.2.B: y",
            },
            "Forced march of fr-2 cancelled: A.2.B: y",
        ),
        (
            Moved::ForcedMarch {
                unit: "I Corps",
                chart: "Forced March Table",
                die: 5,
                moves: true,
                path,
                loss: 1,
                losses: &losses,
            },
            "I Corps: Forced March Table die 5: marches to Kovno → Vilna; I Corps (Davout) -1 (13 left; A.2.B forced march)",
        ),
        (
            Moved::ForcedMarch {
                unit: "I Corps",
                chart: "Forced March Table",
                die: 1,
                moves: false,
                path,
                loss: 0,
                losses: &[],
            },
            "I Corps: Forced March Table die 1: does not move",
        ),
        (
            Moved::LeaderForcedMarch {
                unit: "Napoleon",
                path,
            },
            "Napoleon force-marches to Kovno → Vilna (leaders automatic)",
        ),
        (
            Moved::NoForcedMarch { side: "French" },
            "No French corps force-marches.",
        ),
        (
            Moved::ForcedMarchRolls {
                side: "French",
                corps: 2,
            },
            "French rolls for 2 forced-marching corps.",
        ),
        (
            Moved::DepotOrdersCancelled { reason: "A.2.C: z" },
            "Orders of this step cancelled: A.2.C: z",
        ),
        (
            Moved::NoDepotDestruction,
            "No depot destroyed or placed, no area depleted.",
        ),
        (
            Moved::DepotDestroyed {
                depot: "Depot 1",
                place: "Vilna",
            },
            "Depot 1 at Vilna destroyed",
        ),
        (
            Moved::Depletes {
                side: "French",
                area: "Vilna",
                was: 20,
            },
            "French depletes Vilna to 100% (was 20%).",
        ),
        (
            Moved::DepotPlaced {
                depot: "Depot 1 of Vilna",
                id: "fr-depot-new-1",
            },
            "Depot 1 of Vilna placed (fr-depot-new-1)",
        ),
        (Moved::NoAreaDepleted, "No area depleted."),
    ];
    for (said, words) in cases {
        assert_eq!(say(&said), words);
    }
}

/// A unit revealed at step 2.
fn revealed(kind: Kind, cavalry: bool, tactical: i32) -> Fought<'static> {
    Fought::Revealed {
        unit: "X",
        kind,
        strength: 14,
        cavalry,
        command: 6,
        tactical,
    }
}

#[test]
fn a3_step_2_reveals_each_kind_as_the_rules_did_before_the_template() {
    let cases = [
        (revealed(Kind::Infantry, false, 0), "X, infantry 14"),
        (revealed(Kind::Cavalry, false, 0), "X, cavalry 14"),
        (
            revealed(Kind::Leader, false, 2),
            "X, leader (command 6, +2)",
        ),
        (
            revealed(Kind::Leader, true, 0),
            "X, cavalry leader (command 6, +0)",
        ),
        (
            revealed(Kind::Leader, false, -1),
            "X, leader (command 6, -1)",
        ),
        (revealed(Kind::Supply, false, 0), "X, supply unit"),
        (revealed(Kind::Depot, false, 0), "X, depot"),
        (revealed(Kind::Hidden, false, 0), "X, units hidden"),
    ];
    for (said, words) in cases {
        assert_eq!(say(&said), words);
    }
}

/// Step 4's plan with the given result.
fn plan(combat: bool, switch: bool, pursuit: bool, retreat: Option<&str>) -> String {
    say(&Fought::Plan {
        chart: "Battle Plan Chart",
        attacker: "French",
        attacker_chit: "Attack",
        defender: "Russian",
        defender_chit: "Withdraw",
        combat,
        switch,
        pursuit,
        retreat,
    })
}

#[test]
fn a3_step_4_plan_lists_its_parts_as_the_rules_did_before_the_template() {
    let head = "Step 4: Battle Plan Chart: French Attack against Russian Withdraw: ";
    let cases = [
        (plan(false, false, false, None), "no battle."),
        (plan(true, false, false, None), "combat resolution."),
        (
            plan(true, true, true, Some("Russian")),
            "combat resolution, attacker and defender switch, pursuit allowed, Russian retreats.",
        ),
        (
            plan(false, false, true, Some("French")),
            "pursuit allowed, French retreats.",
        ),
        (
            plan(false, false, false, Some("French")),
            "French retreats.",
        ),
    ];
    for (said, tail) in cases {
        assert_eq!(said, format!("{head}{tail}"));
    }
}

/// Step 5's line with the given result.
fn combat(a: u32, d: u32, retreat: Option<&str>, fort: i32) -> String {
    say(&Fought::Combat {
        attacker: "French",
        strength: 12,
        against: 6,
        odds: "2-1",
        chart: "Combat Results Table",
        die: 3,
        attacker_leader: 2,
        defender_leader: -1,
        fort,
        modified: 4 - fort,
        attacker_loss: a,
        defender_loss: d,
        retreat,
    })
}

#[test]
fn a3_steps_5_and_6_say_die_modifiers_and_result_as_before_the_template() {
    let head = "Step 5: French attacks with 12 (least of infantry corps and infantry leader totals) against 6: odds 2-1; Combat Results Table die 3 +2 leader -1 leader";
    assert_eq!(combat(0, 0, None, 0), format!("{head} = 4: no effect."));
    assert_eq!(
        combat(1, 2, Some("Russian"), 1),
        format!("{head} -1 fort = 3: attacker loses 1, defender loses 2, Russian retreats.")
    );
    assert_eq!(
        combat(0, 2, Some("Russian"), 0),
        format!("{head} = 4: defender loses 2, Russian retreats.")
    );
    assert_eq!(
        combat(0, 0, Some("French"), 0),
        format!("{head} = 4: French retreats.")
    );
    let pursuit = |a, d| {
        say(&Fought::Pursuit {
            side: "Russian",
            cavalry: 5,
            against: 2,
            chart: "Pursuit Table",
            die: 4,
            attacker_leader: 0,
            defender_leader: 1,
            modified: 5,
            attacker_loss: a,
            defender_loss: d,
        })
    };
    let head = "Step 6: Russian pursues with cavalry 5 against 2: Pursuit Table die 4 +0 cavalry leader +1 cavalry leader = 5";
    assert_eq!(pursuit(0, 0), format!("{head}: no effect."));
    assert_eq!(
        pursuit(1, 3),
        format!("{head}: attacker loses 1, defender loses 3.")
    );
}

#[test]
fn a3_steps_1_3_and_6_to_7_say_what_the_rules_said_before_the_template() {
    let units = vec!["Platov".to_string(), "Cossacks".to_string()];
    let cases = [
        (
            Fought::Chits {
                attacker: "French",
                defender: "Russian",
            },
            "Step 1: battle plan chits chosen in secret (committed with the orders); French is attacker, Russian defender.",
        ),
        (
            Fought::RetreatBeforeCombat {
                side: "Russian",
                forced: true,
                to: "Minsk",
                units: &units,
            },
            "Step 3: Russian must retreat its cavalry (no infantry against infantry) and retreats before combat to Minsk: Platov, Cossacks.",
        ),
        (
            Fought::RetreatBeforeCombat {
                side: "Russian",
                forced: false,
                to: "Minsk",
                units: &units,
            },
            "Step 3: Russian retreats before combat to Minsk: Platov, Cossacks.",
        ),
        (
            Fought::CannotRetreatBeforeCombat { side: "French" },
            "Step 3: French cannot retreat before combat: every adjacent area is occupied by opposing units.",
        ),
        (
            Fought::StackEliminated {
                step: "3.5",
                side: "French",
                cause: "A.3 step 3.5: no corps against corps",
            },
            "Step 3.5: the French stack is eliminated (A.3 step 3.5: no corps against corps).",
        ),
        (
            Fought::BothCavalryRemain,
            "Step 3.5: neither side has infantry and both have cavalry: both remain and the battle is over.",
        ),
        (
            Fought::NoCorpsRemain,
            "Step 3.5: neither side has a corps: both remain and the battle is over.",
        ),
        (
            Fought::NoMoreCavalry {
                side: "French",
                cavalry: 2,
                against: 3,
            },
            "Step 6: pursuit allowed, but French has no more cavalry (2 against 3).",
        ),
        (
            Fought::DeclinesPursuit { side: "French" },
            "Step 6: French chooses not to pursue.",
        ),
        (
            Fought::RetreatAfterCombat {
                side: "Russian",
                units: 1,
                to: "Minsk",
            },
            "Step 7: the Russian stack (1 unit) retreats to Minsk.",
        ),
        (
            Fought::RetreatAfterCombat {
                side: "Russian",
                units: 3,
                to: "Minsk",
            },
            "Step 7: the Russian stack (3 units) retreats to Minsk.",
        ),
        (
            Fought::BattleOver,
            "The battle is over; both stacks remain.",
        ),
        (
            Fought::AtStep {
                step: "5",
                said: "I Corps -1 (13 left; A.3 step 5 combat)",
            },
            "Step 5: I Corps -1 (13 left; A.3 step 5 combat)",
        ),
    ];
    for (said, words) in cases {
        assert_eq!(say(&said), words);
    }
}
