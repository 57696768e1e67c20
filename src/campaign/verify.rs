//! `pbem verify`: replays the whole campaign (protocol step 6) and names the first entry
//! and file that differ.

use super::pending::previous_entropy;
use super::produce::{produce, Inputs, Resolution};
use super::resolve::campaign_templates;
use super::{Campaign, StateFile};
use crate::error::{Error, Result};
use crate::fairness::entropy::check_link;
use crate::fairness::{commitment, Digest, SeedInputs};
use crate::store::list_files;
use crate::yaml::{self, Source};
use std::collections::BTreeMap;
use std::path::Path;

/// What a successful verify checked.
#[derive(Debug, Clone, Default)]
pub struct Verified {
    /// Entries replayed.
    pub entries: u32,
    /// Dice re-derived.
    pub dice: usize,
}

fn diff(entry: &str, file: &str, message: impl Into<String>) -> Error {
    Error::Verify {
        entry: entry.into(),
        file: file.into(),
        message: message.into(),
    }
}

fn read(dir: &Path, entry: &str, file: &str) -> Result<Vec<u8>> {
    crate::store::read(&dir.join(file)).map_err(|e| diff(entry, file, format!("cannot read: {e}")))
}

fn parse<T: serde::de::DeserializeOwned>(bytes: &[u8], entry: &str, file: &str) -> Result<T> {
    Source::new(format!("{entry}/{file}"), String::from_utf8_lossy(bytes))
        .parse()
        .map_err(|e| diff(entry, file, e.to_string()))
}

