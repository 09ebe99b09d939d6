#!/usr/bin/env python3
"""List the bundled dictionary's glosses of each bundled word that are another bundled word's meaning.

    python3 scripts/list-shared-glosses.py [DICTIONARY_SWIFT] > shared.tsv

For every word of Data/jlpt-n5.tsv, every gloss (in simple form: lower case, no notes, no leading "to",
"to be" or article) of the dictionary entries written as it is and read as it is, that is a meaning of
another bundled word sharing none of its meanings: `word, its meanings, gloss, other word`. Each row is a
place where the judge may take another word's meaning for this one; most are true synonyms (あそこ and
あちら "there"), the rest show a rule to make. A word in kana takes every entry read as it is here, so
this lists more than the judge uses (it picks the kana word's own entries). Prints the count to stderr.
Used to find, for issue 19, the senses `scripts/update-dictionary.py` now leaves out.
"""

from __future__ import annotations

import re
import sys

from gloss_keys import simple




def main() -> int:
    path = sys.argv[1] if len(sys.argv) > 1 else "Data/BundledDictionary.swift"
    entries: dict[str, list[list[str]]] = {}
    with open(path, encoding="utf-8") as handle:
        for line in handle:
            fields = line.rstrip("\n").split("\t")
            if len(fields) >= 5:
                entries.setdefault(fields[0], []).append(fields)
    words: list[tuple[str, str, list[str]]] = []
    with open("Data/jlpt-n5.tsv", encoding="utf-8") as handle:
        next(handle)
        for line in handle:
            fields = line.rstrip("\n").split("\t")
            words.append((fields[0], fields[1], [m.strip() for m in re.split(r"[;,]", fields[2]) if m.strip()]))
    meanings = {text: {simple(m) for m in listed} for text, _, listed in words}
    owners: dict[str, set[str]] = {}
    for text, _, listed in words:
        for meaning in listed:
            owners.setdefault(simple(meaning), set()).add(text)
    rows = []
    for text, reading, listed in words:
        own = meanings[text]
        glosses: set[str] = set()
        for form in text.split("/"):
            for entry in entries.get(form, []) + entries.get(form.removesuffix("する"), []):
                if set(entry[1].split("/")) & set(reading.split("/")):
                    glosses |= {simple(gloss) for gloss in entry[2].split("/")}
        for gloss in sorted(glosses - own):
            for other in sorted(owners.get(gloss, set()) - {text}):
                if not meanings[other] & own:
                    rows.append(f"{text}\t{'; '.join(listed)}\t{gloss}\t{other}")
    print("\n".join(rows))
    print(f"{len(rows)} glosses shared with another word's meaning", file=sys.stderr)
    return 0


if __name__ == "__main__":
    sys.exit(main())
