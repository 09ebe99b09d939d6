import Foundation
import KuchiSpawn
import Testing

@Suite("One self-contained binary")
struct StandaloneBinaryTests {
    @Test func aCopyOfKuchiAloneInAnotherFolderStillHasItsWordList() throws {
        let home = try KuchiBinary.Home()
        let folder = home.root + "/bin"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        try FileManager.default.copyItem(atPath: KuchiBinary.path, toPath: folder + "/kuchi")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder) == ["kuchi"])
        let process = try ChildProcess(folder + "/kuchi", ["--name", "Ann", "--seed", "1"], environment: home.environment,
                                       folder: home.root, input: .pipe, output: .pipe, errors: .null)
        let input = try #require(process.input), output = try #require(process.output)
        try input.write(contentsOf: Data(":quit\n".utf8))
        try input.close()
        let text = String(decoding: ChildProcess.readToEnd(output), as: UTF8.self)
        try process.waitUntilExit()
        #expect(process.terminationStatus == 0)
        #expect(text.contains("Question 1 of 5"))
        if SQLiteShell.isAvailable {
            #expect(try SQLiteShell.query(home.database, "SELECT count(*) FROM word WHERE deck = 'jlpt-n5'") == "662")
        }
    }
}
