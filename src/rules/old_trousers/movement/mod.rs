//! III.B.2 Movement Subsegment: one unit's steps (advance, retire, oblique, wheel, about
//! face, face, form, to, remove disorder) walked through the table engine's moves against
//! its MOVEMENT TABLE allowance, the TERRAIN TYPE MOVEMENT EFFECT costs and the provisional
//! formation and facing change costs. A step that may not be made is refused citing its rule.

pub mod budget;

use super::footprints::formation_key;
use super::orders::Step;
use super::state::{Arm, Trait, Unit};
use super::Rules;
use crate::board::table::measure::{Length, Point};
use crate::board::table::moves::{make_move, Move, MoveError, MoveRules, Moved};
use crate::board::table::stand::{Formation, Stand};
use budget::Budget;

/// A unit's walk through its steps.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Walk {
    /// The stand at the end.
    pub stand: Stand,
    /// The centre's path (start, then every step's end).
    pub path: Vec<Point>,
    /// What each step did, for the report.
    pub lines: Vec<String>,
    /// Whether the stand moved across the table (it may not fire stationary).
    pub moved: bool,
}

/// A step refused.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("step {step} ({words}) refused: {why} ({rule})")]
pub struct Refusal {
    /// 1-based index of the step.
    pub step: usize,
    /// The step's words.
    pub words: String,
    /// The rule that refuses it.
    pub rule: String,
    /// Why.
    pub why: String,
}

/// Whether a unit is formed ("not routed & not in skirmish formation").
pub fn formed(s: &Stand) -> bool {
    !s.markers.routed && s.formation != Formation::Skirmish
}

/// Walks `unit` through `steps` among `stands` (every stand on the table, the unit's own
/// included and skipped by id). `in_command`: it is in command or has an order; otherwise
/// only facing changes, formation changes and removing disorder are open to it.
///
/// # Errors
/// The first step refused, with its rule.
pub fn walk(
    rules: &Rules,
    unit: &Unit,
    stands: &[Stand],
    steps: &[(String, Step)],
    in_command: bool,
) -> Result<Walk, Refusal> {
    let mut s = unit.stand.clone();
    let mut w = Walk {
        path: vec![s.centre],
        stand: s.clone(),
        lines: vec![],
        moved: false,
    };
    let mut budget = Budget::default();
    let mut in_line = Length::ZERO;
    for (i, (words, step)) in steps.iter().enumerate() {
        let refuse = |rule: &str, why: String| Refusal {
            step: i + 1,
            words: words.clone(),
            rule: rule.to_string(),
            why,
        };
        if s.markers.routed {
            return Err(refuse(
                "III.B.1",
                "a routed unit moves only by its rout move".into(),
            ));
        }
        if step.moves() && !in_command {
            return Err(refuse(
                "III.B.2",
                "out of command and without an order, it may only change facing, rally from shaken or remove disorder".into(),
            ));
        }
        let line = match step {
            Step::RemoveDisorder => {
                if !budget.is_fresh() {
                    return Err(refuse(
                        "III.B.2",
                        "removing disorder takes the whole move".into(),
                    ));
                }
                budget.spend_all();
                s.markers.disordered = false;
                "removes disorder (its whole move)".to_string()
            }
            Step::Form(f) => {
                form(rules, unit, &mut s, stands, *f, &mut budget).map_err(|(r, y)| refuse(r, y))?
            }
            Step::AboutFace | Step::Face(_) => {
                let (mv, share) = match step {
                    Step::Face(a) => (
                        Move::ChangeFacing(*a),
                        rules.charts.formation_changes.facing_change,
                    ),
                    _ => (Move::AboutFace, rules.charts.formation_changes.about_face),
                };
                budget.take(share).map_err(|y| refuse(budget::CITE, y))?;
                let m = one(rules, unit, &s, stands, mv, Length(i64::MAX / 4))
                    .map_err(|(r, y)| refuse(&r, y))?;
                s = m.stand;
                format!(
                    "turns to face {}° ({} of its move, {})",
                    s.facing.0,
                    budget::show(share),
                    budget::CITE
                )
            }
            _ => {
                let allowance =
                    allowance(rules, unit, &s).map_err(|y| refuse("MOVEMENT TABLE", y))?;
                let left = budget.left(allowance);
                let mv = to_move(step);
                let m = one(rules, unit, &s, stands, mv, left).map_err(|(r, y)| refuse(&r, y))?;
                let climb = contour_cost(rules, unit.troop.arm(), s.centre, m.stand.centre);
                let cost = m.cost + climb;
                if cost > left {
                    return Err(refuse(
                        "TERRAIN TYPE MOVEMENT EFFECT (up a contour)",
                        format!("it costs {cost} with {left} of its move left"),
                    ));
                }
                budget.spend(cost, allowance);
                w.path.extend(m.path.iter().skip(1).copied());
                s = m.stand;
                w.moved = true;
                let line = format!(
                    "{words}: moves {}, costing {cost} of {allowance}",
                    m.distance
                );
                moved_disorder(rules, unit, &mut s, (m.distance, &mut in_line), line)
            }
        };
        w.lines.push(line);
    }
    w.stand = s;
    Ok(w)
}

