import Foundation
import Testing
import KuchiCore
@testable import KuchiStore
@testable import KuchiTransfer

/// A list giving a word the bank reads in hiragana its reading in katakana (`漢字,カンジ`) gives that word, not a second one.
@Suite("Importing a kanji word's reading written in katakana")
struct KatakanaReadingImportTests {
    private let seeded = [WordEntry(text: "漢字", reading: "かんじ", meanings: ["kanji"], level: "N5", deck: "jlpt"),
                          WordEntry(text: "勉強", reading: "べんきょう", meanings: ["study"], level: "N5", deck: "jlpt"),
                          WordEntry(text: "川/河", reading: "かわ", meanings: ["river"], level: "N5", deck: "jlpt"),
                          WordEntry(text: "パン", reading: "パン", meanings: ["bread"], level: "N5", deck: "jlpt")]

    private func imported(_ text: String, name: String) throws -> (ImportCounts, [String]) {
        let database = try KuchiDatabase.inMemory(seedWords: seeded)
        let folder = NSTemporaryDirectory() + "/kuchi-katakana-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try text.write(toFile: folder + "/" + name, atomically: true, encoding: .utf8)
        let report = try WordImporter(database: database, options: WordImporter.Options()).run([folder + "/" + name])
        return (report.counts, try dump(database))
    }

    @Test func aListLineWithTheReadingInKatakanaJoinsTheBundledWord() throws {
        let (counts, words) = try imported("word,reading,meaning\n漢字,カンジ,Chinese character\n勉強,ベンキョウ,learning\n河,カワ,stream\nパン,パン,loaf\n",
                                           name: "mine.csv")
        #expect(counts == ImportCounts(added: 0, merged: 4), "every row joins the word the bank holds")
        #expect(words == ["漢字|かんじ|kanji|N5|jlpt||0", "勉強|べんきょう|study|N5|jlpt||0", "川/河|かわ|river|N5|jlpt||0",
                          "パン|パン|bread|N5|jlpt||0"])
    }

    /// Walk-through 31 (D11): `パン	ぱん	bread` added a second パン beside the bundled one; a katakana word's reading in
    /// hiragana is the same reading. A kana word the bank does not hold is read as it is written.
    @Test func aKatakanaWordWithItsReadingInHiraganaJoinsTheBundledWord() throws {
        let (counts, words) = try imported("パン\tぱん\tbread\nピザ\tぴざ\tpizza\n", name: "mine.tsv")
        #expect(counts == ImportCounts(added: 1, merged: 1), "パン joins the bank's パン; ピザ is new")
        #expect(words.filter { $0.hasPrefix("パン|") } == ["パン|パン|bread|N5|jlpt||0"], "\(words)")
        #expect(words.last == "ピザ|ピザ|pizza|-|mine||0", "\(words)")
    }

    @Test func aJSONListSharesTheRule() throws {
        let (counts, words) = try imported(#"[{"word":"漢字","reading":"カンジ","meanings":["Chinese character"]}]"#, name: "mine.json")
        #expect(counts == ImportCounts(added: 0, merged: 1))
        #expect(words.count == seeded.count)
    }

    @Test func aKanjiWordTheBankDoesNotReadSoKeepsItsKatakanaReading() throws {
        // 煙草 read タバコ, as lists write the loanword, is a word of its own when the bank has no 煙草.
        let (counts, words) = try imported("word,reading,meaning\n煙草,タバコ,tobacco\n", name: "mine.csv")
        #expect(counts == ImportCounts(added: 1))
        #expect(words.last == "煙草|タバコ|tobacco|-|mine||0")
    }
}
