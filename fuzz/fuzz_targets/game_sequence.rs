//! The game and hint functions under random use: a sequence of calls on one
//! game (entries, pencil marks, undo/redo, conflicts, clashes, mistakes,
//! hints, save/load) with arguments in and out of range, arbitrary bytes
//! to `sudoku_game_load`, and pencil marks made from a solved grid plus
//! extra candidates to `sudoku_hint_candidates` (and each hint's chain,
//! `sudoku_hint_chain` / `sudoku_hint_candidates_chain`). After every call: a
//! failing call changed nothing, the save string loads back to the same
//! state, every conflict is also a clash, and a hint's placements and
//! eliminations agree with the solution (a pencil-mark step removes at
//! least one candidate).
#![no_main]

use std::ffi::{CStr, CString, c_char};
use std::ptr::null_mut;

use libfuzzer_sys::fuzz_target;

#[path = "bytes.rs"]
mod bytes;
use bytes::Bytes;
use sudoku::ffi::*;

const PUZZLES: [(&str, &str); 2] = [
    (
        "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79",
        "534678912672195348198342567859761423426853791713924856961537284287419635345286179",
    ),
    (
        "8..........36......7..9.2...5...7.......457.....1...3...1....68..85...1..9....4..",
        "812753649943682175675491283154237896369845721287169534521974368438526917796318452",
    ),
];

/// Hints per input (a hint on a hard position can take a millisecond).
const MAX_HINTS: u32 = 4;

fn save(g: *mut SudokuGame) -> String {
    let mut buf = [0 as c_char; SUDOKU_GAME_SAVE_BYTES];
    assert_eq!(
        unsafe { sudoku_game_save(g, buf.as_mut_ptr(), buf.len()) },
        SUDOKU_OK
    );
    unsafe { CStr::from_ptr(buf.as_ptr()) }
        .to_str()
        .unwrap()
        .to_owned()
}

/// A hint's placements and eliminations agree with `solution`.
fn check_hint(hint: &SudokuHint, solution: &[u8]) {
    for cell in 0..81 {
        let digit = solution[cell] - b'0';
        assert!(hint.placed[cell] == 0 || hint.placed[cell] == digit);
        if hint.kind == SUDOKU_HINT_STEP {
            assert_eq!(hint.eliminated[cell] & (1 << (digit - 1)), 0);
        }
    }
    assert_eq!(hint.reserved, 0);
}

fn play(bytes: &mut Bytes, g: *mut SudokuGame, solution: &[u8]) {
    let mut hints = 0;
    while !bytes.0.is_empty() {
        let before = save(g);
        let (op, row, col, value) = (bytes.byte() % 12, bytes.int(), bytes.int(), bytes.int());
        let status = unsafe {
            match op {
                0 | 1 => sudoku_game_enter(g, row, col, value),
                2 => sudoku_game_set_pencil(g, row, col, value),
                3 => sudoku_game_toggle_pencil(g, row, col, value),
                4 => sudoku_game_auto_pencil(g),
                5 => sudoku_game_undo(g).min(0),
                6 => sudoku_game_redo(g).min(0),
                7 => sudoku_game_digit(g, row, col).min(0),
                8 => sudoku_game_pencil(g, row, col).min(0),
                9 | 10 if hints < MAX_HINTS => {
                    hints += 1;
                    let mut hint = std::mem::MaybeUninit::<SudokuHint>::zeroed();
                    let status = sudoku_hint(g, value, hint.as_mut_ptr());
                    check_chain(
                        |nodes, cap, count| sudoku_hint_chain(g, value, nodes, cap, count),
                        status,
                    );
                    if status == SUDOKU_OK {
                        let hint = hint.assume_init();
                        if hint.kind != SUDOKU_HINT_WRONG_DIGIT {
                            check_hint(&hint, solution);
                        }
                    } else {
                        assert_eq!(status, SUDOKU_ERR_RANGE);
                    }
                    status
                }
                _ => sudoku_game_is_complete(g).min(0),
            }
        };
        if status < 0 {
            assert_eq!(
                save(g),
                before,
                "op {op} failed with {status} and changed the game"
            );
        }
        // Lists: every conflict is a clash; mistakes are entries.
        let conflicts = unsafe { sudoku_conflicts(g, null_mut(), 0) };
        let clashes = unsafe { sudoku_clashes(g, null_mut(), 0) };
        assert!((0..=243).contains(&conflicts) && (conflicts..=972).contains(&clashes));
        let mut conflict_list = vec![
            SudokuConflict {
                cell: -1,
                given: -1,
                house: -1
            };
            conflicts as usize
        ];
        let mut clash_list = vec![
            SudokuClash {
                first: -1,
                second: -1,
                house: -1
            };
            clashes as usize
        ];
        unsafe {
            sudoku_conflicts(g, conflict_list.as_mut_ptr(), conflict_list.len());
            sudoku_clashes(g, clash_list.as_mut_ptr(), clash_list.len());
        }
        for c in &conflict_list {
            let pair = (c.cell.min(c.given), c.cell.max(c.given));
            assert!(
                clash_list
                    .iter()
                    .any(|k| (k.first, k.second) == pair && k.house == c.house)
            );
        }
        let mut cells = [0u8; 81];
        let mistakes = unsafe { sudoku_mistakes(g, cells.as_mut_ptr(), 81) };
        for &cell in &cells[..mistakes as usize] {
            assert_eq!(
                unsafe {
                    sudoku_game_is_given(g, i32::from(cell) / 9 + 1, i32::from(cell) % 9 + 1)
                },
                0
            );
        }
    }
    // The save string loads back to the same state.
    let text = CString::new(save(g)).unwrap();
    let mut back = null_mut();
    assert_eq!(
        unsafe { sudoku_game_load(text.as_ptr(), &mut back) },
        SUDOKU_OK
    );
    assert_eq!(save(back), save(g));
    unsafe { sudoku_game_free(back) };
}

