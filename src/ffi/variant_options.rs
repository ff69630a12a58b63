//! The budget and cancel flag of variant calls through the C ABI
//! (`SudokuVariantOptions`), read and turned into a [`Stop`].

use std::time::Duration;

use super::last_error::{Fail, out_of_range};
use crate::stop::{HAS_CLOCK, Stop, Stopped};

/// How much a variant call may do, for `sudoku_variant_solve_with`,
/// `sudoku_variant_rate_with` and `sudoku_variant_generate_with`. Set
/// `size` to sizeof(SudokuVariantOptions), so that later releases can
/// append fields; a zeroed struct with `size` set means the defaults.
#[repr(C)]
#[derive(Debug, Clone, Copy)]
pub struct SudokuVariantOptions {
    /// sizeof(SudokuVariantOptions).
    pub size: u32,
    /// Guesses allowed; 0 = the default. Solve: the search's; rate: the
    /// uniqueness check's (both SUDOKU_VARIANT_DEFAULT_WORK / (N*N), at
    /// most SUDOKU_DEFAULT_MAX_GUESSES). Generate: each attempt's, over all
    /// its searches (SUDOKU_VARIANT_ATTEMPT_GUESSES_9, ...).
    pub max_guesses: u64,
    /// Milliseconds the call may take, 0 = no limit. Needs a clock: the
    /// WebAssembly build has none and answers SUDOKU_ERR_RANGE to any
    /// other value.
    pub max_millis: u32,
    /// NULL, or polled: non-zero stops the call.
    pub cancel: *const i32,
}

impl Default for SudokuVariantOptions {
    /// The defaults: no time limit, no cancel flag, the default guesses.
    fn default() -> Self {
        SudokuVariantOptions {
            size: size_of::<SudokuVariantOptions>() as u32,
            max_guesses: 0,
            max_millis: 0,
            cancel: std::ptr::null(),
        }
    }
}

/// The default work of a variant search, in guesses times cells: a solve,
/// count or uniqueness check of an N x N variant may make
/// SUDOKU_VARIANT_DEFAULT_WORK / (N*N) guesses, at most
/// SUDOKU_DEFAULT_MAX_GUESSES (828,504 at 9x9, 262,144 at 16x16: a few
/// seconds at most on a 2-core VM) unless told otherwise.
pub const SUDOKU_VARIANT_DEFAULT_WORK: u64 = 67_108_864;
const _: () = assert!(SUDOKU_VARIANT_DEFAULT_WORK == crate::budget::VARIANT_DEFAULT_WORK);

/// Guesses one generation attempt may spend at sizes up to 6x6, over all
/// its searches, when `max_guesses` is 0 (about 2 s of work on a 2-core
/// VM; an attempt past it fails and the next begins). The rating of the
/// puzzle an attempt makes is bounded apart, as `sudoku_variant_rate`'s:
/// the slowest attempt of a 180 s random run took 5.8 s in all (a 16x16
/// killer).
pub const SUDOKU_VARIANT_ATTEMPT_GUESSES_6: u64 = 1_000_000;
/// The same at 8x8 and 9x9.
pub const SUDOKU_VARIANT_ATTEMPT_GUESSES_9: u64 = 400_000;
/// The same at 10x10.
pub const SUDOKU_VARIANT_ATTEMPT_GUESSES_10: u64 = 200_000;
/// The same at 12x12.
pub const SUDOKU_VARIANT_ATTEMPT_GUESSES_12: u64 = 100_000;
/// The same at 16x16.
pub const SUDOKU_VARIANT_ATTEMPT_GUESSES_16: u64 = 40_000;
const _: () = {
    use crate::variant::generate::attempt_guesses;
    assert!(SUDOKU_VARIANT_ATTEMPT_GUESSES_6 == attempt_guesses(6));
    assert!(SUDOKU_VARIANT_ATTEMPT_GUESSES_9 == attempt_guesses(9));
    assert!(SUDOKU_VARIANT_ATTEMPT_GUESSES_9 == attempt_guesses(8));
    assert!(SUDOKU_VARIANT_ATTEMPT_GUESSES_10 == attempt_guesses(10));
    assert!(SUDOKU_VARIANT_ATTEMPT_GUESSES_12 == attempt_guesses(12));
    assert!(SUDOKU_VARIANT_ATTEMPT_GUESSES_16 == attempt_guesses(16));
};

