//! FIRE COMBAT TABLE : MUSKETRY: the row of the fire points, one die, the modifiers, and
//! the column of the modified roll (shared by musketry and artillery).

use crate::fairness::Dice;
use crate::rules::old_trousers::tables::fire::FireRow;
use crate::rules::old_trousers::tables::{Breakdown, Charts, Term};
use crate::rules::old_trousers::words::{fire::Said, say};

/// One roll on the table.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct FireRoll {
    /// Fire points of this roll.
    pub points: u32,
    /// Hits.
    pub hits: u32,
    /// The roll, term by term.
    pub breakdown: Breakdown,
}

/// Fire points read on the table: one roll, or one per 50 points and the rest.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct FireResult {
    /// Fire points in all.
    pub points: u32,
    /// Hits in all.
    pub hits: u32,
    /// Each roll.
    pub rolls: Vec<FireRoll>,
}

/// Reads `points` fire points on the fire combat table with `terms` (the die roll
/// modifiers, each by name) and `notes` (provisional figures used before the table): one
/// die per row of at most the table's top (50); a modified roll below a row's first band
/// reads its first column, above its last band its last column (the chart's "< 1" and
/// "> 10"). No points: no roll, no hits.
// Fire Combat Table: Musketry
pub fn fire_combat(
    charts: &Charts,
    points: u32,
    terms: &[Term],
    notes: &[String],
    dice: &mut dyn Dice,
    purpose: &str,
) -> FireResult {
    let table = &charts.musketry;
    let top = table.top().max(1);
    let mut left = points;
    let mut rolls = Vec::new();
    while left > 0 {
        let chunk = left.min(top);
        left -= chunk;
        let Some(row) = table.row(chunk) else { break };
        let mut b = Breakdown::new(
            "FIRE COMBAT TABLE : MUSKETRY",
            say(&Said::FirePoints {
                points: &row.points.to_string(),
            }),
        );
        b.terms = terms.to_vec();
        for n in notes {
            b.provisional_note(n);
        }
        if points > top {
            b.note(&table.over_the_top);
        }
        if let Some(n) = &row.provisional {
            b.provisional_note(n);
        }
        let die = dice.roll(table.die, purpose).value;
        b.die = Some((table.die, die));
        let col = column(row, b.total());
        let hits = u32::try_from(col).unwrap_or(0);
        b.column = say(&Said::FireColumn {
            roll: &row.rolls[col].to_string(),
            hits,
        });
        rolls.push(FireRoll {
            points: chunk,
            hits,
            breakdown: b,
        });
    }
    FireResult {
        points,
        hits: rolls.iter().map(|r| r.hits).sum(),
        rolls,
    }
}

/// The column of a modified roll in `row`: the band holding it, else the first column
/// below the first band and the last above the last.
fn column(row: &FireRow, total: i32) -> usize {
    let below = row
        .rolls
        .first()
        .and_then(|f| f.lo)
        .is_some_and(|lo| total < lo);
    row.rolls
        .iter()
        .position(|band| band.contains(total))
        .unwrap_or(if below { 0 } else { row.rolls.len() - 1 })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::data::GameData;
    use crate::fairness::ScriptedDice;

    fn hits(points: u32, die: u32, modifier: i32) -> u32 {
        let charts = Charts::load(&GameData::embedded("old-trousers").unwrap()).unwrap();
        let terms = vec![Term {
            name: "m".into(),
            value: modifier,
        }];
        let mut d = ScriptedDice::new([die]);
        fire_combat(&charts, points, &terms, &[], &mut d, "fire").hits
    }

    #[test]
    fn every_cell_of_the_table() {
        // Each row of the printed chart: the hits of modified rolls -2 ..= 12.
        let want: [(u32, [u32; 15]); 10] = [
            (3, [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 2, 2]),
            (8, [0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 2, 3, 3]),
            (13, [0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 2, 2, 3, 3]),
            (18, [0, 0, 0, 0, 0, 0, 0, 1, 1, 2, 2, 2, 3, 4, 4]),
            (23, [0, 0, 0, 0, 0, 0, 1, 1, 2, 2, 2, 2, 3, 4, 4]),
            (28, [0, 0, 0, 0, 0, 1, 1, 1, 2, 2, 3, 3, 4, 4, 4]),
            (33, [0, 0, 0, 0, 1, 1, 1, 2, 2, 3, 3, 3, 4, 4, 4]),
            (38, [0, 0, 0, 1, 1, 1, 2, 2, 2, 3, 3, 4, 4, 4, 4]),
            (43, [0, 0, 0, 1, 1, 2, 2, 2, 3, 3, 4, 4, 4, 4, 4]),
            (48, [0, 0, 1, 2, 2, 2, 2, 3, 3, 3, 4, 4, 4, 4, 4]),
        ];
        for (points, row) in want {
            for (i, h) in row.iter().enumerate() {
                let roll = i as i32 - 2;
                // The die shows 5; the modifier brings it to `roll`.
                assert_eq!(
                    hits(points, 5, roll - 5),
                    *h,
                    "{points} points, roll {roll}"
                );
            }
        }
    }

    #[test]
    fn band_edges_of_the_points() {
        for (p, want) in [(1, 0), (5, 0), (6, 1), (10, 1), (11, 1), (46, 3), (50, 3)] {
            assert_eq!(hits(p, 6, 0), want, "{p} points");
        }
    }

    #[test]
    fn over_fifty_points_split_and_say_provisional() {
        let charts = Charts::load(&GameData::embedded("old-trousers").unwrap()).unwrap();
        let mut d = ScriptedDice::new([10, 10]);
        let r = fire_combat(&charts, 53, &[], &[], &mut d, "fire");
        assert_eq!(
            r.rolls.iter().map(|r| r.points).collect::<Vec<_>>(),
            vec![50, 3]
        );
        assert_eq!(r.hits, 4 + 1);
        assert!(r.rolls[0]
            .breakdown
            .to_string()
            .contains("provisional: the table stops at 50"));
        let r = fire_combat(&charts, 0, &[], &[], &mut d, "fire");
        assert_eq!((r.hits, r.rolls.len(), d.remaining()), (0, 0, 0));
    }

    #[test]
    fn the_row_read_otherwise_than_printed_is_named() {
        let charts = Charts::load(&GameData::embedded("old-trousers").unwrap()).unwrap();
        let mut d = ScriptedDice::new([1]);
        let terms = vec![Term {
            name: "Skirmishers".into(),
            value: -1,
        }];
        let r = fire_combat(&charts, 42, &terms, &[], &mut d, "fire");
        assert_eq!(r.hits, 0);
        let line = r.rolls[0].breakdown.to_string();
        assert!(line.starts_with("FIRE COMBAT TABLE : MUSKETRY, 41 - 45 fire points: d10 1 + Skirmishers -1 = 0: < 1 (0 hits) (provisional: the printed row reads"), "{line}");
    }
}
