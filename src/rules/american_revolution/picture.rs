//! The map of the colonies as a picture (docs/maps.md), from `maps/<map>-geometry.yaml`.
//! Nothing is hidden in this game, so every reader sees the same picture: each land area
//! tinted by its region's control (E.b), forts and sieges, both sides' SPs by condition
//! (open, fortified, besieging), the fleets in their seas, and the turn's TD markers;
//! from pbem 0.8.0 the player turn's moves as arrows and its battles as marks.

use super::geo::Geo;
use super::revision::Change;
use super::rules_data::Rules;
use super::state::{AreaForces, Holding, Side, State};
use super::view::Report;
use crate::board::area::geometry::Geometry;
use crate::board::area::picture::{Border, BorderKind, Move, Picture, Place, Stack, UnitLine};
use crate::engine::Ctx;
use crate::error::Result;
use std::collections::BTreeMap;

/// The map's geometry, checked against its areas and seas; `None` when the game data has
/// no geometry file for the map.
///
/// # Errors
/// The geometry file's errors, with file, line and YAML path.
pub fn geometry(ctx: Ctx, geo: &Geo, map: &str) -> Result<Option<Geometry>> {
    let rel = format!("maps/{map}-geometry.yaml");
    if !ctx.data.list(&rel).contains(&rel) {
        return Ok(None);
    }
    let g = ctx
        .data
        .memo(&format!("american-revolution-geometry:{map}"), || {
            let areas: Vec<&str> = geo.board.areas().map(|a| a.as_str()).collect();
            let seas: Vec<&str> = geo.board.seas().map(|(s, _)| s.as_str()).collect();
            Geometry::read(&ctx.data.source(&rel)?, map, &areas, &seas)
        })?;
    Ok(Some(g))
}

/// The SVG picture of `st` after a player turn (the same for every reader: this game hides
/// nothing), with `report`'s moves and battles when given (a state alone has none);
/// `None` without a geometry file.
///
/// # Errors
/// Geometry errors.
pub fn picture(
    ctx: Ctx,
    rules: &Rules,
    st: &State,
    report: Option<&Report>,
) -> Result<Option<String>> {
    let geo = &rules.geo;
    let Some(geometry) = geometry(ctx, geo, &st.map)? else {
        return Ok(None);
    };
    let mut notes = vec![
        "SPs by kind (C continental, M militia, F French, SF French sea-borne, B British, T Tory): open, in a fort (fortified), or besieging.".to_string(),
        "An area is tinted by its region's control (E.b).".to_string(),
    ];
    if geo.provisional {
        notes.push(
            "Provisional map data: the areas and adjacency of maps/colonies.yaml are not the printed map; the picture is a schematic."
                .to_string(),
        );
    }
    let whole = rules.revision.has(Change::PictureWhole);
    let mut borders = borders(geo);
    if whole {
        borders.extend(crate::board::area::picture::coasts(&geo.board));
    }
    let pic = Picture {
        geometry: &geometry,
        title: format!("The colonies, game turn {}, {}", st.turn, st.date),
        sides: [Side::American, Side::British]
            .iter()
            .map(|s| (s.key().to_string(), side_name(*s).to_string()))
            .collect(),
        places: places(geo, st),
        frames: Vec::new(),
        seas: geo
            .board
            .seas()
            .map(|(s, _)| (s.to_string(), geo.name(s.as_str()).to_string()))
            .collect(),
        borders,
        stacks: stacks(st),
        moves: report.map_or_else(Vec::new, moves),
        battles: report.map_or_else(Vec::new, |r| r.battles.clone()),
        notes,
        whole,
        routed: rules.revision.has(Change::RoutedBorders),
    };
    Ok(Some(pic.render()))
}

/// The report's moves (pbem 0.8.0 on) as the map's arrows.
fn moves(r: &Report) -> Vec<Move> {
    (r.moves.iter())
        .map(|m| Move {
            side: m.side.to_string(),
            path: m.path.clone(),
        })
        .collect()
}

fn side_name(s: Side) -> &'static str {
    match s {
        Side::American => "American",
        Side::British => "British",
    }
}

/// Each land area: name, region, control, a fort (either side fortified there), a siege,
/// a TD marker on its region.
fn places(geo: &Geo, st: &State) -> BTreeMap<String, Place> {
    let none = AreaForces::default();
    geo.board
        .areas()
        .filter(|a| !geo.board.is_sea(a.as_str()))
        .map(|a| {
            let id = a.as_str();
            let region = geo.region_of(id);
            let f = st.areas.get(id).unwrap_or(&none);
            let fort = !f.american.fortified.is_empty() || !f.british.fortified.is_empty();
            let siege = !f.american.besieging.is_empty() || !f.british.besieging.is_empty();
            let control = if st.british_controls(region) {
                Side::British
            } else {
                Side::American
            };
            let mut remark = vec![geo.region(region).name.clone()];
            if siege {
                remark.push("siege".into());
            }
            if st.td_markers.contains(region) {
                remark.push("TD".into());
            }
            let place = Place {
                name: geo.name(id).to_string(),
                city: None,
                fortress: fort,
                control: Some(control.key().to_string()),
                depleted: false,
                depot: None,
                remark: Some(remark.join(", ")),
            };
            (id.to_string(), place)
        })
        .collect()
}

/// Every land border once.
fn borders(geo: &Geo) -> Vec<Border> {
    let mut out = Vec::new();
    for a in geo.board.areas() {
        for (n, _) in geo.board.neighbours(a.as_str()) {
            if a.as_str() < n.as_str() {
                out.push(Border {
                    between: [a.to_string(), n.to_string()],
                    kind: BorderKind::Plain,
                });
            }
        }
    }
    out
}

/// A stack per side and area: a line per condition with SPs; each side's fleet in its sea.
fn stacks(st: &State) -> Vec<Stack> {
    let mut out = Vec::new();
    for (area, f) in &st.areas {
        for (side, h) in [(Side::American, &f.american), (Side::British, &f.british)] {
            let units = lines(area, side, h);
            if !units.is_empty() {
                out.push(Stack {
                    place: area.clone(),
                    side: side.key().to_string(),
                    units,
                });
            }
        }
    }
    for (side, sea) in &st.fleets {
        out.push(Stack {
            place: sea.clone(),
            side: side.key().to_string(),
            units: vec![UnitLine {
                id: format!("{}-fleet", side.key()),
                text: format!("{} fleet", side_name(*side)),
            }],
        });
    }
    out
}

/// `open 3 C, 2 M`, `fort 2 B`, `besieging 4 C`.
fn lines(area: &str, side: Side, h: &Holding) -> Vec<UnitLine> {
    [
        ("open", &h.open),
        ("fort", &h.fortified),
        ("besieging", &h.besieging),
    ]
    .into_iter()
    .filter(|(_, sps)| !sps.is_empty())
    .map(|(what, sps)| UnitLine {
        id: format!("{}-{area}-{what}", side.key()),
        text: format!("{what} {}", sps.text()),
    })
    .collect()
}
