//! Mail tests: inbox, armor, transports against a loopback SMTP server, bad mail, properties.

mod bad;
mod bombs;
mod forged;
mod in_flight;
mod keys_covered;
mod moderated;
mod plain_text;
mod props;
mod replay;
mod round_trip;
mod strangers;
mod transactional;
mod transports;
