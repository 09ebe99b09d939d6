import Foundation
import Testing

/// Words come from files anyone can write: a field holding any part of a terminal control sequence refuses
/// its row whole (nothing of the sequence is stored), scripts in Anki HTML never become a meaning, and files
/// that are not what they are given as are named for what they are.
@Suite("Hostile text in word lists, through the binary")
struct HostileTextCommandTests {
    /// The words of `deck` as `kuchi export words` writes them (a new bank holds the bundled words too).
    private func exportedWords(_ home: KuchiBinary.Home, deck: String) throws -> String {
        try KuchiBinary.run(["export", "words", "--deck", deck], home: home).stdout
    }

    @Test func aRowWithAnyPartOfAnEscapeSequenceIsRefusedWholeAndListed() throws {
        let home = try KuchiBinary.Home()
        let list = home.root + "/evil.csv"
        try "word,reading,meaning\n\u{1B}]0;pwned\u{07}魚,さかな,fish\n猫,ねこ,cat\u{1B}[31mRED\u{1B}[0m\n猫\u{07},ねこ,puss\n犬,いぬ,dog\n"
            .write(toFile: list, atomically: true, encoding: .utf8)
        let refused = try KuchiBinary.run(["import", list], home: home)
        #expect(refused.status == 65)
        #expect(refused.stderr.contains("evil.csv:2: the word “␛]0;pwned␇魚” holds the control character U+001B (ESC)"), "\(refused.stderr)")
        #expect(refused.stderr.contains("evil.csv:3: the meaning “cat␛[31mRED␛[0m” holds the control character U+001B (ESC)"))
        #expect(refused.stderr.contains("evil.csv:4: the word “猫␇” holds the control character U+0007 (BEL)"))
        #expect(!refused.stderr.contains("\u{1B}") && !refused.stderr.contains("\u{07}"), "the message shows the controls, never sends them")
        #expect(!(try exportedWords(home, deck: "evil")).contains("犬"), "nothing imported")

        let skipped = try KuchiBinary.run(["import", "--skip-invalid", list], home: home)
        #expect(skipped.status == 0, "\(skipped.stderr)")
        #expect(skipped.stdout.contains("3 rejected"), "\(skipped.stdout)")
        let words = try exportedWords(home, deck: "evil")
        #expect(words.contains(",犬,いぬ,"))
        #expect(!words.contains("[31m") && !words.contains("]0;pwned") && !words.contains("puss"), "no half sequence stored: \(words)")
    }

    @Test func theRuleHoldsForJSONLinesAndForEntitiesInAnkiText() throws {
        let home = try KuchiBinary.Home()
        let lines = home.root + "/evil.jsonl"
        try #"{"word":"魚","reading":"さかな","meanings":["fish\u001b]0;x\u0007"]}"# .write(toFile: lines, atomically: true, encoding: .utf8)
        let json = try KuchiBinary.run(["import", lines], home: home)
        #expect(json.status == 65)
        #expect(json.stderr.contains("evil.jsonl:1: the meaning “fish␛]0;x␇” holds the control character U+001B (ESC)"), "\(json.stderr)")
        let notes = home.root + "/notes.txt"
        try "#separator:tab\n#html:true\n猫\tねこ\tcat&#27;[2J\n".write(toFile: notes, atomically: true, encoding: .utf8)
        let anki = try KuchiBinary.run(["import", notes], home: home)
        #expect(anki.status == 65)
        #expect(anki.stderr.contains("notes.txt:3: the meaning “cat␛[2J” holds the control character U+001B (ESC)"), "\(anki.stderr)")
    }

    @Test func aScriptInAnkiHTMLIsDroppedWithWhatItHolds() throws {
        let home = try KuchiBinary.Home()
        let notes = home.root + "/notes.txt"
        try "#separator:tab\n#html:true\n猫\tねこ\tcat<script>alert(1)</script>\n犬\tいぬ\t<style>b{}</style>dog<!-- note -->\n鳥\tとり\tbird<script>steal()\n"
            .write(toFile: notes, atomically: true, encoding: .utf8)
        let run = try KuchiBinary.run(["import", "--deck", "pets", notes], home: home)
        #expect(run.status == 0, "\(run.stderr)")
        let words = try exportedWords(home, deck: "pets")
        #expect(words.contains(",猫,ねこ,cat,") && words.contains(",犬,いぬ,dog,") && words.contains(",鳥,とり,bird,"), "\(words)")
        #expect(!words.contains("alert") && !words.contains("steal") && !words.contains("b{}") && !words.contains("note"))
    }

