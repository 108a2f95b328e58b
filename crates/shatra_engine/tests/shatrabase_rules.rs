//! The rule options of shatrabase's move generator (github.com/franzm/shatrabase at b4fb943,
//! `src/database/sboard.cpp`; README, "Rule options"): for each, a position and a move that
//! shatrabase plays and RULES.md refuses (or the other way round), under the default rules and
//! under the option alone, citing the function of shatrabase's that does it.

use shatra_engine::spn::{from_spn, to_spn};
use shatra_engine::{Game, Kind, Piece, Position, Reason, RuleSet, Square};

/// A position string from the men on their squares: the men field lists squares 1 to 62 in
/// order, with a `/` after the last square of each rank.
fn fen(men: &[(u8, char)], rest: &str) -> String {
    let mut out = String::new();
    let mut empty = 0;
    for sq in 1..=62u8 {
        match men.iter().find(|(s, _)| *s == sq) {
            Some((_, c)) => {
                if empty > 0 {
                    out.push_str(&empty.to_string());
                    empty = 0;
                }
                out.push(*c);
            }
            None => empty += 1,
        }
        if [3, 6, 9, 10, 17, 24, 31, 38, 45, 52, 53, 56, 59, 62].contains(&sq) {
            if empty > 0 {
                out.push_str(&empty.to_string());
                empty = 0;
            }
            if sq != 62 {
                out.push('/');
            }
        }
    }
    format!("{out} {rest}")
}

fn with(f: impl FnOnce(&mut RuleSet)) -> RuleSet {
    let mut r = RuleSet::default();
    f(&mut r);
    r
}

fn position(men: &[(u8, char)], rest: &str, rules: RuleSet) -> Position {
    let text = fen(men, rest);
    Position::from_fen(&text, rules).unwrap_or_else(|e| panic!("{text}: {e}"))
}

/// Whether the moves, played one after the other from the position, are all legal.
fn plays(men: &[(u8, char)], rest: &str, rules: RuleSet, moves: &[&str]) -> bool {
    let mut g = Game::from_position(position(men, rest, rules));
    moves.iter().all(|m| g.play_text(m).is_ok())
}

/// The position's legal moves as text, sorted.
fn sorted_moves(p: &Position) -> Vec<String> {
    let mut v: Vec<String> = p.legal_moves().iter().map(|m| m.to_string()).collect();
    v.sort();
    v
}

fn sq(n: u8) -> Square {
    Square::from_number(n).unwrap()
}

/// `SBoard::getMoves` and `doMove` keep no record of sideways steps: a Shatra steps back at once.
#[test]
fn free_sideways() {
    let men = [(29, 'P'), (53, 'K'), (11, 'p'), (10, 'k')];
    let moves = ["29-30", "11-18", "30-29"];
    assert!(!plays(&men, "w - - - - 0 1", RuleSet::default(), &moves));
    let r = with(|r| r.free_sideways = true);
    assert!(plays(&men, "w - - - - 0 1", r, &moves));
}

/// `SBoard::getCapture` looks for no continuation when the victim is the Biy (`v != Biy`).
#[test]
fn biy_capture_ends_chain() {
    let men = [(40, 'P'), (53, 'K'), (33, 'k'), (19, 'p')];
    assert!(!plays(
        &men,
        "w - - - - 0 1",
        RuleSet::default(),
        &["40x26"]
    ));
    let r = with(|r| r.biy_capture_ends_chain = true);
    assert!(plays(&men, "w - - - - 0 1", r, &["40x26"]));
    assert!(!plays(&men, "w - - - - 0 1", r, &["40x26x12"]));
}

/// `SBoard::generate` (Extended) gives every man of the fortress its `getDrops`; only the
/// Original keeps an order (`m_nextOut`).
#[test]
fn drops_in_any_order() {
    let start = Position::start(RuleSet::default()).to_fen();
    let mut g = Game::from_position(Position::from_fen(&start, RuleSet::default()).unwrap());
    assert!(g.play_text("56-40").is_err());
    let r = with(|r| r.drops_in_any_order = true);
    let mut g = Game::new(r);
    assert!(g.play_text("56-40").is_ok());
}

/// `SBoard::generate` (Extended): drops come from `isInFortress(s)` (the nine squares) or
/// `isBiyOnTemdek(s)`, never from a gate.
#[test]
fn no_gate_drops() {
    let men = [(10, 'Q'), (53, 'K'), (16, 'k')];
    assert!(plays(&men, "w - - - - 0 1", RuleSet::default(), &["10-20"]));
    let r = with(|r| r.no_gate_drops = true);
    assert!(!plays(&men, "w - - - - 0 1", r, &["10-20"]));
}

/// `SBoard::getDrops`: "shatras can't drop from enemy fort" (Extended).
#[test]
fn no_shatra_enemy_drops() {
    let men = [(4, 'P'), (53, 'K'), (16, 'k')];
    assert!(plays(&men, "w - - - - 0 1", RuleSet::default(), &["4-20"]));
    let r = with(|r| r.no_shatra_enemy_drops = true);
    assert!(!plays(&men, "w - - - - 0 1", r, &["4-20"]));
}

