#!/usr/bin/env python3
"""Regenerate Data/BundledThesaurus.swift: English words a learner may type for a dictionary gloss.

Run through scripts/update-thesaurus, which provides WordNet 3.0 (Debian `wordnet-base`):

    update-thesaurus.py WORDNET_DIR DICTIONARY_SWIFT BUNDLED_TSV LEVEL_WORDS_SWIFT OUTPUT_PATH

(LEVEL_WORDS_SWIFT: Data/BundledLevelWords.swift, whose words' meanings count as senses only.)

For every gloss of the bundled dictionary (Data/BundledDictionary.swift) and every meaning of the
bundled word list, as a key in simple form (lower case, notes in parentheses dropped, no leading "to",
"to be" or article), WordNet gives the other words of each of its synsets of the matching part of speech
(verbs for a gloss starting "to" but not "to be", else nouns, adjectives and adverbs; both when the
gloss is found both ways), the words of the synsets an
adjective's synset is similar to, and those of the synsets one level more specific (hyponyms: "cash" for
"money" is not among them, as WordNet files cash under currency) when the gloss is its synset's usual
name and, for a noun, names a thing or an act (WordNet's files of artifacts, foods, animals, plants,
bodies, substances, objects, places, people and acts, and its top nouns): a kind of a thing is often called
by the thing's name, a kind of a feeling, a state or a quality is another one ("greed" is no "desire",
"flu" no "illness"), the synset's first word ("refrigerator" takes icebox; "fridge", the second word of "electric
refrigerator", lends no "freezer"), and an adjective's antonyms denied ("not good" for "bad"; never a double negative,
"not impolite" for "polite"). Never more
general words: "animal" is no answer for "dog". Never a narrower word that Japanese names with a word of its
own, the main meaning of a common entry in kanji or hiragana that does not mean the broader thing too
("puppy" is 子犬, no "dog"; "salmon" 鮭): such an answer names another word. One whose Japanese word means both
stays (菓子 "confectionery; sweets"), as does one only a katakana loanword names ("slacks": スラックス), but not
a food or drink: a kind of dish that a common Japanese word of any script names is another dish ("hamburger" is
ハンバーガー, no "sandwich"; "vodka" no "liquor"), unless it names itself by the gloss's word ("club sandwich",
"beefsteak").
A gloss alone in its sense lends no narrower word of a sense English seldom uses (``is_rare_sense``): a kind
names that sense outright ("soya milk", "no-show", "dialog box" are no 牛乳 "milk", 客 "guest", 窓 "window").

More ways a gloss is said, each general (no word is named): a plural gloss is looked up by its
WordNet lemma ("confections": confectionery); a two-word noun gloss also stands for its head noun when
WordNet files the compound under that noun, or the word before it is an adjective ("black tea": tea,
"cooked rice": rice; never "this week": week); a gloss is also met by its words before the first
preposition or "or" when at least two are left ("to play an instrument with strings": play an instrument,
"to take time or money": take time); and a gloss is met by WordNet's definition of its first sense when
that is five words or fewer ("tomorrow": the day after today), and by the word after "be" when a verb's
definition is "be" and one word ("to differ": be different, different); a "-ness" noun gloss is met by the
adjective WordNet makes it of ("sickness": sick); an adjective gloss that is no noun is met by the adverb WordNet
makes of it, spelt alike and in the adverb's first sense ("famous": famously; never "bare": barely), unless a
Japanese word of its own names the adverb; "-style" may be left out ("western-style clothes":
western clothes).

A synonym that is itself a meaning of a word of the bundled list is left out: typed for another word,
it is more likely that word's meaning than a synonym ("family" is a WordNet synonym of "class", and
家族's meaning); typed for a word that has it, the word's own meaning already matches.

A gloss in its sense. WordNet files a word's senses apart ("stem": a plant's stalk, a word's root, a
ship's prow), and a gloss alone lends the synonyms of all of them. When another gloss of the same sense
(a dictionary sense, counted by the dictionary's fifth field, or a bundled word's meanings) shares a synset
with it ("stem" and "stalk" in 茎's one sense), that sense is the gloss's: the line `gloss|other` says which
of the gloss's synonyms it lends there, those of its synsets in the WordNet files (noun.plant, noun.food,
verb.motion …) where `other` has a synset too, part of speech by part of speech, and none of a part of
speech `other` has no synset of (秋 "autumn; fall": "fall" lends no verb such as "drop"; adjectives and their
satellites count as one). So 茎's "stem" lends "stalk" and "stem turn" (noun.plant, noun.act, where
"stalk" has senses), never "root" (noun.communication) or "prow" (noun.artifact). Files rather than the one
shared synset: WordNet's fine senses split what one Japanese sense means (お腹 "stomach; belly": the organ's
"tummy" is another synset of noun.body than the belly's; とり肉 "fowl; poultry" share the bird's synset, not
the meat's, yet both have a noun.food synset), and the shared synset alone refused 14 natural answers of
the N5 list (tummy, rapid, chicken …). A gloss with no such partner keeps all its synonyms.

Senses English uses. A gloss alone lends only the synsets of its lemma that WordNet's tagged texts hold
(the index's tagged sense count; WordNet lists a lemma's senses most frequent first), or that are in the
WordNet file of one of them (noun.person, noun.food …), for nouns: "dog" lends "domestic dog" and "pooch",
never "frankfurter", "andiron" or "cad"; an announcer who reads the news is a person as the one who announces
is. A lemma the tagged texts never hold has no sense more used than another (WordNet lists "sweet" the
phonetician before the food), so all its senses count. A gloss pinned by a partner lends the synsets in
its partner's files, used or not.

Senses English seldom uses. A compound noun WordNet makes a name of a later sense of a gloss that its tagged texts
(`cntlist.rev`) never hold ("hot dog", a sense of "dog"; "elevator car", of "car"), none of whose senses is or falls
under one English uses, is listed apart: typed for the gloss, it names another thing.

Senses English seldom uses, named apart. Alone (no partner), a gloss lends no word of a later sense its lemma's tagged
texts never hold, of a lemma they hold 20 times or more, when that word is the main meaning of common Japanese words
none of which means the gloss ("chain" lends no "mountain range", 山脈's; "silent" no "tacit"; "school" no "shoal").
A noun gloss's gerund names another sense's act when WordNet derives the verb spelt as the noun only from later senses
holding under a quarter of the lemma's tags ("ironing" is no iron, the metal; "waving" no wave): listed as
`ironing!<TAB>iron`, with the glosses that bear such a sense out in a third field (休み "rest; respite": "resting").
A gerund WordNet lists as a noun of a later sense of a one-word noun gloss only ("firing": fire's act of shooting;
"ringing": a bell's sound) names that sense for a word another gloss of which bears out one of the gloss's other senses
(火 "fire; flame"; 輪 "ring; hoop"): listed as `firing!<TAB>fire<TAB>keepers<TAB>pinners`, the fourth field those glosses.

Senses another gloss bears out. Of a noun's or an adverb's later senses (all but its first), a gloss lends only
those another gloss of the same word bears out (the synset, its broader, narrower or derived words hold it), when
another gloss bears out any of its senses: 水 "water; liquid; fluid" keeps H2O and its kinds, never "urine" or
"pee"; 熱 "heat; fever; passion" keeps "warmth, passion", never "estrus"; 車 "car; automobile; vehicle" no
"gondola". A word none of whose other glosses bears out a sense keeps them all. Which word a gloss is for is
known only when judging, so the line says it in a fourth field, read by the judge with the word's glosses.

Senses the other glosses of a sense bear out (`thesaurus_borne.py`). Beside another gloss of its dictionary sense that
bears some of its noun, adjective or adverb synsets out (a word of one, of a synset one points to, or all its content
words in one's definition), a gloss written as no verb lends no synonym only another part of speech lends (右 "right"
beside "right-hand side": no "correct"), and of its nouns only those of a borne-out synset, one sharing another word
with it, or one a pointer away (返事 "answer" beside "reply": no "solution"; 余裕 "room" beside "space": no "chamber").
A line `gloss|~other` lists the synonyms the gloss keeps beside `other`; the judge keeps those any such gloss of the
sense keeps, after the sense lines above.

Sister shades. An adjective gloss beside another gloss of its sense, both WordNet satellites of one head adjective
through satellites of their own (巨大 "huge; gigantic": large), lends in its sense line the head's other satellites
whose own first sense that is ("giant", "massive"): listed in the third field, never the head itself.

An adjectival noun's gloss (the dictionary's flag `A`, EDICT's `adj-na`) is also met by its adjective: the one
WordNet derives from it, spelt as it begins ("danger": dangerous, "hazard": hazardous), or the noun with "-ful"
("peace": peaceful) when that is no bundled N5 word's meaning; in a line `key+` of their own, read only for
such words (事故 "accident", no adjectival noun, is no "accidental"). A noun of a quality made of an adjective with
-ty, -dom, -ity or -ness is met by that adjective when WordNet ties the two, by a pointer or in a definition of the
noun ("safety": safe, "freedom": free, "stability": stable). A verbal noun's gloss that is first something said or
thought (noun.communication, noun.cognition) is met by the verbs spelt as it begins that WordNet derives from it
("criticism": criticize), not by their synonyms.

Output: a Swift file with one raw string literal: lines `key<TAB>synonym/synonym…[<TAB>synonym/synonym…[<TAB>evidence]]`
(the third field: synonyms only a sense line lends; the fourth, `n:3-8;n.liquid=;n.sea=1-2`, the positions only
later noun or adverb senses lend, and after each other gloss that bears out a sense, those it keeps; `n!:1-2`, of those, another
kind lent only where a gloss bears its sense out, ``other_kinds``), `key|other<TAB>positions` (the positions, in `key`'s
own line's second and third fields read as one list, of the synonyms that sense lends, as ranges: "0-2,5")
`key|~other<TAB>positions` (those the gloss keeps beside `other`, which bears some of its senses out), `key+<TAB>adjective/…`, and `compound!<TAB>gloss/…` (a WordNet compound noun that names a sense of a gloss it ends
with that English seldom uses, and is no kind of it: `hot dog!<TAB>dog`), sorted by key in UTF-8 byte order. Every gloss has a line,
even without synonyms: the thesaurus also says which English texts are some word's meaning (a typo is
never another word). Deterministic.
"""

