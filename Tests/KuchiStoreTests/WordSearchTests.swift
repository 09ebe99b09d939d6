import Foundation
import KuchiCore
@testable import KuchiStore
import Testing

@Suite("Word search")
struct WordSearchTests {
    private static let words = [
        WordEntry(text: "勉強", reading: "べんきょう", meanings: ["study", "diligence"], level: "N5", deck: "core"),
        WordEntry(text: "勉強会", reading: "べんきょうかい", meanings: ["study group"], level: "N3", deck: "core"),
        WordEntry(text: "研究", reading: "けんきゅう", meanings: ["to research", "study"], level: "N4", deck: "edict", tags: ["science"]),
        WordEntry(text: "学生", reading: "がくせい", meanings: ["student"], level: "N5", deck: "core"),
        WordEntry(text: "猫", reading: "ねこ", meanings: ["cat"], level: "N5", deck: "core"),
        WordEntry(text: "子猫", reading: "こねこ", meanings: ["kitten"], level: "N2", deck: "edict"),
        WordEntry(text: "コーヒー", reading: "コーヒー", meanings: ["coffee"], level: "N5", deck: "core"),
        WordEntry(text: "食べる", reading: "たべる", meanings: ["to eat"], level: "N5", deck: "core"),
    ]

    private func bank() throws -> KuchiDatabase {
        try KuchiDatabase.inMemory(seedWords: Self.words)
    }

    private func texts(_ database: KuchiDatabase, _ query: String, scope: WordScope = WordScope(), profileID: Int64? = nil,
                       limit: Int? = 20) throws -> [String] {
        try database.search.searchWords(WordSearch(query: query, scope: scope, profileID: profileID, limit: limit)).map(\.word.text)
    }

    @Test func exactMatchesComeFirstThenPrefixesThenSubstrings() throws {
        let database = try bank()
        let hits = try database.search.searchWords(WordSearch(query: "study"))
        #expect(hits.map(\.word.text) == ["勉強", "研究", "勉強会"])
        #expect(hits.map(\.match) == [.exact, .exact, .prefix])
        #expect(try texts(database, "stud") == ["勉強", "学生", "研究", "勉強会"], "a beginner's words first (N5, N4, N3), then shorter ones")
        #expect(try texts(database, "猫") == ["猫", "子猫"])
        #expect(try database.search.searchWords(WordSearch(query: "猫")).map(\.match) == [.exact, .contains])
    }

    @Test func shortQueriesFindWordsAndReadingsButNotLettersInsideMeanings() throws {
        let database = try bank()
        #expect(try texts(database, "子") == ["子猫"], "one kanji, inside a word")
        #expect(try texts(database, "ね") == ["猫", "子猫"], "one kana: the reading's start first, then inside")
        #expect(try texts(database, "at") == [], "two letters inside `cat`, `to eat` or `student` are not a match")
        // `ca` starts the meaning "cat" (a prefix), and as romaji (か) is inside べんきょうかい.
        #expect(try texts(database, "ca") == ["猫", "勉強会"])
    }

    /// Walk-through 24: `n'` listed every word with an English meaning starting with "n" (now, next, name …).
    @Test func romajiMarkedByAnApostropheAfterNIsSearchedAsKanaOnly() throws {
        let database = try KuchiDatabase.inMemory(seedWords: [
            WordEntry(text: "禁煙", reading: "きんえん", meanings: ["No Smoking!"], level: "N3", deck: "core"),
            WordEntry(text: "今", reading: "いま", meanings: ["now"], level: "N5", deck: "core"),
            WordEntry(text: "名前", reading: "なまえ", meanings: ["name"], level: "N5", deck: "core"),
            WordEntry(text: "何", reading: "なん", meanings: ["what"], level: "N5", deck: "core"),
            WordEntry(text: "記念", reading: "きねん", meanings: ["commemoration"], level: "N3", deck: "core"),
        ])
        let marked = try texts(database, "n'")
        #expect(Set(marked) == ["何", "禁煙", "記念"], "every reading with ん, no meaning starting with n: \(marked)")
        #expect(try texts(database, "kin'en") == ["禁煙"])
        let bare = try texts(database, "n")
        #expect(bare.contains("今"), "a bare letter still starts English meanings: \(bare)")
    }

    @Test func romajiInAnySpellingKuchiAcceptsFindsTheWord() throws {
        let database = try bank()
        for query in ["benkyou", "benkyō", "benkyo", "BENKYOU", "ｂｅｎｋｙｏｕ", "べんきょう", "ベンキョウ"] {
            #expect(try texts(database, query).first == "勉強", "\(query)")
            #expect(try database.search.searchWords(WordSearch(query: query)).first?.match == .exact, "\(query)")
        }
        #expect(try texts(database, "kōhī") == ["コーヒー"])
        #expect(try texts(database, "kohi") == ["コーヒー"])
        #expect(try texts(database, "neko") == ["猫", "子猫"])
    }

    @Test func meaningsAreFoundWithOrWithoutTheToOfAVerb() throws {
        let database = try bank()
        #expect(try texts(database, "eat") == ["食べる"])
        #expect(try database.search.searchWords(WordSearch(query: "EAT")).first?.match == .exact)
        #expect(try texts(database, "kitt") == ["子猫"])
        #expect(try texts(database, "kitten") == ["子猫"])
        #expect(try texts(database, "group") == ["勉強会"], "a word inside a meaning")
        #expect(try texts(database, "itte").isEmpty, "meanings are searched by words and their starts, not letters inside a word")
        #expect(try texts(database, "kujira").isEmpty)
    }

