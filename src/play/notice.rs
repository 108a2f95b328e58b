//! Typed notices: what the game has to tell a person, as data. Game logic and the exhibition
//! emit these; only the UI turns them into words, through the language catalogue
//! ([`crate::i18n`]). What a move did, why a click was refused and the beginner's guide are
//! worked out by the engine (`shatra_engine::explain`, in the rules' own terms).

pub use shatra_engine::explain::{Caption, Guide, Refusal};

/// A notice for a person. Each variant has a message in every language catalogue.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Notice {
    /// What a move did, or how the game ended, in the rules' terms (the exhibition's captions).
    Caption(Caption),
    /// Between exhibition games: the title card.
    TitleCard,
    /// Between exhibition games: who played.
    Players {
        white: u8,
        black: u8,
    },
    /// The computer declined a draw offer.
    DrawDeclined,
    /// The human opponent declined a draw offer.
    DrawDeclinedByOpponent,
    /// Why a click on a man was refused (RULES.md sections 4 and 5), and what the player must do.
    Refused(Refusal),
    /// The game has ended.
    GameIsOver,
    /// The computer is to move.
    WaitForComputer,
    /// A chain has been started and must be finished (or cancelled).
    ChainMustGoOn,
    /// The man clicked belongs to the side to move but has no legal move (shatar, hiashatar:
    /// blocked, pinned, or the king in check).
    ManCannotMove,
    /// How a game of the family ended: who won (or a draw) and why (`game_family::End`).
    Ending(game_family::Ending),
    /// What a move of shatar or hiashatar did, in the rules' terms (`game_family::explain`).
    FamilyCaption(game_family::explain::Caption),
    /// A typed move that the rules forbid here: the text and the engine's reason.
    MoveRefused {
        text: String,
        why: shatra_engine::Illegal,
    },
    /// A typed text that is not a move at all.
    NotAMove {
        text: String,
    },
    /// Shatar and hiashatar: a typed text that is no legal move here (SAN or coordinates).
    NotALegalMove {
        text: String,
    },
    /// The beginner's guide for the selected man.
    Guide(Guide),
    /// The settings file could not be read as settings: moved aside (to `aside`, empty if the
    /// move failed), the defaults used.
    SettingsDamaged {
        path: String,
        aside: String,
        error: String,
    },
    /// Fields of the settings file that were badly typed or out of range took their defaults
    /// (the others were kept).
    SettingsFieldsReset {
        path: String,
        fields: String,
    },
    /// The settings file exists but cannot be read.
    SettingsUnreadable {
        path: String,
        error: String,
    },
    /// The settings could not be written.
    SettingsNotSaved {
        error: String,
    },
    /// The unfinished game of the last run was resumed.
    Resumed,
    /// The kept game could not be read: moved aside (to `aside`, empty if that failed).
    KeptGameDamaged {
        path: String,
        aside: String,
        error: String,
    },
    /// The game in progress could not be written.
    AutosaveFailed {
        error: String,
    },
    /// Save and load: the file, or what went wrong.
    Saved {
        path: String,
    },
    NotSaved {
        error: String,
    },
    Loaded {
        path: String,
    },
    NotLoaded {
        error: String,
    },
    /// A finished game could not be kept in the library.
    LibraryNotKept {
        error: String,
    },
    /// A library entry could not be read: moved aside (to `aside`, empty if that failed).
    LibraryDamaged {
        path: String,
        aside: String,
        error: String,
    },
    /// Study: the board shows the position after `ply` of the game's `of` moves.
    Studying {
        ply: u32,
        of: u32,
    },
    /// A click on the board while studying an earlier position.
    StudyingNotPlaying,
    /// A library game was opened, exported (to `path`), or an action on it failed.
    LibraryOpened,
    LibraryExported {
        path: String,
    },
    LibraryFailed {
        error: String,
    },
    /// The clipboard: the position or the moves copied, a pasted game on the board, or why not.
    CopiedPosition,
    CopiedMoves,
    PastedGame,
    ClipboardFailed {
        error: String,
    },
    /// A pasted text is neither a position nor a game, and why.
    PasteRefused(PasteError),
    /// Games imported from an SGN file: how many, and how many could not be read (the first
    /// reason).
    LibraryImported {
        path: String,
        count: u32,
        bad: u32,
        first: String,
    },
}

/// Why a pasted text is neither a position nor a game: data, put into words by the catalogue.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum PasteError {
    /// Nothing but spaces.
    Empty,
    /// Not a position string (why), nor moves from the start (the first that cannot be played,
    /// by its number, and why).
    Neither {
        position: shatra_engine::PositionError,
        ply: usize,
        moves: shatra_engine::MoveError,
    },
    /// Not a position string (why), and no moves in it.
    NoMoves {
        position: shatra_engine::PositionError,
    },
    /// A record (tags, then moves) that cannot be read: the record reader's words.
    Record(String),
}
