import Testing
import KuchiCore

@Suite("Kanji: looked up one by one, described in a line")
struct KanjiDictionaryTests {
    private let study = Kanji(character: "勉", meanings: ["exertion", "endeavour", "encourage"], onReadings: ["ベン"],
                              kunReadings: ["つと.める"], strokes: 10, grade: 3, jlptLevel: "N4")
    private let strong = Kanji(character: "強", meanings: ["strong"], onReadings: ["キョウ", "ゴウ"],
                               kunReadings: ["つよ.い", "つよ.まる", "し.いる"], strokes: 11, grade: 2, jlptLevel: "N4")
    private let rare = Kanji(character: "鬱", meanings: ["gloom", "depression"], onReadings: ["ウツ"], kunReadings: [],
                             strokes: 29, grade: 8)

    @Test func aWordsKanjiAreFoundOnceInWrittenOrderSkippingKanaAndUnknownCharacters() {
        let dictionary = KanjiDictionary([strong, study, rare])
        #expect(dictionary.kanji("勉") == study)
        #expect(dictionary.kanji("猫") == nil && dictionary.kanji("") == nil && dictionary.kanji("ね") == nil)
        #expect(dictionary.kanji(in: "勉強する").map(\.character) == ["勉", "強"])
        #expect(dictionary.kanji(in: "強い/勉強").map(\.character) == ["強", "勉"], "each kanji once")
        #expect(dictionary.kanji(in: "テレビ").isEmpty)
        #expect(KanjiDictionary.empty.kanji(in: "勉強").isEmpty)
    }

    @Test func theLineGivesTwoMeaningsTheFirstReadingsStrokesGradeAndLevel() {
        #expect(study.summary() == "勉 exertion, endeavour (ベン, つと.める; 10 strokes, grade 3, kanji N4)")
        #expect(strong.summary() == "強 strong (キョウ, ゴウ, つよ.い, つよ.まる; 11 strokes, grade 2, kanji N4)")
        #expect(rare.summary(meanings: 1) == "鬱 gloom (ウツ; 29 strokes, secondary school)")
        #expect(Kanji.line([study, strong])?.contains(" · 強 strong") == true)
        #expect(Kanji.line([]) == nil)
    }

    @Test func theJSONObjectNamesEveryFieldWithNullForAMissingLevel() {
        #expect(rare.jsonValue.compact == #"{"character":"鬱","meanings":["gloom","depression"],"on":["ウツ"],"kun":[],"strokes":29,"grade":8,"jlpt":null}"#)
    }
}
