import Foundation
import Testing

/// `kuchi --database FILE due`, as `kuchi --help` writes the option before the command: the command runs on that bank.
@Suite("Options before the subcommand")
struct LeadingOptionTests {
    @Test func theDatabaseOptionBeforeASubcommandNamesThatCommandsBank() throws {
        let home = try KuchiBinary.Home()
        let bank = home.root + "/other.sqlite"
        #expect(try KuchiBinary.run(["--database", bank, "--name", "Ko"], input: ":quit\n", home: home).status == 0)
        let after = try KuchiBinary.run(["due", "--database", bank], home: home)
        let before = try KuchiBinary.run(["--database", bank, "due"], home: home)
        #expect(before.status == 0, "\(before.stderr)")
        #expect(before.stdout == after.stdout && before.stdout.contains("Ko"), "\(before.stdout)")
        let joined = try KuchiBinary.run(["--database=\(bank)", "due", "--format", "json"], home: home)
        #expect(joined.status == 0 && joined.stdout.contains(#""learner":"Ko""#), "\(joined.stdout)\(joined.stderr)")
        // The default bank was never made: every run used the one named.
        #expect(!FileManager.default.fileExists(atPath: home.database))
    }
}
