//! Every listed rule against a brute-force oracle: all grids of a 4x4,
//! and the completions of a 6x6 with a given row, filtered by
//! [`Variant::is_solution`] (each rule's own checker), count what the
//! solver counts; the text goes round; givens that break a rule are
//! refused; and the logic solves generated puzzles to their solution.

use super::STATEMENTS;
use crate::budget::DEFAULT_MAX_GUESSES;
use crate::rng::SplitMix64;
use crate::variant::logic::solve_logic;
use crate::variant::{Variant, generate, solve};

/// A random cell beside `cell` (or a king's move away when `king`) not in
/// `used`.
fn step(rng: &mut SplitMix64, n: usize, cell: usize, king: bool, used: &[usize]) -> Option<usize> {
    let (r, c) = ((cell / n) as isize, (cell % n) as isize);
    let mut near: Vec<usize> = (-1..=1)
        .flat_map(|dr| (-1..=1).map(move |dc| (dr, dc)))
        .filter(|&(dr, dc): &(isize, isize)| {
            (dr, dc) != (0, 0) && (king || dr.abs() + dc.abs() == 1)
        })
        .map(|(dr, dc)| (r + dr, c + dc))
        .filter(|&(r, c)| r >= 0 && c >= 0 && r < n as isize && c < n as isize)
        .map(|(r, c)| r as usize * n + c as usize)
        .filter(|o| !used.contains(o))
        .collect();
    rng.shuffle(&mut near);
    near.first().copied()
}

/// A random statement of `keyword` on an N x N grid, as text.
fn statement(rng: &mut SplitMix64, n: usize, keyword: &str) -> String {
    let name = |c: usize| format!(" r{}c{}", c / n + 1, c % n + 1);
    let start = rng.below(n * n);
    let mut cells = vec![start];
    let (length, king) = match keyword {
        "kropki-all" | "xv-all" => (0, false),
        "odd" | "even" => (1, false),
        "greater" | "kropki-white" | "kropki-black" | "x" | "v" => (2, false),
        _ => (2 + rng.below(3), true),
    };
    while cells.len() < length {
        match step(rng, n, *cells.last().unwrap(), king, &cells) {
            Some(next) => cells.push(next),
            None => break,
        }
    }
    if length == 0 {
        // The negative rule, with one dot of its family.
        let dot = if keyword == "kropki-all" {
            "kropki-black"
        } else {
            "v"
        };
        let other = step(rng, n, start, false, &cells).unwrap();
        return format!("{keyword}\n{dot}{}{}", name(start), name(other));
    }
    keyword.to_owned() + &cells.iter().map(|&c| name(c)).collect::<String>()
}

/// A random statement of `keyword` that `grid` (N x N, solved) keeps; for
/// an `-all` rule, with every dot of its family the grid has.
fn kept_by(rng: &mut SplitMix64, n: usize, keyword: &str, grid: &[u8]) -> String {
    let name = |c: usize| format!(" r{}c{}", c / n + 1, c % n + 1);
    if keyword.ends_with("-all") {
        let dots: &[&str] = if keyword == "kropki-all" {
            &["kropki-white", "kropki-black"]
        } else {
            &["x", "v"]
        };
        let mut out = keyword.to_owned();
        for a in 0..n * n {
            for b in [a + 1, a + n] {
                if b >= n * n || (b == a + 1 && b % n == 0) {
                    continue;
                }
                for dot in dots {
                    let text = format!("size {n}\n{dot}{}{}", name(a), name(b));
                    if Variant::parse(&text).unwrap().is_solution(grid) {
                        out += &format!("\n{dot}{}{}", name(a), name(b));
                        break;
                    }
                }
            }
        }
        return out;
    }
    loop {
        let text = statement(rng, n, keyword);
        if Variant::parse(&format!("size {n}\n{text}")).is_ok_and(|v| v.is_solution(grid)) {
            return text;
        }
    }
}

/// Every grid of `v`'s rows, columns and boxes extending its givens that
/// [`Variant::is_solution`] accepts.
fn oracle_count(v: &Variant) -> u64 {
    fn fill(v: &Variant, grid: &mut Vec<u8>, cell: usize, count: &mut u64) {
        let n = v.size();
        if cell == n * n {
            *count += u64::from(v.is_solution(grid));
            return;
        }
        if grid[cell] != 0 {
            return fill(v, grid, cell + 1, count);
        }
        for d in 1..=n as u8 {
            let clash = v.shape.cell_houses[cell].iter().any(|&h| {
                v.shape.houses[usize::from(h)]
                    .iter()
                    .any(|&o| grid[usize::from(o)] == d)
            });
            if !clash {
                grid[cell] = d;
                fill(v, grid, cell + 1, count);
                grid[cell] = 0;
            }
        }
    }
    let mut count = 0;
    let mut grid = v.givens().to_vec();
    fill(v, &mut grid, 0, &mut count);
    count
}

