//! The rule options of RULES.md section 9, as one value.

use serde::{Deserialize, Serialize};

/// Which reading of the rules a game plays. `RuleSet::default()` is the default rule set of
/// RULES.md; every field is one option of section 9, off by default.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, Default, Serialize, Deserialize)]
#[serde(default)]
pub struct RuleSet {
    /// The Original game (1979): Biy and 23 Shatras a side, Shatras move forward, diagonally
    /// forward or sideways everywhere (no double step, no en passant), and promote to Batyr
    /// only where the move ends.
    pub original: bool,
    /// No drop may land on file d (Pritchard).
    pub no_great_road_drops: bool,
    /// Past the ditch a Shatra may also step backwards and diagonally backwards (quiet moves).
    pub shatra_retreat: bool,
    /// Only the captures that take the most men are legal.
    pub majority_capture: bool,
    /// A Shatra always promotes to Batyr, so no Shatra ever waits.
    pub always_batyr: bool,
    /// En passant only from the enemy's ditch rank, diagonally forward (Kurin, Derzhanski).
    pub historical_en_passant: bool,
    /// A Shatra whose move starts on the enemy gate has the Biy's privilege (Kurin, Derzhanski).
    pub gate_shatra_may_decline: bool,
    /// A long-range capturer whose chain can continue lands on the nearest such square (Derzhanski).
    pub nearest_landing: bool,
    // ---- shatrabase's move generator (github.com/franzm/shatrabase, `src/database/sboard.cpp`
    // at b4fb943): each difference from RULES.md as an option of its own; the presets
    // `RuleSet::shatrabase()` and `RuleSet::shatrabase_original()` switch on those of each of
    // its two versions. ----
    /// No sideways rule: a Shatra may step sideways back at once (shatrabase has no such rule:
    /// `SBoard::getMoves` and `doMove` keep no record of sideways steps).
    pub free_sideways: bool,
    /// A jump that takes the enemy Biy ends the chain (`SBoard::getCapture`: no continuation is
    /// looked for when the victim is the Biy, `v != Biy`).
    pub biy_capture_ends_chain: bool,
    /// The initial reserve's men leave their fortress by drop in any order, not only the next in
    /// RULES.md's order (`SBoard::generate`, Extended: every man of a fortress gets
    /// `getDrops`; only its Original keeps `m_nextOut`).
    pub drops_in_any_order: bool,
    /// No man is dropped from a gate (its own or the enemy's) but the initial-reserve Biy from
    /// its own (`SBoard::generate`, Extended: drops come from `isInFortress(s)`, the nine
    /// squares, or `isBiyOnTemdek(s)`).
    pub no_gate_drops: bool,
    /// A Shatra standing in the enemy fortress is not dropped (`SBoard::getDrops`: "shatras
    /// can't drop from enemy fort", Extended).
    pub no_shatra_enemy_drops: bool,
    /// A Shatra that lands on its promotion rank in the middle of a chain stays a Shatra and
    /// goes on jumping in all directions; it promotes only if the chain ends there
    /// (`SBoard::getCapture`: "no promo for shatras in v2").
    pub no_mid_chain_promotion: bool,
    /// A waiting Shatra captures in all eight directions, not only sideways (`SBoard::generate`
    /// gives every Shatra all eight capture directions, `r = 255`).
    pub waiting_captures_freely: bool,
    /// A waiting Shatra is promoted by itself, into the kind of the officer, when the enemy
    /// captures one of its side's officers (the first waiting on files c, d, e; one per officer,
    /// in the chain's order); there is no in-place promotion move (`SBoard::doCFlags` sets
    /// `PROMO_sntm`, `doMove` puts the victim on `promoWaiting()`'s square).
    pub waiting_promotes_on_capture: bool,
    /// A Shatra on the enemy's first-rank corner squares (11 and 17 for White, 46 and 52 for
    /// Black) may also step onto any empty square of the enemy fortress (`SBoard::getPorts`,
    /// "teleports from tower squares", Extended).
    pub tower_ports: bool,
    /// No great road: an initial-reserve Batyr or Tura leaves its fortress by drop or capture
    /// only (`SBoard::generate`: a reserve man that has drops gets no other move).
    pub no_great_road: bool,
    /// En passant only as the first jump of a chain, from the enemy's ditch rank diagonally
    /// forward or from the rank passed over sideways; the Shatra that can take en passant may
    /// not take the double-stepped Shatra by an ordinary jump (`SBoard::generate`, "force ep to
    /// be examined first").
    pub first_jump_en_passant: bool,
    /// The Biy that comes back to its gate while its side still has initial-reserve men is
    /// reserve again and may be dropped (`SBoard::doMove` counts it back into `m_temdek`;
    /// `isBiyOnTemdek`).
    pub biy_rejoins_reserve: bool,
    /// While its side has initial-reserve men, a Biy's capture never ends in its fortress, not
    /// even the reserve Biy's from its gate (`SBoard::prohibited`: for the Biy, the ranks below
    /// its gate while `temdekOn`; only men capturing from inside the fortress are exempt).
    pub biy_captures_stay_out: bool,
    /// An initial-reserve man's jump may end at home only when it starts in its fortress: a
    /// chain that has left the fortress does not come back (`SBoard::getCapture`'s `inFort` is
    /// the square each jump starts from, `generate` working out every jump on its own).
    pub home_landing_from_fortress_only: bool,
    /// When only the Biy can capture and it stands in the enemy fortress while its side has
    /// initial-reserve men, it may instead be dropped but not step (`SBoard::getEvasions`,
    /// Extended: `getDrops`, then "if (temdekOn(m_stm)) return").
    pub biy_declines_by_drop_in_fortress: bool,
    /// Original game: a Shatra that lands on its promotion rank in the middle of a chain that
    /// goes on becomes a Batyr there and goes on as one (`SBoard::getCapture` sets `PROMO` on a
    /// continuing jump in the Original version).
    pub promote_mid_chain: bool,
    /// When the only man that can capture stands on its own gate or on the enemy gate, it may
    /// instead make its quiet moves and drops (shatrabase's "Biy's Right" for its Original
    /// version, `SBoard::generate` then `getEvasions(s, piece)`); it may not stop a chain early.
    pub lone_gate_capturer_may_decline: bool,
    /// A pending drop obligation waits while a capture can be made: when only privileged men
    /// (the Biy, a man on a gate) can capture, they decline by their own moves and the
    /// obligated drop is not among the moves (`SBoard::generate` looks at urgent men only when
    /// it found no capture).
    pub capture_defers_obligation: bool,
    /// Each jump of a chain by an initial-reserve man from its home fortress or gate into it
    /// turns its drop obligation on or off, and a jump out of it turns it off, so two jumps at
    /// home leave none (`SBoard::doCFlags` sets `FLIP_URGENT`, `doMove` toggles `URGENT`).
    pub fortress_jumps_toggle_obligation: bool,
    /// Once its side has no initial-reserve men, a Shatra's capture may end in its own
    /// fortress or gate, and it moves on from there (`SBoard::prohibited` keeps a Shatra out
    /// of its home only in the Original version or while the reserve remains).
    pub shatra_captures_home_without_reserve: bool,
    /// The Biy does not count in its side's reserve: once the last initial-reserve man but the
    /// Biy has left (by a drop, a capture or being taken), the side's reserve is over, and its
    /// Biy on the gate is no longer reserve (`SBoard::SPNToBoard` counts the Biy into
    /// `m_temdek` only for Extended; `doMove` counts a Biy back on its gate in only for Extended).
    pub reserve_ends_without_biy: bool,
    /// When only the Biy can capture and it has drops (on its gate, or in a fortress), its steps
    /// instead of the capture may also end in its own fortress, reserve or not
    /// (`SBoard::getEvasions()`, Original: `getDrops`, then `getMoves(..., doneDrop)` keeps the
    /// steps that are not `duplicate`s of drops instead of those not `prohibited`). A Biy that
    /// declined into its own fortress and is then the lone capturer gets its drops from there
    /// onto its own half, and all its steps (`getEvasions()`: `if (isInFortGate(s)) doneDrop =
    /// getDrops(s, Biy)`, any fortress or gate).
    pub lone_biy_declines_into_fortress: bool,
    /// Original: the Biy's leaving its home by a capture onto the battlefield, its drop from its
    /// fortress and its being taken at home each use up one place of its side's reserve, as
    /// does a capture out of its home by, or of, a man left at home outside the reserve: the
    /// reserve man last in the drop order is no longer reserve (and when it was the last, the
    /// reserve is over). While the reserve lasts such a man makes no quiet move and captures as
    /// a reserve man (`SBoard::doCFlags`: `DECTDK` for `Rank(from) < 5 && Rank(to) > 4`,
    /// `DECTDK_sntm` for a man taken at home; `getDrops`: `DECTDK` but for the Biy on its gate;
    /// v1's `m_temdek` does not count the Biy; `generate` treats every man at home as reserve
    /// while `temdekOn`).
    pub biy_exits_use_up_reserve: bool,
    /// A double step on file a or g leaves no en-passant square (`SBoard::doMove` sets
    /// `m_epSquare` only for `File(m_to) > 1 && File(m_to) < 7`).
    pub no_en_passant_on_edge_files: bool,
    /// No draw ends the game by itself: not the bare Biys, the ply limit or threefold repetition
    /// (shatrabase adjudicates none; `SBoard::doMove` leaves `m_halfMoves > 50` commented out).
    /// The search still scores a repetition inside its tree as a draw.
    pub no_automatic_draws: bool,
    /// The ply count (our counter, SPN's half-move field) counts every move since the last
    /// capture or promotion, drops and Shatra moves too, and a Biy's stop in the middle of a
    /// chain as one move (`SBoard::doMove`: `++m_halfMoves` for each move, a jump or shatrabase's
    /// `pass`, set to 0 only by a capture or a promotion).
    pub plies_since_capture_or_promotion: bool,
}

