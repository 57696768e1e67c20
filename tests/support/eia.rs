//! Empires in Arms tests: the rules' data for the 1805 map, and a campaign of the 1805
//! scenario on the binary.

use pbem::data::GameData;
use pbem::rules::empires_in_arms::model::map::Map;
use pbem::rules::empires_in_arms::model::rules::Method;
use pbem::rules::empires_in_arms::model::rules::Rules;
use pbem::rules::empires_in_arms::tables::charts::Charts;
use pbem::rules::empires_in_arms::tables::land_charts::LandCharts;
use std::path::{Path, PathBuf};

/// The embedded charts (first-source disputed cells, morale method one) and the central
/// Europe 1805 map.
pub fn rules() -> Rules {
    let data = GameData::embedded("empires-in-arms").unwrap();
    Rules {
        charts: Charts::load(&data, "first-source").unwrap(),
        map: Map::load(&data, "central-europe-1805").unwrap(),
        morale_method: Method::One,
        land: LandCharts::load(&data).unwrap(),
        lines: Default::default(),
        revision: Default::default(),
    }
}

/// The seven major powers of the 1805 scenario, in their 7.1 order.
pub const POWERS: [&str; 7] = [
    "france", "russia", "turkey", "austria", "prussia", "britain", "spain",
];

pub use super::run;

/// A campaign `third-coalition` of the 1805 scenario in `tmp/camp`: a player per power
/// (player id = power id), and the moderator `mod`. No entropy chain, so the seeds depend
/// only on the orders and every run draws the same dice (a chain's random secret made the
/// battles, and so the sieges after them, differ from run to run).
pub fn campaign_1805(tmp: &Path) -> PathBuf {
    let dir = tmp.join("camp");
    let d = dir.to_str().unwrap();
    let players: Vec<String> = POWERS
        .iter()
        .map(|p| format!("{p}:{p}:{p}@example.org"))
        .collect();
    let mut args = vec![
        "new",
        d,
        "--game",
        "empires-in-arms",
        "--scenario",
        "ulm-austerlitz-1805",
        "--id",
        "third-coalition",
    ];
    for p in &players {
        args.extend(["--player", p.as_str()]);
    }
    args.extend(["--moderator", "mod"]);
    run(&args);
    dir
}
