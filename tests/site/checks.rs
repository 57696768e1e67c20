//! The checker in Chromium against `pbem verify`: the same verdict on every campaign
//! fixture of every version, on each game's demo, and on tampered copies (one byte changed
//! in a commitment, an orders file, an entropy value, a dice log, a state): the same entry
//! and file named.

use crate::site::browser::{Browser, Verdict};
use crate::site::{fixtures, site};
use crate::support::copy_tree;
use pbem::error::Error;
use std::path::{Path, PathBuf};

/// What `pbem verify` says: Ok(entries, dice) or Err(entry, file).
fn verify(dir: &Path) -> Result<(String, String), (String, String)> {
    match pbem::campaign::verify::verify(dir) {
        Ok(v) => Ok((v.entries.to_string(), v.dice.to_string())),
        Err(Error::Verify { entry, file, .. }) => Err((entry, file)),
        Err(e) => panic!(
            "{}: verify failed without naming an entry: {e}",
            dir.display()
        ),
    }
}

fn browser_says(v: &Verdict) -> Result<(String, String), (String, String)> {
    if v.ok {
        Ok((v.entries.clone(), v.dice.clone()))
    } else {
        Err((v.entry.clone(), v.file.clone()))
    }
}

/// Makes the site of each campaign under `root/<i>/` and returns the verdicts of Chromium
/// and of `pbem verify` for each.
fn agree(campaigns: &[PathBuf], root: &Path, record: bool) {
    for (i, c) in campaigns.iter().enumerate() {
        site(c, &root.join(i.to_string()), record);
    }
    let b = Browser::start(root);
    for (i, c) in campaigns.iter().enumerate() {
        let page = b.check_page(&format!("{i}/check.html"));
        assert_eq!(
            browser_says(&page),
            verify(c),
            "{} (record: {record}): the browser said {:?}",
            c.display(),
            page.text
        );
    }
}

#[test]
fn the_browser_agrees_with_verify_on_every_fixture_of_every_version() {
    let tmp = tempfile::tempdir().unwrap();
    let all = fixtures();
    assert!(all.len() >= 15, "fixtures: {all:?}");
    agree(&all, tmp.path(), true);
}

#[test]
fn the_public_site_checks_the_dice_of_every_v0_6_0_fixture() {
    let tmp = tempfile::tempdir().unwrap();
    let v06: Vec<PathBuf> = fixtures()
        .into_iter()
        .filter(|f| f.to_string_lossy().contains("v0.6.0"))
        .collect();
    assert_eq!(v06.len(), 5);
    agree(&v06, tmp.path(), false);
}

#[test]
fn the_browser_agrees_with_verify_on_each_games_demo() {
    let tmp = tempfile::tempdir().unwrap();
    let mut demos = Vec::new();
    for game in [
        "empires-in-arms",
        "spi-1812",
        "american-revolution",
        "old-trousers",
        "grande-tactique",
    ] {
        let dir = tmp.path().join("demos").join(game);
        crate::support::demo::demo(Some(game), &dir);
        demos.push(dir);
    }
    agree(&demos, &tmp.path().join("sites"), true);
}

/// Changes one byte of `file`: the last character of the first line that `pick` accepts
/// becomes another of the same kind (a hex digit another hex digit, a digit another digit).
fn change_one_byte(file: &Path, pick: impl Fn(&str) -> bool) {
    let text = std::fs::read_to_string(file).unwrap();
    let mut lines: Vec<String> = text.split('\n').map(String::from).collect();
    let line = lines
        .iter_mut()
        .find(|l| pick(l))
        .unwrap_or_else(|| panic!("{}: no line to change", file.display()));
    let last = line.pop().unwrap();
    line.push(match last {
        '0'..='8' => char::from(last as u8 + 1),
        '9' => '0',
        'a'..='e' => char::from(last as u8 + 1),
        'f' => 'a',
        'A'..='Y' => char::from(last as u8 + 1),
        _ => 'x',
    });
    std::fs::write(file, lines.join("\n")).unwrap();
}

