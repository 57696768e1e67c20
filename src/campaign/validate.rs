//! Checks of campaign.yaml beyond its shape, run wherever it is loaded (`pbem new` and
//! every command that opens a campaign): the format, the participants (roles, sides,
//! addresses, entropy chains, nothing twice), folders that stay inside the campaign, and
//! option keys the game declares. Ids are checked by their types ([`crate::ids`]).

use super::{CampaignFile, Participant};
use crate::ids;
use lettre::message::Mailbox;
use std::collections::BTreeMap;
use std::path::{Component, Path};

/// The one campaign.yaml format this version reads and writes.
pub const FORMAT: &str = "pbem-campaign-v1";

/// A thing wrong with a campaign.yaml.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Problem {
    /// The YAML path of the field (`participants[2].email`).
    pub path: String,
    /// What is wrong, in words that also fit the command line of `pbem new`.
    pub message: String,
}

fn problem(path: impl Into<String>, message: impl Into<String>) -> Problem {
    Problem {
        path: path.into(),
        message: message.into(),
    }
}

/// Checks every field that needs no game data; the first problem found.
///
/// # Errors
/// A [`Problem`]: another format; a `data` or `templates` folder outside the campaign
/// folder; a `mail.from` that is not a mailbox; a participant problem
/// ([`participants`]); an unplayed side that is no side or that a player takes.
pub fn fields(file: &CampaignFile) -> Result<(), Problem> {
    if file.format != FORMAT {
        return Err(problem(
            "format",
            format!("format '{}' is not {FORMAT}", file.format),
        ));
    }
    for (key, folder) in [("data", &file.data), ("templates", &file.templates)] {
        if let Some(f) = folder {
            inside(key, f)?;
        }
    }
    if file.mail.from.parse::<Mailbox>().is_err() {
        return Err(problem(
            "mail.from",
            format!("mail.from '{}' is not a mailbox", file.mail.from),
        ));
    }
    participants(&file.participants)?;
    if let Some(s) = &file.schedule {
        s.check()?;
    }
    unplayed(file)
}

/// Checks that `folder` is a relative path down into the campaign folder.
fn inside(key: &str, folder: &str) -> Result<(), Problem> {
    let p = Path::new(folder);
    let down = p.components().next().is_some()
        && p.components().all(|c| matches!(c, Component::Normal(_)));
    if down {
        Ok(())
    } else {
        Err(problem(
            key,
            format!("'{key}: {folder}' must be a folder inside the campaign folder (a relative path without '..')"),
        ))
    }
}

/// Checks the participants: roles, sides, addresses and chains of each, and no id, address
/// or side twice.
///
/// # Errors
/// The first [`Problem`], at `participants[i]....`.
pub fn participants(list: &[Participant]) -> Result<(), Problem> {
    let mut ids: BTreeMap<&str, usize> = BTreeMap::new();
    let mut addresses: BTreeMap<String, &str> = BTreeMap::new();
    let mut sides: BTreeMap<&str, &str> = BTreeMap::new();
    for (i, p) in list.iter().enumerate() {
        let at = |field: &str| format!("participants[{i}].{field}");
        if ids.insert(p.id.as_str(), i).is_some() {
            return Err(problem(
                at("id"),
                format!("participant id '{}' is given twice", p.id),
            ));
        }
        let known = matches!(p.role.as_str(), "player" | "moderator");
        role(p).map_err(|m| problem(at(if known { "sides" } else { "role" }), m))?;
        for (j, s) in p.sides.iter().enumerate() {
            ids::check("side", s)
                .map_err(|e| problem(at(&format!("sides[{j}]")), e.to_string()))?;
            if let Some(other) = sides.insert(s, p.id.as_str()) {
                return Err(problem(
                    at(&format!("sides[{j}]")),
                    format!("side '{s}' is taken by both {other} and {}", p.id),
                ));
            }
        }
        if let Some(e) = &p.email {
            let address = e.parse::<Mailbox>().map_err(|_| {
                problem(
                    at("email"),
                    format!("{}'s address '{e}' is not an e-mail address", p.id),
                )
            })?;
            let key = address.email.to_string().to_lowercase();
            if let Some(other) = addresses.insert(key, p.id.as_str()) {
                return Err(problem(
                    at("email"),
                    format!(
                        "{other} and {} have the same address ({e}): mail could not tell them apart",
                        p.id
                    ),
                ));
            }
        }
        if p.entropy.as_ref().is_some_and(|a| a.length == 0) {
            return Err(problem(
                at("entropy.length"),
                "an entropy chain has at least one value (length 1 or more)",
            ));
        }
    }
    Ok(())
}

/// A player takes at least one side; a moderator none; no other role.
fn role(p: &Participant) -> Result<(), String> {
    match (p.role.as_str(), p.sides.is_empty()) {
        ("player", false) | ("moderator", true) => Ok(()),
        ("player", true) => Err(format!("player {} takes no side", p.id)),
        ("moderator", false) => Err(format!("the moderator {} cannot take sides", p.id)),
        (other, _) => Err(format!("role '{other}' is neither player nor moderator")),
    }
}

/// Unplayed sides are sides (by the id alphabet) that no player takes, each named once.
fn unplayed(file: &CampaignFile) -> Result<(), Problem> {
    for (k, s) in file.unplayed.iter().enumerate() {
        let at = format!("unplayed[{k}]");
        ids::check("side", s).map_err(|e| problem(&at, e.to_string()))?;
        if file.unplayed[..k].contains(s) {
            return Err(problem(at, format!("unplayed side '{s}' is named twice")));
        }
        if let Some(p) = file
            .participants
            .iter()
            .find(|p| p.sides.iter().any(|x| x == s))
        {
            return Err(problem(
                at,
                format!("side '{s}' is named unplayed, but {} plays it", p.id),
            ));
        }
    }
    Ok(())
}

/// Checks that every option key is one the game declares (`options:` of its game.yaml,
/// house rules included), so a misspelt key is not silently replaced by the default.
/// Values are the game's to check.
///
/// # Errors
/// A [`Problem`] at `options.<key>` naming the declared options.
pub fn options(file: &CampaignFile, declared: &BTreeMap<String, String>) -> Result<(), Problem> {
    match file.options.keys().find(|k| !declared.contains_key(*k)) {
        None => Ok(()),
        Some(k) => Err(problem(
            format!("options.{k}"),
            format!(
                "{} has no option '{k}'; options: {}",
                file.game,
                declared.keys().cloned().collect::<Vec<_>>().join(", ")
            ),
        )),
    }
}
