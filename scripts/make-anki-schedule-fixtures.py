#!/usr/bin/env python3
"""Makes Anki packages with a real schedule, studied day by day by Anki's own backend (PyPI anki 26.9.3),
and what Anki says each card's due day is, for the schedule tests of Tests/KuchiTransferTests/Fixtures.

    python3 -m venv /tmp/anki-venv && /tmp/anki-venv/bin/pip install anki==26.9.3   # and: apt-get install faketime
    /tmp/anki-venv/bin/python scripts/make-anki-schedule-fixtures.py Tests/KuchiTransferTests/Fixtures

Each study day runs in its own process under faketime (Anki's backend takes the time from the system clock),
so the answers, intervals, FSRS memory and review log are Anki's own. Writes, for FSRS on and off:
anki-studied-fsrs.apkg / anki-studied-sm2.apkg (60 days of study of 150 notes, a Recognition and a Production
card each, 4 new cards a day, a sitting each morning and some late at night, the last one cut short so that
some cards are in their learning steps; 5 notes suspended whole and 5 with only their Production card suspended) and anki-studied-fsrs.json / anki-studied-sm2.json: per card, the word, the kind of
Kuchi card it becomes, Anki's state, its due day (the study day's date, Anki's own count from `col.sched.today`)
or due time, and Anki's FSRS stability and difficulty.
"""
import datetime
import json
import os
import random
import shutil
import subprocess
import sys
import tempfile
import time

DAY = 86_400
START = 1_767_225_600  # 2026-01-01 00:00 UTC
DAYS = 60
NOTES = 150
KANJI = {"日": "にち", "月": "げつ", "火": "か", "水": "すい", "木": "もく", "金": "きん", "土": "ど", "山": "さん",
         "川": "せん", "田": "でん", "人": "じん", "口": "こう", "目": "もく", "耳": "じ", "手": "しゅ", "足": "そく",
         "力": "りょく", "雨": "う", "花": "か", "草": "そう"}


def words():
    kanji = list(KANJI)
    pairs = [(a, b) for a in kanji for b in kanji if a != b]
    random.Random(7).shuffle(pairs)
    return [(a + b, KANJI[a] + KANJI[b], f"made-up word {n}") for n, (a, b) in enumerate(pairs[:NOTES])]


def open_collection(folder):
    from anki.collection import Collection
    return Collection(os.path.join(folder, "collection.anki2"))


def create(folder, variant):
    col = open_collection(folder)
    col.set_config("fsrs", variant == "fsrs")
    models = col.models
    model = models.new("Japanese Vocab")
    for name in ("Expression", "Reading", "Meaning"):
        models.add_field(model, models.new_field(name))
    for name, front, back in (("Recognition", "{{Expression}}", "{{Reading}}<br>{{Meaning}}"),
                              ("Production", "{{Meaning}}", "{{Expression}} {{Reading}}")):
        template = models.new_template(name)
        template["qfmt"], template["afmt"] = front, "{{FrontSide}}<hr id=answer>" + back
        models.add_template(model, template)
    models.add(model)
    model = models.by_name("Japanese Vocab")
    deck = col.decks.id("Japanese::Studied")
    config = col.decks.config_dict_for_deck_id(deck)
    config["new"]["perDay"] = 4
    col.decks.save(config)
    for text, reading, meaning in words():
        note = col.new_note(model)
        note["Expression"], note["Reading"], note["Meaning"] = text, reading, meaning
        col.add_note(note, deck)
    col.close()


def study(folder, seed, limit=400, ratings=None):
    col = open_collection(folder)
    from anki.scheduler.v3 import CardAnswer
    col.decks.select(col.decks.id("Japanese::Studied"))
    rng = random.Random(seed)
    ratings = ratings or [CardAnswer.AGAIN] * 15 + [CardAnswer.HARD] * 10 + [CardAnswer.GOOD] * 65 + [CardAnswer.EASY] * 10
    for _ in range(limit):
        queued = col.sched.get_queued_cards(fetch_limit=1)
        if not queued.cards:
            break
        card = col.get_card(queued.cards[0].card.id)
        card.start_timer()
        states = queued.cards[0].states
        col.sched.answer_card(col.sched.build_answer(card=card, states=states, rating=rng.choice(ratings)))
    col.close()


