import Foundation
import Testing

/// A refused `kuchi import` in a home without a bank creates nothing: no bank, no folder for it, no backup
/// and no learner; the first import that passes its checks creates the bank.
@Suite("A refused import creates nothing", .timeLimit(.minutes(20)))
struct RefusedImportCommandTests {
    /// What the home holds, besides the files the test wrote.
    private func created(in home: KuchiBinary.Home, besides inputs: Set<String>) throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: home.root).filter { !inputs.contains($0) }.sorted()
    }

    @Test func refusedImportsIntoAHomeWithoutABankCreateNothing() throws {
        let home = try KuchiBinary.Home()
        let good = "words.csv", bad = "bad.csv", empty = "empty.csv", package = "deck.apkg", unread = "unread.csv"
        try "word,reading,meanings\n猫,ねこ,cat\n".write(toFile: home.root + "/" + good, atomically: true, encoding: .utf8)
        try "word,reading,meanings\n猫,ねこ,\n,,\n".write(toFile: home.root + "/" + bad, atomically: true, encoding: .utf8)
        // A kanji word without its reading, which neither the bundled words nor the list can give.
        try "word,reading,meanings\n鬱鬱鬱,,gloom\n".write(toFile: home.root + "/" + unread, atomically: true, encoding: .utf8)
        try "".write(toFile: home.root + "/" + empty, atomically: true, encoding: .utf8)
        try "not a zip archive".write(toFile: home.root + "/" + package, atomically: true, encoding: .utf8)
        let inputs: Set<String> = [good, bad, empty, package, unread]
        let refusals: [(arguments: [String], status: Int32)] = [
            (["--columns", "colour=Farbe", good], 64),    // a bad --columns
            (["--columns", "word", good], 64),
            ([bad], 65),                                  // only bad rows
            ([unread], 65),                               // a reading only a bank could give, and it cannot
            ([empty], 65),                                // an empty list
            (["missing.csv"], 66),                        // a missing file
            ([good, "missing.csv"], 66),                  // one good list and a missing one
            ([package], 65),                              // a package that is no package
        ]
        for refusal in refusals {
            let run = try KuchiBinary.run(["import", "--name", "Bob"] + refusal.arguments.map { $0.hasSuffix(".csv") || $0.hasSuffix(".apkg") ? home.root + "/" + $0 : $0 },
                                          home: home)
            #expect(run.status == refusal.status, "\(refusal.arguments): \(run.stderr)")
            #expect(!run.stderr.isEmpty && run.stdout.isEmpty, "\(refusal.arguments)")
            #expect(try created(in: home, besides: inputs) == [], "\(refusal.arguments) created something")
        }
        // The same list, accepted, creates the bank; the learner comes with the first session.
        let accepted = try KuchiBinary.run(["import", home.root + "/" + good], home: home)
        #expect(accepted.status == 0, "\(accepted.stderr)")
        #expect(FileManager.default.fileExists(atPath: home.database))
    }
}
