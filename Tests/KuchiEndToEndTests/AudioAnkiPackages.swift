import Foundation

/// Anki packages with sounds, built for the audio tests from the legacy fixture (`anki-legacy.apkg`, whose
/// first four notes are 猫, 犬, 勉強 and 金持ち, with an Audio field last): each note's Audio field is set as
/// given, and the package carries the media files given. Built with Python's sqlite3 and zipfile modules.
enum AudioAnkiPackages {
    static var isAvailable: Bool {
        (try? ExternalTool.spawn("/usr/bin/env", ["python3", "-c", "import sqlite3, zipfile"], environment: ProcessInfo.processInfo.environment,
                                 input: Data()))?.status == 0
    }

    /// A media file of the package: its bytes, or `large` bytes of silence.
    enum Content {
        case bytes(Data)
        case large(Int)
    }

    /// A short WAV file (8 kHz, 16-bit mono, 0.1 s of a 440 Hz tone), its bytes written here.
    static let wav: Data = {
        let samples = (0..<800).map { Int16(8000 * sin(Double($0) * 2 * .pi * 440 / 8000)) }
        var data = Data("RIFF".utf8)
        func append<T: FixedWidthInteger>(_ value: T) { withUnsafeBytes(of: value.littleEndian) { data.append(contentsOf: $0) } }
        append(UInt32(36 + samples.count * 2))
        data.append(contentsOf: Array("WAVEfmt ".utf8))
        append(UInt32(16)); append(UInt16(1)); append(UInt16(1)); append(UInt32(8000)); append(UInt32(16000))
        append(UInt16(2)); append(UInt16(16))
        data.append(contentsOf: Array("data".utf8))
        append(UInt32(samples.count * 2))
        for sample in samples { append(sample) }
        return data
    }()

    /// Writes the package at `path`: `audio` holds the Audio field of the first notes in order; `media` the files,
    /// by the name the package's map gives them; `edits` change other fields (note, field, text), such as a word with
    /// no reading (a note that refuses the import).
    static func build(at path: String, audio: [String], media: [(name: String, content: Content)],
                      edits: [(note: Int, field: Int, text: String)] = []) throws {
        let spec: [String: Any] = [
            "audio": audio,
            "media": media.map { file -> [Any] in
                switch file.content {
                case let .bytes(bytes): [file.name, bytes.base64EncodedString(), 0]
                case let .large(size): [file.name, "", size]
                }
            },
            "edits": edits.map { [$0.note, $0.field, $0.text] as [Any] },
        ]
        let folder = (path as NSString).deletingLastPathComponent
        let script = folder + "/build-audio-apkg.py"
        let specFile = folder + "/build-audio-apkg.json"
        try builder.write(toFile: script, atomically: true, encoding: .utf8)
        try JSONSerialization.data(withJSONObject: spec).write(to: URL(fileURLWithPath: specFile))
        defer {
            try? FileManager.default.removeItem(atPath: script)
            try? FileManager.default.removeItem(atPath: specFile)
        }
        let run = try ExternalTool.spawn("/usr/bin/env", ["python3", script, fixture, path, specFile],
                                         environment: ProcessInfo.processInfo.environment, input: Data())
        guard run.status == 0 else { throw CocoaError(.fileWriteUnknown, userInfo: [NSLocalizedDescriptionKey: run.stderr]) }
    }

    private static var fixture: String {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("KuchiTransferTests/Fixtures/anki-legacy.apkg").path
    }

    private static let builder = #"""
    import base64, json, os, sqlite3, sys, tempfile, zipfile

    source, out, spec_path = sys.argv[1:4]
    spec = json.load(open(spec_path, encoding="utf-8"))
    with zipfile.ZipFile(source) as package:
        collection = package.read("collection.anki21")
    scratch = tempfile.mkdtemp()
    path = os.path.join(scratch, "collection.anki21")
    with open(path, "wb") as file:
        file.write(collection)
    db = sqlite3.connect(path)
    ids = [row[0] for row in db.execute("SELECT id FROM notes ORDER BY id")]
    def set_field(note, index, value):
        fields = db.execute("SELECT flds FROM notes WHERE id = ?", (ids[note],)).fetchone()[0].split("\x1f")
        fields[index] = value
        db.execute("UPDATE notes SET flds = ? WHERE id = ?", ("\x1f".join(fields), ids[note]))
    for note, audio in enumerate(spec["audio"]):
        set_field(note, 3, audio)
    for note, field, text in spec["edits"]:
        set_field(note, field, text)
    db.commit()
    db.close()
    with zipfile.ZipFile(out, "w", zipfile.ZIP_DEFLATED) as package:
        package.write(path, "collection.anki21")
        names = {}
        for number, (name, encoded, size) in enumerate(spec["media"]):
            names[str(number)] = name
            package.writestr(str(number), base64.b64decode(encoded) if size == 0 else b"\0" * size)
        package.writestr("media", json.dumps(names))
    os.remove(path)
    os.rmdir(scratch)
    """#
}
