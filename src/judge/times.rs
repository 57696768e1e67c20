//! The times of a judge run's steps, printed on standard error when `PBEM_JUDGE_TIMES=1`
//! (docs/judge.md "Idle runs"): where a run's time goes, per campaign and per step. Only
//! printed, never recorded: nothing a campaign holds depends on it.

use std::time::{Duration, Instant};

/// The environment variable that asks for the times.
pub const TIMES: &str = "PBEM_JUDGE_TIMES";

/// The laps of one part of a run (a campaign, or the run's own steps).
#[derive(Debug)]
pub struct Times {
    /// Whose: the campaign's id, or `(run)`.
    who: String,
    /// None when the times are not asked for.
    last: Option<Instant>,
    /// Each step's name and time, in order (a step met twice adds up).
    steps: Vec<(&'static str, Duration)>,
}

impl Times {
    /// Starts timing for `who` when [`TIMES`] asks for it.
    pub fn start(who: &str) -> Times {
        Times {
            who: who.to_string(),
            last: std::env::var(TIMES)
                .is_ok_and(|v| v == "1")
                .then(Instant::now),
            steps: Vec::new(),
        }
    }

    /// The time since the last lap goes to `step`.
    pub fn lap(&mut self, step: &'static str) {
        let Some(last) = self.last else {
            return;
        };
        let now = Instant::now();
        let d = now - last;
        match self.steps.iter_mut().find(|(s, _)| *s == step) {
            Some((_, t)) => *t += d,
            None => self.steps.push((step, d)),
        }
        self.last = Some(now);
    }

    /// Prints the laps on standard error: `times: WHO: total N ms (step N ms, ...)`.
    pub fn print(&self) {
        if self.last.is_none() {
            return;
        }
        let ms = |d: &Duration| d.as_secs_f64() * 1000.0;
        let total: Duration = self.steps.iter().map(|(_, d)| *d).sum();
        let parts: Vec<String> = self
            .steps
            .iter()
            .map(|(s, d)| format!("{s} {:.1} ms", ms(d)))
            .collect();
        eprintln!(
            "times: {}: total {:.1} ms ({})",
            self.who,
            ms(&total),
            parts.join(", ")
        );
    }
}
