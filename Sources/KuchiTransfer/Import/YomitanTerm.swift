import Foundation

/// One entry of a Yomitan (formerly Yomichan) dictionary's `term_bank_N.json`: an array
/// `[term, reading, definition tags, rules, score, glossary, sequence, term tags]`, where the glossary is
/// a list of strings, `{"type": "text"}` objects or structured content (version 3), or, in version 1,
/// the strings from position 5 on.
enum YomitanTerm {
    /// The word an entry holds, or `nil` when the array is not a term entry.
    static func word(from entry: [Any]) -> RawWord? {
        guard entry.count >= 6, let term = entry[0] as? String, let reading = entry[1] as? String,
              entry[4] is NSNumber else { return nil }
        var raw = RawWord()
        raw.text = term
        raw.reading = reading
        let glossary = entry[5] as? [Any] ?? Array(entry[5...])
        raw.meanings = glossary.flatMap(glosses)
        if entry.count > 7, let tags = entry[7] as? String {
            // "P" marks a common ("popular") word, as EDICT's (P) does.
            let all = tags.split(separator: " ").map(String.init)
            raw.isCommon = all.contains("P")
            raw.tags = all.filter { $0 != "P" }
        }
        return raw
    }

    /// The glosses of one glossary item: its text, or for structured content each list item's text
    /// (examples, notes and images left out). A JSON word list's `glossary` key holds such items too.
    static func glosses(_ item: Any) -> [String] {
        switch item {
        case let text as String:
            return [text]
        case let object as [String: Any]:
            if object["type"] as? String == "text" { return [(object["text"] as? String) ?? ""] }
            guard object["type"] as? String == "structured-content" else { return [] }
            var items: [String] = []
            collectListItems(object["content"], into: &items)
            if items.isEmpty {
                let whole = plainText(object["content"])
                return whole.isEmpty ? [] : [whole]
            }
            return items
        default:
            return []
        }
    }

    private static func collectListItems(_ node: Any?, into items: inout [String]) {
        switch node {
        case let list as [Any]:
            list.forEach { collectListItems($0, into: &items) }
        case let element as [String: Any]:
            guard !isAside(element) else { return }
            if element["tag"] as? String == "li" {
                let text = plainText(element["content"])
                if !text.isEmpty { items.append(text) }
            } else {
                collectListItems(element["content"], into: &items)
            }
        default:
            break
        }
    }

    private static func plainText(_ node: Any?) -> String {
        switch node {
        case let text as String:
            return text.split(whereSeparator: \.isWhitespace).joined(separator: " ")
        case let list as [Any]:
            return list.map(plainText).filter { !$0.isEmpty }.joined(separator: " ")
        case let element as [String: Any]:
            return isAside(element) ? "" : plainText(element["content"])
        default:
            return ""
        }
    }

    /// Images, ruby readings, examples and notes are not meanings.
    private static func isAside(_ element: [String: Any]) -> Bool {
        if let tag = element["tag"] as? String, ["img", "rt", "rp"].contains(tag) { return true }
        let role = (element["data"] as? [String: Any])?["content"] as? String ?? ""
        return ["example", "note", "info", "attribution", "xref", "antonym", "reference"].contains { role.contains($0) }
    }
}
