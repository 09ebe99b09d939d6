import Foundation
import Testing

@Suite("Suspending words from the shell, in a session and from Anki")
struct SuspendCommandTests {
    private func suspended(_ home: KuchiBinary.Home) throws -> String {
        try SQLiteShell.query(home.database, "SELECT group_concat(w.text, ' ') FROM suspended_word s JOIN word w ON w.id = s.word_id")
    }

    private func package(_ name: String) -> String {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("KuchiTransferTests/Fixtures/\(name)").path
    }

    @Test(.enabled(if: SQLiteShell.isAvailable, "needs the sqlite3 shell to read the bank"))
    func suspendPutsWordsAsideTheWordBrowserMarksThemAndUnsuspendBringsThemBack() throws {
        let home = try KuchiBinary.Home()
        #expect(try KuchiBinary.run(["--name", "Ann"], input: ":quit\n", home: home).status == 0)
        let run = try KuchiBinary.run(["words", "suspend", "neko", "橋"], home: home)
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdout.contains("猫 (ねこ) cat: suspended (out of practice and reviews until kuchi words unsuspend)."))
        #expect(try suspended(home).split(separator: " ").sorted() == ["橋", "猫"])
        #expect(try KuchiBinary.run(["words", "suspend", "neko"], home: home).stdout.contains("already suspended"))
        let listed = try KuchiBinary.run(["words", "neko", "--format", "tsv"], home: home)
        #expect(listed.stdout.split(separator: "\n").contains { $0.hasPrefix("猫\t") && $0.contains("\tsuspended\t") })
        let back = try KuchiBinary.run(["words", "unsuspend", "ねこ"], home: home)
        #expect(back.stdout.contains("猫 (ねこ) cat: back in practice and reviews."))
        #expect(try suspended(home) == "橋")
        let unknown = try KuchiBinary.run(["words", "suspend", "kujira"], home: home)
        #expect(unknown.status == 64 && unknown.stderr.contains("No word “kujira” in the word bank: nothing was changed."))
    }

    @Test(.enabled(if: SQLiteShell.isAvailable, "needs the sqlite3 shell to read the bank"))
    func suspendInASessionPutsTheWordOnScreenAsideAndSaysHowToUndoIt() throws {
        let home = try KuchiBinary.Home()
        let run = try KuchiBinary.run(["--name", "Ann", "--seed", "4"], input: ":suspend\n:quit\n", home: home)
        let word = try suspended(home)
        #expect(!word.isEmpty)
        #expect(run.stdout.contains("\(word)") && run.stdout.contains("is suspended: out of practice and reviews (kuchi words unsuspend"))
    }

    @Test func suspendOverJSONLinesIsAnEventTheSchemaKnows() throws {
        let home = try KuchiBinary.Home()
        let run = try KuchiBinary.run(["--json", "--seed", "4"], input: "{\"command\": \"suspend\"}\n", home: home)
        #expect(run.stdout.split(separator: "\n").contains { $0.hasPrefix("{\"type\":\"suspended\",\"word\":") })
        try SchemaCheck.validate(run.stdout.split(separator: "\n").map(String.init))
    }

    @Test func anAnkiDryRunSpeaksInTheConditionalAndAnImportSaysWhatWasKept() throws {
        let home = try KuchiBinary.Home()
        let dry = try KuchiBinary.run(["import", "--dry-run", "--name", "Ann", package("anki-studied-sm2.apkg")], home: home)
        #expect(dry.status == 0, "\(dry.stderr)")
        #expect(dry.stdout.contains("reviews would be imported from Anki as Ann's answers."))
        #expect(dry.stdout.contains("cards would keep Anki's schedule (the state and due day Anki had); memory replayed from the review log"))
        #expect(dry.stdout.contains("5 words would be suspended"))
        let run = try KuchiBinary.run(["import", "--name", "Ann", package("anki-studied-sm2.apkg")], home: home)
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdout.contains("cards keep Anki's schedule"))
        #expect(run.stdout.contains("5 words suspended, as Anki had every card of them suspended"))
        let doctor = try KuchiBinary.run(["doctor"], home: home)
        #expect(doctor.status == 0, "kuchi doctor agrees with the imported cards: \(doctor.stdout)\(doctor.stderr)")
    }
}
