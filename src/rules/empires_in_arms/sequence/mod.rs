//! 7.1 the land phase sequence: the announcements opening the phase (7.1, 7.1.2) and one
//! major power sequence step by step (7.1.3).

pub mod announcements;
pub mod combined;
pub mod scenario_end;
pub mod steps;
