import Foundation
import Testing

@Suite("Every JLPT level built in, kuchi kanji and kuchi about", .timeLimit(.minutes(20)))
struct BundledLevelsCommandTests {
    @Test func aNewLearnerHasEveryLevelButStartsScopedToN5() throws {
        let home = try KuchiBinary.Home()
        let first = try KuchiBinary.run(["--name", "Ann", "--seed", "3"], input: "1\n2\n3\n:quit\n", home: home)
        #expect(first.status == 0, "\(first.stderr)")
        #expect(first.stdout.contains("New word bank: practising the JLPT N5 words"))
        let config = try String(contentsOfFile: home.root + "/config/kuchi/config.toml", encoding: .utf8)
        #expect(config.contains(#"level = "N5""#))
        let decks = try KuchiBinary.run(["decks"], home: home)
        for deck in ["jlpt-n5    662 words", "jlpt-n4    632 words", "jlpt-n3", "jlpt-n2", "jlpt-n1"] {
            #expect(decks.stdout.contains(deck), "\(deck) in \(decks.stdout)")
        }
        #expect(decks.stdout.contains("N1  3,"), "the levels with their counts")
        if SQLiteShell.isAvailable {
            #expect(try SQLiteShell.query(home.database, "SELECT DISTINCT w.level FROM answer a JOIN word w ON w.id = a.word_id") == "N5")
            #expect(Int(try SQLiteShell.query(home.database, "SELECT count(*) FROM word")) ?? 0 > 8_150)
        }
        // The next session keeps the scope without a notice; the learner widens it for one session.
        let next = try KuchiBinary.run(["--name", "Ann", "--level", "N4"], input: ":set\n:quit\n", home: home)
        #expect(!next.stdout.contains("New word bank") && next.stdout.contains("level = N4"))
    }

    @Test func aScopeGivenOnTheFirstRunIsKeptAndNothingIsWritten() throws {
        let home = try KuchiBinary.Home()
        let run = try KuchiBinary.run(["--name", "Ann", "--level", "N3"], input: ":set\n:quit\n", home: home)
        #expect(run.status == 0 && run.stdout.contains("level = N3") && !run.stdout.contains("New word bank"))
        #expect(!FileManager.default.fileExists(atPath: home.root + "/config/kuchi/config.toml"))
    }

    @Test func kanjiShowsItsMeaningsReadingsStrokesLevelsAndTheWordsUsingIt() throws {
        let home = try KuchiBinary.Home()
        let before = try KuchiBinary.run(["kanji", "勉"], home: home)
        #expect(before.status == 0 && before.stdout.hasPrefix("勉  10 strokes, grade 3, kanji N4\n"))
        #expect(before.stdout.contains("on:       ベン") && before.stdout.contains("kun:      つと.める"))
        #expect(before.stdout.contains("No word bank yet"))
        #expect(try KuchiBinary.run(["--name", "Ann"], input: ":quit\n", home: home).status == 0)
        let after = try KuchiBinary.run(["kanji", "勉"], home: home)
        #expect(after.stdout.contains("meanings: exertion; endeavour"))
        #expect(after.stdout.contains("words:    3 in the word bank"))
        let lines = after.stdout.split(separator: "\n")
        #expect(lines.last?.hasPrefix("    勤勉") == true && lines.last?.hasSuffix("N1") == true, "easiest level first")
        let word = try KuchiBinary.run(["kanji", "勉強", "--limit", "1"], home: home)
        #expect(word.stdout.contains("強  11 strokes, grade 2, kanji N4") && word.stdout.contains("the first 1 (--limit 0 for all)"))
        let none = try KuchiBinary.run(["kanji", "abc"], home: home)
        #expect(none.status == 64 && none.stderr.contains("has no kanji that KANJIDIC knows"))
    }

    @Test func wordsShowsAKanjiLineUnderTheTableAndKanjiInJSON() throws {
        let home = try KuchiBinary.Home()
        #expect(try KuchiBinary.run(["--name", "Ann"], input: ":quit\n", home: home).status == 0)
        let table = try KuchiBinary.run(["words", "勉強", "--format", "table"], home: home)
        #expect(table.stdout.contains("\n漢 勉強  勉 exertion, endeavour (ベン, つと.める; 10 strokes, grade 3, kanji N4) · 強 strong"))
        let json = try KuchiBinary.run(["words", "勉強する", "--format", "jsonl"], home: home)
        let first = try #require(json.stdout.split(separator: "\n").first)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(first.utf8)) as? [String: Any])
        let kanji = try #require(object["kanji"] as? [[String: Any]])
        #expect(kanji.map { $0["character"] as? String } == ["勉", "強"])
        #expect(kanji.first?["strokes"] as? Int == 10 && kanji.first?["jlpt"] as? String == "N4")
    }

    @Test func aLessonShowsTheKanjiLineOfAWordWrittenWithKanji() throws {
        let home = try KuchiBinary.Home()
        let run = try KuchiBinary.run(["review", "--name", "Ann", "--new-words", "3"], input: "\n\n\n:quit\n", home: home)
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdout.contains("  人  ひと  (hito)\n  “person”\n  漢 人 person (ジン, ニン, ひと, -り; 2 strokes, grade 1, kanji N5)\n"))
        #expect(!run.stdout.contains("  “to do”\n  漢"), "no kanji line for する")
    }

    @Test func aboutNamesTheDataSourcesAndLicences() throws {
        let run = try KuchiBinary.run(["about"], home: try KuchiBinary.Home())
        #expect(run.status == 0)
        for source in ["JMdict", "EDRDG", "KANJIDIC", "JLPT", "WordNet 3.0", "CC BY-SA 4.0"] {
            #expect(run.stdout.contains(source), "\(source)")
        }
    }
}
