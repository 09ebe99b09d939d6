"""EDICT's glosses by written form and reading, to tell a gloss of a word from a gloss of another word
written alike (人気 にんき "popularity", 人気 ひとけ "sign of life")."""

from __future__ import annotations

import re
import unicodedata

from gloss_keys import simple

LINE_RE = re.compile(r"^(\S+)(?: \[([^\]]+)\])? /(.*)/$")
LEADING_TAG_RE = re.compile(r"^(?:\([^)]*\)\s*)+")
HEADWORD_MARK_RE = re.compile(r"\([^)]*\)")
SKIPPED_RE = re.compile(r"^(?:EntL\d+X?|See \S+|\(P\))$")
SENSE_START_RE = re.compile(r"^(?:\([^)]*\)\s*)*\(\d+\)")
RARE_TAG_RE = re.compile(r"\((?:ik|ok|obsc|arch|obs)\)")


def senses(parts: list[str]) -> list[list[str]]:
    """A line's glosses by sense: a part whose tags hold a sense number, "(2)", starts a new sense."""
    found: list[list[str]] = []
    for part in parts:
        if SKIPPED_RE.match(part):
            continue
        gloss = LEADING_TAG_RE.sub("", part).strip()
        if not gloss:
            continue
        if not found or SENSE_START_RE.match(part):
            found.append([])
        found[-1].append(gloss)
    return found


