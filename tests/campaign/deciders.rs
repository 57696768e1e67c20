//! Only the players with a decision are awaited (pbem 0.5.0 on): the 1805 scenario with
//! seven powers, each player's orders and entropy in one mail, counted per entry.

use crate::support;

use std::path::{Path, PathBuf};
use support::eia::{campaign_1805, POWERS};
use support::messages::{b64_lines, head};
use support::{entropy_line, pbem, run};

/// One mail: the orders file attached (if any) and the entropy line in the text (if any).
fn mail(from: &str, orders: Option<(&str, &[u8])>, line: Option<&str>, id: &str) -> String {
    let text = line.map_or(String::new(), |l| format!("{l}\r\n"));
    let mut m = format!(
        "{}Content-Type: multipart/mixed; boundary=\"b1\"\r\n\r\n--b1\r\n\
         Content-Type: text/plain; charset=UTF-8\r\n\r\nMy turn.\r\n{text}\r\n",
        head(from, "pbem", id)
    );
    if let Some((name, bytes)) = orders {
        m.push_str(&format!(
            "--b1\r\nContent-Type: application/x-yaml; name=\"{name}\"\r\n\
             Content-Disposition: attachment; filename=\"{name}\"\r\n\
             Content-Transfer-Encoding: base64\r\n\r\n{}",
            b64_lines(bytes)
        ));
    }
    m.push_str("--b1--\r\n");
    m
}

/// The 1805 campaign with an entropy chain for every participant.
fn campaign_with_chains(t: &Path) -> PathBuf {
    let dir = campaign_1805(t);
    let d = dir.to_str().unwrap();
    for p in POWERS.iter().chain(&["mod"]) {
        run(&["entropy", "init", d, "--participant", p, "--length", "20"]);
    }
    dir
}

/// The players `pbem status` names as having no decision.
fn no_decision(dir: &Path) -> Vec<String> {
    let out = run(&["status", dir.to_str().unwrap()]);
    out.lines()
        .find_map(|l| l.trim().strip_prefix("no decision this step: "))
        .map(|l| {
            l.split(" (")
                .next()
                .unwrap()
                .split(", ")
                .map(String::from)
                .collect()
        })
        .unwrap_or_default()
}

/// Plays entry `k`: each player with a decision mails its template orders and its entropy
/// line in one message, the moderator its entropy line; `pbem inbox` takes them, and the
/// entry resolves without `--nmr`. Returns the number of mails sent.
fn play_by_mail(dir: &Path, k: u32, idle: &[String]) -> usize {
    let d = dir.to_str().unwrap();
    let md = dir.parent().unwrap().join(format!("Maildir{k}"));
    for sub in ["cur", "new", "tmp"] {
        std::fs::create_dir_all(md.join(sub)).unwrap();
    }
    let mut sent = 0;
    for p in POWERS.iter().filter(|p| !idle.iter().any(|i| i == *p)) {
        let f = dir.parent().unwrap().join(format!("{p}-{k}.yaml"));
        run(&["orders", "new", d, "--player", p, "-o", f.to_str().unwrap()]);
        let m = mail(
            &format!("{p}@example.org"),
            Some((&format!("{p}.yaml"), &std::fs::read(&f).unwrap())),
            Some(&entropy_line(dir, p, k)),
            &format!("{p}-{k}@x"),
        );
        std::fs::write(md.join("new").join(format!("{k}.{p}")), m).unwrap();
        sent += 1;
    }
    let o = pbem().arg("inbox").arg(dir).arg(&md).output().unwrap();
    let text = String::from_utf8_lossy(&o.stdout);
    assert!(o.status.success(), "entry {k}: {text}");
    assert!(
        text.lines().filter(|l| l.contains("awaiting")).count() == 1
            && text.contains("  awaiting entropy: mod\n"),
        "entry {k}: {text}"
    );
    // The moderator (who has no address here) reveals its value at the command line: one
    // action, counted like a mail.
    run(&["entropy", "reveal", d, "--participant", "mod"]);
    sent += 1;
    run(&["resolve", d, "--date", "2026-12-01T10:00:00Z"]);
    sent
}

