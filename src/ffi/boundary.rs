//! The one boundary every exported function runs behind: panics become a
//! fallback value, and raw pointers become checked references.

use std::ffi::CStr;

use std::alloc::{Layout, alloc};
use std::ffi::c_char;
use std::panic::{AssertUnwindSafe, catch_unwind};

use super::status::{SUDOKU_ERR_NULL, SUDOKU_ERR_PANIC, SUDOKU_ERR_RANGE, SUDOKU_OK, SudokuStatus};

/// Runs `body`, returning `on_panic` if it panics. Every `extern "C"`
/// function of the crate wraps its whole body in this call.
pub(crate) fn guard<T>(on_panic: T, body: impl FnOnce() -> T) -> T {
    let run = || {
        #[cfg(test)]
        panic_probe::trip();
        body()
    };
    catch_unwind(AssertUnwindSafe(run)).unwrap_or(on_panic)
}

/// Moves `value` to the heap for C, or returns NULL when memory cannot be
/// allocated (instead of aborting the host as `Box::new` would). Free the
/// pointer with `Box::from_raw`.
pub(crate) fn new_handle<T>(value: T) -> *mut T {
    let layout = Layout::new::<T>();
    assert!(layout.size() > 0, "handles are not zero-sized");
    // SAFETY: the layout is not zero-sized (checked above).
    let ptr = unsafe { alloc(layout) }.cast::<T>();
    if !ptr.is_null() {
        // SAFETY: ptr is freshly allocated with T's layout.
        unsafe { ptr.write(value) };
    }
    ptr
}

/// Moves `value` to the heap ([`new_handle`]) and writes the handle to
/// `*out`: SUDOKU_OK, or SUDOKU_ERR_PANIC (nothing written) when memory
/// ran out.
///
/// # Safety
/// `out` must be non-NULL and writable.
pub(crate) unsafe fn hand_out<T>(value: T, out: *mut *mut T) -> Result<SudokuStatus, SudokuStatus> {
    let ptr = new_handle(value);
    if ptr.is_null() {
        return Err(SUDOKU_ERR_PANIC);
    }
    // SAFETY: non-NULL and writable per this function's contract.
    unsafe { out.write(ptr) };
    Ok(SUDOKU_OK)
}

/// Collapses a `Result` whose error is a status into a plain value.
pub(crate) fn flatten<T: From<SudokuStatus>>(result: Result<T, SudokuStatus>) -> T {
    result.unwrap_or_else(T::from)
}

/// Borrows a handle, or fails with `SUDOKU_ERR_NULL`.
///
/// # Safety
/// `ptr` must be NULL or a live handle from `sudoku_new` not used mutably
/// elsewhere for `'a`.
pub(crate) unsafe fn borrow<'a, T>(ptr: *const T) -> Result<&'a T, SudokuStatus> {
    // SAFETY: the caller promises NULL or a valid, unaliased-for-writes pointer.
    unsafe { ptr.as_ref() }.ok_or(SUDOKU_ERR_NULL)
}

/// Borrows a handle mutably, or fails with `SUDOKU_ERR_NULL`.
///
/// # Safety
/// `ptr` must be NULL or a live handle from `sudoku_new` used by no one else
/// for `'a`.
pub(crate) unsafe fn borrow_mut<'a, T>(ptr: *mut T) -> Result<&'a mut T, SudokuStatus> {
    // SAFETY: the caller promises NULL or a valid, exclusive pointer.
    unsafe { ptr.as_mut() }.ok_or(SUDOKU_ERR_NULL)
}

/// The bytes of a NUL-terminated C string, or `SUDOKU_ERR_NULL`.
///
/// # Safety
/// `ptr` must be NULL or point to a NUL-terminated string that stays
/// unchanged for `'a`.
pub(crate) unsafe fn c_string<'a>(ptr: *const c_char) -> Result<&'a [u8], SudokuStatus> {
    if ptr.is_null() {
        return Err(SUDOKU_ERR_NULL);
    }
    // SAFETY: non-NULL and NUL-terminated per the caller's contract.
    Ok(unsafe { CStr::from_ptr(ptr) }.to_bytes())
}

/// Converts a C integer to a `usize`/`u8`-style Rust value, or
/// `SUDOKU_ERR_RANGE` when it does not fit.
pub(crate) fn in_range<T: TryFrom<I>, I>(value: I) -> Result<T, SudokuStatus> {
    T::try_from(value).map_err(|_| SUDOKU_ERR_RANGE)
}

/// A C `limit` argument as a count limit: at least 1, else
/// `SUDOKU_ERR_RANGE`.
pub(crate) fn positive_limit(limit: i64) -> Result<u64, SudokuStatus> {
    match u64::try_from(limit) {
        Ok(limit) if limit > 0 => Ok(limit),
        _ => Err(SUDOKU_ERR_RANGE),
    }
}

/// Test-only switch that makes [`guard`] panic inside its body, to prove
/// that every exported function sits behind the boundary. It is a
/// thread-local compiled into test builds only.
#[cfg(test)]
pub(crate) mod panic_probe {
    use std::cell::Cell;

    thread_local! {
        static ARMED: Cell<bool> = const { Cell::new(false) };
    }

    pub(crate) fn trip() {
        if ARMED.get() {
            panic!("panic probe tripped");
        }
    }

    /// Runs `f` with the probe armed on this thread.
    pub(crate) fn armed<T>(f: impl FnOnce() -> T) -> T {
        ARMED.set(true);
        let result = f();
        ARMED.set(false);
        result
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn guard_turns_a_panic_into_the_fallback() {
        let value = guard(-5, || -> i32 { panic!("boom") });
        assert_eq!(value, -5);
        assert_eq!(guard(-5, || 7), 7);
    }

    #[test]
    fn range_conversion() {
        assert_eq!(in_range::<u8, i32>(9), Ok(9));
        assert_eq!(in_range::<u8, i32>(-1), Err(SUDOKU_ERR_RANGE));
        assert_eq!(in_range::<usize, i32>(i32::MIN), Err(SUDOKU_ERR_RANGE));
    }

    #[test]
    fn limits_must_be_positive() {
        assert_eq!(positive_limit(1), Ok(1));
        assert_eq!(positive_limit(i64::MAX), Ok(i64::MAX as u64));
        for bad in [0, -1, i64::MIN] {
            assert_eq!(positive_limit(bad), Err(SUDOKU_ERR_RANGE));
        }
    }

    #[test]
    fn null_pointers_are_reported() {
        unsafe {
            assert_eq!(borrow::<u8>(std::ptr::null()), Err(SUDOKU_ERR_NULL));
            assert_eq!(
                borrow_mut::<u8>(std::ptr::null_mut()).map(|_| ()),
                Err(SUDOKU_ERR_NULL)
            );
            assert_eq!(c_string(std::ptr::null()), Err(SUDOKU_ERR_NULL));
            assert_eq!(c_string(c"ab".as_ptr()), Ok(&b"ab"[..]));
        }
    }
}
