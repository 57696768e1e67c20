//! Campaign tests on the binary: the command line, deadlines, the fairness test vectors.

#[path = "../support/mod.rs"]
mod support;

mod anchor;
mod cli;
mod deadlines;
mod fairness_vectors;
mod old_campaigns;
mod resolve_verifies;
mod verify_order;
mod withheld;
