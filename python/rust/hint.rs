//! Hints as Python data: the module's `hint` on a puzzle or pencil marks,
//! and the conversion the games' hints share.

use std::ffi::CStr;

use pyo3::prelude::*;
use sudoku::ffi::{
    SUDOKU_HINT_STEP, SUDOKU_MARK_CHARS, SudokuChainNode, SudokuGame, SudokuHint,
    SudokuVariantHint, sudoku_game_free, sudoku_game_new, sudoku_hint_candidates,
    sudoku_hint_candidates_chain, sudoku_hint_chain, sudoku_variant_hint,
};

use crate::failure::{Failure, checked};
use crate::text::c_text;

/// A chain node: (cells, digit, on, link).
pub type NodeTuple = (Vec<u32>, u8, bool, i32);

/// A hint: (kind, technique, size, explanation, cells, houses, placed as
/// (cell, digit), eliminated as (cell, digits), chain).
pub type HintTuple = (
    i32,
    i32,
    i32,
    String,
    Vec<u32>,
    Vec<u32>,
    Vec<(u32, u8)>,
    Vec<(u32, Vec<u32>)>,
    Vec<NodeTuple>,
);

/// The digits of a candidate mask (bit k = digit k+1).
fn digits(mask: u16) -> Vec<u32> {
    (0..16)
        .filter(|k| mask >> k & 1 == 1)
        .map(|k| k + 1)
        .collect()
}

/// The fields both hint structs hold, as one tuple (no chain yet).
fn tuple<H: Copy + Into<u32>>(
    (kind, technique, size): (i32, i32, i32),
    explanation: &[std::ffi::c_char],
    cells: &[u8],
    houses: &[H],
    placed: &[u8],
    eliminated: &[u16],
) -> HintTuple {
    // SAFETY: the library writes a NUL-terminated sentence.
    let text = unsafe { CStr::from_ptr(explanation.as_ptr()) }
        .to_string_lossy()
        .into_owned();
    let cell_count = (size * size) as usize;
    (
        kind,
        technique,
        size,
        text,
        cells.iter().map(|&c| u32::from(c)).collect(),
        houses.iter().map(|&h| h.into()).collect(),
        placed[..cell_count]
            .iter()
            .enumerate()
            .filter(|&(_, &d)| d != 0)
            .map(|(c, &d)| (c as u32, d))
            .collect(),
        eliminated[..cell_count]
            .iter()
            .enumerate()
            .filter(|&(_, &m)| m != 0)
            .map(|(c, &m)| (c as u32, digits(m)))
            .collect(),
        Vec::new(),
    )
}

/// A hint struct (either kind) of grid size `size` as a tuple.
macro_rules! hint_tuple {
    ($h:expr, $size:expr) => {
        tuple(
            ($h.kind, $h.technique, $size),
            &$h.explanation,
            &$h.cells[..$h.cell_count.max(0) as usize],
            &$h.houses[..$h.house_count.max(0) as usize],
            &$h.placed,
            &$h.eliminated,
        )
    };
}

/// A game's hint (any size) as a tuple.
pub fn of_variant(h: &SudokuVariantHint) -> HintTuple {
    hint_tuple!(h, h.size)
}

/// A pencil-mark hint (9x9) as a tuple.
fn of_classic(h: &SudokuHint) -> HintTuple {
    hint_tuple!(h, 9)
}

/// The nodes a chain call wrote, as tuples.
fn nodes(found: &[SudokuChainNode]) -> Vec<NodeTuple> {
    found
        .iter()
        .map(|n| {
            (
                n.cells[..usize::from(n.cell_count)]
                    .iter()
                    .map(|&c| u32::from(c))
                    .collect(),
                n.digit,
                n.on != 0,
                n.link,
            )
        })
        .collect()
}

/// A chain fetched in two calls of `call(nodes, cap, count)`: the length,
/// then the nodes.
fn chain(
    call: impl Fn(*mut SudokuChainNode, usize, *mut usize) -> i32,
) -> Result<Vec<NodeTuple>, Failure> {
    let mut len = 0usize;
    checked(call(std::ptr::null_mut(), 0, &mut len))?;
    // SAFETY: plain integers and arrays; all zeros is a valid node.
    let mut found = vec![unsafe { std::mem::zeroed::<SudokuChainNode>() }; len];
    let mut written = 0usize;
    checked(call(found.as_mut_ptr(), len, &mut written))?;
    found.truncate(written.min(len));
    Ok(nodes(&found))
}

/// The hint of the live game `g` and, on a 9x9 game of houses only, its
/// chain.
///
/// # Safety
/// `g` must be a live game not modified during the call.
pub unsafe fn game_hint(
    g: *const SudokuGame,
    use_pencil: bool,
    classic: bool,
) -> Result<HintTuple, Failure> {
    // SAFETY: plain integers and arrays; all zeros is a valid hint.
    let mut out: SudokuVariantHint = unsafe { std::mem::zeroed() };
    let pencil = i32::from(use_pencil);
    // SAFETY: per this function's contract; `out` writable.
    checked(unsafe { sudoku_variant_hint(g, pencil, &mut out) })?;
    let mut hint = of_variant(&out);
    if classic && out.kind == SUDOKU_HINT_STEP {
        // SAFETY: as above; buffers per `chain`.
        hint.8 =
            chain(|nodes, cap, count| unsafe { sudoku_hint_chain(g, pencil, nodes, cap, count) })?;
    }
    Ok(hint)
}

/// Whether `text` is pencil marks (729 characters once blanks go).
fn is_marks(text: &str) -> bool {
    text.chars().filter(|c| !c.is_whitespace()).count() == SUDOKU_MARK_CHARS
}

/// The simplest next step on a 9x9 puzzle (a game's first hint) or on
/// pencil marks (729 characters: sudoku_hint_candidates).
#[pyfunction]
pub fn hint(py: Python<'_>, text: &str) -> PyResult<HintTuple> {
    let marks = is_marks(text);
    let c = c_text(text, if marks { "marks" } else { "puzzle" })?;
    let found = py.detach(move || {
        if marks {
            // SAFETY: plain integers and arrays; all zeros is a valid hint.
            let mut out: SudokuHint = unsafe { std::mem::zeroed() };
            // SAFETY: a C string and a writable hint.
            checked(unsafe { sudoku_hint_candidates(c.as_ptr(), &mut out) })?;
            let mut hint = of_classic(&out);
            if out.kind != SUDOKU_HINT_STEP {
                return Ok(hint);
            }
            // SAFETY: a C string; buffers per `chain`.
            hint.8 = chain(|nodes, cap, count| unsafe {
                sudoku_hint_candidates_chain(c.as_ptr(), nodes, cap, count)
            })?;
            return Ok(hint);
        }
        let mut g = std::ptr::null_mut();
        // SAFETY: a C string and a writable handle.
        checked(unsafe { sudoku_game_new(c.as_ptr(), &mut g) })?;
        // SAFETY: `g` is live until freed below.
        let hint = unsafe { game_hint(g, false, true) };
        // SAFETY: made above, freed once.
        unsafe { sudoku_game_free(g) };
        hint
    })?;
    Ok(found)
}
