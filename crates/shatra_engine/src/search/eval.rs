//! Static evaluation: what a Shatra player weighs in a quiet position.

use serde::{Deserialize, Serialize};

use crate::piece::{Color, Kind};
use crate::position::Position;
use crate::square::{Dir, Square, Squares};

/// Evaluation weights, in centi-Shatras (a Shatra on its first rank is worth 100).
#[derive(Clone, Copy, Debug, PartialEq, Serialize, Deserialize)]
#[serde(default)]
pub struct Weights {
    /// Material by kind (Biy unused: its loss ends the game).
    pub batyr: i32,
    pub tura: i32,
    pub yalkyn: i32,
    pub shatra: i32,
    /// Per initial-reserve man still in the fortress: it is safe, but not yet in play.
    pub reserve: i32,
    /// Shatra bonus by rank counted from its own side (index 0 = relative rank 5).
    pub advance: [i32; 10],
    /// Extra for a Shatra past the ditch when its side has an officer to promote to.
    pub promotion_chance: i32,
    /// Per square a Batyr, Tura or Yalkyn could slide to.
    pub mobility: i32,
    /// Per enemy man that could jump the Biy if it were the enemy's turn.
    pub biy_danger: i32,
    /// Per own man next to the Biy (shelter).
    pub biy_shelter: i32,
    /// For the side to move (the initiative).
    pub tempo: i32,
}

impl Default for Weights {
    /// Tuned by self-play (`shatra-cli tune`, see the README): round 1 from hand-set values
    /// (+69 Elo over them in 200 games at 10,000 nodes), then refined.
    fn default() -> Self {
        Weights {
            batyr: 613,
            tura: 250,
            yalkyn: 150,
            shatra: 100,
            reserve: 60,
            advance: [86, 37, 67, 39, 100, 45, 300, 300, 300, 40],
            promotion_chance: 200,
            mobility: 17,
            biy_danger: 371,
            biy_shelter: 40,
            tempo: 100,
        }
    }
}

impl Weights {
    pub fn value(&self, k: Kind) -> i32 {
        match k {
            Kind::Biy => 0,
            Kind::Batyr => self.batyr,
            Kind::Tura => self.tura,
            Kind::Yalkyn => self.yalkyn,
            Kind::Shatra => self.shatra,
        }
    }

    /// Material only: what the simple Shatra programs use.
    pub fn material_only() -> Weights {
        Weights {
            batyr: 900,
            tura: 500,
            yalkyn: 300,
            shatra: 100,
            reserve: 0,
            advance: [0; 10],
            promotion_chance: 0,
            mobility: 0,
            biy_danger: 0,
            biy_shelter: 0,
            tempo: 0,
        }
    }
}

fn line_dirs(k: Kind) -> &'static [Dir] {
    match k {
        Kind::Tura => &Dir::ORTHOGONAL,
        Kind::Yalkyn => &Dir::DIAGONAL,
        _ => &Dir::ALL,
    }
}

/// How many enemy men could jump the Biy of `c` on `b` if it were their turn: a Shatra or Biy
/// next to it, or a long-range man on a clear line, with the square behind the Biy empty.
pub fn biy_attackers(pos: &Position, c: Color, b: Square) -> u32 {
    let occ = pos.occupied();
    let enemy = pos.men(c.other());
    let mut n = 0;
    for d in Dir::ALL {
        let Some(behind) = b.step(d.opposite()) else {
            continue;
        };
        if occ & behind.bit() != 0 {
            continue;
        }
        // The first man on the line from the Biy in direction d.
        let Some(t) = b.first_on_ray(d, occ) else {
            continue;
        };
        if enemy & t.bit() != 0 {
            let k = kind_at(pos, t);
            let short = matches!(k, Kind::Biy | Kind::Shatra) && b.step(d) == Some(t);
            let long = k.is_long_range() && line_dirs(k).contains(&d.opposite());
            if short || long {
                n += 1;
            }
        }
    }
    n
}

fn kind_at(pos: &Position, s: Square) -> Kind {
    Kind::ALL
        .into_iter()
        .find(|k| pos.kind_bb(*k) & s.bit() != 0)
        .unwrap_or(Kind::Shatra)
}

/// The evaluation from the side to move's point of view.
pub fn evaluate(pos: &Position, w: &Weights) -> i32 {
    let mut score = [0i32; 2];
    let occ = pos.occupied();
    for c in Color::BOTH {
        let ci = c.index();
        let lost_any = !pos.lost_officers(c).is_empty();
        for k in [Kind::Batyr, Kind::Tura, Kind::Yalkyn] {
            for s in Squares(pos.pieces(c, k)) {
                score[ci] += w.value(k);
                if w.mobility != 0 && pos.reserve() & s.bit() == 0 {
                    // Empty squares up to the first man of each line.
                    let mut m = 0;
                    for &d in line_dirs(k) {
                        let beyond = s.first_on_ray(d, occ).map_or(0, |t| t.ray(d) | t.bit());
                        m += (s.ray(d) & !beyond).count_ones() as i32;
                    }
                    score[ci] += w.mobility * m;
                }
            }
        }
        for s in Squares(pos.pieces(c, Kind::Shatra)) {
            score[ci] += w.shatra;
            if pos.reserve() & s.bit() == 0 {
                let rel = c.relative_rank(s) as usize;
                if rel >= 5 {
                    score[ci] += w.advance[rel - 5];
                    if rel >= 8 && lost_any {
                        score[ci] += w.promotion_chance * (rel as i32 - 7) / 3;
                    }
                }
            }
        }
        score[ci] += w.reserve * (pos.reserve() & pos.men(c)).count_ones() as i32;
        if let Some(b) = pos.biy(c) {
            score[ci] -= w.biy_danger * biy_attackers(pos, c, b) as i32;
            let mut shelter = 0;
            for d in Dir::ALL {
                if let Some(n) = b.step(d)
                    && pos.men(c) & n.bit() != 0
                {
                    shelter += 1;
                }
            }
            score[ci] += w.biy_shelter * shelter;
        }
    }
    let us = pos.turn().index();
    score[us] - score[1 - us] + w.tempo
}
