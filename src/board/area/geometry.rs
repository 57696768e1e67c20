//! Where an area map is drawn: the geometry file beside a map (`<map>-geometry.yaml`, see
//! docs/maps.md), a position and a box or polygon per place and sea, in integer picture
//! units (x to the right, y downwards). Read with the map and checked against it: every
//! place and sea drawn, no unknown id, every point inside the picture; errors name the
//! file, line and YAML path.

use crate::error::Result;
use crate::yaml::Source;
use serde::Deserialize;
use std::any::Any;
use std::collections::BTreeMap;
use std::sync::{Arc, Mutex};

/// The smallest side of an area's box, in picture units.
pub const MIN_BOX: i64 = 40;

/// A point in picture units: x to the right, y downwards.
pub type Pt = [i64; 2];

/// Where one place or sea is drawn.
#[derive(Debug, Clone, PartialEq, Eq, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Shape {
    /// Its centre: name, city and stacks are drawn from here.
    pub at: Pt,
    /// Its own box (width, height), else the file's `box`.
    #[serde(default, rename = "box")]
    pub size: Option<Pt>,
    /// A polygon drawn instead of the box.
    #[serde(default)]
    pub outline: Option<Vec<Pt>>,
}

/// Free text on the map (a river's or region's name).
#[derive(Debug, Clone, PartialEq, Eq, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Label {
    /// Where the text starts.
    pub at: Pt,
    /// The text.
    pub text: String,
}

/// A map's geometry file, as read.
#[derive(Debug, Clone, PartialEq, Eq, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Geometry {
    /// The id of the map it draws.
    pub map: String,
    /// The picture's width and height.
    pub size: Pt,
    /// The default area box (width, height).
    #[serde(rename = "box")]
    pub area_box: Pt,
    /// Place id (a land area, or a sub-area where the map has them) -> where it is drawn.
    pub areas: BTreeMap<String, Shape>,
    /// Sea id -> where it is drawn.
    #[serde(default)]
    pub seas: BTreeMap<String, Shape>,
    /// Free text.
    #[serde(default)]
    pub labels: Vec<Label>,
    /// What drawing computes from the geometry alone (the border routes), kept with it.
    #[serde(skip)]
    pub cache: DrawCache,
}

/// What drawing computes from a geometry alone (pbem 0.8.0's border routes) and the groups
/// of its pictures already written (by all they are drawn from: `picture/kept.rs`), kept
/// with it so that a campaign's pictures compute each once: clones of a geometry (the
/// memoized one of a data set) share it. Pure functions of the geometry and their keys, so
/// it never changes a picture, as long as a geometry is not changed once drawn (a changed
/// clone takes a `DrawCache::default()`); two geometries compare equal whatever their
/// caches hold.
#[derive(Clone, Default)]
pub struct DrawCache(Arc<Mutex<Option<Box<dyn Any + Send>>>>);

impl DrawCache {
    /// `f` applied to the cached `T`, made by `make` first when the cache holds no `T`.
    pub fn with<T: Any + Send, R>(
        &self,
        make: impl FnOnce() -> T,
        f: impl FnOnce(&mut T) -> R,
    ) -> R {
        let mut slot = self
            .0
            .lock()
            .unwrap_or_else(std::sync::PoisonError::into_inner);
        let mut held: Box<T> = match slot.take().map(|v| v.downcast::<T>()) {
            Some(Ok(v)) => v,
            _ => Box::new(make()),
        };
        let r = f(&mut held);
        *slot = Some(held);
        r
    }
}

impl PartialEq for DrawCache {
    fn eq(&self, _: &DrawCache) -> bool {
        true
    }
}

impl Eq for DrawCache {}

impl std::fmt::Debug for DrawCache {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("DrawCache")
    }
}

