import Testing
@testable import KuchiCore

@Suite("Environment values and their layers")
struct EnvironmentTests {
    @Test func questionsPerSessionDefaultsToFive() {
        #expect(EnvironmentValues().questionsPerSession == 5)
        #expect(QuestionsPerSessionKey.defaultValue == 5)
    }

    @Test func aChangedCopyLeavesTheOriginalAlone() {
        let original = EnvironmentValues()
        var copy = original
        copy.questionsPerSession = 12
        #expect(original.questionsPerSession == 5)
        #expect(copy[QuestionsPerSessionKey.self] == 12)
    }

    @Test func eachLayerOverridesTheOneBelow() throws {
        let config = [ConfigEntry(key: "questions_per_session", value: "7", source: .configFile(path: "/c/config.toml", line: 1))]
        #expect(try SettingsResolver().resolve().questionsPerSession == 5)
        #expect(try SettingsResolver(configEntries: config).resolve().questionsPerSession == 7)
        let withEnvironment = SettingsResolver(configEntries: config, environment: ["KUCHI_QUESTIONS_PER_SESSION": "8"])
        #expect(try withEnvironment.resolve().questionsPerSession == 8)
        var withFlag = withEnvironment
        withFlag.commandLine = ["--questions": "9"]
        let resolved = try withFlag.resolveWithOrigins()
        #expect(resolved.origins["questions_per_session"]?.source == .commandLine(flag: "--questions"))
        #expect(resolved.origins["answer_mode"] == nil)
        var values = resolved.values
        #expect(values.questionsPerSession == 9)
        try Setting.questionsPerSession.apply("10", from: .repl, to: &values)
        #expect(values.questionsPerSession == 10)
    }

    @Test func aLayerNamingPartOfTheScopeReplacesTheScopeBelow() throws {
        let file = SettingSource.configFile(path: "/c/config.toml", line: 1)
        let config = [ConfigEntry(key: "level", value: "N5", source: file), ConfigEntry(key: "tag", value: "verbs", source: file)]
        // The config file's scope holds when no higher layer names one.
        let kept = try SettingsResolver(configEntries: config, commandLine: ["--questions": "3"]).resolveWithOrigins()
        #expect(kept.values.wordScope.levels == ["N5"] && kept.values.wordScope.tags == ["verbs"])
        // "--deck fruit" practises the deck: not only its N5 words with the tag.
        let deck = try SettingsResolver(configEntries: config, commandLine: ["--deck": "fruit"]).resolveWithOrigins()
        #expect(deck.values.wordScope == WordScope(decks: ["fruit"]))
        #expect(deck.origins["level"] == nil && deck.origins["tag"] == nil)
        #expect(deck.origins["deck"]?.source == .commandLine(flag: "--deck"))
        // The environment is a layer too; the command line's scope is still the last word.
        let environment = try SettingsResolver(configEntries: config, environment: ["KUCHI_LEVEL": "N4"]).resolve()
        #expect(environment.wordScope == WordScope(levels: ["N4"]))
        let both = try SettingsResolver(configEntries: config, environment: ["KUCHI_LEVEL": "N4"], commandLine: ["--favorites": "true"]).resolve()
        #expect(both.wordScope == WordScope(favoritesOnly: true))
    }

    @Test func anEmptyEnvironmentVariableIsIgnored() throws {
        #expect(try SettingsResolver(environment: ["KUCHI_QUESTIONS_PER_SESSION": ""]).resolve().questionsPerSession == 5)
    }

    @Test(arguments: ["0", "101", "-3", "five", "3.5", ""])
    func invalidValuesNameTheirLayer(value: String) {
        // An option is named as typed (--questions), the other layers by the setting's short name.
        let layers: [(SettingsResolver, SettingSource, String)] = [
            (SettingsResolver(commandLine: ["--questions": value]), .commandLine(flag: "--questions"), "--questions"),
        ] + (value.isEmpty ? [] : [
            (SettingsResolver(environment: ["KUCHI_QUESTIONS_PER_SESSION": value]), .environmentVariable("KUCHI_QUESTIONS_PER_SESSION"), "questions"),
        ])
        for (resolver, source, name) in layers {
            #expect(throws: SettingError.invalidValue(setting: name, value: value,
                                                      expected: "a whole number from 1 to 100", source: source)) {
                try resolver.resolve()
            }
        }
    }

    @Test func errorMessagesSayWhereAndWhat() {
        let error = SettingError.invalidValue(setting: "questions", value: "0", expected: "a whole number from 1 to 100",
                                              source: .environmentVariable("KUCHI_QUESTIONS_PER_SESSION"))
        #expect(error.description == "environment variable KUCHI_QUESTIONS_PER_SESSION: questions must be a whole number from 1 to 100, not \"0\".")
        #expect(error.exitCode == .usage)
        #expect(error.exitCode.rawValue == 64)
    }

    @Test func theREPLLayerRejectsBadValuesWithoutChangingTheSetting() {
        var values = EnvironmentValues()
        #expect(throws: SettingError.self) { try Setting.questionsPerSession.apply("500", from: .repl, to: &values) }
        #expect(values.questionsPerSession == 5)
    }
}

@Suite("Answer mode and choices settings")
struct AnswerSettingsTests {
    @Test func defaultsAreMultipleChoiceWithFourChoices() {
        #expect(EnvironmentValues().answerMode == .choice)
        #expect(EnvironmentValues().choicesPerChallenge == 4)
    }

    @Test func everyLayerSetsTheMode() throws {
        let entry = ConfigEntry(key: "answer_mode", value: "reading", source: .configFile(path: "/c", line: 1))
        #expect(try SettingsResolver(configEntries: [entry]).resolve().answerMode == .reading)
        #expect(try SettingsResolver(environment: ["KUCHI_ANSWER_MODE": "word"]).resolve().answerMode == .word)
        #expect(try SettingsResolver(environment: ["KUCHI_ANSWER_MODE": "word"], commandLine: ["--mode": "Mixed"]).resolve().answerMode == .mixed)
        var values = EnvironmentValues()
        try Setting.answerMode.apply("meaning", from: .repl, to: &values)
        #expect(values.answerMode == .meaning)
    }

    @Test func badModesAndChoiceCountsNameTheirLayer() {
        #expect(throws: SettingError.invalidValue(setting: "mode", value: "kanji", expected: "one of choice, meaning, reading, word, mixed, flashcard",
                                                  source: .environmentVariable("KUCHI_ANSWER_MODE"))) {
            try SettingsResolver(environment: ["KUCHI_ANSWER_MODE": "kanji"]).resolve()
        }
        #expect(throws: SettingError.invalidValue(setting: "--choices", value: "9", expected: "a whole number from 2 to 8",
                                                  source: .commandLine(flag: "--choices"))) {
            try SettingsResolver(commandLine: ["--choices": "9"]).resolve()
        }
        let entry = ConfigEntry(key: "choices_per_challenge", value: "1", source: .configFile(path: "/c", line: 3))
        #expect(throws: SettingError.invalidValue(setting: "choices_per_challenge", value: "1", expected: "a whole number from 2 to 8",
                                                  source: .configFile(path: "/c", line: 3))) {
            try SettingsResolver(configEntries: [entry]).resolve()
        }
    }
}
