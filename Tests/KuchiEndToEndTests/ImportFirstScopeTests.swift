import Foundation
import Testing

/// A learner whose first command is `kuchi import` practises what they imported: the import that creates the
/// bank at its default place writes the scope into the config file (``NewBankScope``), unless something else
/// already chooses one.
@Suite("kuchi import creating the bank scopes practice to it")
struct ImportFirstScopeTests {
    /// A CSV of made-up words (no bundled word merges) in the decks `Core 2k::Lesson 1`, `Core 2k::Lesson 2` and `Mine`.
    private func list(in home: KuchiBinary.Home) throws -> String {
        let path = home.root + "/my words.csv"
        let rows = (1...6).map { index in
            let deck = ["Core 2k::Lesson 1", "Core 2k::Lesson 2", "Core 2k::Lesson 2", "Mine", "Core 2k::Lesson 1", "Core 2k::Lesson 1"][index - 1]
            return "ぬ\(KuchiBinary.kana(index)),ぬ\(KuchiBinary.kana(index)),made-up \(index),\(deck)\n"
        }
        try ("word,reading,meanings,deck\n" + rows.joined()).write(toFile: path, atomically: true, encoding: .utf8)
        return path
    }

    private func config(_ home: KuchiBinary.Home) -> String? {
        try? String(contentsOfFile: home.configFile, encoding: .utf8)
    }

    /// Imports the CSV `rows` (under a `word,reading,meanings` header) into `home`'s new bank with `--deck deck`.
    private func importRows(_ rows: String, deck: String, into home: KuchiBinary.Home) throws -> KuchiBinary.Run {
        let path = home.root + "/words.csv"
        try ("word,reading,meanings\n" + rows).write(toFile: path, atomically: true, encoding: .utf8)
        return try KuchiBinary.run(["import", "--deck", deck, path], home: home)
    }

