import Foundation
import Testing

/// A deck name comes from the word list (a `deck` column, an Anki package): a bidirectional override in it is
/// shown as `<U+202E>` wherever Kuchi prints the name, never sent to the terminal to reorder the line.
@Suite("A hostile deck name, through the binary", .timeLimit(.minutes(20)))
struct HostileDeckNameTests {
    @Test func theScopeNoticeTheSettingsListAndTheDeckListShowTheOverrideVisibly() throws {
        let home = try KuchiBinary.Home()
        let deck = "Evil\u{202E}DOG"
        let list = home.root + "/words.csv"
        let rows = ["ぽぽ,popo", "ぴぴ,pipi", "ぷぷ,pupu", "ぺぺ,pepe"].map { "\($0.prefix(2)),\($0)," + deck }
        try (["word,reading,meaning,deck"] + rows).joined(separator: "\n").write(toFile: list, atomically: true, encoding: .utf8)

        let imported = try KuchiBinary.run(["import", list], home: home)
        #expect(imported.status == 0, "\(imported.stderr)")
        #expect(imported.stdout.contains("kuchi practises the deck Evil<U+202E>DOG;"), "the first import's scope notice: \(imported.stdout)")

        let session = try KuchiBinary.run(["--name", "Ann"], input: ":set\n:quit\n", home: home)
        #expect(session.status == 0, "\(session.stderr)")
        #expect(session.stdout.contains("  deck = Evil<U+202E>DOG\n"), ":set lists the deck the import kept: \(session.stdout)")

        let decks = try KuchiBinary.run(["decks"], home: home)
        #expect(decks.stdout.contains("Evil<U+202E>DOG"))
        for output in [imported.stdout, session.stdout, decks.stdout, imported.stderr, session.stderr] {
            #expect(!output.unicodeScalars.contains("\u{202E}"), "the override itself never reaches the terminal")
        }
    }

    /// A deck name of 10,000 characters (or a tag as long) is no name to type with `--deck`, and `kuchi decks` padded
    /// every line of its table to it: its row is refused, naming the length; the other rows go in with --skip-invalid.
    @Test func aDeckNameOrTagOfThousandsOfCharactersIsRefusedAndTheDeckListStaysNarrow() throws {
        let home = try KuchiBinary.Home()
        let list = home.root + "/words.csv"
        let long = String(repeating: "D", count: 10_000)
        try ["word,reading,meaning,deck,tags", "猫,ねこ,cat,\(long),", "犬,いぬ,dog,Animals,\(long)", "鳥,とり,bird,Animals,pets"]
            .joined(separator: "\n").write(toFile: list, atomically: true, encoding: .utf8)

        let refused = try KuchiBinary.run(["import", list], home: home)
        #expect(refused.status == 65)
        #expect(refused.stderr.contains("words.csv:2: the deck name “\(long.prefix(59))…” is 10,000 characters long, more than the 250"),
                "\(refused.stderr)")
        #expect(refused.stderr.contains("words.csv:3: the tag “\(long.prefix(59))…” is 10,000 characters long"), "\(refused.stderr)")

        let skipped = try KuchiBinary.run(["import", list, "--skip-invalid"], home: home)
        #expect(skipped.status == 0, "\(skipped.stderr)")
        let decks = try KuchiBinary.run(["decks"], home: home)
        #expect(decks.stdout.contains("Animals"))
        #expect(decks.stdout.split(separator: "\n").allSatisfy { $0.count < 100 }, "\(decks.stdout.prefix(300))")
    }

    /// A deck name of nothing but separators or spaces (`::`, ` :: `, `   `) names no deck anyone could choose: its row is
    /// refused, named by its line, and nothing of the file is imported; `--deck ::` is refused by import and by the
    /// commands that take a scope, before anything is read.
    @Test func aDeckNameOfOnlySeparatorsOrSpacesIsRefusedByItsRow() throws {
        let home = try KuchiBinary.Home()
        let list = home.root + "/words.csv"
        try ["word,reading,meaning,deck", "猫,ねこ,cat,::", "犬,いぬ,dog, :: ", "鳥,とり,bird,   ", "魚,さかな,fish,Animals", "馬,うま,horse,"]
            .joined(separator: "\n").write(toFile: list, atomically: true, encoding: .utf8)
        let refused = try KuchiBinary.run(["import", list], home: home)
        #expect(refused.status == 65, "\(refused.stderr)")
        for (line, deck) in [(2, "::"), (3, " :: "), (4, "   ")] {
            #expect(refused.stderr.contains("words.csv:\(line): the deck name “\(deck)” is only '::' separators or spaces"), "\(refused.stderr)")
        }
        #expect(!refused.stderr.contains("words.csv:5") && !refused.stderr.contains("words.csv:6"), "a deck, and an empty field (the file's deck)")
        let decks = try KuchiBinary.run(["decks"], home: home)
        #expect(!decks.stdout.contains("Animals") && !decks.stdout.contains("::"), "all or nothing: \(decks.stdout)")
        for deck in ["::", " :: ", "   "] {
            let option = try KuchiBinary.run(["import", list, "--deck", deck], home: home)
            #expect(option.status == 64 && option.stderr.contains("--deck: “\(deck)” is only '::' separators or spaces"), "\(option.stderr)")
        }
        for command in [["--name", "Ann"], ["due"], ["review", "--name", "Ann"]] {
            let scope = try KuchiBinary.run(command + ["--deck", " :: "], input: ":quit\n", home: home)
            #expect(scope.status == 64 && scope.stderr.contains("--deck: “ :: ” is only '::' separators or spaces, no deck name"),
                    "\(command): \(scope.stderr)")
        }
    }
}
