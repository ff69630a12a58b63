//! Variant puzzles: the solver against a brute-force oracle on 4x4 and
//! 6x6 grids for every rule, and through the variant API a plain 9x9
//! against the classic fast engine on dataset puzzles.

mod common;

use common::{SplitMix64, read_puzzles};
use std::time::Instant;
use sudoku::budget::DEFAULT_MAX_GUESSES;
use sudoku::variant::{self, Regions, Variant, rule};
use sudoku::{Grid, fast};

/// The oracle: every grid that keeps the givens and the rules, found by
/// plain backtracking in reading order, each step checked against the
/// rules' definitions; counted up to `cap`.
fn brute_force(v: &Variant, cap: u64) -> u64 {
    let n = v.size();
    let region_of: Vec<usize> = match v.regions() {
        Regions::Boxes { rows, cols } => (0..n * n)
            .map(|c| (c / n / rows) * (n / cols) + (c % n) / cols)
            .collect(),
        Regions::Jigsaw(of) => of.iter().map(|&r| usize::from(r)).collect(),
    };
    let mut grid = vec![0u8; n * n];
    let mut count = 0;
    fill(v, &region_of, &mut grid, 0, &mut count, cap);
    count
}

fn window(n: usize, r: usize, c: usize) -> Option<usize> {
    if n != 9 {
        return None;
    }
    let side = |x: usize| match x {
        1..=3 => Some(0),
        5..=7 => Some(1),
        _ => None,
    };
    Some(side(r)? * 2 + side(c)?)
}

/// Whether `grid[cell]` agrees with every earlier cell.
fn fits(v: &Variant, region_of: &[usize], grid: &[u8], cell: usize) -> bool {
    let n = v.size();
    let (r, c, d) = (cell / n, cell % n, grid[cell]);
    let rules = v.rules();
    for other in 0..cell {
        let (r2, c2, d2) = (other / n, other % n, grid[other]);
        let (dr, dc) = (r.abs_diff(r2), c.abs_diff(c2));
        let same_house = r == r2
            || c == c2
            || region_of[cell] == region_of[other]
            || (rules & rule::DIAGONAL != 0
                && ((r == c && r2 == c2) || (r + c == n - 1 && r2 + c2 == n - 1)))
            || (rules & rule::WINDOKU != 0
                && window(n, r, c).is_some()
                && window(n, r, c) == window(n, r2, c2))
            || (rules & rule::ANTI_KNIGHT != 0 && ((dr, dc) == (1, 2) || (dr, dc) == (2, 1)))
            || (rules & rule::ANTI_KING != 0 && dr <= 1 && dc <= 1);
        if same_house && d == d2 {
            return false;
        }
        if rules & rule::NON_CONSECUTIVE != 0 && dr + dc == 1 && d.abs_diff(d2) == 1 {
            return false;
        }
    }
    for cage in v.cages() {
        if !cage.cells.contains(&(cell as u16)) {
            continue;
        }
        let filled: Vec<u8> = cage
            .cells
            .iter()
            .filter(|&&c| usize::from(c) <= cell)
            .map(|&c| grid[usize::from(c)])
            .collect();
        let sum: u32 = filled.iter().map(|&d| u32::from(d)).sum();
        let repeats = filled.iter().filter(|&&x| x == d).count() > 1;
        if repeats || sum > cage.sum || (filled.len() == cage.cells.len() && sum != cage.sum) {
            return false;
        }
    }
    true
}

fn fill(v: &Variant, region_of: &[usize], grid: &mut [u8], cell: usize, count: &mut u64, cap: u64) {
    if *count >= cap {
        return;
    }
    if cell == grid.len() {
        assert!(v.is_solution(grid), "the oracle found a non-solution");
        *count += 1;
        return;
    }
    let given = v.givens()[cell];
    for d in 1..=v.size() as u8 {
        if given != 0 && d != given {
            continue;
        }
        grid[cell] = d;
        if fits(v, region_of, grid, cell) {
            fill(v, region_of, grid, cell + 1, count, cap);
        }
    }
    grid[cell] = 0;
}

fn ours(v: &Variant, cap: u64) -> u64 {
    let solved = variant::solve(v, cap, DEFAULT_MAX_GUESSES).unwrap();
    if let Some(first) = solved.first() {
        assert!(v.is_solution(first), "{}", v.to_text());
    }
    solved.count
}

