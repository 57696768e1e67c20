//! Campaign tests on the binary: the command line, deadlines, the fairness test vectors.

#[path = "../support/mod.rs"]
mod support;

mod absence_mail;
mod after_rename;
mod anchor;
mod area_borders;
mod c3_draws;
mod campaign_yaml;
mod campaign_yaml_fuzz;
mod cli;
mod crash;
mod data_bounds;
mod deadlines;
mod deciders;
mod decodes;
mod discover;
mod fair_deadlines;
mod fairness_vectors;
mod fire_arcs;
mod fuzz_props;
mod games;
mod golden;
mod handover;
mod hostile_yaml;
mod ids;
mod judge_schedule;
mod layer_order;
mod layers;
mod links;
mod mail_parts;
mod maps;
mod not_covered;
mod note_limit;
mod old_campaigns;
mod pictures;
mod publish;
mod raster;
mod resolve_verifies;
mod revisions;
mod setup_checks;
mod table_props;
mod trust_times;
mod untrusted;
mod verify_order;
mod withheld;
