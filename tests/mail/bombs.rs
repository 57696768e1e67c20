//! Mail that cannot stop the inbox (issue 28): a message nested thousands of levels deep,
//! or with thousands of parts, is refused with its reason before it is parsed, and the
//! genuine commitment beside it in the same Maildir is taken.

use crate::support;

use support::messages::{maildir, with_line};
use support::{campaign, commit_line, orders, pbem};

/// A message whose body is a message/rfc822 `levels` deep (about 80 bytes a level).
fn nested(levels: usize, kind: &str) -> String {
    let mut m = String::with_capacity(levels * 90);
    for i in 0..levels {
        m.push_str(&format!(
            "From: eve{i}@example.net\r\nSubject: {i}\r\nContent-Type: {kind}\r\n\r\n"
        ));
    }
    m.push_str("PBEM-COMMIT test-camp 1 0000\r\n");
    m
}

/// A multipart message with `parts` empty text parts.
fn many_parts(parts: usize) -> String {
    let mut m = String::from(
        "From: eve@example.net\r\nSubject: parts\r\nContent-Type: multipart/mixed; boundary=\"b\"\r\n\r\n",
    );
    for _ in 0..parts {
        m.push_str("--b\r\nContent-Type: text/plain\r\n\r\nx\r\n");
    }
    m.push_str("--b--\r\n");
    m
}

/// `pbem inbox` on a Maildir holding `bomb` and Turkey's genuine commitment: the bomb is
/// refused with `why`, the commitment recorded.
fn beside_a_commitment(bomb: String, why: &str) {
    let tmp = tempfile::tempdir().unwrap();
    let t = tmp.path();
    let dir = campaign(t);
    let turkey = orders(&dir, "turkey");
    let line = commit_line(&dir, &turkey);
    let md = maildir(
        t,
        &[
            ("1.bomb", bomb),
            ("2.turkey", with_line("t@example.org", "t1@x", &line)),
        ],
    );
    let o = pbem().arg("inbox").arg(&dir).arg(&md).output().unwrap();
    let text =
        String::from_utf8_lossy(&o.stdout).into_owned() + &String::from_utf8_lossy(&o.stderr);
    assert!(text.contains("1.bomb") && text.contains(why), "{text}");
    let c = std::fs::read_to_string(dir.join("pending/commitments.yaml")).unwrap();
    assert!(
        c.contains("turkey:"),
        "the genuine commitment was not taken: {text}"
    );
}

#[test]
fn issue_28_a_message_nested_12000_levels_deep_is_refused_and_the_rest_is_read() {
    let bomb = nested(12_000, "message/rfc822");
    assert!(bomb.len() > 700_000);
    beside_a_commitment(bomb, "nested more than");
}

#[test]
fn issue_28_nested_multiparts_are_bounded_too() {
    let mut m = String::new();
    for i in 0..5_000 {
        m.push_str(&format!(
            "From: eve@example.net\r\nContent-Type: multipart/mixed; boundary=\"b{i}\"\r\n\r\n--b{i}\r\n"
        ));
    }
    m.push_str("Content-Type: text/plain\r\n\r\nx\r\n");
    beside_a_commitment(m, "nested more than");
}

#[test]
fn issue_28_a_message_of_100000_parts_is_refused_and_the_rest_is_read() {
    beside_a_commitment(many_parts(100_000), "parts");
}

#[test]
fn issue_28_an_encoded_nest_inside_a_message_is_bounded() {
    use base64::Engine;
    let inner = nested(12_000, "message/rfc822");
    let b64 = base64::engine::general_purpose::STANDARD.encode(inner.as_bytes());
    let mut m = String::from(
        "From: eve@example.net\r\nSubject: enc\r\nContent-Type: message/rfc822\r\nContent-Transfer-Encoding: base64\r\n\r\n",
    );
    for chunk in b64.as_bytes().chunks(76) {
        m.push_str(std::str::from_utf8(chunk).unwrap());
        m.push_str("\r\n");
    }
    beside_a_commitment(m, "nested more than");
}
