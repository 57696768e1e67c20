//! The per-entry checks of `pbem verify` on a public copy whose replay needs withheld
//! files (docs/fairness.md, section 14): in history order, the public orders against their
//! commitments, the entropy chains, the previous state's hash, the seed, every die, the
//! history hash and the entry's files against its `outputs`.

use super::copy::{named, Checked};
use super::manifest::{Kind, Manifest};
use crate::campaign::produce::Resolution;
use crate::campaign::Campaign;
use crate::error::Result;
use crate::fairness::entropy::check_link;
use crate::fairness::{history, ChaChaDice, Digest, SeedInputs};
use crate::store;
use crate::yaml::Source;
use std::collections::{BTreeMap, BTreeSet};
use std::path::Path;

/// What the per-entry checks carry from one entry to the next.
pub(super) struct Chain {
    /// Participant -> the last entropy value given and its entry (the anchor and 0).
    entropy: BTreeMap<String, (Digest, u32)>,
    /// Participant -> chain length.
    lengths: BTreeMap<String, u32>,
    /// The previous entry's state hash.
    state: Digest,
    /// `H_(k-1)`.
    history: Digest,
    /// The first entry that recorded its history hash.
    recorded: Option<String>,
}

impl Chain {
    /// Before entry 1: the anchors, and the setup state rebuilt from the scenario.
    pub(super) fn new(c: &Campaign, m: &Manifest) -> Result<Chain> {
        if !m.files.keys().any(|p| p.starts_with("history/0000-setup/")) {
            return Err(named(
                "history/0000-setup/state.yaml",
                "the copy has no setup entry",
            ));
        }
        let setup = Digest::of(&crate::campaign::create::setup_state_bytes(c)?);
        let chains = c
            .file
            .participants
            .iter()
            .filter_map(|p| p.entropy.as_ref().map(|a| (p, a)));
        Ok(Chain {
            entropy: chains
                .clone()
                .map(|(p, a)| (p.id.to_string(), (a.anchor, 0)))
                .collect(),
            lengths: chains.map(|(p, a)| (p.id.to_string(), a.length)).collect(),
            state: setup,
            history: history::genesis(&setup),
            recorded: None,
        })
    }

    /// Checks every entry of the copy in history order; the history hashes.
    pub(super) fn run(
        mut self,
        c: &Campaign,
        dir: &Path,
        m: &Manifest,
        out: &mut Checked,
    ) -> Result<Vec<Digest>> {
        let names: BTreeSet<&str> = m
            .files
            .keys()
            .filter_map(|p| p.strip_prefix("history/")?.split_once('/').map(|(e, _)| e))
            .filter(|e| e.len() > 4 && e.as_bytes()[..4].iter().all(u8::is_ascii_digit))
            .filter(|e| *e != "0000-setup")
            .collect();
        let mut hashes = Vec::new();
        for (i, name) in names.iter().enumerate() {
            let k = i as u32 + 1;
            if !name.starts_with(&format!("{k:04}-")) {
                return Err(named(
                    &format!("history/{name}/"),
                    format!("expected entry {k:04} here"),
                ));
            }
            out.dice += self.entry(c, dir, m, k, name)?;
            out.entries += 1;
            hashes.push(self.history);
        }
        if let Some(f) = m.files.get("state.yaml").filter(|f| f.kind == Kind::Public) {
            if f.sha256 != Some(self.state) {
                return Err(named(
                    "state.yaml",
                    "differs from the newest entry's state.yaml",
                ));
            }
        }
        Ok(hashes)
    }

