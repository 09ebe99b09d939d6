import Foundation
import Testing
import KuchiCore
@testable import KuchiStore
@testable import KuchiTransfer

/// At a word question (the learner types the Japanese), another headword of the word's EDICT2 line (鯖魚 of
/// `鯖;鯖魚 [さば;さばうお]`) is the word, as the bundled dictionary's other spellings are (終る for 終わる).
@Suite("EDICT2's other headwords at a word question")
struct EdictHeadwordAnswerTests {
    private func bank() throws -> KuchiDatabase {
        let database = try KuchiDatabase.inMemory()
        let folder = NSTemporaryDirectory() + "/kuchi-edict-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try "鯖;鯖魚 [さば;さばうお] /(n) mackerel/\n明白;明々白々(iK) [めいはく;めいめいはくはく] /(adj-na) obvious/(P)/\n鰯 [いわし] /(n) sardine/\n"
            .write(toFile: folder + "/edict", atomically: true, encoding: .utf8)
        var options = WordImporter.Options()
        options.format = .edict
        _ = try WordImporter(database: database, options: options).run([folder + "/edict"])
        return database
    }

    private func judged(_ line: String, for text: String, in database: KuchiDatabase) throws -> Judgement? {
        let id = try #require(try database.dbQueue.read { db in try Int64.fetchOne(db, sql: "SELECT id FROM word WHERE text = ?", arguments: [text]) })
        let word = try #require(try database.practice.word(id: id))
        guard case let .answer(verdict) = AnswerJudge.judge(line, for: Challenge(word: word, kind: .word, choices: [], correctIndex: 0))
        else { return nil }
        return verdict.judgement
    }

    @Test func anotherHeadwordOfTheLineIsTheWord() throws {
        let database = try bank()
        #expect(try judged("鯖魚", for: "鯖", in: database) == .exact, "as the dictionary's other spellings are (終る for 終わる)")
        #expect(try judged("明々白々", for: "明白", in: database) == .exact, "a headword's (iK) note is no part of it")
        #expect(try judged("鯖", for: "鯖", in: database) == .exact)
    }

    @Test func anotherLinesHeadwordStaysWrong() throws {
        let database = try bank()
        #expect(try judged("鰯", for: "鯖", in: database) == .wrong)
        #expect(try judged("鯖魚", for: "鰯", in: database) == .wrong)
    }
}
