"""A gloss as the bundled data key it, shared by the scripts that write and check the dictionary and thesaurus."""

from __future__ import annotations

import re


def simple(text: str) -> str:
    """A gloss in simple form: lower case, no notes, no leading "to", "to be" or article."""
    text = re.sub(r"\([^)]*\)|\[[^\]]*\]", " ", text.lower())
    words = re.sub(r"[^a-z0-9' -]+", " ", text).split()
    if len(words) > 1 and words[0] == "to":
        words = words[1:]
        if len(words) > 1 and words[0] == "be":
            words = words[1:]
    while len(words) > 1 and words[0] in ("a", "an", "the"):
        words = words[1:]
    return " ".join(words)
