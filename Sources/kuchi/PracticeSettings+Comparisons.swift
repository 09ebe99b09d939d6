import Foundation
import KuchiCore

/// Internal switches for simulations comparing schedules (docs/learning.md), read like `KUCHI_LESSONS`:
/// no learner sets them, and `kuchi config` lists none.
extension PracticeSettings {
    /// `KUCHI_LEARNING_STEPS` (minutes, comma-separated, e.g. `1,10`) and `KUCHI_QUIZ_GAP` (items between a
    /// lesson and its quiz, or `step`: once the first learning step is due), into `settings`.
    /// The longest learning step `KUCHI_LEARNING_STEPS` takes, in minutes: a year.
    static let longestLearningStepMinutes: Double = 365 * 24 * 60

    static func readComparisonSwitches(_ environment: [String: String], into settings: inout EnvironmentValues) throws {
        if let text = environment["KUCHI_LEARNING_STEPS"], !text.isEmpty {
            let minutes = text.split(separator: ",", omittingEmptySubsequences: false)
                .map { Double($0.trimmingCharacters(in: .whitespaces)) }
            // A step past a year is no learning step, and past a few centuries a due date no clock (nor the bank) holds.
            guard !minutes.isEmpty, minutes.allSatisfy({ ($0 ?? 0) > 0 && ($0 ?? 0) <= Self.longestLearningStepMinutes }) else {
                throw CommandError.usage("environment variable KUCHI_LEARNING_STEPS: expected minutes above 0 and at most "
                                         + "\(Int(Self.longestLearningStepMinutes)) (a year) separated by commas, such as 1,10, not “\(text)”.")
            }
            settings.learningSteps = minutes.map { ($0 ?? 0) * 60 }
        }
        if let text = environment["KUCHI_QUIZ_GAP"], !text.isEmpty {
            if text == "step" {
                settings.lessonQuizTiming = .whenStepDue
            } else if let items = Int(text), items >= 0 {
                settings.lessonQuizTiming = .afterItems(items)
            } else {
                throw CommandError.usage("environment variable KUCHI_QUIZ_GAP: expected a count of items or “step”, not “\(text)”.")
            }
        }
    }
}
