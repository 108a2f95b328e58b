//! The mesh as plain data, the transforms that place parts, and the checks the tests (and the
//! app, if it likes) run on a mesh: finite values, unit normals, indices in range, closed
//! surfaces, bounding boxes.

use std::collections::HashMap;

/// A triangle list: positions, one unit normal per position, and counter-clockwise triangles
/// (seen from outside) as indices into them. Parts are combined with [`MeshData::append`] after
/// being placed with [`MeshData::transformed`] (or its shorthands).
#[derive(Clone, Debug, Default, PartialEq)]
pub struct MeshData {
    pub positions: Vec<[f32; 3]>,
    pub normals: Vec<[f32; 3]>,
    pub indices: Vec<u32>,
}

/// An affine transform: a 3 × 3 matrix (rows) and a translation, applied as `m · p + t`.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Affine {
    pub m: [[f32; 3]; 3],
    pub t: [f32; 3],
}

impl Default for Affine {
    fn default() -> Self {
        Self::IDENTITY
    }
}

impl Affine {
    pub const IDENTITY: Affine = Affine {
        m: [[1.0, 0.0, 0.0], [0.0, 1.0, 0.0], [0.0, 0.0, 1.0]],
        t: [0.0; 3],
    };

    pub fn translation(x: f32, y: f32, z: f32) -> Self {
        Affine {
            t: [x, y, z],
            ..Self::IDENTITY
        }
    }

    pub fn scale(x: f32, y: f32, z: f32) -> Self {
        Affine {
            m: [[x, 0.0, 0.0], [0.0, y, 0.0], [0.0, 0.0, z]],
            t: [0.0; 3],
        }
    }

    /// A turn of `a` radians about +x (right-handed: +y towards +z).
    pub fn rotation_x(a: f32) -> Self {
        let (s, c) = a.sin_cos();
        Affine {
            m: [[1.0, 0.0, 0.0], [0.0, c, -s], [0.0, s, c]],
            t: [0.0; 3],
        }
    }

    /// A turn of `a` radians about +y (+z towards +x).
    pub fn rotation_y(a: f32) -> Self {
        let (s, c) = a.sin_cos();
        Affine {
            m: [[c, 0.0, s], [0.0, 1.0, 0.0], [-s, 0.0, c]],
            t: [0.0; 3],
        }
    }

    /// A turn of `a` radians about +z (+x towards +y).
    pub fn rotation_z(a: f32) -> Self {
        let (s, c) = a.sin_cos();
        Affine {
            m: [[c, -s, 0.0], [s, c, 0.0], [0.0, 0.0, 1.0]],
            t: [0.0; 3],
        }
    }

    /// The turn that takes +y onto the direction `d` (any length but zero).
    pub fn y_to(d: [f32; 3]) -> Self {
        let d = normalize(d);
        let y = [0.0, 1.0, 0.0];
        let c = dot(y, d);
        if c > 1.0 - 1e-6 {
            return Self::IDENTITY;
        }
        if c < -1.0 + 1e-6 {
            return Self::rotation_x(std::f32::consts::PI);
        }
        // Rodrigues' formula about the axis y × d.
        let k = normalize(cross(y, d));
        let s = (1.0 - c * c).sqrt();
        let v = 1.0 - c;
        let [x, yy, z] = k;
        Affine {
            m: [
                [c + x * x * v, x * yy * v - z * s, x * z * v + yy * s],
                [yy * x * v + z * s, c + yy * yy * v, yy * z * v - x * s],
                [z * x * v - yy * s, z * yy * v + x * s, c + z * z * v],
            ],
            t: [0.0; 3],
        }
    }

    /// `self` after `first`: the point goes through `first`, then `self`.
    pub fn after(&self, first: &Affine) -> Affine {
        let mut m = [[0.0; 3]; 3];
        for (i, row) in m.iter_mut().enumerate() {
            for (j, v) in row.iter_mut().enumerate() {
                *v = (0..3).map(|k| self.m[i][k] * first.m[k][j]).sum();
            }
        }
        let t = add(self.apply_vector(first.t), self.t);
        Affine { m, t }
    }

