//! Game turns: seasons of a year, written `spring-1775`, in play order.

use serde::{Deserialize, Serialize};

/// A season; a game turn is one season.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Deserialize, Serialize)]
#[serde(rename_all = "lowercase")]
pub enum Season {
    /// Spring.
    Spring,
    /// Summer.
    Summer,
    /// Fall (the French fleet leaves, E.d).
    Fall,
    /// Winter (2 American MPs, no British movement or combat, attrition, E.a).
    Winter,
}

impl Season {
    const ALL: [Season; 4] = [Season::Spring, Season::Summer, Season::Fall, Season::Winter];

    /// Its word, lower case.
    pub fn key(self) -> &'static str {
        match self {
            Season::Spring => "spring",
            Season::Summer => "summer",
            Season::Fall => "fall",
            Season::Winter => "winter",
        }
    }
}

/// A game turn: a season of a year. Ordered as played.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Deserialize, Serialize)]
#[serde(try_from = "String", into = "String")]
pub struct Turn {
    /// Year.
    pub year: u32,
    /// Season.
    pub season: Season,
}

impl Turn {
    /// The turn after this one.
    pub fn next(self) -> Turn {
        match self.season {
            Season::Winter => Turn {
                year: self.year.saturating_add(1),
                season: Season::Spring,
            },
            s => Turn {
                year: self.year,
                season: Season::ALL[s as usize + 1],
            },
        }
    }

    /// Turns from this one to `to` (0 when `to` is this one or earlier).
    pub fn turns_to(self, to: Turn) -> u64 {
        let n = |t: Turn| u64::from(t.year) * 4 + t.season as u64;
        n(to).saturating_sub(n(self))
    }

    /// Whether it is Winter.
    pub fn is_winter(self) -> bool {
        self.season == Season::Winter
    }
}

impl std::fmt::Display for Turn {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "{}-{}", self.season.key(), self.year)
    }
}

impl std::str::FromStr for Turn {
    type Err = String;

    fn from_str(s: &str) -> Result<Turn, String> {
        let bad = || format!("'{s}' is not a turn like spring-1775");
        let (season, year) = s.split_once('-').ok_or_else(bad)?;
        let season = (Season::ALL.into_iter())
            .find(|x| x.key() == season)
            .ok_or_else(bad)?;
        let year = year.parse().map_err(|_| bad())?;
        Ok(Turn { year, season })
    }
}

impl TryFrom<String> for Turn {
    type Error = String;

    fn try_from(s: String) -> Result<Turn, String> {
        s.parse()
    }
}

impl From<Turn> for String {
    fn from(t: Turn) -> String {
        t.to_string()
    }
}
