//! The Old Trousers report's words said by templates/old-trousers/lines.tera (issue 30,
//! item 5): every kind of every procedure's `Said` has its branch, and each line kind moved
//! from the rules' Rust says exactly what the rules said before, so entries keep their
//! bytes (the whole battles of tests/golden and the v0.x fixtures show it for the lines
//! they hold; these show it line by line, with the words the Rust wrote before).

use pbem::rules::old_trousers::words::{
    charge, command, end, fire, initiative, melee, movement, rally, render, say,
};

#[test]
fn every_kind_of_every_procedure_has_its_branch_and_no_branch_is_dead() {
    let src = crate::support::words::kinds_in_source("src/rules/old_trousers/words");
    let tera = crate::support::words::kinds_in_template(include_str!(
        "../../templates/old-trousers/lines.tera"
    ));
    assert!(src.len() > 150, "{} kinds found", src.len());
    let missing: Vec<_> = src.difference(&tera).collect();
    let dead: Vec<_> = tera.difference(&src).collect();
    assert!(missing.is_empty(), "kinds without a branch: {missing:?}");
    assert!(dead.is_empty(), "branches of no kind: {dead:?}");
}

/// Renders `line` and fails, naming it, if the template falls back to its fields.
fn words<L: serde::Serialize + std::fmt::Debug>(line: &L) -> String {
    render(line).unwrap_or_else(|| panic!("no words for {line:?}"))
}

#[test]
fn i_and_ii_initiative_and_random_events_say_what_the_rules_said() {
    use initiative::Said;
    let roll = Said::InitiativeRoll {
        side: "french",
        die: 7,
        leader: "good",
        lead: 2,
        staff_rating: "-",
        staff: 0,
        momentum: Some(1),
        surprise: Some(-2),
        turn: 3,
        total: 8,
    };
    let (lead, staff, mom, surprise) = (2, 0, 1, -2);
    assert_eq!(
        words(&roll),
        format!(
            "french: die 7 + leader good ({lead:+}) + staff - ({staff:+}) + momentum ({mom:+}) + surprise ({surprise:+}, the scenario's surprise: turn 3) = 8"
        )
    );
    let plain = Said::InitiativeRoll {
        side: "allied",
        die: 1,
        leader: "poor",
        lead: -1,
        staff_rating: "average",
        staff: 0,
        momentum: None,
        surprise: None,
        turn: 1,
        total: 0,
    };
    assert_eq!(
        words(&plain),
        "allied: die 1 + leader poor (-1) + staff average (+0) = 0"
    );
    assert_eq!(
        words(&Said::InitiativePhase { turn: 4 }),
        "Initiative Phase, turn 4"
    );
    assert_eq!(
        words(&Said::EqualTotals {
            ties: "re-roll",
            note: "not in our text"
        }),
        "equal totals: re-roll (PROVISIONAL, charts/initiative.yaml ties: not in our text)"
    );
    assert_eq!(
        words(&Said::KeepsInitiative {
            rolls: 20,
            side: "french"
        }),
        "after 20 equal rolls french keeps the initiative"
    );
    assert_eq!(
        words(&Said::MovesFirst { side: "french" }),
        "french has the initiative and moves first (III. First Player's Phase)"
    );
    assert_eq!(
        words(&Said::MovesFirstProvisional { side: "french" }),
        "french has the initiative and moves first (PROVISIONAL reading: the initiative is the first player's phase)"
    );
    assert_eq!(
        words(&Said::RandomEventPhase {
            turn: 2,
            note: "v2.4 table missing"
        }),
        "Random Event Phase, turn 2 (PROVISIONAL table: v2.4 table missing)"
    );
    assert_eq!(
        words(&Said::NoRandomEvent {
            side: "allied",
            die: 11
        }),
        "allied: die 11: no row of the table"
    );
    assert_eq!(
        words(&Said::RandomEvent {
            side: "allied",
            die: 9,
            roll: "9 - 10",
            text: "Momentum",
            event: "momentum"
        }),
        "allied: die 9 (9 - 10): Momentum [momentum]"
    );
}

