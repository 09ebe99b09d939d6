"""WordNet 3.0's antonyms (Debian `wordnet-base`), for scripts/update-dictionary.py and
scripts/make-antonym-answers.py."""

from __future__ import annotations

from wordnet_data import synsets as wordnet_synsets


def wordnet_antonyms(folder: str) -> dict[str, set[str]]:
    """Every WordNet lemma (lower case, spaces) with its antonyms, all parts of speech."""
    found: dict[str, set[str]] = {}
    for name, pos in (("noun", "n"), ("verb", "v"), ("adj", "a"), ("adv", "r")):
        synsets: dict[str, list[str]] = {}
        pointers: list[tuple[str, str, str, str]] = []
        for offset, words, links, _ in wordnet_synsets(folder, name):
            synsets[offset] = words
            for symbol, target, _, source_target in links:
                if symbol == "!":
                    pointers.append((offset, target, source_target[:2], source_target[2:]))
        for offset, target, source, goal in pointers:
            if target not in synsets:
                continue
            sources = synsets[offset] if source == "00" else [synsets[offset][int(source, 16) - 1]]
            goals = synsets[target] if goal == "00" else [synsets[target][int(goal, 16) - 1]]
            for word in sources:
                found.setdefault(word, set()).update(goals)
    return found
