import KuchiConfig
import KuchiCore
import KuchiData

/// The settings of a practice session from every layer below the REPL (defaults, config file, environment,
/// command line, the command itself), and where each one not left at its default came from.
struct PracticeSettings {
    let options: PracticeOptions
    let environment: [String: String]
    /// `--questions` (``QuestionsOption``): a command-line layer like the other setting options.
    var questions: String?
    /// `--scheduler` (`kuchi practice`): a command-line layer like the other setting options.
    var schedulerFlag: SchedulerKind?
    /// The scheduler the command imposes (`kuchi review`), over every settings layer.
    var scheduler: SchedulerKind?

    /// Resolves the layers with the config file at `path`, and adds the bundled dictionaries.
    func load(configFile path: String) throws -> (EnvironmentValues, [String: SettingOrigin]) {
        if let empty = options.settings.emptyScopeName {
            throw CommandError.usage(ScopeOptions.refusal(empty))
        }
        var commandLine = try options.settings.commandLine()
        if let questions { commandLine[Setting.questionsPerSession.flag] = questions }
        if let schedulerFlag { commandLine[Setting.scheduler.flag] = schedulerFlag.rawValue }
        let resolved = try ConfigLayers.resolve(configPath: path, environment: environment, commandLine: commandLine)
        var settings = resolved.values
        if let scheduler { settings.scheduler = scheduler }
        // A review asks every kind of card due; a mode named on the command line narrows it to that mode's cards.
        if commandLine[Setting.answerMode.flag] != nil || commandLine[Setting.answerMode.configKey] != nil {
            settings.reviewsEveryKind = false
        }
        // It asks the due cards of the whole bank; a scope named on the command line narrows it to that scope's.
        if Setting.scopeSettings.contains(where: { commandLine[$0.flag] != nil || commandLine[$0.configKey] != nil }) {
            settings.reviewsWholeBank = false
        }
        settings.dictionary = WordDictionary(text: BundledDictionary.text, thesaurus: BundledThesaurus.text,
                                                   everyday: BundledAnswerKey.everyday,
                                                   refusedSynonyms: BundledAnswerKey.refusedSynonyms,
                                                   partsOfSpeech: BundledPartsOfSpeech.text, verbIdioms: BundledVerbIdioms.text)
        settings.kanji = KanjiDictionary(text: BundledKanji.text)
        settings.exampleSentences = ExampleSentences(text: BundledExamples.text)
        // An internal option, for simulations comparing the orders of due reviews under a backlog.
        if let order = environment["KUCHI_REVIEW_ORDER"], !order.isEmpty {
            guard let parsed = ReviewOrder(rawValue: order) else {
                throw CommandError.usage("environment variable KUCHI_REVIEW_ORDER: expected one of "
                                         + ReviewOrder.allCases.map(\.rawValue).joined(separator: ", ") + ", not “\(order)”.")
            }
            settings.reviewOrder = parsed
        }
        // Another internal option for simulations: KUCHI_LESSONS=0 quizzes new words without a lesson first.
        if let lessons = environment["KUCHI_LESSONS"], !lessons.isEmpty {
            guard ["0", "1"].contains(lessons) else {
                throw CommandError.usage("environment variable KUCHI_LESSONS: expected 0 or 1, not “\(lessons)”.")
            }
            settings.teachesNewWords = lessons == "1"
        }
        try Self.readComparisonSwitches(environment, into: &settings)
        return (settings, resolved.origins)
    }
}
