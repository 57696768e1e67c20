//! The Empires in Arms report of an entry of pbem 0.5.0, read as a player reads it: each
//! round's inflicted and suffered losses apart, why each table and modifier, no empty
//! dice table, and the end of a combat-only scenario once no combat remains; entries of
//! older engines keep the events they had.

use crate::support::{resolve_nmr, run};
use pbem::rules::empires_in_arms::combat::battle_report::{
    BattleReport, DayReport, RoundReport, RoundSide,
};
use pbem::rules::empires_in_arms::model::rules::Lines;
use std::path::Path;

/// A Danube 1810 campaign without entropy chains (every byte fixed), `entries` entries
/// resolved with the standing orders of both players.
fn danube(tmp: &Path, entries: u32) -> std::path::PathBuf {
    let dir = tmp.join("danube");
    let d = dir.to_str().unwrap();
    run(&[
        "new",
        "--game",
        "empires-in-arms",
        "--scenario",
        "danube-1810",
        "--id",
        "reports",
        "--player",
        "russia:russia:r@example.org",
        "--player",
        "turkey:turkey:t@example.org",
        "--moderator",
        "mod",
        d,
    ]);
    for _ in 0..entries {
        resolve_nmr(d);
    }
    dir
}

fn entry(dir: &Path, prefix: &str, file: &str) -> String {
    let history = dir.join("history");
    let e = std::fs::read_dir(&history)
        .unwrap()
        .map(|e| e.unwrap().path())
        .find(|p| p.file_name().unwrap().to_string_lossy().starts_with(prefix))
        .unwrap_or_else(|| panic!("no entry {prefix}"));
    std::fs::read_to_string(e.join(file)).unwrap()
}

#[test]
fn rounds_show_inflicted_and_suffered_apart_and_explain_tables_and_modifiers() {
    let tmp = tempfile::tempdir().unwrap();
    let dir = danube(tmp.path(), 1);
    let report = entry(&dir, "0001", "report.md");
    assert!(
        report.contains("| round | side | table | die | mod | roll | inflicted on the enemy | suffered | morale lost so far |"),
        "{report}"
    );
    assert!(!report.contains("| losses inflicted |"), "{report}");
    // Every table is explained by its chits and round, every modifier by the commanders.
    let why: Vec<&str> = report
        .lines()
        .filter(|l| l.starts_with("- Round "))
        .collect();
    // Round rows: the die is followed by its index in the dice log, the result by "% of".
    let rows = report
        .lines()
        .filter(|l| l.starts_with("| ") && l.contains("% of "))
        .count();
    assert!(rows > 0, "{report}");
    assert_eq!(why.len(), rows, "{report}");
    for l in &why {
        assert!(l.contains("(7.5.2.7)") || l.contains("(7.5.3.2)"), "{l}");
        assert!(l.contains("tactical") && l.contains("(7.5.2.9.1)"), "{l}");
    }
    assert!(report.contains("Final morale Turkey"), "{report}");
    let events = entry(&dir, "0001", "events.yaml");
    assert!(events.contains("table_reason:") && events.contains("modifier_reason:"));
    assert!(!events.contains("ended:"), "combat remains after entry 1");
}

#[test]
fn a_combat_only_scenario_with_no_combat_left_says_it_has_ended_and_rolls_no_empty_dice_table() {
    let tmp = tempfile::tempdir().unwrap();
    let dir = danube(tmp.path(), 3);
    let last = entry(&dir, "0003", "report.md");
    assert!(last.contains("No combat in this step."), "{last}");
    assert!(last.contains("## The scenario has ended"), "{last}");
    assert!(last.contains("No combat remains"), "{last}");
    assert!(last.contains("No die was rolled in this step."), "{last}");
    assert!(!last.contains("| # | die | value | purpose |"), "{last}");
    let first = entry(&dir, "0001", "report.md");
    assert!(!first.contains("The scenario has ended"), "{first}");
    assert!(first.contains("| # | die | value | purpose |"), "{first}");
}

#[test]
fn battles_of_older_engines_keep_their_events() {
    let side = RoundSide {
        table: Some("4-1".into()),
        table_reason: Some("assault against cordon, round 1 (7.5.2.7)".into()),
        modifier_reason: Some("A tactical 2 against B tactical 2 (7.5.2.9.1)".into()),
        ..Default::default()
    };
    let b = BattleReport {
        days: vec![DayReport {
            rounds: vec![RoundReport {
                attacker: side.clone(),
                defender: side,
                ..Default::default()
            }],
            ..Default::default()
        }],
        ..Default::default()
    };
    let new = serde_yaml::to_string(&b).unwrap();
    assert!(new.contains("table_reason") && new.contains("modifier_reason"));
    let old = serde_yaml::to_string(&b.before_0_5_0()).unwrap();
    assert!(
        !old.contains("table_reason") && !old.contains("modifier_reason"),
        "{old}"
    );
    assert_eq!(Lines::for_engine("pbem 0.4.0"), Lines::Before0_5_0);
    assert_eq!(Lines::for_engine("pbem 0.5.0"), Lines::Since0_5_0);
}
