//! The PIP Phase (2.), the spending: one use of PIPs on one unit (move or pivot, start or stop
//! firing, declare a charge, limber or unlimber, rally, de-silence, spike guns, form square
//! or line), checked on the table as it stands and made. The orders check runs the same
//! code on a copy of the state, so a refusal reads the same there and in the report.

use super::super::model::Rules;
use super::super::movement::{in_the_open, walk};
use super::super::orders::{Action, Motion, Spend};
use super::super::pip::attached_cost;
use super::super::pip_costs::Use;
use super::super::state::{Arm, State};
use super::attached::attached_elsewhere;
use super::markers::marker_use;
pub use super::plural;
use crate::board::table::geometry::convex_overlap;
use crate::board::table::range::in_contact;
use crate::board::table::stand::Formation;
use std::collections::BTreeSet;

pub use super::done::Done;
use crate::rules::grande_tactique::revision::Change;
use crate::rules::grande_tactique::words::{pip::Said, say};

/// The uses of PIPs an action pays, in order (a charge from out of contact pays a move
/// and the marker).
pub fn uses(a: &Action, in_contact_now: bool) -> Vec<Use> {
    match a {
        Action::Motion(m) if m.is_pivot() => vec![Use::Pivot],
        Action::Motion(_) => vec![Use::Move],
        Action::StartFiring => vec![Use::StartFiring],
        Action::StopFiring => vec![Use::StopFiring],
        Action::Charge(_) if in_contact_now => vec![Use::Charge],
        Action::Charge(_) => vec![Use::Move, Use::Charge],
        Action::Limber => vec![Use::Limber],
        Action::Unlimber => vec![Use::Unlimber],
        Action::Rally => vec![Use::Rally],
        Action::DeSilence => vec![Use::DeSilence],
        Action::Spike(_) => vec![Use::Spike],
        Action::FormSquare => vec![Use::FormSquare],
        Action::FormLine => vec![Use::FormLine],
        Action::Redirect(_) => vec![Use::RedirectBattery],
    }
}

/// What `sp` would cost on the table as `st` has it: doubled when the unit's divisional
/// general is attached to another unit (pip::attached_cost).
pub fn cost(rules: &Rules, st: &State, sp: &Spend) -> u32 {
    let contact = match (&sp.action, st.unit(&sp.unit)) {
        (Action::Charge(t), Some(u)) => st.unit(t).is_some_and(|t| in_contact(&u.stand, &t.stand)),
        _ => false,
    };
    let base = uses(&sp.action, contact)
        .iter()
        .map(|u| rules.pips.cost(*u))
        .sum();
    attached_cost(&rules.charts, base, attached_elsewhere(st, &sp.unit))
}

/// PIP Phase (2.): the unit `sp` names, one of `side`'s under the divisional general
/// `division`; its index.
///
/// # Errors
/// Not a unit of the side, or under another general.
fn spender(st: &State, (side, division): (&str, &str), sp: &Spend) -> Result<usize, String> {
    let i = st
        .unit_index(&sp.unit)
        .filter(|i| st.units[*i].side() == side)
        .ok_or_else(|| say(&Said::NoUnitOfYours { id: &sp.unit }))?;
    if st.units[i].division() != division {
        return Err(say(&Said::UnderAnotherGeneral {
            unit: &sp.unit,
            under: st.units[i].division(),
            division,
        }));
    }
    Ok(i)
}

/// The rules a refusal may cite, by the words it cites them with.
pub const RULES_CITED: [&str; 6] = [
    "PIP Phase",
    "Charge Phase",
    "Firing Phase",
    "De-shaking Phase",
    "General Description",
    "(movement",
];

/// A refusal's words with the rule it rests on: from pbem 0.6.0, the PIP Phase's (whose
/// uses of PIPs these are) when it names none.
pub fn cited(rules: &Rules, why: String) -> String {
    if !rules.revision.has(Change::RefusalsCitePipPhase)
        || RULES_CITED.iter().any(|r| why.contains(r))
    {
        why
    } else {
        say(&Said::CitedPipPhase { why: &why })
    }
}

/// Makes `sp` for divisional general `division` of `side`; `moved`: the units that made
/// their one move or pivot this turn.
///
/// # Errors
/// Why the use is refused, citing the rule.
pub fn apply(
    rules: &Rules,
    st: &mut State,
    who: (&str, &str),
    sp: &Spend,
    moved: &mut BTreeSet<String>,
) -> Result<Done, String> {
    apply_use(rules, st, who, sp, moved).map_err(|why| cited(rules, why))
}

