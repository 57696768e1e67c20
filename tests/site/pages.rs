//! The site's pages without a browser: stable bytes, what the index and the entry pages
//! show, what the public site leaves out, and the command line.

use crate::site::{fixtures, site};
use assert_cmd::Command;
use std::path::{Path, PathBuf};

fn fixture(name: &str) -> PathBuf {
    fixtures()
        .into_iter()
        .find(|f| f.ends_with(name))
        .unwrap_or_else(|| panic!("no fixture {name}"))
}

fn text(dir: &Path, file: &str) -> String {
    std::fs::read_to_string(dir.join(file)).unwrap_or_else(|e| panic!("{file}: {e}"))
}

#[test]
fn the_same_campaign_gives_the_same_bytes() {
    let c = fixture("v0.6.0/old-trousers");
    let a = pbem::site::build(&c, true).unwrap();
    let b = pbem::site::build(&c, true).unwrap();
    assert_eq!(a.files, b.files);
    assert_eq!(a.entries, 4);
}

#[test]
fn the_index_and_entry_pages_show_each_entry_with_its_hashes_dice_and_neighbours() {
    let c = fixture("v0.6.0/spi-1812");
    let tmp = tempfile::tempdir().unwrap();
    let out = tmp.path().join("site");
    site(&c, &out, false);
    let index = text(&out, "index.html");
    let campaign = pbem::campaign::Campaign::open(&c).unwrap();
    let names: Vec<String> = campaign.entries().unwrap().into_iter().skip(1).collect();
    assert_eq!(names.len(), 6);
    for (i, name) in names.iter().enumerate() {
        let res: serde_yaml::Value =
            serde_yaml::from_str(&text(&c, &format!("history/{name}/resolution.yaml"))).unwrap();
        let history = res["history"].as_str().unwrap();
        assert!(index.contains(&format!("href=\"{name}.html\"")), "{name}");
        assert!(index.contains(history), "{name}: history hash");
        // Tera escapes `/` and `'` in what it prints; the browser reads them back.
        let page = text(&out, &format!("{name}.html"))
            .replace("&#x2F;", "/")
            .replace("&#x27;", "'");
        assert!(
            page.contains(&format!("<h1>Entry {}: turn ", i + 1)),
            "{name}"
        );
        assert!(page.contains(res["seed"].as_str().unwrap()), "{name}: seed");
        let dice = res["dice"].as_sequence().unwrap();
        let table = page
            .split("<table class=\"dice\">")
            .nth(1)
            .map_or("", |t| t.split("</table>").next().unwrap());
        assert_eq!(
            table.matches("<tr><td>").count(),
            dice.len(),
            "{name}: dice rows"
        );
        for d in dice {
            let purpose = d["purpose"].as_str().unwrap().replace('&', "&amp;");
            assert!(table.contains(&format!("<td>{purpose}</td>")), "{purpose}");
        }
        let prev = i
            .checked_sub(1)
            .map(|j| format!("rel=\"prev\" href=\"{}.html\"", names[j]));
        let next = names
            .get(i + 1)
            .map(|n| format!("rel=\"next\" href=\"{n}.html\""));
        for link in prev.iter().chain(next.iter()) {
            assert!(page.contains(link.as_str()), "{name}: {link}");
        }
        // The public picture, with its words for those who cannot see it.
        assert!(page.contains(&format!(
            "<img src=\"maps/{name}.svg\" alt=\"The map after entry {}",
            i + 1
        )));
        assert_eq!(
            std::fs::read(out.join(format!("maps/{name}.svg"))).unwrap(),
            std::fs::read(c.join(format!("history/{name}/map.svg"))).unwrap()
        );
        assert!(page.contains("<meta name=\"viewport\""));
    }
}

#[test]
fn the_public_site_holds_no_orders_no_later_state_and_no_mail_address() {
    let c = fixture("v0.6.0/spi-1812");
    let public = pbem::site::build(&c, false).unwrap();
    let data = String::from_utf8(public.files["data/campaign.js"].clone()).unwrap();
    assert!(data.contains("\"partial\":true"));
    assert!(data.contains("history/0000-setup/state.yaml"));
    for hidden in [
        "/orders/",
        "/reports/",
        "/mail/",
        "0001-1-russian-player-turn/state.yaml",
    ] {
        assert!(!data.contains(hidden), "the public site holds {hidden}");
    }
    let all: String = public
        .files
        .values()
        .map(|b| String::from_utf8_lossy(b).into_owned())
        .collect();
    assert!(!all.contains("@example.org"), "a mail address is published");
    let record = pbem::site::build(&c, true).unwrap();
    let data = String::from_utf8(record.files["data/campaign.js"].clone()).unwrap();
    assert!(data.contains("\"partial\":false"));
    assert!(data.contains("0001-1-russian-player-turn/orders/france.yaml"));
}

