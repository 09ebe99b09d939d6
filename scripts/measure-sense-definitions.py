#!/usr/bin/env python3
"""Judging round 15's measurement of a rule not built: an answer read as the bag of words of a gloss's WordNet sense.

An answer of 2-4 content words counts when its head (last word; first for a verb gloss) is the gloss, a word of its
synset or of the synset's broader one, and each other content word is in that sense's definition or among the word's
glosses. Senses read: the word's own (the WordNet sense sharing most words with the other glosses of its dictionary
sense, else WordNet's first), or with --every-sense all senses of every one-word gloss, as a noun and as a verb.

Usage: swift test --skip-build --disable-xctest --filter AnswerList > OUT
       scripts/measure-sense-definitions.py OUT [--every-sense]
Prints the natural answers the seen lists refuse that the rule would take, and the seen wrong answers it would take.
"""
import collections
import glob
import os
import re
import sys

WORDNET = "/usr/share/wordnet"
ROOT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..")
FIXTURES = os.path.join(ROOT, "Tests/KuchiDataTests/Fixtures")
HELD_OUT = re.compile(r"walkthrough(8|9|10|11|1[5-9]|[2-9]\d)\.tsv$|heldout|fresh-levels|mixed-levels")
STOP = set("a an the to of in on at for with by from into onto and or one one's someone someone's something things "
           "thing it its your my their be is are get some up out".split())

synsets, lemmas = {}, collections.defaultdict(list)
for pos, name in (("n", "noun"), ("v", "verb"), ("a", "adj"), ("r", "adv")):
    with open(f"{WORDNET}/data.{name}", encoding="latin-1") as handle:
        for line in handle:
            if line.startswith(" "):
                continue
            head, _, gloss = line.partition(" | ")
            fields = head.split(" ")
            count = int(fields[3], 16)
            words = [re.sub(r"\(.*\)$", "", fields[4 + 2 * i]).replace("_", " ").lower() for i in range(count)]
            at = 4 + 2 * count
            broader = [p[1] for p in (fields[at + 1 + 4 * k: at + 5 + 4 * k] for k in range(int(fields[at])))
                       if p[0] in ("@", "@i")]
            synsets[(pos, fields[0])] = (words, broader, gloss.split(";")[0].strip())
    with open(f"{WORDNET}/index.{name}", encoding="latin-1") as handle:
        for line in handle:
            if not line.startswith(" "):
                fields = line.split()
                lemmas[(fields[0].replace("_", " "), pos)] = [(pos, o) for o in fields[4 + int(fields[3]) + 2:]]


def words_of(text):
    text = re.sub(r"\([^)]*\)", "", text.lower())
    return re.sub(r"[^a-z' -]", " ", text).split()


def singular(word):
    for end, put in (("ies", "y"), ("ches", "ch"), ("shes", "sh"), ("s", "")):
        if word.endswith(end) and len(word) > 3 and not word.endswith("ss"):
            return word[: -len(end)] + put
    return word


def forms(word):
    found = {word, singular(word)}
    for end in ("ing", "ed", "s"):
        if word.endswith(end):
            found |= {word[: -len(end)], word[: -len(end)] + "e"}
    return found


def content(words):
    return [w for w in words if w not in STOP]


def sense_bag(sense):
    words, broader, definition = synsets[sense]
    bag = {w for phrase in words for w in phrase.split()} | {singular(w) for w in content(words_of(definition))}
    for target in broader:
        bag |= {w for phrase in synsets[(sense[0], target)][0] for w in phrase.split()}
    return bag


dictionary = collections.defaultdict(list)
with open(os.path.join(ROOT, "Data/BundledDictionary.swift"), encoding="utf-8") as handle:
    for line in handle:
        fields = line.rstrip("\n").split("\t")
        if len(fields) >= 5:
            glosses, start = fields[2].split("/"), 0
            for count in (int(c) for c in fields[4].split(",") if c.isdigit()):
                dictionary[(fields[0], fields[1])].append(glosses[start:start + count])
                start += count
for name in ("Data/BundledLevelWords.swift", "Data/jlpt-n5.tsv"):
    with open(os.path.join(ROOT, name), encoding="utf-8") as handle:
        for line in handle:
            fields = line.rstrip("\n").split("\t")
            if len(fields) >= 3:
                dictionary[(fields[0], fields[1])].append([m.strip() for m in fields[2].split(";")])


def taken(word, answer, every_sense):
    senses = dictionary.get(word, [])
    glossed = {singular(w) for sense in senses for g in sense for w in content(words_of(g))}
    typed = words_of(answer)
    typed = content(typed[1:] if typed[:1] == ["to"] else typed)
    if not 2 <= len(typed) <= 4:
        return None
    for sense in senses:
        for gloss in sense:
            said = words_of(gloss)
            verb = said[:1] == ["to"]
            said = said[1:] if verb else said
            if len(said) != 1:
                continue
            lemma = said[0] if verb else singular(said[0])
            found = lemmas.get((lemma, "v" if verb else "n"), [])
            if every_sense:
                found = lemmas.get((lemma, "v"), []) + lemmas.get((lemma, "n"), [])
            if not every_sense and found:
                others = {singular(w) for g in sense if g != gloss for w in content(words_of(g))} - set(said)
                shared = [len(sense_bag(s) & others) for s in found]
                found = [found[max(range(len(found)), key=lambda i: (shared[i], -i))]]
            for wordnet_sense in found:
                words, broader, definition = synsets[wordnet_sense]
                heads = {w for w in words if " " not in w}
                for target in broader:
                    heads |= {w for w in synsets[(wordnet_sense[0], target)][0] if " " not in w}
                bag = {singular(w) for w in content(words_of(definition))} | glossed
                for head, rest in ((typed[0], typed[1:]), (typed[-1], typed[:-1])) if every_sense else \
                        (((typed[0], typed[1:]),) if verb else ((typed[-1], typed[:-1]),)):
                    if forms(head) & heads and all(forms(w) & bag for w in rest):
                        return f"{gloss}: {definition}"
    return None


def main():
    every_sense = "--every-sense" in sys.argv
    with open(sys.argv[1], encoding="utf-8") as handle:
        printed = handle.read()
    refused = [item.split(" ← ") for line in printed.splitlines()
               for m in [re.match(r".* natural answers refused: (.*)", line)] if m
               for item in m.group(1).split(", ") if " ← " in item]
    by_text = collections.defaultdict(set)
    for key in dictionary:
        by_text[key[0]].add(key)
    gained = [(w, a, r) for w, a in refused for r in [next(filter(None, (taken(k, a, every_sense) for k in by_text[w])), None)] if r]
    for w, a, r in gained:
        print(f"natural {w} ← {a}  ({r})")
    wrong, rows = [], 0
    for path in sorted(glob.glob(f"{FIXTURES}/wrong-answers*.tsv")):
        if HELD_OUT.search(path):
            continue
        with open(path, encoding="utf-8") as handle:
            for line in handle.read().splitlines()[1:]:
                fields = line.split("\t")
                if len(fields) >= 3:
                    rows += 1
                    r = taken((fields[0], fields[1]), fields[2], every_sense)
                    if r:
                        wrong.append(f"wrong {fields[0]} ← {fields[2]}  ({r})")
    print("\n".join(wrong))
    print(f"natural answers gained: {len(gained)} of {len(refused)}; wrong answers taken: {len(wrong)} of {rows}")


if __name__ == "__main__":
    main()
