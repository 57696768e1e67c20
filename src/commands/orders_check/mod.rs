//! `pbem orders check`: the orders checked against the entry the campaign waits for, the
//! commitment to send, and the odds of each battle the orders would fight as their player
//! may see it (only what that player may know; `--no-odds` leaves them out).

use crate::campaign::check::check_orders;
use crate::campaign::pending::Pending;
use crate::campaign::Campaign;
use crate::cli::OrdersCheckArgs;
use crate::error::Result;
use crate::fairness::commitment;
use crate::yaml::Source;

/// Runs `pbem orders check`.
///
/// # Errors
/// The orders' first error (nothing is printed then but the error); a mail key that does
/// not read.
pub fn check(a: OrdersCheckArgs) -> Result<()> {
    let bytes = crate::yaml::read_bounded(&a.file)?;
    let player = super::header_player(&a.file, &bytes)?;
    // In a game that hides the state, the orders are checked on the player's view alone.
    // (A player the campaign does not have is refused by the check, naming the line.)
    let known = Campaign::open(&a.dir)?.players.contains_key(&player);
    let c = crate::commands::publish::as_player(
        &a.dir,
        known.then_some(player.as_str()),
        a.view.as_deref(),
        None,
        "orders check",
        "Or: the moderator's pbem checks your orders when they arrive; the hash of your commitment line is `sha256sum FILE` of the file as you will send it.",
    )?;
    let p = Pending::load(&c)?;
    let name = a.file.display().to_string();
    check_orders(&c, &p, &player, &name, &bytes)?;
    let odds = if a.no_odds {
        Vec::new()
    } else {
        // The odds are an aid: a battle they cannot walk never fails the check.
        let src = Source::new(name.clone(), String::from_utf8_lossy(&bytes));
        lines(&c, &player, &src).unwrap_or_else(|e| vec![format!("odds not computed: {e}")])
    };
    println!(
        "{}: orders of {player} for entry {} ({}) are valid; commitment {}",
        a.file.display(),
        p.id.entry,
        p.id.phase,
        commitment(&bytes)
    );
    if !odds.is_empty() {
        println!("the battles these orders would fight, as {player} may see them (pbem odds; --no-odds leaves this out):");
        for l in &odds {
            println!("  {l}");
        }
    }
    let line = crate::mail::key::commit_line(
        &c,
        &a.dir,
        &player,
        p.id.entry,
        &commitment(&bytes),
        a.key.as_deref(),
    )?;
    println!("to commit by mail, send the moderator this line:\n{line}");
    Ok(())
}

/// The odds lines of `player`'s checked orders `src`: one line per battle and its main
/// outcomes; none for a game without odds.
///
/// # Errors
/// The state or rules do not load.
pub fn lines(c: &Campaign, player: &str, src: &Source) -> Result<Vec<String>> {
    let Some(odds) = c.system().odds() else {
        return Ok(Vec::new());
    };
    let (bytes, st) = c.state()?;
    let loaded = c.decoded(&bytes, &st)?;
    odds.orders_lines(c.ctx(), &loaded, player, src)
}
