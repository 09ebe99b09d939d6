#!/usr/bin/env python3
"""Makes the Anki package fixtures of Tests/KuchiTransferTests/Fixtures with Anki's own backend.

    python3 -m venv /tmp/anki-venv && /tmp/anki-venv/bin/pip install anki==26.9.3
    /tmp/anki-venv/bin/python scripts/make-anki-fixtures.py Tests/KuchiTransferTests/Fixtures

Writes anki-legacy.apkg and anki-current.apkg (one deck tree, with scheduling), anki-legacy.colpkg and
anki-current.colpkg (the whole collection), anki-shared-decks.apkg (note types shaped like popular shared
decks), and the bad packages the importer must refuse.
With --long-fields FOLDER, writes only anki-long-fields.apkg (a meaning with a note of 3,000 characters after its
HTML) and anki-field-2mb.apkg (a field of 2 MB).
With --basic-reversed FOLDER, writes only anki-basic-reversed.apkg (Anki's stock "Basic (and reversed card)" notes
whose forward and reversed cards each have their own review history and schedule).
With --without-media FOLDER, writes only anki-legacy-without-media.apkg and anki-current-without-media.apkg: the
deck tree of anki-legacy.apkg exported with "Include media" unticked (its notes name sounds and an image the package lacks).
With --bench N PATH, writes instead one package of N notes and 10 reviews each, every card in review (for
scripts/bench-anki).
"""
import json
import os
import sqlite3
import sys
import tempfile
import zipfile

from anki.collection import Collection, DeckIdLimit, ExportAnkiPackageOptions

DAY_MS = 86_400_000
START_MS = 1_767_225_600_000  # 2026-01-01 00:00 UTC


def vocab_notetype(col):
    """A vocabulary note type: Expression, Reading, Meaning, Audio; a card that shows the Japanese
    (Recognition) and one that asks for it (Production)."""
    models = col.models
    model = models.new("Japanese Vocab")
    for name in ("Expression", "Reading", "Meaning", "Audio"):
        models.add_field(model, models.new_field(name))
    recognition = models.new_template("Recognition")
    recognition["qfmt"] = "{{Expression}}"
    recognition["afmt"] = "{{FrontSide}}<hr id=answer>{{Reading}}<br>{{Meaning}}{{Audio}}"
    models.add_template(model, recognition)
    production = models.new_template("Production")
    production["qfmt"] = "{{Meaning}}"
    production["afmt"] = "{{FrontSide}}<hr id=answer>{{Expression}} {{Reading}}"
    models.add_template(model, production)
    models.add(model)
    return models.by_name("Japanese Vocab")


def add(col, model, deck, fields, tags):
    note = col.new_note(model)
    for key, value in fields.items():
        note[key] = value
    note.tags = tags
    col.add_note(note, deck)
    return note


def review(col, card_id, reviews):
    """Writes a review log for a card: (day, ease) pairs, each answered at 09:00 UTC of that day."""
    for number, (day, ease) in enumerate(reviews):
        review_id = START_MS + day * DAY_MS + 9 * 3_600_000 + number * 600_000 + card_id % 1000
        col.db.execute(
            "insert into revlog (id, cid, usn, ease, ivl, lastIvl, factor, time, type) values (?,?,?,?,?,?,?,?,?)",
            review_id, card_id, -1, ease, 1, 0, 2500, 4200 + number, 0 if number == 0 else 1)
    col.db.execute("update cards set type = 2, queue = 2, ivl = 10, due = 30, reps = ? where id = ?", len(reviews), card_id)


