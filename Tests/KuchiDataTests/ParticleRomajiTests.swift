import Foundation
import Testing
import KuchiCore

/// Walk-through 21: the particle は is said "wa". A word whose last は (or へ) is the particle takes `wa` (`e`) when its
/// reading is typed, and shows it; "ha" stays right. A noun whose は is part of the word keeps "ha".
@Suite("A last は that is the particle, said wa")
struct ParticleRomajiTests {
    /// Bundled words (written form, reading) with the romaji they show and the romaji typed for them, each right.
    static let particleWords: [(text: String, reading: String, shown: String, typed: [String])] = [
        ("こんにちは", "こんにちは", "konnichiwa", ["konnichiwa", "Konnichiwa", "konnichi wa", "konnichiha", "こんにちわ", "こんにちは"]),
        ("こんばんは", "こんばんは", "konbanwa", ["konbanwa", "kombanwa", "konbanha"]),
        ("では", "では", "dewa", ["dewa", "deha", "de wa"]),
        ("それでは", "それでは", "soredewa", ["soredewa", "soredeha"]),
        ("または", "または", "matawa", ["matawa", "mataha"]),
        ("あるいは", "あるいは", "aruiwa", ["aruiwa"]),
        ("今日は", "こんにちは", "konnichiwa", ["konnichiwa", "konnichiha"]),
        ("今晩は", "こんばんは", "konbanwa", ["konbanwa"]),
        ("実は", "じつは", "jitsuwa", ["jitsuwa", "jitsuha"]),
        ("又は", "または", "matawa", ["matawa"]),
        ("若しくは", "もしくは", "moshikuwa", ["moshikuwa"]),
        ("延いては", "ひいては", "hiitewa", ["hiitewa"]),
    ]

    /// Words whose last は (or the whole reading) belongs to the word: they show and take "ha" only.
    static let keepHa: [(text: String, reading: String, shown: String, refused: String)] = [
        ("歯", "は", "ha", "wa"), ("葉", "は", "ha", "wa"), ("刃", "は", "ha", "wa"), ("派", "は", "ha", "wa"),
        ("母", "はは", "haha", "hawa"), ("特派", "とくは", "tokuha", "tokuwa"),
        ("爆破", "ばくは", "bakuha", "bakuwa"), ("学派", "がくは", "gakuha", "gakuwa"), ("出端", "では", "deha", "dewa"),
        ("いろは", "いろは", "iroha", "irowa"), ("はは", "はは", "haha", "hawa"), ("あはは", "あはは", "ahaha", "ahawa"),
        ("おは", "おは", "oha", "owa"),
    ]

    /// The word as a session asks it (the dictionary's spellings filled in), and the question its reading is typed at:
    /// the reading question of a word with kanji, the word question of one in kana.
    private func asked(_ text: String, _ reading: String) -> (word: Word, kind: ChallengeKind) {
        let word = BundledJudge.word(text, reading) ?? Word(id: 1, text: text, reading: reading, meanings: ["x"])
        return (BundledJudge.dictionary.withParticleSpellings(word), Word.containsKanji(text) ? .reading : .word)
    }

    @Test(arguments: particleWords.indices)
    func theParticleIsShownAndTakenAsWa(_ index: Int) {
        let row = Self.particleWords[index]
        let (word, kind) = asked(row.text, row.reading)
        #expect(word.pronunciation == row.shown, "\(row.text)")
        for typed in row.typed {
            #expect(BundledJudge.accepts(typed, for: word, kind: kind), "\(typed) for \(row.text) (\(kind))")
        }
    }

    @Test(arguments: keepHa.indices)
    func aHaThatIsPartOfTheWordKeepsHa(_ index: Int) {
        let row = Self.keepHa[index]
        let (word, kind) = asked(row.text, row.reading)
        #expect(word.pronunciation == row.shown, "\(row.text)")
        #expect(BundledJudge.accepts(row.shown, for: word, kind: kind), "\(row.shown) for \(row.text)")
        #expect(!BundledJudge.accepts(row.refused, for: word, kind: kind), "\(row.refused) for \(row.text)")
    }

    /// Another word's reading stays wrong: `konbanwa` is not こんにちは, `kanowa` no particle reading.
    @Test func anotherWordsSpokenReadingStaysWrong() {
        let hello = asked("こんにちは", "こんにちは").word
        #expect(!BundledJudge.accepts("konbanwa", for: hello, kind: .word))
        #expect(!BundledJudge.accepts("konnichiwo", for: hello, kind: .word))
        #expect(!BundledJudge.accepts("konnichie", for: hello, kind: .word))
    }

    /// The particle へ said "e", by the same written-form rule: a kanji form that ends in kana へ.
    @Test func aLastHeAfterKanjiIsSaidE() {
        #expect(ParticleEnding.spokenReading("どこへ", text: "何処へ") == "どこえ")
        #expect(ParticleEnding.spokenReading("へ", text: "屁") == nil)
        #expect(ParticleEnding.spokenReading("へ", text: "へ") == nil)
    }
}
