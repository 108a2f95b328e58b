//! The rules help's demonstrations of shatar and hiashatar ("Show me"): each a start, the moves
//! it plays and the catalogue keys of its title and its lines. The tests play every one and
//! check that it shows what it says (RULES-MONGOLIAN.md's sections are named in each).

use mongol_engine::{hiashatar, shatar};

use crate::any::GameOptions;
use crate::kind::GameKind;

/// One step of a demonstration.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Step {
    /// A move in the game's notation (SAN or coordinates).
    Play(&'static str),
    /// The board is set to this position (a FEN): shatar's compulsory opening, taken as the
    /// real start, is shown this way.
    Show(&'static str),
}

/// A demonstration of one rule.
#[derive(Clone, Debug, PartialEq)]
pub struct Lesson {
    /// The catalogue key of its title; its text is `<key>-text`.
    pub key: &'static str,
    /// The section of RULES-MONGOLIAN.md it shows.
    pub section: &'static str,
    pub options: GameOptions,
    pub start: &'static str,
    pub steps: &'static [Step],
}

/// The demonstrations of `kind`'s rules (none for Shatra: its own are `shatra_engine::explain`'s
/// and the app's rules help).
pub fn lessons(kind: GameKind) -> Vec<Lesson> {
    use Step::{Play, Show};
    let shatar = GameOptions::Shatar(shatar::Options::default());
    let hia = GameOptions::Hiashatar(hiashatar::Options::default());
    match kind {
        GameKind::Shatra => Vec::new(),
        GameKind::Shatar => vec![
            Lesson {
                key: "lesson-shatar-bers",
                section: "1.2",
                options: shatar.clone(),
                start: "7k/7p/8/8/3J4/8/8/4K3 w - - 0 1",
                steps: &[Play("Jd7"), Play("Kg8"), Play("Je6")],
            },
            Lesson {
                key: "lesson-shatar-opening",
                section: "1.1",
                options: shatar.clone(),
                start: shatar::CHESS_ARRAY_FEN,
                steps: &[
                    Show("rnbjkbnr/pppppppp/8/8/3P4/8/PPP1PPPP/RNBJKBNR b - - 0 1"),
                    Show(shatar::START_FEN),
                ],
            },
            Lesson {
                key: "lesson-shatar-shak-mate",
                section: "1.3",
                options: shatar.clone(),
                start: "6b1/6kp/8/8/8/8/8/R3B2K w - - 0 1",
                steps: &[Play("Ra7+"), Play("Kh8"), Play("Bc3")],
            },
            Lesson {
                key: "lesson-shatar-niol",
                section: "1.3",
                options: shatar.clone(),
                start: "6bk/7p/8/8/8/8/8/K3B3 w - - 0 1",
                steps: &[Play("Bc3")],
            },
            Lesson {
                key: "lesson-shatar-knight-mate",
                section: "1.3",
                options: shatar.clone(),
                start: "6rk/6pp/8/6N1/8/8/8/K7 w - - 0 1",
                steps: &[Play("Nf7")],
            },
            Lesson {
                key: "lesson-shatar-robado",
                section: "1.3",
                options: shatar,
                start: "k7/8/8/8/8/8/1r6/KR6 w - - 0 1",
                steps: &[Play("Rxb2")],
            },
        ],
        GameKind::Hiashatar => vec![
            Lesson {
                key: "lesson-hia-move",
                section: "2.2",
                options: hia.clone(),
                start: "k9/10/10/10/10/10/10/10/10/4H4K w - - 0 1",
                steps: &[Play("e1e3"), Play("a10a9"), Play("e3d4")],
            },
            Lesson {
                key: "lesson-hia-braking",
                section: "2.3",
                options: hia.clone(),
                start: "k9/10/10/10/4h5/10/10/10/1B8/9K w - - 0 1",
                steps: &[Play("b2e5")],
            },
            Lesson {
                key: "lesson-hia-inside-zone",
                section: "2.3",
                options: hia.clone(),
                start: "k9/10/10/10/4h5/3R6/10/10/10/9K w - - 0 1",
                steps: &[Play("d5d4")],
            },
            Lesson {
                key: "lesson-hia-pawn-steps",
                section: "2.2",
                options: hia.clone(),
                start: "k9/10/10/10/10/3p6/10/10/4P5/9K w - - 0 1",
                steps: &[Play("e2e5"), Play("d5e4")],
            },
            Lesson {
                key: "lesson-hia-hias-draw",
                section: "2.4",
                options: hia.clone(),
                start: "k9/1h8/10/10/10/10/10/10/6H1r1/9K w - - 0 1",
                steps: &[Play("g2i2")],
            },
            Lesson {
                key: "lesson-hia-mate",
                section: "2.4",
                options: hia,
                start: "k9/10/1K8/10/10/10/10/10/9Q/10 w - - 0 1",
                steps: &[Play("j2j10")],
            },
        ],
    }
}
