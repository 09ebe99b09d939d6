"""WordNet 3.0's data files (Debian `wordnet-base`), read the one way the thesaurus and antonym scripts need."""

from __future__ import annotations

import re
from collections.abc import Iterator


def synsets(folder: str, name: str) -> Iterator[tuple[str, list[str], list[tuple[str, str, str, str]], str]]:
    """Each synset of `data.NAME` (noun, verb, adj, adv): its offset, its words (lower case, spaces, no
    adjective marker), its pointers (symbol, target offset, part of speech, source/target word numbers) and
    the whole line."""
    with open(f"{folder}/data.{name}", encoding="latin-1") as handle:
        for line in handle:
            if line.startswith(" "):
                continue
            fields = line.split(" ")
            count = int(fields[3], 16)
            words = [re.sub(r"\(.*\)$", "", fields[4 + 2 * i]).replace("_", " ").lower() for i in range(count)]
            at = 4 + 2 * count
            pointers = [tuple(fields[at + 1 + 4 * k: at + 5 + 4 * k]) for k in range(int(fields[at]))]
            yield fields[0], words, pointers, line