def build(col):
    vocab = vocab_notetype(col)
    basic = col.models.by_name("Basic")
    n5 = col.decks.id("Japanese::JLPT N5")
    n4 = col.decks.id("Japanese::JLPT N4")
    misc = col.decks.id("Japanese::Misc")
    cat = add(col, vocab, n5, {"Expression": "猫", "Reading": "ねこ", "Meaning": "cat",
                               "Audio": "[sound:neko.mp3]"}, ["animals"])
    add(col, vocab, n5, {"Expression": "<b>犬</b>", "Reading": "いぬ", "Meaning": "dog<br>hound",
                         "Audio": "[sound:inu.mp3]"}, ["animals", "common"])
    add(col, vocab, n4, {"Expression": "勉強", "Reading": "べんきょう", "Meaning": "study (common)",
                         "Audio": ""}, ["JLPT_N4"])
    add(col, vocab, n4, {"Expression": "金持ち", "Reading": "かねもち/おかねもち", "Meaning": "rich person",
                         "Audio": '<img src="kanemochi.jpg">'}, [])
    add(col, basic, misc, {"Front": "引[ひ]っ 越[こ]す", "Back": "to move house"}, ["N3"])
    add(col, basic, misc, {"Front": "栗[くり]", "Back": "chestnut"}, [])
    for card in cat.cards():
        if card.ord == 0:
            review(col, card.id, [(0, 3), (1, 3), (4, 1), (4, 3), (6, 4)])
            col.db.execute("update cards set data = ? where id = ?", json.dumps({"s": 9.1, "d": 5.2}), card.id)
        else:
            review(col, card.id, [(0, 1), (0, 3), (2, 2)])
    return col.decks.id("Japanese")


def export_all(folder):
    with tempfile.TemporaryDirectory() as scratch:
        col = Collection(os.path.join(scratch, "collection.anki2"))
        japanese = build(col)
        media = col.media.dir()
        for name in ("neko.mp3", "inu.mp3"):
            with open(os.path.join(media, name), "wb") as file:
                file.write(b"ID3 not really audio")
        for legacy, name in ((True, "legacy"), (False, "current")):
            options = ExportAnkiPackageOptions(with_scheduling=True, with_deck_configs=True, with_media=True, legacy=legacy)
            col.export_anki_package(out_path=os.path.join(folder, f"anki-{name}.apkg"), options=options,
                                    limit=DeckIdLimit(japanese))
        path = col.path
        for legacy, name in ((True, "legacy"), (False, "current")):
            # Exporting a whole collection closes it.
            col.export_collection_package(os.path.join(folder, f"anki-{name}.colpkg"), include_media=True, legacy=legacy)
            col = Collection(path)
        col.close()
    shared_decks(folder)
    bad_packages(folder)


def without_media(folder):
    with tempfile.TemporaryDirectory() as scratch:
        col = Collection(os.path.join(scratch, "collection.anki2"))
        japanese = build(col)
        for name in ("neko.mp3", "inu.mp3"):
            with open(os.path.join(col.media.dir(), name), "wb") as file:
                file.write(b"ID3 not really audio")
        for legacy, name in ((True, "legacy"), (False, "current")):
            options = ExportAnkiPackageOptions(with_scheduling=True, with_deck_configs=True, with_media=False, legacy=legacy)
            col.export_anki_package(out_path=os.path.join(folder, f"anki-{name}-without-media.apkg"), options=options,
                                    limit=DeckIdLimit(japanese))
        col.close()


def notetype(col, name, fields, templates):
    """A note type with `fields` and (name, question) `templates`."""
    models = col.models
    model = models.new(name)
    for field in fields:
        models.add_field(model, models.new_field(field))
    for template_name, question in templates:
        template = models.new_template(template_name)
        template["qfmt"] = question
        template["afmt"] = "{{FrontSide}}<hr id=answer>"
        models.add_template(model, template)
    models.add(model)
    return models.by_name(name)