/// `SBoard::getCapture`: a continuing jump gets no `PROMO` in the Extended version ("no promo
/// for shatras in v2"): the Shatra goes on as a Shatra and promotes where the chain ends.
#[test]
fn no_mid_chain_promotion() {
    let men = [(7, 'P'), (53, 'K'), (4, 'p'), (2, 'p'), (16, 'k')];
    let rest = "w 2,4 - - - 0 1";
    assert!(plays(&men, rest, RuleSet::default(), &["7x1=Qx3"]));
    assert!(!plays(&men, rest, RuleSet::default(), &["7x1x3=Q"]));
    let r = with(|r| r.no_mid_chain_promotion = true);
    assert!(plays(&men, rest, r, &["7x1x3=Q"]));
    assert!(!plays(&men, rest, r, &["7x1=Qx3"]));
}

/// White's officers all on the board, so a White Shatra on 2 waits.
const OFFICERS: [(u8, char); 5] = [(55, 'Q'), (54, 'R'), (33, 'R'), (57, 'B'), (59, 'B')];

/// `SBoard::generate` gives every Shatra the eight capture directions (`r = 255`), a waiting
/// one too.
#[test]
fn waiting_captures_freely() {
    let mut men = vec![(2, 'P'), (53, 'K'), (5, 'p'), (16, 'k')];
    men.extend(OFFICERS);
    assert!(!plays(&men, "w 5 - - - 0 1", RuleSet::default(), &["2x8"]));
    let r = with(|r| r.waiting_captures_freely = true);
    assert!(plays(&men, "w 5 - - - 0 1", r, &["2x8"]));
}

/// `SBoard::doCFlags` sets `PROMO_sntm` when an officer is taken while the enemy has a Shatra
/// waiting (`promoWaiting`), and `doMove` puts the taken officer's kind on its square.
#[test]
fn waiting_promotes_on_capture() {
    let mut men = vec![(2, 'P'), (53, 'K'), (26, 'p'), (16, 'k')];
    men.extend(OFFICERS);
    let on_2 = |rules: RuleSet| {
        let p = position(&men, "b - - - - 0 1", rules);
        let after = p.after(&p.parse_move("26x40").unwrap());
        (
            after.piece_at(sq(2)),
            after
                .legal_moves()
                .iter()
                .any(|m| m.from() == sq(2) && m.to() == sq(2)),
        )
    };
    let white = |k| Some(Piece::new(shatra_engine::Color::White, k));
    // RULES.md: the Shatra still waits, and may be promoted in place as a turn of its own.
    assert_eq!(on_2(RuleSet::default()), (white(Kind::Shatra), true));
    let r = with(|r| r.waiting_promotes_on_capture = true);
    assert_eq!(on_2(r), (white(Kind::Tura), false));
}

/// `SBoard::getPorts`: "'teleports' from tower squares" (a Shatra on the enemy's 11/17 for
/// White, 46/52 for Black, steps onto any empty square of the enemy fortress; Extended).
#[test]
fn tower_ports() {
    let men = [(11, 'P'), (53, 'K'), (24, 'k')];
    assert!(!plays(&men, "w - - - - 0 1", RuleSet::default(), &["11-5"]));
    let r = with(|r| r.tower_ports = true);
    assert!(plays(&men, "w - - - - 0 1", r, &["11-5"]));
    assert!(plays(&men, "w - - - - 0 1", r, &["11-2=Q"]));
}

/// `SBoard::generate`: a reserve man that has drops gets no other move, so no great road.
#[test]
fn no_great_road() {
    let men = [(55, 'R'), (47, 'K'), (24, 'k')];
    assert!(plays(
        &men,
        "w 55 - - - 0 1",
        RuleSet::default(),
        &["55-28"]
    ));
    let r = with(|r| r.no_great_road = true);
    assert!(!plays(&men, "w 55 - - - 0 1", r, &["55-28"]));
}

