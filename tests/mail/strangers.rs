//! A moderator's real mailbox: mail from unknown senders with no PBEM content is skipped
//! on one line and `pbem inbox` exits 0; an unknown sender's PBEM line is still refused.

use crate::support;

use support::messages::{head, maildir, with_line};
use support::{campaign, commit_line, orders, pbem, snapshot};

fn newsletter(from: &str, id: &str) -> String {
    format!(
        "{}Content-Type: text/plain; charset=UTF-8\r\n\r\nThis week's offers: 20% off all dice.\r\n",
        head(from, "Newsletter", id)
    )
}

#[test]
fn a_newsletter_is_skipped_and_the_inbox_exits_0() {
    let tmp = tempfile::tempdir().unwrap();
    let t = tmp.path();
    let dir = campaign(t);
    let turkey = orders(&dir, "turkey");
    let md = maildir(
        t,
        &[
            ("1.news", newsletter("news@shop.example", "n1@x")),
            ("2.news", newsletter("Club <club@example.com>", "n2@x")),
            (
                "3.turkey",
                with_line("t@example.org", "c@x", &commit_line(&dir, &turkey)),
            ),
        ],
    );
    let o = pbem().arg("inbox").arg(&dir).arg(&md).output().unwrap();
    let text = String::from_utf8_lossy(&o.stdout);
    assert!(o.status.success(), "{text}");
    assert!(text.contains("commitment of turkey for entry 1"), "{text}");
    let skipped: Vec<&str> = text.lines().filter(|l| l.contains("skipped")).collect();
    assert_eq!(
        skipped,
        ["skipped: 2 message(s) from addresses no participant has, with no PBEM commitment, orders or entropy in them"],
        "{text}"
    );
    assert!(!text.contains("shop.example"), "{text}");
}

#[test]
fn an_unknown_sender_with_pbem_content_is_still_refused() {
    let tmp = tempfile::tempdir().unwrap();
    let t = tmp.path();
    let dir = campaign(t);
    let turkey = orders(&dir, "turkey");
    let md = maildir(
        t,
        &[
            ("1.news", newsletter("news@shop.example", "n1@x")),
            (
                "2.eve",
                with_line("eve@example.net", "e@x", &commit_line(&dir, &turkey)),
            ),
        ],
    );
    let before = snapshot(&dir);
    let o = pbem().arg("inbox").arg(&dir).arg(&md).output().unwrap();
    let text = String::from_utf8_lossy(&o.stdout);
    assert!(!o.status.success(), "{text}");
    assert!(
        text.contains("refused: ")
            && text.contains("unknown sender eve@example.net: not the address of any participant"),
        "{text}"
    );
    assert!(text.contains("skipped: 1 message(s)"), "{text}");
    assert_eq!(before, snapshot(&dir));
}
