//! Git as the replicated copy of each campaign: the judge commits the campaign folder
//! after a run changed it and pushes it where `git.push` is set; players `git pull && pbem
//! verify`. It runs the `git` program: pushing and fetching must work over every transport
//! a group uses (ssh with the user's keys and agent, https with its credential helpers),
//! which the `git` program does and gix (no push) and git2 (libgit2 with OpenSSL and
//! libssh2 built in, without the user's ssh configuration) do not; every server a judge
//! runs on has git.

use crate::error::{Error, Result};
use std::collections::BTreeSet;
use std::path::Path;
use std::process::Command;

/// What a push did.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Pushed {
    /// The remote took it.
    Yes,
    /// The remote refused it: another judge pushed first. Its words.
    Rejected(String),
}

/// Runs `git -C dir ARGS` with the judge's identity; its stdout, or an error with stderr.
/// Git speaks English (`LC_ALL=C`): the judge reads some of its messages.
fn git(dir: &Path, args: &[&str], who: &str) -> Result<std::process::Output> {
    Command::new("git")
        .env("LC_ALL", "C")
        .arg("-C")
        .arg(dir)
        .args(["-c", "user.name=pbem judge", "-c"])
        .arg(format!("user.email={who}"))
        .args(args)
        .output()
        .map_err(|e| Error::Campaign(format!("git {}: {e} (is git installed?)", args.join(" "))))
}

/// [`git`], expected to succeed: its stdout, trimmed.
pub(super) fn ok(dir: &Path, args: &[&str], who: &str) -> Result<String> {
    let o = git(dir, args, who)?;
    if !o.status.success() {
        return Err(Error::Campaign(format!(
            "git {} in {}: {}",
            args.join(" "),
            dir.display(),
            String::from_utf8_lossy(&o.stderr).trim()
        )));
    }
    Ok(String::from_utf8_lossy(&o.stdout).trim().to_string())
}

/// Commits everything changed in the folder `dir` (and nothing outside it) with
/// `message`; false when nothing changed.
///
/// # Errors
/// `dir` not in a git work tree; git's own errors.
pub fn commit(dir: &Path, message: &str, who: &str) -> Result<bool> {
    ok(dir, &["add", "--all", "--", "."], who)?;
    let o = git(dir, &["diff", "--cached", "--quiet", "--", "."], who)?;
    if o.status.success() {
        return Ok(false);
    }
    ok(dir, &["commit", "--quiet", "-m", message, "--", "."], who)?;
    Ok(true)
}

/// The current branch's name.
fn branch(dir: &Path, who: &str) -> Result<String> {
    ok(dir, &["rev-parse", "--abbrev-ref", "HEAD"], who)
}

/// Pushes the current branch to `remote`.
///
/// # Errors
/// git failing other than by a refusal of the remote (no such remote, no network).
pub fn push(dir: &Path, remote: &str, who: &str) -> Result<Pushed> {
    let b = branch(dir, who)?;
    let o = git(
        dir,
        &[
            "push",
            "--porcelain",
            remote,
            &format!("HEAD:refs/heads/{b}"),
        ],
        who,
    )?;
    if o.status.success() {
        return Ok(Pushed::Yes);
    }
    let out = String::from_utf8_lossy(&o.stdout).to_string() + &String::from_utf8_lossy(&o.stderr);
    if out.contains("[rejected]") || out.contains("non-fast-forward") || out.contains("fetch first")
    {
        return Ok(Pushed::Rejected(out.trim().to_string()));
    }
    Err(Error::Campaign(format!(
        "git push {remote} in {}: {}",
        dir.display(),
        out.trim()
    )))
}

/// Fetches `remote` and makes the campaign folder the remote's, discarding its local
/// commits and changes not pushed where the remote changed it (another judge ran first;
/// this run starts again from its work). Files git does not track (the Maildir, the
/// secrets) are left alone. In a repository holding several campaigns, only the folders
/// the remote changed are discarded ([`discard_shared`]): true when this campaign's
/// run was.
///
/// # Errors
/// git's errors.
pub fn reset_to_remote(dir: &Path, remote: &str, who: &str) -> Result<bool> {
    let b = branch(dir, who)?;
    ok(dir, &["fetch", "--quiet", remote], who)?;
    discard(dir, &format!("{remote}/{b}"), who)
}

