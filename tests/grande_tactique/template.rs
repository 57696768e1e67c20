//! The orders template: each division with its general, PIPs to roll for, units,
//! positions, moves and targets in the wedge; it parses and passes the check as it stands.

use super::common::{ligny, orders};
use pbem::engine::Header;
use pbem::rules::grande_tactique::check::check;
use pbem::rules::grande_tactique::template::orders_template;

fn header(player: &str, phase: &str) -> Header {
    Header {
        game: "grande-tactique".into(),
        campaign: "c".into(),
        entry: 1,
        turn: 1,
        phase: phase.into(),
        player: player.into(),
    }
}

#[test]
fn the_moving_players_template_lists_divisions_pips_units_and_targets() {
    let (rules, st) = ligny();
    let t = orders_template(&rules, &st, "french", &header("french", "turn-1-french"));
    assert!(t.contains("# vandamme Vandamme (III Corps)"), "{t}");
    assert!(t.contains("3 PIP dice rolled together; no Plan"), "{t}");
    assert!(t.contains("#   friant Friant (Old Guard) (great) at 29.750\", 6.000\": PIPs: one die of drouot, +1 great"), "{t}");
    assert!(
        t.contains("iii-artillery") && t.contains("targets in the wedge: steinmetz-1 5.522\""),
        "{t}"
    );
    assert!(t.contains("moves 9.000\""), "{t}");
    let body: String = t
        .lines()
        .filter(|l| {
            !l.starts_with("game:")
                && !l.starts_with("campaign:")
                && !l.starts_with("entry:")
                && !l.starts_with("turn:")
                && !l.starts_with("phase:")
                && !l.starts_with("player:")
        })
        .map(|l| format!("{l}\n"))
        .collect();
    let (o, src) = orders(&body);
    check(&rules, &st, "french", &o, &src).expect("the template passes as it stands");
    let t = orders_template(
        &rules,
        &st,
        "prussian",
        &header("prussian", "turn-1-french"),
    );
    assert!(
        t.contains("only your standing fire priorities") && t.contains("fire_priorities: {}"),
        "{t}"
    );
}

#[test]
fn the_template_tells_the_attach_detach_and_follow_up_words() {
    let (rules, mut st) = ligny();
    let t = orders_template(&rules, &st, "french", &header("french", "turn-1-french"));
    assert!(
        t.contains("A general's first line may be `attach UNIT`"),
        "{t}"
    );
    assert!(t.contains("or `detach`"), "{t}");
    assert!(
        t.contains("# follow_ups: cavalry unit -> charge | halt")
            && t.contains("within 3.000\" (provisional)"),
        "{t}"
    );
    let g = st
        .generals
        .iter()
        .position(|g| g.id == "berthezene")
        .unwrap();
    st.generals[g].attached = Some("berthezene-1".into());
    let t = orders_template(&rules, &st, "french", &header("french", "turn-1-french"));
    assert!(
        t.contains("#     attached to berthezene-1: its morale +1, his other units' PIP costs doubled; lost on a 1 if it flees"),
        "{t}"
    );
}

#[test]
fn the_template_shows_a_charge_in_reach_drawn_from_the_players_units() {
    // Orders a player can write: every kind of order, charges included, with an example
    // from his own units and the enemy in reach; uncommented, it passes the check.
    let (rules, mut st) = ligny();
    super::common::place(&mut st, "stulpnagel-2", 64, 18, 180);
    super::common::place(&mut st, "delort-1", 64, 13, 0);
    super::common::place(&mut st, "pajol-1", 5, 5, 0);
    let t = orders_template(&rules, &st, "french", &header("french", "turn-1-french"));
    let line = t
        .lines()
        .find(|l| l.starts_with("#   pips: {") && l.contains(" charge "))
        .unwrap_or_else(|| panic!("{t}"));
    assert!(line.contains("[delort-1 charge stulpnagel-2]"), "{line}");
    assert!(line.contains("moves 4.000\" into contact"), "{line}");
    assert!(t.contains("# charge_order: ["), "{t}");
    let example = line
        .trim_start_matches("#   ")
        .split("   #")
        .next()
        .unwrap();
    let (o, src) = orders(&format!("{example}\n"));
    check(&rules, &st, "french", &o, &src).expect("the example passes");
}

/// `pbem orders new` on the binary, for a campaign of Ligny whose Delort cuirassiers stand
/// 4" from Stülpnagel's Landwehr: the moving player's template names every kind of order
/// the game takes (pips, plans, plus_one, generals, fire_order, charges under pips,
/// principal, charge_order, follow_ups, fire_priorities), with a charge drawn from his own
/// units and the enemy in reach, which `pbem orders check` accepts once written out.
#[test]
fn orders_new_shows_every_kind_of_order_with_a_charge_in_reach() {
    use super::support::run;
    let tmp = tempfile::tempdir().unwrap();
    let mut text = super::common::embedded("scenarios/ligny.yaml");
    for (from, to) in [
        (
            "division: stulpnagel, at: [64, 34], facing: 180",
            "division: stulpnagel, at: [64, 18], facing: 180",
        ),
        (
            "division: delort, at: [55, 11], facing: 0",
            "division: delort, at: [64, 13], facing: 0",
        ),
        (
            "division: pajol, at: [64, 11], facing: 0",
            "division: pajol, at: [5, 5], facing: 0",
        ),
    ] {
        assert!(text.contains(from), "{from}");
        text = text.replacen(from, to, 1);
    }
    let scenario = tmp.path().join("close.yaml");
    std::fs::write(&scenario, text).unwrap();
    let dir = tmp.path().join("c");
    let d = dir.to_str().unwrap();
    run(&[
        "new",
        d,
        "--game",
        "grande-tactique",
        "--scenario-file",
        scenario.to_str().unwrap(),
        "--id",
        "close",
        "--player",
        "french:french",
        "--player",
        "prussian:prussian",
    ]);
    let f = tmp.path().join("french.yaml");
    run(&[
        "orders",
        "new",
        d,
        "--player",
        "french",
        "-o",
        f.to_str().unwrap(),
    ]);
    let t = std::fs::read_to_string(&f).unwrap();
    for k in [
        "pips",
        "plans",
        "plus_one",
        "generals",
        "fire_order",
        "charges",
        "principal",
        "charge_order",
        "follow_ups",
        "fire_priorities",
    ] {
        assert!(t.contains(&format!("\n# {k}: ")), "{k}: {t}");
    }
    let line = t
        .lines()
        .find(|l| l.starts_with("#   pips: {") && l.contains(" charge "))
        .unwrap_or_else(|| panic!("{t}"));
    assert!(
        line.contains("{delort: [delort-1 charge stulpnagel-2]}"),
        "{line}"
    );
    let example = line
        .trim_start_matches("#   ")
        .split("   #")
        .next()
        .unwrap();
    std::fs::write(&f, t.replace("pips: {}", example)).unwrap();
    run(&["orders", "check", d, f.to_str().unwrap()]);
}
