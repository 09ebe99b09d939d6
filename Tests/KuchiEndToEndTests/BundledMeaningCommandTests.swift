import Foundation
import Testing

/// The bundled words' meanings as `kuchi words` shows them: each word's own gloss (人気 にんき "popularity",
/// never 人気 ひとけ's "sign of life") and no part-of-speech tag (ありがとう "Thank you").
@Suite("Bundled meanings through the binary")
struct BundledMeaningCommandTests {
    @Test func aBundledWordShowsItsOwnMeaningWithoutTags() throws {
        let home = try KuchiBinary.Home()
        #expect(try KuchiBinary.run(["--name", "Ann"], input: ":quit\n", home: home).status == 0)
        let popular = try KuchiBinary.run(["words", "ninki"], home: home)
        #expect(popular.status == 0, "\(popular.stderr)")
        #expect(popular.stdout.contains("人気\tにんき\tninki\tpopularity; "), "\(popular.stdout)")
        #expect(!popular.stdout.contains("sign of life"))
        let thanks = try KuchiBinary.run(["words", "arigatou"], home: home)
        #expect(thanks.stdout.contains("ありがとう\tありがとう\tarigatou\tThank you\tjlpt-n3"), "\(thanks.stdout)")
        #expect(!thanks.stdout.contains("(conj"))
    }
}
