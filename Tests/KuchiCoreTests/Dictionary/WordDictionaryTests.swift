import KuchiCore
import Testing

@Suite("Looking words up in the dictionary")
struct WordDictionaryTests {
    private let dictionary = WordDictionary(entries: [
        DictionaryEntry(form: "明日", reading: "あした", glosses: ["tomorrow"], otherSpellings: ["みょうにち", "あす"]),
        DictionaryEntry(form: "明日", reading: "あす", glosses: ["tomorrow", "near future"], otherSpellings: ["あした", "みょうにち"]),
        DictionaryEntry(form: "人", reading: "ひと", glosses: ["man", "person", "human being"], senseSizes: [2]),
        DictionaryEntry(form: "人", reading: "と", glosses: ["person"]),
        DictionaryEntry(form: "後", reading: "あと", glosses: ["behind", "after", "later"], isCommon: true),
        DictionaryEntry(form: "後", reading: "のち", glosses: ["later", "afterwards"], isCommon: true),
        DictionaryEntry(form: "後", reading: "ご", glosses: ["later"]),
        DictionaryEntry(form: "明", reading: "みん", glosses: ["Ming (dynasty)"]),
        DictionaryEntry(form: "上手", reading: "じょうず", glosses: ["skillful", "skilled", "good (at)"]),
        DictionaryEntry(form: "上手", reading: "うわて", glosses: ["upper part", "skillful (in comparisons)"], senseSizes: [1]),
        DictionaryEntry(form: "終わる", reading: "おわる", glosses: ["to end", "to finish"], otherSpellings: ["終る"]),
        DictionaryEntry(form: "終る", reading: "おわる", glosses: ["to end", "to finish"], otherSpellings: ["終わる"]),
        DictionaryEntry(form: "経験", reading: "けいけん", glosses: ["experience"]),
        DictionaryEntry(form: "たぶん", reading: "たぶん", glosses: ["perhaps", "probably"], otherSpellings: ["多分"]),
        DictionaryEntry(form: "たぶん", reading: "たぶん", glosses: ["hearsay"], otherSpellings: ["他聞"]),
        DictionaryEntry(form: "ズボン", reading: "ズボン", glosses: ["trousers", "pants"]),
        DictionaryEntry(form: "亜", reading: "あ", glosses: ["sub-"]),
        DictionaryEntry(form: "龠", reading: "やく", glosses: ["flute"]),
    ])

    /// A gloss lends the synonyms of its WordNet senses that its word's sense names twice: 茎's "stem", beside
    /// "stalk", is a plant's, so "root" (a word's stem) is wrong for it; a gloss alone keeps them all.
    @Test func aGlossBesideAnotherOfItsSenseLendsThatSensesSynonymsOnly() {
        let dictionary = WordDictionary(entries: [
            DictionaryEntry(form: "茎", reading: "くき", glosses: ["stalk", "stem"], senseSizes: [2]),
            DictionaryEntry(form: "語幹", reading: "ごかん", glosses: ["stem", "of a word"], senseSizes: [1, 1]),
        ], synonyms: ["stem": ["root", "stalk", "prow"], "stem|stalk": ["1"], "stalk": ["stem"], "stalk|stem": ["0"]])
        func accepts(_ typed: String, _ text: String, _ reading: String, _ meaning: String) -> Bool {
            let challenge = Challenge(word: Word(id: 1, text: text, reading: reading, meanings: [meaning]), kind: .meaning,
                                      choices: [], correctIndex: 0)
            guard case let .answer(verdict) = AnswerJudge.judge(typed, for: challenge, dictionary: dictionary) else { return false }
            return verdict.judgement.isCorrect
        }
        #expect(!accepts("root", "茎", "くき", "stalk"))
        #expect(!accepts("prow", "茎", "くき", "stalk"))
        #expect(accepts("stem", "茎", "くき", "stalk"))
        #expect(accepts("root", "語幹", "ごかん", "stem"))
        #expect(dictionary.synonyms(of: "stalk", inSenseWith: ["stalk", "stem"]) == ["stem"])
        #expect(dictionary.synonyms(of: "stem", inSenseWith: ["stem"]) == ["root", "stalk", "prow"])
        // Beside a gloss that shares no synset ("of a word": no "stem|of a word" line), all of them.
        #expect(dictionary.synonyms(of: "stem", inSenseWith: ["stem", "of a word"]) == ["root", "stalk", "prow"])
        #expect(dictionary.entries(writtenAs: "語幹").first?.senses == [["stem"], ["of a word"]])
    }

