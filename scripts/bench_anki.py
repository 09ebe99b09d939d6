"""Kuchi beside Anki's own backend (PyPI anki) on one package, for scripts/bench-anki (which installs anki,
builds Kuchi in release mode and makes the package first).

    bench_anki.py PACKAGE NOTES WORK BUILD_FOLDER ROUNDS   prints the Markdown table of docs/benchmarks.md
    bench_anki.py --table NOTES LOG WHEN                   the table again from the rounds in a run's log

Each round, in turn: Anki imports the package into an empty collection and `kuchi import` into a new bank, then
into a copy of a bank made beforehand by a first start, as Anki's collection is (and the sqlite3 shell writes the
same rows, the floor); both files are measured; the due counts are taken
by turns; then answer -> next card on each side, first as each ships (fsync on), then both on copies in a RAM disk
(/dev/shm: a sync costs nothing there; eatmydata's preloaded library, used before, cannot reach the sync calls of a
statically linked kuchi). Figures are the medians of the rounds; each ratio is the median of the rounds' ratios.
"""
import json
import os
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from datetime import datetime, timezone

from anki.collection import Collection, ImportAnkiPackageOptions, ImportAnkiPackageRequest  # first: anki's modules import it
from anki.cards import Card
from anki.scheduler.v3 import CardAnswer

ANSWERS = 1000   # answer -> next card samples per side and round (300 left the p50 of one binary between 0.14 and 0.23 ms from run to run)
DUE_RUNS = 11   # due counts per side and round
LEARNER = "bench"


def anki_import(package, collection_path):
    """Seconds Anki's backend takes to import the package: its import alone, and with the new empty collection it
    creates first (its counterpart of Kuchi's new bank), each timed inside Python."""
    created = time.perf_counter()
    col = Collection(collection_path)
    start = time.perf_counter()
    col.import_anki_package(ImportAnkiPackageRequest(package_path=package, options=ImportAnkiPackageOptions(
        with_scheduling=True, with_deck_configs=True)))
    elapsed = time.perf_counter() - start
    with_collection = time.perf_counter() - created
    # Reviews a day: 9,999 (as Kuchi's side is given), so the answers below never run out of due cards.
    config = col.decks.config_dict_for_deck_id(col.decks.id_for_name("Bench"))
    config["rev"]["perDay"] = 9999
    col.decks.update_config(config)
    col.close()
    return elapsed, with_collection


def anki_due(collection_path):
    """Seconds to open the collection and build its deck tree with due counts (`deck_due_tree`)."""
    start = time.perf_counter()
    col = Collection(collection_path)
    col.sched.deck_due_tree()
    elapsed = time.perf_counter() - start
    col.close()
    return elapsed


def anki_answers(collection_path, count):
    """Seconds of each answer (Good) and the next card with its states, as Anki's reviewer asks for them."""
    col = Collection(collection_path)
    col.decks.select(col.decks.id_for_name("Bench"))   # the package's deck (Anki's queue is the current deck's)
    sched = col.sched
    samples = []
    queued = sched.get_queued_cards()
    while len(samples) < count and queued.cards:
        top = queued.cards[0]
        card = Card(col, backend_card=top.card)
        card.start_timer()
        start = time.perf_counter()
        sched.answer_card(sched.build_answer(card=card, states=top.states, rating=CardAnswer.GOOD))
        queued = sched.get_queued_cards()
        samples.append(time.perf_counter() - start)
    col.close()
    return samples


def in_memory_copy(path):
    """A copy of the database `path` (with its -wal and -shm) in a new folder of the RAM disk, where a sync costs
    nothing; the caller removes the folder."""
    folder = tempfile.mkdtemp(dir="/dev/shm")
    for suffix in ("", "-wal", "-shm"):
        if os.path.exists(path + suffix):
            shutil.copyfile(path + suffix, os.path.join(folder, os.path.basename(path) + suffix))
    return folder, os.path.join(folder, os.path.basename(path))


