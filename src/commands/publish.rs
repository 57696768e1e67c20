//! `pbem publish` and `pbem verify` on a public copy (docs/fairness.md, section 14).

use crate::campaign::{Campaign, StateFile};
use crate::cli::{PublishArgs, VerifyArgs};
use crate::error::{Error, Result};
use crate::publish::check::{self, Checked};
use crate::publish::manifest::{Manifest, Salts};
use crate::publish::{open, view, write, Why};
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

/// The campaign in `dir` as a player's command (`command`) reads it: its `state()` is the
/// state the command shows, through `player`'s eyes where the game hides the state.
///
/// - With `view` (a view file or the report mail holding it): that view, once its SHA-256
///   is the one the resolution.yaml of entry `entry` (default: the latest) lists for
///   `player` (default: the view's own player) ([`view::checked`]).
/// - On a public copy that withholds the state, without `view`: refused, naming `--view`
///   (or, when the latest entry carries no views, saying that they come with 0.9.0).
/// - On the folder, with `player`, in a game that hides the state: the player's view of
///   the state of entry `entry` (default: the newest), the bytes the entry's view file
///   holds; else the state of entry `entry` (default: the newest) as it is.
///
/// # Errors
/// As above; a player not in the campaign; no such entry.
pub fn as_player(
    dir: &Path,
    player: Option<&str>,
    view_file: Option<&Path>,
    entry: Option<u32>,
    command: &str,
    instead: &str,
) -> Result<Campaign> {
    let c = Campaign::open(dir)?;
    if let Some(p) = player {
        if !c.players.contains_key(p) {
            return Err(Error::Campaign(format!(
                "'{p}' is not a player; players: {}",
                c.player_ids().join(", ")
            )));
        }
    }
    if let Some(f) = view_file {
        let v = view::checked(&c, f, player, entry)?;
        let bytes = crate::yaml::to_string(&v)?.into_bytes();
        return Ok(c.seen_as(bytes, v.state_file()));
    }
    if check::is_public_copy(dir) && Manifest::read(dir)?.withheld().contains_key("state.yaml") {
        return Err(refusal(&c, command, instead));
    }
    let (bytes, st) = state_at(&c, entry)?;
    let loaded = c.decoded(&bytes, &st)?;
    let seen = match player {
        Some(p) => crate::campaign::view::bytes_of(c.ctx(), &c, &loaded, &st, p)?,
        None => None,
    };
    match seen {
        Some(b) => {
            let v = crate::campaign::view::ViewFile::parse("view", &b)?;
            Ok(c.seen_as(b, v.state_file()))
        }
        None => Ok(c.seen_as(bytes, st)),
    }
}

/// The newest state, or the state after resolved entry `k`.
fn state_at(c: &Campaign, k: Option<u32>) -> Result<(Vec<u8>, StateFile)> {
    let Some(k) = k else { return c.state() };
    let p = c
        .history_dir()
        .join(c.resolved_entry(Some(k))?)
        .join("state.yaml");
    let bytes = crate::store::read(&p)?;
    let st = StateFile::clone(&*c.parsed_state(&p.display().to_string(), &bytes)?);
    Ok((bytes, st))
}

/// The refusal of a player's command on a public copy without a view: what to give, or,
/// for a campaign whose latest entry carries no views (resolved before 0.9.0), that none
/// can be given yet.
fn refusal(c: &Campaign, command: &str, instead: &str) -> Error {
    let dir = c.dir.display();
    let head = format!(
        "{dir} is a public copy (public.yaml): the game's hidden-information rules withhold the state (every side's forces), which `pbem {command}` needs"
    );
    let latest = c.resolved_entry(None).ok().and_then(|name| {
        let p = c.history_dir().join(&name).join("resolution.yaml");
        let text = crate::store::read_text(&p).ok()?;
        let res: crate::campaign::produce::Resolution =
            crate::yaml::Source::new(p.display().to_string(), text)
                .parse()
                .ok()?;
        Some((name, view::has_views(&res)))
    });
    match latest {
        Some((name, false)) => Error::Campaign(format!(
            "{head}; its latest entry {name} was resolved by rules older than pbem 0.9.0 and carries no player views, so nothing can be shown here until an entry of pbem 0.9.0 is resolved (after the moderator's `pbem upgrade`). {instead}"
        )),
        _ => Error::Campaign(format!(
            "{head}: give your own view with --view FILE, the view-NNNN-PLAYER.yaml attached to your latest report mail (or that mail itself, .eml). {instead}"
        )),
    }
}
