// III.B.2 Movement Subsegment, TERRAIN TYPE MOVEMENT EFFECT: a step across the table paying terrain along its path (0.6.0).
//! A step across the table as 0.6.0 plays it: the table engine checks the edge, other
//! stands and impassable ground; the cost is paid along the path (`path::paid`), and a
//! refusal names the cost's parts and their rules.

use super::path::{explain, paid, MOVEMENT, TERRAIN};
use super::{allowance, formed, moved_disorder, one, to_move, Refused, Walker};
use crate::board::table::measure::Length;
use crate::rules::old_trousers::orders::Step;
use crate::rules::old_trousers::words::{movement::Said, say};

impl Walker<'_> {
    /// III.B.2 "rally from a shaken status": a shaken unit spends its whole move on it
    /// (PROVISIONAL, as removing disorder); the Movement Subsegment rolls it.
    pub(super) fn rally(&mut self) -> Result<String, Refused> {
        if !self.s.markers.shaken {
            return Err(("III.B.2".into(), say(&Said::OnlyShakenRallies)));
        }
        if !self.budget.is_fresh() {
            return Err(("III.B.2".into(), say(&Said::RallyWholeMove)));
        }
        self.budget.spend_all();
        self.rally = true;
        Ok(say(&Said::TriesToRally))
    }

    /// The step `words` against what is left of the MOVEMENT TABLE allowance; the report's
    /// line.
    pub(super) fn advance_along(&mut self, words: &str, step: &Step) -> Result<String, Refused> {
        let (rules, unit) = (self.rules, self.unit);
        let allowance = allowance(rules, unit, &self.s).map_err(|y| (MOVEMENT.to_string(), y))?;
        let left = self.budget.left(allowance);
        let m = one(
            rules,
            unit,
            &self.s,
            self.stands,
            to_move(step),
            Length(i64::MAX / 4),
        )?;
        let p = paid(
            rules,
            unit.troop.arm(),
            (&self.s, formed(&self.s)),
            &m.path,
            m.distance,
        )?;
        if p.cost.total > left {
            return Err((
                format!("{MOVEMENT}, {TERRAIN}"),
                say(&Said::MoveCostsTooMuch {
                    cost: &explain(&p.cost),
                    left: &left.to_string(),
                    allowance: &allowance.to_string(),
                }),
            ));
        }
        self.budget.spend(p.cost.total, allowance);
        self.path.extend(m.path.iter().skip(1).copied());
        self.s = m.stand;
        self.moved = true;
        if p.disordered_by.is_some() {
            self.s.markers.disordered = true;
        }
        let untrained = moved_disorder(rules, unit, &mut self.s, (m.distance, &mut self.in_line));
        Ok(say(&Said::Moves {
            words,
            distance: &m.distance.to_string(),
            cost: &explain(&p.cost),
            allowance: &allowance.to_string(),
            crossed: p.disordered_by.as_deref(),
            untrained: untrained.map(|l| l.to_string()).as_deref(),
        }))
    }
}
