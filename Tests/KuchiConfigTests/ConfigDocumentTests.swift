import KuchiCore
import Testing
@testable import KuchiConfig

@Suite("Config file: any valid TOML, errors with file, line and key")
struct ConfigDocumentTests {
    private func settings(_ text: String) throws -> EnvironmentValues {
        try SettingsResolver(configEntries: ConfigDocument(path: "/c/config.toml", text: text).entries()).resolve()
    }

    @Test func windowsLineEndingsAndACommentOnTheFirstLineAreRead() throws {
        let values = try settings("# my settings\r\nquestions_per_session = 3\r\nanswer_mode = \"mixed\"\r\n")
        #expect(values.questionsPerSession == 3)
        #expect(values.answerMode == .mixed)
    }

    @Test func settingsMaySitInAPracticeTableOrAsDottedKeys() throws {
        #expect(try settings("[practice]\nquestions_per_session = 8\n").questionsPerSession == 8)
        #expect(try settings("practice.choices_per_challenge = 6\n").choicesPerChallenge == 6)
        #expect(try settings("practice = { answer_mode = 'word' }\n").answerMode == .word)
    }

    /// Walk-through 26 (D10): a dotted key of 150,000 parts crashed every command that reads the settings (SIGSEGV).
    @Test func aKeyOfThousandsOfDottedPartsIsInvalidTOMLNotACrash() {
        let deep = Array(repeating: "a", count: 150_000).joined(separator: ".")
        for text in ["questions_per_session = 3\n\(deep) = 1\n", "[\(deep)]\n", "x = { \(deep) = 1 }\n"] {
            #expect {
                try settings(text)
            } throws: { error in
                guard case let ConfigFileError.invalidTOML(_, line, _, reason) = error else { return false }
                return line == (text.hasPrefix("q") ? 2 : 1) && reason.contains("more than 256 dotted parts")
            }
        }
        // Dots inside strings and comments are no key's, and a version string of many parts is a value.
        #expect(throws: Never.self) {
            try settings("# \(deep)\nanswer_mode = \"word\"\n")
        }
        #expect(throws: SettingError.self) { try settings("answer_mode = \"\(deep)\"\n") }
    }

    @Test func aHashInsideQuotesIsPartOfTheValue() {
        #expect(throws: SettingError.invalidValue(setting: "answer_mode", value: "Core #2", expected: Setting.answerMode.expectation,
                                                  source: .configFile(path: "/c/config.toml", line: 2))) {
            try settings("# comment\nanswer_mode = \"Core #2\" # a comment\n")
        }
    }

    @Test func aWrongTypeNamesTheLineKeyAndValidValues() {
        #expect(throws: SettingError.invalidValue(setting: "questions_per_session", value: "three",
                                                  expected: "a whole number from 1 to 100", source: .configFile(path: "/c/config.toml", line: 3))) {
            try settings("\n[practice]\nquestions_per_session = \"three\"\n")
        }
        #expect(throws: SettingError.notAValue(name: "answer_mode", found: "a TOML array", expected: Setting.answerMode.expectation,
                                               source: .configFile(path: "/c/config.toml", line: 1))) {
            try settings("answer_mode = [\"word\"]\n")
        }
    }

    @Test func unknownKeysAndTablesAreRefusedWithTheirLine() {
        #expect(throws: SettingError.unknownSetting(name: "questions_per_sesion", source: .configFile(path: "/c/config.toml", line: 2))) {
            try settings("answer_mode = \"word\"\nquestions_per_sesion = 3\n")
        }
        #expect(throws: ConfigFileError.unknownTable(name: "display", path: "/c/config.toml", line: 2)) {
            try settings("\n[display]\ncolour = true\n")
        }
    }

    @Test func textThatIsNotTOMLIsRefusedWithItsLine() {
        #expect {
            try settings("questions_per_session = 3\nanswer_mode = mixed\n")
        } throws: { error in
            guard case let ConfigFileError.invalidTOML(_, line, _, _) = error else { return false }
            return line == 2
        }
    }

    /// A string left open on its line is named as that, not as the control character (the line break) the
    /// parser ran into; a closed one with an escaped quote inside is not taken for one.
    @Test func aStringWithoutItsClosingQuoteIsSaidToBeOne() {
        #expect {
            try settings("level = \"N5\nquestions_per_session = 5\n")
        } throws: { error in
            guard let error = error as? ConfigFileError, case let .invalidTOML(_, line, _, _) = error else { return false }
            return line == 1 && error.description.contains("the text after level = has no closing \" on its line (level = \"…\")")
                && !error.description.contains("control")
        }
        #expect(ConfigDocument.unclosedString(line: 1, in: "deck = 'mine\n") != nil)
        #expect(ConfigDocument.unclosedString(line: 1, in: #"deck = "say \"hi\"""#) == nil)
        #expect(ConfigDocument.unclosedString(line: 1, in: "deck = \"mine\"\n") == nil)
    }

    @Test func anUnquotedWordGetsTheHintToQuoteIt() {
        #expect {
            try settings("questions_per_session = 3\nanswer_mode = reading # my mode\n")
        } throws: { error in
            guard let error = error as? ConfigFileError, case let .invalidTOML(_, line, _, _) = error else { return false }
            return line == 2 && error.description.hasSuffix("Text needs quotes: answer_mode = \"reading\".")
        }
        #expect {
            try settings("questions_per_session = 3 3\n")
        } throws: { error in
            !((error as? ConfigFileError)?.description.contains("quotes") ?? true)
        }
    }

    @Test func aSettingThatTakesSeveralNamesAcceptsAnArrayOfStrings() throws {
        let values = try settings("level = [\"N5\", \"n4\"]\ntag = [\"verbs\"]\n")
        #expect(values.wordScope.levels == ["N5", "N4"])
        #expect(values.wordScope.tags == ["verbs"])
        #expect(throws: SettingError.notAValue(name: "level", found: "a TOML array", expected: Setting.level.expectation,
                                               source: .configFile(path: "/c/config.toml", line: 1))) {
            try settings("level = [5]\n")
        }
    }

    @Test func theSameSettingTwiceIsRefused() {
        #expect(throws: ConfigFileError.duplicate(key: "questions_per_session", path: "/c/config.toml", line: 3, firstLine: 1)) {
            try settings("questions_per_session = 3\n[practice]\nquestions = 4\n")
        }
    }
}

