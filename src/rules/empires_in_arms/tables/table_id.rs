//! A combat table id "c-m" of the combat resolution chart (7.5.2.7), named by the charts,
//! the operational possibilities chart and the siege tables, read from its printed text.

use serde::Deserialize;

/// A combat table id "c-m": casualty level and morale level, each 1..=5. Reads from its
/// printed text ("4-1"); "0-0" is no table and reads only as a [`Slot`].
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Deserialize)]
#[serde(try_from = "String")]
pub struct TableId {
    /// Casualty level 1..=5.
    pub casualty: i32,
    /// Morale level 1..=5.
    pub morale: i32,
}

/// A cell of the operational possibilities chart: a table, or "0-0" (no table: that side
/// inflicts nothing that round).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Deserialize)]
#[serde(try_from = "String")]
pub struct Slot(pub Option<TableId>);

impl TableId {
    /// Parses "4-1"; "0-0" (no table) is `None`.
    pub fn parse(s: &str) -> Option<Option<TableId>> {
        let (c, m) = s.split_once('-')?;
        let (c, m): (i32, i32) = (c.trim().parse().ok()?, m.trim().parse().ok()?);
        match (c, m) {
            (0, 0) => Some(None),
            (1..=5, 1..=5) => Some(Some(TableId {
                casualty: c,
                morale: m,
            })),
            _ => None,
        }
    }

    /// 7.5.2.7.3: shifted by terrain, never above 5 nor below 1.
    pub fn shifted(self, casualty: i32, morale: i32) -> TableId {
        TableId {
            casualty: (self.casualty + casualty).clamp(1, 5),
            morale: (self.morale + morale).clamp(1, 5),
        }
    }
}

impl TryFrom<String> for TableId {
    type Error = String;

    fn try_from(s: String) -> Result<TableId, String> {
        TableId::parse(&s)
            .flatten()
            .ok_or_else(|| format!("'{s}' is not a table like 4-1 (levels 1 to 5)"))
    }
}

impl TryFrom<String> for Slot {
    type Error = String;

    fn try_from(s: String) -> Result<Slot, String> {
        TableId::parse(&s)
            .map(Slot)
            .ok_or_else(|| format!("'{s}' is not a table like 4-1 or 0-0"))
    }
}

impl std::fmt::Display for TableId {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "{}-{}", self.casualty, self.morale)
    }
}
