//! Empires in Arms 7.7 the Conquest Step, from the rule's wording, on the 1805 map: a minor
//! country is conquered when its capital, occupied during the previous turn, is held
//! uninterrupted and unbesieged for the entire current turn.

use pbem::data::GameData;
use pbem::rules::empires_in_arms::conquest::{conquest_step, interruptions, occupier};
use pbem::rules::empires_in_arms::model::map::Map;
use pbem::rules::empires_in_arms::model::state::{Minor, State};

fn map() -> Map {
    Map::load(
        &GameData::embedded("empires-in-arms").unwrap(),
        "central-europe-1805",
    )
    .unwrap()
}

/// France at war with Austria and Saxony (a minor neutral); Bavaria is France's free state.
fn state(units: &str) -> State {
    let text = format!(
        r#"scenario: t
map: central-europe-1805
date: October 1805
turn: 1
sequence: [france, austria]
phasing: france
wars: [[france, austria], [france, saxony]]
minors:
  bavaria: {{controller: france}}
powers:
  france: {{name: France, capital: paris, home: [france], political_points: 0}}
  austria: {{name: Austria, capital: austria, home: [austria], political_points: 0}}
  britain: {{name: Great Britain, capital: hanover, home: [britain, hanover], political_points: 0}}
depots: []
units:
{units}
leaders: []
"#
    );
    serde_yaml::from_str(&text).unwrap()
}

fn unit(id: &str, power: &str, area: &str, in_city: bool) -> String {
    format!("  - {{id: {id}, name: {id}, power: {power}, kind: corps, area: {area}, in_city: {in_city}, factors: {{infantry: 6}}}}\n")
}

#[test]
fn a_capital_occupied_one_turn_and_held_the_next_is_conquered_7_7() {
    let map = map();
    let mut st = state(&unit("fr-iv", "france", "saxony", false));
    assert_eq!(occupier(&st, "saxony", "saxony").as_deref(), Some("france"));
    let lines = conquest_step(&map, &mut st, 1);
    assert_eq!(
        lines,
        ["France occupies the capital of Saxony (Dresden); held through turn 2, it is conquered (7.7)."]
    );
    assert!(!st.minors.contains_key("saxony"), "not yet conquered");
    // Held through every sequence of turn 2.
    assert!(interruptions(&map, &mut st).is_empty());
    let lines = conquest_step(&map, &mut st, 2);
    assert_eq!(
        lines,
        ["France conquers Saxony (Dresden): its capital held since the Conquest Step of turn 1 (7.7)."]
    );
    assert_eq!(
        st.minors["saxony"],
        Minor {
            controller: Some("france".into()),
            conquered: true
        },
        "a newly conquered minor is marked with a conquered control flag"
    );
    assert!(st.occupations.is_empty());
    assert!(!st.at_war("france", "saxony"));
}

#[test]
fn an_interrupted_occupation_starts_again_7_7() {
    let map = map();
    let mut st = state(&unit("fr-iv", "france", "saxony", false));
    conquest_step(&map, &mut st, 1);
    // The corps leaves during turn 2 and comes back: the occupation was interrupted.
    st.units[0].area = "thuringia".into();
    assert_eq!(
        interruptions(&map, &mut st),
        ["France's occupation of the capital of Saxony (Dresden) is interrupted (7.7)."]
    );
    st.units[0].area = "saxony".into();
    let lines = conquest_step(&map, &mut st, 2);
    assert!(
        lines[0].starts_with("France occupies the capital of Saxony"),
        "{lines:?}"
    );
    assert!(!st.minors.contains_key("saxony"));
    assert_eq!(st.occupations[0].since_turn, 2);
}

#[test]
fn who_occupies_a_capital_7_7() {
    // Not at war with the minor's controller: no occupation (France's own free state).
    let st = state(&unit("fr-iv", "france", "bavaria", false));
    assert_eq!(occupier(&st, "bavaria", "bavaria"), None);
    // At war with the controller: Austria occupies Munich.
    let st = state(&unit("au-i", "austria", "bavaria", false));
    assert_eq!(
        occupier(&st, "bavaria", "bavaria").as_deref(),
        Some("austria")
    );
    // Contested by enemy field forces: nobody.
    let st = state(
        &(unit("au-i", "austria", "bavaria", false) + &unit("fr-iv", "france", "bavaria", false)),
    );
    assert_eq!(occupier(&st, "bavaria", "bavaria"), None);
    // Inside the city, besieged by an enemy corps: not unbesieged, so no occupation.
    let st = state(
        &(unit("fr-iv", "france", "saxony", true) + &unit("au-i", "austria", "saxony", false)),
    );
    assert_eq!(occupier(&st, "saxony", "saxony"), None);
    // Inside the city, unbesieged.
    let st = state(&unit("fr-iv", "france", "saxony", true));
    assert_eq!(occupier(&st, "saxony", "saxony").as_deref(), Some("france"));
    // The city held by another power: the corps outside does not occupy it.
    let st = state(
        &(unit("fr-iv", "france", "saxony", false) + &unit("au-g", "austria", "saxony", true)),
    );
    assert_eq!(occupier(&st, "saxony", "saxony"), None);
}

#[test]
fn a_major_powers_home_nation_is_never_conquered_7_7() {
    let map = map();
    let mut st = state(&unit("fr-iv", "france", "hanover", false));
    st.wars.push(["france".into(), "britain".into()]);
    assert!(conquest_step(&map, &mut st, 1).is_empty());
    assert!(st.occupations.is_empty());
}
