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


def without_part_of_speech(gloss: str) -> str:
    """`gloss` without the part-of-speech groups it starts with; the gloss itself when nothing would be left."""
    text = gloss.strip()
    while match := GROUP_RE.match(text):
        codes = [code.strip() for code in re.split(r"[;,]", match.group(1))]
        if not codes or not all(CODE_RE.match(code) for code in codes) or not text[match.end():].strip():
            break
        text = text[match.end():]
    return text
