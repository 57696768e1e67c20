//! `pbem void`: the moderator voids a disputed pending commitment, with the reason.

use super::common::{now_or_clock, print_awaited};
use crate::campaign::pending::Pending;
use crate::campaign::recover::Lock;
use crate::campaign::Campaign;
use crate::cli::{UpgradeArgs, VoidArgs};
use crate::error::Result;

/// `pbem void`.
pub fn void(a: VoidArgs) -> Result<()> {
    let _lock = Lock::take(&a.dir)?;
    let c = Campaign::open(&a.dir)?;
    let mut p = Pending::load(&c)?;
    let now = now_or_clock(&a.now)?;
    let v = p.void(&c, &a.player, &a.reason, &now)?;
    println!(
        "entry {}: commitment {} of {} voided ({}); recorded in voided.yaml, which the entry keeps; {} may commit again",
        p.id.entry, v.commitment, v.player, v.reason, v.player
    );
    print_awaited(&c, &p);
    Ok(())
}

/// `pbem upgrade`: the waiting entry moves to the newest rules revision, before its first
/// commitment (docs/fairness.md, section 12).
pub fn upgrade(a: UpgradeArgs) -> Result<()> {
    let _lock = Lock::take(&a.dir)?;
    let c = Campaign::open(&a.dir)?;
    let now = now_or_clock(&a.now)?;
    let (from, to) = crate::campaign::upgrade::upgrade(&c, &now)?;
    println!(
        "the waiting entry moves from rules revision {from} to {to} of {}; recorded in pending/entry.yaml, the entry keeps it and its report mail says it",
        c.file.game
    );
    Ok(())
}
