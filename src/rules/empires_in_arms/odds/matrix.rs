//! The matrix of chit pairings (7.5.2.4): the exact odds of every pair, and each side's best
//! chit.

use super::day::Ending;
use super::{Field, Figures};
use crate::odds::walk::Prob;
use crate::rules::empires_in_arms::tables::chits::Chit;

/// One cell: the pair's summary, or why the pair cannot be played.
#[derive(Debug, Clone)]
pub struct Cell {
    /// Attacker's chit.
    pub attacker: Chit,
    /// Defender's chit.
    pub defender: Chit,
    /// The odds' figures, or the rule that forbids a chit.
    pub odds: Result<Figures, String>,
}

/// Every pair of the chits the file or campaign leaves open.
#[derive(Debug, Clone)]
pub struct Matrix {
    /// Attacker's chits (rows).
    pub attackers: Vec<Chit>,
    /// Defender's chits (columns).
    pub defenders: Vec<Chit>,
    /// Cells, row by row.
    pub cells: Vec<Cell>,
}

impl Matrix {
    /// Walks every pair exactly.
    pub fn exact(field: &Field) -> Self {
        let (attackers, defenders) = field.chits();
        let mut cells = Vec::new();
        // One memo for every pair: the forces and rounds they reach are mostly the same.
        let mut memo = None;
        for &a in &attackers {
            for &d in &defenders {
                let odds = field.day(a, d).map(|day| day.figures_with(&mut memo));
                cells.push(Cell {
                    attacker: a,
                    defender: d,
                    odds,
                });
            }
        }
        Matrix {
            attackers,
            defenders,
            cells,
        }
    }

    /// The cell of a pair.
    pub fn cell(&self, a: Chit, d: Chit) -> Option<&Cell> {
        self.cells
            .iter()
            .find(|c| c.attacker == a && c.defender == d)
    }

    /// The attacker's best chit: the one whose worst case over the defender's chits gives
    /// the attacker the highest probability of winning (maximin), with that probability.
    pub fn best_attacker(&self) -> Option<(Chit, Prob)> {
        best(&self.attackers, &self.defenders, |a, d| {
            self.win(a, d, Ending::AttackerWins)
        })
    }

    /// The defender's best chit: the one whose worst case over the attacker's chits gives
    /// the defender the highest probability of not losing (defender wins, both break, or
    /// neither breaks, or it withdraws before battle).
    pub fn best_defender(&self) -> Option<(Chit, Prob)> {
        best(&self.defenders, &self.attackers, |d, a| {
            self.win(a, d, Ending::AttackerWins)
                .map(|p| Prob::from_integer(1) - p)
        })
    }

    fn win(&self, a: Chit, d: Chit, e: Ending) -> Option<Prob> {
        self.cell(a, d)?.odds.as_ref().ok().map(|s| s.p(e))
    }
}

/// Maximin over the playable cells: `mine` chits against `theirs`; a chit of `mine` that
/// cannot be played against some chit is not counted against it there; a chit playable
/// against none is skipped. Ties go to the first chit.
fn best(
    mine: &[Chit],
    theirs: &[Chit],
    value: impl Fn(Chit, Chit) -> Option<Prob>,
) -> Option<(Chit, Prob)> {
    let mut out: Option<(Chit, Prob)> = None;
    for &m in mine {
        let worst = theirs.iter().filter_map(|&t| value(m, t)).min();
        if let Some(w) = worst {
            if out.as_ref().is_none_or(|(_, b)| w > *b) {
                out = Some((m, w));
            }
        }
    }
    out
}
