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
}
