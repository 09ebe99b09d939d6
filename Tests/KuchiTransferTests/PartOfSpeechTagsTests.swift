import Foundation
import Testing
import KuchiCore
@testable import KuchiStore
@testable import KuchiTransfer

/// JMdict part-of-speech tags copied into a list's meanings (`(n) transfer`) are no part of the meaning shown.
@Suite("Part-of-speech tags in imported meanings")
struct PartOfSpeechTagsTests {
    static let rows: [(meaning: String, shown: String)] = [
        ("(n) transfer (trains, buses, etc.)", "transfer (trains, buses, etc.)"),
        ("(conj, exp, int) Thank you", "Thank you"),
        ("(v5r; vi) to take the place of", "to take the place of"),
        ("(adj-na,n) skillful", "skillful"),
        ("(v5k-s) to go", "to go"),
        ("(n) (uk) broom", "broom"),
        ("(not) always", "(not) always"),
        ("(a) joy", "(a) joy"),
        ("(in the) neighbourhood", "(in the) neighbourhood"),
        ("(Japanese) maple", "(Japanese) maple"),
        ("(n)", "(n)"),
        ("transfer (n)", "transfer (n)"),
    ]

    @Test(arguments: rows.indices)
    func aLeadingTagGroupIsDropped(_ index: Int) {
        let row = Self.rows[index]
        #expect(PartOfSpeechTags.removingLeading(from: row.meaning) == row.shown, "\(row.meaning)")
    }

    /// A note of codes at a meaning's end, as Anki decks made from EDICT write it (`study&nbsp;(n, vs)`), goes too;
    /// every other note stays (walk-through 18).
    static let trailing: [(meaning: String, shown: String)] = [
        ("study (n, vs)", "study"),
        ("quiet (adj-na)", "quiet"),
        ("to cut (v5r, vt)", "to cut"),
        ("slowly (adv)", "slowly"),
        ("to fall\u{00A0}(v1; vi)", "to fall"),
        ("to be sold out (v1,vi)", "to be sold out"),
        ("cool (informal)", "cool (informal)"),
        ("to shut up (e.g. behind doors)", "to shut up (e.g. behind doors)"),
        ("(a) joy", "(a) joy"),
        ("transfer (trains, buses, etc.)", "transfer (trains, buses, etc.)"),
        ("the letter (n) (informal)", "the letter (n) (informal)"),
        ("(n)", "(n)"),
        ("a vase (Ming)", "a vase (Ming)"),
    ]

    @Test(arguments: trailing.indices)
    func aTrailingTagGroupIsDropped(_ index: Int) {
        let row = Self.trailing[index]
        #expect(PartOfSpeechTags.removingTrailing(from: row.meaning) == row.shown, "\(row.meaning)")
    }

    @Test func anImportedMeaningLosesItsTrailingTagsOnItsLineOrTheNext() throws {
        let folder = NSTemporaryDirectory() + "/kuchi-pos-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try ("word,reading,meanings\n"
            + "勉強,べんきょう,\"study&nbsp;(n, vs)\"\n"
            + "静か,しずか,\"quiet<br>(adj-na)\"\n"
            + "格好いい,かっこいい,cool (informal)\n")
            .write(toFile: folder + "/words.csv", atomically: true, encoding: .utf8)
        let database = try KuchiDatabase.inMemory()
        _ = try WordImporter(database: database, options: WordImporter.Options()).run([folder + "/words.csv"])
        let meanings = try dump(database).map { $0.split(separator: "|")[2] }
        #expect(meanings == ["study", "quiet", "cool (informal)"])
    }

    @Test func anImportShowsMeaningsWithoutTheTagsEvenWhenTheListSplitTheGroup() throws {
        let folder = NSTemporaryDirectory() + "/kuchi-pos-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try ("word\treading\tmeanings\n"
            + "ありがとう\tありがとう\t(conj; exp; int) Thank you\n"
            + "乗換\tのりかえ\t(n) transfer; change\n"
            + "必ずしも\tかならずしも\t(not) always; (not) necessarily\n")
            .write(toFile: folder + "/words.tsv", atomically: true, encoding: .utf8)
        let database = try KuchiDatabase.inMemory()
        _ = try WordImporter(database: database, options: WordImporter.Options()).run([folder + "/words.tsv"])
        #expect(try dump(database) == [
            "ありがとう|ありがとう|Thank you|-|words||0",
            "乗換|のりかえ|transfer; change|-|words||0",
            "必ずしも|かならずしも|(not) always; (not) necessarily|-|words||0",
        ])
    }
}
