//! A. the American player turn: movement (land, then sea), overseas reinforcement (the
//! French landing), combat and fortification.

pub mod movement;
pub mod overseas;
pub mod sea;
