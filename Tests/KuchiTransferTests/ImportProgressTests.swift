import Foundation
import Testing
import KuchiCore
@testable import KuchiStore
@testable import KuchiTransfer

/// Walk-through 24 (D3, D5): the progress an import reports, which its bar's percentage and time left are worked out from.
@Suite("An import's progress, phase by phase")
struct ImportProgressTests {
    private struct Report: Equatable {
        var phase: WordImporter.Phase
        var done: Int
        var total: Int
    }

    /// A list of `rows` made-up words (several of the pipeline's batches), written into a fresh folder.
    private static func list(rows: Int) throws -> (folder: URL, path: String, bytes: Int) {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("kuchi-progress-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let kana = Array("あいうえおかきくけこさしすせそたちつてと")
        var text = "word,reading,meanings\n"
        for index in 0..<rows {
            let word = (0..<5).map { String(kana[(index / Int(pow(20, Double($0)))) % kana.count]) }.joined()
            text += "\(word),\(word),made-up word \(index)\n"
        }
        let path = folder.appendingPathComponent("words.csv").path
        try text.write(toFile: path, atomically: true, encoding: .utf8)
        return (folder, path, text.utf8.count)
    }

    private static func reports(importing path: String) throws -> [Report] {
        var seen: [Report] = []
        var options = WordImporter.Options()
        options.deck = "made-up"
        _ = try WordImporter(database: try KuchiDatabase.inMemory(), options: options).run([path], progress: { phase, _, done, total in
            if phase == .reading || phase == .writing { seen.append(Report(phase: phase, done: done, total: total)) }
        })
        return seen
    }

    /// The writing phase started its count at half the total, so its bar's time left (worked out from the phase's
    /// own time so far and the share done) said 0:01 with most of the rows still to write.
    @Test func eachPhaseCountsFromItsOwnStartToTheWholeListsBytes() throws {
        let (folder, path, bytes) = try Self.list(rows: 10_000)
        defer { try? FileManager.default.removeItem(at: folder) }
        let seen = try Self.reports(importing: path)
        for phase in [WordImporter.Phase.reading, .writing] {
            let reports = seen.filter { $0.phase == phase }
            #expect(reports.count >= 4, "\(phase): \(reports)")
            #expect(reports.allSatisfy { $0.total == bytes }, "\(phase): \(reports)")
            #expect((reports.first?.done ?? .max) * 3 < bytes, "\(phase) starts near 0%: \(reports)")
            #expect(reports.last?.done == bytes, "\(phase) ends at 100%: \(reports)")
        }
    }

    /// Standard input's copy is read through a symbolic link: its size was the link's, so the bar was full from the start.
    @Test func aListReadThroughASymbolicLinkCountsTheFilesBytes() throws {
        let (folder, path, bytes) = try Self.list(rows: 5_000)
        defer { try? FileManager.default.removeItem(at: folder) }
        let link = folder.appendingPathComponent("stdin").path
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: path)
        let reading = try Self.reports(importing: link).filter { $0.phase == .reading }
        #expect(!reading.isEmpty && reading.allSatisfy { $0.total == bytes }, "\(reading)")
        #expect((reading.first?.done ?? .max) < bytes, "\(reading)")
    }
}
