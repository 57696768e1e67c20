//! RANDOM EVENTS (provisional).

use crate::chart::{cover, At, Band, Banded, Check};
use crate::error::Result;
use serde::Deserialize;

/// An event of the random events table.
#[derive(Debug, Clone, PartialEq, Eq, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct RandomEvent {
    /// The rolls that give it.
    pub roll: Band,
    /// Its id: `none`, `delay`, `momentum`.
    pub event: String,
    /// The words reported.
    pub text: String,
}

impl Banded for RandomEvent {
    fn band(&self) -> Band {
        self.roll
    }
}

/// RANDOM EVENTS (provisional).
#[derive(Debug, Clone, PartialEq, Eq, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct RandomEvents {
    /// Sides of the die.
    pub die: u32,
    /// The events, by roll.
    pub events: Vec<RandomEvent>,
}

/// The event ids the game plays.
pub const EVENTS: [&str; 3] = ["none", "delay", "momentum"];

/// A die of 2 sides or more; the rolls cover it without gap or overlap; every event one
/// the game plays ([`EVENTS`]).
impl Check for RandomEvents {
    fn check(&self, at: &At<'_>) -> Result<()> {
        let die = i32::try_from(self.die).ok().filter(|d| *d >= 2);
        let die = die.ok_or_else(|| at.key("die").invalid("a die of 2 sides or more"))?;
        let events = at.key("events");
        let rows = self.events.iter().enumerate();
        cover(
            &events,
            rows.map(|(i, e)| (events.index(i), e)),
            Band::new(Some(1), Some(die)),
        )?;
        for (i, e) in self.events.iter().enumerate() {
            events.index(i).key("event").ensure(
                EVENTS.contains(&e.event.as_str()),
                format!("'{}': the game plays {}", e.event, EVENTS.join(", ")),
            )?;
        }
        Ok(())
    }
}

impl RandomEvents {
    /// The event of a roll (rolls off the die read as the nearest end).
    pub fn event(&self, roll: i32) -> Option<&RandomEvent> {
        self.events.iter().find(|e| e.roll.contains(roll))
    }
}
