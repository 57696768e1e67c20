//! Empires in Arms 7.3.3 detaching and absorbing garrison factors, from the rules' wording,
//! on the 1805 map; and the 7.4.1.3.2 detached-factors example played through the movement
//! step with a scripted foraging die.

use crate::support;

use support::eia::rules;

use pbem::fairness::ScriptedDice;
use pbem::rules::empires_in_arms::land_movement::garrisons::{absorb, detach};
use pbem::rules::empires_in_arms::land_movement::movement_step::movement_step;
use pbem::rules::empires_in_arms::model::order_parts::{Post, Transfer};
use pbem::rules::empires_in_arms::model::orders::Orders;
use pbem::rules::empires_in_arms::model::state::State;
use pbem::rules::empires_in_arms::model::units::{FactorType, Unit};

/// France (a depot in Alsace) at war with Austria; `units` YAML list items.
fn state(units: &str) -> State {
    let text = format!(
        r#"scenario: t
map: central-europe-1805
date: October 1805
turn: 1
sequence: [france, austria]
phasing: france
wars: [[france, austria]]
powers:
  france: {{name: France, capital: paris, home: [france], political_points: 0}}
  austria: {{name: Austria, capital: austria, home: [austria], political_points: 0}}
depots:
  - {{power: france, area: alsace}}
units:
{units}
leaders: []
"#
    );
    serde_yaml::from_str(&text).unwrap()
}

fn corps(id: &str, power: &str, area: &str, factors: &str) -> String {
    format!("  - {{id: {id}, name: {id}, power: {power}, kind: corps, area: {area}, factors: {{{factors}}}}}\n")
}

fn t(corps: &str, area: Option<&str>, post: Post, f: &[(FactorType, u32)]) -> Transfer {
    Transfer {
        corps: corps.into(),
        area: area.map(str::to_string),
        post,
        factors: f.iter().copied().collect(),
    }
}

fn unit<'a>(st: &'a State, id: &str) -> &'a Unit {
    st.units.iter().find(|u| u.id == id).unwrap()
}

use FactorType::{Artillery, Cavalry, Guard, Infantry};

#[test]
fn detached_factors_garrison_a_city_or_a_depot_within_capacity_7_3_3() {
    let r = rules();
    let mut st = state(&corps(
        "fr-iv",
        "france",
        "alsace",
        "infantry: 8, cavalry: 1, guard: 2, artillery: 1",
    ));
    // Into Strasbourg (supply 2: 10 factors, 7.3.3.4); cavalry and guard become infantry.
    let (id, f) = detach(
        &r,
        &mut st,
        &t(
            "fr-iv",
            None,
            Post::City,
            &[(Infantry, 3), (Cavalry, 1), (Guard, 2)],
        ),
        "alsace",
    )
    .unwrap();
    assert_eq!(
        f,
        [(Infantry, 6)].into_iter().collect(),
        "7.3.3.2: converted to regular infantry"
    );
    let g = unit(&st, &id);
    assert!(g.in_city && g.total() == 6);
    assert_eq!(unit(&st, "fr-iv").total(), 6);
    // The city has room for 4 more.
    let e = detach(
        &r,
        &mut st,
        &t("fr-iv", None, Post::City, &[(Infantry, 5)]),
        "alsace",
    )
    .unwrap_err();
    assert_eq!(e, "7.3.3.4: room for 4 more factors there, not 5");
    // Artillery may not be detached (7.3.3.2); a corps keeps a factor (7.3.3.1.2).
    let e = detach(
        &r,
        &mut st,
        &t("fr-iv", None, Post::Depot, &[(Artillery, 1)]),
        "alsace",
    )
    .unwrap_err();
    assert_eq!(e, "7.3.3.2: artillery factors may not be detached");
    let mut small = state(&corps("fr-v", "france", "alsace", "infantry: 3"));
    let e = detach(
        &r,
        &mut small,
        &t("fr-v", None, Post::Depot, &[(Infantry, 3)]),
        "alsace",
    )
    .unwrap_err();
    assert_eq!(e, "7.3.3.1.2: detachments cannot empty a corps; fr-v has 3");
    // On the depot: its power's only (7.3.3.5.1), 10 at most (7.3.3.5).
    detach(
        &r,
        &mut st,
        &t("fr-iv", None, Post::Depot, &[(Infantry, 4)]),
        "alsace",
    )
    .unwrap();
    let e = detach(
        &r,
        &mut st,
        &t("fr-iv", None, Post::Depot, &[(Infantry, 1)]),
        "lorraine",
    )
    .unwrap_err();
    assert_eq!(e, "7.3.3.5.1: France has no depot in Lorraine");
    // Absorbed back (no movement cost).
    absorb(
        &r,
        &mut st,
        &t("fr-iv", None, Post::Depot, &[(Infantry, 4)]),
        "alsace",
    )
    .unwrap();
    assert_eq!(unit(&st, "fr-iv").total(), 6);
    assert!(
        !st.units.iter().any(|u| u.id.contains("depot-garrison")),
        "an emptied garrison leaves the map"
    );
}

