//! The few Markdown forms pbem's report templates write (headings, paragraphs, bullet
//! lists, pipe tables, `**bold**`, `` `code` `` and backslash escapes), as HTML for the
//! web site. Every character of the text is HTML-escaped first; images are left out (the
//! page shows the map itself).

/// `md` as HTML: `h3` to `h6` for `#` to `####` (the page's `h1` is its title, and its
/// `h2` "Report" holds the report).
pub fn to_html(md: &str) -> String {
    let mut out = String::new();
    let mut para: Vec<&str> = Vec::new();
    let mut list = false;
    let mut table: Vec<&str> = Vec::new();
    for line in md.lines() {
        let t = line.trim_end();
        if !t.starts_with('|') && !table.is_empty() {
            out.push_str(&render_table(&table));
            table.clear();
        }
        let item = t.strip_prefix("- ").or_else(|| t.strip_prefix("* "));
        if item.is_none() && list && !t.starts_with("  ") {
            out.push_str("</ul>\n");
            list = false;
        }
        if t.is_empty() || t.starts_with('#') || t.starts_with('|') || item.is_some() {
            flush(&mut out, &mut para);
        }
        if t.is_empty() || t.starts_with("![") {
            continue;
        }
        if let Some((level, text)) = heading(t) {
            out.push_str(&format!("<h{level}>{}</h{level}>\n", inline(text)));
        } else if t.starts_with('|') {
            table.push(t);
        } else if let Some(text) = item {
            if !list {
                out.push_str("<ul>\n");
                list = true;
            }
            out.push_str(&format!("<li>{}</li>\n", inline(text)));
        } else if list {
            // A continuation line of the last item.
            let at = out.len() - "</li>\n".len();
            out.insert_str(at, &format!(" {}", inline(t.trim())));
        } else {
            para.push(t);
        }
    }
    flush(&mut out, &mut para);
    if list {
        out.push_str("</ul>\n");
    }
    if !table.is_empty() {
        out.push_str(&render_table(&table));
    }
    out
}

fn heading(t: &str) -> Option<(usize, &str)> {
    let hashes = t.chars().take_while(|c| *c == '#').count();
    let text = t[hashes..].strip_prefix(' ')?;
    (1..=6)
        .contains(&hashes)
        .then(|| ((hashes + 2).min(6), text))
}

fn flush(out: &mut String, para: &mut Vec<&str>) {
    if para.is_empty() {
        return;
    }
    let text: Vec<String> = para.iter().map(|l| inline(l.trim())).collect();
    out.push_str(&format!("<p>{}</p>\n", text.join(" ")));
    para.clear();
}

fn cells(row: &str) -> Vec<&str> {
    let inner = row.trim().trim_start_matches('|').trim_end_matches('|');
    inner.split('|').map(str::trim).collect()
}

fn render_table(rows: &[&str]) -> String {
    let is_rule = |r: &&str| {
        cells(r)
            .iter()
            .all(|c| c.chars().all(|ch| "-: ".contains(ch)))
    };
    let mut out = String::from("<div class=\"table\"><table>\n");
    let head = rows.len() > 1 && is_rule(&rows[1]);
    for (i, r) in rows.iter().enumerate() {
        if head && i == 1 {
            continue;
        }
        let tag = if head && i == 0 { "th" } else { "td" };
        out.push_str("<tr>");
        for c in cells(r) {
            out.push_str(&format!("<{tag}>{}</{tag}>", inline(c)));
        }
        out.push_str("</tr>\n");
    }
    out.push_str("</table></div>\n");
    out
}

/// One line's inline forms, HTML-escaped.
fn inline(text: &str) -> String {
    let mut out = String::new();
    let mut bold = false;
    let mut code = false;
    let mut chars = text.chars().peekable();
    while let Some(c) = chars.next() {
        match c {
            '\\' if !code && chars.peek().is_some_and(|n| n.is_ascii_punctuation()) => {
                if let Some(n) = chars.next() {
                    escape(n, &mut out);
                }
            }
            '`' => {
                out.push_str(if code { "</code>" } else { "<code>" });
                code = !code;
            }
            '*' if !code && chars.peek() == Some(&'*') => {
                chars.next();
                out.push_str(if bold { "</strong>" } else { "<strong>" });
                bold = !bold;
            }
            _ => escape(c, &mut out),
        }
    }
    if code {
        out.push_str("</code>");
    }
    if bold {
        out.push_str("</strong>");
    }
    out
}

fn escape(c: char, out: &mut String) {
    match c {
        '<' => out.push_str("&lt;"),
        '>' => out.push_str("&gt;"),
        '&' => out.push_str("&amp;"),
        '"' => out.push_str("&quot;"),
        '\'' => out.push_str("&#39;"),
        _ => out.push(c),
    }
}

#[cfg(test)]
mod tests {
    use super::to_html;

    #[test]
    fn headings_lists_tables_and_escapes() {
        let md = "# Title\n\n**Turn 1**, a `b` \\<i\\>\n\n- one\n- two <x>\n\n| a | b |\n|---|---|\n| 1 | 2 |\n";
        let html = to_html(md);
        assert_eq!(
            html,
            "<h3>Title</h3>\n<p><strong>Turn 1</strong>, a <code>b</code> &lt;i&gt;</p>\n\
             <ul>\n<li>one</li>\n<li>two &lt;x&gt;</li>\n</ul>\n\
             <div class=\"table\"><table>\n<tr><th>a</th><th>b</th></tr>\n<tr><td>1</td><td>2</td></tr>\n</table></div>\n"
        );
    }

    #[test]
    fn an_image_line_is_left_out() {
        assert_eq!(to_html("![The table](map.svg)\ntext\n"), "<p>text</p>\n");
    }
}
