import Foundation
import Testing
import KuchiStore
@testable import KuchiTransfer

/// Walk-through 34 (L): an image or a sound given to `kuchi import` was called "not text: it may be UTF-16 without a
/// byte-order mark", or text in no encoding Kuchi reads, and a PDF a file whose format --format should name. Each is
/// named for what it is, with what Kuchi imports instead; a word list is still read as one.
@Suite("An image, a sound or a document given to kuchi import")
struct MediaFileImportTests {
    /// The first bytes of files of each kind, as the tools that write them begin them, and what each is called.
    static let files: [(name: String, head: [UInt8], called: String)] = [
        ("card.png", [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 13] + Array("IHDR".utf8), "a PNG image"),
        ("photo.jpg", [0xFF, 0xD8, 0xFF, 0xE0, 0x00, 0x10] + Array("JFIF".utf8) + [0], "a JPEG image"),
        ("anim.gif", Array("GIF89a".utf8) + [1, 0, 1, 0, 0x80, 0, 0], "a GIF image"),
        ("pic.webp", Array("RIFF".utf8) + [0x24, 0, 0, 0] + Array("WEBPVP8 ".utf8), "a WebP image"),
        ("word.wav", Array("RIFF".utf8) + [0x24, 0x1F, 0, 0] + Array("WAVEfmt ".utf8) + [16, 0, 0, 0, 1, 0], "a WAV sound file"),
        ("word.mp3", Array("ID3".utf8) + [3, 0, 0, 0, 0, 0, 10, 0xFF, 0xFB, 0x90], "an MP3 sound file"),
        ("bare.mp3", [0xFF, 0xFB, 0x90, 0x64, 0, 0, 0, 0], "an MP3 sound file"),
        ("word.ogg", Array("OggS".utf8) + [0, 2, 0, 0, 0, 0] + Array("\u{1}vorbis".utf8), "an Ogg sound file"),
        ("word.m4a", [0, 0, 0, 0x20] + Array("ftypM4A ".utf8) + [0, 0, 0, 0], "an M4A sound file"),
        ("clip.mp4", [0, 0, 0, 0x18] + Array("ftypisom".utf8) + [0, 0, 2, 0], "an MP4 video"),
        ("book.pdf", Array("%PDF-1.7\n%".utf8) + [0xE2, 0xE3, 0xCF, 0xD3, 0x0A], "a PDF document"),
        ("old.xls", [0xD0, 0xCF, 0x11, 0xE0, 0xA1, 0xB1, 0x1A, 0xE1, 0, 0, 0, 0], "a Word or Excel document of the old kind"),
    ]

    private func file(_ name: String, _ bytes: [UInt8]) throws -> String {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("kuchi-media-\(UUID().uuidString)-\(name)").path
        // The rest of a real file: bytes of every value, as compressed data holds them.
        try Data(bytes + (0..<2048).map { UInt8(truncatingIfNeeded: $0 &* 37) }).write(to: URL(fileURLWithPath: path))
        return path
    }

    @Test(arguments: files.indices)
    func aMediaFileIsNamedForWhatItIsWithWhatKuchiImports(index: Int) throws {
        let (name, head, called) = Self.files[index]
        let path = try file(name, head)
        defer { try? FileManager.default.removeItem(atPath: path) }
        let importer = WordImporter(database: try KuchiDatabase.inMemory(), options: WordImporter.Options())
        let error = try #require(throws: TransferError.self) { try importer.run([path]) }
        let message = error.description
        #expect(message.hasPrefix("\(path) is \(called)"), "\(message)")
        #expect(message.contains("CSV") && message.contains(".apkg") && message.hasSuffix("Nothing was imported."), "\(message)")
        #expect(!message.contains("UTF-16") && !message.contains("--format"), "\(message)")
        #expect(error.exitCode == .dataError)
    }

    /// A sound says how a word's sound comes into Kuchi: with its Anki package.
    @Test func aSoundSaysItComesWithItsAnkiPackage() {
        #expect(MediaFile.sound(format: "MP3").advice.contains("comes with its Anki package"))
    }

    /// Word lists whose first bytes resemble a signature are still word lists: no text begins with one.
    @Test(arguments: ["BMW,ビーエムダブリュー,car\n", "ID3 card,カード,card\n", "RIFF,リフ,riff\n", "word\treading\tmeanings\n", "%PD,ピーディー,x\n"])
    func textIsNoMediaFile(text: String) {
        #expect(MediaFile.kind(of: Array(text.utf8)) == nil)
        #expect(MediaFile.kind(of: [0xFF, 0xFE] + Array("w\0o\0".utf8)) == nil, "UTF-16 with its byte-order mark")
    }
}
