import ArgumentParser
import Foundation
import KuchiCore
import KuchiStore
import KuchiTransfer
import KuchiTerminal
import KuchiFiles
import KuchiJSONLines

/// `kuchi import FILE…`: add word lists to the bank.
struct ImportCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "import",
        abstract: "Add word lists to the word bank (CSV, TSV, JSON, JSON Lines, Anki packages and text, EDICT, Yomitan).",
        discussion: HelpExamples.after("""
            The format is told from each file's content and name, or forced with --format. CSV and TSV \
            have a header naming the columns (word, reading, meanings, level, tags, deck, example, example_english; \
            the names read for each are listed below; --columns maps other names, e.g. --columns \
            word=Expression,meanings=English; the summary names the columns not imported), or no header at all (as Quizlet \
            exports): the word, reading and meaning are then told apart by their text. Meanings are \
            separated by ';', '|' or line breaks. UTF-8, UTF-16 and Shift_JIS or EUC-JP files are read. A reading may follow \
            the word in brackets, 猫 (ねこ), after a space or on a line of its own (猫 ねこ, 犬<br>いぬ); a kanji word without a reading takes the bank's reading when \
            the bank knows exactly one. Yomitan dictionaries: unzip them and import their term_bank_*.json.

            A CSV, TSV or JSON field holding HTML (a tag such as <br>, <div>, <b> or <span>, or an entity such as \
            &amp; or &nbsp;, as Anki's text exports and web pages write them) is read as text, as Anki's fields are: \
            line breaks (<br>, or a <div>, <p> or <li> line, as Anki's editor writes them) separate meanings, &amp; is '&' and never splits one; the summary says how many fields were \
            HTML. A field that merely holds '<' or '&' (salt & pepper, shark <noun>, x < a and b > y) stays as \
            typed, with or without a header line. Invisible characters (zero-width spaces, bidirectional marks, \
            soft hyphens) are removed from words and readings, and the \
            summary names the words. A row whose word is a spreadsheet formula or error value (=SUM(A1), #REF!) \
            is bad, and so is one whose word has no kana or kanji when its reading is not Japanese either; with a \
            Japanese reading any other word is a word to learn (CD シーディー, % パーセント, +α プラスアルファ).

            Anki packages (.apkg, .colpkg) give their notes as words (deck tree, tags, JLPT level from a tag \
            or deck name) and their review log as answers of the learner (--name, else the last one to \
            practise), whose cards are rebuilt from them; --no-history imports only the words. Notes with no kana \
            or kanji in any field (another language's deck in a whole collection) are skipped and counted by deck.

            Decks nest with '::', as Anki writes them: a deck column of Genki::Lesson 1 puts the word in \
            Lesson 1 under Genki, and --deck Genki practises every deck under it. Any other character, '/' \
            among them, is part of one deck's name (Izakaya/Food is a deck of its own, not one under Izakaya).

            The same word and reading is one word: importing it again merges its meanings and tags and keeps \
            its history. An Anki package's note speaks for its deck: edited in Anki after its first import and imported again, it \
            replaces the word's meanings in that deck (the summary names them; built-in meanings and history stay). All files are imported in one transaction: if any row is bad, nothing is imported \
            and every bad row is listed as file:line: reason (exit 65), unless --skip-invalid is given. \
            Before an import (not a dry run) the word bank is backed up into its backup folder (see kuchi backup); \
            a bank the import creates has nothing to back up yet.

            Column names read in a header (any case; spaces, dashes and underscores ignored):
            """ + "\n" + ColumnMapping.namesRead, [
                ("kuchi import words.csv --dry-run", "what it would import, writing nothing"),
                ("kuchi import words.csv --deck Genki", "its words into the deck Genki")
            ])
    )

    @Argument(help: ArgumentHelp("Word list files; - reads one from standard input (its deck: stdin, unless --deck names one).", valueName: "file"),
              completion: .file())
    var files: [String]

    @Option(help: ArgumentHelp("The format of every file (default: told from each file).", valueName: "format"))
    var format: ImportFormat?

    @Option(help: ArgumentHelp("The encoding of every file, when its first lines do not tell (default: told from each file).",
                               valueName: "encoding"))
    var encoding: ImportEncoding?

    @Option(help: ArgumentHelp("Map fields to column names: word=…,reading=…,meanings=…,level=…,tags=…,deck=…,example=…,example_english=….", valueName: "pairs"))
    var columns: String?

    @Option(help: ArgumentHelp("Put every word in this deck (default: the file's name).", valueName: "name"),
            completion: BankCompletion.decks)
    var deck: String?

    @Option(name: .customLong("tag"), help: ArgumentHelp("Add this tag to every word (repeatable).", valueName: "tag"),
            completion: BankCompletion.tags)
    var tags: [String] = []

    @Flag(help: "Import the good rows and list the bad ones, instead of refusing the whole import.")
    var skipInvalid = false

    @Flag(help: "Show what would be imported, and write nothing.")
    var dryRun = false

    @Flag(help: "From an Anki package, import only the words, not the review history.")
    var noHistory = false

    @Option(name: [.customLong("name"), .customLong("profile")], help: ArgumentHelp("The learner whose answers an Anki review history becomes (default: the last to practise).", valueName: "name"), completion: BankCompletion.learners)
    var name: String?

    @Flag(name: .long, help: "With --name: give the reviews to a new learner of that name, even when it nearly matches a learner's.")
    var newLearner = false

    @OptionGroup var databaseOptions: DatabaseOptions

    func run() throws {
        // Before any connection opens: an import that reads no Anki collection needs no bound on SQLite's heap; one
        // that may read one bounds it by Kuchi's count, without SQLite's statistics and their mutex.
        if WordImporter.readsNoAnkiCollection(files) { SQLiteSetup.turnOffMemoryStatistics() } else { SQLiteSetup.countHeapWithoutLock() }
        try reportingErrors(ifFull: "Nothing was imported; the word bank is as it was. Free some space and run the import again.") { environment in
            if let deck, WordScope.isNoDeckName(deck) {
                throw CommandError.usage("--deck: “\(deck)” is only '::' separators or spaces, no deck name: name the deck, "
                                         + "such as --deck Genki (or leave --deck out for the file's name). Nothing was imported.")
            }
            if newLearner, name == nil {
                throw CommandError.usage("--new-learner goes with --name: it gives the reviews to a new learner of that name. "
                                         + "Add --name, or leave --new-learner out. Nothing was imported.")
            }
            var options = WordImporter.Options()
            options.format = format
            options.encoding = encoding
            options.columns = columns
            options.deck = deck
            options.tags = tags
            options.skipInvalid = skipInvalid
            options.dryRun = dryRun
            // The clock the other commands read (KUCHI_NOW), so that an imported package's schedule is counted from its time.
            options.clock = try StudyClock.from(environment: environment)
            let path = databaseOptions.path(environment: environment)
            // Ctrl-C says that nothing was imported until the import's last phase (indexing, then its commit), and from
            // there that it is saved whole or not at all. Caught before a new bank is set up aside, so that a signal at
            // any moment removes what the set-up made.
            let lineBreak = Terminal.isTerminal(STDERR_FILENO) ? "\n" : ""
            EndingSignals.noticeOnInterrupt(lineBreak + Self.interrupted)
            defer { EndingSignals.interruptWithoutNotice() }
            // A new bank's link into place holds signals until its scope is in the config file (or the import failed):
            // a signal kept meanwhile then ends Kuchi, with the notice of that moment.
            defer { EndingSignals.releaseInterrupts() }
            let bank = try ImportBank(path: path, dryRun: dryRun, savedNotice: lineBreak + Self.interruptedWhenSaved)
            // A first import leaves no bank until its link: a signal before it says no bank was made (rev24 L5).
            if bank.linksAtCommit { EndingSignals.noticeOnInterrupt(lineBreak + Self.interruptedBeforeLink) }
            // A new bank set up meanwhile, for an import that is refused, goes (none was created).
            defer { bank.discardUnopened() }
            options.history = !noHistory
            options.learner = try name ?? bank.existing?.practice.lastUsedProfile()?.name
            // A package's reviews go to --name as practice would: a slip for a learner's name is refused before anything
            // is read, a new name beside others is said. A new bank's first learner has nobody to be mistaken for.
            let (newLearnerNotice, placeholder, alwaysSaid) = try checkLearner(bank, environment: environment)
            options.renamedPlaceholder = placeholder
            let progress = StandardErrorProgress(label: dryRun ? "Checking" : "Importing", environment: environment)
            // Ctrl-C leaves no new bank set up aside behind, nor the folders made for it (now known as made).
            EndingSignals.removeOnInterrupt(bank.leftoversOnInterrupt)
            var importer = WordImporter(opening: bank.open, options: options)
            importer.standIn = bank.standIn
            importer.opensAside = bank.setsUpAside
            var backup: BackupFolder.Backup?
            // A failed import keeps the backup it made when it failed after its commit (copying the log into the bank on a
            // full disk): the backup is then the only way back to the bank before it. One that failed before its commit (a
            // full disk while writing rows or indexes) was rolled back: the bank is the backup, which goes, so as not to
            // hold the room the message asks the learner to free.
            var committed = false
            let report: WordImporter.Report
            do {
                report = try importer.run(files, progress: { phase, rows, done, total in
                    // A new bank is linked into place whole at the commit, signals held: before that, nothing is saved.
                    if phase == .committed { committed = true }
                    if phase == .finishing {
                        EndingSignals.noticeOnInterrupt(lineBreak + (bank.linksAtCommit ? Self.interruptedBeforeLink : Self.interruptedWhileSaving))
                    }
                    progress?.update(phase: phase, rows: rows, done: done, total: total)
                }) {
                    // After the files passed their checks; a bank this import creates holds nothing to back up yet.
                    if !dryRun, !bank.isNew { backup = try bank.open().maintenance.backUp(reason: .import, pruning: false) }
                }
            } catch {
                if let backup, !committed { (try? bank.open())?.maintenance.settle(backup, changed: false) }
                throw error
            }
            // Committed: a Ctrl-C from here on (the lines below, a new bank's scope) says that the import is saved.
            if report.committed { EndingSignals.noticeOnInterrupt(lineBreak + Self.interruptedWhenSaved) }
            // Older backups are pruned only when the import changed the bank; one that changed nothing keeps none.
            if let backup { try bank.open().maintenance.settle(backup, changed: report.committed && report.rowsChanged > 0) }
            progress?.finish()
            for problem in report.problemsListed { StandardStream.error.wrappedLine(SafeText.visible(problem)) }
            for note in report.notes { StandardStream.output.wrappedLine(SafeText.visible(note)) }
            if let newLearnerNotice, alwaysSaid || report.reviewsImported > 0 {
                StandardStream.output.wrappedLine(SafeText.visible(newLearnerNotice))
            }
            // Only an Anki package's review log makes a learner (`decks` is nil when a package was imported). A look that
            // fails says nothing: the import is committed.
            if report.committed, report.decks == nil, options.history, options.learner == nil,
               (try? bank.open().practice.unnamedImportLearner(called: LearnerChoice.fallbackName)) != nil {
                StandardStream.output.wrappedLine("The reviews are kept under “\(LearnerChoice.fallbackName)” until you give your name: "
                                           + "the first kuchi session at a terminal asks it.")
            }
            let counts = report.counts
            let verb = report.committed ? "Imported" : "Dry run, nothing written. Would import"
            StandardStream.output.wrappedLine("\(verb): \(counts.added.groupedDigits) added, \(counts.merged.groupedDigits) merged, "
                                       + "\(counts.unchanged.groupedDigits) unchanged, \(counts.rejected.groupedDigits) rejected.")
            if counts.merged > 0 { StandardStream.output.wrappedLine(Self.mergedLine(counts.merged, newBank: bank.isNew, package: report.decks == nil,
                                                                               history: options.history, dryRun: !report.committed)) }
            if let slashes = Self.slashNotice(report.decks ?? []) { StandardStream.output.wrappedLine(SafeText.visible(slashes)) }
            let scope = report.committed ? scopeNewBank(bank, addedWords: counts.added, environment: environment) : nil
            // The scope is kept: a signal held since the link acts now, and says both what is saved and what the config
            // file now holds (the scope's line, `Kept as deck = "big" in …`, would otherwise never be printed).
            if let scope { EndingSignals.noticeOnInterrupt(lineBreak + SafeText.singleLine(scope.notice) + "\n" + Self.interruptedWhenSaved) }
            EndingSignals.releaseInterrupts()
            if let scope { StandardStream.output.wrappedLine(SafeText.singleLine(scope.notice)) }
            // Merged words name their deck too: a list of words the bank had (an edited copy saved under another name
            // makes a deck of that name) would otherwise leave no word of where they went.
            if report.committed, counts.added + counts.merged > 0 {
                let only = deck ?? (report.decksWritten.count == 1 ? report.decksWritten.first : nil)
                let practise = scope?.practisesTheImport == true ? "kuchi practises them"
                    : only.map { "kuchi --deck \(ShellWord.quoted($0)) practises them" } ?? "kuchi --deck NAME practises one"
                StandardStream.output.wrappedLine("Next: \(SafeText.visible(practise)); kuchi decks lists the decks and their words.")
            }
        }
    }

    /// The `--name` given, checked as practice checks it (``LearnerRequest``) when an Anki package's reviews may go to it
    /// in a bank with learners: a slip for a learner's name is refused (exit 64, nothing imported) unless
    /// `--new-learner` is given; a new name returns the notice said once the reviews are in, as does a learner's own
    /// name with `--new-learner` (which then makes nobody). A new name in a bank whose only learner is the one an earlier
    /// import made without a name (``PracticeStore/unnamedImportLearner(called:)``) returns that learner instead, for
    /// the import to rename (as the first session at a terminal would), and no notice. `alwaysSaid`: the notice is said
    /// whether or not reviews are imported (`--new-learner` met a learner's name: even a list without reviews says so).
    private func checkLearner(_ bank: ImportBank, environment: [String: String]) throws
        -> (notice: String?, placeholder: Profile?, alwaysSaid: Bool) {
        guard let name, let existing = bank.existing, !bank.isNew, case let .success(valid) = Profile.validatedName(name)
        else { return (nil, nil, false) }
        let request = try existing.practice.learnerRequest(named: valid)
        if noHistory || WordImporter.readsNoAnkiCollection(files) {
            guard newLearner, case let .known(learner) = request else { return (nil, nil, false) }
            return (LearnerRequest.alreadyNotice(learner: learner.name, doing: "no reviews are imported, so no learner is made beside"),
                    nil, true)
        }
        let commands = LearnerCommands.typed(databaseOption: databaseOptions.database, environment: environment)
        let step = request.step(confirmed: newLearner, commands: commands)
        if case let .refuse(error) = step { throw CommandError.usage(error.description + " Nothing was imported.") }
        switch request {
        case .new, .mistyped:
            if let placeholder = try existing.practice.unnamedImportLearner(called: LearnerChoice.fallbackName) {
                return (nil, placeholder, false)
            }
            guard case let .new(new, known) = request, case .proceedSaying = step else { return (nil, nil, false) }
            return (LearnerRequest.madeNotice(name: new, known: known, commands: commands, dryRun: dryRun), nil, false)
        case let .known(learner):
            guard case .proceedSaying = step else { return (nil, nil, false) }
            return (LearnerRequest.alreadyNotice(learner: learner.name, doing: dryRun ? "the reviews would go to" : "the reviews go to"),
                    nil, true)
        case .first, .ambiguous:
            return (nil, nil, false)
        }
    }

    /// The line a Ctrl-C (SIGINT) during an import writes before Kuchi ends (exit 130): the import's one transaction is
    /// not committed.
    static let interrupted = "Interrupted: nothing was imported; the word bank is as it was."

    /// The line a Ctrl-C writes in the import's last phase, which ends with its commit: one transaction, so the import is
    /// in the bank whole or not at all, and either may be true.
    static let interruptedWhileSaving = "Interrupted while saving: the import is in the word bank whole or not at all; "
        + "kuchi decks shows which."

    /// The line a Ctrl-C writes in the last phase of an import into a new bank, which is linked into place whole at its
    /// commit with signals held (``ImportBank``): until then nothing is left.
    static let interruptedBeforeLink = "Interrupted: nothing was imported, and no word bank was made."

    /// The line a Ctrl-C writes once the import is committed, while its report is written.
    static let interruptedWhenSaved = "Interrupted: the import is saved in the word bank; kuchi decks shows it."

    /// What "merged" means: words the bank had already (on a new bank, Kuchi's built-in ones), given what the import holds
    /// of them. `package`: an Anki package, whose notes bring tags and (with `history`) reviews too.
    static func mergedLine(_ merged: Int, newBank: Bool, package: Bool, history: Bool, dryRun: Bool) -> String {
        let had = newBank ? "Kuchi's built-in JLPT words" : "built-in JLPT words, or words of earlier imports"
        let brought = package ? (history ? "the notes' meanings, tags and reviews" : "the notes' meanings and tags") : "the list's meanings and tags"
        return "The \(merged.groupedDigits) merged \(merged == 1 ? "is a word" : "are words") Kuchi already had (\(had)): \(brought) "
            + (dryRun ? "would be" : "were") + " added to \(merged == 1 ? "it" : "them")."
    }

    /// Says that decks named with '/' are flat (only '::' nests), naming up to three of them; nil when none has a
    /// '/' outside a '::' tree. Names are stored as given: `Izakaya/Drinks` is one deck, not one under `Izakaya`.
    static func slashNotice(_ decks: [String]) -> String? {
        let slashed = decks.filter { $0.contains("/") && !$0.contains("::") }
        guard let first = slashed.first else { return nil }
        let named = slashed.prefix(3).map { "“\($0)”" }.joined(separator: ", ") + (slashed.count > 3 ? " and \(slashed.count - 3) more" : "")
        let nested = first.split(separator: "/", omittingEmptySubsequences: false).joined(separator: "::")
        return "Note: \(named) \(slashed.count == 1 ? "is one deck" : "are decks") of \(slashed.count == 1 ? "its" : "their") own: "
            + "decks nest only with '::' (\(nested) would be under \(first.split(separator: "/").first.map(String.init) ?? first)); "
            + "kuchi --deck takes the name whole."
    }

    /// The scope written for a bank this committed import created at its default place (``NewBankScope``), or nil
    /// when none was: another bank, one there before, a scope set, or decks that could not be read (the import stands).
    private func scopeNewBank(_ bank: ImportBank, addedWords: Int, environment: [String: String]) -> NewBankScope.ImportOutcome? {
        guard bank.isNew, NewBankScope.isDefaultBank(databaseOption: databaseOptions.database, environment: environment),
              let decks = try? bank.open().practice.scopeCounts().decks.map(\.name) else { return nil }
        return NewBankScope.afterImport(bankDecks: decks, addedWords: addedWords, environment: environment,
                                        configPath: FileLocations(environment: environment).configFile)
    }
}

