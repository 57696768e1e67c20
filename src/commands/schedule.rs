//! `pbem status`, `pbem deadline` and `pbem close`: what the waiting entry awaits, who is
//! late, and closing commitments at the deadline.

use super::mail::now_or_clock;
use crate::campaign::deadline::Deadline;
use crate::campaign::pending::Pending;
use crate::campaign::recover::Lock;
use crate::campaign::Campaign;
use crate::cli::{CloseArgs, DeadlineArgs, StatusArgs};
use crate::error::Result;

/// Prints whose commitments, reveals and entropy the entry awaits.
pub fn print_awaited(c: &Campaign, p: &Pending) {
    for (what, who) in [
        ("commitments", p.awaited_commitments(c)),
        ("reveals", p.awaited_reveals(c)),
        ("entropy", p.awaited_entropy(c)),
    ] {
        if !who.is_empty() {
            println!("  awaiting {what}: {}", who.join(", "));
        }
    }
}

/// `pbem status`: the waiting entry, who it awaits, the deadline and who is late.
pub fn status(a: StatusArgs) -> Result<()> {
    let dir = &a.dir;
    let c = Campaign::open(dir)?;
    let p = Pending::load(&c)?;
    let now = now_or_clock(&a.now)?;
    let (_, info) = c.next()?;
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
    println!(
        "waiting for entry {}: turn {}, {} ({})",
        p.id.entry, info.turn, info.phase, info.title
    );
    let late = match &p.id.deadline {
        Some(d) => {
            let late = d.late(&now)?;
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
    let mut all_in = true;
    for (what, who) in [
        ("commitments", p.awaited_commitments(&c)),
        ("reveals", p.awaited_reveals(&c)),
        ("entropy", p.awaited_entropy(&c)),
    ] {
        if who.is_empty() {
            println!("  {what}: all in");
        } else {
            all_in = false;
            println!(
                "  {what}: {} {}",
                if late { "LATE" } else { "awaiting" },
                who.join(", ")
            );
        }
    }
    if !p.held.is_empty() {
        let held: Vec<&str> = p.held.keys().map(String::as_str).collect();
        println!("  orders held until commitments close: {}", held.join(", "));
    }
    if all_in {
        println!("  ready: pbem resolve {}", dir.display());
    } else if let Some(d) = &p.id.deadline {
        if p.check_past_grace(&now).is_ok() {
            println!(
                "  grace is over: pbem resolve {} --nmr gives standing orders to: {}",
                dir.display(),
                p.nmr(&c).keys().cloned().collect::<Vec<_>>().join(", ")
            );
        } else if late {
            println!(
                "  in grace until {}: pbem mail remind {}",
                d.closes_text()?,
                dir.display()
            );
        }
    }
    Ok(())
}

/// `pbem deadline`.
pub fn deadline(a: DeadlineArgs) -> Result<()> {
    let _lock = Lock::take(&a.dir)?;
    let c = Campaign::open(&a.dir)?;
    let mut p = Pending::load(&c)?;
    let d = Deadline::new(&a.at, &a.grace)?;
    let closes = d.closes_text()?;
    p.set_deadline(d)?;
    println!(
        "entry {} ({}): deadline {}, grace {} (NMR resolution from {closes})",
        p.id.entry, p.id.phase, a.at, a.grace
    );
    Ok(())
}

/// `pbem close`.
pub fn close(a: CloseArgs) -> Result<()> {
    let _lock = Lock::take(&a.dir)?;
    let c = Campaign::open(&a.dir)?;
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
pub fn print_released(r: &crate::campaign::deadline::Released) {
    for who in &r.revealed {
        println!("  held orders of {who} revealed");
    }
    for (who, e) in &r.refused {
        println!("  held orders of {who} refused: {e}");
    }
}