const RULE_SETS: [&str; 9] = [
    "",
    "diagonal",
    "anti-knight",
    "anti-king",
    "non-consecutive",
    "diagonal anti-knight",
    "diagonal non-consecutive",
    "anti-king non-consecutive",
    "diagonal anti-knight anti-king",
];

#[test]
fn every_4x4_rule_set_counts_as_brute_force_does() {
    for geometry in ["", "regions AABB ACDB ACDB CCDD\n"] {
        for rules in RULE_SETS {
            let text = format!("size 4\n{geometry}rules {rules}\n");
            let v = Variant::parse(&text).unwrap();
            let expected = brute_force(&v, 10_000);
            assert_eq!(ours(&v, 10_000), expected, "{text}");
            if rules.is_empty() && geometry.is_empty() {
                assert_eq!(expected, 288, "the number of 4x4 grids");
            }
        }
    }
}

/// Random puzzles of `size` under `rules`: givens kept from a solution
/// (found by our solver on a randomly seeded grid), and sometimes killer
/// cages with the solution's sums.
fn random_puzzles(
    size: usize,
    geometry: &str,
    rules: &str,
    rng: &mut SplitMix64,
    count: usize,
) -> Vec<Variant> {
    let base = Variant::parse(&format!("size {size}\n{geometry}rules {rules}\n")).unwrap();
    let mut out = Vec::new();
    let cells = size * size;
    let mut tries = 0;
    while out.len() < count && tries < 50 * count {
        tries += 1;
        // A random seed digit in a random cell, solved to a full grid.
        let mut seeded = vec![b'.'; cells];
        let cell = rng.below(cells);
        seeded[cell] = Variant::digit_char(1 + rng.below(size) as u8) as u8;
        let text = format!(
            "{}givens {}\n",
            base.to_text().rsplit_once("givens").unwrap().0,
            String::from_utf8(seeded).unwrap()
        );
        let Ok(v) = Variant::parse(&text) else {
            continue;
        };
        let solved = variant::solve(&v, 1, DEFAULT_MAX_GUESSES).unwrap();
        let Some(solution) = solved.first().map(<[u8]>::to_vec) else {
            continue;
        };
        let keep = cells * (30 + rng.below(25)) / 100;
        let mut order: Vec<usize> = (0..cells).collect();
        rng.shuffle(&mut order);
        let mut givens = vec![0u8; cells];
        for &c in &order[..keep] {
            givens[c] = solution[c];
        }
        let mut cages = String::new();
        if rng.below(2) == 0 {
            // A few cages of 2-3 cells over cells without givens.
            let free: Vec<usize> = order[keep..].to_vec();
            for chunk in free.chunks(2 + rng.below(2)).take(3) {
                let mut digits: Vec<u8> = chunk.iter().map(|&c| solution[c]).collect();
                digits.sort_unstable();
                digits.dedup();
                if digits.len() < chunk.len() {
                    continue; // a cage holds distinct digits
                }
                let sum: u32 = chunk.iter().map(|&c| u32::from(solution[c])).sum();
                let names: Vec<String> = chunk
                    .iter()
                    .map(|&c| format!("r{}c{}", c / size + 1, c % size + 1))
                    .collect();
                cages += &format!("cage {sum} {}\n", names.join(" "));
            }
        }
        let text = format!(
            "{}{cages}givens {}\n",
            base.to_text().rsplit_once("givens").unwrap().0,
            Variant::cells_text(&givens)
        );
        out.push(Variant::parse(&text).unwrap_or_else(|e| panic!("{e}: {text}")));
    }
    out
}

#[test]
fn random_6x6_puzzles_of_every_rule_set_count_as_brute_force_does() {
    let mut rng = SplitMix64(6);
    let mut rules_seen = 0;
    for geometry in ["", "regions AAABBB AACCBB ACCCBD ECFDDD EEFFDD EEEFFF\n"] {
        for rules in RULE_SETS {
            let puzzles = random_puzzles(6, geometry, rules, &mut rng, 6);
            for v in &puzzles {
                assert_eq!(ours(v, 1000), brute_force(v, 1000), "{}", v.to_text());
                rules_seen |= v.rules();
            }
            if puzzles.is_empty() {
                // No grid keeps these rules: the oracle must agree.
                let empty = Variant::parse(&format!("size 6\n{geometry}rules {rules}\n")).unwrap();
                assert_eq!(
                    (ours(&empty, 1), brute_force(&empty, 1)),
                    (0, 0),
                    "{geometry} [{rules}]"
                );
            }
            eprintln!("6x6 {geometry:?} [{rules}]: {} puzzles", puzzles.len());
        }
    }
    // Every rule that a 6x6 allows was in some puzzle.
    let all = rule::DIAGONAL | rule::ANTI_KNIGHT | rule::ANTI_KING | rule::NON_CONSECUTIVE;
    assert_eq!(rules_seen, all);
}

