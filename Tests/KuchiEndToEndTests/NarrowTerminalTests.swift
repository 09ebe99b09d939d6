import Foundation
import Testing

/// The real `kuchi` binary in a terminal made by util-linux `script`, whose log keeps every byte written: what a
/// narrow terminal shows of a long import's progress and of an error message.
@Suite("The kuchi binary in a narrow terminal",
       .enabled(if: FileManager.default.isExecutableFile(atPath: "/usr/bin/script"), "util-linux script is not installed"),
       .timeLimit(.minutes(20)))
struct NarrowTerminalTests {
    /// A long import shows a bar on the terminal that names what it is doing: reading the file, then writing the
    /// bank, each with its own count of rows (the count no longer falls back to zero under one label), then
    /// indexing and saving; on a 40-column terminal every redraw fits. Run in a terminal made by `script`, whose
    /// log keeps every redraw (a screen sampled now and then may miss a phase).
    @Test
    func aLongImportShowsAProgressBarNamingEachPhase() throws {
        let home = try KuchiBinary.Home()
        let file = home.root + "/many.csv", log = home.root + "/terminal.log"
        var csv = "word,reading,meaning\n"
        for index in 0..<100_000 { csv += "語\(index),ご,meaning \(index)\n" }
        try csv.write(toFile: file, atomically: true, encoding: .utf8)
        var environment = home.environment
        environment["CI"] = nil
        environment["TERM"] = "xterm-256color"
        // A 40-column terminal: every redraw fits in it (a line that wraps leaves one line per redraw behind).
        let run = try ExternalTool.spawn("/usr/bin/script", ["-q", "-e", "-c", "stty cols 40 rows 20; '\(KuchiBinary.path)' import '\(file)'", log],
                                         environment: environment, input: Data())
        #expect(run.status == 0, "\(run.stdout)\(run.stderr)")
        let shown = try String(contentsOfFile: log, encoding: .utf8)
        let reading = try #require(shown.range(of: "Importing: reading"), "\(shown)")
        let writing = try #require(shown.range(of: "Importing: writing"), "\(shown)")
        let finishing = try #require(shown.range(of: "Importing: indexing and saving…"), "\(shown)")
        #expect(reading.lowerBound < writing.lowerBound && writing.lowerBound < finishing.lowerBound)
        #expect(shown.contains("Imported: 100,000 added"))
        let redraws = shown.components(separatedBy: "\r\u{1B}[2K").dropFirst().map { $0.prefix { !$0.isNewline } }.filter { $0.hasPrefix("Importing") }
        #expect(redraws.count > 2)
        #expect(redraws.allSatisfy { $0.count < 40 }, "\(redraws.filter { $0.count >= 40 })")
    }

    /// On a narrow terminal an error message breaks at spaces, not inside a word wherever the window ends.
    @Test
    func anErrorOnANarrowTerminalBreaksAtSpaces() throws {
        let (status, lines) = try shownInTerminal(columns: 40, arguments: "--questions 0")
        #expect(status == 64)
        #expect(lines.count > 1, "the message is longer than one 40-column line: \(lines)")
        #expect(lines.allSatisfy { $0.count <= 40 }, "\(lines)")
        #expect(lines.joined(separator: " ").hasPrefix("kuchi: error: "))
        #expect(!lines.dropLast().contains { $0.hasSuffix(" ") }, "each line ends at the end of a word")
    }

    /// On a narrow terminal `kuchi words` fits its table (shorter meanings, then fewer columns) and breaks its kanji
    /// and example lines between words, their next lines indented: nothing is cut where the window ends.
    @Test
    func aWordsTableAndItsDetailsFitANarrowTerminal() throws {
        let (status, shown) = try shownInTerminal(columns: 60, arguments: "words 傾斜")
        #expect(status == 0, "\(shown)")
        let lines = shown.map { $0.trimmingCharacters(in: .whitespaces) }
        func columns(_ line: String) -> Int {
            line.unicodeScalars.reduce(0) { $0 + ((0x3000...0x9FFF).contains($1.value) || (0xFF00...0xFF60).contains($1.value) ? 2 : 1) }
        }
        #expect(lines.first?.hasPrefix("word") == true, "\(lines)")
        #expect(lines.contains { $0.hasPrefix("漢 傾斜") } && lines.contains { $0.hasPrefix("例 傾斜") }, "\(lines)")
        #expect(lines.allSatisfy { columns($0) <= 60 }, "every line fits in 60 columns: \(lines.filter { columns($0) > 60 })")
        #expect(lines.contains("“The roof slopes sharply.”") || lines.contains { $0.hasSuffix("sharply.”") }, "the translation is not cut inside a word: \(lines)")
    }

