//! `pbem demo`: a game's demonstration campaign (`games/<game>/demo/demo.yaml`) played from
//! `pbem new` to `pbem verify` through the same commands a group would type.

use crate::cli::Cli;
use crate::error::{Error, Result};
use clap::Parser;
use serde::Deserialize;
use std::collections::BTreeMap;
use std::path::Path;

/// `games/<game>/demo/demo.yaml`.
#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
struct Manifest {
    id: String,
    scenario: String,
    players: BTreeMap<String, String>,
    entries: u32,
    orders: String,
}

fn pbem(args: &[&str]) -> Result<()> {
    let mut argv = vec!["pbem"];
    argv.extend_from_slice(args);
    println!("\n$ {}", argv.join(" "));
    crate::commands::run(Cli::try_parse_from(argv).map_err(|e| Error::Campaign(e.to_string()))?)
}

/// Builds `game`'s demo campaign in `dir` (an earlier demo there is replaced) with the
/// participants' secrets in `<dir>.secrets` beside it, and plays its entries.
///
/// # Errors
/// Any command's error; a game without a demo; a folder that holds something other than
/// an earlier demo.
pub fn run(dir: &Path, game: &str) -> Result<()> {
    let data = crate::data::GameData::embedded(game)?;
    let demo: Manifest = data.parse("demo/demo.yaml")?;
    let id = demo.id.as_str();
    let secrets = crate::campaign::create::default_secret_path(dir, "x")
        .parent()
        .map(Path::to_path_buf)
        .unwrap_or_default();
    if dir.exists() {
        let earlier = crate::campaign::Campaign::open(dir)
            .map(|c| c.file.id == id)
            .unwrap_or(false);
        if !earlier
            && std::fs::read_dir(dir)
                .map_err(|e| Error::io(dir, e))?
                .next()
                .is_some()
        {
            return Err(Error::Campaign(format!(
                "{} exists and is not an earlier demo; name another folder",
                dir.display()
            )));
        }
        std::fs::remove_dir_all(dir).map_err(|e| Error::io(dir, e))?;
        for old in [secrets.clone(), dir.with_extension("orders")] {
            if old.exists() {
                std::fs::remove_dir_all(&old).map_err(|e| Error::io(&old, e))?;
            }
        }
    }
    let d = dir.to_string_lossy().into_owned();
    let players: Vec<String> = demo
        .players
        .iter()
        .map(|(p, side)| format!("{p}:{side}:{p}@example.org"))
        .collect();
    let mut args = vec![
        "new",
        &d,
        "--game",
        game,
        "--scenario",
        &demo.scenario,
        "--id",
        id,
    ];
    for p in &players {
        args.extend(["--player", p.as_str()]);
    }
    args.extend(["--moderator", "moderator:moderator@example.org"]);
    pbem(&args)?;
    let everyone: Vec<&str> = std::iter::once("moderator")
        .chain(demo.players.keys().map(String::as_str))
        .collect();
    for who in &everyone {
        pbem(&["entropy", "init", &d, "--participant", who])?;
    }
    let orders_dir = dir.with_extension("orders");
    for entry in 1..=demo.entries {
        let mut files = Vec::new();
        for player in demo.players.keys().map(String::as_str) {
            let file = orders_dir.join(format!("entry-{entry}-{player}.yaml"));
            let text = match data.source(&format!("{}/entry-{entry}-{player}.yaml", demo.orders)) {
                Ok(src) => src.text.replace("CAMPAIGN", id),
                Err(_) => {
                    // No prepared orders: the player accepts the template's defaults.
                    let mut buf = Vec::new();
                    let c = crate::campaign::Campaign::open(dir)?;
                    let p = crate::campaign::pending::Pending::load(&c)?;
                    let (bytes, st) = c.state()?;
                    buf.extend(
                        c.system()
                            .orders_template(
                                c.ctx(),
                                &*c.decoded(&bytes, &st)?,
                                &p.header(&c, player),
                            )?
                            .into_bytes(),
                    );
                    String::from_utf8(buf).unwrap_or_default()
                }
            };
            crate::campaign::files::write_atomic(&file, text.as_bytes())?;
            files.push((player, file.to_string_lossy().into_owned()));
        }
        pbem(&["status", &d])?;
        for (player, f) in &files {
            pbem(&["commit", &d, "--player", player, f])?;
        }
        for (player, f) in &files {
            pbem(&["reveal", &d, "--player", player, f])?;
        }
        for who in &everyone {
            pbem(&["entropy", "reveal", &d, "--participant", who])?;
        }
        pbem(&["resolve", &d])?;
    }
    pbem(&["verify", &d])?;
    println!(
        "\nThe demo campaign is in {d}; the participants' secrets are in {} (outside it).",
        secrets.display()
    );
    let c = crate::campaign::Campaign::open(dir)?;
    for e in c.entries()?.iter().filter(|e| !e.starts_with("0000")) {
        let h = c.history_dir().join(e);
        println!("  {e}: public report {}", h.join("report.md").display());
        println!(
            "  {e}: players' reports {}, mail {}",
            h.join("reports").display(),
            h.join("mail").display()
        );
    }
    Ok(())
}
