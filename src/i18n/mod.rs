//! The language catalogues (Fluent). Every word on screen comes from here: systems emit typed
//! [`Notice`]s or ask for a message by key, and only the UI turns them into text.
//! The catalogues are the files under `assets/locales/<lang>/`, built into the binary so that
//! the game finds them wherever it is started from.

use bevy::prelude::Resource;
use fluent_bundle::concurrent::FluentBundle;
use fluent_bundle::{FluentArgs, FluentResource, FluentValue};
use shatra_engine::{Color as Side, Illegal, Kind, Reason};
use unic_langid::LanguageIdentifier;

use crate::play::notice::{Caption, Guide, Notice, PasteError, Refusal};

mod position_error;

/// A language the game speaks: its code, its name in itself (what a speaker looks for in the
/// language picker) and its catalogue files.
pub(crate) struct Language {
    pub code: &'static str,
    pub name: &'static str,
    pub files: &'static [&'static str],
}

/// The languages the game speaks.
pub(crate) const LANGUAGES: &[Language] = &[
    Language {
        code: "en",
        name: "English",
        files: &[
            include_str!("../../assets/locales/en/main.ftl"),
            include_str!("../../assets/locales/en/family.ftl"),
        ],
    },
    Language {
        code: "ru",
        name: "Русский",
        files: &[
            include_str!("../../assets/locales/ru/main.ftl"),
            include_str!("../../assets/locales/ru/family.ftl"),
        ],
    },
    Language {
        code: "pt",
        name: "Português",
        files: &[
            include_str!("../../assets/locales/pt/main.ftl"),
            include_str!("../../assets/locales/pt/family.ftl"),
        ],
    },
    Language {
        code: "fr",
        name: "Français",
        files: &[
            include_str!("../../assets/locales/fr/main.ftl"),
            include_str!("../../assets/locales/fr/family.ftl"),
        ],
    },
    Language {
        code: "mn",
        name: "Монгол",
        files: &[
            include_str!("../../assets/locales/mn/main.ftl"),
            include_str!("../../assets/locales/mn/family.ftl"),
        ],
    },
];

/// The UI font: DejaVu Sans (`assets/fonts/`, Bitstream Vera licence), which covers Latin with
/// its accents and Cyrillic, Mongolian's Ө and Ү included (a test checks every character of the
/// catalogues against it); egui's own fonts stay behind it for anything else.
pub(crate) const UI_FONT: &[u8] = include_bytes!("../../assets/fonts/DejaVuSans.ttf");

/// Puts the UI font first in egui's proportional family, once the egui context exists.
pub(crate) fn install_ui_font(
    mut contexts: bevy_egui::EguiContexts,
    mut done: bevy::prelude::Local<bool>,
) -> bevy::prelude::Result {
    if *done {
        return Ok(());
    }
    let ctx = contexts.ctx_mut()?;
    ctx.set_fonts(ui_fonts());
    *done = true;
    Ok(())
}

/// Egui's fonts with the UI font first in the proportional family (every label, button and
/// caption of the game is proportional; only the clocks' digits are monospace).
pub(crate) fn ui_fonts() -> bevy_egui::egui::FontDefinitions {
    let mut fonts = bevy_egui::egui::FontDefinitions::default();
    fonts.font_data.insert(
        "dejavu-sans".into(),
        std::sync::Arc::new(bevy_egui::egui::FontData::from_static(UI_FONT)),
    );
    if let Some(family) = fonts
        .families
        .get_mut(&bevy_egui::egui::FontFamily::Proportional)
    {
        family.insert(0, "dejavu-sans".into());
    }
    fonts
}

/// One language's messages.
#[derive(Resource)]
pub struct Catalog {
    code: &'static str,
    bundle: FluentBundle<FluentResource>,
}

impl Catalog {
    /// A position string's error in words (the editor, the clipboard).
    pub(crate) fn position_error(&self, e: &shatra_engine::PositionError) -> String {
        position_error::words(self, e)
    }

    /// What keeps the men placed in the editor of shatar or hiashatar from being a position.
    pub fn setup_problem(&self, e: &game_family::SetupProblem) -> String {
        self.caption(&e.words())
    }

    /// A line the family's data names (a key and its arguments as text).
    pub fn caption(&self, c: &game_family::explain::Caption) -> String {
        let args: Vec<(&str, Arg)> = c
            .args
            .iter()
            .map(|(k, v)| (*k, Arg::Text(v.clone())))
            .collect();
        self.with(c.key, &args)
    }

    /// The catalogue of a language code (`en`), if the game speaks it.
    pub fn for_language(code: &str) -> Option<Catalog> {
        let lang = LANGUAGES.iter().find(|l| l.code == code)?;
        let id: LanguageIdentifier = lang.code.parse().ok()?;
        let mut bundle = FluentBundle::new_concurrent(vec![id]);
        // Egui and Bevy text draw the isolation marks as boxes; our arguments are plain.
        bundle.set_use_isolating(false);
        for text in lang.files {
            let res = match FluentResource::try_new((*text).to_string()) {
                Ok(r) => r,
                // A catalogue with a syntax error keeps its sound messages; the test of the
                // catalogues fails on it.
                Err((r, _)) => r,
            };
            // Same: a duplicated key keeps its first message.
            let _ = bundle.add_resource(res);
        }
        Some(Catalog {
            code: lang.code,
            bundle,
        })
    }

