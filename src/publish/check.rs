//! `pbem verify` on a public copy (docs/fairness.md, section 14): everything that needs no
//! withheld file. The copy's files against its manifest; then, when nothing an entry's
//! replay needs is withheld, the full replay; otherwise, per entry in history order, the
//! public orders against their commitments, the entropy chains, the previous state's hash
//! (entry 1's from the scenario), the seed, every die from the seed, the history hash and
//! every public file against the entry's `outputs`.

use super::manifest::{Kind, Manifest, FILE, SALTS_FILE};
use super::Why;
use crate::campaign::produce::Resolution;
use crate::campaign::Campaign;
use crate::error::{Error, Result};
use crate::fairness::entropy::check_link;
use crate::fairness::{history, ChaChaDice, Digest, SeedInputs};
use crate::store;
use crate::yaml::Source;
use std::collections::{BTreeMap, BTreeSet};
use std::path::Path;

/// What verify checked on a public copy, and what it could not.
#[derive(Debug, Clone, Default)]
pub struct Checked {
    /// Entries checked.
    pub entries: u32,
    /// Dice re-derived from their seeds.
    pub dice: usize,
    /// Public files whose SHA-256 matched the manifest.
    pub public_files: usize,
    /// Withheld files by why (their commitments cannot be opened without the salts).
    pub withheld: BTreeMap<Why, usize>,
    /// Whether every entry was replayed by the rules (nothing the replay needs withheld).
    pub replayed: bool,
    /// The history hash through the newest entry.
    pub history: Option<Digest>,
    /// The entry whose history hash is the anchor asked for.
    pub anchor: Option<u32>,
}

/// Whether `dir` is a public copy (it has a `public.yaml`).
pub fn is_public_copy(dir: &Path) -> bool {
    matches!(store::kind(&dir.join(FILE)), Ok(store::Kind::File))
}

/// The error naming `path` of the copy: an entry's file as verify names it, else the path.
pub(super) fn named(path: &str, message: impl Into<String>) -> Error {
    let parts: Vec<&str> = path.splitn(3, '/').collect();
    match parts.as_slice() {
        ["history", entry, file] => Error::Verify {
            entry: entry.to_string(),
            file: file.to_string(),
            message: message.into(),
        },
        _ => Error::Fairness(format!("public copy: {path}: {}", message.into())),
    }
}

/// Verifies the public copy in `dir`; `anchor`: a history hash from a report mail.
///
/// # Errors
/// [`Error::Verify`] or [`Error::Fairness`] naming the first file that fails.
pub fn verify_copy(dir: &Path, anchor: Option<&Digest>, threads: Option<usize>) -> Result<Checked> {
    let m = Manifest::read(dir)?;
    let mut out = Checked {
        public_files: check_files(dir, &m)?,
        ..Default::default()
    };
    for (why, _) in m.withheld().values() {
        *out.withheld.entry(*why).or_default() += 1;
    }
    let needed = m
        .withheld()
        .keys()
        .any(|p| p.starts_with("history/") || *p == "state.yaml");
    if !needed {
        let v = crate::campaign::verify::verify_with(dir, anchor, threads)?;
        out.entries = v.entries;
        out.dice = v.dice;
        out.history = v.history;
        out.anchor = v.anchor;
        out.replayed = true;
        return Ok(out);
    }
    let c = Campaign::open(dir)?;
    let hashes = Chain::new(&c, &m)?.run(&c, dir, &m, &mut out)?;
    out.history = hashes.last().copied();
    if let Some(a) = anchor {
        out.anchor = Some(
            hashes
                .iter()
                .position(|h| h == a)
                .map(|i| i as u32 + 1)
                .ok_or_else(|| {
                    Error::Fairness(format!(
                        "no entry of this campaign has the history hash {a}: the history the mail carrying it describes is not this one"
                    ))
                })?,
        );
    }
    Ok(out)
}

