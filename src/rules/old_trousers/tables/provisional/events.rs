//! RANDOM EVENTS (provisional).

use super::{headed, load, Headed};
use crate::data::GameData;
use crate::error::Result;
use crate::rules::old_trousers::tables::cell::{bands, Band, Marking};
use serde::Deserialize;

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
