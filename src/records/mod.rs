//! The one owner of every file and of the clipboard: where things are kept (one XDG lookup),
//! atomic writes (a temporary file, then a rename), files set aside when damaged (never
//! overwritten), the settings (validated field by field), the game in progress (autosave and
//! resume), the Save/Load slot (the same kept-game format), the library and SGN import/export,
//! copy and paste. The HUD and the library window ask through [`RecordRequest`]; what a file
//! gives the game goes to it as a `crate::play::GameCommand`, what happened as a
//! `crate::play::Say`.

pub mod clipboard;
pub mod kept;
pub mod library;
pub mod settings;
#[cfg(target_arch = "wasm32")]
pub mod web_storage;

/// Where files are kept: the file system, or in the browser its storage ([`web_storage`]).
#[cfg(not(target_arch = "wasm32"))]
pub(crate) use std::fs;
#[cfg(target_arch = "wasm32")]
pub(crate) use web_storage as fs;

use std::path::{Path, PathBuf};

use bevy::prelude::*;
use game_family::FamilyGame;

use crate::play::Player;
use crate::play::{CurrentGame, GameCommand, GameEnded, GameSet, Notice, Say, Shown};
use library::{Entry, Library};

/// `$XDG_CONFIG_HOME/shatra` (or `~/.config/shatra`): the settings.
pub(crate) fn config_dir() -> Option<PathBuf> {
    xdg("XDG_CONFIG_HOME", ".config")
}

/// `$XDG_DATA_HOME/shatra` (or `~/.local/share/shatra`): the game in progress, the saved game,
/// the library and its exports.
pub(crate) fn data_dir() -> Option<PathBuf> {
    xdg("XDG_DATA_HOME", ".local/share")
}

#[cfg(not(target_arch = "wasm32"))]
fn xdg(var: &str, under_home: &str) -> Option<PathBuf> {
    let base = std::env::var_os(var)
        .filter(|v| !v.is_empty())
        .map(PathBuf::from)
        .or_else(|| std::env::var_os("HOME").map(|h| Path::new(&h).join(under_home)))?;
    Some(base.join("shatra"))
}

/// In the browser: the folders of the browser's storage ([`web_storage`]).
#[cfg(target_arch = "wasm32")]
fn xdg(_var: &str, under_home: &str) -> Option<PathBuf> {
    Some(Path::new("/").join(under_home).join("shatra"))
}

/// Writes a file atomically, making its folder first: an interrupted write leaves the previous
/// file whole.
pub(crate) fn write_file(path: &Path, bytes: &[u8]) -> std::io::Result<()> {
    if let Some(dir) = path.parent() {
        fs::create_dir_all(dir)?;
    }
    write_whole(path, bytes)
}

#[cfg(not(target_arch = "wasm32"))]
fn write_whole(path: &Path, bytes: &[u8]) -> std::io::Result<()> {
    shatra_engine::game::write_atomically(path, bytes)
}

/// In the browser one storage item is written whole.
#[cfg(target_arch = "wasm32")]
fn write_whole(path: &Path, bytes: &[u8]) -> std::io::Result<()> {
    fs::write(path, bytes)
}

/// A kept file's text: none if it is not there; a file that is not UTF-8 is damaged like one
/// that is not RON (the caller sets it aside).
pub(crate) fn read_text(path: &Path) -> std::io::Result<Option<Result<String, String>>> {
    match fs::read(path) {
        Ok(bytes) => Ok(Some(
            String::from_utf8(bytes).map_err(|e| format!("not text (UTF-8): {e}")),
        )),
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => Ok(None),
        Err(e) => Err(e),
    }
}

/// Moves a damaged file aside to `<name>.bad` (never overwriting it in place); where it went,
/// or an empty string if it could not be moved.
pub(crate) fn set_aside(path: &Path) -> String {
    let mut name = path.as_os_str().to_owned();
    name.push(".bad");
    let aside = PathBuf::from(name);
    match fs::rename(path, &aside) {
        Ok(()) => aside.display().to_string(),
        Err(_) => String::new(),
    }
}

