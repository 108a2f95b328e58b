//! Meshes of the men built by code, as plain data (no Bevy): the carved Mongolian figurines of
//! shatar and hiashatar and a Staunton knight and hia, from a few builders (turning, extruded
//! silhouettes, primitives combined with transforms). See look.md, "Shatar and hiashatar men
//! and boards": the men are carved figurines (noyon a man on a throne, bers a lion or big dog,
//! mori a horse, tereg a two-wheeled covered cart, temee a two-humped camel, khüü a puppy, hia
//! a standing guard), built from "a side silhouette extruded and rounded, lathe parts for bodies
//! and plinths, and a few combined primitives".
//!
//! Every figure faces +z, its origin the middle of the bottom of its base, +y up, one world
//! unit a square of the board; the base fits inside 0.8 × 0.8.

pub mod extrude;
pub mod lathe;
pub mod mesh;
pub mod mongol;
pub mod shapes;
pub mod staunton;

pub use extrude::{extrude, smooth_outline, triangulate};
pub use lathe::{arc, lathe};
pub use mesh::{Affine, Bounds, MeshData};

/// A man in two parts, so that the base can have a colour of its own (look.md: "often only the
/// bases (plinths) are coloured, e.g. green and red").
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Carved {
    /// The figure itself, standing on the plinth.
    pub body: MeshData,
    /// The plinth (or turned base) under it, from y = 0.
    pub plinth: MeshData,
}

impl Carved {
    /// Body and plinth as one mesh.
    pub fn whole(&self) -> MeshData {
        self.plinth.clone().with(&self.body)
    }
}

/// Every figure this crate builds.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Figure {
    /// The king: a man seated on a throne.
    Noyon,
    /// The queen: a lion sitting up.
    Bers,
    /// The knight: a horse.
    Mori,
    /// The rook: a two-wheeled covered cart, shafts on the ground.
    Tereg,
    /// The bishop: a two-humped camel.
    Temee,
    /// The pawn: a puppy.
    Khuu,
    /// Hiashatar's bodyguard: a standing warrior.
    Hia,
    /// A Staunton knight (horse head on a turned base).
    StauntonKnight,
    /// A turned hia with a helmet, to stand with Staunton-like men.
    StauntonHia,
}

impl Figure {
    pub const ALL: [Figure; 9] = [
        Figure::Noyon,
        Figure::Bers,
        Figure::Mori,
        Figure::Tereg,
        Figure::Temee,
        Figure::Khuu,
        Figure::Hia,
        Figure::StauntonKnight,
        Figure::StauntonHia,
    ];

    /// The carved Mongolian set (shatar's six men and hiashatar's hia).
    pub const MONGOL: [Figure; 7] = [
        Figure::Noyon,
        Figure::Bers,
        Figure::Mori,
        Figure::Tereg,
        Figure::Temee,
        Figure::Khuu,
        Figure::Hia,
    ];

    /// How tall the man stands, base included (world units; a square is 1.0). Ranked like a
    /// chess set's men: noyon tallest, khüü smallest.
    pub fn height(self) -> f32 {
        match self {
            Figure::Noyon => 0.95,
            Figure::Hia => 0.85,
            Figure::Bers => 0.80,
            Figure::Temee => 0.73,
            Figure::Mori => 0.71,
            Figure::Tereg => 0.66,
            Figure::Khuu => 0.45,
            Figure::StauntonKnight => 0.74,
            Figure::StauntonHia => 0.87,
        }
    }

    /// The figure's name (its Mongolian name for the carved set).
    pub fn name(self) -> &'static str {
        match self {
            Figure::Noyon => "noyon",
            Figure::Bers => "bers",
            Figure::Mori => "mori",
            Figure::Tereg => "tereg",
            Figure::Temee => "temee",
            Figure::Khuu => "khuu",
            Figure::Hia => "hia",
            Figure::StauntonKnight => "staunton_knight",
            Figure::StauntonHia => "staunton_hia",
        }
    }

    /// Body and base apart.
    pub fn carve(self) -> Carved {
        match self {
            Figure::Noyon => mongol::noyon_parts(),
            Figure::Bers => mongol::bers_parts(),
            Figure::Mori => mongol::mori_parts(),
            Figure::Tereg => mongol::tereg_parts(),
            Figure::Temee => mongol::temee_parts(),
            Figure::Khuu => mongol::khuu_parts(),
            Figure::Hia => mongol::hia_parts(),
            Figure::StauntonKnight => staunton::staunton_knight_parts(),
            Figure::StauntonHia => staunton::staunton_hia_parts(),
        }
    }
}

/// The whole man (base included) as one mesh.
pub fn build(figure: Figure) -> MeshData {
    figure.carve().whole()
}

/// Noyon (the king): a man seated on a throne, on his plinth.
pub fn noyon() -> MeshData {
    build(Figure::Noyon)
}

/// Bers (the queen): a lion sitting up, on its plinth.
pub fn bers() -> MeshData {
    build(Figure::Bers)
}

/// Mori (the knight): a horse, on its plinth.
pub fn mori() -> MeshData {
    build(Figure::Mori)
}

/// Tereg (the rook): a two-wheeled covered cart, shafts on the ground, on its plinth.
pub fn tereg() -> MeshData {
    build(Figure::Tereg)
}

/// Temee (the bishop): a two-humped camel, on its plinth.
pub fn temee() -> MeshData {
    build(Figure::Temee)
}

/// Khüü (the pawn): a puppy, on its plinth.
pub fn khuu() -> MeshData {
    build(Figure::Khuu)
}

/// Hia (hiashatar's bodyguard): a standing warrior, on his plinth.
pub fn hia() -> MeshData {
    build(Figure::Hia)
}

/// A Staunton knight: a horse head on a turned base.
pub fn staunton_knight() -> MeshData {
    build(Figure::StauntonKnight)
}

/// A turned Staunton-style hia under a helmet.
pub fn staunton_hia() -> MeshData {
    build(Figure::StauntonHia)
}

#[cfg(test)]
mod tests;
