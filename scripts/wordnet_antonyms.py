"""WordNet 3.0's antonyms (Debian `wordnet-base`), for scripts/update-dictionary.py and
scripts/make-antonym-answers.py."""

from __future__ import annotations

import re


def wordnet_antonyms(folder: str) -> dict[str, set[str]]:
    """Every WordNet lemma (lower case, spaces) with its antonyms, all parts of speech."""
    found: dict[str, set[str]] = {}
    for name, pos in (("noun", "n"), ("verb", "v"), ("adj", "a"), ("adv", "r")):
        synsets: dict[str, list[str]] = {}
        pointers: list[tuple[str, str, str, str]] = []
        with open(f"{folder}/data.{name}", encoding="latin-1") as handle:
            for line in handle:
                if line.startswith(" "):
                    continue
                fields = line.split(" ")
                count = int(fields[3], 16)
                words = [re.sub(r"\(.*\)$", "", fields[4 + 2 * i]).replace("_", " ").lower() for i in range(count)]
                synsets[fields[0]] = words
                at = 4 + 2 * count
                for k in range(int(fields[at])):
                    symbol, target, _, source_target = fields[at + 1 + 4 * k: at + 5 + 4 * k]
                    if symbol == "!":
                        pointers.append((fields[0], target, source_target[:2], source_target[2:]))
        for offset, target, source, goal in pointers:
            if target not in synsets:
                continue
            sources = synsets[offset] if source == "00" else [synsets[offset][int(source, 16) - 1]]
            goals = synsets[target] if goal == "00" else [synsets[target][int(goal, 16) - 1]]
            for word in sources:
                found.setdefault(word, set()).update(goals)
    return found