/// `SBoard::generate`, "force ep to be examined first": en passant from the ditch rank
/// diagonally forward or sideways on the rank passed over is looked for first, and that Shatra
/// may not also take the double-stepped one by an ordinary jump; then `getCapture`'s general loop
/// takes en passant in any direction (`ep = (to == m_epSquare && piece == Shatra)`), on the first
/// jump only (`doMove` clears `m_epSquare` at each jump).
#[test]
fn first_jump_en_passant() {
    let r = with(|r| r.first_jump_en_passant = true);
    // Backwards diagonally, from the rank the double step started on: shatrabase's only move
    // (`sb_tool legal 2`: 11:27, our 52x36).
    let spn = "1Q4BRB/K/s1S4/7/1S2S2/7/7/s6/k/br5q1 b Tt - 19 1 20";
    let captures = |rules| {
        let p = from_spn(spn, rules).unwrap();
        let legal = p.legal_moves();
        legal
            .iter()
            .filter(|m| m.is_capture())
            .map(|m| m.to_string())
            .collect::<Vec<_>>()
    };
    assert_eq!(captures(RuleSet::default()), ["52x36"]);
    assert_eq!(captures(r), ["52x36"]);
    let v2 = from_spn(spn, RuleSet::shatrabase()).unwrap().legal_moves();
    assert_eq!(
        v2.iter().map(|m| m.to_string()).collect::<Vec<_>>(),
        ["52x36"]
    );
    let men = [(14, 'P'), (53, 'K'), (13, 'p'), (15, 'p'), (16, 'k')];
    assert!(plays(&men, "b - - - - 0 1", r, &["13-27", "14x26"]));
    // Sideways from the rank passed over: both.
    let men = [(21, 'P'), (29, 'P'), (53, 'K'), (13, 'p'), (16, 'k')];
    assert!(plays(&men, "b - - - - 0 1", r, &["13-27", "21x19"]));
    // Not as a later jump of a chain: 35x21 takes 28, then 20 is the en-passant square.
    let men = [
        (35, 'P'),
        (42, 'P'),
        (53, 'K'),
        (13, 'p'),
        (28, 'p'),
        (16, 'k'),
    ];
    let moves = ["13-27", "35x21x19"];
    assert!(plays(&men, "b - - - - 0 1", RuleSet::default(), &moves));
    assert!(!plays(&men, "b - - - - 0 1", r, &moves));
    assert!(plays(&men, "b - - - - 0 1", r, &["13-27", "35x21x33"]));
}

/// `SBoard::doMove` sets `m_epSquare` after a double step only for files b to f
/// (`File(m_to) > 1 && File(m_to) < 7`): on an edge file no en passant follows.
#[test]
fn no_en_passant_on_edge_files() {
    let spn = "1Q2R1BRB/K/1SSSSSS/S6/7/1s1S3/s6/sss1sss/k/brb1r2q1 b Tt - - - 8";
    let ep = |rules| {
        let p = from_spn(spn, rules).unwrap();
        p.after(&p.parse_move("11-25").unwrap()).en_passant()
    };
    assert_eq!(ep(RuleSet::default()), Some(sq(18)));
    let r = with(|r| r.no_en_passant_on_edge_files = true);
    assert_eq!(ep(r), None);
    // Files b to f keep it.
    let p = from_spn(spn, r).unwrap();
    assert_eq!(
        p.after(&p.parse_move("12-26").unwrap()).en_passant(),
        Some(sq(19))
    );
    assert!(RuleSet::shatrabase().no_en_passant_on_edge_files);
}

/// `SBoard::doMove` counts a Biy that comes back to its gate into `m_temdek` again, and
/// `isBiyOnTemdek` gives it its drops.
#[test]
fn biy_rejoins_reserve() {
    let men = [(53, 'K'), (54, 'B'), (16, 'k')];
    let moves = ["53-48", "16-17", "48-53", "17-16", "53-40"];
    assert!(!plays(
        &men,
        "w 53-54 - - - 0 1",
        RuleSet::default(),
        &moves
    ));
    let r = with(|r| r.biy_rejoins_reserve = true);
    assert!(plays(&men, "w 53-54 - - - 0 1", r, &moves));
}

/// `SBoard::prohibited`: for the Biy, the ranks below its gate while `temdekOn`; only a man
/// capturing from inside the fortress (`inFort`) is exempt, not the Biy on its gate.
#[test]
fn biy_captures_stay_out() {
    let men = [(53, 'K'), (54, 'B'), (55, 'p'), (16, 'k')];
    let rest = "w 53-54 - - - 0 1";
    assert!(plays(&men, rest, RuleSet::default(), &["53x58"]));
    let r = with(|r| r.biy_captures_stay_out = true);
    assert!(!plays(&men, rest, r, &["53x58"]));
}

/// `SBoard::getCapture`: `inFort` (no landing is prohibited) is worked out from the square each
/// jump starts from (`generate` gives a chain jump by jump), so a reserve man's chain that has
/// left its fortress may not land on its gate again.
#[test]
fn home_landing_from_fortress_only() {
    let men = [
        (55, 'Q'),
        (38, 'K'),
        (49, 'p'),
        (43, 'p'),
        (50, 'p'),
        (16, 'k'),
    ];
    let rest = "w 55 - - - 0 1";
    assert!(plays(&men, rest, RuleSet::default(), &["55x42x44x53"]));
    assert!(!plays(&men, rest, RuleSet::default(), &["55x42x44"]));
    let r = with(|r| r.home_landing_from_fortress_only = true);
    assert!(!plays(&men, rest, r, &["55x42x44x53"]));
    assert!(plays(&men, rest, r, &["55x42x44"]));
}

