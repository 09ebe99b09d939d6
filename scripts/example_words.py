"""Where a sentence holds a word written with kanji as a whole word of its own, read as the word is read: the
rule scripts/update-examples.py files a Tatoeba pair under a bundled word by (see Data/README.md).

Janome (0.5.0, with its own IPADIC dictionary) splits the sentence into words, each with its dictionary form
and its reading. A form counts where it starts and ends where the sentence's words do (切手 is not in 小切手
"cheque", 物 not in 忘れ物 "something forgotten"), or inside a longer word of Janome's that EDICT does not know
as a word of its own (勉強 in a 勉強中 Janome kept whole); a conjugated verb or adjective counts where its stem
starts a word whose dictionary form is the word (食べ of 食べた, 高 of 高かった). Where Janome reads the words
matched, the reading must be one of the word's own: the bundled reading, or another EDICT gives the form with a
gloss in common (日本人 にっぽんじん), never a reading of another word written alike (色 しょく, the counter of
虹は７色だ, is not 色 いろ "colour").
"""

from __future__ import annotations

import functools
import re
from typing import NamedTuple

from janome.tokenizer import Tokenizer

TOKENIZER = Tokenizer()
HIRAGANA_ONLY_RE = re.compile(r"^[\u3041-\u309f]*$")
HIRAGANA_RE = re.compile(r"[\u3041-\u309f]")


class Token(NamedTuple):
    start: int
    end: int
    base: str
    reading: str   # hiragana, or "" where Janome's dictionary gives none


def hiragana(text: str) -> str:
    return "".join(chr(ord(c) - 0x60) if "\u30a1" <= c <= "\u30f6" else c for c in text)


@functools.lru_cache(maxsize=None)
def tokens(sentence: str) -> tuple[Token, ...]:
    """The sentence's words as Janome's dictionary splits them."""
    found: list[Token] = []
    offset = 0
    for token in TOKENIZER.tokenize(sentence):
        end = offset + len(token.surface)
        reading = "" if token.reading == "*" else hiragana(token.reading)
        found.append(Token(offset, end, token.base_form, reading))
        offset = end
    return tuple(found)


@functools.lru_cache(maxsize=None)
def word_bounds(sentence: str) -> frozenset[int]:
    """The offsets where a word of the sentence starts or ends."""
    return frozenset({0} | {token.end for token in tokens(sentence)})


def covering(found: tuple[Token, ...], offset: int) -> int:
    """The index of the token holding the character at `offset`."""
    return next(i for i, token in enumerate(found) if token.start <= offset < token.end)


VOICED = str.maketrans("がぎぐげござじずぜぞだぢづでどばびぶべぼぱぴぷぺぽ", "かきくけこさしすせそたちつてとはひふへほはひふへほ")
DAYS_RE = re.compile(r"^[一二三四五六七八九十]+(?:日|歳)$")


def read_as(span: tuple[Token, ...], readings: set[str], stem: bool = False) -> bool:
    """Whether Janome reads the tokens as one of `readings` (the stems of `readings` when `stem`: 行っ read いっ
    fits いく, not おこなう), katakana as hiragana, voiced kana as unvoiced (Janome reads 欲深い よくふかい); true where it gives no
    reading, or where no reading is known to compare with."""
    if not readings or any(not token.reading for token in span):
        return True
    read = "".join(token.reading for token in span).translate(VOICED)
    folded = {hiragana(reading).translate(VOICED) for reading in readings}   # ジェットき is じぇっとき
    if stem:
        return any(read.startswith(reading[:-1]) for reading in folded)
    return read in folded


PREFIXES = ("お", "ご", "御")
SUFFIXES = ("さん", "様", "さま", "ちゃん", "君", "くん", "的", "中", "達", "たち")
# Suffixes that keep a word of two characters or more, none of them kana (大学生 "university student" for 大学, 考古学者 for 考古学,
# 同時に "at the same time" for 同時) and make other words of one (先生 is no 先, 主に "mainly" no 主 "master")
# or of a verb (要するに "in short" is no 要する "to need").
LONG_WORD_SUFFIXES = ("生", "者", "に")


