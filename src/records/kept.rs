//! The kept-game format, one for the autosave and the Save/Load slot: the engine's RON record
//! with who plays each side in its tags. The game in progress is written after every change and
//! resumed at the next start; a damaged file is moved aside and said.

use std::path::{Path, PathBuf};

use bevy::prelude::*;
use game_family::{AnyGame, FamilyGame};
use shatra_engine::{Clock, Game, TimeControl};

use crate::play::Player;
use crate::play::{AppMode, CurrentGame, Notice, Say, Shown};

/// Where the game in progress is kept: `<data dir>/current-game.ron`.
pub(crate) fn autosave_path() -> Option<PathBuf> {
    super::data_dir().map(|d| d.join("current-game.ron"))
}

/// The tags that keep who plays each side (`human`, `computer:N`).
pub(crate) const PLAYER_TAGS: [&str; 2] = ["WhitePlayer", "BlackPlayer"];

/// Writes who plays each side into a kept game's tags.
pub fn tag_players(g: &mut Game, players: [Player; 2]) {
    for (tag, p) in PLAYER_TAGS.iter().zip(players) {
        g.tags.insert((*tag).to_string(), p.id());
    }
}

/// Who plays each side, as a PGN record's tag pairs (shatar's and hiashatar's kept games and
/// library entries).
pub(crate) fn player_tags(players: [Player; 2]) -> Vec<(String, String)> {
    PLAYER_TAGS
        .iter()
        .zip(players)
        .map(|(t, p)| ((*t).to_string(), p.id()))
        .collect()
}

/// Who plays each side, from a PGN record's tag pairs (a human where a tag is missing or bad).
pub(crate) fn players_of_tags(tags: &[(String, String)]) -> [Player; 2] {
    PLAYER_TAGS.map(|t| {
        tags.iter()
            .find(|(k, _)| k == t)
            .and_then(|(_, p)| p.parse().ok())
            .unwrap_or(Player::Human)
    })
}

/// The tags that keep a running match clock in a PGN kept game: the control (PGN's own
/// `TimeControl`, seconds of base time + seconds of increment) and the milliseconds each side
/// has left (and whether the clock is paused), as they stood when the game was written.
const CLOCK_TAGS: [&str; 4] = ["TimeControl", "WhiteClockMs", "BlackClockMs", "ClockPaused"];

/// A match clock as a PGN record's tag pairs (none without a clock).
pub(crate) fn clock_tags(clock: Option<&Clock>) -> Vec<(String, String)> {
    let Some(c) = clock else { return Vec::new() };
    let control = format!(
        "{}+{}",
        c.control.base_ms / 1000,
        c.control.increment_ms / 1000
    );
    let mut tags = vec![
        (CLOCK_TAGS[0].to_string(), control),
        (CLOCK_TAGS[1].to_string(), c.remaining_ms[0].to_string()),
        (CLOCK_TAGS[2].to_string(), c.remaining_ms[1].to_string()),
    ];
    if c.paused {
        tags.push((CLOCK_TAGS[3].to_string(), "1".to_string()));
    }
    tags
}

/// The match clock a PGN record's tags keep, if they keep one that reads (a clock whose tags do
/// not read is left out: the game itself is sound).
pub(crate) fn clock_of_tags(tags: &[(String, String)]) -> Option<Clock> {
    let tag = |name: &str| tags.iter().find(|(k, _)| k == name).map(|(_, v)| v.trim());
    let (base, inc) = tag(CLOCK_TAGS[0])?.split_once('+')?;
    let control: TimeControl = format!("{base}s+{inc}").parse().ok()?;
    let left = |name| tag(name).and_then(|v| v.parse::<u64>().ok());
    let mut clock = Clock::new(control);
    clock.remaining_ms = [left(CLOCK_TAGS[1])?, left(CLOCK_TAGS[2])?];
    clock.paused = tag(CLOCK_TAGS[3]) == Some("1");
    Some(clock)
}

/// Who plays each side, from a kept game's tags (a human where a tag is missing or bad).
pub(crate) fn players_of(g: &Game) -> [Player; 2] {
    PLAYER_TAGS.map(|t| {
        g.tags
            .get(t)
            .and_then(|p| p.parse().ok())
            .unwrap_or(Player::Human)
    })
}

/// The game as it is kept (the autosave, the Save/Load slot), with who plays in its tags:
/// Shatra's RON record; shatar's and hiashatar's PGN (its `Variant` tag names the game).
pub(crate) fn kept_text(game: &CurrentGame) -> String {
    match game.shatra() {
        Some(g) => {
            let mut g = g.clone();
            tag_players(&mut g, game.players);
            g.to_ron()
        }
        None => {
            let mut tags = player_tags(game.players);
            tags.extend(clock_tags(game.clock()));
            game.game.record_with_tags(&tags)
        }
    }
}

