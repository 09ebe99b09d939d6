import Foundation
import Testing
@testable import KuchiSimulation

/// The driver against a scripted stand-in for `kuchi … --json`: a shell script that writes events and
/// logs every line it reads, so both protocols of a miss (the challenge stays, or the session moves on)
/// are checked whatever the current build does.
@Suite("Binary driver: one JSON Lines session")
struct BinarySessionTests {
    let bank = try? BankWords(jsonLines: """
        {"id":1,"word":"猫","reading":"ねこ","meanings":"cat"}
        {"id":2,"word":"犬","reading":"いぬ","meanings":"dog; hound"}
        """)
    let start = Date(timeIntervalSince1970: 1_767_603_600)

    static let session = #"{"type":"session","learner":"s","mode":"choice","scheduler":"srs","choices_per_challenge":2,"target":2,"already_correct":0,"short_of_words":false}"#
    static func challenge(_ word: String, _ reading: String, _ choices: [String]) -> String {
        let list = choices.enumerated().map { #"{"number":\#($0.offset + 1),"text":"\#($0.element)"}"# }.joined(separator: ",")
        return #"{"type":"challenge","number":1,"of":2,"kind":"choice","word":"\#(word)","reading":"\#(reading)","romaji":null,"meanings":null,"choices":[\#(list)]}"#
    }
    static func outcome(_ result: String, expected: String) -> String {
        #"{"type":"outcome","result":"\#(result)","judgement":"wrong","given":"x","expected":"\#(expected)","accepted":["\#(expected)"],"kana":null,"synonym":null,"score":{"correct":0,"target":2,"wrong":1}}"#
    }
    static let score = #"{"type":"score","correct":0,"target":2,"wrong":1}"#
    static let summary = #"{"type":"summary","status":"completed","correct":0,"target":2,"wrong":2,"skipped":0,"accuracy":0,"duration_ms":0}"#

    /// Plays `steps` (`out` writes an event, `read` logs a line read) with a learner who has seen nothing.
    func play(_ steps: [(out: String?, read: Bool)], budget: Int = 10) throws -> (DayStudy, [String], any Learner) {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("kuchi-sim-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let log = folder + "/read.log"
        var script = "#!/bin/sh\n"
        for step in steps {
            if let out = step.out { script += "printf '%s\\n' '\(out)'\n" }
            if step.read { script += "IFS= read -r line; printf '%s\\n' \"$line\" >> \(log)\n" }
        }
        // Run by the shell, not exec'd: a file just written can be busy (ETXTBSY) while other tests fork.
        try script.write(toFile: folder + "/kuchi.sh", atomically: true, encoding: .utf8)
        let process = try JSONLinesProcess(executable: "/bin/sh", arguments: [folder + "/kuchi.sh"], environment: [:],
                                           errorPath: folder + "/err")
        var learner: any Learner = SimulatedLearner(wordIDs: [1, 2], seed: 1)
        var session = BinarySession(process: process, bank: try #require(bank), budget: budget, start: start, secondsPerAnswer: 20)
        let day = try session.play(learner: &learner)
        #expect(process.finish().status == 0)
        let lines = ((try? String(contentsOfFile: log, encoding: .utf8)) ?? "").split(separator: "\n", omittingEmptySubsequences: false)
        return (day, lines.dropLast().map(String.init), learner)
    }

    @Test("a miss whose challenge stays: the learner retypes the right answer, one more line")
    func missStays() throws {
        let (day, read, _) = try play([
            (Self.session, false), (Self.challenge("猫", "ねこ", ["dog", "cat"]), true),
            (Self.outcome("wrong", expected: "cat"), true), (Self.score, true),
            (Self.outcome("corrected", expected: "cat"), false), (Self.summary, false),
        ])
        #expect(read == ["1", #"{"command": "score"}"#, "cat"])
        #expect(day.answers == 2 && day.exposures == 1 && day.sessions == 1)
    }

    @Test("a miss that moves on: no retyping, the probe's score is skipped later")
    func missMovesOn() throws {
        let (day, read, _) = try play([
            (Self.session, false), (Self.challenge("猫", "ねこ", ["dog", "cat"]), true),
            (Self.outcome("wrong", expected: "cat"), false), (Self.challenge("犬", "いぬ", ["hound", "cat"]), true),
            (Self.score, true), (Self.outcome("wrong", expected: "dog"), false), (Self.summary, true),
        ])
        #expect(read == ["1", #"{"command": "score"}"#, "2", #"{"command": "score"}"#])
        #expect(day.answers == 2 && day.exposures == 2)
    }

    @Test("a lesson is an exposure and costs a line; the budget spent ends the session with quit")
    func lessonAndBudget() throws {
        let lesson = #"{"type":"lesson","word":"猫","reading":"ねこ","romaji":"neko","meanings":["cat"],"example":null}"#
        let (day, read, learner) = try play([
            (Self.session, false), (lesson, true), (Self.challenge("犬", "いぬ", ["dog", "cat"]), true), (Self.summary, false),
        ], budget: 1)
        #expect(read == ["", #"{"command": "quit"}"#])
        #expect(day.answers == 1 && day.exposures == 1)
        #expect(learner.wordsSeen == 1 && learner.retrievability(of: 1, at: start) == 1)
    }

    @Test("nothing to review: a notice and no session")
    func nothingDue() throws {
        let (day, read, _) = try play([(#"{"type":"notice","message":"Nothing to review now."}"#, false)])
        #expect(read.isEmpty && day == DayStudy())
    }
}
