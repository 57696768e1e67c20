//! Boards shared by the games, beneath their rules: [`area`], a map of land areas joined by
//! borders, grouped in regions, with sea areas on their coasts (Empires in Arms, SPI 1812,
//! and American Revolution's regions, coasts, sea movement and areas of 0 value); and
//! [`table`], the measured table of the miniatures games (stands with frontage, depth and
//! facing on terrain, in integer thousandths of an inch: docs/table.md).
//!
//! A board knows the shape of the map only; each game keeps what is its own (terrain,
//! cities, forts, rivers) and reads its own map file format.

pub mod area;
pub mod raster;
pub mod svg_text;
pub mod table;
