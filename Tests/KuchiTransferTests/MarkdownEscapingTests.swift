import KuchiCore
import KuchiStore
import KuchiTransfer
import Testing

/// Markdown escaping touches only what Markdown would read as markup where it stands.
@Suite("Markdown escaping in reports")
struct MarkdownEscapingTests {
    /// Words, meanings and answers that are plain text in Markdown: printed exactly as typed.
    static let ordinary = [
        "{{}}", "{x}", "Tom & Jerry", "a < b", "a > b", "snake_case", "C#", "Hi!", "(to) eat [formal]", "50% off",
        "a * b", "a ~ b", "1 + 1 = 2", "e-mail", "it's \"quoted\"", "#1 fan", "q&a", "<3", "x^2", "5 $ each",
        "お茶 (おちゃ)", "猫_犬", "a\\b", "AT&T", "[note]", "!important",
    ]

    @Test(arguments: ordinary)
    func ordinaryTextPrintsAsTyped(_ text: String) {
        #expect(ReportText.markdown(text) == text)
    }

    /// Text that would break the table or start formatting, and how it is defused.
    static let markup: KeyValuePairs<String, String> = [
        "a|b": #"a\|b"#, "*bold*": #"\*bold\*"#, "2*3*4": #"2\*3\*4"#, "_em_": #"\_em\_"#, "__init__": #"\_\_init\_\_"#,
        "~~gone~~": #"\~\~gone\~\~"#, "`code`": #"\`code\`"#, "[link](http://x)": #"[link\](http://x)"#,
        "![img](x.png)": #"![img\](x.png)"#, "[a][b]": #"[a\][b]"#, "<b>bold</b>": #"\<b>bold\</b>"#,
        "<!-- hi -->": #"\<!-- hi -->"#, "<http://x.y>": #"\<http://x.y>"#, "&amp;": #"\&amp;"#, "&#39;": #"\&#39;"#,
        "&#x1F600;": #"\&#x1F600;"#, "heading ##": "heading \\##", "#": "\\#", "$x^2$": #"\$x^2\$"#,
        #"\*"#: #"\\\*"#, #"a\"#: #"a\\"#, #"\{"#: #"\\{"#, "line\nbreak": "line break",
    ]

    @Test(arguments: markup.map { ($0.key, $0.value) })
    func markupIsDefused(_ text: String, _ escaped: String) {
        #expect(ReportText.markdown(text) == escaped)
    }

    @Test func aWordWithBracesShowsPlainInTheReportTable() throws {
        let history = try ReportHistory(words: [WordEntry(text: "{{}}", reading: "かっこ", meanings: ["Tom & Jerry!"], deck: "x")])
        let learner = try history.learner("Ann")
        try history.session(learner, start: "2026-03-05 03:00:00", end: "2026-03-05 03:05:00", [
            .wrong(1, "a < b", at: "2026-03-05 03:01:00"), .right(1, at: "2026-03-05 03:02:00"),
        ])
        let markdown = MarkdownReport.render(try history.report())
        #expect(markdown.contains("| {{}} (かっこ) | Tom & Jerry! | 1 | 50% | “a < b” ×1 |"))
        #expect(!markdown.contains("\\{"))
    }
}