impl RuleSet {
    /// The Original game of the 1979 Altai rules (section 9, first row).
    pub fn original() -> RuleSet {
        RuleSet {
            original: true,
            ..RuleSet::default()
        }
    }

    /// shatrabase's version 2 ("Extended", github.com/franzm/shatrabase at b4fb943): the default
    /// men and start with every difference of its move generator from RULES.md.
    pub fn shatrabase() -> RuleSet {
        RuleSet {
            nearest_landing: true,
            free_sideways: true,
            biy_capture_ends_chain: true,
            drops_in_any_order: true,
            no_gate_drops: true,
            no_shatra_enemy_drops: true,
            no_mid_chain_promotion: true,
            waiting_captures_freely: true,
            waiting_promotes_on_capture: true,
            tower_ports: true,
            no_great_road: true,
            first_jump_en_passant: true,
            biy_rejoins_reserve: true,
            biy_captures_stay_out: true,
            home_landing_from_fortress_only: true,
            biy_declines_by_drop_in_fortress: true,
            shatra_captures_home_without_reserve: true,
            capture_defers_obligation: true,
            fortress_jumps_toggle_obligation: true,
            no_en_passant_on_edge_files: true,
            no_automatic_draws: true,
            plies_since_capture_or_promotion: true,
            ..RuleSet::default()
        }
    }

