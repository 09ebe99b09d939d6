import Testing
import KuchiCore

@Suite("Learner names")
struct ProfileTests {
    @Test func namesNeedTwoCharactersOrOneKanjiOrKana() {
        #expect(Profile.validatedName("A") == .failure(.tooShort))
        #expect(Profile.validatedName("  A  ") == .failure(.tooShort))
        #expect(Profile.validatedName("   ") == .failure(.tooShort))
        #expect(Profile.validatedName("7") == .failure(.tooShort))
        #expect(Profile.validatedName("栞") == .success("栞"))
        #expect(Profile.validatedName(" 光 ") == .success("光"))
        #expect(Profile.validatedName("ゆ") == .success("ゆ"))
        #expect(Profile.validatedName("ー") == .failure(.tooShort), "the long-vowel mark is one key, no name")
        #expect(Profile.validatedName("・") == .failure(.tooShort))
        #expect(Profile.validatedName("Li") == .success("Li"))
        #expect(Profile.validatedName("翔太") == .success("翔太"))
        #expect(Profile.validatedName("Ann") == .success("Ann"))
        #expect(Profile.validatedName("  Mary   Jane ") == .success("Mary Jane"))
        #expect(Profile.validatedName("花子さん") == .success("花子さん"))
    }

    @Test func namesWithControlCharactersAreRefused() {
        #expect(Profile.validatedName("Ann\u{1B}[2J") == .failure(.controlCharacters))
        #expect(Profile.validatedName("Ann\u{202E}") == .failure(.controlCharacters))
    }
}
