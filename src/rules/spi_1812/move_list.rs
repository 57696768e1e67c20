//! A.2.A basic movement, as the moving player reads it: the order the moves are listed in
//! the per-player report. Corps by their number (infantry, then cavalry), then the supply
//! units and depots, and the leaders apart at the end, from pbem 0.5.0 on; by unit id
//! before (pbem 0.4.0 and older), so old entries keep their bytes.

use super::revision::{Change, Revision};
use super::state::{Kind, State};
use std::cmp::Ordering;

/// The order of a side's moves in its report.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum MoveList {
    /// By unit id (`davout`, `fr-1`, `fr-10`, `fr-2`), as pbem 0.4.0 and older listed them.
    ById,
    /// Corps by number, then supply units and depots, then leaders ([`order`]); today's.
    #[default]
    ByCorpsNumber,
}

impl MoveList {
    /// The order of the rules `revision` ([`Change::MovesByCorpsNumber`]).
    pub fn of(revision: Revision) -> Self {
        if revision.has(Change::MovesByCorpsNumber) {
            MoveList::ByCorpsNumber
        } else {
            MoveList::ById
        }
    }

    /// The order of the engine `engine` (`pbem 0.4.0`, as resolution.yaml records it).
    pub fn for_engine(engine: &str) -> Self {
        MoveList::of(Revision::of(engine))
    }
}

/// The moves' unit ids in the report's order: for [`MoveList::ByCorpsNumber`], infantry
/// corps then cavalry corps, each by the number the counter prints (the Roman numeral that
/// opens its name, `VII Corps (Reynier)`; corps without one after the numbered, in the
/// scenario's order), then supply units, depots, and leaders apart at the end, each in the
/// scenario's order.
pub fn order<'a>(
    state: &State,
    ids: impl Iterator<Item = &'a String>,
    list: MoveList,
) -> Vec<&'a String> {
    let mut ids: Vec<&String> = ids.collect();
    if list == MoveList::ByCorpsNumber {
        ids.sort_by(|a, b| key(state, a).cmp(&key(state, b)).then_with(|| a.cmp(b)));
    }
    ids
}

/// (group, corps number or none, place in the scenario's list): numbered corps first.
fn key(state: &State, id: &str) -> (u8, NumberFirst, usize) {
    let Some((at, u)) = state.units.iter().enumerate().find(|(_, u)| u.id == id) else {
        return (u8::MAX, NumberFirst(None), usize::MAX);
    };
    let group = match u.kind {
        Kind::Infantry => 0,
        Kind::Cavalry => 1,
        Kind::Supply => 2,
        Kind::Depot => 3,
        Kind::Leader => 4,
        Kind::Hidden => 5,
    };
    let number = match u.kind {
        Kind::Infantry | Kind::Cavalry => u.name.split_whitespace().next().and_then(roman),
        _ => None,
    };
    (group, NumberFirst(number), at)
}

/// A corps number where numbered corps come before corps without one.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
struct NumberFirst(Option<u32>);

impl PartialOrd for NumberFirst {
    fn partial_cmp(&self, other: &Self) -> Option<Ordering> {
        Some(self.cmp(other))
    }
}

impl Ord for NumberFirst {
    fn cmp(&self, other: &Self) -> Ordering {
        match (self.0, other.0) {
            (Some(a), Some(b)) => a.cmp(&b),
            (Some(_), None) => Ordering::Less,
            (None, Some(_)) => Ordering::Greater,
            (None, None) => Ordering::Equal,
        }
    }
}

/// The value of a Roman numeral of I, V, X, L and C (`XI` = 11), or `None` for a word that
/// is not one (`Imperial`, `Third`).
fn roman(word: &str) -> Option<u32> {
    let value = |c: char| match c {
        'I' => Some(1),
        'V' => Some(5),
        'X' => Some(10),
        'L' => Some(50),
        'C' => Some(100),
        _ => None,
    };
    let digits: Vec<u32> = word.chars().map(value).collect::<Option<_>>()?;
    if digits.is_empty() {
        return None;
    }
    let mut total = 0;
    for (i, d) in digits.iter().enumerate() {
        match digits.get(i + 1) {
            Some(next) if next > d => total -= *d as i64,
            _ => total += *d as i64,
        }
    }
    u32::try_from(total).ok().filter(|n| *n > 0)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn roman_numerals_of_corps() {
        assert_eq!(roman("I"), Some(1));
        assert_eq!(roman("IV"), Some(4));
        assert_eq!(roman("VIII"), Some(8));
        assert_eq!(roman("IX"), Some(9));
        assert_eq!(roman("XI"), Some(11));
        assert_eq!(roman("Imperial"), None);
        assert_eq!(roman("Third"), None);
        assert_eq!(roman(""), None);
    }
}
