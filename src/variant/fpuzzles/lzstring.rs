//! LZ-String's `decompressFromBase64`, the packing of f-puzzles links:
//! LZW codes of growing width over UTF-16 units, read from a base64
//! alphabet 6 bits at a time, highest bit first. Written from the
//! format's description; the output is bounded so that no input can
//! make it grow without end.

/// The base64 alphabet; `=` counts as 64.
const ALPHABET: &[u8; 65] = b"ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/=";

/// The most UTF-16 units an input may unpack to.
pub(super) const MAX_UNITS: usize = 4 << 20;

/// Reads the bits of base64 text, 6 a character, highest first, in
/// groups read lowest bit first (as LZ-String writes them).
struct Bits<'a> {
    text: &'a [u8],
    index: usize,
    value: u32,
    mask: u32,
}

impl Bits<'_> {
    fn read(&mut self, width: u32) -> Result<u32, String> {
        let mut out = 0u32;
        for bit in 0..width {
            if self.mask == 0 {
                let c = *self
                    .text
                    .get(self.index)
                    .ok_or("compressed text ends early")?;
                self.value = ALPHABET
                    .iter()
                    .position(|&a| a == c)
                    .ok_or_else(|| format!("'{}' is not base64", char::from(c)))?
                    as u32;
                self.index += 1;
                self.mask = 32;
            }
            if self.value & self.mask != 0 {
                out |= 1 << bit;
            }
            self.mask >>= 1;
        }
        Ok(out)
    }
}

/// The text packed in `base64` (LZ-String `compressFromBase64`'s output).
pub(super) fn decompress_from_base64(base64: &str) -> Result<String, String> {
    let mut bits = Bits {
        text: base64.as_bytes(),
        index: 0,
        value: 0,
        mask: 0,
    };
    // Output units, and each dictionary entry as a run of the output
    // (every entry is a stretch the output already holds or is about to).
    let mut out: Vec<u16> = Vec::new();
    let mut entries: Vec<(usize, usize)> = vec![(0, 0); 3];
    let literal = |bits: &mut Bits, code: u32| -> Result<u16, String> {
        Ok(bits.read(if code == 0 { 8 } else { 16 })? as u16)
    };
    let first = match bits.read(2)? {
        2 => return Ok(String::new()),
        code @ (0 | 1) => literal(&mut bits, code)?,
        _ => return Err("compressed text starts with a bad code".into()),
    };
    out.push(first);
    entries.push((0, 1));
    let mut word = (0usize, 1usize);
    let (mut width, mut enlarge_in) = (3u32, 4u64);
    loop {
        if width > 30 || out.len() > MAX_UNITS {
            return Err(format!(
                "compressed text unpacks to more than {MAX_UNITS} units"
            ));
        }
        let code = bits.read(width)? as usize;
        let start = out.len();
        let len = match code {
            0 | 1 => {
                // A literal: a new entry, written out at once.
                let unit = literal(&mut bits, code as u32)?;
                entries.push((start, 1));
                out.push(unit);
                enlarge_in -= 1;
                if enlarge_in == 0 {
                    enlarge_in = 1 << width;
                    width += 1;
                }
                1
            }
            2 => {
                return String::from_utf16(&out)
                    .map_err(|_| "compressed text is not UTF-16".into());
            }
            _ => {
                let (at, len) = match entries.get(code) {
                    Some(&entry) => entry,
                    // The entry being made: the last word and its first unit.
                    None if code == entries.len() => (word.0, word.1 + 1),
                    None => return Err("compressed text has a bad code".into()),
                };
                for k in 0..len {
                    // Only the entry being made reaches past the output:
                    // its last unit is the word's first.
                    let unit = if at + k < start {
                        out[at + k]
                    } else {
                        out[word.0]
                    };
                    out.push(unit);
                }
                len
            }
        };
        entries.push((word.0, word.1 + 1));
        enlarge_in -= 1;
        word = (start, len);
        if enlarge_in == 0 {
            enlarge_in = 1 << width;
            width += 1;
        }
    }
}
