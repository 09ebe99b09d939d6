import Foundation
import Testing

/// Defect 5 of the twelfth walk-through: only '::' nests decks, and neither help said so; a CSV's
/// `Izakaya/Drinks` became a flat deck without a word.
@Suite("Deck nesting: the helps and the import say that only '::' nests")
struct DeckNestingHelpTests {
    /// The text with every run of white space one space (the helps are wrapped to the window).
    private static func flat(_ text: String) -> String {
        text.split(whereSeparator: \.isWhitespace).joined(separator: " ")
    }

    @Test func importAndDecksHelpNameTheSeparator() throws {
        let home = try KuchiBinary.Home()
        for command in [["import", "--help"], ["decks", "--help"]] {
            let help = Self.flat(try KuchiBinary.run(command, home: home).stdout)
            #expect(help.contains("Decks nest with '::'"), "\(command)")
            #expect(help.contains("'/' among them, is part of one deck's name"), "\(command)")
        }
        #expect(Self.flat(try KuchiBinary.run(["decks", "list", "--help"], home: home).stdout)
            .contains("Decks nest with '::' only (--deck Genki takes in Genki::Lesson 1); '/' is part of a deck's name."))
    }

    @Test func anImportedDeckNamedWithASlashGetsANoticeAndKeepsItsName() throws {
        let home = try KuchiBinary.Home()
        let path = home.root + "/mywords.csv"
        try "word,reading,meanings,deck\n猫,ねこ,cat,Genki::Lesson 1\n生ビール,なまビール,draft beer,Izakaya/Drinks\nお会計,おかいけい,the bill,Izakaya\n"
            .write(toFile: path, atomically: true, encoding: .utf8)
        let run = try KuchiBinary.run(["import", path], home: home)
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdout.contains("Note: “Izakaya/Drinks” is one deck of its own: decks nest only with '::' "
            + "(Izakaya::Drinks would be under Izakaya); kuchi --deck takes the name whole."), "\(run.stdout)")
        #expect(!run.stdout.contains("“Genki::Lesson 1”"), "a '::' deck is nested as meant")
        #expect(try KuchiBinary.run(["decks"], home: home).stdout.contains("Izakaya/Drinks"), "the name is stored as given")

        // A list without '/' in its decks gets no note.
        let plain = home.root + "/plain.csv"
        try "word,reading,meanings,deck\n犬,いぬ,dog,Genki::Lesson 2\n".write(toFile: plain, atomically: true, encoding: .utf8)
        #expect(!(try KuchiBinary.run(["import", plain], home: home).stdout.contains("Note:")))
    }
}
