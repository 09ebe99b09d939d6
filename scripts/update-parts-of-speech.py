#!/usr/bin/env python3
"""Regenerate Data/BundledPartsOfSpeech.swift: what the judge needs to know of an English word's part of speech.

Run through scripts/update-parts-of-speech, which provides WordNet 3.0 (Debian `wordnet-base`):

    update-parts-of-speech.py WORDNET_DIR OUTPUT_PATH

One line per word, `word<TAB>marks`, sorted by word in UTF-8 byte order; the marks, each general (no word is named):

- `n`: a thing's noun, one word WordNet lists as a noun and never as an adjective or an adverb, one of whose first two
  senses is filed among artifacts, foods, substances, objects, plants, animals or people, and whose first is no body
  part ("dish", "medicine", "book", "friend"; never "fast", "cold", "money", "words", "eye", "muscle" or "time"): a
  noun whose one-word answer is never said as a gerund (パン "loaf": no "loafing");
- `a`: an adjective WordNet never lists as a noun ("traditional"; never "Japanese", "white" or "go"), a modifier that
  may change places with another before its noun;
- `j`: an adjective WordNet lists as a noun too ("Japanese", "white"), which may change places with an `a` adjective;
- `h`: a one-word noun whose first WordNet sense is filed among people ("teacher", "worker", "junior"; never "heater",
  "counter" or "holder"): a person's definition ("someone who works in a shop") is said back only as such a noun;
- `c`: a one-word noun whose first WordNet sense is a conveyance ("car", "bus", "bicycle"): no instrument a verb is done
  with ("to hit with a car" is no 打つ);
- `l`: a one-word noun one of whose first two WordNet senses is a place one may be at, in or on (PLACES below: a location,
  a structure, a facility, a conveyance, furniture, a road or path, water, land, a landform or the sky: "hotel",
  "countryside", "train", "chair", "sea", "street"; never "coat", "light", "problem", "love" or a body part: "heel",
  "lap"): the verb of a verb with a
  place phrase ("to stay at a hotel") keeps its own sense (docs/japanese.md, round 32). The judge reads it apart from
  the other marks: a word with `l` alone is otherwise a word the lines do not hold.

A third field, for a thing's noun (`n`) of five WordNet senses at most that is a one-word gloss of the dictionary or an
answer of the answer key: each sense's words, `|` between senses, in WordNet's order. A sense's words are its own synonyms, the nouns
of its definition (not its examples), and the synonyms of its broader synsets and of the wholes and parts WordNet ties to it
("ceiling": room, hall, surface, upper, ...; "snack": meal, bite, light, ...). A gloss said with a qualifier ("ceiling of
a room") is right when the qualifier names a sense the word's own glosses name too (docs/japanese.md, round 13). A noun
of more senses has none: its qualifiers are never weighed ("bank", "hand", "key", "ring").

The marks `v`, `i` and `p` (verbs whose sense turns on their object, WordNet's verb idioms, a verb and a noun another
entry's note pairs) served only the verb-with-object rule, taken out in issue 19 (docs/japanese.md, round 11).
"""

from __future__ import annotations

import os
import re
import sys
from collections import defaultdict

from wordnet_data import synsets



def lemmas(folder: str, name: str) -> set[str]:
    """The one-word lemmas of WordNet's `index.NAME`, lower case."""
    found = set()
    with open(f"{folder}/index.{name}", encoding="latin-1") as handle:
        for line in handle:
            if line.startswith(" "):
                continue
            word = line.split(" ", 1)[0].lower()
            if re.fullmatch(r"[a-z][a-z'-]*", word):
                found.add(word)
    return found


CONCRETE = {"05", "06", "13", "17", "18", "20", "27"}   # animal, artifact, food, object, person, plant, substance
BODY = "08"


def noun_sense_files(folder: str):
    """Each one-word noun of WordNet (lower case) with the lexicographer files of its senses, most frequent first."""
    files = {}
    with open(f"{folder}/data.noun", encoding="latin-1") as handle:
        for line in handle:
            if not line.startswith(" "):
                fields = line.split(" ", 2)
                files[fields[0]] = fields[1]
    with open(f"{folder}/index.noun", encoding="latin-1") as handle:
        for line in handle:
            if line.startswith(" "):
                continue
            fields = line.split()
            word, pointers = fields[0].lower(), int(fields[3])
            if re.fullmatch(r"[a-z][a-z'-]*", word):
                yield word, [files[offset] for offset in fields[6 + pointers:]]


