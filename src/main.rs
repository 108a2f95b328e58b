//! Shatra 3D. Until the 3D game lands (issue 4), this shows the start position as text.

use shatra_engine::{Position, RuleSet, diagram::diagram};

fn main() {
    let p = Position::start(RuleSet::default());
    print!("{}", diagram(&p));
    println!("{p}");
}