class WholeWords:
    """Tells whether a sentence holds a word written with kanji as a whole word (see the module's doc)."""

    def __init__(self, edict) -> None:
        self.edict = edict   # an edict_readings.EdictGlosses

    @functools.lru_cache(maxsize=None)
    def readings(self, form: str, own: tuple[str, ...]) -> frozenset[str]:
        """The readings `form` counts as: its own, and any other EDICT gives it with a gloss in common."""
        glosses = {g for reading in own for g in self.edict.glosses.get((form, reading), [])}
        if not glosses:
            return frozenset()   # EDICT does not know the word as bundled: no reading to compare with
        alike = {r for r in self.edict.readings.get(form, []) if glosses & set(self.edict.glosses.get((form, r), []))}
        return frozenset(set(own) | alike)

    def same_word(self, sentence: str, found: tuple[Token, ...], first: int, last: int, start: int, form: str,
                  own: tuple[str, ...]) -> bool:
        """Whether Janome's longer word (tokens `first` to `last`) holding `form` at `start` is still the word:
        with a polite prefix or a suffix that makes no other word (お茶, 田中さん, 比較的, 大学生); the word written with
        more kana or a noun in a longer noun EDICT glosses alike (梅干し for 梅干, 真夜中 "midnight" for 夜中); or
        cut out of words EDICT does not know. 小切手 "cheque" is not 切手 "stamp", nor 大丈夫 "all right" 丈夫
        "sturdy", 乗り越える 越える, nor 行動的 "active" 動的 "dynamic" (行動 is a word)."""
        longer = sentence[found[first].start:found[last].end]
        for prefix in PREFIXES:
            if longer.startswith(prefix) and not form.startswith(prefix) and longer != prefix:
                longer = longer[len(prefix):]
                break
        for suffix in SUFFIXES + (LONG_WORD_SUFFIXES if len(form) >= 2 and not HIRAGANA_RE.search(form) else ()):
            if longer.endswith(suffix) and not form.endswith(suffix) and longer != suffix:
                longer = longer[:-len(suffix)]
                break
        if longer == form:
            return True
        if longer in self.edict.readings:
            if longer.startswith(form) or (longer.endswith(form) and not HIRAGANA_RE.search(form)):
                glosses = {g for reading in own for g in self.edict.glosses.get((form, reading), [])}
                return any(glosses & set(self.edict.glosses.get((longer, r), [])) for r in self.edict.readings[longer])
            return False
        end = start + len(form)
        cut = [token for token in (found[first], found[last]) if token.start < start or token.end > end]
        return not any(sentence[token.start:token.end] in self.edict.readings for token in cut)

    def holds(self, sentence: str, form: str, own: tuple[str, ...]) -> bool:
        """Whether `form` is in the sentence as a whole word read as one of `own` readings."""
        found = tokens(sentence)
        starts = {token.start: i for i, token in enumerate(found)}
        ends = {token.end: i for i, token in enumerate(found)}
        readings = set(self.readings(form, own))
        start = sentence.find(form)
        while start >= 0:
            end = start + len(form)
            if start in starts and end in ends:
                # Janome misreads days of the month and ages (十日 じゅうにち for とおか): not compared.
                if DAYS_RE.match(form) or read_as(found[starts[start]:ends[end] + 1], readings):
                    return True
            else:
                first, last = covering(found, start), covering(found, end - 1)
                if self.same_word(sentence, found, first, last, start, form, own):
                    return True
            start = sentence.find(form, start + 1)
        return False

    def holds_stem(self, sentence: str, form: str, stem: str, own: tuple[str, ...]) -> bool:
        """Whether the stem of `form`, a verb or adjective, starts a word of the sentence that is `form`
        conjugated: the words from the stem's start to its last one, that word in its dictionary form, are
        `form` (食べ of 食べた, 持って行 of 持って行った), and only kana follow the stem within its last word."""
        found = tokens(sentence)
        starts = {token.start: i for i, token in enumerate(found)}
        readings = set(self.readings(form, own))
        start = sentence.find(stem)
        while start >= 0:
            end = start + len(stem)
            if start in starts:
                first, last = starts[start], covering(found, end - 1)
                joined = sentence[found[first].start:found[last].start] + found[last].base
                if joined == form and HIRAGANA_ONLY_RE.match(sentence[end:found[last].end]) \
                        and read_as(found[first:last + 1], readings, stem=True):
                    return True
            start = sentence.find(stem, start + 1)
        return False
