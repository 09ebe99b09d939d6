import Foundation
import Testing

/// Defects 2 and 6 of the twelfth walk-through: `kuchi config` could not unset a setting, a misspelt key got no
/// suggestion, `config set deck` took a deck the bank does not have, and `decks remove` left the config naming it.
@Suite("kuchi config unset, suggestions, and the deck setting against the bank's decks")
struct ConfigDeckCommandTests {
    private func importedHome() throws -> KuchiBinary.Home {
        let home = try KuchiBinary.Home()
        let path = home.root + "/mywords.csv"
        try "word,reading,meanings,deck\n猫,ねこ,cat,Genki::Lesson 1\n生ビール,なまビール,draft beer,Izakaya/Drinks\nお会計,おかいけい,the bill,Izakaya\n"
            .write(toFile: path, atomically: true, encoding: .utf8)
        #expect(try KuchiBinary.run(["import", path], home: home).status == 0)
        return home
    }

    private func config(_ home: KuchiBinary.Home) -> String {
        (try? String(contentsOfFile: home.configFile, encoding: .utf8)) ?? ""
    }

    @Test func decksRemoveSaysWhenTheConfigNamesTheDeckAndHowToClearIt() throws {
        let home = try importedHome()
        #expect(config(home).contains("Izakaya/Drinks"))
        let removed = try KuchiBinary.run(["decks", "remove", "Izakaya/Drinks", "--yes"], home: home)
        #expect(removed.status == 0)
        #expect(removed.stdout.contains("The config file \(home.configFile) still names it (line 1: deck = \"Genki,Izakaya,Izakaya/Drinks\"): "
            + "kuchi config set deck Genki,Izakaya clears it."), "\(removed.stdout)")
        // The command it names works, and the next removal of a deck the config does not name says nothing of it.
        #expect(try KuchiBinary.run(["config", "set", "deck", "Genki,Izakaya"], home: home).status == 0)
        let other = try KuchiBinary.run(["decks", "remove", "jlpt-n1", "--yes"], home: home)
        #expect(!other.stdout.contains("still names it"))
    }

    @Test func configSetDeckRefusesADeckTheBankDoesNotHaveAndListsTheDecks() throws {
        let home = try importedHome()
        let before = config(home)
        let refused = try KuchiBinary.run(["config", "set", "deck", "Izakaya/Food"], home: home)
        #expect(refused.status == 64)
        #expect(refused.stderr.contains("No deck 'Izakaya/Food' in the word bank \(home.database), the bank checked: nothing was set. "
            + "Decks: Genki::Lesson 1, Izakaya, Izakaya/Drinks, jlpt-n1"), "\(refused.stderr)")
        #expect(config(home) == before, "nothing written")
        // A parent name selects the decks under it; all is every deck.
        #expect(try KuchiBinary.run(["config", "set", "deck", "Genki"], home: home).status == 0)
        #expect(try KuchiBinary.run(["config", "set", "deck", "all"], home: home).status == 0)
    }

    @Test func unsetTakesASettingBackToItsDefaultAndAMisspeltKeyGetsASuggestion() throws {
        let home = try importedHome()
        let unset = try KuchiBinary.run(["config", "unset", "deck"], home: home)
        #expect(unset.status == 0, "\(unset.stderr)")
        #expect(unset.stdout == "Unset deck in \(home.configFile): it is back to its default.\n")
        #expect(!config(home).contains("deck"))
        let shown = try KuchiBinary.run(["config"], home: home).stdout.split(separator: "\n").first { $0.hasPrefix("deck = ") }
        #expect(shown?.split(whereSeparator: \.isWhitespace).joined(separator: " ") == "deck = \"all\" # default")
        let again = try KuchiBinary.run(["config", "unset", "deck"], home: home)
        #expect(again.status == 0 && again.stdout.contains("deck is not set in \(home.configFile): nothing to unset."))

        let typo = try KuchiBinary.run(["config", "unset", "levl"], home: home)
        #expect(typo.status == 64 && typo.stderr.contains("kuchi config unset: unknown setting \"levl\". Did you mean level?"))
        try "qestions_per_session = 10\n".write(toFile: home.configFile, atomically: true, encoding: .utf8)
        let file = try KuchiBinary.run(["config"], home: home)
        #expect(file.status == 64)
        #expect(file.stderr.contains("line 1: unknown setting \"qestions_per_session\". Did you mean questions_per_session? Known settings:"))
    }

    @Test func aDeckValueOfOnlySeparatorsIsRefusedAsNoDeckNameNotOfferedAsAnImport() throws {
        let home = try importedHome()
        let before = config(home)
        let refused = try KuchiBinary.run(["config", "set", "deck", "::"], home: home)
        #expect(refused.status == 64 && refused.stderr.contains("“::” is only '::' separators or spaces, not a deck name"), "\(refused.stderr)")
        #expect(!refused.stderr.contains("kuchi import"), "an import with --deck :: is refused too: \(refused.stderr)")
        #expect(config(home) == before, "nothing was set")
    }
}
