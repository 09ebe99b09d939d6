import KuchiCore
import Testing
@testable import KuchiConfig

@Suite("A setting that stopped a command names where it is set and how to change it")
struct SettingRemedyTests {
    @Test func aDeckFromTheConfigFileNamesTheFileTheLineAndTheCommandsThatChangeIt() {
        let text = SettingRemedy.sentence(for: .deck, value: "Core 2k", from: .configFile(path: "/h/.config/kuchi/config.toml", line: 3))
        #expect(text == "deck = \"Core 2k\" is set in the config file /h/.config/kuchi/config.toml, line 3: change it with "
                + "kuchi config set deck NAME, or kuchi config set deck all to practise every deck.")
    }

    @Test func favouritesAreTurnedOffNotRenamed() {
        let text = SettingRemedy.sentence(for: .favoritesOnly, value: "true", from: .configFile(path: "/c.toml", line: 1))
        #expect(text == "favorites_only = true is set in the config file /c.toml, line 1: run kuchi config set favorites_only false "
                + "to practise every word, starred or not.")
    }

    @Test func anEnvironmentVariableIsNamedToBeUnset() {
        let text = SettingRemedy.sentence(for: .level, value: "N1", from: .environmentVariable("KUCHI_LEVEL"))
        #expect(text == "level comes from the environment variable KUCHI_LEVEL=N1: unset KUCHI_LEVEL, or set it to all to practise every level.")
    }

    @Test func aValueTypedOnTheCommandLineOrLeftAtItsDefaultNeedsNoPointer() {
        #expect(SettingRemedy.sentence(for: .tag, value: "verbs", from: .commandLine(flag: "--tag")) == nil)
        #expect(SettingRemedy.sentence(for: .tag, value: "verbs", from: nil) == nil)
    }
}
