import Foundation
import Testing

@Suite("One self-contained binary")
struct StandaloneBinaryTests {
    @Test func aCopyOfKuchiAloneInAnotherFolderStillHasItsWordList() throws {
        let home = try KuchiBinary.Home()
        let folder = home.root + "/bin"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        try FileManager.default.copyItem(atPath: KuchiBinary.path, toPath: folder + "/kuchi")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder) == ["kuchi"])
        let process = Process()
        process.executableURL = URL(fileURLWithPath: folder + "/kuchi")
        process.arguments = ["--name", "Ann", "--seed", "1"]
        process.environment = home.environment
        process.currentDirectoryURL = URL(fileURLWithPath: home.root)
        let input = Pipe(), output = Pipe()
        process.standardInput = input
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()
        try input.fileHandleForWriting.write(contentsOf: Data(":quit\n".utf8))
        try input.fileHandleForWriting.close()
        let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationStatus == 0)
        #expect(text.contains("Question 1 of 5"))
        if SQLiteShell.isAvailable {
            #expect(try SQLiteShell.query(home.database, "SELECT count(*) FROM word WHERE deck = 'jlpt-n5'") == "662")
        }
    }
}
