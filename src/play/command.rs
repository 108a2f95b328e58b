//! The one command path: every change to the game, to what the board shows and to the selection
//! goes through [`apply_commands`], which enforces the mode's gates (no move while studying or
//! editing, none for the computer's side, none after the end), lets go of the selection, clears
//! the status line and a draw offer when the game changes, and says why when it refuses.
//! Searches are not its business: `crate::ai` drops every search whose game version or mode has
//! gone (one cancellation rule, there).

use bevy::ecs::system::SystemParam;
use bevy::prelude::*;
use game_family::{AnyGame, Cell, FamilyGame, GameOptions, ManKind, ShatraPlay};
use shatra_engine::{Color as Side, Game, Illegal, Kind, Move, MoveError, Position};
use shatra_engine::{TimeControl, explain};

use super::{
    Advice, AppMode, BoardInput, BoardMoving, Change, CurrentGame, DrawOffer, GameEnded, Notice,
    Say, Selection, Shown, SkipAnimations, SquareClicked, StatusLine,
};
use crate::play::Player;

/// A request to change the game or what the board shows. The buttons, keys, clicks, the
/// computer, the exhibition, the rules help, the editor, the records and scripted runs all send
/// these; the tests send the same.
#[derive(Message, Clone, Debug)]
pub enum GameCommand {
    /// A human's complete Shatra move (the promotion picker's, "stop here", a scripted move).
    Play(Move),
    /// A human's move of any game, by its coordinates (`e2e4`, `b1c3`, Shatra's `46-32`).
    PlayMove(String),
    /// The promotion picker: the officer chosen at the current landing.
    Promote(Kind),
    /// The promotion picker of shatar and hiashatar: the man a pawn becomes.
    PromoteTo(ManKind),
    /// A move typed in notation, read against the game as it stands.
    TypedMove(String),
    /// The computer's answer for a game version.
    ComputerMove {
        version: u64,
        mv: Move,
    },
    /// The computer's answer in a game of any kind, by the move's coordinates.
    ComputerPlays {
        version: u64,
        coordinates: String,
    },
    /// Let go of the selection.
    Deselect,
    /// Select the man of a move and light its first landing (the exhibition's visitor hint).
    SelectFor(Move),
    Undo,
    Redo,
    /// A new game of any kind under its options (the clock is Shatra's, for now).
    NewGame {
        options: GameOptions,
        players: [Player; 2],
        clock: Option<TimeControl>,
    },
    /// A game from somewhere else (a file, the library, the clipboard), with its players, and
    /// what to say once it is on the board.
    Open {
        game: Box<AnyGame>,
        players: [Player; 2],
        notice: Option<Notice>,
        /// The clock a kept game was written with (Shatra's is inside its game).
        clock: Option<shatra_engine::Clock>,
    },
    Resign(Side),
    /// The side to move offers a draw to the other.
    OfferDraw,
    /// The human asked answers a draw offer.
    AnswerDraw(bool),
    /// The computer's answer to a draw offer, for a game version.
    ComputerAnswersDraw {
        version: u64,
        accept: bool,
    },
    /// A hint for the side to move.
    Hint,
    /// Study: show the position after this many moves (the game as it stands at the last).
    Browse(usize),
    /// Study: take the later moves back and play on from the position shown.
    PlayFromHere,
    /// Pause or resume the match clock.
    PauseClock(bool),
    /// Open the position editor on a position (none: the one shown).
    Edit(Option<Position>),
    /// The editor's position as it now stands.
    ShowSetup(Position),
    CloseEditor,
    /// The men set up in the editor of shatar or hiashatar as they now stand.
    ShowFamilySetup(Vec<(Cell, game_family::Man)>),
    /// That editor's "Play from here": the game set up, with its players.
    PlayFromFamilySetup {
        game: Box<AnyGame>,
        players: [Player; 2],
    },
    /// The editor's "Play from here".
    PlayFromSetup {
        position: Position,
        players: [Player; 2],
    },
    /// A rules demonstration: its start is put on the board, the game is set aside.
    Demonstrate(Box<AnyGame>),
    /// A move of the demonstration.
    DemoMove(Move),
    /// A move of a demonstration of shatar or hiashatar, in its notation.
    DemoPlay(String),
    /// The demonstration ends: the game set aside comes back as it was.
    EndDemonstration,
    /// The status line goes quiet (the game-over card says it all).
    ClearStatus,
}

