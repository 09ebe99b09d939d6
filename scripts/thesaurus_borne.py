"""Which WordNet senses of a gloss the other glosses of its dictionary sense bear out, for `update-thesaurus.py`.

A gloss is one word of a Japanese sense, and its WordNet lemma has senses the Japanese word does not mean: 返事 "reply;
answer" is no "solution", though "answer" is first a statement in reply and then a solution; 細かい "fine" beside
"minute" is no "okay". The other glosses of the same sense say which of the lemma's senses are meant: a synset is
borne out by another gloss when that gloss is one of its words, a word of a synset it points to (broader, narrower,
similar, see-also, derived, verb group, attribute or pertainym), or all of that gloss's content words are in its
definition ("right-hand side" in the definition of the noun "right").

Two things follow, each only for a gloss that some other gloss of its sense bears out:
- its part of speech: a synonym only other parts of speech lend is not the gloss's (冷たい "cold (to the touch)" beside
  "chilly" is no "common cold"; 右 "right" beside "right-hand side" no "correct"); an adjectival noun's noun glosses
  (EDICT's `adj-na`) are adjectives too (独特 "characteristic" beside "peculiarity": "peculiar");
- of its nouns, the senses near a borne-out one: a noun synonym is lent only from a noun synset the sense bears out,
  one sharing another word with it ("zero" the digit and the quantity both hold "cipher"), or one a WordNet pointer
  away (antonyms and domains do not count). 余裕 "room" beside "space" is no "chamber", 旅 "trip" beside "journey" no
  "stumble", 概念 "notion" beside "concept" no "belief". Two pointers reach a sister sense: the reply and the solution
  are both statements, and 返事 "answer" would take "solution" again.
Adjectives were measured too and left out: their senses are many and thinly linked, and 細かい "small" beside "fine"
would lose "tiny", 粗い "rough" beside "coarse" "crude". A verb's gloss is left as it is (WordNet's verb senses are the
finest: 襲う "to attack" would lose "to assault"); the judge narrows only glosses written as no verb.
"""

from __future__ import annotations

import re

from thesaurus_tables import DEFINITIONS

# The pointers whose synsets' words bear a synset out: hypernyms, hyponyms (and instances), similar-to, see-also,
# derivationally related, verb group, attribute, pertainym.
BEARING_POINTERS = {"@", "@i", "~", "~i", "&", "^", "+", "$", "=", "\\"}
# Pointers that lead away from a sense rather than near it: antonyms, and domain and usage links.
FAR_POINTERS = {"!", ";c", "-c", ";r", "-r", ";u", "-u"}
# How many pointers a synset may be from a borne-out one and still be of the same sense.
NEAR_POINTERS = 1
# The parts of speech whose synonyms must come from near a borne-out synset.
NEAR_PARTS = {"n"}
STOP_WORDS = set(
    "a an the of or and to in on at by for with from as that which who is be being been are its it this one ones some "
    "something someone somebody any not no into out up down over under about very more most less than such etc "
    "usually esp especially used use person thing things kind type".split())


def part(pos: str) -> str:
    """A part of speech with adjective satellites counted as adjectives."""
    return "a" if pos == "s" else pos


def content_words(text: str) -> set[str]:
    """The content words of `text`, stop words out, a common ending cut ("smashing": smash)."""
    found = set()
    for word in re.findall(r"[a-z]+", text.lower()):
        if word in STOP_WORDS or len(word) < 3:
            continue
        for ending in ("ing", "ed", "es", "s", "ly"):
            if word.endswith(ending) and len(word) - len(ending) >= 3:
                word = word[: -len(ending)]
                break
        found.add(word)
    return found


def bears_out(other: str, pos: str, offset: str, data) -> bool:
    """Whether the gloss `other` (simple form) bears out the synset `offset`: one of its words, a word of a synset it
    points to by a ``BEARING_POINTERS`` pointer, or all of `other`'s content words in its definition."""
    words, pointers = data[(offset, pos)]
    if other in words:
        return True
    for symbol, target, target_pos, _ in pointers:
        entry = data.get((target, part(target_pos))) if symbol in BEARING_POINTERS else None
        if entry and other in entry[0]:
            return True
    wanted = content_words(other)
    return bool(wanted) and wanted <= content_words(DEFINITIONS.get((offset, pos), ""))


def borne_synsets(synsets: list[tuple[str, str]], other: str, data) -> set[tuple[str, str]]:
    """Those of a gloss's noun, adjective and adverb `synsets` ((part of speech, offset) each) that `other` bears out."""
    return {(pos, offset) for pos, offset in synsets if pos != "v" and bears_out(other, pos, offset, data)}


def near(start: tuple[str, str], goals: set[tuple[str, str]], key: str, data) -> bool:
    """Whether the synset `start` is one of `goals`, shares a word other than the gloss `key` with one ("zero" the digit
    and "zero" the quantity both hold "cipher"), or is within ``NEAR_POINTERS`` pointers of one (no antonym or domain)."""
    words = set(data[(start[1], start[0])][0]) - {key}
    if any(words & set(data[(offset, pos)][0]) for pos, offset in goals):
        return True
    seen, frontier = {start}, {start}
    for _ in range(NEAR_POINTERS + 1):
        if frontier & goals:
            return True
        found = set()
        for pos, offset in frontier:
            for symbol, target, target_pos, _ in data[(offset, pos)][1]:
                step = (part(target_pos), target)
                if symbol not in FAR_POINTERS and (target, step[0]) in data and step not in seen:
                    found.add(step)
        seen |= found
        frontier = found
    return False


def kept_by(key: str, borne: set[tuple[str, str]], sources: set[tuple[str, str]], adjectival: bool, data) -> bool:
    """Whether a synonym lent by the synsets `sources` is the gloss's in a sense whose other glosses bear out `borne`:
    lent by no noun, adjective or adverb synset (a verb's, or a phrasing), or by a synset of a part of speech borne
    out (an adjectival noun's nouns bear its adjectives out), a noun near a borne-out noun."""
    # A verb's synonyms are told apart from a noun's by the line's evidence (a noun gloss lends no verb's only).
    sources = {(pos, offset) for pos, offset in sources if pos != "v"}
    if not borne or not sources:
        return True
    parts = {part(pos) for pos, _ in borne}
    if adjectival and "n" in parts:
        parts.add("a")
    for pos, offset in sources:
        if part(pos) not in parts:
            continue
        if part(pos) not in NEAR_PARTS:
            return True
        if near((part(pos), offset), {synset for synset in borne if part(synset[0]) == part(pos)}, key, data):
            return True
    return False
