import Foundation
import KuchiCore
import KuchiStore
import KuchiTransfer
import Testing

/// Text from the database is data, never markup or terminal control, in every format.
@Suite("Progress report escaping")
struct ReportEscapingTests {
    static let script = "<script>alert(1)</script>"
    static let evilText = "<script>alert(1)</script>\"x\" & 'y'"
    static let evilMeaning = "a | b *c* [d](e) \u{1B}[2J\u{07}\u{202E}evil\u{2066}\u{85}\u{7F}"
    static let evilGiven = "</td><script>alert(\"given\")</script>&amp;|"

    /// A learner who keeps missing a word whose every text field is hostile.
    private func evilReport() throws -> ProgressReport {
        let history = try ReportHistory(words: [
            WordEntry(text: Self.evilText, reading: "'q' & \"r\"", meanings: [Self.evilMeaning], level: Self.evilText,
                      deck: "deck <&> \"'"),
        ])
        let learner = try history.learner("Eve & <b>Co</b>")
        try history.session(learner, start: "2026-03-05 03:00:00", end: "2026-03-05 03:05:00", [
            .wrong(1, Self.evilGiven, at: "2026-03-05 03:01:00"), .wrong(1, Self.evilGiven, at: "2026-03-05 03:02:00"),
            .right(1, at: "2026-03-05 03:03:00"),
        ])
        return try history.report()
    }

    private func containsTerminalControl(_ text: String) -> Bool {
        text.unicodeScalars.contains { ReportText.isTerminalControl($0) }
    }

    @Test func htmlAndSVGEscapeEveryDatabaseString() throws {
        let html = HTMLReport.render(try evilReport())
        #expect(!html.contains("<script"))
        #expect(!html.contains("<b>"))
        #expect(html.contains("&lt;script&gt;alert(1)&lt;/script&gt;&quot;x&quot; &amp; &#39;y&#39;"))
        #expect(html.contains("&lt;/td&gt;&lt;script&gt;alert(&quot;given&quot;)&lt;/script&gt;&amp;amp;|"))
        #expect(!containsTerminalControl(html))
        // The level chart labels the hostile level name: escaped inside the SVG too.
        let svgs = html.components(separatedBy: "<svg").dropFirst().map { $0.components(separatedBy: "</svg>")[0] }
        #expect(svgs.count == 3)
        #expect(svgs.contains { $0.contains("&lt;script&gt;alert(1)&lt;/script&gt;&quot;x&quot; &amp; &#39;y&#39;") })
        #expect(svgs.allSatisfy { !$0.contains("<script") })
        // Parsed as XML, the hostile strings come back as text, exactly, and never as elements.
        let document = try #require(ReportXML.parse(html))
        #expect(!document.elements.contains("script"))
        #expect(!document.elements.contains("b"))
        #expect(document.text.contains(Self.evilText))
        #expect(document.text.contains(Self.evilGiven))
        #expect(document.text.contains("Eve & <b>Co</b>"))
    }

    /// Walk-through 31 (D14): a meaning with two spaces ("a  b") showed as "a b", a browser folding the run. Each space
    /// after a space is `&#160;`, and the text around it is escaped as before.
    @Test func htmlKeepsARunOfSpacesInACell() throws {
        let history = try ReportHistory(words: [
            WordEntry(text: "猫", reading: "ねこ", meanings: ["<i>  cat &   co"], level: "N5", deck: "jlpt"),
        ])
        let learner = try history.learner("Ann")
        try history.session(learner, start: "2026-03-05 03:00:00", end: "2026-03-05 03:05:00", [
            .wrong(1, "dog  x", at: "2026-03-05 03:01:00"), .wrong(1, "dog  x", at: "2026-03-05 03:02:00"),
            .right(1, at: "2026-03-05 03:03:00"),
        ])
        let html = HTMLReport.render(try history.report())
        #expect(html.contains("<td>&lt;i&gt; &#160;cat &amp; &#160;&#160;co</td>"), "\(html)")
        #expect(html.contains("<q>dog &#160;x</q>"), "\(html)")
        let document = try #require(ReportXML.parse(html))
        #expect(document.text.contains("<i> \u{A0}cat & \u{A0}\u{A0}co"))
    }

    @Test func markdownEscapesMarkupAndDropsTerminalControls() throws {
        let markdown = MarkdownReport.render(try evilReport())
        #expect(!containsTerminalControl(markdown))
        // No tag can open: every "<" before a letter or "/" is escaped.
        #expect(markdown.range(of: #"(^|[^\\])<[A-Za-z/]"#, options: .regularExpression) == nil)
        #expect(markdown.contains(#"\<script>alert(1)\</script>"x" & 'y'"#))
        #expect(markdown.contains(#"a \| b \*c\* [d\](e) [2Jevil"#))
        #expect(markdown.contains("# Kuchi progress report: Eve & \\<b>Co\\</b>"))
        // Each table row keeps its columns: only the table's own pipes are unescaped.
        let missedRow = try #require(markdown.split(separator: "\n").first { $0.hasPrefix("| ") && $0.contains("×2") })
        var unescapedPipes = 0
        var previous: Character = " "
        for character in missedRow {
            if character == "|", previous != "\\" { unescapedPipes += 1 }
            previous = character
        }
        #expect(unescapedPipes == 6)
    }

    @Test func jsonKeepsTheTextExactButPrintsControlsAsEscapes() throws {
        let text = JSONReport.render(try evilReport())
        #expect(!containsTerminalControl(text))
        #expect(text.contains(#"\u001b[2J\u0007\u202eevil\u2066\u0085\u007f"#))
        let json = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
        let missed = try #require((json["most_missed"] as? [[String: Any]])?.first)
        let word = try #require(missed["word"] as? [String: Any])
        #expect(word["text"] as? String == Self.evilText)
        #expect(word["meaning"] as? String == Self.evilMeaning)
        #expect((missed["confusions"] as? [[String: Any]])?.first?["given"] as? String == Self.evilGiven)
    }

    @Test func theEscapingFunctions() {
        #expect(ReportText.xml(Self.script + "\"'&") == "&lt;script&gt;alert(1)&lt;/script&gt;&quot;&#39;&amp;")
        #expect(ReportText.xml("a\u{0}b\u{1B}c\u{FFFF}d\n") == "abcd\n")
        #expect(ReportText.terminalSafe("ok\t\n\u{1B}[2J\u{9B}\u{202D}x") == "ok\t\n[2Jx")
        #expect(ReportText.markdown("a|b\nc") == "a\\|b c")
        #expect(JSONString.literal("\"\\\u{1B}") == #""\"\\\u001b""#)
    }
}
