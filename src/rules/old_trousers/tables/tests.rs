//! Loader tests: the embedded charts load, and broken copies are refused naming file,
//! line and path.

use super::*;
use crate::board::table::measure::Length;
use crate::board::table::stand::Formation;

fn charts() -> Arc<Charts> {
    Charts::load(&GameData::embedded("old-trousers").unwrap()).unwrap()
}

/// The embedded data with `rel` replaced by `text`.
fn with(rel: &str, text: &str) -> GameData {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join(rel);
    std::fs::create_dir_all(path.parent().unwrap()).unwrap();
    std::fs::write(&path, text).unwrap();
    GameData::with_overrides("old-trousers", Some(dir.path())).unwrap()
}

fn embedded(rel: &str) -> String {
    GameData::embedded("old-trousers")
        .unwrap()
        .source(rel)
        .unwrap()
        .text
}

fn error(rel: &str, from: &str, to: &str) -> String {
    let text = embedded(rel);
    assert!(text.contains(from), "{from}");
    let data = with(rel, &text.replacen(from, to, 1));
    Charts::parse(&data).unwrap_err().to_string()
}

#[test]
fn embedded_charts_load() {
    let c = charts();
    assert_eq!(c.musketry.rows.len(), 10);
    assert_eq!(c.musketry.top(), 50);
    assert_eq!(c.command.range[&Command::Division], Length::inches(10));
    assert_eq!(
        c.movement
            .allowance(TroopType::LightCavalry, Formation::AttackColumn),
        Some(Length::inches(14))
    );
    assert_eq!(
        c.movement
            .allowance(TroopType::OtherCavalry, Formation::Square),
        None
    );
    assert_eq!(
        c.movement
            .allowance(TroopType::HeavyArtillery, Formation::Prolonge),
        Some(Length::inches(1))
    );
    assert_eq!(c.artillery.band(Length::inches(8)), Some((0, "canister")));
    assert_eq!(c.artillery.band(Length(8001)), Some((1, "effective")));
    assert_eq!(c.artillery.band(Length(35_001)), None);
    assert_eq!(
        c.melee.result(6).map(|r| r.difference.to_string()),
        Some("> 5".into())
    );
    assert_eq!(
        c.melee.result(0).map(|r| r.difference.to_string()),
        Some("0 - 2".into())
    );
    assert_eq!(c.morale.casualty_band(33, 100).map(|b| b.value), Some(-4));
    assert_eq!(c.morale.casualty_band(19, 100), None);
    assert_eq!(
        c.command.points.division_cavalry.get(&Rating::Excellent),
        None
    );
}

#[test]
fn terrain_as_move_costs() {
    use crate::board::table::terrain::{AreaKind, LinearKind};
    let c = charts();
    let formed_cav = c.terrain.costs(Arm::Cavalry, true);
    assert_eq!(formed_cav.areas[&AreaKind::MediumWoods], None);
    assert_eq!(formed_cav.areas[&AreaKind::LightWoods], Some(2000));
    let skirm_cav = c.terrain.costs(Arm::Cavalry, false);
    assert_eq!(skirm_cav.areas[&AreaKind::MediumWoods], None);
    assert_eq!(skirm_cav.areas.get(&AreaKind::LightWoods), None);
    let inf = c.terrain.costs(Arm::Infantry, false);
    assert_eq!(
        inf.linears[&LinearKind::StoneWall].map(|l| l.extra),
        Some(Length::inches(3))
    );
    assert_eq!(inf.linears.get(&LinearKind::Hedge), None);
    assert_eq!(
        c.terrain.costs(Arm::Artillery, true).linears[&LinearKind::Redoubt],
        None
    );
    assert_eq!(c.terrain.up_a_contour[&Arm::Cavalry], Length::inches(2));
}

#[test]
fn a_gap_in_a_row_is_refused_with_line_and_path() {
    let e = error(
        "charts/musketry.yaml",
        r#""6 - 9", "10", "> 10""#,
        r#""7 - 9", "10", "> 10""#,
    );
    assert!(e.contains("charts/musketry.yaml:"), "{e}");
    assert!(e.contains("table.rows[1].rolls[1]"), "{e}");
    assert!(e.contains("a gap between '1 - 5' and '7 - 9'"), "{e}");
}

#[test]
fn an_overlap_and_a_short_row_are_refused() {
    let e = error(
        "charts/musketry.yaml",
        r#""1 - 8", "9 - 10""#,
        r#""1 - 9", "9 - 10""#,
    );
    assert!(
        e.contains("rows[0].rolls[1]") && e.contains("overlaps"),
        "{e}"
    );
    let e = error(
        "charts/musketry.yaml",
        r#"["1 - 2", "3 - 5", "6 - 7", "8 - 9", "10"]"#,
        r#"["1 - 2", "3 - 5", "6 - 7", "8 - 9"]"#,
    );
    assert!(
        e.contains("rows[5].rolls[3]") && e.contains("leaves rolls above"),
        "{e}"
    );
    let e = error(
        "charts/musketry.yaml",
        r#"points: "6 - 10""#,
        r#"points: "7 - 10""#,
    );
    assert!(
        e.contains("table.rows[1].points") && e.contains("gap"),
        "{e}"
    );
}

#[test]
fn missing_modifier_wrong_edition_and_unmarked_provisional() {
    let e = error(
        "charts/charge-test.yaml",
        "  impetuous:",
        "  impetuousness:",
    );
    assert!(
        e.contains("charts/charge-test.yaml:") && e.contains("modifiers"),
        "{e}"
    );
    let e = error("charts/morale.yaml", "edition: v2.4", "edition: v2.6");
    assert!(
        e.contains("charts/morale.yaml:3") && e.contains("edition"),
        "{e}"
    );
    let e = error(
        "charts/rout.yaml",
        "provisional: true",
        "provisional: false",
    );
    assert!(
        e.contains("charts/rout.yaml:") && e.contains("provisional"),
        "{e}"
    );
    let e = error(
        "charts/melee.yaml",
        r#"difference: "3 - 5""#,
        r#"difference: "3 - 4""#,
    );
    assert!(e.contains("gap between '3 - 4' and '> 5'"), "{e}");
    assert!(
        e.contains("charts/melee.yaml:") && e.contains("at results[0]"),
        "{e}"
    );
    let e = error(
        "charts/random-events.yaml",
        r#"roll: "10""#,
        r#"roll: "11""#,
    );
    assert!(e.contains("events[2]") && e.contains("gap"), "{e}");
}
