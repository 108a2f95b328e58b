//! A small network added to the evaluation: what the linear terms of [`Weights`](super::Weights)
//! miss, learnt from positions a stronger engine has judged (`tune --net`, docs/engine.md).
//!
//! Its input is the men on the board seen from the side to move: one input for each of the
//! side's own men and the other side's by kind and square (ranks counted from the side to
//! move's own, so that one net serves both colours), 2 × 7 × 100 inputs, of which a position
//! sets one a man. They feed [`HIDDEN`] units, each clipped to 0 … 1, whose weighted sum is
//! the centipawns the network adds to the evaluation for the side to move. A network starts
//! at nothing (its output weights 0), so that what it adds is only what the samples taught.
//!
//! A network file is text: a `shatra-net 1 hidden 32` line, then `b1`, `w2` and `b2` lines,
//! then one `w1` line a used input (`w1 INDEX v…`); `#` lines are comments.

use super::tune::splitmix;
use crate::board::Board;
use crate::color::Color;
use crate::piece::PieceKind;

/// The inputs: own or other side's (2) × kind (7) × square (100, both boards' numbering).
pub const INPUTS: usize = 2 * 7 * 100;
/// The hidden units.
pub const HIDDEN: usize = 32;
/// The output's unit in centipawns (the weights stay near 1 however large what they add).
const OUTPUT_CP: f32 = 100.0;
/// The most men a board holds (10 × 10 with every man: 2 × 22), with room to spare.
pub const MAX_MEN: usize = 64;
/// The most the network adds or takes away, in centipawns (far from the mate scores, whatever
/// a file holds).
pub const MAX_OUTPUT: i32 = 1000;

/// The network's weights ([module docs](self)).
#[derive(Clone, Debug, PartialEq)]
pub struct Net {
    /// By input, then hidden unit.
    w1: Vec<[f32; HIDDEN]>,
    b1: [f32; HIDDEN],
    w2: [f32; HIDDEN],
    b2: f32,
}

/// The inputs set by `board` with `turn` to move, into `out`; how many.
pub fn inputs(board: &Board, turn: Color, out: &mut [u16; MAX_MEN]) -> usize {
    let size = board.size();
    let mut n = 0;
    for c in Color::ALL {
        let side = usize::from(c != turn) * 7;
        for kind in PieceKind::ALL {
            for sq in board.pieces(c, kind).iter() {
                let sq = if turn == Color::White {
                    sq
                } else {
                    sq.mirror_rank(size)
                };
                if n < MAX_MEN {
                    out[n] = ((side + kind.index()) * 100 + sq.index()) as u16;
                    n += 1;
                }
            }
        }
    }
    n
}

impl Net {
    /// A network that adds nothing: its hidden units drawn small from `seed`, its output
    /// weights 0.
    pub fn new(seed: u64) -> Net {
        let mut net = Net::zeros();
        let mut x = seed;
        for v in net.w1.iter_mut().flatten() {
            let z = splitmix(x);
            x = x.wrapping_add(0x9E37_79B9_7F4A_7C15);
            // Uniform in −0.05 … 0.05.
            *v = ((z >> 40) as f32 / (1u64 << 24) as f32 - 0.5) * 0.1;
        }
        net.b1 = [0.5; HIDDEN];
        net
    }

    /// Every weight 0 (also the shape of a gradient, or of Adam's moments, in [`train`]).
    fn zeros() -> Net {
        Net {
            w1: vec![[0.0; HIDDEN]; INPUTS],
            b1: [0.0; HIDDEN],
            w2: [0.0; HIDDEN],
            b2: 0.0,
        }
    }

    /// The hidden units before clipping, and the output's sum before its unit, for the inputs
    /// `x`.
    #[inline]
    fn forward(&self, x: &[u16]) -> ([f32; HIDDEN], f32) {
        let mut a = self.b1;
        for &i in x {
            let row = &self.w1[usize::from(i)];
            for (a, w) in a.iter_mut().zip(row) {
                *a += w;
            }
        }
        let mut s = self.b2;
        for (a, w) in a.iter().zip(&self.w2) {
            s += a.clamp(0.0, 1.0) * w;
        }
        (a, s)
    }

    /// What the network adds for the inputs `x`, in centipawns (not rounded).
    #[inline]
    fn output(&self, x: &[u16]) -> f32 {
        self.forward(x).1 * OUTPUT_CP
    }

    /// What the network adds to the evaluation of `board` with `turn` to move, in centipawns
    /// for the side to move (at most [`MAX_OUTPUT`] either way).
    pub fn evaluate(&self, board: &Board, turn: Color) -> i32 {
        let mut x = [0u16; MAX_MEN];
        let n = inputs(board, turn, &mut x);
        (self.output(&x[..n]).round() as i32).clamp(-MAX_OUTPUT, MAX_OUTPUT)
    }

