//! The extension module `libsudoku._native`: the library's C API for
//! Python, built by maturin with the package around it (libsudoku/).
//! Every puzzle, game and variant call goes through the C functions, so
//! the checks, the panic boundary and the messages of `sudoku_last_error`
//! are the C API's own; arguments only Python has (names, arrays, seeds)
//! are checked here first. Long calls release the GIL.

mod batch;
mod cancel;
mod classic;
mod failure;
mod game;
mod hint;
mod names;
mod shared;
mod text;
mod variant;
mod wanted;

use pyo3::prelude::*;

#[pymodule]
fn _native(m: &Bound<'_, PyModule>) -> PyResult<()> {
    m.add_function(wrap_pyfunction!(classic::version, m)?)?;
    m.add_function(wrap_pyfunction!(classic::technique_name, m)?)?;
    m.add_function(wrap_pyfunction!(classic::solve, m)?)?;
    m.add_function(wrap_pyfunction!(classic::count, m)?)?;
    m.add_function(wrap_pyfunction!(classic::rate, m)?)?;
    m.add_function(wrap_pyfunction!(classic::generate, m)?)?;
    m.add_function(wrap_pyfunction!(hint::hint, m)?)?;
    m.add_function(wrap_pyfunction!(batch::solve_many, m)?)?;
    m.add_function(wrap_pyfunction!(batch::count_many, m)?)?;
    m.add_function(wrap_pyfunction!(batch::rate_many, m)?)?;
    m.add_function(wrap_pyfunction!(batch::generate_many, m)?)?;
    m.add_class::<cancel::Cancel>()?;
    m.add_class::<game::Game>()?;
    m.add_class::<variant::Variant>()?;
    Ok(())
}
