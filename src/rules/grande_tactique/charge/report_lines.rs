// 4. Charge phase: the charge's lines in a report, each naming the provisional readings it used
//! A resolved charge as report lines: each attacker's check, the target's check, the
//! result, the attached general's die and successful cavalry's checks; every line that used
//! a provisional reading names it in the printed chart's form.

use super::super::tables::Charts;
use super::combined_charge::{Charge, ChargeOutcome, ChargeResult, Fate};
use super::flight_and_pursuit::inches;

/// A line with the provisional readings it used, in the chart's words.
fn noted(s: String, notes: &[&str]) -> String {
    format!("{s} (provisional: {})", notes.join("; "))
}

impl ChargeOutcome {
    /// The report lines of this outcome of `charge`.
    pub fn lines(&self, charts: &Charts, charge: &Charge) -> Vec<String> {
        let c = &charts.charge;
        let t = &charge.target.id;
        let mut v: Vec<String> = Vec::new();
        for (id, m) in &self.checks {
            let b = m.breakdown.to_string();
            v.push(if m.passed {
                format!("{b}: {id} charges {t}")
            } else {
                noted(
                    format!("{b}: {id} {}", c.charger_fails.label),
                    &[&c.charger_fails.note],
                )
            });
        }
        if let Some(m) = &self.target_check {
            v.push(m.breakdown.to_string());
        }
        v.extend(self.result_line(charts, t));
        if let (Some((die, lost)), Some(g)) = (self.general_lost, &charge.target.general) {
            let l = &charts.general.lost;
            let fate = if lost { "lost" } else { "survives" };
            v.push(format!("{}: {g}: d{} {die}: {fate}", l.label, l.die));
        }
        for p in &self.pursuits {
            let what = match (p.check.passed, p.distance) {
                (false, _) => "halts".to_string(),
                (true, Some(d)) => format!("pursues {}, may follow up", inches(d)),
                (true, None) => "may follow up".to_string(),
            };
            let s = format!("{}: {} {what}", p.check.breakdown, p.id);
            v.push(noted(s, &[&c.successful_cavalry.note]));
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
                        Fate::Shaken => format!("{id} shaken"),
                        Fate::Routed => format!("{id} routed"),
                    })
                    .collect();
                let de = if *target_deshakes {
                    format!("; {t} de-shakes")
                } else {
                    String::new()
                };
                let s = format!(
                    "{t}: charge {}: {}{de}",
                    c.target_passes.label,
                    fates.join(", ")
                );
                Some(noted(s, &[&c.target_passes.note]))
            }
            ChargeResult::Fled(f) => {
                let s = format!("{t} {}: {}", c.target_fails.label, f.words);
                Some(noted(
                    s,
                    &[&c.target_fails.note, &charts.flight.direction.note],
                ))
            }
            ChargeResult::Silenced => Some(noted(
                format!("{t} is silenced; the chargers are successful"),
                &[&c.target_fails.note],
            )),
        }
    }
}
