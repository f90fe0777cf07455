#!/usr/bin/env python3
"""Writes Benchmarks/RESULTS.md from the JSON that `cellkit-bench --json` prints, or checks it.

Usage:
  Scripts/bench-results.py [--note TEXT] [BENCH.json] > Benchmarks/RESULTS.md
  Scripts/bench-results.py --check Benchmarks/RESULTS.md [BENCH.json]

The JSON is read from BENCH.json, or from stdin without it. Every key of the JSON needs a
description below, and every description a key: either way round, the script stops with a
message naming the key. `--check` verifies that the page lists exactly the keys of the JSON with
the descriptions below (values differ from run to run and are not compared). A `--quick` run
measures the diff and the filter at other sizes, so its keys differ from a full run's in the
sizes they spell; when the JSON's sizes differ from the page's, the keys are compared with their
sizes written `{n}`. The `mem.diff_*` keys are measured on Linux only: run it there.
"""
import argparse
import json
import re
import shlex
import sys

SCRIPT = "Scripts/bench-results.py"


def commands(note=None):
    """The commands that make the page: a full release run of the benchmark, then this script."""
    return [
        "swift build -c release --product cellkit-bench",
        '"$(swift build -c release --show-bin-path)/cellkit-bench" --json > /tmp/bench.json',
        "python3 Scripts/bench-results.py " + (f"--note {shlex.quote(note)} " if note else "")
        + "/tmp/bench.json > Benchmarks/RESULTS.md",
    ]


# The groups of keys, by the key's first part, in the order the page shows them.
GROUPS = {
    "table": "Terminal table: 1,000,000 rows, each with a label, a button and a switch, on a 200×60 screen",
    "mem": "Memory",
    "route": "Action routing",
    "grid": "Terminal grid: the same 1,000,000 cells as cards",
    "observe": "Observed models",
    "async": "Cell tasks and prefetching",
    "diff": "Diff",
    "apply": "Applying a snapshot",
    "collapsed": "Updates beside a collapsed section",
    "filter": "Filtering",
    "flatrows": "Flat tables (hosts without sections)",
    "columns": "Tables with columns",
}

