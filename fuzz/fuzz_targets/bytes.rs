//! The fuzzer's bytes read as call arguments (shared by the targets that
//! make call sequences).

/// Reads the fuzzer's bytes as call arguments.
pub struct Bytes<'a>(pub &'a [u8]);

impl Bytes<'_> {
    /// The next byte, 0 once they run out.
    pub fn byte(&mut self) -> u8 {
        let (&first, rest) = self.0.split_first().unwrap_or((&0, &[]));
        self.0 = rest;
        first
    }

    /// Mostly 0..=10 (1..=9 valid), sometimes an extreme or a mask bound.
    pub fn int(&mut self) -> i32 {
        match self.byte() {
            250 => i32::MIN,
            251 => i32::MAX,
            252 => -1,
            253 => 511,
            254 => 512,
            b => i32::from(b % 11),
        }
    }
}
