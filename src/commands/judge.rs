//! `pbem judge run`: the glue to src/judge/.

use super::common::now_or_clock;
use crate::cli::JudgeRunArgs;
use crate::error::{Error, Result};

/// `pbem judge run ROOT`: one summary line per campaign; an error (exit status 1) when a
/// campaign's part of the run failed, after the others ran.
pub fn run(a: JudgeRunArgs) -> Result<()> {
    let now = now_or_clock(&a.now)?;
    let s = crate::judge::run::run(
        &a.root,
        &crate::judge::run::Options {
            now,
            stdin: a.stdin,
        },
    )?;
    for l in &s.lines {
        println!("{l}");
    }
    if s.lines.is_empty() {
        println!("no campaign under {}", a.root.display());
    }
    if s.failures > 0 {
        return Err(Error::Campaign(format!(
            "{} campaign(s) failed in this run; the others ran",
            s.failures
        )));
    }
    Ok(())
}