def shared_decks(folder):
    """anki-shared-decks.apkg: note types shaped like the shared decks learners download. A Core 6k-style
    type whose first fields are the example sentence (Expression, Reading, Sentence-English) and whose word
    is in Vocabulary-Kanji; a Kaishi-style type (Word, Word Reading, Word Meaning, Sentence …); Basic notes
    with the English on the front, or the reading and the meaning together on the back; ruby markup; a
    cloze note."""
    with tempfile.TemporaryDirectory() as scratch:
        col = Collection(os.path.join(scratch, "collection.anki2"))
        core = notetype(col, "Core 6000", ["Expression", "Reading", "Sentence-English", "Vocabulary-Kanji",
                                           "Vocabulary-Furigana", "Vocabulary-Kana", "Vocabulary-English",
                                           "Vocabulary-Audio"],
                        [("Recognition", "{{Vocabulary-Kanji}}"), ("Production", "{{Vocabulary-English}}")])
        deck = col.decks.id("Shared::Core 6k")
        add(col, core, deck, {"Expression": "経験が豊富です。", "Reading": "経験[けいけん]が 豊富[ほうふ]です。",
                              "Sentence-English": "He has a lot of experience.", "Vocabulary-Kanji": "経験",
                              "Vocabulary-Furigana": "経験[けいけん]", "Vocabulary-Kana": "けいけん",
                              "Vocabulary-English": "experience", "Vocabulary-Audio": "[sound:keiken.mp3]"}, [])
        kaishi = notetype(col, "Kaishi 1.5k", ["Word", "Word Reading", "Word Meaning", "Word Furigana", "Sentence",
                                               "Sentence Meaning"], [("Recognition", "{{Word}}")])
        deck = col.decks.id("Shared::Kaishi")
        add(col, kaishi, deck, {"Word": "窓", "Word Reading": "まど", "Word Meaning": "window",
                                "Word Furigana": "窓[まど]", "Sentence": "<b>窓</b>を開けてください。",
                                "Sentence Meaning": "Please open the window."}, [])
        basic = col.models.by_name("Basic")
        deck = col.decks.id("Shared::Basic")
        add(col, basic, deck, {"Front": "newspaper", "Back": "新聞[しんぶん]"}, [])
        add(col, basic, deck, {"Front": "経済", "Back": "けいざい<br>economy"}, [])
        add(col, basic, deck, {"Front": "<ruby>泳<rt>およ</rt></ruby>ぐ", "Back": "to swim"}, [])
        cloze = col.models.by_name("Cloze")
        add(col, cloze, deck, {"Text": "{{c1::猫}}が好きです。"}, [])
        options = ExportAnkiPackageOptions(with_scheduling=False, with_deck_configs=False, with_media=False, legacy=False)
        col.export_anki_package(out_path=os.path.join(folder, "anki-shared-decks.apkg"), options=options,
                                limit=DeckIdLimit(col.decks.id("Shared")))
        col.close()


LONG_NOTE = (
    "Used of study at a desk, in a school or alone, as opposed to learning by doing, and the noun takes する as a verb. "
    "Compare 学ぶ, which is broader and literary, and 習う, learning from a teacher, a skill by practice. "
    "In a shop, 勉強します means the seller will take something off the price, an old merchants' phrase. ")


