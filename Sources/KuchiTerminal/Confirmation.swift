import Foundation

extension Console {
    /// Asks a yes-or-no `question` (its prompt ends in `[Y/n]` or `[y/N]`) until it is answered.
    ///
    /// `y`/`yes` and `n`/`no` answer it, in any case; Enter alone means `defaultAnswer`; `alsoNo` are more
    /// words that mean no (a REPL's `:quit`). Anything else is asked again. `readLine` shows the prompt and
    /// reads one line; the end of input gives `nil`, which a caller takes as leaving.
    public func confirm(_ question: String, default defaultAnswer: Bool, alsoNo: Set<String> = [],
                        readLine: (String) -> String?) -> Bool? {
        while true {
            guard let line = readLine(question) else { return nil }
            let answer = line.trimmingCharacters(in: [" ", "\t"]).lowercased()
            switch answer {
            case "": return defaultAnswer
            case "y", "yes": return true
            case "n", "no": return false
            default:
                if alsoNo.contains(answer) { return false }
                self.line("Please answer y or n.")
            }
        }
    }
}
