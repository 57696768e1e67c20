//! The charts our text of Old Trousers v2.4 lacks, each provisional: random events, stands
//! per unit and hits to stands, rout distances, the effects of morale and rally, formation
//! and facing change costs, flanks and engagement range.

use super::cell::{bands, complete, header, Band, Cell, Marking, RawCell};
use super::kinds::Arm;
use crate::board::table::inches::Inches;
use crate::board::table::measure::Length;
use crate::board::table::stand::Formation;
use crate::data::GameData;
use crate::error::Result;
use crate::yaml::Source;
use serde::Deserialize;
use std::collections::BTreeMap;

/// Loads a provisional chart's text and checks header and marking; returns (source, T, note).
fn load<T: serde::de::DeserializeOwned + Headed>(
    data: &GameData,
    name: &str,
) -> Result<(Source, T, String)> {
    let src = data.source(&format!("charts/{name}.yaml"))?;
    let r: T = src.parse()?;
    let (chart, edition, marking) = r.parts();
    header(&src, (chart, edition), name)?;
    let note = marking.note(&src)?;
    Ok((src, r, note))
}

/// A raw provisional chart's header and marking.
trait Headed {
    fn parts(&self) -> (&str, &str, Marking);
}

macro_rules! headed {
    ($t:ty) => {
        impl Headed for $t {
            fn parts(&self) -> (&str, &str, Marking) {
                let marking = Marking {
                    provisional: self.provisional,
                    note: self.note.clone(),
                };
                (&self.chart, &self.edition, marking)
            }
        }
    };
}

/// An event of the random events table.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct RandomEvent {
    /// The rolls that give it.
    pub roll: Band,
    /// Its id: `none`, `delay`, `momentum`.
    pub event: String,
    /// The words reported.
    pub text: String,
}

/// RANDOM EVENTS (provisional).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct RandomEvents {
    /// Sides of the die.
    pub die: u32,
    /// The events, by roll.
    pub events: Vec<RandomEvent>,
    /// Why provisional.
    pub note: String,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct RawEvents {
    chart: String,
    edition: String,
    provisional: bool,
    note: String,
    die: u32,
    events: Vec<RawEvent>,
}
headed!(RawEvents);

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct RawEvent {
    roll: String,
    event: String,
    text: String,
}

/// The event ids the game plays.
pub const EVENTS: [&str; 3] = ["none", "delay", "momentum"];

impl RandomEvents {
    /// Loads `charts/random-events.yaml`: the rolls cover the die without gap or overlap,
    /// and every event is one the game plays ([`EVENTS`]).
    ///
    /// # Errors
    /// As the other charts; an unknown event.
    pub fn load(data: &GameData) -> Result<Self> {
        let (src, r, note) = load::<RawEvents>(data, "random-events")?;
        let die = i32::try_from(r.die).ok().filter(|d| *d >= 2);
        let die = die.ok_or_else(|| src.invalid("die", "a die of 2 sides or more"))?;
        let texts: Vec<String> = r.events.iter().map(|e| e.roll.clone()).collect();
        let bs = bands(
            &src,
            "events",
            &texts,
            Band {
                lo: Some(1),
                hi: Some(die),
            },
        )?;
        let mut events = Vec::new();
        for (i, (e, roll)) in r.events.iter().zip(bs).enumerate() {
            if !EVENTS.contains(&e.event.as_str()) {
                return Err(src.invalid(
                    &format!("events[{i}].event"),
                    format!("'{}': the game plays {}", e.event, EVENTS.join(", ")),
                ));
            }
            events.push(RandomEvent {
                roll,
                event: e.event.clone(),
                text: e.text.clone(),
            });
        }
        Ok(RandomEvents {
            die: r.die,
            events,
            note,
        })
    }

    /// The event of a roll (rolls off the die read as the nearest end).
    pub fn event(&self, roll: i32) -> Option<&RandomEvent> {
        self.events.iter().find(|e| e.roll.contains(roll))
    }
}

/// Stands of one arm's unit.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Deserialize)]
#[serde(rename_all = "kebab-case", deny_unknown_fields)]
pub struct UnitStands {
    /// Stands in a fresh unit.
    pub stands: u32,
    /// Hits that remove a stand.
    pub hits_per_stand: u32,
    /// Guns per stand (artillery).
    #[serde(default)]
    pub guns_per_stand: Option<u32>,
}

/// How many stands of a formation are the front rank.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum FrontRank {
    /// All stands left.
    All,
    /// At most this many.
    Stands(u32),
}

/// STANDS PER UNIT AND HITS TO STANDS LOST (provisional).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Stands {
    /// By arm.
    pub units: BTreeMap<Arm, UnitStands>,
    /// Front rank by formation (infantry and cavalry formations).
    pub front_rank: BTreeMap<Formation, FrontRank>,
    /// Why provisional.
    pub note: String,
}

#[derive(Deserialize)]
#[serde(rename_all = "kebab-case", deny_unknown_fields)]
struct RawStands {
    chart: String,
    edition: String,
    provisional: bool,
    note: String,
    units: BTreeMap<Arm, UnitStands>,
    front_rank: BTreeMap<Formation, serde_yaml::Value>,
}
headed!(RawStands);

