//! Writing into caller-owned buffers.

use std::ffi::c_char;

use super::last_error::{Fail, null, too_small};
use crate::geometry::CELLS;
use crate::grid::{Grid, cell_char};

/// Bytes needed for a grid line: 81 characters and a NUL.
pub(crate) const LINE_CAPACITY: usize = CELLS + 1;

/// Writes `grid` as 81 characters and a NUL into the buffer argument
/// `name`, `buf`.
///
/// Fails with `SUDOKU_ERR_NULL` for a NULL `buf` and `SUDOKU_ERR_BUFFER`
/// when `cap` < 82, writing nothing then.
///
/// # Safety
/// `buf` must be NULL or valid for writes of `min(cap, 82)` bytes.
pub(crate) unsafe fn write_line(
    buf: *mut c_char,
    cap: usize,
    grid: &Grid,
    name: &str,
) -> Result<(), Fail> {
    check_line_buffer(buf, cap, name)?;
    // Written in place through the raw pointer: the caller's buffer may be
    // uninitialized memory, which must not be borrowed as a Rust slice.
    let out = buf.cast::<u8>();
    for (i, &value) in grid.cells().iter().enumerate() {
        // SAFETY: buf is non-NULL and holds at least 82 bytes per the
        // contract; i < 81.
        unsafe { out.add(i).write(cell_char(value)) };
    }
    // SAFETY: as above, byte 81 of 82.
    unsafe { out.add(CELLS).write(0) };
    Ok(())
}

/// Checks, before any work, that the buffer argument `name` can take a
/// grid line.
pub(crate) fn check_line_buffer(buf: *mut c_char, cap: usize, name: &str) -> Result<(), Fail> {
    check_buffer(buf, cap, LINE_CAPACITY, name)
}

/// Checks, before any work, that the buffer argument `name` holds at least
/// `needed` bytes.
pub(crate) fn check_buffer(
    buf: *mut c_char,
    cap: usize,
    needed: usize,
    name: &str,
) -> Result<(), Fail> {
    if buf.is_null() {
        Err(null(name))
    } else if cap < needed {
        Err(too_small(name, cap, needed))
    } else {
        Ok(())
    }
}

/// Copies `text` into `buf` with `snprintf` rules: at most `cap - 1` bytes
/// and a NUL are written (nothing when `buf` is NULL or `cap` is 0), and the
/// full length of `text` is returned.
///
/// # Safety
/// `buf` must be NULL or valid for writes of `cap` bytes.
pub(crate) unsafe fn write_truncated(buf: *mut c_char, cap: usize, text: &[u8]) -> usize {
    if !buf.is_null() && cap > 0 {
        let n = text.len().min(cap - 1);
        // SAFETY: buf holds cap > n bytes per the contract.
        unsafe {
            std::ptr::copy_nonoverlapping(text.as_ptr(), buf.cast::<u8>(), n);
            *buf.add(n) = 0;
        }
    }
    text.len()
}

#[cfg(test)]
mod tests {
    use super::super::status::{SUDOKU_ERR_BUFFER, SUDOKU_ERR_NULL};
    use super::*;

    #[test]
    fn truncation_follows_snprintf() {
        let mut buf = [b'x' as c_char; 6];
        let n = unsafe { write_truncated(buf.as_mut_ptr(), 4, b"hello") };
        assert_eq!(n, 5);
        assert_eq!(&buf[..5], &[104, 101, 108, 0, b'x' as c_char]);
        assert_eq!(
            unsafe { write_truncated(std::ptr::null_mut(), 10, b"hi") },
            2
        );
        assert_eq!(unsafe { write_truncated(buf.as_mut_ptr(), 0, b"hi") }, 2);
        assert_eq!(buf[0], 104);
    }

    #[test]
    fn line_needs_82_bytes() {
        let mut buf = [0 as c_char; 82];
        let grid = Grid::empty();
        let err = unsafe { write_line(buf.as_mut_ptr(), 81, &grid, "buf") }.unwrap_err();
        assert_eq!(err.status, SUDOKU_ERR_BUFFER);
        assert_eq!(err.message.as_deref(), Some("buf holds 81 bytes, needs 82"));
        assert_eq!(buf[0], 0);
        let err = unsafe { write_line(std::ptr::null_mut(), 82, &grid, "buf") }.unwrap_err();
        assert_eq!(err.status, SUDOKU_ERR_NULL);
        unsafe { write_line(buf.as_mut_ptr(), 82, &grid, "buf") }.unwrap();
        assert_eq!(buf[0], b'.' as c_char);
        assert_eq!(buf[81], 0);
    }
}