    /// Entry `k`: returns its dice count.
    fn entry(
        &mut self,
        c: &Campaign,
        dir: &Path,
        m: &Manifest,
        k: u32,
        name: &str,
    ) -> Result<usize> {
        let (res, commitments, entropy) = inputs(dir, m, name)?;
        self.orders(c, dir, m, name, &commitments)?;
        self.chains(c, k, name, &res, &commitments, &entropy)?;
        let res_at = format!("history/{name}/resolution.yaml");
        if res.previous_state_sha256 != self.state {
            return Err(named(
                &res_at,
                format!(
                    "previous_state_sha256 is {}, the previous entry's state.yaml hashes to {}",
                    res.previous_state_sha256, self.state
                ),
            ));
        }
        let seed = SeedInputs {
            campaign: c.file.id.to_string(),
            entry: k,
            state: self.state,
            orders: commitments,
            entropy,
        }
        .seed();
        if res.seed != seed {
            return Err(named(
                &res_at,
                format!("seed is {}, the protocol gives {seed}", res.seed),
            ));
        }
        dice(&res_at, &seed, &res)?;
        self.outputs(dir, m, name, &res)?;
        self.advance(&res_at, name, k, &seed, &res)?;
        Ok(res.dice.len())
    }

    /// The history hash through entry `k` (section 8), which a recorded one must equal;
    /// once an entry records it, every later one must; the state hash moves on.
    fn advance(
        &mut self,
        res_at: &str,
        name: &str,
        k: u32,
        seed: &Digest,
        res: &Resolution,
    ) -> Result<()> {
        let state = *res
            .outputs
            .get("state.yaml")
            .ok_or_else(|| named(res_at, "outputs lists no state.yaml"))?;
        self.history = history::next(&self.history, k, seed, &state);
        match (&res.history, &self.recorded) {
            (Some(h), _) if *h != self.history => {
                return Err(named(
                    res_at,
                    format!("history is {h}, the chain gives {}", self.history),
                ))
            }
            (Some(_), None) => self.recorded = Some(name.to_string()),
            (None, Some(first)) => {
                return Err(named(
                    res_at,
                    format!("records no history hash, but {first} before it does"),
                ))
            }
            _ => {}
        }
        self.state = state;
        Ok(())
    }

    /// Each committed id is a player; each public orders file hashes to its commitment.
    fn orders(
        &self,
        c: &Campaign,
        dir: &Path,
        m: &Manifest,
        name: &str,
        commitments: &BTreeMap<String, Digest>,
    ) -> Result<()> {
        for (player, want) in commitments {
            if !c.players.contains_key(player) {
                return Err(named(
                    &format!("history/{name}/commitments.yaml"),
                    format!("'{player}' is not a player of this campaign"),
                ));
            }
            let p = format!("history/{name}/orders/{player}.yaml");
            if m.files.get(&p).is_some_and(|f| f.kind == Kind::Public) {
                let got = Digest::of(&store::read(&dir.join(&p))?);
                if got != *want {
                    return Err(named(
                        &p,
                        format!("hashes to {got}, but {player} committed {want}"),
                    ));
                }
            }
        }
        Ok(())
    }

    /// The entry's values link to each chain's last value; a value missing only from a
    /// participant the entry did not need, or one listed as withheld.
    fn chains(
        &mut self,
        c: &Campaign,
        k: u32,
        name: &str,
        res: &Resolution,
        commitments: &BTreeMap<String, Digest>,
        entropy: &BTreeMap<String, Digest>,
    ) -> Result<()> {
        let file = format!("history/{name}/entropy.yaml");
        if res.commitments != *commitments {
            return Err(named(
                &format!("history/{name}/commitments.yaml"),
                "differs from the commitments resolution.yaml records",
            ));
        }
        if res.entropy != *entropy {
            return Err(named(
                &file,
                "differs from the entropy values resolution.yaml records",
            ));
        }
        let deciders: Vec<String> = c
            .player_ids()
            .into_iter()
            .filter(|p| !res.no_decision.contains(p))
            .collect();
        let mut bound: Vec<String> = deciders.iter().chain(commitments.keys()).cloned().collect();
        bound.sort();
        bound.dedup();
        let needed = crate::campaign::pending::entropy_from(c, &deciders, &bound);
        if let Some(id) = entropy.keys().find(|id| !self.entropy.contains_key(*id)) {
            return Err(named(
                &file,
                format!("{id} has no entropy chain in campaign.yaml"),
            ));
        }
        for (id, (before, j)) in self.entropy.iter_mut() {
            let Some(v) = entropy.get(id) else {
                if res.entropy_withheld.contains(id) || !needed.contains(id) {
                    continue;
                }
                return Err(named(&file, format!("no value of {id}")));
            };
            let length = self.lengths.get(id).copied().unwrap_or(u32::MAX);
            if k > length {
                return Err(named(
                    &file,
                    format!("{id}'s chain has length {length}, but gave a value for entry {k}"),
                ));
            }
            check_link(id, k, v, before, k - *j).map_err(|e| named(&file, e.to_string()))?;
            (*before, *j) = (*v, k);
        }
        Ok(())
    }

