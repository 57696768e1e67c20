//! A refused push in a repository holding several campaigns (docs/judge.md "One repository
//! or one per campaign"): the other judge's push says which campaign folders it changed,
//! and only those are made the remote's. Work of a folder the remote did not change (this
//! campaign's run, when the refusal came from another campaign's push; another campaign's
//! run not pushed yet) is kept, committed on the remote's work, to be pushed with the next
//! push. A folder both changed is discarded, the record of the mail this judge sent for it
//! kept ([`super::keep`]).

use super::git::{commit, git, ok};
use super::keep::Kept;
use crate::error::Result;
use std::collections::BTreeSet;
use std::path::Path;

/// Discards, for the remote's branch `upstream`, the folders it changed since this
/// judge's branch left it; `prefix` is the campaign folder `dir` in the repository
/// (`git rev-parse --show-prefix`: `camp/`). True when `dir`'s own run was discarded.
///
/// # Errors
/// git's errors; the kept mail records unreadable or unwritable.
pub fn discard(dir: &Path, prefix: &str, upstream: &str, who: &str) -> Result<bool> {
    let top_text = ok(dir, &["rev-parse", "--show-toplevel"], who)?;
    let top = Path::new(&top_text);
    let mine = prefix.trim_end_matches('/').to_string();
    let parent = match mine.rsplit_once('/') {
        Some((p, _)) => format!("{p}/"),
        None => String::new(),
    };
    let base = ok(top, &["merge-base", "HEAD", upstream], who)?;
    let theirs: BTreeSet<String> = changed(top, &base, upstream, who)?
        .iter()
        .map(|p| group(&parent, p))
        .collect();
    let ours: BTreeSet<String> = changed(top, &base, "HEAD", who)?
        .iter()
        .map(|p| group(&parent, p))
        .filter(|g| !theirs.contains(g))
        .collect();
    // The mail records of every campaign folder about to be made the remote's.
    let mut kept = Vec::new();
    for g in &theirs {
        let d = top.join(g);
        if d.join("campaign.yaml").is_file() {
            kept.push((d.clone(), Kept::read(&d)?));
        }
    }
    ok(top, &["reset", "--quiet", "--soft", upstream], who)?;
    for g in &theirs {
        restore(top, upstream, g, who)?;
    }
    // The index holds this judge's work of the folders the remote did not change.
    if !git(top, &["diff", "--cached", "--quiet"], who)?
        .status
        .success()
    {
        let names: Vec<&str> = ours.iter().map(String::as_str).collect();
        ok(
            top,
            &[
                "commit",
                "--quiet",
                "-m",
                &format!(
                    "pbem judge: work not pushed yet of {}, kept on the remote's (which did not change it)",
                    names.join(", ")
                ),
            ],
            who,
        )?;
    }
    for (d, k) in kept {
        if k.restore(&d)? > 0 {
            commit(
                &d,
                "pbem judge: the record of the mail this judge sent, kept from its discarded run",
                who,
            )?;
        }
    }
    Ok(theirs.contains(&mine))
}

/// The folder or file `g` (from the repository's top) made the remote's `upstream` in
/// the index and the work tree, files git does not track in it removed (ignored ones
/// stay). A path neither the remote nor the index has is only cleaned.
///
/// # Errors
/// git's errors.
fn restore(top: &Path, upstream: &str, g: &str, who: &str) -> Result<()> {
    let args = [
        "restore",
        "--quiet",
        "--source",
        upstream,
        "--staged",
        "--worktree",
        "--",
        g,
    ];
    let o = git(top, &args, who)?;
    let err = String::from_utf8_lossy(&o.stderr);
    if !o.status.success() && !err.contains("did not match") {
        return Err(crate::error::Error::Campaign(format!(
            "git restore {g} in {}: {}",
            top.display(),
            err.trim()
        )));
    }
    ok(top, &["clean", "--quiet", "-d", "--force", "--", g], who)?;
    Ok(())
}

/// The paths (from the repository's top) changed between commits `a` and `b`.
///
/// # Errors
/// git's errors.
fn changed(top: &Path, a: &str, b: &str, who: &str) -> Result<Vec<String>> {
    let o = ok(top, &["diff", "--name-only", "-z", a, b], who)?;
    Ok(o.split('\0')
        .filter(|p| !p.is_empty())
        .map(str::to_string)
        .collect())
}

/// The folder a changed path belongs to: the campaign folder (a subfolder of `parent`,
/// the folder holding the campaigns) it is in, or the path itself outside them.
fn group(parent: &str, path: &str) -> String {
    match path.strip_prefix(parent) {
        Some(rest) => match rest.split_once('/') {
            Some((first, _)) => format!("{parent}{first}"),
            None => path.to_string(),
        },
        None => path.to_string(),
    }
}

#[cfg(test)]
mod tests {
    use super::group;

    #[test]
    fn a_changed_path_belongs_to_its_campaign_folder() {
        assert_eq!(group("", "camp/history/0001/state.yaml"), "camp");
        assert_eq!(group("", ".gitignore"), ".gitignore");
        assert_eq!(group("root/", "root/b/mail-log.yaml"), "root/b");
        assert_eq!(group("root/", "other/file"), "other/file");
        assert_eq!(group("root/", "root/file"), "root/file");
    }
}