#[test]
fn iii_a_order_segment_lines_say_what_the_rules_said() {
    use command::Said;
    let roll = |attached, note, activated| Said::ActivationRoll {
        order: "advance",
        from: "ney",
        to: "marchand",
        die: 4,
        rating: "good",
        lead: 1,
        attached,
        got: 4,
        points: 9,
        need: 8,
        note,
        activated,
    };
    assert_eq!(
        words(&roll(None, None, false)),
        "order 'advance' from ney to marchand: die 4 + leader good (+1) = 4, total 9 against 8"
    );
    assert_eq!(
        words(&roll(Some(-1), Some("read as 1D10"), true)),
        "order 'advance' from ney to marchand: die 4 + leader good (+1) + leader attached (-1) = 4, total 9 against 8 (PROVISIONAL, charts/order-activation.yaml roll: read as 1D10): activated"
    );
    assert_eq!(
        words(&Said::CouriersAstray {
            order: "withdraw",
            to: "marchand"
        }),
        "order to marchand (Withdraw) gains nothing: couriers astray (random event, PROVISIONAL)"
    );
    assert_eq!(
        words(&Said::CommandPointSpent {
            leader: "ney",
            unit: "fr-1",
            was_out: true
        }),
        format!(
            "ney spends a command point on fr-1: it moves in command this phase ({})",
            pbem::rules::old_trousers::command::command_points::PROVISIONAL
        )
    );
    assert_eq!(
        words(&Said::CommandPointSpent {
            leader: "ney",
            unit: "fr-1",
            was_out: false
        }),
        format!(
            "ney spends a command point on fr-1, which was in command already ({})",
            pbem::rules::old_trousers::command::command_points::PROVISIONAL
        )
    );
    assert_eq!(
        words(&Said::OutOfCommand {
            unit: "1/4th Line",
            distance: "14.000\"",
            commander: "marchand",
            range: "12.000\""
        }),
        "1/4th Line is out of command: 14.000\" from marchand, whose range is 12.000\""
    );
    for (kind, said) in [
        (
            Said::OutOfCommandSection,
            "Order Segment: units out of command (COMMAND RANGE)",
        ),
        (Said::AllInCommand, "every unit is in command"),
        (
            Said::ActivationSection,
            "Order Segment: order activation (ORDER ACTIVATION TABLE)",
        ),
        (Said::NoOrderToRoll, "no order to roll for"),
        (
            Said::NewOrdersSection,
            "Order Segment: new orders of army and corps commanders",
        ),
        (Said::NoNewOrder, "no new order"),
        (
            Said::CommandPointsSection,
            "Order Segment: command points (COMMAND POINTS)",
        ),
        (Said::NoCommandPoint, "no command point spent"),
    ] {
        assert_eq!(words(&kind), said);
    }
}

#[test]
fn iii_b_2_movement_lines_say_what_the_rules_said() {
    use movement::{Part, Said};
    let parts = [
        Part {
            cost: "3.000\"".into(),
            what: "open",
            open: true,
        },
        Part {
            cost: "6.000\"".into(),
            what: "in scrub (x2)",
            open: false,
        },
    ];
    assert_eq!(
        words(&Said::Cost {
            total: "9.000\"",
            parts: &parts
        }),
        "9.000\" = 3.000\" open (MOVEMENT TABLE) + 6.000\" in scrub (x2) (TERRAIN TYPE MOVEMENT EFFECT)"
    );
    assert_eq!(
        words(&Said::Cost {
            total: "0.000\"",
            parts: &[]
        }),
        "0.000\""
    );
    assert_eq!(
        words(&Said::Moves {
            words: "advance 6",
            distance: "6.000\"",
            cost: "6.000\"",
            allowance: "12.000\"",
            crossed: Some("stream-a"),
            untrained: Some("8.000\""),
        }),
        "advance 6: moves 6.000\", costing 6.000\" of 12.000\"; disordered crossing stream-a (TERRAIN TYPE MOVEMENT EFFECT: Streams & Ditches, PROVISIONAL: every stream and ditch of the table read as \"sufficiently wide or deep\"); disordered: untrained infantry moved 8.000\" in line (MOVEMENT TABLE)"
    );
    assert_eq!(
        words(&Said::TurnsToFace {
            facing: 90,
            share: "1/4"
        }),
        "turns to face 90° (1/4 of its move, PROVISIONAL, charts/formation-changes.yaml)"
    );
    assert_eq!(
        words(&Said::Forms {
            formation: "square",
            share: "1/2",
            disordered_in: Some("wood-1")
        }),
        "forms square (1/2 of its move, PROVISIONAL, charts/formation-changes.yaml); disordered: it changed formation in wood-1 (TERRAIN TYPE MOVEMENT EFFECT)"
    );
    assert_eq!(
        words(&Said::StepRefused {
            step: 2,
            words: "advance 30",
            why: "too far",
            rule: "MOVEMENT TABLE"
        }),
        "step 2 (advance 30) refused: too far (MOVEMENT TABLE)"
    );
    assert_eq!(
        words(&Said::ShareLeftMillionths {
            share: "1/4",
            left: 0
        }),
        "it costs 1/4 of the move and 0/1000000 is left"
    );
}

