//! The board after an entry as a picture (docs/maps.md): the map's geometry file
//! (`maps/<map>-geometry.yaml`), each area in its controller's colour, every power's corps,
//! cossacks, freikorps, garrisons and leaders where they stand (all public in Empires in
//! Arms, so every reader sees the same picture), depots, sieges (7.5.4), this sequence's
//! moves (the report's paths) and the battles of the entry.

use super::model::map::Map;
use super::model::rules::Rules;
use super::model::state::State;
use super::model::territory;
use super::model::units::{FactorType, Unit, UnitKind};
use super::resolution::Report;
use super::revision::Change;
use crate::board::area::geometry::Geometry;
use crate::board::area::picture::{Border, BorderKind, Move, Picture, Place, Stack, UnitLine};
use crate::engine::Ctx;
use crate::error::{Error, Result};
use std::collections::BTreeMap;

/// The map's geometry, checked against it; `None` when the game data has no geometry file
/// for the map (a group's own map without one: no picture).
///
/// # Errors
/// The geometry file's errors, with file, line and YAML path.
pub fn geometry(ctx: Ctx, map: &Map) -> Result<Option<Geometry>> {
    let rel = format!("maps/{}-geometry.yaml", map.id);
    if !ctx.data.list(&rel).contains(&rel) {
        return Ok(None);
    }
    let g = ctx.data.memo(&format!("eia-geometry:{}", map.id), || {
        let places: Vec<&str> = map.areas.keys().map(String::as_str).collect();
        let seas: Vec<&str> = map.seas.keys().map(String::as_str).collect();
        Geometry::read(&ctx.data.source(&rel)?, &map.id, &places, &seas)
    })?;
    Ok(Some(g))
}

/// The SVG picture of `st` (with `report`'s battles when given) as `reader` sees it: every
/// reader the same, the corps being public; `None` without a geometry file.
///
/// # Errors
/// Geometry errors; a reader not in the campaign.
pub fn picture(
    ctx: Ctx,
    rules: &Rules,
    st: &State,
    report: Option<&Report>,
    reader: Option<&str>,
) -> Result<Option<String>> {
    Ok(pictures(ctx, rules, st, report, &[reader])?.pop().flatten())
}

/// [`picture`] for each of `readers`, the map drawn once: the readers' pictures differ in
/// their title alone, and from pbem 0.12.0 not at all (`Change::OnePictureForAll`: each is
/// the public picture). Empty pictures (`None` each) without a geometry file.
///
/// # Errors
/// Geometry errors; a reader not in the campaign.
pub fn pictures(
    ctx: Ctx,
    rules: &Rules,
    st: &State,
    report: Option<&Report>,
    readers: &[Option<&str>],
) -> Result<Vec<Option<String>>> {
    let map = &rules.map;
    if let Some(r) = readers
        .iter()
        .flatten()
        .find(|r| !ctx.players.contains_key(**r))
    {
        return Err(Error::Campaign(format!(
            "'{r}' is not a player of this campaign"
        )));
    }
    let Some(geometry) = geometry(ctx, map)? else {
        return Ok(vec![None; readers.len()]);
    };
    // The whole map is public: every reader gets the public picture (0.12.0 on).
    let one = rules.revision.has(Change::OnePictureForAll);
    let titles: Vec<String> = (readers.iter())
        .map(|reader| {
            let seen = match reader {
                Some(r) if !one => format!("as {r} sees it"),
                _ => "public".to_string(),
            };
            format!("{}, {} ({seen})", map.name, st.date)
        })
        .collect();
    let mut pic = board(&geometry, map, st, report);
    pic.whole = rules.revision.has(Change::PictureWhole);
    pic.routed = rules.revision.has(Change::RoutedBorders);
    if pic.whole {
        pic.borders
            .extend(crate::board::area::picture::coasts(map.board()));
    }
    if one {
        let svg = pic.render_titled(&titles[..titles.len().min(1)]).pop();
        return Ok(vec![svg; readers.len()]);
    }
    Ok(pic.render_titled(&titles).into_iter().map(Some).collect())
}

/// The board of `st` on `geometry` (with `report`'s moves and battles when given), its
/// title left to each reader's picture.
fn board<'g>(
    geometry: &'g Geometry,
    map: &Map,
    st: &State,
    report: Option<&Report>,
) -> Picture<'g> {
    let mut notes = vec![
        "Every power's forces are public: all readers see this picture.".to_string(),
        "Factors: i infantry, g guard, a artillery, m militia, fi feudal infantry, c cavalry, fc feudal cavalry, k cossacks, fk freikorps, gu guerillas; a leader's ratings strategic-tactical.".to_string(),
    ];
    if map.provisional {
        notes.push(format!(
            "Provisional map data: {} (maps/{}.yaml) is ours, not the printed board; the picture is a schematic.",
            map.name, map.id
        ));
    }
    Picture {
        geometry,
        title: String::new(),
        sides: st
            .powers
            .iter()
            .map(|(id, p)| (id.clone(), p.name.clone()))
            .collect(),
        places: places(map, st),
        frames: Vec::new(),
        seas: map
            .seas
            .iter()
            .map(|(id, s)| (id.clone(), s.name.clone()))
            .collect(),
        borders: borders(map),
        stacks: stacks(st),
        moves: moves(st, report),
        battles: report.map_or_else(Vec::new, |r| {
            r.battles.iter().map(|b| b.area.clone()).collect()
        }),
        notes,
        whole: false,
        routed: false,
    }
}

