import ArgumentParser
import Foundation

/// The shell completion scripts `kuchi --generate-completion-script SHELL` prints: the argument parser's
/// own, taught that `kuchi [options]` is `kuchi practice [options]`.
///
/// The parser completes a default subcommand's options only after its name, so `kuchi --mo<Tab>` offered
/// nothing and `kuchi --deck <Tab>` offered subcommands. Each script is edited where `kuchi` (and, but for
/// fish, `kuchi words`) is completed, to complete its default subcommand's options and values there too.
/// The edits match the text of swift-argument-parser 1.8.2 (pinned in Package.swift); a script they no
/// longer match is printed as the parser wrote it, and the end-to-end test of completions fails.
enum CompletionScripts {
    /// The script asked for by `arguments` (`--generate-completion-script bash`, or `=bash`, or without a
    /// shell: the one `$SHELL` names), or `nil` when the arguments ask for something else (the flag is
    /// the root command's, so it comes first).
    static func requested(by arguments: [String]) -> String? {
        let flag = "--generate-completion-script"
        guard let first = arguments.first, first == flag || first.hasPrefix(flag + "=") else { return nil }
        let name = first == flag ? arguments.dropFirst().first : String(first.dropFirst(flag.count + 1))
        guard let shell = name.map(CompletionShell.init(rawValue:)) ?? CompletionShell.autodetected() else { return nil }
        return script(for: shell)
    }

    /// The script for `shell`, with the default command's options completed at the top level (and
    /// `kuchi words search`'s after `kuchi words`).
    static func script(for shell: CompletionShell) -> String {
        let generated = Kuchi.completionScript(for: shell)
        switch shell {
        case .bash: return bash(generated) ?? generated
        case .zsh: return zsh(generated) ?? generated
        case .fish: return fish(generated) ?? generated
        default: return generated
        }
    }

    /// Each command with a default subcommand, as the scripts name their functions: `kuchi` → `practice`,
    /// `kuchi words` → `search`.
    private static let defaults = [("_kuchi", "_kuchi_practice"), ("_kuchi_words", "_kuchi_words_search")]

    /// bash's: ``defaults`` and `kuchi decks` → `list` (`kuchi decks --profile <Tab>` offers the learners).
    private static let bashDefaults = defaults + [("_kuchi_decks", "_kuchi_decks_list")]

    // MARK: - bash

    /// A parent's words that are not a subcommand name go to its default subcommand; the parent skips the
    /// values of that subcommand's options.
    static func bash(_ script: String) -> String? {
        var patched = script
        for (parent, child) in bashDefaults {
            guard let body = section(of: patched, from: "\n\(child)() {\n", to: "\n}\n"),
                  let repeating = line(in: body, starting: "    repeating_options=("),
                  let single = line(in: body, starting: "    non_repeating_options=("),
                  let parentBody = section(of: patched, from: "\n\(parent)() {\n", to: "\n}\n"),
                  let offer = line(in: parentBody, starting: "        COMPREPLY+=($(compgen -W '") else { return nil }
            var edited = parentBody
            let edits = [
                ("non_repeating_options=()\n", single.dropFirst(4) + "\n"),
                (" repeating_options=()\n", " " + repeating.dropFirst(4) + "\n"),
                ("    __kuchi_offer_flags_options 0\n",
                 "    local -a default_words=(\"${unparsed_words[@]}\")\n    __kuchi_offer_flags_options 0\n"),
                ("        # Offer subcommand completions\n" + offer + "\n",
                 "        if [[ \"${#default_words[@]}\" -le 1 && \"${cur}\" != -* ]]; then\n"
                    + "            # Offer subcommand completions\n"
                    + "    " + offer + "\n"
                    + "        else\n"
                    + "            # The default subcommand's options and their values, without its name\n"
                    + "            COMPREPLY=()\n"
                    + "            unparsed_words=(\"${default_words[@]}\")\n"
                    + "            \(child)\n"
                    + "        fi\n"),
            ]
            for (old, new) in edits {
                guard let range = edited.range(of: old) else { return nil }
                edited.replaceSubrange(range, with: new)
            }
            guard let range = patched.range(of: "\n\(parent)() {\n" + parentBody + "\n}\n") else { return nil }
            patched.replaceSubrange(range, with: "\n\(parent)() {\n" + edited + "\n}\n")
        }
        return patched
    }

    // MARK: - zsh

    /// A parent's `_arguments` gets its default subcommand's option specs (and the value lists they use).
    static func zsh(_ script: String) -> String? {
        var patched = script
        for (parent, child) in defaults {
            guard let body = section(of: patched, from: "\n\(child)() {\n", to: "\n}\n"),
                  let arrays = section(of: body, from: "    local -i ret=1\n", to: "    local -ar arg_specs=(\n"),
                  let specs = section(of: body, from: "    local -ar arg_specs=(\n", to: "    )\n") else { return nil }
            let ownSpecs = specs.split(separator: "\n", omittingEmptySubsequences: false)
                .filter { !$0.contains("'--version[") && !$0.contains("{-h,--help}") && !$0.isEmpty }
                // Options only: the parent's own positional specs say where a subcommand's name goes.
                .filter { let spec = $0.drop { $0 == " " }; return !spec.hasPrefix("'*:") && !spec.hasPrefix("':") }
                .joined(separator: "\n")
            let root = "    local -i ret=1\n    local -ar arg_specs=(\n        '--version[Show the version.]'\n"
            guard let start = patched.range(of: "\n\(parent)() {\n"),
                  let range = patched.range(of: root, range: start.upperBound..<patched.endIndex) else { return nil }
            patched.replaceSubrange(range, with: "    local -i ret=1\n" + arrays + "    local -ar arg_specs=(\n" + ownSpecs
                                    + "\n        '--version[Show the version.]'\n")
        }
        return patched
    }

    // MARK: - fish

    /// The root parses the default command's options, and completes them as that command does.
    /// (Only `kuchi`'s: `kuchi words`'s default takes a query, which fish's parser would read as a subcommand.)
    static func fish(_ script: String) -> String? {
        let practiceContext = "\"kuchi practice\""
        guard let parse = section(of: script, from: "        case 'practice'\n", to: "\n") else { return nil }
        let rootParse = "    case 'kuchi'\n        __kuchi_parse_subcommand 0 'version' 'h/help'\n"
        guard let range = script.range(of: rootParse) else { return nil }
        var patched = script
        patched.replaceSubrange(range, with: "    case 'kuchi'\n" + parse.dropFirst(4) + "\n")
        let lines = patched.split(separator: "\n", omittingEmptySubsequences: false)
        var result: [Substring] = []
        for line in lines {
            result.append(line)
            if line.contains("__kuchi_should_offer_completions_for_flags_or_options \(practiceContext)"),
               !line.contains("-l 'version'"), !line.contains("-l 'help'") {
                result.append(Substring(line.replacingOccurrences(of: practiceContext, with: "\"kuchi\"")))
            }
        }
        return result.joined(separator: "\n")
    }

    // MARK: - Pieces

    /// The text after the first `start` up to (not including) the next `end`.
    private static func section(of text: String, from start: String, to end: String) -> String? {
        guard let open = text.range(of: start), let close = text.range(of: end, range: open.upperBound..<text.endIndex) else {
            return nil
        }
        return String(text[open.upperBound..<close.lowerBound])
    }

    /// The first line of `text` that starts with `prefix`.
    private static func line(in text: String, starting prefix: String) -> String? {
        text.split(separator: "\n").first { $0.hasPrefix(prefix) }.map(String.init)
    }
}
