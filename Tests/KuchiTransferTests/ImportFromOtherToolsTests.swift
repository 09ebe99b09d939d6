import Foundation
import Testing
import KuchiCore
@testable import KuchiStore
@testable import KuchiTransfer

/// Files as other tools write them: word lists without a header, spreadsheets saved in UTF-16 or
/// Shift_JIS, Yomitan dictionaries, and archives that must be unpacked first.
@Suite("Importing files made by other tools")
struct ImportFromOtherToolsTests {
    private func imported(_ name: String, format: ImportFormat? = nil) throws -> [String] {
        let database = try KuchiDatabase.inMemory()
        var options = WordImporter.Options()
        options.format = format
        _ = try WordImporter(database: database, options: options).run([fixture(name)])
        return try dump(database)
    }

    @Test func aQuizletExportWithoutAHeaderIsReadByWhatItsFieldsLookLike() throws {
        // The bank knows 猫 (one reading) and 日 (two): a kanji word given without its reading takes the
        // bank's only reading, and is refused when there are several to choose from.
        let seeded = [WordEntry(text: "猫", reading: "ねこ", meanings: ["cat"], level: "N5", deck: "jlpt", tags: [], isCommon: false),
                      WordEntry(text: "日", reading: "ひ", meanings: ["sun"], level: "N5", deck: "jlpt", tags: [], isCommon: false),
                      WordEntry(text: "日", reading: "にち", meanings: ["day"], level: "N5", deck: "jlpt", tags: [], isCommon: false)]
        let database = try KuchiDatabase.inMemory(seedWords: seeded)
        var options = WordImporter.Options()
        options.skipInvalid = true
        let report = try WordImporter(database: database, options: options).run([fixture("quizlet.txt")])
        // 猫 joins the quizlet deck (merged), still showing jlpt's meaning.
        #expect(report.counts == ImportCounts(added: 2, merged: 1, rejected: 1))
        #expect(report.problems.count == 1)
        #expect(report.problems.first?.hasPrefix("\(fixture("quizlet.txt")):4: missing reading for “日”") == true)
        #expect(report.problems.first?.hasSuffix("the bank has it with several: ひ, にち") == true)
        #expect(try dump(database) == [
            "猫|ねこ|cat|N5|jlpt||0",
            "日|ひ|sun|N5|jlpt||0",
            "日|にち|day|N5|jlpt||0",
            "犬|いぬ|dog; hound|-|quizlet||0",
            "本|ほん|book|-|quizlet||0",
        ])
    }

    @Test func aWordTheBankListsWithOthersIsFoundByEachFormAndReading() throws {
        // The bundled N5 list writes a few words with their other forms (川/河) or readings (なん/なに).
        let seeded = [WordEntry(text: "川/河", reading: "かわ", meanings: ["river"], level: "N5", deck: "jlpt"),
                      WordEntry(text: "九", reading: "きゅう/く", meanings: ["nine"], level: "N5", deck: "jlpt"),
                      WordEntry(text: "いい/よい", reading: "いい/よい", meanings: ["good"], level: "N5", deck: "jlpt"),
                      WordEntry(text: "いい", reading: "いい", meanings: ["good"], level: "N3", deck: "jlpt-n3")]
        let database = try KuchiDatabase.inMemory(seedWords: seeded)
        let folder = NSTemporaryDirectory() + "/kuchi-listed-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try "word,reading,meaning\n川,かわ,stream\n河,かわ,river\n九,く,nine\nよい,よい,fine\nいい,いい,nice\n"
            .write(toFile: folder + "/mine.csv", atomically: true, encoding: .utf8)
        let report = try WordImporter(database: database, options: WordImporter.Options()).run([folder + "/mine.csv"])
        // Every row joins a word the bank had; いい いい, a word of its own, stays that word's.
        #expect(report.counts == ImportCounts(added: 0, merged: 4), "five rows, four words: 川 and 河 are one")
        #expect(try dump(database) == [
            "川/河|かわ|river|N5|jlpt||0", "九|きゅう/く|nine|N5|jlpt||0", "いい/よい|いい/よい|good|N5|jlpt||0", "いい|いい|good|N3|jlpt-n3||0",
        ])
        let decks = try database.dbQueue.read { db in
            try String.fetchAll(db, sql: "SELECT w.text || ' ' || coalesce(s.meanings, w.meanings) FROM word_source s JOIN word w ON w.id = s.word_id WHERE s.deck = 'mine' ORDER BY w.id")
        }
        #expect(decks == ["川/河 stream; river", "九 nine", "いい/よい fine", "いい nice"])
    }

    /// Walk-through 26 (D3): 見る and 川 without a reading were refused ("missing reading") while the bundled list has
    /// them as 見る/観る みる and 川/河 かわ, and 海, written alone there, took its reading.
    @Test func aWordWithoutAReadingTakesTheReadingOfTheWordTheBankListsItIn() throws {
        let seeded = [WordEntry(text: "川/河", reading: "かわ", meanings: ["river"], level: "N5", deck: "jlpt"),
                      WordEntry(text: "見る/観る", reading: "みる", meanings: ["to see"], level: "N5", deck: "jlpt"),
                      WordEntry(text: "家/宅", reading: "いえ", meanings: ["house"], deck: "a"),
                      WordEntry(text: "家/内", reading: "うち", meanings: ["home"], deck: "b")]
        let database = try KuchiDatabase.inMemory(seedWords: seeded)
        let folder = NSTemporaryDirectory() + "/kuchi-listed-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try "word,meaning\n見る,to look\n河,stream\n".write(toFile: folder + "/mine.csv", atomically: true, encoding: .utf8)
        let report = try WordImporter(database: database, options: WordImporter.Options()).run([folder + "/mine.csv"])
        #expect(report.counts == ImportCounts(added: 0, merged: 2), "each row joins the word that lists it")
        #expect(try dump(database).prefix(2) == ["川/河|かわ|river|N5|jlpt||0", "見る/観る|みる|to see|N5|jlpt||0"])
        // A form two words list with two readings still gives none: which one is meant cannot be told.
        try "word,meaning\n家,house\n".write(toFile: folder + "/two.csv", atomically: true, encoding: .utf8)
        #expect { try WordImporter(database: database, options: WordImporter.Options()).run([folder + "/two.csv"]) } throws: {
            "\($0)".contains("missing reading for “家”") && "\($0)".contains("several: いえ, うち")
        }
    }

    @Test func aCSVWithoutAHeaderKeepsItsFirstRow() throws {
        #expect(try imported("headerless.csv") == [
            "日本語|にほんご|Japanese language|-|headerless||0",
            "食べる|たべる|to eat|-|headerless||0",
        ])
    }

    @Test func excelCSVWithSemicolonsIsReadWithSemicolons() throws {
        #expect(try imported("excel-semicolons.csv") == [
            "猫|ねこ|cat; kitty|-|excel-semicolons||0",
            "犬|いぬ|dog|-|excel-semicolons||0",
        ])
    }

    /// A tab-separated file named `.csv` (a spreadsheet's "Text (tab delimited)" renamed, or Excel's "Unicode
    /// Text" in UTF-16) is read with tabs; a comma inside a meaning stays in it.
    @Test func aTabSeparatedFileNamedCSVIsReadWithTabs() throws {
        let text = "word\treading\tmeanings\n猫\tねこ\tcat, kitty\n犬\tいぬ\tdog\n"
        let expected = ["猫|ねこ|cat, kitty|-|list||0", "犬|いぬ|dog|-|list||0"]
        #expect(try importedText(text) == expected)
        let folder = NSTemporaryDirectory() + "/kuchi-utf16-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let utf16 = Data([0xFF, 0xFE]) + (text.replacingOccurrences(of: "\n", with: "\r\n").data(using: .utf16LittleEndian) ?? Data())
        try utf16.write(to: URL(fileURLWithPath: folder + "/list.csv"))
        let database = try KuchiDatabase.inMemory()
        _ = try WordImporter(database: database, options: WordImporter.Options()).run([folder + "/list.csv"])
        #expect(try dump(database) == expected)
    }

    /// Excel's `sep=;` first line (also quoted, after a byte-order mark, or with a comma) names the separator and is
    /// not read as the header.
    @Test func excelsSepLineNamesTheSeparator() throws {
        let expected = ["猫|ねこ|cat|-|list||0"]
        #expect(try importedText("sep=;\nword;reading;meanings\n猫;ねこ;cat\n") == expected)
        #expect(try importedText("\u{FEFF}\"sep=;\"\r\nword;reading;meanings\r\n猫;ねこ;cat\r\n") == expected)
        #expect(try importedText("sep=,\nword,reading,meanings\n猫,ねこ,cat\n") == expected)
        // Lines are still counted from the file's first: the bad row is line 4.
        #expect {
            _ = try importedText("sep=;\nword;reading;meanings\n猫;ねこ;cat\n犬;いぬ;\n", name: "list.csv", skippingInvalid: false)
        } throws: { error in
            "\(error)".contains("list.csv:4")
        }
        #expect(ImportFile.excelSeparator(Array("sep=|".utf8)) == 0x7C)
        #expect(ImportFile.excelSeparator(Array("separator".utf8)) == nil)
        #expect(ImportFile.excelSeparator(Array("sep=x".utf8)) == nil)
    }

    /// A file whose header is one column holding tabs, read as CSV because its rows do not all have as many
    /// tabs, is refused with the format to name instead of a list of columns it does not have.
    @Test func aHeaderHoldingTabsNamesTheFormatToUse() throws {
        #expect {
            _ = try importedText("word\treading\tmeanings\n猫\tねこ\tcat\tkitty\n")
        } throws: { error in
            "\(error)".contains("the header is one column holding tabs: the file looks tab-separated; import it with --format tsv")
        }
    }

    @Test func japaneseColumnNamesAreRecognised() throws {
        let mapping = try ColumnMapping(header: ["単語", "読み", "意味", "レベル"])
        #expect(mapping.columns == [.word: 0, .reading: 1, .meanings: 2, .level: 3])
    }

    @Test func ankiCardsInPlainTextKeepTheAnswerSideAsText() throws {
        #expect(try imported("anki-cards.txt") == ["ねこ|ねこ|cat & kitty|-|anki-cards||0", "テレビ|テレビ|television|-|anki-cards||0"])
    }

    @Test func aHeaderOfUnknownNamesIsStillRefusedWithAHint() throws {
        let path = NSTemporaryDirectory() + "/unknown-header-\(UUID().uuidString).csv"
        try "Vokabel,Bedeutung\n猫,cat\n".write(toFile: path, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(atPath: path) }
        let importer = WordImporter(database: try KuchiDatabase.inMemory(), options: WordImporter.Options())
        #expect {
            try importer.run([path])
        } throws: { error in
            "\(error)".contains("names no word and meaning columns; map them with --columns")
        }
    }

    private func importedText(_ text: String, name: String = "list.csv", skippingInvalid: Bool = true) throws -> [String] {
        let folder = NSTemporaryDirectory() + "/kuchi-import-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try text.write(toFile: folder + "/" + name, atomically: true, encoding: .utf8)
        let database = try KuchiDatabase.inMemory()
        var options = WordImporter.Options()
        options.skipInvalid = skippingInvalid
        _ = try WordImporter(database: database, options: options).run([folder + "/" + name])
        return try dump(database)
    }

    /// Furigana in the word column gives the word and its reading whatever the header (`Expression` of an Anki-style
    /// sheet), an empty reading column included.
    @Test func furiganaInTheWordColumnOfAListWithAHeaderIsRead() throws {
        let expected = ["学校|がっこう|school|-|list||0", "引っ越す|ひっこす|to move|-|list||0"]
        #expect(try importedText("word\tmeaning\n学校[がっこう]\tschool\n引[ひ]っ越[こ]す\tto move\n", name: "list.tsv",
                                 skippingInvalid: false) == expected)
        #expect(try importedText("expression,meaning\n学校[がっこう],school\n引[ひ]っ越[こ]す,to move\n", skippingInvalid: false) == expected)
        #expect(try importedText("word,reading,meaning\n学校[がっこう],,school\n引[ひ]っ越[こ]す,ひっこす,to move\n",
                                 skippingInvalid: false) == expected)
    }

    @Test func numbersAndLevelsInAHeaderlessFileAreNotMeanings() throws {
        #expect(try importedText("1,ねこ,cat,N5\n2,いぬ,dog,N4\n") == ["ねこ|ねこ|cat|N5|list||0", "いぬ|いぬ|dog|N4|list||0"])
    }

    @Test func ankiCardsWithHTMLOnBothSidesAndTheReadingOnTheAnswerSide() throws {
        let cards = "<div>鯨</div>\t<div>鯨<hr id=answer>くじら<br>whale</div>\n猫\t猫<hr id=answer>ねこ cat\n"
        #expect(try importedText(cards, name: "cards.txt") == ["鯨|くじら|whale|-|cards||0", "猫|ねこ|cat|-|cards||0"])
    }

    /// Walk-through 29, D1: a reading before several meanings (`こーひーてん coffee house; cafe`, Anki's Cards in Plain Text
    /// of a back side `{{Reading}} {{Meaning}}`) was taken for a meaning: the word was refused for want of a reading,
    /// or, when the bank had it, lost its first meaning.
    @Test func aReadingBeforeSeveralMeaningsIsTheReadingAndEveryMeaningIsKept() throws {
        let expected = ["珈琲店|こーひーてん|coffee house; cafe|-|cards||0", "蜃気楼|しんきろう|mirage|-|cards||0"]
        let cards = "#separator:tab\n#html:false\n蜃気楼\tしんきろう mirage\n珈琲店\tこーひーてん coffee house; cafe\n"
        #expect(try importedText(cards, name: "cards.txt", skippingInvalid: false).sorted() == expected)
        #expect(try importedText("珈琲店,こーひーてん coffee house; cafe\n蜃気楼,しんきろう mirage\n", name: "cards.csv",
                                 skippingInvalid: false).sorted() == expected)
    }

    /// Walk-through 29, D8: Anki's Notes in Plain Text with media references kept `[sound:…]` in the meaning, shown in every
    /// question, feedback and export.
    @Test func soundReferencesInAnAnkiTextExportLeaveTheText() throws {
        let notes = "#separator:tab\n#html:true\n蜃気楼\tしんきろう\tmirage[sound:shinkiro.mp3]\n"
            + "珈琲店[こーひーてん]\t\t[sound:x.mp3] coffee house<br>cafe\n"
        #expect(try importedText(notes, name: "snd.txt", skippingInvalid: false).sorted()
                == ["珈琲店|こーひーてん|coffee house; cafe|-|snd||0", "蜃気楼|しんきろう|mirage|-|snd||0"])
    }

    @Test func furiganaInAReadingColumnAndNotesOnTheirOwnLine() throws {
        let notes = "word\treading\tmeaning\n勉強\t勉強[べんきょう]\tstudy\n引っ越す\t引[ひ]っ越[こ]す\tto move<br>(house)\n"
        let database = try KuchiDatabase.inMemory()
        let folder = NSTemporaryDirectory() + "/kuchi-notes-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try ("#separator:tab\n#html:true\n#columns:Front\tReading\tBack\n" + notes.split(separator: "\n").dropFirst().joined(separator: "\n") + "\n")
            .write(toFile: folder + "/notes.txt", atomically: true, encoding: .utf8)
        _ = try WordImporter(database: database, options: WordImporter.Options()).run([folder + "/notes.txt"])
        #expect(try dump(database) == ["勉強|べんきょう|study|-|notes||0", "引っ越す|ひっこす|to move (house)|-|notes||0"])
    }

    @Test func aTermWithItsReadingAfterADash() throws {
        #expect(try importedText("鯨 - くじら\twhale\n") == ["鯨|くじら|whale|-|list||0"])
    }

    @Test func aWordFieldWithItsReadingAfterASpaceOrOnALineOfItsOwn() throws {
        // Anki's fields often show the reading under the word (犬<br>いぬ); two spellings (見る 観る) have no reading, nor
        // has a word beside its katakana synonym (お手洗い トイレ).
        #expect(try importedText("word,meanings\n猫 ねこ,cat\n\"犬<br>いぬ\",dog\n\"鳥\nとり\",bird\n見る 観る,to see\nいぬ 犬,dog\n"
                                 + "お手洗い トイレ,toilet\n")
                == ["猫|ねこ|cat|-|list||0", "犬|いぬ|dog|-|list||0", "鳥|とり|bird|-|list||0"])
    }

    @Test func aSemicolonInsideAListedMeaningSeparatesMeanings() throws {
        #expect(try importedText(#"[{"word":"高い","reading":"たかい","meanings":["high; tall","tall"]}]"#, name: "m.json")
                == ["高い|たかい|high; tall|-|m||0"])
    }

    @Test func aHeaderWithOneKnownNameIsAHeaderNotAWord() throws {
        let folder = NSTemporaryDirectory() + "/kuchi-header-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try "言葉,Bedeutung\nねこ,cat\n".write(toFile: folder + "/h.csv", atomically: true, encoding: .utf8)
        let importer = WordImporter(database: try KuchiDatabase.inMemory(), options: WordImporter.Options())
        // 言葉 names the word: the meaning's column is all it lacks (walk-through 37).
        #expect { try importer.run([folder + "/h.csv"]) } throws: {
            "\($0)".contains("the header (言葉, Bedeutung) names no meaning column; name the column that holds the meanings with "
                             + "--columns meanings=Bedeutung.")
        }
    }

    @Test func aSpreadsheetCellWithAMeaningOnEachLineHoldsThatManyMeanings() throws {
        // LF and CRLF inside quoted cells; a note alone on its line stays with the meaning above it.
        let csv = "word,reading,meaning\n手紙,てがみ,\"letter\nnote\"\n猫,ねこ,\"cat\r\nkitty\"\n越す,こす,\"to cross\n(a border)\"\n"
        #expect(try importedText(csv) == [
            "手紙|てがみ|letter; note|-|list||0", "猫|ねこ|cat; kitty|-|list||0", "越す|こす|to cross (a border)|-|list||0",
        ])
    }

    @Test func aSemicolonFileWhoseMeaningHasACommaKeepsSemicolons() throws {
        #expect(try importedText("ねこ;cat, feline\nいぬ;dog\nとり;bird\n") == [
            "ねこ|ねこ|cat, feline|-|list||0", "いぬ|いぬ|dog|-|list||0", "とり|とり|bird|-|list||0",
        ])
    }

    @Test func aSemicolonFileWithALineBreakInAQuotedCellKeepsSemicolons() throws {
        // Excel saves a cell with a line break in quotes; the quoted line must not count as a record of its own
        // when choosing the separator.
        #expect(try importedText("word;reading;meanings\n林檎;りんご;apple\n蜜柑;みかん;\"mandarin\norange\"\n") == [
            "林檎|りんご|apple|-|list||0", "蜜柑|みかん|mandarin; orange|-|list||0",
        ])
    }

    @Test func linesEndedByACarriageReturnAloneAreLines() throws {
        // Excel for Mac's "CSV (Macintosh)" ends each line with CR alone; a quoted cell keeps its CR as a break.
        #expect(try importedText("word,reading,meanings\r林檎,りんご,apple\r葡萄,ぶどう,\"grape\rvine\"\r") == [
            "林檎|りんご|apple|-|list||0", "葡萄|ぶどう|grape; vine|-|list||0",
        ])
        #expect(try importedText("word;reading;meanings\r林檎;りんご;apple, fruit\r") == ["林檎|りんご|apple, fruit|-|list||0"])
    }

    @Test func aOneLineUTF8FileCutInTheMiddleOfACharacterIsStillUTF8() throws {
        let json = "[" + String(repeating: " ", count: 8190) + "{\"word\":\"ねこ\",\"meanings\":[\"café cat\"]}]"
        #expect(try importedText(json, name: "one-line.json") == ["ねこ|ねこ|café cat|-|one-line||0"])
    }

    @Test func readingsWrittenInBracketsBesideTheWordAreSplitOff() {
        #expect(RawWord.readingInParentheses("猫 (ねこ)")! == ("猫", "ねこ"))
        #expect(RawWord.readingInParentheses("日本（にほん）")! == ("日本", "にほん"))
        #expect(RawWord.readingInParentheses("勉強【べんきょう】")! == ("勉強", "べんきょう"))
        #expect(RawWord.readingInParentheses("ねこ (cat)") == nil, "a note, not a reading")
        #expect(RawWord.readingInParentheses("(ねこ)") == nil, "no word before it")
        #expect(RawWord.readingInParentheses("ありがとう (ございます)") == nil, "a kana word's brackets hold a note")
        #expect(RawWord.readingInParentheses("猫") == nil)
    }

    @Test(arguments: [("excel-unicode.txt", "UTF-16 from Excel's Unicode Text"),
                      ("old-eucjp.csv", "EUC-JP")])
    func otherEncodingsAreConverted(file: String, what: String) throws {
        let deck = URL(fileURLWithPath: file).deletingPathExtension().lastPathComponent
        #expect(try imported(file) == ["漢字|かんじ|Chinese characters|-|\(deck)||0"], "\(what)")
    }

    @Test func shiftJISFromJapaneseExcelIsConvertedWithWindowsCharacters() throws {
        #expect(try imported("excel-sjis.csv") == [
            "漢字|かんじ|Chinese characters|-|excel-sjis||0",
            "髙い|たかい|high ～ tall|-|excel-sjis||0",
        ])
    }

    /// Shift_JIS kanji and half-width katakana (`珈琲,ｺｰﾋｰ`) are valid EUC-JP too, read as kanji alone (`獻琥,紺飽`): the
    /// list is refused whole with how to convert it, never imported garbled.
    @Test func aListThatIsShiftJISOrEUCJPAlikeIsRefusedWithHowToConvertIt() throws {
        let row: [UInt8] = [0xE0, 0xDB, 0xE0, 0xE8, 0x2C, 0xBA, 0xB0, 0xCB, 0xB0] + Array(",coffee\n".utf8)   // 珈琲,ｺｰﾋｰ,coffee
        let path = NSTemporaryDirectory() + "/halfwidth-sjis-\(UUID().uuidString).csv"
        try Data(Array("word,reading,meaning\n".utf8) + row).write(to: URL(fileURLWithPath: path))
        defer { try? FileManager.default.removeItem(atPath: path) }
        let database = try KuchiDatabase.inMemory()
        var options = WordImporter.Options()
        options.skipInvalid = true
        do {
            _ = try WordImporter(database: database, options: options).run([path])
            Issue.record("imported")
        } catch let error as TransferError {
            #expect(error.exitCode == .dataError)
            #expect(error.description.contains("iconv -f SHIFT_JIS -t UTF-8"), "\(error.description)")
        }
        #expect(try database.practice.wordCount() == 0, "nothing imported")
        // Named, the encoding is read as given.
        options.encoding = .shiftJIS
        let report = try WordImporter(database: database, options: options).run([path])
        #expect(report.counts.added == 1 && report.problems.isEmpty, "\(report.problems)")
        let words = try dump(database)
        #expect(words.first?.hasPrefix("珈琲|") == true, "\(words)")
    }

    @Test func aFileThatStopsBeingShiftJISIsRefusedAtThatLine() throws {
        // "漢字,かんじ,kanji" in Shift_JIS, enough lines that the bad one is past the sample the encoding is told from.
        let good: [UInt8] = [0x8A, 0xBF, 0x8E, 0x9A, 0x2C, 0x82, 0xA9, 0x82, 0xF1, 0x82, 0xB6, 0x2C] + Array("kanji\n".utf8)
        let bytes = Array("word,reading,meaning\n".utf8) + Array([[UInt8]](repeating: good, count: 999).joined()) + [0x82, 0xFF, 0x0A]
        let path = NSTemporaryDirectory() + "/broken-sjis-\(UUID().uuidString).csv"
        try Data(bytes).write(to: URL(fileURLWithPath: path))
        defer { try? FileManager.default.removeItem(atPath: path) }
        let database = try KuchiDatabase.inMemory()
        let importer = WordImporter(database: database, options: WordImporter.Options())
        #expect(throws: TransferError.undecodable(path: path, line: 1001, encoding: "Shift_JIS")) { try importer.run([path]) }
        #expect(try database.practice.wordCount() == 0, "nothing imported")
        #expect(TransferError.undecodable(path: path, line: 1001, encoding: "Shift_JIS").exitCode == .dataError)
    }

    @Test func aShiftJISFileWithABadByteMidFileIsToldFromItsFirstLinesAndRefusedAtThatLineOnly() throws {
        // "漢字,かんじ,kanji" in Shift_JIS on lines 2–7 and 9–10, and a bad byte on line 8: the whole file is in the sample.
        let good: [UInt8] = [0x8A, 0xBF, 0x8E, 0x9A, 0x2C, 0x82, 0xA9, 0x82, 0xF1, 0x82, 0xB6, 0x2C] + Array("kanji\r\n".utf8)
        let bytes = Array("word,reading,meaning\r\n".utf8) + Array([[UInt8]](repeating: good, count: 6).joined())
            + [0x82, 0xFF, 0x82] + Array(",x,y\r\n".utf8) + good + good
        let path = NSTemporaryDirectory() + "/mid-broken-sjis-\(UUID().uuidString).csv"
        try Data(bytes).write(to: URL(fileURLWithPath: path))
        defer { try? FileManager.default.removeItem(atPath: path) }
        let database = try KuchiDatabase.inMemory()
        #expect(throws: TransferError.undecodable(path: path, line: 8, encoding: "Shift_JIS")) {
            try WordImporter(database: database, options: WordImporter.Options()).run([path])
        }
        var options = WordImporter.Options()
        options.skipInvalid = true
        let report = try WordImporter(database: database, options: options).run([path])
        #expect(report.counts.rejected == 1 && report.counts.added + report.counts.merged + report.counts.unchanged == 1,
                "eight good rows of one word, counted once: \(report.counts)")
        #expect(report.problems.count == 1 && report.problems.first == path + ":8: this line is not valid Shift_JIS text", "\(report.problems)")
    }

    @Test func skipInvalidWithEveryRowBadImportsNothingAndSaysSo() throws {
        let path = NSTemporaryDirectory() + "/all-bad-\(UUID().uuidString).csv"
        try "word,reading,meaning\n=SUM(A1),x,y\n,,x\n".write(toFile: path, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(atPath: path) }
        let database = try KuchiDatabase.inMemory()
        var options = WordImporter.Options()
        options.skipInvalid = true
        #expect {
            try WordImporter(database: database, options: options).run([path])
        } throws: { error in
            guard case let TransferError.everyRowRejected(problems, _) = error else { return false }
            return problems.count == 2 && (error as? TransferError)?.description.hasSuffix("Nothing was imported: every row was rejected.") == true
        }
    }

    @Test func yomitanTermBanksOfEveryGlossaryKind() throws {
        #expect(try imported("term_bank_1.json") == [
            "読み物|よみもの|reading matter; light novel|-|term_bank_1||1",
            "鮨|すし|sushi; vinegared rice dish|-|term_bank_1||0",
            "寿司|すし|sushi|-|term_bank_1||0",
        ])
    }

    @Test func edictInUTF8WithoutItsHeaderLine() throws {
        #expect(ImportFormat.detect(path: "e.txt", head: Array("読み物 [よみもの] /(n) reading matter/(P)/\n".utf8)) == .edict)
        #expect(ImportFormat.detect(path: "e.txt", head: Array("word,url\n猫,https://example.com/\n".utf8)) == .csv)
        #expect(try imported("edict2-utf8.txt") == [
            "明白|めいはく|obvious; clear; plain|-|edict2-utf8||1",
            "読み物|よみもの|reading matter; books|-|edict2-utf8||1",
        ])
    }

    @Test func aPackageThatIsOnlyTheStartOfAZIPIsRefusedAsDamaged() throws {
        let importer = WordImporter(database: try KuchiDatabase.inMemory(), options: WordImporter.Options())
        let path = fixture("deck.apkg")
        #expect(throws: AnkiPackageError.damagedZip(path: path)) { try importer.run([path]) }
        #expect(TransferError.archive(path: path, kind: .ankiPackage).description.contains("Notes in Plain Text"))
        #expect(Archive.kind(of: [0x50, 0x4B, 0x03, 0x04], path: "jmdict.zip") == .zip)
        #expect(Archive.kind(of: [0x1F, 0x8B, 0x08], path: "words.csv.gz") == .gzip)
        #expect(Archive.kind(of: Array("word,reading".utf8), path: "words.csv") == nil)
    }
}
