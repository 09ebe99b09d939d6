"""Words WordNet derives from a gloss, for `update-thesaurus.py`: a verb's gerund, a noun's adjective ("danger":
dangerous, "safety": safe), a verbal noun's verb ("criticism": to criticize), a verb's past participle and an
adjective's adverb of manner. Reads the tables of `thesaurus_tables`, filled before any of these is called."""

from __future__ import annotations

import re

from thesaurus_tables import (
    ADVERBS_OF, DEFINITIONS, DOING_FILES, EXCEPTIONS, GERUNDS, INDEX, LEXICOGRAPHER_FILES, POINTER_DERIVED, SAYING_FILES,
)


def gerund(verb: str, exceptions) -> str:
    """The "-ing" form of a verb phrase's first word ("get married": getting married), WordNet's own when it
    lists one (verb.exc: "getting", "wedding")."""
    first, _, rest = verb.partition(" ")
    listed = sorted(form for (form, pos), base in GERUNDS.items() if base == first)
    if listed:
        ing = listed[0]
    elif first.endswith("ie"):
        ing = first[:-2] + "ying"
    elif first.endswith("e") and not first.endswith(("ee", "ye", "oe")):
        ing = first[:-1] + "ing"
    else:
        ing = first + "ing"
    return f"{ing} {rest}".strip()


def verb_gerunds(key: str, verb: bool, index, data, exceptions) -> list[str]:
    """A one-word noun gloss of an act, event, process or state said as the gerund of the verb WordNet derives it from, and of that verb's
    synonyms that hold a word spelt as the noun begins (its first four letters: "marriage": marrying, getting
    married; "laundry": laundering; never "tying", another name of "marry"): WordNet's other derivations drift
    ("company": accompany)."""
    if verb or " " in key or len(key) < 5 or (key, "n") not in index:
        return []
    found: list[str] = []
    for offset in index[(key, "n")]:
        if LEXICOGRAPHER_FILES.get((offset, "n")) not in DOING_FILES:
            continue
        for verb_words, _ in verbs_derived_from(key, offset, data):
            found += [gerund(word, exceptions) for word in verb_words if any(part[:4] == key[:4] for part in word.split())]
    return [phrase for phrase in dict.fromkeys(found) if phrase != key]


def verbs_derived_from(key: str, offset: str, data):
    """The verb synsets WordNet derives from the word `key` of the noun synset `offset`: each as its words and the
    word the derivation leads to."""
    words, pointers = data[(offset, "n")]
    for symbol, target, target_pos, numbers in pointers:
        if symbol != POINTER_DERIVED or target_pos != "v" or len(numbers) != 4:
            continue
        source, goal = int(numbers[:2], 16), int(numbers[2:], 16)
        entry = data.get((target, "v"))
        if source == 0 or words[source - 1] != key or not entry or not 0 < goal <= len(entry[0]):
            continue
        yield entry[0], entry[0][goal - 1]


def ness_adjectives(key: str, verb: bool, index, data) -> list[str]:
    """The adjective a one-word "-ness" noun gloss is made of, when WordNet derives the noun from it
    ("sickness": sick; "happiness": happy). WordNet's other derivations drift ("bad": blameworthy), so
    the spelling must be the adjective's."""
    if verb or " " in key or not key.endswith("ness") or len(key) < 7:
        return []
    found = [adjective for adjective in derived_adjectives(key, index, data) if key[:-4] in (adjective, adjective[:-1] + "i")]
    return list(dict.fromkeys(found))


def derived_adjectives(key: str, index, data) -> list[str]:
    """The adjectives WordNet derives from the noun `key` itself (its derivation pointers, "+", from the word `key`
    in each of its noun synsets), in WordNet's order."""
    found: list[str] = []
    for offset in index.get((key, "n"), []):
        words, pointers = data[(offset, "n")]
        for symbol, target, target_pos, numbers in pointers:
            if symbol != POINTER_DERIVED or target_pos not in ("a", "s") or len(numbers) != 4:
                continue
            source, goal = int(numbers[:2], 16), int(numbers[2:], 16)
            entry = data.get((target, "a"))
            if source == 0 or words[source - 1] != key or not entry or not 0 < goal <= len(entry[0]):
                continue
            found.append(entry[0][goal - 1])
    return found


def adjectives_of_noun(key: str, index, data, taken: set[str] = frozenset()) -> list[str]:
    """The adjectives WordNet derives from the one-word noun `key` (its derivation pointer, "+"), spelt as it
    begins (``spelt_alike``): "danger": dangerous, "health": healthy; and the noun with "-ful" when WordNet has that
    adjective and it is no meaning in `taken` (the bundled words'): "peace": peaceful, "sorrow": sorrowful, never
    "wonder": wonderful (素晴らしい's). Listed under `key+` for the glosses of adjectival nouns (EDICT's `adj-na`,
    the dictionary's flag `A`): 危険 "danger" is also "dangerous". Other endings drift ("virtue": virtual, "pun":
    puny, "state": static)."""
    if " " in key or (key, "n") not in index:
        return []
    found: list[str] = []
    # A noun of a quality or an act made of its adjective with a suffix is met by it: "equality": equal,
    # "popularity": popular, "abnormality": abnormal, "inconsistency": inconsistent.
    stem = next((key[: -len(suffix)] for suffix in QUALITY_SUFFIXES if key.endswith(suffix) and len(key) - len(suffix) >= 4), "")
    for derived in derived_adjectives(key, index, data):
        adjective = derived.split("(")[0]
        if (spelt_alike(adjective, key) or (stem and adjective.startswith(stem[:-1]))) and " " not in adjective and adjective != key:
            found.append(adjective)
    for stem in dict.fromkeys([key, key[:-1] + "i" if key.endswith("y") else key]):
        if (stem + "ful", "a") in index and stem + "ful" not in taken:
            found.append(stem + "ful")
    found += quality_base_adjectives(key, index, data)
    return list(dict.fromkeys(found))


