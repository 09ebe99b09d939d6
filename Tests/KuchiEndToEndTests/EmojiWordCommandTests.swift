import Foundation
import Testing

/// An emoji sequence joined by zero-width joiners (👨‍👩‍👧, 🏳️‍🌈) is one picture: an import keeps its joiners, Kuchi
/// prints it whole and `kuchi doctor` counts no hidden character in it; a joiner between kana or kanji is still
/// removed at import, shown as `<U+200D>` and counted by doctor.
@Suite("Emoji joined by zero-width joiners, through the binary", .timeLimit(.minutes(20)))
struct EmojiWordCommandTests {
    @Test(.enabled(if: SQLiteShell.isAvailable, "the sqlite3 command is not installed: skipped"))
    func anEmojiKeepsItsJoinersWhereAJoinerBetweenKanaIsRemovedAndDoctorAgrees() throws {
        let home = try KuchiBinary.Home()
        let list = home.root + "/mine.csv"
        try "word,reading,meaning\n家族👨‍👩‍👧,かぞく,family 👨‍👩‍👧\n虹,にじ,rainbow 🏳️‍🌈\n犬,い\u{200D}ぬ,dog\n"
            .write(toFile: list, atomically: true, encoding: .utf8)
        let imported = try KuchiBinary.run(["import", list, "--deck", "Mine"], home: home)
        #expect(imported.status == 0, "\(imported.stderr)")
        #expect(imported.stdout.contains("1 word had invisible characters") && imported.stdout.contains("(犬 い<U+200D>ぬ → 犬 いぬ)"),
                "only the joiner between kana is removed: \(imported.stdout)")

        let words = try KuchiBinary.run(["words", "--deck", "Mine"], home: home)
        #expect(words.stdout.contains("家族👨‍👩‍👧\tかぞく") && words.stdout.contains("rainbow 🏳️‍🌈"), "\(words.stdout)")
        #expect(!words.stdout.contains("<U+200D>"))
        let session = try KuchiBinary.run(["--name", "Ann", "--deck", "Mine", "--mode", "reading"], input: "かぞく\nにじ\nいぬ\n:quit\n", home: home)
        #expect(!session.stdout.contains("<U+200D>"), "a question shows the emoji whole: \(session.stdout)")

        let healthy = try KuchiBinary.run(["doctor"], home: home)
        #expect(healthy.status == 0 && !healthy.stdout.contains("invisible"), "\(healthy.stdout)")
        // A joiner an older import stored between kanji is still named.
        _ = try SQLiteShell.query(home.database, "INSERT INTO word(text, reading, meanings) VALUES ('日' || char(8205) || '本', 'にほん', 'Japan')")
        let doctor = try KuchiBinary.run(["doctor"], home: home)
        #expect(doctor.stdout.contains("invisible:    1 words hold invisible characters: 日<U+200D>本 (にほん)"), "\(doctor.stdout)")
        #expect(!doctor.stdout.contains("家族"))
    }
}
