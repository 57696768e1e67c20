//! `pbem verify` on a public copy (docs/fairness.md, section 14): everything that needs no
//! withheld file. The copy's files against its manifest; then, when nothing an entry's
//! replay needs is withheld, the full replay; otherwise, per entry in history order, the
//! public orders against their commitments, the entropy chains, the previous state's hash
//! (entry 1's from the scenario), the seed, every die from the seed, the history hash and
//! every public file against the entry's `outputs`.

use super::copy::walk;
pub use super::copy::{is_public_copy, named, Checked};
use super::entries::Chain;
use super::manifest::{Kind, Manifest, FILE, SALTS_FILE};
use crate::campaign::Campaign;
use crate::error::{Error, Result};
use crate::fairness::Digest;
use crate::store;
use std::collections::BTreeSet;
use std::path::Path;

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
    let disk: BTreeSet<String> = walk(dir)?
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
