"""The opposites a verb gloss may be said as, denied (`update-thesaurus.py`'s lines `gloss¬`): "to distrust" is said
"not trust", "to dislike" "not like".

A verb gloss lends the verbs WordNet names as the antonyms of a word of one of its used synsets (the antonym pointer is
lexical: "distrust" points to "trust", never to its synonyms "swear" or "bank"), when the gloss's word (or its synonym in its
first synset) is the antonym with a negative prefix (dis-, mis-, un-, in-, non- …), or WordNet defines the synset as the
antonym denied ("reject", "decline": refuse to accept; "forget": be unable to remember) in one of the gloss's first two senses (a
later one drifts: "block" is no "not remember"), in WordNet's files of thinking,
saying, feeling, social life, states, perception and possession. Other antonyms are mostly contraries, whose denial is no
answer ("not criticize" is no 褒める "to praise", "not boo" no "to clap", "not go" no 来る "to come"), and motion, contact
and change are left out whatever their spelling ("not tie" is no 解く "to untie", "not connect" no "to disconnect").

Never a double negative: an antonym spelt as a word with a negative prefix ("believe": disbelieve) is left out, as
"not disbelieve" is weaker than "believe".
"""

from __future__ import annotations

import re

NEGATIVE_PREFIXES = ("dis", "mis", "un", "in", "im", "il", "ir", "non")
# verb.cognition, verb.communication, verb.emotion, verb.perception, verb.possession, verb.social, verb.stative.
NEGATING_FILES = {"31", "32", "37", "39", "40", "41", "42"}


def is_prefixed_form(word: str, of: str) -> bool:
    """Whether `word` is `of` with a negative prefix ("distrust" of "trust")."""
    return any(word == prefix + of for prefix in NEGATIVE_PREFIXES)


def is_double_negative(word: str, pos: str, index) -> bool:
    """Whether `word` is a word of WordNet's with a negative prefix ("disbelieve": believe), so that it denied says
    something weaker than the word it denies."""
    return any(word.startswith(prefix) and (word[len(prefix):].replace(" ", "_"), pos) in index
               for prefix in NEGATIVE_PREFIXES if len(word) > len(prefix) + 2)


def defined_as_denial(definition: str, word: str) -> bool:
    """Whether WordNet defines a synset as `word` denied: "refuse to accept" (reject), "be unable to remember" (forget),
    "withhold assent" (dissent), "choose not to consume" (abstain). Never "fail to": "fail to win" is "lose", yet a draw
    is neither; "fail to notice" is no "ignore"."""
    match = re.match(r"(?:refuse to|be unable to|choose not to|withhold|have little or no) (\w+)", definition)
    return match is not None and match.group(1) == word.split(" ")[0]


def verb_opposites(key: str, index, data, files, definitions, is_used) -> list[str]:
    """The verbs `key` (a verb gloss in simple form) may be said as, denied (without the "not")."""
    found: list[str] = []
    lemma = key.replace(" ", "_")
    for offset in index.get((lemma, "v"), []):
        if not is_used(lemma, "v", offset):
            continue
        words, pointers = data[(offset, "v")]
        file = files.get((offset, "v"), "")
        for symbol, target, target_pos, numbers in pointers:
            if symbol != "!" or target_pos != "v" or (target, "v") not in data or len(numbers) != 4:
                continue
            goals = data[(target, "v")][0]
            source, goal = int(numbers[:2], 16), int(numbers[2:], 16)
            sources = words if source == 0 else words[source - 1: source]
            opposites = goals if goal == 0 else goals[goal - 1: goal]
            # The gloss's word itself prefixed, or a synonym of it in its first synset ("suspect": distrust, trust);
            # a later synset's synonym drifts ("avoid" in law is "invalidate", no "not validate").
            named = [own for own in sources if own == key or offset == index[(lemma, "v")][0]]
            for word in opposites:
                prefixed = any(is_prefixed_form(own, word) for own in named)
                if file in NEGATING_FILES and (prefixed or (offset in index[(lemma, "v")][:2]
                                                 and defined_as_denial(definitions.get((offset, "v"), ""), word))):
                    if not is_double_negative(word, "v", index) and word != key:
                        found.append(word)
    return list(dict.fromkeys(found))
