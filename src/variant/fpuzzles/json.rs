//! Just enough JSON for f-puzzles files: a reader of any JSON value, to a
//! bounded depth.

/// A JSON value. Objects keep their members in order.
#[derive(Debug, Clone, PartialEq)]
pub(super) enum Json {
    Null,
    Bool(bool),
    Number(f64),
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

    /// Whether the value says nothing: null, false, 0, "", [] or {}.
    pub(super) fn is_empty(&self) -> bool {
        match self {
            Json::Null | Json::Bool(false) => true,
            Json::Number(n) => *n == 0.0,
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

    fn number(&mut self) -> Result<Json, String> {
        let start = self.at;
        while self
            .bytes
            .get(self.at)
            .is_some_and(|b| b.is_ascii_digit() || b"+-.eE".contains(b))
        {
            self.at += 1;
        }
        std::str::from_utf8(&self.bytes[start..self.at])
            .ok()
            .and_then(|s| s.parse::<f64>().ok())
            .filter(|n| n.is_finite())
            .map(Json::Number)
            .ok_or_else(|| {
                self.at = start;
                self.error("unexpected character")
            })
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
                Json::Number(1.0),
                Json::Number(-25.0),
                Json::Bool(true),
                Json::Null
            ]))
        );
        assert_eq!(v.get("b"), Some(&Json::Text("x\"é😀".into())));
        assert!(v.get("c").unwrap().is_empty());
        for bad in ["", "{", "[1,]", "{\"a\" 1}", "tru", "\"\\x\"", "1 2", "\"a"] {
            assert!(Json::parse(bad).is_err(), "{bad}");
        }
        assert!(Json::parse(&"[".repeat(100)).unwrap_err().contains("deep"));
    }
}
