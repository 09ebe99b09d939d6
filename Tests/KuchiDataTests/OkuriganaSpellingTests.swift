import KuchiCore
import KuchiData
import Testing

/// At a word question, a spelling of the word with more or fewer kana between or after its kanji (送り仮名) counts
/// when the dictionary lists it with the word's first sense: 引越す for 引っ越す "to move house", though EDICT files
/// 引越す under another reading (ひきこす), as it counts 取消す for 取り消す, which it files under the same one.
@Suite("Word questions take the dictionary's okurigana spellings")
struct OkuriganaSpellingTests {
    /// The spellings the bundled lists wrote until v44 (終る, 起す, 曲る) still count for the word now written in full.
    @Test(arguments: [("引っ越す", "ひっこす", "引越す"), ("取り消す", "とりけす", "取消す"), ("終わる", "おわる", "終る"),
                      ("起こす", "おこす", "起す"), ("曲がる", "まがる", "曲る"), ("支払い", "しはらい", "支払")])
    func aSpellingWithOtherOkuriganaCounts(_ row: (String, String, String)) throws {
        let (text, reading, typed) = row
        let word = try #require(BundledJudge.word(text, reading))
        #expect(BundledJudge.accepts(typed, for: word, kind: .word), "\(typed) for \(text)")
    }

    /// The same kanji with other kana is another word when its first sense is another: 上げる "to raise" is no 上がる
    /// "to rise", 生きる "to live" no 生まれる "to be born"; 引く "to pull" no 引っ越す.
    @Test(arguments: [("上がる", "あがる", "上げる"), ("生まれる", "うまれる", "生きる"), ("引っ越す", "ひっこす", "引く")])
    func theSameKanjiWithAnotherMeaningStaysWrong(_ row: (String, String, String)) throws {
        let (text, reading, typed) = row
        let word = try #require(BundledJudge.word(text, reading))
        #expect(!BundledJudge.accepts(typed, for: word, kind: .word), "\(typed) for \(text)")
    }

    /// Over every bundled word written with kanji: each dictionary line written with the word's kanji and last kana,
    /// other kana between them, and the first sense of one of the word's own entries, is right at its word question.
    @Test func everyBundledWordTakesItsOkuriganaSpellings() {
        let refused = OkuriganaProbe.spellings().filter { !BundledJudge.accepts($0.spelling, for: $0.word, kind: .word) }
        #expect(refused.isEmpty, "\(refused.count) refused: \(refused.prefix(20).map { "\($0.spelling) for \($0.word.text)" })")
    }
}

/// The okurigana spellings the bundled dictionary gives the bundled words (``OkuriganaSpellingTests``).
enum OkuriganaProbe {
    /// A bundled word and a spelling of it the dictionary lists.
    struct Spelling {
        var word: Word
        var spelling: String
    }

    /// The first character of `form`, its kanji in order, and its last character: what spellings of one word with
    /// other okurigana share (a prefix, お弁当 beside 弁当, is no okurigana).
    static func skeleton(_ form: String) -> String? {
        guard Word.containsKanji(form), let first = form.first, let last = form.last else { return nil }
        return String(first) + "|" + String(form.filter { Word.containsKanji(String($0)) }) + "|" + String(last)
    }

    /// For each bundled word written with kanji, the dictionary's lines of the same skeleton, written otherwise, whose
    /// first sense is that of one of the word's own entries (written and read as it is).
    static func spellings() -> [Spelling] {
        let lines = "\(BundledDictionary.text)".split(separator: "\n").map { $0.split(separator: "\t", omittingEmptySubsequences: false) }
        var formsBySkeleton: [String: Set<String>] = [:]
        for fields in lines where fields.count >= 3 {
            let form = String(fields[0])
            if let key = skeleton(form) { formsBySkeleton[key, default: []].insert(form) }
        }
        let dictionary = BundledJudge.dictionary
        var found: [Spelling] = []
        let words = (Array(BundledJudge.words.values) + Array(BundledJudge.levelWords.values)).sorted { $0.id < $1.id }
        for word in words where word.hasKanji {
            let own = word.writtenForms.flatMap { form in
                dictionary.entries(writtenAs: form).filter { word.readings.contains($0.reading) }.map { Array($0.firstSense) }
            }
            guard !own.isEmpty else { continue }
            var seen = Set(word.writtenForms)
            for form in word.writtenForms {
                guard let key = skeleton(form) else { continue }
                for other in (formsBySkeleton[key] ?? []).sorted() where seen.insert(other).inserted {
                    if dictionary.entries(writtenAs: other).contains(where: { own.contains(Array($0.firstSense)) }) {
                        found.append(Spelling(word: word, spelling: other))
                    }
                }
            }
        }
        return found
    }
}
