//! A command line a new group can discover (issue 19): status says when no entropy chain
//! exists, and error messages name the real problem.

use crate::support;

#[test]
fn status_before_any_chain_says_there_is_none_not_all_in() {
    let tmp = tempfile::tempdir().unwrap();
    let dir = tmp.path().join("c");
    let d = dir.to_str().unwrap();
    support::run(&[
        "new",
        d,
        "--game",
        "empires-in-arms",
        "--scenario",
        "danube-1810",
        "--player",
        "turkey:turkey",
        "--player",
        "russia:russia",
    ]);
    let out = support::run(&["status", d]);
    assert!(
        out.contains("entropy: none (no participant has a chain"),
        "{out}"
    );
    assert!(!out.contains("entropy: all in"), "{out}");
    support::run(&[
        "entropy",
        "init",
        d,
        "--participant",
        "turkey",
        "--length",
        "5",
    ]);
    let out = support::run(&["status", d]);
    assert!(out.contains("entropy: awaiting turkey"), "{out}");
}

#[test]
fn entropy_show_takes_the_arguments_of_entropy_reveal() {
    let tmp = tempfile::tempdir().unwrap();
    let dir = support::campaign(tmp.path());
    let d = dir.to_str().unwrap();
    let secret = dir
        .parent()
        .unwrap()
        .join("camp.secrets/turkey.secret.yaml");
    let by_dir = support::run(&["entropy", "show", d, "--participant", "turkey"]);
    let by_file = support::run(&[
        "entropy",
        "show",
        "--secret",
        secret.to_str().unwrap(),
        "--entry",
        "1",
    ]);
    assert!(by_dir.starts_with("PBEM-ENTROPY test-camp 1 "), "{by_dir}");
    assert_eq!(by_dir, by_file);
    let value = by_dir.split_whitespace().nth(3).unwrap().to_string();
    let before = support::snapshot(&dir);
    support::pbem()
        .args(["entropy", "show", d])
        .assert()
        .failure()
        .stderr(predicates::str::contains("give --participant ID"));
    assert_eq!(
        before,
        support::snapshot(&dir),
        "show wrote into the campaign"
    );
    // Another participant's chain at another entry gives another value.
    let out = support::run(&[
        "entropy",
        "show",
        d,
        "--participant",
        "russia",
        "--entry",
        "2",
    ]);
    assert_ne!(out.split_whitespace().nth(3).unwrap(), value);
}

/// Every command a user can type (a leaf of the command tree, hidden ones aside).
fn leaves() -> Vec<String> {
    fn walk(cmd: &clap::Command, path: &str, out: &mut Vec<String>) {
        let subs: Vec<&clap::Command> = cmd
            .get_subcommands()
            .filter(|s| !s.is_hide_set() && s.get_name() != "help")
            .collect();
        if subs.is_empty() {
            out.push(path.to_string());
        }
        for s in subs {
            let p = if path.is_empty() {
                s.get_name().to_string()
            } else {
                format!("{path} {}", s.get_name())
            };
            walk(s, &p, out);
        }
    }
    let mut out = Vec::new();
    walk(&pbem::cli::command(), "", &mut out);
    out
}

#[test]
fn every_command_has_examples_in_its_help_and_man_page() {
    let pages = pbem::cli::man_pages();
    for path in leaves() {
        let page = pbem::cli::pages::page(&path)
            .unwrap_or_else(|| panic!("`pbem {path}` has no examples in src/cli/pages.rs"));
        assert!(!page.examples.is_empty(), "pbem {path}");
        for e in page.examples {
            assert!(
                e.line.starts_with(&format!("pbem {path}")),
                "an example of `pbem {path}` is another command: {}",
                e.line
            );
        }
        let file = format!("pbem-{}.1", path.replace(' ', "-"));
        let (_, roff) = pages.iter().find(|(f, _)| *f == file).unwrap();
        let roff = String::from_utf8_lossy(roff);
        assert!(roff.contains(".SH EXAMPLES"), "{file}");
        assert!(
            roff.contains(&format!("\\fBpbem {path}")),
            "{file}: the synopsis names `pbem {path}`:\n{roff}"
        );
        let mut cmd = pbem::cli::command();
        let mut sub = &mut cmd;
        for w in path.split(' ') {
            sub = sub.find_subcommand_mut(w).unwrap();
        }
        let help = sub.render_long_help().to_string();
        assert!(help.contains("Examples:"), "pbem {path} --help:\n{help}");
    }
}

