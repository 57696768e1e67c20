//! 7.5.4 sieges: besieger assault attempts (7.5.4.1), garrison attacks (7.5.4.2.1) and the
//! besieged attacking with a relieving force (7.5.4.2.3).

mod breach;
pub mod garrison_attack;
pub mod sally;
pub mod siege;
pub mod siege_combat;