/// MOVEMENT TABLE: "Any square that moves becomes disordered", and untrained infantry in
/// line (below), after a move of `moved`; `in_line` sums the phase's moves in line.
/// Returns `line` with the disorder said.
fn moved_disorder(
    rules: &Rules,
    unit: &Unit,
    s: &mut Stand,
    (moved, in_line): (Length, &mut Length),
    mut line: String,
) -> String {
    if s.formation == Formation::Square && rules.charts.movement.square_moves_disorder {
        s.markers.disordered = true;
    }
    if s.formation == Formation::Line {
        *in_line = *in_line + moved;
        if untrained_disorder(rules, unit, s, *in_line) {
            line.push_str(&format!(
                "; disordered: untrained infantry moved {in_line} in line (MOVEMENT TABLE)"
            ));
        }
    }
    line
}

/// MOVEMENT TABLE: "Untrained infantry units that move over 2 inches when in a line
/// formation will become disordered." `in_line`: how far it has moved in line this phase.
/// True when this disorders it now.
fn untrained_disorder(rules: &Rules, unit: &Unit, s: &mut Stand, in_line: Length) -> bool {
    let over = in_line > rules.charts.movement.untrained_line_disorder;
    let now = unit.has(Trait::Untrained)
        && unit.troop.arm() == Arm::Infantry
        && over
        && !s.markers.disordered;
    s.markers.disordered |= now;
    now
}

fn to_move(step: &Step) -> Move {
    match *step {
        Step::Advance(l) => Move::Advance(l),
        Step::Retire(l) => Move::Retire(l),
        Step::Oblique(a, l) => Move::Oblique {
            angle: a,
            distance: l,
        },
        Step::Wheel(p, d) => Move::Wheel {
            pivot: p,
            degrees: d,
        },
        Step::To(p) => Move::MoveTo(p),
        Step::Face(a) => Move::ChangeFacing(a),
        Step::AboutFace | Step::Form(_) | Step::RemoveDisorder => Move::AboutFace,
    }
}

/// The MOVEMENT TABLE allowance of the unit as it stands now.
fn allowance(rules: &Rules, unit: &Unit, s: &Stand) -> Result<Length, String> {
    rules
        .charts
        .movement
        .allowance(unit.troop, s.formation)
        .ok_or_else(|| {
            format!(
                "{} in {} does not move",
                unit.troop.name(),
                formation_key(s.formation)
            )
        })
}

/// "Up a Contour": the arm's cost per hill level climbed from `from` to `to`.
fn contour_cost(rules: &Rules, arm: Arm, from: Point, to: Point) -> Length {
    let up = i64::from(rules.table.level_at(to)) - i64::from(rules.table.level_at(from));
    let per = rules
        .charts
        .terrain
        .up_a_contour
        .get(&arm)
        .copied()
        .unwrap_or(Length::ZERO);
    Length(per.0 * up.max(0))
}

/// One table-engine move of `s`, refused with its rule.
fn one(
    rules: &Rules,
    unit: &Unit,
    s: &Stand,
    stands: &[Stand],
    mv: Move,
    allowance: Length,
) -> Result<Moved, (String, String)> {
    let costs = rules.charts.terrain.costs(unit.troop.arm(), formed(s));
    let mr = MoveRules {
        table: &rules.table,
        stands,
        interpenetrate: false,
        allowance,
        costs,
    };
    make_move(s, mv, &mr).map_err(|e| {
        let rule = match &e {
            MoveError::OverAllowance { .. } => "MOVEMENT TABLE",
            MoveError::Impassable(_) => "TERRAIN TYPE MOVEMENT EFFECT",
            MoveError::Overlap(_) => "III.B.2: no unit passes through another (provisional)",
            MoveError::OffTable => "the table edge",
            _ => "III.B.2",
        };
        (rule.to_string(), e.to_string())
    })
}

/// `form F`: the new footprint on the same front centre, at its provisional cost.
fn form(
    rules: &Rules,
    unit: &Unit,
    s: &mut Stand,
    stands: &[Stand],
    f: Formation,
    budget: &mut Budget,
) -> Result<String, (&'static str, String)> {
    let arm = unit.troop.arm();
    let (frontage, depth) = rules.footprints.size(arm, f).ok_or((
        "MOVEMENT TABLE",
        format!("{} may not form {}", unit.troop.name(), formation_key(f)),
    ))?;
    let artillery = arm == Arm::Artillery;
    let share = if artillery {
        rules.charts.formation_changes.limber_unlimber
    } else {
        rules.charts.formation_changes.formation_change
    };
    budget
        .take(share)
        .map_err(|y| ("formation changes (provisional)", y))?;
    let front = s.front_centre();
    let mut n = s.clone();
    n.formation = f;
    n.frontage = frontage;
    n.depth = depth;
    n.centre = front.step(s.facing.turned(180), Length(depth.0 / 2));
    let m = one(
        rules,
        unit,
        &n,
        stands,
        Move::ChangeFacing(s.facing),
        Length::ZERO,
    )
    .map_err(|(_, y)| ("III.B.2: the new formation must fit (provisional)", y))?;
    *s = m.stand;
    let mut line = format!(
        "forms {} ({} of its move, {})",
        formation_key(f),
        budget::show(share),
        budget::CITE
    );
    let here = rules.table.areas.iter().find(|a| {
        rules
            .charts
            .terrain
            .formation_change_disorders_in
            .contains(&a.kind)
            && a.has(s.centre)
    });
    if let Some(a) = here {
        s.markers.disordered = true;
        line.push_str(&format!(
            "; disordered: it changed formation in {} (TERRAIN TYPE MOVEMENT EFFECT)",
            a.id
        ));
    }
    Ok(line)
}