# One description per key. `{n}` stands for a part of the key that is all digits (a size): the
# description shows it with thousands separators, or as the key spells it inside `code`. A ratio names its baseline, which the
# same run measures. The page shows the keys in this order, and the unit beside each value.
DIFF_SCENARIO = "10% of the items deleted, 10% inserted, 10% moved and 10% updated"
DESCRIPTIONS = {
    # startup
    "table.first_frame_ms_1m": (
        "making a 1,000,000-row model, its snapshot, the `ListAdapter` and the `Application`, and drawing "
        "the first frame", "ms"),
    # tableBenchmarks
    "table.cells_allocated": (
        "cells created while scrolling the whole table from top to bottom, a screen (59 lines) at a time", ""),
    "table.visible_rows": ("rows on the screen, to compare `table.cells_allocated` with", ""),
    "table.frame_us_median": (
        "median frame (layout, configuring the row that came in, drawing, diffing the screen, writing to "
        "memory) after a one-row scroll in the middle of the table", "µs"),
    "table.full_redraw_us_median": (
        "baseline: median time to draw and write the whole screen again with nothing moved", "µs"),
    "table.frame_to_full_redraw_ratio": (
        "`table.frame_us_median` ÷ the full redraw `table.full_redraw_us_median`", "×"),
    "table.bytes_per_scroll": ("median bytes written for the frame of a one-row scroll", "bytes"),
    "table.bytes_full_redraw": ("bytes written for a full redraw of the same screen", "bytes"),
    "table.scroll_to_full_ratio": ("`table.bytes_per_scroll` ÷ `table.bytes_full_redraw`", "×"),
    "table.page_down_us_median": (
        "median PageDown from row 400,000 on, from the bytes a terminal sends to the frame written: "
        "decoding, the table's move, the cells configured for the rows that come in, drawing", "µs"),
    "table.page_down_to_full_redraw_ratio": (
        "`table.page_down_us_median` ÷ the full redraw `table.full_redraw_us_median`", "×"),
    "table.down_us_median": ("median Down, measured as PageDown is", "µs"),
    "table.down_to_full_redraw_ratio": (
        "`table.down_us_median` ÷ the full redraw `table.full_redraw_us_median`", "×"),
    # startup and memory
    "mem.table_1m_mb": (
        "peak resident memory that `table.first_frame_ms_1m` adds to the process (model, snapshot, "
        "adapter, cells, screen)", "MiB"),
    "mem.table_1m_model_mb": (
        "baseline: the model's own bytes, one `Int` a row (1,000,000 × its stride), the least a model "
        "can be", "MiB"),
    "mem.table_1m_to_model_ratio": ("`mem.table_1m_mb` ÷ `mem.table_1m_model_mb`", "×"),
    "mem.diff_100000_string_mb": (
        "peak resident memory of the diff of 100,000 items with `String` identities (one section, "
        + DIFF_SCENARIO + "), the peak reset after the snapshots are made (Linux only)", "MiB"),
    "mem.diff_100000_string_model_mb": (
        "baseline: resident memory that making those two snapshots added", "MiB"),
    "mem.diff_100000_string_to_model_ratio": (
        "`mem.diff_100000_string_mb` ÷ `mem.diff_100000_string_model_mb`", "×"),
    # routing
    "route.ns_per_event": (
        "a Subscribe button activated in a visible row of the 1,000,000-row table, until the "
        "`ListAdapter` handler has the row's index path and item; median of batches of 1,000, per event",
        "ns"),
    "route.baseline_ns": (
        "baseline: one closure looked up in a dictionary by type and called with the row, the least a "
        "router does per event", "ns"),
    "route.ratio_to_baseline": ("`route.ns_per_event` ÷ `route.baseline_ns`", "×"),
    "route.ns_per_event_1k": ("the same event on a 1,000-row table", "ns"),
    "route.1m_to_1k_ratio": ("`route.ns_per_event` ÷ `route.ns_per_event_1k` (1 when size costs nothing)", "×"),
    # grid
    "grid.columns": (
        "columns of a `CollectionView` grid (items at least 32 wide, 3 high) on the 200×60 screen", ""),
    "grid.visible_items": ("items on the screen", ""),
    "grid.cells_allocated": (
        "cells created while scrolling the whole grid from top to bottom, a screen (59 lines) at a time", ""),
    "grid.frame_us_median": (
        "median frame after a one-line scroll asked for at line 500,000, past the grid's last screen (its "
        "166,667 rows of items take 500,001 lines): the grid stays at its end, a frame with nothing moved",
        "µs"),
    "grid.frame_to_full_redraw_ratio": (
        "`grid.frame_us_median` ÷ the grid's own full redraw of the screen, measured beside it", "×"),
    "grid.frame_to_table_frame_ratio": ("`grid.frame_us_median` ÷ the table's `table.frame_us_median`", "×"),
    # observe
    "observe.us_per_change": (
        "median time from one `@Observable` property changed, read by the configure closure of a visible "
        "row of 1,000,000, until that row's cell shows the new value and the frame is drawn", "µs"),
    "observe.change_to_frame_ratio": (
        "`observe.us_per_change` ÷ the one-row scroll frame `table.frame_us_median`", "×"),
    # async
    "async.loads_started": (
        "loads started (by cell tasks, or by prefetching 60 rows ahead) while a fixed script pages "
        "through the 1,000,000-row table: 40 PageDowns, End, Home, 20 PageDowns, 8 idle frames; a load "
        "takes 2 to 6 frames and is shared by the cell and the prefetching that want it", ""),
    "async.loads_cancelled": ("of those, loads cancelled because neither a cell nor prefetching wanted them any more", ""),
    "async.loads_finished": ("of those, loads that finished", ""),
    "async.results_shown": ("results a cell task delivered to its cell", ""),
    "async.loads_wasted": (
        "`async.loads_finished` − `async.results_shown`: loads that finished without a cell showing "
        "their result", ""),
    "async.wrong_cell_deliveries": (
        "results delivered to a cell that showed another row by then (the run stops unless 0)", ""),
    # diff
    "diff.{n}.int.flat.ms_median": (
        "median diff (`StagedChangeset`) of {n} items with `Int` identities in one section, "
        + DIFF_SCENARIO, "ms"),
    "diff.{n}.int.flat.stages": ("batches (layout passes) of that diff", ""),
    "diff.{n}.int.flat.floor_ms": (
        "baseline: one hash table of the old `Int` identities and one lookup of each new one, timed "
        "in alternation with the diff", "ms"),
    "diff.{n}.int.flat.floor_ratio": (
        "the diff of {n} `Int` items in one section, timed in alternation with the baseline, ÷ that "
        "baseline `diff.{n}.int.flat.floor_ms`", "×"),
    "diff.{n}.int.flat.moves_ratio": (
        "moves in the diff of {n} `Int` items in one section ÷ moves the scenario made", "×"),
    "diff.{n}.int.flat.stdlib_ms": (
        "baseline: the standard library's `difference(from:).inferringMoves()` of the same {n} `Int` "
        "items in one section", "ms"),
    "diff.{n}.int.flat.stdlib_speedup": (
        "`diff.{n}.int.flat.stdlib_ms` ÷ CellKit's diff of the same items, measured beside it", "×"),
    "diff.{n}.int.sectioned.ms_median": (
        "median diff of {n} `Int` items in sections of 100, " + DIFF_SCENARIO
        + " (moves cross sections)", "ms"),
    "diff.{n}.int.sectioned.stages": ("batches of that diff", ""),
    "diff.{n}.string.flat.ms_median": (
        "median diff of {n} items with `String` identities (36 characters, UUID-like) in one section, "
        + DIFF_SCENARIO, "ms"),
    "diff.{n}.string.flat.stages": ("batches of that diff", ""),
    "diff.{n}.string.flat.floor_ms": (
        "baseline: one hash table of the old `String` identities and one lookup of each new one, "
        "timed in alternation with the diff", "ms"),
    "diff.{n}.string.flat.floor_ratio": (
        "the diff of {n} `String` items in one section, timed in alternation with the baseline, ÷ that "
        "baseline `diff.{n}.string.flat.floor_ms`", "×"),
    "diff.{n}.string.sectioned.ms_median": (
        "median diff of {n} `String` items in sections of 100, " + DIFF_SCENARIO, "ms"),
    "diff.{n}.string.sectioned.stages": ("batches of that diff", ""),
    "diff.{n}.readme.ms_median": (
        "median diff in the shape of DifferenceKit's README benchmark: {n} `Int` items in one section, "
        "a fifth deleted, as many inserted, one in 25 moved", "ms"),
    "diff.{n}.readme.stages": ("batches of that diff", ""),
    "diff.{n}.section_moved.ms_median": (
        "median diff of {n} `Int` items in sections of 100, " + DIFF_SCENARIO
        + ", and the last section moved to the front", "ms"),
    "diff.{n}.section_moved.stages": ("batches of that diff", ""),
    # apply
    "apply.{n}.single_insert.us": (
        "median `apply` of one insert recorded on the snapshot (`insertItems`, shown without a diff) to "
        "a {n}-row table", "µs"),
    "apply.{n}.single_insert_edit.us": (
        "the recorded `insertItems` edit itself, which copies the section the adapter also holds (median)",
        "µs"),
    "apply.{n}.full_diff.us": (
        "median `apply` of the same insert made inside `updateItems(inSectionAt:)`, which the adapter diffs",
        "µs"),
    "apply.{n}.full_diff_to_single_insert_ratio": (
        "`apply.{n}.full_diff.us` ÷ `apply.{n}.single_insert.us`", "×"),
    "apply.{n}.direct_diff.us": (
        "baseline: median diff of the same two snapshots, called directly (`StagedChangeset(from:to:)`)",
        "µs"),
    "apply.{n}.full_diff_to_direct_diff_ratio": (
        "`apply.{n}.full_diff.us` ÷ `apply.{n}.direct_diff.us` (1 when `apply` adds nothing to its diff)",
        "×"),
    "apply.{n}.first_full_diff.us": (
        "the first diffed insert on a {n}-row table that was only shown so far, which counts its "
        "identities once", "µs"),
    "apply.{n}.first_full_diff_to_direct_diff_ratio": (
        "`apply.{n}.first_full_diff.us` ÷ `apply.{n}.direct_diff.us`", "×"),
    # collapsed
    "collapsed.{n}.insert_beside.us": (
        "median `apply` of one row inserted into a 10-row section above a collapsed section of {n} "
        "items whose header counts them", "µs"),
    "collapsed.{n}.insert_beside_to_10_ratio": (
        "`collapsed.{n}.insert_beside.us` ÷ the same insert beside a collapsed section of 10 items "
        "(1 when the hidden items cost nothing)", "×"),
    "collapsed.{n}.filtered_insert_beside.us": ("the same insert with a filter on the list", "µs"),
    "collapsed.{n}.filtered_insert_beside_to_10_ratio": (
        "`collapsed.{n}.filtered_insert_beside.us` ÷ the same beside a collapsed section of 10 items, "
        "with the filter", "×"),
    # filter
    "filter.{n}.first_key_ms": (
        "the first letter of a word typed into the filter of {n} channels in six sections, and the "
        "frame drawn: every row is tested (median)", "ms"),
    "filter.{n}.typed_key_ms": (
        "each next letter (`narrowFilter`: only the rows shown are tested), with its frame (median)",
        "ms"),
    "filter.{n}.backspace_ms": (
        "each Backspace down to no filter (every row is tested again), with its frame (median)", "ms"),
    "filter.{n}.ms_per_key": ("median of every key above, letters and Backspaces", "ms"),
    "filter.{n}.test_every_row_ms": (
        "baseline: the filter's own test of every one of the {n} rows, in a plain loop, the floor of a "
        "key that must test every row", "ms"),
    "filter.{n}.first_key_to_test_every_row_ratio": (
        "`filter.{n}.first_key_ms` ÷ `filter.{n}.test_every_row_ms`", "×"),
    "filter.{n}.backspace_to_test_every_row_ratio": (
        "`filter.{n}.backspace_ms` ÷ `filter.{n}.test_every_row_ms`", "×"),
    "filter.{n}.key_to_full_redraw_ratio": (
        "`filter.{n}.ms_per_key` ÷ a full redraw of that table's screen, measured beside it", "×"),
    "filter.{n}.first_key_to_full_redraw_ratio": (
        "`filter.{n}.first_key_ms` ÷ the same full redraw", "×"),
    # flat rows
    "flatrows.{n}.single_insert.us": (
        "one inserted item turned into the ordered row changes of a table without sections "
        "(`NSTableView`'s), over {n} items in 10 sections with headers and footers", "µs"),
    "flatrows.{n}.single_delete.us": ("the same for one deleted item", "µs"),
    "flatrows.{n}.ten_moves.us": ("the same for ten moved items, one in each section", "µs"),
    "flatrows.{n}.floor.us": ("baseline: one pass writing an integer per flat row", "µs"),
    "flatrows.{n}.single_insert_to_floor_ratio": (
        "`flatrows.{n}.single_insert.us` ÷ `flatrows.{n}.floor.us`", "×"),
    "flatrows.{n}.ten_moves_to_floor_ratio": ("`flatrows.{n}.ten_moves.us` ÷ `flatrows.{n}.floor.us`", "×"),
    # columns
    "columns.{n}.sort_ms": (
        "the rows a list sorted by one column (declared with a key path) shows, chosen from its snapshot "
        "of {n} rows named in no order (median)", "ms"),
    "columns.{n}.stdlib_sort_ms": (
        "baseline: the standard library sorting the same {n} items by the same key, "
        "`sorted { $0.name < $1.name }`", "ms"),
    "columns.{n}.sort_to_stdlib_ratio": ("`columns.{n}.sort_ms` ÷ `columns.{n}.stdlib_sort_ms`", "×"),
    "columns.{n}.header_click_ms": (
        "a click on the Name header of a {n}-row, 3-column terminal table to its first sorted frame, "
        "ascending and descending in turn (median)", "ms"),
    "columns.{n}.app_sorted_apply_ms": (
        "baseline: the app sorting its own items, ascending and descending in turn, applying them, and "
        "the frame", "ms"),
    "columns.{n}.header_click_to_app_sorted_apply_ratio": (
        "`columns.{n}.header_click_ms` ÷ `columns.{n}.app_sorted_apply_ms`", "×"),
    "columns.page_down_50_columns_us": (
        "PageDown with its frame on a 100,000-row table of 50 columns, as many in view as fit in 200 "
        "characters (median)", "µs"),
    "columns.page_down_1_column_us": ("baseline: the same on a table of one column", "µs"),
    "columns.page_down_50_to_1_columns_ratio": (
        "`columns.page_down_50_columns_us` ÷ `columns.page_down_1_column_us`", "×"),
    "columns.page_down_50_columns_in_view": (
        "how many of the 50 columns are in view, each with a cell on every row", ""),
    "columns.page_down_per_cell_50_to_1_columns_ratio": (
        "`columns.page_down_50_to_1_columns_ratio` ÷ `columns.page_down_50_columns_in_view`: the cost of "
        "a cell in a row of columns beside a row of one", "×"),
}

