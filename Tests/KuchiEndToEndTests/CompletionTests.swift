import Foundation
import Testing

/// Shell completions as a user gets them: the script `kuchi --generate-completion-script` prints, run by the shell.
@Suite("Shell completions: the default command's options, names from the bank, every choice")
struct CompletionTests {
    /// What bash offers for `kuchi words…`, the last word being the one completed (Tab pressed at its end).
    private func bash(_ words: [String], home: KuchiBinary.Home) throws -> [String] {
        let script = try KuchiBinary.run(["--generate-completion-script", "bash"], home: home)
        #expect(script.status == 0)
        let file = home.root + "/kuchi.bash"
        try script.stdout.write(toFile: file, atomically: true, encoding: .utf8)
        let harness = """
            source "$1"; shift
            COMP_WORDS=("$@"); COMP_CWORD=$(( ${#COMP_WORDS[@]} - 1 ))
            COMP_LINE="${COMP_WORDS[*]}"; COMP_POINT=${#COMP_LINE}
            _kuchi "$1" "${COMP_WORDS[COMP_CWORD]}" "${COMP_WORDS[COMP_CWORD-1]}"
            printf '%s\\n' "${COMPREPLY[@]}"
            """
        let run = try ExternalTool.run(ExternalTool.find("bash") ?? "/bin/bash", ["-c", harness, "bash", file, KuchiBinary.path] + words,
                                       environment: home.environment)
        #expect(run.status == 0, "bash: \(run.stderr)")
        return run.stdout.split(separator: "\n").map(String.init)
    }

    /// A home whose bank has the bundled words (deck jlpt-n5, level N5).
    private func homeWithBank() throws -> KuchiBinary.Home {
        let home = try KuchiBinary.Home()
        #expect(try KuchiBinary.run(["--name", "Ann"], input: ":quit\n", home: home).status == 0)
        return home
    }

    @Test(.enabled(if: ExternalTool.find("bash") != nil, "bash is not installed"))
    func bashCompletesTheDefaultCommandsOptionsAndTheirValues() throws {
        let home = try homeWithBank()
        #expect(try bash(["--mo"], home: home) == ["--mode"])
        #expect(try bash(["--seed", "3", "--sch"], home: home) == ["--scheduler"])
        #expect(try bash(["--mode", ""], home: home) == ["choice", "meaning", "reading", "word", "mixed", "flashcard"])
        #expect(try bash(["w"], home: home) == ["words"], "a subcommand's name still completes")
        #expect(try bash(["words", "--li"], home: home) == ["--limit"], "kuchi words takes kuchi words search's options")
    }

    @Test(.enabled(if: ExternalTool.find("bash") != nil, "bash is not installed"))
    func bashCompletesDeckAndLevelNamesFromTheBank() throws {
        let home = try homeWithBank()
        #expect(try bash(["--deck", ""], home: home).sorted() == ["jlpt-n1", "jlpt-n2", "jlpt-n3", "jlpt-n4", "jlpt-n5"], "decks, not subcommands")
        #expect(try bash(["--level", ""], home: home).sorted() == ["N1", "N2", "N3", "N4", "N5"])
        #expect(try bash(["words", "--deck", "jlpt-n"], home: home).sorted() == ["jlpt-n1", "jlpt-n2", "jlpt-n3", "jlpt-n4", "jlpt-n5"])
        #expect(try bash(["words", "--deck", "jlpt-n5"], home: home) == ["jlpt-n5"])
        #expect(try bash(["decks", "remove", ""], home: home).sorted() == ["jlpt-n1", "jlpt-n2", "jlpt-n3", "jlpt-n4", "jlpt-n5"])
        let elsewhere = home.root + "/other.sqlite"
        #expect(try bash(["--database", elsewhere, "--deck", ""], home: home) == [], "the bank --database names, not there")
    }

    @Test(.enabled(if: ExternalTool.find("bash") != nil, "bash is not installed"))
    func bashCompletesEveryChoiceOptionsValues() throws {
        let home = try KuchiBinary.Home()
        #expect(try bash(["due", "--format", ""], home: home) == ["text", "json"])
        #expect(try bash(["report", "--format", ""], home: home) == ["markdown", "html", "json"])
        #expect(try bash(["words", "--format", ""], home: home) == ["table", "csv", "tsv", "json", "jsonl"])
        #expect(try bash(["export", "--format", ""], home: home).contains("csv"))
        #expect(try bash(["config", "set", "sch"], home: home) == ["scheduler"])
        #expect(try bash(["config", "set", "scheduler", ""], home: home) == ["random", "srs"])
    }

    @Test func zshAndFishScriptsCompleteTheDefaultCommandsOptionsAtTheTop() throws {
        let home = try KuchiBinary.Home()
        let zsh = try KuchiBinary.run(["--generate-completion-script", "zsh"], home: home).stdout
        let root = try #require(zsh.components(separatedBy: "\n_kuchi() {\n").last?.components(separatedBy: "\n}\n").first)
        #expect(root.contains("'*--deck[") && root.contains("---completion practice -- --deck"))
        #expect(root.contains("local -ar ___mode=("), "the value list the --mode spec uses")
        let words = try #require(zsh.components(separatedBy: "\n_kuchi_words() {\n").last?.components(separatedBy: "\n}\n").first)
        #expect(words.contains("'*--deck[") && words.contains("---completion words search -- --deck"))
        #expect(!words.contains("'*:query:'"), "one rest argument only: the subcommand's")
        let fish = try KuchiBinary.run(["--generate-completion-script=fish"], home: home).stdout
        #expect(fish.contains("__kuchi_should_offer_completions_for_flags_or_options \"kuchi\"' -l 'deck'"))
        #expect(fish.contains("    case 'kuchi'\n        __kuchi_parse_subcommand 0 'database='"))
    }
}
