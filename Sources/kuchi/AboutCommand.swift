import ArgumentParser
import KuchiData

/// `kuchi about`: the version, and where the compiled-in data comes from with its licences.
struct AboutCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "about",
        abstract: "Show Kuchi's version and the sources and licences of its built-in data (JMdict, KANJIDIC, JLPT lists, WordNet)."
    )

    func run() {
        print("Kuchi \(KuchiVersion.current): Japanese vocabulary practice in the terminal.\n")
        print(BundledDataNotice.text)
    }
}
