#!/usr/bin/env bash
# Fuzzes the terminal input decoder with libFuzzer for SECONDS seconds (default 60).
# A crash, a timeout or running out of memory fails the run; the reproducer is kept in
# Fuzz/artifacts/ (replay it with: .build/fuzz/decoder-fuzz Fuzz/artifacts/<file>).
set -euo pipefail
cd "$(dirname "$0")/.."
seconds=${1:-60}
out=.build/fuzz
mkdir -p "$out" Fuzz/artifacts "$out/corpus"
if ! swiftc -O -sanitize=fuzzer,address -parse-as-library -module-name DecoderFuzz \
  Fuzz/DecoderFuzz.swift Sources/CellKitTerminal/Input/*.swift Sources/CellKitTerminal/Rendering/{Point,Size,Rect}.swift \
  -o "$out/decoder-fuzz" >"$out/build.log" 2>&1; then
  grep -v "Cannot export local symbol" "$out/build.log" >&2
  echo "building the fuzz target FAILED" >&2
  exit 1
fi
cp Fuzz/corpus/* "$out/corpus/"
"$out/decoder-fuzz" "$out/corpus" -max_total_time="$seconds" -timeout=10 -rss_limit_mb=2048 \
  -max_len=4096 -artifact_prefix=Fuzz/artifacts/ -print_final_stats=1 2>&1 | tee "$out/last-run.log" | grep -E "^(#[0-9]+ +(INITED|DONE)|stat::|==|SUMMARY|Done)" || true
status=${PIPESTATUS[0]}
if [ "$status" -ne 0 ]; then
  echo "decoder fuzzing FAILED (exit $status); reproducer in Fuzz/artifacts/:" >&2
  ls -l Fuzz/artifacts/ >&2
  tail -40 "$out/last-run.log" >&2
  exit 1
fi
echo "decoder fuzzing: $(grep -oE 'stat::number_of_executed_units: [0-9]+' "$out/last-run.log" | grep -oE '[0-9]+') executions, no crash"
