/// The HTML report's inline style sheet: system fonts, a light and a dark scheme, and a print layout.
/// It contains no `<` or `&`, so it is also valid XML character data.
enum HTMLReportStyle {
    static let css = """

        :root {
          --ink: #1d2430; --muted: #5f6b7a; --paper: #ffffff; --panel: #f5f7fa; --rule: #dde2e8;
          --correct: #2a9d8f; --wrong: #e76f51; --line: #264653; --mature: #2a9d8f; --seen: #e9c46a; --unseen: #e4e8ee;
        }
        @media (prefers-color-scheme: dark) {
          :root { --ink: #e8ecf1; --muted: #9aa5b1; --paper: #14181e; --panel: #1d232b; --rule: #2f3742;
                  --line: #8ecae6; --unseen: #2f3742; }
        }
        * { box-sizing: border-box; }
        body { margin: 0; background: var(--paper); color: var(--ink);
               font: 16px/1.5 system-ui, -apple-system, "Segoe UI", "Hiragino Sans", "Noto Sans CJK JP", "Noto Sans JP", sans-serif; }
        main { max-width: 60rem; margin: 0 auto; padding: 2rem 1.25rem 3rem; }
        h1 { font-size: 1.9rem; margin: 0 0 0.25rem; }
        h1 .learner { color: var(--correct); }
        h2 { font-size: 1.25rem; margin: 2.25rem 0 0.75rem; padding-bottom: 0.3rem; border-bottom: 1px solid var(--rule); }
        .meta, .note, .legend, footer { color: var(--muted); font-size: 0.9rem; }
        .cards { display: grid; grid-template-columns: repeat(auto-fill, minmax(10.5rem, 1fr)); gap: 0.75rem; margin-top: 1.5rem; }
        .card { background: var(--panel); border: 1px solid var(--rule); border-radius: 0.6rem; padding: 0.8rem 1rem; }
        .card .figure { display: block; font-size: 1.6rem; font-weight: 650; font-variant-numeric: tabular-nums; }
        .card .label { display: block; color: var(--muted); }
        .card .detail { display: block; color: var(--muted); font-size: 0.8rem; }
        .empty { margin: 2rem 0; padding: 1.25rem; background: var(--panel); border-radius: 0.6rem; font-size: 1.1rem; }
        svg.chart { display: block; width: 100%; height: auto; }
        svg .grid { stroke: var(--rule); stroke-width: 1; }
        svg .axis { fill: var(--muted); font-size: 11px; }
        svg .label { fill: var(--ink); font-size: 13px; font-weight: 600; }
        svg .line { fill: none; stroke: var(--line); stroke-width: 2; stroke-linejoin: round; }
        svg .point { fill: var(--line); }
        svg .predicted { fill: none; stroke: var(--wrong); stroke-width: 2; stroke-dasharray: 6 4; }
        .key.predicted { background: var(--wrong); }
        .due { fill: var(--line); }
        .correct { fill: var(--correct); background: var(--correct); }
        .wrong { fill: var(--wrong); background: var(--wrong); }
        .mature { fill: var(--mature); background: var(--mature); }
        .seen { fill: var(--seen); background: var(--seen); }
        .unseen { fill: var(--unseen); background: var(--unseen); }
        .key { display: inline-block; width: 0.8rem; height: 0.8rem; border-radius: 0.2rem; margin: 0 0.3rem 0 0.8rem; vertical-align: -0.05rem; }
        table { width: 100%; border-collapse: collapse; margin: 0.5rem 0 1rem; font-variant-numeric: tabular-nums; }
        th, td { text-align: left; padding: 0.4rem 0.6rem; border-bottom: 1px solid var(--rule); vertical-align: top; }
        th { color: var(--muted); font-weight: 600; font-size: 0.85rem; }
        .num { text-align: right; }
        .reading { color: var(--muted); }
        q { quotes: "\\201C" "\\201D"; }
        footer { margin-top: 3rem; border-top: 1px solid var(--rule); padding-top: 1rem; }
        @media print {
          :root { --ink: #000000; --muted: #444444; --paper: #ffffff; --panel: #ffffff; --rule: #bbbbbb; --unseen: #eeeeee; }
          body { font-size: 11pt; -webkit-print-color-adjust: exact; print-color-adjust: exact; }
          main { max-width: none; padding: 0; }
          .card { border-color: #999999; }
          section, table, tr, svg { break-inside: avoid; page-break-inside: avoid; }
          h2 { break-after: avoid; page-break-after: avoid; }
        }
        @page { margin: 15mm; }

        """
}
