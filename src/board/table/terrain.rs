//! The table: its measured size, terrain areas (woods, poor ground, built-up areas, hill
//! contours) and linear features (streams, walls, hedges, roads...), loaded from YAML with
//! errors naming file, line and YAML path. What each kind costs or blocks is the game's
//! data ([`MoveCosts`](super::costs::MoveCosts), [`Sight`](super::sight::Sight)).

use super::geometry::{polygon, polygon_has_point, polyline};
use super::inches::Inches;
use super::measure::{Length, Point, MAX_COORD};
use crate::data::GameData;
use crate::error::Result;
use crate::yaml::Source;
use geo::{LineString, Polygon};
use serde::{Deserialize, Serialize};
use std::collections::BTreeSet;

/// The kind of a terrain area.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum AreaKind {
    /// Light woods.
    LightWoods,
    /// Medium woods.
    MediumWoods,
    /// Heavy woods.
    HeavyWoods,
    /// Poor ground (marsh, broken ground).
    PoorGround,
    /// A built-up area (village, town, farm).
    BuiltUp,
    /// One contour of a hill: its `level` is 1 for the lowest.
    Hill,
}

/// The kind of a linear feature.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum LinearKind {
    /// A stream.
    Stream,
    /// A ditch.
    Ditch,
    /// A river.
    River,
    /// A bridge (a short polyline across a river or stream).
    Bridge,
    /// A ford (a short polyline across a river, as a bridge is drawn): where a path crosses
    /// a river over it, the river is crossed at the ford (what that costs is the game's).
    Ford,
    /// A stone wall.
    StoneWall,
    /// A redoubt's wall.
    Redoubt,
    /// A wooden fence.
    WoodenFence,
    /// A hedge.
    Hedge,
    /// A road.
    Road,
}

/// A terrain area: a simple polygon (vertices in order, not closed).
#[derive(Debug, Clone)]
pub struct Area {
    /// Its id in the data.
    pub id: String,
    /// What it is.
    pub kind: AreaKind,
    /// Hill contour level (1 = lowest); 0 for other kinds.
    pub level: u8,
    /// Vertices, thou.
    pub outline: Vec<Point>,
    /// The same as a geo polygon.
    pub poly: Polygon<i64>,
}

impl Area {
    /// Whether `p` is inside the area or on its edge.
    pub fn has(&self, p: Point) -> bool {
        polygon_has_point(&self.poly, p)
    }
}

/// A linear feature: a polyline.
#[derive(Debug, Clone)]
pub struct Linear {
    /// Its id in the data.
    pub id: String,
    /// What it is.
    pub kind: LinearKind,
    /// The polyline's points, thou.
    pub points: Vec<Point>,
    /// The same as a geo line string.
    pub line: LineString<i64>,
}

/// The measured table: `origin` is its near left corner (the origin of the data, (0, 0),
/// when loaded), `width` along x, `depth` along y.
#[derive(Debug, Clone)]
pub struct Table {
    /// The table's name.
    pub name: String,
    /// The near left corner.
    pub origin: Point,
    /// Size along x.
    pub width: Length,
    /// Size along y.
    pub depth: Length,
    /// Terrain areas, in data order.
    pub areas: Vec<Area>,
    /// Linear features, in data order.
    pub linears: Vec<Linear>,
}

impl Table {
    /// An open table of the given size with no terrain.
    pub fn open(name: &str, width: Length, depth: Length) -> Table {
        Table {
            name: name.to_string(),
            origin: Point::new(0, 0),
            width,
            depth,
            areas: vec![],
            linears: vec![],
        }
    }

    /// Whether `p` is on the table (edges included).
    pub fn has(&self, p: Point) -> bool {
        let (x, y) = (p.x - self.origin.x, p.y - self.origin.y);
        (0..=self.width.0).contains(&x) && (0..=self.depth.0).contains(&y)
    }

    /// The highest hill level at `p` (0 off every hill).
    pub fn level_at(&self, p: Point) -> u8 {
        self.areas
            .iter()
            .filter(|a| a.kind == AreaKind::Hill && a.has(p))
            .map(|a| a.level)
            .max()
            .unwrap_or(0)
    }

    /// Loads `rel` (e.g. `tables/quatre-bras.yaml`) of a game's data.
    ///
    /// # Errors
    /// As [`Table::from_source`].
    pub fn load(data: &GameData, rel: &str) -> Result<Table> {
        Table::from_source(&data.source(rel)?)
    }