@Suite("kuchi config set: edits that keep the rest of the file")
struct ConfigEditingTests {
    @Test func aValueIsReplacedOnItsLineKeepingCommentsAndLineEndings() throws {
        let text = "# mine\r\nquestions_per_session = 3   # three\r\n[practice]\r\nanswer_mode = \"mixed\" # typed\r\n"
        let edited = try ConfigDocument(path: "/c", text: text).setting("questions", to: "7").setting("mode", to: "word")
        #expect(edited.text == "# mine\r\nquestions_per_session = 7   # three\r\n[practice]\r\nanswer_mode = \"word\" # typed\r\n")
    }

    /// Walk-through 29, D3: `config set questions_per_session 010` was refused with a TOML parse error naming the file, while
    /// `--questions 010` and the variable take it as 10.
    @Test func aNumberWithLeadingZerosIsWrittenAsTOMLWritesIt() throws {
        let document = ConfigDocument(path: "/c", text: "questions_per_session = 9\n")
        #expect(try document.setting("questions_per_session", to: "010").text == "questions_per_session = 10\n")
        #expect(try document.setting("new_words_per_day", to: "020").text == "questions_per_session = 9\nnew_words_per_day = 20\n")
        #expect(try document.setting("desired_retention", to: "00.9").text == "questions_per_session = 9\ndesired_retention = 0.9\n")
    }

    @Test func aNewSettingIsAddedAtTheEnd() throws {
        let edited = try ConfigDocument(path: "/c", text: "# mine\nquestions_per_session = 3").setting("choices_per_challenge", to: "6")
        #expect(edited.text == "# mine\nquestions_per_session = 3\nchoices_per_challenge = 6\n")
        #expect(try ConfigDocument(path: "/c", text: "").setting("mode", to: "reading").text == "answer_mode = \"reading\"\n")
    }

    /// Defect 6 of the twelfth walk-through: no way back to a default but editing the file.
    @Test func unsetRemovesTheSettingsLineOnlyKeepingCommentsAndLineEndings() throws {
        let text = "# mine\r\nquestions_per_session = 3   # three\r\n[practice]\r\nanswer_mode = \"mixed\" # typed\r\n"
        let document = ConfigDocument(path: "/c", text: text)
        #expect(try document.unsetting("questions")?.text == "# mine\r\n[practice]\r\nanswer_mode = \"mixed\" # typed\r\n")
        #expect(try document.unsetting("answer_mode")?.text == "# mine\r\nquestions_per_session = 3   # three\r\n[practice]\r\n")
        #expect(try ConfigDocument(path: "/c", text: "level = \"N5\"").unsetting("level")?.text == "")
        #expect(try document.unsetting("level") == nil, "not set: nothing to remove")
        #expect(throws: SettingError.self) { try document.unsetting("colour") }
    }

