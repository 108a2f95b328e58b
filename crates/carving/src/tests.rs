//! The figures' quality bar: sound data, closed surfaces, sizes as `Figure::height` and the
//! square say, budgets, and outlines that tell every man from every other (look.md, "Shatar
//! and hiashatar men and boards").

use super::*;

/// Horizontal bands the side outlines are sampled in, from the floor up to this height.
const BANDS: usize = 24;
const TOP: f32 = 1.0;

/// A man's outline as a profile: per band of height, how wide it is (x, seen from the front)
/// and how deep (z, seen from the side), from where its triangles cross the band's middle
/// and its vertices inside the band; 0 where nothing of it is.
fn profile(m: &MeshData) -> Vec<[f32; 2]> {
    let mut lo = [[f32::MAX; 2]; BANDS];
    let mut hi = [[f32::MIN; 2]; BANDS];
    let band_of = |y: f32| ((y / TOP * BANDS as f32).floor() as isize).clamp(0, BANDS as isize - 1);
    let mut put = |b: usize, p: [f32; 3]| {
        for (k, c) in [0usize, 2].into_iter().enumerate() {
            lo[b][k] = lo[b][k].min(p[c]);
            hi[b][k] = hi[b][k].max(p[c]);
        }
    };
    for p in &m.positions {
        put(band_of(p[1]) as usize, *p);
    }
    for t in 0..m.triangle_count() {
        let tri = m.triangle(t);
        for b in 0..BANDS {
            let y = (b as f32 + 0.5) / BANDS as f32 * TOP;
            for k in 0..3 {
                let (p, q) = (tri[k], tri[(k + 1) % 3]);
                if (p[1] - y) * (q[1] - y) < 0.0 {
                    let s = (y - p[1]) / (q[1] - p[1]);
                    put(b, [p[0] + s * (q[0] - p[0]), y, p[2] + s * (q[2] - p[2])]);
                }
            }
        }
    }
    (0..BANDS)
        .map(|b| {
            if hi[b][0] < lo[b][0] {
                [0.0, 0.0]
            } else {
                [hi[b][0] - lo[b][0], hi[b][1] - lo[b][1]]
            }
        })
        .collect()
}

/// How far apart two outlines are: the mean difference of width and depth over the bands.
fn outline_distance(a: &[[f32; 2]], b: &[[f32; 2]]) -> f32 {
    a.iter()
        .zip(b)
        .map(|(p, q)| ((p[0] - q[0]).abs() + (p[1] - q[1]).abs()) / 2.0)
        .sum::<f32>()
        / BANDS as f32
}

#[test]
fn every_figure_is_sound_data() {
    for f in Figure::ALL {
        let c = f.carve();
        for (part, m) in [("body", &c.body), ("plinth", &c.plinth)] {
            m.validate()
                .unwrap_or_else(|e| panic!("{} {part}: {e}", f.name()));
            assert!(
                m.triangle_count() >= 50,
                "{} {part}: only {} triangles",
                f.name(),
                m.triangle_count()
            );
            // Next to no sliver triangles, and the winding agrees with the normals.
            let degenerate = m.degenerate_triangles();
            assert!(
                degenerate * 200 <= m.triangle_count(),
                "{} {part}: {degenerate} degenerate triangles",
                f.name()
            );
            let agree = m.winding_agreement();
            assert!(agree > 0.97, "{} {part}: winding agrees {agree}", f.name());
        }
    }
}

#[test]
fn every_figure_is_a_union_of_closed_solids() {
    for f in Figure::ALL {
        let m = build(f);
        assert_eq!(m.open_edges(), 0, "{}", f.name());
        assert!(m.signed_volume() > 0.0, "{}", f.name());
    }
}

#[test]
fn heights_are_as_figure_height_says() {
    for f in Figure::ALL {
        let b = build(f).bounds().unwrap();
        let h = b.max[1];
        assert!(b.min[1].abs() < 1e-4, "{} stands at {}", f.name(), b.min[1]);
        assert!(
            (h - f.height()).abs() <= 0.03 * f.height(),
            "{} is {h:.3} tall, height() says {}",
            f.name(),
            f.height()
        );
    }
}

#[test]
fn heights_rank_like_a_chess_set() {
    use Figure::*;
    let h = |f: Figure| f.height();
    assert!(Figure::ALL.iter().all(|&f| f == Noyon || h(f) < h(Noyon)));
    assert!(h(Hia) > h(Bers) && h(Bers) > h(Temee) && h(Bers) > h(Mori));
    for f in [Mori, Tereg, Temee] {
        assert!((0.6..=0.76).contains(&h(f)), "{f:?}");
    }
    assert!(
        Figure::ALL
            .iter()
            .all(|&f| f == Khuu || h(f) > h(Khuu) + 0.15)
    );
}

