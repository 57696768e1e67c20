//! An entry's pictures of the board as its files and report mails hold them, by the pbem
//! version that recorded the entry (issue 30, item 6):
//!
//! - before 0.11.0: as the game draws them; each mail attaches the player's picture in the
//!   encoding lettre chooses;
//! - from 0.11.0: in ASCII (each other character an XML character reference), attached as
//!   written, in 7bit;
//! - from 0.12.0: a player's picture that is byte for byte the public one is kept once, as
//!   `map.svg` (no `reports/<player>.svg`), and each report mail names its picture's file
//!   instead of holding it ([`crate::report::kept`]), which `pbem mail send` fills in.

use super::PUBLIC_PICTURE;
use crate::engine::Pictures;
use crate::fairness::Digest;
use crate::report::email::{self, Attached, KeptAt};
use crate::report::seven_bit::xml_ascii;
use std::collections::BTreeMap;

/// How an entry's pictures are written and attached.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(super) struct Form {
    /// In ASCII and attached as written (entries of pbem 0.11.0 on).
    pub as_written: bool,
    /// Shared pictures kept once and mails naming their picture (entries of 0.12.0 on).
    pub kept: bool,
}

impl Form {
    /// The form of an entry recorded by `engine` (`pbem 0.12.0`).
    pub fn of(engine: &str) -> Form {
        use crate::engine::{at_least, version};
        Form {
            as_written: at_least(engine, version::V0_11_0),
            kept: at_least(engine, version::V0_12_0),
        }
    }

    /// The game's `pictures` in this form: in ASCII when `as_written`; with each player's
    /// picture equal to the public one moved to [`Pictures::shared`] when `kept` (and, when
    /// not, each player the game says shares the public picture given a copy of it). A player's
    /// picture equal to the public one as drawn is the public one converted (the
    /// conversion is a function of the text), so it is not converted again.
    pub fn apply(self, pictures: Pictures) -> Pictures {
        let Pictures {
            public: drawn,
            players,
            mut shared,
        } = pictures;
        // A form that keeps no shared picture writes each player's copy of the public one.
        let mut players = players;
        if !self.kept {
            if let Some(public) = &drawn {
                for id in std::mem::take(&mut shared) {
                    players.insert(id, public.clone());
                }
            }
        }
        if !self.as_written && !self.kept {
            return Pictures {
                public: drawn,
                players,
                shared,
            };
        }
        let convert = |svg: &str| match self.as_written {
            true => xml_ascii(svg),
            false => svg.to_string(),
        };
        let public = drawn.as_deref().map(convert);
        let mut own = BTreeMap::new();
        for (id, svg) in players {
            match (&drawn, &public) {
                (Some(d), Some(p)) if *d == svg => match self.kept {
                    true => _ = shared.insert(id),
                    false => _ = own.insert(id, p.clone()),
                },
                _ => _ = own.insert(id, convert(&svg)),
            }
        }
        Pictures {
            public,
            players: own,
            shared,
        }
    }
}

/// The picture player `id` is sent, as their report links it and their mail attaches it:
/// `(name, file, svg)`, the name `<id>.svg` for their own picture (`reports/<id>.svg`), and
/// `map.svg` for the public one they share; `None` when the entry has none for them.
pub(super) fn of_player<'p>(
    pictures: &'p Pictures,
    id: &str,
) -> Option<(String, String, &'p String)> {
    if let Some(svg) = pictures.players.get(id) {
        return Some((format!("{id}.svg"), format!("reports/{id}.svg"), svg));
    }
    let public = pictures.public.as_ref()?;
    pictures.shared.contains(id).then(|| {
        (
            PUBLIC_PICTURE.to_string(),
            PUBLIC_PICTURE.to_string(),
            public,
        )
    })
}