    /// The language of the system locale (`LC_ALL`, `LC_MESSAGES`, `LANG`: `ru_RU.UTF-8` →
    /// `ru`) when the game speaks it, else English.
    pub(crate) fn system_language() -> &'static str {
        let env = ["LC_ALL", "LC_MESSAGES", "LANG"]
            .iter()
            .filter_map(|v| std::env::var(v).ok())
            .find(|v| !v.is_empty());
        language_of_locale(env.as_deref().unwrap_or(""))
    }

    pub(crate) fn english() -> Catalog {
        Catalog::for_language("en").expect("the English catalogue is built in")
    }

    pub fn code(&self) -> &'static str {
        self.code
    }

    /// Whether the catalogue has a message for this key (the tests check every key the code uses).
    #[cfg(test)]
    pub fn has(&self, key: &str) -> bool {
        self.bundle
            .get_message(key)
            .is_some_and(|m| m.value().is_some())
    }

    /// The message `key` with its arguments; the key itself if it is missing (the catalogue
    /// tests make sure none is).
    pub fn text(&self, key: &str, args: Option<&FluentArgs>) -> String {
        let Some(pattern) = self.bundle.get_message(key).and_then(|m| m.value()) else {
            return key.to_string();
        };
        let mut errors = Vec::new();
        self.bundle
            .format_pattern(pattern, args, &mut errors)
            .into_owned()
    }

    /// A message without arguments.
    pub fn get(&self, key: &str) -> String {
        self.text(key, None)
    }

    /// A message with arguments given as pairs.
    pub fn with(&self, key: &str, args: &[(&'static str, Arg)]) -> String {
        let mut a = FluentArgs::new();
        for (name, value) in args {
            a.set(*name, value.fluent());
        }
        self.text(key, Some(&a))
    }

    /// A notice in words.
    pub fn notice(&self, n: &Notice) -> String {
        let (key, args) = self.message(n);
        self.with(key, &args)
    }

    /// A notice's message key and all its arguments (a refused move's reason is a message of
    /// its own, worded first).
    pub fn message(&self, n: &Notice) -> (&'static str, Vec<(&'static str, Arg)>) {
        let (key, mut args) = message_of(n);
        if let Notice::MoveRefused { why, .. } = n {
            let (reason, reason_args) = illegal_message(why);
            args.push(("why", Arg::Text(self.with(reason, &reason_args))));
        }
        if let Notice::PasteRefused(e) = n {
            args.extend(self.paste_words(e));
        }
        if let Notice::Ending(e) = n {
            args.push(("reason", Arg::Text(self.get(e.end.key()))));
        }
        (key, args)
    }

    /// The worded parts of a refused paste: the position string's error and the move's.
    fn paste_words(&self, e: &PasteError) -> Vec<(&'static str, Arg)> {
        match e {
            PasteError::Neither {
                position, moves, ..
            } => {
                let moves = match moves {
                    shatra_engine::MoveError::Syntax { text, .. } => {
                        self.notice(&Notice::NotAMove { text: text.clone() })
                    }
                    shatra_engine::MoveError::Illegal { text, why } => {
                        self.notice(&Notice::MoveRefused {
                            text: text.clone(),
                            why: why.clone(),
                        })
                    }
                };
                vec![
                    ("position", Arg::Text(self.position_error(position))),
                    ("moves", Arg::Text(moves)),
                ]
            }
            PasteError::NoMoves { position } => {
                vec![("position", Arg::Text(self.position_error(position)))]
            }
            PasteError::Empty | PasteError::Record(_) => Vec::new(),
        }
    }
}

/// The game's language for a locale name (`pt_BR.UTF-8` → `pt`), English when it speaks no other.
pub(crate) fn language_of_locale(locale: &str) -> &'static str {
    let code = locale
        .split(['_', '.', '@', '-'])
        .next()
        .unwrap_or("")
        .to_ascii_lowercase();
    LANGUAGES
        .iter()
        .find(|l| l.code == code)
        .map_or("en", |l| l.code)
}

/// An argument of a message.
#[derive(Clone, Debug, PartialEq)]
pub enum Arg {
    Text(String),
    Number(i64),
    /// An id the catalogue selects on (`biy`, `white`, `threefold`).
    Id(&'static str),
}

impl Arg {
    fn fluent(&self) -> FluentValue<'static> {
        match self {
            Arg::Text(s) => FluentValue::from(s.clone()),
            Arg::Number(n) => FluentValue::from(*n),
            Arg::Id(s) => FluentValue::from(*s),
        }
    }
}

pub(crate) fn kind_id(k: Kind) -> &'static str {
    match k {
        Kind::Biy => "biy",
        Kind::Batyr => "batyr",
        Kind::Tura => "tura",
        Kind::Yalkyn => "yalkyn",
        Kind::Shatra => "shatra",
    }
}

pub(crate) fn side_id(s: Side) -> &'static str {
    match s {
        Side::White => "white",
        Side::Black => "black",
    }
}

pub(crate) fn reason_id(r: Reason) -> &'static str {
    match r {
        Reason::BiyCaptured => "biy-captured",
        Reason::NoLegalMove => "no-legal-move",
        Reason::Threefold => "threefold",
        Reason::PlyLimit => "ply-limit",
        Reason::BareBiys => "bare-biys",
        Reason::Agreement => "agreement",
        Reason::Resignation => "resignation",
        Reason::Time => "time",
        Reason::TimeAgainstBareBiy => "time-bare-biy",
    }
}

/// Where a damaged file was moved, or `none` when it could not be moved.
fn aside_arg(aside: &str) -> Arg {
    if aside.is_empty() {
        Arg::Id("none")
    } else {
        Arg::Text(aside.to_string())
    }
}

/// The message of the engine's reason for refusing a move.
pub(crate) fn illegal_message(why: &Illegal) -> (&'static str, Vec<(&'static str, Arg)>) {
    let sq = |s: &shatra_engine::Square| Arg::Number(s.number() as i64);
    let kind_sq = |k: &Kind, s: &shatra_engine::Square| {
        vec![("kind", Arg::Id(kind_id(*k))), ("square", sq(s))]
    };
    match why {
        Illegal::GameOver => ("illegal-game-over", vec![]),
        Illegal::NoLegalMove { side } => (
            "illegal-no-legal-move",
            vec![("side", Arg::Id(side_id(*side)))],
        ),
        Illegal::EmptySquare { square } => ("illegal-empty-square", vec![("square", sq(square))]),
        Illegal::NotYourMan {
            square,
            owner,
            turn,
        } => (
            "illegal-not-your-man",
            vec![
                ("square", sq(square)),
                ("owner", Arg::Id(side_id(*owner))),
                ("turn", Arg::Id(side_id(*turn))),
            ],
        ),
        Illegal::CaptureCompulsory => ("illegal-capture-compulsory", vec![]),
        Illegal::ObligatedDropTarget { square } => (
            "illegal-obligated-drop-target",
            vec![("square", sq(square))],
        ),
        Illegal::DropObligation { square } => {
            ("illegal-drop-obligation", vec![("square", sq(square))])
        }
        Illegal::OnlyBiyMay => ("illegal-only-biy", vec![]),
        Illegal::NotNextInDropOrder { square } => {
            ("illegal-drop-order", vec![("square", sq(square))])
        }
        Illegal::CannotGoThere { kind, square } => {
            ("illegal-cannot-go-there", kind_sq(kind, square))
        }
        Illegal::NoCapture { kind, square } => ("illegal-no-capture", kind_sq(kind, square)),
        Illegal::ChainMustGoOn => ("illegal-chain-must-go-on", vec![]),
        Illegal::NoSuchCapture { kind, square } => {
            ("illegal-no-such-capture", kind_sq(kind, square))
        }
        Illegal::NotLegalHere => ("illegal-not-legal", vec![]),
    }
}