/// Verifies the campaign in `dir`.
///
/// # Errors
/// [`Error::Verify`] naming the first entry and file that differ.
pub fn verify(dir: &Path) -> Result<Verified> {
    let c = Campaign::open(dir)?;
    let templates = campaign_templates(&c)?;
    let entries = c.entries()?;
    let setup = "0000-setup";
    if entries.first().map(String::as_str) != Some(setup) {
        return Err(diff(
            setup,
            "state.yaml",
            "the history has no 0000-setup entry",
        ));
    }
    // The setup must be the scenario's initial state.
    let mut prev = read(&c.history_dir().join(setup), setup, "state.yaml")?;
    let expected = super::create::setup_state_bytes(&c)?;
    if prev != expected {
        return Err(diff(
            setup,
            "state.yaml",
            format!("differs from scenario {}'s initial state", c.file.scenario),
        ));
    }
    let mut out = Verified::default();
    for (i, name) in entries.iter().skip(1).enumerate() {
        let k = i as u32 + 1;
        let edir = c.history_dir().join(name);
        if !name.starts_with(&format!("{k:04}-")) {
            return Err(diff(name, "", format!("expected entry {k:04} here")));
        }
        let res_bytes = read(&edir, name, "resolution.yaml")?;
        let res: Resolution = parse(&res_bytes, name, "resolution.yaml")?;
        let commitments: BTreeMap<String, Digest> = parse(
            &read(&edir, name, "commitments.yaml")?,
            name,
            "commitments.yaml",
        )?;
        let mut orders = BTreeMap::new();
        for (player, want) in &commitments {
            // A name that becomes a file name must be one of the campaign's players.
            if !c.players.contains_key(player) {
                let m = format!("'{player}' is not a player of this campaign");
                return Err(diff(name, "commitments.yaml", m));
            }
            let file = format!("orders/{player}.yaml");
            let bytes = read(&edir, name, &file)?;
            let got = commitment(&bytes);
            if &got != want {
                return Err(diff(
                    name,
                    &file,
                    format!("hashes to {got}, but {player} committed {want}"),
                ));
            }
            orders.insert(player.clone(), bytes);
        }
        let entropy: BTreeMap<String, Digest> = if edir.join("entropy.yaml").exists() {
            parse(&read(&edir, name, "entropy.yaml")?, name, "entropy.yaml")?
        } else {
            BTreeMap::new()
        };
        for p in c.file.participants.iter() {
            if let Some(a) = &p.entropy {
                let Some(v) = entropy.get(p.id.as_str()) else {
                    if res.entropy_withheld.contains(&p.id.to_string()) {
                        continue;
                    }
                    return Err(diff(name, "entropy.yaml", format!("no value of {}", p.id)));
                };
                // A chain of length N has values for entries 1 to N only (docs/fairness.md).
                if k > a.length {
                    let m = format!("{}'s entropy chain has length {} in campaign.yaml, but gave a value for entry {k}", p.id, a.length);
                    return Err(diff(name, "entropy.yaml", m));
                }
                let (before, gap) = previous_entropy(&c, &p.id, k, &a.anchor)
                    .map_err(|e| diff(name, "entropy.yaml", e.to_string()))?;
                check_link(&p.id, k, v, &before, gap)
                    .map_err(|e| diff(name, "entropy.yaml", e.to_string()))?;
            }
        }
        for (p, why) in &res.nmr {
            if orders.contains_key(p) {
                return Err(diff(
                    name,
                    "resolution.yaml",
                    format!("{p} is listed as NMR ({why}) but has revealed orders"),
                ));
            }
        }
        let prev_hash = Digest::of(&prev);
        if res.previous_state_sha256 != prev_hash {
            return Err(diff(
                name,
                "resolution.yaml",
                format!(
                    "previous_state_sha256 is {}, the previous state.yaml hashes to {prev_hash}",
                    res.previous_state_sha256
                ),
            ));
        }
        let seed = SeedInputs {
            campaign: c.file.id.to_string(),
            entry: k,
            state: prev_hash,
            orders: commitments.clone(),
            entropy: entropy.clone(),
        }
        .seed();
        if res.seed != seed {
            return Err(diff(
                name,
                "resolution.yaml",
                format!("seed is {}, the protocol gives {seed}", res.seed),
            ));
        }
        let inputs = Inputs {
            entry: k,
            commitments,
            orders,
            entropy,
            mail_date: res.mail_date.clone(),
            nmr: res.nmr.clone(),
            entropy_withheld: res.entropy_withheld.clone(),
            deadline: res.deadline.clone(),
            voided: super::void::read(&edir)
                .map_err(|e| diff(name, super::void::FILE, e.to_string()))?,
        };
        let replay = produce(&c, &prev, &inputs, &templates)
            .map_err(|e| diff(name, "", format!("replay failed: {e}")))?;
        if replay.name != *name {
            return Err(diff(
                name,
                "",
                format!("the replay names this entry {}", replay.name),
            ));
        }
        for (file, bytes) in &replay.files {
            let disk = read(&edir, name, file)?;
            if &disk != bytes {
                let hint = if file == "resolution.yaml"
                    && !res.engine.ends_with(env!("CARGO_PKG_VERSION"))
                {
                    format!(
                        " (resolved by {}, replayed by pbem {})",
                        res.engine,
                        env!("CARGO_PKG_VERSION")
                    )
                } else {
                    String::new()
                };
                return Err(diff(
                    name,
                    file,
                    format!(
                        "differs from the replay at line {}{hint}",
                        first_line_diff(&disk, bytes)
                    ),
                ));
            }
        }
        let extra = list_files(&edir)?
            .into_iter()
            .find(|f| !replay.files.contains_key(f));
        if let Some(f) = extra {
            return Err(diff(name, &f, "is not a file the resolution writes"));
        }
        out.dice += res.dice.len();
        out.entries = k;
        prev = replay.files["state.yaml"].clone();
    }
    let top = crate::store::read(&dir.join("state.yaml"))?;
    if top != prev && !super::recover::resolved_from(&c, &top)? {
        let last = entries.last().cloned().unwrap_or_default();
        return Err(diff(
            &last,
            "../../state.yaml",
            "the campaign's state.yaml differs from the newest entry's state.yaml",
        ));
    }
    let _: StateFile = yaml::Source::new("state.yaml", String::from_utf8_lossy(&top)).parse()?;
    Ok(out)
}

fn first_line_diff(a: &[u8], b: &[u8]) -> usize {
    let (a, b) = (String::from_utf8_lossy(a), String::from_utf8_lossy(b));
    a.lines()
        .zip(b.lines())
        .position(|(x, y)| x != y)
        .unwrap_or_else(|| a.lines().count().min(b.lines().count()))
        + 1
}
