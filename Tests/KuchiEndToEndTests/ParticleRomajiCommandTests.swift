import Foundation
import Testing

/// Walk-through 21: こんにちは typed as `konnichiwa` was marked wrong, and Kuchi showed `konnichiha` and `deha`.
@Suite("The particle は said wa, typed and shown")
struct ParticleRomajiCommandTests {
    /// The result of `answer` to a word question for the favourite word.
    private func result(_ answer: String, home: KuchiBinary.Home) throws -> String {
        let run = try KuchiBinary.run(["practice", "--json", "--favorites", "--mode", "word", "--questions", "1"],
                                      input: "{\"answer\":\"\(answer)\"}\n", home: home)
        let events = run.stdout.split(separator: "\n").compactMap {
            try? JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any]
        }
        return events.first { $0["type"] as? String == "outcome" }?["result"] as? String ?? "(none: \(run.stdout) \(run.stderr))"
    }

    @Test func konnichiwaAnswersこんにちはAndKonnichihaStillDoes() throws {
        let home = try KuchiBinary.Home()
        #expect(try KuchiBinary.run(["--name", "Ann"], input: ":quit\n", home: home).status == 0)
        #expect(try KuchiBinary.run(["words", "fav", "こんにちは"], home: home).status == 0)
        for answer in ["konnichiwa", "Konnichiwa", "konnichi wa", "konnichiha"] {
            #expect(try result(answer, home: home) == "correct", "\(answer)")
        }
        #expect(try result("konbanwa", home: home) == "wrong", "another word's reading stays wrong")
        let listed = try KuchiBinary.run(["words", "--format", "tsv", "こんにちは"], home: home)
        #expect(listed.stdout.contains("\tkonnichiwa\t") && !listed.stdout.contains("konnichiha"), "\(listed.stdout)")
    }

    @Test func theRomajiCommandSaysTheParticleAndKeepsANounsHa() throws {
        let home = try KuchiBinary.Home()
        let run = try KuchiBinary.run(["romaji", "では", "それでは", "こんにちは", "はは", "いろは"], home: home)
        #expect(run.stdout == "dewa soredewa konnichiwa haha iroha\n", "\(run.stdout)")
    }
}
