import ArgumentParser
import Foundation
import KuchiCore

/// The options that set a ``Setting`` for this run: one per setting (`--scheduler` is ``SchedulerOption``,
/// which `kuchi review` has not), and `--set NAME=VALUE` for every setting in ``Setting/all`` (so a new
/// setting is reachable from the command line at once).
struct SettingOptions: ParsableArguments {
    @Option(name: .long, help: ArgumentHelp("Correct answers that end a session, 1–100 (default 5).", valueName: "n"))
    var questions: String?

    @Option(name: .long, help: ArgumentHelp("How to answer (default choice).", valueName: "mode"))
    var mode: AnswerMode?

    @Option(name: .long, help: ArgumentHelp("Choices per multiple-choice question, 2–8 (default 4).", valueName: "n"))
    var choices: String?

    @Option(name: .long, help: ArgumentHelp(
        "Recall probability at which a card falls due, 0.70–0.99 (default 0.90; spaced repetition).", valueName: "share"))
    var retention: String?

    @Option(name: .customLong("new-words"), help: ArgumentHelp(
        "New words per study day, 0–1000 (default 20; spaced repetition).", valueName: "n"))
    var newWords: String?

    @Option(name: .customLong("set"), help: ArgumentHelp(
        "Set any setting for this run, by its config file key (repeatable; see kuchi config).", valueName: "name=value"),
        completion: .list(Setting.all.map { $0.configKey + "=" }))
    var assignments: [String] = []

    /// The values given, as ``SettingsResolver`` takes them: keyed by ``Setting/configKey`` from `--set`,
    /// by ``Setting/flag`` from a setting's own option (which wins when both are given).
    /// - Throws: ``SettingError`` for `--set` with an unknown name, or without `=`.
    func commandLine() throws(SettingError) -> [String: String] {
        var values: [String: String] = [:]
        let source = SettingSource.commandLine(flag: Setting.assignmentFlag)
        for assignment in assignments {
            let parts = assignment.split(separator: "=", maxSplits: 1).map(String.init)
            let setting = try Setting.named((parts.first ?? "").trimmingCharacters(in: .whitespaces), source: source)
            guard parts.count == 2 else {
                throw .invalidValue(setting: setting.configKey, value: "", expected: setting.expectation, source: source)
            }
            values[setting.configKey] = parts[1]
        }
        if let questions { values[Setting.questionsPerSession.flag] = questions }
        if let mode { values[Setting.answerMode.flag] = mode.rawValue }
        if let choices { values[Setting.choicesPerChallenge.flag] = choices }
        if let retention { values[Setting.desiredRetention.flag] = retention }
        if let newWords { values[Setting.newWordsPerDay.flag] = newWords }
        return values
    }
}
