"""JMdict's part-of-speech tags at the start of a gloss ("(n) transfer", "(conj; exp; int) Thank you",
"(v5r; vi) to take the place of"), as some lists copy them into their meanings: no part of the meaning.

Only a parenthesised group made wholly of such codes goes; a note in words stays ("(not) always",
"(a) joy", "(in the) neighbourhood"). Kuchi's importer has the same rule (`PartOfSpeechTags`).
"""

from __future__ import annotations

import re

CODE_RE = re.compile(
    r"^(?:n(?:-adv|-t|-suf|-pref|-pr)?|adj(?:-[a-z]+)?|adv(?:-to)?|aux(?:-v|-adj)?|conj|cop(?:-da)?|ctr|exp|int"
    r"|num|pn|pref|prt|suf|unc|v[1-5][a-z0-9-]*|vi|vt|vk|vn|vr|vz|vs(?:-[sic])?|iv|uk|abbr|P)$")
GROUP_RE = re.compile(r"^\(([^()]*)\)\s*")


# Abbreviations a gloss may end with, whose full stop stays (lowercase).
ABBREVIATIONS = {"etc", "ibid", "messrs", "mrs", "mr", "ms", "vs", "viz", "cf", "approx"}
SENTENCE_STOP_RE = re.compile(r"(?<![.A-Za-z])([A-Za-z]{3,})\.$")


def without_sentence_stop(gloss: str) -> str:
    """`gloss` as the other glosses are written when the source wrote it as a sentence: without the full stop after its
    last word ("berry." is "berry"; not an abbreviation's, "etc.", "Mrs.", "i.e.", nor an ellipsis), and, when it was a
    sentence of several words, without the capital of its first ("Used for comparison." is "used for comparison"; a
    first word in capitals, "OK", keeps them). A learner sees it among lowercase choices."""
    match = SENTENCE_STOP_RE.search(gloss)
    if not match or match.group(1).lower() in ABBREVIATIONS:
        return gloss
    text = gloss[:-1]
    first = text.split(" ")[0]
    if " " in text and first[:1].isupper() and first[1:].islower():
        text = first[0].lower() + text[1:]
    return text


def without_part_of_speech(gloss: str) -> str:
    """`gloss` without the part-of-speech groups it starts with; the gloss itself when nothing would be left."""
    text = gloss.strip()
    while match := GROUP_RE.match(text):
        codes = [code.strip() for code in re.split(r"[;,]", match.group(1))]
        if not codes or not all(CODE_RE.match(code) for code in codes) or not text[match.end():].strip():
            break
        text = text[match.end():]
    return text
