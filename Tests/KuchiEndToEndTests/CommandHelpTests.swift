import Foundation
import Testing

/// Every subcommand's `--help` ends with examples that run as written (walk-through 35, L: most had none), and
/// `kuchi export` without its table names the tables.
@Suite("Examples in every subcommand's help", .timeLimit(.minutes(20)))
struct CommandHelpTests {
    /// Commands without examples, and why.
    static let withoutExamples: [String: String] = ["about": "it takes no argument and no option"]

    /// What a command's examples need beyond a first session as Hanako: the file they name.
    static let setup: [String: [String]] = [
        "import": ["printf 'word,reading,meanings\\n狛犬,こまいぬ,guardian lion-dog\\n' > words.csv"],
        "restore": ["kuchi backup ~/kuchi-copy.sqlite"],
    ]

    /// The subcommands under `path` (`kuchi PATH --help`'s SUBCOMMANDS), with theirs, depth first.
    static func commands(under path: [String]) throws -> [[String]] {
        let help = try DocsExample.run((["kuchi"] + path + ["--help"]).joined(separator: " "), home: KuchiBinary.Home()).stdout
        guard let start = help.range(of: "\nSUBCOMMANDS:\n") else { return [] }
        let names = help[start.upperBound...].split(separator: "\n", omittingEmptySubsequences: false)
            .prefix { !$0.isEmpty }
            .compactMap { line -> String? in
                guard line.hasPrefix("  "), !line.hasPrefix("   ") else { return nil }
                // `  practice, practise (default)`: the name before its alias.
                return line.split(whereSeparator: { $0 == " " || $0 == "," }).first.map(String.init)
            }
        return try names.flatMap { name in [path + [name]] + (try commands(under: path + [name])) }
    }

    /// The examples of one help text: each line after `Examples:` indented two spaces, its command up to the first two
    /// spaces, then what it does (or that text on the next line, indented six).
    static func examples(in help: String) -> [(command: String, does: String)] {
        guard let start = help.range(of: "\nExamples:\n") else { return [] }
        var found: [(command: String, does: String)] = []
        for line in help[start.upperBound...].split(separator: "\n", omittingEmptySubsequences: false) {
            if line.hasPrefix("      "), !found.isEmpty {
                found[found.count - 1].does = line.trimmingCharacters(in: .whitespaces)
            } else if line.hasPrefix("  "), !line.hasPrefix("   ") {
                let text = line.dropFirst(2)
                let gap = text.range(of: "  ")
                found.append((String(gap.map { text[..<$0.lowerBound] } ?? text),
                              gap.map { text[$0.upperBound...].trimmingCharacters(in: .whitespaces) } ?? ""))
            } else {
                break
            }
        }
        return found
    }

    @Test func everySubcommandsHelpEndsWithExamplesThatRunAsWritten() throws {
        let commands = try Self.commands(under: [])
        #expect(commands.count >= 25, "\(commands)")
        for path in commands {
            let name = path.joined(separator: " ")
            let help = try DocsExample.run("kuchi \(name) --help", home: KuchiBinary.Home()).stdout
            let examples = Self.examples(in: help)
            #expect(!help.contains("Examples:") || help.contains("\n\nExamples:\n"), "kuchi \(name) --help: a blank line before the examples")
            if Self.withoutExamples[name] != nil {
                #expect(examples.isEmpty, "\(name)")
                continue
            }
            #expect((1...2).contains(examples.count), "kuchi \(name) --help: one or two examples, not \(examples.count):\n\(help)")
            let home = try KuchiBinary.Home()
            for command in ["echo :quit | kuchi --name Hanako"] + (Self.setup[path[0]] ?? []) {
                let run = try DocsExample.run(command, home: home)
                #expect(run.status == 0, "\(name): setup `\(command)`: \(run.stdout)")
            }
            for example in examples {
                #expect(example.command.hasPrefix("kuchi \(path[0])") || example.command.contains("| kuchi \(path[0])")
                        || (path == ["practice"] && example.command.hasPrefix("kuchi ")), "\(name): \(example.command)")
                #expect(!example.does.isEmpty, "\(name): `\(example.command)` says what it does")
                let run = try DocsExample.run(example.command, home: home)
                #expect(run.status == 0, "kuchi \(name) --help: `\(example.command)` exited \(run.status):\n\(run.stdout)")
                if example.does.hasPrefix("→ ") {
                    #expect(run.stdout.trimmingCharacters(in: .newlines) == example.does.dropFirst(2), "\(example.command): \(run.stdout)")
                }
            }
        }
    }

    /// Walk-through 36's leftover: the top-level `kuchi --help` had no examples, where every subcommand's has them.
    @Test func theTopLevelHelpEndsWithExamplesThatRunAsWritten() throws {
        let home = try KuchiBinary.Home()
        let help = try DocsExample.run("kuchi --help", home: home).stdout
        let examples = Self.examples(in: help)
        #expect((1...2).contains(examples.count), "\(help)")
        // Walk-through 39: the examples ran on from the paragraph above them, where every subcommand's stand apart.
        #expect(help.contains(".\n\nExamples:\n"), "a blank line before the examples:\n\(help)")
        #expect(try DocsExample.run("echo :quit | kuchi --name Hanako", home: home).status == 0)
        for example in examples {
            #expect(example.command.hasPrefix("kuchi ") && !example.does.isEmpty, "\(example.command)")
            let run = try DocsExample.run(example.command, home: home)
            #expect(run.status == 0, "`\(example.command)` exited \(run.status):\n\(run.stdout)")
        }
    }

    /// Walk-through 35 (L): `Help: <table> What to export.` named no table, where `--help` lists three.
    @Test func exportWithoutItsTableNamesTheTablesWithAnExample() throws {
        let home = try KuchiBinary.Home()
        #expect(try KuchiBinary.run(["--name", "Hanako"], input: ":quit\n", home: home).status == 0)
        let refused = try KuchiBinary.run(["export"], home: home)
        #expect(refused.status == 64)
        #expect(refused.stdout.isEmpty)
        #expect(refused.stderr.contains("kuchi export needs what to export: words, history or sessions, such as "
                                        + "kuchi export words --output words.csv"), "\(refused.stderr)")
        #expect(refused.stderr.contains("See 'kuchi export --help'"), "\(refused.stderr)")
        #expect(!refused.stderr.contains("Help:"), "\(refused.stderr)")
        // The way on it names works as written, and another missing argument keeps the parser's message.
        let written = try KuchiBinary.run(["export", "words", "--output", home.root + "/words.csv"], home: home)
        #expect(written.status == 0, "\(written.stderr)")
        let kanji = try KuchiBinary.run(["kanji"], home: home)
        #expect(kanji.status == 64 && kanji.stderr.contains("Missing expected argument '<kanji>'"), "\(kanji.stderr)")
    }
}
