//! Empires in Arms rules and campaign tests: the rules' worked examples and wording, one module per procedure, and the land phase on the binary.

mod allied_supply;
mod announcements;
mod cities;
mod combined_movement;
mod conquest;
mod declaration;
mod depot_step;
mod field_retreats;
mod garrisons;
mod land_phase;
mod land_phase_rules;
mod maps;
mod minor_free_states;
mod odds;
mod orders_odds;
mod orders_props;
mod plural_sides;
mod port_depots;
mod pursuit_losses;
mod relief_retreats;
mod reports;
mod rules_examples;
mod sea;
mod sieges;
mod words;
mod words_steps;
