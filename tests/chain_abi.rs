//! Hints as data through the C ABI: a chain hint's nodes
//! (`sudoku_hint_candidates_chain`, `sudoku_hint_chain`) and the notation
//! in its explanation.

mod common;

use std::ffi::CString;
use std::ptr::null_mut;

use common::*;
use sudoku::ffi::*;

/// Technique ids whose hints are chains.
const CHAINS: [i32; 10] = [24, 25, 26, 27, 28, 29, 45, 46, 47, 48];

/// A puzzle from `seed` whose rating's hardest step is `technique`; for a
/// technique ratings never use (the generator refuses it as `hardest`),
/// one rated 7.6 or more (AIC's base), whose hints may show it.
fn generated(seed: u64, technique: i32) -> String {
    let mut options = SudokuGenerateOptions {
        hardest: technique,
        ..Default::default()
    };
    let mut puzzle = [0u8; 82];
    let mut make = |options: &SudokuGenerateOptions| unsafe {
        sudoku_generate_with(
            seed,
            options,
            puzzle.as_mut_ptr().cast(),
            null_mut(),
            82,
            null_mut(),
        )
    };
    let mut status = make(&options);
    if status == SUDOKU_ERR_RANGE {
        options.hardest = -1;
        options.min_score_tenths = 76;
        status = make(&options);
    }
    assert_eq!(status, SUDOKU_OK, "technique {technique}");
    puzzle[..81].iter().map(|&c| char::from(c)).collect()
}

fn text_of(masks: &[u16]) -> CString {
    CString::new(marks_text(masks)).unwrap()
}

fn chain(text: &CString, cap: usize) -> (SudokuStatus, usize, Vec<SudokuChainNode>) {
    let blank = SudokuChainNode {
        cell_count: 0xAA,
        cells: [0xAA; 9],
        digit: 0xAA,
        on: 0xAA,
        link: -7,
    };
    let mut nodes = vec![blank; cap + 1];
    let mut count = usize::MAX;
    let status =
        unsafe { sudoku_hint_candidates_chain(text.as_ptr(), nodes.as_mut_ptr(), cap, &mut count) };
    assert_eq!(nodes[cap], blank, "nothing past cap");
    nodes.truncate(cap);
    (status, count, nodes)
}

/// Follows the pencil-mark hints of generated puzzles (seeds 1, 2, ...)
/// until a step of `technique`, checking every hint's chain on the way.
fn chain_hint_of(technique: i32) -> (SudokuHint, Vec<SudokuChainNode>) {
    (1..=20)
        .find_map(|seed| chain_hint_in(&generated(seed, technique), technique))
        .unwrap_or_else(|| panic!("no hint of technique {technique} in 20 puzzles"))
}

/// Follows the pencil-mark hints of `puzzle` until a step of `technique`
/// (`None` when it is solved first), checking every hint's chain.
fn chain_hint_in(puzzle: &str, technique: i32) -> Option<(SudokuHint, Vec<SudokuChainNode>)> {
    let mut masks = candidate_masks(puzzle);
    loop {
        let text = text_of(&masks);
        let mut hint = std::mem::MaybeUninit::<SudokuHint>::zeroed();
        assert_eq!(
            unsafe { sudoku_hint_candidates(text.as_ptr(), hint.as_mut_ptr()) },
            SUDOKU_OK
        );
        let hint = unsafe { hint.assume_init() };
        if hint.kind == SUDOKU_HINT_SOLVED {
            return None;
        }
        assert_eq!(hint.kind, SUDOKU_HINT_STEP);
        let (status, count, _) = chain(&text, 0);
        assert_eq!(status, SUDOKU_OK);
        assert_eq!(
            count > 0,
            CHAINS.contains(&hint.technique),
            "{}",
            explanation(&hint)
        );
        if hint.technique == technique {
            let (_, again, nodes) = chain(&text, count);
            assert_eq!(again, count);
            // A truncated read writes only what fits, and the same count.
            let (_, truncated, first) = chain(&text, 1);
            assert_eq!((truncated, first[0]), (count, nodes[0]));
            return Some((hint, nodes));
        }
        for (cell, mask) in masks.iter_mut().enumerate() {
            *mask &= !hint.eliminated[cell];
            if hint.placed[cell] != 0 {
                *mask = 1 << (hint.placed[cell] - 1);
            }
        }
    }
}

#[test]
fn chain_hints_can_be_read_as_nodes() {
    for technique in [24, 25, 26, 45, 46] {
        let (hint, nodes) = chain_hint_of(technique);
        assert!(nodes.len() >= 2, "{}", explanation(&hint));
        assert_eq!(nodes.last().unwrap().link, SUDOKU_LINK_END);
        for pair in nodes.windows(2) {
            let n = pair[0];
            assert!((1..=3).contains(&n.cell_count));
            let used = &n.cells[..usize::from(n.cell_count)];
            assert!(used.iter().all(|&c| c < 81) && used.is_sorted());
            assert!(n.cells[usize::from(n.cell_count)..].iter().all(|&c| c == 0));
            assert!((1..=9).contains(&n.digit) && n.on <= 1);
            match n.link {
                SUDOKU_LINK_STRONG => assert_eq!((n.on, pair[1].on), (0, 1)),
                SUDOKU_LINK_WEAK => assert_eq!((n.on, pair[1].on), (1, 0)),
                link => assert_eq!(link, SUDOKU_LINK_END),
            }
        }
        // The explanation gives the chain in notation: "(d)rXcY" nodes
        // joined by "=" and "-", then what it concludes.
        let text = explanation(&hint);
        let first = nodes[0];
        let node = format!(
            "({}){}",
            first.digit,
            format_args!("r{}c{}", first.cells[0] / 9 + 1, first.cells[0] % 9 + 1)
        );
        assert!(
            text.contains(&format!("[{}", technique_name(technique))),
            "{text}"
        );
        assert!(text.contains(" => "), "{text}");
        if first.cell_count == 1 {
            assert!(text.contains(&node), "{text}");
        }
    }
}

#[test]
fn other_hints_have_no_chain() {
    let g = Game::with(CLASSIC);
    let mut count = usize::MAX;
    let status = unsafe { sudoku_hint_chain(g.0, 0, null_mut(), 0, &mut count) };
    assert_eq!((status, count), (SUDOKU_OK, 0));
    let hint = g.hint(0);
    assert!(
        explanation(&hint).ends_with("[Hidden single (box) 8 in b2 => r1c6=8]"),
        "{}",
        explanation(&hint)
    );
}

fn technique_name(id: i32) -> String {
    let name = unsafe { std::ffi::CStr::from_ptr(sudoku_technique_name(id)) }
        .to_str()
        .unwrap()
        .to_owned();
    name[..1].to_uppercase() + &name[1..]
}
