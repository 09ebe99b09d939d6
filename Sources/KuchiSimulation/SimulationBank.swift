import Foundation
import KuchiCore
import KuchiStore

/// The word list of a simulation: real JLPT words first (N5), then synthetic words to make up the size.
public enum SimulationBank {
    /// The JLPT levels after N5, in study order, that synthetic words are spread over.
    static let laterLevels = ["N4", "N3", "N2", "N1"]

    /// `count` words: the first `count` of `leading` (the bundled N5 list, say), then synthetic words
    /// `語1`, `語2` … read `ごい`, `ごう` … (the number spelt with one kana a digit: an import refuses digits in
    /// a reading) meaning "synthetic word 1" …, spread in equal blocks over N4 … N1.
    /// Every synthetic meaning is distinct, so multiple-choice questions always have distractors.
    public static func entries(count: Int, leading: [WordEntry]) -> [WordEntry] {
        let real = Array(leading.prefix(max(0, count)))
        let missing = max(0, count - real.count)
        let block = max(1, (missing + laterLevels.count - 1) / laterLevels.count)
        let synthetic = (0..<missing).map { index in
            WordEntry(text: "語\(index + 1)", reading: "ご" + kana(index + 1), meanings: ["synthetic word \(index + 1)"],
                      level: laterLevels[min(index / block, laterLevels.count - 1)], deck: "simulation")
        }
        return real + synthetic
    }

    /// `number` spelt with one kana a digit (12 → いう).
    static func kana(_ number: Int) -> String {
        let digits = Array("あいうえおかきくけこ")
        return String(String(number).map { digits[$0.wholeNumberValue ?? 0] })
    }
}