/// The rules of `text` counted by the solver and by the oracle: the
/// count (0 when the text is refused: givens breaking a rule, tested
/// below).
fn agree(text: &str) -> u64 {
    let Ok(v) = Variant::parse(text) else {
        return 0;
    };
    let counted = solve(&v, u64::MAX, DEFAULT_MAX_GUESSES).unwrap().count;
    assert_eq!(counted, oracle_count(&v), "{text}");
    assert_eq!(Variant::parse(&v.to_text()).unwrap(), v, "{text}");
    counted
}

#[test]
fn every_rule_counts_as_the_oracle_on_a_4x4() {
    let mut rng = SplitMix64::new(4);
    for keyword in STATEMENTS.map(|s| s.keyword) {
        for _ in 0..12 {
            let one = statement(&mut rng, 4, keyword);
            let two = statement(&mut rng, 4, keyword);
            agree(&format!("size 4\n{one}\n{two}"));
        }
    }
}

#[test]
fn every_rule_counts_as_the_oracle_on_a_6x6_with_a_given_row() {
    let mut rng = SplitMix64::new(6);
    let text = "123456456123231564564231312645645312";
    let grid: Vec<u8> = text.bytes().map(|b| b - b'0').collect();
    for keyword in STATEMENTS.map(|s| s.keyword) {
        for _ in 0..4 {
            // Rules this grid keeps, and one drawn at random.
            let mut rules: Vec<String> = (0..2)
                .map(|_| kept_by(&mut rng, 6, keyword, &grid))
                .collect();
            rules.push(statement(&mut rng, 6, keyword));
            let rules = rules.join("\n");
            let givens = text[..6].to_owned() + &".".repeat(30);
            agree(&format!("size 6\n{rules}\ngivens {givens}"));
            let kept = (0..2)
                .map(|_| kept_by(&mut rng, 6, keyword, &grid))
                .collect::<Vec<_>>()
                .join("\n");
            assert!(agree(&format!("size 6\n{kept}\ngivens {givens}")) > 0);
        }
    }
}

#[test]
fn givens_that_break_a_rule_are_refused_by_name() {
    let refused = |text: &str| Variant::parse(text).unwrap_err().to_string();
    let message = refused("size 4\nthermo r1c1 r1c2\ngivens 21..............");
    assert!(message.contains("thermo"), "{message}");
    let message = refused("size 4\nodd r1c1\ngivens 2...............");
    assert!(message.contains("odd"), "{message}");
    let message = refused("size 4\nkropki-all\ngivens 12..............");
    assert!(message.contains("kropki-all"), "{message}");
    let message = refused("size 4\nextra-region r1c1 r2c3\ngivens 1.....1.........");
    assert!(message.contains("extra-region"), "{message}");
    for bad in [
        "size 4\ngreater r1c1 r2c2",
        "size 4\nthermo r1c1",
        "size 4\nthermo r1c1 r1c2 r1c3 r1c4 r2c4",
        "size 4\nx r1c1 r1c1",
        "size 4\nkropki-all r1c1",
        "size 4\nodd",
        "size 4\nwhisper r1c1 r9c9",
    ] {
        assert!(Variant::parse(bad).is_err(), "{bad}");
    }
}

#[test]
fn generated_puzzles_with_every_rule_solve_by_logic() {
    let mut rng = SplitMix64::new(9);
    for keyword in STATEMENTS.map(|s| s.keyword) {
        let rules = (0..3)
            .map(|_| statement(&mut rng, 9, keyword))
            .collect::<Vec<_>>()
            .join("\n");
        let Ok(template) = Variant::template(&format!("size 9\n{rules}")) else {
            continue;
        };
        let puzzle = match generate(&template, 1, 3) {
            Ok(p) => p,
            Err(crate::error::Error::NoSolution) => continue,
            Err(e) => panic!("{rules}: {e:?}"),
        };
        let solved = solve(&puzzle, 2, DEFAULT_MAX_GUESSES).unwrap();
        assert_eq!(solved.count, 1, "{rules}");
        let solution = solved.first().unwrap().to_vec();
        assert!(puzzle.is_solution(&solution));
        let steps = solve_logic(&puzzle).unwrap();
        let mut board = crate::variant::logic::Board::new(&puzzle, puzzle.givens());
        for step in &steps {
            for &(cell, d) in &step.eliminations {
                assert_ne!(solution[cell], d, "{rules}: {}", step.explain(&puzzle));
            }
            step.apply(&mut board);
        }
        assert_eq!(board.digits(), &solution[..], "{rules}");
    }
}
