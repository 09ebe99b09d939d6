import Foundation
import ZIPFoundation

/// The media files an Anki package carries: its `media` entry maps each file's name to the ZIP entry holding
/// it (`0`, `1`…). The legacy layout writes that map as JSON (`{"0": "neko.mp3"}`) and stores the files as
/// they are; the current one compresses the map (a protocol buffer listing the files in entry order) and each
/// file with zstd.
extension AnkiPackage {
    /// The most the `media` map may unpack to (a deck of 100,000 sounds needs a few MiB).
    static let maximumMediaMap = 32 << 20
    /// The zstd frame's magic number, which starts a compressed map or file.
    private static let zstdMagic: [UInt8] = [0x28, 0xB5, 0x2F, 0xFD]

    /// Why a media file could not be taken from the package.
    enum MediaProblem: Error, Equatable {
        /// The package has no file of that name.
        case missing
        /// The file unpacks to more than the limit.
        case tooLarge
        /// The file's bytes cannot be read (a damaged entry, bad zstd data).
        case damaged
    }

    /// The ZIP entry of each media file, by the file's name as notes reference it; empty when the package has no
    /// map or one that cannot be read (its notes' references are then missing files).
    func mediaEntries() -> [String: String] {
        guard let entry = entries["media"], entry.uncompressedSize <= UInt64(Self.maximumMediaMap),
              case let .success(bytes) = extract(entry, limit: Self.maximumMediaMap) else { return [:] }
        if bytes.first == UInt8(ascii: "{") {
            guard let map = try? JSONSerialization.jsonObject(with: bytes) as? [String: Any] else { return [:] }
            var entries: [String: String] = [:]
            for (entryName, name) in map.sorted(by: { $0.key < $1.key }) {
                if let name = name as? String, entries[name] == nil { entries[name] = entryName }
            }
            return entries
        }
        return MediaEntryList.entries(protobuf: bytes)
    }

    /// The bytes of the media entry `name`, decompressed when the package compressed it, at most `limit` of them.
    func mediaFile(entry name: String, limit: Int) -> Result<Data, MediaProblem> {
        guard let entry = entries[name] else { return .failure(.missing) }
        // A compressed file may be larger than its entry: the limit is checked on what zstd produces.
        return extract(entry, limit: limit)
    }

    private func extract(_ entry: Entry, limit: Int) -> Result<Data, MediaProblem> {
        var raw = Data()
        var checksum = EntryChecksum()
        do {
            _ = try archive.extract(entry, skipCRC32: true) { chunk in
                checksum.add(chunk)
                raw.append(chunk)
                // A compressed file is at most as large as its limit, given zstd's frame header.
                guard raw.count <= limit + 4096 else { throw MediaProblem.tooLarge }
            }
        } catch MediaProblem.tooLarge {
            return .failure(.tooLarge)
        } catch {
            return .failure(.damaged)
        }
        guard checksum.matches(entry) else { return .failure(.damaged) }
        guard raw.starts(with: Self.zstdMagic) else { return raw.count <= limit ? .success(raw) : .failure(.tooLarge) }
        var output = Data()
        do {
            let decompressor = try ZstdDecompressor(limit: limit)
            try decompressor.feed(raw) { output.append(contentsOf: $0) }
        } catch ZstdError.tooLarge {
            return .failure(.tooLarge)
        } catch {
            return .failure(.damaged)
        }
        return .success(output)
    }
}

/// The current layout's media map, a protocol buffer: a list (field 1) of entries whose name is field 1 and
/// whose ZIP entry is their place in the list, or field 255 when given.
enum MediaEntryList {
    /// The ZIP entry of each file, by the file's name; what cannot be read is left out.
    static func entries(protobuf bytes: Data) -> [String: String] {
        var result: [String: String] = [:]
        var reader = ProtobufReader(Array(bytes))
        var index = 0
        while let (field, value) = reader.next() {
            guard field == 1, case let .bytes(message) = value else { continue }
            var entry = ProtobufReader(message)
            var name: String?
            var zipName = String(index)
            while let (field, value) = entry.next() {
                switch (field, value) {
                case let (1, .bytes(text)): name = String(validating: text, as: UTF8.self)
                case let (255, .number(number)): zipName = String(number)
                default: break
                }
            }
            if let name, result[name] == nil { result[name] = zipName }
            index += 1
        }
        return result
    }
}

/// Reads the fields of a protocol buffer message, stopping at the first malformed one.
struct ProtobufReader {
    enum Value {
        case number(UInt64)
        case bytes([UInt8])
    }

    private let bytes: [UInt8]
    private var offset = 0

    init(_ bytes: [UInt8]) {
        self.bytes = bytes
    }

    /// The next field's number and value; `nil` at the end or at bytes that are no field.
    mutating func next() -> (field: UInt64, value: Value)? {
        guard offset < bytes.count, let key = varint() else { return nil }
        let field = key >> 3
        switch key & 7 {
        case 0:
            return varint().map { (field, .number($0)) }
        case 1, 5:
            let size = key & 7 == 1 ? 8 : 4
            guard bytes.count - offset >= size else { return nil }
            offset += size
            return (field, .number(0))
        case 2:
            guard let length = varint(), length <= UInt64(bytes.count - offset) else { return nil }
            let value = Array(bytes[offset..<offset + Int(length)])
            offset += Int(length)
            return (field, .bytes(value))
        default:
            return nil
        }
    }

    private mutating func varint() -> UInt64? {
        var result: UInt64 = 0
        var shift: UInt64 = 0
        while offset < bytes.count, shift < 64 {
            let byte = bytes[offset]
            offset += 1
            result |= UInt64(byte & 0x7F) << shift
            if byte & 0x80 == 0 { return result }
            shift += 7
        }
        return nil
    }
}