#[test]
fn no_infantry_or_militia_leave_or_join_beside_enemy_corps_7_3_3_1() {
    let r = rules();
    let units = corps("fr-iv", "france", "alsace", "infantry: 8, cavalry: 2")
        + &corps("au-i", "austria", "alsace", "infantry: 5");
    let mut st = state(&units);
    let e = detach(
        &r,
        &mut st,
        &t("fr-iv", None, Post::Depot, &[(Infantry, 2)]),
        "alsace",
    )
    .unwrap_err();
    assert!(
        e.starts_with("7.3.3.1: infantry and militia may not be detached in Alsace"),
        "{e}"
    );
    // Cavalry may.
    detach(
        &r,
        &mut st,
        &t("fr-iv", None, Post::Depot, &[(Cavalry, 1)]),
        "alsace",
    )
    .unwrap();
}

/// The 7.4.1.3.2 example: a corps detaches two of its factors into a city in an area passed
/// through and loses two factors foraging (die 5 against the forage value 3, all four
/// movement points used, no other modifier).
fn forage_example(start: u32) -> State {
    let mut st = state(&corps(
        "fr-iv",
        "france",
        "lorraine",
        &format!("infantry: {start}"),
    ));
    let mut o = Orders::default();
    o.moves.insert(
        "fr-iv".into(),
        ["alsace", "baden", "wurttemberg", "swabia"]
            .map(String::from)
            .to_vec(),
    );
    o.forage.push("fr-iv".into());
    o.detach
        .push(t("fr-iv", Some("alsace"), Post::City, &[(Infantry, 2)]));
    let m = movement_step(&rules(), &mut st, &o, &[], &mut ScriptedDice::new([5]));
    assert!(
        m.lines
            .iter()
            .any(|l| l == "fr-iv detaches 2 infantry to Strasbourg (7.3.3)."),
        "{:?}",
        m.lines
    );
    assert!(
        m.lines.iter().any(|l| l.contains("die 5 = 5: loses")),
        "{:?}",
        m.lines
    );
    st
}

fn garrison(st: &State) -> u32 {
    st.units
        .iter()
        .find(|u| u.id == "france-garrison-alsace")
        .map_or(0, Unit::total)
}

#[test]
fn forage_losses_take_detached_factors_only_as_the_example_says_7_4_1_3_2() {
    // Three factors: the two detached are the ones lost; the corps keeps its one.
    let st = forage_example(3);
    assert_eq!((unit(&st, "fr-iv").total(), garrison(&st)), (1, 0));
    // Five: three in the corps after the detachment; both losses come out of it, leaving
    // one, and the detached stay in their city.
    let st = forage_example(5);
    assert_eq!((unit(&st, "fr-iv").total(), garrison(&st)), (1, 2));
    // Four: one from the corps, leaving one, and one of the detached.
    let st = forage_example(4);
    assert_eq!((unit(&st, "fr-iv").total(), garrison(&st)), (1, 1));
}
