//! Campaign tests on the binary: the command line, deadlines, the fairness test vectors.

#[path = "../support/mod.rs"]
mod support;

mod cli;
mod deadlines;
mod decodes;
mod fairness_vectors;
mod old_campaigns;