    /// The network as text ([module docs](self)); [`Net::from_text`] reads it back.
    pub fn to_text(&self) -> String {
        let line = |name: &str, v: &[f32]| {
            let mut s = name.to_string();
            for x in v {
                s.push(' ');
                s.push_str(&x.to_string());
            }
            s.push('\n');
            s
        };
        let mut out = format!("shatra-net 1 hidden {HIDDEN}\n");
        out += &line("b1", &self.b1);
        out += &line("w2", &self.w2);
        out += &line("b2", &[self.b2]);
        for (i, row) in self.w1.iter().enumerate() {
            if row.iter().any(|&v| v != 0.0) {
                out += &line(&format!("w1 {i}"), row);
            }
        }
        out
    }

    /// A network from the text [`Net::to_text`] writes; an error names the line and what is
    /// wrong with it. Inputs without a `w1` line weigh 0.
    pub fn from_text(text: &str) -> Result<Net, String> {
        let mut lines = text
            .lines()
            .enumerate()
            .map(|(i, l)| (i + 1, l.trim()))
            .filter(|(_, l)| !l.is_empty() && !l.starts_with('#'));
        let want = format!("shatra-net 1 hidden {HIDDEN}");
        match lines.next() {
            Some((_, l)) if l.split_whitespace().eq(want.split_whitespace()) => {}
            Some((n, l)) => return Err(format!("line {n}: expected '{want}', found '{l}'")),
            None => return Err(format!("empty: expected '{want}' first")),
        }
        let mut net = Net::zeros();
        let mut seen = [false; 3];
        for (n, l) in lines {
            let mut words = l.split_whitespace();
            let name = words.next().unwrap_or_default();
            let (slot, row): (Option<usize>, &mut [f32]) = match name {
                "b1" => (Some(0), &mut net.b1),
                "w2" => (Some(1), &mut net.w2),
                "b2" => (Some(2), std::slice::from_mut(&mut net.b2)),
                "w1" => {
                    let i = words
                        .next()
                        .and_then(|w| w.parse::<usize>().ok())
                        .filter(|&i| i < INPUTS)
                        .ok_or_else(|| {
                            format!("line {n}: 'w1' needs an input from 0 to {}", INPUTS - 1)
                        })?;
                    (None, &mut net.w1[i])
                }
                other => {
                    return Err(format!(
                        "line {n}: '{other}' is not b1, w2, b2 or w1 (the network's parts)"
                    ));
                }
            };
            let values: Vec<f32> = words
                .map(|w| {
                    w.parse::<f32>()
                        .ok()
                        .filter(|v| v.is_finite())
                        .ok_or_else(|| format!("line {n}: '{w}' is not a number"))
                })
                .collect::<Result<_, _>>()?;
            if values.len() != row.len() {
                return Err(format!(
                    "line {n}: '{name}' takes {} numbers, found {}",
                    row.len(),
                    values.len()
                ));
            }
            row.copy_from_slice(&values);
            if let Some(s) = slot {
                seen[s] = true;
            }
        }
        if let Some(i) = seen.iter().position(|&s| !s) {
            return Err(format!("no '{}' line", ["b1", "w2", "b2"][i]));
        }
        Ok(net)
    }
}

/// One position to learn from: its inputs, the evaluation's score for the side to move
/// (centipawns) and the target, the side to move's expected score from 0 to 1.
#[derive(Clone, Debug)]
pub struct Example {
    pub inputs: Vec<u16>,
    pub base: f32,
    pub target: f32,
}

impl Example {
    /// The example of `board` with `turn` to move, evaluated `base` for the side to move,
    /// with White's expected score `white_target`.
    pub fn new(board: &Board, turn: Color, base: i32, white_target: f64) -> Example {
        let mut x = [0u16; MAX_MEN];
        let n = inputs(board, turn, &mut x);
        let target = if turn == Color::White {
            white_target
        } else {
            1.0 - white_target
        };
        Example {
            inputs: x[..n].to_vec(),
            base: base as f32,
            target: target as f32,
        }
    }
}

/// How [`train`] fits a network.
#[derive(Clone, Copy, Debug)]
pub struct Training {
    /// The logistic scale from centipawns to an expected score (as [`super::tune::best_scale`]
    /// finds it for the evaluation alone).
    pub scale: f64,
    /// Passes over the examples.
    pub epochs: usize,
    /// Examples a step.
    pub batch: usize,
    /// Adam's step size.
    pub rate: f32,
    /// The pull of each weight towards 0 (L2), a step.
    pub decay: f32,
    pub seed: u64,
}

impl Default for Training {
    fn default() -> Training {
        Training {
            scale: 0.004,
            epochs: 20,
            batch: 256,
            rate: 0.001,
            decay: 1e-6,
            seed: 1,
        }
    }
}

