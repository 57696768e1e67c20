//! Campaign tests on the binary: the command line, deadlines, the fairness test vectors.

#[path = "../support/mod.rs"]
mod support;

mod cli;
mod crash;
mod deadlines;
mod fairness_vectors;
mod layers;
mod old_campaigns;
mod untrusted;
