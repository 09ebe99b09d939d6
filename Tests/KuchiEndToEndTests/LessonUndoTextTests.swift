import Foundation
import Testing

/// `:undo` right after a lesson, in the terminal front end: it names what it took back.
@Suite("Undoing a lesson through the binary", .timeLimit(.minutes(20)))
struct LessonUndoTextTests {
    @Test func undoAfterALessonSaysTheLessonWasTakenBackAndShowsItAgain() throws {
        let home = try KuchiBinary.Home()
        let run = try KuchiBinary.run(["review", "--name", "Ann", "--new-words", "3", "--seed", "1"],
                                      input: "\n:undo\n:quit\n", home: home)
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdout.contains("↶ Took back the lesson of する."), "\(run.stdout)")
        #expect(!run.stdout.contains("“”"), "no empty quotes for a lesson: \(run.stdout)")
        #expect(run.stdout.components(separatedBy: "  する  (suru)").count == 3, "the lesson is shown again: \(run.stdout)")
    }
}
