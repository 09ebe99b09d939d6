/// Files that are no word list, told by their first bytes (their signature, or "magic bytes"): an image, a sound, a
/// video or a document a learner may give `kuchi import` by mistake (the sound of a deck, a scan of a vocabulary page,
/// the PDF of a textbook), each named as what it is rather than as text in an unknown encoding.
public enum MediaFile: Equatable, Sendable {
    /// An image: `format` is its name (PNG, JPEG, …).
    case image(format: String)
    /// A sound: `format` is its name (WAV, MP3, …).
    case sound(format: String)
    /// A video: `format` is its name (MP4, WebM, …).
    case video(format: String)
    /// A PDF document.
    case pdf
    /// A document of Word or Excel before 2007 (`.doc`, `.xls`): a compound file.
    case officeDocument

    /// The kind of file `head` (the file's first bytes) begins as, or `nil` when no signature here matches.
    /// Only signatures no text file begins with are read: each holds a byte no text holds, or a run of bytes no
    /// word list starts with (`%PDF-`, `GIF89a`, `OggS`, `fLaC`).
    public static func kind(of head: [UInt8]) -> MediaFile? {
        func starts(_ bytes: [UInt8], at offset: Int = 0) -> Bool {
            head.count >= offset + bytes.count && Array(head[offset..<offset + bytes.count]) == bytes
        }
        func ascii(_ text: String, at offset: Int = 0) -> Bool { starts(Array(text.utf8), at: offset) }
        if starts([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]) { return .image(format: "PNG") }
        if starts([0xFF, 0xD8, 0xFF]) { return .image(format: "JPEG") }
        if ascii("GIF87a") || ascii("GIF89a") { return .image(format: "GIF") }
        if ascii("RIFF"), ascii("WEBP", at: 8) { return .image(format: "WebP") }
        if starts([0x49, 0x49, 0x2A, 0x00]) || starts([0x4D, 0x4D, 0x00, 0x2A]) { return .image(format: "TIFF") }
        // "BM", the file's size, then four reserved bytes that are zero: no text holds them.
        if ascii("BM"), head.count >= 10, head[6..<10].allSatisfy({ $0 == 0 }) { return .image(format: "BMP") }
        if ascii("RIFF"), ascii("WAVE", at: 8) { return .sound(format: "WAV") }
        if ascii("RIFF"), ascii("AVI ", at: 8) { return .video(format: "AVI") }
        if ascii("ID3"), head.count >= 4, head[3] < 0x10 { return .sound(format: "MP3") }
        // An MPEG audio frame's sync bits (eleven set bits), layer III: no UTF-8, UTF-16 or Shift_JIS text begins so.
        if head.count >= 2, head[0] == 0xFF, [0xFB, 0xFA, 0xF3, 0xF2, 0xE3, 0xE2].contains(head[1]) { return .sound(format: "MP3") }
        if ascii("OggS") { return .sound(format: "Ogg") }
        if ascii("fLaC") { return .sound(format: "FLAC") }
        if ascii("MThd"), starts([0, 0, 0, 6], at: 4) { return .sound(format: "MIDI") }
        if ascii("#!AMR") { return .sound(format: "AMR") }
        // An ISO media box: its size (big-endian, so a first byte of zero), then `ftyp` and the brand.
        if head.count >= 12, head[0] == 0, ascii("ftyp", at: 4) {
            let brand = String(decoding: head[8..<12], as: UTF8.self)
            if ["M4A ", "M4B ", "M4P "].contains(brand) { return .sound(format: "M4A") }
            if ["heic", "heix", "mif1", "msf1", "avif"].contains(brand) { return .image(format: brand == "avif" ? "AVIF" : "HEIC") }
            return .video(format: brand == "qt  " ? "QuickTime" : "MP4")
        }
        if starts([0x1A, 0x45, 0xDF, 0xA3]) { return .video(format: "WebM or Matroska") }
        if ascii("%PDF-") { return .pdf }
        if starts([0xD0, 0xCF, 0x11, 0xE0, 0xA1, 0xB1, 0x1A, 0xE1]) { return .officeDocument }
        return nil
    }

    /// What the file is, after "is": "a PNG image", "an MP3 sound file".
    public var description: String {
        switch self {
        case let .image(format): "\(Self.article(format)) \(format) image"
        case let .sound(format): "\(Self.article(format)) \(format) sound file"
        case let .video(format): "\(Self.article(format)) \(format) video"
        case .pdf: "a PDF document"
        case .officeDocument: "a Word or Excel document of the old kind (.doc, .xls)"
        }
    }

    /// What to import instead.
    public var advice: String {
        let lists = "Kuchi imports word lists: CSV or TSV files (a spreadsheet saved as CSV), JSON, EDICT text, and Anki packages "
            + "(.apkg, .colpkg)"
        return switch self {
        case .image:
            lists + "; Kuchi shows no images (an Anki package's image references are skipped)."
        case .sound:
            lists + "; a word's sound comes with its Anki package (export the deck with its media), and :play plays it."
        case .video:
            lists + "."
        case .pdf:
            lists + "; copy the words out of the PDF into a spreadsheet and save it as CSV (UTF-8)."
        case .officeDocument:
            lists + "; save the sheet as CSV (UTF-8) and import the .csv file."
        }
    }

    /// "an" before a format name said with a vowel sound (MP3, M4A, AVI, Ogg, AMR), else "a".
    private static func article(_ format: String) -> String {
        ["MP3", "MP4", "M4A", "AVI", "AVIF", "Ogg", "AMR"].contains(format) ? "an" : "a"
    }
}