    @Test(.enabled(if: HostileAnkiPackages.isAvailable, "needs python3 and zstd to build the packages"))
    func anAnkiPackageWithEscapesInAFieldOrADeckNameIsRefusedRowByRow() throws {
        let home = try KuchiBinary.Home()
        let packages = try HostileAnkiPackages.build(["escape-in-field", "escape-in-deck"], for: home)
        let field = try KuchiBinary.run(["import", "--no-history", packages + "/escape-in-field.apkg"], home: home)
        #expect(field.status == 65)
        #expect(field.stderr.contains("(nid:1767225600002 in Anki's browser): the meaning “dog␛[31mRED␛[0m” holds the control character U+001B (ESC)"),
                "\(field.stderr)")
        let deck = try KuchiBinary.run(["import", "--no-history", packages + "/escape-in-deck.apkg"], home: home)
        #expect(deck.status == 65)
        #expect(deck.stderr.contains("the deck name “Evil␛[31m::Deck” holds the control character U+001B (ESC)"), "\(deck.stderr)")
        let skipped = try KuchiBinary.run(["import", "--no-history", "--skip-invalid", packages + "/escape-in-field.apkg"], home: home)
        #expect(skipped.status == 0, "\(skipped.stderr)")
        let words = try exportedWords(home, deck: "Default")
        #expect(words.contains(",猫,ねこ,cat,") && !words.contains("RED") && !words.contains("alert"), "\(words)")
    }

    @Test(.enabled(if: HostileAnkiPackages.isAvailable, "needs python3 and zstd to build the packages"))
    func oneCardKeepsAnkisSchedule() throws {
        let home = try KuchiBinary.Home()
        let packages = try HostileAnkiPackages.build(["good"], for: home)
        let run = try KuchiBinary.run(["import", packages + "/good.apkg"], home: home)
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdout.contains("1 card keeps Anki's schedule"), "\(run.stdout)")
    }

    @Test func aReadingWithDigitsIsRefusedWithItsReason() throws {
        let home = try KuchiBinary.Home()
        let list = home.root + "/numbered.csv"
        try "word,reading,meaning\n語5,ご5,language five\n語6,ご６,language six\n".write(toFile: list, atomically: true, encoding: .utf8)
        let run = try KuchiBinary.run(["import", list], home: home)
        #expect(run.status == 65)
        #expect(run.stderr.contains("numbered.csv:2: the reading “ご5” of “語5” holds digits: a reading is kana"), "\(run.stderr)")
        #expect(run.stderr.contains("numbered.csv:3: the reading “ご６” of “語6” holds digits"))
        #expect(!(try exportedWords(home, deck: "numbered")).contains("語5"))
    }

    @Test func aWordListGivenAsTheBankIsNamedAndPointedToImport() throws {
        let home = try KuchiBinary.Home()
        let list = home.root + "/words.csv"
        let content = "word,reading,meaning\n猫,ねこ,cat\n"
        try content.write(toFile: list, atomically: true, encoding: .utf8)
        let run = try KuchiBinary.run(["--database", list], input: ":quit\n", home: home)
        #expect(run.status == 65)
        #expect(run.stderr.contains("\(list) is not a Kuchi database (a word bank): it is not a SQLite file at all."), "\(run.stderr)")
        #expect(run.stderr.contains("add its words to your bank with kuchi import \(list)"))
        #expect(!run.stderr.contains("Restore it from a backup"))
        #expect(try String(contentsOfFile: list, encoding: .utf8) == content, "left untouched")
    }

    @Test func junkOnStandardInputIsCalledStandardInputNotATemporaryPath() throws {
        let home = try KuchiBinary.Home()
        let unknown = try KuchiBinary.run(["import", "-"], input: "hello world\n", home: home)
        #expect(unknown.status == 65)
        #expect(unknown.stderr.contains("Cannot tell the format of standard input. Name it with --format (csv, tsv, json, jsonl, anki, "
                                        + "edict, yomitan, jlpt)."), "\(unknown.stderr)")
        let badRow = try KuchiBinary.run(["import", "--format", "csv", "-"], input: "word,reading,meanings\n=SUM(A1),すう,sum\n", home: home)
        #expect(badRow.status == 65)
        #expect(badRow.stderr.contains("standard input:2: the word “=SUM(A1)” has no kana or kanji"), "\(badRow.stderr)")
        #expect(!badRow.stderr.contains("kuchi-stdin") && !unknown.stderr.contains("kuchi-stdin"))
    }

    @Test func aPackageThatIsNoZipArchiveIsNamedSo() throws {
        let home = try KuchiBinary.Home()
        let package = home.root + "/deck.apkg"
        try "hello".write(toFile: package, atomically: true, encoding: .utf8)
        let run = try KuchiBinary.run(["import", package], home: home)
        #expect(run.status == 65)
        #expect(run.stderr.contains("\(package) is not an Anki package: it is not a ZIP archive"), "\(run.stderr)")
        #expect(!run.stderr.contains("Cannot tell the format"))
    }

    @Test func aTabInATypedAnswerIsRefusedByAcceptAndAQuestionMarkEndsTheList() throws {
        let home = try KuchiBinary.Home()
        let list = home.root + "/money.csv"
        try "word,reading,meanings\nいくら,いくら,how much?\n".write(toFile: list, atomically: true, encoding: .utf8)
        #expect(try KuchiBinary.run(["import", list], home: home).status == 0)
        let run = try KuchiBinary.run(["--name", "Ann", "--mode", "meaning", "--deck", "money", "--questions", "1", "--seed", "1"],
                                      input: "so\tfar\nso\tfar\n:accept\nhow much\n", home: home)
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdout.contains("accepted answers: how much? Type one to go on."), "\(run.stdout)")
        #expect(!run.stdout.contains("?."))
        #expect((run.stdout + run.stderr).contains("An accepted answer cannot hold control characters"), "\(run.stdout)\(run.stderr)")
        let accepted = try KuchiBinary.run(["words", "accepted"], home: home)
        #expect(!accepted.stdout.contains("so far"), "nothing accepted: \(accepted.stdout)")
    }
}