    /// Walk-through 31 (D3): at 20 columns no table fits (勉強する's row takes 34 columns at its narrowest) and the terminal
    /// broke every row where the window ended. The words come as a list instead, one after another, and every line that
    /// can be broken between words fits (a Japanese sentence, with no space to break at, is left to the terminal).
    @Test
    func aWordsTableInTwentyColumnsBecomesAList() throws {
        let (status, lines) = try shownInTerminal(columns: 20, arguments: "words study")
        #expect(status == 0, "\(lines)")
        func columns(_ line: String) -> Int {
            line.unicodeScalars.reduce(0) { $0 + ((0x3000...0x9FFF).contains($1.value) || (0xFF00...0xFF60).contains($1.value) ? 2 : 1) }
        }
        let tooWide = lines.filter { columns($0) > 20 && $0.trimmingCharacters(in: .whitespaces).contains(" ") }
        #expect(tooWide.isEmpty, "\(tooWide)")
        #expect(Array(lines.prefix(3)) == ["勉強する", "  べんきょうする", "  to study"], "\(lines)")
        #expect(!lines.contains { $0.hasPrefix("word") }, "no table header: \(lines)")
    }

    /// At 50 columns the note under the table that more words were found breaks between words, as does the rest.
    @Test
    func theWordsTablesFooterBreaksBetweenWordsOnANarrowTerminal() throws {
        let (status, lines) = try shownInTerminal(columns: 50, arguments: "words")
        #expect(status == 0, "\(lines)")
        let footer = lines.drop { !$0.hasPrefix("… more words") }
        #expect(footer.joined(separator: " ") == "… more words than these 20 were found: --limit N shows more.", "\(lines)")
        #expect(footer.allSatisfy { $0.count <= 50 }, "\(footer)")
    }

    /// At 50 columns a learner's table (accuracy, card state and due day beside each word) still fits: no row wraps.
    @Test(.enabled(if: HostileAnkiPackages.isAvailable, "needs python3 and zstd to build the package"))
    func aLearnersWordsTableFitsFiftyColumns() throws {
        let home = try hanakoWithMixedDecks()
        let piped = try KuchiBinary.run(["words", "--deck", "日本語", "--name", "Hanako"], home: home)
        #expect(piped.stdout.hasPrefix("word\treading\tromaji\tmeanings\tdeck\tlevel\tfavorite\tanswers\tcorrect\tstate\tdue"), "piped output keeps every column: \(piped.stdout)")
        let (status, lines) = try shownInTerminal(columns: 50, arguments: "words --deck 日本語 --name Hanako", home: home)
        #expect(status == 0, "\(lines)")
        func columns(_ line: String) -> Int {
            line.unicodeScalars.reduce(0) { $0 + ((0x3000...0x9FFF).contains($1.value) || (0xFF00...0xFF60).contains($1.value) ? 2 : 1) }
        }
        let table = lines.prefix { !$0.isEmpty }
        #expect(table.first?.hasPrefix("word") == true && table.contains { $0.hasPrefix("猫") }, "\(lines)")
        #expect(table.allSatisfy { columns($0) <= 50 }, "every row fits in 50 columns: \(lines)")
        #expect(table.first?.contains("due") == true, "the due day stays: \(lines)")
    }

    /// On a 40-column terminal `kuchi due` breaks its long lines between words, the next line indented.
    @Test(.enabled(if: HostileAnkiPackages.isAvailable, "needs python3 and zstd to build the package"))
    func theDueForecastBreaksBetweenWordsOnANarrowTerminal() throws {
        let home = try hanakoWithMixedDecks()
        let (status, lines) = try shownInTerminal(columns: 40, arguments: "due", home: home)
        #expect(status == 0, "\(lines)")
        func columns(_ line: String) -> Int {
            line.unicodeScalars.reduce(0) { $0 + ((0x3000...0x9FFF).contains($1.value) || (0xFF00...0xFF60).contains($1.value) ? 2 : 1) }
        }
        #expect(lines.allSatisfy { columns($0) <= 40 }, "\(lines)")
        let joined = lines.map { $0.trimmingCharacters(in: .whitespaces) }.joined(separator: " ")
        #expect(joined.contains("(a word several decks hold counts in each of them, once in the total)"), "\(lines)")
    }