/// The mean squared error between the examples' targets and the predictions of `net` over
/// their evaluations (`None`: the evaluations alone) at `scale`.
pub fn error(examples: &[Example], net: Option<&Net>, scale: f64) -> f64 {
    if examples.is_empty() {
        return 0.0;
    }
    let sum: f64 = examples
        .iter()
        .map(|e| {
            let add = net.map_or(0.0, |n| n.output(&e.inputs));
            let p = 1.0 / (1.0 + (-scale * f64::from(e.base + add)).exp());
            (p - f64::from(e.target)).powi(2)
        })
        .sum();
    sum / examples.len() as f64
}

/// One Adam step of the weights `w` by their gradient `g`, with their running moments `m` and
/// `v`, at step `t` (from 1).
fn adam(w: &mut [f32], g: &[f32], m: &mut [f32], v: &mut [f32], t: i32, cfg: &Training) {
    const B1: f32 = 0.9;
    const B2: f32 = 0.999;
    let (c1, c2) = (1.0 - B1.powi(t), 1.0 - B2.powi(t));
    for i in 0..w.len() {
        let gi = g[i] + cfg.decay * w[i];
        m[i] = B1 * m[i] + (1.0 - B1) * gi;
        v[i] = B2 * v[i] + (1.0 - B2) * gi * gi;
        w[i] -= cfg.rate * (m[i] / c1) / ((v[i] / c2).sqrt() + 1e-8);
    }
}