/// A kept game: the game, who plays each side, and its match clock as it stood (Shatra's is
/// inside its game as well).
#[derive(Clone, Debug)]
pub struct Kept {
    pub game: AnyGame,
    pub players: [Player; 2],
    pub clock: Option<Clock>,
}

/// A kept game of any kind, from its text, or what is wrong with it.
pub(crate) fn read_kept_text(text: &str) -> Result<Kept, String> {
    if !text.trim_start().starts_with('[') {
        let g = Game::from_ron(text).map_err(|e| e.to_string())?;
        let (players, clock) = (players_of(&g), g.clock.clone());
        return Ok(Kept {
            game: g.into(),
            players,
            clock,
        });
    }
    let r = game_family::records::read_file(text)
        .into_iter()
        .next()
        .ok_or_else(|| "no game in the record".to_string())??;
    Ok(Kept {
        players: players_of_tags(&r.tags),
        clock: clock_of_tags(&r.tags),
        game: r.game,
    })
}

/// A kept game, or what is wrong with the file.
pub(crate) fn read_kept(path: &Path) -> Result<Kept, String> {
    let text = super::fs::read_to_string(path).map_err(|e| e.to_string())?;
    read_kept_text(&text)
}

/// The kept game, if there is one still going on (a finished one is not resumed). A damaged
/// file is moved aside (`<name>.bad`) and said in a notice.
pub fn resume(path: &Path) -> (Option<Kept>, Option<Notice>) {
    let damaged = |error: String| {
        Some(Notice::KeptGameDamaged {
            path: path.display().to_string(),
            aside: super::set_aside(path),
            error,
        })
    };
    let text = match super::read_text(path) {
        Ok(Some(Ok(t))) => t,
        Ok(None) => return (None, None),
        Ok(Some(Err(error))) => return (None, damaged(error)),
        Err(e) => {
            return (
                None,
                Some(Notice::KeptGameDamaged {
                    path: path.display().to_string(),
                    aside: String::new(),
                    error: e.to_string(),
                }),
            );
        }
    };
    match read_kept_text(&text) {
        Ok(k) if k.game.ending().is_none() => (Some(k), Some(Notice::Resumed)),
        Ok(_) => (None, None),
        Err(e) => (None, damaged(e)),
    }
}

/// The autosave: where, and the game version last written.
#[derive(Resource)]
pub struct Autosave {
    pub path: Option<PathBuf>,
    written: Option<u64>,
}

impl Autosave {
    pub fn new(path: Option<PathBuf>) -> Autosave {
        Autosave {
            path,
            written: None,
        }
    }
}

/// After every change of the game (a move, undo, a new or loaded game) the game is written,
/// atomically; never the position of a rules demonstration.
pub(crate) fn autosave(
    mut auto: ResMut<Autosave>,
    game: Res<CurrentGame>,
    shown: Res<Shown>,
    mut say: MessageWriter<Say>,
) {
    let Some(path) = auto.path.clone() else {
        return;
    };
    if shown.mode == AppMode::Demonstrating || auto.written == Some(game.version) {
        return;
    }
    auto.written = Some(game.version);
    if let Err(e) = super::write_file(&path, kept_text(&game).as_bytes()) {
        say.write(Say(Notice::AutosaveFailed {
            error: e.to_string(),
        }));
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn an_unfinished_game_is_resumed_with_its_players_and_a_damaged_one_set_aside() {
        // Removed when dropped, even when an assertion fails.
        let tmp = tempfile::Builder::new()
            .prefix("shatra-autosave-")
            .tempdir()
            .unwrap();
        let d = tmp.path();
        let path = d.join("current-game.ron");
        assert_eq!(resume(&path).0.map(|k| k.game.ply()), None);
        let mut game = CurrentGame::new(
            Game::new(shatra_engine::RuleSet::default()),
            [Player::Human, Player::Computer(6)],
        );
        let mv = game.position().unwrap().parse_move("49-35").unwrap();
        game.play(mv);
        std::fs::write(&path, kept_text(&game)).unwrap();
        let (kept, notice) = resume(&path);
        let kept = kept.expect("resumed");
        assert_eq!(kept.game.move_texts(), game.game.move_texts());
        assert_eq!(kept.players, [Player::Human, Player::Computer(6)]);
        assert_eq!(notice, Some(Notice::Resumed));
        // A finished game is not resumed.
        game.resign(shatra_engine::Color::White);
        std::fs::write(&path, kept_text(&game)).unwrap();
        assert!(resume(&path).0.is_none());
        // A damaged file is moved aside, untouched.
        std::fs::write(&path, "(rules: (), start: \"nonsense\"").unwrap();
        let (kept, notice) = resume(&path);
        assert!(kept.is_none());
        assert!(
            matches!(notice, Some(Notice::KeptGameDamaged { .. })),
            "{notice:?}"
        );
        assert_eq!(
            std::fs::read_to_string(d.join("current-game.ron.bad")).unwrap(),
            "(rules: (), start: \"nonsense\""
        );
    }
}
