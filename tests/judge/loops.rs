//! No mail loops (RFC 3834): an auto-replied message, a bounce and a list's mail get no
//! receipt (what they carry is still recorded); mail from the judge's own address is never
//! answered; a stranger gets at most one short refusal per address per day, or none.

use super::*;

#[test]
fn rfc_3834_an_auto_replied_message_gets_no_receipt_but_is_recorded() {
    let j = Judge::new();
    let (bytes, _) = j.orders("russia");
    let auto = orders_mail("r@example.org", "russia-1", &bytes).replacen(
        "MIME-Version: 1.0\r\n",
        "MIME-Version: 1.0\r\nAuto-Submitted: auto-replied\r\n",
        1,
    );
    j.drop("1000.auto", &auto);
    let bounce = support::messages::head("MAILER-DAEMON@example.org", "Undelivered", "b1@x")
        + "\r\nsorry\r\n";
    j.drop("1001.bounce", &bounce);
    let own = support::messages::head("judge@example.org", "Re: orders", "own1@x") + "\r\nhi\r\n";
    j.drop("1002.own", &own);
    let list = support::messages::head("t@example.org", "[list] news", "l1@x").replacen(
        "MIME-Version",
        "List-Id: <news.example.org>\r\nMIME-Version",
        1,
    ) + "\r\nnews\r\n";
    j.drop("1003.list", &list);
    let out = j.run("2026-11-29T00:00:00Z");
    assert!(out.contains("held 1"), "recorded all the same: {out}");
    assert!(out.contains("0 receipt(s)"), "{out}");
    assert!(j.sent().is_empty(), "{:?}", j.sent());
    assert!(j.maildir("new").is_empty());
}

#[test]
fn a_stranger_gets_one_refusal_per_day_and_none_with_ignore() {
    let j = Judge::new();
    let stranger = |id: &str| {
        support::messages::head("someone@elsewhere.org", "hello", id) + "\r\nCan I play?\r\n"
    };
    j.drop("1000.s", &stranger("s1@elsewhere.org"));
    j.drop("1001.s", &stranger("s2@elsewhere.org"));
    let out = j.run("2026-11-29T08:00:00Z");
    assert!(out.contains("2 from strangers"), "{out}");
    assert_eq!(
        j.sent().len(),
        1,
        "one refusal for two messages the same day"
    );
    let (_, text) = &j.sent()[0];
    assert!(text.contains("Auto-Submitted: auto-replied"));
    assert!(
        text.contains("is not the address of a participant"),
        "{text}"
    );
    j.drop("1002.s", &stranger("s3@elsewhere.org"));
    j.run("2026-11-29T23:59:00Z");
    assert_eq!(j.sent().len(), 1, "still the same day");
    j.drop("1003.s", &stranger("s4@elsewhere.org"));
    j.run("2026-11-30T00:00:01Z");
    assert_eq!(j.sent().len(), 2, "a new day: one more");
    // `strangers: ignore`: none at all.
    let yaml = std::fs::read_to_string(j.root.join("judge.yaml")).unwrap();
    std::fs::write(j.root.join("judge.yaml"), yaml + "strangers: ignore\n").unwrap();
    j.drop("1004.s", &stranger("s5@elsewhere.org"));
    j.run("2026-12-05T00:00:00Z");
    assert_eq!(j.sent().len(), 2);
    assert!(j.maildir("new").is_empty());
}

#[test]
fn a_message_naming_a_campaign_not_here_is_refused_with_the_reason() {
    let j = Judge::new();
    let m = support::messages::with_line(
        "r@example.org",
        "x1@example.org",
        &format!("PBEM-COMMIT other-camp 1 {}", "0".repeat(64)),
    );
    j.drop("1000.x", &m);
    let out = j.run("2026-11-29T08:00:00Z");
    assert!(out.contains("1 naming no campaign here"), "{out}");
    let sent = j.sent();
    assert_eq!(sent.len(), 1);
    assert!(
        sent[0].1.contains("no campaign other-camp"),
        "{}",
        sent[0].1
    );
    // Read again (its file put back into new/), it is not answered twice.
    let cur = j.maildir("cur");
    std::fs::rename(
        j.root.join("Maildir/cur").join(&cur[0]),
        j.root.join("Maildir/new/1000.x"),
    )
    .unwrap();
    j.run("2026-11-29T09:00:00Z");
    assert_eq!(j.sent().len(), 1);
}

#[test]
fn two_runs_on_one_root_never_overlap() {
    let j = Judge::new();
    j.run("2026-11-29T08:00:00Z");
    let _held = std::fs::File::open(&j.root).unwrap();
    fs4::FileExt::try_lock(&_held).unwrap();
    let o = pbem()
        .args(["judge", "run"])
        .arg(&j.root)
        .args(["--now", "2026-11-29T09:00:00Z"])
        .env("PBEM_LOCK_WAIT", "0.2")
        .output()
        .unwrap();
    assert!(!o.status.success());
    let err = String::from_utf8_lossy(&o.stderr);
    assert!(
        err.contains("another `pbem judge run` holds this folder"),
        "{err}"
    );
}