    pub fn apply_vector(&self, v: [f32; 3]) -> [f32; 3] {
        let m = &self.m;
        [
            m[0][0] * v[0] + m[0][1] * v[1] + m[0][2] * v[2],
            m[1][0] * v[0] + m[1][1] * v[1] + m[1][2] * v[2],
            m[2][0] * v[0] + m[2][1] * v[1] + m[2][2] * v[2],
        ]
    }

    pub fn apply_point(&self, p: [f32; 3]) -> [f32; 3] {
        add(self.apply_vector(p), self.t)
    }

    pub fn determinant(&self) -> f32 {
        let m = &self.m;
        m[0][0] * (m[1][1] * m[2][2] - m[1][2] * m[2][1])
            - m[0][1] * (m[1][0] * m[2][2] - m[1][2] * m[2][0])
            + m[0][2] * (m[1][0] * m[2][1] - m[1][1] * m[2][0])
    }

    /// Normals go through the inverse transpose (the cofactor matrix, up to scale), then are
    /// made unit again.
    pub fn apply_normal(&self, n: [f32; 3]) -> [f32; 3] {
        let m = &self.m;
        let cof = [
            [
                m[1][1] * m[2][2] - m[1][2] * m[2][1],
                m[1][2] * m[2][0] - m[1][0] * m[2][2],
                m[1][0] * m[2][1] - m[1][1] * m[2][0],
            ],
            [
                m[0][2] * m[2][1] - m[0][1] * m[2][2],
                m[0][0] * m[2][2] - m[0][2] * m[2][0],
                m[0][1] * m[2][0] - m[0][0] * m[2][1],
            ],
            [
                m[0][1] * m[1][2] - m[0][2] * m[1][1],
                m[0][2] * m[1][0] - m[0][0] * m[1][2],
                m[0][0] * m[1][1] - m[0][1] * m[1][0],
            ],
        ];
        let s = self.determinant().signum();
        let v = Affine {
            m: cof,
            t: [0.0; 3],
        }
        .apply_vector(n);
        normalize([v[0] * s, v[1] * s, v[2] * s])
    }
}

pub(crate) fn add(a: [f32; 3], b: [f32; 3]) -> [f32; 3] {
    [a[0] + b[0], a[1] + b[1], a[2] + b[2]]
}

pub(crate) fn sub(a: [f32; 3], b: [f32; 3]) -> [f32; 3] {
    [a[0] - b[0], a[1] - b[1], a[2] - b[2]]
}

pub(crate) fn dot(a: [f32; 3], b: [f32; 3]) -> f32 {
    a[0] * b[0] + a[1] * b[1] + a[2] * b[2]
}

pub(crate) fn cross(a: [f32; 3], b: [f32; 3]) -> [f32; 3] {
    [
        a[1] * b[2] - a[2] * b[1],
        a[2] * b[0] - a[0] * b[2],
        a[0] * b[1] - a[1] * b[0],
    ]
}

pub(crate) fn length(a: [f32; 3]) -> f32 {
    dot(a, a).sqrt()
}

/// `a` made unit; +y for a zero vector (never NaN).
pub(crate) fn normalize(a: [f32; 3]) -> [f32; 3] {
    let l = length(a);
    if l > 1e-12 && l.is_finite() {
        [a[0] / l, a[1] / l, a[2] / l]
    } else {
        [0.0, 1.0, 0.0]
    }
}

/// An axis-aligned box.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Bounds {
    pub min: [f32; 3],
    pub max: [f32; 3],
}

impl Bounds {
    pub fn size(&self) -> [f32; 3] {
        sub(self.max, self.min)
    }
}