class EdictGlosses:
    """EDICT's glosses (tags dropped), by (written form, reading), in the dictionary's order."""

    def __init__(self, path: str) -> None:
        self.glosses: dict[tuple[str, str], list[str]] = {}
        self.readings: dict[str, list[str]] = {}
        # The lines read as each reading: headword, usually written in kana ((uk)), common ((P)), glosses.
        self.lines_read_as: dict[str, list[tuple[str, bool, bool, list[str]]]] = {}
        # Each line's (form, common ((P)), rare (ik, ok, obsc, arch), its senses' glosses), by reading.
        self.senses_read_as: dict[str, list[tuple[str, bool, bool, list[list[str]]]]] = {}
        # The pairs EDICT marks only as an irregular kana spelling (三日月 みかずき, (ik)).
        self.irregular: set[tuple[str, str]] = set()
        regular: set[tuple[str, str]] = set()
        with open(path, encoding="euc_jp", errors="replace") as handle:
            next(handle)  # the header line
            for raw in handle:
                match = LINE_RE.match(unicodedata.normalize("NFC", raw.rstrip("\n")))
                if not match:
                    continue
                form = HEADWORD_MARK_RE.sub("", match.group(1))
                reading = HEADWORD_MARK_RE.sub("", match.group(2) or match.group(1))
                parts = [part.strip() for part in match.group(3).split("/")]
                line_glosses = [gloss for gloss in (LEADING_TAG_RE.sub("", part).strip() for part in parts
                                                    if not SKIPPED_RE.match(part)) if gloss]
                glosses = self.glosses.setdefault((form, reading), [])
                glosses.extend(g for g in dict.fromkeys(line_glosses) if g not in glosses)
                readings = self.readings.setdefault(form, [])
                if reading not in readings:
                    readings.append(reading)
                self.lines_read_as.setdefault(reading, []).append(
                    (form, "(uk)" in match.group(3), "(P)" in match.group(3), line_glosses))
                first_tags = LEADING_TAG_RE.match(parts[0])
                rare = bool(first_tags and RARE_TAG_RE.search(first_tags.group(0)))
                self.senses_read_as.setdefault(reading, []).append(
                    (form, "(P)" in match.group(3), rare, senses(parts)))
                if first_tags and "(ik)" in first_tags.group(0):
                    self.irregular.add((form, reading))
                else:
                    regular.add((form, reading))
        self.irregular -= regular

    def own_glosses(self, word: str, reading: str) -> list[str]:
        """The glosses of the entries with one of `word`'s written forms and one of its readings."""
        return [g for form in word.split("/") for r in reading.split("/") for g in self.glosses.get((form, r), [])]

    def others_glosses(self, word: str, reading: str) -> set[str]:
        """The simple keys of the glosses of entries written as `word` with another reading."""
        own = set(reading.split("/"))
        return {simple(g) for form in word.split("/") for r in self.readings.get(form, []) if r not in own
                for g in self.glosses.get((form, r), [])}

    def others_raw(self, word: str, reading: str) -> list[str]:
        """The glosses of entries written as `word` with another reading, as EDICT gives them."""
        own = set(reading.split("/"))
        return [g for form in word.split("/") for r in self.readings.get(form, []) if r not in own
                for g in self.glosses.get((form, r), [])]

    def own_meanings(self, word: str, reading: str, glosses: list[str]) -> list[str]:
        """`glosses` without those of another word written alike (a gloss of another reading of the written form
        and of no entry with this reading): 人気 にんき's "sign of life" is 人気 ひとけ's. When the first gloss is
        such, the row was paired with the other word, and only glosses of the word's own entries stay (工夫
        くふう: not "worker"). Another reading's glosses are compared widely (``wide_keys``), and a row none of
        whose glosses shares a word with its own entry while one shares a word with another reading's takes its
        own entry's (``shares_word``). When none is left, the first glosses of the word's own entries. `glosses`
        as they are when EDICT does not know the pair."""
        kana = self.kana_word_meanings(word, reading, glosses) or self.common_sense_meanings(word, reading, glosses)
        if kana:
            return kana
        own = self.own_glosses(word, reading)
        if not own:
            return glosses or self.usually_kana_glosses(word, reading)
        own_keys = {key for g in own for key in gloss_keys(g)}
        # Another reading's glosses, compared more widely (羽 はね's "counter for birds" is 羽 わ's "counter for
        # birds, rabbits, etc.", 生 せい's "draft (beer)" 生 なま's "draft beer").
        others = self.others_glosses(word, reading) | wide_keys(self.others_raw(word, reading))
        if glosses and not shares_word(glosses, own) and shares_word(glosses, self.others_raw(word, reading)):
            # No gloss shares a word with the word's own entry, one does with another reading's (支える ささえる
            # "to be blocked", つかえる's "to feel blocked"): the row was paired with that word.
            return own
        if glosses and not is_among(glosses[0], own_keys) and is_among(glosses[0], others):
            # The row was paired with another word's glosses: only those EDICT gives the word itself stay.
            kept = [g for g in glosses if is_among(g, own_keys)]
        else:
            kept = [g for g in glosses if is_among(g, own_keys) or not is_among(g, others)]
        return kept or own

    def usually_kana_glosses(self, word: str, reading: str) -> list[str]:
        """For a word written in kana left with no gloss, those of the common lines read as it and usually written
        in kana (いえ: 否 いえ "no; nay; well …"); empty otherwise."""
        if word != reading:
            return []
        lines = self.lines_read_as.get(word, [])
        return list(dict.fromkeys(g for _, usually_kana, is_common, line in lines if usually_kana and is_common for g in line))

    def kana_word_meanings(self, word: str, reading: str, glosses: list[str]) -> list[str] | None:
        """For a word written in kana that EDICT lists as a common word in kana (a (P) line headed by the kana
        itself), whose first gloss is none of that word's (or of a word usually written in kana read alike) but
        a gloss of a word written in kanji read alike and not usually written in kana: the row was paired with
        the kanji word (より "twist; ply" is 縒り's, ね "value" 値's, そっと "face of the earth" 率土's), so it
        takes the common kana lines' glosses ("than; from …", "right?; …"). `None` otherwise."""
        if word != reading or not glosses:
            return None
        lines = self.lines_read_as.get(word, [])
        common = [g for form, _, is_common, line in lines if form == word and is_common for g in line]
        if not common:
            return None
        own_keys = {simple(g) for form, usually_kana, _, line in lines if form == word or usually_kana for g in line}
        others = {simple(g) for form, usually_kana, _, line in lines if form != word and not usually_kana for g in line}
        first = simple(glosses[0])
        return list(dict.fromkeys(common)) if first not in own_keys and first in others else None

    def common_sense_meanings(self, word: str, reading: str, glosses: list[str]) -> list[str] | None:
        """For a word written in kana with common (P) lines read as it, whose first gloss is none of theirs but of a
        rare line's only (し "10^24", an obscure numeral; the common し is the particle "and; besides"), or whose
        glosses all belong to a sexual sense (いく "to come; to orgasm", 行く's eighth sense): the first senses of
        the common lines headed by the kana, else of the common lines holding that gloss. `None` otherwise."""
        if word != reading or not glosses:
            return None
        lines = self.senses_read_as.get(word, [])
        common = [line for line in lines if line[1]]
        first = glosses[0]
        holders = [line for line in lines if any(is_among(first, wide_keys(sense)) for sense in line[3])]
        if not common or not holders:
            return None
        vulgar = {key for line in lines for sense in line[3] if SEXUAL_RE.search(" ".join(sense)) for key in wide_keys(sense)}
        rare_only = not any(line[1] for line in holders)
        if not rare_only and not all(is_among(g, vulgar) or SEXUAL_RE.search(g) for g in glosses):
            return None
        chosen = [line for line in common if line[0] == word] or [line for line in common if line in holders]
        if not chosen and rare_only:
            # No common line is headed by the kana or holds the gloss (なお "straight; ordinary" is 直's, an
            # archaic line): the common line of the one form read alike that is usually written in kana (尚 (uk)).
            kana_forms = {form for form, usually_kana, _, _ in self.lines_read_as.get(word, []) if usually_kana}
            usual = [line for line in common if line[0] in kana_forms]
            chosen = usual if len({line[0] for line in usual}) == 1 else []
        return list(dict.fromkeys(g for line in chosen for g in line[3][0])) or None

    def completed(self, word: str, reading: str, glosses: list[str], cut: set[str]) -> list[str]:
        """`glosses` with each of `cut` (the last gloss of a field the source cut off) that was cut in the middle
        of a word or a note (潜る もぐる's "to go undergroun", 上手's "dexterity (on") given whole, as the first
        of the word's own EDICT glosses it begins, or dropped when EDICT has none."""
        own = self.own_glosses(word, reading)
        out: list[str] = []
        for gloss in glosses:
            whole: str | None = gloss
            if gloss in cut and gloss not in own and looks_cut(gloss):
                whole = next((g for g in own if len(g) > len(gloss) and g.startswith(gloss)), None)
            if whole is not None and whole not in out:
                out.append(whole)
        return out