def finish(folder, variant, out):
    from anki.collection import DeckIdLimit, ExportAnkiPackageOptions
    col = open_collection(folder)
    notes = col.db.list("select id from notes order by id")
    whole = [cid for nid in notes[10:15] for cid in col.db.list("select id from cards where nid = ?", nid)]
    production = [col.db.scalar("select id from cards where nid = ? and ord = 1", nid) for nid in notes[20:25]]
    col.sched.suspend_cards(whole + production)
    today = col.sched.today
    now = datetime.datetime.fromtimestamp(int(time.time()), datetime.timezone.utc)
    rollover = col.get_config("rollover", 4)
    today_date = (now - datetime.timedelta(hours=rollover)).date()
    cards = []
    for cid, nid, ord_, ctype, queue, due, ivl, data in col.db.all(
            "select id, nid, ord, type, queue, due, ivl, data from cards order by id"):
        note = col.get_note(nid)
        memory = json.loads(data) if data else {}
        entry = {"text": note["Expression"], "reading": note["Reading"], "kind": "recognition" if ord_ == 0 else "writing",
                 "type": ctype, "queue": queue, "interval": ivl, "suspended": queue == -1,
                 "stability": memory.get("s"), "difficulty": memory.get("d")}
        if ctype in (1, 3) and due > 1_000_000_000:
            entry["due_time"] = due
        elif ctype != 0:
            entry["due_day"] = (today_date + datetime.timedelta(days=due - today)).isoformat()
        cards.append(entry)
    deck = col.decks.id("Japanese::Studied")
    options = ExportAnkiPackageOptions(with_scheduling=True, with_deck_configs=True, with_media=False, legacy=False)
    col.export_anki_package(out_path=os.path.join(out, f"anki-studied-{variant}.apkg"), options=options, limit=DeckIdLimit(deck))
    with open(os.path.join(out, f"anki-studied-{variant}.json"), "w") as file:
        json.dump({"exported_at": now.isoformat(), "rollover": rollover, "cards": cards}, file, ensure_ascii=False, indent=0)
        file.write("\n")
    col.close()


def at(seconds, *arguments):
    subprocess.run(["faketime", f"@{seconds}", sys.executable, __file__, *arguments], check=True,
                   env=dict(os.environ, TZ="UTC"))


def main():
    if len(sys.argv) > 2 and sys.argv[1] in ("create", "study", "finish"):
        command, rest = sys.argv[1], sys.argv[2:]
        {"create": lambda: create(*rest), "study": lambda: study(rest[0], int(rest[1]), int(rest[2]) if len(rest) > 2 else 400),
         "finish": lambda: finish(*rest)}[command]()
        return
    out = os.path.abspath(sys.argv[1])
    for variant in ("fsrs", "sm2"):
        folder = tempfile.mkdtemp()
        try:
            at(START + 8 * 3600, "create", folder, variant)
            for day in range(DAYS):
                at(START + day * DAY + 9 * 3600 + (day * 977) % 3600, "study", folder, str(day))
                if day % 3 == 1:   # a late sitting: the next calendar day counts as the same study day
                    at(START + day * DAY + 23 * 3600 + 1800, "study", folder, str(1000 + day))
            # The last morning's first 16 answers, then the export: some cards are left in their steps.
            at(START + DAYS * DAY + 9 * 3600, "study", folder, "2000", "16")
            at(START + DAYS * DAY + 9 * 3600 + 120, "finish", folder, variant, out)
        finally:
            shutil.rmtree(folder, ignore_errors=True)


if __name__ == "__main__":
    main()
