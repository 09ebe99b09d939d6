#!/usr/bin/env python3
"""Write Tests/KuchiDataTests/Fixtures/antonym-answers.tsv: opposite meanings of the bundled words.

    make-antonym-answers.py WORDNET_DIR BUNDLED_TSV OUTPUT_PATH

For every bundled word (Data/jlpt-n5.tsv) and every one of its meanings, WordNet 3.0's antonyms of that
meaning (any part of speech: "to go" / "to come", "hot" / "cold", "to buy" / "to sell") are looked for among
the meanings of the other bundled words. Each antonym found is a row: an answer a teacher marks wrong for
the word, as it means the opposite. A pair is left out when the two words share a meaning (then the list
itself says the words overlap). Deterministic; no word is named here.
"""

from __future__ import annotations

import re
import sys

from gloss_keys import simple
from wordnet_antonyms import wordnet_antonyms




def main() -> int:
    if len(sys.argv) != 4:
        print(__doc__, file=sys.stderr)
        return 64
    folder, bundled_path, output = sys.argv[1:]
    opposite = wordnet_antonyms(folder)
    words: list[tuple[str, str, list[str]]] = []
    with open(bundled_path, encoding="utf-8") as handle:
        next(handle)
        for line in handle:
            fields = line.rstrip("\n").split("\t")
            meanings = [m.strip() for m in re.split(r"[,;]", fields[2]) if m.strip()]
            words.append((fields[0], fields[1], meanings))
    by_meaning: dict[str, list[tuple[str, str]]] = {}
    for text, _, meanings in words:
        for meaning in meanings:
            by_meaning.setdefault(simple(meaning), []).append((text, meaning))
    rows: set[tuple[str, str, str, str]] = set()
    for text, reading, meanings in words:
        own = {simple(m) for m in meanings}
        for meaning in meanings:
            for antonym in sorted(opposite.get(simple(meaning), ())):
                for other, other_meaning in by_meaning.get(antonym, []):
                    other_meanings = {simple(m) for (t, r, ms) in words if t == other for m in ms}
                    if other != text and own.isdisjoint(other_meanings):
                        rows.add((text, reading, other_meaning, other))
    with open(output, "w", encoding="utf-8", newline="\n") as handle:
        handle.write("word\treading\tanswer\tfrom_word\n")
        for row in sorted(rows):
            handle.write("\t".join(row) + "\n")
    print(f"{len(rows)} rows written to {output}", file=sys.stderr)
    return 0


if __name__ == "__main__":
    sys.exit(main())
