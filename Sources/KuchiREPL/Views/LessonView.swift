import KuchiCore
import KuchiTerminal

/// A new word taught before its first quiz: the word whole, with an example where the bank has one.
public struct LessonView {
    /// The lesson to show.
    public var lesson: Lesson

    /// A view of `lesson`.
    public init(lesson: Lesson) {
        self.lesson = lesson
    }

    /// The text to print.
    public func render(style: TextStyle) -> String {
        let word = lesson.word
        var heading = style.emphasis(word.text.shownWord)
        if word.hasDistinctWrittenForm { heading += "  " + word.reading.shownWord }
        heading += "  " + style.muted("(" + word.pronunciation.shownWord + ")")
        var lines = [style.muted("New word"), "  " + heading,
                     "  “" + String.shownMeanings(word.promptedMeanings) + "”"]
        if let kanji = Kanji.line(lesson.kanji) {
            lines.append("  漢 " + SafeText.singleLine(kanji))
        }
        if let example = lesson.example {
            lines.append("  " + ExampleText.line(ShownExample(example, of: word), style: style))
        }
        lines.append("  Press Enter to go on: it is asked a little later. Know it already? Type :known.")
        return lines.joined(separator: "\n") + "\n"
    }
}
