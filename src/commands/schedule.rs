//! `pbem status`, `pbem deadline` and `pbem close`: what the waiting entry awaits, who is
//! late, and closing commitments at the deadline.

use super::common::{now_or_clock, print_awaited};
use crate::campaign::deadline::Deadline;
use crate::campaign::next::next_step;
use crate::campaign::pending::Pending;
use crate::campaign::recover::Lock;
use crate::campaign::Campaign;
use crate::cli::{CloseArgs, DeadlineArgs, StatusArgs};
use crate::error::Result;
use crate::rules::PhaseInfo;

/// `pbem status`: the waiting entry, who it awaits, the deadline and who is late.
pub fn status(a: StatusArgs) -> Result<()> {
    let dir = &a.dir;
    let c = Campaign::open(dir)?;
    let p = Pending::load(&c)?;
    let now = now_or_clock(&a.now)?;
    let (_, info) = c.next()?;
    // A game that has ended awaits nothing: no entry waits, and one line says so.
    let over = crate::campaign::next::game_over(&c)?.is_some();
    print_waiting(&c, &p, &info, over)?;
    if over {
        for line in next_step(&c, &p, &now)?.words(dir) {
            println!("  {line}");
        }
        return Ok(());
    }
    let late = print_deadline(&p, &now)?;
    let commits = p.awaited_commitments(&c);
    // Reveals are awaited only of players who committed (one without a commitment after
    // `pbem close` gets the standing orders), and can be sent only once commitments close.
    let reveals: Vec<String> = p
        .awaited_reveals(&c)
        .into_iter()
        .filter(|q| p.commitments.contains_key(q) && !p.held.contains_key(q))
        .collect();
    let entropy = p.awaited_entropy(&c);
    let first = p.moderator_awaited_first(&c);
    if !first.is_empty() {
        // Moderated mode: nothing of the players is taken before the moderator's value.
        println!(
            "  moderated mode: awaiting first the entropy value of {} (no orders are taken until it is in or held)",
            first.join(", ")
        );
    }
    print_awaited_in_status(&c, late, &commits, &reveals, &entropy);
    print_held(&c, &p);
    if !first.is_empty() {
        println!(
            "  next: pbem entropy reveal {} --participant {} (the moderator's value comes first)",
            dir.display(),
            first[0]
        );
    }
    for line in super::judge_schedule::status_lines(&c, &p, &now)? {
        println!("  {line}");
    }
    let step = next_step(&c, &p, &now)?;
    for line in step.words(dir) {
        println!("  {line}");
    }
    Ok(())
}

/// `pbem status`, its head: the campaign, the last entry resolved and the one waiting
/// (none when the game is `over`).
///
/// # Errors
/// Listing the campaign's entries.
fn print_waiting(c: &Campaign, p: &Pending, info: &PhaseInfo, over: bool) -> Result<()> {
    println!(
        "campaign {} ({}), {}",
        c.file.id,
        c.file.title,
        c.system().name()
    );
    let entries = c.entries()?;
    if let Some(last) = entries.iter().rev().find(|e| !e.starts_with("0000")) {
        println!(
            "last resolved: {last} (report: {})",
            c.history_dir().join(last).join("report.md").display()
        );
    }
    if !over {
        println!(
            "waiting for entry {}: turn {}, {} ({})",
            p.id.entry, info.turn, info.phase, info.title
        );
    }
    Ok(())
}

/// `pbem status`: the deadline and grace (or none set), and commitments closed; returns
/// whether the deadline has passed at `now`.
///
/// # Errors
/// A malformed time.
fn print_deadline(p: &Pending, now: &str) -> Result<bool> {
    let late = match &p.id.deadline {
        Some(d) => {
            let late = d.late(now)?;
            println!(
                "  deadline: {} (grace {}, NMR resolution from {}){}",
                d.at,
                d.grace,
                d.closes_text()?,
                if late { "; it has passed" } else { "" }
            );
            late
        }
        None => {
            println!("  deadline: none set (pbem deadline DIR --at TIME)");
            false
        }
    };
    if let Some(cl) = &p.id.closed {
        println!(
            "  commitments closed at {}; standing orders for: {}",
            cl.at,
            if cl.without.is_empty() {
                "nobody".to_string()
            } else {
                cl.without.join(", ")
            }
        );
    }
    Ok(late)
}

