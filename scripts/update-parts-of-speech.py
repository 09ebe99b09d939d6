#!/usr/bin/env python3
"""Regenerate Data/BundledPartsOfSpeech.swift: what the judge needs to know of an English word's part of speech.

Run through scripts/update-parts-of-speech, which provides WordNet 3.0 (Debian `wordnet-base`):

    update-parts-of-speech.py WORDNET_DIR DICTIONARY_SWIFT OUTPUT_PATH

One line per word, `word<TAB>marks`, sorted by word in UTF-8 byte order; the marks, each general (no word is named):

- `n`: a thing's noun, one word WordNet lists as a noun and never as an adjective or an adverb, one of whose first two
  senses is filed among artifacts, foods, substances, objects, plants, animals or people, and whose first is no body
  part ("dish", "medicine", "book", "friend"; never "fast", "cold", "money", "words", "eye", "muscle" or "time"): what a
  verb may be done to without the verb's sense turning on it;
- `a`: an adjective WordNet never lists as a noun ("traditional"; never "Japanese", "white" or "go"), a modifier that
  may change places with another before its noun;
- `j`: an adjective WordNet lists as a noun too ("Japanese", "white"), which may change places with an `a` adjective;
- `v`: an English verb the dictionary (Data/BundledDictionary.swift) glosses with a note of what it is done to, right
  after it, in three entries or more ("to take (a photo)", "to play (a stringed or keyboard instrument)", "to wear (in
  modern Japanese, from the shoulders down)"): a verb whose sense turns on its object, which Japanese says with another
  word by object. Notes of the subject ("(of a vehicle)"), of a preposition ("(with)"), and a lone stand-in ("(something)")
  say nothing of that;
- `i`: a verb WordNet lists whole with its object, an idiom ("shake hands", "call the shots", "buy time"), keyed by its
  words ("one's" for a possessive);
- `p`: a verb and a noun its note names in another entry's gloss ("win prize" from "to win (a prize, someone's heart,
  etc.)", "wash rice"): the dictionary's own word for doing that to it.
"""

from __future__ import annotations

import re
import sys
from collections import defaultdict

SENSITIVE_ENTRIES = 3
PARTICLES = set("""of with into in to at on from for by up down out off over away back around along through about
    across together again apart aside forward behind between among against upon under i.e.""".split())
STAND_INS = {"something", "someone", "somebody", "sth", "sb", "someone or something", "something or someone"}


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


def thing_nouns(folder: str) -> set[str]:
    """One-word nouns one of whose first two senses is in a WordNet file of things or people, the first no body part."""
    files = {}
    with open(f"{folder}/data.noun", encoding="latin-1") as handle:
        for line in handle:
            if not line.startswith(" "):
                fields = line.split(" ", 2)
                files[fields[0]] = fields[1]
    found = set()
    with open(f"{folder}/index.noun", encoding="latin-1") as handle:
        for line in handle:
            if line.startswith(" "):
                continue
            fields = line.split()
            word, pointers = fields[0].lower(), int(fields[3])
            senses = [files[offset] for offset in fields[6 + pointers:]]
            if re.fullmatch(r"[a-z][a-z'-]*", word) and senses and senses[0] != BODY and CONCRETE & set(senses[:2]):
                found.add(word)
    return found


def verb_idioms(folder: str) -> set[str]:
    """WordNet's verbs of several words whose second is no particle ("shake hands", "call the shots"), as words."""
    found = set()
    with open(f"{folder}/index.verb", encoding="latin-1") as handle:
        for line in handle:
            words = line.split(" ", 1)[0].lower().split("_")
            if not line.startswith(" ") and len(words) > 1 and words[1] not in PARTICLES and words[1] != "oneself":
                found.add(" ".join(words))
    return found


def dictionary_lines(dictionary: str) -> list[list[str]]:
    """The bundled dictionary's lines, split at tabs."""
    with open(dictionary, encoding="utf-8") as handle:
        text = handle.read().split('#"""')[1]
    return [line.split("\t") for line in text.split("\n") if line.count("\t") >= 2]