impl Stands {
    /// Loads `charts/stands.yaml`.
    ///
    /// # Errors
    /// As the other charts; an arm missing; a unit of no stands or no hits per stand; a
    /// front rank neither "all" nor a number.
    pub fn load(data: &GameData) -> Result<Self> {
        let (src, r, note) = load::<RawStands>(data, "stands")?;
        complete(&src, "units", &r.units, Arm::ALL, Arm::name)?;
        for (arm, u) in &r.units {
            if u.stands == 0 || u.hits_per_stand == 0 {
                return Err(src.invalid(
                    &format!("units.{arm}"),
                    "stands and hits-per-stand are at least 1",
                ));
            }
        }
        let mut front_rank = BTreeMap::new();
        for (f, v) in &r.front_rank {
            let fr = match v {
                serde_yaml::Value::String(s) if s == "all" => Some(FrontRank::All),
                v => v
                    .as_u64()
                    .and_then(|n| u32::try_from(n).ok())
                    .filter(|n| *n > 0)
                    .map(FrontRank::Stands),
            };
            let at = format!("front-rank.{}", super::movement::formation_name(*f));
            front_rank.insert(
                *f,
                fr.ok_or_else(|| src.invalid(&at, "\"all\" or a number of stands (1 or more)"))?,
            );
        }
        Ok(Stands {
            units: r.units,
            front_rank,
            note,
        })
    }

    /// Stands of a unit of `arm` that has taken `hits` (at least 0).
    pub fn stands_left(&self, arm: Arm, hits: u32) -> u32 {
        let u = self.units[&arm];
        u.stands.saturating_sub(hits / u.hits_per_stand)
    }

    /// The unit's strength in hits (stands × hits per stand).
    pub fn strength(&self, arm: Arm) -> u32 {
        let u = self.units[&arm];
        u.stands.saturating_mul(u.hits_per_stand)
    }

    /// Front-rank stands of `left` stands in `formation` (`None`: the formation has no
    /// front rank in the chart).
    pub fn front_rank(&self, formation: Formation, left: u32) -> Option<u32> {
        self.front_rank.get(&formation).map(|f| match f {
            FrontRank::All => left,
            FrontRank::Stands(n) => (*n).min(left),
        })
    }
}

/// ROUT MOVES (provisional).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Rout {
    /// Distance by arm.
    pub distance: BTreeMap<Arm, Length>,
    /// Why provisional.
    pub note: String,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct RawRout {
    chart: String,
    edition: String,
    provisional: bool,
    note: String,
    distance: BTreeMap<Arm, Inches>,
}
headed!(RawRout);

impl Rout {
    /// Loads `charts/rout.yaml`.
    ///
    /// # Errors
    /// As the other charts; an arm missing.
    pub fn load(data: &GameData) -> Result<Self> {
        let (src, r, note) = load::<RawRout>(data, "rout")?;
        complete(&src, "distance", &r.distance, Arm::ALL, Arm::name)?;
        Ok(Rout {
            distance: r.distance.into_iter().map(|(k, v)| (k, v.0)).collect(),
            note,
        })
    }
}

/// What a failed morale check does.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Failure {
    /// Becomes shaken (a unit already shaken routs).
    Shaken,
    /// Routs.
    Routs,
}

/// EFFECTS OF PASSING AND FAILING MORALE, AND RALLY (provisional).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct MoraleEffects {
    /// By how much the roll failed (the number less the total): the effect.
    pub fail: Vec<(Band, Failure)>,
    /// What a shaken unit that fails with [`Failure::Shaken`] does.
    pub shaken_fails_to: Failure,
    /// Why provisional.
    pub note: String,
}

#[derive(Deserialize)]
#[serde(rename_all = "kebab-case", deny_unknown_fields)]
struct RawEffects {
    chart: String,
    edition: String,
    provisional: bool,
    note: String,
    pass: String,
    fail: Vec<RawFail>,
    shaken_fails_to: Failure,
    rally: RawRally,
}
headed!(RawEffects);

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct RawFail {
    by: String,
    effect: Failure,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct RawRally {
    table: String,
    pass: String,
    fail: String,
}

impl MoraleEffects {
    /// Loads `charts/morale-effects.yaml`: fail margins cover 1 and up.
    ///
    /// # Errors
    /// As the other charts; a pass other than "none"; a rally other than the one the game
    /// plays (morale table; pass: shaken-disordered; fail: rout-move).
    pub fn load(data: &GameData) -> Result<Self> {
        let (src, r, note) = load::<RawEffects>(data, "morale-effects")?;
        if r.pass != "none" {
            return Err(src.invalid("pass", "the game plays pass: none"));
        }
        if (
            r.rally.table.as_str(),
            r.rally.pass.as_str(),
            r.rally.fail.as_str(),
        ) != ("morale", "shaken-disordered", "rout-move")
        {
            return Err(src.invalid(
                "rally",
                "the game plays table: morale, pass: shaken-disordered, fail: rout-move",
            ));
        }
        let texts: Vec<String> = r.fail.iter().map(|f| f.by.clone()).collect();
        let bs = bands(
            &src,
            "fail",
            &texts,
            Band {
                lo: Some(1),
                hi: None,
            },
        )?;
        let fail = bs
            .into_iter()
            .zip(r.fail.iter().map(|f| f.effect))
            .collect();
        Ok(MoraleEffects {
            fail,
            shaken_fails_to: r.shaken_fails_to,
            note,
        })
    }

    /// The effect of failing by `by` (1 and up).
    pub fn failure(&self, by: i32) -> Failure {
        self.fail
            .iter()
            .find(|(b, _)| b.contains(by))
            .map_or(Failure::Routs, |(_, f)| *f)
    }
}

/// A share of a movement allowance.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Share {
    /// Numerator.
    pub numerator: u32,
    /// Denominator (above 0).
    pub denominator: u32,
}

