//! `public.yaml`, the manifest of a public copy, and `publish-salts.yaml`, the salts the
//! moderator releases (docs/fairness.md, section 14).

use super::Why;
use crate::error::{Error, Result};
use crate::fairness::Digest;
use crate::yaml::Source;
use serde::{Deserialize, Serialize};
use std::collections::BTreeMap;
use std::path::Path;

/// The manifest's file name, at the top of the public copy.
pub const FILE: &str = "public.yaml";
/// The manifest's `format:`.
pub const FORMAT: &str = "pbem-public-v1";
/// The released salts' file name, at the top of a released copy.
pub const SALTS_FILE: &str = "publish-salts.yaml";
/// The released salts' `format:`.
pub const SALTS_FORMAT: &str = "pbem-publish-salts-v1";

/// What the copy holds of one file of the campaign folder.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Kind {
    /// In the copy, byte for byte; `sha256` is the SHA-256 of its bytes.
    Public,
    /// Not in the copy; `commitment` is the salted commitment to its bytes, `why` says why.
    Withheld,
    /// The moderator's own file (no entry is made from it): not in the copy, not committed.
    Private,
}

/// One file of the manifest, written on one line: `public <sha256>`, `withheld <why>
/// <commitment>` or `private`.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct FileEntry {
    /// What the copy holds of it.
    pub kind: Kind,
    /// A public file's SHA-256.
    pub sha256: Option<Digest>,
    /// Why a withheld file is withheld.
    pub why: Option<Why>,
    /// A withheld file's salted commitment.
    pub commitment: Option<Digest>,
}

impl FileEntry {
    /// The line's words.
    fn line(&self) -> String {
        match (self.kind, self.sha256, self.why, self.commitment) {
            (Kind::Public, Some(h), _, _) => format!("public {h}"),
            (Kind::Withheld, _, Some(w), Some(c)) => format!("withheld {} {c}", w.word()),
            _ => "private".into(),
        }
    }

    /// Parses a line; None when it is none of the three.
    fn parse(line: &str) -> Option<FileEntry> {
        let w: Vec<&str> = line.split(' ').collect();
        let e = |kind, sha256, why, commitment| FileEntry {
            kind,
            sha256,
            why,
            commitment,
        };
        match w.as_slice() {
            ["public", h] => Some(e(Kind::Public, Some(Digest::parse(h).ok()?), None, None)),
            ["withheld", why, c] => Some(e(
                Kind::Withheld,
                None,
                Some(Why::from_word(why)?),
                Some(Digest::parse(c).ok()?),
            )),
            ["private"] => Some(e(Kind::Private, None, None, None)),
            _ => None,
        }
    }
}

impl Why {
    /// The word in `public.yaml`.
    pub fn word(self) -> &'static str {
        match self {
            Why::State => "state",
            Why::Orders => "orders",
            Why::PlayerReports => "player-reports",
            Why::Sealed => "sealed",
        }
    }

    fn from_word(w: &str) -> Option<Why> {
        [Why::State, Why::Orders, Why::PlayerReports, Why::Sealed]
            .into_iter()
            .find(|x| x.word() == w)
    }
}

/// `public.yaml`.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Manifest {
    /// [`FORMAT`].
    pub format: String,
    /// The campaign id.
    pub campaign: String,
    /// The game id.
    pub game: String,
    /// Every file of the campaign folder (relative path, `/` separators) and what the copy
    /// holds of it, in ascending byte order of the path.
    pub files: BTreeMap<String, FileEntry>,
}

/// `public.yaml` as written.
#[derive(Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
struct Raw {
    format: String,
    campaign: String,
    game: String,
    files: BTreeMap<String, String>,
}

impl Manifest {
    /// The manifest as `public.yaml` holds it.
    ///
    /// # Errors
    /// A manifest larger than its readers take ([`crate::yaml::MAX_BYTES`],
    /// [`crate::yaml::MAX_NODES`]): nothing is written then.
    pub fn to_yaml(&self) -> Result<String> {
        let raw = Raw {
            format: self.format.clone(),
            campaign: self.campaign.clone(),
            game: self.game.clone(),
            files: self
                .files
                .iter()
                .map(|(p, f)| (p.clone(), f.line()))
                .collect(),
        };
        let text = crate::yaml::to_string(&raw)?;
        if text.len() > crate::yaml::MAX_BYTES || 2 * self.files.len() + 16 > crate::yaml::MAX_NODES
        {
            return Err(Error::Campaign(format!(
                "the manifest of {} files would be larger than pbem reads ({} bytes, {} values); nothing was written",
                self.files.len(),
                crate::yaml::MAX_BYTES,
                crate::yaml::MAX_NODES
            )));
        }
        Ok(text)
    }