/// `SBoard::getEvasions` (Extended): the Biy alone able to capture, in a fortress, gets its
/// drops, then "if (temdekOn(m_stm)) return": no steps while its side has reserve men.
#[test]
fn biy_declines_by_drop_in_fortress() {
    // White's Biy in Black's fortress on 5 can take the Shatra on 8 (landing on the gate 10).
    let men = [(5, 'K'), (54, 'B'), (8, 'p'), (24, 'k')];
    let rest = "w 8,54 - - - 0 1";
    assert!(plays(&men, rest, RuleSet::default(), &["5-4"]));
    let r = with(|r| r.biy_declines_by_drop_in_fortress = true);
    assert!(!plays(&men, rest, r, &["5-4"]));
    assert!(plays(&men, rest, r, &["5-20"]));
    assert!(plays(&men, rest, r, &["5x10"]));
}

/// `SBoard::getCapture` sets `PROMO` on a continuing jump of a Shatra onto its last rank in the
/// Original version: it goes on as a Batyr.
#[test]
fn promote_mid_chain() {
    let men = [(7, 'P'), (47, 'K'), (4, 'p'), (2, 'p'), (16, 'k')];
    let orig = RuleSet::original();
    let rest = "w 2,4 - - - 0 1";
    assert!(plays(&men, rest, orig, &["7x1x3=Q"]));
    let r = RuleSet {
        promote_mid_chain: true,
        ..orig
    };
    assert!(plays(&men, rest, r, &["7x1=Qx3"]));
    assert!(!plays(&men, rest, r, &["7x1x3=Q"]));
}

/// `SBoard::generate`, "Biy's Right" for the Original version: when one man alone can capture
/// and it stands on a gate, `getEvasions(s, piece)` adds its quiet moves and drops.
#[test]
fn lone_gate_capturer_may_decline() {
    let men = [(10, 'P'), (47, 'K'), (8, 'p'), (16, 'k')];
    let orig = RuleSet::original();
    assert!(!plays(&men, "w 8 - - - 0 1", orig, &["10-7"]));
    let r = RuleSet {
        lone_gate_capturer_may_decline: true,
        ..orig
    };
    assert!(plays(&men, "w 8 - - - 0 1", r, &["10-7"]));
    // Not when another man can capture too (`pieces_capturing == 1`).
    let men = [
        (10, 'P'),
        (47, 'K'),
        (8, 'p'),
        (16, 'k'),
        (28, 'P'),
        (21, 'p'),
    ];
    assert!(!plays(&men, "w 8 - - - 0 1", r, &["10-7"]));
}

/// The presets switch on exactly the options of each version, and nothing else.
#[test]
fn presets() {
    let v2 = RuleSet::shatrabase();
    assert!(!v2.original && v2.nearest_landing && v2.drops_in_any_order && !v2.promote_mid_chain);
    let v1 = RuleSet::shatrabase_original();
    assert!(v1.original && v1.nearest_landing && v1.lone_gate_capturer_may_decline);
    assert!(!v1.drops_in_any_order && !v1.gate_shatra_may_decline);
    assert_eq!(v2.describe(), "shatrabase (Extended)");
    assert_eq!(v1.describe(), "shatrabase (Original)");
    // Each option alone is described.
    for r in [
        with(|r| r.reserve_ends_without_biy = true),
        with(|r| r.lone_biy_declines_into_fortress = true),
        with(|r| r.no_en_passant_on_edge_files = true),
        with(|r| r.no_automatic_draws = true),
        with(|r| r.plies_since_capture_or_promotion = true),
    ] {
        assert_ne!(r.describe(), "default rules");
    }
}

/// `SBoard::generate` looks at urgent men (a pending drop obligation, RULES.md section 4) only
/// when no capture was found: when only the Biy can capture, `getEvasions()` gives its steps,
/// and the obligated drop waits, where RULES.md offers the Biy's captures and the drop.
#[test]
fn capture_defers_obligation() {
    // White's Biy on 30 can take the Shatra on 23; the Batyr on 58 owes its drop.
    let men = [(30, 'K'), (58, 'Q'), (23, 'p'), (2, 'k')];
    let rest = "w 58 - 58 - 0 1";
    let default = RuleSet::default();
    assert!(plays(&men, rest, default, &["58-39"]));
    assert!(!plays(&men, rest, default, &["30-31"]));
    let r = with(|r| r.capture_defers_obligation = true);
    assert!(plays(&men, rest, r, &["30x16"]));
    assert!(plays(&men, rest, r, &["30-31"]));
    assert!(!plays(&men, rest, r, &["58-39"]));
    // The obligation is still there on the next turn without a capture.
    let mut g = Game::from_position(position(&men, rest, r));
    g.play_text("30-37").unwrap();
    g.play_text("2-3").unwrap();
    assert_eq!(g.position().obligations(), sq(58).bit());
    assert!(g.play_text("37-38").is_err());
    assert!(g.play_text("58-39").is_ok());
    // With no capture to make, the obligation replaces every other move, as in RULES.md.
    let quiet = [(30, 'K'), (58, 'Q'), (2, 'k')];
    assert!(!plays(&quiet, rest, r, &["30-31"]));
    assert!(RuleSet::shatrabase().capture_defers_obligation);
    assert!(RuleSet::shatrabase_original().capture_defers_obligation);
}

