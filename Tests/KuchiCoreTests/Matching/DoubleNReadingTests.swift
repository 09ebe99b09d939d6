import Testing
import KuchiCore

/// A reading typed with `nn` before a vowel or y is judged as WanaKana reads it (`onna` おんな) and as a
/// Japanese input method reads it (`konnya` こんや): right when either is the reading, wrong when neither is.
@Suite("Readings typed with nn")
struct DoubleNReadingTests {
    static let rows: [(text: String, reading: String, typed: String, right: Bool)] = [
        // An input method's nn for ん before a vowel or y.
        ("今夜", "こんや", "konnya", true), ("原因", "げんいん", "gennin", true), ("禁煙", "きんえん", "kinnenn", true),
        ("禁煙", "きんえん", "kinnen", true), ("本屋", "ほんや", "honnya", true), ("金曜日", "きんようび", "kinnyoubi", true),
        ("恋愛", "れんあい", "rennai", true), ("今夜", "こんや", "KONNYA", true),
        // WanaKana's nn for ん and the n row, and an input method's nnn.
        ("今日は", "こんにちは", "konnichiha", true), ("今日は", "こんにちは", "konnnichiha", true), ("女", "おんな", "onna", true),
        ("女", "おんな", "onnna", true), ("皆", "みんな", "minna", true), ("案内", "あんない", "annai", true),
        ("三人", "さんにん", "sanninn", true), ("三人", "さんにん", "sannin", true), ("三人", "さんにん", "sannninn", true),
        ("蒟蒻", "こんにゃく", "konnyaku", true),
        // The apostrophe forms, as before.
        ("今夜", "こんや", "kon'ya", true), ("原因", "げんいん", "gen'in", true),
        // Plain romaji without the apostrophe: the syllabic n, where the reading has one.
        ("今夜", "こんや", "konya", true), ("原因", "げんいん", "genin", true), ("禁煙", "きんえん", "kinen", true),
        // Wrong either way.
        ("今夜", "こんや", "konnnya", false), ("女", "おんな", "ona", false), ("三人", "さんにん", "sanin", false),
        ("案内", "あんない", "anai", false), ("今日は", "こんにちは", "konichiha", false),
        // Kana is its own spelling: げんにん is not げんいん.
        ("原因", "げんいん", "げんにん", false), ("今夜", "こんや", "こんにゃ", false),
    ]

    @Test(arguments: rows.indices)
    func aReadingQuestion(_ index: Int) {
        let row = Self.rows[index]
        let word = Word(id: 1, text: row.text, reading: row.reading, meanings: ["meaning"])
        let challenge = Challenge(word: word, kind: .reading, choices: [], correctIndex: 0)
        guard case let .answer(verdict) = AnswerJudge.judge(row.typed, for: challenge) else {
            Issue.record("\(row.typed) was not judged")
            return
        }
        #expect(verdict.judgement.isCorrect == row.right, "\(row.typed) for \(row.text) \(row.reading)")
        if row.right, ReadingMatcher.isRomaji(row.typed) {
            #expect(verdict.typedKana == row.reading, "the kana shown for \(row.typed) is the reading it matched")
        }
    }

    @Test func bothReadingsOfAnAmbiguousNnAreTheKanaItMayStandFor() {
        #expect(ReadingMatcher.kana(from: "konnya") == ["こんにゃ", "こんや"], "WanaKana's first, then an input method's")
        #expect(ReadingMatcher.kana(from: "konnnya") == ["こんにゃ"], "nnn is ん and にゃ both ways")
        #expect(ReadingMatcher.kana(from: "kanji") == ["かんじ"])
    }
}
