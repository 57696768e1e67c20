//! `pbem odds` for Empires in Arms field combat, printed: the day's outcomes for a pair of
//! chits (and `--simulate` beside them), or the matrix of every pair.

use super::day::{DayOutcome, Ending};
use super::matrix::Matrix;
use super::{Field, Figures, Summary};
use crate::engine::odds::OddsRequest;
use crate::error::{Error, Result};
use crate::odds::print::{outln, sum_line, ticks, Printer};
use crate::odds::simulate;
use crate::odds::walk::{decimal, percent, Prob};
use crate::rules::empires_in_arms::combat::battle::Battle;
use crate::rules::empires_in_arms::tables::charts::fmt_tenths;
use crate::rules::empires_in_arms::tables::chits::Chit;

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

/// Prints the odds of `field` for the chits `req` or the field gives: a pair's day, or the
/// matrix of every pair.
///
/// # Errors
/// An unknown chit; `--simulate` without a pair.
pub fn field_odds(mut field: Field, a: &OddsRequest, out: &mut Printer) -> Result<()> {
    if let Some(c) = chit(&a.attacker, &Chit::ATTACKER, "attacker")? {
        field.attacker.chit = Some(c);
    }
    if let Some(c) = chit(&a.defender, &Chit::DEFENDER, "defender")? {
        field.defender.chit = Some(c);
    }
    header(out, &field.battle());
    match (field.attacker.chit, field.defender.chit) {
        (Some(ac), Some(dc)) => {
            let day = field.day(ac, dc).map_err(Error::Campaign)?;
            let s = Summary::of(day.exact());
            outln!(out, "chits: attacker {}, defender {}", ac.key(), dc.key());
            print_summary(out, &s, a.detail);
            if let Some(n) = a.simulate {
                out.progress.start(n, "days");
                let counts =
                    simulate::sample(n, &a.seed, |d| day.fight(d).ending, ticks(out.progress, n));
                out.progress.finish();
                outln!(
                    out,
                    "\nsimulated {n} days (ChaCha20 dice, seed text {:?}):",
                    a.seed
                );
                for e in Ending::ALL {
                    let hits = counts.get(&e).copied().unwrap_or(0);
                    let exact = s.p(e);
                    if hits > 0 || exact > Prob::from_integer(0) {
                        let share = Prob::new(u128::from(hits), u128::from(n.max(1)));
                        outln!(
                            out,
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
            print_matrix(out, &Matrix::exact(&field), a.detail);
        }
    }
    Ok(())
}

fn header(out: &mut Printer, b: &Battle) {
    outln!(
        out,
        "Field combat in {} ({}), day 1; reinforcements not counted (7.5.2.11)",
        b.area_name(),
        b.map().terrain(&b.area)
    );
    for f in [&b.att, &b.def] {
        outln!(
            out,
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

fn print_summary(out: &mut Printer, s: &Summary, detail: bool) {
    print_figures(out, &s.figures, s.total());
    if detail {
        outln!(
            out,
            "  every outcome (rounds; factors and morale loss left; pursuit losses):"
        );
        for (o, p) in &s.outcomes {
            outln!(out, "    {}  {:>7}  ({p})", outcome_line(o), percent(p));
        }
    }
}

/// The figures of a day's outcomes; `total`: the sum of their probabilities.
fn print_figures(out: &mut Printer, f: &Figures, total: Prob) {
    for e in Ending::ALL {
        let p = f.p(e);
        if p > Prob::from_integer(0) {
            outln!(out, "  {:<48} {:>7}  ({p})", e.words(), percent(&p));
        }
    }
    outln!(
        out,
        "  expected factors left: attacker {}, defender {}",
        decimal(&f.factors_left.0, 2),
        decimal(&f.factors_left.1, 2)
    );
    outln!(
        out,
        "  expected morale loss: attacker {}, defender {}",
        decimal(&(f.morale_loss.0 / Prob::from_integer(10)), 2),
        decimal(&(f.morale_loss.1 / Prob::from_integer(10)), 2)
    );
    outln!(
        out,
        "  pursuit: {}; expected pursuit losses when pursued {} factors",
        percent(&f.pursued),
        decimal(&f.pursuit_losses, 2)
    );
    outln!(out, "  sum of all outcomes: {}", sum_line(total));
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

fn print_matrix(out: &mut Printer, m: &Matrix, detail: bool) {
    outln!(
        out,
        "attacker wins / defender wins, each chit pair (rows attacker, columns defender):"
    );
    let mut head = format!("  {:<18}", "");
    for d in &m.defenders {
        head.push_str(&format!(" {:>23}", d.key()));
    }
    outln!(out, "{head}");
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
        outln!(out, "{line}");
    }
    for c in &m.cells {
        if let Err(why) = &c.odds {
            outln!(
                out,
                "  {} against {}: {why}",
                c.attacker.key(),
                c.defender.key()
            );
        }
    }
    if let Some((c, p)) = m.best_attacker() {
        outln!(
            out,
            "attacker's best chit: {} (wins at least {} whatever the defender plays)",
            c.key(),
            percent(&p)
        );
    }
    if let Some((c, p)) = m.best_defender() {
        outln!(
            out,
            "defender's best chit: {} (is not beaten at least {} whatever the attacker plays)",
            c.key(),
            percent(&p)
        );
    }
    if detail {
        for c in &m.cells {
            if let Ok(s) = &c.odds {
                outln!(out, "\n{} against {}:", c.attacker.key(), c.defender.key());
                print_figures(out, s, s.total());
            }
        }
    }
}
