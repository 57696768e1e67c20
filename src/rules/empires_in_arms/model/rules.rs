//! The rules bundle every procedure takes besides the state: the charts, the scenario's map
//! and the campaign options; and the supply network of a turn (7.2.3, 7.4.3.3).

use super::map::Map;
use super::state::State;
use crate::rules::empires_in_arms::tables::charts::Charts;
use crate::rules::empires_in_arms::tables::land_charts::LandCharts;

/// Everything the rules need besides the state: charts, map and campaign options.
#[derive(Debug, Clone)]
pub struct Rules {
    /// The game card's charts.
    pub charts: Charts,
    /// The scenario's map.
    pub map: Map,
    /// Option `morale_method`.
    pub morale_method: Method,
    /// The land phase's movement and supply numbers (7.3, 7.4).
    pub land: LandCharts,
    /// How report lines read, by the entry's revision ([`Lines::of`]).
    pub lines: Lines,
    /// The rules revision of the entry, by the engine that resolved it
    /// ([`Revision::of`]).
    pub revision: Revision,
}

use crate::rules::empires_in_arms::revision::Change;
/// Which revision of the rules an entry is resolved under (its table of changes in
/// [`crate::rules::empires_in_arms::revision`]).
pub use crate::rules::empires_in_arms::revision::Revision;

/// How the report lines of an entry read: as pbem 0.4.0 and older wrote them, or with
/// pbem 0.5.0's words (units by name where a line named an id, the city a retirement
/// leaves besieged). Old entries replay with the lines they had.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum Lines {
    /// pbem 0.4.0 and older.
    Before0_5_0,
    /// pbem 0.5.0 on; today's.
    #[default]
    Since0_5_0,
}

impl Lines {
    /// The lines of the rules `revision` ([`Change::UnitsByName`]).
    pub fn of(revision: Revision) -> Self {
        if revision.has(Change::UnitsByName) {
            Lines::Since0_5_0
        } else {
            Lines::Before0_5_0
        }
    }

    /// The lines of the engine `engine` (`pbem 0.4.0`, as resolution.yaml records it).
    pub fn for_engine(engine: &str) -> Self {
        Lines::of(Revision::of(engine))
    }
}

/// How base morale is found (campaign option `morale_method`).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Method {
    /// 7.5.2.6.1.1 the weighted average, rounded up to the next tenth.
    One,
    /// 7.5.2.6.1.2 the primary component's basic morale, adjusted.
    Two,
}

/// What supply chains are traced over: the map, and whether the turn is in winter (no sea
/// supply north of the ice line, 7.4.3.3).
#[derive(Debug, Clone, Copy)]
pub struct Net<'a> {
    /// The map.
    pub map: &'a Map,
    /// Winter this turn.
    pub winter: bool,
}

impl Rules {
    /// The supply network of `state`'s turn.
    pub fn net(&self, state: &State) -> Net<'_> {
        Net {
            map: &self.map,
            winter: self.land.supply.winter(&state.date),
        }
    }
}
