//! The breakdown of a table roll as the report prints it: the table, the row and column
//! used, the die, each modifier by its chart name and value, the total, and the notes of
//! every provisional figure or reading used (both miniatures games' reports).

use super::chart::Cell;
use super::words;
use std::collections::BTreeMap;

/// One modifier applied: the chart's words and the value.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Term {
    /// The chart's words ("vs flank", "Leader (good)").
    pub name: String,
    /// The value added.
    pub value: i32,
}

/// A table roll, term by term.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct Breakdown {
    /// The table's printed name ("CHARGE TEST TABLE").
    pub table: String,
    /// The row used ("Good: 5", "16 - 20 fire points").
    pub row: String,
    /// The column used ("2 hits", "passes"); empty until read.
    pub column: String,
    /// The die: sides and the value rolled; `None` when no die was rolled.
    pub die: Option<(u32, u32)>,
    /// The base figure before the die (a melee value), if any.
    pub base: Option<Term>,
    /// The modifiers applied, in the chart's order.
    pub terms: Vec<Term>,
    /// Notes of the provisional figures and readings used.
    pub provisional: Vec<String>,
}

impl Breakdown {
    /// A breakdown of `table` at `row`.
    pub fn new(table: &str, row: impl Into<String>) -> Self {
        Breakdown {
            table: table.to_string(),
            row: row.into(),
            ..Breakdown::default()
        }
    }

    /// Adds a modifier.
    pub fn add(&mut self, name: impl Into<String>, value: i32) {
        self.terms.push(Term {
            name: name.into(),
            value,
        });
    }

    /// Adds the leader modifier of `rating` (a chart's "+2 / +1 / 0" by rating,
    /// `by_rating`), if a leader is attached.
    pub fn leader<R: Ord + std::fmt::Display>(
        &mut self,
        by_rating: &BTreeMap<R, Cell<i32>>,
        rating: Option<R>,
    ) {
        if let Some(r) = rating {
            if let Some(c) = by_rating.get(&r) {
                let name = words::say(&words::Said::Leader {
                    rating: &r.to_string(),
                });
                self.add(name, c.value);
                self.note(c);
            }
        }
    }

    /// Records a provisional figure's note, once.
    pub fn note<T>(&mut self, cell: &Cell<T>) {
        if let Some(n) = &cell.provisional {
            self.provisional_note(n);
        }
    }

    /// Records a provisional note, once.
    pub fn provisional_note(&mut self, note: &str) {
        if !self.provisional.iter().any(|n| n == note) {
            self.provisional.push(note.to_string());
        }
    }

    /// The sum of the modifiers.
    pub fn modifiers(&self) -> i32 {
        self.terms
            .iter()
            .fold(0i32, |s, t| s.saturating_add(t.value))
    }

    /// Base + die + modifiers.
    pub fn total(&self) -> i32 {
        let die = self
            .die
            .map_or(0, |(_, v)| i32::try_from(v).unwrap_or(i32::MAX));
        self.base
            .as_ref()
            .map_or(0, |b| b.value)
            .saturating_add(die)
            .saturating_add(self.modifiers())
    }
}

/// A modifier as the line template takes it.
fn term(t: &Term) -> words::Term<'_> {
    words::Term {
        name: &t.name,
        value: t.value,
    }
}

impl std::fmt::Display for Breakdown {
    /// `CHARGE TEST TABLE, Good: 5: d10 4 + Cavalry +4 + Leader (good) +1 = 9: passes
    /// (provisional: ...)`.
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let terms: Vec<words::Term> = self.terms.iter().map(term).collect();
        f.write_str(&words::say(&words::Said::Breakdown {
            table: &self.table,
            row: &self.row,
            base: self.base.as_ref().map(term),
            sides: self.die.map(|(s, _)| s),
            die: self.die.map_or(0, |(_, v)| v),
            terms: &terms,
            total: self.total(),
            column: &self.column,
            provisional: &self.provisional,
        }))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn prints_each_term_the_die_and_provisional_notes() {
        let mut b = Breakdown::new("CHARGE TEST TABLE", "Good: 5");
        b.die = Some((10, 4));
        b.add("Cavalry", 4);
        b.add("Shaken", -2);
        b.provisional_note("read as 1D10");
        b.provisional_note("read as 1D10");
        b.column = "passes".into();
        assert_eq!(b.total(), 6);
        assert_eq!(
            b.to_string(),
            "CHARGE TEST TABLE, Good: 5: d10 4 + Cavalry +4 + Shaken -2 = 6: passes (provisional: read as 1D10)"
        );
    }
}
