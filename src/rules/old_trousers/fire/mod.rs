//! Fire combat (Old Trousers v2.4, III.B.3 and III.B.5): musketry by the front rank,
//! artillery by range band with the bounce-through, both read on the fire combat table.

pub mod artillery;
pub mod fire_combat_table;
pub mod guns;
pub mod modifiers;
pub mod musketry;
pub mod screen;

pub use artillery::{artillery, bounce_through, ArtilleryFire, ArtilleryResult, Bounce};
pub use fire_combat_table::{fire_combat, FireResult, FireRoll};
pub use musketry::{musketry, MusketryFire, MusketryResult};
pub use screen::screened;