from __future__ import annotations

import re
import sys

from thesaurus_derivations import (
    adjectives_of_noun, gerund, manner_adverbs, ness_adjectives, verb_gerunds, verbs_derived_from, verbs_of_noun,
)
from thesaurus_tables import (
    ADVERBS_OF, CONCRETE_NOUN_FILES, DEFINITIONS, EXCEPTIONS, FOOD_FILE, GERUNDS, INDEX, LEXICOGRAPHER_FILES, POINTER_ANTONYM,
    POINTER_DERIVED, POINTER_HYPONYM, POINTER_SIMILAR, SATELLITES, TAGGED_SENSES,
)
from thesaurus_senses import (
    HYPERNYMS, MAIN_GLOSSES, NATIVE_MAIN_GLOSSES, OTHER_SENSE_MARK, SENSE_COUNTS, is_katakana, is_rare_sense,
    is_everyday_name, is_used_sense, means_first_elsewhere, load_sense_counts, named_apart, names_another_thing, names_kind_of,
    other_sense_lines,
)
from thesaurus_borne import borne_synsets, kept_by
from thesaurus_opposites import full_glosses, is_double_negative, noted_adjective_opposites, verb_opposites
from wordnet_data import synsets

MAX_SYNONYMS = 40

SWIFT_HEAD = '''// Generated by scripts/update-thesaurus from WordNet 3.0 (Princeton University; see Data/README.md).
// Do not edit by hand.

/// English synonyms of the bundled dictionary's glosses (see `update-thesaurus.py`).
public enum BundledThesaurus {
    /// Lines of `gloss<TAB>synonym/synonym…`, sorted by gloss (UTF-8 byte order).
    public static let text: StaticString = #"""
'''


def simple(text: str) -> tuple[str, bool]:
    """A gloss in simple form, and whether it is a verb ("to …", not "to be …": "to be famous" is an adjective's)."""
    text = re.sub(r"\([^)]*\)|\[[^\]]*\]", " ", text.lower())
    text = re.sub(r"[^a-z0-9' -]+", " ", text)
    words = text.split()
    verb = bool(words) and words[0] == "to" and len(words) > 1
    if verb:
        words = words[1:]
        if words[0] == "be" and len(words) > 1:
            words = words[1:]
            verb = False
    while len(words) > 1 and words[0] in ("a", "an", "the"):
        words = words[1:]
    return " ".join(words), verb


DEFINITION_WORDS = 5
STOP_MODIFIERS = set(
    "this that these those next last every each one two three four five six seven eight nine ten all some any no how "
    "what which where who very not previous following other another same own first second third".split())
# A hyphenated modifier that counts ("ten-year period", "first-born daughter") names no kind of its noun.
NUMBER_WORDS = set("one two three four five six seven eight nine ten hundred thousand million billion trillion dozen "
                   "first second third half".split())
CUT_WORDS = {"with", "of", "or", "for", "including", "in", "on", "at", "from", "by", "about"}
NOUN_ENDINGS = [("ses", "s"), ("xes", "x"), ("zes", "z"), ("ches", "ch"), ("shes", "sh"), ("men", "man"), ("ies", "y"), ("s", "")]
VERB_ENDINGS = [("ies", "y"), ("es", "e"), ("es", ""), ("s", ""), ("ed", "e"), ("ed", ""), ("ing", "e"), ("ing", "")]


def load_wordnet(folder: str):
    index: dict[tuple[str, str], list[str]] = {}
    data: dict[tuple[str, str], tuple[list[str], list[tuple[str, str, str]]]] = {}
    definitions: dict[tuple[str, str], str] = {}
    exceptions: dict[tuple[str, str], str] = {}
    for pos, name in (("n", "noun"), ("v", "verb"), ("a", "adj"), ("r", "adv")):
        with open(f"{folder}/index.{name}", encoding="latin-1") as handle:
            for line in handle:
                if line.startswith(" "):
                    continue
                fields = line.split()
                pointer_count = int(fields[3])
                index[(fields[0], pos)] = fields[4 + pointer_count + 2:]
                TAGGED_SENSES[(fields[0], pos)] = int(fields[4 + pointer_count + 1])
        for offset, words, pointers, line in synsets(folder, name):
            data[(offset, pos)] = (words, [tuple(pointer) for pointer in pointers])
            LEXICOGRAPHER_FILES[(offset, pos)] = line.split(" ", 2)[1]
            definitions[(offset, pos)] = line.split("| ", 1)[1].split(";")[0].strip() if "| " in line else ""
            DEFINITIONS[(offset, pos)] = definitions[(offset, pos)]
            if line.split(" ", 3)[2] == "s":
                SATELLITES.add(offset)
        with open(f"{folder}/{name}.exc", encoding="latin-1") as handle:
            for line in handle:
                fields = line.split()
                if len(fields) >= 2:
                    exceptions[(fields[0], pos)] = fields[1]
    for (word, pos), offsets in index.items():
        if pos != "r" or not offsets:
            continue
        words, pointers = data[(offsets[0], "r")]
        for symbol, target, target_pos, numbers in pointers:
            if symbol != "\\" or len(numbers) != 4 or not 0 < int(numbers[:2], 16) <= len(words):
                continue
            entry = data.get((target, "a"))
            goal = int(numbers[2:], 16)
            if words[int(numbers[:2], 16) - 1] == word.replace("_", " ") and entry and 0 < goal <= len(entry[0]):
                ADVERBS_OF.setdefault(entry[0][goal - 1], set()).add(word)
    return index, data, definitions, exceptions