/// What the HUD and the library window ask of the records.
#[derive(Message, Clone, Debug, PartialEq)]
pub enum RecordRequest {
    /// The game into the Save/Load slot, with its players.
    Save,
    /// The game in the slot onto the board.
    Load,
    /// The position on the board, as a position string, onto the clipboard.
    CopyPosition,
    /// The game's moves onto the clipboard.
    CopyMoves,
    /// A position (into the editor) or moves (a game) from the clipboard.
    Paste,
    /// Text as if pasted (what [`RecordRequest::Paste`] does with the clipboard's text).
    PasteText(String),
    /// A fresh listing of the library (damaged entries set aside and said).
    ListLibrary,
    /// Every game of an SGN file into the library.
    Import(PathBuf),
    /// Every game of a file's bytes (the one chosen in the browser, by its name) into the
    /// library.
    ImportFile {
        name: String,
        bytes: Vec<u8>,
    },
    OpenEntry(Entry),
    Export(Entry),
    Rename(Entry, String),
    Delete(Entry),
}

/// Where the Save/Load slot is.
#[derive(Resource, Clone, Debug, Default)]
pub struct Slot(pub Option<PathBuf>);

impl Slot {
    /// `<data dir>/saved-game.ron`.
    pub(crate) fn default_path() -> Option<PathBuf> {
        data_dir().map(|d| d.join("saved-game.ron"))
    }
}

pub(crate) struct RecordsPlugin;

impl Plugin for RecordsPlugin {
    fn build(&self, app: &mut App) {
        app.add_message::<RecordRequest>()
            .init_resource::<Slot>()
            .init_resource::<Library>()
            .add_systems(
                Update,
                (
                    settings::report_load,
                    settings::save_when_changed,
                    kept::autosave,
                    file_finished_games,
                )
                    .in_set(GameSet::Records),
            )
            // Before the command system: what a file gives the game is on the board this frame.
            .add_systems(Update, answer_requests.in_set(GameSet::Input));
    }
}

/// A game played on the board that has just ended goes into the library (never a rules
/// demonstration's: the command system does not announce those).
fn file_finished_games(
    mut ended: MessageReader<GameEnded>,
    mut library: ResMut<Library>,
    game: Res<CurrentGame>,
    mut say: MessageWriter<Say>,
) {
    if ended.read().count() == 0 || library.dir.is_none() {
        return;
    }
    if let Err(e) = library.add(&game, &library::now_utc()) {
        say.write(Say(Notice::LibraryNotKept {
            error: e.to_string(),
        }));
    }
}

/// Answers the HUD's and the library window's requests.
fn answer_requests(
    mut requests: MessageReader<RecordRequest>,
    game: Res<CurrentGame>,
    shown: Res<Shown>,
    slot: Res<Slot>,
    mut library: ResMut<Library>,
    mut commands: MessageWriter<GameCommand>,
    mut say: MessageWriter<Say>,
) {
    for r in requests.read() {
        let notice = match r {
            RecordRequest::Save => Some(save_slot(&slot, &game)),
            RecordRequest::Load => load_slot(&slot, &mut commands),
            RecordRequest::CopyPosition => Some(copied(
                clipboard::copy(&match shown.position {
                    Some(p) => p.to_fen(),
                    None => game.game.position_text(),
                }),
                Notice::CopiedPosition,
            )),
            RecordRequest::CopyMoves => Some(copied(
                clipboard::copy(&match game.shatra() {
                    Some(g) => g.move_text(),
                    None => game.game.move_texts().join(" "),
                }),
                Notice::CopiedMoves,
            )),
            RecordRequest::Paste => match clipboard::paste() {
                Ok(text) => paste(&text, &game, &mut commands),
                Err(error) => Some(Notice::ClipboardFailed { error }),
            },
            RecordRequest::PasteText(text) => paste(text, &game, &mut commands),
            RecordRequest::ListLibrary => library.list().into_iter().next(),
            r => library::answer(r, &mut library, &game, &mut commands),
        };
        if let Some(n) = notice {
            say.write(Say(n));
        }
    }
}

fn copied(result: Result<(), String>, done: Notice) -> Notice {
    match result {
        Ok(()) => done,
        Err(error) => Notice::ClipboardFailed { error },
    }
}