    /// A line's fourth field says which later senses another gloss of the word must bear out: "water" lends
    /// "urine" (a later sense) to no word whose other gloss bears out only the first ("liquid"), and all its
    /// synonyms to a word none of whose glosses bears out a sense.
    @Test func laterSensesLendOnlyWhenAnotherGlossOfTheWordBearsThemOut() {
        let dictionary = WordDictionary(text: "", thesaurus: "water\th2o/body of water/urine/pee\t\tn:1-3;n.liquid=;n.sea=1\n")
        #expect(dictionary.synonyms(of: "water", inSenseWith: ["water"], amongGlosses: ["water", "liquid"]) == ["h2o"])
        #expect(dictionary.synonyms(of: "water", inSenseWith: ["water"], amongGlosses: ["water", "sea", "liquid"])
            == ["h2o", "body of water"])
        #expect(dictionary.synonyms(of: "water", inSenseWith: ["water"], amongGlosses: ["water", "drink"])
            == ["h2o", "body of water", "urine", "pee"])
        #expect(dictionary.synonyms(of: "water") == ["h2o", "body of water", "urine", "pee"])
    }

    /// A key glossed as a verb and as a noun: the noun's gloss lends none of the synonyms only verbs lend (`v:`) but a
    /// verbal noun's derived verbs (`d:`), the verb's none of those only other parts of speech lend (`x:`).
    @Test func aGlossLendsTheSynonymsOfItsOwnPartOfSpeech() {
        let dictionary = WordDictionary(text: "", thesaurus: "water\th2o/irrigate/water supply/hose\t\tv:1,3;d:1;x:0,2\n")
        #expect(dictionary.synonyms(of: "water", inSenseWith: ["water"], amongGlosses: ["water"]) == ["h2o", "water supply"])
        #expect(dictionary.synonyms(of: "water", inSenseWith: ["water"], amongGlosses: ["water"], verbalNoun: true)
            == ["h2o", "irrigate", "water supply"])
        #expect(dictionary.synonyms(of: "to water", inSenseWith: ["to water"], amongGlosses: ["to water"]) == ["irrigate", "hose"])
    }

    /// A gloss's line may list, in a third field, synonyms only its sense lines lend (of senses English seldom uses,
    /// pinned by a partner): the gloss alone lends its second field only, a sense line positions across both.
    @Test func synonymsOnlyASenseLendsAreNotLentByTheGlossAlone() {
        let dictionary = WordDictionary(text: "", thesaurus: "cut\tgash/reduce\tslice/cut of meat\ncut|slash\t0,2\n")
        #expect(dictionary.synonyms(of: "cut") == ["gash", "reduce"])
        #expect(dictionary.synonyms(of: "cut", inSenseWith: ["cut"]) == ["gash", "reduce"])
        #expect(dictionary.synonyms(of: "cut", inSenseWith: ["cut", "slash"]) == ["gash", "slice"])
        #expect(dictionary.synonyms(of: "to cut", inSenseWith: ["to cut", "to trim"]) == ["gash", "reduce"])
    }

    @Test func aSynonymIsMetByItsPluralAndByBeBeforeIt() {
        let dictionary = WordDictionary(entries: [
            DictionaryEntry(form: "子供", reading: "こども", glosses: ["child"]),
            DictionaryEntry(form: "居る", reading: "いる", glosses: ["to be (animate)"]),
        ], synonyms: ["child": ["kid", "youngster"], "be": ["present"]])
        func accepts(_ typed: String, _ text: String, _ reading: String, _ meaning: String) -> Bool {
            let challenge = Challenge(word: Word(id: 1, text: text, reading: reading, meanings: [meaning]), kind: .meaning,
                                      choices: [], correctIndex: 0)
            guard case let .answer(verdict) = AnswerJudge.judge(typed, for: challenge, dictionary: dictionary) else { return false }
            return verdict.judgement.isCorrect
        }
        #expect(accepts("kids", "子供", "こども", "child"))
        #expect(accepts("youngsters", "子供", "こども", "child"))
        #expect(accepts("the kid", "子供", "こども", "child"))
        #expect(accepts("to be present", "居る", "いる", "to be"))
        #expect(!accepts("kidss", "子供", "こども", "child"), "one plural ending, spelled right")
        #expect(!accepts("adults", "子供", "こども", "child"))
    }

    @Test func aGlossIsLookedUpWithoutItsNotesLeadingToOrArticleInAnyScript() {
        #expect(WordDictionary.simpleKey("To Be (esp. formally) Present") == "present")
        #expect(WordDictionary.simpleKey("the T-shirt [colloq.]") == "t-shirt")
        #expect(WordDictionary.simpleKey("a Kid's   toy!") == "kid's toy")
        #expect(WordDictionary.simpleKey("Café (coffee shop)") == "caf", "a letter outside ASCII splits the word")
        #expect(WordDictionary.simpleKey("\u{212A}ey") == "key", "the Kelvin sign lower-cases to k")
    }

    @Test func anEntryKeepsWhetherItIsCommonAndWhetherItTakesSuru() {
        let flagged = WordDictionary(entries: [
            DictionaryEntry(form: "掃除", reading: "そうじ", glosses: ["cleaning"], isCommon: true, isVerbalNoun: true),
            DictionaryEntry(form: "点検", reading: "てんけん", glosses: ["inspection"], isVerbalNoun: true),
            DictionaryEntry(form: "建物", reading: "たてもの", glosses: ["building"], isCommon: true),
        ])
        #expect(flagged.entries(writtenAs: "掃除").map { [$0.isCommon, $0.isVerbalNoun] } == [[true, true]])
        #expect(flagged.entries(writtenAs: "点検").map { [$0.isCommon, $0.isVerbalNoun] } == [[false, true]])
        #expect(flagged.entries(writtenAs: "建物").map { [$0.isCommon, $0.isVerbalNoun] } == [[true, false]])
        #expect(flagged.knowledge(of: Word(id: 1, text: "点検", reading: "てんけん", meanings: ["check"])).isVerbalNoun)
    }

    @Test func aFormFindsEachOfItsEntriesAndNoPrefixOfIt() {
        #expect(dictionary.entries(writtenAs: "明日").map(\.reading) == ["あした", "あす"])
        #expect(dictionary.entries(writtenAs: "明").map(\.reading) == ["みん"])
        #expect(dictionary.entries(writtenAs: "明日香").isEmpty)
        #expect(dictionary.entries(writtenAs: "").isEmpty)
    }

    @Test func theFirstAndLastLinesAreFound() {
        #expect(dictionary.entries(writtenAs: "たぶん").count == 2, "kana sort first in UTF-8")
        #expect(dictionary.entries(writtenAs: "龠").first?.glosses == ["flute"])
        #expect(dictionary.entries(writtenAs: "a\tb").isEmpty, "a tab never reaches the search")
    }

    @Test func aWordKnowsTheGlossesAndSpellingsOfItsOwnEntry() {
        let word = Word(id: 1, text: "終る", reading: "おわる", meanings: ["to end"])
        let known = dictionary.knowledge(of: word)
        #expect(known.glosses == ["to end", "to finish"])
        #expect(known.spellings.contains("終わる"))
    }

    @Test func anotherReadingCountsWhenTheWordsOwnEntryListsItOrItIsCommonWithTheMeaning() {
        let tomorrow = dictionary.knowledge(of: Word(id: 1, text: "明日", reading: "あした", meanings: ["tomorrow"]))
        #expect(tomorrow.readings == ["あした", "あす"], "あす is a reading of あした's own entry; みょうにち is not held under 明日 here")
        #expect(tomorrow.variantReadings == ["みょうにち", "あす"], "the hiragana spellings of あした's own entry")
        #expect(tomorrow.glosses == ["tomorrow"], "あす's 'near future' is no meaning of あした")
        let skilful = dictionary.knowledge(of: Word(id: 2, text: "上手", reading: "じょうず", meanings: ["skillful"]))
        #expect(skilful.readings == ["じょうず"], "うわて is another entry: another word")
        let person = dictionary.knowledge(of: Word(id: 3, text: "人", reading: "ひと", meanings: ["person"]))
        #expect(person.readings == ["ひと"], "人 と 'person' is a rare suffix, an entry of its own, though its gloss is the word's")
        let after = dictionary.knowledge(of: Word(id: 4, text: "後", reading: "あと", meanings: ["later"]))
        #expect(after.readings == ["あと", "のち"], "のち 'later' is another entry, common, with the word's meaning; ご is rare")
    }

    @Test func aVerbalNounsSuruIsSetAside() {
        let known = dictionary.knowledge(of: Word(id: 1, text: "経験", reading: "けいけんする", meanings: ["to experience"]))
        #expect(known.glosses == ["experience"])
        let written = dictionary.knowledge(of: Word(id: 2, text: "経験する", reading: "けいけんする", meanings: ["to experience"]))
        #expect(written.glosses == ["experience"])
    }

    @Test func aKanaWordFindsOnlyTheKanjiEntriesSharingItsMeaning() {
        let perhaps = dictionary.knowledge(of: Word(id: 1, text: "たぶん", reading: "たぶん", meanings: ["probably"]))
        #expect(perhaps.glosses == ["perhaps", "probably"])
        let trousers = dictionary.knowledge(of: Word(id: 2, text: "ズボン", reading: "ずぼん", meanings: ["trousers"]))
        #expect(trousers.glosses == ["trousers", "pants"], "katakana and hiragana readings are equal")
    }

    /// A bank word that lists two words with a Japanese comma (より、ほう) has the glosses of each.
    @Test func aWordListingWordsWithACommaHasTheGlossesOfEach() {
        let dictionary = WordDictionary(entries: [
            DictionaryEntry(form: "より", reading: "より", glosses: ["than", "from"]),
            DictionaryEntry(form: "ほう", reading: "ほう", glosses: ["side", "indicates one side of a comparison"]),
            DictionaryEntry(form: "より", reading: "よる", glosses: ["to approach"]),
        ])
        let comparison = dictionary.knowledge(of: Word(id: 1, text: "より、ほう", reading: "より、ほう", meanings: ["Used for comparison."]))
        #expect(comparison.glosses == ["than", "from", "side", "indicates one side of a comparison"])
        #expect(dictionary.knowledge(of: Word(id: 2, text: "よりほう", reading: "よりほう", meanings: ["comparison"])).glosses.isEmpty)
    }

    @Test func anEmptyDictionaryKnowsNothing() {
        #expect(WordDictionary.empty.knowledge(of: Word(id: 1, text: "明日", reading: "あした", meanings: ["tomorrow"])) == DictionaryKnowledge())
    }
}