#[test]
fn charges_fire_and_melee_lines_keep_their_indents_plurals_and_lists() {
    assert_eq!(
        words(&fire::Said::Roll {
            breakdown: "FIRE COMBAT TABLE : MUSKETRY, 6 fire points: d10 4 = 4: 1 (1 hit)"
        }),
        "  FIRE COMBAT TABLE : MUSKETRY, 6 fire points: d10 4 = 4: 1 (1 hit)"
    );
    assert_eq!(
        words(&fire::Said::FireColumn { roll: "1", hits: 1 }),
        "1 (1 hit)"
    );
    assert_eq!(
        words(&fire::Said::FireColumn { roll: "0", hits: 0 }),
        "0 (0 hits)"
    );
    assert_eq!(
        words(&fire::Said::SeesPast {
            unit: "A",
            target: "B",
            past: &["C", "D"]
        }),
        "A sees B past C, D (charts/visibility.yaml, PROVISIONAL)"
    );
    assert_eq!(
        words(&fire::Said::MusketFires {
            unit: "A",
            target: "B",
            range: "3.000\"",
            enfilade: true,
            front_rank: 4,
            per_stand: 2,
            hits: 1
        }),
        "A fires at B (3.000\", enfilade; 4 front-rank stands x 2 points): 1 hits"
    );
    assert_eq!(
        words(&fire::Said::BounceThrough {
            unit: "C",
            hits: 2,
            note: None
        }),
        "  bounce-through strikes C: 2 hits"
    );
    assert_eq!(
        words(&charge::Said::StandsToReceive {
            unit: "B",
            why: Some("only formed cavalry counter-charge")
        }),
        "B stands to receive it: only formed cavalry counter-charge"
    );
    assert_eq!(
        words(&charge::Said::FallsShortHalted {
            unit: "A",
            breakdown: "b",
            why: "w",
            left: "2.000\"",
            bonus: 3
        }),
        "A passes (b) but falls short and remains halted: w, with 2.000\" of its allowance left + bonus 3\" (III.B.4)"
    );
    let ra = vec![
        "disordered".to_string(),
        "falls back 2.000\" of 3.000\"".into(),
    ];
    assert_eq!(
        words(&melee::Said::MeleeOutcome {
            winner: None,
            attacker: "A",
            attacker_results: &ra,
            defender: "B",
            defender_results: &[]
        }),
        "nobody wins; A: disordered; falls back 2.000\" of 3.000\"; B: "
    );
    assert_eq!(
        words(&melee::Said::RoundDifference {
            difference: -2,
            row: "-1 to -2"
        }),
        "  difference -2 (-1 to -2)"
    );
}

#[test]
fn v_end_of_turn_and_the_phase_title_say_what_the_rules_said() {
    use end::Said;
    assert_eq!(
        words(&Said::PhaseTitle {
            turn: 2,
            which: "second",
            name: "Allied army"
        }),
        "Turn 2, second player's phase: Allied army"
    );
    let reason = say(&Said::ArmyBroke {
        side: "french",
        turn: 5,
    });
    assert_eq!(reason, "the army of french broke at turn 5");
    assert_eq!(
        words(&Said::BattleOver {
            victor: Some("allied"),
            reason: &reason
        }),
        "the battle is over: allied wins (the army of french broke at turn 5)"
    );
    assert_eq!(
        words(&Said::BattleOver {
            victor: None,
            reason: "equal shares of hits after the last turn"
        }),
        "the battle is over: a draw (equal shares of hits after the last turn)"
    );
    assert_eq!(
        words(&Said::ArmyLosses {
            side: "french",
            hits: 12,
            of: 40,
            percent: 30,
            breaks: 50
        }),
        "french: 12 hits of 40 (30%; breaks at 50%)"
    );
    assert_eq!(
        words(&rally::Said::MoraleAfterFire {
            unit: "A",
            effect: "shaken",
            breakdown: "b"
        }),
        "A checks morale and is shaken: b (PROVISIONAL: a unit hit by fire checks morale after the subsegment's fire)"
    );
}

