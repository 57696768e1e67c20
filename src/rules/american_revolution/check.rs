//! Checking an orders file before it is resolved: every area, region and sea it names is on
//! the map, SPs are the player's own kinds, and only the phasing player gives moves. What
//! depends on the order of resolution (a move blocked by an earlier loss) is not an error:
//! the report says why it was not made.

use super::orders::{Orders, Standing};
use super::rules_data::Rules;
use super::state::{Side, Sps, State};
use crate::error::Result;
use crate::yaml::Source;

struct Ctx<'a> {
    rules: &'a Rules,
    src: &'a Source,
}

impl Ctx<'_> {
    fn area(&self, path: &str, id: &str) -> Result<()> {
        if self.rules.geo.board.has(id) {
            Ok(())
        } else {
            Err(self
                .src
                .invalid(path, format!("'{id}' is not an area of the map")))
        }
    }

    fn region(&self, path: &str, id: &str) -> Result<()> {
        if self.rules.geo.regions.contains_key(id) {
            Ok(())
        } else {
            Err(self
                .src
                .invalid(path, format!("'{id}' is not a region of the map")))
        }
    }

    fn own(&self, path: &str, sps: &Sps, sides: &[Side]) -> Result<()> {
        match sps.0.keys().find(|k| !sides.contains(&k.side())) {
            Some(k) => Err(self.src.invalid(path, format!("{k:?} SPs are not yours"))),
            None => Ok(()),
        }
    }
}

fn standing(c: &Ctx, s: &Standing) -> Result<()> {
    for (field, map) in [
        ("militia", &s.militia),
        ("levy", &s.levy),
        ("tories", &s.tories),
    ] {
        for (r, a) in map {
            c.region(&format!("standing.{field}.{r}"), r)?;
            c.area(&format!("standing.{field}.{r}"), a)?;
        }
    }
    for (r, path) in &s.tory_moves {
        c.region(&format!("standing.tory_moves.{r}"), r)?;
        for (i, a) in path.iter().enumerate() {
            c.area(&format!("standing.tory_moves.{r}[{i}]"), a)?;
        }
    }
    Ok(())
}

/// Checks `o`, the orders of the player controlling `sides`, read from `src`.
///
/// # Errors
/// [`crate::error::Error::Invalid`] at the YAML path of the first bad item.
pub fn check(rules: &Rules, st: &State, sides: &[Side], o: &Orders, src: &Source) -> Result<()> {
    let c = Ctx { rules, src };
    if let Some(e) = &st.ending {
        return Err(src.invalid("", format!("E: the campaign is over: {}", e.why)));
    }
    let phasing = sides.contains(&st.phasing);
    let acts = !o.moves.is_empty()
        || !o.sea.is_empty()
        || o.fleet_to.is_some()
        || o.landing.is_some()
        || !o.attacks.is_empty()
        || !o.fortify.is_empty()
        || !o.besiege.is_empty();
    if o.commander && (acts || !phasing) {
        return Err(src.invalid(
            "commander",
            "item 9: `commander: true` is for the phasing player and replaces moves, sea, fleet_to, landing, attacks, fortify and besiege; give none of them",
        ));
    }
    if acts && !phasing {
        return Err(src.invalid(
            "moves",
            "only the phasing player moves, attacks and fortifies; give standing orders only",
        ));
    }
    for (i, m) in o.moves.iter().enumerate() {
        c.area(&format!("moves[{i}].from"), &m.from)?;
        c.own(&format!("moves[{i}].sps"), &m.sps, sides)?;
        for (j, a) in m.path.iter().enumerate() {
            c.area(&format!("moves[{i}].path[{j}]"), a)?;
        }
    }
    for (i, m) in o.sea.iter().enumerate() {
        c.area(&format!("sea[{i}].from"), &m.from)?;
        c.area(&format!("sea[{i}].to"), &m.to)?;
        c.own(&format!("sea[{i}].sps"), &m.sps, sides)?;
    }
    if let Some(s) = &o.fleet_to {
        if !rules.geo.board.is_sea(s) {
            return Err(src.invalid(
                "fleet_to",
                format!("A.1.b / B.1.c: '{s}' is not a sea area"),
            ));
        }
    }
    if let Some(a) = &o.landing {
        c.area("landing", a)?;
    }
    for (i, a) in o.attacks.iter().enumerate() {
        c.area(&format!("attacks[{i}].area"), &a.area)?;
        if a.with.is_empty() || a.against.is_empty() {
            return Err(src.invalid(
                &format!("attacks[{i}]"),
                "A.3 / B.3: an attack names `with` and `against` conditions",
            ));
        }
    }
    for (i, f) in o.fortify.iter().enumerate() {
        c.area(&format!("fortify[{i}].area"), &f.area)?;
        c.own(&format!("fortify[{i}].sps"), &f.sps, sides)?;
    }
    for (i, a) in o.besiege.iter().enumerate() {
        c.area(&format!("besiege[{i}]"), a)?;
    }
    if let Some(s) = &o.standing {
        standing(&c, s)?;
    }
    if phasing {
        super::check_rules::check(rules, st, st.phasing, o, src)?;
    }
    Ok(())
}