    /// shatrabase's version 1 ("Original"): the Original game with the differences of
    /// shatrabase's move generator in that version.
    pub fn shatrabase_original() -> RuleSet {
        RuleSet {
            original: true,
            nearest_landing: true,
            free_sideways: true,
            biy_capture_ends_chain: true,
            biy_rejoins_reserve: true,
            biy_captures_stay_out: true,
            home_landing_from_fortress_only: true,
            promote_mid_chain: true,
            lone_gate_capturer_may_decline: true,
            capture_defers_obligation: true,
            fortress_jumps_toggle_obligation: true,
            reserve_ends_without_biy: true,
            lone_biy_declines_into_fortress: true,
            biy_exits_use_up_reserve: true,
            no_automatic_draws: true,
            plies_since_capture_or_promotion: true,
            ..RuleSet::default()
        }
    }

    /// Which of shatrabase's presets this is, if one: `Some(true)` for its Original (version 1).
    pub fn shatrabase_version(&self) -> Option<u8> {
        if *self == RuleSet::shatrabase() {
            Some(2)
        } else if *self == RuleSet::shatrabase_original() {
            Some(1)
        } else {
            None
        }
    }

    /// Whether Shatras may double-step (and so be taken en passant).
    pub fn double_step(&self) -> bool {
        !self.original
    }