/// The message key of a notice and its arguments (but a refused move's reason, which
/// [`Catalog::message`] adds): the one place where notices meet words.
pub(crate) fn message_of(n: &Notice) -> (&'static str, Vec<(&'static str, Arg)>) {
    use Arg::{Number, Text};
    match n {
        Notice::Caption(c) => caption_message(c),
        Notice::TitleCard => ("caption-title-card", vec![]),
        Notice::DrawDeclined => ("hud-draw-declined", vec![]),
        Notice::DrawDeclinedByOpponent => ("hud-draw-declined-by-opponent", vec![]),
        Notice::Refused(r) => refusal_message(r),
        Notice::GameIsOver => ("refusal-game-over", vec![]),
        Notice::WaitForComputer => ("refusal-wait-for-computer", vec![]),
        Notice::ChainMustGoOn => ("refusal-chain-must-go-on", vec![]),
        Notice::ManCannotMove => ("refusal-man-cannot-move", vec![]),
        // The reason is a message of its own, put in by `Catalog::message`.
        Notice::Ending(e) => (
            "game-ending",
            vec![(
                "winner",
                Arg::Id(match e.winner {
                    Some(game_family::Side::White) => "white",
                    Some(game_family::Side::Black) => "black",
                    None => "none",
                }),
            )],
        ),
        Notice::FamilyCaption(c) => (
            c.key,
            c.args.iter().map(|(k, v)| (*k, Text(v.clone()))).collect(),
        ),
        // The reason is a message of its own, put in by `Catalog::notice`.
        Notice::MoveRefused { text, .. } => ("refusal-move", vec![("move", Text(text.clone()))]),
        Notice::SettingsDamaged { path, aside, .. } => (
            "settings-damaged",
            vec![("path", Text(path.clone())), ("aside", aside_arg(aside))],
        ),
        Notice::SettingsFieldsReset { path, fields } => (
            "settings-fields-reset",
            vec![
                ("path", Text(path.clone())),
                ("fields", Text(fields.clone())),
            ],
        ),
        Notice::SettingsUnreadable { path, error } => (
            "settings-unreadable",
            vec![("path", Text(path.clone())), ("error", Text(error.clone()))],
        ),
        Notice::Resumed => ("keep-resumed", vec![]),
        Notice::LibraryNotKept { error } => {
            ("library-not-kept", vec![("error", Text(error.clone()))])
        }
        Notice::LibraryDamaged { path, aside, .. } => (
            "library-damaged",
            vec![("path", Text(path.clone())), ("aside", aside_arg(aside))],
        ),
        Notice::LibraryOpened => ("library-opened", vec![]),
        Notice::CopiedPosition => ("clipboard-copied-position", vec![]),
        Notice::CopiedMoves => ("clipboard-copied-moves", vec![]),
        Notice::PastedGame => ("clipboard-pasted-game", vec![]),
        Notice::PasteRefused(e) => match e {
            PasteError::Empty => ("clipboard-empty", vec![]),
            PasteError::Neither { ply, .. } => {
                ("clipboard-neither", vec![("ply", Number(*ply as i64))])
            }
            PasteError::NoMoves { .. } => ("clipboard-no-moves", vec![]),
            PasteError::Record(error) => ("clipboard-record", vec![("error", Text(error.clone()))]),
        },
        Notice::ClipboardFailed { error } => {
            ("clipboard-failed", vec![("error", Text(error.clone()))])
        }
        Notice::LibraryImported {
            path,
            count,
            bad,
            first,
        } => (
            if *bad == 0 {
                "library-imported"
            } else {
                "library-imported-some"
            },
            vec![
                ("path", Text(path.clone())),
                ("count", Number(*count as i64)),
                ("bad", Number(*bad as i64)),
                ("first", Text(first.clone())),
            ],
        ),
        Notice::Studying { ply, of } => (
            "study-position",
            vec![("ply", Number(*ply as i64)), ("of", Number(*of as i64))],
        ),
        Notice::StudyingNotPlaying => ("study-not-playing", vec![]),
        Notice::LibraryExported { path } => {
            ("library-exported", vec![("path", Text(path.clone()))])
        }
        Notice::LibraryFailed { error } => ("library-failed", vec![("error", Text(error.clone()))]),
        Notice::KeptGameDamaged { path, aside, .. } => (
            "keep-damaged",
            vec![("path", Text(path.clone())), ("aside", aside_arg(aside))],
        ),
        Notice::AutosaveFailed { error } => ("keep-failed", vec![("error", Text(error.clone()))]),
        Notice::SettingsNotSaved { error } => {
            ("settings-not-saved", vec![("error", Text(error.clone()))])
        }
        Notice::NotAMove { text } => ("refusal-not-a-move", vec![("move", Text(text.clone()))]),
        Notice::NotALegalMove { text } => (
            "refusal-not-a-legal-move",
            vec![("move", Text(text.clone()))],
        ),
        Notice::Guide(g) => guide_message(g),
        Notice::Saved { path } => ("hud-saved", vec![("path", Text(path.clone()))]),
        Notice::NotSaved { error } => ("hud-not-saved", vec![("error", Text(error.clone()))]),
        Notice::Loaded { path } => ("hud-loaded", vec![("path", Text(path.clone()))]),
        Notice::NotLoaded { error } => ("hud-not-loaded", vec![("error", Text(error.clone()))]),
        Notice::Players { white, black } => (
            "caption-players",
            vec![
                ("white", Number(*white as i64)),
                ("black", Number(*black as i64)),
            ],
        ),
    }
}

/// The message of a caption (what a move did, how the game ended).
fn caption_message(c: &Caption) -> (&'static str, Vec<(&'static str, Arg)>) {
    use Arg::{Id, Number, Text};
    match c {
        Caption::CompulsoryCapture { mv, men } => (
            "caption-compulsory-capture",
            vec![("move", Text(mv.clone())), ("men", Number(*men as i64))],
        ),
        Caption::BiyCaptures { mv, men } => (
            "caption-biy-captures",
            vec![("move", Text(mv.clone())), ("men", Number(*men as i64))],
        ),
        Caption::BiyStopsChain { mv } => {
            ("caption-biy-stops-chain", vec![("move", Text(mv.clone()))])
        }
        Caption::LongRangeCapture { kind, mv, men } => (
            "caption-long-range-capture",
            vec![
                ("kind", Id(kind_id(*kind))),
                ("move", Text(mv.clone())),
                ("men", Number(*men as i64)),
            ],
        ),
        Caption::EnPassant { mv } => ("caption-en-passant", vec![("move", Text(mv.clone()))]),
        Caption::DropOwnHalf { kind, to } => (
            "caption-drop-own-half",
            vec![
                ("kind", Id(kind_id(*kind))),
                ("square", Number(to.number() as i64)),
            ],
        ),
        Caption::DropEnemyHalf { kind, to } => (
            "caption-drop-enemy-half",
            vec![
                ("kind", Id(kind_id(*kind))),
                ("square", Number(to.number() as i64)),
            ],
        ),
        Caption::BiyLeavesGate { to } => (
            "caption-biy-leaves-gate",
            vec![("square", Number(to.number() as i64))],
        ),
        Caption::GreatRoad { kind } => ("caption-great-road", vec![("kind", Id(kind_id(*kind)))]),
        Caption::DoubleStep { mv } => ("caption-double-step", vec![("move", Text(mv.clone()))]),
        Caption::Promotion { kind } => ("caption-promotion", vec![("kind", Id(kind_id(*kind)))]),
        Caption::ShatraWaits => ("caption-shatra-waits", vec![]),
        Caption::PromotionInPlace { kind } => (
            "caption-promotion-in-place",
            vec![("kind", Id(kind_id(*kind)))],
        ),
        Caption::GameOver { winner, reason } => (
            "caption-game-over",
            vec![
                ("winner", Id(winner.map_or("none", side_id))),
                ("reason", Id(reason_id(*reason))),
            ],
        ),
    }
}

