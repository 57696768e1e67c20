//! Git as the replicated copy of each campaign: the judge commits the campaign folder
//! after a run changed it and pushes it where `git.push` is set; players `git pull && pbem
//! verify`. It runs the `git` program: pushing and fetching must work over every transport
//! a group uses (ssh with the user's keys and agent, https with its credential helpers),
//! which the `git` program does and gix (no push) and git2 (libgit2 with OpenSSL and
//! libssh2 built in, without the user's ssh configuration) do not; every server a judge
//! runs on has git.

use crate::error::{Error, Result};
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
pub(super) fn git(dir: &Path, args: &[&str], who: &str) -> Result<std::process::Output> {
    Command::new("git")
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
/// the remote changed are discarded ([`super::git_shared`]): true when this campaign's
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
        return super::git_shared::discard(dir, &prefix, upstream, who);
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
