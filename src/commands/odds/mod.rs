//! `pbem odds`: the exact odds of a battle, printed; `--simulate` beside them. The game
//! is the campaign's or the one the odds file names; each game that has odds offers them
//! ([`crate::engine::odds::GameOdds`]), so this command names no game.

use crate::cli::OddsArgs;
use crate::engine::odds::{Odds, OddsRequest};
use crate::error::{Error, Result};
use crate::odds::print::{Printer, Progress};
use crate::rules::GameSystem;
use crate::yaml::Source;
use indicatif::{ProgressBar, ProgressStyle};
use std::cell::RefCell;

/// The `game:` of an odds file, read before the file's own format.
#[derive(serde::Deserialize)]
struct GameOf {
    game: String,
}

/// The most battles `--simulate` fights: ten million (a fraction of a per cent's
/// precision many times over; a progress bar shows the run on a terminal, and Ctrl-C stops
/// it). docs/limits.md.
pub const MAX_SIMULATE: u64 = 10_000_000;

/// Runs `pbem odds`.
///
/// # Errors
/// A campaign or file that does not read; a game without odds; no battle in the area; an
/// unknown chit or condition; `--simulate` without one chit per side, or over
/// [`MAX_SIMULATE`].
pub fn odds(a: OddsArgs) -> Result<()> {
    if let Some(n) = a.simulate.filter(|n| *n > MAX_SIMULATE) {
        return Err(Error::Campaign(format!(
            "--simulate {n} is over the limit of {MAX_SIMULATE} battles (docs/limits.md); ask for fewer"
        )));
    }
    let req = OddsRequest {
        area: a.area.clone(),
        from: a.from.clone(),
        attacker: a.attacker.clone(),
        defender: a.defender.clone(),
        with: a.with.clone(),
        against: a.against.clone(),
        detail: a.detail,
        simulate: a.simulate,
        seed: a.seed.clone(),
    };
    let bar = Bar::default();
    let mut line = |l: &str| println!("{l}");
    let mut out = Printer {
        line: &mut line,
        progress: &bar,
    };
    match (&a.dir, &a.area, &a.file) {
        (_, _, Some(file)) => {
            let src = Source::read(file)?;
            let game = src.parse::<GameOf>()?.game;
            let odds = with_odds()
                .into_iter()
                .find(|(g, _)| g.id() == game)
                .map(|(_, o)| o)
                .ok_or_else(|| {
                    src.invalid(
                        "game",
                        format!("'{game}': pbem odds reads files of {}", reads()),
                    )
                })?;
            odds.from_file(&src, &req, &mut out)
        }
        (Some(dir), Some(_), None) => {
            // With a player (or a view): the battle as that player may see it.
            let c = crate::commands::publish::as_player(
                dir,
                a.player.as_ref().map(|p| p.as_str()),
                a.view.as_deref(),
                None,
                "odds",
                "Or give the forces you know in a file: `pbem odds --file FILE` (docs/odds.md).",
            )?;
            let Some(odds) = c.system().odds() else {
                return Err(Error::Campaign(format!(
                    "pbem odds reads {} campaigns; {} is a {} campaign",
                    reads(),
                    dir.display(),
                    c.system().id()
                )));
            };
            let (bytes, st) = c.state()?;
            let loaded = c.decoded(&bytes, &st)?;
            odds.from_campaign(c.ctx(), &loaded, &req, &mut out)
        }
        _ => Err(Error::Campaign(
            "give a campaign folder with --area, or --file".into(),
        )),
    }
}

/// The games that have odds, with them.
fn with_odds() -> Vec<(&'static dyn GameSystem, &'static dyn Odds)> {
    crate::rules::registry()
        .into_iter()
        .filter_map(|g| g.odds().map(|o| (g, o)))
        .collect()
}

/// "Empires in Arms, 1812 and American Revolution": the games that have odds.
fn reads() -> String {
    let names: Vec<&str> = with_odds().iter().map(|(_, o)| o.reads()).collect();
    match names.split_last() {
        Some((last, rest)) if !rest.is_empty() => format!("{} and {last}", rest.join(", ")),
        Some((last, _)) => (*last).to_string(),
        None => "no".to_string(),
    }
}

/// A progress bar for a simulation (drawn only on a terminal).
#[derive(Default)]
struct Bar(RefCell<Option<ProgressBar>>);

impl Progress for Bar {
    fn start(&self, n: u64, what: &str) {
        let bar = ProgressBar::new(n);
        if let Ok(style) = ProgressStyle::with_template(&format!(
            "{{bar:40}} {{pos}}/{{len}} {what}, {{per_sec}}, {{eta}} left"
        )) {
            bar.set_style(style);
        }
        *self.0.borrow_mut() = Some(bar);
    }

    fn at(&self, i: u64) {
        if let Some(b) = &*self.0.borrow() {
            b.set_position(i);
        }
    }

    fn finish(&self) {
        if let Some(b) = self.0.borrow_mut().take() {
            b.finish_and_clear();
        }
    }
}
