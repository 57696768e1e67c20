//! Verify checks a stored report mail by its parts (issue 30, item 6): it builds the mail
//! with a stand-in for each quoted-printable body, compares the bytes between them, and
//! checks each part's text against the stored encoding as the encoder writes it, instead
//! of encoding and hashing the mail again. What it finds must be what a byte-for-byte
//! comparison finds: a mail whose parts decode the same but whose bytes differ from what
//! pbem writes is named, as is any byte changed.

use crate::support;

use std::path::Path;
use support::{campaign, entry_dir, play_entry};

/// Verify fails naming `mail/russia.eml` of entry 1.
fn named(dir: &Path, what: &str) {
    let e = pbem::campaign::verify::verify(dir).unwrap_err().to_string();
    let entry = entry_dir(dir, 1);
    let entry = entry.file_name().unwrap().to_str().unwrap();
    assert!(
        e.contains(&format!("entry {entry}: mail/russia.eml")),
        "{what}: {e}"
    );
}

/// Where the body of the stored mail's first quoted-printable part begins, and where the
/// first ASCII letter of it is.
fn first_letter_of_quoted_printable(mail: &str) -> (usize, usize) {
    let head = "Content-Transfer-Encoding: quoted-printable\r\n\r\n";
    let body = mail.find(head).expect("a quoted-printable part") + head.len();
    let letter = body
        + mail[body..]
            .find(|c: char| c.is_ascii_alphabetic())
            .expect("a letter");
    (body, letter)
}

/// The stored mail with its first soft line break one character earlier: the same text
/// decoded, other bytes.
fn soft_break_moved(mail: &str) -> String {
    let at = mail.find("=\r\n").expect("a soft line break");
    let (head, tail) = mail.split_at(at);
    let (head, last) = head.split_at(head.len() - 1);
    format!("{head}=\r\n{last}{}", &tail[3..])
}

#[test]
fn a_mail_decoding_the_same_but_encoded_otherwise_is_named_6() {
    let tmp = tempfile::tempdir().unwrap();
    let dir = campaign(tmp.path());
    for day in 1..=2 {
        play_entry(&dir, &format!("2026-12-0{day}T12:00:00Z"));
    }
    // Every report mail of the campaign is found equal by its parts.
    let v = pbem::campaign::verify::verify_with(&dir, None, Some(1)).unwrap();
    assert_eq!(v.mails_by_parts, 4);
    let file = entry_dir(&dir, 1).join("mail/russia.eml");
    let mail = std::fs::read_to_string(&file).unwrap();
    assert!(mail.contains("Content-Transfer-Encoding: quoted-printable"));
    assert!(mail.contains("=3D"));
    // The picture is kept in the entry and named by the mail (pbem 0.12.0 on).
    assert!(mail.contains("message/external-body") && !mail.contains("<svg "));
    let (body, letter) = first_letter_of_quoted_printable(&mail);
    let digit = mail.find("@sha256.pbem>").expect("the picture's hash") - 1;
    let other_digit = if &mail[digit..=digit] == "0" {
        "1"
    } else {
        "0"
    };
    let variants = [
        ("lowercase hex", mail.replacen("=3D", "=3d", 1)),
        (
            "a character encoded needlessly",
            format!(
                "{}={:02X}{}",
                &mail[..letter],
                mail.as_bytes()[letter],
                &mail[letter + 1..]
            ),
        ),
        ("a soft line break moved", soft_break_moved(&mail)),
        (
            "a soft line break added",
            format!("{}=\r\n{}", &mail[..body + 1], &mail[body + 1..]),
        ),
        ("CRLF made LF", mail.replacen("\r\n", "\n", 1)),
        (
            "another picture's hash",
            format!("{}{other_digit}{}", &mail[..digit], &mail[digit + 1..]),
        ),
        (
            "another picture file",
            mail.replacen("name=\"map.svg\"", "name=\"reports/russia.svg\"", 1),
        ),
        ("a byte more", format!("{mail}\r\n")),
        ("a byte less", mail[..mail.len() - 1].to_string()),
        (
            "the subject",
            mail.replacen("Subject: [pbem", "Subject: [pbEm", 1),
        ),
    ];
    for (what, other) in variants {
        assert_ne!(other, mail, "{what}");
        std::fs::write(&file, &other).unwrap();
        named(&dir, what);
    }
    std::fs::write(&file, &mail).unwrap();
    pbem::campaign::verify::verify(&dir).unwrap();
}
