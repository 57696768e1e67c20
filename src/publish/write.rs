//! `pbem publish DIR OUT`: writes the public copy (section 14 of docs/fairness.md).

use super::commit::{self, SaltKey};
use super::copy::walk;
use super::manifest::{FileEntry, Kind, Manifest, Salts, FILE, FORMAT, SALTS_FILE, SALTS_FORMAT};
use super::{classify, hidden, Class, Why};
use crate::campaign::recover::Lock;
use crate::campaign::Campaign;
use crate::error::{Error, Result};
use crate::fairness::Digest;
use crate::store::{self, Kind as FsKind};
use std::collections::BTreeMap;
use std::path::{Path, PathBuf};

/// What [`publish`] wrote.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Published {
    /// Files copied.
    pub public: usize,
    /// Withheld files by why.
    pub withheld: BTreeMap<Why, usize>,
    /// The moderator's own files left out, by path.
    pub private: Vec<String>,
    /// Files of an earlier copy removed because the folder no longer has them public.
    pub removed: usize,
}

/// Refuses an `out` inside `dir` or a `dir` inside `out`.
fn apart(dir: &Path, out: &Path) -> Result<()> {
    let abs = |p: &Path| -> PathBuf {
        std::fs::canonicalize(p)
            .or_else(|_| std::path::absolute(p))
            .unwrap_or_else(|_| p.to_path_buf())
    };
    let (d, o) = (abs(dir), abs(out));
    if o.starts_with(&d) || d.starts_with(&o) {
        return Err(Error::Campaign(format!(
            "{} and {} lie one inside the other: the public copy goes into a folder of its own; nothing was written",
            dir.display(),
            out.display()
        )));
    }
    Ok(())
}

/// The manifest of an earlier copy in `out`, if any; a folder that holds files and no
/// manifest is refused (it is not a public copy, and publish would overwrite it).
fn earlier(out: &Path) -> Result<Option<Manifest>> {
    match store::kind(out)? {
        FsKind::Missing => return Ok(None),
        FsKind::Dir => {}
        _ => {
            return Err(Error::Campaign(format!(
                "{} is not a folder",
                out.display()
            )))
        }
    }
    if store::kind(&out.join(FILE))? == FsKind::File {
        return Manifest::read(out).map(Some);
    }
    let names: Vec<String> = store::list_dir(out)?
        .into_iter()
        .map(|(n, _)| n)
        .filter(|n| n != ".git")
        .collect();
    if names.is_empty() {
        Ok(None)
    } else {
        Err(Error::Campaign(format!(
            "{} holds files and no {FILE}: it is not a public copy; publish into an empty or new folder, or an earlier copy",
            out.display()
        )))
    }
}

/// Writes the public copy of the campaign in `dir` into `out` (made, or an earlier copy
/// updated: files no longer public removed, `.git` kept). With `release`, every file the
/// game withholds is copied too and `publish-salts.yaml` releases the salts. The salt key
/// is made on the first publish and kept in `DIR.secrets/` ([`commit::key_path`]).
/// Publishing the same folder again writes the same bytes.
///
/// # Errors
/// Not a campaign; a link in the folder; `out` not a public copy, or inside `dir`; reads
/// and writes.
pub fn publish(dir: &Path, out: &Path, release: bool) -> Result<Published> {
    let c = Campaign::open(dir)?;
    let _lock = Lock::take(dir)?;
    apart(dir, out)?;
    // No write or removal below the copy goes through a link.
    store::guard(out);
    let old = earlier(out)?;
    let hides = hidden(&c.data)?;
    let key = commit::load_or_make(dir, c.file.id.as_str())?;
    let mut done = Published::default();
    let mut manifest = Manifest {
        format: FORMAT.into(),
        campaign: c.file.id.to_string(),
        game: c.file.game.clone(),
        files: BTreeMap::new(),
    };
    let mut copies: BTreeMap<String, Vec<u8>> = BTreeMap::new();
    let mut salts = BTreeMap::new();
    for path in walk(dir)? {
        let class = classify(&path, &hides);
        if class == Class::Private || path == FILE || path == SALTS_FILE {
            manifest
                .files
                .insert(path.clone(), entry(Kind::Private, None, None, None));
            done.private.push(path);
            continue;
        }
        let bytes = store::read(&dir.join(&path))?;
        match class {
            Class::Withheld(why) if !release => {
                let c = commit::commitment(&key.salt(&path), &path, &bytes);
                manifest
                    .files
                    .insert(path, entry(Kind::Withheld, None, Some(why), Some(c)));
                *done.withheld.entry(why).or_default() += 1;
            }
            _ => {
                if let Class::Withheld(_) = class {
                    salts.insert(path.clone(), Digest(key.salt(&path)));
                }
                let e = entry(Kind::Public, Some(Digest::of(&bytes)), None, None);
                manifest.files.insert(path.clone(), e);
                copies.insert(path, bytes);
                done.public += 1;
            }
        }
    }
    let text = manifest.to_yaml()?;
    done.removed = write_out(out, old.as_ref(), &copies)?;
    if release {
        let s = Salts {
            format: SALTS_FORMAT.into(),
            campaign: manifest.campaign.clone(),
            key: Digest(key.0),
            salts,
        };
        write_changed(
            &out.join(SALTS_FILE),
            crate::yaml::to_string(&s)?.as_bytes(),
        )?;
    }
    write_changed(&out.join(FILE), text.as_bytes())?;
    Ok(done)
}

fn entry(
    kind: Kind,
    sha256: Option<Digest>,
    why: Option<Why>,
    commitment: Option<Digest>,
) -> FileEntry {
    FileEntry {
        kind,
        sha256,
        why,
        commitment,
    }
}

/// Writes `bytes` unless the file holds them already (a copy published again is not
/// touched).
fn write_changed(path: &Path, bytes: &[u8]) -> Result<()> {
    if store::kind(path)? == FsKind::File && store::read(path)? == bytes {
        return Ok(());
    }
    store::write_atomic(path, bytes)
}

/// Writes the copies into `out` and removes the earlier copy's public files that are not
/// among them; returns how many were removed.
fn write_out(
    out: &Path,
    old: Option<&Manifest>,
    copies: &BTreeMap<String, Vec<u8>>,
) -> Result<usize> {
    let mut removed = 0;
    if let Some(old) = old {
        for (path, f) in &old.files {
            if f.kind == Kind::Public && !copies.contains_key(path) {
                let p = out.join(path);
                store::inside(&p)?;
                if store::kind(&p)? == FsKind::File {
                    std::fs::remove_file(&p).map_err(|e| Error::io(&p, e))?;
                    removed += 1;
                }
            }
        }
    }
    for (path, bytes) in copies {
        write_changed(&out.join(path), bytes)?;
    }
    Ok(removed)
}

/// The salt key of `dir` as [`commit::load_or_make`] keeps it (for tests and `verify`).
///
/// # Errors
/// As [`commit::load_or_make`].
pub fn key_of(dir: &Path, campaign: &str) -> Result<SaltKey> {
    commit::load_or_make(dir, campaign)
}
