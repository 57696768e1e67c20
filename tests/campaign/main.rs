//! Campaign tests on the binary: the command line, deadlines, the fairness test vectors.

#[path = "../support/mod.rs"]
mod support;

mod cli;
mod deadlines;
mod fairness_vectors;
mod golden;
mod old_campaigns;
mod table_props;
