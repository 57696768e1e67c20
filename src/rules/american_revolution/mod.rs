//! SPI's American Revolution 1775-1783 (1972), played whole on the area board.

pub mod data;
