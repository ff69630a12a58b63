//! A hint's chain as data across the C ABI: `SudokuChainNode`,
//! `sudoku_hint_chain` (a game) and `sudoku_hint_candidates_chain`
//! (pencil marks).

use std::ffi::c_char;

use super::boundary::{c_string, guard_status, non_null};
use super::game::{SudokuGame, with_classic};
use super::hint::game_hint;
use super::last_error::{Fail, null};
use super::status::{SUDOKU_OK, SudokuStatus};
use super::sukaku::candidates_hint;
use crate::hint::Hint;
use crate::logic::{ChainNode, Link};

/// The last node of a chain (another chain may follow).
pub const SUDOKU_LINK_END: i32 = 0;
/// Strong link: if this node is false, the next is true.
pub const SUDOKU_LINK_STRONG: i32 = 1;
/// Weak link: if this node is true, the next is false.
pub const SUDOKU_LINK_WEAK: i32 = 2;
/// Derived link: this false node, with the false nodes before it, makes
/// the next one false by a basic elimination (locked candidates, a pair,
/// triple, X-Wing or Swordfish) or by a forcing chain nested inside
/// (dynamic forcing chains "plus" and nested forcing chains).
pub const SUDOKU_LINK_DERIVED: i32 = 3;

/// One node of a hint's chain (16 bytes, no padding): a candidate and its
/// state at that point, and how it leads to the next node. A chain runs
/// until a node whose `link` is SUDOKU_LINK_END; a forcing chain's hint
/// holds several chains one after another (its cases, or the two sides of
/// a contradiction). In a dynamic forcing chain a node may rest on more
/// facts than the node before it (a single that several eliminations
/// made); the chain then follows the first of them. Dynamic forcing chains
/// "plus" and nested ones also link a false node to a false node
/// (SUDOKU_LINK_DERIVED).
#[repr(C)]
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct SudokuChainNode {
    /// How many entries of `cells` are used: 1, or 2-3 for a group node
    /// (the cells of one box and one row or column holding the digit; the
    /// node is true when the digit is in any of them).
    pub cell_count: u8,
    /// The node's cells, 0..80 in reading order; unused entries are 0.
    pub cells: [u8; 9],
    /// The digit, 1..9.
    pub digit: u8,
    /// 1 when the candidate is true at this point of the chain, 0 when
    /// false.
    pub on: u8,
    /// SUDOKU_LINK_STRONG, SUDOKU_LINK_WEAK, SUDOKU_LINK_DERIVED or
    /// SUDOKU_LINK_END.
    pub link: i32,
}

const _: () = assert!(size_of::<SudokuChainNode>() == 16);

impl SudokuChainNode {
    fn from_node(node: &ChainNode) -> SudokuChainNode {
        let mut cells = [0; 9];
        let mut count = 0;
        let group = if node.group == 0 {
            1 << node.cell
        } else {
            node.group
        };
        for cell in (0..81).filter(|&c| group & (1 << c) != 0).take(9) {
            cells[count] = cell as u8;
            count += 1;
        }
        SudokuChainNode {
            cell_count: count as u8,
            cells,
            digit: node.digit,
            on: u8::from(node.on),
            link: match node.link {
                Link::End => SUDOKU_LINK_END,
                Link::Strong => SUDOKU_LINK_STRONG,
                Link::Weak => SUDOKU_LINK_WEAK,
                Link::Derived => SUDOKU_LINK_DERIVED,
            },
        }
    }
}

/// Writes the chain of `found` (none unless it is a chain step): its
/// first `cap` nodes to `nodes` and its length to `*count`.
///
/// # Safety
/// `nodes` writable for `cap` nodes (checked non-NULL when `cap` > 0),
/// `count` non-NULL and writable.
unsafe fn write_chain(
    found: &Hint,
    nodes: *mut SudokuChainNode,
    cap: usize,
    count: *mut usize,
) -> Result<SudokuStatus, Fail> {
    let step = found.step();
    let chain: &[ChainNode] = step.as_ref().map_or(&[], |s| &s.chain);
    for (i, node) in chain.iter().take(cap).enumerate() {
        // SAFETY: i < cap, and nodes holds cap nodes per the contract.
        unsafe { nodes.add(i).write(SudokuChainNode::from_node(node)) };
    }
    // SAFETY: non-NULL and writable per the contract.
    unsafe { count.write(chain.len()) };
    Ok(SUDOKU_OK)
}

