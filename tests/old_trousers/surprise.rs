//! Issue 26, item 6: Surprise. The INITIATIVE DIE ROLL MODIFIERS give "Situation:
//! Surprise +2"; the text does not say when a side has it, so the scenario names the side
//! that has surprise and the turns (`surprise: {side, turns}`), and its initiative roll on
//! those turns takes the +2.

use super::common::{text, ByPurpose};
use pbem::data::GameData;
use pbem::rules::old_trousers::log::Log;
use pbem::rules::old_trousers::revision::Revision;
use pbem::rules::old_trousers::sequence::initiative;
use pbem::rules::old_trousers::state::State;
use pbem::rules::old_trousers::OldTrousers;
use pbem::rules::table_game::TableGame;
use pbem::yaml::Source;

/// Maida with `extra` appended to its scenario file, loaded as the game loads it.
fn maida_with(extra: &str) -> pbem::error::Result<State> {
    let data = GameData::embedded("old-trousers").expect("data");
    let src = data.source("scenarios/maida.yaml").expect("scenario");
    let src = Source::new(src.name, format!("{}\n{extra}\n", src.text));
    OldTrousers::start(&data, &src)
}

/// Rolls the initiative of `turn`: the French die 1, the British 4.
fn roll(st: &mut State, turn: u32, revision: Revision) -> String {
    let data = GameData::embedded("old-trousers").expect("data");
    let mut rules = OldTrousers::load_rules(&data, &st.battle.table).expect("rules");
    rules.revision = revision;
    st.battle.turn = turn;
    let mut d = ByPurpose::new(&[("initiative: french", 1), ("initiative: british", 4)], 1);
    let mut log = Log::default();
    initiative::roll(&rules, st, &mut d, &mut log);
    text(&log)
}

// I. Initiative Phase, INITIATIVE DIE ROLL MODIFIERS "Situation ... Surprise +2": the
// French (Reynier average 0, staff professional +1) roll 1 + 0 + 1 + surprise 2 = 4
// against the British (Stuart fair -1, staff competent 0) 4 - 1 + 0 = 3 on turn 2, the
// turn the scenario gives them surprise; on turn 3, 2 against 3.
#[test]
fn i_initiative_surprise_adds_two_on_the_turns_the_scenario_gives_it() {
    let mut st = maida_with("surprise: {side: french, turns: [2]}").expect("loads");
    assert_eq!(
        st.sides["french"]
            .surprise
            .iter()
            .copied()
            .collect::<Vec<_>>(),
        [2]
    );
    let t = roll(&mut st, 2, Revision::V0_7);
    assert!(
        t.contains("french: die 1 + leader average (+0) + staff professional (+1) + surprise (+2, the scenario's surprise: turn 2) = 4"),
        "{t}"
    );
    assert_eq!(st.order[0], "french", "{t}");
    let t = roll(&mut st, 3, Revision::V0_7);
    assert!(!t.contains("surprise"), "{t}");
    assert_eq!(st.order[0], "british", "{t}");
    // Entries of 0.6.0 replay without it.
    let t = roll(&mut st, 2, Revision::V0_6);
    assert!(!t.contains("surprise"), "{t}");
    assert_eq!(st.order[0], "british", "{t}");
}

#[test]
fn a_scenarios_surprise_names_a_side_and_turns_with_an_initiative_roll() {
    let e = maida_with("surprise: {side: austrians, turns: [2]}")
        .unwrap_err()
        .to_string();
    assert!(
        e.contains("surprise.side") && e.contains("austrians"),
        "{e}"
    );
    for turns in ["[1]", "[9]", "[]"] {
        let e = maida_with(&format!("surprise: {{side: french, turns: {turns}}}"))
            .unwrap_err()
            .to_string();
        assert!(
            e.contains("surprise.turns") && e.contains("from 2 to 8"),
            "{turns}: {e}"
        );
    }
    // Maida itself names no surprise: nobody has it.
    let st = maida_with("").expect("loads");
    assert!(st.sides.values().all(|s| s.surprise.is_empty()));
}