ROW = re.compile(r"^\| `([^`]+)` \| (.*) \| ([^|]*) \|$")


def fail(message):
    print(f"bench-results: {message}", file=sys.stderr)
    sys.exit(1)


def shape(key):
    """The key with each part that is all digits written `{n}`, and those parts."""
    parts = key.split(".")
    sizes = [int(part) for part in parts if part.isdigit()]
    return ".".join("{n}" if part.isdigit() else part for part in parts), sizes


def describe(key):
    """The description of `key` with its sizes written in, and its unit; None without one."""
    pattern, sizes = shape(key)
    if pattern not in DESCRIPTIONS:
        return None
    text, unit = DESCRIPTIONS[pattern]
    # In prose a size is written 1,000,000; in a key quoted as code, as the key spells it.
    parts = text.split("`")
    for index, part in enumerate(parts):
        for size in sizes:
            part = part.replace("{n}", str(size) if index % 2 else f"{size:,}")
        parts[index] = part
    return "`".join(parts), unit


def read_figures(path):
    try:
        source = open(path) if path else sys.stdin
        figures = json.load(source)
    except (OSError, json.JSONDecodeError) as error:
        fail(f"cannot read the benchmark's JSON from {path or 'stdin'}: {error}")
    if not isinstance(figures, dict) or not figures:
        fail(f"{path or 'stdin'} holds no JSON object of figures; give it what `cellkit-bench --json` prints")
    return figures


