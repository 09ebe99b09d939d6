import Foundation
import GRDB
import Testing
import KuchiCore
import KuchiData
@testable import KuchiStore

@Suite("Banks made before the bundled N4–N1 meanings were corrected are mended")
struct BundledLevelGlossesTests {
    /// Three rows as an older build shipped them, in the levels' TSV format.
    private let shippedLevels = """
        word\treading\tmeanings\tlevel
        人気\tにんき\tsign of life\tN3
        ありがとう\tありがとう\t(conj; exp; int) Thank you\tN3
        心\tこころ\tcore; heart\tN4
        """

    /// A bank with the bundled N5 words and the three rows as shipped, at the schema before the mending migration.
    private func olderBank(at path: String) throws {
        let n5 = try WordListTSV.parse(BundledWordList.text, deck: BundledWordList.deck)
        let levels = try BundledLevels.entries(text: shippedLevels)
        let migrator = KuchiDatabase.migrator(seedWords: { n5 }, levelWords: { levels })
        let names = migrator.migrations
        let mending = try #require(names.firstIndex(of: "v22-bundled-level-glosses"))
        let queue = try DatabaseQueue(path: path)
        try migrator.migrate(queue, upTo: names[mending - 1])
        try queue.close()
    }

    /// The migrations that apply the corrections list, in order: each later one applies it again for rows it gained.
    private static let listMigrations = ["v22-bundled-level-glosses", "v25-bundled-kana-glosses", "v28-bundled-level-markup",
                                         "v31-bundled-level-fixes", "v32-bundled-level-readings", "v33-bundled-kana-word-meanings",
                                         "v34-bundled-level-meanings", "v35-bundled-homophone-meanings",
                                         "v37-bundled-transitive-meanings", "v38-bundled-etymons-and-forms"]

    /// A bank of the bundled N5 words and the level rows `shipped` (TSV lines), at the schema before the migration
    /// `before`, as a build that ran the list's migrations before it with a list not naming these rows yet left it;
    /// returns the meanings the bank then holds for the word written `word`.
    private func shippedBank(at path: String, shipped: String, before migration: String, word: String) throws -> String? {
        let n5 = try WordListTSV.parse(BundledWordList.text, deck: BundledWordList.deck)
        let levels = try BundledLevels.entries(text: "word\treading\tmeanings\tlevel\n" + shipped)
        let migrator = KuchiDatabase.migrator(seedWords: { n5 }, levelWords: { levels })
        let names = migrator.migrations
        let ran = Array(Self.listMigrations.prefix { $0 != migration })
        let first = try #require(ran.compactMap { names.firstIndex(of: $0) }.min())
        let target = try #require(names.firstIndex(of: migration))
        let queue = try DatabaseQueue(path: path)
        try migrator.migrate(queue, upTo: names[first - 1])
        try queue.write { db in
            for name in ran { try db.execute(sql: "INSERT INTO grdb_migrations (identifier) VALUES (?)", arguments: [name]) }
        }
        try migrator.migrate(queue, upTo: names[target - 1])
        let meanings = try queue.read { db in try String.fetchOne(db, sql: "SELECT meanings FROM word WHERE text = ?", arguments: [word]) }
        try queue.close()
        return meanings
    }

    @Test func theShippedCorrectionsNameEveryRowTheListNowGivesOtherwise() {
        let corrections = BundledLevelGlosses.corrections()
        // 440: より、ほう "Used for comparison." and 果実 "berry." written as glosses (walk-through 34 L).
        #expect(corrections.count == 440)
        #expect(corrections.contains { $0.text == "人気" && $0.shipped == "sign of life" && $0.corrected.hasPrefix("popularity;") })
        #expect(corrections.contains { $0.text == "より" && $0.shipped == "twist; ply" && $0.corrected.hasPrefix("than;") })
        // N5 rows too (少し "few", the five writers' review): the list names them at level N5, deck jlpt-n5.
        let n5 = (try? WordListTSV.parse(BundledWordList.text, deck: BundledWordList.deck)) ?? []
        let current = Set((((try? BundledLevels.entries()) ?? []) + n5).map { "\($0.text)\t\($0.reading)\t\($0.meanings.joined(separator: "; "))" })
        #expect(corrections.allSatisfy { current.contains("\($0.text)\t\($0.reading)\t\($0.corrected)") }, "each correction is what Kuchi ships now")
        let tags = ["(n)", "(abbr)", "(conj", "(v5", "(uk)", "(num)"]
        #expect(corrections.allSatisfy { correction in !tags.contains { correction.corrected.hasPrefix($0) } }, "no part-of-speech tag is left")
    }

