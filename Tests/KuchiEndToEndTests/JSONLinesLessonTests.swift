import Foundation
import Testing

/// `kuchi review --json` teaching new words: `lesson` events, `known`, and `undo`, every event checked
/// against docs/protocol.schema.json.
@Suite("Lessons through the JSON Lines front end", .timeLimit(.minutes(3)))
struct JSONLinesLessonTests {
    @Test func newWordsComeAsLessonsTheirQuizLaterAndKnownGradesEasy() throws {
        let home = try KuchiBinary.Home()
        let requests = ["", #"{"command": "known"}"#, #"{"answer": ""}"#, "not it", #"{"command": "undo"}"#, "day after tomorrow"]
        let run = try KuchiBinary.run(["review", "--json", "--name", "Ann", "--questions", "2", "--new-words", "3", "--seed", "1"],
                                      input: requests.joined(separator: "\n") + "\n", home: home,
                                      environment: ["KUCHI_NOW": "2026-11-23T09:00:00+09:00"])
        #expect(run.status == 0, "\(run.stderr)")
        let lines = run.stdout.split(separator: "\n").map(String.init)
        let events = try lines.map { try #require(try JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any]) }
        let types = events.compactMap { $0["type"] as? String }
        #expect(types == ["session", "lesson", "lesson", "graded", "lesson", "challenge", "outcome", "undone", "challenge",
                          "outcome", "summary"])
        let lessons = events.filter { $0["type"] as? String == "lesson" }
        #expect(lessons.map { $0["word"] as? String } == ["あさって", "あそこ", "あちら"])
        #expect(lessons[0]["romaji"] as? String == "asatte" && lessons[0]["meanings"] as? [String] == ["day after tomorrow"])
        #expect(lessons[0]["example"] is NSNull, "the bundled words have no example sentence")
        #expect(events[3]["word"] as? String == "あそこ" && events[3]["rating"] as? String == "easy")
        // The first word taught is quizzed after the others, once nothing else is left.
        #expect(events[5]["word"] as? String == "あさって" && events[5]["kind"] as? String == "choice")
        #expect(events[7]["word"] as? String == "あさって" && events[7]["given"] as? String == "not it")
        #expect((events[7]["score"] as? [String: Any])?["wrong"] as? Int == 0)
        #expect(events[8]["word"] as? String == "あさって", "the challenge is asked again")
        #expect(events.last?["status"] as? String == "completed" && events.last?["correct"] as? Int == 2)
        try SchemaCheck.validate(lines)
        if SQLiteShell.isAvailable {
            #expect(try SQLiteShell.query(home.database, "SELECT given, is_correct, rating FROM answer ORDER BY id")
                    == ":known|1|4\nday after tomorrow|1|3")
        }
    }
}
