import Foundation
import Testing
import KuchiCore
@testable import KuchiStore
@testable import KuchiTransfer

/// What a new user found importing Anki's own text export: levels in deck names and tags, frequency
/// notes in meanings, readings in romaji.
@Suite("Anki text exports, tightened")
struct AnkiTextExportTests {
    private func imported(_ text: String) throws -> (WordImporter.Report, [String]) {
        let folder = NSTemporaryDirectory() + "/kuchi-anki-text-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try text.write(toFile: folder + "/notes.txt", atomically: true, encoding: .utf8)
        let database = try KuchiDatabase.inMemory()
        var options = WordImporter.Options()
        options.skipInvalid = true
        let report = try WordImporter(database: database, options: options).run([folder + "/notes.txt"])
        return (report, try dump(database))
    }

    @Test func aLevelInTheDeckTreeOrATagBecomesTheWordsLevel() throws {
        let notes = "#separator:tab\n#html:true\n#deck column:3\n#tags column:4\n"
            + "勉強[べんきょう]\tstudy\tJapanese::JLPT N4\t\n"
            + "猫[ねこ]\tcat\tJapanese\tJLPT_N5 animals\n"
            + "栗[くり]\tchestnut\tJapanese\tN3\n"
            + "鯨[くじら]\twhale\tJapanese\tN9\n"
        let (_, words) = try imported(notes)
        #expect(words == [
            "勉強|べんきょう|study|N4|Japanese::JLPT N4||0",
            "猫|ねこ|cat|N5|Japanese|JLPT_N5 animals|0",
            "栗|くり|chestnut|N3|Japanese|N3|0",
            "鯨|くじら|whale|-|Japanese|N9|0",
        ])
    }

    @Test func commonIsATagAndTheCommonMarkNotAMeaning() throws {
        let (_, words) = try imported("#separator:tab\n#html:true\n会[あ]う\tto meet (common)\n")
        #expect(words == ["会う|あう|to meet|-|notes|common|1"])
    }

    @Test func aReadingInRomajiBecomesKanaOrIsRefused() throws {
        let (report, words) = try imported("#separator:comma\n#columns:Word,Reading,Meaning\n栗,kuri,chestnut\n猫,xqz,cat\n")
        #expect(words == ["栗|くり|chestnut|-|notes||0"])
        #expect(report.notes == ["Anki's #columns: line was read: Word as the word, Reading as the reading, Meaning as the meanings.", "1 reading written in romaji converted to kana (栗 kuri → くり)."])
        #expect(report.problems.count == 1)
        #expect(report.problems.first?.hasSuffix("the reading “xqz” of “猫” is neither kana nor romaji that converts to kana") == true)
    }

    @Test func theRomajiNoteNamesTheFilesOwnRowsFirstThreeAndCountsTheRest() throws {
        let (report, words) = try imported("#separator:comma\n#columns:Word,Reading,Meaning\n"
            + "川,kawa,river\n雨,ame,rain\n,sakura,cherry blossom\n山,yama,mountain\n")
        #expect(words == ["川|かわ|river|-|notes||0", "雨|あめ|rain|-|notes||0", "さくら|さくら|cherry blossom|-|notes||0",
                          "山|やま|mountain|-|notes||0"])
        #expect(report.notes == ["Anki's #columns: line was read: Word as the word, Reading as the reading, Meaning as the meanings.", 
                                 "4 readings written in romaji converted to kana (川 kawa → かわ, 雨 ame → あめ, sakura → さくら and 1 more)."])
    }
    /// Walk-through 31 (M6): Anki 2.1.55's text export names its columns (`#columns:Front	Back	Tags`), and the summary
    /// said nothing of which became the word or the meaning. It says so, and names a column not imported.
    @Test func theSummarySaysWhichNamedColumnBecameWhichField() throws {
        let (report, words) = try imported("#separator:tab\n#html:false\n#columns:Front\tBack\tTags\tNotes\n猫[ねこ]\tcat\tanimals\tpet\n"
                                           + "dog\t犬[いぬ]\tanimals\tpet\n")
        #expect(words.count == 2, "\(words)")
        #expect(report.notes == ["Anki's #columns: line was read: Front as the word, Back as the meanings, Tags as tags; not imported: "
                                 + "Notes. 1 note held its English in the word's column and Japanese in the meanings': read the other way round."],
                "\(report.notes)")
        // Names Kuchi does not read: the fields are told apart by their text, and the summary says that instead.
        let (guessed, _) = try imported("#separator:tab\n#columns:Side 1\tSide 2\n猫[ねこ]\tcat\n")
        #expect(guessed.notes == ["Anki's #columns: line names no column Kuchi reads (Side 1, Side 2): each note's fields were told apart "
                                  + "by their text (kuchi import --help lists the names Kuchi reads)."], "\(guessed.notes)")
    }
}
