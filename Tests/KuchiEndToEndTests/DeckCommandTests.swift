import Foundation
import Testing

@Suite("Decks that share words, and kuchi decks remove")
struct DeckCommandTests {
    /// The bundled words, then a small EDICT file holding 犬 (bundled too) and 狛犬 (only EDICT).
    private func mergedHome() throws -> KuchiBinary.Home {
        let home = try KuchiBinary.Home()
        #expect(try KuchiBinary.run(["--name", "Ann"], input: ":quit\n", home: home).status == 0)
        let file = home.root + "/edict.tsv"
        try "word\treading\tmeanings\n犬\tいぬ\tdog; dog (Canis (lupus) familiaris); squealer; snitch\n狛犬\tこまいぬ\tkomainu\n"
            .write(toFile: file, atomically: true, encoding: .utf8)
        let imported = try KuchiBinary.run(["import", file], home: home)
        #expect(imported.status == 0, "\(imported.stderr)")
        return home
    }

    @Test func aMergedWordShowsItsFirstDecksMeaningsAndIsInBothDecks() throws {
        let home = try mergedHome()
        let found = try KuchiBinary.run(["words", "snitch"], home: home)
        #expect(found.stdout.split(separator: "\n").dropFirst().first == "犬\tいぬ\tinu\tdog\tjlpt-n5\tN5\t0\t0\t0\t\t")
        let decks = try KuchiBinary.run(["decks"], home: home)
        #expect(decks.stdout.contains("jlpt-n5    662 words") && decks.stdout.contains("edict        2 words"))
        let names = decks.stdout.split(separator: "\n", omittingEmptySubsequences: false).prefix { !$0.isEmpty }.dropFirst().map { $0.split(separator: " ").first.map(String.init) ?? "" }
        #expect(names == ["jlpt-n5", "jlpt-n4", "jlpt-n3", "jlpt-n2", "jlpt-n1", "edict"], "levels from N5 to N1, then other decks:\n\(decks.stdout)")
        let edict = try KuchiBinary.run(["words", "--deck", "EDICT"], home: home)
        #expect(edict.stdout.contains("犬\tいぬ") && edict.stdout.contains("狛犬\tこまいぬ"))
    }

    /// Walk-through 23 (D9): `kuchi decks remove` while a session asks one of the deck's words. The answer found the
    /// word gone: "check the disk" (exit 74) for a word without answers; a new card, due for ever and never asked, for
    /// one with answers. Both now end the session early, saying why (exit 65), with no card made. So does a star or a
    /// suspension of the word (review 27: "check the disk", exit 74, the session left active).
    @Test(.enabled(if: SQLiteShell.isAvailable, "the sqlite3 command is not installed: skipped"),
          arguments: [(false, ["answer": "pigeon"]), (true, ["answer": "pigeon"]), (false, ["command": "fav"]), (false, ["command": "suspend"])])
    func anAnswerToAWordWhoseDeckWasRemovedMeanwhileEndsTheSessionSayingSo(answeredBefore: Bool, request: [String: String]) throws {
        let home = try KuchiBinary.Home()
        #expect(try KuchiBinary.run(["--name", "Dee"], input: ":quit\n", home: home).status == 0)
        let list = home.root + "/mine.csv"
        try "word,reading,meanings\n鳩,はと,pigeon\n".write(toFile: list, atomically: true, encoding: .utf8)
        #expect(try KuchiBinary.run(["import", list, "--deck", "Mine"], home: home).status == 0)
        let session = ["practice", "--json", "--deck", "Mine", "--mode", "meaning", "--questions", "1", "--name", "Dee"]
        if answeredBefore { #expect(try KuchiBinary.run(session, input: #"{"answer":"pigeon"}"# + "\n", home: home).status == 0) }
        let client = try JSONLinesClient(session, home: home)
        _ = try client.next(of: "challenge")
        let removed = try KuchiBinary.run(["decks", "remove", "Mine", "--yes"], home: home)
        #expect(removed.status == 0, "\(removed.stderr)")
        try client.send(request)
        let error = try client.next(of: "error")
        #expect(error["exit_code"] as? Int == 65)
        #expect((error["message"] as? String)?.contains("removed from the word bank with its deck (kuchi decks remove)") == true, "\(error)")
        #expect(client.exitWithInputOpen() == 65)
        #expect(try SQLiteShell.query(home.database, "SELECT status FROM session ORDER BY id DESC LIMIT 1") == "ended_early")
        #expect(try SQLiteShell.query(home.database, "SELECT count(*) FROM card c JOIN word w ON w.id = c.word_id WHERE w.text = '鳩'") == "0")
        let doctor = try KuchiBinary.run(["doctor"], home: home)
        #expect(doctor.status == 0, "\(doctor.stdout)\(doctor.stderr)")
    }

    @Test func removingADeckWithoutATerminalNeedsYes() throws {
        let home = try mergedHome()
        let refused = try KuchiBinary.run(["decks", "remove", "edict"], input: "y\n", home: home)
        #expect(refused.status == 64)
        #expect(refused.stdout.contains("Deck 'edict' holds 2 words:"))
        #expect(refused.stdout.contains("1 word only this deck holds: will be removed."))
        #expect(refused.stdout.contains("1 word other decks hold too: will stay, without this deck's meanings."))
        #expect(!refused.stdout.contains(": removed") && !refused.stdout.contains(": kept"), "nothing was done yet")
        #expect(refused.stderr.contains("pass --yes"))
        #expect(try KuchiBinary.run(["decks"], home: home).stdout.contains("edict"), "nothing was removed")

        let unknown = try KuchiBinary.run(["decks", "remove", "Core 2k", "--yes"], home: home)
        #expect(unknown.status == 64 && unknown.stderr.contains("No words in deck 'Core 2k'. Decks: jlpt-n5 (662), jlpt-n4 (632), jlpt-n3 (1,776), jlpt-n2 (1,786), jlpt-n1 (3,389), edict (2)."))
        #expect(try KuchiBinary.run(["decks", "remove", " ", "--yes"], home: home).status == 64)
    }

    @Test func removeWithYesBacksUpRemovesTheSoleWordsAndKeepsTheShared() throws {
        let home = try mergedHome()
        let run = try KuchiBinary.run(["decks", "remove", "EDICT", "--yes"], home: home)
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdout.contains("Removed deck 'edict': 1 word left the word bank, 1 word stayed."))
        let backups = try FileManager.default.contentsOfDirectory(atPath: home.database + ".backups")
        #expect(backups.contains { $0.hasSuffix("-remove-deck.sqlite") })
        let decks = try KuchiBinary.run(["decks"], home: home)
        #expect(!decks.stdout.contains("edict") && decks.stdout.contains("jlpt-n5    662 words"))
        #expect(try !KuchiBinary.run(["words", "komainu"], home: home).stdout.contains("狛犬"))
        #expect(try KuchiBinary.run(["words", "snitch"], home: home).stdout.split(separator: "\n").count <= 1)
        #expect(try KuchiBinary.run(["words", "inu"], home: home).stdout.contains("犬\tいぬ\tinu\tdog\tjlpt-n5"))
        #expect(try KuchiBinary.run(["decks", "--help"], home: home).stdout.contains("remove"))
    }