def validate(figures):
    """Stops when a key has no description or a description has no key."""
    problems = []
    for key in sorted(figures):
        if describe(key) is None:
            pattern = shape(key)[0]
            problems.append(
                f"the key `{key}` has no description: add one for \"{pattern}\" to DESCRIPTIONS in {SCRIPT} "
                "(say what it measures, and for a ratio, its baseline)")
    patterns = {shape(key)[0] for key in figures}
    for pattern in DESCRIPTIONS:
        if pattern not in patterns:
            problems.append(
                f"the description of \"{pattern}\" has no key in the JSON: remove it from DESCRIPTIONS in "
                f"{SCRIPT}, or run the whole benchmark (not `--only`)")
    for pattern, (text, _) in DESCRIPTIONS.items():
        if "|" in text or "\n" in text:
            problems.append(f"the description of \"{pattern}\" holds a `|` or a line break, which breaks its table row")
    if problems:
        fail("\n  ".join(["the figures and the descriptions do not match:"] + problems))


def order(key):
    pattern, sizes = shape(key)
    group = key.split(".")[0]
    groups = list(GROUPS)
    return (groups.index(group) if group in groups else len(groups), group, sizes[:1], list(DESCRIPTIONS).index(pattern))


def value_text(value, unit):
    if isinstance(value, bool) or not isinstance(value, (int, float)):
        return str(value)
    if float(value).is_integer() and unit in ("", "bytes"):
        text = f"{int(value):,}"
    elif abs(value) >= 100:
        text = f"{value:,.0f}"
    elif abs(value) >= 10:
        text = f"{value:.1f}"
    elif abs(value) >= 1:
        text = f"{value:.2f}"
    else:
        text = f"{value:.3g}"
    if unit == "×":
        return text + "×"
    return f"{text} {unit}".strip()


