//! Old Trousers v2.4 charts and procedures from outside: measured on the table engine
//! (arcs, ranges, sight, charges, flanks, the bounce-through), fed to the procedures, and a
//! group's own copy of a chart replacing ours.

use pbem::board::table::fire_lane::charge;
use pbem::board::table::measure::{Angle, Length, Point};
use pbem::board::table::sight::{Field, NoTarget, Sight};
use pbem::board::table::stand::{Formation, Markers, Stand};
use pbem::board::table::terrain::Table;
use pbem::data::GameData;
use pbem::fairness::ScriptedDice;
use pbem::rules::old_trousers::charge::{reaction_test, ReactionTestInput};
use pbem::rules::old_trousers::fire::artillery::artillery_reach;
use pbem::rules::old_trousers::fire::musketry::musketry_reach;
use pbem::rules::old_trousers::fire::{
    artillery, bounce_through, musketry, ArtilleryFire, MusketryFire,
};
use pbem::rules::old_trousers::tables::flags::ReactionFlag;
use pbem::rules::old_trousers::tables::{Charts, GunSize, Musketeers, Quality};
use pbem::yaml::Source;
use std::sync::Arc;

fn charts() -> Arc<Charts> {
    Charts::load(&GameData::embedded("old-trousers").unwrap()).unwrap()
}

fn table() -> Table {
    let yaml = "table: { name: Test, width: 72, depth: 48 }\nareas:\n  - { id: wood, kind: heavy-woods, outline: [[40, 20], [44, 20], [44, 24], [40, 24]] }\n";
    Table::from_source(&Source::new("t.yaml", yaml)).unwrap()
}

/// A stand `w` x `d` inches centred at (x, y) inches, facing `f` degrees.
fn stand(id: &str, x: i64, y: i64, f: i32, w: i64, d: i64) -> Stand {
    Stand {
        id: id.into(),
        side: "a".into(),
        frontage: Length::inches(w),
        depth: Length::inches(d),
        centre: Point::inches(x, y),
        facing: Angle::facing(f),
        formation: Formation::Line,
        markers: Markers::default(),
        commander: None,
    }
}

#[test]
fn musket_and_rifle_ranges_edge_to_edge_in_the_arc() {
    let (c, t, s) = (charts(), table(), Sight::default());
    let firer = stand("f", 10, 10, 0, 4, 1); // front edge y = 10.5
                                             // Target's near edge 4" away: muskets reach; 4.001" away: only rifles.
    let at4 = stand("t", 10, 15, 180, 4, 1); // near edge y = 14.5
    let field = Field::new(&t, &s, &[firer.clone(), at4.clone()]);
    assert_eq!(
        musketry_reach(&c, &field, &firer, &at4, false),
        Ok(Length::inches(4))
    );
    let past = Stand {
        centre: Point::new(10_000, 15_001),
        ..at4.clone()
    };
    let field = Field::new(&t, &s, &[firer.clone(), past.clone()]);
    assert_eq!(
        musketry_reach(&c, &field, &firer, &past, false),
        Err(NoTarget::OutOfRange(Length(4001)))
    );
    assert_eq!(
        musketry_reach(&c, &field, &firer, &past, true),
        Ok(Length(4001))
    );
    // Behind the firer: out of arc, whatever the range.
    let behind = stand("b", 10, 8, 0, 4, 1);
    let field = Field::new(&t, &s, &[firer.clone(), behind.clone()]);
    assert_eq!(
        musketry_reach(&c, &field, &firer, &behind, true),
        Err(NoTarget::OutOfArc)
    );
}

