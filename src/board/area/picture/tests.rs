//! The renderer on a small map: where units, hidden markers, overflow and seas go.

use super::*;
use crate::yaml::Source;

fn geometry() -> Geometry {
    let text = "map: m\nsize: [400, 300]\nbox: [120, 60]\nareas:\n  a: {at: [70, 50]}\n  b: {at: [250, 50]}\nseas:\n  s: {at: [200, 200], box: [300, 120]}\n";
    Geometry::read(&Source::new("g.yaml", text), "m", &["a", "b"], &["s"]).unwrap()
}

fn unit(id: &str) -> UnitLine {
    UnitLine {
        id: id.into(),
        text: format!("{id} 5i"),
    }
}

/// The `data-area` around each `data-unit`, and the sides of the stack markers per area.
fn parse(svg: &str) -> (BTreeMap<String, String>, Vec<(String, String)>) {
    let doc = roxmltree::Document::parse(svg).unwrap();
    let area = |n: roxmltree::Node| {
        n.ancestors()
            .find_map(|a| a.attribute("data-area").map(str::to_string))
    };
    let units = doc
        .descendants()
        .filter_map(|n| Some((n.attribute("data-unit")?.to_string(), area(n)?)))
        .collect();
    let stacks = doc
        .descendants()
        .filter_map(|n| {
            Some((
                n.attribute("data-stack")?.into(),
                n.attribute("data-side")?.into(),
            ))
        })
        .collect();
    (units, stacks)
}

#[test]
fn units_hidden_stacks_overflow_and_seas_are_drawn_where_they_stand() {
    let g = geometry();
    let many: Vec<UnitLine> = (0..6).map(|i| unit(&format!("u{i}"))).collect();
    let pic = Picture {
        geometry: &g,
        title: "t".into(),
        sides: vec![("x".into(), "X".into()), ("y".into(), "Y".into())],
        places: BTreeMap::new(),
        frames: vec![],
        seas: BTreeMap::new(),
        borders: vec![Border {
            between: ["a".into(), "b".into()],
            kind: BorderKind::River,
        }],
        stacks: vec![
            Stack {
                place: "a".into(),
                side: "x".into(),
                units: many,
            },
            Stack {
                place: "a".into(),
                side: "y".into(),
                units: vec![],
            },
            Stack {
                place: "s".into(),
                side: "y".into(),
                units: vec![unit("boat")],
            },
        ],
        moves: vec![Move {
            side: "x".into(),
            path: vec!["a".into(), "b".into()],
        }],
        battles: vec!["b".into()],
        notes: vec!["provisional".into()],
        whole: false,
        routed: false,
    };
    let svg = pic.render();
    let (units, stacks) = parse(&svg);
    // A 60-high box holds the name and two lines: the hidden marker first, then one unit
    // line gives way to the count of the rest, which still names every unit.
    assert_eq!(units.len(), 7, "{units:?}");
    assert!((0..6).all(|i| units[&format!("u{i}")] == "a"));
    assert_eq!(units["boat"], "s");
    assert!(stacks.contains(&("a".into(), "y".into())), "{stacks:?}");
    assert!(svg.contains("more (see the report)"));
    assert!(svg.contains("data-battle=\"b\""));
    assert_eq!(pic.render(), svg, "the same picture twice");
    whole_pictures_list_what_does_not_fit_below_the_map(pic);
}

/// Issue 31, item 3: from pbem 0.7.0 no unit is left to a "+N more" count: those that do
/// not fit in their box are listed, each by name in its side's colour, below the map under
/// their area's name.
fn whole_pictures_list_what_does_not_fit_below_the_map(mut pic: Picture) {
    pic.whole = true;
    let svg = pic.render();
    let (units, _) = parse(&svg);
    assert!(!svg.contains("see the report"), "{svg}");
    assert!(svg.contains("a (continued):"));
    let doc = roxmltree::Document::parse(&svg).unwrap();
    for i in 0..6 {
        let u = format!("u{i}");
        assert_eq!(units[&u], "a");
        let drawn = doc
            .descendants()
            .find(|n| n.attribute("data-unit") == Some(u.as_str()))
            .unwrap();
        assert!(drawn.has_tag_name("text"), "{u} is drawn, not only counted");
        assert_eq!(
            drawn.text().map(str::trim),
            Some(format!("■ {u} 5i").as_str())
        );
    }
}

/// The map drawn once under many titles is, byte for byte, the map drawn under each; a
/// title that looks like markup is escaped as any text, and the slot shows nowhere.
#[test]
fn a_picture_under_many_titles_is_each_picture_alone() {
    let g = geometry();
    let titles: Vec<String> = ["Public", "As <pbem-title/> & x", "As y sees it"]
        .map(String::from)
        .to_vec();
    let mut pic = Picture {
        geometry: &g,
        title: String::new(),
        sides: vec![("x".into(), "X & <Y>".into())],
        places: BTreeMap::new(),
        frames: vec![],
        seas: BTreeMap::new(),
        borders: vec![],
        stacks: vec![Stack {
            place: "a".into(),
            side: "x".into(),
            units: vec![unit("<pbem-title/>")],
        }],
        moves: vec![],
        battles: vec![],
        notes: vec!["<pbem-title/>".into()],
        whole: false,
        routed: false,
    };
    let drawn = pic.render_titled(&titles);
    assert_eq!(drawn.len(), 3);
    for (t, svg) in titles.iter().zip(&drawn) {
        pic.title = t.clone();
        assert_eq!(svg, &pic.render(), "{t}");
        assert!(!svg.contains(TITLE_SLOT), "{t}");
        roxmltree::Document::parse(svg).unwrap();
    }
}
