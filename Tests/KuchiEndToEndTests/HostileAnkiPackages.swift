import Foundation
import KuchiSpawn

/// Anki packages built by hand to harm the bank, or shaped as a real collection a tool might not expect (other
/// languages' decks beside a Japanese one): each is a legacy collection (schema 11) with one note of
/// three fields, a card and a review, changed in one way, zipped as `collection.anki2`, or compressed with
/// zstd as `collection.anki21b`. Built with Python's sqlite3 and zipfile modules and the `zstd` tool.
enum HostileAnkiPackages {
    static var isAvailable: Bool {
        ["/usr/bin/zstd", "/usr/local/bin/zstd"].contains(where: FileManager.default.isExecutableFile(atPath:))
            && (try? run(["python3", "-c", "import sqlite3, zipfile"])) == 0
    }

    /// Builds the packages `names` into a `packages` folder of `home`, and returns that folder.
    @discardableResult
    static func build(_ names: [String], for home: KuchiBinary.Home) throws -> String {
        let folder = home.root + "/packages"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        try build(names, in: folder)
        return folder
    }

    /// Writes `name.apkg` for each of `names` into `folder`.
    static func build(_ names: [String], in folder: String) throws {
        let script = folder + "/build.py"
        try builder.write(toFile: script, atomically: true, encoding: .utf8)
        let status = try run(["python3", script, folder] + names)
        guard status == 0 else { throw CocoaError(.fileWriteUnknown) }
        try FileManager.default.removeItem(atPath: script)
    }

    private static func run(_ arguments: [String]) throws -> Int32 {
        let process = try ChildProcess("/usr/bin/env", arguments, environment: ProcessInfo.processInfo.environment,
                                       input: .inherited, output: .null, errors: .inherited)
        Watchdog.watch(process.pid)
        try process.waitUntilExit()
        return process.terminationStatus
    }

    private static let builder = #"""
    import json, os, sqlite3, subprocess, sys, zipfile

    folder, names = sys.argv[1], sys.argv[2:]
    MODELS = json.dumps({"1": {"name": "Japanese", "type": 0,
        "flds": [{"name": "Expression", "ord": 0}, {"name": "Reading", "ord": 1}, {"name": "Meaning", "ord": 2}],
        "tmpls": [{"name": "Card 1", "ord": 0, "qfmt": "{{Expression}}"}]}})
    DECKS = json.dumps({"1": {"name": "Default"}})
    TABLES = {
        "col": "CREATE TABLE col (id integer primary key, crt integer, mod integer, scm integer, ver integer, dty integer,"
               " usn integer, ls integer, conf text, models text, decks text, dconf text, tags text)",
        "notes": "CREATE TABLE notes (id integer primary key, guid text, mid integer, mod integer, usn integer, tags text,"
                 " flds text, sfld integer, csum integer, flags integer, data text)",
        "cards": "CREATE TABLE cards (id integer primary key, nid integer, did integer, ord integer, mod integer, usn integer,"
                 " type integer, queue integer, due integer, ivl integer, factor integer, reps integer, lapses integer,"
                 " left integer, odue integer, odid integer, flags integer, data text)",
        "revlog": "CREATE TABLE revlog (id integer primary key, cid integer, usn integer, ease integer, ivl integer,"
                  " lastIvl integer, factor integer, time integer, type integer)",
    }
    RECURSIVE = "WITH RECURSIVE r(n) AS (SELECT 1 UNION ALL SELECT n + 1 FROM r) SELECT n AS id, 1 AS mid, 'x' AS flds, '' AS tags FROM r"

    def collection(path, tables=None, notes=None, review_ids=(1767258000000,), ver=11, extra=(), mod=1767225600):
        tables = dict(TABLES, **(tables or {}))
        db = sqlite3.connect(path)
        for sql in tables.values():
            db.execute(sql)
        if tables["col"] == TABLES["col"]:
            db.execute("INSERT INTO col VALUES (1, 1767225600, 0, 0, ?, 0, 0, 0, '{}', ?, ?, '{}', '{}')", (ver, MODELS, DECKS))
        if tables["notes"].startswith("CREATE TABLE notes"):
            for nid, flds in enumerate(notes or ["猫\x1fねこ\x1fcat"], start=1):
                db.execute("INSERT INTO notes VALUES (?, 'g', 1, ?, 0, '', ?, '', 0, 0, '')", (1767225600000 + nid, mod, flds))
                db.execute("INSERT INTO cards VALUES (?, ?, 1, 0, 0, 0, 2, 2, 10, 5, 2500, 1, 0, 0, 0, 0, 0, '')",
                           (1767225700000 + nid, 1767225600000 + nid))
        if tables["revlog"] == TABLES["revlog"]:
            for rid in review_ids:
                db.execute("INSERT INTO revlog VALUES (?, 1767225700001, 0, 3, 1, 0, 2500, 5000, 0)", (rid,))
        for sql in extra:
            db.execute(sql)
        db.commit()
        db.close()

