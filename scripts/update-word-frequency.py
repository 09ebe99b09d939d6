"""Writes how common each bundled word is, from wordfreq's Japanese list.

Usage: update-word-frequency.py WORDS_TSV OUTPUT_TSV

For every row of WORDS_TSV (Data/jlpt-n5.tsv: word, reading, meanings, level) it
asks wordfreq 3.1.1 for the word's frequency in Japanese (the largest over the
alternatives a row lists, `川/河`; a word written in kana also by its reading),
and writes `word<TAB>reading<TAB>rank`: rank 1 is the most frequent word of
wordfreq's whole Japanese list, and a word's rank is one more than the number
of listed words more frequent than it (so words split into several tokens by
wordfreq, such as 映画館, fit between the listed ones). Words wordfreq does not
know are left out. The output is deterministic, in the order of WORDS_TSV.
"""

import bisect
import csv
import sys

import wordfreq


def main() -> None:
    source, output = sys.argv[1], sys.argv[2]
    # wordfreq's list, most frequent first: its frequencies negated, ascending, for bisect.
    listed = [-wordfreq.word_frequency(word, "ja") for word in wordfreq.iter_wordlist("ja")]
    listed.sort()
    with open(source, encoding="utf-8", newline="") as handle:
        rows = list(csv.reader(handle, delimiter="\t", quoting=csv.QUOTE_NONE))[1:]
    written = missing = 0
    with open(output, "w", encoding="utf-8", newline="\n") as out:
        out.write("word\treading\trank\n")
        for word, reading, _meanings, _level in rows:
            forms = word.split("/") + (reading.split("/") if word == reading else [])
            frequency = max(wordfreq.word_frequency(form, "ja") for form in forms)
            if frequency <= 0:
                missing += 1
                continue
            rank = bisect.bisect_left(listed, -frequency) + 1
            out.write(f"{word}\t{reading}\t{rank}\n")
            written += 1
    print(f"update-word-frequency: {written} words ranked, {missing} unknown to wordfreq", file=sys.stderr)


if __name__ == "__main__":
    main()