impl MeshData {
    pub fn new() -> Self {
        Self::default()
    }

    pub fn triangle_count(&self) -> usize {
        self.indices.len() / 3
    }

    pub fn is_empty(&self) -> bool {
        self.indices.is_empty()
    }

    /// Adds `other`'s triangles to this mesh.
    pub fn append(&mut self, other: &MeshData) {
        let base = self.positions.len() as u32;
        self.positions.extend_from_slice(&other.positions);
        self.normals.extend_from_slice(&other.normals);
        self.indices.extend(other.indices.iter().map(|i| i + base));
    }

    /// This mesh and `other`, as one.
    pub fn with(mut self, other: &MeshData) -> Self {
        self.append(other);
        self
    }

    /// One mesh of many parts.
    pub fn merge<'a>(parts: impl IntoIterator<Item = &'a MeshData>) -> Self {
        let mut m = MeshData::new();
        for p in parts {
            m.append(p);
        }
        m
    }

    /// The mesh placed by `t`. A mirroring transform (negative determinant) turns every
    /// triangle round, so that the outside stays counter-clockwise.
    pub fn transformed(mut self, t: &Affine) -> Self {
        for p in &mut self.positions {
            *p = t.apply_point(*p);
        }
        for n in &mut self.normals {
            *n = t.apply_normal(*n);
        }
        if t.determinant() < 0.0 {
            for tri in self.indices.chunks_exact_mut(3) {
                tri.swap(1, 2);
            }
        }
        self
    }

    pub fn translated(self, x: f32, y: f32, z: f32) -> Self {
        self.transformed(&Affine::translation(x, y, z))
    }

    pub fn scaled(self, x: f32, y: f32, z: f32) -> Self {
        self.transformed(&Affine::scale(x, y, z))
    }

    pub fn rotated_x(self, a: f32) -> Self {
        self.transformed(&Affine::rotation_x(a))
    }

    pub fn rotated_y(self, a: f32) -> Self {
        self.transformed(&Affine::rotation_y(a))
    }

    pub fn rotated_z(self, a: f32) -> Self {
        self.transformed(&Affine::rotation_z(a))
    }

    /// The mesh mirrored left to right (x → −x): the other of a pair of legs, arms, wheels.
    pub fn mirrored_x(self) -> Self {
        self.scaled(-1.0, 1.0, 1.0)
    }

    /// The mesh bent by a smooth map `f` of positions (a taper, a bulge): each normal follows
    /// the map's local stretch (its Jacobian, taken numerically), as with [`Affine`]. A map
    /// that folds space over itself (Jacobian determinant ≤ 0) makes no sense here.
    pub fn warped(mut self, f: impl Fn([f32; 3]) -> [f32; 3]) -> Self {
        const H: f32 = 1e-3;
        for (p, n) in self.positions.iter_mut().zip(&mut self.normals) {
            let c = f(*p);
            let mut m = [[0.0; 3]; 3];
            for k in 0..3 {
                let mut q = *p;
                q[k] += H;
                let mut r = *p;
                r[k] -= H;
                let (a, b) = (f(q), f(r));
                for (i, row) in m.iter_mut().enumerate() {
                    row[k] = (a[i] - b[i]) / (2.0 * H);
                }
            }
            *n = Affine { m, t: [0.0; 3] }.apply_normal(*n);
            *p = c;
        }
        self
    }

    /// The smallest axis-aligned box round the positions (`None` for an empty mesh).
    pub fn bounds(&self) -> Option<Bounds> {
        let first = *self.positions.first()?;
        let mut b = Bounds {
            min: first,
            max: first,
        };
        for p in &self.positions {
            for (k, v) in p.iter().enumerate() {
                b.min[k] = b.min[k].min(*v);
                b.max[k] = b.max[k].max(*v);
            }
        }
        Some(b)
    }

    /// What is wrong with the mesh as data, if anything: counts that disagree, indices out of
    /// range or not in threes, NaN or infinite values, normals that are not unit.
    pub fn validate(&self) -> Result<(), String> {
        if self.positions.len() != self.normals.len() {
            return Err(format!(
                "{} positions but {} normals",
                self.positions.len(),
                self.normals.len()
            ));
        }
        if !self.indices.len().is_multiple_of(3) {
            return Err(format!(
                "{} indices, not a multiple of 3",
                self.indices.len()
            ));
        }
        let n = self.positions.len() as u32;
        if let Some(i) = self.indices.iter().find(|&&i| i >= n) {
            return Err(format!("index {i} out of range (only {n} vertices)"));
        }
        for (i, p) in self.positions.iter().enumerate() {
            if p.iter().any(|v| !v.is_finite()) {
                return Err(format!("position {i} is not finite: {p:?}"));
            }
        }
        for (i, v) in self.normals.iter().enumerate() {
            let l = length(*v);
            if !l.is_finite() || (l - 1.0).abs() > 1e-3 {
                return Err(format!("normal {i} is not unit: {v:?} (length {l})"));
            }
        }
        Ok(())
    }

    /// The area of triangle `t`.
    pub fn triangle_area(&self, t: usize) -> f32 {
        let [a, b, c] = self.triangle(t);
        0.5 * length(cross(sub(b, a), sub(c, a)))
    }

    /// The three corners of triangle `t`.
    pub fn triangle(&self, t: usize) -> [[f32; 3]; 3] {
        let i = &self.indices[3 * t..3 * t + 3];
        [
            self.positions[i[0] as usize],
            self.positions[i[1] as usize],
            self.positions[i[2] as usize],
        ]
    }

    /// How many triangles have (almost) no area.
    pub fn degenerate_triangles(&self) -> usize {
        (0..self.triangle_count())
            .filter(|&t| self.triangle_area(t) < 1e-9)
            .count()
    }

    /// The volume the triangles enclose (divergence theorem): positive when every closed
    /// part is wound counter-clockwise seen from outside.
    pub fn signed_volume(&self) -> f32 {
        (0..self.triangle_count())
            .map(|t| {
                let [a, b, c] = self.triangle(t);
                dot(a, cross(b, c)) / 6.0
            })
            .sum()
    }

    /// Edges (between welded positions) not shared by exactly one triangle each way: 0 for a
    /// closed, consistently wound surface. Positions closer than about 1e-5 are one vertex, so
    /// the seams of a lathe or the sharp corners of a box (where normals are split) count as
    /// joined.
    pub fn open_edges(&self) -> usize {
        let mut ids: HashMap<[i64; 3], u32> = HashMap::new();
        let weld: Vec<u32> = self
            .positions
            .iter()
            .map(|p| {
                let key = p.map(|v| (v as f64 * 1e5).round() as i64);
                let next = ids.len() as u32;
                *ids.entry(key).or_insert(next)
            })
            .collect();
        let mut edges: HashMap<(u32, u32), i32> = HashMap::new();
        for tri in self.indices.chunks_exact(3) {
            let w = [
                weld[tri[0] as usize],
                weld[tri[1] as usize],
                weld[tri[2] as usize],
            ];
            if w[0] == w[1] || w[1] == w[2] || w[0] == w[2] {
                continue;
            }
            for k in 0..3 {
                let (a, b) = (w[k], w[(k + 1) % 3]);
                *edges.entry((a, b)).or_default() += 1;
            }
        }
        let mut open = 0;
        for (&(a, b), &n) in &edges {
            let back = edges.get(&(b, a)).copied().unwrap_or(0);
            if n != 1 || back != 1 {
                open += 1;
            }
        }
        open
    }

    /// The share of triangles whose face normal (from the winding) points the same way as
    /// the mean of its vertex normals: near 1 when winding and normals agree.
    pub fn winding_agreement(&self) -> f32 {
        let n = self.triangle_count();
        if n == 0 {
            return 1.0;
        }
        let good = (0..n)
            .filter(|&t| {
                let [a, b, c] = self.triangle(t);
                let face = cross(sub(b, a), sub(c, a));
                let i = &self.indices[3 * t..3 * t + 3];
                let vn = add(
                    add(self.normals[i[0] as usize], self.normals[i[1] as usize]),
                    self.normals[i[2] as usize],
                );
                dot(face, vn) >= 0.0
            })
            .count();
        good as f32 / n as f32
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::f32::consts::FRAC_PI_2;

    fn close(a: [f32; 3], b: [f32; 3]) -> bool {
        (0..3).all(|k| (a[k] - b[k]).abs() < 1e-5)
    }

    #[test]
    fn rotations_are_right_handed() {
        assert!(close(
            Affine::rotation_x(FRAC_PI_2).apply_point([0.0, 1.0, 0.0]),
            [0.0, 0.0, 1.0]
        ));
        assert!(close(
            Affine::rotation_y(FRAC_PI_2).apply_point([0.0, 0.0, 1.0]),
            [1.0, 0.0, 0.0]
        ));
        assert!(close(
            Affine::rotation_z(FRAC_PI_2).apply_point([1.0, 0.0, 0.0]),
            [0.0, 1.0, 0.0]
        ));
    }

    #[test]
    fn y_to_takes_up_onto_the_direction() {
        for d in [
            [1.0, 0.0, 0.0],
            [0.0, 0.0, -2.0],
            [0.3, -0.5, 0.8],
            [0.0, -1.0, 0.0],
            [0.0, 1.0, 0.0],
        ] {
            let r = Affine::y_to(d);
            assert!(
                close(r.apply_vector([0.0, 1.0, 0.0]), normalize(d)),
                "{d:?}"
            );
            assert!((r.determinant() - 1.0).abs() < 1e-5);
        }
    }

    #[test]
    fn composition_applies_the_first_transform_first() {
        let t = Affine::translation(1.0, 0.0, 0.0).after(&Affine::scale(2.0, 2.0, 2.0));
        assert!(close(t.apply_point([1.0, 1.0, 1.0]), [3.0, 2.0, 2.0]));
    }

    #[test]
    fn normals_follow_a_squash_as_the_inverse_transpose() {
        // A 45° slope squashed to half its height becomes shallower: its normal steeper.
        let t = Affine::scale(1.0, 0.5, 1.0);
        let n = t.apply_normal(normalize([1.0, 1.0, 0.0]));
        assert!(close(n, normalize([1.0, 2.0, 0.0])));
    }

    #[test]
    fn a_linear_warp_moves_normals_like_the_affine_transform() {
        let m = crate::shapes::sphere(0.5, 12);
        let a = m.clone().scaled(1.0, 0.5, 2.0);
        let w = m.warped(|p| [p[0], 0.5 * p[1], 2.0 * p[2]]);
        for (x, y) in a.normals.iter().zip(&w.normals) {
            assert!((0..3).all(|k| (x[k] - y[k]).abs() < 1e-3), "{x:?} {y:?}");
        }
        assert_eq!(a.positions, w.positions);
    }

    #[test]
    fn validate_catches_bad_data() {
        let mut m = MeshData {
            positions: vec![[0.0; 3], [1.0, 0.0, 0.0], [0.0, 1.0, 0.0]],
            normals: vec![[0.0, 0.0, 1.0]; 3],
            indices: vec![0, 1, 2],
        };
        assert!(m.validate().is_ok());
        m.indices.push(3);
        assert!(m.validate().is_err());
        m.indices.truncate(3);
        m.normals[1] = [0.0, 0.0, 2.0];
        assert!(m.validate().is_err());
        m.normals[1] = [0.0, 0.0, 1.0];
        m.positions[2][0] = f32::NAN;
        assert!(m.validate().is_err());
    }
}
