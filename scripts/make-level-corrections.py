"""Writes Data/BundledLevelCorrections.swift: the bundled N4-N1 rows whose meanings a later list corrected,
each with the meanings an older build shipped and those shipped now, and the rows whose reading was corrected or
that were dropped, each with the reading shipped and the reading now (none: dropped). Migrations v22, v25, v28,
v31, v32, v33, v34, v35 and v37 give a bank's word the new meanings where it still holds old ones, and v32 the new reading, so banks
made before a correction are mended too.

    python3 scripts/make-level-corrections.py OLD_LEVELS_SWIFT NEW_LEVELS_SWIFT OUTPUT_SWIFT [OLD_N5_TSV NEW_N5_TSV]

OLD_LEVELS_SWIFT is Data/BundledLevelWords.swift as an older commit had it (`git show REV:Data/...`). The
corrections OUTPUT_SWIFT already lists are kept, brought up to date: a row corrected again is listed from each
meaning any build shipped (the first build's, the last correction's) to the meanings shipped now. With the two
builds' Data/jlpt-n5.tsv too, N5 rows whose meanings changed are listed the same way (level N5: the deck jlpt-n5).
"""
import sys

from edict_readings import shares_word  # beside this file


def lines_of(path):
    """The lines of one file, or of several joined by "+" (a BundledLevelWords.swift and a jlpt-n5.tsv)."""
    return [line for part in path.split("+") for line in open(part, encoding="utf-8").read().split("\n")]


def rows(path):
    """(word, reading) -> (meanings, level) of the TSV held in a BundledLevelWords.swift file."""
    found = {}
    for line in lines_of(path):
        fields = line.split("\t")
        if len(fields) >= 4 and fields[0] != "word":
            found[(fields[0], fields[1])] = (fields[2], fields[3])
    return found


def listed(path):
    """The corrections a BundledLevelCorrections.swift lists, as (word, reading, level, shipped, corrected); none
    when there is no such file."""
    try:
        text = open(path, encoding="utf-8").read()
    except FileNotFoundError:
        return []
    found = []
    for line in text.split("\n"):
        fields = line.split("\t")
        if len(fields) == 5 and fields[0] != "word":
            found.append(tuple(fields))
    return found


def level_rows(path):
    """(word, reading, level) -> meanings of the TSV held in a BundledLevelWords.swift file."""
    found = {}
    for line in lines_of(path):
        fields = line.split("\t")
        if len(fields) >= 4 and fields[0] != "word":
            found[(fields[0], fields[1], fields[3])] = fields[2]
    return found


def listed_readings(path):
    """The reading corrections a BundledLevelCorrections.swift lists, as (word, shipped, level, reading)."""
    try:
        text = open(path, encoding="utf-8").read()
    except FileNotFoundError:
        return []
    if "readingsText" not in text:
        return []
    section = text.split("readingsText")[1].split('"""#')[0]
    return [tuple(line.split("\t")) for line in section.split("\n")[1:] if line.count("\t") == 3 and not line.startswith("word\t")]


def twin(word, reading, shipped, new):
    """The one reading under which the new list holds the written form at any level with a meaning that shares a word
    with the dropped row's (弟 おと "younger brother" is 弟 おとうと, listed at N5), or "" (悪い にくい "hateful" is no
    わるい "bad"): the same word, which a bank's row of the old reading a learner met is merged into."""
    readings = {r for (w, r, _), meanings in new.items()
                if w == word and r != reading and shares_word(shipped.split("; "), meanings.split("; "))}
    return readings.pop() if len(readings) == 1 else ""


def reading_corrections(old_path, new_path, earlier):
    """Rows of the old list missing from the new one at their level: each with the reading the new list gives
    the written form at that level instead (the one new reading of the form there), or "" when the row is gone;
    and the meanings corrections those new rows need, (word, reading, level, shipped, corrected)."""
    old, new = level_rows(old_path), level_rows(new_path)
    found = {(w, r, lv): reading for w, r, lv, reading in earlier}
    meanings = []
    for (word, reading, level), shipped in old.items():
        if (word, reading, level) in new:
            continue
        added = [r for (w, r, lv) in new if w == word and lv == level and (w, r, lv) not in old]
        now = added[0] if len(added) == 1 else twin(word, reading, shipped, new)
        found[(word, reading, level)] = now
        if now and (word, now, level) in new and new[(word, now, level)] != shipped:
            meanings.append((word, now, level, shipped, new[(word, now, level)]))
    # A reading corrected once and again (伝言 つてごと → つてこと, then → でんごん) leads to the reading now.
    for (word, reading, level), now in found.items():
        seen = {reading}
        while now and (word, now, level) in found and now not in seen:
            seen.add(now)
            now = found[(word, now, level)]
        found[(word, reading, level)] = now
    return sorted(found.items(), key=lambda item: (item[0][2], item[0][0], item[0][1])), meanings