def lemma(word: str, pos: str, index, exceptions) -> str | None:
    """WordNet's base form of an inflected word ("confections": confection), or None when it is one already."""
    if (word, pos) in exceptions:
        return exceptions[(word, pos)]
    if (word.replace(" ", "_"), pos) in index:
        return None
    for ending, base in NOUN_ENDINGS if pos == "n" else VERB_ENDINGS if pos == "v" else []:
        if word.endswith(ending) and (word[: len(word) - len(ending)] + base, pos) in index:
            return word[: len(word) - len(ending)] + base
    return None


def without_articles(text: str) -> str:
    """`text` without articles, as what was typed is compared."""
    return " ".join(word for word in text.split() if word not in ("a", "an", "the"))


def phrasings(key: str, verb: bool, index, data, definitions, exceptions) -> list[str]:
    """Other ways to say the gloss `key` (see the module's doc): its lemma's synonyms, its head noun, its
    words before a preposition, its short definition."""
    words = key.split()
    found: list[str] = []
    for pos in ("v",) if verb else ("n",):
        base = lemma(words[-1], pos, index, exceptions) if words else None
        if base:
            found += related(" ".join(words[:-1] + [base]), {pos}, index, data)
    # A number is no modifier to drop: a "hundred million" is no "million".
    if not verb and len(words) == 2 and words[0] not in STOP_MODIFIERS and words[0] not in NUMBER_WORDS \
            and not any(c.isdigit() for c in key) and (words[1], "n") in index:
        compound = key.replace(" ", "_").replace("-", "_")
        if (compound, "n") in index:
            heads = any(pointer in ("@", "@i") and words[1] in data[(target, "n")][0]
                        for offset in index[(compound, "n")] for pointer, target, _, _ in data[(offset, "n")][1])
        else:
            # A hyphenated modifier is an adjective ("next-door neighbor": neighbor).
            heads = (words[0], "a") in index or words[0].endswith(("er", "ed")) or ("-" in words[0].strip("-") and words[0].split("-")[0] not in NUMBER_WORDS)
        if heads:
            found.append(words[1])
    # "western-style clothes": western clothes.
    if any(word.endswith("-style") for word in words):
        found.append(" ".join(word.removesuffix("-style") for word in words))
    for at, word in enumerate(words):
        if word in CUT_WORDS:
            if at >= 2:
                found.append(" ".join(words[:at]))
            break
    for pos in ("v",) if verb else ("n", "a", "r"):
        for offset in index.get((key.replace(" ", "_"), pos), [])[:1]:
            definition = simple(definitions.get((offset, pos), "").strip('"'))[0]
            if definition and len(definition.split()) <= DEFINITION_WORDS:
                found.append(definition)
                # A verb defined as a state in one word: "to differ" is "be different", so also "different".
                if verb and definition.startswith("be ") and len(definition.split()) == 2:
                    found.append(definition.split()[1])
    found += ness_adjectives(key, verb, index, data)
    # An adverb that a Japanese word of its own names is that word's meaning, not this one's.
    found += [word for word in manner_adverbs(key, verb) if not names_another_thing(word, key)]
    found += verb_gerunds(key, verb, index, data, exceptions)
    # "to call by phone": to phone, when WordNet's verb "phone" means "call".
    if verb and len(words) == 3 and words[1] == "by" and any(
            words[0] in data[(offset, "v")][0] for offset in index.get((words[2], "v"), [])):
        found.append(words[2])
    return [without_articles(phrase) for phrase in found if phrase != key]


def senses(key: str, parts: set[str], index) -> list[tuple[str, str, str]]:
    """The WordNet synsets of `key` (as its lemma, with its hyphens as spaces or left out) in `parts`:
    (lemma, part of speech, offset) each."""
    found: list[tuple[str, str, str]] = []
    lemmas = [key.replace(" ", "_"), key.replace("-", "_").replace(" ", "_"), key.replace("-", "").replace(" ", "_")]
    for lemma in dict.fromkeys(lemmas):
        for pos in sorted(parts):
            found += [(lemma, pos, offset) for offset in index.get((lemma, pos), [])]
    return found


def sense_partners(key: str, others: set[str], parts: set[str], index, data) -> list[str]:
    """The other glosses of a sense (`others`, in simple form) that one of `key`'s synsets holds as well: the
    WordNet senses of `key` that are the word's ("stem" beside "stalk": the plant's stem, not a word's)."""
    held = {word for _, pos, offset in senses(key, parts, index) for word in data[(offset, pos)][0]}
    return sorted(other for other in others if other != key and other in held)


def similar_heads(key: str, index, data) -> dict[str, set[str]]:
    """The head adjective synsets (offsets) that `key`'s satellite adjective synsets are similar to ("huge": large),
    each with those satellites. A head's own satellites are narrower shades of it, no other names ("large" is no
    "huge")."""
    heads: dict[str, set[str]] = {}
    for _, _, offset in senses(key, {"a"}, index):
        if offset in SATELLITES:
            for symbol, target, _, _ in data[(offset, "a")][1]:
                if symbol == POINTER_SIMILAR:
                    heads.setdefault(target, set()).add(offset)
    return heads


def sibling_adjectives(key: str, other: str, index, data) -> list[str]:
    """The words of the other satellites of a head adjective both `key` and `other` (another gloss of the same sense)
    are satellites of, each through a satellite of its own: two glosses of one sense under one head say which of the
    head's shades the word means (巨大 "huge; gigantic": "giant", "massive", "colossal"). One gloss alone lends no
    siblings: a head's satellites drift far (the head of "wonderful" also holds "terrible")."""
    if key == other:
        return []
    found: list[str] = []
    own, others = similar_heads(key, index, data), similar_heads(other, index, data)
    # Through two satellites of their own: two words of one satellite ("awful", "terrible") share all its heads
    # (bad, alarming …) and say nothing of which shade is meant.
    for head in sorted(head for head in own.keys() & others.keys() if own[head] != others[head] or len(own[head]) > 1):
        for symbol, target, _, _ in data[(head, "a")][1]:
            if symbol != POINTER_SIMILAR or target not in SATELLITES or (target, "a") not in data:
                continue
            # A sibling whose own first sense this is: "terrible" is first frightening, no "extraordinary" beside
            # "wonderful"; "giant" is first huge.
            for word in data[(target, "a")][0]:
                lemma = word.split("(")[0].lower()
                if index.get((lemma, "a"), [None])[0] == target:
                    found.append(lemma.replace("_", " "))
    return list(dict.fromkeys(found))


