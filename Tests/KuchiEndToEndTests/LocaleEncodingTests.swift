import Foundation
import Testing

/// Walk-through 40 left a terminal set to another encoding (a Latin-1 or EUC-JP locale) shown Kuchi's UTF-8 garbled,
/// with no word why. One line on standard error now says so at start, in a terminal only, and never under an ASCII
/// locale (`C`, `POSIX`: the usual unset case, in which Kuchi works). The machine has no such locale: it is built with
/// `localedef` into a private `LOCPATH`.
@Suite("A terminal set to another encoding",
       .enabled(if: FileManager.default.isExecutableFile(atPath: "/usr/bin/script")
                && FileManager.default.isExecutableFile(atPath: "/usr/bin/localedef"), "needs util-linux script and localedef"),
       .timeLimit(.minutes(20)))
struct LocaleEncodingTests {
    private static let advice = "set a UTF-8 locale (such as LC_ALL=en_US.UTF-8 or C.UTF-8) and a terminal set to UTF-8."

    @Test func aLatin1TerminalIsToldOnceAndAPipeOrAnASCIILocaleIsNot() throws {
        let home = try KuchiBinary.Home()
        let locales = home.root + "/locales"
        try FileManager.default.createDirectory(atPath: locales, withIntermediateDirectories: true)
        let built = try ExternalTool.run("/usr/bin/localedef", ["-i", "en_US", "-f", "ISO-8859-1", locales + "/en_US.ISO-8859-1"])
        try #require(built.status == 0, "localedef could not build en_US.ISO-8859-1: \(built.stderr)")
        let latin1 = ["LOCPATH": locales, "LC_ALL": "en_US.ISO-8859-1"]

        // Broken between words where the terminal is narrower than the line: read as one text.
        let shown = try inTerminal("kanji 勉", home: home, environment: latin1).replacingOccurrences(of: "\r\n", with: " ")
        #expect(shown.components(separatedBy: Self.advice).count == 2, "said once: \(shown)")
        #expect(shown.contains("kuchi: the locale en_US.ISO-8859-1 is ISO-8859-1, but Kuchi writes UTF-8"), "\(shown)")
        #expect(shown.contains("勉"), "the command still runs: \(shown)")

        let piped = try KuchiBinary.run(["kanji", "勉"], home: home, environment: latin1)
        #expect(piped.status == 0)
        #expect(!piped.stderr.contains("UTF-8 locale") && !piped.stdout.contains("UTF-8 locale"), "\(piped.stderr)")

        for quiet in ["C", "POSIX", "C.UTF-8"] {
            let terminal = try inTerminal("kanji 勉", home: home, environment: ["LOCPATH": locales, "LC_ALL": quiet])
            #expect(!terminal.contains("UTF-8 locale") && terminal.contains("勉"), "LC_ALL=\(quiet): \(terminal)")
        }
    }

    /// What `kuchi ARGUMENTS` writes on a terminal (util-linux `script`'s log, standard error included).
    private func inTerminal(_ arguments: String, home: KuchiBinary.Home, environment extra: [String: String]) throws -> String {
        let log = home.root + "/terminal-\(UUID().uuidString).log"
        let environment = home.environment.merging(extra) { _, new in new }.merging(["NO_COLOR": "1"]) { _, new in new }
        let run = try ExternalTool.spawn("/usr/bin/script", ["-q", "-e", "-c", "stty cols 100 rows 20; '\(KuchiBinary.path)' \(arguments)", log],
                                         environment: environment, input: Data())
        #expect(run.status == 0, "\(run.stdout)\(run.stderr)")
        return try String(contentsOfFile: log, encoding: .utf8)
    }
}
