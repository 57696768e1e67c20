// 4. Charge phase: the charge's lines in a report, each naming the provisional readings it used
//! A resolved charge as report lines: each attacker's check, the target's check, the
//! result, the attached general's die and successful cavalry's checks; every line that used
//! a provisional reading names it in the printed chart's form.

use super::super::tables::Charts;
use super::combined_charge::{Charge, ChargeOutcome, ChargeResult, Fate};
use super::flight_and_pursuit::inches;
use crate::rules::grande_tactique::words::{charge::Said, say};

impl ChargeOutcome {
    /// The report lines of this outcome of `charge`.
    pub fn lines(&self, charts: &Charts, charge: &Charge) -> Vec<String> {
        let c = &charts.charge;
        let t = &charge.target.id;
        let mut v: Vec<String> = Vec::new();
        for (id, m) in &self.checks {
            let b = m.breakdown.to_string();
            v.push(if m.passed {
                say(&Said::ChargerPasses {
                    breakdown: &b,
                    unit: id,
                    target: t,
                })
            } else {
                say(&Said::ChargerFails {
                    breakdown: &b,
                    unit: id,
                    label: &c.charger_fails.label,
                    note: &c.charger_fails.note,
                })
            });
        }
        if let Some(m) = &self.target_check {
            v.push(m.breakdown.to_string());
        }
        v.extend(self.result_line(charts, t));
        if let (Some((die, lost)), Some(g)) = (self.general_lost, &charge.target.general) {
            let l = &charts.general.lost;
            v.push(say(&Said::GeneralFate {
                label: &l.label,
                general: g,
                sides: l.die,
                die,
                lost,
            }));
        }
        for p in &self.pursuits {
            v.push(say(&Said::Pursuit {
                breakdown: &p.check.breakdown.to_string(),
                unit: &p.id,
                passed: p.check.passed,
                distance: p.distance.map(inches).as_deref(),
                note: &c.successful_cavalry.note,
            }));
        }
        v
    }

    /// The line of the charge's result on target `t`, if any (a halted charge has none).
    fn result_line(&self, charts: &Charts, t: &str) -> Option<String> {
        let c = &charts.charge;
        match &self.result {
            ChargeResult::Halted => None,
            ChargeResult::Repulsed {
                chargers,
                target_deshakes,
            } => {
                let fates: Vec<String> = chargers
                    .iter()
                    .map(|(id, f)| match f {
                        Fate::Shaken => say(&Said::FateShaken { unit: id }),
                        Fate::Routed => say(&Said::FateRouted { unit: id }),
                    })
                    .collect();
                Some(say(&Said::Repulsed {
                    target: t,
                    label: &c.target_passes.label,
                    fates: &fates,
                    deshakes: *target_deshakes,
                    note: &c.target_passes.note,
                }))
            }
            ChargeResult::Fled(f) => Some(say(&Said::Fled {
                target: t,
                label: &c.target_fails.label,
                flight: &f.words,
                notes: &[
                    c.target_fails.note.as_str(),
                    charts.flight.direction.note.as_str(),
                ],
            })),
            ChargeResult::Silenced => Some(say(&Said::Silenced {
                target: t,
                note: &c.target_fails.note,
            })),
        }
    }
}