#[test]
fn a_wood_blocks_fire_and_artillery_reaches_35_inches() {
    let (c, t, s) = (charts(), table(), Sight::default());
    let gun = stand("g", 42, 10, 0, 1, 1);
    let hidden = stand("h", 42, 30, 180, 4, 1); // the wood stands between
    let field = Field::new(&t, &s, &[gun.clone(), hidden.clone()]);
    assert!(matches!(
        artillery_reach(&c, &field, &gun, &hidden),
        Err(NoTarget::Blocked(_))
    ));
    let open = stand("o", 5, 12, 180, 4, 1); // off to the left
    let field = Field::new(&t, &s, &[gun.clone(), open.clone()]);
    let r = artillery_reach(&c, &field, &gun, &open);
    assert!(matches!(r, Err(NoTarget::OutOfArc)), "{r:?}");
    let gun2 = stand("g2", 10, 5, 0, 1, 1); // front edge 5.5; target's near edge 40.5
    let far = stand("far", 10, 41, 180, 4, 1);
    let field = Field::new(&t, &s, &[gun2.clone(), far.clone()]);
    assert_eq!(
        artillery_reach(&c, &field, &gun2, &far),
        Ok(Length::inches(35))
    );
    let shot = ArtilleryFire {
        gun: GunSize::Twelve,
        guns: 4,
        range: Length::inches(35),
        target: vec![],
        firer: vec![],
    };
    let res = artillery(&c, &shot, &mut ScriptedDice::new([10])).unwrap();
    // 4 guns x 1 at long range: 4 points (1 - 5), die 10: 1 hit.
    assert_eq!(
        (res.band.as_str(), res.fire.points, res.fire.hits),
        ("long", 4, 1)
    );
}

#[test]
fn a_charge_measured_on_the_table_feeds_the_reaction_test() {
    let c = charts();
    let cav = stand("cav", 10, 10, 0, 4, 2); // front centre (10, 11)
    let inf = stand("inf", 10, 26, 90, 4, 2); // facing +x: its flank (y = 24) faces the charger
    let ch = charge(&cav, &inf, &[]);
    assert!(c.flanks.is_flank(ch.edge));
    assert_eq!(ch.distance, Length::inches(13));
    let input = ReactionTestInput {
        quality: Quality::Good,
        leader: None,
        changing: true,
        charged: ch.distance,
        flags: vec![ReactionFlag::ReactionToCavalry],
    };
    let r = reaction_test(&c, &input, &mut ScriptedDice::new([1]));
    // 1 + 5 (*Reaction to Cav) + 3 (*Charged > 12") = 9 against good's 5.
    assert!(r.passed);
    assert_eq!(r.breakdown.total(), 9);
}

#[test]
fn the_bounce_through_on_the_table() {
    let c = charts();
    let gun = stand("g", 10, 10, 0, 1, 1);
    let target = stand("t", 10, 20, 180, 4, 2);
    let behind = stand("behind", 10, 25, 0, 4, 2);
    let beside = stand("beside", 20, 25, 0, 4, 2);
    let all = [gun.clone(), target.clone(), behind, beside];
    let b = bounce_through(&c, &gun, &target, &all, 5);
    assert_eq!(
        b.iter()
            .map(|b| (b.id.as_str(), b.hits))
            .collect::<Vec<_>>(),
        vec![("behind", 2)]
    );
}

#[test]
fn a_groups_copy_of_a_chart_replaces_ours() {
    let dir = tempfile::tempdir().unwrap();
    std::fs::create_dir_all(dir.path().join("charts")).unwrap();
    let ours = GameData::embedded("old-trousers")
        .unwrap()
        .source("charts/musketry.yaml")
        .unwrap()
        .text;
    let theirs = ours.replace(
        "british-infantry: { normal: 3, enfilade: 4 }",
        "british-infantry: { normal: 4, enfilade: 5 }",
    );
    assert_ne!(ours, theirs);
    std::fs::write(dir.path().join("charts/musketry.yaml"), &theirs).unwrap();
    let data = GameData::with_overrides("old-trousers", Some(dir.path())).unwrap();
    let c = Charts::parse(&data).unwrap();
    let f = MusketryFire {
        musketeers: Musketeers::BritishInfantry,
        front_rank: 2,
        enfilade: false,
        target: vec![],
        firer: vec![],
    };
    assert_eq!(musketry(&c, &f, &mut ScriptedDice::new([5])).fire.points, 8);
    // A broken copy is refused naming the file (the group's path), line and YAML path.
    let broken = ours.replace(
        r#"["1 - 8", "9 - 10", "> 10"]"#,
        r#"["1 - 8", "10", "> 10"]"#,
    );
    std::fs::write(dir.path().join("charts/musketry.yaml"), broken).unwrap();
    let data = GameData::with_overrides("old-trousers", Some(dir.path())).unwrap();
    let e = Charts::parse(&data).unwrap_err().to_string();
    assert!(
        e.contains("charts/musketry.yaml:")
            && e.contains("table.rows[0].rolls[1]")
            && e.contains("gap"),
        "{e}"
    );
}

