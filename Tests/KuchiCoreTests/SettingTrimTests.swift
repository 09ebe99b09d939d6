import KuchiCore
import Testing

/// The one trim a setting's value gets, shared by `kuchi config set` and the scope a first import writes.
@Suite("A setting's value trimmed")
struct SettingTrimTests {
    @Test func spacesAndTheIdeographicSpaceAroundADeckNameGo() {
        #expect(Setting.trimmed("  Core 2k\t") == "Core 2k")
        #expect(Setting.trimmed("\u{3000}旅行\u{3000}") == "旅行")
    }

    @Test func aZeroWidthSpaceEndingADeckNameStaysSoTheSettingStillNamesThatDeck() {
        #expect(Setting.trimmed(" mine\u{200B} ") == "mine\u{200B}")
    }
}
