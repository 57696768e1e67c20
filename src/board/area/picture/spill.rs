//! An area's stack lines, and the list below an area map of the units that do not fit in
//! their area's box (pictures of entries of pbem 0.7.0 on): nothing the reader may see is
//! left off the picture.

use super::draw::{fitted, text};
use super::{Picture, Pt, Stack, LEGEND, LINE};
use svg::node::element::Group;

/// A unit line that did not fit in its place's box: drawn in the list below the map.
#[derive(Debug, Clone)]
pub(super) struct Spill {
    /// Its place.
    pub(super) place: String,
    /// Its side.
    pub(super) side: String,
    /// The line.
    pub(super) text: String,
    /// The unit (none: a hidden stack's marker).
    pub(super) unit: Option<String>,
}

impl Picture<'_> {
    /// The stacks in `place`, a line per unit (a marker line per hidden stack), as many as
    /// `room` holds; the rest counted on the last line, and, when [`Picture::whole`], put in
    /// `spills` for the list below the map.
    pub(super) fn stack_lines(
        &self,
        place: &str,
        from: Pt,
        room: usize,
        width: i64,
        spills: &std::cell::RefCell<Vec<Spill>>,
    ) -> Group {
        let mut g = Group::new();
        // Hidden stacks' markers first: a line each, never left to the overflow.
        let here: Vec<&Stack> = self.stacks.iter().filter(|s| s.place == place).collect();
        let mut lines: Vec<(String, Option<&str>, &str)> = Vec::new();
        for s in here.iter().filter(|s| s.units.is_empty()) {
            lines.push(("■ hidden stack".into(), None, &s.side));
        }
        for s in &here {
            for u in &s.units {
                lines.push((format!("■ {}", u.text), Some(u.id.as_str()), &s.side));
            }
        }
        let shown = if lines.len() > room {
            room.saturating_sub(1)
        } else {
            lines.len()
        };
        let mut y = from[1];
        let mut stack = Group::new();
        let mut side_now: Option<&str> = None;
        for (t, unit, side) in lines.iter().take(shown) {
            if side_now != Some(side) {
                if side_now.is_some() {
                    g = g.add(stack);
                }
                stack = Group::new()
                    .set("data-stack", place)
                    .set("data-side", *side);
                side_now = Some(side);
            }
            y += LINE;
            let mut tx = text([from[0], y], t, fitted(t, 11, width)).set("fill", self.colour(side));
            if let Some(u) = unit {
                tx = tx.set("data-unit", *u);
            }
            stack = stack.add(tx);
        }
        if side_now.is_some() {
            g = g.add(stack);
        }
        if shown < lines.len() && self.whole {
            let more = format!("+{}: listed below the map", lines.len() - shown);
            for (t, unit, side) in &lines[shown..] {
                spills.borrow_mut().push(Spill {
                    place: place.to_string(),
                    side: side.to_string(),
                    text: t.clone(),
                    unit: unit.map(str::to_string),
                });
            }
            g = g.add(text([from[0], y + LINE], &more, 10).set("font-style", "italic"));
        } else if shown < lines.len() {
            let more = format!("+{} more (see the report)", lines.len() - shown);
            let mut rest = Group::new()
                .set("data-stack", place)
                .set("data-more", "true");
            for (_, unit, side) in &lines[shown..] {
                rest = rest.add(match unit {
                    Some(u) => Group::new().set("data-unit", *u),
                    None => Group::new()
                        .set("data-stack", place)
                        .set("data-side", *side),
                });
            }
            g = g.add(rest.add(text([from[0], y + LINE], &more, 10)));
        }
        g
    }

    /// The units that did not fit in their boxes, listed under their place's name below the
    /// legend in columns across the map's width; the group and its height (none, 0 when
    /// every unit fits).
    pub(super) fn spill_list(&self, spills: &[Spill], h: i64) -> (Option<Group>, i64) {
        if spills.is_empty() {
            return (None, 0);
        }
        let [w, _] = self.geometry.size;
        let top = h + LEGEND + LINE * i64::try_from(self.notes.len()).unwrap_or(0);
        let col_w = 260;
        let cols = (w - 20) / col_w;
        let mut rows: Vec<(Option<&Spill>, String)> = Vec::new();
        let mut last: Option<&str> = None;
        for s in spills {
            if last != Some(s.place.as_str()) {
                let name = self.place_name(&s.place);
                rows.push((None, format!("{name} (continued):")));
                last = Some(&s.place);
            }
            rows.push((Some(s), s.text.clone()));
        }
        let n = i64::try_from(rows.len()).unwrap_or(0);
        // Columns of at least eight lines (or all of them), filled left to right.
        let per_col = ((n + cols.max(1) - 1) / cols.max(1)).max(n.min(8));
        let mut g = Group::new().set("id", "continued").add(
            text(
                [10, top + LINE],
                "Units that do not fit in their area's box:",
                11,
            )
            .set("font-weight", "bold"),
        );
        for (i, (spill, t)) in rows.iter().enumerate() {
            let i = i64::try_from(i).unwrap_or(0);
            let (c, r) = (i / per_col.max(1), i % per_col.max(1));
            let at = [10 + c * col_w, top + LINE * (r + 2) + 4];
            g = g.add(match spill {
                None => Group::new()
                    .add(text(at, t, fitted(t, 11, col_w - 10)).set("font-style", "italic")),
                Some(s) => {
                    let mut tx =
                        text(at, t, fitted(t, 11, col_w - 10)).set("fill", self.colour(&s.side));
                    if let Some(u) = &s.unit {
                        tx = tx.set("data-unit", u.as_str());
                    }
                    Group::new()
                        .set("data-area", s.place.as_str())
                        .set("data-continued", "true")
                        .set("data-stack", s.place.as_str())
                        .set("data-side", s.side.as_str())
                        .add(tx)
                }
            });
        }
        (Some(g), LINE * (per_col + 3))
    }

    /// A place's name as the picture writes it (its id when it has none).
    pub(super) fn place_name(&self, id: &str) -> String {
        match self.places.get(id) {
            Some(p) if !p.name.is_empty() => p.name.clone(),
            _ => self.seas.get(id).cloned().unwrap_or_else(|| id.to_string()),
        }
    }
}
