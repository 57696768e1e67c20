//! A use of PIPs made (2. PIP Phase): its cost, its words, its path for the picture.

use crate::board::table::measure::Point;

/// A use of PIPs made.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Done {
    /// PIPs paid.
    pub cost: u32,
    /// What happened, in words.
    pub words: String,
    /// The centre's path of a move, for the picture.
    pub path: Option<Vec<Point>>,
    /// A charge move: from the charger's front centre to the contact, for the picture.
    pub charge: Option<(Point, Point)>,
}