/// The game a rules demonstration set aside, with its players.
#[derive(Resource, Default)]
pub(crate) struct SetAside(pub(crate) Option<(AnyGame, [Player; 2])>);

/// Everything the command system writes.
#[derive(SystemParam)]
pub(crate) struct Board<'w> {
    game: ResMut<'w, CurrentGame>,
    shown: ResMut<'w, Shown>,
    selection: ResMut<'w, Selection>,
    status: ResMut<'w, StatusLine>,
    offer: ResMut<'w, DrawOffer>,
    advice: ResMut<'w, Advice>,
    aside: ResMut<'w, SetAside>,
    next_mode: ResMut<'w, NextState<AppMode>>,
    ended: MessageWriter<'w, GameEnded>,
    skip: MessageWriter<'w, SkipAnimations>,
    input: Res<'w, BoardInput>,
    moving: Res<'w, BoardMoving>,
}

/// The only writer of the game: the clock of the side to move runs, then clicks, commands and
/// notices are applied in the order they came.
pub(crate) fn apply_commands(
    time: Res<Time<Real>>,
    mut carry: Local<f64>,
    mut clicks: MessageReader<SquareClicked>,
    mut commands: MessageReader<GameCommand>,
    mut says: MessageReader<Say>,
    mut board: Board,
) {
    board.run_clock(time.delta_secs_f64(), &mut carry);
    for &SquareClicked(cell) in clicks.read() {
        board.click(cell);
    }
    for c in commands.read() {
        board.apply(c.clone());
    }
    for Say(n) in says.read() {
        board.status.0 = Some(n.clone());
    }
}