def thing_nouns(folder: str) -> set[str]:
    """One-word nouns one of whose first two senses is in a WordNet file of things or people, the first no body part."""
    return {word for word, senses in noun_sense_files(folder)
            if senses and senses[0] != BODY and CONCRETE & set(senses[:2])}


PERSON = "18"


def person_nouns(folder: str) -> set[str]:
    """One-word nouns whose first sense is in WordNet's file of people (noun.person)."""
    return {word for word, senses in noun_sense_files(folder) if senses and senses[0] == PERSON}


def hypernyms(folder: str, is_root) -> tuple[dict[str, list[str]], set[str]]:
    """Each noun synset's broader synsets, and the synsets `is_root(words, definition)` picks."""
    broader, roots = {}, set()
    for offset, words, pointers, line in synsets(folder, "noun"):
        broader[offset] = [target for symbol, target, part, _ in pointers if symbol in ("@", "@i") and part == "n"]
        if is_root(words, line.split("| ", 1)[1] if "| " in line else ""):
            roots.add(offset)
    return broader, roots


def nouns_under(folder: str, broader: dict[str, list[str]], roots: set[str], senses: int, keep=lambda word: True) -> set[str]:
    """One-word nouns one of whose first `senses` senses is one of `roots` or has one among its broader synsets."""
    found = set()
    with open(f"{folder}/index.noun", encoding="latin-1") as handle:
        for line in handle:
            if line.startswith(" "):
                continue
            fields = line.split()
            word, offsets = fields[0].lower(), fields[6 + int(fields[3]):]
            if not offsets or not re.fullmatch(r"[a-z][a-z'-]*", word) or not keep(word):
                continue
            seen, todo = set(), offsets[:senses]
            while todo:
                offset = todo.pop()
                if offset in roots:
                    found.add(word)
                    break
                if offset not in seen:
                    seen.add(offset)
                    todo += broader.get(offset, [])
    return found


def vehicle_nouns(folder: str) -> set[str]:
    """One-word nouns whose first sense is a conveyance: WordNet's "conveyance, transport" among its broader synsets
    ("car", "bus", "bicycle", "train"; never "knife" or "pen")."""
    broader, conveyances = hypernyms(folder, lambda words, definition: "conveyance" in words)
    return nouns_under(folder, broader, conveyances, senses=1)


# The synsets whose narrower synsets are places, by a word and the start of WordNet's definition (module doc, `l`).
PLACES = [("location", "a point or extent in space"), ("structure", "a thing constructed"),
          ("facility", "a building or place that provides"), ("conveyance", "something that serves as a means of transportation"),
          ("furniture", "furnishings that make a room"), ("way", "any artifact consisting of a road or path"),
          ("body of water", "the part of the earth's surface covered with water"),
          ("land", "the solid part of the earth's surface"), ("geological formation", "(geology) the geological features"),
          ("sky", "the atmosphere and outer space")]


def place_nouns(folder: str) -> set[str]:
    """One-word nouns one of whose first two senses has one of PLACES among its broader synsets, or is one, and neither
    of which is a body part ("heel", "lap": "to sit on one's heels" is squatting, no place)."""
    broader, places = hypernyms(folder, lambda words, definition: any(
        word in words and definition.startswith(start) for word, start in PLACES))
    if len(places) != len(PLACES):
        sys.exit(f"update-parts-of-speech.py: {len(places)} of the {len(PLACES)} place synsets found")
    body_files = dict(noun_sense_files(folder))
    return nouns_under(folder, broader, places, senses=2, keep=lambda word: BODY not in body_files.get(word, [])[:2])


MOST_SENSES = 5
GENERAL = set("""the a an of and or in on at to for with by from as is are be was that this which who what it its one ones
someone something thing things person people part kind sort type use used usually especially etc esp such not no any
some all other another his her their he she they you your we our my""".split())
LINKS = {"@", "@i", "#p", "#m", "#s", "%p", "%m", "%s"}   # broader synsets, wholes, parts


def words_of(text: str) -> set[str]:
    """The words of `text` of three letters or more, lower case, none of GENERAL."""
    return {w for w in re.findall(r"[a-z][a-z'-]+", text.lower()) if len(w) >= 3 and w not in GENERAL}


