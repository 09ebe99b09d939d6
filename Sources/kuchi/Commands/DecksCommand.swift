import ArgumentParser
import Foundation
import KuchiCore
import KuchiStore
import KuchiTerminal
import KuchiFiles

/// `kuchi decks`: the decks, levels and tags of the bank (`list`, the default), and `remove`.
struct DecksCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "decks",
        abstract: "List the decks, JLPT levels and tags of the word bank, or remove a deck.",
        discussion: HelpExamples.after("""
            A word several decks hold (the same word and reading imported from each) is one word, in each of \
            those decks: kuchi --deck NAME practises it, and it shows that deck's meanings there (elsewhere, \
            those of the deck that brought it first); any deck's meaning is a right typed answer.

            Decks nest with '::', as Anki writes them: Genki::Lesson 1 is under Genki, and kuchi --deck Genki \
            practises every deck under it. Any other character, '/' among them, is part of one deck's name \
            (Izakaya/Food is a deck of its own, not one under Izakaya).
            """, [
                ("kuchi decks", "decks, levels and tags, with cards due"),
                ("kuchi decks remove jlpt-n1 --yes", "remove the N1 deck, unasked")
            ]),
        subcommands: [DecksListCommand.self, DecksRemoveCommand.self],
        defaultSubcommand: DecksListCommand.self
    )
}

/// `kuchi decks [list]`: the decks, levels and tags of the bank, with their words and the cards due.
struct DecksListCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "list",
        abstract: "List the decks, JLPT levels and tags of the word bank, with their words and cards due (the default).",
        discussion: HelpExamples.after("""
            A deck counts every word it holds, so a word two decks hold counts in both. Practise one with \
            kuchi --deck NAME, --level N5 or --tag TAG (each repeatable), or --favorites. Decks nest with '::' \
            only (--deck Genki takes in Genki::Lesson 1); '/' is part of a deck's name.
            """, [
                ("kuchi decks list --name Hanako", "cards due counted for Hanako")
            ])
    )

    @Option(name: [.customLong("profile"), .customLong("name")], help: ArgumentHelp("Count cards due for this learner (default: the last one).", valueName: "name"), completion: BankCompletion.learners)
    var profile: String?

    @OptionGroup var databaseOptions: DatabaseOptions

    func run() throws {
        try reportingErrors(ifFull: fullDiskOutcome("Nothing was changed")) { environment in
            let now = try StudyClock.from(environment: environment)()
            let database = try KuchiDatabase.openForReading(path: databaseOptions.path(environment: environment))
            let counts = try database.practice.scopeCounts()
            let learner = try profile.map { try WordMarkingOptions.learner($0, in: database.practice) } ?? database.practice.lastUsedProfile()
            let due = try learner.map { try database.practice.dueForecast(profile: $0, at: now) }
            StandardStream.output.write(Self.text(counts, due: due, width: Terminal.columns(STDOUT_FILENO)))
        }
    }

    /// The listing: decks (with cards due now, given a learner's forecast), then levels, then tags. On a terminal
    /// `width` columns wide that a table does not fit, a record per deck (``RecordLayout``); piped (`width` nil), the
    /// tables as scripts read them.
    static func text(_ counts: ScopeCounts, due: DueForecast?, width: Int? = nil) -> String {
        let dueByDeck = Dictionary(due?.decks.map { ($0.name, $0.dueNow) } ?? [], uniquingKeysWith: +)
        var lines = ["Decks" + (due.map { " (cards due now for \(SafeText.singleLine($0.learner)))" } ?? "") + ":"]
        lines += table(counts.decks, width: width) { name in due == nil ? nil : "\((dueByDeck[name] ?? 0).groupedDigits) due" }
        lines += ["", "Levels:"] + table(counts.levels, width: width) { _ in nil }
        lines += ["", "Tags:"] + (counts.tags.isEmpty ? ["  none"] : table(counts.tags, width: width) { _ in nil })
        let text = lines.joined(separator: "\n") + "\n"
        return width.map { SoftWrap.text(text, width: $0) } ?? text
    }

    private static func table(_ groups: [(name: String, words: Int)], width: Int?, extra: (String) -> String?) -> [String] {
        let names = groups.map { SafeText.singleLine($0.name) }
        // Padded by terminal columns: a Japanese deck name takes two a character.
        let nameWidth = names.map(DisplayWidth.columns).max() ?? 0
        // The numbers right-aligned, "word" and "words" after them: 1 under the last digit of 12.
        let numbers = groups.map(\.words.groupedDigits)
        let numberWidth = numbers.map(\.count).max() ?? 0
        let aligned = groups.indices.map { index in
            let name = names[index] + String(repeating: " ", count: nameWidth - DisplayWidth.columns(names[index]))
            let count = String(repeating: " ", count: numberWidth - numbers[index].count) + numbers[index]
                + (groups[index].words == 1 ? " word " : " words")
            let line = "\(name)  \(count)" + (extra(groups[index].name).map { "  \($0)" } ?? "")
            return line.hasSuffix(" ") ? String(line.dropLast()) : line
        }
        let records = groups.indices.map { index in
            [names[index], numbers[index] + (groups[index].words == 1 ? " word" : " words")] + (extra(groups[index].name).map { [$0] } ?? [])
        }
        return RecordLayout.table(aligned, orRecords: records, labels: [], width: width, indent: "  ")
    }
}