/// The SHA-256 of each picture file of an entry a kept mail may name (`map.svg`,
/// `reports/<id>.svg`), each hashed once; empty unless the form keeps them.
pub(super) fn hashes(pictures: &Pictures, form: Form) -> BTreeMap<String, Digest> {
    let mut out = BTreeMap::new();
    if !form.kept {
        return out;
    }
    if let Some(svg) = &pictures.public {
        out.insert(PUBLIC_PICTURE.to_string(), Digest::of(svg.as_bytes()));
    }
    for (id, svg) in &pictures.players {
        out.insert(format!("reports/{id}.svg"), Digest::of(svg.as_bytes()));
    }
    out
}

/// The picture attachment of player `id`'s report mail in `form` (`hashes` from
/// [`hashes`]): the picture itself, or, when kept, a part naming its file.
pub(super) fn attachment(
    pictures: &Pictures,
    id: &str,
    form: Form,
    hashes: &BTreeMap<String, Digest>,
) -> Option<Attached> {
    let (name, file, svg) = of_player(pictures, id)?;
    let kept = hashes.get(&file).map(|sha256| KeptAt {
        file,
        sha256: *sha256,
    });
    Some(Attached {
        name,
        body: if kept.is_some() {
            String::new()
        } else {
            svg.clone()
        },
        content_type: email::SVG,
        as_written: form.as_written,
        kept,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn pictures() -> Pictures {
        Pictures {
            public: Some("<svg>ü</svg>".into()),
            players: BTreeMap::from([
                ("a".to_string(), "<svg>ü</svg>".to_string()),
                ("b".to_string(), "<svg>b</svg>".to_string()),
            ]),
            shared: Default::default(),
        }
    }

    #[test]
    fn each_version_writes_its_form() {
        let old = Form::of("pbem 0.10.0").apply(pictures());
        assert_eq!(old, pictures());
        let ascii = Form::of("pbem 0.11.0").apply(pictures());
        assert_eq!(ascii.public.as_deref(), Some("<svg>&#252;</svg>"));
        assert_eq!(ascii.players.len(), 2);
        let kept = Form::of("pbem 0.12.0").apply(pictures());
        assert_eq!(kept.players.keys().collect::<Vec<_>>(), ["b"]);
        assert_eq!(kept.shared.iter().collect::<Vec<_>>(), ["a"]);
        assert_eq!(of_player(&kept, "a").unwrap().1, "map.svg");
        assert_eq!(of_player(&kept, "b").unwrap().1, "reports/b.svg");
        assert!(of_player(&kept, "c").is_none());
    }

    #[test]
    fn a_picture_the_game_shares_is_kept_once_or_copied_by_the_form() {
        let one = Pictures {
            public: Some("<svg>\u{fc}</svg>".into()),
            players: BTreeMap::new(),
            shared: ["a".to_string(), "b".to_string()].into(),
        };
        let kept = Form::of("pbem 0.12.0").apply(one.clone());
        assert!(kept.players.is_empty());
        assert_eq!(kept.shared.len(), 2);
        let ascii = Form::of("pbem 0.11.0").apply(one.clone());
        assert!(ascii.shared.is_empty());
        assert_eq!(ascii.players["b"], "<svg>&#252;</svg>");
        let old = Form::of("pbem 0.10.0").apply(one);
        assert_eq!(old.players["a"], "<svg>\u{fc}</svg>");
    }

    #[test]
    fn a_kept_attachment_names_its_file_and_hash() {
        let form = Form::of("pbem 0.12.0");
        let p = form.apply(pictures());
        let h = hashes(&p, form);
        let a = attachment(&p, "a", form, &h).unwrap();
        assert_eq!(a.name, "map.svg");
        assert_eq!(a.body, "");
        let k = a.kept.unwrap();
        assert_eq!(k.file, "map.svg");
        assert_eq!(k.sha256, Digest::of(b"<svg>&#252;</svg>"));
        let old = Form::of("pbem 0.11.0");
        let a = attachment(&old.apply(pictures()), "a", old, &hashes(&pictures(), old)).unwrap();
        assert_eq!((a.name.as_str(), a.kept), ("a.svg", None));
    }
}
