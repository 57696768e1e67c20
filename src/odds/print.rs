//! What a game's odds print to: the lines of text as they come, and the progress of a
//! `--simulate` run (a bar on a terminal, drawn by the command).

use crate::odds::walk::Prob;

/// The progress of a long run: `start` with the count and what is counted, `at` as it
/// goes, `finish` at its end.
pub trait Progress {
    /// A run of `n` `what` (`"days"`, `"battles"`) begins.
    fn start(&self, n: u64, what: &str);
    /// `i` of them are done.
    fn at(&self, i: u64);
    /// The run is over.
    fn finish(&self);
}

/// No progress shown (tests, and `pbem orders check`).
pub struct Quiet;

impl Progress for Quiet {
    fn start(&self, _n: u64, _what: &str) {}
    fn at(&self, _i: u64) {}
    fn finish(&self) {}
}

/// Where a game's odds go: each line of text in turn (without its newline), and the
/// progress of a simulation.
pub struct Printer<'a> {
    /// Takes one line.
    pub line: &'a mut dyn FnMut(&str),
    /// Shows a simulation's progress.
    pub progress: &'a dyn Progress,
}

impl Printer<'_> {
    /// Prints one line.
    pub fn line(&mut self, text: &str) {
        (self.line)(text);
    }
}

/// `outln!(p, "...", args)`: one formatted line to the [`Printer`] `p`.
macro_rules! outln {
    ($p:expr) => {
        $p.line("")
    };
    ($p:expr, $($a:tt)*) => {
        $p.line(&format!($($a)*))
    };
}
pub(crate) use outln;

/// "1 exactly", or the fraction a sum of probabilities came to.
pub fn sum_line(total: Prob) -> String {
    if total == Prob::from_integer(1) {
        "1 exactly".to_string()
    } else {
        total.to_string()
    }
}

/// `n` steps of a simulation with `progress`: its callback for [`crate::odds::simulate::sample`]
/// (every 4,096th step and the last).
pub fn ticks(progress: &dyn Progress, n: u64) -> impl FnMut(u64) + '_ {
    move |i| {
        if i % 4096 == 0 || i == n {
            progress.at(i);
        }
    }
}
