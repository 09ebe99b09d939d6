#!/usr/bin/env python3
"""Grows a real Anki collection with Anki's own backend (PyPI anki 26.9.3) under a moving clock, exports it every way
Anki can, and checks that Kuchi imports what Anki counts. A tool, not a test: no test needs it (or faketime).

    python3 -m venv ~/.cache/kuchi/anki-venv && ~/.cache/kuchi/anki-venv/bin/pip install anki==26.9.3
    apt-get install faketime
    ~/.cache/kuchi/anki-venv/bin/python scripts/make-anki-grown-collection.py OUT [--kuchi .build/debug/kuchi]

Each step runs in its own process under faketime (Anki's backend reads the system clock), in UTC: a collection of
NOTES vocabulary notes (Recognition and Production cards; most with a [sound:…] the media folder holds, some with an
<img>) studied every morning for DAYS days with siblings buried as Anki's options say, and every fifth day some
chores: cards buried by hand, a note suspended whole, a Production card alone, a note's meaning edited. The last
morning buries a few cards by hand an hour before the export. OUT then holds grown-legacy.apkg, grown-latest.apkg,
grown-no-scheduling.apkg, grown-no-media.apkg, grown.colpkg and grown-counts.json (Anki's own counts at the export).
With --kuchi, each package is imported into a new bank by that binary, and the words, the answers, the no-media line
and the cards buried on the export's day (none due at the export; due 3 days later as their own due day says, as
Anki, opened then, has them) are compared with Anki's counts; it exits 1 on a difference. `check OUT KUCHI` checks
packages made before again.
"""
import datetime
import json
import os
import random
import shutil
import sqlite3
import subprocess
import sys
import tempfile

DAY = 86_400
START = 1_767_225_600  # 2026-01-01 00:00 UTC
DAYS = 30
NOTES = 80
KANJI = "日月火水木金土山川田人口目耳手足力雨花草"
EXPORT = START + DAYS * DAY + 10 * 3600  # the last morning, 10:00 UTC


def collection(folder):
    from anki.collection import Collection
    return Collection(os.path.join(folder, "collection.anki2"))


