//! The game library: every finished game is kept, one file per game, in
//! `<data dir>/library` (`$XDG_DATA_HOME/shatra/library` or `~/.local/share/shatra/library`):
//! a game of Shatra as the engine's RON record, a game of shatar or hiashatar as a PGN (its
//! `Variant` tag names the game). The list shows each game's date, game, players, rules, result
//! and length; a game can be opened (to look at it, or to play on from its end when it is
//! unfinished), renamed, deleted, or exported next to the library, in `exports/`: Shatra's as
//! SGN (as shatrabase writes it), the others as PGN. An import reads either kind of file.
//!
//! Every write goes to a temporary file that is then renamed over the old one, so nothing kept
//! is lost half-written; an entry that cannot be read is moved aside (`<name>.ron.bad`) and said
//! in one line, and the others are listed.

use std::path::{Path, PathBuf};

use bevy::prelude::*;
use game_family::{AnyGame, FamilyGame, GameKind, GameOptions};
use shatra_engine::Game;

use super::RecordRequest;
use crate::play::Player;
use crate::play::{CurrentGame, GameCommand, Notice};

/// The tags a kept game carries besides the engine's own.
pub(crate) const NAME_TAG: &str = "Name";
pub(crate) const DATE_TAG: &str = "Date";
/// A PGN entry's library date (its `Date` tag is PGN's, `YYYY.MM.DD`).
const KEPT_TAG: &str = "Kept";

/// One game of the library, as listed.
#[derive(Clone, Debug, PartialEq)]
pub struct Entry {
    pub file: PathBuf,
    pub name: String,
    /// `YYYY-MM-DD HH:MM` (UTC).
    pub date: String,
    pub players: [Player; 2],
    /// Which game, and its rules (Shatra's are also `rules`).
    pub kind: GameKind,
    pub options: GameOptions,
    pub rules: shatra_engine::RuleSet,
    /// `1-0`, `0-1`, `1/2-1/2` or `*`.
    pub result: String,
    pub moves: usize,
}

/// The library on disk.
#[derive(Resource, Clone, Debug, Default)]
pub struct Library {
    /// None: no library (tests, the exhibition, scripted runs).
    pub dir: Option<PathBuf>,
    /// The entries as last listed (refreshed when the library window opens or a file changes).
    pub entries: Vec<Entry>,
}

/// `$XDG_DATA_HOME/shatra/library`, or `~/.local/share/shatra/library`.
pub(crate) fn default_dir() -> Option<PathBuf> {
    super::data_dir().map(|d| d.join("library"))
}

/// Days since 1970-01-01 to a civil date (Howard Hinnant's algorithm).
fn civil(days: i64) -> (i64, u32, u32) {
    let z = days + 719_468;
    let era = z.div_euclid(146_097);
    let doe = z.rem_euclid(146_097);
    let yoe = (doe - doe / 1460 + doe / 36_524 - doe / 146_096) / 365;
    let doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
    let mp = (5 * doy + 2) / 153;
    let d = (doy - (153 * mp + 2) / 5 + 1) as u32;
    let m = if mp < 10 { mp + 3 } else { mp - 9 } as u32;
    (yoe + era * 400 + i64::from(m <= 2), m, d)
}

/// Now, as `YYYY-MM-DD HH:MM:SS` (UTC).
pub(crate) fn now_utc() -> String {
    #[cfg(not(target_arch = "wasm32"))]
    let secs = std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map_or(0, |d| d.as_secs() as i64);
    // std's clock panics in the browser: the page's.
    #[cfg(target_arch = "wasm32")]
    let secs = (js_sys::Date::now() / 1000.0) as i64;
    stamp(secs)
}

fn stamp(secs: i64) -> String {
    let (y, m, d) = civil(secs.div_euclid(86_400));
    let s = secs.rem_euclid(86_400);
    format!(
        "{y:04}-{m:02}-{d:02} {:02}:{:02}:{:02}",
        s / 3600,
        s / 60 % 60,
        s % 60
    )
}

impl Library {
    pub fn new(dir: Option<PathBuf>) -> Library {
        Library {
            dir,
            entries: Vec::new(),
        }
    }

    /// Keeps a finished game (its name is empty until renamed: the list shows the players).
    /// It joins the list at its head (the newest game).
    pub fn add(&mut self, game: &CurrentGame, date: &str) -> std::io::Result<PathBuf> {
        let path = match game.shatra() {
            Some(shatra) => self.add_game(shatra.clone(), game.players, date)?,
            None => self.add_family(&game.game, game.players, date, Vec::new())?,
        };
        if let Ok((entry, _)) = read_entry(&path) {
            self.entries.insert(0, entry);
        }
        Ok(path)
    }

