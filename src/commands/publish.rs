//! `pbem publish` and `pbem verify` on a public copy (docs/fairness.md, section 14).

use crate::cli::{PublishArgs, VerifyArgs};
use crate::error::{Error, Result};
use crate::publish::check::{self, Checked};
use crate::publish::manifest::{Manifest, Salts};
use crate::publish::{open, write, Why};
use std::path::Path;

/// Words for a reason a file is withheld.
fn why_words(w: Why) -> &'static str {
    match w {
        Why::State => "states",
        Why::Orders => "orders",
        Why::PlayerReports => "players' reports",
        Why::Sealed => "sealed until commitments are in",
    }
}

fn counts(m: &std::collections::BTreeMap<Why, usize>) -> String {
    if m.is_empty() {
        return "none".into();
    }
    m.iter()
        .map(|(w, n)| format!("{n} ({})", why_words(*w)))
        .collect::<Vec<_>>()
        .join(", ")
}

/// `pbem publish DIR OUT [--release]`.
///
/// # Errors
/// As [`write::publish`].
pub fn publish(a: PublishArgs) -> Result<()> {
    let p = write::publish(&a.dir, &a.out, a.release)?;
    println!(
        "public copy written to {}: {} files public, withheld by salted commitment: {}",
        a.out.display(),
        p.public,
        counts(&p.withheld)
    );
    if !p.private.is_empty() {
        println!(
            "left out, the moderator's own ({}): {}",
            p.private.len(),
            p.private.join(", ")
        );
    }
    if p.removed > 0 {
        println!("removed from the earlier copy: {} files", p.removed);
    }
    if a.release {
        println!(
            "released: every file is public and {} holds the salts; `pbem verify OLD-COPY --salts {}` opens an earlier copy's commitments",
            a.out.join(crate::publish::manifest::SALTS_FILE).display(),
            a.out.join(crate::publish::manifest::SALTS_FILE).display()
        );
    } else {
        println!(
            "the salt key is kept in {} (the moderator's; never share it before the campaign ends)",
            crate::publish::commit::key_path(&a.dir).display()
        );
    }
    Ok(())
}

/// `pbem verify` on a public copy, and with `--salts` the opening of its commitments.
///
/// # Errors
/// The first file that fails; a commitment that does not open.
pub fn verify(a: VerifyArgs) -> Result<()> {
    let anchor = a
        .anchor
        .as_deref()
        .map(crate::fairness::Digest::parse)
        .transpose()?;
    if !check::is_public_copy(&a.dir) {
        return Err(Error::Campaign(format!(
            "{} has no public.yaml: --salts opens the commitments of a public copy (pbem publish)",
            a.dir.display()
        )));
    }
    let v = check::verify_copy(&a.dir, anchor.as_ref(), a.threads.map(usize::from))?;
    say(&a.dir, &v);
    if let (Some(k), Some(h)) = (v.anchor, &anchor) {
        println!("anchor {h}: the history hash of entry {k}, held by this campaign");
    }
    if let Some(f) = &a.salts {
        let salts = Salts::read(f)?;
        let full = match &a.full {
            Some(d) => d.clone(),
            None => f.parent().unwrap_or(Path::new(".")).to_path_buf(),
        };
        let o = open::open(&a.dir, &salts, &full)?;
        println!(
            "opened with the released salts against {}: {} commitments ({} at the same path, {} by the file they became when their entry was resolved)",
            full.display(),
            o.same_path + o.moved,
            o.same_path,
            o.moved
        );
    }
    Ok(())
}

/// Prints what was checked on the copy, and what could not be.
fn say(dir: &Path, v: &Checked) {
    println!(
        "verified the public copy {}: {} public files against public.yaml",
        dir.display(),
        v.public_files
    );
    if v.replayed {
        println!(
            "replayed: {} entries byte for byte, {} dice re-derived from their seeds (nothing the replay needs is withheld)",
            v.entries, v.dice
        );
    } else {
        println!(
            "checked: {} entries: commitments and the public orders against them, entropy chains, every seed, {} dice re-derived from their seeds, the history hash chain, every public file against its entry's outputs",
            v.entries, v.dice
        );
        println!(
            "not checked: the replay of the rules (states, reports and mail from the orders and dice): needs the withheld files; {} entries",
            v.entries
        );
    }
    if let Some(h) = v.history {
        println!("history hash through entry {}: {h}", v.entries);
    }
    if !v.withheld.is_empty() {
        println!(
            "withheld, by salted commitment (opened with the salts the moderator releases at the end: --salts): {}",
            counts(&v.withheld)
        );
    }
}

/// Refuses a command that needs the game's hidden state on a public copy that withholds
/// it, saying what the player can use instead; nothing is shown.
///
/// # Errors
/// [`Error::Campaign`] on such a copy; a malformed `public.yaml`.
pub fn needs_state(dir: &Path, command: &str, instead: &str) -> Result<()> {
    if !check::is_public_copy(dir) {
        return Ok(());
    }
    if Manifest::read(dir)?.withheld().contains_key("state.yaml") {
        return Err(Error::Campaign(format!(
            "{} is a public copy (public.yaml): the game's hidden-information rules withhold the state (every side's forces), which `pbem {command}` needs, so it shows nothing here. {instead}",
            dir.display()
        )));
    }
    Ok(())
}