def answer_heads(root: str) -> set[str]:
    """The one-word glosses of the bundled dictionary and answers of the answer key, notes left out, lower case."""
    heads = set()
    with open(f"{root}/Data/BundledDictionary.swift", encoding="utf-8") as handle:
        for line in handle:
            fields = line.split("\t")
            for gloss in fields[2].split("/") if len(fields) >= 3 else []:
                heads.add(re.sub(r"\([^)]*\)", "", gloss).strip().lower())
    with open(f"{root}/Data/everyday-answers.tsv", encoding="utf-8") as handle:
        for line in handle:
            fields = line.rstrip("\n").split("\t")
            heads.update(answer.strip().lower() for answer in (fields[2].split("; ") if len(fields) >= 3 else []))
    return {head for head in heads if re.fullmatch(r"[a-z][a-z'-]*", head)}


def sense_words(folder: str, heads: set[str]) -> dict[str, str]:
    """Each of `heads` that is a noun of MOST_SENSES senses at most: its senses' words (module doc), `|` between senses."""
    synsets_by_offset = {}
    for offset, words, pointers, line in synsets(folder, "noun"):
        # The definition without its examples (quoted after it): an example's words name no sense ("Salt Lake City").
        definition = line.split("| ", 1)[1].split('"', 1)[0] if "| " in line else ""
        synsets_by_offset[offset] = (words, pointers, definition)
    senses_of, nouns = {}, set()
    with open(f"{folder}/index.noun", encoding="latin-1") as handle:
        for line in handle:
            if line.startswith(" "):
                continue
            fields = line.split()
            nouns.add(fields[0])
            senses_of[fields[0]] = fields[6 + int(fields[3]):]
    found = {}
    for head in heads:
        offsets = senses_of.get(head, [])
        if not 1 <= len(offsets) <= MOST_SENSES:
            continue
        listed = []
        for offset in offsets:
            words, pointers, definition = synsets_by_offset[offset]
            own = set().union(*(words_of(word) for word in words))
            linked = set()
            for symbol, target, part, _ in pointers:
                if part == "n" and symbol in LINKS:
                    linked |= set().union(*(words_of(word) for word in synsets_by_offset[target][0]))
            listed.append(" ".join(sorted(own | ((words_of(definition) | linked) & nouns))))
        found[head] = "|".join(listed)
    return found


def main() -> None:
    wordnet, output = sys.argv[1:3]
    nouns, adjectives, adverbs = lemmas(wordnet, "noun"), lemmas(wordnet, "adj"), lemmas(wordnet, "adv")
    marks: dict[str, str] = defaultdict(str)
    for word in thing_nouns(wordnet) - adjectives - adverbs:
        marks[word] += "n"
    for word in adjectives - nouns:
        marks[word] += "a"
    for word in adjectives & nouns:
        marks[word] += "j"
    for word in person_nouns(wordnet):
        marks[word] += "h"
    for word in vehicle_nouns(wordnet):
        marks[word] += "c"
    for word in place_nouns(wordnet):
        marks[word] += "l"
    root = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
    senses = sense_words(wordnet, answer_heads(root) & {word for word, mark in marks.items() if "n" in mark})
    rows = [f"{word}\t{marks.get(word, '')}" + (f"\t{senses[word]}" if word in senses else "") for word in marks.keys() | senses.keys()]
    lines = sorted(rows, key=lambda line: line.encode("utf-8"))
    with open(output, "w", encoding="utf-8") as handle:
        handle.write("// Generated by scripts/update-parts-of-speech from WordNet 3.0 (Princeton University): see Data/README.md.\n")
        handle.write("// Do not edit by hand.\n\n")
        handle.write("/// What the judge knows of an English word's part of speech (see `update-parts-of-speech.py`).\n")
        handle.write("public enum BundledPartsOfSpeech {\n")
        handle.write("    /// Lines of `word<TAB>marks`, sorted by word (UTF-8 byte order): `n` a thing's noun (WordNet's,\n")
        handle.write("    /// never an adjective or adverb), `a` an adjective WordNet never lists as a noun, `j` one it lists\n")
        handle.write("    /// as a noun too, `h` a noun whose first sense is a person's, `c` one whose first sense is a\n")
        handle.write("    /// conveyance, `l` one of whose first two senses is a place; then, for a noun of five senses at most\n")
        handle.write("    /// that is an answer, each sense's words, `|` between senses.\n")
        handle.write('    public static let text: StaticString = #"""\n')
        handle.write("\n".join(lines))
        handle.write('\n"""#\n}\n')


if __name__ == "__main__":
    main()