def related(key: str, parts: set[str], index, data, partner: str | None = None, every_sense: bool = False,
            sources: dict[str, set[tuple[str, str]]] | None = None) -> list[str]:
    """Synonyms of every sense first, then words of similar adjectives, then more specific words; with a
    `partner`, only of the senses (synsets) in WordNet files the partner has a sense in, part of speech by part
    of speech. `sources`, when given, gets the synsets (part of speech, offset) each word came from."""
    synonyms: list[str] = []
    similar: list[str] = []
    specific: list[str] = []
    negated: list[str] = []
    # Words only a seldom used verb or adjective sense lends that mean something else first, and words lent otherwise.
    strays: set[str] = set()
    anchored: set[str] = set()
    dishes_apart: set[str] = set()
    doubled: set[str] = set()
    # With a partner: of each part of speech the partner has synsets of, only the synsets in the WordNet files
    # (noun.plant, noun.food, verb.motion …) the partner has synsets in too.
    fields: dict[str, set[str]] = {}
    for _, pos, offset in senses(partner, parts, index) if partner else []:
        fields.setdefault(pos, set()).add(LEXICOGRAPHER_FILES.get((offset, pos), ""))
    for lemma, pos, offset in senses(key, parts, index):
        words, pointers = data[(offset, pos)]
        if pos in fields and LEXICOGRAPHER_FILES.get((offset, pos), "") not in fields[pos]:
            continue
        # Alone, a gloss lends only its senses that English text uses (those WordNet's tagged texts hold, or its
        # first): "dog" lends no "frankfurter" or "andiron", "bar" no "legal profession".
        if partner is None and not every_sense and not is_used_sense(lemma, pos, offset, index):
            continue
        # Nor of a part of speech the partner has no synset of: 秋's "fall" beside "autumn" is a noun, so it
        # lends no verb ("drop", "go down").
        if fields and pos not in fields and not (pos in ("a", "s") and ("a" in fields or "s" in fields)):
            continue
        # Alone, a gloss lends no word of a sense English seldom uses that Japanese names apart: that is another word's
        # meaning, not the gloss's ("chain" lends no "mountain range", 山脈; "silent" no "tacit"). A partner pins such
        # senses in its WordNet files (世話 "aid" beside "help": "care").
        rare = partner is None and not every_sense and is_rare_sense(lemma, pos, offset, index)
        kept = [word for word in words if not (rare and named_apart(word, key))]
        # Nor, of a verb's or an adjective's such sense, a word that means something else first ("to swim" lends no
        # "drown", "cold" no "dusty", "late" no "former"), beside a partner too unless the partner is of that very sense
        # (a partner pins WordNet files, and adjectives have one): left out after the cut, so that no word takes its place.
        seldom = not every_sense and (partner is None or partner.replace("_", " ") not in words) \
            and is_rare_sense(lemma, pos, offset, index)
        strays.update(word for word in kept if seldom and means_first_elsewhere(word, pos, offset, index))
        anchored.update(word for word in kept if not (seldom and means_first_elsewhere(word, pos, offset, index)))
        synonyms += kept
        if sources is not None:
            for word in kept:
                sources.setdefault(word, set()).add((pos, offset))
        for symbol, target, target_pos, _ in pointers:
            if symbol == POINTER_ANTONYM and pos == "a":
                # An adjective's opposite, denied: "not good" for "bad", "not many" for "few"; never a double negative
                # ("not impolite" is weaker than "polite", ``is_double_negative``), left out after the cut, so that no
                # word takes its place.
                entry = data.get((target, "a" if target_pos == "s" else target_pos))
                if entry:
                    negated.extend("not " + word for word in entry[0])
                    doubled.update("not " + word for word in entry[0] if is_double_negative(word, "a", index))
            if symbol == POINTER_HYPONYM or (symbol == POINTER_SIMILAR and pos == "a"):
                entry = data.get((target, "a" if target_pos == "s" else target_pos))
                if entry and symbol == POINTER_HYPONYM:
                    # Narrower words only under the synset's usual name ("refrigerator": icebox), never
                    # under another name of it ("fridge", an electric refrigerator: not freezer).
                    # An everyday name of the thing is lent under any name of it, of any file: "cop" for "police
                    # officer" (WordNet's "policeman" first), "togs" for "clothing" (``is_everyday_name``).
                    if (words[0] == lemma.replace("_", " ") and (pos != "n" or LEXICOGRAPHER_FILES.get((offset, pos), "") in CONCRETE_NOUN_FILES)) \
                            or (pos == "n" and is_everyday_name(target, data)):
                        # A narrower word that is the main meaning of a Japanese word of its own ("salmon" for
                        # "fish": 鮭; "puppy" for "dog": 子犬) is a kind, no other name of the thing.
                        # Alone, a gloss lends no kind of a sense English seldom uses: a kind names the sense outright ("queen
                        # bee", the insect's queen, is no 女王 "queen"), as a compound of such a sense does (`hot dog!`).
                        # A dish is no other dish: a kind of food that is the main meaning of a common Japanese word of
                        # its own, in any script, and not named as the gloss's kind ("club sandwich"), is that word's
                        # meaning ("hamburger" is ハンバーガー, no サンドイッチ "sandwich"; "croissant" is no "bun").
                        # Left out after the cut, so that no word takes its place.
                        if pos == "n" and LEXICOGRAPHER_FILES.get((offset, pos), "") == FOOD_FILE:
                            dishes_apart.update(word for word in entry[0]
                                                if named_apart(word, key) and not names_kind_of(word, key))
                        kinds_of = [] if rare else [word for word in entry[0] if not names_another_thing(word, key)]
                        specific.extend(kinds_of)
                        if sources is not None:
                            for word in kinds_of:
                                sources.setdefault(word, set()).add((pos, offset))
                elif entry:
                    alike = [word for word in entry[0] if not (rare and named_apart(word, key))
                             and not (pos == "a" and names_how_state_came_about(word, offset, words))]
                    similar.extend(alike)
                    if sources is not None:
                        for word in alike:
                            sources.setdefault(word, set()).add((pos, offset))
    unique: list[str] = []
    for word in synonyms + negated + similar + specific:
        if word != key and word not in unique:
            unique.append(word)
    anchored.update(negated + similar + specific)
    dishes_apart.difference_update(synonyms + similar)
    return [word for word in unique[:MAX_SYNONYMS]
            if (word not in strays or word in anchored) and word not in dishes_apart and word not in doubled]


def verb_of_participle(word: str) -> str | None:
    """The WordNet verb `word` is the past participle of ("divorced": divorce, "widowed": widow, "fired": fire), if any."""
    if " " in word or "-" in word or not word.endswith("ed"):
        return None
    stems = [word[:-1], word[:-2]] + ([word[:-3]] if len(word) > 4 and word[-3] == word[-4] else []) \
        + ([word[:-3] + "y"] if word.endswith("ied") else [])
    return next((stem for stem in stems if (stem, "v") in INDEX), None)


def names_how_state_came_about(word: str, head: str, head_words: list[str]) -> bool:
    """Whether the satellite `word` of the head adjective synset `head` (its words `head_words`) is a kind of the head's state that says how it
    came about, another state: a head that is un- and a verb's participle, and that WordNet defines as that participle
    denied ("unmarried": not married; "unnoticed": not noticed), and a satellite that is another verb's participle
    ("divorced", "widowed": an event other than marrying left the person so; "ignored": noticed, and passed over).
    独身 "unmarried" is no "divorced" or "widowed"; "unwed" stays. A state not so named keeps its kinds ("calm": not
    agitated, "composed"; "displeased": "annoyed"; "unemployed": not engaged …, "fired")."""
    match = re.match(r"not (\w+ed)\b", DEFINITIONS.get((head, "a"), ""))
    if head in SATELLITES or not match or "un" + match.group(1) not in head_words:
        return False
    denied, verb = verb_of_participle(match.group(1)), verb_of_participle(word)
    return denied is not None and verb is not None and verb != denied and denied not in word


