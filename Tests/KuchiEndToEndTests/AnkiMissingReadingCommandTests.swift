import Foundation
import Testing

/// An Anki note of a kanji word without a reading, which the bank reads several ways: the refusal names the bank's
/// readings, as a word list's row does, so the learner sees which to write in Anki (walk-through 34: it said only
/// "missing reading" while the bank held 魚 as さかな and うお).
@Suite("An Anki note without a reading the bank has several of", .enabled(if: HostileAnkiPackages.isAvailable, "needs python3 and zstd"))
struct AnkiMissingReadingCommandTests {
    @Test func theRefusalNamesTheReadingsTheBankHas() throws {
        let home = try KuchiBinary.Home()
        let folder = try HostileAnkiPackages.build(["fish-without-reading"], for: home)
        let run = try KuchiBinary.run(["import", "\(folder)/fish-without-reading.apkg"], home: home)
        #expect(run.status == 65, "\(run.stdout)\(run.stderr)")
        #expect(run.stderr.contains("(nid:1767225600001 in Anki's browser): missing reading for “魚” (give it a reading in Anki: a Reading "
                                    + "field, or furigana such as 魚[よみ]; or name the field with --columns reading=FIELD); the bank has it "
                                    + "with several: さかな, うお\n"), "\(run.stderr)")
        #expect(!FileManager.default.fileExists(atPath: home.database), "a refused first import makes no bank")
    }
}
