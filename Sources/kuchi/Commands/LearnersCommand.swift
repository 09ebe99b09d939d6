import ArgumentParser
import Foundation
import KuchiCore
import KuchiFiles
import KuchiStore
import KuchiTerminal

/// `kuchi learners`: the learners of the bank (`list`, the default), `rename` and `remove`.
struct LearnersCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "learners",
        abstract: "List the learners of the word bank, or rename or remove one.",
        discussion: HelpExamples.after("""
            Each learner has their own answers, cards, favourites and accepted answers in the one word bank; \
            --name NAME (or --profile) chooses one, else the last to practise is the default. A name is matched \
            exactly, then case aside, then with full-width letters folded (Ｃｈｉｅ is Chie); a name that could be \
            several learners is refused.
            """, [
                ("kuchi learners", "who practises on this word bank"),
                ("kuchi learners rename Hanako Hana", "give Hanako another name")
            ]),
        subcommands: [LearnersListCommand.self, LearnersRenameCommand.self, LearnersRemoveCommand.self],
        defaultSubcommand: LearnersListCommand.self
    )
}

/// `kuchi learners [list]`: each learner with answers, words met and last practice.
struct LearnersListCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "list",
        abstract: "List the learners with their answers, words met and last day practised, marking the default learner.",
        discussion: HelpExamples.after("""
            The default learner (marked *) is the one that practised last: kuchi, kuchi review and the other \
            commands act for them unless --name NAME names another. Days are local (TZ). --format json writes one \
            JSON object: {"database", "default", "learners": [{"name", "answers", "words_met", "last_practised", \
            "default"}]}, last_practised a YYYY-MM-DD day or null.
            """, [
                ("kuchi learners list --format json", "the learners, for a program")
            ])
    )

    @Option(help: "How to write the list.")
    var format: ListingFormat = .text

    private var json: Bool { format == .json }

    @OptionGroup var databaseOptions: DatabaseOptions

    func run() throws {
        try reportingErrors(ifFull: fullDiskOutcome("Nothing was changed")) { environment in
            let path = databaseOptions.path(environment: environment)
            guard PathKind(of: path) != .missing else {
                StandardStream.output.line(json ? Self.json(path: path, [], default: nil)
                                                : "There is no word bank at \(SafeText.singleLine(path)) yet, so no learner: run kuchi to start practising.")
                return
            }
            let database = try KuchiDatabase.openForReading(path: path)
            let learners = try database.practice.learners()
            let chosen = try database.practice.lastUsedProfile()
            StandardStream.output.write(json ? Self.json(path: path, learners, default: chosen) + "\n"
                                             : Self.text(path: path, learners, default: chosen, timeZone: .current,
                                                         width: Terminal.columns(STDOUT_FILENO)))
        }
    }

    /// The listing: a table of learners, the default one marked. On a terminal `width` columns wide that the table
    /// does not fit, a record per learner (``RecordLayout``), and the sentences broken between words; piped (`width`
    /// nil), the table as scripts read it.
    static func text(path: String, _ learners: [LearnerSummary], default chosen: Profile?, timeZone: TimeZone,
                     width: Int? = nil) -> String {
        guard !learners.isEmpty else {
            return "No learner yet in \(SafeText.singleLine(path)): run kuchi (or kuchi --name NAME) to start practising.\n"
        }
        let header = ["Name", "Answers", "Words met", "Last practised"]
        let rows = learners.map { learner in
            [cut(SafeText.singleLine(learner.profile.name), columns: nameColumns), learner.answers.groupedDigits, learner.wordsMet.groupedDigits,
             learner.lastPractised.map { LocalDate.containing($0, in: timeZone).description } ?? "never"]
        }
        let widths = header.indices.map { column in ([header] + rows).map { DisplayWidth.columns($0[column]) }.max() ?? 0 }
        func line(_ cells: [String], mark: String) -> String {
            let padded = cells.indices.map { column in
                let gap = String(repeating: " ", count: widths[column] - DisplayWidth.columns(cells[column]))
                return column == 1 || column == 2 ? gap + cells[column] : cells[column] + gap   // numbers to the right
            }
            let text = mark + " " + padded.joined(separator: "  ")
            return String(text.reversed().drop { $0 == " " }.reversed())
        }
        let marks = learners.map { $0.profile.id == chosen?.id ? "*" : " " }
        let table = [line(header, mark: " ")] + learners.indices.map { line(rows[$0], mark: marks[$0]) }
        let records = learners.indices.map { [(marks[$0] == "*" ? "* " : "") + rows[$0][0]] + rows[$0].dropFirst() }
        var lines = ["Learners in \(SafeText.singleLine(path)):"]
        lines += RecordLayout.table(table, orRecords: records, labels: [nil, "answers", "words met", "last practised"], width: width)
        if let chosen {
            lines.append("* the default learner (the last to practise): \(cut(SafeText.singleLine(chosen.name), columns: nameColumns)); --name NAME chooses another.")
        }
        let text = lines.joined(separator: "\n") + "\n"
        return width.map { SoftWrap.text(text, width: $0) } ?? text
    }

    /// The widest a name is shown in the table: a longer one (a stored name longer than a new name may be) is cut
    /// with "…", not padding every row to its width.
    static let nameColumns = 40

    /// `text` cut to `columns` terminal columns, ending in "…" when cut.
    static func cut(_ text: String, columns: Int) -> String {
        guard DisplayWidth.columns(text) > columns else { return text }
        var result = "", width = 0
        for character in text {
            let next = DisplayWidth.columns(String(character))
            guard width + next < columns else { break }
            result.append(character)
            width += next
        }
        return result + "…"
    }

    /// The listing as one JSON object.
    static func json(path: String, _ learners: [LearnerSummary], default chosen: Profile?) -> String {
        JSONValue.object([
            ("database", .string(path)),
            ("default", .optional(chosen?.name, JSONValue.string)),
            ("learners", .array(learners.map { learner in
                .object([
                    ("name", .string(learner.profile.name)),
                    ("answers", .int(learner.answers)),
                    ("words_met", .int(learner.wordsMet)),
                    ("last_practised", .optional(learner.lastPractised) { .string(LocalDate.containing($0, in: .current).description) }),
                    ("default", .bool(learner.profile.id == chosen?.id)),
                ])
            })),
        ]).compact
    }
}

