//! SPI 1812 tests: each step of the sequence of play from its wording, properties, and the campaign on the binary.

mod campaign;
mod chits;
mod combat;
mod hidden_stacks;
mod move_list;
mod odds;
mod odds_cli;
mod props;
mod pursuit_retreat;
mod supply;
mod turn;
mod victory;
mod words;
mod words_battle;
mod words_kinds;
mod words_lost;
mod words_match;
mod words_refused;