#[test]
fn random_4x4_killer_puzzles_count_as_brute_force_does() {
    let mut rng = SplitMix64(4);
    let mut checked = 0;
    for rules in RULE_SETS {
        for v in random_puzzles(4, "", rules, &mut rng, 5) {
            assert_eq!(ours(&v, 1000), brute_force(&v, 1000), "{}", v.to_text());
            checked += 1;
        }
    }
    // Anti-king and non-consecutive 4x4 grids do not exist: fewer puzzles.
    assert!(checked >= 12, "{checked} puzzles");
}

/// Every `step`-th puzzle of each dataset, through the variant API as a
/// plain 9x9: the same count (up to 2) and, when unique, the same solution
/// as the classic fast engine.
#[test]
fn a_plain_9x9_agrees_with_the_classic_engine_on_dataset_puzzles() {
    let sets = [
        ("puzzles0_kaggle_proxy", 500),
        ("puzzles2_17_clue", 100),
        ("puzzles3_magictour_top1465", 5),
        ("puzzles5_forum_hardest_1905_11+", 200),
        ("puzzles6_forum_hardest_1106", 5),
        ("puzzles7_serg_benchmark", 50),
    ];
    for (name, step) in sets {
        let Some(puzzles) = read_puzzles(name) else {
            return;
        };
        let start = Instant::now();
        let mut checked = 0;
        for line in puzzles.iter().step_by(step) {
            let grid = Grid::parse(line.as_bytes()).unwrap();
            let classic = fast::search(&grid, 2, DEFAULT_MAX_GUESSES);
            let v = Variant::parse(&format!("size 9\ngivens {}", grid.to_line())).unwrap();
            let solved = variant::solve(&v, 2, DEFAULT_MAX_GUESSES).unwrap();
            assert_eq!(solved.count, classic.solutions, "{name}: {line}");
            if solved.count == 1 {
                assert_eq!(
                    Variant::cells_text(solved.first().unwrap()),
                    classic.first.unwrap().to_line(),
                    "{name}: {line}"
                );
            }
            checked += 1;
        }
        eprintln!("{name}: {checked} puzzles agree ({:.2?})", start.elapsed());
    }
}

/// A plain 9x9 (and the same puzzle as a jigsaw whose regions are the
/// boxes) rated through the variant API gets the classic rating: the
/// variant logic hands a 9x9 of houses to the classic techniques.
#[test]
fn a_plain_9x9_rates_as_the_classic_logic_does() {
    let Some(puzzles) = read_puzzles("se_rated_dev") else {
        return;
    };
    let boxes: String = (0..81)
        .map(|c| char::from(b'A' + ((c / 27) * 3 + (c % 9) / 3) as u8))
        .collect();
    let start = Instant::now();
    let mut checked = 0;
    for line in puzzles.iter().step_by(40) {
        let cells: String = line.chars().take(81).collect();
        let grid = Grid::parse(cells.as_bytes()).unwrap();
        let classic = sudoku::logic::rate(&grid).unwrap();
        for text in [
            format!("size 9\ngivens {cells}"),
            format!("size 9\nregions {boxes}\ngivens {cells}"),
        ] {
            let v = Variant::parse(&text).unwrap();
            let rating = variant::logic::rate(&v).unwrap();
            assert_eq!(
                (rating.score, rating.hardest),
                (classic.score, classic.hardest),
                "{cells}"
            );
        }
        checked += 1;
    }
    eprintln!(
        "se_rated_dev: {checked} puzzles rate alike ({:.2?})",
        start.elapsed()
    );
}

/// Published puzzles with their published solutions, as facts.
///
/// "The Miracle" (Mitchell Lee, 2020; solved on Cracking the Cryptic):
/// anti-knight, anti-king and non-consecutive with two givens, r5c3 = 1 and
/// r6c7 = 2.
#[test]
fn published_puzzles_have_their_published_solutions() {
    let mut givens = [b'.'; 81];
    givens[4 * 9 + 2] = b'1'; // r5c3
    givens[5 * 9 + 6] = b'2'; // r6c7
    let miracle = format!(
        "size 9\nrules anti-knight anti-king non-consecutive\ngivens {}",
        std::str::from_utf8(&givens).unwrap()
    );
    let solution =
        "483726159726159483159483726837261594261594837594837261372615948615948372948372615";
    let v = Variant::parse(&miracle).unwrap();
    let solved = variant::solve(&v, 2, DEFAULT_MAX_GUESSES).unwrap();
    assert_eq!(solved.count, 1, "the Miracle has one solution");
    assert_eq!(Variant::cells_text(solved.first().unwrap()), solution);
    assert!(v.is_solution(&solution.bytes().map(|b| b - b'0').collect::<Vec<_>>()));
}

