//! Just enough JSON for f-puzzles files: a reader of any JSON value, to a
//! bounded depth.

/// A JSON value. Objects keep their members in order.
#[derive(Debug, Clone, PartialEq)]
pub(super) enum Json {
    Null,
    Bool(bool),
    /// A number, as its JSON literal (f-puzzles needs only whole ones;
    /// [`Json::whole`] reads them, with no float parser in the library).
    Number(String),
    Text(String),
    List(Vec<Json>),
    Object(Vec<(String, Json)>),
}

/// How deep arrays and objects may nest (f-puzzles needs 4).
const MAX_DEPTH: usize = 32;

impl Json {
    /// Reads one JSON value filling `text` (whitespace around it allowed).
    pub(super) fn parse(text: &str) -> Result<Json, String> {
        let mut reader = Reader {
            bytes: text.as_bytes(),
            at: 0,
        };
        let value = reader.value(0)?;
        reader.space();
        match reader.at == reader.bytes.len() {
            true => Ok(value),
            false => Err(reader.error("text after the JSON value")),
        }
    }

    /// The member `key` of an object.
    pub(super) fn get(&self, key: &str) -> Option<&Json> {
        match self {
            Json::Object(members) => members.iter().find(|(k, _)| k == key).map(|(_, v)| v),
            _ => None,
        }
    }

    /// A whole number from a number, or from text holding one: `7`,
    /// `-3`, `"21"`, `12.0`. Fractions, exponents and numbers of 10 digits
    /// or more are not whole numbers here.
    pub(super) fn whole(&self) -> Option<i64> {
        let text = match self {
            Json::Number(n) => n.as_str(),
            Json::Text(s) => s.trim(),
            _ => return None,
        };
        let (int, frac) = text.split_once('.').unwrap_or((text, "0"));
        let digits = int.strip_prefix('-').unwrap_or(int);
        let valid = (1..10).contains(&digits.len())
            && digits.bytes().all(|b| b.is_ascii_digit())
            && !frac.is_empty()
            && frac.bytes().all(|b| b == b'0');
        valid.then(|| int.parse().ok()).flatten()
    }

    /// Whether the value says nothing: null, false, 0, "", [] or {}.
    pub(super) fn is_empty(&self) -> bool {
        match self {
            Json::Null | Json::Bool(false) => true,
            Json::Number(n) => n
                .split(['e', 'E'])
                .next()
                .is_some_and(|m| m.bytes().all(|b| !b.is_ascii_digit() || b == b'0')),
            Json::Text(s) => s.is_empty(),
            Json::List(items) => items.is_empty(),
            Json::Object(members) => members.is_empty(),
            Json::Bool(true) => false,
        }
    }
}

struct Reader<'a> {
    bytes: &'a [u8],
    at: usize,
}

