import Foundation
import Testing

/// `kuchi import` of Anki packages, as a user runs it.
@Suite("kuchi import of Anki packages")
struct AnkiImportCommandTests {
    private func package(_ name: String) -> String {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("KuchiTransferTests/Fixtures/\(name)").path
    }

    @Test func aPackageGivesWordsAndTheLearnersHistoryAndLeavesNoTemporaryFiles() throws {
        let home = try KuchiBinary.Home()
        let scratch = home.root + "/tmp"
        try FileManager.default.createDirectory(atPath: scratch, withIntermediateDirectories: true)
        let run = try KuchiBinary.run(["import", "--name", "Ann", package("anki-current.colpkg")], home: home,
                                      environment: ["TMPDIR": scratch])
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdout.contains("anki-current.colpkg: 2 words play their sound from the package (in \(home.root)"))
        #expect(try FileManager.default.contentsOfDirectory(atPath: home.root + "/data/kuchi/kuchi.sqlite.media").sorted() == ["inu.mp3", "neko.mp3"])
        #expect(run.stdout.contains("anki-current.colpkg: 8 reviews imported from Anki as Ann's answers."))
        #expect(run.stdout.contains("anki-current.colpkg: 2 cards keep Anki's schedule"))
        let merged = "The 4 merged are words Kuchi already had (Kuchi's built-in JLPT words): the notes' meanings, tags and reviews were added to them.\n"
        #expect(run.stdout.hasSuffix("Imported: 2 added, 4 merged, 0 unchanged, 0 rejected.\n" + merged
                                     + "New word bank: kuchi practises the deck Japanese; kuchi config set deck all for every word, "
                                     + ":set deck all for one session. Kept as deck = \"Japanese\" in \(home.configFile).\n"
                                     + "Next: kuchi practises them; kuchi decks lists the decks and their words.\n"),
                "two of its words are bundled N4-N1 words; the package's deck tree (Japanese::…) is what kuchi practises")
        #expect(try FileManager.default.contentsOfDirectory(atPath: scratch).isEmpty, "the unpacked collection is gone")
        let history = try KuchiBinary.run(["export", "history", "--format", "jsonl", "--profile", "Ann"], home: home)
        #expect(history.stdout.split(separator: "\n").count == 8)
        let words = try KuchiBinary.run(["export", "words", "--deck", "Japanese::JLPT N4"], home: home)
        #expect(words.stdout.contains(",勉強,べんきょう,study,N3,Japanese::JLPT N4,JLPT_N4 common,1,"),
                "a bundled N3 word in the package's deck: its level kept, with that deck's meanings")
        let all = try KuchiBinary.run(["export", "words"], home: home)
        #expect(all.stdout.contains(",勉強,べんきょう,study; diligence; discount; reduction,N3,jlpt-n3,JLPT_N4 common,1,"),
                "its home deck's row keeps the bundled meanings")
    }

    @Test func noHistoryImportsOnlyTheWords() throws {
        let home = try KuchiBinary.Home()
        let run = try KuchiBinary.run(["import", "--no-history", package("anki-legacy.apkg")], home: home)
        #expect(run.status == 0, "\(run.stderr)")
        #expect(!run.stdout.contains("reviews imported"))
        let history = try KuchiBinary.run(["export", "history", "--format", "jsonl"], home: home)
        #expect(history.stdout.isEmpty)
    }

    @Test func aZIPBombExits65AndLeavesTheBankAndItsBackupsAsTheyWere() throws {
        let home = try KuchiBinary.Home()
        _ = try KuchiBinary.run(["--name", "Tester"], input: ":quit\n", home: home)
        let backups = home.database + ".backups"
        let before = (try? FileManager.default.contentsOfDirectory(atPath: backups)) ?? []
        let bank = try Data(contentsOf: URL(fileURLWithPath: home.database))
        let run = try KuchiBinary.run(["import", package("bad-bomb.apkg")], home: home)
        #expect(run.status == 65)
        #expect(run.stderr.contains("looks like a ZIP bomb"))
        #expect(try Data(contentsOf: URL(fileURLWithPath: home.database)) == bank)
        #expect(((try? FileManager.default.contentsOfDirectory(atPath: backups)) ?? []) == before)
    }
}