impl Geometry {
    /// Reads the geometry in `src` for the map `map` whose places (areas, or sub-areas
    /// instead of an area that has them) are `places` and whose seas are `seas`.
    ///
    /// # Errors
    /// [`crate::Error::Yaml`] for a file of the wrong shape; [`crate::Error::Invalid`] at
    /// the YAML path of the first fault: `map:` naming another map, a place or sea of the
    /// map not drawn, an id that is no place or sea of the map, a point outside `size`, a
    /// box smaller than [`MIN_BOX`], an outline of fewer than three points.
    pub fn read(src: &Source, map: &str, places: &[&str], seas: &[&str]) -> Result<Geometry> {
        let g: Geometry = src.parse()?;
        if g.map != map {
            let msg = format!("the geometry draws map `{}`, not `{map}`", g.map);
            return Err(src.invalid("map", msg));
        }
        if g.size.iter().any(|v| *v < MIN_BOX) {
            return Err(src.invalid("size", format!("width and height are at least {MIN_BOX}")));
        }
        check_ids(src, "areas", &g.areas, places, "place (area or sub-area)")?;
        check_ids(src, "seas", &g.seas, seas, "sea area")?;
        check_box(src, "box", g.area_box)?;
        for (kind, shapes) in [("areas", &g.areas), ("seas", &g.seas)] {
            for (id, s) in shapes {
                g.check_shape(src, &format!("{kind}.{id}"), s)?;
            }
        }
        for (i, l) in g.labels.iter().enumerate() {
            g.check_point(src, &format!("labels[{i}].at"), l.at)?;
        }
        Ok(g)
    }

    /// The box (width, height) of `shape`.
    pub fn box_of(&self, shape: &Shape) -> Pt {
        shape.size.unwrap_or(self.area_box)
    }

    fn check_shape(&self, src: &Source, path: &str, s: &Shape) -> Result<()> {
        self.check_point(src, &format!("{path}.at"), s.at)?;
        if let Some(b) = s.size {
            check_box(src, &format!("{path}.box"), b)?;
        }
        let [w, h] = self.box_of(s);
        let corners = [
            [s.at[0] - w / 2, s.at[1] - h / 2],
            [s.at[0] + w / 2, s.at[1] + h / 2],
        ];
        if s.outline.is_none() {
            for c in corners {
                self.check_point(src, &format!("{path}.at"), c)?;
            }
        }
        if let Some(o) = &s.outline {
            if o.len() < 3 {
                let msg = "an outline has at least three points";
                return Err(src.invalid(&format!("{path}.outline"), msg));
            }
            for (i, p) in o.iter().enumerate() {
                self.check_point(src, &format!("{path}.outline[{i}]"), *p)?;
            }
        }
        Ok(())
    }

    fn check_point(&self, src: &Source, path: &str, p: Pt) -> Result<()> {
        let [w, h] = self.size;
        if p[0] < 0 || p[1] < 0 || p[0] > w || p[1] > h {
            let msg = format!(
                "({}, {}) lies outside the picture (0..={w}, 0..={h}), or its box does",
                p[0], p[1]
            );
            return Err(src.invalid(path, msg));
        }
        Ok(())
    }
}

/// Every id of `want` drawn, and nothing else.
fn check_ids(
    src: &Source,
    key: &str,
    got: &BTreeMap<String, Shape>,
    want: &[&str],
    what: &str,
) -> Result<()> {
    if let Some(id) = got.keys().find(|id| !want.contains(&id.as_str())) {
        let msg = format!("`{id}` is no {what} of the map");
        return Err(src.invalid(&format!("{key}.{id}"), msg));
    }
    let missing: Vec<&str> = want
        .iter()
        .copied()
        .filter(|id| !got.contains_key(*id))
        .collect();
    if !missing.is_empty() {
        let msg = format!(
            "the map's {what} {} not drawn: add {} under `{key}`",
            if missing.len() == 1 { "is" } else { "are" },
            missing.join(", ")
        );
        let path = if got.is_empty() { "" } else { key };
        return Err(src.invalid(path, msg));
    }
    Ok(())
}

fn check_box(src: &Source, path: &str, b: Pt) -> Result<()> {
    if b.iter().any(|v| *v < MIN_BOX) {
        let msg = format!("a box's width and height are at least {MIN_BOX}");
        return Err(src.invalid(path, msg));
    }
    Ok(())
}