/// A hint's chain function: the same status as the hint, a length read
/// with no buffer, then the nodes, well formed and ending the chain.
fn check_chain(
    call: impl Fn(*mut SudokuChainNode, usize, *mut usize) -> SudokuStatus,
    hint_status: SudokuStatus,
) {
    let mut count = usize::MAX;
    assert_eq!(call(null_mut(), 0, &mut count), hint_status);
    if hint_status != SUDOKU_OK {
        assert_eq!(count, usize::MAX);
        return;
    }
    let mut nodes = vec![std::mem::MaybeUninit::<SudokuChainNode>::zeroed(); count];
    let mut again = 0;
    assert_eq!(
        call(nodes.as_mut_ptr().cast(), count, &mut again),
        SUDOKU_OK
    );
    assert_eq!(again, count);
    for (i, node) in nodes.iter().enumerate() {
        let node = unsafe { node.assume_init() };
        // One cell, or 2-3 for a group node (grouped X-chains, AICs),
        // in reading order; unused entries 0.
        let used = usize::from(node.cell_count);
        assert!((1..=3).contains(&used), "{used} cells");
        assert!(node.cells[..used].iter().all(|&c| c < 81) && node.cells[..used].is_sorted());
        assert!(node.cells[used..].iter().all(|&c| c == 0));
        assert!((1..=9).contains(&node.digit) && node.on <= 1);
        assert!(
            [
                SUDOKU_LINK_STRONG,
                SUDOKU_LINK_WEAK,
                SUDOKU_LINK_DERIVED,
                SUDOKU_LINK_END
            ]
            .contains(&node.link)
        );
        assert!(node.link == SUDOKU_LINK_END || i + 1 < count);
    }
}

/// Pencil marks: the solution's digits plus extra candidates from the
/// bytes; when they keep one solution, the hint must remove a candidate
/// and keep the solution.
fn pencil_hint(bytes: &mut Bytes, solution: &[u8]) {
    let mut masks: Vec<u16> = solution.iter().map(|&b| 1 << (b - b'1')).collect();
    for _ in 0..bytes.byte() % 24 {
        let (cell, digit) = (usize::from(bytes.byte()) % 81, bytes.byte() % 9);
        masks[cell] |= 1 << digit;
    }
    let text: String = masks
        .iter()
        .flat_map(|&m| {
            (0..9).map(move |d| {
                if m & (1 << d) != 0 {
                    (b'1' + d) as char
                } else {
                    '.'
                }
            })
        })
        .collect();
    let text = CString::new(text).unwrap();
    let mut hint = std::mem::MaybeUninit::<SudokuHint>::zeroed();
    let status = unsafe { sudoku_hint_candidates(text.as_ptr(), hint.as_mut_ptr()) };
    check_chain(
        |nodes, cap, count| unsafe {
            sudoku_hint_candidates_chain(text.as_ptr(), nodes, cap, count)
        },
        status,
    );
    if status != SUDOKU_OK {
        assert_eq!(status, SUDOKU_NOT_UNIQUE);
        return;
    }
    let hint = unsafe { hint.assume_init() };
    check_hint(&hint, solution);
    if hint.kind == SUDOKU_HINT_SOLVED {
        assert!(masks.iter().all(|m| m.count_ones() == 1));
        return;
    }
    assert_eq!(hint.kind, SUDOKU_HINT_STEP);
    let removes = (0..81).any(|cell| {
        let placed = hint.placed[cell];
        masks[cell] & hint.eliminated[cell] != 0
            || (placed != 0 && masks[cell] != 1 << (placed - 1))
    });
    assert!(removes, "a pencil-mark hint that removes nothing");
}

fuzz_target!(|data: &[u8]| {
    let mut bytes = Bytes(data);
    // Arbitrary bytes as a save string: refused or loaded, never a crash.
    let len = usize::from(bytes.byte()) * 2;
    let raw: Vec<u8> = bytes.0.iter().take(len).map(|&b| b.max(1)).collect();
    if let Ok(text) = CString::new(raw) {
        let mut g = null_mut();
        let status = unsafe { sudoku_game_load(text.as_ptr(), &mut g) };
        assert_eq!(status == SUDOKU_OK, !g.is_null());
        unsafe { sudoku_game_free(g) };
    }
    let (puzzle, solution) = PUZZLES[usize::from(bytes.byte() % 2)];
    pencil_hint(&mut bytes, solution.as_bytes());
    let text = CString::new(puzzle).unwrap();
    let mut g = null_mut();
    assert_eq!(unsafe { sudoku_game_new(text.as_ptr(), &mut g) }, SUDOKU_OK);
    play(&mut bytes, g, solution.as_bytes());
    unsafe { sudoku_game_free(g) };
});
