import Foundation
import Testing
import KuchiCore
import KuchiData

/// Judging round 35 (issue 19): a verb with its object, taken when the word's own meanings, glosses or key answers name
/// the object and the phrase is no English idiom of ``BundledVerbIdioms`` (docs/decisions.md).
@Suite("Shapes of round 35") struct Round35ShapeTests {
    /// The verb with an object the word's own data names, in another number, with another article or possessive, or as
    /// a gerund; an idiom of the list that is itself the word's key answer (買う "buy food").
    @Test(arguments: [
        ("読む", "よむ", "to read newspapers"), ("読む", "よむ", "reading letters"), ("書く", "かく", "to write letters"),
        ("買う", "かう", "buying tickets"), ("乾かす", "かわかす", "to dry my clothes"), ("叩く", "たたく", "clapping my hands"),
        ("買う", "かう", "buying food"),
    ])
    func aVerbWithAnObjectItsWordNamesIsRight(word: String, reading: String, answer: String) throws {
        #expect(try BundledJudge.accepts(answer, text: word, reading: reading), "\(word) ← \(answer)")
    }

    /// An idiom of the list built on a noun the word's own data names (零す "to spill the beans", 取る "to pass water"), said
    /// with another article or as a gerund; a competing meaning (引く "to pull a knife" is drawing a weapon, 飲む "to drink a
    /// toast" honouring someone, 押す "to push my buttons" provoking); the intransitive partner; a note's subject read as
    /// the object (食う's "to sting (as insects do)" names no insects to sting).
    @Test(arguments: [
        ("零す", "こぼす", "to spill the beans"), ("零す", "こぼす", "to spill beans"), ("取る", "とる", "passing water"),
        ("引っ張る", "ひっぱる", "to pull strings"), ("締める", "しめる", "to tighten one's belt"), ("締める", "しめる", "to tighten my belt"),
        ("履く", "はく", "to wear the trousers"), ("割る", "わる", "to break water"), ("押す", "おす", "to push my buttons"),
        ("引く", "ひく", "to pull a knife"), ("飲む", "のむ", "to drink a toast"), ("叩く", "たたく", "to beat the rap"),
        ("開く", "あく", "to open the drawer"), ("食う", "くう", "to sting insects"),
    ])
    func anIdiomOrACompetingMeaningIsWrong(word: String, reading: String, answer: String) throws {
        #expect(try !BundledJudge.accepts(answer, text: word, reading: reading), "\(word) ← \(answer)")
    }

    /// The bundled list is what `scripts/update-verb-idioms.py` writes from WordNet 3.0 today (when WordNet is installed).
    @Test(.enabled(if: FileManager.default.isReadableFile(atPath: "/usr/share/wordnet/index.verb"),
                   "WordNet 3.0 is not installed (apt-get install wordnet-base): the idiom list's source cannot be read"))
    func theIdiomListIsTheScriptsOutput() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("kuchi-idioms-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let output = folder.appendingPathComponent("BundledVerbIdioms.swift")
        let script = Process()
        script.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        script.arguments = ["python3", root.appendingPathComponent("scripts/update-verb-idioms.py").path, "/usr/share/wordnet", output.path]
        script.standardOutput = FileHandle.nullDevice
        try script.run()
        script.waitUntilExit()
        #expect(script.terminationStatus == 0)
        let made = try String(contentsOf: output, encoding: .utf8)
        let bundled = try String(contentsOf: root.appendingPathComponent("Data/BundledVerbIdioms.swift"), encoding: .utf8)
        #expect(made == bundled, "run scripts/update-verb-idioms")
        #expect(bundled.contains(BundledVerbIdioms.text.description), "the compiled list is the file's")
        #expect(BundledVerbIdioms.text.description.contains("spill beans\tspill the beans\n"))
    }
}
