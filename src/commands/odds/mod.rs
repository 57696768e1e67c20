//! `pbem odds`: the exact odds of a battle, printed; `--simulate` beside them.

use crate::campaign::Campaign;
use crate::cli::OddsArgs;
use crate::error::{Error, Result};
use crate::odds::eia::day::{DayOutcome, Ending};
use crate::odds::eia::matrix::Matrix;
use crate::odds::eia::{Field, Figures, Summary};
use crate::odds::simulate;
use crate::odds::walk::{decimal, percent, Prob};
use crate::rules::empires_in_arms::combat::battle::Battle;
use crate::rules::empires_in_arms::tables::charts::fmt_tenths;
use crate::rules::empires_in_arms::tables::chits::Chit;
use crate::rules::empires_in_arms::EmpiresInArms;
use crate::yaml::Source;
use indicatif::{ProgressBar, ProgressStyle};

pub mod american_revolution;
pub mod spi_1812;

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
/// A campaign or file that does not read; no battle in the area; an unknown chit or
/// condition; `--simulate` without one chit per side, or over [`MAX_SIMULATE`].
pub fn odds(a: OddsArgs) -> Result<()> {
    if let Some(n) = a.simulate.filter(|n| *n > MAX_SIMULATE) {
        return Err(Error::Campaign(format!(
            "--simulate {n} is over the limit of {MAX_SIMULATE} battles (docs/limits.md); ask for fewer"
        )));
    }
    let field = match (&a.dir, &a.area, &a.file) {
        (_, _, Some(file)) => {
            let src = Source::read(file)?;
            match src.parse::<GameOf>()?.game.as_str() {
                "spi-1812" => return spi_1812::from_file(&src, &a),
                "american-revolution" => return american_revolution::from_file(&src, &a),
                _ => Field::from_file(&src)?,
            }
        }
        (Some(dir), Some(area), None) => {
            crate::commands::publish::needs_state(
                dir,
                "odds",
                "Give the forces you know in a file: `pbem odds --file FILE` (docs/odds.md).",
            )?;
            let c = Campaign::open(dir)?;
            match c.system().id() {
                "empires-in-arms" => {}
                "spi-1812" => return spi_1812::from_campaign(&c, area, &a),
                "american-revolution" => {
                    return american_revolution::from_campaign(&c, area, &a)
                }
                other => {
                    return Err(Error::Campaign(format!(
                        "pbem odds reads Empires in Arms, 1812 and American Revolution campaigns; {} is a {other} campaign",
                        dir.display(),
                    )))
                }
            }
            if a.from.is_some() {
                return Err(Error::Campaign(
                    "--from is for 1812 and American Revolution campaigns".into(),
                ));
            }
            let (bytes, st) = c.state()?;
            let loaded = c.decoded(&bytes, &st)?;
            let (state, rules) = loaded.typed::<EmpiresInArms>(c.ctx())?;
            Field::from_campaign(&rules, state, area)?
        }
        _ => {
            return Err(Error::Campaign(
                "give a campaign folder with --area, or --file".into(),
            ))
        }
    };
    if !a.with.is_empty() || !a.against.is_empty() {
        return Err(Error::Campaign(
            "--with and --against are for American Revolution attacks".into(),
        ));
    }
    eia(field, &a)
}

/// A progress bar for `n` simulated battles (drawn only on a terminal).
pub(crate) fn progress(n: u64, what: &str) -> ProgressBar {
    let bar = ProgressBar::new(n);
    if let Ok(style) = ProgressStyle::with_template(&format!(
        "{{bar:40}} {{pos}}/{{len}} {what}, {{per_sec}}, {{eta}} left"
    )) {
        bar.set_style(style);
    }
    bar
}

/// "1 exactly", or the fraction a sum of probabilities came to.
pub(crate) fn sum_line(total: Prob) -> String {
    if total == Prob::from_integer(1) {
        "1 exactly".to_string()
    } else {
        total.to_string()
    }
}

fn chit(given: &Option<String>, set: &[Chit], role: &str) -> Result<Option<Chit>> {
    let Some(g) = given else { return Ok(None) };
    set.iter()
        .find(|c| c.key() == g)
        .copied()
        .map(Some)
        .ok_or_else(|| {
            let names: Vec<&str> = set.iter().map(|c| c.key()).collect();
            Error::Campaign(format!(
                "'{g}' is not a {role}'s chit; expected one of {}",
                names.join(", ")
            ))
        })
}

