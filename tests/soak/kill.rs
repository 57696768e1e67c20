//! Judge runs killed at random instants: `pbem judge run ROOT --now T` (the real binary),
//! SIGKILLed after a random time drawn from the seeded generator (within the last whole
//! run's duration), either the judge alone (`kill -9 PID`: a child it started, sendmail or
//! git, finishes) or its whole process group (as systemd stops a service: the children
//! die too); then run again, until one run ends by itself.

use super::Rng;
use std::path::Path;
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

/// What the runs of one cycle did.
#[derive(Debug, Default, Clone)]
pub struct Runs {
    /// Runs started.
    pub runs: u32,
    /// Of them, killed.
    pub kills: u32,
    /// Of the kills, the whole process group's.
    pub group_kills: u32,
    /// Messages the runs' summaries call uncertain.
    pub uncertain: u32,
    /// Campaigns the whole runs skipped as idle (nothing changed, nothing due).
    pub idle: u32,
    /// The last (whole) run's summary.
    pub last: String,
    /// Time of the whole runs.
    pub whole_time: Duration,
}

/// Runs the judge at `now` until one run ends by itself; each run before is killed with
/// probability `kill_pct`% (at most `most_kills` in a row) after a random time below
/// `typical`. Panics when a whole run fails.
pub fn run_until_whole(
    bin: &Path,
    root: &Path,
    now: &str,
    rng: &mut Rng,
    kill_pct: u64,
    most_kills: u32,
    typical: Duration,
) -> Runs {
    let mut r = Runs::default();
    loop {
        r.runs += 1;
        let kill = r.kills < most_kills && rng.below(100) < kill_pct;
        let after = Duration::from_micros(rng.below(typical.as_micros().max(1) as u64));
        let group = rng.below(2) == 0;
        let start = Instant::now();
        let mut cmd = Command::new(bin);
        cmd.args(["judge", "run"])
            .arg(root)
            .args(["--now", now])
            .env("PBEM_CLOCK", "simulated")
            .stdin(Stdio::null())
            .stdout(Stdio::piped())
            .stderr(Stdio::piped());
        use std::os::unix::process::CommandExt;
        cmd.process_group(0);
        let mut child = cmd.spawn().unwrap();
        if kill {
            std::thread::sleep(after);
            if child.try_wait().unwrap().is_none() {
                if group {
                    let _ = Command::new("kill")
                        .args(["-KILL", "--", &format!("-{}", child.id())])
                        .status();
                    r.group_kills += 1;
                } else {
                    let _ = child.kill();
                }
                let _ = child.wait_with_output();
                r.kills += 1;
                continue;
            }
        }
        let o = child.wait_with_output().unwrap();
        let out =
            String::from_utf8_lossy(&o.stdout).into_owned() + &String::from_utf8_lossy(&o.stderr);
        assert!(o.status.success(), "judge run at {now} failed:\n{out}");
        r.uncertain += out
            .split(", ")
            .filter_map(|s| {
                s.strip_suffix(" uncertain (a stopped run was sending them: not sent again)")
            })
            .filter_map(|n| n.rsplit(' ').next()?.parse::<u32>().ok())
            .sum::<u32>();
        r.whole_time += start.elapsed();
        r.idle += out.matches("(idle: nothing changed").count() as u32;
        r.last = out;
        return r;
    }
}
