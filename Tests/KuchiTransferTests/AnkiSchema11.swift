/// The tables of a schema-11 Anki collection that Kuchi reads, as tests write small collections by hand.
enum AnkiSchema11 {
    static let tables = """
        CREATE TABLE col (id INTEGER PRIMARY KEY, crt INTEGER, ver INTEGER, conf TEXT, models TEXT, decks TEXT);
        CREATE TABLE notes (id INTEGER PRIMARY KEY, mid INTEGER, flds TEXT, tags TEXT);
        CREATE TABLE cards (id INTEGER PRIMARY KEY, nid INTEGER, did INTEGER, ord INTEGER, type INTEGER, queue INTEGER,
            due INTEGER, ivl INTEGER, left INTEGER, reps INTEGER, lapses INTEGER, odue INTEGER, odid INTEGER, data TEXT);
        CREATE TABLE revlog (id INTEGER PRIMARY KEY, cid INTEGER, usn INTEGER, ease INTEGER, ivl INTEGER, lastIvl INTEGER,
            factor INTEGER, time INTEGER, type INTEGER);
        """
}