fn eia(mut field: Field, a: &OddsArgs) -> Result<()> {
    if let Some(c) = chit(&a.attacker, &Chit::ATTACKER, "attacker")? {
        field.attacker.chit = Some(c);
    }
    if let Some(c) = chit(&a.defender, &Chit::DEFENDER, "defender")? {
        field.defender.chit = Some(c);
    }
    header(&field.battle());
    match (field.attacker.chit, field.defender.chit) {
        (Some(ac), Some(dc)) => {
            let day = field.day(ac, dc).map_err(Error::Campaign)?;
            let s = Summary::of(day.exact());
            println!("chits: attacker {}, defender {}", ac.key(), dc.key());
            print_summary(&s, a.detail);
            if let Some(n) = a.simulate {
                let bar = progress(n, "days");
                let counts = simulate::sample(
                    n,
                    &a.seed,
                    |d| day.fight(d).ending,
                    |i| {
                        if i % 4096 == 0 || i == n {
                            bar.set_position(i);
                        }
                    },
                );
                bar.finish_and_clear();
                println!(
                    "\nsimulated {n} days (ChaCha20 dice, seed text {:?}):",
                    a.seed
                );
                for e in Ending::ALL {
                    let hits = counts.get(&e).copied().unwrap_or(0);
                    let exact = s.p(e);
                    if hits > 0 || exact > Prob::from_integer(0) {
                        let share = Prob::new(u128::from(hits), u128::from(n.max(1)));
                        println!(
                            "  {:<48} {:>8}  {:>7}  (exact {})",
                            e.words(),
                            hits,
                            percent(&share),
                            percent(&exact)
                        );
                    }
                }
            }
        }
        _ => {
            if a.simulate.is_some() {
                return Err(Error::Campaign(
                    "--simulate fights one pair of chits: give --attacker and --defender (or chit: in the file)".into(),
                ));
            }
            print_matrix(&Matrix::exact(&field), a.detail);
        }
    }
    Ok(())
}

fn header(b: &Battle) {
    println!(
        "Field combat in {} ({}), day 1; reinforcements not counted (7.5.2.11)",
        b.area_name(),
        b.map().terrain(&b.area)
    );
    for f in [&b.att, &b.def] {
        println!(
            "  {} ({:?}): {} factors ({} cavalry), {} corps, base morale {}, commander {}",
            f.label,
            f.role,
            f.total(),
            f.cavalry(),
            f.units.len(),
            fmt_tenths(f.base_morale),
            f.commander().map_or("none".to_string(), |c| format!(
                "{} (strategic {}, tactical {})",
                c.name, c.strategic, c.tactical
            ))
        );
    }
}

fn print_summary(s: &Summary, detail: bool) {
    print_figures(&s.figures, s.total());
    if detail {
        println!("  every outcome (rounds; factors and morale loss left; pursuit losses):");
        for (o, p) in &s.outcomes {
            println!("    {}  {:>7}  ({p})", outcome_line(o), percent(p));
        }
    }
}

/// The figures of a day's outcomes; `total`: the sum of their probabilities.
fn print_figures(f: &Figures, total: Prob) {
    for e in Ending::ALL {
        let p = f.p(e);
        if p > Prob::from_integer(0) {
            println!("  {:<48} {:>7}  ({p})", e.words(), percent(&p));
        }
    }
    println!(
        "  expected factors left: attacker {}, defender {}",
        decimal(&f.factors_left.0, 2),
        decimal(&f.factors_left.1, 2)
    );
    println!(
        "  expected morale loss: attacker {}, defender {}",
        decimal(&(f.morale_loss.0 / Prob::from_integer(10)), 2),
        decimal(&(f.morale_loss.1 / Prob::from_integer(10)), 2)
    );
    println!(
        "  pursuit: {}; expected pursuit losses when pursued {} factors",
        percent(&f.pursued),
        decimal(&f.pursuit_losses, 2)
    );
    println!("  sum of all outcomes: {}", sum_line(total));
}

fn outcome_line(o: &DayOutcome) -> String {
    format!(
        "{}, {} round{}; attacker {} factors, morale loss {}{}; defender {} factors, morale loss {}{}{}",
        o.ending.words(),
        o.rounds,
        if o.rounds == 1 { "" } else { "s" },
        o.attacker.factors,
        fmt_tenths(o.attacker.morale_loss),
        if o.attacker.broke { " (broke)" } else { "" },
        o.defender.factors,
        fmt_tenths(o.defender.morale_loss),
        if o.defender.broke { " (broke)" } else { "" },
        o.pursuit.map_or(String::new(), |n| format!("; pursuit {n}"))
    )
}

fn print_matrix(m: &Matrix, detail: bool) {
    println!("attacker wins / defender wins, each chit pair (rows attacker, columns defender):");
    let mut head = format!("  {:<18}", "");
    for d in &m.defenders {
        head.push_str(&format!(" {:>23}", d.key()));
    }
    println!("{head}");
    for a in &m.attackers {
        let mut line = format!("  {:<18}", a.key());
        for d in &m.defenders {
            let cell = match m.cell(*a, *d).map(|c| &c.odds) {
                Some(Ok(s)) => format!(
                    "{} / {}",
                    percent(&s.p(Ending::AttackerWins)),
                    percent(&s.p(Ending::DefenderWins))
                ),
                _ => "not allowed".to_string(),
            };
            line.push_str(&format!(" {cell:>23}"));
        }
        println!("{line}");
    }
    for c in &m.cells {
        if let Err(why) = &c.odds {
            println!("  {} against {}: {why}", c.attacker.key(), c.defender.key());
        }
    }
    if let Some((c, p)) = m.best_attacker() {
        println!(
            "attacker's best chit: {} (wins at least {} whatever the defender plays)",
            c.key(),
            percent(&p)
        );
    }
    if let Some((c, p)) = m.best_defender() {
        println!(
            "defender's best chit: {} (is not beaten at least {} whatever the attacker plays)",
            c.key(),
            percent(&p)
        );
    }
    if detail {
        for c in &m.cells {
            if let Ok(s) = &c.odds {
                println!("\n{} against {}:", c.attacker.key(), c.defender.key());
                print_figures(s, s.total());
            }
        }
    }
}
