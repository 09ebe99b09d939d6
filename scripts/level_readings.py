"""Readings of bundled N4-N1 rows that EDICT does not know for the written form (途中 つちゅう, 日付 かづけ, 三日月
みかずき), corrected to EDICT's reading or dropped. Called by bundled_levels.py.

A row's reading is known when EDICT lists the written form with it (katakana and hiragana alike), not only as an
irregular kana spelling (`(ik)`: 三日月 みかずき), or lists the reading under another spelling with the same glosses
as an entry of the form (真ん中 まんなか beside 真中 まなか; いい beside 良い よい): the same word, spelt otherwise.
Otherwise the row takes the one reading of the form's within a kana slip (a voicing mark, つ for と, ず for づ,
a long vowel's う: 途中 つちゅう → とちゅう, 灰皿 はいさら → はいざら), else the form's only reading (日付 かづけ →
ひづけ, 銃 つつ → じゅう), else none: the row is dropped. A row whose own entry is rare or obscure and all of whose
glosses are another reading's common entry's (頃 けい "time; about", 頃 ころ's) is that word, with its reading.
"""

from __future__ import annotations

import unicodedata

from edict_readings import EdictGlosses, is_among, shares_word, wide_keys

# Kana one slip apart besides a voicing mark: つ and と, ず and づ, じ and ぢ.
SLIPS = {frozenset(pair) for pair in (("つ", "と"), ("ず", "づ"), ("じ", "ぢ"))}


def hiragana(text: str) -> str:
    return "".join(chr(ord(c) - 0x60) if "\u30a1" <= c <= "\u30f6" else c for c in text)


def unvoiced(char: str) -> str:
    """The kana without its voicing mark (が → か, ぱ → は)."""
    return unicodedata.normalize("NFD", char)[0]


def is_slip(reading: str, other: str) -> bool:
    """Whether `other` is `reading` with one kind of kana slip: voicing marks, つ/と, ず/づ, じ/ぢ at some places,
    or one long vowel's う more or less (しゅうぎょう, しゅぎょう)."""
    if len(reading) == len(other):
        diffs = [(a, b) for a, b in zip(reading, other) if a != b]
        return bool(diffs) and all(unvoiced(a) == unvoiced(b) or frozenset((a, b)) in SLIPS for a, b in diffs)
    longer, shorter = (reading, other) if len(reading) > len(other) else (other, reading)
    return len(longer) == len(shorter) + 1 and any(
        longer[i] == "う" and longer[:i] + longer[i + 1:] == shorter for i in range(1, len(longer)))