/// `SBoard::doCFlags` sets `FLIP_URGENT` on each jump of an initial-reserve man from its home
/// fortress into it, and `doMove` toggles the man's `URGENT` flag: two such jumps in one chain
/// leave no drop obligation, where RULES.md section 4 gives one to any such capture.
#[test]
fn fortress_jumps_toggle_obligation() {
    // White's Batyr on 62 (e1) takes the Shatras on 61 and 57: 62x60x54, both jumps at home.
    let men = [(62, 'Q'), (61, 'p'), (57, 'p'), (40, 'K'), (2, 'k')];
    let rest = "w 62 - - - 0 1";
    let two = |rules: RuleSet| {
        let mut g = Game::from_position(position(&men, rest, rules));
        g.play_text("62x60x54").unwrap();
        g.position().obligations()
    };
    assert_eq!(two(RuleSet::default()), sq(54).bit());
    let r = with(|r| r.fortress_jumps_toggle_obligation = true);
    assert_eq!(two(r), 0);
    // The man is still initial reserve, free to be dropped in order as before.
    let mut g = Game::from_position(position(&men, rest, r));
    g.play_text("62x60x54").unwrap();
    assert_ne!(g.position().reserve() & sq(54).bit(), 0);
    // One jump at home leaves the obligation, as in RULES.md.
    let one = [(62, 'Q'), (61, 'p'), (40, 'K'), (2, 'k')];
    let mut g = Game::from_position(position(&one, rest, r));
    g.play_text("62x60").unwrap();
    assert_eq!(g.position().obligations(), sq(60).bit());
    assert!(RuleSet::shatrabase().fortress_jumps_toggle_obligation);
    assert!(RuleSet::shatrabase_original().fortress_jumps_toggle_obligation);
}

/// `SBoard::prohibited` forbids a Shatra to end in its own fortress only in the Original
/// version; in the Extended one, once its side has no reserve men (`temdekOn` false), a Shatra's
/// capture may land there, where RULES.md section 4 keeps Shatras out of their home for good.
#[test]
fn shatra_captures_home_without_reserve() {
    // White's Shatra on 49 (d5) takes the Shatra on White's gate (53) backwards, landing in
    // its own fortress on 55 (d3); White has no reserve men.
    let men = [(49, 'P'), (53, 'p'), (30, 'K'), (2, 'k')];
    let rest = "w - - - - 0 1";
    assert!(!plays(&men, rest, RuleSet::default(), &["49x55"]));
    let r = with(|r| r.shatra_captures_home_without_reserve = true);
    let mut g = Game::from_position(position(&men, rest, r));
    g.play_text("49x55").unwrap();
    // Such a position reads back under the option, and its Shatra moves on from home.
    let text = g.position().to_fen();
    assert!(Position::from_fen(&text, RuleSet::default()).is_err());
    let p = Position::from_fen(&text, r).unwrap();
    assert_eq!(p.to_fen(), text);
    g.play_text("2-3").unwrap();
    assert!(g.legal_moves().iter().any(|m| m.from() == sq(55)));
    assert!(shatra_engine::perft(g.position(), 3) > 0);
    // Not while the side has reserve men, and never in the Original version.
    let with_reserve = [(49, 'P'), (53, 'p'), (30, 'K'), (62, 'Q'), (2, 'k')];
    assert!(!plays(&with_reserve, "w 62 - - - 0 1", r, &["49x55"]));
    assert!(RuleSet::shatrabase().shatra_captures_home_without_reserve);
    assert!(!RuleSet::shatrabase_original().shatra_captures_home_without_reserve);
}