impl Share {
    /// The share of `allowance`, rounded half away from zero to the thou.
    pub fn of(self, allowance: Length) -> Length {
        allowance.scale(i64::from(self.numerator), i64::from(self.denominator))
    }
}

/// FORMATION AND FACING CHANGE COSTS (provisional).
#[derive(Debug, Clone, PartialEq, Eq, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub struct FormationChanges {
    /// A change of formation.
    pub formation_change: Share,
    /// A change of facing.
    pub facing_change: Share,
    /// An about face.
    pub about_face: Share,
    /// Limbering or unlimbering.
    pub limber_unlimber: Share,
    /// Why provisional.
    #[serde(skip)]
    pub note: String,
}

#[derive(Deserialize)]
#[serde(rename_all = "kebab-case", deny_unknown_fields)]
struct RawChanges {
    chart: String,
    edition: String,
    provisional: bool,
    note: String,
    formation_change: Share,
    facing_change: Share,
    about_face: Share,
    limber_unlimber: Share,
}
headed!(RawChanges);

impl FormationChanges {
    /// Loads `charts/formation-changes.yaml`.
    ///
    /// # Errors
    /// As the other charts; a zero denominator.
    pub fn load(data: &GameData) -> Result<Self> {
        let (src, r, note) = load::<RawChanges>(data, "formation-changes")?;
        for (k, s) in [
            ("formation-change", r.formation_change),
            ("facing-change", r.facing_change),
            ("about-face", r.about_face),
            ("limber-unlimber", r.limber_unlimber),
        ] {
            if s.denominator == 0 {
                return Err(src.invalid(&format!("{k}.denominator"), "must be above 0"));
            }
        }
        Ok(FormationChanges {
            formation_change: r.formation_change,
            facing_change: r.facing_change,
            about_face: r.about_face,
            limber_unlimber: r.limber_unlimber,
            note,
        })
    }
}

/// WHAT COUNTS AS A FLANK (provisional): the table engine's edge faced.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Flanks {
    /// A charge or fire from the rear sector counts as a flank.
    pub rear_counts_as_flank: bool,
    /// Why provisional.
    pub note: String,
}

#[derive(Deserialize)]
#[serde(rename_all = "kebab-case", deny_unknown_fields)]
struct RawFlanks {
    chart: String,
    edition: String,
    provisional: bool,
    note: String,
    rear_counts_as_flank: bool,
}
headed!(RawFlanks);

impl Flanks {
    /// Loads `charts/flanks.yaml`.
    ///
    /// # Errors
    /// As the other charts.
    pub fn load(data: &GameData) -> Result<Self> {
        let (_, r, note) = load::<RawFlanks>(data, "flanks")?;
        Ok(Flanks {
            rear_counts_as_flank: r.rear_counts_as_flank,
            note,
        })
    }

    /// Whether an edge faced counts as a flank.
    pub fn is_flank(&self, edge: crate::board::table::stand::Edge) -> bool {
        use crate::board::table::stand::Edge;
        edge.is_flank() || self.rear_counts_as_flank && edge == Edge::Rear
    }
}

/// ENGAGEMENT RANGE and point blank (provisional).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Engagement {
    /// Engagement range, edge to edge.
    pub range: Length,
    /// Point blank range, edge to edge.
    pub point_blank: Cell<Length>,
    /// Why provisional.
    pub note: String,
}

#[derive(Deserialize)]
#[serde(rename_all = "kebab-case", deny_unknown_fields)]
struct RawEngagement {
    chart: String,
    edition: String,
    provisional: bool,
    note: String,
    range: Inches,
    point_blank: RawCell<Inches>,
}
headed!(RawEngagement);

impl Engagement {
    /// Loads `charts/engagement.yaml`.
    ///
    /// # Errors
    /// As the other charts.
    pub fn load(data: &GameData) -> Result<Self> {
        let (src, r, note) = load::<RawEngagement>(data, "engagement")?;
        let pb = r.point_blank.cell(&src, "point-blank")?;
        Ok(Engagement {
            range: r.range.0,
            point_blank: Cell {
                value: pb.value.0,
                provisional: pb.provisional,
            },
            note,
        })
    }
}