    /// Keeps a game with its players and date.
    fn add_game(
        &mut self,
        mut g: Game,
        players: [Player; 2],
        date: &str,
    ) -> std::io::Result<PathBuf> {
        g.tags.insert(DATE_TAG.into(), date.into());
        super::kept::tag_players(&mut g, players);
        let path = self.new_file(date, "ron")?;
        super::write_file(&path, g.to_ron().as_bytes())?;
        Ok(path)
    }

    /// Keeps a game of shatar or hiashatar as a PGN, with its players, date and `tags`.
    fn add_family(
        &mut self,
        game: &AnyGame,
        players: [Player; 2],
        date: &str,
        mut tags: Vec<(String, String)>,
    ) -> std::io::Result<PathBuf> {
        tags.retain(|(k, _)| k != KEPT_TAG && !super::kept::PLAYER_TAGS.contains(&k.as_str()));
        tags.push((KEPT_TAG.into(), date.into()));
        if !tags.iter().any(|(k, _)| k == DATE_TAG) {
            let day = date.get(..10).unwrap_or("????-??-??").replace('-', ".");
            tags.push((DATE_TAG.into(), day));
        }
        tags.extend(super::kept::player_tags(players));
        let path = self.new_file(date, "pgn")?;
        super::write_file(&path, game.record_with_tags(&tags).as_bytes())?;
        Ok(path)
    }

    /// A new entry's file in the library (made if it is not there yet), named from the date
    /// and not taken yet.
    fn new_file(&self, date: &str, ext: &str) -> std::io::Result<PathBuf> {
        let dir = self
            .dir
            .clone()
            .ok_or_else(|| std::io::Error::other("no library"))?;
        super::fs::create_dir_all(&dir)?;
        let base: String = date
            .chars()
            .map(|c| if c.is_ascii_digit() { c } else { '-' })
            .collect();
        let mut path = dir.join(format!("{base}.{ext}"));
        let mut n = 2;
        while taken(&path) {
            path = dir.join(format!("{base}-{n}.{ext}"));
            n += 1;
        }
        Ok(path)
    }

    /// Imports every game of an SGN file (shatrabase's records) into the library, named after
    /// its Event (or its players' names) and dated by its Date: how many were kept, how many
    /// could not be read, and the first reason. A PGN of shatar or hiashatar (its `Variant`
    /// tag) is read as such.
    pub fn import_sgn(
        &mut self,
        path: &Path,
        rules: shatra_engine::RuleSet,
    ) -> Result<(usize, usize, Option<String>), String> {
        let bytes = super::fs::read(path).map_err(|e| format!("{}: {e}", path.display()))?;
        self.import_sgn_bytes(&bytes, rules)
    }

    /// Every game of an SGN file's bytes (a file chosen in the browser) into the library.
    pub fn import_sgn_bytes(
        &mut self,
        bytes: &[u8],
        rules: shatra_engine::RuleSet,
    ) -> Result<(usize, usize, Option<String>), String> {
        // shatrabase writes Latin-1: a file that is not UTF-8 is read as that.
        let text = String::from_utf8(bytes.to_vec())
            .unwrap_or_else(|e| shatra_engine::ushi::latin1(e.as_bytes()));
        let now = now_utc();
        if game_family::records::kind_of_file(&text) != GameKind::Shatra {
            return self.import_pgn(&text, &now);
        }
        let (mut kept, mut bad, mut first) = (0, 0, None);
        for g in shatra_engine::sgn::read_file(&text, rules) {
            match g {
                Ok(sg) => {
                    let known = |t: &str| sg.tag(t).filter(|v| !v.is_empty() && !v.contains('?'));
                    let name = known("Event").map(str::to_string).or_else(|| {
                        match (known("White"), known("Black")) {
                            (Some(w), Some(b)) => Some(format!("{w} – {b}")),
                            _ => None,
                        }
                    });
                    let date = known("Date")
                        .map(|d| format!("{} 00:00:00", d.replace('.', "-")))
                        .unwrap_or_else(|| now.clone());
                    let mut game = sg.game;
                    if let Some(n) = name {
                        game.tags.insert(NAME_TAG.into(), n);
                    }
                    self.add_game(game, [Player::Human; 2], &date)
                        .map_err(|e| e.to_string())?;
                    kept += 1;
                }
                Err(e) => {
                    bad += 1;
                    first.get_or_insert(e.to_string());
                }
            }
        }
        Ok((kept, bad, first))
    }

