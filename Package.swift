// swift-tools-version: 6.1
import PackageDescription

let package = Package(
    name: "Kuchi",
    platforms: [.macOS(.v14)],
    products: [
        .executable(name: "kuchi", targets: ["kuchi"]),
        .executable(name: "kuchi-bench", targets: ["KuchiBench"]),
        .executable(name: "kuchi-fsrs-check", targets: ["KuchiFSRSCheck"]),
        .executable(name: "kuchi-simulate", targets: ["KuchiSimulate"]),
    ],
    dependencies: [
        .package(url: "https://github.com/groue/GRDB.swift", exact: "7.10.0"),
        .package(url: "https://github.com/apple/swift-argument-parser", exact: "1.8.2"),
        .package(url: "https://github.com/LebJe/TOMLKit", exact: "0.6.0"),
        .package(url: "https://github.com/weichsel/ZIPFoundation", exact: "0.9.20"),
        .package(url: "https://github.com/apple/swift-collections", exact: "1.6.0"),
    ],
    targets: [
        // Pure Swift: models, environment values, the view model, Japanese text. No file or terminal I/O.
        // A session's sets (cards done, words answered) are `TreeSet`s: the undo snapshot taken before each
        // answer shares them, and changing one after it copies a few nodes instead of the whole set. Its undo history
        // is a `Deque`: the oldest answer drops off the front without moving the rest.
        .target(name: "KuchiCore", dependencies: [.product(name: "HashTreeCollections", package: "swift-collections"),
                                                  .product(name: "DequeModule", package: "swift-collections")]),
        // The bundled word lists (JLPT N5 to N1), frequencies, kanji and dictionary, compiled into the binary (no resources folder to install beside it).
        .target(
            name: "KuchiData",
            path: "Data",
            exclude: ["README.md", "everyday-answers.tsv", "refused-synonyms.tsv"],
            sources: ["BundledWordList.swift", "BundledDataNotice.swift", "BundledLevelWords.swift", "BundledWordFrequency.swift", "BundledKanji.swift", "BundledExamples.swift",
                      "BundledDictionary.swift", "BundledThesaurus.swift", "BundledLevelCorrections.swift", "BundledAnswerKey.swift", "BundledPartsOfSpeech.swift",
                      "BundledVerbIdioms.swift"],
            resources: [.embedInCode("jlpt-n5.tsv")]
        ),
        // Low-level file pieces shared by every front end: whole writes with EINTR retry, standard output and
        // error that fail loudly (or quietly at a closed pipe), what kind of file a path names.
        .target(name: "KuchiFiles"),
        // sqlite3_config, which is variadic and so cannot be called from Swift (``SQLiteSetup``).
        .target(name: "CSQLiteSetup", linkerSettings: [.linkedLibrary("sqlite3")]),
        // GRDB: schema, migrations, the SQLite word bank, file locations, atomic private files.
        .target(
            name: "KuchiStore",
            dependencies: [
                "KuchiCore",
                "KuchiFiles",
                "CSQLiteSetup",
                // The bundled words' frequency ranks, which a migration stores with the words.
                "KuchiData",
                .product(name: "GRDB", package: "GRDB.swift"),
                // The raw C API, for the import's hot loop (binding text without intermediate values).
                .product(name: "GRDBSQLite", package: "GRDB.swift"),
            ]
        ),
        // Word-list importers (Anki packages too), exporters and progress reports.
        .target(
            name: "KuchiTransfer",
            dependencies: ["KuchiCore", "KuchiFiles", "KuchiStore", "CZstd", .product(name: "ZIPFoundation", package: "ZIPFoundation"),
                           .product(name: "GRDB", package: "GRDB.swift")]
        ),
        // libzstd, for Anki's current package layout (collection.anki21b).
        .systemLibrary(
            name: "CZstd",
            providers: [.apt(["libzstd-dev"])]
        ),
        // GNU readline through a module map and a small shim header.
        .systemLibrary(
            name: "CReadline",
            providers: [.apt(["libreadline-dev"])]
        ),
        // Terminal output every command shares: the console, safe text, styles and yes-or-no questions, and a line typed
        // in the terminal's own line editing (`TypedLine`, which leaves the terminal's settings as it found them on Ctrl-C
        // through CEndingSignals' interrupt notice).
        .target(name: "KuchiTerminal", dependencies: ["KuchiCore", "KuchiFiles", "CEndingSignals"]),
        // The interactive loop, commands and text views.
        .target(name: "KuchiREPL", dependencies: ["KuchiCore", "KuchiTerminal", "KuchiSpawn", "CReadline"]),
        // The second front end: a session as JSON Lines on standard input and output, for editors and scripts.
        .target(name: "KuchiJSONLines", dependencies: ["KuchiCore", "KuchiFiles", "CEndingSignals"]),
        // SIGHUP and SIGTERM for the JSON Lines front end: a handler that records the signal and wakes the read
        // through a self-pipe (C, because a signal handler must touch nothing but async-signal-safe state).
        .target(name: "CEndingSignals"),
        // The config file: read with a real TOML parser, located line by line, edited keeping its comments.
        .target(name: "KuchiConfig", dependencies: ["KuchiCore", "KuchiFiles", .product(name: "TOMLKit", package: "TOMLKit")]),
        // The executable: parses arguments and wires the libraries together.
        .executableTarget(
            name: "kuchi",
            dependencies: [
                "KuchiCore", "KuchiData", "KuchiFiles", "KuchiStore", "KuchiREPL", "KuchiTerminal", "KuchiTransfer", "KuchiJSONLines",
                "KuchiConfig",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        // The benchmark run by scripts/bench (release build): Kuchi against a reference in the same run.
        .executableTarget(
            name: "KuchiBench",
            dependencies: ["KuchiCore", "KuchiData", "KuchiStore", "KuchiSimulation", "KuchiSpawn", .product(name: "GRDB", package: "GRDB.swift")]
        ),
        // The Swift side of scripts/check-fsrs: FSRS review sequences in, cards out (JSON).
        .executableTarget(name: "KuchiFSRSCheck", dependencies: ["KuchiCore"]),
        // Issue 10's proof that it teaches: a simulated learner whose memory follows FSRS-6, driven
        // through the view model by random and by review sessions.
        .target(name: "KuchiSimulation", dependencies: ["KuchiCore", "KuchiStore", "KuchiSpawn"]),
        // Child processes started with posix_spawn, for the REPL's sound player, the simulations, the benchmarks and the tests (not
        // Foundation.Process, which crashed a test run on this toolchain: see `Spawn`).
        .target(name: "KuchiSpawn"),
        // The executable of scripts/simulate: options in, figures and a chart out.
        .executableTarget(
            name: "KuchiSimulate",
            dependencies: ["KuchiSimulation", "KuchiStore", "KuchiData",
                           .product(name: "ArgumentParser", package: "swift-argument-parser")]
        ),
        .testTarget(name: "KuchiCoreTests", dependencies: ["KuchiCore"]),
        .testTarget(name: "KuchiFilesTests", dependencies: ["KuchiFiles"]),
        // "kuchi": the binary arms drive the executable built beside the tests.
        .testTarget(name: "KuchiSimulationTests", dependencies: ["KuchiCore", "KuchiSimulation", "KuchiStore", "KuchiData", "kuchi"]),
        .testTarget(name: "KuchiStoreTests", dependencies: ["KuchiCore", "KuchiFiles", "KuchiStore", .product(name: "GRDB", package: "GRDB.swift"),
                                                         .product(name: "GRDBSQLite", package: "GRDB.swift")]),
        .testTarget(
            name: "KuchiTransferTests",
            dependencies: ["KuchiCore", "KuchiData", "KuchiStore", "KuchiTransfer", "KuchiSpawn", .product(name: "GRDB", package: "GRDB.swift")],
            exclude: ["Fixtures"]
        ),
        // The bundled data against the judge: natural answers accepted, wrong ones refused.
        .testTarget(name: "KuchiDataTests", dependencies: ["KuchiCore", "KuchiData"], exclude: ["Fixtures"]),
        .testTarget(name: "KuchiConfigTests", dependencies: ["KuchiCore", "KuchiConfig"]),
        .testTarget(name: "KuchiREPLTests", dependencies: ["KuchiCore", "KuchiStore", "KuchiREPL", "KuchiTerminal", "KuchiJSONLines"]),
        .testTarget(name: "KuchiEndToEndTests", dependencies: ["kuchi", "KuchiSpawn"]),
    ]
)
