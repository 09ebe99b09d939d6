import KuchiCore
import Testing

/// At a reading question for a bundled word, the readings accepted are those of the JMdict entry that holds
/// the word's reading (明日 あした: あす, みょうにち) and the common readings of the form that mean what the
/// word means (家 いえ: うち), never a rare reading of another entry (人 と, a suffix "person") or one with
/// another meaning (上手 うわて "upper part").
@Suite("Readings of a bundled word's own dictionary entry")
struct OwnEntryReadingTests {
    static let rows: [(text: String, reading: String, typed: String, right: Bool)] = [
        ("人", "ひと", "hito", true), ("人", "ひと", "to", false), ("人", "ひと", "と", false), ("人", "ひと", "nin", false),
        ("明日", "あした", "asu", true), ("明日", "あした", "あす", true), ("明日", "あした", "myounichi", true),
        ("上手", "じょうず", "uwate", false), ("上手", "じょうず", "jouzu", true),
        ("七日", "なのか", "nanuka", true), ("今日", "きょう", "kyou", true), ("家", "いえ", "uchi", true),
        ("後", "あと", "nochi", true), ("後", "あと", "go", false),
    ]

    @Test(arguments: rows.indices)
    func aReadingQuestion(_ index: Int) throws {
        let row = Self.rows[index]
        let word = try #require(BundledJudge.word(row.text, row.reading))
        #expect(BundledJudge.accepts(row.typed, for: word, kind: .reading) == row.right, "\(row.typed) for \(row.text) \(row.reading)")
    }

    /// The bundled dictionary keeps unrelated entries with the same glosses apart: 人 と "person" lists none of
    /// 者 もの's spellings, and 明日 あした none of ツモロー's.
    @Test func entriesWithTheSameGlossesAreNotOneEntry() {
        let person = BundledJudge.dictionary.entries(writtenAs: "人").first { $0.reading == "と" }
        #expect(person.map { !$0.otherSpellings.contains("者") } ?? true)
        let tomorrow = BundledJudge.dictionary.entries(writtenAs: "明日").first { $0.reading == "あした" }
        #expect(tomorrow?.otherSpellings.contains("あす") == true, "one JMdict entry, split by EDICT for a sense of あす only")
        #expect(tomorrow?.otherSpellings.contains("ツモロー") == false)
    }
}