    /// Every file of the entry but resolution.yaml is in its `outputs`, a public one with
    /// its SHA-256; every output is in the manifest.
    fn outputs(&self, _dir: &Path, m: &Manifest, name: &str, res: &Resolution) -> Result<()> {
        let prefix = format!("history/{name}/");
        for (p, f) in m
            .files
            .range(prefix.clone()..)
            .take_while(|(p, _)| p.starts_with(&prefix))
        {
            let rel = &p[prefix.len()..];
            if rel == "resolution.yaml" || f.kind == Kind::Private {
                continue;
            }
            match (res.outputs.get(rel), f.kind) {
                (None, _) => {
                    return Err(named(
                        p,
                        "is not a file the resolution writes (not in outputs)",
                    ))
                }
                (Some(h), Kind::Public) if Some(*h) != f.sha256 => {
                    return Err(named(
                        p,
                        format!(
                            "hashes to {}, resolution.yaml's outputs list {h}",
                            f.sha256.map(|d| d.hex()).unwrap_or_default()
                        ),
                    ))
                }
                _ => {}
            }
        }
        if let Some(rel) = res
            .outputs
            .keys()
            .find(|r| !m.files.contains_key(&format!("{prefix}{r}")))
        {
            return Err(named(
                &format!("{prefix}{rel}"),
                "is in resolution.yaml's outputs but not in the copy's public.yaml",
            ));
        }
        Ok(())
    }
}

/// An entry's `resolution.yaml`, `commitments.yaml` and `entropy.yaml` (absent: none), each
/// a public file of the copy.
fn inputs(
    dir: &Path,
    m: &Manifest,
    name: &str,
) -> Result<(
    Resolution,
    BTreeMap<String, Digest>,
    BTreeMap<String, Digest>,
)> {
    let at = |f: &str| format!("history/{name}/{f}");
    let parse = |f: &str| -> Result<Source> {
        let bytes = match m.files.get(&at(f)).map(|e| e.kind) {
            Some(Kind::Public) => store::read(&dir.join(at(f)))?,
            _ => return Err(named(&at(f), "is not a public file of the copy")),
        };
        Ok(Source::new(
            at(f),
            String::from_utf8_lossy(&bytes).into_owned(),
        ))
    };
    let res: Resolution = parse("resolution.yaml")?
        .parse()
        .map_err(|e| named(&at("resolution.yaml"), e.to_string()))?;
    let commitments = parse("commitments.yaml")?
        .parse()
        .map_err(|e| named(&at("commitments.yaml"), e.to_string()))?;
    let entropy = if m.files.contains_key(&at("entropy.yaml")) {
        parse("entropy.yaml")?
            .parse()
            .map_err(|e| named(&at("entropy.yaml"), e.to_string()))?
    } else {
        BTreeMap::new()
    };
    Ok((res, commitments, entropy))
}

/// Every die of the entry's log is the seed's (section 4), in order.
fn dice(res_at: &str, seed: &Digest, res: &Resolution) -> Result<()> {
    let mut dice = ChaChaDice::new(seed);
    for (i, d) in res.dice.iter().enumerate() {
        if d.index != i as u32 + 1 || d.sides == 0 || dice.draw(d.sides) != d.value {
            return Err(named(
                res_at,
                format!(
                    "die {} is not the seed's: {} of d{}",
                    i + 1,
                    d.value,
                    d.sides
                ),
            ));
        }
    }
    Ok(())
}