fn apply_use(
    rules: &Rules,
    st: &mut State,
    (side, division): (&str, &str),
    sp: &Spend,
    moved: &mut BTreeSet<String>,
) -> Result<Done, String> {
    let i = spender(st, (side, division), sp)?;
    let u = st.units[i].clone();
    if u.markers.routed && sp.action != Action::Rally {
        return Err(say(&Said::RoutedRallyFirst { unit: u.id() }));
    }
    let cost = cost(rules, st, sp);
    let mut done = Done {
        cost,
        ..Done::default()
    };
    let once = |moved: &BTreeSet<String>| {
        if moved.contains(u.id()) {
            Err(say(&Said::OneMovePerTurn { unit: u.id() }))
        } else {
            Ok(())
        }
    };
    match &sp.action {
        Action::Motion(m) => {
            once(moved)?;
            motion(rules, st, i, *m, &mut done)?;
            moved.insert(u.id().to_string());
        }
        Action::Charge(t) => super::charge_move::charge_paid(rules, st, i, t, moved, &mut done)?,
        Action::Redirect(to) => {
            once(moved)?;
            redirect(rules, st, i, *to, &mut done)?;
            moved.insert(u.id().to_string());
        }
        Action::FormSquare | Action::FormLine => form(
            rules,
            st,
            i,
            sp.action == Action::FormSquare,
            moved,
            &mut done,
        )?,
        other => done.words = marker_use(st, i, other, cost)?,
    }
    Ok(done)
}

/// PIP Phase (2.): unit `i`'s one move or pivot of the turn.
///
/// # Errors
/// Why the move is refused (movement).
fn motion(
    rules: &Rules,
    st: &mut State,
    i: usize,
    m: Motion,
    done: &mut Done,
) -> Result<(), String> {
    let w = walk(rules, st, i, m)?;
    let cost = done.cost;
    done.words = say(&Said::Motion {
        unit: st.units[i].id(),
        motion: &motion_words(m),
        pivot: m.is_pivot(),
        distance: &w.moved.distance.to_string(),
        how: &w.how,
        cost,
    });
    done.path = (!m.is_pivot()).then(|| w.moved.path.clone());
    st.units[i].stand = w.moved.stand;
    Ok(())
}

fn motion_words(m: Motion) -> String {
    let left = |p| p == crate::board::table::moves::Pivot::Left;
    match m {
        Motion::Advance(d) => say(&Said::StepAdvance {
            distance: &d.to_string(),
        }),
        Motion::Retire(d) => say(&Said::StepRetire {
            distance: &d.to_string(),
        }),
        Motion::Oblique(a, d) => say(&Said::StepOblique {
            angle: &a.to_string(),
            distance: &d.to_string(),
        }),
        Motion::Sidestep(p, d) => say(&Said::StepSidestep {
            left: left(p),
            distance: &d.to_string(),
        }),
        Motion::Wheel(p, deg) => say(&Said::StepWheel {
            left: left(p),
            degrees: &deg.to_string(),
        }),
        Motion::Pivot(a) => say(&Said::StepPivot { facing: a.0 }),
        Motion::AboutFace => say(&Said::StepAboutFace),
    }
}

/// Forms square (infantry, in the open) or line again: the unit's move of the turn
/// (provisional), the base changed about the same centre.
fn form(
    rules: &Rules,
    st: &mut State,
    i: usize,
    square: bool,
    moved: &mut BTreeSet<String>,
    done: &mut Done,
) -> Result<(), String> {
    let u = st.units[i].clone();
    if u.arm != Arm::Infantry || u.in_square() == square {
        return Err(say(&Said::CannotForm {
            unit: u.id(),
            square,
        }));
    }
    if moved.contains(u.id()) {
        return Err(say(&Said::FormationIsItsMove { unit: u.id() }));
    }
    let (frontage, depth) = rules.units.base(u.arm, square);
    let mut s = u.stand.clone();
    s.frontage = frontage;
    s.depth = depth;
    s.formation = if square {
        Formation::Square
    } else {
        Formation::Line
    };
    if square && !in_the_open(&rules.table, &s) {
        return Err(say(&Said::NotInTheOpen { unit: u.id() }));
    }
    if !s.footprint().corners().iter().all(|c| rules.table.has(*c)) {
        return Err(say(&Said::FormationOffTable));
    }
    if let Some(o) = st.units.iter().find(|o| {
        o.id() != u.id() && convex_overlap(&o.stand.footprint().corners(), &s.footprint().corners())
    }) {
        return Err(say(&Said::FormationOnUnit { unit: o.id() }));
    }
    st.units[i].stand = s;
    moved.insert(u.id().to_string());
    done.words = say(&Said::Forms {
        unit: u.id(),
        square,
        cost: done.cost,
    });
    Ok(())
}

/// Redirects firing battery `i` (stop, pivot to `to`, start: one use, its pivot).
fn redirect(
    rules: &Rules,
    st: &mut State,
    i: usize,
    to: crate::board::table::measure::Angle,
    done: &mut Done,
) -> Result<(), String> {
    let u = &st.units[i];
    if !u.arm.is_artillery() || !u.markers.firing {
        return Err(say(&Said::NoFiringBattery { unit: u.id() }));
    }
    let w = walk(rules, st, i, Motion::Pivot(to))?;
    done.words = say(&Said::Redirects {
        unit: u.id(),
        facing: to.0,
        cost: done.cost,
    });
    st.units[i].stand = w.moved.stand;
    Ok(())
}