/// The bank an import writes into. One that exists is opened at once (a file that is no bank is refused before
/// any list is read); one not there yet is created only when the import has passed its checks, so a refused
/// import creates no bank, backup or learner: it is set up meanwhile under another name (``NewBankAside``, on a
/// second core while the files are read and checked), the import written into it there, and linked into place at
/// the import's commit. A dry run never creates a bank:
/// against a missing one it checks against the bundled words in memory.
final class ImportBank {
    private let path: String
    private var database: KuchiDatabase?
    private let aside: NewBankAside?

    /// `savedNotice` is the line a signal writes once the new bank is linked into place.
    init(path: String, dryRun: Bool, savedNotice: String) throws {
        self.path = path
        // Anything at the path, a dangling or looping link included, is opened (or refused) at once.
        var info = stat()
        if lstat(path, &info) == 0 {
            database = try KuchiDatabase.open(path: path, seedWords: BundledWords.load)
        } else if dryRun {
            database = try KuchiDatabase.inMemory(seedWords: BundledWords.load(), levelWords: BundledLevels.entries())
        }
        // Signals are held from just before the link until the import's scope is written (``EndingSignals/holdInterrupts()``);
        // once the bank is linked into place, a Ctrl-C removes nothing of its set-up any more, and says it is saved.
        aside = database == nil ? NewBankAside(path: path, seedWords: BundledWords.load,
                                               beforeLink: { EndingSignals.holdInterrupts() },
                                               afterLink: {
                                                   EndingSignals.removeOnInterrupt([])
                                                   EndingSignals.noticeOnInterrupt(savedNotice)
                                               },
                                               beforeCreating: { EndingSignals.removeOnInterrupt($0) }) : nil
        if aside == nil { EndingSignals.removeOnInterrupt([]) }
    }

