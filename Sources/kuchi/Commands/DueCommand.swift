import ArgumentParser
import Foundation
import KuchiCore
import KuchiStore
import KuchiTransfer
import KuchiFiles
import KuchiTerminal

/// `kuchi due`: what is due for review now, and a 14-day forecast per deck.
struct DueCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "due",
        abstract: "Show the cards due for review now and on each of the next 14 days, per deck.",
        discussion: HelpExamples.after("""
            Study days start at 04:00 local time (TZ). `kuchi review` asks the cards due, of every kind, up to \
            reviews_per_day reviews a day (the config file or KUCHI_REVIEWS_PER_DAY): cards beyond it are said to \
            wait for another day. KUCHI_NOW \
            sets where the clock starts (ISO 8601 with an offset); KUCHI_NOW_FROZEN=1 keeps it there.

            --deck, --level, --tag and --favorites count only the cards of those words, as `kuchi review` \
            given them asks only those (kuchi due --level N5), and say when you have met every word of that scope.
            """, [
                ("kuchi due", "due now and on each of the next 14 days"),
                ("kuchi due --level N5 --format json", "the N5 words' cards, as JSON")
            ])
    )

    @OptionGroup var scope: ScopeOptions

    @Option(help: ArgumentHelp("How to write the forecast.", valueName: "format"))
    var format: ListingFormat = .text

    @Option(name: [.customLong("profile"), .customLong("name")], help: ArgumentHelp("This learner (default: the last one).", valueName: "name"), completion: BankCompletion.learners)
    var profile: String?

    @OptionGroup var databaseOptions: DatabaseOptions

    func run() throws {
        try reportingErrors(ifFull: fullDiskOutcome("Nothing was changed")) { environment in
            if let empty = scope.emptyName { throw CommandError.usage(ScopeOptions.refusal(empty)) }
            let settings = try SettingsCheck.refuseBadSettings(environment: environment, commandLine: scope.adding(to: [:]))
            let now = try StudyClock.from(environment: environment)()
            let path = databaseOptions.path(environment: environment)
            // No word bank yet is a fresh start, not a mistake: nothing is due (exit 0).
            guard PathKind(of: path) != .missing else {
                StandardStream.output.line(format == .json ? DueForecastText.noLearnerJSON : DueForecastText.noBankText(path))
                return
            }
            let database = try KuchiDatabase.openForReading(path: path)
            let learner: Profile?
            if let profile {
                learner = try database.practice.learner(named: profile)
            } else {
                learner = try database.practice.lastUsedProfile()
            }
            // A bank nobody has practised with yet: nothing can be due, and nothing was misused.
            guard let learner else {
                StandardStream.output.line(format == .json ? DueForecastText.noLearnerJSON : DueForecastText.noLearnerText)
                return
            }
            // A scope named here that holds no words is refused as `kuchi review` refuses it (exit 64), not counted as 0.
            if scope.isGiven { try PracticeBank.refuseEmpty(settings.wordScope, in: database.practice, origins: [:], for: learner.name) }
            // The whole bank's cards, as `kuchi review` asks them, unless a scope is named here.
            let forecast = try database.practice.dueForecast(profile: learner, at: now, reviewsPerDay: settings.reviewsPerDay,
                                                             scope: scope.isGiven ? settings.wordScope : nil)
            var met = try database.practice.scopeMet(settings.wordScope, kinds: CardKind.trained(by: settings.answerMode),
                                                     profileID: learner.id)
            met?.sources = settings.scopeSources
            // The new words `kuchi review` would give now, and those the review limit holds back, as its header says them:
            // always in JSON; in text only when the limit may hold back some of them (the forecast says all or none),
            // as building the session's queue costs about 1 ms more on a large bank.
            let wantsPlan = format == .json
                || forecast.reviewLimit?.mayHoldSomeNewWords(newPerDay: settings.newWordsPerDay) == true
            let plan = wantsPlan ? try database.practice.lookingUp { lookup in
                try ReviewPlan.today(profileID: learner.id, environment: settings, at: now, in: lookup)
            } : nil
            // On a terminal, lines wider than it break between words (piped text stays as it is).
            let text = DueForecastText.text(forecast, scopeMet: met, plan: plan)
            StandardStream.output.write(format == .json ? DueForecastText.json(forecast, scopeMet: met, plan: plan)
                                        : Terminal.columns(STDOUT_FILENO).map { SoftWrap.text(text, width: $0) } ?? text)
        }
    }
}
