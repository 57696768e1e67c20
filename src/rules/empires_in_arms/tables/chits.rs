//! Operational possibilities chits and chart (7.5.2.1, 7.5.2.4, 7.5.2.7).

use super::table_id::{Slot, TableId};
use crate::chart::At;
use crate::data::GameData;
use crate::error::Result;
use crate::yaml::Source;
use serde::{Deserialize, Serialize};
use std::collections::BTreeMap;

/// An operational possibilities chit, of either set.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Chit {
    /// Outflank (attacker or defender).
    Outflank,
    /// Assault (attacker).
    Assault,
    /// Escalated assault (attacker).
    EscalatedAssault,
    /// Echelon (attacker).
    Echelon,
    /// Probe (attacker).
    Probe,
    /// Counterattack (defender).
    Counterattack,
    /// Escalated counterattack (defender).
    EscalatedCounterattack,
    /// Cordon (defender).
    Cordon,
    /// Withdraw (defender).
    Withdraw,
    /// Defend (defender).
    Defend,
}

impl Chit {
    /// The chit's name in orders files.
    pub fn key(self) -> &'static str {
        match self {
            Chit::Outflank => "outflank",
            Chit::Assault => "assault",
            Chit::EscalatedAssault => "escalated-assault",
            Chit::Echelon => "echelon",
            Chit::Probe => "probe",
            Chit::Counterattack => "counterattack",
            Chit::EscalatedCounterattack => "escalated-counterattack",
            Chit::Cordon => "cordon",
            Chit::Withdraw => "withdraw",
            Chit::Defend => "defend",
        }
    }

    /// The attacker's (gray) set.
    pub const ATTACKER: [Chit; 5] = [
        Chit::Outflank,
        Chit::Assault,
        Chit::EscalatedAssault,
        Chit::Echelon,
        Chit::Probe,
    ];
    /// The defender's (white) set.
    pub const DEFENDER: [Chit; 6] = [
        Chit::Outflank,
        Chit::Counterattack,
        Chit::EscalatedCounterattack,
        Chit::Cordon,
        Chit::Withdraw,
        Chit::Defend,
    ];
}

/// One cross-index of the chart: each side's table per round (None: no table).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Tables {
    /// Attacker's tables.
    pub a: [Option<TableId>; 3],
    /// Defender's tables.
    pub d: [Option<TableId>; 3],
}

/// The chart: normal, "2nd" (outflank arrived) and river sections.
#[derive(Debug, Clone)]
pub struct OpChart {
    rows: BTreeMap<(Chit, Chit), Tables>,
    second: BTreeMap<(Chit, Chit), Tables>,
    river: BTreeMap<(Chit, Chit), Tables>,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct Row {
    attacker: Chit,
    defender: Chit,
    a: Vec<Slot>,
    d: Vec<Slot>,
}

/// A side of a cross-index: the attacker's (`a`) or the defender's (`d`) tables.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Deserialize)]
enum Side {
    #[serde(rename = "a")]
    Attacker,
    #[serde(rename = "d")]
    Defender,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields, rename_all = "kebab-case")]
struct Disputed {
    attacker: Chit,
    defender: Chit,
    side: Side,
    round: usize,
    first_source: Slot,
    second_source: Slot,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct File {
    #[allow(dead_code)]
    provisional: bool,
    #[allow(dead_code)]
    attacker_chits: Vec<Chit>,
    #[allow(dead_code)]
    defender_chits: Vec<Chit>,
    rows: Vec<Row>,
    second: Vec<Row>,
    river: Vec<Row>,
    disputed: Vec<Disputed>,
}

/// One section of the chart (`name`: rows, second or river), each row's attacker and
/// defender tables for its `len` rounds (the "2nd" section holds rounds 2 and 3).
fn section(
    src: &Source,
    name: &str,
    rows: &[Row],
    len: usize,
) -> Result<BTreeMap<(Chit, Chit), Tables>> {
    let mut out = BTreeMap::new();
    for (i, r) in rows.iter().enumerate() {
        let mut t = Tables {
            a: [None; 3],
            d: [None; 3],
        };
        for (side, cells, dst) in [("a", &r.a, &mut t.a), ("d", &r.d, &mut t.d)] {
            let at = At::root(src).key(name).index(i).key(side);
            at.ensure(cells.len() == len, format!("expected {len} tables"))?;
            // The "2nd" section holds rounds 2 and 3.
            for (slot, cell) in dst[3 - len..].iter_mut().zip(cells) {
                *slot = cell.0;
            }
        }
        out.insert((r.attacker, r.defender), t);
    }
    Ok(out)
}

/// The disputed cells of the chart's rows, as the first or (`pick_second`) the second
/// source reads them.
fn settle_disputed(
    src: &Source,
    rows: &mut BTreeMap<(Chit, Chit), Tables>,
    disputed: &[Disputed],
    pick_second: bool,
) -> Result<()> {
    for (i, d) in disputed.iter().enumerate() {
        let at = At::root(src).key("disputed").index(i);
        let row = rows
            .get_mut(&(d.attacker, d.defender))
            .ok_or_else(|| at.invalid("no such row"))?;
        (at.key("round")).ensure((1..=3).contains(&d.round), "round is 1 to 3")?;
        let side = match d.side {
            Side::Attacker => &mut row.a,
            Side::Defender => &mut row.d,
        };
        side[d.round - 1] = if pick_second {
            d.second_source.0
        } else {
            d.first_source.0
        };
    }
    Ok(())
}

impl OpChart {
    /// Loads `charts/operational-possibilities.yaml`; `disputed` is "first-source" or
    /// "second-source".
    ///
    /// # Errors
    /// YAML errors, bad table ids, a missing cross-index, or an unknown option value.
    pub fn load(data: &GameData, disputed: &str) -> Result<Self> {
        let src = data.source("charts/operational-possibilities.yaml")?;
        let file: File = src.parse()?;
        let mut rows = section(&src, "rows", &file.rows, 3)?;
        for a in Chit::ATTACKER {
            for d in Chit::DEFENDER {
                let msg = format!("no row for {} vs {}", a.key(), d.key());
                At::root(&src)
                    .key("rows")
                    .ensure(rows.contains_key(&(a, d)), msg)?;
            }
        }
        let pick_second = match disputed {
            "first-source" => false,
            "second-source" => true,
            other => {
                return Err(src.invalid(
                    "disputed",
                    format!(
                    "option disputed_cells is '{other}'; expected first-source or second-source"
                ),
                ))
            }
        };
        settle_disputed(&src, &mut rows, &file.disputed, pick_second)?;
        Ok(OpChart {
            rows,
            second: section(&src, "second", &file.second, 2)?,
            river: section(&src, "river", &file.river, 3)?,
        })
    }

