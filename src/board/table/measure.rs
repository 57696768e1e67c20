//! Units of measure on the table: [`Length`] in thousandths of an inch, [`Point`] in the
//! same units, [`Angle`] in whole degrees, and the fixed-point direction rule (docs/table.md).
//!
//! No float is used: sines come from the checked-in table [`SIN_MILLIONTHS`], products are
//! rounded half away from zero, square roots are rounded down.

use serde::{Deserialize, Serialize};
use std::ops::{Add, Neg, Sub};

/// Thousandths of an inch in one inch.
pub const PER_INCH: i64 = 1000;

/// The largest coordinate (in thousandths of an inch, either sign) the table board handles:
/// 2^29 thou, about 8 miles. Loaders and moves refuse anything beyond, so every product
/// below fits in `i128` and every orientation test of `geo` fits in `i64`.
pub const MAX_COORD: i64 = 1 << 29;

/// The denominator of [`SIN_MILLIONTHS`]: sines are stored in millionths.
pub const SIN_SCALE: i64 = 1_000_000;

/// sin(d°) for d = 0..=90, in millionths, each the exact sine rounded to the nearest
/// millionth. Every other angle's sine and cosine follow by the quadrant symmetries, so a
/// quarter turn maps directions exactly onto directions (docs/table.md).
pub const SIN_MILLIONTHS: [i64; 91] = [
    0, 17452, 34899, 52336, 69756, 87156, 104528, 121869, 139173, 156434, //
    173648, 190809, 207912, 224951, 241922, 258819, 275637, 292372, 309017, 325568, //
    342020, 358368, 374607, 390731, 406737, 422618, 438371, 453990, 469472, 484810, //
    500000, 515038, 529919, 544639, 559193, 573576, 587785, 601815, 615661, 629320, //
    642788, 656059, 669131, 681998, 694658, 707107, 719340, 731354, 743145, 754710, //
    766044, 777146, 788011, 798636, 809017, 819152, 829038, 838671, 848048, 857167, //
    866025, 874620, 882948, 891007, 898794, 906308, 913545, 920505, 927184, 933580, //
    939693, 945519, 951057, 956305, 961262, 965926, 970296, 974370, 978148, 981627, //
    984808, 987688, 990268, 992546, 994522, 996195, 997564, 998630, 999391, 999848, //
    1000000,
];

/// A length in thousandths of an inch (`Length(1000)` is one inch). May be negative as a
/// signed offset.
#[derive(
    Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Default, Serialize, Deserialize,
)]
#[serde(transparent)]
pub struct Length(pub i64);

impl Length {
    /// Zero.
    pub const ZERO: Length = Length(0);

    /// `n` whole inches.
    pub const fn inches(n: i64) -> Length {
        Length(n * PER_INCH)
    }

    /// Thousandths of an inch.
    pub const fn thou(self) -> i64 {
        self.0
    }

    /// `self × num / den`, rounded half away from zero (a zero `den` gives zero).
    pub fn scale(self, num: i64, den: i64) -> Length {
        Length(div_round(i128::from(self.0) * i128::from(num), i128::from(den)) as i64)
    }
}

impl std::fmt::Display for Length {
    /// Inches with three decimals, e.g. `4.250"`.
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let sign = if self.0 < 0 { "-" } else { "" };
        let a = self.0.unsigned_abs();
        write!(f, "{sign}{}.{:03}\"", a / 1000, a % 1000)
    }
}

impl Add for Length {
    type Output = Length;
    fn add(self, o: Length) -> Length {
        Length(self.0.saturating_add(o.0))
    }
}

impl Sub for Length {
    type Output = Length;
    fn sub(self, o: Length) -> Length {
        Length(self.0.saturating_sub(o.0))
    }
}

/// `n / d` rounded half away from zero; zero when `d` is zero.
pub fn div_round(n: i128, d: i128) -> i128 {
    if d == 0 {
        return 0;
    }
    let (n, d) = if d < 0 { (-n, -d) } else { (n, d) };
    let half = d / 2;
    if n >= 0 {
        (n + half) / d
    } else {
        -((-n + half) / d)
    }
}

/// A point on the table, in thousandths of an inch: `x` to the right from the left edge,
/// `y` away from the near edge (player one's side), both from the table's origin corner.
#[derive(
    Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Default, Serialize, Deserialize,
)]
pub struct Point {
    /// Rightwards, thou.
    pub x: i64,
    /// Away from the near edge, thou.
    pub y: i64,
}

impl Point {
    /// The point `(x, y)` in thou.
    pub const fn new(x: i64, y: i64) -> Point {
        Point { x, y }
    }

    /// The point `(x, y)` in whole inches.
    pub const fn inches(x: i64, y: i64) -> Point {
        Point {
            x: x * PER_INCH,
            y: y * PER_INCH,
        }
    }

    /// This point moved `len` along `dir`.
    pub fn step(self, dir: Angle, len: Length) -> Point {
        let (dx, dy) = dir.offset(len);
        Point::new(self.x + dx, self.y + dy)
    }

    /// The straight-line distance to `o`, rounded down to the thou.
    pub fn distance(self, o: Point) -> Length {
        let dx = i128::from(o.x - self.x);
        let dy = i128::from(o.y - self.y);
        Length(isqrt(dx * dx + dy * dy))
    }

    /// Whether both coordinates are within ±[`MAX_COORD`].
    pub fn in_bounds(self) -> bool {
        self.x.abs() <= MAX_COORD && self.y.abs() <= MAX_COORD
    }

    /// The midpoint, rounded half away from zero.
    pub fn midpoint(self, o: Point) -> Point {
        Point::new(
            div_round(i128::from(self.x) + i128::from(o.x), 2) as i64,
            div_round(i128::from(self.y) + i128::from(o.y), 2) as i64,
        )
    }
}

