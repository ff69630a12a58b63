//! Why the last call failed: each failing call stores a message for its
//! thread, which `sudoku_last_error` copies out.
//!
//! A failure travels up an exported function as a [`Fail`]: its status and,
//! where the code that found it knows more, a message saying what went
//! wrong and where. The boundary (`boundary::guard_status`,
//! `boundary::guard_value`) stores the message when the function returns
//! the failure; a call that succeeds leaves the stored message as it was.

use std::cell::RefCell;
use std::ffi::c_char;
use std::fmt::Display;

use super::buffer::write_truncated;
use super::status::{
    SUDOKU_ERR_BUFFER, SUDOKU_ERR_NULL, SUDOKU_ERR_PANIC, SUDOKU_ERR_RANGE, SudokuStatus,
    status_text,
};

/// A failed call's status and, when known, why.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) struct Fail {
    /// The status the function returns.
    pub status: SudokuStatus,
    /// What went wrong and where; `None` stores the status text.
    pub message: Option<String>,
}

impl From<SudokuStatus> for Fail {
    fn from(status: SudokuStatus) -> Fail {
        Fail {
            status,
            message: None,
        }
    }
}

/// A failure with `status` and `message`.
pub(crate) fn fail(status: SudokuStatus, message: impl Display) -> Fail {
    Fail {
        status,
        message: Some(message.to_string()),
    }
}

/// `name` was NULL.
pub(crate) fn null(name: &str) -> Fail {
    fail(SUDOKU_ERR_NULL, format_args!("{name} is NULL"))
}

/// The argument `name` (with `value`) is outside `expected`.
pub(crate) fn out_of_range(name: &str, value: impl Display, expected: &str) -> Fail {
    fail(
        SUDOKU_ERR_RANGE,
        format_args!("{name} is {value}, expected {expected}"),
    )
}

/// The buffer `name` holds `cap` bytes where `needed` are needed.
pub(crate) fn too_small(name: &str, cap: usize, needed: usize) -> Fail {
    fail(
        SUDOKU_ERR_BUFFER,
        format_args!("{name} holds {cap} bytes, needs {needed}"),
    )
}

thread_local! {
    /// This thread's last message; empty when it has had no error.
    static LAST: RefCell<String> = const { RefCell::new(String::new()) };
}

/// Stores the message of `fail`, which the exported function `function`
/// returns, and gives its status back. Errors in the arguments (NULL,
/// range, buffer) and internal errors name the function; errors in the
/// input (a puzzle, a text) say where in it.
pub(crate) fn record(function: &str, fail: Fail) -> SudokuStatus {
    let names_function = matches!(
        fail.status,
        SUDOKU_ERR_NULL | SUDOKU_ERR_RANGE | SUDOKU_ERR_BUFFER | SUDOKU_ERR_PANIC
    );
    let message = match fail.message {
        Some(text) if names_function => format!("{function}: {text}"),
        Some(text) => text,
        None => format!("{function}: {}", status_text(fail.status).to_string_lossy()),
    };
    // A thread being torn down has no slot left; its message is dropped.
    let _ = LAST.try_with(|last| *last.borrow_mut() = message);
    fail.status
}

/// This thread's last message (empty when none).
#[cfg(test)]
pub(crate) fn last_message() -> String {
    LAST.try_with(|last| last.borrow().clone())
        .unwrap_or_default()
}

/// Copies the message of the calling thread's last failed call into `buf`:
/// what went wrong and where, in English, e.g. `puzzle has 5 cells,
/// expected 81`, `r1c2: 1 repeats the 1 at r1c1 in row 1`, or
/// `sudoku_solve_limit: limit is 0, expected at least 1`. Every exported
/// function that returns a failure status (or a negative count) stores one
/// first, for its own thread only; calls that succeed leave it as it was.
///
/// snprintf rules: when `cap` > 0 and `buf` is not NULL, at most `cap - 1`
/// bytes and a NUL are written (cut at a UTF-8 character boundary); the
/// return value is the message's full length in bytes (excluding the NUL),
/// 0 when this thread has had no error. A call with `buf` NULL and `cap` 0
/// only returns the length. Never fails; safe from any thread.
///
/// # Safety
/// `buf` must be NULL or writable for `cap` bytes.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn sudoku_last_error(buf: *mut c_char, cap: usize) -> usize {
    super::boundary::guard(0, || {
        LAST.try_with(|last| {
            let last = last.borrow();
            // Cut at a character boundary, so the copy stays UTF-8.
            let mut fits = last.len().min(cap.saturating_sub(1));
            while !last.is_char_boundary(fits) {
                fits -= 1;
            }
            // SAFETY: per this function's contract; `fits` < cap when cap > 0.
            unsafe { write_truncated(buf, fits + usize::from(cap > 0), &last.as_bytes()[..fits]) };
            last.len()
        })
        .unwrap_or(0)
    })
}

#[cfg(test)]
mod tests {
    use super::super::status::{SUDOKU_ERR_PARSE, SUDOKU_NO_SOLUTION};
    use super::*;

    fn copy(cap: usize) -> (usize, Vec<u8>) {
        let mut buf = vec![0x5Au8; cap];
        let n = unsafe { sudoku_last_error(buf.as_mut_ptr().cast(), cap) };
        (n, buf)
    }

    #[test]
    fn messages_are_stored_per_thread_and_copied_like_snprintf() {
        std::thread::spawn(|| {
            assert_eq!(unsafe { sudoku_last_error(std::ptr::null_mut(), 0) }, 0);
            assert_eq!(copy(4), (0, vec![0, 0x5A, 0x5A, 0x5A]));
            let status = record("sudoku_x", fail(SUDOKU_ERR_PARSE, "bad é"));
            assert_eq!(status, SUDOKU_ERR_PARSE);
            assert_eq!(unsafe { sudoku_last_error(std::ptr::null_mut(), 0) }, 6);
            assert_eq!(unsafe { sudoku_last_error(std::ptr::null_mut(), 9) }, 6);
            assert_eq!(copy(8).1, b"bad \xc3\xa9\0\x5A");
            // Cut before the two-byte character, not inside it.
            assert_eq!(copy(6).1, b"bad \0\x5A");
            assert_eq!(copy(1).1, b"\0");
            assert_eq!(copy(0), (6, vec![]));
            // Argument errors name the function; missing messages get the
            // status text.
            record("sudoku_y", out_of_range("limit", 0, "at least 1"));
            assert_eq!(last_message(), "sudoku_y: limit is 0, expected at least 1");
            record("sudoku_z", Fail::from(SUDOKU_NO_SOLUTION));
            assert_eq!(last_message(), "sudoku_z: no solution");
        })
        .join()
        .unwrap();
        // Another thread's messages are its own.
        std::thread::spawn(|| assert_eq!(last_message(), ""))
            .join()
            .unwrap();
    }
}
