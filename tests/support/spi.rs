//! Building blocks for the 1812 rules tests: the embedded charts and map, a state holding
//! just the units a test names, and orders from YAML.

use pbem::data::GameData;
use pbem::fairness::{Dice, ScriptedDice};
use pbem::rules::spi_1812::battle::battle;
use pbem::rules::spi_1812::charts::Charts;
use pbem::rules::spi_1812::log::{Battle, Log};
use pbem::rules::spi_1812::map::Map;
use pbem::rules::spi_1812::orders::{Orders, Plans};
use pbem::rules::spi_1812::state::{Kind, Scenario, Side, State, Unit};
use pbem::rules::spi_1812::supply::RowChoice;
use pbem::rules::spi_1812::Rules;
use std::collections::BTreeMap;

/// The embedded charts and map.
pub fn rules() -> Rules {
    let data = GameData::embedded("spi-1812").unwrap();
    Rules {
        charts: Charts::load(&data).unwrap(),
        map: Map::load(&data, "western-russia").unwrap(),
        row: RowChoice::Lesser,
        c3: Default::default(),
        moves: Default::default(),
        revision: Default::default(),
    }
}

/// The 1812 scenario's state with only `units` on the map and no reinforcements to come.
pub fn state(phasing: Side, turn: u32, units: Vec<Unit>) -> State {
    let data = GameData::embedded("spi-1812").unwrap();
    let sc: Scenario = data.parse("scenarios/campaign-1812.yaml").unwrap();
    let mut s = State::from(sc);
    s.units = units;
    s.reinforcements.clear();
    s.phasing = phasing;
    s.turn = turn;
    s
}

fn unit(id: &str, side: Side, kind: Kind, at: &str) -> Unit {
    Unit {
        id: id.into(),
        side,
        kind,
        name: id.into(),
        at: at.into(),
        strength: 0,
        command: 0,
        tactical: 0,
        cavalry: false,
    }
}

/// An infantry corps.
pub fn inf(id: &str, side: Side, at: &str, strength: u32) -> Unit {
    Unit {
        strength,
        ..unit(id, side, Kind::Infantry, at)
    }
}

/// A cavalry corps.
pub fn cav(id: &str, side: Side, at: &str, strength: u32) -> Unit {
    Unit {
        strength,
        ..unit(id, side, Kind::Cavalry, at)
    }
}

/// A leader (`cavalry`: a cavalry leader).
pub fn leader(id: &str, side: Side, at: &str, command: u32, tactical: i32, cavalry: bool) -> Unit {
    Unit {
        command,
        tactical,
        cavalry,
        ..unit(id, side, Kind::Leader, at)
    }
}

/// A supply unit.
pub fn train(id: &str, side: Side, at: &str) -> Unit {
    unit(id, side, Kind::Supply, at)
}

/// A French depot.
pub fn depot(id: &str, at: &str) -> Unit {
    unit(id, Side::France, Kind::Depot, at)
}

/// Orders from the YAML body (header added).
pub fn orders(body: &str) -> Orders {
    let text =
        format!("game: spi-1812\ncampaign: t\nentry: 1\nturn: 1\nphase: p\nplayer: p\n{body}");
    serde_yaml::from_str(&text).unwrap()
}

/// Each side's orders from YAML bodies.
pub fn plans(french: &str, russian: &str) -> Plans {
    Plans::new(BTreeMap::from([
        (Side::France, orders(french)),
        (Side::Russia, orders(russian)),
    ]))
}

/// Where unit `id` is (None: eliminated).
pub fn at(s: &State, id: &str) -> Option<String> {
    s.unit(id).map(|u| u.at.clone())
}

/// Strength of corps `id` (None: eliminated).
pub fn strength(s: &State, id: &str) -> Option<u32> {
    s.unit(id).map(|u| u.strength)
}

/// Resolves the battle at `place` with `dice` scripted; every die must be used.
pub fn fight(s: &mut State, place: &str, plans: &Plans, dice: &[u32]) -> Battle {
    let r = rules();
    let mut d = ScriptedDice::new(dice.iter().copied());
    let mut log = Log::default();
    let b = battle(&r.charts, &r.map, s, place, plans, &mut d, &mut log);
    assert_eq!(
        d.remaining(),
        0,
        "every scripted die is used: {:#?}",
        b.lines
    );
    assert_eq!(d.log().len(), dice.len());
    b
}

/// Whether a line of the battle contains `text`.
pub fn said(b: &Battle, text: &str) -> bool {
    b.lines.iter().any(|l| l.contains(text))
}