    /// The (attacker, defender) tables for round `round` (1..=3).
    /// `river`: the river section applies (first day, attacker crossed, 7.5.2.7.1).
    /// `arrived`: an outflanking force has arrived, so rounds 2-3 use the "2nd" tables.
    pub fn tables(
        &self,
        attacker: Chit,
        defender: Chit,
        round: usize,
        river: bool,
        arrived: bool,
    ) -> (Option<TableId>, Option<TableId>) {
        let key = (attacker, defender);
        let r = round - 1;
        if arrived && round >= 2 {
            if let Some(t) = self.second.get(&key) {
                return (t.a[r], t.d[r]);
            }
        }
        if river {
            if let Some(t) = self.river.get(&key) {
                return (t.a[r], t.d[r]);
            }
        }
        let t = self.rows[&key];
        (t.a[r], t.d[r])
    }

    /// Whether this pair has a "2nd" section, i.e. an outflank takes place (7.5.2.2).
    pub fn has_second(&self, attacker: Chit, defender: Chit) -> bool {
        self.second.contains_key(&(attacker, defender))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn chart(d: &str) -> OpChart {
        OpChart::load(&GameData::embedded("empires-in-arms").unwrap(), d).unwrap()
    }

    fn ids(t: (Option<TableId>, Option<TableId>)) -> (String, String) {
        let f = |x: Option<TableId>| x.map_or("0-0".to_string(), |t| t.to_string());
        (f(t.0), f(t.1))
    }

    #[test]
    fn worked_example_assault_vs_cordon() {
        // 7.5.2.15: Turkey 4-1 then 4-3, Russia 2-1 then 2-1.
        let c = chart("first-source");
        assert_eq!(
            ids(c.tables(Chit::Assault, Chit::Cordon, 1, false, false)),
            ("4-1".into(), "2-1".into())
        );
        assert_eq!(
            ids(c.tables(Chit::Assault, Chit::Cordon, 2, false, false)),
            ("4-3".into(), "2-1".into())
        );
    }

    #[test]
    fn echelon_vs_counterattack_example() {
        // 7.5.2.7: attacker 1-2, 3-4, 2-4; defender 3-1, 4-1, 2-1.
        let c = chart("first-source");
        let got: Vec<_> = (1..=3)
            .map(|r| ids(c.tables(Chit::Echelon, Chit::Counterattack, r, false, false)))
            .collect();
        assert_eq!(
            got,
            vec![
                ("1-2".into(), "3-1".into()),
                ("3-4".into(), "4-1".into()),
                ("2-4".into(), "2-1".into())
            ]
        );
    }

    #[test]
    fn outflank_vs_counterattack_example() {
        // 7.5.2.7.2: round 1 attacker 2-1, defender 2-3; after arrival round 2: 4-4 and 3-1.
        let c = chart("first-source");
        assert_eq!(
            ids(c.tables(Chit::Outflank, Chit::Counterattack, 1, false, false)),
            ("2-1".into(), "2-3".into())
        );
        assert_eq!(
            ids(c.tables(Chit::Outflank, Chit::Counterattack, 2, false, true)),
            ("4-4".into(), "3-1".into())
        );
        assert!(c.has_second(Chit::Outflank, Chit::Counterattack));
        assert!(!c.has_second(Chit::Outflank, Chit::Cordon));
    }

    #[test]
    fn disputed_cells_follow_the_option() {
        let first = chart("first-source");
        let second = chart("second-source");
        assert_eq!(
            ids(first.tables(Chit::EscalatedAssault, Chit::Outflank, 3, false, false)).0,
            "3-3"
        );
        assert_eq!(
            ids(second.tables(Chit::EscalatedAssault, Chit::Outflank, 3, false, false)).0,
            "4-3"
        );
        assert_eq!(
            ids(first.tables(Chit::Probe, Chit::Counterattack, 3, false, false)).1,
            "4-1"
        );
        assert_eq!(
            ids(second.tables(Chit::Probe, Chit::Counterattack, 3, false, false)).1,
            "4-2"
        );
        assert!(OpChart::load(&GameData::embedded("empires-in-arms").unwrap(), "third").is_err());
    }

    #[test]
    fn river_section_against_cordon() {
        let c = chart("first-source");
        assert_eq!(
            ids(c.tables(Chit::Assault, Chit::Cordon, 2, true, false)),
            ("4-2".into(), "3-1".into())
        );
    }
}
