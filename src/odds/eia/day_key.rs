//! The key of a day part-fought: what the rest of the day depends on, as numbers, so that
//! equal states go on as one (docs/odds.md).

/// The state of a day part-fought, as far as the rest of the day depends on it
/// ([`super::day::Day::key`]), as numbers.
#[derive(Debug, Clone, PartialEq, Eq, PartialOrd, Ord)]
pub struct DayKey(pub(super) Vec<u32>);

/// A unit's or leader's place in `roster` (looked for first at `hint`, where it stands
/// until a unit before it goes); an id not in it (none is added during a day) goes in
/// whole, after a place no roster has.
pub(super) fn push_id(k: &mut Vec<u32>, roster: &[String], hint: usize, id: &str) {
    let found = match roster.get(hint) {
        Some(r) if r == id => Some(hint),
        _ => roster.iter().position(|r| r == id),
    };
    match found {
        Some(i) => k.push(i as u32),
        None => {
            k.push(u32::MAX);
            k.push(id.len() as u32);
            k.extend(id.bytes().map(u32::from));
        }
    }
}