/// `SBoard::SPNToBoard` counts the Biy into `m_temdek` only for Extended (`m_ver == Extended`),
/// and `doMove` counts a Biy back on its gate in again only for Extended: in the Original
/// version a side's temdek is over once its last reserve man but the Biy has left, with the Biy
/// still on its gate, and the Biy may then step into its empty fortress.
#[test]
fn reserve_ends_without_biy() {
    let orig = RuleSet::original();
    let r = RuleSet {
        reserve_ends_without_biy: true,
        ..orig
    };
    // `sb_tool play 1 ... r:62-48` gives "... b t - - 3 27".
    let spn = "S8/K/SSS2SS/SSSS1SS/7/4s2/4s2/s4s1/k/5ssss w Tt - - 2 27";
    let after = |rules| {
        let p = from_spn(spn, rules).unwrap();
        to_spn(&p.after(&p.parse_move("62-48").unwrap()))
    };
    assert!(after(orig).contains(" b Tt "), "{}", after(orig));
    assert!(after(r).contains(" b t "), "{}", after(r));
    // The Biy alone on its gate: `sb_tool legal 1` allows 10-7, 10-8 and 10-9.
    let spn = "SSS6/K/1S1SS1S/1SS1SS1/S4SS/S6/2ss2s/7/k/8s b Tt - - 2 33";
    let steps = |rules| {
        let mut g = Game::from_position(from_spn(spn, rules).unwrap());
        g.play_text("1-20").unwrap();
        g.play_text("60-52").unwrap();
        ["10-7", "10-8", "10-9"]
            .iter()
            .filter(|m| g.position().parse_move(m).is_ok())
            .count()
    };
    assert_eq!(steps(orig), 0);
    assert_eq!(steps(r), 3);
    assert_eq!(steps(RuleSet::shatrabase_original()), 3);
    // Read from an SPN, `T` with only the Biy at home is no reserve.
    let p = from_spn("9/K/7/7/7/4s2/7/7/k/8s w Tt - - - 5", r).unwrap();
    assert!(!p.has_reserve(shatra_engine::Color::White));
    assert!(p.has_reserve(shatra_engine::Color::Black));
    // v1 keeps `biy_rejoins_reserve`: its `isBiyOnTemdek` (the gate while `temdekOn`) gives the
    // Biy back on its gate its drops without counting it (`sb_tool play 1` drops it 10-20 after
    // 10-14 53-47 14-10 47-46; ours 53-49 10-16 49-53 16-17 53-43).
    let spn = "SSSSSSSSS/K/7/7/7/7/7/7/k/sssssssss w Tt - - - 1";
    let mut g = Game::from_position(from_spn(spn, RuleSet::shatrabase_original()).unwrap());
    for m in ["53-49", "10-16", "49-53", "16-17", "53-43"] {
        g.play_text(m).unwrap();
    }
    assert!(to_spn(g.position()).ends_with(" b Tt - - 5 3"));
    assert!(RuleSet::shatrabase_original().biy_rejoins_reserve);
    assert!(RuleSet::shatrabase_original().reserve_ends_without_biy);
    assert!(!RuleSet::shatrabase().reserve_ends_without_biy);
}

/// `SBoard::getEvasions()` (Original): the Biy alone able to capture, on its gate or in a
/// fortress, gets its drops, and then `getMoves(..., doneDrop)` keeps its steps that are not
/// drops already (`duplicate`) instead of those not `prohibited`: it may decline into its own
/// fortress while its side has reserve men.
#[test]
fn lone_biy_declines_into_fortress() {
    let spn = "SSSSSSS2/K/1SSSSSS/s1S1SS1/7/3ss2/s2ss2/s1S2ss/k/2sssssss b Tt - - - 12";
    let legal = |rules| sorted_moves(&from_spn(spn, rules).unwrap());
    let orig = RuleSet::original();
    assert!(legal(orig).contains(&"10x23".to_string()));
    assert!(!legal(orig).contains(&"10-9".to_string()));
    let r = RuleSet {
        lone_biy_declines_into_fortress: true,
        ..orig
    };
    assert!(legal(r).contains(&"10-9".to_string()));
    assert!(legal(r).contains(&"10-8".to_string()));
    // shatrabase's moves (`sb_tool legal 1`, in our numbering; it lists the pair 10 to 23 twice,
    // the capture and the drop, as `prepareMove` finds a move by its squares).
    let mut sb: Vec<String> = [
        "10x23", "10-23", "10-31", "10-30", "10-29", "10-26", "10-25", "10-22", "10-19", "10-18",
        "10-16", "10-14", "10-13", "10-8", "10-9",
    ]
    .iter()
    .map(|s| s.to_string())
    .collect();
    sb.sort();
    assert_eq!(legal(RuleSet::shatrabase_original()), sb);
    // There, while its side has reserve men, it makes no quiet move (`generate`: `isReserve(s)`
    // and `doneDrop`; shatrabase refused our 8-10 in such a game).
    let mut g = Game::from_position(from_spn(spn, RuleSet::shatrabase_original()).unwrap());
    g.play_text("10-8").unwrap();
    let reply = g.legal_moves()[0];
    g.play(&reply).unwrap();
    assert!(
        !g.legal_moves()
            .iter()
            .any(|m| m.from() == sq(8) && !m.is_capture())
    );
    let mut g = Game::from_position(from_spn(spn, r).unwrap());
    g.play_text("10-8").unwrap();
    g.play(&reply).unwrap();
    assert!(
        !g.legal_moves()
            .iter()
            .any(|m| m.from() == sq(8) && !m.is_capture())
    );
    assert!(!RuleSet::shatrabase().lone_biy_declines_into_fortress);
}