#[test]
fn only_players_with_a_choice_send_anything_in_1805() {
    let tmp = tempfile::tempdir().unwrap();
    let t = tmp.path();
    let dir = campaign_with_chains(t);
    let d = dir.to_str().unwrap();
    // The campaign needs the moderator's address for its mail.
    let cy = dir.join("campaign.yaml");
    let text = std::fs::read_to_string(&cy).unwrap();
    assert!(text.contains("id: mod"), "{text}");
    let mut counts = Vec::new();
    // France's, Russia's and Turkey's sequences of October 1805.
    let expect: [&[&str]; 3] = [
        &["prussia", "turkey"],
        &["prussia", "turkey"],
        &["austria", "britain", "france", "prussia", "russia", "spain"],
    ];
    for (k, want) in (1..=3).zip(expect) {
        let idle = no_decision(&dir);
        assert_eq!(idle, want, "entry {k}");
        counts.push(play_by_mail(&dir, k, &idle));
        let entry = run(&["status", d]);
        let name = std::fs::read_dir(dir.join("history"))
            .unwrap()
            .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
            .find(|n| n.starts_with(&format!("{k:04}-")))
            .unwrap_or_else(|| panic!("entry {k} not resolved: {entry}"));
        let h = dir.join("history").join(&name);
        let res = std::fs::read_to_string(h.join("resolution.yaml")).unwrap();
        assert!(res.contains("no_decision:"), "{res}");
        for p in want {
            assert!(res.contains(&format!("- {p}\n")), "{p}: {res}");
            assert!(!h.join(format!("orders/{p}.yaml")).exists());
            assert!(!h.join(format!("nmr/{p}.yaml")).exists());
        }
        let entropy = std::fs::read_to_string(h.join("entropy.yaml")).unwrap();
        for p in want {
            assert!(!entropy.contains(&format!("{p}:")), "{entropy}");
        }
        assert!(!res.contains("nmr:"), "{res}");
        let report = std::fs::read_to_string(h.join("report.md")).unwrap();
        assert!(
            report.contains(&format!("No decision this step for: {}", want.join(", "))),
            "{report}"
        );
    }
    // Before 0.5.0 every entry took a mail from each of the seven players and an entropy
    // value from each of the eight participants: 7 mails with orders and entropy, and the
    // moderator's, 8 an entry at the fewest.
    assert_eq!(counts, [6, 6, 2]);
    pbem().args(["verify", d]).assert().success();
    // The list is the game's, not the moderator's: an entry claiming nobody was without a
    // decision is named by verify.
    let first = std::fs::read_dir(dir.join("history"))
        .unwrap()
        .map(|e| e.unwrap().path())
        .find(|p| {
            p.file_name()
                .unwrap()
                .to_string_lossy()
                .starts_with("0001-")
        })
        .unwrap();
    let res = first.join("resolution.yaml");
    let text = std::fs::read_to_string(&res).unwrap();
    std::fs::write(
        &res,
        text.replace("no_decision:\n- prussia\n- turkey\n", ""),
    )
    .unwrap();
    let o = pbem().args(["verify", d]).output().unwrap();
    let err = String::from_utf8_lossy(&o.stderr);
    assert!(!o.status.success());
    assert!(err.contains("0001-") && err.contains("prussia"), "{err}");
}

#[test]
fn a_player_without_a_decision_may_still_send_orders() {
    let tmp = tempfile::tempdir().unwrap();
    let t = tmp.path();
    let dir = campaign_with_chains(t);
    let d = dir.to_str().unwrap();
    // Turkey has no decision in France's sequence but sends its orders first.
    let f = t.join("turkey.yaml");
    run(&[
        "orders",
        "new",
        d,
        "--player",
        "turkey",
        "-o",
        f.to_str().unwrap(),
    ]);
    let md = t.join("Maildir0");
    for sub in ["cur", "new", "tmp"] {
        std::fs::create_dir_all(md.join(sub)).unwrap();
    }
    std::fs::write(
        md.join("new/0.turkey"),
        mail(
            "turkey@example.org",
            Some(("turkey.yaml", &std::fs::read(&f).unwrap())),
            None,
            "t0@x",
        ),
    )
    .unwrap();
    let o = pbem().arg("inbox").arg(&dir).arg(&md).output().unwrap();
    let text = String::from_utf8_lossy(&o.stdout);
    assert!(o.status.success(), "{text}");
    assert!(text.contains("commitment of turkey"), "{text}");
    // Its orders are bound now; its entropy is not needed (the moderator's is).
    play_by_mail(&dir, 1, &["prussia".into(), "turkey".into()]);
    let h = std::fs::read_dir(dir.join("history"))
        .unwrap()
        .map(|e| e.unwrap().path())
        .find(|p| {
            p.file_name()
                .unwrap()
                .to_string_lossy()
                .starts_with("0001-")
        })
        .unwrap();
    assert_eq!(
        std::fs::read(h.join("orders/turkey.yaml")).unwrap(),
        std::fs::read(&f).unwrap()
    );
    let res = std::fs::read_to_string(h.join("resolution.yaml")).unwrap();
    assert!(res.contains("no_decision:\n- prussia\n- turkey\n"), "{res}");
    pbem().args(["verify", d]).assert().success();
}
