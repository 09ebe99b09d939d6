import KuchiCore
import Testing

/// The dictionary and the matchers keep what they worked out (what the dictionary knows of a word, a gloss's
/// thesaurus line and normalised form) for the next answer: a second answer is judged as the first was, and
/// a word read anew is judged with what it holds now.
@Suite("Judging with what was looked up before")
struct RememberedLookupTests {
    private let dictionary = WordDictionary(entries: [
        DictionaryEntry(form: "茎", reading: "くき", glosses: ["stalk", "stem"], senseSizes: [2]),
        DictionaryEntry(form: "語幹", reading: "ごかん", glosses: ["stem", "of a word"], senseSizes: [1, 1]),
        DictionaryEntry(form: "人", reading: "ひと", glosses: ["man", "person", "human being"], senseSizes: [2]),
        DictionaryEntry(form: "明日", reading: "あした", glosses: ["tomorrow"], otherSpellings: ["みょうにち", "あす"]),
    ], synonyms: ["stem": ["root", "stalk", "prow"], "stem|stalk": ["1"], "stalk": ["stem"], "stalk|stem": ["0"]])

    private func accepts(_ typed: String, _ word: Word) -> Bool {
        let challenge = Challenge(word: word, kind: .meaning, choices: [], correctIndex: 0)
        guard case let .answer(verdict) = AnswerJudge.judge(typed, for: challenge, dictionary: dictionary) else { return false }
        return verdict.judgement.isCorrect
    }

    @Test func aSecondAnswerIsJudgedAsTheFirst() {
        let stalk = Word(id: 1, text: "茎", reading: "くき", meanings: ["stalk"])
        let wordStem = Word(id: 2, text: "語幹", reading: "ごかん", meanings: ["stem"])
        for _ in 0..<3 {
            #expect(!accepts("root", stalk), "a word's stem is no plant's")
            #expect(accepts("stem", stalk))
            #expect(accepts("root", wordStem))
            #expect(!accepts("an elephant", stalk))
        }
        // Looked up beside another sense, the same gloss lends what that sense lends.
        #expect(dictionary.synonyms(of: "stem", inSenseWith: ["stalk", "stem"]) == ["stalk"])
        #expect(dictionary.synonyms(of: "stem", inSenseWith: ["stem"]) == ["root", "stalk", "prow"])
        #expect(dictionary.synonyms(of: "stem", inSenseWith: ["stalk", "stem"]) == ["stalk"])
    }

    @Test func aWordReadAnewIsJudgedWithWhatItHoldsNow() {
        let tomorrow = Word(id: 7, text: "明日", reading: "あした", meanings: ["tomorrow"])
        let known = dictionary.knowledge(of: tomorrow)
        #expect((known.readings + known.variantReadings).contains("あす"))
        // The same id, another word (the bank's row edited): its own knowledge, not the last one's.
        let person = Word(id: 7, text: "人", reading: "ひと", meanings: ["person"])
        #expect(dictionary.knowledge(of: person).glosses == ["man", "person", "human being"])
        #expect(accepts("human being", person))
        #expect(!accepts("human being", tomorrow))
        #expect(dictionary.knowledge(of: tomorrow).glosses == ["tomorrow"])
    }

    /// A long o typed doubled or with an h ("passport" Hepburn) is read as ō, by hand for ASCII lines.
    @Test func aLongOTypedDoubledOrWithAnHMatches() {
        #expect(ReadingMatcher.match("ohkii", readings: ["おおきい"]) == "おおきい")
        #expect(ReadingMatcher.match("gakkoo", readings: ["がっこう"]) == "がっこう")
        #expect(ReadingMatcher.match("Tookyoo", readings: ["とうきょう"]) == "とうきょう")
        #expect(ReadingMatcher.match("gakkoh", readings: ["がっこう"]) == "がっこう")
        #expect(ReadingMatcher.match("ｏｈｋｉｉ", readings: ["おおきい"]) == "おおきい", "full-width letters too")
        #expect(ReadingMatcher.match("ohayou", readings: ["おはよう"]) == "おはよう", "an h before a vowel is a syllable")
        #expect(ReadingMatcher.match("ohkii", readings: ["おかし"]) == nil)
    }

    /// A long e typed doubled is read as ē: えい (先生, 映画, 時計) or ええ (ええ "yes"), and nothing else.
    @Test func aLongETypedDoubledMatches() {
        #expect(ReadingMatcher.match("sensee", readings: ["せんせい"]) == "せんせい")
        #expect(ReadingMatcher.match("eega", readings: ["えいが"]) == "えいが")
        #expect(ReadingMatcher.match("tokee", readings: ["とけい"]) == "とけい")
        #expect(ReadingMatcher.match("ee", readings: ["ええ"]) == "ええ")
        #expect(ReadingMatcher.match("sensee", readings: ["せんせ"]) == nil, "a long e is no short one")
        #expect(ReadingMatcher.match("sense", readings: ["せんせい"]) == nil)
    }
}
