//! III.B.2 Movement Subsegment: one unit's steps (advance, retire, oblique, wheel, about
//! face, face, form, to, remove disorder) walked through the table engine's moves against
//! its MOVEMENT TABLE allowance, the TERRAIN TYPE MOVEMENT EFFECT costs and the provisional
//! formation and facing change costs. A step that may not be made is refused citing its rule.

mod advance;
pub mod budget;
mod disorder;
mod formation;
pub mod path;

use super::footprints::formation_key;
use super::model::Rules;
use super::orders::Step;
use super::state::{Arm, Unit};
use super::tables::provisional::Share;
use crate::board::table::costs::MoveCosts;
use crate::board::table::measure::{Length, Point};
use crate::board::table::moves::{make_move, Move, MoveError, MoveRules, Moved};
use crate::board::table::stand::{Formation, Stand};
use crate::rules::old_trousers::revision::Change;
use crate::rules::old_trousers::words::{movement::Said, say};
use budget::Budget;
use disorder::moved_disorder;
use formation::form;

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
    /// It spent its move trying to rally from shaken (the roll is the sequence's).
    pub rally: bool,
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
    let mut walker = Walker {
        rules,
        unit,
        stands,
        s: unit.stand.clone(),
        budget: Budget::default(),
        in_line: Length::ZERO,
        path: vec![unit.stand.centre],
        moved: false,
        rally: false,
    };
    let mut lines = vec![];
    for (i, (words, step)) in steps.iter().enumerate() {
        let line = walker
            .step(words, step, in_command)
            .map_err(|(rule, why)| Refusal {
                step: i + 1,
                words: words.clone(),
                rule,
                why,
            })?;
        lines.push(line);
    }
    Ok(Walk {
        stand: walker.s,
        path: walker.path,
        lines,
        moved: walker.moved,
        rally: walker.rally,
    })
}

/// A refused step: the rule and why.
type Refused = (String, String);

/// One unit on its way through its steps: where it stands, what is left of its move.
struct Walker<'a> {
    rules: &'a Rules,
    unit: &'a Unit,
    stands: &'a [Stand],
    /// The stand as it is now.
    s: Stand,
    budget: Budget,
    /// This phase's moves in line (untrained infantry).
    in_line: Length,
    path: Vec<Point>,
    moved: bool,
    rally: bool,
}

impl Walker<'_> {
    /// III.B.1, III.B.2: one step, if a routed or out-of-command unit may make it; the
    /// report's line.
    fn step(&mut self, words: &str, step: &Step, in_command: bool) -> Result<String, Refused> {
        let refuse = |rule: &str, why: Said| Err((rule.to_string(), say(&why)));
        if self.s.markers.routed {
            return refuse("III.B.1", Said::RoutedMovesOnlyByRout);
        }
        if self.rules.revision.has(Change::OutOfCommandKeepsFormation)
            && !in_command
            && matches!(step, Step::Form(_))
        {
            return refuse("III.B.2", Said::OutOfCommandNoForm);
        }
        if step.moves() && !in_command {
            return refuse("III.B.2", Said::OutOfCommandOnlyFace);
        }
        match step {
            Step::RemoveDisorder => self.remove_disorder(),
            Step::Rally => self.rally(),
            Step::Form(f) => form(
                self.rules,
                self.unit,
                &mut self.s,
                self.stands,
                *f,
                &mut self.budget,
            )
            .map_err(|(r, y)| (r.to_string(), y)),
            Step::Face(a) => {
                let share = self.rules.charts.formation_changes.facing_change;
                self.turn(Move::ChangeFacing(*a), share)
            }
            Step::AboutFace => {
                let share = self.rules.charts.formation_changes.about_face;
                self.turn(Move::AboutFace, share)
            }
            _ => self.advance(words, step),
        }
    }

    /// III.B.2: removing disorder takes the whole move.
    fn remove_disorder(&mut self) -> Result<String, Refused> {
        if !self.budget.is_fresh() {
            return Err(("III.B.2".into(), say(&Said::RemoveDisorderWholeMove)));
        }
        self.budget.spend_all();
        self.s.markers.disordered = false;
        Ok(say(&Said::RemovesDisorder))
    }

    /// A turn in place (`face`, `about face`) for `share` of the move (provisional
    /// formation changes chart).
    fn turn(&mut self, mv: Move, share: Share) -> Result<String, Refused> {
        if let Err(short) = self.budget.take(share) {
            let allowance = self
                .rules
                .charts
                .movement
                .allowance(self.unit.troop, self.s.formation);
            let why = budget::short_words(self.rules.revision, short, allowance);
            return Err((budget::CITE.to_string(), why));
        }
        let m = one(
            self.rules,
            self.unit,
            &self.s,
            self.stands,
            mv,
            Length(i64::MAX / 4),
        )?;
        self.s = m.stand;
        Ok(say(&Said::TurnsToFace {
            facing: self.s.facing.0,
            share: &budget::show(share),
        }))
    }

    /// A move across the table against what is left of the MOVEMENT TABLE allowance, with
    /// the terrain's costs and up a contour.
    fn advance(&mut self, words: &str, step: &Step) -> Result<String, Refused> {
        if self.rules.revision.has(Change::MovePaysAlongPath) {
            return self.advance_along(words, step);
        }
        let (rules, unit) = (self.rules, self.unit);
        let allowance =
            allowance(rules, unit, &self.s).map_err(|y| ("MOVEMENT TABLE".to_string(), y))?;
        let left = self.budget.left(allowance);
        let m = one(rules, unit, &self.s, self.stands, to_move(step), left)?;
        let climb = contour_cost(rules, unit.troop.arm(), self.s.centre, m.stand.centre);
        let cost = m.cost + climb;
        if cost > left {
            return Err((
                "TERRAIN TYPE MOVEMENT EFFECT (up a contour)".into(),
                say(&Said::ClimbCostsTooMuch {
                    cost: &cost.to_string(),
                    left: &left.to_string(),
                }),
            ));
        }
        self.budget.spend(cost, allowance);
        self.path.extend(m.path.iter().skip(1).copied());
        self.s = m.stand;
        self.moved = true;
        let untrained = moved_disorder(rules, unit, &mut self.s, (m.distance, &mut self.in_line));
        Ok(say(&Said::Moves {
            words,
            distance: &m.distance.to_string(),
            cost: &cost.to_string(),
            allowance: &allowance.to_string(),
            crossed: None,
            untrained: untrained.map(|l| l.to_string()).as_deref(),
        }))
    }
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
        Step::AboutFace | Step::Form(_) | Step::RemoveDisorder | Step::Rally => Move::AboutFace,
    }
}

/// The MOVEMENT TABLE allowance of the unit as it stands now.
fn allowance(rules: &Rules, unit: &Unit, s: &Stand) -> Result<Length, String> {
    rules
        .charts
        .movement
        .allowance(unit.troop, s.formation)
        .ok_or_else(|| {
            say(&Said::DoesNotMove {
                troop: unit.troop.name(),
                formation: formation_key(s.formation),
            })
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
    let all = rules.charts.terrain.costs(unit.troop.arm(), formed(s));
    // 0.6.0: linear features are paid along the path (path::paid), bridges included.
    let areas_only = MoveCosts {
        areas: all.areas.clone(),
        linears: Default::default(),
    };
    let costs = if rules.revision.has(Change::MovePaysAlongPath) {
        &areas_only
    } else {
        all
    };
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
