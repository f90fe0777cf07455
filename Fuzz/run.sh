#!/usr/bin/env bash
# Fuzzes with libFuzzer for SECONDS seconds in all (default 120), shared by the targets:
#   decoder   the terminal input decoder: no crash, and split reads decode as one read;
#   diff      two snapshots from the bytes: the staged changeset replays under UIKit's batch rules
#             to the second one;
#   renderer  frames from the bytes: the bytes written, replayed in the tests' virtual terminal,
#             give every frame exactly;
#   textfield edits from the bytes: the text field's editing agrees with a plain string and its
#             cursor after every edit.
# A crash, a timeout or running out of memory fails the run; the reproducer is kept in
# Fuzz/artifacts/ (replay it with: .build/fuzz/<target>-fuzz Fuzz/artifacts/<file>).
set -euo pipefail
cd "$(dirname "$0")/.."
seconds=${1:-120}
out=.build/fuzz
mkdir -p "$out" Fuzz/artifacts

# The test helpers a target reuses, without their module imports (each target is one module).
sed '/^import CellKit$/d' Tests/CellKitRulesHosts/BatchReplay.swift >"$out/BatchReplay.swift"
sed '/^import CellKitTerminal$/d' Tests/CellKitTerminalTests/VirtualTerminal.swift >"$out/VirtualTerminal.swift"

targets=(decoder diff renderer textfield)
sources_decoder="Fuzz/DecoderFuzz.swift Sources/CellKitTerminal/Input/*.swift Sources/CellKitTerminal/Rendering/Point.swift Sources/CellKitTerminal/Rendering/Size.swift Sources/CellKitTerminal/Rendering/Rect.swift"
sources_diff="Fuzz/DiffFuzz.swift Fuzz/ByteReader.swift $out/BatchReplay.swift Sources/CellKit/Lists/Differentiable.swift Sources/CellKit/Lists/Snapshot.swift Sources/CellKit/Lists/Snapshot+Duplicates.swift Sources/CellKit/Lists/SnapshotRecording.swift Sources/CellKit/Lists/Diff/*.swift Sources/CellKit/Support/IndexPath+Rows.swift Sources/CellKit/Support/RandomAccessCollection+Partitioning.swift"
sources_renderer="Fuzz/RendererFuzz.swift Fuzz/ByteReader.swift $out/VirtualTerminal.swift Sources/CellKitTerminal/Rendering/*.swift"
sources_textfield="Fuzz/TextFieldFuzz.swift Fuzz/ByteReader.swift Sources/CellKitTerminal/Views/EditableText.swift"
max_len_decoder=4096
max_len_diff=512
max_len_renderer=1024
max_len_textfield=1024

share=$((seconds / ${#targets[@]}))
for target in "${targets[@]}"; do
  sources_var="sources_$target"
  max_len_var="max_len_$target"
  binary="$out/$target-fuzz"
  # shellcheck disable=SC2086 # the source lists are globs
  if ! swiftc -O -sanitize=fuzzer,address -parse-as-library -package-name cellkit -module-name "${target^}Fuzz" \
    ${!sources_var} -o "$binary" >"$out/$target-build.log" 2>&1; then
    grep -v "Cannot export local symbol" "$out/$target-build.log" >&2
    echo "building the $target fuzz target FAILED" >&2
    exit 1
  fi
  corpus="$out/corpus-$target"
  mkdir -p "$corpus"
  if [ -d "Fuzz/corpus/$target" ]; then cp Fuzz/corpus/"$target"/* "$corpus/"; fi
  log="$out/$target-last-run.log"
  "$binary" "$corpus" -max_total_time="$share" -timeout=10 -rss_limit_mb=2048 -max_len="${!max_len_var}" \
    -artifact_prefix=Fuzz/artifacts/ -print_final_stats=1 >"$log" 2>&1 || {
    echo "$target fuzzing FAILED; reproducer in Fuzz/artifacts/:" >&2
    ls -l Fuzz/artifacts/ >&2
    grep -E "Fatal error|ERROR|SUMMARY" "$log" | head -20 >&2
    tail -40 "$log" >&2
    exit 1
  }
  executions=$(grep -oE 'stat::number_of_executed_units: [0-9]+' "$log" | grep -oE '[0-9]+')
  coverage=$(grep -oE 'DONE +cov: [0-9]+ ft: [0-9]+' "$log" | grep -oE '[0-9]+' | paste -sd/ -)
  echo "$target fuzzing: $executions executions in $share s, coverage (edges/features) $coverage, no crash"
done
