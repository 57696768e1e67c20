//! `pbem odds` for an 1812 battle, printed: from a campaign's place or an odds file, the exact
//! outcomes for a pair of battle plan chits, or the matrix of every pair.

use super::file::OddsFile;
use super::{self as odds, Outcome, Winner};
use crate::data::GameData;
use crate::engine::odds::OddsRequest;
use crate::error::{Error, Result};
use crate::odds::print::{outln, sum_line, ticks, Printer};
use crate::odds::simulate;
use crate::odds::walk::{decimal, percent, Prob};
use crate::rules::spi_1812::battle::reveal;
use crate::rules::spi_1812::charts::Charts;
use crate::rules::spi_1812::combat_resolution::strengths;
use crate::rules::spi_1812::map::Map;
use crate::rules::spi_1812::state::State;
use crate::rules::spi_1812::Rules;
use crate::yaml::Source;
use std::collections::BTreeMap;

/// The battle of an 1812 odds file.
///
/// # Errors
/// The file's errors; an unknown chit.
pub fn from_file(src: &Source, a: &OddsRequest, out: &mut Printer) -> Result<()> {
    refuse_ar_flags(a)?;
    let data = GameData::embedded("spi-1812")?;
    let b = OddsFile::read(src, &data)?;
    let charts = Charts::load(&data)?;
    let map = Map::load(&data, &b.state.map)?;
    let chits = (
        a.attacker.clone().or(b.chits.0),
        a.defender.clone().or(b.chits.1),
    );
    run(&charts, &map, &b.state, &b.place, chits, a, out)
}

/// The battle at `place` of an 1812 campaign's current state.
///
/// # Errors
/// As [`odds::from_campaign`]; an unknown chit.
pub fn from_campaign(
    rules: &Rules,
    state: &State,
    place: &str,
    a: &OddsRequest,
    out: &mut Printer,
) -> Result<()> {
    refuse_ar_flags(a)?;
    let s = odds::from_campaign(&rules.map, state, place, a.from.as_deref())?;
    let chits = (a.attacker.clone(), a.defender.clone());
    if let Some(hidden) = super::hidden::hidden_side(&s, place) {
        // A player's view: the enemy's stack is not known (A.3 step 2).
        if a.simulate.is_some() {
            return Err(Error::Campaign(
                "--simulate needs both stacks; the enemy's is hidden in your view: give it in an odds file (--file)".into(),
            ));
        }
        let chits = (
            check_chit(&rules.charts, chits.0, true)?,
            check_chit(&rules.charts, chits.1, false)?,
        );
        for l in super::hidden::lines(rules, &s, place, hidden, chits) {
            outln!(out, "{l}");
        }
        return Ok(());
    }
    run(&rules.charts, &rules.map, &s, place, chits, a, out)
}

fn refuse_ar_flags(a: &OddsRequest) -> Result<()> {
    if !a.with.is_empty() || !a.against.is_empty() {
        return Err(Error::Campaign(
            "--with and --against are for American Revolution attacks".into(),
        ));
    }
    Ok(())
}

/// The chit `c` names for the role, read as orders read it (a former name such as
/// `envelop` is the chit it became); an error naming the role's chits otherwise.
fn check_chit(charts: &Charts, c: Option<String>, attacker: bool) -> Result<Option<String>> {
    let bp = &charts.battle_plan;
    let (set, role) = if attacker {
        (&bp.attacker, "an attacker")
    } else {
        (&bp.defender, "a defender")
    };
    let Some(c) = c else { return Ok(None) };
    match bp.role_chit(&c, attacker) {
        Some(now) => Ok(Some(now.to_string())),
        None => Err(Error::Campaign(format!(
            "'{c}' is not {role}'s battle plan chit; expected one of {}",
            set.join(", ")
        ))),
    }
}

fn run(
    charts: &Charts,
    map: &Map,
    state: &State,
    place: &str,
    chits: (Option<String>, Option<String>),
    a: &OddsRequest,
    out: &mut Printer,
) -> Result<()> {
    let chits = (
        check_chit(charts, chits.0, true)?,
        check_chit(charts, chits.1, false)?,
    );
    header(out, map, state, place);
    let provisional = odds::provisional_charts(charts);
    match chits {
        (Some(ac), Some(dc)) => {
            let plans = odds::chit_plans(state, &ac, &dc);
            let dist = odds::exact(charts, map, state, place, &plans);
            outln!(out, "battle plan chits: attacker {ac}, defender {dc}");
            print_dist(out, &dist, a.detail);
            if let Some(n) = a.simulate {
                print_simulated(out, n, &a.seed, &odds::winners(&dist), |d| {
                    odds::fight(charts, map, state, place, &plans, d).winner()
                });
            }
        }
        _ => {
            if a.simulate.is_some() {
                return Err(Error::Campaign(
                    "--simulate fights one pair of chits: give --attacker and --defender (or chit: in the file)".into(),
                ));
            }
            let m: Vec<_> = odds::matrix(charts, map, state, place)
                .into_iter()
                .filter(|(ac, dc, _)| {
                    chits.0.as_ref().is_none_or(|c| c == ac)
                        && chits.1.as_ref().is_none_or(|c| c == dc)
                })
                .collect();
            print_matrix(out, charts, &m, a.detail);
        }
    }
    if !provisional.is_empty() {
        outln!(out, "provisional: {} (not the printed charts: type in your copy under games/spi-1812/charts/)", provisional.join(", "));
    }
    Ok(())
}