    /// Whether the bank is not there and is being set up under another name (its folder exists): only then can a
    /// package's checks still refuse the import after the bank is opened.
    var setsUpAside: Bool { database == nil && aside != nil }

    /// Whether the import writes a new bank set up aside, linked into place at its commit (not yet linked).
    var linksAtCommit: Bool { aside != nil && !linkedByImport }

    /// The bank when it was there (or stood in for) before the import.
    var existing: KuchiDatabase? { database }

    /// Whether a bank set up aside was linked into place by the import and opened again there.
    private var linkedByImport = false

    /// Whether the bank is new: created by this import, or an empty file before it (nothing in it to lose).
    var isNew: Bool { linkedByImport || (database?.isNew ?? true) }

    /// For a bank not there yet, a stand-in in memory holding the bundled words, as the new bank will.
    var standIn: (() throws -> KuchiDatabase)? {
        guard database == nil else { return nil }
        return { try KuchiDatabase.inMemory(seedWords: BundledWords.load(), levelWords: BundledLevels.entries()) }
    }

    /// The bank, created the first time when it is not there.
    func open() throws -> KuchiDatabase {
        if let database {
            var info = stat()
            guard database.writesAside, lstat(path, &info) == 0 else { return database }
            // Set up aside, then linked into place at the import's commit, which closed it: opened again in its place.
            let linked = try KuchiDatabase.open(path: path, seedWords: BundledWords.load)
            linkedByImport = true
            self.database = linked
            return linked
        }
        let created = try aside?.open() ?? KuchiDatabase.open(path: path, seedWords: BundledWords.load)
        database = created
        return created
    }

