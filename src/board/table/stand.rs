//! Stands (units) on the table: frontage and depth, the centre position, a facing, a
//! formation and markers, as typed data; the rules-specific meaning stays in the games.
//! The footprint is a rectangle turned to the facing, with front, flank and rear edges.

use super::measure::{Angle, Length, Point};
use serde::{Deserialize, Serialize};

/// A unit's formation (infantry, cavalry, or artillery's limber state).
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Formation {
    /// Line.
    Line,
    /// Company column.
    CompanyColumn,
    /// Attack column.
    AttackColumn,
    /// Skirmish order.
    Skirmish,
    /// Square.
    Square,
    /// Artillery, limbered.
    Limbered,
    /// Artillery, unlimbered.
    Unlimbered,
    /// Artillery moving by prolonge.
    Prolonge,
}

/// Markers a unit may carry.
#[derive(
    Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Default, Serialize, Deserialize,
)]
pub struct Markers {
    /// Disordered.
    #[serde(default)]
    pub disordered: bool,
    /// Shaken.
    #[serde(default)]
    pub shaken: bool,
    /// Routed.
    #[serde(default)]
    pub routed: bool,
    /// Out of command.
    #[serde(default)]
    pub out_of_command: bool,
}

/// A unit on the table. `centre` is the centre of its rectangle (not the front centre).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Stand {
    /// Unique id.
    pub id: String,
    /// Its side (a player id), for colours and for the game.
    pub side: String,
    /// Width of the front edge.
    pub frontage: Length,
    /// Depth, front to rear.
    pub depth: Length,
    /// Centre of the rectangle.
    pub centre: Point,
    /// Facing (0 = away from the near edge, clockwise degrees).
    pub facing: Angle,
    /// Formation.
    pub formation: Formation,
    /// Markers.
    #[serde(default)]
    pub markers: Markers,
    /// Its commander's stand id, if any.
    #[serde(default)]
    pub commander: Option<String>,
}

/// One of the four edges of a footprint.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Edge {
    /// The front edge.
    Front,
    /// The left flank (seen from the unit, facing forward).
    LeftFlank,
    /// The right flank.
    RightFlank,
    /// The rear edge.
    Rear,
}

impl Edge {
    /// Whether this is a flank.
    pub fn is_flank(self) -> bool {
        matches!(self, Edge::LeftFlank | Edge::RightFlank)
    }
}

/// The corners of a stand's rectangle, in thou.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Footprint {
    /// Front-left corner.
    pub front_left: Point,
    /// Front-right corner.
    pub front_right: Point,
    /// Rear-right corner.
    pub rear_right: Point,
    /// Rear-left corner.
    pub rear_left: Point,
}

impl Footprint {
    /// The footprint of a rectangle `frontage` × `depth` centred at `centre`, facing `facing`:
    /// each corner is `centre ± forward·depth/2 ± right·frontage/2`, each offset rounded half
    /// away from zero (docs/table.md), so quarter turns map corners exactly.
    pub fn new(centre: Point, facing: Angle, frontage: Length, depth: Length) -> Footprint {
        let (fx, fy) = facing.offset(depth.scale(1, 2));
        let (rx, ry) = facing.turned(90).offset(frontage.scale(1, 2));
        let at =
            |a: i64, b: i64| Point::new(centre.x + a * fx + b * rx, centre.y + a * fy + b * ry);
        Footprint {
            front_left: at(1, -1),
            front_right: at(1, 1),
            rear_right: at(-1, 1),
            rear_left: at(-1, -1),
        }
    }

    /// The four corners, clockwise from front-left.
    pub fn corners(&self) -> [Point; 4] {
        [
            self.front_left,
            self.front_right,
            self.rear_right,
            self.rear_left,
        ]
    }

    /// An edge's two end points in clockwise corner order: front (FL, FR), right flank
    /// (FR, RR), rear (RR, RL), left flank (RL, FL).
    pub fn edge(&self, e: Edge) -> (Point, Point) {
        match e {
            Edge::Front => (self.front_left, self.front_right),
            Edge::RightFlank => (self.front_right, self.rear_right),
            Edge::Rear => (self.rear_right, self.rear_left),
            Edge::LeftFlank => (self.rear_left, self.front_left),
        }
    }

    /// The middle of an edge.
    pub fn edge_middle(&self, e: Edge) -> Point {
        let (a, b) = self.edge(e);
        a.midpoint(b)
    }
}

impl Stand {
    /// This stand's footprint.
    pub fn footprint(&self) -> Footprint {
        Footprint::new(self.centre, self.facing, self.frontage, self.depth)
    }

    /// The middle of the front edge.
    pub fn front_centre(&self) -> Point {
        self.centre.step(self.facing, self.depth.scale(1, 2))
    }

    /// The same stand moved to `centre`, facing `facing`.
    pub fn placed(&self, centre: Point, facing: Angle) -> Stand {
        Stand {
            centre,
            facing,
            ..self.clone()
        }
    }
}

#[cfg(test)]
pub(crate) mod tests {
    use super::*;

    /// A test stand `w`×`d` inches at (x, y) inches facing `f`.
    pub(crate) fn stand(id: &str, x: i64, y: i64, f: i32, w: i64, d: i64) -> Stand {
        Stand {
            id: id.into(),
            side: "a".into(),
            frontage: Length::inches(w),
            depth: Length::inches(d),
            centre: Point::inches(x, y),
            facing: Angle::facing(f),
            formation: Formation::Line,
            markers: Markers::default(),
            commander: None,
        }
    }

    #[test]
    fn corners_by_hand() {
        let s = stand("a", 10, 10, 0, 4, 2);
        let f = s.footprint();
        assert_eq!(f.front_left, Point::inches(8, 11));
        assert_eq!(f.front_right, Point::inches(12, 11));
        assert_eq!(f.rear_right, Point::inches(12, 9));
        assert_eq!(f.rear_left, Point::inches(8, 9));
        assert_eq!(s.front_centre(), Point::inches(10, 11));
        let e = stand("b", 10, 10, 90, 4, 2).footprint();
        assert_eq!(e.front_left, Point::inches(11, 12));
        assert_eq!(e.rear_right, Point::inches(9, 8));
        assert_eq!(e.edge_middle(Edge::RightFlank), Point::inches(10, 8));
    }
}