    /// Parses and checks a table document (format in docs/table.md).
    ///
    /// # Errors
    /// [`crate::Error::Yaml`] for a malformed document, [`crate::Error::Invalid`] (file,
    /// line, YAML path) for a size out of range, a point off the table, an outline of fewer
    /// than three points or a polyline of fewer than two, a duplicate id, a hill without a
    /// level, or a hill contour above level 1 not inside a contour one level lower.
    pub fn from_source(src: &Source) -> Result<Table> {
        let doc: TableDoc = src.parse()?;
        let (width, depth) = (doc.table.width.0, doc.table.depth.0);
        for (v, key) in [(width, "width"), (depth, "depth")] {
            if v.0 <= 0 || v.0 > MAX_COORD {
                return Err(src.invalid(&format!("table.{key}"), "size out of range"));
            }
        }
        let mut table = Table::open(&doc.table.name, width, depth);
        let mut ids = BTreeSet::new();
        for (i, a) in doc.areas.iter().enumerate() {
            let path = format!("areas[{i}]");
            if !ids.insert(a.id.clone()) {
                return Err(src.invalid(&format!("{path}.id"), format!("duplicate id '{}'", a.id)));
            }
            let outline = points(src, &table, &format!("{path}.outline"), &a.outline, 3)?;
            super::sanity::simple_polygon(src, &format!("{path}.outline"), &outline)?;
            let level = match (a.kind, a.level) {
                (AreaKind::Hill, Some(l)) if l >= 1 => l,
                (AreaKind::Hill, _) => {
                    return Err(src.invalid(&path, "a hill contour needs a level of 1 or more"))
                }
                (_, None) => 0,
                (_, Some(_)) => {
                    return Err(src.invalid(&format!("{path}.level"), "only hills have a level"))
                }
            };
            let poly = polygon(&outline);
            table.areas.push(Area {
                id: a.id.clone(),
                kind: a.kind,
                level,
                outline,
                poly,
            });
        }
        check_contours(src, &table)?;
        for (i, l) in doc.linear.iter().enumerate() {
            let path = format!("linear[{i}]");
            if !ids.insert(l.id.clone()) {
                return Err(src.invalid(&format!("{path}.id"), format!("duplicate id '{}'", l.id)));
            }
            super::sanity::point_count(src, &format!("{path}.points"), l.points.len())?;
            let pts = points(src, &table, &format!("{path}.points"), &l.points, 2)?;
            let line = polyline(&pts);
            table.linears.push(Linear {
                id: l.id.clone(),
                kind: l.kind,
                points: pts,
                line,
            });
        }
        Ok(table)
    }
}

/// Every hill contour above level 1 lies inside a contour one level lower (all vertices).
fn check_contours(src: &Source, table: &Table) -> Result<()> {
    for (i, a) in table.areas.iter().enumerate() {
        if a.kind != AreaKind::Hill || a.level <= 1 {
            continue;
        }
        let inside = table.areas.iter().any(|b| {
            b.kind == AreaKind::Hill
                && b.level + 1 == a.level
                && a.outline.iter().all(|p| b.has(*p))
        });
        if !inside {
            return Err(src.invalid(
                &format!("areas[{i}].outline"),
                format!(
                    "hill contour '{}' (level {}) is not inside a level {} contour",
                    a.id,
                    a.level,
                    a.level - 1
                ),
            ));
        }
    }
    Ok(())
}

/// Checked points: at least `min`, each on the table.
fn points(
    src: &Source,
    table: &Table,
    path: &str,
    raw: &[[Inches; 2]],
    min: usize,
) -> Result<Vec<Point>> {
    if raw.len() < min {
        return Err(src.invalid(path, format!("needs at least {min} points")));
    }
    raw.iter()
        .enumerate()
        .map(|(j, [x, y])| {
            let p = Point::new(x.0 .0, y.0 .0);
            if table.has(p) {
                Ok(p)
            } else {
                Err(src.invalid(
                    &format!("{path}[{j}]"),
                    format!("point {} {} is off the table", x.0, y.0),
                ))
            }
        })
        .collect()
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct TableDoc {
    table: SizeDoc,
    #[serde(default)]
    areas: Vec<AreaDoc>,
    #[serde(default)]
    linear: Vec<LinearDoc>,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct SizeDoc {
    name: String,
    width: Inches,
    depth: Inches,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct AreaDoc {
    id: String,
    kind: AreaKind,
    #[serde(default)]
    level: Option<u8>,
    outline: Vec<[Inches; 2]>,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct LinearDoc {
    id: String,
    kind: LinearKind,
    points: Vec<[Inches; 2]>,
}

#[cfg(test)]
mod tests {
    use super::*;

    const DOC: &str = "table:\n  name: t\n  width: 48\n  depth: 36\nareas:\n  - id: h1\n    kind: hill\n    level: 1\n    outline: [[10, 10], [30, 10], [30, 30], [10, 30]]\n  - id: h2\n    kind: hill\n    level: 2\n    outline: [[15, 15], [25, 15], [25, 25], [15, 25]]\nlinear:\n  - id: r\n    kind: road\n    points: [[0, 5], [48, 5.5]]\n";

    #[test]
    fn loads_and_levels() {
        let t = Table::from_source(&Source::new("t.yaml", DOC)).unwrap();
        assert_eq!(t.width, Length::inches(48));
        assert_eq!(t.level_at(Point::inches(20, 20)), 2);
        assert_eq!(t.level_at(Point::inches(12, 12)), 1);
        assert_eq!(t.level_at(Point::inches(1, 1)), 0);
        assert_eq!(t.linears[0].points[1], Point::new(48_000, 5_500));
    }

    #[test]
    fn errors_name_file_line_and_path() {
        let bad = DOC.replace("[48, 5.5]", "[49, 5.5]");
        let e = Table::from_source(&Source::new("t.yaml", bad))
            .unwrap_err()
            .to_string();
        assert!(
            e.contains("t.yaml")
                && e.contains("linear[0].points[1]")
                && e.contains("off the table"),
            "{e}"
        );
        assert!(e.contains(":17"), "line of the point: {e}");
        let bad = DOC.replace("[[15, 15], [25, 15]", "[[5, 15], [25, 15]");
        let e = Table::from_source(&Source::new("t.yaml", bad))
            .unwrap_err()
            .to_string();
        assert!(
            e.contains("areas[1].outline") && e.contains("not inside"),
            "{e}"
        );
        let bad = DOC.replace("kind: road", "kind: motorway");
        let e = Table::from_source(&Source::new("t.yaml", bad))
            .unwrap_err()
            .to_string();
        assert!(e.contains("linear[0].kind"), "{e}");
    }
}
