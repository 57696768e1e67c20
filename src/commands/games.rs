//! `pbem games`: the game systems this pbem plays, each embedded scenario and the sides
//! (powers) it needs, read from the games themselves: the registry, and each scenario set
//! up with the game's default options, as `pbem new` does.

use crate::data::GameData;
use crate::error::Result;
use crate::rules::{self, Ctx, GameSystem, Side, ENGINE};
use std::collections::BTreeMap;

/// An embedded scenario as `pbem games` lists it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ScenarioInfo {
    /// Id (`games/<game>/scenarios/<id>.yaml`), what `pbem new --scenario` takes.
    pub id: String,
    /// Title, as the scenario gives it.
    pub title: String,
    /// The sides a `--player ID:SIDE` takes, sorted by id.
    pub sides: Vec<Side>,
}

/// The embedded scenarios of `sys`, sorted by id, each set up with the game's default
/// options (no players).
///
/// # Errors
/// A game's data or scenario that does not set up (file, line and YAML path).
pub fn scenarios(sys: &dyn GameSystem) -> Result<Vec<ScenarioInfo>> {
    let data = GameData::embedded(sys.id())?;
    let options = sys.default_options(&data)?;
    let players = BTreeMap::new();
    let ctx = Ctx {
        data: &data,
        options: &options,
        players: &players,
        engine: ENGINE,
    };
    let mut out = Vec::new();
    for rel in data.list("scenarios/") {
        let Some(id) = rel
            .strip_prefix("scenarios/")
            .and_then(|f| f.strip_suffix(".yaml"))
        else {
            continue;
        };
        let setup = sys.setup(ctx, &data.source(&rel)?)?;
        let mut sides = setup.sides;
        sides.sort_by(|a, b| a.id.cmp(&b.id));
        out.push(ScenarioInfo {
            id: id.to_string(),
            title: setup.title,
            sides,
        });
    }
    out.sort_by(|a, b| a.id.cmp(&b.id));
    Ok(out)
}

/// The listing of `pbem games` for one game (`Some(id)`) or all of them, sorted by id: a
/// header line per game, then per scenario a line with its id and title and an indented
/// line of its sides (`id (Name)`).
///
/// # Errors
/// An unknown game, naming the known ones; as [`scenarios`].
pub fn listing(game: Option<&str>) -> Result<String> {
    let mut systems = match game {
        Some(id) => vec![rules::find(id)?],
        None => rules::registry(),
    };
    systems.sort_by_key(|g| g.id());
    let mut out = String::new();
    for (i, sys) in systems.into_iter().enumerate() {
        if i > 0 {
            out.push('\n');
        }
        let list = scenarios(sys)?;
        out.push_str(&format!(
            "{} ({}): {} scenario{}\n",
            sys.id(),
            sys.name(),
            list.len(),
            if list.len() == 1 { "" } else { "s" }
        ));
        for s in list {
            let sides: Vec<String> = s
                .sides
                .iter()
                .map(|x| format!("{} ({})", x.id, x.name))
                .collect();
            out.push_str(&format!("  {}  {}\n", s.id, s.title));
            out.push_str(&format!("      sides: {}\n", sides.join(", ")));
        }
    }
    Ok(out)
}

/// Runs `pbem games [GAME]`: prints [`listing`].
///
/// # Errors
/// As [`listing`].
pub fn games(a: crate::cli::GamesArgs) -> Result<()> {
    print!("{}", listing(a.game.as_deref())?);
    Ok(())
}