/// Runs the variant text and returns its number of solutions (up to 2)
/// and the first.
fn count_and_first(text: &str) -> (u64, String) {
    let v = Variant::parse(text).unwrap();
    let solved = variant::solve(&v, 2, DEFAULT_MAX_GUESSES).unwrap();
    let first = solved.first().map(Variant::cells_text).unwrap_or_default();
    (solved.count, first)
}

/// A 6x6 Sudoku X (diagonals as houses) with four givens, posted with its
/// solution on Puzzling Stack Exchange, question 37042 ("Amazing sudoku,
/// who can find hot numbers", 2016), where two answers found the same
/// grid and one checked it is the only one.
#[test]
fn a_published_six_by_six_diagonal_has_its_published_solution() {
    let givens = concat!("...5..", "......", "1..4..", "..3...", "......", ".....6");
    let text = format!("size 6\nboxes 2x3\nrules diagonal\ngivens {givens}");
    let solution = concat!("416532", "235614", "152463", "643125", "364251", "521346");
    assert_eq!(count_and_first(&text), (1, solution.to_string()));
    // Without the diagonals the four givens leave many grids.
    let plain = text.replace("rules diagonal\n", "");
    assert_eq!(count_and_first(&plain).0, 2);
}

/// The killer sudoku of Wikipedia's "Killer sudoku" article (the example
/// figure and its solution figure): 29 cages, no givens.
#[test]
fn the_wikipedia_killer_has_its_published_solution() {
    let cages = [
        "cage 3 r1c1 r1c2",
        "cage 15 r1c3 r1c4 r1c5",
        "cage 22 r1c6 r2c5 r2c6 r3c5",
        "cage 4 r1c7 r2c7",
        "cage 16 r1c8 r2c8",
        "cage 15 r1c9 r2c9 r3c9 r4c9",
        "cage 25 r2c1 r2c2 r3c1 r3c2",
        "cage 17 r2c3 r2c4",
        "cage 9 r3c3 r3c4 r4c4",
        "cage 8 r3c6 r4c6 r5c6",
        "cage 20 r3c7 r3c8 r4c7",
        "cage 6 r4c1 r5c1",
        "cage 14 r4c2 r4c3",
        "cage 17 r4c5 r5c5 r6c5",
        "cage 17 r4c8 r5c7 r5c8",
        "cage 13 r5c2 r5c3 r6c2",
        "cage 20 r5c4 r6c4 r7c4",
        "cage 12 r5c9 r6c9",
        "cage 27 r6c1 r7c1 r8c1 r9c1",
        "cage 6 r6c3 r7c2 r7c3",
        "cage 20 r6c6 r7c6 r7c7",
        "cage 6 r6c7 r6c8",
        "cage 10 r7c5 r8c4 r8c5 r9c4",
        "cage 14 r7c8 r7c9 r8c8 r8c9",
        "cage 8 r8c2 r9c2",
        "cage 16 r8c3 r9c3",
        "cage 15 r8c6 r8c7",
        "cage 13 r9c5 r9c6 r9c7",
        "cage 17 r9c8 r9c9",
    ];
    let text = format!("size 9\n{}", cages.join("\n"));
    let solution = concat!(
        "215647398",
        "368952174",
        "794381652",
        "586274931",
        "142593867",
        "973816425",
        "821739546",
        "659428713",
        "437165289"
    );
    assert_eq!(count_and_first(&text), (1, solution.to_string()));
}

