"""Not run: checked by mypy --strict (scripts/test-python.sh), so that the
stubs and the annotations say what the package does."""

import numpy as np
import libsudoku as s
r: s.Rating = s.rate("." * 81)
g = s.Game("." * 81)
h: s.Hint = g.hint()
v = s.Variant("size 4")
n: int = v.count(limit=3)
fp: str = s.Variant.from_fpuzzles(v.to_fpuzzles()).text
sol, st = s.solve_many(np.zeros((1, 81), dtype=np.uint8))
flag = s.Cancel()
flag.cancel()
made: s.Generated = s.generate(1, level="easy", cancel=flag)