/// The checked options: NULL means the defaults.
pub(super) struct Limits {
    /// Guesses allowed, 0 = the call's default.
    pub(super) max_guesses: u64,
    max_millis: u32,
    cancel: *const i32,
}

/// Reads `*options` (NULL: the defaults), checking `size` and that a time
/// limit has a clock to keep it.
///
/// # Safety
/// `options` must be NULL or readable for its `size` field and, when that
/// is right, the whole struct.
pub(super) unsafe fn limits_of(options: *const SudokuVariantOptions) -> Result<Limits, Fail> {
    let c = if options.is_null() {
        SudokuVariantOptions::default()
    } else {
        // SAFETY: readable per the contract; `size` is the first field.
        let size = unsafe { options.cast::<u32>().read_unaligned() };
        let expected = size_of::<SudokuVariantOptions>();
        if size as usize != expected {
            return Err(out_of_range(
                "options->size",
                size,
                &format!("sizeof(SudokuVariantOptions) = {expected}"),
            ));
        }
        // SAFETY: `size` says the caller's struct is whole.
        unsafe { options.read_unaligned() }
    };
    if c.max_millis != 0 && !HAS_CLOCK {
        return Err(out_of_range(
            "options->max_millis",
            c.max_millis,
            "0: this build (WebAssembly) has no clock; use max_guesses",
        ));
    }
    Ok(Limits {
        max_guesses: c.max_guesses,
        max_millis: c.max_millis,
        cancel: c.cancel,
    })
}

impl Limits {
    /// Runs `body` under the stop these limits make: the cancel flag read
    /// as volatile (another thread may set it), and the time limit.
    pub(super) fn run<T>(&self, body: impl FnOnce(&Stop<'_>) -> T) -> T {
        let cancel = self.cancel;
        // SAFETY: NULL or readable until the call returns, per the
        // contracts of the functions below.
        let flag = || !cancel.is_null() && unsafe { cancel.read_volatile() } != 0;
        let mut stop = Stop::on_cancel(&flag);
        if self.max_millis != 0 {
            stop = stop.within(Duration::from_millis(u64::from(self.max_millis)));
        }
        body(&stop)
    }

    /// What ran out, in words, for the last error: the time or the
    /// guesses (`what` names the guesses' budget).
    pub(super) fn ran_out(&self, stop: &Stop<'_>, what: &str) -> String {
        match stop.reason() {
            Some(Stopped::TimedOut) => format!("max_millis ({} ms) passed", self.max_millis),
            _ => what.to_owned(),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn null_is_the_defaults_and_size_is_checked() {
        let limits = unsafe { limits_of(std::ptr::null()) }.unwrap();
        assert_eq!(limits.max_guesses, 0);
        assert!(!limits.run(|stop| stop.now()));
        let mut c = SudokuVariantOptions::default();
        c.size -= 1;
        assert!(unsafe { limits_of(&c) }.is_err());
        let flag = 1i32;
        let set = SudokuVariantOptions {
            cancel: &flag,
            ..SudokuVariantOptions::default()
        };
        let limits = unsafe { limits_of(&set) }.unwrap();
        assert!(limits.run(|stop| stop.now() && stop.reason() == Some(Stopped::Cancelled)));
        let timed = SudokuVariantOptions {
            max_millis: 1,
            ..SudokuVariantOptions::default()
        };
        let limits = unsafe { limits_of(&timed) }.unwrap();
        limits.run(|stop| {
            std::thread::sleep(Duration::from_millis(5));
            assert!(stop.now());
            assert!(limits.ran_out(stop, "x").contains("1 ms"));
        });
    }
}
