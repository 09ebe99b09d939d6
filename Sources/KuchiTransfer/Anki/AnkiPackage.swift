import Foundation
import ZIPFoundation

/// An Anki package (`.apkg` or `.colpkg`) checked and unpacked: its collection, a plain SQLite file, in a
/// private temporary folder that goes away with this value.
///
/// Before anything is decompressed, every entry's name is checked (no `..`, no absolute path) and the
/// sizes the ZIP declares (at most 2 GiB in all, and beyond 64 MiB at most 100 times the compressed
/// size); the bytes actually produced are counted against the same limits, since declared sizes can lie.
/// The zstd layer of a current collection is bounded the same way, judged on what it actually produces
/// from what the ZIP gave. Every entry read is checked against the CRC-32 the ZIP declares (``EntryChecksum``).
final class AnkiPackage {
    /// The limit on everything unpacked.
    static let maximumUnpacked: UInt64 = 2 << 30
    /// The largest ratio of unpacked to packed bytes accepted beyond ``ratioFloor``.
    static let maximumRatio: UInt64 = 100
    /// What any package may unpack to whatever its ratio: a real collection with long, repetitive fields
    /// compresses far better than 100 to 1, but a bomb needs to be large to do harm.
    static let ratioFloor: UInt64 = 64 << 20

    /// The most that `packed` bytes may unpack to.
    static func allowedOutput(packed: UInt64) -> UInt64 {
        min(maximumUnpacked, max(ratioFloor, maximumRatio.multipliedReportingOverflow(by: packed).partialValue))
    }
    /// Collection entries, the preferred first: `anki21b` (zstd), then `anki21`, then `anki2` (which, beside
    /// an `anki21b`, is only a stub telling old versions to upgrade).
    static let collectionNames = ["collection.anki21b", "collection.anki21", "collection.anki2"]

    /// The package as given.
    let path: String
    /// The unpacked collection.
    let collectionPath: String
    /// The entry it came from.
    let entryName: String
    private let scratch: ScratchFolder
    /// The ZIP, for the media files notes reference (``AnkiPackage/mediaFiles()``).
    let archive: ZIPFoundation.Archive
    /// Its entries by name.
    let entries: [String: Entry]

    /// Whether `path` is a ZIP file that is, by its name or content, meant as an Anki package.
    static func isPackage(_ path: String) -> Bool {
        guard let handle = FileHandle(forReadingAtPath: path) else { return false }
        defer { try? handle.close() }
        guard let head = try? handle.read(upToCount: 4), head.elementsEqual([0x50, 0x4B, 0x03, 0x04]) || head.elementsEqual([0x50, 0x4B, 0x05, 0x06])
        else { return false }
        if ["apkg", "colpkg"].contains(URL(fileURLWithPath: path).pathExtension.lowercased()) { return true }
        let archive: ZIPFoundation.Archive
        do { archive = try ZIPFoundation.Archive(url: URL(fileURLWithPath: path), accessMode: .read) } catch { return false }
        return collectionNames.contains { archive[$0] != nil }
    }

    /// Checks and unpacks the package at `path`, into a new folder under `scratchBase` (default: `$TMPDIR`).
    init(path: String, scratchBase: String? = nil) throws {
        self.path = path
        let archive: ZIPFoundation.Archive
        do {
            archive = try ZIPFoundation.Archive(url: URL(fileURLWithPath: path), accessMode: .read)
        } catch {
            throw AnkiPackageError.damagedZip(path: path)
        }
        var unpacked: UInt64 = 0, packed: UInt64 = 0
        var entries: [String: Entry] = [:]
        for entry in archive {
            let name = entry.path
            if name.hasPrefix("/") || name.hasPrefix("\\") || name.split(whereSeparator: { $0 == "/" || $0 == "\\" }).contains("..") {
                throw AnkiPackageError.unsafeEntry(path: path, entry: name)
            }
            unpacked = unpacked.addingReportingOverflow(entry.uncompressedSize).overflow ? .max : unpacked + entry.uncompressedSize
            packed = packed.addingReportingOverflow(entry.compressedSize).overflow ? .max : packed + entry.compressedSize
            entries[name] = entry
        }
        if unpacked > Self.maximumUnpacked {
            // MiB rounded up: 2 GiB and a few bytes reads "2049 MiB", never "2048 MiB, more than 2 GiB".
            let mebibytes = unpacked == .max ? unpacked >> 20 : (unpacked + (1 << 20) - 1) >> 20
            throw AnkiPackageError.tooLarge(path: path, reason: "it would unpack to \(mebibytes) MiB, more than the \(Self.maximumUnpacked >> 20) MiB (2 GiB) Kuchi accepts")
        }
        if unpacked > Self.allowedOutput(packed: packed) {
            throw AnkiPackageError.tooLarge(path: path, reason: "it would unpack to \(unpacked / max(packed, 1)) times its size "
                                            + "(more than 100 times looks like a ZIP bomb)")
        }
        guard let name = Self.collectionNames.first(where: { entries[$0] != nil }), let entry = entries[name] else {
            throw AnkiPackageError.notAnkiPackage(path: path)
        }
        scratch = try ScratchFolder(base: scratchBase)
        self.archive = archive
        self.entries = entries
        entryName = name
        collectionPath = scratch.file("collection")
        try Self.unpack(entry, of: archive, to: collectionPath, zstd: name.hasSuffix("anki21b"), package: path)
    }

    /// Removes the unpacked collection now (it is also removed when the package is released).
    func remove() {
        scratch.remove()
    }

    private static func unpack(_ entry: Entry, of archive: ZIPFoundation.Archive, to destination: String, zstd: Bool, package: String) throws {
        let descriptor = open(destination, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o600)
        guard descriptor >= 0 else { throw AnkiPackageError.scratch(reason: "\(destination): \(String(cString: strerror(errno)))") }
        defer { close(descriptor) }
        func write(_ bytes: UnsafeRawBufferPointer) throws {
            var offset = 0
            while offset < bytes.count {
                let written = Foundation.write(descriptor, bytes.baseAddress.map { $0 + offset }, bytes.count - offset)
                guard written > 0 else { throw AnkiPackageError.scratch(reason: String(cString: strerror(errno))) }
                offset += written
            }
        }
        let decompressor = zstd ? try ZstdDecompressor(limit: Int(allowedOutput(packed: entry.uncompressedSize))) : nil
        var extracted: UInt64 = 0
        var checksum = EntryChecksum()
        do {
            _ = try archive.extract(entry, skipCRC32: true) { chunk in
                checksum.add(chunk)
                extracted += UInt64(chunk.count)
                guard extracted <= entry.uncompressedSize, extracted <= maximumUnpacked else { throw ZstdError.tooLarge }
                if let decompressor {
                    try decompressor.feed(chunk, write: write)
                } else {
                    try chunk.withUnsafeBytes(write)
                }
            }
        } catch ZstdError.tooLarge {
            throw AnkiPackageError.tooLarge(path: package, reason: "its collection unpacks to more than it declares, to more than 100 times "
                                            + "its size (a bomb), or to more than 2 GiB")
        } catch ZstdError.failed(let reason) {
            throw AnkiPackageError.corruptCollection(path: package, detail: "zstd: \(reason)")
        } catch let error as AnkiPackageError {
            throw error
        } catch {
            throw AnkiPackageError.damagedZip(path: package)
        }
        guard checksum.matches(entry) else { throw AnkiPackageError.damagedZip(path: package) }
    }
}
