//! The family of games behind one boundary.