fn entry_dir(campaign: &Path, k: u32) -> PathBuf {
    let prefix = format!("{k:04}-");
    std::fs::read_dir(campaign.join("history"))
        .unwrap()
        .map(|e| e.unwrap().path())
        .find(|p| {
            p.file_name()
                .unwrap()
                .to_string_lossy()
                .starts_with(&prefix)
        })
        .unwrap_or_else(|| panic!("{}: no entry {k}", campaign.display()))
}

/// The five tamperings of the issue, each on its own copy of `fixture`.
fn tampered(fixture: &Path, root: &Path) -> Vec<(String, PathBuf)> {
    let mut out = Vec::new();
    let mut make = |what: &str, change: &dyn Fn(&Path)| {
        let dir = root.join(format!(
            "{}-{what}",
            fixture.file_name().unwrap().to_string_lossy()
        ));
        copy_tree(fixture, &dir);
        change(&dir);
        out.push((what.to_string(), dir));
    };
    make("commitment", &|d| {
        change_one_byte(&entry_dir(d, 2).join("commitments.yaml"), |l| {
            l.contains(": ")
        })
    });
    make("orders", &|d| {
        let orders = entry_dir(d, 2).join("orders");
        let first = std::fs::read_dir(&orders).unwrap().next().unwrap().unwrap();
        change_one_byte(&first.path(), |l| l.trim_end().len() > 3 && l.is_ascii());
    });
    make("entropy", &|d| {
        change_one_byte(&entry_dir(d, 2).join("entropy.yaml"), |l| l.contains(": "))
    });
    make("dice", &|d| {
        change_one_byte(&entry_dir(d, 2).join("resolution.yaml"), |l| {
            l.trim_start().starts_with("value: ")
        })
    });
    make("state", &|d| {
        change_one_byte(&entry_dir(d, 1).join("state.yaml"), |l| {
            l.trim_end().ends_with(|c: char| c.is_ascii_digit())
        })
    });
    out
}

#[test]
fn the_browser_names_the_entry_and_file_verify_names_in_tampered_campaigns() {
    let tmp = tempfile::tempdir().unwrap();
    let mut cases = Vec::new();
    for f in fixtures()
        .into_iter()
        .filter(|f| f.to_string_lossy().contains("v0.6.0"))
    {
        cases.extend(tampered(&f, &tmp.path().join("campaigns")));
    }
    assert_eq!(cases.len(), 25);
    let sites = tmp.path().join("sites");
    for (i, (_, dir)) in cases.iter().enumerate() {
        site(dir, &sites.join(i.to_string()), true);
    }
    let b = Browser::start(&sites);
    for (i, (what, dir)) in cases.iter().enumerate() {
        let said = verify(dir);
        assert!(said.is_err(), "{what}: verify passed {}", dir.display());
        let page = b.check_page(&format!("{i}/check.html"));
        assert_eq!(
            browser_says(&page),
            said,
            "{what} in {}: the browser said {:?}",
            dir.display(),
            page.text
        );
    }
}

#[test]
fn a_dropped_zip_or_folder_is_checked_like_verify() {
    let tmp = tempfile::tempdir().unwrap();
    let fixture = fixtures()
        .into_iter()
        .find(|f| f.ends_with("v0.6.0/spi-1812"))
        .unwrap();
    let cases = tampered(&fixture, &tmp.path().join("campaigns"));
    let (what, bad) = &cases[2];
    assert_eq!(what, "entropy");
    let zip = tmp.path().join("moscow.zip");
    std::fs::write(&zip, crate::site::zip::zip_folder(bad, "moscow-demo")).unwrap();
    // The page of another campaign's public site, where a player drops a folder.
    site(&fixture, &tmp.path().join("sites/0"), false);
    let b = Browser::start(&tmp.path().join("sites"));
    let own = b.check_page("0/check.html");
    assert!(own.ok, "{}", own.text);
    let from_zip = b.upload("zip", &zip);
    assert_eq!(browser_says(&from_zip), verify(bad), "{}", from_zip.text);
    let from_folder = b.upload("folder", &fixture);
    assert_eq!(
        browser_says(&from_folder),
        verify(&fixture),
        "{}",
        from_folder.text
    );
}
