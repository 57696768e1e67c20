//! Empires in Arms minor free state forces, from the rules' wording, on the 1805 map: they
//! move in their controlling power's sequence (7.1.1, 7.3), a French controlled infantry
//! corps with its "(3)" in parentheses moves 4 (7.3.1.1), they detach and absorb only
//! infantry within their own country (7.3.3.1.1, 7.3.3.5.2), and they may not leave their
//! country with the honours of war (7.5.4.1.2.3.1).

use crate::support;

use support::eia::rules;

use pbem::fairness::ScriptedDice;
use pbem::rules::empires_in_arms::combat::sieges::siege::assault_attempts;
use pbem::rules::empires_in_arms::land_movement::garrisons::{absorb, detach};
use pbem::rules::empires_in_arms::land_movement::movement::allowance;
use pbem::rules::empires_in_arms::land_movement::movement_step::movement_step;
use pbem::rules::empires_in_arms::model::order_parts::{Post, Transfer};
use pbem::rules::empires_in_arms::model::orders::{GarrisonOrders, OnBreach, Orders};
use pbem::rules::empires_in_arms::model::state::State;
use pbem::rules::empires_in_arms::model::units::FactorType::{Cavalry, Infantry};
use pbem::rules::empires_in_arms::model::units::{FactorType, Unit};
use std::collections::BTreeMap;

/// France, controlling Bavaria, at war with Austria; `units` YAML list items.
fn state(phasing: &str, units: &str) -> State {
    let text = format!(
        r#"scenario: t
map: central-europe-1805
date: October 1805
turn: 1
sequence: [france, austria]
phasing: {phasing}
wars: [[france, austria]]
minors: {{bavaria: {{controller: france}}}}
powers:
  france: {{name: France, capital: paris, home: [france], political_points: 5}}
  austria: {{name: Austria, capital: austria, home: [austria], political_points: 5}}
depots: []
units:
{units}
leaders: []
"#
    );
    serde_yaml::from_str(&text).unwrap()
}

const BAVARIANS: &str = "  - {id: bav, name: Bavarian Army, power: france, minor: bavaria, allowance_in_parentheses: true, kind: corps, area: franconia, factors: {infantry: 5, cavalry: 1}}\n";

fn unit<'a>(st: &'a State, id: &str) -> &'a Unit {
    st.units.iter().find(|u| u.id == id).unwrap()
}

#[test]
fn a_french_controlled_minor_corps_moves_4_only_with_its_3_in_parentheses_7_3_1_1() {
    let chart = rules().land.movement;
    let mut st = state("france", BAVARIANS);
    st.units.push(Unit {
        id: "fr-i".into(),
        minor: None,
        ..unit(&st, "bav").clone()
    });
    assert_eq!(allowance(&chart, unit(&st, "bav")), 4);
    assert_eq!(allowance(&chart, unit(&st, "fr-i")), 4, "French corps");
    st.units[0].allowance_in_parentheses = false;
    assert_eq!(allowance(&chart, unit(&st, "bav")), 3);
}

#[test]
fn minor_corps_move_in_their_controlling_powers_sequence_7_1_1() {
    let mut st = state("france", BAVARIANS);
    let mut o = Orders::default();
    // Four movement points: Württemberg and Baden (forest 1 each), Alsace across the Rhine
    // (no enemy there: no extra cost), Lorraine (forest 1).
    let path = ["wurttemberg", "baden", "alsace", "lorraine"];
    o.moves
        .insert("bav".into(), path.iter().map(|a| a.to_string()).collect());
    o.forage.push("bav".into());
    let mut d = ScriptedDice::new([1]);
    let m = movement_step(&rules(), &mut st, &o, &[], &mut d);
    assert_eq!(unit(&st, "bav").area, "lorraine", "{:?}", m.lines);
}

fn t(area: &str, post: Post, f: &[(FactorType, u32)]) -> Transfer {
    Transfer {
        corps: "bav".into(),
        area: Some(area.into()),
        post,
        factors: f.iter().copied().collect(),
    }
}

#[test]
fn minor_corps_detach_and_absorb_only_infantry_within_their_country_7_3_3_1_1() {
    let r = rules();
    let mut st = state("france", BAVARIANS);
    // Nuremberg, in Franconia, is Bavaria's.
    detach(
        &r,
        &mut st,
        &t("franconia", Post::City, &[(Infantry, 2)]),
        "franconia",
    )
    .unwrap();
    assert_eq!(unit(&st, "bav").total(), 4);
    let e = detach(
        &r,
        &mut st,
        &t("franconia", Post::City, &[(Cavalry, 1)]),
        "franconia",
    )
    .unwrap_err();
    assert_eq!(e, "7.3.3.1.1: Bavarian Army, a minor free state's corps, detaches and absorbs only infantry factors, not cavalry");
    // Württemberg is not Bavaria: neither its city nor a depot there (7.3.3.5.2).
    for post in [Post::City, Post::Depot] {
        let e = detach(
            &r,
            &mut st,
            &t("wurttemberg", post, &[(Infantry, 1)]),
            "wurttemberg",
        )
        .unwrap_err();
        assert_eq!(e, "7.3.3.1.1: Bavarian Army detaches and absorbs only within its own country (bavaria); Württemberg is not in it");
    }
    // And back again, in Bavaria.
    absorb(
        &r,
        &mut st,
        &t("franconia", Post::City, &[(Infantry, 2)]),
        "franconia",
    )
    .unwrap();
    assert_eq!(unit(&st, "bav").total(), 6);
}

