//! The scenario and the game's questions: Ligny loads with both orders of battle, only the
//! moving player decides, and a bad scenario is refused with its path.

use super::common::ligny;
use pbem::board::table::terrain::Table;
use pbem::data::GameData;
use pbem::rules::grande_tactique::scenario;
use pbem::rules::grande_tactique::state::{Arm, Command};
use pbem::rules::grande_tactique::units::Units;
use pbem::yaml::Source;

#[test]
fn ligny_holds_both_orders_of_battle() {
    let (_, st) = ligny();
    let count = |side: &str| st.units.iter().filter(|u| u.side() == side).count();
    assert_eq!((count("french"), count("prussian")), (25, 29));
    let corps = |side: &str| {
        st.generals
            .iter()
            .filter(|g| g.side == side && g.command == Command::Corps)
            .map(|g| g.id.as_str())
            .collect::<Vec<_>>()
    };
    assert_eq!(corps("french"), ["vandamme", "gerard", "drouot", "grouchy"]);
    assert_eq!(corps("prussian"), ["zieten", "pirch-i", "thielmann"]);
    assert!(st.units.iter().any(|u| u.arm == Arm::Cuirassiers));
    assert_eq!(st.moving_side(), "french");
    assert_eq!(st.phase(), "turn-1-french");
    // 9 km by 6 km at 125 m to the inch.
    let (rules, _) = ligny();
    assert_eq!(rules.table.width.0, 72_000);
}

#[test]
fn a_unit_of_an_unknown_division_is_refused_with_its_path() {
    let data = GameData::embedded("grande-tactique").unwrap();
    let u = Units::load(&data).unwrap();
    let text = data.source("scenarios/ligny.yaml").unwrap().text.replace(
        "division: lefol, at: [10, 13]",
        "division: nobody, at: [10, 13]",
    );
    let src = Source::new("ligny.yaml", text);
    let e = scenario::load(&src, |t| Table::load(&data, t), &u).unwrap_err();
    let msg = e.to_string();
    assert!(
        msg.contains("units[0].division") && msg.contains("'nobody' is no divisional general"),
        "{msg}"
    );
}
