import ArgumentParser

/// How `kuchi due` and `kuchi learners` write what they list (`--format text|json`).
enum ListingFormat: String, CaseIterable, ArgumentChoice {
    /// Lines for reading.
    case text
    /// One JSON object.
    case json
}
