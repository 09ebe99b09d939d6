import KuchiCore
import KuchiData
import Testing

/// Every bundled word's first meaning belongs to it, not to another word written alike: where the bundled
/// dictionary knows the word's written form with its reading, and the first meaning is a gloss of another
/// reading of that written form, it is a gloss of the word's own entry too. The source paired about 70
/// N4–N1 rows with another reading's glosses (人気 にんき "sign of life", 人気 ひとけ's meaning), mended where
/// the list is made (scripts/edict_readings.py). No meaning starts with a part-of-speech tag.
@Suite("Bundled words' meanings are their own")
struct BundledGlossOwnerTests {
    /// Every bundled word, N5 to N1 (a word listed at two levels once per level).
    private static let words: [Word] = [BundledWordList.text, BundledLevelWords.text.text].flatMap(parsed)

    /// The N4–N1 words, whose glosses the generator takes from the source with the rule; the N5 list is
    /// checked by hand (後 あと "afterwards" and 上 うえ "on top of" are right, though JMdict files those
    /// glosses under のち and じょう).
    private static let levelWords = parsed(BundledLevelWords.text.text)

    private static func parsed(_ text: String) -> [Word] {
        text.split(separator: "\n").dropFirst().compactMap { line -> Word? in
            let fields = line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
            guard fields.count >= 3 else { return nil }
            return Word(id: 0, text: fields[0], reading: fields[1], meanings: Word.meanings(fromColumn: fields[2]))
        }
    }

    private static func word(_ text: String, _ reading: String) -> Word? {
        words.first { $0.text == text && $0.reading == reading }
    }

    @Test func everyFirstMeaningIsAGlossOfTheWordsOwnEntryWhenAnotherReadingHasIt() {
        let dictionary = BundledJudge.dictionary
        var checked = 0
        var misplaced: [String] = []
        for word in Self.levelWords {
            guard let first = word.meanings.first else { continue }
            let key = WordDictionary.simpleKey(first)
            var own = false, other = false, known = false
            for form in word.writtenForms {
                for entry in dictionary.entries(writtenAs: form) {
                    let glosses = Set(entry.glosses.map(WordDictionary.simpleKey))
                    if word.readings.contains(entry.reading) {
                        known = true
                        own = own || glosses.contains(key)
                    } else if glosses.contains(key) {
                        other = true
                    }
                }
            }
            guard known else { continue }
            checked += 1
            if other && !own { misplaced.append("\(word.text) \(word.reading) “\(first)”") }
        }
        print("bundled N4–N1 words whose written form and reading the dictionary knows: \(checked); first meaning of another reading: \(misplaced.count)")
        #expect(checked > 5_000, "the dictionary knows most of them")
        #expect(misplaced.isEmpty, "\(misplaced.prefix(40))")
    }

    @Test func theMendedRowsShowTheirOwnMeaning() throws {
        #expect(try #require(Self.word("人気", "にんき")).meanings.first == "popularity")
        #expect(try #require(Self.word("工夫", "くふう")).meanings.first == "scheme")
        #expect(try #require(Self.word("訳", "やく")).meanings.first == "translation")
        #expect(try #require(Self.word("ありがとう", "ありがとう")).meanings == ["Thank you"])
    }

    @Test func noMeaningStartsWithAPartOfSpeechTag() {
        let tagged = Self.words.filter { word in
            word.meanings.contains { $0.hasPrefix("(") && PartOfSpeechTagPattern.isTagGroup($0) }
        }
        #expect(tagged.isEmpty, "\(tagged.prefix(10).map(\.text))")
    }
}

/// A leading `(n)`, `(conj; exp; int)`, `(v5r; vi)` … group, told apart from a note in words.
enum PartOfSpeechTagPattern {
    static func isTagGroup(_ meaning: String) -> Bool {
        meaning.range(of: #"^\((?:(?:n|adv|conj|exp|int|abbr|uk|num|pn|prt|suf|pref|ctr|vi|vt|vs|adj-[a-z]+|n-[a-z]+|v[1-5][a-z0-9-]*)[;,]?\s*)+\)"#,
                      options: .regularExpression) != nil
    }
}