def gloss_keys(gloss: str) -> set[str]:
    """A gloss's simple keys: notes dropped ("draft"), and notes read as words ("draft beer")."""
    return {simple(gloss), simple(re.sub(r"[()\[\]]", " ", gloss))} - {""}


def wide_keys(glosses) -> set[str]:
    """The simple keys of EDICT's `glosses`, each also as its notes read as words ("draft beer") and as the words
    before its first comma, the head of a list ("counter for birds, rabbits, etc.": "counter for birds")."""
    return {key for gloss in glosses for text in (gloss, gloss.split(",")[0]) for key in gloss_keys(text)}


NOT_CONTENT = {"to", "be", "a", "an", "the", "of", "in", "on", "for", "one", "or", "and", "something", "someone",
               "etc", "with", "up", "out", "e", "g", "s"}


def content_words(glosses) -> set[str]:
    """The words of `glosses`, notes dropped, lower case, without function words, each as its first five letters
    once a plural's "s" is dropped ("gradually" and "gradual", "wings" and "wing" alike)."""
    words = {w for g in glosses for w in re.findall(r"[a-z]+", re.sub(r"\([^)]*\)", " ", g.lower()))} - NOT_CONTENT
    return {(w[:-1] if w.endswith("s") and len(w) > 3 else w)[:5] for w in words}


# Words of a sexual sense (行く's "to have an orgasm; to come; to cum"): not a meaning a learner is shown first.
SEXUAL_RE = re.compile(r"\b(?:orgasm|cum|genital\w*|penis|vagina|sexual intercourse|ejaculat\w*)\b", re.IGNORECASE)


def shares_word(glosses, others) -> bool:
    """Whether one of `glosses` shares a content word (``content_words``) with one of `others`."""
    return bool(content_words(glosses) & content_words(others))


def is_among(gloss: str, keys: set[str]) -> bool:
    """Whether one of `gloss`'s keys (``gloss_keys``) is among `keys`."""
    return bool(gloss_keys(gloss) & keys)


WORDNET = "/usr/share/wordnet"
FUNCTION_WORDS = {"a", "an", "the", "of", "to", "in", "on", "at", "for", "with", "by", "from", "as", "or", "and",
                  "one", "one's", "oneself", "someone", "someone's", "something", "etc", "e.g", "i.e", "it", "is", "be",
                  "not", "no", "into", "onto", "about", "up", "out", "off", "over", "down", "s", "sb", "sth"}
_lemmas: set[str] | None = None


def english_words() -> set[str]:
    """WordNet's lemmas, each word of them, lower case (read once)."""
    global _lemmas
    if _lemmas is None:
        _lemmas = set(FUNCTION_WORDS)
        for part in ("noun", "verb", "adj", "adv"):
            with open(f"{WORDNET}/index.{part}", encoding="utf-8", errors="replace") as handle:
                for line in handle:
                    if not line.startswith(" "):
                        _lemmas.update(line.split(" ", 1)[0].replace("-", "_").split("_"))
    return _lemmas


def looks_cut(gloss: str) -> bool:
    """Whether a gloss ends as text cut off does: an open parenthesis, or a last word that is no English word
    in any usual form ("undergroun", "t", "rema")."""
    if gloss.count("(") > gloss.count(")"):
        return True
    last = re.sub(r"[^a-z']", " ", gloss.lower()).split()
    if not last:
        return False
    word = last[-1].removesuffix("'s")
    if len(word) == 1:
        return word not in ("a", "i")   # a letter alone is WordNet's lemma, but no gloss ends in one
    words = english_words()
    forms = [word] + [word[: -len(end)] + add for end, add in (("ies", "y"), ("es", ""), ("s", ""), ("ed", ""), ("ed", "e"),
                                                              ("ing", ""), ("ing", "e"), ("ly", ""), ("ier", "y"), ("er", ""))
                      if word.endswith(end)]
    return not any(form in words for form in forms)