impl Add for Point {
    type Output = Point;
    fn add(self, o: Point) -> Point {
        Point::new(self.x + o.x, self.y + o.y)
    }
}

impl Sub for Point {
    type Output = Point;
    fn sub(self, o: Point) -> Point {
        Point::new(self.x - o.x, self.y - o.y)
    }
}

/// The square root of a non-negative `v`, rounded down (zero for a negative `v`).
pub fn isqrt(v: i128) -> i64 {
    if v <= 0 {
        return 0;
    }
    v.unsigned_abs().isqrt() as i64
}

/// An angle or a facing in whole degrees. As a facing: 0 faces away from the near edge
/// (+y), 90 faces right (+x), clockwise; stored normalised to 0..360 by [`Angle::facing`].
#[derive(
    Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Default, Serialize, Deserialize,
)]
#[serde(transparent)]
pub struct Angle(pub i32);

impl Angle {
    /// `deg` degrees normalised to 0..360.
    pub fn facing(deg: i32) -> Angle {
        Angle(deg.rem_euclid(360))
    }

    /// This facing turned `by` degrees clockwise (negative: anticlockwise), normalised.
    pub fn turned(self, by: i32) -> Angle {
        Angle::facing(self.0.rem_euclid(360) + by.rem_euclid(360))
    }

    /// sin of this angle in millionths, from [`SIN_MILLIONTHS`] and the quadrant symmetries.
    pub fn sin(self) -> i64 {
        let d = self.0.rem_euclid(360) as usize;
        match d {
            0..=90 => SIN_MILLIONTHS[d],
            91..=180 => SIN_MILLIONTHS[180 - d],
            181..=270 => -SIN_MILLIONTHS[d - 180],
            _ => -SIN_MILLIONTHS[360 - d],
        }
    }

    /// cos of this angle in millionths: sin(θ + 90°).
    pub fn cos(self) -> i64 {
        self.turned(90).sin()
    }

    /// The offset `(dx, dy)` of `len` along this facing: `(len·sin, len·cos)`, each rounded
    /// half away from zero to the thou.
    pub fn offset(self, len: Length) -> (i64, i64) {
        (
            len.scale(self.sin(), SIN_SCALE).0,
            len.scale(self.cos(), SIN_SCALE).0,
        )
    }

    /// The smallest turn (−180 < t ≤ 180, clockwise positive) from this facing to `to`.
    pub fn turn_to(self, to: Angle) -> i32 {
        let t = (to.0 - self.0).rem_euclid(360);
        if t > 180 {
            t - 360
        } else {
            t
        }
    }
}

impl Neg for Angle {
    type Output = Angle;
    fn neg(self) -> Angle {
        Angle::facing(-self.0)
    }
}

/// The facing (whole degrees, rounded to nearest, ties clockwise) of the vector `(dx, dy)`:
/// the angle whose direction is closest by the cross/dot test on [`SIN_MILLIONTHS`]. A zero
/// vector faces 0.
pub fn bearing(dx: i64, dy: i64) -> Angle {
    if dx == 0 && dy == 0 {
        return Angle(0);
    }
    // The best angle maximises the dot product with (dx, dy) over the 360 table directions.
    let (mut best, mut best_dot) = (0, i128::MIN);
    for d in 0..360 {
        let a = Angle(d);
        let dot = i128::from(a.sin()) * i128::from(dx) + i128::from(a.cos()) * i128::from(dy);
        if dot > best_dot {
            best = d;
            best_dot = dot;
        }
    }
    Angle(best)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn table_matches_sine() {
        for (d, v) in SIN_MILLIONTHS.iter().enumerate() {
            let exact = (d as f64).to_radians().sin() * 1e6;
            assert!((exact - *v as f64).abs() <= 0.5, "sin {d}");
        }
    }

    #[test]
    fn quadrants_and_offsets() {
        assert_eq!((Angle(0).sin(), Angle(0).cos()), (0, SIN_SCALE));
        assert_eq!((Angle(90).sin(), Angle(90).cos()), (SIN_SCALE, 0));
        assert_eq!((Angle(210).sin(), Angle(210).cos()), (-500_000, -866_025));
        assert_eq!(Angle(45).offset(Length::inches(2)), (1414, 1414));
        assert_eq!(Angle(270).offset(Length(3)), (-3, 0));
        assert_eq!(Angle(30).offset(Length(1)), (1, 1)); // 0.5 and 0.866 round away
    }

    #[test]
    fn distances_round_down() {
        assert_eq!(
            Point::new(0, 0).distance(Point::new(3000, 4000)),
            Length(5000)
        );
        assert_eq!(Point::new(0, 0).distance(Point::new(1, 1)), Length(1));
        assert_eq!(
            Point::new(0, 0).distance(Point::new(1000, 1000)),
            Length(1414)
        );
        assert_eq!(Length(4250).to_string(), "4.250\"");
        assert_eq!(Length(-5).to_string(), "-0.005\"");
    }

    #[test]
    fn turns_and_bearings() {
        assert_eq!(Angle(350).turn_to(Angle(10)), 20);
        assert_eq!(Angle(10).turn_to(Angle(350)), -20);
        assert_eq!(Angle(0).turned(-90), Angle(270));
        assert_eq!(bearing(1, 1), Angle(45));
        assert_eq!(bearing(0, -5), Angle(180));
        assert_eq!(bearing(-1000, 0), Angle(270));
        assert_eq!(div_round(-5, 2), -3);
        assert_eq!(div_round(5, 2), 3);
    }
}
