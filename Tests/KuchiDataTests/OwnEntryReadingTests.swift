import KuchiCore
import Testing

/// At a reading question for a bundled word, the readings accepted are those of the JMdict entry that holds
/// the word's reading (明日 あした: あす, みょうにち) and the common readings of the form that mean what the
/// word means (家 いえ: うち), never a rare reading of another entry (人 と, a suffix "person") or one with
/// another meaning (上手 うわて "upper part"), one JMdict marks out-dated or irregular (案内 あない, 原因 げいいん),
/// or the word's own with a sound left out (女 おな), unless JMdict marks it common (皆 みんな: みな).
@Suite("Readings of a bundled word's own dictionary entry")
struct OwnEntryReadingTests {
    static let rows: [(text: String, reading: String, typed: String, right: Bool)] = [
        ("人", "ひと", "hito", true), ("人", "ひと", "to", false), ("人", "ひと", "と", false), ("人", "ひと", "nin", false),
        ("明日", "あした", "asu", true), ("明日", "あした", "あす", true), ("明日", "あした", "myounichi", true),
        ("上手", "じょうず", "uwate", false), ("上手", "じょうず", "jouzu", true),
        ("七日", "なのか", "nanuka", true), ("今日", "きょう", "kyou", true), ("家", "いえ", "uchi", true),
        ("後", "あと", "nochi", true), ("後", "あと", "go", false),
        // Out-dated or irregular readings (EDICT's ok, ik), and the word's own reading with a sound left out.
        ("案内", "あんない", "anai", false), ("案内", "あんない", "あない", false), ("案内", "あんない", "annai", true),
        ("原因", "げんいん", "geiin", false), ("原因", "げんいん", "げいいん", false), ("原因", "げんいん", "gen'in", true),
        ("上手", "じょうず", "joute", false), ("上手", "じょうず", "じょうしゅ", false), ("女", "おんな", "ona", false),
        ("女", "おんな", "omina", false), ("体育", "たいいく", "taiku", false), ("体育", "たいいく", "taiiku", true),
        ("雰囲気", "ふんいき", "fuinki", false), ("雰囲気", "ふんいき", "ふいんき", false),
        // A shorter reading JMdict marks common is a reading in its own right, for this form or another of the
        // entry (面倒くさい めんどくさい); so is a longer one.
        ("皆", "みんな", "mina", true), ("大分", "だいぶん", "daibu", true), ("本当", "ほんと", "hontou", true),
        ("面倒臭い", "めんどうくさい", "mendokusai", true),
    ]

    @Test(arguments: rows.indices)
    func aReadingQuestion(_ index: Int) throws {
        let row = Self.rows[index]
        let word = try #require(BundledJudge.word(row.text, row.reading))
        #expect(BundledJudge.accepts(row.typed, for: word, kind: .reading) == row.right, "\(row.typed) for \(row.text) \(row.reading)")
    }

    /// A bank holding every bundled word: at a reading question, the readings of the other words written alike
    /// count only as the dictionary counts them. The N1 list's 上手 うわて ("upper part; …; skillful (only in
    /// comparisons)") is another entry of 上手, and not common: no reading of 上手 じょうず "skillful"
    /// (README.md); the N4 list's 皆 みな is one of 皆 みんな, and 明日's readings stay.
    @Test(arguments: [
        ("上手", "じょうず", "uwate", false), ("上手", "じょうず", "うわて", false), ("上手", "じょうず", "jouzu", true),
        ("皆", "みんな", "mina", true), ("皆", "みな", "minna", true), ("案内", "あんない", "anai", false),
        ("明日", "あした", "asu", true), ("大分", "だいぶ", "daibun", true),
    ])
    func aReadingQuestionBesideTheBundledWordsWrittenAlike(_ row: (String, String, String, Bool)) throws {
        let (text, reading, typed, right) = row
        let word = try #require(BundledJudge.word(text, reading))
        let alike = BundledJudge.words(writtenAs: text)
        #expect(BundledJudge.accepts(typed, for: word, kind: .reading, sameWritten: alike) == right, "\(typed) for \(text) \(reading)")
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
