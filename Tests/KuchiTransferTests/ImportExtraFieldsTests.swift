import Foundation
import Testing
@testable import KuchiStore
@testable import KuchiTransfer

/// A row with text past the columns its header names would lose that text: most often meanings written with the
/// file's own separator and no quotes.
@Suite("Rows with more fields than the header")
struct ImportExtraFieldsTests {
    private func imported(_ text: String, name: String = "list.csv", skipInvalid: Bool = false) throws -> (WordImporter.Report, [String]) {
        let folder = NSTemporaryDirectory() + "/kuchi-extra-fields-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try text.write(toFile: folder + "/" + name, atomically: true, encoding: .utf8)
        let database = try KuchiDatabase.inMemory()
        var options = WordImporter.Options()
        options.skipInvalid = skipInvalid
        let report = try WordImporter(database: database, options: options).run([folder + "/" + name])
        return (report, try dump(database))
    }

    private func refusal(_ text: String, name: String = "list.csv") -> [String] {
        do {
            _ = try imported(text, name: name)
        } catch let TransferError.invalidRows(problems, _) {
            return problems
        } catch {
            Issue.record("refused as \(error), not as bad rows")
        }
        return []
    }

    @Test func aCommaSeparatedMeaningWithoutQuotesIsRefusedAndNamesWhatWouldBeLost() {
        let problems = refusal("word,reading,meanings\n魚,さかな,fish\n海老,えび,shrimp, prawn\n")
        #expect(problems.count == 1)
        #expect(problems.first?.hasSuffix(#"list.csv:3: 4 fields where the header names 3: “prawn” would be lost; "#
                                          + #"put a field that holds a comma in double quotes ("shrimp, prawn"), or separate meanings with “;”"#) == true)
    }

    @Test func aTabSeparatedRowWithAnExtraFieldIsRefusedWithTabAdvice() {
        let problems = refusal("word\treading\tmeanings\n海老\tえび\tshrimp\tprawn\n", name: "list.tsv")
        #expect(problems.first?.hasSuffix("list.tsv:2: 4 fields where the header names 3: “prawn” would be lost; a tab splits a field: "
                                          + "separate meanings with “;”") == true)
    }

    @Test func aHeaderEndingInASeparatorNamesNoColumnForTheLostText() {
        let problems = refusal("word,reading,meanings,\n海老,えび,shrimp, prawn\n")
        #expect(problems.first?.contains("list.csv:2: 4 fields where the header names 3: “prawn” would be lost") == true)
    }

    @Test func emptyFieldsPastTheHeaderLoseNothingAndAreTaken() throws {
        let (report, words) = try imported("word,reading,meanings\n魚,さかな,fish,,\n海老,えび,\"shrimp, prawn\",\n")
        #expect(report.counts.added == 2)
        #expect(report.problems.isEmpty)
        #expect(words.sorted() == ["海老|えび|shrimp, prawn|-|list||0", "魚|さかな|fish|-|list||0"])
    }

    @Test func skippingBadRowsImportsTheRestAndListsTheRowThatWouldLoseText() throws {
        let (report, words) = try imported("word,reading,meanings\n魚,さかな,fish\n海老,えび,shrimp, prawn\n", skipInvalid: true)
        #expect(words == ["魚|さかな|fish|-|list||0"])
        #expect(report.problems.count == 1)
        #expect(report.problems.first?.contains("list.csv:3: 4 fields where the header names 3") == true)
        #expect(report.decks == ["list"])
    }
}
