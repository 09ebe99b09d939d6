"""The opposites a verb gloss may be said as, denied (`update-thesaurus.py`'s lines `gloss¬`): "to distrust" is said
"not trust", "to dislike" "not like".

A verb gloss lends the verbs WordNet names as the antonyms of a word of one of its used synsets (the antonym pointer is
lexical: "distrust" points to "trust", never to its synonyms "swear" or "bank"), when the gloss's own word is the antonym with a
negative prefix (dis-, mis-, un-, in-, non- …), or WordNet defines the gloss's first sense as the antonym denied
("reject": refuse to accept; "forget": stop remembering; a later sense drifts: "decline" is first "grow worse", so 衰える
"to decline" is no "not accept"), in WordNet's files of thinking,
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
    """Whether `word` is a word of WordNet's with a negative prefix ("disbelieve": believe), or a word of WordNet's with
    "-less" after it ("painless": pain, "useless": use), so that it denied says something weaker than the word it denies
    ("not painless" is no "painful": review 25)."""
    if word.endswith("less") and len(word) > 6 and any((word[:-4], kind) in index for kind in ("n", "v", "a")):
        return True
    return any(word.startswith(prefix) and (word[len(prefix):].replace(" ", "_"), pos) in index
               for prefix in NEGATIVE_PREFIXES if len(word) > len(prefix) + 2)


def defined_as_denial(definition: str, word: str) -> bool:
    """Whether WordNet defines a synset (`definition`: its whole definition, examples left out) as `word` denied: "refuse
    to accept" (reject), "dismiss from the mind; stop remembering" (forget), "withhold assent" (dissent), "choose not to
    consume" (abstain). Never "fail to": "fail to win" is "lose", yet a draw
    is neither; "fail to notice" is no "ignore"."""
    first = word.split(" ")[0]
    return any(match.group(1) in (first, first + "ing", first[:-1] + "ing") for match in re.finditer(
        r"(?:^|; )(?:refuse to|be unable to|choose not to|withhold|have little or no|stop) (\w+)", definition))


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
            for word in opposites:
                # The gloss's own word prefixed: a synonym's prefix drifts ("to cease" is "discontinue", yet 死ぬ's "to
                # cease" is no "not continue"; "avoid" in law is "invalidate").
                prefixed = key in sources and is_prefixed_form(key, word)
                # Defined as a denial in the gloss's first sense only: "decline" is first "grow worse" (衰える, 傾く), and
                # only later "refuse to accept".
                if file in NEGATING_FILES and (prefixed or (offset == index[(lemma, "v")][0]
                                                 and defined_as_denial(definitions.get(offset, ""), word))):
                    if not is_double_negative(word, "v", index) and word != key:
                        found.append(word)
    return list(dict.fromkeys(found))


def full_glosses(folder: str, name: str = "adj") -> dict[str, str]:
    """Each synset's whole WordNet gloss (definition and examples), lower case, by offset, of `data.NAME`."""
    found: dict[str, str] = {}
    with open(f"{folder}/data.{name}", encoding="latin-1") as handle:
        for line in handle:
            if not line.startswith(" ") and "| " in line:
                found[line.split(" ", 1)[0]] = line.split("| ", 1)[1].strip().lower()
    return found


def noted_adjective_opposites(gloss: str, index, data, satellites: set[str], glosses: dict[str, str]) -> list[str]:
    """The adjectives an adjective gloss with a note ("gentle (slope, curve)") may be said as, denied: of its synsets
    whose WordNet gloss says the gloss before a word of the note ("easy, gentle: marked by moderate steepness; 'a gentle
    slope'"), the head adjective (a satellite's, through "similar to") that WordNet defines as its antonym denied ("gradual: (of a
    topographical gradient) not steep or abrupt"): "not steep". No other sense of the gloss ("gentle" is also docile,
    quiet and mild: no "not wild", "not loud", "not intense"), no head defined otherwise ("black (colour)" is no "not
    white", a contrary), and no head spelt as its antonym prefixed ("spare (part)" is no "not necessary")."""
    match = re.match(r"^([a-z][a-z -]*?)\s*\(([^)]*)\)\s*$", gloss.lower())
    if not match:
        return []
    lemma = match.group(1).strip().replace(" ", "_")
    note = {word for word in re.findall(r"[a-z]+", match.group(2)) if len(word) > 3}
    found: list[str] = []
    for offset in index.get((lemma, "a"), []):
        # The note's word after the gloss's, as WordNet's examples say it ("a gentle slope", "loose clothing").
        text = glosses.get(offset, "")
        if not any(re.search(rf"\b{re.escape(match.group(1).strip())} {word}", text) for word in note):
            continue
        heads = [offset] if offset not in satellites else [t for symbol, t, _, _ in data[(offset, "a")][1] if symbol == "&"]
        for head in heads:
            definition = re.sub(r"^\([^)]*\)\s*", "", glosses.get(head, "")).split(";")[0]
            denied = re.match(r"not ([a-z-]+)", definition)
            for symbol, target, _, _ in data.get((head, "a"), ([], []))[1]:
                # A head that is its antonym prefixed ("unnecessary") lends its satellites a negation they need not
                # mean: "spare (part)" is surplus, no "not necessary".
                prefixed = denied and any(is_prefixed_form(word, denied.group(1)) for word in data[(head, "a")][0])
                if symbol == "!" and denied and not prefixed and denied.group(1) in data.get((target, "a"), ([], []))[0]:
                    found.append(denied.group(1))
    return list(dict.fromkeys(found))