    @Test func filtersNarrowTheSearchAndTheLimitCutsIt() throws {
        let database = try bank()
        #expect(try texts(database, "study", scope: WordScope(decks: ["EDICT"])) == ["研究"])
        #expect(try texts(database, "study", scope: WordScope(levels: ["N5", "N3"])) == ["勉強", "勉強会"])
        #expect(try texts(database, "study", scope: WordScope(tags: ["Science"])) == ["研究"])
        #expect(try texts(database, "study", scope: WordScope(decks: ["nope"])).isEmpty)
        #expect(try texts(database, "study", limit: 2) == ["勉強", "研究"])
        #expect(try texts(database, "", scope: WordScope(levels: ["N5"]), limit: nil) == ["勉強", "学生", "猫", "コーヒー", "食べる"])
    }

    @Test func aWordFoundInADecksScopeShowsThatDeckAndItsMeanings() throws {
        let database = try bank()
        _ = try database.imports.importWords(at: Date()) { batch in
            try batch.add(WordEntry(text: "猫", reading: "ねこ", meanings: ["kitty"], deck: "pets"))
            return true
        }
        let inPets = try database.search.searchWords(WordSearch(query: "", scope: WordScope(decks: ["Pets"])))
        #expect(inPets.map { "\($0.word.text) \($0.deck) \($0.word.meanings)" } == [#"猫 pets ["kitty"]"#])
        // Found in the whole bank, or in its home deck's scope, it shows its home deck's.
        let everywhere = try database.search.searchWords(WordSearch(query: "猫")).prefix(1)
        #expect(everywhere.map { "\($0.word.text) \($0.deck) \($0.word.meanings)" } == [#"猫 core ["cat"]"#])
        let inCore = try database.search.searchWords(WordSearch(query: "neko", scope: WordScope(decks: ["core", "pets"])))
        #expect(inCore.map { "\($0.word.text) \($0.deck)" } == ["猫 core"])
    }

    @Test func favouritesAreMarkedAndCanBeTheScope() throws {
        let database = try bank()
        let ann = try database.practice.useProfile(named: "Ann")
        try database.practice.setFavorite(true, profileID: ann.id, wordID: 5, at: Date())
        let hits = try database.search.searchWords(WordSearch(query: "neko", profileID: ann.id))
        #expect(hits.map(\.isFavorite) == [true, false])
        #expect(try texts(database, "neko", scope: WordScope(favoritesOnly: true), profileID: ann.id) == ["猫"])
        #expect(try texts(database, "neko", scope: WordScope(favoritesOnly: true)).isEmpty, "no learner, no favourites")
    }

    @Test func accuracyCountsTheLearnersAnswers() throws {
        let database = try bank()
        let ann = try database.practice.useProfile(named: "Ann")
        let session = try database.practice.beginSession(profileID: ann.id, target: 5, seed: nil, at: Date())
        for judgement in [Judgement.exact, .wrong, .exact] {
            try database.practice.recordAnswer(AnswerRecord(sessionID: session, wordID: 5, given: "cat", expected: "cat", judgement: judgement,
                                                   elapsed: .seconds(1), answeredAt: Date()))
        }
        let hit = try #require(try database.search.searchWords(WordSearch(query: "猫", profileID: ann.id)).first)
        #expect(hit.answers == 3 && hit.correct == 2)
        #expect(hit.cardState == nil)
    }

    @Test func importsKeepTheIndexInStep() throws {
        let database = try bank()
        _ = try database.imports.importWords { batch in
            try batch.add(WordEntry(text: "犬", reading: "いぬ", meanings: ["dog"]))
            try batch.add(WordEntry(text: "猫", reading: "ねこ", meanings: ["feline"]))
            return true
        }
        #expect(try texts(database, "inu") == ["犬"])
        #expect(try texts(database, "feline") == ["猫"], "merged meanings are found")
        _ = try database.imports.importWords { batch in
            try batch.add(WordEntry(text: "鳥", reading: "とり", meanings: ["bird"]))
            return false
        }
        #expect(try texts(database, "bird").isEmpty, "a rolled-back import leaves no index rows")
        try database.dbQueue.write { db in try db.execute(sql: "DELETE FROM word WHERE text = '犬'") }
        #expect(try database.dbQueue.read { db in try Int.fetchOne(db, sql: "SELECT count(*) FROM word_search") } == Self.words.count)
    }

    @Test func theSearchKeyForgivesLongVowels() {
        #expect(SearchKey.reading("べんきょう") == "べんきょ")
        #expect(SearchKey.reading("コーヒー") == "こひ")
        #expect(SearchKey.reading("とおい") == "とい")
        #expect(SearchKey.reading("せんせい") == "せんせ")
        #expect(SearchKey.readings(ofQuery: "benkyō") == ["べんきょ"])
        #expect(SearchKey.readings(ofQuery: "study").isEmpty)
    }

    @Test func theSearchKeyIsTheSameWhetherKanaArePrecomposedOrNot() {
        // Precomposed kana take a path of their own (scalar by scalar, as an import computes every word's key);
        // the same reading with a combining sound mark (か + ゛) takes the general one: both give one key.
        #expect(SearchKey.reading("ケーキ") == "けき")
        #expect(SearchKey.reading("ちぢむ") == "ちじむ")
        #expect(SearchKey.reading("つづく") == "つずく")
        #expect(SearchKey.reading("をかし") == "おかし")
        #expect(SearchKey.reading("おおきい") == "おき")
        #expect(SearchKey.reading("かあー") == "か")
        #expect(SearchKey.reading("か\u{3099}っこう") == SearchKey.reading("がっこう"))
    }
}
