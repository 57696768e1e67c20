//! Empires in Arms rules tests: the rules' data for the 1805 map.

use pbem::data::GameData;
use pbem::rules::empires_in_arms::battle::Rules;
use pbem::rules::empires_in_arms::charts::Charts;
use pbem::rules::empires_in_arms::land_charts::LandCharts;
use pbem::rules::empires_in_arms::map::Map;
use pbem::rules::empires_in_arms::morale::Method;

/// The embedded charts (first-source disputed cells, morale method one) and the central
/// Europe 1805 map.
pub fn rules() -> Rules {
    let data = GameData::embedded("empires-in-arms").unwrap();
    Rules {
        charts: Charts::load(&data, "first-source").unwrap(),
        map: Map::load(&data, "central-europe-1805").unwrap(),
        morale_method: Method::One,
        land: LandCharts::load(&data).unwrap(),
    }
}
