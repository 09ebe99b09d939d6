import Foundation
import Testing
import KuchiCore
@testable import KuchiStore
@testable import KuchiTransfer

/// Note types shaped like the shared decks learners download (Core 6k, Kaishi 1.5k, Basic cards made by
/// hand), found by a new user's walk through `kuchi import`.
@Suite("Anki shared decks")
struct AnkiSharedDeckTests {
    @Test func eachNoteTypeGivesTheWordNotItsExampleSentenceAndClozeNotesAreSkipped() throws {
        let database = try KuchiDatabase.inMemory()
        let report = try WordImporter(database: database, options: WordImporter.Options()).run([fixture("anki-shared-decks.apkg")])
        #expect(try dump(database) == [
            "経験|けいけん|experience|-|Shared::Core 6k||0",
            "窓|まど|window|-|Shared::Kaishi||0",
            "新聞|しんぶん|newspaper|-|Shared::Basic||0",
            "経済|けいざい|economy|-|Shared::Basic||0",
            "泳ぐ|およぐ|to swim|-|Shared::Basic||0",
        ])
        #expect(report.counts == ImportCounts(added: 5))
        // Exported without media (as shared decks often are), its one sound is said missing once, with why.
        #expect(report.notes.contains { $0.hasSuffix("This package has no media files (exported without media): 1 note names sounds or images "
                                                      + "Kuchi cannot play or show (export it from Anki with “Include media” ticked to bring the sounds).") })
        #expect(report.notes.contains { $0.hasSuffix("1 cloze note skipped: Kuchi practises words, not cloze sentences.") })
        #expect(report.notes.contains { $0.hasSuffix("No review history in the package: its words start as new.") })
    }

    @Test func aColumnsOptionNamingNoFieldOfThePackageIsRefusedBeforeAnythingIsWritten() throws {
        let database = try KuchiDatabase.inMemory()
        var options = WordImporter.Options()
        options.columns = "word=Vocab-Kanjii"
        var backedUp = false
        do {
            _ = try WordImporter(database: database, options: options).run([fixture("anki-shared-decks.apkg")],
                                                                            beforeWriting: { backedUp = true })
            Issue.record("a misspelt field was ignored")
        } catch let error as TransferError {
            #expect(error.description.contains("no note type in"))
            #expect(error.description.contains("“Vocab-Kanjii”"))
            #expect(error.description.contains("Core 6000: Expression, Reading, Sentence-English, Vocabulary-Kanji"))
            #expect(error.exitCode == .usage)
        }
        #expect(!backedUp)
        #expect(try dump(database).isEmpty)
        options.columns = "word=Vocabulary-Kanji"
        #expect(try WordImporter(database: database, options: options).run([fixture("anki-shared-decks.apkg")]).counts.added == 5)
    }

    @Test func fieldNamesForTheWordItselfWinOverPlainNamesAndSentenceFieldsAreNeverChosen() throws {
        func named(_ header: [String]) throws -> [ColumnMapping.Field: String] {
            let mapping = try ColumnMapping(header: header)
            return [ColumnMapping.Field.word, .reading, .meanings].reduce(into: [:]) { names, field in
                names[field] = mapping.columns[field].map { header[$0] }
            }
        }
        #expect(try named(["Optimized-Voc-Index", "Expression", "Reading", "Sentence-English", "Vocabulary-Kanji",
                           "Vocabulary-Furigana", "Vocabulary-Kana", "Vocabulary-English"])
                == [.word: "Vocabulary-Kanji", .reading: "Vocabulary-Kana", .meanings: "Vocabulary-English"])
        #expect(try named(["Word", "Word Reading", "Word Meaning", "Word Furigana", "Sentence", "Sentence Meaning"])
                == [.word: "Word", .reading: "Word Reading", .meanings: "Word Meaning"])
        #expect(try named(["VocabKanji", "VocabFurigana", "SentenceKanji", "VocabMeaning"])
                == [.word: "VocabKanji", .reading: "VocabFurigana", .meanings: "VocabMeaning"])
        #expect(try named(["Expression", "Meaning", "Reading"]) == [.word: "Expression", .reading: "Reading", .meanings: "Meaning"])
        #expect(try named(["Sentence", "Sentence-English"]).isEmpty)
    }

    @Test func theSidesOfAHandMadeCardArePutRight() {
        func arranged(_ text: String, _ meanings: [String]) -> String {
            var raw = RawWord()
            raw.text = text
            raw.meanings = meanings
            let result = raw.sidesArranged()
            return "\(result.text)|\(result.reading)|\(result.meanings.joined(separator: "; "))"
        }
        #expect(arranged("Japanese", ["日本語"]) == "日本語||Japanese")
        #expect(arranged("to eat", ["食べる", "たべる"]) == "食べる|たべる|to eat")
        #expect(arranged("経済", ["けいざい", " economy"]) == "経済|けいざい|economy")
        #expect(arranged("政治", ["せいじ - politics"]) == "政治|せいじ|politics")
        #expect(arranged("猫", ["cat"]) == "猫||cat")
        #expect(arranged("猫", ["ねこ"]) == "猫||ねこ", "a card whose only meaning is kana keeps it: there is no meaning to pair it with")
    }

    @Test func eachLineOfAnAnkiFieldIsAMeaningWhateverTheEditorWroteForTheBreak() {
        // Anki's editor writes a new line as a <div>; older notes and web pages use <br>, <p> or <li>.
        #expect(HTMLText.plain("movie<div>film</div>") == "movie; film")
        #expect(HTMLText.plain("<div>movie</div><div><br></div><div>film</div>") == "movie; film", "an empty line is no meaning")
        #expect(HTMLText.plain("<p>key</p><p class=\"x\">lock</p>") == "key; lock")
        #expect(HTMLText.plain("<ul><li>up</li><li>above</li></ul>") == "up; above")
        #expect(HTMLText.plain("<table><tr><td>left</td></tr><tr><td>right</td></tr></table>") == "left; right")
        #expect(HTMLText.plain("<div>ねこ</div>") == "ねこ", "a reading on a line of its own stays one reading")
        #expect(HTMLText.plain("<pre>a</pre><span>b</span>") == "ab", "other tags are no line break")
    }

    @Test func rubyMarkupGivesTheReadingAsFuriganaDoes() {
        #expect(HTMLText.plain("<ruby>泳<rt>およ</rt></ruby>ぐ") == "泳[およ]ぐ")
        #expect(HTMLText.plain("<ruby><rb>漢字</rb><rp>(</rp><rt>かんじ</rt><rp>)</rp></ruby>") == "漢字[かんじ]")
        #expect(Furigana.split(HTMLText.plain("<RUBY>泳<RT>およ</RT></RUBY>ぐ"))?.reading == "およぐ")
    }

    @Test func anAnkiTextExportWithTheSentenceFirstGivesTheWord() throws {
        let folder = NSTemporaryDirectory() + "/kuchi-anki-core-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        // Anki's "Notes in Plain Text" export of a Core 6k note: no field names, the example sentence first.
        try ("#separator:tab\n#html:true\n#notetype column:1\n#deck column:2\n#tags column:11\n"
             + "Core 6000\tCore 6k::Part 1\t経験が豊富です。\t経験[けいけん]が 豊富[ほうふ]です。\tHe has a lot of experience.\t"
             + "経験\tけいけん\texperience\t経験[けいけん]\t[sound:keiken.mp3]\tcore6k\n")
            .write(toFile: folder + "/notes.txt", atomically: true, encoding: .utf8)
        let database = try KuchiDatabase.inMemory()
        _ = try WordImporter(database: database, options: WordImporter.Options()).run([folder + "/notes.txt"])
        #expect(try dump(database) == ["経験|けいけん|experience|-|Core 6k::Part 1|core6k|0"])
    }
}
