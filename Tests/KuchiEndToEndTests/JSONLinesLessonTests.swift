import Foundation
import Testing

/// `kuchi review --json` teaching new words: `lesson` events, `known`, and `undo`, every event checked
/// against docs/protocol.schema.json.
@Suite("Lessons through the JSON Lines front end", .timeLimit(.minutes(20)))
struct JSONLinesLessonTests {
    @Test func newWordsComeAsLessonsTheirQuizLaterAndKnownGradesEasy() throws {
        let home = try KuchiBinary.Home()
        let requests = ["", #"{"command": "known"}"#, #"{"answer": ""}"#, "not it", #"{"command": "undo"}"#, "to do"]
        let run = try KuchiBinary.run(["review", "--json", "--name", "Ann", "--new-words", "3", "--seed", "1"],
                                      input: requests.joined(separator: "\n") + "\n", home: home,
                                      environment: ["KUCHI_NOW": "2026-11-23T09:00:00+09:00"])
        #expect(run.status == 0, "\(run.stderr)")
        // Less the notice of the new bank's scope (kept in the config file), before the session.
        let lines = run.stdout.split(separator: "\n").map(String.init).filter { !$0.hasPrefix(#"{"type":"notice","message":"New word bank"#) }
        let events = try lines.map { try #require(try JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any]) }
        let types = events.compactMap { $0["type"] as? String }
        #expect(types == ["session", "lesson", "lesson", "graded", "lesson", "challenge", "outcome", "challenge", "undone",
                          "challenge", "outcome", "challenge", "summary"])
        // New words in their order of use: the most frequent N5 words first.
        let lessons = events.filter { $0["type"] as? String == "lesson" }
        #expect(lessons.map { $0["word"] as? String } == ["する", "ある", "人"])
        #expect(lessons[0]["romaji"] as? String == "suru" && lessons[0]["meanings"] as? [String] == ["to do"])
        let example = try #require(lessons[0]["example"] as? [String: Any], "the bundled words have Tatoeba's sentences")
        #expect(example["japanese"] as? String == "頭痛がする。" && example["parts"] as? [String] == ["頭痛が", "する", "。"])
        #expect((lessons[0]["kanji"] as? [Any])?.isEmpty == true, "する has no kanji")
        let person = try #require((lessons[2]["kanji"] as? [[String: Any]])?.first)
        #expect(person["character"] as? String == "人" && person["strokes"] as? Int == 2 && person["jlpt"] as? String == "N5")
        #expect((person["on"] as? [String])?.contains("ジン") == true && (person["meanings"] as? [String])?.first == "person")
        #expect(events[3]["word"] as? String == "ある" && events[3]["rating"] as? String == "easy")
        // The first word taught is quizzed three items later.
        #expect(events[5]["word"] as? String == "する" && events[5]["kind"] as? String == "choice")
        // A review's miss moves on; undo takes it back and asks the word again.
        #expect(events[6]["result"] as? String == "missed" && events[7]["word"] as? String == "人")
        #expect(events[8]["word"] as? String == "する" && events[8]["given"] as? String == "not it")
        #expect((events[8]["score"] as? [String: Any])?["wrong"] as? Int == 0)
        #expect(events[9]["word"] as? String == "する", "the challenge is asked again")
        #expect(events[10]["result"] as? String == "correct")
        #expect(events.last?["status"] as? String == "ended_early" && events.last?["correct"] as? Int == 2)
        try SchemaCheck.validate(lines)
        if SQLiteShell.isAvailable {
            #expect(try SQLiteShell.query(home.database, "SELECT given, is_correct, rating FROM answer ORDER BY id")
                    == "|1|1\n:known|1|4\n|1|1\nto do|1|3", "each lesson left with Enter is its card's first exposure, Again")
        }
    }

    @Test func aFlashcardGradeTakenBackShowsTheCardRevealedAgainAsTheSchemaSays() throws {
        let home = try KuchiBinary.Home()
        let run = try KuchiBinary.run(["--json", "--mode", "flashcard", "--name", "Ann", "--seed", "1"],
                                      input: "\n3\n:undo\n", home: home)
        #expect(run.status == 0, "\(run.stderr)")
        let lines = run.stdout.split(separator: "\n").map(String.init)
        let events = try lines.map { try #require(try JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any]) }
        let types = events.compactMap { $0["type"] as? String }
        let undone = try #require(types.firstIndex(of: "undone"), "\(types)")
        #expect(types[(undone + 1)...].prefix(2) == ["challenge", "revealed"], "back at the grading of the same card: \(types)")
        #expect(events.filter { $0["type"] as? String == "revealed" }.allSatisfy { $0.keys.contains("audio") })
        try SchemaCheck.validate(lines)
    }
}