# A noun of a quality made of its adjective by a suffix, with the adjective's spelling the suffix changes: "safety":
# safe, "freedom": free, "stability": stable, "possibility": possible, "sincerity": sincere.
QUALITY_ENDINGS = (("bility", "ble"), ("ity", "e"), ("ity", ""), ("ty", ""), ("dom", ""), ("ness", ""), ("iness", "y"))


def quality_base_adjectives(key: str, index, data) -> list[str]:
    """The adjective the one-word noun `key` is made of with a suffix of a quality (``QUALITY_ENDINGS``), when WordNet
    has it as an adjective and ties the two: a derivation or attribute pointer between their synsets, or the
    adjective a word of the definition of one of the noun's senses ("freedom": the condition of being free;
    "safety": a safe place). WordNet's derivation pointers miss some ("safety" has none to "safe"); the tie keeps
    out a noun only spelt so ("casualty": casual, "property": proper)."""
    found: list[str] = []
    for ending, replacement in QUALITY_ENDINGS:
        if not key.endswith(ending):
            continue
        adjective = key[: -len(ending)] + replacement
        if len(adjective) < 4 or (adjective, "a") not in index or adjective in found:
            continue
        adjective_synsets = set(index[(adjective, "a")])
        tied = False
        for offset in index.get((key, "n"), []):
            words, pointers = data[(offset, "n")]
            if any(symbol in (POINTER_DERIVED, "=") and target in adjective_synsets for symbol, target, _, _ in pointers):
                tied = True
            if adjective in re.findall(r"[a-z]+", DEFINITIONS.get((offset, "n"), "").lower()):
                tied = True
        if tied:
            # The first spelling only: "diversity" is "diverse", not also "divers".
            return [adjective]
    return found


def verbs_of_noun(key: str, index, data) -> list[str]:
    """The verbs the one-word noun `key` names the act of, in its first WordNet sense, when that is an act, an event,
    a process or a state (``DOING_FILES``): the synset of each verb WordNet derives from the word `key` there and spells
    as it begins (its first four letters), with its other words ("departure": depart, set off, start out …; "divorce":
    divorce, split up; "excavation": excavate, dig up, unearth). Listed under `key>` for the glosses of verbal nouns
    (EDICT's `vs`, the dictionary's flag `S`): 出発 "departure" is also "to set off", as 出発する says. Later senses
    drift ("departure", a deviation: to vary)."""
    if " " in key or (key, "n") not in index:
        return []
    offset = index[(key, "n")][0]
    saying = LEXICOGRAPHER_FILES.get((offset, "n")) in SAYING_FILES
    if LEXICOGRAPHER_FILES.get((offset, "n")) not in DOING_FILES and not saying:
        return []
    spelt = ""
    found: list[str] = []
    for verb_words, derived in verbs_derived_from(key, offset, data):
        if not key.startswith(derived[:4]):
            continue
        spelt = spelt or derived
        # Of what is thought or said, the verbs spelt alike only ("criticism": criticize, criticise): their synonyms
        # drift ("argument": to indicate).
        found += [word for word in verb_words if word not in found and (not saying or word[:4] == key[:4])]
    # Said of what the act was done to, each one-word verb's past participle ("to be injured" for 負傷 "injury"; the
    # verb spelt as the noun also irregularly: "frozen" for 冷凍 "freezing").
    irregular = {base for (form, pos), base in EXCEPTIONS.items() if pos == "v"}
    participles = [past_participle(word) for word in found if " " not in word and word not in irregular]
    participles += sorted(form for (form, pos), base in EXCEPTIONS.items() if pos == "v" and base == spelt and form.endswith("en"))
    return found + [form for form in dict.fromkeys(participles) if form not in found]


def past_participle(verb: str) -> str:
    """A regular verb's past participle: "injure": injured, "marry": married, "divorce": divorced, "tax": taxed."""
    if verb.endswith("e"):
        return verb + "d"
    if verb.endswith("y") and len(verb) > 2 and verb[-2] not in "aeiou":
        return verb[:-1] + "ied"
    return verb + "ed"


# The endings of a noun made of an adjective ("equality", "abnormality", "inconsistency").
QUALITY_SUFFIXES = ("ity", "ion", "ness", "ency", "ancy", "ence", "ance", "cy")


def spelt_alike(derived: str, base: str) -> bool:
    """Whether `derived` is spelt as `base` begins, but for base's last letter or two ("happily": happy, "gently":
    gentle)."""
    stem = base[:-2] if len(base) > 5 else base[:-1]
    return len(base) >= 4 and derived.startswith(stem) and derived != base


def manner_adverbs(key: str, verb: bool) -> list[str]:
    """An adjective gloss said as the adverb made of it, spelt alike (``spelt_alike``): "famous": famously, "elegant":
    elegantly. Only a gloss that is no noun ("a cold" is no "coldly", "stable" no "stably"), and never the other
    way: a Japanese adverb is no adjective (いつも "usually" is no "usual")."""
    if verb or " " in key or (key, "n") in INDEX:
        return []
    return [adverb for adverb in sorted(ADVERBS_OF.get(key, ())) if spelt_alike(adverb, key)]
