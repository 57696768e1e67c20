//! The tests' stopping points of a judge run (crash safety, docs/judge.md).

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
