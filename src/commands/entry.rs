//! The commands of an entry's round: an orders template (`orders new`, `orders armor`),
//! `commit`, `reveal`, `resolve`, and `verify` of the whole campaign.

use super::common::{self, print_awaited};
use super::schedule;
use crate::campaign::ahead;
use crate::campaign::check::check_orders;
use crate::campaign::pending::Pending;
use crate::campaign::recover::Lock;
use crate::campaign::{resolve, verify, Campaign};
use crate::cli::*;
use crate::error::Result;
use crate::fairness::{commitment, Digest};
use crate::store::write_atomic;
use crate::yaml::Source;

/// `pbem orders new`: the commented orders template of the waiting entry for a player,
/// printed or written to `--output`.
///
/// # Errors
/// The player is not one of the campaign's; the game is over; reading the campaign;
/// writing the file.
pub(super) fn orders_new(a: OrdersNewArgs) -> Result<()> {
    // In a game that hides the state, the template is made from the player's view alone.
    let c = super::publish::as_player(
        &a.dir,
        Some(a.player.as_str()),
        a.view.as_deref(),
        None,
        "orders new",
        "Or ask the moderator for your template (`pbem orders new` on the full folder).",
    )?;
    // A game that has ended takes no orders: no template to fill in.
    if let Some(title) = crate::campaign::next::game_over(&c)? {
        return Err(crate::error::Error::Campaign(format!(
            "the game is over ({title}): no orders are taken"
        )));
    }
    let p = Pending::load(&c)?;
    let (bytes, st) = c.state()?;
    let text =
        c.system()
            .orders_template(c.ctx(), &*c.decoded(&bytes, &st)?, &p.header(&c, &a.player))?;
    match a.output {
        Some(f) => {
            write_atomic(&f, text.as_bytes())?;
            println!(
                "orders template for {} written to {}",
                a.player,
                f.display()
            );
        }
        None => print!("{text}"),
    }
    Ok(())
}

/// `pbem orders armor`: the orders file as a block to paste into a mail body.
///
/// # Errors
/// Reading the file.
pub(super) fn orders_armor(a: OrdersArmorArgs) -> Result<()> {
    let bytes = crate::yaml::read_bounded(&a.file)?;
    print!("{}", crate::mail::armor::armor(&bytes));
    Ok(())
}

/// `pbem commit`: records a player's commitment for the waiting entry, or holds it for an
/// entry ahead; releases what waited on it.
///
/// # Errors
/// The orders file fails its check; the commitment is refused; writing the campaign.
pub(super) fn commit(a: CommitArgs) -> Result<()> {
    let _lock = Lock::take(&a.dir)?;
    let c = Campaign::open(&a.dir)?;
    let mut p = Pending::load(&c)?;
    let (hash, entry) = commitment_of(&c, &p, &a)?;
    // A keyed player's commitment is tagged with the key the moderator holds, the tag
    // recorded before the commitment (docs/fairness.md, section 13).
    let tag = crate::mail::key::own_tag(&c, &a.dir, &a.player, entry, &hash)?;
    if entry > p.id.entry {
        if let Some(t) = &tag {
            crate::campaign::keyring::record_tag(&ahead::dir(&c, entry), &a.player, hash, t)?;
        }
        let old = ahead::commit(&c, p.id.entry, entry, &a.player, hash)?;
        println!(
            "entry {entry} (ahead; the campaign waits for entry {}): commitment of {} recorded: {hash}{}; {}",
            p.id.entry,
            a.player,
            old.map(|o| format!(" (replacing {o})")).unwrap_or_default(),
            ahead::replace_note(entry)
        );
        return Ok(());
    }
    if let Some(t) = &tag {
        crate::campaign::keyring::record_tag(&p.dir, &a.player, hash, t)?;
    }
    p.commit(&c, &a.player, hash)?;
    println!(
        "entry {}: commitment of {} recorded: {hash}",
        p.id.entry, a.player
    );
    schedule::print_released(&p.release_held(&c)?);
    print_awaited(&c, &p);
    Ok(())
}

