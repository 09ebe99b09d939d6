import Foundation

/// One learner-adjustable setting and the names it goes by in every configuration layer.
///
/// Layers, lowest to highest: the key's default, the config file, an environment variable,
/// a command-line flag, and the REPL's `:set` command.
public struct Setting: Sendable {
    /// The key in the config file, e.g. `questions_per_session`.
    public let configKey: String
    /// The environment variable, e.g. `KUCHI_QUESTIONS_PER_SESSION`.
    public let environmentVariable: String
    /// The command-line option, e.g. `--questions`; `--set NAME=VALUE` (``assignmentFlag``) also reaches
    /// every setting, including those without an option of their own in `kuchi practice`.
    public let flag: String
    /// The name used with `:set` in the REPL, e.g. `questions`.
    public let replName: String
    /// What a valid value looks like, for error messages.
    public let expectation: String
    /// The values a learner can pick from, for Tab completion; empty for numbers.
    public var choices: [String] = []
    /// Whether the value is a list (comma-separated names), so that a config file may give it as a TOML
    /// array of strings, `level = ["N5", "N4"]`.
    public var takesSeveral = false
    /// Parses `text` and stores it in the environment; returns `false` when the text is not valid.
    let store: @Sendable (_ text: String, _ values: inout EnvironmentValues) -> Bool

    /// The current value, as text, for display.
    public let describe: @Sendable (EnvironmentValues) -> String

    /// Parses `text` as this setting's value and stores it in `values`.
    /// - Throws: ``SettingError`` naming `source` when the text is not valid.
    public func apply(_ text: String, from source: SettingSource, to values: inout EnvironmentValues) throws(SettingError) {
        let trimmed = text.trimmingWhitespace
        guard store(trimmed, &values) else {
            // The config file, `kuchi config set` and `--set` name a setting by its key, the REPL and options by
            // its short name; an option by itself (--new-words, not new).
            let name = switch source {
            case .configFile, .configCommand: configKey
            case let .commandLine(flag) where flag == Self.assignmentFlag: configKey
            case let .commandLine(flag): flag
            default: replName
            }
            throw SettingError.invalidValue(setting: name, value: text, expected: expectation, source: source)
        }
        if Self.scopeSettings.contains(where: { $0.configKey == configKey }) { values.scopeSources[configKey] = source }
    }
}

extension Setting {
    /// The option that sets any setting by its config key, as `--set desired_retention=0.85`.
    public static let assignmentFlag = "--set"

    /// Every setting Kuchi knows, in the order they are listed in help texts.
    public static let all: [Setting] = [.questionsPerSession, .answerMode, .choicesPerChallenge, .scheduler,
                                        .desiredRetention, .newWordsPerDay, .reviewsPerDay, .deck, .level, .tag, .favoritesOnly,
                                        .audio, .audioPlayer]

    /// The setting named `name` in the REPL or the config file, if any.
    public static func named(_ name: String) -> Setting? {
        all.first { $0.replName == name || $0.configKey == name }
    }

    /// The setting whose config file key (or `:set` name) a misspelt `name` is closest to: within 2 edits (3 for
    /// names of 12 letters or more), ignoring case and taking '-' for '_'; `nil` when none is that close.
    public static func closest(to name: String) -> Setting? {
        let typed = name.lowercased().replacingOccurrences(of: "-", with: "_")
        // One slip on a short name: two would make any four letters (`nope`) close to `mode`.
        let limit = typed.count >= 12 ? 3 : typed.count <= 4 ? 1 : 2
        let scored = all.compactMap { setting -> (Setting, Int)? in
            let distances = [setting.configKey, setting.replName].compactMap { EditDistance.between(typed, $0, limit: limit) }
            return distances.min().map { (setting, $0) }
        }
        return scored.min { $0.1 < $1.1 }?.0 ?? sharingWords(with: typed)
    }

    /// The one setting whose name holds every word of `typed` (`new_per_day` → `new_words_per_day`); `nil` when none
    /// does, or several do (`per_day`: new words or reviews).
    private static func sharingWords(with typed: String) -> Setting? {
        let words = Set(typed.split(separator: "_").map(String.init))
        guard !words.isEmpty else { return nil }
        let holding = all.filter { words.isSubset(of: $0.configKey.split(separator: "_").map(String.init)) }
        return holding.count == 1 ? holding[0] : nil
    }

    /// The setting named `name`, or an error listing the known settings.
    public static func named(_ name: String, source: SettingSource) throws(SettingError) -> Setting {
        guard let setting = named(name) else { throw .unknownSetting(name: name, source: source) }
        return setting
    }

    /// How many correct answers end a session.
    public static let questionsPerSession = wholeNumber(
        configKey: "questions_per_session", environmentVariable: "KUCHI_QUESTIONS_PER_SESSION", flag: "--questions",
        replName: "questions", range: QuestionsPerSessionKey.validRange, keyPath: \.questionsPerSession)

    /// How the learner answers.
    public static let answerMode = oneOf(
        configKey: "answer_mode", environmentVariable: "KUCHI_ANSWER_MODE", flag: "--mode", replName: "mode",
        keyPath: \.answerMode)

