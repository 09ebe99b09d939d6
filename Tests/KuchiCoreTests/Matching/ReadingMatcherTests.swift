import Testing
import KuchiCore

@Suite("Matching typed readings")
struct ReadingMatcherTests {
    @Test(arguments: [
        ("neko", "ねこ"), ("ねこ", "ねこ"), ("ネコ", "ねこ"), ("NEKO", "ねこ"), ("ﾈｺ", "ねこ"), ("ｎｅｋｏ", "ねこ"),
        ("toukyou", "とうきょう"), ("tōkyō", "とうきょう"), ("Tōkyō", "とうきょう"), ("TŌKYŌ", "とうきょう"),
        ("arigatō", "ありがとう"), ("arigatou", "ありがとう"), ("ōkii", "おおきい"), ("ookii", "おおきい"),
        ("koohii", "コーヒー"), ("ko-hi-", "コーヒー"), ("kōhī", "コーヒー"), ("コーヒー", "コーヒー"), ("こーひー", "コーヒー"),
        ("hanaji", "はなぢ"), ("tsuzuku", "つづく"), ("hon o", "ほんを"), ("hon wo", "ほんを"),
        ("gakkou", "がっこう"), ("shinbun", "しんぶん"), ("shimbun", "しんぶん"), ("kin'youbi", "きんようび"),
        ("konnichiha", "こんにちは"), ("sensei", "せんせい"), ("sensē", "せんせい"), ("ten\u{3000}in", "てんいん"),
        ("zasshi", "ざっし"), ("zassi", "ざっし"), ("tyotto", "ちょっと"), ("chotto", "ちょっと"),
    ])
    func spellingsOfTheSameSoundMatch(input: String, reading: String) {
        #expect(ReadingMatcher.match(input, readings: [reading]) == reading, "\(input) should match \(reading)")
    }

    @Test(arguments: [
        ("hanadi", "はなぢ"), ("hanaji", "はなぢ"), ("hanadzi", "はなぢ"), ("hanadji", "はなぢ"), ("hanazi", "はなぢ"),
        ("tsuduku", "つづく"), ("tsudzuku", "つづく"), ("tsuzuku", "つづく"), ("tudzuku", "つづく"),
        ("chidimu", "ちぢむ"), ("chijimu", "ちぢむ"), ("chidzimu", "ちぢむ"), ("ＮＥＫＯ", "ねこ"), ("ｎｅｋｏ", "ネコ"),
        ("ｈａｎａｄｚｉ", "はなぢ"), ("fyirumu", "フィルム"), ("firumu", "フィルム"), ("kya'", "きゃっ"),
    ])
    func everySpellingOfDiDuAndEveryKeyboardMatch(input: String, reading: String) {
        #expect(ReadingMatcher.match(input, readings: [reading]) == reading, "\(input) should match \(reading)")
    }

    @Test func fullWidthRomajiIsRecognisedForSearches() {
        #expect(ReadingMatcher.isRomaji("ＮＥＫＯ"))
        #expect(ReadingMatcher.romajiSpellings("ＮＥＫＯ") == ["ねこ"])
        #expect(ReadingMatcher.romajiSpellings("ｈａｎａｄｉ") == ["はなぢ"])
        #expect(ReadingMatcher.romajiSpellings("ｎｅｋｚ").isEmpty)
    }

    @Test(arguments: [("tokyo", "とうきょう"), ("neko", "ねこね"), ("obasan", "おばあさん"), ("kite", "きって"), ("ten'in", "てにん")])
    func differentSoundsDoNotMatch(input: String, reading: String) {
        #expect(ReadingMatcher.match(input, readings: [reading]) == nil)
    }

    @Test func anyAlternativeReadingCounts() {
        #expect(ReadingMatcher.match("nani", readings: ["なん", "なに"]) == "なに")
        #expect(ReadingMatcher.match("yon", readings: ["し", "よん"]) == "よん")
    }

    @Test func typedRomajiIsShownAsKana() {
        #expect(ReadingMatcher.kana(from: "neko") == ["ねこ"])
        #expect(ReadingMatcher.kana(from: "tōkyō") == ["とうきょう", "とうきょお", "とおきょう", "とおきょお"])
        #expect(ReadingMatcher.isRomaji("neko"))
        #expect(!ReadingMatcher.isRomaji("ねこ"))
    }
}
