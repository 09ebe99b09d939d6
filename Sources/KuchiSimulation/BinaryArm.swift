import Foundation
import KuchiStore

/// Kuchi's review (`kuchi review --json`) or random practice (`kuchi practice --json --scheduler random`)
/// driven through the release binary, one process a session, on a fresh bank in its own folder.
///
/// `KUCHI_NOW` is set for every session to the learner's clock (the day's start plus 20 s a line given so
/// far), so the driver works whether the binary freezes its clock there or lets it run from there.
/// Multiple choice is asked for with `--mode choice`; other settings reach the binary through its environment
/// variables (`KUCHI_QUESTIONS_PER_SESSION`, `KUCHI_NEW_WORDS_PER_DAY`), plus any in ``BinaryKuchi/environment``.
public final class BinaryArm: StudyArm {
    /// Which command the arm runs.
    public enum Command: String, Sendable {
        /// `kuchi review --json`.
        case review
        /// `kuchi practice --json --scheduler random`.
        case random
    }

    let command: Command
    let kuchi: BinaryKuchi
    let settings: SimulationSettings
    let bank: BankWords
    let folder: String
    private var sessionCount = 0

    /// A fresh bank of `entries` (the bundled words the binary seeds, then the rest imported) in `folder`.
    public init(_ command: Command, kuchi: BinaryKuchi, entries: [WordEntry], bundledCount: Int, settings: SimulationSettings,
                folder: String) throws {
        self.command = command
        self.kuchi = kuchi
        self.settings = settings
        self.folder = folder
        bank = try kuchi.freshBank(in: folder, entries: entries, bundledCount: bundledCount,
                                   at: try LearningSimulation.morning(of: 0, settings: settings).addingTimeInterval(-3_600))
    }

    /// The bank's word ids, in study order.
    public var wordIDs: [Int64] { bank.words.map(\.id) }

    /// "review" or "random".
    public var name: String { command.rawValue }

    /// Sessions from `start` until `budget` lines are spent, or a review finds nothing to ask.
    public func study(from start: Date, budget: Int, learner: inout any Learner) throws -> DayStudy {
        var day = DayStudy()
        while day.answers < budget {
            let clock = start.addingTimeInterval(Double(day.answers) * settings.secondsPerAnswer)
            sessionCount += 1
            let process = try kuchi.start(arguments(seed: settings.seed &* 1_000_003 &+ UInt64(sessionCount)), folder: folder,
                                          now: clock, settings: settings)
            var session = BinarySession(process: process, bank: bank, budget: budget - day.answers, start: clock,
                                        secondsPerAnswer: settings.secondsPerAnswer)
            let played: DayStudy
            do {
                played = try session.play(learner: &learner)
            } catch {
                _ = process.finish()
                throw error
            }
            let (status, standardError) = process.finish()
            guard status == 0 else { throw SimulationError.binary("exit status \(status): \(standardError)") }
            day.answers += played.answers
            day.exposures += played.exposures
            day.sessions += played.sessions
            guard session.started, played.answers > 0 else {
                day.endedEarly = true
                break
            }
        }
        return day
    }

    private func arguments(seed: UInt64) -> [String] {
        // --mode on the command line: a review asks every kind of card unless the command line narrows it.
        let common = ["--json", "--mode", "choice", "--database", kuchi.database(in: folder), "--name", "Simulated learner",
                      "--seed", String(seed)]
        return switch command {
        case .review: ["review"] + common
        case .random: ["practice", "--scheduler", "random"] + common
        }
    }

    /// Removes the bank's folder.
    public func removeFolder() {
        try? FileManager.default.removeItem(atPath: folder)
    }
}