#[test]
fn turning_and_moving_the_whole_table_changes_no_reach() {
    let c = charts();
    let yaml = "table: { name: Square, width: 60, depth: 60 }\n";
    let t = Table::from_source(&Source::new("s.yaml", yaml)).unwrap();
    let s = Sight::default();
    // A quarter turn about (30, 30): (x, y) -> (y, 60 - x), facing + 90.
    let turn = |st: &Stand| Stand {
        centre: Point::new(st.centre.y, 60_000 - st.centre.x),
        facing: st.facing.turned(90),
        ..st.clone()
    };
    let shift = |st: &Stand| Stand {
        centre: Point::new(st.centre.x + 3_000, st.centre.y - 2_000),
        ..st.clone()
    };
    let firer = stand("f", 30, 20, 0, 4, 1);
    for (x, y, f) in [
        (30, 25, 180),
        (36, 26, 200),
        (24, 27, 90),
        (40, 21, 270),
        (30, 29, 0),
        (20, 20, 0),
    ] {
        let target = stand("t", x, y, f, 4, 1);
        let reach = |a: &Stand, b: &Stand| {
            let field = Field::new(&t, &s, &[a.clone(), b.clone()]);
            (
                musketry_reach(&c, &field, a, b, false),
                musketry_reach(&c, &field, a, b, true),
            )
        };
        let here = reach(&firer, &target);
        assert_eq!(
            reach(&turn(&firer), &turn(&target)),
            here,
            "turned: target at ({x}, {y})"
        );
        assert_eq!(
            reach(&shift(&firer), &shift(&target)),
            here,
            "moved: target at ({x}, {y})"
        );
    }
}

#[test]
fn every_cell_of_the_movement_table() {
    use pbem::rules::old_trousers::tables::{Arm, TroopType};
    let c = charts();
    let foot = [
        Formation::Line,
        Formation::CompanyColumn,
        Formation::AttackColumn,
        Formation::Skirmish,
        Formation::Square,
    ];
    let rows: [(TroopType, [Option<i64>; 5]); 3] = [
        (
            TroopType::Infantry,
            [Some(4), Some(8), Some(6), Some(12), Some(2)],
        ),
        (
            TroopType::LightCavalry,
            [Some(9), Some(18), Some(14), Some(18), None],
        ),
        (
            TroopType::OtherCavalry,
            [Some(8), Some(16), Some(12), Some(18), None],
        ),
    ];
    for (troop, cells) in rows {
        for (f, want) in foot.iter().zip(cells) {
            assert_eq!(
                c.movement.allowance(troop, *f),
                want.map(Length::inches),
                "{troop} {f:?}"
            );
        }
    }
    for (troop, limbered, prolonge) in [
        (TroopType::FootArtillery, 8, 2),
        (TroopType::HeavyArtillery, 4, 1),
        (TroopType::HorseArtillery, 16, 2),
    ] {
        assert_eq!(
            c.movement.allowance(troop, Formation::Limbered),
            Some(Length::inches(limbered))
        );
        assert_eq!(
            c.movement.allowance(troop, Formation::Prolonge),
            Some(Length::inches(prolonge))
        );
        assert_eq!(c.movement.allowance(troop, Formation::Unlimbered), None);
        assert_eq!(c.movement.allowance(troop, Formation::Line), None);
    }
    let bonus = |a| c.movement.charge_bonus(a).map(|d| (d.dice, d.sides));
    assert_eq!(
        (
            bonus(Arm::Infantry),
            bonus(Arm::Cavalry),
            bonus(Arm::Artillery)
        ),
        (Some((1, 6)), Some((2, 6)), None)
    );
    assert_eq!(c.movement.untrained_line_disorder, Length::inches(2));
}

