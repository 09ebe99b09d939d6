import ArgumentParser
import Foundation
import KuchiCore
import KuchiStore
import KuchiTerminal
import KuchiFiles

/// How `kuchi due` writes its forecast.
enum DueFormat: String, CaseIterable, ArgumentChoice {
    /// Lines for reading.
    case text
    /// One JSON object.
    case json
}

/// `kuchi due`: what is due for review now, and a 14-day forecast per deck.
struct DueCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "due",
        abstract: "Show the cards due for review now and on each of the next 14 days, per deck.",
        discussion: """
            Study days start at 04:00 local time (TZ). `kuchi review` asks the cards due, of every kind. KUCHI_NOW \
            sets where the clock starts (ISO 8601 with an offset); KUCHI_NOW_FROZEN=1 keeps it there.
            """
    )

    @Option(help: ArgumentHelp("How to write the forecast.", valueName: "format"))
    var format: DueFormat = .text

    @Option(name: [.customLong("profile"), .customLong("name")], help: ArgumentHelp("This learner (default: the last one).", valueName: "name"))
    var profile: String?

    @OptionGroup var databaseOptions: DatabaseOptions

    func run() throws {
        try reportingErrors { environment in
            try SettingsCheck.refuseBadSettings(environment: environment)
            let now = try StudyClock.from(environment: environment)()
            let path = databaseOptions.path(environment: environment)
            // No word bank yet is a fresh start, not a mistake: nothing is due (exit 0).
            guard PathKind(of: path) != .missing else {
                StandardStream.output.line(format == .json ? Self.noLearnerJSON : Self.noBankText(path))
                return
            }
            let database = try KuchiDatabase.openForReading(path: path)
            let learner: Profile?
            if let profile {
                guard let named = try database.practice.profile(named: profile) else {
                    throw CommandError.usage("There is no learner called “\(profile)”.")
                }
                learner = named
            } else {
                learner = try database.practice.lastUsedProfile()
            }
            // A bank nobody has practised with yet: nothing can be due, and nothing was misused.
            guard let learner else {
                StandardStream.output.line(format == .json ? Self.noLearnerJSON : Self.noLearnerText)
                return
            }
            let forecast = try database.practice.dueForecast(profile: learner, at: now)
            StandardStream.output.write(format == .json ? Self.json(forecast) : Self.text(forecast))
        }
    }

    /// What `kuchi due` says before anyone has practised.
    static let noLearnerText = "No learner yet, so nothing is due: run kuchi to start practising."

    /// What `kuchi due` says where there is no word bank yet.
    static func noBankText(_ path: String) -> String {
        "No word bank yet at \(SafeText.singleLine(path)), so nothing is due: run kuchi to start practising."
    }

    /// The JSON of a bank with no learner: nothing due, no days, no decks.
    static let noLearnerJSON = #"{"learner":null,"due_now":0,"days":[],"per_day":[],"decks":[]}"#

    static func text(_ forecast: DueForecast) -> String {
        var lines = ["Due now for \(SafeText.singleLine(forecast.learner)): \(forecast.dueNow)"]
        for deck in forecast.decks where deck.dueNow > 0 { lines.append("  \(SafeText.singleLine(deck.name)): \(deck.dueNow)") }
        lines.append("")
        lines.append("Next 14 days (days start at 04:00):")
        let perDay = forecast.perDay
        for (index, day) in forecast.days.enumerated() {
            let label = index == 0 ? "today" : index == 1 ? "tomorrow" : LocalDate.ofStudyDay(starting: day).englishLabel
            let decks = forecast.decks.filter { $0.perDay[index] > 0 }
                .map { "\(SafeText.singleLine($0.name)) \($0.perDay[index])" }.joined(separator: ", ")
            lines.append("  " + label.padding(toLength: 11, withPad: " ", startingAt: 0)
                         + String(perDay[index]).leftPadded(5) + (decks.isEmpty || forecast.decks.count < 2 ? "" : "   (\(decks))"))
        }
        return lines.joined(separator: "\n") + "\n"
    }

    static func json(_ forecast: DueForecast) -> String {
        let numbers: ([Int]) -> JSONValue = { .array($0.map(JSONValue.int)) }
        let decks = forecast.decks.map { deck in
            JSONValue.object([("deck", .string(deck.name)), ("due_now", .int(deck.dueNow)), ("per_day", numbers(deck.perDay))])
        }
        return JSONValue.object([
            ("learner", .string(forecast.learner)), ("due_now", .int(forecast.dueNow)),
            ("days", .strings(forecast.days.map { LocalDate.ofStudyDay(starting: $0).description })),
            ("per_day", numbers(forecast.perDay)), ("decks", .array(decks)),
        ]).compact + "\n"
    }
}

// The days are labelled by hand rather than with a DateFormatter, whose first use loads ICU's date formats:
// the labels are fixed English, and `kuchi due` should start fast.
extension LocalDate {
    /// The calendar day of the study day that starts at `start`, in the local time zone (its middle decides:
    /// a study day runs from 04:00 to 04:00).
    fileprivate static func ofStudyDay(starting start: Date) -> LocalDate {
        containing(start.addingTimeInterval(12 * 3600), in: .current)
    }

    /// `Thu 26 Nov`: the weekday, day and month in English.
    fileprivate var englishLabel: String {
        let weekdays = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"]
        let months = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]
        // 1 January 1970 was a Thursday.
        let weekday = weekdays[(daysSince1970 + 4).floorModulo(7)]
        return "\(weekday) \(day) \(months[min(max(month, 1), 12) - 1])"
    }
}

extension Int {
    /// The remainder of division towards negative infinity: never negative for a positive `divisor`.
    fileprivate func floorModulo(_ divisor: Int) -> Int { ((self % divisor) + divisor) % divisor }
}

extension String {
    fileprivate func leftPadded(_ width: Int) -> String {
        count >= width ? self : String(repeating: " ", count: width - count) + self
    }
}
