//! Property tests where mail comes from outside: the armored block gives back any bytes
//! through CRLF line ends and forwarding quotes, and no message, however broken, makes the
//! reader panic.

use pbem::mail::{armor, extract};
use proptest::prelude::*;

proptest! {
    #[test]
    fn armored_bytes_come_back_through_crlf_and_quoting(bytes in proptest::collection::vec(any::<u8>(), 0..3000), quote in 0usize..3) {
        let prefix = "> ".repeat(quote);
        let mangled: String = armor::armor(&bytes).lines().map(|l| format!("{prefix}{l}\r\n")).collect();
        let got = armor::blocks(&format!("Orders below.\r\n{mangled}-- \r\nsig\r\n"));
        prop_assert_eq!(got.len(), 1);
        prop_assert_eq!(got[0].clone().unwrap().candidates, vec![bytes]);
    }

    #[test]
    fn any_bytes_read_as_a_message_give_a_letter_or_a_reason(raw in proptest::collection::vec(any::<u8>(), 0..4000)) {
        let _ = extract::letter(&raw);
    }

    #[test]
    fn header_like_junk_gives_a_letter_or_a_reason(body in "[ -~\r\n]{0,2000}") {
        let raw = format!("From: a@example.org\r\nContent-Type: multipart/mixed; boundary=b\r\n\r\n--b\r\n{body}\r\n--b--\r\n");
        let _ = extract::letter(raw.as_bytes());
        let _ = armor::blocks(&body);
    }
}
