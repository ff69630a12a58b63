//! Reading puzzles from text.
//!
//! Accepted: digits `1`-`9` are givens, `.` `0` `_` are blanks; whitespace,
//! `|`, `-` and `+` are separators and ignored, so both 81-character lines and
//! 9x9 blocks with box separators parse. Anything else is an error, as is a
//! cell count other than 81.

use crate::error::ParseError;
use crate::geometry::CELLS;

/// What each byte of puzzle text stands for: 0..=9 a cell (0 = blank),
/// [`SEPARATOR`] a byte to skip, [`INVALID`] anything else.
static CLASSES: [u8; 256] = {
    let mut table = [INVALID; 256];
    let mut digit = b'1';
    while digit <= b'9' {
        table[digit as usize] = digit - b'0';
        digit += 1;
    }
    table[b'.' as usize] = 0;
    table[b'0' as usize] = 0;
    table[b'_' as usize] = 0;
    let separators = *b" \t\n\r\x0b\x0c|-+";
    let mut i = 0;
    while i < separators.len() {
        table[separators[i] as usize] = SEPARATOR;
        i += 1;
    }
    table
};

const SEPARATOR: u8 = 10;
const INVALID: u8 = 11;

/// The character starting at `offset`, for error messages.
fn char_at(text: &[u8], offset: usize) -> char {
    let end = text.len().min(offset + 4);
    (offset + 1..=end)
        .find_map(|stop| std::str::from_utf8(&text[offset..stop]).ok())
        .and_then(|s| s.chars().next())
        .unwrap_or(char::REPLACEMENT_CHARACTER)
}

/// Parses puzzle text into 81 cell values (0 = blank, 1..=9 = given).
pub fn parse_cells(text: &[u8]) -> Result<[u8; CELLS], ParseError> {
    // The common case, a bare 81-cell line, in one pass without branches;
    // any separator or invalid byte sends it to the general loop.
    if let Ok(line) = <&[u8; CELLS]>::try_from(text)
        && let Some(cells) = bare_line(line)
    {
        return Ok(cells);
    }
    parse_general(text)
}

/// The cells of an 81-byte line made of cell characters only, else None.
/// SSE2 (every x86-64 CPU has it): 16 bytes at a time.
#[cfg(target_arch = "x86_64")]
#[inline]
fn bare_line(line: &[u8; CELLS]) -> Option<[u8; CELLS]> {
    use std::arch::x86_64::*;
    let mut cells = [0u8; CELLS];
    let mut rejected = 0;
    for chunk in 0..CELLS / 16 {
        // SAFETY: SSE2 is part of the x86-64 baseline; bytes
        // 16 * chunk..16 * chunk + 16 lie inside both 81-byte arrays.
        unsafe {
            let bytes = _mm_loadu_si128(line.as_ptr().add(16 * chunk).cast());
            // Digits '0'..='9' become 0..=9; the unsigned saturating
            // subtraction of 9 leaves zero exactly for them.
            let value = _mm_sub_epi8(bytes, _mm_set1_epi8(b'0' as i8));
            let nine = _mm_set1_epi8(9);
            let digit = _mm_cmpeq_epi8(_mm_subs_epu8(value, nine), _mm_setzero_si128());
            let blank = _mm_or_si128(
                _mm_cmpeq_epi8(bytes, _mm_set1_epi8(b'.' as i8)),
                _mm_cmpeq_epi8(bytes, _mm_set1_epi8(b'_' as i8)),
            );
            rejected |= !_mm_movemask_epi8(_mm_or_si128(digit, blank)) & 0xFFFF;
            let out = _mm_and_si128(value, digit);
            _mm_storeu_si128(cells.as_mut_ptr().add(16 * chunk).cast(), out);
        }
    }
    let last = CLASSES[usize::from(line[CELLS - 1])];
    cells[CELLS - 1] = last;
    (rejected == 0 && last < SEPARATOR).then_some(cells)
}

/// The cells of an 81-byte line made of cell characters only, else None.
#[cfg(not(target_arch = "x86_64"))]
#[inline]
fn bare_line(line: &[u8; CELLS]) -> Option<[u8; CELLS]> {
    bare_line_portable(line)
}

/// [`bare_line`] for any target: one table lookup per byte, no branch.
#[cfg_attr(target_arch = "x86_64", allow(dead_code))]
#[inline]
fn bare_line_portable(line: &[u8; CELLS]) -> Option<[u8; CELLS]> {
    let mut cells = [0u8; CELLS];
    let mut not_cell = 0u8;
    for (cell, &byte) in cells.iter_mut().zip(line) {
        *cell = CLASSES[byte as usize];
        not_cell |= u8::from(*cell >= SEPARATOR);
    }
    (not_cell == 0).then_some(cells)
}

/// Any text: separators skipped, errors located.
fn parse_general(text: &[u8]) -> Result<[u8; CELLS], ParseError> {
    let mut cells = [0u8; CELLS];
    let mut count = 0usize;
    for (offset, &byte) in text.iter().enumerate() {
        match CLASSES[byte as usize] {
            SEPARATOR => {}
            INVALID => {
                return Err(ParseError::InvalidChar {
                    found: char_at(text, offset),
                    offset,
                });
            }
            value => {
                if count < CELLS {
                    cells[count] = value;
                }
                count += 1;
            }
        }
    }
    if count == CELLS {
        Ok(cells)
    } else {
        Err(ParseError::WrongCellCount(count))
    }
}

/// Characters of a pencil-mark ("Sukaku") puzzle: nine per cell.
pub const MARK_CHARS: usize = 9 * CELLS;

