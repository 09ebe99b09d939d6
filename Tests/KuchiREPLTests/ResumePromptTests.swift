import KuchiREPL
import KuchiTerminal
import Testing

@Suite("The question to resume an interrupted session")
struct ResumePromptTests {
    /// Walk-through 36 (L): the review's question was 85 columns, so an 80-column terminal broke it inside `[Y/n]`.
    @Test func bothQuestionsFitInEightyColumnsWithTheirAnswerSpace() {
        let review = ResumePrompt.question(left: 0, review: true)
        let random = ResumePrompt.question(left: 100, review: false)
        #expect(review == "Resume it with the cards due now? (n starts a new session) [Y/n] ")
        #expect(random == "Resume it with the 100 questions left? (n starts a new session) [Y/n] ")
        // The prompt plus a typed answer and the cursor after it.
        #expect(DisplayWidth.columns(review) + 2 <= 80, "\(review)")
        #expect(DisplayWidth.columns(random) + 2 <= 80, "\(random)")
    }
}
