//! `pbem void`: the moderator voids a disputed pending commitment, with the reason.

use super::common::{now_or_clock, print_awaited};
use crate::campaign::pending::Pending;
use crate::campaign::recover::Lock;
use crate::campaign::Campaign;
use crate::cli::VoidArgs;
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