    @Test func aMisspeltKeyIsToldTheSettingItIsClosestTo() {
        #expect(Setting.closest(to: "qestions_per_session")?.configKey == "questions_per_session")
        #expect(Setting.closest(to: "levl")?.configKey == "level")
        #expect(Setting.closest(to: "answer-mode")?.configKey == "answer_mode")
        // A name missing a word of the setting's, as a learner remembers it.
        #expect(Setting.closest(to: "new_per_day")?.configKey == "new_words_per_day")
        #expect(Setting.closest(to: "new-per-day")?.configKey == "new_words_per_day")
        #expect(Setting.closest(to: "retention")?.configKey == "desired_retention")
        #expect(Setting.closest(to: "per_day") == nil, "two settings end so: no guess")
        #expect(Setting.closest(to: "colour") == nil)
        #expect(Setting.closest(to: "nope") == nil, "two slips in four letters is another word, not mode")
        #expect(Setting.closest(to: "mdoe")?.configKey == "answer_mode", "one swap is a slip")
        let error = SettingError.unknownSetting(name: "qestions_per_session", source: .configCommand)
        #expect(error.description.contains("unknown setting \"qestions_per_session\". Did you mean questions_per_session? Known settings:"))
    }

    @Test func aBadValueOrAnInvalidFileIsRefusedAndNothingIsEdited() {
        #expect(throws: SettingError.self) { try ConfigDocument(path: "/c", text: "").setting("questions", to: "500") }
        #expect(throws: SettingError.self) { try ConfigDocument(path: "/c", text: "").setting("colour", to: "red") }
        #expect(throws: ConfigFileError.self) { try ConfigDocument(path: "/c", text: "x = [").setting("questions", to: "5") }
    }

    @Test func theListingShowsEachValueAndItsOrigin() throws {
        let entries = try ConfigDocument(path: "/c/config.toml", text: "\nanswer_mode = \"word\"\n").entries()
        let resolved = try SettingsResolver(configEntries: entries, environment: ["KUCHI_CHOICES_PER_CHALLENGE": "6"],
                                            commandLine: ["--questions": "9"]).resolveWithOrigins()
        #expect(ConfigLayers.listing(resolved) == [
            "questions_per_session = 9  # option --questions",
            "answer_mode = \"word\"       # file /c/config.toml:2",
            "choices_per_challenge = 6  # environment KUCHI_CHOICES_PER_CHALLENGE",
            "scheduler = \"random\"       # default",
            "desired_retention = 0.90   # default",
            "new_words_per_day = 20     # default",
            "reviews_per_day = 200      # default",
            "deck = \"all\"               # default",
            "level = \"all\"              # default",
            "tag = \"all\"                # default",
            "favorites_only = false     # default",
            "audio = \"auto\"             # default",
            "audio_player = \"auto\"      # default",
        ])
    }

    @Test func theSchedulingSettingsComeFromEveryLayerLikeTheOthers() throws {
        let entries = try ConfigDocument(path: "/c/config.toml", text: "desired_retention = 0.8\nnew_words_per_day = 7\n").entries()
        let resolved = try SettingsResolver(configEntries: entries, environment: ["KUCHI_SCHEDULER": "srs"],
                                            commandLine: ["new_words_per_day": "12"]).resolveWithOrigins()
        #expect(Array(ConfigLayers.listing(resolved)[3...5]) == [
            "scheduler = \"srs\"          # environment KUCHI_SCHEDULER",
            "desired_retention = 0.80   # file /c/config.toml:1",
            "new_words_per_day = 12     # option --set",
        ])
        #expect(try ConfigDocument(path: "/c", text: "").setting("retention", to: "0.85").text == "desired_retention = 0.85\n")
        #expect(throws: SettingError.invalidValue(setting: "desired_retention", value: "5", expected: "a number from 0.70 to 0.99",
                                                  source: .commandLine(flag: "--set"))) {
            try SettingsResolver(commandLine: ["desired_retention": "5"]).resolve()
        }
    }
}
