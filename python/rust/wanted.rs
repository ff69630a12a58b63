//! What a generation asks for (levels, scores, techniques, symmetry,
//! clues, attempts, a cancel flag), read from Python's keyword arguments,
//! and one generation with it.

use std::ffi::c_char;

use pyo3::prelude::*;
use sudoku::ffi::{
    SUDOKU_GENERATE_DEFAULT_ATTEMPTS, SUDOKU_GENERATE_DEFAULT_SYMMETRY, SudokuGenerateOptions,
    SudokuRating, sudoku_generate_with,
};

use crate::cancel::Flag;
use crate::failure::{Failure, checked};
use crate::names::{LEVELS, level_of, range, score_of, symmetry_of, technique_of};
use crate::text::LINE;

/// What `generate` asks for, as SudokuGenerateOptions holds it.
#[derive(Clone)]
pub struct Wanted {
    pub min_tenths: i32,
    pub max_tenths: i32,
    pub hardest: i32,
    pub symmetry: i32,
    pub clues: i32,
    pub attempts: u32,
    pub cancel: Flag,
}

/// One puzzle made: its line, its solution's and its rating.
pub struct Made {
    pub puzzle: [u8; LINE],
    pub solution: [u8; LINE],
    pub rating: SudokuRating,
}

impl Wanted {
    /// sudoku_generate_with for `seed`, on the calling thread.
    pub fn make(&self, seed: u64) -> Result<Made, Failure> {
        let options = SudokuGenerateOptions {
            size: size_of::<SudokuGenerateOptions>() as u32,
            min_score_tenths: self.min_tenths,
            max_score_tenths: self.max_tenths,
            hardest: self.hardest,
            symmetry: self.symmetry,
            clues: self.clues,
            max_attempts: self.attempts,
            cancel: self.cancel.ptr(),
        };
        let mut made = Made {
            puzzle: [0; LINE],
            solution: [0; LINE],
            rating: SudokuRating {
                score_tenths: 0,
                level: 0,
                hardest: 0,
            },
        };
        // SAFETY: whole options, two LINE-byte buffers, a writable rating.
        checked(unsafe {
            sudoku_generate_with(
                seed,
                &options,
                made.puzzle.as_mut_ptr().cast::<c_char>(),
                made.solution.as_mut_ptr().cast::<c_char>(),
                LINE,
                &mut made.rating,
            )
        })?;
        Ok(made)
    }

    /// What `generate` and `generate_many` ask for, from their keyword
    /// arguments (None: the command line's defaults). A level narrows the
    /// score bounds to its band, as in every binding.
    pub fn from_py(
        level: Option<&Bound<'_, PyAny>>,
        score: Option<&Bound<'_, PyAny>>,
        technique: Option<&Bound<'_, PyAny>>,
        symmetry: Option<&Bound<'_, PyAny>>,
        clues: Option<i64>,
        attempts: Option<i64>,
    ) -> PyResult<Wanted> {
        let (mut min, mut max) = score.map(score_of).transpose()?.unwrap_or((0, 0));
        if let Some(level) = level {
            let band = LEVELS[level_of(level)? as usize];
            let low = i32::from(band.lowest_tenths());
            let high = band.highest_tenths().map_or(0, i32::from);
            if (high != 0 && min > high) || (max != 0 && low > max) {
                return Err(range(format!(
                    "level {} and the score asked for do not overlap",
                    band.name()
                )));
            }
            min = min.max(low);
            max = match (max, high) {
                (m, 0) => m,
                (0, h) => h,
                (m, h) => m.min(h),
            };
        }
        let clues = match clues {
            None => 0,
            Some(n) => {
                i32::try_from(n).map_err(|_| range(format!("clues {n} is not in 17..80")))?
            }
        };
        let attempts = match attempts {
            None => SUDOKU_GENERATE_DEFAULT_ATTEMPTS,
            Some(n) => u32::try_from(n)
                .ok()
                .filter(|&n| n >= 1)
                .ok_or_else(|| range(format!("attempts {n} is not in 1..2^32-1")))?,
        };
        Ok(Wanted {
            min_tenths: min,
            max_tenths: max,
            hardest: technique.map(technique_of).transpose()?.unwrap_or(-1),
            symmetry: symmetry
                .map(symmetry_of)
                .transpose()?
                .unwrap_or(SUDOKU_GENERATE_DEFAULT_SYMMETRY),
            clues,
            attempts,
            cancel: Flag::default(),
        })
    }
}