/// Each area's name, city, controller, depot and siege.
fn places(map: &Map, st: &State) -> BTreeMap<String, Place> {
    map.areas
        .iter()
        .map(|(id, a)| {
            let holders = territory::city_holders(st, id);
            let besiegers: Vec<String> = st
                .powers
                .keys()
                .filter(|p| territory::besieged(st, id) && territory::besieges(st, p, id))
                .filter(|p| holders.iter().any(|h| st.at_war(h, p)))
                .map(|p| st.power_name(p))
                .collect();
            let place = Place {
                name: a.name.clone(),
                city: a.city.as_ref().map(|c| c.name.clone()),
                fortress: a.city.as_ref().is_some_and(|c| c.siege > 0),
                control: territory::controller(st, &a.nation).map(str::to_string),
                depleted: false,
                depot: st
                    .depots
                    .iter()
                    .find(|d| &d.area == id)
                    .map(|d| d.power.clone()),
                remark: (!besiegers.is_empty())
                    .then(|| format!("besieged by {}", besiegers.join(", "))),
            };
            (id.clone(), place)
        })
        .collect()
}

/// Every border once, its kind from the map.
fn borders(map: &Map) -> Vec<Border> {
    let mut out = Vec::new();
    for a in map.board().areas() {
        for (b, border) in map.board().neighbours(a.as_str()) {
            if a < b {
                let kind = if border.crossing {
                    BorderKind::Crossing
                } else if border.river {
                    BorderKind::River
                } else {
                    BorderKind::Plain
                };
                out.push(Border {
                    between: [a.to_string(), b.to_string()],
                    kind,
                });
            }
        }
    }
    out
}

/// A stack per power and area: its units by name and factors, then its leaders.
fn stacks(st: &State) -> Vec<Stack> {
    let mut by: BTreeMap<(String, String), Vec<UnitLine>> = BTreeMap::new();
    for u in &st.units {
        by.entry((u.area.clone(), u.power.clone()))
            .or_default()
            .push(UnitLine {
                id: u.id.clone(),
                text: unit_text(u),
            });
    }
    for l in &st.leaders {
        by.entry((l.area.clone(), l.power.clone()))
            .or_default()
            .push(UnitLine {
                id: l.id.clone(),
                text: format!("{} {}-{}", l.name, l.strategic, l.tactical),
            });
    }
    by.into_iter()
        .map(|((place, side), units)| Stack { place, side, units })
        .collect()
}

/// `I Corps 8i 2c 1a`, `in city` for a garrison inside the city.
pub fn unit_text(u: &Unit) -> String {
    let mut s = u.name.clone();
    for t in FactorType::ALL {
        if let Some(n) = u.factors.get(&t).filter(|n| **n > 0) {
            s.push_str(&format!(" {n}{}", short(t)));
        }
    }
    if u.in_city {
        s.push_str(" (in city)");
    } else if u.kind == UnitKind::Garrison {
        s.push_str(" (garrison)");
    }
    s
}

/// The one- or two-letter mark of a factor type (the legend's words: `8i` infantry).
fn short(t: FactorType) -> &'static str {
    match t {
        FactorType::Infantry => "i",
        FactorType::Guard => "g",
        FactorType::Artillery => "a",
        FactorType::Militia => "m",
        FactorType::FeudalInfantry => "fi",
        FactorType::Cavalry => "c",
        FactorType::FeudalCavalry => "fc",
        FactorType::Cossack => "k",
        FactorType::Freikorps => "fk",
        FactorType::Guerilla => "gu",
    }
}

/// This sequence's moves: the report's (each unit's path, 7.3), else each unit that entered
/// its area from another (`entered_from`, a state not yet advanced); once per power and
/// path.
fn moves(st: &State, report: Option<&Report>) -> Vec<Move> {
    let mut seen: Vec<Move> = Vec::new();
    let from_report = report.into_iter().flat_map(|r| r.moves.iter().cloned());
    let from_state = st.units.iter().filter_map(|u| {
        let from = u.entered_from.clone()?;
        Some((u.power.clone(), vec![from, u.area.clone()]))
    });
    for (side, path) in from_report.chain(from_state) {
        let m = Move { side, path };
        if !seen.contains(&m) {
            seen.push(m);
        }
    }
    seen
}