    /// The manifest of the public copy in `dir`.
    ///
    /// # Errors
    /// A missing or malformed `public.yaml`, with file, line and path.
    pub fn read(dir: &Path) -> Result<Manifest> {
        let src = Source::read(&dir.join(FILE))?;
        let raw: Raw = src.parse()?;
        if raw.format != FORMAT {
            return Err(src.invalid("format", format!("expected {FORMAT}")));
        }
        let mut files = BTreeMap::new();
        for (path, line) in raw.files {
            let safe = !path.is_empty()
                && !path.starts_with('/')
                && path
                    .split('/')
                    .all(|c| !c.is_empty() && c != "." && c != "..");
            match FileEntry::parse(&line) {
                Some(f) if safe => {
                    files.insert(path, f);
                }
                _ => {
                    return Err(src.invalid(
                        &format!("files.{path}"),
                        "expected `public SHA256`, `withheld WHY COMMITMENT` or `private` for a \
                         relative path without . or ..",
                    ))
                }
            }
        }
        Ok(Manifest {
            format: raw.format,
            campaign: raw.campaign,
            game: raw.game,
            files,
        })
    }

    /// The withheld files: path -> (why, commitment).
    pub fn withheld(&self) -> BTreeMap<&str, (Why, Digest)> {
        self.files
            .iter()
            .filter_map(|(p, f)| match (f.kind, f.why, f.commitment) {
                (Kind::Withheld, Some(w), Some(c)) => Some((p.as_str(), (w, c))),
                _ => None,
            })
            .collect()
    }
}

/// `publish-salts.yaml`: the salt key and each withheld file's salt, released by the
/// moderator when the campaign ends (`pbem publish --release`).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Salts {
    /// [`SALTS_FORMAT`].
    pub format: String,
    /// The campaign id.
    pub campaign: String,
    /// The salt key: every path's salt follows from it (section 14), also of files that
    /// were withheld in an earlier copy and are gone now (a waiting entry's sealed orders).
    pub key: Digest,
    /// The salt of every file the game withholds in the folder now, path -> 64 hex digits.
    pub salts: BTreeMap<String, Digest>,
}

impl Salts {
    /// The released salts in `file`.
    ///
    /// # Errors
    /// A missing or malformed file, with file, line and path.
    pub fn read(file: &Path) -> Result<Salts> {
        let src = Source::read(file)?;
        let s: Salts = src.parse()?;
        if s.format != SALTS_FORMAT {
            return Err(src.invalid("format", format!("expected {SALTS_FORMAT}")));
        }
        Ok(s)
    }

    /// The salt of `path`: the one listed, else the one the key gives.
    ///
    /// # Errors
    /// [`Error::Fairness`] when the listed salt is not the one the key gives.
    pub fn salt(&self, path: &str) -> Result<[u8; 32]> {
        let derived = super::commit::SaltKey(self.key.0).salt(path);
        match self.salts.get(path) {
            Some(s) if s.0 != derived => Err(Error::Fairness(format!(
                "publish-salts.yaml: the salt of {path} is not the one its key gives"
            ))),
            _ => Ok(derived),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn each_line_reads_back_and_a_malformed_one_is_refused() {
        let h = Digest([3; 32]);
        for f in [
            FileEntry {
                kind: Kind::Public,
                sha256: Some(h),
                why: None,
                commitment: None,
            },
            FileEntry {
                kind: Kind::Withheld,
                sha256: None,
                why: Some(Why::PlayerReports),
                commitment: Some(h),
            },
            FileEntry {
                kind: Kind::Private,
                sha256: None,
                why: None,
                commitment: None,
            },
        ] {
            assert_eq!(FileEntry::parse(&f.line()), Some(f.clone()));
        }
        assert_eq!(FileEntry::parse("withheld secret 00"), None);
        assert_eq!(FileEntry::parse(&format!("public {h} extra")), None);
    }
}