/// Pasted text: a position goes into the editor, moves onto the board as a game.
fn paste(
    text: &str,
    game: &CurrentGame,
    commands: &mut MessageWriter<GameCommand>,
) -> Option<Notice> {
    if let Some(said) = paste_family(text, game, commands) {
        return said;
    }
    match clipboard::read_pasted(text, game.shatra_rules()) {
        Ok(clipboard::Pasted::Game(g)) => {
            commands.write(GameCommand::Open {
                game: Box::new((*g).into()),
                players: game.players,
                notice: Some(Notice::PastedGame),
                clock: None,
            });
            None
        }
        Ok(clipboard::Pasted::Position(p)) => {
            commands.write(GameCommand::Edit(Some(p)));
            None
        }
        Err(e) => Some(Notice::PasteRefused(e)),
    }
}

/// A pasted PGN of shatar or hiashatar (its `Variant` tag), or, while one of them is on the
/// table, its FEN or its moves from the start: the game is put on the board (a position starts
/// a game from it). `None`: not such a text (it is read as Shatra's then).
fn paste_family(
    text: &str,
    game: &CurrentGame,
    commands: &mut MessageWriter<GameCommand>,
) -> Option<Option<Notice>> {
    use game_family::{AnyGame, GameKind};
    let open = |commands: &mut MessageWriter<GameCommand>, g: AnyGame| {
        commands.write(GameCommand::Open {
            game: Box::new(g),
            players: game.players,
            notice: Some(Notice::PastedGame),
            clock: None,
        });
        Some(None)
    };
    if game_family::records::kind_of_file(text) != GameKind::Shatra {
        return match game_family::records::read_file(text).into_iter().next() {
            Some(Ok(r)) => open(commands, r.game),
            Some(Err(e)) => Some(Some(Notice::PasteRefused(clipboard::PasteError::Record(e)))),
            None => None,
        };
    }
    if game.kind() == GameKind::Shatra {
        return None;
    }
    let options = game.game.options();
    if let Ok(g) = AnyGame::from_position(&options, text.trim()) {
        return open(commands, g);
    }
    let mut g = AnyGame::new(&options);
    let words: Vec<&str> = text
        .split_whitespace()
        .filter(|w| !w.ends_with('.') && !["1-0", "0-1", "1/2-1/2", "*"].contains(w))
        .collect();
    for w in &words {
        if g.play_text(w).is_err() {
            return Some(Some(Notice::NotALegalMove {
                text: w.to_string(),
            }));
        }
    }
    if words.is_empty() {
        return None;
    }
    open(commands, g)
}

/// Save: the game and who plays it, in the kept-game format (the autosave's).
fn save_slot(slot: &Slot, game: &CurrentGame) -> Notice {
    let Some(path) = &slot.0 else {
        return Notice::NotSaved {
            error: "no place to keep it (no home folder)".into(),
        };
    };
    match write_file(path, kept::kept_text(game).as_bytes()) {
        Ok(()) => Notice::Saved {
            path: path.display().to_string(),
        },
        Err(e) => Notice::NotSaved {
            error: e.to_string(),
        },
    }
}

/// Load: the game in the slot, with its players, onto the board.
fn load_slot(slot: &Slot, commands: &mut MessageWriter<GameCommand>) -> Option<Notice> {
    let Some(path) = &slot.0 else {
        return Some(Notice::NotLoaded {
            error: "no saved game".into(),
        });
    };
    match kept::read_kept(path) {
        Ok(k) => {
            commands.write(GameCommand::Open {
                game: Box::new(k.game),
                players: k.players,
                notice: Some(Notice::Loaded {
                    path: path.display().to_string(),
                }),
                clock: k.clock,
            });
            None
        }
        Err(error) => Some(Notice::NotLoaded { error }),
    }
}

/// The command that puts a kept game on the board.
pub(crate) fn open(
    game: impl Into<game_family::AnyGame>,
    players: [Player; 2],
    notice: Notice,
) -> GameCommand {
    GameCommand::Open {
        game: Box::new(game.into()),
        players,
        notice: Some(notice),
        clock: None,
    }
}
