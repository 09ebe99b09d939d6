#!/usr/bin/env python3
"""List the bundled N4-N1 rows whose meanings may teach a learner the wrong thing, for a person to judge.

    python3 scripts/audit-level-meanings.py [LEVELS_SWIFT [EDICT]] > audit.tsv

Each row of Data/BundledLevelWords.swift (default; run from the repository's root) is compared with EDICT's lines
(/usr/share/edict/edict) written and read as it is, or, for a する verb (あいさつする), as its noun without する, and
is listed when:

- `none`: none of its meanings is one of EDICT's glosses for the written form and reading (in simple form: lower
  case, no notes, no leading "to" or article); `shares` says whether one shares a content word with them (most
  such rows are paraphrases: "to move house or transfer");
- `late`: its first meaning is only in a later sense of EDICT's entry (the same gloss, or a content word of it),
  and none of its meanings is in the entry's first sense (ダム "dumb", the second sense, alone);
- `first`: its first meaning is only in a later sense, though another is in the first (見付ける "to be familiar; to
  discover", the third sense first);
- `other`: one of its meanings is a gloss of an entry of the written form with another reading and of none with
  its own, or its first meaning shares content words only with such an entry (為る する "to change", なる's);
- `homophone`: one of its meanings is a gloss of an entry read as it (its reading, in hiragana) and written
  otherwise, and of no entry of its own written form and reading (交わす かわす "to dodge; to parry", 躱す's); the
  homophones' glosses it holds are listed. A word written in kana alone counts as its own the lines read as it that
  EDICT marks usually written in kana (uk) and those holding its first meaning (うれしい "glad" is 嬉しい), and is
  listed when EDICT knows any line read as it.

A word EDICT does not know under the written form and reading is not listed. Columns: kind, level, word,
reading, meanings shown, shares (yes/no), EDICT's first sense for the pair, another reading's glosses (for
`other`; for `homophone`, the meanings borrowed, each with the homophones it is a gloss of). Rows with `shares` "no" come first in each kind. Prints the counts to stderr. A listed row is no
error by itself: the corrections are made by hand (`LEVEL_CORRECTIONS` in scripts/bundled_levels.py).
"""

from __future__ import annotations

import sys

from edict_readings import EdictGlosses, gloss_keys, is_among, shares_word

LEVELS_SWIFT = "Data/BundledLevelWords.swift"
EDICT = "/usr/share/edict/edict"


def hiragana(text: str) -> str:
    return "".join(chr(ord(c) - 0x60) if "\u30a1" <= c <= "\u30f6" else c for c in text)


def rows(path: str):
    for line in open(path, encoding="utf-8").read().split("\n"):
        fields = line.split("\t")
        if len(fields) >= 4 and fields[0] != "word":
            yield fields[0], fields[1], [m.strip() for m in fields[2].split(";") if m.strip()], fields[3]


def senses_of(edict: EdictGlosses, word: str, reading: str) -> list[list[str]]:
    """The senses of EDICT's lines written as one of `word`'s forms (a する verb's noun too) and read as one of its
    readings, the first line's first."""
    found: list[list[str]] = []
    for form in word.split("/"):
        for candidate in dict.fromkeys((form, form.removesuffix("する"))):
            for r in reading.split("/"):
                for r2 in dict.fromkeys((r, r.removesuffix("する") if candidate != form else r)):
                    for line_reading in dict.fromkeys((r2, hiragana(r2))):
                        for line_form, _, _, senses in edict.senses_read_as.get(line_reading, []):
                            if line_form == candidate:
                                found.extend(senses)
    return found


def other_glosses(edict: EdictGlosses, word: str, reading: str) -> list[str]:
    own = {hiragana(r) for r in reading.split("/")} | {hiragana(r).removesuffix("する") for r in reading.split("/")}
    return [g for form in word.split("/") for candidate in dict.fromkeys((form, form.removesuffix("する")))
            for r in edict.readings.get(candidate, []) if hiragana(r) not in own
            for g in edict.glosses.get((candidate, r), [])]


def is_kana(text: str) -> bool:
    return all("\u3041" <= c <= "\u30ff" or c in "/ー" for c in text)


def homophone_lines(edict: EdictGlosses, word: str, reading: str):
    """EDICT's lines read as one of `word`'s readings (or in hiragana): the row's own (written as one of its forms,
    a する verb's noun too; for a word written in kana, also those usually written in kana) and the others, each
    as (form, glosses)."""
    forms = {c for form in word.split("/") for c in (form, form.removesuffix("する"))}
    kana = is_kana(word)
    own: list[tuple[str, list[str]]] = []
    others: list[tuple[str, list[str]]] = []
    seen: set[tuple[str, str]] = set()
    for r in reading.split("/"):
        for r2 in dict.fromkeys((r, r.removesuffix("する"))):
            for line_reading in dict.fromkeys((r2, hiragana(r2))):
                for form, usually_kana, _, glosses in edict.lines_read_as.get(line_reading, []):
                    if (form, line_reading) in seen and form not in forms:
                        continue
                    seen.add((form, line_reading))
                    if form in forms or (kana and (usually_kana or is_kana(form))):
                        own.append((form, glosses))
                    else:
                        others.append((form, glosses))
    return own, others


