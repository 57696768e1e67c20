//! pbem's integration tests, one binary: each folder of `tests/` is a module (a game's
//! rules, the campaign commands, mail, the judge, the site), and `support` their shared
//! helpers. One binary is linked once, and its tests share the two cores to the end instead
//! of each folder's binary waiting on its slowest test.
//!
//! Run one folder's tests by its module path: `cargo test --locked --test suite campaign::`.

mod support;

mod american_revolution;
mod campaign;
mod eia;
mod grande_tactique;
mod judge;
mod mail;
mod mailservers;
mod old_trousers;
mod site;
mod soak;
mod spi_1812;
