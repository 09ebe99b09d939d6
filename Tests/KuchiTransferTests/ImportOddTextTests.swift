import Foundation
import Testing
import KuchiCore
@testable import KuchiStore
@testable import KuchiTransfer

/// Plain word lists as they come from Anki's text exports, web pages and spreadsheets: HTML in fields, invisible
/// characters in words, formulas in the word column, and files that are no text at all.
@Suite("Word lists with HTML, invisible characters and junk")
struct ImportOddTextTests {
    /// A list written into a folder of its own, imported; the report and every word as ``dump(_:)`` gives it.
    private func imported(_ text: String, name: String = "list.csv", configure: (inout WordImporter.Options) -> Void = { _ in })
        throws -> (report: WordImporter.Report, words: [String]) {
        try imported(Data(text.utf8), name: name, configure: configure)
    }

    private func imported(_ bytes: Data, name: String, configure: (inout WordImporter.Options) -> Void = { _ in })
        throws -> (report: WordImporter.Report, words: [String]) {
        let folder = try OutputFolder()
        let path = folder.file(name)
        try bytes.write(to: URL(fileURLWithPath: path))
        let database = try KuchiDatabase.inMemory()
        var options = WordImporter.Options()
        configure(&options)
        let report = try WordImporter(database: database, options: options).run([path])
        return (report, try dump(database))
    }

    /// The message an import of `text` is refused with (named `name`), or `nil` when it is not refused.
    private func refusal(_ bytes: Data, name: String = "list.csv") -> String? {
        do {
            _ = try imported(bytes, name: name)
            return nil
        } catch {
            return "\(error)"
        }
    }