#[test]
fn group_commands_name_every_subcommand_in_their_help() {
    let cmd = pbem::cli::command();
    for group in ["entropy", "orders", "mail"] {
        let g = cmd.find_subcommand(group).unwrap();
        let about = cmd
            .find_subcommand(group)
            .and_then(|c| c.get_about())
            .map(|a| a.to_string())
            .unwrap_or_default();
        for s in g.get_subcommands().filter(|s| s.get_name() != "help") {
            assert!(
                about.contains(&format!("({})", s.get_name())),
                "`pbem {group}`'s summary does not name `{}`: {about}",
                s.get_name()
            );
        }
    }
}

/// What the real binary completes for the word at `index` of `words` (as bash asks it).
fn complete(cwd: &std::path::Path, words: &[&str], index: usize) -> Vec<String> {
    let out = support::pbem()
        .current_dir(cwd)
        .env("COMPLETE", "bash")
        .env("_CLAP_IFS", "\n")
        .env("_CLAP_COMPLETE_INDEX", index.to_string())
        .env("_CLAP_COMPLETE_COMP_TYPE", "9")
        .env("_CLAP_COMPLETE_SPACE", "true")
        .arg("--")
        .args(words)
        .output()
        .unwrap();
    assert!(out.status.success(), "{out:?}");
    String::from_utf8(out.stdout)
        .unwrap()
        .lines()
        .map(str::to_string)
        .collect()
}

#[test]
fn completions_name_games_scenarios_players_and_participants() {
    let tmp = tempfile::tempdir().unwrap();
    let dir = support::campaign(tmp.path());
    let d = dir.to_str().unwrap();
    let t = tmp.path();
    assert_eq!(
        complete(t, &["pbem", "orders", "new", d, "--player", ""], 5),
        ["russia", "turkey"]
    );
    assert_eq!(
        complete(
            t,
            &["pbem", "entropy", "reveal", d, "--participant", "m"],
            5
        ),
        ["mod"]
    );
    // In the campaign folder itself, DIR may be `.`.
    assert_eq!(
        complete(&dir, &["pbem", "report", ".", "--player", "t"], 4),
        ["turkey"]
    );
    let games = complete(t, &["pbem", "new", "--game", ""], 3);
    assert!(games.contains(&"empires-in-arms".to_string()), "{games:?}");
    assert!(games.contains(&"spi-1812".to_string()), "{games:?}");
    assert_eq!(
        complete(
            t,
            &["pbem", "new", "--game", "spi-1812", "--scenario", ""],
            5
        ),
        ["campaign-1812"]
    );
    let script = support::run(&["completions", "bash"]);
    assert!(script.contains("COMPLETE=\"bash\""), "{script}");
}

#[test]
fn pbem_new_sets_the_moderated_mode_and_needs_a_moderator_for_it() {
    let tmp = tempfile::tempdir().unwrap();
    let dir = tmp.path().join("m");
    let d = dir.to_str().unwrap();
    let base = [
        "new",
        d,
        "--game",
        "empires-in-arms",
        "--scenario",
        "danube-1810",
        "--player",
        "turkey:turkey",
        "--player",
        "russia:russia",
        "--mode",
        "moderated",
    ];
    support::pbem()
        .args(base)
        .assert()
        .failure()
        .stderr(predicates::str::contains(
            "a moderated campaign needs a moderator",
        ));
    assert!(!dir.exists(), "a refused campaign leaves nothing behind");
    support::pbem()
        .args(base)
        .args(["--moderator", "mod"])
        .assert()
        .success();
    let yaml = std::fs::read_to_string(dir.join("campaign.yaml")).unwrap();
    assert!(yaml.contains("mode: moderated"), "{yaml}");
}
