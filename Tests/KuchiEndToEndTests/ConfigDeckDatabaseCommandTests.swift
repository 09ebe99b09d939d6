import Foundation
import Testing

/// A review's finding: `kuchi config set deck` checked only the default bank, though the config file is shared by every
/// bank, and refused `--database` ("Expected one value, got 3").
@Suite("kuchi config set deck checks the bank --database names")
struct ConfigDeckDatabaseCommandTests {
    @Test func aDeckOfTheBankNamedWithDatabaseIsSetAndAnotherIsRefusedNamingThatBank() throws {
        let home = try KuchiBinary.Home()
        let csv = home.root + "/mywords.csv"
        let other = home.root + "/other.sqlite"
        try "word,reading,meanings,deck\n猫,ねこ,cat,Tobira\n".write(toFile: csv, atomically: true, encoding: .utf8)
        #expect(try KuchiBinary.run(["import", csv, "--database", other], home: home).status == 0)
        #expect(try KuchiBinary.run(["--name", "Ann"], input: ":quit\n", home: home).status == 0, "the default bank, without Tobira")

        let set = try KuchiBinary.run(["config", "set", "deck", "Tobira", "--database", other], home: home)
        #expect(set.status == 0, "\(set.stderr)")
        #expect(try String(contentsOfFile: home.configFile, encoding: .utf8).contains("deck = \"Tobira\""))

        let before = try String(contentsOfFile: home.configFile, encoding: .utf8)
        let refused = try KuchiBinary.run(["config", "set", "deck", "Genki", "--database", other], home: home)
        #expect(refused.status == 64)
        #expect(refused.stderr.contains("No deck 'Genki' in the word bank \(other), the bank checked"), "\(refused.stderr)")
        #expect(refused.stderr.contains("--database PATH (or KUCHI_DATABASE) checks another"), "\(refused.stderr)")
        #expect(try String(contentsOfFile: home.configFile, encoding: .utf8) == before, "nothing written")
    }
}
