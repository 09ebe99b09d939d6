import Foundation
import Testing
import KuchiCore
@testable import KuchiStore
@testable import KuchiTransfer

/// A noun a list gave its する verb's reading (経験 けいけんする) is imported with its own (けいけん).
@Suite("Importing readings given with する")
struct ImportSuruReadingTests {
    private func imported(_ text: String) throws -> (WordImporter.Report, [String]) {
        let folder = NSTemporaryDirectory() + "/kuchi-suru-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try text.write(toFile: folder + "/nouns.tsv", atomically: true, encoding: .utf8)
        let database = try KuchiDatabase.inMemory()
        let report = try WordImporter(database: database, options: WordImporter.Options()).run([folder + "/nouns.tsv"])
        return (report, try dump(database))
    }

    @Test func suruIsDroppedFromANounsReadingAndTheSummarySaysSo() throws {
        let (report, words) = try imported("word\treading\tmeanings\n"
            + "経験\tけいけんする\texperience\n散歩\tさんぽする\twalk\n勉強する\tべんきょうする\tto study\n擦る\tこする\tto rub\n"
            + "コピー\tコピーする\tcopy\n料理\tりょうりする/りょうり\tcooking\n電話\tdenwasuru\ttelephone\n心配\tしんぱいする\tworry\n")
        #expect(words == [
            "経験|けいけん|experience|-|nouns||0", "散歩|さんぽ|walk|-|nouns||0", "勉強する|べんきょうする|to study|-|nouns||0",
            "擦る|こする|to rub|-|nouns||0", "コピー|コピーする|copy|-|nouns||0", "料理|りょうり|cooking|-|nouns||0",
            "電話|でんわ|telephone|-|nouns||0", "心配|しんぱい|worry|-|nouns||0",
        ])
        #expect(report.notes == [
            "1 reading written in romaji converted to kana (電話 denwasuru → でんわ).",
            "5 readings had する dropped, as their words are written without it (経験 けいけんする → けいけん, "
                + "散歩 さんぽする → さんぽ, 料理 りょうりする/りょうり → りょうり and 2 more).",
        ])
    }

    /// Walk-through 26 (D7): EDICT's 特攻武術 トゥコンムスル (a martial art's Korean name) was stored as トゥコンム.
    @Test func aKatakanaReadingEndingInSuruIsKeptWhole() throws {
        let (report, words) = try imported("word\treading\tmeanings\n特攻武術\tトゥコンムスル\tTukong Moosul\n")
        #expect(words == ["特攻武術|トゥコンムスル|Tukong Moosul|-|nouns||0"])
        #expect(report.notes.isEmpty, "nothing was dropped")
    }

    @Test func oneDroppedReadingIsNamedAlone() throws {
        let (report, words) = try imported("word\treading\tmeanings\n経験\tけいけんする\texperience\n")
        #expect(words == ["経験|けいけん|experience|-|nouns||0"])
        #expect(report.notes == ["1 reading had する dropped, as its word is written without it (経験 けいけんする → けいけん)."])
    }

    @Test func aRowWithNothingDroppedAddsNoNote() throws {
        let (report, _) = try imported("word\treading\tmeanings\n勉強する\tべんきょうする\tto study\n")
        #expect(report.notes == [])
    }

    @Test func countsFromSeveralBatchesAddUpAndKeepTheFirstExamples() {
        var first = ReadingChanges.Changed(), second = ReadingChanges.Changed()
        first.add(text: "経験", before: "けいけんする", after: "けいけん")
        first.add(text: "散歩", before: "さんぽする", after: "さんぽ")
        second.add(text: "料理", before: "りょうりする", after: "りょうり")
        second.add(text: "心配", before: "しんぱいする", after: "しんぱい")
        first.add(second)
        #expect(first.count == 4)
        #expect(first.examples == ["経験 けいけんする → けいけん", "散歩 さんぽする → さんぽ", "料理 りょうりする → りょうり"])
    }

    @Test(arguments: [
        ("けいけんする", "経験", "けいけん"), ("けいけんする/けいけん", "経験", "けいけん"), ("べんきょうする", "勉強する", nil),
        ("こする", "擦る", nil), ("けいけんする", "経験/體驗", "けいけん"), ("けいけんする", "経験/経験する", nil), ("する", "為", nil),
    ] as [(String, String, String?)])
    func theNounReadingOfARow(reading: String, text: String, expected: String?) {
        #expect(RawWord.nounReading(reading, text: text) == expected, "\(text) \(reading)")
    }
}