    /// Whether a Shatra that reaches its promotion squares may have to wait there.
    pub fn shatras_wait(&self) -> bool {
        !self.original && !self.always_batyr
    }

    /// The start position of this rule set, in the position format of section 8.
    pub fn start_fen(&self) -> &'static str {
        if self.original {
            "ppp/ppp/ppp/k/ppppppp/ppppppp/7/7/PPPPPPP/PPPPPPP/K/PPP/PPP/PPP w 1-10,53-62 - - - 0 1"
        } else {
            "pqp/prp/brb/k/ppppppp/7/7/7/7/PPPPPPP/K/BRB/PRP/PQP w 1-10,53-62 - - - 0 1"
        }
    }

    /// Short human description of the options that are on ("default rules" if none).
    pub fn describe(&self) -> String {
        match self.shatrabase_version() {
            Some(2) => return "shatrabase (Extended)".to_string(),
            Some(_) => return "shatrabase (Original)".to_string(),
            None => {}
        }
        let mut parts = Vec::new();
        if self.original {
            parts.push("Original game");
        }
        let flags = [
            (self.no_great_road_drops, "no drops on the great road"),
            (self.shatra_retreat, "Shatra retreats past the ditch"),
            (self.majority_capture, "majority capture"),
            (self.always_batyr, "always promote to Batyr"),
            (self.historical_en_passant, "historical en passant"),
            (
                self.gate_shatra_may_decline,
                "Shatra on the enemy gate may decline",
            ),
            (self.nearest_landing, "nearest landing"),
            (self.free_sideways, "no sideways rule"),
            (self.biy_capture_ends_chain, "taking the Biy ends the chain"),
            (self.drops_in_any_order, "reserve drops in any order"),
            (self.no_gate_drops, "no drops from a gate"),
            (
                self.no_shatra_enemy_drops,
                "no Shatra drops from the enemy fortress",
            ),
            (self.no_mid_chain_promotion, "no promotion mid-chain"),
            (
                self.waiting_captures_freely,
                "a waiting Shatra captures in all directions",
            ),
            (
                self.waiting_promotes_on_capture,
                "a waiting Shatra promotes when an officer is taken",
            ),
            (
                self.tower_ports,
                "Shatras enter the fortress from the towers",
            ),
            (self.no_great_road, "no great road"),
            (
                self.first_jump_en_passant,
                "en passant on the first jump only",
            ),
            (
                self.biy_rejoins_reserve,
                "the Biy rejoins the reserve on its gate",
            ),
            (
                self.biy_captures_stay_out,
                "the Biy's captures stay out of its fortress",
            ),
            (
                self.home_landing_from_fortress_only,
                "home landings only from the fortress",
            ),
            (
                self.biy_declines_by_drop_in_fortress,
                "a Biy in the enemy fortress declines by a drop",
            ),
            (self.promote_mid_chain, "promotion to Batyr mid-chain"),
            (
                self.lone_gate_capturer_may_decline,
                "a lone capturer on a gate may decline",
            ),
            (
                self.capture_defers_obligation,
                "a capture defers a drop obligation",
            ),
            (
                self.fortress_jumps_toggle_obligation,
                "each jump at home turns a drop obligation on or off",
            ),
            (
                self.shatra_captures_home_without_reserve,
                "a Shatra's capture may end at home once the reserve is gone",
            ),
            (
                self.reserve_ends_without_biy,
                "the reserve ends without the Biy",
            ),
            (
                self.lone_biy_declines_into_fortress,
                "a lone capturing Biy may decline into its fortress",
            ),
            (
                self.biy_exits_use_up_reserve,
                "the Biy's exits use up the reserve",
            ),
            (
                self.no_en_passant_on_edge_files,
                "no en passant on files a and g",
            ),
            (self.no_automatic_draws, "no automatic draws"),
            (
                self.plies_since_capture_or_promotion,
                "plies counted since a capture or promotion",
            ),
        ];
        parts.extend(flags.iter().filter(|f| f.0).map(|f| f.1));
        if parts.is_empty() {
            "default rules".to_string()
        } else {
            parts.join(", ")
        }
    }
}

