//! Trusting the receiving server's DKIM result (`pbem inbox --trust-dkim AUTHSERV-ID`):
//! the group's own mail server checks each message's DKIM signature and records the result
//! in an `Authentication-Results` field (RFC 8601) that names the server (its authserv-id).
//! The inbox then takes a message only when the topmost such field of that server says
//! `dkim=pass` for the From address's domain (`header.d`, or `header.i` ending in it), or
//! `dmarc=pass` for it (`header.from`). Fields of other servers, and any below the topmost
//! of the trusted one, could have been written by the sender and are not read.

/// Checks the `Authentication-Results` values of a message (`fields`, topmost first)
/// against the trusted `authserv` for sender address `from`.
///
/// # Errors
/// The reason in words: no field of the server, or no pass for the From domain.
pub fn check(fields: &[String], authserv: &str, from: &str) -> Result<(), String> {
    let domain = from.rsplit_once('@').map_or("", |(_, d)| d).to_lowercase();
    let field = fields
        .iter()
        .find(|f| {
            f.split(';')
                .next()
                .and_then(|id| id.split_whitespace().next())
                .is_some_and(|id| id.eq_ignore_ascii_case(authserv))
        })
        .ok_or_else(|| {
            format!(
                "no Authentication-Results of {authserv} (--trust-dkim): the sender of {from} cannot be checked"
            )
        })?;
    let pass = field.split(';').skip(1).any(|res| {
        let words: Vec<String> = res.split_whitespace().map(str::to_lowercase).collect();
        let result = words.first().map(String::as_str).unwrap_or("");
        let prop = |key: &str| {
            words
                .iter()
                .filter_map(|w| w.strip_prefix(key))
                .map(|v| v.trim_matches('"').to_string())
                .collect::<Vec<_>>()
        };
        match result {
            "dkim=pass" => {
                prop("header.d=").contains(&domain)
                    || prop("header.i=")
                        .iter()
                        .any(|i| i.rsplit('@').next() == Some(domain.as_str()))
            }
            "dmarc=pass" => prop("header.from=").contains(&domain),
            _ => false,
        }
    });
    if pass {
        Ok(())
    } else {
        Err(format!(
            "{authserv} found no DKIM or DMARC pass for {domain} (Authentication-Results: {}): not trusted as mail from {from}",
            field.trim()
        ))
    }
}

#[cfg(test)]
mod tests {
    use super::check;

    #[test]
    fn only_the_trusted_servers_pass_for_the_from_domain_counts() {
        let ok = |f: &[&str]| {
            check(
                &f.iter().map(|s| s.to_string()).collect::<Vec<_>>(),
                "mx.example.net",
                "r@example.org",
            )
        };
        assert!(ok(&["mx.example.net; dkim=pass header.d=example.org header.s=s1"]).is_ok());
        assert!(ok(&["mx.example.net 1; dkim=pass header.i=@Example.org"]).is_ok());
        assert!(ok(&["mx.example.net; spf=pass; dmarc=pass header.from=example.org"]).is_ok());
        assert!(ok(&["mx.example.net; dkim=fail header.d=example.org"]).is_err());
        assert!(ok(&["mx.example.net; dkim=pass header.d=evil.example"]).is_err());
        assert!(ok(&["evil.example; dkim=pass header.d=example.org"]).is_err());
        // Only the topmost field of the trusted server is read.
        assert!(ok(&[
            "mx.example.net; dkim=none",
            "mx.example.net; dkim=pass header.d=example.org"
        ])
        .is_err());
        assert!(ok(&[]).is_err());
    }
}