def create(folder):
    col = collection(folder)
    models = col.models
    model = models.new("Japanese Vocab")
    for name in ("Expression", "Reading", "Meaning", "Audio"):
        models.add_field(model, models.new_field(name))
    for name, front, back in (("Recognition", "{{Expression}}", "{{Reading}}<br>{{Meaning}}{{Audio}}"),
                              ("Production", "{{Meaning}}", "{{Expression}} {{Reading}}")):
        template = models.new_template(name)
        template["qfmt"], template["afmt"] = front, "{{FrontSide}}<hr id=answer>" + back
        models.add_template(model, template)
    models.add(model)
    model = models.by_name("Japanese Vocab")
    deck = col.decks.id("Japanese::Grown")
    config = col.decks.config_dict_for_deck_id(deck)
    config["new"]["perDay"] = 6
    config["new"]["bury"] = True   # siblings of a card answered today wait for tomorrow
    config["rev"]["bury"] = True
    col.decks.save(config)
    pairs = [(a, b) for a in KANJI for b in KANJI if a != b]
    random.Random(11).shuffle(pairs)
    for number, (a, b) in enumerate(pairs[:NOTES]):
        note = col.new_note(model)
        note["Expression"], note["Reading"], note["Meaning"] = a + b, "よみ" + "あいうえおかきくけこ"[number % 10] * (1 + number // 10), f"grown word {number}"
        if number % 3 != 2:
            name = f"w{number}.mp3"
            with open(os.path.join(col.media.dir(), name), "wb") as file:
                file.write(b"ID3 not really audio " + name.encode())
            note["Audio"] = f"[sound:{name}]"
        elif number % 2 == 0:
            note["Audio"] = f'<img src="w{number}.jpg">'
        col.add_note(note, deck)
    col.close()


def study(folder, seed, limit):
    col = collection(folder)
    from anki.scheduler.v3 import CardAnswer   # after anki.collection, which it needs loaded first
    col.decks.select(col.decks.id("Japanese::Grown"))
    rng = random.Random(seed)
    ratings = [CardAnswer.AGAIN] * 15 + [CardAnswer.HARD] * 10 + [CardAnswer.GOOD] * 65 + [CardAnswer.EASY] * 10
    for _ in range(limit):
        queued = col.sched.get_queued_cards(fetch_limit=1)
        if not queued.cards:
            break
        card = col.get_card(queued.cards[0].card.id)
        card.start_timer()
        col.sched.answer_card(col.sched.build_answer(card=card, states=queued.cards[0].states, rating=rng.choice(ratings)))
    col.close()


def chores(folder, seed):
    col = collection(folder)
    rng = random.Random(seed)
    notes = col.db.list("select id from notes order by id")
    reviewed = col.db.list("select id from cards where queue = 2 order by id")
    col.sched.bury_cards(rng.sample(reviewed, min(3, len(reviewed))), manual=True)
    col.sched.suspend_cards(col.db.list("select id from cards where nid = ?", rng.choice(notes)))
    col.sched.suspend_cards([col.db.scalar("select id from cards where nid = ? and ord = 1", rng.choice(notes))])
    note = col.get_note(rng.choice(notes))
    note["Meaning"] = note["Meaning"] + "; edited"
    col.update_note(note)
    col.close()


def bury_some(folder):
    col = collection(folder)
    due = col.db.list("select id from cards where queue = 2 and due <= ? order by id", col.sched.today)
    col.sched.bury_cards(due[:4], manual=True)
    col.close()


def finish(folder, out):
    from anki.collection import DeckIdLimit, ExportAnkiPackageOptions
    col = collection(folder)
    today = col.sched.today
    db = col.db
    counts = {
        "exported_at": EXPORT,
        "notes": db.scalar("select count() from notes"),
        "cards": db.scalar("select count() from cards"),
        "graded_reviews": db.scalar("select count() from revlog where ease between 1 and 4"),
        "suspended_cards": db.scalar("select count() from cards where queue = -1"),
        "buried_cards": db.scalar("select count() from cards where queue in (-2, -3)"),
        "notes_with_media": db.scalar("select count() from notes where flds like '%[sound:%' or flds like '%<img%'"),
        "media_files": len(os.listdir(col.media.dir())),
        "due_now": db.scalar("select count() from cards where (queue in (2, 3) and due <= ?) or (queue = 1 and due <= ?)",
                             today, EXPORT),
        # Cards in review buried today: not due before tomorrow in Anki, due again once their own day has come.
        "buried_reviews": [{"text": col.get_note(nid)["Expression"], "kind": "recognition" if ord_ == 0 else "writing",
                            "queue": queue, "due_in_days": due - today}
                           for nid, ord_, queue, due in db.all("select nid, ord, queue, due from cards where queue in (-2, -3) "
                                                              "and type = 2 order by id")],
    }
    deck = DeckIdLimit(col.decks.id("Japanese::Grown"))
    for name, scheduling, media, legacy in (("legacy", True, True, True), ("latest", True, True, False),
                                            ("no-scheduling", False, True, False), ("no-media", True, False, False)):
        options = ExportAnkiPackageOptions(with_scheduling=scheduling, with_deck_configs=scheduling, with_media=media, legacy=legacy)
        col.export_anki_package(out_path=os.path.join(out, f"grown-{name}.apkg"), options=options, limit=deck)
    col.export_collection_package(os.path.join(out, "grown.colpkg"), include_media=True, legacy=False)   # closes it
    with open(os.path.join(out, "grown-counts.json"), "w") as file:
        json.dump(counts, file, ensure_ascii=False, indent=1)
        file.write("\n")


def at(seconds, *arguments):
    subprocess.run(["faketime", f"@{seconds}", sys.executable, __file__, *arguments], check=True, env=dict(os.environ, TZ="UTC"))


def check(out, kuchi):
    """Imports each package into a new bank at the export's time; returns the differences from Anki's counts."""
    counts = json.load(open(os.path.join(out, "grown-counts.json"), encoding="utf-8"))
    now = datetime.datetime.fromtimestamp(counts["exported_at"], datetime.timezone.utc).isoformat()
    env = dict(os.environ, TZ="UTC", KUCHI_NOW=now, KUCHI_NOW_FROZEN="1")
    problems = []
    for package in ("grown-legacy.apkg", "grown-latest.apkg", "grown-no-scheduling.apkg", "grown-no-media.apkg", "grown.colpkg"):
        scratch = tempfile.mkdtemp()
        try:
            bank = os.path.join(scratch, "kuchi.sqlite")
            run = subprocess.run([kuchi, "--database", bank, "import", "--name", "Anki", os.path.join(out, package)],
                                 capture_output=True, text=True, env=env)
            if run.returncode != 0:
                problems.append(f"{package}: exit {run.returncode}: {run.stderr.strip()}")
                continue
            db = sqlite3.connect(bank)
            words = db.execute("select count(distinct word_id) from word_source where deck like 'Japanese%'").fetchone()[0]
            answers = db.execute("select count() from answer").fetchone()[0]
            export_ms = counts["exported_at"] * 1000
            def buried_due(at_ms):
                return sum(db.execute("select count() from card c join word w on w.id = c.word_id where w.text = ? and c.kind = ? "
                                      "and c.due_ms <= ?", (card["text"], 0 if card["kind"] == "recognition" else 2, at_ms)).fetchone()[0]
                           for card in counts["buried_reviews"])
            at_export, later = buried_due(counts["exported_at"] * 1000), buried_due((counts["exported_at"] + 3 * DAY) * 1000)
            db.close()
            scheduled = package != "grown-no-scheduling.apkg"
            found = {"words": (words, counts["notes"]),
                     "answers": (answers, counts["graded_reviews"] if scheduled else 0),
                     "buried cards due at the export": (at_export, 0),
                     "buried cards due 3 days after it": (later, sum(card["due_in_days"] <= 3 for card in counts["buried_reviews"])
                                                          if scheduled else 0),
                     "no-media line": ("has no media files" in run.stdout,
                                       package == "grown-no-media.apkg" and counts["notes_with_media"] > 0)}
            for what, (kuchi_count, anki_count) in found.items():
                status = "ok" if kuchi_count == anki_count else "DIFFERS"
                print(f"{package}: {what}: Kuchi {kuchi_count}, Anki {anki_count} ({status})")
                if kuchi_count != anki_count:
                    problems.append(f"{package}: {what}: Kuchi {kuchi_count}, Anki {anki_count}")
        finally:
            shutil.rmtree(scratch, ignore_errors=True)
    return problems


def main():
    steps = {"create": lambda rest: create(rest[0]), "study": lambda rest: study(rest[0], int(rest[1]), int(rest[2])),
             "chores": lambda rest: chores(rest[0], int(rest[1])), "bury": lambda rest: bury_some(rest[0]),
             "finish": lambda rest: finish(rest[0], rest[1]),
             "check": lambda rest: sys.exit("\n".join(check(os.path.abspath(rest[0]), os.path.abspath(rest[1]))) or None)}
    if len(sys.argv) > 2 and sys.argv[1] in steps:
        steps[sys.argv[1]](sys.argv[2:])
        return
    if len(sys.argv) not in (2, 4) or (len(sys.argv) == 4 and sys.argv[2] != "--kuchi"):
        sys.exit(__doc__)
    out = os.path.abspath(sys.argv[1])
    os.makedirs(out, exist_ok=True)
    folder = tempfile.mkdtemp()
    try:
        at(START + 8 * 3600, "create", folder)
        for day in range(DAYS):
            at(START + day * DAY + 9 * 3600 + (day * 977) % 3600, "study", folder, str(day), "200")
            if day % 5 == 4:
                at(START + day * DAY + 20 * 3600, "chores", folder, str(day))
        at(START + DAYS * DAY + 9 * 3600, "study", folder, "1000", "12")
        at(EXPORT - 3600, "bury", folder)
        at(EXPORT, "finish", folder, out)
    finally:
        shutil.rmtree(folder, ignore_errors=True)
    print(open(os.path.join(out, "grown-counts.json"), encoding="utf-8").read().split('"buried_reviews"')[0].rstrip(", \n") + "\n}")
    if len(sys.argv) == 4:
        problems = check(out, os.path.abspath(sys.argv[3]))
        if problems:
            sys.exit("\n".join(problems))


if __name__ == "__main__":
    main()
