//! Tests of the variant logic on small positions and whole puzzles.

use super::*;
use crate::variant::Variant;

fn parse(text: &str) -> Variant {
    Variant::parse(text).unwrap()
}

/// The logical solve of `v` (which has one solution, `solution`), each
/// step checked against that solution: its placements are the solution's
/// digits, its eliminations are not, and the steps fill the grid.
fn checked_steps(v: &Variant, solution: &[u8]) -> Vec<VariantStep> {
    let steps = solve_logic(v).unwrap();
    let mut board = Board::new(v, v.givens());
    for step in &steps {
        for &(c, d) in &step.placements {
            assert_eq!(solution[c], d, "{}\n{}", step.explain(v), v.to_text());
        }
        for &(c, d) in &step.eliminations {
            assert_ne!(solution[c], d, "{}\n{}", step.explain(v), v.to_text());
        }
        step.apply(&mut board);
    }
    assert_eq!(board.digits(), solution);
    steps
}

/// Walks the checked logical solve (`checked_steps`) of the minimal
/// puzzle of `template` for each of `seeds`: `f` sees the puzzle, the
/// board just before each step and the step, which is then applied.
fn each_step(
    template: &str,
    seeds: std::ops::Range<u64>,
    mut f: impl FnMut(&Variant, &Board<'_>, &VariantStep),
) {
    let template = parse(template);
    for seed in seeds {
        let v = crate::variant::generate(&template, seed, 1).unwrap();
        let solution = unique_solution(&v).unwrap();
        let mut board = Board::new(&v, v.givens());
        for step in checked_steps(&v, &solution) {
            f(&v, &board, &step);
            step.apply(&mut board);
        }
    }
}

#[test]
fn a_classic_puzzle_rates_as_the_classic_logic_does() {
    let v = parse(&format!("size 9\ngivens {}", crate::test_puzzles::CLASSIC));
    let classic = crate::logic::rate(&crate::test_puzzles::CLASSIC.parse().unwrap()).unwrap();
    let rating = rate(&v).unwrap();
    assert_eq!(rating.hardest, classic.hardest);
    assert_eq!(rating.score, classic.score);
}

#[test]
fn every_step_keeps_the_solution() {
    for text in [
        "size 4\ngivens 1...........3..2",
        "size 6\nrules diagonal\ngivens 1.....2.....3.....4.....5.....6.....",
        "size 9\nrules anti-knight non-consecutive\ngivens ........................................5........................................",
    ] {
        let v = parse(text);
        let Ok(solution) = unique_solution(&v) else {
            continue;
        };
        checked_steps(&v, &solution);
    }
}

#[test]
fn improper_variants_are_not_rated() {
    assert_eq!(rate(&parse("size 4")), Err(Improper::NotUnique));
    assert_eq!(
        rate(&parse("size 4\ngivens 12....3...4.....")),
        Err(Improper::NoSolution)
    );
}

/// Variant hints read like classic ones: the same notation in brackets,
/// and a jigsaw's regions called regions.
#[test]
fn variant_steps_read_like_classic_ones() {
    use crate::variant::game::VariantGame;
    use crate::variant::hint::{VariantHint, hint};
    let jigsaw = parse(
        "size 9\nregions AAABBBCCCAAABBBCCCAADBBBCCEDADFFFECEDDDFFFEEEDGDFFFEEEGGDHHHIIIGGGHHHIIIGGGHHHIII\n\
         givens .92....5.....71....7.2...4.....83...7...1.9.8......6......9.4...14..8...8........",
    );
    let game = VariantGame::new(jigsaw).unwrap();
    let found = hint(&game, false);
    assert_eq!(
        found.explain(game.variant()),
        "Hidden single (region) in region 7: r9c3 = 7. \
         [Hidden single (region) 7 in region 7 => r9c3=7]"
    );
    let VariantHint::Step(step) = found else {
        panic!("a step")
    };
    assert_eq!(
        step.technique_name(game.variant()),
        "hidden single (region)"
    );
    // On boxes, the classic words and notation.
    let boxed = parse("size 4\ngivens ....43....3..2..");
    let game = VariantGame::new(boxed).unwrap();
    let text = hint(&game, false).explain(game.variant());
    assert!(
        text.ends_with("]") && text.contains(" [") && text.contains("=>"),
        "{text}"
    );
}

#[test]
fn houses_have_names() {
    let v = parse("size 9\nrules diagonal windoku\ncage 3 r1c1 r1c2");
    let names: Vec<String> = [0, 9, 18, 27, 28, 29, 32, 33]
        .iter()
        .map(|&h| house_name(&v, h))
        .collect();
    assert_eq!(
        names,
        [
            "row 1",
            "column 1",
            "box 1",
            "main diagonal",
            "anti-diagonal",
            "window 1",
            "window 4",
            "cage 1 (3)"
        ]
    );
}

#[test]
fn steps_on_generated_variants_keep_the_solution() {
    use crate::variant::{generate, generate_jigsaw, generate_killer};
    let templates = [
        "size 4",
        "size 6\nrules diagonal",
        "size 6\nrules non-consecutive",
        "size 8\nrules anti-king",
        "size 9\nrules anti-knight",
        "size 9\nrules windoku",
        "size 10",
        "size 12",
    ];
    let mut puzzles = Vec::new();
    for (i, t) in templates.iter().enumerate() {
        puzzles.push(generate(&parse(t), i as u64, 50).unwrap());
    }
    puzzles.push(generate_jigsaw(&parse("size 6"), 3, 50).unwrap());
    puzzles.push(generate_jigsaw(&parse("size 9"), 4, 50).unwrap());
    for seed in 0..3 {
        puzzles.push(generate_killer(&parse("size 6"), seed, 50).unwrap());
        puzzles.push(generate_killer(&parse("size 9"), seed, 50).unwrap());
    }
    let mut used = std::collections::BTreeSet::new();
    for v in &puzzles {
        let solution = unique_solution(v).unwrap();
        used.extend(checked_steps(v, &solution).iter().map(|s| s.technique));
    }
    // The killer technique does the killers' work, and the forcing chains
    // take over where the patterns stop.
    assert!(used.contains(&Technique::CageCombination), "{used:?}");
    assert!(used.contains(&Technique::DynamicForcingChain), "{used:?}");
    assert!(
        used.iter()
            .any(|t| matches!(t, Technique::XChain | Technique::XyChain | Technique::Aic)),
        "{used:?}"
    );
}

#[test]
fn chains_conclude_where_the_patterns_stop() {
    // Minimal 6x6 diagonals: before the chains most rated extreme (a
    // forcing chain); now X-chains take them, every step keeps the
    // solution, and a chain scores its base plus the length increment.
    let mut kinds = std::collections::BTreeSet::new();
    each_step("size 6\nrules diagonal", 0..12, |_, _, step| {
        if matches!(
            step.technique,
            Technique::XChain | Technique::XyChain | Technique::Aic
        ) {
            assert!(step.cells.len() >= 2);
            assert!(step.score >= step.technique.rating());
            kinds.insert(step.technique);
        }
    });
    assert!(kinds.contains(&Technique::XChain), "{kinds:?}");
}

#[test]
fn cell_and_region_forcing_chains_keep_what_every_branch_agrees_on() {
    // Minimal anti-knight puzzles where the contradiction chains alone end
    // in a guess: the places of a digit in a house agree (these chains
    // name the house, a contradiction none), and every step keeps the
    // solution. A step concludes everything its branches agree on, so
    // some conclude more than one candidate.
    let (mut agreed, mut several) = (0, 0);
    each_step("size 9\nrules anti-knight", 0..4, |_, _, step| {
        let verity = matches!(
            step.technique,
            Technique::ForcingChain
                | Technique::MultipleForcingChain
                | Technique::DynamicForcingChain
                | Technique::DynamicForcingChainPlus
        );
        // A house's cases name the house (a contradiction names none).
        if verity && !step.houses.is_empty() {
            agreed += 1;
            several += usize::from(step.placements.len() + step.eliminations.len() > 1);
        }
    });
    assert!(agreed > 0 && several > 0, "{agreed} {several}");
}

#[test]
fn nested_forcing_chains_take_over_where_the_dynamic_ones_stop() {
    // Minimal anti-knight puzzles that ended in a guess before nested
    // chains: now every step keeps the solution, a nested chain is the
    // hardest, and none is a guess. The first nested chain is the forcing
    // chains' step there (the classic search, over the variant's board),
    // and with no work left they find nothing.
    let template = parse("size 9\nrules anti-knight");
    for seed in [3, 4] {
        let v = crate::variant::generate(&template, seed, 1).unwrap();
        let solution = unique_solution(&v).unwrap();
        let steps = checked_steps(&v, &solution);
        assert!(steps.iter().all(|s| s.technique != Technique::Guess));
        let first = steps
            .iter()
            .position(|s| s.technique == Technique::NestedForcingChain)
            .expect("a nested forcing chain");
        assert_eq!(rating_of(&steps).hardest, Technique::NestedForcingChain);
        let mut board = Board::new(&v, v.givens());
        for step in &steps[..first] {
            step.apply(&mut board);
        }
        assert_eq!(FINDERS.iter().find_map(|find| find(&board)), None);
        let mut work = variant_work(&v);
        let found = forcing_chains_over(&board, &mut work, &[]);
        assert_eq!(shared(found).as_ref(), Some(&steps[first]));
        assert!(work.left < VARIANT_FORCING_WORK);
        let mut spent = Work::new(0).first_found();
        assert_eq!(forcing_chains_over(&board, &mut spent, &[]), None);
    }
}

/// Whether `step` (ALS-XZ, ALS-XY-Wing or an ALS chain on `board`) is
/// one: its cells split, house by house, into almost locked sets (n cells
/// of the house with n + 1 digits, no cell in common); each set shares a
/// restricted common digit with the next (every cell of one holding it
/// sees every cell of the other holding it), no two links in a row the
/// same digit; and for one such choice of links, every candidate removed
/// is a digit of both end sets other than their link digits, and sees
/// every cell of both holding it.
fn is_als_chain(board: &Board<'_>, step: &VariantStep) -> bool {
    let digits_of = |cells: &[usize]| cells.iter().fold(0u16, |m, &c| m | board.candidates(c));
    let holding = |cells: &[usize], x: u8| -> Vec<usize> {
        cells
            .iter()
            .copied()
            .filter(|&c| board.candidates(c) & digit_bit(x) != 0)
            .collect()
    };
    let restricted = |a: &[usize], b: &[usize], x: u8| {
        let (xa, xb) = (holding(a, x), holding(b, x));
        !xa.is_empty() && !xb.is_empty() && xa.iter().all(|&p| xb.iter().all(|&q| board.sees(p, q)))
    };
    // Every split of the cells into one almost locked set per house.
    fn splits(
        cells: &[usize],
        houses: &[usize],
        ok: &dyn Fn(&[usize], usize) -> bool,
        at: &mut Vec<usize>,
        out: &mut Vec<Vec<usize>>,
    ) {
        let from = at.last().copied().unwrap_or(0);
        if at.len() == houses.len() {
            if from == cells.len() {
                out.push(at.clone());
            }
            return;
        }
        for to in from + 1..=cells.len() {
            if ok(&cells[from..to], houses[at.len()]) {
                at.push(to);
                splits(cells, houses, ok, at, out);
                at.pop();
            }
        }
    }
    let locked = |cells: &[usize], house: usize| {
        cells
            .iter()
            .all(|c| board.houses()[house].contains(&(*c as u16)))
            && digits_of(cells).count_ones() as usize == cells.len() + 1
    };
    let mut found = Vec::new();
    splits(
        &step.cells,
        &step.houses,
        &locked,
        &mut Vec::new(),
        &mut found,
    );
    let n = board.variant().size as u8;
    found.iter().any(|ends| {
        let sets: Vec<&[usize]> = (0..ends.len())
            .map(|k| &step.cells[if k == 0 { 0 } else { ends[k - 1] }..ends[k]])
            .collect();
        let disjoint = sets.iter().enumerate().all(|(i, a)| {
            sets[i + 1..]
                .iter()
                .all(|b| a.iter().all(|c| !b.contains(c)))
        });
        // Every sequence of link digits, one per pair of neighbouring sets.
        let mut links = vec![Vec::new()];
        for pair in sets.windows(2) {
            let mut longer = Vec::new();
            for l in &links {
                for x in (1..=n).filter(|&x| l.last() != Some(&x)) {
                    if restricted(pair[0], pair[1], x) {
                        longer.push([&l[..], &[x]].concat());
                    }
                }
            }
            links = longer;
        }
        let (first, last) = (sets[0], sets[sets.len() - 1]);
        disjoint
            && links.iter().any(|l| {
                step.eliminations.iter().all(|&(cell, z)| {
                    z != l[0]
                        && z != l[l.len() - 1]
                        && !holding(first, z).is_empty()
                        && !holding(last, z).is_empty()
                        && holding(first, z).iter().all(|&c| board.sees(cell, c))
                        && holding(last, z).iter().all(|&c| board.sees(cell, c))
                })
            })
    })
}

#[test]
fn als_patterns_take_over_where_the_chains_stop() {
    // Minimal 6x6 diagonals and 12x12s: where an ALS step is the simplest,
    // no chain applies, and it is the pattern it names (two, three, or four
    // or five almost locked sets; see is_als_chain; the solve checks that
    // the solution keeps every candidate it removes). A mutation that
    // drops a restriction or a link, or sees only some cells, fails it.
    let mut found = std::collections::BTreeMap::new();
    for (text, seeds) in [("size 6\nrules diagonal", 0..50), ("size 12", 0..6)] {
        each_step(text, seeds, |v, board, step| {
            let sets = match step.technique {
                Technique::AlsXz => 2..=2,
                Technique::AlsXyWing => 3..=3,
                Technique::AlsChain => 4..=5,
                _ => return,
            };
            *found.entry(step.technique).or_insert(0) += 1;
            assert!(sets.contains(&step.houses.len()), "{}", step.explain(v));
            assert_eq!(chains_and_wings(board), None);
            // 8.0, plus the length increment of five sets.
            let increment = crate::logic::forcing::length_increment(step.houses.len());
            assert_eq!(step.score, ((8.0 + increment) * 10.0).round() / 10.0);
            assert!(is_als_chain(board, step), "{}", step.explain(v));
        });
    }
    for technique in [Technique::AlsXz, Technique::AlsXyWing, Technique::AlsChain] {
        assert!(found.contains_key(&technique), "{found:?}");
    }
}

#[test]
fn wxyz_and_vwxyz_wings_take_over_where_cheaper_steps_stop() {
    // Minimal 6x6 diagonals: where a WXYZ- (VWXYZ-) Wing is the simplest
    // step, no chain scores less, and it is the pattern: four (five) cells
    // holding four (five) digits, every digit but one, z, restricted (its
    // cells see one another), and every candidate removed is a z seeing
    // every z of the pattern (the solve checks the solution keeps them).
    let mut found = std::collections::BTreeMap::new();
    each_step("size 6\nrules diagonal", 0..50, |v, board, step| {
        let size = match step.technique {
            Technique::WxyzWing => 4,
            Technique::VwxyzWing => 5,
            _ => return,
        };
        *found.entry(step.technique).or_insert(0) += 1;
        assert_eq!(step.score, step.technique.rating());
        if let Some(chain) = shared(any_chain(board)) {
            assert!(chain.score >= step.score, "{}", chain.explain(v));
        }
        assert_eq!(step.cells.len(), size);
        let held = step
            .cells
            .iter()
            .fold(0u16, |m, &c| m | board.candidates(c));
        assert_eq!(held.count_ones() as usize, size);
        let holding = |d: u8| -> Vec<usize> {
            step.cells
                .iter()
                .copied()
                .filter(|&c| board.candidates(c) & digit_bit(d) != 0)
                .collect()
        };
        let unrestricted: Vec<u8> = (1..=6u8)
            .filter(|&d| {
                let cells = holding(d);
                cells
                    .iter()
                    .any(|&a| cells.iter().any(|&b| a != b && !board.sees(a, b)))
            })
            .collect();
        let [z] = unrestricted[..] else {
            panic!("one unrestricted digit: {unrestricted:?}");
        };
        for &(cell, d) in &step.eliminations {
            assert_eq!(d, z);
            assert!(!step.cells.contains(&cell));
            assert!(holding(z).iter().all(|&w| board.sees(cell, w)));
        }
    });
    assert!(found.contains_key(&Technique::WxyzWing), "{found:?}");
    assert!(found.contains_key(&Technique::VwxyzWing), "{found:?}");
}

#[test]
fn rectangles_and_sue_de_coq_hold_on_other_sizes() {
    // Minimal 8x8s and 12x12s: the unique and hidden rectangles and Sue de
    // Coqs found keep the solution (`checked_steps`). A rectangle's corners are
    // those of two rows and two columns, and in every house beyond rows
    // and columns they lie in pairs or not at all; a Sue de Coq's cells
    // hold as many digits as there are cells, and lie in its two houses.
    let mut found = std::collections::BTreeMap::new();
    for (text, seeds) in [("size 8", 0..50), ("size 12", 0..20)] {
        each_step(text, seeds, |v, board, step| {
            let n = v.size();
            match step.technique {
                Technique::UniqueRectangle
                | Technique::UniqueRectangle2
                | Technique::UniqueRectangle3
                | Technique::UniqueRectangle4
                | Technique::HiddenRectangle => {
                    // The corners first (type 3 adds its subset's cells).
                    let corners = &step.cells[..4];
                    let mut rows: Vec<usize> = corners.iter().map(|c| c / n).collect();
                    let mut cols: Vec<usize> = corners.iter().map(|c| c % n).collect();
                    rows.sort_unstable();
                    cols.sort_unstable();
                    assert!(rows[0] == rows[1] && rows[2] == rows[3] && rows[1] != rows[2]);
                    assert!(cols[0] == cols[1] && cols[2] == cols[3] && cols[1] != cols[2]);
                    for house in &v.shape.houses[2 * n..] {
                        let inside = corners
                            .iter()
                            .filter(|&&c| house.contains(&(c as u16)))
                            .count();
                        assert!(inside == 0 || inside == 2, "{}", step.explain(v));
                    }
                }
                Technique::SueDeCoq => {
                    let held = step
                        .cells
                        .iter()
                        .fold(0u16, |m, &c| m | board.candidates(c));
                    assert_eq!(held.count_ones() as usize, step.cells.len());
                    let [a, b] = step.houses[..] else {
                        panic!("two houses: {:?}", step.houses);
                    };
                    let houses = &v.shape.houses;
                    assert!(step.cells.iter().all(|&c| {
                        houses[a].contains(&(c as u16)) || houses[b].contains(&(c as u16))
                    }));
                }
                _ => {}
            }
            if step.technique != Technique::Guess {
                *found.entry(step.technique).or_insert(0) += 1;
            }
        });
    }
    for technique in [
        Technique::UniqueRectangle,
        Technique::UniqueRectangle3,
        Technique::UniqueRectangle4,
        Technique::HiddenRectangle,
        Technique::SueDeCoq,
    ] {
        assert!(found.contains_key(&technique), "{technique:?}: {found:?}");
    }
}

#[test]
fn grouped_x_chains_pass_through_the_cells_two_houses_share() {
    // Minimal 6x6 diagonals: grouped X-chains are found, and keep the
    // solution (`checked_steps`); each is on one digit, which every cell
    // of the chain holds and every removal takes, in a cell seeing every
    // cell of both ends, off them; some node is a group (the cells two
    // houses share).
    let mut found = 0;
    each_step("size 6\nrules diagonal", 0..50, |_, board, step| {
        if step.technique == Technique::GroupedXChain {
            found += 1;
            let chain = any_chain(board).expect("the chain search's step");
            assert_eq!(VariantStep::from(&chain), *step);
            let d = chain.chain[0].digit;
            assert!(chain.chain.iter().all(|n| n.digit == d));
            assert!(
                step.cells
                    .iter()
                    .all(|&c| board.candidates(c) & digit_bit(d) != 0)
            );
            let cells = |n: &crate::logic::ChainNode| -> Vec<usize> {
                if n.group == 0 {
                    vec![n.cell]
                } else {
                    (0..36).filter(|&c| n.group >> c & 1 != 0).collect()
                }
            };
            let groups: Vec<Vec<usize>> = chain.chain.iter().map(cells).collect();
            assert!(groups.iter().any(|g| g.len() > 1));
            let ends = [&groups[0], &groups[groups.len() - 1]];
            for &(cell, digit) in &step.eliminations {
                assert_eq!(digit, d);
                for end in ends {
                    assert!(end.iter().all(|&e| e != cell && board.sees(cell, e)));
                }
            }
        }
    });
    assert!(found > 0);
}

#[test]
fn shared_patterns_loops_and_graves_hold_on_other_sizes() {
    // Minimal 8x8s: the Skyscrapers, kites, W-Wings, colourings, aligned
    // pair exclusions, empty rectangles, unique loops and BUGs found keep
    // the solution (`checked_steps`). A Skyscraper's or kite's houses hold
    // the digit only in its four cells, two each, and the joined ends share
    // a house; a W-Wing's link holds one digit of its pair only in the
    // link's two cells; a colouring's houses hold its digit in two of its
    // cells; an aligned pair's blockers hold two digits and see both. An
    // empty rectangle's digit fits its box only on the cells before the
    // link's two, and its line only on those two; the target shares a row
    // or column with the far end. A loop's cells, in cycle order, step along
    // a row and a column in turn, hold both digits of one pair, and every
    // house holds two of them of opposite parity or none; a BUG's cells are
    // the open cells holding more than two candidates, six at most (type 3
    // adds a subset in its house).
    let mut found = std::collections::BTreeMap::new();
    // (600 seeds: the shared chain search takes the colourings of the
    // first 400 with X-chains that score less.)
    each_step("size 8", 0..600, |v, board, step| {
        let n = v.size();
        match step.technique {
            Technique::UniqueLoop => {
                // The loop (the longest even prefix that steps along a row
                // and a column in turn, back to its start), then a type
                // 3's subset cells, in one house with a loop cell.
                let is_loop = |cells: &[usize]| {
                    cells.iter().enumerate().all(|(i, &a)| {
                        let b = cells[(i + 1) % cells.len()];
                        if i % 2 == 0 {
                            a / n == b / n
                        } else {
                            a % n == b % n
                        }
                    })
                };
                let length = (6..=step.cells.len())
                    .rev()
                    .find(|&l| l % 2 == 0 && is_loop(&step.cells[..l]))
                    .unwrap_or_else(|| panic!("no loop in {:?}", step.cells));
                let (cells, subset) = step.cells.split_at(length);
                if !subset.is_empty() {
                    assert!(v.shape.houses.iter().any(|h| {
                        subset.iter().all(|&c| h.contains(&(c as u16)))
                            && cells.iter().any(|&c| h.contains(&(c as u16)))
                    }));
                }
                let pair = cells
                    .iter()
                    .fold(board.full(), |m, &c| m & board.candidates(c));
                assert!(pair.count_ones() >= 2, "{cells:?}");
                for house in &v.shape.houses {
                    let inside: Vec<usize> = (0..cells.len())
                        .filter(|&i| house.contains(&(cells[i] as u16)))
                        .collect();
                    match inside[..] {
                        [] => {}
                        [i, j] => assert_eq!((i + j) % 2, 1, "{cells:?}"),
                        _ => panic!("{cells:?} in {house:?}"),
                    }
                }
            }
            Technique::EmptyRectangle => {
                let [(target, d)] = step.eliminations[..] else {
                    panic!("one target: {}", step.explain(v));
                };
                let places = |house: usize| -> Vec<usize> {
                    board
                        .open(&v.shape.houses[house])
                        .filter(|&c| board.candidates(c) & digit_bit(d) != 0)
                        .collect()
                };
                let [region, line] = step.houses[..] else {
                    panic!("two houses: {:?}", step.houses);
                };
                let (cross, link) = step.cells.split_at(step.cells.len() - 2);
                assert_eq!(places(region), cross);
                let mut ends = places(line);
                ends.sort_unstable();
                let mut sorted = link.to_vec();
                sorted.sort_unstable();
                assert_eq!(ends, sorted);
                let far = link[1];
                assert!(target / n == far / n || target % n == far % n);
                assert!(!v.shape.houses[region].contains(&(target as u16)));
            }
            Technique::BugPlusOne | Technique::BugType2 | Technique::BugType3 => {
                // The BUG cells: every open cell but two-candidate ones,
                // six at most, none with one candidate. Type 3 adds its
                // subset's cells, all in its house.
                let open = (0..n * n).filter(|&c| board.value(c) == 0);
                let bug: Vec<usize> = open
                    .filter(|&c| board.candidates(c).count_ones() != 2)
                    .collect();
                assert!(bug.len() <= 6);
                assert!(bug.iter().all(|&c| board.candidates(c).count_ones() > 2));
                if step.technique == Technique::BugType3 {
                    assert!(bug.iter().all(|c| step.cells.contains(c)));
                    let house = &v.shape.houses[step.houses[0]];
                    assert!(step.cells.iter().all(|&c| house.contains(&(c as u16))));
                } else {
                    assert_eq!(bug, step.cells, "{}", step.explain(v));
                }
            }
            Technique::Skyscraper | Technique::TwoStringKite => {
                // Two strong links (a row and a column for a kite, two
                // rows or two columns for a Skyscraper), joined at one end
                // each: both ends in a column (row) or in a box; each
                // target sees both other ends.
                let [(_, d)] = step.eliminations[..1] else {
                    unreachable!()
                };
                let [a, b] = step.houses[..] else {
                    panic!("two houses: {:?}", step.houses);
                };
                let [p, q, r, s] = step.cells[..] else {
                    panic!("four cells: {:?}", step.cells);
                };
                for (house, ends) in [(a, [p, q]), (b, [r, s])] {
                    let mut places: Vec<usize> = board
                        .open(&v.shape.houses[house])
                        .filter(|&c| board.candidates(c) & digit_bit(d) != 0)
                        .collect();
                    places.sort_unstable();
                    let mut ends = ends.to_vec();
                    ends.sort_unstable();
                    assert_eq!(places, ends, "{}", step.explain(v));
                }
                let kite = step.technique == Technique::TwoStringKite;
                assert_eq!(kite, (a < n) != (b < n), "{}", step.explain(v));
                let joined = v
                    .shape
                    .houses
                    .iter()
                    .any(|h| h.contains(&(p as u16)) && h.contains(&(r as u16)));
                assert!(joined && board.sees(p, r), "{}", step.explain(v));
                for &(cell, e) in &step.eliminations {
                    assert_eq!(e, d);
                    assert!(board.sees(cell, q) && board.sees(cell, s));
                }
            }
            Technique::SimpleColouring => {
                // One digit; each house of the step holds it in two cells
                // of the cluster only.
                let d = step.eliminations[0].1;
                assert!(step.eliminations.iter().all(|&(_, e)| e == d));
                for &h in &step.houses {
                    let places: Vec<usize> = board
                        .open(&v.shape.houses[h])
                        .filter(|&c| board.candidates(c) & digit_bit(d) != 0)
                        .collect();
                    assert_eq!(places.len(), 2, "{}", step.explain(v));
                    assert!(places.iter().all(|c| step.cells.contains(c)));
                }
            }
            Technique::AlignedPairExclusion => {
                // Two cells of the house; every other cell of the step
                // holds two digits and sees both; only the two lose digits.
                let house = &v.shape.houses[step.houses[0]];
                let (pair, blockers) = step.cells.split_at(2);
                assert!(pair.iter().all(|&c| house.contains(&(c as u16))));
                for &c in blockers {
                    assert_eq!(board.candidates(c).count_ones(), 2);
                    assert!(board.sees(c, pair[0]) && board.sees(c, pair[1]));
                }
                assert!(step.eliminations.iter().all(|(c, _)| pair.contains(c)));
            }
            Technique::WWing => {
                // Two cells of one pair that do not see each other; the
                // house holds one of the pair's digits only in the link's
                // two cells, one seeing each; the other digit goes.
                let [a, b, l0, l1] = step.cells[..] else {
                    panic!("four cells: {:?}", step.cells);
                };
                let pair = board.candidates(a);
                assert!(pair.count_ones() == 2 && board.candidates(b) == pair);
                assert!(!board.sees(a, b));
                let joined = |p: usize, q: usize| board.sees(l0, p) && board.sees(l1, q);
                assert!(joined(a, b) || joined(b, a), "{}", step.explain(v));
                let link = board.candidates(l0) & board.candidates(l1) & pair;
                let in_house = |d: u8| -> Vec<usize> {
                    board
                        .open(&v.shape.houses[step.houses[0]])
                        .filter(|&c| board.candidates(c) & digit_bit(d) != 0)
                        .collect()
                };
                assert!(digits(link).any(|x| in_house(x) == [l0, l1]));
                for &(cell, y) in &step.eliminations {
                    assert!(pair & digit_bit(y) != 0 && board.sees(cell, a) && board.sees(cell, b));
                }
            }
            _ => {}
        }
        *found.entry(step.technique).or_insert(0) += 1;
    });
    for technique in [
        Technique::SimpleColouring,
        Technique::AlignedPairExclusion,
        Technique::WWing,
        Technique::Skyscraper,
        Technique::TwoStringKite,
        Technique::EmptyRectangle,
        Technique::UniqueLoop,
        Technique::BugPlusOne,
        Technique::BugType2,
        Technique::BugType3,
    ] {
        assert!(found.contains_key(&technique), "{technique:?}: {found:?}");
    }
}

/// A guess anywhere in a variant's solve makes its rating a guess (a
/// lower bound) with the highest score of the steps, even when a chain
/// after it scores more.
#[test]
fn a_guess_anywhere_rates_the_variant_a_guess() {
    let step = |technique, score| {
        let mut step = VariantStep::eliminating(technique, vec![], vec![0], vec![(0, 1)]).unwrap();
        step.score = score;
        step
    };
    let mut steps = vec![
        step(Technique::Guess, 10.0),
        step(Technique::NestedForcingChain, 10.4),
    ];
    let rating = rating_of(&steps);
    assert_eq!((rating.hardest, rating.score), (Technique::Guess, 10.4));
    assert_eq!(rating.level, crate::logic::Level::Extreme);
    steps.remove(0);
    assert_eq!(rating_of(&steps).hardest, Technique::NestedForcingChain);
}
