"""Which senses of a gloss lend words, for `update-thesaurus.py`: senses WordNet's tagged texts hold (a gloss alone
lends only those), senses English seldom uses and Japanese names apart ("chain" lends no "mountain range"), narrower
words that are a Japanese word's own meaning ("salmon" for "fish"), and WordNet compounds naming a rare sense of
their head ("hot dog" is no dog). Its tables are filled by `update-thesaurus.py` before any of these is called."""

from __future__ import annotations

import re

from thesaurus_tables import DEFINITIONS, LEXICOGRAPHER_FILES, TAGGED_SENSES


# For each gloss of the first sense of a common dictionary entry written in kanji or hiragana, the glosses
# (simple form) of each such entry.
NATIVE_MAIN_GLOSSES: dict[str, list[set[str]]] = {}


def names_another_thing(word: str, key: str) -> bool:
    """Whether `word` (a WordNet lemma, singular), a narrower word of the gloss `key`, is, singular or plural, the
    main meaning of common Japanese words in kanji or hiragana none of which also means `key` (鮭 "salmon" for
    "fish", 子犬 "puppy" for "dog", 小説 "novel" for "book"): a thing Japanese names with a word of its own. A word
    that means both is one thing said two ways (菓子 "confectionery; sweets"); a loanword in katakana mirrors the
    English word (スラックス "slacks", オーバー "overcoat") and names nothing apart from it."""
    owners = [glosses for form in (word, word + "s", word + "es") for glosses in NATIVE_MAIN_GLOSSES.get(form, [])]
    keys = {key, key + "s", key + "es"}
    return bool(owners) and all(keys.isdisjoint(glosses) for glosses in owners)


def names_kind_of(word: str, key: str) -> bool:
    """Whether `word` names itself a kind of `key` by ending in the gloss's last word, apart or closed up ("club
    sandwich", "green tea", "beefsteak"): said so, it is the gloss narrowed, not another thing's name."""
    head = key.split(" ")[-1]
    return len(word) > len(head) and (word.endswith(head) or word.endswith(head + "s"))


# For each gloss of the first sense of a common dictionary entry in any script, the glosses (simple form) of each such entry.
MAIN_GLOSSES: dict[str, list[set[str]]] = {}


# A lemma's senses are a rare use of it when WordNet's tagged texts hold the lemma this often and never the sense.
RARE_SENSE_TAGS = 20


def named_apart(word: str, key: str) -> bool:
    """Whether `word`, singular or plural, is the main meaning of common Japanese words (in any script) none of which
    also means `key`: Japanese names it apart from the gloss ("former" is 元's, "mountain range" 山脈's; neither is "late"
    or "chain")."""
    owners = [glosses for form in (word, word + "s", word + "es") for glosses in MAIN_GLOSSES.get(form, [])]
    keys = {key, key + "s", key + "es"}
    return bool(owners) and all(keys.isdisjoint(glosses) for glosses in owners)


def is_rare_sense(lemma: str, pos: str, offset: str, index) -> bool:
    """Whether the synset `offset` is a later sense of `lemma` that WordNet's tagged texts never hold, though they hold
    the lemma at least ``RARE_SENSE_TAGS`` times: a sense English seldom uses ("late", of the immediate past; "chain", a
    mountain range)."""
    offsets = index.get((lemma, pos), [])
    if offset not in offsets or offsets.index(offset) == 0:
        return False
    counts = [SENSE_COUNTS.get((lemma, pos, at + 1), 0) for at in range(len(offsets))]
    return counts[offsets.index(offset)] == 0 and sum(counts) >= RARE_SENSE_TAGS


def means_first_elsewhere(word: str, pos: str, offset: str, index) -> bool:
    """Whether `word`, a word of the verb or adjective synset `offset`, means something else first: WordNet lists
    another of its senses before this one ("drown" is first to die under water, not the swimmer's "be covered with a
    liquid"; "dusty" is first covered with dust, not cold's "lacking originality"). Lent by a sense of a gloss English
    seldom uses (``is_rare_sense``), such a word is no name of the gloss: typed for it, it means its own first sense."""
    if pos not in ("v", "a", "s"):
        return False
    offsets = index.get((word.replace(" ", "_"), "v" if pos == "v" else "a"), [])
    return bool(offsets) and offsets[0] != offset


def is_katakana(text: str) -> bool:
    return all(0x30A0 <= ord(ch) <= 0x30FF for ch in text)


# How often WordNet's tagged texts hold each sense ((lemma, part of speech, sense number): count, from `cntlist.rev`;
# adjective satellites count as adjectives).
SENSE_COUNTS: dict[tuple[str, str, int], int] = {}


def load_sense_counts(folder: str) -> None:
    """Reads `cntlist.rev` (`sense_key sense_number tag_count`) into ``SENSE_COUNTS``."""
    parts = {"1": "n", "2": "v", "3": "a", "4": "r", "5": "a"}
    with open(f"{folder}/cntlist.rev", encoding="latin-1") as handle:
        for line in handle:
            fields = line.split()
            if len(fields) != 3 or "%" not in fields[0]:
                continue
            lemma, sense_type = fields[0].split("%", 1)
            key = (lemma, parts.get(sense_type[:1], ""), int(fields[1]))
            SENSE_COUNTS[key] = SENSE_COUNTS.get(key, 0) + int(fields[2])


