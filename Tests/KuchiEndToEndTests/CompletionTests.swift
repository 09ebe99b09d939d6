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

    /// `--name`/`--profile` wherever taken: the bank's learners, the place a family types them most; a name bash would
    /// expand is offered as it is, not run.
    @Test(.enabled(if: ExternalTool.find("bash") != nil, "bash is not installed"))
    func bashCompletesLearnerNamesAfterNameAndProfile() throws {
        let home = try homeWithBank()
        #expect(try KuchiBinary.run(["--name", "Cy $(touch pwned)", "--new-learner"], input: ":quit\n", home: home).status == 0)
        let learners = ["Ann", "Cy $(touch pwned)"]
        for words in [["--name", ""], ["--profile", ""], ["review", "--name", ""], ["words", "fav", "x", "--profile", ""], ["due", "--name", ""],
                      ["report", "--name", ""], ["decks", "--profile", ""], ["import", "x.apkg", "--name", ""]] {
            #expect(try bash(words, home: home).sorted() == learners, "\(words)")
        }
        #expect(try bash(["--name", "A"], home: home) == ["Ann"])
        #expect(try bash(["decks", ""], home: home).suffix(2) == ["list", "remove"], "kuchi decks still offers its subcommands")
        #expect(!FileManager.default.fileExists(atPath: home.root + "/pwned") && !FileManager.default.fileExists(atPath: "pwned"))
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

    /// What fish offers for the command line `line` (`complete -C`), with the script sourced.
    private func fish(_ line: String, home: KuchiBinary.Home) throws -> [String] {
        let script = try KuchiBinary.run(["--generate-completion-script", "fish"], home: home)
        let file = home.root + "/kuchi.fish"
        try script.stdout.write(toFile: file, atomically: true, encoding: .utf8)
        let run = try ExternalTool.run(ExternalTool.find("fish") ?? "/usr/bin/fish",
                                       ["--no-config", "-c", #"source $argv[1]; complete -C $argv[2]"#, file, line], environment: home.environment)
        #expect(run.status == 0, "fish: \(run.stderr)")
        return run.stdout.split(separator: "\n").map { String($0.split(separator: "\t").first ?? $0) }
    }

    /// A folder with a word list and a bank file in it, for completing file names.
    private func folderWithFiles(in home: KuchiBinary.Home) throws -> String {
        let folder = home.root + "/files"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        try "word,reading\n".write(toFile: folder + "/words.csv", atomically: true, encoding: .utf8)
        try "".write(toFile: folder + "/bank.sqlite", atomically: true, encoding: .utf8)
        return folder
    }

    @Test(.enabled(if: ExternalTool.find("bash") != nil, "bash is not installed"))
    func bashCompletesFileNamesWhereAPathGoes() throws {
        let home = try KuchiBinary.Home()
        let folder = try folderWithFiles(in: home)
        #expect(try bash(["import", folder + "/wo"], home: home) == [folder + "/words.csv"])
        #expect(try bash(["--database", folder + "/ba"], home: home) == [folder + "/bank.sqlite"])
        #expect(try bash(["due", "--database", folder + "/ba"], home: home) == [folder + "/bank.sqlite"])
        #expect(try bash(["backup", folder + "/ba"], home: home) == [folder + "/bank.sqlite"])
        #expect(try bash(["restore", folder + "/ba"], home: home) == [folder + "/bank.sqlite"])
        #expect(try bash(["export", "words", "-o", folder + "/wo"], home: home) == [folder + "/words.csv"])
        #expect(try bash(["report", "--output", folder + "/wo"], home: home) == [folder + "/words.csv"])
    }

    @Test(.enabled(if: ExternalTool.find("fish") != nil, "fish is not installed"))
    func fishCompletesFileNamesWhereAPathGoes() throws {
        let home = try KuchiBinary.Home()
        let folder = try folderWithFiles(in: home)
        #expect(try fish("kuchi import \(folder)/wo", home: home) == [folder + "/words.csv"])
        #expect(try fish("kuchi --database \(folder)/ba", home: home) == [folder + "/bank.sqlite"])
        #expect(try fish("kuchi restore \(folder)/ba", home: home) == [folder + "/bank.sqlite"])
        #expect(try fish("kuchi export words -o \(folder)/wo", home: home) == [folder + "/words.csv"])
    }

    @Test func zshScriptCompletesFileNamesWhereAPathGoes() throws {
        let zsh = try KuchiBinary.run(["--generate-completion-script", "zsh"], home: KuchiBinary.Home()).stdout
        let importSpecs = try #require(zsh.components(separatedBy: "\n_kuchi_import() {\n").last?.components(separatedBy: "\n}\n").first)
        #expect(importSpecs.contains(":file:_files'"), "import's FILE")
        #expect(importSpecs.contains("kuchi.sqlite).]:path:_files'"), "--database")
        let export = try #require(zsh.components(separatedBy: "\n_kuchi_export() {\n").last?.components(separatedBy: "\n}\n").first)
        #expect(export.contains("]:file:_files'"), "--output")
    }

    /// zsh's `_describe` takes `:` as the start of a description, so nested deck names reach zsh with their
    /// colons escaped (else `Genki::Lesson 1` is listed as `Genki -- :Lesson 1`); bash and fish get them as they are.
    @Test func deckNamesWithColonsAreEscapedForZshOnly() throws {
        let home = try KuchiBinary.Home()
        let list = home.root + "/genki.csv"
        try "word,reading,meanings,deck\n猫,ねこ,cat,Genki::Lesson 1\n".write(toFile: list, atomically: true, encoding: .utf8)
        #expect(try KuchiBinary.run(["import", list], home: home).status == 0)
        // What the scripts run for `kuchi --deck <Tab>` (SAP_SHELL is set by each script).
        let request = ["---completion", "practice", "--", "--deck", "2", "0", "kuchi", "--deck", ""]
        let zsh = try KuchiBinary.run(request, home: home, environment: ["SAP_SHELL": "zsh"]).stdout.split(separator: "\n")
        #expect(zsh.contains(#"Genki\:\:Lesson 1"#))
        let bash = try KuchiBinary.run(request, home: home, environment: ["SAP_SHELL": "bash"]).stdout.split(separator: "\n")
        #expect(bash.contains("Genki::Lesson 1"))
        #expect(bash.contains("Genki"), "--deck Genki takes every deck under it: offered too")
        let remove = ["---completion", "decks", "remove", "--", "positional@0", "2", "0", "kuchi", "decks", "remove", ""]
        let removable = try KuchiBinary.run(remove, home: home, environment: ["SAP_SHELL": "bash"]).stdout.split(separator: "\n")
        #expect(removable.contains("Genki::Lesson 1") && !removable.contains("Genki"), "decks remove takes one deck: \(removable)")
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
