import KuchiCore

/// A config file that cannot be read, parsed or written; each names the file and what to do.
public enum ConfigFileError: KuchiError, Equatable {
    /// The file is not valid UTF-8; `line` is the first line that is not.
    case notUTF8(path: String, line: Int)
    /// The file is not valid TOML.
    case invalidTOML(path: String, line: Int, column: Int, reason: String)
    /// A table other than `[practice]`.
    case unknownTable(name: String, path: String, line: Int)
    /// The same setting is given twice (at the top level and in `[practice]`).
    case duplicate(key: String, path: String, line: Int, firstLine: Int)
    /// Line `line` holds a NUL character, which TOML forbids and which would silently end the file.
    case nulCharacter(path: String, line: Int)
    /// A folder is where the config file should be.
    case isDirectory(path: String)
    /// Something that is not a regular file (a named pipe, a device, a socket, a symbolic link to nothing)
    /// is where the config file should be; `kind` says what, after "it is". Nothing was read.
    case notARegularFile(path: String, kind: String)
    /// The file exists but cannot be read.
    case unreadable(path: String, reason: String, exitCode: KuchiExitCode)
    /// The file or its folder cannot be written; nothing was changed.
    case cannotWrite(path: String, reason: String, exitCode: KuchiExitCode)
    /// `kuchi config set` cannot write the file for want of permission; nothing was changed. `assignment` is the
    /// setting as `--set` takes it (`deck=all`) and `environmentVariable` its variable, the ways to give it for a run.
    case settingNotWritten(path: String, reason: String, assignment: String, environmentVariable: String?)
    /// `kuchi config set` cannot edit this value in place (it spans several lines).
    case cannotEdit(key: String, path: String, line: Int)
    /// `kuchi config set`/`unset` cannot edit this setting in place: it sits inside an inline table
    /// (`practice = { deck = "Genki" }`) on line `line` (0 when no line was found).
    case inInlineTable(key: String, path: String, line: Int)

    public var description: String {
        switch self {
        case let .notUTF8(path, line):
            "config file \(path), line \(line): not UTF-8 text. Save it as UTF-8, or remove it."
        case let .invalidTOML(path, line, column, reason):
            "config file \(path), line \(line), column \(column): not valid TOML: \(reason)."
        case let .unknownTable(name, path, line):
            "config file \(path), line \(line): unknown table [\(name)]. Settings go at the top level or in [practice]; known settings: \(Setting.all.map(\.configKey).joined(separator: ", "))."
        case let .duplicate(key, path, line, firstLine):
            "config file \(path), line \(line): \(key) is already set on line \(firstLine). Keep one of them."
        case let .nulCharacter(path, line):
            "config file \(path), line \(line): holds a NUL character, which TOML does not allow. Remove it (the lines after it would be ignored)."
        case let .notARegularFile(path, kind):
            "Cannot read the config file \(path): it is \(kind). Replace it with a file, or remove it."
        case let .isDirectory(path):
            "The config file \(path) is a folder. Remove it or move it away (settings are read from a file of that name)."
        case let .unreadable(path, reason, _):
            "Cannot read the config file \(path): \(reason)."
        case let .cannotWrite(path, reason, _):
            "Cannot write the config file \(path): \(reason). It was left as it was."
        case let .settingNotWritten(path, reason, assignment, variable):
            "Cannot write the config file \(path): \(reason). It was left as it was. Make it writable (chmod u+w) and set it again, "
                + "or give the setting for one run: --set \(ShellWord.quoted(assignment))"
                + (variable.map { " (or \($0)=\(ShellWord.quoted(String(assignment.drop { $0 != "=" }.dropFirst()))))" } ?? "") + "."
        case let .cannotEdit(key, path, line):
            "config file \(path), line \(line): the value of \(key) spans several lines; edit it by hand."
        case let .inInlineTable(key, path, line):
            "config file \(path)\(line > 0 ? ", line \(line)" : ""): \(key) is set inside the inline table \(ConfigDocument.practiceTable) = { … }, which kuchi config cannot change without rewriting the table; edit the file by hand (or write the table as [\(ConfigDocument.practiceTable)] with one setting a line)."
        }
    }

    public var exitCode: KuchiExitCode {
        switch self {
        case .notUTF8, .nulCharacter, .invalidTOML, .unknownTable, .duplicate, .cannotEdit, .inInlineTable: .usage
        case .isDirectory, .notARegularFile: .noInput
        case .settingNotWritten: .permission
        case let .unreadable(_, _, code), let .cannotWrite(_, _, code): code
        }
    }
}