#[test]
fn every_figure_fits_its_square_from_the_origin() {
    for f in Figure::ALL {
        let c = f.carve();
        for (part, m) in [("whole", c.whole()), ("plinth", c.plinth.clone())] {
            let b = m.bounds().unwrap();
            for k in [0, 2] {
                assert!(
                    b.min[k] >= -0.4 && b.max[k] <= 0.4,
                    "{} {part}: {:?}",
                    f.name(),
                    b
                );
            }
        }
        // The plinth is the floor of the figure: nothing stands out beyond it by much, and it
        // is centred on the origin.
        let p = c.plinth.bounds().unwrap();
        assert!(
            (p.min[0] + p.max[0]).abs() < 1e-3 && (p.min[2] + p.max[2]).abs() < 1e-3,
            "{}: plinth off centre {p:?}",
            f.name()
        );
        assert!(p.max[1] < 0.2, "{}", f.name());
    }
}

#[test]
fn triangle_budgets() {
    for f in Figure::ALL {
        let n = build(f).triangle_count();
        assert!(n < 20_000, "{}: {n} triangles", f.name());
    }
}

#[test]
fn figures_face_forward() {
    // Heads and muzzles forward: the upper half of an animal reaches further forward (+z)
    // than back; the noyon's throne back is behind him.
    use Figure::*;
    for f in [Bers, Mori, Temee, Khuu, StauntonKnight] {
        let m = build(f);
        let b = m.bounds().unwrap();
        let upper = m.positions.iter().filter(|p| p[1] > b.max[1] * 0.5);
        let (lo, hi) = upper.fold((0.0f32, 0.0f32), |(lo, hi), p| (lo.min(p[2]), hi.max(p[2])));
        assert!(hi > -lo, "{}: upper half from z {lo} to {hi}", f.name());
    }
    let m = build(Noyon);
    let back = m
        .positions
        .iter()
        .filter(|p| p[1] > 0.5 && p[1] < 0.6)
        .map(|p| p[2])
        .fold(f32::MAX, f32::min);
    assert!(back < -0.2, "the throne's back is behind the noyon");
}

#[test]
fn every_pair_of_figures_differs_in_height_or_outline() {
    let profiles: Vec<(Figure, f32, Vec<[f32; 2]>)> = Figure::ALL
        .iter()
        .map(|&f| {
            let m = build(f);
            (f, m.bounds().unwrap().max[1], profile(&m))
        })
        .collect();
    let mut closest = (f32::MAX, "", "");
    for (i, (fa, ha, pa)) in profiles.iter().enumerate() {
        for (fb, hb, pb) in &profiles[i + 1..] {
            let dh = (ha - hb).abs();
            let d = outline_distance(pa, pb);
            if d < closest.0 {
                closest = (d, fa.name(), fb.name());
            }
            // Clearly different: 0.05 in height (a twentieth of a square), or outlines 0.03
            // apart on average over the bands.
            assert!(
                dh > 0.05 || d > 0.03,
                "{} and {} are alike: heights {ha:.3} / {hb:.3}, outlines {d:.3} apart",
                fa.name(),
                fb.name()
            );
            // And the outline alone tells them apart, even where heights differ.
            assert!(
                d > 0.015,
                "{} and {}: outlines only {d:.3} apart",
                fa.name(),
                fb.name()
            );
        }
    }
    println!(
        "closest outlines: {} and {}, {:.3} apart",
        closest.1, closest.2, closest.0
    );
}

#[test]
fn the_staunton_knight_is_an_extruded_head_on_a_turned_base() {
    let c = Figure::StauntonKnight.carve();
    let b = c.body.bounds().unwrap();
    let p = c.plinth.bounds().unwrap();
    // The head is a slab, much thinner across (x) than it is deep (z).
    assert!(b.size()[0] < 0.7 * b.size()[2], "{b:?}");
    // The base is round.
    assert!((p.size()[0] - p.size()[2]).abs() < 0.01, "{p:?}");
}

/// Prints the numbers the report quotes: `cargo test -p carving -- --nocapture stats`.
#[test]
fn stats() {
    for f in Figure::ALL {
        let m = build(f);
        let b = m.bounds().unwrap();
        println!(
            "{:16} {:6} triangles, {:.3} tall, footprint {:.3} x {:.3}",
            f.name(),
            m.triangle_count(),
            b.max[1],
            b.size()[0],
            b.size()[2]
        );
    }
}
