import Foundation
import KuchiCore

/// The deck and tag names an import is given on its command line (`--deck`, `--tag`) or takes from a file's name,
/// checked once before any row: a control character in one is the command line's fault (or the file name's), not
/// the rows', so it is said once, naming where it came from, rather than as every row's problem.
enum ImportNames {
    /// Refuses a `--deck` or `--tag` holding a terminal control character, or longer than a name may be (exit 64,
    /// nothing imported).
    static func checkOptions(deck: String?, tags: [String]) throws {
        let tooLong = { (name: String) in name.count > RawWord.maximumNameLength }
        if let deck, tooLong(deck) {
            throw TransferError.invalidOption("--deck: the name is \(deck.count.groupedDigits) characters long, more than the "
                                              + "\(RawWord.maximumNameLength) a deck name may have: shorten it. Nothing was imported.")
        }
        if let tag = tags.first(where: tooLong) {
            throw TransferError.invalidOption("--tag: a tag is \(tag.count.groupedDigits) characters long, more than the "
                                              + "\(RawWord.maximumNameLength) a tag may have: shorten it. Nothing was imported.")
        }
        if let deck, let control = TerminalControl.firstInField(deck) {
            throw TransferError.invalidOption("--deck: the name holds the control character \(TerminalControl.name(of: control)), "
                                              + "as terminal escape sequences do; Kuchi stores no control characters: "
                                              + "name the deck without it. Nothing was imported.")
        }
        if let tag = tags.first(where: { TerminalControl.firstInField($0) != nil }), let control = TerminalControl.firstInField(tag) {
            throw TransferError.invalidOption("--tag: a tag holds the control character \(TerminalControl.name(of: control)), "
                                              + "as terminal escape sequences do; Kuchi stores no control characters: "
                                              + "write the tag without it. Nothing was imported.")
        }
    }

    /// Refuses the list at `path` when its words would go into the deck `deck` named after its file (no `--deck`) and
    /// that name holds a control character: once for the file, not for each of its rows (exit 64, nothing imported).
    static func checkFileDeck(_ deck: String, path: String) throws {
        guard let control = TerminalControl.firstInField(deck) else { return }
        let named = URL(fileURLWithPath: path).deletingPathExtension().lastPathComponent == deck
        let source = named ? "the file's name, which names its deck," : "the deck its #deck: header names"
        let fix = named ? "rename the file" : "change its #deck: header"
        throw TransferError.invalidOption("\(path): \(source) holds the control character \(TerminalControl.name(of: control)); "
                                          + "Kuchi stores no control characters: \(fix), or name the deck with --deck. Nothing was imported.")
    }
}