GLOSSES_OF_FORM: dict[str, list[str]] = {}
DECK_MEANINGS: list[tuple[str, list[str]]] = []
# The pointers whose words say which sense of a gloss another gloss of the word means: broader (hypernyms) and
# narrower words (hyponyms), instances of both, words derived alike and similar adjectives.
EVIDENCE_POINTERS = {"@", "@i", "~", "~i", "+", "&"}
# Parts of speech whose later senses another gloss of the word must bear out: nouns and adverbs.
EVIDENCE_PARTS = ("n", "r")


def evidence_words(offset: str, pos: str, data) -> set[str]:
    """The words of a synset, of the synsets its evidence pointers lead to, and of those its broader words' own broader
    and narrower words are (its grandparents and siblings: 性格 "character; personality; disposition; nature" bears out
    the sense of "character" under "trait", as "disposition" is another trait, never the actor's "role")."""
    words, pointers = data[(offset, pos)]
    found = set(words)
    for symbol, target, target_pos, _ in pointers:
        if symbol in EVIDENCE_POINTERS:
            entry = data.get((target, "a" if target_pos == "s" else target_pos))
            if entry:
                found.update(entry[0])
                if symbol in HYPERNYMS:
                    for second, relative, relative_pos, _ in entry[1]:
                        kin = data.get((relative, "a" if relative_pos == "s" else relative_pos)) \
                            if second in HYPERNYMS or second in ("~", "~i") else None
                        if kin:
                            found.update(kin[0])
    return found


def doubtful_senses(key: str, every: list[str], parts: set[str], together: set[str], index, data) -> str:
    """The fourth field of `key`'s line: for nouns and adverbs, the positions (in `every`) of the synonyms only
    later senses of the gloss lend (`n:3-5`), and after each other gloss of some word that bears out one of its
    senses (holds it, or its broader, narrower or derived words do), the positions of those it keeps
    (`n.liquid=4`): beside "liquid", 水's "water" keeps the synonyms of its first sense and of the senses
    "liquid" bears out, never "urine" or "pee". A word none of whose other glosses bears out a sense lends all."""
    sources: dict[str, set[tuple[str, str]]] = {}
    related(key, parts, index, data, every_sense=True, sources=sources)
    found_sources: dict[str, set[tuple[str, str]]] = {}
    for word, where in sources.items():
        found_sources.setdefault(without_articles(word), set()).update(where)
    rank: dict[tuple[str, str], int] = {}
    for lemma, pos, offset in senses(key, parts, index):
        rank.setdefault((pos, offset), index[(lemma, pos)].index(offset))
    fields: list[str] = []
    for part in EVIDENCE_PARTS:
        doubtful = [at for at, word in enumerate(every) if found_sources.get(word)
                    and all(pos == part and rank.get((pos, offset), 0) > 0 for pos, offset in found_sources[word])]
        synsets = [(pos, offset) for _, pos, offset in senses(key, {part}, index)]
        # A noun's narrower words of its first sense, when that sense alone lends them, are doubtful too: a word whose
        # other glosses bear out only a later sense means that one (木 "tree; wood": the plant, so "wood" lends no "pine",
        # a kind of the timber; 感覚 "sense; feeling": no "emotion"), and one bearing out the first keeps them.
        first = [synset for synset in synsets if rank.get(synset, 1) == 0]
        if part == "n" and first:
            members = {word for synset in first for word in data[(synset[1], part)][0]}
            doubtful += [at for at, word in enumerate(every) if at not in doubtful and word not in members
                         and found_sources.get(word) == set(first)]
            doubtful.sort()
        if not doubtful:
            continue
        evidence = {synset: evidence_words(synset[1], part, data) for synset in synsets}
        kept: list[str] = []
        for other in sorted(together):
            borne = {synset for synset, words in evidence.items() if other in words}
            if borne:
                keep = [at for at in doubtful if found_sources[every[at]] & borne]
                kept.append(f"{part}.{other}={ranges(keep)}")
        kinds = other_kinds(key, every, doubtful, together, index, data) if part == "n" else []
        if kept or kinds:
            fields.append(f"{part}:{ranges(doubtful)}")
            fields += kept
        if kinds:
            fields.append(f"{part}{OTHER_KIND_MARK}:{ranges(kinds)}")
    fields += part_of_speech_fields(key, every, parts, found_sources, index, data)
    return ";".join(fields)


# After a part of speech in a line's fourth field: the positions of another kind only a later sense lends (`n!:1-2`).
OTHER_KIND_MARK = "!"


def other_kinds(key: str, every: list[str], doubtful: list[int], together: set[str], index, data) -> list[int]:
    """Of the doubtful positions (in `every`), those of a noun that a later sense of the noun `key` holds beside it but
    whose own first sense is another kind of what `key`'s first sense is a kind of (their broader words meet): a common
    word's main meaning, as `key`'s first sense holds one, never glossed beside `key` nor spelt from it ("drip",
    "dripping"). "Hunger" and "thirst" are both a strong desire in WordNet, but first each its own need (空腹, 渇き), as
    "minute" and "second" are each a unit of time. Lent only where another gloss bears that later sense out (judging
    round 25)."""
    own = index.get((key.replace(" ", "_"), "n"))
    if not own:
        return []
    first_words, first_pointers = data[(own[0], "n")]
    if not any(word in MAIN_GLOSSES for word in first_words):
        return []
    broader = {target for symbol, target, _, _ in first_pointers if symbol in HYPERNYMS}
    found: list[int] = []
    for at in doubtful:
        word = every[at]
        if word in together or word not in MAIN_GLOSSES or word in first_words or word.startswith(key) or key.startswith(word):
            continue
        theirs = index.get((word.replace(" ", "_"), "n"))
        if not theirs or theirs[0] == own[0]:
            continue
        their_words, their_pointers = data[(theirs[0], "n")]
        if key in their_words or not broader & {target for symbol, target, _, _ in their_pointers if symbol in HYPERNYMS}:
            continue
        if any(key in data[(offset, "n")][0] and word in data[(offset, "n")][0] for offset in own[1:]):
            found.append(at)
    return found


def part_of_speech_fields(key: str, every: list[str], parts: set[str], found_sources, index, data) -> list[str]:
    """For a key glossed both as a verb ("to water") and as something else ("water"), the positions only its verbs
    lend (`v:`, lent to no noun's, adjective's or adverb's gloss: 水 "water" takes no "irrigate"), of those the
    verbs a noun sense is derived alike with (`d:`, lent to a verbal noun's gloss: 離婚 "divorce" takes "split up"),
    and the positions only its other parts of speech lend (`x:`, lent to no verb's gloss: 跳ぶ "to jump" takes no
    "parachuting"), but an adjective that is a participle of one of its verbs ("opened" for "to open"). A key
    none of whose nouns, adjectives or adverbs WordNet's tagged texts hold is a verb said bare when glossed without
    "to" (さあ "come": "come on"), so its verbs are lent to every gloss."""
    if "v" not in parts or not parts - {"v"}:
        return []
    lemmas = {lemma for lemma, _, _ in senses(key, parts, index)}
    derived: set[str] = set()
    for _, pos, offset in senses(key, {"n"}, index):
        derived.update(target for symbol, target, target_pos, _ in data[(offset, "n")][1] if symbol == POINTER_DERIVED and target_pos == "v")
    # A verb's past participle ("opened", "broken") is said of what the verb does.
    participles = {key + "ed", key + "d", key[:-1] + "ied"} | {form for (form, pos), base in EXCEPTIONS.items() if pos == "v" and base == key}
    bare_verb = all(TAGGED_SENSES.get((lemma, pos), 0) == 0 for lemma in lemmas for pos in ("n", "a", "r"))
    verb_only, derived_only, other_only = [], [], []
    for at, word in enumerate(every):
        where = found_sources.get(word)
        if not where:
            continue
        if all(pos == "v" for pos, _ in where):
            verb_only.append(at)
            if any(offset in derived for _, offset in where):
                derived_only.append(at)
        elif all(pos != "v" for pos, _ in where) and word not in participles:
            other_only.append(at)
    fields = []
    if verb_only and not bare_verb:
        fields.append(f"v:{ranges(verb_only)}")
        if derived_only:
            fields.append(f"d:{ranges(derived_only)}")
    if other_only:
        fields.append(f"x:{ranges(other_only)}")
    return fields