/// Austria besieges the French and the Bavarians in Ulm (Swabia, Bavaria's; capacity 10),
/// its garrisons holding the cities of `held` too; it assaults, breaches (6 - 2 siege value,
/// plus 1 undergarrisoned: 5) and grants the honours of war; the garrison surrenders
/// rather than fight. Returns the report lines and the state after.
fn honours(held: &[&str]) -> (Vec<String>, State) {
    let units = "  - {id: au-i, name: Mack, power: austria, kind: corps, area: swabia, factors: {infantry: 12}}\n  - {id: fr-g, name: French garrison, power: france, kind: garrison, area: swabia, in_city: true, factors: {infantry: 2}}\n  - {id: bav, name: Bavarian Army, power: france, minor: bavaria, kind: corps, area: swabia, in_city: true, factors: {infantry: 2}}\n";
    let mut st = state("austria", units);
    for area in held {
        st.units.push(Unit {
            id: format!("au-{area}"),
            name: format!("{area} garrison"),
            kind: pbem::rules::empires_in_arms::model::units::UnitKind::Garrison,
            area: area.to_string(),
            in_city: true,
            ..unit(&st, "au-i").clone()
        });
    }
    let mut au = Orders::default();
    au.assaults.push("swabia".into());
    au.grant_honours.push("swabia".into());
    let mut fr = Orders::default();
    fr.garrisons.insert(
        "swabia".into(),
        GarrisonOrders {
            on_breach: Some(OnBreach::Surrender),
            ..Default::default()
        },
    );
    let orders = BTreeMap::from([("austria".to_string(), au), ("france".to_string(), fr)]);
    let players = BTreeMap::from([
        ("austria".to_string(), vec!["austria".to_string()]),
        ("france".to_string(), vec!["france".to_string()]),
    ]);
    let mut d = ScriptedDice::new([6]);
    let lines = assault_attempts(&rules(), &mut st, &orders, &players, &mut d);
    (lines, st)
}

#[test]
fn minor_garrisons_may_not_leave_their_country_with_the_honours_of_war_7_5_4_1_2_3_1() {
    // Munich is Austria's, Nuremberg (Franconia, Bavaria's) is open: everyone marches there.
    let (lines, st) = honours(&["bavaria"]);
    assert_eq!(lines[1], "France asks for the honours of war and Austria grants them: 4 factor(s) march out to Franconia (7.5.4.1.2.3.1).");
    assert_eq!(lines.len(), 2, "{lines:?}");
    assert_eq!(unit(&st, "bav").area, "franconia");
    // Every Bavarian city is held: the French march out of Bavaria, the Bavarians may not
    // and surrender as ordered.
    let (lines, st) = honours(&["bavaria", "franconia", "upper-palatinate"]);
    assert!(
        lines[1].starts_with(
            "France asks for the honours of war and Austria grants them: 2 factor(s) march out to"
        ),
        "{lines:?}"
    );
    assert_eq!(lines[2], "2 factor(s) of a minor free state may not leave their own country: they surrender or fight (7.5.4.1.2.3.1).");
    assert_eq!(
        lines[3],
        "Ulm surrenders: Bavarian Army (2) (7.5.4.1.2.3.2)."
    );
    let fr_g = unit(&st, "fr-g");
    assert!(!fr_g.in_city && fr_g.area != "swabia");
    assert!(st.units.iter().all(|u| u.id != "bav"));
}

#[test]
fn a_scenario_minor_corps_must_belong_to_a_free_state_its_power_controls_7_1_1() {
    let tmp = tempfile::tempdir().unwrap();
    let text = std::fs::read_to_string(
        std::path::Path::new(env!("CARGO_MANIFEST_DIR"))
            .join("games/empires-in-arms/scenarios/ulm-austerlitz-1805.yaml"),
    )
    .unwrap()
    .replace(
        "power: france, minor: bavaria",
        "power: france, minor: saxony",
    );
    let f = tmp.path().join("bad.yaml");
    std::fs::write(&f, text).unwrap();
    let dir = tmp.path().join("camp");
    let o = support::pbem()
        .args(["new", dir.to_str().unwrap(), "--game", "empires-in-arms"])
        .args(["--scenario-file", f.to_str().unwrap()])
        .args([
            "--player",
            "france:france:f@example.org",
            "--moderator",
            "mod",
        ])
        .output()
        .unwrap();
    let err = String::from_utf8_lossy(&o.stderr);
    assert!(!o.status.success());
    assert!(
        err.contains("minor: 7.1.1: 'saxony' is not a minor free state controlled by 'france'"),
        "{err}"
    );
    assert!(
        err.contains(&format!("{}: at units[", f.display())),
        "the error names the file given, not a copy: {err}"
    );
    assert!(!dir.exists(), "nothing written");
    // Into an existing folder: it is left as it was.
    std::fs::create_dir(&dir).unwrap();
    support::pbem()
        .args(["new", dir.to_str().unwrap(), "--game", "empires-in-arms"])
        .args(["--scenario-file", f.to_str().unwrap()])
        .args([
            "--player",
            "france:france:f@example.org",
            "--moderator",
            "mod",
        ])
        .assert()
        .failure();
    assert_eq!(
        std::fs::read_dir(&dir).unwrap().count(),
        0,
        "nothing left in it"
    );
}
