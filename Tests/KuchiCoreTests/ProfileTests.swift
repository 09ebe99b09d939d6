import Testing
import KuchiCore

@Suite("Learner names")
struct ProfileTests {
    @Test func namesNeedThreeCharacters() {
        #expect(Profile.validatedName("A") == .failure(.tooShort))
        #expect(Profile.validatedName("  A  ") == .failure(.tooShort))
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
