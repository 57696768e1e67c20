//! Shell completion of the values a group types most: game and scenario ids from the games
//! this pbem embeds, player and participant ids from the campaign folder on the command line
//! (or the current folder). The shell asks the binary itself (clap_complete's dynamic
//! completion: `COMPLETE=bash pbem`), so ids of a campaign made today complete at once.

use crate::campaign::Campaign;
use crate::data::GameData;
use clap_complete::engine::CompletionCandidate;
use std::ffi::OsStr;
use std::path::PathBuf;

/// Game ids of the registry that start with `current`.
pub fn games(current: &OsStr) -> Vec<CompletionCandidate> {
    let current = current.to_string_lossy();
    let mut out: Vec<CompletionCandidate> = crate::rules::registry()
        .into_iter()
        .filter(|g| g.id().starts_with(current.as_ref()))
        .map(|g| CompletionCandidate::new(g.id()).help(Some(g.name().into())))
        .collect();
    out.sort_by(|a, b| a.get_value().cmp(b.get_value()));
    out
}

/// Embedded scenario ids that start with `current`: of the game after `--game` on the
/// command line, or of every game.
pub fn scenarios(current: &OsStr) -> Vec<CompletionCandidate> {
    let current = current.to_string_lossy();
    let args = line();
    let game = args
        .iter()
        .position(|a| a == "--game")
        .and_then(|i| args.get(i + 1))
        .cloned();
    let mut out = Vec::new();
    for g in crate::rules::registry() {
        if game.as_deref().is_some_and(|id| id != g.id()) {
            continue;
        }
        let Ok(data) = GameData::embedded(g.id()) else {
            continue;
        };
        for rel in data.list("scenarios/") {
            if let Some(id) = rel
                .strip_prefix("scenarios/")
                .and_then(|f| f.strip_suffix(".yaml"))
                .filter(|id| id.starts_with(current.as_ref()))
            {
                out.push(CompletionCandidate::new(id).help(Some(g.name().into())));
            }
        }
    }
    out.sort_by(|a, b| a.get_value().cmp(b.get_value()));
    out
}

/// Player ids of the campaign on the command line that start with `current`.
pub fn players(current: &OsStr) -> Vec<CompletionCandidate> {
    ids(current, true)
}

/// Participant ids (players and moderator) of the campaign on the command line that start
/// with `current`.
pub fn participants(current: &OsStr) -> Vec<CompletionCandidate> {
    ids(current, false)
}

fn ids(current: &OsStr, players_only: bool) -> Vec<CompletionCandidate> {
    let current = current.to_string_lossy();
    let Some(c) = campaign() else {
        return Vec::new();
    };
    let mut out: Vec<CompletionCandidate> = c
        .file
        .participants
        .iter()
        .filter(|p| !players_only || p.role == "player")
        .filter(|p| p.id.as_str().starts_with(current.as_ref()))
        .map(|p| CompletionCandidate::new(p.id.as_str()).help(Some(p.name.clone().into())))
        .collect();
    out.sort_by(|a, b| a.get_value().cmp(b.get_value()));
    out
}

/// The words of the command line being completed: the shell runs `pbem -- pbem WORDS…`.
fn line() -> Vec<String> {
    let args: Vec<String> = std::env::args_os()
        .map(|a| a.to_string_lossy().into_owned())
        .collect();
    match args.iter().position(|a| a == "--") {
        Some(i) => args[i + 1..].to_vec(),
        None => Vec::new(),
    }
}

/// The first word of the command line that is a campaign folder, or the current folder
/// when it is one.
fn campaign() -> Option<Campaign> {
    line()
        .into_iter()
        .map(PathBuf::from)
        .chain(std::iter::once(PathBuf::from(".")))
        .find(|d| d.join("campaign.yaml").is_file())
        .and_then(|d| Campaign::open(&d).ok())
}