impl Reader<'_> {
    fn error(&self, what: &str) -> String {
        format!("JSON: {what} at byte {}", self.at)
    }

    fn space(&mut self) {
        while self.bytes.get(self.at).is_some_and(u8::is_ascii_whitespace) {
            self.at += 1;
        }
    }

    fn literal(&mut self, word: &str, value: Json) -> Result<Json, String> {
        match self.bytes[self.at..].starts_with(word.as_bytes()) {
            true => {
                self.at += word.len();
                Ok(value)
            }
            false => Err(self.error("unexpected character")),
        }
    }

    fn value(&mut self, depth: usize) -> Result<Json, String> {
        if depth > MAX_DEPTH {
            return Err(self.error("nesting too deep"));
        }
        self.space();
        match self.bytes.get(self.at) {
            None => Err(self.error("unexpected end")),
            Some(b'{') => self.object(depth),
            Some(b'[') => self.list(depth),
            Some(b'"') => self.string().map(Json::Text),
            Some(b't') => self.literal("true", Json::Bool(true)),
            Some(b'f') => self.literal("false", Json::Bool(false)),
            Some(b'n') => self.literal("null", Json::Null),
            Some(_) => self.number(),
        }
    }

    /// The items of a list or the members of an object, between `open`
    /// and `close`, each read by `item`.
    fn sequence<T>(
        &mut self,
        close: u8,
        mut item: impl FnMut(&mut Self) -> Result<T, String>,
    ) -> Result<Vec<T>, String> {
        self.at += 1;
        let mut out = Vec::new();
        self.space();
        if self.bytes.get(self.at) == Some(&close) {
            self.at += 1;
            return Ok(out);
        }
        loop {
            out.push(item(self)?);
            self.space();
            match self.bytes.get(self.at) {
                Some(b',') => self.at += 1,
                Some(&c) if c == close => {
                    self.at += 1;
                    return Ok(out);
                }
                _ => return Err(self.error("expected ',' or a closing bracket")),
            }
        }
    }

    fn list(&mut self, depth: usize) -> Result<Json, String> {
        self.sequence(b']', |r| r.value(depth + 1)).map(Json::List)
    }

    fn object(&mut self, depth: usize) -> Result<Json, String> {
        let members = self.sequence(b'}', |r| {
            r.space();
            if r.bytes.get(r.at) != Some(&b'"') {
                return Err(r.error("expected a member name"));
            }
            let key = r.string()?;
            r.space();
            if r.bytes.get(r.at) != Some(&b':') {
                return Err(r.error("expected ':'"));
            }
            r.at += 1;
            Ok((key, r.value(depth + 1)?))
        })?;
        Ok(Json::Object(members))
    }

    /// A number: `-`? (`0` | a digit 1-9 and digits) (`.` digits)?
    /// (`e` or `E`, `+` or `-`?, digits)?
    fn number(&mut self) -> Result<Json, String> {
        let start = self.at;
        let digits = |r: &mut Self| {
            let from = r.at;
            while r.bytes.get(r.at).is_some_and(u8::is_ascii_digit) {
                r.at += 1;
            }
            r.at > from
        };
        self.skip(b"-");
        let int_start = self.at;
        let mut valid = digits(self) && (self.bytes[int_start] != b'0' || self.at == int_start + 1);
        if valid && self.skip(b".") {
            valid = digits(self);
        }
        if valid && self.skip(b"eE") {
            self.skip(b"+-");
            valid = digits(self);
        }
        if !valid {
            self.at = start;
            return Err(self.error("unexpected character"));
        }
        let literal = String::from_utf8_lossy(&self.bytes[start..self.at]);
        Ok(Json::Number(literal.into_owned()))
    }

    /// Steps over one byte if it is one of `any`.
    fn skip(&mut self, any: &[u8]) -> bool {
        let found = self.bytes.get(self.at).is_some_and(|b| any.contains(b));
        self.at += usize::from(found);
        found
    }

    fn hex4(&mut self) -> Result<u32, String> {
        let digits = self.bytes.get(self.at..self.at + 4);
        let value = digits
            .and_then(|d| std::str::from_utf8(d).ok())
            .and_then(|d| u32::from_str_radix(d, 16).ok())
            .ok_or_else(|| self.error("bad \\u escape"))?;
        self.at += 4;
        Ok(value)
    }

    fn string(&mut self) -> Result<String, String> {
        self.at += 1;
        let mut out = String::new();
        loop {
            let start = self.at;
            while self
                .bytes
                .get(self.at)
                .is_some_and(|&b| b != b'"' && b != b'\\' && b >= 0x20)
            {
                self.at += 1;
            }
            // The input is a &str and the run stops at ASCII bytes only.
            out.push_str(std::str::from_utf8(&self.bytes[start..self.at]).unwrap_or(""));
            match self.bytes.get(self.at) {
                Some(b'"') => {
                    self.at += 1;
                    return Ok(out);
                }
                Some(b'\\') => {
                    self.at += 1;
                    let escaped = self.bytes.get(self.at).copied();
                    self.at += 1;
                    let c = match escaped {
                        Some(b'"') => '"',
                        Some(b'\\') => '\\',
                        Some(b'/') => '/',
                        Some(b'b') => '\u{8}',
                        Some(b'f') => '\u{c}',
                        Some(b'n') => '\n',
                        Some(b'r') => '\r',
                        Some(b't') => '\t',
                        Some(b'u') => {
                            let high = self.hex4()?;
                            let code = if (0xD800..0xDC00).contains(&high)
                                && self.bytes[self.at..].starts_with(b"\\u")
                            {
                                self.at += 2;
                                let low = self.hex4()?;
                                0x10000
                                    + ((high - 0xD800) << 10)
                                    + (low.wrapping_sub(0xDC00) & 0x3FF)
                            } else {
                                high
                            };
                            char::from_u32(code).unwrap_or('\u{FFFD}')
                        }
                        _ => return Err(self.error("bad escape")),
                    };
                    out.push(c);
                }
                Some(_) => return Err(self.error("control character in a string")),
                None => return Err(self.error("unterminated string")),
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn json_values_read_and_bad_json_is_refused() {
        let v = Json::parse(
            r#" {"a": [1, -2.5e1, true, null], "b": "x\"\u00e9\ud83d\ude00", "c": {}} "#,
        )
        .unwrap();
        assert_eq!(
            v.get("a"),
            Some(&Json::List(vec![
                Json::Number("1".into()),
                Json::Number("-2.5e1".into()),
                Json::Bool(true),
                Json::Null
            ]))
        );
        assert_eq!(v.get("b"), Some(&Json::Text("x\"é😀".into())));
        assert!(v.get("c").unwrap().is_empty());
        for bad in ["01", "1.", "-", "1e", ".5", "+1", "1e+"] {
            assert!(Json::parse(bad).is_err(), "{bad}");
        }
        let whole = |t: &str| Json::parse(t).unwrap().whole();
        assert_eq!(whole("7"), Some(7));
        assert_eq!(whole("-3"), Some(-3));
        assert_eq!(whole("12.00"), Some(12));
        assert_eq!(whole("\"21\""), Some(21));
        for not_whole in ["1.5", "1e1", "1234567890", "\"x\"", "true", "\"\""] {
            assert_eq!(whole(not_whole), None, "{not_whole}");
        }
        assert!(Json::parse("-0.0e7").unwrap().is_empty());
        assert!(!Json::parse("0.5").unwrap().is_empty());
        for bad in ["", "{", "[1,]", "{\"a\" 1}", "tru", "\"\\x\"", "1 2", "\"a"] {
            assert!(Json::parse(bad).is_err(), "{bad}");
        }
        assert!(Json::parse(&"[".repeat(100)).unwrap_err().contains("deep"));
    }
}