/// The campaign folder made the remote's branch `upstream`: in its own repository, `git
/// reset --hard` and `git clean` (files of a discarded run that git did not track yet go
/// too; ignored files stay); in a shared one, only the folders the remote changed. The
/// record of the mail this judge sent is kept ([`super::keep`]) and committed on the
/// remote's work, to be pushed with the next push. True when this campaign's run was
/// discarded.
fn discard(dir: &Path, upstream: &str, who: &str) -> Result<bool> {
    let prefix = ok(dir, &["rev-parse", "--show-prefix"], who)?;
    if !prefix.is_empty() {
        return discard_shared(dir, &prefix, upstream, who);
    }
    let kept = super::keep::Kept::read(dir)?;
    ok(dir, &["reset", "--quiet", "--hard", upstream], who)?;
    ok(dir, &["clean", "--quiet", "-d", "--force", "--", "."], who)?;
    if kept.restore(dir)? > 0 {
        commit(
            dir,
            "pbem judge: the record of the mail this judge sent, kept from its discarded run",
            who,
        )?;
    }
    Ok(true)
}

/// Whether the branch holds commits the remote's branch `upstream` does not.
fn ahead(dir: &Path, upstream: &str, who: &str) -> Result<bool> {
    let n = ok(
        dir,
        &["rev-list", "--count", &format!("{upstream}..HEAD")],
        who,
    )?;
    Ok(n != "0")
}

/// Before a run: brings the branch up to the remote's. What a stopped run left (the
/// caller has taken the campaign lock, which recovers the folder) is committed and pushed
/// first; when the remote refuses it, another judge ran since, and the local run is
/// discarded for the remote's. A branch already the remote's is left alone; one behind it
/// is brought to it. True when local commits are left to push (the kept mail record, or,
/// in a shared repository, work of folders the remote did not change).
///
/// # Errors
/// git's errors.
pub fn sync(dir: &Path, remote: &str, who: &str) -> Result<bool> {
    commit(dir, "pbem judge: what a stopped run had recorded", who)?;
    let b = branch(dir, who)?;
    ok(dir, &["fetch", "--quiet", remote], who)?;
    let upstream = format!("{remote}/{b}");
    let known = git(dir, &["rev-parse", "--verify", "--quiet", &upstream], who)?;
    if !known.status.success() {
        // The remote has no such branch yet: this judge's is the first.
        push(dir, remote, who)?;
        return Ok(false);
    }
    // "BEHIND\tAHEAD" of HEAD against the remote's branch.
    let counts = ok(
        dir,
        &[
            "rev-list",
            "--left-right",
            "--count",
            &format!("{upstream}...HEAD"),
        ],
        who,
    )?;
    let mut n = counts.split_whitespace();
    let (behind, ahead_n) = (n.next().unwrap_or("1"), n.next().unwrap_or("1"));
    if ahead_n != "0" && push(dir, remote, who)? == Pushed::Yes {
        return Ok(false);
    }
    if ahead_n == "0" && behind == "0" {
        return Ok(false);
    }
    discard(dir, &upstream, who)?;
    ahead(dir, &upstream, who)
}

// A refused push in a repository holding several campaigns (docs/judge.md "One repository
// per campaign, or one for ROOT"): the other judge's push says which campaign folders it
// changed, and only those are made the remote's. Work of a folder the remote did not
// change (this campaign's run, when the refusal came from another campaign's push;
// another campaign's run not pushed yet) is kept, committed on the remote's work, to be
// pushed with the next push. A folder both changed is discarded, the record of the mail
// this judge sent for it kept ([`super::keep`]).

/// Discards, for the remote's branch `upstream`, the folders it changed since this
/// judge's branch left it; `prefix` is the campaign folder `dir` in the repository
/// (`git rev-parse --show-prefix`: `camp/`). True when `dir`'s own run was discarded.
///
/// # Errors
/// git's errors; the kept mail records unreadable or unwritable.
fn discard_shared(dir: &Path, prefix: &str, upstream: &str, who: &str) -> Result<bool> {
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
            kept.push((d.clone(), super::keep::Kept::read(&d)?));
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
        return Err(Error::Campaign(format!(
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
