//! `pbem odds` for an American Revolution attack: from a campaign's area or an odds file,
//! the exact outcomes of the die on the Combat Results Table, provisional data named.

use super::{Battle, OddsFile, Outcome};
use crate::data::GameData;
use crate::engine::odds::OddsRequest;
use crate::error::{Error, Result};
use crate::odds::print::{outln, sum_line, ticks, Printer};
use crate::odds::simulate;
use crate::odds::walk::{decimal, percent, Prob};
use crate::rules::american_revolution::rules_data::Rules;
use crate::rules::american_revolution::state::{Condition, State};
use crate::yaml::Source;
use std::collections::BTreeMap;

/// The attack of an American Revolution odds file.
///
/// # Errors
/// The file's errors; chits given (this game has none).
pub fn from_file(src: &Source, a: &OddsRequest, out: &mut Printer) -> Result<()> {
    refuse_chits(a)?;
    if !a.with.is_empty() || !a.against.is_empty() {
        return Err(Error::Campaign(
            "the file's conditions: give them as attacker.conditions and defender.conditions"
                .into(),
        ));
    }
    let data = GameData::embedded("american-revolution")?;
    let (rules, b) = OddsFile::read(src, &data)?;
    run(&rules, &b, a, out)
}

/// The attack in `area` of an American Revolution campaign's current state by the phasing
/// side.
///
/// # Errors
/// An unknown condition; an attack the rules refuse.
pub fn from_campaign(
    rules: &Rules,
    state: &State,
    area: &str,
    a: &OddsRequest,
    out: &mut Printer,
) -> Result<()> {
    refuse_chits(a)?;
    if !rules.geo.names.contains_key(area) {
        return Err(Error::Campaign(format!(
            "'{area}' is not an area of the map"
        )));
    }
    let b = Battle::from_campaign(
        state,
        area,
        a.from.as_deref(),
        &conditions(&a.with)?,
        &conditions(&a.against)?,
    )?;
    run(rules, &b, a, out)
}

fn refuse_chits(a: &OddsRequest) -> Result<()> {
    if a.attacker.is_some() || a.defender.is_some() {
        return Err(Error::Campaign(
            "the American Revolution has no battle chits: give --with and --against conditions"
                .into(),
        ));
    }
    Ok(())
}

/// Conditions by name (`open`, `fortified`, `besieging`).
///
/// # Errors
/// An unknown name.
pub fn conditions(names: &[String]) -> Result<Vec<Condition>> {
    names
        .iter()
        .map(|n| match n.as_str() {
            "open" => Ok(Condition::Open),
            "fortified" => Ok(Condition::Fortified),
            "besieging" => Ok(Condition::Besieging),
            other => Err(Error::Campaign(format!(
                "'{other}' is not a condition; expected open, fortified or besieging"
            ))),
        })
        .collect()
}

/// The note naming the provisional CRT, on its own line (empty when the CRT is printed).
pub fn provisional_line(rules: &Rules) -> Option<String> {
    let notes = rules.tables.crt_note();
    (!notes.is_empty()).then(|| {
        format!(
            "{} (type in your copy: games/american-revolution/charts/combat-results.yaml)",
            notes.join(", ")
        )
    })
}

/// "american 6 (open) against british 4 (fortified ×3 = 12)".
pub fn header_line(rules: &Rules, b: &Battle) -> String {
    let (att, def) = b.strengths();
    let names = |cs: &[Condition]| {
        cs.iter()
            .map(|c| format!("{c:?}").to_lowercase())
            .collect::<Vec<_>>()
            .join(", ")
    };
    let crt = rules.tables.crt_note();
    format!(
        "Attack in {} by the {} side: {att} basic SPs ({}) against {def} ({}; fortified SPs count triple, besiegers attacked from a fort double): odds {}{}",
        rules.geo.name(&b.attack.area),
        b.side.key(),
        names(&b.attack.with),
        names(&b.attack.against),
        b.column(rules)
            .map_or_else(|| "below 1-1: no attack (A.3)".to_string(), |o| o.to_string()),
        if crt.is_empty() {
            String::new()
        } else {
            format!(" [{}]", crt.join(", "))
        }
    )
}

/// The outcome in words.
pub fn outcome_words(o: &Outcome) -> String {
    match o.result {
        None => "no attack (below 1-1)".to_string(),
        Some(r) => format!(
            "{r}: attacker loses {}, defender loses {}{}",
            o.attacker_lost,
            o.defender_lost,
            if o.major_success {
                "; major success"
            } else {
                ""
            }
        ),
    }
}

/// The distribution merged by outcome, most likely first (ties in outcome order).
pub fn ranked(dist: &BTreeMap<Outcome, Prob>) -> Vec<(Outcome, Prob)> {
    let mut v: Vec<(Outcome, Prob)> = dist.iter().map(|(o, p)| (*o, *p)).collect();
    v.sort_by(|x, y| y.1.cmp(&x.1).then(x.0.cmp(&y.0)));
    v
}

fn run(rules: &Rules, b: &Battle, a: &OddsRequest, out: &mut Printer) -> Result<()> {
    outln!(out, "{}", header_line(rules, b));
    let f = b.state.at(&b.attack.area);
    for side in [b.side, b.side.other()] {
        let h = f.of(side);
        outln!(
            out,
            "  {}: open {}; fortified {}; besieging {}",
            side.key(),
            h.open.text(),
            h.fortified.text(),
            h.besieging.text()
        );
    }
    let dist = b.exact(rules);
    print_exact(out, &dist);
    if let Some(n) = a.simulate {
        print_simulated(out, rules, b, n, &a.seed, &dist);
    }
    if let Some(line) = provisional_line(rules) {
        outln!(out, "{line}");
    }
    Ok(())
}

/// The exact outcomes, most likely first, the expected basic SPs each side loses, and
/// the sum of all outcomes (one).
fn print_exact(out: &mut Printer, dist: &BTreeMap<Outcome, Prob>) {
    for (o, p) in ranked(dist) {
        outln!(out, "  {:<60} {:>7}  ({p})", outcome_words(&o), percent(&p));
    }
    let exp = |f: fn(&Outcome) -> u32| {
        dist.iter().fold(Prob::from_integer(0), |s, (o, p)| {
            s + p * Prob::from_integer(u128::from(f(o)))
        })
    };
    outln!(
        out,
        "  expected basic SPs lost: attacker {}, defender {}",
        decimal(&exp(|o| o.attacker_lost), 2),
        decimal(&exp(|o| o.defender_lost), 2)
    );
    let total = dist.values().fold(Prob::from_integer(0), |s, p| s + p);
    outln!(out, "  sum of all outcomes: {}", sum_line(total));
}

/// `--simulate N`: `n` attacks fought with seeded dice, each outcome's share beside its
/// exact odds.
fn print_simulated(
    out: &mut Printer,
    rules: &Rules,
    b: &Battle,
    n: u64,
    seed: &str,
    dist: &BTreeMap<Outcome, Prob>,
) {
    out.progress.start(n, "attacks");
    let counts = simulate::sample(n, seed, |d| b.fight(rules, d), ticks(out.progress, n));
    out.progress.finish();
    outln!(
        out,
        "\nsimulated {n} attacks (ChaCha20 dice, seed text {seed:?}):"
    );
    for (o, p) in ranked(dist) {
        let hits = counts.get(&o).copied().unwrap_or(0);
        let share = Prob::new(u128::from(hits), u128::from(n.max(1)));
        outln!(
            out,
            "  {:<60} {hits:>8}  {:>7}  (exact {})",
            outcome_words(&o),
            percent(&share),
            percent(&p)
        );
    }
}
