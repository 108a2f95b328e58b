//! Why a position string was refused (RULES.md section 8), in words: the engine's typed
//! [`PositionError`] (the field at fault and a [`PositionErrorKind`]) meets the catalogues'
//! `position-` messages here. The English words are the engine's own `Display` text.

use shatra_engine::{Field, PositionError, PositionErrorKind, SquareError};

use super::{Arg, Catalog, kind_id, side_id};

/// A position error in the catalogue's language, e.g. `field 3 (reserve): square 63 is not on
/// the board`: the problem is worded first, then framed by the field's number and name (or by
/// the line as a whole).
pub(crate) fn words(catalog: &Catalog, e: &PositionError) -> String {
    let (key, args) = message_of(e.kind());
    let problem = Arg::Text(catalog.with(key, &args));
    let (frame, frame_args) = frame_of(catalog, e.field(), problem);
    catalog.with(frame, &frame_args)
}

/// The frame of a worded problem: `position-error-in-field` with the field's number and name,
/// or `position-error-whole` for the line as a whole.
fn frame_of(
    catalog: &Catalog,
    field: Option<Field>,
    problem: Arg,
) -> (&'static str, Vec<(&'static str, Arg)>) {
    match field {
        Some(field) => (
            "position-error-in-field",
            vec![
                ("number", Arg::Number(field as i64)),
                ("field", Arg::Text(catalog.get(field_key(field)))),
                ("problem", problem),
            ],
        ),
        None => ("position-error-whole", vec![("problem", problem)]),
    }
}

/// The message of a field's name (`men`, `side to move`, …).
pub(crate) fn field_key(field: Field) -> &'static str {
    match field {
        Field::Men => "position-field-men",
        Field::Side => "position-field-side",
        Field::Reserve => "position-field-reserve",
        Field::EnPassant => "position-field-en-passant",
        Field::Obligations => "position-field-obligations",
        Field::Sideways => "position-field-sideways",
        Field::Counters => "position-field-counters",
    }
}

/// The message of what is wrong with a position string, with its arguments (squares by their
/// traditional numbers, sides and kinds as the ids the catalogues select on). An unreadable
/// square is its [`SquareError`]'s message.
pub(crate) fn message_of(kind: &PositionErrorKind) -> (&'static str, Vec<(&'static str, Arg)>) {
    use PositionErrorKind as K;
    let sq = |s: &shatra_engine::Square| Arg::Number(s.number() as i64);
    let num = |n: usize| Arg::Number(n as i64);
    let text = |t: &String| Arg::Text(t.clone());
    match kind {
        K::Empty => ("position-error-empty", vec![]),
        K::NotSingleSpaces => ("position-error-not-single-spaces", vec![]),
        K::WrongFieldCount { found } => (
            "position-error-wrong-field-count",
            vec![("found", num(*found))],
        ),
        K::RankCount { found } => ("position-error-rank-count", vec![("found", num(*found))]),
        K::ZeroCount { rank } => (
            "position-error-zero-count",
            vec![("rank", Arg::Number(*rank as i64))],
        ),
        K::BadMan { rank, ch } => (
            "position-error-bad-man",
            vec![
                ("rank", Arg::Number(*rank as i64)),
                ("ch", Arg::Text(ch.to_string())),
            ],
        ),
        K::RankLength {
            rank,
            playable,
            described,
        } => (
            "position-error-rank-length",
            vec![
                ("rank", Arg::Number(*rank as i64)),
                ("playable", num(*playable)),
                ("described", num(*described)),
            ],
        ),
        K::TwoBiys { color } => (
            "position-error-two-biys",
            vec![("color", Arg::Id(side_id(*color)))],
        ),
        K::BadSide { text: t } => ("position-error-bad-side", vec![("text", text(t))]),
        K::BadSquare { error } => square_message(error),
        K::RangeNotAllowed { text: t } => {
            ("position-error-range-not-allowed", vec![("text", text(t))])
        }
        K::RangeBackwards { text: t } => {
            ("position-error-range-backwards", vec![("text", text(t))])
        }
        K::ListedTwice { square } => ("position-error-listed-twice", vec![("square", sq(square))]),
        K::BadSideways { text: t } => ("position-error-bad-sideways", vec![("text", text(t))]),
        K::NoShatraOn { square } => ("position-error-no-shatra-on", vec![("square", sq(square))]),
        K::TwoRestrictions { color } => (
            "position-error-two-restrictions",
            vec![("color", Arg::Id(side_id(*color)))],
        ),
        K::BadPlies { text: t } => ("position-error-bad-plies", vec![("text", text(t))]),
        K::BadMoveNumber { text: t } => ("position-error-bad-move-number", vec![("text", text(t))]),
        K::ReserveEmpty { square } => {
            ("position-error-reserve-empty", vec![("square", sq(square))])
        }
        K::ReserveNotAtHome {
            color,
            kind,
            square,
        } => (
            "position-error-reserve-not-at-home",
            vec![
                ("color", Arg::Id(side_id(*color))),
                ("kind", Arg::Id(kind_id(*kind))),
                ("square", sq(square)),
            ],
        ),
        K::ShatraAtHome { color, square } => (
            "position-error-shatra-at-home",
            vec![("color", Arg::Id(side_id(*color))), ("square", sq(square))],
        ),
        K::ObligationNotReserve { square } => (
            "position-error-obligation-not-reserve",
            vec![("square", sq(square))],
        ),
        K::NoDoubleStep => ("position-error-no-double-step", vec![]),
        K::NotPassedOver { square, mover } => (
            "position-error-not-passed-over",
            vec![("square", sq(square)), ("mover", Arg::Id(side_id(*mover)))],
        ),
    }
}