    /// How many choices a multiple-choice challenge shows.
    public static let choicesPerChallenge = wholeNumber(
        configKey: "choices_per_challenge", environmentVariable: "KUCHI_CHOICES_PER_CHALLENGE", flag: "--choices",
        replName: "choices", range: ChoicesPerChallengeKey.validRange, keyPath: \.choicesPerChallenge)

    /// How sessions choose their words: at random, or by spaced repetition.
    public static let scheduler = oneOf(
        configKey: "scheduler", environmentVariable: "KUCHI_SCHEDULER", flag: "--scheduler", replName: "scheduler",
        keyPath: \.scheduler)

    /// The probability of recall at which a card falls due.
    public static let desiredRetention = Setting(
        configKey: "desired_retention",
        environmentVariable: "KUCHI_DESIRED_RETENTION",
        flag: "--retention",
        replName: "retention",
        expectation: "a number from 0.70 to 0.99",
        store: { text, values in
            guard let value = Double(text), DesiredRetentionKey.validRange.contains(value) else { return false }
            values.desiredRetention = value
            return true
        },
        describe: { String(format: "%.2f", $0.desiredRetention) }
    )

    /// New words per study day in review sessions.
    public static let newWordsPerDay = wholeNumber(
        configKey: "new_words_per_day", environmentVariable: "KUCHI_NEW_WORDS_PER_DAY", flag: "--new-words",
        replName: "new", range: NewWordsPerDayKey.validRange, keyPath: \.newWordsPerDay)

    /// Reviews per study day in review sessions.
    public static let reviewsPerDay = wholeNumber(
        configKey: "reviews_per_day", environmentVariable: "KUCHI_REVIEWS_PER_DAY", flag: "--reviews",
        replName: "reviews", range: ReviewsPerDayKey.validRange, keyPath: \.reviewsPerDay)

    /// A setting holding one of the cases of `Value`, by name (any case of letters).
    static func oneOf<Value: RawRepresentable & CaseIterable & Sendable>(
        configKey: String, environmentVariable: String, flag: String, replName: String,
        keyPath: WritableKeyPath<EnvironmentValues, Value> & Sendable
    ) -> Setting where Value.RawValue == String {
        let names = Value.allCases.map(\.rawValue)
        return Setting(
            configKey: configKey, environmentVariable: environmentVariable, flag: flag, replName: replName,
            expectation: "one of " + names.joined(separator: ", "), choices: names,
            store: { text, values in
                guard let value = Value(rawValue: text.lowercased()) else { return false }
                values[keyPath: keyPath] = value
                return true
            },
            describe: { $0[keyPath: keyPath].rawValue }
        )
    }

    /// A setting holding a whole number within `range`.
    private static func wholeNumber(configKey: String, environmentVariable: String, flag: String, replName: String,
                                    range: ClosedRange<Int>,
                                    keyPath: WritableKeyPath<EnvironmentValues, Int> & Sendable) -> Setting {
        Setting(
            configKey: configKey, environmentVariable: environmentVariable, flag: flag, replName: replName,
            expectation: "a whole number from \(range.lowerBound) to \(range.upperBound)",
            store: { text, values in
                guard let number = Int(text), range.contains(number) else { return false }
                values[keyPath: keyPath] = number
                return true
            },
            describe: { String($0[keyPath: keyPath]) }
        )
    }
}

extension Setting {
    /// `value` without the white space around it, as a setting's value is trimmed (`Character.isWhitespace`, the
    /// ideographic space U+3000 included): not Foundation's `.whitespaces`, which on Linux also takes a zero-width
    /// space (U+200B) off the end, so that a deck whose name ends with one would no longer be named.
    public static func trimmed(_ value: String) -> String {
        value.trimmingWhitespace
    }
}

extension String {
    /// The string without leading and trailing white space (including the ideographic space U+3000).
    var trimmingWhitespace: String {
        // Nothing but plain spaces to trim, each beside printable ASCII (a character of its own, never joined to a
        // mark): the usual case (` to study` after a split at `;`), without breaking the text into characters.
        if let trimmed = trimmingASCIISpaces { return trimmed }
        var scalars = Substring(self)
        while let first = scalars.first, first.isWhitespace { scalars.removeFirst() }
        while let last = scalars.last, last.isWhitespace { scalars.removeLast() }
        return String(scalars)
    }

    /// The string without the plain spaces (U+0020) at its ends, when that is all the white space at its ends and what
    /// they leave starts and ends with printable ASCII (or is empty); else `nil`.
    public var trimmingASCIISpaces: String? {
        let bytes = utf8
        var start = bytes.startIndex, end = bytes.endIndex
        while start < end, bytes[start] == 0x20 { start = bytes.index(after: start) }
        while end > start, bytes[bytes.index(before: end)] == 0x20 { end = bytes.index(before: end) }
        guard start < end else { return "" }
        guard (0x21...0x7E).contains(bytes[start]), (0x21...0x7E).contains(bytes[bytes.index(before: end)]) else { return nil }
        return start == bytes.startIndex && end == bytes.endIndex ? self : String(self[start..<end])
    }
}
