import Foundation
import Testing

/// A new learner's first review in JSON Lines, with two new words, under `environment`: the internal options' runs.
private func firstReview(_ environment: [String: String]) throws -> KuchiBinary.Run {
    let home = try KuchiBinary.Home()
    return try KuchiBinary.run(["review", "--json", "--name", "Ann", "--new-words", "2", "--seed", "1"],
                               input: "", home: home, environment: environment)
}

/// `KUCHI_LESSONS`, an internal option for simulations: 0 quizzes a new word at once, without a lesson.
@Suite("KUCHI_LESSONS through the binary")
struct LessonsOptionTests {
    private func firstEvents(_ environment: [String: String]) throws -> KuchiBinary.Run { try firstReview(environment) }

    @Test func zeroQuizzesNewWordsWithoutALessonAndOneTeachesThem() throws {
        let off = try firstEvents(["KUCHI_LESSONS": "0"])
        #expect(off.status == 0, "\(off.stderr)")
        #expect(!off.stdout.contains(#""type":"lesson""#) && off.stdout.contains(#""type":"challenge""#))
        let on = try firstEvents(["KUCHI_LESSONS": "1"])
        #expect(on.stdout.contains(#""type":"lesson""#))
    }

    @Test func anyOtherValueExits64NamingIt() throws {
        let bad = try firstEvents(["KUCHI_LESSONS": "no"])
        #expect(bad.status == 64)
        #expect(bad.stderr.contains("KUCHI_LESSONS: expected 0 or 1"))
    }
}

/// `KUCHI_LEARNING_STEPS` and `KUCHI_QUIZ_GAP`, internal options for comparing schedules in simulations.
@Suite("KUCHI_LEARNING_STEPS and KUCHI_QUIZ_GAP through the binary")
struct ComparisonSwitchOptionTests {
    private func run(_ environment: [String: String]) throws -> KuchiBinary.Run { try firstReview(environment) }

    @Test func wellFormedValuesStartTheReview() throws {
        let ok = try run(["KUCHI_LEARNING_STEPS": "1,10", "KUCHI_QUIZ_GAP": "step"])
        #expect(ok.status == 0, "\(ok.stderr)")
        #expect(ok.stdout.contains(#""type":"lesson""#))
    }

    @Test func anythingElseExits64NamingTheVariable() throws {
        for (name, value, message) in [("KUCHI_LEARNING_STEPS", "0", "expected minutes above 0"),
                                       ("KUCHI_LEARNING_STEPS", "1,,10", "expected minutes above 0"),
                                       // Walk-through 29, D7: a due date past any clock was written, and the bank then called damaged.
                                       ("KUCHI_LEARNING_STEPS", "99999999999999999", "expected minutes above 0 and at most 525600"),
                                       ("KUCHI_LEARNING_STEPS", "1e308", "expected minutes above 0 and at most 525600"),
                                       ("KUCHI_QUIZ_GAP", "-1", "expected a count of items")] {
            let bad = try run([name: value])
            #expect(bad.status == 64, "\(name)=\(value)")
            #expect(bad.stderr.contains("\(name): \(message)"), "\(bad.stderr)")
        }
    }
}