/// Every file of the copy is listed public in the manifest with its SHA-256, and every
/// public file of the manifest is in the copy; returns how many.
fn check_files(dir: &Path, m: &Manifest) -> Result<usize> {
    let disk: BTreeSet<String> = super::write::walk(dir)?
        .into_iter()
        .filter(|p| p != FILE && p != SALTS_FILE)
        .collect();
    for p in &disk {
        match m.files.get(p) {
            None => return Err(named(p, "is in the copy but not listed in public.yaml")),
            Some(f) if f.kind != Kind::Public => {
                return Err(named(
                    p,
                    "is in the copy but public.yaml lists it as not public",
                ))
            }
            Some(f) => {
                let got = Digest::of(&store::read(&dir.join(p))?);
                if Some(got) != f.sha256 {
                    let want = f.sha256.map(|d| d.hex()).unwrap_or_default();
                    return Err(named(
                        p,
                        format!("hashes to {got}, public.yaml lists {want}"),
                    ));
                }
            }
        }
    }
    let public = m.files.iter().filter(|(_, f)| f.kind == Kind::Public);
    if let Some((p, _)) = public.clone().find(|(p, _)| !disk.contains(*p)) {
        return Err(named(
            p,
            "is listed public in public.yaml but missing from the copy",
        ));
    }
    Ok(public.count())
}

/// What the per-entry checks carry from one entry to the next.
struct Chain {
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
    fn new(c: &Campaign, m: &Manifest) -> Result<Chain> {
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
    fn run(
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
        let at = |f: &str| format!("history/{name}/{f}");
        let read = |f: &str| -> Result<Vec<u8>> {
            match m.files.get(&at(f)).map(|e| e.kind) {
                Some(Kind::Public) => store::read(&dir.join(at(f))),
                _ => Err(named(&at(f), "is not a public file of the copy")),
            }
        };
        let parse = |f: &str| -> Result<Source> {
            Ok(Source::new(
                at(f),
                String::from_utf8_lossy(&read(f)?).into_owned(),
            ))
        };
        let res: Resolution = parse("resolution.yaml")?
            .parse()
            .map_err(|e| named(&at("resolution.yaml"), e.to_string()))?;
        let commitments: BTreeMap<String, Digest> = parse("commitments.yaml")?
            .parse()
            .map_err(|e| named(&at("commitments.yaml"), e.to_string()))?;
        let entropy: BTreeMap<String, Digest> = if m.files.contains_key(&at("entropy.yaml")) {
            parse("entropy.yaml")?
                .parse()
                .map_err(|e| named(&at("entropy.yaml"), e.to_string()))?
        } else {
            BTreeMap::new()
        };
        self.orders(c, dir, m, name, &commitments)?;
        self.chains(c, k, name, &res, &commitments, &entropy)?;
        let res_at = at("resolution.yaml");
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
        let mut dice = ChaChaDice::new(&seed);
        for (i, d) in res.dice.iter().enumerate() {
            if d.index != i as u32 + 1 || d.sides == 0 || dice.draw(d.sides) != d.value {
                return Err(named(
                    &res_at,
                    format!(
                        "die {} is not the seed's: {} of d{}",
                        i + 1,
                        d.value,
                        d.sides
                    ),
                ));
            }
        }
        self.outputs(dir, m, name, &res)?;
        let state = *res
            .outputs
            .get("state.yaml")
            .ok_or_else(|| named(&res_at, "outputs lists no state.yaml"))?;
        self.history = history::next(&self.history, k, &seed, &state);
        match (&res.history, &self.recorded) {
            (Some(h), _) if *h != self.history => {
                return Err(named(
                    &res_at,
                    format!("history is {h}, the chain gives {}", self.history),
                ))
            }
            (Some(_), None) => self.recorded = Some(name.to_string()),
            (None, Some(first)) => {
                return Err(named(
                    &res_at,
                    format!("records no history hash, but {first} before it does"),
                ))
            }
            _ => {}
        }
        self.state = state;
        Ok(res.dice.len())
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
