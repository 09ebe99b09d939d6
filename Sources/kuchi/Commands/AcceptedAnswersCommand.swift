import ArgumentParser
import Foundation
import KuchiCore
import KuchiStore
import KuchiTerminal
import KuchiFiles

/// `kuchi words accepted [WORD]` lists a learner's accepted answers (`:accept`);
/// `kuchi words accepted --remove WORD TEXT` removes one.
struct AcceptedAnswersCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "accepted",
        abstract: "List the answers you accepted with :accept, or remove one.",
        usage: """
            kuchi words accepted [<word>] [--format <format>] [--profile <name>] [--database <path>]
            kuchi words accepted --remove <word> <text> [--profile <name>] [--database <path>]
            """,
        discussion: HelpExamples.after("""
            In a session, :accept right after a typed answer marked wrong counts it as right, and that text \
            is a right answer for that word from then on. This lists those answers, for every word or for \
            one; --remove WORD TEXT removes one (TEXT as listed; case and a leading article do not matter). \
            Name a word by its kanji, kana or romaji, or as TEXT[READING]. --format csv, tsv, json or jsonl \
            writes the list for a program (CSV and TSV: a row for each answer, with its word and reading; JSON: an \
            object for each word, with its answers), as kuchi words does; the default is the table.
            """, [
                ("kuchi words accepted", "every answer you accepted, by word"),
                ("kuchi words accepted --format json", "the same, for a program")
            ])
    )

    @Flag(help: "Remove the accepted answer <text> of <word>.")
    var remove = false

    @Argument(help: ArgumentHelp("The word: kanji, kana, romaji, or TEXT[READING] (omit to list every word's).", valueName: "word"))
    var word: String?

    @Argument(help: ArgumentHelp("With --remove: the accepted answer to remove.", valueName: "text"))
    var text: String?

    @Option(help: ArgumentHelp("How to write the list: table, csv, tsv, json or jsonl (default: table).", valueName: "format"))
    var format: WordListFormat?

    @Option(name: [.customLong("profile"), .customLong("name")], help: ArgumentHelp("This learner (default: the last one).", valueName: "name"), completion: BankCompletion.learners)
    var profile: String?

    @OptionGroup var databaseOptions: DatabaseOptions

    func validate() throws {
        if remove, word == nil || text == nil {
            throw ValidationError("--remove needs a word and the accepted answer to remove, such as: kuchi words accepted --remove 近く nearby")
        }
        if remove, let format {
            throw ValidationError("--format \(format.rawValue) is for listing accepted answers; --remove writes one line of what it removed.")
        }
        if !remove, text != nil {
            throw ValidationError("To remove an accepted answer, use --remove WORD TEXT; to list a word's, name only the word.")
        }
    }

    func run() throws {
        try reportingErrors(ifFull: fullDiskOutcome("Nothing was changed")) { environment in
            let path = databaseOptions.path(environment: environment)
            if remove, let word, let text {
                try removeAnswer(text, of: word, from: KuchiDatabase.openExisting(path: path).practice)
            } else {
                try list(word, in: KuchiDatabase.openForReading(path: path).practice)
            }
        }
    }

    private func list(_ name: String?, in practice: PracticeStore) throws {
        let learner = try WordMarkingOptions.learner(profile, in: practice)
        let who = SafeText.singleLine(learner.name)
        let found = try name.map { try WordMarkingOptions.word(named: $0, in: practice, changing: false) }
        let answers = try AcceptedAnswerStore(practice).answers(profileID: learner.id, wordID: found?.id)
        if let format, format != .table {
            return StandardStream.output.write(Self.render(answers, format: format))
        }
        if let found {
            let texts = answers.first?.texts ?? []
            StandardStream.output.line(WordMarkingOptions.shownName(of: found) + ": "
                  + (texts.isEmpty ? "no accepted answers for \(who)." : Self.quoted(texts)))
            return
        }
        guard !answers.isEmpty else {
            return StandardStream.output.line("\(who) has no accepted answers yet: in a session, :accept right after a typed answer marked wrong adds one.")
        }
        StandardStream.output.line("Accepted answers of \(who):")
        for entry in answers { StandardStream.output.line("  " + WordMarkingOptions.shownName(of: entry.word) + ": " + Self.quoted(entry.texts)) }
    }

    private func removeAnswer(_ text: String, of name: String, from practice: PracticeStore) throws {
        let learner = try WordMarkingOptions.learner(profile, in: practice)
        let word = try WordMarkingOptions.word(named: name, in: practice)
        let shown = WordMarkingOptions.shownName(of: word)
        let who = SafeText.singleLine(learner.name)
        switch try AcceptedAnswerStore(practice).remove(text, profileID: learner.id, wordID: word.id) {
        case let .removed(removed):
            StandardStream.output.line("Removed “\(SafeText.singleLine(removed))” from \(who)'s accepted answers of \(shown).")
        case let .notFound(remaining):
            let given = "“\(SafeText.singleLine(text))” is not an accepted answer of \(shown) for \(who): nothing was removed."
            throw CommandError.usage(given + (remaining.isEmpty ? " It has none." : " Its accepted answers: " + Self.quoted(remaining) + "."))
        }
    }

    /// The columns of CSV and TSV: a row for each accepted answer.
    static let columns = ["word", "reading", "answer"]

    /// `answers` as CSV or TSV rows (one an answer, under a header) or JSON (an object a word, with its answers),
    /// made safe as ``WordListText`` makes `kuchi words`' rows.
    static func render(_ answers: [AcceptedAnswerStore.WordAnswers], format: WordListFormat) -> String {
        let rows = answers.flatMap { entry in entry.texts.map { [entry.word.text, entry.word.reading, $0] } }
        func json(_ entry: AcceptedAnswerStore.WordAnswers) -> String {
            JSONValue.object([("word", .string(entry.word.text)), ("reading", .string(entry.word.reading)),
                              ("answers", .strings(entry.texts))]).compact
        }
        return switch format {
        case .csv: ([columns] + rows).map { $0.map(WordListText.csvCell).joined(separator: ",") + "\r\n" }.joined()
        case .tsv: ([columns] + rows).map { $0.map(WordListText.tsvCell).joined(separator: "\t") + "\n" }.joined()
        case .json: "[" + answers.map(json).joined(separator: ",\n") + "]\n"
        case .jsonl: answers.map { json($0) + "\n" }.joined()
        case .table: ""
        }
    }

    /// `“nearby”, “close by”`: each text quoted, so commas and semicolons inside one stay readable.
    private static func quoted(_ texts: [String]) -> String {
        texts.map { "“\(SafeText.singleLine($0))”" }.joined(separator: ", ")
    }
}
