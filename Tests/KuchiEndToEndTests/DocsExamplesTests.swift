import Foundation
import Testing

/// The command examples of README.md and docs/*.md that show their output, run against the built binary:
/// a stale example fails the suite.
///
/// An example is a fenced block whose first line starts with `$ `: each `$ ` line is a command (run by
/// bash), the lines after it what it prints (standard output and error, in order). The block must follow
/// a marker comment:
///
/// - `<!-- docs-check -->` runs it in a fresh home (HOME shown as /home/hanako), with the clock fixed
///   (KUCHI_NOW, frozen) and `kuchi` on PATH; `$ ` lines inside the comment run first, unshown (setup).
/// - `<!-- docs-check: skip REASON -->` leaves it unchecked, saying why (a prompt typed at, or output that
///   changes with the bundled words).
@Suite("Docs that check themselves: README.md and docs/*.md examples")
struct DocsExamplesTests {
    @Test func everyExampleWithOutputIsCheckedOrMarkedUnchecked() throws {
        let examples = try DocsExample.all()
        #expect(examples.contains { $0.skipReason == nil }, "some examples are checked")
        for example in examples {
            #expect(example.isMarked, "\(example.place): mark it <!-- docs-check --> or <!-- docs-check: skip REASON -->")
            if let reason = example.skipReason { #expect(!reason.isEmpty, "\(example.place): say why it is not checked") }
        }
    }

    @Test func checkedExamplesPrintWhatTheDocsShow() throws {
        for example in try DocsExample.all() where example.isMarked && example.skipReason == nil {
            let home = try KuchiBinary.Home()
            for command in example.setup {
                let run = try DocsExample.run(command, home: home)
                #expect(run.status == 0, "\(example.place): setup `\(command)` failed: \(run.stdout)")
            }
            for (command, expected) in example.commands {
                let shown = try DocsExample.run(command, home: home).stdout
                #expect(DocsExample.normalised(shown) == DocsExample.normalised(expected),
                        "\(example.place): `\(command)` printed:\n\(shown)\nThe docs show:\n\(expected)")
            }
        }
    }
}

/// One example block of the docs.
struct DocsExample {
    var file: String
    var line: Int
    var isMarked = false
    var skipReason: String?
    /// Commands run before the example, not shown.
    var setup: [String] = []
    /// Each command shown, with what the docs say it prints.
    var commands: [(command: String, expected: String)] = []

    var place: String { "\(file):\(line)" }

    /// The files whose examples are checked.
    static func files() throws -> [String] {
        let docs = ExternalTool.repositoryRoot + "/docs"
        let names = try FileManager.default.contentsOfDirectory(atPath: docs).filter { $0.hasSuffix(".md") }.sorted()
        return ["README.md"] + names.map { "docs/" + $0 }
    }

    /// Every example of every file.
    static func all() throws -> [DocsExample] {
        try files().flatMap { file in
            parse(try String(contentsOfFile: ExternalTool.repositoryRoot + "/" + file, encoding: .utf8), file: file)
        }
    }

    /// The examples of one Markdown text: fenced blocks whose first line starts with `$ `.
    static func parse(_ text: String, file: String) -> [DocsExample] {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        var examples: [DocsExample] = []
        var index = 0
        while index < lines.count {
            guard lines[index].hasPrefix("```") else { index += 1; continue }
            let opening = index
            var body: [String] = []
            index += 1
            while index < lines.count, !lines[index].hasPrefix("```") { body.append(lines[index]); index += 1 }
            index += 1
            guard body.first?.hasPrefix("$ ") == true else { continue }
            var example = DocsExample(file: file, line: opening + 1)
            example.readMarker(lines[..<opening])
            for line in body {
                if line.hasPrefix("$ ") {
                    example.commands.append((String(line.dropFirst(2)), ""))
                } else {
                    example.commands[example.commands.count - 1].expected += line + "\n"
                }
            }
            examples.append(example)
        }
        return examples
    }

    /// Reads the marker comment that ends just before the block, if any.
    private mutating func readMarker(_ before: ArraySlice<String>) {
        guard let last = before.lastIndex(where: { !$0.trimmingCharacters(in: .whitespaces).isEmpty }),
              before[last].hasSuffix("-->"),
              let first = before[...last].lastIndex(where: { $0.hasPrefix("<!--") }) else { return }
        let comment = before[first...last].joined(separator: "\n")
        guard comment.hasPrefix("<!-- docs-check") else { return }
        isMarked = true
        if comment.hasPrefix("<!-- docs-check: skip") {
            skipReason = String(comment.dropFirst("<!-- docs-check: skip".count).dropLast(3)).trimmingCharacters(in: .whitespacesAndNewlines)
        }
        setup = before[first...last].filter { $0.hasPrefix("$ ") }.map { String($0.dropFirst(2)) }
    }

    /// Runs `command` with bash in `home`: standard error into standard output, the home shown as /home/hanako.
    static func run(_ command: String, home: KuchiBinary.Home) throws -> KuchiBinary.Run {
        let build = URL(fileURLWithPath: KuchiBinary.path).deletingLastPathComponent().path
        let run = try ExternalTool.run(ExternalTool.find("bash") ?? "/bin/bash", ["-c", "exec 2>&1\n" + command], environment: [
            "HOME": home.root,
            "XDG_CONFIG_HOME": home.root + "/.config",
            "XDG_DATA_HOME": home.root + "/.local/share",
            "XDG_STATE_HOME": home.root + "/.local/state",
            "PATH": build + ":/usr/bin:/bin",
            "KUCHI_NOW": "2026-11-25T09:00:00Z",
            "KUCHI_NOW_FROZEN": "1",
            "TZ": "UTC",
            "NO_COLOR": "1",
        ], folder: home.root)
        return KuchiBinary.Run(status: run.status, stdout: run.stdout.replacingOccurrences(of: home.root, with: "/home/hanako"),
                               stderr: "")
    }

    /// Lines without trailing spaces, and no blank lines at the end.
    static func normalised(_ text: String) -> String {
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map { line in
            String(line.reversed().drop { $0 == " " }.reversed())
        }
        while lines.last?.isEmpty == true { lines.removeLast() }
        return lines.joined(separator: "\n")
    }
}
