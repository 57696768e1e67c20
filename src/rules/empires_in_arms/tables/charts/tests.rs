//! Tests of the charts as loaded from the embedded data.

use super::*;

fn charts() -> Charts {
    Charts::load(
        &GameData::embedded("empires-in-arms").unwrap(),
        "first-source",
    )
    .unwrap()
}

#[test]
fn tenths_parse_and_format() {
    assert_eq!(tenths("2.3"), Some(23));
    assert_eq!(tenths("1"), Some(10));
    assert_eq!(tenths("-1.0"), Some(-10));
    assert_eq!(tenths("1.25"), None);
    assert_eq!(fmt_tenths(23), "2.3");
    assert_eq!(fmt_tenths(-7), "-0.7");
}

#[test]
fn casualty_table_counts_blocks_of_twenty() {
    let c = charts();
    // 7.5.2.15: 10% of 50 = 5, 5% of 37 = 2, 15% of 48 = 7, 5% of 32 = 2, 60% of 18 = 11.
    assert_eq!(c.casualty.losses(10, 50), Some(5));
    assert_eq!(c.casualty.losses(5, 37), Some(2));
    assert_eq!(c.casualty.losses(15, 48), Some(7));
    assert_eq!(c.casualty.losses(5, 32), Some(2));
    assert_eq!(c.casualty.losses(60, 18), Some(11));
    assert_eq!(c.casualty.losses(0, 18), Some(0));
    assert_eq!(c.casualty.losses(7, 18), None);
}

#[test]
fn commander_chart_matches_the_rules_examples() {
    let c = charts();
    assert_eq!(c.commander_modifiers(2, 2), (0, 0)); // 7.5.2.15
    assert_eq!(c.commander_modifiers(4, 3).0, 1); // 7.5.2.9.1
}

#[test]
fn combat_chart_cells_of_the_worked_example() {
    let c = charts();
    let t = |s: &str| TableId::parse(s).unwrap().unwrap();
    assert_eq!(
        c.result(t("4-1"), 4),
        CombatResult {
            percent: 10,
            morale_loss: 10
        }
    );
    assert_eq!(
        c.result(t("2-1"), 3),
        CombatResult {
            percent: 5,
            morale_loss: 2
        }
    );
    assert_eq!(
        c.result(t("4-3"), 4),
        CombatResult {
            percent: 15,
            morale_loss: 20
        }
    );
    assert_eq!(
        c.result(t("2-1"), 4),
        CombatResult {
            percent: 5,
            morale_loss: 5
        }
    );
}