/// The rule options as command-line flags (`--original`, `--majority-capture`, …), shared by
/// `shatra-cli` and the game.
#[derive(clap::Args, Clone, Debug, Default, PartialEq, Eq)]
#[command(next_help_heading = "Shatra rules (--game shatra, the default; RULES.md §9)")]
pub struct RuleFlags {
    /// The Original game of 1979 (Biy and 23 Shatras a side)
    #[arg(long, global = true)]
    pub original: bool,
    /// No drop may land on the great road (file d)
    #[arg(long, global = true)]
    pub no_great_road_drops: bool,
    /// Past the ditch a Shatra may also step backwards
    #[arg(long, global = true)]
    pub shatra_retreat: bool,
    /// Only the captures that take the most men are legal
    #[arg(long, global = true)]
    pub majority_capture: bool,
    /// A Shatra always promotes to Batyr
    #[arg(long, global = true)]
    pub always_batyr: bool,
    /// En passant only from the enemy's ditch rank, diagonally forward
    #[arg(long, global = true)]
    pub historical_en_passant: bool,
    /// A Shatra on the enemy gate has the Biy's privilege
    #[arg(long, global = true)]
    pub gate_shatra_may_decline: bool,
    /// A long-range capturer that can continue lands on the nearest such square
    #[arg(long, global = true)]
    pub nearest_landing: bool,
    /// shatrabase's rules (its version 2, Extended; with --original its version 1)
    #[arg(long, global = true)]
    pub shatrabase: bool,
    /// No sideways rule (shatrabase)
    #[arg(long, global = true)]
    pub free_sideways: bool,
    /// A jump that takes the Biy ends the chain (shatrabase)
    #[arg(long, global = true)]
    pub biy_capture_ends_chain: bool,
    /// Reserve men are dropped in any order (shatrabase)
    #[arg(long, global = true)]
    pub drops_in_any_order: bool,
    /// No drops from a gate but the reserve Biy's (shatrabase)
    #[arg(long, global = true)]
    pub no_gate_drops: bool,
    /// No Shatra is dropped from the enemy fortress (shatrabase)
    #[arg(long, global = true)]
    pub no_shatra_enemy_drops: bool,
    /// A Shatra promotes only where its chain ends (shatrabase)
    #[arg(long, global = true)]
    pub no_mid_chain_promotion: bool,
    /// A waiting Shatra captures in all directions (shatrabase)
    #[arg(long, global = true)]
    pub waiting_captures_freely: bool,
    /// A waiting Shatra promotes when an officer of its side is taken (shatrabase)
    #[arg(long, global = true)]
    pub waiting_promotes_on_capture: bool,
    /// A Shatra on the enemy's corner squares 11/17 (46/52) may enter the enemy fortress (shatrabase)
    #[arg(long, global = true)]
    pub tower_ports: bool,
    /// Reserve Batyr and Tura leave by drop or capture only (shatrabase)
    #[arg(long, global = true)]
    pub no_great_road: bool,
    /// En passant only as a chain's first jump, from the ditch rank or sideways (shatrabase)
    #[arg(long, global = true)]
    pub first_jump_en_passant: bool,
    /// The Biy back on its gate is reserve again while its side has reserve men (shatrabase)
    #[arg(long, global = true)]
    pub biy_rejoins_reserve: bool,
    /// A Biy's capture never ends in its fortress while its side has reserve men (shatrabase)
    #[arg(long, global = true)]
    pub biy_captures_stay_out: bool,
    /// A reserve man's chain that has left its fortress does not land at home again (shatrabase)
    #[arg(long, global = true)]
    pub home_landing_from_fortress_only: bool,
    /// The Biy alone able to capture, in the enemy fortress, declines by a drop only (shatrabase)
    #[arg(long, global = true)]
    pub biy_declines_by_drop_in_fortress: bool,
    /// Original game: a Shatra becomes a Batyr mid-chain and goes on as one (shatrabase)
    #[arg(long, global = true)]
    pub promote_mid_chain: bool,
    /// The only capturer, on a gate, may move quietly instead (shatrabase's Original)
    #[arg(long, global = true)]
    pub lone_gate_capturer_may_decline: bool,
    /// A pending drop obligation waits while a capture can be made (shatrabase)
    #[arg(long, global = true)]
    pub capture_defers_obligation: bool,
    /// Each jump at home turns a drop obligation on or off (shatrabase)
    #[arg(long, global = true)]
    pub fortress_jumps_toggle_obligation: bool,
    /// A Shatra's capture may end at home once its side has no reserve (shatrabase)
    #[arg(long, global = true)]
    pub shatra_captures_home_without_reserve: bool,
    /// The Biy does not count in its side's reserve: once the last initial-reserve man but the
    /// Biy has left (by a drop, a capture or being taken), the side's reserve is over, and its
    /// Biy on the gate is no longer reserve (`SBoard::SPNToBoard` counts the Biy into
    /// `m_temdek` only for Extended; `doMove` counts a Biy back on its gate in only for Extended).
    #[arg(long, global = true)]
    pub reserve_ends_without_biy: bool,
    /// When only the Biy can capture and it has drops (on its gate, or in a fortress), its steps
    /// instead of the capture may also end in its own fortress, reserve or not
    /// (`SBoard::getEvasions()`, Original: `getDrops`, then `getMoves(..., doneDrop)` keeps the
    /// steps that are not `duplicate`s of drops instead of those not `prohibited`).
    #[arg(long, global = true)]
    pub lone_biy_declines_into_fortress: bool,
    /// Original: the Biy's exits from home use up a reserve place (shatrabase)
    #[arg(long, global = true)]
    pub biy_exits_use_up_reserve: bool,
    /// A double step on file a or g leaves no en-passant square (`SBoard::doMove` sets
    /// `m_epSquare` only for `File(m_to) > 1 && File(m_to) < 7`).
    #[arg(long, global = true)]
    pub no_en_passant_on_edge_files: bool,
    /// No draw ends the game by itself: not the bare Biys, the ply limit or threefold repetition
    /// (shatrabase adjudicates none; `SBoard::doMove` leaves `m_halfMoves > 50` commented out).
    /// The search still scores a repetition inside its tree as a draw.
    #[arg(long, global = true)]
    pub no_automatic_draws: bool,
    /// The ply count (our counter, SPN's half-move field) counts every move since the last
    /// capture or promotion, drops and Shatra moves too, and a Biy's stop in the middle of a
    /// chain as one move (`SBoard::doMove`: `++m_halfMoves` for each move, a jump or shatrabase's
    /// `pass`, set to 0 only by a capture or a promotion).
    #[arg(long, global = true)]
    pub plies_since_capture_or_promotion: bool,
}