def keys(glosses) -> set[str]:
    return {key for gloss in glosses for key in gloss_keys(gloss)}


def homophone_rows(edict: EdictGlosses, word: str, reading: str, meanings: list[str], level: str,
                   senses: list[list[str]]) -> list[tuple[str, bool, list[str]]]:
    """The row as a `homophone` finding when one of its meanings is a gloss of a line read as it and written
    otherwise and of none of its own lines; none otherwise."""
    own_lines, homophones = homophone_lines(edict, word, reading)
    if is_kana(word) and meanings:
        # A word written in kana is the word of the lines holding its first meaning (うれしい "glad", 嬉しい's).
        own_lines += [line for line in homophones if is_among(meanings[0], keys(line[1]))]
        homophones = [line for line in homophones if line not in own_lines]
    if not homophones:
        return []
    own = [g for sense in senses for g in sense] + [g for _, line in own_lines for g in line]
    own_keys = keys(own)
    borrowed: dict[str, list[str]] = {}
    for meaning in meanings:
        if is_among(meaning, own_keys):
            continue
        forms = sorted({form for form, line in homophones if is_among(meaning, keys(line))})
        if forms:
            borrowed[meaning] = forms
    if not borrowed:
        return []
    first = "; ".join(senses[0]) if senses else "; ".join(own_lines[0][1][:5]) if own_lines else ""
    return [("homophone", shares_word(meanings, own), [level, word, reading, "; ".join(meanings),
             "yes" if shares_word(meanings, own) else "no", first,
             "; ".join(f"{m} ({'/'.join(forms[:4])})" for m, forms in borrowed.items())])]


def main(argv: list[str]) -> int:
    edict = EdictGlosses(argv[2] if len(argv) > 2 else EDICT)
    found: list[tuple[str, bool, list[str]]] = []
    for word, reading, meanings, level in rows(argv[1] if len(argv) > 1 else LEVELS_SWIFT):
        senses = senses_of(edict, word, reading)
        if not meanings:
            continue
        if not senses:
            if is_kana(word):
                found.extend(homophone_rows(edict, word, reading, meanings, level, []))
            continue
        own = [g for sense in senses for g in sense]
        own_keys = keys(own)
        shares = shares_word(meanings, own)
        others = other_glosses(edict, word, reading)
        base = [level, word, reading, "; ".join(meanings), "yes" if shares else "no", "; ".join(senses[0])]
        if not any(is_among(m, own_keys) for m in meanings):
            found.append(("none", shares, base + [""]))
        first_sense = keys(senses[0])
        in_first = any(is_among(m, first_sense) or shares_word([m], senses[0]) for m in meanings)
        # Compared by content words too: "to be familiar" is the third sense's "to be familiar with".
        first_late = (len(senses) > 1 and not is_among(meanings[0], first_sense)
                      and not shares_word(meanings[:1], senses[0])
                      and any(is_among(meanings[0], keys(sense)) or shares_word(meanings[:1], sense)
                              for sense in senses[1:]))
        if first_late:
            found.append(("late" if not in_first else "first", shares, base + [""]))
        other_keys = keys(others)
        borrowed = [m for m in meanings if is_among(m, other_keys) and not is_among(m, own_keys)]
        first_other = bool(others) and not shares_word(meanings[:1], own) and shares_word(meanings[:1], others)
        if borrowed or first_other:
            found.append(("other", shares, base + ["; ".join(dict.fromkeys(others))[:200]]))
        found.extend(homophone_rows(edict, word, reading, meanings, level, senses))
    order = {"homophone": 0, "other": 1, "late": 2, "first": 3, "none": 4}
    found.sort(key=lambda item: (order[item[0]], item[1]))
    print("kind\tlevel\tword\treading\tshown\tshares\tedict first sense\tanother reading's glosses")
    for kind, _, fields in found:
        print("\t".join([kind] + fields))
    counts: dict[str, int] = {}
    for kind, shares, _ in found:
        counts[f"{kind} ({'shares a word' if shares else 'shares none'})"] = counts.get(
            f"{kind} ({'shares a word' if shares else 'shares none'})", 0) + 1
    print(", ".join(f"{k}: {v}" for k, v in sorted(counts.items())), file=sys.stderr)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