/// `pbem status`: the commitments, reveals and entropy values awaited (LATE past the
/// deadline; reveals and entropy are sent only once commitments are in or closed).
fn print_awaited_in_status(
    c: &Campaign,
    late: bool,
    commits: &[String],
    reveals: &[String],
    entropy: &[String],
) {
    let open = !commits.is_empty();
    if commits.is_empty() {
        println!("  commitments: all in");
    } else {
        let tag = if late { "LATE" } else { "awaiting" };
        println!("  commitments: {tag} {}", commits.join(", "));
    }
    let chains = c.file.participants.iter().any(|q| q.entropy.is_some());
    for (what, who) in [("reveals", reveals), ("entropy", entropy)] {
        if what == "entropy" && !chains {
            println!(
                "  entropy: none (no participant has a chain: the seed comes from the orders alone; \
                 `pbem entropy init DIR --participant ID` before the first commitment)"
            );
        } else if who.is_empty() {
            println!("  {what}: all in");
        } else if open {
            println!(
                "  {what}: awaiting {} (sent once every commitment is in or `pbem close` closes them)",
                who.join(", ")
            );
        } else {
            println!("  {what}: awaiting {}", who.join(", "));
        }
    }
}

/// `pbem status`: the orders and entropy held until commitments close, and the players
/// with no decision this step.
fn print_held(c: &Campaign, p: &Pending) {
    if !p.held.is_empty() {
        let held: Vec<&str> = p.held.keys().map(String::as_str).collect();
        println!("  orders held until commitments close: {}", held.join(", "));
    }
    if !p.held_entropy.is_empty() {
        let held: Vec<&str> = p.held_entropy.keys().map(String::as_str).collect();
        println!(
            "  entropy held until commitments close: {}",
            held.join(", ")
        );
    }
    let none = p.no_decision(c);
    if !none.is_empty() {
        println!(
            "  no decision this step: {} (the standing orders; not awaited, they may still send orders)",
            none.join(", ")
        );
    }
}

/// `pbem deadline`.
pub fn deadline(a: DeadlineArgs) -> Result<()> {
    let _lock = Lock::take(&a.dir)?;
    let c = Campaign::open(&a.dir)?;
    let mut p = Pending::load(&c)?;
    let now = now_or_clock(&a.now)?;
    let Some(at) = &a.at else {
        return super::judge_schedule::deadline_by_schedule(&c, &mut p, &now);
    };
    let d = Deadline::new(at, &a.grace, &now)?;
    let closes = d.closes_text()?;
    p.set_deadline(d)?;
    println!(
        "entry {} ({}): deadline {}, grace {} (NMR resolution from {closes}); set at {now}, recorded in the entry",
        p.id.entry, p.id.phase, at, a.grace
    );
    Ok(())
}

/// `pbem close`.
pub fn close(a: CloseArgs) -> Result<()> {
    let _lock = Lock::take(&a.dir)?;
    let c = Campaign::open(&a.dir)?;
    crate::campaign::pause::refuse_if_paused(&c, "pbem close")?;
    let mut p = Pending::load(&c)?;
    let now = now_or_clock(&a.now)?;
    let r = p.close(&c, &now)?;
    let without =
        p.id.closed
            .as_ref()
            .map(|cl| cl.without.clone())
            .unwrap_or_default();
    println!(
        "entry {}: commitments closed at {now}; standing orders for: {}",
        p.id.entry,
        if without.is_empty() {
            "nobody".into()
        } else {
            without.join(", ")
        }
    );
    print_released(&r);
    print_awaited(&c, &p);
    Ok(())
}

/// Prints what became of held orders.
pub fn print_released(r: &crate::campaign::closing::Released) {
    for who in &r.revealed {
        println!("  held orders of {who} revealed");
    }
    for (who, e) in &r.refused {
        println!("  held orders of {who} refused: {e}");
    }
    for who in &r.entropy {
        println!("  held entropy of {who} recorded");
    }
    for (who, e) in &r.entropy_dropped {
        println!("  held entropy of {who} not used: {e}");
    }
}
