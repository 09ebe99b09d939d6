import Foundation
import Testing

/// Defect 4 of the twelfth walk-through, through the binary: "Missed once" after two wrong choices, and a
/// word "comes back later" that a session ending on its target never asked again.
@Suite("kuchi: a missed word's tries and its return", .timeLimit(.minutes(20)))
struct MissedWordCommandTests {
    private static let meanings = ["山": "mountain", "川": "river", "空": "sky", "海": "sea", "森": "forest"]

    private func home() throws -> KuchiBinary.Home {
        let home = try KuchiBinary.Home()
        let path = home.root + "/nature.csv"
        try ("word,reading,meanings\n山,やま,mountain\n川,かわ,river\n空,そら,sky\n海,うみ,sea\n森,もり,forest\n")
            .write(toFile: path, atomically: true, encoding: .utf8)
        #expect(try KuchiBinary.run(["import", "--deck", "nature", path], home: home).status == 0)
        return home
    }

    @Test func theTerminalCountsEveryWrongTryAndSaysWhenTheSessionMayEndFirst() throws {
        let home = try home()
        let arguments = ["--json", "--name", "Ann", "--mode", "meaning", "--deck", "nature", "--seed", "4", "--questions", "2"]
        let client = try JSONLinesClient(arguments, home: home)
        // The first word: two wrong tries, then right. Two right answers are still needed: it comes back.
        let first = try #require(try client.nextChallenge()["word"] as? String)
        for wrong in ["zzz", "yyy"] {
            try client.send(["answer": wrong])
            _ = try client.next(of: "outcome")
        }
        try client.send(["answer": try #require(Self.meanings[first])])
        let corrected = try client.next(of: "outcome")
        #expect(corrected["result"] as? String == "corrected")
        #expect(corrected["wrong_tries"] as? Int == 2)
        #expect(corrected["comes_back"] as? Bool == true)
        // Every word right from here: the missed word is asked before the session ends.
        var asked: [String] = []
        while true {
            let challenge = try client.next(of: "challenge")
            let word = try #require(challenge["word"] as? String)
            asked.append(word)
            try client.send(["answer": try #require(Self.meanings[word])])
            if (try client.next(of: "outcome")["score"] as? [String: Any])?["correct"] as? Int == 2 { break }
        }
        #expect(asked.contains(first), "“it comes back later” was kept: \(asked)")
        #expect(try client.finish() == 0)

        // A miss at a one-question session's only question may not come back: the line says so. (A deck of one
        // word, so the question is known.)
        let one = home.root + "/one.csv"
        try "word,reading,meanings\n山,やま,mountain\n".write(toFile: one, atomically: true, encoding: .utf8)
        #expect(try KuchiBinary.run(["import", "--deck", "one", one], home: home).status == 0)
        let run = try KuchiBinary.run(["--name", "Ann", "--mode", "meaning", "--deck", "one", "--questions", "1"],
                                      input: "zzz\nyyy\nmountain\nmountain\n", home: home)
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdout.contains("Missed 2 times, so not scored; kuchi review brings it back (this session may end first)."),
                "\(run.stdout)")
        #expect(!run.stdout.contains("Missed once"))
    }
}