NOTE_ABBREVIATIONS = {"e.g.", "etc.", "etc", "esp.", "usu.", "i.e.", "cf."}


def note_kept_key(gloss: str) -> str:
    """A gloss with its note's words kept and its abbreviations dropped, in simple form ("to play (a
    stringed or keyboard instrument)": play a stringed or keyboard instrument), as the judge looks it up."""
    words = gloss.lower().replace("(", " ").replace(")", " ").split()
    return simple(" ".join(word for word in words if word not in NOTE_ABBREVIATIONS))[0]


def note_objects(note: str) -> list[str]:
    """The things a verb's note names, each a noun phrase without article: "a stringed or keyboard
    instrument": stringed instrument, keyboard instrument; "lower-body clothing, e.g. pants, skirt": lower-body
    clothing, pants, skirt."""
    note = " ".join(word for word in note.lower().split() if word.strip(",") not in NOTE_ABBREVIATIONS)
    words = re.sub(r"[^a-z' -]+", " , ", note).split()
    parts = [part.split() for part in " ".join(words).replace(" or ", " , ").replace(" and ", " , ").split(",")]
    parts = [[w for w in part if w not in ("a", "an", "the", "one's", "someone's")] for part in parts]
    parts = [part for part in parts if part]
    if len(parts) > 1 and len(parts[-1]) > 1:
        # "stringed or keyboard instrument": the head noun is shared.
        parts = [part + parts[-1][-1:] if len(part) == 1 and (part[0], "n") not in INDEX else part for part in parts]
    return [" ".join(part) for part in parts]


def verb_with_objects(gloss: str, index, data) -> list[str]:
    """A verb gloss whose note names what it is done to, said with that thing, a WordNet synonym of it or a
    narrower word under its usual name ("to play (a stringed or keyboard instrument)": play the piano; "to take
    (a photo)": take a picture; "to put on (… footwear)": put on shoes). Articles left out, as typed answers are compared."""
    match = re.match(r"^to ([a-z' -]+?) \(([^)]*)\)\s*$", gloss.lower())
    if not match:
        return []
    verb, note = match.group(1), match.group(2)
    if re.search(r"\b(of|in|with|by|from|at|on|into|to|for|i\.e\.)\b", note):
        return []
    found: list[str] = []
    for thing in note_objects(note):
        lemma_ = thing.replace(" ", "_")
        if (lemma_, "n") not in index:
            continue
        names = [thing]
        for rank, offset in enumerate(index[(lemma_, "n")]):
            words, pointers = data[(offset, "n")]
            if rank == 0:
                names += words
            if words[0] == thing:
                for symbol, target, target_pos, _ in pointers:
                    if symbol == POINTER_HYPONYM and target_pos == "n":
                        names += data[(target, "n")][0]
        found += [f"{verb} {name}" for name in list(dict.fromkeys(names))[:OBJECT_NAMES]]
    return list(dict.fromkeys(found))[:MAX_OBJECT_PHRASES]


MAX_OBJECT_PHRASES = 40
# Names of one thing a note names (itself, its synonyms, then narrower words), at most.
OBJECT_NAMES = 12


SENSE_MARK = "|"
# After the sense mark: a line of the synonyms a gloss keeps beside another gloss that bears some of its senses out.
NARROWING_MARK = "~"
# After a verbal noun's noun gloss: the line of the verbs it is the act of (`departure>`).
VERB_MARK = ">"
# After a gloss whose line lists the opposites it may be said as, denied (``thesaurus_opposites``).
OPPOSITE_MARK = "¬"
# After a noun gloss: the line of the adjectives made of it (`danger+`).
ADJECTIVE_MARK = "+"


def derives_verb_alike(key: str, offset: str, data) -> bool:
    """Whether WordNet derives a verb spelt as the noun `key` from the word `key` of its noun synset `offset`."""
    return any(derived == key for _, derived in verbs_derived_from(key, offset, data))


def other_sense_gerunds(keys: set[str], kinds: dict[str, set[str]], together: dict[str, set[str]], index, data,
                        exceptions) -> dict[str, tuple[list[str], list[str]]]:
    """The gerunds that name the act of a sense of a one-word noun gloss other than its own: WordNet derives the verb
    spelt as the noun from later senses only, which hold under a quarter of the lemma's uses in its tagged texts
    ("iron": the verb from the appliance, never tagged, not from the metal; "wave": from a signal with the hand, not
    the water's ridge), so "ironing" and "waving" are no iron and no wave. Where the first sense derives the verb
    ("snow": to snow; "travel": to travel), no sense does, or the deriving senses are a common use of the lemma
    ("bath": to bath), the gerund stays the noun's. Each gerund (as the judge spells a noun's, and WordNet's own) with
    the glosses it names another sense of, and the other glosses of their words that bear a deriving sense out (休み
    "rest; respite": "resting" is its rest), for which it does not."""
    found: dict[str, tuple[list[str], list[str]]] = {}
    for key in sorted(keys):
        if kinds.get(key) == {"v"} or " " in key or len(key) < 4 or not key.isalpha():
            continue
        offsets = index.get((key, "n"), [])
        if not offsets or derives_verb_alike(key, offsets[0], data):
            continue
        deriving = [at for at, offset in enumerate(offsets) if derives_verb_alike(key, offset, data)]
        counts = [SENSE_COUNTS.get((key, "n", at + 1), 0) for at in range(len(offsets))]
        if not deriving or 4 * sum(counts[at] for at in deriving) >= max(sum(counts), 1):
            continue
        evidence = set().union(*(evidence_words(offsets[at], "n", data) for at in deriving))
        keepers = sorted(other for other in together.get(key, set()) if other in evidence)
        for spelling in sorted({key[:-1] + "ing" if key.endswith("e") else key + "ing", gerund(key, exceptions)}):
            heads, kept = found.setdefault(spelling, ([], []))
            heads.append(key)
            kept.extend(other for other in keepers if other not in kept)
    return found


def later_sense_gerunds(keys: set[str], kinds: dict[str, set[str]], together: dict[str, set[str]], index, data,
                        exceptions) -> list[str]:
    """Lines `gerund!<TAB>gloss<TAB>keepers<TAB>pinners` for a one-word noun gloss whose gerund WordNet lists as a noun
    of a later sense only ("firing": fire's act of shooting; "ringing": ring's sound of a bell): for a word another
    gloss of which bears out some other sense of the gloss (a pinner: 火 "fire; flame", 輪 "ring; circle") and none
    bears out the gerund's (a keeper), the gerund names another sense. A word with no such gloss keeps it ("dancing"
    for ダンス "dance")."""
    lines: list[str] = []
    for key in sorted(keys):
        if kinds.get(key) == {"v"} or " " in key or len(key) < 4 or not key.isalpha():
            continue
        offsets = index.get((key, "n"), [])
        for spelling in sorted({key[:-1] + "ing" if key.endswith("e") else key + "ing", gerund(key, exceptions)}):
            naming = [at for at, offset in enumerate(offsets) if spelling in data[(offset, "n")][0]]
            if not naming or naming[0] == 0:
                continue
            named = set().union(*(evidence_words(offsets[at], "n", data) for at in naming))
            others = set().union(*(evidence_words(offset, "n", data) for at, offset in enumerate(offsets) if at not in naming))
            keepers = sorted(other for other in together.get(key, set()) if other in named)
            pinners = sorted(other for other in together.get(key, set()) if other in others and other not in named)
            if pinners:
                lines.append(f"{spelling}{OTHER_SENSE_MARK}\t{key}\t{'/'.join(keepers)}\t{'/'.join(pinners)}")
    return lines


