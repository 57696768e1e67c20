//! `pbem judge run ROOT`: a judge that runs every campaign under ROOT by itself, from
//! real mail (docs/judge.md). One run reads each new message of the judge's Maildir,
//! routes it to its campaign ([`route`]), records it as `pbem inbox` does, answers its
//! sender ([`receipt`]), and marks it seen only once its campaign recorded it; then, per
//! campaign, does the fair next step `pbem status` computes ([`act`]), sends the reports,
//! and commits (and pushes) the campaign folder ([`git`]). Every step is crash-safe: a run
//! stopped anywhere and run again takes no message twice and sends no mail twice (the one
//! message in flight is listed as uncertain, as `pbem mail send` does).

pub mod act;
pub mod campaign;
pub mod config;
pub mod fetch;
pub mod git;
pub mod git_lock;
pub mod idle;
pub mod keep;
pub mod maildir;
pub mod outbox;
pub mod receipt;
pub mod reports;
pub mod route;
pub mod run;
pub mod stop;
mod take;
pub mod times;
