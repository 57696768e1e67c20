//! The rules revision an entry is resolved under, by the engine that resolved it: pbem
//! 0.6.0 changed how C.2 shares corps among depots and the names of the battle plan chits;
//! entries resolved before replay as they were.

/// Which revision of the 1812 rules an entry is resolved under.
pub use crate::engine::version::RulesEra as Revision;