    @Test func htmlInACSVMeaningIsReadAsAnkiFieldsAreAndTheSummarySaysSo() throws {
        let (report, words) = try imported("word,reading,meanings\n鍵,かぎ,key<br>lock &amp; key\n<b>窓</b>,まど,window&nbsp;pane\n")
        #expect(words == ["鍵|かぎ|key; lock & key|-|list||0", "窓|まど|window pane|-|list||0"])
        #expect(report.notes.contains("3 fields were HTML (tags such as <br> or entities such as &amp;), read as text: line breaks separate meanings."),
                "\(report.notes)")
    }

    /// Walk-through 26 (D2): a script element was no sign of HTML, so its text was stored as the meaning.
    @Test func aScriptStyleOrCommentInACSVMeaningGoesWithWhatItHolds() throws {
        let (report, words) = try imported("word,reading,meaning\n魚,さかな,\"<script>alert(1)</script>fish\"\n"
                                           + "鳥,とり,<style>b{color:red}</style>bird\n犬,いぬ,<!-- note -->dog\n")
        #expect(words == ["魚|さかな|fish|-|list||0", "鳥|とり|bird|-|list||0", "犬|いぬ|dog|-|list||0"])
        #expect(report.notes.contains { $0.hasPrefix("3 fields were HTML") }, "\(report.notes)")
    }

    /// A meaning cell holding markup and nothing else (a script, an empty tag) is refused for what it is, on its row, as a
    /// bad row: under a header, in a list without one, and in JSON; an empty cell is still "missing meaning".
    @Test func aMeaningThatIsOnlyMarkupIsRefusedAsSuch() throws {
        let markup = #"the meaning cell of “空” holds only HTML markup (tags, entities, a script or a comment) and nothing to "#
            + "show once it is removed: write the meaning as plain text, or remove the row"
        let csv = refusal(Data("word,reading,meaning\n海,うみ,sea\n空,そら,<script>alert(1)</script>\n空,そら,<b></b>\n空,そら,\n".utf8))
        #expect(csv?.contains(":3: \(markup)") == true, "\(csv ?? "taken")")
        #expect(csv?.contains(":4: \(markup)") == true, "\(csv ?? "taken")")
        #expect(csv?.contains(":5: missing meaning for “空”") == true, "\(csv ?? "taken")")
        let tsv = refusal(Data("海\tうみ\tsea\n空\tそら\t<i> </i>&nbsp;\n".utf8), name: "list.tsv")
        #expect(tsv?.contains(":2: \(markup)") == true, "\(tsv ?? "taken")")
        let json = refusal(Data(#"[{"word":"空","reading":"そら","meanings":["<br>"]}]"#.utf8), name: "list.json")
        #expect(json?.contains("item 1: \(markup)") == true, "\(json ?? "taken")")
    }

    @Test func aDryRunSaysAsMuchHTMLAsTheImport() throws {
        let (report, words) = try imported("word,reading,meanings\n鍵,かぎ,key<div>lock</div>\n") { $0.dryRun = true }
        #expect(words.isEmpty)
        #expect(report.notes.contains { $0.hasPrefix("1 field was HTML") }, "\(report.notes)")
    }

    @Test func textThatMerelyHoldsAnglesOrAmpersandsStaysAsTyped() throws {
        let (report, words) = try imported("word\treading\tmeanings\n塩\tしお\tsalt & pepper; a < b\n名詞\tめいし\t<noun> & co\n", name: "list.tsv")
        #expect(words == ["塩|しお|salt & pepper; a < b|-|list||0", "名詞|めいし|<noun> & co|-|list||0"])
        #expect(report.notes.isEmpty, "\(report.notes)")
    }

    @Test func htmlInJSONListItemsAndStringsIsReadAsText() throws {
        let json = #"[{"word":"鍵","reading":"かぎ","meanings":["key<br>lock","lock &amp; key"]},{"word":"扉","reading":"とびら","meanings":"door &#39;n&#39; gate"}]"#
        let (report, words) = try imported(json, name: "list.json")
        #expect(words == ["鍵|かぎ|key; lock; lock & key|-|list||0", "扉|とびら|door 'n' gate|-|list||0"])
        #expect(report.notes.contains { $0.hasPrefix("2 fields were HTML") }, "\(report.notes)")
    }

    @Test func anInvisibleCharacterInAWordMakesNoSecondWordAndIsNamed() throws {
        let (report, words) = try imported("word,reading,meanings\n猫,ねこ,cat\n猫\u{200B},ね\u{AD}こ,kitty\n\u{FEFF}犬\u{202E},いぬ,dog\n")
        #expect(words == ["猫|ねこ|cat; kitty|-|list||0", "犬|いぬ|dog|-|list||0"])
        #expect(report.counts.added == 2)
        #expect(report.notes.contains("2 words had invisible characters (zero-width spaces, bidirectional marks, soft hyphens) "
                                      + "removed from the word, reading or meanings (猫\u{200B} ね\u{AD}こ → 猫 ねこ, \u{FEFF}犬\u{202E} いぬ → 犬 いぬ)."),
                "\(report.notes)")
    }

    /// Walk-through 26 (D12): half-width katakana, as Japanese Excel sheets write them, made a second word beside the
    /// full-width one; they are that word, voicing marks joined to their kana.
    @Test func halfWidthKatakanaAreTheFullWidthWord() throws {
        let (_, words) = try imported("word,reading,meaning\nｺｰﾋｰ,ｺｰﾋｰ,coffee\nコーヒー,コーヒー,java\nﾃﾞﾊﾟｰﾄ,,department store\n")
        #expect(words == ["コーヒー|コーヒー|coffee; java|-|list||0", "デパート|デパート|department store|-|list||0"])
    }

    /// Walk-through 26 (D8): a reading cell giving the reading twice (a romaji line, both kana scripts) is that reading,
    /// not a refusal quoting text the file never held, nor a second 時計 read with a middle dot.
    @Test func aReadingGivenTwiceIsThatReading() throws {
        let (report, words) = try imported("word,reading,meaning\n先生,せんせい<br>sensei,teacher\n時計,とけい・トケイ,clock\n")
        #expect(report.problems.isEmpty, "\(report.problems)")
        #expect(words == ["先生|せんせい|teacher|-|list||0", "時計|とけい|clock|-|list||0"])
    }

    @Test func aJoinerInsideAnEmojiStaysAndAJoinerBetweenKanaGoes() throws {
        let (report, words) = try imported("word,reading,meanings\n家族👨‍👩‍👧,かぞく,family\n犬,い\u{200D}ぬ,dog\n")
        #expect(words == ["家族👨‍👩‍👧|かぞく|family|-|list||0", "犬|いぬ|dog|-|list||0"])
        #expect(report.notes.contains { $0.hasPrefix("1 word had invisible characters") }, "only the dog lost one: \(report.notes)")
    }

    /// Walk-through 22 (D2): a bidirectional override in a meaning was kept, offered as a choice and shown reversed.
    @Test func anInvisibleCharacterInAMeaningIsRemovedAndNamed() throws {
        let (report, words) = try imported("word,reading,meaning\n白,しろ,\u{202E}white\n花,はな,flower\u{200B}; bloom\n")
        #expect(words == ["白|しろ|white|-|list||0", "花|はな|flower; bloom|-|list||0"])
        #expect(report.notes.contains("2 words had invisible characters (zero-width spaces, bidirectional marks, soft hyphens) "
                                      + "removed from the word, reading or meanings (白 \u{202E}white → white, 花 flower\u{200B} → flower)."),
                "\(report.notes)")
    }

    @Test func aLineSeparatorInAMeaningSeparatesMeanings() throws {
        let json = #"[{"word":"椅子","reading":"いす","meanings":["seat\u2028chair"]},{"word":"机","reading":"つくえ","meanings":"desk\u2029table"}]"#
        let (_, words) = try imported(json, name: "list.json")
        #expect(words == ["椅子|いす|seat; chair|-|list||0", "机|つくえ|desk; table|-|list||0"])
    }

    @Test func aWordWithoutKanaOrKanjiIsABadRowUnlessJapaneseWritesItSo() throws {
        let list = "word,reading,meanings\n=SUM(A1),すう,sum\nCD,シーディー,compact disc\nＯＬ,オーエル,office worker\n本,ほん,book\n"
        #expect(refusal(Data(list.utf8))?.contains(":2: the word “=SUM(A1)” has no kana or kanji") == true)
        let (report, words) = try imported(list) { $0.skipInvalid = true }
        #expect(words == ["CD|シーディー|compact disc|-|list||0", "ＯＬ|オーエル|office worker|-|list||0", "本|ほん|book|-|list||0"])
        #expect(report.problems.count == 1 && report.problems[0].hasSuffix("write the word in kana or kanji, or remove the row"))
    }

    @Test func wordsWrittenWithSymbolsImportWhenTheirReadingIsJapanese() throws {
        let list = "word\treading\tmeanings\n+α\tプラスアルファ\tplus alpha\n%\tパーセント\tpercent\nC++\tシープラスプラス\tC++\n"
            + "C#\tシーシャープ\tC sharp\n$\tドル\tdollar\n=\tイコール\tequals\n"
        let (report, words) = try imported(list, name: "list.tsv")
        #expect(report.problems.isEmpty, "\(report.problems)")
        #expect(words.sorted() == ["$|ドル|dollar|-|list||0", "%|パーセント|percent|-|list||0", "+α|プラスアルファ|plus alpha|-|list||0",
                                   "=|イコール|equals|-|list||0", "C#|シーシャープ|C sharp|-|list||0", "C++|シープラスプラス|C++|-|list||0"])
    }

    @Test func spreadsheetFormulasAndErrorValuesAreRefusedWhateverTheirReading() throws {
        let list = "word,reading,meanings\n=SUM(A1),すう,sum\n#REF!,れふ,ref\n=A1+1,いち,one\n#N/A,なし,none\n"
            + "\"=HYPERLINK(\"\"http://example.com\"\",\"\"日本\"\")\",にほん,Japan\n本,ほん,book\n"
        let message = try #require(refusal(Data(list.utf8)))
        #expect(message.contains(":2: the word “=SUM(A1)” has no kana or kanji"), "\(message)")
        #expect(message.contains(":3: the word “#REF!” has no kana or kanji"), "\(message)")
        #expect(message.contains(":4: the word “=A1+1” has no kana or kanji"), "\(message)")
        #expect(message.contains(":5: the word “#N/A” has no kana or kanji"), "\(message)")
        #expect(message.contains(":6: the word “=HYPERLINK(\"http://example.com\",\"日本\")” is a spreadsheet formula"), "\(message)")
        let (_, words) = try imported(list) { $0.skipInvalid = true }
        #expect(words == ["本|ほん|book|-|list||0"])
    }

    /// Walk-through 26 (D15): a meaning cell holding a broken formula's error value was imported as the meaning.
    @Test func aMeaningThatIsASpreadsheetErrorValueIsABadRow() throws {
        let list = "word,reading,meaning\n猫,ねこ,#N/A\n犬,いぬ,dog; #VALUE!\n#REF!,#REF!,ref\n本,ほん,book\n"
            + "悪,あく,\"=HYPERLINK(\"\"x\"\")\"\n"   // a formula's text is kept: an export defuses it, and reads back so
        let message = try #require(refusal(Data(list.utf8)))
        #expect(message.contains(":2: the meaning “#N/A” of “猫” is a spreadsheet error value"), "\(message)")
        #expect(message.contains(":3: the meaning “#VALUE!” of “犬” is a spreadsheet error value"), "\(message)")
        #expect(message.contains(":4: the word “#REF!” has no kana or kanji"), "\(message)")
        let (_, words) = try imported(list) { $0.skipInvalid = true }
        #expect(words == ["本|ほん|book|-|list||0", "悪|あく|=HYPERLINK(\"x\")|-|list||0"])
    }

    /// Walk-through 26 (D6): a too-long `--deck` was each row's problem ("shorten it in the file"), even with --skip-invalid.
    @Test func aTooLongDeckOptionIsTheCommandLinesFaultSaidOnce() throws {
        for skipping in [false, true] {
            do {
                _ = try imported("word,reading,meaning\n鯨,くじら,whale\n") {
                    $0.deck = String(repeating: "D", count: 300)
                    $0.skipInvalid = skipping
                }
                Issue.record("imported")
            } catch let error as TransferError {
                #expect(error.exitCode == .usage)
                #expect(error.description.hasPrefix("--deck: the name is 300 characters long, more than the 250"), "\(error)")
            }
        }
    }

    @Test func aWordOfLettersWithNoJapaneseReadingIsStillRefused() {
        let message = refusal(Data("word,reading,meanings\nhello,,greeting\n+α,,plus alpha\n".utf8))
        #expect(message?.contains(":2: the word “hello” has no kana or kanji") == true, "\(message ?? "")")
        #expect(message?.contains(":3: the word “+α” has no kana or kanji") == true, "\(message ?? "")")
    }

    @Test func anglesAndAmpersandsInAHeaderlessListStayAsTyped() throws {
        let list = "鮫,さめ,shark <noun>\n鯨,くじら,whale &c.\n不等号,ふとうごう,inequality sign (as in x < a and b > y)\n"
        let (report, words) = try imported(list, name: "cards.csv")
        #expect(words == ["鮫|さめ|shark <noun>|-|cards||0", "鯨|くじら|whale &c.|-|cards||0",
                          "不等号|ふとうごう|inequality sign (as in x < a and b > y)|-|cards||0"])
        #expect(!report.notes.contains { $0.contains("HTML") }, "\(report.notes)")
    }

    @Test func anEntityLikeAmpersandBeforeASemicolonIsNoHTMLInAHeaderlessList() throws {
        let (report, words) = try imported("鯨,くじら,whale &c;\n", name: "cards.csv")
        #expect(words == ["鯨|くじら|whale &c|-|cards||0"], "the “;” separates meanings, as in any list; no entity is decoded")
        #expect(!report.notes.contains { $0.contains("HTML") }, "\(report.notes)")
    }

    @Test func htmlInAHeaderlessListIsStillReadAsText() throws {
        let (report, words) = try imported("鍵,かぎ,key<br>lock &amp; key\n窓,まど,<span class='x'>window</span>\n", name: "cards.csv")
        #expect(words == ["鍵|かぎ|key; lock & key|-|cards||0", "窓|まど|window|-|cards||0"])
        #expect(report.notes.contains { $0.hasPrefix("2 fields were HTML") }, "\(report.notes)")
    }

    @Test func spacedAnglesAroundTagLettersAreNoTagsWithAHeader() throws {
        let list = "word,reading,meanings\n不等号,ふとうごう,inequality sign (as in x < a and b > y)\n"
            + "比較,ひかく,comparison (< b c > and < i j >)\n"
        let (report, words) = try imported(list)
        #expect(words == ["不等号|ふとうごう|inequality sign (as in x < a and b > y)|-|list||0",
                          "比較|ひかく|comparison (< b c > and < i j >)|-|list||0"])
        #expect(report.notes.isEmpty, "\(report.notes)")
    }

    @Test func markupIsATagNameRightAfterTheAngleThenItsEndOrAnAttribute() {
        for html in ["<b>x</b>", "a<br>b", "a<br/>b", "a<br />b", "<span class=\"k\">x</span>", "<td nowrap>x", "<hr id=answer>", "x&amp;y"] {
            #expect(HTMLText.isMarkup(html), "\(html)")
        }
        for text in ["x < a and b > y", "< b c >", "< i j >", "<noun>", "<a and b>", "whale &c;", "salt & pepper", "a <bx> b"] {
            #expect(!HTMLText.isMarkup(text), "\(text)")
        }
    }

    @Test func aVerticalBarSeparatesMeaningsAsTheHelpSays() throws {
        let (_, words) = try imported("word,reading,meanings\n本,ほん,book|volume\n")
        #expect(words == ["本|ほん|book; volume|-|list||0"])
    }

    @Test func randomBytesNamedCSVAreNotTextNotAFileWithoutAHeader() throws {
        // Bytes of a fixed linear congruential sequence: noise, the same on every run.
        var state: UInt32 = 12345
        let noise = Data((0..<3000).map { _ in
            state = state &* 1_103_515_245 &+ 12345
            return UInt8(truncatingIfNeeded: state >> 16)
        })
        let message = refusal(noise, name: "junk.csv")
        #expect(message?.contains("junk.csv: it is not text") == true, "\(message ?? "accepted")")
        #expect(message?.contains("no header row") == false)
        // A Latin-1 list holds no control bytes: it is text, refused row by row rather than whole.
        let latin1 = refusal(Data("word,reading,meanings\n".utf8) + Data([0xE9, 0x2C, 0x61, 0x2C, 0x62, 0x0A]))
        #expect(latin1?.contains("it is not text") == false, "\(latin1 ?? "accepted")")
    }

    /// Walk-through 22 (D10): random bytes were refused as "not valid Shift_JIS text" with advice to save them as UTF-8,
    /// when some of their first lines happened to decode as Shift_JIS. Noise is no text, whatever a line of it decodes as.
    @Test(arguments: UInt32(1)...UInt32(40))
    func randomBytesAreNotTextWhateverALineOfThemDecodesAs(seed: UInt32) throws {
        var state = seed
        let noise = Data((0..<3000).map { _ in
            state = state &* 1_664_525 &+ 1_013_904_223
            return UInt8(truncatingIfNeeded: state >> 24)
        })
        let message = refusal(noise, name: "rnd.bin")
        #expect(message?.contains("rnd.bin: it is not text") == true, "\(message ?? "accepted")")
    }

    @Test func aNulByteIsNamedAsOneNotAsAnEscapeSequence() {
        let message = refusal(Data("word,reading,meanings\n机,つくえ,desk\n椅\u{0}子,いす,chair\n".utf8))
        #expect(message?.contains(":3: the word “椅\u{0}子” holds a NUL byte (U+0000), which no text file holds: the file may not be text") == true,
                "\(message ?? "accepted")")
        #expect(message?.contains("terminal escape sequences") == false)
    }

    @Test func aLineOverTheLimitSaysWhyAndWhatToDo() {
        let message = refusal(Data(("word,reading,meanings\n本,ほん," + String(repeating: "book", count: 300_000) + "\n").utf8))
        #expect(message?.contains(":2: the line is longer than 1 MiB, which no row of a word list needs") == true, "\(message ?? "accepted")")
        #expect(message?.contains("check that this is a word list") == true)
    }

    /// Walk-through 24 (D6): JMdict's XML got "Name it with --format", and `--format edict` then listed every line as a bad row.
    @Test(arguments: [nil, ImportFormat.edict, .csv])
    func aJMdictXMLFileIsRefusedAsXMLWithWhatToImportInstead(format: ImportFormat?) throws {
        let xml = "\u{FEFF}<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<!DOCTYPE JMdict [\n]>\n<JMdict>\n<entry>\n<ent_seq>1</ent_seq>\n"
            + "<k_ele><keb>鯖</keb></k_ele>\n<r_ele><reb>さば</reb></r_ele>\n<sense><gloss>mackerel</gloss></sense>\n</entry>\n</JMdict>\n"
        for text in [xml, "<JMdict>\n<entry><k_ele><keb>鯖</keb></k_ele></entry>\n</JMdict>\n"] {
            do {
                _ = try imported(text, name: "JMdict_e.xml") { $0.format = format }
                Issue.record("imported as \(String(describing: format))")
            } catch let error as TransferError {
                #expect(error.exitCode == .dataError, "\(error)")
                #expect(error.description.contains("it is XML"), "\(error)")
                #expect(error.description.contains("EDICT") && error.description.contains("term_bank_"), "\(error)")
                #expect(!error.description.contains("Name it with --format") && !error.description.contains(":2:"), "\(error)")
            }
        }
    }

    @Test func aWebPageSavedAsAListIsNotCalledXML() {
        let message = refusal(Data("<!DOCTYPE html>\n<html><body>猫,ねこ,cat</body></html>\n".utf8))
        #expect(message?.contains("it is XML") != true, "\(message ?? "accepted")")
    }

    @Test func theUnknownFormatMessageNamesEveryFormatTheOptionTakes() {
        let message = TransferError.unknownFormat(path: "notes").description
        for format in ImportFormat.allCases { #expect(message.contains(format.rawValue), "\(format) missing from: \(message)") }
        #expect(message.contains("yomitan"))
    }

    @Test func standardInputIsNamedSoInEveryMessage() {
        let copy = "/tmp/kuchi-stdin.AbCd/stdin"
        let errors: [TransferError] = [.unknownFormat(path: copy), .unusableList(place: copy + ":1", reason: "no header"),
                                       .invalidRows([copy + ":3: missing word"], more: 0), .undecodable(path: copy, line: 2, encoding: "UTF-8")]
        for error in errors {
            let message = error.naming(copy, as: "standard input").description
            #expect(message.contains("standard input") && !message.contains(copy), "\(message)")
        }
    }
}