impl Board<'_> {
    fn mode(&self) -> AppMode {
        self.shown.mode
    }

    /// A command that changed the game: what the board shows follows, the selection and a draw
    /// offer go, the status line clears; the end of a game played is announced.
    fn game_changed(&mut self, change: Change, was_over: bool) {
        self.selection.clear();
        self.offer.0 = None;
        self.status.0 = None;
        self.shown.study = None;
        if !was_over && self.game.is_over() && self.mode() != AppMode::Demonstrating {
            self.ended.write(GameEnded);
        }
        self.show(change);
    }

    /// What the board shows is brought in line with the game, the study and the editor.
    fn show(&mut self, change: Change) {
        let (position, ply) = match (&self.shown.setup, self.shown.study) {
            (Some(p), _) => (Some(*p), 0),
            (None, _) if self.shown.family_setup.is_some() => (None, 0),
            (None, Some(k)) => (self.game.position_at(k).copied(), k),
            (None, None) => (self.game.position().copied(), self.game.ply()),
        };
        // The men and marks of what is shown: the game's own, or those of Shatra's earlier or
        // edited position.
        let (men, marks) = match (self.shown.live(), position, self.shown.study) {
            (false, None, _) if self.shown.family_setup.is_some() => (
                self.shown.family_setup.clone().unwrap_or_default(),
                Vec::new(),
            ),
            (false, Some(p), _) => {
                let g = ShatraPlay::new(Game::from_position(p));
                (g.men(), g.marks())
            }
            (false, None, Some(k)) => {
                let g = self.game.game.upto(k);
                (g.men(), g.marks())
            }
            _ => (self.game.game.men(), self.game.game.marks()),
        };
        let mode = if self.shown.setup.is_some() || self.shown.family_setup.is_some() {
            AppMode::Editing
        } else if self.aside.0.is_some() {
            AppMode::Demonstrating
        } else if self.shown.study.is_some() {
            AppMode::Studying
        } else {
            AppMode::Playing
        };
        if mode != self.shown.mode {
            self.next_mode.set(mode);
        }
        let s = &mut *self.shown;
        s.mode = mode;
        s.position = position;
        s.men = men;
        s.marks = marks;
        s.ply = ply;
        s.change = change;
        s.said = None;
        s.version += 1;
    }

    fn say(&mut self, n: Notice) {
        self.status.0 = Some(n);
    }

    /// Whether a human may move now; if not, says why (nothing while editing or demonstrating).
    fn human_may_move(&mut self) -> bool {
        match self.mode() {
            AppMode::Playing => {}
            AppMode::Studying => {
                self.say(Notice::StudyingNotPlaying);
                return false;
            }
            AppMode::Editing | AppMode::Demonstrating => return false,
        }
        if self.game.is_over() {
            self.say(Notice::GameIsOver);
            false
        } else if !self.game.human_to_move() {
            self.say(Notice::WaitForComputer);
            false
        } else {
            true
        }
    }

    fn run_clock(&mut self, seconds: f64, carry: &mut f64) {
        let running = self.game.clock().is_some_and(|c| !c.paused) && !self.game.is_over();
        if !running {
            *carry = 0.0;
            return;
        }
        // Whole milliseconds; the fraction carries over to the next frame.
        *carry += seconds * 1000.0;
        let ms = carry.floor();
        *carry -= ms;
        let side: Side = self.game.turn().into();
        // The time left changes every frame: that is not a change of the game for its mirrors.
        let flagged = self
            .game
            .bypass_change_detection()
            .clock_mut()
            .is_some_and(|c| c.run(side, ms as u64));
        if flagged {
            self.game.flag(side);
            self.game_changed(Change::Reset, false);
        }
    }

    /// A click on a cell: a man is selected, a landing chosen, or the click refused with the
    /// reason. The editor takes clicks while it is open (`crate::editor`).
    fn click(&mut self, cell: Cell) {
        if !self.input.0 || self.mode() == AppMode::Editing {
            return;
        }
        if self.moving.0 {
            self.skip.write(SkipAnimations);
            return;
        }
        if !self.human_may_move() {
            return;
        }
        // Shatra's chains, drops and refusals are read through its own engine; every other
        // game through the family's moves.
        match (self.game.position().copied(), super::shatra_square(cell)) {
            (Some(pos), Some(sq)) => self.shatra_click(pos, sq),
            (Some(_), None) => {}
            (None, _) => self.family_click(cell),
        }
    }

    /// A click in a game read through the family's moves: a man is selected, a target chosen
    /// (a move decided, or the promotion to choose), or the click refused.
    fn family_click(&mut self, cell: Cell) {
        let moves = self.game.game.legal_moves();
        let sel = &mut *self.selection;
        if let Some(from) = sel.cell_from {
            let to_here: Vec<_> = sel
                .views
                .iter()
                .filter(|m| m.from == from && m.to == cell)
                .cloned()
                .collect();
            if !to_here.is_empty() {
                if to_here.len() == 1 {
                    let m = to_here[0].coordinates.clone();
                    self.family_move(&m);
                } else {
                    sel.views = to_here;
                    sel.family_promotion = sel.views.iter().filter_map(|m| m.promotion).collect();
                }
                return;
            }
            if from == cell {
                sel.clear();
                return;
            }
        }
        let mine: Vec<_> = moves.into_iter().filter(|m| m.from == cell).collect();
        sel.clear();
        if mine.is_empty() {
            let own = self
                .shown
                .men
                .iter()
                .any(|(c, man)| *c == cell && man.side == self.game.turn());
            if own {
                self.say(Notice::ManCannotMove);
            }
            return;
        }
        sel.cell_from = Some(cell);
        sel.views = mine;
        self.status.0 = None;
    }

    /// A move of shatar or hiashatar has been played from `before`: the board follows, and the
    /// status line says what the move did in the rules' terms (a shak, a zone's braking, a
    /// niol …), when it did something to say.
    fn family_played(&mut self, before: &AnyGame, view: game_family::MoveView) {
        let caption = game_family::explain::caption(before, &view, &self.game.game);
        self.game_changed(Change::Played(view), false);
        if let Some(c) = caption {
            self.status.0 = Some(Notice::FamilyCaption(c.clone()));
            self.shown.said = Some(c);
        }
    }

    /// Plays a human's move of any game by its coordinates (already through the gates).
    fn family_move(&mut self, coordinates: &str) {
        self.selection.clear();
        let before = self.game.game.clone();
        match self.game.play_coordinates(coordinates) {
            Some(view) => self.family_played(&before, view),
            None => self.say(Notice::NotALegalMove {
                text: coordinates.to_string(),
            }),
        }
    }

    /// A click on a Shatra square.
    fn shatra_click(&mut self, pos: Position, sq: shatra_engine::Square) {
        let sel = &mut *self.selection;
        if sel.from.is_some() && sel.targets() & sq.bit() != 0 {
            sel.path.push(sq);
            let path = sel.path.clone();
            sel.candidates.retain(|m| {
                m.landings().len() >= path.len() && m.landings()[..path.len()] == path[..]
            });
            if let Some(m) = sel.settle() {
                self.human_move(m);
            }
            return;
        }
        if !sel.path.is_empty() {
            self.say(Notice::ChainMustGoOn);
            return;
        }
        if sel.from == Some(sq) {
            sel.clear();
            return;
        }
        let mine: Vec<Move> = pos
            .legal_moves()
            .into_iter()
            .filter(|m| m.from() == sq)
            .collect();
        if mine.is_empty() {
            let (why, pulse) = explain::refusal(&pos, sq);
            sel.clear();
            if pulse != 0 {
                sel.pulse = pulse;
                sel.pulse_count += 1;
            }
            if pos.piece_at(sq).is_some() {
                self.say(Notice::Refused(why));
            }
            return;
        }
        sel.clear();
        sel.from = Some(sq);
        sel.candidates = mine;
        self.status.0 = None;
        if let Some(m) = self.selection.settle() {
            self.human_move(m);
        }
    }

    /// Plays a human's move (already through the gates).
    fn human_move(&mut self, m: Move) {
        self.selection.clear();
        let Some(before) = self.game.position().copied() else {
            return;
        };
        if self.game.play(m) {
            self.game_changed(Change::Moved { mv: m, before }, false);
        } else {
            self.say(Notice::MoveRefused {
                text: m.to_string(),
                why: Illegal::NotLegalHere,
            });
        }
    }

    fn apply(&mut self, c: GameCommand) {
        match c {
            GameCommand::Play(m) => {
                if self.human_may_move() {
                    self.human_move(m);
                }
            }
            GameCommand::PlayMove(text) => {
                if self.human_may_move() {
                    self.family_move(&text);
                }
            }
            GameCommand::Promote(kind) => {
                if self.human_may_move()
                    && let Some(m) = self.selection.choose_promotion(kind)
                {
                    self.human_move(m);
                }
            }
            GameCommand::PromoteTo(kind) => {
                let chosen = self
                    .selection
                    .views
                    .iter()
                    .find(|m| m.promotion == Some(kind))
                    .map(|m| m.coordinates.clone());
                if self.human_may_move()
                    && let Some(m) = chosen
                {
                    self.family_move(&m);
                }
            }
            GameCommand::TypedMove(text) => self.typed_move(&text),
            GameCommand::ComputerMove { version, mv } => self.computer_move(version, mv),
            GameCommand::ComputerPlays {
                version,
                coordinates,
            } => self.computer_plays(version, &coordinates),
            GameCommand::Deselect => self.selection.clear(),
            GameCommand::SelectFor(m) => self.select_for(m),
            GameCommand::Undo => self.take_back(true),
            GameCommand::Redo => self.take_back(false),
            GameCommand::NewGame {
                options,
                players,
                clock,
            } => {
                self.open(AnyGame::new(&options), players, None);
                self.game.set_clock(clock);
            }
            GameCommand::Open {
                game,
                players,
                notice,
                clock,
            } => {
                self.open(*game, players, notice);
                self.game.keep_clock(clock);
            }
            GameCommand::Resign(side) => self.resign(side),
            GameCommand::OfferDraw => self.offer_draw(),
            GameCommand::AnswerDraw(accept) => self.answer_draw(accept),
            GameCommand::ComputerAnswersDraw { version, accept } => {
                if version == self.game.version && !self.game.is_over() {
                    self.offer.0 = None;
                    if accept {
                        self.game.agree_draw();
                        self.game_changed(Change::Reset, false);
                    } else {
                        self.say(Notice::DrawDeclined);
                    }
                }
            }
            GameCommand::Hint => {
                if self.human_may_move() {
                    self.advice.wanted = Some(self.game.version);
                    self.advice.hint = None;
                    self.advice.family_hint = None;
                }
            }
            GameCommand::Browse(ply) => self.browse(ply),
            GameCommand::PlayFromHere => self.play_from_here(),
            GameCommand::PauseClock(paused) => {
                if let Some(c) = self.game.clock_mut() {
                    c.paused = paused;
                }
            }
            GameCommand::Edit(position) => self.edit(position),
            GameCommand::ShowSetup(p) => {
                if self.mode() == AppMode::Editing {
                    self.shown.setup = Some(p);
                    self.show(Change::Reset);
                }
            }
            GameCommand::CloseEditor => {
                if self.mode() == AppMode::Editing {
                    self.shown.setup = None;
                    self.shown.family_setup = None;
                    self.show(Change::Reset);
                }
            }
            GameCommand::ShowFamilySetup(men) => {
                if self.mode() == AppMode::Editing && self.shown.family_setup.is_some() {
                    self.shown.family_setup = Some(men);
                    self.show(Change::Reset);
                }
            }
            GameCommand::PlayFromFamilySetup { game, players } => {
                if self.mode() == AppMode::Editing {
                    self.open(*game, players, None);
                }
            }
            GameCommand::PlayFromSetup { position, players } => {
                if self.mode() == AppMode::Editing {
                    self.open(Game::from_position(position).into(), players, None);
                }
            }
            GameCommand::Demonstrate(start) => self.demonstrate(*start),
            GameCommand::DemoMove(m) => {
                let Some(before) = self.game.position().copied() else {
                    return;
                };
                if self.mode() == AppMode::Demonstrating && self.game.play(m) {
                    self.game_changed(Change::Moved { mv: m, before }, false);
                }
            }
            GameCommand::DemoPlay(text) => {
                if self.mode() == AppMode::Demonstrating {
                    self.family_typed_move(&text);
                }
            }
            GameCommand::EndDemonstration => self.end_demonstration(),
            GameCommand::ClearStatus => self.status.0 = None,
        }
    }

    /// A typed move is read against the game as it stands, through the same gates as clicks.
    fn typed_move(&mut self, text: &str) {
        if !self.human_may_move() {
            return;
        }
        let Some(pos) = self.game.position().copied() else {
            // Shatar and hiashatar: SAN or coordinates, read by the family's game.
            self.family_typed_move(text);
            return;
        };
        match pos.parse_move(text) {
            Ok(m) => self.human_move(m),
            Err(MoveError::Syntax { .. }) => self.say(Notice::NotAMove {
                text: text.to_string(),
            }),
            Err(MoveError::Illegal { why, .. }) => self.say(Notice::MoveRefused {
                text: text.to_string(),
                why,
            }),
        }
    }

    /// A move typed in SAN or coordinates in a game read through the family's moves.
    fn family_typed_move(&mut self, text: &str) {
        self.selection.clear();
        let before = self.game.game.clone();
        match self.game.play_text(text) {
            Ok(view) => self.family_played(&before, view),
            Err(game_family::PlayError::Text { .. }) => self.say(Notice::NotALegalMove {
                text: text.to_string(),
            }),
            Err(_) => self.say(Notice::GameIsOver),
        }
    }

    fn computer_may_move(&self, version: u64) -> bool {
        let its_turn = !self.game.is_over() && self.game.player_to_move().strength().is_some();
        version == self.game.version && its_turn && self.mode() == AppMode::Playing
    }

    fn computer_plays(&mut self, version: u64, coordinates: &str) {
        if !self.computer_may_move(version) {
            return;
        }
        let before = self.game.game.clone();
        if let Some(view) = self.game.play_coordinates(coordinates) {
            self.family_played(&before, view);
        }
    }

    fn computer_move(&mut self, version: u64, mv: Move) {
        if !self.computer_may_move(version) {
            return;
        }
        let Some(before) = self.game.position().copied() else {
            return;
        };
        if self.game.play(mv) {
            self.game_changed(Change::Moved { mv, before }, false);
        }
    }

    fn select_for(&mut self, m: Move) {
        if self.mode() != AppMode::Playing || !self.game.human_to_move() {
            return;
        }
        let Some(pos) = self.game.position().copied() else {
            return;
        };
        let sel = &mut *self.selection;
        sel.clear();
        sel.from = Some(m.from());
        sel.candidates = pos
            .legal_moves()
            .into_iter()
            .filter(|c| c.from() == m.from() && c.landings().first() == m.landings().first())
            .collect();
    }

    fn take_back(&mut self, undo: bool) {
        if !matches!(self.mode(), AppMode::Playing | AppMode::Studying) {
            return;
        }
        let was_over = self.game.is_over();
        if undo {
            if self.game.ply() == 0 && !was_over {
                return;
            }
            self.game.undo();
        } else if !self.game.redo() {
            return;
        }
        self.game_changed(Change::Reset, was_over);
    }

    /// A game from anywhere takes the board: the editor closes, a demonstration's set-aside game
    /// is dropped, study ends.
    fn open(&mut self, game: AnyGame, players: [Player; 2], notice: Option<Notice>) {
        self.shown.setup = None;
        self.shown.family_setup = None;
        self.aside.0 = None;
        self.game.replace(game, players);
        // An opened game that has already ended is not a game that ends now.
        self.game_changed(Change::Reset, true);
        self.status.0 = notice;
    }

    fn resign(&mut self, side: Side) {
        if self.mode() == AppMode::Playing && self.game.human_to_move() {
            self.game.resign(side);
            self.game_changed(Change::Reset, false);
        }
    }

    fn offer_draw(&mut self) {
        if self.mode() != AppMode::Playing || !self.game.human_to_move() {
            return;
        }
        // To a human: asked in a dialog; to the computer: weighed by `crate::ai`.
        self.offer.0 = Some(Side::from(self.game.turn()).other());
    }

    fn answer_draw(&mut self, accept: bool) {
        if self.offer.0.take().is_none() || self.game.is_over() {
            return;
        }
        if accept {
            self.game.agree_draw();
            self.game_changed(Change::Reset, false);
        } else {
            self.say(Notice::DrawDeclinedByOpponent);
        }
    }

    /// Study: one ply forward is animated as the move, one back as the move retraced; anything
    /// else snaps.
    fn browse(&mut self, ply: usize) {
        if !matches!(self.mode(), AppMode::Playing | AppMode::Studying) {
            return;
        }
        let last = self.game.ply();
        let ply = ply.min(last);
        let from = self.shown.ply;
        if ply == from {
            return;
        }
        let change = match self.game.shatra() {
            Some(game) => {
                let moves = game.moves();
                if ply == from + 1 {
                    Change::Moved {
                        mv: moves[from],
                        before: game.positions()[from],
                    }
                } else if ply + 1 == from && moves[ply].promotion().is_none() {
                    Change::Unmoved {
                        mv: moves[ply],
                        before: game.positions()[ply],
                    }
                } else {
                    Change::Reset
                }
            }
            // The other games: one ply forward is the move played again; anything else snaps.
            None if ply == from + 1 => {
                let text = self.game.game.move_texts().get(from).cloned();
                self.game
                    .game
                    .upto(from)
                    .legal_moves()
                    .into_iter()
                    .find(|m| Some(&m.text) == text.as_ref())
                    .map_or(Change::Reset, Change::Played)
            }
            None => Change::Reset,
        };
        self.selection.clear();
        self.offer.0 = None;
        self.shown.study = (ply < last).then_some(ply);
        self.status.0 = self.shown.study.map(|k| Notice::Studying {
            ply: k as u32,
            of: last as u32,
        });
        self.show(change);
    }

    fn play_from_here(&mut self) {
        let Some(k) = self
            .shown
            .study
            .filter(|_| self.mode() == AppMode::Studying)
        else {
            return;
        };
        self.game.truncate(k);
        self.game_changed(Change::Reset, true);
    }

    fn edit(&mut self, position: Option<Position>) {
        if !matches!(self.mode(), AppMode::Playing | AppMode::Studying) {
            return;
        }
        // Shatar and hiashatar: their own editor, on the men shown.
        let Some(shown) = position.or(self.shown.position) else {
            self.selection.clear();
            self.offer.0 = None;
            self.shown.family_setup = Some(self.shown.men.clone());
            self.show(Change::Reset);
            return;
        };
        self.selection.clear();
        self.offer.0 = None;
        self.shown.setup = Some(shown);
        self.show(Change::Reset);
    }

    fn demonstrate(&mut self, start: AnyGame) {
        if self.mode() == AppMode::Editing {
            return;
        }
        if self.aside.0.is_none() {
            self.aside.0 = Some((self.game.game.clone(), self.game.players));
        }
        self.shown.study = None;
        self.game.replace(start, [Player::Human, Player::Human]);
        self.game_changed(Change::Reset, true);
    }

    fn end_demonstration(&mut self) {
        let Some((game, players)) = self.aside.0.take() else {
            return;
        };
        self.game.replace(game, players);
        self.game_changed(Change::Reset, true);
    }
}
