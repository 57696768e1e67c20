//! The sides of a battle on the table: which one a player commands, and the sides a
//! battle starts with.

use crate::engine::{Ctx, Side as SideInfo};
use crate::error::{Error, Result};
use std::collections::BTreeMap;

/// The side `player` commands among `sides` (by id) of the battle `title`.
///
/// # Errors
/// [`Error::Campaign`] for a player not in the campaign or not of exactly one side.
pub fn side_of<S>(
    ctx: Ctx,
    title: &str,
    sides: &BTreeMap<String, S>,
    player: &str,
) -> Result<String> {
    match crate::engine::campaign_rules::side_ids(ctx, player)? {
        [s] if sides.contains_key(s) => Ok(s.clone()),
        _ => Err(Error::Campaign(format!(
            "'{player}' must command one side of {title} ({})",
            sides.keys().cloned().collect::<Vec<_>>().join(", ")
        ))),
    }
}

/// The sides a battle starts with, in id order: each id and its `name`.
pub fn side_infos<S>(sides: &BTreeMap<String, S>, name: impl Fn(&S) -> &str) -> Vec<SideInfo> {
    sides
        .iter()
        .map(|(id, s)| SideInfo {
            id: id.clone(),
            name: name(s).to_string(),
        })
        .collect()
}