#[test]
fn every_command_chart() {
    use pbem::rules::old_trousers::tables::{Command, Rating, Situation, Staff};
    let c = charts();
    let cmd = &c.command;
    for (r, v) in [
        (Rating::Excellent, 2),
        (Rating::Good, 1),
        (Rating::Average, 0),
        (Rating::Fair, -1),
        (Rating::Poor, -2),
    ] {
        assert_eq!(
            (
                cmd.initiative.leader[&r],
                cmd.ratings[&r],
                cmd.activation.leader[&r]
            ),
            (v, v, v),
            "{r}"
        );
    }
    for (s, init, number) in [
        (Staff::Superb, 2, 6),
        (Staff::Professional, 1, 8),
        (Staff::Competent, 0, 10),
        (Staff::Inefficient, -1, 12),
        (Staff::Incompetent, -2, 14),
    ] {
        assert_eq!(
            (cmd.initiative.staff[&s], cmd.activation.staff[&s]),
            (init, number),
            "{s}"
        );
    }
    assert_eq!(
        (
            cmd.initiative.situation[&Situation::Surprise],
            cmd.initiative.situation[&Situation::Momentum]
        ),
        (2, 1)
    );
    assert_eq!(
        (cmd.initiative.die, cmd.activation.leader_attached),
        (10, -1)
    );
    for (k, v) in [
        (Command::CavalryBrigade, 5),
        (Command::Division, 10),
        (Command::CorpsArmy, 15),
    ] {
        assert_eq!(cmd.range[&k], Length::inches(v));
    }
    let army: Vec<u32> = [
        Rating::Excellent,
        Rating::Good,
        Rating::Average,
        Rating::Fair,
        Rating::Poor,
    ]
    .iter()
    .map(|r| cmd.points.army_corps[r])
    .collect();
    assert_eq!(army, vec![4, 3, 2, 1, 0]);
    let div: Vec<Option<u32>> = [
        Rating::Excellent,
        Rating::Good,
        Rating::Average,
        Rating::Fair,
        Rating::Poor,
    ]
    .iter()
    .map(|r| cmd.points.division_cavalry.get(r).copied())
    .collect();
    assert_eq!(div, vec![None, Some(3), Some(2), None, Some(1)]);
}

#[test]
fn provisional_charts_say_so_and_read_at_their_edges() {
    use pbem::rules::old_trousers::tables::Arm;
    let c = charts();
    let ev = |r| c.random_events.event(r).map(|e| e.event.as_str());
    assert_eq!(
        (ev(1), ev(2), ev(9), ev(10), ev(0), ev(11)),
        (
            Some("delay"),
            Some("none"),
            Some("none"),
            Some("momentum"),
            None,
            None
        )
    );
    for note in [
        &c.random_events.note,
        &c.stands.note,
        &c.rout.note,
        &c.morale_effects.note,
        &c.formation_changes.note,
        &c.flanks.note,
        &c.engagement.note,
    ] {
        assert!(!note.is_empty());
    }
    // 4 stands of 4 hits: 3 hits leave 4 stands, 4 leave 3, 16 leave none.
    assert_eq!(
        (
            c.stands.stands_left(Arm::Infantry, 3),
            c.stands.stands_left(Arm::Infantry, 4),
            c.stands.stands_left(Arm::Infantry, 16)
        ),
        (4, 3, 0)
    );
    assert_eq!(c.stands.strength(Arm::Infantry), 16);
    assert_eq!(
        (
            c.stands.front_rank(Formation::Line, 3),
            c.stands.front_rank(Formation::AttackColumn, 4),
            c.stands.front_rank(Formation::Limbered, 2)
        ),
        (Some(3), Some(2), None)
    );
    assert_eq!(
        c.formation_changes.formation_change.of(Length::inches(6)),
        Length::inches(3)
    );
}

#[test]
fn a_groups_melee_chart_cannot_make_a_melee_endless() {
    let dir = tempfile::tempdir().unwrap();
    std::fs::create_dir_all(dir.path().join("charts")).unwrap();
    let ours = GameData::embedded("old-trousers")
        .unwrap()
        .source("charts/melee.yaml")
        .unwrap()
        .text;
    for (value, ok) in [("0", false), ("100", true), ("4000000000", false)] {
        let theirs = ours.replace("  value: 10\n", &format!("  value: {value}\n"));
        assert_ne!(ours, theirs);
        std::fs::write(dir.path().join("charts/melee.yaml"), &theirs).unwrap();
        // 4000000000 is past every bound of game data: refused as the file loads.
        let data = GameData::with_overrides("old-trousers", Some(dir.path()));
        match data.and_then(|data| Charts::parse(&data)) {
            Ok(_) => assert!(ok, "{value} drawn rounds taken"),
            Err(e) => {
                let e = e.to_string();
                assert!(!ok, "{value}: {e}");
                assert!(
                    e.contains("roll-again-limit")
                        && (e.contains("from 1 to 100") || e.contains("out of bounds")),
                    "{e}"
                );
            }
        }
    }
}
