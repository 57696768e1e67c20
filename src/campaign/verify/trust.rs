//! The ordered pass's checks of what an entry of pbem 0.7.0 on records beyond the seed
//! (docs/fairness.md, section 13): the mail keys and tags against the entry before, and
//! the times (a deadline not set in the past, an NMR resolution not before the end of
//! grace). Older entries record none of it and are not checked here.

use super::diff;
use crate::campaign::deadline::{time, Deadline};
use crate::campaign::produce::keys;
use crate::campaign::produce::Resolution;
use crate::error::Result;
use crate::fairness::Digest;
use std::collections::BTreeMap;

/// What the ordered pass carries from one entry to the next for these checks.
#[derive(Debug, Default)]
pub(super) struct Trust {
    /// The keys the entry before recorded (none before pbem 0.7.0).
    keyed: BTreeMap<String, Digest>,
}

impl Trust {
    /// Checks entry `name` and carries its keys to the next.
    ///
    /// # Errors
    /// [`crate::error::Error::Verify`] naming resolution.yaml and what fails.
    pub(super) fn next(
        &mut self,
        name: &str,
        res: &Resolution,
        commitments: &BTreeMap<String, Digest>,
    ) -> Result<()> {
        let bad = |m: String| diff(name, "resolution.yaml", m);
        let v0_7 = crate::engine::at_least(&res.engine, crate::engine::version::V0_7_0);
        if !v0_7 {
            if res.mail_keys.is_some() || res.nmr_at.is_some() {
                return Err(bad(format!(
                    "records mail_keys or nmr_at, which {} did not write",
                    res.engine
                )));
            }
            self.keyed.clear();
            return Ok(());
        }
        let mk = res.mail_keys.as_ref().ok_or_else(|| {
            bad(format!(
                "records no mail_keys; every entry of {} does",
                res.engine
            ))
        })?;
        keys::check(&self.keyed, mk, commitments).map_err(bad)?;
        self.keyed = mk.keyed.clone();
        times(res).map_err(bad)
    }
}

/// The times an entry of pbem 0.7.0 on records: its deadline and each it replaced set no
/// earlier than the one before and not in the past when set; an NMR resolution
/// (`nmr_at`) exactly when a player got the standing orders or a value was withheld, and
/// not before the deadline's end of grace.
fn times(res: &Resolution) -> std::result::Result<(), String> {
    let txt = |e: crate::error::Error| e.to_string();
    if let Some(d) = &res.deadline {
        let mut last = None;
        for one in d.replaced.iter().chain(std::iter::once(d)) {
            set_not_in_past(one, &mut last)?;
        }
    }
    let nmr = !res.nmr.is_empty() || !res.entropy_withheld.is_empty();
    match (&res.nmr_at, nmr) {
        (None, false) => Ok(()),
        (None, true) => Err(
            "lists standing orders or withheld entropy but no nmr_at, the time of `pbem resolve --nmr`"
                .into(),
        ),
        (Some(at), false) => Err(format!(
            "records nmr_at {at} but nobody got the standing orders"
        )),
        (Some(at), true) => {
            let d = res.deadline.as_ref().ok_or_else(|| {
                format!("records nmr_at {at} but no deadline: standing orders need one")
            })?;
            if time("nmr_at", at).map_err(txt)? < d.closes().map_err(txt)? {
                return Err(format!(
                    "was resolved with standing orders at {at}, before the deadline {} and its \
                     grace {} were over ({})",
                    d.at,
                    d.grace,
                    d.closes_text().map_err(txt)?
                ));
            }
            Ok(())
        }
    }
}

/// One deadline of the entry: set no earlier than the deadline it replaced (`last`), and
/// not due before it was set.
fn set_not_in_past(
    d: &Deadline,
    last: &mut Option<std::time::SystemTime>,
) -> std::result::Result<(), String> {
    let txt = |e: crate::error::Error| e.to_string();
    let Some(set) = &d.set else {
        return Err(format!("the deadline {} records no time it was set", d.at));
    };
    let s = time("set", set).map_err(txt)?;
    if time("deadline", &d.at).map_err(txt)? < s {
        return Err(format!(
            "the deadline {} was set at {set}, after it: a deadline in the past",
            d.at
        ));
    }
    if last.is_some_and(|l| s < l) {
        return Err(format!(
            "the deadline {} was set at {set}, before the deadline it replaced",
            d.at
        ));
    }
    *last = Some(s);
    Ok(())
}
