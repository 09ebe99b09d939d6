import Foundation
import KuchiTerminal

/// The end of a subcommand's `--help`: the exit codes of its own worth knowing, when it has some, and one or two
/// examples, each a command that runs as written on a word bank after a first session (`CommandHelpTests` runs them).
///
/// An example is a line of its own, indented two spaces, its command then what it does, lined up:
///
///     Examples:
///       kuchi due                     cards due now and on each of the next 14 days
///       kuchi due --level N5          the N5 words' cards only
///
/// When a command and its text would not fit in 80 columns, every text of the paragraph goes on a line of its own below
/// its command, indented six spaces. A text starting with `→ ` is what the command prints.
enum HelpExamples {
    /// The width the argument parser writes help in, off a terminal (it breaks longer lines).
    static let width = 80

    /// `examples` (command, what it does) as the help's last paragraph, after `exitCodes` (`Exit codes: …`) when given.
    static func paragraph(_ examples: [(command: String, does: String)], exitCodes: String? = nil) -> String {
        let column = (examples.map { DisplayWidth.columns($0.command) }.max() ?? 0) + 4
        let fits = examples.allSatisfy { column + DisplayWidth.columns($0.does) <= width }
        let lines = examples.map { example in
            guard fits else { return "  " + example.command + "\n      " + example.does }
            return "  " + example.command + String(repeating: " ", count: column - 2 - DisplayWidth.columns(example.command)) + example.does
        }
        let codes = exitCodes.map { "Exit codes: \($0)\n\n" } ?? ""
        return codes + "Examples:\n" + lines.joined(separator: "\n")
    }

    /// `discussion` followed by ``paragraph(_:exitCodes:)`` after a blank line.
    static func after(_ discussion: String, _ examples: [(command: String, does: String)], exitCodes: String? = nil) -> String {
        let end = paragraph(examples, exitCodes: exitCodes)
        return discussion.isEmpty ? end : discussion.trimmingCharacters(in: .newlines) + "\n\n" + end
    }
}
