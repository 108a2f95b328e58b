//! Scripted runs, for developers and CI: a screenshot once the scene is drawn, frame-time
//! statistics idle and while the computer thinks, scripted clicks and moves, and the soak run's
//! memory and entity report.

pub mod capture;
pub mod soak;
