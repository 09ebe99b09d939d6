import Foundation
import Testing
import KuchiCore
@testable import KuchiStore
@testable import KuchiTransfer

/// Readings from furigana in each form Anki decks write it: every reading an import stores is kana.
@Suite("Readings from furigana")
struct FuriganaReadingTests {
    static let forms: [(String, String, String)] = [
        ("運ぶ[はこぶ]", "運ぶ", "はこぶ"),                 // the whole word, its kana included
        ("祈る[いのる]", "祈る", "いのる"),
        ("お土産[おみやげ]", "お土産", "おみやげ"),           // a prefix inside the brackets: not read twice
        ("お宅[おたく]", "お宅", "おたく"),
        ("再来月[さらいげつ]", "再来月", "さらいげつ"),
        ("お土産[みやげ]", "お土産", "おみやげ"),             // a prefix outside them
        ("引[ひ]っ越[こ]す", "引っ越す", "ひっこす"),         // per kanji
        ("日本[にほん] 語[ご]", "日本語", "にほんご"),
        ("食[た]べ 物[もの]", "食べ物", "たべもの"),
        ("コピー機[こぴーき]", "コピー機", "こぴーき"),
        ("金持[かねも]ち/お金持[おかねも]ち", "金持ち/お金持ち", "かねもち/おかねもち"),   // alternatives
        ("金持ち[かねもち/おかねもち]", "金持ち", "かねもち/おかねもち"),
        ("見る/観る[みる]", "見る/観る", "みる"),
    ]

    @Test(arguments: forms)
    func furiganaGivesTheWordAndItsKana(_ text: String, _ word: String, _ reading: String) {
        let split = Furigana.split(text)
        #expect(split?.word == word)
        #expect(split?.reading == reading)
    }

    static let fullWidthForms: [(String, String, String)] = [
        ("漢字［かんじ］", "漢字", "かんじ"),                 // full-width brackets, as a Japanese keyboard types them
        ("引［ひ］っ越［こ］す", "引っ越す", "ひっこす"),
        ("お土産［みやげ］", "お土産", "おみやげ"),
        ("金持ち［かねもち／おかねもち］", "金持ち", "かねもち/おかねもち"),
        ("漢字【かんじ】", "漢字", "かんじ"),                 // lenticular brackets holding kana
        ("運ぶ【はこぶ】", "運ぶ", "はこぶ"),
        ("金持ち【かねもち／おかねもち】", "金持ち", "かねもち/おかねもち"),
    ]

    @Test(arguments: fullWidthForms)
    func fullWidthFuriganaGivesTheWordAndItsKana(_ text: String, _ word: String, _ reading: String) {
        let split = Furigana.split(text)
        #expect(split?.word == word)
        #expect(split?.reading == reading)
    }

    @Test func lenticularBracketsHoldingANoteAreNotFurigana() {
        #expect(Furigana.split("猫【名】") == nil, "a part of speech is no reading")
        #expect(Furigana.strip("猫【名】") == "猫【名】")
    }

    @Test func aReadingFieldInFullWidthFuriganaBecomesKana() throws {
        for reading in ["漢字［かんじ］", "漢字【かんじ】"] {
            let raw = RawWord(text: "漢字", reading: reading, meanings: ["kanji"])
            #expect(try raw.entry(defaultDeck: "d", extraTags: []).get().reading == "かんじ")
        }
        let word = RawWord(text: "漢字［かんじ］", reading: "", meanings: ["kanji"])
        #expect(Furigana.split(word.text).map { [$0.word, $0.reading] } == ["漢字", "かんじ"])
    }

    @Test func anAnkiNoteWithFullWidthFuriganaGetsAKanaReading() {
        let mapping = AnkiNotes.mapping(names: ["Expression", "Reading", "Meaning"], overrides: [:])
        for field in ["祈る［いのる］", "祈る【いのる】"] {
            let raw = AnkiNotes.word(plainFields: [field, "祈る", "to pray"], mapping: mapping, tags: [], deck: nil, deckLevel: nil)
            #expect(raw.text == "祈る")
            #expect(raw.reading == "いのる")
        }
    }

