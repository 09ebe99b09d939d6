"""The words of a gloss's WordNet definition, for `update-thesaurus.py`: a learner who does not recall the word says what
it is ("group of islands" for "archipelago", a group of many islands in a large body of water). Only the first sense of
each part of speech, only nouns, adjectives and adverbs (a verb's first sense is often not the Japanese word's: 返す
"to return (something)" is no "go back"), and an alternative after "or" left out (a "dinner" served in the evening or
at midday is no "midday meal")."""

from __future__ import annotations

import re

from thesaurus_tables import DEFINITIONS

# Words a definition or an answer says without naming anything: the judge leaves the same out of a typed answer
# (`DefinitionAnswer.stopWords` in Sources/KuchiCore/Practice/DefinitionAnswer.swift), and cuts the same endings.
STOP_WORDS = set("""a an the of to in on at for with by from or and as be is are was were that which who whom whose what
something someone somebody one you your it its their his her this these those being been do does done make made have has
get very not no into out up down over about than more most some any all""".split())
ENDINGS = ("ing", "ed", "es", "s", "ly")
# A definition of more content words than this names too much to be met by a few of them.
MOST_WORDS = 12


def stem(word: str) -> str:
    """`word` without one ending of ``ENDINGS``, three letters or more left ("islands": island, "caring": car)."""
    for ending in ENDINGS:
        if word.endswith(ending) and len(word) - len(ending) >= 3:
            return word[: -len(ending)]
    return word


def content_words(text: str) -> list[str]:
    """The words of `text` that name something, stemmed (``stem``), in order, each once."""
    return list(dict.fromkeys(stem(word) for word in re.findall(r"[a-z]+", text.lower()) if word not in STOP_WORDS))


def without_alternatives(definition: str) -> str:
    """`definition` without what follows each "or" up to the next comma, semicolon or parenthesis: "served in the evening
    or at midday": served in the evening."""
    return re.sub(r"\bor\b[^,;()]*", " ", definition)


def definition_fields(key: str, parts: set[str], index) -> list[str]:
    """The content words of the definition of `key`'s first sense in each part of speech of `parts` but verbs, each
    field `/`-joined, empty when there is none."""
    fields: list[str] = []
    for pos in ("n", "a", "r"):
        if pos not in parts:
            continue
        offsets = index.get((key.replace(" ", "_"), pos), [])
        if not offsets:
            continue
        words = content_words(without_alternatives(DEFINITIONS.get((offsets[0], pos), "")))
        if 2 <= len(words) <= MOST_WORDS:
            fields.append("/".join(words))
    return fields
