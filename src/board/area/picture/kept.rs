//! What a geometry's cache keeps for its pictures ([`crate::board::area::geometry::DrawCache`]):
//! the border router, and the groups already written as text: the borders group by the
//! borders drawn, each area's group by everything that area's group is drawn from, and the
//! legend by its sides, notes and place.
//! A group is a pure function of its key and the geometry, so a kept group is byte for byte
//! the group drawn again; a campaign's entries draw the same borders and mostly the same
//! areas, so `pbem verify` writes each once, not once per entry (issue 30, item 6).

use super::route::Router;
use super::spill::Spill;
use super::{Border, Picture, Place, Stack};
use std::collections::{BTreeMap, VecDeque};
use std::sync::Arc;

/// The most borders groups kept (a campaign draws one or two: its borders, routed or not).
const BORDERS_KEPT: usize = 4;
/// The most groups kept per area (the last drawn, as two threads replaying two stretches of
/// a campaign draw them).
const AREAS_KEPT: usize = 4;
/// The most legends kept (the legend moves down with the list below the map).
const LEGENDS_KEPT: usize = 4;

/// The cache's contents.
#[derive(Default)]
pub(super) struct Drawn {
    /// The router of routed borders, made the first time a routed picture is drawn.
    pub(super) router: Option<Router>,
    /// (borders, routed) -> the borders group's text.
    borders: Vec<((Vec<Border>, bool), Arc<str>)>,
    /// Area id -> its groups drawn last, newest last.
    areas: BTreeMap<String, VecDeque<(AreaKey, Kept)>>,
    /// (sides, nothing hidden, notes, top) -> the legend's text, newest last.
    legends: VecDeque<(LegendKey, Arc<str>)>,
}

/// Everything the legend is drawn from besides the geometry: the sides (their names and
/// colours), whether nothing is hidden (the coast's sample), the notes and where it begins.
type LegendKey = (Vec<(String, String)>, bool, Vec<String>, i64);

/// An area's group as text, and the unit lines it left for the list below the map.
#[derive(Clone)]
pub(super) struct Kept {
    pub(super) text: Arc<str>,
    pub(super) spills: Vec<Spill>,
}

/// Everything an area's group is drawn from besides the geometry and the area's id: what
/// the place shows, the stacks in it (in the picture's order), the sides (their colours) and
/// whether nothing is hidden.
#[derive(Clone, PartialEq)]
struct AreaKey {
    place: Option<Place>,
    stacks: Vec<Stack>,
    sides: Vec<(String, String)>,
    whole: bool,
}

impl AreaKey {
    fn of(pic: &Picture<'_>, id: &str) -> AreaKey {
        AreaKey {
            place: pic.places.get(id).cloned(),
            stacks: pic
                .stacks
                .iter()
                .filter(|s| s.place == id)
                .cloned()
                .collect(),
            sides: pic.sides.clone(),
            whole: pic.whole,
        }
    }

    /// Whether the key is that of area `id` in `pic`, compared without copying.
    fn is_of(&self, pic: &Picture<'_>, id: &str) -> bool {
        self.whole == pic.whole
            && self.sides == pic.sides
            && self.place.as_ref() == pic.places.get(id)
            && self
                .stacks
                .iter()
                .eq(pic.stacks.iter().filter(|s| s.place == id))
    }
}

impl Picture<'_> {
    /// The borders group's text kept for this picture's borders, or `draw`n and kept.
    pub(super) fn kept_borders(&self, draw: impl FnOnce() -> String) -> Arc<str> {
        let cache = &self.geometry.cache;
        let found = cache.with(Drawn::default, |d| {
            (d.borders.iter())
                .find(|((b, r), _)| *b == self.borders && *r == self.routed)
                .map(|(_, text)| Arc::clone(text))
        });
        found.unwrap_or_else(|| {
            let text: Arc<str> = draw().into();
            cache.with(Drawn::default, |d| {
                if d.borders.len() < BORDERS_KEPT {
                    let key = (self.borders.clone(), self.routed);
                    d.borders.push((key, Arc::clone(&text)));
                }
            });
            text
        })
    }

    /// The legend's text kept for this picture's sides, notes and `top`, or `draw`n and
    /// kept.
    pub(super) fn kept_legend(&self, top: i64, draw: impl FnOnce() -> String) -> Arc<str> {
        let cache = &self.geometry.cache;
        let is_this = |(s, w, n, t): &LegendKey| {
            *s == self.sides && *w == self.whole && *n == self.notes && *t == top
        };
        let found = cache.with(Drawn::default, |d| {
            (d.legends.iter().rev())
                .find(|(k, _)| is_this(k))
                .map(|(_, text)| Arc::clone(text))
        });
        found.unwrap_or_else(|| {
            let text: Arc<str> = draw().into();
            let key = (self.sides.clone(), self.whole, self.notes.clone(), top);
            cache.with(Drawn::default, |d| {
                if d.legends.len() == LEGENDS_KEPT {
                    d.legends.pop_front();
                }
                d.legends.push_back((key, Arc::clone(&text)));
            });
            text
        })
    }

    /// Area `id`'s group kept for what it shows in this picture, or `draw`n and kept.
    pub(super) fn kept_area(&self, id: &str, draw: impl FnOnce() -> Kept) -> Kept {
        let cache = &self.geometry.cache;
        let found = cache.with(Drawn::default, |d| {
            let kept = d.areas.get(id)?;
            let (_, k) = kept.iter().rev().find(|(key, _)| key.is_of(self, id))?;
            Some(k.clone())
        });
        found.unwrap_or_else(|| {
            let k = draw();
            let key = AreaKey::of(self, id);
            cache.with(Drawn::default, |d| {
                let kept = d.areas.entry(id.to_string()).or_default();
                if kept.len() == AREAS_KEPT {
                    kept.pop_front();
                }
                kept.push_back((key, k.clone()));
            });
            k
        })
    }
}