/// The message of a refused click.
fn refusal_message(r: &Refusal) -> (&'static str, Vec<(&'static str, Arg)>) {
    use Arg::{Id, Number};
    match r {
        Refusal::ChooseOwnMan => ("refusal-choose-own-man", vec![]),
        Refusal::NotYourTurn { side } => {
            ("refusal-not-your-turn", vec![("side", Id(side_id(*side)))])
        }
        Refusal::CaptureCompulsory => ("refusal-capture-compulsory", vec![]),
        Refusal::OnlyBiyMayMove => ("refusal-only-biy", vec![]),
        Refusal::ObligatedDrop { square } => (
            "refusal-obligated-drop",
            vec![("square", Number(square.number() as i64))],
        ),
        Refusal::DropOrder => ("refusal-drop-order", vec![]),
        Refusal::NoMoveForThisMan => ("refusal-no-move", vec![]),
    }
}

/// The message of the beginner's guide line.
fn guide_message(g: &Guide) -> (&'static str, Vec<(&'static str, Arg)>) {
    match g {
        Guide::MustCapture => ("guide-must-capture", vec![]),
        Guide::BiyMayCapture => ("guide-biy-may-capture", vec![]),
        Guide::ReserveDrop => ("guide-reserve-drop", vec![]),
        Guide::BiyOnGate => ("guide-biy-on-gate", vec![]),
        Guide::InEnemyHome => ("guide-in-enemy-home", vec![]),
        Guide::ShatraOwnHalf => ("guide-shatra-own-half", vec![]),
        Guide::ShatraDitchRank => ("guide-shatra-ditch-rank", vec![]),
        Guide::ShatraPastDitch => ("guide-shatra-past-ditch", vec![]),
        Guide::ShatraWaiting => ("guide-shatra-waiting", vec![]),
        Guide::Biy => ("guide-biy", vec![]),
        Guide::LongRange(k) => ("guide-long-range", vec![("kind", Arg::Id(kind_id(*k)))]),
    }
}

/// The catalogue key of a rule preset that is not RULES.md's (shatrabase's two versions), if
/// the rules are one; its tooltip is the key with `-tip`.
pub fn preset_key(r: &shatra_engine::RuleSet) -> Option<&'static str> {
    match r.shatrabase_version() {
        Some(2) => Some("rules-shatrabase"),
        Some(_) => Some("rules-shatrabase-original"),
        None => None,
    }
}

