import GRDB
import KuchiCore

/// The sound each word plays (the `word_audio` table): the name of a file in the bank's ``MediaFolder``,
/// kept from an imported Anki note's `[sound:…]` reference. A word keeps the first sound it was given.
enum WordAudio {
    /// The migration that adds the table.
    static func create(in db: Database) throws {
        try db.execute(sql: """
            CREATE TABLE word_audio (
                word_id INTEGER PRIMARY KEY REFERENCES word(id) ON DELETE CASCADE,
                file TEXT NOT NULL CHECK (file <> '')
            );
            CREATE INDEX word_audio_file ON word_audio (file);
            """)
    }

    /// The sound file of the word `id`, or `nil`.
    static func file(wordID id: Int64, in db: Database) throws -> String? {
        // Read through SQLite's C API: every word a session shows asks it.
        let statement = try db.cachedStatement(sql: "SELECT file FROM word_audio WHERE word_id = ?")
        let row = RawStatement(statement)
        row.reset()
        defer { row.reset() }
        row.bind(int64: id, at: 1)
        guard try statement.stepThroughCAPI(), !row.isNull(0) else { return nil }
        return row.text(0)
    }

    /// Every file a word of the bank plays (words of removed decks kept for their history included: an
    /// import brings them back with their sound).
    static func referencedFiles(in db: Database) throws -> Set<String> {
        guard try db.tableExists("word_audio") else { return [] }
        return Set(try String.fetchAll(db, sql: "SELECT DISTINCT file FROM word_audio"))
    }

    /// Forgets the sounds of the words in the temporary table `removed_word` (a deck's removal; a word kept for
    /// its history gets its sound again when an import brings it back), and returns their files that no other
    /// word plays.
    static func forget(removedWordsIn db: Database) throws -> [String] {
        let files = Set(try String.fetchAll(db, sql: "SELECT DISTINCT file FROM word_audio WHERE word_id IN (SELECT id FROM removed_word)"))
        guard !files.isEmpty else { return [] }
        try db.execute(sql: "DELETE FROM word_audio WHERE word_id IN (SELECT id FROM removed_word)")
        return files.subtracting(try referencedFiles(in: db)).sorted()
    }

    /// Gives imported words their sound, within the import's transaction.
    struct Writer {
        private let db: Database
        private let insert: Statement

        init(_ db: Database) throws {
            self.db = db
            insert = try db.makeStatement(sql: """
                INSERT INTO word_audio (word_id, file) SELECT id, ? FROM word WHERE text = ? AND reading = ? AND removed_at IS NULL
                ON CONFLICT (word_id) DO NOTHING
                """)
        }

        /// Gives the word written `text` and read `reading` the sound `file`, unless it has one; returns whether it did.
        func add(file: String, text: String, reading: String) throws -> Bool {
            try insert.execute(arguments: [file, text, reading])
            return db.changesCount > 0
        }
    }
}

/// The bank's sound files and the words that play them: what `kuchi doctor` checks.
public struct MediaCheck: Sendable, Equatable {
    /// Files a word plays that are not in the media folder.
    public var missing: [String] = []
    /// Files in the media folder that no word plays.
    public var unreferenced: [String] = []

    /// A check that found `missing` and `unreferenced` files.
    public init(missing: [String] = [], unreferenced: [String] = []) {
        self.missing = missing
        self.unreferenced = unreferenced
    }

    /// Whether every file is where it belongs.
    public var isClean: Bool { missing.isEmpty && unreferenced.isEmpty }
}

extension KuchiDatabase {
    /// The bank's ``MediaFolder``, `nil` for an in-memory bank.
    public var mediaFolder: MediaFolder? { MediaFolder(databasePath: path) }
}

extension BankStore {
    /// The bank's ``MediaFolder``, `nil` for an in-memory bank.
    var mediaFolder: MediaFolder? { MediaFolder(databasePath: path) }
}

extension MaintenanceStore {
    /// Brings back from the backup folder (``MediaFolder/retired``) the sounds this bank's words play that its
    /// media folder lacks: after restoring a backup made before a deck's removal. Returns their names.
    public func recoverSounds() throws(StoreError) -> [String] {
        guard let folder = mediaFolder else { return [] }
        let referenced = try read { db in try WordAudio.referencedFiles(in: db) }
        return folder.recover(referenced)
    }

    /// Compares the files words play with those in the media folder.
    public func checkMedia() throws(StoreError) -> MediaCheck {
        guard let folder = mediaFolder else { return MediaCheck() }
        let referenced = try read { db in try WordAudio.referencedFiles(in: db) }
        let present = Set(folder.files())
        return MediaCheck(missing: referenced.subtracting(present).sorted(), unreferenced: present.subtracting(referenced).sorted())
    }
}