/// The message of a square that cannot be read, with the text as written.
pub(crate) fn square_message(e: &SquareError) -> (&'static str, Vec<(&'static str, Arg)>) {
    match e {
        SquareError::Empty => ("position-error-square-empty", vec![]),
        SquareError::NotOnBoard(t) => (
            "position-error-square-not-on-board",
            vec![("text", Arg::Text(t.clone()))],
        ),
        SquareError::Wall(t) => (
            "position-error-square-wall",
            vec![("text", Arg::Text(t.clone()))],
        ),
        SquareError::Malformed(t) => (
            "position-error-square-malformed",
            vec![("text", Arg::Text(t.clone()))],
        ),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::i18n::{LANGUAGES, Language};
    use fluent_bundle::FluentArgs;
    use fluent_syntax::ast;
    use shatra_engine::{Color, Kind, Position, RuleSet, Square};
    use std::collections::{BTreeMap, BTreeSet};

    /// Bad position strings (RULES.md section 8; section 9 for the Original game's en passant),
    /// at least one for every kind of error and every square error, as in the engine's own test;
    /// `true` reads the string under the Original game.
    const BAD: &[(bool, &str)] = &[
        (false, ""),
        (false, "a  b"),
        (false, "a b c"),
        (false, "3/3/3/k/7/7/7/7/7/6K/1/3/3 w - - - - 0 1"),
        (false, "0pp/3/3/k/7/7/7/7/7/6K/1/3/3/3 w - - - - 0 1"),
        (false, "3/3/3/k/7/7/7/7/7/6X/1/3/3/3 w - - - - 0 1"),
        (false, "3/3/3/k/7/7/7/7/7/6K1/1/3/3/3 w - - - - 0 1"),
        (false, "3/3/3/k/7/7/7/7/7/6K/2/3/3/3 w - - - - 0 1"),
        (false, "3/3/3/k/7/7/7/7/7/5KK/1/3/3/3 w - - - - 0 1"),
        (false, "3/3/k2/k/7/7/7/7/7/6K/1/3/3/3 w - - - - 0 1"),
        (false, "3/3/3/k/7/7/7/7/7/6K/1/3/3/3 x - - - - 0 1"),
        (false, "3/3/3/k/7/7/7/7/7/6K/1/3/3/3 w 63 - - - 0 1"),
        (false, "3/3/3/k/7/7/7/7/7/6K/1/3/3/3 w a1 - - - 0 1"),
        (false, "3/3/3/k/7/7/7/7/7/6K/1/3/3/3 w zz - - - 0 1"),
        (false, "3/3/3/k/7/7/7/7/7/6K/1/3/3/3 w 1,,2 - - - 0 1"),
        (false, "3/3/3/k/7/7/7/7/7/6K/1/3/3/3 w 10-1 - - - 0 1"),
        (
            false,
            "pqp/prp/brb/k/ppppppp/7/7/7/7/PPPPPPP/K/BRB/PRP/PQP w 1-10,53-62,5 - - - 0 1",
        ),
        (
            false,
            "pqp/prp/brb/k/ppppppp/7/7/7/7/PPPPPPP/K/BRB/PRP/PQP w 1-10,53-62 - 1-3 - 0 1",
        ),
        (false, "3/3/3/k/7/7/7/7/7/6K/1/3/3/3 w 20 - - - 0 1"),
        (
            false,
            "pqp/prp/brb/k/ppppppp/7/7/7/7/PPPPPPP/K/BRB/PRP/PQP w 1-10,46,53-62 - - - 0 1",
        ),
        (
            false,
            "pqp/prp/brb/k/ppppppp/7/7/7/7/QPPPPPP/K/BRB/PRP/PQP w 1-10,46,53-62 - - - 0 1",
        ),
        (false, "3/3/3/k/7/7/7/7/7/6K/1/3/3/P2 w - - - - 0 1"),
        (false, "3/p2/3/k/7/7/7/7/7/6K/1/3/3/3 w - - - - 0 1"),
        (false, "3/3/3/k/7/7/7/7/7/6K/1/3/3/3 w - - 52 - 0 1"),
        (false, "3/3/3/k/7/7/7/7/7/6K/1/3/3/3 w - zz - - 0 1"),
        (false, "3/3/3/k/7/7/7/7/7/6K/1/3/3/3 w - 30 - - 0 1"),
        (false, "3/3/3/k/7/7/7/7/7/6K/1/3/3/3 b - 33 - - 0 1"),
        (true, "3/3/3/k/7/7/7/7/7/6K/1/3/3/3 w - 30 - - 0 1"),
        (false, "3/3/3/k/7/7/7/7/7/6K/1/3/3/3 w - - - 52 0 1"),
        (false, "3/3/3/k/7/7/7/7/7/6K/1/3/3/3 w - - - 52< 0 1"),
        (false, "3/3/3/k/7/7/7/7/7/6K/1/3/3/3 w - - - 99< 0 1"),
        (false, "3/3/3/k/7/7/7/7/PP5/6K/1/3/3/3 w - - - 39<,40> 0 1"),
        (false, "3/3/3/k/7/7/7/7/7/6K/1/3/3/3 w - - - - x 1"),
        (false, "3/3/3/k/7/7/7/7/7/6K/1/3/3/3 w - - - - 0 0"),
        (false, "3/3/3/k/7/7/7/7/7/6K/1/3/3/3 w - - - - 0 x"),
    ];

    /// Every kind of error by name, a square error by its own; the matches are exhaustive, so a
    /// new kind fails to compile here until it is named (and added to [`ALL`] and [`BAD`]).
    fn name(k: &PositionErrorKind) -> &'static str {
        use PositionErrorKind as K;
        match k {
            K::Empty => "Empty",
            K::NotSingleSpaces => "NotSingleSpaces",
            K::WrongFieldCount { .. } => "WrongFieldCount",
            K::RankCount { .. } => "RankCount",
            K::ZeroCount { .. } => "ZeroCount",
            K::BadMan { .. } => "BadMan",
            K::RankLength { .. } => "RankLength",
            K::TwoBiys { .. } => "TwoBiys",
            K::BadSide { .. } => "BadSide",
            K::BadSquare { error } => match error {
                SquareError::Empty => "BadSquare(Empty)",
                SquareError::NotOnBoard(_) => "BadSquare(NotOnBoard)",
                SquareError::Wall(_) => "BadSquare(Wall)",
                SquareError::Malformed(_) => "BadSquare(Malformed)",
            },
            K::RangeNotAllowed { .. } => "RangeNotAllowed",
            K::RangeBackwards { .. } => "RangeBackwards",
            K::ListedTwice { .. } => "ListedTwice",
            K::BadSideways { .. } => "BadSideways",
            K::NoShatraOn { .. } => "NoShatraOn",
            K::TwoRestrictions { .. } => "TwoRestrictions",
            K::BadPlies { .. } => "BadPlies",
            K::BadMoveNumber { .. } => "BadMoveNumber",
            K::ReserveEmpty { .. } => "ReserveEmpty",
            K::ReserveNotAtHome { .. } => "ReserveNotAtHome",
            K::ShatraAtHome { .. } => "ShatraAtHome",
            K::ObligationNotReserve { .. } => "ObligationNotReserve",
            K::NoDoubleStep => "NoDoubleStep",
            K::NotPassedOver { .. } => "NotPassedOver",
        }
    }

    const ALL: [&str; 27] = [
        "Empty",
        "NotSingleSpaces",
        "WrongFieldCount",
        "RankCount",
        "ZeroCount",
        "BadMan",
        "RankLength",
        "TwoBiys",
        "BadSide",
        "BadSquare(Empty)",
        "BadSquare(NotOnBoard)",
        "BadSquare(Wall)",
        "BadSquare(Malformed)",
        "RangeNotAllowed",
        "RangeBackwards",
        "ListedTwice",
        "BadSideways",
        "NoShatraOn",
        "TwoRestrictions",
        "BadPlies",
        "BadMoveNumber",
        "ReserveEmpty",
        "ReserveNotAtHome",
        "ShatraAtHome",
        "ObligationNotReserve",
        "NoDoubleStep",
        "NotPassedOver",
    ];

    const FIELDS: [Field; 7] = [
        Field::Men,
        Field::Side,
        Field::Reserve,
        Field::EnPassant,
        Field::Obligations,
        Field::Sideways,
        Field::Counters,
    ];

    /// The engine's errors for [`BAD`], each with its string.
    fn every_error() -> Vec<(&'static str, PositionError)> {
        BAD.iter()
            .map(|&(original, text)| {
                let rules = if original {
                    RuleSet::original()
                } else {
                    RuleSet::default()
                };
                let e = Position::from_fen(text, rules)
                    .expect_err(&format!("{text:?} should be refused"));
                (text, e)
            })
            .collect()
    }

    /// `key` formatted with `args` in `catalog`, failing on any Fluent error (a missing message,
    /// a variable the code does not give, a bad reference).
    fn checked(catalog: &Catalog, key: &str, args: &[(&'static str, Arg)]) -> String {
        let code = catalog.code();
        let pattern = catalog
            .bundle
            .get_message(key)
            .and_then(|m| m.value())
            .unwrap_or_else(|| panic!("{code}: no message {key}"));
        let mut fluent_args = FluentArgs::new();
        for (name, value) in args {
            fluent_args.set(*name, value.fluent());
        }
        let mut errors = Vec::new();
        let text = catalog
            .bundle
            .format_pattern(pattern, Some(&fluent_args), &mut errors)
            .into_owned();
        assert!(errors.is_empty(), "{code}: {key}: {errors:?}");
        text
    }

    /// A position error worded with every message checked, as [`words`] words it.
    fn checked_words(catalog: &Catalog, e: &PositionError) -> String {
        let (key, args) = message_of(e.kind());
        let problem = checked(catalog, key, &args);
        let (frame, frame_args) = frame_of(catalog, e.field(), Arg::Text(problem));
        if let Some(field) = e.field() {
            checked(catalog, field_key(field), &[]);
        }
        checked(catalog, frame, &frame_args)
    }

    /// The variables each message of a language uses, from the catalogues' syntax trees.
    fn variables(lang: &Language) -> BTreeMap<String, BTreeSet<String>> {
        fn pattern(p: &ast::Pattern<&str>, out: &mut BTreeSet<String>) {
            for el in &p.elements {
                if let ast::PatternElement::Placeable { expression } = el {
                    expr(expression, out);
                }
            }
        }
        fn expr(e: &ast::Expression<&str>, out: &mut BTreeSet<String>) {
            match e {
                ast::Expression::Select { selector, variants } => {
                    inline(selector, out);
                    for v in variants {
                        pattern(&v.value, out);
                    }
                }
                ast::Expression::Inline(i) => inline(i, out),
            }
        }
        fn inline(i: &ast::InlineExpression<&str>, out: &mut BTreeSet<String>) {
            match i {
                ast::InlineExpression::VariableReference { id } => {
                    out.insert(id.name.to_string());
                }
                ast::InlineExpression::Placeable { expression } => expr(expression, out),
                _ => {}
            }
        }
        let mut out = BTreeMap::new();
        for text in lang.files {
            let res = fluent_syntax::parser::parse(*text)
                .unwrap_or_else(|(_, e)| panic!("{}: syntax errors {e:?}", lang.code));
            for entry in res.body {
                if let ast::Entry::Message(m) = entry {
                    let mut vars = BTreeSet::new();
                    if let Some(p) = &m.value {
                        pattern(p, &mut vars);
                    }
                    out.insert(m.id.name.to_string(), vars);
                }
            }
        }
        out
    }

    /// `key` uses exactly the variables `args` gives it: none missing, none given for nothing
    /// (a translation that drops the square or the side would show here).
    fn assert_uses_exactly(
        vars: &BTreeMap<String, BTreeSet<String>>,
        lang: &str,
        key: &str,
        args: &[(&'static str, Arg)],
    ) {
        let used = vars
            .get(key)
            .unwrap_or_else(|| panic!("{lang}: no message {key}"));
        let given: BTreeSet<String> = args.iter().map(|(a, _)| a.to_string()).collect();
        assert_eq!(
            used, &given,
            "{lang}: {key} uses {used:?}, the code gives {given:?}"
        );
    }

    /// No placeable left unfilled and nothing empty.
    fn assert_sound(lang: &str, what: &str, text: &str) {
        assert!(!text.trim().is_empty(), "{lang}: {what}: empty");
        assert!(
            !text.contains("{ $") && !text.contains("{$") && !text.contains('\u{2068}'),
            "{lang}: {what}: {text}"
        );
    }

    #[test]
    fn the_bad_strings_give_every_kind_and_every_field() {
        let errors = every_error();
        let seen: BTreeSet<&str> = errors.iter().map(|(_, e)| name(e.kind())).collect();
        let missing: Vec<_> = ALL.iter().filter(|n| !seen.contains(*n)).collect();
        assert!(missing.is_empty(), "never produced: {missing:?}");
        let fields: Vec<Option<Field>> = errors.iter().map(|(_, e)| e.field()).collect();
        assert!(fields.contains(&None));
        for f in FIELDS {
            assert!(fields.contains(&Some(f)), "no error in field {f:?}");
        }
    }

    #[test]
    fn every_position_error_is_worded_in_every_language() {
        let errors = every_error();
        let english = Catalog::english();
        for lang in LANGUAGES {
            let catalog = Catalog::for_language(lang.code).unwrap();
            let vars = variables(lang);
            for f in FIELDS {
                let key = field_key(f);
                assert_uses_exactly(&vars, lang.code, key, &[]);
                assert_sound(lang.code, key, &checked(&catalog, key, &[]));
            }
            for (text, e) in &errors {
                let (key, args) = message_of(e.kind());
                assert_uses_exactly(&vars, lang.code, key, &args);
                let (frame, frame_args) = frame_of(&catalog, e.field(), Arg::Text("x".into()));
                assert_uses_exactly(&vars, lang.code, frame, &frame_args);
                let shown = checked_words(&catalog, e);
                assert_sound(lang.code, text, &shown);
                assert_eq!(words(&catalog, e), shown, "{}: {text:?}", lang.code);
                if lang.code != "en" {
                    assert_ne!(
                        shown,
                        words(&english, e),
                        "{}: {text:?} is not translated",
                        lang.code
                    );
                }
            }
        }
    }

    /// Nothing a player reads in English changes: the words are the engine's `Display` text.
    #[test]
    fn the_english_words_are_the_engines_text() {
        let en = Catalog::english();
        for (text, e) in every_error() {
            assert_eq!(words(&en, &e), e.to_string(), "{text:?}");
        }
        let reserve = Position::from_fen(
            "3/3/3/k/7/7/7/7/7/6K/1/3/3/3 w 63 - - - 0 1",
            RuleSet::default(),
        )
        .unwrap_err();
        assert_eq!(
            words(&en, &reserve),
            "field 3 (reserve): square 63 is not on the board"
        );
        let empty = Position::from_fen("", RuleSet::default()).unwrap_err();
        assert_eq!(
            words(&en, &empty),
            "position: it is empty (expected 7 fields, or startpos)"
        );
        let home = Position::from_fen(
            "pqp/prp/brb/k/ppppppp/7/7/7/7/PPPPPPP/K/BRB/PRP/PQP w 1-10,46,53-62 - - - 0 1",
            RuleSet::default(),
        )
        .unwrap_err();
        assert_eq!(
            words(&en, &home),
            "field 3 (reserve): the White Shatra on 46 is not in its own fortress or gate"
        );
        let passed = Position::from_fen(
            "3/3/3/k/7/7/7/7/7/6K/1/3/3/3 w - 30 - - 0 1",
            RuleSet::default(),
        )
        .unwrap_err();
        assert_eq!(
            words(&en, &passed),
            "field 4 (en passant): square 30 was not just passed over by a Black Shatra's double step"
        );
    }

    /// Each side and each kind selects words of its own in every language (none falls through
    /// to another's default), and the English ones read as the engine's.
    #[test]
    fn sides_and_kinds_select_their_own_words() {
        let sq = Square::from_number(46).unwrap();
        let mut by_side: Vec<Vec<PositionErrorKind>> = Vec::new();
        for color in Color::BOTH {
            let mut kinds = vec![
                PositionErrorKind::TwoBiys { color },
                PositionErrorKind::TwoRestrictions { color },
                PositionErrorKind::ShatraAtHome { color, square: sq },
                PositionErrorKind::NotPassedOver {
                    square: sq,
                    mover: color,
                },
            ];
            for kind in Kind::ALL {
                kinds.push(PositionErrorKind::ReserveNotAtHome {
                    color,
                    kind,
                    square: sq,
                });
            }
            by_side.push(kinds);
        }
        let en = Catalog::english();
        for kinds in &by_side {
            for k in kinds {
                let (key, args) = message_of(k);
                assert_eq!(checked(&en, key, &args), k.to_string());
            }
        }
        for lang in LANGUAGES {
            let catalog = Catalog::for_language(lang.code).unwrap();
            let vars = variables(lang);
            let mut texts = BTreeSet::new();
            for k in by_side.iter().flatten() {
                let (key, args) = message_of(k);
                assert_uses_exactly(&vars, lang.code, key, &args);
                let text = checked(&catalog, key, &args);
                assert_sound(lang.code, key, &text);
                assert!(texts.insert(text.clone()), "{}: twice: {text}", lang.code);
            }
        }
    }

    /// Counts read right where a language's words depend on them (one rank, one word).
    #[test]
    fn counts_read_right() {
        let count = |lang: &str, k: PositionErrorKind| {
            let catalog = Catalog::for_language(lang).unwrap();
            let (key, args) = message_of(&k);
            checked(&catalog, key, &args)
        };
        let words_found = |found| PositionErrorKind::WrongFieldCount { found };
        assert!(count("ru", words_found(1)).ends_with("найдено 1 слово"));
        assert!(count("ru", words_found(3)).ends_with("найдено 3 слова"));
        assert!(count("ru", words_found(5)).ends_with("найдено 5 слов"));
        assert!(count("ru", words_found(21)).ends_with("найдено 21 слово"));
        assert!(count("pt", words_found(1)).ends_with("uma palavra"));
        assert!(count("pt", words_found(3)).ends_with("3 palavras"));
        assert!(count("fr", words_found(1)).ends_with("il n'y a qu'un mot"));
        assert!(count("fr", words_found(3)).ends_with("il y a 3 mots"));
        let one = PositionErrorKind::RankLength {
            rank: 4,
            playable: 1,
            described: 2,
        };
        assert_eq!(
            count("pt", one.clone()),
            "a fila 4 tem uma casa jogável e o texto descreve 2"
        );
        assert_eq!(
            count("fr", one.clone()),
            "la rangée 4 a une case jouable, le texte en décrit 2"
        );
        assert_eq!(
            count("ru", one.clone()),
            "горизонталь 4: в ней 1 игровое поле, а в тексте описано 2"
        );
        let seven = PositionErrorKind::RankLength {
            rank: 5,
            playable: 7,
            described: 8,
        };
        assert_eq!(
            count("ru", seven),
            "горизонталь 5: в ней 7 игровых полей, а в тексте описано 8"
        );
        assert_eq!(count("en", one.clone()), one.to_string());
    }
}
