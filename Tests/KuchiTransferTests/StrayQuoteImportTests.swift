import Foundation
import Testing
import KuchiCore
@testable import KuchiStore
@testable import KuchiTransfer

/// Walk-through 33 (D1): a quote opened by mistake at the start of a CSV field ran on to the next line's quote,
/// and the two rows were imported as one word holding commas, a line break and the next row's formula.
@Suite("A stray quote in a CSV list")
struct StrayQuoteImportTests {
    private let list = "word,reading,meanings\n犬,いぬ,dog\n\"unclosed,ほん,book\n=HYPERLINK(\"http://x\"),いこう,go\n猫,ねこ,cat\n"

    private func run(_ text: String, skipInvalid: Bool) throws -> [String] {
        let folder = try OutputFolder()
        let path = folder.file("list.csv")
        try Data(text.utf8).write(to: URL(fileURLWithPath: path))
        let database = try KuchiDatabase.inMemory()
        var options = WordImporter.Options()
        options.skipInvalid = skipInvalid
        _ = try WordImporter(database: database, options: options).run([path])
        return try dump(database)
    }

    @Test func aQuotedFieldRunOverALineBreakWithTextAfterItsClosingQuoteIsABadRow() throws {
        var message = ""
        do { _ = try run(list, skipInvalid: false) } catch { message = "\(error)" }
        #expect(message.contains("list.csv:3: unbalanced quote: the quoted field that starts on line 3 runs to line 4"), "\(message)")
        let words = try run(list, skipInvalid: true)
        #expect(words.sorted() == ["犬|いぬ|dog|-|list||0", "猫|ねこ|cat|-|list||0"])
    }

    @Test func aQuotedFieldWithALineBreakThatEndsAtItsDelimiterStaysOneField() throws {
        let words = try run("word,reading,meanings\n猫,ねこ,\"cat\nkitty\"\n犬,いぬ,dog\n", skipInvalid: false)
        #expect(words.sorted() == ["犬|いぬ|dog|-|list||0", "猫|ねこ|cat; kitty|-|list||0"])
    }

    /// Walk-through 35: a quote never closed (`"train` typed for `train`) ran to the end of the file, or to the next
    /// stray quote, and with `--skip-invalid` the rows it swallowed were neither imported nor listed ("1 rejected", exit
    /// 0): the words were lost. Those lines are read again as rows of their own.
    @Test func aQuoteNeverClosedRejectsItsOwnLineAndTheLinesAfterItAreReadAsRows() throws {
        let good = ["猫,ねこ,cat\n", "駅,えき,station\r\n", "本,ほん,a \"\"big\"\" book\n", "空,そら,sky\n"]
        let text = "word,reading,meanings\n" + good[0] + "電車,でんしゃ,\"train\n" + good[1] + good[2] + "海,うみ,\"sea\n" + good[3]
        var message = ""
        do { _ = try run(text, skipInvalid: false) } catch { message = "\(error)" }
        #expect(message.contains("list.csv:3: unbalanced quote: the quoted field that starts on line 3 runs to line 6"), "\(message)")
        #expect(message.contains("list.csv:6: unbalanced quote: the quoted field that starts on line 6 never ends"),
                "the quote that closed it, read again, opens a field that never ends: \(message)")
        #expect(!message.contains(":4:") && !message.contains(":5:") && !message.contains(":7:"), "\(message)")
        let words = try run(text, skipInvalid: true)
        #expect(words.count == 4, "\(words)")
        #expect(words == (try run("word,reading,meanings\n" + good.joined(), skipInvalid: false)),
                "the good rows read as they would be without the bad lines")
    }

    /// Walk-through 35: without `--skip-invalid` a stray quote was listed alone, and a row lacking a reading the bank
    /// cannot give (`林檎,,apple`) came only at the next try. Both are listed at once, in order; a row lacking a reading
    /// that a row before gives (猫) is not, and nothing is imported.
    @Test func aStrayQuoteAndARowLackingAReadingAreListedTogether() throws {
        let text = "word,reading,meanings\n猫,ねこ,cat\n林檎,,apple\n電車,でんしゃ,\"train\n猫,,kitty\n駅,えき,station\n"
        var message = ""
        do { _ = try run(text, skipInvalid: false) } catch { message = "\(error)" }
        let apple = try #require(message.range(of: "list.csv:3:"), "the row lacking a reading is listed: \(message)")
        let quote = try #require(message.range(of: "list.csv:4: unbalanced quote"), "\(message)")
        #expect(apple.lowerBound < quote.lowerBound, "in the list's order: \(message)")
        #expect(!message.contains("list.csv:5:"), "猫's reading comes from line 2: \(message)")
    }

    @Test func aQuoteNeverClosedAtTheEndCostsItsLineAlone() throws {
        let text = "word,reading,meanings\n猫,ねこ,cat\n電車,でんしゃ,\"train\r\n駅,えき,a \"\"big\"\" station\r\n本,ほん,book"
        var message = ""
        do { _ = try run(text, skipInvalid: false) } catch { message = "\(error)" }
        #expect(message.contains("list.csv:3: unbalanced quote: the quoted field that starts on line 3 never ends: a quote is missing "
                                  + "or one too many (the lines after it are read as rows of their own)"), "\(message)")
        #expect(try run(text, skipInvalid: true)
                == (try run("word,reading,meanings\n猫,ねこ,cat\n駅,えき,a \"\"big\"\" station\r\n本,ほん,book", skipInvalid: false)))
    }
}
