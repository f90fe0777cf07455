#!/usr/bin/env python3
"""Writes the DocC page that lists every public declaration of a module, from its symbol graphs.

Usage: Scripts/api-page.py SYMBOLGRAPH_DIR MODULE [LIMIT] > Sources/MODULE/MODULE.docc/API.md

`.ci/docs.sh` runs it on every CI run and fails when the committed page differs, so the page
always lists exactly the public API. Given a LIMIT, it fails when the module declares more public
symbols than that (declarations the compiler synthesizes are not counted).
"""
import glob
import json
import os
import sys

graph_dir, module = sys.argv[1], sys.argv[2]
limit = int(sys.argv[3]) if len(sys.argv) > 3 else None
symbols = []
for path in sorted(glob.glob(os.path.join(graph_dir, module + ".symbols.json"))
                   + glob.glob(os.path.join(graph_dir, module + "@*.symbols.json"))):
    for symbol in json.load(open(path))["symbols"]:
        if "location" in symbol and symbol["accessLevel"] in ("public", "open"):
            symbols.append(symbol)


def source_place(symbol):
    uri = symbol["location"]["uri"]
    relative = uri.split("/Sources/" + module + "/", 1)[-1]
    return relative, symbol["location"]["position"]["line"]


def summary(symbol):
    lines = [line["text"] for line in symbol.get("docComment", {}).get("lines", [])]
    first = []
    for line in lines:
        if not line.strip():
            break
        first.append(line.strip())
    # Symbol links are written as code: they were resolved where they were written, and in this
    # page the same text may name another symbol.
    return " ".join(first).replace("``", "`")


def declaration(symbol):
    return "".join(fragment["spelling"] for fragment in symbol["names"]["subHeading"])


# What the module declares itself: not the members the compiler synthesizes for a conforming type
# from a protocol's extension (`ListAdapter.on(_:_:)` from `CellActionHandling`, say).
declared = sum("::SYNTHESIZED::" not in s["identifier"]["precise"] for s in symbols)
if limit is not None and declared > limit:
    sys.exit(
        f"{module} declares {declared} public symbols, more than its limit of {limit}: make what only "
        "hosts, platform modules or tests need `package` or `@_spi(CellKitPlatform)`, or move test "
        "tools to the testing modules.")

type_names = {s["pathComponents"][0] for s in symbols if len(s["pathComponents"]) == 1}
types = sorted((s for s in symbols if len(s["pathComponents"]) == 1), key=source_place)
folders = {}
for symbol in types:
    folder = source_place(symbol)[0].split("/")[0]
    folders.setdefault(folder, []).append(symbol)

out = [
    f"# {module} API at a glance",
    "",
    f"Every public declaration of {module}, by type, with the first sentence of its documentation.",
    "",
    "## Overview",
    "",
    "This page is generated from the symbol graph by `Scripts/api-page.py`, and CI fails when it",
    "is out of date, so it lists exactly what the module makes public: nothing more, nothing less.",
    "Members that come from a protocol's default implementation are listed with the protocol.",
    "What a host module adds to these types (a `ListAdapter` made for a `TableView` or a",
    "`UITableView`, the registrations of its cells and headers) is documented with that module.",
    f"{module} declares {declared} public symbols"
    + (f", within the limit of {limit} CI keeps it to." if limit is not None else "."),
    "",
]
for folder, members in folders.items():
    out += [f"## {folder.removesuffix('.swift')}", ""]
    for symbol in members:
        path = tuple(symbol["pathComponents"])
        out += [f"### ``{path[0]}``", "", summary(symbol), ""]
        children = [s for s in symbols if len(s["pathComponents"]) > 1 and s["pathComponents"][0] == path[0]]
        for child in sorted(children, key=lambda s: (len(s["pathComponents"]), source_place(s))):
            name = ".".join(child["pathComponents"][1:])
            text = summary(child)
            out.append(f"- `{declaration(child)}`" + (f" ({name})" if "." in name else "")
                       + (f": {text}" if text else ""))
        if children:
            out.append("")
extended = [s for s in symbols if s["pathComponents"][0] not in type_names]
if extended:
    out += ["## Extensions of other modules' types", ""]
    for symbol in sorted(extended, key=lambda s: (s["pathComponents"][0], source_place(s))):
        text = summary(symbol)
        out.append(f"- `{symbol['pathComponents'][0]}`: `{declaration(symbol)}`" + (f": {text}" if text else ""))
    out.append("")
print("\n".join(out).rstrip())