/// Checks the output arguments shared by both functions.
fn check_outputs(nodes: *mut SudokuChainNode, cap: usize, count: *mut usize) -> Result<(), Fail> {
    non_null(count, "count")?;
    if nodes.is_null() && cap > 0 {
        return Err(null("nodes"));
    }
    Ok(())
}

/// The chain of the hint `sudoku_hint(g, use_pencil, ...)` gives: when
/// that hint is a step of a chain technique (X-chain, XY-chain, the
/// forcing chains), its nodes, in order; otherwise none. Writes the
/// chain's length to `*count` and its first `cap` nodes to `nodes`
/// (`nodes` may be NULL when `cap` is 0, to ask for the length first).
///
/// Returns SUDOKU_OK, SUDOKU_ERR_NULL (NULL `g` or `count`, or NULL `nodes`
/// with `cap` > 0), SUDOKU_ERR_RANGE (`use_pencil` not 0 or 1) or what
/// `sudoku_hint` returns for the game. Nothing is written unless
/// SUDOKU_OK.
///
/// # Safety
/// `g` must be NULL or a live game not being modified meanwhile; `nodes`
/// NULL or writable for `cap` nodes; `count` NULL or writable.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn sudoku_hint_chain(
    g: *const SudokuGame,
    use_pencil: i32,
    nodes: *mut SudokuChainNode,
    cap: usize,
    count: *mut usize,
) -> SudokuStatus {
    guard_status("sudoku_hint_chain", || {
        // SAFETY: per this function's contract.
        unsafe {
            with_classic(g, |game| {
                check_outputs(nodes, cap, count)?;
                let found = game_hint(game, use_pencil)?;
                // SAFETY: checked above; writable per the contract.
                write_chain(&found, nodes, cap, count)
            })
        }
    })
}

/// The chain of the hint `sudoku_hint_candidates(marks, ...)` gives, as
/// `sudoku_hint_chain` writes it.
///
/// Returns SUDOKU_OK, SUDOKU_ERR_NULL (NULL `marks` or `count`, or NULL
/// `nodes` with `cap` > 0) or what `sudoku_hint_candidates` returns for
/// the marks. Nothing is written unless SUDOKU_OK. Safe from any thread.
///
/// # Safety
/// `marks` must be NULL or a NUL-terminated string; `nodes` NULL or
/// writable for `cap` nodes; `count` NULL or writable.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn sudoku_hint_candidates_chain(
    marks: *const c_char,
    nodes: *mut SudokuChainNode,
    cap: usize,
    count: *mut usize,
) -> SudokuStatus {
    guard_status("sudoku_hint_candidates_chain", || {
        // SAFETY: per this function's contract.
        let text = unsafe { c_string(marks, "marks") }?;
        check_outputs(nodes, cap, count)?;
        let found = candidates_hint(text)?;
        // SAFETY: checked above; writable per the contract.
        unsafe { write_chain(&found, nodes, cap, count) }
    })
}

#[cfg(test)]
mod tests {
    use super::super::boundary::panic_probe;
    use super::super::status::SUDOKU_ERR_PANIC;
    use super::*;

    #[test]
    fn both_survive_a_panic() {
        let g = super::super::game::tests::new_game();
        let mut count = 77usize;
        let mut nodes = [SudokuChainNode::from_node(&ChainNode {
            cell: 3,
            group: 0,
            digit: 4,
            on: true,
            link: Link::End,
        }); 2];
        let before = nodes;
        panic_probe::armed(|| unsafe {
            let status = sudoku_hint_chain(g, 0, nodes.as_mut_ptr(), 2, &mut count);
            assert_eq!(status, SUDOKU_ERR_PANIC);
            let status =
                sudoku_hint_candidates_chain(c"1".as_ptr(), nodes.as_mut_ptr(), 2, &mut count);
            assert_eq!(status, SUDOKU_ERR_PANIC);
        });
        assert_eq!((nodes, count), (before, 77));
        unsafe { super::super::game::sudoku_game_free(g) };
    }

    #[test]
    fn nodes_carry_their_cell_digit_state_and_link() {
        let node = SudokuChainNode::from_node(&ChainNode {
            cell: 80,
            group: 0,
            digit: 9,
            on: false,
            link: Link::Strong,
        });
        assert_eq!(
            (node.cell_count, node.cells[0], node.digit, node.on),
            (1, 80, 9, 0)
        );
        assert_eq!(node.link, SUDOKU_LINK_STRONG);
        assert_eq!(node.cells[1..], [0; 8]);
    }
}
