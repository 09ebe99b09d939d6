import Foundation
import Testing

/// Walk-through 31, D13: `kuchi config set tag NAME` wrote a tag no word has, and every later practice stopped with 64;
/// it is now refused as `config set deck` and `:set tag` refuse theirs.
@Suite("kuchi config set tag checks the tag")
struct ConfigTagCommandTests {
    @Test func aTagNoWordHasIsRefusedAndNothingIsWritten() throws {
        let home = try KuchiBinary.Home()
        let list = home.root + "/fruit.csv"
        try "word,reading,meanings,tags\n蜜柑,みかん,mandarin orange,fruit\n林檎,りんご,apple,fruit\n".write(toFile: list, atomically: true, encoding: .utf8)
        #expect(try KuchiBinary.run(["import", list, "--deck", "Fruit"], home: home).status == 0)
        let refused = try KuchiBinary.run(["config", "set", "tag", "nothing"], home: home)
        #expect(refused.status == 64, "\(refused.stdout) \(refused.stderr)")
        #expect(refused.stderr.contains("No words in tag 'nothing'") && refused.stderr.contains("Tags: fruit (2)"), "\(refused.stderr)")
        let config = (try? String(contentsOfFile: home.configFile, encoding: .utf8)) ?? ""
        #expect(!config.contains("nothing"), "\(config)")
        let set = try KuchiBinary.run(["config", "set", "tag", "FRUIT"], home: home)
        #expect(set.status == 0, "\(set.stderr)")
    }
}
