//! The check of a player's view file given on the command line (docs/fairness.md, section
//! 14): the file, or the report mail holding it, whose SHA-256 must be the one the latest
//! entry's `resolution.yaml` lists for the player ([`checked`]); the file itself is
//! [`crate::campaign::view`].

use crate::campaign::produce::Resolution;
use crate::campaign::view::{path, ViewFile};
use crate::campaign::Campaign;
use crate::error::{Error, Result};
use crate::fairness::Digest;
use crate::yaml::Source;
use std::path::Path;

/// The view file given on the command line: the file itself, or, from a report mail
/// (`.eml`, or any file that reads as a message with a `view-*.yaml` attachment), that
/// attachment with its line endings as pbem wrote them.
///
/// # Errors
/// A file that cannot be read or is too large; a mail without a view attachment.
pub fn read_given(file: &Path) -> Result<Vec<u8>> {
    let mail = file
        .extension()
        .is_some_and(|e| e.eq_ignore_ascii_case("eml"));
    if !mail {
        return crate::yaml::read_bounded(file);
    }
    let refuse = |why: String| Error::Campaign(format!("{}: {why}", file.display()));
    // A report mail, bounded as the inbox bounds a message.
    let mut bytes = Vec::new();
    std::fs::File::open(file)
        .and_then(|f| {
            use std::io::Read;
            f.take(crate::mail::extract::MAX_MESSAGE + 1)
                .read_to_end(&mut bytes)
        })
        .map_err(|e| Error::io(file, e))?;
    if bytes.len() as u64 > crate::mail::extract::MAX_MESSAGE {
        return Err(refuse(crate::mail::extract::too_large(bytes.len() as u64)));
    }
    crate::mail::bounds::check(&bytes).map_err(refuse)?;
    use mail_parser::MimeHeaders;
    let msg = mail_parser::MessageParser::default()
        .parse(&bytes[..])
        .ok_or_else(|| refuse("not a mail message".into()))?;
    let part = msg
        .attachments()
        .find(|a| {
            a.attachment_name()
                .is_some_and(|n| n.starts_with("view-") && n.ends_with(".yaml"))
        })
        .ok_or_else(|| {
            refuse("the mail has no view attachment (view-NNNN-PLAYER.yaml: report mails of entries of pbem 0.9.0 on)".into())
        })?;
    if part.contents().len() > crate::yaml::MAX_BYTES {
        return Err(refuse(format!(
            "its view attachment is larger than pbem reads ({} bytes)",
            crate::yaml::MAX_BYTES
        )));
    }
    Ok(String::from_utf8_lossy(part.contents())
        .replace("\r\n", "\n")
        .into_bytes())
}

/// The resolved entries' `resolution.yaml`, newest first: (number, folder name, record).
fn resolutions(c: &Campaign) -> Result<Vec<(u32, String, Resolution)>> {
    let mut out = Vec::new();
    for name in c.entries()?.into_iter().rev() {
        let k: u32 = name[..4].parse().unwrap_or(0);
        if k == 0 {
            continue;
        }
        let p = c.history_dir().join(&name).join("resolution.yaml");
        let src = Source::new(p.display().to_string(), crate::store::read_text(&p)?);
        out.push((k, name, src.parse::<Resolution>()?));
    }
    Ok(out)
}

/// The player whose view file `views/<player>.yaml` an entry's outputs list with `hash`.
fn owner(res: &Resolution, hash: &Digest) -> Option<String> {
    res.outputs.iter().find_map(|(p, h)| {
        let player = p.strip_prefix("views/")?.strip_suffix(".yaml")?;
        (h == hash).then(|| player.to_string())
    })
}

/// Whether an entry's outputs list any view file.
pub fn has_views(res: &Resolution) -> bool {
    res.outputs.keys().any(|p| p.starts_with("views/"))
}

/// The view in `file` (or in the report mail `file`), checked: its SHA-256 is the one the
/// `resolution.yaml` of entry `entry` (default: the latest) lists for `player` (default:
/// the player the file names). Nothing else of the view is trusted.
///
/// # Errors
/// The entry carries no views (resolved before pbem 0.9.0); the file is another player's
/// view, an earlier entry's (stale), or no view pbem wrote for this campaign (forged or
/// changed), each naming the file.
pub fn checked(
    c: &Campaign,
    file: &Path,
    player: Option<&str>,
    entry: Option<u32>,
) -> Result<ViewFile> {
    let bytes = read_given(file)?;
    let hash = Digest::of(&bytes);
    let all = resolutions(c)?;
    let at = match entry {
        None => all.first(),
        Some(k) => all.iter().find(|(j, _, _)| *j == k),
    };
    let Some((k, name, res)) = at else {
        return Err(Error::Campaign(match entry {
            Some(k) => format!("no resolved entry {k}"),
            None => "no entry is resolved yet: there is no view to read".into(),
        }));
    };
    let f = file.display();
    if !has_views(res) {
        return Err(Error::Campaign(format!(
            "entry {name} was resolved by rules older than pbem 0.9.0 and carries no player views, so {f} cannot be checked against it; the players' commands work on the public copy from the first entry resolved under 0.9.0 (the moderator upgrades the campaign with `pbem upgrade`)"
        )));
    }
    let want = match player {
        Some(p) => p.to_string(),
        None => ViewFile::parse(&f.to_string(), &bytes)?.player,
    };
    if owner(res, &hash).as_deref() == Some(want.as_str()) {
        return ViewFile::parse(&f.to_string(), &bytes);
    }
    Err(refused(
        &f.to_string(),
        &hash,
        &want,
        &all,
        (*k, name.as_str(), res),
    ))
}

/// Why the view of SHA-256 `hash` in file `f` is not `want`'s view of entry `at` (number,
/// name, record): another player's, an earlier entry's, or none pbem wrote.
fn refused(
    f: &str,
    hash: &Digest,
    want: &str,
    all: &[(u32, String, Resolution)],
    at: (u32, &str, &Resolution),
) -> Error {
    let (k, name, res) = at;
    if let Some(p) = owner(res, hash) {
        return Error::Campaign(format!(
            "{f} is the view of {p}, not of {want}: give {want}'s own view (attached to {want}'s report mail of entry {name})"
        ));
    }
    if let Some((j, old, p)) = all
        .iter()
        .find_map(|(j, n, r)| owner(r, hash).map(|p| (*j, n, p)))
    {
        return Error::Campaign(format!(
            "{f} is {p}'s view after entry {old} ({j}), not the one of entry {name} ({k}): it is stale; take the view attached to the report mail of entry {name}"
        ));
    }
    Error::Campaign(format!(
        "{f} is not a view pbem wrote for this campaign: its SHA-256 {hash} is in the outputs of no entry's resolution.yaml (changed or forged); {want}'s view of entry {name} is listed there as {}",
        res.outputs
            .get(&path(want))
            .map_or_else(|| "nothing (no such player)".to_string(), Digest::hex)
    ))
}