/// Parses a pencil-mark ("Sukaku") puzzle, the tdoku / Sudoku Explainer
/// format: for each cell in reading order nine characters, the k-th being
/// digit k or a blank (`.` `0` `_`) when the cell cannot hold k. Separators
/// are skipped as in [`parse_cells`]. Returns each cell's candidate mask
/// (bit k = digit k+1).
pub fn parse_candidates(text: &[u8]) -> Result<[u16; CELLS], ParseError> {
    let mut marks = [0u16; CELLS];
    let mut count = 0usize;
    for (offset, &byte) in text.iter().enumerate() {
        let value = CLASSES[byte as usize];
        if value == SEPARATOR {
            continue;
        }
        let position = (count % 9) as u8 + 1;
        if value == INVALID || (value != 0 && value != position) {
            return Err(ParseError::InvalidChar {
                found: char_at(text, offset),
                offset,
            });
        }
        if value != 0 && count < MARK_CHARS {
            marks[count / 9] |= 1 << (value - 1);
        }
        count += 1;
    }
    if count == MARK_CHARS {
        Ok(marks)
    } else {
        Err(ParseError::WrongMarkCount(count))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::test_puzzles::CLASSIC as LINE;

    #[test]
    fn line_with_dots() {
        let cells = parse_cells(LINE.as_bytes()).unwrap();
        assert_eq!(&cells[..5], &[5, 3, 0, 0, 7]);
        assert_eq!(cells[80], 9);
    }

    #[test]
    fn eighty_one_bytes_that_are_not_all_cells_take_the_general_path() {
        let mut bad = LINE.as_bytes().to_vec();
        bad[5] = b'x';
        assert_eq!(
            parse_cells(&bad),
            Err(ParseError::InvalidChar {
                found: 'x',
                offset: 5
            })
        );
        bad[5] = b' ';
        assert_eq!(parse_cells(&bad), Err(ParseError::WrongCellCount(80)));
        let mut spaced = b" ".to_vec();
        spaced.extend_from_slice(&LINE.as_bytes()[..80]);
        assert_eq!(parse_cells(&spaced), Err(ParseError::WrongCellCount(80)));
    }

    #[test]
    fn the_bare_line_path_agrees_with_the_general_one_on_every_byte() {
        for pos in 0..CELLS {
            for byte in 0..=255u8 {
                let mut line: [u8; CELLS] = LINE.as_bytes().try_into().unwrap();
                line[pos] = byte;
                let general = parse_general(&line);
                assert_eq!(bare_line(&line), general.clone().ok(), "{pos} {byte}");
                assert_eq!(bare_line_portable(&line), bare_line(&line));
                if bare_line(&line).is_none() {
                    assert_eq!(parse_cells(&line), general);
                }
            }
        }
    }

    #[test]
    fn zeros_and_underscores_are_blanks() {
        let text = LINE.replace('.', "0");
        assert_eq!(parse_cells(text.as_bytes()), parse_cells(LINE.as_bytes()));
        let text = LINE.replace('.', "_");
        assert_eq!(parse_cells(text.as_bytes()), parse_cells(LINE.as_bytes()));
    }

    #[test]
    fn block_layout_with_separators() {
        let block = "\
5 3 . | . 7 . | . . .
6 . . | 1 9 5 | . . .
. 9 8 | . . . | . 6 .
------+-------+------
8 . . | . 6 . | . . 3
4 . . | 8 . 3 | . . 1
7 . . | . 2 . | . . 6
------+-------+------
. 6 . | . . . | 2 8 .
. . . | 4 1 9 | . . 5
. . . | . 8 . | . 7 9
";
        assert_eq!(parse_cells(block.as_bytes()), parse_cells(LINE.as_bytes()));
    }

    #[test]
    fn wrong_counts() {
        assert_eq!(parse_cells(b""), Err(ParseError::WrongCellCount(0)));
        assert_eq!(
            parse_cells(&LINE.as_bytes()[..80]),
            Err(ParseError::WrongCellCount(80))
        );
        let long = format!("{LINE}1");
        assert_eq!(
            parse_cells(long.as_bytes()),
            Err(ParseError::WrongCellCount(82))
        );
    }

    #[test]
    fn invalid_characters_are_reported_with_offset() {
        let text = format!("{}x{}", &LINE[..10], &LINE[10..]);
        assert_eq!(
            parse_cells(text.as_bytes()),
            Err(ParseError::InvalidChar {
                found: 'x',
                offset: 10
            })
        );
        let text = format!("é{LINE}");
        assert_eq!(
            parse_cells(text.as_bytes()),
            Err(ParseError::InvalidChar {
                found: 'é',
                offset: 0
            })
        );
        assert_eq!(
            parse_cells(b"\xff"),
            Err(ParseError::InvalidChar {
                found: char::REPLACEMENT_CHARACTER,
                offset: 0
            })
        );
    }

    #[test]
    fn pencil_marks_nine_per_cell() {
        let all = "123456789".repeat(CELLS);
        assert_eq!(parse_candidates(all.as_bytes()), Ok([0x1FF; CELLS]));
        let mut text = format!("1.3......{}", "123456789".repeat(80));
        assert_eq!(parse_candidates(text.as_bytes()).unwrap()[0], 0b101);
        text.insert(9, '\n');
        assert_eq!(parse_candidates(text.as_bytes()).unwrap()[1], 0x1FF);
        // A digit out of its place, a stray letter, a short text.
        let misplaced = format!("3........{}", "123456789".repeat(80));
        assert_eq!(
            parse_candidates(misplaced.as_bytes()),
            Err(ParseError::InvalidChar {
                found: '3',
                offset: 0
            })
        );
        assert!(parse_candidates(b"x").is_err());
        assert_eq!(
            parse_candidates(".".repeat(81).as_bytes()),
            Err(ParseError::WrongMarkCount(81))
        );
    }
}