    @Test func rubyMarkupGivesTheSameReadings() {
        #expect(Furigana.split(HTMLText.plain("<ruby>お土産<rt>おみやげ</rt></ruby>"))?.reading == "おみやげ")
        #expect(Furigana.split(HTMLText.plain("お<ruby>土産<rt>みやげ</rt></ruby>"))?.reading == "おみやげ")
        #expect(Furigana.split(HTMLText.plain("<ruby>運<rt>はこ</rt></ruby>ぶ"))?.reading == "はこぶ")
    }

    @Test func aReadingFieldWrittenAsWholeWordFuriganaBecomesKana() throws {
        let raw = RawWord(text: "祈る", reading: "祈る[いのる]", meanings: ["to pray"])
        #expect(try raw.entry(defaultDeck: "d", extraTags: []).get().reading == "いのる")
        let gift = RawWord(text: "お土産", reading: "お土産[おみやげ]", meanings: ["souvenir"])
        #expect(try gift.entry(defaultDeck: "d", extraTags: []).get().reading == "おみやげ")
    }

    @Test func aReadingThatIsNotKanaIsRefusedNotStored() {
        let raw = RawWord(text: "祈る", reading: "祈る", meanings: ["to pray"])
        guard case let .failure(problem) = raw.entry(defaultDeck: "d", extraTags: []) else {
            Issue.record("a kanji reading was accepted")
            return
        }
        #expect(problem.reason == "the reading “祈る” of “祈る” is not kana")
        #expect(problem.readingNotKana)
    }

    @Test func aNoteInBracketsBesideTheKanaIsSetAside() throws {
        for (reading, kana) in [("あげる/(=やる)", "あげる"), ("しまい（終わり）", "しまい"), ("みる（見る）", "みる"), ("あたたか(い)", "あたたかい")] {
            let raw = RawWord(text: "漢", reading: reading, meanings: ["meaning"])
            guard case let .success(entry) = raw.entry(defaultDeck: "d", extraTags: []) else {
                Issue.record("\(reading) was refused")
                continue
            }
            #expect(entry.reading == kana)
        }
        guard case .failure = RawWord(text: "漢", reading: "猫(ねこ)", meanings: ["meaning"]).entry(defaultDeck: "d", extraTags: []) else {
            Issue.record("a reading that is only a note was accepted")
            return
        }
    }

    @Test func anAnkiNoteWhoseReadingFieldHoldsKanjiTakesTheWordsFurigana() {
        let raw = AnkiNotes.word(plainFields: ["祈る[いのる]", "祈る", "to pray"],
                                 mapping: AnkiNotes.mapping(names: ["Expression", "Reading", "Meaning"], overrides: [:]),
                                 tags: [], deck: nil, deckLevel: nil)
        #expect(raw.text == "祈る")
        #expect(raw.reading == "いのる")
    }

    @Test func kanaReadingsAreToldFromOtherText() {
        #expect(KanaScript.isReading("いのる") && KanaScript.isReading("かねもち/おかねもち") && KanaScript.isReading("より、ほう"))
        #expect(!KanaScript.isReading("祈る[いのる]") && !KanaScript.isReading("inoru") && !KanaScript.isReading("いのる/"))
        #expect(!KanaScript.isReading("、"))
        #expect(KanaScript.isReading("ご1"), "synthetic lists number their words")
    }
}

/// Which Anki notes an import may skip as holding no Japanese (``Furigana/mayHoldJapanese(_:)``): a French note or one of
/// numbers and emoji only, never one in half-width katakana or with a kanji beyond the basic plane.
@Suite("Notes without Japanese")
struct NotesWithoutJapaneseTests {
    @Test(arguments: [("le chat", false), ("123 🎉", false), ("", false), ("ﾈｺ", true), ("𠮟る", true), ("猫", true),
                      ("ねこ", true), ("﨑", true)])
    func aNoteIsSkippedOnlyWhenNoFieldCouldBeJapanese(text: String, japanese: Bool) {
        #expect(Furigana.mayHoldJapanese(text) == japanese, "\(text)")
    }
}