/// The two jigsaw examples of Sudopedia's "Jigsaw Sudoku" article (the
/// regions read from its forum-style drawings, A-I in reading order of
/// their first cells): published as proper puzzles, so each has exactly
/// one solution, which keeps rows, columns and regions.
#[test]
fn the_sudopedia_jigsaws_have_one_solution_each() {
    let regions1 = concat!(
        "AAABCCCCC",
        "AABBBBCCC",
        "AADDDBBEC",
        "ADDFFFBEE",
        "ADGFFFBEH",
        "DDGFFFEEH",
        "IDGGEEEHH",
        "IIIGGGGHH",
        "IIIIIGHHH",
    );
    let givens1 = concat!(
        ".....2...",
        "...3...9.",
        ".1.......",
        "7.....4..",
        ".......25",
        ".6.......",
        ".7......6",
        ".95......",
        "...2...4.",
    );
    let regions2 = concat!(
        "AABBBBCCC",
        "AAAABBCCC",
        "AADEBBBCC",
        "ADDEEFFFC",
        "DDDEEEFFF",
        "GDDDEEFFH",
        "GGIIIEFHH",
        "GGGIIHHHH",
        "GGGIIIIHH",
    );
    let givens2 = concat!(
        ".8......1",
        "1....63..",
        ".......4.",
        "...3.8.7.",
        "....8....",
        ".7.1.2...",
        ".5.......",
        "..79....4",
        "3......1.",
    );
    for (regions, givens) in [(regions1, givens1), (regions2, givens2)] {
        let text = format!("size 9\nregions {regions}\ngivens {givens}");
        let (count, first) = count_and_first(&text);
        assert_eq!(count, 1, "{givens}");
        let v = Variant::parse(&text).unwrap();
        let grid: Vec<u8> = first.bytes().map(|b| b - b'0').collect();
        assert!(v.is_solution(&grid));
        // With plain boxes instead of the regions, the givens clash or
        // leave another count: the regions are what make the puzzle.
        if let Ok(boxed) = Variant::parse(&format!("size 9\ngivens {givens}")) {
            let other = variant::solve(&boxed, 2, DEFAULT_MAX_GUESSES).unwrap();
            assert!(other.count != 1 || other.first() != Some(&grid[..]));
        }
    }
}

/// "Windoku Killer 3" by Jean-Christophe (SudoCue forum, "Interesting
/// puzzles", 16 April 2008; given there in SumoCue's cage data): 25 cages
/// and the four windows, no givens. It has one solution, and that solution
/// has the values the forum walkthrough derives: the innies r5c6 + r5c7 =
/// 13 and r5c3 + r5c4 = 13, r5c5 = 2, and the outies r3c5 + r5c7 = 7 as
/// {3,4}.
#[test]
fn the_published_windoku_killer_has_one_solution_with_its_walkthrough_values() {
    let cages = [
        "cage 20 r1c1 r1c2 r2c1",
        "cage 11 r1c3 r1c4 r2c4",
        "cage 10 r1c5 r2c5",
        "cage 10 r1c6 r1c7",
        "cage 14 r1c8 r1c9 r2c9",
        "cage 19 r2c2 r2c3 r3c2",
        "cage 31 r2c6 r2c7 r2c8 r3c7 r3c8 r4c8",
        "cage 15 r3c1 r4c1 r4c2",
        "cage 15 r3c3 r3c4 r4c3 r4c4",
        "cage 21 r3c5 r3c6 r4c6 r4c7 r5c7",
        "cage 13 r3c9 r4c9",
        "cage 28 r4c5 r5c4 r5c5 r5c6 r6c5",
        "cage 7 r5c1 r5c2",
        "cage 27 r5c3 r6c3 r6c4 r7c4 r7c5",
        "cage 10 r5c8 r5c9",
        "cage 8 r6c1 r7c1",
        "cage 29 r6c2 r7c2 r7c3 r8c2 r8c3 r8c4",
        "cage 22 r6c6 r6c7 r7c6 r7c7",
        "cage 12 r6c8 r6c9 r7c9",
        "cage 12 r7c8 r8c7 r8c8",
        "cage 16 r8c1 r9c1 r9c2",
        "cage 15 r8c5 r9c5",
        "cage 11 r8c6 r9c6 r9c7",
        "cage 18 r8c9 r9c8 r9c9",
        "cage 11 r9c3 r9c4",
    ];
    let text = format!("size 9\nrules windoku\n{}", cages.join("\n"));
    let (count, first) = count_and_first(&text);
    assert_eq!(count, 1);
    let at = |row: usize, col: usize| first.as_bytes()[(row - 1) * 9 + col - 1] - b'0';
    assert_eq!(at(5, 6) + at(5, 7), 13);
    assert_eq!(at(5, 3) + at(5, 4), 13);
    assert_eq!(at(5, 5), 2);
    assert_eq!((at(3, 5), at(5, 7)), (3, 4));
}
