// PIPs: "A general attached to a unit gives +1 morale but doubles the PIP cost of his other units; if his unit flees he is lost on a 1" (reference notes)
//! Generals attached to units. A divisional general attaches himself to one of his own
//! units (`attach UNIT`, the first line of his PIP spending, so one attachment holds for
//! his whole turn; he rides to it, within a general's move) or detaches (`detach`). While
//! attached he stands on the unit's centre and moves with it; its morale checks take
//! `general attached +1`; his other units' PIP costs are doubled (pip::attached_cost); if
//! the unit flees he is lost on a 1 (charge::general_lost) and taken off the table.

use super::super::model::Rules;
use super::super::movement::ride;
use super::super::orders::{parse_line, Line, Orders};
use super::super::state::{Command, General, State};
use crate::rules::grande_tactique::words::{phases::Said, say};

/// The general attached to unit `unit`, if any.
pub fn general_of<'a>(st: &'a State, unit: &str) -> Option<&'a General> {
    st.generals
        .iter()
        .find(|g| g.attached.as_deref() == Some(unit))
}

/// Whether unit `unit`'s divisional general is attached to another unit (its PIP costs are
/// doubled).
pub fn attached_elsewhere(st: &State, unit: &str) -> bool {
    st.unit(unit)
        .and_then(|u| st.general(u.division()))
        .and_then(|g| g.attached.as_deref())
        .is_some_and(|a| a != unit)
}

/// The unit general `g` will be attached to once the orders `o` are made (his first line
/// may attach or detach him).
pub fn attached_after(st: &State, o: &Orders, g: &str) -> Option<String> {
    let first = o
        .pips
        .get(g)
        .and_then(|l| l.first())
        .and_then(|l| parse_line(l));
    match first {
        Some(Line::Attach(u)) => Some(u),
        Some(Line::Detach) => None,
        _ => st.general(g).and_then(|g| g.attached.clone()),
    }
}

/// Makes `line` (attach or detach) for divisional general `div` of `side`; `first`: it is
/// his first line. Returns the words.
///
/// # Errors
/// Why it is refused, citing the rule.
pub fn apply(
    rules: &Rules,
    st: &mut State,
    (side, div): (&str, &str),
    line: &Line,
    first: bool,
) -> Result<String, String> {
    if !first {
        return Err(say(&Said::AttachFirst { division: div }));
    }
    let k = st
        .generals
        .iter()
        .position(|g| g.id == div && g.side == side && g.command == Command::Division)
        .ok_or_else(|| say(&Said::NoDivisionalGeneral { id: div }))?;
    match line {
        Line::Detach => {
            let Some(u) = st.generals[k].attached.take() else {
                return Err(say(&Said::AttachedToNoUnit { division: div }));
            };
            Ok(say(&Said::Detaches {
                division: div,
                unit: &u,
            }))
        }
        Line::Attach(u) => {
            let unit = st
                .unit(u)
                .filter(|x| x.side() == side && x.division() == div)
                .ok_or_else(|| {
                    say(&Said::NoUnitOfHis {
                        unit: u,
                        division: div,
                    })
                })?;
            let to = unit.stand.centre;
            ride(rules, st.generals[k].at, to).map_err(|why| {
                say(&Said::CannotReach {
                    division: div,
                    unit: u,
                    why: &why,
                })
            })?;
            st.generals[k].at = to;
            st.generals[k].attached = Some(u.clone());
            Ok(say(&Said::Attaches {
                division: div,
                unit: u,
            }))
        }
        Line::Spend(_) => Err(say(&Said::NotAnAttachment)),
    }
}

/// Attached generals stand on their units' centres; one whose unit is gone detaches.
pub fn follow(st: &mut State) {
    let at: Vec<(String, crate::board::table::measure::Point)> = st
        .units
        .iter()
        .map(|u| (u.id().to_string(), u.stand.centre))
        .collect();
    for g in &mut st.generals {
        let Some(a) = g.attached.clone() else {
            continue;
        };
        match at.iter().find(|(id, _)| *id == a) {
            Some((_, p)) => g.at = *p,
            None => g.attached = None,
        }
    }
}

/// Takes general `id` off the table (lost).
pub fn lose(st: &mut State, id: &str) {
    st.generals.retain(|g| g.id != id);
}
