//! SMTP with STARTTLS, a credentials file and a group's own CA, against a real server on
//! loopback; and the sendmail transport.

use crate::support;

use support::smtp::{Server, Tls};
use support::{campaign, pbem};

#[test]
fn starttls_with_a_credentials_file_and_the_groups_own_ca() {
    let tmp = tempfile::tempdir().unwrap();
    let dir = campaign(tmp.path());
    let d = dir.to_str().unwrap();
    support::play_entry(&dir, "2026-11-22T09:00:00Z");
    let certs = tmp.path().join("certs");
    std::fs::create_dir_all(&certs).unwrap();
    let tls = Tls::new(&certs);
    let ca = tls.ca_file.to_str().unwrap();
    let server = Server::start(Some(("moderator", "s3cret")), Some(&tls));
    let creds = tmp.path().join("smtp.yaml");
    let port = server.port.to_string();
    let send = |extra: &[&str]| {
        pbem()
            .args([
                "mail",
                "send",
                d,
                "--smtp-host",
                "127.0.0.1",
                "--smtp-port",
                &port,
                "--security",
                "starttls",
                "--credentials",
            ])
            .arg(&creds)
            .args(extra)
            .output()
            .unwrap()
    };
    // A wrong password is refused by the server, and nothing is recorded as sent.
    std::fs::write(&creds, "user: moderator\npassword: wrong\n").unwrap();
    let o = send(&["--ca-file", ca]);
    assert!(!o.status.success());
    let text = String::from_utf8_lossy(&o.stdout).into_owned();
    assert!(text.contains("failed:") && text.contains("535"), "{text}");
    assert!(!dir.join("mail-log.yaml").exists());
    // Without the group's CA the server's certificate is not trusted.
    std::fs::write(&creds, "user: moderator\npassword: s3cret\n").unwrap();
    let o = send(&[]);
    assert!(!o.status.success());
    assert!(server.received().is_empty());
    // With it, both messages go over TLS.
    let o = send(&["--ca-file", ca]);
    assert!(o.status.success(), "{}", String::from_utf8_lossy(&o.stdout));
    assert_eq!(server.received().len(), 2);
}

#[test]
fn sendmail_gets_each_message_with_its_envelope() {
    use std::os::unix::fs::PermissionsExt;
    let tmp = tempfile::tempdir().unwrap();
    let dir = support::campaign(tmp.path());
    let d = dir.to_str().unwrap();
    support::play_entry(&dir, "2026-11-22T09:00:00Z");
    // A sendmail that keeps its arguments and its standard input, as the real one reads them.
    let box_ = tmp.path().join("spool");
    std::fs::create_dir_all(&box_).unwrap();
    let prog = tmp.path().join("sendmail");
    std::fs::write(
        &prog,
        format!(
            "#!/bin/sh\nn=$(ls {0} | wc -l)\necho \"$@\" > {0}/$n.args\ncat > {0}/$n.eml\n",
            box_.display()
        ),
    )
    .unwrap();
    std::fs::set_permissions(&prog, std::fs::Permissions::from_mode(0o755)).unwrap();
    let o = pbem()
        .args(["mail", "send", d, "--transport", "sendmail", "--sendmail"])
        .arg(&prog)
        .output()
        .unwrap();
    assert!(o.status.success(), "{}", String::from_utf8_lossy(&o.stderr));
    let args0 = std::fs::read_to_string(box_.join("0.args")).unwrap();
    assert!(
        args0.contains("-f moderator@example.org") && args0.contains("r@example.org"),
        "{args0}"
    );
    // The entry's message with its kept picture filled in and the picture's PNG part added
    // (docs/maps.md): the public map, which every power of this game sees.
    let m = std::fs::read(box_.join("0.eml")).unwrap();
    let entry = dir.join("history/0001-1-land-combat-turkey");
    assert_eq!(
        m,
        pbem::mail::picture::as_sent(
            std::fs::read(entry.join("mail/russia.eml")).unwrap(),
            &entry
        )
        .unwrap()
    );
    let text = String::from_utf8_lossy(&m);
    assert!(
        text.contains("Content-Type: image/png; name=\"map.png\""),
        "{text}"
    );
    assert!(text.contains("Content-Type: image/svg+xml"), "{text}");
    assert!(std::fs::read_to_string(dir.join("mail-log.yaml"))
        .unwrap()
        .contains("via: sendmail:"));
}