    /// A deck of one word lines its count up with the others: the 1 under the last digit of 662.
    @Test func aDeckOfOneWordIsInLineWithTheOthers() throws {
        let home = try KuchiBinary.Home()
        #expect(try KuchiBinary.run(["--name", "Ann"], input: ":quit\n", home: home).status == 0)
        let file = home.root + "/wrongcols.csv"
        try "word,reading,meanings\n狛犬,こまいぬ,komainu\n".write(toFile: file, atomically: true, encoding: .utf8)
        #expect(try KuchiBinary.run(["import", file], home: home).status == 0)
        let lines = try KuchiBinary.run(["decks"], home: home).stdout.split(separator: "\n").map(String.init)
        let one = try #require(lines.first { $0.hasPrefix("  wrongcols") }, "\(lines)")
        let many = try #require(lines.first { $0.hasPrefix("  jlpt-n5") }, "\(lines)")
        func numberEnd(_ line: String) -> Int? { line.range(of: " word").map { line.distance(from: line.startIndex, to: $0.lowerBound) } }
        #expect(one.contains(" 1 word") && numberEnd(one) == numberEnd(many), "\n\(many)\n\(one)")
    }

    @Test(.enabled(if: TmuxSession.isAvailable, "tmux is not installed"), .timeLimit(.minutes(20)))
    func onATerminalRemoveAsksAndNoIsTheDefault() async throws {
        let home = try mergedHome()
        let declined = try TmuxSession(["decks", "remove", "edict"], home: home)
        try await declined.waitFor("Remove deck 'edict'? [y/N]")
        try declined.typeLine("")
        try await declined.waitFor("Nothing was removed.")
        #expect(try await declined.waitForExit() == 0)
        #expect(try KuchiBinary.run(["decks"], home: home).stdout.contains("edict"))

        let confirmed = try TmuxSession(["decks", "remove", "edict"], home: home)
        try await confirmed.waitFor("Remove deck 'edict'? [y/N]")
        try confirmed.typeLine("y")
        try await confirmed.waitFor("Removed deck 'edict'")
        #expect(try await confirmed.waitForExit() == 0)
        #expect(try !KuchiBinary.run(["decks"], home: home).stdout.contains("edict"))
    }
}
