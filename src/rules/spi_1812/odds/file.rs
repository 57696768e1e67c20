//! The `pbem odds` file for an 1812 battle (docs/odds.md): the place, each side's corps and
//! leaders typed in, and the battle plan chits. Read at the edge with serde, then made into
//! the rules' own [`State`] with the units at the place.

use crate::data::GameData;
use crate::error::Result;
use crate::rules::spi_1812::map::Map;
use crate::rules::spi_1812::state::{Kind, Scenario, Side, State, Unit};
use crate::yaml::Source;
use serde::Deserialize;

/// The whole file.
#[derive(Debug, Clone, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct OddsFile {
    /// Must be `spi-1812`.
    pub game: String,
    /// The scenario whose map is used (default `campaign-1812`).
    #[serde(default = "default_scenario")]
    pub scenario: String,
    /// The place (area or sub-area id) of the battle: its fort counts when the Russians
    /// defend (A.3 step 5), and retreats go to its neighbours (step 7).
    pub place: String,
    /// The game turn (default 1).
    #[serde(default = "one")]
    pub turn: u32,
    /// The phasing side.
    pub attacker: SideFile,
    /// The other side.
    pub defender: SideFile,
}

fn default_scenario() -> String {
    "campaign-1812".into()
}

fn one() -> u32 {
    1
}

/// One side.
#[derive(Debug, Clone, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct SideFile {
    /// `france` or `russia`; the two sides differ.
    pub side: Side,
    /// The battle plan chit (A.3 step 1), or left out for every chit of the role's set.
    #[serde(default)]
    pub chit: Option<String>,
    /// Its units at the place.
    pub units: Vec<UnitFile>,
}

/// A unit.
#[derive(Debug, Clone, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct UnitFile {
    /// Name, unique in the file.
    pub name: String,
    /// infantry, cavalry or leader.
    pub kind: Kind,
    /// A corps' strength points.
    #[serde(default)]
    pub strength: u32,
    /// A leader's command (the infantry he can lead into an attack, step 5).
    #[serde(default)]
    pub command: u32,
    /// A leader's die modifier (step 5, or step 6 for a cavalry leader).
    #[serde(default)]
    pub tactical: i32,
    /// A cavalry leader.
    #[serde(default)]
    pub cavalry: bool,
}

/// A battle read from a file: the state with both sides' units at `place`, and the chits.
#[derive(Debug, Clone)]
pub struct FileBattle {
    /// The state: the scenario's, its units replaced by the file's.
    pub state: State,
    /// The place.
    pub place: String,
    /// The chits given: (attacker's, defender's).
    pub chits: (Option<String>, Option<String>),
}

impl OddsFile {
    /// Reads and checks an 1812 odds file against the game's map.
    ///
    /// # Errors
    /// [`crate::error::Error::Invalid`] with the line and YAML path: another game, an
    /// unknown scenario or place, both sides the same, a side without a corps, a unit name
    /// twice, a corps without strength or a leader without command or tactical rating.
    pub fn read(src: &Source, data: &GameData) -> Result<FileBattle> {
        let f: OddsFile = src.parse()?;
        if f.game != "spi-1812" {
            return Err(src.invalid(
                "game",
                format!("'{}': this file format is for spi-1812", f.game),
            ));
        }
        if !data
            .list("scenarios/")
            .contains(&format!("scenarios/{}.yaml", f.scenario))
        {
            return Err(src.invalid(
                "scenario",
                format!("'{}' is not a scenario of spi-1812", f.scenario),
            ));
        }
        let scenario: Scenario = data.parse(&format!("scenarios/{}.yaml", f.scenario))?;
        let map = Map::load(data, &scenario.map)?;
        if map.place(&f.place).is_none() {
            return Err(src.invalid(
                "place",
                format!(
                    "'{}' is not an area or sub-area of the map {}",
                    f.place, scenario.map
                ),
            ));
        }
        if f.attacker.side == f.defender.side {
            return Err(src.invalid("defender.side", "the defender is the other side"));
        }
        if f.turn == 0 || f.turn > scenario.last_turn {
            return Err(src.invalid(
                "turn",
                format!("turn {}: expected 1 to {}", f.turn, scenario.last_turn),
            ));
        }
        let mut units = Vec::new();
        for (key, side) in [("attacker", &f.attacker), ("defender", &f.defender)] {
            side.check(src, key, &units)?;
            for (i, u) in side.units.iter().enumerate() {
                units.push(u.unit(format!("{key}-{}", i + 1), side.side, &f.place));
            }
        }
        let mut state = State::from(scenario);
        state.units = units;
        state.reinforcements.clear();
        state.turn = f.turn;
        state.phasing = f.attacker.side;
        Ok(FileBattle {
            state,
            place: f.place,
            chits: (f.attacker.chit, f.defender.chit),
        })
    }
}

impl SideFile {
    fn check(&self, src: &Source, key: &str, before: &[Unit]) -> Result<()> {
        if !self
            .units
            .iter()
            .any(|u| matches!(u.kind, Kind::Infantry | Kind::Cavalry))
        {
            return Err(src.invalid(&format!("{key}.units"), "a side needs at least one corps"));
        }
        for (i, u) in self.units.iter().enumerate() {
            let path = format!("{key}.units[{i}]");
            let twice = before.iter().any(|b| b.name == u.name)
                || self.units[..i].iter().any(|b| b.name == u.name);
            if twice {
                return Err(src.invalid(
                    &format!("{path}.name"),
                    format!("'{}' is named twice: give each unit its own name", u.name),
                ));
            }
            let bad = match u.kind {
                Kind::Infantry | Kind::Cavalry if u.strength == 0 => {
                    Some("a corps has strength points (strength: 1 or more)")
                }
                Kind::Leader if u.command == 0 && u.tactical == 0 && !u.cavalry => {
                    Some("a leader has a command or a tactical rating")
                }
                Kind::Supply | Kind::Depot => {
                    Some("only corps (infantry, cavalry) and leaders fight")
                }
                Kind::Hidden => {
                    Some("a hidden stack is a player's view of the enemy: give its units")
                }
                _ => None,
            };
            if let Some(why) = bad {
                return Err(src.invalid(&path, why));
            }
        }
        Ok(())
    }
}

impl UnitFile {
    fn unit(&self, id: String, side: Side, at: &str) -> Unit {
        let leader = self.kind == Kind::Leader;
        Unit {
            id,
            side,
            kind: self.kind,
            name: self.name.clone(),
            at: at.to_string(),
            strength: if leader { 0 } else { self.strength },
            command: if leader { self.command } else { 0 },
            tactical: if leader { self.tactical } else { 0 },
            cavalry: leader && self.cavalry,
        }
    }
}