/// `SBoard::getEvasions()` (Original): `if (isInFortGate(s)) doneDrop = getDrops(s, Biy)`, so the
/// lone capturing Biy that stands in its own fortress (having declined there, not reserve) gets
/// its drops onto its own half and, as they are `duplicate`s only there, all its steps.
#[test]
fn lone_biy_in_fortress_drops() {
    // Black's Biy on 8, not reserve, can take the Shatra on its gate (8x14); its Shatras on 1-6
    // are reserve. `sb_tool legal 1 "9/K/7/7/7/7/7/7/S/1k1ssssss b t - - - 20"`: 8x14, the drops
    // 8-11 .. 8-31 and the steps 8-9 and 8-7.
    let f = "ppp/ppp/1k1/P/7/7/7/7/7/7/K/3/3/3 b 1-6 - - - 0 20";
    let legal = |rules| sorted_moves(&Position::from_fen(f, rules).unwrap());
    let orig = RuleSet::original();
    assert!(!legal(orig).contains(&"8-20".to_string()));
    assert!(!legal(orig).contains(&"8-9".to_string()));
    let r = RuleSet {
        lone_biy_declines_into_fortress: true,
        ..orig
    };
    let mut sb: Vec<String> = ["8x14", "8-9", "8-7"]
        .iter()
        .map(|s| s.to_string())
        .collect();
    sb.extend((11..=31).map(|t| format!("8-{t}")));
    sb.sort();
    assert_eq!(legal(r), sb);
    assert_eq!(legal(RuleSet::shatrabase_original()), sb);
    // The drop is played (`sb_tool play 1 ... 55-44` gives the Biy on 20).
    let p = Position::from_fen(f, r).unwrap();
    let after = p.after(&p.parse_move("8-20").unwrap());
    assert_eq!(after.piece_at(sq(20)).map(|p| p.kind), Some(Kind::Biy));
}

/// `SBoard::doCFlags` (Original) sets `DECTDK` when the Biy captures from its gate or fortress
/// onto the battlefield (`Rank(from) < 5 && Rank(to) > 4`) and `DECTDK_sntm` when the Biy is taken
/// there, and `getDrops` when the Biy is dropped from its fortress: each lowers `m_temdek`, which
/// in v1 does not count the Biy, so the reserve ends one man early and the last man at home is an
/// ordinary man (it steps and is dropped).
#[test]
fn biy_exits_use_up_reserve() {
    // Black's Biy on its gate 10 takes the Shatra on 14; its reserve is 9 and 8. `sb_tool play 1
    // "9/K/7/7/7/7/7/3S3/k/ss7 b t - - - 20" 53:42 10-14 54-32 14-15 55-53`: after the drop of
    // 9 the reserve is over ("b -") and the Shatra on 8 steps onto the gate.
    let f = "3/3/1pp/k/3P3/7/7/7/7/7/K/3/3/3 b 8-10 - - - 0 20";
    let play = |rules| {
        let mut g = Game::from_position(Position::from_fen(f, rules).unwrap());
        for m in ["10x21", "53-49", "9-31", "49-48"] {
            g.play_text(m).unwrap();
        }
        let has = g.position().has_reserve(shatra_engine::Color::Black);
        (has, g.play_text("8-10").is_ok())
    };
    let orig = RuleSet::original();
    assert_eq!(play(orig), (true, false));
    let r = RuleSet {
        biy_exits_use_up_reserve: true,
        ..orig
    };
    assert_eq!(play(r), (false, true));
    assert_eq!(play(RuleSet::shatrabase_original()), (false, true));
    // While the reserve lasts, the man left outside it at home makes no quiet move and captures
    // as a reserve man: here after 10x21 the Shatra on 8 is that man.
    let mut g = Game::from_position(Position::from_fen(f, RuleSet::shatrabase_original()).unwrap());
    g.play_text("10x21").unwrap();
    assert_eq!(g.position().reserve() & sq(8).bit(), 0);
    assert!(g.position().has_reserve(shatra_engine::Color::Black));
    g.play_text("53-49").unwrap();
    assert!(g.play_text("8-10").is_err());
    // The Biy taken on its gate with one reserve man left ends that reserve (shatrabase's final
    // SPNs of such games have no `t`).
    let f = "3/3/2p/k/3P3/7/7/7/7/7/K/3/3/3 w 9-10 - - - 0 20";
    let p = Position::from_fen(f, RuleSet::shatrabase_original()).unwrap();
    let after = p.after(&p.parse_move("14x8").unwrap());
    assert!(!to_spn(&after).contains('t'), "{}", to_spn(&after));
    assert!(!RuleSet::shatrabase().biy_exits_use_up_reserve);
}

