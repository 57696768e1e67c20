//! FIRE COMBAT TABLE DIE ROLL MODIFIERS applied from the state: each "Target is:" and
//! "Firer is:" modifier of the text, by its printed figure, in a real Stationary Fire
//! Subsegment with injected dice; artillery's 1 DOB, 2nd Round and Screened.

use super::common::{maida, orders, text, unit};
use pbem::board::table::geometry::polygon;
use pbem::board::table::measure::{Angle, Point};
use pbem::board::table::stand::Formation;
use pbem::board::table::terrain::{Area, AreaKind};
use pbem::fairness::ScriptedDice;
use pbem::rules::old_trousers::log::Log;
use pbem::rules::old_trousers::orders::Orders;
use pbem::rules::old_trousers::sequence::{stationary_fire, PhaseOrders};
use pbem::rules::old_trousers::state::{Nation, Quality, State, Troop};
use pbem::rules::old_trousers::Rules;
use std::collections::{BTreeMap, BTreeSet};

/// The 78th (British, good, line) and a column of the 1er Léger 2.5" in front of it.
fn duel() -> (Rules, State) {
    let (rules, mut st) = maida();
    st.units
        .retain(|u| u.id() == "78th" || u.id() == "1-leger-1");
    let i = unit(&st, "1-leger-1");
    st.units[i].stand.centre = Point::new(47_000, 19_500);
    (rules, st)
}

/// One Stationary Fire Subsegment in which the French hold their fire (`hold`) and the
/// British fire; the die shows 1 (no hits, no morale check).
fn fire(rules: &Rules, st: &mut State, hold: &str) -> String {
    let (o, _) = orders(&format!("fire:\n  {hold}: none\n"));
    let none = Orders::default();
    let mut log = Log::default();
    stationary_fire::run(
        rules,
        st,
        PhaseOrders {
            phasing: &none,
            other: &o,
        },
        (&BTreeSet::new(), &BTreeMap::new()),
        &mut ScriptedDice::new([1, 10, 10, 10]),
        &mut log,
    );
    text(&log)
}

/// An area of `kind` round the point (x, y) inches.
fn area(kind: AreaKind, x: i64, y: i64) -> Area {
    let pts = vec![
        Point::inches(x - 3, y - 2),
        Point::inches(x + 3, y - 2),
        Point::inches(x + 3, y + 2),
        Point::inches(x - 3, y + 2),
    ];
    Area {
        id: "cover".into(),
        kind,
        level: 0,
        poly: polygon(&pts),
        outline: pts,
    }
}

#[test]
fn every_target_modifier_from_the_state() {
    type Tweak = fn(&mut Rules, &mut State);
    let cases: [(&str, Tweak, &str); 11] = [
        ("Column", |_, _| {}, "Column +1"),
        (
            "Square",
            |_, s| set(s, |u| u.stand.formation = Formation::Square),
            "Square +2",
        ),
        (
            "Organic",
            |_, s| set(s, |u| u.organic_skirmishers = true),
            "Organic Skirmishers -1",
        ),
        (
            "Fr/Br",
            |_, s| set(s, |u| u.stand.formation = Formation::Skirmish),
            "Fr/Br Skirmishers -4",
        ),
        (
            "Skirmishers",
            |_, s| {
                set(s, |u| {
                    u.stand.formation = Formation::Skirmish;
                    u.nation = Nation::Other;
                })
            },
            "+ Skirmishers -3",
        ),
        (
            "Unlimb Art",
            |_, s| {
                set(s, |u| {
                    u.troop = Troop::FootArtillery;
                    u.stand.formation = Formation::Unlimbered;
                })
            },
            "Unlimb Art -2",
        ),
        (
            "Light",
            |r, _| r.table.areas.push(area(AreaKind::LightWoods, 47, 20)),
            "In Cover Light -1",
        ),
        (
            "Medium",
            |r, _| r.table.areas.push(area(AreaKind::MediumWoods, 47, 20)),
            "In Cover Medium -2",
        ),
        (
            "Heavy",
            |r, _| r.table.areas.push(area(AreaKind::HeavyWoods, 47, 20)),
            "In Cover Heavy -3",
        ),
        (
            "Town",
            |r, _| r.table.areas.push(area(AreaKind::BuiltUp, 47, 20)),
            "Town -1",
        ),
        (
            "Point Blank",
            |_, s| set(s, |u| u.stand.centre = Point::new(47_000, 19_000)),
            "Point Blank +2",
        ),
    ];
    for (name, tweak, want) in cases {
        let (mut rules, mut st) = duel();
        tweak(&mut rules, &mut st);
        let t = fire(&rules, &mut st, "1-leger-1");
        assert!(
            t.contains(&format!("d10 1 + {want}")) || t.contains(&format!(" {want}")),
            "{name}: {t}"
        );
        assert!(t.contains("2/78th Highlanders fires at"), "{name}: {t}");
    }
}