/// The commitment `pbem commit` records and the entry it is for: the hash of the orders
/// file (checked: its header if ahead, the whole orders if for the waiting entry), or the
/// hash given, for `--entry` or the waiting entry.
///
/// # Errors
/// Reading or checking the file; a malformed hash.
fn commitment_of(c: &Campaign, p: &Pending, a: &CommitArgs) -> Result<(Digest, u32)> {
    Ok(match (&a.file, &a.hash) {
        (Some(f), _) => {
            let bytes = crate::yaml::read_bounded(f)?;
            let name = f.display().to_string();
            let src = Source::new(name.clone(), String::from_utf8_lossy(&bytes));
            let h: crate::rules::Header = src.parse()?;
            if h.entry > p.id.entry {
                ahead::check_header(c, p.id.entry, &a.player, &src)?;
            } else {
                check_orders(c, p, &a.player, &name, &bytes)?;
            }
            (commitment(&bytes), h.entry)
        }
        (None, Some(h)) => (Digest::parse(h)?, a.entry.unwrap_or(p.id.entry)),
        (None, None) => unreachable!("clap requires one"),
    })
}

/// `pbem reveal`: reveals a player's orders for the waiting entry (they must match the
/// commitment), or holds them sealed for an entry ahead.
///
/// # Errors
/// Reading the file; the hash differs from the commitment; writing the campaign.
pub(super) fn reveal(a: RevealArgs) -> Result<()> {
    let _lock = Lock::take(&a.dir)?;
    let c = Campaign::open(&a.dir)?;
    let mut p = Pending::load(&c)?;
    let bytes = crate::yaml::read_bounded(&a.file)?;
    let name = a.file.display().to_string();
    let src = Source::new(name.clone(), String::from_utf8_lossy(&bytes));
    if src.parse::<crate::rules::Header>()?.entry > p.id.entry {
        let k = ahead::check_header(&c, p.id.entry, &a.player, &src)?;
        ahead::hold(&c, k, &a.player, &name, &bytes)?;
        println!("entry {k} (ahead): orders of {} held, sealed, until entry {k} waits and every commitment is in", a.player);
        return Ok(());
    }
    p.reveal(&c, &a.player, &name, bytes)?;
    println!(
        "entry {}: orders of {} revealed and match the commitment",
        p.id.entry, a.player
    );
    print_awaited(&c, &p);
    Ok(())
}

/// `pbem resolve`: resolves the waiting entry (or prints its report, with `--dry-run`).
///
/// # Errors
/// Whatever resolving meets: something awaited, the rules, writing the entry.
pub(super) fn resolve(a: ResolveArgs) -> Result<()> {
    let date = a.date.clone().unwrap_or_else(|| {
        humantime::format_rfc3339_seconds(std::time::SystemTime::now()).to_string()
    });
    let nmr = if a.nmr {
        Some(common::now_or_clock(&a.now)?)
    } else {
        None
    };
    let out = resolve::resolve(
        &a.dir,
        &resolve::Options {
            mail_date: date,
            dry_run: a.dry_run,
            nmr,
        },
    )?;
    if a.dry_run {
        print!("{}", String::from_utf8_lossy(&out.files["report.md"]));
        eprintln!("(dry run: nothing was written)");
    } else {
        let at = a.dir.join("history").join(&out.name);
        println!(
            "resolved {}: report {}",
            out.name,
            at.join("report.md").display()
        );
    }
    Ok(())
}

/// `pbem verify`: replays the whole campaign byte for byte; prints its history hash and
/// whether the anchor given is one of it.
///
/// # Errors
/// The first entry or file that differs; a malformed anchor.
pub(super) fn verify(a: VerifyArgs) -> Result<()> {
    if a.salts.is_some() || crate::publish::check::is_public_copy(&a.dir) {
        return super::publish::verify(a);
    }
    let anchor = a
        .anchor
        .as_deref()
        .map(crate::fairness::Digest::parse)
        .transpose()?;
    let v = verify::verify_with(&a.dir, anchor.as_ref(), a.threads.map(usize::from))?;
    println!(
        "verified {}: {} entries replayed byte for byte, {} dice re-derived from their seeds",
        a.dir.display(),
        v.entries,
        v.dice
    );
    if let Some(h) = v.history {
        println!("history hash through entry {}: {h}", v.entries);
    }
    if let (Some(k), Some(h)) = (v.anchor, &anchor) {
        println!("anchor {h}: the history hash of entry {k}, held by this campaign");
    }
    Ok(())
}
