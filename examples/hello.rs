use sudoku::generate::{Options, generate};
use sudoku::{Grid, logic};

fn main() {
    // The same puzzle as `sudoku generate --seed 42` and every binding.
    let made = generate(42, &Options::default()).expect("a puzzle");
    let rating = logic::rate(&made.puzzle).expect("one solution");
    let (score, hardest) = (rating.score, rating.hardest.name());
    println!("{} {score:.1} {hardest}\n{}", made.puzzle, made.solution);
    if let Err(why) = "53..7".parse::<Grid>() {
        println!("error: {why}");
    }
}
