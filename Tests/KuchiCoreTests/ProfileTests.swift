import Testing
import KuchiCore

@Suite("Learner names")
struct ProfileTests {
    @Test func namesNeedThreeCharacters() {
        #expect(Profile.validatedName("Al") == .failure(.tooShort))
        #expect(Profile.validatedName("  Al  ") == .failure(.tooShort))
        #expect(Profile.validatedName("Ann") == .success("Ann"))
        #expect(Profile.validatedName("  Mary   Jane ") == .success("Mary Jane"))
        #expect(Profile.validatedName("花子さん") == .success("花子さん"))
    }

    @Test func namesWithControlCharactersAreRefused() {
        #expect(Profile.validatedName("Ann\u{1B}[2J") == .failure(.controlCharacters))
        #expect(Profile.validatedName("Ann\u{202E}") == .failure(.controlCharacters))
    }
}