/// `kuchi learners rename OLD NEW`.
struct LearnersRenameCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "rename",
        abstract: "Give a learner another name, keeping their answers, cards and favourites.",
        discussion: HelpExamples.after("""
            NEW must be 2 to 40 characters (or one kanji or kana) without control characters, and no other learner's \
            name, nor one --name could not tell from it (case or full-width letters aside). Nothing else changes.
            """, [
                ("kuchi learners rename Hanako Hana", "Hanako is Hana from now on")
            ], exitCodes: "64 when OLD is no learner, or NEW is no name or another learner's; 66 when there is no word bank.")
    )

    @Argument(help: ArgumentHelp("The learner's name now.", valueName: "old"), completion: BankCompletion.learners)
    var old: String

    @Argument(help: ArgumentHelp("Their new name.", valueName: "new"))
    var new: String

    @OptionGroup var databaseOptions: DatabaseOptions

    func run() throws {
        try reportingErrors(ifFull: fullDiskOutcome("Nothing was renamed")) { environment in
            let name: String
            switch Profile.validatedName(new) {
            case let .success(valid): name = valid
            case let .failure(problem):
                throw CommandError.usage("“\(SafeText.singleLine(new))” cannot be a learner's name: \(problem.clause). Nothing was renamed: "
                                         + "give another name (kuchi learners rename \(ShellWord.quoted(SafeText.singleLine(old))) NEW).")
            }
            let database = try KuchiDatabase.openExisting(path: databaseOptions.path(environment: environment))
            let learner = try database.practice.learner(named: old)
            guard learner.name != name else {
                StandardStream.output.line("The learner is already called “\(SafeText.singleLine(name))”: nothing to change.")
                return
            }
            // By the id read: refused when another process removed or renamed them meanwhile.
            let (before, after) = try database.practice.renameLearner(learner, to: name)
            StandardStream.output.line("Renamed learner “\(SafeText.singleLine(before.name))” to “\(SafeText.singleLine(after.name))”: "
                                       + "their answers, cards and favourites stay theirs (kuchi --name \(ShellWord.quoted(after.name)) practises as them).")
        }
    }
}
