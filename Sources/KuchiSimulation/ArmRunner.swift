import Foundation
import KuchiCore
import KuchiStore

/// Runs the arms of a comparison on a bank: Kuchi's review and random practice (through the release
/// binary, or in-process) and the plain FSRS-6 reference.
public struct ArmRunner: Sendable {
    /// The bundled word list, the head of every bank.
    public let bundled: [WordEntry]
    /// The binary Kuchi's arms drive.
    public let kuchi: BinaryKuchi
    /// The folder the binary arms' banks are made in (each in its own subfolder, removed after the run).
    public let work: String
    /// Whether Kuchi's arms run in-process through the view model instead of the binary.
    public let inProcess: Bool

    /// A runner with these parts.
    public init(bundled: [WordEntry], kuchi: BinaryKuchi, work: String, inProcess: Bool) {
        self.bundled = bundled
        self.kuchi = kuchi
        self.work = work
        self.inProcess = inProcess
    }

    /// A folder in memory (/dev/shm) when there is one, else in the temporary folder, named after this process.
    public static func defaultWork() -> String {
        let base = FileManager.default.isWritableFile(atPath: "/dev/shm") ? "/dev/shm" : NSTemporaryDirectory()
        return (base as NSString).appendingPathComponent("kuchi-simulate-\(getpid())")
    }

    /// The bank of `settings.words` words: the bundled list first, then synthetic words.
    public func entries(_ settings: SimulationSettings) -> [WordEntry] {
        SimulationBank.entries(count: settings.words, leading: bundled)
    }

    /// Kuchi's review and the reference, then random practice.
    public func compare(settings: SimulationSettings) throws -> SimulationComparison {
        SimulationComparison(settings: settings, runs: [
            try kuchiRun(.review, settings: settings),
            try LearningSimulation.reference(words: settings.words, order: settings.order, settings: settings),
            try kuchiRun(.random, settings: settings),
        ])
    }

    /// One of Kuchi's arms over a fresh bank.
    public func kuchiRun(_ command: BinaryArm.Command, settings: SimulationSettings) throws -> SimulationRun {
        let entries = entries(settings)
        if inProcess {
            return try LearningSimulation.run(command == .review ? .srs : .random, entries: entries, settings: settings)
        }
        guard settings.words >= bundled.count else {
            throw SimulationError.binary("a bank of the binary holds at least the \(bundled.count) bundled words; use --in-process for \(settings.words)")
        }
        let folder = (work as NSString).appendingPathComponent("\(command.rawValue)-\(settings.words)-\(settings.learner.rawValue)-\(settings.seed)")
        var arm = try BinaryArm(command, kuchi: kuchi, entries: entries, bundledCount: bundled.count, settings: settings, folder: folder)
        defer { arm.removeFolder() }
        return try LearningSimulation.run(&arm, wordIDs: arm.wordIDs, settings: settings)
    }
}