    /// What a Ctrl-C during the import removes: the new bank set up aside and the folders made for it.
    var leftoversOnInterrupt: [String] { aside?.leftovers ?? [] }

    /// Removes a new bank set up aside that the import never linked into place (it was refused, or failed).
    func discardUnopened() {
        aside?.discard()
    }
}

/// A progress bar on standard error, only when it is a terminal (and not in CI): one bar, its label naming the
/// phase ("Importing: reading", then "Importing: writing", each counting its own rows and their rate, then
/// "Importing: indexing and saving"), never wider than the terminal.
final class StandardErrorProgress {
    private let label: String
    private let status: StandardErrorStatus
    private var bar: (phase: WordImporter.Phase, bar: ProgressBar)?
    private var lastDraw = Date.distantPast

    init?(label: String, environment: [String: String]) {
        guard let status = StandardErrorStatus(environment: environment) else { return nil }
        self.label = label
        self.status = status
    }

    func update(phase: WordImporter.Phase, rows: Int, done: Int, total: Int) {
        let now = Date()
        let columns = Terminal.columns(STDERR_FILENO)
        if phase == .committed { return }
        if phase == .finishing {
            // Building the indexes and committing can take seconds with no rows to count: say what it is doing.
            return status.show("\(label): indexing and saving…")
        }
        if bar?.phase != phase {
            bar = (phase, ProgressBar(label: "\(label): \(phase == .reading ? "reading" : "writing")", started: now))
            lastDraw = .distantPast
        }
        guard let current = bar?.bar, now.timeIntervalSince(lastDraw) > 0.1 || done >= total else { return }
        lastDraw = now
        StandardStream.error.write("\r\u{1B}[2K" + current.render(rows: rows, done: done, total: total, now: now, columns: columns))
    }

    func finish() {
        status.clear()
    }
}
