use super::*;
use crate::report::email::{build_report, Mail, MARKDOWN, SVG};
use crate::report::parts::is_report;

const PICTURE: &str = "<svg xmlns=\"http://www.w3.org/2000/svg\">\n<text>Vienna</text>\n</svg>\n";

/// A report mail whose picture is `svg`, attached as written, or kept at `kept` when given.
fn mail(svg: &str, kept: Option<&str>) -> Mail<'static> {
    Mail {
        from: "pbem <moderator@example.org>",
        to_name: "Sultan",
        to_email: "sultan@example.org",
        subject: "[pbem c] entry 2".into(),
        message_id: "c.0002.turkey@example.org".into(),
        in_reply_to: Some("c.0001.turkey@example.org".into()),
        references: vec!["c@example.org".into(), "c.0001.turkey@example.org".into()],
        date: humantime::parse_rfc3339("2026-11-21T12:00:00Z").unwrap(),
        body: "Your report.\n".into(),
        attachments: vec![
            Attached {
                name: "report-0002-turkey.md".into(),
                body: "# Report\n".into(),
                content_type: MARKDOWN,
                as_written: false,
                kept: None,
            },
            Attached {
                name: "turkey.svg".into(),
                body: if kept.is_some() {
                    String::new()
                } else {
                    svg.into()
                },
                content_type: SVG,
                as_written: true,
                kept: kept.map(|f| KeptAt {
                    file: f.into(),
                    sha256: Digest::of(svg.as_bytes()),
                }),
            },
        ],
    }
}

fn reader(svg: &'static str) -> impl FnMut(&str) -> Result<Vec<u8>> {
    move |file| match file {
        "map.svg" => Ok(svg.as_bytes().to_vec()),
        _ => Err(Error::Mail(format!("no {file}"))),
    }
}

#[test]
fn a_kept_mail_names_its_picture_and_is_sent_as_the_mail_that_held_it() {
    let h = Digest([0xcd; 32]);
    let kept = build_report(&mail(PICTURE, Some("map.svg")), Some(&h)).unwrap();
    let text = String::from_utf8(kept.clone()).unwrap();
    assert!(!text.contains("<text>Vienna</text>"), "{text}");
    let stub = format!(
        "Content-Disposition: attachment; filename=\"turkey.svg\"\r\n\
         Content-Type: message/external-body; access-type=local-file; name=\"map.svg\"\r\n\
         Content-Transfer-Encoding: 7bit\r\n\r\n\
         Content-Type: image/svg+xml\r\n\
         Content-ID: <{}@sha256.pbem>\r\n\r\n",
        Digest::of(PICTURE.as_bytes()).hex()
    );
    assert!(text.contains(&stub), "{text}");
    // Sent, it is byte for byte the mail that holds the picture (pbem 0.11.0's).
    let sent = fill(kept.clone(), &mut reader(PICTURE)).unwrap();
    assert_eq!(sent, build_report(&mail(PICTURE, None), Some(&h)).unwrap());
    // verify checks the kept mail by its parts as any other.
    assert!(is_report(&mail(PICTURE, Some("map.svg")), Some(&h), &kept).unwrap());
}

#[test]
fn a_picture_that_cannot_go_as_written_is_sent_as_lettre_encodes_it() {
    const WIDE: &str = "<svg>\n<text>Wien \u{e9}</text>\n</svg>\n";
    let kept = build_report(&mail(WIDE, Some("map.svg")), None).unwrap();
    let sent = fill(kept, &mut reader(WIDE)).unwrap();
    assert_eq!(sent, build_report(&mail(WIDE, None), None).unwrap());
}

#[test]
fn a_mail_without_kept_parts_is_sent_as_it_is() {
    let full = build_report(&mail(PICTURE, None), None).unwrap();
    let mut never = |_: &str| -> Result<Vec<u8>> { panic!("nothing to read") };
    assert_eq!(fill(full.clone(), &mut never).unwrap(), full);
}

#[test]
fn a_picture_changed_after_the_entry_is_refused() {
    let kept = build_report(&mail(PICTURE, Some("map.svg")), None).unwrap();
    let e = fill(kept, &mut reader("<svg>\n</svg>\n")).unwrap_err();
    assert!(
        e.to_string().contains("is not the picture the mail names"),
        "{e}"
    );
}

#[test]
fn a_kept_part_changed_by_hand_is_refused_and_read_nothing() {
    let kept = build_report(&mail(PICTURE, Some("map.svg")), None).unwrap();
    let text = String::from_utf8(kept).unwrap();
    let mut never = |_: &str| -> Result<Vec<u8>> { panic!("nothing to read") };
    for (from, to) in [
        ("name=\"map.svg\"", "name=\"../../secret.svg\""),
        ("name=\"map.svg\"", "name=\"reports/../map.svg\""),
        (
            "Content-Type: image/svg+xml\r\nContent-ID",
            "Content-Type: text/html\r\nContent-ID",
        ),
        ("@sha256.pbem>\r\n", "@sha256.pbem>\r\nX-Other: 1\r\n"),
        ("@sha256.pbem>", "0@sha256.pbem>"),
    ] {
        assert!(text.contains(from), "{from}");
        let changed = text.replacen(from, to, 1).into_bytes();
        assert!(fill(changed, &mut never).is_err(), "{to}");
    }
}

#[test]
fn only_an_entry_folder_picture_may_be_named() {
    for ok in ["map.svg", "reports/turkey.svg", "reports/big_power-2.svg"] {
        assert!(is_entry_picture(ok), "{ok}");
    }
    for bad in [
        "reports/.svg",
        "reports/../map.svg",
        "/etc/passwd",
        "reports/a/b.svg",
        "map.png",
        "reports/tur key.svg",
        "state.yaml",
    ] {
        assert!(!is_entry_picture(bad), "{bad}");
    }
}