/// Changes the 1er Léger.
fn set(st: &mut State, f: impl Fn(&mut pbem::rules::old_trousers::state::Unit)) {
    let i = unit(st, "1-leger-1");
    f(&mut st.units[i]);
}

/// Changes the 78th.
fn set_firer(st: &mut State, f: impl Fn(&mut pbem::rules::old_trousers::state::Unit)) {
    let i = unit(st, "78th");
    f(&mut st.units[i]);
}

#[test]
fn every_firer_modifier_from_the_state() {
    type Tweak = fn(&mut State);
    let cases: [(Tweak, &str); 7] = [
        (
            |s| set_firer(s, |u| u.quality = Quality::Excellent),
            "OG / Sup / Exc +1",
        ),
        (
            |s| set_firer(s, |u| u.quality = Quality::Poor),
            "Fair/Poor -1",
        ),
        (
            |s| set_firer(s, |u| u.stand.formation = Formation::Skirmish),
            "Skirmishers -2",
        ),
        (
            |s| set_firer(s, |u| u.nation = Nation::Russian),
            "Rus/Turk -1",
        ),
        (
            |s| set_firer(s, |u| u.nation = Nation::Turkish),
            "Rus/Turk -1",
        ),
        (
            |s| set_firer(s, |u| u.stand.markers.shaken = true),
            "Shaken -1",
        ),
        (
            |s| set_firer(s, |u| u.stand.markers.disordered = true),
            "Disordered -1",
        ),
    ];
    for (tweak, want) in cases {
        let (rules, mut st) = duel();
        tweak(&mut st);
        let t = fire(&rules, &mut st, "1-leger-1");
        assert!(t.contains(&format!("Column +1 + {want}")), "{want}: {t}");
    }
    // Rus/Turk fire as other infantry: 2 points a stand (4 stands: 8, the 6 - 10 row).
    let (rules, mut st) = duel();
    set_firer(&mut st, |u| u.nation = Nation::Russian);
    let t = fire(&rules, &mut st, "1-leger-1");
    assert!(t.contains("4 front-rank stands x 2 points"), "{t}");
    assert!(t.contains("6 - 10 fire points"), "{t}");
}

/// The Royal Artillery's 6 x 6-pdr facing the 1er Léger's column 10" away (effective: 1
/// point a gun, 6 points: the 6 - 10 row), nothing else on the table but `more`.
fn battery(more: &[&str]) -> (Rules, State) {
    let (rules, mut st) = maida();
    st.units
        .retain(|u| u.id() == "ra-guns" || u.id() == "1-leger-1" || more.contains(&u.id()));
    let g = unit(&st, "ra-guns");
    st.units[g].stand.centre = Point::new(40_000, 16_000);
    st.units[g].stand.facing = Angle(0);
    let i = unit(&st, "1-leger-1");
    st.units[i].stand.centre = Point::new(40_000, 28_000);
    (rules, st)
}

