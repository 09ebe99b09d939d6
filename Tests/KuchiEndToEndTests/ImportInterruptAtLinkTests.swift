import Foundation
import KuchiSpawn
import Testing

/// A signal at the end of a first import (review 24 L4, L5): the new bank's link into place and its deck kept as the
/// config's scope go together, and before the link the message says nothing was saved.
@Suite("A signal at the end of a first import", .timeLimit(.minutes(20)))
struct ImportInterruptAtLinkTests {
    /// SIGINT the moment the new bank appears in place: the import is saved with its scope (`deck = "big"`) and says
    /// so, the scope's line included (review 26, L4), or had already finished; never a bank without its scope.
    @Test func ctrlCJustAfterTheLinkStillKeepsTheDeckInTheConfig() throws {
        let home = try KuchiBinary.Home()
        let errors = home.root + "/stderr.txt"
        let pid = try FirstImportAside.start(in: home, errors: errors)
        let deadline = Date().addingTimeInterval(60)
        while !FileManager.default.fileExists(atPath: home.database), Date() < deadline { usleep(200) }
        kill(pid, SIGINT)
        let status = try Spawn.wait(pid)
        let said = (try? String(contentsOfFile: errors, encoding: .utf8)) ?? ""
        #expect(FileManager.default.fileExists(atPath: home.database))
        let config = (try? String(contentsOfFile: home.configFile, encoding: .utf8)) ?? ""
        #expect(config.contains(#"deck = "big""#), "status \(status), config: \(config), stderr: \(said)")
        #expect(status == 0 || (said.contains("Kept as deck = \"big\" in \(home.configFile).\n")
                                && said.hasSuffix("\nInterrupted: the import is saved in the word bank; kuchi decks shows it.\n")),
                "\(status): \(said)")
    }

    /// Before the link nothing is left, and the message says so, not "kuchi decks shows which" (there is no bank).
    @Test func ctrlCBeforeTheLinkSaysNoWordBankWasMade() throws {
        let home = try KuchiBinary.Home()
        let errors = home.root + "/stderr.txt"
        let pid = try FirstImportAside.start(in: home, errors: errors)
        kill(pid, SIGINT)
        #expect(try Spawn.wait(pid) == 130)
        #expect(try String(contentsOfFile: errors, encoding: .utf8) == "Interrupted: nothing was imported, and no word bank was made.\n")
        #expect(!FileManager.default.fileExists(atPath: home.root + "/data"))
    }
}