def long_fields(folder):
    """anki-long-fields.apkg: a vocabulary note whose Meaning holds its gloss then a usage note of about 3,000
    characters in one paragraph without a semicolon (HTML around it: bold, italics, non-breaking spaces), and a Basic note whose Back
    holds a gloss then the same note after a line break. anki-field-2mb.apkg: a note whose Meaning is 2 MB of text."""
    note = "".join(f"<i>{number}.</i>&nbsp;{LONG_NOTE}" for number in range(1, 12))
    with tempfile.TemporaryDirectory() as scratch:
        col = Collection(os.path.join(scratch, "collection.anki2"))
        vocab = vocab_notetype(col)
        deck = col.decks.id("Long::Notes")
        add(col, vocab, deck, {"Expression": "勉強", "Reading": "べんきょう",
                               "Meaning": f"<b>to study</b> — {note}", "Audio": ""}, [])
        add(col, vocab, deck, {"Expression": "猫", "Reading": "ねこ", "Meaning": "cat", "Audio": ""}, [])
        basic = col.models.by_name("Basic")
        add(col, basic, deck, {"Front": "経済", "Back": f"けいざい<br>economy<br>{note}"}, [])
        options = ExportAnkiPackageOptions(with_scheduling=False, with_deck_configs=False, with_media=False, legacy=False)
        col.export_anki_package(out_path=os.path.join(folder, "anki-long-fields.apkg"), options=options,
                                limit=DeckIdLimit(col.decks.id("Long")))
        col.close()
    with tempfile.TemporaryDirectory() as scratch:
        col = Collection(os.path.join(scratch, "collection.anki2"))
        vocab = vocab_notetype(col)
        deck = col.decks.id("Huge")
        text = "".join(f"{number}: {LONG_NOTE}" for number in range(2_000_000 // len(LONG_NOTE) + 1))
        add(col, vocab, deck, {"Expression": "巨大", "Reading": "きょだい", "Meaning": f"huge — {text}", "Audio": ""}, [])
        add(col, vocab, deck, {"Expression": "猫", "Reading": "ねこ", "Meaning": "cat", "Audio": ""}, [])
        options = ExportAnkiPackageOptions(with_scheduling=False, with_deck_configs=False, with_media=False, legacy=False)
        col.export_anki_package(out_path=os.path.join(folder, "anki-field-2mb.apkg"), options=options,
                                limit=DeckIdLimit(deck))
        col.close()


def bad_packages(folder):
    legacy = os.path.join(folder, "anki-legacy.apkg")
    with zipfile.ZipFile(legacy) as package:
        collection = package.read("collection.anki21")
        meta = package.read("media")
    data = open(legacy, "rb").read()
    open(os.path.join(folder, "bad-truncated.apkg"), "wb").write(data[: len(data) // 2])
    with zipfile.ZipFile(os.path.join(folder, "bad-not-anki.apkg"), "w", zipfile.ZIP_DEFLATED) as out:
        out.writestr("readme.txt", "a ZIP, but no collection inside")
    damaged = bytearray(collection)
    for offset in range(4096 * 2, min(len(damaged), 4096 * 4)):
        damaged[offset] = 0xA5
    write_package(folder, "bad-corrupt.apkg", bytes(damaged), meta)
    with tempfile.TemporaryDirectory() as scratch:
        path = os.path.join(scratch, "c.anki21")
        open(path, "wb").write(collection)
        db = sqlite3.connect(path)
        db.execute("update col set ver = 99")
        db.commit()
        db.close()
        write_package(folder, "bad-newer.apkg", open(path, "rb").read(), meta)
    with zipfile.ZipFile(os.path.join(folder, "bad-bomb.apkg"), "w", zipfile.ZIP_DEFLATED) as out:
        out.writestr("collection.anki21", bytes(64 * 1024 * 1024))
        out.writestr("media", meta)
    with zipfile.ZipFile(os.path.join(folder, "bad-traversal.apkg"), "w", zipfile.ZIP_DEFLATED) as out:
        out.writestr("../collection.anki21", collection)
        out.writestr("media", meta)


def write_package(folder, name, collection, meta):
    with zipfile.ZipFile(os.path.join(folder, name), "w", zipfile.ZIP_DEFLATED) as out:
        out.writestr("collection.anki21", collection)
        out.writestr("media", meta)


def basic_reversed(folder):
    """anki-basic-reversed.apkg: two notes of Anki's stock "Basic (and reversed card)" type, the Japanese on the Front,
    the meaning on the Back. Card 1 (the Front asked) and Card 2 (the Back asked) of each note have different review
    histories and schedules, so that a test can tell which of Kuchi's card kinds each one landed on."""
    with tempfile.TemporaryDirectory() as scratch:
        col = Collection(os.path.join(scratch, "collection.anki2"))
        model = col.models.by_name("Basic (and reversed card)")
        deck = col.decks.id("Reversed")
        chestnut = add(col, model, deck, {"Front": "栗[くり]", "Back": "chestnut"}, [])
        move = add(col, model, deck, {"Front": "引[ひ]っ 越[こ]す", "Back": "to move house"}, [])
        histories = {
            (chestnut.id, 0): ([(0, 3), (1, 3), (4, 3), (12, 4)], 40, 28, 0, {"s": 31.5, "d": 3.1}),
            (chestnut.id, 1): ([(0, 1), (0, 3), (2, 1)], 5, 2, 2, {"s": 1.4, "d": 8.2}),
            (move.id, 0): ([(1, 3), (3, 3)], 9, 6, 0, None),
            (move.id, 1): ([(1, 2)], 3, 1, 0, None),
        }
        for card_id, nid, ord_ in col.db.all("select id, nid, ord from cards order by id"):
            reviews, due, interval, lapses, memory = histories[(nid, ord_)]
            review(col, card_id, reviews)
            col.db.execute("update cards set due = ?, ivl = ?, lapses = ?, data = ? where id = ?",
                           due, interval, lapses, json.dumps(memory) if memory else "", card_id)
        options = ExportAnkiPackageOptions(with_scheduling=True, with_deck_configs=True, with_media=False, legacy=False)
        col.export_anki_package(out_path=os.path.join(folder, "anki-basic-reversed.apkg"), options=options,
                                limit=DeckIdLimit(deck))
        col.close()


def bench(path, notes):
    """One deck of `notes` vocabulary notes, each card reviewed 5 times (2 cards a note: 10 reviews)."""
    with tempfile.TemporaryDirectory() as scratch:
        col = Collection(os.path.join(scratch, "collection.anki2"))
        vocab = vocab_notetype(col)
        deck = col.decks.id("Bench::JLPT N3")
        for number in range(notes):
            # Readings are kana (Kuchi refuses digits in one): the number spelt with one kana for each digit.
            kana = "".join("あいうえおかきくけこ"[int(digit)] for digit in str(number))
            add(col, vocab, deck, {"Expression": f"語{number}", "Reading": f"ご{kana}", "Meaning": f"word {number}",
                                   "Audio": f"[sound:w{number}.mp3]"}, ["bench"])
        rows = []
        for number, (card_id,) in enumerate(col.db.all("select id from cards")):
            for review, (day, ease) in enumerate(((0, 3), (1, 3), (3, 1), (3, 3), (8, 3))):
                time = START_MS + day * DAY_MS + (number * 5 + review) * 7
                rows.append((time, card_id, -1, ease, 1, 0, 2500, 3000, 1))
        col.db.executemany("insert into revlog (id, cid, usn, ease, ivl, lastIvl, factor, time, type) values (?,?,?,?,?,?,?,?,?)", rows)
        # Every card in review, as after those reviews: due from 30 days ago to 60 days ahead (about a third due
        # today), so Anki's queue and Kuchi's review session both have due cards to answer.
        today = col.sched.today
        cards = [(today + (number * 37) % 91 - 30, 10 + number % 50, card_id)
                 for number, (card_id,) in enumerate(col.db.all("select id from cards order by id"))]
        col.db.executemany("update cards set type = 2, queue = 2, due = ?, ivl = ?, factor = 2500, reps = 5, lapses = 1 "
                           "where id = ?", cards)
        col.export_anki_package(out_path=path, options=ExportAnkiPackageOptions(with_scheduling=True, with_deck_configs=True,
                                                                                  with_media=False, legacy=False),
                                limit=DeckIdLimit(deck))
        col.close()


if __name__ == "__main__":
    if len(sys.argv) == 3 and sys.argv[1] == "--long-fields":
        long_fields(sys.argv[2])
    elif len(sys.argv) == 3 and sys.argv[1] == "--without-media":
        without_media(sys.argv[2])
    elif len(sys.argv) == 3 and sys.argv[1] == "--basic-reversed":
        basic_reversed(sys.argv[2])
    elif len(sys.argv) == 4 and sys.argv[1] == "--bench":
        bench(sys.argv[3], int(sys.argv[2]))
    else:
        export_all(sys.argv[1] if len(sys.argv) > 1 else "Tests/KuchiTransferTests/Fixtures")