    def package(name, make, zstd=False):
        path = os.path.join(folder, name + ".col")
        make(path)
        with zipfile.ZipFile(os.path.join(folder, name + ".apkg"), "w", zipfile.ZIP_DEFLATED) as archive:
            if zstd:
                subprocess.run(["zstd", "-q", "-f", "-19", path, "-o", path + ".zst"], check=True)
                archive.write(path + ".zst", "collection.anki21b")
                os.remove(path + ".zst")
            else:
                archive.write(path, "collection.anki2")
            archive.writestr("media", "{}")
        os.remove(path)

    def zstd_bomb(name, size):
        path = os.path.join(folder, name + ".zst")
        with open(path, "wb") as out:
            feed = subprocess.Popen(["zstd", "-q", "-19", "-c"], stdin=subprocess.PIPE, stdout=out)
            chunk = b"\0" * (1 << 20)
            for _ in range(size >> 20):
                feed.stdin.write(chunk)
            feed.stdin.close()
            feed.wait()
        with zipfile.ZipFile(os.path.join(folder, name + ".apkg"), "w", zipfile.ZIP_DEFLATED) as archive:
            archive.write(path, "collection.anki21b")
        os.remove(path)

    builders = {
        "good": lambda p: collection(p),
        "review-year-292-million": lambda p: collection(p, review_ids=(9223372036854775807, 1767258000000)),
        "review-year-10000": lambda p: collection(p, review_ids=(253402300799999, 1767258000000)),
        "review-before-1970": lambda p: collection(p, review_ids=(-62135596800000, 1767258000000)),
        "notes-recursive-view": lambda p: collection(p, tables={"notes": "CREATE VIEW notes AS " + RECURSIVE}),
        "revlog-recursive-view": lambda p: collection(p, tables={
            "revlog": "CREATE VIEW revlog AS WITH RECURSIVE r(n) AS (SELECT 1 UNION ALL SELECT n + 1 FROM r) "
                      "SELECT n AS id, 1 AS cid, 3 AS ease, 0 AS type, 0 AS time FROM r"}),
        "col-view": lambda p: collection(p, tables={
            "col": "CREATE VIEW col AS SELECT 11 AS ver, '' AS models, '' AS decks, load_extension('/tmp/evil') AS x"}),
        "notes-huge-blob-view": lambda p: collection(p, tables={
            "notes": "CREATE VIEW notes AS SELECT 1 AS id, 1 AS mid, zeroblob(2000000000) AS flds, '' AS tags"}),
        "notes-computed-column": lambda p: collection(p, extra=[
            "ALTER TABLE notes ADD COLUMN extra blob GENERATED ALWAYS AS (zeroblob(2000000000)) VIRTUAL"]),
        "cards-text-nid": lambda p: collection(p, extra=["INSERT INTO cards (id, nid, did, ord, type, queue, due, ivl, odue, odid, data) "
                                                       "VALUES (5, 'abc', 1, 0, 0, 0, 0, 0, 0, 0, '')"]),
        "no-revlog": lambda p: collection(p, tables={"revlog": "CREATE TABLE other (id integer)"}),
        "notes-duplicate-id": lambda p: collection(p, tables={"notes": TABLES["notes"].replace("id integer primary key", "id integer")},
                                                   extra=["INSERT INTO notes SELECT * FROM notes"]),
        "revlog-orphan-and-unknown-button": lambda p: collection(p, extra=[
            "INSERT INTO revlog VALUES (1767258000002, 999999, 0, 3, 1, 0, 2500, 5000, 1)",
            "INSERT INTO revlog VALUES (1767258000003, 1767225700001, 0, 9, 1, 0, 2500, 5000, 1)",
            "INSERT INTO revlog VALUES (1767258000004, 1767225700001, 0, 0, 1, 0, 2500, 0, 4)"]),
        "revlog-text-ease": lambda p: collection(p, extra=["INSERT INTO revlog VALUES (1767225800001, 1767225700001, 0, 'good', 1, 0, 2500, 5000, 0)"]),
        "revlog-text-time": lambda p: collection(p, extra=["INSERT INTO revlog VALUES (1767225800001, 1767225700001, 0, 3, 1, 0, 2500, 'slow', 1)"]),
        "invalid-utf8": lambda p: collection(p, extra=["UPDATE notes SET flds = CAST(X'E78CABFF1FE381ADE381931F636174' AS TEXT)"]),
        "nul-in-field": lambda p: collection(p, extra=["UPDATE notes SET flds = CAST(X'E78CAB1FE381ADE381931F63006174' AS TEXT)"]),
        "field-16-mib": lambda p: collection(p, notes=["猫\x1fねこ\x1f" + "a" * (16 << 20)]),
        "compressible-fields": lambda p: collection(p, notes=["猫%d\x1fねこ\x1f" % i + "cat " * 250000 for i in range(6)]),
        "corrupt": lambda p: (collection(p), corrupt(p)),
        "furigana": lambda p: collection(p, notes=[
            "運ぶ[はこぶ]\x1f運ぶ[はこぶ]\x1fto carry", "お土産[おみやげ]\x1fお土産[おみやげ]\x1fsouvenir",
            "祈る[いのる]\x1f祈る\x1fto pray", "お宅[おたく]\x1f\x1fyour home", "再来月\x1f再来月[さらいげつ]\x1fmonth after next",
            "引[ひ]っ越[こ]す\x1f\x1fto move house"]),
        "reading-not-kana": lambda p: collection(p, notes=["遠く\x1f遠く\x1ffar", "運ぶ[はこぶ]\x1f\x1fto carry"]),
        "escape-in-field": lambda p: collection(p, notes=["猫\x1fねこ\x1fcat<script>alert(1)</script>", "犬\x1fいぬ\x1fdog\x1b[31mRED\x1b[0m"]),
        "mixed-decks": lambda p: collection(p, notes=[
            "猫\x1fねこ\x1fcat", "le chat\x1fle chat\x1fthe cat", "le chien\x1f\x1fthe dog", "\x1f\x1f",
            "犬\x1fいぬ\x1fdog"], extra=[
            "UPDATE col SET decks = '" + json.dumps({"1": {"name": "Default"}, "2": {"name": "French"}, "3": {"name": "日本語"}}) + "'",
            "UPDATE cards SET did = 3 WHERE nid IN (1767225600001, 1767225600005)",
            "UPDATE cards SET did = 2 WHERE nid IN (1767225600002, 1767225600003)"]),
        "many-bad-readings": lambda p: collection(p, notes=["猫\x1fねこ\x1fcat"] + [
            "{{c1::猫}}が好き%d\x1f\x1fI like cats" % i for i in range(12)]),
        "own-meaning-missed": lambda p: collection(p, notes=["やっぱり\x1fやっぱり\x1fas expected<br>after all"],
                                                   extra=["UPDATE revlog SET ease = 1"]),
        "line-breaks": lambda p: collection(p, notes=[
            "映画\x1fえいが\x1fmovie<div>film</div>", "先生\x1fせんせい\x1fteacher<br>doctor",
            "鍵\x1f<div>かぎ</div>\x1f<div>key</div><div><br></div><div>lock</div>"]),
        "edited-note": lambda p: collection(p, notes=["猫\x1fねこ\x1ffeline<br>puss"], mod=4102444800),
        "good-later": lambda p: collection(p, review_ids=(1767258000000, 1769936400000)),
        "escape-in-deck": lambda p: collection(p, extra=["UPDATE col SET decks = '" + json.dumps({"1": {"name": "Evil\x1b[31m::Deck"}}) + "'"]),
        "fish-without-reading": lambda p: collection(p, notes=["魚\x1f\x1ffish"]),
        "no-notes": lambda p: collection(p, extra=["DELETE FROM revlog", "DELETE FROM cards", "DELETE FROM notes"]),
        "only-cloze": lambda p: collection(p, notes=["{{c1::猫}}が好き\x1f\x1fI like cats", "{{c1::犬}}も\x1f\x1fdogs too"], extra=[
            "UPDATE col SET models = '" + MODELS.replace('"type": 0', '"type": 1') + "'"]),
        "only-french": lambda p: collection(p, notes=["le chat\x1f\x1fthe cat", "<b>le chien</b>\x1f\x1fthe dog"]),
        "models-too-deep": lambda p: collection(p, extra=["UPDATE col SET models = '" + "[" * 100000 + "]" * 100000 + "'"]),
        "decks-not-json": lambda p: collection(p, extra=["UPDATE col SET decks = '{\"1\": {\"name\": \"Default\"'"]),
        "long-deck-name": lambda p: collection(p, notes=["猫\x1fねこ\x1fcat", "犬\x1fいぬ\x1fdog", "鳥\x1fとり\x1fbird"], extra=[
            "UPDATE col SET decks = '" + json.dumps({"1": {"name": "Vocabulary " + "D" * 300}}) + "'"]),
        "missing-note-type": lambda p: collection(p, extra=["UPDATE notes SET mid = 2"]),
    }

    def corrupt(path):
        with open(path, "r+b") as handle:
            handle.seek(4096)
            handle.write(b"\xff" * 8192)

    for name in names:
        if name == "zstd-bomb":
            zstd_bomb(name, 512 << 20)
        elif name.startswith("zstd-"):
            package(name, builders[name[5:]], zstd=True)
        else:
            package(name, builders[name])
    """#
}
