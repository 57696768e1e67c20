//! The mail of an entry of pbem 0.5.0 is plain text: no Markdown escapes in its text part
//! (`Soldats!`, not `Soldats\!`), while the attached report stays Markdown, escaped; and
//! a player's message (its line breaks made spaces) never begins a line of the mail, so it cannot
//! forge a line pbem reads (`PBEM-COMMIT`, `PBEM-ENTROPY`).

#[test]
fn the_demo_mail_text_has_no_markdown_escapes_and_the_attachment_keeps_them() {
    let tmp = tempfile::tempdir().unwrap();
    let dir = tmp.path().join("demo");
    crate::support::demo::demo(None, &dir);
    let eml = std::fs::read(dir.join("history/0001-1-land-combat-turkey/mail/russia.eml")).unwrap();
    let msg = mail_parser::MessageParser::default().parse(&eml).unwrap();
    let text = msg.body_text(0).unwrap().replace("\r\n", "\n");
    // The demo's Turkish message: "*Silistria* is ours by sundown. <b>Bold</b> [claims](...)".
    assert!(text.contains("*Silistria* is ours"), "{text}");
    assert!(
        text.contains("<b>Bold</b> [claims](http://example.org)"),
        "{text}"
    );
    assert!(
        !text.contains("\\*") && !text.contains("\\<") && !text.contains("\\["),
        "{text}"
    );
    let attached = msg
        .attachments()
        .find_map(|a| a.text_contents().map(str::to_string))
        .unwrap();
    assert!(attached.contains("\\*Silistria\\* is ours"), "{attached}");
    // Every line the mail's text holds from the message starts with the template's prefix.
    for l in text.lines().filter(|l| l.contains("Silistria* is ours")) {
        assert!(l.starts_with("- **turkey**: "), "{l}");
    }
}
