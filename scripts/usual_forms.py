"""The usual spelling of a word written with okurigana left out (起す for 起こす, 曲る for 曲がる, 支払 for 支払い).

EDICT (Debian `edict`) lists many such old spellings as lines of their own, with the same glosses as the usual
spelling's line but without its common-word mark `(P)`. A bundled row whose spelling EDICT never marks common, for
its reading, is written in the usual spelling when exactly one other spelling of the reading is: marked `(P)`, glossed
exactly as a line of the row's spelling, and the row's spelling with kana put in (the same kanji in the same order,
okurigana restored); where several are (売上 has 売上げ and 売り上げ), the one that writes all the others' kana (売り上げ,
the full okurigana). A usual spelling that is shorter (或る and 或, 係り and 係) is left: there the row's spelling is as
usual as EDICT's, or the case is unclear.
"""

from __future__ import annotations

from edict_readings import EdictGlosses


def is_kana(char: str) -> bool:
    return "\u3041" <= char <= "\u30ff"


def with_kana_put_in(short: str, long: str) -> bool:
    """Whether `long` is `short` with one or more kana put in, and nothing else changed."""
    if len(long) <= len(short):
        return False
    index = 0
    for char in long:
        if index < len(short) and char == short[index]:
            index += 1
        elif not is_kana(char):
            return False
    return index == len(short)


def okurigana_restored(edict: EdictGlosses, word: str, reading: str) -> str | None:
    """The usual spelling of `word` read `reading` when `word` leaves out okurigana that the usual one writes, else None."""
    if "/" in word or "/" in reading or not any(not is_kana(char) for char in word):
        return None
    lines = edict.lines_read_as.get(reading, [])
    own = [glosses for form, _, common, glosses in lines if form == word]
    if not own or any(common for form, _, common, _ in lines if form == word):
        return None
    usual = {form for form, _, common, glosses in lines
             if common and glosses in own and with_kana_put_in(word, form)}
    fullest = [form for form in usual if all(other == form or with_kana_put_in(other, form) for other in usual)]
    return fullest[0] if len(fullest) == 1 else None