def page(figures, note):
    out = [
        "# Benchmark results",
        "",
        "Generated by `Scripts/bench-results.py` from one run of `cellkit-bench --json`; do not edit by hand.",
        "Made with:",
        "",
        "```sh",
        *commands(note),
        "```",
        "",
        "Every time comes with a baseline measured in the same run, and a ratio to it, named in its",
        "description: compare ratios across machines, not times. `.ci/run` runs `cellkit-bench --quick --json`",
        "and checks that this page lists the keys it prints, with the script's descriptions",
        "(`python3 Scripts/bench-results.py --check Benchmarks/RESULTS.md < FILE.json`); a quick run",
        "measures the diff and the filter at smaller sizes, so there the sizes in the keys are not compared.",
    ]
    if note:
        out += ["", f"This run: {note}."]
    current = None
    for key in sorted(figures, key=order):
        group = key.split(".")[0]
        if group != current:
            current = group
            out += ["", f"## {GROUPS.get(group, group)}", "", "| key | what it measures | value |", "| --- | --- | --- |"]
        text, unit = describe(key)
        out.append(f"| `{key}` | {text} | {value_text(figures[key], unit)} |")
    return "\n".join(out) + "\n"


def check(page_path, figures):
    try:
        lines = open(page_path).read().split("\n")
    except OSError as error:
        fail(f"cannot read {page_path}: {error}")
    listed = {}
    problems = []
    for number, line in enumerate(lines, 1):
        match = ROW.match(line)
        if not match:
            continue
        key, text = match.group(1), match.group(2)
        if key in listed:
            problems.append(f"! `{key}` is listed twice (line {number})")
        listed[key] = (number, text)
    expected = set(figures)
    note = None

    def sizes(keys):
        return {size for key in keys for size in shape(key)[1]}

    if sizes(listed) != sizes(expected):
        # A --quick run measures some figures at other sizes: compare the keys with sizes left out.
        note = ("the JSON measures at other sizes than the page (a `--quick` run?): the keys were "
                "compared with their sizes written {n}")
        page_keys = {shape(k)[0] for k in listed}
        json_keys = {shape(k)[0] for k in expected}
    else:
        page_keys, json_keys = set(listed), expected
    for key in sorted(page_keys - json_keys):
        problems.append(f"- `{key}`: on the page, not in the JSON")
    for key in sorted(json_keys - page_keys):
        problems.append(f"+ `{key}`: in the JSON, not on the page")
    for key, (number, text) in sorted(listed.items()):
        description = describe(key)
        if description is not None and description[0] != text:
            problems.append(f"~ `{key}` (line {number}):\n    page:   {text}\n    script: {description[0]}")
    if problems:
        fail("\n  ".join(
            [f"{page_path} does not list the JSON's keys with the script's descriptions:"] + problems
            + ["regenerate it from a full run: " + "; ".join(commands())]))
    if note:
        print(f"bench-results: {note}")
    print(f"bench-results: {page_path} lists the JSON's keys ({len(expected)}) with the script's descriptions")


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("json", nargs="?", help="the output of `cellkit-bench --json` (stdin without it)")
    parser.add_argument("--check", metavar="PAGE", help="verify PAGE instead of writing a page")
    parser.add_argument("--note", help="a line on the run (machine, date) written under the header")
    arguments = parser.parse_args()
    figures = read_figures(arguments.json)
    validate(figures)
    if arguments.check:
        check(arguments.check, figures)
    else:
        sys.stdout.write(page(figures, arguments.note))


if __name__ == "__main__":
    main()