// Artillery 1 DOB +2 and 2nd Round +1 (provisional reading: rounds of the battle).
#[test]
fn a_battery_adds_two_on_its_first_round_one_on_its_second_and_then_none() {
    let (rules, mut st) = battery(&[]);
    let rounds = [
        "+ Artillery 1 DOB +2 = 4",
        "+ Artillery 2nd Round +1 = 3",
        "Column +1 = 2",
    ];
    for (n, want) in rounds.iter().enumerate() {
        let t = fire(&rules, &mut st, "1-leger-1");
        assert!(t.contains(want), "round {}: {t}", n + 1);
        assert_eq!(st.unit("ra-guns").unwrap().rounds, n as u32 + 1, "{t}");
        if n < 2 {
            assert!(
                t.contains("charts/artillery.yaml rounds: read \"Artillery 1 DOB\""),
                "{t}"
            );
        } else {
            assert!(!t.contains("DOB") && !t.contains("2nd Round"), "{t}");
        }
    }
    // Infantry never counts rounds nor adds them.
    let (rules, mut st) = duel();
    let t = fire(&rules, &mut st, "1-leger-1");
    assert!(!t.contains("DOB"), "{t}");
    assert_eq!(st.unit("78th").unwrap().rounds, 0);
}

// Artillery Screened -1 (provisional measure: friendly skirmishers within 2" ahead).
#[test]
fn screened_artillery_fires_at_minus_one_past_its_skirmishers() {
    let (rules, mut st) = battery(&["light-bn"]);
    let l = unit(&st, "light-bn");
    st.units[l].stand.formation = Formation::Skirmish;
    st.units[l].stand.centre = Point::new(40_000, 17_500);
    let t = fire(&rules, &mut st, "1-leger-1");
    assert!(
        t.contains("+ Artillery Screened -1 + Artillery 1 DOB +2 = 3"),
        "{t}"
    );
    assert!(
        t.contains("charts/artillery.yaml screened: the text gives Artillery Screened -1"),
        "{t}"
    );
    // The guns see the French past the skirmishers, by the visibility chart.
    assert!(
        t.contains("sees 1er Léger, 1st Bn past Light Battalion (Kempt) (charts/visibility.yaml, PROVISIONAL)"),
        "{t}"
    );
    // Skirmishers 3" ahead (beyond 2") do not screen.
    let (rules, mut st) = battery(&["light-bn"]);
    let l = unit(&st, "light-bn");
    st.units[l].stand.formation = Formation::Skirmish;
    st.units[l].stand.centre = Point::new(40_000, 20_000);
    let t = fire(&rules, &mut st, "1-leger-1");
    assert!(!t.contains("Screened"), "{t}");
    // Nor does a formed friend, who blocks the guns' sight instead.
    let (rules, mut st) = battery(&["light-bn"]);
    let l = unit(&st, "light-bn");
    st.units[l].stand.centre = Point::new(40_000, 17_500);
    let t = fire(&rules, &mut st, "1-leger-1");
    assert!(!t.contains("Screened"), "{t}");
    assert!(
        t.contains("does not see 1er Léger, 1st Bn: line of sight blocked by light-bn (charts/visibility.yaml, PROVISIONAL)"),
        "{t}"
    );
}

// British Infantry with enfilade - 4: the 78th on the column's flank.
#[test]
fn fire_into_a_flank_is_enfilade_at_the_enfilade_figure() {
    let (rules, mut st) = duel();
    set(&mut st, |u| u.stand.facing = Angle(90));
    let t = fire(&rules, &mut st, "1-leger-1");
    assert!(
        t.contains(", enfilade; 4 front-rank stands x 4 points"),
        "{t}"
    );
    assert!(t.contains("16 - 20 fire points"), "{t}");
    let (rules, mut st) = duel();
    let t = fire(&rules, &mut st, "1-leger-1");
    assert!(t.contains("4 front-rank stands x 3 points"), "{t}");
}