    /// Every game of a PGN of shatar or hiashatar into the library, named and dated as an SGN's.
    fn import_pgn(
        &mut self,
        text: &str,
        now: &str,
    ) -> Result<(usize, usize, Option<String>), String> {
        let (mut kept, mut bad, mut first) = (0, 0, None);
        for g in game_family::records::read_file(text) {
            match g {
                Ok(r) => {
                    let known = |t: &str| {
                        r.tags
                            .iter()
                            .find(|(k, v)| k == t && !v.is_empty() && !v.contains('?'))
                            .map(|(_, v)| v.clone())
                    };
                    let name = known("Event").or_else(|| match (known("White"), known("Black")) {
                        (Some(w), Some(b)) => Some(format!("{w} – {b}")),
                        _ => None,
                    });
                    let date = known("Date")
                        .map(|d| format!("{} 00:00:00", d.replace('.', "-")))
                        .unwrap_or_else(|| now.to_string());
                    let mut tags = r.tags.clone();
                    if let Some(n) = name {
                        tags.push((NAME_TAG.into(), n));
                    }
                    self.add_family(&r.game, [Player::Human; 2], &date, tags)
                        .map_err(|e| e.to_string())?;
                    kept += 1;
                }
                Err(e) => {
                    bad += 1;
                    first.get_or_insert(e);
                }
            }
        }
        Ok((kept, bad, first))
    }

    /// Reads the library's entries, newest first. An entry that cannot be read is moved aside
    /// and named in a notice; the others are listed.
    pub fn list(&mut self) -> Vec<Notice> {
        self.entries.clear();
        let Some(dir) = &self.dir else {
            return Vec::new();
        };
        let Ok(read) = super::fs::read_dir(dir) else {
            return Vec::new();
        };
        let mut notices = Vec::new();
        let mut files: Vec<PathBuf> = read
            .flatten()
            .map(|e| e.path())
            .filter(|p| p.extension().is_some_and(|x| x == "ron" || x == "pgn"))
            .collect();
        files.sort();
        for file in files.into_iter().rev() {
            match read_entry(&file) {
                Ok((entry, _)) => self.entries.push(entry),
                Err(error) => notices.push(Notice::LibraryDamaged {
                    path: file.display().to_string(),
                    aside: super::set_aside(&file),
                    error,
                }),
            }
        }
        notices
    }

    /// The game of an entry, with its players.
    pub fn open(&self, entry: &Entry) -> Result<(AnyGame, [Player; 2]), String> {
        read_entry(&entry.file).map(|(e, g)| (g.game(), e.players))
    }

    /// Gives an entry a new name (written atomically).
    pub fn rename(&mut self, entry: &Entry, name: &str) -> Result<(), String> {
        let name = name.trim();
        if name.is_empty() {
            return Err("a name cannot be empty".into());
        }
        let text = match read_entry(&entry.file)? {
            (_, Kept::Shatra(mut g)) => {
                g.tags.insert(NAME_TAG.into(), name.to_string());
                g.to_ron()
            }
            (_, Kept::Family { game, mut tags }) => {
                tags.retain(|(k, _)| k != NAME_TAG);
                tags.push((NAME_TAG.into(), name.to_string()));
                game.record_with_tags(&tags)
            }
        };
        super::write_file(&entry.file, text.as_bytes()).map_err(|e| e.to_string())?;
        if let Some(e) = self.entries.iter_mut().find(|e| e.file == entry.file) {
            e.name = name.to_string();
        }
        Ok(())
    }

    pub fn delete(&mut self, entry: &Entry) -> Result<(), String> {
        super::fs::remove_file(&entry.file).map_err(|e| e.to_string())?;
        self.entries.retain(|e| e.file != entry.file);
        Ok(())
    }

    /// Writes an entry as SGN to `exports/<file name>.sgn` beside the library; the path.
    pub fn export(&self, entry: &Entry) -> Result<PathBuf, String> {
        let (e, g) = read_entry(&entry.file)?;
        let dir = self
            .dir
            .as_ref()
            .and_then(|d| d.parent())
            .map(|d| d.join("exports"))
            .ok_or("no library")?;
        let stem = entry
            .file
            .file_stem()
            .map_or("game".into(), |s| s.to_string_lossy().into_owned());
        let date = e.date.get(..10).unwrap_or("????.??.??").replace('-', ".");
        let mut tags = vec![
            ("Date".to_string(), date),
            ("White".to_string(), e.players[0].label()),
            ("Black".to_string(), e.players[1].label()),
        ];
        if !e.name.is_empty() {
            tags.push(("Event".to_string(), e.name.clone()));
        }
        let (path, text) = match g {
            Kept::Shatra(g) => (
                dir.join(format!("{stem}.sgn")),
                shatra_engine::sgn::write_file(&[(g, tags)]),
            ),
            Kept::Family { game, .. } => (
                dir.join(format!("{stem}.pgn")),
                game.record_with_tags(&tags),
            ),
        };
        super::write_file(&path, text.as_bytes()).map_err(|e| e.to_string())?;
        Ok(path)
    }
}

/// Whether a library file of that name is there already.
#[cfg(not(target_arch = "wasm32"))]
fn taken(path: &Path) -> bool {
    path.exists()
}

