import ArgumentParser
import KuchiData
import KuchiFiles

/// `kuchi about`: the version, and where the compiled-in data comes from with its licences.
struct AboutCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "about",
        abstract: "Show Kuchi's version and the sources and licences of its built-in data (JMdict, KANJIDIC, JLPT lists, WordNet, Tatoeba)."
    )

    func run() {
        StandardStream.output.line("Kuchi \(KuchiVersion.current): Japanese vocabulary practice in the terminal.\n")
        StandardStream.output.line(BundledDataNotice.text)
    }
}
