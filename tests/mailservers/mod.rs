//! End-to-end mail tests against real servers: Postfix and Dovecot on 127.0.0.1, started by
//! `scripts/mail-servers start` (README, "Run the tests"). Every test is `#[ignore]`d, so
//! `cargo test --locked` needs nothing but Rust; this step is
//!
//!     scripts/mail-servers start
//!     PBEM_MAIL_SERVERS=1 cargo test --locked --test suite mailservers:: -- --ignored
//!
//! With PBEM_MAIL_SERVERS set a server that does not answer fails the tests; without it
//! they return at once, saying so.

mod campaign;
mod danube;
mod fetch;
mod judge;
mod loops;
mod servers;
mod smtp_paths;
