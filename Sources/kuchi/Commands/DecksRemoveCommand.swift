import ArgumentParser
import Foundation
import KuchiCore
import KuchiStore
import KuchiTerminal
import KuchiFiles
import KuchiJSONLines

/// `kuchi decks remove NAME`: removes a deck's words that no other deck holds, after a backup.
struct DecksRemoveCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "remove",
        abstract: "Remove a deck: its words that no other deck holds leave the word bank.",
        discussion: HelpExamples.after("""
            Words other decks hold too stay, without this deck's meanings (a word whose first deck this was \
            shows the meanings of its next deck). The answers given to removed words stay in kuchi report; \
            importing such a word again brings it back with its history. The counts are shown first, and \
            on a terminal you are asked to confirm; otherwise pass --yes. The word bank is backed up first \
            (see kuchi backup, kuchi restore).
            """, [
                ("kuchi decks remove jlpt-n1 --yes", "remove the N1 deck, unasked")
            ], exitCodes: "64 when standard input is not a terminal and --yes is not given (nothing is removed).")
    )

    @Argument(help: ArgumentHelp("The deck, in any case (kuchi decks lists them).", valueName: "name"),
              completion: BankCompletion.decks)
    var name: String

    @Flag(name: [.short, .long], help: "Remove without asking (needed when standard input is not a terminal).")
    var yes = false

    @OptionGroup var databaseOptions: DatabaseOptions

    func run() throws {
        try reportingErrors(ifFull: fullDiskOutcome("Nothing was removed")) { environment in
            let deck = name.precomposedStringWithCanonicalMapping.trimmingCharacters(in: .whitespacesAndNewlines)
            guard !deck.isEmpty else { throw CommandError.usage("Name the deck to remove, such as: kuchi decks remove edict") }
            let database = try KuchiDatabase.openExisting(path: databaseOptions.path(environment: environment))
            // Decks under this one (`deck::…`) are never removed with it: they are named instead.
            let under = try database.practice.deckNames().filter {
                WordScope.deck(deck, selects: $0) && WordScope.comparable($0) != WordScope.comparable(deck)
            }
            guard let plan = try database.maintenance.deckRemovalPlan(named: deck) else {
                if !under.isEmpty { throw CommandError.usage(Self.parentText(deck, under: under)) }
                throw CommandError.usage(ScopeText.empty(WordScope(decks: [deck]), counts: try database.practice.scopeCounts()))
            }
            StandardStream.output.line(Self.planText(plan))
            if !under.isEmpty {
                StandardStream.output.line("  The decks under it stay (remove each one by its name): \(Self.list(under)).")
            }
            if !yes {
                guard Terminal.isTerminal(STDIN_FILENO) else {
                    throw CommandError.usage("Standard input is not a terminal, so nothing was removed: pass --yes to remove the deck.")
                }
                fflush(nil)   // what was printed shows before the question
                let console = Console.standardOutput(style: .plain)
                let question = "Remove deck '\(Self.names(plan))'? [y/N] "
                // Ctrl-C at the question ends the command (exit 130) saying so; Ctrl-D ends the prompt's line first.
                EndingSignals.noticeOnInterrupt("\n" + Self.nothingRemoved)
                let answer = console.confirm(question, default: false) { prompt in
                    console.write(prompt)
                    guard let line = readLine() else {
                        StandardStream.output.write("\n")
                        return nil
                    }
                    return line
                }
                EndingSignals.interruptWithoutNotice()
                guard answer == true else {
                    StandardStream.output.line(Self.nothingRemoved)
                    return
                }
            }
            let backup = try database.maintenance.backUp(reason: .removeDeck)
            guard let done = try database.maintenance.removeDeck(named: deck) else {
                throw CommandError.usage(ScopeText.empty(WordScope(decks: [deck]), counts: try database.practice.scopeCounts()))
            }
            StandardStream.output.line("Removed deck '\(Self.names(done))': \(Self.words(done.removedWords)) left the word bank, "
                  + "\(Self.words(done.sharedWords)) stayed. Backup: \(SafeText.singleLine(backup.path))")
            // A removed deck the config file still names would stop practice: say so, with the command that clears it.
            if let notice = ConfigDecks.removedDeckNotice(done.decks, configPath: FileLocations(environment: environment).configFile) {
                StandardStream.output.line(notice)
            }
            if !done.soundFiles.isEmpty {
                StandardStream.output.line("  \(done.soundFiles.count) sound file\(done.soundFiles.count == 1 ? "" : "s") only its words played "
                                           + "moved into the backup folder (restoring the backup plays them again).")
            }
        }
    }

    /// What is said when the deck is kept: `n`, Enter, Ctrl-D or Ctrl-C at the question.
    static let nothingRemoved = "Nothing was removed."

    /// What removing the deck does, before it is done.
    static func planText(_ plan: DeckRemoval) -> String {
        var lines = ["Deck '\(names(plan))' holds \(words(plan.removedWords + plan.sharedWords)):"]
        var removed = "  \(words(plan.removedWords)) only this deck holds: will be removed"
        if plan.keptForHistory > 0 {
            removed += " (\(plan.keptForHistory.groupedDigits) with answers, which stay in kuchi report)"
        }
        lines.append(removed + ".")
        var shared = "  \(words(plan.sharedWords)) other decks hold too: will stay, without this deck's meanings"
        if plan.newHomes > 0 {
            shared += " (\(plan.newHomes.groupedDigits) will then show the meanings of their next deck)"
        }
        lines.append(shared + ".")
        return lines.joined(separator: "\n")
    }

    /// For a name that is no deck but has decks under it: removing is one deck at a time, so say which.
    static func parentText(_ name: String, under decks: [String]) -> String {
        "'\(SafeText.singleLine(name))' is not a deck, but decks under it are: \(list(decks)). "
            + "Remove each one by its name, such as: kuchi decks remove '\(SafeText.singleLine(decks[0]))'"
    }

    private static func list(_ decks: [String]) -> String {
        decks.map { "'\(SafeText.singleLine($0))'" }.joined(separator: ", ")
    }

    private static func names(_ removal: DeckRemoval) -> String {
        removal.decks.map(SafeText.singleLine).joined(separator: "', '")
    }

    private static func words(_ count: Int) -> String {
        count.groupedDigits + (count == 1 ? " word" : " words")
    }
}