/// Fits a network to `examples` (what the evaluation misses of each target), by Adam on
/// mini-batches, the examples in a fresh order each pass; `report` is shown each pass's number
/// and the network after it (to keep the one that does best on held-out examples). Returns the
/// last pass's network.
pub fn train(examples: &[Example], cfg: &Training, report: &mut dyn FnMut(usize, &Net)) -> Net {
    let mut net = Net::new(cfg.seed);
    let mut order: Vec<usize> = (0..examples.len()).collect();
    let mut x = cfg.seed ^ 0xD1B5_4A32_D192_ED03;
    // The gradient and Adam's two moments, each in the network's shape.
    let (mut m, mut v, mut g) = (Net::zeros(), Net::zeros(), Net::zeros());
    let mut touched = vec![false; INPUTS];
    let scale = cfg.scale as f32;
    let mut t = 0;
    for epoch in 1..=cfg.epochs {
        for i in (1..order.len()).rev() {
            x ^= x << 13;
            x ^= x >> 7;
            x ^= x << 17;
            order.swap(i, (x % (i as u64 + 1)) as usize);
        }
        for batch in order.chunks(cfg.batch.max(1)) {
            touched.fill(false);
            (g.b1, g.w2, g.b2) = ([0.0; HIDDEN], [0.0; HIDDEN], 0.0);
            for &i in batch {
                let e = &examples[i];
                for &f in &e.inputs {
                    let f = usize::from(f);
                    if !touched[f] {
                        touched[f] = true;
                        g.w1[f].fill(0.0);
                    }
                }
                let (a, sum) = net.forward(&e.inputs);
                let h = a.map(|v| v.clamp(0.0, 1.0));
                let p = 1.0 / (1.0 + (-scale * (e.base + sum * OUTPUT_CP)).exp());
                // The loss's derivative by the output's sum (before its unit).
                let d =
                    2.0 * (p - e.target) * p * (1.0 - p) * scale * OUTPUT_CP / batch.len() as f32;
                g.b2 += d;
                for j in 0..HIDDEN {
                    g.w2[j] += d * h[j];
                    if a[j] > 0.0 && a[j] < 1.0 {
                        let dj = d * net.w2[j];
                        g.b1[j] += dj;
                        for &f in &e.inputs {
                            g.w1[usize::from(f)][j] += dj;
                        }
                    }
                }
            }
            t += 1;
            // Only the inputs this batch set move (a sparse step: the others' moments wait).
            for (f, row) in net.w1.iter_mut().enumerate().filter(|(f, _)| touched[*f]) {
                adam(row, &g.w1[f], &mut m.w1[f], &mut v.w1[f], t, cfg);
            }
            adam(&mut net.b1, &g.b1, &mut m.b1, &mut v.b1, t, cfg);
            adam(&mut net.w2, &g.w2, &mut m.w2, &mut v.w2, t, cfg);
            let (b2, gb2) = (std::slice::from_mut(&mut net.b2), [g.b2]);
            adam(
                b2,
                &gb2,
                std::slice::from_mut(&mut m.b2),
                std::slice::from_mut(&mut v.b2),
                t,
                cfg,
            );
        }
        report(epoch, &net);
    }
    net
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::shatar::{Options, Position};
    use crate::variant::Variant;

    fn board(fen: &str) -> (Board, Color) {
        let p = Position::from_fen(fen, Options::default()).expect("a FEN");
        (p.board().clone(), p.turn())
    }

    const MIDDLE: &str = "r1b1kb1r/ppp2ppp/2n2n2/3pp3/4P3/2NP1N2/PPP2PPP/R1B1KB1R w - - 0 6";

    #[test]
    fn a_new_network_adds_nothing() {
        let (b, turn) = board(MIDDLE);
        assert_eq!(Net::new(7).evaluate(&b, turn), 0);
    }

    #[test]
    fn the_inputs_are_one_a_man_from_the_side_to_move() {
        let (b, turn) = board(MIDDLE);
        let mut x = [0; MAX_MEN];
        let n = inputs(&b, turn, &mut x);
        assert_eq!(n, b.occupied().count() as usize);
        // The position turned round with the colours exchanged, the other side to move, sets
        // the same inputs: one network serves both colours.
        let mut y = [0; MAX_MEN];
        let m = inputs(&b.flipped_colors(), !turn, &mut y);
        let (mut a, mut c) = (x[..n].to_vec(), y[..m].to_vec());
        a.sort_unstable();
        c.sort_unstable();
        assert_eq!(a, c);
    }

    /// A network trained on a made-up rule (the side to move's knights are worth 150 more than
    /// the evaluation says) learns it: the error falls and the output grows with the knights.
    #[test]
    fn training_learns_what_the_evaluation_misses() {
        let fens = [
            "rnbkqbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w - - 0 1",
            "rnbkqb1r/pppppppp/8/8/8/8/PPPPPPPP/R1BQKB1R w - - 0 1",
            "r1bkqb1r/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w - - 0 1",
            "rnbkqbnr/pppppppp/8/8/8/8/PPPPPPPP/R1BQKBNR b - - 0 1",
            "rnbkqb1r/pppppppp/8/8/8/8/PPPPPPPP/RNBQKB1R b - - 0 1",
            "1nbkqb1r/pppppppp/8/8/8/8/PPPPPPPP/RNBQKB1R w - - 0 1",
        ];
        let scale = 0.004;
        let examples: Vec<Example> = fens
            .iter()
            .map(|f| {
                let (b, turn) = board(f);
                let knights = |c: Color| b.pieces(c, PieceKind::Knight).count() as f64;
                let white = 150.0 * (knights(Color::White) - knights(Color::Black));
                let target = 1.0 / (1.0 + (-scale * white).exp());
                Example::new(&b, turn, 0, target)
            })
            .collect();
        let cfg = Training {
            scale,
            epochs: 300,
            batch: 2,
            rate: 0.01,
            ..Training::default()
        };
        let before = error(&examples, None, scale);
        let net = train(&examples, &cfg, &mut |_, _| {});
        let after = error(&examples, Some(&net), scale);
        assert!(after < before / 10.0, "{before} -> {after}");
        let (b, turn) = board(fens[1]);
        assert!(net.evaluate(&b, turn) < -100, "{}", net.evaluate(&b, turn));
    }

    #[test]
    fn what_a_network_adds_is_bounded_whatever_its_file_says() {
        let (b, turn) = board(MIDDLE);
        let mut net = Net::new(1);
        net.b2 = 50.0;
        assert_eq!(net.evaluate(&b, turn), MAX_OUTPUT);
        net.b2 = -50.0;
        assert_eq!(net.evaluate(&b, turn), -MAX_OUTPUT);
    }

    #[test]
    fn the_text_reads_back() {
        let mut net = Net::new(3);
        net.w2[5] = 0.25;
        net.b2 = -0.125;
        let back = Net::from_text(&net.to_text()).expect("its own text");
        assert_eq!(back, net);
    }

    #[test]
    fn bad_text_is_refused_with_the_reason() {
        let good = Net::new(3).to_text();
        let cases = [
            ("", "empty"),
            (
                "shatra-net 2 hidden 32\n",
                "line 1: expected 'shatra-net 1 hidden 32'",
            ),
            (
                &good.replacen("b2 0", "b2 zero", 1),
                "line 4: 'zero' is not a number",
            ),
            (
                &good.replacen("b2 0", "b2 0 1", 1),
                "line 4: 'b2' takes 1 numbers, found 2",
            ),
            (
                &good.replacen("w1 0 ", "w1 1400 ", 1),
                "'w1' needs an input from 0 to 1399",
            ),
            (
                &good.replacen("w2", "v2", 1),
                "line 3: 'v2' is not b1, w2, b2 or w1",
            ),
            ("shatra-net 1 hidden 32\nb2 0\n", "no 'b1' line"),
        ];
        for (text, want) in cases {
            let e = Net::from_text(text).expect_err(want);
            assert!(e.contains(want), "{e:?} should say {want:?}");
        }
    }
}