def child_answers(collection_path, count):
    """anki_answers in a child process, as Kuchi's side runs in one."""
    command = [sys.executable, __file__, "--answers", collection_path, str(count)]
    return json.loads(subprocess.run(command, check=True, capture_output=True, text=True).stdout)


def kuchi_answers(build, bank, count):
    command = [os.path.join(build, "kuchi-bench"), "--answer-next", bank, LEARNER, str(count)]
    return json.loads(subprocess.run(command, check=True, capture_output=True, text=True).stdout)


def timed(command, **options):
    start = time.perf_counter()
    subprocess.run(command, check=True, stdout=subprocess.DEVNULL, **options)
    return time.perf_counter() - start


def file_size(path):
    return sum(os.path.getsize(p) for p in (path, path + "-wal") if os.path.exists(p))


def floor_seconds(build, bank, work):
    """The least SQLite needs to store what `kuchi import` stored: the same words (with their search index and
    sources), learner, sessions, answers and cards copied by the sqlite3 shell with INSERT ... SELECT into a new
    bank, in one transaction, with the import's pragmas; only the inserts and the commit are timed."""
    floor = os.path.join(work, "floor.sqlite")
    for leftover in (floor, floor + "-wal", floor + "-shm"):
        if os.path.exists(leftover):
            os.remove(leftover)
    subprocess.run([os.path.join(build, "kuchi"), "--database", floor, "--name", "Floor"], input=":quit\n", text=True,
                   check=True, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    script = f"""
PRAGMA foreign_keys = ON; PRAGMA cache_size = -65536; PRAGMA temp_store = MEMORY;
ATTACH '{bank}' AS k;
CREATE TEMP TABLE w AS SELECT * FROM k.word WHERE id NOT IN (SELECT id FROM main.word);
CREATE TEMP TABLE ws AS SELECT * FROM k.word_source WHERE word_id IN (SELECT id FROM temp.w);
CREATE TEMP TABLE a AS SELECT * FROM k.answer;
CREATE TEMP TABLE c AS SELECT * FROM k.card;
DELETE FROM main.profile;
.timer on
BEGIN IMMEDIATE;
INSERT INTO word SELECT * FROM temp.w;
INSERT INTO word_source SELECT * FROM temp.ws;
INSERT INTO word_search (rowid, text, reading) SELECT id, text, reading FROM temp.w;
INSERT INTO word_meaning_search (rowid, meanings) SELECT id, meanings FROM temp.w;
INSERT INTO profile SELECT * FROM k.profile;
INSERT INTO session SELECT * FROM k.session;
INSERT INTO answer SELECT * FROM temp.a;
INSERT INTO card SELECT * FROM temp.c;
COMMIT;
"""
    output = subprocess.run(["sqlite3", floor], input=script, text=True, check=True, capture_output=True).stdout
    return sum(float(line.split()[3]) for line in output.splitlines() if line.startswith("Run Time:"))


def existing_bank(build, work):
    """A bank as a learner's first start leaves it (its set-up and built-in words, the learner named, `:quit` at once),
    made once; each round imports into a copy of it, as Anki imports into an empty collection made beforehand."""
    bank = os.path.join(work, "existing.sqlite")
    if not os.path.exists(bank):
        subprocess.run([os.path.join(build, "kuchi"), "--database", bank, "--name", LEARNER], input=":quit\n", text=True,
                       check=True, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    return bank


def kuchi_import_existing(build, work, package, number):
    """Seconds of the whole `kuchi import` process into a copy of ``existing_bank`` (its backup before the import
    included); the copy is removed."""
    bank = os.path.join(work, f"kuchi-existing-{number}.sqlite")
    shutil.copyfile(existing_bank(build, work), bank)
    elapsed = timed([os.path.join(build, "kuchi"), "import", "--database", bank, "--name", LEARNER, package])
    for leftover in (bank, bank + "-wal", bank + "-shm"):
        if os.path.exists(leftover):
            os.remove(leftover)
    for folder in (bank + ".backups", bank + ".media"):
        shutil.rmtree(folder, ignore_errors=True)
    return elapsed


def one_round(package, work, build, number):
    collection = os.path.join(work, f"anki-{number}.anki2")
    bank = os.path.join(work, f"kuchi-{number}.sqlite")
    result = {}
    result["anki_import"], result["anki_import_new"] = anki_import(package, collection)
    result["kuchi_import"] = timed([os.path.join(build, "kuchi"), "import", "--database", bank, "--name", LEARNER, package])
    result["kuchi_import_existing"] = kuchi_import_existing(build, work, package, number)
    result["floor"] = floor_seconds(build, bank, work)
    result["anki_size"], result["kuchi_size"] = file_size(collection), file_size(bank)
    anki_due_runs, kuchi_due_runs = [], []
    for _ in range(DUE_RUNS):   # by turns, so a slow moment of the machine slows both alike
        anki_due_runs.append(anki_due(collection))
        kuchi_due_runs.append(timed([os.path.join(build, "kuchi"), "due", "--database", bank]))
    result["anki_due"], result["kuchi_due"] = statistics.median(anki_due_runs), statistics.median(kuchi_due_runs)
    inside = subprocess.run([os.path.join(build, "kuchi-bench"), "--due", bank, LEARNER, str(DUE_RUNS)], check=True,
                            capture_output=True, text=True).stdout
    result["kuchi_due_inside"] = json.loads(inside)["median"]
    for no_sync in (False, True):
        key = "nosync" if no_sync else "sync"
        if no_sync:
            anki_folder, anki_path = in_memory_copy(collection)
            kuchi_folder, kuchi_path = in_memory_copy(bank)
            anki, kuchi = child_answers(anki_path, ANSWERS), kuchi_answers(build, kuchi_path, ANSWERS)
            shutil.rmtree(anki_folder)
            shutil.rmtree(kuchi_folder)
        else:
            anki, kuchi = child_answers(collection, ANSWERS), kuchi_answers(build, bank, ANSWERS)
        result[f"anki_answer_{key}"] = statistics.median(anki)
        result[f"anki_answer_{key}_p99"] = sorted(anki)[int(len(anki) * 0.99) - 1]
        result[f"kuchi_answer_{key}"], result[f"kuchi_answer_{key}_p99"] = kuchi["p50"], kuchi["p99"]
    for path in (collection, bank):
        for leftover in (path, path + "-wal", path + "-shm"):
            if os.path.exists(leftover):
                os.remove(leftover)
    return result


def markdown(rounds, notes, reviews, when):
    med = {key: statistics.median(r[key] for r in rounds) for key in rounds[0]}

    def ms(value):
        return f"{value * 1e3:.2f} ms"

    def mib(value):
        return f"{value / 1048576:.1f} MiB"

    def row(what, anki, kuchi, unit, target, limit):
        # The ratio of each round, Anki and Kuchi measured by turns in it, then their median: a quiet or busy
        # moment of the disk moves both sides of one round, not the medians of the two columns alike.
        ratio = statistics.median(r[kuchi] / r[anki] for r in rounds)
        verdict = "" if limit is None else ("✅ met" if ratio <= limit else "❌ missed")
        return f"| {what} | {unit(med[anki])} | {unit(med[kuchi])} | {ratio:.2f}× | {target} | {verdict} |"

    sqlite = subprocess.run(["sqlite3", ":memory:", "select sqlite_version()"], capture_output=True, text=True).stdout.strip()
    cpu = next((line.split(":", 1)[1].strip() for line in open("/proc/cpuinfo") if line.startswith("model name")), "?")
    lines = [
        f"Measured {when} on {os.cpu_count()} cores of {cpu}, SQLite {sqlite}, with `scripts/bench-anki {notes}` "
        f"(release build, Anki 26.9.3's backend from PyPI): one package of {notes:,} notes, {2 * notes:,} cards, "
        f"{reviews:,} reviews; {len(rounds)} interleaved rounds: the medians of the rounds, and the median of each "
        "round's ratio.",
        "",
        "| what | Anki | Kuchi | Kuchi ÷ Anki | target | |",
        "|---|---|---|---|---|---|",
        row("answer → next card, p50 (Anki: `answer_card` + `get_queued_cards`; Kuchi: grade + next card with its "
            "previews, as a review session), each as it ships (fsync on)", "anki_answer_sync", "kuchi_answer_sync", ms,
            "≤ 1.0×", 1.0),
        row("the same with syncs costing nothing for both (copies on a RAM disk, /dev/shm)", "anki_answer_nosync", "kuchi_answer_nosync", ms, "≤ 1.0×", 1.0),
        row("answer → next card, p99 (fsync on)", "anki_answer_sync_p99", "kuchi_answer_sync_p99", ms, "—", None),
        row("due counts (Anki: open + `deck_due_tree`, in its Python process; Kuchi: the whole `kuchi due` process)",
            "anki_due", "kuchi_due", ms, "≤ 2×", 2.0),
        row("due counts, both inside their process (Kuchi: open the bank + `dueForecast`, `kuchi-bench --due`)",
            "anki_due", "kuchi_due_inside", ms, "—", None),
        row("file after the import (Anki's collection; Kuchi's bank with its 8,000 built-in words)", "anki_size",
            "kuchi_size", mib, "≤ 1.2×", 1.2),
        row(".apkg import (Anki: its import alone, timed inside Python; Kuchi: the whole `kuchi import` process, "
            "a new bank included)", "anki_import", "kuchi_import", lambda v: f"{v:.2f} s", "≤ 1.0× (goal 0.5×)", 1.0),
    ]
    if "kuchi_import_existing" in rounds[0]:   # logged since 2026-12-02
        lines.append(row(".apkg import into a bank made beforehand, as Anki's collection is (Kuchi: the whole `kuchi import` "
                         "process into a copy of the bank a first start of `kuchi` leaves, its built-in words and learner; "
                         "its backup before the import included)", "anki_import", "kuchi_import_existing",
                         lambda v: f"{v:.2f} s", "—", None))
    if "anki_import_new" in rounds[0]:   # logged since 2026-12-01
        lines.append(row(".apkg import, Anki's new empty collection included (`Collection()` on a new path, its counterpart "
                         "of Kuchi's new bank; Kuchi: the same process)", "anki_import_new", "kuchi_import",
                         lambda v: f"{v:.2f} s", "—", None))
    lines += [
        row("the floor: the `sqlite3` shell writing the rows Kuchi stored into a new bank (`INSERT … SELECT`, one "
            "transaction; Kuchi column: the floor)", "anki_import", "floor", lambda v: f"{v:.2f} s", "—", None),
    ]
    return "\n".join(lines)


def main(package, notes, work, build, rounds):
    results = []
    for number in range(rounds):
        print(f"Round {number + 1} of {rounds}…", file=sys.stderr)
        results.append(one_round(package, work, build, number))
        print(json.dumps(results[-1]), file=sys.stderr)
    print(markdown(results, notes, notes * 10, datetime.now(timezone.utc).strftime("%Y-%m-%dT%H:%M:%SZ")))


if __name__ == "__main__":
    if len(sys.argv) == 4 and sys.argv[1] == "--answers":
        print(json.dumps(anki_answers(sys.argv[2], int(sys.argv[3]))))
    elif len(sys.argv) == 5 and sys.argv[1] == "--table":
        # The table again from the rounds a run logged (one JSON object a line), measured at the time given.
        logged = [json.loads(line) for line in open(sys.argv[3]) if line.startswith("{")]
        print(markdown(logged, int(sys.argv[2]), int(sys.argv[2]) * 10, sys.argv[4]))
    elif len(sys.argv) == 6:
        main(sys.argv[1], int(sys.argv[2]), sys.argv[3], sys.argv[4], int(sys.argv[5]))
    else:
        sys.exit(__doc__)
