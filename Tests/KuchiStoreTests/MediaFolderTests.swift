import Foundation
import Testing
import KuchiCore
import KuchiStore

/// The bank's media folder: safe names, private files, no file ever replaced, sounds forgotten with their deck.
@Suite("Media folder")
struct MediaFolderTests {
    private func scratch() throws -> String {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("kuchi-media-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        return folder
    }

    @Test(arguments: ["../evil.wav", "/etc/passwd.wav", "a/b.mp3", "a\\b.mp3", "..", ".", "", "  ", "a\u{0}b.mp3", "猫/ねこ.mp3",
                      " ../x.mp3", "猫\\ねこ.mp3"])
    func aReferenceWithAPathIsRefused(_ reference: String) {
        #expect(throws: MediaFolder.Refusal.path) { try MediaFolder.keptName(for: reference) }
    }

    @Test(arguments: ["run.exe", "neko", "neko.mp3.sh", "index.html", "x.WAV.txt"])
    func aFileThatIsNoSoundIsRefused(_ reference: String) {
        #expect(throws: MediaFolder.Refusal.unknownType) { try MediaFolder.keptName(for: reference) }
    }

    @Test func namesKeepLettersDigitsAndDashesAndLoseEverythingElse() throws {
        #expect(try MediaFolder.keptName(for: "neko.mp3") == "neko.mp3")
        #expect(try MediaFolder.keptName(for: "  neko.mp3\t") == "neko.mp3")
        #expect(try MediaFolder.keptName(for: "\u{3000}ねこ.mp3\u{3000}") == "ねこ.mp3")
        #expect(try MediaFolder.keptName(for: "猫 ねこ.MP3") == "猫_ねこ.mp3")
        #expect(try MediaFolder.keptName(for: "\u{1B}[31mred.wav") == "__31mred.wav")
        #expect(try MediaFolder.keptName(for: ".hidden.ogg") == "_hidden.ogg")
        #expect(try MediaFolder.keptName(for: "-rf.ogg") == "_rf.ogg")
        #expect(try MediaFolder.keptName(for: "a\"b'c;$(x).opus") == "a_b_c___x_.opus")
        let long = try MediaFolder.keptName(for: String(repeating: "語", count: 200) + ".mp3")
        #expect(long.utf8.count <= 120 && long.hasSuffix(".mp3"))
    }

    @Test func filesAreWrittenPrivatelyAndNeverReplaced() throws {
        let root = try scratch()
        defer { try? FileManager.default.removeItem(atPath: root) }
        let folder = try #require(MediaFolder(databasePath: root + "/bank.sqlite"))
        #expect(folder.path == root + "/bank.sqlite.media")
        #expect(MediaFolder(databasePath: ":memory:") == nil)
        let first = try folder.keep(Data("one".utf8), as: "neko.mp3")
        #expect(first.name == "neko.mp3" && first.created)
        let same = try folder.keep(Data("one".utf8), as: "neko.mp3")
        #expect(same.name == "neko.mp3" && !same.created, "the same bytes are the same file")
        let other = try folder.keep(Data("two".utf8), as: "neko.mp3")
        #expect(other.name == "neko-2.mp3" && other.created, "other bytes never replace a file")
        #expect(FileManager.default.contents(atPath: folder.file("neko.mp3")) == Data("one".utf8))
        #expect(folder.files() == ["neko-2.mp3", "neko.mp3"])
        let folderMode = try FileManager.default.attributesOfItem(atPath: folder.path)[.posixPermissions] as? Int
        let fileMode = try FileManager.default.attributesOfItem(atPath: folder.file("neko-2.mp3"))[.posixPermissions] as? Int
        #expect(folderMode == 0o700 && fileMode == 0o600)
    }

    @Test func aWordKeepsItsFirstSoundAndLosesItWithItsDeck() throws {
        let root = try scratch()
        defer { try? FileManager.default.removeItem(atPath: root) }
        let database = try KuchiDatabase.open(path: root + "/bank.sqlite")
        let folder = try #require(database.mediaFolder)
        _ = try folder.keep(Data("neko".utf8), as: "neko.mp3")
        _ = try folder.keep(Data("other".utf8), as: "other.mp3")
        _ = try database.imports.importWords { batch in
            try batch.add(WordEntry(text: "猫", reading: "ねこ", meanings: ["cat"], deck: "animals"))
            #expect(try batch.addSound(file: "neko.mp3", text: "猫", reading: "ねこ"))
            #expect(try !batch.addSound(file: "other.mp3", text: "猫", reading: "ねこ"), "a word keeps its first sound")
            return true
        }
        let id = try #require(try database.search.searchWords(WordSearch(query: "猫")).first?.word.id)
        #expect(try database.search.searchWords(WordSearch(query: "猫")).first?.word.audio == "neko.mp3")
        #expect(try database.maintenance.checkMedia() == MediaCheck(missing: [], unreferenced: ["other.mp3"]))
        let removal = try #require(try database.maintenance.removeDeck(named: "animals"))
        #expect(removal.soundFiles == ["neko.mp3"])
        #expect(folder.files() == ["other.mp3"], "the removed deck's sound is gone; a file no word played stays for doctor to name")
        #expect(folder.retired.files() == ["neko.mp3"], "it waits in the backup folder for a restore")
        #expect(folder.recover(["neko.mp3"]) == ["neko.mp3"] && folder.files() == ["neko.mp3", "other.mp3"])
        #expect(try database.practice.word(id: id) == nil)
    }
}
