import Testing
import KuchiCore
import KuchiData

@Suite("The bundled KANJIDIC")
struct BundledKanjiTests {
    private let dictionary = KanjiDictionary(text: BundledKanji.text)

    @Test func everyJoyoKanjiIsThereWithItsReadingsStrokesAndLevels() throws {
        let study = try #require(dictionary.kanji("勉"))
        #expect(study.meanings.first == "exertion" && study.onReadings == ["ベン"] && study.kunReadings == ["つと.める"])
        #expect(study.strokes == 10 && study.grade == 3 && study.jlptLevel == "N4")
        let day = try #require(dictionary.kanji("日"))
        #expect(day.jlptLevel == "N5" && day.kunReadings.contains("ひ") && !day.kunReadings.contains("あき"), "no name readings")
        #expect(dictionary.kanji("鬱")?.strokes == 29)
    }

    @Test func everyKanjiOfTheBundledWordsIsDescribed() {
        let lines = (BundledWordList.text + BundledLevelWords.text.text).split(separator: "\n").dropFirst()
        let missing = Set(lines.flatMap { line in
            String(line.split(separator: "\t").first ?? "").filter { Word.containsKanji(String($0)) && $0 != "々" }
                .map(String.init).filter { dictionary.kanji($0) == nil }
        })
        #expect(missing.count <= 5, "KANJIDIC (JIS X 0208) lacks: \(missing.sorted())")
    }

    @Test func theNoticeNamesEverySourceAndLicence() {
        for source in ["JMdict", "EDRDG", "KANJIDIC", "JLPT", "WordNet", "CC BY-SA 4.0", "Princeton"] {
            #expect(BundledDataNotice.text.contains(source), "\(source)")
        }
    }
}
