//! MOVEMENT TABLE: "Untrained infantry units that move over 2 inches when in a line
//! formation will become disordered." The attribute in a scenario (`traits:`).

use super::common::{maida, unit};
use pbem::board::table::terrain::Table;
use pbem::data::GameData;
use pbem::rules::old_trousers::footprints::Footprints;
use pbem::rules::old_trousers::movement::walk;
use pbem::rules::old_trousers::scenario;
use pbem::rules::old_trousers::sequence::movement::steps;
use pbem::rules::old_trousers::state::{State, Trait};
use pbem::yaml::Source;

/// Maida with `traits` written on the 78th.
fn with_traits(traits: &str) -> Result<State, String> {
    let data = GameData::embedded("old-trousers").expect("data");
    let fp = Footprints::load(&data).expect("footprints");
    let text = data
        .source("scenarios/maida.yaml")
        .expect("scenario")
        .text
        .replace(
            "at: [47, 16], facing: 0, commander: acland}",
            &format!("at: [47, 16], facing: 0, commander: acland, traits: {traits}}}"),
        );
    let src = Source::new("test-scenario.yaml", text);
    scenario::load(&src, |t| Table::load(&data, t), &fp).map_err(|e| e.to_string())
}

fn disordered_after(st: &State, words: &[&str]) -> bool {
    let (rules, _) = maida();
    let w: Vec<String> = words.iter().map(|s| s.to_string()).collect();
    let i = unit(st, "78th");
    walk(&rules, &st.units[i], &st.stands(), &steps(&w), true)
        .expect("the walk is legal")
        .stand
        .markers
        .disordered
}

#[test]
fn untrained_line_moving_three_inches_is_disordered_two_not() {
    let st = with_traits("[untrained]").expect("the test scenario loads");
    assert!(st.unit("78th").unwrap().has(Trait::Untrained));
    assert!(!disordered_after(&st, &["advance 2"]));
    assert!(disordered_after(&st, &["advance 3"]));
    // Over 2" in line in two steps counts too.
    assert!(disordered_after(&st, &["advance 1.5", "advance 1"]));
    // Trained infantry is not.
    let (_, trained) = maida();
    assert!(!disordered_after(&trained, &["advance 3"]));
}

#[test]
fn a_trait_of_the_other_arm_is_refused_with_its_path() {
    let e = with_traits("[lancers]").unwrap_err();
    assert!(
        e.contains("test-scenario.yaml") && e.contains("units[1].traits"),
        "{e}"
    );
    assert!(with_traits("[sappers, untrained]").is_ok());
}