def noted_pairs(lines: list[list[str]], nouns: set[str]) -> set[str]:
    """`verb noun` for each noun a gloss's note names right after its verb ("to win (a prize, someone's heart, etc.)": win
    prize, win heart), a plural by its singular as WordNet lists it."""
    found = set()
    for fields in lines:
        for gloss in fields[2].split("/"):
            match = re.match(r"to ([a-z]+) \(([^)]*)\)", gloss)
            if not match or not match.group(2).split() or match.group(2).split()[0].lower() in PARTICLES:
                continue
            for word in re.findall(r"[a-z][a-z'-]*", match.group(2).lower()):
                for form in (word, word[:-1] if word.endswith("s") else word, word[:-2] if word.endswith("es") else word):
                    if form in nouns:
                        found.add(f"{match.group(1)} {form}")
    return found


def sensitive_verbs(dictionary: str) -> set[str]:
    """English verbs glossed with a note of their object in SENSITIVE_ENTRIES entries or more (entries told apart by their
    glosses: one entry's spellings share them)."""
    with open(dictionary, encoding="utf-8") as handle:
        text = handle.read().split('#"""')[1]
    entries: dict[str, set[str]] = defaultdict(set)
    for line in text.split("\n"):
        fields = line.split("\t")
        if len(fields) < 3:
            continue
        for gloss in fields[2].split("/"):
            match = re.match(r"to ([a-z]+) \(([^)]*)\)", gloss)
            if not match:
                continue
            verb, note = match.group(1), match.group(2).strip().lower()
            words = note.split()
            if not words or words[0] in PARTICLES or note in STAND_INS:
                continue
            entries[verb].add(fields[2])
    return {verb for verb, found in entries.items() if len(found) >= SENSITIVE_ENTRIES}


def main() -> None:
    wordnet, dictionary, output = sys.argv[1:4]
    nouns, adjectives, adverbs = lemmas(wordnet, "noun"), lemmas(wordnet, "adj"), lemmas(wordnet, "adv")
    marks: dict[str, str] = defaultdict(str)
    for word in thing_nouns(wordnet) - adjectives - adverbs:
        marks[word] += "n"
    for word in adjectives - nouns:
        marks[word] += "a"
    for word in adjectives & nouns:
        marks[word] += "j"
    for verb in sensitive_verbs(dictionary):
        marks[verb] += "v"
    for idiom in verb_idioms(wordnet):
        marks[idiom] += "i"
    for pair in noted_pairs(dictionary_lines(dictionary), nouns):
        marks[pair] += "p"
    lines = sorted((f"{word}\t{mark}" for word, mark in marks.items()), key=lambda line: line.encode("utf-8"))
    with open(output, "w", encoding="utf-8") as handle:
        handle.write("// Generated by scripts/update-parts-of-speech from WordNet 3.0 (Princeton University) and the bundled\n")
        handle.write("// dictionary (JMdict, EDRDG, CC BY-SA 4.0): see Data/README.md. Do not edit by hand.\n\n")
        handle.write("/// What the judge knows of an English word's part of speech (see `update-parts-of-speech.py`).\n")
        handle.write("public enum BundledPartsOfSpeech {\n")
        handle.write("    /// Lines of `word<TAB>marks`, sorted by word (UTF-8 byte order): `n` a thing's noun (WordNet's,\n")
        handle.write("    /// never an adjective or adverb), `a` an adjective WordNet never lists as a noun, `j` one it lists\n")
        handle.write("    /// as a noun too, `v` a verb the dictionary glosses with a note of its object in three entries or\n")
        handle.write("    /// more, `i` a WordNet verb idiom, `p` a verb and a noun another entry's note pairs.\n")
        handle.write('    public static let text: StaticString = #"""\n')
        handle.write("\n".join(lines))
        handle.write('\n"""#\n}\n')


if __name__ == "__main__":
    main()
