//! The scenario file: Maida loads as history gives it; bad scenarios are refused with the
//! file, the line and the YAML path.

use pbem::board::table::terrain::Table;
use pbem::data::GameData;
use pbem::rules::old_trousers::footprints::Footprints;
use pbem::rules::old_trousers::scenario;
use pbem::yaml::Source;

fn load(
    edit: impl Fn(String) -> String,
) -> Result<pbem::rules::old_trousers::state::State, String> {
    let data = GameData::embedded("old-trousers").unwrap();
    let fp = Footprints::load(&data).unwrap();
    let text = edit(data.source("scenarios/maida.yaml").unwrap().text);
    let src = Source::new("maida.yaml", text);
    scenario::load(&src, |t| Table::load(&data, t), &fp).map_err(|e| e.to_string())
}

#[test]
fn maida_has_both_armies() {
    let st = load(|t| t).unwrap();
    let count = |s: &str| st.units.iter().filter(|u| u.side() == s).count();
    assert_eq!((count("british"), count("french")), (8, 9));
    assert_eq!(st.order, vec!["british".to_string(), "french".to_string()]);
    assert_eq!(st.leaders.len(), 9);
}

#[test]
fn bad_scenarios_name_the_place() {
    let e = load(|t| t.replace("id: 81st", "id: 78th")).unwrap_err();
    assert!(e.contains("units[2].id") && e.contains("used twice"), "{e}");
    let e = load(|t| t.replace(", gun: 6-pdr, guns: 6", "")).unwrap_err();
    assert!(e.contains("units[7].gun"), "{e}");
    let e = load(|t| t.replace("at: [56, 16]", "at: [71.5, 16]")).unwrap_err();
    assert!(
        e.contains("units[0].at") && e.contains("not wholly on the table"),
        "{e}"
    );
    let e = load(|t| t.replace("commander: kempt}", "commander: reynier}")).unwrap_err();
    assert!(e.contains("units[0].commander"), "{e}");
    let e = load(|t| {
        t.replace(
            "formation: line, at: [18, 32]",
            "formation: square, at: [18, 32]",
        )
    })
    .unwrap_err();
    assert!(e.contains("may not be in square"), "{e}");
    let e = load(|t| t.replace("at: [47, 16]", "at: [43, 16]")).unwrap_err();
    assert!(e.contains("lies on"), "{e}");
}