    /// No bundled meaning keeps JMdict's markup: a loanword's language, a sense number, a usage tag, an X-rated
    /// sense or an editor's note; each row once shipped with it is corrected from every meaning it was shipped with.
    @Test func noBundledMeaningKeepsJMdictsMarkup() throws {
        let meanings = try BundledLevels.entries().flatMap { entry in entry.meanings.map { (entry.text, $0) } }
        let anywhere = ["(fr:", "(de:", "(nl:", "(pt:", "(X)", "TODO"]
        let leading = ["(ateji)", "(uk)", "(hon)", "(hum)", "(col)", "1. ", "2. "]   // a register note after the gloss may stay
        let marked = meanings.filter { meaning in
            anywhere.contains { meaning.1.contains($0) } || leading.contains { meaning.1.hasPrefix($0) }
        }
        #expect(marked.isEmpty, "\(marked.prefix(5))")
        #expect(!meanings.contains { $0.0 == "彼処" && $0.1.contains("genital") })
        let corrections = BundledLevelGlosses.corrections()
        let energy = corrections.filter { $0.text == "エネルギー" }.map(\.shipped)
        #expect(Set(energy) == ["(n) energy (de: Energie)", "energy (de: Energie)"])
        #expect(corrections.filter { $0.text == "エネルギー" }.allSatisfy { $0.corrected == "energy" })
        #expect(corrections.contains { $0.text == "いえ" && $0.shipped == "TODO same as いいえ?" && $0.corrected.hasPrefix("no;") })
    }

    /// A bank that ran v25 with the list before the markup was taken out: v28 gives いえ its meanings and
    /// アンケート its questionnaire without "(fr:) (n)", where the bank still holds what was shipped.
    @Test func aRowShippedWithMarkupIsMendedInABankThatRanV25Before() throws {
        let directory = try TemporaryDirectory()
        let path = directory.path + "/old.sqlite"
        let shipped = "いえ\tいえ\tTODO same as いいえ?\tN3\n" + "アンケート\tアンケート\t(fr:) (n) questionnaire (fr: enquete); survey\tN1\n"
        let before = try shippedBank(at: path, shipped: shipped, before: "v28-bundled-level-markup", word: "いえ")
        #expect(before == "TODO same as いいえ?")

        let bank = try KuchiDatabase.openExisting(path: path)
        let after = try bank.read { db in
            try Row.fetchAll(db, sql: """
                SELECT w.text, w.meanings AS word, \(LeanWords.meanings(source: "s", word: "w")) AS deck FROM word w JOIN word_source s ON s.word_id = w.id
                WHERE w.text IN ('いえ', 'アンケート') ORDER BY w.text
                """).map { "\($0["text"] as String)|\($0["word"] as String)|\($0["deck"] as String)" }
        }
        #expect(after == ["いえ|no; nay; well; er; why|no; nay; well; er; why", "アンケート|questionnaire; survey|questionnaire; survey"])
    }