/// `n` battles fought by `fight` with the dice of seed text `seed`, beside `exact`.
fn print_simulated(
    out: &mut Printer,
    n: u64,
    seed: &str,
    exact: &BTreeMap<Winner, Prob>,
    fight: impl FnMut(&mut dyn crate::fairness::Dice) -> Winner,
) {
    out.progress.start(n, "battles");
    let counts = simulate::sample(n, seed, fight, ticks(out.progress, n));
    out.progress.finish();
    outln!(
        out,
        "\nsimulated {n} battles (ChaCha20 dice, seed text {seed:?}):"
    );
    for w in Winner::ALL {
        let hits = counts.get(&w).copied().unwrap_or(0);
        let p = exact.get(&w).copied().unwrap_or_default();
        if hits == 0 && p == Prob::from_integer(0) {
            continue;
        }
        let share = Prob::new(u128::from(hits), u128::from(n.max(1)));
        outln!(
            out,
            "  {:<56} {hits:>8}  {:>7}  (exact {})",
            w.words(),
            percent(&share),
            percent(&p)
        );
    }
}

fn header(out: &mut Printer, map: &Map, state: &State, place: &str) {
    let fort = map.place(place).is_some_and(|p| p.fort);
    outln!(
        out,
        "Battle at {}{}, turn {}: {} attacks (A.3 steps 1 to 7)",
        map.name(place),
        if fort { " (fort)" } else { "" },
        state.turn,
        state.phasing.adjective()
    );
    for side in [state.phasing, state.phasing.other()] {
        let units: Vec<String> = state.at(place, side).map(reveal).collect();
        let sp: u32 = state
            .at(place, side)
            .filter(|u| u.is_corps())
            .map(|u| u.strength)
            .sum();
        outln!(
            out,
            "  {} ({}): {sp} SPs; {}",
            side.adjective(),
            if side == state.phasing {
                "attacker"
            } else {
                "defender"
            },
            units.join("; ")
        );
    }
    let (att, def) = strengths(state, place, state.phasing);
    outln!(
        out,
        "  step 5 strengths when the {} attacks: {att} against {def}",
        state.phasing.adjective()
    );
}

fn print_dist(out: &mut Printer, dist: &BTreeMap<Outcome, Prob>, detail: bool) {
    let w = odds::winners(dist);
    for win in Winner::ALL {
        if let Some(p) = w.get(&win) {
            outln!(out, "  {:<56} {:>7}  ({p})", win.words(), percent(p));
        }
    }
    let (ea, ed) = odds::expected_strength(dist);
    outln!(
        out,
        "  expected SPs left: attacker {}, defender {}",
        decimal(&ea, 2),
        decimal(&ed, 2)
    );
    let total = dist.values().fold(Prob::from_integer(0), |a, p| a + p);
    outln!(out, "  sum of all outcomes: {}", sum_line(total));
    if detail {
        outln!(out, "  every outcome (attacker; defender):");
        for (o, p) in dist {
            outln!(
                out,
                "    {:<60} {:>7}  ({p})",
                format!(
                    "attacker {} SPs{}; defender {} SPs{}",
                    o.attacker.strength,
                    if o.attacker.retreated {
                        " retreated"
                    } else {
                        ""
                    },
                    o.defender.strength,
                    if o.defender.retreated {
                        " retreated"
                    } else {
                        ""
                    }
                ),
                percent(p)
            );
        }
    }
}

fn print_matrix(
    out: &mut Printer,
    charts: &Charts,
    m: &[(String, String, BTreeMap<Outcome, Prob>)],
    detail: bool,
) {
    let bp = &charts.battle_plan;
    let defenders: Vec<&String> = bp
        .defender
        .iter()
        .filter(|d| m.iter().any(|c| &c.1 == *d))
        .collect();
    let attackers: Vec<&String> = bp
        .attacker
        .iter()
        .filter(|a| m.iter().any(|c| &c.0 == *a))
        .collect();
    outln!(
        out,
        "attacker wins / defender wins, each chit pair (rows attacker, columns defender):"
    );
    let mut head = format!("  {:<14}", "");
    for d in &defenders {
        head.push_str(&format!(" {:>17}", d));
    }
    outln!(out, "{head}");
    for a in &attackers {
        let mut line = format!("  {:<14}", a);
        for d in &defenders {
            let cell = m.iter().find(|c| &c.0 == *a && &c.1 == *d).map_or_else(
                || "-".to_string(),
                |(_, _, dist)| {
                    format!(
                        "{} / {}",
                        percent(&odds::p_winner(dist, Winner::Attacker)),
                        percent(&odds::p_winner(dist, Winner::Defender))
                    )
                },
            );
            line.push_str(&format!(" {cell:>17}"));
        }
        outln!(out, "{line}");
    }
    if let Some(((ac, ap), (dc, dp))) = odds::best_chits(m) {
        outln!(
            out,
            "attacker's best chit: {ac} (wins at least {} whatever the defender plays)",
            percent(&ap)
        );
        outln!(
            out,
            "defender's best chit: {dc} (is not beaten at least {} whatever the attacker plays)",
            percent(&dp)
        );
    }
    if detail {
        for (ac, dc, dist) in m {
            outln!(out, "\n{ac} against {dc}:");
            print_dist(out, dist, false);
        }
    }
}