    @Test func anImportIntoANewHomeScopesTheNextSessionsToItsDecks() throws {
        let home = try KuchiBinary.Home()
        let imported = try KuchiBinary.run(["import", try list(in: home)], home: home)
        #expect(imported.status == 0, "\(imported.stderr)")
        #expect(imported.stdout == "Imported: 6 added, 0 merged, 0 unchanged, 0 rejected.\n"
                + "New word bank: kuchi practises the decks Core 2k, Mine; kuchi config set deck all for every word, "
                + ":set deck all for one session. Kept as deck = \"Core 2k,Mine\" in \(home.configFile).\n"
                + "Next: kuchi practises them; kuchi decks lists the decks and their words.\n")
        #expect(config(home) == "deck = \"Core 2k,Mine\"\n")
        // The first session asks only the imported words, with no notice of its own; the learner widens it.
        let session = try KuchiBinary.run(["--name", "Ann", "--seed", "1"], input: ":set\n:quit\n", home: home)
        #expect(session.status == 0, "\(session.stderr)")
        let asked = session.stdout.components(separatedBy: "Question 1 of ").dropFirst().first?.split(separator: "\n").dropFirst().first
        #expect(asked?.hasPrefix("  ぬ") == true, "\(session.stdout)")
        #expect(session.stdout.contains("deck = Core 2k, Mine") && !session.stdout.contains("New word bank"))
        let json = try KuchiBinary.run(["--json", "--name", "Ann", "--seed", "2"], input: "", home: home)
        let challenge = try #require(json.stdout.split(separator: "\n").first { $0.contains(#""type":"challenge""#) })
        #expect(challenge.contains(#""word":"ぬ"#), "the first question is an imported word: \(challenge)")
        let widened = try KuchiBinary.run(["--name", "Ann", "--deck", "all", "--questions", "20"], input: ":quit\n", home: home)
        #expect(!widened.stdout.contains("only 6 words"), "--deck all practises the whole bank")
    }

    @Test func aDeckNameEndingInAZeroWidthSpaceIsKeptWholeSoTheNextSessionFindsIt() throws {
        let home = try KuchiBinary.Home()
        let path = home.root + "/words.csv"
        let rows = (1...4).map { "ぬ\(KuchiBinary.kana($0)),ぬ\(KuchiBinary.kana($0)),made-up \($0),Mine\u{200B}\n" }
        try ("word,reading,meanings,deck\n" + rows.joined()).write(toFile: path, atomically: true, encoding: .utf8)
        let imported = try KuchiBinary.run(["import", path], home: home)
        #expect(imported.stdout.contains("Kept as deck = \"Mine<U+200B>\""), "\(imported.stdout)")
        let session = try KuchiBinary.run(["--name", "Ann"], input: ":quit\n", home: home)
        #expect(session.status == 0, "the deck written selects the deck imported: \(session.stderr)")
    }

    @Test func theWrittenDeckNeverHidesADueCardFromAReview() throws {
        let home = try KuchiBinary.Home()
        #expect(try KuchiBinary.run(["import", try list(in: home)], home: home).status == 0)
        #expect(config(home) == "deck = \"Core 2k,Mine\"\n")
        // An Anki package imported next: its due cards are outside the decks the config file names.
        let package = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("KuchiTransferTests/Fixtures/anki-studied-fsrs.apkg").path
        #expect(try KuchiBinary.run(["import", "--name", "Ann", package], home: home).status == 0)
        let later = ["KUCHI_NOW": "2026-12-01T09:00:00+09:00"]
        let due = try KuchiBinary.run(["due", "--format", "json"], home: home, environment: later)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(due.stdout.utf8)) as? [String: Any])
        let count = try #require(object["due_now"] as? Int)
        #expect(count > 0, "the package's cards are due")
        let review = try KuchiBinary.run(["review", "--json", "--name", "Ann", "--reviews", "9999"], input: "", home: home,
                                         environment: later)
        #expect(review.stdout.contains(#""type":"session""#) && review.stdout.contains(#""due":\#(count)"#), "\(review.stdout)")
    }

    @Test func anImportThatOnlyMergesBundledWordsStartsAtN5AsAFirstSessionDoes() throws {
        let home = try KuchiBinary.Home()
        let imported = try importRows("猫,ねこ,cat\n犬,いぬ,dog\n", deck: "jlpt-n5", into: home)
        #expect(imported.status == 0, "\(imported.stderr)")
        #expect(imported.stdout.contains("New word bank: kuchi practises the JLPT N5 words; kuchi config set level all (or N4,N5) for more"))
        #expect(config(home) == "level = \"N5\"\n")
    }

    @Test func aSecondBankAnExistingBankOrAChosenScopeLeavesTheConfigFileAlone() throws {
        let home = try KuchiBinary.Home()
        let path = try list(in: home)
        // --database, or KUCHI_DATABASE: a script's or a second bank.
        let second = try KuchiBinary.run(["import", "--database", home.root + "/other.sqlite", path], home: home)
        #expect(second.status == 0 && config(home) == nil && !second.stdout.contains("New word bank"))
        #expect(second.stdout.contains("Next: kuchi --deck NAME practises one"))
        let variable = try KuchiBinary.run(["import", path], home: home, environment: ["KUCHI_DATABASE": home.root + "/third.sqlite"])
        #expect(variable.status == 0 && config(home) == nil)
        // A scope from the environment: nothing is written, and the bank is no longer new afterwards.
        let scoped = try KuchiBinary.run(["import", path], home: home, environment: ["KUCHI_LEVEL": "N3"])
        #expect(scoped.status == 0 && config(home) == nil && !scoped.stdout.contains("New word bank"))
        let again = try KuchiBinary.run(["import", path], home: home)
        #expect(again.status == 0 && config(home) == nil && !again.stdout.contains("New word bank"), "the bank was there before")
    }

    @Test func aScopeInTheConfigFileIsKept() throws {
        let home = try KuchiBinary.Home()
        try FileManager.default.createDirectory(atPath: home.root + "/config/kuchi", withIntermediateDirectories: true)
        try "# mine\nlevel = \"N4\"\n".write(toFile: home.configFile, atomically: true, encoding: .utf8)
        let imported = try KuchiBinary.run(["import", try list(in: home)], home: home)
        #expect(imported.status == 0 && !imported.stdout.contains("New word bank"))
        #expect(config(home) == "# mine\nlevel = \"N4\"\n")
    }

    @Test func aDryRunWritesNothing() throws {
        let home = try KuchiBinary.Home()
        let run = try KuchiBinary.run(["import", "--dry-run", try list(in: home)], home: home)
        #expect(run.status == 0 && !run.stdout.contains("New word bank"))
        #expect(config(home) == nil && !FileManager.default.fileExists(atPath: home.database))
    }

    @Test func aConfigFileThatCannotBeWrittenIsSaidAndTheImportStands() throws {
        let home = try KuchiBinary.Home()
        // A file where the config file's folder goes: the config file cannot be written (nor is there one to read).
        try FileManager.default.createDirectory(atPath: home.root + "/config", withIntermediateDirectories: true)
        try "".write(toFile: home.root + "/config/kuchi", atomically: true, encoding: .utf8)
        let run = try KuchiBinary.run(["import", try list(in: home)], home: home)
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdout.contains("New word bank: kuchi practises every word; no scope was kept, as the config file could not be written ("))
        #expect(run.stdout.contains("Next: kuchi --deck NAME practises one"))
        let decks = try KuchiBinary.run(["decks"], home: home)
        #expect(decks.stdout.contains("Core 2k::Lesson 1"), "the words were imported")
    }

    /// Deck names the setting could not hold as their top part: spaces around "::" (the top part with them
    /// selects nothing), a top part that is a bundled deck's name; and names the setting holds only quoted, a name
    /// that is the word `all` and one with a comma (walk-through 26's D5: `Vocab, Verbs` could not be practised).
    @Test(arguments: [("Core 2k :: Lesson 1", #"deck = "Core 2k :: Lesson 1""#), ("jlpt-n5::mine", #"deck = "jlpt-n5::mine""#),
                      ("All", #"deck = "\"All\"""#), ("Genki I, II", #"deck = "\"Genki I, II\"""#)])
    func aDeckNameIsWrittenSoThatItSelectsTheImport(deck: String, written: String) throws {
        let home = try KuchiBinary.Home()
        let imported = try importRows("ぬい,ぬい,made-up one\nぬう,ぬう,made-up two\n", deck: deck, into: home)
        #expect(imported.status == 0, "\(imported.stderr)")
        #expect(config(home) == written + "\n")
        #expect(imported.stdout.contains("Kept as \(written) in "), "\(imported.stdout)")
        // The first session asks the imported words: a scope that selects nothing would stop it (exit 64).
        let session = try KuchiBinary.run(["--name", "Ann", "--seed", "1"], input: ":quit\n", home: home)
        #expect(session.status == 0, "\(session.stderr)")
        #expect(session.stdout.contains("Question 1 of 2\n  ぬ"), "\(session.stdout)")
        // `--deck` names one deck whole, its comma included, and `All` is the deck of that name.
        let due = try KuchiBinary.run(["due", "--deck", deck, "--name", "Ann"], home: home)
        #expect(due.status == 0, "\(due.stderr)")
    }

    /// New words added to a bundled deck: `level = "N5"` would hide them (they have no level), so nothing is written.
    @Test func wordsAddedToABundledDeckLeaveTheConfigFileAlone() throws {
        let home = try KuchiBinary.Home()
        let imported = try importRows("ぬい,ぬい,made-up one\n", deck: "jlpt-n4", into: home)
        #expect(imported.status == 0, "\(imported.stderr)")
        #expect(config(home) == nil && !imported.stdout.contains("New word bank"), "\(imported.stdout)")
    }
}

/// Defect 11 of the twelfth walk-through: the README's scripting example on a new `--database` bank practised
/// N1 and N2 words without a word, while the default bank starts a new learner on N5 and says so.
@Suite("A new bank named with --database starts on N5 too")
struct NamedBankScopeTests {
    @Test func itsFirstSessionPractisesN5AndSaysSoWithoutWritingTheSharedConfigFile() throws {
        let home = try KuchiBinary.Home()
        let bank = home.root + "/practice.sqlite"
        let run = try KuchiBinary.run(["--json", "--seed", "7", "--name", "Ann", "--questions", "3", "--database", bank],
                                      input: ":quit\n", home: home)
        #expect(run.status == 0, "\(run.stderr)")
        let events = try run.stdout.split(separator: "\n").map { try JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any] ?? [:] }
        let notice = try #require(events.first { $0["type"] as? String == "notice" }?["message"] as? String)
        #expect(notice.hasPrefix("New word bank: practising the JLPT N5 words this session"))
        #expect(notice.contains("--level N5 (or KUCHI_LEVEL=N5) keeps N5"))
        let word = try #require(events.first { $0["type"] as? String == "challenge" }?["word"] as? String)
        let search = try KuchiBinary.run(["words", "search", word, "--level", "N5", "--database", bank, "--format", "tsv"], home: home)
        #expect(search.stdout.contains(word), "the first question is an N5 word: \(word)")
        #expect(!FileManager.default.fileExists(atPath: home.configFile), "the config file, shared by every bank, is left alone")

        let text = try KuchiBinary.run(["--name", "Ann", "--database", home.root + "/second.sqlite"], input: ":quit\n", home: home)
        // Said after the greeting, once the learner is known (walk-through 22).
        let greeting = try #require(text.stdout.range(of: "Hello, Ann!"), "\(text.stdout)")
        let setUp = try #require(text.stdout.range(of: "(New word bank: practising the JLPT N5 words this session"), "\(text.stdout)")
        #expect(greeting.upperBound <= setUp.lowerBound, "\(text.stdout)")
        // A scope named for the session is kept: nothing to say.
        let named = try KuchiBinary.run(["--name", "Ann", "--level", "N4", "--database", home.root + "/third.sqlite"], input: ":quit\n", home: home)
        #expect(!named.stdout.contains("New word bank"))
    }
}