#[cfg(target_arch = "wasm32")]
fn taken(path: &Path) -> bool {
    super::fs::exists(path)
}

/// A game as the library keeps it: Shatra's record, or a game of the family with its PGN tags.
enum Kept {
    Shatra(Game),
    Family {
        game: AnyGame,
        tags: Vec<(String, String)>,
    },
}

impl Kept {
    fn game(self) -> AnyGame {
        match self {
            Kept::Shatra(g) => g.into(),
            Kept::Family { game, .. } => game,
        }
    }
}

/// An entry and its game, from its file (a `.pgn` holds shatar or hiashatar).
fn read_entry(file: &Path) -> Result<(Entry, Kept), String> {
    let text = super::fs::read_to_string(file).map_err(|e| e.to_string())?;
    if file.extension().is_some_and(|x| x == "pgn") {
        let r = game_family::records::read_file(&text)
            .into_iter()
            .next()
            .ok_or_else(|| "no game in the record".to_string())??;
        let tag = |t: &str| r.tags.iter().find(|(k, _)| k == t).map(|(_, v)| v.clone());
        let players = super::kept::players_of_tags(&r.tags);
        let result = match r.game.ending().map(|e| e.winner) {
            None => "*",
            Some(Some(game_family::Side::White)) => "1-0",
            Some(Some(game_family::Side::Black)) => "0-1",
            Some(None) => "1/2-1/2",
        };
        let entry = Entry {
            file: file.to_path_buf(),
            name: tag(NAME_TAG).unwrap_or_default(),
            date: tag(KEPT_TAG).unwrap_or_default(),
            players,
            kind: r.game.kind(),
            options: r.game.options(),
            rules: shatra_engine::RuleSet::default(),
            result: result.into(),
            moves: r.game.ply(),
        };
        return Ok((
            entry,
            Kept::Family {
                game: r.game,
                tags: r.tags,
            },
        ));
    }
    let g = Game::from_ron(&text).map_err(|e| e.to_string())?;
    let players = super::kept::players_of(&g);
    let entry = Entry {
        file: file.to_path_buf(),
        name: g.tags.get(NAME_TAG).cloned().unwrap_or_default(),
        date: g.tags.get(DATE_TAG).cloned().unwrap_or_default(),
        players,
        kind: GameKind::Shatra,
        options: GameOptions::Shatra(*g.rules()),
        rules: *g.rules(),
        result: g.outcome().map_or("*".into(), |o| o.score().into()),
        moves: g.moves().len(),
    };
    Ok((entry, Kept::Shatra(g)))
}

/// The library window's requests: what to say, and the game to open (as a command).
pub(crate) fn answer(
    r: &RecordRequest,
    library: &mut Library,
    game: &CurrentGame,
    commands: &mut bevy::prelude::MessageWriter<GameCommand>,
) -> Option<Notice> {
    match r {
        RecordRequest::Import(path) => {
            let result = library.import_sgn(path, game.shatra_rules());
            Some(imported(library, path.display().to_string(), result))
        }
        RecordRequest::ImportFile { name, bytes } => {
            let result = library.import_sgn_bytes(bytes, game.shatra_rules());
            Some(imported(library, name.clone(), result))
        }

        RecordRequest::OpenEntry(e) => match library.open(e) {
            Ok((g, players)) => {
                commands.write(super::open(g, players, Notice::LibraryOpened));
                None
            }
            Err(error) => Some(Notice::LibraryFailed { error }),
        },
        RecordRequest::Export(e) => Some(match library.export(e) {
            Ok(path) => Notice::LibraryExported {
                path: path.display().to_string(),
            },
            Err(error) => Notice::LibraryFailed { error },
        }),
        RecordRequest::Rename(e, name) => library
            .rename(e, name)
            .err()
            .map(|error| Notice::LibraryFailed { error }),
        RecordRequest::Delete(e) => library
            .delete(e)
            .err()
            .map(|error| Notice::LibraryFailed { error }),
        _ => None,
    }
}

/// What an import says: the games kept and refused, or why the file was not read; a damaged
/// entry found while listing the library anew is said instead.
fn imported(
    library: &mut Library,
    path: String,
    result: Result<(usize, usize, Option<String>), String>,
) -> Notice {
    let said = match result {
        Ok((count, bad, first)) => Notice::LibraryImported {
            path,
            count: count as u32,
            bad: bad as u32,
            first: first.unwrap_or_default(),
        },
        Err(error) => Notice::LibraryFailed { error },
    };
    library.list().into_iter().next().unwrap_or(said)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn dates_are_civil_utc() {
        assert_eq!(stamp(0), "1970-01-01 00:00:00");
        assert_eq!(stamp(951_782_400), "2000-02-29 00:00:00");
        assert_eq!(stamp(1_796_083_199), "2026-11-30 23:59:59");
    }
}
