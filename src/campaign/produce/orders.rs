//! The orders an entry is resolved with: the players' revealed orders, the standing
//! orders of players resolved NMR (written to `nmr/<player>.yaml`), and the standing
//! orders of players without a decision (pbem 0.5.0 on; not written out).

use super::Inputs;
use crate::campaign::Campaign;
use crate::engine::LoadedState;
use crate::error::{Error, Result};
use crate::rules::{Ctx, Header, PhaseInfo};
use crate::yaml::Source;
use std::collections::BTreeMap;

/// The orders of every player, and what the entry records of them.
pub(super) struct Gathered {
    /// Player -> the orders to resolve with.
    pub orders: BTreeMap<String, Source>,
    /// `nmr/<player>.yaml` -> the standing orders written for a player resolved NMR.
    pub nmr_files: BTreeMap<String, Vec<u8>>,
    /// Players without a decision in this entry (resolution.yaml `no_decision`).
    pub no_decision: Vec<String>,
}

/// The orders of entry `name` before it is resolved.
///
/// # Errors
/// Orders that are not UTF-8; the game's standing orders failing.
pub(super) fn gather(
    c: &Campaign,
    ctx: Ctx,
    loaded: &LoadedState,
    inputs: &Inputs,
    info: &PhaseInfo,
    name: &str,
) -> Result<Gathered> {
    let sys = c.system();
    let header = |p: &String| Header {
        game: c.file.game.clone(),
        campaign: c.file.id.to_string(),
        entry: inputs.entry,
        turn: info.turn,
        phase: info.phase.clone(),
        player: p.clone(),
    };
    let mut orders = BTreeMap::new();
    for (p, bytes) in &inputs.orders {
        let text = String::from_utf8(bytes.clone())
            .map_err(|_| Error::Campaign(format!("orders of {p} are not UTF-8")))?;
        orders.insert(
            p.clone(),
            Source::new(format!("{name}/orders/{p}.yaml"), text),
        );
    }
    let mut nmr_files = BTreeMap::new();
    for p in inputs.nmr.keys() {
        let text = sys.nmr_orders(ctx, loaded, &header(p))?;
        nmr_files.insert(format!("nmr/{p}.yaml"), text.clone().into_bytes());
        orders.insert(p.clone(), Source::new(format!("{name}/nmr/{p}.yaml"), text));
    }
    // Players without a decision (pbem 0.5.0 on): the standing orders, not written out.
    let deciders =
        crate::campaign::pending::deciders(c, loaded, &inputs.rules_engine(&c.file.game)?)?;
    let no_decision: Vec<String> = c
        .player_ids()
        .into_iter()
        .filter(|p| !deciders.contains(p))
        .collect();
    let standing: Vec<&String> = no_decision
        .iter()
        .filter(|p| !orders.contains_key(*p))
        .collect();
    for p in standing {
        let text = sys.nmr_orders(ctx, loaded, &header(p))?;
        orders.insert(
            p.clone(),
            Source::new(format!("{name}/standing orders of {p}"), text),
        );
    }
    Ok(Gathered {
        orders,
        nmr_files,
        no_decision,
    })
}
