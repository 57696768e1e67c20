//! The map after a player turn as a picture (docs/maps.md), from the map's geometry file
//! (`maps/<map>-geometry.yaml`): what a reader may see and no more. As the reports show
//! (`view`), a side's stacks are hidden from the enemy (A.3 step 2 reveals a stack only in
//! a battle): the reader's own units are drawn by name and strength, every other stack
//! as a marker alone in its place; the public picture shows markers only. Areas show
//! depletion, forts and victory point places with their control, and the turn's battles.

use super::map::Map;
use super::revision::Change;
use super::state::{Kind, Side, State, Unit};
use super::view::Report;
use super::words::{say, Titled};
use super::Rules;
use crate::board::area::geometry::Geometry;
use crate::board::area::picture::{Border, BorderKind, Picture, Place, Stack, UnitLine};
use crate::engine::Ctx;
use crate::error::Result;
use std::collections::BTreeMap;

/// The map's geometry, checked against its places (areas, or their sub-areas); `None`
/// when the game data has no geometry file for the map.
///
/// # Errors
/// The geometry file's errors, with file, line and YAML path.
pub fn geometry(ctx: Ctx, map: &Map) -> Result<Option<Geometry>> {
    let rel = format!("maps/{}-geometry.yaml", map.id);
    if !ctx.data.list(&rel).contains(&rel) {
        return Ok(None);
    }
    let g = ctx
        .data
        .memo(&format!("spi-1812-geometry:{}", map.id), || {
            let places: Vec<&str> = map.places().map(|p| p.id.as_str()).collect();
            Geometry::read(&ctx.data.source(&rel)?, &map.id, &places, &[])
        })?;
    Ok(Some(g))
}

/// The SVG picture of `st` (with `report`'s battles when given) as `reader` sees it
/// (`None`: public); `None` without a geometry file.
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
    let map = &rules.map;
    let own = match reader {
        Some(r) => crate::engine::sides_of::<Side>(ctx, r)?,
        None => Vec::new(),
    };
    let Some(geometry) = geometry(ctx, map)? else {
        return Ok(None);
    };
    let mut notes = vec![
        say(&Titled::PictureHiddenStacks),
        say(&Titled::PictureStrength),
    ];
    if map.provisional {
        notes.push(say(&Titled::PictureProvisionalMap {
            map: &map.name,
            id: &map.id,
        }));
    }
    let pic = Picture {
        geometry: &geometry,
        title: say(&Titled::PictureTitle {
            map: &map.name,
            turn: st.turn,
            date: st.date(),
            reader,
        }),
        sides: [Side::France, Side::Russia]
            .iter()
            .map(|s| (s.key().to_string(), s.adjective().to_string()))
            .collect(),
        places: places(map, st, &own),
        frames: frames(map),
        seas: BTreeMap::new(),
        borders: borders(map),
        stacks: stacks(st, &own),
        moves: Vec::new(),
        battles: report.map_or_else(Vec::new, |r| battles(map, r)),
        notes,
        whole: rules.revision.has(Change::PictureWhole),
        routed: rules.revision.has(Change::RoutedBorders),
    };
    Ok(Some(pic.render()))
}

/// Each place: name, fort, control, its area's depletion, a depot the reader may see.
fn places(map: &Map, st: &State, own: &[Side]) -> BTreeMap<String, Place> {
    map.places()
        .map(|p| {
            let d = st.depletion_of(&p.area);
            let control = if st.french_held.contains(&p.id) {
                Some(Side::France.key().to_string())
            } else if p.fort || p.victory_points > 0 {
                Some(Side::Russia.key().to_string())
            } else {
                None
            };
            let depot = st
                .units
                .iter()
                .find(|u| u.at == p.id && u.kind == Kind::Depot && own.contains(&u.side))
                .map(|u| u.side.key().to_string());
            let city = (p.fort || p.victory_points > 0).then(|| match p.victory_points {
                0 => "fort".to_string(),
                v => format!("{v} VP"),
            });
            let place = Place {
                name: p.name.clone(),
                city,
                fortress: p.fort,
                control,
                depleted: d > 0,
                depot,
                remark: (d > 0).then(|| format!("area depleted {d}%")),
            };
            (p.id.clone(), place)
        })
        .collect()
}

/// Areas with sub-areas: the area's name and its places.
fn frames(map: &Map) -> Vec<(String, Vec<String>)> {
    map.areas()
        .filter_map(|a| {
            let members: Vec<String> = map.places_in(a).map(|p| p.id.clone()).collect();
            (members.len() > 1 || members.iter().any(|m| m != a))
                .then(|| (map.name(a).to_string(), members))
        })
        .filter(|(_, m)| m.len() > 1)
        .collect()
}

/// Every adjacency once.
fn borders(map: &Map) -> Vec<Border> {
    let mut out = Vec::new();
    for p in map.places() {
        for n in map.neighbours(&p.id) {
            if p.id.as_str() < n {
                out.push(Border {
                    between: [p.id.clone(), n.to_string()],
                    kind: BorderKind::Plain,
                });
            }
        }
    }
    out
}

/// A stack per side and place: the reader's own units by name and strength, any other
/// side's as a marker alone.
fn stacks(st: &State, own: &[Side]) -> Vec<Stack> {
    let mut by: BTreeMap<(String, Side), Vec<UnitLine>> = BTreeMap::new();
    for u in &st.units {
        let lines = by.entry((u.at.clone(), u.side)).or_default();
        if own.contains(&u.side) {
            lines.push(UnitLine {
                id: u.id.clone(),
                text: unit_text(u),
            });
        }
    }
    by.into_iter()
        .map(|((place, side), units)| Stack {
            place,
            side: side.key().to_string(),
            units,
        })
        .collect()
}

/// `I Corps (Davout) 14`, `Napoleon 6 +2`, `Depot`.
fn unit_text(u: &Unit) -> String {
    match u.kind {
        Kind::Infantry | Kind::Cavalry => format!("{} {}", u.name, u.strength),
        Kind::Leader => format!("{} {} {:+}", u.name, u.command, u.tactical),
        Kind::Supply | Kind::Depot | Kind::Hidden => u.name.clone(),
    }
}

/// The places of the turn's battles (the report names them).
fn battles(map: &Map, r: &Report) -> Vec<String> {
    r.battles
        .iter()
        .filter_map(|b| map.places().find(|p| p.name == b.place))
        .map(|p| p.id.clone())
        .collect()
}