def ranges(positions: list[int]) -> str:
    """Ascending positions as ranges: [0, 1, 2, 5, 7, 8]: "0-2,5,7-8"."""
    runs: list[list[int]] = []
    for at in positions:
        if runs and runs[-1][1] == at - 1:
            runs[-1][1] = at
        else:
            runs.append([at, at])
    return ",".join(str(first) if first == last else f"{first}-{last}" for first, last in runs)


def dictionary_senses(fields: list[str]) -> list[list[str]]:
    """The senses of a dictionary line, each its glosses (the fifth field counts each sense's: "2,1,3"); a
    gloss past the counts is a sense of its own."""
    glosses = fields[2].split("/")
    sizes = [int(n) for n in fields[4].split(",") if n.isdigit()] if len(fields) > 4 else []
    found: list[list[str]] = []
    start = 0
    for size in sizes:
        found.append(glosses[start:start + size])
        start += size
    return [sense for sense in found if sense] + [[gloss] for gloss in glosses[start:]]


def main() -> int:
    if len(sys.argv) != 6:
        print(__doc__, file=sys.stderr)
        return 64
    folder, dictionary_path, bundled_path, level_path, output = sys.argv[1:]
    index, data, definitions, exceptions = load_wordnet(folder)
    INDEX.update(index)
    EXCEPTIONS.update(exceptions)
    load_sense_counts(folder)
    GERUNDS.update({(form, pos): base for (form, pos), base in exceptions.items() if pos == "v" and form.endswith("ing")})

    glosses_of_word: list[list[str]] = []   # each dictionary spelling's or bundled word's glosses
    adjectival_glosses: set[str] = set()    # the noun glosses of adjectival nouns (flag `A`)
    verbal_glosses: set[str] = set()        # the noun glosses of verbal nouns (flag `S`)
    word_senses: list[list[str]] = []       # each sense's glosses: a dictionary sense, a bundled word's meanings
    adjectival_pairs: set[tuple[str, str]] = set()  # two glosses of one sense of an adjectival noun
    with open(dictionary_path, encoding="utf-8") as handle:
        for line in handle:
            fields = line.rstrip("\n").split("\t")
            if len(fields) >= 3:
                glosses_of_word.append(fields[2].split("/"))
                GLOSSES_OF_FORM.setdefault(fields[0], []).extend(fields[2].split("/"))
                if len(fields) > 5 and "A" in fields[5]:
                    adjectival_glosses.update(key for key, verb in map(simple, fields[2].split("/")) if key and not verb)
                if len(fields) > 5 and "S" in fields[5]:
                    verbal_glosses.update(key for key, verb in map(simple, fields[2].split("/")) if key and not verb)
                if len(fields) > 5 and "P" in fields[5]:
                    every = {simple(gloss)[0] for gloss in fields[2].split("/")}
                    for gloss in dictionary_senses(fields)[0]:
                        MAIN_GLOSSES.setdefault(simple(gloss)[0], []).append(every)
                if len(fields) > 5 and "P" in fields[5] and not is_katakana(fields[0]):
                    every = {simple(gloss)[0] for gloss in fields[2].split("/")}
                    for gloss in dictionary_senses(fields)[0]:
                        NATIVE_MAIN_GLOSSES.setdefault(simple(gloss)[0], []).append(every)
                word_senses += dictionary_senses(fields)
                if len(fields) > 5 and "A" in fields[5]:
                    for sense in dictionary_senses(fields):
                        keys = {simple(gloss)[0] for gloss in sense}
                        adjectival_pairs.update((key, other) for key in keys for other in keys if key != other)
    bundled_meanings: set[str] = set()
    with open(bundled_path, encoding="utf-8") as handle:
        next(handle)
        for line in handle:
            meanings = line.rstrip("\n").split("\t")[2].split("; ")
            glosses_of_word.append(meanings)
            word_senses.append(meanings)
            DECK_MEANINGS.append((line.split("\t")[0], meanings))
            bundled_meanings.update(simple(m)[0] for m in meanings)
    with open(level_path, encoding="utf-8") as handle:
        # The N4 to N1 words' meanings (Data/BundledLevelWords.swift): senses only, as a word's meanings are.
        for line in handle:
            fields = line.rstrip("\n").split("\t")
            if len(fields) >= 4 and re.fullmatch(r"N[1-4]", fields[3]):
                word_senses.append(fields[2].split("; "))
                DECK_MEANINGS.append((fields[0], fields[2].split("; ")))

    # Every gloss in simple form, and the parts of speech it was glossed as: WordNet's verbs for "to …",
    # its nouns, adjectives and adverbs otherwise.
    kinds: dict[str, set[str]] = {}
    for glosses in glosses_of_word:
        for key, verb in (simple(g) for g in glosses):
            if key:
                kinds.setdefault(key, set()).update({"v"} if verb else {"n", "a", "r"})

    # A verb gloss whose note names its object has a line of its own, under the gloss with the note's words.
    objects: dict[str, list[str]] = {}
    for glosses in glosses_of_word:
        for gloss in glosses:
            phrases = verb_with_objects(gloss, index, data)
            if phrases:
                objects.setdefault(note_kept_key(gloss), []).extend(phrases)
    for key in objects:
        kinds.setdefault(key, {"v"})

    # A gloss beside another gloss of its sense that one of its synsets holds too: a line of its own,
    # `gloss|other`, with the synonyms of those synsets only.
    partners: dict[str, set[str]] = {}
    # An adjective gloss beside another of its sense under the same head adjective: `gloss|other` lends the head's
    # satellites too (``sibling_adjectives``).
    siblings: dict[str, dict[str, list[str]]] = {}
    for sense in word_senses:
        keys = {simple(gloss)[0] for gloss in sense} - {""}
        for key in keys:
            if key in kinds:
                partners.setdefault(key, set()).update(sense_partners(key, keys, kinds[key], index, data))
                if "a" in kinds[key] and " " not in key:
                    for other in sorted(keys - {key}):
                        found = [w for w in sibling_adjectives(key, other, index, data) if w != key and w not in bundled_meanings]
                        if found:
                            siblings.setdefault(key, {})[other] = found

    # The synsets of a gloss that each other gloss of one of its senses bears out (``thesaurus_borne``), when any.
    # Only glosses written as no verb, beside others so written (a verb's synonyms are narrowed by no such line).
    bearers: dict[str, dict[str, set[tuple[str, str]]]] = {}
    for sense in word_senses:
        keys = {key for key, verb in map(simple, sense) if key and not verb}
        for key in keys:
            if key not in kinds or kinds[key] == {"v"} or len(keys) < 2:
                continue
            own = [(pos, offset) for _, pos, offset in senses(key, kinds[key] - {"v"}, index)]
            for other in keys - {key} - set(bearers.get(key, {})):
                borne = borne_synsets(own, other, data)
                if borne:
                    bearers.setdefault(key, {})[other] = borne

    def synonyms_of(key: str, partner: str | None = None, every_sense: bool = False) -> list[str]:
        verb = kinds[key] == {"v"}
        extra = phrasings(key, verb, index, data, definitions, exceptions)
        synonyms = [s for s in dict.fromkeys(related(key, kinds[key], index, data, partner, every_sense) + extra) if s and s != key and s not in bundled_meanings]
        synonyms += [s for s in dict.fromkeys(objects.get(key, [])) if s != key and s not in synonyms]
        # Typed answers are compared without articles, so synonyms are listed without them ("a bit": bit).
        synonyms = list(dict.fromkeys(without_articles(s) for s in synonyms if "/" not in s and "\t" not in s))
        return [s for s in synonyms if s and s != key and s not in bundled_meanings]

    # The glosses of one word: a dictionary line's, a bundled word's meanings with its written form's glosses.
    together: dict[str, set[str]] = {}
    for glosses in glosses_of_word + [meanings + GLOSSES_OF_FORM.get(form, []) for form, meanings in DECK_MEANINGS]:
        keys = {simple(gloss)[0] for gloss in glosses} - {""}
        for key in keys:
            together.setdefault(key, set()).update(keys - {key})

    lines = []
    for key in kinds:
        alone = synonyms_of(key)
        # A sense line lends the synonyms of the senses its partner pins, used or not: those the gloss alone does
        # not lend are listed after its own, in a third field, and the sense line gives positions in both.
        in_sense = {partner: synonyms_of(key, partner) for partner in sorted(partners.get(key, ()))}
        # Never more than the gloss alone would lend with every sense (its list cut at MAX_SYNONYMS).
        every_sense = set(synonyms_of(key, every_sense=True)) if in_sense else set()
        in_sense = {partner: [s for s in found if s in every_sense] for partner, found in in_sense.items()}
        pinned_only = [s for s in dict.fromkeys(s for found in in_sense.values() for s in found) if s not in alone]
        # A sibling partner lends what the gloss alone lends (or its synset partner's), and the siblings.
        for other, found in siblings.get(key, {}).items():
            base = in_sense.get(other) or [s for lent in in_sense.values() for s in lent] or alone
            in_sense[other] = list(dict.fromkeys(base + found))
            pinned_only += [s for s in found if s not in alone and s not in pinned_only]
        every = alone + pinned_only
        doubt = doubtful_senses(key, every, kinds[key], together.get(key, set()), index, data)
        # Beside another gloss of its sense that bears some of its synsets out, a gloss lends only what those synsets'
        # parts of speech lend, and of its nouns only those near a borne-out noun (``thesaurus_borne``): a line
        # `gloss|~other` for each such gloss says which of its synonyms are kept, when one of them keeps fewer than all.
        narrowing: dict[str, list[int]] = {}
        if key in bearers:
            sources: dict[str, set[tuple[str, str]]] = {}
            related(key, kinds[key], index, data, every_sense=True, sources=sources)
            lent_by: dict[str, set[tuple[str, str]]] = {}
            for word, where in sources.items():
                lent_by.setdefault(without_articles(word), set()).update(where)
            for other, borne in sorted(bearers[key].items()):
                narrowing[other] = [at for at, s in enumerate(every)
                                    if kept_by(key, borne, lent_by.get(s, set()), (key, other) in adjectival_pairs, data)]
            if all(len(kept) == len(every) for kept in narrowing.values()):
                narrowing = {}
        lines.append(f"{key}\t{'/'.join(alone)}" + (f"\t{'/'.join(pinned_only)}" if pinned_only or doubt else "")
                     + (f"\t{doubt}" if doubt else ""))
        for partner, found in in_sense.items():
            own = set(found)
            lines.append(f"{key}{SENSE_MARK}{partner}\t{ranges([at for at, s in enumerate(every) if s in own])}")
        for other, kept in narrowing.items():
            lines.append(f"{key}{SENSE_MARK}{NARROWING_MARK}{other}\t{ranges(kept)}")
    for key in sorted(adjectival_glosses | verbal_glosses):
        adjectives = [a for a in adjectives_of_noun(key, index, data, bundled_meanings) if a != key]
        if adjectives:
            lines.append(f"{key}{ADJECTIVE_MARK}\t{'/'.join(adjectives)}")
    compounds = other_sense_lines(set(kinds), index, data)
    lines += compounds
    # A noun gloss's gerund naming another sense's act, with the glosses that bear that sense out: `ironing!<TAB>iron`.
    for spelling, (heads, keepers) in other_sense_gerunds(set(kinds), kinds, together, index, data, exceptions).items():
        if not any(line.startswith(spelling + OTHER_SENSE_MARK + "\t") for line in compounds):
            lines.append(f"{spelling}{OTHER_SENSE_MARK}\t{'/'.join(heads)}" + (f"\t{'/'.join(keepers)}" if keepers else ""))
    # A spelling the lines above already hold keeps that line: one `gerund!` line a spelling (two would disagree on
    # which glosses keep or pin its sense).
    written = {line.split("\t", 1)[0] for line in lines}
    lines += [line for line in later_sense_gerunds(set(kinds), kinds, together, index, data, exceptions)
              if line.split("\t", 1)[0] not in written]
    keys = [line.split("\t", 1)[0] for line in lines if line.split("\t", 1)[0].endswith(OTHER_SENSE_MARK)]
    if len(keys) != len(set(keys)):
        raise SystemExit("a gerund has two lines: " + ", ".join(sorted({key for key in keys if keys.count(key) > 1})))
    for key in sorted(verbal_glosses):
        verbs = [v for v in verbs_of_noun(key, index, data) if v not in bundled_meanings or v == key]
        if verbs:
            lines.append(f"{key}{VERB_MARK}\t{'/'.join(verbs)}")
    # The opposites a gloss may be said as, denied (``thesaurus_opposites``): `gloss¬<TAB>adjectives<TAB>verbs`, the
    # adjectives under a gloss with its note's words ("gentle slope curve": steep; a gloss's own synonyms hold its heads'
    # opposites already, "not good" for "bad")..
    opposites: dict[str, tuple[list[str], list[str]]] = {}
    verb_definitions = {offset: text.split('; "')[0] for offset, text in full_glosses(folder, "verb").items()}
    for key in sorted(key for key in kinds if "v" in kinds[key]):
        verbs = verb_opposites(key, index, data, LEXICOGRAPHER_FILES, verb_definitions, lambda lemma, pos, offset: is_used_sense(lemma, pos, offset, index))
        if verbs:
            opposites[key] = ([], verbs)
    whole = full_glosses(folder)
    for gloss in sorted({gloss for glosses in glosses_of_word for gloss in glosses if "(" in gloss and not simple(gloss)[1]}):
        adjectives = noted_adjective_opposites(gloss, index, data, SATELLITES, whole)
        key = note_kept_key(gloss)
        if adjectives and key:
            own = opposites.get(key, ([], []))
            opposites[key] = (list(dict.fromkeys(own[0] + adjectives)), own[1])
    lines += [f"{key}{OPPOSITE_MARK}\t{'/'.join(adjectives)}\t{'/'.join(verbs)}" for key, (adjectives, verbs) in opposites.items()]
    lines.sort(key=lambda line: line.split("\t", 1)[0].encode("utf-8"))
    text = "".join(line + "\n" for line in lines)
    if '"""#' in text or "\\#" in text:
        raise SystemExit("a line would end the raw string literal early")
    with open(output, "w", encoding="utf-8", newline="\n") as handle:
        handle.write(SWIFT_HEAD + text + '"""#\n}\n')
    senses_written = sum(SENSE_MARK in line.split("\t", 1)[0] for line in lines)
    print(f"{len(lines) - senses_written} glosses and {senses_written} glosses in their sense written to {output}", file=sys.stderr)
    return 0


if __name__ == "__main__":
    sys.exit(main())