    /// Walk-through 34 (L): the summary of an import broke wherever a 60-column window ended, inside words, where every
    /// other message breaks between them. Each of its lines now fits (a path longer than the window, one word, aside),
    /// and its sentences read whole when the lines are joined.
    @Test
    func anImportsSummaryBreaksBetweenWordsOnANarrowTerminal() throws {
        let home = try KuchiBinary.Home()
        let file = home.root + "/w.csv"
        try "word,reading,meanings\n猫,ねこ,cat\n犬,いぬ,dog\n学校,がっこう,school\n".write(toFile: file, atomically: true, encoding: .utf8)
        let (status, shown) = try shownInTerminal(columns: 60, arguments: "import '\(file)'", home: home)
        #expect(status == 0, "\(shown)")
        // The progress bar's redraws share the first line of the summary: what follows its last erase is the summary.
        let lines = shown.map { $0.components(separatedBy: "\u{1B}[2K").last ?? $0 }.drop { !$0.hasPrefix("Imported:") }
        #expect(lines.first == "Imported: 0 added, 3 merged, 0 unchanged, 0 rejected.", "\(shown)")
        let tooWide = lines.filter { $0.count > 60 && $0.trimmingCharacters(in: .whitespaces).contains(" ") }
        #expect(tooWide.isEmpty, "\(tooWide)")
        let joined = lines.map { $0.trimmingCharacters(in: .whitespaces) }.joined(separator: " ")
        #expect(joined.contains("The 3 merged are words Kuchi already had (Kuchi's built-in JLPT words): the list's meanings and "
                                + "tags were added to them."), "\(lines)")
        #expect(joined.contains("New word bank: kuchi practises the deck w;"), "\(lines)")
    }

    /// Walk-through 40 left `kuchi learners` unwrapped at 40 columns: the terminal broke `Last practised` mid-word. The
    /// listings lay out their tables one way (``RecordLayout``): on a terminal the table does not fit, a record per
    /// learner (and per deck, per backup), never wider than the terminal; piped, the tables scripts read, as before.
    @Test
    func learnersAndDecksInFortyColumnsAreRecordsAndPipesKeepTheTables() throws {
        let home = try KuchiBinary.Home()
        let practised = try KuchiBinary.run(["--name", "Hanako Yamada", "--questions", "1"], input: "1\n1\n1\n1\n", home: home)
        #expect(practised.status == 0, "\(practised.stderr)")
        let list = home.root + "/deck.csv"
        try "word,reading,meanings\n経済,けいざい,economy\n".write(toFile: list, atomically: true, encoding: .utf8)
        #expect(try KuchiBinary.run(["import", list, "--deck", "経済 基礎 とても長いデッキの名前"], home: home).status == 0)
        // A line that can be broken between words fits (the bank's path, one word wider than 40 columns, is left whole).
        func tooWide(_ lines: [String]) -> [String] {
            lines.filter { line in
                line.trimmingCharacters(in: .whitespaces).contains(" ") && line.unicodeScalars.reduce(0) {
                    $0 + ((0x3000...0x9FFF).contains($1.value) || (0xFF00...0xFF60).contains($1.value) ? 2 : 1)
                } > 40
            }
        }

        let (status, learners) = try shownInTerminal(columns: 40, arguments: "learners", home: home)
        #expect(status == 0, "\(learners)")
        #expect(tooWide(learners).isEmpty, "\(tooWide(learners))")
        #expect(learners.contains("* Hanako Yamada") && learners.contains { $0.hasPrefix("  last practised 20") }, "\(learners)")
        #expect(!learners.contains { $0.contains("Last practised") }, "no table header: \(learners)")

        let (_, decks) = try shownInTerminal(columns: 40, arguments: "decks", home: home)
        #expect(tooWide(decks).isEmpty, "\(tooWide(decks))")
        #expect(decks.contains("  経済 基礎 とても長いデッキの名前") && decks.contains("    1 word"), "\(decks)")

        // So does kuchi restore's list of backups (the practice's and the import's), its sentences broken between words.
        let (_, backups) = try shownInTerminal(columns: 40, arguments: "restore", home: home)
        #expect(tooWide(backups).isEmpty, "\(tooWide(backups))")
        #expect(backups.contains { $0.hasPrefix("  20") && $0.hasSuffix(".sqlite") } && backups.contains { $0.hasPrefix("    20") },
                "\(backups)")

        let piped = try KuchiBinary.run(["learners"], home: home)
        #expect(piped.stdout.contains("Answers  Words met  Last practised"), "\(piped.stdout)")
        #expect(try KuchiBinary.run(["decks"], home: home).stdout.contains("  経済 基礎 とても長いデッキの名前      1 word"))
    }

    /// The lines `kuchi ARGUMENTS` writes on a terminal `columns` wide without colour (a `script` log keeps every byte),
    /// blank lines and `script`'s own left out, with its exit status.
    private func shownInTerminal(columns: Int, arguments: String, home given: KuchiBinary.Home? = nil) throws -> (Int32, [String]) {
        let home = try given ?? KuchiBinary.Home()
        let log = home.root + "/terminal.log"
        var environment = home.environment
        environment["CI"] = nil
        environment["NO_COLOR"] = "1"
        let run = try ExternalTool.spawn("/usr/bin/script", ["-q", "-e", "-c", "stty cols \(columns) rows 20; '\(KuchiBinary.path)' \(arguments)", log],
                                         environment: environment, input: Data())
        let shown = try String(contentsOfFile: log, encoding: .utf8)
        return (run.status, shown.split(whereSeparator: \.isNewline).map(String.init).filter { !$0.isEmpty && !$0.hasPrefix("Script ") })
    }

    /// A home whose bank holds Hanako's import of the mixed-decks Anki package (cards, due days, two decks).
    private func hanakoWithMixedDecks() throws -> KuchiBinary.Home {
        let home = try KuchiBinary.Home()
        let folder = try HostileAnkiPackages.build(["mixed-decks"], for: home)
        let run = try KuchiBinary.run(["import", "--name", "Hanako", folder + "/mixed-decks.apkg"], home: home)
        #expect(run.status == 0, "\(run.stderr)")
        return home
    }
}
