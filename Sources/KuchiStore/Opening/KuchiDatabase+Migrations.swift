import GRDB

extension KuchiDatabase {
    /// The schema's history. Never edit a shipped migration: add a new one. `docs/schema.md` describes the result.
    ///
    /// The migration `v1-bundled-words` seeds a new database with the words `seedWords` returns (called only
    /// then), so a database is never left with a schema but without its starter words; `v15-jlpt-levels` adds
    /// the words `levelWords` returns (the bundled JLPT N4 to N1) to a bank that holds the bundled N5 deck.
    ///
    /// `checksEachMigration: false` (a new bank being set up) leaves out GRDB's check of every foreign key after each
    /// migration, thirty-odd scans of the growing bank; the caller checks them once after the last
    /// (`KuchiDatabase.migrate`).
    static func migrator(seedWords: @escaping @Sendable () throws -> [WordEntry],
                         levelWords: @escaping @Sendable () throws -> [WordEntry] = { try BundledLevels.entries() },
                         checksEachMigration: Bool = true) -> DatabaseMigrator {
        var migrator = DatabaseMigrator()
        if !checksEachMigration { migrator = migrator.disablingDeferredForeignKeyChecks() }
        migrator.registerMigration("v1") { db in
            try db.execute(sql: """
                CREATE TABLE word (
                    id INTEGER PRIMARY KEY,
                    text TEXT NOT NULL,
                    reading TEXT NOT NULL,
                    meanings TEXT NOT NULL,
                    level TEXT,
                    deck TEXT NOT NULL DEFAULT 'default',
                    tags TEXT NOT NULL DEFAULT '',
                    is_common INTEGER NOT NULL DEFAULT 0,
                    added_at TEXT NOT NULL,
                    UNIQUE (text, reading)
                );
                CREATE TABLE profile (
                    id INTEGER PRIMARY KEY,
                    name TEXT NOT NULL UNIQUE COLLATE NOCASE,
                    created_at TEXT NOT NULL,
                    last_used_at TEXT NOT NULL
                );
                CREATE TABLE session (
                    id INTEGER PRIMARY KEY,
                    profile_id INTEGER NOT NULL REFERENCES profile(id) ON DELETE CASCADE,
                    started_at TEXT NOT NULL,
                    ended_at TEXT,
                    status TEXT NOT NULL DEFAULT 'active'
                        CHECK (status IN ('active', 'completed', 'ended_early', 'interrupted')),
                    target INTEGER NOT NULL,
                    correct_count INTEGER NOT NULL DEFAULT 0,
                    wrong_count INTEGER NOT NULL DEFAULT 0,
                    seed INTEGER,
                    pid INTEGER
                );
                CREATE INDEX session_profile ON session (profile_id, started_at);
                CREATE TABLE answer (
                    id INTEGER PRIMARY KEY,
                    session_id INTEGER NOT NULL REFERENCES session(id) ON DELETE CASCADE,
                    word_id INTEGER NOT NULL REFERENCES word(id),
                    mode TEXT NOT NULL DEFAULT 'choice',
                    given TEXT NOT NULL,
                    expected TEXT NOT NULL,
                    is_correct INTEGER NOT NULL,
                    judgement TEXT,
                    hint_used INTEGER NOT NULL DEFAULT 0,
                    elapsed_ms INTEGER NOT NULL,
                    answered_at TEXT NOT NULL
                );
                CREATE INDEX answer_session ON answer (session_id);
                CREATE INDEX answer_word ON answer (word_id);
                CREATE INDEX answer_time ON answer (answered_at);
                """)
        }
        migrator.registerMigration("v1-bundled-words") { db in
            _ = try PracticeStore.insertWords(seedWords(), into: db, indexing: false)
        }
        // Covering indexes for `kuchi report`: answers and sessions per UTC quarter hour (walked in order, so
        // the GROUP BY needs no sort), and answers per word (which also serves what `answer_word` did, so that
        // index goes: every index costs each answer's commit). A report on a million answers stays under a second.
        migrator.registerMigration("v2-report-indexes") { db in
            try db.execute(sql: """
                CREATE INDEX answer_report_quarter ON answer (
                    substr(answered_at, 1, 14) || (substr(answered_at, 15, 2) / 15),
                    answered_at, is_correct, elapsed_ms, session_id
                );
                CREATE INDEX answer_report_word ON answer (word_id, is_correct, answered_at, session_id);
                DROP INDEX answer_word;
                CREATE INDEX session_report_quarter ON session (
                    substr(started_at, 1, 14) || (substr(started_at, 15, 2) / 15),
                    started_at, profile_id
                );
                """)
        }
        // Spaced repetition: a card per learner, word and kind, rebuilt from the answers already given.
        migrator.registerMigration("v3-cards") { db in
            try PracticeStore.migrateToCards(db)
        }
        // Answers imported from another program (Anki): their sessions say where they came from.
        migrator.registerMigration("v4-session-source") { db in
            try db.execute(sql: "ALTER TABLE session ADD COLUMN source TEXT")
        }
        // Favourites: words a learner starred (`:fav`, `kuchi words fav`), to practise on their own.
        migrator.registerMigration("v5-favorites") { db in
            try db.execute(sql: """
                CREATE TABLE favorite (
                    profile_id INTEGER NOT NULL REFERENCES profile(id) ON DELETE CASCADE,
                    word_id INTEGER NOT NULL REFERENCES word(id) ON DELETE CASCADE,
                    added_at TEXT NOT NULL,
                    PRIMARY KEY (profile_id, word_id)
                ) WITHOUT ROWID;
                """)
        }
        // Scopes (`--deck`): a deck's words found without a scan of the bank.
        migrator.registerMigration("v6-word-deck") { db in
            try db.execute(sql: "CREATE INDEX word_deck ON word (deck)")
        }
        // The cards in their learning steps, in due order: the next one of a review session is the first
        // entry, however many cards a learner has (card_due cannot give that order across states and kinds).
        migrator.registerMigration("v7-card-learning") { db in
            try db.execute(sql: """
                CREATE INDEX card_learning ON card (profile_id, due) WHERE state IN ('learning', 'relearning')
                """)
        }
        // The word browser (`kuchi words QUERY`): a full-text index over written forms, readings and meanings
        // (since v18 in the layout `WordSearchIndex` makes today, so a bank that had no index never has the old one).
        migrator.registerMigration("v8-word-search") { db in
            try WordSearchIndex.create(in: db)
        }
        // A review session's first card: card_due also holds each card's last review and stability, so the due
        // cards are put in retrievability order from the index alone; card_introduced counts today's new cards.
        migrator.registerMigration("v9-card-review-order") { db in
            try db.execute(sql: """
                DROP INDEX card_due;
                CREATE INDEX card_due ON card (profile_id, state, kind, due, last_review, stability);
                CREATE INDEX card_introduced ON card (profile_id, introduced_at);
                """)
        }
        // Decks per word: the meanings each deck gives a word, so a merge never changes what a word shows,
        // and a word is in every deck that holds it. `word.removed_at` marks a removed deck's words that
        // keep their answers for reports. See `WordSources`.
        // Foreign keys checked as rows are written, not by a check of every table afterwards (GRDB's default):
        // the migration only adds rows that point at their own words.
        migrator.registerMigration("v10-word-sources", foreignKeyChecks: .immediate) { db in
            try WordSources.create(in: db)
        }
        // New words by usefulness: each word's frequency rank (the bundled words', from wordfreq), after its level.
        migrator.registerMigration("v11-word-frequency") { db in
            try WordFrequency.migrate(db)
        }
        // Review orders (`ReviewOrder`): card_due holds each card's difficulty too, so every order of the due
        // cards is read from the index alone.
        migrator.registerMigration("v12-card-due-difficulty") { db in
            try db.execute(sql: """
                DROP INDEX card_due;
                CREATE INDEX card_due ON card (profile_id, state, kind, due, last_review, stability, difficulty);
                """)
        }
        // Imported schedules: each Anki card's due date and memory as Anki had them, the point its replay starts from.
        migrator.registerMigration("v13-card-baseline") { db in
            try CardBaselines.create(in: db)
        }
        // Suspended words: out of practice, reviews and due counts for one learner (`kuchi words suspend`).
        migrator.registerMigration("v14-suspended-word") { db in
            try SuspendedWords.create(in: db)
        }
        // Every JLPT level built in: the bundled N4 to N1 words join a bank that holds the bundled N5 deck,
        // merged with the words it already has (see `BundledLevels`).
        migrator.registerMigration("v15-jlpt-levels") { db in
            try WordSearchIndex.splitIfNeeded(in: db)   // the index this migration writes, in its current layout
            try BundledLevels.migrate(db, entries: levelWords)
        }
        // Example sentences of imported decks (an Anki note's Sentence field, a CSV `example` column), kept as
        // their words' examples instead of dropped (see `WordExamples`).
        migrator.registerMigration("v16-word-examples") { db in
            try WordExamples.create(in: db)
        }
        // The sound of a word imported from an Anki package, a file in the bank's media folder (see `WordAudio`).
        migrator.registerMigration("v17-word-audio") { db in
            try WordAudio.create(in: db)
        }
        // The search index at a fair cost: trigrams only for written forms and readings, a word index for the
        // meanings (see `WordSearchIndex`); every word indexed again, in the migration's transaction.
        migrator.registerMigration("v18-word-search-split") { db in
            try WordSearchIndex.splitIfNeeded(in: db)
        }
        // A lean answer log: times as milliseconds since 1970, and only the indexes reviews and reports read
        // (see `AnswerLog`); every answer converted, in the migration's transaction.
        migrator.registerMigration("v19-lean-answer-log") { db in
            try AnswerLog.makeLean(in: db)
        }
        // Lean cards: a card's and a baseline's times as milliseconds since 1970, as an answer's (see `LeanCards`);
        // every card and baseline converted, in the migration's transaction.
        migrator.registerMigration("v20-lean-cards") { db in
            try LeanCards.makeLean(in: db)
        }
        // The report sums its answers per quarter hour and per word in one walk of the table (`AnswerWalk`): the
        // index on the quarter hour goes, and the one per word keeps only the word (the word browser's counts,
        // deck removal and the report's most-missed words look up a word's answers).
        migrator.registerMigration("v21-answer-report-indexes-narrowed") { db in
            try db.execute(sql: """
                DROP INDEX answer_report_quarter;
                DROP INDEX answer_report_word;
                CREATE INDEX answer_word ON answer (word_id);
                """)
        }
        // The bundled N4–N1 meanings corrected after they shipped (another word's gloss, part-of-speech tags):
        // a bank's word still holding what was shipped takes the correction (see `BundledLevelGlosses`).
        migrator.registerMigration("v22-bundled-level-glosses") { db in
            try BundledLevelGlosses.mend(db)
        }
        // The reviews' index keeps only their times (see `AnswerLog.narrowReviewIndex`): about half of its size.
        migrator.registerMigration("v23-answer-review-narrowed") { db in
            try AnswerLog.narrowReviewIndex(in: db)
        }
        // Compact baselines: a baseline its card holds keeps no copy of the card's memory, until the card changes
        // (see `CompactBaselines`); every baseline converted exactly, in the migration's transaction.
        migrator.registerMigration("v24-compact-baselines") { db in
            try CompactBaselines.makeCompact(in: db)
        }
        // Eight kana words shipped with a kanji homophone's meanings (より "twist; ply") are mended as v22 mended
        // the others: only where the bank still holds what was shipped (a bank that ran v22 before they were
        // listed gets them now; the rows v22 mended no longer hold their shipped meanings and are left).
        migrator.registerMigration("v25-bundled-kana-glosses") { db in
            try BundledLevelGlosses.mend(db)
        }
        // Lean answer rows: an answer stores its expected text only where its word does not hold it (`NULL`: the
        // word's own, see `AnswerExpected`) and its mode as a code (`AnswerMode`); every answer converted exactly,
        // in the migration's transaction.
        migrator.registerMigration("v26-lean-answer-rows") { db in
            try AnswerExpected.makeShared(in: db)
        }
        // The answers' index per session goes (1.9 MiB of a bank with 200,000 answers): nothing looks a session's
        // answers up any more (the report learns which sessions have answers in its walk, `AnswerWalk`), and no
        // session is ever deleted, the one write whose foreign-key check would need it.
        migrator.registerMigration("v27-answer-session-index-dropped") { db in
            try db.execute(sql: "DROP INDEX answer_session")
        }
        // JMdict's markup some N4–N1 rows shipped with (a loanword's language "(fr: enquete)", sense numbers, usage
        // tags, an X-rated sense, an editor's "TODO") is gone from the list: the list applied again, as v25 did.
        migrator.registerMigration("v28-bundled-level-markup") { db in
            try BundledLevelGlosses.mend(db)
        }
        // Cards with codes: a card's kind and state, and a baseline's origin, as small integers (one byte where the
        // name took up to eleven, in the tables and in `card_due`; see `CodedCards`); every card converted exactly.
        migrator.registerMigration("v29-card-codes") { db in
            try CodedCards.makeCoded(in: db)
        }
        // Lean words: a word's time as milliseconds (`added_ms`), and deck rows that copy nothing of their word
        // (`NULL` meanings and time where they are the word's; see `LeanWords`); every row converted exactly.
        migrator.registerMigration("v30-lean-words") { db in
            try LeanWords.makeLean(in: db)
        }
        // Four N4/N3 rows learners found glossed wrongly (ぜんぜん "not entirely", しかる "a particular", グランド
        // "gland", ガス "petrol" alone) are corrected in the list (`LEVEL_CORRECTIONS` in scripts/bundled_levels.py):
        // the list applied again, as v25 and v28 did.
        migrator.registerMigration("v31-bundled-level-fixes") { db in
            try BundledLevelGlosses.mend(db)
        }
        // What a new learner met first in the list: readings EDICT does not know for the written form (途中 つちゅう,
        // 三日月 みかずき beside みかづき), corrected or the row dropped (see `BundledLevelReadings`); meanings that were
        // none (歳 "#NAME?", a spreadsheet's error), another reading's (羽 はね "counter for birds") or a rare or
        // sexual sense first (し "10^24", いく "to come; to orgasm"): the readings mended, then the list applied
        // again, as v25, v28 and v31 did.
        migrator.registerMigration("v32-bundled-level-readings") { db in
            try BundledLevelReadings.mend(db)
            try BundledLevelGlosses.mend(db)
        }
        // なお (N3) was given 直's archaic "straight; ordinary" (no common line is headed by the kana): it takes 尚's
        // "still; yet", the common line usually written in kana; the list applied again.
        migrator.registerMigration("v33-bundled-kana-word-meanings") { db in
            try BundledLevelGlosses.mend(db)
        }
        // Rows shown another word's or a rare sense's meanings, corrected by hand (`LEVEL_CORRECTIONS` in
        // scripts/bundled_levels.py): 為る する had なる's "to change", 見付ける "to be familiar" first, 引返す "to repeat",
        // 学級 "grade in school", and 67 more an audit found (コンセント "consent", 以下 "less than", 統計 "scattering");
        // the list applied again, as v31 and v33 did.
        migrator.registerMigration("v34-bundled-level-meanings") { db in
            try BundledLevelGlosses.mend(db)
        }
        // Rows shown the meanings of another word read alike (交わす かわす had 躱す's "to dodge; to parry", 民俗 and 民族
        // each other's, 湧く 沸く's "to boil"), 19 found by the audit's `homophone` kind and corrected by hand
        // (`LEVEL_CORRECTIONS`): the list applied again, as v34 did (the same statements, one lookup a row).
        migrator.registerMigration("v35-bundled-homophone-meanings") { db in
            try BundledLevelGlosses.mend(db)
        }
        // The cards' and baselines' code checks as comparisons instead of `IN (…)` lists, which SQLite checked by
        // building a temporary table for every row written (see `CodedCards.checksWithoutLists`): the same rows
        // pass; only the two tables' text changes.
        migrator.registerMigration("v36-card-checks-without-lists") { db in
            try CodedCards.checksWithoutLists(in: db)
        }
        // Verbs given the other verb of their transitive/intransitive pair's meanings (育つ had 育てる's "to raise
        // (child)", 片付く 片付ける's "to put in order", 捻じれる 捻じる's "to twist", 回す 回る's "to revolve"),
        // corrected by hand (`LEVEL_CORRECTIONS`): the list applied again, as v35 did.
        migrator.registerMigration("v37-bundled-transitive-meanings") { db in
            try BundledLevelGlosses.mend(db)
        }
        // Loanwords shown only the English word they came from, a false friend (カンニング "cunning", バット "vat": EDICT's
        // "(eng: X)" notes), corrected by hand (`LEVEL_CORRECTIONS`); and 対立, which the source wrote "Ͼ立" (U+03FE) at
        // N2: the mojibake word leaves a bank where no learner met it (`BundledLevelReadings`), 対立 joins the N2 deck,
        // and the meanings list is applied again, as v37 did. The list also mends 潜る, shown "to drive" for EDICT's "to
        // dive" (a one-letter misspelling, review 22).
        migrator.registerMigration("v38-bundled-etymons-and-forms") { db in
            try BundledLevels.mendForeignForms(db)
            try BundledLevelGlosses.mend(db)
        }
        // Rows written in a spelling EDICT gives only as irregular okurigana or kanji for their reading while it is a
        // common word of another reading (下る さがる at N4 is 下がる, 上る あがる 上がる, 下す おろす 下ろす, 後 うしろ 後ろ,
        // 重なる おもなる 主なる; `FORM_CORRECTIONS`), and meanings that taught another thing (締め切る "to shut up"
        // alone, おいでになる without "to come; to go"): each old row leaves a bank where no learner met it, the usual
        // form joins the level's deck (or its easier one, as a new bank has it), and the meanings list is applied again.
        migrator.registerMigration("v39-bundled-usual-forms") { db in
            try BundledLevels.mendForeignForms(db, replaced: { _ in true })
            try BundledLevelGlosses.mend(db)
        }
        // v39 kept a replaced row a learner had met beside the usual form it added, so the learner was taught both (review
        // 24 M1): each learner's history of it moves to the usual form, but for a learner with cards of both, the part the
        // usual form's cards already train stays on the old row, out of sight (see `BundledUsualForms`). The upgrade's
        // message says what moved.
        migrator.registerMigration("v40-bundled-usual-forms-merged") { db in
            if let line = BundledUsualForms.summary(try BundledUsualForms.merge(db)) { try BankUpgrade.note(line, in: db) }
        }
        // An answer counts against reviews_per_day by the study day, as Anki's v3 scheduler counts interday learning
        // cards, marked when it is written (`ReviewMark`); the earlier answers are marked by the same rule
        // (`StudyDayReviews`), so the day's reviews done are right on the day of the upgrade.
        migrator.registerMigration("v41-reviews-by-study-day") { db in
            try StudyDayReviews.markTodaysReviews(in: db)
        }
        // An EDICT2 line's other headwords (鯖;鯖魚), which the word browser finds the word by (`OtherWrittenForms`).
        migrator.registerMigration("v42-word-forms") { db in
            // Run again on a bank restored from before it, or whose record of it went (the last migration stays re-runnable).
            guard try !db.tableExists("word_form") else { return }
            try db.execute(sql: OtherWrittenForms.createTable)
        }
        // The five writers' review of every bundled word (2026-12-02): N1 rows under a rare reading of a word a learner knows
        // by its usual one (昼間 ちゅうかん, 二人 ににん, 弟 おと), other readings and spellings read otherwise (溝 こう "10^32" is
        // 溝 みぞ, 藍褸 襤褸, 卒直 率直), rows that are no word (伊井 いい), and 45 meanings (倍率 "diameter", 少し "few"). Each
        // word is read anew where it can be (keeping its id, so its history); a row whose usual word the bank holds, or that
        // was dropped, leaves where no learner met it; a learner's history of it moves to the usual word (as v40 moved the
        // spellings'), or, for a row that is another word (悪い にくい "hateful"), stays with it; the meanings list is applied again.
        migrator.registerMigration("v43-bundled-common-readings") { db in
            let pairs = BundledUsualForms.commonReadingPairs()
            let forms = Set(BundledUsualForms.reviewedForms.map(\.text))
            try BundledLevels.mendForeignForms(db, replaced: { forms.contains($0.text) })
            let outcomes = try BundledUsualForms.merge(db, pairs: pairs)
            if let line = BundledUsualForms.summary(outcomes, lead: "Bundled words under a rare reading or spelling now go by the usual one: ") {
                try BankUpgrade.note(line, in: db)
            }
            try BundledLevelGlosses.mend(db)
        }
        // Spellings that leave out okurigana EDICT's common spelling writes (起す おこす is 起こす, 支払 支払い, N5's 曲る 曲がる
        // and 終る 終わる; scripts/usual_forms.py): the old row leaves a bank where no learner met it, the usual form joins the
        // row's deck (at the easier level, as a new bank has it), and a learner's history of the old row moves to it as v43
        // moved a rare reading's (`BundledUsualForms`), so that the bank teaches one word, not two; the meanings list is
        // applied again.
        migrator.registerMigration("v44-bundled-okurigana") { db in
            let pairs = BundledUsualForms.okuriganaPairs(words: try BundledUsualForms.bundledWords())
            let forms = Set(pairs.map(\.text))
            try BundledLevels.mendForeignForms(db, replaced: { forms.contains($0.text) })
            let outcomes = try BundledUsualForms.merge(db, pairs: pairs)
            if let line = BundledUsualForms.summary(outcomes, lead: "Bundled words written without their okurigana now go by the usual spelling: ") {
                try BankUpgrade.note(line, in: db)
            }
            try BundledLevelGlosses.mend(db)
        }
        return migrator
    }
}