impl RuleFlags {
    pub fn rules(&self) -> RuleSet {
        let base = match (self.shatrabase, self.original) {
            (true, true) => RuleSet::shatrabase_original(),
            (true, false) => RuleSet::shatrabase(),
            _ => RuleSet::default(),
        };
        let or = |preset: bool, flag: bool| preset || flag;
        RuleSet {
            original: self.original,
            no_great_road_drops: self.no_great_road_drops,
            shatra_retreat: self.shatra_retreat,
            majority_capture: self.majority_capture,
            always_batyr: self.always_batyr,
            historical_en_passant: self.historical_en_passant,
            gate_shatra_may_decline: self.gate_shatra_may_decline,
            nearest_landing: or(base.nearest_landing, self.nearest_landing),
            free_sideways: or(base.free_sideways, self.free_sideways),
            biy_capture_ends_chain: or(base.biy_capture_ends_chain, self.biy_capture_ends_chain),
            drops_in_any_order: or(base.drops_in_any_order, self.drops_in_any_order),
            no_gate_drops: or(base.no_gate_drops, self.no_gate_drops),
            no_shatra_enemy_drops: or(base.no_shatra_enemy_drops, self.no_shatra_enemy_drops),
            no_mid_chain_promotion: or(base.no_mid_chain_promotion, self.no_mid_chain_promotion),
            waiting_captures_freely: or(base.waiting_captures_freely, self.waiting_captures_freely),
            waiting_promotes_on_capture: or(
                base.waiting_promotes_on_capture,
                self.waiting_promotes_on_capture,
            ),
            tower_ports: or(base.tower_ports, self.tower_ports),
            no_great_road: or(base.no_great_road, self.no_great_road),
            first_jump_en_passant: or(base.first_jump_en_passant, self.first_jump_en_passant),
            biy_rejoins_reserve: or(base.biy_rejoins_reserve, self.biy_rejoins_reserve),
            biy_captures_stay_out: or(base.biy_captures_stay_out, self.biy_captures_stay_out),
            home_landing_from_fortress_only: or(
                base.home_landing_from_fortress_only,
                self.home_landing_from_fortress_only,
            ),
            biy_declines_by_drop_in_fortress: or(
                base.biy_declines_by_drop_in_fortress,
                self.biy_declines_by_drop_in_fortress,
            ),
            promote_mid_chain: or(base.promote_mid_chain, self.promote_mid_chain),
            lone_gate_capturer_may_decline: or(
                base.lone_gate_capturer_may_decline,
                self.lone_gate_capturer_may_decline,
            ),
            capture_defers_obligation: or(
                base.capture_defers_obligation,
                self.capture_defers_obligation,
            ),
            fortress_jumps_toggle_obligation: or(
                base.fortress_jumps_toggle_obligation,
                self.fortress_jumps_toggle_obligation,
            ),
            shatra_captures_home_without_reserve: or(
                base.shatra_captures_home_without_reserve,
                self.shatra_captures_home_without_reserve,
            ),
            reserve_ends_without_biy: or(
                base.reserve_ends_without_biy,
                self.reserve_ends_without_biy,
            ),
            lone_biy_declines_into_fortress: or(
                base.lone_biy_declines_into_fortress,
                self.lone_biy_declines_into_fortress,
            ),
            biy_exits_use_up_reserve: or(
                base.biy_exits_use_up_reserve,
                self.biy_exits_use_up_reserve,
            ),
            no_en_passant_on_edge_files: or(
                base.no_en_passant_on_edge_files,
                self.no_en_passant_on_edge_files,
            ),
            no_automatic_draws: or(base.no_automatic_draws, self.no_automatic_draws),
            plies_since_capture_or_promotion: or(
                base.plies_since_capture_or_promotion,
                self.plies_since_capture_or_promotion,
            ),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    // RULES.md section 9: defaults are the default rule set; every option round-trips through RON.
    #[test]
    fn ron_round_trip_and_defaults() {
        assert_eq!(RuleSet::default().describe(), "default rules");
        let all = RuleSet {
            original: true,
            no_great_road_drops: true,
            shatra_retreat: true,
            majority_capture: true,
            always_batyr: true,
            historical_en_passant: true,
            gate_shatra_may_decline: true,
            nearest_landing: true,
            ..RuleSet::shatrabase()
        };
        let text = ron::to_string(&all).unwrap();
        assert_eq!(ron::from_str::<RuleSet>(&text).unwrap(), all);
        // Missing fields take their defaults, so older settings files still load.
        let partial: RuleSet = ron::from_str("(majority_capture: true)").unwrap();
        assert_eq!(
            partial,
            RuleSet {
                majority_capture: true,
                ..RuleSet::default()
            }
        );
        assert!(ron::from_str::<RuleSet>("(majority_capture: 3)").is_err());
    }
}