    /// A bank that ran v28 before four rows were corrected by hand: v31 gives ぜんぜん "not at all" for "not
    /// entirely" (the opposite) and しかる "to scold" for 然る's "a particular".
    @Test func aRowCorrectedByHandIsMendedInABankThatRanV28Before() throws {
        let directory = try TemporaryDirectory()
        let path = directory.path + "/old.sqlite"
        let shipped = "ぜんぜん\tぜんぜん\tnot entirely (used in a negative sentence)\tN4\n" + "しかる\tしかる\ta particular\tN4\n"
        let before = try shippedBank(at: path, shipped: shipped, before: "v31-bundled-level-fixes",
                                     word: "ぜんぜん")
        #expect(before == "not entirely (used in a negative sentence)")

        let bank = try KuchiDatabase.openExisting(path: path)
        let after = try bank.read { db in
            try Row.fetchAll(db, sql: "SELECT text, meanings FROM word WHERE text IN ('ぜんぜん', 'しかる') ORDER BY text")
                .map { "\($0["text"] as String)|\($0["meanings"] as String)" }
        }
        #expect(after == ["しかる|to scold; to chide; to rebuke; to reprimand",
                          "ぜんぜん|not at all (with a negative verb); not in the slightest; wholly; entirely; completely"])
    }

    /// No bundled meaning is a spreadsheet's error value: 歳, ヶ月 and 畳 showed "#NAME?" as their only right answer.
    @Test func noBundledMeaningIsASpreadsheetError() throws {
        let errors: Set<String> = ["#NAME?", "#VALUE!", "#REF!", "#N/A", "#DIV/0!", "#NUM!", "#NULL!"]
        let entries = try BundledLevels.entries()
        let bad = entries.filter { entry in entry.meanings.contains { errors.contains($0) } }
        #expect(bad.isEmpty, "\(bad.prefix(3).map(\.text))")
        #expect(entries.first { $0.text == "歳" && $0.reading == "さい" }?.meanings.first == "-years-old")
        #expect(entries.first { $0.text == "ヶ月" }?.meanings.first == "months (period of)")
    }

    /// A row paired with another reading's glosses keeps none of them, when EDICT's gloss only begins with it or
    /// gives its note as words: 羽 はね is a feather, not the counter for birds (羽 わ), 生 せい is not draft beer
    /// (生 なま), 支える ささえる is "to support", not つかえる's "to be blocked".
    @Test func aRowKeepsNoGlossOfAnotherReadingOfItsWrittenForm() throws {
        let entries = try BundledLevels.entries()
        func meanings(_ text: String, _ reading: String) -> [String] {
            entries.first { $0.text == text && $0.reading == reading }?.meanings ?? []
        }
        #expect(meanings("羽", "はね").first == "feather")
        #expect(!meanings("羽", "はね").contains { $0.hasPrefix("counter for") })
        #expect(!meanings("生", "せい").contains { $0.contains("draft") })
        #expect(meanings("支える", "ささえる").first == "to support")
    }

    /// A kana word is shown its common sense first: し is the particle "and; besides", not an obscure numeral
    /// with an editor's note on its kanji; いく "to go", not a sexual sense; と no shogi piece.
    @Test func aKanaWordShowsItsCommonSenseFirst() throws {
        let entries = try BundledLevels.entries()
        func meanings(_ text: String) -> [String] { entries.first { $0.text == text && $0.reading == text }?.meanings ?? [] }
        #expect(meanings("し").first == "and")
        #expect(meanings("いく").first == "to go")
        #expect(!meanings("と").contains { $0.contains("shogi") })
        let all = entries.flatMap(\.meanings)
        #expect(!all.contains { $0.contains("kanji is JIS") || $0.contains("orgasm") || $0.contains("(shogi)") })
    }

    /// A bank that ran v31 before these rows were corrected: v32 gives 歳 "-years-old" for "#NAME?" and し "and"
    /// for "10^24 …", where the bank still holds what was shipped.
    @Test func aRowWithASpreadsheetErrorOrARareSenseIsMendedInABankThatRanV31Before() throws {
        let directory = try TemporaryDirectory()
        let path = directory.path + "/old.sqlite"
        let shipped = "歳\tさい\t#NAME?\tN1\n" + "し\tし\t10^24 (kanji is JIS X 0212 kuten 4906); septillion (American); quadrillion (British)\tN1\n"
        let before = try shippedBank(at: path, shipped: shipped, before: "v32-bundled-level-readings",
                                     word: "歳")
        #expect(before == "#NAME?")

        let bank = try KuchiDatabase.openExisting(path: path)
        let after = try bank.read { db in
            try Row.fetchAll(db, sql: "SELECT text, meanings FROM word WHERE text IN ('歳', 'し') AND reading IN ('さい', 'し') ORDER BY text")
                .map { "\($0["text"] as String)|\($0["meanings"] as String)" }
        }
        #expect(after == ["し|and; besides; moreover; what's more; not only ... but also", "歳|-years-old"])
    }

    /// A bank that ran v32 before なお was corrected: v33 gives it 尚's "still; yet" for 直's archaic "straight;
    /// mischief; ordinary; common", where the bank still holds what was shipped.
    @Test func aKanaWordGivenAnArchaicHomophonesMeaningIsMendedInABankThatRanV32Before() throws {
        let directory = try TemporaryDirectory()
        let path = directory.path + "/old.sqlite"
        let before = try shippedBank(at: path, shipped: "なお\tなお\tstraight; mischief; ordinary; common\tN3\n",
                                     before: "v33-bundled-kana-word-meanings",
                                     word: "なお")
        #expect(before == "straight; mischief; ordinary; common")
        let bank = try KuchiDatabase.openExisting(path: path)
        let after = try bank.read { db in
            try String.fetchOne(db, sql: "SELECT meanings FROM word WHERE text = 'なお' AND reading = 'なお'")
        }
        #expect(after == "still; yet")
    }

    /// A bank that ran v33 before these rows were corrected by hand: v34 gives 為る する "to do" for なる's "to change;
    /// to be of use; to reach to" and 学級 "(school) class" for "grade in school"; 見付ける, whose meanings the learner
    /// changed in its deck, keeps the learner's.
    @Test func aRowShownAnotherWordsMeaningsIsMendedInABankThatRanV33BeforeAndALearnersEditIsLeft() throws {
        let directory = try TemporaryDirectory()
        let path = directory.path + "/old.sqlite"
        let shipped = "為る\tする\tto change; to be of use; to reach to\tN3\n" + "学級\tがっきゅう\tgrade in school\tN2\n"
            + "見付ける\tみつける\tto be familiar; to discover; to detect\tN2\n"
        let before = try shippedBank(at: path, shipped: shipped, before: "v34-bundled-level-meanings", word: "為る")
        #expect(before == "to change; to be of use; to reach to")
        try editMeanings(of: "見付ける", "みつける", deck: "jlpt-n2", to: "to find; to discover", at: path)

        let bank = try KuchiDatabase.openExisting(path: path)
        let after = try meanings(of: ["為る", "学級", "見付ける"], in: bank)
        let toDo = "to do; to carry out; to perform; to make (into); to serve as"
        #expect(after == ["学級=(school) class|(school) class", "為る=\(toDo)|\(toDo)",
                          "見付ける=to find; to discover|to find; to discover"])
    }

    /// A bank that ran v34 before these rows were corrected: v35 gives 交わす "to exchange …; to intersect" for 躱す's
    /// "to dodge; to parry; to avoid; to turn aside" and 民族 its own "people; race; nation; ethnic group" for 民俗's
    /// "folk customs"; 湧く, whose meanings the learner changed in its deck, keeps the learner's.
    @Test func aRowShownAHomophonesMeaningsIsMendedInABankThatRanV34BeforeAndALearnersEditIsLeft() throws {
        let directory = try TemporaryDirectory()
        let path = directory.path + "/old.sqlite"
        let shipped = "交わす\tかわす\tto exchange (messages); to dodge; to parry; to avoid; to turn aside\tN1\n"
            + "民族\tみんぞく\tpeople; race; nation; racial customs; folk customs\tN1\n"
            + "湧く\tわく\tto boil; to grow hot; to get excited; to gush forth\tN2\n"
        let before = try shippedBank(at: path, shipped: shipped, before: "v35-bundled-homophone-meanings", word: "交わす")
        #expect(before == "to exchange (messages); to dodge; to parry; to avoid; to turn aside")
        try editMeanings(of: "湧く", "わく", deck: "jlpt-n2", to: "to gush forth; to boil", at: path)

        let bank = try KuchiDatabase.openExisting(path: path)
        let after = try meanings(of: ["交わす", "民族", "湧く"], in: bank)
        let exchange = "to exchange (messages, greetings, etc.); to intersect; to cross; to interlace"
        let people = "people; race; nation; ethnic group; ethnos"
        #expect(after == ["交わす=\(exchange)|\(exchange)", "民族=\(people)|\(people)", "湧く=to gush forth; to boil|to gush forth; to boil"])
        let found = try words(foundBy: "intersect", among: ["交わす"], in: bank)
        #expect(found == ["交わす"], "the word browser finds 交わす by its own meaning")
    }

    /// A bank that ran v36 before these rows were corrected: v37 gives 育つ its own intransitive "to be raised (e.g.
    /// child)" for 育てる's "to raise (child)".
    @Test func aVerbShownItsPartnersMeaningsIsMendedInABankThatRanV36Before() throws {
        let directory = try TemporaryDirectory()
        let path = directory.path + "/old.sqlite"
        let shipped = "育つ\tそだつ\tto raise (child); to be brought up; to grow (up)\tN3\n"
        let before = try shippedBank(at: path, shipped: shipped, before: "v37-bundled-transitive-meanings", word: "育つ")
        #expect(before == "to raise (child); to be brought up; to grow (up)")
        let bank = try KuchiDatabase.openExisting(path: path)
        let after = try bank.read { db in try String.fetchOne(db, sql: "SELECT meanings FROM word WHERE text = '育つ'") }
        #expect(after == "to be raised (e.g. child); to be brought up; to grow (up)")
    }

    /// No bundled verb shows its transitive or intransitive partner's meanings (found in EDICT: a gloss only the
    /// other verb of the pair has).
    @Test func noBundledVerbShowsItsPartnersMeanings() throws {
        let entries = try BundledLevels.entries()
        func meanings(_ text: String, _ reading: String) -> [String] {
            entries.first { $0.text == text && $0.reading == reading }?.meanings ?? []
        }
        #expect(!meanings("育つ", "そだつ").contains("to raise (child)") && meanings("育つ", "そだつ").contains("to grow (up)"))
        #expect(!meanings("片付く", "かたづく").contains("to put in order"))
        #expect(!meanings("捻じれる", "ねじれる").contains("to twist"))
        #expect(!meanings("回す", "まわす").contains("to revolve") && meanings("回す", "まわす").first == "to turn")
    }

    /// No bundled row teaches a homophone's meaning the audit's `homophone` kind found: 交わす is never "to dodge"
    /// (躱す), 湧く never "to boil" (沸く), 民俗 never "race" (民族), 例え never "even if" (仮令).
    @Test func noBundledRowShowsTheMeaningsOfAHomophoneTheAuditFound() throws {
        let entries = try BundledLevels.entries()
        func meanings(_ text: String, _ reading: String) -> [String] {
            entries.first { $0.text == text && $0.reading == reading }?.meanings ?? []
        }
        #expect(meanings("交わす", "かわす").first == "to exchange (messages, greetings, etc.)")
        #expect(!meanings("交わす", "かわす").contains("to dodge"))
        #expect(!meanings("湧く", "わく").contains("to boil"))
        #expect(!meanings("民俗", "みんぞく").contains("race"))
        #expect(meanings("民族", "みんぞく").first == "people")
        #expect(!meanings("例え", "たとえ").contains("even if"))
        #expect(meanings("仮令", "たとえ").first == "even if")
    }

    /// Rows the audit of N4–N1 (scripts/audit-level-meanings.py) found teaching the wrong thing show the word's own
    /// meaning first: コンセント is an outlet, not "consent"; 以下 is "not exceeding", never "less than" (未満); 届ける
    /// delivers (届く reaches); 統計 is statistics; 焦げ茶 dark brown, not "black tea"; 円 えん first the yen.
    @Test func rowsTheAuditFoundWrongShowTheWordsOwnMeaningFirst() throws {
        let entries = try BundledLevels.entries()
        func first(_ text: String, _ reading: String) -> String? {
            entries.first { $0.text == text && $0.reading == reading }?.meanings.first
        }
        #expect(first("コンセント", "コンセント") == "electrical outlet")
        #expect(first("以下", "いか") == "not exceeding")
        #expect(first("届ける", "とどける") == "to deliver")
        #expect(first("統計", "とうけい") == "statistics")
        #expect(first("焦げ茶", "こげちゃ") == "dark brown")
        #expect(first("円", "えん") == "yen (Japanese monetary unit)")
        let all = entries.flatMap { entry in entry.meanings.map { (entry.text, $0) } }
        #expect(!all.contains { $0 == ("以下", "less than") || $0 == ("コンセント", "consent") || $0 == ("焦げ茶", "black tea") })
    }

    /// The source cuts long meaning fields off, mid-word or mid-note; the list gives such a gloss whole or not at all.
    @Test func noBundledMeaningIsCutOffInTheMiddleOfANoteOrAWord() throws {
        let meanings = try BundledLevels.entries().flatMap { entry in entry.meanings.map { (entry.text, $0) } }
        let open = meanings.filter { $0.1.filter { $0 == "(" }.count > $0.1.filter { $0 == ")" }.count }
        #expect(open.isEmpty, "\(open.prefix(5))")
        for (text, cut) in [("潜る", "to go undergroun"), ("堪える", "t"), ("余り", "rema"), ("気兼ね", "having scruples about doing someth")] {
            #expect(!meanings.contains { $0.0 == text && $0.1 == cut }, "\(text): \(cut)")
        }
        #expect(meanings.contains { $0.0 == "潜る" && $0.1 == "to go underground" }, "completed from EDICT")
    }

    /// 人気 and ありがとう take the corrected meanings, in the word and in its deck, and the word browser finds
    /// them by the new meaning; 心, whose deck meanings the learner changed, keeps the learner's.
    @Test func aWordStillHoldingWhatWasShippedTakesTheCorrectionAndAChangedOneIsLeftAlone() throws {
        let directory = try TemporaryDirectory()
        let path = directory.path + "/old.sqlite"
        try olderBank(at: path)
        try editMeanings(of: "心", "こころ", deck: "jlpt-n4", to: "core; heart; mind", at: path)

        let bank = try KuchiDatabase.openExisting(path: path)
        let meanings = try meanings(of: ["人気", "ありがとう", "心"], in: bank)
        let popularity = "popularity; public favor; condition (e.g. market); tone; character"
        #expect(meanings == ["ありがとう=Thank you|Thank you", "人気=\(popularity)|\(popularity)", "心=core; heart; mind|core; heart; mind"])
        let found = try words(foundBy: "popularity", among: ["人気"], in: bank)
        #expect(found == ["人気"], "the word browser finds 人気 by its new meaning")
    }

    /// A bank upgraded by the build before eight kana words were corrected ran v22 without them: v25 mends
    /// より, which was shipped with 縒り's "twist; ply", where the bank still holds it.
    @Test func aKanaWordShippedWithAKanjiHomophonesMeaningIsMendedInABankThatRanV22Before() throws {
        let directory = try TemporaryDirectory()
        let path = directory.path + "/old.sqlite"
        let before = try shippedBank(at: path, shipped: "より\tより\ttwist; ply\tN3\n", before: "v25-bundled-kana-glosses", word: "より")
        #expect(before == "twist; ply")

        let bank = try KuchiDatabase.openExisting(path: path)
        let after = try bank.read { db in
            try Row.fetchOne(db, sql: """
                SELECT w.meanings AS word, \(LeanWords.meanings(source: "s", word: "w")) AS deck FROM word w JOIN word_source s ON s.word_id = w.id AND s.deck = 'jlpt-n3'
                WHERE w.text = 'より'
                """).map { "\($0["word"] as String)|\($0["deck"] as String)" }
        }
        let corrected = "than; from; out of; since; at"
        #expect(after == "\(corrected)|\(corrected)")
    }

    /// A learner's own meanings for a bundled word, in the word and in its level deck's row, as an older build kept them.
    private func editMeanings(of text: String, _ reading: String, deck: String, to meanings: String, at path: String) throws {
        let queue = try DatabaseQueue(path: path)
        try queue.write { db in
            try db.execute(sql: "UPDATE word SET meanings = ? WHERE text = ? AND reading = ?", arguments: [meanings, text, reading])
            try db.execute(sql: """
                UPDATE word_source SET meanings = ?
                WHERE deck = ? AND word_id = (SELECT id FROM word WHERE text = ? AND reading = ?)
                """, arguments: [meanings, deck, text, reading])
        }
        try queue.close()
    }

    /// The words written `texts` that the word browser's meaning index finds by `term`.
    private func words(foundBy term: String, among texts: [String], in bank: KuchiDatabase) throws -> [String] {
        try bank.read { db in
            try String.fetchAll(db, sql: """
                SELECT w.text FROM word_meaning_search JOIN word w ON w.id = word_meaning_search.rowid
                WHERE word_meaning_search MATCH ? AND w.text IN (\(texts.map { _ in "?" }.joined(separator: ", ")))
                """, arguments: StatementArguments([term] + texts))
        }
    }

    /// `text=word meanings|home deck meanings` for each of the words written `texts`, in text order.
    private func meanings(of texts: [String], in bank: KuchiDatabase) throws -> [String] {
        try bank.read { db in
            try Row.fetchAll(db, sql: """
                SELECT w.text, w.meanings AS word, \(LeanWords.meanings(source: "s", word: "w")) AS deck
                FROM word w JOIN word_source s ON s.word_id = w.id AND s.deck = w.deck
                WHERE w.text IN (\(texts.map { _ in "?" }.joined(separator: ", "))) ORDER BY w.text
                """, arguments: StatementArguments(texts)).map { "\($0["text"] as String)=\($0["word"] as String)|\($0["deck"] as String)" }
        }
    }
}