/// The rule presets offered beside RULES.md's options, with their catalogue keys.
pub fn presets() -> [(&'static str, shatra_engine::RuleSet); 2] {
    [
        ("rules-shatrabase", shatra_engine::RuleSet::shatrabase()),
        (
            "rules-shatrabase-original",
            shatra_engine::RuleSet::shatrabase_original(),
        ),
    ]
}

/// The rule options of RULES.md section 9, with their catalogue keys (the tooltip is the key
/// with `-tip`).
pub fn rule_options(r: &mut shatra_engine::RuleSet) -> [(&'static str, &mut bool); 8] {
    [
        ("rule-original", &mut r.original),
        ("rule-no-great-road-drops", &mut r.no_great_road_drops),
        ("rule-shatra-retreat", &mut r.shatra_retreat),
        ("rule-majority-capture", &mut r.majority_capture),
        ("rule-always-batyr", &mut r.always_batyr),
        ("rule-historical-en-passant", &mut r.historical_en_passant),
        (
            "rule-gate-shatra-may-decline",
            &mut r.gate_shatra_may_decline,
        ),
        ("rule-nearest-landing", &mut r.nearest_landing),
    ]
}

#[cfg(test)]
mod tests {
    use super::*;
    use fluent_syntax::ast::{self, Entry};
    use shatra_engine::Square;
    use std::collections::BTreeSet;

    /// One notice of every variant (the match makes a new variant fail to compile here until it
    /// is listed).
    fn every_notice() -> Vec<Notice> {
        let sq = Square::from_number(40).unwrap();
        let all = vec![
            Notice::TitleCard,
            Notice::Players { white: 5, black: 6 },
            Notice::DrawDeclined,
            Notice::DrawDeclinedByOpponent,
            Notice::Caption(Caption::ShatraWaits),
            Notice::Refused(Refusal::DropOrder),
            Notice::GameIsOver,
            Notice::WaitForComputer,
            Notice::ChainMustGoOn,
            Notice::ManCannotMove,
            Notice::Ending(game_family::Ending {
                winner: Some(game_family::Side::Black),
                end: game_family::End::Mate,
            }),
            Notice::FamilyCaption(game_family::explain::Caption {
                key: "caption-shatar-shak",
                args: vec![("man", "tereg".into())],
            }),
            Notice::MoveRefused {
                text: "35-28".into(),
                why: Illegal::CannotGoThere {
                    kind: Kind::Shatra,
                    square: sq,
                },
            },
            Notice::NotAMove { text: "4x".into() },
            Notice::NotALegalMove { text: "Zz9".into() },
            Notice::SettingsDamaged {
                path: "/s.ron".into(),
                aside: "/s.ron.bad".into(),
                error: "x".into(),
            },
            Notice::SettingsFieldsReset {
                path: "/s.ron".into(),
                fields: "volume, view".into(),
            },
            Notice::SettingsUnreadable {
                path: "/s.ron".into(),
                error: "denied".into(),
            },
            Notice::SettingsNotSaved {
                error: "disk full".into(),
            },
            Notice::Resumed,
            Notice::KeptGameDamaged {
                path: "/g.ron".into(),
                aside: String::new(),
                error: "x".into(),
            },
            Notice::AutosaveFailed {
                error: "disk full".into(),
            },
            Notice::LibraryNotKept {
                error: "disk full".into(),
            },
            Notice::LibraryDamaged {
                path: "/l/a.ron".into(),
                aside: "/l/a.ron.bad".into(),
                error: "x".into(),
            },
            Notice::LibraryOpened,
            Notice::CopiedPosition,
            Notice::CopiedMoves,
            Notice::PastedGame,
            Notice::ClipboardFailed { error: "x".into() },
            Notice::PasteRefused(PasteError::Empty),
            Notice::PasteRefused(PasteError::Neither {
                position: shatra_engine::Position::from_fen("x", Default::default()).unwrap_err(),
                ply: 2,
                moves: shatra_engine::Position::start(Default::default())
                    .parse_move("35-20")
                    .unwrap_err(),
            }),
            Notice::PasteRefused(PasteError::NoMoves {
                position: shatra_engine::Position::from_fen("x", Default::default()).unwrap_err(),
            }),
            Notice::PasteRefused(PasteError::Record("line 3: x".into())),
            Notice::LibraryImported {
                path: "/g.sgn".into(),
                count: 3,
                bad: 1,
                first: "game 2, line 8: x".into(),
            },
            Notice::Studying { ply: 3, of: 10 },
            Notice::StudyingNotPlaying,
            Notice::LibraryExported {
                path: "/e/a.sgn".into(),
            },
            Notice::LibraryFailed { error: "x".into() },
            Notice::Guide(Guide::MustCapture),
            Notice::Guide(Guide::BiyMayCapture),
            Notice::Guide(Guide::ReserveDrop),
            Notice::Guide(Guide::BiyOnGate),
            Notice::Guide(Guide::InEnemyHome),
            Notice::Guide(Guide::ShatraOwnHalf),
            Notice::Guide(Guide::ShatraDitchRank),
            Notice::Guide(Guide::ShatraPastDitch),
            Notice::Guide(Guide::ShatraWaiting),
            Notice::Guide(Guide::Biy),
            Notice::Guide(Guide::LongRange(Kind::Tura)),
            Notice::Saved {
                path: "/tmp/a.ron".into(),
            },
            Notice::NotSaved {
                error: "disk full".into(),
            },
            Notice::Loaded {
                path: "/tmp/a.ron".into(),
            },
            Notice::NotLoaded {
                error: "no such file".into(),
            },
        ];
        let captions = vec![
            Caption::CompulsoryCapture {
                mv: "29x17x5".into(),
                men: 2,
            },
            Caption::BiyCaptures {
                mv: "46x32".into(),
                men: 1,
            },
            Caption::BiyStopsChain { mv: "46x32".into() },
            Caption::LongRangeCapture {
                kind: Kind::Tura,
                mv: "55x21".into(),
                men: 1,
            },
            Caption::EnPassant { mv: "29x17".into() },
            Caption::DropOwnHalf {
                kind: Kind::Yalkyn,
                to: sq,
            },
            Caption::DropEnemyHalf {
                kind: Kind::Shatra,
                to: sq,
            },
            Caption::BiyLeavesGate { to: sq },
            Caption::GreatRoad { kind: Kind::Tura },
            Caption::DoubleStep { mv: "49-35".into() },
            Caption::Promotion { kind: Kind::Batyr },
            Caption::ShatraWaits,
            Caption::PromotionInPlace { kind: Kind::Tura },
            Caption::GameOver {
                winner: Some(Side::White),
                reason: Reason::BiyCaptured,
            },
        ];
        let refusals = vec![
            Refusal::ChooseOwnMan,
            Refusal::NotYourTurn { side: Side::Black },
            Refusal::CaptureCompulsory,
            Refusal::OnlyBiyMayMove,
            Refusal::ObligatedDrop { square: sq },
            Refusal::DropOrder,
            Refusal::NoMoveForThisMan,
        ];
        let mut all = all;
        all.extend(captions.into_iter().map(Notice::Caption));
        all.extend(refusals.into_iter().map(Notice::Refused));
        for n in &all {
            match n {
                Notice::Caption(_)
                | Notice::TitleCard
                | Notice::Players { .. }
                | Notice::DrawDeclined
                | Notice::DrawDeclinedByOpponent
                | Notice::Refused(_)
                | Notice::GameIsOver
                | Notice::WaitForComputer
                | Notice::ChainMustGoOn
                | Notice::ManCannotMove
                | Notice::Ending(_)
                | Notice::FamilyCaption(_)
                | Notice::MoveRefused { .. }
                | Notice::NotAMove { .. }
                | Notice::NotALegalMove { .. }
                | Notice::Guide(_)
                | Notice::SettingsDamaged { .. }
                | Notice::SettingsFieldsReset { .. }
                | Notice::SettingsUnreadable { .. }
                | Notice::SettingsNotSaved { .. }
                | Notice::Resumed
                | Notice::KeptGameDamaged { .. }
                | Notice::AutosaveFailed { .. }
                | Notice::Saved { .. }
                | Notice::NotSaved { .. }
                | Notice::Loaded { .. }
                | Notice::NotLoaded { .. }
                | Notice::LibraryNotKept { .. }
                | Notice::LibraryDamaged { .. }
                | Notice::LibraryOpened
                | Notice::CopiedPosition
                | Notice::CopiedMoves
                | Notice::PastedGame
                | Notice::ClipboardFailed { .. }
                | Notice::PasteRefused(_)
                | Notice::LibraryImported { .. }
                | Notice::Studying { .. }
                | Notice::StudyingNotPlaying
                | Notice::LibraryExported { .. }
                | Notice::LibraryFailed { .. } => {}
            }
        }
        all
    }

    /// The variables a message uses, from its syntax tree.
    fn variables(pattern: &ast::Pattern<&str>, out: &mut BTreeSet<String>) {
        for el in &pattern.elements {
            if let ast::PatternElement::Placeable { expression } = el {
                expression_vars(expression, out);
            }
        }
    }

    fn expression_vars(e: &ast::Expression<&str>, out: &mut BTreeSet<String>) {
        match e {
            ast::Expression::Select { selector, variants } => {
                inline_vars(selector, out);
                for v in variants {
                    variables(&v.value, out);
                }
            }
            ast::Expression::Inline(i) => inline_vars(i, out),
        }
    }

    fn inline_vars(i: &ast::InlineExpression<&str>, out: &mut BTreeSet<String>) {
        match i {
            ast::InlineExpression::VariableReference { id } => {
                out.insert(id.name.to_string());
            }
            ast::InlineExpression::Placeable { expression } => expression_vars(expression, out),
            _ => {}
        }
    }

    /// Every catalogue parses without error; its messages, with the variables each uses.
    fn messages(lang: &Language) -> Vec<(String, BTreeSet<String>)> {
        let mut out = Vec::new();
        for text in lang.files {
            let res = fluent_syntax::parser::parse(*text)
                .unwrap_or_else(|(_, e)| panic!("{}: syntax errors {e:?}", lang.code));
            for entry in res.body {
                if let Entry::Message(m) = entry {
                    let mut vars = BTreeSet::new();
                    if let Some(p) = &m.value {
                        variables(p, &mut vars);
                    }
                    out.push((m.id.name.to_string(), vars));
                }
            }
        }
        out
    }

    /// `key` is a message of `known` that uses no variable beyond `args`.
    fn assert_uses_only(
        known: &[(String, BTreeSet<String>)],
        lang: &str,
        key: &str,
        args: &[(&'static str, Arg)],
    ) {
        let (_, vars) = known
            .iter()
            .find(|(k, _)| k == key)
            .unwrap_or_else(|| panic!("{lang}: no message {key}"));
        let given: BTreeSet<String> = args.iter().map(|(a, _)| a.to_string()).collect();
        assert!(
            vars.is_subset(&given),
            "{lang}: {key} uses {vars:?}, the code gives {given:?}"
        );
    }

    /// The game's source files (below `src/`), with their text.
    fn source_files() -> Vec<(std::path::PathBuf, String)> {
        let mut out = Vec::new();
        // The checkout being tested, read when the test runs: a build cached from another checkout
        // (a shared target directory) would carry that one's path in `env!`.
        let root = std::env::var_os("CARGO_MANIFEST_DIR").map_or_else(
            || env!("CARGO_MANIFEST_DIR").into(),
            std::path::PathBuf::from,
        );
        let mut dirs = vec![root.join("src")];
        while let Some(dir) = dirs.pop() {
            for entry in std::fs::read_dir(&dir).unwrap() {
                let path = entry.unwrap().path();
                if path.is_dir() {
                    dirs.push(path);
                } else {
                    let text = std::fs::read_to_string(&path).unwrap();
                    out.push((path, text));
                }
            }
        }
        out
    }

    #[test]
    fn every_notice_has_a_message_with_its_arguments_in_every_language() {
        for lang in LANGUAGES {
            let catalog = Catalog::for_language(lang.code).unwrap();
            let known = messages(lang);
            for n in every_notice() {
                let (key, args) = catalog.message(&n);
                assert_uses_only(&known, lang.code, key, &args);
                let text = catalog.notice(&n);
                assert!(!text.contains('{') && !text.is_empty(), "{key}: {text}");
            }
        }
    }

    #[test]
    fn every_language_has_the_same_messages_with_the_same_arguments() {
        let english = messages(&LANGUAGES[0]);
        for lang in &LANGUAGES[1..] {
            assert_eq!(messages(lang), english, "{}", lang.code);
        }
    }

    /// Every word the three games' data can name (`game_family::words`: the games, the men,
    /// the endings, the kinds of check, the captions, the Mongolian options and presets, the
    /// demonstrations) is in every catalogue, with exactly the arguments the data gives it.
    #[test]
    fn every_word_of_the_three_games_is_in_every_catalogue() {
        let words = game_family::words::all();
        assert!(words.len() > 100, "{} words", words.len());
        for lang in LANGUAGES {
            let known = messages(lang);
            for (key, args) in &words {
                let (_, vars) = known
                    .iter()
                    .find(|(k, _)| k == key)
                    .unwrap_or_else(|| panic!("{}: no message {key}", lang.code));
                let given: BTreeSet<String> = args.iter().map(|a| a.to_string()).collect();
                assert_eq!(vars, &given, "{}: {key}", lang.code);
            }
        }
    }

    /// Every message key written in the game's sources, and each rule option's name and
    /// tooltip, is in every catalogue.
    #[test]
    fn every_key_the_code_uses_exists() {
        let prefixes = [
            "hud-",
            "new-game-",
            "rule-",
            "exhibition-",
            "caption-",
            "refusal-",
            "clock-",
            "rules-",
            "guide-",
            "illegal-",
            "settings-",
            "keep-",
            "library-",
            "study-",
            "analysis-",
            "editor-",
            "clipboard-",
        ];
        let mut keys = BTreeSet::new();
        for (_, text) in source_files() {
            for piece in text.split('"').skip(1).step_by(2) {
                let is_key = prefixes.iter().any(|p| piece.starts_with(p))
                    && piece.chars().all(|c| c.is_ascii_lowercase() || c == '-');
                if is_key && !piece.ends_with('-') {
                    keys.insert(piece.to_string());
                }
            }
        }
        let mut r = shatra_engine::RuleSet::default();
        for (key, _) in presets() {
            keys.insert(key.to_string());
            keys.insert(format!("{key}-tip"));
        }
        for (key, _) in rule_options(&mut r) {
            keys.insert(key.to_string());
            keys.insert(format!("{key}-tip"));
        }
        for t in crate::help::TOPICS {
            keys.insert(format!("rules-{}-title", t.key));
            keys.insert(format!("rules-{}-text", t.key));
        }
        assert!(keys.len() > 40, "found {} keys", keys.len());
        for lang in LANGUAGES {
            let catalog = Catalog::for_language(lang.code).unwrap();
            let missing: Vec<&String> = keys.iter().filter(|k| !catalog.has(k)).collect();
            assert!(missing.is_empty(), "{}: missing {missing:?}", lang.code);
        }
    }

    #[test]
    fn russian_has_its_three_plural_forms_and_each_language_its_words() {
        let ru = Catalog::for_language("ru").unwrap();
        let taken = |men| {
            ru.notice(&Notice::Caption(Caption::CompulsoryCapture {
                mv: "29x17".into(),
                men,
            }))
        };
        assert_eq!(taken(1), "Взятие обязательно: 29x17 берёт 1 фигуру");
        assert_eq!(taken(3), "Взятие обязательно: 29x17 берёт 3 фигуры");
        assert_eq!(taken(5), "Взятие обязательно: 29x17 берёт 5 фигур");
        assert_eq!(taken(21), "Взятие обязательно: 29x17 берёт 21 фигуру");
        let over = Notice::Caption(Caption::GameOver {
            winner: Some(Side::White),
            reason: Reason::BiyCaptured,
        });
        assert_eq!(ru.notice(&over), "Бий взят: белые выиграли");
        let fr = Catalog::for_language("fr").unwrap();
        assert_eq!(fr.notice(&over), "Le Biy est pris : les Blancs gagnent");
        let pt = Catalog::for_language("pt").unwrap();
        assert_eq!(pt.notice(&over), "O Biy foi tomado: as brancas ganham");
        assert!(Catalog::for_language("de").is_none());
    }

    #[test]
    fn mongolian_counts_without_plural_forms_and_names_the_men_in_altai() {
        let mn = Catalog::for_language("mn").unwrap();
        let taken = |men| {
            mn.notice(&Notice::Caption(Caption::CompulsoryCapture {
                mv: "29x17".into(),
                men,
            }))
        };
        assert_eq!(taken(1), "Идэх нь заавал: 29x17 нүүдэл нэг хүүхэлдэй иднэ");
        assert_eq!(
            taken(3),
            "Идэх нь заавал: 29x17 нүүдэл гурван хүүхэлдэй иднэ"
        );
        assert_eq!(taken(5), "Идэх нь заавал: 29x17 нүүдэл 5 хүүхэлдэй иднэ");
        let over = Notice::Caption(Caption::GameOver {
            winner: Some(Side::White),
            reason: Reason::BiyCaptured,
        });
        assert_eq!(mn.notice(&over), "Бий идэгдлээ: цагаан хожлоо");
        let names: Vec<String> = [
            Kind::Biy,
            Kind::Batyr,
            Kind::Tura,
            Kind::Yalkyn,
            Kind::Shatra,
        ]
        .iter()
        .map(|k| mn.with("man", &[("kind", Arg::Id(kind_id(*k)))]))
        .collect();
        assert_eq!(names, ["Бий", "Баатар", "Тура", "Ялкын", "Шатра"]);
        assert_eq!(
            mn.with(
                "library-imported",
                &[
                    ("count", Arg::Number(1)),
                    ("path", Arg::Text("/a.sgn".into()))
                ]
            ),
            "/a.sgn файлаас нэг тоглолт оруулалаа"
        );
        assert_eq!(
            mn.with(
                "library-imported",
                &[
                    ("count", Arg::Number(4)),
                    ("path", Arg::Text("/a.sgn".into()))
                ]
            ),
            "/a.sgn файлаас 4 тоглолт оруулалаа"
        );
    }

    /// The languages the game speaks are the ones `--language`, the exhibition's settings and
    /// the language picker offer, each picker entry named in its own language.
    #[test]
    fn every_list_of_languages_names_the_languages_the_game_speaks() {
        use clap::CommandFactory;
        let codes: Vec<&str> = LANGUAGES.iter().map(|l| l.code).collect();
        assert_eq!(codes, ["en", "ru", "pt", "fr", "mn"]);
        assert_eq!(crate::exhibition::config::LANGUAGE_CODES, codes.as_slice());
        let command = crate::launch::config::Config::command();
        let arg = command
            .get_arguments()
            .find(|a| a.get_id() == "language")
            .expect("--language");
        let offered: Vec<String> = arg
            .get_possible_values()
            .iter()
            .map(|v| v.get_name().to_string())
            .collect();
        assert_eq!(offered, codes);
        let names: BTreeSet<&str> = LANGUAGES.iter().map(|l| l.name).collect();
        assert_eq!(names.len(), codes.len(), "{names:?}");
        assert_eq!(LANGUAGES[4].name, "Монгол");
        assert_eq!(LANGUAGES[0].name, "English");
    }

    /// The Unicode characters a font's best character map (cmap format 12 or 4) maps to a glyph.
    /// Enough of TrueType for the test below: the font egui is given is read here as bytes.
    fn font_covers(font: &[u8], c: char) -> bool {
        let u16_at = |at: usize| u16::from_be_bytes([font[at], font[at + 1]]);
        let u32_at = |at: usize| u32::from_be_bytes(font[at..at + 4].try_into().unwrap());
        let tables = u16_at(4) as usize;
        let cmap = (0..tables)
            .map(|i| 12 + 16 * i)
            .find(|&rec| &font[rec..rec + 4] == b"cmap")
            .map(|rec| u32_at(rec + 8) as usize)
            .expect("the font has a cmap table");
        let subtables: Vec<(u16, u16, usize)> = (0..u16_at(cmap + 2) as usize)
            .map(|i| cmap + 4 + 8 * i)
            .map(|r| (u16_at(r), u16_at(r + 2), cmap + u32_at(r + 4) as usize))
            .collect();
        let find = |format: u16| {
            subtables
                .iter()
                .map(|&(_, _, at)| at)
                .find(|&at| u16_at(at) == format)
        };
        let c = c as u32;
        if let Some(at) = find(12) {
            let groups = u32_at(at + 12) as usize;
            return (0..groups).map(|g| at + 16 + 12 * g).any(|g| {
                let (start, end, glyph) = (u32_at(g), u32_at(g + 4), u32_at(g + 8));
                (start..=end).contains(&c) && glyph + (c - start) != 0
            });
        }
        let at = find(4).expect("the font has a Unicode cmap (format 12 or 4)");
        if c > 0xFFFF {
            return false;
        }
        let segs = u16_at(at + 6) as usize / 2;
        let ends = at + 14;
        let starts = ends + 2 * segs + 2;
        let deltas = starts + 2 * segs;
        let offsets = deltas + 2 * segs;
        (0..segs).any(|i| {
            let (start, end) = (u16_at(starts + 2 * i) as u32, u16_at(ends + 2 * i) as u32);
            if !(start..=end).contains(&c) {
                return false;
            }
            let delta = u16_at(deltas + 2 * i) as u32;
            let offset = u16_at(offsets + 2 * i) as usize;
            let glyph = if offset == 0 {
                c + delta
            } else {
                let g = u16_at(offsets + 2 * i + offset + 2 * (c - start) as usize) as u32;
                if g == 0 { 0 } else { g + delta }
            };
            glyph & 0xFFFF != 0
        })
    }

    /// Every character a catalogue can put on screen (its messages, not its comments), and each
    /// language's own name in the picker, is in the UI font itself: egui would otherwise draw it
    /// from a fallback font of another look, or as a box.
    #[test]
    fn every_character_of_every_catalogue_is_in_the_ui_font() {
        // The check itself: it finds Latin, Cyrillic and Mongolian Cyrillic, and misses what
        // DejaVu Sans lacks (the Mongolian script, Chinese).
        for c in ['A', 'é', 'Ж', 'ё', 'Ө', 'ө', 'Ү', 'ү', '…', '×', '←', '«'] {
            assert!(font_covers(UI_FONT, c), "{c:?}");
        }
        for c in ['ᠮ', '漢', 'ꦲ'] {
            assert!(!font_covers(UI_FONT, c), "{c:?}");
        }
        // The UI font is first in the family every label is drawn with.
        let fonts = ui_fonts();
        assert_eq!(
            fonts.families[&bevy_egui::egui::FontFamily::Proportional].first(),
            Some(&"dejavu-sans".to_string())
        );
        for lang in LANGUAGES {
            let mut missing = BTreeSet::new();
            for text in lang.files.iter().copied().chain([lang.name]) {
                for line in text.lines().filter(|l| !l.trim_start().starts_with('#')) {
                    for c in line.chars().filter(|c| !c.is_whitespace()) {
                        if !font_covers(UI_FONT, c) {
                            missing.insert(c);
                        }
                    }
                }
            }
            assert!(
                missing.is_empty(),
                "{}: not in the UI font: {missing:?}",
                lang.code
            );
        }
        let mn: BTreeSet<char> = LANGUAGES[4].files[0].chars().collect();
        for c in ['Ө', 'ө', 'Ү', 'ү'] {
            assert!(mn.contains(&c), "the Mongolian catalogue writes {c}");
        }
    }

    /// One of each of the engine's reasons (the match fails to compile when one is added).
    fn every_illegal() -> Vec<Illegal> {
        let sq = Square::from_number(35).unwrap();
        let all = vec![
            Illegal::GameOver,
            Illegal::NoLegalMove { side: Side::White },
            Illegal::EmptySquare { square: sq },
            Illegal::NotYourMan {
                square: sq,
                owner: Side::Black,
                turn: Side::White,
            },
            Illegal::CaptureCompulsory,
            Illegal::ObligatedDropTarget { square: sq },
            Illegal::DropObligation { square: sq },
            Illegal::OnlyBiyMay,
            Illegal::NotNextInDropOrder { square: sq },
            Illegal::CannotGoThere {
                kind: Kind::Shatra,
                square: sq,
            },
            Illegal::NoCapture {
                kind: Kind::Tura,
                square: sq,
            },
            Illegal::ChainMustGoOn,
            Illegal::NoSuchCapture {
                kind: Kind::Batyr,
                square: sq,
            },
            Illegal::NotLegalHere,
        ];
        for i in &all {
            match i {
                Illegal::GameOver
                | Illegal::NoLegalMove { .. }
                | Illegal::EmptySquare { .. }
                | Illegal::NotYourMan { .. }
                | Illegal::CaptureCompulsory
                | Illegal::ObligatedDropTarget { .. }
                | Illegal::DropObligation { .. }
                | Illegal::OnlyBiyMay
                | Illegal::NotNextInDropOrder { .. }
                | Illegal::CannotGoThere { .. }
                | Illegal::NoCapture { .. }
                | Illegal::ChainMustGoOn
                | Illegal::NoSuchCapture { .. }
                | Illegal::NotLegalHere => {}
            }
        }
        all
    }

    #[test]
    fn every_reason_of_the_engine_is_worded_in_every_language() {
        for lang in LANGUAGES {
            let catalog = Catalog::for_language(lang.code).unwrap();
            let known = messages(lang);
            for why in every_illegal() {
                let (key, args) = illegal_message(&why);
                assert_uses_only(&known, lang.code, key, &args);
                let text = catalog.notice(&Notice::MoveRefused {
                    text: "35-28".into(),
                    why: why.clone(),
                });
                assert!(
                    !text.contains('{') && text.contains("35-28"),
                    "{}: {text}",
                    lang.code
                );
            }
        }
        let en = Catalog::english();
        assert_eq!(
            en.notice(&Notice::MoveRefused {
                text: "35-28".into(),
                why: Illegal::CannotGoThere {
                    kind: Kind::Shatra,
                    square: Square::from_number(35).unwrap()
                }
            }),
            "35-28 is not a legal move here (the Shatra on 35 cannot go there)"
        );
    }

    #[test]
    fn the_system_locale_picks_a_language_the_game_speaks() {
        assert_eq!(language_of_locale("ru_RU.UTF-8"), "ru");
        assert_eq!(language_of_locale("pt_BR.UTF-8"), "pt");
        assert_eq!(language_of_locale("fr_CA"), "fr");
        assert_eq!(language_of_locale("mn_MN.UTF-8"), "mn");
        assert_eq!(language_of_locale("mn_MN"), "mn");
        assert_eq!(language_of_locale("de_DE.UTF-8"), "en");
        assert_eq!(language_of_locale("C"), "en");
        assert_eq!(language_of_locale(""), "en");
    }

    /// No widget of the game's UI is given a sentence written in the code: words come from the
    /// catalogues. (Allowed: the game's name, the hidden title of the status window and the
    /// two notation symbols of the label switch.)
    #[test]
    fn no_words_on_screen_are_written_in_the_code() {
        // (status and analysis name windows without a title bar: ids, never shown.)
        let allowed = ["Shatra", "status", "analysis", "1–62", "a1"];
        let calls = [
            "label(\"",
            "button(\"",
            "heading(\"",
            "Button::new(\"",
            "RichText::new(\"",
            "Window::new(\"",
            ".text(\"",
            "hover_text(\"",
        ];
        let mut found = Vec::new();
        for (path, text) in source_files() {
            // The tests at the end of a file may spell out what they expect.
            let code = text.split("#[cfg(test)]").next().unwrap_or("");
            for (n, line) in code.lines().enumerate() {
                let line = line.trim_start();
                if line.starts_with("//") {
                    continue;
                }
                // A literal as the last argument of selectable_value/selectable_label too.
                let mut literals = Vec::new();
                for call in calls {
                    let mut rest = line;
                    while let Some(i) = rest.find(call) {
                        rest = &rest[i + call.len()..];
                        literals.push(rest.split('"').next().unwrap_or(""));
                    }
                }
                for sel in ["selectable_value(", "selectable_label("] {
                    if line.contains(sel) && line.trim_end().ends_with("\");") {
                        let t = line.trim_end().trim_end_matches("\");");
                        literals.push(t.rsplit('"').next().unwrap_or(""));
                    }
                }
                for lit in literals {
                    let wordy = lit.chars().filter(|c| c.is_alphabetic()).count() >= 2;
                    if wordy && !allowed.contains(&lit) {
                        found.push(format!("{}:{}: \"{lit}\"", path.display(), n + 1));
                    }
                }
            }
        }
        assert!(found.is_empty(), "words written in the code: {found:#?}");
    }

    #[test]
    fn plurals_and_selections_read_right_in_english() {
        let en = Catalog::english();
        let one = Notice::Caption(Caption::CompulsoryCapture {
            mv: "35x21".into(),
            men: 1,
        });
        assert_eq!(
            en.notice(&one),
            "Capture is compulsory: 35x21 takes one man"
        );
        let two = Notice::Caption(Caption::CompulsoryCapture {
            mv: "29x17x5".into(),
            men: 2,
        });
        assert_eq!(
            en.notice(&two),
            "Capture is compulsory: 29x17x5 takes two men"
        );
        let over = Notice::Caption(Caption::GameOver {
            winner: Some(Side::White),
            reason: Reason::BiyCaptured,
        });
        assert_eq!(en.notice(&over), "The Biy is taken: White wins");
        let draw = Notice::Caption(Caption::GameOver {
            winner: None,
            reason: Reason::Threefold,
        });
        assert_eq!(en.notice(&draw), "Threefold repetition: a draw");
        let time = Notice::Caption(Caption::GameOver {
            winner: Some(Side::Black),
            reason: Reason::Time,
        });
        assert_eq!(en.notice(&time), "White has run out of time: Black wins");
        assert_eq!(
            en.notice(&Notice::Caption(Caption::GreatRoad { kind: Kind::Tura })),
            "The great road: the Tura leaves the fortress along file d"
        );
    }
}