def is_used_sense(lemma: str, pos: str, offset: str, index) -> bool:
    """Whether the synset `offset` is among the senses of `lemma` that WordNet's tagged texts hold, or in the
    WordNet file of one of them (noun.person, noun.food …): an announcer who reads the news is a person as the one
    who announces is. A lemma the tagged texts never hold has no sense more used than another (WordNet lists
    "sweet" the phonetician before the food): all its senses are."""
    offsets = index.get((lemma, pos), [])
    tagged = TAGGED_SENSES.get((lemma, pos), 0)
    if tagged == 0 or pos != "n":
        return True
    used = offsets[:tagged]
    return offset in used or LEXICOGRAPHER_FILES.get((offset, pos), "") in {LEXICOGRAPHER_FILES.get((o, pos), "") for o in used}


HYPERNYMS = {"@", "@i"}


def hypernym_closure(offset: str, data) -> set[str]:
    """The noun synsets above `offset` (WordNet's hypernyms and instance hypernyms, all the way up)."""
    seen: set[str] = set()
    frontier = [offset]
    while frontier:
        found = []
        for at in frontier:
            for symbol, target, target_pos, _ in data[(at, "n")][1]:
                if symbol in HYPERNYMS and target_pos == "n" and target not in seen:
                    seen.add(target)
                    found.append(target)
        frontier = found
    return seen


def used_noun_senses(lemma: str, index) -> set[str]:
    """The noun synsets of `lemma` English uses: its first, and those WordNet's tagged texts hold; all of them for a
    lemma the tagged texts never hold."""
    offsets = index.get((lemma, "n"), [])
    counts = [SENSE_COUNTS.get((lemma, "n", at + 1), 0) for at in range(len(offsets))]
    return {offset for at, offset in enumerate(offsets) if at == 0 or counts[at] > 0 or sum(counts) == 0}


def names_other_sense(compound: str, head: str, index, data) -> bool:
    """Whether the WordNet compound noun `compound` ("hot dog") is WordNet's name of a sense of its last word(s) `head`
    that English seldom uses (a synset holding both: "dog" the sausage), and no sense of it is, or falls under, a
    sense of `head` English uses: then it is no kind of `head` ("hot dog" is no dog, "elevator car" no car, "chain
    mail" no mail), though it ends with it. A kind ("public library", "fishing net") or a compound WordNet files
    elsewhere ("mineral water", "baseball bat") is not one."""
    offsets = index.get((compound.replace(" ", "_"), "n"), [])
    head_offsets = index.get((head.replace(" ", "_"), "n"), [])
    if not offsets or not any(offset in head_offsets for offset in offsets):
        return False
    used = used_noun_senses(head.replace(" ", "_"), index)
    return not any(offset in used or hypernym_closure(offset, data) & used for offset in offsets)


# After a compound noun: the line of the glosses it names a rare sense of, not a kind (`hot dog!`).
OTHER_SENSE_MARK = "!"


def other_sense_lines(keys: set[str], index, data) -> list[str]:
    """Lines `compound!<TAB>head/head` for WordNet's compound nouns of two or three words that name a rare sense of
    a gloss they end with (``names_other_sense``), and are no gloss themselves."""
    found: dict[str, list[str]] = {}
    for lemma, pos in index:
        if pos != "n" or "_" not in lemma:
            continue
        words = lemma.split("_")
        compound = " ".join(words)
        if not 2 <= len(words) <= 3 or compound in keys or not re.fullmatch(r"[a-z0-9' -]+", compound):
            continue
        for at in range(1, len(words)):
            head = " ".join(words[at:])
            if head in keys and names_other_sense(compound, head, index, data):
                found.setdefault(compound, []).append(head)
    return [f"{compound}{OTHER_SENSE_MARK}\t{'/'.join(heads)}" for compound, heads in found.items()]


# The usage domains of WordNet's everyday names: colloquialism, slang.
EVERYDAY_USAGES = {"colloquialism", "slang"}
# Usage domains of a name no teacher takes for the thing: a slur, an insult, an obscenity.
INSULT_USAGES = {"ethnic slur", "disparagement", "depreciation", "derogation", "obscenity", "vulgarism", "profanity"}
EVERYDAY_DEFINITION = re.compile(r"^(an? )?(informal|slang|colloquial|british informal|chiefly british informal) (term|name|word)s? for ")
INSULT_DEFINITION = re.compile(r"derogatory|disparaging|offensive|uncomplimentary|contemptuous|obscene|vulgar|insult")


def is_everyday_name(offset: str, data) -> bool:
    """Whether the noun synset `offset`, a narrower word of a gloss, is that thing's everyday name rather than a kind of
    it: filed under the colloquialism or slang usage domain ("cop", "copper" under "policeman"), or defined as an
    informal or slang term for it ("chow": informal terms for a meal). Never a name filed under or defined as a slur,
    a disparagement or an obscenity ("whitey", "wench", "fuzz")."""
    _, pointers = data[(offset, "n")]
    definition = DEFINITIONS.get((offset, "n"), "")
    usages = set()
    for symbol, target, target_pos, _ in pointers:
        entry = data.get((target, target_pos)) if symbol == ";u" else None
        if entry:
            usages.update(entry[0])
    if usages & INSULT_USAGES or INSULT_DEFINITION.search(definition):
        return False
    return bool(usages & EVERYDAY_USAGES) or bool(EVERYDAY_DEFINITION.match(definition))