def main(old_path, new_path, output):
    old, new = rows(old_path), rows(new_path)
    earlier = listed(output)
    readings, reading_meanings = reading_corrections(old_path, new_path, listed_readings(output))
    lines = ["word\treading\tlevel\tshipped\tcorrected"]
    done = set()
    for word, reading, level, shipped, corrected in reading_meanings:
        if (word, reading, shipped) not in done and not any(e[:2] == (word, reading) and e[3] == shipped for e in earlier):
            earlier.append((word, reading, level, shipped, corrected))
    gone = {key for key, _ in readings}
    renamed = dict(readings)
    for word, reading, level, shipped, corrected in earlier:
        if (word, reading, level) in gone:
            # The row's reading was corrected or the row dropped: `readingsText` lists it. A row read otherwise at its
            # level is listed under the new reading, from each meaning once shipped (溝 こう "10^38" and "10^32" to 溝
            # みぞ "ditch"), so that a bank that never took the last correction is mended too.
            now = renamed.get((word, reading, level))
            if now and (word, now) in new and new[(word, now)][1] == level:
                for before in (shipped, corrected):
                    if before != new[(word, now)][0] and (word, now, before) not in done:
                        done.add((word, now, before))
                        lines.append("\t".join([word, now, level, before, new[(word, now)][0]]))
            continue
        # A correction whose row changed again leads from each meaning once shipped to the meanings now.
        now = new.get((word, reading))
        target = now[0] if now and now[1] == level else corrected
        for before in (shipped, corrected):
            if before != target and (word, reading, before) not in done:
                done.add((word, reading, before))
                lines.append("\t".join([word, reading, level, before, target]))
    for key, (meanings, level) in new.items():
        before = old.get(key)
        if before and before[0] != meanings and before[1] == level and (key[0], key[1], before[0]) not in done:
            done.add((key[0], key[1], before[0]))
            lines.append("\t".join([key[0], key[1], level, before[0], meanings]))
    with open(output, "w", encoding="utf-8") as out:
        out.write("// Generated by scripts/make-level-corrections.py from two builds' Data/BundledLevelWords.swift\n")
        out.write("// (see Data/README.md). Do not edit by hand.\n\n")
        out.write("/// Bundled N4-N1 rows whose meanings were corrected after a build shipped them: a gloss of another word\n")
        out.write("/// written alike, or a part-of-speech tag. `word<TAB>reading<TAB>level<TAB>shipped<TAB>corrected`.\n")
        out.write("public enum BundledLevelCorrections {\n")
        out.write("    /// A header line, then one line per corrected row.\n")
        out.write('    public static let text: StaticString = #"""\n')
        out.write("\n".join(lines) + "\n")
        out.write('"""#\n\n')
        out.write("    /// Rows whose reading EDICT does not know for the written form, corrected or dropped: a header line, then\n")
        out.write("    /// `word<TAB>shipped reading<TAB>level<TAB>reading now` lines (the last field empty: the row was dropped).\n")
        out.write('    public static let readingsText: StaticString = #"""\n')
        out.write("word\tshipped\tlevel\treading\n")
        out.write("".join("\t".join([w, r, lv, now]) + "\n" for (w, r, lv), now in readings))
        out.write('"""#\n}\n')
    print(f"{len(lines) - 1} corrected rows and {len(readings)} readings written to {output}", file=sys.stderr)


if __name__ == "__main__":
    if len(sys.argv) == 6:
        # The N5 lists joined to the levels': an N5 row is read first, as a word listed at N5 and N4 is N5's.
        main(sys.argv[4] + "+" + sys.argv[1], sys.argv[5] + "+" + sys.argv[2], sys.argv[3])
    else:
        main(*sys.argv[1:4])