#[test]
fn pbem_site_writes_the_site_and_refuses_a_folder_it_did_not_write() {
    let c = fixture("v0.5.0/empires-in-arms");
    let tmp = tempfile::tempdir().unwrap();
    let out = tmp.path().join("web");
    let run = |out: &Path| {
        Command::cargo_bin("pbem")
            .unwrap()
            .args(["site", c.to_str().unwrap(), "-o", out.to_str().unwrap()])
            .output()
            .unwrap()
    };
    let o = run(&out);
    assert!(o.status.success(), "{}", String::from_utf8_lossy(&o.stderr));
    assert!(String::from_utf8_lossy(&o.stdout).contains("2 entries"));
    for f in [
        "index.html",
        "check.html",
        "style.css",
        "js/checker.js",
        "js/vendor/js-yaml.LICENSE",
    ] {
        assert!(out.join(f).is_file(), "{f}");
    }
    // Again: the site it wrote is replaced.
    assert!(run(&out).status.success());
    let other = tmp.path().join("notes");
    std::fs::create_dir_all(&other).unwrap();
    std::fs::write(other.join("mine.txt"), "keep").unwrap();
    let o = run(&other);
    assert!(!o.status.success());
    assert!(String::from_utf8_lossy(&o.stderr).contains("is not a site pbem wrote"));
    assert_eq!(
        std::fs::read_to_string(other.join("mine.txt")).unwrap(),
        "keep"
    );
    assert!(!other.join("index.html").exists());
}

/// The screenshots in docs/ (README, docs/site.md): `cargo test --test suite
/// site::pages::screenshots -- --ignored` writes them again.
#[test]
#[ignore = "writes docs/site-*.png; run on purpose"]
fn screenshots() {
    let c = fixture("v0.6.0/spi-1812");
    let tmp = tempfile::tempdir().unwrap();
    site(&c, &tmp.path().join("s"), false);
    let b = crate::site::browser::Browser::start(tmp.path());
    let docs = Path::new(env!("CARGO_MANIFEST_DIR")).join("docs");
    b.resize(1000, 800);
    b.goto("s/index.html");
    std::fs::write(docs.join("site-index.png"), b.screenshot()).unwrap();
    b.goto("s/0002-1-french-player-turn.html");
    std::fs::write(docs.join("site-entry.png"), b.screenshot()).unwrap();
    b.resize(420, 900);
    let v = b.check_page("s/check.html");
    assert!(v.ok, "{}", v.text);
    std::fs::write(docs.join("site-check-phone.png"), b.screenshot()).unwrap();
}

/// The site's pages of the 0.6.0 Old Trousers fixture, as the templates in templates/site
/// render them, against tests/golden/site/ (after a deliberate change of a template,
/// `PBEM_BLESS=1 cargo test --locked --test suite site:: golden` rewrites them; read the diff).
#[test]
fn the_site_pages_of_a_fixture_are_their_golden_texts() {
    let c = fixture("v0.6.0/old-trousers");
    let site = pbem::site::build(&c, false).unwrap();
    // Each template once: the index, the check page, and an entry page (every entry page is
    // the same template; entry 2 has a predecessor and a successor, fire, moves and dice).
    const PAGES: [&str; 3] = ["index.html", "check.html", "0002-1-turn-1-second.html"];
    let pages: Vec<_> = (site.files.iter())
        .filter(|(name, _)| PAGES.contains(&name.as_str()))
        .collect();
    assert_eq!(pages.len(), PAGES.len(), "{:?}", site.files.keys());
    let golden = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/golden/site");
    let bless = std::env::var("PBEM_BLESS").as_deref() == Ok("1");
    for (name, bytes) in pages {
        let path = golden.join(name.replace('/', "--"));
        if bless {
            std::fs::create_dir_all(&golden).unwrap();
            std::fs::write(&path, bytes).unwrap();
            continue;
        }
        let want = std::fs::read(&path)
            .unwrap_or_else(|e| panic!("{}: {e} (PBEM_BLESS=1 writes it)", path.display()));
        assert!(
            &want == bytes,
            "{name} differs from {} (PBEM_BLESS=1 rewrites it after a deliberate change)",
            path.display()
        );
    }
}
