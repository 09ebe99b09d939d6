import Foundation
import KuchiData
import KuchiStore
import Testing
@testable import KuchiSimulation

/// The binary arms against the `kuchi` built beside the tests: a fresh bank, sessions through
/// `kuchi review --json` and `kuchi practice --json` with `KUCHI_NOW`, as an outside program would.
@Suite("Binary arms: the kuchi executable")
struct BinaryArmTests {
    /// The `kuchi` built beside this test bundle.
    static var executable: String {
        let candidates = [
            URL(fileURLWithPath: CommandLine.arguments.first ?? "").resolvingSymlinksInPath().deletingLastPathComponent(),
            Bundle.main.bundleURL,
            Bundle.main.bundleURL.deletingLastPathComponent(),
        ].map { $0.appendingPathComponent("kuchi").path }
        return candidates.first { FileManager.default.isExecutableFile(atPath: $0) } ?? candidates[0]
    }

    @Test("review and random practice through the binary: budgets spent, reproducible, bank removed")
    func reviewAndRandom() throws {
        let bundled = try WordListTSV.parse(BundledWordList.text, deck: BundledWordList.deck)
        let work = FileManager.default.temporaryDirectory.appendingPathComponent("kuchi-sim-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: work) }
        // A frozen clock makes two runs the same to the millisecond (a running one moves with the machine).
        let kuchi = BinaryKuchi(executable: Self.executable, environment: ["KUCHI_NOW_FROZEN": "1"])
        let runner = ArmRunner(bundled: bundled, kuchi: kuchi, work: work, inProcess: false)
        var settings = SimulationSettings()
        (settings.words, settings.days, settings.answersPerDay, settings.newWordsPerDay, settings.questionsPerSession) = (700, 3, 40, 8, 10)
        let review = try runner.kuchiRun(.review, settings: settings)
        #expect(review.arm == "review" && review.words == 700 && review.days.count == 4)
        #expect(review.wordsSeen > 0 && review.wordsSeen <= 24)
        #expect(review.answers <= 120)
        #expect(try runner.kuchiRun(.review, settings: settings) == review)
        let random = try runner.kuchiRun(.random, settings: settings)
        #expect(random.answers == 120 && random.wordsSeen > review.wordsSeen)
        #expect((try? FileManager.default.contentsOfDirectory(atPath: work))?.isEmpty ?? true)
        settings.words = 100
        #expect(throws: SimulationError.self) { try runner.kuchiRun(.review, settings: settings) }
    }
}