#[test]
fn stdin_delivers_into_the_maildir_and_a_broken_campaign_keeps_its_mail_and_stops_no_other() {
    let j = Judge::new();
    // A second campaign folder whose campaign.yaml does not load.
    std::fs::create_dir_all(j.root.join("broken")).unwrap();
    std::fs::write(j.root.join("broken/campaign.yaml"), "format: nonsense\n").unwrap();
    let for_broken = support::messages::with_line(
        "r@example.org",
        "b1@example.org",
        &format!("PBEM-COMMIT broken 1 {}", "0".repeat(64)),
    );
    j.drop("1000.b", &for_broken);
    let stranger =
        support::messages::head("someone@elsewhere.org", "hello", "s1@x") + "\r\nhello\r\n";
    let o = pbem()
        .args(["judge", "run"])
        .arg(&j.root)
        .args(["--now", "2026-11-29T08:00:00Z", "--stdin"])
        .write_stdin(stranger)
        .output()
        .unwrap();
    let out = String::from_utf8_lossy(&o.stdout).into_owned();
    assert!(!o.status.success(), "a campaign failed: exit status 1");
    assert!(out.contains("broken: failed:"), "{out}");
    assert!(
        out.contains("test-camp: no new mail"),
        "the other ran: {out}"
    );
    assert!(
        out.contains("1 from strangers"),
        "the piped message was read: {out}"
    );
    assert_eq!(
        j.maildir("new"),
        vec!["1000.b"],
        "kept for the broken campaign"
    );
    assert_eq!(j.sent().len(), 1);
}

#[test]
fn a_stranger_naming_the_campaign_is_refused_once_a_day_too() {
    let j = Judge::new();
    let yaml = std::fs::read_to_string(j.camp.join("campaign.yaml")).unwrap();
    let id = yaml
        .lines()
        .find_map(|l| l.strip_prefix("id: "))
        .unwrap()
        .trim()
        .to_string();
    let line = format!("PBEM-COMMIT {id} 1 {}", "0".repeat(64));
    let forged = |mid: &str| support::messages::with_line("someone@elsewhere.org", mid, &line);
    j.drop("1000.f", &forged("f1@elsewhere.org"));
    j.drop("1001.f", &forged("f2@elsewhere.org"));
    j.run("2026-11-29T08:00:00Z");
    assert_eq!(
        j.sent().len(),
        1,
        "one refusal for two messages the same day"
    );
    assert!(j.maildir("new").is_empty());
    j.drop("1002.f", &forged("f3@elsewhere.org"));
    j.run("2026-11-29T20:00:00Z");
    assert_eq!(j.sent().len(), 1, "still the same day");
    j.drop("1003.f", &forged("f4@elsewhere.org"));
    j.run("2026-11-30T08:00:00Z");
    assert_eq!(j.sent().len(), 2, "a new day: one more");
}

/// Issue 29: every answer the judge sends (a stranger's refusal, the refusal of a message
/// naming no campaign here, a campaign's receipt) is `Auto-Submitted: auto-replied`,
/// answers its message, and is recorded in a mail log, kind `receipt`: ROOT's for mail no
/// campaign takes, the campaign's for its own.
#[test]
fn rfc_3834_every_receipt_and_refusal_is_auto_replied_and_in_a_mail_log() {
    let j = Judge::new();
    j.drop(
        "1000.s",
        &(support::messages::head("someone@elsewhere.org", "hello", "s1@elsewhere.org")
            + "\r\nCan I play?\r\n"),
    );
    j.drop(
        "1001.x",
        &support::messages::with_line(
            "r@example.org",
            "x1@example.org",
            &format!("PBEM-COMMIT other-camp 1 {}", "0".repeat(64)),
        ),
    );
    let (bytes, _) = j.orders("russia");
    j.drop("1002.r", &orders_mail("r@example.org", "russia-1", &bytes));
    let out = j.run("2026-11-29T08:00:00Z");
    assert!(out.contains("2 answered"), "{out}");
    let sent = j.sent();
    assert_eq!(sent.len(), 3, "{:?}", j.sent_ids());
    for (_, t) in &sent {
        assert!(t.contains("\r\nAuto-Submitted: auto-replied\r\n"), "{t}");
        assert!(t.contains("\r\nIn-Reply-To: <"), "{t}");
    }
    let root_log = std::fs::read_to_string(j.root.join("mail-log.yaml")).unwrap();
    let camp_log = j.mail_log();
    for id in j.sent_ids() {
        let id = id.trim_start_matches('<').trim_end_matches('>');
        assert!(
            root_log.contains(&format!("{id}:")) != camp_log.contains(&format!("{id}:")),
            "{id} in exactly one log: {root_log}\n{camp_log}"
        );
    }
    assert_eq!(root_log.matches("kind: receipt").count(), 2, "{root_log}");
    assert_eq!(camp_log.matches("kind: receipt").count(), 1, "{camp_log}");
}
