//! `pbem judge run ROOT`: a judge that runs every campaign under ROOT by itself, from
//! real mail (docs/judge.md). One run reads each new message of the judge's Maildir,
//! routes it to its campaign ([`route`]), records it as `pbem inbox` does, answers its
//! sender ([`receipt`]), and marks it seen only once its campaign recorded it; then, per
//! campaign, does the fair next step `pbem status` computes ([`act`]), sends the reports,
//! and commits (and pushes) the campaign folder ([`git`]). Every step is crash-safe: a run
//! stopped anywhere and run again takes no message twice and sends no mail twice (the one
//! message in flight is listed as uncertain, as `pbem mail send` does).

pub mod act;
pub mod campaign;
pub mod config;
pub mod git;
pub mod maildir;
pub mod outbox;
pub mod receipt;
pub mod route;
pub mod run;

/// The environment variable of the tests' stopping points: with `PBEM_CLOCK=simulated`,
/// `PBEM_JUDGE_STOP=<point>` ends the process at once (no destructors, exit status 137)
/// when the run reaches that point, as a kill there would. Outside the simulation mode it
/// is ignored.
pub const STOP: &str = "PBEM_JUDGE_STOP";

/// Ends the process at `point` when [`STOP`] names it (tests of crash safety).
pub fn stop_point(point: &str) {
    // The simulation mode of `crate::commands::common::CLOCK` (not imported: the commands
    // layer is above this one).
    if std::env::var("PBEM_CLOCK").is_ok_and(|v| v == "simulated")
        && std::env::var(STOP).is_ok_and(|v| v == point)
    {
        std::process::exit(137);
    }
}