/// shatrabase adjudicates no draw (`SBoard` and `Game` know no bare-Biys, ply-count or
/// repetition rule): its games go on where RULES.md section 7 ends them.
#[test]
fn no_automatic_draws() {
    let r = with(|r| r.no_automatic_draws = true);
    let spn = "9/K/7/7/7/7/7/7/k/9 w - - - - 30";
    let play = |rules| {
        let mut g = Game::from_position(from_spn(spn, rules).unwrap());
        let ok = g.play_text("53-49").is_ok() && g.play_text("10-14").is_ok();
        (ok, g.outcome().map(|o| o.reason))
    };
    assert_eq!(play(RuleSet::default()), (false, Some(Reason::BareBiys)));
    assert_eq!(play(r), (true, None));
    // The ply limit and threefold repetition.
    let men = [(53, 'K'), (54, 'Q'), (10, 'k'), (9, 'q')];
    let limit = |rules| Game::from_position(position(&men, "w - - - - 120 1", rules)).outcome();
    assert_eq!(
        limit(RuleSet::default()).map(|o| o.reason),
        Some(Reason::PlyLimit)
    );
    assert_eq!(limit(r), None);
    let men = [(47, 'K'), (54, 'Q'), (17, 'k'), (9, 'q')];
    let shuffle = [
        "47-46", "17-16", "46-47", "16-17", "47-46", "17-16", "46-47", "16-17",
    ];
    let repeat = |rules| {
        let mut g = Game::from_position(position(&men, "w - - - - 0 1", rules));
        let ok = shuffle.iter().all(|m| g.play_text(m).is_ok());
        (ok, g.outcome().map(|o| o.reason))
    };
    assert_eq!(repeat(RuleSet::default()), (true, Some(Reason::Threefold)));
    assert_eq!(repeat(r), (true, None));
    // shatrabase's SGN of such a game reads (drivers' repro_two_biys.sgn).
    let text = "[Event \"x\"]\n[SPN \"9/K/7/7/7/7/7/7/k/9 w - - - - 30\"]\n\n30. 53-49 10-14 *\n";
    let games = shatra_engine::sgn::read_file(text, RuleSet::shatrabase());
    assert!(games[0].is_ok(), "{:?}", games[0].as_ref().err());
    assert!(RuleSet::shatrabase().no_automatic_draws);
    assert!(RuleSet::shatrabase_original().no_automatic_draws);
}

/// `SBoard::doMove` adds 1 to `m_halfMoves` for every move (each jump of a chain and a Biy's
/// `pass` are moves of its own) and sets it to 0 only on a capture or a promotion: drops and
/// Shatra moves count.
#[test]
fn plies_since_capture_or_promotion() {
    let r = with(|r| r.plies_since_capture_or_promotion = true);
    let plies = |rules: RuleSet, moves: &[&str]| {
        let mut g = Game::new(rules);
        for m in moves {
            g.play_text(m).unwrap();
        }
        g.position().halfmoves()
    };
    assert_eq!(plies(RuleSet::default(), &["54-44", "10-27"]), 0);
    assert_eq!(plies(r, &["54-44", "10-27"]), 2);
    assert_eq!(plies(r, &["54-44", "10-27", "46-39"]), 3);
    // `sb_tool play 2 startpos 56-44 10-27` gives "... w Tt - - 2 2".
    let mut g = Game::new(RuleSet::shatrabase());
    g.play_text("56-44").unwrap();
    g.play_text("10-27").unwrap();
    assert!(
        to_spn(g.position()).ends_with(" w Tt - - 2 2"),
        "{}",
        to_spn(g.position())
    );
    // A capture sets it to 0; a Biy that stops its chain where it could go on makes one move
    // more (its `pass`).
    let men = [(32, 'K'), (33, 'p'), (35, 'p'), (2, 'k')];
    let after = |rules, m: &str| {
        let p = position(&men, "w - - - - 5 1", rules);
        p.after(&p.parse_move(m).unwrap()).halfmoves()
    };
    assert_eq!(after(RuleSet::default(), "32x34"), 0);
    assert_eq!(after(r, "32x34x36"), 0);
    assert_eq!(after(r, "32x34"), 1);
}

/// `SBoard::getCapture` lets a jump that starts inside the mover's own fortress land anywhere
/// (`inFort || !prohibited(…)`), the Biy's too: under "the Biy's captures stay out of its
/// fortress" a Biy standing in its fortress may still capture within it (shatrabase v1 plays
/// `9x7` so), while RULES.md keeps a man that is not reserve out of its home.
#[test]
fn biy_captures_stay_out_but_from_inside() {
    // White's Biy on 56 (e3, inside its fortress) takes the Shatra on 55, landing on 54; the
    // Shatra on 60 is White's reserve.
    let men = [(56, 'K'), (60, 'P'), (55, 'p'), (2, 'k')];
    let rest = "w 60 - - - 0 1";
    assert!(!plays(&men, rest, RuleSet::default(), &["56x54"]));
    let r = with(|r| r.biy_captures_stay_out = true);
    assert!(plays(&men, rest, r, &["56x54"]));
    // From the gate it still may not land at home.
    let gate = [(53, 'K'), (60, 'P'), (55, 'p'), (2, 'k')];
    assert!(!plays(&gate, rest, r, &["53x57"]));
    assert!(plays(
        &men,
        rest,
        RuleSet::shatrabase_original(),
        &["56x54"]
    ));
}
