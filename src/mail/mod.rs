//! The e-mail round trip (docs/mail.md): report messages and reminders out by SMTP,
//! sendmail or files, with a sent log that makes sending idempotent; orders and
//! commitments in from .eml files, mbox files and Maildir folders.

pub mod apply;
pub mod armor;
pub mod bounds;
pub mod dkim;
pub mod extract;
pub mod fetch;
pub mod handover;
pub mod inbox;
mod inbox_held;
pub mod item;
pub mod key;
pub mod lines;
pub mod moderator_key;
pub mod picture;
pub mod remind;
pub mod send;
pub mod sent;
pub mod transport;
pub mod txn;