class LevelReadings:
    """Tells a row's reading EDICT knows for its written form from one it does not, and corrects the latter."""

    def __init__(self, edict: EdictGlosses) -> None:
        self.edict = edict

    def forms_known(self, word: str) -> list[str]:
        return [form for form in word.split("/") if form in self.edict.readings]

    def regular_readings(self, form: str) -> list[str]:
        """The readings EDICT gives the written form, in hiragana, but an irregular kana spelling (ik) that is a
        misspelling of another (三日月 みかずき, みかづき: the same length, a slip apart). Other irregular readings
        stay (本当 ほんと, 姉妹 きょうだい: words as people say them)."""
        readings = [hiragana(r) for r in self.edict.readings.get(form, [])]
        regular = [hiragana(r) for r in self.edict.readings.get(form, []) if (form, r) not in self.edict.irregular]
        return list(dict.fromkeys(r for r in readings if r in regular or not any(
            len(r) == len(other) and is_slip(r, other) for other in regular)))

    def is_known(self, word: str, reading: str) -> bool:
        """Whether EDICT knows the row's reading for its written form (or does not know the form at all)."""
        forms = self.forms_known(word)
        if not forms:
            return True
        readings = reading.split("/")
        if any(hiragana(r) in self.regular_readings(form) for form in forms for r in readings):
            return True
        # The reading under another spelling of the same entry: lines with the same glosses.
        entries = [tuple(self.edict.glosses[(form, r)]) for form in forms for r in self.edict.readings[form]]
        return any(tuple(dict.fromkeys(line)) in entries for r in readings
                   for form, _, _, line in self.edict.lines_read_as.get(r, []) if (form, r) not in self.edict.irregular)

    def corrected(self, word: str, reading: str, glosses: list[str], rare_readings: bool = False) -> tuple[str | None, str]:
        """The row's reading corrected (or as it is when known) and how: "known", "slip", "only reading", "another
        reading's glosses", "common reading's word" (only with `rare_readings`, see ``common_reading``); `None` and
        "no clear reading" when the row is to be dropped."""
        if self.is_known(word, reading):
            other = self.reading_of_glosses(word, reading, glosses)
            if other:
                return other, "another reading's glosses"
            common = self.common_reading(word, reading, glosses) if rare_readings else None
            return (common, "common reading's word") if common else (reading, "known")
        candidates = list(dict.fromkeys(r for form in self.forms_known(word) for r in self.regular_readings(form)))
        slips = [r for r in candidates if is_slip(hiragana(reading), r)]
        if len(slips) == 1:
            return slips[0], "slip"
        if len(candidates) == 1:
            return candidates[0], "only reading"
        return None, "no clear reading"

    def reading_of_glosses(self, word: str, reading: str, glosses: list[str]) -> str | None:
        """The reading of the common entry that holds all of a row's glosses, when the row's own entry is rare
        (obscure, archaic, an out-dated kana) and holds none of them: 頃 けい "time; about" is 頃 ころ."""
        if "/" in word or "/" in reading or not glosses:
            return None
        own_lines = [line for line in self.edict.senses_read_as.get(reading, []) if line[0] == word]
        if not own_lines or not all(rare and not common for _, common, rare, _ in own_lines):
            return None
        own = {key for _, _, _, senses in own_lines for sense in senses for key in wide_keys(sense)}
        if any(is_among(g, own) for g in glosses):
            return None
        # The first gloss a common entry's, and the entries found the same (頃 ころ and ごろ): the first of them.
        found = [r for r in self.regular_readings(word) if r != reading and any(
            form == word and common and is_among(glosses[0], {k for sense in senses for k in wide_keys(sense)})
            for form, common, _, senses in self.edict.senses_read_as.get(r, []))]
        return found[0] if found and len({tuple(self.edict.glosses.get((word, r), [])) for r in found}) == 1 else None

    def common_reading(self, word: str, reading: str, glosses: list[str]) -> str | None:
        """The one common reading of the form (a (P) line) of which a row's uncommon reading is only another way of
        reading the same word: no line of the row's reading is common, EDICT gives it no gloss the common line lacks,
        and every gloss of the row is among the common line's. 墓地 はかち "cemetery" is 墓地 ぼち, 昼間 ちゅうかん
        "daytime" 昼間 ひるま, 二人 ににん "two persons" 二人 ふたり. An irregular kana spelling (姉妹 きょうだい, 本当
        ほんと) stays, and so does a reading with a sense of its own (来る きたる "to be next", 敵 かたき "revenge")."""
        if "/" in word or "/" in reading or not glosses or (word, reading) in self.edict.irregular:
            return None
        own = [line for line in self.edict.senses_read_as.get(reading, []) if line[0] == word]
        if not own or any(common for _, common, _, _ in own):
            return None
        own_glosses = {g for _, _, _, senses in own for sense in senses for g in sense}
        found = []
        for other in self.regular_readings(word):
            lines = [line for line in self.edict.senses_read_as.get(other, []) if line[0] == word and line[1]]
            common = {g for _, _, _, senses in lines for sense in senses for g in sense}
            if other != hiragana(reading) and common and own_glosses <= common and all(
                    is_among(g, wide_keys(common)) for g in glosses):
                found.append(other)
        return found[0] if len(found) == 1 else None

    def glosses_for(self, word: str, reading: str, glosses: list[str]) -> list[str]:
        """A corrected row's glosses: its own when one of them shares a word with the corrected entry's glosses
        (``shares_word``), else the entry's (割 かつ "divide; cut" → 割 わり "rate; ratio")."""
        own = self.edict.own_glosses(word, reading)
        return glosses if not own or shares_word(glosses, own) else own