#[test]
fn the_shared_table_game_words_say_what_the_shared_code_said() {
    use pbem::rules::table_game::breakdown::Breakdown;
    use pbem::rules::table_game::words::{render, Said};
    let t = include_str!("../../templates/table-game/lines.tera");
    for kind in [
        "breakdown",
        "leader",
        "ending",
        "at",
        "battle_over",
        "decided",
        "decision",
        "standing_orders_file",
    ] {
        assert!(t.contains(&format!("line == \"{kind}\"")), "{kind}");
    }
    // A breakdown as the Display of 0.9.0 wrote it: a base, then the die after " +".
    let mut b = Breakdown::new("MELEE: COMBAT RESOLUTION", "Good 5");
    b.base = Some(pbem::rules::table_game::breakdown::Term {
        name: "Value".into(),
        value: 5,
    });
    b.die = Some((6, 3));
    b.add("Uphill", 1);
    b.add("Disorder", -2);
    assert_eq!(
        b.to_string(),
        "MELEE: COMBAT RESOLUTION, Good 5: Value 5 + d6 3 + Uphill +1 + Disorder -2 = 7"
    );
    // No die: the first term opens without " +".
    let mut n = Breakdown::new("TABLE", "row");
    n.add("First", 0);
    n.add("Second", 2);
    n.column = "col".into();
    assert_eq!(n.to_string(), "TABLE, row: First +0 + Second +2 = 2: col");
    let each = vec![render(&Said::Decision {
        id: "u1",
        words: "holds",
    })
    .unwrap()];
    assert_eq!(
        render(&Said::Decided {
            posture: "hold",
            each: &each,
            game: "old-trousers"
        })
        .unwrap(),
        "Standing orders decided by pbem (posture hold): u1 holds (PROVISIONAL: pbem's reading of a prudent commander, docs/old-trousers.md \"Standing orders\"; the rules text gives none)"
    );
    assert_eq!(
        render(&Said::Ending {
            victor: None,
            reason: "r"
        })
        .unwrap(),
        "a draw: r"
    );
    assert_eq!(
        render(&Said::StandingOrdersFile {
            player: "p",
            posture: "attack",
            header: "game: g\n",
            body: "fire: {}\n"
        })
        .unwrap(),
        "# No moves received from p: the standing orders pbem decided (posture attack).\ngame: g\nfire: {}\n"
    );
    assert_eq!(
        render(&Said::At {
            x: "1.000\"",
            y: "2.000\""
        })
        .unwrap(),
        "1.000\", 2.000\""
    );
}

#[test]
fn iii_b_2_a_share_that_does_not_fit_says_what_is_left_as_players_read_it_from_0_10_0() {
    use super::common::{maida, unit};
    use pbem::rules::old_trousers::movement::walk;
    use pbem::rules::old_trousers::revision::Revision;
    use pbem::rules::old_trousers::sequence::movement::steps;
    use pbem::rules::old_trousers::Rules;
    let (mut rules, st) = maida();
    let stands = st.stands();
    let why = |rules: &Rules, w: &[&str]| {
        let w: Vec<String> = w.iter().map(|s| s.to_string()).collect();
        walk(
            rules,
            &st.units[unit(&st, "78th")],
            &stands,
            &steps(&w),
            true,
        )
        .unwrap_err()
        .why
    };
    // FORMATION AND FACING CHANGE COSTS (provisional): a facing change is 1/4 of the move;
    // the 78th in line has 4" (MOVEMENT TABLE).
    rules.revision = Revision::V0_10;
    assert_eq!(
        why(&rules, &["advance 4", "face 90"]),
        "it costs 1/4 of the move and nothing of it is left"
    );
    assert_eq!(
        why(&rules, &["advance 3.5", "face 90"]),
        "it costs 1/4 of the move and only 0.500\" of its 4.000\" is left"
    );
    // An entry of 0.9.0 keeps the words it was resolved with.
    rules.revision = Revision::V0_9;
    assert_eq!(
        why(&rules, &["advance 4", "face 90"]),
        "it costs 1/4 of the move and 0/1000000 is left"
    );
    assert_eq!(
        why(&rules, &["advance 3.5", "face 90"]),
        "it costs 1/4 of the move and 125000/1000000 is left"
    );
}
