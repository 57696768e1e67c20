// III.B.2 Movement Subsegment, TERRAIN TYPE MOVEMENT EFFECT: a step across the table paying terrain along its path (0.6.0).
//! A step across the table as 0.6.0 plays it: the table engine checks the edge, other
//! stands and impassable ground; the cost is paid along the path (`path::paid`), and a
//! refusal names the cost's parts and their rules.

use super::path::{explain, paid, MOVEMENT, STREAM_DISORDER, TERRAIN};
use super::{allowance, formed, moved_disorder, one, to_move, Refused, Walker};
use crate::board::table::measure::Length;
use crate::rules::old_trousers::orders::Step;

impl Walker<'_> {
    /// III.B.2 "rally from a shaken status": a shaken unit spends its whole move on it
    /// (PROVISIONAL, as removing disorder); the Movement Subsegment rolls it.
    pub(super) fn rally(&mut self) -> Result<String, Refused> {
        if !self.s.markers.shaken {
            return Err((
                "III.B.2".into(),
                "only a shaken unit rallies from shaken".into(),
            ));
        }
        if !self.budget.is_fresh() {
            return Err((
                "III.B.2".into(),
                "rallying from shaken takes the whole move (PROVISIONAL)".into(),
            ));
        }
        self.budget.spend_all();
        self.rally = true;
        Ok("tries to rally from shaken (its whole move, PROVISIONAL)".to_string())
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
                format!(
                    "the move costs {} with {left} of its {allowance} left",
                    explain(&p.cost)
                ),
            ));
        }
        self.budget.spend(p.cost.total, allowance);
        self.path.extend(m.path.iter().skip(1).copied());
        self.s = m.stand;
        self.moved = true;
        let mut line = format!(
            "{words}: moves {}, costing {} of {allowance}",
            m.distance,
            explain(&p.cost)
        );
        if let Some(id) = p.disordered_by {
            self.s.markers.disordered = true;
            line.push_str(&format!(
                "; disordered crossing {id} ({TERRAIN}: Streams & Ditches, {STREAM_DISORDER})"
            ));
        }
        Ok(moved_disorder(
            rules,
            unit,
            &mut self.s,
            (m.distance, &mut self.in_line),
            line,
        ))
    }
}
